"""ICAO 9303 machine readable zones (TD1 for the CNIE, TD3 for passports)."""

from __future__ import annotations

import datetime as dt
import unicodedata

_WEIGHTS = (7, 3, 1)


def _value(ch: str) -> int:
    if ch == "<":
        return 0
    if ch.isdigit():
        return int(ch)
    if "A" <= ch <= "Z":
        return ord(ch) - ord("A") + 10
    raise ValueError(f"not an MRZ character: {ch!r}")


def check_digit(field: str) -> str:
    return str(sum(_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(field)) % 10)


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().upper()
    out = []
    for ch in text:
        out.append(ch if ("A" <= ch <= "Z" or ch.isdigit()) else "<")
    return "".join(out)


def _pad(text: str, n: int) -> str:
    return (text + "<" * n)[:n]


def _yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def name_field(family: str, given: str, n: int) -> str:
    return _pad(_clean(family) + "<<" + _clean(given), n)


def td1(
    doc_type: str,
    number: str,
    optional1: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    family: str,
    given: str,
    country: str = "MAR",
    nationality: str = "MAR",
    optional2: str = "",
) -> list[str]:
    """Three lines of 30: ID-card MRZ with the CIN in line 1's optional data."""
    num = _pad(number, 9)
    l1 = _pad(doc_type, 2) + country + num + check_digit(num) + _pad(optional1, 15)
    b, e = _yymmdd(birth), _yymmdd(expiry)
    l2 = b + check_digit(b) + sex + e + check_digit(e) + nationality + _pad(optional2, 11)
    composite = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(composite)
    l3 = name_field(family, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30
    return [l1, l2, l3]


def td3(
    number: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    family: str,
    given: str,
    personal: str = "",
    country: str = "MAR",
    nationality: str = "MAR",
) -> list[str]:
    """Two lines of 44: passport MRZ with an optional personal number."""
    l1 = "P<" + country + name_field(family, given, 39)
    num = _pad(number, 9)
    b, e = _yymmdd(birth), _yymmdd(expiry)
    pers = _pad(personal, 14)
    pers_check = check_digit(pers)
    l2 = num + check_digit(num) + nationality + b + check_digit(b) + sex + e + check_digit(e) + pers + pers_check
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += check_digit(composite)
    assert len(l1) == len(l2) == 44
    return [l1, l2]


def valid_td1(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check_digit(l1[5:14]) == l1[14]
    ok &= check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    ok &= check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    return bool(ok)


def valid_td3(lines: list[str]) -> bool:
    _, l2 = lines
    ok = check_digit(l2[0:9]) == l2[9]
    ok &= check_digit(l2[13:19]) == l2[19] and check_digit(l2[21:27]) == l2[27]
    ok &= check_digit(l2[28:42]) == l2[42]
    ok &= check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return bool(ok)
