"""Small helpers: LaTeX escaping, date and amount formats, MRZ and RIB arithmetic."""

from __future__ import annotations

import datetime as dt
import unicodedata

MONTHS_FR = [
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
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

_TEX = {
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "\\": r"\textbackslash{}",
}


def tex(s: str) -> str:
    """Escape text for LaTeX (no ligature-prone sequences are introduced)."""
    return "".join(_TEX.get(c, c) for c in str(s))


def fdate(d: dt.date, style: str) -> str:
    """A date in one of the printed styles."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "fr":
        return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "mon":
        return f"{d.day:02d} {MON3[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def fmonth(year: int, month: int, style: str) -> str:
    """A pay period in one of the printed styles."""
    if style == "fr":
        return f"{MONTHS_FR[month - 1].capitalize()} {year}"
    if style == "FR":
        return f"{MONTHS_FR[month - 1].upper()} {year}"
    if style == "num":
        return f"{month:02d}/{year}"
    if style == "en":
        return f"{MONTHS_EN[month - 1]} {year}"
    raise ValueError(style)


def last_day(year: int, month: int) -> dt.date:
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def famount(x: float, style: str) -> str:
    """An amount as LaTeX text, in a Moroccan/French or English style (sign kept)."""
    neg = x < 0
    cents = round(abs(x) * 100)
    units, dec = divmod(cents, 100)
    groups = f"{units:,}".split(",")
    if style == "sp":
        body = "~".join(groups) + f",{dec:02d}"
    elif style == "thin":
        body = r"\,".join(groups) + f",{dec:02d}"
    elif style == "dot":
        body = ".".join(groups) + f",{dec:02d}"
    elif style == "en":
        body = ",".join(groups) + f".{dec:02d}"
    elif style == "plain":
        body = "".join(groups) + f",{dec:02d}"
    else:
        raise ValueError(style)
    return ("-" if neg else "") + body


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


# ---------------------------------------------------------------- MRZ (ICAO 9303)


def _val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - ord("A") + 10


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _pad(s: str, n: int) -> str:
    return (s + "<" * n)[:n]


def mrz_name(surname: str, given: str, width: int) -> str:
    def clean(x: str) -> str:
        x = strip_accents(x).upper().replace("-", " ").replace("'", "")
        return "<".join(x.split())

    return _pad(clean(surname) + "<<" + clean(given), width)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(
    code: str,
    issuer: str,
    number: str,
    opt1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    opt2: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = _pad(code, 2) + issuer + _pad(number, 9) + check_digit(_pad(number, 9)) + _pad(opt1, 15)
    b, e = yymmdd(dob), yymmdd(expiry)
    l2a = b + check_digit(b) + sex + e + check_digit(e) + _pad(nationality, 3) + _pad(opt2, 11)
    composite = l1[5:30] + l2a[0:7] + l2a[8:15] + l2a[18:29]
    l2 = l2a + check_digit(composite)
    return [l1, l2, mrz_name(surname, given, 30)]


def td3(
    code: str,
    issuer: str,
    number: str,
    nationality: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = _pad(code, 2) + issuer + mrz_name(surname, given, 39)
    num = _pad(number, 9)
    b, e, p = yymmdd(dob), yymmdd(expiry), _pad(personal, 14)
    pcheck = check_digit(p) if personal else "<"
    l2a = num + check_digit(num) + nationality + b + check_digit(b) + sex + e + check_digit(e) + p + pcheck
    composite = l2a[0:10] + l2a[13:20] + l2a[21:43]
    return [l1, l2a + check_digit(composite)]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, l3 = lines
    if not (len(l1) == len(l2) == len(l3) == 30):
        return False
    ok = check_digit(l1[5:14]) == l1[14]
    ok &= check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    composite = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return bool(ok and check_digit(composite) == l2[29])


def td3_valid(lines: list[str]) -> bool:
    l1, l2 = lines
    if not (len(l1) == len(l2) == 44):
        return False
    ok = check_digit(l2[0:9]) == l2[9]
    ok &= check_digit(l2[13:19]) == l2[19] and check_digit(l2[21:27]) == l2[27]
    pn = l2[28:42]
    ok &= (l2[42] == check_digit(pn)) or (pn == "<" * 14 and l2[42] in "<0")
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    return bool(ok and check_digit(composite) == l2[43])


# ---------------------------------------------------------------- RIB / IBAN


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    n = bank + city + account
    assert len(n) == 22 and n.isdigit()
    return n + rib_key(n)


def rib_valid(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str) -> str:
    num = int(rib + "2210" + "00")  # M=22, A=10
    return f"MA{98 - num % 97:02d}{rib}"


def group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))
