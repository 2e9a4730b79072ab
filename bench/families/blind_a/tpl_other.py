# ruff: noqa: RUF001
"""Papers a lender receives that are none of the labelled types."""

from __future__ import annotations

import datetime as dt

from . import art
from .base import Ctx, civ, e_, html_doc
from .util import amount, d, date, esc

CSS = """
.ot { width:210mm; height:297mm; padding:13mm 16mm; font-family:var(--f); font-size:10pt; color:#111;
line-height:1.45; }
.ot table { border-collapse:collapse; width:100%; }
.ot td, .ot th { padding:1.5mm 2mm; }
.ot .g td, .ot .g th { border:0.6px solid #777; }
.ot h1 { text-align:center; font-size:15pt; margin:8mm 0 6mm; }
.ot p { text-align:justify; }
"""


def _page(inner: str, font: str, title: str) -> str:
    return html_doc(f'<div class="page ot" style="--f:{font}">{inner}</div>', CSS, title)


def utility_bill(ctx: Ctx) -> str:
    c, rng = ctx.c, ctx.rng
    kwh_old = rng.randint(10000, 20000)
    kwh = rng.randint(120, 260)
    m3_old = rng.randint(1000, 3000)
    m3 = rng.randint(8, 22)
    e1 = round(min(kwh, 100) * 0.9010 + max(0, kwh - 100) * 1.0732, 2)
    w1 = round(m3 * 4.22, 2)
    fees = 21.60
    tva = round((e1 + fees) * 0.18 + w1 * 0.07, 2)
    tot = round(e1 + w1 + fees + tva, 2)
    inner = f"""<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid
#0077b6;padding-bottom:3mm">
<div style="display:flex;gap:3mm;align-items:center">{art.logo("wave", "SRM", "#0077b6", "#48cae4", 52)}
<div><b style="font-size:13pt">Société Régionale Multiservices de l'Oriental</b><br>Distribution d'eau,
d'électricité et assainissement liquide</div></div>
<div style="text-align:right;font-size:12pt"><b>FACTURE</b><br>N° {rng.randint(10**8, 10**9 - 1)}</div></div>
<table style="margin-top:6mm"><tr><td style="width:55%;vertical-align:top">Contrat n° :
{rng.randint(10**6, 10**7 - 1)}<br>Police électricité : {rng.randint(10**5, 10**6 - 1)}<br>
Police eau : {rng.randint(10**5, 10**6 - 1)}<br>Tournée : {rng.randint(10, 99)}-{rng.randint(100, 999)}<br>Période
de consommation : 10/2024 – 11/2024</td>
<td style="border:1px solid #999;vertical-align:top">{civ(c, "abbr").upper()} {esc(c.family.upper())}
{esc(c.given.upper())}<br>{"<br>".join(esc(a) for a in c.address)}</td></tr></table>
<table class="g" style="margin-top:6mm"><tr style="background:#e0f2fb"><th>Rubrique</th><th>Ancien
index</th><th>Nouvel index</th><th>Consommation</th><th>Montant HT (DH)</th></tr>
<tr><td>Électricité – tranches 1 et 2</td><td>{kwh_old}</td><td>{kwh_old + kwh}</td><td>{kwh} kWh</td><td
class=num>{amount(e1)}</td></tr>
<tr><td>Eau potable</td><td>{m3_old}</td><td>{m3_old + m3}</td><td>{m3} m³</td><td class=num>{amount(w1)}</td></tr>
<tr><td>Redevances fixes et location compteur</td><td></td><td></td><td></td><td class=num>{amount(fees)}</td></tr>
<tr><td colspan=4>TVA (18 % / 7 %)</td><td class=num>{amount(tva)}</td></tr>
<tr style="font-weight:bold;background:#e0f2fb"><td colspan=4>MONTANT À PAYER</td><td
class=num>{amount(tot)}</td></tr></table>
<p style="margin-top:6mm">Date limite de paiement : <b>{date(d(c.dossier) - dt.timedelta(days=3), "slash")}</b>.
Paiement en agence, chez nos partenaires
agréés ou en ligne. Tout retard de paiement expose l'abonné{e_(c)} à la suspension de la fourniture.</p>
<div style="margin-top:6mm;display:flex;justify-content:space-between;
align-items:center">{art.barcode(rng, 240, 44)}<span style="font-size:8pt">Émise le
{date(d(c.dossier) - dt.timedelta(days=18), "slash")}</span></div>"""
    return _page(inner, "'Liberation Sans',Arial", "Facture eau électricité")


