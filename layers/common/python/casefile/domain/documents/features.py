"""What the reader knows of a candidate for a field: the evidence of labels by geometry (each relation apart), which
field's label stands nearest, its form and checks, where it stands on the page, and what its words are.

Features are named numbers; the fitted weights (`weights.json`, `make fit-reader`) give each field's use of them.
Nothing here is particular to one document's layout: the same features describe every candidate of every field.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
from collections import Counter
from collections.abc import Sequence
from datetime import date
from typing import Any

from casefile.domain.documents.candidates import (
    TEXT_KINDS,
    Candidate,
    continued_line,
    cuts_at,
    prose_verb,
    wrapped,
    written_legal_form,
)
from casefile.domain.documents.layout import Label, Layout, has_inline_value, relation, share
from casefile.domain.documents.lexicon import SMALL_WORDS, fold, lexicon
from casefile.domain.documents.names import GIVEN_NAMES, name_shape

ROLE_WEIGHT = {"label": 1.0, "weak": 0.5, "prose": 0.8, "not": 1.0}
REACH_ROWS = 12  # rows above a value that a label may stand in (a table's header)


class Evidence:
    """Every label's relation to every candidate, computed once per document."""

    def __init__(self, layout: Layout, candidates: Sequence[Candidate], fields: set[str] | None = None) -> None:
        """`fields`: the document type's fields; another type's prose cues and weak labels are not evidence here
        ('du' names a statement's period, not a payslip's field)."""
        self.layout = layout
        by_row: dict[int, list[Label]] = {}
        for label in layout.labels:
            if label.owner == "_totals":
                continue  # names a statement's rows that are no movement (reader.NO_FLOW), nothing near it
            if fields is not None and label.role not in ("label", "not") and label.owner not in fields:
                continue
            by_row.setdefault(layout.cells[label.cell].row, []).append(label)
        self.relations: list[list[tuple[Label, str, float]]] = []
        headed = _headed(layout)
        for c in candidates:
            cell = layout.cells[c.cell]
            found: list[tuple[Label, str, float]] = []
            for r in range(max(0, cell.row - REACH_ROWS), cell.row + 1):
                for label in by_row.get(r, ()):
                    if label.cell == c.cell and label.start < c.t1 and c.t0 < label.end:
                        continue  # the value's own words
                    rel = relation(layout, label, cell, c.t0, c.t1, c.kind)
                    if rel is None and headed.get(c.cell) == label.cell:
                        rel = ("above", 1.0)
                    if rel is not None:
                        found.append((label, rel[0], rel[1] * label.match.score))
            self.relations.append(found)
        self.columns = _columns(layout, candidates)
        self.scoped = _scoped(layout, candidates)
        # a candidate whose words are all a label's (of a field, or a known word that labels none): 'Échelle' under
        # the heading 'Grade' is labelled, but is no value
        self.label_only = [_label_only(layout, c) for c in candidates]

    def add_at(self, index: int) -> None:
        """The evidence of one more candidate, put together where candidate `index` stands (a name from its parts):
        its labels, and no table column."""
        self.relations.append(self.relations[index])
        self.columns.append(None)
        self.scoped.append(self.scoped[index])
        self.label_only.append(self.label_only[index])


def _label_only(layout: Layout, c: Candidate) -> bool:
    covered = {
        t
        for label in layout.labels_by_cell.get(c.cell, ())
        if label.role in ("label", "not")
        for t in range(label.start, label.end)
    }
    return all(t in covered for t in range(c.t0, c.t1))


