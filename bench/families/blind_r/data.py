"""The applicants of blind_r, and the arithmetic of their papers (MRZ, RIB, pay, statements)."""

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
MOIS_ABR = ["JAN", "FEV", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]


# ---------------------------------------------------------------- formats


def fdate(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "space":
        return d.strftime("%d %m %Y")
    if style == "fr":
        return f"{d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "fr1":
        return ("1er" if d.day == 1 else str(d.day)) + f" {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "abr":
        return f"{d.day:02d} {MOIS_ABR[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def famount(x: float, style: str) -> str:
    neg = x < 0
    s = f"{abs(x):,.2f}"  # 12,345.67
    if style == "space":
        s = s.replace(",", " ").replace(".", ",")
    elif style == "dot":
        s = s.replace(",", "X").replace(".", ",").replace("X", ".")
    elif style == "plain":
        s = f"{abs(x):.2f}".replace(".", ",")
    elif style != "en":
        raise ValueError(style)
    return ("-" if neg else "") + s


def month_fr(y: int, m: int) -> str:
    return f"{MOIS[m - 1]} {y}"


# ---------------------------------------------------------------- MRZ


def mrz_cd(s: str) -> str:
    w = [7, 3, 1]
    tot = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif c.isalpha():
            v = ord(c.upper()) - 55
        else:
            v = 0
        tot += v * w[i % 3]
    return str(tot % 10)


def mrz_date(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def mrz_name(family: str, given: str, width: int) -> str:
    s = family.upper().replace(" ", "<").replace("-", "<") + "<<" + given.upper().replace(" ", "<").replace("-", "<")
    return (s + "<" * width)[:width]


def td1(
    code: str,
    state: str,
    docno: str,
    opt1: str,
    dob: dt.date,
    sex: str,
    exp: dt.date,
    nat: str,
    family: str,
    given: str,
) -> list[str]:
    l1 = (code + "<")[:2] + state + docno + mrz_cd(docno) + (opt1 + "<" * 15)[:15]
    l2 = mrz_date(dob) + mrz_cd(mrz_date(dob)) + sex + mrz_date(exp) + mrz_cd(mrz_date(exp)) + nat + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_cd(comp)
    return [l1, l2, mrz_name(family, given, 30)]


def td3(
    state: str, docno: str, nat: str, dob: dt.date, sex: str, exp: dt.date, personal: str, family: str, given: str
) -> list[str]:
    l1 = "P<" + state + mrz_name(family, given, 39)
    pn = (personal + "<" * 14)[:14]
    l2 = (
        docno
        + mrz_cd(docno)
        + nat
        + mrz_date(dob)
        + mrz_cd(mrz_date(dob))
        + sex
        + mrz_date(exp)
        + mrz_cd(mrz_date(exp))
        + pn
        + mrz_cd(pn)
    )
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + mrz_cd(comp)]


# ---------------------------------------------------------------- RIB


def rib_key(n22: str) -> str:
    return f"{97 - (int(n22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    n = bank + city + account
    assert len(n) == 22
    return n + rib_key(n)


def iban(rib: str) -> str:
    num = int(rib + "2210" + "00")  # M=22 A=10
    return f"MA{98 - num % 97:02d}{rib}"


def group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- pay


def ir_month(taxable: float) -> float:
    bands = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (1e12, 0.37, 2283.33),
    ]
    for top, rate, less in bands:
        if taxable <= top:
            return round(max(0.0, taxable * rate - less), 2)
    return 0.0


def payslip_lines(base: float, primes: list[tuple[str, float]], cimr: bool, children: int) -> dict:
    """Earnings and deductions of one month; gross - deductions = net to the cent."""
    earn = [("Salaire de base", round(base, 2))] + [(k, round(v, 2)) for k, v in primes]
    gross = round(sum(v for _, v in earn), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    ded = [("Cotisation CNSS", cnss, min(gross, 6000.0), "4,48"), ("AMO", amo, gross, "2,26")]
    if cimr:
        c = round(gross * 0.06, 2)
        ded.append(("CIMR", c, gross, "6,00"))
    social = sum(d[1] for d in ded)
    fp = round(min(gross * 0.25, 2916.67), 2)
    taxable = round(gross - social - fp, 2)
    ir = round(max(0.0, ir_month(taxable) - 41.67 * min(children, 6)), 2)
    ded.append(("Impôt sur le revenu", ir, taxable, ""))
    total = round(sum(d[1] for d in ded), 2)
    net = round(gross - total, 2)
    return {
        "earn": earn,
        "gross": gross,
        "ded": ded,
        "total_ded": total,
        "net": net,
        "taxable": taxable,
        "social": round(social, 2),
    }


# ---------------------------------------------------------------- statements


def statement(
    rng: random.Random, start: dt.date, end: dt.date, opening: float, salary: float | None, payer: str, overdraw: bool
) -> list[tuple[dt.date, str, float]]:
    """Transactions of a period as (date, label, signed amount)."""
    days = (end - start).days
    tx: list[tuple[dt.date, str, float]] = []
    shops = [
        "PAIEMENT CB MARJANE HAY RIAD",
        "PAIEMENT CB CARREFOUR MARKET",
        "PAIEMENT CB ACIMA",
        "PAIEMENT CB BIM",
        "PAIEMENT CB AFRIQUIA STATION",
        "PAIEMENT CB PHARMACIE AL AMAL",
        "PAIEMENT CB DECATHLON",
        "PAIEMENT CB JUMIA MAROC",
        "PAIEMENT CB TOTALENERGIES",
        "PAIEMENT CB LABEL VIE",
    ]
    n = rng.randint(7, 11)
    for _ in range(n):
        d = start + dt.timedelta(days=rng.randint(0, days))
        kind = rng.random()
        if kind < 0.55:
            tx.append((d, rng.choice(shops), -round(rng.uniform(60, 900), 2)))
        elif kind < 0.75:
            tx.append((d, f"RETRAIT GAB {rng.randint(1000, 9999)}", -float(rng.choice([200, 300, 500, 1000, 1500]))))
        elif kind < 0.85:
            tx.append(
                (
                    d,
                    rng.choice(["PRLV LYDEC", "PRLV REDAL", "PRLV AMENDIS", "PRLV MAROC TELECOM", "PRLV INWI"]),
                    -round(rng.uniform(120, 600), 2),
                )
            )
        else:
            tx.append(
                (
                    d,
                    f"VIREMENT RECU {rng.choice(['FAMILLE', 'M. TAHIRI', 'REMB. AMIS'])}",
                    round(rng.uniform(300, 2000), 2),
                )
            )
    if salary is not None:
        d = start + dt.timedelta(days=min(days, 26))
        tx.append((d, f"VIR SALAIRE {payer}"[:44], salary))
    loan = start + dt.timedelta(days=min(days, 4))
    tx.append((loan, "ECHEANCE PRET IMMOBILIER", -round(rng.uniform(1800, 3600), 2)))
    if overdraw:
        tx.append(
            (
                start + dt.timedelta(days=2),
                "CHEQUE N° " + str(rng.randint(1000000, 9999999)),
                -round(abs(opening) + rng.uniform(2500, 4000), 2),
            )
        )
    tx.sort(key=lambda t: (t[0], t[1]))
    return tx
