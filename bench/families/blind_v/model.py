"""Applicants, employers, banks and the arithmetic of their papers."""

from __future__ import annotations

import datetime as dt
import random

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


def mrz_check(s: str) -> str:
    w = (7, 3, 1)
    total = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch.upper()) - 55
        else:
            v = 0
        total += v * w[i % 3]
    return str(total % 10)


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(rng: random.Random, bank: str) -> str:
    n = bank + f"{rng.randint(1, 999):03d}" + "".join(str(rng.randint(0, 9)) for _ in range(16))
    return n + rib_key(n)


def iban(rib: str) -> str:
    n = int(rib + "2210" + "00")  # M=22, A=10
    return f"MA{98 - n % 97:02d}{rib}"


def amount(v: float, style: str) -> str:
    neg = v < 0
    s = f"{abs(v):,.2f}"
    if style == "fr":
        s = s.replace(",", " ").replace(".", ",")
    elif style == "dot":
        s = s.replace(",", "X").replace(".", ",").replace("X", ".")
    return ("-" if neg else "") + s


def date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "long":
        return f"{d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "abbr":
        return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"
    raise ValueError(style)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(code: str, country: str, docnum: str, optional: str, dob, sex, expiry, nat, family, given):
    l1 = (code + country + docnum + mrz_check(docnum) + optional).ljust(30, "<")[:30]
    l2 = yymmdd(dob) + mrz_check(yymmdd(dob)) + sex + yymmdd(expiry) + mrz_check(yymmdd(expiry)) + nat
    l2 = l2.ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_check(comp)
    l3 = (family.replace(" ", "<").replace("-", "<") + "<<" + given.replace(" ", "<")).ljust(30, "<")[:30]
    return [l1, l2, l3]


def td3(country, docnum, nat, dob, sex, expiry, personal, family, given):
    l1 = ("P<" + country + family.replace(" ", "<") + "<<" + given.replace(" ", "<")).ljust(44, "<")[:44]
    pn = personal.ljust(14, "<")
    pchk = mrz_check(pn) if personal else "<"
    l2 = (
        docnum
        + mrz_check(docnum)
        + nat
        + yymmdd(dob)
        + mrz_check(yymmdd(dob))
        + sex
        + yymmdd(expiry)
        + mrz_check(yymmdd(expiry))
        + pn
        + pchk
    )
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + mrz_check(comp)]


def ir_monthly(taxable: float) -> float:
    for top, rate, ded in (
        (3333.33, 0, 0),
        (5000, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500),
        (15000, 0.34, 1833.33),
        (1e12, 0.38, 2433.33),
    ):
        if taxable <= top:
            return round(max(0.0, taxable * rate - ded), 2)
    return 0.0


def pay_lines(base: float, primes: list[tuple[str, float]], cimr: bool, loan: float = 0.0):
    """Earnings and deductions of one month; gross - deductions == net exactly (in cents)."""
    gains = [("Salaire de base", round(float(base), 2))] + [(n, round(float(v), 2)) for n, v in primes]
    gross = round(sum(v for _, v in gains), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    ded = [("Cotisation CNSS", cnss), ("Cotisation AMO", amo)]
    if cimr:
        ded.append(("Retraite CIMR", round(gross * 0.06, 2)))
    social = sum(v for _, v in ded)
    frais = min(round((gross - social) * 0.20, 2), 2500.0)
    ded.append(("Impôt sur le revenu (IR)", ir_monthly(gross - social - frais)))
    if loan:
        ded.append(("Remboursement avance", loan))
    total = round(sum(v for _, v in ded), 2)
    net = round(gross - total, 2)
    return gains, ded, gross, total, net


def add_months(d: dt.date, n: int) -> dt.date:
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, 1)
