"""Applicants, employers, banks and the arithmetic of blind_w (MRZ, RIB, payroll, statements)."""

from __future__ import annotations

import datetime as dt
import random

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]  # fmt: skip
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip


# ---------------------------------------------------------------- formats
def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "fr":
        return f"{d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "fr1":
        return f"{'1er' if d.day == 1 else d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "card":
        return d.strftime("%d.%m.%Y")
    if style == "mon":
        return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"
    raise ValueError(style)


def _group(intpart: int, sep: str) -> str:
    s = f"{intpart:d}"
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def fmt_amount(x: float, style: str) -> str:
    """Moroccan/French/English amount styles, without currency."""
    neg = x < 0
    cents = round(abs(x) * 100)
    ip, fp = divmod(cents, 100)
    if style == "fr":
        s = f"{_group(ip, ' ')},{fp:02d}"
    elif style == "frdot":
        s = f"{_group(ip, '.')},{fp:02d}"
    elif style == "en":
        s = f"{_group(ip, ',')}.{fp:02d}"
    elif style == "plain":
        s = f"{ip},{fp:02d}"
    else:
        raise ValueError(style)
    return ("-" if neg else "") + s


# ---------------------------------------------------------------- MRZ
def _val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def check_digit(s: str) -> str:
    w = [7, 3, 1]
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(family: str, given: str, width: int) -> str:
    fam = family.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    giv = given.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    s = f"{fam}<<{giv}"
    return (s + "<" * width)[:width]


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(code: str, state: str, docno: str, optional1: str, dob: dt.date, sex: str, expiry: dt.date,
        nat: str, family: str, given: str) -> list[str]:  # fmt: skip
    l1 = (code + state + docno + check_digit(docno) + optional1 + "<" * 15)[:30]
    l2 = yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry) + check_digit(yymmdd(expiry)) + nat
    l2 = (l2 + "<" * 11)[:29]
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(comp)
    return [l1, l2, mrz_name(family, given, 30)]


def td3(state: str, docno: str, nat: str, dob: dt.date, sex: str, expiry: dt.date, personal: str,
        family: str, given: str) -> list[str]:  # fmt: skip
    l1 = ("P<" + state + mrz_name(family, given, 39))[:44]
    pn = (personal + "<" * 14)[:14]
    pn_cd = check_digit(pn) if personal else "<"
    l2 = docno + check_digit(docno) + nat + yymmdd(dob) + check_digit(yymmdd(dob)) + sex
    l2 += yymmdd(expiry) + check_digit(yymmdd(expiry)) + pn + pn_cd
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + check_digit(comp)]


# ---------------------------------------------------------------- RIB / IBAN
def rib_key(n22: str) -> str:
    return f"{97 - (int(n22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account16: str) -> str:
    n = bank + city + account16
    return n + rib_key(n)


def iban(rib: str) -> str:
    num = int(rib + "2210" + "00")  # M=22, A=10
    return f"MA{98 - num % 97:02d}{rib}"


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def iban_grouped(ib: str) -> str:
    return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))


# ---------------------------------------------------------------- payroll
def ir_monthly(taxable: float) -> float:
    brackets = [(2500, 0.0, 0.0), (4166.67, 0.10, 250.0), (5000, 0.20, 666.67), (6666.67, 0.30, 1166.67),
                (15000, 0.34, 1433.33), (1e12, 0.38, 2033.33)]  # fmt: skip
    for top, rate, ded in brackets:
        if taxable <= top:
            return max(0.0, round(taxable * rate - ded, 2))
    return 0.0


def payroll(base: float, seniority_rate: float, primes: list[tuple[str, float]], extra_ded: list[tuple[str, float]],
            children: int = 0) -> dict:  # fmt: skip
    """One month of pay: gains, deductions and net, rounded to the centime."""
    gains = [("Salaire de base", round(base, 2))]
    if seniority_rate:
        gains.append((f"Prime d'ancienneté {int(seniority_rate * 100)} %", round(base * seniority_rate, 2)))
    gains += [(n, round(v, 2)) for n, v in primes]
    gross = round(sum(v for _, v in gains), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    fp_rate = 0.35 if gross <= 6500 else 0.25
    frais = min(round(gross * fp_rate, 2), 2916.67)
    taxable = round(gross - cnss - amo - frais - sum(v for _, v in extra_ded if "CIMR" in _), 2)
    ir = round(max(0.0, ir_monthly(taxable) - 30.0 * min(children, 6)), 2)
    deds = [("Cotisation CNSS", cnss), ("AMO", amo)]
    deds += [(n, round(v, 2)) for n, v in extra_ded]
    deds.append(("Impôt sur le revenu", ir))
    total_ded = round(sum(v for _, v in deds), 2)
    net = round(gross - total_ded, 2)
    return {
        "gains": gains,
        "deductions": deds,
        "gross": gross,
        "total_deductions": total_ded,
        "net": net,
        "taxable": taxable,
        "cnss_base": min(gross, 6000.0),
    }


# ---------------------------------------------------------------- statements
LABELS_CR = ["VIREMENT RECU {emp}", "VERSEMENT ESPECES", "VIR RECU DE {who}", "REMBOURSEMENT CNOPS"]
LABELS_DB = ["PAIEMENT CARTE MARJANE {city}", "RETRAIT GAB {city}", "PRELEVEMENT LYDEC", "PAIEMENT CB INWI",
             "ECHEANCE PRET IMMO", "FRAIS TENUE DE COMPTE", "PAIEMENT CARTE ACIMA", "RETRAIT GAB {city}",
             "VIR EMIS LOYER", "PRELEVEMENT ASSURANCE WAFA", "PAIEMENT CB JUMIA", "COTISATION PACKAGE",
             "PAIEMENT CARTE AFRIQUIA", "RETRAIT DAB {city}", "ACHAT TPE BIM {city}"]  # fmt: skip


def statement(rng: random.Random, start: dt.date, end: dt.date, opening: float, salary: float, emp: str,
              city: str, n_ops: int, pay_day: int = 27) -> list[dict]:  # fmt: skip
    """Transactions between start and end; the salary credit on pay_day; running balance kept."""
    days = (end - start).days
    ops = []
    salary_date = start.replace(day=min(pay_day, 28))
    if salary_date < start or salary_date > end:
        salary_date = end - dt.timedelta(days=3)
    ops.append((salary_date, LABELS_CR[0].format(emp=emp[:22].upper()), round(salary, 2)))
    for _ in range(n_ops - 1):
        d = start + dt.timedelta(days=rng.randint(0, days))
        if rng.random() < 0.12:
            lab = rng.choice(LABELS_CR[1:]).format(who="M " + rng.choice(["ALAOUI", "TAZI", "BERRADA", "FASSI"]))
            amt = round(rng.uniform(200, 2500), 2)
        else:
            lab = rng.choice(LABELS_DB).format(city=city.upper())
            amt = -round(rng.choice([rng.uniform(40, 900), rng.uniform(300, 3000), rng.choice([200, 500, 1000])]), 2)
        ops.append((d, lab, amt))
    ops.sort(key=lambda o: (o[0], o[1]))
    bal = opening
    out = []
    for d, lab, amt in ops:
        bal = round(bal + amt, 2)
        out.append({"date": d, "label": lab, "amount": amt, "balance": bal})
    return out
