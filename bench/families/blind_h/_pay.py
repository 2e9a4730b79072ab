"""A Moroccan monthly payroll (2025 rules, simplified): gains, contributions, income tax, net."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from ._data import Job


@dataclass
class Line:
    code: str
    label: str
    base: float | None
    rate: float | None  # percent
    gain: float = 0.0
    ded: float = 0.0
    qty: str = ""


@dataclass
class Pay:
    lines: list[Line] = field(default_factory=list)
    gross: float = 0.0
    taxable: float = 0.0
    contributions: float = 0.0
    prof_costs: float = 0.0
    net_taxable: float = 0.0
    ir: float = 0.0
    deductions: float = 0.0
    net: float = 0.0
    seniority_rate: float = 0.0
    years: int = 0
    months: int = 0


def _r(x: float) -> float:
    return round(x + 1e-9, 2)


def ir_2025(sni: float) -> float:
    for upper, rate, ded in (
        (3333.33, 0, 0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (1e12, 0.37, 2283.33),
    ):
        if sni <= upper:
            return max(0.0, sni * rate - ded)
    return 0.0


def seniority(hire: dt.date, at: dt.date) -> tuple[int, int]:
    months = (at.year - hire.year) * 12 + at.month - hire.month - (at.day < hire.day)
    return max(0, months) // 12, max(0, months) % 12


def compute(job: Job, at: dt.date, extra: list[tuple[str, float, float]] | None = None) -> Pay:
    """extra: additional taxable gains (label, hours, rate%) computed on the hourly rate (overtime)."""
    pay = Pay()
    years, months = seniority(job.hire, at)
    pay.years, pay.months = years, months
    public = job.employer.public
    anapec = job.contract == "ANAPEC"
    rate = (
        0
        if public or anapec or job.contract == "INTERIM"
        else (0 if years < 2 else 5 if years < 5 else 10 if years < 12 else 15 if years < 20 else 20)
    )
    pay.seniority_rate = rate
    base_label = "Traitement de base" if public else ("Indemnité de stage (Idmaj)" if anapec else "Salaire de base")
    pay.lines.append(
        Line("100", base_label, None if public else 191.0, None, _r(job.base), qty="191,00 h" if not public else "")
    )
    if rate:
        pay.lines.append(Line("110", "Prime d'ancienneté", job.base, float(rate), _r(job.base * rate / 100)))
    nontax = 0.0
    for n, (label, amt, taxable) in enumerate(job.primes):
        pay.lines.append(Line(str(120 + n * 5), label, None, None, _r(amt)))
        if not taxable:
            nontax += amt
    for label, hours, pct in extra or []:
        hourly = job.base / 191.0
        pay.lines.append(Line("150", label, hours, pct, _r(hours * hourly * (1 + pct / 100))))
    pay.gross = _r(sum(ln.gain for ln in pay.lines))
    sbi = _r(pay.gross - nontax)
    pay.taxable = sbi
    deds = []
    if public:
        deds.append(Line("500", "RCAR - Régime général", sbi, 6.0, ded=_r(sbi * 0.06)))
        deds.append(Line("505", "RCAR - Régime complémentaire", sbi, 3.0, ded=_r(sbi * 0.03)))
        deds.append(Line("510", "AMO - Assurance maladie obligatoire", sbi, 2.5, ded=_r(min(sbi * 0.025, 400.0))))
        deds.append(Line("515", "Mutuelle (MGPAP)", sbi, 1.05, ded=_r(sbi * 0.0105)))
    elif anapec:
        deds.append(Line("510", "Cotisation AMO", sbi, 2.26, ded=_r(sbi * 0.0226)))
    else:
        deds.append(
            Line(
                "500",
                "Cotisation CNSS (prestations sociales)",
                min(sbi, 6000.0),
                4.48,
                ded=_r(min(sbi, 6000.0) * 0.0448),
            )
        )
        deds.append(Line("510", "Cotisation AMO", sbi, 2.26, ded=_r(sbi * 0.0226)))
        if job.cimr:
            deds.append(Line("520", "Retraite complémentaire CIMR", sbi, job.cimr * 100, ded=_r(sbi * job.cimr)))
        if job.mutuelle:
            deds.append(Line("530", "Mutuelle santé", None, None, ded=_r(job.mutuelle)))
    pay.contributions = _r(sum(d.ded for d in deds))
    fp_rate = 0.35 if sbi * 12 <= 78000 else 0.25
    pay.prof_costs = _r(min(sbi * fp_rate, 2916.67))
    pay.net_taxable = _r(sbi - pay.contributions - pay.prof_costs)
    ir = 0.0 if anapec else max(0.0, ir_2025(pay.net_taxable) - min(job.dependents, 6) * 41.67)
    pay.ir = _r(ir)
    if pay.ir > 0:
        deds.append(Line("600", "Impôt sur le revenu (IR)", pay.net_taxable, None, ded=pay.ir))
    pay.lines += deds
    pay.deductions = _r(sum(d.ded for d in deds))
    pay.net = _r(pay.gross - pay.deductions)
    return pay
