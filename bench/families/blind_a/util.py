"""Formatting helpers: amounts, dates, MRZ (ICAO 9303), RIB, HTML escaping, label recording."""

from __future__ import annotations

import datetime as dt
import html
import unicodedata

MOIS = [
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
MONTHS_EN = [
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
MOIS_AR = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "ماي",
    "يونيو",
    "يوليوز",
    "غشت",
    "شتنبر",
    "أكتوبر",
    "نونبر",
    "دجنبر",
]


def esc(s: object) -> str:
    return html.escape(str(s), quote=True)


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


# ---------------------------------------------------------------- amounts


def amount(x: float, style: str = "sp") -> str:
    """Format an amount. Styles: sp '12 345,67', dot '12.345,67', plain '12345.67', en '12,345.67',
    nosep '12345,67', nbsp '12 345,67' (no-break space)."""
    neg = x < 0
    cents = round(abs(x) * 100)
    ent, dec = divmod(cents, 100)
    digits = f"{ent:d}"
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    if style == "sp":
        s = " ".join(groups) + f",{dec:02d}"
    elif style == "nbsp":
        s = "\u00a0".join(groups) + f",{dec:02d}"
    elif style == "dot":
        s = ".".join(groups) + f",{dec:02d}"
    elif style == "plain":
        s = f"{ent}.{dec:02d}"
    elif style == "nosep":
        s = f"{ent},{dec:02d}"
    elif style == "en":
        s = ",".join(groups) + f".{dec:02d}"
    else:
        raise ValueError(style)
    return ("-" if neg else "") + s


def r2(x: float) -> float:
    return round(x + 1e-9, 2)


# ---------------------------------------------------------------- dates


def date(x: dt.date | str, style: str = "slash") -> str:
    if isinstance(x, str):
        x = d(x)
    if style == "slash":
        return x.strftime("%d/%m/%Y")
    if style == "dash":
        return x.strftime("%d-%m-%Y")
    if style == "dot":
        return x.strftime("%d.%m.%Y")
    if style == "dot2":
        return x.strftime("%d.%m.%y")
    if style == "slash2":
        return x.strftime("%d/%m/%y")
    if style == "space":
        return x.strftime("%d %m %Y")
    if style == "iso":
        return x.isoformat()
    if style == "long":
        day = "1er" if x.day == 1 else str(x.day)
        return f"{day} {MOIS[x.month - 1]} {x.year}"
    if style == "long0":
        return f"{x.day:02d} {MOIS[x.month - 1]} {x.year}"
    if style == "longup":
        day = "1er" if x.day == 1 else str(x.day)
        return f"{day} {MOIS[x.month - 1].upper()} {x.year}"
    if style == "en":
        return f"{MONTHS_EN[x.month - 1]} {x.day}, {x.year}"
    if style == "en_dmy":
        return f"{x.day:02d} {MONTHS_EN[x.month - 1][:3]} {x.year}"
    if style == "en_long_dmy":
        return f"{x.day} {MONTHS_EN[x.month - 1]} {x.year}"
    if style == "pass":
        # passport style: 12 APR/AVR 1986
        fr = ["JAN", "FEV", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]
        en = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        m = x.month - 1
        mm = en[m] if en[m] == fr[m] else f"{fr[m]}/{en[m]}"
        return f"{x.day:02d} {mm} {x.year}"
    if style == "ar":
        return f"{x.day} {MOIS_AR[x.month - 1]} {x.year}"
    raise ValueError(style)


def month_label(ym: str, style: str = "fr") -> str:
    y, m = (int(v) for v in ym.split("-"))
    if style == "fr":
        return f"{MOIS[m - 1].capitalize()} {y}"
    if style == "frup":
        return f"{MOIS[m - 1].upper()} {y}"
    if style == "num":
        return f"{m:02d}/{y}"
    if style == "en":
        return f"{MONTHS_EN[m - 1]} {y}"
    if style == "ar":
        return f"{MOIS_AR[m - 1]} {y}"
    raise ValueError(style)


def month_bounds(ym: str) -> tuple[dt.date, dt.date]:
    y, m = (int(v) for v in ym.split("-"))
    first = dt.date(y, m, 1)
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return first, nxt - dt.timedelta(days=1)


# ---------------------------------------------------------------- MRZ


def _val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).upper()
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(c)
        elif c in " -'":
            out.append("<")
    return "".join(out)


