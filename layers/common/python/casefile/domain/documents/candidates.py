"""Candidates: every value on a document's pages that could be a field's, by kind.

Each kind has its generator: dates, periods, amounts, CIN-like identifiers, 7- and 9-digit numbers and 24-digit
account numbers are found by their form (`spans`) in every cell (account numbers across a row's cells too: a RIB
printed in groups is cut at its wide gaps); names, companies, job titles, places and addresses are the text a label
points at (the rest of its cell, the next cell, the cell under it, the words after it in prose) and every cell on
its own (a letterhead, a card's name); banks and contracts are the lexicon's names found on the page. A candidate
knows where it stands (cell, tokens) so that `features` can weigh it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from casefile.domain.documents import spans
from casefile.domain.documents.layout import ARABIC, Cell, Label, Layout, holds_label
from casefile.domain.documents.lexicon import ends_with_legal_form, fold, lexicon, misreading, similarity, words
from casefile.domain.documents.names import FAMILY_PARTICLES, GIVEN_NAMES, given_first


@dataclass
class Candidate:
    kind: str
    value: Any
    cell: int
    t0: int  # tokens [t0, t1) of the cell
    t1: int
    form: str = ""
    text: str = ""
    source: str = "free"  # how it was found: free, inline, next, below, prose, row, lexicon
    label: Label | None = None  # the label whose region it came from
    extra: dict[str, Any] = field(default_factory=dict)

    def key(self) -> tuple[Any, ...]:
        return (self.kind, str(self.value), self.cell, self.t0, self.t1)


TEXT_KINDS = ("person", "name_part", "org", "text", "place", "address")
_TRIM = " :;,.-_\u2026|/\\*()[]{}\"'«»=>\u2018\u2019\u201c\u201d\u2013\u2014"


def generate(layout: Layout, kinds: set[str]) -> list[Candidate]:
    out: dict[tuple[Any, ...], Candidate] = {}

    def add(c: Candidate) -> None:
        key = c.key()
        if key not in out or _source_rank(c.source) < _source_rank(out[key].source):
            out[key] = c

    us_order = bool({"date", "period"} & kinds) and spans.month_first([cell.text for cell in layout.cells])
    for cell in layout.cells:
        found_dates = _date_candidates(layout, cell, kinds, us_order, add) if {"date", "period"} & kinds else []
        if "period" in kinds:
            for f in spans.periods(cell.text):
                t0, t1 = cell.token_span(f.start, f.end)
                add(Candidate("period", f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
        if "amount" in kinds:
            taken = [(f.start, f.end) for f in found_dates] + [(f.start, f.end) for f in spans.periods(cell.text)]
            for f in spans.amounts(cell.text):
                if any(s < f.end and f.start < e for s, e in taken):
                    continue
                t0, t1 = cell.token_span(f.start, f.end)
                add(Candidate("amount", f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
        if "cin" in kinds:
            for f in spans.cins(cell.text):
                t0, t1 = cell.token_span(f.start, f.end)
                if t1 - t0 > 1 and _labels_another(layout, cell, t0):
                    continue  # 'RC 92773': a trade register's label and its number, no CIN of two letters
                add(Candidate("cin", f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
        if "document_number" in kinds:
            for f in spans.codes(cell.text):
                t0, t1 = cell.token_span(f.start, f.end)
                add(Candidate("document_number", f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
        for kind, length in (("cnss9", 9), ("cnss7", 7)):
            if kind in kinds:
                for f in [*spans.digit_runs(cell.text, (length,)), *spans.ruled_runs(cell.text, length)]:
                    t0, t1 = cell.token_span(f.start, f.end)
                    add(Candidate(kind, f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
    if "amount" in kinds:
        _debit_twins(layout, out)
    if "rib" in kinds:
        _ribs(layout, add)
    if "bank" in kinds:
        _banks(layout, add)
        _banks_of_ribs(out, add)
    if "contract" in kinds:
        _contracts(layout, add)
    if set(TEXT_KINDS) & kinds:
        _texts(layout, kinds, add)
    return list(out.values())


def _labels_another(layout: Layout, cell: Cell, t: int) -> bool:
    """Whether token t of a cell is, as a word of its own, a label of something other than a CIN ('RC', 'IF')."""
    return any(
        lab.start <= t < lab.end and lab.owner != "cin" and lab.role == "label"
        for lab in layout.labels_by_cell.get(cell.index, ())
    )


_DEBIT_WORDS = frozenset({"debit", "debiteur", "debiteurs", "db", "dr", "deb", "overdrawn", "decouvert"})
_BALANCE_WORDS = frozenset({"solde", "balance"})


def _of_other_sign(c: Candidate) -> Candidate:
    """An amount's twin of the other sign (`negated`: the sign is not as printed)."""
    twin = Candidate("amount", -float(c.value), c.cell, c.t0, c.t1, c.form + "+negated", c.text, c.source)
    twin.extra["negated"] = True
    return twin


def _debit_twins(layout: Layout, out: dict[tuple[Any, ...], Candidate]) -> None:
    """A balance may be a debit without a sign of its own: printed in a statement's debit column, or on a row that
    says so ('SOLDE DEBITEUR AU ...'). Each unsigned amount gets a negative twin; the weights decide, from the
    column's header and the row's words (features `debit`, `row_debit`), which of the two is the value."""
    rows_with_debit = {cell.row for cell in layout.cells if any(t.fold in _DEBIT_WORDS for t in cell.tokens)}
    # a cell that says its balance is a debit ('SOLDE DEBITEUR EN VOTRE DEFAVEUR : 2.035,75 DIRHAMS'): its amount is
    # that balance, below zero; the amount as printed is no value of it
    debit_balances = {cell.index for cell in layout.cells if _says_debit_balance([t.fold for t in cell.tokens])}
    for c in list(out.values()):
        if c.kind == "amount" and float(c.value) < 0 and "loose" in c.form.split("+"):
            # its minus after it or set apart before it may be a rule's end or a dash ('Solde final 5,485.94-' over a
            # rule, a table's rule read '- 3.553,00'): the amount as printed unsigned is a twin too, which the
            # statement's movements may settle
            twin = _of_other_sign(c)
            out[twin.key()] = twin
        if c.kind != "amount" or float(c.value) <= 0 or "neg" in c.form:
            continue
        twin = _of_other_sign(c)
        twin.extra["row_debit"] = layout.cells[c.cell].row in rows_with_debit
        c.extra["row_debit"] = twin.extra["row_debit"]
        out[twin.key()] = twin
        if c.cell in debit_balances:
            del out[c.key()]


def _says_debit_balance(folds: list[str]) -> bool:
    """Whether words name a balance a debit: 'solde débiteur', 'debit balance' (a debit word at most two words from a
    balance word: 'solde au 31/03 débiteur' is cut into more words than that by its date)."""
    at = [i for i, w in enumerate(folds) if w in _BALANCE_WORDS]
    return any(folds[j] in _DEBIT_WORDS for i in at for j in range(max(0, i - 1), min(len(folds), i + 3)) if j != i)


def _source_rank(source: str) -> int:
    return (
        "inline",
        "next",
        "below",
        "prose",
        "row",
        "lexicon",
        "free",
        "stack",
        "run",
        "composed",
        "mrz",
        "bank_code",
    ).index(source)


def _ribs(layout: Layout, add: Any) -> None:
    """24-digit account numbers in a cell or across a row's cells (groups cut apart at wide gaps)."""
    for row in layout.rows:
        cells = [layout.cells[i] for i in row]
        text = ""
        starts = []
        for cell in cells:
            starts.append(len(text))
            text += cell.text + " "
        for f in spans.ribs(text):
            first = max(i for i, s in enumerate(starts) if s <= f.start)
            last = max(i for i, s in enumerate(starts) if s < f.end)
            cell = cells[first]
            t0, _ = cell.token_span(f.start - starts[first], f.end - starts[first])
            end_cell = cells[last]
            _, t1 = end_cell.token_span(0, f.end - starts[last])
            c = Candidate(
                "rib",
                f.value,
                cell.index,
                t0,
                len(cell.tokens) if last > first else t1,
                f.form,
                text[f.start : f.end],
                "row" if last > first else "free",
            )
            c.extra["cells"] = [x.index for x in cells[first : last + 1]]
            add(c)


def _banks_of_ribs(out: dict[tuple[Any, ...], Candidate], add: Any) -> None:
    """The bank an account number names: a RIB whose key checks begins with its bank's code (its first three figures),
    which names one bank of the lexicon. A candidate where the RIB stands, whatever the page prints of the bank's name
    (a logo, a name split over lines)."""
    for c in [c for c in out.values() if c.kind == "rib" and c.form in ("key", "iban")]:
        rib = str(c.value)
        code = rib[4:7] if rib.startswith("MA") else rib[:3]
        banks = [b for b in lexicon().banks if code in b.codes]
        if len(banks) == 1:
            found = Candidate("bank", banks[0].name, c.cell, c.t0, c.t1, "1.00", c.text, "bank_code")
            found.extra.update(bank=banks[0].name, score=1.0, alias_words=1)
            add(found)


