"""Moroccan payroll (CNSS, AMO, CIMR, IR after professional expenses) and six payslip layouts."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random

from . import fmt
from .common import (
    BOOK,
    BOOK_B,
    C059,
    C059_B,
    GOTHIC,
    GOTHIC_B,
    MONO,
    MONO_B,
    NARROW,
    NARROW_B,
    SANS,
    SANS_B,
    SANS_I,
    letterhead,
    logo,
    table,
)
from .model import Doc
from .people import Person
from .ps import Canvas

CNSS_RATE, CNSS_CAP, AMO_RATE = 0.0448, 6000.0, 0.0226
# Employer's share, shown on some slips: CNSS short-term and family allowances, training tax, AMO.
PATRONAL = [
    ("CNSS prestations sociales", 0.0898, True),
    ("Allocations familiales", 0.064, False),
    ("Taxe de formation professionnelle", 0.016, False),
    ("AMO patronale", 0.0411, False),
]
IR_BANDS = [
    (3333.33, 0.0, 0.0),
    (5000.0, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.0),
    (15000.0, 0.34, 1833.33),
    (float("inf"), 0.37, 2283.33),
]


def cents(value: float) -> int:
    return round(value * 100)


@dataclasses.dataclass
class Payroll:
    gains: list[tuple[str, str, str, float]]  # label, base/number, rate, amount
    deductions: list[tuple[str, str, str, float]]
    gross: float
    taxable: float
    sni: float
    net: float
    seniority_rate: float
    days: int = 26
    hours: float = 191.0

    @property
    def total_deductions(self) -> float:
        return sum(cents(d[3]) for d in self.deductions) / 100


def seniority(hire: dt.date, on: dt.date) -> float:
    years = (on - hire).days / 365.25
    for limit, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= limit:
            return rate
    return 0.0


def payroll(p: Person, on: dt.date, base_factor: float = 1.0) -> Payroll:
    """One month's pay, the same every month of the case (computed at one reference date)."""
    pay = p.pay
    base = round(pay.base * base_factor, 2)
    rate = 0.0 if pay.insertion else seniority(p.hire, on)
    gains: list[tuple[str, str, str, float]] = []
    if pay.insertion:
        gains.append(("Indemnité de stage (contrat d'insertion)", "", "", base))
    else:
        gains.append(("Salaire de base", "26,00", "", base))
    if rate:
        gains.append(("Prime d'ancienneté", fmt.money(base), f"{rate * 100:.0f}%", round(base * rate, 2)))
    for label, amount in pay.primes:
        gains.append((label, "", "", round(amount * base_factor, 2)))
    taxable = sum(cents(g[3]) for g in gains) / 100
    for label, amount in pay.exempt:
        gains.append((label, "", "", amount))
    gross = sum(cents(g[3]) for g in gains) / 100
    deductions: list[tuple[str, str, str, float]] = []
    if pay.insertion:
        deductions.append(("CNSS (exonéré - contrat ANAPEC)", fmt.money(taxable), "0,00%", 0.0))
        if pay.mutuelle:
            deductions.append(("Mutuelle", "", "", pay.mutuelle))
        sni = 0.0
    else:
        cnss = round(min(taxable, CNSS_CAP) * CNSS_RATE, 2)
        amo = round(taxable * AMO_RATE, 2)
        deductions.append(("Cotisation CNSS", fmt.money(min(taxable, CNSS_CAP)), "4,48%", cnss))
        deductions.append(("Cotisation AMO", fmt.money(taxable), "2,26%", amo))
        retire = round(taxable * pay.cimr_rate, 2)
        if retire:
            deductions.append(
                (
                    f"Retraite complémentaire {pay.cimr_label}",
                    fmt.money(taxable),
                    f"{pay.cimr_rate * 100:.2f}%".replace(".", ","),
                    retire,
                )
            )
        if pay.mutuelle:
            deductions.append(("Mutuelle", "", "", pay.mutuelle))
        fp_rate = 0.35 if taxable <= 6500 else 0.25
        fp = min(round(taxable * fp_rate, 2), 2916.67)
        sni = round(taxable - fp - cnss - amo - retire - pay.mutuelle, 2)
        ir = 0.0
        for limit, band_rate, minus in IR_BANDS:
            if sni <= limit:
                ir = sni * band_rate - minus
                break
        ir = round(max(0.0, ir - 41.67 * min(pay.dependents, 6)), 2)
        deductions.append(("Impôt sur le revenu (IR)", fmt.money(sni), "", ir))
    net = (cents(gross) - sum(cents(d[3]) for d in deductions)) / 100
    return Payroll(gains, deductions, gross, taxable, sni, net, rate)


