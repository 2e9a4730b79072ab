"""Employers' papers: payslips, certificates of employment and salary, CNSS attestations, other papers."""

from __future__ import annotations

import datetime as dt

from .data import Employer
from .draw import Page
from .util import MONTHS, amount, fdate, last_day, month_fr

CONTRACT_WORDS = {
    "CDI": ["Contrat à durée indéterminée", "CDI", "Permanent"],
    "CDD": ["Contrat à durée déterminée", "CDD", "Fixed-term"],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "ANAPEC insertion"],
}


def _en_contract(contract: str) -> str:
    return CONTRACT_WORDS[contract][2].replace("Permanent", "permanent").replace("Fixed", "fixed")


def person_name(case, fmt: str) -> str:
    p = case.p
    civ = "M." if p.sex == "M" else "Mme"
    return {
        "gs": f"{p.given} {p.surname}",
        "sg": f"{p.surname} {p.given}",
        "civ": f"{civ} {p.given} {p.surname}",
        "civsg": f"{civ} {p.surname} {p.given}",
    }[fmt]


def letterhead(pg: Page, emp: Employer, x: float = 50, y: float = 44, right: bool = False) -> float:
    pg.logo(x, y, 34, emp.logo, emp.colour, "#C9A227")
    pg.fit(x + 44, y + 14, emp.name, pg.w - x - 44 - 50, size=13, bold=True, color=emp.colour)
    pg.text(x + 44, y + 27, f"{emp.address[0]} — {emp.city}", 8, color="#444444")
    if right:
        pg.text(pg.w - 50, y + 40, f"ICE : {emp.ice}   ·   CNSS : {emp.cnss}", 7.5, color="#444444", align="right")
    pg.line(x, y + 48, pg.w - 50, y + 48, emp.colour, 1.2)
    return y + 70


def footer(pg: Page, emp: Employer, with_cnss: bool = True) -> None:
    bits = [emp.name, f"{emp.address[0]}, {emp.city}", f"ICE {emp.ice}"]
    if with_cnss:
        bits.append(f"Affiliation CNSS n° {emp.cnss}")
    pg.line(50, pg.h - 48, pg.w - 50, pg.h - 48, "#999999", 0.5)
    pg.fit(pg.w / 2 - 245, pg.h - 36, "  ·  ".join(bits), 490, size=7, color="#666666")


# -- payslips --------------------------------------------------------------------------------------------------


def payslip(pg: Page, case, v: dict, pay: dict, period: tuple[int, int], cin: str, emp: Employer) -> dict:
    layout = emp.slip
    y, m = period
    labels = {
        "applicant_name": case.name,
        "employer": emp.name,
        "employer_cnss": emp.cnss,
        "cnss_number": case.cnss_no,
        "hire_date": case.hire.isoformat(),
        "contract_type": case.contract,
        "position": case.position,
        "pay_period": f"{y:04d}-{m:02d}",
        "gross_salary": pay["gross"],
        "net_salary": pay["net"],
    }
    if cin:
        labels["cin"] = cin
    fn = {
        "grid": slip_grid,
        "plain": slip_plain,
        "public": slip_public,
        "english": slip_english,
        "modern": slip_modern,
    }[layout]
    shown = fn(pg, case, v, pay, period, cin, emp)
    if shown.get("dob"):
        labels["date_of_birth"] = case.p.dob.isoformat()
    for k in shown.get("hide", ()):
        labels.pop(k, None)
    return labels


def _ded_rows(pay: dict, st: str) -> list[list[str]]:
    base = min(pay["taxable"], 6000.0)
    return [
        ["Cotisation CNSS", amount(base, st), "4,48 %", amount(pay["cnss"], st)],
        ["AMO", amount(pay["taxable"], st), "2,26 %", amount(pay["amo"], st)],
        ["Impôt sur le revenu (IR)", amount(pay["net_taxable"], st), "", amount(pay["ir"], st)],
    ]


