"""Machine-readable zones (ICAO 9303): TD1 (3 x 30), TD2 (2 x 36), TD3 (2 x 44) and MRV-A visas (2 x 44)."""

from __future__ import annotations

import datetime as dt

WEIGHTS = (7, 3, 1)


def char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    if "A" <= c <= "Z":
        return ord(c) - ord("A") + 10
    raise ValueError(f"not an MRZ character: {c!r}")


def check_digit(field: str) -> str:
    return str(sum(char_value(c) * WEIGHTS[i % 3] for i, c in enumerate(field)) % 10)


def digit_ok(field: str, digit: str) -> bool:
    """A check digit holds; a filler '<' stands for 0 over an all-filler field."""
    if digit == "<":
        return set(field) <= {"<"}
    return check_digit(field) == digit


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def pad(s: str, n: int) -> str:
    if len(s) > n:
        s = s[:n]
    return s + "<" * (n - len(s))


def name_field(surname: str, given: str, n: int) -> str:
    """SURNAME<<GIVEN<NAMES, spaces and hyphens as '<', truncated to n."""

    def clean(x: str) -> str:
        x = x.upper().replace("-", " ").replace("'", "")
        return "<".join(x.split())

    return pad(f"{clean(surname)}<<{clean(given)}", n)


def td1(
    code: str,
    state: str,
    number: str,
    optional1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nat: str,
    optional2: str,
    surname: str,
    given: str,
) -> list[str]:
    num = pad(number, 9)
    l1 = pad(code, 2) + state + num + check_digit(num) + pad(optional1, 15)
    b, e = yymmdd(dob), yymmdd(expiry)
    l2_head = b + check_digit(b) + sex + e + check_digit(e) + nat + pad(optional2, 11)
    composite = check_digit(l1[5:30] + l2_head[0:7] + l2_head[8:15] + l2_head[18:29])
    l2 = l2_head + composite
    l3 = name_field(surname, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td2(
    code: str,
    state: str,
    number: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nat: str,
    optional: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = pad(code, 2) + state + name_field(surname, given, 31)
    num = pad(number, 9)
    b, e = yymmdd(dob), yymmdd(expiry)
    head = num + check_digit(num) + nat + b + check_digit(b) + sex + e + check_digit(e) + pad(optional, 7)
    composite = check_digit(head[0:10] + head[13:20] + head[21:35])
    l2 = head + composite
    assert len(l1) == len(l2) == 36, (l1, l2)
    return [l1, l2]


def td3(
    state: str,
    number: str,
    nat: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    surname: str,
    given: str,
    personal_filler_check: str = "0",
) -> list[str]:
    l1 = "P<" + state + name_field(surname, given, 39)
    num = pad(number, 9)
    b, e = yymmdd(dob), yymmdd(expiry)
    pers = pad(personal, 14)
    pcheck = check_digit(pers) if personal else personal_filler_check
    head = num + check_digit(num) + nat + b + check_digit(b) + sex + e + check_digit(e) + pers + pcheck
    composite = check_digit(head[0:10] + head[13:20] + head[21:43])
    l2 = head + composite
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def mrva(
    state: str, number: str, nat: str, dob: dt.date, sex: str, expiry: dt.date, optional: str, surname: str, given: str
) -> list[str]:
    l1 = "V<" + state + name_field(surname, given, 39)
    num = pad(number, 9)
    b, e = yymmdd(dob), yymmdd(expiry)
    l2 = num + check_digit(num) + nat + b + check_digit(b) + sex + e + check_digit(e) + pad(optional, 16)
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def validate(lines: list[str]) -> list[str]:
    """Every check digit of an MRZ; returns the failures (empty when valid)."""
    errs: list[str] = []

    def need(field: str, digit: str, what: str) -> None:
        if not digit_ok(field, digit):
            errs.append(f"{what}: {field!r} check {digit!r}, expected {check_digit(field)}")

    if len(lines) == 3 and all(len(x) == 30 for x in lines):
        l1, l2 = lines[0], lines[1]
        need(l1[5:14], l1[14], "document number")
        need(l2[0:6], l2[6], "birth date")
        need(l2[8:14], l2[14], "expiry date")
        need(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29], l2[29], "composite")
    elif len(lines) == 2 and all(len(x) == 36 for x in lines):
        l2 = lines[1]
        need(l2[0:9], l2[9], "document number")
        need(l2[13:19], l2[19], "birth date")
        need(l2[21:27], l2[27], "expiry date")
        need(l2[0:10] + l2[13:20] + l2[21:35], l2[35], "composite")
    elif len(lines) == 2 and all(len(x) == 44 for x in lines):
        l1, l2 = lines
        need(l2[0:9], l2[9], "document number")
        need(l2[13:19], l2[19], "birth date")
        need(l2[21:27], l2[27], "expiry date")
        if l1[0] == "P":
            need(l2[28:42], l2[42], "personal number")
            need(l2[0:10] + l2[13:20] + l2[21:43], l2[43], "composite")
    else:
        errs.append(f"unknown MRZ shape: {[len(x) for x in lines]}")
    for line in lines:
        if any(not (c.isdigit() or "A" <= c <= "Z" or c == "<") for c in line):
            errs.append(f"bad character in {line!r}")
    return errs
