# ruff: noqa: RUF001
"""Bank statements (four layouts) and RIBs (four layouts)."""

from __future__ import annotations

import datetime as dt

from . import art
from .base import Ctx, html_doc
from .util import amount, d, date, esc, iban, r2, rib_groups
from .world import Case, Mvt

STYLE = {
    # bank: amount style, date style
    "awb": ("sp", "slash"),
    "cam": ("sp", "slash"),
    "cdm": ("dot", "slash"),
    "cih": ("sp", "slash"),
    "cfg": ("sp", "dash"),
    "boa": ("dot", "slash"),
    "umnia": ("sp", "slash"),
    "bp": ("dot", "dot2"),
    "abb": ("plain", "slash2"),
    "bmci": ("sp", "dot"),
    "sgm": ("sp", "slash"),
}


def holder(c: Case, style: str) -> str:
    t = {"M": "M.", "F": "MME"}[c.sex]
    if style == "upper":
        return f"{t} {c.given.upper()} {c.family.upper()}"
    if style == "upper_fam":
        return f"{t} {c.family.upper()} {c.given.upper()}"
    if style == "mixed":
        return f"{'M.' if c.sex == 'M' else 'Mme'} {c.given} {c.family.upper()}"
    if style == "full":
        return f"{'Monsieur' if c.sex == 'M' else 'Madame'} {c.given} {c.family.upper()}"
    return c.name


def _paginate(mv: list[Mvt], first: int, other: int) -> list[list[Mvt]]:
    pages = [mv[:first]]
    rest = mv[first:]
    while rest:
        pages.append(rest[:other])
        rest = rest[other:]
    return pages


def _bank_footer(bank_name: str) -> str:
    return (
        f"{esc(bank_name)} – Société anonyme – Siège social : Casablanca – Établissement de crédit agréé par "
        "Bank Al-Maghrib. Toute réclamation concernant ce relevé doit nous parvenir dans un délai de 30 jours."
    )


# ------------------------------------------------------------------ classic printed statement

CLASSIC_CSS = """
.cl { width:210mm; height:297mm; padding:11mm 13mm; font-family:'Liberation Sans',Arial; font-size:8.4pt; }
.cl .hd { display:flex; justify-content:space-between; }
.cl .bn { display:flex; align-items:center; gap:3mm; font-size:15pt; font-weight:bold; color:var(--c1); }
.cl .ttl { text-align:right; font-size:13pt; font-weight:bold; }
.cl .addr { display:flex; justify-content:space-between; margin-top:5mm; }
.cl .win { width:85mm; border:0.5px solid #bbb; padding:3mm 4mm; font-size:9.5pt; min-height:26mm; }
.cl .info { width:100%; border-collapse:collapse; margin-top:5mm; }
.cl .info td { border:0.6px solid #777; padding:1.3mm 2mm; }
.cl .info td.k { background:var(--bg); font-weight:bold; font-size:7.6pt; }
.cl table.mv { width:100%; border-collapse:collapse; margin-top:4mm; }
.cl table.mv th { background:var(--c1); color:#fff; padding:1.6mm; font-size:7.8pt; border:0.6px solid var(--c1); }
.cl table.mv td { padding:1.05mm 1.6mm; border-left:0.6px solid #999; border-right:0.6px solid #999; }
.cl table.mv tr.s td { background:var(--bg); font-weight:bold; border:0.6px solid #999; }
.cl table.mv tbody tr:last-child td { border-bottom:0.6px solid #999; }
.cl .ft { position:absolute; bottom:8mm; left:13mm; right:13mm; font-size:6.8pt; color:#555; border-top:0.6px solid
#999; padding-top:1.2mm; display:flex; justify-content:space-between; gap:6mm; }
"""


