"""Moroccan payroll arithmetic (CNSS, AMO, CIMR, IR 2025) and a month of account movements."""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import random

from .people import Pay, Person

CNSS_CAP = 6000.0
CNSS_RATE = 0.0448
AMO_RATE = 0.0226
# monthly IR scale (annual scale of the 2025 finance law / 12): (upper bound, rate, deduction)
IR_SCALE = [
    (3333.33, 0.0, 0.0),
    (5000.00, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.00),
    (15000.00, 0.34, 1833.33),
    (float("inf"), 0.37, 2283.33),
]


def r2(x: float) -> float:
    return round(x + 1e-9, 2)


@dataclasses.dataclass
class Line:
    code: str
    label: str
    base: float | None
    rate: str  # printed rate ("4,48 %", "10 %", "26 j") or ""
    gain: float = 0.0
    deduction: float = 0.0
    taxable: bool = True


@dataclasses.dataclass
class Slip:
    lines: list[Line]
    gross: float
    taxable_gross: float
    cnss: float
    amo: float
    cimr: float
    fp: float
    net_taxable: float
    ir: float
    deductions: float
    net: float
    seniority_rate: float


def seniority_rate(hire: dt.date, at: dt.date) -> float:
    years = (at - hire).days / 365.25
    for limit, rate in [(25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)]:
        if years >= limit:
            return rate
    return 0.0


def pct(rate: float) -> str:
    s = f"{rate * 100:.2f}".rstrip("0").rstrip(".")
    return s.replace(".", ",") + " %"


def payslip(person: Person, year: int, month: int) -> Slip:
    pay: Pay = person.pay  # type: ignore[assignment]
    end = dt.date(year, month, calendar.monthrange(year, month)[1])
    lines: list[Line] = []
    if pay.scheme == "stage":
        lines.append(Line("100", "Gratification de stage", None, "", gain=pay.base))
        g = pay.base
        return Slip(lines, g, g, 0.0, 0.0, 0.0, 0.0, g, 0.0, 0.0, g, 0.0)
    label = "Indemnité de stage ANAPEC" if pay.scheme == "anapec" else "Salaire de base"
    lines.append(
        Line(
            "100",
            label,
            191.0 if pay.scheme == "normal" else 26.0,
            "191 h" if pay.scheme == "normal" else "26 j",
            gain=pay.base,
        )
    )
    rate = seniority_rate(person.hire, end) if pay.scheme == "normal" else 0.0
    if rate:
        lines.append(Line("110", "Prime d'ancienneté", pay.base, pct(rate), gain=r2(pay.base * rate)))
    code = 120
    for lab, amt in pay.taxable:
        lines.append(Line(str(code), lab, None, "", gain=amt))
        code += 10
    code = 300
    for lab, amt in pay.nontaxable:
        lines.append(Line(str(code), lab, None, "", gain=amt, taxable=False))
        code += 10
    gross = r2(sum(x.gain for x in lines))
    tgross = r2(sum(x.gain for x in lines if x.taxable))
    if pay.scheme == "anapec":
        amo = r2(tgross * AMO_RATE)
        lines.append(Line("500", "Cotisation CNSS (exonérée CI)", tgross, "0 %", deduction=0.0))
        lines.append(Line("510", "Cotisation AMO", tgross, pct(AMO_RATE), deduction=amo))
        lines.append(Line("600", "IR (exonéré - contrat d'insertion)", tgross, "0 %", deduction=0.0))
        net = r2(gross - amo)
        return Slip(lines, gross, tgross, 0.0, amo, 0.0, 0.0, r2(tgross - amo), 0.0, amo, net, 0.0)
    cnss_base = min(tgross, CNSS_CAP)
    cnss = r2(cnss_base * CNSS_RATE)
    amo = r2(tgross * AMO_RATE)
    cimr = r2(tgross * pay.cimr)
    lines.append(Line("500", "Cotisation CNSS", cnss_base, pct(CNSS_RATE), deduction=cnss))
    lines.append(Line("510", "Cotisation AMO", tgross, pct(AMO_RATE), deduction=amo))
    if pay.cimr:
        lines.append(Line("520", "Cotisation CIMR", tgross, pct(pay.cimr), deduction=cimr))
    fp_rate = 0.35 if tgross * 12 <= 78000 else 0.25
    fp = r2(min(tgross * fp_rate, 2916.67))
    net_taxable = r2(tgross - fp - cnss - amo - cimr)
    ir = 0.0
    for upper, rate_ir, ded in IR_SCALE:
        if net_taxable <= upper:
            ir = net_taxable * rate_ir - ded
            break
    ir = r2(max(0.0, ir - 41.67 * min(pay.dependents, 6)) if ir > 0 else 0.0)
    lines.append(Line("600", "Impôt sur le revenu", net_taxable, "barème", deduction=ir))
    if pay.loan:
        lines.append(Line("700", "Remboursement prêt société", None, "", deduction=pay.loan))
    deductions = r2(sum(x.deduction for x in lines))
    net = r2(gross - deductions)
    return Slip(lines, gross, tgross, cnss, amo, cimr, fp, net_taxable, ir, deductions, net, rate)


