"""Identity numbers: ICAO 9303 machine-readable zones, Moroccan RIB keys and MA IBANs."""

from __future__ import annotations

import datetime as dt


def _char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - ord("A") + 10


def check_digit(s: str) -> str:
    weights = (7, 3, 1)
    return str(sum(_char_value(c) * weights[i % 3] for i, c in enumerate(s)) % 10)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def mrz_name(surname: str, given: str, width: int) -> str:
    def clean(s: str) -> str:
        return "<".join(s.upper().replace("-", " ").replace("'", " ").split())

    s = clean(surname) + "<<" + clean(given)
    return s[:width].ljust(width, "<")


def td1(docnum: str, cin: str, dob: dt.date, sex: str, expiry: dt.date, surname: str, given: str) -> list[str]:
    """A Moroccan CNIE's three MRZ lines (ICAO TD1): the CIN in the optional data of line 1."""
    assert len(docnum) == 9 and len(cin) <= 15
    l1 = "ID" + "MAR" + docnum + check_digit(docnum) + cin.ljust(15, "<")
    b = yymmdd(dob)
    e = yymmdd(expiry)
    l2 = b + check_digit(b) + sex + e + check_digit(e) + "MAR" + "<" * 11
    composite = check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29])
    l2 += composite
    l3 = mrz_name(surname, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30
    return [l1, l2, l3]


def td3(number: str, cin: str, dob: dt.date, sex: str, expiry: dt.date, surname: str, given: str) -> list[str]:
    """A Moroccan passport's two MRZ lines (ICAO TD3), the CIN as personal number."""
    assert len(number) == 9
    l1 = "P<MAR" + mrz_name(surname, given, 39)
    b = yymmdd(dob)
    e = yymmdd(expiry)
    pn = cin.ljust(14, "<")
    l2 = number + check_digit(number) + "MAR" + b + check_digit(b) + sex + e + check_digit(e) + pn + check_digit(pn)
    l2 += check_digit(l2[0:10] + l2[13:20] + l2[21:43])
    assert len(l1) == len(l2) == 44
    return [l1, l2]


def rib_key(first22: str) -> str:
    assert len(first22) == 22 and first22.isdigit()
    return f"{97 - int(first22) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    first = bank + city + account
    return first + rib_key(first)


def iban(rib: str) -> str:
    """ISO 13616 check digits over the 24-digit RIB as the BBAN."""
    check = 98 - int(rib + "2210" + "00") % 97  # M=22, A=10
    return f"MA{check:02d}{rib}"


def group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"
