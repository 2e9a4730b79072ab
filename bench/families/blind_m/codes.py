"""Machine-readable zones (ICAO 9303 TD1 and TD3), Moroccan RIB keys and IBANs."""

from __future__ import annotations

import datetime as dt

_WEIGHTS = (7, 3, 1)


def _value(char: str) -> int:
    if char.isdigit():
        return int(char)
    if char == "<":
        return 0
    return ord(char) - 55


def check_digit(field: str) -> str:
    return str(sum(_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(field)) % 10)


def _pad(text: str, length: int) -> str:
    if len(text) > length:
        raise ValueError(f"{text!r} is longer than {length}")
    return text + "<" * (length - len(text))


def _yymmdd(day: dt.date) -> str:
    return day.strftime("%y%m%d")


def mrz_name(family: str, given: str, length: int) -> str:
    def part(words: str) -> str:
        return "<".join(w for w in words.upper().replace("-", " ").replace("'", "").split())

    name = f"{part(family)}<<{part(given)}"
    return _pad(name[:length], length)


def td1(
    doc_code: str,
    issuer: str,
    number: str,
    optional1: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    family: str,
    given: str,
    optional2: str = "",
) -> list[str]:
    """Three lines of 30 characters (identity cards, residence permits)."""
    code = _pad(doc_code, 2)
    number_field = _pad(number, 9)
    line1 = code + issuer + number_field + check_digit(number_field) + _pad(optional1, 15)
    birth_field = _yymmdd(birth) + check_digit(_yymmdd(birth))
    expiry_field = _yymmdd(expiry) + check_digit(_yymmdd(expiry))
    opt2 = _pad(optional2, 11)
    composite = line1[5:30] + birth_field + expiry_field + opt2
    line2 = birth_field + sex + expiry_field + _pad(nationality, 3) + opt2 + check_digit(composite)
    line3 = mrz_name(family, given, 30)
    return [line1, line2, line3]


def td3(
    doc_code: str,
    issuer: str,
    number: str,
    nationality: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    family: str,
    given: str,
) -> list[str]:
    """Two lines of 44 characters (passports)."""
    line1 = _pad(doc_code, 2) + issuer + mrz_name(family, given, 39)
    number_field = _pad(number, 9)
    personal_field = _pad(personal, 14)
    personal_check = check_digit(personal_field) if personal else "<"
    parts = [
        number_field + check_digit(number_field),
        _pad(nationality, 3),
        _yymmdd(birth) + check_digit(_yymmdd(birth)),
        sex,
        _yymmdd(expiry) + check_digit(_yymmdd(expiry)),
        personal_field + personal_check,
    ]
    composite = parts[0] + parts[2] + parts[4] + parts[5]
    line2 = "".join(parts) + check_digit(composite)
    return [line1, line2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check_digit(l1[5:14]) == l1[14]
    ok &= check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    composite = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return ok and check_digit(composite) == l2[29]


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    ok = check_digit(l2[0:9]) == l2[9]
    ok &= check_digit(l2[13:19]) == l2[19] and check_digit(l2[21:27]) == l2[27]
    personal = l2[28:42]
    ok &= (l2[42] == check_digit(personal)) or (personal == "<" * 14 and l2[42] in "<0")
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    return ok and check_digit(composite) == l2[43]


def rib_key(first22: str) -> str:
    key = 97 - (int(first22) * 100) % 97
    return f"{key:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    first = bank + city + account
    assert len(first) == 22 and first.isdigit()
    return first + rib_key(first)


def rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0 and rib[-2:] == rib_key(rib[:22])


def iban(rib: str) -> str:
    digits = rib + "221000"  # M=22, A=10, then 00
    check = 98 - int(digits) % 97
    return f"MA{check:02d}{rib}"


def grouped(text: str, size: int = 4) -> str:
    return " ".join(text[i : i + size] for i in range(0, len(text), size))
