"""Reading values out of OCR text (dates, amounts, periods) and checking identifiers (CIN, MRZ, RIB, CNSS).

Every parser returns None for text it cannot read with certainty: a wrong value is worse than none.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from datetime import date
from typing import Any

MONTHS_FR = {
    "janvier": 1,
    "fevrier": 2,
    "mars": 3,
    "avril": 4,
    "mai": 5,
    "juin": 6,
    "juillet": 7,
    "aout": 8,
    "septembre": 9,
    "octobre": 10,
    "novembre": 11,
    "decembre": 12,
}
# a month as software and ID documents abbreviate it, in French and English ('07-JAN-2005', 'FEB-2026',
# 'SEPT 2024'), besides its French name
MONTH_WORDS = {
    **MONTHS_FR,
    **{a: n for n, names in enumerate(
        (("jan", "janv"), ("feb", "fev", "fevr"), ("mar",), ("apr", "avr"), ("may",), ("jun",), ("jul", "juil"),
         ("aug", "aou"), ("sep", "sept"), ("oct",), ("nov",), ("dec",)), start=1) for a in names},
}  # fmt: skip
# English months in full: documents of multinationals' Moroccan subsidiaries are issued in English
MONTH_WORDS.update(
    {
        name: n
        for n, name in enumerate(
            ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
             "november", "december"),
            start=1,
        )
    }
)  # fmt: skip


def fold(text: str) -> str:
    """Lower case, no accents, single spaces: what comparisons and keyword searches see."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", stripped.casefold()).strip()


def _name_words(text: str) -> list[str]:
    """A name's words in the order read, without case, accents or punctuation."""
    return re.findall(r"[a-z]+", fold(text))


def name_key(text: str) -> str:
    """Names compare without case, accents, punctuation or word order ('EL AMRANI Youssef' = 'Youssef El-Amrani')."""
    return " ".join(sorted(_name_words(text)))


