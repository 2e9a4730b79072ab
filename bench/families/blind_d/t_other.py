"""Papers a lender receives that are none of the labelled types."""

from __future__ import annotations

import datetime as dt
import random

from . import art
from . import fmt as F
from .art import esc
from .tbase import AR, civ, document
from .world import Case, Doc

BASE = """
.page{padding:14mm 15mm;font-family:'Liberation Sans',sans-serif;font-size:9pt;color:#1a1a1a}
table.t{width:100%;border-collapse:collapse}table.t td,table.t th{border:0.25mm solid #777;padding:1.6mm 2mm}
table.t th{background:#eee}.num{text-align:right;white-space:nowrap}
"""


def utility(c: Case, rng: random.Random) -> str:
    p = c.person
    st = "sp"
    kwh = rng.randint(140, 320)
    m3 = rng.randint(8, 22)
    elec = F.r2(kwh * 1.0117 + 22.5)
    water = F.r2(m3 * 7.36 + 14.2)
    sanit = F.r2(m3 * 2.74)
    taxes = F.r2((elec + water + sanit) * 0.14)
    total = F.r2(elec + water + sanit + taxes)
    rows = [
        ("Électricité \u2013 consommation", f"{kwh} kWh", elec),
        ("Eau potable \u2013 consommation", f"{m3} m³", water),
        ("Assainissement liquide", f"{m3} m³", sanit),
        ("TVA et taxes", "", taxes),
    ]
    trs = "".join(f"<tr><td>{k}</td><td class=num>{q}</td><td class=num>{F.money(v, st)}</td></tr>" for k, q, v in rows)
    return (
        '<div class=page><div style="display:flex;justify-content:space-between;align-items:center">'
        f'{art.logo("hex", "SADEL", "#0b6e4f", "#f2c14e", 13)}<div style="text-align:right"><b>Société '
        "Atlantique de Distribution d'Eau et d'Électricité SA</b><br>Service clientèle 0801 00 44 55</div></div>"
        '<h2 style="margin:8mm 0 2mm">FACTURE EAU ET ÉLECTRICITÉ</h2>'
        f"<div>Facture n° {rng.randint(10**8, 10**9 - 1)} \u2013 Période de consommation : 09/2025 \u2013 Émise le "
        f"{F.date(dt.date(2025, 10, 14), 'slash')}</div>"
        f'<div style="margin:6mm 0 6mm 95mm;line-height:1.4"><b>{esc(civ(p).upper())} {esc(p.family.upper())} '
        f"{esc(p.given.upper())}</b><br>" + "<br>".join(esc(a) for a in p.address) + "</div>"
        f"<div>N° de contrat : {rng.randint(10**6, 10**7 - 1)} \u2013 "
        f"Compteur électricité n° {rng.randint(10**7, 10**8)}"
        f" \u2013 Index : {rng.randint(10000, 40000)}</div>"
        f'<table class=t style="margin-top:4mm"><tr><th>Désignation</th><th>Quantité</th><th>Montant (DH)</th>'
        f"</tr>{trs}<tr><td><b>TOTAL À PAYER</b></td><td></td><td class=num><b>{F.money(total, st)}</b></td></tr>"
        "</table>"
        f"<p>Date limite de paiement : {F.date(dt.date(2025, 10, 31), 'slash')}. Paiement possible en agence, par "
        "prélèvement ou sur l'application mobile.</p>"
        f'<div style="margin-top:10mm">{art.barcode(rng, 70, 12)}</div></div>'
    )