def _headed(layout: Layout) -> dict[int, int]:
    """A row of headings over a row of as many values, close under it: each value's cell -> its heading's cell, in
    their order across ('Salaire brut | Total retenues | Net à payer' over '10 300,00 MAD | 1 044,38 MAD | 9 255,62
    MAD': the headings set left, the figures centred in wide boxes, they need not overlap)."""
    out: dict[int, int] = {}
    height = {page: layout.line_height(page) for page in layout.pages}
    for row in range(len(layout.rows) - 1):
        heads, values = layout.rows[row], layout.rows[row + 1]
        if len(heads) < 2 or len(heads) != len(values):
            continue
        first, under = layout.cells[heads[0]], layout.cells[values[0]]
        if under.page != first.page or under.y0 - max(layout.cells[i].y1 for i in heads) > 3 * height[first.page]:
            continue
        if all(_a_heading(layout, i) for i in heads) and not any(_a_heading(layout, i) for i in values):
            out.update(zip(values, heads, strict=True))
    return out


def _a_heading(layout: Layout, cell: int) -> bool:
    """A cell that is mostly a label, with no value beside it ('N° CIN : I759259' heads nothing below it)."""
    return any(
        lab.role in ("label", "weak") and share(layout, lab) >= 0.5 and not has_inline_value(layout, lab)
        for lab in layout.labels_by_cell.get(cell, ())
    )


COLUMNS = ("_debit_col", "_credit_col", "_amount_col", "_balance_col")


def _columns(layout: Layout, candidates: Sequence[Candidate]) -> list[tuple[str, float] | None]:
    """The debit or credit column each amount stands in, else None. Its table's header is the nearest row above it
    that names such a column and holds no figure (on its page; on a page that repeats none, the last one before).
    Its column is that row's heading nearest to it across: a table's amounts are set right under headings set left
    or centred, and need not overlap them; however far down the table, an amount stays in its column. A heading names
    a column when it is most of its cell (a sentence that says 'crédit' is no table's header); a header row holds
    headings only (a movement's row holds figures: 'RETRAIT GAB' | '2 000,00')."""
    heads: dict[int, list[tuple[float, str | None, float]]] = {}  # header row -> (centre, column, match score)
    for label in layout.labels:
        row = layout.cells[label.cell].row
        if (
            label.owner in COLUMNS
            and label.role == "label"
            and row not in heads
            and share(layout, label) >= 0.5
            and not any(ch.isdigit() for i in layout.rows[row] for ch in layout.cells[i].text)
        ):
            heads[row] = []
    if not heads:
        return [None] * len(candidates)
    for row, units in heads.items():
        for i in layout.rows[row]:
            cell = layout.cells[i]
            named = [lab for lab in layout.labels_by_cell.get(i, ()) if lab.owner in COLUMNS and lab.role == "label"]
            if not named:
                units.append(((cell.x0 + cell.x1) / 2, None, 0.0))
            for lab in named:
                x0, x1 = cell.x_of(lab.start, lab.end)
                units.append(((x0 + x1) / 2, lab.owner, lab.match.score))
    rows = sorted(heads)
    page_of = {r: layout.cells[layout.rows[r][0]].page for r in rows}
    out: list[tuple[str, float] | None] = []
    for c in candidates:
        cell = layout.cells[c.cell]
        at = bisect.bisect_left(rows, cell.row) - 1
        if c.kind != "amount" or at < 0:
            out.append(None)
            continue
        head = rows[at]
        if page_of[head] != cell.page and cell.page in page_of.values():
            out.append(None)  # its page has a table of its own, lower down
            continue
        x0, x1 = cell.x_of(c.t0, c.t1)
        _, column, score = min(heads[head], key=lambda u: abs(u[0] - (x0 + x1) / 2))
        out.append((column, score) if column else None)
    return out


HEADING_REACH = 4  # rows under a heading alone on its row that it scopes (a payslip's strip of cumuls)


