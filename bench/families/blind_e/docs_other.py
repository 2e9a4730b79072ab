"""Papers a lender receives that are none of the labelled types: bills, a tax notice, a lease, a school certificate."""

from __future__ import annotations

import random

from . import art, fmt
from .odf import Cell, Doc
from .world import Person


def other(kind: str, p: Person, rng: random.Random):
    return {"utility": _utility, "tax": _tax, "lease": _lease, "school": _school, "telecom": _telecom}[kind](p, rng)


def _utility(p, rng):
    doc = Doc(font="DejaVu Sans", size=8.5, margins=(12, 12, 14, 14))
    W = doc.text_width
    logo = art.logo("RIEM", "#0277bd", "circle", rng)
    doc.add(
        doc.table(
            [
                [
                    Cell(doc.p("", frames=doc.image(logo, 16, 16, anchor="as-char")), raw=True, border=None),
                    Cell(
                        doc.p(
                            "Régie Intercommunale des Eaux et de l'Électricité de Meknès",
                            bold=True,
                            size=11,
                            color="#0277bd",
                        )
                        + doc.p("Service clientèle : 080 200 15 15 - Avenue des FAR, Meknès", size=8),
                        raw=True,
                        border=None,
                    ),
                    Cell(
                        doc.p("FACTURE", bold=True, size=14, align="end")
                        + doc.p(f"N° {rng.randint(10**8, 10**9 - 1)}", align="end"),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [20, W - 62, 42],
        )
    )
    doc.spacer(4)
    start, end = fmt.month_bounds(fmt.add_months(p.months[-1], -1))
    info = [
        ["Client", f"{p.civ} {p.family.upper()} {p.given.upper()}", "N° contrat", str(rng.randint(10**6, 10**7 - 1))],
        [
            "Adresse de consommation",
            " ".join(p.addr),
            "Période",
            f"{fmt.date(start, 'slash')} - {fmt.date(end, 'slash')}",
        ],
        [
            "Date d'émission",
            fmt.date(fmt.add_months(p.months[-1], 0) + "-05", "slash"),
            "Date limite de paiement",
            fmt.date(fmt.add_months(p.months[-1], 0) + "-25", "slash"),
        ],
    ]
    doc.add(doc.table(info, [36, W / 2 - 36, 36, W / 2 - 36], size=8.5))
    doc.spacer(4)
    kwh = rng.randint(90, 260)
    m3 = rng.randint(8, 22)
    rows = [["Rubrique", "Index ancien", "Index nouveau", "Consommation", "Montant HT", "TVA", "Montant TTC"]]
    e_ht = round(kwh * 1.0117, 2)
    w_ht = round(m3 * 3.62, 2)
    for lab, a, c, ht, tva in (
        ("Électricité", 45210, kwh, e_ht, 0.14),
        ("Eau potable", 8712, m3, w_ht, 0.07),
        ("Assainissement", 0, m3, round(m3 * 1.12, 2), 0.10),
    ):
        rows.append(
            [
                lab,
                str(a),
                str(a + c) if a else "",
                f"{c} {'kWh' if lab.startswith('É') else 'm3'}",
                fmt.amount(ht, "fr"),
                fmt.amount(ht * tva, "fr"),
                fmt.amount(ht * (1 + tva), "fr"),
            ]
        )
    total = sum(float(r[6].replace(" ", "").replace(",", ".")) for r in rows[1:])
    rows.append([Cell("Timbre", span=6), "1,00"])
    rows.append(
        [Cell("TOTAL À PAYER (DH)", span=6, p={"bold": True}), Cell(fmt.amount(total + 1, "fr"), p={"bold": True})]
    )
    doc.add(doc.table(rows, [34, 22, 22, 26, 24, 20, W - 148], size=8, header_rows=1))
    doc.para(
        "Paiement possible en agence, auprès des banques partenaires, par prélèvement ou sur l'application mobile.",
        size=8,
        before=6,
        italic=True,
    )
    return "fodt", doc.render()


def _tax(p, rng):
    doc = Doc(font="Liberation Serif", size=10, margins=(14, 14, 18, 18))
    W = doc.text_width
    doc.add(
        doc.table(
            [
                [
                    Cell(
                        doc.p("ROYAUME DU MAROC", bold=True)
                        + doc.p("Ministère de l'Économie et des Finances")
                        + doc.p("Direction Générale des Impôts", bold=True),
                        raw=True,
                        border=None,
                    ),
                    Cell(
                        doc.p("المملكة المغربية", rtl=True, align="end", bold=True)
                        + doc.p("المديرية العامة للضرائب", rtl=True, align="end"),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [W / 2, W / 2],
        )
    )
    doc.para("AVIS D'IMPOSITION", align="center", bold=True, size=15, before=10)
    doc.para("Taxe d'habitation et taxe de services communaux - Année 2024", align="center", after=8)
    rows = [
        ["Redevable", f"{p.family.upper()} {p.given}"],
        ["Adresse du bien", " ".join(p.addr)],
        ["Article n°", f"{rng.randint(100000, 999999)}/{rng.randint(10, 99)}"],
        ["Valeur locative", fmt.amount(rng.randint(18, 60) * 1000, "fr") + " DH"],
        ["Date de mise en recouvrement", fmt.date("2025-02-01", "slash")],
    ]
    doc.add(doc.table(rows, [60, W - 60], row_h=6.5))
    doc.spacer(4)
    th = rng.randint(300, 1800)
    tsc = rng.randint(400, 1400)
    rows = [
        ["Nature", "Base", "Taux", "Montant (DH)"],
        ["Taxe d'habitation", "—", "10 %", fmt.amount(th, "fr")],
        ["Taxe de services communaux", "—", "10,5 %", fmt.amount(tsc, "fr")],
        [Cell("Total à payer", span=3, p={"bold": True}), Cell(fmt.amount(th + tsc, "fr"), p={"bold": True})],
    ]
    doc.add(doc.table(rows, [W * 0.45, W * 0.15, W * 0.15, W * 0.25], header_rows=1))
    doc.para(
        "Le montant est exigible dans un délai de deux mois à compter de la date de mise en recouvrement.",
        before=8,
        size=9,
        italic=True,
    )
    return "fodt", doc.render()


def _lease(p, rng):
    doc = Doc(font="Liberation Serif", size=11, margins=(18, 18, 22, 22))
    rent = rng.choice([2500, 3000, 3200, 4000])
    start = f"{int(p.months[0][:4]) - 2}-{rng.randint(1, 12):02d}-01"
    doc.para("CONTRAT DE BAIL À USAGE D'HABITATION", align="center", bold=True, size=14, after=10)
    doc.para("Entre les soussignés :", bold=True, after=4)
    doc.para(
        f"M. Hassan Tahiri, titulaire de la CIN n° D{rng.randint(100000, 999999)}, demeurant à Errachidia, ci-après "
        "dénommé « le bailleur »,",
        align="justify",
        after=4,
    )
    doc.para(
        f"Et {p.civ} {p.given} {p.family.upper()}, titulaire de la CIN n° {p.cin}, ci-après dénommé(e) « le preneur ».",
        align="justify",
        after=6,
    )
    arts = [
        (
            "Article 1 - Objet",
            f"Le bailleur donne en location au preneur un logement sis {' '.join(p.addr)}, composé de trois pièces, "
            "cuisine et salle d'eau.",
        ),
        (
            "Article 2 - Durée",
            "Le présent bail est consenti pour une durée d'une année renouvelable par tacite reconduction, à "
            f"compter du {fmt.date(start, 'long')}.",
        ),
        (
            "Article 3 - Loyer",
            f"Le loyer mensuel est fixé à {fmt.amount(rent, 'fr')} DH ({fmt.amount_words(rent)}), payable d'avance "
            "avant le 5 de chaque mois.",
        ),
        (
            "Article 4 - Dépôt de garantie",
            f"Le preneur verse ce jour la somme de {fmt.amount(rent * 2, 'fr')} DH à titre de dépôt de garantie.",
        ),
        ("Article 5 - Charges", "Les consommations d'eau et d'électricité sont à la charge du preneur."),
        (
            "Article 6 - Litiges",
            "Conformément à la loi n° 67-12, tout litige sera porté devant le tribunal de première instance compétent.",
        ),
    ]
    for t, body in arts:
        doc.para(t, bold=True, before=4)
        doc.para(body, align="justify", line=130)
    doc.para(f"Fait en deux exemplaires à Errachidia, le {fmt.date(start, 'slash')}", before=10)
    doc.para(
        "Le bailleur                                                                 Le preneur", before=8, bold=True
    )
    sig = art.png_bytes(art.signature(rng))
    sig2 = art.png_bytes(art.signature(rng, color="#111111"))
    doc.para("", frames=doc.image(sig, 45, 17, x=0, y=0) + doc.image(sig2, 45, 17, x=110, y=0))
    doc.spacer(20)
    return "fodt", doc.render()


def _school(p, rng):
    doc = Doc(font="Noto Serif", size=11, margins=(18, 18, 22, 22))
    W = doc.text_width
    doc.add(
        doc.table(
            [
                [
                    Cell(
                        doc.p("Royaume du Maroc", size=9)
                        + doc.p("Ministère de l'Éducation Nationale", size=9)
                        + doc.p("Académie Régionale Rabat-Salé-Kénitra", size=9),
                        raw=True,
                        border=None,
                    ),
                    Cell(
                        doc.p("المملكة المغربية", rtl=True, align="end", size=10)
                        + doc.p("وزارة التربية الوطنية", rtl=True, align="end", size=10),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [W / 2, W / 2],
        )
    )
    doc.para("Lycée Ibn Al Haytam - Rabat", align="center", bold=True, before=6)
    doc.para("ATTESTATION DE SCOLARITÉ", align="center", bold=True, size=15, before=10, after=10, underline=True)
    doc.para(
        f"Le Directeur du Lycée Ibn Al Haytam atteste que l'élève Yassine {p.family.upper()}, né le 14/05/2009 à "
        "Rabat, "
        f"code Massar R{rng.randint(100000000, 999999999)}, est régulièrement inscrit dans notre établissement au "
        "titre de "
        "l'année scolaire 2024-2025 en classe de Tronc Commun Sciences.",
        align="justify",
        line=150,
    )
    doc.para("La présente attestation est délivrée pour servir et valoir ce que de droit.", before=6)
    doc.para(f"Rabat, le {fmt.date(fmt.add_months(p.months[-1], 1) + '-08', 'long')}", align="end", before=10)
    st = art.png_bytes(art.round_stamp("Lycée Ibn Al Haytam", "Rabat", ["LE DIRECTEUR"], "#1f3a93", rng))
    doc.para("Le Directeur", align="end", frames=doc.image(st, 32, 32, x=W - 60, y=0))
    doc.spacer(30)
    return "fodt", doc.render()


def _telecom(p, rng):
    doc = Doc(font="Liberation Sans", size=9, margins=(14, 14, 16, 16))
    W = doc.text_width
    logo = art.logo("AN", "#e65100", "diamond", rng)
    doc.para(
        [("Atlasnet Télécom SA", {"bold": True, "size": 14, "color": "#e65100"})],
        frames=doc.image(logo, 12, 12, anchor="as-char"),
    )
    doc.para(f"FACTURE N° F{rng.randint(10**7, 10**8 - 1)} - Internet Fibre & Mobile", bold=True, before=4, after=6)
    rows = [
        ["Titulaire", f"{p.given} {p.family.upper()}"],
        ["Adresse d'installation", " ".join(p.addr)],
        ["Numéro de ligne", f"05 36 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"],
        [
            "Période de facturation",
            f"01/{p.months[-1][5:7]}/{p.months[-1][:4]} au "
            f"{fmt.month_bounds(p.months[-1])[1][8:]}/{p.months[-1][5:7]}/{p.months[-1][:4]}",
        ],
    ]
    doc.add(doc.table(rows, [45, W - 45], size=9))
    doc.spacer(4)
    items = [
        ("Abonnement Fibre 100 Mbps", 349.0),
        ("Forfait mobile 30 Go", 99.0),
        ("Appels hors forfait", round(rng.uniform(5, 40), 2)),
    ]
    ht = sum(a for _, a in items)
    rows = [["Désignation", "Montant HT (DH)"]] + [[a, Cell(fmt.amount(b, "fr"), p={"align": "end"})] for a, b in items]
    rows += [
        ["TVA 20 %", Cell(fmt.amount(ht * 0.2, "fr"), p={"align": "end"})],
        [Cell("Total TTC", p={"bold": True}), Cell(fmt.amount(ht * 1.2, "fr"), p={"align": "end", "bold": True})],
    ]
    doc.add(doc.table(rows, [W - 45, 45], size=9, header_rows=1))
    doc.para("Montant prélevé automatiquement sur votre compte bancaire le 15 du mois.", size=8, italic=True, before=5)
    return "fodt", doc.render()