def _banks(layout: Layout, add: Any) -> None:
    """The banks of the lexicon named on the page: each alias's words found in a cell's words (near ones count:
    'Attijariwafa' read 'Attljariwafa'); the candidate is the name as printed."""
    lex = lexicon()
    for cell in layout.cells:
        folds = [t.fold for t in cell.tokens]
        for bank in lex.banks:
            for alias in bank.aliases:
                n = len(alias)
                for i in range(len(folds) - n + 1):
                    score = _alias_score(folds[i : i + n], alias)
                    if score:
                        t0, t1 = i, i + n
                        # the printed name runs on with the bank's usual words ('BANK', 'MAROC', 'du Maroc'), not
                        # with its legal form ('CFG Bank S.A.': the bank is CFG Bank); one read with a letter for
                        # another ('Attijariwafa hank') as that word
                        usual = [_usual_bank_word(f) for f in folds[t1:]]
                        goes_on = 0
                        while goes_on < len(usual) and usual[goes_on]:
                            if usual[goes_on] == "du" and usual[goes_on + 1 : goes_on + 2] != ["maroc"]:
                                break
                            goes_on += 1
                        t1 += goes_on
                        start, end = cell.chars(t0, t1)
                        printed = cell.text[start:end].strip(_TRIM)
                        if usual[:goes_on] != folds[t0 + n : t1]:
                            on = zip(usual[:goes_on], _printed_words(cell, t0 + n, t1), strict=True)
                            words_on = [_as_printed(str(w), p) for w, p in on]
                            printed = " ".join([cell.text[start : cell.chars(t0, t0 + n)[1]].strip(_TRIM), *words_on])
                        # a name read with a letter for another ('societe Générate Maroc') is the bank the lexicon
                        # names; one read as printed keeps the document's own spelling
                        value = printed if score >= 1.0 else bank.name
                        c = Candidate("bank", value, cell.index, t0, t1, f"{score:.2f}", printed, "lexicon")
                        c.extra["bank"] = bank.name
                        c.extra["score"] = score
                        c.extra["alias_words"] = n
                        add(c)
                if n > 1 and len(joined := "".join(alias)) >= JOINED_ALIAS_AT_LEAST:
                    # a logo's words set close, read as one ('CFGBank'): the bank's name as the lexicon writes it
                    for i, printed_fold in enumerate(folds):
                        if score := _alias_score([printed_fold], [joined]):
                            c = Candidate("bank", bank.name, cell.index, i, i + 1, f"{score:.2f}", bank.name, "lexicon")
                            c.extra.update(bank=bank.name, score=score, alias_words=n)
                            add(c)
        _banks_wrapped(layout, cell, folds, add)


# The words a bank's printed name runs on with past its alias
BANK_NAME_GOES_ON = ("bank", "banque", "maroc", "du", "group", "groupe")


def _usual_bank_word(folded: str) -> str | None:
    """The usual word of a bank's name this folded word reads as, or None: exactly, or with one letter of four or
    more read as a look-alike, dropped or added ('hank': 'bank'). A word that short needs a bank's alias before it
    to be read so."""
    from rapidfuzz.distance import Levenshtein

    if folded in BANK_NAME_GOES_ON:
        return folded
    return next(
        (w for w in BANK_NAME_GOES_ON if len(w) > 3 and Levenshtein.distance(folded, w) == 1 and misreading(folded, w)),
        None,
    )


def _printed_words(cell: Cell, t0: int, t1: int) -> list[str]:
    """The cell's words as printed from token t0 to t1, one for each token."""
    return [cell.text[slice(*cell.chars(t, t + 1))].strip(_TRIM) for t in range(t0, t1)]


def _as_printed(word: str, printed: str) -> str:
    """`word` in the case the document prints `printed` in."""
    return word.upper() if printed.isupper() else word.capitalize() if printed[:1].isupper() else word


JOINED_ALIAS_AT_LEAST = 6  # the letters of an alias read as one word that may name its bank ('cfgbank', not 'cfg')


def _alias_score(folds: list[str], alias: tuple[str, ...] | list[str]) -> float:
    """How well words read as an alias's words, word by word (0: not that alias)."""
    score = 1.0
    for printed, word in zip(folds, alias, strict=True):
        score *= similarity(printed, word) if len(word) > 3 else float(printed == word)
        if not score:
            break
    return score


def _banks_wrapped(layout: Layout, cell: Cell, folds: list[str], add: Any) -> None:
    """A bank's name that a letterhead wraps onto its next line ('BMCE Bank of' / 'Africa', 'Crédit Agricole du' /
    'Maroc'): an alias whose first words end the cell and whose others open the line that goes on under it."""
    height = layout.line_height(cell.page)
    below: Cell | None = None
    # the line under the cell, where the name starts (lined up with it), as printed and folded; its first words must
    # end the alias, so it may share its row with another column (a letterhead's name beside the document's title)
    going_on: dict[int, tuple[list[str], list[str]]] = {}
    for bank in lexicon().banks:
        for alias in bank.aliases:
            n = len(alias)
            for cut in range(1, min(n, len(folds) + 1)):  # the alias's words on the cell's line
                t0 = len(folds) - cut
                if not _alias_score(folds[t0:], alias[:cut]):
                    continue
                if below is None:
                    below = _below(layout, cell)
                    if below is None or below.y0 - cell.y1 > height:
                        return
                if t0 not in going_on:
                    lined_up = abs(below.x0 - cell.tokens[t0].x0) <= height / 2
                    more = below.text if lined_up else ""
                    going_on[t0] = (more.split(), [w for w, _, _ in words(fold(more))])
                printed_words, further = going_on[t0]
                if len(further) < n - cut:
                    continue
                score = _alias_score([*folds[t0:], *further[: n - cut]], alias)
                if not score:
                    continue
                start, _ = cell.chars(t0, len(folds))
                printed = f"{cell.text[start:].strip(_TRIM)} {' '.join(printed_words[: n - cut]).strip(_TRIM)}"
                c = Candidate("bank", printed, cell.index, t0, len(folds), f"{score:.2f}", printed, "lexicon")
                c.extra.update(bank=bank.name, score=score, alias_words=n, wrapped=True, continued=True)
                add(c)


def _contracts(layout: Layout, add: Any) -> None:
    """The lexicon's contract wordings on the page, each span as the code whose wording it reads best ('durée
    indéterminée' is CDI, though it is one letter group from 'durée déterminée'), also where a line's end cuts one
    ('... en vertu d'un contrat à durée' / 'indéterminée.')."""
    alone = lexicon().words["status_alone"]
    for cell in layout.cells:
        folds = [t.fold for t in cell.tokens]
        for (i, j), code in _contract_spans(folds).items():
            if _in_a_company_name(cell, i, j):
                continue
            if " ".join(folds[i:j]) in alone and (i, j) != (0, len(folds)):
                continue  # 'Titulaire de la CIN', 'Titulaire du compte': no contract
            start, end = cell.chars(i, j)
            add(_contract(cell, code, i, j, cell.text[start:end], start, end))
        if len(folds) == 1 and (misread := _misread_code(layout, cell)):
            add(_contract(cell, misread, 0, 1, cell.text, 0, len(cell.text)))
        more = wrapped(layout, cell) or continuation(layout, cell, 0)
        if not more or not folds:
            continue
        further = [w for w, _, _ in words(fold(more))]
        for (i, j), code in _contract_spans(folds + further, across=len(folds)).items():
            start, _ = cell.chars(i, len(folds))
            text = f"{cell.text[start:].rstrip()} {' '.join(more.split()[: j - len(folds)])}"
            c = _contract(cell, code, i, len(folds), text, start, len(cell.text))
            c.extra["wrapped"] = True
            add(c)


def _misread_code(layout: Layout, cell: Cell) -> str | None:
    """A contract's short code read with look-alike letters ('coi' for 'CDI': a short word is matched exactly
    elsewhere), standing alone in the cell right of the contract's label: the code it reads as, when it reads as one
    only."""
    word = cell.tokens[0].fold
    before = _previous_in_row(layout, cell)
    if before is None or not any(lab.owner == "contract_type" for lab in layout.labels_by_cell.get(before.index, ())):
        return None
    codes = {
        code
        for key, code in lexicon().contracts.items()
        if len(key) == 1 and len(key[0]) == len(word) and key[0] != word and misreading(word, key[0])
    }
    return codes.pop() if len(codes) == 1 else None


def _contract_spans(folds: list[str], across: int | None = None) -> dict[tuple[int, int], str]:
    """Each span of words that reads as a contract's wording, and the code of the wording it reads best; with
    `across`, only the spans that hold the words on both sides of that index (a line's end)."""
    best: dict[tuple[int, int], tuple[float, str]] = {}
    for key, code in lexicon().contracts.items():
        n = len(key)
        first = 0 if across is None else max(0, across - n + 1)
        last = len(folds) - n + 1 if across is None else min(across, len(folds) - n + 1)
        for i in range(first, last):
            score = 1.0
            for k, w in enumerate(key):
                score = min(score, similarity(folds[i + k], w) if len(w) > 3 else float(folds[i + k] == w))
                if score == 0:
                    break
            if score > 0 and score > best.get((i, i + n), (0.0, ""))[0]:
                best[(i, i + n)] = (score, code)
    return {span: code for span, (_, code) in best.items()}


def _contract(cell: Cell, code: str, t0: int, t1: int, text: str, start: int, end: int) -> Candidate:
    c = Candidate("contract", code, cell.index, t0, t1, "", text, "lexicon")
    before = cell.text[max(0, start - 4) : start]
    after = cell.text[end : end + 4]
    c.extra["ticked"] = bool(re.search(r"[xX\u2612\u2611\u2713\u2714]\s*[\]\)]?\s*$", before))
    c.extra["unticked"] = bool(re.search(r"[\[\(\u2610\u25a1]\s*[\]\)]?\s*$", before)) and not c.extra["ticked"]
    c.extra["ticked_after"] = bool(re.match(r"\s*[\[\(]?\s*[xX\u2612\u2611\u2713\u2714]", after))
    return c


def _date_candidates(layout: Layout, cell: Cell, kinds: set[str], month_first: bool, add: Any) -> list[spans.Found]:
    """A cell's dates, as dates and as the months they fall in; and a date its line's end cuts."""
    found_dates = spans.dates(cell.text, month_first=month_first)
    for f in found_dates:
        t0, t1 = cell.token_span(f.start, f.end)
        if "date" in kinds:
            add(Candidate("date", f.value, cell.index, t0, t1, f.form, cell.text[f.start : f.end]))
        if "period" in kinds:
            add(Candidate("period", str(f.value)[:7], cell.index, t0, t1, "date", cell.text[f.start : f.end]))
    if "date" in kinds:
        _dates_across_the_line_end(layout, cell, month_first, add)
    return found_dates