def slip_grid(pg, case, v, pay, period, cin, emp):
    """A payroll bureau's grid: boxed header, one table with base/rate/gain/retenue, year-to-date strip."""
    y0, m0 = period
    st = v["amt"]
    pg.rect(30, 30, pg.w - 60, 54, stroke="#000000", width=0.8)
    pg.fit(38, 48, emp.name, 300, size=11, bold=True)
    pg.text(38, 61, f"{emp.address[0]}, {emp.city}", 7.5)
    pg.text(38, 73, f"N° CNSS employeur : {emp.cnss}     ICE : {emp.ice}", 7.5)
    title = v.get("title", "BULLETIN DE PAIE")
    pg.rect(pg.w - 200, 30, 170, 54, fill="#DDE4EE", stroke="#000000", width=0.8)
    pg.text(pg.w - 115, 50, title, 11, True, align="center")
    pg.text(pg.w - 115, 66, f"Période : {month_fr(y0, m0)}", 8.5, align="center")
    pg.text(pg.w - 115, 78, f"du 01/{m0:02d}/{y0} au {last_day(y0, m0).strftime('%d/%m/%Y')}", 7, align="center")
    rows = [
        ["Matricule", "Nom et prénom", "CIN", "N° CNSS", "Date d'embauche"],
        [
            f"{int(case.cid[1:]) * 41 + 100:05d}",
            person_name(case, v["name"]),
            cin or "—",
            case.cnss_no,
            fdate(case.hire, v["date"]),
        ],
        ["Emploi", "Contrat", "Situation fam.", "Enfants", "Catégorie"],
        [
            case.position,
            CONTRACT_WORDS[case.contract][1],
            "Marié(e)" if case.dependants else "Célibataire",
            str(max(case.dependants - 1, 0)),
            "Agent de maîtrise",
        ],
    ]
    widths = [70, 170, 80, 100, 115]
    pg.table(30, 92, widths, rows[:2], size=8, row_h=15, head_fill="#EEEEEE")
    yy = pg.table(30, 122, widths, rows[2:], size=8, row_h=15, head_fill="#EEEEEE")
    body = [["Code", "Rubrique", "Base", "Taux", "Gains", "Retenues"]]
    for i, (lbl, amt) in enumerate(pay["gains"]):
        body.append([f"{100 + i * 10}", lbl, "", "", amount(amt, st), ""])
    for i, (lbl, base, rate, amt) in enumerate(_ded_rows(pay, st)):
        body.append([f"{500 + i * 10}", lbl, base, rate, "", amt])
    body.append(["", "TOTAUX", "", "", amount(pay["gross"], st), amount(pay["total_ded"], st)])
    yy = pg.table(
        30,
        yy + 14,
        [40, 190, 80, 50, 88, 87],
        body,
        size=8.2,
        row_h=16,
        aligns="llrrrr",
        head_fill="#DDE4EE",
        bold_rows=(len(body) - 1,),
    )
    pg.rect(pg.w - 205, yy + 12, 175, 30, fill="#DDE4EE", stroke="#000000", width=0.8)
    pg.text(pg.w - 198, yy + 31, "NET À PAYER", 10, True)
    pg.text(pg.w - 36, yy + 31, amount(pay["net"], st) + " DH", 10, True, align="right")
    months = period[1]
    cum = [
        ["Cumuls", "Brut imposable", "Net imposable", "IR retenu", "Jours travaillés"],
        [
            f"Janvier à {month_fr(y0, m0).split()[0].lower()}",
            amount(pay["taxable"] * months, st),
            amount(pay["net_taxable"] * months, st),
            amount(pay["ir"] * months, st),
            str(26 * months),
        ],
    ]
    yy = pg.table(30, yy + 58, [105, 110, 110, 100, 110], cum, size=8, row_h=15, aligns="lrrrr")
    pg.text(
        30,
        yy + 18,
        f"Mode de paiement : virement bancaire — RIB {case.rib[:3]} {case.rib[3:6]} ... {case.rib[-2:]}",
        7.5,
        color="#333333",
    )
    pg.text(
        30,
        pg.h - 40,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
        7,
        italic=True,
        color="#555555",
    )
    return {}


def slip_plain(pg, case, v, pay, period, cin, emp):
    """A small firm's plain sheet: centred title, employee block, a gains/retenues table."""
    y0, m0 = period
    st = v["amt"]
    pg.text(50, 60, emp.name, 14, True)
    pg.text(50, 75, f"{emp.address[0]} — {emp.city}", 8.5)
    pg.text(50, 87, f"CNSS n° {emp.cnss}  |  ICE {emp.ice}", 8.5)
    title = v.get("title", "Bulletin de salaire")
    pg.text(pg.w / 2, 130, title.upper(), 15, True, align="center")
    pg.text(pg.w / 2, 147, f"Mois de {month_fr(y0, m0).lower()}", 10, italic=True, align="center")
    pairs = [
        ("Salarié", person_name(case, v["name"])),
        ("Fonction", case.position),
        ("Date d'entrée", fdate(case.hire, v["date"])),
        ("Type de contrat", CONTRACT_WORDS[case.contract][0]),
        ("N° CNSS", case.cnss_no),
    ]
    if cin:
        pairs.insert(1, ("C.I.N.", cin))
    dob = v.get("dob", False)
    if dob:
        pairs.append(("Date de naissance", fdate(case.p.dob, v["date"])))
    yy = pg.fields(60, 180, pairs, 120, size=10, leading=16)
    rows = [["Désignation", "Gains (DH)", "Retenues (DH)"]]
    rows += [[lbl, amount(a, st), ""] for lbl, a in pay["gains"]]
    rows.append(["Salaire brut", amount(pay["gross"], st), ""])
    rows += [[r[0] + (f" ({r[2]})" if r[2] else ""), "", r[3]] for r in _ded_rows(pay, st)]
    rows.append(["Total des retenues", "", amount(pay["total_ded"], st)])
    yy = pg.table(
        50,
        yy + 14,
        [275, 110, 110],
        rows,
        size=9.5,
        row_h=18,
        aligns="lrr",
        head_fill="#EFEFEF",
        bold_rows=(len(pay["gains"]) + 1, len(rows) - 1),
        grid_width=0.4,
    )
    pg.rect(50, yy + 14, 495, 24, stroke="#000000", width=1)
    pg.text(60, yy + 30, "Net à payer", 11, True)
    pg.text(535, yy + 30, f"{amount(pay['net'], st)} DH", 11, True, align="right")
    pg.text(60, yy + 60, f"Payé par virement le {fdate(last_day(y0, m0), 'slash')}.", 9, italic=True)
    pg.text(400, yy + 100, "Signature et cachet", 9)
    pg.rect_stamp(390, yy + 110, [emp.name[:34], emp.city.upper()], color="#1D3C78")
    return {"dob": dob}


