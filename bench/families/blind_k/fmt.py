"""Printed forms of dates, amounts and numbers, as Moroccan HR software and banks print them."""

from __future__ import annotations

import datetime as dt

NBSP = "\u00a0"

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
MOIS_AR = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]


def date(d: dt.date, style: str) -> str:
    """A date as printed: slash 12/03/1988, dot 12.03.1988, dash 12-03-1988, iso 1988-03-12, long 12 mars 1988,
    mon 12 MAR 1988, en March 12, 1988, short 12/03/88."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "iso":
        return d.isoformat()
    if style == "long":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MOIS[d.month - 1]} {d.year}"
    if style == "mon":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1][:3].upper()} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "short":
        return d.strftime("%d/%m/%y")
    raise ValueError(style)


def month(year: int, m: int, style: str) -> str:
    """A pay month as printed: long 'avril 2025', upper 'AVRIL 2025', num '04/2025', en 'April 2025'."""
    if style == "long":
        return f"{MOIS[m - 1]} {year}"
    if style == "upper":
        return f"{MOIS[m - 1]} {year}".upper()
    if style == "cap":
        return f"{MOIS[m - 1].capitalize()} {year}"
    if style == "num":
        return f"{m:02d}/{year}"
    if style == "en":
        return f"{MONTHS_EN[m - 1]} {year}"
    if style == "ar":
        return f"{MOIS_AR[m - 1]} {year}"
    raise ValueError(style)


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def amount(x: float, style: str = "fr", unit: str = "") -> str:
    """An amount: fr '12 500,00', frdot '12.500,00', en '12,500.00', plain '12500.00', plainc '12500,00'."""
    neg = x < 0
    cents = round(abs(x) * 100)
    ip, dp = str(cents // 100), f"{cents % 100:02d}"
    if style == "fr":
        s = f"{_group(ip, NBSP)},{dp}"
    elif style == "frdot":
        s = f"{_group(ip, '.')},{dp}"
    elif style == "en":
        s = f"{_group(ip, ',')}.{dp}"
    elif style == "plain":
        s = f"{ip}.{dp}"
    elif style == "plainc":
        s = f"{ip},{dp}"
    else:
        raise ValueError(style)
    if neg:
        s = "-" + s
    return f"{s} {unit}" if unit else s


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
        rest = 10 + u
        if t == 7 and u == 1:
            return "soixante et onze"
        return f"{base}-{_UNITS[rest]}"
    if t == 8:
        return "quatre-vingts" if u == 0 else f"quatre-vingt-{_UNITS[u]}"
    if u == 0:
        return _TENS[t]
    if u == 1:
        return f"{_TENS[t]} et un"
    return f"{_TENS[t]}-{_UNITS[u]}"


def _below_1000(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h == 1:
        parts.append("cent")
    elif h > 1:
        parts.append(f"{_UNITS[h]} cent" + ("s" if r == 0 else ""))
    if r:
        parts.append(_below_100(r))
    return " ".join(parts) if parts else "zéro"


def words(n: int) -> str:
    """A whole number in French words (for 'soit ... dirhams')."""
    if n == 0:
        return "zéro"
    parts = []
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    if millions:
        parts.append("un million" if millions == 1 else f"{_below_1000(millions)} millions")
    if thousands:
        parts.append("mille" if thousands == 1 else f"{_below_1000(thousands).removesuffix('s')} mille")
    if units:
        parts.append(_below_1000(units))
    return " ".join(parts)


def amount_words(x: float) -> str:
    """'douze mille cinq cents dirhams et quarante centimes'."""
    cents = round(x * 100)
    d, c = divmod(cents, 100)
    s = f"{words(d)} dirhams"
    if c:
        s += f" et {words(c)} centimes"
    return s


def rib_grouped(rib: str, sep: str = " ") -> str:
    return sep.join([rib[:3], rib[3:6], rib[6:22], rib[22:]])


def iban(rib: str) -> str:
    """The Moroccan IBAN of a 24-digit RIB: MA + 2 check digits + RIB."""
    num = int(rib + "2210" + "00")  # M=22, A=10
    check = 98 - num % 97
    return f"MA{check:02d}{rib}"


def iban_grouped(code: str) -> str:
    return " ".join(code[i : i + 4] for i in range(0, len(code), 4))