def tax(c: Case, rng: random.Random) -> str:
    p = c.person
    rental = rng.randint(9000, 24000)
    tsc = F.r2(rental * 0.105)
    return (
        '<div class=page><div style="display:flex;justify-content:space-between">'
        "<div><b>ROYAUME DU MAROC</b><br>Ministère de l'Économie et des Finances<br>Direction Générale des Impôts"
        f'</div><div style="{AR};text-align:right;font-size:11pt">المملكة المغربية<br>وزارة الاقتصاد والمالية<br>'
        "المديرية العامة للضرائب</div></div>"
        '<h2 style="text-align:center;margin:10mm 0 2mm">AVIS D\'IMPOSITION</h2>'
        '<div style="text-align:center">Taxe de services communaux \u2013 Année 2025</div>'
        '<div style="border:0.3mm solid #333;padding:3mm;margin-top:8mm;display:grid;'
        'grid-template-columns:1fr 1fr;gap:1.5mm">'
        f"<div>Redevable : <b>{esc(p.family.upper())} {esc(p.given.upper())}</b></div>"
        f"<div>Article n° {rng.randint(10**6, 10**7 - 1)}</div>"
        f"<div>Adresse du bien : {esc(', '.join(p.address))}</div><div>Commune : {esc(p.city)}</div>"
        f"<div>Valeur locative : {F.money(rental, 'sp')} DH</div><div>Taux : 10,50 %</div></div>"
        '<table class=t style="margin-top:6mm"><tr><th>Nature</th><th>Base</th><th>Montant</th></tr>'
        f"<tr><td>Taxe de services communaux</td><td class=num>{F.money(rental, 'sp')}</td>"
        f"<td class=num>{F.money(tsc, 'sp')}</td></tr><tr><td><b>Total à payer</b></td><td></td>"
        f"<td class=num><b>{F.money(tsc, 'sp')} DH</b></td></tr></table>"
        f'<p style="margin-top:6mm">Date de mise en recouvrement : {F.date(dt.date(2025, 5, 2), "slash")} \u2013 Date '
        f"d'exigibilité : {F.date(dt.date(2025, 7, 2), 'slash')}. Paiement en ligne sur www.tax.gov.ma.</p></div>"
    )


def lease(c: Case, rng: random.Random) -> str:
    p = c.person
    rent = float(rng.choice([2200, 2500, 2800, 3000]))
    owner = rng.choice(["Abdelaziz Mansouri", "Lahcen Ait Taleb", "Mohamed Boukhriss"])
    return (
        "<div class=page style=\"font-family:'Liberation Serif',serif;font-size:11pt\">"
        '<h2 style="text-align:center;text-decoration:underline">CONTRAT DE BAIL À USAGE D\'HABITATION</h2>'
        "<p><b>Entre les soussignés :</b></p>"
        f"<p>M. {esc(owner)}, titulaire de la CIN n° J{rng.randint(100000, 999999)}, demeurant à Agadir, ci-après "
        "dénommé « le bailleur »,</p>"
        f"<p>Et {esc(civ(p))} {esc(p.given)} {esc(p.family.upper())}, ci-après dénommé « le locataire »,</p>"
        "<p><b>Il a été convenu et arrêté ce qui suit :</b></p>"
        "<p>Article 1 \u2013 Le bailleur donne en location au locataire un appartement situé "
        f"{esc(', '.join(p.address))}"
        ", composé de deux chambres, un salon, une cuisine et une salle d'eau.</p>"
        f"<p>Article 2 \u2013 Le bail est consenti pour une durée d'une année renouvelable à compter du "
        f"{F.date(dt.date(2024, 9, 1), 'fr')}.</p>"
        f"<p>Article 3 \u2013 Le loyer mensuel est fixé à {F.money(rent, 'sp')} dirhams "
        f"({F.amount_words_fr(rent)}), payable d'avance avant le 5 de chaque mois. Une caution de "
        f"{F.money(rent * 2, 'sp')} DH a été versée à la signature.</p>"
        "<p>Article 4 \u2013 Le locataire s'engage à user paisiblement des lieux et à régler les "
        "consommations d'eau et "
        "d'électricité.</p>"
        f"<p>Fait à Ait Melloul, le {F.date(dt.date(2024, 8, 26), 'slash')}, en deux exemplaires.</p>"
        '<div style="display:flex;justify-content:space-between;margin-top:10mm"><div>Le bailleur<br>'
        f"{art.signature(rng, 40, 14)}</div><div>Le locataire<br>{art.signature(rng, 40, 14)}</div></div>"
        '<p style="font-size:8.5pt;margin-top:8mm">Signatures légalisées à la commune d\'Ait Melloul le '
        f"{F.date(dt.date(2024, 8, 27), 'slash')} \u2013 n° {rng.randint(1000, 9999)}</p></div>"
    )