def _classic(ctx: Ctx, opening: float, mv: list[Mvt], closing: float) -> str:
    c, S, bk = ctx.c, ctx.S, ctx.c.bk
    ast, dst = STYLE[c.bank]
    fa = lambda x: amount(abs(x), ast) if x else ""  # noqa: E731
    fd = lambda x: date(x, dst)  # noqa: E731
    start, end = d(c.stmt_from), d(c.stmt_to)
    pages = _paginate(mv, 22, 33)
    n = len(pages)
    title = "EXTRAIT DE COMPTE" if c.bank == "awb" and c.cid == "c13" else "RELEVÉ DE COMPTE"
    hs = "upper_fam" if c.cid in ("c13", "c10") else "upper"
    edit = end + dt.timedelta(days=ctx.rng.randint(1, 4))
    out = []
    bal_deb = bal_cred = 0.0
    for i, rows in enumerate(pages):
        body = ""
        if i == 0:
            lab = f"SOLDE {'DEBITEUR' if opening < 0 else 'CREDITEUR'} AU {fd(start - dt.timedelta(days=1))}"
            op = S("opening_balance", opening, fa(opening))
            body += (
                f"<tr class=s><td></td><td>{lab}</td><td></td><td class=num>{op if opening < 0 else ''}</td>"
                f"<td class=num>{op if opening >= 0 else ''}</td></tr>"
            )
        else:
            body += (
                f"<tr class=s><td></td><td>REPORT</td><td></td><td class=num>{fa(bal_deb)}</td>"
                f"<td class=num>{fa(bal_cred)}</td></tr>"
            )
        for m in rows:
            body += (
                f"<tr><td>{fd(m.date)}</td><td>{esc(m.label)}</td><td>{fd(m.value)}</td>"
                f"<td class=num>{fa(m.amount) if m.amount < 0 else ''}</td>"
                f"<td class=num>{fa(m.amount) if m.amount > 0 else ''}</td></tr>"
            )
            if m.amount < 0:
                bal_deb = r2(bal_deb - m.amount)
            else:
                bal_cred = r2(bal_cred + m.amount)
        if i < n - 1:
            body += (
                f"<tr class=s><td></td><td>A REPORTER</td><td></td><td class=num>{fa(bal_deb)}</td>"
                f"<td class=num>{fa(bal_cred)}</td></tr>"
            )
        else:
            cl = S("closing_balance", closing, fa(closing))
            body += (
                f"<tr class=s><td></td><td>TOTAL DES MOUVEMENTS</td><td></td><td class=num>{fa(bal_deb)}</td>"
                f"<td class=num>{fa(bal_cred)}</td></tr>"
            )
            body += (
                f"<tr class=s><td></td>"
                f"<td>NOUVEAU SOLDE {'DEBITEUR' if closing < 0 else 'CREDITEUR'} AU {fd(end)}</td><td></td>"
                f"<td class=num>{cl if closing < 0 else ''}</td><td class=num>{cl if closing >= 0 else ''}</td></tr>"
            )
        head = ""
        if i == 0:
            addr = "<br>".join(esc(a) for a in c.address)
            head = f"""<div class="addr"><div
style="font-size:8.6pt">{esc(c.agency)}<br>{esc(c.town.title())}<br>Tél. 05 2{ctx.rng.randint(2, 9)}
{ctx.rng.randint(10, 99)} {ctx.rng.randint(10, 99)} {ctx.rng.randint(10, 99)}<br>Votre conseiller :
{esc(ctx.rng.choice(["M. Alami", "Mme Naciri", "M. Chafik", "Mme Bouzidi"]))}</div>
<div class="win"><b>{S("account_holder", c.name, holder(c, hs))}</b><br>{addr}</div></div>"""
        info = f"""<table class="info"><tr><td class=k>N° de compte</td><td>{esc(c.account)}</td><td
class=k>Devise</td><td>MAD</td>
<td class=k>Période</td><td>du {S("statement_period_start", c.stmt_from, fd(start))} au
{S("statement_period_end", c.stmt_to, fd(end))}</td></tr>
<tr><td class=k>RIB</td><td colspan=3>{S("rib", c.rib, rib_groups(c.rib))}</td><td class=k>Date
d'arrêté</td><td>{fd(edit)} – Page {i + 1}/{n}</td></tr></table>"""
        if i > 0:
            info = f"""<table class="info"><tr><td class=k>N° de compte</td><td>{esc(c.account)}</td><td
class=k>Titulaire</td><td>{esc(holder(c, hs))}</td>
<td class=k>Page</td><td>{i + 1}/{n}</td></tr></table>"""
        bn = S("bank_name", bk.name, bk.name) if i == 0 else esc(bk.name)
        out.append(f"""<div class="page cl" style="--c1:{bk.colors[0]};--bg:#f1f1f1">
<div class="hd"><div class="bn">{art.logo(bk.logo, bk.short[:2], bk.colors[0], bk.colors[1], 44)}{bn}</div>
<div class="ttl">{title}<div style="font-size:8.5pt;font-weight:normal">Compte chèque – Particuliers</div></div></div>
{head}{info}
<table class="mv"><thead><tr><th style="width:13%">Date opé.</th><th>Libellé de l'opération</th><th
style="width:13%">Date valeur</th><th style="width:15%">Débit</th><th style="width:15%">Crédit</th></tr></thead>
<tbody>{body}</tbody></table>
<div class="ft"><span>{_bank_footer(bk.name)}</span><span class=nowrap>{i + 1}/{n}</span></div></div>""")
    return html_doc("".join(out), CLASSIC_CSS, f"Releve_{c.account}_{c.stmt_to[:7]}")


