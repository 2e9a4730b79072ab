"""Bank papers: account statements (three statement engines) and RIB documents (three kinds).
`v`: bank_name (as printed), holder (as printed), address (lines), branch, rib, rib_mode (grouped | whole | iban),
date_style, amount_style, balance_style (sign | DC | paren | column), title, account_kind."""

from __future__ import annotations

from . import fmt
from .common import bank_logo, esc, page
from .money import Statement
from .people import Bank

A = fmt.amount


def _rib(v: dict) -> str:
    mode = v.get("rib_mode", "grouped")
    if mode == "whole":
        return f"RIB : {v['rib']}"
    if mode == "iban":
        return f"IBAN : {fmt.iban_grouped(fmt.iban(v['rib']))}"
    return f"RIB : {fmt.rib_grouped(v['rib'])}"


def _bal(x: float, v: dict, default: str = "fr") -> str:
    st = v.get("amount_style", default)
    style = v.get("balance_style", "sign")
    if style == "DC":
        return f"{A(abs(x), st)} {'D' if x < 0 else 'C'}"
    if style == "paren" and x < 0:
        return f"({A(-x, st)})"
    return A(x, st)


def _page_css(b: Bank, ref: str) -> str:
    return f"""
@page {{ @bottom-right {{ content: "Page " counter(page) " / " counter(pages); font:7pt 'DejaVu Sans'; color:#555; }}
        @bottom-left {{ content: "{esc(ref)}"; font:6.5pt 'DejaVu Sans'; color:#777; }} }}
"""


def statement_classic(b: Bank, s: Statement, v: dict) -> str:
    """Date | Libellé | Valeur | Débit | Crédit, the balances as first and last lines in their column."""
    ds = v.get("date_style", "slash")
    st = v.get("amount_style", "fr")
    col = v.get("balance_style") == "column"

    def bal_row(label: str, x: float) -> str:
        if col:
            deb = A(-x, st) if x < 0 else ""
            cre = A(x, st) if x >= 0 else ""
            return f"<tr class='bal'><td></td><td>{label}</td><td></td><td class='r'>{deb}</td><td class='r'>{cre}</td></tr>"
        return f"<tr class='bal'><td></td><td>{label}</td><td></td><td class='r' colspan='2'>{_bal(x, v, st)}</td></tr>"

    rows = [bal_row(f"SOLDE AU {fmt.date(s.start, ds)}", s.opening)]
    for m in s.moves:
        rows.append(
            f"<tr><td>{fmt.date(m.date, ds)}</td><td>{esc(m.label)}</td><td>{fmt.date(m.value, ds)}</td>"
            f"<td class='r'>{A(m.debit, st) if m.debit else ''}</td>"
            f"<td class='r'>{A(m.credit, st) if m.credit else ''}</td></tr>"
        )
    td = sum(m.debit for m in s.moves)
    tc = sum(m.credit for m in s.moves)
    rows.append(
        f"<tr class='tot'><td></td><td>TOTAL DES MOUVEMENTS</td><td></td><td class='r'>{A(td, st)}</td>"
        f"<td class='r'>{A(tc, st)}</td></tr>"
    )
    rows.append(bal_row(f"SOLDE AU {fmt.date(s.end, ds)}", s.closing))
    addr = "<br>".join(esc(x) for x in v["address"])
    css = (
        _page_css(b, v.get("ref", ""))
        + f"""
body {{ font-family:'DejaVu Sans', sans-serif; font-size:8pt; color:#1a1a1a; }}
.hd {{ display:flex; justify-content:space-between; }}
.bk {{ display:flex; gap:3mm; align-items:center; }} .bk .n {{ font-size:14pt; font-weight:bold; color:{b.color}; }}
.tt {{ text-align:right; }} .tt .t {{ font-size:13pt; font-weight:bold; }}
.win {{ margin:6mm 0 4mm 100mm; border-left:0.6mm solid {b.accent}; padding-left:3mm; font-size:9pt; }}
.acc {{ display:flex; gap:3mm; margin-bottom:3mm; }} .acc div {{ border:0.3mm solid #999; padding:1.5mm 2.5mm; }}
.acc .k {{ display:block; font-size:6.4pt; color:#666; border:none; padding:0; }}
table.t {{ width:100%; }} table.t thead th {{ background:{b.color}; color:#fff; padding:1.5mm; text-align:left;
  font-size:7.6pt; }}
table.t td {{ padding:1.1mm 1.5mm; border-bottom:0.2mm solid #ddd; }}
table.t tr.bal td {{ font-weight:bold; background:#f3f3f3; }} table.t tr.tot td {{ font-weight:bold;
  border-top:0.4mm solid #333; }}
.legal {{ margin-top:6mm; font-size:6.5pt; color:#666; }}
"""
    )
    body = f"""<div class="hd"><div class="bk">{bank_logo(b, 46)}<div><div class="n">{esc(v["bank_name"])}</div>
<div>Agence {esc(v["branch"])}</div></div></div>
<div class="tt"><div class="t">{esc(v.get("title", "RELEVÉ DE COMPTE"))}</div>
<div>Du {fmt.date(s.start, ds)} au {fmt.date(s.end, ds)}</div><div>Devise : MAD</div></div></div>
<div class="win"><b>{esc(v["holder"])}</b><br>{addr}</div>
<div class="acc"><div><span class="k">Type de compte</span>{esc(v.get("account_kind", "Compte chèque"))}</div>
<div><span class="k">Identifiant bancaire</span>{esc(_rib(v))}</div><div><span class="k">Date d'édition</span>
{fmt.date(v["issued"], ds)}</div></div>
<table class="t"><thead><tr><th>Date</th><th>Libellé de l'opération</th><th>Valeur</th><th class="r">Débit</th>
<th class="r">Crédit</th></tr></thead><tbody>{"".join(rows)}</tbody></table>
<div class="legal">Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence dans un délai de 30 jours à
compter de la date d'envoi du présent relevé. {esc(b.legal)}</div>"""
    return page(body, css, margin="12mm 12mm 16mm 12mm", title="Relevé de compte")