def _scoped(layout: Layout, candidates: Sequence[Candidate]) -> list[frozenset[str]]:
    """The headings whose scope each amount stands in ('cumulative'). The nearest row above the amount that holds
    such a heading, most of its cell, decides: alone on its row ('Cumuls annuels au 31/05/2025'), it scopes the
    HEADING_REACH rows close under it, none further than two lines from the one above; in a table's header row
    ('Rubrique | Gains | Retenues | Cumul'), the column under it, where it is the header cell nearest the amount."""
    heads: dict[int, list[tuple[int, str]]] = {}  # row -> (cell, scope) of its headings
    for lab in layout.headings:
        if share(layout, lab) >= 0.5:
            heads.setdefault(layout.cells[lab.cell].row, []).append((lab.cell, lab.owner.split(":", 1)[1]))
    return [_scope_of(layout, heads, c) if heads and c.kind == "amount" else frozenset() for c in candidates]


def _scope_of(layout: Layout, heads: dict[int, list[tuple[int, str]]], c: Candidate) -> frozenset[str]:
    """The scopes of the nearest heading row above candidate `c` that reaches it (see `_scoped`)."""
    cell = layout.cells[c.cell]
    for r in range(cell.row - 1, max(-1, cell.row - 1 - REACH_ROWS), -1):
        row = layout.row_cells(r)
        if row[0].page != cell.page:
            break
        if r not in heads:
            continue
        if len(row) > 1:  # a header row: the column whose header is nearest the amount
            x0, x1 = cell.x_of(c.t0, c.t1)
            nearest = min(row, key=lambda h: abs((h.x0 + h.x1) / 2 - (x0 + x1) / 2))
            return frozenset(scope for at, scope in heads[r] if at == nearest.index)
        tops = [layout.row_cells(k)[0] for k in range(r, cell.row + 1)]
        height = layout.line_height(cell.page)
        close = all(b.y0 - a.y1 <= 2 * height for a, b in itertools.pairwise(tops))
        return frozenset(scope for _, scope in heads[r]) if cell.row - r <= HEADING_REACH and close else frozenset()
    return frozenset()


def _owner(relations: list[tuple[Label, str, float]]) -> tuple[str | None, float]:
    """The label that owns a value: the strongest; of two as strong, a field's label over a phrase that only says
    which field the value is not ('Date d'affiliation' is the affiliation date's label, and no employer's number),
    then the nearer: one before it in its own cell over one in the cell before ('Salarié : | Mme LAHLOU NADIA
    Fonction: Cheffe d'atelier' is a position)."""
    best, key = None, (0.0, False, -1)
    for label, rel, s in relations:
        mine = (s * ROLE_WEIGHT.get(label.role, 1.0), label.role != "not", NEARNESS.get(rel, 0))
        if mine > key:
            best, key = ("_not" if label.role == "not" else label.owner), mine
    return best, key[0]


NEARNESS = {"inline": 3, "left": 2, "right": 2, "above": 1}  # of two labels as strong, the nearer owns the value