def one_edit(a: str, b: str) -> bool:
    """Whether a and b differ by at most one substitution, insertion or deletion."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def names_agree(a: str, b: str) -> bool:
    """Two readings of one person's name: the same words in any order (`name_key`), allowing one misread
    letter in a word of five letters or more ('FASS' for 'FASSI', 'ALAQUI' for 'ALAOUI') or a word cut at its end
    after five letters ('CHRAI'), and a name that gives only some of the other's words (a payslip with the family
    name alone), or the same letters in the same order with the spaces elsewhere ('KHADIJA BE NJELLOUN': OCR cut a
    word in two). A different given name or family name does not agree."""
    words_a, words_b = name_key(a).split(), name_key(b).split()
    if not words_a or not words_b:
        return words_a == words_b
    if "".join(_name_words(a)) == "".join(_name_words(b)):
        return True  # in the order read
    short, long = sorted((words_a, words_b), key=len)
    left = list(long)
    for word in short:
        match = (
            next((w for w in left if w == word), None)
            or next((w for w in left if max(len(w), len(word)) >= 5 and one_edit(w, word)), None)
            # a word read cut at its end, five letters of it or more ('CHRAI' at a scan's torn edge, 'CHRAIBI')
            or next(
                (w for w in left if min(len(w), len(word)) >= 5 and (w.startswith(word) or word.startswith(w))), None
            )
        )
        if match is None:
            return False
        left.remove(match)
    return True


def text_key(text: str) -> str:
    """Free text (employer, address, position) compares without case, accents, punctuation and spacing."""
    return " ".join(re.findall(r"[a-z0-9]+", fold(text)))


def code_key(text: str) -> str:
    return re.sub(r"[^0-9A-Z]", "", text.upper())


# dates -----------------------------------------------------------------------------------------------------
_NUMERIC_DATE = re.compile(
    r"(?<!\d)(\d{1,2})\s?[/.\-]\s?(\d{1,2})\s?[/.\-]\s?(\d{4}|\d{2})(?!\d)"
    r"|(?<!\d[ ,.])(?<!\d)(\d{2}) (\d{2}) (\d{4})(?![ ,.]?\d)"  # a card's '19 09 1979' (not an amount's groups)
    r"|(?<![\d,.])(\d{2})[.,](\d{2})[.,](\d{4})(?![\d,.])"  # '04.09,1983': a dot read as a comma
    r"|(?<![\d,.])(\d{2})\s?[/.\-]\s?(\d{2}) (\d{4})(?![\d,.])"  # '23. 08 2035': the second separator lost
)
_ISO_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
_WORD_DATE = re.compile(
    r"(?<!\d)(\d{1,2})(?:er|st|nd|rd|th)?(?:\s+|-)([a-z]+)\.?(?:\s+|-)(\d{4})(?!\d)"
)  # "1er", "23rd"
_US_WORD_DATE = re.compile(r"(?<![a-z])([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?, (\d{4})(?!\d)")  # 'April 14, 2007'


def _make_date(year: int, month: int, day: int) -> str | None:
    if year < 100:
        year += 2000 if year < 50 else 1900
    if not 1900 <= year <= 2100:  # a misread digit, not a date of these documents
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def find_dates(text: str) -> list[str]:
    """Every date in the text, in order, as ISO strings (dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, '3 mars 2019')."""
    found: list[tuple[int, str]] = []
    for m in _ISO_DATE.finditer(text):
        iso = _make_date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if iso:
            found.append((m.start(), iso))
    # an O read for a 0 beside a figure ('27 O1 1983'): a date's figures only, not a month's word ('Octobre')
    figures = re.sub(r"(?<![^\W\d_])[oO](?=\d)|(?<=\d)[oO](?![^\W\d_])", "0", text)
    for m in _NUMERIC_DATE.finditer(figures):
        day, month, year = (g for g in m.groups() if g is not None)
        iso = _make_date(int(year), int(month), int(day))
        if iso:
            found.append((m.start(), iso))
    folded = fold(text)
    for m in _WORD_DATE.finditer(folded):
        month = MONTH_WORDS.get(m.group(2))
        if month:
            iso = _make_date(int(m.group(3)), month, int(m.group(1)))
            if iso:
                found.append((m.start(), iso))
    for m in _US_WORD_DATE.finditer(folded):
        month = MONTH_WORDS.get(m.group(1))
        if month:
            iso = _make_date(int(m.group(3)), month, int(m.group(2)))
            if iso:
                found.append((m.start(), iso))
    return [iso for _, iso in sorted(found)]


def parse_date(text: str) -> str | None:
    dates = find_dates(text)
    return dates[0] if dates else None


_MONTH_YEAR = re.compile(r"(?<![\d/])(\d{1,2})\s?[/.\-]\s?(\d{4})(?!\d)")
_YEAR_MONTH = re.compile(r"(?<![\d/.\-])((?:19|20)\d{2})\s?[/\-]\s?(\d{1,2})(?![\d/.\-])")  # '2026/09', payroll's form
_WORD_MONTH_YEAR = re.compile(r"\b([a-z]+)\.?(?:\s+|-)(\d{4})(?!\d)")


def parse_period(text: str) -> str | None:
    """A pay period as 'YYYY-MM': 'Octobre 2026', '10/2026', '2026/10', or the month of 'du 01/10/2026 au
    31/10/2026'."""
    folded = fold(text)
    for m in _WORD_MONTH_YEAR.finditer(folded):
        month = MONTH_WORDS.get(m.group(1))
        if month:
            return f"{int(m.group(2)):04d}-{month:02d}"
    dates = find_dates(text)
    if dates:
        return dates[0][:7]
    numeric = _MONTH_YEAR.search(text)
    if numeric and 1 <= int(numeric.group(1)) <= 12:
        return f"{int(numeric.group(2)):04d}-{int(numeric.group(1)):02d}"
    backwards = _YEAR_MONTH.search(text)
    if backwards and 1 <= int(backwards.group(2)) <= 12:
        return f"{int(backwards.group(1)):04d}-{int(backwards.group(2)):02d}"
    return None


# amounts ---------------------------------------------------------------------------------------------------
_AMOUNT = re.compile(
    r"(?<![\d.,])-?\d{1,3}(?:[ \u00a0\u202f.,']\d{3})*(?:[.,]\d{1,2})?(?![\d])"
    r"|(?<![\d.,])-?\d+(?:[.,]\d{1,2})?(?!\d)"
)