def statement_running(b: Bank, s: Statement, v: dict) -> str:
    """One signed amount column and a running balance; a summary box on top with D/C balances."""
    ds = v.get("date_style", "dot")
    st = v.get("amount_style", "frdot")
    bal = s.opening
    rows = []
    for m in s.moves:
        amt = m.credit - m.debit
        bal = round(bal + amt, 2)
        rows.append(
            f"<tr><td>{fmt.date(m.date, ds)}</td><td>{fmt.date(m.value, ds)}</td><td>{esc(m.label)}</td>"
            f"<td class='r{' neg' if amt < 0 else ''}'>{A(amt, st)}</td><td class='r'>{_bal(bal, v, st)}</td></tr>"
        )
    td = sum(m.debit for m in s.moves)
    tc = sum(m.credit for m in s.moves)
    css = (
        _page_css(b, v.get("ref", ""))
        + f"""
body {{ font-family:'Liberation Sans', sans-serif; font-size:8.4pt; }}
.top {{ background:{b.color}; color:#fff; padding:3mm 4mm; display:flex; align-items:center; gap:4mm; }}
.top .n {{ font-size:15pt; font-weight:bold; }} .top .t {{ margin-left:auto; font-size:12pt; font-weight:bold; }}
.meta {{ display:flex; justify-content:space-between; margin:4mm 0; }}
.sum {{ width:100%; margin-bottom:4mm; }} .sum td {{ border:0.3mm solid {b.color}; padding:2mm; text-align:center; }}
.sum .k {{ display:block; font-size:7pt; color:#555; }} .sum b {{ font-size:10pt; }}
table.t {{ width:100%; }} table.t th {{ border-bottom:0.6mm solid {b.accent}; text-align:left; padding:1.5mm; }}
table.t td {{ padding:1.2mm 1.5mm; border-bottom:0.2mm solid #e4e4e4; }} td.neg {{ color:#a01818; }}
"""
    )
    addr = "<br>".join(esc(x) for x in v["address"])
    body = f"""<div class="top">{bank_logo(b, 40)}<div class="n">{esc(v["bank_name"])}</div>
<div class="t">{esc(v.get("title", "EXTRAIT DE COMPTE"))}</div></div>
<div class="meta"><div><b>{esc(v["holder"])}</b><br>{addr}</div>
<div class="r">Agence : {esc(v["branch"])}<br>{esc(_rib(v))}<br>Période : {fmt.date(s.start, ds)} -
{fmt.date(s.end, ds)}</div></div>
<table class="sum"><tr><td><span class="k">Ancien solde au {fmt.date(s.start, ds)}</span><b>{_bal(s.opening, v, st)}</b></td>
<td><span class="k">Total débits</span><b>{A(td, st)}</b></td><td><span class="k">Total crédits</span><b>{A(tc, st)}</b></td>
<td><span class="k">Nouveau solde au {fmt.date(s.end, ds)}</span><b>{_bal(s.closing, v, st)}</b></td></tr></table>
<table class="t"><thead><tr><th>Date opé.</th><th>Date val.</th><th>Opération</th><th class="r">Montant (MAD)</th>
<th class="r">Solde</th></tr></thead><tbody>{"".join(rows)}</tbody></table>
<p style="font-size:6.6pt; color:#666; margin-top:5mm">{esc(b.legal)} — {esc(b.site)}</p>"""
    return page(body, css, margin="10mm 12mm 16mm 12mm", title="Extrait de compte")


