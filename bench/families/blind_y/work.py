# ruff: noqa: RUF001 (French typography: en dashes between the parts of a line, as printed)
"""Employment papers: payslips (four payroll layouts), attestations de travail, attestations de salaire and CNSS
attestations. Each writer prints the facts it is given and labels exactly what it printed."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, replace
from typing import Any

from . import arabic as ar
from .canvas import A4, Doc, Page, barcode, box_stamp, esc, logo, qr_pattern, round_stamp, signature
from .codes import d_dash, d_dot, d_long, d_long_plain, d_slash, money, month_end, month_label
from .people import ISSUE_DAY, Applicant, Employer, Payroll

CONTRACT_WORDS = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Permanent", "Durée indéterminée"],
    "CDD": ["CDD", "Contrat à durée déterminée", "Durée déterminée (CDD)"],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "Insertion ANAPEC"],
    "INTERIM": ["Intérim", "Travail temporaire", "Mission d'intérim"],
    "STAGE": ["Stage", "Convention de stage"],
}
CONTRACT_PROSE = {
    "CDI": "dans le cadre d'un contrat de travail à durée indéterminée",
    "CDD": "dans le cadre d'un contrat de travail à durée déterminée",
    "ANAPEC": "dans le cadre d'un contrat d'insertion ANAPEC (programme Idmaj)",
    "INTERIM": "dans le cadre d'un contrat de travail temporaire (intérim)",
    "STAGE": "dans le cadre d'une convention de stage",
}
DATE_FORMS = [d_slash, d_dot, d_dash, d_long_plain]


@dataclass
class Facts:
    """What one paper says about the applicant: the applicant's truth unless a conflict is planted."""

    app: Applicant
    employer: Employer
    cin: str | None
    birth: dt.date
    hire: dt.date
    contract: str
    position: str
    payroll: Payroll

    @classmethod
    def of(cls, app: Applicant, **over: Any) -> Facts:
        facts = cls(app, app.employer, app.cin, app.birth, app.hire, app.contract, app.position, app.payroll)
        return replace(facts, **over)


@dataclass
class Style:
    """A writer's choices for one paper: fonts, thousands separator, date form, what it prints."""

    font: str
    sep: str
    date: Any
    show_dob: bool
    show_cin: bool
    show_contract: bool

    def m(self, value: float) -> str:
        return money(value, sep=self.sep)


# -- letterheads ----------------------------------------------------------------------------------------------------
def letterhead(page: Page, emp: Employer, variant: str) -> float:
    """Draw the employer's letterhead; returns the y under it."""
    font, c1, c2 = emp.font, emp.accent, emp.accent2
    initials = "".join(w[0] for w in emp.short.split()[:2])
    if variant == "left":
        logo(page, emp.logo, 15, 12, 16, c1, c2, initials)
        page.text(35, 18, emp.name, size=13, bold=True, font=font, color=c1, maxw=160)
        page.text(35, 23.5, emp.activity, size=8.5, italic=True, font=font, color="#444444")
        page.text(35, 28, " – ".join(emp.address) + f" – Tél. : {emp.phone}", size=7.5, font=font, color="#444444")
        page.line(15, 33, 195, 33, color=c1, lw=0.6)
        return 40
    if variant == "center":
        logo(page, emp.logo, 97, 8, 16, c1, c2, initials)
        page.text(105, 31, emp.name, size=12.5, bold=True, font=font, align="c", color=c1, maxw=180)
        page.text(105, 36, emp.address[0] + ", " + emp.address[1], size=7.8, font=font, align="c", color="#444444")
        page.line(40, 39.5, 170, 39.5, color=c2, lw=0.4)
        page.line(40, 40.5, 170, 40.5, color=c2, lw=0.4)
        return 48
    if variant == "band":
        page.rect(0, 0, 210, 24, stroke=None, fill=c1)
        logo(page, emp.logo, 12, 4, 16, "#ffffff", c2, initials)
        page.text(33, 13, emp.name, size=13, bold=True, font=font, color="#ffffff", maxw=110)
        page.text(33, 19, emp.activity, size=8, font=font, color="#ffffff")
        for i, line in enumerate([*emp.address, f"Tél. {emp.phone}"]):
            page.text(198, 8 + i * 4.2, line, size=7, font=font, color="#ffffff", align="r")
        return 34
    # "columns": three columns under a name
    logo(page, emp.logo, 15, 10, 13, c1, c2, initials)
    page.text(32, 16, emp.name, size=11.5, bold=True, font=font, color=c1, maxw=165)
    page.text(32, 21, emp.activity, size=7.5, font=font, color="#555555")
    cols = [
        (15, ["Siège social", *emp.address]),
        (85, ["Contact", f"Tél. : {emp.phone}", f"contact@{emp.short.split()[0].lower()}.ma"]),
        (145, ["Identifiants", f"ICE : {emp.ice}", emp.rc]),
    ]
    for x, lines in cols:
        for i, line in enumerate(lines):
            page.text(x, 28 + i * 3.6, line, size=6.8 if i else 7, bold=i == 0, font=font, color="#333333")
    page.line(15, 41, 195, 41, color=c1, lw=0.35)
    return 48