def features(field_name: str, i: int, c: Candidate, evidence: Evidence, context: dict[str, Any]) -> dict[str, float]:
    """The features of candidate `c` (the i-th) for `field_name`."""
    layout = evidence.layout
    cell = layout.cells[c.cell]
    rels = evidence.relations[i]
    f: dict[str, float] = {"bias": 1.0}
    for label, rel, s in rels:
        if label.owner == field_name:
            if label.role == "label":
                key = f"lab_{rel}"
            elif label.role == "prose":
                key = "lab_prose_cue" if rel in ("inline", "prose") else ""
            elif label.role == "weak":
                key = "lab_weak"
            else:
                key = "lab_not"
            if key:
                f[key] = max(f.get(key, 0.0), s)
        elif label.role in ("label", "prose") and not label.owner.startswith("_"):
            f["other_best"] = max(f.get("other_best", 0.0), s)
    column = evidence.columns[i]
    if column is not None:
        f[column[0][1:]] = column[1]  # debit_col / credit_col
    if "cumulative" in evidence.scoped[i]:
        f["cumulative"] = 1.0  # under a year-to-date heading: no month's figure
    owner, _ = _owner([r for r in rels if r[0].owner not in COLUMNS])
    if owner is None:
        f["own_none"] = 1.0
    elif owner == field_name:
        f["own_f"] = 1.0
    elif owner in ("_other", "_not") or (owner.startswith("_") and not _part_of(owner, field_name)):
        f["own_misc"] = 1.0
    elif _part_of(owner, field_name):
        f["own_part"] = 1.0
    else:
        f["own_other"] = 1.0
    if c.label is not None:
        f["from_label"] = 1.0 if c.label.owner == field_name else 0.0
        f["from_other_label"] = 1.0 if c.label.owner != field_name and not _part_of(c.label.owner, field_name) else 0.0
    f[f"src_{c.source}"] = 1.0
    if c.label is not None and c.label.cell == c.cell and c.label.end <= c.t0:
        # a separator between the label and its value ('Société : X'); a heading's first word is no label
        between = cell.text[cell.chars(c.label.start, c.label.end)[1] : cell.chars(c.t0, c.t1)[0]]
        f["label_sep"] = 1.0 if re.search(r"[:=\-\u2013]", between) else 0.0
    width, height, line = layout.pages.get(cell.page, (1.0, 1.0, 30.0))
    f["conf"] = cell.confidence_of(c.t0, c.t1)
    f["y"] = cell.y0 / max(1.0, height)
    f["x"] = cell.x0 / max(1.0, width)
    f["top"] = 1.0 if f["y"] < 0.15 else 0.0
    f["tall"] = max(-1.0, min(2.0, math.log2(cell.height / max(1.0, line))))
    pages = context["pages"]
    if len(pages) > 1:
        f["page_first"] = 1.0 if cell.page == pages[0] else 0.0
        f["page_last"] = 1.0 if cell.page == pages[-1] else 0.0
    f["repeat"] = math.log1p(context["counts"].get((c.kind, str(c.value)), 1) - 1)
    if c.source == "mrz":
        from casefile.domain.documents.reader import MRZ_FIELD

        same = MRZ_FIELD.get(field_name) == c.extra.get("mrz_field")
        f["mrz_same" if same else "mrz_other"] = 1.0
        if same and c.extra.get("checked"):
            f["mrz_checked"] = 1.0
        if c.extra.get("valid"):
            f["mrz_valid"] = 1.0
        f.pop("conf", None)
        f.pop("tall", None)
    _kind_features(f, c, cell.text, context)
    if c.kind in TEXT_KINDS:
        # a value carried over to the next line of its sentence; a value cut by its line's end where the sentence
        # goes on ('... que Monsieur Soufiane EL' / 'BOUKHARI, né le'), which lost its end
        f["wrapped"] = 1.0 if c.extra.get("wrapped") else 0.0
        # a continuation alone on its row, or beside another column's words (a two-column header), weighed apart
        f["continued"] = 1.0 if c.extra.get("continued") and not c.extra.get("beside") else 0.0
        f["continued_beside"] = 1.0 if c.extra.get("beside") else 0.0
        f["past_stop"] = 1.0 if c.extra.get("past_stop") else 0.0
        # a verb of prose in lower case among its words ('La présente attestation est délivrée'): a sentence, not a
        # name, a title or a company's
        f["verb"] = 1.0 if any(prose_verb(cell, t) for t in range(c.t0, min(c.t1, len(cell.tokens)))) else 0.0
        f["echo"] = _echo(c, context)
        # (an address's block took the lines under its first: it is cut by no line's end)
        took_below = c.extra.get("rows", 1) > 1
        f["line_cut"] = (
            1.0
            if not c.extra.get("wrapped") and not took_below and c.t1 == len(cell.tokens) and c.cell in context["wraps"]
            else 0.0
        )
        # a value that stops at its cell's end where a line alone under it goes on with it (a table's cell wrapped:
        # 'Team Leader Customer' / 'Care'), and that did not take that line
        goes_on = (
            ""
            if c.extra.get("continued") or took_below or c.t1 != len(cell.tokens)
            else _goes_on(context, layout, c.cell, c.t0)
        )
        f["goes_on"] = 1.0 if goes_on == "alone" else 0.0
        f["goes_on_beside"] = 1.0 if goes_on == "beside" else 0.0
    return f


