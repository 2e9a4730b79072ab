"""Printed forms of amounts, dates and identifiers (French / English / ISO)."""

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
MOIS_ABBR = ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"]
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
MON_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def amount(value: float, style: str = "fr_space", cur: str = "", neg: str = "minus") -> str:
    """Format a money amount.

    style: fr_space (12 345,67), fr_dot (12.345,67), en (12,345.67), plain (12345,67), plain_en (12345.67)
    cur:   "" or a currency mark; a mark ending with a space is a prefix ("MAD "), else a suffix (" DH")
    neg:   minus (-1 234,56), paren ((1 234,56)), none (magnitude only: the caller prints D/DB/débit)
    """
    v = abs(round(value, 2))
    cents = f"{v:.2f}"
    ip, dp = cents.split(".")
    if style == "fr_space":
        body = _group(ip, " ") + "," + dp
    elif style == "fr_dot":
        body = _group(ip, ".") + "," + dp
    elif style == "en":
        body = _group(ip, ",") + "." + dp
    elif style == "plain":
        body = ip + "," + dp
    elif style == "plain_en":
        body = ip + "." + dp
    else:
        raise ValueError(style)
    if cur:
        body = (cur + body) if cur.endswith(" ") else (body + cur)
    if value < 0 and round(value, 2) != 0:
        if neg == "minus":
            body = "-" + body
        elif neg == "paren":
            body = "(" + body + ")"
    return body


def date(d: dt.date, style: str) -> str:
    if style == "dmy_slash":
        return d.strftime("%d/%m/%Y")
    if style == "dmy_dot":
        return d.strftime("%d.%m.%Y")
    if style == "dmy_dash":
        return d.strftime("%d-%m-%Y")
    if style == "dmy_space":
        return d.strftime("%d %m %Y")
    if style == "iso":
        return d.isoformat()
    if style == "fr_long":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MOIS[d.month - 1]} {d.year}"
    if style == "fr_long0":
        return f"{d.day:02d} {MOIS[d.month - 1]} {d.year}"
    if style == "en_long":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "icao":  # 12 MAR 1988
        return f"{d.day:02d} {MON_EN[d.month - 1]} {d.year}"
    if style == "icao_bi":  # 12 MARS/MAR 1988
        fr = MOIS_ABBR[d.month - 1]
        en = MON_EN[d.month - 1]
        mid = fr if fr == en else f"{fr}/{en}"
        return f"{d.day:02d} {mid} {d.year}"
    raise ValueError(style)


def month(year: int, mon: int, style: str) -> str:
    if style == "fr":
        return f"{MOIS[mon - 1].capitalize()} {year}"
    if style == "fr_upper":
        return f"{MOIS[mon - 1].upper()} {year}"
    if style == "num":
        return f"{mon:02d}/{year}"
    if style == "en":
        return f"{MONTHS_EN[mon - 1]} {year}"
    if style == "iso":
        return f"{year}-{mon:02d}"
    raise ValueError(style)


def month_end(year: int, mon: int) -> dt.date:
    nxt = dt.date(year + (mon == 12), mon % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def rib_grouped(rib: str, style: str = "parts") -> str:
    if style == "parts":
        return f"{rib[0:3]} {rib[3:6]} {rib[6:22]} {rib[22:24]}"
    if style == "fours":
        return " ".join(rib[i : i + 4] for i in range(0, 24, 4))
    if style == "whole":
        return rib
    raise ValueError(style)


def iban(rib: str) -> str:
    """Moroccan IBAN (MAkk + the 24-digit RIB) with ISO 7064 check digits."""
    num = int(rib + "2210" + "00")  # M=22 A=10
    kk = 98 - num % 97
    return f"MA{kk:02d}{rib}"


def iban_grouped(ib: str) -> str:
    return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def rib_valid(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0 and rib[22:] == rib_key(rib[:22])


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
]
_TENS = {20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante"}


def _fr_below_100(n: int) -> str:
    if n <= 16:
        return _UNITS[n]
    if n < 20:
        return "dix-" + _UNITS[n - 10]
    if n < 70:
        t, u = divmod(n, 10)
        base = _TENS[t * 10]
        if u == 0:
            return base
        return base + (" et un" if u == 1 else "-" + _UNITS[u])
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + _fr_below_100(n - 60))
    if n == 80:
        return "quatre-vingts"
    return "quatre-vingt-" + _fr_below_100(n - 80)


def _fr_below_1000(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        if h == 1:
            parts.append("cent")
        else:
            parts.append(_UNITS[h] + (" cents" if r == 0 else " cent"))
    if r:
        parts.append(_fr_below_100(r))
    return " ".join(parts)


def words_fr(n: int) -> str:
    """Integer in French words (up to 999 999)."""
    if n == 0:
        return "zéro"
    th, r = divmod(n, 1000)
    parts = []
    if th:
        parts.append(
            "mille" if th == 1 else _fr_below_1000(th).replace("cents", "cent").replace("vingts", "vingt") + " mille"
        )
    if r:
        parts.append(_fr_below_1000(r))
    return " ".join(parts)