SEAM_WORDS = 3  # words each side of a line's end that a date cut by it may span


def _dates_across_the_line_end(layout: Layout, cell: Cell, month_first: bool, add: Any) -> None:
    """A date a sentence's line end cuts ('... since April 3,' / '2017 under a permanent contract', 'depuis le 3' /
    'juin 2024 en qualité de'): the line's last words joined to the next line's first, where the next line goes on
    with it, a candidate placed on the line's end; and a date a gap cuts in two cells of its row ('February 20,' /
    '1973': the OCR read the year as a word apart), joined to the next cell where it stands close."""
    if not cell.tokens:
        return
    start = cell.chars(max(0, len(cell.tokens) - SEAM_WORDS), len(cell.tokens))[0]
    tail = cell.text[start:].rstrip()
    for following, wrapped in ((_line_going_on(layout, cell), True), (_close_in_row(layout, cell), False)):
        if following is None or not following.tokens:
            continue
        head = following.text[: following.chars(0, min(SEAM_WORDS, len(following.tokens)))[1]]
        joined = f"{tail} {head}"
        for f in spans.dates(joined, month_first=month_first):
            if f.start < len(tail) < f.end:
                t0 = cell.token_span(start + f.start, len(cell.text))[0]
                c = Candidate("date", f.value, cell.index, t0, len(cell.tokens), f.form, joined[f.start : f.end])
                c.extra["wrapped"] = wrapped
                add(c)


CLOSE_IN_ROW = 2.0  # line heights between two cells of a row that one value may still span


def _close_in_row(layout: Layout, cell: Cell) -> Cell | None:
    """The next cell of the cell's row where it stands within CLOSE_IN_ROW line heights of it."""
    following = _next_in_row(layout, cell)
    if following is None or following.x0 - cell.x1 > CLOSE_IN_ROW * layout.line_height(cell.page):
        return None
    return following


def _line_going_on(layout: Layout, cell: Cell) -> Cell | None:
    """The first cell of the next row where a sentence's line goes on: the cell ends its row, and the next row starts
    close under it, no further right than the paragraph."""
    row = layout.rows[cell.row]
    beside = [layout.cells[i] for i in row[row.index(cell.index) + 1 :]]
    if any(not _other_language(other) for other in beside) or re.search(r"[.;:!?]\s*$", cell.text):
        return None  # a line that ends its sentence, or stands before more of its row's text
    following = _first_of_next_row(layout, cell)
    height = layout.line_height(cell.page)
    if following is not None and following.x0 > cell.x0 + 2 * height and cell.row + 2 < len(layout.rows):
        # the next row may be another column's line set a little higher (a bilingual letter's other language):
        # the line under the paragraph's is then the first of the row after it
        after = layout.cells[layout.rows[cell.row + 2][0]]
        if after.page == cell.page and abs(after.x0 - cell.x0) <= 2 * height:
            following = after
    if following is None or following.y0 - cell.y1 > 1.5 * height or following.x0 > cell.x0 + 2 * height:
        return None
    return following


SCRAP_BELOW = 0.35  # a cell read this poorly is scraps (Arabic script through the Latin model, a stamp)


def _other_language(cell: Cell) -> bool:
    """Whether a cell is the other language's column of a bilingual page beside a Latin line: Arabic script, or
    scraps read poorly (Arabic read by the Latin model)."""
    return cell.confidence < SCRAP_BELOW or len(ARABIC.findall(cell.text)) > len(cell.text) / 2


def _in_a_company_name(cell: Cell, t0: int, t1: int) -> bool:
    """Whether words [t0, t1) are a word of a company's name ('Atlas Intérim Ressources SARL'): capitalised, with a
    legal form a few words after them in the same cell and no stop between."""
    begin, end = cell.chars(t0, t1)
    if not cell.text[begin : begin + 1].isupper():
        return False
    forms = lexicon().words["legal_forms"]
    for t in range(t1, min(len(cell.tokens), t1 + 4)):
        if re.search(r"[,;:.()]", cell.text[end : cell.chars(t, t + 1)[0]]):
            return False
        if cell.tokens[t].fold in forms:
            return True
    return False


# text values ------------------------------------------------------------------------------------------------------
# Where a value of text ends in prose: a comma, a stop, a bracket, or one of these words.
_PROSE_STOPS = frozenset(
    [
        "depuis",
        "a",
        "compter",
        "partir",
        "au",
        "sein",
        "chez",
        "dans",
        "pour",
        "avec",
        "sous",
        "since",
        "at",
        "with",
        "from",
        "titulaire",
        "ne",
        "nee",
        "demeurant",
        "sise",
        "situee",
        "immatriculee",
        "immatricule",
        "affiliee",
        "affilie",
        "dont",
        "en",
        "occupe",
        "occupant",
        "and",
        "et",
        "ce",
        "qui",
        "le",
        "la",
    ]
)
_VALUE_WORD = re.compile(r"^[^\W\d_][\w'\u2019\-.&]*$")


def cuts(label: Label) -> bool:
    """A label that ends the value before it in its cell: a field's own label (not a weak or fuzzy one, not a small
    word of prose)."""
    return label.role in ("label", "not") and label.match.score >= 0.9 and len(label.match.phrase.text) >= 3


def cuts_at(cell: Cell, label: Label) -> bool:
    """A label that ends the value before it where it stands (`cuts`), not a word of that value (`_inside_a_value`)."""
    return cuts(label) and not _inside_a_value(cell, label)


def _texts(layout: Layout, kinds: set[str], add: Any) -> None:
    lex = lexicon()
    label_starts: dict[int, list[int]] = {}
    separated: set[tuple[int, int]] = set()  # (cell, start) of the cutting labels followed by their colon
    for label in layout.labels:
        cell = layout.cells[label.cell]
        if cuts_at(cell, label):
            label_starts.setdefault(label.cell, []).append(label.start)
            if label.end < len(cell.tokens) and cell.text[cell.chars(label.start, label.end)[1] :].lstrip()[:1] == ":":
                separated.add((label.cell, label.start))
    for label in layout.labels:
        kind = lex.kind(label.owner)
        if kind not in TEXT_KINDS and label.owner != "_other":
            continue
        cell = layout.cells[label.cell]
        stops = sorted(s for s in label_starts.get(cell.index, []) if s >= label.end)
        end = stops[0] if stops else len(cell.tokens)
        if end > label.end:
            source = "prose" if label.role == "prose" else "inline"
            _region(layout, cell, label.end, end, source, label, kinds, add)
            if stops and (cell.index, stops[0]) not in separated:
                # past the next label too: a label's word may be the value's own ('Responsable qualité', in prose
                # 'occupe le poste de Chef de service' / 'systèmes d'information'), not one followed by its colon;
                # the features count the labels a value crosses and a value left hanging on a small word
                further = stops[1] if len(stops) > 1 else len(cell.tokens)
                _region(layout, cell, label.end, further, source, label, kinds, add)
        if label.role == "prose":
            if label.end == len(cell.tokens):  # the sentence goes on in the next cell, or on the next line
                following = _next_in_row(layout, cell) or _first_of_next_row(layout, cell)
                if following is not None:
                    stops = sorted(label_starts.get(following.index, []))
                    _region(
                        layout, following, 0, stops[0] if stops else len(following.tokens), "prose", label, kinds, add
                    )
            continue
        if end == len(cell.tokens) or end == label.end:
            right = _next_in_row(layout, cell)
            if right is not None:
                stops = sorted(label_starts.get(right.index, []))
                r_end = stops[0] if stops else len(right.tokens)
                if r_end > 0:
                    _region(layout, right, 0, r_end, "next", label, kinds, add)
            below = _below(layout, cell)
            if below is not None:
                stops = sorted(label_starts.get(below.index, []))
                b_end = stops[0] if stops else len(below.tokens)
                if b_end > 0:
                    _region(layout, below, 0, b_end, "below", label, kinds, add)
    if "person" in kinds:
        _stacked_names(layout, add)
    for cell in layout.cells:
        if cell.tokens:
            starts = sorted(s for s in label_starts.get(cell.index, []) if s > 0)
            _region(layout, cell, 0, len(cell.tokens), "free", None, kinds, add)
            if starts:
                _region(layout, cell, 0, starts[0], "free", None, kinds, add)
            if "person" in kinds or "name_part" in kinds:
                _name_runs(layout, cell, add)
            if "org" in kinds:
                _org_runs(cell, add)


_JOINING = frozenset({"de", "d", "du", "des", "of", "a", "au", "aux", "en"})  # prepositions; an article precedes labels


def _inside_a_value(cell: Cell, label: Label) -> bool:
    """Whether a label's words are a value's own, not a label that ends the value before it: joined to that value by a
    small word ('Chef de service'), or labelling nothing, the sentence's punctuation right after it ('en qualité de
    Responsable qualité, dans le cadre ...')."""
    if written_legal_form([t.fold for t in cell.tokens], label.start):
        return True  # 'Société' opening a legal form written out ('…, Société Anonyme'): the name's own end
    if label.start > 0 and label.end == len(cell.tokens) and _opens_a_written_form(cell, label):
        return True  # ... which the line's end cuts ('... de Transport Frigorifique, Société' / 'Anonyme')
    if label.start == 0:
        return False
    if cell.tokens[label.start - 1].fold in _JOINING and label.end < len(cell.tokens):
        return True  # (a label that ends its line labels what follows: 'depuis 2021 en qualité' / 'de Déléguée …')
    last = label.end - 1
    start, end = cell.chars(last, last + 1)
    return _ends_sentence(cell, last) or ")" in (cell.text[start:end].rstrip()[-1:], cell.text[end:].lstrip()[:1])