# ------------------------------------------------------------------ online-banking export

ONLINE_CSS = """
.on { width:210mm; height:297mm; padding:0; font-family:'Noto Sans','DejaVu Sans',sans-serif; font-size:8.2pt;
color:#222; }
.on .nav { background:var(--c1); color:#fff; padding:4mm 12mm; display:flex; justify-content:space-between;
align-items:center; }
.on .nav .b { display:flex; align-items:center; gap:3mm; font-size:13pt; font-weight:600; }
.on .bd { padding:5mm 12mm; }
.on h1 { font-size:15pt; margin:0 0 1mm; font-weight:600; }
.on .grid { display:grid; grid-template-columns:1fr 1fr; gap:1mm 8mm; margin-top:4mm; }
.on .grid div span { color:#777; display:inline-block; width:26mm; }
.on .cards { display:grid; grid-template-columns:repeat(4,1fr); gap:3mm; margin-top:5mm; }
.on .card { border:1px solid #e3e3e3; border-radius:5px; padding:2.5mm 3mm; }
.on .card .v { font-size:11pt; font-weight:600; margin-top:1mm; }
.on table { width:100%; border-collapse:collapse; margin-top:5mm; }
.on th { text-align:left; font-weight:600; color:#555; border-bottom:1.5px solid var(--c1); padding:1.5mm;
font-size:7.6pt; }
.on td { padding:1.4mm 1.5mm; border-bottom:0.5px solid #eee; }
.on td.neg { color:#b00020; }
.on .ft { position:absolute; bottom:7mm; left:12mm; right:12mm; font-size:6.8pt; color:#999; display:flex;
justify-content:space-between; }
"""


def _online(ctx: Ctx, opening: float, mv: list[Mvt], closing: float) -> str:
    c, S, bk = ctx.c, ctx.S, ctx.c.bk
    ast, dst = STYLE[c.bank]
    cur = " MAD" if c.bank in ("cih", "umnia") else " DH"
    fs = lambda x: ("-" if x < 0 else "+") + amount(abs(x), ast)  # noqa: E731
    fb = lambda x: amount(x, ast)  # noqa: E731
    fd = lambda x: date(x, dst)  # noqa: E731
    start, end = d(c.stmt_from), d(c.stmt_to)
    pages = _paginate(mv, 24, 38)
    n = len(pages)
    exp = end + dt.timedelta(days=ctx.rng.randint(1, 10))
    hs = "mixed" if c.cid in ("c02", "c14") else "upper"
    deb = r2(-sum(m.amount for m in mv if m.amount < 0))
    cred = r2(sum(m.amount for m in mv if m.amount > 0))
    bal = opening
    out = []
    for i, rows in enumerate(pages):
        trs = ""
        for m in rows:
            bal = r2(bal + m.amount)
            trs += (
                f"<tr><td>{fd(m.date)}</td><td>{fd(m.value)}</td>"
                f"<td>{esc(m.label.title() if c.bank == 'cfg' else m.label)}</td>"
                f"<td class='num{' neg' if m.amount < 0 else ''}'>{fs(m.amount)}</td><td class=num>{fb(bal)}</td></tr>"
            )
        top = ""
        if i == 0:
            top = f"""<h1>Relevé de compte</h1><div style="color:#777">Document exporté le {fd(exp)} à
{ctx.rng.randint(8, 22):02d}:{ctx.rng.randint(0, 59):02d} depuis votre espace de banque en ligne</div>
<div class="grid"><div><span>Titulaire</span><b>{S("account_holder", c.name, holder(c, hs))}</b></div><div>
<span>Agence</span>{esc(c.agency)}</div>
<div><span>Compte</span>Compte courant n°
{esc(c.account)}</div><div><span>IBAN</span>{S("rib", c.rib, iban(c.rib))}</div>
<div><span>Période</span>Du {S("statement_period_start", c.stmt_from, fd(start))} au
{S("statement_period_end", c.stmt_to, fd(end))}</div><div><span>Devise</span>Dirham marocain (MAD)</div></div>
<div class="cards"><div class="card">Solde au {fd(start)}<div
class="v">{S("opening_balance", opening, fb(opening))}{cur}</div></div>
<div class="card">Total débits<div class="v">{fb(deb)}{cur}</div></div><div class="card">Total crédits<div
class="v">{fb(cred)}{cur}</div></div>
<div class="card">Solde au {fd(end)}<div
class="v">{S("closing_balance", closing, fb(closing))}{cur}</div></div></div>"""
        bn = S("bank_name", bk.name, bk.name) if i == 0 else esc(bk.name)
        out.append(f"""<div class="page on" style="--c1:{bk.colors[0]}">
<div class="nav"><div class="b"><span
style="background:#fff;border-radius:4px;padding:1mm;
display:inline-flex">{art.logo(bk.logo, bk.short[:1], bk.colors[0], bk.colors[1], 30)}</span>{bn}</div>
<div>Banque en ligne – Espace particuliers</div></div>
<div class="bd">{top}
<table><thead><tr><th style="width:12%">Date</th><th style="width:12%">Valeur</th><th>Libellé</th><th class=num
style="width:17%">Montant</th><th class=num style="width:17%">Solde</th></tr></thead>
<tbody>{trs}</tbody></table></div>
<div class="ft"><span>Relevé édité à titre d'information. {esc(bk.name)} – Établissement de crédit agréé par Bank
Al-Maghrib.</span><span>Page {i + 1} / {n}</span></div></div>""")
    return html_doc("".join(out), ONLINE_CSS, f"releve-{c.account[-6:]}-{c.stmt_from}-{c.stmt_to}")


