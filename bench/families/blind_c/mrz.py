"""ICAO 9303 machine readable zones (TD1 for the CNIE, TD3 for passports)."""

from __future__ import annotations

import datetime as dt
import unicodedata


def char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - ord("A") + 10


def check(s: str) -> str:
    weights = (7, 3, 1)
    return str(sum(char_value(c) * weights[i % 3] for i, c in enumerate(s)) % 10)


def field(s: str, n: int) -> str:
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()
    s = "".join(c if c.isalnum() else "<" for c in s)
    return (s + "<" * n)[:n]


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def name_field(family: str, given: str, n: int) -> str:
    fam = field(family, 60).rstrip("<")
    giv = field(given, 60).rstrip("<")
    return field(f"{fam}<<{giv}", n)


def td1(
    doc_number: str,
    cin: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    family: str,
    given: str,
    old_style: bool = False,
) -> list[str]:
    doc = field(doc_number, 9)
    opt1 = field(cin, 15)
    l1 = ("I<" if old_style else "ID") + "MAR" + doc + check(doc) + opt1
    b, e = yymmdd(dob), yymmdd(expiry)
    opt2 = field("", 11)
    composite = l1[5:30] + b + check(b) + e + check(e) + opt2
    l2 = b + check(b) + sex + e + check(e) + "MAR" + opt2 + check(composite)
    l3 = name_field(family, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30
    return [l1, l2, l3]


def td3(doc_number: str, personal: str, dob: dt.date, sex: str, expiry: dt.date, family: str, given: str) -> list[str]:
    l1 = "P<MAR" + name_field(family, given, 39)
    doc = field(doc_number, 9)
    b, e = yymmdd(dob), yymmdd(expiry)
    pn = field(personal, 14)
    pn_check = check(pn) if personal else "<"
    body = doc + check(doc) + "MAR" + b + check(b) + sex + e + check(e) + pn + pn_check
    composite = doc + check(doc) + b + check(b) + e + check(e) + pn + pn_check
    l2 = body + check(composite)
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check(l1[5:14]) == l1[14]
    ok &= check(l2[0:6]) == l2[6] and check(l2[8:14]) == l2[14]
    composite = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return ok and check(composite) == l2[29]


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    ok = check(l2[0:9]) == l2[9] and check(l2[13:19]) == l2[19] and check(l2[21:27]) == l2[27]
    pn = l2[28:42]
    ok &= (check(pn) == l2[42]) or (pn == "<" * 14 and l2[42] in "<0")
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    return ok and check(composite) == l2[43]