def _opens_a_written_form(cell: Cell, label: Label) -> bool:
    """Whether a label's words, set after a comma at its line's end, are the first words of a legal form written out."""
    words = tuple(t.fold for t in cell.tokens[label.start : label.end])
    after_comma = cell.text[: cell.chars(label.start, label.end)[0]].rstrip().endswith(",")
    return after_comma and any(len(f) > len(words) and f[: len(words)] == words for f in _written_legal_forms())


def _stacked_names(layout: Layout, add: Any) -> None:
    """A name printed on two lines, one part a line (a card's given name over its family name): two rows of one
    cell each, one to three words of letters each, the second under the first."""
    for r in range(len(layout.rows) - 1):
        upper, lower = layout.row_cells(r), layout.row_cells(r + 1)
        # a cell that holds a label is none of a name's lines ('Né le' under a card's family name)
        words = [c for c in upper if _person(_unscrapped(c.text), part=True) and not holds_label(layout, c.index)]
        below = [c for c in lower if _person(_unscrapped(c.text), part=True) and not holds_label(layout, c.index)]
        for a in words:
            for b in below:
                height = layout.line_height(a.page)
                if a.page != b.page or abs(a.x0 - b.x0) > 3 * height or b.y0 - a.y1 > 2 * height:
                    continue
                value = _person(f"{_unscrapped(a.text)} {_unscrapped(b.text)}")
                if value:
                    add(Candidate("person", value, a.index, 0, len(a.tokens), "stack", value, "stack"))


def _unscrapped(text: str) -> str:
    """A line of a name without the scraps OCR read after it, a word of one or two small letters ('TAZI ji': a
    card's guilloche or its Arabic, read as Latin)."""
    words = text.strip(_TRIM).split()
    while len(words) > 1 and len(words[-1]) <= 2 and words[-1].islower():
        words.pop()
    return " ".join(words)


def _first_of_next_row(layout: Layout, cell: Cell) -> Cell | None:
    if cell.row + 1 >= len(layout.rows):
        return None
    first = layout.cells[layout.rows[cell.row + 1][0]]
    return first if first.page == cell.page else None


def _previous_in_row(layout: Layout, cell: Cell) -> Cell | None:
    row = layout.rows[cell.row]
    at = row.index(cell.index)
    return layout.cells[row[at - 1]] if at else None


def _next_in_row(layout: Layout, cell: Cell) -> Cell | None:
    row = layout.rows[cell.row]
    at = row.index(cell.index)
    for i in row[at + 1 :]:
        other = layout.cells[i]
        if any(t.fold.isalnum() for t in other.tokens):
            return other
    return None


def _below(layout: Layout, cell: Cell) -> Cell | None:
    height = layout.line_height(cell.page)
    for r in range(cell.row + 1, min(len(layout.rows), cell.row + 3)):
        for i in layout.rows[r]:
            other = layout.cells[i]
            if other.page != cell.page or other.y0 - cell.y1 > 3 * height:
                return None
            if min(other.x1, cell.x1) - max(other.x0, cell.x0) > 0 or abs(other.x0 - cell.x0) < height:
                return other
    return None


# Verbs a sentence's subject comes before ('Mme Khadija EL AMRANI est immatriculée', 'Mr Omar Alami is employed'):
# a value in prose ends before them, written in lower case (capitalised, 'Est' is a place's: 'Bir Rami Est').
_PROSE_VERBS = frozenset(
    {
        "est",
        "etait",
        "fait",
        "exerce",
        "travaille",
        "percoit",
        "beneficie",
        "occupe",
        "is",
        "was",
        "has",
        "works",
        "holds",
    }
)


def prose_verb(cell: Cell, t: int) -> bool:
    """Whether token t is a verb of prose in lower case ('est', 'travaille', 'is'): a sentence's word."""
    if cell.tokens[t].fold not in _PROSE_VERBS:
        return False
    start, end = cell.chars(t, t + 1)
    return cell.text[start:end].islower()


def _ends_sentence(cell: Cell, t: int) -> bool:
    """Whether token t is the last word of a sentence or of a clause (a stop, a comma, a semicolon or a bracket follows
    it): such a word introduces nothing, it is a word of the value ('en qualité de Responsable qualité, dans le
    cadre', 'le poste de Responsable qualité (CDI)')."""
    start, end = cell.chars(t, t + 1)
    word, after = cell.text[start:end].rstrip(), cell.text[end:].lstrip()
    if word.endswith((".", ",", ";")) or after.startswith((",", ";", "(")):
        return True
    return after.startswith(".") and (t + 1 == len(cell.tokens) or after[1:2].isspace())


CUED_AFTER = 3  # words of a line before a label for it to be a sentence's cue (a form's labels open their line)
WRAP_WORDS = 4  # the most words of a value a sentence carries over to its next line


def wrapped(layout: Layout, cell: Cell) -> str:
    """The start of the line that goes on with a paragraph's line (the last cell of its row, the next row's first
    cell right under it, no further left than the paragraph), to its first stop: at most WRAP_WORDS words, else
    ''."""
    following = _line_going_on(layout, cell)
    if following is None:
        return ""
    height = layout.line_height(cell.page)
    # a justified line's words may be cells of their own ('de' | 'saisie,' | 'mise' ...): the line goes on over
    # its row's cells to its first stop
    pieces: list[str] = []
    previous = None
    for index in layout.rows[following.row]:
        part = layout.cells[index]
        if previous is not None and part.x0 - previous.x1 > 3 * height:
            break  # the next column's
        previous = part
        end, stopped = _to_stop(part, 0, len(part.tokens))
        if end:
            start_char, end_char = part.chars(0, end)
            pieces.append(part.text[start_char:end_char].strip(_TRIM))
        if stopped or end < len(part.tokens) or len(" ".join(pieces).split()) > WRAP_WORDS:
            break
    piece = " ".join(p for p in pieces if p)
    return piece if piece and len(piece.split()) <= WRAP_WORDS else ""


_SENTENCE_STOP = re.compile(r"[,;()]|\.\s")  # punctuation that ends a value in a sentence
_LEGAL_FORMS = frozenset(
    {"sa", "s.a", "sarl", "s.a.r.l", "sas", "s.a.s", "snc", "scs", "sca", "gie", "inc", "ltd", "llc"}
)
LEGAL_REACH = 14  # tokens from a value's start to its legal form, at most (an elided "d'" is one)


def _legal_form_word(folded: str, printed: str) -> bool:
    """Whether a word (folded, and as printed without its outer stops) is a legal form: in capitals or with its
    stops, since 'sa' in a sentence is French for 'his' or 'her' ('exerce sa fonction')."""
    return folded.strip(".") in _LEGAL_FORMS and (printed.isupper() or "." in printed)


def _to_legal_form(cell: Cell, t0: int, t1: int) -> int | None:
    """Where a company's name from token t0 ends when a legal form closes it before its sentence's next comma or
    stop ('Maghreb Logistique et Transit SA'; 'SARL AU': the associé unique's 'AU' with it), else None."""
    start = cell.chars(t0, t0 + 1)[0] if t0 < len(cell.tokens) else len(cell.text)
    for t in range(t0 + 1, min(t1, t0 + LEGAL_REACH + 1)):
        a, b = cell.chars(t, t + 1)
        if _SENTENCE_STOP.search(cell.text[start:a]):
            return None
        if _legal_form_word(cell.tokens[t].fold, cell.text[a:b].strip(".")):
            au = t + 1 < t1 and cell.tokens[t + 1].fold == "au"
            return t + (2 if au else 1)
    return None


def _stop_word(cell: Cell, t: int) -> bool:
    """Whether token t ends a value in prose that runs into it: a stop word (not its clause's last word) or a word
    that begins a clause (the lexicon's: 'within', 'vertu', 'jusqu'au')."""
    return _clause_word(cell, t) or (cell.tokens[t].fold in _PROSE_STOPS and not _ends_sentence(cell, t))


def _clause_word(cell: Cell, t: int) -> bool:
    return cell.tokens[t].fold.split("'")[0].split("\u2019")[0].strip(_TRIM) in lexicon().words["clause"]


def _clause_set_off(cell: Cell, t0: int, t1: int) -> int | None:
    """The first token in (t0, t1) that begins a clause set off by a comma ('..., dans le cadre d'un contrat')."""
    for t in range(t0 + 1, min(t1, len(cell.tokens))):
        if _clause_word(cell, t) and cell.text[: cell.chars(t, t + 1)[0]].rstrip().endswith(","):
            return t
    return None


def _to_stop(cell: Cell, t0: int, t1: int) -> tuple[int, bool]:
    """Where a value in prose from token t0 ends (before t1): at its sentence's next stop word, verb or punctuation;
    and whether punctuation ended it."""
    end = t0
    while end < t1 and not prose_verb(cell, end) and not _stop_word(cell, end):
        end += 1
    start_char, end_char = cell.chars(t0, end) if end > t0 else (0, 0)
    piece = cell.text[start_char:end_char]
    cut = _SENTENCE_STOP.search(piece)
    if cut:
        piece = piece[: cut.start()]
        end = cell.token_span(start_char, start_char + len(piece))[1] if piece.strip() else t0
    return end, cut is not None