def pad(s: str, n: int) -> str:
    s = s[:n]
    return s + "<" * (n - len(s))


def yymmdd(x: dt.date | str) -> str:
    if isinstance(x, str):
        x = d(x)
    return x.strftime("%y%m%d")


def td1(doc_code: str, docnum: str, opt1: str, dob: str, sex: str, expiry: str, surname: str, given: str) -> list[str]:
    """ICAO TD1 (3 x 30) for Morocco."""
    l1 = pad(doc_code, 2) + "MAR" + pad(docnum, 9) + check_digit(pad(docnum, 9)) + pad(opt1, 15)
    b = yymmdd(dob)
    e = yymmdd(expiry)
    l2a = b + check_digit(b) + sex + e + check_digit(e) + "MAR" + pad("", 11)
    comp = l1[5:30] + l2a[0:7] + l2a[8:15] + l2a[18:29]
    l2 = l2a + check_digit(comp)
    l3 = pad(mrz_name(surname) + "<<" + mrz_name(given), 30)
    assert len(l1) == len(l2) == len(l3) == 30
    return [l1, l2, l3]


def td3(docnum: str, dob: str, sex: str, expiry: str, personal: str, surname: str, given: str) -> list[str]:
    l1 = pad("P<MAR" + mrz_name(surname) + "<<" + mrz_name(given), 44)
    dn = pad(docnum, 9)
    b = yymmdd(dob)
    e = yymmdd(expiry)
    pn = pad(personal, 14)
    pcd = check_digit(pn) if personal else "<"
    l2a = dn + check_digit(dn) + "MAR" + b + check_digit(b) + sex + e + check_digit(e) + pn + pcd
    comp = l2a[0:10] + l2a[13:20] + l2a[21:43]
    l2 = l2a + check_digit(comp)
    assert len(l1) == len(l2) == 44
    return [l1, l2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check_digit(l1[5:14]) == l1[14]
    ok &= check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    ok &= check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    return ok


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    ok = check_digit(l2[0:9]) == l2[9] and check_digit(l2[13:19]) == l2[19] and check_digit(l2[21:27]) == l2[27]
    ok &= l2[42] == "<" if l2[28:42] == "<" * 14 else check_digit(l2[28:42]) == l2[42]
    ok &= check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return ok


# ---------------------------------------------------------------- RIB


def rib(bank: str, city: str, account: str) -> str:
    assert len(bank) == 3 and len(city) == 3 and len(account) == 16
    n = int(bank + city + account)
    key = 97 - (n * 100) % 97
    return f"{bank}{city}{account}{key:02d}"


def rib_groups(r: str, sep: str = " ") -> str:
    return sep.join([r[0:3], r[3:6], r[6:22], r[22:24]])


def iban(r: str, grouped: bool = True) -> str:
    s = "MA64" + r
    if not grouped:
        return s
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- labels


class Shown:
    """Records which labelled fields a template prints, with their value and printed form."""

    def __init__(self) -> None:
        self.labels: dict[str, object] = {}
        self.printed: dict[str, list[str]] = {}

    def __call__(self, field: str, value: object, printed: str, raw: bool = False) -> str:
        if field in self.labels and self.labels[field] != value:
            raise ValueError(f"field {field} shown twice with different values: {self.labels[field]!r} / {value!r}")
        self.labels[field] = value
        self.printed.setdefault(field, []).append(printed)
        return printed if raw else esc(printed)

    def mark(self, field: str, value: object, printed: str) -> None:
        self(field, value, printed)
