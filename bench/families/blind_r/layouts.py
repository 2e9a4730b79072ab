"""Every document design of blind_r: each returns the page drawn and the labels of what it shows."""

from __future__ import annotations

import calendar
import datetime as dt

from . import data as m
from .canvas import (
    A4,
    BLACK,
    CARD,
    COND,
    CONDB,
    DSERIF,
    DSERIFB,
    FMONO,
    FSANS,
    FSANSB,
    GREY,
    LIB,
    LIBB,
    LIBI,
    LIGHT,
    LMONO,
    MONO,
    NARROW,
    NARROWB,
    NOTO,
    NOTOB,
    PASS,
    SANS,
    SANSB,
    SERIF,
    SERIFB,
    SERIFI,
    Page,
    width,
)

W, H = A4


def full(v) -> str:
    return f"{v.given} {v.family}"


def civ(v) -> str:
    return "M." if v.sex == "M" else "Mme"


def cap(s: str) -> str:
    return " ".join(w.capitalize() for w in s.split())


def contract_fr(c: str) -> str:
    return {"CDI": "Contrat à durée indéterminée", "CDD": "Contrat à durée déterminée"}[c]


def last_day(y: int, mo: int) -> dt.date:
    return dt.date(y, mo, calendar.monthrange(y, mo)[1])


def person_labels(v, *keys) -> dict:
    out = {}
    for k in keys:
        if k == "applicant_name":
            out[k] = full(v)
        elif k == "cin":
            out[k] = v.cin
        elif k == "employer":
            out[k] = v.E.name
        elif k == "employer_cnss":
            out[k] = v.E.cnss
        elif k == "cnss_number":
            out[k] = v.cnss_no
        elif k == "hire_date":
            out[k] = v.hire.isoformat()
        elif k == "contract_type":
            out[k] = v.contract
        elif k == "position":
            out[k] = v.position
        elif k == "date_of_birth":
            out[k] = v.dob.isoformat()
    return out


# ======================================================================= letterheads


def letterhead(p: Page, v, style: str) -> float:
    E = v.E
    c = E.color
    if style == "block":
        p.rect(40, 36, 46, 46, 0, None, c)
        p.text(63, 66, E.brand[:4], SANSB, 13, (255, 255, 255), "c")
        p.text(96, 52, E.name, SANSB, 12, c)
        p.text(96, 66, f"{E.addr} - {E.city}", SANS, 8, GREY)
        p.text(96, 78, f"Tél. {E.tel}  -  ICE {E.ice}", SANS, 8, GREY)
        p.line(40, 92, W - 40, 92, 1.2, c)
        return 120
    if style == "serif":
        p.text(W / 2, 50, E.brand.upper(), SERIFB, 18, c, "c")
        p.text(W / 2, 66, E.name, SERIFI, 10, BLACK, "c")
        p.text(W / 2, 79, f"{E.addr}, {E.city}", SERIF, 9, GREY, "c")
        p.line(150, 88, W - 150, 88, 0.6, c)
        return 118
    if style == "modern":
        p.rect(0, 0, W, 70, 0, None, c)
        p.text(40, 44, E.brand, LIBB, 24, (255, 255, 255))
        p.text(W - 40, 32, E.name, LIB, 9, (255, 255, 255), "r")
        p.text(W - 40, 45, E.addr, LIB, 8, (255, 255, 255), "r")
        p.text(W - 40, 57, f"{E.city} - Maroc  |  {E.tel}", LIB, 8, (255, 255, 255), "r")
        return 110
    if style == "public":
        p.text(W / 2, 44, "ROYAUME DU MAROC", SERIFB, 11, BLACK, "c")
        p.text(W / 2, 58, "Ministère de l'Intérieur", SERIF, 9, BLACK, "c")
        p.ellipse(W / 2, 82, 14, 14, 1.2, E.color)
        p.text(W / 2, 86, "R", SERIFB, 13, E.color, "c")
        p.text(W / 2, 112, E.name, SERIFB, 10, E.color, "c")
        p.text(W / 2, 124, f"{E.addr} - {E.city}", SERIF, 8, GREY, "c")
        p.line(60, 132, W - 60, 132, 0.8, E.color)
        return 160
    # small
    p.text(40, 50, E.name, FSANSB, 13, c)
    p.text(40, 63, E.addr, FSANS, 9)
    p.text(40, 75, f"{E.city} - Tél : {E.tel}", FSANS, 9)
    p.text(40, 87, f"CNSS : {E.cnss}   ICE : {E.ice}", FSANS, 9)
    return 120


def footer(p: Page, v, font=SANS):
    E = v.E
    p.line(40, H - 52, W - 40, H - 52, 0.4, GREY)
    p.text(W / 2, H - 40, f"{E.name} - {E.addr}, {E.city} - ICE {E.ice}", font, 7, GREY, "c")


def sign_block(p: Page, v, x: float, y: float, who: str, font=SANS):
    p.text(x, y, who, font, 9.5)
    p.signature(x + 10, y + 30)
    p.stamp(x + 60, y + 42, 34, v.E.brand.upper()[:22], v.E.city.upper())


# ======================================================================= payslips


def payslip(v, year: int, mo: int, rng) -> tuple[Page, dict]:
    pay = m.payslip_lines(v.base, v.primes, v.cimr, v.children)
    style = v.E.slip
    fn = {
        "grid": slip_grid,
        "plain": slip_plain,
        "public": slip_public,
        "english": slip_english,
        "modern": slip_modern,
    }[style]
    p, keys = fn(v, year, mo, pay)
    lab = person_labels(v, *keys)
    lab.update(pay_period=f"{year}-{mo:02d}", gross_salary=pay["gross"], net_salary=pay["net"])
    return p, lab


def slip_grid(v, y0, mo, pay):
    p = Page(A4)
    E = v.E
    a = lambda x: m.famount(x, "space")  # noqa: E731
    p.rect(30, 30, W - 60, 34, 0.8, BLACK, (235, 240, 235))
    p.text(42, 52, "BULLETIN DE PAIE", SANSB, 15)
    p.text(W - 42, 45, f"Période du 01/{mo:02d}/{y0} au {last_day(y0, mo).strftime('%d/%m/%Y')}", SANS, 8.5, BLACK, "r")
    p.text(W - 42, 57, "Paiement par virement", SANS, 8.5, BLACK, "r")
    p.rect(30, 72, 262, 92, 0.6)
    p.text(38, 87, E.name, SANSB, 8.5 if len(E.name) < 40 else 7.5)
    p.text(38, 100, E.addr, SANS, 7.5)
    p.text(38, 111, E.city, SANS, 7.5)
    p.text(38, 128, f"N° affiliation CNSS : {E.cnss}", SANS, 7.5)
    p.text(38, 139, f"ICE : {E.ice}", SANS, 7.5)
    p.text(38, 150, f"Tél. : {E.tel}", SANS, 7.5)
    p.rect(300, 72, W - 330, 92, 0.6)
    rows = [
        ("Matricule", v.cnss_no[-4:]),
        ("Nom et prénom", f"{v.family} {v.given}"),
        ("CIN", v.cin),
        ("N° CNSS", v.cnss_no),
        ("Date d'embauche", v.hire.strftime("%d/%m/%Y")),
        ("Emploi", v.position),
        ("Contrat", v.contract),
    ]
    for i, (k, val) in enumerate(rows):
        p.text(308, 85 + i * 11.5, k, SANS, 7.5, GREY)
        p.fit(390, 85 + i * 11.5, val, SANSB, 7.5, W - 30 - 395)
    cols = [("Rubrique", 190, "l"), ("Base", 80, "r"), ("Taux %", 55, "r"), ("Gains", 105, "r"), ("Retenues", 105, "r")]
    rows = [(k, "", "", a(val), "") for k, val in pay["earn"]]
    rows.append(("SALAIRE BRUT", "", "", a(pay["gross"]), ""))
    for k, val, base, rate in pay["ded"]:
        rows.append((k, a(base), rate, "", a(val)))
    rows += [("", "", "", "", "")] * 3
    y = p.table(30, 175, cols, rows, SANS, 8, SANSB, rh=15, hfill=(220, 230, 220))
    y = p.table(
        30,
        y + 10,
        [
            ("Total gains", 107, "r"),
            ("Total retenues", 107, "r"),
            ("Net imposable", 107, "r"),
            ("Cotisations sociales", 107, "r"),
            ("NET À PAYER", 107, "r"),
        ],
        [(a(pay["gross"]), a(pay["total_ded"]), a(pay["taxable"]), a(pay["social"]), a(pay["net"]))],
        SANSB,
        8.5,
        SANSB,
        7.5,
        rh=18,
        hfill=(220, 230, 220),
    )
    ytd = mo
    y = p.table(
        30,
        y + 18,
        [
            ("Cumuls annuels", 135, "l"),
            ("Brut", 100, "r"),
            ("Net imposable", 100, "r"),
            ("IR retenu", 100, "r"),
            ("Jours", 100, "r"),
        ],
        [
            (
                f"Janvier à {m.MOIS[mo - 1]} {y0}",
                a(pay["gross"] * ytd),
                a(pay["taxable"] * ytd),
                a(pay["ded"][-1][1] * ytd),
                str(26 * ytd),
            )
        ],
        SANS,
        8,
        SANSB,
        rh=16,
        hfill=LIGHT,
    )
    p.text(30, y + 30, "Net à payer en dirhams. Bulletin à conserver sans limitation de durée.", SANS, 7.5, GREY)
    p.text(30, H - 40, "Édité par PaieExpert Maroc - logiciel de paie agréé", SANS, 6.5, GREY)
    return p, [
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "position",
        "contract_type",
    ]


