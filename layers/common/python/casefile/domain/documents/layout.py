"""A document's text laid out: cells (a line cut at wide gaps, as the OCR layer gives them), their words, visual rows
(cells side by side on one line of the page, top to bottom), the reading order, and the lexicon's phrases found in
each cell. The geometry between a label and a value (the same cell after it, the cell to its right, the cell under
it, the cell to its left for Arabic, the words after it in prose) is measured here, for every field alike.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from statistics import median

from casefile.domain.documents.lexicon import (
    SMALL_WORDS,
    Match,
    Phrase,
    ends_with_legal_form,
    find_phrases,
    fold,
    lexicon,
    words,
)
from casefile.domain.documents.model import TextLine


@dataclass
class Token:
    fold: str  # the folded word
    word: int  # index of the cell word it comes from
    x0: float
    x1: float


@dataclass
class Cell:
    index: int
    page: int
    text: str  # the cell's text, its words joined by single spaces
    confidence: float
    x0: float
    y0: float
    x1: float
    y1: float
    words: list[tuple[str, float, int, int]]  # (text, confidence, start, end in `text`)
    tokens: list[Token]
    ocr_row: int | None
    row: int = -1  # visual row, numbered over the whole document in reading order
    order: int = 0  # index of its first token in the document's reading order
    # each word's box where it stands on the page (x0, y0, x1, y1), None for text read without positions
    boxes: list[tuple[float, float, float, float] | None] = field(default_factory=list)

    @property
    def height(self) -> float:
        return max(1.0, self.y1 - self.y0)

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    def token_span(self, start: int, end: int) -> tuple[int, int]:
        """The tokens covering characters [start, end) of the text."""
        first = last = -1
        for t, token in enumerate(self.tokens):
            _, _, w_start, w_end = self.words[token.word]
            if w_end > start and w_start < end:
                if first < 0:
                    first = t
                last = t
        return (first, last + 1) if first >= 0 else (len(self.tokens), len(self.tokens))

    def chars(self, t0: int, t1: int) -> tuple[int, int]:
        """Characters of tokens [t0, t1) (whole words)."""
        if t0 >= t1:
            return (len(self.text), len(self.text))
        return self.words[self.tokens[t0].word][2], self.words[self.tokens[t1 - 1].word][3]

    def x_of(self, t0: int, t1: int) -> tuple[float, float]:
        if t0 >= t1 or not self.tokens:
            return self.x1, self.x1
        return self.tokens[t0].x0, self.tokens[t1 - 1].x1

    def box_of(self, t0: int, t1: int) -> tuple[float, float, float, float] | None:
        """Where tokens [t0, t1) stand on the page: the union of their words' boxes (the whole cell's for an empty
        span); None when a word of them was read without a position."""
        used = sorted({self.tokens[t].word for t in range(t0, t1)}) if t0 < t1 else range(len(self.words))
        return union([self.boxes[w] if w < len(self.boxes) else None for w in used])

    def confidence_of(self, t0: int, t1: int) -> float:
        used = sorted({self.tokens[t].word for t in range(t0, t1)})
        if not used:
            return self.confidence
        return sum(self.words[w][1] for w in used) / len(used)


Box = tuple[float, float, float, float]


def union(boxes: list[Box | None]) -> Box | None:
    """The box around all of `boxes` (x0, y0, x1, y1); None when there are none or one of them has no place."""
    if not boxes or any(b is None for b in boxes):
        return None
    placed = [b for b in boxes if b is not None]
    return (min(b[0] for b in placed), min(b[1] for b in placed), max(b[2] for b in placed), max(b[3] for b in placed))


@dataclass(frozen=True)
class Label:
    cell: int
    start: int  # token index
    end: int
    match: Match

    @property
    def owner(self) -> str:
        return self.match.phrase.owner

    @property
    def role(self) -> str:
        return self.match.phrase.role


@dataclass
class Layout:
    cells: list[Cell]
    rows: list[list[int]]  # visual rows: cell indices left to right, rows in reading order
    pages: dict[int, tuple[float, float, float]]  # page -> (width, height, line height) as the cells span it
    labels: list[Label] = field(default_factory=list)
    type_phrases: list[Label] = field(default_factory=list)
    headings: list[Label] = field(default_factory=list)  # phrases that scope what is under them ('Cumuls annuels')
    labels_by_cell: dict[int, list[Label]] = field(default_factory=dict)
    form_gaps: dict[int, float] = field(default_factory=dict)  # page -> its form's usual label-to-value gap

    def row_cells(self, row: int) -> list[Cell]:
        return [self.cells[i] for i in self.rows[row]]

    def line_height(self, page: int) -> float:
        return self.pages.get(page, (1.0, 1.0, 30.0))[2]


def _split_word(
    word: tuple[str, float, tuple[int, int, int, int] | None],
) -> list[tuple[str, float, tuple[int, int, int, int] | None]]:
    """A "word" with spaces in it (an engine that gives whole lines as words) as its words, each with its share of the
    box by characters."""
    text, confidence, box = word
    pieces = [(m.group(), m.start(), m.end()) for m in re.finditer(r"\S+", str(text))]
    if len(pieces) <= 1:
        return [word] if str(text).strip() else []
    if box is None:
        return [(piece, confidence, None) for piece, _, _ in pieces]
    x0, y0, x1, y1 = box
    n = max(1, len(str(text)))
    return [
        (piece, confidence, (round(x0 + (x1 - x0) * a / n), y0, round(x0 + (x1 - x0) * b / n), y1))
        for piece, a, b in pieces
    ]


# A civility's abbreviation glued to the name after it by its stop ('attestons que M.Abdelilah EL KETTANI'): two words,
# the name's own capitalised
_CIVILITY_GLUED = re.compile(r"(?<![^\s(,;:])((?:M|Mr|Mme|Mlle|Melle|Dr|Pr)\.)(?=[A-Z])")


def _civility_apart(
    word: tuple[str, float, tuple[int, int, int, int] | None],
) -> tuple[str, float, tuple[int, int, int, int] | None]:
    text = str(word[0])
    return (_CIVILITY_GLUED.sub(r"\1 ", text), word[1], word[2]) if "." in text else word


# The particles of a name or a company's ('El Fassi', 'Al Manar'), whose l a sans-serif face draws as the capital I
# the OCR reads: 'AI' and 'EI' before a capitalised word, in a line written in mixed case
_PARTICLES_READ_WITH_I = {"AI": "Al", "EI": "El"}


def _particles_respelled(
    placed: list[tuple[str, float, tuple[int, int, int, int] | None]],
) -> list[tuple[str, float, tuple[int, int, int, int] | None]]:
    texts = [str(w[0]) for w in placed]
    if not any(ch.islower() for t in texts for ch in t):
        return placed
    out = list(placed)
    for i, (word, confidence, box) in enumerate(placed[:-1]):
        following = texts[i + 1]
        if str(word) in _PARTICLES_READ_WITH_I and following[:1].isupper() and following[1:2].islower():
            out[i] = (_PARTICLES_READ_WITH_I[str(word)], confidence, box)
    return out


def _cell(index: int, line: TextLine) -> Cell:
    # text without boxes (a plain text, a test's lines): one line under the other, in order
    at = line.row if line.row is not None else index
    bbox = line.bbox or (0, 40 * at, 20 * max(1, len(line.text)), 40 * at + 30)
    placed: list[tuple[str, float, tuple[int, int, int, int] | None]] = [
        piece for word in line.words for piece in _split_word(_civility_apart(word))
    ] or [(w, line.confidence, None) for w in _CIVILITY_GLUED.sub(r"\1 ", line.text).split()]
    placed = _particles_respelled(placed)
    texts = [str(w[0]) for w in placed]
    text = " ".join(texts)
    spans: list[tuple[str, float, int, int]] = []
    at = 0
    for (word_text, confidence, _), t in zip(placed, texts, strict=True):
        spans.append((word_text, float(confidence), at, at + len(t)))
        at += len(t) + 1
    tokens: list[Token] = []
    # where each word stands on the page, for a viewer: its own box, else its share of its line's (a line read
    # without word boxes), else unknown (text without positions)
    boxes: list[tuple[float, float, float, float] | None] = []
    x0, x1 = float(bbox[0]), float(bbox[2])
    for w, (word_text, _, start, end) in enumerate(spans):
        box = placed[w][2]
        if box is not None:
            wx0, wx1 = float(box[0]), float(box[2])
            boxes.append((wx0, float(box[1]), wx1, float(box[3])))
        else:  # no word boxes: the cell's width shared by characters
            wx0 = x0 + (x1 - x0) * start / max(1, len(text))
            wx1 = x0 + (x1 - x0) * end / max(1, len(text))
            boxes.append(None if line.bbox is None else (wx0, float(bbox[1]), wx1, float(bbox[3])))
        folded = fold(word_text)
        parts = words(folded)
        for part, p_start, p_end in parts:
            n = max(1, len(folded))
            tokens.append(Token(part, w, wx0 + (wx1 - wx0) * p_start / n, wx0 + (wx1 - wx0) * p_end / n))
    return Cell(
        index=index,
        page=line.page,
        text=text,
        confidence=float(line.confidence),
        x0=float(bbox[0]),
        y0=float(bbox[1]),
        x1=float(bbox[2]),
        y1=float(bbox[3]),
        words=spans,
        tokens=tokens,
        ocr_row=line.row,
        boxes=boxes,
    )


ROW_OVERLAP = 0.5  # of the lower cell's height: two cells side by side share a row


def _rows(cells: list[Cell]) -> list[list[int]]:
    """Cells grouped into visual rows, page by page, top to bottom; each row left to right."""
    out: list[list[int]] = []
    for page in sorted({c.page for c in cells}):
        on_page = sorted((c for c in cells if c.page == page), key=lambda c: (c.cy, c.x0))
        groups: list[list[Cell]] = []
        for cell in on_page:
            placed = False
            for group in reversed(groups[-4:]):
                if cell.ocr_row is not None and any(c.ocr_row == cell.ocr_row for c in group):
                    group.append(cell)
                    placed = True
                    break
                top = median(c.y0 for c in group)
                bottom = median(c.y1 for c in group)
                overlap = min(bottom, cell.y1) - max(top, cell.y0)
                beside = all(c.x1 <= cell.x0 + 2 or cell.x1 <= c.x0 + 2 for c in group)
                if beside and overlap >= ROW_OVERLAP * min(cell.height, bottom - top):
                    group.append(cell)
                    placed = True
                    break
            if not placed:
                groups.append([cell])
        groups.sort(key=lambda g: median(c.cy for c in g))
        out += [[c.index for c in sorted(g, key=lambda c: c.x0)] for g in groups]
    return out


def build(lines: Sequence[TextLine]) -> Layout:
    lines = [
        piece for line in _touching(_justified(_once(lines))) for part in _by_bars(line) for piece in _by_script(part)
    ]
    cells = [_cell(i, line) for i, line in enumerate(lines) if line.text.strip()]
    for i, cell in enumerate(cells):
        cell.index = i
    rows = _rows(cells)
    order = 0
    for r, row in enumerate(rows):
        for i in row:
            cells[i].row = r
            cells[i].order = order
            order += len(cells[i].tokens)
    pages: dict[int, tuple[float, float, float]] = {}
    for page in sorted({c.page for c in cells}):
        on_page = [c for c in cells if c.page == page]
        heights = [c.height for c in on_page]
        pages[page] = (
            max(c.x1 for c in on_page),
            max(c.y1 for c in on_page),
            median(heights) if heights else 30.0,
        )
    layout = Layout(cells, rows, pages)
    for cell in cells:
        folds = [t.fold for t in cell.tokens]
        # another field's label word inside a bank named in two words or more is a word of the name ('Société' of
        # 'Société Générale Maroc' labels no employer); a bank's own word ('Banque' of 'Banque Populaire') still says
        # a bank is named there
        banks = [(a, b) for _, a, b in lexicon().banks_in(folds, words=2)]
        # a line's first word may have lost its start at the page's or a tear's edge
        for match in find_phrases(folds, torn_start=layout.rows[cell.row][0] == cell.index):
            in_bank = match.phrase.owner != "bank_name" and any(a <= match.start and match.end <= b for a, b in banks)
            if not (
                _ends_a_value(cell, match) or in_bank or _begins_a_company(cell, match) or _in_an_address(cell, match)
            ):
                _add_label(layout, Label(cell.index, match.start, match.end, match))
        for match in _letter_spaced_titles(cell):
            _add_label(layout, Label(cell.index, match.start, match.end, match))
    _seam_labels(layout)
    _dated_balances(layout)
    _column_totals(layout)
    return layout


_TOTAL = (("total",), ("totaux",), ("total", "general"))
COLUMN_REACH = 12  # rows above a row of totals that its column's heading may stand in


def _column_totals(layout: Layout) -> None:
    """A table's row of totals named 'Total' alone, in the column headed by what it sums ('Earnings' over 'Hourly',
    'OT' and 'Total'; 'Gains' over its rubrics): named by both, as the lexicon has it ('total earnings', 'total
    gains', 'total retenues'), its value is that field's. The column's heading is its cell in the nearest row above
    that is a table's header (two cells or more, no figure), within COLUMN_REACH rows."""
    for cell in layout.cells:
        folds = tuple(t.fold for t in cell.tokens if any(ch.isalnum() for ch in t.fold))
        if folds not in _TOTAL:
            continue
        height = layout.line_height(cell.page)
        head = None
        for r in range(cell.row - 1, max(-1, cell.row - 1 - COLUMN_REACH), -1):
            row = layout.row_cells(r)
            if row[0].page != cell.page or len(row) < 2 or any(ch.isdigit() for c in row for ch in c.text):
                continue  # a row of the table (its figures), or a line of text: no header
            above = [c for c in row if c.x0 - height <= cell.x0 <= c.x1]
            if above:
                head = above[0]
            break
        if head is None:
            continue
        words = ["total", *(t.fold for t in head.tokens)]
        for match in find_phrases(words):
            phrase = match.phrase
            if match.start == 0 and match.end == len(words) and phrase.role == "label":
                if phrase.owner == "_totals" or phrase.owner.startswith(("type:", "heading:")):
                    continue
                whole = Match(phrase, 0, len(cell.tokens), match.score)
                _add_label(layout, Label(cell.index, 0, len(cell.tokens), whole))
                break


BALANCES = ("opening_balance", "closing_balance")


def _dated_balances(layout: Layout) -> None:
    """Balances named alike and told apart by their dates ('Solde au 01/12/2024' | 'Solde au 31/12/2024'): on a page
    with two or more, the one at the earliest date is the opening balance's label, the one at the latest the closing
    balance's, whatever the phrase alone would say. The date may stand alone after its label, or before the balance
    in the label's cell ('Solde au 30/09/2024 : 12 840,15 C' | 'Solde au 31/10/2024 : 16 573,37')."""
    from casefile.domain.documents.spans import dates

    by_page: dict[int, list[tuple[str, int]]] = {}
    for i, label in enumerate(layout.labels):
        cell = layout.cells[label.cell]
        if label.owner not in BALANCES or label.role != "label" or not _dated(cell, label.end, alone=False):
            continue
        start, stop = cell.chars(label.end, len(cell.tokens))
        found = dates(cell.text[start:stop])
        if len(found) == 1:
            by_page.setdefault(cell.page, []).append((str(found[0].value), i))
    for dated in by_page.values():
        if len({day for day, _ in dated}) < 2:
            continue
        first, last = min(day for day, _ in dated), max(day for day, _ in dated)
        for day, i in dated:
            owner = "opening_balance" if day == first else "closing_balance" if day == last else None
            label = layout.labels[i]
            if owner is None or owner == label.owner:
                continue
            phrase = label.match.phrase
            match = Match(Phrase(owner, phrase.role, phrase.words, phrase.text), label.match.start, label.match.end,
                          label.match.score)  # fmt: skip
            layout.labels[i] = Label(label.cell, label.start, label.end, match)
            cell_labels = layout.labels_by_cell[label.cell]
            cell_labels[cell_labels.index(label)] = layout.labels[i]


def _once(lines: Sequence[TextLine]) -> list[TextLine]:
    """The lines with each line read twice in one place kept once: the same words, their boxes overlapping by most of
    the smaller ('Karim' from the page pass and again from a second reading of the ink beside it, which made a name
    'Karim Karim BERRADA')."""
    kept: list[TextLine] = []
    for line in lines:
        if line.bbox is None or not any(_same_reading(line, other) for other in kept):
            kept.append(line)
    return kept


def _same_reading(a: TextLine, b: TextLine) -> bool:
    if a.page != b.page or a.bbox is None or b.bbox is None or fold(a.text).split() != fold(b.text).split():
        return False
    ax0, ay0, ax1, ay1 = a.bbox
    bx0, by0, bx1, by1 = b.bbox
    overlap = max(0, min(ax1, bx1) - max(ax0, bx0)) * max(0, min(ay1, by1) - max(ay0, by0))
    smaller = min((ax1 - ax0) * (ay1 - ay0), (bx1 - bx0) * (by1 - by0))
    return smaller > 0 and overlap > SAME_PLACE * smaller


SAME_PLACE = 0.5  # of the smaller box: two readings of one line overlap by more


LETTER_SPACED = 0.7  # of a cell's words that are single letters: a title set letter by letter


def _letter_spaced_titles(cell: Cell) -> list[Match]:
    """A title set letter by letter ('A T T E S T A T I O N  D E  T R A V A I L'), whose word spaces the OCR does not
    keep: its letters joined, the titles of the lexicon found in them (each as the tokens of its letters)."""
    tokens = [t.fold for t in cell.tokens]
    if len(tokens) < 6 or sum(len(t) == 1 for t in tokens) < LETTER_SPACED * len(tokens):
        return []
    joined, starts = "", []
    for t in tokens:
        starts.append(len(joined))
        joined += t
    found = []
    for phrase in lexicon().phrases:
        if phrase.role != "title" or (at := joined.find("".join(phrase.words))) < 0:
            continue
        end = at + len("".join(phrase.words))
        first = max(i for i, s in enumerate(starts) if s <= at)
        last = max(i for i, s in enumerate(starts) if s < end)
        found.append(Match(phrase, first, last + 1, 1.0))
    return found


ARABIC = re.compile(r"[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]")  # a letter of Arabic script


JUSTIFIED_PIECES = 4  # pieces of a line that its justified spacing cut at every stretched space, at least
JUSTIFIED_GAP = 2.5  # line heights between two pieces, at most
JUSTIFIED_LOWER = 0.5  # of the pieces that begin with a small letter, at least: words of a sentence, not a table's


def _justified(lines: Sequence[TextLine]) -> list[TextLine]:
    """A sentence's line that the OCR layer cut at wide gaps because it is justified (its spaces stretched to the
    margins: 'qualité' | 'de Chef de' | 'réception,' | 'dans' ...) as one line again: four pieces or more, none further
    from the next than two and a half line heights, half of them beginning with a small letter. A form's or a
    table's row (a label and its value, amounts in columns) begins its cells with capitals and figures, and stays
    cut."""
    by_row: dict[tuple[int, int], list[tuple[tuple[int, int, int, int], TextLine]]] = {}
    for line in lines:
        if line.row is not None and line.bbox is not None and line.text.strip():
            by_row.setdefault((line.page, line.row), []).append((line.bbox, line))
    replaced: dict[int, TextLine | None] = {}  # by id: a joined row's first piece becomes the row, the others go
    for placed in by_row.values():
        if len(placed) < JUSTIFIED_PIECES:
            continue
        placed.sort(key=lambda piece: piece[0][0])
        boxes, pieces = [box for box, _ in placed], [line for _, line in placed]
        height = median(b[3] - b[1] for b in boxes)
        gaps = [b[0] - a[2] for a, b in pairwise(boxes)]
        lower = sum(line.text.strip()[:1].islower() for line in pieces)
        if max(gaps) > JUSTIFIED_GAP * height or min(gaps) < 0 or lower < JUSTIFIED_LOWER * len(pieces):
            continue
        replaced.update((id(line), None) for line in pieces[1:])
        replaced[id(pieces[0])] = _joined(pieces)
    kept = (replaced.get(id(line), line) for line in lines)
    return [line for line in kept if line is not None]


TOUCHING_GAP = 0.35  # of the smaller line's height: two pieces closer than a space are one line
TOUCHING_OVERLAP = 0.6  # of the smaller line's height, that the two share
# Pieces set further apart than TOUCHING_GAP are one line still when they stand no further apart than the spaces
# between their own words (a wide face's spaces), to this share of the smaller line's height at most
SPACED_AT_MOST = 0.8


def _touching(lines: Sequence[TextLine]) -> list[TextLine]:
    """Pieces of one line that the OCR layer gave as lines of their own (a word set in a larger or bolder face:
    'Coopérative' | 'Agricole Tafilalet des Dattes Majhoul') joined again: side by side, no further apart than a
    space, sharing most of their height."""
    by_page: dict[int, list[TextLine]] = {}
    for line in lines:
        if line.bbox is not None and line.text.strip():
            by_page.setdefault(line.page, []).append(line)
    replaced: dict[int, TextLine | None] = {}  # by id: a line that grew, or None for one taken into another
    for on_page in by_page.values():
        on_page.sort(key=lambda line: line.bbox[0] if line.bbox else 0)
        starts = [line.bbox[0] if line.bbox else 0 for line in on_page]
        for a in on_page:
            if id(a) in replaced:
                continue
            grown = a
            while (b := _touching_next(grown, on_page, starts, replaced)) is not None:
                grown = _joined([grown, b])
                replaced[id(b)] = None
            if grown is not a:
                replaced[id(a)] = grown
    kept = (replaced.get(id(line), line) for line in lines)
    return [line for line in kept if line is not None]


def _spaces(line: TextLine) -> list[float]:
    """The gaps between a line's words, as the OCR boxed them."""
    boxes = [w[2] for w in line.words if w[2] is not None]
    return [b[0] - a[2] for a, b in pairwise(boxes)]


def _touching_next(
    line: TextLine, on_page: list[TextLine], starts: list[int], replaced: dict[int, TextLine | None]
) -> TextLine | None:
    assert line.bbox is not None
    _, y0, x1, y1 = line.bbox
    reach = SPACED_AT_MOST * (y1 - y0)
    own = _spaces(line)
    for i in range(bisect_left(starts, x1 - reach), bisect_right(starts, x1 + reach)):
        b = on_page[i]
        if b is line or id(b) in replaced or b.bbox is None:
            continue
        bx0, by0, bx1, by1 = b.bbox
        height = min(y1 - y0, by1 - by0)
        # a space: a share of the line's height, or as wide as the pieces' own spaces ('Régie Autonome' |
        # 'Intercommunale de Distribution de', 11 pixels apart, their words 9 to 18)
        spaces = sorted(own + _spaces(b))
        own_space = min(1.2 * spaces[len(spaces) // 2], SPACED_AT_MOST * height) if spaces else 0.0
        space = max(TOUCHING_GAP * height, own_space)
        beside = height > 0 and abs(bx0 - x1) <= space and bx1 > x1
        if beside and min(y1, by1) - max(y0, by0) >= TOUCHING_OVERLAP * height:
            return b
    return None


def _joined(pieces: Sequence[TextLine]) -> TextLine:
    """Pieces of one line, left to right and each with its box, as that line: their texts, their confidence by
    characters, the box around them, the first piece's row."""
    boxes = [piece.bbox for piece in pieces if piece.bbox is not None]
    return TextLine(
        " ".join(piece.text.strip() for piece in pieces),
        sum(piece.confidence * len(piece.text) for piece in pieces) / max(1, sum(len(piece.text) for piece in pieces)),
        pieces[0].page,
        (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)),
        pieces[0].row,
        tuple(w for piece in pieces for w in piece.words),
    )


Word = tuple[str, float, tuple[int, int, int, int]]  # a line's word as the OCR gives it: text, confidence, box
_BAR = re.compile(r"[|\u00a6]+")


def _by_bars(line: TextLine) -> list[TextLine]:
    """A line cut at the bars standing as words of their own between its words: a table's or a strip's rules read as
    '|' ('Salaire brut | Brut imposable | Net imposable' over '12 720,00 | 12 320,00'), or a letterhead's separators
    ('... 90000 Tanger | CNSS employer no. 6620931 | ICE ...'): each part is a cell, as printed. The bars go; a line
    read without word boxes, or a comb's figures between its ticks, stays whole."""
    if not line.words or ("|" not in line.text and "\u00a6" not in line.text):
        return [line]
    runs: list[list[Word]] = [[]]
    for word in line.words:
        if _BAR.fullmatch(str(word[0]).strip()):
            if runs[-1]:
                runs.append([])
        else:
            runs[-1].append(word)
    runs = [run for run in runs if run]
    # a comb's ticks read as bars, brackets and the like part its figures one by one ('1 [2 (2 | 9 [9'): a number,
    # not cells; each part of a line cut holds a word of two letters or figures or more
    if len(runs) < 2 or not all(any(sum(ch.isalnum() for ch in str(w[0])) >= 2 for w in run) for run in runs):
        return [line]
    return _cells_of(line, runs)


def _by_script(line: TextLine) -> list[TextLine]:
    """A line of a bilingual document whose French (or English) and Arabic the OCR read as one ('Coopérative
    Agricole Tafilalet des Dattes Majhoul التعاونية الفلاحية ...'), cut where the script changes: each part is a cell
    of its own, as it is printed (a name and its translation, a label and its translation). Figures and signs go
    with the words before them. A line read without word boxes stays whole."""
    if not line.words or not ARABIC.search(line.text) or not re.search(r"[A-Za-z\u00c0-\u024f]{2}", line.text):
        return [line]
    runs: list[list[Word]] = []
    script = None
    for word in line.words:
        text = str(word[0])
        kind = "ar" if ARABIC.search(text) else "latin" if re.search(r"[^\W\d_]", text) else None
        if not runs or (kind is not None and script is not None and kind != script):
            runs.append([])
        script = kind or script
        runs[-1].append(word)
    if len(runs) < 2:
        return [line]
    return _cells_of(line, runs)


def _cells_of(line: TextLine, runs: list[list[Word]]) -> list[TextLine]:
    """A line's runs of words, each a line of its own: its words' text and box, their mean confidence."""
    out = []
    for run in runs:
        x0, y0, x1, y1 = union([w[2] for w in run]) or line.bbox or (0, 0, 0, 0)
        box = (int(x0), int(y0), int(x1), int(y1))
        text = " ".join(str(w[0]) for w in run)
        confidence = sum(float(w[1]) for w in run) / len(run)
        out.append(TextLine(text, round(confidence, 4), line.page, box, line.row, tuple(run)))
    return out


TEXT_OWNERS = ("person", "name_part", "org", "text", "place", "address")


def _ends_a_value(cell: Cell, match: Match) -> bool:
    """A one-word label of a text field that ends a cell of words and begins nothing is a word of a value, not a
    label: 'Responsable qualité', 'Administrateur de 2ème grade' (an Arabic label, whose value stands before it,
    is not Latin)."""
    phrase = match.phrase
    if len(phrase.words) != 1 or match.start == 0 or match.end != len(cell.tokens) or not phrase.words[0].isascii():
        return False
    if phrase.owner.startswith("type:") or phrase.role not in ("label", "weak"):
        return False
    spec = lexicon().fields.get(phrase.owner)
    if spec is None or spec.kind not in TEXT_OWNERS:
        return False
    if _colon_after(cell, match):
        return False  # a colon says it labels what follows ('EL HACHIMI Prénom :' / 'Abdelilah')
    start, _ = cell.chars(match.start, match.end)
    before = cell.text[:start].rstrip()
    # a word of a value follows a word of the value ('Responsable'), not a small word of prose ('en qualité')
    return bool(before) and before[-1].isalnum() and cell.tokens[match.start - 1].fold not in SMALL_WORDS


def _begins_a_company(cell: Cell, match: Match) -> bool:
    """A one-word label of the employer that begins a company's name ending with its legal form is the name's first
    word, not a label: 'SOCIÉTÉ DE DISTRIBUTION DE L'ORIENTAL SARL AU' (a colon after it says it labels what follows:
    'Société : Atlas Froid SARL')."""
    phrase = match.phrase
    if phrase.owner != "employer" or len(phrase.words) != 1 or match.start != 0 or len(cell.tokens) < 3:
        return False
    return not _colon_after(cell, match) and ends_with_legal_form([t.fold for t in cell.tokens])


def _in_an_address(cell: Cell, match: Match) -> bool:
    """An address's one-word label inside an address, after a comma and before the words it names ('Boulevard Moulay
    Rachid, Résidence Marshan, Apt 21': a building's name), is a word of it (a colon after it says it labels what
    follows: 'Résidence : Hay Riad')."""
    phrase = match.phrase
    if phrase.owner != "address" or len(phrase.words) != 1 or match.start == 0 or match.end >= len(cell.tokens):
        return False
    start, _ = cell.chars(match.start, match.end)
    return cell.text[:start].rstrip().endswith(",") and not _colon_after(cell, match)


def _colon_after(cell: Cell, match: Match) -> bool:
    """Whether a colon follows a phrase in its cell, set apart or read as its last word's end ('Fonction:'): it
    labels what comes after it."""
    start, end = cell.chars(match.start, match.end)
    return cell.text[end:].lstrip()[:1] == ":" or cell.text[start:end].rstrip().endswith(":")


def _add_label(layout: Layout, label: Label) -> None:
    if label.owner.startswith("type:"):
        layout.type_phrases.append(label)
    elif label.owner.startswith("heading:"):
        layout.headings.append(label)
    else:
        layout.labels.append(label)
        layout.labels_by_cell.setdefault(label.cell, []).append(label)


SEAM_WORDS = 4


def _seam_labels(layout: Layout) -> None:
    """Phrases of prose cut by a line's end ('... est employée en' / 'qualité de Technicien'): the last words of a
    row's last cell and the first of the next row's first cell are searched together; a phrase across the seam is
    a label in the second cell, ending where the phrase ends there."""
    for r in range(len(layout.rows) - 1):
        last = layout.cells[layout.rows[r][-1]]
        first = layout.cells[layout.rows[r + 1][0]]
        if last.page != first.page or not last.tokens or not first.tokens:
            continue
        tail = [t.fold for t in last.tokens[-SEAM_WORDS:]]
        head = [t.fold for t in first.tokens[:SEAM_WORDS]]
        for match in find_phrases(tail + head):
            if match.start < len(tail) < match.end:
                end = match.end - len(tail)
                _add_label(layout, Label(first.index, 0, end, match))


# geometry between a label and a value ---------------------------------------------------------------------------
RELATIONS = ("inline", "left", "above", "right", "prose")


def _arabic(label: Label) -> bool:
    """An Arabic label (read right to left: its value stands before it); 'n° cin' is not one for its degree sign."""
    return any("\u0600" <= ch <= "\u06ff" for ch in label.match.phrase.words[0])


def has_inline_value(layout: Layout, label: Label) -> bool:
    """Whether words that no label covers follow the label in its cell ("Prénom : YOUSSEF"): such a label has its
    value beside it and heads no column below it (a grid's header row, "Nom Prénom", is labels only)."""
    lab = layout.cells[label.cell]
    covered = {
        t
        for other in layout.labels_by_cell.get(label.cell, ())
        if other.owner != "_totals"  # marks a statement's rows, is no label of a value
        for t in range(other.start, other.end)
    }
    # an Arabic label's value stands before it in its cell ('BK265688 ........ رقم البطاقة الوطنية')
    beside = range(0, label.start) if _arabic(label) else range(label.end, len(lab.tokens))
    return any(t not in covered and any(ch.isalnum() for ch in lab.tokens[t].fold) for t in beside)


def holds_label(layout: Layout, cell: int) -> bool:
    """Whether a cell holds a field's label or a known word that labels none (a heading, not a value)."""
    return any(x.role in ("label", "not") for x in layout.labels_by_cell.get(cell, ()))


FORM_GAPS_AT_LEAST = 3  # labels with a value beside them for a page to have a usual gap between the two


def form_gap(layout: Layout, page: int) -> float:
    """The usual gap (median, pixels) between a label that ends its cell and the value in the next cell on its row,
    on a page of at least FORM_GAPS_AT_LEAST such labels; else 0. A form whose labels stand in a column at the left
    and whose values stand in another far to the right has a wide one."""
    if page not in layout.form_gaps:
        gaps = []
        for row in layout.rows:
            for a, b in pairwise(row):
                lab, value = layout.cells[a], layout.cells[b]
                if lab.page != page or value.page != page:
                    continue
                labels = layout.labels_by_cell.get(a, ())
                ends = any(x.role == "label" and x.end == len(lab.tokens) for x in labels)
                if ends and not holds_label(layout, b):
                    gaps.append(max(0.0, value.x0 - lab.x1))
        layout.form_gaps[page] = median(gaps) if len(gaps) >= FORM_GAPS_AT_LEAST else 0.0
    return layout.form_gaps[page]


def has_value_beside(layout: Layout, label: Label) -> bool:
    """Whether a label that is its cell's last words (first, for an Arabic one) has a value in the next cell on its
    row: a form's row 'Grade | Administrateur de 2ème grade'. Such a label heads no column below it, as a grid's
    header does, whose next cell is another heading ('Nom | Prénom | CIN'). So has one of a list of labels with
    as many values beside it (`label_list`)."""
    lab = layout.cells[label.cell]
    if (listed := label_list(layout, label)) is not None:
        return len(_cells_right_of(layout, lab)) == listed[1]
    arabic = _arabic(label)
    if (label.start > 0) if arabic else (label.end < len(lab.tokens)):
        return False
    row = [layout.cells[i] for i in layout.rows[lab.row] if layout.cells[i].page == lab.page and i != lab.index]
    if arabic:
        beside = [c for c in row if c.x1 <= lab.x0 + 1]
        nearest = max(beside, key=lambda c: c.x1, default=None)
    else:
        beside = [c for c in row if c.x0 >= lab.x1 - 1]
        nearest = min(beside, key=lambda c: c.x0, default=None)
    if nearest is None or not any(any(ch.isalnum() for ch in t.fold) for t in nearest.tokens):
        return False
    if arabic and any(
        other.owner == label.owner and has_inline_value(layout, other)
        for other in layout.labels_by_cell.get(nearest.index, ())
    ):
        return True  # a bilingual row: the French label's words and value, then the Arabic label for the same
    return not holds_label(layout, nearest.index)


def label_list(layout: Layout, label: Label) -> tuple[int, int] | None:
    """(its place, their number) where a label is one of two or more that end their cell, one after the other with
    a separator between each two, each another field's ('Total brut / Total retenues', 'Brut | Net'): a list whose
    values stand beside it on its row, in its order. None for a label alone, one with other words after it, or one
    printed in two languages ('Gross pay / Salaire brut')."""
    lab = layout.cells[label.cell]
    if _arabic(label):
        return None
    chain: list[Label] = []
    for x in sorted((x for x in layout.labels_by_cell.get(label.cell, ()) if x.role == "label"), key=lambda x: x.start):
        if not chain or x.start >= chain[-1].end:  # not a label inside another's words
            chain.append(x)
    if not chain or chain[-1].end != len(lab.tokens):
        return None
    run = [chain[-1]]
    for x in reversed(chain[:-1]):
        between = lab.text[lab.chars(x.start, x.end)[1] : lab.chars(run[0].start, run[0].end)[0]]
        if fold(between).strip() not in LIST_SEPARATORS:
            break
        run.insert(0, x)
    at = next((i for i, x in enumerate(run) if x is label), None)
    if len(run) < 2 or at is None or len({x.owner for x in run}) < len(run):
        return None  # one label in two languages ('Gross pay / Salaire brut') is no list
    return at, len(run)


LIST_SEPARATORS = frozenset({"/", "|", "-", "\u2013", "&", "et"})  # between two labels of a list


def _cells_right_of(layout: Layout, lab: Cell) -> list[Cell]:
    """The cells right of a cell on its row, holding letters or figures, left to right."""
    row = [layout.cells[i] for i in layout.rows[lab.row] if layout.cells[i].page == lab.page and i != lab.index]
    beside = [c for c in row if c.x0 >= lab.x1 - 1 and any(any(ch.isalnum() for ch in t.fold) for t in c.tokens)]
    return sorted(beside, key=lambda c: c.x0)


# a date that qualifies a label, after a word that says so (its words read together too: 'asof 03/02/2022')
_QUALIFYING_DATE = r"^\W*(?:(?:au|du|le|at|as\s*of|on)\s+)?\d{1,2}[./-]\d{1,2}[./-]\d{2,4}"
_DATE_AFTER = re.compile(_QUALIFYING_DATE + r"\W*$", re.IGNORECASE)  # the date alone
_DATE_FIRST = re.compile(_QUALIFYING_DATE + r"(?!\d)", re.IGNORECASE)  # the date, then maybe the value


def _dated(cell: Cell, end: int, *, alone: bool = True) -> bool:
    """Whether a cell's words after its label at token `end` are only a date that qualifies the label ('Solde au
    29/02/2024'), not a value of its own; not `alone`: whether they begin with one ('Solde au 30/09/2024 :
    12 840,15')."""
    if end >= len(cell.tokens):
        return False
    start, stop = cell.chars(end, len(cell.tokens))
    return bool((_DATE_AFTER if alone else _DATE_FIRST).match(cell.text[start:stop]))


def share(layout: Layout, label: Label) -> float:
    """How much of its cell a label is, a date that qualifies it not counted: a heading ('Débit', 'Solde au
    31/03/2024') is most of its cell, a word in a sentence or a description ('PRLV ECHEANCE CREDIT') is not. A date
    field's label is followed by its value, not qualified ('Valable jusqu'au 13.01.2029')."""
    cell = layout.cells[label.cell]
    return (label.end - label.start) / max(1, label.end if _qualified(layout, label) else len(cell.tokens))


def _qualified(layout: Layout, label: Label) -> bool:
    """Whether a label is followed in its cell by a date that qualifies it, not by its value."""
    return _dated(layout.cells[label.cell], label.end) and lexicon().kind(label.owner) not in ("date", "period")


def relation(
    layout: Layout, label: Label, cell: Cell, t0: int, t1: int, kind: str | None = None
) -> tuple[str, float] | None:
    """How a label stands to a value at tokens [t0, t1) of `cell`, and how strongly (0..1, before the label's own
    match score): inline (same cell, after it), left (a cell left of it on its row), above (over it, in its
    column), right (a cell right of it: Arabic), prose (the words before it in reading order, no label of a value of
    its `kind` between them). None: too far."""
    lab = layout.cells[label.cell]
    height = layout.line_height(cell.page)
    if lab.index == cell.index:
        if label.end <= t0:
            between = t0 - label.end
            return ("inline", 1.0 / (1.0 + 0.5 * between)) if between <= 6 else None
        if t1 <= label.start and _arabic(label):  # a value before its label in one cell: Arabic right to left
            between = label.start - t1
            return ("right", 0.8 / (1.0 + 0.5 * between)) if between <= 2 else None
        return None
    if lab.page != cell.page:
        return None
    # words of the label's cell after the label, but for a date that qualifies it ('Solde au 29/02/2024')
    rest_after = 0 if _dated(lab, label.end) else len(lab.tokens) - label.end
    whole = share(layout, label)
    if lab.row == cell.row:
        listed = label_list(layout, label)
        if listed is not None:
            # one of a list of labels ('Total brut / Total retenues | 11.390,00 | 1.818,42'): the values beside the
            # list, in its order
            position, count = listed
            beside = _cells_right_of(layout, lab)
            if len(beside) == count and beside[position].index == cell.index and lab.x1 <= cell.x0 + height:
                return ("left", 1.0)
            return None
        if lab.x1 <= cell.x0 + height and rest_after <= 1:
            cells_between = sum(
                1
                for i in layout.rows[cell.row]
                if layout.cells[i].x0 >= lab.x1 - 1 and layout.cells[i].x1 <= cell.x0 + 1 and layout.cells[i].tokens
            )
            # a form sets its values in a column of their own: a gap as wide as its labels' usual one is no distance
            gap = max(0.0, cell.x0 - lab.x1 - form_gap(layout, cell.page)) / height
            return ("left", 1.0 / (1.0 + cells_between) / (1.0 + gap / 12.0))
        # a label right of its value: an Arabic one, read right to left (a French or English label's value follows
        # it: 'Né(e) le: 24.05.1996 | Embauché(e) le : 06.05.2024' gives the hire date no birth date)
        if cell.x1 <= lab.x0 + height and label.start <= 1 and _arabic(label):
            gap = max(0.0, lab.x0 - cell.x1) / height
            return ("right", 0.9 / (1.0 + gap / 12.0))
        return None
    # a heading over its value, though a date qualifies it ('Solde d'ouverture au 01/03/2024' over '1 120,60')
    if (
        lab.row < cell.row
        and whole >= 0.5
        and (_qualified(layout, label) or not (has_inline_value(layout, label) or has_value_beside(layout, label)))
    ):
        vx0, vx1 = cell.x_of(t0, t1)
        overlap = min(lab.x1, vx1) - max(lab.x0, vx0)
        near = overlap > 0 or (lab.x0 - height <= vx0 <= lab.x1 + height)
        # a frame's value set at its right, lower than its label, which has nothing to its right on its row ('NET A
        # PAYER' over a boxed figure): weaker the further right it stands
        aside = 0.0
        if not near and lab.x1 < vx0 <= lab.x1 + ASIDE_REACH * height and not _right_of(layout, lab, vx1):
            aside = (vx0 - lab.x1) / (ASIDE_REACH * height)
            vx0 = min(vx0, lab.x0)  # what stands between them blocks it, as it would in the label's own column
        elif not near:
            return None
        gap_rows = cell.row - lab.row
        if cell.y0 - lab.y1 > 12 * height:
            return None
        blocking = sum(
            1
            for r in range(lab.row + 1, cell.row)
            for i in layout.rows[r]
            if layout.cells[i].tokens
            and min(layout.cells[i].x1, vx1) - max(layout.cells[i].x0, vx0) > 0
            and layout.cells[i].page == cell.page
        )
        return ("above", 1.0 / (1.0 + blocking) / (1.0 + 0.25 * (gap_rows - 1)) / (1.0 + aside))
    # prose: the label's words come just before the value's in reading order (left to right: an Arabic label's value
    # comes before it, not after)
    if _arabic(label):
        return None
    lab_end = lab.order + label.end
    val_start = cell.order + t0
    if 0 <= val_start - lab_end <= 8 and lab.row in (cell.row, cell.row - 1):
        if kind is not None and _label_between(layout, lab_end, val_start, lab.row, cell.row, kind):
            return None  # a label of such a value comes between, whose value it is ('N° CIN' / 'Date de naissance')
        return ("prose", 1.0 / (1.0 + 0.3 * (val_start - lab_end)))
    return None


ASIDE_REACH = 12  # line heights right of a label's end that a value below it may stand at


def _right_of(layout: Layout, lab: Cell, before: float) -> bool:
    """Whether anything is written right of a cell on its row, starting left of `before` (a tile's label has the
    next tile's beyond its value's right edge)."""
    return any(
        lab.x1 <= layout.cells[i].x0 < before and layout.cells[i].tokens for i in layout.rows[lab.row] if i != lab.index
    )


def _label_between(layout: Layout, start: int, end: int, first_row: int, last_row: int, kind: str) -> bool:
    """Whether the label of a field of `kind` begins in reading order at or after `start` and before `end` (rows
    first_row to last_row)."""
    lex = lexicon()
    for row in range(first_row, last_row + 1):
        for i in layout.rows[row]:
            order = layout.cells[i].order
            for other in layout.labels_by_cell.get(i, ()):
                if other.role == "label" and start <= order + other.start < end and lex.kind(other.owner) == kind:
                    return True
    return False
