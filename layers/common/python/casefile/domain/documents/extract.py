"""First extractors: one per document type, over the text lines the OCR layer read.

Labels are searched without case or accents (French labels of Moroccan documents); values are taken from
the original text. Each field carries the confidence of the line it came from, scaled by its validation
(valid x1, unverified x0.9, invalid x0.5), and that line's page.
"""

from __future__ import annotations

import bisect
import calendar
import functools
import itertools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from casefile.domain.documents.model import ExtractedField, TextLine
from casefile.domain.documents.names import given_first
from casefile.domain.documents.values import (
    MONTH_WORDS,
    MONTHS_FR,
    amounts_in_words,
    find_dates,
    name_key,
    one_edit,
    parse_amount,
    parse_date,
    parse_period,
    parse_td1,
    parse_td3,
    valid_cin,
    valid_cnss_number,
    valid_employer_cnss,
    valid_moroccan_iban,
    valid_rib,
)

MRZ_CHECKED_CONFIDENCE = 0.98
_STATUS_FACTOR = {"valid": 1.0, "unverified": 0.9, "invalid": 0.5}

BANKS = (
    "Attijariwafa bank",
    "Banque Populaire",
    "Bank of Africa",
    "BMCE Bank",
    "CIH Bank",
    "Société Générale Maroc",
    "Crédit du Maroc",
    "BMCI",
    "Crédit Agricole du Maroc",
    "Al Barid Bank",
    "CFG Bank",
    "Umnia Bank",
    "Bank Assafa",
)
CONTRACT_TYPES = {
    "cdi": "CDI",
    "duree indeterminee": "CDI",
    "cdd": "CDD",
    "duree determinee": "CDD",
    "anapec": "ANAPEC",
    "interim": "INTERIM",
    "stage": "STAGE",
    "permanent": "CDI",
    "fixed-term": "CDD",
    "fixed term": "CDD",
    # a bilingual form's Arabic: 'غير محدد المدة' (indefinite) before 'محدد المدة' (fixed term), which it contains
    "غير محدد المدة": "CDI",
    "محدد المدة": "CDD",
}


def _fold_same_length(text: str) -> str:
    """Lower case without accents, one character for one character, so that positions carry over."""
    out = []
    for c in text:
        base = unicodedata.normalize("NFKD", c)[0].lower()
        out.append(base if len(base) == 1 else c)
    return "".join(out).replace("\u2019", "'")


# Labels of Moroccan forms that start another field when OCR joins two columns into one line.
_NEXT_LABEL = re.compile(
    r"\s+(?:matricule|cin|c\.i\.n|n°\s*cnss|cnss|date d'embauche|date d'entree|emploi|fonction|poste|situation"
    r"(?: familiale)?|categorie|anciennete|service|echelon|periode|adresse|nombre d'enfants|mode de paiement"
    r"|agence|banque|devise|ne\(e\) le|ne le|sexe|prenoms?|contrat|type de contrat|nature du contrat)\s*:"
)


@dataclass(frozen=True)
class _Hit:
    value: str
    line: TextLine


def _rows(lines: Sequence[TextLine]) -> list[list[TextLine]]:
    """The document's rows, top to bottom, each left to right: the cells of one read line, and with them the
    cells of other lines at the same height (a form's two columns that OCR read as separate lines). Lines
    without a box are rows of their own, in the order given."""
    groups: dict[tuple[int, int], list[TextLine]] = {}
    plain: list[list[TextLine]] = []
    for line in lines:
        if line.bbox is None or line.row is None:
            plain.append([line])
        else:
            groups.setdefault((line.page, line.row), []).append(line)
    if not groups:
        return plain

    def extent(group: list[TextLine]) -> tuple[int, int]:
        return min(c.bbox[1] for c in group if c.bbox), max(c.bbox[3] for c in group if c.bbox)

    ordered = sorted(groups.values(), key=lambda g: (g[0].page, sum(extent(g)) / 2))
    rows: list[list[TextLine]] = []
    for group in ordered:
        if rows and rows[-1][0].page == group[0].page:
            (a0, a1), (b0, b1) = extent(rows[-1]), extent(group)
            if min(a1, b1) - max(a0, b0) >= 0.6 * min(a1 - a0, b1 - b0):
                rows[-1].extend(group)
                continue
        rows.append(list(group))
    for row in rows:
        row.sort(key=lambda c: c.bbox[0] if c.bbox else 0)
    return rows + plain


# A form's comb of boxes, one character per box ('1 | 7 | 6 | 9 ...'), is this many single-character cells or more.
COMB_AT_LEAST = 3


def _comb(row: list[TextLine]) -> list[TextLine]:
    """The row with each run of single-character cells (a comb of boxes) made one cell: the characters joined,
    a space where the gap is wider than the comb's pitch (a date's 'J J | M M | A A A A' groups)."""
    out: list[TextLine] = []
    run: list[TextLine] = []

    def flush() -> None:
        if len(run) < COMB_AT_LEAST:
            out.extend(run)
        else:
            pitch = min(b.bbox[0] - a.bbox[0] for a, b in itertools.pairwise(run))  # type: ignore[index]
            text = run[0].text.strip()
            for a, b in itertools.pairwise(run):
                text += (" " if b.bbox[0] - a.bbox[0] > 1.3 * pitch else "") + b.text.strip()  # type: ignore[index]
            boxes = [c.bbox for c in run if c.bbox]
            bbox = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
            out.append(TextLine(text, min(c.confidence for c in run), run[0].page, bbox, run[0].row))
        run.clear()

    for cell in row:
        if cell.bbox is not None and len(cell.text.strip()) == 1 and cell.text.strip().isalnum():
            run.append(cell)
        else:
            flush()
            out.append(cell)
    flush()
    return out


def _joined(rows: list[list[TextLine]]) -> tuple[str, list[int], list[int]]:
    """The rows' text (a row's cells joined with tabs, rows with newlines; dotted leaders a colon), each cell's
    start in it and each cell's row."""
    starts: list[int] = []
    row_of: list[int] = []
    parts: list[str] = []
    pos = 0
    for r, row in enumerate(rows):
        for i, cell in enumerate(row):
            # a dotted leader (and the colon after it: 'NOM ........ : X') is one colon
            text = re.sub(r"\s*(?:[.\u2026_·]\s*){4,}:?", " : ", " ".join(cell.text.split()))
            text = re.sub(r"^\|\s+(?=\w)", "", text)  # a table's rule before the cell's text: '| 05.01.2024'
            if parts:
                parts.append("\t" if i else "\n")
                pos += 1
            starts.append(pos)
            row_of.append(r)
            parts.append(text)
            pos += len(text)
    return "".join(parts), starts, row_of


def _spread_prose(row: list[TextLine]) -> bool:
    """A row of six cells or more, three in four of them one word of letters: a line of prose whose words OCR cut
    apart at wide gaps (a typewriter's, a justified line's), not a table's row."""
    words = [c.text.strip() for c in row]
    lettered = sum(bool(re.fullmatch(r"[^\W\d_][^\s\d]*", w)) for w in words)
    return len(words) >= 6 and lettered >= 0.75 * len(words)


# Prose in two columns: at least this many rows in a row of two cells each, each column starting at one margin,
# its lines this many words on average (a form's label and value columns have fewer).
COLUMN_ROWS_AT_LEAST = 3
COLUMN_WORDS_AT_LEAST = 4


def _column_flow(rows: list[list[TextLine]]) -> list[list[TextLine]]:
    """The rows with each run of two prose columns side by side given as the left column's lines, then the right
    column's; the rows themselves when there is none."""

    def margin(cell: TextLine) -> int:
        return cell.bbox[0] if cell.bbox else -1

    def same_block(a: list[TextLine], b: list[TextLine]) -> bool:
        if len(a) != 2 or len(b) != 2 or any(c.bbox is None for c in (*a, *b)) or a[0].page != b[0].page:
            return False
        height = max(1, a[0].bbox[3] - a[0].bbox[1])  # type: ignore[index]
        # the right column's lines share most of their span, aligned on the left or not (Arabic, set right to left)
        (x0, _, x1, _), (u0, _, u1, _) = a[1].bbox, b[1].bbox  # type: ignore[misc]
        return abs(margin(a[0]) - margin(b[0])) <= height and min(x1, u1) - max(x0, u0) >= 0.5 * min(x1 - x0, u1 - u0)

    out: list[list[TextLine]] = []
    i = 0
    while i < len(rows):
        j = i + 1
        while j < len(rows) and same_block(rows[j - 1], rows[j]):
            j += 1
        block = rows[i:j]
        words = [len(row[k].text.split()) for row in block for k in (0, 1)] if j - i >= 2 else []
        if (
            j - i >= COLUMN_ROWS_AT_LEAST
            and sum(words[0::2]) >= COLUMN_WORDS_AT_LEAST * (j - i)
            and sum(words[1::2]) >= COLUMN_WORDS_AT_LEAST * (j - i)
        ):
            # the lines that run on below the block in one column alone (the French one lines longer than the
            # Arabic beside it) go with their column
            left, right = [[row[0]] for row in block], [[row[1]] for row in block]
            gutter = min(row[1].bbox[0] for row in block)  # type: ignore[index]
            height = max(1, block[0][0].bbox[3] - block[0][0].bbox[1])  # type: ignore[index]
            while j < len(rows) and len(rows[j]) == 1 and rows[j][0].page == block[0][0].page:
                box = rows[j][0].bbox
                if box is None:
                    break
                x0, _, x1, _ = box
                if abs(x0 - margin(block[0][0])) <= height and x1 < gutter:
                    left.append(rows[j])
                elif x0 >= gutter:
                    right.append(rows[j])
                else:
                    break
                j += 1
            out.extend(left + right)
        else:
            out.extend(block)
        i = j
    return out if len(out) != len(rows) else rows


# A label's currency or unit is part of it: 'NET A PAYER (MAD)', 'Salaire brut (en DH)', 'NET À PAYER EN DIRHAMS'.
_UNIT = r"(?:[ \t]*\((?:en )?(?:mad|dhs?|dirhams|%|jours?)\)|[ \t]+en (?:dirhams|dhs?|mad))?"
_UNIT_CELL = r"\((?:en )?(?:mad|dhs?|dirhams)\)"
# What a form's label may add after its words: whose ('Nom et prénom du salarié', 'Date d'entrée dans l'entreprise'),
# the form of the date to write ('(jj/mm/aaaa)'), and a sub-label on the next line ('Salaire mensuel BRUT' over
# 'en chiffres (DH) | 16 774,32' and 'en lettres | ...').
_QUALIFIER = (
    r"(?:[ \t]+(?:du|de la|de l'|des)[ \t]*(?:salariee?|employee?|assuree?|beneficiaire|titulaire|travailleur"
    r"|employeur|entreprise|societe)s?(?![a-z]))?"
    r"(?:[ \t]*\((?:j{1,2}|d{1,2})[/ .\-]?m{1,2}[/ .\-]?(?:a{2,4}|y{2,4})\))?"
    r"(?:\s+en chiffres" + _UNIT + r")?"
)


# A cell read below this confidence is a stain or a mark, never a value.
SCRAP_BELOW = 0.2

# A value beside its label no further than this many label heights; further, a value flush under the label wins.
STACKED_BEYOND = 12

# How far right of a label (in its heights) a framed total below it may start.
BELOW_RIGHT_REACH = 20