# ------------------------------------------------------------------ dot-matrix listing

DOT_CSS = """
.dm { width:210mm; height:297mm; padding:10mm 11mm; font-family:var(--mono); font-size:8.6pt; color:#1a1a1a; }
.dm pre { font-family:inherit; margin:0; white-space:pre; }
.dm table { width:100%; border-collapse:collapse; margin-top:2mm; }
.dm th { text-align:left; border-top:1px dashed #333; border-bottom:1px dashed #333; padding:1mm; font-weight:normal; }
.dm td { padding:0.9mm 1mm; white-space:nowrap; }
.dm tbody tr:nth-child(6n+1) td, .dm tbody tr:nth-child(6n+2) td, .dm tbody tr:nth-child(6n+3) td {
background:#e5f1e3; }
.dm .ft { position:absolute; bottom:8mm; left:11mm; right:11mm; font-size:7pt; }
"""


def _dot(ctx: Ctx, opening: float, mv: list[Mvt], closing: float) -> str:
    c, S, bk = ctx.c, ctx.S, ctx.c.bk
    ast, dst = STYLE[c.bank]
    suffix = c.bank == "bp"

    def fbal(x: float) -> str:
        if suffix:
            return amount(abs(x), ast) + (" D" if x < 0 else " C")
        return amount(x, ast)

    fa = lambda x: amount(abs(x), ast)  # noqa: E731
    fd = lambda x: date(x, dst)  # noqa: E731
    start, end = d(c.stmt_from), d(c.stmt_to)
    pages = _paginate(mv, 30, 40)
    n = len(pages)
    mono = "'Liberation Mono',monospace" if c.bank == "bp" else "'FreeMono',monospace;font-weight:bold"
    edit = end + dt.timedelta(days=ctx.rng.randint(1, 3))
    out = []
    tdeb = tcred = 0.0
    for i, rows in enumerate(pages):
        trs = ""
        if i == 0:
            trs += (
                f"<tr><td></td><td>ANCIEN SOLDE AU {fd(start - dt.timedelta(days=1))}</td><td></td><td></td>"
                f"<td class=num>{S('opening_balance', opening, fbal(opening))}</td></tr>"
            )
        for m in rows:
            lab = m.label.upper()[:34]
            trs += (
                f"<tr><td>{fd(m.date)}</td><td>{esc(lab)}</td><td>{fd(m.value)}</td>"
                f"<td class=num>{fa(m.amount) if m.amount < 0 else ''}</td>"
                f"<td class=num>{fa(m.amount) if m.amount > 0 else ''}</td></tr>"
            )
            if m.amount < 0:
                tdeb = r2(tdeb - m.amount)
            else:
                tcred = r2(tcred + m.amount)
        if i == n - 1:
            trs += (
                f"<tr><td></td><td>TOTAL MOUVEMENTS</td><td></td><td class=num>{fa(tdeb)}</td>"
                f"<td class=num>{fa(tcred)}</td></tr>"
            )
            trs += (
                f"<tr><td></td><td>NOUVEAU SOLDE AU {fd(end)}</td><td></td><td></td>"
                f"<td class=num>{S('closing_balance', closing, fbal(closing))}</td></tr>"
            )
        hs = "upper_fam" if c.bank == "bp" else "upper"
        name = S("account_holder", c.name, holder(c, hs)) if i == 0 else esc(holder(c, hs))
        bn = S("bank_name", bk.name.upper(), bk.name.upper()) if i == 0 else esc(bk.name.upper())
        addr = "<br>".join(esc(a) for a in c.address)
        head = f"""<div style="display:flex;justify-content:space-between">
<div><b style="font-size:11pt">{bn}</b><br>{esc(c.agency.upper())}<br><br></div>
<div style="text-align:right"><b style="font-size:11pt">EXTRAIT DE COMPTE</b><br>DATE : {fd(edit)}<br>PAGE :
{i + 1:03d}/{n:03d}</div></div>
<div style="margin-left:95mm;margin-top:3mm;margin-bottom:4mm">{name}<br>{addr}</div>
<div>COMPTE N° : {esc(c.account)} &nbsp; DEVISE : MAD</div>
<div>R.I.B.    : {S("rib", c.rib, c.rib) if i == 0 else esc(c.rib)}</div>
<div>PERIODE DU {S("statement_period_start", c.stmt_from, fd(start)) if i == 0 else fd(start)} AU
{S("statement_period_end", c.stmt_to, fd(end)) if i == 0 else fd(end)}</div>"""
        out.append(f"""<div class="page dm" style="--mono:{mono}">{head}
<table><thead><tr><th style="width:12%">DATE</th><th>LIBELLE</th><th style="width:12%">VALEUR</th><th class=num
style="width:16%">DEBIT</th><th class=num style="width:18%">CREDIT</th></tr></thead>
<tbody>{trs}</tbody></table>
<div class="ft">{"SOLDE : C = CREDITEUR  D = DEBITEUR. " if suffix else ""}SAUF ERREUR OU OMISSION.
{esc(bk.name.upper())} – BANK AL-MAGHRIB AGREMENT.</div></div>""")
    return html_doc("".join(out), DOT_CSS, f"EXTRAIT {c.account}")


