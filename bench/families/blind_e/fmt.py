"""Printed forms of dates, amounts and identifiers, and ICAO MRZ helpers."""

from __future__ import annotations

import datetime as dt

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
MONTHS_AR = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]
MONTHS_FR_ABBR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]
MONTHS_PASS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def d(iso: str) -> dt.date:
    return dt.date.fromisoformat(iso)


def date(iso: str, style: str) -> str:
    x = d(iso)
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
    if style == "iso":
        return iso
    if style == "long":
        day = "1er" if x.day == 1 else str(x.day)
        return f"{day} {MONTHS_FR[x.month - 1]} {x.year}"
    if style == "long0":
        return f"{x.day:02d} {MONTHS_FR[x.month - 1]} {x.year}"
    if style == "LONG":
        day = "1er" if x.day == 1 else str(x.day)
        return f"{day} {MONTHS_FR[x.month - 1].upper()} {x.year}"
    if style == "en":
        return f"{MONTHS_EN[x.month - 1]} {x.day}, {x.year}"
    if style == "en_uk":
        return f"{x.day} {MONTHS_EN[x.month - 1]} {x.year}"
    if style == "en_abbr":
        return f"{x.day:02d}-{MONTHS_EN[x.month - 1][:3]}-{x.year}"
    if style == "pass":
        return f"{x.day:02d} {MONTHS_PASS[x.month - 1]} {x.year}"
    raise ValueError(style)


def month(ym: str, style: str) -> str:
    y, m = int(ym[:4]), int(ym[5:7])
    if style == "fr":
        return f"{MONTHS_FR[m - 1]} {y}"
    if style == "FR":
        return f"{MONTHS_FR[m - 1].upper()} {y}"
    if style == "Fr":
        return f"{MONTHS_FR[m - 1].capitalize()} {y}"
    if style == "num":
        return f"{m:02d}/{y}"
    if style == "dash":
        return f"{m:02d}-{y}"
    if style == "en":
        return f"{MONTHS_EN[m - 1]} {y}"
    if style == "abbr":
        return f"{MONTHS_FR_ABBR[m - 1]}-{str(y)[2:]}"
    raise ValueError(style)


def month_bounds(ym: str) -> tuple[str, str]:
    y, m = int(ym[:4]), int(ym[5:7])
    first = dt.date(y, m, 1)
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return first.isoformat(), (nxt - dt.timedelta(days=1)).isoformat()


def add_months(ym: str, k: int) -> str:
    y, m = int(ym[:4]), int(ym[5:7])
    m0 = y * 12 + m - 1 + k
    return f"{m0 // 12:04d}-{m0 % 12 + 1:02d}"


def _group(intpart: str, sep: str) -> str:
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def amount(v: float, style: str, neg: str = "minus") -> str:
    """style: 'fr' 12 345,67 | 'frn' 12 345,67 (no-break) | 'de' 12.345,67 | 'plain' 12345.67 | 'plainc' 12345,67 |
    'en' 12,345.67. neg: 'minus' | 'paren' | 'D' | 'none' (absolute value)."""
    a = abs(round(v, 2))
    ip, fp = f"{a:.2f}".split(".")
    if style == "fr":
        s = f"{_group(ip, ' ')},{fp}"
    elif style == "frn":
        s = f"{_group(ip, chr(0xA0))},{fp}"
    elif style == "de":
        s = f"{_group(ip, '.')},{fp}"
    elif style == "plain":
        s = f"{ip}.{fp}"
    elif style == "plainc":
        s = f"{ip},{fp}"
    elif style == "en":
        s = f"{_group(ip, ',')}.{fp}"
    else:
        raise ValueError(style)
    if v < 0 and round(v, 2) != 0:
        if neg == "minus":
            s = "-" + s
        elif neg == "paren":
            s = f"({s})"
        elif neg == "D":
            s = s + " D"
    return s


# --- words

_UNITS = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _below100(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = "soixante" if t == 7 else "quatre-vingt"
        rest = 10 + u
        joiner = " et " if (t == 7 and u == 1) else "-"
        return base + joiner + _UNITS[rest]
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + _UNITS[u]
    if u == 0:
        return _TENS[t]
    if u == 1:
        return _TENS[t] + " et un"
    return _TENS[t] + "-" + _UNITS[u]


def _below1000(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append("cent" if h == 1 else _UNITS[h] + (" cents" if r == 0 else " cent"))
    if r:
        parts.append(_below100(r))
    return " ".join(parts)


def words_fr(n: int) -> str:
    if n == 0:
        return "zéro"
    th, r = divmod(n, 1000)
    parts = []
    if th:
        parts.append(
            "mille" if th == 1 else _below1000(th).replace("cents", "cent").replace("vingts", "vingt") + " mille"
        )
    if r:
        parts.append(_below1000(r))
    return " ".join(parts)


def amount_words(v: float) -> str:
    cents = round(v * 100)
    dh, cts = divmod(cents, 100)
    s = words_fr(dh) + " dirhams"
    if cts:
        s += " et " + words_fr(cts) + " centimes"
    return s


# --- MRZ


def _val(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - ord("A") + 10


def check(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _pad(s: str, n: int) -> str:
    s = s[:n]
    return s + "<" * (n - len(s))


def mrz_name(surname: str, given: str, n: int) -> str:
    def clean(x: str) -> str:
        x = x.upper().replace("-", " ").replace("'", "")
        return "<".join(x.split())

    return _pad(clean(surname) + "<<" + clean(given), n)


def yymmdd(iso: str) -> str:
    return iso[2:4] + iso[5:7] + iso[8:10]


def td1(doc_number: str, cin: str, dob: str, sex: str, expiry: str, surname: str, given: str, old=False) -> list[str]:
    head = "I<MAR" if old else "IDMAR"
    dn = _pad(doc_number, 9)
    opt1 = _pad(cin, 15)
    l1 = head + dn + check(dn) + opt1
    b, e = yymmdd(dob), yymmdd(expiry)
    opt2 = _pad("", 11)
    part = b + check(b) + sex + e + check(e) + "MAR" + opt2
    comp = check(l1[5:30] + b + check(b) + e + check(e) + opt2)
    l2 = part + comp
    l3 = mrz_name(surname, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td3(number: str, cin: str, dob: str, sex: str, expiry: str, surname: str, given: str) -> list[str]:
    l1 = "P<MAR" + mrz_name(surname, given, 39)
    n = _pad(number, 9)
    b, e = yymmdd(dob), yymmdd(expiry)
    pn = _pad(cin, 14)
    pn_check = check(pn)
    body = n + check(n) + "MAR" + b + check(b) + sex + e + check(e) + pn + pn_check
    comp = check(n + check(n) + b + check(b) + e + check(e) + pn + pn_check)
    l2 = body + comp
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def mrz_td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check(l1[5:14]) == l1[14]
    ok &= check(l2[0:6]) == l2[6] and check(l2[8:14]) == l2[14]
    ok &= check(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    return ok


def mrz_td3_valid(lines: list[str]) -> bool:
    _, l2 = lines
    ok = check(l2[0:9]) == l2[9] and check(l2[13:19]) == l2[19] and check(l2[21:27]) == l2[27]
    ok &= check(l2[28:42]) == l2[42]
    ok &= check(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return ok


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"