def _to_number(token: str) -> float | None:
    token = token.replace("\u00a0", " ").replace("\u202f", " ").replace("'", " ")
    negative = token.startswith("-")
    token = token.lstrip("-")
    decimals = ""
    tail = re.search(r"[.,](\d{1,2})$", token)
    if tail:
        decimals = tail.group(1)
        token = token[: tail.start()]
    digits = re.sub(r"[ .,]", "", token)
    if not digits.isdigit():
        return None
    value = float(f"{digits}.{decimals or '0'}")
    return -value if negative else value


def find_amounts(text: str) -> list[float]:
    """Amounts in the text, in order: '12 345,67', '12.345,67', '12,345.67', '8500.00', '8 500 DH'."""
    out = []
    for m in _AMOUNT.finditer(text):
        value = _to_number(m.group(0).strip())
        if value is not None:
            out.append(value)
    return out


def parse_amount(text: str) -> float | None:
    """The last amount of a line (labels come first, the figure last); None when there is none."""
    amounts = find_amounts(text)
    return round(amounts[-1], 2) if amounts else None


_NUMBER_WORDS = {
    "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
}  # fmt: skip
_SCALES = {"cent": 100, "cents": 100, "mille": 1000, "milles": 1000, "million": 1_000_000, "millions": 1_000_000}


def words_to_number(words: str) -> int | None:
    """A whole number written in French words ('onze mille quatre cent trente-six', 'quatre-vingt-dix'), or
    None when a word is not a number word."""
    tokens = [t for t in re.split(r"[\s\-]+", fold(words)) if t and t != "et"]
    if not tokens:
        return None
    total, current, previous = 0, 0, ""
    for token in tokens:
        if token in ("vingt", "vingts") and previous == "quatre":
            current += 80 - 4  # quatre-vingt(s): 4 x 20
        elif token in _NUMBER_WORDS:
            current += _NUMBER_WORDS[token]
        elif token in ("cent", "cents"):
            current = max(current, 1) * 100
        elif token in _SCALES:
            total += max(current, 1) * _SCALES[token]
            current = 0
        else:
            return None
        previous = token
    return total + current


_IN_WORDS = re.compile(
    r"(?P<w>(?:[a-z]+[\s\-]+){0,15}?[a-z]+)\s+dirhams?(?:\s+(?:et\s+)?(?P<c>(?:[a-z]+[\s\-]+){0,4}?[a-z]+)\s+centimes?)?"
)


def amounts_in_words(text: str) -> list[tuple[int, float]]:
    """Amounts written in words ('... onze mille quatre cent trente-six dirhams et dix centimes'): (position,
    amount) of each, the words read back from 'dirhams' as far as they are number words."""
    # OCR's stops and colons between number words ('QUATRE:VINGT-NEUF DIRHAMS ET. TRENTE-SEPT. CENTIMES'):
    # a hyphen inside a word, nothing after one (the same length: positions stay the text's)
    folded = re.sub(r"(?<=[a-z])[:;](?=[a-z])", "-", fold(text))
    folded = re.sub(r"(?<=[a-z])[.:;](?=\s)", " ", folded)
    out = []
    for m in _IN_WORDS.finditer(folded):
        tokens = m.group("w").replace("-", " - ").split()
        start = len(tokens)
        while start > 0 and (tokens[start - 1] in _NUMBER_WORDS or tokens[start - 1] in {*_SCALES, "et", "-"}):
            start -= 1
        value = words_to_number(" ".join(tokens[start:]).replace(" - ", "-"))
        if value is None or start == len(tokens):
            continue
        cents = words_to_number(m.group("c")) if m.group("c") else 0
        if cents is None or cents > 99:
            continue
        out.append((m.start(), round(value + cents / 100, 2)))
    return out


# identifiers -----------------------------------------------------------------------------------------------
CIN_PATTERN = re.compile(r"^[A-Z]{1,2}\d{1,6}$")


def valid_cin(value: str) -> bool:
    """A Moroccan CIN: one or two letters (the issuing region) then up to six digits."""
    return bool(CIN_PATTERN.match(value))


def valid_cnss_number(value: str) -> bool:
    """An insured person's CNSS immatriculation number: 9 digits."""
    return bool(re.fullmatch(r"\d{9}", value))


def valid_employer_cnss(value: str) -> bool:
    """An employer's CNSS affiliation number: 7 digits."""
    return bool(re.fullmatch(r"\d{7}", value))