class _Text:
    """A document's cells: a row's cells joined with tabs, rows with newlines; searchable folded (a value
    pattern stops at a tab, the end of its cell), values sliced from the original."""

    def __init__(self, lines: Sequence[TextLine]) -> None:
        # cells with no letter or digit but a colon (dotted leaders, rules read as dashes or underscores) are
        # layout, not text; so is a cell a few pixels high (a scanned rule read as '14')
        heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in lines if ln.bbox)
        least = 0.3 * heights[len(heights) // 2] if heights else 0
        self.rows = _rows(
            [
                ln
                for ln in lines
                if re.search(r"[^\W_]|:", ln.text) and not (ln.bbox and ln.bbox[3] - ln.bbox[1] < least)
            ]
        )
        self.rows = [_comb(row) for row in self.rows]
        self.lines = [cell for row in self.rows for cell in row]
        self.text, self.starts, self.row_of = _joined(self.rows)
        self.folded = _fold_same_length(self.text)
        # prose in two columns side by side (a letter in French and English) read a column at a time, for
        # `search`: a sentence runs on to the next line of its column, not to the other column's line
        self.flow_rows = _column_flow(self.rows)
        if self.flow_rows is self.rows:
            self.flow_text, self.flow_starts, self.flow_folded = self.text, self.starts, self.folded
            self.flow_lines = self.lines
        else:
            self.flow_text, self.flow_starts, _ = _joined(self.flow_rows)
            self.flow_folded = _fold_same_length(self.flow_text)
            self.flow_lines = [cell for row in self.flow_rows for cell in row]
        # a line of prose spread out (typewritten, justified), its words cut into cells at the wide gaps, is one
        # sentence for `search`: its cells joined by spaces ('... de | la | société | Rif Construction SARL,')
        spread = {i for i, row in enumerate(self.flow_rows) if _spread_prose(row)}
        if spread:
            text = list(self.flow_text)
            rows = [r for r, row in enumerate(self.flow_rows) for _ in row]
            for j in range(1, len(self.flow_starts)):
                if rows[j] == rows[j - 1] and rows[j] in spread:
                    text[self.flow_starts[j] - 1] = " "
            self.flow_text = "".join(text)
            self.flow_folded = _fold_same_length(self.flow_text)

    def index_at(self, pos: int) -> int:
        return max(0, bisect.bisect_right(self.starts, pos) - 1)

    def line_at(self, pos: int) -> TextLine:
        return self.lines[self.index_at(pos)]

    def search(self, pattern: str) -> _Hit | None:
        """The group `v` of the first match of a folded pattern in the text read a prose column at a time; its
        value from the original text."""
        m = re.search(pattern, self.flow_folded)
        if not m:
            return None
        start, end = m.span("v")
        value = self.flow_text[start:end].strip(" :.,;\t")
        line = self.flow_lines[max(0, bisect.bisect_right(self.flow_starts, start) - 1)]
        return _Hit(value, line) if value else None

    def below(self, index: int) -> int | None:
        """The cell under cell `index`: in the next two rows, the first whose left-right span overlaps it
        (without boxes: the next row's first cell); for a label with nothing right of it in its row but another
        label, also the first cell of those rows that starts right of the label's start (short of that label);
        the nearer of the two."""
        under, right = self._under(index), self._below_right(index, mirrored=self.right_to_left)
        if under is None or right is None:
            return under if under is not None else right
        return right if self.row_of[right] < self.row_of[under] else under

    def _under(self, index: int) -> int | None:
        cell, row = self.lines[index], self.row_of[index]
        last = row + 2
        for j in range(index + 1, len(self.lines)):
            if self.row_of[j] == row:
                continue
            if self.row_of[j] > last:
                break
            other = self.lines[j]
            if cell.bbox is None or other.bbox is None:
                return j if self.row_of[j] == row + 1 and self.row_of[j - 1] != self.row_of[j] else None
            if not self._latin(j) or self._scrap(j):
                continue  # the label's other language under it ('Nom' over 'النسب'), the value beside them
            if other.page != cell.page or _overlap(cell, other) <= 0:
                continue
            text = self.folded[self.starts[j] : self.cell_end(j)]
            if len(re.sub(r"[\W_]", "", text)) <= 2 and any(
                _overlap(cell, self.lines[k]) > _overlap(cell, other)
                for k in range(j + 1, len(self.lines))
                if self.row_of[k] == self.row_of[j] and self.lines[k].page == cell.page
            ):
                continue  # a stain's speck read as a letter under the value's first digit ('L'), the value beside it
            if re.fullmatch(_UNIT_CELL, text.strip()):
                continue  # the label's unit under it ('NET A PAYER' over '(en dirhams)'), no value
            if (
                _is_label(text)
                and not re.search(r"\d", text)
                and other.bbox[1] - cell.bbox[3] < 0.8 * (cell.bbox[3] - cell.bbox[1])
            ):
                cell, last = other, self.row_of[j] + 2  # a header's second line ('N° Immatriculation' / 'CNSS')
                continue
            return j
        return None

    def _stacked(self, index: int, beside: int) -> int | None:
        """The cell right under label `index`, flush with it, when the cell `beside` it in its row is far across
        the page (another panel's: 'Prénom' over 'Hamza', 'TOTAL RETENUES' of the pay table at the right) and the
        row under has nothing under that far cell."""
        cell, other = self.lines[index], self.lines[beside]
        if cell.bbox is None or other.bbox is None:
            return None
        height = cell.bbox[3] - cell.bbox[1]
        if other.bbox[0] - cell.bbox[2] <= STACKED_BEYOND * height:
            return None
        # the far cell is another panel's label (with its value after it), not this label's value across a table
        far = self.folded[self.starts[beside] : self.cell_end(beside)]
        has_next = beside + 1 < len(self.lines) and self.row_of[beside + 1] == self.row_of[beside]
        if not re.search(r"[a-z]{3}", far) or not (has_next or _is_label(far)):
            return None
        under = self._under(index)
        below = self.lines[under].bbox if under is not None else None
        if (
            under is None
            or below is None
            or self.row_of[under] != self.row_of[index] + 1
            or abs(below[0] - cell.bbox[0]) > height
            or below[1] - cell.bbox[3] > 1.5 * height
        ):
            return None
        # a table goes on under the far cell too (a statement's next row): its rows are not a panel's label and value
        x0, x1 = other.bbox[0], other.bbox[2]
        for j, line in enumerate(self.lines):
            if self.row_of[j] == self.row_of[under] and line.bbox and min(x1, line.bbox[2]) > max(x0, line.bbox[0]):
                return None
        return under

    def _below_right(self, index: int, *, mirrored: bool = False) -> int | None:
        """A framed total: 'NET A PAYER' over the figure at the box's right edge; 'Ancien solde au ...' and
        'Nouveau solde au ...' side by side, each over its figure. `mirrored`, in a form read right to left: the
        figure at the box's left edge ('Net à payer' at the top right of its box, '10 623,54' at the bottom left)."""
        cell, row = self.lines[index], self.row_of[index]
        step = -1 if mirrored else 1
        beside = index + step
        nxt = self.lines[beside] if 0 <= beside < len(self.lines) and self.row_of[beside] == row else None
        after = self.folded[self.starts[beside] : self.cell_end(beside)] if nxt is not None else ""
        # the next cell is another label, or the label's unit ('NET A PAYER | (en dirhams)')
        if cell.bbox is None or (nxt is not None and not _is_label(after) and not re.fullmatch(_UNIT_CELL, after)):
            return None
        height = cell.bbox[3] - cell.bbox[1]
        found: int | None = None
        for j in range(index + 1, len(self.lines)):
            other = self.lines[j]
            if found is not None and self.row_of[j] != self.row_of[found]:
                break
            # the next two rows, or further when rows of the page's other column come between: within three
            # label heights below ('NET A PAYER' framed on the right, lines of text on the left beside it)
            if self.row_of[j] > row + 6:
                break
            if self.row_of[j] > row + 2 and (other.bbox is None or other.bbox[1] - cell.bbox[3] > 3 * height):
                continue
            if other.bbox is None:
                continue
            # mirrored, the box's left edge is the right one: measured from the right, in reverse
            start, edge = (-other.bbox[2], -cell.bbox[2]) if mirrored else (other.bbox[0], cell.bbox[0])
            near = cell.bbox[0] - other.bbox[2] if mirrored else other.bbox[0] - cell.bbox[2]
            limit = None if nxt is None or nxt.bbox is None else (-nxt.bbox[2] if mirrored else nxt.bbox[0])
            if (
                self.row_of[j] != row
                and other.page == cell.page
                and start >= edge
                # within reach: not a word far across the page ('PHOTO' in a passport's photo box); a framed
                # figure printed large reaches further
                and near <= BELOW_RIGHT_REACH * max(height, other.bbox[3] - other.bbox[1])
                and (limit is None or start < limit)
                and self._latin(j)
                and not self._scrap(j)
                and not _is_label(self.folded[self.starts[j] : self.cell_end(j)])
                # a unit under the label ('NET A PAYER' over '(en dirhams)', the figure right of both)
                and not re.fullmatch(_UNIT_CELL, self.folded[self.starts[j] : self.cell_end(j)].strip())
                and not self._header(j)
            ):
                if not mirrored:
                    return j
                found = j  # the row's rightmost
        return found

    @functools.cached_property
    def right_to_left(self) -> bool:
        """A form read right to left (Arabic first): three French labels or more printed under their Arabic
        label, or after it in its cell ('<Arabic> Prénom'), each on a row of its own; their values are left of the
        Arabic labels. (Labels of a header's grid under one title, 'Exercice | Mois | Bulletin n°', do not count.)"""
        rows = set()
        for j in range(len(self.lines)):
            folded = self.folded[self.starts[j] : self.cell_end(j)]
            bare = _is_label(folded) and not re.search(r"\d|:\s*\w", folded)  # a label with no value of its own
            if bare and (self._arabic_over(j) is not None or self._under_its_value(j)):
                rows.add(self.row_of[j])
                if len(rows) >= 3:
                    return True
        return False

    def _under_its_value(self, index: int) -> bool:
        """Label `index`, in small type, sits right under the foot of a larger value that ends left of it,
        nothing over it nor beside it to its right: a form read right to left whose Arabic labels are not in the
        text (a PDF without the Arabic font)."""
        cell = self.lines[index]
        left = self._above_left(index)
        value = self.lines[left].bbox if left is not None else None
        if cell.bbox is None or left is None or value is None:
            return False
        height = cell.bbox[3] - cell.bbox[1]
        if (
            not cell.bbox[1] - height <= value[3] <= cell.bbox[1] + height / 2
            or height > 0.75 * (value[3] - value[1])
            or not self._latin(left)
        ):
            return False
        beside = index + 1 < len(self.lines) and self.row_of[index + 1] == self.row_of[index]
        nxt = self.lines[index + 1] if beside else None  # the cell after it in its row, its index known
        if nxt is not None and nxt.bbox is not None and nxt.bbox[0] - cell.bbox[2] < 3 * height:
            return False
        over = self.above(cell)
        return over is None or over.bbox is None or over.bbox[3] < cell.bbox[1] - 2 * height

    def _index_of(self, cell: TextLine) -> int | None:
        """Cell `cell`'s index in `lines` (the very object, not an equal one)."""
        return next((i for i, line in enumerate(self.lines) if line is cell), None)

    def wrapped(self, cell: TextLine) -> list[TextLine]:
        """The line a value wraps onto ('2 AVENUE HASSAN II' / 'MARRAKECH'): the next row when it is one cell of
        words in capitals only (no digit, no label, no MRZ), starting within the value's cell and no further than
        a line's height below it; else nothing."""
        index = self._index_of(cell)
        if index is None or cell.bbox is None:
            return []
        row = [j for j in range(len(self.lines)) if self.row_of[j] == self.row_of[index] + 1]
        if len(row) != 1:
            return []
        below = self.lines[row[0]]
        folded = self.folded[self.starts[row[0]] : self.cell_end(row[0])].strip()
        if (
            below.bbox is None
            or below.page != cell.page
            or not re.fullmatch(r"[a-z][a-z' \-]+", folded)
            or not below.text.isupper()  # a card prints its values in capitals, its labels ('Fille de') not
            or _is_label(folded)
            or not cell.bbox[0] - (cell.bbox[3] - cell.bbox[1]) <= below.bbox[0] < cell.bbox[2]
            or below.bbox[1] - cell.bbox[3] > 1.5 * (cell.bbox[3] - cell.bbox[1])
        ):
            return []
        return [below]

    def _header(self, index: int) -> bool:
        """Cell `index` is in a table's header row: three cells or more, no figure, two in three of them labels (the
        values are in the row below; a misread header, 'CIN' read as 'cn', is not the value of the one before it).
        Its other cells are scraps: a cell of two words and ten letters or more that is no label is a value, and the
        row a form's (a bilingual form's labels side by side before their value on a slanted scan: 'Employee name |
        Nom du salarié | Tazi, Salma | Designation | Fonction | Technicien de maintenance')."""
        row = [
            self.folded[self.starts[j] : self.cell_end(j)]
            for j in range(len(self.lines))
            if self.row_of[j] == self.row_of[index]
        ]
        labelled = [_is_label(cell) and not re.search(r"\d|:\s*\w", cell) for cell in row]  # a label with no value
        values = any(
            not is_label and len(cell.split()) >= 2 and len(re.findall(r"[a-z]", cell)) >= 10
            for cell, is_label in zip(row, labelled, strict=True)
        )
        return (
            len(row) >= 3
            and sum(labelled) >= max(3, 2 * len(row) / 3)
            and not values
            and not any(re.search(r"\d", c) for c in row)
        )

    def spaced(self, cell: TextLine) -> list[TextLine]:
        """The cells right after `cell` in its row that go on a name in capitals which OCR cut at a wide space
        ('IMANE EL' | 'AMRANI'): capital words only, each within three line heights of the one before."""
        index = self._index_of(cell)
        if index is None or cell.bbox is None or not cell.text.isupper():
            return []
        out: list[TextLine] = []
        last = cell
        for j in range(index + 1, len(self.lines)):
            other = self.lines[j]
            if self.row_of[j] != self.row_of[index] or other.bbox is None or last.bbox is None:
                break
            if not re.fullmatch(r"[A-Z][A-Z' \-]*", other.text.strip()) or _is_label(_fold_same_length(other.text)):
                break
            if other.bbox[0] - last.bbox[2] > 3 * (last.bbox[3] - last.bbox[1]):
                break
            out.append(other)
            last = other
        return out

    def above(self, cell: TextLine, rows: int = 1) -> TextLine | None:
        """The nearest cell above `cell` in the `rows` previous rows, starting where it starts (a column of
        values; over two rows, past a label's row between them)."""
        index = self._index_of(cell)
        if index is None or cell.bbox is None or self.row_of[index] == 0:
            return None
        height = cell.bbox[3] - cell.bbox[1]
        for j in range(index - 1, -1, -1):
            if self.row_of[j] < self.row_of[index] - rows:
                break
            other = self.lines[j]
            if self.row_of[j] < self.row_of[index] and other.bbox and abs(other.bbox[0] - cell.bbox[0]) <= height:
                return other
        return None

    def first_in_row(self, cell: TextLine) -> bool:
        """Cell `cell` starts its row: no cell left of it (a form's value whose label was lost)."""
        index = self._index_of(cell)
        return index is not None and (index == 0 or self.row_of[index - 1] != self.row_of[index])

    def beneath(self, cell: TextLine) -> TextLine | None:
        """The cell in the next two rows starting where `cell` starts, past a scrap or another script's line (a
        card's Arabic name under its Latin one)."""
        index = self._index_of(cell)
        if index is None or cell.bbox is None:
            return None
        height = cell.bbox[3] - cell.bbox[1]
        for j in range(index + 1, len(self.lines)):
            if self.row_of[j] > self.row_of[index] + 2:
                break
            other = self.lines[j]
            if self.row_of[j] == self.row_of[index] or other.bbox is None or other.page != cell.page:
                continue
            if abs(other.bbox[0] - cell.bbox[0]) <= height and self._latin(j) and not self._scrap(j):
                return other
        return None

    def _header_line(self, index: int, below: int) -> bool:
        """Cell `below` is the second line of the header cell `index`: a word or three with no figure, right under
        it (less than a line's height between them), in a row of several cells."""
        cell, other = self.lines[index], self.lines[below]
        text = self.folded[self.starts[below] : self.cell_end(below)]
        return (
            cell.bbox is not None
            and other.bbox is not None
            and not re.search(r"\d", text)
            and len(text.split()) <= 3
            and 0 <= other.bbox[1] - cell.bbox[3] < cell.bbox[3] - cell.bbox[1]
            and sum(1 for j in range(len(self.lines)) if self.row_of[j] == self.row_of[index]) >= 3
        )

    def _sentence(self, index: int) -> bool:
        """Cell `index` is a sentence: eight words or more, several of them lower-case words."""
        text = self.lines[index].text
        return len(text.split()) >= 8 and _prose(text)

    def _scrap(self, index: int) -> bool:
        """A cell of two or three signs read poorly: OCR's leftover of a mark or of a label's other half; or any
        cell read at next to no confidence (a stain under a framed total read as Arabic and a digit)."""
        confidence = self.lines[index].confidence
        return confidence < SCRAP_BELOW or (confidence < 0.5 and len(re.sub(r"\W", "", self.lines[index].text)) <= 3)

    def next_cell(self, cell: TextLine) -> TextLine | None:
        """The cell after `cell` in its row."""
        index = self._index_of(cell)
        if index is None or index + 1 >= len(self.lines) or self.row_of[index + 1] != self.row_of[index]:
            return None
        return self.lines[index + 1]

    def _inside(self, index: int, label: int) -> bool:
        """Cell `index` lies within label cell `label`'s width: a stacked label's other line ('Surname' over
        'Nom' read as 'Surname Nom' and 'om'), not a value beside it."""
        cell, box = self.lines[index].bbox, self.lines[label].bbox
        return cell is not None and box is not None and cell[0] >= box[0] and cell[2] <= box[2]

    def _latin(self, index: int) -> bool:
        return bool(re.search(r"[a-z0-9]", self.folded[self.starts[index] : self.cell_end(index)]))

    def cell_end(self, index: int) -> int:
        return self.starts[index + 1] - 1 if index + 1 < len(self.starts) else len(self.text)

    def _value_in(self, index: int, start: int, value: str) -> _Hit | None:
        """The value pattern matched at `start` in cell `index` (to the cell's end); None for a label's
        bilingual tail ('Nom / <Arabic>') or another label (a grid's row of labels)."""
        end = self.cell_end(index)
        # a bilingual label's other half ('Prén. / <Arabic> YOUSSEF'): the value is what follows it
        # (or its other half then the slash: 'à <Arabic> / TANGER')
        other = re.match(
            # words of other signs, one space or more between them: written so that a long run of them not
            # followed by a value ('???? ??? ????', Arabic in a PDF without its font) fails at once, where
            # '(?:[^...]+[ ]*)+' tried every way to cut it (exponential time)
            r"[ :]*(?:[/|][ ]*[^\sa-z0-9]+(?:[ ]+[^\sa-z0-9]+)*[ ]*"
            r"|[^\sa-z0-9/|]+(?:[ ]+[^\sa-z0-9/|]+)*[ ]*[/|][ ]*)(?=[a-z0-9])",
            self.folded[start:end],
        )
        if other:
            start += other.end()
        glued = re.match(r"[ :]*\|(?=[a-z0-9])", self.folded[start:end])
        if glued:  # a table's rule read glued to the value ('|Agent commercial'), not a label's other half
            start += glued.end()
        folded = self.folded[start:end]
        stripped = folded.lstrip(" :")
        if not re.search(r"[a-z0-9]", stripped) or stripped[0] in "/|":  # nothing, or a label's other language
            return None
        if start <= self.starts[index] and _is_label(stripped):
            return None
        # past a ':' at the cell's start (': 109265251'), and a speck read as a stop ('n°: . T606002')
        found = re.match(r"[ :]*(?:[.,'][ :]+)?(?P<v>" + value + r")", folded)
        leader = re.match(r"[^\w:\t\n]{1,12}:[ ]*", folded) if not found else None
        if leader:  # the end of a dotted leader read as signs, then its colon ('+ : 2151099', '++... : RACHID')
            start += leader.end()
            folded = self.folded[start:end]
            found = re.match(r"(?P<v>" + value + r")", folded)
        if not found:
            return None
        text = self.text[start + found.start("v") : start + found.end("v")].strip(" :.,;\t")
        return _Hit(text, self.lines[index]) if text else None

    def _value_before(self, index: int, end: int, value: str) -> _Hit | None:
        """The value pattern in the text of cell `index` before `end`, else in the nearest Latin cell to its left
        on its row: the value of a label read right to left."""
        start = self.starts[index]
        before = re.sub(r"[\s.:_\u2026]+$", "", self.folded[start:end])  # and the dot leaders to the label
        if re.search(r"[a-z0-9]", before):
            found = re.search(r"(?P<v>" + value + r")[ :]*$", before)
            text = self.text[start + found.start("v") : start + found.end("v")].strip(" :.,;\t") if found else ""
            return _Hit(text, self.lines[index]) if text and not _is_label(text.lower()) else None
        while index > 0 and self.row_of[index - 1] == self.row_of[index]:
            index -= 1
            if re.search(r"[a-z0-9]", self.folded[self.starts[index] : self.cell_end(index)]):
                return self._value_in(index, self.starts[index], value)
        return None

    def label(self, *labels: str, value: str = r"[^\n\t]+") -> _Hit | None:
        """The value of the first label found: after it in its cell (`Label : value`), else in the next cell
        of its row (a two-column form), else in the cell below it (labels above values: a grid, a card); never
        another label. Cut where another form label begins in the same cell (OCR joins the columns of a form:
        'Nom : X   Matricule : 12')."""
        for lab in labels:
            under: list[int] = []
            arabic = bool(_ARABIC_LABEL.search(lab))  # read right to left: its value before it
            # a label's words may fall in two cells ('Date | d'entrée' on a poor scan of a table's header); a
            # label pattern has no space in a character class
            pattern = (
                r"(?<![a-z])(?:" + lab.replace(" ", "[ \t]") + r")(?![a-z])" + _UNIT + _QUALIFIER + r"[ \t]*[:=]?[ \t]*"
            )
            for m in re.finditer(pattern, self.folded):
                index, target = self.index_at(m.start()), self.index_at(m.end())
                hit = None
                if self.row_of[target] != self.row_of[index] and self.starts[target] < m.end() < self.cell_end(target):
                    index = target  # a label of prose that runs onto the next line ('la carte / nationale ...')
                elif self.row_of[self.index_at(m.end() - 1)] != self.row_of[index]:
                    # a label whose last words are the next line's first cell ('Salaire mensuel BRUT' / 'en
                    # chiffres (DH) | 16 774,32'): its value is beside that cell
                    index = self.index_at(m.end() - 1)
                if target == index and m.end() < self.cell_end(index):  # the label's cell goes on
                    hit = self._value_in(index, m.end(), value)
                    if hit is None and index + 1 < len(self.lines) and self.row_of[index + 1] == self.row_of[index]:
                        # past a bilingual label, or the rest of a longer label ('Salaire brut actuel | 10 686,12')
                        hit = self._value_in(index + 1, self.starts[index + 1], value)
                    tail = self.folded[m.end() : self.cell_end(index)].lstrip(" :")
                    # a value that is not of this field's form: not this label (an Arabic label's tail is the
                    # other script's noise read as a digit: its value is looked for before it or under it)
                    # (a tail of a few short scraps, the other script's half read as Latin, 'Surname 1 au', is
                    # no value of another form: the value may be under the label)
                    if (
                        hit is None
                        and re.search(r"[a-z0-9]", tail)
                        and tail[0] not in "/|"
                        and not arabic
                        and not _SCRAPS.fullmatch(tail.strip())
                    ):
                        continue
                elif target != index and self.row_of[target] == self.row_of[index] and not self._header(index):
                    if self.right_to_left:  # read right to left, the cell right of the label is another field's
                        hit = self._right_to_left_value([index], value)
                        if hit:
                            return self._cut(hit)
                    stacked = self._stacked(index, target)
                    if stacked is not None:  # a panel's label over its value, another panel's cell far beside
                        hit = self._value_in(stacked, self.starts[stacked], value)
                        if hit:
                            return self._cut(hit)
                    # the next cell (past a ':')
                    start = m.end()
                    while (
                        (self._scrap(target) or not self._latin(target) or self._inside(target, index))
                        and target + 1 < len(self.lines)
                        and self.row_of[target + 1] == self.row_of[index]
                    ):
                        target += 1  # a scrap of a stacked label's other half ('om'), not the value
                        start = self.starts[target]
                    hit = self._value_in(target, start, value)
                if hit is None and arabic:
                    # an Arabic label at a row's right end, its Latin value before it: in its cell, or the cell
                    # to its left ('BERRADA | <Arabic label>'); else the cell right under it, flush with it (a card
                    # whose French label is lost: 'مكان الازدياد' over 'AGADIR'), not the next row's value at the left
                    hit = self._value_before(index, m.start(), value)
                    under_it = self._under(index) if hit is None else None
                    if hit is None and under_it is not None:
                        hit = self._value_in(under_it, self.starts[under_it], value)
                    # else on the next line, left of the label: a card whose labels stand at the right, each over
                    # its value at the left edge ('الاسم الشخصي' at the right, 'RACHID' under it at the left)
                    below_left = self._below_left(index) if hit is None else None
                    if below_left is not None:
                        hit = self._value_in(below_left, self.starts[below_left], value)
                    if hit:
                        return self._cut(hit)
                    continue
                if hit is None:
                    under.append(index)
                    if self.row_of[target] == self.row_of[index] and m.end() > self.starts[target]:
                        under.append(target)  # then below the label's last cell, its words in two ('NET | PAYER')
                    continue
                return self._cut(hit)
            # no occurrence of the label has its value beside it: the cell below one (a grid, a card). A value
            # beside the label wins over one below it: a table's column header ('Salaire brut' above the
            # months) repeats a label that a later line gives with its value.
            if self.right_to_left:
                hit = self._right_to_left_value(under, value)
                if hit:
                    return self._cut(hit)
            for index in under:
                below = self.below(index)
                if below is not None and self._sentence(below) and not self._sentence(index):
                    # a sentence under a form's label is the text's, not its value ('Salaire mensuel net' over 'En
                    # résumé : ... brut de ...'); a label of prose runs on to the next line's sentence
                    continue
                hit = self._value_in(below, self.starts[below], value) if below is not None else None
                if hit is None and below is not None and self._header_line(index, below):
                    # a column header on two lines ('Salaire brut' / 'mensuel'): the value is under both
                    below = self.below(below)
                    hit = self._value_in(below, self.starts[below], value) if below is not None else None
                if hit:
                    return self._cut(hit)
            # nor below it: a French label under (or after) its Arabic one, the value left of the Arabic label (a
            # form read right to left tried this first)
            hit = self._right_to_left_value(under, value) if not self.right_to_left else None
            if hit:
                return self._cut(hit)
        return None

    def _below_left(self, index: int) -> int | None:
        """The first cell of the next row that ends left of cell `index`."""
        cell, row = self.lines[index], self.row_of[index]
        if cell.bbox is None:
            return None
        for j in range(index + 1, len(self.lines)):
            if self.row_of[j] == row:
                continue
            if self.row_of[j] > row + 1:
                break
            other = self.lines[j]
            if other.bbox is not None and other.bbox[2] < cell.bbox[0]:
                return j
        return None

    def _right_to_left_value(self, labels: list[int], value: str) -> _Hit | None:
        """A French label under (or after) its Arabic one in an Arabic-first form, read right to left: the value
        left of the Arabic label ('19/09/2017 | <Arabic> over Date d'embauche'); in a form read so, when the
        Arabic line is lost, the value on the line over the label, left of it (a pay table's row)."""
        for index in dict.fromkeys(labels):
            arabic = self._arabic_over(index)
            if arabic is not None:
                hit = self._value_before(arabic, self.starts[arabic], value)
            elif self.right_to_left and (left := self._above_left(index)) is not None:
                hit = self._value_before(left, self.cell_end(left), value)
            else:
                hit = None
            if hit:
                return hit
        return None

    def _above_left(self, index: int) -> int | None:
        """The rightmost cell of the row over cell `index` that ends left of it, its foot within a label's
        height over the label's top."""
        cell = self.lines[index]
        if cell.bbox is None or self.row_of[index] == 0:
            return None
        height = cell.bbox[3] - cell.bbox[1]
        best: int | None = None
        for j in range(index - 1, -1, -1):
            if self.row_of[j] < self.row_of[index] - 1:
                break
            other = self.lines[j]
            if (
                self.row_of[j] == self.row_of[index] - 1
                and other.bbox is not None
                and other.page == cell.page
                and other.bbox[2] < cell.bbox[0]
                and cell.bbox[1] - height <= other.bbox[3] <= cell.bbox[1] + height / 2
                and (best is None or other.bbox[2] > self.lines[best].bbox[2])  # type: ignore[index]
            ):
                best = j
        return best

    def _arabic_over(self, index: int) -> int | None:
        """The Arabic label that cell `index` (a French label) translates in a form read right to left: the cell
        itself when Arabic words come first in it ('<Arabic> Prénom'), else an Arabic-only cell over it (its
        bottom above the label's middle, within a label's height) that spans the label's middle."""
        cell = self.lines[index]
        if re.match(r"[^a-z0-9]*[\u0600-\u06ff]", self.folded[self.starts[index] : self.cell_end(index)]):
            return index
        if cell.bbox is None:
            return None
        height = cell.bbox[3] - cell.bbox[1]
        middle = (cell.bbox[0] + cell.bbox[2]) / 2
        for j in range(index - 1, -1, -1):
            if self.row_of[j] < self.row_of[index] - 1:
                break
            other = self.lines[j]
            if (
                other.bbox is not None
                and other.page == cell.page
                and not self._latin(j)
                and _ARABIC_LABEL.search(other.text)
                and other.bbox[0] <= middle <= other.bbox[2]
                and other.bbox[3] <= (cell.bbox[1] + cell.bbox[3]) / 2
                and cell.bbox[1] - other.bbox[3] <= height
            ):
                return j
        return None

    @staticmethod
    def _cut(hit: _Hit) -> _Hit:
        cut = _NEXT_LABEL.search(_fold_same_length(hit.value))
        if cut and cut.start() > 0:
            return _Hit(hit.value[: cut.start()].strip(" :.,;\t"), hit.line)
        return hit


_ARABIC_LABEL = re.compile(r"[\u0600-\u06ff]")
_SCRAPS = re.compile(r"\S{1,3}(?: \S{1,3}){0,2}")  # up to three pieces of one to three signs

# The words a form's label starts with: a cell that starts so (or ends with a colon) is a label, not a value.
_LABEL_START = re.compile(
    r"(?:n°|n[\"º](?= ?[a-z])|no\b|numero|matricule|noms?\b|prenoms?\b|salariee?\b|assuree?\b|c\.?\s?i\.?\s?n\b"
    r"|cnie\b|cnss\b|date\b|nee?\b|ne\(e\)|lieu\b|valable\b|val\b|pren\b|emploi\b|fonction\b|poste\b|qualite\b|contrat\b|nature\b|type\b"
    r"|categorie\b|anciennete\b|situation\b|periode\b|mois\b|adresse\b|sexe\b|nationalite\b|intitule\b"
    r"|titulaire\b|devise\b|agence\b|rib\b|iban\b|bic\b|swift\b|code\b|cle\b|solde\b|montant\b|libelle\b"
    r"|rubrique\b|taux\b|gains\b|retenues\b|designation\b|raison sociale|employeur\b|affiliation\b"
    r"|immatriculation\b|raison\b|surname\b|given\b|passeport\b|passport\b|autorite\b|mode\b|reference\b|ref\b"
    r"|personal\b|place\b|sex\b|nationality\b|authority\b|first name\b|issuing\b|delivre\b|expire\b|ancien solde\b"
    r"|exercice\b|page\b|bulletin n°|domici[a-z]{1,3}ation\b|qualification\b"  # 'Domicitiation'
    # 'Banque' alone, a column's header ('Banque Populaire' is a value)
    r"|nouveau solde\b|banque[ :]*$|employee\b|job title\b|date joined\b|national id\b|social security\b"
    r"|pay period\b|gross pay\b|net pay\b|account holder\b|statement period\b|opening balance\b|closing balance\b"
    r"|contract\b|department\b|net (?:a )?payer\b|total\b|hire\b|d\. ?(?:e(?:m|rn)b|affi[li1]|immat)\b|qualif\b"
    r"|sit\. ?fam\b|pay date\b|payslip no\b|currency\b|employment type\b|work location\b|payment mode\b"
    r"|full name\b|company name\b|registration no\b|service\b"
    # a civil servant's grade ('Grade', 'Échelle', 'Échelon', 'Indice'; 'Echelie': one letter misread)
    r"|grade\b|echel[a-z]{1,3}\b|indice\b"
    # a passport's 'Surname' with its rn read as an m ('Sumame RACHID'); a temp agency's 'SALARIÉ INTÉRIMAIRE' caption,
    # its start lost ('INTERIMA')
    r"|su(?:rn|m)ame\b|interima(?:ire)?\b)"
)


def _overlap(a: TextLine, b: TextLine) -> int:
    """How many pixels of the left-right spans of two cells overlap (negative: how far apart; 0 without boxes)."""
    if a.bbox is None or b.bbox is None:
        return 0
    return min(a.bbox[2], b.bbox[2]) - max(a.bbox[0], b.bbox[0])


def _is_label(folded: str) -> bool:
    """A form's label: it starts with a label's word or ends with a colon; in a bilingual form either of its
    languages ('National ID / CIN', 'Hire date / Date d'entrée')."""
    # its Arabic half first: '<Arabic> Prénom'
    folded = re.sub(r"^[^a-z0-9(]*[\u0600-\u06ff][^a-z0-9(]*(?=[a-z])", "", folded)
    return (
        bool(_LABEL_START.match(folded))
        or (folded.rstrip().endswith(":") and bool(re.search(r"[a-z]", folded)))  # not a figure's speck: '3597332:'
        or any(_LABEL_START.match(part) for part in re.split(r"[ \t]/[ \t]*", folded)[1:2])
    )


def _field(name: str, value: object, line: TextLine, status: str) -> ExtractedField:
    confidence = max(0.0, min(1.0, line.confidence)) * _STATUS_FACTOR[status]
    if name in PERSON_FIELDS and isinstance(value, str) and len(value.split()) < 2:
        confidence *= ONE_WORD_NAME_FACTOR  # 'TAZI': a person's name with its given name lost
    return ExtractedField(name, value, round(confidence, 3), line.page, status)  # type: ignore[arg-type]


# A person's name of one word is a name cut short (its given name, or its family name, lost), however well read.
ONE_WORD_NAME_FACTOR = 0.75


class _Fields:
    def __init__(self) -> None:
        self.by_name: dict[str, ExtractedField] = {}

    def add(self, name: str, value: object, line: TextLine, status: str = "unverified") -> None:
        if value is None or value == "" or name in self.by_name:
            return
        if name in PERSON_FIELDS and isinstance(value, str) and _is_label(_fold_same_length(value)):
            return  # a grid's next label taken for the value under its own ('Date d'embauche' for a name): no name
        self.by_name[name] = _field(name, value, line, status)

    def set(self, name: str, value: object, line: TextLine, status: str) -> None:
        self.by_name[name] = _field(name, value, line, status)


# Fields that hold a person's name: never a form's label.
PERSON_FIELDS = frozenset({"applicant_name", "account_holder"})


# field readers ---------------------------------------------------------------------------------------------
_NAME_STOP_WORDS = r"(?:titulaire|ne\b|nee\b|ne\(e\)|cin\b|matricule|n°|immatricul|demeurant|est\b)"
_NAME_STOP = r"(?:,|\n|\s+" + _NAME_STOP_WORDS + ")"
# 'M. ', and a form's 'M. / Mme : ' before a blank the name was typed into
_TITLE = (
    r"(?:monsieur|madame|mademoiselle|mr\.?|mme\.?|mlle\.?|mrs\.?|ms\.?|m\.)"
    r"(?:\s*/\s*(?:madame|mme\.?|mlle\.?))?(?:\s*:[:.]*)?\s+"
)


def _o_read_twice(name: str) -> str:
    """An O read as two signs before its U ('ALAOQUI', 'ALAQOUI' on a degraded scan, in the visual zone or the MRZ):
    the 'OU' of a name's French transliteration, where a Q never stands between them."""
    return re.sub(r"(?<=[A-Za-z])(?:([Oo])[Qq]|[Qq]([Oo]))(?=[Uu])", lambda m: m.group(1) or m.group(2), name)


def _clean_name(value: str) -> str:
    """A person's name without its title, with OCR's 'l' and '\\' for a capital I at a word's start undone
    (a name word starts with a capital: 'El ldrissi' is 'El Idrissi')."""
    value = re.sub(r"^[\W_]+", "", value)  # a rule or a speck before it ('_M.. YOUSSEF BENNANI')
    value = re.sub(r"^N\W{0,2}\s*(?:C\.?I\.?N|CNIE)\b\W*", "", value)  # the next label's start ('N® CIN CHRAIBI')
    # a dotted leader read as letters apart ('e e e e e e e e EL IDRISSI')
    value = re.sub(r"(?<!\S)(?:[a-z] ){2,}[a-z](?!\S)", " ", value)
    value = re.sub(r"^(?:monsieur|madame|mademoiselle|mr|mme|mlle|m)[.,]*\s+", "", value, flags=re.I)
    # 'FAMILY, Given', as payroll software and directories print it
    value = re.sub(r"^([A-Z][A-Z' \-]*[A-Z]),\s*([A-Z][a-z].*)$", r"\2 \1", value.strip())
    value = re.sub(r"(?<![^\s-])[l\\|](?=[a-z]{2})", "I", value)
    value = re.sub(r"(?<=[A-Za-z])[!1|](?=\s|$|-)|(?<=\s)[!1|](?=[A-Z])|^[!1|](?=[A-Z])", "I", value)  # 'FASS!'
    # the particle 'El' read 'EI' (an l for a capital I): 'EL' before a name in capitals, else 'El'
    value = re.sub(r"(?<!\S)E[I|1](?=\s+([A-Z][A-Za-z]+))", lambda m: "EL" if m.group(1).isupper() else "El", value)
    if re.search(r"[A-Za-z]{2}", value):  # a Latin name: an Arabic label or name beside it is not part of it
        value = re.sub(r"\S*[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]\S*|(?<!\S)/(?!\S)", " ", value)
    value = re.sub(r"(?<!\S)[|!](?!\S)", " ", value)  # a table's rule standing alone ('BERRADA Youssef |')
    # a speck read as a full stop after or before a word ('OMAR. EL IDRISSI', 'NADIA .ALAOUI'), a dotted leader's
    # scrap standing alone ('… BENJELLOUN')
    value = re.sub(r"(?<=[A-Za-z]{2})[.,](?=\s)|(?<=\s)[.,](?=[A-Za-z]{2})", "", value)
    value = re.sub(r"(?<!\S)[\u2026.:;,]+(?!\S)", " ", value)
    # a word printed letter-spaced, read as letters apart ('HAMZA B E N NAN I'): runs of short capital pieces,
    # most of them single letters, are one word ('ABD EL HAK' stays three); a piece of the letters whose small form
    # is their capital's, smaller, is capitals read small ('E L I DRI ss I' is ELIDRISSI)
    value = re.sub(
        r"(?<!\S)(?:(?:[A-Z]{1,3}|[cosvwxz]{1,3}) ){2,}(?:[A-Z]{1,3}|[cosvwxz]{1,3})(?!\S)",
        lambda m: (
            m.group(0).replace(" ", "").upper()
            if sum(len(w) == 1 for w in m.group(0).split()) >= 2 and any(w.isupper() for w in m.group(0).split())
            else m.group(0)
        ),
        value,
    )
    value = _upper_case_repair(re.sub(r"\s+", " ", value).strip(" :.,;-"))
    value = _o_read_twice(value)
    words = value.split()
    capitals = [w for w in words if w.isupper() and len(w) > 1]
    if len(capitals) >= 0.5 * len(words):  # a name in capitals: short scraps in small or mixed letters ('pwI'), or
        # with a figure, are OCR's noise
        words = [w for w in words if not re.search(r"\d", w) and not (len(w) <= 3 and not (w.isupper() or w.istitle()))]
        value = " ".join(words)
    family = [w for w in words if w.isupper() and len(w) > 1]
    given = [w for w in words if not (w.isupper() and len(w) > 1)]
    if family and given and words[: len(family)] == family and all(w[:1].isupper() for w in given):
        value = " ".join(given + family)  # 'EL AMRANI Youssef', the administrative order: given names first
    return value


# A person's name on forms: one label for the whole name, or the family name and the given names apart
# (the card, many payslips); the full name is given names then family name.
FULL_NAME_LABELS = (
    r"nom ?et prenoms?",  # 'Nomet prénom': the space lost
    r"nom & prenoms?",
    r"nom\x20prenoms?",  # 'Nom prénom', the 'et' left out, in one cell (not a grid's 'Nom | Prénom': \x20, no tab)
    r"nom complet",
    r"salarie(?! interimaire)",  # not a temping agency's section 'SALARIÉ INTÉRIMAIRE' over the name's own labels
    r"assuree?",
    r"beneficiaire",
    r"employee(?:'s)? name",  # English, as multinationals' Moroccan subsidiaries issue their documents
    r"full name",
    "الاسم الكامل",  # Arabic-first forms: their values left of the labels
)
CARD_FULL_NAME_LABELS = FULL_NAME_LABELS[:4]  # a card names no employee, insured or beneficiary
SURNAME_LABELS = (
    r"nom de famille",
    r"nom (?:du |de l')(?:salariee?|assuree?|employee?)",  # a form's 'Nom du salarié' beside its 'Prénom'
    r"nom(?! et)(?! &)(?! de)(?! du)(?!\x20prenom)",
    r"surname",
    "الاسم العائلي",
)
# 'الاسم الشخصي' with its last letter misread or lost ('الاسم الشخصر' on a degraded photo)
GIVEN_NAME_LABELS = (r"prenoms?", r"pren[.,]", r"given names?", "الاسم الشخص")
# starts with a letter, past a leader's dots and dashes: not '\ CEA | Néle) le' (a rule), but '… BENJELLOUN',
# '.......--.. Salma'
_NAME_VALUE = r"[ :.\u2026\-_]*[a-z][^\n\t\d]*?[a-z][^\n\t\d]*"


def _person_name(fields: _Fields, doc: _Text, *, full: tuple[str, ...] = FULL_NAME_LABELS) -> None:
    # a name has letters and no figure: the other script's label read as Latin scraps after a bilingual label
    # ('Nom / Surname 1 au', 'Prénoms / Given names 7 pw!') is not its value, the line under it is
    surname, given = doc.label(*SURNAME_LABELS, value=_NAME_VALUE), doc.label(*GIVEN_NAME_LABELS, value=_NAME_VALUE)
    # a scrap of two or three small letters under the label ('om', a label's leftover) is no name ('imane', its
    # capital read small, is one); nor are a few such scraps, a dotted leader's ('NOM se su. +... : BENJELLOUN')
    surname, given = (
        hit if hit and not re.fullmatch(r"[a-z]{1,3}(?:\s+[a-z]{1,3})*", hit.value.strip(" .-+:|")) else None
        for hit in (surname, given)
    )
    if surname and given and not surname.value.strip().isdigit():
        line = min((surname.line, given.line), key=lambda ln: ln.confidence)
        family, first = surname.value, given.value
        if family == first and family.count("|") == 1:
            # one cell under both labels, a grid's rule between its columns read as a bar ('BENJELLOUN | Rachid'
            # under 'Nom' and 'Prénom'): the family name at the left of the bar, the given name at the right
            family, first = family.split("|")
        fields.add("applicant_name", _clean_name(f"{first} {family}"), line)
        return
    hit = doc.label(*full) if full else None
    if (
        hit
        and given
        and not surname
        and re.fullmatch(r"\W*[A-Z][A-Z'\-]+", hit.value.strip())
        and given.value.split()[0].upper() not in hit.value.upper()
    ):
        # the full name's label gave the family name in capitals alone ('. TAZI'), the given name has its own
        # label ('Prénom ....... Salma'): both
        line = min((hit.line, given.line), key=lambda ln: ln.confidence)
        fields.add("applicant_name", _clean_name(f"{given.value} {hit.value}"), line)
        return
    if hit is None and surname and not given:
        # the given name's label lost on a poor photo ('Eh KHADIJA'): its value in capitals just above the family
        # name's, as a card prints them
        above = doc.above(surname.line, rows=2)
        if above is not None and _is_label(_fold_same_length(above.text)):
            above = doc.above(above)  # past the family name's own label ('MEHDI' over 'Nom + nl' over 'EL AMRANI')
        words = re.search(r"(?:^|\s)([A-Z][A-Z'\-]+(?: [A-Z][A-Z'\-]+)*)$", above.text.strip()) if above else None
        if (
            above is not None
            and words
            and words.group(1) != surname.value.strip()
            and not _is_label(_fold_same_length(words.group(1)))
        ):
            line = _less_sure(min(above, surname.line, key=lambda ln: ln.confidence), UNLABELLED_FACTOR)
            fields.add("applicant_name", _clean_name(f"{words.group(1)} {surname.value}"), line)
            return
        # or a form's: its value in capitals alone under the family name's, its label lost on a poor scan ('Nom |
        # BENJELLOUN' over '<lost> | HAMZA')
        under = doc.beneath(surname.line)
        word = under.text.strip() if under is not None else ""
        if (
            under is not None
            and re.fullmatch(r"[A-Z][A-Z'\-]{2,}", word)
            and word != surname.value.strip()
            and doc.first_in_row(under)
            and not _is_label(_fold_same_length(word))
        ):
            line = _less_sure(min(under, surname.line, key=lambda ln: ln.confidence), UNLABELLED_FACTOR)
            fields.add("applicant_name", _clean_name(f"{word} {surname.value}"), line)
            return
    if hit is None and surname:
        hit = surname
    # a name starts with a capital: 'le salarié désigné ci-après', 'Salarié affilié à la CNSS, ...' have the label's
    # word and no name
    if (
        hit
        and re.search(r"[a-zA-Z]{2}", hit.value)
        and re.match(r"\W*[A-Z]", hit.value)
        and not _prose(hit.value)
        # a sentence in capitals after the label's word: 'L'ASSURÉ DÉSIGNÉ CI-DESSUS EST ...'
        and not re.search(
            r"(?<![a-z])(?:designee?|ci-dessus|ci-apres|susnommee?)(?![a-z])", _fold_same_length(hit.value).lower()
        )
    ):
        # 'Berrada, Karim': an English form's family name, a comma, then the given names
        inverted = re.fullmatch(r"\s*([A-Za-z][A-Za-z' \-]*?)\s*,\s*([A-Za-z][A-Za-z' \-]*?)\s*", hit.value)
        value = f"{inverted.group(2)} {inverted.group(1)}" if inverted else hit.value
        _add_name(fields, "applicant_name", _clean_name(value), hit.line)
    elif given and not surname:
        # the family name's label lost on a poor scan: its value in capitals just above the given name's, or just
        # below it (a card that prints 'Prénom' first)
        for near in (doc.above(given.line), doc.beneath(given.line)):
            text = near.text.strip() if near is not None else ""
            if near is not None and re.fullmatch(r"[A-Z][A-Z' \-]+", text) and text != given.value.strip():
                fields.add(
                    "applicant_name",
                    _clean_name(f"{given.value} {text}"),
                    min(near, given.line, key=lambda ln: ln.confidence),
                )
                break


# A name all in capitals with no label for its parts ('BENNANI NADIA'): forms print both orders. The given
# names' list tells which end is the given name ('BENJELLOUN KARIM' is Karim Benjelloun); when it cannot, the
# order is a guess and the confidence is lowered by this factor.
ORDER_UNKNOWN_FACTOR = 0.9


def _less_sure(line: TextLine, factor: float) -> TextLine:
    """`line` with its confidence scaled by `factor`: a value taken from it by a guess."""
    return replace(line, confidence=line.confidence * factor)


def _add_name(fields: _Fields, name: str, value: str, line: TextLine) -> None:
    """A cleaned name in the order given names first when the names' list knows it."""
    if value.isupper() and len(value.split()) >= 2:
        ordered = given_first(value.split())
        if ordered is None:
            line = _less_sure(line, ORDER_UNKNOWN_FACTOR)
        else:
            value = " ".join(ordered)
    fields.add(name, value, line)


def _prose(value: str, words: int = 2) -> bool:
    """Words of a sentence, not a name: 'l'assuré désigné ci-dessus est immatriculé ...' after the label 'assuré',
    '... du titulaire du compte pour servir et valoir ...' after 'titulaire du compte' (`words` in small letters, of
    three letters or more)."""
    return sum(w.islower() and len(w) > 2 for w in value.split()) >= words


# A line with this many words in small letters (of three letters or more) is a sentence, not a form's row.
SENTENCE_WORDS = 6

# A value found by its form alone, its label lost: this much less sure than the line it was read on.
UNLABELLED_FACTOR = 0.85


# The letter a CIN's first figure stands for when OCR read the letter as a figure.
CIN_LETTER_READ_AS = {"1": "T", "7": "T", "8": "B", "6": "G"}


def _cin(fields: _Fields, doc: _Text) -> None:
    hit = doc.label(*CIN_LABELS, value=r"[a-z]{1,2}\s?\d{3,6}\b")
    if hit:
        value = re.sub(r"\s", "", hit.value).upper()
        fields.add("cin", value, hit.line, "valid" if valid_cin(value) else "invalid")
        return
    # a one-letter CIN whose letter was read as the figure it looks like ('carte nationale d'identité n° 1729939' for
    # T729939, 'C.I.N. : 6768374' for G768374): a CIN starts with a letter; a guess
    hit = doc.label(*CIN_LABELS, value=r"[1786]\d{6}(?![\d/]|[.,]\d)")
    if hit:
        letter = CIN_LETTER_READ_AS[hit.value[0]]
        fields.add("cin", letter + hit.value[1:], _less_sure(hit.line, UNLABELLED_FACTOR), "unverified")
        return
    # its label misread on a poor scan ('NU | BK265688'): the one word of a CIN's form in the document, a guess
    found = {
        m.group(0): m.start() for m in re.finditer(r"(?<![A-Za-z0-9<])[A-Z]{1,2}\d{5,6}(?![A-Za-z0-9<])", doc.text)
    }
    if len(found) == 1:
        ((value, pos),) = found.items()
        line = doc.line_at(pos)
        fields.add("cin", value, _less_sure(line, UNLABELLED_FACTOR), "unverified")


def _cnss_number(fields: _Fields, doc: _Text, *labels: str) -> None:
    # an insured person's number has 9 digits: a 7-digit one after the same label is an employer's
    hit = doc.label(*labels, value=r"\d[\d ]{6,12}\d(?<!\b\d{7})(?![\d])") or doc.label(
        r"cnss\s*(?:n°|no)", value=r"\d{3} ?\d{3} ?\d{3}(?![\d ]*\d)"
    )
    if hit:
        value = re.sub(r"\D", "", hit.value)
        fields.add("cnss_number", value, hit.line, "valid" if valid_cnss_number(value) else "invalid")
        return
    # its label misread on a poor scan ('N° C.N.S.S.' read as Arabic): the one number of nine digits alone in a
    # document that speaks of the CNSS, a guess
    found = {m.group(0): m.start() for m in re.finditer(r"(?<![\d.,/\-])\d{9}(?![\d.,/\-])", doc.text)}
    if len(found) == 1 and re.search(r"cnss|c\.n\.s\.s", doc.folded):
        ((value, pos),) = found.items()
        fields.add("cnss_number", value, _less_sure(doc.line_at(pos), UNLABELLED_FACTOR), "unverified")


def _employer_cnss(fields: _Fields, doc: _Text, *labels: str) -> None:
    hit = doc.label(*labels, value=r"\d[\d ]{4,10}\d")
    if hit:
        value = re.sub(r"\D", "", hit.value)
        fields.add("employer_cnss", value, hit.line, "valid" if valid_employer_cnss(value) else "invalid")


def _date(fields: _Fields, doc: _Text, name: str, *labels: str) -> None:
    hit = doc.label(*labels, value=r"[^\n\t]*\d[^\n\t]*")  # a date has figures: 'Service' beside it is a label
    if hit:
        iso = parse_date(hit.value)
        if iso:
            fields.add(name, iso, hit.line, "valid")


def _amount(fields: _Fields, doc: _Text, name: str, *labels: str, cents: bool = False) -> None:
    """The amount after one of `labels`; with `cents`, only a figure printed with its cents counts (a balance:
    not the '30' of a sentence under its label, nor a date's pieces)."""
    hit = doc.label(*labels, value=r"[^\n\t]*\d ?[.,] ?\d{2}(?!\d)[^\n\t]*" if cents else r"[^\n\t]*\d[^\n\t]*")
    if hit:  # a space OCR put around the decimal comma ('21086, 12', '6000 , 00') or after a thousands' point
        value = re.sub(r"(?<=\d) ?([.,]) (?=\d{2}(?!\d))|(?<=\d) ([.,])(?=\d{2}(?!\d))", r"\1\2", hit.value)
        # '11. 889,37', '5 .096,67': a space read beside a thousands' point
        hit = _Hit(
            re.sub(r"(?<=\d)([.,]) (?=\d{3}[.,]\d{2}(?!\d))|(?<=\d) ([.,])(?=\d{3}[.,]\d{2}(?!\d))", r"\1\2", value),
            hit.line,
        )
    if hit and name in ("gross_salary", "net_salary"):
        # a row of the year's and the month's amounts ('Gross salary | 403,430.88 | 33,619.24'): the month's
        beside = doc.next_cell(hit.line)
        text = f"{hit.value}\t{beside.text}" if beside is not None else hit.value
        found = [a for a in map(parse_amount, re.findall(r"\d[\d ,.']*\d", text)) if a]
        pairs = itertools.permutations(found, 2) if len(found) == 2 else ()
        month = next((b for a, b in pairs if abs(a - 12 * b) <= 0.01 * a), None)
        if month is not None:
            fields.add(name, month, hit.line, "valid")  # the year's amount is twelve months': a check
            return
    if hit:
        # in prose the amount ends its clause: '... brut mensuel de MAD 19,466.44, et une rémunération nette ...'
        # ('... brut de 30.082,52 Dhs et net de 26.483,36 Dhs', '... brut de 32 749,83 DH et un salaire mensuel net de
        # 23 291,61 DH', '... gross salary is MAD 32,749.83 and his monthly net salary ...')
        value = re.split(
            r",\s+(?=[^\W\d])|;|\s+(?:et|and)\s+(?=[^\d\n]{0,40}?(?<![a-z])(?:net|nette|brut|brute|gross)(?![a-z]))",
            hit.value,
            flags=re.IGNORECASE,
        )[0]
        # '16 520 50': a comma not read ('7 647 37 DH', its currency after it)
        lost = re.fullmatch(r"(\d{1,3}(?: \d{3})*) (\d{2})(?: ?(?:dh|dhs|mad)\.?)?", value.strip(), re.IGNORECASE)
        if find_dates(value):  # a date is no amount ('Solde précédent créditeur au 01/02/2026': not 2026,00)
            value = re.sub(r"\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}", " ", value)
        amount = float(lost.group(1).replace(" ", "") + "." + lost.group(2)) if lost else parse_amount(value)
        if amount is not None:
            fields.add(name, amount, hit.line, "unverified")


SCRAP_VALUE_BELOW = 0.7
CONFIDENT_CELL = 0.85


_RUBRIC = (
    r"(?:\d+\.\s|salaire|prime|heures|indemnite|cotisation|allocation|retenue|avance|impot|code|nombre|base|taux)\b"
)


def _text_value(fields: _Fields, doc: _Text, name: str, *labels: str) -> None:
    # free text has Latin words: a date or a number under a label whose value was lost is the next label's value,
    # an Arabic sentence the Arabic version's
    hit = doc.label(*labels, value=r"[^\n\t]*[a-z]{2}[^\n\t]*")
    beside = doc.next_cell(hit.line) if hit else None
    if (
        hit
        and beside is not None
        and re.fullmatch(r"\S{1,4}", hit.value.strip())
        and hit.line.confidence < SCRAP_VALUE_BELOW
        and beside.confidence >= CONFIDENT_CELL
        and re.search(r"[A-Za-z]{2}", beside.text)
        and not _is_label(_fold_same_length(beside.text))
    ):
        # a scrap read poorly in the label's cell ('Emploi DITS' at 0.63), the value read well beside it
        hit = _Hit(beside.text, beside)
    # a whole sentence is no job title nor a bank's name ('La présente attestation est délivrée à ...' under a
    # label lost on a poor scan); a pay table's rubric or numbered section under its 'Désignation' header ('1.
    # ÉLÉMENTS DE RÉMUNÉRATION SOUMIS') is no job title
    # (its Arabic half first on a bilingual pay table: 'الاجر الأساسي Salaire de base')
    latin = re.sub(r"^[^A-Za-z0-9]*[\u0600-\u06ff][^A-Za-z0-9]*", "", hit.value.strip()) if hit else ""
    if hit and name == "position" and re.match(_RUBRIC, _fold_same_length(latin)):
        hit = None
    if hit and not (len(hit.value.split()) >= 6 and _prose(hit.value)):
        fields.add(name, _text(hit.value), hit.line)


def _text(value: str) -> str:
    """A free-text value (a company, a job title) in single spaces, without the scraps OCR reads before it: a
    form's rule or a bracket ('( Chef de projet'), a tractor-feed hole and rule ('1 | RIF CONSTRUCTION SARL'), a
    spreadsheet's row number and border ('10 | Technicien de maintenance')."""
    value = re.sub(r"\s+", " ", value).strip()
    value = re.sub(r"(?<=[a-z])\.\s(?=[a-z])", " ", value)  # a speck read as a stop: 'Agent. commercial'
    # a dotted leader's end read as a small word after two words or more ('Agent commercial os')
    value = re.sub(r"(\S \S{3,}) [a-z]{1,2}$", r"\1", value)
    return re.sub(r"^(?:[^\w\s]+\s+|[|\[(]+(?=[A-Z])|\d{1,2}\s*[|!\[]\s*)+", "", value) or value


# A contract's option on a form, after its box if the box was read empty ('[]', '[ ]', '\u25a1')
_CONTRACT_OPTION = re.compile(r"(?:(?P<box>\[[ \t]*\]|\u25a1)[ \t]*)?(?<![a-z])(?P<v>cdi|cdd|interim|anapec)(?![a-z])")


def _contract(fields: _Fields, doc: _Text) -> None:
    # a form's tick boxes ('[X] CDI  [ ] CDD', the box's frame lost on a poor scan: 'CO CDI ... x! CDD'): the one
    # option with a cross before it
    ticked = list(
        re.finditer(
            r"(?<![a-z0-9])(?:\[\s*)?[x\u00d7](?:\s*\])?[ \t]*[!|\]]?[ \t]*(?P<v>cdi|cdd|anapec)(?![a-z])", doc.folded
        )
    )
    if (
        len(ticked) == 1
        and re.search(r"(?<![a-z])cdi(?![a-z])", doc.folded)
        and re.search(r"(?<![a-z])cdd(?![a-z])", doc.folded)
    ):
        m = ticked[0]
        fields.add("contract_type", CONTRACT_TYPES[m.group("v")], doc.line_at(m.start("v")), "valid")
        return
    # every option's empty box read but one's, the ticked box lost with its cross ('[] CDI  CDD  [] Intérim'):
    # that one, less sure (an empty box may be lost too)
    for line in re.finditer(r"[^\n]+", doc.folded):
        marked = list(_CONTRACT_OPTION.finditer(line.group(0)))
        unboxed = [m for m in marked if not m.group("box")]
        if len(marked) >= 3 and {m.group("v") for m in marked} >= {"cdi", "cdd"} and len(unboxed) == 1:
            at = line.start() + unboxed[0].start("v")
            line_read = _less_sure(doc.line_at(at), UNLABELLED_FACTOR)
            fields.add("contract_type", CONTRACT_TYPES[unboxed[0].group("v")], line_read, "unverified")
            return
    # no tick read among the options printed side by side ('[ ] CDI (durée indéterminée)   [X] CDD ...', the
    # box and its cross lost): either may be the answer, so none is given
    for row in doc.rows:
        options = [set(re.findall(r"(?<![a-z])cd[di](?![a-z])", _fold_same_length(cell.text))) for cell in row]
        if {"cdi"} in options and {"cdd"} in options:  # each in a cell of its own
            return
    hit = doc.label(r"(?:type de )?contrat", r"nature du contrat", r"contract(?: type)?")
    candidates = [hit] if hit else []
    arabic = [key for key in CONTRACT_TYPES if _ARABIC_LABEL.search(key)]
    for phrase in ("duree indeterminee", "duree determinee", "cdi", "cdd", "anapec", *arabic):
        # prose may run a phrase onto the next line ('à durée / déterminée')
        match = re.search(r"(?<![a-z])" + phrase.replace(" ", r"\s+") + r"(?![a-z])", doc.folded)
        if match:
            candidates.append(_Hit(doc.text[match.start() : match.end()], doc.line_at(match.start())))
    for found in candidates:
        folded = re.sub(r"\s+", " ", _fold_same_length(found.value))
        # a labelled value of three signs, its D read as a P or an O on a poor scan: a small 'CDI' read 'ci' or 'cpi',
        # 'CDD' read 'cpD' or 'cpp'
        misread = {"CDI": r"c[dlop0]?[il1|!]", "CDD": r"c[dop0][dp]"}
        value = folded.strip(" .:")
        kind = next((k for k, form in misread.items() if found is hit and re.fullmatch(form, value)), None)
        if kind:
            fields.add("contract_type", kind, _less_sure(found.line, UNLABELLED_FACTOR), "unverified")
            return
        for key, canonical in CONTRACT_TYPES.items():
            for m in re.finditer(r"(?<![a-z])" + key + r"(?![a-z])", folded):
                # an option after its empty box ('Ci [] cpp [] Intérim', the ticked box lost) is not the answer
                if not re.search(r"(?:\[\s*\]|\u25a1)\s*$", folded[: m.start()]):
                    fields.add("contract_type", canonical, found.line, "valid")
                    return


_DIGIT_CELLS = re.compile(r"(?<=\d)\t[:;|.,'!]{0,2} ?(?=\d)")


def _rib(fields: _Fields, doc: _Text) -> None:
    """24 digits, spaces (or a row's cells) between groups; a sequence whose key checks wins over one that does
    not. In a longer run of digits (a stray digit read beside the RIB), the windows that start and end on the
    printed groups' edges are tried first: a shifted window passes the key one time in 97."""
    # an IBAN ('MA64 2306 6240 ...'): its 24 digits after 'MA' and the two check digits are the RIB; a key that
    # holds there beats a window of a longer run of digits, which passes the key by chance one time in 97
    for m in re.finditer(r"(?<![a-z0-9])ma\s?(\d\d)\s?((?:\d\s?){23}\d)(?!\d)", doc.folded):
        digits = re.sub(r"\D", "", m.group(2))
        if valid_moroccan_iban(m.group(1), digits):
            fields.add("rib", digits, doc.line_at(m.start()), "valid")
            return
    best: tuple[str, TextLine] | None = None
    # a RIB printed as a table (code banque | code localité | compte | clé) is one row of digit cells
    # (a table's rule read as a speck at a cell's start, ': 4330445294039402', is no digit's neighbour)
    text = re.sub(_DIGIT_CELLS, " ", doc.text)
    # an O read for a 0 at a group's edge ('o11 501 ...', '... 1549218 O1', a table's key cell 'O1'): the same
    # length, so positions stay; only a key that checks takes such a reading (a letter changed by chance passes it
    # one time in 97)
    zeros = re.sub(r"(?<![A-Za-z])[oO@](?=\d)|(?<=\d)[oO@](?![A-Za-z])", "0", doc.text)  # or an '@' ('@11 233 ...')
    zeros = re.sub(_DIGIT_CELLS, " ", zeros)
    for m in itertools.chain(
        re.finditer(r"(?<![\d])\d[\d ]{22,40}\d(?![\d])", text),
        (m for m in re.finditer(r"(?<![\d])\d[\d ]{22,40}\d(?![\d])", zeros) if zeros != text),
    ):
        groups = [len(g) for g in m.group(0).split()]
        edges = {sum(groups[:k]) for k in range(len(groups) + 1)}
        digits = re.sub(r"\D", "", m.group(0))
        windows = sorted(range(len(digits) - 23), key=lambda i: (not (i in edges and i + 24 in edges), i))
        for i in windows:
            if valid_rib(digits[i : i + 24]):
                fields.add("rib", digits[i : i + 24], doc.line_at(m.start()), "valid")
                return
        if best is None and len(digits) == 24 and m.string is text:
            best = (digits, doc.line_at(m.start()))
    if best:
        fields.add("rib", best[0], best[1], "invalid")


def _bank_name(fields: _Fields, doc: _Text) -> None:
    for bank in BANKS:
        pos = doc.folded.find(_fold_same_length(bank))
        if pos >= 0:
            fields.add("bank_name", bank, doc.line_at(pos), "valid")
            return
    _text_value(fields, doc, "bank_name", r"banque", r"etablissement")


def _holder(fields: _Fields, doc: _Text, name: str) -> None:
    hit = doc.label(
        r"titulaire du compte(?: a (?:debiter|crediter))?",  # a direct-debit authorisation's form
        r"titulaire",
        r"intitule du compte",
        r"nom du client",
        r"(?<!code )client(?! n)",
        r"account holder",
    )
    if (
        hit
        and re.search(r"[A-Za-z]{2}", hit.value)
        and not re.search(r"\d{3}", hit.value)
        and not _prose(hit.value)
        # 'Intitulé du compte : COMPTE CHÈQUE PARTICULIER' names the account's kind, not its holder
        and not re.match(r"compte\b|cheques?\b|epargne\b", _fold_same_length(hit.value))
    ):
        value = " ".join([hit.value, *(cell.text for cell in doc.spaced(hit.line))])
        _add_name(fields, name, _clean_name(value), hit.line)
        return
    # a letter: 'le compte ... est ouvert dans nos livres au nom de Madame FASSI Nadia depuis le ...'
    hit = doc.search(r"au nom de\s+" + _TITLE + r"(?P<v>[^,\n\t\d]+?)(?=\s+depuis\b|\s*[,.;\n\t]|$)")
    if hit:
        fields.add(name, _clean_name(hit.value), hit.line)
        return
    _addressee(fields, doc, name)


def _addressee(fields: _Fields, doc: _Text, name: str) -> None:
    """No label: the addressee (a statement's, a payslip's in its envelope window), a cell of a title and a name
    ('M. CHRAIBI Omar', 'Monsieur Mehdi BENNANI') in the top rows."""
    top = "\n".join(cell.text for row in doc.rows[:12] for cell in row)
    m = re.search(
        r"(?:^|\n)(?:m\.|mr\.?|mme\.?|mlle\.?|mrs\.?|ms\.?|monsieur|madame|mademoiselle)\s+(?P<v>[^\n\d]{3,40})(?:\n|$)",
        top,
        re.I,
    )
    if m:
        line = next(cell for row in doc.rows[:12] for cell in row if m.group("v") in cell.text)
        _add_name(fields, name, _clean_name(m.group("v")), line)
        return
    # an address block with no title (a window envelope's, in the page's right half): a name in capitals over a
    # street, a guess
    right = max((c.bbox[2] for c in doc.lines if c.bbox), default=0) * 0.45
    for cell in (c for row in doc.rows[:8] for c in row):
        text, under = cell.text.strip(), doc.beneath(cell)
        if (
            cell.bbox is not None
            and cell.bbox[0] > right
            and re.fullmatch(r"[A-Z][A-Z'\-]+(?: [A-Z][A-Z'\-]+){1,3}", text)
            and not _is_label(_fold_same_length(text))
            and under is not None
            and re.match(_STREET, _fold_same_length(under.text.strip()))
        ):
            _add_name(fields, name, _clean_name(text), _less_sure(cell, UNLABELLED_FACTOR))
            return


# How a Moroccan street address starts: a number, or the kind of way.
_STREET = r"\d+(?:\s*bis)?[ ,]|(?:rue|avenue|av\.|bd|boulevard|hay|lot|lotissement|residence|res\.|quartier|angle)\b"


def _person_in_prose(fields: _Fields, doc: _Text) -> None:
    hit = doc.search(
        r"(?:(?:attest\w*|certifi\w*)(?:\s+par la presente)?\s+que(?:\s*:)?|(?:certify|confirm)\s+that)\s+"
        + _TITLE
        # the shortest name before a stop: 'Mme X est immatriculée sous le n° ...' ends at 'est', not at 'n°'
        + r"(?P<v>[^,\n\t]+?(?:\n(?!"
        + _NAME_STOP_WORDS
        + r")[^,\n\t]+?)?)"
        + _NAME_STOP
    )
    if hit is None:  # an employee given in one sentence: 'M. Karim TAZI, CIN n° BK742868, CNSS n° ...'
        hit = doc.search(
            r"(?:^|\n)" + _TITLE + r"(?P<v>[^,\n\t]+),\s*(?:cin\b|c\.i\.n|cnie|ne\b|nee\b|titulaire|matricule|cnss)"
        )
    if hit:
        first, _, second = hit.value.partition("\n")
        if second and _is_label(_fold_same_length(second.strip())):
            second = ""  # the form's next label, not the rest of the name
        _add_name(fields, "applicant_name", _clean_name(f"{first} {second}"), hit.line)


# Labels of the identifiers, shared by every form that carries them.
CIN_LABELS = (
    r"c\.?\s?[il1|]{1,2}\.?\s?n\.?(?:\s*n°|\s*no)?",
    r"cnie",
    # '\s': prose runs 'titulaire de la carte / nationale d'identité n° ...' over two lines
    r"carte\s(?:nationale\s)?d'identite(?: nationale)?(?: electronique)?(?:\s*n°|\s*no)?",
    r"carte\snationale(?:\s*n°|\s*no)?",
    r"national\sid(?:\s+card)?(?:\s+no\.?|\s+number)?",
    "رقم البطاقة الوطنية",
)
CNSS_NUMBER_LABELS = (
    # 'N. IMMATRICULATION': a mainframe's print abbreviates the number's sign to a letter and a stop
    r"(?:n°|no|n\.|numero)\s*(?:cnss|c\.n\.s\.s\.?|d'immatriculation|immatriculation)(?! employeur)",
    r"immatriculation(?: cnss)?",
    r"matricule cnss",
    r"(?:n°|no) (?:d'assure|assure)",
    r"immatricule(?:e|\(e\))? sous le\s(?:n°|no|numero)",  # prose, the number maybe on the next line
    r"social security (?:no\.?|number)",
    r"(?<!trade )(?<!commercial )registration (?:no\.?|number)",  # a translated certificate's 'Registration No.'
)
EMPLOYER_CNSS_LABELS = (
    r"(?:n°|no|n\.|numero)\s*(?:cnss|d'affiliation|affiliation)\s*(?:cnss\s*)?(?:de l')?employeur",
    r"(?:n°|no|numero)\s*employeur",
    r"(?:n°|no)\s*affil\.\s*cnss",  # an ERP's abbreviation: 'N° affil. CNSS : 5446197'
    # 'affillation', 'affiation', 'affilistion': OCR's misreadings
    r"(?<!date d')(?:affi(?:li|l|ll)?ation|affili[a-z]tion)(?: cnss)?(?: employeur)?",
    r"cnss employeur",
    r"employer(?:'s)? (?:cnss|social security|affiliation|registration) (?:no\.?|number)",
    "رقم الانخراط",  # a bilingual certificate's Arabic label ('affiliation number'), its French one misread
)
EMPLOYER_CNSS_IN_PROSE = (
    r"(?:cnss|securite\ssociale)\ssous\sle\s(?:n°|no|numero)",  # '\s': '... affiliée à la CNSS / sous le n° ...'
    r"affiliee? a la (?:cnss|caisse) sous le\s(?:n°|no)",
    r"under\semployer\snumber",  # '... registered with the CNSS under employer / number 9297849'
    r"\(affiliation\s(?:n°|no)",  # '... emploi chez Rif Construction SARL (affiliation n° 9297849)'
)
HIRE_DATE_LABELS = (
    r"(?:date )?d'embauche",  # 'Date' lost at a grid's left edge: 'd'embauche | 18/10/2022'
    r"date d'entree (?:dans|a|au sein de) (?:la societe|l'entreprise|le groupe|l'agence)",
    r"date d'entree",
    r"date d'engagement",
    r"date de recrutement",
    r"(?:emba)?uchee? le",  # 'uchée le': its start lost at a scan's torn edge
    r"engagee? le",
    r"entree le",  # a line-printer payslip's 'ENTREE LE : 09/05/2011'
    # an ERP grid's abbreviations: 'D. emb.' (its m read 'rn'; its stop lost and its e read 'a': '[D amb')
    r"d\.\s?e(?:m|rn)b\.?",
    r"(?<![a-z])d\s[ae]mb(?![a-z])",
    r"date joined",
    r"date of joining",
    r"joining date",
    r"hire date",
    "تاريخ التشغيل",
    "تاريخ التوظيف",
)
# 'en qualité de X' is prose (`_position_in_prose`), not a label
POSITION_LABELS = (
    *(
        rf"{label}(?: occupee?)?"
        for label in (
            r"emploi",
            r"fonction",
            r"poste",
            r"(?<!en )qualite",
            # a form's line, 'Est employé(e) en qualité de : ...'; not the signatory's 'Agissant en qualité de'
            r"employee?(?:\(e\))? en qualite de",
            r"qualification",
            r"qualif\.?",
            r"job title",
        )
    ),
    "المهنة",
    "الوظيفة",
    # last: English 'Designation | Comptable principal'; a French pay table's 'Désignation' header is not
    r"designation(?! de)",
)
EMPLOYER_LABELS = (
    r"raison sociale(?: (?:de l')?employeur)?",
    r"(?:nom|designation|denomination) de l'employeur",
    # not 'Visa de l'employeur', '... à conserver par l'employeur': prose and signature boxes
    r"(?<!cnss )(?<!n° )(?<!l')employeur(?! cnss)",
    r"societe(?=\s*:)",
    r"company name",
    r"employer(?:'s)? name",
)
# How a company's name ends in Morocco (its legal form): a letterhead's line that ends so names the employer.
_LEGAL_FORM = re.compile(r"\b(?:sarl(?:\s?au)?|s\.a\.r\.l\.?|sa|s\.a\.?|sas|snc|gie|scs|holding|group|groupe)$")
# A cell that starts with one of these is a form's label, never a company's name.
_ANY_LABEL = re.compile(
    r"(?:matricule|nom|prenom|c\.?i\.?n|cnss|n°|no\b|numero|date|emploi|fonction|poste|contrat|periode|mois"
    r"|affiliation|immatriculation|adresse|situation|categorie|service|bulletin|libelle|montant|siege|tel|rc\b"
    r"|if\b|ice\b|patente|signature|cachet|visa\b"
    # a pay row's label beside the employer's block ('Raison sociale' over the name, 'Salaire de base mission' of
    # the pay table on the name's row)
    r"|salaire\b|traitement\b|prime\b|indemnite|cotisation|retenues?\b|heures\b|net\b|brut\b)"
)


def _employer(fields: _Fields, doc: _Text) -> None:
    """The employer: a labelled value, else the letterhead (a name ending in a legal form in the top rows of
    the first page, else the first top row that is neither a label nor the title)."""
    hit = doc.label(*EMPLOYER_LABELS)
    if hit and len(hit.value.split()) >= 6 and _prose(hit.value):
        hit = None  # a sentence ('Pour vous aider à faire valoir vos droits, ...' under 'Cachet de l'employeur')
    if hit and re.match(r"\(|.*\s\+\s", hit.value.strip()):
        hit = None  # a qualifier or a sum: 'Coût total employeur (brut + charges)' names no employer
    if hit and not re.fullmatch(r"[\d ]+", hit.value) and not _ANY_LABEL.match(_fold_same_length(hit.value)):
        fields.add("employer", _text(hit.value), hit.line)
        return
    first_page = min((cell.page for cell in doc.lines), default=1)
    top = [cell for row in doc.rows[:8] for cell in row if cell.page == first_page]
    for cell in top:
        text = _without_logo(cell.text)
        if _LEGAL_FORM.search(_fold_same_length(text.strip(" .,"))) and not _ANY_LABEL.match(_fold_same_length(text)):
            # a reference before the name ('Dossier 0219 - MAGHREB LOGISTIQUE SA', an accountant's file)
            fields.add("employer", _text(re.sub(r"^[^-\n]*\d[^-\n]*\s[-\u2013]\s+", "", text)), cell)
            return
    for cell in top[:4]:
        folded = _fold_same_length(cell.text)
        if re.search(r"bulletin|paie|salaire|periode|attestation|certificat|releve|caisse", folded):
            continue
        if len(re.findall(r"[a-z]", folded)) >= 3 and ":" not in cell.text and not _ANY_LABEL.match(folded):
            fields.add("employer", _text(cell.text), cell)
            return


def _without_logo(text: str) -> str:
    """A letterhead's name without the logo's initials read before it ('RC Rif Construction SARL': 'RC' is no
    label's 'RC', the register of commerce, but the initials of the words after it)."""
    m = re.fullmatch(r"([A-Z]{2,3})\s+(.+)", text.strip())
    if m and "".join(w[0] for w in m.group(2).split()[: len(m.group(1))]).upper() == m.group(1):
        return m.group(2)
    return text


# A company's legal form after a speck OCR read as a full stop ('Sud Agro Export. SARL'): not the sentence's end
# (not 'SA': folded, it is the next sentence's 'Sa ...')
_FORM_AFTER_SPECK = r"(?:sarl|sas|snc)\b"


def _employer_in_prose(fields: _Fields, doc: _Text) -> None:
    """'Nous soussignés, ATLAS SARL, ...' or 'Je soussigné, M. X, Directeur de la société ATLAS SARL, ...'."""
    # 'Nous soussignés certifions que ...' names no one: the verb is not a signer
    signer = doc.search(
        r"soussigne\w*,?\s+(?!certifi|atteste)(?:(?:la |notre )?societe\s+|l'entreprise\s+)?(?P<v>[^,\n\t]+)"
    )
    company = doc.search(
        # ('... au sein de notre société depuis le' names no company)
        r"(?:de|pour|au sein de|chez|par)\s(?:la\ssociete|l'entreprise|la\sste|notre\ssociete)\s+"
        r"(?!(?:depuis|en qualite|a compter|sous)\b)(?P<v>[^,\n\t(]+?)"
        r"(?=\s+(?:depuis|ou|en qualite|sous|immatricul|affili|au capital|dont|a compter|certifie|atteste)\b"
        r"|[,\n\t(]|\.(?!\s?" + _FORM_AFTER_SPECK + r")|$)"
    ) or doc.search(
        r"(?:^|[\n\t]|\.\s)(?:la societe|l'entreprise)\s+(?P<v>[^,\n\t(]+?)\s*(?:\([^)\n\t]*\)\s*)?(?:atteste|certifie)"
    )
    if signer is None:  # 'We, Rif Construction SARL, registered with ...' / '... employed by Ocean Textiles SA since'
        signer = doc.search(r"(?:^|[\n\t])we,\s+(?:the\s+undersigned,\s+)?(?P<v>[^,\n\t]+),") or doc.search(
            r"(?:employed\s+(?:by|with)|working\s+for)\s+(?P<v>[^,\n\t(]+?)(?=\s+since\b|[,\n\t(.])"
        )
    if company is None:  # the CNSS's words: '... au titre de son emploi chez / Rif Construction SARL (affiliation ...'
        company = doc.search(r"(?:son emploi|employee?|travaille) chez\s+(?P<v>[^,\n\t(]+?)(?=\s*[,\n\t(.]|$)")
    candidates = [hit for hit in (signer, company) if hit]
    # a signer that is a person ('M. X, Directeur ...') or a department ('la Direction des Ressources
    # Humaines') is not the company: a name with a legal form wins, then the company named in the text
    named = [hit for hit in candidates if _LEGAL_FORM.search(_fold_same_length(hit.value.strip(" .,")))]
    # (a signer's title alone, its company in the next cell: 'Je soussigné, | Gérant de la | société Sud Agro ...')
    signer_is_no_company = _TITLE + r"|la direction|le directeur|la drh|(?:gerant|directeur|president)e? de la$"
    # a signer followed by the capacity a person signs in ('Je soussigné, Mustapha Kettani, agissant en qualité de
    # Gérant de la société ...') is that person, whatever their name looks like
    signs_as_person = doc.search(
        r"soussigne\w*,?\s+[^,\n\t]+,\s*(?P<v>agissant|en (?:sa )?qualite|(?:gerant|directeur|president)e?\b)"
    )
    if signer and (signs_as_person or re.match(signer_is_no_company, _fold_same_length(signer.value).strip())):
        candidates = [company] if company else []
    hit = named[0] if named else candidates[0] if candidates else None
    if hit and re.search(r"(?:de|pour) (?:la societe|l'entreprise|la ste)\s", _fold_same_length(hit.value)):
        hit = company
    if hit and not named:  # the name cut at the line's end ('... de la société Ocean Textile'): the letterhead's whole
        cut = _fold_same_length(hit.value.strip(" .,"))
        for cell in doc.lines:
            whole = _fold_same_length(cell.text.strip(" .,"))
            if cut and whole.startswith(cut) and 0 < len(whole) - len(cut) <= 12 and _LEGAL_FORM.search(whole):
                hit = _Hit(cell.text.strip(" .,"), hit.line)
                break
    if hit:
        value = re.sub(r"\.\s?(?=" + _FORM_AFTER_SPECK + ")", " ", hit.value, flags=re.IGNORECASE)
        fields.add("employer", _text(value), hit.line)
    else:
        _employer(fields, doc)


# per type --------------------------------------------------------------------------------------------------
def _cin_front(doc: _Text, fields: _Fields) -> None:
    _person_name(fields, doc, full=CARD_FULL_NAME_LABELS)
    if "applicant_name" not in fields.by_name:  # no labels: the name on the lines between title and birth
        _unlabelled_name(doc, fields)
    # a card's Arabic labels are labels too: the French half of 'Né le / تاريخ الازدياد' may be lost on a poor
    # photo while the Arabic half reads
    both = doc.label(  # 'Date et lieu de naissance' over '28.05.1999 - RABAT'
        r"date et lieu de naissance", value=r"\d{1,2}[./ ]\d{1,2}[./ ]\d{4}[ ]*[-,/]?[ ]*[a-z][a-z' \-]+"
    )
    if both:
        iso = parse_date(both.value)
        if iso:
            fields.add("date_of_birth", iso, both.line, "valid")
        fields.add("place_of_birth", re.sub(r"^[\d./ ]+[-,/]?\s*", "", both.value).upper(), both.line)
    # 'Date de nolssance': one letter misread in the small type of a photographed card
    _date(fields, doc, "date_of_birth", r"nee?\s*(?:\(e\))?\s*le", r"date de n[a-z]{3,5}ance", "تاريخ الازدياد")
    if "date_of_birth" not in fields.by_name:  # its labels lost: a card's earliest date is its holder's birth
        dated = [(iso, line) for line in doc.lines for iso in find_dates(line.text) if iso < "2012"]
        if dated:
            iso, line = min(dated, key=lambda pair: pair[0])
            fields.add("date_of_birth", iso, _less_sure(line, UNLABELLED_FACTOR), "valid")
    place = doc.label(
        r"lieu de naissance",
        r"place of birth",  # a bank's KYC record of the card, in English
        r"lieu",
        r"(?<![a-z'])a(?=[\s\u0600-\u06ff]*/)",
        r"(?<=\n)a(?=[^\S\n]*(?:[\n\t]|$))",  # 'à' as a label of its own, the place beside or below it
        "مكان الازدياد",  # last: read right to left, its value is beside it, not under it
        value=r"[a-z][a-z\-'\]]+(?: [a-z][a-z\-']+)*",  # 'OU] DA': a capital J read as a bracket
    ) or doc.search(  # 'à MEKNES' on its line, or after the birth date; its Arabic name after it or not
        # a stop or comma after it ('à CASABLANCA,')
        r"(?:^|\n|\d{4}[ \t]+)a[ \t]*:?[ \t]+(?P<v>[a-z][a-z \-']+)[,.;]?(?=[ \t]*(?:$|[\n\t\u0600-\u06ff]))"
    )
    born = _line_of_date(doc, fields.by_name.get("date_of_birth"))
    if place and born and _before(place.line, born):
        place = None  # a card prints the place with or after the birth date: above it is another label's value
    if place and re.match(r"l'original\b", _fold_same_length(place.value).strip()):
        place = None  # a certified copy's stamp, 'COPIE CERTIFIÉE CONFORME / À L'ORIGINAL', names no place
    if place:
        fields.add("place_of_birth", re.sub(r"(?<=[A-Z])\] ?(?=[A-Z])", "J", place.value.strip().upper()), place.line)
    elif born is not None:  # the label lost: a card prints the place in capitals beside the date, or under it
        for cell in (doc.next_cell(born), doc.beneath(born)):
            if cell is not None and re.fullmatch(r"[A-Z][A-Z' \-]{2,}", cell.text.strip()):
                fields.add("place_of_birth", cell.text.strip(), _less_sure(cell, UNLABELLED_FACTOR))
                break
    _date(
        fields,
        doc,
        "cin_expiry",
        r"valable jusqu'?\s*au",
        r"date d'expiration",
        r"expire le",
        r"val\.",
        r"validite",
        r"jusqu'?\s*au",  # its first word misread ('Valabie jusqu'au')
        "صالحة الى",  # folded: an alef with a hamza below is a plain alef
    )
    if "cin_expiry" not in fields.by_name:  # its label lost: a card's latest date is its expiry (after any issue)
        dated = [(iso, line) for line in doc.lines for iso in find_dates(line.text)]
        birth = fields.by_name.get("date_of_birth")
        if dated and birth is not None:
            iso, line = max(dated, key=lambda pair: pair[0])
            if iso > str(birth.value):
                fields.add("cin_expiry", iso, _less_sure(line, UNLABELLED_FACTOR), "valid")
    # 'W3 98774': a space read; 'B K9 40 2 9 6', 'G 7 68 3 7 4': a number printed letter-spaced, maybe with a speck
    # between its digits ('B E3 2 0: 3 3 2')
    hit = doc.search(r"(?<![a-z0-9])(?P<v>[a-z](?: ?[a-z])? ?\d(?: ?[:.,]? ?\d){4,5})(?![a-z0-9])")
    if hit:
        value = re.sub(r"[ :.,]", "", hit.value.upper())
        fields.add("cin", value, hit.line, "valid" if valid_cin(value) else "invalid")
        return
    # a letter-spaced number with a 1 read 'l' and a 0 read 'O', each alone between spaces ('JA2 7 4 l O 2'): the
    # number only when it checks, less sure
    hit = doc.search(r"(?<![a-z0-9])(?P<v>[a-z](?: ?[a-z])? ?\d(?: ?\d| [lo](?= | ?\d| ?$)){4,5})(?![a-z0-9])")
    if hit:
        compact = hit.value.upper().replace(" ", "")
        letters = re.match(r"[A-Z]+", compact).group(0)  # type: ignore[union-attr]
        value = letters + compact[len(letters) :].replace("L", "1").replace("O", "0")
        if valid_cin(value):
            fields.add("cin", value, _less_sure(hit.line, UNLABELLED_FACTOR), "valid")


def _before(a: TextLine, b: TextLine) -> bool:
    """Line `a` comes before line `b` in reading order: an earlier line of the OCR's reading (which reads a page
    upright, whatever way it was uploaded), else higher on the page."""
    if a.row is not None and b.row is not None and a.page == b.page:
        return a.row < b.row
    return a.bbox is not None and b.bbox is not None and a.bbox[3] < b.bbox[1]


def _line_of_date(doc: _Text, field: ExtractedField | None) -> TextLine | None:
    """The first line that gives the date of `field`."""
    if field is None:
        return None
    return next((line for line in doc.lines if field.value in find_dates(line.text)), None)


def _unlabelled_name(doc: _Text, fields: _Fields) -> None:
    folded = [_fold_same_length(line.text) for line in doc.lines]
    title = next((i for i, f in enumerate(folded) if "carte nationale" in f), None)
    # the birth's row: the card's first date (its label may be lost on a poor photo: 'Re 02.08.1983'), else its label
    birth = next((i for i, line in enumerate(doc.lines) if find_dates(line.text)), None)
    if birth is None:
        birth = next((i for i, f in enumerate(folded) if re.search(r"(?<![a-z])nee?\b|naissance|date de n", f)), None)
    # rows, not cells: a row may hold the name's Arabic form or a scrap beside it
    if title is None or birth is None or not 0 < doc.row_of[birth] - doc.row_of[title] <= 4:
        return
    names = [
        doc.lines[i]
        for i in range(title + 1, birth)
        if doc.row_of[i] < doc.row_of[birth]
        and re.fullmatch(r"[a-z' \-]{2,40}", folded[i].strip())
        and "identite" not in folded[i]
    ]
    # a card prints names in capitals: the rest is OCR's noise, or a label read as a scrap ('Ei CHRAIBI')
    capitals = [w for line in names for w in line.text.split() if w.isupper() and len(w) > 1]
    if names:
        value = _clean_name(" ".join(capitals) if capitals else " ".join(line.text.strip() for line in names))
        _add_name(fields, "applicant_name", value, min(names, key=lambda line: line.confidence))


def _mrz_fields(fields: _Fields, doc: _Text, mrz: dict[str, object] | None, *, expiry_field: str | None) -> None:
    if mrz is None:
        return
    mrz_line = next((ln for ln in doc.lines if "<<" in ln.text), doc.lines[-1])
    valid = bool(mrz["valid"])
    status = "valid" if valid else "invalid"
    # Check digits that hold prove what they cover (number, dates, optional data) better than the OCR's
    # own confidence, which is low on the MRZ font; the name is not covered by any check digit.
    checked = (
        TextLine(mrz_line.text, max(mrz_line.confidence, MRZ_CHECKED_CONFIDENCE), mrz_line.page) if valid else mrz_line
    )
    fields.set("mrz_valid", valid, checked, status)
    cin = str(mrz["cin"])
    if cin and valid_cin(cin):
        fields.add("cin", cin, checked, status)
    if mrz["date_of_birth"]:
        fields.add("date_of_birth", mrz["date_of_birth"], checked, status)
    if expiry_field and mrz["expiry"]:
        fields.add(expiry_field, mrz["expiry"], checked, status)
    if mrz["name"]:
        name, line, status = _name_against_viz(_o_read_twice(str(mrz["name"])), doc, mrz_line)
        fields.add("applicant_name", name, line, status)


def _name_against_viz(name: str, doc: _Text, mrz_line: TextLine) -> tuple[str, TextLine, str]:
    """The MRZ's name checked against the words in capitals of the document's visual zone, which no check digit
    covers either but which is printed in an ordinary typeface: each name word found there as read is confirmed;
    one found with one letter more, fewer or other ('BENNANT' / 'BENNANI', OCR-B's I read T), or as the start
    of a word whose fillers were read as letters ('MEHDIRSKKKKK' / 'MEHDI'), takes the visual zone's spelling.
    Every word confirmed: `valid` at the visual zone's confidence; else `unverified`, as read."""
    viz: dict[str, TextLine] = {}
    for line in doc.lines:
        if "<" in line.text:
            continue
        # not a word whose I was read as a sign ('FASS!', 'BENNAN|'): that is a word cut, not another spelling
        for word in re.findall(r"(?<![A-Za-z])[A-Z]{2,}(?![A-Za-z!|])", line.text):
            if word not in viz or viz[word].confidence < line.confidence:
                viz[word] = line
    words, used = [], []
    for word in name.split():
        if word in viz:
            words.append(word)
            used.append(viz[word])
            continue
        near = [w for w in viz if len(w) >= 3 and one_edit(w, word)]
        if not near:
            near = [
                w
                for w in viz
                if len(w) >= 3 and word.startswith(w) and re.fullmatch(r"([A-Z])\1*|[A-Z]*(.)\2{2,}", word[len(w) :])
            ]
        if len(near) == 1:
            words.append(near[0])
            used.append(viz[near[0]])
        else:
            words.append(word)
    if len(used) == len(words) and words == name.split():
        return name, min(used, key=lambda ln: ln.confidence), "valid"
    return " ".join(words), mrz_line, "unverified"


def _upper_case_repair(value: str) -> str:
    """In text printed in capitals, OCR's lower-case 'l' and '|' are a capital I ('HASSAN Il' is 'HASSAN II')."""
    letters = [c for c in value if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) >= 0.8 * len(letters):
        return value.replace("l", "I").replace("|", "I")
    return value


def _cin_back(doc: _Text, fields: _Fields) -> None:
    hit = doc.label(r"adresse", r"domicile", "العنوان")
    # the address's Arabic line, or the Arabic label beside the French one read as a small scrap ('Adresse - hall'):
    # its Latin line is under it
    if hit and (not re.search(r"[A-Za-z]{2}", hit.value) or re.fullmatch(r"[a-z]{1,5}", hit.value.strip(" -:"))):
        under = doc.beneath(hit.line)
        hit = _Hit(under.text, under) if under is not None and re.search(r"[A-Z]{2}", under.text) else None
    if hit:
        fields.add("address", _address(doc, hit.value, hit.line), hit.line)
    else:
        _unlabelled_address(fields, doc)
    _mrz_fields(fields, doc, parse_td1([ln.text for ln in doc.lines]), expiry_field="cin_expiry")


def _address(doc: _Text, first: str, line: TextLine) -> str:
    """An address from its first line on, with the lines it wraps onto, in capitals repaired."""
    value = " ".join([first, *(wrapped.text for wrapped in doc.wrapped(line))])
    value = _upper_case_repair(re.sub(r"\s+", " ", value).strip())
    # the street named after King Hassan II, in every town: its numeral misread as a number
    return re.sub(r"(?<=\bHASSAN )(?:11|Il|1I|I1)\b", "II", value, flags=re.I)


def _unlabelled_address(fields: _Fields, doc: _Text) -> None:
    """No address label (lost on a poor scan): the card's line in capitals that names a way ('40 BOULEVARD
    ZERKTOUNI FES', 'HAY RIAD RABAT'), a guess; the label read as a small scrap before it is not part of it ('sr 76
    AVENUE HASSAN Il')."""
    for cell in doc.lines:
        text = re.sub(r"^[a-z]{1,3} (?=[A-Z0-9])", "", re.sub(r"\s+", " ", cell.text).strip())
        folded = _fold_same_length(text)
        if re.fullmatch(r"[A-Z0-9][A-Za-z0-9 ,.'\-]+", text) and re.match(_WAY, folded) and not _is_label(folded):
            fields.add("address", _address(doc, text, cell), _less_sure(cell, UNLABELLED_FACTOR))
            return


# A way's name, maybe after its number: an address.
_WAY = r"(?:\d+(?:\s*bis)?[ ,]+)?(?:rue|avenue|av\.|bd|boulevard|hay|lotissement|residence|quartier)\s+[a-z]"


# A passport's name in its visual zone that its MRZ spells otherwise: one of the two readings is wrong, and which
# one is not known (the MRZ's name has no check digit either).
MRZ_DISAGREES_FACTOR = 0.75


def _passport(doc: _Text, fields: _Fields) -> None:
    # a label in both languages, with a slash or without ('Surname Nom' when OCR joins stacked labels)
    # 'Sumame': the small type's 'rn' read as 'm'
    surname = doc.label(r"nom\s*/\s*su(?:rn|m)ame", r"su(?:rn|m)ame(?:\s*/?\s*nom)?", value=_NAME_VALUE)
    given = doc.label(r"prenoms?\s*/\s*given names?", r"given names?(?:\s*/?\s*prenoms?)?", value=_NAME_VALUE)
    mrz = parse_td3([ln.text for ln in doc.lines])
    if surname and given:  # the visual zone: MRZ names carry no check digit
        name = _clean_name(f"{given.value} {surname.value}")
        line = min(surname.line, given.line, key=lambda ln: ln.confidence)
        if mrz and mrz["name"] and name_key(_o_read_twice(str(mrz["name"]))) != name_key(name):
            # two readings of one name that disagree ('ALAOU' over 'P<MARALAOUT<<NADIA'): one of them is misread
            line = _less_sure(line, MRZ_DISAGREES_FACTOR)
        fields.add("applicant_name", name, line)
    _mrz_fields(fields, doc, mrz, expiry_field=None)
    _date(fields, doc, "date_of_birth", r"date de naissance")
    place = doc.label(r"lieu de naissance\s*/\s*place of birth", r"lieu de naissance")
    if place and re.fullmatch(r"[A-Z][A-Z' \-]+", place.value):  # a passport prints the place in capitals
        fields.add("place_of_birth", place.value, place.line)


def _payslip(doc: _Text, fields: _Fields) -> None:
    _employer(fields, doc)
    _employer_cnss(fields, doc, *EMPLOYER_CNSS_LABELS)
    hit = doc.label(r"(?:n°|no)\s*cnss", value=r"\d{7}(?!\d)")  # the letterhead's 'N° CNSS : 9729876': 7 digits
    if hit:
        fields.add("employer_cnss", hit.value, hit.line, "valid")
    for label in (
        r"periode(?: de paie)?",
        r"mois de paie",
        r"mois",
        r"pay period",
        r"period",
    ):  # 'Période de congé : néant' is no period
        hit = doc.label(label)
        # nor is a notice's sentence ('Les cumuls couvrent la période du 01/01/2026 à la fin du mois de paie.')
        if hit is None or _prose(hit.line.text, SENTENCE_WORDS):
            continue
        period = parse_period(hit.value)
        year = None if period else doc.label(r"exercice", r"annee", value=r"(?:19|20)\d{2}\b")
        if year:  # 'Exercice | Mois' over '2026 | Avril': the month and the year in cells of their own
            period = parse_period(f"{hit.value} {year.value}")
        if period:
            fields.add("pay_period", period, hit.line, "valid")
            break
    if "pay_period" not in fields.by_name:  # the 'Mois' header lost: the month word in the cell after the year's
        year = doc.label(r"exercice", value=r"(?:19|20)\d{2}\b")
        beside = doc.next_cell(year.line) if year else None
        if year and beside and re.fullmatch(r"[^\W\d]+", beside.text.strip()):
            fields.add("pay_period", parse_period(f"{beside.text} {year.value}"), year.line, "valid")
    if "pay_period" not in fields.by_name:
        _unlabelled_month(fields, doc)
    _person_name(fields, doc)
    _person_in_prose(fields, doc)
    _addressee(fields, doc, "applicant_name")
    _cin(fields, doc)
    _cnss_number(fields, doc, *CNSS_NUMBER_LABELS)
    _date(fields, doc, "hire_date", *HIRE_DATE_LABELS)
    _text_value(fields, doc, "position", *POSITION_LABELS)
    _position_in_prose(fields, doc)
    _contract(fields, doc)
    _amount(
        fields,
        doc,
        "gross_salary",
        r"salaire brut(?: global| imposable| mensuel)?",
        r"brut global",
        r"total brut",
        r"sal\.? brut",  # an ERP's abbreviation: 'Sal brut | Cot sal. | Net imp.'
        r"gross pay",
    )
    _amount(fields, doc, "net_salary", *NET_LABELS)
    _gross_from_totals(fields, doc)
    _net_from_deductions(fields, doc)
    _net_vs_gross(fields)
    _net_in_words(fields, doc)


NET_LABELS = (
    r"net (?:a )?payer",
    r"net a pay\.",  # an ERP's abbreviation: 'Net à pay. (MAD)'
    r"salaire net(?! imposable)",
    r"net a verser",
    r"net pay",
)  # 'NET | PAYER': the 'A' lost


def _unlabelled_month(fields: _Fields, doc: _Text) -> None:
    """The 'Période' label lost: a range from a month's first day to its last ('DU 01/05/26 AU 31/05/26') is the
    pay period, a guess (a leave's dates do not span a whole month)."""
    date = r"(?:\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}|\d{4}-\d{2}-\d{2})"  # or ISO ('du 2026-07-01 au 2026-07-31')
    hit = doc.search(r"(?<![a-z])du\s+(?P<v>" + date + r"\s+au\s+" + date + ")")
    dates = find_dates(hit.value) if hit else []
    if hit is None or len(dates) != 2:
        return
    (year, month, first), last = map(int, dates[0].split("-")), dates[1]
    if first == 1 and last == f"{year:04d}-{month:02d}-{calendar.monthrange(year, month)[1]:02d}":
        fields.add("pay_period", dates[0][:7], _less_sure(hit.line, UNLABELLED_FACTOR), "valid")


def _gross_from_totals(fields: _Fields, doc: _Text) -> None:
    """No gross labelled: a totals row of the gains and deductions table ('Totaux 28.015,46 6.487,87') gives it
    when its first amount less its second is the net."""
    net = fields.by_name.get("net_salary")
    if "gross_salary" in fields.by_name or not (net and isinstance(net.value, float)):
        return
    # the two figures whose difference is the net, among two or more ('TOTAUX | 28.015,46 | 6.487,87- | 3.931,48',
    # the employer's part too)
    amounts, line = _totals_amounts(doc)
    for gains, deductions in itertools.permutations(amounts, 2):
        if gains > deductions and abs(gains - deductions - net.value) <= 0.011 and line is not None:
            fields.add("gross_salary", gains, line, "valid")
            return


def _totals(doc: _Text) -> tuple[float, float, TextLine] | None:
    """The gains and the deductions of a payslip's totals row ('Totaux | 28.015,46 | 6.487,87'; read right to
    left, '2 610,15 | 23 693,51 | <Arabic> Totaux'): the gains are the larger."""
    amounts, line = _totals_amounts(doc)
    return (max(amounts), min(amounts), line) if len(amounts) == 2 and line is not None else None


def _totals_amounts(doc: _Text) -> tuple[list[float], TextLine | None]:
    """The amounts of a totals row (a payslip's, a statement's; a passbook's numbers its rows: '8 TOTAUX DU MOIS'),
    and its line."""
    hit = doc.search(
        r"(?:^|\n)(?:\d{1,3}[ \t]+)?(?:totaux|total(?: general)?)(?![a-z])[ \t:]*(?P<v>[^\n]*)"
    ) or doc.search(r"(?:^|\n)(?P<v>[^\n]*\d)[^\n\da-z]*(?<![a-z])(?:totaux|total)[ \t:]*(?=\n|$)")
    if hit is None:
        return [], None
    found = re.findall(r"\d{1,3}(?:[ .,]\d{3})*[.,]\d{2}(?!\d)", hit.value.replace("\t", "  "))
    return [a for a in map(parse_amount, found) if a], hit.line


NET_CUT_AT_LEAST = 4  # digits of a net read cut short at its end for it to be taken as gross - deductions


def _net_from_deductions(fields: _Fields, doc: _Text) -> None:
    """Gross less the total of deductions is the net: a net read with its digits spaced apart ('2 1 15 1 69' in a
    framed total), or with one digit lost, whose digits are those of gross - deductions is that amount, `valid`."""
    gross, net = fields.by_name.get("gross_salary"), fields.by_name.get("net_salary")
    if net is not None and isinstance(net.value, float):
        # the totals row's gains less its deductions is the net: the gains take in allowances that are not part of
        # the gross (transport, meals: 'TOTAUX | 35 371,83 | 10 062,45 | <year-to-date cumuls>')
        amounts, _ = _totals_amounts(doc)
        if any(g > d and abs(g - d - net.value) <= 0.011 for g, d in itertools.permutations(amounts, 2)):
            _restatus(fields, net, "valid")
            return
    total = doc.label(r"total (?:des )?retenues(?: salariales)?", r"total deductions", value=r"[^\n\t]*\d[^\n\t]*")
    deductions = parse_amount(total.value) if total else None
    totals = _totals(doc) if deductions is None else None
    if totals and gross and isinstance(gross.value, float) and abs(totals[0] - gross.value) <= 0.011:
        deductions = totals[1]  # the totals row of a table of gains and deductions
    if not (gross and isinstance(gross.value, float) and deductions):
        return
    expected = round(gross.value - abs(deductions), 2)
    if expected <= 0 or (net and isinstance(net.value, float) and abs(net.value - expected) <= 0.01):
        return
    if (
        net
        and isinstance(net.value, float)
        and NET_SHARE_AT_LEAST * gross.value <= net.value <= gross.value
        and _one_digit_lost(f"{abs(deductions):.2f}", f"{gross.value - net.value:.2f}")
    ):
        # the deductions' total read with a digit lost ('161,26' for '1161,26') beside a net that is most of its
        # gross: gross - net holds (a net read with a digit lost, '1 186,69' of a 30 082,52 gross, is no net)
        return
    hit = doc.label(*NET_LABELS, value=r"[^\n\t]*\d[^\n\t]*")
    read, digits = (re.sub(r"\D", "", hit.value) if hit else ""), f"{expected:.2f}".replace(".", "")
    # the same digits, or the same but one digit OCR lost ('1 057,74' for '31 057,74')
    if hit and (read == digits or _one_digit_lost(read, digits)):
        fields.set("net_salary", expected, hit.line, "valid")
        return
    if hit and len(read) >= NET_CUT_AT_LEAST and len(read) * 2 >= len(digits) and digits.startswith(read):
        # a large bold figure read cut short at its end ('10 53' for '10 531,07'): the sum, less sure
        fields.set("net_salary", expected, _less_sure(hit.line, UNLABELLED_FACTOR), "valid")
        return
    # the next candidate: gross less deductions printed elsewhere on the page (a summary row's figure under its
    # header); else the net read fails its check
    printed = _printed(doc, expected)
    if printed is not None:
        fields.set("net_salary", expected, printed, "valid")
        return
    if net is not None:
        _restatus(fields, net, "invalid")
        return
    # the net's label read and its figure not at all (a framed total's check-protection asterisks,
    # '********6 117,90 DH', leave tesseract no word): the payslip's own sum, less sure
    label = doc.search(r"(?<![a-z])(?P<v>net (?:a )?payer|net pay)(?![a-z])")
    if label is not None:
        fields.add("net_salary", expected, _less_sure(label.line, UNLABELLED_FACTOR), "unverified")


def _net_in_words(fields: _Fields, doc: _Text) -> None:
    """The net written out in words ('... la somme nette de onze mille ... dirhams et dix centimes') checks the
    net in figures: the same amount makes it `valid`; another (a misread digit), or no figure at all, and the
    words' amount is the next candidate, `unverified`."""
    # words after 'net' ('... net de 19 435,66 DH (dix-neuf mille ...'), not the gross's ('brut de 26 337,31 DH
    # (vingt-six mille ...), soit un salaire mensuel net de ...': 'net' comes after them)
    gross = fields.by_name.get("gross_salary")
    written = [
        (pos, amount)
        for pos, amount in amounts_in_words(doc.text)
        if re.search(r"net", doc.folded[max(0, pos - 80) : pos])
        and not (gross is not None and isinstance(gross.value, float) and abs(gross.value - amount) <= 0.005)
    ]
    if not written:
        return
    pos, amount = written[-1]
    line = doc.line_at(pos)
    net = fields.by_name.get("net_salary")
    if net is not None and isinstance(net.value, float) and abs(net.value - amount) <= 0.005:
        _restatus(fields, net, "valid")
    elif net is not None and isinstance(net.value, float) and amount.is_integer() and int(net.value) == amount:
        _restatus(fields, net, "valid")  # the dirhams in words, the centimes in figures ('... ET 61 CENTIMES')
    elif net is not None and isinstance(net.value, float) and f"{net.value:.2f}".endswith(f"{amount:.2f}"):
        return  # words cut at their start ('trente-et-t | un mille ...' read as 1 057,74 for 31 057,74)
    elif (
        net is not None and net.validation_status == "valid" and isinstance(net.value, float) and amount < net.value / 2
    ):
        return  # words cut short, a net in figures that its gross checks: 'vingt-neuf' of '... quatre-vingt-neuf'
    else:  # words read as a number are rarely misread into another one; a digit easily is
        fields.set("net_salary", amount, line, "unverified")


def _restatus(fields: _Fields, f: ExtractedField, status: str) -> None:
    line = TextLine("", f.confidence / _STATUS_FACTOR[f.validation_status], f.page)
    fields.set(f.field_name, f.value, line, status)


NET_SHARE_AT_LEAST = 0.3


def _one_digit_lost(read: str, whole: str) -> bool:
    """Whether the figures `read` are those of `whole` with one digit lost (OCR drops a thin '1' at a cell's edge)."""
    read, whole = re.sub(r"\D", "", read), re.sub(r"\D", "", whole)
    return len(read) == len(whole) - 1 and any(whole[:i] + whole[i + 1 :] == read for i in range(len(whole)))


def _net_vs_gross(fields: _Fields) -> None:
    gross, net = fields.by_name.get("gross_salary"), fields.by_name.get("net_salary")
    if gross and net and isinstance(gross.value, float) and isinstance(net.value, float):
        # a net is most of its gross: deductions (CNSS, AMO, IR) never take two thirds of a salary, so a tenth of
        # it is a misreading ('7 647 37' read as 37,00)
        status = "valid" if NET_SHARE_AT_LEAST * gross.value <= net.value <= gross.value else "invalid"
        for f in (gross, net):
            if f.validation_status != "invalid":  # a net that failed gross - deductions stays failed
                _restatus(fields, f, status)


# Dates of one document that must come in this order (a pay period stands for its last day).
_DATE_ORDER = (
    ("date_of_birth", "cin_expiry"),
    ("date_of_birth", "hire_date"),
    ("date_of_birth", "affiliation_date"),
    ("hire_date", "pay_period"),
    ("statement_period_start", "statement_period_end"),
)


def _dates_in_order(fields: _Fields) -> None:
    """Two dates of the same document in the wrong order: both are `invalid` (one of them was misread)."""
    for earlier, later in _DATE_ORDER:
        a, b = fields.by_name.get(earlier), fields.by_name.get(later)
        if not (a and b and isinstance(a.value, str) and isinstance(b.value, str)):
            continue
        b_value = b.value + "-31" if later == "pay_period" else b.value
        if a.value > b_value:
            _restatus(fields, fields.by_name[earlier], "invalid")
            _restatus(fields, fields.by_name[later], "invalid")


def _employment_certificate(doc: _Text, fields: _Fields) -> None:
    _employer_in_prose(fields, doc)
    _person_in_prose(fields, doc)
    _person_name(fields, doc)
    _cin(fields, doc)
    _employer_cnss(fields, doc, *EMPLOYER_CNSS_IN_PROSE)
    # 'La société X (CNSS n° 4670536) atteste ...': an employer's number has 7 digits, an employee's 9
    hit = doc.label(r"cnss(?: (?:n°|no))?", value=r"\d{7}(?!\d)")
    if hit:
        fields.add("employer_cnss", hit.value, hit.line, "valid")
    _employer_cnss(fields, doc, *EMPLOYER_CNSS_LABELS)
    # the date may be written out and run onto the next line, its figures in brackets: 'depuis le vingt-six
    # octobre deux / mille dix (26/10/2010)'
    hit = doc.search(r"depuis\s+le(?:\s*:)?\s+(?P<v>[^\n\t,]+(?:\n[^\n\t,(]*\(\d{1,2}[/.\-]\d{1,2}[/.\-]\d{4}\))?)")
    if hit and parse_date(hit.value):
        fields.add("hire_date", parse_date(hit.value), hit.line, "valid")
    hit = doc.search(
        r"(?:employed|working)\s[^.]{0,60}?since\s+(?P<v>[^\n\t]{6,24})"
    )  # '... has been employed by ... since'
    if hit and parse_date(hit.value):
        fields.add("hire_date", parse_date(hit.value), hit.line, "valid")
    _date(fields, doc, "hire_date", *HIRE_DATE_LABELS)
    _position_in_prose(fields, doc)
    _text_value(fields, doc, "position", *POSITION_LABELS)
    _contract(fields, doc)


def _position_in_prose(fields: _Fields, doc: _Text) -> None:
    hit = doc.search(
        # 'agissant en qualité de' is the signatory's
        r"(?:(?<!agissant )en\s+qualite\s+d[e'](?:\s*:)?"
        r"|occupee?(?:\s+actuellement|\s+a\s+ce\s+jour)*\s+(?:le\s+poste|l'emploi|la\s+fonction)\s+d[e']"
        r"|en\s+tant\s+que|exerce(?:\s+actuellement)?\s+les\s+fonctions\s+d[e']"
        # past the Arabic version's cell that ends the line (two columns not told apart on a poor scan)
        r"|holds\s+the\s+position\s+of|(?<=\d{4})\s+as)(?:\t[^\t\n]*[\u0600-\u06ff][^\t\n]*(?=\n))?"
        r"[\s\"\u00ab\u201c(]*(?P<v>[a-z][^,\n\t]*?)"
        r"(?:\s+(?:en|dans le cadre|sous|depuis"
        r"|a compter)\s+(?:cdi|cdd|contrat|le|du)\b|\s+dans le cadre d|\s+et\s+(?:est|a|fait|percoit)\b|\s+in\s+our\b"
        # a stop ends it where the line ends or a sentence goes on, not before one word that ends the line: a
        # speck read as a stop ('Agent. commercial')
        r"|[,\n]|\.(?=[ \t]*(?:\n|$)|[ \t]+\S+[ \t]+\S)|$)"
    )
    if hit:
        # a stop before a capital is a sentence's end after all ('... as Technicien de maintenance. Her / salary ...')
        value = re.split(r"\.\s+(?=[A-Z])", hit.value)[0]
        fields.add("position", _text(value).strip(' "\u00bb\u201d'), hit.line)


def _salary_certificate(doc: _Text, fields: _Fields) -> None:
    _employment_certificate(doc, fields)
    _amount(
        fields,
        doc,
        "gross_salary",
        r"salaire (?:mensuel\s)?brut(?: mensuel)?",  # '\s': prose runs '... un salaire mensuel / brut de ...'
        r"remuneration (?:mensuelle )?brute(?: mensuelle)?",
        r"brut mensuel",
        r"gross (?:monthly )?salary",
    )
    _amount(
        fields,
        doc,
        "net_salary",
        r"salaire (?:mensuel )?net(?: mensuel)?",
        r"remuneration (?:mensuelle )?nette(?: mensuelle)?",
        r"net mensuel",
        r"et net(?= de )",  # '... un salaire mensuel brut de 30.082,52 Dhs et net de 26.483,36 Dhs'
        r"net (?:monthly )?salary",
    )
    _net_vs_gross(fields)
    _net_in_words(fields, doc)


def _cnss_certificate(doc: _Text, fields: _Fields) -> None:
    _person_name(fields, doc)
    _person_in_prose(fields, doc)
    _cnss_number(fields, doc, *CNSS_NUMBER_LABELS)
    _cin(fields, doc)
    _date(
        fields,
        doc,
        "affiliation_date",
        r"date d'immatric[a-z]{2,5}tion",  # 'Date d'immatriculetion', 'd'immatricuiation': a letter misread
        "تاريخ التسجيل",  # the Arabic label ('date of registration') over a French one misread ('Date dunmatriculahon')
        r"date d'affiliation",
        r"affiliee? depuis le",
        r"(?:immatricule|affilie)(?:e|\(e\))? (?:le|depuis le)",
        r"affiliee? au regime[^\n\t,.:]{0,40}?\sdepuis le",  # '... affiliée au régime de sécurité sociale depuis le'
        # '... immatriculée à la CNSS sous le numéro 123469308 depuis le 2022-12-14', across a line's end ('est
        # immatriculé à' / 'la CNSS sous le numéro ...')
        r"immatricule(?:e|\(e\))?(?:\sa\sla\scnss)?\s+sous\sle\s(?:n°|no|numero)\s\d+\sdepuis\sle",
        r"d\.\s?(?:affi[li1]|immat)\.(?:\s?cnss)?",  # an ERP grid's 'D. affil. CNSS' ('D. affii.': its l read i)
        r"date of (?:registration|affiliation)",  # a sworn translation into English
    )
    _employer_in_prose(fields, doc)
    _employer_cnss(fields, doc, *EMPLOYER_CNSS_LABELS, *EMPLOYER_CNSS_IN_PROSE)


def _bank_statement(doc: _Text, fields: _Fields) -> None:
    _bank_name(fields, doc)
    _holder(fields, doc, "account_holder")
    _rib(fields, doc)
    _statement_period(fields, doc)
    _amount(fields, doc, "opening_balance", *OPENING_LABELS, cents=True)
    _amount(fields, doc, "closing_balance", *CLOSING_LABELS, cents=True)
    _dated_balances(fields, doc)
    _balances_add_up(fields, doc)


def _printed(doc: _Text, amount: float) -> TextLine | None:
    """The line where the page prints this amount in figures ('6 517,66', '-2.345,67', '13279,42'), if it does."""
    for m in re.finditer(r"(?<![\d.,])-?(?:\d{1,3}(?:[ .,]\d{3})+|\d+)[.,]\d{2}(?![\d])", doc.text):
        found = parse_amount(m.group(0))
        if found is not None and abs(found - amount) <= 0.005:
            return doc.line_at(m.start())
    return None


def _balances_add_up(fields: _Fields, doc: _Text) -> None:
    """Opening + credits - debits = closing, with the statement's totals of credits and debits: balances that add
    up are `valid`; a closing balance read with its separators lost ('644123' for '6 441,23') or not read at all
    takes that sum when its digits match or the page prints it elsewhere; else it fails its check, `invalid`."""
    opening, closing = fields.by_name.get("opening_balance"), fields.by_name.get("closing_balance")
    amount = r"[^\n\t]*\d[^\n\t]*"
    credits = doc.label(r"total (?:des )?credits", r"total credits", value=amount)
    debits = doc.label(r"total (?:des )?debits", r"total debits", value=amount)
    credit = parse_amount(credits.value) if credits else None
    debit = parse_amount(debits.value) if debits else None
    if opening is None or not isinstance(opening.value, float):
        return
    if credit is None or debit is None:
        credit, debit = _totals_row(doc, opening.value, closing.value if closing else None)
    if credit is None or debit is None:
        return
    expected = round(opening.value + abs(credit) - abs(debit), 2)
    if closing is not None and isinstance(closing.value, float) and abs(closing.value - expected) <= 0.011:
        _restatus(fields, opening, "valid")
        _restatus(fields, closing, "valid")
        return
    digits = f"{abs(expected):.2f}".replace(".", "")
    if closing is None:  # a figure after the label without its cents' separator ('644123' for '6 441,23')
        hit = doc.label(*CLOSING_LABELS, value=r"[^\n\t]*\d[^\n\t]*")
        value = re.sub(r"\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}", " ", hit.value) if hit else ""
        if hit and re.sub(r"\D", "", value) == digits:
            fields.set("closing_balance", expected, hit.line, "valid")
            return
    elif isinstance(closing.value, float):
        read = f"{abs(closing.value):.2f}".replace(".", "").rstrip("0")
        if read == digits.rstrip("0"):  # the same digits, its separator lost
            raw = closing.confidence / _STATUS_FACTOR[closing.validation_status]
            fields.set("closing_balance", expected, TextLine("", raw, closing.page), "valid")
            return
    printed = _printed(doc, expected)
    if printed is not None:
        fields.set("closing_balance", expected, printed, "valid")
        return
    if closing is not None:
        _restatus(fields, closing, "invalid")


def _totals_row(doc: _Text, opening: float, closing: object) -> tuple[float | None, float | None]:
    """A totals row of two figures with no word for which is which ('TOTAUX DU MOIS 4 261,72 17 166,81' under
    'Retraits | Versements'): the credits and the debits in the order that takes the opening balance to the
    closing one read, if either does."""
    amounts, _ = _totals_amounts(doc)
    if len(amounts) != 2 or not isinstance(closing, float):
        return None, None
    first, second = (abs(a) for a in amounts)
    for credit, debit in ((first, second), (second, first)):
        if abs(opening + credit - debit - closing) <= 0.011:
            return credit, debit
    return None, None


def _statement_period(fields: _Fields, doc: _Text) -> None:
    """'du 01/05/2026 au 31/05/2026' anywhere; else the period's label with two dates ('Période : mai 2026
    (01/05/2026 - 31/05/2026)'); else a month ('Période : mai 2026'), from its first day to its last."""
    hit = doc.search(r"(?<![a-z])(?P<v>du\s+[0-9a-z./\- ]{6,24}?\s+(?:au|a)\s+[0-9a-z./\- ]{6,24})")
    dates = find_dates(hit.value) if hit else []
    # 'du 1er au 31 juillet 2026': the month and year written once, after the last day ('ler': OCR's l for a 1)
    same = doc.search(r"(?<![a-z])du\s+(?P<v>(?:\d{1,2}|[li]er)(?:er)?\s+au\s+\d{1,2}\s+[a-z]+\s+\d{4})")
    if len(dates) < 2 and same:
        end = parse_date(re.sub(r"^\w+\s+au\s+", "", same.value))
        day = re.match(r"\d+", same.value)
        first = int(day.group(0)) if day else 1
        if end and 1 <= first <= int(end[8:]):
            hit, dates = same, [f"{end[:8]}{first:02d}", end]
    if len(dates) < 2:
        hit = doc.label(
            r"periode(?: du releve)?", r"releve du mois(?: de)?", r"statement period", value=r"[^\n\t]*\d[^\n\t]*"
        )
        dates = find_dates(hit.value) if hit else []
        month = parse_period(hit.value) if hit and not dates else None
        if hit and month:
            dates = list(_month_days(month))
    if hit and len(dates) >= 2:
        status = "valid" if dates[0] <= dates[1] else "invalid"
        fields.add("statement_period_start", dates[0], hit.line, status)
        fields.add("statement_period_end", dates[1], hit.line, status)
        return
    # 'Date de début' / 'Date de fin' apart; 'Opérations enregistrées depuis le ...' / 'Arrêté au ...'
    _date(fields, doc, "statement_period_start", r"date de debut", r"operations (?:enregistrees )?depuis le")
    _date(fields, doc, "statement_period_end", r"date de fin", r"(?<!solde )arrete au")
    # else the month named in the statement's title ('Relevé exporté depuis l'application mobile Juin 2026')
    title = doc.search(r"(?<![a-z])(?:releve|exporte)\b[^\n]{0,80}?(?<![a-z])(?P<v>" + _MONTH + r"\s+\d{4})(?!\d)")
    month = parse_period(title.value) if title else None
    if title and month and "statement_period_start" not in fields.by_name:
        line = _less_sure(title.line, UNLABELLED_FACTOR)
        month_start, month_end = _month_days(month)
        fields.add("statement_period_start", month_start, line, "valid")
        fields.add("statement_period_end", month_end, line, "valid")


def _month_days(month: str) -> tuple[str, str]:
    """A month's ('2026-06') first and last days ('2026-06-01', '2026-06-30')."""
    year, number = (int(p) for p in month.split("-"))
    return f"{month}-01", f"{month}-{calendar.monthrange(year, number)[1]:02d}"


_MONTH = "(?:" + "|".join(MONTHS_FR) + ")"
_MONTH_OR_SHORT = "(?:" + "|".join(sorted(MONTH_WORDS, key=len, reverse=True)) + r")\.?"  # 'janv.', 'juin'
_SOLDE_AU = r"(?:au|du|le)\s*:?\s*(?:[0-9]{1,2}[/.\-][0-9]{1,2}[/.\-][0-9]{2,4}|[0-9]{4}-[0-9]{2}-[0-9]{2})"  # or ISO
# a balance's date in brackets after its label: 'Opening balance (01 Jan 2026)'
_DATED = r"(?:\s*\([^)\n\t]{4,20}\))?"
OPENING_LABELS = tuple(
    rf"{label}(?:\s+(?:crediteur|debiteur))?(?:\s+{_SOLDE_AU})?{_DATED}"
    for label in (
        r"solde initial",
        r"ancien solde",
        r"solde precedent",
        r"solde anterieur",
        r"solde d'ouverture",
        r"solde de depart",
        r"solde debut(?: de periode)?",
        r"solde reporte",
        r"opening balance",
        r"balance brought forward",
    )
)
# a month's first day and its last: an app export's 'Solde au 1 juin' | 'Solde au 30 juin'
OPENING_LABELS = (*OPENING_LABELS, r"solde au 1(?:er)? " + _MONTH_OR_SHORT + r"(?: \d{4})?")

CLOSING_LABELS = tuple(
    rf"{label}(?:\s+(?:crediteur|debiteur))?(?:\s+{_SOLDE_AU})?{_DATED}"
    for label in (
        r"solde final",
        r"nouveau solde",
        r"solde de cloture",
        r"solde fin(?: de periode)?",
        r"solde arrete",
        r"closing balance",
        r"balance carried forward",
    )
)
CLOSING_LABELS = (*CLOSING_LABELS, r"solde au (?:28|29|30|31) " + _MONTH_OR_SHORT + r"(?: \d{4})?")


def _dated_balances(fields: _Fields, doc: _Text) -> None:
    """'SOLDE CREDITEUR AU 01.04.2026  566,36' rows: the earliest date's balance opens the period, the latest
    closes it (a debit balance is negative)."""
    found: list[tuple[str, float, TextLine]] = []
    for row in doc.rows:
        text = "\t".join(" ".join(cell.text.split()) for cell in row)
        folded = _fold_same_length(text)
        m = re.search(r"(?<![a-z])solde\b[^\t\n]{0,30}?\b(?:au|du|le)\s*:?\s*(?P<d>[0-9][0-9/.\-]{5,9})", folded)
        if not m:
            continue
        day = parse_date(m.group("d"))
        amount = parse_amount(text[m.end() :])
        if day is None or amount is None:
            continue
        if "debiteur" in folded[: m.start("d")] and amount > 0:
            amount = -amount
        found.append((day, amount, row[-1]))
    if len(found) >= 2:
        first, last = min(found, key=lambda f: f[0]), max(found, key=lambda f: f[0])
        if first[0] < last[0]:
            fields.add("opening_balance", first[1], first[2], "unverified")
            fields.add("closing_balance", last[1], last[2], "unverified")
            # no period read (its end lost at the title's edge): the balances' dates bound it
            fields.add("statement_period_start", first[0], first[2], "unverified")
            fields.add("statement_period_end", last[0], last[2], "unverified")
    elif len(found) == 1:  # one dated balance: the period's end closes it, its start opens it
        day, amount, line = found[0]
        end, start = fields.by_name.get("statement_period_end"), fields.by_name.get("statement_period_start")
        if end is not None and day >= str(end.value):
            fields.add("closing_balance", amount, line, "unverified")
        elif start is not None and day <= str(start.value):
            fields.add("opening_balance", amount, line, "unverified")


def _rib_document(doc: _Text, fields: _Fields) -> None:
    _bank_name(fields, doc)
    _holder(fields, doc, "account_holder")
    _rib(fields, doc)


EXTRACTORS: dict[str, Callable[[_Text, _Fields], None]] = {
    "cin_front": _cin_front,
    "cin_back": _cin_back,
    "passport": _passport,
    "payslip": _payslip,
    "employment_certificate": _employment_certificate,
    "salary_certificate": _salary_certificate,
    "cnss_certificate": _cnss_certificate,
    "bank_statement": _bank_statement,
    "rib": _rib_document,
}


def extract_fields(document_type: str, lines: Sequence[TextLine]) -> list[ExtractedField]:
    """The fields a document of this type carries, in FIELD_NAMES order; `other` has none."""
    from casefile.domain.documents.model import FIELD_NAMES

    extractor = EXTRACTORS.get(document_type)
    if extractor is None:
        return []
    period = PERIOD_PER_PAGE.get(document_type)
    pages = sorted({line.page for line in lines})
    if period and len(pages) > 1:  # several months in one file: the newest month is the document's answer
        readings = [_extract(extractor, [ln for ln in lines if ln.page == page]) for page in pages]
        dated = [r for r in readings if period in r and isinstance(r[period].value, str)]
        if dated:
            newest_first = sorted(dated, key=lambda r: (str(r[period].value), len(r)), reverse=True)
            best = dict(newest_first[0])
            # what the newest page did not read and does not change from month to month (a CIN misread on it):
            # from the next newest page that read it
            for reading in newest_first[1:]:
                for name, found in reading.items():
                    if name not in best and name not in MONTHLY_FIELDS:
                        best[name] = found
            return sorted(best.values(), key=lambda f: FIELD_NAMES.index(f.field_name))
    return sorted(_extract(extractor, lines).values(), key=lambda f: FIELD_NAMES.index(f.field_name))


# Documents that may hold one period per page (the last three payslips in one PDF): each page is read on its
# own, and the page of the newest period gives the fields.
PERIOD_PER_PAGE = {"payslip": "pay_period"}
# A month's own figures: never taken from another month's page.
MONTHLY_FIELDS = frozenset({"pay_period", "gross_salary", "net_salary"})


def _extract(extractor: Callable[[_Text, _Fields], None], lines: Sequence[TextLine]) -> dict[str, ExtractedField]:
    doc = _Text(lines)
    if not doc.lines:
        return {}
    fields = _Fields()
    extractor(doc, fields)
    _dates_in_order(fields)
    return fields.by_name