def slip_public(pg, case, v, pay, period, cin, emp):
    """A public body's form: kingdom header, boxed identity grid, a two-part table."""
    y0, m0 = period
    st = v["amt"]
    pg.text(50, 50, "ROYAUME DU MAROC", 10, True)
    pg.fit(50, 64, emp.name, 320, size=9)
    pg.text(50, 76, "Direction des Affaires Administratives et Financières", 8.5, italic=True)
    pg.text(50, 88, "Service du Personnel", 8.5, italic=True)
    pg.logo(pg.w - 90, 40, 40, emp.logo, emp.colour, "#888888")
    pg.rect(50, 108, pg.w - 100, 26, fill="#E9E9E9", stroke="#000000")
    pg.text(
        pg.w / 2, 126, f"{v.get('title', 'ÉTAT DE SALAIRE')} — {month_fr(y0, m0).upper()}", 12, True, align="center"
    )
    cells = [
        ("Nom et prénom", person_name(case, v["name"])),
        ("CIN", cin or "—"),
        ("Grade / Fonction", case.position),
        ("Immatriculation CNSS", case.cnss_no),
        ("Date de recrutement", fdate(case.hire, v["date"])),
        ("Statut", CONTRACT_WORDS[case.contract][0]),
        ("N° affiliation CNSS de l'organisme", emp.cnss),
        ("Échelle / Échelon", "11 / 5"),
    ]
    yy = 144
    for i in range(0, len(cells), 2):
        for j in range(2):
            k, s = cells[i + j]
            x = 50 + j * 247.5
            pg.rect(x, yy, 247.5, 30, stroke="#000000", width=0.5)
            pg.text(x + 5, yy + 11, k, 7, color="#444444")
            pg.fit(x + 5, yy + 24, s, 237, size=9.5, bold=True)
        yy += 30
    rows = [["Éléments", "Montant"]] + [[lbl, amount(a, st)] for lbl, a in pay["gains"]]
    rows.append(["Traitement brut mensuel", amount(pay["gross"], st)])
    y1 = pg.table(50, yy + 16, [160, 85], rows, size=8.5, row_h=17, aligns="lr", bold_rows=(len(rows) - 1,))
    rows2 = [["Retenues", "Montant"]] + [[r[0], r[3]] for r in _ded_rows(pay, st)]
    rows2.append(["Total retenues", amount(pay["total_ded"], st)])
    y2 = pg.table(300, yy + 16, [160, 85], rows2, size=8.5, row_h=17, aligns="lr", bold_rows=(len(rows2) - 1,))
    yy = max(y1, y2) + 20
    pg.rect(300, yy, 245, 26, fill="#E9E9E9", stroke="#000000")
    pg.text(306, yy + 17, "NET À PAYER", 10, True)
    pg.text(539, yy + 17, amount(pay["net"], st), 10, True, align="right")
    pg.text(50, yy + 17, "Montants exprimés en dirhams.", 8, italic=True)
    pg.text(380, yy + 70, f"{emp.city}, le {fdate(last_day(y0, m0), 'slash')}", 9)
    pg.stamp(450, yy + 125, 36, emp.name[:30], "SERVICE DU PERSONNEL", color="#3A3A8C")
    return {}


