# ruff: noqa: RUF001
"""Attestations of the Caisse Nationale de Sécurité Sociale: three layouts."""

from __future__ import annotations

import datetime as dt

from . import art
from .base import Ctx, e_, html_doc
from .util import amount, d, date, esc, month_bounds
from .world import compute_pay

CSS = """
.cn { width:210mm; height:297mm; padding:12mm 16mm; font-family:var(--f); font-size:10pt; color:#141414; }
.cn .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid #0a5aa8;
padding-bottom:3mm; }
.cn .hd .ar { font-size:12pt; text-align:right; }
.cn h1 { text-align:center; font-size:15pt; color:#0a5aa8; margin:9mm 0 2mm; letter-spacing:1px; }
.cn h2 { text-align:center; font-size:12pt; margin:0 0 7mm; font-weight:normal; }
.cn .blk { border:1px solid #9bb5d3; border-radius:3px; margin:4mm 0; }
.cn .blk .t { background:#e8f0f9; padding:1.5mm 3mm; font-weight:bold; color:#0a5aa8; font-size:9.5pt; }
.cn .blk table { width:100%; border-collapse:collapse; }
.cn .blk td { padding:1.6mm 3mm; border-top:0.5px solid #dbe5f1; }
.cn .blk td.k { width:45%; color:#333; }
.cn table.per { width:100%; border-collapse:collapse; margin-top:2mm; font-size:9.3pt; }
.cn table.per th, .cn table.per td { border:0.6px solid #888; padding:1.3mm 2mm; text-align:center; }
.cn table.per th { background:#e8f0f9; }
.cn .ft { position:absolute; left:16mm; right:16mm; bottom:9mm; font-size:7.5pt; color:#444; border-top:0.6px solid
#0a5aa8; padding-top:1.5mm; display:flex; justify-content:space-between; align-items:flex-end; gap:4mm; }
.cn p { line-height:1.6; text-align:justify; }
.cn .kv { display:grid; grid-template-columns:62mm 1fr 48mm; border-bottom:0.5px dotted #888; padding:2mm 0; }
.cn .kv .ar { text-align:right; }
"""


def cnss_logo(size: int = 54) -> str:
    s = size
    return (
        f'<svg width="{s * 2.5}" height="{s}" viewBox="0 0 {s * 2.5} {s}">'
        f'<circle cx="{s / 2}" cy="{s / 2}" r="{s / 2 - 2}" fill="#0a5aa8"/>'
        f'<path d="M{s * 0.2},{s * 0.6} Q{s / 2},{s * 0.2} {s * 0.8},{s * 0.6}" stroke="#7cc242" '
        f'stroke-width="{s * 0.09}" fill="none"/>'
        f'<circle cx="{s / 2}" cy="{s * 0.68}" r="{s * 0.1}" fill="#fff"/>'
        f'<text x="{s * 1.05}" y="{s * 0.66}" font-family="DejaVu Sans" font-weight="bold" font-size="{s * 0.42}" '
        f'fill="#0a5aa8">CNSS</text>'
        f"</svg>"
    )


def _header() -> str:
    return f"""<div class="hd"><div style="display:flex;align-items:center;gap:3mm">{cnss_logo()}
<div style="font-size:9pt;line-height:1.35"><b>Caisse Nationale de Sécurité Sociale</b><br>Royaume du Maroc</div></div>
<div class="ar"><b>الصندوق الوطني للضمان الاجتماعي</b><br><span style="font-size:9.5pt">المملكة
المغربية</span></div></div>"""


def _issued(ctx: Ctx) -> dt.date:
    x = d(ctx.c.dossier) - dt.timedelta(days=ctx.rng.randint(3, 12))
    while x.weekday() >= 5:
        x -= dt.timedelta(days=1)
    return x