@dataclasses.dataclass
class SlipView:
    """What one payslip prints about the person (a planted conflict changes a field here)."""

    p: Person
    year: int
    month: int
    pr: Payroll
    cin: str

    @property
    def start(self) -> dt.date:
        return dt.date(self.year, self.month, 1)

    @property
    def end(self) -> dt.date:
        return fmt.last_day(self.year, self.month)


def _labels(v: SlipView, shown: set[str]) -> dict:
    p = v.p
    values = {
        "applicant_name": p.name,
        "cin": v.cin,
        "employer": p.employer.name,
        "employer_cnss": p.employer.cnss,
        "cnss_number": p.cnss_number,
        "hire_date": p.hire.isoformat(),
        "contract_type": p.contract,
        "position": p.position,
        "pay_period": f"{v.year}-{v.month:02d}",
        "gross_salary": v.pr.gross,
        "net_salary": v.pr.net,
        "date_of_birth": p.birth.isoformat(),
    }
    return {k: values[k] for k in values if k in shown}


CONTRACT_FR = {
    "CDI": "Contrat à durée indéterminée",
    "CDD": "Contrat à durée déterminée",
    "ANAPEC": "Contrat d'insertion ANAPEC",
    "INTERIM": "Intérim",
    "STAGE": "Stage",
}


def _ytd(v: SlipView) -> tuple[float, float, float]:
    """Year-to-date gross, taxable and IR, as if the same pay since January (or since hiring)."""
    first = max(1, v.p.hire.month if v.p.hire.year == v.year else 1)
    months = v.month - first + 1
    ir = next((d[3] for d in v.pr.deductions if d[0].startswith("Impôt")), 0.0)
    return v.pr.gross * months, v.pr.taxable * months, ir * months


# -- layout 1: the classic boxed "BULLETIN DE PAIE" ------------------------------------------------------------


def slip_boxed(v: SlipView, rng: random.Random) -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title=f"Bulletin de paie {v.month:02d}/{v.year}", creator="PaieMaroc 7.2", date=_pdf_date(v.end, 18))
    m = 36.0
    logo(c, m, 30, 34, e.brand, e.color, rng.randint(0, 3))
    c.text(m + 42, 44, e.name, SANS_B, 10.5)
    c.text(m + 42, 56, f"{e.address[0]}, {e.city}", SANS, 8, color=0.3)
    c.text(m + 42, 67, f"N° affiliation CNSS : {e.cnss}    ICE : {e.ice}", SANS, 8, color=0.3)
    c.rect(370, 28, c.w - m - 370, 44, fill=(0.92, 0.92, 0.92), stroke=0.3)
    c.text((370 + c.w - m) / 2, 46, "BULLETIN DE PAIE", SANS_B, 13, "c")
    c.text((370 + c.w - m) / 2, 62, f"Période du {fmt.date(v.start)} au {fmt.date(v.end)}", SANS, 8, "c")
    y = 86
    c.rect(m, y, c.w - 2 * m, 74, stroke=0.3)
    left = [
        ("Matricule", p.matricule),
        ("Nom et prénom", f"{p.family} {p.given}"),
        ("CIN", v.cin),
        ("N° CNSS", p.cnss_number),
    ]
    right = [
        ("Emploi", p.position),
        ("Date d'embauche", fmt.date(p.hire)),
        ("Contrat", p.contract),
        ("Situation familiale", f"{p.marital} - {p.pay.dependents} enf."),
    ]
    for i, (label, value) in enumerate(left):
        c.text(m + 8, y + 15 + i * 16, label, SANS, 8, color=0.35)
        c.text(m + 92, y + 15 + i * 16, value, SANS_B, 8.5)
    for i, (label, value) in enumerate(right):
        c.text(300, y + 15 + i * 16, label, SANS, 8, color=0.35)
        c.text(392, y + 15 + i * 16, value, SANS_B, 8.5)
    y += 88
    rows = [["Code", "Désignation", "Nombre / Base", "Taux", "Gains", "Retenues"]]
    for i, (label, base, rate, amount) in enumerate(pr.gains):
        rows.append([f"{100 + i * 10}", label, base, rate, fmt.money(amount), ""])
    rows.append(["", "SALAIRE BRUT", "", "", fmt.money(pr.gross), ""])
    for i, (label, base, rate, amount) in enumerate(pr.deductions):
        rows.append([f"{500 + i * 10}", label, base, rate, "", fmt.money(amount)])
    rows.append(["", "TOTAUX", "", "", fmt.money(pr.gross), fmt.money(pr.total_deductions)])
    widths = [38, 210, 80, 45, 75, 75]
    y = table(c, m, y, widths, rows, "llrrrr", SANS, 8, 17, SANS_B, (0.85, 0.85, 0.85))
    y += 16
    c.rect(c.w - m - 200, y, 200, 30, fill=(0.15, 0.15, 0.15))
    c.text(c.w - m - 190, y + 19, "NET À PAYER", SANS_B, 10, color=1)
    c.text(c.w - m - 10, y + 19, f"{fmt.money(pr.net)} DH", SANS_B, 11, "r", 1)
    ytd_gross, ytd_taxable, ytd_ir = _ytd(v)
    c.text(m, y + 10, "Cumuls de l'année", SANS_B, 8)
    table(
        c,
        m,
        y + 16,
        [90, 90, 90],
        [
            ["Brut cumulé", "Brut imposable", "IR cumulé"],
            [fmt.money(ytd_gross), fmt.money(ytd_taxable), fmt.money(ytd_ir)],
        ],
        "rrr",
        SANS,
        7.5,
        14,
        SANS_B,
        (0.93, 0.93, 0.93),
    )
    y += 70
    c.text(m, y, f"Mode de paiement : virement bancaire - {p.bank.name}", SANS, 8, color=0.3)
    c.text(m, y + 12, f"Payé le {fmt.date(v.end)}", SANS, 8, color=0.3)
    c.text(
        c.w / 2,
        c.h - 40,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
        SANS_I,
        7,
        "c",
        0.4,
    )
    return c, {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }


# -- layout 2: "Bulletin de salaire" in narrow type with year-to-date columns ---------------------------------


def slip_narrow(v: SlipView, rng: random.Random) -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title="Bulletin de salaire", creator="Sage Paie & RH", date=_pdf_date(v.end, 10))
    m = 32.0
    c.rect(0, 0, c.w, 8, fill=e.color)
    c.text(m, 40, "Bulletin de salaire", NARROW_B, 20, color=e.color)
    c.text(m, 56, f"Mois de paie : {fmt.month_name(v.year, v.month)}", NARROW, 10)
    c.text(c.w - m, 34, e.name, NARROW_B, 10.5, "r")
    c.text(c.w - m, 46, e.address[0], NARROW, 8.5, "r", 0.3)
    c.text(c.w - m, 57, e.city, NARROW, 8.5, "r", 0.3)
    c.text(c.w - m, 68, f"Affiliation CNSS n° {e.cnss}", NARROW, 8.5, "r", 0.3)
    y = 84
    c.rect(m, y, c.w - 2 * m, 58, fill=(0.96, 0.96, 0.96))
    name = f"{p.civility} {p.given} {p.family}"
    cells = [
        ("Salarié", name),
        ("Matricule", p.matricule),
        ("CIN", v.cin),
        ("Né(e) le", fmt.date(p.birth, "long0")),
        ("Immatriculation CNSS", p.cnss_number),
        ("Entrée le", fmt.date(p.hire, "long")),
        ("Fonction", p.position),
        ("Contrat", CONTRACT_FR[p.contract]),
    ]
    for i, (label, value) in enumerate(cells):
        col, row = divmod(i, 3)
        x = m + 8 + col * 178
        c.text(x, y + 14 + row * 16, label, NARROW, 7.5, color=0.4)
        c.text(x + 72, y + 14 + row * 16, value, NARROW_B, 8.5)
    y += 74
    ytd_factor = _ytd(v)[0] / pr.gross if pr.gross else 1
    rows = [["Rubrique", "Base", "Taux", "À payer", "À déduire", "Cumul annuel"]]
    for label, base, rate, amount in pr.gains:
        rows.append([label, base, rate, fmt.money(amount, "dot"), "", fmt.money(amount * ytd_factor, "dot")])
    for label, base, rate, amount in pr.deductions:
        rows.append([label, base, rate, "", fmt.money(amount, "dot"), fmt.money(amount * ytd_factor, "dot")])
    widths = [190, 70, 50, 68, 68, 85]
    y = table(
        c, m, y, widths, rows, "lrrrrr", NARROW, 8.5, 16, NARROW_B, e.color, grid=0.7, stripe=0.97, header_color=1
    )
    y += 12
    totals = [
        ("Salaire brut", pr.gross),
        ("Total des retenues", pr.total_deductions),
        ("Salaire net imposable", pr.sni),
    ]
    for i, (label, value) in enumerate(totals):
        c.text(m + 320, y + 12 + i * 14, label, NARROW, 9)
        c.text(c.w - m, y + 12 + i * 14, fmt.money(value, "dot"), NARROW, 9, "r")
    y += 56
    c.rect(m + 310, y, c.w - 2 * m - 310, 26, fill=e.color)
    c.text(m + 320, y + 17, "Net à payer", NARROW_B, 11, color=1)
    c.text(c.w - m - 8, y + 17, fmt.money(pr.net, "dot", "DH"), NARROW_B, 12, "r", 1)
    c.text(m, y + 12, f"Jours travaillés : {pr.days}    Heures : {fmt.money(pr.hours)}", NARROW, 8.5, color=0.3)
    c.text(m, y + 24, f"Virement : {p.bank.name} - {p.agency}", NARROW, 8.5, color=0.3)
    c.text(m, c.h - 30, f"{e.name} - ICE {e.ice} - {e.rc} - {e.if_}", NARROW, 7, color=0.45)
    return c, {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    }