def slip_english(pg, case, v, pay, period, cin, emp):
    """An English-speaking multinational's payslip: earnings and deductions side by side, MAD amounts."""
    y0, m0 = period
    pg.rect(0, 0, pg.w, 70, fill=emp.colour)
    pg.logo(40, 18, 34, emp.logo, "#FFFFFF", "#DDDDDD")
    pg.fit(84, 34, emp.name, 300, size=13, bold=True, color="#FFFFFF")
    pg.text(84, 50, f"{emp.address[0]}, {emp.city}", 8, color="#EEEEEE")
    pg.text(pg.w - 40, 36, v.get("title", "Payslip"), 18, True, color="#FFFFFF", align="right")
    pg.text(pg.w - 40, 54, f"{MONTHS[m0 - 1]} {y0}", 10, color="#FFFFFF", align="right")
    left = [
        ("Employee", person_name(case, v["name"])),
        ("Job title", case.position),
        ("Hire date", fdate(case.hire, "en")),
        ("Contract", CONTRACT_WORDS[case.contract][2]),
    ]
    right = [
        ("Employee ID", f"E-{int(case.cid[1:]) * 173 + 4000}"),
        ("CNSS No.", case.cnss_no),
        ("National ID (CIN)", cin or "—"),
        ("Employer CNSS No.", emp.cnss),
    ]
    pg.fields(40, 100, left, 80, size=9, leading=15)
    pg.fields(320, 100, right, 100, size=9, leading=15)
    yy = 172
    pg.text(40, yy, "Earnings", 11, True, color=emp.colour)
    pg.text(310, yy, "Deductions", 11, True, color=emp.colour)
    en = {
        "Salaire de base": "Basic salary",
        "Cotisation CNSS": "CNSS (social security)",
        "AMO": "AMO (health insurance)",
        "Impôt sur le revenu": "Income tax (IR)",
    }
    e_rows = [["Item", "MAD"]] + [
        [en.get(lbl, lbl.replace("Prime d'ancienneté", "Seniority bonus")), amount(a, "en")] for lbl, a in pay["gains"]
    ]
    d_rows = [["Item", "MAD"]] + [[en[lbl], amount(a, "en")] for lbl, a, _ in pay["deductions"]]
    pg.table(
        40,
        yy + 8,
        [170, 80],
        e_rows,
        size=8.5,
        row_h=17,
        aligns="lr",
        head_fill="#EEEEF4",
        grid="#BBBBBB",
        outer_only=True,
    )
    pg.table(
        310,
        yy + 8,
        [170, 75],
        d_rows,
        size=8.5,
        row_h=17,
        aligns="lr",
        head_fill="#EEEEF4",
        grid="#BBBBBB",
        outer_only=True,
    )
    yy += 8 + 17 * max(len(e_rows), len(d_rows)) + 12
    pg.text(40, yy + 12, "Gross pay", 10, True)
    pg.text(290, yy + 12, f"MAD {amount(pay['gross'], 'en')}", 10, True, align="right")
    pg.text(310, yy + 12, "Total deductions", 10, True)
    pg.text(555, yy + 12, f"MAD {amount(pay['total_ded'], 'en')}", 10, True, align="right")
    pg.rect(310, yy + 26, 245, 30, fill=emp.colour, radius=4)
    pg.text(320, yy + 46, "NET PAY", 11, True, color="#FFFFFF")
    pg.text(547, yy + 46, f"MAD {amount(pay['net'], 'en')}", 11, True, color="#FFFFFF", align="right")
    ytd = [
        ["Year to date", "Gross", "Taxable", "Income tax", "Net"],
        [
            "Jan - " + MONTHS[m0 - 1][:3],
            amount(pay["gross"] * m0, "en"),
            amount(pay["net_taxable"] * m0, "en"),
            amount(pay["ir"] * m0, "en"),
            amount(pay["net"] * m0, "en"),
        ],
    ]
    pg.table(
        40,
        yy + 80,
        [100, 100, 100, 100, 115],
        ytd,
        size=8.5,
        row_h=16,
        aligns="lrrrr",
        head_fill="#EEEEF4",
        grid="#BBBBBB",
    )
    pg.text(
        40,
        pg.h - 40,
        "This payslip is issued electronically and is valid without signature.",
        7.5,
        italic=True,
        color="#666666",
    )
    return {}


