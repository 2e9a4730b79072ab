"""How the family's documents print amounts, dates and names."""

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
MONTHS = [
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
MOIS_ABR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]
MON_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def amount(cents: int, style: str = "sp") -> str:
    """12 345,67 (sp), 12.345,67 (dot), 12,345.67 (en), 12345,67 (plain), 12345.67 (plain_en)."""
    neg = cents < 0
    cents = abs(cents)
    units, dec = divmod(cents, 100)
    digits = str(units)
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    sep, point = {"sp": (" ", ","), "dot": (".", ","), "en": (",", "."), "plain": ("", ","), "plain_en": ("", ".")}[
        style
    ]
    text = sep.join(groups or ["0"]) + point + f"{dec:02d}"
    return ("-" if neg else "") + text


def money(cents: int, style: str, unit: str) -> str:
    """An amount with its currency as the document prints it: '12 345,67 DH', 'MAD 12,345.67'."""
    text = amount(cents, style)
    if not unit:
        return text
    if unit.endswith(" "):
        return unit + text
    return f"{text} {unit}"


def date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "space":
        return d.strftime("%d %m %Y")
    if style == "iso":
        return d.isoformat()
    if style == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MOIS[d.month - 1]} {d.year}"
    if style == "fr0":
        return f"{d.day:02d} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "en_dmy":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if style == "abbr":
        return f"{d.day:02d} {MON_EN[d.month - 1]} {d.year}"
    if style == "abbr_fr":
        return f"{d.day:02d} {MOIS_ABR[d.month - 1]} {d.year}"
    if style == "short":
        return d.strftime("%d/%m/%y")
    raise ValueError(style)


def month(year: int, mon: int, style: str) -> str:
    if style == "fr":
        return f"{MOIS[mon - 1].capitalize()} {year}"
    if style == "fr_up":
        return f"{MOIS[mon - 1].upper()} {year}"
    if style == "en":
        return f"{MONTHS[mon - 1]} {year}"
    if style == "num":
        return f"{mon:02d}/{year}"
    if style == "dash":
        return f"{mon:02d}-{year}"
    raise ValueError(style)


def month_end(year: int, mon: int) -> dt.date:
    nxt = dt.date(year + (mon == 12), mon % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)
