"""How the family's papers print dates and amounts."""

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
MOIS_COURT = ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"]
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
SHUHUR = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]
NBSP = "\u00a0"
NLD_MONTHS = ["JAN", "FEB", "MAA", "APR", "MEI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEC"]
ITA_MONTHS = ["GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC"]


def date(day: dt.date, style: str) -> str:
    """One printed form of a date."""
    d, m, y = day.day, day.month, day.year
    forms = {
        "slash": f"{d:02d}/{m:02d}/{y}",
        "dot": f"{d:02d}.{m:02d}.{y}",
        "dash": f"{d:02d}-{m:02d}-{y}",
        "iso": day.isoformat(),
        "space": f"{d:02d} {m:02d} {y}",
        "fr": f"{d} {MOIS[m - 1]} {y}",
        "fr1": f"{'1er' if d == 1 else d} {MOIS[m - 1]} {y}",
        "fr_upper": f"{d:02d} {MOIS[m - 1].upper()} {y}",
        "en_short": f"{d:02d} {MONTHS[m - 1][:3].upper()} {y}",
        "fr_en_short": f"{d:02d} {MOIS_COURT[m - 1]}/{MONTHS[m - 1][:3].upper()} {y}",
        "it_en_short": f"{d:02d} {ITA_MONTHS[m - 1]}/{MONTHS[m - 1][:3].upper()} {y}",
        "en_long": f"{MONTHS[m - 1]} {d}, {y}",
        "en_dmy": f"{d} {MONTHS[m - 1]} {y}",
        "ar": f"{d} {SHUHUR[m - 1]} {y}",
        "short_year": f"{d:02d}/{m:02d}/{y % 100:02d}",
    }
    return forms[style]


def month(day: dt.date, style: str) -> str:
    """A pay period as printed."""
    forms = {
        "fr": f"{MOIS[day.month - 1].capitalize()} {day.year}",
        "fr_upper": f"{MOIS[day.month - 1].upper()} {day.year}",
        "slash": f"{day.month:02d}/{day.year}",
        "en": f"{MONTHS[day.month - 1]} {day.year}",
        "iso": f"{day.year}-{day.month:02d}",
        "dash": f"{day.month:02d}-{day.year}",
    }
    return forms[style]


def amount(value: float, style: str, unit: str = "") -> str:
    """12500.0 as '12 500,00', '12.500,00', '12,500.00', '12500.00'; a unit after ('DH') or before ('MAD ')."""
    negative = value < 0
    cents = round(abs(value) * 100)
    whole, frac = divmod(cents, 100)
    digits = f"{whole:,}"
    if style == "space":
        text = digits.replace(",", " ") + f",{frac:02d}"
    elif style == "nbsp":
        text = digits.replace(",", NBSP) + f",{frac:02d}"
    elif style == "dot":
        text = digits.replace(",", ".") + f",{frac:02d}"
    elif style == "en":
        text = digits + f".{frac:02d}"
    elif style == "plain":
        text = f"{whole}.{frac:02d}"
    elif style == "plain_comma":
        text = f"{whole},{frac:02d}"
    else:
        raise ValueError(style)
    if negative:
        text = "-" + text
    if unit.endswith(" "):
        return unit + text
    return f"{text} {unit}" if unit else text


def r2(value: float) -> float:
    """Round half up to cents, as payroll software does."""
    cents = int(abs(value) * 100 + 0.5 + 1e-9)
    return (-cents if value < 0 else cents) / 100


def spaced(text: str, every: int = 1) -> str:
    return " ".join(text[i : i + every] for i in range(0, len(text), every))


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
_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante", 8: "quatre-vingt"}


def _below_100(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    tens, unit = divmod(n, 10)
    if tens in (7, 9):
        base = _TENS[tens - 1]
        rest = 10 + unit
        joiner = " et " if (tens == 7 and unit == 1) else "-"
        return base + joiner + _UNITS[rest]
    word = _TENS[tens]
    if unit == 0:
        return word + ("s" if tens == 8 else "")
    if unit == 1 and tens != 8:
        return word + " et un"
    return word + "-" + _UNITS[unit]


def _below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        if hundreds == 1:
            parts.append("cent")
        else:
            parts.append(_UNITS[hundreds] + " cent" + ("s" if rest == 0 else ""))
    if rest or not hundreds:
        parts.append(_below_100(rest))
    return " ".join(parts)


def words_fr(n: int) -> str:
    """An integer in French words (the amounts of salary certificates)."""
    if n == 0:
        return "zéro"
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    parts = []
    if millions:
        parts.append(_below_1000(millions) + (" million" if millions == 1 else " millions"))
    if thousands:
        parts.append("mille" if thousands == 1 else _below_1000(thousands).removesuffix("s") + " mille")
    if units:
        parts.append(_below_1000(units))
    return " ".join(parts)


def amount_words(value: float) -> str:
    cents = round(value * 100)
    whole, frac = divmod(cents, 100)
    text = words_fr(whole) + " dirhams"
    if frac:
        text += f" et {words_fr(frac)} centimes"
    return text
