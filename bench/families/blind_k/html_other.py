"""Papers a lender receives that carry no labels: a utility bill, a lease, a local tax notice."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import esc, page
from .people import Person

A = fmt.amount


def utility_bill(p: Person, rng: random.Random, issued: dt.date) -> str:
    kwh = rng.randint(120, 420)
    m3 = rng.randint(8, 28)
    elec = round(kwh * 1.0732, 2)
    water = round(m3 * 6.34, 2)
    fees = 23.50
    tva = round((elec + water + fees) * 0.14, 2)
    total = round(elec + water + fees + tva, 2)
    css = """
body { font-family:'FreeSans', sans-serif; font-size:9pt; }
.hd { background:#004c6d; color:#fff; padding:4mm 5mm; display:flex; justify-content:space-between; }
.hd b { font-size:15pt; }
.grid { display:flex; gap:5mm; margin:5mm 0; } .grid > div { flex:1; border:0.3mm solid #9ab; padding:3mm; }
table { width:100%; } th { background:#e6eff3; text-align:left; padding:1.6mm; } td { padding:1.6mm;
  border-bottom:0.2mm solid #ddd; }
.tot { font-size:13pt; text-align:right; margin-top:4mm; }
"""
    body = f"""<div class="hd"><div><b>Société Régionale Multiservices</b><br>Distribution d'eau et d'électricité</div>
<div class="r">FACTURE N° {rng.randint(10**8, 10**9 - 1)}<br>Émise le {fmt.date(issued, "slash")}</div></div>
<div class="grid"><div><b>Client</b><br>{esc(p.title)} {esc(p.surname)} {esc(p.given)}<br>
{"<br>".join(esc(x.title()) for x in p.address)}</div>
<div><b>Contrat</b> n° {rng.randint(10**6, 10**7 - 1)}<br>Compteur électricité : {rng.randint(10**7, 10**8 - 1)}<br>
Compteur eau : {rng.randint(10**6, 10**7 - 1)}<br>Période : {fmt.month(issued.year, issued.month - 1 or 12, "cap")}</div></div>
<table><tr><th>Rubrique</th><th>Consommation</th><th class="r">Montant HT (DH)</th></tr>
<tr><td>Électricité — tranches sociales</td><td>{kwh} kWh</td><td class="r">{A(elec, "fr")}</td></tr>
<tr><td>Eau potable</td><td>{m3} m³</td><td class="r">{A(water, "fr")}</td></tr>
<tr><td>Redevances fixes et entretien</td><td></td><td class="r">{A(fees, "fr")}</td></tr>
<tr><td>TVA 14 %</td><td></td><td class="r">{A(tva, "fr")}</td></tr></table>
<div class="tot">Montant à payer : <b>{A(total, "fr")} DH</b> avant le {fmt.date(issued + dt.timedelta(days=15), "slash")}</div>
<p style="margin-top:10mm; font-size:7.5pt; color:#555">Paiement en agence, par prélèvement automatique ou sur les
applications de paiement mobile. En cas de non-paiement, la fourniture peut être suspendue.</p>"""
    return page(body, css, margin="12mm 14mm 14mm 14mm", title="Facture")


def lease(p: Person, rng: random.Random, issued: dt.date) -> str:
    rent = rng.choice([2500, 3200, 3800, 4500, 5200, 6000])
    owner = rng.choice(["M. Abderrahim SEBTI", "Mme Najat ZAHIRI", "M. Hicham LAHLOU", "Mme Souad KABBAJ"])
    css = """
body { font-family:'Liberation Serif', serif; font-size:11pt; line-height:1.55; }
h1 { text-align:center; font-size:15pt; margin-bottom:8mm; } h2 { font-size:11.5pt; margin:5mm 0 1mm; }
p { text-align:justify; margin:0 0 2mm; }
"""
    body = f"""<h1>CONTRAT DE BAIL À USAGE D'HABITATION</h1>
<p>Entre les soussignés :</p>
<p><b>{esc(owner)}</b>, propriétaire, ci-après dénommé « le bailleur », d'une part,</p>
<p>et <b>{esc(p.civ)} {esc(p.given)} {esc(p.surname)}</b>, demeurant actuellement à {esc(p.city)}, ci-après dénommé(e)
« le preneur », d'autre part,</p>
<p>il a été convenu et arrêté ce qui suit, conformément à la loi n° 67-12 régissant les rapports contractuels entre
les bailleurs et les locataires des locaux à usage d'habitation :</p>
<h2>Article 1 — Désignation</h2><p>Le bailleur donne en location au preneur un appartement situé
{esc(", ".join(x.title() for x in p.address))}, composé de trois pièces, cuisine et salle d'eau.</p>
<h2>Article 2 — Durée</h2><p>Le présent bail est consenti pour une durée d'une année à compter du
{fmt.date(issued, "long")}, renouvelable par tacite reconduction.</p>
<h2>Article 3 — Loyer</h2><p>Le loyer mensuel est fixé à {A(rent, "fr")} dirhams ({fmt.words(rent)} dirhams), payable
d'avance le cinq de chaque mois. Un dépôt de garantie de deux mois, soit {A(rent * 2, "fr")} dirhams, est versé à la
signature.</p>
<h2>Article 4 — Charges</h2><p>Les consommations d'eau et d'électricité ainsi que la taxe de services communaux sont à
la charge du preneur.</p>
<p style="margin-top:8mm">Fait à {esc(p.city)}, le {fmt.date(issued, "slash")}, en deux exemplaires originaux.</p>
<table style="width:100%; margin-top:10mm"><tr><td>Le bailleur<br>(signature légalisée)</td>
<td class="r">Le preneur<br>(lu et approuvé)</td></tr></table>"""
    return page(body, css, margin="18mm 22mm 18mm 22mm", title="Contrat de bail")


def tax_notice(p: Person, rng: random.Random, issued: dt.date) -> str:
    base = rng.randint(18000, 60000)
    tsc = round(base * 0.105, 2)
    css = """
body { font-family:'DejaVu Sans Condensed', sans-serif; font-size:8.8pt; }
.hd { display:flex; justify-content:space-between; border-bottom:0.8mm solid #7a1f1f; padding-bottom:3mm; }
.hd .ar { font-size:12pt; text-align:right; }
h1 { font-size:13pt; text-align:center; margin:6mm 0; color:#7a1f1f; }
table.f { width:100%; } table.f td, table.f th { border:0.3mm solid #999; padding:2mm; }
table.f th { background:#f3eded; text-align:left; width:70mm; font-weight:normal; }
"""
    body = f"""<div class="hd"><div><b>ROYAUME DU MAROC</b><br>Ministère de l'Économie et des Finances<br>Trésorerie
Générale du Royaume</div><div class="ar">المملكة المغربية<br>الخزينة العامة للمملكة</div></div>
<h1>AVIS D'IMPOSITION — TAXE DE SERVICES COMMUNAUX {issued.year}</h1>
<table class="f"><tr><th>Redevable</th><td>{esc(p.surname)} {esc(p.given)}</td></tr>
<tr><th>Adresse de l'immeuble</th><td>{esc(" ".join(x.title() for x in p.address))}</td></tr>
<tr><th>Article / N° de rôle</th><td>{rng.randint(10**5, 10**6 - 1)} / {rng.randint(100, 999)}</td></tr>
<tr><th>Valeur locative annuelle</th><td>{A(base, "fr")} DH</td></tr>
<tr><th>Taux</th><td>10,50 %</td></tr><tr><th>Montant à payer</th><td><b>{A(tsc, "fr")} DH</b></td></tr>
<tr><th>Date de mise en recouvrement</th><td>{fmt.date(issued, "slash")}</td></tr></table>
<p style="margin-top:8mm">Paiement auprès de la perception de {esc(p.city)} ou en ligne. À défaut de paiement dans
les délais, une majoration de 10 % et des frais de recouvrement seront appliqués.</p>"""
    return page(body, css, margin="14mm 16mm 14mm 16mm", title="Avis d'imposition")


OTHER = {"bill": utility_bill, "lease": lease, "tax": tax_notice}
