"""French and English amounts in words, as letters and certificates spell them."""

from __future__ import annotations

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


def _fr_below_100(n: int) -> str:
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


def _fr_below_1000(n: int) -> str:
    h, r = divmod(n, 100)
    if h == 0:
        return _fr_below_100(r)
    head = "cent" if h == 1 else f"{_UNITS[h]} cent"
    if r == 0:
        return head + ("s" if h > 1 else "")
    return f"{head} {_fr_below_100(r)}"


def fr_int(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    if millions:
        parts.append("un million" if millions == 1 else f"{_fr_below_1000(millions)} millions")
    if thousands:
        parts.append(
            "mille" if thousands == 1 else f"{_fr_below_1000(thousands)} mille".replace("cents mille", "cent mille")
        )
    if units:
        parts.append(_fr_below_1000(units))
    return " ".join(parts)


def fr_amount(x: float, unit: str = "dirhams") -> str:
    whole = round(x * 100) // 100
    cents = round(x * 100) % 100
    s = f"{fr_int(whole)} {unit}"
    if cents:
        s += f" et {fr_int(cents)} centimes"
    return s


_EN_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _en_below_1000(n: int) -> str:
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append(f"{_EN_UNITS[h]} hundred")
    if r:
        if r < 20:
            out.append(_EN_UNITS[r])
        else:
            t, u = divmod(r, 10)
            out.append(_EN_TENS[t] + (f"-{_EN_UNITS[u]}" if u else ""))
    return " ".join(out)


def en_amount(x: float) -> str:
    whole = round(x * 100) // 100
    cents = round(x * 100) % 100
    thousands, units = divmod(whole, 1000)
    parts = []
    if thousands:
        parts.append(f"{_en_below_1000(thousands)} thousand")
    if units:
        parts.append(_en_below_1000(units))
    s = " ".join(parts) + " dirhams"
    if cents:
        s += f" and {_en_below_1000(cents)} centimes"
    return s
