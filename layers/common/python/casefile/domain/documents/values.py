"""Reading values out of OCR text (dates, amounts, periods) and checking identifiers (CIN, MRZ, RIB, CNSS).

Every parser returns None for text it cannot read with certainty: a wrong value is worse than none.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

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


def fold(text: str) -> str:
    """Lower case, no accents, single spaces: what comparisons and keyword searches see."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", stripped.casefold()).strip()


def name_key(text: str) -> str:
    """Names compare without case, accents, punctuation or word order ('EL AMRANI Youssef' = 'Youssef El-Amrani')."""
    words = re.findall(r"[a-z]+", fold(text))
    return " ".join(sorted(words))


def text_key(text: str) -> str:
    """Free text (employer, address, position) compares without case, accents, punctuation and spacing."""
    return " ".join(re.findall(r"[a-z0-9]+", fold(text)))


def code_key(text: str) -> str:
    return re.sub(r"[^0-9A-Z]", "", text.upper())


# dates -----------------------------------------------------------------------------------------------------
_NUMERIC_DATE = re.compile(r"(?<!\d)(\d{1,2})\s?[/.\-]\s?(\d{1,2})\s?[/.\-]\s?(\d{4}|\d{2})(?!\d)")
_ISO_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
_WORD_DATE = re.compile(r"(?<!\d)(\d{1,2})(?:er)?\s+([a-z]+)\s+(\d{4})(?!\d)")


def _make_date(year: int, month: int, day: int) -> str | None:
    if year < 100:
        year += 2000 if year < 50 else 1900
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
    for m in _NUMERIC_DATE.finditer(text):
        iso = _make_date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        if iso:
            found.append((m.start(), iso))
    folded = fold(text)
    for m in _WORD_DATE.finditer(folded):
        month = MONTHS_FR.get(m.group(2))
        if month:
            iso = _make_date(int(m.group(3)), month, int(m.group(1)))
            if iso:
                found.append((m.start(), iso))
    return [iso for _, iso in sorted(found)]


def parse_date(text: str) -> str | None:
    dates = find_dates(text)
    return dates[0] if dates else None


_MONTH_YEAR = re.compile(r"(?<![\d/])(\d{1,2})\s?[/.\-]\s?(\d{4})(?!\d)")
_WORD_MONTH_YEAR = re.compile(r"\b([a-z]+)\s+(\d{4})(?!\d)")


def parse_period(text: str) -> str | None:
    """A pay period as 'YYYY-MM': 'Octobre 2026', '10/2026', or the month of 'du 01/10/2026 au 31/10/2026'."""
    folded = fold(text)
    for m in _WORD_MONTH_YEAR.finditer(folded):
        month = MONTHS_FR.get(m.group(1))
        if month:
            return f"{int(m.group(2)):04d}-{month:02d}"
    dates = find_dates(text)
    if dates:
        return dates[0][:7]
    numeric = _MONTH_YEAR.search(text)
    if numeric and 1 <= int(numeric.group(1)) <= 12:
        return f"{int(numeric.group(2)):04d}-{int(numeric.group(1)):02d}"
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
    """Lines that look like MRZ lines (30 or 44 characters of A-Z, 0-9 and '<'), spaces removed."""
    out = []
    for line in lines:
        compact = re.sub(r"\s", "", line.upper()).replace("«", "<")
        if len(compact) >= 28 and re.fullmatch(r"[A-Z0-9<]+", compact) and "<" in compact:
            out.append(compact)
    return out


def parse_td1(lines: list[str]) -> dict[str, object] | None:
    """An ID card's three 30-character MRZ lines: document number, CIN (optional data), birth date, expiry,
    name, and whether every check digit holds."""
    found = [ln[:30].ljust(30, "<") for ln in mrz_lines(lines) if 28 <= len(ln) <= 32]
    for i in range(len(found) - 2):
        l1, l2, l3 = found[i], found[i + 1], found[i + 2]
        if not l1.startswith(("I", "A", "C")):
            continue
        number, number_check = l1[5:14], l1[14]
        optional1 = l1[15:30]
        birth, birth_check = l2[0:6], l2[6]
        expiry, expiry_check = l2[8:14], l2[14]
        optional2, composite = l2[18:29], l2[29]
        checks = [
            mrz_check_digit(number) == number_check,
            mrz_check_digit(birth) == birth_check,
            mrz_check_digit(expiry) == expiry_check,
            mrz_check_digit(l1[5:30] + l2[0:7] + l2[8:15] + optional2) == composite,
        ]
        surname, _, given = l3.partition("<<")
        name = " ".join(part for part in (given.replace("<", " ").strip(), surname.replace("<", " ").strip()) if part)
        cin = optional1.replace("<", "") or number.replace("<", "")
        return {
            "document_number": number.replace("<", ""),
            "cin": cin,
            "date_of_birth": _mrz_date(birth, future=False),
            "expiry": _mrz_date(expiry, future=True),
            "name": name,
            "valid": all(checks),
        }
    return None


def parse_td3(lines: list[str]) -> dict[str, object] | None:
    """A passport's two 44-character MRZ lines."""
    found = [ln[:44].ljust(44, "<") for ln in mrz_lines(lines) if 40 <= len(ln) <= 46]
    for i in range(len(found) - 1):
        l1, l2 = found[i], found[i + 1]
        if not l1.startswith("P"):
            continue
        surname, _, given = l1[5:44].partition("<<")
        number, number_check = l2[0:9], l2[9]
        birth, birth_check = l2[13:19], l2[19]
        expiry, expiry_check = l2[21:27], l2[27]
        personal, personal_check = l2[28:42], l2[42]
        composite = l2[43]
        checks = [
            mrz_check_digit(number) == number_check,
            mrz_check_digit(birth) == birth_check,
            mrz_check_digit(expiry) == expiry_check,
            personal_check in ("<", mrz_check_digit(personal)) if personal.strip("<") == "" else True,
            mrz_check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == composite,
        ]
        name = " ".join(part for part in (given.replace("<", " ").strip(), surname.replace("<", " ").strip()) if part)
        return {
            "document_number": number.replace("<", ""),
            "cin": personal.replace("<", ""),
            "date_of_birth": _mrz_date(birth, future=False),
            "expiry": _mrz_date(expiry, future=True),
            "name": name,
            "valid": all(checks),
        }
    return None