# ------------------------------------------------------------------ modern statement with running balance

MODERN_CSS = """
.md { width:210mm; height:297mm; padding:12mm 14mm 12mm 20mm;
font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif; font-size:8.2pt; }
.md .bar { position:absolute; left:0; top:0; bottom:0; width:8mm; background:var(--c1); }
.md .hd { display:flex; justify-content:space-between; align-items:flex-start; }
.md .bn { display:flex; gap:3mm; align-items:center; font-size:14pt; font-weight:bold; }
.md .who { border-left:3px solid var(--c1); padding-left:3mm; font-size:9pt; }
.md h1 { font-size:14pt; margin:6mm 0 1mm; color:var(--c1); }
.md .sum { display:grid; grid-template-columns:repeat(4,1fr); border:1px solid #ccc; margin-top:4mm; }
.md .sum div { padding:2.5mm; border-right:1px solid #ccc; }
.md .sum div:last-child { border-right:none; background:#f4f4f4; }
.md .sum b { display:block; font-size:10.5pt; margin-top:1mm; }
.md table { width:100%; border-collapse:collapse; margin-top:5mm; }
.md th { background:#333; color:#fff; padding:1.5mm; text-align:left; font-weight:normal; font-size:7.6pt; }
.md td { padding:1.3mm 1.5mm; border-bottom:0.5px solid #ddd; }
.md .ft { position:absolute; bottom:8mm; left:20mm; right:14mm; font-size:6.8pt; color:#666; display:flex;
justify-content:space-between; gap:6mm; }
"""