def statement_modern(b: Bank, s: Statement, v: dict) -> str:
    """Online banking export: two balance tiles, IBAN, alternating rows, amounts with thousands commas."""
    ds = v.get("date_style", "long")
    st = v.get("amount_style", "en")
    rows = "".join(
        f"<tr><td>{fmt.date(m.date, 'slash')}</td><td>{esc(m.label)}<div class='ref'>Réf. {m.ref}</div></td>"
        f"<td class='r'>{A(m.debit, st) if m.debit else ''}</td><td class='r'>{A(m.credit, st) if m.credit else ''}</td></tr>"
        for m in s.moves
    )
    css = (
        _page_css(b, v.get("ref", ""))
        + f"""
body {{ font-family:'Noto Sans', sans-serif; font-size:8pt; color:#222; }}
.hd {{ display:flex; align-items:center; gap:3mm; border-bottom:0.5mm solid {b.accent}; padding-bottom:2mm; }}
.hd .n {{ font-size:13pt; font-weight:bold; color:{b.color}; }}
h1 {{ font-size:14pt; margin:5mm 0 1mm; color:{b.color}; }}
.who {{ display:grid; grid-template-columns: 1fr 1fr; gap:2mm; margin:3mm 0; }}
.tiles {{ display:flex; gap:4mm; margin:3mm 0 5mm; }} .tile {{ flex:1; background:#f4f2ec; padding:3mm; border-radius:2mm; }}
.tile .k {{ font-size:7pt; color:#666; }} .tile .x {{ font-size:12pt; font-weight:bold; }}
table.t {{ width:100%; }} table.t th {{ text-align:left; font-size:7pt; color:#666; border-bottom:0.4mm solid #999;
  padding:1mm; }}
table.t td {{ padding:1.3mm 1mm; vertical-align:top; }} table.t tr:nth-child(even) td {{ background:#f7f7f7; }}
.ref {{ font-size:6.2pt; color:#888; }}
"""
    )
    body = f"""<div class="hd">{bank_logo(b, 34)}<div class="n">{esc(v["bank_name"])}</div>
<div style="margin-left:auto; font-size:7pt">Édité le {fmt.date(v["issued"], "slash")} · {esc(b.site)}</div></div>
<h1>{esc(v.get("title", "Relevé de compte"))}</h1>
<div>Période : du {fmt.date(s.start, ds)} au {fmt.date(s.end, ds)}</div>
<div class="who"><div>Titulaire : <b>{esc(v["holder"])}</b><br>{" ".join(esc(x) for x in v["address"])}</div>
<div>{esc(v.get("account_kind", "Compte courant"))} · Agence {esc(v["branch"])}<br>{esc(_rib(v))}<br>BIC : {b.swift}</div></div>
<div class="tiles"><div class="tile"><div class="k">Solde d'ouverture ({fmt.date(s.start, "slash")})</div>
<div class="x">{_bal(s.opening, v, st)} MAD</div></div><div class="tile"><div class="k">Solde de clôture
({fmt.date(s.end, "slash")})</div><div class="x">{_bal(s.closing, v, st)} MAD</div></div></div>
<table class="t"><thead><tr><th>Date</th><th>Description</th><th class="r">Débit</th><th class="r">Crédit</th></tr></thead>
<tbody>{rows}</tbody></table>"""
    return page(body, css, margin="12mm 14mm 16mm 14mm", title="Relevé de compte")


