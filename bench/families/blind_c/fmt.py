"""Formatting helpers: dates, amounts, RIB, words, as Moroccan papers print them."""

from __future__ import annotations

import datetime as dt

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


def date(d: dt.date, style: str = "/") -> str:
    """Print a date: '/', '-', '.', '.yy', 'long', 'LONG', 'en', 'en_us', 'iso', 'mon' (12 MAR 1988)."""
    if style == "/":
        return d.strftime("%d/%m/%Y")
    if style == "-":
        return d.strftime("%d-%m-%Y")
    if style == ".":
        return d.strftime("%d.%m.%Y")
    if style == ".yy":
        return d.strftime("%d.%m.%y")
    if style == "/yy":
        return d.strftime("%d/%m/%y")
    if style in ("long", "LONG"):
        day = "1er" if d.day == 1 else str(d.day)
        s = f"{day} {MOIS[d.month - 1]} {d.year}"
        return s.upper() if style == "LONG" else s
    if style == "en":
        return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "en_us":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "mon":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1][:3].upper()} {d.year}"
    raise ValueError(style)


def month_label(year: int, month: int, style: str = "fr") -> str:
    if style == "fr":
        return f"{MOIS[month - 1].capitalize()} {year}"
    if style == "FR":
        return f"{MOIS[month - 1].upper()} {year}"
    if style == "en":
        return f"{MONTHS_EN[month - 1]} {year}"
    if style == "num":
        return f"{month:02d}/{year}"
    if style == "num-":
        return f"{month:02d}-{year}"
    if style == "ym":
        return f"{year}{month:02d}"
    raise ValueError(style)


def month_end(year: int, month: int) -> dt.date:
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def _group(intpart: str, sep: str) -> str:
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def amount(x: float, style: str = "sp", suffix: str = "") -> str:
    """Print an amount: 'sp' 12 345,67 | 'dot' 12.345,67 | 'plain' 12345.67 | 'plainc' 12345,67 | 'en' 12,345.67."""
    neg = x < 0
    cents = round(abs(x) * 100)
    ip, dp = str(cents // 100), f"{cents % 100:02d}"
    if style == "sp":
        s = f"{_group(ip, ' ')},{dp}"
    elif style == "dot":
        s = f"{_group(ip, '.')},{dp}"
    elif style == "plain":
        s = f"{ip}.{dp}"
    elif style == "plainc":
        s = f"{ip},{dp}"
    elif style == "en":
        s = f"{_group(ip, ',')}.{dp}"
    else:
        raise ValueError(style)
    if neg:
        s = "-" + s
    return s + (" " + suffix if suffix else "")


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def rib_groups(rib: str, style: str = "4") -> str:
    """'4': 011 780 0000123456789012 34 ; 'blocks': 011 780 00001234 56789012 34 ; 'whole'."""
    b, c, a, k = rib[:3], rib[3:6], rib[6:22], rib[22:]
    if style == "4":
        return f"{b} {c} {a} {k}"
    if style == "blocks":
        return f"{b} {c} {a[:8]} {a[8:]} {k}"
    if style == "whole":
        return rib
    raise ValueError(style)


def iban(rib: str, grouped: bool = True) -> str:
    s = "MA64" + rib
    if not grouped:
        return s
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


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
        rest = _UNITS[10 + u]
        if t == 7 and u == 1:
            return "soixante et onze"
        return f"{base}-{rest}"
    if t == 8:
        return "quatre-vingts" if u == 0 else f"quatre-vingt-{_UNITS[u]}"
    if u == 0:
        return _TENS[t]
    if u == 1:
        return f"{_TENS[t]} et un"
    return f"{_TENS[t]}-{_UNITS[u]}"


def _below1000(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append("cent" if h == 1 else f"{_UNITS[h]} cent{'s' if r == 0 else ''}")
    if r or not h:
        parts.append(_below100(r))
    return " ".join(parts)


def words_fr(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    m, r = divmod(n, 1_000_000)
    if m:
        parts.append(f"{_below1000(m)} million{'s' if m > 1 else ''}")
    k, r = divmod(r, 1000)
    if k:
        parts.append("mille" if k == 1 else f"{_below1000(k)} mille")
    if r:
        parts.append(_below1000(r))
    return " ".join(parts)


def amount_words(x: float) -> str:
    cents = round(x * 100)
    d, c = divmod(cents, 100)
    s = f"{words_fr(d)} dirhams"
    if c:
        s += f" et {words_fr(c)} centimes"
    return s
