"""Moroccan payroll arithmetic (2024 rules, simplified): gains, CNSS, AMO, CIMR, IR, net."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from .common import last_day, r2

IR_SCALE = [
    (2500.0, 0.0, 0.0),
    (4166.67, 0.10, 250.0),
    (5000.0, 0.20, 666.67),
    (6666.67, 0.30, 1166.67),
    (15000.0, 0.34, 1433.33),
    (1e12, 0.38, 2033.33),
]


@dataclass
class Line:
    key: str  # stable key for translations
    code: str
    label: str
    base: float | None = None
    rate: float | None = None  # percent, or hourly/daily rate
    gain: float | None = None
    ret: float | None = None
    employer_rate: float | None = None


@dataclass
class Slip:
    year: int
    month: int
    lines: list[Line]
    gross: float
    total_ret: float
    net: float
    sbi: float
    sni: float
    fp: float
    cnss_base: float
    ir: float
    days: int
    hours: float
    pay_date: date
    period_start: date
    period_end: date
    seniority_rate: float
    cumul: dict = field(default_factory=dict)
    leave_balance: float = 0.0


def seniority_rate(hire: date, at: date) -> float:
    years = (at - hire).days / 365.25
    for limit, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= limit:
            return rate
    return 0.0


def income_tax(sni: float, dependents: int) -> float:
    for top, rate, ded in IR_SCALE:
        if sni <= top:
            tax = sni * rate - ded
            break
    return max(0.0, r2(tax - min(dependents, 6) * 30.0)) if sni > 2500 else 0.0


def compute(case, year: int, month: int, overtime: tuple | None = None) -> Slip:
    job, person = case.job, case.person
    end = last_day(year, month)
    start = date(year, month, 1)
    lines: list[Line] = []
    taxable = 0.0
    exempt = 0.0
    sen = 0.0
    base_amount = job.gains[0][2]
    for code, label, amount, is_taxable in job.gains:
        key = "base" if code == job.gains[0][0] else label
        if key == "base" and job.hourly:
            lines.append(Line("base", code, label, 191.0, job.hourly, r2(amount)))
        elif key == "base":
            lines.append(Line("base", code, label, 26.0, r2(amount / 26), r2(amount)))
        else:
            lines.append(Line(label, code, label, None, None, r2(amount)))
        if is_taxable:
            taxable += amount
        else:
            exempt += amount
        if key == "base" and job.regime == "private":
            sen = seniority_rate(job.hire_date, end)
            if sen:
                amt = r2(base_amount * sen)
                label_s = "Seniority bonus" if case.employer.brand == "TAC" else "Prime d'ancienneté"
                lines.append(Line("seniority", "110", label_s, base_amount, sen * 100, amt))
                taxable += amt
    if overtime:
        h25, h50 = overtime
        hourly = r2(base_amount / 191)
        a25 = r2(h25 * hourly * 1.25)
        a50 = r2(h50 * hourly * 1.5)
        lines.insert(2, Line("ot25", "200", "Heures supplémentaires 25%", float(h25), r2(hourly * 1.25), a25))
        lines.insert(3, Line("ot50", "201", "Heures supplémentaires 50%", float(h50), r2(hourly * 1.5), a50))
        taxable += a25 + a50
    gross = r2(sum(ln.gain or 0 for ln in lines))
    sbi = r2(taxable)
    rets: list[Line] = []
    if job.regime in ("private", "interim"):
        cnss_base = min(sbi, 6000.0)
        cnss = r2(cnss_base * 0.0448)
        amo = r2(sbi * 0.0226)
        rets.append(Line("cnss", "500", "Cotisation CNSS", cnss_base, 4.48, None, cnss, 8.98))
        rets.append(Line("amo", "510", "Cotisation AMO", sbi, 2.26, None, amo, 4.11))
        social = cnss + amo
        if job.cimr:
            cimr = r2(sbi * job.cimr)
            rets.append(Line("cimr", "520", "Retraite CIMR", sbi, job.cimr * 100, None, cimr, job.cimr * 130))
            social += cimr
    elif job.regime == "public":
        cnss_base = 0.0
        rcar = r2(sbi * 0.06)
        amo = r2(min(sbi * 0.025, 400.0))
        mut = 100.0
        rets.append(Line("rcar", "60", "RCAR régime général", sbi, 6.0, None, rcar))
        rets.append(Line("amo", "61", "AMO (CNOPS)", sbi, 2.5, None, amo))
        rets.append(Line("mutuelle", "62", "Mutuelle MGPAP", None, None, None, mut))
        social = rcar + amo
    else:  # anapec: social charges paid by the State, indemnity exempt of IR
        cnss_base = 0.0
        rets.append(Line("cnss_state", "500", "CNSS (prise en charge Etat)", gross, 0.0, None, 0.0))
        rets.append(Line("amo_state", "510", "AMO (prise en charge Etat)", gross, 0.0, None, 0.0))
        social = 0.0
    if job.regime == "anapec":
        fp, sni, ir = 0.0, 0.0, 0.0
    else:
        fp_rate = 0.35 if sbi * 12 <= 78000 else 0.25
        fp = r2(min(sbi * fp_rate, 2916.67))
        sni = r2(sbi - social - fp)
        ir = income_tax(sni, person.dependents)
        rets.append(Line("ir", "600", "Impôt sur le revenu (IR)", sni, None, None, ir))
    for label, amount in job.extra_ret:
        rets.append(Line("extra", "700", label, None, None, None, r2(amount)))
    total_ret = r2(sum(ln.ret or 0 for ln in rets))
    net = r2(gross - total_ret)
    pay_day = end
    while pay_day.weekday() >= 5:
        pay_day = date.fromordinal(pay_day.toordinal() - 1)
    slip = Slip(
        year,
        month,
        lines + rets,
        gross,
        total_ret,
        net,
        sbi,
        sni,
        fp,
        cnss_base,
        ir,
        26,
        191.0,
        pay_day,
        start,
        end,
        sen,
    )
    slip.leave_balance = round(1.5 * month + (3.0 if job.hire_date.year < year else 0.0), 1)
    return slip


def compute_with_cumul(case, year: int, month: int, overtime: tuple | None = None) -> Slip:
    slip = compute(case, year, month, overtime)
    first = 1 if case.job.hire_date < date(year, 1, 1) else case.job.hire_date.month
    cum = {"gross": 0.0, "sbi": 0.0, "sni": 0.0, "ir": 0.0, "net": 0.0, "days": 0}
    for m in range(first, month + 1):
        s = slip if m == month else compute(case, year, m)
        cum["gross"] += s.gross
        cum["sbi"] += s.sbi
        cum["sni"] += s.sni
        cum["ir"] += s.ir
        cum["net"] += s.net
        cum["days"] += s.days
    slip.cumul = {k: r2(v) if isinstance(v, float) else v for k, v in cum.items()}
    return slip
