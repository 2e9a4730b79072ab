"""Values in a text with where they stand: every date, amount, period and identifier a line holds, as
(start, end, value, form) so that the reader can weigh each as a candidate for a field by what is around it.

Parsers find what is there; whether it is the field's value is decided elsewhere (`candidates`, `features`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from casefile.domain.documents.lexicon import fold

MONTHS: dict[str, int] = {}
for _n, _names in enumerate(
    (
        "janvier jan janv january enero ene يناير janvier",
        "fevrier feb fev fevr february febrero فبراير",
        "mars mar march marzo مارس",
        "avril apr avr april abril ابريل",
        "mai may mayo ماي مايو",
        "juin jun june junio يونيو",
        "juillet jul juil july julio يوليوز يوليو",
        "aout aug aou august agosto غشت اغسطس",
        "septembre sep sept september septiembre شتنبر سبتمبر",
        "octobre oct october octubre اكتوبر",
        "novembre nov november noviembre نونبر نوفمبر",
        "decembre dec december diciembre dic دجنبر ديسمبر",
    ),
    start=1,
):
    for _name in _names.split():
        MONTHS[_name] = _n


@dataclass(frozen=True)
class Found:
    start: int
    end: int
    value: object
    form: str  # how it was written: a date's "numeric4", "numeric2", "iso", "words"; an amount's flags...


def make_date(year: int, month: int, day: int) -> str | None:
    if year < 100:
        year += 2000 if year < 50 else 1900
    if not 1900 <= year <= 2100:
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


# dates -----------------------------------------------------------------------------------------------------------
_SEP = r"\s?[/.\-]\s?"
# A table's rule just before a date is read as a '1' ('Date de naissance |25/07/1986' read '125/07/1986'): a day
# of three figures beginning with 1 is no day, and the two after it are
_RULE_READ = r"(?:1(?=\d{2}[/.\-]))?"
_NUMERIC = re.compile(rf"(?<![\d,.]){_RULE_READ}(\d{{1,2}}){_SEP}(\d{{1,2}}){_SEP}(\d{{4}}|\d{{2}})(?![\d])(?![.,]\d)")
_SPACED = re.compile(r"(?<![\d,.\s])(?<!\d )(\d{2}) (\d{2}) (\d{4})(?! ?\d)")  # a card's '19 09 1979'
_ISO = re.compile(r"(?<!\d)(\d{4})[-/.](\d{2})[-/.](\d{2})(?!\d)")
# a year read with a space among its figures ('29-01-201 1'): one year of this century or the last
_GAPPED_YEAR = re.compile(
    rf"(?<![\d,.])(\d{{1,2}}){_SEP}(\d{{1,2}}){_SEP}((?:1|2)\d{{0,2}}) (\d{{1,3}})(?![\d])(?![.,]\d)"
)
_MONTH_WORD = r"([a-z\u0600-\u06ff]{3,10})\.?"
# a month may be named twice, in two languages (ICAO 9303's visual zone: '02 JUIL/JUL 2029', '12 JUN/JUIN 2030')
# (between the day and its month, a speck OCR read as a colon or an apostrophe: 'Période : 1'mars 2025 — 31: mars')
_WORDS = re.compile(
    rf"(?<![\d])(\d{{1,2}})(?:er|st|nd|rd|th|°)?[\s\-/.:'\u2019]+{_MONTH_WORD}(?:\s?/\s?([a-z]{{3,10}})\.?)?"
    rf"[\s\-/.,]+(\d{{4}}|\d{{2}})(?!\d)"
)
_US_WORDS = re.compile(rf"(?<![a-z]){_MONTH_WORD}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)")
_DIGIT_O = re.compile(r"(?<=\d)[oO](?=\d)|(?<=[\s/.\-])[oO](?=\d)|(?<=\d)[oO](?=[\s/.\-])")


def month_first(texts: list[str]) -> bool:
    """Whether a document writes its numeric dates month first (an American statement's '06/17/2020'): some of its
    dates can only be read so (a second number over 12), and none only day first."""
    only_day_first = only_month_first = 0
    for text in texts:
        for m in _NUMERIC.finditer(_DIGIT_O.sub("0", text)):
            first, second = int(m.group(1)), int(m.group(2))
            only_day_first += first > 12 >= second
            only_month_first += second > 12 >= first
    return only_month_first > 0 and only_day_first == 0


def dates(text: str, *, month_first: bool = False) -> list[Found]:
    """Every date in the text (value ISO 'YYYY-MM-DD'); where the order is numeric, day first unless the document
    writes its dates `month_first`."""
    out: list[Found] = []
    figures = _DIGIT_O.sub("0", text)
    for m in _ISO.finditer(figures):
        iso = make_date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if iso:
            out.append(Found(m.start(), m.end(), iso, "iso"))
    for pattern in (_NUMERIC, _SPACED, _GAPPED_YEAR):
        for m in pattern.finditer(figures):
            if any(f.start <= m.start() < f.end for f in out):
                continue
            day, month, year = int(m.group(1)), int(m.group(2)), m.group(3)
            if pattern is _GAPPED_YEAR:
                year += m.group(4)
                if len(year) != 4 or year[:2] not in ("19", "20"):
                    continue
            if month_first and pattern is not _SPACED:
                day, month = month, day
            iso = make_date(int(year), month, day)
            if iso:
                out.append(Found(m.start(), m.end(), iso, "numeric4" if len(year) == 4 else "numeric2"))
    folded = fold(text)
    if len(folded) == len(text):  # positions hold (Latin text)
        for m in _WORDS.finditer(folded):
            named = MONTHS.get(m.group(2))
            if named and MONTHS.get(m.group(3) or m.group(2)) == named:  # named twice: the same month
                iso = make_date(int(m.group(4)), named, int(m.group(1)))
                if iso:
                    out.append(Found(m.start(), m.end(), iso, "words"))
        for m in _US_WORDS.finditer(folded):
            named = MONTHS.get(m.group(1))
            if named and not any(f.start <= m.start() < f.end for f in out):
                iso = make_date(int(m.group(3)), named, int(m.group(2)))
                if iso:
                    out.append(Found(m.start(), m.end(), iso, "words"))
    return sorted(out, key=lambda f: f.start)


# periods (a month) -------------------------------------------------------------------------------------------
_MONTH_YEAR_WORDS = re.compile(rf"(?<![a-z]){_MONTH_WORD}[\s\-/.,]*(\d{{4}}|'\d{{2}})(?!\d)")
_MONTH_YEAR = re.compile(r"(?<![\d/.\-])(\d{1,2})\s?[/.\-]\s?(\d{4})(?![\d/.\-])")
_YEAR_MONTH = re.compile(r"(?<![\d/.\-])((?:19|20)\d{2})\s?[/\-.]\s?(\d{1,2})(?![\d/.\-])")


def periods(text: str) -> list[Found]:
    """Months named in the text ('Octobre 2026', 'OCT-26', '10/2026', '2026-10'): value 'YYYY-MM'."""
    out: list[Found] = []
    folded = fold(text)
    if len(folded) == len(text):
        for m in _MONTH_YEAR_WORDS.finditer(folded):
            month = MONTHS.get(m.group(1))
            if month:
                year = m.group(2).lstrip("'")
                y = int(year) + (2000 if len(year) == 2 else 0)
                out.append(Found(m.start(), m.end(), f"{y:04d}-{month:02d}", "words"))
    for m in _MONTH_YEAR.finditer(text):
        if 1 <= int(m.group(1)) <= 12:
            out.append(Found(m.start(), m.end(), f"{int(m.group(2)):04d}-{int(m.group(1)):02d}", "numeric"))
    for m in _YEAR_MONTH.finditer(text):
        if 1 <= int(m.group(2)) <= 12:
            out.append(Found(m.start(), m.end(), f"{int(m.group(1)):04d}-{int(m.group(2)):02d}", "numeric"))
    return out


# amounts ---------------------------------------------------------------------------------------------------------
_NUMBER = re.compile(
    r"(?P<neg>[-\u2212\u2013]\s?)?(?P<paren>\()?"
    r"(?P<num>\d{1,3}(?:(?P<sep>[ \u00a0\u202f.,'])\d{3})(?:(?P=sep)\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
    r"(?P<close>\))?(?P<trail>-)?"
    r"(?![\d])"
)
_CURRENCY = re.compile(r"(?i)^\s*(?:dhs?|mad|dirhams?|د\.م|درهم)\b|^\s*\(?(?:dh|mad)\)?")
_CURRENCY_BEFORE = re.compile(r"(?i)(?:dhs?|mad)\s*$")
# a balance's sign written after it, or its word set apart by a table's rule read as a bar ('3 806,68 | DÉBITEUR')
_DEBIT_AFTER = re.compile(r"(?i)^\s*(?:(?:d|db|dr|deb|debit|debiteur|débiteur)\b|[|\[\]]\s*(?:debiteur|débiteur)\b)")
_CREDIT_AFTER = re.compile(
    r"(?i)^\s*(?:(?:c|cr|cred|credit|crediteur|créditeur)\b|[|\[\]]\s*(?:crediteur|créditeur)\b)"
)


# No amount a payslip, a certificate or a personal statement prints reaches a thousand billion: a longer run of
# digits is an identifier.
MAX_AMOUNT_DIGITS = 12


# A thousands' stop or comma that OCR read with a space after it ('1. 774,87' for '1.774,87'): the decimals' other
# sign says it groups figures; a list's comma ('articles 1, 234') has no decimals after
_SPACED_GROUP = re.compile(r"(?<![\d.,])(\d{1,3})([.,]) (\d{3}(?:\2\d{3})*)(?=(?!\2)[.,]\d{2}(?!\d))")


def amounts(text: str) -> list[Found]:
    """Numbers that may be amounts: value float (negative when written so: '-1 234,56', '1 234,56-', '(1 234,56)',
    '1 234,56 D'); form: flags joined by '+' ('dec' two decimals, 'grp' thousands grouped, 'cur' a currency beside
    it, 'neg' negative, 'int' a whole number, 'ambiguous' a separator that may be thousands or decimals)."""
    out: list[Found] = []
    # the stray space moved before the number, which then starts a character later than printed
    moved = {m.start() + 1: m.start() for m in _SPACED_GROUP.finditer(text)}
    text = _SPACED_GROUP.sub(lambda m: f" {m[1]}{m[2]}{m[3]}", text)
    for m in _NUMBER.finditer(text):
        start, end = m.start(), m.end()
        if start > 0 and (
            text[start - 1].isalpha() or (text[start - 1] in "/:" and start > 1 and text[start - 2].isdigit())
        ):
            continue  # a reference's digits ('A12'), a time or a date's part
        after = text[end:]
        if after[:1].isalpha() and not (
            _CURRENCY.match(after) or _DEBIT_AFTER.match(after) or _CREDIT_AFTER.match(after)
        ):
            continue
        if re.match(r"\s?%", after) or re.match(r"[/.\-]\d", after):
            continue  # a rate, or a date's first part
        num = m.group("num")
        flags = []
        decimals = re.search(r"[.,](\d{1,2})$", num)
        body = num[: decimals.start()] if decimals else num
        if decimals:
            flags.append("dec" if len(decimals.group(1)) == 2 else "dec1")
        if m.group("sep"):
            flags.append("grp")
            if m.group("sep") in ".," and not decimals and num.count(m.group("sep")) == 1:
                flags.append("ambiguous")
        digits = re.sub(r"[^\d]", "", body)
        if not digits or len(digits) > MAX_AMOUNT_DIGITS:
            continue  # an identifier's digits (an account number, a reference), not a sum of money
        value = float(f"{digits}.{decimals.group(1) if decimals else '0'}")
        negative = bool(m.group("neg")) or bool(m.group("trail")) or bool(m.group("paren") and m.group("close"))
        if _DEBIT_AFTER.match(after):
            negative = True
            flags.append("debit_mark")
        elif _CREDIT_AFTER.match(after):
            flags.append("credit_mark")
        if _CURRENCY.match(after) or _CURRENCY_BEFORE.search(text[max(0, start - 5) : start]):
            flags.append("cur")
        if not decimals:
            flags.append("int")
        if negative:
            flags.append("neg")
            value = -value
            loose = m.group("trail") or (m.group("neg") or "")[1:].isspace()
            if (
                loose
                and not (m.group("neg") and m.group("trail"))
                and not m.group("paren")
                and "debit_mark" not in flags
            ):
                # its only sign a minus after it, or before it set apart ('- 3.553,00'), which a rule's end or a dash
                # reads as too
                flags.append("loose")
        out.append(Found(moved.get(start, start), end, round(value, 2), "+".join(flags)))
    return out


# identifiers -------------------------------------------------------------------------------------------------------
_CIN_FORM = re.compile(r"[A-Z]{1,2}\d{4,6}")  # a CIN as issued: one or two letters, four to six figures
_CIN = re.compile(r"(?<![A-Za-z0-9])([A-Z]{1,2})\s?-?\s?(\d{3,7})(?![\d])(?![A-Za-z])")


# A CIN's letter read as the figure it looks like ('I605046' read '1605046'): the figure and the letter it may be.
_LETTER_READ_AS_FIGURE = {"1": "I", "8": "B", "5": "S", "6": "G", "2": "Z", "4": "A", "0": "O"}
_CIN_READ_AS_FIGURES = re.compile(r"(?<![A-Za-z0-9])([0-9])(\d{5,6})(?![\d])(?![A-Za-z])")
# A CIN whose figures OCR read with a space among them ('JC27 1604' for 'JC271604'): the whole of them a CIN's
_CIN_GAPPED = re.compile(r"(?<![A-Za-z0-9])([A-Z]{1,2})(\d{1,5}) (\d{1,5})(?![\dA-Za-z])")
# A CIN printed letter-spaced, or in a form's comb of boxes that OCR reads as characters apart ('Q 3 9 1 6 2 8').
_LETTER_SPACED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z0-9] ){4,8}[A-Z0-9](?![A-Za-z0-9])")


# A CIN whose capital OCR read small where the two look alike ('c381109' for 'C381109': c, o, s, u, v, w, x, z)
_CIN_SMALL = re.compile(r"(?<![A-Za-z0-9])([A-Zcosuvwxz]{1,2})(\d{4,6})(?![\dA-Za-z])")


def cins(text: str) -> list[Found]:
    """Moroccan CIN-like identifiers: one or two capitals then digits ('BK482913', 'T 729939', letter-spaced as in a
    form's comb 'Q 3 9 1 6 2 8'); and seven figures whose first may be the letter it looks like, or figures read with
    a space among them (form 'lookalike': '1605046' may be 'I605046', 'JC27 1604' 'JC271604'), which only a CIN's
    label can make likely."""
    out = []
    for m in _CIN.finditer(text):
        value = m.group(1) + m.group(2)
        form = "valid" if _CIN_FORM.fullmatch(value) else "odd"
        out.append(Found(m.start(), m.end(), value, form))
        # a two-letter prefix whose second letter was read as a figure ('JB127640' read 'J8127640'): one letter
        # and seven figures is no CIN, the letter it looks like makes one
        second = _LETTER_READ_AS_FIGURE.get(m.group(2)[0]) if len(m.group(1)) == 1 and len(m.group(2)) == 7 else None
        if second:
            out.append(Found(m.start(), m.end(), m.group(1) + second + m.group(2)[1:], "lookalike"))
    for m in _CIN_READ_AS_FIGURES.finditer(text):
        letter = _LETTER_READ_AS_FIGURE.get(m.group(1))
        if letter:
            out.append(Found(m.start(), m.end(), letter + m.group(2), "lookalike"))
    for m in _CIN_GAPPED.finditer(text):
        value = m.group(1) + m.group(2) + m.group(3)
        if 5 <= len(value) - len(m.group(1)) <= 6:
            out.append(Found(m.start(), m.end(), value, "lookalike"))  # as uncertain: only its label makes it likely
    for m in _LETTER_SPACED.finditer(text):
        value = m.group(0).replace(" ", "")
        if _CIN_FORM.fullmatch(value):
            out.append(Found(m.start(), m.end(), value, "valid"))
    for m in _CIN_SMALL.finditer(text):
        if any(ch.islower() for ch in m.group(1)):
            out.append(Found(m.start(), m.end(), m.group(1).upper() + m.group(2), "lookalike"))
    return out


# A document's number as its visual zone prints it ('VA4403585', 'AAA100001', '022345679', 'X 1234567'): six to
# twelve capitals and digits, three digits at least, whole (not part of a longer word); a short prefix of capitals
# may stand apart from its digits.
_CODE = re.compile(r"(?<![A-Za-z0-9])(?:([A-Z]{1,3}) )?((?=[A-Z0-9]*\d)[A-Z0-9]{4,12})(?![A-Za-z0-9])")


def codes(text: str) -> list[Found]:
    """Document-number-like codes: form 'digits', 'mixed' (letters and digits) or 'spaced' (a prefix apart)."""
    out = []
    for m in _CODE.finditer(text):
        prefix, body = m.group(1) or "", m.group(2)
        if sum(ch.isdigit() for ch in body) < 3:
            continue
        if prefix and body[0].isdigit() and 6 <= len(prefix + body) <= 12:
            out.append(Found(m.start(1), m.end(), prefix + body, "spaced"))
        if 6 <= len(body) <= 12:
            out.append(Found(m.start(2), m.end(), body, "digits" if body.isdigit() else "mixed"))
    return out


_DIGIT_GROUPS = re.compile(r"(?<![\dA-Za-z])\d+(?:[ \u00a0.\-]\d+)*(?![\dA-Za-z])")


def digit_runs(text: str, lengths: tuple[int, ...]) -> list[Found]:
    """Numbers of exactly one of `lengths` digits, written whole or in groups ('114 523 987'), not part of a longer
    run of digits; value the digits."""
    out = []
    for m in _DIGIT_GROUPS.finditer(text):
        groups = re.split(r"[ \u00a0.\-]", m.group(0))
        # every window of whole groups
        for i in range(len(groups)):
            total = ""
            for j in range(i, len(groups)):
                total += groups[j]
                if len(total) in lengths:
                    start = m.start() + sum(len(g) + 1 for g in groups[:i])
                    end = m.start() + sum(len(g) + 1 for g in groups[: j + 1]) - 1
                    whole = i == 0 and j == len(groups) - 1
                    out.append(Found(start, end, total, "whole" if whole else "part"))
                if len(total) > max(lengths):
                    break
    return out


# What a cell's text may begin with before its own: spaces, and a table's rule read as '[', '|' or '('
_CELL_OPENING = " \t\u00a0[|("


def ruled_runs(text: str, length: int) -> list[Found]:
    """A number of `length` digits that begins its cell with a '1' before it: a table's rule read as a figure
    ('|656977781' read '1656977781'), as `_RULE_READ` for a date; value the digits without it. Only a guess: the
    figure dropped may be the number's own (`reader.GUESSED_AT_MOST`)."""
    start = len(text) - len(text.lstrip(_CELL_OPENING))
    return [
        Found(f.start + 1, f.end, str(f.value)[1:], "ruled")
        for f in digit_runs(text, (length + 1,))
        if f.start == start and f.form == "whole" and str(f.value).startswith("1") and text[f.start + 1].isdigit()
    ]


def valid_rib(digits: str) -> bool:
    return len(digits) == 24 and digits.isdigit() and int(digits) % 97 == 0


def valid_moroccan_iban(check: str, rib: str) -> bool:
    return valid_rib(rib) and check.isdigit() and int(rib + "2210" + check) % 97 == 1


_IBAN = re.compile(r"(?i)\bMA\s?(\d\s?\d)((?:\s?\d){24})(?!\d)")
# an IBAN with a stray sign read among its figures ('MA64 0074 5003 7074 0:148 8624 0133': a speck read as ':'); it
# counts only where both its checks hold, one chance in some 9,400 for figures misread
_IBAN_SPECKED = re.compile(r"(?i)\bMA\s?(\d[\s:.,'|]{0,2}\d)((?:[\s:.,'|]{0,2}\d){24})(?!\d)")


_IBAN_HEAD = re.compile(r"(?i)\bMA\s?\d[\s:.,'|]{0,2}\d[\s:.,'|]{0,2}$")
# 24 figures, a group's start, with up to two specks or stops between any two (each window: a lookahead)
_RIB_SPECKED = re.compile(r"(?<![\dA-Za-z])(?=(\d(?:[\s:.,'|]{0,2}\d){23})(?!\d))")


def ribs(text: str) -> list[Found]:
    """24-digit account numbers (in groups or whole, or inside an 'MA' IBAN); form 'key' when the RIB key holds,
    'iban' when the IBAN's check holds too, 'nokey' otherwise."""
    out: list[Found] = []
    for m in _IBAN.finditer(text):
        rib = re.sub(r"\D", "", m.group(2))
        check = re.sub(r"\D", "", m.group(1))
        form = "iban" if valid_moroccan_iban(check, rib) else ("key" if valid_rib(rib) else "nokey")
        out.append(Found(m.start(), m.end(), rib, form))
    for m in _IBAN_SPECKED.finditer(text):
        rib, check = re.sub(r"\D", "", m.group(2)), re.sub(r"\D", "", m.group(1))
        if valid_moroccan_iban(check, rib) and not any(o.start <= m.start() < o.end for o in out):
            out.append(Found(m.start(), m.end(), rib, "iban"))
    for f in digit_runs(text, (24,)):
        if any(o.start <= f.start < o.end for o in out):
            continue
        out.append(Found(f.start, f.end, str(f.value), "key" if valid_rib(str(f.value)) else "nokey"))
    # a scan's speck or a stray stop between two groups ('225 010. 0451239087600023 70'): taken where the key holds
    for m in _RIB_SPECKED.finditer(text):
        rib = re.sub(r"\D", "", m.group(1))
        start, end = m.start(1), m.start(1) + len(m.group(1))
        if _IBAN_HEAD.search(text[:start]):
            continue  # an IBAN's RIB: with specks, taken only where the IBAN's check holds too (above)
        if valid_rib(rib) and not any(o.start < end and start < o.end for o in out):
            out.append(Found(start, end, rib, "key"))
    return out