def tax_notice(ctx: Ctx) -> str:
    c, rng = ctx.c, ctx.rng
    vl = rng.randint(18, 40) * 1000
    tsc = round(vl * 0.105, 2)
    inner = f"""<div style="display:flex;justify-content:space-between">
<div style="font-size:9pt"><b>ROYAUME DU MAROC</b><br>Ministère de l'Économie et des Finances<br><b>Direction
Générale des Impôts</b><br>Direction Régionale de Casablanca</div>
<div class="ar" style="font-size:10pt;text-align:right"><b>المملكة المغربية</b><br>وزارة الاقتصاد
والمالية<br><b>المديرية العامة للضرائب</b></div></div>
<h1>AVIS D'IMPOSITION<br><span style="font-size:11pt;font-weight:normal">Taxe de services communaux – Année
{d(c.dossier).year}</span></h1>
<table class="g"><tr><td style="width:50%">N° d'article : {rng.randint(10**7, 10**8 - 1)}</td><td>Date de mise en
recouvrement : 01/0{rng.randint(3, 6)}/{d(c.dossier).year}</td></tr>
<tr><td>Redevable : <b>{esc(c.family.upper())} {esc(c.given.upper())}</b></td><td>N° d'identification :
{esc(c.cin)}</td></tr>
<tr><td colspan=2>Adresse du bien imposable : {esc(" ".join(c.address))}</td></tr></table>
<table class="g" style="margin-top:6mm"><tr style="background:#eee"><th>Nature</th><th>Valeur locative
(DH)</th><th>Taux</th><th>Montant (DH)</th></tr>
<tr><td>Taxe de services communaux – habitation principale</td><td class=num>{amount(vl)}</td><td class=num>10,50
%</td><td class=num>{amount(tsc)}</td></tr>
<tr><td colspan=3><b>Total à payer</b></td><td class=num><b>{amount(tsc)}</b></td></tr></table>
<p style="margin-top:6mm">Date limite de paiement sans majoration : 31/12/{d(c.dossier).year}. Le paiement peut être
effectué auprès de la perception
ou par voie électronique. Passé ce délai, une majoration de 10 % et une pénalité de 0,50 % par mois de retard sont
appliquées.</p>
<div style="margin-top:10mm">{art.qr_like(rng, 80)}</div>"""
    return _page(inner, "'Noto Sans',sans-serif", "Avis d'imposition")


def lease(ctx: Ctx) -> str:
    c, rng = ctx.c, ctx.rng
    rent = rng.choice([2800, 3200, 3500, 4000])
    start = dt.date(2024, 2, 1)
    leg_no = f"N° {rng.randint(1000, 9999)} du {date(start - dt.timedelta(days=8), 'slash')}"
    legal = art.stamp_rect(
        rng, ["LÉGALISATION DE SIGNATURE", "Commune de Rabat – Arrondissement Hassan", leg_no], "#6b1f7a", 260
    )
    inner = f"""<h1 style="margin-top:2mm">CONTRAT DE BAIL À USAGE D'HABITATION</h1>
<p><b>Entre les soussignés :</b></p>
<p>M. Abderrahim Tounsi, titulaire de la CIN n° A411287, demeurant à 7, rue Moulay Ismaïl, Rabat, ci-après dénommé «
le bailleur »,</p>
<p>Et {civ(c)} <b>{esc(c.given)} {esc(c.family)}</b>, titulaire de la CIN n° {esc(c.cin)}, ci-après dénommé{e_(c)} «
le locataire ».</p>
<p><b>Article 1 – Objet.</b> Le bailleur donne en location au locataire, qui accepte, un appartement situé
{esc(" ".join(c.address))},
composé de deux chambres, d'un salon, d'une cuisine et d'une salle de bain.</p>
<p><b>Article 2 – Durée.</b> Le présent bail est consenti pour une durée d'un an à compter du {date(start, "long")},
renouvelable par tacite reconduction.</p>
<p><b>Article 3 – Loyer.</b> Le loyer mensuel est fixé à {amount(rent)} DH ({rent // 1000} mille
{"cinq cents " if rent % 1000 == 500 else ""}dirhams),
payable d'avance le cinq de chaque mois. Un dépôt de garantie de deux mois, soit {amount(2 * rent)} DH, est versé à
la signature.</p>
<p><b>Article 4 – Charges.</b> Les consommations d'eau et d'électricité sont à la charge du locataire, ainsi que la
taxe de services communaux.</p>
<p><b>Article 5 – Obligations.</b> Le locataire s'engage à user paisiblement des lieux, à ne pas sous-louer et à les
restituer en bon état.</p>
<p>Fait à Rabat, le {date(start - dt.timedelta(days=9), "long")}, en deux exemplaires originaux.</p>
<div style="display:flex;justify-content:space-between;margin-top:10mm"><div>Le
bailleur<br>{art.signature(rng, 150, 55)}</div>
<div>Le locataire<br>{art.signature(rng, 150, 55)}</div></div>
<div style="display:flex;gap:8mm;
margin-top:6mm">{legal}</div>"""
    return _page(inner, "'Liberation Serif',serif", "Contrat de bail")