def legal_footer(page: Page, emp: Employer, with_cnss: bool) -> None:
    forms = ("S.A.R.L. AU", "SARL AU", "Société Anonyme", "S.A.S.", "S.A.", "SARL")
    form = next(f for f in forms if emp.name.endswith(f))
    parts = [f"{form} au capital de {emp.capital} DH", emp.rc, emp.tax_id, emp.patente, f"ICE {emp.ice}"]
    if with_cnss:
        parts.append(f"CNSS {emp.cnss}")
    page.line(15, 281, 195, 281, color="#999999", lw=0.2)
    page.text(105, 285, " – ".join(parts), size=6.4, font=emp.font, align="c", color="#555555", maxw=180)
    page.text(105, 288.5, " – ".join(emp.address), size=6.4, font=emp.font, align="c", color="#555555")


def sign_block(page: Page, emp: Employer, x: float, y: float, rng: random.Random, city_date: str) -> None:
    page.text(x, y, city_date, size=10, font=emp.font)
    page.text(x, y + 8, emp.signatory_title, size=9.5, bold=True, font=emp.font)
    page.text(x, y + 12.5, emp.signatory, size=9.5, font=emp.font)
    signature(page, x + 4, y + 24, rng)
    if rng.random() < 0.55:
        round_stamp(page, x + 56, y + 31, emp.name.upper(), emp.city, ["* * *", emp.cnss], rng, color="#283593")
    else:
        box_stamp(page, x + 30, y + 28, [emp.name.upper(), emp.address[0], f"ICE {emp.ice}"], rng)


def city_of(emp: Employer) -> str:
    return {"FES": "Fès", "MEKNES": "Meknès", "KENITRA": "Kénitra", "SALE": "Salé"}.get(emp.city, emp.city.title())


# -- payslips -------------------------------------------------------------------------------------------------------
def _pay_rows(pay: Payroll, st: Style, with_rate: bool) -> tuple[list[list[str]], list[list[str]]]:
    """Gains and deductions rows: label, base, rate, amount."""
    gains = [["Salaire de base", "26,00 j", "", st.m(pay.base)]]
    if pay.seniority:
        gains.append(
            [
                "Prime d'ancienneté",
                st.m(pay.base),
                f"{pay.seniority_rate * 100:.2f} %".replace(".", ","),
                st.m(pay.seniority),
            ]
        )
    gains += [[label, "", "", st.m(v)] for label, v in pay.taxable]
    gains += [[label, "", "", st.m(v)] for label, v in pay.exempt]
    sbi = pay.taxable_gross
    deductions = [
        ["Cotisation CNSS", st.m(min(sbi, 6000.0)), "4,48 %" if with_rate else "", st.m(pay.cnss)],
        ["Cotisation AMO", st.m(sbi), "2,26 %" if with_rate else "", st.m(pay.amo)],
    ]
    if pay.cimr:
        deductions.append(
            ["Retraite CIMR", st.m(sbi), f"{pay.cimr_rate * 100:.2f} %".replace(".", ","), st.m(pay.cimr)]
        )
    ir_label = "Impôt sur le revenu (IR)" if not pay.ir_exempt else "IR (exonéré – contrat d'insertion)"
    deductions.append([ir_label, st.m(pay.net_taxable), "", st.m(pay.ir)])
    return gains, deductions


def payslip(doc: Doc, facts: Facts, period: tuple[int, int], rng: random.Random, layout: str, st: Style) -> None:
    app, emp, pay = facts.app, facts.employer, facts.payroll
    year, month = period
    start, end = dt.date(year, month, 1), month_end(year, month)
    page = Page(A4)
    doc.pages.append(page)
    contract_word = rng.choice(CONTRACT_WORDS[facts.contract])
    name_forms = [f"{app.family} {app.given}", f"{app.short_civility} {app.given} {app.family}", app.name.upper()]
    name_shown = rng.choice(name_forms)
    seniority_years = (end - facts.hire).days // 365
    idents: list[tuple[str, str]] = [("Matricule", app.matricule), ("Nom et prénom", name_shown)]
    if st.show_cin and facts.cin:
        idents.append(("CIN", facts.cin))
        doc.label("cin", facts.cin)
    elif app.extra.get("residence_no"):
        idents.append(("N° carte de séjour", app.extra["residence_no"]))
    idents.append(("N° CNSS", app.cnss_no))
    if st.show_dob:
        idents.append(("Date de naissance", st.date(facts.birth)))
        doc.label("date_of_birth", facts.birth.isoformat())
    idents += [("Date d'embauche", st.date(facts.hire)), ("Emploi", facts.position)]
    if st.show_contract:
        idents.append(("Type de contrat", contract_word))
        doc.label("contract_type", facts.contract)
    idents += [
        ("Situation familiale", app.e("Marié", "Mariée") if app.married else app.e("Célibataire", "Célibataire")),
        ("Ancienneté", f"{seniority_years} an{'s' if seniority_years > 1 else ''}"),
    ]
    doc.label("applicant_name", app.name)
    doc.label("employer", emp.name)
    doc.label("employer_cnss", emp.cnss)
    doc.label("cnss_number", app.cnss_no)
    doc.label("hire_date", facts.hire.isoformat())
    doc.label("position", facts.position)
    doc.label("pay_period", f"{year}-{month:02d}")
    doc.label("gross_salary", pay.gross)
    doc.label("net_salary", pay.net)
    gains, deductions = _pay_rows(pay, st, layout != "modern")
    title = {
        "grid": "BULLETIN DE PAIE",
        "boxes": "BULLETIN DE SALAIRE",
        "modern": "Fiche de paie",
        "interim": "BULLETIN DE PAIE – TRAVAIL TEMPORAIRE",
    }[layout]
    if layout == "grid":
        _payslip_grid(page, emp, title, start, end, idents, gains, deductions, pay, st, month)
    elif layout == "boxes":
        _payslip_boxes(page, emp, title, start, idents, gains, deductions, pay, st)
    elif layout == "modern":
        _payslip_modern(page, emp, title, start, end, idents, gains, deductions, pay, st, rng)
    else:
        _payslip_interim(page, emp, title, start, end, idents, gains, deductions, pay, st, rng)
    doc.title = f"{title} {month_label(year, month)}"
    doc.creator = rng.choice(["PaieMaroc 7.2", "GestPaie Pro 2024", "RH Atlas Paie"])


