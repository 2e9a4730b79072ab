"""Printing amounts, dates and numbers the ways Moroccan papers do."""

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
EN3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

AMOUNT_STYLES = ("sp_comma", "dot_comma", "comma_dot", "plain")


def amount(x: float, style: str = "sp_comma", cur: str | None = None) -> str:
    """An absolute amount (callers print signs themselves)."""
    s = f"{abs(x):,.2f}"
    ip, dp = s.split(".")
    if style == "sp_comma":
        r = ip.replace(",", " ") + "," + dp
    elif style == "dot_comma":
        r = ip.replace(",", ".") + "," + dp
    elif style == "comma_dot":
        r = ip + "." + dp
    elif style == "plain":
        r = ip.replace(",", "") + "." + dp
    else:
        raise ValueError(style)
    return f"{r} {cur}" if cur else r


def signed(x: float, style: str = "sp_comma", cur: str | None = None) -> str:
    return ("-" if x < 0 else "") + amount(x, style, cur)


DATE_STYLES = ("dmy_slash", "dmy_dash", "dmy_dot", "fr_long", "en_long", "iso")


def date(d: dt.date, style: str = "dmy_slash") -> str:
    if style == "dmy_slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "fr_long":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {FR_MONTHS[d.month - 1]} {d.year}"
    if style == "en_long":
        return f"{EN_MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "mon3":
        return f"{d.day:02d} {EN3[d.month - 1]} {d.year}"
    if style == "dmy_sp":
        return f"{d.day:02d} {d.month:02d} {d.year}"
    raise ValueError(style)


def month(d: dt.date, style: str = "fr") -> str:
    if style == "fr":
        return f"{FR_MONTHS[d.month - 1].capitalize()} {d.year}"
    if style == "FR":
        return f"{FR_MONTHS[d.month - 1].upper()} {d.year}"
    if style == "en":
        return f"{EN_MONTHS[d.month - 1]} {d.year}"
    if style == "num":
        return f"{d.month:02d}/{d.year}"
    raise ValueError(style)


def month_end(d: dt.date) -> dt.date:
    nxt = (d.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    return nxt - dt.timedelta(days=1)


def add_months(d: dt.date, n: int) -> dt.date:
    m = d.month - 1 + n
    return d.replace(year=d.year + m // 12, month=m % 12 + 1, day=1)


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
        if t == 7 and u == 1:
            return "soixante et onze"
        return f"{base}-{_UNITS[10 + u]}"
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
    if h:
        parts.append("cent" if h == 1 else f"{_UNITS[h]} cent{'s' if r == 0 else ''}")
    if r:
        parts.append(_below_100(r))
    return " ".join(parts)


def words(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    m, r = divmod(n, 1_000_000)
    if m:
        parts.append("un million" if m == 1 else f"{_below_1000(m)} millions")
    t, r = divmod(r, 1000)
    if t:
        parts.append("mille" if t == 1 else f"{_below_1000(t).replace('cents', 'cent')} mille")
    if r:
        parts.append(_below_1000(r))
    return " ".join(parts)


def amount_words(x: float) -> str:
    cents = round(abs(x) * 100)
    d, c = divmod(cents, 100)
    s = f"{words(d)} dirham{'s' if d > 1 else ''}"
    if c:
        s += f" et {words(c)} centime{'s' if c > 1 else ''}"
    return s
