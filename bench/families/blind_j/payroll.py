"""Moroccan monthly pay as a payroll package computes it (2025 rules, simplified but self-consistent)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from .fmt import r2

CNSS_RATE = 0.0448
CNSS_CEILING = 6000.0
AMO_RATE = 0.0226
FAMILY_DEDUCTION = 41.67
# (upper bound of the monthly slice, rate, amount to deduct)
IR_SCALE = [
    (3333.33, 0.0, 0.0),
    (5000.00, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.00),
    (15000.00, 0.34, 1833.33),
    (float("inf"), 0.38, 2433.33),
]


@dataclass
class Line:
    code: str
    fr: str
    en: str
    base: float | None = None
    rate: float | None = None  # percent, or a unit price when pct is False
    gain: float = 0.0
    retenue: float = 0.0
    ar: str = ""
    pct: bool = True


@dataclass
class Pay:
    lines: list[Line]
    gross: float
    taxable: float  # salaire brut imposable
    cnss: float
    amo: float
    pro_costs: float
    net_taxable: float
    ir: float
    deductions: float
    net: float
    family_deduction: float
    worked_days: int = 26
    hours: float = 191.0
    extra: dict = field(default_factory=dict)


def seniority_rate(hire: dt.date, period: dt.date) -> float:
    months = (period.year - hire.year) * 12 + period.month - hire.month
    years = months / 12
    for limit, rate in ((2, 0), (5, 5), (12, 10), (20, 15), (25, 20)):
        if years < limit:
            return rate
    return 25


def income_tax(net_taxable: float) -> float:
    for upper, rate, minus in IR_SCALE:
        if net_taxable <= upper:
            return max(0.0, r2(net_taxable * rate - minus))
    raise AssertionError


def private_pay(scheme: dict, hire: dt.date, period: dt.date) -> Pay:
    """Private sector: base, seniority, allowances; CNSS, AMO, CIMR, mutual, IR, fixed repayments."""
    lines: list[Line] = []
    base = scheme["base"]
    hourly = scheme.get("hourly")
    fr_label, en_label = scheme.get("base_label", ("Salaire de base", "Basic salary"))
    if hourly:
        base = r2(191 * hourly)
        lines.append(Line("100", fr_label, en_label, base=191.0, rate=hourly, gain=base, pct=False))
    else:
        lines.append(Line("100", fr_label, en_label, base=base, gain=base, ar="الأجر الأساسي"))
    senior = seniority_rate(hire, period) if scheme.get("seniority", True) else 0
    gross = base
    if senior:
        prime = r2(base * senior / 100)
        lines.append(
            Line("110", "Prime d'ancienneté", "Seniority bonus", base=base, rate=senior, gain=prime, ar="منحة الأقدمية")
        )
        gross += prime
    exempt = 0.0
    for code, fr, en, value, taxable in scheme.get("allowances", []):
        lines.append(Line(code, fr, en, gain=value))
        gross += value
        if not taxable:
            exempt += value
    gross = r2(gross)
    taxable = r2(gross - exempt)
    cnss_base = min(taxable, CNSS_CEILING)
    ded = 0.0
    cnss = amo = 0.0
    if scheme.get("cnss", True):
        cnss = r2(cnss_base * CNSS_RATE)
        lines.append(
            Line("500", "Cotisation CNSS", "CNSS contribution", cnss_base, 4.48, retenue=cnss, ar="الضمان الاجتماعي")
        )
    if scheme.get("amo", True):
        amo = r2(taxable * AMO_RATE)
        lines.append(
            Line("510", "Cotisation AMO", "AMO health insurance", taxable, 2.26, retenue=amo, ar="التأمين الإجباري")
        )
    ded = cnss + amo
    social = cnss + amo
    cimr_rate = scheme.get("cimr", 0)
    if cimr_rate:
        cimr = r2(taxable * cimr_rate / 100)
        lines.append(
            Line("520", "Retraite CIMR", "CIMR pension", taxable, cimr_rate, retenue=cimr, ar="التقاعد التكميلي")
        )
        ded += cimr
        social += cimr
    mutual = scheme.get("mutuelle", 0)
    if mutual:
        value = r2(taxable * mutual / 100)
        lines.append(Line("530", "Mutuelle", "Health mutual", taxable, mutual, retenue=value, ar="التعاضدية"))
        ded += value
        social += value
    pro_rate = 0.35 if taxable <= 6500 else 0.25
    pro_costs = min(r2(taxable * pro_rate), 2916.67)
    family = r2(FAMILY_DEDUCTION * min(scheme.get("dependents", 0), 6))
    net_taxable = r2(max(0.0, taxable - social - pro_costs))
    ir = 0.0
    if scheme.get("ir", True):
        ir = max(0.0, r2(income_tax(net_taxable) - family))
        lines.append(
            Line("600", "Impôt sur le revenu", "Income tax (IR)", net_taxable, None, retenue=ir, ar="الضريبة على الدخل")
        )
        ded += ir
    for code, fr, en, value in scheme.get("repayments", []):
        lines.append(Line(code, fr, en, retenue=value))
        ded += value
    ded = r2(ded)
    return Pay(
        lines=lines,
        gross=gross,
        taxable=taxable,
        cnss=cnss,
        amo=amo,
        pro_costs=pro_costs,
        net_taxable=net_taxable,
        ir=ir,
        deductions=ded,
        net=r2(gross - ded),
        family_deduction=family,
    )


def public_pay(scheme: dict) -> Pay:
    """A public body's pay: traitement, indemnités, RCAR, CNOPS, mutuelle, IR."""
    base = scheme["base"]
    lines = [Line("T01", "Traitement de base", "Base", gain=base, ar="المرتب الأساسي")]
    residence = r2(base * 0.10)
    lines.append(Line("I02", "Indemnité de résidence", "Residence", base, 10, gain=residence, ar="تعويض عن الإقامة"))
    gross = base + residence
    exempt = 0.0
    for code, fr, ar, value, taxable in scheme["allowances"]:
        lines.append(Line(code, fr, fr, gain=value, ar=ar))
        gross += value
        if not taxable:
            exempt += value
    gross = r2(gross)
    taxable = r2(gross - exempt)
    rcar = r2(taxable * 0.06)
    cnops = r2(min(taxable, 40000) * 0.025)
    mutual = r2(taxable * 0.01)
    lines.append(
        Line("R10", "RCAR régime général", "RCAR", taxable, 6, retenue=rcar, ar="النظام الجماعي لمنح رواتب التقاعد")
    )
    lines.append(Line("R20", "AMO - CNOPS", "AMO", taxable, 2.5, retenue=cnops, ar="التأمين الإجباري عن المرض"))
    lines.append(Line("R30", "Mutuelle MGPAP", "Mutual", taxable, 1, retenue=mutual, ar="التعاضدية العامة"))
    social = rcar + cnops + mutual
    pro_costs = min(r2(taxable * 0.25), 2916.67)
    family = r2(FAMILY_DEDUCTION * min(scheme.get("dependents", 0), 6))
    net_taxable = r2(taxable - social - pro_costs)
    ir = max(0.0, r2(income_tax(net_taxable) - family))
    lines.append(Line("R40", "Impôt sur le revenu", "IR", net_taxable, None, retenue=ir, ar="الضريبة على الدخل"))
    ded = r2(social + ir)
    return Pay(
        lines=lines,
        gross=gross,
        taxable=taxable,
        cnss=0.0,
        amo=cnops,
        pro_costs=pro_costs,
        net_taxable=net_taxable,
        ir=ir,
        deductions=ded,
        net=r2(gross - ded),
        family_deduction=family,
        extra={"rcar": rcar, "mutual": mutual},
    )


def compute(scheme: dict, hire: dt.date, period: dt.date) -> Pay:
    if scheme.get("kind") == "public":
        return public_pay(scheme)
    return private_pay(scheme, hire, period)
