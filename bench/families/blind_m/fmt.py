"""How Moroccan papers print amounts, dates and sums in words."""

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
MOIS_ABR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
MONTHS_ABR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def _group(digits: str, sep: str) -> str:
    out = []
    while len(digits) > 3:
        out.insert(0, digits[-3:])
        digits = digits[:-3]
    out.insert(0, digits)
    return sep.join(out)


def money(value: float, style: str = "fr", unit: str = "") -> str:
    """fr: 12 345,67  dot: 12.345,67  en: 12,345.67  plain: 12345,67  Unit suffix ('DH') or prefix ('MAD ')."""
    cents = round(abs(value) * 100)
    whole, frac = divmod(cents, 100)
    if style == "fr":
        text = f"{_group(str(whole), ' ')},{frac:02d}"
    elif style == "dot":
        text = f"{_group(str(whole), '.')},{frac:02d}"
    elif style == "en":
        text = f"{_group(str(whole), ',')}.{frac:02d}"
    else:
        text = f"{whole},{frac:02d}"
    if value < 0:
        text = "-" + text
    if unit.endswith(" "):
        return unit + text
    return f"{text} {unit}" if unit else text


def date(day: dt.date, style: str = "slash") -> str:
    if style == "slash":
        return day.strftime("%d/%m/%Y")
    if style == "dash":
        return day.strftime("%d-%m-%Y")
    if style == "dot":
        return day.strftime("%d.%m.%Y")
    if style == "long":
        first = "1er" if day.day == 1 else str(day.day)
        return f"{first} {MOIS[day.month - 1]} {day.year}"
    if style == "long0":
        return f"{day.day:02d} {MOIS[day.month - 1]} {day.year}"
    if style == "en":
        return f"{MONTHS[day.month - 1]} {day.day}, {day.year}"
    if style == "en_uk":
        return f"{day.day} {MONTHS[day.month - 1]} {day.year}"
    if style == "abbr":
        return f"{day.day:02d} {MOIS_ABR[day.month - 1]} {day.year}"
    if style == "abbr_en":
        return f"{day.day:02d} {MONTHS_ABR[day.month - 1]} {day.year}"
    if style == "iso":
        return day.isoformat()
    if style == "short":
        return day.strftime("%d/%m/%y")
    raise ValueError(style)


def month_name(year: int, month: int, lang: str = "fr", upper: bool = False) -> str:
    text = f"{MOIS[month - 1]} {year}" if lang == "fr" else f"{MONTHS[month - 1]} {year}"
    return text.upper() if upper else text.capitalize()


def last_day(year: int, month: int) -> dt.date:
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


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
    tens, unit = divmod(n, 10)
    if tens in (7, 9):
        base = "soixante" if tens == 7 else "quatre-vingt"
        rest = _UNITS[10 + unit]
        if tens == 7 and unit == 1:
            return "soixante et onze"
        return f"{base}-{rest}"
    if tens == 8:
        return "quatre-vingts" if unit == 0 else f"quatre-vingt-{_UNITS[unit]}"
    if unit == 0:
        return _TENS[tens]
    if unit == 1:
        return f"{_TENS[tens]} et un"
    return f"{_TENS[tens]}-{_UNITS[unit]}"


def _below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if hundreds == 0:
        return _below_100(rest)
    head = "cent" if hundreds == 1 else f"{_UNITS[hundreds]} cent"
    if rest == 0:
        return head + ("s" if hundreds > 1 else "")
    return f"{head} {_below_100(rest)}"


def words(n: int) -> str:
    if n == 0:
        return "zéro"
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    parts = []
    if millions:
        parts.append(f"{_below_1000(millions)} million" + ("s" if millions > 1 else ""))
    if thousands == 1:
        parts.append("mille")
    elif thousands:
        head = _below_1000(thousands)
        if head.endswith(("cents", "vingts")):  # "deux cent mille", "quatre-vingt mille"
            head = head[:-1]
        parts.append(f"{head} mille")
    if units:
        parts.append(_below_1000(units))
    return " ".join(parts)


def dirhams_in_words(value: float) -> str:
    cents = round(value * 100)
    whole, frac = divmod(cents, 100)
    text = f"{words(whole)} dirham" + ("s" if whole > 1 else "")
    if frac:
        text += f" et {words(frac)} centime" + ("s" if frac > 1 else "")
    return text
