"""Payroll arithmetic (Moroccan style: CNSS, AMO, CIMR/RCAR, frais professionnels, IR barème) and statement lines."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

import numpy as np

CNSS_CAP = 6000.0
CNSS_RATE = 0.0448
AMO_RATE = 0.0226
FAMILY_DEDUCTION = 41.67  # per dependant and month, at most 6

IR_BRACKETS = [  # monthly: upper bound, rate, amount to deduct
    (3333.33, 0.0, 0.0),
    (5000.0, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.0),
    (15000.0, 0.34, 1833.33),
    (float("inf"), 0.37, 2283.33),
]


def r2(x: float) -> float:
    return float(round(x + 1e-9, 2))


@dataclass
class Line:
    label: str
    amount: float
    base: float | None = None
    rate: str | None = None  # printed rate ("4,48 %") or a count ("26 j")
    taxable: bool = True
    employer_amount: float | None = None


@dataclass
class Slip:
    earnings: list[Line]
    deductions: list[Line]
    gross: float
    taxable: float
    net_taxable: float
    total_deductions: float
    net: float
    ir_rate: float
    employer_total: float
    ytd: dict = field(default_factory=dict)


def seniority_rate(hire: dt.date, at: dt.date) -> float:
    years = (at - hire).days / 365.25
    for limit, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= limit:
            return rate
    return 0.0


def ir_for(sni: float, dependants: int) -> tuple[float, float]:
    for upper, rate, ded in IR_BRACKETS:
        if sni <= upper:
            tax = sni * rate - ded
            break
    tax -= FAMILY_DEDUCTION * min(dependants, 6) if tax > 0 else 0.0
    return max(0.0, r2(tax)), rate


def compute(job: dict, period: str, override: dict | None = None) -> Slip:
    """One month's slip from a job's fixed structure (the same every month unless override changes it)."""
    job = {**job, **(override or {})}
    regime = job.get("regime", "private")
    at = dt.date(int(period[:4]), int(period[5:7]), 1)
    earnings: list[Line] = []
    base = job["base"]
    earnings.append(Line(job.get("base_label", "Salaire de base"), r2(base), base=job.get("days", 26), rate=None))
    if job.get("seniority", True) and regime == "private":
        rate = seniority_rate(dt.date.fromisoformat(job["hire_date"]), at)
        if rate:
            earnings.append(Line("Prime d'ancienneté", r2(base * rate), base=base, rate=f"{round(rate * 100)} %"))
    for label, amount, taxable in job.get("items", []):
        earnings.append(Line(label, r2(amount), taxable=taxable))
    gross = r2(sum(x.amount for x in earnings))
    taxable = r2(sum(x.amount for x in earnings if x.taxable))
    deductions: list[Line] = []
    social = 0.0
    if regime == "private":
        if job.get("cnss", True):
            b = min(taxable, CNSS_CAP)
            c = r2(b * CNSS_RATE)
            deductions.append(Line("Cotisation CNSS", c, base=r2(b), rate="4,48 %", employer_amount=r2(b * 0.2118)))
            social += c
        a = r2(taxable * AMO_RATE)
        deductions.append(Line("Cotisation AMO", a, base=taxable, rate="2,26 %", employer_amount=r2(taxable * 0.0411)))
        social += a
        if job.get("cimr"):
            ci = r2(taxable * job["cimr"])
            deductions.append(
                Line(
                    "Retraite complémentaire CIMR",
                    ci,
                    base=taxable,
                    rate=f"{job['cimr'] * 100:.2f} %".replace(".", ","),
                    employer_amount=r2(taxable * job["cimr"] * 1.3),
                )
            )
            social += ci
        if job.get("mutuelle"):
            m = r2(job["mutuelle"])
            deductions.append(Line("Mutuelle", m, employer_amount=m))
            social += m
    else:  # établissement public: RCAR, AMO (CNOPS), mutuelle
        pensionable = r2(sum(x.amount for x in earnings if x.taxable))
        rc = r2(pensionable * 0.06)
        deductions.append(Line("Retenue RCAR (régime général)", rc, base=pensionable, rate="6,00 %"))
        amo = r2(min(pensionable * 0.025, 400.0))
        deductions.append(Line("AMO - CNOPS", amo, base=pensionable, rate="2,50 %"))
        mut = r2(job.get("mutuelle", 0.0))
        if mut:
            deductions.append(Line("Mutuelle (MGPAP)", mut))
        social = rc + amo + mut
    if job.get("ir", True):
        fp = min(taxable * (0.35 if taxable <= 6500 else 0.25), 2916.67)
        sni = r2(max(0.0, taxable - fp - social))
        ir, ir_rate = ir_for(sni, job.get("dependants", 0))
    else:
        sni, ir, ir_rate = r2(taxable - social), 0.0, 0.0
    deductions.append(Line("Impôt sur le revenu (IR)", ir, base=sni, rate=f"{round(ir_rate * 100)} %"))
    for label, amount in job.get("other_deductions", []):
        deductions.append(Line(label, r2(amount)))
    total = r2(sum(x.amount for x in deductions))
    net = r2(gross - total)
    employer_total = r2(sum(x.employer_amount or 0.0 for x in deductions))
    hire = dt.date.fromisoformat(job["hire_date"])
    months = at.month if (hire.year, hire.month) < (at.year, 1) else at.month - hire.month + 1
    ytd = {
        "months": months,
        "gross": r2(gross * months),
        "taxable": r2(taxable * months),
        "ir": r2(ir * months),
        "net": r2(net * months),
        "social": r2(social * months),
        "days": 26 * months,
    }
    return Slip(earnings, deductions, gross, taxable, sni, total, net, ir_rate, employer_total, ytd)


# -- bank statements ----------------------------------------------------------------------------------------------
SHOPS = [
    "PAIEMENT TPE MARJANE HOLDING",
    "PAIEMENT TPE CARREFOUR MARKET",
    "PAIEMENT CARTE BIM STORES",
    "ACHAT TPE LABEL VIE",
    "PAIEMENT TPE AFRIQUIA SMDC",
    "ACHAT CB PHARMACIE AL MANSOUR",
    "PAIEMENT TPE DECATHLON",
    "ACHAT CB JUMIA MAROC",
    "PAIEMENT TPE ACIMA",
    "PAIEMENT CB GLOVO",
]
BILLS = [
    "PRLV MAROC TELECOM",
    "PRLV INWI",
    "PRLV ORANGE MAROC",
    "REGLEMENT FACTURE EAU ELECTRICITE",
    "PRLV ASSURANCE HABITATION",
]


@dataclass
class Tx:
    date: dt.date
    value_date: dt.date
    label: str
    amount: float  # positive credit, negative debit


def statement_lines(
    seed: int,
    start: dt.date,
    end: dt.date,
    opening: float,
    net_salary: float,
    employer: str,
    salary_day: int,
    rent: float = 0.0,
    loan: float = 0.0,
    spend: float = 0.6,
    extra: list[tuple[dt.date, str, float]] | None = None,
) -> list[Tx]:
    """Transactions of a period: salary in, rent or loan out, card payments, cash, fees."""
    rng = np.random.default_rng(seed)
    out: list[Tx] = []
    day = start
    months = []
    while day <= end:
        months.append(day)
        day = dt.date(day.year + (day.month == 12), day.month % 12 + 1, 1)
    emp_short = employer.upper().replace("É", "E").replace("È", "E").replace("Ô", "O").replace("Â", "A")
    loan_ref = f"0{int(rng.integers(40000, 99999))}"
    for m in months:
        last = dt.date(m.year + (m.month == 12), m.month % 12 + 1, 1) - dt.timedelta(days=1)

        def on(dd: int, m=m, last=last) -> dt.date:
            return min(dt.date(m.year, m.month, min(dd, last.day)), last)

        budget = net_salary * spend
        if rent:
            out.append(Tx(on(3), on(3), "VIREMENT PERMANENT LOYER", -rent))
        if loan:
            out.append(Tx(on(5), on(5), f"ECHEANCE PRET N {loan_ref}", -loan))
        for _ in range(int(rng.integers(3, 6))):
            dd = int(rng.integers(1, last.day + 1))
            amt = float(round(rng.uniform(0.02, 0.09) * budget + rng.uniform(5, 90), 2))
            shop = SHOPS[int(rng.integers(len(SHOPS)))]
            out.append(Tx(on(dd), on(dd), f"{shop} {on(dd).strftime('%d%m')}", -amt))
        for _ in range(int(rng.integers(1, 3))):
            dd = int(rng.integers(1, last.day + 1))
            amt = float(rng.choice([200, 300, 400, 500, 600, 800, 1000, 1500]))
            out.append(
                Tx(on(dd), on(dd), "RETRAIT GAB " + str(rng.choice(["CASA", "RABAT", "AGENCE", "HORS RES"])), -amt)
            )
        if rng.random() < 0.7:
            dd = int(rng.integers(1, last.day + 1))
            bill = BILLS[int(rng.integers(len(BILLS)))]
            out.append(Tx(on(dd), on(dd), bill, -float(round(rng.uniform(89, 420), 2))))
        pay_month = m if salary_day >= 20 else dt.date(m.year - (m.month == 1), (m.month - 2) % 12 + 1, 1)
        out.append(
            Tx(on(salary_day), on(salary_day), f"VIR RECU {emp_short} SAL {pay_month.strftime('%m/%Y')}", net_salary)
        )
        out.append(Tx(last, last, "FRAIS TENUE DE COMPTE", -20.0))
        out.append(Tx(last, last, "TVA SUR FRAIS 10%", -2.0))
    for dd, label, amt in extra or []:
        out.append(Tx(dd, dd, label, amt))
    out.sort(key=lambda t: (t.date, -t.amount if t.amount > 0 else 0, t.label))
    return out


def running(opening: float, txs: list[Tx]) -> list[float]:
    bal, out = opening, []
    for t in txs:
        bal = r2(bal + t.amount)
        out.append(bal)
    return out