# -- layout 3: an ERP's monospaced "FICHE DE PAIE" ---------------------------------------------------------------


def slip_mono(v: SlipView, rng: random.Random, user_company: str = "") -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title="FICHE DE PAIE", creator="GESPAIE v4", date=_pdf_date(v.end, 23))
    m, size, lead = 40.0, 8.6, 11.5
    rule = "-" * 92
    y = 50.0

    def put(text: str, bold: bool = False) -> None:
        nonlocal y
        c.text(m, y, text, MONO_B if bold else MONO, size)
        y += lead

    put(f"{e.name:<60}{'FICHE DE PAIE':>32}", True)
    put(f"{(e.address[0] + ' ' + e.city).upper()[:60]:<60}{'PERIODE : ' + f'{v.month:02d}/{v.year}':>32}")
    put(f"CNSS EMPLOYEUR : {e.cnss:<20}ICE : {e.ice}")
    put(rule)
    put(f"MATRICULE  : {p.matricule:<24}NOM    : {p.family.upper()}")
    put(f"CIN        : {v.cin:<24}PRENOM : {p.given.upper()}")
    put(f"N. CNSS    : {p.cnss_number:<24}EMPLOI : {p.position}")
    put(f"EMBAUCHE   : {fmt.date(p.hire, 'dash'):<24}CONTRAT: {p.contract}")
    if user_company:
        put(f"MISSION    : {user_company.upper()}")
    put(rule)
    put(f"{'RUBRIQUE':<44}{'BASE':>12}{'TAUX':>8}{'GAIN':>14}{'RETENUE':>14}", True)
    put(rule)
    for label, base, rate, amount in pr.gains:
        put(f"{label.upper()[:43]:<44}{base:>12}{rate:>8}{fmt.money(amount, 'plain'):>14}{'':>14}")
    for label, base, rate, amount in pr.deductions:
        put(f"{label.upper()[:43]:<44}{base:>12}{rate:>8}{'':>14}{fmt.money(amount, 'plain'):>14}")
    put(rule)
    put(f"{'TOTAL BRUT':<64}{fmt.money(pr.gross, 'plain'):>14}", True)
    put(f"{'TOTAL RETENUES':<64}{'':>14}{fmt.money(pr.total_deductions, 'plain'):>14}")
    put(f"{'NET IMPOSABLE':<64}{fmt.money(pr.sni, 'plain'):>14}")
    put(rule)
    put(f"{'NET A PAYER':<64}{'':>14}{fmt.money(pr.net, 'plain'):>14}", True)
    put(rule)
    put(f"JOURS : {pr.days}   HEURES : {pr.hours:.2f}   REGLEMENT : VIREMENT {p.bank.short}")
    y += lead
    put("SIGNATURE DE L'EMPLOYEUR")
    return c, {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }


# -- layout 4: a multinational's English payslip ---------------------------------------------------------------

_EN = {
    "Salaire de base": "Basic salary",
    "Prime d'ancienneté": "Seniority bonus",
    "Cotisation CNSS": "CNSS",
    "Cotisation AMO": "AMO health insurance",
    "Mutuelle": "Medical insurance",
    "Impôt sur le revenu (IR)": "Income tax (IR)",
}


def slip_english(v: SlipView, rng: random.Random) -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title="Payslip", creator="Workday", date=_pdf_date(v.end, 9))
    m = 45.0
    c.rect(0, 0, c.w, 86, fill=(0.96, 0.97, 0.99))
    logo(c, m, 24, 38, e.brand, e.color, 1)
    c.text(m + 50, 42, e.brand, GOTHIC_B, 16, color=e.color)
    c.text(m + 50, 57, e.name, GOTHIC, 8.5, color=0.3)
    c.text(c.w - m, 40, "PAYSLIP", GOTHIC_B, 18, "r")
    c.text(c.w - m, 56, f"Pay period: {fmt.month_name(v.year, v.month, 'en')}", GOTHIC, 9, "r")
    c.text(c.w - m, 69, f"Pay date: {fmt.date(v.end, 'en')}", GOTHIC, 9, "r", 0.3)
    y = 110
    pairs = [
        ("Employee", p.name),
        ("Employee ID", p.matricule),
        ("National ID (CIN)", v.cin),
        ("CNSS number", p.cnss_number),
        ("Position", p.position),
        ("Date joined", fmt.date(p.hire, "en")),
        ("Contract", "Permanent (CDI)" if p.contract == "CDI" else p.contract),
        ("Employer CNSS no.", e.cnss),
    ]
    for i, (label, value) in enumerate(pairs):
        col, row = divmod(i, 4)
        x = m + col * 260
        c.text(x, y + row * 15, label, GOTHIC, 8.5, color=0.45)
        c.text(x + 95, y + row * 15, value, GOTHIC_B, 8.8)
    y += 70
    half = (c.w - 2 * m - 20) / 2
    for col, (title, items, total_label, total) in enumerate(
        [
            ("Earnings", pr.gains, "Gross pay", pr.gross),
            ("Deductions", pr.deductions, "Total deductions", pr.total_deductions),
        ]
    ):
        x = m + col * (half + 20)
        c.rect(x, y, half, 20, fill=e.color)
        c.text(x + 8, y + 14, title, GOTHIC_B, 10, color=1)
        c.text(x + half - 8, y + 14, "MAD", GOTHIC_B, 9, "r", 1)
        yy = y + 36
        for label, _base, _rate, amount in items:
            name = _EN.get(label, label.replace("Retraite complémentaire", "Pension"))
            c.text(x + 8, yy, name, GOTHIC, 8.8)
            c.text(x + half - 8, yy, fmt.money(amount, "en"), GOTHIC, 8.8, "r")
            c.hline(x, x + half, yy + 5, 0.3, 0.8)
            yy += 17
        c.text(x + 8, y + 160, total_label, GOTHIC_B, 9.5)
        c.text(x + half - 8, y + 160, fmt.money(total, "en", "MAD "), GOTHIC_B, 9.5, "r")
        c.hline(x, x + half, y + 148, 0.8, 0.2)
    y += 190
    c.rect(m, y, c.w - 2 * m, 40, fill=(0.12, 0.16, 0.3))
    c.text(m + 14, y + 25, "NET PAY", GOTHIC_B, 13, color=1)
    c.text(c.w - m - 14, y + 25, fmt.money(pr.net, "en", "MAD "), GOTHIC_B, 14, "r", 1)
    y += 64
    ytd = _ytd(v)
    c.text(m, y, "Year to date", GOTHIC_B, 9.5)
    table(
        c,
        m,
        y + 8,
        [120, 120, 120],
        [
            ["Gross", "Taxable", "Income tax"],
            [fmt.money(ytd[0], "en"), fmt.money(ytd[1], "en"), fmt.money(ytd[2], "en")],
        ],
        "rrr",
        GOTHIC,
        8.5,
        16,
        GOTHIC_B,
        (0.9, 0.92, 0.96),
        grid=0.6,
    )
    c.text(m, y + 62, f"Paid by bank transfer to {p.bank.name}, {p.agency}.", GOTHIC, 8.5, color=0.35)
    c.text(c.w / 2, c.h - 30, f"{e.name} - {e.address[0]}, {e.city} - ICE {e.ice}", GOTHIC, 7, "c", 0.45)
    return c, {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }


# -- layout 5: a public body's "Bulletin de paie" in a book face ----------------------------------------------


def slip_public(v: SlipView, rng: random.Random) -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title="Bulletin de paie", creator="SIRH", date=_pdf_date(v.end, 15))
    top = letterhead(c, e, 1, rng)
    m = 48.0
    c.text(c.w / 2, top, f"BULLETIN DE PAIE - MOIS DE {fmt.month_name(v.year, v.month, upper=True)}", C059_B, 12, "c")
    y = top + 22
    rows = [
        ["Nom et prénom", f"{p.civility} {p.family} {p.given}", "Matricule", p.matricule],
        ["CIN", v.cin, "Date de naissance", fmt.date(p.birth, "dot")],
        ["Fonction", p.position, "Date de recrutement", fmt.date(p.hire, "dot")],
        ["Immatriculation CNSS", p.cnss_number, "Affiliation employeur", e.cnss],
    ]
    y = table(c, m, y, [100, 170, 110, c.w - 2 * m - 380], rows, "llll", C059, 8.5, 16, grid=0.5)
    y += 18
    lines = [["Éléments", "Base", "Taux", "Montant (DH)"]]
    for label, base, rate, amount in pr.gains:
        lines.append([label.replace("Salaire de base", "Traitement de base"), base, rate, fmt.money(amount, "dot")])
    lines.append(["Rémunération brute", "", "", fmt.money(pr.gross, "dot")])
    for label, base, rate, amount in pr.deductions:
        lines.append([f"Retenue : {label}", base, rate, "- " + fmt.money(amount, "dot")])
    lines.append(["Total des retenues", "", "", "- " + fmt.money(pr.total_deductions, "dot")])
    y = table(
        c, m, y, [260, 90, 60, c.w - 2 * m - 410], lines, "lrrr", C059, 8.8, 17, C059_B, (0.88, 0.9, 0.88), grid=0.5
    )
    y += 24
    c.rect(c.w - m - 230, y, 230, 28, stroke=0, width=1.2)
    c.text(c.w - m - 220, y + 18, "Net à payer", C059_B, 11)
    c.text(c.w - m - 10, y + 18, fmt.money(pr.net, "dot", "DH"), C059_B, 11, "r")
    c.paragraph(
        m,
        y + 50,
        c.w - 2 * m,
        f"Arrêté le présent bulletin à la somme nette de {fmt.dirhams_in_words(pr.net)}.",
        C059,
        8.5,
        justify=False,
    )
    c.text(c.w - m - 100, y + 92, "Le Directeur des Affaires", C059, 8.5, "c")
    c.text(c.w - m - 100, y + 104, "Administratives et Financières", C059, 8.5, "c")
    c.text(c.w / 2, c.h - 36, f"{e.name} - {e.address[0]}, {e.city} - {e.if_} - ICE {e.ice}", C059, 7, "c", 0.4)
    return c, {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    }


# -- layout 6: a modern two-column slip from a payroll service ---------------------------------------------------