@dataclasses.dataclass
class Move:
    date: dt.date
    value: dt.date
    label: str
    debit: float = 0.0
    credit: float = 0.0
    ref: str = ""


@dataclasses.dataclass
class Statement:
    start: dt.date
    end: dt.date
    opening: float
    moves: list[Move]
    closing: float


SHOPS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "LABEL VIE",
    "ACIMA",
    "PHARMACIE AL AMAL",
    "AFRIQUIA SMDC",
    "TOTALENERGIES",
    "DECATHLON",
    "JUMIA",
    "GLOVO",
    "MCDONALDS",
    "KITEA",
    "ELECTROPLANET",
    "INWI",
    "ORANGE",
]
BILLS = ["PRLV LYDEC", "PRLV REDAL", "PRLV AMENDIS", "PRLV MAROC TELECOM", "PRLV INWI FIXE", "PRLV ORANGE BOX"]


def statement(
    rng: random.Random,
    person: Person,
    net: float,
    employer_short: str,
    start: dt.date,
    end: dt.date,
    opening: float,
    target_close: float | None = None,
) -> Statement:
    """Movements between start and end: the salary on the last working days, rent, cards, cash, bills."""
    moves: list[Move] = []
    d = start
    months = []
    while d <= end:
        months.append((d.year, d.month))
        d = (d.replace(day=28) + dt.timedelta(days=5)).replace(day=1)
    for y, m in months:
        last = calendar.monthrange(y, m)[1]
        pay_day = dt.date(y, m, min(last, rng.choice([25, 26, 27, 28])))
        moves.append(Move(pay_day, pay_day, f"VIR SALAIRE {employer_short} {m:02d}/{y}", credit=net))
        rent_day = dt.date(y, m, rng.randint(2, 6))
        rent = round(net * rng.uniform(0.22, 0.35), -1)
        moves.append(
            Move(
                rent_day,
                rent_day,
                f"VIR PERMANENT LOYER {rng.choice(['M. ', 'MME '])}"
                f"{rng.choice(['BENNIS', 'ZAHIRI', 'LAHLOU', 'SEBTI', 'ALAMI', 'KABBAJ'])}",
                debit=rent,
            )
        )
        for _ in range(rng.randint(5, 9)):
            day = dt.date(y, m, rng.randint(1, last))
            kind = rng.random()
            if kind < 0.5:
                amt = round(rng.uniform(45, 900), 2)
                moves.append(Move(day, day, f"PAIEMENT CB {rng.choice(SHOPS)} {day:%d/%m}", debit=amt))
            elif kind < 0.75:
                amt = float(rng.choice([200, 300, 500, 800, 1000, 1500, 2000]))
                moves.append(Move(day, day, f"RETRAIT GAB {person.city.upper()} {day:%d/%m}", debit=amt))
            elif kind < 0.88:
                amt = round(rng.uniform(90, 650), 2)
                moves.append(Move(day, day, rng.choice(BILLS), debit=amt))
            else:
                amt = float(rng.choice([300, 500, 1000, 1200, 2500]))
                moves.append(
                    Move(
                        day,
                        day + dt.timedelta(days=1),
                        f"VIR RECU {rng.choice(['FAMILLE', 'M. ALAOUI', 'REMB. AMI', 'CNOPS REMBOURSEMENT'])}",
                        credit=amt,
                    )
                )
        fee_day = dt.date(y, m, last)
        moves.append(Move(fee_day, fee_day, "FRAIS TENUE DE COMPTE", debit=rng.choice([11.0, 16.5, 22.0, 27.5])))
        moves.append(Move(fee_day, fee_day, "TVA SUR FRAIS", debit=2.2))
    moves.sort(key=lambda x: (x.date, x.credit == 0, x.label))
    if target_close is not None:
        # a last card payment or transfer that lands the closing balance where the story wants it
        now = opening + sum(x.credit for x in moves) - sum(x.debit for x in moves)
        gap = r2(now - target_close)
        if gap > 0:
            moves.append(Move(end, end, "VIR EMIS FAVEUR TIERS", debit=gap))
        elif gap < 0:
            moves.append(Move(end, end, "VERSEMENT ESPECES AGENCE", credit=-gap))
    closing = r2(opening + sum(x.credit for x in moves) - sum(x.debit for x in moves))
    for x in moves:
        x.ref = f"{rng.randint(100000, 999999)}"
    return Statement(start, end, r2(opening), moves, closing)
