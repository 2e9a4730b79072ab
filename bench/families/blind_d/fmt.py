"""Formatting of dates, amounts and words as Moroccan papers print them."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

NBSP = "\u00a0"

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
MONTHS_AR = [
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
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MON3_FR = ["JANV", "FEVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]


def r2(x: float) -> float:
    """Round half up to 2 decimals, as payroll software does."""
    return float(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def date(d: dt.date, style: str) -> str:
    """A date in one of the printed styles."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    if style == "iso":
        return d.isoformat()
    if style == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "fr0":
        return f"{d.day:02d} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "fr_cap":
        return f"{d.day:02d} {MONTHS_FR[d.month - 1].upper()} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "en_ord":
        suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.day}{suffix} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "en_gb":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "mon":
        return f"{d.day:02d} {MON3[d.month - 1]} {d.year}"
    if style == "mon_fr":
        return f"{d.day:02d} {MON3_FR[d.month - 1]} {d.year}"
    if style == "ar":
        return f"{d.day} {MONTHS_AR[d.month - 1]} {d.year}"
    raise ValueError(style)


def month(year: int, mon: int, style: str) -> str:
    """A pay period as printed."""
    if style == "fr":
        return f"{MONTHS_FR[mon - 1]} {year}"
    if style == "FR":
        return f"{MONTHS_FR[mon - 1].upper()} {year}"
    if style == "Fr":
        return f"{MONTHS_FR[mon - 1].capitalize()} {year}"
    if style == "en":
        return f"{MONTHS_EN[mon - 1]} {year}"
    if style == "EN":
        return f"{MONTHS_EN[mon - 1].upper()} {year}"
    if style == "num":
        return f"{mon:02d}/{year}"
    if style == "numdash":
        return f"{year}-{mon:02d}"
    raise ValueError(style)


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def money(x: float, style: str = "sp", neg: str = "minus") -> str:
    """An amount: sp 12 345,67 | dot 12.345,67 | plain 12345,67 | en 12,345.67 | pt 12345.67.

    neg: minus (-1 234,56) | paren ((1 234,56)) | D (1 234,56 D) | none (absolute value).
    """
    v = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    negative = v < 0
    v = abs(v)
    ip, dp = f"{v:.2f}".split(".")
    if style == "sp":
        s = f"{_group(ip, NBSP)},{dp}"
    elif style == "dot":
        s = f"{_group(ip, '.')},{dp}"
    elif style == "plain":
        s = f"{ip},{dp}"
    elif style == "en":
        s = f"{_group(ip, ',')}.{dp}"
    elif style == "pt":
        s = f"{ip}.{dp}"
    else:
        raise ValueError(style)
    if negative:
        if neg == "minus":
            s = "-" + s
        elif neg == "paren":
            s = f"({s})"
        elif neg == "D":
            s = f"{s} D"
    return s


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


def _below_100(n: int) -> str:
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


def _below_1000(n: int) -> str:
    h, r = divmod(n, 100)
    if h == 0:
        return _below_100(r)
    head = "cent" if h == 1 else f"{_UNITS[h]} cent" + ("s" if r == 0 else "")
    return head if r == 0 else f"{head} {_below_100(r)}"


def words_fr(n: int) -> str:
    """An integer in French words (below one billion)."""
    if n == 0:
        return "zéro"
    parts = []
    mil, rest = divmod(n, 1_000_000)
    if mil:
        parts.append("un million" if mil == 1 else f"{_below_1000(mil)} millions")
    th, rest = divmod(rest, 1000)
    if th:
        parts.append("mille" if th == 1 else f"{_below_1000(th)} mille")
    if rest:
        parts.append(_below_1000(rest))
    return " ".join(parts)


def amount_words_fr(x: float) -> str:
    """'douze mille trois cent quarante-cinq dirhams et 67 centimes'."""
    v = Decimal(str(x)).quantize(Decimal("0.01"))
    ip = int(v)
    cents = int((v - ip) * 100)
    s = f"{words_fr(ip)} dirhams"
    if cents:
        s += f" et {words_fr(cents)} centimes"
    return s