def slip_plain(v, y0, mo, pay):
    p = Page(A4)
    E = v.E
    a = lambda x: m.famount(x, "dot") + " DH"  # noqa: E731
    p.text(50, 60, E.name, SERIFB, 12)
    p.text(50, 74, f"{E.addr} - {E.city}", SERIF, 9)
    p.text(50, 86, f"Affiliation CNSS n° {E.cnss}", SERIF, 9)
    p.text(W / 2, 130, "BULLETIN DE SALAIRE", SERIFB, 15, BLACK, "c")
    p.text(W / 2, 148, f"Mois de {m.month_fr(y0, mo)}", SERIFI, 11, BLACK, "c")
    info = [
        ("Salarié", f"{civ(v)} {v.given} {cap(v.family)}"),
        ("C.I.N.", v.cin),
        ("Immatriculation CNSS", v.cnss_no),
        ("Fonction", v.position),
        ("Entré(e) le", m.fdate(v.hire, "fr")),
        ("Nature du contrat", contract_fr(v.contract)),
    ]
    y = 180
    for k, val in info:
        p.text(60, y, k, SERIF, 10)
        p.text(200, y, ":  " + val, SERIF, 10)
        y += 15
    y += 12
    p.line(50, y, W - 50, y, 0.8)
    p.text(60, y + 14, "Désignation", SERIFB, 10)
    p.text(400, y + 14, "À payer", SERIFB, 10, BLACK, "r")
    p.text(W - 60, y + 14, "À retenir", SERIFB, 10, BLACK, "r")
    p.line(50, y + 21, W - 50, y + 21, 0.8)
    y += 38
    for k, val in pay["earn"]:
        p.text(60, y, k, SERIF, 10)
        p.text(400, y, a(val), SERIF, 10, BLACK, "r")
        y += 16
    p.line(280, y - 9, 400, y - 9, 0.4, GREY, 2)
    p.text(60, y + 2, "Salaire brut global", SERIFB, 10)
    p.text(400, y + 2, a(pay["gross"]), SERIFB, 10, BLACK, "r")
    y += 24
    for k, val, _b, rate in pay["ded"]:
        p.text(60, y, k + (f" ({rate} %)" if rate else ""), SERIF, 10)
        p.text(W - 60, y, a(val), SERIF, 10, BLACK, "r")
        y += 16
    p.text(60, y + 2, "Total des retenues", SERIFB, 10)
    p.text(W - 60, y + 2, a(pay["total_ded"]), SERIFB, 10, BLACK, "r")
    y += 16
    p.line(50, y, W - 50, y, 0.8)
    p.rect(300, y + 14, W - 350, 26, 1.0)
    p.text(310, y + 31, "Net à payer", SERIFB, 11)
    p.text(W - 58, y + 31, a(pay["net"]), SERIFB, 11, BLACK, "r")
    p.text(60, y + 80, f"Fait à {E.city}, le {m.fdate(last_day(y0, mo), 'fr')}", SERIF, 10)
    p.text(W - 160, y + 80, "Signature de l'employeur", SERIFI, 9)
    p.signature(W - 150, y + 110)
    return p, [
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "position",
        "contract_type",
    ]


def slip_public(v, y0, mo, pay):
    p = Page(A4)
    E = v.E
    a = lambda x: m.famount(x, "space")  # noqa: E731
    p.text(W / 2, 40, "ROYAUME DU MAROC", SERIFB, 10, BLACK, "c")
    p.fit(W / 2, 56, E.name.upper(), SERIFB, 10, W - 80, E.color, "c")
    p.text(W / 2, 69, f"Direction des Ressources Humaines - {E.addr} - {E.city}", SERIF, 8, GREY, "c")
    p.rect(170, 80, W - 340, 24, 1.0, BLACK, (240, 240, 240))
    p.text(W / 2, 96, "FICHE DE PAIE", SERIFB, 13, BLACK, "c")
    p.text(W / 2, 120, f"Mois : {mo:02d}/{y0}", SERIFB, 10, BLACK, "c")
    cells = [
        ("Nom", v.family),
        ("Prénom(s)", v.given),
        ("CIN", v.cin),
        ("Date de naissance", v.dob.strftime("%d-%m-%Y")),
        ("Grade / Emploi", v.position),
        ("Date de recrutement", v.hire.strftime("%d-%m-%Y")),
        ("Situation", "Titulaire" if v.contract == "CDI" else "Contractuel (CDD)"),
        ("N° immatriculation CNSS", v.cnss_no),
        ("N° affiliation employeur", E.cnss),
        ("Situation familiale", f"{v.children} enfant(s)"),
    ]
    y = 135
    for i, (k, val) in enumerate(cells):
        x = 40 if i % 2 == 0 else W / 2 + 2
        if i % 2 == 0 and i:
            y += 22
        p.rect(x, y, W / 2 - 42, 22, 0.5)
        p.text(x + 4, y + 9, k, SERIF, 6.5, GREY)
        p.fit(x + 4, y + 19, val, SERIFB, 8.5, W / 2 - 50)
    y += 40
    p.text(40, y, "ÉLÉMENTS DE RÉMUNÉRATION", SERIFB, 9)
    rows = [(f"1{i:02d}", k, a(val)) for i, (k, val) in enumerate(pay["earn"], 1)]
    y = p.table(
        40,
        y + 6,
        [("Code", 60, "c"), ("Libellé", 320, "l"), ("Montant", W - 80 - 380, "r")],
        rows,
        SERIF,
        9,
        SERIFB,
        rh=16,
    )
    p.text(W - 44, y + 14, f"Rémunération brute : {a(pay['gross'])}", SERIFB, 9.5, BLACK, "r")
    y += 34
    p.text(40, y, "RETENUES", SERIFB, 9)
    rows = [
        (f"5{i:02d}", k + (f" {rate} %" if rate else ""), a(val)) for i, (k, val, _b, rate) in enumerate(pay["ded"], 1)
    ]
    y = p.table(
        40,
        y + 6,
        [("Code", 60, "c"), ("Libellé", 320, "l"), ("Montant", W - 80 - 380, "r")],
        rows,
        SERIF,
        9,
        SERIFB,
        rh=16,
    )
    p.text(W - 44, y + 14, f"Total des retenues : {a(pay['total_ded'])}", SERIFB, 9.5, BLACK, "r")
    y += 30
    p.rect(W - 260, y, 220, 30, 1.2, BLACK, (235, 235, 235))
    p.text(W - 250, y + 19, "NET À PAYER", SERIFB, 11)
    p.text(W - 48, y + 19, a(pay["net"]), SERIFB, 11, BLACK, "r")
    p.text(40, y + 70, "Le Chef du Service du Personnel", SERIF, 9)
    p.stamp(110, y + 120, 36, "DIRECTION RH", E.brand)
    return p, [
        "applicant_name",
        "cin",
        "date_of_birth",
        "position",
        "hire_date",
        "contract_type",
        "cnss_number",
        "employer",
        "employer_cnss",
    ]