def _goes_on(context: dict[str, Any], layout: Layout, cell: int, t0: int) -> str:
    """Whether a line under the cell goes on with its words from token t0: "alone" on its row, "beside" another
    column's words, or "" (computed once per document)."""
    known: dict[tuple[int, int], str] = context.setdefault("goes_on", {})
    if (cell, t0) not in known:
        line = continued_line(layout, layout.cells[cell], t0)
        known[(cell, t0)] = "" if line is None else "beside" if line[1] else "alone"
    return known[(cell, t0)]


# small words inside a name, in lower case ('Commune d'Ouled Ayad', 'Agence de Développement de l'Oriental')
_LEADING_SMALL = SMALL_WORDS | {"aux", "and"}


def _part_of(owner: str, field_name: str) -> bool:
    """A name's part labels (surname, given names) stand for the whole name's field too."""
    return owner in ("_surname", "_given") and field_name in ("applicant_name", "account_holder")


def _kind_features(f: dict[str, float], c: Candidate, text: str, context: dict[str, Any]) -> None:
    lex = lexicon()
    kind = c.kind
    if kind == "date":
        f[f"form_{c.form}"] = 1.0
        ranked = context["dates"]
        if ranked:
            iso = str(c.value)
            # a date's rank among the page's dates tells most where no field's label claims it: a labelled date's
            # rank is its own feature (weighed apart), so that a label is not outvoted by the usual order
            prefix = "labelled_" if any(f.get(k) for k in ("own_f", "own_other", "own_part")) else ""
            f[f"{prefix}rank_first"] = 1.0 if iso == ranked[0] else 0.0
            f[f"{prefix}rank_last"] = 1.0 if iso == ranked[-1] else 0.0
            latest = date.fromisoformat(ranked[-1])
            years = (latest - date.fromisoformat(iso)).days / 365.25
            f["years_before_latest"] = max(0.0, min(1.5, years / 40))
            f["recent"] = 1.0 if years < 1.5 else 0.0
            f["adult_gap"] = 1.0 if 17 <= years <= 90 else 0.0
        day = int(str(c.value)[8:10])
        f["day1"] = 1.0 if day == 1 else 0.0
        f["month_end"] = 1.0 if day >= 28 and _month_end(str(c.value)) else 0.0
    elif kind == "period":
        f[f"form_{c.form}"] = 1.0
    elif kind == "amount":
        flags = set(c.form.split("+"))
        for flag in ("dec", "grp", "cur", "int", "neg", "ambiguous", "debit_mark", "credit_mark", "negated"):
            if flag in flags:
                f[f"amt_{flag}"] = 1.0
        if c.extra.get("row_debit"):
            f["row_debit"] = 1.0
        if "negated" in flags:  # a twin's evidence for being a debit: the column's header, the row's words
            f["negated_debit_col"] = f.get("debit_col", 0.0)
            f["negated_credit_col"] = f.get("credit_col", 0.0)
            f["negated_row_debit"] = 1.0 if c.extra.get("row_debit") else 0.0
        value = abs(float(c.value))
        f["log_value"] = math.log10(1 + value) / 5
        f["small"] = 1.0 if value < 200 else 0.0
        amounts = context["amounts"]
        if amounts:
            f["rank_largest"] = 1.0 if value >= amounts[0] else 0.0
            f["rank_second"] = 1.0 if len(amounts) > 1 and value == amounts[1] else 0.0
        row_amounts = context["row_amounts"].get(context["cells_row"][c.cell], [])
        f["row_numbers"] = math.log1p(len(row_amounts))
        if row_amounts:
            f["last_in_row"] = 1.0 if row_amounts[-1] == (c.cell, c.t0) else 0.0
    elif kind in ("person", "name_part"):
        words = str(c.value).split()
        folded = [fold(w).strip(".") for w in words]
        f["n_words"] = len(words) / 4
        f["caps"] = sum(w.isupper() for w in words) / len(words)
        given = sum(w.upper().replace("-", "") in GIVEN_NAMES or w.upper() in GIVEN_NAMES for w in words)
        f["given_hits"] = min(2.0, float(given))
        f["given_edge"] = (
            1.0 if words and (words[0].upper() in GIVEN_NAMES or words[-1].upper() in GIVEN_NAMES) else 0.0
        )
        # a particle and the family name it binds, or given names only: one part of a name (fitted per field: for
        # the person's whole name it speaks against, for its part under 'Nom' or 'Prénom' for)
        family_only, given_only = name_shape(words)
        f["family_only"] = 1.0 if family_only else 0.0
        f["given_only"] = 1.0 if given_only and len(words) > 1 else 0.0
        f["org_word"] = 1.0 if any(w in lex.words["legal_forms"] for w in folded) else 0.0
        f["job_word"] = 1.0 if any(w in lex.words["job"] for w in folded) else 0.0
        f["label_word"] = 1.0 if any(w in context["label_words"] for w in folded) else 0.0
        f["town_word"] = 1.0 if any(w in lex.words["towns"] for w in folded) else 0.0
        before = text[: text.find(c.text)] if c.text and c.text in text else ""
        f["civility_before"] = (
            1.0 if re.search(r"(?i)\b(m|mr|mme|mlle|monsieur|madame|mademoiselle|mrs|ms)\.?\s*$", before) else 0.0
        )
        f["composed"] = 1.0 if c.form == "composed" else 0.0
        if c.form == "composed":
            f["part_p"] = float(c.extra.get("part_p", 0.0))
    elif kind in ("org", "text", "place", "address"):
        words = str(c.value).split()
        folded = [fold(w).strip(".,") for w in words]
        f["n_words"] = len(words) / 5
        f["caps"] = sum(w.isupper() for w in words) / len(words)
        f["has_digits"] = 1.0 if re.search(r"\d", str(c.value)) else 0.0
        f["org_word"] = min(2.0, float(sum(w in lex.words["legal_forms"] for w in folded)))
        # a legal form may be two words, the second a small word ('SARL AU': associé unique)
        legal_end = bool(folded) and (
            folded[-1] in lex.words["legal_forms"]
            or " ".join(folded[-2:]) in lex.words["legal_forms"]
            or any(written_legal_form(folded, t) == len(folded) - t for t in range(len(folded) - 1))
        )
        f["legal_end"] = 1.0 if legal_end else 0.0
        # a body's name opens with its kind and goes on in capitals ('Coopérative Agricole Tifawine', 'Commune
        # d'Ouled Ayad', 'Agence de Développement Numérique de l'Oriental'): no legal form need end it
        bare = [re.sub(r"^[dlDL]['\u2019]", "", w) for w in words]
        named = [w for w, low in zip(bare, folded, strict=True) if low not in _LEADING_SMALL and w[:1].isalpha()]
        titled = sum(w[:1].isupper() for w in named) / len(named) if named else 0.0
        f["titled"] = titled
        # (its kind written with a capital: in 'la société Sud Agro Export SARL' the sentence's word is no name's)
        head = len(words) >= 2 and folded[0] in lex.words["legal_forms"] and bare[0][:1].isupper()
        f["org_head"] = 1.0 if head and titled >= 0.75 else 0.0
        f["job_hits"] = min(3.0, float(sum(w in lex.words["job"] for w in folded)))
        f["town"] = (
            1.0 if any(w in lex.words["towns"] for w in folded) or fold(str(c.value)) in lex.words["towns"] else 0.0
        )
        # an address ends with its town ('... RUE 44 NR 7 AGADIR', '... 20250 CASABLANCA')
        f["town_end"] = (
            1.0 if folded and (folded[-1] in lex.words["towns"] or " ".join(folded[-2:]) in lex.words["towns"]) else 0.0
        )
        f["street"] = min(2.0, float(sum(w in lex.words["street"] for w in folded)))
        # a word that names a kind of body ('Agence', 'Société') is a label's word too ('Agence :' on a RIB), but
        # in a longer text it is the name's own head word, not a label left in the value
        # (and the share of its words they are: 'Échelle' is a label, 'Administrateur de 2ème grade' a title with one)
        forms = lex.words["legal_forms"] if len(folded) > 1 else frozenset()
        f["label_word"] = 1.0 if any(w in context["label_words"] and w not in forms for w in folded) else 0.0
        worded = [w for w in folded if w not in _LEADING_SMALL and w[:1].isalpha()] or folded
        f["label_share"] = sum(w in context["label_words"] and w not in forms for w in worded) / max(1, len(worded))
        f["given_hits"] = min(2.0, float(sum(w.upper() in GIVEN_NAMES for w in words)))
        f["block"] = 1.0 if c.form == "block" else 0.0
        f["crosses_label"] = min(
            2.0,
            float(sum(1 for lab in context["labels_by_cell"].get(c.cell, ()) if _cuts_inside(context, lab, c))),
        )
        f["dangling"] = 1.0 if folded and folded[-1] in DANGLING and not legal_end else 0.0
        # a word that begins a clause ('dans le cadre de', 'under a contract') inside the value: the sentence
        # went on past it
        f["clause"] = 1.0 if any(w.split("'")[0] in lex.words["clause"] for w in folded[1:]) else 0.0
        f["letterhead"] = 1.0 if f.get("top") and f.get("tall", 0) > 0.2 else 0.0
    elif kind == "cin":
        f["cin_valid"] = 1.0 if c.form == "valid" else 0.0
        f["cin_lookalike"] = 1.0 if c.form == "lookalike" else 0.0
        f["cin_short"] = 1.0 if sum(ch.isdigit() for ch in str(c.value)) < 5 else 0.0
        # written in an address ('Rue Ibn Sina, BP 1204, Agadir': a post box's number)
        tokens = context["cells"][c.cell].tokens
        around = [t.fold for t in tokens[: c.t0] + tokens[c.t1 :]]
        f["in_address"] = 1.0 if any(w in lex.words["street"] or w in lex.words["towns"] for w in around) else 0.0
    elif kind == "document_number":
        f["code_digits"] = 1.0 if c.form == "digits" else 0.0
        f["code_spaced"] = 1.0 if c.form == "spaced" else 0.0
        f["code_long"] = 1.0 if len(str(c.value)) > 9 else 0.0
        f["code_short"] = 1.0 if len(str(c.value)) < 8 else 0.0
    elif kind in ("cnss9", "cnss7"):
        f["whole"] = 1.0 if c.form == "whole" else 0.0
    elif kind == "rib":
        f["rib_key"] = 1.0 if c.form in ("key", "iban") else 0.0
        f["rib_iban"] = 1.0 if c.form == "iban" else 0.0
        f["rib_row"] = 1.0 if c.source == "row" else 0.0
    elif kind == "bank":
        f["alias_score"] = float(c.extra.get("score", 0.0))
        f["alias_words"] = min(4.0, float(c.extra.get("alias_words", 1))) / 4
        f["rib_code"] = 1.0 if c.extra.get("bank") in context["rib_banks"] else 0.0
        f["letterhead"] = 1.0 if f.get("top") and f.get("tall", 0) > 0.2 else 0.0
    elif kind == "contract":
        for key in ("ticked", "unticked", "ticked_after"):
            if c.extra.get(key):
                f[key] = 1.0
        # another option of its row is ticked, though no box of its own was read: it is the choice not made
        ticked = context["ticked_rows"].get(context["cells_row"][c.cell], set())
        f["sibling_ticked"] = 1.0 if ticked and str(c.value) not in ticked else 0.0


