"""Machine-readable zones (ICAO 9303), Moroccan RIBs and IBANs."""

from __future__ import annotations

import datetime as dt
import unicodedata

_WEIGHTS = (7, 3, 1)


def _char_value(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if "A" <= ch <= "Z":
        return ord(ch) - ord("A") + 10
    if ch == "<":
        return 0
    raise ValueError(f"not an MRZ character: {ch!r}")


def check_digit(field: str) -> str:
    """ICAO 9303 check digit: weights 7, 3, 1 repeated, '<' = 0, A = 10 ... Z = 35, modulo 10."""
    return str(sum(_char_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(field)) % 10)


def mrz_text(value: str) -> str:
    """Upper-case, accents dropped, apostrophes removed, spaces and hyphens as filler."""
    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().upper()
    plain = plain.replace("'", "").replace("-", " ").replace(",", " ")
    out = []
    for ch in plain:
        if ch.isalnum():
            out.append(ch)
        elif ch == " ":
            out.append("<")
    return "".join(out)


def _pad(value: str, width: int) -> str:
    if len(value) > width:
        raise ValueError(f"{value!r} does not fit {width} characters")
    return value + "<" * (width - len(value))


def name_field(surname: str, given: str, width: int) -> str:
    field = mrz_text(surname) + "<<" + mrz_text(given)
    if len(field) > width:
        raise ValueError(f"name {field!r} longer than {width}: choose a shorter name")
    return _pad(field, width)


def yymmdd(day: dt.date) -> str:
    return day.strftime("%y%m%d")


def td1(
    doc_code: str,
    state: str,
    number: str,
    optional1: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    surname: str,
    given: str,
    optional2: str = "",
) -> list[str]:
    """Three lines of 30 (identity cards, residence permits)."""
    num = _pad(number, 9)
    line1 = _pad(doc_code, 2) + _pad(state, 3) + num + check_digit(num) + _pad(optional1, 15)
    line2 = yymmdd(birth) + check_digit(yymmdd(birth)) + sex
    line2 += yymmdd(expiry) + check_digit(yymmdd(expiry)) + _pad(nationality, 3) + _pad(optional2, 11)
    composite = line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29]
    line2 += check_digit(composite)
    line3 = name_field(surname, given, 30)
    return [line1, line2, line3]


def td3(
    doc_code: str,
    state: str,
    number: str,
    nationality: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    surname: str,
    given: str,
) -> list[str]:
    """Two lines of 44 (passports)."""
    line1 = _pad(doc_code, 2) + _pad(state, 3) + name_field(surname, given, 39)
    num = _pad(number, 9)
    pers = _pad(personal, 14)
    pers_check = check_digit(pers) if personal else "<"
    line2 = num + check_digit(num) + _pad(nationality, 3)
    line2 += yymmdd(birth) + check_digit(yymmdd(birth)) + sex
    line2 += yymmdd(expiry) + check_digit(yymmdd(expiry)) + pers + pers_check
    composite = line2[0:10] + line2[13:20] + line2[21:43]
    line2 += check_digit(composite)
    return [line1, line2]


def mrv_a(
    state: str,
    number: str,
    nationality: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    surname: str,
    given: str,
    optional: str = "",
) -> list[str]:
    """Visa sticker MRV-A: two lines of 44, no composite digit."""
    line1 = "V<" + _pad(state, 3) + name_field(surname, given, 39)
    num = _pad(number, 9)
    line2 = num + check_digit(num) + _pad(nationality, 3)
    line2 += yymmdd(birth) + check_digit(yymmdd(birth)) + sex
    line2 += yymmdd(expiry) + check_digit(yymmdd(expiry)) + _pad(optional, 16)
    return [line1, line2]


def _century(yy: str, pivot: int) -> int:
    year = int(yy)
    return 2000 + year if year <= pivot else 1900 + year


def parse_date(text: str, future: bool) -> dt.date:
    pivot = 60 if future else 30
    return dt.date(_century(text[0:2], pivot), int(text[2:4]), int(text[4:6]))


def verify(lines: list[str]) -> dict:
    """Check every check digit of a TD1, TD3 or MRV-A zone and read its fields back."""
    kind = {(3, 30): "TD1", (2, 44): "TD3"}.get((len(lines), len(lines[0])))
    if kind is None or any(len(x) != len(lines[0]) for x in lines):
        raise ValueError(f"unknown MRZ shape: {lines}")
    ok = True
    if kind == "TD1":
        l1, l2, l3 = lines
        ok &= check_digit(l1[5:14]) == l1[14]
        ok &= check_digit(l2[0:6]) == l2[6]
        ok &= check_digit(l2[8:14]) == l2[14]
        ok &= check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
        number, birth, expiry, nat, names = l1[5:14], l2[0:6], l2[8:14], l2[15:18], l3
        state = l1[2:5]
    else:
        l1, l2 = lines
        ok &= check_digit(l2[0:9]) == l2[9]
        ok &= check_digit(l2[13:19]) == l2[19]
        ok &= check_digit(l2[21:27]) == l2[27]
        if l1[0] != "V":
            pers = l2[28:42]
            ok &= l2[42] == check_digit(pers) or (not pers.strip("<") and l2[42] == "<")
            ok &= check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
        number, birth, expiry, nat, names = l2[0:9], l2[13:19], l2[21:27], l2[10:13], l1[5:44]
        state = l1[2:5]
    surname, _, given = names.rstrip("<").partition("<<")
    return {
        "valid": bool(ok),
        "document_number": number.rstrip("<"),
        "date_of_birth": parse_date(birth, future=False).isoformat(),
        "document_expiry": parse_date(expiry, future=True).isoformat(),
        "nationality": nat.rstrip("<"),
        "issuing_country": state.rstrip("<"),
        "surname": surname.replace("<", " "),
        "given": given.replace("<", " "),
        "optional1": lines[0][15:30].rstrip("<") if kind == "TD1" else "",
        "personal": lines[1][28:42].rstrip("<") if kind == "TD3" and lines[0][0] == "P" else "",
    }


# --- Moroccan RIB: bank 3, city 3, account 16, key 2 ---------------------------------------------------------------


def rib_key(first22: str) -> str:
    """The key of docs/document-labels.md: 97 - (N x 100 mod 97), N the 22 digits of bank, city and account."""
    if len(first22) != 22 or not first22.isdigit():
        raise ValueError(first22)
    return f"{97 - int(first22) * 100 % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    first = bank + city + account
    return first + rib_key(first)


def rib_valid(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and rib_key(rib[:22]) == rib[22:]


def iban(rib: str) -> str:
    """MA IBAN over the 24-digit RIB (ISO 13616 check digits)."""
    moved = rib + "2210" + "00"  # M = 22, A = 10
    return f"MA{98 - int(moved) % 97:02d}{rib}"


def iban_valid(value: str) -> bool:
    moved = value[4:] + value[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return int(digits) % 97 == 1


def group(text: str, sizes: list[int], sep: str = " ") -> str:
    out, pos = [], 0
    for size in sizes:
        out.append(text[pos : pos + size])
        pos += size
    if pos < len(text):
        out.append(text[pos:])
    return sep.join(out)