def _region(
    layout: Layout, cell: Cell, t0: int, t1: int, source: str, label: Label | None, kinds: set[str], add: Any
) -> None:
    """The text of tokens [t0, t1) of a cell as a candidate of each text kind it can be."""
    if t0 >= t1:
        return
    if source == "prose":  # prose runs on to its next stop
        end, stopped = _to_stop(cell, t0, t1)
        if "org" in kinds and t0 < end:
            # a company named in a sentence ends at its legal form, where one closes it before the next comma: past
            # its own 'et' ('la société Maghreb Logistique et Transit SA, affiliée …'), or short of the words that
            # follow it ('au sein de la société Groupe Anfa Horizon SA les fonctions de')
            upto = _to_legal_form(cell, t0, t1)
            if upto is not None and upto != end:
                start, stop = cell.chars(t0, upto)
                named = re.sub(r"\s+", " ", cell.text[start:stop]).strip(_TRIM)
                add(Candidate("org", named, cell.index, t0, upto, "", named, source, label))
        wraps = not stopped and end == len(cell.tokens)
        if not stopped and t0 < end < t1 and (past := _past_stops(cell, end, t1)):
            # a stop word inside the value ('en qualité de Déclarante en douane, dans le cadre'): the words past it
            # to their clause's punctuation, all in lower case, are a candidate too; the fit weighs which reads
            _region_past_stop(layout, cell, t0, past, label, kinds, add)
        t1 = end
        if t1 <= t0:
            return
        if wraps and (going_on := wrapped(layout, cell)):
            # a sentence's value cut by the end of its line ('certifie que Monsieur Soufiane EL' / 'BOUKHARI, né
            # le'): the line's end joined to the next line's start, to its first stop, is a candidate too (the part
            # on the first line stays one)
            start, _ = cell.chars(t0, t1)
            whole = re.sub(r"\s+", " ", f"{cell.text[start:].strip(_TRIM)} {going_on}").strip(_TRIM)
            _texts_of(layout, cell, t0, t1, _past_joining_words(whole), source, label, kinds, add, wrapped=True)
    if _names_with_its_label(cell, t0, label, kinds):
        # 'Société d'Aménagement du Saïss SA': a label that is a legal form, joined to what follows by a small
        # word, is the first word of a company's name
        assert label is not None
        start, end = cell.chars(label.start, t1)
        whole = re.sub(r"\s+", " ", cell.text[start:end].strip(_TRIM))
        if not _names_a_state(whole):
            add(Candidate("org", whole, cell.index, label.start, t1, "", whole, source, label))
    start, end = cell.chars(t0, t1)
    raw = cell.text[start:end]
    text = re.sub(r"\s+", " ", raw.strip(_TRIM)).strip(_TRIM)
    text = _past_joining_words(text)
    if not text:
        return
    if source == "inline" and label is not None and label.start >= CUED_AFTER and t1 == len(cell.tokens):
        # a label in the middle of a sentence ('... depuis le 8 janvier 2024 en qualité d'Agent' / 'de saisie, mise
        # à disposition ...') cues a value that the line's end may cut, as prose's
        cut = _SENTENCE_STOP.search(text)
        if cut is None and (going_on := wrapped(layout, cell)):
            whole = _past_joining_words(re.sub(r"\s+", " ", f"{text} {going_on}").strip(_TRIM))
            _texts_of(layout, cell, t0, t1, whole, source, label, kinds, add, wrapped=True)
    if source != "free" and source != "prose":
        # a value in a sentence ends at its first comma, stop or bracket, or before a word that begins a clause
        # ('le poste d'Aide-comptable en vertu d'un contrat', 'as Quality Engineer under a permanent contract'):
        # that part is a candidate too, the whole stays one
        cut = re.search(r"[,;(]|\.\s", text)
        piece = text[: cut.start()].strip(_TRIM) if cut and cut.start() > 0 else text
        piece = _before_a_clause(piece)
        # and before a figure of its own, but for an address, whose numbers are its own
        short = _before_a_figure(piece)
        after = _after_a_figure(piece)
        parts = [(piece, kinds)] + [(p, kinds - {"address"}) for p in dict.fromkeys((short, after)) if p != piece]
        # a company's name ends at a dash set apart after it too, its address or town after ('Groupement Monétique
        # du Nord GIE - Tanger City Center', an en dash); a job title's dash is its own ('Ingénieure d'État - Génie
        # Civil')
        if "org" in kinds and (dash := re.search(r"\s[-\u2013\u2014]\s", piece)):
            parts.append((piece[: dash.start()].strip(_TRIM), {"org"}))
        for part, its_kinds in parts:
            if part and part != text:
                at = cell.text.find(part, start)
                p0, p1 = cell.token_span(at, at + len(part)) if at >= 0 else (t0, t1)
                _texts_of(layout, cell, p0, p1, part, source, label, its_kinds, add)
    _texts_of(layout, cell, t0, t1, text, source, label, kinds, add)
    if source in ("inline", "next", "below") and (line := continued_line(layout, cell, t0)):
        # a value wrapped in its narrow cell ('Team Leader Customer' / 'Care'): joined, a candidate too
        more, beside = line
        joined = f"{text} {more}"
        _texts_of(layout, cell, t0, t1, joined, source, label, kinds - {"address"}, add, continued=True, beside=beside)
    elif "org" in kinds and t1 == len(cell.tokens) and (form := _legal_form_beside(layout, cell)):
        # a name too long for its table column runs on into the next, whose cell then holds its legal form alone
        # ('Université Privée Souss des Sciences et Technologies' | 'SA' | '1373889'): a legal form names no
        # company alone, it is the end of this one
        _texts_of(layout, cell, t0, t1, f"{text} {form}", source, label, {"org"}, add, continued=True, beside=True)
    elif (
        source == "free"
        and "org" in kinds
        and (under := _aligned_under(layout, cell, t0))
        and (rest := _rest_of_written_form(text, under.text.strip(_TRIM)))
    ):
        # a letterhead's name whose legal form, written out, the line's end cuts ('Rabat Ingénierie Conseil, Société'
        # / 'Anonyme'): the form's words on the next line are the name's end, whatever shares that line's row (the
        # document's period beside a letterhead's second line)
        beside = len(layout.rows[under.row]) != 1
        _texts_of(layout, cell, t0, t1, f"{text} {rest}", source, label, {"org"}, add, continued=True, beside=beside)
    elif source == "free" and "org" in kinds and (line := continued_line(layout, cell, t0, joined=True)):
        # a letterhead's name set on two lines, the second opening with the small word that joins it to the first
        # ('Agence Régionale d'Exécution des Projets' / 'de l'Oriental'): a line of its own never opens so
        more, beside = line
        _texts_of(layout, cell, t0, t1, f"{text} {more}", source, label, {"org"}, add, continued=True, beside=beside)
    elif (
        source == "free"
        and "org" in kinds
        and fold(text.split()[-1]) in _ORG_AFTER
        and (line := continued_line(layout, cell, t0))
        and line[0][:1].isupper()
    ):
        # ... or whose first line ends on that small word ('Régie Autonome Intercommunale de Distribution de' /
        # 'Meknès'): a name never ends on it
        more, beside = line
        _texts_of(layout, cell, t0, t1, f"{text} {more}", source, label, {"org"}, add, continued=True, beside=beside)


def _rest_of_written_form(text: str, line: str) -> str:
    """The words of `line` that complete a legal form written out which `text` ends by opening ('..., Société' and
    'Anonyme au capital de ...' give 'Anonyme'), as printed; else ''."""
    ends = [fold(w).strip(".,;") for w in text.split()]
    printed = line.split()
    opens = [fold(w).strip(".,;") for w in printed]
    for form in _written_legal_forms():
        for k in range(1, len(form)):
            if tuple(ends[-k:]) == form[:k] and tuple(opens[: len(form) - k]) == form[k:]:
                return " ".join(printed[: len(form) - k]).rstrip(".,;")
    return ""


def _legal_form_beside(layout: Layout, cell: Cell) -> str | None:
    """The legal form alone in the next cell of a cell's row, close after it (less than a line's height of paper
    between them), as printed; else None."""
    right = _next_in_row(layout, cell)
    if right is None or right.x0 - cell.x1 > layout.line_height(cell.page):
        return None
    text = right.text.strip(_TRIM)
    return text if _legal_form_alone(text) else None


def _legal_form_alone(text: str) -> bool:
    """Whether a text is a legal form and nothing else, in capitals or with its stops ('SARL', 'S.A.', 'SARL AU')."""
    words = [w.strip(".") for w in text.split()]
    if not 0 < len(words) <= 2 or not _legal_form_word(fold(words[0]), words[0]):
        return False
    return len(words) == 1 or fold(words[1]) == "au"


def _name_goes_on(line: str) -> bool:
    """Whether a line opens as the rest of a name: a small joining word in lower case ('de', 'du', 'des', 'd'',
    'of'), then a capitalised word; or it is the name's legal form alone, in capitals or with its stops ('SARL',
    'S.A.', 'SARL AU')."""
    pieces = re.split(r"[\s'\u2019]+", line.strip())
    first, rest = pieces[0], pieces[1:]
    if first.islower() and fold(first) in _ORG_AFTER and any(w[:1].isupper() for w in rest):
        return True
    return _legal_form_alone(line)


PAST_STOP_WORDS = 3  # the most words past a stop word that a value in prose may carry to its clause's end


def _past_stops(cell: Cell, end: int, t1: int) -> int | None:
    """Where a value in prose stopped by a word at token `end` would end if that word were its own: the end of its
    clause (a comma, a stop, a bracket) within PAST_STOP_WORDS words in lower case, no verb, clause word or figure
    among them; else None."""
    if prose_verb(cell, end) or cell.tokens[end].fold not in _PROSE_STOPS or _clause_word(cell, end):
        return None
    for t in range(end, min(t1, end + PAST_STOP_WORDS + 1)):
        a, b = cell.chars(t, t + 1)
        printed = cell.text[a:b].strip(_TRIM)
        if t > end and (prose_verb(cell, t) or _stop_word(cell, t)):
            return None
        if not printed or not printed.islower() or any(ch.isdigit() for ch in printed):
            return None
        if _ends_sentence(cell, t):
            return t + 1 if t > end else None
    return None


