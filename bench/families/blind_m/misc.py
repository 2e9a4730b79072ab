"""Papers of type 'other' that come with a file: an electricity and water bill, a lease."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import ROMAN, ROMAN_B, SANS, SANS_B, table
from .model import Doc
from .people import Person
from .ps import Canvas


def utility_bill(p: Person, issued: dt.date, rng: random.Random) -> Doc:
    c = Canvas(title="Facture", creator="Facturation", date=f"D:{issued.strftime('%Y%m%d')}080000+01'00'")
    blue = (0.0, 0.42, 0.7)
    c.rect(0, 0, c.w, 76, fill=blue)
    c.text(40, 40, "Souss Distribution Eau & Électricité SA", SANS_B, 15, color=1)
    c.text(40, 58, "Service clients : 08 02 00 44 10", SANS, 9, color=1)
    c.text(c.w - 40, 40, "FACTURE", SANS_B, 16, "r", 1)
    c.text(c.w - 40, 58, f"N° {rng.randint(10**9, 10**10 - 1)}", SANS, 9, "r", 1)
    y = 110
    c.text(40, y, "Client", SANS, 9, color=0.4)
    c.text(40, y + 14, f"{p.civility} {p.family} {p.given}", SANS_B, 11)
    c.text(40, y + 28, p.address[0].title(), SANS, 9.5)
    c.text(40, y + 40, p.address[1].title(), SANS, 9.5)
    c.text(340, y, "Contrat n°", SANS, 9, color=0.4)
    c.text(440, y, f"{rng.randint(1000000, 9999999)}", SANS_B, 9.5)
    c.text(340, y + 14, "Date de facture", SANS, 9, color=0.4)
    c.text(440, y + 14, fmt.date(issued), SANS_B, 9.5)
    c.text(340, y + 28, "Date limite", SANS, 9, color=0.4)
    c.text(440, y + 28, fmt.date(issued + dt.timedelta(days=15)), SANS_B, 9.5)
    y += 80
    kwh, m3 = rng.randint(140, 320), rng.randint(9, 24)
    elec = round(kwh * 1.0119, 2)
    water = round(m3 * 5.87, 2)
    fees = 22.4
    tva = round((elec + water + fees) * 0.14, 2)
    total = round(elec + water + fees + tva, 2)
    rows = [
        ["Désignation", "Consommation", "Montant HT (DH)"],
        ["Électricité", f"{kwh} kWh", fmt.money(elec)],
        ["Eau potable", f"{m3} m3", fmt.money(water)],
        ["Redevances et entretien", "", fmt.money(fees)],
        ["TVA", "", fmt.money(tva)],
        ["Total à payer", "", fmt.money(total)],
    ]
    table(c, 40, y, [260, 120, c.w - 420], rows, "lrr", SANS, 10, 22, SANS_B, (0.85, 0.92, 0.97))
    c.text(40, y + 170, "Paiement en agence, par prélèvement ou sur l'application mobile.", SANS, 9, color=0.4)
    return Doc("other", {}, [c])


def lease(p: Person, issued: dt.date, rng: random.Random) -> Doc:
    c = Canvas(title="Contrat de bail", creator="Microsoft Word", date=f"D:{issued.strftime('%Y%m%d')}160000+01'00'")
    c.text(c.w / 2, 70, "CONTRAT DE BAIL À USAGE D'HABITATION", ROMAN_B, 15, "c")
    rent = rng.choice([2500, 3000, 3200, 3800, 4500])
    text = (
        f"Entre les soussignés :\nM. Abdelmajid Filali, propriétaire, demeurant à {p.address[1].title()}, "
        f"ci-après dénommé « le bailleur », d'une part,\net {p.civility} {p.given} {p.family}, ci-après dénommé(e) "
        "« le locataire », d'autre part,\nil a été convenu et arrêté ce qui suit :\n"
        "Article 1 - Objet. Le bailleur donne en location au locataire un appartement situé "
        f"{p.address[0].title()}, "
        f"{p.address[1].title()}, composé de trois pièces, cuisine et salle de bain.\n"
        f"Article 2 - Durée. Le bail est consenti pour une durée d'une année à compter du "
        f"{fmt.date(issued, 'long')}, renouvelable par tacite reconduction.\n"
        f"Article 3 - Loyer. Le loyer mensuel est fixé à {fmt.money(rent, 'fr', 'DH')} "
        f"({fmt.dirhams_in_words(rent)}), payable d'avance le cinq de chaque mois.\n"
        f"Article 4 - Dépôt de garantie. Le locataire verse ce jour la somme de {fmt.money(rent * 2, 'fr', 'DH')} "
        "à titre de dépôt de garantie, restituable en fin de bail.\n"
        "Article 5 - Charges. Les consommations d'eau et d'électricité sont à la charge du locataire.\n"
        "Article 6 - Loi applicable. Le présent contrat est régi par la loi n° 67-12 relative aux rapports "
        "contractuels entre bailleurs et locataires des locaux à usage d'habitation."
    )
    y = c.paragraph(70, 120, c.w - 140, text, ROMAN, 11, 16.5)
    c.text(70, y + 30, f"Fait en deux exemplaires à {p.address[1].title()}, le {fmt.date(issued, 'long')}.", ROMAN, 11)
    c.text(110, y + 70, "Le bailleur", ROMAN_B, 11, "c")
    c.text(c.w - 130, y + 70, "Le locataire", ROMAN_B, 11, "c")
    c.text(c.w / 2, c.h - 60, "Signatures légalisées - Arrondissement", ROMAN, 8, "c", 0.45)
    return Doc("other", {}, [c])