def _modern(ctx: Ctx, opening: float, mv: list[Mvt], closing: float) -> str:
    c, S, bk = ctx.c, ctx.S, ctx.c.bk
    ast, dst = STYLE[c.bank]
    par = c.bank == "sgm"

    def fb(x: float) -> str:
        if x < 0 and par:
            return f"({amount(-x, ast)})"
        return amount(x, ast)

    fa = lambda x: amount(abs(x), ast)  # noqa: E731
    fd = lambda x: date(x, dst)  # noqa: E731
    start, end = d(c.stmt_from), d(c.stmt_to)
    pages = _paginate(mv, 26, 38)
    n = len(pages)
    deb = r2(-sum(m.amount for m in mv if m.amount < 0))
    cred = r2(sum(m.amount for m in mv if m.amount > 0))
    hs = "full" if c.bank == "bmci" else ("upper" if c.bank == "sgm" else "mixed")
    bal = opening
    out = []
    for i, rows in enumerate(pages):
        trs = ""
        if i == 0:
            trs += (
                f"<tr style='background:#f4f4f4'><td>{fd(start)}</td><td><b>Solde d'ouverture</b></td><td></td>"
                f"<td></td><td class=num><b>{fb(opening)}</b></td></tr>"
            )
        for m in rows:
            bal = r2(bal + m.amount)
            trs += (
                f"<tr><td>{fd(m.date)}</td><td>{esc(m.label)}</td>"
                f"<td class=num>{fa(m.amount) if m.amount < 0 else ''}</td>"
                f"<td class=num>{fa(m.amount) if m.amount > 0 else ''}</td><td class=num>{fb(bal)}</td></tr>"
            )
        if i == n - 1:
            trs += (
                f"<tr style='background:#f4f4f4'><td>{fd(end)}</td><td><b>Solde de clôture</b></td>"
                f"<td class=num>{fa(deb)}</td><td class=num>{fa(cred)}</td><td class=num><b>{fb(closing)}</b></td></tr>"
            )
        top = ""
        if i == 0:
            addr = "<br>".join(esc(a) for a in c.address)
            top = f"""<h1>Relevé de compte courant</h1>
<div>Relevé n° {ctx.rng.randint(10, 120)} – du {S("statement_period_start", c.stmt_from, fd(start))} au
{S("statement_period_end", c.stmt_to, fd(end))}</div>
<div style="margin-top:1.5mm">N° de compte : {esc(c.account)} &nbsp;·&nbsp; RIB :
{S("rib", c.rib, rib_groups(c.rib))} &nbsp;·&nbsp; BIC : {esc(bk.bic)}</div>
<div class="sum"><div>Solde d'ouverture<b>{S("opening_balance", opening, fb(opening))}</b></div><div>Total
débits<b>{fa(deb)}</b></div>
<div>Total crédits<b>{fa(cred)}</b></div><div>Solde de
clôture<b>{S("closing_balance", closing, fb(closing))}</b></div></div>"""
            who = f'<div class="who"><b>{S("account_holder", c.name, holder(c, hs))}</b><br>{addr}</div>'
        else:
            who = f'<div class="who">{esc(holder(c, hs))}<br>Compte {esc(c.account)}</div>'
        bn = S("bank_name", bk.name, bk.name) if i == 0 else esc(bk.name)
        lg = art.logo(bk.logo, bk.short[:2], bk.colors[0], bk.colors[1], 42)
        out.append(f"""<div class="page md" style="--c1:{bk.colors[0]}"><div class="bar"></div>
<div class="hd"><div class="bn">{lg}<span>{bn}</span></div>{who}</div>
{top}
<table><thead><tr><th style="width:12%">Date</th><th>Opération</th><th class=num style="width:14%">Débit</th><th
class=num style="width:14%">Crédit</th><th class=num style="width:15%">Solde</th></tr></thead>
<tbody>{trs}</tbody></table>
<div class="ft"><span>{esc(c.agency)} –
{_bank_footer(bk.name)}{" Les montants entre parenthèses sont débiteurs." if par else ""}</span><span
class=nowrap>Page {i + 1}/{n}</span></div></div>""")
    return html_doc("".join(out), MODERN_CSS, f"Releve de compte {c.stmt_to}")


def bank_statement(ctx: Ctx) -> str:
    opening, mv, closing = ctx.spec["movements"]
    fn = {"classic": _classic, "online": _online, "dotmatrix": _dot, "modern": _modern}[ctx.c.stmt_layout]
    return fn(ctx, opening, mv, closing)