def school_certificate(ctx: Ctx) -> str:
    c, rng = ctx.c, ctx.rng
    child = "Yassine " + c.family
    stamp = art.stamp_round(
        rng, "ECOLE PRIVEE AL MAJD ★ BENI MELLAL ★ ", ["AL MAJD", "Direction", "★"], "#2b3f9e", 130, "sc"
    )
    inner = f"""<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid
#333;padding-bottom:3mm">
<div style="font-size:9pt"><b>ROYAUME DU MAROC</b><br>Ministère de l'Éducation Nationale<br>Académie Régionale de
Béni Mellal-Khénifra<br>Direction provinciale de Béni Mellal</div>
{art.logo("star", "", "#c1272d", "#006233", 50)}
<div class="ar" style="font-size:10pt;text-align:right"><b>المملكة المغربية</b><br>وزارة التربية
الوطنية<br>الأكاديمية الجهوية للتربية والتكوين</div></div>
<div style="text-align:center;margin-top:4mm"><b>École Privée Al Majd</b> – Autorisation n° 112/2009</div>
<h1>CERTIFICAT DE SCOLARITÉ</h1>
<p>Je soussignée, Mme Souad Lahrichi, directrice de l'École Privée Al Majd, certifie que l'élève :</p>
<table style="width:80%;margin:4mm auto"><tr><td>Nom et prénom :</td><td><b>{esc(child.upper())}</b></td></tr>
<tr><td>Né le :</td><td>{date("2015-09-14", "slash")} à Béni Mellal</td></tr><tr><td>Code Massar
:</td><td>J{rng.randint(10**8, 10**9 - 1)}</td></tr>
<tr><td>Fils de :</td><td>{esc(c.given)} {esc(c.family)}</td></tr>
<tr><td>Classe :</td><td>4e année de l'enseignement primaire</td></tr></table>
<p>est régulièrement inscrit dans notre établissement au titre de l'année scolaire 2024/2025.</p>
<p>Le présent certificat est délivré à l'intéressé pour servir et valoir ce que de droit.</p>
<div style="display:flex;justify-content:flex-end;margin-top:8mm"><div style="text-align:center">Béni Mellal, le
{date(d(c.dossier) - dt.timedelta(days=20), "slash")}<br>La Directrice
<div style="position:relative;height:40mm;width:70mm"><div
style="position:absolute;
left:6mm">{stamp}</div>
<div style="position:absolute;left:14mm;top:10mm">{art.signature(rng, 140, 50)}</div></div></div></div>"""
    return _page(inner, "'DejaVu Serif',serif", "Certificat de scolarité")


def residence(ctx: Ctx) -> str:
    c, rng = ctx.c, ctx.rng
    stamp = art.stamp_round(
        rng, "ROYAUME DU MAROC ★ MINISTERE DE L INTERIEUR ★ ", ["NADOR", "Annexe 3", "★"], "#1d3f91", 140, "res"
    )
    inner = f"""<div style="display:flex;justify-content:space-between">
<div style="font-size:9.5pt;text-align:center"><b>ROYAUME DU MAROC</b><br>Ministère de l'Intérieur<br>Province de
Nador<br>Pachalik de Nador<br>Annexe administrative n° 3</div>
<div class="ar" style="font-size:10.5pt;text-align:center"><b>المملكة المغربية</b><br>وزارة الداخلية<br>إقليم
الناظور<br>باشوية الناظور<br>الملحقة الإدارية رقم 3</div></div>
<h1>ATTESTATION DE RÉSIDENCE <span class="ar" style="margin-right:6mm">شهادة السكنى</span></h1>
<p>Le Chef de l'annexe administrative n° 3 de Nador atteste que :</p>
<table style="width:85%;margin:3mm auto"><tr><td style="width:45%">Nom et prénom
:</td><td><b>{esc(c.family.upper())} {esc(c.given.upper())}</b></td></tr>
<tr><td>Titulaire de la CIN n° :</td><td>{esc(c.cin)}</td></tr>
<tr><td>Né le :</td><td>{date(c.dob, "slash")} à {esc(c.pob.title())}</td></tr>
<tr><td>Profession :</td><td>{esc(c.position)}</td></tr></table>
<p>réside effectivement à l'adresse suivante : <b>{esc(" ".join(c.address))}</b>, et ce depuis l'année 2012, d'après
l'enquête effectuée
par les services de l'annexe.</p>
<p>La présente attestation est délivrée à l'intéressé, sur sa demande, pour servir et valoir ce que de droit.</p>
<div style="display:flex;justify-content:space-between;margin-top:8mm">
<div>N° {rng.randint(100, 999)}/{d(c.dossier).year}</div>
<div style="text-align:center">Nador, le {date(d(c.dossier) - dt.timedelta(days=11), "slash")}<br>Le Chef de l'annexe
<div style="position:relative;height:42mm;width:70mm"><div
style="position:absolute;
left:4mm">{stamp}</div>
<div style="position:absolute;left:16mm;top:14mm">{art.signature(rng, 140, 50)}</div></div></div></div>
<div style="margin-top:4mm">{art.stamp_rect(rng, ["TIMBRE FISCAL", "20,00 DH"], "#8a1c1c", 120)}</div>"""
    return _page(inner, "'FreeSerif',serif", "Attestation de résidence")


OTHERS = {
    "utility": utility_bill,
    "tax": tax_notice,
    "lease": lease,
    "school": school_certificate,
    "residence": residence,
}