# Small words a value does not end on: a value cut there lost its end ('Chef de', 'Directeur des').
DANGLING = frozenset(
    {"de", "d", "du", "des", "la", "le", "l", "les", "en", "a", "au", "aux", "et", "of", "the", "and", "&"}
)


def _echo(c: Candidate, context: dict[str, Any]) -> float:
    """How often the value's name (a company's without its legal form) is printed elsewhere on the document, in any
    case: a company's name recurs in its letterhead, its text, its stamp and its footer; a word of a sentence seldom."""
    words = fold(str(c.value)).replace(",", " ").split()
    forms = lexicon().words["legal_forms"]
    while words and words[-1].strip(".") in forms:
        words = words[:-1]
    core = " ".join(words)
    if len(core) < 4:
        return 0.0
    found = sum(1 for index, text in context["folded_cells"] if index != c.cell and core in text)
    return math.log1p(min(found, 4))


def _cuts_inside(context: dict[str, Any], label: Any, c: Candidate) -> bool:
    """A label inside the value that ends a value where it stands (`candidates.cuts_at`): the value runs past it."""
    return c.t0 < label.start and label.end <= c.t1 and cuts_at(context["cells"][label.cell], label)


def _month_end(iso: str) -> bool:
    import calendar

    year, month, day = (int(p) for p in iso.split("-"))
    return day == calendar.monthrange(year, month)[1]