def slip_modern(pg, case, v, pay, period, cin, emp):
    """A modern payroll package: coloured band, rounded cards, single signed-amount table."""
    y0, m0 = period
    st = v["amt"]
    pg.gradient(0, 0, pg.w, 8, emp.colour, "#FFFFFF")
    pg.logo(40, 30, 30, emp.logo, emp.colour, "#BBBBBB")
    pg.fit(78, 44, emp.name, 280, size=12, bold=True)
    pg.text(78, 57, f"{emp.address[0]}, {emp.city} · CNSS {emp.cnss}", 7.5, color="#555555")
    pg.text(pg.w - 40, 46, v.get("title", "Fiche de paie"), 17, True, color=emp.colour, align="right")
    pg.text(pg.w - 40, 61, f"Période : {m0:02d}/{y0}", 9, align="right")
    pg.rect(40, 80, 250, 96, fill="#F4F6F7", radius=6)
    pg.rect(305, 80, 250, 96, fill="#F4F6F7", radius=6)
    pg.text(50, 96, "SALARIÉ", 7, True, color=emp.colour)
    pg.fit(50, 112, person_name(case, v["name"]), 230, size=10.5, bold=True)
    pg.text(50, 127, case.position, 9)
    if cin:
        pg.text(50, 141, f"CIN {cin}", 9)
    dob = v.get("dob", False)
    if dob:
        pg.text(50, 155, f"Né(e) le {fdate(case.p.dob, v['date'])}", 9)
    pg.text(50, 169, f"Immatriculation CNSS {case.cnss_no}", 9)
    pg.text(315, 96, "CONTRAT", 7, True, color=emp.colour)
    pg.text(315, 112, CONTRACT_WORDS[case.contract][0], 9.5)
    pg.text(315, 127, f"Entrée le {fdate(case.hire, v['date'])}", 9)
    pg.text(315, 141, f"Ancienneté : {(dt.date(y0, m0, 1) - case.hire).days // 365} an(s)", 9)
    pg.text(315, 155, "Horaire : 191 h / mois", 9)
    rows = [["Libellé", "Base", "Taux", "Montant"]]
    rows += [[lbl, "", "", amount(a, st)] for lbl, a in pay["gains"]]
    rows.append(["Salaire brut", "", "", amount(pay["gross"], st)])
    rows += [[r[0], r[1], r[2], "-" + r[3]] for r in _ded_rows(pay, st)]
    yy = pg.table(
        40,
        196,
        [235, 95, 60, 125],
        rows,
        size=9,
        row_h=19,
        aligns="lrrr",
        head_fill=emp.colour,
        head_color="#FFFFFF",
        grid=None,
        zebra="#F4F6F7",
        bold_rows=(len(pay["gains"]) + 1,),
    )
    pg.line(40, yy + 4, 555, yy + 4, emp.colour, 1.5)
    pg.text(50, yy + 26, "Net à payer", 13, True)
    pg.text(545, yy + 26, f"{amount(pay['net'], st)} MAD", 13, True, color=emp.colour, align="right")
    pg.text(
        50, yy + 50, f"Virement sur compte {case.bank.name} le {fdate(last_day(y0, m0), 'slash')}", 8.5, color="#555555"
    )
    return {"dob": dob}


# -- certificates ------------------------------------------------------------------------------------------------