def rib_card(b: Bank, v: dict, copies: int = 3) -> str:
    """The RIB sheet of a chequebook or e-banking: the same box printed three times to cut out."""
    r = v["rib"]
    iban = fmt.iban(r)
    one = f"""<div class="rb"><div class="h">{bank_logo(b, 30)}<b>{esc(v["bank_name"])}</b>
<span class="t">RELEVÉ D'IDENTITÉ BANCAIRE</span></div>
<div class="row"><span class="k">Titulaire du compte</span> <b>{esc(v["holder"])}</b></div>
<div class="row"><span class="k">Domiciliation</span> Agence {esc(v["branch"])}</div>
<table><tr><th>Code banque</th><th>Code ville</th><th>N° de compte</th><th>Clé RIB</th></tr>
<tr><td>{r[:3]}</td><td>{r[3:6]}</td><td>{r[6:22]}</td><td>{r[22:]}</td></tr></table>
<div class="row"><span class="k">IBAN</span> {fmt.iban_grouped(iban)} &nbsp;&nbsp; <span class="k">BIC</span> {b.swift}</div></div>"""
    css = f"""
body {{ font-family:'DejaVu Sans Condensed', sans-serif; font-size:8.6pt; }}
.rb {{ border:0.4mm solid {b.color}; padding:3mm 4mm; margin-bottom:4mm; }}
.rb + .rb {{ border-top:0.4mm dashed #777; }}
.h {{ display:flex; align-items:center; gap:3mm; margin-bottom:2mm; }} .h b {{ color:{b.color}; font-size:11pt; }}
.h .t {{ margin-left:auto; font-weight:bold; }}
.row {{ margin:1mm 0; }} .k {{ color:#666; display:inline-block; width:34mm; }}
table {{ width:100%; margin:2mm 0; }} th {{ font-size:7pt; color:#555; font-weight:normal; border:0.3mm solid #aaa; }}
td {{ border:0.3mm solid #aaa; text-align:center; font:bold 10.5pt 'DejaVu Sans Mono', monospace; padding:1.5mm; }}
"""
    return page(one * copies, css, margin="14mm 16mm 14mm 16mm", title="RIB")


