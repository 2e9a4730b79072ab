"""Moroccan payroll arithmetic (2025 rules): CNSS, AMO, CIMR/RCAR, professional expenses, IR."""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass, field

from .fmt import r2
from .world import Case, Item

CNSS_RATE, CNSS_CAP, AMO_RATE = 0.0448, 6000.0, 0.0226
IR_SCALE = [
    (3333.33, 0.0, 0.0),
    (5000.0, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.0),
    (15000.0, 0.34, 1833.33),
    (float("inf"), 0.37, 2283.33),
]


@dataclass
class Line:
    code: str
    label: str
    base: str = ""
    rate: str = ""
    gain: float = 0.0
    ret: float = 0.0
    employer: float = 0.0
    exempt: bool = False


@dataclass
class Pay:
    year: int
    month: int
    lines: list[Line] = field(default_factory=list)
    gross: float = 0.0
    taxable: float = 0.0
    exempt: float = 0.0
    cnss: float = 0.0
    amo: float = 0.0
    pension: float = 0.0
    mutuelle: float = 0.0
    prof: float = 0.0
    net_taxable: float = 0.0
    ir: float = 0.0
    deductions: float = 0.0
    net: float = 0.0
    employer_total: float = 0.0
    seniority_rate: int = 0
    days: int = 26
    hours: float = 191.0
    pay_date: dt.date = dt.date(2000, 1, 1)
    ytd_gross: float = 0.0
    ytd_taxable: float = 0.0
    ytd_ir: float = 0.0
    ytd_net: float = 0.0
    leave_balance: float = 0.0

    @property
    def period_start(self) -> dt.date:
        return dt.date(self.year, self.month, 1)

    @property
    def period_end(self) -> dt.date:
        return dt.date(self.year, self.month, calendar.monthrange(self.year, self.month)[1])


def seniority_rate(hire: dt.date, at: dt.date) -> int:
    years = (at - hire).days / 365.25
    for limit, rate in ((25, 25), (20, 20), (12, 15), (5, 10), (2, 5)):
        if years >= limit:
            return rate
    return 0


def _ir(net_taxable: float, dependents: int) -> float:
    for upper, rate, deduction in IR_SCALE:
        if net_taxable <= upper:
            tax = net_taxable * rate - deduction
            break
    tax -= min(dependents, 6) * 41.67
    return r2(max(tax, 0.0))


def last_working_day(year: int, month: int) -> dt.date:
    d = dt.date(year, month, calendar.monthrange(year, month)[1])
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def compute_month(case: Case, year: int, month: int) -> Pay:
    """One month's payslip figures (without year-to-date totals)."""
    job, person = case.job, case.person
    pay = Pay(year, month)
    pay.pay_date = last_working_day(year, month)
    pay.hours = job.hours
    lines = pay.lines
    if job.hourly:
        amount = r2(job.hourly * job.hours)
        lines.append(Line("100", "Salaire de base", f"{job.hours:.2f}", f"{job.hourly:.4f}", amount))
        base_amount = amount
    else:
        base_amount = job.base
        lines.append(Line("100", job.base_label, "26,00", "", job.base, exempt=job.base_exempt))
    if job.seniority:
        pay.seniority_rate = seniority_rate(job.hire, pay.period_end)
        if pay.seniority_rate:
            lines.append(
                Line(
                    "120",
                    "Prime d'ancienneté",
                    f"{base_amount:.2f}",
                    f"{pay.seniority_rate}%",
                    r2(base_amount * pay.seniority_rate / 100),
                )
            )
    items: list[Item] = list(job.items)
    if case.variable_month == (year, month):
        items = items[:-1] + list(case.variable_items) + items[-1:]
    code = 200
    for it in items:
        code += 10
        amount = it.amount
        base, rate = it.base, it.rate
        if it.code == "HS25":
            hourly = base_amount / 191
            hours = float(it.base.replace(",", "."))
            amount = r2(hours * hourly * 1.25)
            base, rate = it.base, f"{hourly * 1.25:.2f}"
        lines.append(Line(str(it.code or code), it.label, base, rate, amount, exempt=it.exempt))
    pay.gross = r2(sum(ln.gain for ln in lines))
    pay.exempt = r2(sum(ln.gain for ln in lines if ln.exempt))
    pay.taxable = r2(pay.gross - pay.exempt)
    if job.cnss_applies:
        pay.cnss = r2(min(pay.taxable, CNSS_CAP) * CNSS_RATE)
        pay.amo = r2(pay.taxable * AMO_RATE)
        lines.append(
            Line(
                "500",
                "CNSS - Prestations sociales",
                f"{min(pay.taxable, CNSS_CAP):.2f}",
                "4,48%",
                ret=pay.cnss,
                employer=r2(min(pay.taxable, CNSS_CAP) * 0.0898),
            )
        )
        lines.append(Line("510", "AMO", f"{pay.taxable:.2f}", "2,26%", ret=pay.amo, employer=r2(pay.taxable * 0.0411)))
    if job.cimr:
        pay.pension = r2(pay.taxable * job.cimr)
        lines.append(
            Line(
                "520",
                "CIMR",
                f"{pay.taxable:.2f}",
                f"{job.cimr * 100:.2f}%".replace(".", ","),
                ret=pay.pension,
                employer=r2(pay.pension * 1.3),
            )
        )
    if job.rcar:
        pay.pension = r2(pay.taxable * job.rcar)
        lines.append(
            Line(
                "530",
                "RCAR - Régime général",
                f"{pay.taxable:.2f}",
                f"{job.rcar * 100:.2f}%".replace(".", ","),
                ret=pay.pension,
                employer=r2(pay.pension * 2),
            )
        )
    if job.mutuelle:
        pay.mutuelle = job.mutuelle
        lines.append(Line("540", "Mutuelle complémentaire", "", "", ret=job.mutuelle, employer=job.mutuelle))
    if job.ir_applies:
        rate = 0.35 if pay.taxable * 12 <= 78000 else 0.25
        pay.prof = r2(min(pay.taxable * rate, 35000 / 12))
        pay.net_taxable = r2(pay.taxable - pay.prof - pay.cnss - pay.amo - pay.pension - pay.mutuelle)
        dependents = (1 if person.married else 0) + person.children
        pay.ir = _ir(pay.net_taxable, dependents)
        lines.append(Line("600", "Impôt sur le revenu (IR)", f"{pay.net_taxable:.2f}", "", ret=pay.ir))
    else:
        pay.net_taxable = 0.0
    pay.deductions = r2(sum(ln.ret for ln in lines))
    pay.net = r2(pay.gross - pay.deductions)
    pay.employer_total = r2(sum(ln.employer for ln in lines) + (r2(pay.taxable * 0.08) if job.cnss_applies else 0))
    return pay


def compute(case: Case, year: int, month: int) -> Pay:
    """A month's figures with year-to-date totals since January (or the hire month)."""
    pay = compute_month(case, year, month)
    start = 1
    if case.job.hire.year == year:
        start = case.job.hire.month
    for m in range(start, month + 1):
        p = pay if m == month else compute_month(case, year, m)
        pay.ytd_gross = r2(pay.ytd_gross + p.gross)
        pay.ytd_taxable = r2(pay.ytd_taxable + p.net_taxable)
        pay.ytd_ir = r2(pay.ytd_ir + p.ir)
        pay.ytd_net = r2(pay.ytd_net + p.net)
    months_worked = min(((year - case.job.hire.year) * 12 + month - case.job.hire.month + 1), 12)
    pay.leave_balance = round(1.5 * (month - start + 1) - (6 if month > 7 and months_worked > 6 else 0), 1)
    return pay