def cnss_certificate(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    layout = ctx.spec["layout"]
    when = _issued(ctx)
    ref = f"{ctx.rng.randint(10**9, 10**10 - 1)}"
    emp = c.emp
    if layout == "immat":
        body = f"""{_header()}
<h1>ATTESTATION D'IMMATRICULATION</h1><h2>Assuré(e) social(e)</h2>
<p>La Caisse Nationale de Sécurité Sociale atteste que :</p>
<div class="blk"><table>
<tr><td class=k>Nom</td><td><b>{S("applicant_name", c.name, c.family.upper())}</b></td></tr>
<tr><td class=k>Prénom</td><td><b>{S("applicant_name", c.name, c.given.upper())}</b></td></tr>
<tr><td class=k>N° de la carte nationale d'identité</td><td>{S("cin", c.cin, c.cin)}</td></tr>
<tr><td class=k>Date de naissance</td><td>{date(c.dob, "slash")}</td></tr>
<tr><td class=k>Sexe</td><td>{"Masculin" if c.sex == "M" else "Féminin"}</td></tr>
</table></div>
<p>est immatriculé{e_(c)} à la Caisse Nationale de Sécurité Sociale sous le numéro :</p>
<div style="text-align:center;font-size:18pt;font-weight:bold;letter-spacing:3px;
margin:4mm 0">{S("cnss_number", c.cnss_no, c.cnss_no)}</div>
<p>Date d'immatriculation : <b>{S("affiliation_date", c.affiliation, date(c.affiliation, "slash"))}</b></p>
<p>La présente attestation est délivrée à {"l'intéressé" + e_(c)} pour servir et valoir ce que de droit.</p>
<p style="margin-top:8mm">Édité le {date(when, "slash")} à {ctx.rng.randint(8, 17):02d}:{ctx.rng.randint(0, 59):02d}</p>
<div class="ft"><div>Attestation générée par le portail des services en ligne de la CNSS.<br>Référence de
l'attestation : {ref}<br>
L'authenticité de ce document peut être vérifiée en ligne à l'aide de sa référence ou du code QR ci-contre.</div>
<div>{art.qr_like(ctx.rng, 78)}</div></div>"""
        return html_doc(
            f'<div class="page cn" style="--f:\'DejaVu Sans\',sans-serif">{body}</div>',
            CSS,
            "Attestation d'immatriculation",
        )
    if layout == "decl":
        rows = ""
        ym_last = c.months[-1]
        y, m = (int(v) for v in ym_last.split("-"))
        tot = 0.0
        months = []
        for k in range(5, -1, -1):
            mm = m - k
            yy = y
            while mm <= 0:
                mm += 12
                yy -= 1
            ym = f"{yy}-{mm:02d}"
            if ym < c.hire[:7]:
                continue
            months.append(ym)
        for ym in months:
            p = compute_pay(c, ym, with_ytd=False)
            days = 26
            tot += p.sbi
            rows += (
                f"<tr><td>{ym[5:]}/{ym[:4]}</td><td>{days}</td><td class=num>{amount(p.sbi, 'sp')}</td>"
                f"<td>Déclarée</td></tr>"
            )
        body = f"""{_header()}
<h1>ATTESTATION DE DÉCLARATION DE SALAIRES</h1><h2>Relevé des périodes déclarées</h2>
<div class="blk"><div class="t">Assuré</div><table>
<tr><td class=k>Nom et
prénom</td><td><b>{S("applicant_name", c.name, f"{c.family.upper()} {c.given.upper()}")}</b></td></tr>
<tr><td class=k>N° d'immatriculation</td><td>{S("cnss_number", c.cnss_no, c.cnss_no)}</td></tr>
<tr><td class=k>CIN</td><td>{S("cin", c.cin, c.cin)}</td></tr>
<tr><td class=k>Date d'immatriculation</td>
<td>{S("affiliation_date", c.affiliation, date(c.affiliation, "dash"))}</td></tr></table></div>
<div class="blk"><div class="t">Employeur déclarant</div><table>
<tr><td class=k>Raison sociale</td><td><b>{S("employer", emp.name, emp.name)}</b></td></tr>
<tr><td class=k>N° d'affiliation</td><td>{S("employer_cnss", emp.cnss, emp.cnss)}</td></tr>
<tr><td class=k>Adresse</td><td>{esc(", ".join(emp.addr))}</td></tr>
<tr><td class=k>Date d'entrée déclarée</td><td>{date(c.hire, "dash")}</td></tr></table></div>
<table class="per"><thead><tr><th>Période</th><th>Jours déclarés</th><th>Salaire déclaré
(DH)</th><th>Statut</th></tr></thead>
<tbody>{rows}<tr><td colspan=2><b>Total</b></td><td
class=num><b>{amount(tot, "sp")}</b></td><td></td></tr></tbody></table>
<p style="margin-top:6mm">Attestation délivrée le {date(when, "dash")} à la demande de {"l'assuré" + e_(c)}.</p>
<div class="ft"><div>Caisse Nationale de Sécurité Sociale – 649, boulevard Mohammed V – Casablanca<br>Service en
ligne Ma CNSS – Réf. {ref}</div>
<div>{art.qr_like(ctx.rng, 70)}</div></div>"""
        return html_doc(
            f'<div class="page cn" style="--f:\'Liberation Sans\',Arial">{body}</div>', CSS, "Attestation CNSS"
        )
    # agency, bilingual
    agency = {"c04": "Meknès Hamria", "c06": "Béni Mellal", "c09": "Marrakech Guéliz", "c13": "Nador"}.get(
        c.cid, "Casablanca"
    )
    town = {"c04": "Meknès", "c06": "Béni Mellal", "c09": "Marrakech", "c13": "Nador"}.get(c.cid, "Casablanca")
    ln, fn = c.family.upper(), c.given.upper()
    stamp = art.stamp_round(
        ctx.rng,
        "CAISSE NATIONALE DE SECURITE SOCIALE ★ AGENCE ★ ",
        ["CNSS", agency.upper()[:16], "★"],
        "#1d4f91",
        136,
        c.cid,
    )
    body = f"""{_header()}
<div style="text-align:right;font-size:9pt;margin-top:3mm">Agence : {esc(agency)}</div>
<h1>ATTESTATION D'IMMATRICULATION <span class="ar" style="margin-right:6mm">شهادة التسجيل</span></h1>
<div style="height:6mm"></div>
<div class="kv"><span>Nom et prénom</span><b>{S("applicant_name", c.name, f"{ln} {fn}")}</b><span class="ar">الاسم
الكامل : {esc(c.family_ar)} {esc(c.given_ar)}</span></div>
<div class="kv"><span>N° CIN</span><span>{S("cin", c.cin, c.cin)}</span><span class="ar">رقم البطاقة
الوطنية</span></div>
<div class="kv"><span>N°
d'immatriculation</span><b>{S("cnss_number", c.cnss_no, f"{c.cnss_no[:3]} {c.cnss_no[3:6]} {c.cnss_no[6:]}")}</b>
<span class="ar">رقم التسجيل</span></div>
<div class="kv"><span>Date
d'immatriculation</span><span>{S("affiliation_date", c.affiliation, date(c.affiliation, "long"))}</span><span
class="ar">تاريخ التسجيل</span></div>
<div class="kv"><span>Employeur actuel</span><span>{S("employer", emp.name, emp.name)}</span><span class="ar">المشغل
الحالي</span></div>
<div class="kv"><span>N° d'affiliation employeur</span><span>{S("employer_cnss", emp.cnss, emp.cnss)}</span><span
class="ar">رقم انخراط المشغل</span></div>
<div class="kv"><span>Dernière période
déclarée</span><span>{date(month_bounds(c.months[-1])[0], "slash")[3:]}</span><span class="ar">آخر فترة مصرح
بها</span></div>
<p style="margin-top:8mm">Nous certifions l'exactitude des renseignements ci-dessus, délivrés
à {"l'intéressé" + e_(c)} sur sa demande.
<span class="ar">سلمت هذه الشهادة للمعني(ة) بالأمر بطلب منه(ا).</span></p>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div>Fait à {esc(town)}, le
{date(when, "long")}</div>
<div style="text-align:center;width:70mm">Le Chef d'agence<br>
<div style="position:relative;height:40mm"><div
style="position:absolute;left:8mm;
top:2mm">{stamp}</div>
<div style="position:absolute;left:18mm;top:12mm">{art.signature(ctx.rng, 150, 55)}</div></div></div></div>
<div class="ft"><div>CNSS – Agence {esc(agency)} – Service clients</div><div>N° {ref}</div></div>"""
    return html_doc(
        f'<div class="page cn" style="--f:\'Noto Serif\',serif">{body}</div>', CSS, "Attestation d'immatriculation"
    )