def rib_letter(b: Bank, v: dict) -> str:
    """'Attestation de RIB' signed by the branch."""
    r = v["rib"]
    css = f"""
body {{ font-family:'Liberation Serif', serif; font-size:11.5pt; line-height:1.6; }}
.hd {{ display:flex; align-items:center; gap:4mm; border-bottom:0.6mm solid {b.color}; padding-bottom:3mm; }}
.hd .n {{ font-family:'Liberation Sans'; font-size:15pt; font-weight:bold; color:{b.color}; }}
h1 {{ text-align:center; font-size:15pt; margin:14mm 0 10mm; }}
.box {{ border:0.4mm solid #333; padding:3mm 5mm; font-family:'Liberation Mono', monospace; font-size:11pt; margin:5mm 0; }}
.sig {{ margin:16mm 0 0 100mm; text-align:center; }}
"""
    body = f"""<div class="hd">{bank_logo(b, 50)}<div><div class="n">{esc(v["bank_name"])}</div>
<div style="font-family:Liberation Sans; font-size:9pt">Agence {esc(v["branch"])}</div></div></div>
<p style="text-align:right; margin-top:8mm">{esc(v["city"])}, le {fmt.date(v["issued"], "long")}</p>
<h1>ATTESTATION DE RIB</h1>
<p>Nous soussignés, <b>{esc(v["bank_name"])}</b>, agence {esc(v["branch"])}, attestons que
<b>{esc(v["holder"])}</b> est titulaire dans nos livres d'un {esc(v.get("account_kind", "compte chèque"))} ouvert
sous les références suivantes :</p>
<div class="box">Code banque : {r[:3]} &nbsp; Code ville : {r[3:6]}<br>N° de compte : {r[6:22]} &nbsp; Clé : {r[22:]}<br>
RIB : {r}<br>IBAN : {fmt.iban(r)}<br>Code SWIFT : {b.swift}</div>
<p>La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.</p>
<div class="sig">Le Directeur d'agence<br><br>
<span style="display:inline-block; border:0.5mm solid {b.color}; color:{b.color}; padding:2mm 4mm; transform:rotate(-6deg);
font-family:'Liberation Sans'; font-weight:bold; opacity:0.8">{esc(v["bank_name"]).upper()}<br>AGENCE {esc(v["branch"]).upper()}</span></div>
<p style="font-size:7pt; color:#666; margin-top:20mm">{esc(b.legal)}</p>"""
    return page(body, css, margin="16mm 20mm 16mm 20mm", title="Attestation de RIB")


def rib_ebank(b: Bank, v: dict) -> str:
    """An e-banking 'RIB / Bank details' page: IBAN first, the RIB whole, a square code."""
    r = v["rib"]
    iban = fmt.iban(r)
    css = f"""
body {{ font-family:'Noto Sans', sans-serif; font-size:9.2pt; color:#222; }}
.bar {{ background:{b.color}; height:16mm; display:flex; align-items:center; gap:3mm; padding:0 5mm; color:#fff; }}
.bar b {{ font-size:13pt; }}
h1 {{ font-size:15pt; margin:8mm 0 0; }} .sub {{ color:#777; margin-bottom:6mm; }}
.f {{ display:grid; grid-template-columns: 45mm 1fr; row-gap:3mm; }} .f .k {{ color:#777; }}
.big {{ font:bold 12pt 'DejaVu Sans Mono', monospace; letter-spacing:0.6pt; }}
.code {{ margin-top:8mm; width:30mm; height:30mm; background:
  repeating-linear-gradient(90deg, #222 0 1.2mm, #fff 1.2mm 2mm), #fff; opacity:0.85; }}
"""
    body = f"""<div class="bar">{bank_logo(b, 38)}<b>{esc(v["bank_name"])}</b></div>
<div style="padding:0 16mm"><h1>Relevé d'Identité Bancaire (RIB)</h1><div class="sub">Bank details · Coordonnées bancaires</div>
<div class="f"><div class="k">Titulaire / Account holder</div><div><b>{esc(v["holder"])}</b><br>
{" ".join(esc(x) for x in v["address"])}</div>
<div class="k">IBAN</div><div class="big">{fmt.iban_grouped(iban)}</div>
<div class="k">RIB</div><div class="big">{r}</div>
<div class="k">BIC / SWIFT</div><div>{b.swift}</div>
<div class="k">Agence / Branch</div><div>{esc(v["branch"])}</div>
<div class="k">Devise</div><div>MAD — Dirham marocain</div></div>
<div class="code"></div>
<p style="font-size:7pt; color:#777; margin-top:10mm">Document généré depuis votre espace de banque en ligne le
{fmt.date(v["issued"], "slash")}. {esc(b.legal)}</p></div>"""
    return page(body, css, margin="0 0 14mm 0", title="RIB")


STATEMENTS = {"classic": statement_classic, "running": statement_running, "modern": statement_modern}
RIBS = {"card": rib_card, "letter": rib_letter, "ebank": rib_ebank}