def _region_past_stop(
    layout: Layout, cell: Cell, t0: int, t1: int, label: Label | None, kinds: set[str], add: Any
) -> None:
    start, end = cell.chars(t0, t1)
    text = _past_joining_words(re.sub(r"\s+", " ", cell.text[start:end].strip(_TRIM)).strip(_TRIM))
    cut = _SENTENCE_STOP.search(text)
    if cut:
        text = text[: cut.start()].strip(_TRIM)
    if text:
        _texts_of(layout, cell, t0, t1, text, "prose", label, kinds & {"text", "org", "place"}, add, past_stop=True)


def continuation(layout: Layout, cell: Cell, t0: int, *, joined: bool = False) -> str | None:
    """The line that continues a cell's value on the next line (`continued_line`), or None."""
    line = continued_line(layout, cell, t0, joined=joined)
    return line[0] if line else None


def _labelled(layout: Layout, cell: Cell) -> bool:
    """Whether a cell holds a label: a small word that leads to a value in prose is none ('Route de Targa',
    'Agricole de Ouarzazate': 'de' as a period's 'from')."""
    return any(lab.role != "prose" for lab in layout.labels_by_cell.get(cell.index, ()))


def continued_line(layout: Layout, cell: Cell, t0: int, *, joined: bool = False) -> tuple[str, bool] | None:
    """The line that continues a cell's value on the next line, and whether its row holds another column's words
    beside it: alone on its row or in its column (`_alone_in_its_column`), set where the value starts, close under it
    (a wrapped line, not the next row of a table, whose rows hold several cells), with no label; `joined`: one that
    opens as the rest of a name (`_name_goes_on`), whose small first word may read as a label ('de')."""
    below = _aligned_under(layout, cell, t0)
    if below is None:
        return None
    beside = len(layout.rows[below.row]) != 1  # its row holds another column's words too: weighed apart
    if beside and not _alone_in_its_column(layout, cell, t0, below, joined):
        return None
    if joined:
        if not _name_goes_on(below.text.strip(_TRIM)):
            return None
    elif _labelled(layout, below) and not below.text.strip(_TRIM)[:1].islower():
        # a line that opens in lower case goes on with the line above it, even where a word of it is a label's
        # ('Chargée de clientèle' / 'entreprises': 'entreprise' labels an employer)
        return None
    text = below.text.strip(_TRIM)
    if not 2 <= len(text) <= 40:
        return None
    return (text, beside) if sum(ch.isalpha() for ch in text) >= 0.7 * len(text.replace(" ", "")) else None


def _aligned_under(layout: Layout, cell: Cell, t0: int) -> Cell | None:
    """The cell set close under a cell's value (within a line's height) and where the value starts; else None."""
    below = _below(layout, cell)
    if below is None:
        return None
    height = layout.line_height(cell.page)
    start = cell.tokens[t0].x0 if t0 < len(cell.tokens) else cell.x0
    if below.y0 - cell.y1 > height or abs(below.x0 - start) > height / 2:
        return None
    return below


def _alone_in_its_column(layout: Layout, cell: Cell, t0: int, below: Cell, joined: bool) -> bool:
    """Whether the line under a value shares its row only with another column of the page: nothing on that row
    under the value's label and the value, nor close beside them (a form's field wrapped in its half of a two-column
    header, 'Nom : BEN' / 'SLIMANE' beside the employer's address). Under a label, the label's place must be empty:
    a table's or a form's next row has a label or a value of its own there. A value with no label beside it (a
    table's column) has no such place, and its wrapped line must be alone on its row, unless it goes on as a name
    (`joined`)."""
    left = cell.x0
    if t0 == 0 and not joined:
        before = _previous_in_row(layout, cell)
        if before is None or not layout.labels_by_cell.get(before.index):
            return False
        left = before.x0
    height = layout.line_height(cell.page)
    right = max(cell.x1, below.x1)
    return all(
        other.index == below.index or other.x1 < left - height or other.x0 > right + height
        for other in layout.row_cells(below.row)
    )


_LEADING = frozenset({"de", "d", "du", "des", "la", "le", "l", "les", "en", "a", "au", "aux", "of", "the", "as", "que"})
# A preposition elided onto the value's first word ("en qualité d'Assistante", "le poste d'Aide-comptable"): a value
# never begins with it. ("L'" is left: it begins company names.)
_ELIDED = re.compile(r"^(?:d|qu)['\u2019](?=[^\W\d_])", re.IGNORECASE)


_ARTICLES = frozenset({"le", "la", "les", "the"})


def _past_joining_words(text: str) -> str:
    """A value starts past the small words that join it to its label ('poste de Ingénieur', 'né à Fès',
    'en qualité d'Assistante'); an article written with its capital before a capitalised word begins a name
    ('Les Conserveries du Souss', 'La Voie Express')."""
    while text:
        words = text.split()
        first = words[0]
        if fold(first) in _ARTICLES and first[:1].isupper() and len(words) > 1 and words[1][:1].isupper():
            return text
        if fold(first).strip(_TRIM) in _LEADING and len(words) > 1:
            text = text.split(" ", 1)[1].strip(_TRIM)
        elif _ELIDED.match(first) and len(first) > 3:
            text = _ELIDED.sub("", text, count=1)
        else:
            return text
    return text


def _before_a_clause(text: str) -> str:
    """The words of a value before the first word that begins a clause, without the small words left hanging at
    its end ('Aide-comptable en [vertu d'un contrat]' is 'Aide-comptable')."""
    words = text.split()
    for i, word in enumerate(words[1:], start=1):
        if fold(word).strip(_TRIM).split("'")[0].split("\u2019")[0] in lexicon().words["clause"]:
            kept = words[:i]
            while len(kept) > 1 and fold(kept[-1]).strip(_TRIM) in _LEADING:
                kept.pop()
            return " ".join(kept).strip(_TRIM)
    return text


def _before_a_figure(text: str) -> str:
    """The words of a value before a figure that is a value of its own (a date, an amount, a number: a form's cells
    run together, 'Assistante administrative 08-04-2019'); a word with figures in it ('2ème grade') stays."""
    words = text.split()
    for i, word in enumerate(words[1:], start=1):
        if _a_figure(word):
            kept = words[:i]
            while len(kept) > 1 and fold(kept[-1]).strip(_TRIM) in _LEADING:
                kept.pop()
            return " ".join(kept).strip(_TRIM)
    return text


def _a_figure(word: str) -> bool:
    """Whether a word is a figure of its own (a date, an amount, a number), not a word with figures ('2ème')."""
    digits = sum(ch.isdigit() for ch in word)
    return digits >= 2 and digits + sum(ch in "./-,:" for ch in word) >= 0.8 * len(word)


def _after_a_figure(text: str) -> str:
    """The words of a value after a figure of its own that opens it (a date and a place under one label, 'Date et
    lieu de naissance' / '02.06.1984 CASABLANCA'; 'le 02.06.1984 à Fès'), past the small words that join them."""
    words = text.split()
    for i, word in enumerate(words[:-1]):
        if _a_figure(word):
            return _past_joining_words(" ".join(words[i + 1 :])).strip(_TRIM)
        if fold(word).strip(_TRIM) not in _LEADING:
            break
    return text


def _texts_of(
    layout: Layout,
    cell: Cell,
    t0: int,
    t1: int,
    text: str,
    source: str,
    label: Label | None,
    kinds: set[str],
    add: Any,
    *,
    wrapped: bool = False,
    continued: bool = False,
    beside: bool = False,
    past_stop: bool = False,
) -> None:
    """`text` (tokens [t0, t1) of the cell; with `wrapped`, and the start of the next line) as a candidate of each
    text kind it can be."""
    if not text or (t0 < len(cell.tokens) and _clause_word(cell, t0)):
        return  # a clause's first word is never a value's ('qualité, dans le cadre d'un contrat': no job title)
    if not (wrapped or continued) and (cut := _clause_set_off(cell, t0, t1)) is not None:
        # nor is a clause set off by a comma part of it ('Directeur administratif et financier, dans le cadre d'un')
        t1 = cut
        start, end = cell.chars(t0, t1)
        text = cell.text[start:end].rstrip(" ,;")
        if not text:
            return
    extra: dict[str, Any] = {"wrapped": True} if wrapped else {}
    if continued:
        extra["continued"] = True
        if beside:
            extra["beside"] = True  # its line shares its row with another column of the page
    if past_stop:
        extra["past_stop"] = True
    for kind in ("org", "text", "place", "address"):
        if kind in kinds:
            value = _clean(kind, text)
            if value and kind == "org" and _names_a_state(value):
                continue
            if value and kind == "org" and not continued and not wrapped:
                value = _with_its_last_stop(cell, t1, value)
            if value:
                add(Candidate(kind, value, cell.index, t0, t1, "", text, source, label, dict(extra)))
    # an address printed on lines of its own, labelled or not (a card's back: 'HAY DAKHLA BLOC 5 N 88' / 'AGADIR'):
    # unlabelled, its first line names a way and holds no label
    if "address" in kinds and (
        source in ("inline", "next", "below")
        or (source == "free" and not layout.labels_by_cell.get(cell.index) and _names_a_way(text))
    ):
        joined, rows = _address_block(layout, cell, t0, text)
        if rows > 1:
            c = Candidate("address", joined, cell.index, t0, t1, "block", joined, source, label)
            c.extra["rows"] = rows
            add(c)
    for kind in ("person", "name_part"):
        if kind in kinds:
            value = _person(text, part=kind == "name_part")
            if value:
                add(Candidate(kind, value, cell.index, t0, t1, "", text, source, label, dict(extra)))


