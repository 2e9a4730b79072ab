# ruff: noqa: RUF001
"""Employment and salary certificates: prose letters, bilingual forms, tables, English letters."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random

from . import fmt
from .common import CONTRACT_TEXT, ISSUE, fmt_name, footer, letterhead
from .pdfkit import Doc
from .world import EMPLOYERS, Case, compute_pay

CONTRACT_PROSE = {
    "CDI": "d'un contrat de travail à durée indéterminée",
    "CDD": "d'un contrat de travail à durée déterminée",
    "ANAPEC": "d'un contrat d'insertion ANAPEC",
    "INTERIM": "d'un contrat de travail temporaire (intérim)",
    "STAGE": "d'une convention de stage",
}


def _genre(p, masc: str, fem: str) -> str:
    return masc if p.sex == "M" else fem


def _sign_block(pdf: Doc, emp, x, y, rng, lang="fr", stamp=True):
    pdf.t(x, y, emp.signatory_title, size=9.5, style="B")
    pdf.t(x, y + 5, emp.signatory, size=9.5)
    pdf.signature(x + 2, y + 10, 34, 13, seed=rng.randint(0, 9999))
    if stamp:
        if rng.random() < 0.6:
            pdf.stamp_round(
                x + 45,
                y + 20,
                14,
                f"{emp.short} * {emp.city.upper()} *",
                ["DIRECTION"],
                rgb=rng.choice([(40, 60, 160), (110, 40, 140), (30, 90, 160)]),
                seed=rng.randint(0, 999),
            )
        else:
            lines = [emp.name[:44], emp.address[0][:44], f"Tél. {emp.phone}"]
            if emp.cnss:
                lines.append(f"CNSS {emp.cnss}")
            pdf.stamp_rect(
                x + 18,
                y + 14,
                lines,
                rgb=rng.choice([(40, 60, 160), (110, 40, 140)]),
                size=6.3,
                seed=rng.randint(0, 999),
            )


# ---------------------------------------------------------------------------------------------------------
def emp_letter(pdf: Doc, case: Case, emp, job, rng: random.Random, issue: dt.date, shown: dict):
    p = case.person
    pdf.add_page()
    style = rng.choice(["left", "center", "band"])
    pdf.base = rng.choice(["dejavuserif", "libserif", "notoserif", "liberation"])
    y = letterhead(pdf, emp, style)
    ref = f"Réf. : RH/{issue.year}/{rng.randint(100, 999)}"
    pdf.t(20, y + 2, ref, size=9)
    pdf.t(190, y + 2, f"{emp.city}, le {fmt.date(issue, 'long')}", size=10, align="R")
    title = rng.choice(["ATTESTATION DE TRAVAIL", "ATTESTATION DE TRAVAIL", "ATTESTATION D'EMPLOI"])
    pdf.t(105, y + 22, title, size=16, style="B", align="C")
    tw = pdf.get_string_width(title)
    pdf.hline(105 - tw / 2, 105 + tw / 2, y + 30, 0.5)
    name = fmt_name(p, rng.choice(["Given FAMILY", "FAMILY Given", "GIVEN FAMILY"]))
    hired = fmt.date(job.hire_date, rng.choice(["long", "/"]))
    cnss_clause = f", affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {emp.cnss}" if emp.cnss else ""
    parts = [
        (
            f"Nous soussignés, {emp.name}, dont le siège est situé {', '.join(emp.address)}{cnss_clause}, "
            f"attestons par la présente que {_genre(p, 'Monsieur', 'Madame')} ",
            "",
        ),
        (name, "B"),
        (f", titulaire de la carte nationale d'identité n° {p.cin}", ""),
    ]
    if rng.random() < 0.5:
        parts.append((f", immatriculé{_genre(p, '', 'e')} à la CNSS sous le n° {job.cnss_number}", ""))
        shown["cnss_number"] = job.cnss_number
    parts += [
        (f", est employé{_genre(p, '', 'e')} au sein de notre établissement depuis le {hired} en qualité de ", ""),
        (job.position, "B"),
    ]
    if job.contract:
        parts.append((f", dans le cadre {CONTRACT_PROSE[job.contract]}.", ""))
        shown["contract_type"] = CONTRACT_PROSE[job.contract]
    else:
        parts.append((".", ""))
    yy = pdf.rich(22, y + 42, 166, parts, size=11, lh=1.75)
    yy = pdf.rich(
        22,
        yy + 5,
        166,
        [
            (
                f"{_genre(p, 'Il', 'Elle')} perçoit régulièrement son salaire et ne fait l'objet d'aucune procédure "
                "de licenciement à ce jour.",
                "",
            )
        ],
        size=11,
        lh=1.75,
    )
    yy = pdf.rich(
        22,
        yy + 5,
        166,
        [
            (
                f"La présente attestation est délivrée à l'intéressé{_genre(p, '', 'e')} sur sa demande, "
                "pour servir et "
                "valoir ce que de droit.",
                "",
            )
        ],
        size=11,
        lh=1.75,
    )
    _sign_block(pdf, emp, 120, yy + 14, rng)
    footer(pdf, emp, style=rng.randint(0, 2))
    shown.update(
        {"applicant_name": name, "cin": p.cin, "employer": emp.name, "hire_date": hired, "position": job.position}
    )
    if emp.cnss:
        shown["employer_cnss"] = emp.cnss
    pdf.base = "dejavu"


def emp_form_ar(pdf: Doc, case: Case, emp, job, rng: random.Random, issue: dt.date, shown: dict):
    p = case.person
    pdf.add_page()
    y = letterhead(pdf, emp, "bilingual")
    pdf.box(45, y + 2, 120, 20, lw=0.6, fill=(245, 245, 240))
    pdf.ar(105 + 22, y + 3, "شهادة العمل", size=17, style="B")
    pdf.t(105, y + 13.5, "ATTESTATION DE TRAVAIL", size=12, style="B", align="C", family="dejavuserif")
    y += 30
    intro_ar = "يشهد الموقع أسفله أن السيد(ة) المذكور(ة) أدناه يعمل لدى مؤسستنا"
    pdf.ar(192, y, intro_ar, size=11.5)
    pdf.t(
        18,
        y + 9,
        f"Le soussigné, {emp.signatory}, {emp.signatory_title}, certifie que :",
        size=9.5,
        family="dejavuserif",
    )
    y += 18
    name = fmt_name(p, "FAMILY GIVEN")
    hired = fmt.date(job.hire_date, ".")
    rows = [
        ("Nom et prénom", name, "الاسم الكامل"),
        ("N° CIN", p.cin, "رقم البطاقة الوطنية"),
        ("Fonction / Grade", job.position, "المهمة أو الإطار"),
        ("Date de recrutement", hired, "تاريخ التوظيف"),
    ]
    if job.contract:
        rows.append(("Nature du contrat", CONTRACT_TEXT[job.contract][0], "نوع العقد"))
        shown["contract_type"] = CONTRACT_TEXT[job.contract][0]
    if emp.cnss:
        rows.append(("N° d'immatriculation CNSS", job.cnss_number, "رقم التسجيل في الضمان الاجتماعي"))
        shown["cnss_number"] = job.cnss_number
    rows.append(("Affectation", emp.address[-1], "التعيين"))
    for lab, val, lab_ar in rows:
        pdf.dotted_value(18, y + 1.5, 125, lab + " :", val, size=10, family="dejavuserif", vstyle="B")
        pdf.ar(192, y, lab_ar, size=11)
        y += 10
    y += 4
    pdf.para(
        18,
        y,
        174,
        "Exerce ses fonctions au sein de notre organisme à la date de délivrance de la présente "
        "attestation, qui lui est délivrée pour servir et valoir ce que de droit.",
        size=10,
        family="dejavuserif",
    )
    pdf.ar(192, y + 14, "سلمت هذه الشهادة للمعني(ة) بالأمر بطلب منه(ا) للإدلاء بها عند الحاجة", size=11)
    y += 28
    pdf.t(120, y, f"{emp.city}, le {fmt.date(issue, '/')}", size=10, family="dejavuserif")
    _sign_block(pdf, emp, 120, y + 7, rng)
    if emp.cnss:
        pdf.t(
            105,
            284,
            f"{emp.name} - Affiliation CNSS n° {emp.cnss} - ICE {emp.ice}",
            size=7,
            align="C",
            color=(90, 90, 90),
        )
        shown["employer_cnss"] = emp.cnss
    else:
        pdf.t(
            105, 284, f"{emp.name} - {', '.join(emp.address)} - Tél. {emp.phone}", size=7, align="C", color=(90, 90, 90)
        )
    shown.update(
        {"applicant_name": name, "cin": p.cin, "employer": emp.name, "hire_date": hired, "position": job.position}
    )


def emp_table_letter(pdf: Doc, case: Case, emp, job, rng: random.Random, issue: dt.date, shown: dict):
    p = case.person
    pdf.add_page()
    pdf.base = rng.choice(["freesans", "noto"])
    y = letterhead(pdf, emp, rng.choice(["left", "band"]))
    pdf.t(190, y, f"{emp.city}, le {fmt.date(issue, '-')}", size=9.5, align="R")
    pdf.t(20, y + 14, "ATTESTATION DE TRAVAIL", size=15, style="B")
    pdf.t(20, y + 22, f"N° {rng.randint(1000, 9999)}/{issue.year}", size=9, color=(90, 90, 90))
    pdf.para(
        20,
        y + 32,
        170,
        f"La société {emp.name} atteste que la personne désignée ci-dessous fait partie de son personnel :",
        size=10.5,
    )
    name = fmt_name(p, "Given FAMILY")
    hired = fmt.date(job.hire_date, "/")
    contract = CONTRACT_TEXT[job.contract][1]
    rows = [
        ["Nom et prénom", (name, "B")],
        ["Carte nationale d'identité", (p.cin, "B")],
        ["Matricule", job.matricule],
        ["Poste occupé", (job.position, "B")],
        ["Date d'entrée", (hired, "B")],
        ["Type de contrat", contract],
        ["N° affiliation CNSS de l'employeur", emp.cnss],
    ]
    if emp.kind == "interim":
        rows.insert(4, ["Entreprise utilisatrice", "Logistique Chaouia Distribution SARL"])
    pdf.table(20, y + 45, [70, 100], None, rows, size=10, rh=8, aligns=["L", "L"], rules="grid")
    yy = y + 45 + 8 * len(rows) + 8
    pdf.para(
        20,
        yy,
        170,
        "Cette attestation est établie à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        size=10.5,
    )
    _sign_block(pdf, emp, 120, yy + 18, rng)
    footer(pdf, emp, style=0)
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "hire_date": hired,
            "position": job.position,
            "contract_type": contract,
            "employer_cnss": emp.cnss,
        }
    )
    pdf.base = "dejavu"


def emp_english(pdf: Doc, case: Case, emp, job, rng: random.Random, issue: dt.date, shown: dict):
    p = case.person
    pdf.add_page()
    pdf.base = "noto"
    pdf.fillrect(0, 0, 8, 297, emp.color)
    from .common import logo

    logo(pdf, 20, 14, emp, 14, "square")
    pdf.t(38, 14, emp.short, size=15, style="B", color=emp.color)
    pdf.t(38, 21, emp.name, size=8.5, color=(90, 90, 90))
    pdf.t(190, 16, "\n".join(emp.address[:1]), size=8, align="R", color=(90, 90, 90))
    pdf.t(190, 20, emp.address[1], size=8, align="R", color=(90, 90, 90))
    pdf.t(190, 24, emp.phone, size=8, align="R", color=(90, 90, 90))
    pdf.t(20, 48, fmt.date(issue, "en_us"), size=10)
    pdf.t(20, 62, "EMPLOYMENT CERTIFICATE", size=16, style="B", color=emp.color)
    pdf.t(20, 75, "To whom it may concern,", size=10.5)
    name = fmt_name(p, "Given Family")
    hired = fmt.date(job.hire_date, "en")
    parts = [
        (f"This is to certify that {_genre(p, 'Mr.', 'Ms.')} ", ""),
        (name, "B"),
        (f", holder of Moroccan national identity card No. {p.cin}, has been employed by {emp.name} since ", ""),
        (hired, "B"),
        (" and currently holds the position of ", ""),
        (job.position, "B"),
        (" under a permanent employment contract (CDI)." if job.contract == "CDI" else ".", ""),
    ]
    yy = pdf.rich(20, 85, 170, parts, size=10.5, lh=1.7)
    yy = pdf.rich(
        20,
        yy + 4,
        170,
        [
            (
                f"{_genre(p, 'He', 'She')} is registered with the Caisse Nationale de Sécurité Sociale under No. "
                f"{job.cnss_number}. Our company is affiliated under No. {emp.cnss}.",
                "",
            )
        ],
        size=10.5,
        lh=1.7,
    )
    yy = pdf.rich(
        20,
        yy + 4,
        170,
        [("This certificate is issued at the employee's request for whatever purpose it may serve.", "")],
        size=10.5,
        lh=1.7,
    )
    pdf.t(20, yy + 12, "Sincerely,", size=10.5)
    pdf.signature(22, yy + 19, 36, 12, seed=rng.randint(0, 999))
    pdf.t(20, yy + 34, emp.signatory, size=10.5, style="B")
    pdf.t(20, yy + 39, emp.signatory_title, size=9.5)
    pdf.stamp_round(
        95, yy + 30, 14, f"{emp.short} MAROC SA * RABAT *", ["HR"], rgb=(30, 50, 120), seed=rng.randint(0, 999)
    )
    pdf.t(
        20,
        282,
        f"{emp.name} - Share capital MAD 12,000,000 - RC Rabat {emp.rc} - IF {emp.if_} - ICE {emp.ice}",
        size=6.8,
        color=(120, 120, 120),
    )
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "hire_date": hired,
            "position": job.position,
            "employer_cnss": emp.cnss,
            "cnss_number": job.cnss_number,
        }
    )
    if job.contract == "CDI":
        shown["contract_type"] = "permanent employment contract (CDI)"
    pdf.base = "dejavu"


EMP = {"letter": emp_letter, "form_ar": emp_form_ar, "table_letter": emp_table_letter, "english": emp_english}


def render_employment(case: Case, dp, rng: random.Random):
    job = case.job
    issue = ISSUE[case.cid]
    if dp.opts.get("other_employer"):
        emp = EMPLOYERS[dp.opts["other_employer"]]
        job = dataclasses.replace(job, employer=emp, hire_date=dt.date(2018, 2, 1), matricule="0415")
    emp = job.employer
    pdf = Doc(producer=rng.choice(["Microsoft Word", "LibreOffice", "fpdf2"]))
    shown: dict = {}
    EMP[emp.emp_layout](pdf, case, emp, job, rng, issue, shown)
    labels = {
        "applicant_name": case.person.full,
        "cin": case.person.cin,
        "employer": emp.name,
        "hire_date": job.hire_date.isoformat(),
        "position": job.position,
    }
    if "employer_cnss" in shown:
        labels["employer_cnss"] = emp.cnss
    if "contract_type" in shown:
        labels["contract_type"] = job.contract
    for k, v in shown.items():
        pdf.note(k, v)
    return pdf, labels


# ---------------------------------------------------------------------------------------------------------
def sal_letter(pdf: Doc, case: Case, pay, rng, issue, shown):
    p, job, emp = case.person, case.job, case.job.employer
    pdf.add_page()
    pdf.base = rng.choice(["libserif", "dejavuserif", "freeserif"])
    y = letterhead(pdf, emp, rng.choice(["center", "left"]))
    pdf.t(190, y + 2, f"{emp.city}, le {fmt.date(issue, 'long')}", size=10.5, align="R")
    pdf.t(105, y + 20, "ATTESTATION DE SALAIRE", size=16, style="B", align="C")
    name = fmt_name(p, "FAMILY Given")
    amt = rng.choice(["sp", "dot"])
    gross_s = fmt.amount(pay["gross"], amt)
    net_s = fmt.amount(pay["net"], amt)
    hired = fmt.date(job.hire_date, "/")
    parts = [
        ("Nous soussignés, ", ""),
        (emp.name, "B"),
        (f", certifions que {_genre(p, 'M.', 'Mme')} ", ""),
        (name, "B"),
        (f", CIN n° {p.cin}, occupe au sein de notre société le poste de {job.position} depuis le {hired}.", ""),
    ]
    yy = pdf.rich(22, y + 36, 166, parts, size=11, lh=1.75)
    parts = [
        (f"{_genre(p, 'Il', 'Elle')} perçoit un salaire mensuel brut de ", ""),
        (f"{gross_s} DH", "B"),
        (f" ({fmt.amount_words(pay['gross'])}), soit un salaire mensuel net de ", ""),
        (f"{net_s} DH", "B"),
        (f" ({fmt.amount_words(pay['net'])}).", ""),
    ]
    yy = pdf.rich(22, yy + 5, 166, parts, size=11, lh=1.75)
    yy = pdf.rich(
        22,
        yy + 5,
        166,
        [
            (
                f"Le salaire brut annuel au titre de l'année {issue.year - 1 if issue.month == 1 else issue.year} "
                "s'élève "
                f"à {fmt.amount(pay['gross'] * 12, amt)} DH, hors primes exceptionnelles.",
                "",
            )
        ],
        size=11,
        lh=1.75,
    )
    yy = pdf.rich(
        22,
        yy + 5,
        166,
        [("Cette attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que de droit.", "")],
        size=11,
        lh=1.75,
    )
    _sign_block(pdf, emp, 118, yy + 14, rng)
    footer(pdf, emp, style=rng.randint(0, 2))
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "position": job.position,
            "hire_date": hired,
            "gross_salary": gross_s,
            "net_salary": net_s,
        }
    )
    pdf.base = "dejavu"


def sal_table(pdf: Doc, case: Case, pay, rng, issue, shown):
    p, job, emp = case.person, case.job, case.job.employer
    pdf.add_page()
    pdf.base = "liberation"
    y = letterhead(pdf, emp, rng.choice(["band", "left"]))
    pdf.t(20, y + 4, "ATTESTATION DE SALAIRE", size=15, style="B")
    pdf.t(190, y + 5, f"Le {fmt.date(issue, '.')}", size=9.5, align="R")
    name = fmt_name(p, "GIVEN FAMILY")
    hired = fmt.date(job.hire_date, ".")
    pdf.para(
        20,
        y + 16,
        170,
        f"La Direction des Ressources Humaines de {emp.name} certifie que le (la) salarié(e) "
        "désigné(e) ci-après perçoit la rémunération suivante :",
        size=10.5,
    )
    info = [
        ["Nom et prénom", (name, "B")],
        ["CIN", p.cin],
        ["Fonction", job.position],
        ["Date d'embauche", hired],
        ["Matricule", job.matricule],
    ]
    b, _ = pdf.table(20, y + 32, [55, 115], None, info, size=10, rh=7, aligns=["L", "L"], rules="h")
    months = [(2024, 9), (2024, 10), (2024, 11)]
    rows = [
        [
            fmt.month_label(a, m, "fr"),
            fmt.amount(pay["gross"], "dot"),
            fmt.amount(pay["total_deductions"], "dot"),
            fmt.amount(pay["net"], "dot"),
        ]
        for a, m in months
    ]
    rows.append(
        [
            ("Total trimestre", "B"),
            (fmt.amount(pay["gross"] * 3, "dot"), "B"),
            (fmt.amount(pay["total_deductions"] * 3, "dot"), "B"),
            (fmt.amount(pay["net"] * 3, "dot"), "B"),
        ]
    )
    b2, _ = pdf.table(
        20,
        b + 10,
        [50, 40, 40, 40],
        ["Mois", "Salaire brut", "Retenues", "Net payé"],
        rows,
        size=9.5,
        rh=7,
        aligns=["L", "R", "R", "R"],
        rules="grid",
        head_fill=(225, 230, 238),
    )
    gross_s = fmt.amount(pay["gross"], "dot")
    net_s = fmt.amount(pay["net"], "dot")
    pdf.t(20, b2 + 8, "Salaire mensuel brut :", size=10.5)
    pdf.t(75, b2 + 8, f"{gross_s} MAD", size=10.5, style="B")
    pdf.t(20, b2 + 14, "Salaire mensuel net :", size=10.5)
    pdf.t(75, b2 + 14, f"{net_s} MAD", size=10.5, style="B")
    pdf.para(20, b2 + 26, 170, "Attestation délivrée pour servir et valoir ce que de droit.", size=10.5)
    _sign_block(pdf, emp, 120, b2 + 36, rng)
    footer(pdf, emp, style=0)
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "position": job.position,
            "hire_date": hired,
            "gross_salary": gross_s,
            "net_salary": net_s,
        }
    )
    pdf.base = "dejavu"


def sal_bilingual(pdf: Doc, case: Case, pay, rng, issue, shown):
    p, job, emp = case.person, case.job, case.job.employer
    pdf.add_page()
    y = letterhead(pdf, emp, "bilingual")
    pdf.ar(105 + 20, y + 2, "شهادة الأجرة", size=17, style="B")
    pdf.t(105, y + 12, "ATTESTATION DE SALAIRE", size=13, style="B", align="C", family="dejavuserif")
    y += 26
    name = fmt_name(p, "FAMILY GIVEN")
    hired = fmt.date(job.hire_date, "/")
    gross_s = fmt.amount(pay["gross"], "sp")
    net_s = fmt.amount(pay["net"], "sp")
    first = "Traitement mensuel brut" if emp.kind == "public" else "Salaire mensuel brut"
    rows = [
        ("Nom et prénom", name, "الاسم الكامل"),
        ("C.I.N.", p.cin, "ب.و.ت.إ"),
        ("Fonction", job.position, "المهمة"),
        ("Date de recrutement", hired, "تاريخ التوظيف"),
        (first, f"{gross_s} DH", "الأجرة الشهرية الإجمالية"),
        ("Total des retenues", f"{fmt.amount(pay['total_deductions'], 'sp')} DH", "مجموع الاقتطاعات"),
        ("Salaire mensuel net", f"{net_s} DH", "الأجرة الشهرية الصافية"),
    ]
    for lab, val, lab_ar in rows:
        pdf.box(18, y, 174, 10, lw=0.25)
        pdf.vline(70, y, y + 10, 0.2)
        pdf.vline(150, y, y + 10, 0.2)
        pdf.t(20, y + 2.6, lab, size=9.5, family="dejavuserif")
        pdf.fit(72, y + 2.4, val, 76, size=10, style="B", family="dejavuserif")
        pdf.ar(190, y + 1.5, lab_ar, size=11)
        y += 10
    y += 8
    pdf.para(
        18,
        y,
        174,
        f"Le soussigné certifie que l'intéressé(e) perçoit la rémunération indiquée ci-dessus, "
        f"virée mensuellement sur son compte ouvert auprès de {case.account.bank.name}.",
        size=10,
        family="dejavuserif",
    )
    pdf.ar(192, y + 14, "سلمت هذه الشهادة للمعني(ة) بالأمر بطلب منه(ا)", size=11)
    pdf.t(120, y + 28, f"{emp.city}, le {fmt.date(issue, '-')}", size=10, family="dejavuserif")
    _sign_block(pdf, emp, 120, y + 35, rng)
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "position": job.position,
            "hire_date": hired,
            "gross_salary": gross_s,
            "net_salary": net_s,
        }
    )


def sal_english(pdf: Doc, case: Case, pay, rng, issue, shown):
    p, job, emp = case.person, case.job, case.job.employer
    pdf.add_page()
    pdf.base = "noto"
    from .common import logo

    logo(pdf, 20, 14, emp, 14, "square")
    pdf.t(38, 14, emp.short, size=15, style="B", color=emp.color)
    pdf.t(38, 21, emp.name, size=8.5, color=(90, 90, 90))
    pdf.t(190, 16, f"Rabat, {fmt.date(issue, 'en')}", size=9.5, align="R")
    pdf.t(20, 45, "SALARY CERTIFICATE", size=16, style="B", color=emp.color)
    name = fmt_name(p, "Given Family")
    gross_s = fmt.amount(pay["gross"], "en")
    net_s = fmt.amount(pay["net"], "en")
    hired = fmt.date(job.hire_date, "en_us")
    yy = pdf.rich(
        20,
        58,
        170,
        [
            ("We hereby certify that ", ""),
            (name, "B"),
            (f" (CIN {p.cin}) has been working for {emp.name} as ", ""),
            (job.position, "B"),
            (f" since {hired}. {_genre(p, 'His', 'Her')} current monthly remuneration is as follows:", ""),
        ],
        size=10.5,
        lh=1.7,
    )
    rows = [
        ["Monthly gross salary", (f"MAD {gross_s}", "B")],
        [
            "Social security and pension contributions",
            f"MAD {fmt.amount(sum(d[3] for d in pay['deductions'] if 'Imp' not in d[0]), 'en')}",
        ],
        ["Income tax withheld", f"MAD {fmt.amount(pay['deductions'][-1][3], 'en')}"],
        ["Monthly net salary", (f"MAD {net_s}", "B")],
        ["Annual gross salary (12 months)", f"MAD {fmt.amount(pay['gross'] * 12, 'en')}"],
    ]
    b, _ = pdf.table(20, yy + 6, [100, 60], None, rows, size=10, rh=8, aligns=["L", "R"], rules="h")
    pdf.para(20, b + 8, 170, "This certificate is issued upon the employee's request.", size=10.5)
    pdf.signature(22, b + 20, 36, 12, seed=rng.randint(0, 999))
    pdf.t(20, b + 35, emp.signatory, size=10.5, style="B")
    pdf.t(20, b + 40, emp.signatory_title, size=9.5)
    pdf.t(20, 282, f"{emp.name} - ICE {emp.ice} - RC Rabat {emp.rc} - CNSS {emp.cnss}", size=6.8, color=(120, 120, 120))
    shown.update(
        {
            "applicant_name": name,
            "cin": p.cin,
            "employer": emp.name,
            "position": job.position,
            "hire_date": hired,
            "gross_salary": gross_s,
            "net_salary": net_s,
        }
    )
    pdf.base = "dejavu"


SAL = {"letter": sal_letter, "table": sal_table, "bilingual": sal_bilingual, "english": sal_english}


def render_salary(case: Case, dp, rng: random.Random):
    pay = case.job.pay
    if dp.opts.get("inflate"):
        pay = compute_pay(case.job, case.person, dt.date(2024, 11, 30), dp.opts["inflate"])
    issue = ISSUE[case.cid]
    pdf = Doc(producer=rng.choice(["Microsoft Word", "LibreOffice", "fpdf2"]))
    shown: dict = {}
    SAL[case.job.employer.sal_layout](pdf, case, pay, rng, issue, shown)
    labels = {
        "applicant_name": case.person.full,
        "cin": case.person.cin,
        "employer": case.job.employer.name,
        "hire_date": case.job.hire_date.isoformat(),
        "position": case.job.position,
        "gross_salary": pay["gross"],
        "net_salary": pay["net"],
    }
    for k, v in shown.items():
        pdf.note(k, v)
    return pdf, labels
