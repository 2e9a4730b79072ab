"""Papers a lender receives that are none of the labelled types: a utility bill, a tax notice, a lease,
a school certificate and a residence certificate."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .pdfkit import Doc
from .world import Case


def utility(pdf: Doc, case: Case, rng: random.Random):
    p = case.person
    pdf.add_page()
    blue = (0, 110, 170)
    pdf.fillrect(0, 0, 210, 24, blue)
    pdf.t(
        15,
        6,
        "RADEO - Régie Autonome de Distribution d'Eau et d'Électricité de Ouarzazate",
        size=10.5,
        style="B",
        color=(255, 255, 255),
    )
    pdf.t(15, 13, "Établissement public à caractère industriel et commercial", size=8, color=(230, 240, 250))
    pdf.t(15, 32, "FACTURE EAU - ÉLECTRICITÉ - ASSAINISSEMENT", size=13, style="B", color=blue)
    pdf.t(15, 39, f"Facture n° {rng.randint(10**8, 10**9 - 1)}  du {fmt.date(dt.date(2024, 11, 12))}", size=9)
    pdf.box(120, 30, 75, 28, lw=0.3)
    pdf.t(123, 32, f"{p.title} {p.family.upper()} {p.given.upper()}", size=9.5, style="B")
    for i, ln in enumerate(p.address):
        pdf.t(123, 37 + i * 4.5, ln, size=9)
    pdf.t(123, 50, f"Contrat n° {rng.randint(100000, 999999)}", size=8.5)
    rows = [
        ["Électricité - tranche 1 (0-100 kWh)", "100", "0,9010", "90,10"],
        ["Électricité - tranche 2 (101-150 kWh)", "38", "1,0732", "40,78"],
        ["Redevance fixe électricité", "", "", "12,40"],
        ["Eau potable - tranche sociale", "6", "2,3700", "14,22"],
        ["Eau potable - tranche 2", "7", "7,4400", "52,08"],
        ["Assainissement liquide", "13", "1,6100", "20,93"],
        ["TVA 14 % / 7 %", "", "", "26,35"],
        ["Taxe audiovisuelle", "", "", "10,00"],
    ]
    b, _ = pdf.table(
        15,
        66,
        [95, 25, 30, 30],
        ["Désignation", "Quantité", "Prix unitaire", "Montant (DH)"],
        rows,
        size=8.5,
        rh=6.5,
        aligns=["L", "R", "R", "R"],
        rules="grid",
        head_fill=(220, 235, 245),
    )
    pdf.box(120, b + 6, 75, 12, lw=0.6, fill=(235, 244, 250))
    pdf.t(123, b + 9, "MONTANT À PAYER", size=9.5, style="B")
    pdf.t(192, b + 9, "266,86 DH", size=11, style="B", align="R")
    pdf.t(
        15, b + 8, f"Index électricité : ancien 18 412 - nouveau 18 550 ({fmt.date(dt.date(2024, 11, 4), '.')})", size=8
    )
    pdf.t(15, b + 13, "Index eau : ancien 1 204 - nouveau 1 217", size=8)
    pdf.t(15, b + 18, f"Date limite de paiement : {fmt.date(dt.date(2024, 11, 30))}", size=8.5, style="B")
    pdf.barcode(15, 250, 80, 12, f"RADEO{rng.randint(10**9, 10**10 - 1)}")
    pdf.t(
        105,
        285,
        "RADEO - Avenue Mohammed V, Ouarzazate - Centre d'appel 0800 00 11 22",
        size=7,
        align="C",
        color=(110, 110, 110),
    )


def tax(pdf: Doc, case: Case, rng: random.Random):
    p = case.person
    pdf.add_page()
    pdf.t(15, 10, "ROYAUME DU MAROC", size=9, style="B")
    pdf.t(15, 14.5, "Ministère de l'Économie et des Finances", size=8)
    pdf.t(15, 18.5, "Trésorerie Générale du Royaume", size=8)
    pdf.ar(195, 9, "المملكة المغربية", size=11, style="B")
    pdf.ar(195, 15, "الخزينة العامة للمملكة", size=10)
    pdf.t(105, 32, "AVIS D'IMPOSITION", size=15, style="B", align="C")
    pdf.t(105, 39, "Taxe d'habitation - Taxe de services communaux - Année 2024", size=10, align="C")
    pdf.ar(105 + 30, 45, "إشعار بالضريبة - رسم السكن ورسم الخدمات الجماعية", size=10.5)
    info = [
        ("Redevable", f"{p.family.upper()} {p.given.upper()}"),
        ("Adresse du bien", " ".join(p.address)),
        ("Article n°", f"{rng.randint(100000, 999999)}/{rng.randint(10, 99)}"),
        ("Valeur locative", "9 600,00 DH"),
        ("Date de mise en recouvrement", fmt.date(dt.date(2024, 9, 2))),
    ]
    for i, (k, v) in enumerate(info):
        pdf.leader(15, 55 + i * 7, 180, k, v, size=9.5)
    rows = [
        ["Taxe de services communaux (10,5 %)", "1 008,00"],
        ["Taxe d'habitation (exonérée - résidence principale)", "0,00"],
        ["Majorations et frais", "0,00"],
        [("Total à payer", "B"), ("1 008,00", "B")],
    ]
    pdf.table(
        15,
        98,
        [140, 40],
        ["Nature de l'impôt", "Montant (DH)"],
        rows,
        size=9,
        rh=7,
        aligns=["L", "R"],
        rules="grid",
        head_fill=(230, 230, 230),
    )
    pdf.para(
        15,
        138,
        180,
        "Paiement à effectuer avant le 31/12/2024 auprès de la perception de rattachement ou en "
        "ligne sur le portail de la TGR. Passé ce délai, une majoration de 5 % et 0,5 % par mois de retard "
        "sera appliquée.",
        size=8.5,
    )
    pdf.qr(165, 160, 25, f"TSC{rng.randint(0, 10**8)}")


def lease(pdf: Doc, case: Case, rng: random.Random):
    p = case.person
    pdf.add_page()
    pdf.base = "libserif"
    pdf.t(105, 15, "CONTRAT DE BAIL À USAGE D'HABITATION", size=14, style="B", align="C")
    y = 28
    paras = [
        "Entre les soussignés :",
        "M. Abdelhak Bennani Smires, demeurant 14 rue Ibn Battouta, Casablanca, titulaire de la CIN n° BE41207, "
        "ci-après dénommé « le Bailleur », d'une part,",
        f"Et {p.title} {p.given} {p.family.upper()}, titulaire de la CIN n° {p.cin}, ci-après dénommé(e) « le "
        "Preneur », d'autre part,",
        "Il a été convenu et arrêté ce qui suit :",
        f"Article 1 - Objet : Le Bailleur donne en location au Preneur un appartement situé {' '.join(p.address)}, "
        "composé de deux chambres, un salon, une cuisine et une salle d'eau.",
        "Article 2 - Durée : Le présent bail est consenti pour une durée d'un an à compter du 1er septembre 2022, "
        "renouvelable par tacite reconduction.",
        "Article 3 - Loyer : Le loyer mensuel est fixé à 2 300,00 DH (deux mille trois cents dirhams), payable "
        "d'avance le cinq de chaque mois. Une caution de 4 600,00 DH a été versée à la signature.",
        "Article 4 - Charges : Les consommations d'eau et d'électricité sont à la charge du Preneur. La taxe de "
        "services communaux reste à la charge du Bailleur.",
        "Article 5 - Résiliation : Chacune des parties peut mettre fin au bail moyennant un préavis d'un mois "
        "notifié par lettre recommandée.",
        "Fait en deux exemplaires originaux à Settat, le 25 août 2022.",
    ]
    for para in paras:
        y = pdf.para(18, y, 174, para, size=10.5, lh=1.55) + 3
    pdf.t(25, y + 6, "Le Bailleur", size=10.5, style="B")
    pdf.t(140, y + 6, "Le Preneur", size=10.5, style="B")
    pdf.signature(25, y + 13, 30, 10, seed=rng.randint(0, 999))
    pdf.signature(140, y + 13, 30, 10, seed=rng.randint(0, 999))
    pdf.stamp_rect(
        70,
        y + 30,
        [
            "COMMUNE DE SETTAT",
            "SERVICE DE LÉGALISATION",
            "Signature légalisée le 26/08/2022",
            f"N° {rng.randint(1000, 9999)}",
        ],
        rgb=(30, 60, 150),
        size=6.5,
        seed=rng.randint(0, 99),
    )
    pdf.base = "dejavu"


def school(pdf: Doc, case: Case, rng: random.Random):
    p = case.person
    pdf.add_page()
    pdf.base = "dejavuserif"
    pdf.t(15, 12, "ROYAUME DU MAROC", size=9, style="B")
    pdf.t(15, 16.5, "Ministère de l'Éducation Nationale, du Préscolaire et des Sports", size=8)
    pdf.t(15, 20.5, "Académie Régionale d'Éducation et de Formation Souss-Massa", size=8)
    pdf.t(15, 24.5, "Direction Provinciale d'Agadir Ida-Outanane", size=8)
    pdf.ar(195, 11, "المملكة المغربية", size=11, style="B")
    pdf.ar(195, 17, "وزارة التربية الوطنية والتعليم الأولي والرياضة", size=9.5)
    pdf.t(105, 45, "CERTIFICAT DE SCOLARITÉ", size=15, style="B", align="C")
    pdf.ar(105 + 18, 53, "شهادة مدرسية", size=13, style="B")
    pdf.t(18, 70, "Le Directeur de l'École Primaire Al Massira - Dakhla, Agadir, certifie que l'élève :", size=10.5)
    rows = [
        ("Nom et prénom", f"{p.family.upper()} Yasmine"),
        ("Date de naissance", fmt.date(dt.date(2016, 2, 11))),
        ("Code Massar", f"J{rng.randint(100000000, 999999999)}"),
        ("Niveau", "3ème année primaire"),
        ("Année scolaire", "2024-2025"),
        ("Parent / Tuteur", f"{p.given} {p.family.upper()}"),
    ]
    for i, (k, v) in enumerate(rows):
        pdf.dotted_value(18, 82 + i * 9, 170, k + " :", v, size=10.5, family="dejavuserif", vstyle="B")
    pdf.para(
        18,
        142,
        174,
        "est régulièrement inscrit(e) dans notre établissement et suit ses études avec "
        "assiduité. Le présent certificat est délivré pour servir et valoir ce que de droit.",
        size=10.5,
    )
    pdf.t(120, 168, f"Agadir, le {fmt.date(dt.date(2024, 12, 18), '/')}", size=10.5)
    pdf.t(120, 174, "Le Directeur", size=10.5, style="B")
    pdf.stamp_round(
        150, 195, 15, "ECOLE AL MASSIRA * AGADIR *", ["DIRECTION"], rgb=(40, 40, 150), seed=rng.randint(0, 99)
    )
    pdf.signature(125, 182, 30, 11, seed=rng.randint(0, 999))
    pdf.base = "dejavu"


def residence(pdf: Doc, case: Case, rng: random.Random):
    p = case.person
    pdf.add_page()
    pdf.t(15, 10, "ROYAUME DU MAROC", size=9, style="B", family="dejavuserif")
    pdf.t(15, 14.5, "Ministère de l'Intérieur", size=8.5, family="dejavuserif")
    pdf.t(15, 18.5, "Province d'Errachidia - Pachalik d'Errachidia", size=8.5, family="dejavuserif")
    pdf.t(15, 22.5, "Annexe administrative n° 3", size=8.5, family="dejavuserif")
    pdf.ar(195, 9, "المملكة المغربية", size=12, style="B")
    pdf.ar(195, 15, "وزارة الداخلية", size=11)
    pdf.ar(195, 21, "عمالة إقليم الرشيدية - باشوية الرشيدية", size=10.5)
    pdf.ar(195, 27, "الملحقة الإدارية رقم 3", size=10.5)
    pdf.ar(105 + 18, 40, "شهادة السكنى", size=18, style="B")
    pdf.t(105, 52, "CERTIFICAT DE RÉSIDENCE", size=14, style="B", align="C", family="dejavuserif")
    pdf.ar(192, 66, "يشهد قائد الملحقة الإدارية أن السيد(ة) المذكور(ة) أسفله يقطن بالعنوان التالي", size=11.5)
    rows = [
        ("Nom et prénom", f"{p.family.upper()} {p.given.upper()}", "الاسم الكامل", f"{p.family_ar} {p.given_ar}"),
        ("N° CIN", p.cin, "رقم البطاقة الوطنية", ""),
        ("Adresse", " ".join(p.address), "العنوان", p.address_ar),
        ("Depuis", fmt.date(dt.date(2016, 5, 1), "/"), "منذ", ""),
    ]
    y = 78
    for k, v, k_ar, v_ar in rows:
        pdf.dotted_value(15, y + 1, 110, k + " :", v, size=10, family="dejavuserif", vstyle="B")
        pdf.ar(195, y, k_ar, size=11)
        if v_ar:
            pdf.ar(195, y + 6.5, v_ar, size=10.5, style="B")
        y += 15
    pdf.t(
        15,
        y + 8,
        f"Délivré le {fmt.date(dt.date(2025, 1, 3), '.')} sur la base de l'enquête n° {rng.randint(100, 999)}/2025",
        size=9.5,
        family="dejavuserif",
    )
    pdf.t(130, y + 20, "Le Caïd", size=10.5, style="B", family="dejavuserif")
    pdf.ar(190, y + 19.5, "القائد", size=11, style="B")
    pdf.signature(130, y + 27, 30, 10, seed=rng.randint(0, 999))
    pdf.stamp_round(
        165,
        y + 38,
        15,
        "ANNEXE ADMINISTRATIVE 3 * ERRACHIDIA *",
        ["CAIDAT"],
        rgb=(40, 40, 150),
        seed=rng.randint(0, 99),
    )


KINDS = {"utility": utility, "tax": tax, "lease": lease, "school": school, "residence": residence}


def render(case: Case, dp, rng: random.Random):
    pdf = Doc()
    KINDS[dp.variant](pdf, case, rng)
    return pdf, {}