def context_of(layout: Layout, candidates: Sequence[Candidate]) -> dict[str, Any]:
    """What features compare a candidate with: the document's dates in order, amounts by size, each row's amounts,
    how often each value occurs, the banks its account numbers name."""
    lex = lexicon()
    dates = sorted({str(c.value) for c in candidates if c.kind == "date"})
    amounts = sorted({abs(float(c.value)) for c in candidates if c.kind == "amount"}, reverse=True)
    cells_row = {cell.index: cell.row for cell in layout.cells}
    row_amounts: dict[int, list[tuple[int, int]]] = {}
    for c in sorted((c for c in candidates if c.kind == "amount"), key=lambda c: (layout.cells[c.cell].x0, c.t0)):
        row_amounts.setdefault(cells_row[c.cell], []).append((c.cell, c.t0))
    counts = Counter((c.kind, str(c.value)) for c in candidates)
    rib_banks = set()
    for c in candidates:
        if c.kind == "rib" and c.form in ("key", "iban"):
            code = str(c.value)[:3]
            rib_banks |= {b.name for b in lex.banks if code in b.codes}
    label_words = {w for p in lex.phrases if p.role in ("label", "not") for w in p.words if len(w) > 3}
    # a choice list's rows: the options ticked on each ('[ ] CDI [X] CDD [ ] Intérim')
    ticked_rows: dict[int, set[str]] = {}
    for c in candidates:
        if c.kind == "contract" and (c.extra.get("ticked") or c.extra.get("ticked_after")):
            ticked_rows.setdefault(cells_row[c.cell], set()).add(str(c.value))
    return {
        "dates": dates,
        "amounts": amounts,
        "cells_row": cells_row,
        "row_amounts": row_amounts,
        "counts": counts,
        "rib_banks": rib_banks,
        "pages": sorted({cell.page for cell in layout.cells}),
        "label_words": label_words,
        "ticked_rows": ticked_rows,
        "labels_by_cell": layout.labels_by_cell,
        "cells": layout.cells,
        "folded_cells": [(cell.index, " ".join(fold(cell.text).replace(",", " ").split())) for cell in layout.cells],
        "wraps": {cell.index for cell in layout.cells if wrapped(layout, cell)},  # lines their sentence goes on from
    }