def school(c: Case, rng: random.Random) -> str:
    p = c.person
    child = rng.choice(["Adam", "Rayan", "Lina", "Yasmine"])
    return (
        "<div class=page style=\"font-family:'Noto Serif',serif;font-size:11pt\">"
        '<div style="text-align:center"><b>GROUPE SCOLAIRE LES ORANGERS</b><br>Enseignement privé \u2013 Autorisation '
        "n° 14/2009<br>22, rue des Orangers, Racine, Casablanca \u2013 Tél. 05 22 36 48 10</div>"
        '<h2 style="text-align:center;margin:16mm 0 10mm">CERTIFICAT DE SCOLARITÉ</h2>'
        "<p>Le Directeur du Groupe Scolaire Les Orangers certifie que l'élève :</p>"
        f'<p style="margin-left:15mm"><b>{child} {esc(p.family.upper())}</b><br>Né(e) le '
        f"{F.date(dt.date(2017, 5, 11), 'slash')} à Casablanca<br>Fils/fille de {esc(p.given)} "
        f"{esc(p.family.upper())}</p>"
        "<p>est régulièrement inscrit(e) dans notre établissement au titre de l'année scolaire 2025-2026 en classe "
        "de CE3, sous le numéro Massar J1" + f"{rng.randint(10**7, 10**8 - 1)}" + ".</p>"
        "<p>Le présent certificat est délivré à la demande des parents pour servir et valoir ce que de droit.</p>"
        f'<p style="margin-left:95mm;margin-top:10mm">Casablanca, le {F.date(dt.date(2025, 10, 2), "fr")}<br>'
        "Le Directeur</p>"
        f'<div style="margin-left:100mm;position:relative;height:30mm"><div style="position:absolute">'
        + art.round_stamp(rng, "sc", "GROUPE SCOLAIRE LES ORANGERS * CASABLANCA *", ["LES", "ORANGERS"], "#6b2a8f", 30)
        + f'</div><div style="position:absolute;left:10mm;top:6mm">{art.signature(rng, 38, 14)}</div></div></div>'
    )


def phone(c: Case, rng: random.Random) -> str:
    p = c.person
    plan = 199.0
    extra = F.r2(rng.uniform(10, 60))
    ht = F.r2((plan + extra) / 1.2)
    tva = F.r2(plan + extra - ht)
    total = F.r2(ht + tva)
    return (
        "<div class=page style=\"font-family:'Noto Sans',sans-serif\">"
        '<div style="display:flex;justify-content:space-between;align-items:center">'
        f'{art.logo("circles", "nejma", "#5a2d82", "#e6007e", 12)}<div style="text-align:right">'
        "<b>Nejma Télécom SA</b><br>Facture mobile</div></div>"
        f'<div style="margin:8mm 0 6mm 100mm"><b>{esc(p.given)} {esc(p.family.upper())}</b><br>'
        + "<br>".join(esc(a) for a in p.address)
        + "</div>"
        f"<div>Facture n° FM{rng.randint(10**8, 10**9 - 1)} du {F.date(dt.date(2025, 11, 1), 'slash')} \u2013 Ligne "
        f"{esc(p.phone)} \u2013 Période du 01/10/2025 au 31/10/2025</div>"
        '<table class=t style="margin-top:5mm"><tr><th>Libellé</th><th>Montant HT (DH)</th></tr>'
        f"<tr><td>Forfait Nejma 30 Go</td><td class=num>{F.money(F.r2(plan / 1.2), 'sp')}</td></tr>"
        "<tr><td>Hors forfait \u2013 appels internationaux</td>"
        f"<td class=num>{F.money(F.r2(extra / 1.2), 'sp')}</td></tr>"
        f"<tr><td>Total HT</td><td class=num>{F.money(ht, 'sp')}</td></tr>"
        f"<tr><td>TVA 20 %</td><td class=num>{F.money(tva, 'sp')}</td></tr>"
        f"<tr><td><b>Total TTC à payer</b></td><td class=num><b>{F.money(total, 'sp')}</b></td></tr></table>"
        f"<p>Prélèvement automatique le {F.date(dt.date(2025, 11, 12), 'slash')}.</p></div>"
    )


KINDS = {"utility": utility, "tax": tax, "lease": lease, "school": school, "phone": phone}


def render(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    return document([KINDS[doc.layout](c, rng)], BASE), {}