def valid_rib(value: str) -> bool:
    """A Moroccan RIB: 24 digits (bank 3, city 3, account 16, key 2) whose key makes the number divisible by
    97 (key = 97 - (first 22 digits x 100) mod 97)."""
    return bool(re.fullmatch(r"\d{24}", value)) and int(value) % 97 == 0


def valid_moroccan_iban(check: str, rib: str) -> bool:
    """'MA' + two check digits + a RIB: the RIB's key holds and so does the IBAN's (ISO 13616: the RIB, then 'MA'
    as 22 10, then the check digits, is 1 modulo 97)."""
    return valid_rib(rib) and bool(re.fullmatch(r"\d\d", check)) and int(rib + "2210" + check) % 97 == 1


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


# MRZ (ICAO 9303) -------------------------------------------------------------------------------------------
_MRZ_VALUES = {**{str(d): d for d in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}


def mrz_check_digit(data: str) -> str:
    weights = (7, 3, 1)
    total = sum(_MRZ_VALUES.get(c, 0) * weights[i % 3] for i, c in enumerate(data))
    return str(total % 10)


def _mrz_date(yymmdd: str, *, future: bool) -> str | None:
    if not yymmdd.isdigit():
        return None
    yy, mm, dd = int(yymmdd[:2]), int(yymmdd[2:4]), int(yymmdd[4:])
    year = 2000 + yy if future or yy < 30 else 1900 + yy
    try:
        return date(year, mm, dd).isoformat()
    except ValueError:
        return None


def mrz_lines(lines: list[str]) -> list[str]:
    """Lines that look like MRZ lines (A-Z, 0-9 and '<', at least 10 long with a '<'), spaces removed."""
    out = []
    for line in lines:
        compact = re.sub(r"\s", "", line.upper()).replace("\u00ab", "<").replace("\u2039", "<")
        if len(compact) >= 10 and re.fullmatch(r"[A-Z0-9<]+", compact) and "<" in compact:
            out.append(compact)
    return out


_TO_DIGIT = str.maketrans(
    {"O": "0", "Q": "0", "D": "0", "U": "0", "I": "1", "L": "1", "Z": "2", "S": "5", "G": "6", "B": "8", "T": "7"}
)
_TO_ALPHA = str.maketrans({"0": "O", "1": "I", "2": "Z", "5": "S", "6": "G", "8": "B", "4": "A", "7": "T"})


def _repair(line: str, layout: str) -> str:
    """OCR confusions undone by position: 'n' digits, 'a' letters (or '<'), 'x' either."""
    out = []
    for c, kind in zip(line, layout, strict=False):
        if kind == "n":
            c = c.translate(_TO_DIGIT)
        elif kind == "a":
            c = c.translate(_TO_ALPHA)
        out.append(c)
    return "".join(out)


_TD1 = ("aaaaaxxxxxxxxxnxxxxxxxxxxxxxxx", "nnnnnnnannnnnnnaaaxxxxxxxxxxxn", "a" * 30)
_TD3 = ("a" * 44, "xxxxxxxxxnaaannnnnnnannnnnnnxxxxxxxxxxxxxxnn")


def _refill(line: str, length: int) -> str | None:
    """The line with its longest run of fillers ('<<<<') lengthened or shortened to make it `length` long (OCR
    miscounts a long run of identical marks), or None when it has no run that can take the difference."""
    runs = [(m.end() - m.start(), m.start(), m.end()) for m in re.finditer(r"<{2,}", line)]
    if not runs:
        return None
    size, start, end = max(runs)
    new_size = size + length - len(line)
    if new_size < 1:
        return None
    return line[:start] + "<" * new_size + line[end:]


def _fit(line: str, length: int, layout: str, checks: Any) -> str:
    """A line of the right length, the candidate that makes most check digits hold: the line padded with '<' at
    its end, its longest run of fillers resized (the characters after the run keep their place: the last one
    is often a check digit), or with one character too many, each deletion."""
    options = []
    if len(line) <= length:
        options.append(_repair(line.ljust(length, "<"), layout))
    refilled = _refill(line, length) if len(line) != length else None
    if refilled:
        options.append(_repair(refilled, layout))
    if len(line) == length + 1:
        options.extend(_repair(line[:i] + line[i + 1 :], layout) for i in range(len(line)))
    if not options:
        options.append(_repair(line[:length], layout))
    return max(options, key=lambda candidate: (sum(checks(candidate)), -options.index(candidate)))


# A Moroccan CIN starts with letters; OCR-B's letters that the models read as digits, likeliest first.
_LETTER_FOR_DIGIT = {"1": "TIL", "7": "T", "0": "ODQ", "8": "B", "5": "S", "2": "Z", "6": "G", "4": "A"}


def _cin_letters(line: str, start: int, end: int, checks: Any, *, same_as: str | None = None) -> str:
    """On a Moroccan document, optional data (the CIN) that starts with a digit: its first one or two
    characters read as the letters they resemble, kept only when every check then holds (the next candidate
    after the reading itself) and, where the zone prints the number twice (`same_as`), the two agree. A passport's
    personal number has a check digit of its own besides the composite one; a card's optional data has only the
    composite, which a wrong letter passes one time in ten: there the card's number must confirm it."""
    cin = line[start:end].replace("<", "")
    if not cin or valid_cin(cin) or not cin[0].isdigit():
        return line
    if same_as is not None and not valid_cin(same_as):
        return line
    for first in _LETTER_FOR_DIGIT.get(cin[0], ""):
        seconds = [line[start + 1], *_LETTER_FOR_DIGIT.get(line[start + 1], "")]
        for second in seconds:
            candidate = line[:start] + first + second + line[start + 2 :]
            number = candidate[start:end].replace("<", "")
            if valid_cin(number) and all(checks(candidate)) and same_as in (None, number):
                return candidate
    return line


def _td1_checks(l1: str, l2: str) -> list[bool]:
    return [
        mrz_check_digit(l1[5:14]) == l1[14],
        mrz_check_digit(l2[0:6]) == l2[6],
        mrz_check_digit(l2[8:14]) == l2[14],
        mrz_check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29],
    ]


