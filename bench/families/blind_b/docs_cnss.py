"""CNSS papers: agency attestation (N1), online-portal printout (N2), statement of declared wages (N3)."""

from __future__ import annotations

from datetime import date

from reportlab.lib.colors import Color

from .base import BLACK, GREY, LIGHT, WHITE, Doc, H, W, table
from .common import (
    draw_arabic,
    draw_justified,
    draw_round_stamp,
    draw_signature,
    fmt_amount,
    fmt_date,
)
from .docs_letters import issue_date
from .payroll import compute

CNSS_BLUE = Color(0.0, 0.32, 0.6)
CNSS_GREEN = Color(0.1, 0.55, 0.3)

AGENCY = {
    "Marrakech": ("Direction Régionale Marrakech-Safi", "Agence Marrakech Guéliz"),
    "Fès": ("Direction Régionale Fès-Meknès", "Agence Fès Atlas"),
    "Casablanca": ("Direction Régionale Casablanca-Settat", "Agence Casablanca Ain Sebaa"),
    "Rabat": ("Direction Régionale Rabat-Salé-Kénitra", "Agence Rabat Hassan"),
    "Tanger": ("Direction Régionale Tanger-Tétouan-Al Hoceima", "Agence Tanger Mghogha"),
    "Taroudant": ("Direction Régionale Souss-Massa", "Agence Taroudant"),
    "Kénitra": ("Direction Régionale Rabat-Salé-Kénitra", "Agence Kénitra"),
    "Meknès": ("Direction Régionale Fès-Meknès", "Agence Meknès Hamria"),
    "El Jadida": ("Direction Régionale Casablanca-Settat", "Agence El Jadida"),
    "Agadir": ("Direction Régionale Souss-Massa", "Agence Agadir Dakhla"),
    "Safi": ("Direction Régionale Marrakech-Safi", "Agence Safi"),
}


def cnss_logo(c, x, y, s):
    c.saveState()
    c.setFillColor(CNSS_BLUE)
    c.circle(x + s / 2, y + s / 2, s / 2, stroke=0, fill=1)
    c.setFillColor(WHITE)
    c.circle(x + s / 2, y + s / 2, s * 0.36, stroke=0, fill=1)
    c.setFillColor(CNSS_GREEN)
    p = c.beginPath()
    p.moveTo(x + s * 0.3, y + s * 0.3)
    p.lineTo(x + s * 0.5, y + s * 0.75)
    p.lineTo(x + s * 0.7, y + s * 0.3)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(CNSS_BLUE)
    c.setFont("DV-B", s * 0.3)
    c.drawString(x + s * 1.12, y + s * 0.36, "CNSS")
    c.restoreState()


def barcode(c, x, y, w, h, rng):
    c.saveState()
    c.setFillColor(BLACK)
    xx = x
    while xx < x + w:
        bw = rng.choice([0.6, 0.6, 1.2, 1.8])
        if rng.random() < 0.55:
            c.rect(xx, y, bw, h, stroke=0, fill=1)
        xx += bw + rng.choice([0.6, 1.2])
    c.restoreState()


def qr(c, x, y, s, rng, n=25):
    c.saveState()
    cell = s / n
    c.setFillColor(BLACK)
    for i in range(n):
        for j in range(n):
            finder = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
            if finder:
                ii, jj = i % (n - 7) if i >= 7 else i, j % (n - 7) if j >= 7 else j
                ring = max(abs(ii - 3), abs(jj - 3))
                on = ring in (0, 1, 3)
            else:
                on = rng.random() < 0.48
            if on:
                c.rect(x + j * cell, y + (n - 1 - i) * cell, cell, cell, stroke=0, fill=1)
    c.restoreState()


def _labels(doc, case, *, cin=True, employer=True, affiliation=True):
    p, j, e = case.person, case.job, case.employer
    doc.label("applicant_name", p.name)
    doc.label("cnss_number", j.cnss_number)
    if cin:
        doc.label("cin", p.cin)
    if affiliation:
        doc.label("affiliation_date", j.affiliation_date.isoformat())
    if employer:
        doc.label("employer", e.name)
        doc.label("employer_cnss", e.cnss)


def _header(c, case):
    cnss_logo(c, 40, H - 78, 38)
    c.setFont("DV-B", 8.5)
    c.drawString(40, H - 92, "ROYAUME DU MAROC")
    c.setFont("DV", 7.5)
    c.drawString(40, H - 102, "CAISSE NATIONALE DE SECURITE SOCIALE")
    draw_arabic(c, "المملكة المغربية", W - 40, H - 52, 10, "naskh-b")
    draw_arabic(c, "الصندوق الوطني للضمان الاجتماعي", W - 40, H - 70, 10, "naskh-b")
    region, agency = AGENCY.get(case.employer.city, AGENCY["Casablanca"])
    c.setFont("DV", 7.5)
    c.drawRightString(W - 40, H - 92, region)
    c.drawRightString(W - 40, H - 102, agency)
    return agency


