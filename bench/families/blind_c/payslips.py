"""Payslips: five layouts (payroll software grid, coloured band, cooperative 'fiche', Treasury, English)."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import CONTRACT_TEXT, fmt_name, footer, legal_line, logo
from .pdfkit import Doc
from .world import Case


def _pay_date(y: int, m: int) -> dt.date:
    d = fmt.month_end(y, m)
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def _ytd(pay: dict, month: int) -> dict:
    ir = sum(d[3] for d in pay["deductions"] if d[0].startswith("Imp"))
    return {"brut": pay["taxable_gross"] * month, "net_imp": pay["net_taxable"] * month, "ir": ir * month}


def _seniority_text(hire: dt.date, at: dt.date) -> str:
    months = (at.year - hire.year) * 12 + at.month - hire.month
    return f"{months // 12} an(s) {months % 12} mois"


# ---------------------------------------------------------------------------------------------------------
def page_grid(pdf: Doc, case: Case, ym, pay, rng: random.Random, page: str):
    p, job, emp = case.person, case.job, case.job.employer
    y_, m_ = ym
    d1, d2 = dt.date(y_, m_, 1), fmt.month_end(y_, m_)
    pdf.add_page()
    pdf.box(12, 10, 112, 36, lw=0.4)
    logo(pdf, 15, 13, emp, 11, "circle")
    pdf.fit(28, 12.5, emp.name, 94, size=9.5, style="B")
    yy = 18
    for ln in emp.address:
        pdf.fit(28, yy, ln, 94, size=7.5)
        yy += 3.6
    pdf.t(28, yy, f"Tél : {emp.phone}", size=7.5)
    pdf.t(15, 34, f"N° Affiliation CNSS : {emp.cnss}", size=7.5, style="B")
    pdf.t(15, 37.6, f"ICE : {emp.ice}   IF : {emp.if_}", size=7.5)
    pdf.t(15, 41.2, f"RC : {emp.rc}   Patente : {emp.patente}", size=7.5)
    pdf.box(128, 10, 70, 36, lw=0.4)
    pdf.fillrect(128.2, 10.2, 69.6, 9, (215, 215, 215))
    pdf.t(163, 11.8, "BULLETIN DE PAIE", size=12.5, style="B", align="C")
    per = f"du {fmt.date(d1)} au {fmt.date(d2)}"
    pdf.t(131, 22, "Période :", size=8)
    pdf.t(148, 22, per, size=8, style="B")
    pdf.t(131, 27, "Date de paiement :", size=8)
    pdf.t(160, 27, fmt.date(_pay_date(y_, m_)), size=8)
    pdf.t(131, 32, "Mode de paiement :", size=8)
    pdf.t(160, 32, "Virement", size=8)
    pdf.t(131, 37, f"Édité le {fmt.date(_pay_date(y_, m_) - dt.timedelta(days=3))}", size=7, color=(90, 90, 90))
    pdf.t(195, 41, page, size=7, align="R", color=(90, 90, 90))
    pdf.note("pay_period", per)
    # employee block
    top = 50
    pdf.box(12, top, 186, 27, lw=0.4)
    name = fmt_name(p, "FAMILY GIVEN")
    contract = CONTRACT_TEXT[job.contract][0] if job.contract else ""
    cols = [
        [("Matricule", job.matricule), ("Nom et prénom", name), ("N° CIN", p.cin), ("N° CNSS", job.cnss_number)],
        [
            ("Emploi", job.position),
            ("Date d'embauche", fmt.date(job.hire_date)),
            ("Ancienneté", _seniority_text(job.hire_date, d2)),
            ("Contrat", contract),
        ],
        [
            ("Situation fam.", "Marié(e)" if p.married else "Célibataire"),
            ("Nbre déductions", str(pay["dependents"])),
            ("Jours travaillés", f"{pay['days']:.2f}"),
            ("Heures", f"{pay['hours']:.2f}"),
        ],
    ]
    xs = [14, 80, 150]
    for ci, col in enumerate(cols):
        for ri, (lab, val) in enumerate(col):
            pdf.t(xs[ci], top + 2 + ri * 6, lab, size=7, color=(70, 70, 70))
            pdf.fit(
                xs[ci] + (22 if ci < 2 else 24) + (2 if ci == 1 else 0),
                top + 2 + ri * 6,
                val,
                42 if ci < 2 else 22,
                size=8,
                style="B",
            )
    pdf.note("applicant_name", name)
    pdf.note("cin", p.cin)
    pdf.note("cnss_number", job.cnss_number)
    pdf.note("position", job.position)
    pdf.note("hire_date", fmt.date(job.hire_date))
    pdf.note("contract_type", contract)
    pdf.note("employer", emp.name)
    pdf.note("employer_cnss", emp.cnss)
    # table
    rows = []
    code = 100
    for label, base, rate, amt, _tax in pay["gains"]:
        rows.append(
            [
                str(code),
                label,
                "" if base is None else fmt.amount(base),
                "" if rate is None else (fmt.amount(rate) if label.startswith("Salaire") else f"{rate:.2f} %"),
                fmt.amount(amt),
                "",
            ]
        )
        code += 10 if code < 200 else 1
    rows.append(["", ("SALAIRE BRUT", "B"), "", "", (fmt.amount(pay["gross"]), "B"), ""])
    code = 500
    for label, base, rate, amt in pay["deductions"]:
        rows.append(
            [
                str(code),
                label,
                "" if base is None else fmt.amount(base),
                "" if rate is None else f"{rate:.2f} %",
                "",
                fmt.amount(amt),
            ]
        )
        code += 10
    widths = [14, 66, 28, 22, 28, 28]
    bottom, _ = pdf.table(
        12,
        81,
        widths,
        ["Code", "Désignation", "Base / Nombre", "Taux", "Gains", "Retenues"],
        rows,
        size=7.8,
        rh=5.4,
        aligns=["C", "L", "R", "R", "R", "R"],
        rules="frame",
        pad_rows=max(0, 22 - len(rows)),
    )
    pdf.box(12, bottom, 186, 7, lw=0.4, fill=(235, 235, 235))
    pdf.t(14, bottom + 1.6, "TOTAUX", size=8, style="B")
    pdf.t(12 + sum(widths[:5]) - 1, bottom + 1.6, fmt.amount(pay["gross"]), size=8, style="B", align="R")
    pdf.t(198 - 1, bottom + 1.6, fmt.amount(pay["total_deductions"]), size=8, style="B", align="R")
    pdf.note("gross_salary", fmt.amount(pay["gross"]))
    # cumuls + net
    cy = bottom + 12
    cum = _ytd(pay, m_)
    pdf.table(
        12,
        cy,
        [30, 30, 30, 30],
        ["Cumul brut imp.", "Cumul net imp.", "Cumul IR", "Jours cumulés"],
        [[fmt.amount(cum["brut"]), fmt.amount(cum["net_imp"]), fmt.amount(cum["ir"]), f"{26 * m_}"]],
        size=7.2,
        rh=6,
        aligns=["R", "R", "R", "R"],
        rules="grid",
    )
    pdf.box(140, cy, 58, 16, lw=0.8)
    pdf.t(169, cy + 1.5, "NET À PAYER", size=9, style="B", align="C")
    pdf.t(169, cy + 7.5, fmt.amount(pay["net"], suffix="DH"), size=13, style="B", align="C")
    pdf.note("net_salary", fmt.amount(pay["net"]))
    rib = case.account.rib
    pdf.t(12, cy + 22, f"Virement sur compte {case.account.bank.name} n° {fmt.rib_groups(rib, 'blocks')}", size=7)
    pdf.t(
        12,
        cy + 26,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
        size=6.8,
        style="I",
        color=(90, 90, 90),
    )
    pdf.t(105, 287, legal_line(emp, style=2), size=6.5, align="C", color=(90, 90, 90))


# ---------------------------------------------------------------------------------------------------------
def page_band(pdf: Doc, case: Case, ym, pay, rng: random.Random, page: str):
    p, job, emp = case.person, case.job, case.job.employer
    y_, m_ = ym
    pdf.add_page()
    pdf.base = "liberation"
    pdf.fillrect(0, 0, 210, 30, emp.color)
    pdf.t(14, 7, "BULLETIN DE SALAIRE", size=18, style="B", color=(255, 255, 255))
    per = fmt.month_label(y_, m_, "fr")
    pdf.t(14, 16, f"Mois de {per}", size=11, color=(255, 255, 255))
    pdf.note("pay_period", per)
    pdf.fit(196, 8, emp.name, 100, size=9.5, style="B", align="R", color=(255, 255, 255))
    pdf.t(196, 13, emp.address[0], size=7.5, align="R", color=(240, 240, 240))
    pdf.t(196, 16.8, emp.address[1], size=7.5, align="R", color=(240, 240, 240))
    pdf.t(196, 20.6, f"CNSS {emp.cnss}  |  ICE {emp.ice}", size=7.5, align="R", color=(240, 240, 240))
    pdf.note("employer", emp.name)
    pdf.note("employer_cnss", emp.cnss)
    name = fmt_name(p, "Given FAMILY")
    contract = CONTRACT_TEXT[job.contract][2] if job.contract else ""
    info = [
        ("SALARIÉ(E)", name),
        ("MATRICULE", job.matricule),
        ("C.I.N.", p.cin),
        ("IMMATRICULATION CNSS", job.cnss_number),
        ("FONCTION", job.position),
        ("ENTRÉE LE", fmt.date(job.hire_date, "-")),
        ("NATURE DU CONTRAT", contract),
        ("PAYÉ LE", fmt.date(_pay_date(y_, m_), "-")),
    ]
    for i, (lab, val) in enumerate(info):
        x = 14 + (i % 4) * 46
        y = 36 + (i // 4) * 13
        pdf.t(x, y, lab, size=6.5, color=(110, 110, 110))
        pdf.fit(x, y + 3.5, val, 44, size=9, style="B")
    for k, v in [
        ("applicant_name", name),
        ("cin", p.cin),
        ("cnss_number", job.cnss_number),
        ("position", job.position),
        ("hire_date", fmt.date(job.hire_date, "-")),
        ("contract_type", contract),
    ]:
        pdf.note(k, v)
    rows = []
    for label, base, rate, amt, _tax in pay["gains"]:
        b = "" if base is None else fmt.amount(base, "dot")
        r = "" if rate is None else (fmt.amount(rate, "dot") if label.startswith("Salaire") else f"{rate:.0f}%")
        rows.append([label, b, r, fmt.amount(amt, "dot"), ""])
    for label, base, rate, amt in pay["deductions"]:
        b = "" if base is None else fmt.amount(base, "dot")
        r = "" if rate is None else f"{rate:.2f}%"
        pat = ""
        if "CNSS" in label:
            pat = fmt.amount(pay["employer_charges"]["CNSS patronale"], "dot")
        elif "AMO" in label:
            pat = fmt.amount(pay["employer_charges"]["AMO patronale"], "dot")
        rows.append([label, b, r, "-" + fmt.amount(amt, "dot"), pat])
    rows.append(
        [
            "Taxe de formation professionnelle",
            "",
            "1.60%",
            "",
            fmt.amount(pay["employer_charges"]["Taxe formation prof."], "dot"),
        ]
    )
    bottom, _ = pdf.table(
        14,
        66,
        [70, 28, 18, 32, 34],
        ["Rubrique", "Base", "Taux", "Montant salarié", "Part employeur"],
        rows,
        size=8.2,
        rh=6.2,
        aligns=["L", "R", "R", "R", "R"],
        rules="h",
        head_fill=(235, 240, 245),
        zebra=(247, 247, 247),
    )
    y = bottom + 8
    pdf.box(14, y, 182, 22, lw=0, fill=(240, 243, 247))
    items = [
        ("Salaire brut", fmt.amount(pay["gross"], "dot", "MAD")),
        ("Total retenues", fmt.amount(pay["total_deductions"], "dot", "MAD")),
        ("Net imposable", fmt.amount(pay["net_taxable"], "dot", "MAD")),
    ]
    for i, (lab, val) in enumerate(items):
        pdf.t(18 + i * 44, y + 4, lab, size=7.5, color=(90, 90, 90))
        pdf.t(18 + i * 44, y + 9, val, size=10, style="B")
    pdf.note("gross_salary", fmt.amount(pay["gross"], "dot"))
    pdf.fillrect(150, y, 46, 22, emp.color)
    pdf.t(173, y + 3.5, "NET À PAYER", size=9, style="B", align="C", color=(255, 255, 255))
    pdf.t(173, y + 10, fmt.amount(pay["net"], "dot", "MAD"), size=12.5, style="B", align="C", color=(255, 255, 255))
    pdf.note("net_salary", fmt.amount(pay["net"], "dot"))
    y += 30
    pdf.t(14, y, f"Cumul annuel brut imposable : {fmt.amount(pay['taxable_gross'] * m_, 'dot')}", size=7.5)
    pdf.t(14, y + 4.5, f"Congés acquis : {1.5 * m_:.1f} j   -   Congés pris : {rng.choice([0, 2, 5])} j", size=7.5)
    pdf.t(14, 284, f"{emp.name} - RC {emp.rc} - IF {emp.if_} - Patente {emp.patente}", size=6.5, color=(120, 120, 120))
    pdf.t(196, 284, page, size=6.5, align="R", color=(120, 120, 120))
    pdf.base = "dejavu"


# ---------------------------------------------------------------------------------------------------------
def page_fiche(pdf: Doc, case: Case, ym, pay, rng: random.Random, page: str):
    p, job, emp = case.person, case.job, case.job.employer
    y_, m_ = ym
    pdf.add_page()
    pdf.base = "freeserif"
    logo(pdf, 15, 10, emp, 14, "leaf")
    pdf.t(33, 10, emp.name, size=11, style="B")
    pdf.t(33, 15.5, ", ".join(emp.address), size=8)
    pdf.t(33, 19.5, f"Tél. {emp.phone} - Affiliée à la CNSS sous le n° {emp.cnss}", size=8)
    if emp.name_ar:
        pdf.ar(195, 24, emp.name_ar, size=10)
    pdf.note("employer", emp.name)
    pdf.note("employer_cnss", emp.cnss)
    pdf.hline(15, 195, 31, 0.6)
    per = fmt.month_label(y_, m_, "FR")
    pdf.t(105, 35, "FICHE DE PAIE", size=15, style="B", align="C")
    pdf.t(105, 42, f"Mois : {per}", size=10, align="C")
    pdf.note("pay_period", per)
    name = fmt_name(p, "FAMILY Given")
    contract = CONTRACT_TEXT[job.contract][1] if job.contract else ""
    left = [
        ("Nom et prénom", name),
        ("CIN", p.cin),
        ("N° d'immatriculation CNSS", job.cnss_number),
        ("Fonction", job.position),
    ]
    right = [
        ("Matricule", job.matricule),
        ("Date d'entrée", fmt.date(job.hire_date, ".")),
        ("Contrat", contract),
        ("Situation", f"{'M' if p.married else 'C'} - {p.children} enf."),
    ]
    for i, (lab, val) in enumerate(left):
        pdf.leader(15, 51 + i * 6.5, 100, lab, val, size=9)
    for i, (lab, val) in enumerate(right):
        pdf.leader(122, 51 + i * 6.5, 73, lab, val, size=9)
    for k, v in [
        ("applicant_name", name),
        ("cin", p.cin),
        ("cnss_number", job.cnss_number),
        ("position", job.position),
        ("hire_date", fmt.date(job.hire_date, ".")),
        ("contract_type", contract),
    ]:
        pdf.note(k, v)
    rows = []
    for label, _base, rate, amt, _tax in pay["gains"]:
        q = "26 j" if label.startswith("Salaire") else ("" if rate is None else f"{rate:.0f} %")
        rows.append([label, q, fmt.amount(amt, "plainc"), ""])
    for label, _base, rate, amt in pay["deductions"]:
        rows.append([label, "" if rate is None else f"{rate:.2f} %", "", fmt.amount(amt, "plainc")])
    bottom, _ = pdf.table(
        15,
        80,
        [84, 26, 35, 35],
        ["Éléments", "Nb / Taux", "À payer", "À retenir"],
        rows,
        size=9,
        rh=6.5,
        aligns=["L", "C", "R", "R"],
        rules="h",
        head_fill=None,
    )
    y = bottom + 5
    pdf.leader(95, y, 100, "Salaire brut global", fmt.amount(pay["gross"], "plainc"), size=9.5)
    pdf.leader(95, y + 6.5, 100, "Total des retenues", fmt.amount(pay["total_deductions"], "plainc"), size=9.5)
    pdf.leader(95, y + 13, 100, "Salaire net imposable", fmt.amount(pay["net_taxable"], "plainc"), size=9.5)
    pdf.box(95, y + 20, 100, 10, lw=0.6)
    pdf.t(98, y + 22.3, "NET À PAYER (DH)", size=10.5, style="B")
    pdf.t(193, y + 22.3, fmt.amount(pay["net"], "plainc"), size=11, style="B", align="R")
    pdf.note("gross_salary", fmt.amount(pay["gross"], "plainc"))
    pdf.note("net_salary", fmt.amount(pay["net"], "plainc"))
    pdf.t(15, y + 36, f"Payé par virement le {fmt.date(_pay_date(y_, m_), '.')}", size=8.5)
    pdf.t(15, y + 41, "Signature du salarié :", size=8.5)
    pdf.t(130, y + 41, "Cachet et visa :", size=8.5)
    pdf.stamp_round(160, y + 58, 13, emp.short, ["Le Trésorier"], rgb=(40, 70, 150), seed=rng.randint(0, 999))
    pdf.signature(148, y + 50, 28, 10, seed=rng.randint(0, 999))
    footer(pdf, emp, style=1, page=page)
    pdf.base = "dejavu"


# ---------------------------------------------------------------------------------------------------------
def page_tgr(pdf: Doc, case: Case, ym, pay, rng: random.Random, page: str):
    p, job, emp = case.person, case.job, case.job.employer
    y_, m_ = ym
    pdf.add_page()
    pdf.t(15, 10, "ROYAUME DU MAROC", size=9, style="B")
    pdf.t(15, 14.5, "Ministère de l'Économie et des Finances", size=8)
    pdf.t(15, 18.5, "Trésorerie Générale du Royaume", size=8, style="B")
    pdf.t(15, 22.5, "Direction des Dépenses de Personnel", size=8)
    pdf.ar(195, 9, "المملكة المغربية", size=11, style="B")
    pdf.ar(195, 15, "وزارة الاقتصاد والمالية", size=10)
    pdf.ar(195, 21, "الخزينة العامة للمملكة", size=10, style="B")
    pdf.ar(195, 27, "مديرية نفقات الموظفين", size=10)
    pdf.box(60, 33, 90, 15, lw=0.5, fill=(235, 242, 235))
    pdf.t(105, 34.5, "BULLETIN DE PAIE", size=12, style="B", align="C")
    pdf.ar(105 + 16, 40.5, "ورقة الأداء", size=12, style="B")
    per = fmt.month_label(y_, m_, "num")
    pdf.t(15, 52, "Mois de paie :", size=9)
    pdf.t(40, 52, per, size=9, style="B")
    pdf.ar(195, 51.5, "شهر الأداء", size=10)
    pdf.note("pay_period", per)
    name = fmt_name(p, "FAMILY GIVEN")
    rows = [
        ("Nom et prénom", name, "الاسم الكامل"),
        ("N° CIN", p.cin, "رقم البطاقة الوطنية"),
        ("Matricule PPR", job.matricule, "رقم التأجير"),
        ("Administration", emp.name, "الإدارة"),
        ("Grade", job.position, "الدرجة"),
        ("Échelle / Échelon", "10 / 5  - Indice 326", "السلم / الرتبة"),
        ("Date de recrutement", fmt.date(job.hire_date), "تاريخ التوظيف"),
        (
            "Situation familiale",
            f"{'Mariée' if p.married else 'Célibataire'} - {p.children} enfant(s)",
            "الحالة العائلية",
        ),
    ]
    y = 59
    for lab, val, lab_ar in rows:
        pdf.box(15, y, 180, 7, lw=0.2)
        pdf.t(17, y + 1.5, lab, size=8, color=(60, 60, 60))
        pdf.fit(62, y + 1.4, val, 88, size=9, style="B")
        pdf.ar(193, y + 0.6, lab_ar, size=9.5)
        y += 7
    for k, v in [
        ("applicant_name", name),
        ("cin", p.cin),
        ("employer", emp.name),
        ("position", job.position),
        ("hire_date", fmt.date(job.hire_date)),
    ]:
        pdf.note(k, v)
    y += 5
    gain_rows = [[str(200 + i), g[0], fmt.amount(g[3])] for i, g in enumerate(pay["gains"])]
    ded_rows = [[str(700 + i), d[0], fmt.amount(d[3])] for i, d in enumerate(pay["deductions"])]
    pdf.t(15, y, "Éléments de rémunération", size=9, style="B")
    pdf.ar(103, y - 0.5, "عناصر الأجرة", size=9.5)
    pdf.t(108, y, "Retenues", size=9, style="B")
    pdf.ar(195, y - 0.5, "الاقتطاعات", size=9.5)
    b1, _ = pdf.table(
        15,
        y + 6,
        [12, 52, 24],
        ["Code", "Libellé", "Montant"],
        gain_rows,
        size=8,
        rh=6,
        aligns=["C", "L", "R"],
        rules="grid",
        head_fill=(235, 242, 235),
        pad_rows=6 - len(gain_rows),
    )
    b2, _ = pdf.table(
        108,
        y + 6,
        [12, 51, 24],
        ["Code", "Libellé", "Montant"],
        ded_rows,
        size=8,
        rh=6,
        aligns=["C", "L", "R"],
        rules="grid",
        head_fill=(235, 242, 235),
        pad_rows=6 - len(ded_rows),
    )
    y = max(b1, b2) + 6
    summary = [
        ("Montant brut", fmt.amount(pay["gross"]), "المبلغ الإجمالي"),
        ("Total des retenues", fmt.amount(pay["total_deductions"]), "مجموع الاقتطاعات"),
        ("Net à payer", fmt.amount(pay["net"]), "الصافي المؤدى"),
    ]
    for i, (lab, val, lab_ar) in enumerate(summary):
        bold = i == 2
        pdf.box(60, y, 135, 8, lw=0.5 if bold else 0.2, fill=(235, 242, 235) if bold else None)
        pdf.t(63, y + 1.8, lab, size=9.5, style="B" if bold else "")
        pdf.t(150, y + 1.8, val, size=10 if bold else 9.5, style="B", align="R")
        pdf.ar(193, y + 0.8, lab_ar, size=10, style="B" if bold else "")
        y += 8
    pdf.note("gross_salary", fmt.amount(pay["gross"]))
    pdf.note("net_salary", fmt.amount(pay["net"]))
    y += 6
    pdf.t(
        15,
        y,
        f"Compte de versement : {case.account.bank.name} - RIB {fmt.rib_groups(case.account.rib, 'whole')}",
        size=8,
    )
    pdf.t(15, y + 5, f"Date de virement : {fmt.date(_pay_date(y_, m_) - dt.timedelta(days=4))}", size=8)
    pdf.qr(170, y + 12, 22, f"TGR-{job.matricule}-{y_}{m_:02d}")
    pdf.t(
        15,
        y + 14,
        "Document édité à partir du portail de la Trésorerie Générale du Royaume.",
        size=7,
        style="I",
        color=(90, 90, 90),
    )
    pdf.t(
        15,
        y + 18,
        f"Référence : DDP/{y_}{m_:02d}/{job.matricule}/{rng.randint(10000, 99999)}",
        size=7,
        color=(90, 90, 90),
    )
    pdf.t(195, 287, page, size=7, align="R", color=(90, 90, 90))


# ---------------------------------------------------------------------------------------------------------
def page_english(pdf: Doc, case: Case, ym, pay, rng: random.Random, page: str):
    p, job, emp = case.person, case.job, case.job.employer
    y_, m_ = ym
    pdf.add_page()
    pdf.base = "noto"
    logo(pdf, 15, 12, emp, 13, "square")
    pdf.t(31, 12, emp.short, size=14, style="B", color=emp.color)
    pdf.t(31, 19, emp.name, size=8.5)
    pdf.note("employer", emp.name)
    pdf.t(195, 12, "PAYSLIP", size=18, style="B", align="R", color=emp.color)
    per = fmt.month_label(y_, m_, "en")
    pdf.t(195, 21, f"Pay period: {per}", size=9, align="R")
    pdf.note("pay_period", per)
    pdf.t(195, 25.5, f"Payment date: {fmt.date(_pay_date(y_, m_), 'en')}", size=9, align="R")
    pdf.hline(15, 195, 32, 0.3, 150)
    name = fmt_name(p, "Given Family")
    contract = "Permanent (CDI)" if job.contract == "CDI" else CONTRACT_TEXT[job.contract][3]
    left = [
        ("Employee", name),
        ("Employee ID", f"NPE-{job.matricule}"),
        ("National ID (CIN)", p.cin),
        ("CNSS number", job.cnss_number),
    ]
    right = [
        ("Job title", job.position),
        ("Date of hire", fmt.date(job.hire_date, "en")),
        ("Contract", contract),
        ("Employer CNSS", emp.cnss),
    ]
    for i, (lab, val) in enumerate(left):
        pdf.t(15, 36 + i * 5.5, lab, size=8, color=(100, 100, 100))
        pdf.t(50, 36 + i * 5.5, val, size=8.5, style="B")
    for i, (lab, val) in enumerate(right):
        pdf.t(110, 36 + i * 5.5, lab, size=8, color=(100, 100, 100))
        pdf.t(142, 36 + i * 5.5, val, size=8.5, style="B")
    for k, v in [
        ("applicant_name", name),
        ("cin", p.cin),
        ("cnss_number", job.cnss_number),
        ("position", job.position),
        ("hire_date", fmt.date(job.hire_date, "en")),
        ("contract_type", contract),
        ("employer_cnss", emp.cnss),
    ]:
        pdf.note(k, v)
    en = {
        "Salaire de base": "Base salary",
        "Prime d'ancienneté": "Seniority bonus",
        "Cotisation CNSS": "CNSS contribution",
        "Cotisation AMO": "AMO health insurance",
        "Cotisation CIMR": "CIMR pension",
        "Impôt sur le revenu": "Income tax (IR)",
    }
    earn = [[en.get(g[0], g[0]), fmt.amount(g[3], "en")] for g in pay["gains"]]
    ded = [[en.get(d[0], d[0]), fmt.amount(d[3], "en")] for d in pay["deductions"]]
    n = max(len(earn), len(ded))
    b1, _ = pdf.table(
        15,
        62,
        [52, 33],
        ["Earnings", "Amount (MAD)"],
        earn,
        size=8.5,
        rh=6.5,
        aligns=["L", "R"],
        rules="h",
        head_fill=(230, 235, 245),
        pad_rows=n - len(earn),
    )
    b2, _ = pdf.table(
        110,
        62,
        [52, 33],
        ["Deductions", "Amount (MAD)"],
        ded,
        size=8.5,
        rh=6.5,
        aligns=["L", "R"],
        rules="h",
        head_fill=(230, 235, 245),
        pad_rows=n - len(ded),
    )
    y = max(b1, b2) + 2
    pdf.t(15, y, "Gross pay", size=9, style="B")
    pdf.t(100, y, fmt.amount(pay["gross"], "en"), size=9, style="B", align="R")
    pdf.t(110, y, "Total deductions", size=9, style="B")
    pdf.t(195, y, fmt.amount(pay["total_deductions"], "en"), size=9, style="B", align="R")
    pdf.note("gross_salary", fmt.amount(pay["gross"], "en"))
    y += 10
    pdf.fillrect(110, y, 85, 12, emp.color)
    pdf.t(113, y + 3, "NET PAY", size=11, style="B", color=(255, 255, 255))
    pdf.t(192, y + 3, f"MAD {fmt.amount(pay['net'], 'en')}", size=11, style="B", align="R", color=(255, 255, 255))
    pdf.note("net_salary", fmt.amount(pay["net"], "en"))
    y += 20
    pdf.t(15, y, "Year to date", size=8.5, style="B")
    ytd = [
        ("Taxable gross YTD", fmt.amount(pay["taxable_gross"] * m_, "en")),
        ("Income tax YTD", fmt.amount(pay["deductions"][-1][3] * m_, "en")),
        ("Net taxable income", fmt.amount(pay["net_taxable"], "en")),
        ("Employer contributions", fmt.amount(sum(pay["employer_charges"].values()), "en")),
    ]
    for i, (lab, val) in enumerate(ytd):
        pdf.t(15, y + 5 + i * 4.5, lab, size=8)
        pdf.t(100, y + 5 + i * 4.5, val, size=8, align="R")
    pdf.t(
        15,
        280,
        f"{emp.name} - {', '.join(emp.address)} - ICE {emp.ice} - RC Rabat {emp.rc} - IF {emp.if_}",
        size=6.5,
        color=(120, 120, 120),
    )
    pdf.t(
        15,
        283.5,
        "This payslip is computer-generated and does not require a signature.",
        size=6.5,
        color=(120, 120, 120),
    )
    pdf.t(195, 283.5, page, size=6.5, align="R", color=(120, 120, 120))
    pdf.base = "dejavu"


PAGES = {"grid": page_grid, "band": page_band, "fiche": page_fiche, "tgr": page_tgr, "english": page_english}


def render(case: Case, dp, rng: random.Random, pay_factor: float = 1.0):
    """One payslip document: one page per month listed (newest first)."""
    from .world import compute_pay

    months = dp.opts.get("months") or [dp.opts["month"]]
    layout = case.job.employer.payslip_layout
    pay = case.job.pay
    factor = dp.opts.get("raise", 1.0)
    if factor != 1.0:
        pay = compute_pay(case.job, case.person, dt.date(2024, 11, 30), factor)
    pdf = Doc(font="dejavu", producer=rng.choice(["Sage Paie i7", "PaieMaroc 5.2", "fpdf2", "Akdital Paie"]))
    for i, ym in enumerate(months):
        page = f"Page {i + 1}/{len(months)}" if len(months) > 1 else "Page 1/1"
        PAGES[layout](pdf, case, ym, pay, rng, page)
    p, job, emp = case.person, case.job, case.job.employer
    labels = {
        "applicant_name": p.full,
        "cin": p.cin,
        "employer": emp.name,
        "hire_date": job.hire_date.isoformat(),
        "position": job.position,
        "pay_period": f"{months[0][0]}-{months[0][1]:02d}",
        "gross_salary": pay["gross"],
        "net_salary": pay["net"],
    }
    if emp.kind != "public":
        labels["employer_cnss"] = emp.cnss
        labels["cnss_number"] = job.cnss_number
    if job.contract:
        labels["contract_type"] = job.contract
    return pdf, labels