def employment_certificate(pg: Page, case, v: dict, emp: Employer, hire: dt.date, issued: dt.date) -> dict:
    style = emp.cert
    name = person_name(case, v["name"])
    p = case.p
    labels = {
        "applicant_name": case.name,
        "employer": emp.name,
        "hire_date": hire.isoformat(),
        "position": case.position,
        "contract_type": case.contract,
    }
    if p.cin:
        labels["cin"] = p.cin
    ds = v["date"]
    if style == "table":
        y = letterhead(pg, emp, right=True)
        pg.text(pg.w / 2, y + 30, "ATTESTATION DE TRAVAIL", 16, True, align="center", spacing=1)
        y = pg.para(
            60,
            y + 70,
            475,
            f"La société {emp.name}, affiliée à la Caisse Nationale de Sécurité Sociale "
            f"sous le numéro {emp.cnss}, atteste que la personne désignée ci-dessous fait partie de son "
            "personnel :",
            10.5,
        )
        rows = [
            ["Nom et prénom", name],
            ["N° CIN", p.cin or "—"],
            ["Date de naissance", fdate(p.dob, ds)],
            ["Fonction", case.position],
            ["Date d'embauche", fdate(hire, ds)],
            ["Nature du contrat", CONTRACT_WORDS[case.contract][0]],
        ]
        y = pg.table(60, y + 6, [170, 305], rows, size=10, row_h=22, header=False, aligns="ll")
        labels["date_of_birth"] = p.dob.isoformat()
        labels["employer_cnss"] = emp.cnss
        y = pg.para(
            60,
            y + 30,
            475,
            "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour "
            "servir et valoir ce que de droit.",
            10.5,
        )
        pg.text(340, y + 30, f"Fait à {emp.city}, le {fdate(issued, 'slash')}", 10)
        pg.text(340, y + 50, emp.signatory, 10, True)
        pg.text(340, y + 64, emp.title, 9, italic=True)
        pg.signature(350, y + 100, 90, int(case.cid[1:]) * 11)
        pg.stamp(470, y + 110, 40, emp.name[:32], emp.city.upper())
        footer(pg, emp)
    elif style in ("letter", "official"):
        if style == "official":
            pg.text(50, 50, "ROYAUME DU MAROC", 10, True)
            pg.fit(50, 64, emp.name, 330, size=9.5)
            pg.text(50, 77, "Service du Personnel", 9, italic=True)
            pg.text(50, 90, f"N° {int(case.cid[1:]) * 7 + 300}/SP/{issued.year}", 9)
            pg.logo(pg.w - 96, 42, 44, emp.logo, emp.colour, "#888888")
            y = 140
            title = "ATTESTATION DE TRAVAIL"
        else:
            y = letterhead(pg, emp)
            title = "Certificat de travail" if v.get("certificat") else "Attestation de travail"
        pg.text(pg.w - 60, y, f"{emp.city}, le {fdate(issued, 'long')}", 10, align="right")
        pg.text(60, y + 40, f"Objet : {title}", 11, True)
        pg.line(60, y + 43, 60 + pg.width(f"Objet : {title}", 11, True), y + 43, width=0.6)
        cin_part = f", titulaire de la CIN n° {p.cin}" if p.cin else ""
        born = f", né{'e' if p.sex == 'F' else ''} le {fdate(p.dob, ds)} à {p.pob.title()}" if v.get("dob") else ""
        if born:
            labels["date_of_birth"] = p.dob.isoformat()
        who = "Nous soussignés" if style == "letter" else "Le Directeur soussigné"
        body = (
            f"{who}, {emp.name}, dont le siège est sis {emp.address[0]}, {emp.city}, certifi"
            f"{'ons' if style == 'letter' else 'e'} que {name}{born}{cin_part}, est employé"
            f"{'e' if p.sex == 'F' else ''} au sein de notre {'société' if style == 'letter' else 'organisme'} "
            f"depuis le {fdate(hire, ds)} en qualité de {case.position}, dans le cadre d'un "
            f"{CONTRACT_WORDS[case.contract][0].lower()}."
        )
        y = pg.para(60, y + 80, 475, body, 11, 1.6, justify=True, face=emp.face)
        y = pg.para(
            60,
            y + 12,
            475,
            f"{'Il' if p.sex == 'M' else 'Elle'} fait toujours partie de notre personnel à la date de la présente.",
            11,
            1.6,
            face=emp.face,
        )
        y = pg.para(
            60,
            y + 12,
            475,
            "Cette attestation est délivrée à la demande de l'intéressé"
            f"{'e' if p.sex == 'F' else ''} pour servir et valoir ce que de droit.",
            11,
            1.6,
            face=emp.face,
        )
        pg.text(350, y + 40, emp.signatory, 10.5, True)
        pg.text(350, y + 55, emp.title, 9.5, italic=True)
        pg.signature(360, y + 95, 80, int(case.cid[1:]) * 13)
        if style == "official":
            pg.stamp(460, y + 100, 42, emp.name[:30], "LE DIRECTEUR", color="#2D3A8C")
        else:
            pg.rect_stamp(330, y + 110, [emp.name[:36], emp.address[0][:36], f"{emp.city.upper()}"])
        footer(pg, emp, with_cnss=False)
    else:  # letter_en
        pg.rect(0, 0, 12, pg.h, fill=emp.colour)
        pg.logo(50, 46, 30, emp.logo, emp.colour, "#BBBBBB")
        pg.text(90, 66, emp.name, 13, True, color=emp.colour)
        pg.text(pg.w - 50, 110, fdate(issued, "en"), 10, align="right")
        pg.text(50, 150, "EMPLOYMENT CERTIFICATE", 15, True)
        pg.text(50, 168, "Attestation de travail", 10, italic=True, color="#666666")
        body = (
            f"We, {emp.name}, hereby certify that {name}, holder of national identity card no. {p.cin}, has "
            f"been employed by our company since {fdate(hire, 'en')} as {case.position}, under "
            f"{'an' if case.contract == 'ANAPEC' else 'a'} {_en_contract(case.contract)} contract."
        )
        y = pg.para(50, 210, 495, body, 11, 1.6, face=emp.face)
        y = pg.para(
            50,
            y + 12,
            495,
            "This certificate is issued at the employee's request for whatever purpose it may serve.",
            11,
            1.6,
            face=emp.face,
        )
        pg.text(50, y + 40, emp.signatory, 10.5, True)
        pg.text(50, y + 55, emp.title, 9.5)
        pg.signature(60, y + 92, 80, int(case.cid[1:]) * 17)
        footer(pg, emp)
    return labels


