"""Printed forms of dates, amounts and names; MRZ and RIB arithmetic."""

from __future__ import annotations

import datetime as dt

FR_MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
EN_ABBR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
FR_ABBR = ["JANV", "FEVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]
NBSP = "\u00a0"


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def fdate(x: dt.date | str, style: str = "slash") -> str:
    if isinstance(x, str):
        x = d(x)
    day, mon, yr = x.day, x.month, x.year
    if style == "slash":
        return f"{day:02d}/{mon:02d}/{yr}"
    if style == "dot":
        return f"{day:02d}.{mon:02d}.{yr}"
    if style == "dash":
        return f"{day:02d}-{mon:02d}-{yr}"
    if style == "space":
        return f"{day:02d} {mon:02d} {yr}"
    if style == "iso":
        return x.isoformat()
    if style == "fr":
        return f"{'1er' if day == 1 else day} {FR_MONTHS[mon - 1]} {yr}"
    if style == "fr0":
        return f"{day:02d} {FR_MONTHS[mon - 1]} {yr}"
    if style == "FR":
        return f"{day:02d} {FR_MONTHS[mon - 1].upper()} {yr}"
    if style == "en":
        return f"{EN_MONTHS[mon - 1]} {day}, {yr}"
    if style == "en_dmy":
        return f"{day} {EN_MONTHS[mon - 1]} {yr}"
    if style == "abbr":
        return f"{day:02d} {EN_ABBR[mon - 1]} {yr}"
    if style == "bil":  # passport style: 14 MAI/MAY 1992
        return f"{day:02d} {FR_ABBR[mon - 1]}/{EN_ABBR[mon - 1]} {yr}"
    if style == "yy":
        return f"{day:02d}/{mon:02d}/{yr % 100:02d}"
    raise ValueError(style)


def fperiod(period: str, style: str) -> str:
    yr, mon = int(period[:4]), int(period[5:7])
    if style == "fr":
        return f"{FR_MONTHS[mon - 1].capitalize()} {yr}"
    if style == "FR":
        return f"{FR_MONTHS[mon - 1].upper()} {yr}"
    if style == "num":
        return f"{mon:02d}/{yr}"
    if style == "en":
        return f"{EN_MONTHS[mon - 1]} {yr}"
    if style == "range":
        first = dt.date(yr, mon, 1)
        last = month_end(first)
        return f"du {fdate(first)} au {fdate(last)}"
    raise ValueError(style)


def month_end(x: dt.date) -> dt.date:
    nxt = dt.date(x.year + (x.month == 12), x.month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def famount(v: float, style: str = "fr") -> str:
    """'fr' 12 345,67 | 'frdot' 12.345,67 | 'en' 12,345.67 | 'plain' 12345,67 | 'plaindot' 12345.67 | 'frnb' nbsp"""
    neg = v < 0
    cents = round(abs(v) * 100)
    ent, dec = divmod(cents, 100)
    digits = f"{ent:d}"
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    if style == "fr":
        s = " ".join(groups) + f",{dec:02d}"
    elif style == "frnb":
        s = NBSP.join(groups) + f",{dec:02d}"
    elif style == "frdot":
        s = ".".join(groups) + f",{dec:02d}"
    elif style == "en":
        s = ",".join(groups) + f".{dec:02d}"
    elif style == "plain":
        s = f"{ent}," + f"{dec:02d}"
    elif style == "plaindot":
        s = f"{ent}." + f"{dec:02d}"
    else:
        raise ValueError(style)
    return ("-" + s) if neg else s


def money(v: float, style: str = "fr", unit: str = "") -> str:
    """An amount with its unit: unit like ' DH', ' MAD', 'MAD ', ' Dhs'."""
    s = famount(v, style)
    if not unit:
        return s
    return unit + s if unit.endswith(" ") else s + unit


def mrz_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(mrz_value(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def yymmdd(x: dt.date | str) -> str:
    if isinstance(x, str):
        x = d(x)
    return f"{x.year % 100:02d}{x.month:02d}{x.day:02d}"


def mrz_name(surname: str, given: str, length: int) -> str:
    sur = surname.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    giv = given.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    s = f"{sur}<<{giv}"
    return (s + "<" * length)[:length]


def pad(s: str, n: int) -> str:
    return (s + "<" * n)[:n]


def td1(
    code: str,
    state: str,
    number: str,
    opt1: str,
    dob: str,
    sex: str,
    expiry: str,
    nat: str,
    opt2: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = pad(code, 2) + state + pad(number, 9) + check_digit(pad(number, 9)) + pad(opt1, 15)
    l2a = yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry) + check_digit(yymmdd(expiry)) + nat
    l2a += pad(opt2, 11)
    comp = l1[5:30] + l2a[0:7] + l2a[8:15] + l2a[18:29]
    l2 = l2a + check_digit(comp)
    l3 = mrz_name(surname, given, 30)
    return [l1, l2, l3]


def td3(
    state: str, surname: str, given: str, number: str, nat: str, dob: str, sex: str, expiry: str, personal: str
) -> list[str]:
    l1 = "P<" + state + mrz_name(surname, given, 39)
    num = pad(number, 9)
    pers = pad(personal, 14)
    pcd = check_digit(pers) if personal else "<"
    l2 = num + check_digit(num) + nat + yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry)
    l2 += check_digit(yymmdd(expiry)) + pers + pcd
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + check_digit(comp)]


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    n = bank + city + account
    assert len(n) == 22, n
    return n + rib_key(n)


def iban(rib: str) -> str:
    check = 98 - int(rib + "2210" + "00") % 97
    return f"MA{check:02d}{rib}"


def group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def rib_grouped(rib: str, sep: str = " ") -> str:
    return sep.join([rib[:3], rib[3:6], rib[6:22], rib[22:]])