def _one_glyph(names: str, width: int) -> str:
    """A name field with an O read twice, as the letter and as a zero side by side ('FASSI<<O0MAR'), read once: a
    name has no digit, so a zero beside an O is that O again. So is a Q after an O in a line longer than its
    `width` ('ALAOQUI<<IMANE' and 'BENNANI<<YOQUSSEF' read one character too long: OCR-B's O read as 'OQ')."""
    names = re.sub(r"O0|0O", "O", names)
    while len(names) > width and "OQ" in names:
        names = names.replace("OQ", "O", 1)
    return names


def _name(field: str) -> str:
    # the fillers after the name misread as letters ('KHADIJALELELLEEELLLEEE'): a run at the end of the letters a
    # '<' is read as, six of them letters or more, is fillers ('IMANE<<<<<<<<' keeps its E)
    run = re.search(r"[LEKC<]{6,}$", field)
    if run and sum(c != "<" for c in run.group()) >= 6:
        field = field[: run.start()]
    surname, _, given = field.partition("<<")
    parts = (given.replace("<", " ").strip(), surname.replace("<", " ").strip())
    return re.sub(r"\s+", " ", " ".join(p for p in parts if p))


def parse_td1(lines: list[str]) -> dict[str, object] | None:
    """An ID card's three 30-character MRZ lines: document number, CIN (optional data), birth date, expiry,
    name, and whether every check digit holds."""
    found = mrz_lines(lines)
    for i in range(len(found) - 1):
        # document code I, A or C (an I is often read T, L or 1), any second letter, a 3-letter state
        if not re.match(r"^[IACTL1][A-Z0-9<][A-Z]{3}", found[i]) or len(found[i]) < 25:
            continue
        start = found[i]
        if start[0] in "TL1":
            start = "I" + start[1:]
        l1 = _fit(start, 30, _TD1[0], lambda c: [mrz_check_digit(c[5:14]) == c[14]])
        l2 = _fit(found[i + 1], 30, _TD1[1], lambda c, l1=l1: _td1_checks(l1, c))
        if l1[2:5] == "MAR":
            l1 = _cin_letters(l1, 15, 30, lambda c, l2=l2: _td1_checks(c, l2), same_as=l1[5:14].replace("<", ""))
        l3 = _repair(_one_glyph(found[i + 2], 30).ljust(30, "<")[:30], _TD1[2]) if i + 2 < len(found) else "<" * 30
        optional1 = l1[15:30]
        cin = optional1.replace("<", "") or l1[5:14].replace("<", "")
        return {
            "state": l1[2:5],
            "document_number": l1[5:14].replace("<", ""),
            "cin": cin,
            "date_of_birth": _mrz_date(l2[0:6], future=False),
            "expiry": _mrz_date(l2[8:14], future=True),
            "name": _name(l3),
            "valid": all(_td1_checks(l1, l2)),
            "checks": _td1_checks(l1, l2),
        }
    return None