def _summary(page: Page, y: float, pay: Payroll, st: Style, font: str, accent: str) -> float:
    cols = [
        ("Salaire brut", 30.0, "r"),
        ("Brut imposable", 30.0, "r"),
        ("Cotisations", 30.0, "r"),
        ("Net imposable", 30.0, "r"),
        ("IR", 30.0, "r"),
        ("Net à payer", 30.0, "r"),
    ]
    row = [
        st.m(pay.gross),
        st.m(pay.taxable_gross),
        st.m(pay.cnss + pay.amo + pay.cimr),
        st.m(pay.net_taxable),
        st.m(pay.ir),
        st.m(pay.net),
    ]
    return page.table(15, y, cols, [row], size=8, font=font, row_h=7, head_fill=accent, head_color="#ffffff")


def _payslip_grid(
    page: Page,
    emp: Employer,
    title: str,
    start: dt.date,
    end: dt.date,
    idents: list[tuple[str, str]],
    gains: list[list[str]],
    deductions: list[list[str]],
    pay: Payroll,
    st: Style,
    month: int,
) -> None:
    f = st.font
    page.rect(15, 12, 95, 32, lw=0.3)
    page.text(18, 18, emp.name, size=9.5, bold=True, font=f, maxw=89)
    for i, line in enumerate(emp.address):
        page.text(18, 22.5 + i * 3.8, line, size=7.8, font=f)
    page.text(18, 33, f"N° affiliation CNSS : {emp.cnss}", size=7.8, font=f)
    page.text(18, 37, f"ICE : {emp.ice}", size=7.8, font=f)
    page.text(18, 41, emp.rc, size=7.8, font=f)
    page.rect(115, 12, 80, 32, lw=0.3, fill="#f2f2f2")
    page.text(155, 21, title, size=14, bold=True, font=f, align="c")
    page.text(155, 28, f"Période du {d_slash(start)} au {d_slash(end)}", size=8.5, font=f, align="c")
    page.text(155, 33, f"Paiement le {d_slash(end)} par virement", size=8, font=f, align="c")
    page.text(155, 38, "Monnaie : Dirham (MAD)", size=7.5, font=f, align="c", color="#555555")
    page.rect(15, 48, 180, 5 + 4.6 * ((len(idents) + 1) // 2), lw=0.3)
    half = (len(idents) + 1) // 2
    for i, (label, value) in enumerate(idents):
        x = 18 if i < half else 108
        y = 53 + (i % half) * 4.6
        page.text(x, y, label, size=7.8, font=f, color="#333333")
        page.text(x + 34, y, ": " + value, size=7.8, bold=True, font=f, maxw=52)
    y = 53 + half * 4.6 + 6
    cols = [
        ("Code", 14.0, "c"),
        ("Désignation", 70.0, "l"),
        ("Base", 26.0, "r"),
        ("Taux", 18.0, "r"),
        ("Gains", 26.0, "r"),
        ("Retenues", 26.0, "r"),
    ]
    rows: list[list[str]] = []
    for i, (label, base, rate, amount) in enumerate(gains):
        rows.append([str(100 + i * 10), label, base, rate, amount, ""])
    rows.append(["", "SALAIRE BRUT GLOBAL", "", "", st.m(pay.gross), ""])
    for i, (label, base, rate, amount) in enumerate(deductions):
        rows.append([str(500 + i * 10), label, base, rate, "", amount])
    rows.append(["", "TOTAUX", "", "", st.m(pay.gross), st.m(pay.deductions)])
    y = page.table(15, y, cols, rows, size=7.8, font=f, grid="cols", bold_rows=(len(gains), len(rows) - 1))
    y = _summary(page, y + 6, pay, st, f, "#444444")
    page.rect(125, y + 6, 70, 11, lw=0.5, fill="#eeeeee")
    page.text(128, y + 13.3, "NET À PAYER", size=10, bold=True, font=f)
    page.text(192, y + 13.3, st.m(pay.net) + " DH", size=11, bold=True, font=f, align="r")
    cum = [
        ("Cumul brut imposable", pay.taxable_gross * month),
        ("Cumul IR", pay.ir * month),
        ("Jours travaillés", 26.0 * month),
    ]
    for i, (label, value) in enumerate(cum):
        page.text(15, y + 10 + i * 4.5, f"{label} : {st.m(value)}", size=7.5, font=f, color="#444444")
    page.text(
        105,
        280,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
        size=7,
        italic=True,
        font=f,
        align="c",
        color="#555555",
    )


def _payslip_boxes(
    page: Page,
    emp: Employer,
    title: str,
    start: dt.date,
    idents: list[tuple[str, str]],
    gains: list[list[str]],
    deductions: list[list[str]],
    pay: Payroll,
    st: Style,
) -> None:
    f = st.font
    y = letterhead(page, emp, "left")
    page.text(105, y + 4, title, size=15, bold=True, font=f, align="c", spacing=106)
    page.text(105, y + 10, f"Mois de : {month_label(start.year, start.month).upper()}", size=10, font=f, align="c")
    page.text(15, y + 17, f"Employeur affilié à la CNSS sous le n° {emp.cnss}", size=8, font=f)
    y += 21
    cell_w, cell_h = 45.0, 10.5
    for i, (label, value) in enumerate(idents):
        cx = 15 + (i % 4) * cell_w
        cy = y + (i // 4) * cell_h
        page.rect(cx, cy, cell_w, cell_h, stroke="#888888", lw=0.2)
        page.text(cx + 1.5, cy + 3.5, label, size=6.5, font=f, color="#666666")
        page.text(cx + 1.5, cy + 8.3, value, size=8.2, bold=True, font=f, maxw=cell_w - 3)
    y += ((len(idents) + 3) // 4) * cell_h + 7
    cols = [
        ("Rubrique", 72.0, "l"),
        ("Base", 30.0, "r"),
        ("Taux", 20.0, "r"),
        ("À payer", 29.0, "r"),
        ("À déduire", 29.0, "r"),
    ]
    rows = [[label, base, rate, amount, ""] for label, base, rate, amount in gains]
    rows += [[label, base, rate, "", amount] for label, base, rate, amount in deductions]
    y = page.table(15, y, cols, rows, size=8, font=f, row_h=5.6, head_fill="#dddddd", zebra="#f6f6f6")
    boxes = [
        ("Total brut", st.m(pay.gross)),
        ("Total retenues", st.m(pay.deductions)),
        ("Net imposable", st.m(pay.net_taxable)),
    ]
    for i, (label, value) in enumerate(boxes):
        page.rect(15 + i * 42, y + 6, 40, 13, stroke="#666666", lw=0.25)
        page.text(17 + i * 42, y + 10.5, label, size=7, font=f, color="#555555")
        page.text(53 + i * 42, y + 16.5, value, size=9.5, bold=True, font=f, align="r")
    page.rect(145, y + 6, 50, 13, stroke=None, fill=emp.accent)
    page.text(147, y + 10.5, "NET A PAYER (DH)", size=7.5, bold=True, font=f, color="#ffffff")
    page.text(193, y + 16.8, st.m(pay.net), size=11.5, bold=True, font=f, color="#ffffff", align="r")
    page.text(15, y + 28, "Mode de paiement : virement bancaire", size=7.5, font=f, color="#444444")
    legal_footer(page, emp, with_cnss=False)


def _payslip_modern(
    page: Page,
    emp: Employer,
    title: str,
    start: dt.date,
    end: dt.date,
    idents: list[tuple[str, str]],
    gains: list[list[str]],
    deductions: list[list[str]],
    pay: Payroll,
    st: Style,
    rng: random.Random,
) -> None:
    f = st.font
    page.rect(0, 0, 9, 297, stroke=None, fill=emp.accent)
    logo(page, emp.logo, 16, 12, 14, emp.accent, emp.accent2, emp.short[:1])
    page.text(34, 18, emp.name, size=11, bold=True, font=f, maxw=100)
    page.text(34, 23, " · ".join(emp.address), size=7, font=f, color="#555555")
    page.text(34, 27, f"CNSS employeur {emp.cnss} · ICE {emp.ice}", size=7, font=f, color="#555555")
    page.text(196, 18, title, size=18, bold=True, font=f, align="r", color=emp.accent)
    page.text(196, 25, month_label(start.year, start.month), size=11, font=f, align="r")
    page.text(196, 30, f"du {d_dot(start)} au {d_dot(end)}", size=7.5, font=f, align="r", color="#555555")
    y = 40
    page.rect(16, y, 180, 4 + 5 * ((len(idents) + 1) // 2), stroke=None, fill="#f3f5f7", r=2)
    half = (len(idents) + 1) // 2
    for i, (label, value) in enumerate(idents):
        x = 20 if i < half else 108
        page.label_value(x, y + 6 + (i % half) * 5, label, value, size=8, font=f, label_color="#555555")
    y += 4 + 5 * half + 8
    page.text(16, y, "Éléments de rémunération", size=9.5, bold=True, font=f, color=emp.accent)
    rows = [[label, amount] for label, _b, _r, amount in gains]
    y = page.table(
        16,
        y + 2,
        [("Élément", 140.0, "l"), ("Montant", 40.0, "r")],
        rows,
        size=8,
        font=f,
        head_fill=None,
        grid="rows",
        line_color="#bbbbbb",
    )
    page.text(16, y + 5, "Salaire brut global", size=9, bold=True, font=f)
    page.text(196, y + 5, st.m(pay.gross), size=9, bold=True, font=f, align="r")
    y += 13
    page.text(16, y, "Retenues salariales", size=9.5, bold=True, font=f, color=emp.accent)
    rows = [[label, base, amount] for label, base, _r, amount in deductions]
    y = page.table(
        16,
        y + 2,
        [("Cotisation", 100.0, "l"), ("Base", 40.0, "r"), ("Montant", 40.0, "r")],
        rows,
        size=8,
        font=f,
        head_fill=None,
        grid="rows",
        line_color="#bbbbbb",
    )
    page.text(16, y + 5, "Total retenues", size=9, bold=True, font=f)
    page.text(196, y + 5, st.m(pay.deductions), size=9, bold=True, font=f, align="r")
    page.rect(116, y + 12, 80, 16, stroke=None, fill=emp.accent, r=2)
    page.text(120, y + 19, "Net à payer", size=10, font=f, color="#ffffff")
    page.text(192, y + 24.5, st.m(pay.net) + " MAD", size=14, bold=True, font=f, color="#ffffff", align="r")
    page.text(16, y + 20, f"Virement le {d_dot(end)}", size=8, font=f, color="#555555")
    barcode(page, 16, 270, 40, 8, rng)


def _payslip_interim(
    page: Page,
    emp: Employer,
    title: str,
    start: dt.date,
    end: dt.date,
    idents: list[tuple[str, str]],
    gains: list[list[str]],
    deductions: list[list[str]],
    pay: Payroll,
    st: Style,
    rng: random.Random,
) -> None:
    f = st.font
    y = letterhead(page, emp, "columns")
    page.rect(15, y, 180, 10, stroke=None, fill="#222222")
    page.text(105, y + 6.8, title, size=11, bold=True, font=f, color="#ffffff", align="c")
    y += 16
    page.text(15, y, f"N° CNSS de l'agence : {emp.cnss}", size=8, font=f)
    page.text(195, y, f"Période : {d_slash(start)} – {d_slash(end)}", size=8, font=f, align="r")
    y += 6
    for i, (label, value) in enumerate(idents):
        page.label_value(15 + (i % 2) * 92, y + (i // 2) * 5, label, value, size=8, font=f)
    y += ((len(idents) + 1) // 2) * 5 + 3
    client = rng.choice(["Centrale Laitière du Gharb S.A.", "Rabat Emballages Industriels SARL"])
    page.text(15, y, f"Entreprise utilisatrice : {client}", size=8, font=f)
    page.text(15, y + 5, f"Mission n° M-{rng.randint(10000, 99999)} – heures effectuées : 191,00 h", size=8, font=f)
    y += 11
    cols = [
        ("Libellé", 70.0, "l"),
        ("Nombre / Base", 30.0, "r"),
        ("Taux", 20.0, "r"),
        ("Gain", 30.0, "r"),
        ("Retenue", 30.0, "r"),
    ]
    rows = [[label, base, rate, amount, ""] for label, base, rate, amount in gains]
    rows.append(["BRUT", "", "", st.m(pay.gross), ""])
    rows += [[label, base, rate, "", amount] for label, base, rate, amount in deductions]
    y = page.table(15, y, cols, rows, size=8, font=f, bold_rows=(len(gains),))
    page.text(15, y + 8, "Net à payer au salarié", size=10, bold=True, font=f)
    page.text(195, y + 8, st.m(pay.net), size=11, bold=True, font=f, align="r")
    page.line(15, y + 10, 195, y + 10, lw=0.4)
    legal_footer(page, emp, with_cnss=True)


# -- certificates ---------------------------------------------------------------------------------------------------
def _place_date(emp: Employer, st: Style, rng: random.Random) -> str:
    day = ISSUE_DAY - dt.timedelta(days=rng.randint(0, 9))
    return f"Fait à {city_of(emp)}, le {d_long(day) if rng.random() < 0.6 else st.date(day)}"


def employment_certificate(doc: Doc, facts: Facts, rng: random.Random, st: Style, variant: str) -> None:
    app, emp = facts.app, facts.employer
    page = Page(A4)
    doc.pages.append(page)
    head = rng.choice(["left", "center", "band", "columns"])
    y = letterhead(page, emp, head)
    f = emp.font if emp.font not in ("cond",) else "sans"
    title = "CERTIFICAT DE TRAVAIL" if variant == "form" and rng.random() < 0.4 else "ATTESTATION DE TRAVAIL"
    page.text(195, y + 4, f"Réf. : RH/{rng.randint(100, 999)}/{ISSUE_DAY.year}", size=8, font=f, align="r")
    page.text(105, y + 22, title, size=16, bold=True, font=f, align="c", spacing=108)
    page.line(105 - len(title) * 2.2, y + 24.5, 105 + len(title) * 2.2, y + 24.5, lw=0.4)
    y += 38
    doc.label("applicant_name", app.name)
    doc.label("employer", emp.name)
    doc.label("hire_date", facts.hire.isoformat())
    doc.label("position", facts.position)
    doc.label("contract_type", facts.contract)
    born = f", {app.e('né', 'née')} le {st.date(facts.birth)}" if st.show_dob else ""
    if st.show_dob:
        doc.label("date_of_birth", facts.birth.isoformat())
    if facts.cin and st.show_cin:
        ident = f", titulaire de la CIN n° <b>{facts.cin}</b>"
        doc.label("cin", facts.cin)
    elif app.extra.get("residence_no"):
        ident = f", de nationalité sénégalaise, titulaire de la carte de séjour n° {app.extra['residence_no']}"
    else:
        ident = ""
    who = f"{app.civility} <b>{esc(app.name)}</b>{born}{ident}"
    if variant in ("prose", "je"):
        if variant == "prose":
            opening = (
                f"Nous soussignés, <b>{esc(emp.name)}</b>, {esc(emp.address[0])}, {esc(emp.address[1])}, "
                f"affiliée à la Caisse Nationale de Sécurité Sociale sous le n° <b>{emp.cnss}</b>, "
                f"attestons par la présente que {who}, est {app.e('employé', 'employée')} au sein de notre "
                f"société depuis le <b>{st.date(facts.hire)}</b> en qualité de <b>{esc(facts.position)}</b>, "
                f"{CONTRACT_PROSE[facts.contract]}."
            )
        else:
            opening = (
                f"Je soussigné(e), {esc(emp.signatory)}, agissant en qualité de {esc(emp.signatory_title)} de la "
                f"société <b>{esc(emp.name)}</b> (n° d'affiliation CNSS <b>{emp.cnss}</b>), certifie que {who}, "
                f"fait partie de notre personnel depuis le <b>{st.date(facts.hire)}</b>. {app.e('Il', 'Elle')} y "
                f"occupe actuellement le poste de <b>{esc(facts.position)}</b> {CONTRACT_PROSE[facts.contract]}."
            )
        doc.label("employer_cnss", emp.cnss)
        page.para(25, y, 160, opening, size=11, font=f, align="j", lh=1.55)
        them = app.e("l'intéressé", "l'intéressée")
        still = (
            f"À ce jour, {them} est toujours en fonction au sein de notre société "
            "et n'est ni en préavis ni en période d'essai."
        )
        page.para(25, 7, 160, still, size=11, font=f, align="j", lh=1.55, rel=True)
        close = f"La présente attestation est délivrée à {them}, sur sa demande, pour servir et valoir ce que de droit."
        page.para(25, 7, 160, close, size=11, font=f, align="j", lh=1.55, rel=True)
        _rel_sign(page, emp, rng, _place_date(emp, st, rng))
        legal_footer(page, emp, with_cnss=False)
    else:
        intro = (
            f"La société <b>{esc(emp.name)}</b> atteste que la personne désignée ci-dessous fait partie de son "
            "personnel :"
        )
        page.para(25, y, 160, intro, size=10.5, font=f, align="l", lh=1.4)
        rows = [["Nom et prénom", app.name]]
        if facts.cin and st.show_cin:
            rows.append(["N° de la CIN", facts.cin])
        if st.show_dob:
            rows.append(["Date de naissance", st.date(facts.birth)])
        rows += [
            ["Date d'embauche", st.date(facts.hire)],
            ["Fonction", facts.position],
            ["Nature du contrat", rng.choice(CONTRACT_WORDS[facts.contract])],
            ["N° d'affiliation CNSS de l'employeur", emp.cnss],
        ]
        doc.label("employer_cnss", emp.cnss)
        page.add("cursor", y=8, add=True)
        table_ops = Page(A4)
        table_ops.table(
            25,
            0,
            [("Rubrique", 70.0, "l"), ("Renseignement", 90.0, "l")],
            rows,
            size=10,
            font=f,
            row_h=8,
            head_fill="#e8e8e8",
        )
        for op in table_ops.ops:
            op["rel"] = True
            page.ops.append(op)
        page.add("cursor", y=8 * len(rows) + 9 + 10, add=True)
        page.para(
            25,
            0,
            160,
            "Cette attestation est délivrée pour servir et valoir ce que de droit.",
            size=10.5,
            font=f,
            lh=1.4,
            rel=True,
        )
        _rel_sign(page, emp, rng, _place_date(emp, st, rng))
        legal_footer(page, emp, with_cnss=True)
    doc.title = title.title()
    doc.creator = "Atlas RH - modèles de courrier"


def _rel_sign(page: Page, emp: Employer, rng: random.Random, city_date: str) -> None:
    """The signature block placed under the last paragraph."""
    block = Page(A4)
    sign_block(block, emp, 118, 14, rng, city_date)
    for op in block.ops:
        op["rel"] = True
        page.ops.append(op)


def salary_certificate(doc: Doc, facts: Facts, rng: random.Random, st: Style, variant: str) -> None:
    app, emp, pay = facts.app, facts.employer, facts.payroll
    page = Page(A4)
    doc.pages.append(page)
    y = letterhead(page, emp, rng.choice(["left", "center", "band", "columns"]))
    f = emp.font if emp.font != "cond" else "sans"
    page.text(105, y + 20, "ATTESTATION DE SALAIRE", size=16, bold=True, font=f, align="c", spacing=108)
    y += 36
    doc.label("applicant_name", app.name)
    doc.label("employer", emp.name)
    doc.label("hire_date", facts.hire.isoformat())
    doc.label("position", facts.position)
    doc.label("gross_salary", pay.gross)
    doc.label("net_salary", pay.net)
    born = ""
    if st.show_dob:
        born = f", {app.e('né', 'née')} le {st.date(facts.birth)}"
        doc.label("date_of_birth", facts.birth.isoformat())
    ident = ""
    if facts.cin and st.show_cin:
        ident = f", CIN n° <b>{facts.cin}</b>"
        doc.label("cin", facts.cin)
    who = f"{app.civility} <b>{esc(app.name)}</b>{born}{ident}"
    if variant == "prose":
        text = (
            f"Nous soussignés, <b>{esc(emp.name)}</b>, certifions que {who}, {app.e('employé', 'employée')} "
            f"dans notre société depuis le <b>{st.date(facts.hire)}</b> en qualité de <b>{esc(facts.position)}</b>, "
            f"perçoit un salaire mensuel brut de <b>{st.m(pay.gross)} DH</b> "
            f"({rng.choice(['dirhams', 'MAD'])}), soit un salaire mensuel net de <b>{st.m(pay.net)} DH</b> après "
            "déduction des cotisations sociales (CNSS, AMO"
            + (", CIMR" if pay.cimr else "")
            + ") et de l'impôt sur le revenu."
        )
        page.para(25, y, 160, text, size=11, font=f, align="j", lh=1.55)
        page.para(
            25,
            7,
            160,
            "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
            size=11,
            font=f,
            align="j",
            lh=1.55,
            rel=True,
        )
    else:
        text = (
            f"Nous certifions que {who}, occupant le poste de <b>{esc(facts.position)}</b> depuis le "
            f"<b>{st.date(facts.hire)}</b>, perçoit la rémunération mensuelle suivante :"
        )
        page.para(25, y, 160, text, size=10.5, font=f, align="j", lh=1.5)
        rows = [["Salaire de base", st.m(pay.base)]]
        if pay.seniority:
            rows.append(["Prime d'ancienneté", st.m(pay.seniority)])
        rows += [[label, st.m(v)] for label, v in pay.taxable + pay.exempt]
        rows.append(["Salaire brut mensuel", st.m(pay.gross)])
        rows.append(["Retenues (CNSS, AMO" + (", CIMR" if pay.cimr else "") + ", IR)", "-" + st.m(pay.deductions)])
        rows.append(["Salaire net mensuel", st.m(pay.net)])
        block = Page(A4)
        block.table(
            25,
            6,
            [("Élément", 110.0, "l"), ("Montant (DH)", 50.0, "r")],
            rows,
            size=10,
            font=f,
            row_h=7.5,
            bold_rows=(len(rows) - 3, len(rows) - 1),
            head_fill="#e6e6e6",
        )
        for op in block.ops:
            op["rel"] = True
            page.ops.append(op)
        page.add("cursor", y=6 + 7.5 * (len(rows) + 1) + 8, add=True)
        page.para(
            25,
            0,
            160,
            "Attestation délivrée pour servir et valoir ce que de droit.",
            size=10.5,
            font=f,
            lh=1.4,
            rel=True,
        )
    _rel_sign(page, emp, rng, _place_date(emp, st, rng))
    legal_footer(page, emp, with_cnss=rng.random() < 0.5)
    doc.title = "Attestation de salaire"
    doc.creator = "Atlas RH - attestations"


# -- CNSS -----------------------------------------------------------------------------------------------------------
def cnss_certificate(doc: Doc, facts: Facts, rng: random.Random, st: Style, variant: str) -> None:
    app, emp = facts.app, facts.employer
    page = Page(A4)
    doc.pages.append(page)
    blue, green = "#0d47a1", "#00897b"
    doc.label("applicant_name", app.name)
    doc.label("cnss_number", app.cnss_no)
    doc.label("affiliation_date", app.affiliation.isoformat())
    doc.label("employer", emp.name)
    doc.label("employer_cnss", emp.cnss)
    doc.label("date_of_birth", facts.birth.isoformat())
    if facts.cin:
        doc.label("cin", facts.cin)
    edited = ISSUE_DAY - dt.timedelta(days=rng.randint(1, 20))
    if variant == "official":
        page.text(15, 15, "ROYAUME DU MAROC", size=8.5, bold=True, font="nserif")
        page.text(195, 15.5, ar.KINGDOM, size=10, font="naskh", align="r")
        logo(page, "diamond", 98, 10, 14, blue, green)
        page.text(
            105, 31, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", size=12, bold=True, font="nserif", align="c", color=blue
        )
        page.text(105, 37, ar.CNSS, size=11, font="naskh", align="c", color=blue)
        page.text(
            105,
            42,
            "Direction Régionale " + city_of(emp) + " – Agence " + city_of(emp) + " Centre",
            size=8,
            font="nserif",
            align="c",
        )
        page.line(25, 46, 185, 46, color=blue, lw=0.6)
        page.text(105, 58, "ATTESTATION D'IMMATRICULATION", size=15, bold=True, font="nserif", align="c")
        page.text(105, 64, ar.CNSS_ATTEST, size=11, font="naskh", align="c")
        page.para(
            25,
            74,
            160,
            "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-après "
            "est immatriculé(e) au régime de sécurité sociale :",
            size=10.5,
            font="nserif",
            align="j",
            lh=1.4,
        )
        rows = [
            ["N° d'immatriculation", app.cnss_no],
            ["Nom", app.family],
            ["Prénom", app.given],
            ["Date de naissance", st.date(facts.birth)],
            ["N° CIN", facts.cin or "—"],
            ["Date d'immatriculation", st.date(app.affiliation)],
            ["Dernier employeur déclarant", emp.name],
            ["N° d'affiliation employeur", emp.cnss],
        ]
        if not facts.cin:
            rows[4] = ["Pièce d'identité", "Carte de séjour"]
        page.table(
            25,
            92,
            [("", 75.0, "l"), ("", 85.0, "l")],
            rows,
            size=10,
            font="nserif",
            row_h=8,
            head_fill=None,
            head_h=0.01,
        )
        page.para(
            25,
            170,
            160,
            "La présente attestation est délivrée à l'intéressé(e) sur sa demande pour servir et "
            "valoir ce que de droit.",
            size=10,
            font="nserif",
            lh=1.4,
        )
        page.text(120, 192, f"{city_of(emp)}, le {d_slash(edited)}", size=10, font="nserif")
        page.text(120, 199, "Le Chef d'Agence", size=10, bold=True, font="nserif")
        round_stamp(
            page, 150, 222, "CAISSE NATIONALE DE SECURITE SOCIALE", city_of(emp).upper(), ["CNSS", "★"], rng, color=blue
        )
        signature(page, 128, 222, rng)
        qr_pattern(page, 25, 190, 28, rng)
        page.text(
            25,
            222,
            f"Vérification : www.cnss.ma – code {rng.randint(10**9, 10**10 - 1)}",
            size=7,
            font="nsans",
            color="#555555",
        )
    else:
        page.rect(0, 0, 210, 30, stroke=None, fill=blue)
        logo(page, "diamond", 14, 7, 16, "#ffffff", green)
        page.text(36, 15, "CNSS", size=18, bold=True, font="nsans", color="#ffffff")
        page.text(36, 21.5, "Caisse Nationale de Sécurité Sociale", size=9, font="nsans", color="#ffffff")
        page.text(196, 16, ar.CNSS, size=11, font="arsans", color="#ffffff", align="r")
        page.text(196, 23, "Portail Ma CNSS – services en ligne", size=7.5, font="nsans", color="#ffffff", align="r")
        page.text(15, 45, "Attestation d'affiliation", size=17, bold=True, font="nsans", color=blue)
        page.text(
            15,
            51,
            f"Éditée le {d_dot(edited)} à {rng.randint(8, 17)}:{rng.randint(10, 59)}",
            size=8,
            font="nsans",
            color="#666666",
        )
        y = 62
        fields = [
            ("Nom et prénom de l'assuré", f"{app.family} {app.given}"),
            ("Numéro d'immatriculation", app.cnss_no),
            ("Carte nationale d'identité", facts.cin or "—"),
            ("Date de naissance", st.date(facts.birth)),
            ("Date d'affiliation", st.date(app.affiliation)),
            ("Employeur actuel", emp.name),
            ("Numéro d'affiliation de l'employeur", emp.cnss),
            ("Régime", "Général – AMO obligatoire"),
        ]
        if not facts.cin:
            fields[2] = ("Pièce d'identité", "Carte de séjour")
        for i, (label, value) in enumerate(fields):
            cx = 15 + (i % 2) * 92
            cy = y + (i // 2) * 17
            page.rect(cx, cy, 88, 14, stroke="#c5cae9", lw=0.3, r=1.5, fill="#f7f8fc")
            page.text(cx + 3, cy + 5, label, size=7.5, font="nsans", color="#5c6bc0")
            page.text(cx + 3, cy + 11, value, size=9.5, bold=True, font="nsans", maxw=82)
        y += 4 * 17 + 8
        page.para(
            15,
            y,
            180,
            "Ce document atteste de l'affiliation de l'assuré(e) au régime général de sécurité "
            "sociale à la date d'édition. Il ne préjuge pas des droits aux prestations.",
            size=9,
            font="nsans",
            lh=1.4,
            color="#333333",
        )
        qr_pattern(page, 160, y + 20, 32, rng)
        page.text(
            15,
            y + 28,
            "Document généré électroniquement – aucune signature n'est requise.",
            size=8,
            italic=True,
            font="nsans",
            color="#555555",
        )
        page.text(
            105,
            288,
            "CNSS – 649, boulevard Mohammed V, Casablanca – www.cnss.ma",
            size=7,
            font="nsans",
            align="c",
            color="#777777",
        )
    doc.title = "Attestation CNSS"
    doc.creator = "CNSS"