def slip_english(v, y0, mo, pay):
    p = Page(A4)
    E = v.E
    a = lambda x: "MAD " + m.famount(x, "en")  # noqa: E731
    p.rect(0, 0, W, 8, 0, None, E.color)
    p.text(40, 50, E.brand, LIBB, 20, E.color)
    p.text(40, 64, E.name, LIB, 9)
    p.text(40, 75, f"{E.addr}, {E.city}, Morocco", LIB, 8, GREY)
    p.text(W - 40, 50, "Payslip", LIBB, 22, BLACK, "r")
    p.text(W - 40, 66, f"Pay period: {m.MONTHS[mo - 1]} {y0}", LIB, 9, BLACK, "r")
    p.text(W - 40, 78, f"Pay date: {m.fdate(last_day(y0, mo), 'en')}", LIB, 9, BLACK, "r")
    p.line(40, 90, W - 40, 90, 0.5, GREY)
    left = [
        ("Employee", f"{v.given} {v.family}"),
        ("Employee ID", "EMP-" + v.cnss_no[-5:]),
        ("Job title", v.position),
        ("Contract", "Permanent" if v.contract == "CDI" else "Fixed-term (CDD)"),
    ]
    right = [("Date joined", m.fdate(v.hire, "en")), ("CNSS no.", v.cnss_no), ("Employer CNSS", E.cnss)]
    keys = ["applicant_name", "position", "contract_type", "hire_date", "cnss_number", "employer", "employer_cnss"]
    if getattr(v, "cin", None):
        right.insert(0, ("National ID (CIN)", v.cin))
        keys.append("cin")
    for i, (k, val) in enumerate(left):
        p.text(40, 108 + i * 14, k, LIB, 8.5, GREY)
        p.text(120, 108 + i * 14, val, LIBB, 8.5)
    for i, (k, val) in enumerate(right):
        p.text(320, 108 + i * 14, k, LIB, 8.5, GREY)
        p.text(420, 108 + i * 14, val, LIBB, 8.5)
    en = {
        "Salaire de base": "Basic salary",
        "Prime d'ancienneté": "Seniority bonus",
        "Indemnité de transport": "Transport allowance",
        "Cotisation CNSS": "CNSS contribution",
        "AMO": "AMO (health insurance)",
        "CIMR": "CIMR pension",
        "Impôt sur le revenu": "Income tax (IR)",
    }
    y = 185
    cols = [("Earnings", 112, "l"), ("Current", 64, "r"), ("Year to date", 69, "r")]
    rows = [(en.get(k, k), m.famount(val, "en"), m.famount(val * mo, "en")) for k, val in pay["earn"]]
    y1 = p.table(40, y, cols, rows, LIB, 8.5, LIBB, hfill=(235, 235, 235), grid=False, rh=16)
    rows = [(en.get(k, k), m.famount(val, "en"), m.famount(val * mo, "en")) for k, val, _b, _r in pay["ded"]]
    cols = [("Deductions", 112, "l"), ("Current", 64, "r"), ("Year to date", 69, "r")]
    y2 = p.table(W - 40 - 245, y, cols, rows, LIB, 8.5, LIBB, hfill=(235, 235, 235), grid=False, rh=16)
    y = max(y1, y2) + 8
    p.text(40, y + 10, "Gross pay", LIBB, 9)
    p.text(213, y + 10, m.famount(pay["gross"], "en"), LIBB, 9, BLACK, "r")
    p.text(282, y + 10, m.famount(pay["gross"] * mo, "en"), LIBB, 9, BLACK, "r")
    p.text(W - 285 + 3, y + 10, "Total deductions", LIBB, 9)
    p.text(W - 112, y + 10, m.famount(pay["total_ded"], "en"), LIBB, 9, BLACK, "r")
    p.text(W - 40, y + 10, m.famount(pay["total_ded"] * mo, "en"), LIBB, 9, BLACK, "r")
    y += 30
    p.rect(40, y, W - 80, 34, 0, None, E.color)
    p.text(54, y + 22, "NET PAY", LIBB, 12, (255, 255, 255))
    p.text(W - 54, y + 22, a(pay["net"]), LIBB, 14, (255, 255, 255), "r")
    p.text(40, y + 56, f"Taxable income: {a(pay['taxable'])}    Paid by bank transfer.", LIB, 8, GREY)
    p.text(40, H - 40, "This payslip is computer generated and requires no signature.", LIBI, 7.5, GREY)
    return p, keys


