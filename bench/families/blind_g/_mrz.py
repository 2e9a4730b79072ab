"""ICAO 9303 machine-readable zones (TD1 for the CNIE back, TD3 for the passport) and a checker."""

from __future__ import annotations

import datetime as dt
import unicodedata


def _val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    if "A" <= c <= "Z":
        return ord(c) - 55
    raise ValueError(c)


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _clean(s: str) -> str:
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()
    return "".join(c if c.isalnum() else "<" for c in s.replace("'", "").replace("-", " ").replace(" ", "<"))


def name_field(surname: str, given: str, width: int) -> str:
    f = _clean(surname) + "<<" + _clean(given)
    if len(f) > width:
        raise ValueError(f"name too long for MRZ: {f}")
    return f.ljust(width, "<")


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(
    doc_no: str,
    opt1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    issuing: str,
    surname: str,
    given: str,
    opt2: str = "",
) -> list[str]:
    doc = doc_no.ljust(9, "<")
    l1 = "I<" + issuing + doc + check_digit(doc) + opt1.ljust(15, "<")
    b, e = yymmdd(dob), yymmdd(expiry)
    l2_head = b + check_digit(b) + sex + e + check_digit(e) + nationality + opt2.ljust(11, "<")
    composite = l1[5:30] + l2_head[0:7] + l2_head[8:15] + l2_head[18:29]
    l2 = l2_head + check_digit(composite)
    l3 = name_field(surname, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td3(
    doc_no: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    issuing: str,
    surname: str,
    given: str,
    personal: str = "",
) -> list[str]:
    l1 = "P<" + issuing + name_field(surname, given, 39)
    doc = doc_no.ljust(9, "<")
    b, e = yymmdd(dob), yymmdd(expiry)
    pn = personal.ljust(14, "<")
    pn_check = check_digit(pn) if personal else "<"
    head = doc + check_digit(doc) + nationality + b + check_digit(b) + sex + e + check_digit(e) + pn + pn_check
    composite = head[0:10] + head[13:20] + head[21:43]
    l2 = head + check_digit(composite)
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


# ---- an independent checker (used by the self-test) -------------------------------------------------------


def _ok(field: str, digit: str) -> bool:
    if digit == "<":
        return set(field) <= {"<"}
    return check_digit(field) == digit


def valid_td1(lines: list[str]) -> bool:
    l1, l2, l3 = lines
    if not (len(l1) == len(l2) == len(l3) == 30):
        return False
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return _ok(l1[5:14], l1[14]) and _ok(l2[0:6], l2[6]) and _ok(l2[8:14], l2[14]) and _ok(comp, l2[29])


def valid_td3(lines: list[str]) -> bool:
    l1, l2 = lines
    if not (len(l1) == len(l2) == 44):
        return False
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return (
        _ok(l2[0:9], l2[9])
        and _ok(l2[13:19], l2[19])
        and _ok(l2[21:27], l2[27])
        and _ok(l2[28:42], l2[42])
        and _ok(comp, l2[43])
    )