def _names_with_its_label(cell: Cell, t0: int, label: Label | None, kinds: set[str]) -> bool:
    if "org" not in kinds or label is None or label.cell != cell.index or label.end != t0 or t0 >= len(cell.tokens):
        return False
    forms = lexicon().words["legal_forms"]
    return all(w in forms for w in label.match.phrase.words) and cell.tokens[t0].fold in _LEADING


def _names_a_state(text: str) -> bool:
    """Whether a text carries a state's formula ('ROYAUME DU MAROC'): a letterhead's, not a company's name."""
    folded = f" {' '.join(fold(text).split())} "
    return any(f" {formula} " in folded for formula in lexicon().words["state"])


def _names_a_way(text: str) -> bool:
    return any(fold(w).strip(_TRIM) in lexicon().words["street"] for w in text.split())


def _address_block(layout: Layout, cell: Cell, t0: int, first: str) -> tuple[str, int]:
    """An address's text and the lines under it that continue it (no label, no more than two), aligned with the
    line's start or with the value's own start (a value printed after its label on the same line continues under
    the value, not under the label)."""
    parts, rows = [first], 1
    current = cell
    height = layout.line_height(cell.page)
    starts = [cell.x0, *(cell.tokens[t0].x0 for _ in range(t0 < len(cell.tokens)))]
    for _ in range(2):
        below = _below(layout, current)
        if below is None or _labelled(layout, below) or min(abs(below.x0 - x) for x in starts) > 2 * height:
            break
        text = below.text.strip(_TRIM)
        # no address goes on into an MRZ or a line without a letter (a civil status number, '174/1983')
        if not text or len(text) > 60 or "<" in text or not any(ch.isalpha() for ch in text):
            break
        parts.append(text)
        rows += 1
        current = below
    return " ".join(parts), rows


# a bar glued to a word's end is a table's rule read as a character ('Technologies| SA'), and so is a bar standing
# alone, or any sign no text prints standing alone among its words (a speck or a rule's end read as '>' in
# 'Préparateur de > commandes'); at a word's start a bar may be the capital 'I' it looks like, and is kept
_RULE = re.compile(r"(?<=[^\W\d_])\|+(?=\s|$)|(?:^|(?<=\s))[|<>~^\\_\u00a6]+(?=\s|$)")


def _clean(kind: str, text: str) -> str | None:
    text = _without_hanging_end(re.sub(r"\s{2,}", " ", _RULE.sub("", text)).strip())
    if kind == "place":
        text = _unscrapped(text)  # a card's birthplace and a scrap read after it ('FES sb')
    words = text.split()
    # a company's or a public body's full legal name may be long ("Société d'Aménagement et de Développement de la
    # Vallée du Saïss SA": eleven words)
    if not words or len(words) > {"org": 14, "text": 8, "place": 4, "address": 16}[kind]:
        return None
    if sum(c.isalpha() for c in text) < 3:
        return None
    letters = sum(c.isalpha() for c in text)
    if letters < 2 or (letters < 0.5 * len(text.replace(" ", "")) and kind != "address"):
        return None
    if kind == "org":
        folded = [fold(w).strip(".,") for w in words]
        if all(w in lexicon().words["legal_forms"] for w in folded) or _legal_form_alone(text):
            return None  # a legal form alone ('SARL', 'SARL AU', a stamp's last line) names no company
        if written_legal_form(folded, 0) == len(folded):
            return None  # nor one written out ('Société Anonyme', a sentence's line that opens with it)
        if len(words) > LONG_NAME and not _legal_form_at_end(folded):
            return None  # a name this long is a full legal name, closed by its form; else a sentence
        first = words[0].strip(".,'\u2019")
        if len(words) > 1 and first.isalpha() and first.islower() and fold(first) not in _NAME_JOINING:
            return None  # a company's name opens with a capital: 'yeur' is the end of a label cut ('Employeur')
        if len(words) > 2 and len(words[0]) == 1 and words[0].isupper() and words[1][:1].isupper():
            return _clean(kind, " ".join(words[1:]))  # a letter alone before it is a logo's ('O Coopérative ...')
        if joined := _label_run_in(words[0]):
            return _clean(kind, " ".join([joined, *words[1:]]))  # 'CompanyVeridia ...': its label run into it
    if kind == "text":
        return _first_letter_restored(text)
    return text


def _first_letter_restored(text: str) -> str:
    """A job title whose first letter a table's rule took, changed or added to ('endeuse' for 'Vendeuse',
    'Mnfirmière' for 'Infirmière', 'iConductrice' set against a cell's left rule): its first word, no word of the
    job lexicon as read, is the one job word it reads as with its first letter lost, changed or added."""
    first, _, rest = text.partition(" ")
    folded = fold(first)
    jobs = lexicon().words["job"]
    if len(folded) < JOB_WORD_AT_LEAST or not folded.isalpha() or folded in jobs:
        return text
    lost = {job for job in jobs if job[1:] == folded}
    changed = {job for job in jobs if len(job) == len(folded) and job[1:] == folded[1:]}
    added = {job for job in jobs if job == folded[1:]}
    if len(found := lost | changed | added) != 1:
        return text
    word = first[1:] if added else found.pop()[0] + (first if lost else first[1:])
    word = word.upper() if word[1:].isupper() else word[:1].upper() + word[1:]  # as the title is printed
    return f"{word} {rest}".strip()


JOB_WORD_AT_LEAST = 5  # letters of a first word read that may be a job word with its first letter lost


LONG_NAME = 10  # words of an org's name past which it must end with its legal form


def _legal_form_at_end(folded: list[str]) -> bool:
    """Whether folded words end with a legal form, abbreviated ('SARL', 'SARL AU', 'S.A.') or written out."""
    if ends_with_legal_form(folded) or folded[-1].replace(".", "") in _LEGAL_FORMS:
        return True
    return any(written_legal_form(folded, t) == len(folded) - t for t in range(max(0, len(folded) - 8), len(folded)))


_ABBREVIATION_END = re.compile(r"(?:^|\s)(?:[^\W\d_]\.)+[^\W\d_]$")  # 'S.A', 'S.A.R.L' as the value ends


_RUN_IN = re.compile(r"([A-Za-z\u00c0-\u017f]{3,})([A-Z][a-z\u00e0-\u017f]+)")


def _label_run_in(word: str) -> str | None:
    """What follows an employer's label of one word run into the name's first word with no space between them
    ('CompanyVeridia': a label in another face set close, read as one word), else None."""
    m = _RUN_IN.fullmatch(word)
    if m is None or not m.group(1)[:1].isupper():
        return None
    return m.group(2) if fold(m.group(1)) in _employer_word_labels() else None


@cache
def _employer_word_labels() -> frozenset[str]:
    """The lexicon's labels of an employer that are one word ('employeur', 'company')."""
    return frozenset(
        p.words[0] for p in lexicon().phrases if p.owner == "employer" and p.role == "label" and len(p.words) == 1
    )


def _with_its_last_stop(cell: Cell, t1: int, value: str) -> str:
    """A company's name that ends on a legal form written with its stops keeps the last one, as printed ('Groupe
    Ennakhil Immobilier S.A.'), and so does one that ends on a form cut short ('DATA GRAPHICS, INC.'): the stop
    that ends an abbreviation is no sentence's."""
    if not 0 < t1 <= len(cell.tokens) or not value:
        return value
    cut = fold(value.split()[-1]) in lexicon().words["cut_forms"]
    if not cut and not _ABBREVIATION_END.search(value):
        return value
    start, end = cell.chars(t1 - 1, t1)
    printed = cell.text[start:end].rstrip(",;:)")
    return f"{value}." if printed.endswith(".") and printed[:-1].endswith(value.split()[-1]) else value


def _without_hanging_end(text: str) -> str:
    """A value never ends on a word that begins a clause: a line cut after it ('Quality Engineer under' / 'a
    permanent contract'). (A small word may end one: 'SARL AU'.)"""
    words = text.split()
    while len(words) > 1 and fold(words[-1]).strip(_TRIM) in lexicon().words["clause"]:
        words.pop()
    return " ".join(words)


_NAME_WORD = re.compile(r"^[^\W\d_]{1,}(?:['\u2019\-][^\W\d_]+)*\.?$")


_EITHER = frozenset({"ou", "or", "et", "and", "/"})  # between two civilities: either of them

_PARTICLES = frozenset(
    {"el", "al", "ben", "bent", "bin", "ibn", "ait", "ou", "de", "da", "del", "van", "von", "der", "le", "la"}
)


@cache
def _civilities() -> frozenset[str]:
    """The lexicon's civilities without their stops ('m', 'mme', 'mr')."""
    return frozenset(c.rstrip(".") for c in lexicon().words["civility"])


# OCR's look-alikes of a civility's letters: 'm' read as 'rn' or 'in' ('Mme' as 'Mrne', 'Mine'), 'll' as 'li' or 'il'
_CIVILITY_LOOKALIKES = (("rn", "m"), ("in", "m"), ("li", "ll"), ("il", "ll"), ("1", "l"))
# the civilities whose small letters OCR misreads ('m', 'll'); 'Miss' or 'Mrs' one letter off may be a family name
_MISREAD_CIVILITIES = ("mme", "mlle")


def _misread_civility(word: str) -> bool:
    """'Mme' or 'Mlle' as OCR misread it ('Mie', 'Mine' for 'Mme'; 'Mlie' for 'Mlle'): its look-alikes read back,
    one letter from it at most, and no given name ('Mina' stays a name)."""
    from rapidfuzz.distance import Levenshtein

    folded = fold(word).rstrip(".")
    if not 3 <= len(folded) <= 5 or not folded.startswith("m") or word.upper().rstrip(".") in GIVEN_NAMES:
        return False
    for seen, meant in _CIVILITY_LOOKALIKES:
        folded = folded.replace(seen, meant)
    return any(Levenshtein.distance(folded, c) <= 1 for c in _MISREAD_CIVILITIES)