def salary_certificate(pg: Page, case, v: dict, emp: Employer, pay: dict, issued: dt.date) -> dict:
    p = case.p
    name = person_name(case, v["name"])
    st = v["amt"]
    labels = {
        "applicant_name": case.name,
        "employer": emp.name,
        "hire_date": case.hire.isoformat(),
        "position": case.position,
        "gross_salary": pay["gross"],
        "net_salary": pay["net"],
    }
    if p.cin:
        labels["cin"] = p.cin
    if v.get("table"):
        y = letterhead(pg, emp, right=True)
        pg.text(pg.w / 2, y + 30, "ATTESTATION DE SALAIRE", 16, True, align="center")
        y = pg.para(60, y + 70, 475, f"Nous soussignés, {emp.name}, attestons que :", 10.5)
        rows = [
            ["Nom et prénom", name],
            ["CIN", p.cin or "—"],
            ["Emploi occupé", case.position],
            ["Date d'entrée", fdate(case.hire, v["date"])],
            ["Salaire mensuel brut", f"{amount(pay['gross'], st)} DH"],
            ["Salaire mensuel net", f"{amount(pay['net'], st)} DH"],
        ]
        y = pg.table(60, y + 6, [170, 305], rows, size=10, row_h=22, header=False)
        y = pg.para(60, y + 28, 475, "Attestation délivrée pour servir et valoir ce que de droit.", 10.5)
    else:
        y = letterhead(pg, emp)
        pg.text(pg.w - 60, y, f"{emp.city}, le {fdate(issued, 'long')}", 10, align="right")
        pg.text(pg.w / 2, y + 50, "ATTESTATION DE SALAIRE", 15, True, align="center")
        cin_part = f", CIN n° {p.cin}" if p.cin else ""
        body = (
            f"Nous soussignés, {emp.name}, certifions que {name}{cin_part}, occupe le poste de {case.position} "
            f"dans notre établissement depuis le {fdate(case.hire, v['date'])}, et perçoit un salaire mensuel brut "
            f"de {amount(pay['gross'], st)} dirhams, soit un salaire net mensuel de {amount(pay['net'], st)} "
            "dirhams, après déduction des cotisations sociales (CNSS, AMO) et de l'impôt sur le revenu."
        )
        y = pg.para(60, y + 95, 475, body, 11, 1.6, justify=True, face=emp.face)
        y = pg.para(
            60,
            y + 12,
            475,
            "La présente attestation est délivrée à l'intéressé(e) sur sa demande pour "
            "servir et valoir ce que de droit.",
            11,
            1.6,
            face=emp.face,
        )
    pg.text(340, y + 40, f"Pour {emp.name}"[:48], 9.5, italic=True)
    pg.text(340, y + 56, emp.signatory, 10.5, True)
    pg.text(340, y + 70, emp.title, 9, italic=True)
    pg.signature(350, y + 105, 80, int(case.cid[1:]) * 19)
    pg.stamp(480, y + 110, 38, emp.name[:30], emp.city.upper(), color="#27408B")
    footer(pg, emp)
    return labels


def cnss_certificate(pg: Page, case, v: dict, emp: Employer, affiliation: dt.date, issued: dt.date) -> dict:
    p = case.p
    pg.rect(0, 0, pg.w, 92, fill="#0B5394")
    pg.circle(70, 46, 26, fill="#FFFFFF")
    pg.logo(52, 28, 36, 4, "#0B5394", "#6AA84F")
    pg.text(110, 40, "ROYAUME DU MAROC", 9, True, color="#FFFFFF")
    pg.text(110, 58, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 14, True, color="#FFFFFF")
    pg.text(110, 74, f"Direction régionale — agence de {emp.city}", 9, color="#DDE8F5")
    title = "ATTESTATION D'IMMATRICULATION" if v.get("immat", True) else "ATTESTATION D'AFFILIATION"
    pg.text(pg.w / 2, 140, title, 15, True, align="center", color="#0B5394")
    pg.text(
        pg.w / 2,
        158,
        f"Édition du {fdate(issued, 'slash')} — Réf. {int(case.cid[1:]) * 90017 + 4000000}",
        8.5,
        align="center",
        color="#555555",
    )
    y = pg.para(
        60,
        196,
        475,
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) "
        "ci-après est immatriculé(e) au régime de sécurité sociale :",
        10.5,
    )
    rows = [("Nom", p.surname), ("Prénom", p.given), ("N° d'immatriculation", case.cnss_no)]
    if p.cin:
        rows.append(("N° CIN", p.cin))
    rows += [("Date de naissance", fdate(p.dob, v["date"])), ("Date d'immatriculation", fdate(affiliation, v["date"]))]
    show_emp = v.get("employer", True)
    if show_emp:
        rows += [("Employeur actuel", emp.name), ("N° d'affiliation employeur", emp.cnss)]
    yy = y + 8
    for k, s in rows:
        pg.rect(60, yy, 190, 22, fill="#EAF1FB", stroke="#9FB7D6", width=0.5)
        pg.rect(250, yy, 285, 22, stroke="#9FB7D6", width=0.5)
        pg.text(66, yy + 15, k, 9.5, True, color="#0B5394")
        pg.fit(256, yy + 15, s, 273, size=10)
        yy += 22
    pg.para(
        60,
        yy + 30,
        475,
        "Cette attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de "
        "droit. Elle ne vaut pas attestation de droits aux prestations.",
        9.5,
        italic=True,
    )
    pg.stamp(440, yy + 130, 44, "CNSS AGENCE " + emp.city.upper(), "DÉLIVRÉ", color="#0B5394", angle=8)
    pg.text(60, pg.h - 40, "www.cnss.ma  ·  Allo CNSS 080 200 72 72", 8, color="#666666")
    labels = {
        "applicant_name": case.name,
        "cnss_number": case.cnss_no,
        "date_of_birth": p.dob.isoformat(),
        "affiliation_date": affiliation.isoformat(),
    }
    if p.cin:
        labels["cin"] = p.cin
    if show_emp:
        labels["employer"] = emp.name
        labels["employer_cnss"] = emp.cnss
    return labels