def _td3_checks(l2: str) -> list[bool]:
    personal = l2[28:42]
    return [
        mrz_check_digit(l2[0:9]) == l2[9],
        mrz_check_digit(l2[13:19]) == l2[19],
        mrz_check_digit(l2[21:27]) == l2[27],
        l2[42] == mrz_check_digit(personal) or (l2[42] == "<" and personal.strip("<") == ""),
        mrz_check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43],
    ]


def parse_td3(lines: list[str]) -> dict[str, object] | None:
    """A passport's two 44-character MRZ lines."""
    found = mrz_lines(lines)
    for i in range(len(found) - 1):
        if not found[i].startswith("P") or len(found[i + 1]) < 40:
            continue
        l1 = _repair(found[i][:5] + _one_glyph(found[i][5:], 39).ljust(39, "<")[:39], _TD3[0])
        l2 = _fit(found[i + 1], 44, _TD3[1], _td3_checks)
        if l1[2:5] == "MAR":
            l2 = _cin_letters(l2, 28, 42, _td3_checks)
        return {
            "state": l1[2:5],
            "document_number": l2[0:9].replace("<", ""),
            "cin": l2[28:42].replace("<", ""),
            "date_of_birth": _mrz_date(l2[13:19], future=False),
            "expiry": _mrz_date(l2[21:27], future=True),
            "name": _name(l1[5:44]),
            "valid": all(_td3_checks(l2)),
            "checks": _td3_checks(l2),
        }
    return None


def mrz_checks(lines: list[str]) -> tuple[int, int]:
    """(checks that hold, checks) of the MRZ in these lines, TD3 or TD1; (0, 0) when there is none. The checks
    are the check digits and, on a Moroccan document, the CIN's format (the optional data that carries it is
    covered by the composite digit alone, which a misread passes one time in ten)."""
    for parse in (parse_td3, parse_td1):
        parsed = parse(lines)
        if parsed:
            checks = list(parsed["checks"])  # type: ignore[call-overload]
            if parsed["state"] == "MAR":
                checks.append(valid_cin(str(parsed["cin"])))
            return sum(checks), len(checks)
    return 0, 0


def best_mrz(readings: list[list[str]]) -> tuple[list[str], int, int]:
    """The MRZ lines that make most checks hold, combining line by line several readings of one zone (each a
    list of lines, top to bottom); with it (checks that hold, checks). Ties go to the earliest readings."""
    zones = [mrz_lines(reading) for reading in readings]
    zones = [zone for zone in zones if zone]
    if not zones:
        return [], 0, 0
    size = max((len(z) for z in zones), key=lambda n: (sum(len(z) == n for z in zones), n))
    same = [zone for zone in zones if len(zone) == size]
    options = [list(dict.fromkeys(zone[i] for zone in same)) for i in range(size)]
    best: tuple[list[str], int, int] = (same[0], *mrz_checks(same[0]))
    whole = mrz_read_whole(same[0])
    for combination in itertools.islice(itertools.product(*options), 256):
        held, total = mrz_checks(list(combination))
        # checks that hold on lines read whole beat the same checks on a line cut to length: two letters each read
        # one off in adjacent places (EE as FF, weights 7 and 3) pass a check digit, and the cut chose them
        if (held, mrz_read_whole(combination)) > (best[1], whole):
            best, whole = (list(combination), held, total), mrz_read_whole(combination)
            if held == total and whole:
                break
    return best


def mrz_read_whole(lines: Sequence[str]) -> bool:
    """The MRZ's lines that carry check digits were read at their own length (TD1's first two lines, 30
    characters; TD3's second, 44). The name's line carries none, and OCR often miscounts its fillers."""
    if len(lines) == 2 or (lines and lines[0].startswith("P")):
        return len(lines) > 1 and len(lines[1]) == 44
    return len(lines) > 1 and all(len(line) == 30 for line in lines[:2])