def slip_modern(v, y0, mo, pay):
    p = Page(A4)
    E = v.E
    c = E.color
    a = lambda x: m.famount(x, "space") + " MAD"  # noqa: E731
    p.rect(30, 30, 6, 60, 0, None, c)
    p.text(46, 52, "Fiche de paie", NOTOB, 20, c)
    p.text(46, 70, f"{m.month_fr(y0, mo).capitalize()}", NOTO, 11)
    p.text(46, 84, f"Du {m.fdate(dt.date(y0, mo, 1), 'dot')} au {m.fdate(last_day(y0, mo), 'dot')}", NOTO, 8, GREY)
    p.fit(W - 30, 50, E.name, NOTOB, 10, 300, BLACK, "r")
    p.text(W - 30, 63, E.addr, NOTO, 8, GREY, "r")
    p.text(W - 30, 75, f"{E.city}  ·  CNSS {E.cnss}", NOTO, 8, GREY, "r")
    p.rect(30, 104, W - 60, 86, 0, None, (245, 246, 248))
    info = [
        ("Salarié(e)", f"{civ(v)} {v.family} {v.given}"),
        ("CIN", v.cin),
        ("Né(e) le", m.fdate(v.dob, "slash")),
        ("Poste", v.position),
        ("Contrat", v.contract),
        ("Entrée", m.fdate(v.hire, "slash")),
        ("N° CNSS", v.cnss_no),
        ("Personnes à charge", str(v.children)),
    ]
    for i, (k, val) in enumerate(info):
        x = 44 + (i % 2) * 270
        y = 124 + (i // 2) * 18
        p.text(x, y, k, NOTO, 7.5, GREY)
        p.fit(x + 90, y, val, NOTOB, 8.5, 170)
    cols = [("Libellé", 235, "l"), ("Base", 90, "r"), ("Taux", 50, "r"), ("Montant", W - 60 - 375, "r")]
    rows = [(k, "", "", a(val)) for k, val in pay["earn"]]
    rows.append(("Salaire brut", "", "", a(pay["gross"])))
    rows += [(k, m.famount(b, "space"), rate, "- " + a(val)) for k, val, b, rate in pay["ded"]]
    y = p.table(
        30, 206, cols, rows, NOTO, 8.5, NOTOB, hfill=c, hcolor=(255, 255, 255), grid=False, zebra=(246, 246, 246), rh=17
    )
    p.text(W - 36, y + 16, f"Total retenues : {a(pay['total_ded'])}", NOTO, 9, BLACK, "r")
    p.rect(W - 250, y + 28, 220, 40, 0, None, c)
    p.text(W - 240, y + 45, "Net à payer", NOTO, 9, (255, 255, 255))
    p.text(W - 40, y + 60, a(pay["net"]), NOTOB, 14, (255, 255, 255), "r")
    p.text(30, H - 40, f"{E.name} · ICE {E.ice} · Document confidentiel", NOTO, 7, GREY)
    return p, [
        "applicant_name",
        "cin",
        "date_of_birth",
        "position",
        "contract_type",
        "hire_date",
        "cnss_number",
        "employer",
        "employer_cnss",
    ]


# ======================================================================= certificates


def employment_certificate(v, when: dt.date, rng) -> tuple[Page, dict]:
    p = Page(A4)
    E = v.E
    style = E.letter
    y = letterhead(p, v, style)
    foreign = not getattr(v, "cin", None)
    if style in ("modern",) and E.slip == "english":
        return _employment_english(p, v, when, y)
    font, bold = {
        "block": (SANS, SANSB),
        "serif": (SERIF, SERIFB),
        "public": (DSERIF, DSERIFB),
        "small": (FSANS, FSANSB),
        "modern": (LIB, LIBB),
    }[style]
    p.text(W - 60, y + 10, f"{E.city}, le {m.fdate(when, 'fr')}", font, 10, BLACK, "r")
    ref = f"Réf. : RH/{when.year}/{(when.toordinal() * 7) % 900 + 100}"
    p.text(60, y + 10, ref, font, 8.5, GREY)
    y += 70
    title = "ATTESTATION DE TRAVAIL" if style != "small" else "Attestation de travail"
    p.text(W / 2, y, title, bold, 16, BLACK, "c")
    tw = width(title, bold, 16)
    p.line(W / 2 - tw / 2, y + 3, W / 2 + tw / 2, y + 3, 0.8)
    y += 45
    keys = ["applicant_name", "employer", "hire_date", "position", "contract_type"]
    if style == "block":
        y = p.para(
            60,
            y,
            f"La Direction des Ressources Humaines de la société {E.name} atteste que la personne "
            "désignée ci-dessous fait partie de son personnel :",
            font,
            10.5,
            W - 120,
        )
        rows = [
            ("Nom et prénom", f"{v.family} {v.given}"),
            ("N° CIN" if not foreign else "Carte de séjour", v.cin if not foreign else v.permit),
            ("Date de naissance", m.fdate(v.dob, "slash")),
            ("Fonction", v.position),
            ("Date d'entrée", m.fdate(v.hire, "slash")),
            ("Type de contrat", contract_fr(v.contract)),
            ("N° CNSS de l'employeur", E.cnss),
        ]
        y = p.table(
            80, y + 10, [("Rubrique", 170, "l"), ("Renseignement", W - 160 - 170, "l")], rows, font, 10, bold, rh=20
        )
        keys += ["date_of_birth", "employer_cnss"] + ([] if foreign else ["cin"])
        y += 26
        y = p.para(
            60,
            y,
            "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et "
            "valoir ce que de droit.",
            font,
            10.5,
            W - 120,
        )
    else:
        ne = "né" if v.sex == "M" else "née"
        emp = "employé" if v.sex == "M" else "employée"
        ident = f"titulaire de la CIN n° {v.cin}" if not foreign else f"titulaire du titre de séjour n° {v.permit}"
        if style == "public":
            body = (
                f"Le Directeur Général de la {E.name}, établissement public, atteste que {civ(v)} "
                f"{v.given} {v.family}, {ne} le {m.fdate(v.dob, 'fr')}, {ident}, exerce au sein de la Régie "
                f"depuis le {m.fdate(v.hire, 'fr')} en qualité de {v.position}, en tant qu'agent "
                f"{'titulaire (contrat à durée indéterminée)' if v.contract == 'CDI' else 'contractuel (CDD)'}."
            )
            keys.append("date_of_birth")
        else:
            body = (
                f"Nous soussignés, {E.name}, dont le siège est situé {E.addr}, {E.city}, affiliée à la Caisse "
                f"Nationale de Sécurité Sociale sous le n° {E.cnss}, certifions que {civ(v)} {v.given} "
                f"{cap(v.family)}, {ident}, est {emp} au sein de notre société depuis le "
                f"{m.fdate(v.hire, 'fr1')} en qualité de {v.position}, dans le cadre d'un "
                f"{contract_fr(v.contract).lower()} ({v.contract})."
            )
            keys.append("employer_cnss")
        if not foreign:
            keys.append("cin")
        p.text(60, y, "Objet : attestation de travail", bold, 10.5)
        y += 28
        p.text(60, y, "Madame, Monsieur," if style != "public" else "", font, 10.5)
        y += 24
        y = p.para(60, y, body, font, 10.5, W - 120, 17)
        y += 12
        y = p.para(
            60,
            y,
            f"{'Il' if v.sex == 'M' else 'Elle'} est, à ce jour, toujours en fonction. Cette "
            "attestation lui est délivrée à sa demande pour servir et valoir ce que de droit.",
            font,
            10.5,
            W - 120,
            17,
        )
    sign_block(
        p, v, W - 230, y + 40, "Le Directeur des Ressources Humaines" if style != "small" else "La Gérance", font
    )
    if style != "small":
        footer(p, v, font)
    return p, person_labels(v, *keys)


def _employment_english(p, v, when, y):
    E = v.E
    p.text(W - 40, y, m.fdate(when, "en"), LIB, 10, BLACK, "r")
    y += 40
    p.text(40, y, "EMPLOYMENT CERTIFICATE", LIBB, 15)
    p.text(40, y + 16, "Attestation de travail", LIBI, 10, GREY)
    y += 50
    p.text(40, y, "To whom it may concern,", LIB, 10.5)
    y += 26
    pron = "he" if v.sex == "M" else "she"
    ident = f"holder of national ID card No. {v.cin}" if getattr(v, "cin", None) else f"residence permit No. {v.permit}"
    body = (
        f"We hereby certify that {'Mr.' if v.sex == 'M' else 'Ms.'} {v.given} {v.family}, {ident}, has been "
        f"employed by {E.name} since {m.fdate(v.hire, 'en')} as {v.position}, under a "
        f"{'permanent employment contract (CDI)' if v.contract == 'CDI' else 'fixed-term contract (CDD)'}. "
        f"As of the date of this letter {pron} is still in our employment."
    )
    y = p.para(40, y, body, LIB, 10.5, W - 80, 17)
    y += 10
    y = p.para(
        40,
        y,
        f"Our company is registered with the CNSS under number {E.cnss}. This certificate is issued "
        f"at the employee's request for whatever legal purpose it may serve.",
        LIB,
        10.5,
        W - 80,
        17,
    )
    sign_block(p, v, 40, y + 40, "Human Resources Director", LIB)
    keys = ["applicant_name", "employer", "hire_date", "position", "contract_type", "employer_cnss"]
    if getattr(v, "cin", None):
        keys.append("cin")
    return p, person_labels(v, *keys)


def salary_certificate(v, when: dt.date, rng) -> tuple[Page, dict]:
    p = Page(A4)
    E = v.E
    pay = m.payslip_lines(v.base, v.primes, v.cimr, v.children)
    gross, net = pay["gross"], pay["net"]
    if getattr(v, "inflate", None):
        gross, net = round(gross * v.inflate, 2), round(net * v.inflate, 2)
    style = E.letter
    y = letterhead(p, v, style)
    font, bold = {
        "block": (SANS, SANSB),
        "serif": (SERIF, SERIFB),
        "public": (DSERIF, DSERIFB),
        "small": (FSANS, FSANSB),
        "modern": (LIB, LIBB),
    }[style]
    keys = ["applicant_name", "employer", "position"]
    y += 20
    p.text(W / 2, y, "ATTESTATION DE SALAIRE", bold, 16, BLACK, "c")
    y += 50
    if style in ("block", "modern"):
        a = lambda x: m.famount(x, "dot") + " DH"  # noqa: E731
        y = p.para(
            60,
            y,
            f"Nous soussignés, {E.name}, attestons que le (la) salarié(e) ci-après perçoit la "
            "rémunération mensuelle suivante :",
            font,
            10.5,
            W - 120,
            16,
        )
        rows = [
            ("Nom et prénom", f"{v.given} {v.family}"),
            ("CIN", v.cin),
            ("Fonction", v.position),
            ("Date d'embauche", m.fdate(v.hire, "dash")),
            ("Salaire mensuel brut", a(gross)),
            ("Salaire mensuel net", a(net)),
        ]
        y = p.table(
            90, y + 12, [("", 180, "l"), ("", W - 180 - 180, "r")], rows, font, 10.5, bold, rh=22, hh=4, hfill=None
        )
        keys += ["cin", "hire_date"]
        y += 24
        y = p.para(
            60,
            y,
            "Cette attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
            font,
            10.5,
            W - 120,
        )
    else:
        a = lambda x: m.famount(x, "space") + " dirhams"  # noqa: E731
        ne = "né" if v.sex == "M" else "née"
        body = (
            f"Nous soussignés, {E.name}, certifions que {civ(v)} {v.family} {v.given}, {ne} le "
            f"{m.fdate(v.dob, 'slash')}, titulaire de la carte nationale d'identité n° {v.cin}, occupe le poste "
            f"de {v.position} au sein de notre établissement depuis le {m.fdate(v.hire, 'fr')}."
        )
        y = p.para(60, y, body, font, 11, W - 120, 17)
        y += 10
        y = p.para(
            60,
            y,
            f"À ce titre, {'il' if v.sex == 'M' else 'elle'} perçoit un salaire mensuel brut de "
            f"{a(gross)}, soit un salaire net mensuel de {a(net)}, versé par virement bancaire.",
            font,
            11,
            W - 120,
            17,
        )
        y += 10
        y = p.para(
            60,
            y,
            "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir "
            "ce que de droit.",
            font,
            11,
            W - 120,
            17,
        )
        keys += ["cin", "hire_date", "date_of_birth"]
    p.text(60, y + 30, f"Fait à {E.city}, le {m.fdate(when, 'slash')}", font, 10.5)
    sign_block(p, v, W - 230, y + 60, "Pour la Direction", font)
    footer(p, v, font)
    lab = person_labels(v, *keys)
    lab.update(gross_salary=gross, net_salary=net)
    return p, lab


def cnss_certificate(v, when: dt.date, rng, variant: int) -> tuple[Page, dict]:
    p = Page(A4)
    E = v.E
    blue = (0, 84, 150)
    aff = v.aff
    p.ellipse(70, 62, 26, 26, 0, None, blue)
    p.text(70, 67, "CNSS", SANSB, 11, (255, 255, 255), "c")
    p.text(108, 52, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", SANSB, 12, blue)
    p.text(108, 66, "Direction du Recouvrement et de l'Immatriculation", SANS, 8.5, GREY)
    p.text(108, 78, "www.cnss.ma  -  Allo CNSS 080 200 72 72", SANS, 8, GREY)
    p.line(40, 98, W - 40, 98, 1.5, blue)
    foreign = not getattr(v, "cin", None)
    keys = ["applicant_name", "cnss_number", "affiliation_date", "employer", "employer_cnss"]
    if variant == 0:
        p.text(W / 2, 140, "ATTESTATION D'IMMATRICULATION", SANSB, 15, BLACK, "c")
        p.text(W / 2, 158, "(Assuré)", SANS, 10, BLACK, "c")
        y = p.para(
            50,
            195,
            "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous "
            "est immatriculé(e) au régime de sécurité sociale :",
            SANS,
            10,
            W - 100,
            15,
        )
        rows = [
            ("Numéro d'immatriculation", v.cnss_no),
            ("Nom", v.family),
            ("Prénom", v.given),
            ("Date de naissance", m.fdate(v.dob, "slash")),
            ("Pièce d'identité", f"CIN {v.cin}" if not foreign else f"Titre de séjour {v.permit}"),
            ("Date d'immatriculation", m.fdate(aff, "slash")),
        ]
        keys.append("date_of_birth")
        y = p.table(
            50,
            y + 12,
            [("Désignation", 200, "l"), ("Valeur", W - 100 - 200, "l")],
            rows,
            SANS,
            10,
            SANSB,
            hfill=(220, 232, 245),
            rh=21,
        )
        y += 24
        p.text(50, y, "Dernier employeur déclarant", SANSB, 10.5, blue)
        rows = [("Raison sociale", E.name), ("N° d'affiliation", E.cnss)]
        y = p.table(50, y + 8, [("", 200, "l"), ("", W - 300, "l")], rows, SANS, 10, SANSB, hfill=None, hh=2, rh=21)
    else:
        p.text(50, 140, "Attestation d'affiliation", SANSB, 16, blue)
        p.text(50, 158, f"Édition du {m.fdate(when, 'fr')}", SANS, 9, GREY)
        items = [
            ("N° CNSS", v.cnss_no),
            ("Assuré", f"{civ(v)} {v.given} {v.family}"),
            ("Identifiant", f"CIN n° {v.cin}" if not foreign else f"Carte de séjour n° {v.permit}"),
            ("Immatriculé depuis le", m.fdate(aff, "fr")),
            ("Employeur", E.name),
            ("Affiliation employeur", E.cnss),
            ("Situation", "Active - déclarée"),
        ]
        y = 195
        for k, val in items:
            p.rect(50, y - 13, W - 100, 22, 0.4, (170, 190, 210))
            p.text(58, y + 2, k, SANS, 9, GREY)
            p.fit(210, y + 2, val, SANSB, 10, W - 270)
            y += 22
        p.text(50, y + 24, "Déclarations de salaires des 12 derniers mois : 12 mois déclarés.", SANS, 9.5)
        y += 30
    if not foreign:
        keys.append("cin")
    p.text(
        50,
        y + 30,
        "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
        SANS,
        9.5,
    )
    p.text(W - 50, y + 60, f"Fait à Casablanca, le {m.fdate(when, 'slash')}", SANS, 9.5, BLACK, "r")
    p.stamp(W - 130, y + 120, 38, "CNSS", "AGENCE " + E.city.upper(), blue, 8)
    p.text(
        W / 2,
        H - 36,
        "Document généré électroniquement - code de vérification " + f"{(int(v.cnss_no) * 31) % 10**10:010d}",
        SANS,
        7,
        GREY,
        "c",
    )
    lab = person_labels(v, *keys)
    lab["affiliation_date"] = aff.isoformat()
    return p, lab


# ======================================================================= banks


def bank_statement(v, start: dt.date, end: dt.date, opening: float, tx, rng) -> tuple[Page, dict]:
    B = v.B
    closing = round(opening + sum(t[2] for t in tx), 2)
    fn = {"box": st_box, "signed": st_signed, "english": st_english, "reversed": st_reversed, "dc": st_dc}[B.style]
    p, _shown = fn(v, start, end, opening, closing, tx)
    lab = {
        "bank_name": B.name,
        "account_holder": v.holder,
        "rib": v.rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }
    return p, lab


def bank_logo(p, B, x, y, size=1.0, font=SANSB):
    c = B.color
    p.rect(x, y, 26 * size, 26 * size, 0, None, c)
    p.ellipse(x + 13 * size, y + 13 * size, 7 * size, 7 * size, 0, None, (255, 255, 255))
    p.text(x + 32 * size, y + 18 * size, B.name, font, 14 * size, c)


def holder_lines(v) -> list[str]:
    return [v.holder_print, *v.holder_addr]


def st_box(v, start, end, opening, closing, tx):
    p = Page(A4)
    B = v.B
    a = lambda x: m.famount(abs(x), "space")  # noqa: E731
    bank_logo(p, B, 36, 30)
    p.text(36, 78, f"Agence {v.city} Centre", SANS, 8, GREY)
    p.text(W - 36, 46, "RELEVÉ DE COMPTE", SANSB, 14, BLACK, "r")
    p.text(W - 36, 60, f"Période du {start.strftime('%d/%m/%Y')} au {end.strftime('%d/%m/%Y')}", SANS, 8.5, BLACK, "r")
    p.rect(320, 86, W - 356, 64, 0.6)
    for i, ln in enumerate(holder_lines(v)):
        p.text(330, 102 + i * 12, ln, SANSB if i == 0 else SANS, 9)
    p.text(36, 102, "Compte chèque en dirhams", SANSB, 9)
    p.text(36, 116, "RIB : " + " ".join([v.rib[:3], v.rib[3:6], v.rib[6:22], v.rib[22:]]), SANS, 8.5)
    p.text(36, 130, "IBAN : " + m.group(m.iban(v.rib)), SANS, 8.5)
    p.rect(36, 160, W - 72, 34, 0.6, B.color, (250, 246, 238))
    p.text(48, 174, "Solde au " + start.strftime("%d/%m/%Y"), SANS, 8, GREY)
    p.text(48, 187, a(opening) + (" Débiteur" if opening < 0 else " Créditeur"), SANSB, 9.5)
    p.text(W - 48, 174, "Solde au " + end.strftime("%d/%m/%Y"), SANS, 8, GREY, "r")
    p.text(W - 48, 187, a(closing) + (" Débiteur" if closing < 0 else " Créditeur"), SANSB, 9.5, BLACK, "r")
    cols = [("Date", 58, "c"), ("Libellé", 238, "l"), ("Valeur", 58, "c"), ("Débit", 84, "r"), ("Crédit", 85, "r")]
    rows = [
        (
            d.strftime("%d/%m"),
            lbl,
            (d + dt.timedelta(days=1)).strftime("%d/%m"),
            a(x) if x < 0 else "",
            a(x) if x > 0 else "",
        )
        for d, lbl, x in tx
    ]
    deb = sum(-x for _d, _l, x in tx if x < 0)
    cre = sum(x for _d, _l, x in tx if x > 0)
    rows.append(("", "TOTAL DES MOUVEMENTS", "", a(deb), a(cre)))
    y = p.table(36, 206, cols, rows, SANS, 8, SANSB, rh=16, hfill=(245, 230, 205))
    p.text(
        36,
        y + 22,
        "Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 jours.",
        SANS,
        7.5,
        GREY,
    )
    p.text(
        W / 2,
        H - 36,
        f"{B.name} - Société Anonyme - Établissement de crédit agréé par Bank Al-Maghrib",
        SANS,
        7,
        GREY,
        "c",
    )
    return p, True


def st_signed(v, start, end, opening, closing, tx):
    p = Page(A4)
    B = v.B
    a = lambda x: m.famount(x, "dot")  # noqa: E731
    p.text(40, 50, B.name.upper(), SERIFB, 18, B.color)
    p.line(40, 58, 240, 58, 2, B.color)
    p.text(40, 72, "Extrait de compte", SERIFI, 11)
    p.text(W - 40, 48, f"Du {m.fdate(start, 'fr')}", SERIF, 10, BLACK, "r")
    p.text(W - 40, 62, f"Au {m.fdate(end, 'fr')}", SERIF, 10, BLACK, "r")
    y = 100
    p.text(40, y, "Titulaire :", SERIF, 10, GREY)
    for i, ln in enumerate(holder_lines(v)):
        p.text(110, y + i * 13, ln, SERIFB if i == 0 else SERIF, 10)
    p.text(40, y + 48, f"Relevé d'identité bancaire : {v.rib}", SERIF, 10)
    p.text(40, y + 62, "Devise : MAD", SERIF, 10)
    cols = [
        ("Date opé.", 62, "c"),
        ("Date val.", 62, "c"),
        ("Nature de l'opération", 215, "l"),
        ("Montant", 88, "r"),
        ("Solde", 88, "r"),
    ]
    bal = opening
    rows = [("", "", "SOLDE DE DÉBUT DE PÉRIODE", "", a(opening))]
    for d, lbl, x in tx:
        bal = round(bal + x, 2)
        rows.append((d.strftime("%d.%m.%y"), d.strftime("%d.%m.%y"), lbl, a(x), a(bal)))
    rows.append(("", "", "SOLDE DE FIN DE PÉRIODE", "", a(closing)))
    p.table(
        40,
        190,
        cols,
        rows,
        SERIF,
        8.5,
        SERIFB,
        rh=16,
        grid=True,
        hfill=(240, 232, 220),
        lw=0.3,
        line_color=(120, 120, 120),
    )
    p.text(40, H - 50, "Les montants négatifs sont des débits. Solde négatif : compte débiteur.", SERIFI, 8, GREY)
    return p, True


def st_english(v, start, end, opening, closing, tx):
    p = Page(A4)
    B = v.B
    a = lambda x: m.famount(x, "en")  # noqa: E731
    p.rect(0, 0, W, 80, 0, None, B.color)
    p.text(40, 48, B.name, LIBB, 22, (255, 255, 255))
    p.text(W - 40, 40, "Account statement", LIB, 14, (255, 255, 255), "r")
    p.text(W - 40, 58, f"{m.fdate(start, 'en')} - {m.fdate(end, 'en')}", LIB, 9, (255, 255, 255), "r")
    for i, ln in enumerate(holder_lines(v)):
        p.text(40, 110 + i * 13, ln, LIBB if i == 0 else LIB, 10)
    p.text(330, 110, "Account type", LIB, 8.5, GREY)
    p.text(420, 110, "Current account (MAD)", LIB, 8.5)
    p.text(330, 124, "IBAN", LIB, 8.5, GREY)
    p.text(420, 124, m.iban(v.rib), LIB, 8.5)
    p.text(330, 138, "Branch", LIB, 8.5, GREY)
    p.text(420, 138, f"{v.city}", LIB, 8.5)
    summary = [
        ("Opening balance", opening),
        ("Money in", sum(x for _d, _l, x in tx if x > 0)),
        ("Money out", sum(-x for _d, _l, x in tx if x < 0)),
        ("Closing balance", closing),
    ]
    for i, (k, val) in enumerate(summary):
        x = 40 + i * 130
        p.rect(x, 165, 122, 44, 0, None, (240, 243, 247))
        p.text(x + 8, 181, k, LIB, 8.5, GREY)
        p.text(x + 8, 199, "MAD " + a(val), LIBB, 10.5)
    cols = [("Date", 70, "l"), ("Description", 215, "l"), ("Debit", 75, "r"), ("Credit", 75, "r"), ("Balance", 80, "r")]
    bal = opening
    rows = []
    for d, lbl, x in tx:
        bal = round(bal + x, 2)
        rows.append((d.strftime("%d %b %Y"), lbl.title(), a(-x) if x < 0 else "", a(x) if x > 0 else "", a(bal)))
    p.table(40, 230, cols, rows, LIB, 8.5, LIBB, rh=17, grid=False, hfill=(225, 230, 238))
    p.text(40, H - 40, f"{B.name} - regulated by Bank Al-Maghrib. Negative balances are overdrawn.", LIB, 7, GREY)
    return p, True


def st_reversed(v, start, end, opening, closing, tx):
    p = Page(A4)
    B = v.B
    a = lambda x: m.famount(abs(x), "space")  # noqa: E731
    bank_logo(p, B, 40, 36, 0.9, NARROWB)
    p.text(W - 40, 50, "EXTRAIT DE COMPTE N° " + f"{start.month:02d}/{start.year}", NARROWB, 12, BLACK, "r")
    p.text(W - 40, 64, f"Arrêté du {start.strftime('%d-%m-%Y')} au {end.strftime('%d-%m-%Y')}", NARROW, 10, BLACK, "r")
    p.rect(40, 86, W - 80, 70, 0.5)
    p.line(W / 2, 86, W / 2, 156, 0.5)
    p.text(48, 100, "Intitulé du compte", NARROW, 8, GREY)
    for i, ln in enumerate(holder_lines(v)):
        p.text(48, 114 + i * 12, ln, NARROWB if i == 0 else NARROW, 10)
    p.text(W / 2 + 8, 100, "Coordonnées bancaires", NARROW, 8, GREY)
    parts = [("Banque", v.rib[:3]), ("Ville", v.rib[3:6]), ("N° de compte", v.rib[6:22]), ("Clé", v.rib[22:])]
    x = W / 2 + 8
    for k, val in parts:
        wd = 40 if len(val) < 4 else 110
        p.text(x, 116, k, NARROW, 7, GREY)
        p.rect(x, 120, wd, 16, 0.4)
        p.text(x + wd / 2, 132, val, NARROWB, 9, BLACK, "c")
        x += wd + 6
    p.text(W / 2 + 8, 150, "IBAN " + m.group(m.iban(v.rib)), NARROW, 8.5)
    cols = [
        ("Date opé.", 55, "c"),
        ("Date valeur", 55, "c"),
        ("Opération", 225, "l"),
        ("Crédit", 90, "r"),
        ("Débit", 90, "r"),
    ]
    rows = [
        (d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%Y"), lbl, a(x) if x > 0 else "", a(x) if x < 0 else "")
        for d, lbl, x in tx
    ]
    y = p.table(40, 172, cols, rows, NARROW, 9, NARROWB, rh=15, hfill=(220, 235, 245))
    y += 10
    sol = [("Ancien solde", opening), ("Nouveau solde", closing)]
    for k, val in sol:
        p.text(W - 240, y + 12, k + (" débiteur" if val < 0 else " créditeur"), NARROWB, 10)
        p.text(W - 40, y + 12, a(val), NARROWB, 10, BLACK, "r")
        y += 16
    return p, True


def st_dc(v, start, end, opening, closing, tx):
    p = Page(A4)
    B = v.B
    sg = lambda x: m.famount(abs(x), "space") + (" D" if x < 0 else " C")  # noqa: E731
    p.text(40, 46, B.name, DSERIFB, 16, B.color)
    p.text(40, 60, "Relevé de compte courant", DSERIF, 9, GREY)
    p.line(40, 68, W - 40, 68, 0.5, B.color)
    p.text(40, 86, f"Période : {m.fdate(start, 'dash')} / {m.fdate(end, 'dash')}", COND, 9)
    p.text(40, 100, f"Compte n° {m.group(v.rib, 4)}", COND, 9)
    p.text(40, 114, "Devise : Dirham marocain", COND, 9)
    for i, ln in enumerate(holder_lines(v)):
        p.text(340, 86 + i * 12, ln, CONDB if i == 0 else COND, 9.5)
    cols = [
        ("Date", 55, "c"),
        ("Libellé de l'opération", 225, "l"),
        ("Valeur", 55, "c"),
        ("Montant", 80, "r"),
        ("Solde", W - 80 - 415, "r"),
    ]
    bal = opening
    rows = [("", "Solde précédent", "", "", sg(opening))]
    for d, lbl, x in tx:
        bal = round(bal + x, 2)
        rows.append((d.strftime("%d/%m/%y"), lbl, d.strftime("%d/%m/%y"), sg(x), sg(bal)))
    rows.append(("", "Nouveau solde", "", "", sg(closing)))
    p.table(40, 140, cols, rows, COND, 8.5, CONDB, rh=15, grid=False, hfill=(235, 228, 240), zebra=(248, 248, 250))
    p.text(40, H - 46, "C = créditeur, D = débiteur. Ce relevé tient lieu d'avis d'opéré.", COND, 7.5, GREY)
    return p, True


def rib_doc(v, variant: int, when: dt.date) -> tuple[Page, dict]:
    p = Page(A4)
    B = v.B
    if variant == 0:
        bank_logo(p, B, 50, 50)
        p.text(W / 2, 140, "RELEVÉ D'IDENTITÉ BANCAIRE", SANSB, 15, BLACK, "c")
        p.rect(50, 170, W - 100, 180, 0.8)
        p.text(64, 192, "Titulaire du compte", SANS, 8.5, GREY)
        for i, ln in enumerate(holder_lines(v)):
            p.text(64, 208 + i * 13, ln, SANSB if i == 0 else SANS, 10)
        p.text(64, 266, "Domiciliation", SANS, 8.5, GREY)
        p.text(64, 280, f"{B.name} - Agence {v.city} Principale", SANS, 10)
        parts = [
            ("Code banque", v.rib[:3], 70),
            ("Code ville", v.rib[3:6], 70),
            ("Numéro de compte", v.rib[6:22], 190),
            ("Clé RIB", v.rib[22:], 60),
        ]
        x = 64
        for k, val, wd in parts:
            p.text(x, 302, k, SANS, 7.5, GREY)
            p.rect(x, 307, wd, 22, 0.6)
            p.text(x + wd / 2, 322, val, MONO, 11, BLACK, "c")
            x += wd + 12
        p.text(64, 344, "IBAN : " + m.group(m.iban(v.rib)) + "      BIC : " + B.code + "MAMC", SANS, 8.5)
        p.text(
            50,
            380,
            "À remettre à tout organisme appelé à effectuer des virements ou des prélèvements à votre compte.",
            SANS,
            8,
            GREY,
        )
    else:
        p.text(50, 60, B.name, SERIFB, 20, B.color)
        p.text(50, 76, f"Agence {v.city}", SERIF, 10, GREY)
        p.text(W - 50, 110, f"{v.city}, le {m.fdate(when, 'fr')}", SERIF, 10.5, BLACK, "r")
        p.text(W / 2, 170, "ATTESTATION DE RIB", SERIFB, 16, BLACK, "c")
        y = p.para(
            60,
            215,
            f"Nous soussignés, {B.name}, attestons que {v.holder_print} est titulaire dans nos livres "
            "d'un compte courant ouvert sous les références suivantes :",
            SERIF,
            11,
            W - 120,
            17,
        )
        p.text(90, y + 20, "RIB :", SERIF, 11)
        p.text(170, y + 20, v.rib, SERIFB, 12)
        p.text(90, y + 40, "IBAN :", SERIF, 11)
        p.text(170, y + 40, m.iban(v.rib), SERIFB, 12)
        p.text(90, y + 60, "Devise :", SERIF, 11)
        p.text(170, y + 60, "Dirham (MAD)", SERIF, 11)
        p.para(
            60,
            y + 100,
            "La présente attestation est délivrée à la demande du client pour servir et valoir ce que de droit.",
            SERIF,
            11,
            W - 120,
            17,
        )
        p.text(W - 80, y + 170, "Le Chef d'Agence", SERIF, 10.5, BLACK, "r")
        p.stamp(W - 140, y + 220, 36, B.name.upper()[:20], "AGENCE " + v.city.upper(), B.color)
    return p, {"bank_name": B.name, "account_holder": v.holder, "rib": v.rib}


# ======================================================================= cards

GREEN = (214, 232, 220)


def card_bg(p: Page, tint):
    p.rect(0, 0, p.w, p.h, 0, None, tint)
    for i in range(12):
        p.line(0, 10 + i * 13, p.w, 4 + i * 13 + 12, 0.3, (tint[0] - 25, tint[1] - 20, tint[2] - 25))
    p.rect(2, 2, p.w - 4, p.h - 4, 0.6, (150, 150, 150))


def cin_front(v, photo: str) -> tuple[Page, dict]:
    p = Page(CARD)
    old = getattr(v, "old", False)
    card_bg(p, (236, 226, 214) if old else GREEN)
    p.text(p.w / 2, 14, "ROYAUME DU MAROC", SANSB, 8, (150, 20, 20), "c")
    p.text(p.w / 2, 24, "CARTE NATIONALE D'IDENTITÉ", SANSB, 6.5, BLACK, "c")
    p.image(photo, 10, 32, 56, 72)
    p.rect(10, 32, 56, 72, 0.4, (120, 120, 120))
    x = 74
    if old:
        p.text(x, 40, "Nom", SANS, 5, GREY)
        p.text(x, 48, v.family, SANSB, 7.5)
        p.text(x, 58, "Prénom", SANS, 5, GREY)
        p.text(x, 66, v.given.upper(), SANSB, 7.5)
        p.text(x, 77, f"Né(e) le {m.fdate(v.dob, 'dot')}", SANS, 6.5)
        p.text(x, 87, f"à {v.pob}", SANS, 6.5)
        p.text(x, 99, f"Valable jusqu'au {m.fdate(v.card_exp, 'dot')}", SANS, 6)
    else:
        p.text(x, 40, v.given.upper(), SANSB, 8)
        p.text(x, 50, v.family, SANSB, 8)
        p.text(x, 62, "Né le", SANS, 5, GREY)
        p.text(x + 22, 62, m.fdate(v.dob, "dot"), SANSB, 6.5)
        p.text(x, 72, "à", SANS, 5, GREY)
        p.text(x + 22, 72, v.pob, SANSB, 6.5)
        p.text(x, 84, "Valable jusqu'au", SANS, 5, GREY)
        p.text(x + 50, 84, m.fdate(v.card_exp, "dot"), SANSB, 6.5)
        p.text(x, 96, f"Sexe {v.sex}", SANS, 5.5)
    p.signature(18, 122, (60, 60, 60))
    p.text(p.w - 12, 140, v.cin, SANSB, 13, (160, 20, 20), "r")
    p.ellipse(p.w - 30, 40, 14, 14, 0.8, (200, 170, 60))
    p.text(p.w - 30, 43, "★", SANS, 10, (200, 170, 60), "c")
    return p, {
        "applicant_name": full(v),
        "cin": v.cin,
        "date_of_birth": v.dob.isoformat(),
        "place_of_birth": v.pob,
        "cin_expiry": v.card_exp.isoformat(),
    }


def cin_back(v) -> tuple[Page, dict]:
    p = Page(CARD)
    old = getattr(v, "old", False)
    card_bg(p, (236, 226, 214) if old else GREEN)
    mrz = m.td1("I" if old else "ID", "MAR", v.card, v.cin, v.dob, v.sex, v.card_exp, "MAR", v.family, v.given)
    p.text(10, 16, "Fils de" if v.sex == "M" else "Fille de", SANS, 5, GREY)
    p.text(40, 16, v.father.upper(), SANSB, 6.5)
    p.text(10, 26, "et de", SANS, 5, GREY)
    p.text(40, 26, v.mother, SANSB, 6.5)
    p.text(10, 38, "Adresse", SANS, 5, GREY)
    for i, ln in enumerate(v.addr):
        p.text(40, 38 + i * 9, ln, SANSB, 6.5)
    p.text(10, 66, "N° état civil", SANS, 5, GREY)
    p.text(50, 66, v.civil, SANSB, 6.5)
    p.text(p.w - 10, 16, v.cin, SANSB, 7, BLACK, "r")
    p.rect(4, 92, p.w - 8, 56, 0, None, (250, 250, 245))
    for i, ln in enumerate(mrz):
        p.text(p.w / 2, 106 + i * 15, ln, MONO, 9.6, BLACK, "c")
    return p, {
        "address": " ".join(v.addr),
        "mrz_valid": True,
        "cin": v.cin,
        "date_of_birth": v.dob.isoformat(),
        "cin_expiry": v.card_exp.isoformat(),
        "applicant_name": full(v),
        "document_number": v.card,
    }


def passport(v, photo: str) -> tuple[Page, dict]:
    p = Page(PASS)
    no, exp = v.passport
    mrz = m.td3("MAR", no, "MAR", v.dob, v.sex, exp, v.cin, v.family, v.given)
    p.rect(0, 0, p.w, p.h, 0, None, (232, 236, 244))
    for i in range(18):
        p.ellipse(p.w * 0.62, p.h * 0.45, 20 + i * 9, 12 + i * 6, 0.25, (200, 208, 226))
    p.text(
        p.w / 2,
        16,
        "ROYAUME DU MAROC  -  PASSEPORT  -  KINGDOM OF MOROCCO  -  PASSPORT",
        SANSB,
        6.5,
        (120, 30, 30),
        "c",
    )
    p.image(photo, 14, 32, 78, 100)
    lab = [("Type / Type", "P"), ("Code / Code", "MAR"), ("N° du passeport / Passport No.", no)]
    x0 = 104
    for i, (k, val) in enumerate(lab):
        p.text(x0 + i * 70, 32, k, SANS, 4.5, GREY)
        p.text(x0 + i * 70, 41, val, SANSB, 7.5)
    rows = [
        ("Nom / Surname", v.family),
        ("Prénoms / Given names", v.given.upper()),
        ("Nationalité / Nationality", "MAROCAINE"),
        ("Date de naissance / Date of birth", m.fdate(v.dob, "abr")),
        ("Lieu de naissance / Place of birth", v.pob),
        ("Date de délivrance / Date of issue", m.fdate(dt.date(exp.year - 5, exp.month, exp.day), "abr")),
        ("Date d'expiration / Date of expiry", m.fdate(exp, "abr")),
        ("N° CNIE / ID No.", v.cin),
    ]
    for i, (k, val) in enumerate(rows):
        p.text(x0, 54 + i * 16, k, SANS, 4.5, GREY)
        p.text(x0, 61 + i * 16, val, SANSB, 7.5)
    p.text(x0 + 150, 61 + 3 * 16, "Sexe / Sex", SANS, 4.5, GREY)
    p.text(x0 + 150, 68 + 3 * 16, v.sex, SANSB, 7.5)
    p.rect(0, 192, p.w, 57, 0, None, (248, 248, 248))
    for i, ln in enumerate(mrz):
        p.text(p.w / 2, 214 + i * 18, ln, LMONO, 11.2, BLACK, "c")
    return p, {
        "applicant_name": full(v),
        "date_of_birth": v.dob.isoformat(),
        "cin": v.cin,
        "mrz_valid": True,
        "document_number": no,
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": exp.isoformat(),
    }


def id_card_sen(v, photo: str) -> tuple[Page, dict]:
    p = Page(CARD)
    card_bg(p, (226, 232, 214))
    p.rect(0, 0, p.w, 22, 0, None, (0, 120, 60))
    p.text(p.w / 2, 10, "RÉPUBLIQUE DU SÉNÉGAL", SANSB, 7, (255, 230, 0), "c")
    p.text(p.w / 2, 19, "CARTE D'IDENTITÉ CEDEAO / ECOWAS IDENTITY CARD", SANSB, 5, (255, 255, 255), "c")
    p.image(photo, 8, 28, 52, 66)
    rows = [
        ("Nom / Surname", v.family),
        ("Prénoms / Given names", v.given.upper()),
        ("Date de naissance", m.fdate(v.dob, "slash")),
        ("Lieu de naissance", v.pob),
        ("Date d'expiration", m.fdate(v.id_exp, "slash")),
    ]
    for i, (k, val) in enumerate(rows):
        p.text(68, 32 + i * 14, k, SANS, 4.5, GREY)
        p.text(68, 39 + i * 14, val, SANSB, 6.5)
    p.text(180, 32, "Sexe", SANS, 4.5, GREY)
    p.text(180, 39, v.sex, SANSB, 6.5)
    p.text(180, 46, "N° de la carte", SANS, 4.5, GREY)
    p.text(180, 53, v.idno, SANSB, 6.5)
    mrz = m.td1("I", "SEN", v.idno, v.nin, v.dob, v.sex, v.id_exp, "SEN", v.family, v.given)
    p.rect(4, 104, p.w - 8, 45, 0, None, (250, 250, 245))
    for i, ln in enumerate(mrz):
        p.text(p.w / 2, 115 + i * 13, ln, FMONO, 10.2, BLACK, "c")
    return p, {
        "applicant_name": full(v),
        "date_of_birth": v.dob.isoformat(),
        "mrz_valid": True,
        "document_number": v.idno,
        "nationality": "SEN",
        "issuing_country": "SEN",
        "document_expiry": v.id_exp.isoformat(),
    }


def residence_permit(v, photo: str) -> tuple[Page, dict]:
    p = Page(CARD)
    card_bg(p, (222, 228, 240))
    p.text(p.w / 2, 12, "ROYAUME DU MAROC", SANSB, 7, (150, 20, 20), "c")
    p.text(p.w / 2, 21, "CARTE D'IMMATRICULATION - TITRE DE SÉJOUR", SANSB, 5.5, BLACK, "c")
    p.image(photo, 8, 28, 52, 66)
    rows = [
        ("Nom", v.family),
        ("Prénom", v.given.upper()),
        ("Nationalité", "SÉNÉGALAISE"),
        ("Date de naissance", m.fdate(v.dob, "dot")),
        ("Valable jusqu'au", m.fdate(v.permit_exp, "dot")),
    ]
    for i, (k, val) in enumerate(rows):
        p.text(68, 33 + i * 13.5, k, SANS, 4.5, GREY)
        p.text(68, 40 + i * 13.5, val, SANSB, 6.5)
    p.text(175, 33, "N° du titre", SANS, 4.5, GREY)
    p.text(175, 40, v.permit, SANSB, 6.5)
    mrz = m.td1("IR", "MAR", v.permit, "", v.dob, v.sex, v.permit_exp, "SEN", v.family, v.given)
    p.rect(4, 104, p.w - 8, 45, 0, None, (250, 250, 250))
    for i, ln in enumerate(mrz):
        p.text(p.w / 2, 115 + i * 13, ln, MONO, 9.6, BLACK, "c")
    return p, {
        "applicant_name": full(v),
        "date_of_birth": v.dob.isoformat(),
        "mrz_valid": True,
        "document_number": v.permit,
        "nationality": "SEN",
        "issuing_country": "MAR",
        "document_expiry": v.permit_exp.isoformat(),
    }


# ======================================================================= other


def utility_bill(v, when: dt.date) -> tuple[Page, dict]:
    p = Page(A4)
    c = (0, 110, 170)
    p.rect(0, 0, W, 90, 0, None, c)
    p.text(40, 50, "Société Régionale Multiservices Eau Électricité SA", SANSB, 13, (255, 255, 255))
    p.text(40, 68, "Facture d'électricité et d'eau potable", SANS, 10, (255, 255, 255))
    p.text(40, 130, f"{civ(v)} {v.given} {v.family}", SANSB, 10)
    addr = getattr(v, "addr", ["Résidence Palmeraie 3, appt 14", "MARRAKECH"])
    for i, ln in enumerate(addr):
        p.text(40, 144 + i * 12, ln, SANS, 9.5)
    p.text(
        W - 40,
        130,
        f"Facture n° {when.year}{when.month:02d}-{(when.toordinal() * 13) % 99999:05d}",
        SANS,
        9,
        BLACK,
        "r",
    )
    p.text(W - 40, 144, f"Date : {m.fdate(when, 'slash')}", SANS, 9, BLACK, "r")
    rows = [
        ("Électricité - consommation 212 kWh", "212", "1,0732", "227,52"),
        ("Redevance compteur", "", "", "18,40"),
        ("Eau potable - 14 m3", "14", "5,8600", "82,04"),
        ("Assainissement", "", "", "31,20"),
        ("TVA", "", "", "38,35"),
        ("Taxe audiovisuelle", "", "", "24,00"),
    ]
    y = p.table(
        40,
        200,
        [("Désignation", 260, "l"), ("Qté", 60, "r"), ("P.U.", 80, "r"), ("Montant DH", 115, "r")],
        rows,
        SANS,
        9,
        SANSB,
        rh=18,
        hfill=(220, 236, 246),
    )
    p.rect(W - 200, y + 20, 160, 30, 1, c)
    p.text(W - 190, y + 40, "Total à payer", SANSB, 10)
    p.text(W - 48, y + 40, "421,51", SANSB, 10, BLACK, "r")
    p.text(
        40,
        y + 90,
        "À régler avant le "
        + m.fdate(when + dt.timedelta(days=20), "slash")
        + " en agence, au guichet automatique ou en ligne.",
        SANS,
        8.5,
        GREY,
    )
    return p, {}


def lease(v, when: dt.date) -> tuple[Page, dict]:
    p = Page(A4)
    p.text(W / 2, 70, "CONTRAT DE BAIL À USAGE D'HABITATION", SERIFB, 14, BLACK, "c")
    y = 110
    parts = [
        "Entre les soussignés :",
        "M. Abdelkrim Tahiri, demeurant 8 rue de la Liberté, Guéliz, Marrakech, ci-après dénommé « le bailleur », "
        "d'une part,",
        f"Et {civ(v)} {v.given} {v.family}, ci-après dénommé(e) « le preneur », d'autre part,",
        "Il a été convenu et arrêté ce qui suit :",
        "Article 1 - Objet : le bailleur donne en location au preneur un appartement sis Résidence Palmeraie 3, "
        "appartement 14, Marrakech, composé de deux chambres, un salon, une cuisine et une salle d'eau.",
        f"Article 2 - Durée : le bail est consenti pour une durée d'une année à compter du {m.fdate(when, 'fr1')}, "
        "renouvelable par tacite reconduction.",
        "Article 3 - Loyer : le loyer mensuel est fixé à 3 500,00 dirhams, payable d'avance le cinq de chaque mois.",
        "Article 4 - Dépôt de garantie : le preneur verse la somme de 7 000,00 dirhams à titre de garantie.",
        "Article 5 - Le preneur s'engage à user des lieux en bon père de famille et à acquitter la taxe de services "
        "communaux.",
    ]
    for t in parts:
        y = p.para(60, y, t, SERIF, 11, W - 120, 16) + 8
    p.text(60, y + 30, f"Fait à Marrakech, le {m.fdate(when, 'fr')}, en deux exemplaires.", SERIF, 11)
    p.text(80, y + 70, "Le bailleur", SERIFB, 11)
    p.text(W - 160, y + 70, "Le preneur", SERIFB, 11)
    p.signature(90, y + 100)
    p.signature(W - 150, y + 100)
    p.text(W / 2, y + 150, "Signatures légalisées", SERIFI, 9, GREY, "c")
    p.stamp(W / 2, y + 190, 34, "COMMUNE GUELIZ", "LÉGALISATION", (120, 30, 120))
    return p, {}