# -- others --------------------------------------------------------------------------------------------------------


def utility_bill(pg: Page, case, v: dict, issued: dt.date) -> dict:
    pg.rect(0, 0, pg.w, 80, fill="#00838F")
    pg.text(40, 38, "RADEEM", 22, True, color="#FFFFFF")
    pg.text(40, 58, "Régie Autonome de Distribution d'Eau et d'Électricité", 9, color="#E0F7FA")
    pg.text(pg.w - 40, 44, "FACTURE", 18, True, color="#FFFFFF", align="right")
    pg.text(pg.w - 40, 62, f"N° {int(case.cid[1:]) * 771031 + 10000000}", 9, color="#FFFFFF", align="right")
    pg.rect(320, 100, 235, 80, stroke="#00838F", radius=6)
    pg.text(330, 118, person_name(case, "civsg"), 10, True)
    yy = 133
    for line in case.p.address:
        pg.text(330, yy, line, 9)
        yy += 13
    pg.fields(
        40,
        118,
        [
            ("Contrat", f"{int(case.cid[1:]) * 4471 + 200000}"),
            ("Date", fdate(issued, "slash")),
            ("Échéance", fdate(issued + dt.timedelta(days=15), "slash")),
        ],
        70,
        size=9,
        leading=14,
    )
    rows = [
        ["Rubrique", "Ancien index", "Nouvel index", "Consommation", "Montant TTC"],
        ["Électricité (kWh)", "18 422", "18 671", "249", "312,40"],
        ["Eau (m³)", "2 105", "2 127", "22", "96,15"],
        ["Assainissement", "", "", "22", "41,80"],
        ["Redevances et taxes", "", "", "", "38,20"],
    ]
    yy = pg.table(40, 210, [170, 85, 85, 85, 90], rows, size=9, row_h=18, aligns="lrrrr", head_fill="#B2EBF2")
    pg.rect(375, yy + 16, 180, 26, fill="#00838F")
    pg.text(385, yy + 33, "Total à payer", 10, True, color="#FFFFFF")
    pg.text(548, yy + 33, "488,55 DH", 10, True, color="#FFFFFF", align="right")
    return {}


def lease(pg: Page, case, v: dict, issued: dt.date) -> dict:
    pg.text(pg.w / 2, 70, "CONTRAT DE BAIL À USAGE D'HABITATION", 14, True, align="center", face="lserif")
    y = pg.para(60, 120, 475, "Entre les soussignés :", 11, face="lserif")
    y = pg.para(
        60,
        y + 6,
        475,
        "M. Abderrahim Guessous, demeurant à Rabat, ci-après dénommé « le bailleur », d'une part,",
        11,
        1.5,
        face="lserif",
    )
    y = pg.para(
        60,
        y + 6,
        475,
        f"et {person_name(case, 'civ')}, ci-après dénommé(e) « le preneur », d'autre part,",
        11,
        1.5,
        face="lserif",
    )
    y = pg.para(60, y + 10, 475, "Il a été convenu et arrêté ce qui suit :", 11, face="lserif")
    arts = [
        (
            "Article 1 — Objet",
            f"Le bailleur donne en location au preneur un appartement situé {case.p.address[0]}, "
            f"{case.p.address[1]}, comprenant trois pièces, cuisine et salle d'eau.",
        ),
        (
            "Article 2 — Durée",
            f"Le bail est consenti pour une durée d'une année à compter du "
            f"{fdate(issued, 'long')}, renouvelable par tacite reconduction.",
        ),
        (
            "Article 3 — Loyer",
            "Le loyer mensuel est fixé à 3 800,00 dirhams, payable d'avance le cinq de "
            "chaque mois. Un dépôt de garantie de deux mois de loyer a été versé ce jour.",
        ),
        ("Article 4 — Charges", "Les consommations d'eau et d'électricité sont à la charge du preneur."),
    ]
    for head, text in arts:
        pg.text(60, y + 14, head, 11, True, face="lserif")
        y = pg.para(60, y + 32, 475, text, 10.5, 1.5, justify=True, face="lserif")
    pg.text(60, y + 40, f"Fait en deux exemplaires, le {fdate(issued, 'slash')}", 10.5, face="lserif")
    pg.text(80, y + 80, "Le bailleur", 10.5, True, face="lserif")
    pg.text(380, y + 80, "Le preneur", 10.5, True, face="lserif")
    pg.signature(80, y + 115, 70, 91)
    pg.signature(380, y + 115, 70, int(case.cid[1:]) * 23)
    pg.rect_stamp(
        200, y + 140, ["COMMUNE URBAINE", "SERVICE DE LÉGALISATION", "SIGNATURE LÉGALISÉE"], color="#5B2C6F", angle=6
    )
    return {}