# ------------------------------------------------------------------ RIB

RIB_CSS = """
.rb { width:210mm; height:297mm; padding:14mm 16mm; font-family:var(--f); font-size:10pt; color:#111; }
.rb .hd { display:flex; align-items:center; gap:4mm; font-size:16pt; font-weight:bold; color:var(--c1);
border-bottom:2px solid var(--c1); padding-bottom:3mm; }
.rb h1 { font-size:15pt; text-align:center; margin:10mm 0 6mm; }
.rb table.bx { border-collapse:collapse; margin:3mm auto; }
.rb table.bx th { font-size:8pt; font-weight:normal; color:#444; padding:1mm 3mm; }
.rb table.bx td { border:1.5px solid #222; padding:2.5mm 4mm; font-family:'DejaVu Sans Mono',monospace;
font-size:13pt; text-align:center; }
.rb .kv { display:grid; grid-template-columns:45mm 1fr; row-gap:2.5mm; margin-top:6mm; }
.rb .kv span:nth-child(odd) { color:#555; }
.rb .slip { border:1px solid #333; padding:4mm 5mm; height:80mm; position:relative; }
.rb .cut { border-top:1.2px dashed #777; margin:4mm 0; position:relative; }
.rb .cut:after { content:'✂'; position:absolute; left:-1mm; top:-3.2mm; font-size:11pt; color:#777; }
.rb .card { border:1px solid #ddd; border-radius:8px; padding:6mm; margin-top:8mm; box-shadow:0 1px 4px
rgba(0,0,0,.15); }
.rb .big { font-family:'DejaVu Sans Mono',monospace; font-size:14pt; letter-spacing:.5px; }
"""


