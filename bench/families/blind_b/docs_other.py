"""Papers a lender receives that are none of the labelled types: utility bill, lease, tax notice, school
certificate, phone invoice."""

from __future__ import annotations

from datetime import date

from reportlab.lib.colors import Color

from .base import BLACK, GREY, LIGHT, WHITE, Doc, H, W, amount_words_fr, table
from .common import (
    draw_arabic,
    draw_justified,
    draw_logo,
    draw_rect_stamp,
    draw_round_stamp,
    draw_signature,
    fmt_amount,
    fmt_date,
)
from .docs_cnss import barcode, qr


def utility_bill(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("Facture", creator="RADF Facturation")
    c = doc.c
    blue = Color(0.0, 0.35, 0.6)
    draw_logo(c, 40, H - 74, 36, "circles", blue, Color(0.95, 0.7, 0.1))
    c.setFont("LS-B", 12)
    c.setFillColor(blue)
    c.drawString(84, H - 50, "RADF")
    c.setFont("LS", 7.5)
    c.drawString(84, H - 61, "Régie Autonome de Distribution d'Eau et d'Electricité de Fès")
    c.setFillColor(BLACK)
    draw_arabic(c, "الوكالة المستقلة لتوزيع الماء والكهرباء بفاس", W - 40, H - 52, 9, "naskh-b")
    c.setFont("LS-B", 14)
    c.drawRightString(W - 40, H - 80, "FACTURE EAU - ELECTRICITE")
    c.setFont("LS", 8.5)
    kwh_old = rng.randint(10000, 40000)
    kwh = rng.randint(140, 320)
    m3_old = rng.randint(800, 3000)
    m3 = rng.randint(9, 24)
    y = H - 110
    left = [
        ("N° de facture", f"{rng.randint(10**9, 10**10 - 1)}"),
        ("N° de contrat", f"{rng.randint(10**6, 10**7 - 1)}"),
        ("Période", "Mars 2024"),
        ("Date d'émission", fmt_date(date(2024, 4, 6))),
        ("Date limite de paiement", fmt_date(date(2024, 4, 26))),
    ]
    for k, v in left:
        c.drawString(40, y, k)
        c.drawString(150, y, ": " + v)
        y -= 12
    c.roundRect(320, H - 170, W - 360, 64, 4)
    c.setFont("LS-B", 9)
    c.drawString(330, H - 122, f"{p.civ} {p.family.upper()} {p.given.upper()}")
    c.setFont("LS", 8.5)
    for i, ln in enumerate(p.address):
        c.drawString(330, H - 136 - 12 * i, ln)
    y = H - 200
    rows = [
        ["Prestation", "Ancien index", "Nouvel index", "Consommation", "Montant HT"],
        ["Electricité (kWh)", str(kwh_old), str(kwh_old + kwh), str(kwh), fmt_amount(kwh * 0.9010, "sp")],
        ["Eau potable (m3)", str(m3_old), str(m3_old + m3), str(m3), fmt_amount(m3 * 4.26, "sp")],
        ["Assainissement", "", "", str(m3), fmt_amount(m3 * 1.64, "sp")],
        ["Redevance fixe", "", "", "", "24,00"],
    ]
    ht = kwh * 0.901 + m3 * 4.26 + m3 * 1.64 + 24
    tva = ht * 0.14
    y = table(c, 40, y, [170, 85, 85, 85, 90], rows, size=8.5, row_h=16, header_fill=LIGHT, aligns="lrrrr")
    y -= 10
    rows2 = [
        ["Total HT", fmt_amount(ht, "sp")],
        ["TVA", fmt_amount(tva, "sp")],
        ["Timbre", "0,00"],
        ["TOTAL A PAYER (DH)", fmt_amount(ht + tva, "sp")],
    ]
    table(c, 325, y, [130, 90], rows2, header=False, size=9, row_h=16, aligns="lr", bold_rows=(3,))
    barcode(c, 40, 90, 200, 30, rng)
    c.setFont("LS", 7)
    c.setFillColor(GREY)
    c.drawString(40, 70, "Payable dans nos agences, chez nos partenaires agréés ou en ligne. Conservez cette facture.")
    c.setFillColor(BLACK)
    return doc.finish(), {}


def lease(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("Contrat de bail", creator="Microsoft Word")
    c = doc.c
    c.setFont("LR-B", 15)
    c.drawCentredString(W / 2, H - 70, "CONTRAT DE BAIL A USAGE D'HABITATION")
    rent = 3200.0
    paras = [
        "Entre les soussignés :",
        "M. Abdelkrim TAHIRI, titulaire de la CIN n° A309871, demeurant au 18, Rue Oum Errabia, Agdal, Rabat, "
        "ci-après dénommé « le bailleur », d'une part,",
        f"Et {p.civ_long} {p.given} {p.family.upper()}, titulaire de la CIN n° {p.cin}, ci-après dénommée « le "
        "preneur », d'autre part,",
        "Il a été convenu et arrêté ce qui suit :",
        "Article 1 - Objet : Le bailleur donne en location au preneur, qui accepte, un appartement situé au "
        f"{p.address[0].title()}, {p.address[-1].title()}, composé de deux chambres, un salon, une cuisine et une "
        "salle de bain.",
        "Article 2 - Durée : Le présent bail est consenti pour une durée d'une année renouvelable par tacite "
        f"reconduction, à compter du {fmt_date(date(2023, 9, 1), 'long')}.",
        f"Article 3 - Loyer : Le loyer mensuel est fixé à {fmt_amount(rent, 'sp')} DH ({amount_words_fr(rent)}), "
        "payable d'avance au plus tard le cinq de chaque mois.",
        f"Article 4 - Dépôt de garantie : Le preneur verse ce jour la somme de {fmt_amount(2 * rent, 'sp')} DH "
        "à titre de caution, restituable en fin de bail déduction faite des sommes éventuellement dues.",
        "Article 5 - Charges : Les consommations d'eau et d'électricité sont à la charge du preneur. La taxe "
        "de services communaux reste à la charge du bailleur.",
        "Article 6 - Le présent contrat est régi par la loi n° 67-12 relative aux rapports contractuels entre "
        "bailleurs et locataires des locaux à usage d'habitation ou professionnel.",
    ]
    y = H - 110
    for t in paras:
        y = draw_justified(c, t, 60, y, W - 120, "LR", 10.5, 14.5)
        y -= 8
    c.setFont("LR", 10.5)
    c.drawString(60, y - 10, f"Fait à Rabat, le {fmt_date(date(2023, 8, 24), 'slash')}, en deux exemplaires.")
    c.drawString(80, y - 40, "Le bailleur")
    c.drawString(W - 200, y - 40, "Le preneur")
    c.setFont("LR-I", 9)
    c.drawString(80, y - 54, "Lu et approuvé")
    c.drawString(W - 200, y - 54, "Lu et approuvé")
    draw_signature(c, 80, y - 100, 100, 36, rng)
    draw_signature(c, W - 200, y - 100, 100, 36, rng)
    draw_rect_stamp(
        c,
        200,
        y - 190,
        [
            "ROYAUME DU MAROC",
            "Commune de Rabat - Arrondissement Agdal-Riyad",
            "Légalisation de signature",
            f"N° {rng.randint(1000, 9999)} du 25/08/2023",
        ],
        rng,
        size=6.5,
    )
    return doc.finish(), {}


def tax_notice(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("Avis d'imposition", creator="DGI")
    c = doc.c
    c.setFont("DV-B", 9)
    c.drawString(40, H - 44, "ROYAUME DU MAROC")
    c.setFont("DV", 8)
    c.drawString(40, H - 56, "Ministère de l'Economie et des Finances")
    c.drawString(40, H - 67, "Direction Générale des Impôts")
    c.drawString(40, H - 78, "Direction Régionale d'Oujda")
    draw_arabic(c, "المملكة المغربية", W - 40, H - 46, 10, "naskh-b")
    draw_arabic(c, "المديرية العامة للضرائب", W - 40, H - 62, 9, "naskh")
    c.setFillColor(Color(0.15, 0.3, 0.5))
    c.rect(40, H - 122, W - 80, 28, stroke=0, fill=1)
    c.setFillColor(WHITE)
    c.setFont("DV-B", 12)
    c.drawCentredString(W / 2, H - 112, "AVIS D'IMPOSITION - TAXE D'HABITATION ET TAXE DE SERVICES COMMUNAUX")
    c.setFillColor(BLACK)
    y = H - 150
    info = [
        ["Année d'imposition", "2024", "N° d'article", f"{rng.randint(10**7, 10**8 - 1)}"],
        [
            "Redevable",
            f"{p.family.upper()} {p.given.upper()}",
            "Identifiant fiscal",
            f"{rng.randint(10**7, 10**8 - 1)}",
        ],
        ["Adresse du bien", " ".join(p.address), "Date de mise en recouvrement", "02/01/2024"],
    ]
    y = table(c, 40, y, [95, 175, 130, 115], info, header=False, font="DV", bold="DV", size=7.8, row_h=17)
    y -= 18
    vl = 14400.0
    rows = [
        ["Taxe", "Base (valeur locative)", "Abattement", "Taux", "Montant"],
        ["Taxe d'habitation", fmt_amount(vl, "sp"), "75 %", "10 %", fmt_amount(vl * 0.25 * 0.10, "sp")],
        ["Taxe de services communaux", fmt_amount(vl, "sp"), "-", "10,5 %", fmt_amount(vl * 0.105, "sp")],
    ]
    total = vl * 0.25 * 0.1 + vl * 0.105
    rows.append(["TOTAL A PAYER", "", "", "", fmt_amount(total, "sp")])
    table(
        c,
        40,
        y,
        [160, 110, 80, 70, 95],
        rows,
        font="DV",
        bold="DV-B",
        size=8.5,
        row_h=17,
        header_fill=LIGHT,
        aligns="lrrrr",
        bold_rows=(3,),
    )
    c.setFont("DV", 8)
    c.drawString(
        40,
        y - 110,
        "Date limite de paiement : 31/03/2024. Passé ce délai, une pénalité et des majorations seront appliquées.",
    )
    c.drawString(40, y - 122, "Paiement possible en ligne sur le portail de la DGI ou auprès des perceptions.")
    qr(c, W - 120, 60, 70, rng)
    return doc.finish(), {}


def school(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("Certificat de scolarité", creator="Apogée")
    c = doc.c
    c.setFont("NS-B", 10)
    c.drawString(40, H - 50, "Université Moulay Ismaïl")
    c.setFont("NS", 8.5)
    c.drawString(40, H - 62, "Faculté des Sciences - Meknès")
    c.drawString(40, H - 73, "Service de la scolarité")
    draw_arabic(c, "جامعة مولاي إسماعيل", W - 40, H - 52, 10, "naskh-b")
    draw_arabic(c, "كلية العلوم بمكناس", W - 40, H - 68, 9, "naskh")
    c.setFont("NS-B", 15)
    c.drawCentredString(W / 2, H - 140, "CERTIFICAT DE SCOLARITÉ")
    c.setFont("NS", 9)
    c.drawCentredString(W / 2, H - 156, "Année universitaire 2023-2024")
    y = H - 200
    t = (
        f"Le Doyen de la Faculté des Sciences de Meknès certifie que l'étudiante {p.family.upper()} {p.given}, "
        f"née le {fmt_date(p.dob)} à {p.pob.title()}, titulaire de la CIN n° {p.cin}, Code national étudiant "
        f"R{rng.randint(10**8, 10**9 - 1)}, est régulièrement inscrite en Master « Mathématiques et Applications » "
        "(formation continue, horaires aménagés), semestre 2, au titre de l'année universitaire 2023-2024."
    )
    y = draw_justified(c, t, 60, y, W - 120, "NS", 10.5, 15.5)
    y -= 14
    c.setFont("NS", 10.5)
    c.drawString(60, y, "Ce certificat est délivré à l'intéressée pour servir et valoir ce que de droit.")
    c.drawString(W - 230, y - 40, f"Meknès, le {fmt_date(date(2024, 3, 18), 'long')}")
    c.drawString(W - 230, y - 54, "P. le Doyen et par délégation")
    draw_signature(c, W - 220, y - 120, 100, 40, rng)
    draw_round_stamp(c, W - 110, y - 105, 40, "UNIVERSITE MOULAY ISMAIL", ["FACULTE", "DES SCIENCES"], rng)
    c.setFont("NS", 7)
    c.setFillColor(GREY)
    c.drawCentredString(
        W / 2, 40, "Document édité par le système de gestion de la scolarité. Toute rature ou surcharge l'annule."
    )
    return doc.finish(), {}


def telecom(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("Facture", creator="Atlas Mobile")
    c = doc.c
    pink = Color(0.75, 0.1, 0.45)
    c.setFillColor(pink)
    c.rect(0, H - 70, W, 70, stroke=0, fill=1)
    c.setFillColor(WHITE)
    c.setFont("DV-B", 20)
    c.drawString(40, H - 44, "atlas mobile")
    c.setFont("DV", 8)
    c.drawString(40, H - 58, "Atlas Mobile SA - Opérateur de télécommunications")
    c.setFont("DV-B", 13)
    c.drawRightString(W - 40, H - 42, "Votre facture")
    c.setFont("DV", 8.5)
    c.drawRightString(W - 40, H - 56, "Avril 2024")
    c.setFillColor(BLACK)
    y = H - 100
    c.setFont("DV-B", 10)
    c.drawString(40, y, f"{p.civ} {p.given} {p.family.upper()}")
    c.setFont("DV", 8.5)
    for i, ln in enumerate(p.address):
        c.drawString(40, y - 13 - 12 * i, ln)
    c.drawString(330, y, f"N° client : {rng.randint(10**7, 10**8 - 1)}")
    c.drawString(330, y - 13, f"Ligne : {p.phone}")
    c.drawString(330, y - 26, f"Facture n° F{rng.randint(10**8, 10**9 - 1)} du {fmt_date(date(2024, 5, 3), 'dot')}")
    c.drawString(330, y - 39, "Période : 01.04.2024 - 30.04.2024")
    y -= 80
    rows = [
        ["Désignation", "Quantité", "Montant HT"],
        ["Forfait Illimité 20 Go", "1", "149,17"],
        ["Option Internet +10 Go", "1", "41,67"],
        ["Communications hors forfait", "12 min", "8,40"],
        ["Total HT", "", "199,24"],
        ["TVA 20 %", "", "39,85"],
        ["Total TTC à payer", "", "239,09 DH"],
    ]
    table(
        c,
        40,
        y,
        [300, 100, 115],
        rows,
        font="DV",
        bold="DV-B",
        size=9,
        row_h=18,
        grid="h",
        header_fill=LIGHT,
        aligns="lrr",
        bold_rows=(6,),
    )
    c.setFont("DV", 8)
    c.drawString(40, y - 150, "Prélèvement automatique le 15.05.2024. Merci de votre fidélité.")
    return doc.finish(), {}


LAYOUTS = {"utility": utility_bill, "lease": lease, "tax": tax_notice, "school": school, "telecom": telecom}