def cnss_n1(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    doc = Doc("Attestation d'immatriculation", creator="CNSS")
    c = doc.c
    agency = _header(c, case)
    c.setStrokeColor(CNSS_BLUE)
    c.setLineWidth(1.2)
    c.line(40, H - 112, W - 40, H - 112)
    c.setFont("DV-B", 15)
    c.setFillColor(CNSS_BLUE)
    c.drawCentredString(W / 2, H - 150, "ATTESTATION D'IMMATRICULATION")
    draw_arabic(c, "شهادة التسجيل", W / 2, H - 172, 12, "naskh-b", color=(0, 82, 153), align="center")
    c.setFillColor(BLACK)
    dd = issue_date(case, rng, offset=-1)
    c.setFont("DV", 8.5)
    c.drawString(40, H - 200, f"N° : {rng.randint(100000, 999999)}/{dd.year}")
    c.drawRightString(W - 40, H - 200, f"Date d'édition : {fmt_date(dd, 'slash')}")
    c.setFont("DV", 10)
    t = (
        f"Le Directeur de l'{agency} de la Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) "
        "ci-dessous est immatriculé(e) au régime de sécurité sociale :"
    )
    y = draw_justified(c, t, 50, H - 232, W - 100, "DV", 10, 14)
    rows = [
        ["N° d'immatriculation", j.cnss_number],
        ["Nom", p.family.upper()],
        ["Prénom", p.given.upper()],
        ["Date de naissance", fmt_date(p.dob, "slash")],
        ["N° C.I.N", p.cin],
        ["Date d'immatriculation", fmt_date(j.affiliation_date, "slash")],
        ["Employeur actuel", e.name],
        ["N° d'affiliation de l'employeur", e.cnss],
    ]
    y = table(c, 70, y - 8, [180, 275], rows, header=False, font="DV", bold="DV-B", size=9.5, row_h=20, grid="full")
    y -= 26
    c.setFont("DV", 10)
    c.drawString(50, y, "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.")
    c.drawString(W - 230, y - 40, f"Fait à {e.city}, le {fmt_date(dd, 'slash')}")
    c.drawString(W - 230, y - 54, "Le Chef d'Agence")
    draw_signature(c, W - 220, y - 120, 100, 40, rng)
    draw_round_stamp(
        c,
        W - 110,
        y - 105,
        42,
        "CAISSE NATIONALE DE SECURITE SOCIALE",
        ["C.N.S.S", agency.replace("Agence ", "").upper()],
        rng,
        color=CNSS_BLUE,
    )
    barcode(c, 50, 70, 150, 26, rng)
    c.setFont("DV", 6.5)
    c.setFillColor(GREY)
    c.drawCentredString(
        W / 2, 40, "Caisse Nationale de Sécurité Sociale - 649, Boulevard Mohammed V - Casablanca - www.cnss.ma"
    )
    c.setFillColor(BLACK)
    _labels(doc, case)
    return doc.finish(), doc.labels


def cnss_n2(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    doc = Doc("Attestation d'affiliation", creator="Portail Ma CNSS")
    c = doc.c
    c.setFillColor(CNSS_BLUE)
    c.rect(0, H - 60, W, 60, stroke=0, fill=1)
    c.setFillColor(WHITE)
    c.setFont("DV-B", 16)
    c.drawString(40, H - 36, "Ma CNSS")
    c.setFont("DV", 8)
    c.drawString(40, H - 49, "Portail des assurés - Caisse Nationale de Sécurité Sociale")
    draw_arabic(c, "الصندوق الوطني للضمان الاجتماعي", W - 40, H - 38, 10, "naskh-b", color=(255, 255, 255))
    c.setFillColor(BLACK)
    dd = issue_date(case, rng, offset=2)
    ref = f"ATT-{dd.year}-{rng.randint(10**7, 10**8 - 1)}"
    c.setFont("DV-B", 14)
    c.drawString(40, H - 100, "ATTESTATION D'AFFILIATION")
    c.setFont("DV", 8.5)
    c.drawString(40, H - 116, f"Référence : {ref}")
    c.drawString(40, H - 128, f"Editée le {fmt_date(dd, 'slash')} à {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}")
    qr(c, W - 120, H - 150, 80, rng)

    def section(y, title):
        c.setFillColor(LIGHT)
        c.rect(40, y - 16, W - 80, 16, stroke=0, fill=1)
        c.setFillColor(CNSS_BLUE)
        c.setFont("DV-B", 9)
        c.drawString(46, y - 12, title)
        c.setFillColor(BLACK)
        return y - 30

    def kv(y, k, v):
        c.setFont("DV", 9)
        c.setFillColor(GREY)
        c.drawString(50, y, k)
        c.setFillColor(BLACK)
        c.setFont("DV-B", 9)
        c.drawString(230, y, v)
        return y - 15

    y = section(H - 170, "Identification de l'assuré")
    y = kv(y, "Nom et prénom", f"{p.family.upper()} {p.given.upper()}")
    y = kv(y, "N° d'immatriculation", j.cnss_number)
    y = kv(y, "Carte nationale (CNIE)", p.cin)
    y = kv(y, "Date de naissance", fmt_date(p.dob, "dash"))
    y = kv(y, "Date d'immatriculation", fmt_date(j.affiliation_date, "dash"))
    y = section(y - 6, "Situation")
    y = kv(y, "Statut", "Assuré actif - salarié du secteur privé")
    last = dd.month - 1 or 12
    y = kv(y, "Dernière période déclarée", f"{last:02d}/{dd.year if dd.month > 1 else dd.year - 1}")
    y = section(y - 6, "Employeur déclarant")
    y = kv(y, "Raison sociale", e.name)
    y = kv(y, "N° d'affiliation", e.cnss)
    y = kv(y, "Adresse", ", ".join(e.address))
    y -= 14
    c.setFont("DV", 8.5)
    t = (
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) ci-dessus désigné(e) est affilié(e) au "
        "régime général de sécurité sociale et déclaré(e) par l'employeur mentionné. Cette attestation est délivrée "
        "pour servir et valoir ce que de droit."
    )
    y = draw_justified(c, t, 40, y, W - 80, "DV", 8.5, 12)
    c.setFont("DV", 7)
    c.setFillColor(GREY)
    c.drawString(
        40, 60, f"Document généré électroniquement. Authenticité vérifiable sur www.cnss.ma avec la référence {ref}."
    )
    c.drawString(40, 50, "Ce document ne nécessite ni signature ni cachet.")
    c.drawRightString(W - 40, 50, "Page 1/1")
    c.setFillColor(BLACK)
    _labels(doc, case)
    return doc.finish(), doc.labels


def cnss_n3(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    doc = Doc("Attestation de salaires déclarés", creator="CNSS")
    c = doc.c
    agency = _header(c, case)
    c.setStrokeColor(CNSS_GREEN)
    c.setLineWidth(1.2)
    c.line(40, H - 112, W - 40, H - 112)
    c.setFont("DV-B", 13)
    c.drawCentredString(W / 2, H - 142, "ATTESTATION DE SALAIRES DÉCLARÉS")
    draw_arabic(c, "شهادة الأجور المصرح بها", W / 2, H - 162, 11, "naskh-b", align="center")
    dd = issue_date(case, rng, offset=1)
    st = "sp"
    y = H - 190
    info = [
        ["Assuré(e)", f"{p.given.upper()} {p.family.upper()}", "N° immatriculation", j.cnss_number],
        ["N° CIN", p.cin, "Date d'immatriculation", fmt_date(j.affiliation_date, "dot")],
    ]
    y = table(c, 40, y, [80, 175, 110, 150], info, header=False, font="DV", bold="DV", size=8.5, row_h=16)
    y -= 16
    c.setFont("DV", 9)
    c.drawString(40, y, "Déclarations de salaires enregistrées au titre des 6 derniers mois :")
    y -= 8
    rows = [["Période", "N° affiliation", "Raison sociale", "Jours", "Salaire déclaré"]]
    months = []
    yy, mm = dd.year, dd.month
    for _ in range(6):
        mm -= 1
        if mm == 0:
            yy, mm = yy - 1, 12
        months.append((yy, mm))
    for yy, mm in reversed(months):
        if date(yy, mm, 28) < j.hire_date:
            continue
        slip = compute(case, yy, mm)
        declared = slip.sbi if slip.sbi else slip.gross
        rows.append([f"{mm:02d}/{yy}", e.cnss, e.name, "26", fmt_amount(declared, st)])
    y = table(
        c,
        40,
        y,
        [60, 70, 235, 40, 110],
        rows,
        font="DVC",
        bold="DVC-B",
        size=8,
        row_h=15,
        header_fill=LIGHT,
        aligns="lllrr",
    )
    y -= 20
    c.setFont("DV", 8)
    c.drawString(
        40,
        y,
        "Les salaires sont déclarés dans la limite du plafond mensuel de 6 000,00 DH pour les prestations "
        "à long terme.",
    )
    c.drawString(
        40, y - 12, "Attestation délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit."
    )
    c.drawString(W - 220, y - 44, f"{agency}, le {fmt_date(dd, 'dot')}")
    draw_signature(c, W - 210, y - 110, 90, 40, rng)
    draw_round_stamp(
        c,
        W - 100,
        y - 95,
        40,
        "CAISSE NATIONALE DE SECURITE SOCIALE",
        ["C.N.S.S", e.city.upper()],
        rng,
        color=CNSS_GREEN,
    )
    c.setFont("DV", 6.5)
    c.setFillColor(GREY)
    c.drawCentredString(W / 2, 40, "CNSS - Direction des Prestations - www.cnss.ma")
    c.setFillColor(BLACK)
    _labels(doc, case)
    return doc.finish(), doc.labels


LAYOUTS = {"N1": cnss_n1, "N2": cnss_n2, "N3": cnss_n3}