# a sign no name prints, standing alone before or among its words (a speck or a bullet read as '+', '*', '•')
_LONE_SIGN = re.compile(r"[|<>~^\\_\u00a6+*\u2022\u00b7\u2018\u2019'`\"]+")
# OCR's look-alikes of 'I' and 'l' in a word of letters: '!' ('OUAZZAN!'), a bar at its start ('|DRISSI')
_I_READ_AS_SIGN = re.compile(r"(?<=[^\W\d_])!|!(?=[^\W\d_])|^\|(?=[^\W\d_])")


def _letters_as_read(word: str) -> str:
    """A word of a name with the signs OCR reads for 'I' or 'l' read back: 'I' in a word in capitals, else 'l'."""
    if not _I_READ_AS_SIGN.search(word):
        return word
    letter = "I" if word.replace("!", "").replace("|", "").isupper() else "l"
    return _I_READ_AS_SIGN.sub(letter, word)


def _person(text: str, *, part: bool = False) -> str | None:
    """A person's name from a value's text: civilities dropped, words of letters only, two to six of them (one or
    more for a part of a name)."""
    words = [_letters_as_read(w.strip(",;:")) for w in text.split() if not _LONE_SIGN.fullmatch(w)]
    civilities = _civilities()

    def civility(word: str) -> bool:
        return all(part.rstrip(".") in civilities for part in fold(word).split("/") if part) or _misread_civility(word)

    # civilities one after the other, or either of two ('M. ou Mme', 'Mr or Mrs', 'M./Mme'), before the name
    # ('ou Mme' left after a label 'M.' took the first)
    while words and (civility(words[0]) or (len(words) > 2 and fold(words[0]) in _EITHER and civility(words[1]))):
        words = words[1:]
    if not words or not all(_NAME_WORD.match(w) for w in words):
        return None
    if any(len(w.rstrip(".")) == 1 and w.upper() != w for w in words):
        return None
    # a given name the names lexicon knows, its capital read small ('ilham OULD CHEIKH'), has it back
    words = [w[:1].upper() + w[1:] if w[:1].islower() and w.upper() in GIVEN_NAMES else w for w in words]
    # a name is written with capitals: a word in lower case is a particle inside it ('Ahmed ben Ali'), never its
    # first or last word ('digital banking', 'your mobile device' are no one's); a part of a name alone under its
    # label may have had its capital read small ('imane')
    lower = [] if part else [i for i, w in enumerate(words) if w[:1].islower()]
    if any(i in (0, len(words) - 1) or fold(words[i]) not in _PARTICLES for i in lower):
        return None
    n = len(words)
    if not part and words[-1].upper() in FAMILY_PARTICLES:
        return None  # a name cut after a particle that binds the word after it ('Khadija EL', its 'FASSI' lost)
    if part and not 1 <= n <= 4:
        return None
    if not part and not 2 <= n <= 6:
        return None
    label_words = _label_words()
    if any(fold(w).strip(".") in label_words for w in words):
        return None
    return " ".join(words) if part else given_first_name(words)


def given_first_name(words: list[str]) -> str:
    """A person's name given names first: in 'FAMILY Given' (the family name in capitals, the given names not) the
    capitals go last; a name all in one case is turned when the list of given names says which end they are at."""
    caps = [w.isupper() and len(w) > 1 for w in words]
    if any(caps) and not all(caps):
        # the family name is the capitals; small particles ('El', 'Ben') before them are part of it
        family = [w for w, c in zip(words, caps, strict=True) if c]
        given = [w for w, c in zip(words, caps, strict=True) if not c]
        if (caps[0] and not caps[-1]) or (caps[-1] and not caps[0]):
            return " ".join(given + family)
        return " ".join(words)
    turned = given_first(words)
    return " ".join(turned or words)


# Small words inside a company's name ('Maghreb Logistique et Transit SA', 'Clinique Les Orangers de Khouribga SARL')
_NAME_JOINING = frozenset({"de", "des", "du", "d", "et", "l", "la", "le", "les", "&", "of", "and", "the", "el", "al"})
_ORG_AFTER = frozenset({"de", "des", "du", "d", "of"})  # ... that may introduce one ('La Direction de Université ...')
_NAME_BREAK = re.compile(r"[,;:()|\u2013\u2014]|\s-\s|\.\s")  # what no company's name runs over
# a word of a name after an elision: "d'Aménagement"
_ELIDED_NAME = re.compile(r"[dl]['\u2019][^\W\d_]", re.IGNORECASE)


def _org_runs(cell: Cell, add: Any) -> None:
    """Companies named inside a cell's text and closed by their legal form, whatever comes before them ('We, Tanger
    Automotive Components SA, registered with', a footer's 'Souss Agrumes Export SARL - Zone Industrielle', 'La
    Direction des Ressources Humaines de Université Privée Souss des Sciences et Technologies SA'): from each
    capitalised word that opens the run the legal form closes (over capitalised and small joining words), or that
    follows a 'de' inside it, to the form; the fit weighs which start reads the name."""
    folds = [token.fold for token in cell.tokens]
    for t, token in enumerate(cell.tokens):
        a, b = cell.chars(t, t + 1)
        printed = cell.text[a:b].strip(".,;")
        if t and cell.tokens[t - 1].word == token.word:
            continue  # the rest of a word of several tokens ('S.A.': 's' and 'a'), weighed from its first
        written = written_legal_form(folds, t) if printed[:1].isupper() else 0
        dotted = fold(printed).strip(".")  # a form written with its stops is one word of several tokens
        if not (written or _legal_form_word(token.fold, printed) or _legal_form_word(dotted, printed)) or t == 0:
            continue
        last = t  # the word's last token
        while last + 1 < len(cell.tokens) and cell.tokens[last + 1].word == token.word:
            last += 1
        end = last + 2 if last + 1 < len(cell.tokens) and cell.tokens[last + 1].fold == "au" else last + 1
        end = t + written if written else end
        first, comma = t, -1
        while first > 0:
            before_start, before_end = cell.chars(first - 1, first)
            between = cell.text[before_start : cell.chars(first, first + 1)[0]]
            if written and first == t and re.fullmatch(r"[^,;:()|]*,\s*", between):
                first -= 1  # 'Rabat Ingénierie Conseil, Société Anonyme': a written form may follow a comma,
                comma = t  # after two words of the name at least ('Conseil, Société Anonyme' is a line's end)
                continue
            if _NAME_BREAK.search(cell.text[before_end : cell.chars(first, first + 1)[0]]) or cell.text[
                before_start:before_end
            ].rstrip().endswith((",", ";", ":", ".")):
                break
            word = cell.text[before_start:before_end].strip(_TRIM)
            if not (word[:1].isupper() or cell.tokens[first - 1].fold in _NAME_JOINING or _ELIDED_NAME.match(word)):
                break
            first -= 1
        starts = [
            i
            for i in range(first, t)
            if cell.text[slice(*cell.chars(i, i + 1))].strip(_TRIM)[:1].isupper()
            and (i == first or cell.tokens[i - 1].fold in _ORG_AFTER)
            and t - i <= LEGAL_REACH
            and (comma < 0 or i <= comma - 2)
        ]
        for start in starts:
            c0, c1 = cell.chars(start, end)
            text = re.sub(r"\s+", " ", cell.text[c0:c1]).strip(_TRIM)
            value = _clean("org", text)
            value = _with_its_last_stop(cell, end, value) if value else value
            if value and not _names_a_state(value):
                add(Candidate("org", value, cell.index, start, end, "", text, "run"))


def written_legal_form(folds: list[str], t: int) -> int:
    """How many words from word t a legal form written out takes ('Société Anonyme': 2), else 0."""
    for form in _written_legal_forms():
        if tuple(folds[t : t + len(form)]) == form:
            return len(form)
    return 0


@cache
def _written_legal_forms() -> tuple[tuple[str, ...], ...]:
    """The lexicon's legal forms written out, as their folded words."""
    return tuple(tuple(form.split()) for form in lexicon().words.get("legal_forms_written", ()))


@cache
def _label_words() -> frozenset[str]:
    """Words of the lexicon's labels, titles and cues (five letters or more), and the peoples' names of its countries
    in both genders ('MAROCAINE' under a passport's name): a name has none of them."""
    lex = lexicon()
    peoples = {words[0] for words, (_, how) in lex.countries.items() if how == "people" and len(words) == 1}
    return frozenset(
        w for p in lex.phrases if p.role in ("label", "not", "title", "cue") for w in p.words if len(w) > 4
    ) | frozenset(w for w in peoples if len(w) > 4)


def _name_runs(layout: Layout, cell: Cell, add: Any) -> None:
    """Runs of two to five capitalised words inside a cell's text (a name in a sentence: 'certifie que Monsieur
    KARIM TAZI, titulaire de ...')."""
    lex = lexicon()
    stop = lex.words["civility"] | lex.words["legal_forms"] | lex.words["job"]
    run: list[int] = []

    def flush() -> None:
        if 2 <= len(run) <= 5:
            start, end = cell.chars(run[0], run[-1] + 1)
            text = cell.text[start:end].strip(_TRIM)
            value = _person(text)
            if value:
                add(Candidate("person", value, cell.index, run[0], run[-1] + 1, "run", text, "run"))

    for t, token in enumerate(cell.tokens):
        word = cell.words[token.word][0].strip(",;:()")
        capital = bool(word[:1].isupper()) and _NAME_WORD.match(word) is not None
        stop_word = token.fold in stop or token.fold in _label_words()
        if (capital and not stop_word and len(token.fold) > 1) or token.fold in (
            "el",
            "ben",
            "ait",
            "ibn",
            "bel",
            "bou",
        ):
            if run and token.word == cell.tokens[run[-1]].word:
                continue  # tokens of one word ('EL-AMRANI') are one
            run.append(t)
        else:
            flush()
            run = []
    flush()
