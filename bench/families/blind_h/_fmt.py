"""Printed forms: amounts, dates, amounts in words; RIB keys, IBANs and ICAO MRZ lines."""

from __future__ import annotations

import datetime as dt
import unicodedata

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
MOIS_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
MON_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


def amount(x: float, style: str = "fr", neg: str = "minus", unit: str = "") -> str:
    """fr '12 345,67', frdot '12.345,67', plain '12345,67', dot '12345.67', en '12,345.67', nbsp '12 345,67'."""
    cents = round(abs(x) * 100)
    ip, dp = str(cents // 100), f"{cents % 100:02d}"
    s = {
        "fr": lambda: group(ip, " ") + "," + dp,
        "nbsp": lambda: group(ip, "\xa0") + "," + dp,
        "frdot": lambda: group(ip, ".") + "," + dp,
        "plain": lambda: ip + "," + dp,
        "dot": lambda: ip + "." + dp,
        "en": lambda: group(ip, ",") + "." + dp,
    }[style]()
    if unit:
        s = s + " " + unit
    if x < 0 and cents:
        s = {"minus": "-" + s, "paren": "(" + s + ")", "trail": s + "-", "D": s + " D", "none": s}[neg]
    return s


def date(d: dt.date, style: str = "slash") -> str:
    return {
        "slash": lambda: d.strftime("%d/%m/%Y"),
        "dash": lambda: d.strftime("%d-%m-%Y"),
        "dot": lambda: d.strftime("%d.%m.%Y"),
        "iso": lambda: d.isoformat(),
        "long": lambda: f"{d.day if d.day > 1 else '1er'} {MOIS[d.month - 1]} {d.year}",
        "long0": lambda: f"{d.day:02d} {MOIS[d.month - 1]} {d.year}",
        "LONG": lambda: f"{d.day:02d} {MOIS[d.month - 1].upper()} {d.year}",
        "icao": lambda: f"{d.day:02d} {MON_EN[d.month - 1]} {d.year}",
        "short": lambda: d.strftime("%d/%m/%y"),
        "dm": lambda: d.strftime("%d/%m"),
        "dmdot": lambda: d.strftime("%d.%m"),
        "abbr": lambda: f"{d.day:02d} {MOIS_ABBR[d.month - 1]} {d.year}",
    }[style]()


def month(year: int, mon: int, style: str = "long") -> str:
    return {
        "long": f"{MOIS[mon - 1]} {year}",
        "Long": f"{MOIS[mon - 1].capitalize()} {year}",
        "LONG": f"{MOIS[mon - 1].upper()} {year}",
        "num": f"{mon:02d}/{year}",
        "numdash": f"{mon:02d}-{year}",
        "iso": f"{year}-{mon:02d}",
    }[style]


def month_end(year: int, mon: int) -> dt.date:
    nxt = dt.date(year + (mon == 12), mon % 12 + 1, 1)
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
]
_TENS = {20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante"}


def _below100(n: int) -> str:
    if n <= 16:
        return _UNITS[n]
    if n < 20:
        return "dix-" + _UNITS[n - 10]
    if n < 70:
        t, u = divmod(n, 10)
        base = _TENS[t * 10]
        return base if u == 0 else base + (" et un" if u == 1 else "-" + _UNITS[u])
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + _below100(n - 60))
    if n == 80:
        return "quatre-vingts"
    return "quatre-vingt-" + _below100(n - 80)


def _below1000(n: int) -> str:
    h, r = divmod(n, 100)
    if not h:
        return _below100(r)
    head = "cent" if h == 1 else _UNITS[h] + " cent" + ("s" if r == 0 else "")
    return head if r == 0 else head + " " + _below100(r)


def words(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    if millions:
        parts.append(_below1000(millions) + (" millions" if millions > 1 else " million"))
    if thousands:
        t = _below1000(thousands)
        if t.endswith(("cents", "vingts")):
            t = t[:-1]
        parts.append("mille" if thousands == 1 else t + " mille")
    if units:
        parts.append(_below1000(units))
    return " ".join(parts)


def amount_words(x: float, currency: str = "dirhams") -> str:
    cents = round(x * 100)
    d, c = divmod(cents, 100)
    s = f"{words(d)} {currency}"
    if c:
        s += f" et {words(c)} centimes"
    return s


# ------------------------------------------------------------------------------------------------ RIB / IBAN
def rib_key(bank: str, town: str, account: str) -> str:
    """The key that makes the whole 24-digit RIB divisible by 97."""
    n = int(bank + town + account) * 100
    return f"{97 - n % 97:02d}"


def rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str, country: str = "MA") -> str:
    digits = rib + "".join(str(ord(ch) - 55) for ch in country) + "00"
    return f"{country}{98 - int(digits) % 97:02d}{rib}"


def iban_ok(code: str) -> bool:
    s = code.replace(" ", "")
    moved = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def spaced(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


# ------------------------------------------------------------------------------------------------ MRZ
def _mrz_val(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - 55


def check(field: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(field)) % 10)


def mrz_name(s: str) -> str:
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()
    s = s.replace("'", "").replace("-", " ")
    return "<".join(s.split())


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(
    doc_number: str, cin: str, dob: dt.date, sex: str, expiry: dt.date, surname: str, given: str, state: str = "MAR"
) -> list[str]:
    l1 = ("ID" + state + doc_number + check(doc_number) + cin).ljust(30, "<")
    l2 = yymmdd(dob) + check(yymmdd(dob)) + sex + yymmdd(expiry) + check(yymmdd(expiry)) + state
    l2 = l2.ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check(comp)
    name = mrz_name(surname) + "<<" + mrz_name(given)
    if len(name) > 30:
        raise ValueError(f"name too long for a TD1 MRZ: {name}")
    l3 = name.ljust(30, "<")
    assert len(l1) == len(l2) == len(l3) == 30
    return [l1, l2, l3]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check(l1[5:14]) == l1[14]
    ok &= check(l2[0:6]) == l2[6] and check(l2[8:14]) == l2[14]
    ok &= check(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    return ok


def td3(
    doc_number: str,
    personal: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    surname: str,
    given: str,
    state: str = "MAR",
    nationality: str = "MAR",
) -> list[str]:
    name = mrz_name(surname) + "<<" + mrz_name(given)
    if len(name) > 39:
        raise ValueError(f"name too long for a TD3 MRZ: {name}")
    l1 = ("P<" + state + name).ljust(44, "<")
    pn = personal.ljust(14, "<")
    pcheck = check(pn) if personal else "<"
    l2 = (
        doc_number
        + check(doc_number)
        + nationality
        + yymmdd(dob)
        + check(yymmdd(dob))
        + sex
        + yymmdd(expiry)
        + check(yymmdd(expiry))
        + pn
        + pcheck
    )
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += check(comp)
    assert len(l1) == len(l2) == 44
    return [l1, l2]


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    ok = check(l2[0:9]) == l2[9] and check(l2[13:19]) == l2[19] and check(l2[21:27]) == l2[27]
    ok &= (l2[42] == "<" and set(l2[28:42]) == {"<"}) or check(l2[28:42]) == l2[42]
    ok &= check(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return ok
