"""CNSS papers: portal attestation (QR, barcode), bilingual registration certificate, declared-wages statement."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import ISSUE, fmt_name
from .pdfkit import Doc
from .world import Case

CNSS_BLUE = (0, 84, 150)


def _cnss_header(pdf: Doc, y=10, compact=False):
    pdf.set_fill_color(*CNSS_BLUE)
    pdf.ellipse(15, y, 15, 15, style="F")
    pdf.t(22.5, y + 4.2, "CNSS", size=7.5, style="B", align="C", color=(255, 255, 255), family="dejavuc")
    pdf.t(33, y + 1.5, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", size=10.5, style="B", color=CNSS_BLUE)
    pdf.ar(195, y, "الصندوق الوطني للضمان الاجتماعي", size=13, style="B", color=CNSS_BLUE)
    if not compact:
        pdf.t(33, y + 7, "Établissement public - Royaume du Maroc", size=7.5, color=(90, 90, 90))
        pdf.ar(195, y + 8, "المملكة المغربية", size=10, color=(90, 90, 90))
    pdf.hline(15, 195, y + 18, 0.6)
    return y + 24


def portal(pdf: Doc, case: Case, rng: random.Random, cin: str, shown: dict):
    p, job, emp = case.person, case.job, case.job.employer
    issue = ISSUE[case.cid] - dt.timedelta(days=rng.randint(1, 6))
    pdf.add_page()
    pdf.base = "noto"
    y = _cnss_header(pdf)
    pdf.t(195, y, "Ma CNSS - Espace assuré", size=8, align="R", color=(90, 90, 90))
    pdf.t(105, y + 10, "ATTESTATION D'AFFILIATION", size=15, style="B", align="C", color=CNSS_BLUE)
    pdf.ar(105 + 20, y + 18, "شهادة الانخراط", size=13, style="B", color=CNSS_BLUE)
    y += 32
    pdf.para(
        20,
        y,
        170,
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est "
        "immatriculé(e) au régime de sécurité sociale et déclaré(e) par l'employeur mentionné :",
        size=10,
    )
    y += 16
    name = fmt_name(p, "FAMILY GIVEN")
    rows = [
        ["Nom et prénom", (name, "B")],
        ["N° d'immatriculation", (job.cnss_number, "B")],
        ["N° CIN", cin],
        ["Date de naissance", fmt.date(p.dob, "/")],
        ["Date d'immatriculation", fmt.date(job.affiliation_date, "/")],
    ]
    b, _ = pdf.table(20, y, [60, 110], None, rows, size=10, rh=8, aligns=["L", "L"], rules="grid")
    pdf.t(20, b + 6, "Employeur actuel", size=10.5, style="B", color=CNSS_BLUE)
    rows2 = [[(emp.name, "B"), emp.cnss, fmt.date(job.hire_date, "/"), "En activité"]]
    b2, _ = pdf.table(
        20,
        b + 12,
        [80, 30, 30, 30],
        ["Raison sociale", "N° affiliation", "Date d'entrée", "Statut"],
        rows2,
        size=8.5,
        rh=8,
        aligns=["L", "C", "C", "C"],
        rules="grid",
        head_fill=(220, 232, 245),
    )
    pdf.para(
        20,
        b2 + 8,
        170,
        "Cette attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit. "
        "Son authenticité peut être vérifiée en scannant le code QR ci-contre ou sur le portail de la CNSS avec "
        "le code de vérification.",
        size=9,
    )
    code = f"{rng.randint(10**9, 10**10 - 1)}"
    pdf.qr(160, b2 + 28, 30, f"CNSS-{job.cnss_number}-{code}")
    pdf.t(20, b2 + 30, f"Code de vérification : {code}", size=9, style="B")
    pdf.t(20, b2 + 36, f"Édité le : {fmt.date(issue, '/')} à {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}", size=9)
    pdf.barcode(20, b2 + 44, 70, 12, f"AT{job.cnss_number}{issue.strftime('%y%m%d')}")
    pdf.t(
        105,
        285,
        "Document généré électroniquement - ne nécessite ni signature ni cachet.",
        size=7,
        align="C",
        color=(110, 110, 110),
    )
    pdf.t(195, 289, "1/1", size=7, align="R", color=(110, 110, 110))
    shown.update(
        {
            "applicant_name": name,
            "cnss_number": job.cnss_number,
            "cin": cin,
            "affiliation_date": fmt.date(job.affiliation_date, "/"),
            "employer": emp.name,
            "employer_cnss": emp.cnss,
        }
    )
    pdf.base = "dejavu"


def immat(pdf: Doc, case: Case, rng: random.Random, cin: str, shown: dict):
    p, job, emp = case.person, case.job, case.job.employer
    issue = ISSUE[case.cid] - dt.timedelta(days=rng.randint(1, 9))
    pdf.add_page()
    y = _cnss_header(pdf, compact=True)
    pdf.t(15, y - 3, f"Direction Régionale {emp.city}", size=8)
    pdf.box(40, y + 3, 130, 20, lw=0.7)
    pdf.ar(105 + 24, y + 3.5, "شهادة التسجيل", size=16, style="B")
    pdf.t(105, y + 14, "ATTESTATION D'IMMATRICULATION", size=12, style="B", align="C")
    y += 32
    name = fmt_name(p, "FAMILY GIVEN")

    def row(lab, lab_ar, value=None, boxes=None, yy=0.0):
        pdf.t(15, yy + 1, lab, size=9.5)
        pdf.ar(195, yy, lab_ar, size=11)
        if boxes:
            pdf.digit_boxes(75, yy - 0.5, boxes, bw=5, bh=6.5, size=11)
        else:
            pdf.t(75, yy + 0.8, value, size=10.5, style="B")
            pdf.dotted_line(75, yy + 5.6, 160, yy + 5.6)

    row("Nom et prénom", "الاسم العائلي والشخصي", name, yy=y)
    row("N° d'immatriculation", "رقم التسجيل", boxes=job.cnss_number, yy=y + 11)
    row("N° C.I.N.", "رقم البطاقة الوطنية", boxes=cin, yy=y + 22)
    row("Date de naissance", "تاريخ الازدياد", fmt.date(p.dob, "."), yy=y + 33)
    row("Date d'immatriculation", "تاريخ التسجيل", fmt.date(job.affiliation_date, "."), yy=y + 44)
    row("Employeur", "المشغل", emp.name, yy=y + 55)
    row("N° d'affiliation employeur", "رقم انخراط المشغل", boxes=emp.cnss, yy=y + 66)
    y += 82
    pdf.para(
        15,
        y,
        180,
        "Le Directeur Régional de la Caisse Nationale de Sécurité Sociale certifie que la personne "
        "désignée ci-dessus est immatriculée à la CNSS sous le numéro indiqué.",
        size=9.5,
    )
    pdf.ar(
        195,
        y + 12,
        "يشهد المدير الجهوي للصندوق الوطني للضمان الاجتماعي أن الشخص المذكور أعلاه مسجل بالصندوق",
        size=10.5,
    )
    pdf.t(125, y + 26, f"{emp.city}, le {fmt.date(issue, '.')}", size=9.5)
    pdf.t(125, y + 31, "Le Directeur Régional", size=9.5, style="B")
    pdf.signature(128, y + 37, 30, 11, seed=rng.randint(0, 999))
    pdf.stamp_round(
        170,
        y + 45,
        14,
        "C.N.S.S. * DIRECTION REGIONALE *",
        [emp.city.upper()],
        rgb=(30, 60, 150),
        seed=rng.randint(0, 999),
    )
    pdf.barcode(15, 270, 60, 9, f"IM{job.cnss_number}")
    pdf.t(195, 285, "Réf. : DR/ATT/IMM", size=7, align="R", color=(110, 110, 110))
    shown.update(
        {
            "applicant_name": name,
            "cnss_number": job.cnss_number,
            "cin": cin,
            "affiliation_date": fmt.date(job.affiliation_date, "."),
            "employer": emp.name,
            "employer_cnss": emp.cnss,
        }
    )


def declared(pdf: Doc, case: Case, rng: random.Random, cin: str, shown: dict):
    p, job, emp = case.person, case.job, case.job.employer
    issue = ISSUE[case.cid] - dt.timedelta(days=rng.randint(1, 6))
    pdf.add_page()
    pdf.base = "liberation"
    y = _cnss_header(pdf)
    pdf.t(105, y + 2, "ATTESTATION DE SALAIRES DÉCLARÉS", size=14, style="B", align="C")
    pdf.t(105, y + 9, "Relevé nominatif des salaires et jours déclarés", size=9, align="C", color=(80, 80, 80))
    y += 18
    name = fmt_name(p, "FAMILY Given")
    pdf.box(15, y, 180, 24, lw=0.3, fill=(244, 247, 251))
    pairs = [
        ("Assuré(e) :", name, 18, y + 3),
        ("N° immatriculation :", job.cnss_number, 110, y + 3),
        ("CIN :", cin, 18, y + 10),
        ("Immatriculé(e) le :", fmt.date(job.affiliation_date, "-"), 110, y + 10),
        ("Employeur :", emp.name, 18, y + 17),
    ]
    for lab, val, x, yy in pairs:
        w = pdf.t(x, yy, lab, size=9)
        pdf.fit(x + w + 2.5, yy, val, 150 if lab == "Employeur :" else 50, size=9.5, style="B")
    y += 30
    pdf.t(15, y, f"Affiliation employeur n° {emp.cnss}", size=9.5, style="B")
    y += 7
    rows = []
    months = [(2024, m) for m in range(1, 12)]
    sal = case.job.pay["gross"]
    for a, m in months:
        if dt.date(a, m, 1) < dt.date(job.hire_date.year, job.hire_date.month, 1):
            continue
        rows.append(
            [fmt.month_label(a, m, "num"), emp.cnss, "26", fmt.amount(sal, "sp"), fmt.amount(min(sal, 6000), "sp")]
        )
    rows = rows[-11:]
    b, _ = pdf.table(
        15,
        y,
        [30, 35, 25, 45, 45],
        ["Période", "N° affiliation", "Jours", "Salaire déclaré (DH)", "Salaire plafonné (DH)"],
        rows,
        size=8.5,
        rh=6.2,
        aligns=["C", "C", "C", "R", "R"],
        rules="grid",
        head_fill=(220, 232, 245),
    )
    tot_days = 26 * len(rows)
    pdf.t(15, b + 4, f"Total jours déclarés sur la période : {tot_days}", size=9, style="B")
    pdf.para(
        15,
        b + 14,
        180,
        "La présente attestation est établie sur la base des déclarations de salaires transmises "
        "par l'employeur via le portail DAMANCOM. Elle ne préjuge pas des déclarations en cours de traitement.",
        size=8.5,
    )
    pdf.t(15, b + 30, f"Délivrée le {fmt.date(issue, '-')}", size=9)
    pdf.qr(165, b + 26, 26, f"DS-{job.cnss_number}")
    pdf.t(
        105,
        286,
        "CNSS - 649, Boulevard Mohammed V - Casablanca - www.cnss.ma - Allo CNSS 080 200 72 72",
        size=7,
        align="C",
        color=(110, 110, 110),
    )
    shown.update(
        {
            "applicant_name": name,
            "cnss_number": job.cnss_number,
            "cin": cin,
            "affiliation_date": fmt.date(job.affiliation_date, "-"),
            "employer": emp.name,
            "employer_cnss": emp.cnss,
        }
    )
    pdf.base = "dejavu"


VARIANTS = {"portal": portal, "immat": immat, "declared": declared}


def other_cin(cin: str, rng: random.Random) -> str:
    letters = "".join(c for c in cin if c.isalpha())
    digits = "".join(c for c in cin if c.isdigit())
    while True:
        alt = letters + str(rng.randint(10 ** (len(digits) - 1), 10 ** len(digits) - 1))
        if alt != cin:
            return alt


def render(case: Case, dp, rng: random.Random):
    cin = case.person.cin
    if dp.opts.get("other_cin"):
        cin = other_cin(cin, random.Random(case.cid))
    pdf = Doc(producer="CNSS - Ma CNSS" if dp.variant == "portal" else "fpdf2")
    shown: dict = {}
    VARIANTS[dp.variant](pdf, case, rng, cin, shown)
    job = case.job
    labels = {
        "applicant_name": case.person.full,
        "cnss_number": job.cnss_number,
        "cin": cin,
        "affiliation_date": job.affiliation_date.isoformat(),
        "employer": job.employer.name,
        "employer_cnss": job.employer.cnss,
    }
    for k, v in shown.items():
        pdf.note(k, v)
    return pdf, labels