def slip_columns(v: SlipView, rng: random.Random, show_cin: bool = True) -> tuple[Canvas, set[str]]:
    p, e, pr = v.p, v.p.employer, v.pr
    c = Canvas(title="Bulletin de paie", creator="Payroll Cloud MA", date=_pdf_date(v.end, 12))
    m = 40.0
    c.text(m, 48, "Bulletin de paie", BOOK_B, 17)
    c.text(m, 64, f"Période : {fmt.date(v.start, 'dash')} - {fmt.date(v.end, 'dash')}", BOOK, 9, color=0.3)
    c.rect(c.w - m - 210, 30, 210, 62, fill=(0.97, 0.95, 0.9))
    c.text(c.w - m - 200, 45, e.name, BOOK_B, 8.5)
    c.text(c.w - m - 200, 57, f"{e.address[0]}"[:44], BOOK, 7.5, color=0.3)
    c.text(c.w - m - 200, 68, e.city, BOOK, 7.5, color=0.3)
    c.text(c.w - m - 200, 80, f"N° CNSS employeur : {e.cnss}", BOOK, 7.5, color=0.3)
    y = 112
    info = [
        ("Nom et prénom", f"{p.family} {p.given}"),
        ("Poste", p.position),
        ("Date d'entrée", fmt.date(p.hire, "abbr")),
        ("Type de contrat", p.contract),
        ("N° immatriculation CNSS", p.cnss_number),
    ]
    if show_cin:
        info.insert(1, ("CIN", v.cin))
    else:
        info.insert(1, ("Nationalité", "Sénégalaise"))
    for i, (label, value) in enumerate(info):
        c.text(m, y + i * 14, label, BOOK, 8.5, color=0.35)
        c.text(m + 130, y + i * 14, value, BOOK_B, 8.5)
    y += len(info) * 14 + 18
    half = (c.w - 2 * m - 16) / 2
    for col, (title, items) in enumerate([("Gains", pr.gains), ("Retenues salariales", pr.deductions)]):
        x = m + col * (half + 16)
        c.hline(x, x + half, y, 1.4, 0.1)
        c.text(x, y + 14, title, BOOK_B, 10)
        yy = y + 32
        for label, _base, rate, amount in items:
            c.text(x, yy, label[:40], BOOK, 8.2)
            if rate:
                c.text(x + half - 80, yy, rate, BOOK, 7.5, "r", 0.45)
            c.text(x + half, yy, fmt.money(amount, "fr", "DH"), BOOK, 8.2, "r")
            yy += 15
    y += 32 + 15 * max(len(pr.gains), len(pr.deductions)) + 10
    c.hline(m, c.w - m, y, 0.6, 0.4)
    c.text(m, y + 16, "Salaire brut", BOOK_B, 9.5)
    c.text(m + half, y + 16, fmt.money(pr.gross, "fr", "DH"), BOOK_B, 9.5, "r")
    c.text(m + half + 16, y + 16, "Total retenues", BOOK_B, 9.5)
    c.text(c.w - m, y + 16, fmt.money(pr.total_deductions, "fr", "DH"), BOOK_B, 9.5, "r")
    y += 40
    c.rect(m, y, c.w - 2 * m, 34, fill=(0.2, 0.2, 0.2))
    c.text(m + 12, y + 22, "NET À PAYER", BOOK_B, 12, color=1)
    c.text(c.w - m - 12, y + 22, fmt.money(pr.net, "fr", "DH"), BOOK_B, 13, "r", 1)
    y += 58
    ytd = _ytd(v)
    c.text(
        m,
        y,
        f"Cumul brut imposable : {fmt.money(ytd[1], 'fr', 'DH')}    "
        f"Cumul IR : {fmt.money(ytd[2], 'fr', 'DH')}    Congés acquis : {v.month * 1.5:.1f} j",
        BOOK,
        8,
        color=0.35,
    )
    c.text(m, c.h - 30, f"{e.name} - ICE {e.ice} - {e.rc}", BOOK, 7, color=0.45)
    shown = {
        "applicant_name",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }
    if show_cin:
        shown.add("cin")
    return c, shown


def _pdf_date(day: dt.date, hour: int) -> str:
    return f"D:{day.strftime('%Y%m%d')}{hour:02d}1200+01'00'"


LAYOUTS = {
    "boxed": slip_boxed,
    "narrow": slip_narrow,
    "mono": slip_mono,
    "english": slip_english,
    "public": slip_public,
    "columns": slip_columns,
}


def payslip(
    p: Person,
    year: int,
    month: int,
    layout: str,
    rng: random.Random,
    pr: Payroll,
    cin: str = "",
    user_company: str = "",
) -> Doc:
    view = SlipView(p, year, month, pr, cin or p.cin)
    if layout == "mono":
        canvas, shown = slip_mono(view, rng, user_company)
    elif layout == "columns":
        canvas, shown = slip_columns(view, rng, show_cin=bool(p.cin))
    else:
        canvas, shown = LAYOUTS[layout](view, rng)
    meta = {"gains": [g[3] for g in pr.gains], "deductions": [d[3] for d in pr.deductions]}
    return Doc("payslip", _labels(view, shown), [canvas], "page", meta)