def rib_doc(ctx: Ctx) -> str:
    c, S, bk = ctx.c, ctx.S, ctx.c.bk
    layout = c.rib_layout
    r = c.rib
    lg = art.logo(bk.logo, bk.short[:2], bk.colors[0], bk.colors[1], 46)
    when = d(c.dossier) - dt.timedelta(days=ctx.rng.randint(5, 30))
    city = c.town.title()
    if layout == "boxes":
        hs = "upper"
        S.mark("rib", r, rib_groups(r))
        body = f"""<div class="hd">{lg}{S("bank_name", bk.name, bk.name)}</div>
<h1>RELEVÉ D'IDENTITÉ BANCAIRE</h1>
<div class="kv"><span>Titulaire du compte</span><b>{S("account_holder", c.name, holder(c, hs))}</b>
<span>Adresse</span><span>{esc(" ".join(c.address))}</span>
<span>Agence</span><span>{esc(c.agency)}</span><span>Type de compte</span><span>Compte chèque en dirhams</span></div>
<table class="bx" style="margin-top:8mm"><tr><th>Code banque</th><th>Code ville</th><th>N° de compte</th><th>Clé
RIB</th></tr>
<tr><td>{r[:3]}</td><td>{r[3:6]}</td><td>{r[6:22]}</td><td>{r[22:]}</td></tr></table>
<div class="kv"><span>IBAN</span><span class="big">{esc(iban(r))}</span><span>Code BIC / SWIFT</span><span
class="big">{esc(bk.bic)}</span></div>
<p style="margin-top:12mm;font-size:8.5pt;color:#444">Ce relevé est destiné à être remis, sur leur demande, à vos
créanciers ou débiteurs appelés à faire
inscrire des opérations à votre compte (virements, prélèvements, domiciliation de salaire…). Son utilisation vous
garantit le bon
enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.</p>
<div style="margin-top:6mm;font-size:8.5pt">Édité le {date(when, "slash")}</div>"""
        font = "'Liberation Sans',Arial"
    elif layout == "letter":
        body = f"""<div class="hd">{lg}{S("bank_name", bk.name, bk.name)}</div>
<div style="text-align:right;margin-top:6mm">{esc(city)}, le {date(when, "long")}</div>
<h1 style="text-decoration:underline">ATTESTATION DE RIB</h1>
<p style="line-height:1.7;text-align:justify">Nous soussignés, <b>{esc(bk.name)}</b>, {esc(c.agency)}, attestons par
la présente que
<b>{S("account_holder", c.name, holder(c, "full"))}</b> est titulaire, auprès de nos guichets, d'un compte chèque en
dirhams
ouvert sous le numéro {esc(c.account)}, dont les références bancaires sont les suivantes :</p>
<div class="kv"><span>Relevé d'identité bancaire</span><b class="big">{S("rib", r, r)}</b>
<span>IBAN</span><span>{esc(iban(r))}</span><span>BIC</span><span>{esc(bk.bic)}</span></div>
<p style="margin-top:8mm">La présente attestation est délivrée à la demande de l'intéressé{
            "e" if c.sex == "F" else ""
        } pour servir et valoir ce que de droit.</p>
<div style="display:flex;justify-content:flex-end;margin-top:8mm"><div style="width:70mm;text-align:center">Le
Directeur d'agence
<div style="position:relative;height:40mm"><div
style="position:absolute;left:6mm;
top:2mm">{
            art.stamp_round(
                ctx.rng,
                f"{bk.name.upper()} ★ {c.agency.upper()[:26]} ★ ",
                [bk.short, "AGENCE", "★"],
                "#1d4f91",
                134,
                c.cid + "r",
            )
        }</div>
<div style="position:absolute;left:16mm;top:12mm">{art.signature(ctx.rng, 150, 55)}</div></div></div></div>"""
        font = "'Liberation Serif',serif"
    elif layout == "slips":
        slips = []
        for k in range(3):
            rr = S("rib", r, rib_groups(r)) if k == 0 else esc(rib_groups(r))
            hh = S("account_holder", c.name, holder(c, "upper")) if k == 0 else esc(holder(c, "upper"))
            bn = S("bank_name", bk.name, bk.name) if k == 0 else esc(bk.name)
            slips.append(f"""<div class="slip"><div
style="display:flex;justify-content:space-between;align-items:center">
<div style="display:flex;gap:3mm;
align-items:center">{art.logo(bk.logo, bk.short[:2], bk.colors[0], bk.colors[1], 34)}<b
style="font-size:12pt">{bn}</b></div>
<b>RELEVÉ D'IDENTITÉ BANCAIRE</b></div>
<div style="margin-top:4mm">Titulaire : <b>{hh}</b></div>
<div>Domiciliation : {esc(c.agency)}</div>
<table class="bx" style="margin:4mm 0"><tr><th>Banque</th><th>Localité</th><th>Numéro de compte</th><th>Clé</th></tr>
<tr><td colspan=4 style="font-size:14pt">{rr}</td></tr></table>
<div style="font-size:9pt">IBAN : {esc(iban(r))} &nbsp; – &nbsp; BIC : {esc(bk.bic)}</div></div>""")
        body = '<div class="cut"></div>'.join(slips)
        font = "'FreeSans',sans-serif"
    else:  # ebank
        body = f"""<div class="hd" style="border:none;background:var(--c1);color:#fff;margin:-14mm -16mm
0;padding:5mm 16mm">
<span style="background:#fff;border-radius:6px;padding:1mm;
display:inline-flex">{art.logo(bk.logo, bk.short[:1], bk.colors[0], bk.colors[1], 34)}</span>
{S("bank_name", bk.name, bk.name)}</div>
<div style="margin-top:8mm;color:#666">Mes comptes › Compte courant › Coordonnées bancaires</div>
<div class="card"><div style="font-size:13pt;font-weight:bold;margin-bottom:4mm">Mon RIB</div>
<div class="kv" style="margin-top:0"><span>Titulaire</span><b>{S("account_holder", c.name, holder(c, "mixed"))}</b>
<span>Intitulé du compte</span><span>Compte courant – {esc(c.account[-6:])}</span>
<span>RIB</span><span class="big">{S("rib", r, rib_groups(r, " "))}</span>
<span>IBAN</span><span class="big">{esc(iban(r))}</span>
<span>BIC</span><span>{esc(bk.bic)}</span><span>Agence</span><span>{esc(c.agency)}</span></div></div>
<p style="margin-top:8mm;color:#777;font-size:8.5pt">Document généré le {date(when, "slash")} depuis votre espace
client. Communiquez ces coordonnées
pour recevoir des virements (salaire, remboursements…) sur votre compte.</p>"""
        font = "'Noto Sans',sans-serif"
    return html_doc(
        f'<div class="page rb" style="--c1:{bk.colors[0]};--f:{font}">{body}</div>', RIB_CSS, f"RIB_{c.account[-6:]}"
    )
