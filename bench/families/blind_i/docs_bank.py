"""Bank statements and RIB papers."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from . import art, fmt, ids
from .art import esc
from .common import multi_page, page


def holder_name(v: dict[str, Any], style: str) -> str:
    g, s = v["holder_given"], v["holder_surname"]
    t = "M." if v.get("holder_sex", v["sex"]) == "M" else "Mme"
    return {
        "t_SURNAME_GIVEN": f"{t} {s.upper()} {g.upper()}",
        "t_GIVEN_SURNAME": f"{t} {g.upper()} {s.upper()}",
        "Given Surname": f"{g} {s}",
        "SURNAME Given": f"{s.upper()} {g}",
        "MOUMME": f"M. OU MME {g.upper()} {s.upper()}",
    }[style]


def bank_logo(bank: dict[str, Any], big: bool = True) -> str:
    c1, c2 = bank["color"], bank["color2"]
    size = "17pt" if big else "12pt"
    return (
        f'<div style="display:flex;align-items:center;gap:3mm"><svg width="40" height="40" viewBox="0 0 40 40">'
        f'<rect x="2" y="2" width="36" height="36" rx="8" fill="{c1}"/><circle cx="27" cy="13" r="7" fill="{c2}"/>'
        f'<rect x="8" y="22" width="24" height="5" fill="#fff" opacity="0.85"/></svg>'
        f"<div style=\"font:bold {size} 'DejaVu Sans';color:{c1 if c1 != '#ffcc00' else '#1d3c78'}\">{esc(bank['name'])}</div></div>"
    )


def rib_print(rib: str, style: str) -> str:
    if style == "grouped":
        return ids.rib_grouped(rib)
    if style == "whole":
        return rib
    if style == "iban":
        return ids.group(ids.iban(rib), 4)
    if style == "fours":
        return ids.group(rib, 4)
    raise ValueError(style)


def balance_text(x: float, style: str, st: str, cur: str | None = None) -> str:
    a = fmt.amount(x, st)
    if x >= 0:
        if style in ("D", "DB"):
            return a + (" C" if style == "D" else " CR")
        return a + (f" {cur}" if cur else "")
    if style == "minus":
        return "-" + a + (f" {cur}" if cur else "")
    if style == "D":
        return a + " D"
    if style == "DB":
        return a + " DB"
    if style == "paren":
        return f"({a})"
    raise ValueError(style)


# ---------------------------------------------------------------------------------------------------------------


def st_columns(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """Classic statement: opening and closing balances sit in the debit or credit column."""
    bank, s = v["bank"], v["stmt"]
    st = rng.choice(["sp_comma", "dot_comma"])
    ds = "dmy_slash"
    am = lambda x: fmt.amount(x, st)  # noqa: E731

    def bal_row(label: str, x: float) -> str:
        return (
            f'<tr class="bal"><td></td><td>{label}</td><td></td><td class="r">{am(x) if x < 0 else ""}</td>'
            f'<td class="r">{am(x) if x >= 0 else ""}</td></tr>'
        )

    rows = "".join(
        f"<tr><td>{m['date'].strftime('%d/%m')}</td><td>{esc(m['label'])}</td>"
        f"<td>{(m['date'] + dt.timedelta(days=rng.choice([0, 0, 1, 2]))).strftime('%d/%m/%y')}</td>"
        f'<td class="r">{am(m["debit"]) if m["debit"] else ""}</td>'
        f'<td class="r">{am(m["credit"]) if m["credit"] else ""}</td></tr>'
        for m in s["moves"]
    )
    rs = rng.choice(["grouped", "whole"])
    body = f"""
<div style="padding:11mm 12mm">
 <div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div>{bank_logo(bank)}<div style="font-size:8.5pt;margin-top:2mm">{esc(v["agency"])}</div></div>
  <div style="text-align:right"><div style="font:bold 15pt 'DejaVu Sans'">RELEVÉ DE COMPTE</div>
   <div>Période du {fmt.date(v["st_start"], ds)} au {fmt.date(v["st_end"], ds)}</div>
   <div style="font-size:8.5pt">Page 1/1</div></div>
 </div>
 <div style="display:flex;justify-content:space-between;margin-top:8mm">
  <table class="acc"><tr><td>Compte n°</td><td class="mono b">{v["rib"][6:22]}</td></tr>
   <tr><td>RIB</td><td class="mono b">{rib_print(v["rib"], rs)}</td></tr>
   <tr><td>Devise</td><td>MAD – Dirham marocain</td></tr>
   <tr><td>Type</td><td>Compte chèque particulier</td></tr></table>
  <div style="border:1px solid #444;padding:3mm 6mm;min-width:68mm;line-height:1.5;font-size:10pt">
   <b>{esc(holder_name(v, v["holder_style"]))}</b><br>{"<br>".join(esc(a) for a in v["address"])}</div>
 </div>
 <table class="mv" style="width:100%;margin-top:7mm">
  <thead><tr><th style="width:12mm">Date</th><th>Libellé de l'opération</th><th style="width:18mm">Valeur</th><th style="width:27mm">Débit</th><th style="width:27mm">Crédit</th></tr></thead>
  <tbody>{bal_row(f"SOLDE AU {fmt.date(v['st_start'] - dt.timedelta(days=1), ds)}", s["opening"])}{rows}
  <tr class="tot"><td></td><td>TOTAL DES MOUVEMENTS</td><td></td><td class="r">{am(s["total_debit"])}</td><td class="r">{am(s["total_credit"])}</td></tr>
  {bal_row(f"SOLDE AU {fmt.date(v['st_end'], ds)}", s["closing"])}</tbody></table>
 <div style="font-size:8pt;margin-top:4mm;color:#444">Les soldes figurant dans la colonne Débit sont des soldes débiteurs. Sauf erreur ou omission.
 Toute réclamation doit nous parvenir dans un délai de 30 jours.</div>
 <div style="position:absolute;bottom:9mm;left:12mm;right:12mm;font-size:7pt;color:#666;text-align:center;border-top:1px solid #bbb;padding-top:1.5mm">
 {esc(bank["name"])} – Société anonyme – Établissement de crédit agréé par Bank Al-Maghrib – SWIFT {bank["swift"]}</div>
</div>"""
    css = f""".acc td {{ padding: 0.8mm 3mm 0.8mm 0; font-size: 9.5pt; }}
.mv th {{ background: {bank["color"]}; color: #fff; padding: 1.6mm; font-size: 8.8pt; border: 1px solid #555; }}
.mv td {{ padding: 1.05mm 1.6mm; font-size: 8.6pt; border-left: 1px solid #999; border-right: 1px solid #999; }}
.mv tr.bal td, .mv tr.tot td {{ font-weight: bold; background: #f0f0f0; border: 1px solid #999; }}"""
    return page(body, css, font="DejaVu Sans", font_size="9.5pt"), {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }


def st_running(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """Running-balance statement; balances printed with a D/C or DB/CR marker or a minus."""
    bank, s = v["bank"], v["stmt"]
    st = rng.choice(["sp_comma", "dot_comma", "plain"])
    bs = rng.choice(["D", "DB", "minus"])
    ds = rng.choice(["dmy_dot", "dmy_slash"])
    rows = "".join(
        f"<tr><td>{fmt.date(m['date'], ds)}</td><td>{esc(m['label'])}</td>"
        f'<td class="r">{fmt.amount(m["debit"], st) if m["debit"] else ""}</td>'
        f'<td class="r">{fmt.amount(m["credit"], st) if m["credit"] else ""}</td>'
        f'<td class="r">{balance_text(m["balance"], bs, st)}</td></tr>'
        for m in s["moves"]
    )
    rs = rng.choice(["iban", "grouped", "fours"])
    body = f"""
<div style="background:{bank["color"]};height:3mm"></div>
<div style="padding:9mm 12mm">
 <div style="display:flex;justify-content:space-between">{bank_logo(bank)}
  <div class="ar" style="font-size:14pt;color:{bank["color"]}">{esc(bank["ar"])}</div></div>
 <div style="margin-top:6mm;display:flex;justify-content:space-between;gap:8mm">
  <div style="flex:1"><div style="font:bold 13pt 'Liberation Sans'">EXTRAIT DE COMPTE</div>
   <div>Du {fmt.date(v["st_start"], ds)} au {fmt.date(v["st_end"], ds)}</div>
   <div style="margin-top:2mm">Titulaire : <b>{esc(holder_name(v, v["holder_style"]))}</b></div>
   <div>{"RIB" if rs != "iban" else "IBAN"} : <span class="mono">{rib_print(v["rib"], rs)}</span></div>
   <div>Agence : {esc(v["agency"])}</div></div>
  <table class="sumb"><tr><td>Solde initial</td><td class="r b">{balance_text(s["opening"], bs, st)}</td></tr>
   <tr><td>Total débit</td><td class="r">{fmt.amount(s["total_debit"], st)}</td></tr>
   <tr><td>Total crédit</td><td class="r">{fmt.amount(s["total_credit"], st)}</td></tr>
   <tr><td>Solde final</td><td class="r b">{balance_text(s["closing"], bs, st)}</td></tr></table>
 </div>
 <table class="mv" style="width:100%;margin-top:6mm"><thead><tr><th style="width:22mm">Date opé.</th><th>Opération</th><th style="width:25mm">Débit</th><th style="width:25mm">Crédit</th><th style="width:30mm">Solde</th></tr></thead>
  <tbody><tr class="bal"><td>{fmt.date(v["st_start"], ds)}</td><td>SOLDE INITIAL</td><td></td><td></td><td class="r">{balance_text(s["opening"], bs, st)}</td></tr>
  {rows}
  <tr class="bal"><td>{fmt.date(v["st_end"], ds)}</td><td>SOLDE FINAL</td><td></td><td></td><td class="r">{balance_text(s["closing"], bs, st)}</td></tr></tbody></table>
 <div style="margin-top:4mm;font-size:8pt">{"D : solde débiteur – C : solde créditeur" if bs == "D" else "DB : débiteur – CR : créditeur" if bs == "DB" else "Un solde précédé du signe - est débiteur."}</div>
</div>"""
    css = f""".sumb td {{ border: 1px solid #999; padding: 1.3mm 3mm; font-size: 9.2pt; }} .sumb {{ min-width: 72mm; }}
.mv th {{ border-bottom: 2px solid {bank["color"]}; text-align: left; padding: 1.4mm; font-size: 8.6pt; }}
.mv td {{ padding: 1.1mm 1.4mm; font-size: 8.5pt; border-bottom: 1px solid #e2e2e2; }}
.mv th:nth-child(n+3) {{ text-align: right; }}
.mv tr.bal td {{ font-weight: bold; background: #f4f4f4; }}"""
    return page(body, css, font="Liberation Sans", font_size="9.5pt"), {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }


def st_english(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """An online-banking export in English/French, negatives in parentheses."""
    bank, s = v["bank"], v["stmt"]
    st = "comma_dot"
    ds = rng.choice(["iso", "en_long"])
    bal = lambda x: balance_text(x, "paren", st)  # noqa: E731
    rows = "".join(
        f"<tr><td>{fmt.date(m['date'], 'iso')}</td><td>{esc(m['label'].title())}</td>"
        f'<td class="r">{fmt.amount(m["debit"], st) if m["debit"] else "–"}</td>'
        f'<td class="r">{fmt.amount(m["credit"], st) if m["credit"] else "–"}</td>'
        f'<td class="r">{bal(m["balance"])}</td></tr>'
        for m in s["moves"]
    )
    body = f"""
<div style="padding:10mm 13mm">
 <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding-bottom:3mm">
  {bank_logo(bank)}<div style="font-size:8.5pt;color:#666;text-align:right">Online banking · Banque en ligne<br>Generated {fmt.date(v["ref"] - dt.timedelta(days=3), "iso")}</div></div>
 <div style="font:bold 16pt 'Noto Sans';margin-top:6mm">Account statement <span style="font-weight:normal;color:#666;font-size:12pt">/ Relevé de compte</span></div>
 <div style="display:grid;grid-template-columns:38mm 1fr;gap:1.5mm 4mm;margin-top:5mm;font-size:9.5pt">
  <span style="color:#666">Account holder</span><b>{esc(holder_name(v, v["holder_style"]))}</b>
  <span style="color:#666">IBAN</span><span class="mono">{rib_print(v["rib"], "iban")}</span>
  <span style="color:#666">BIC / SWIFT</span><span>{bank["swift"]}</span>
  <span style="color:#666">Period</span><span>From {fmt.date(v["st_start"], ds)} to {fmt.date(v["st_end"], ds)}</span>
  <span style="color:#666">Currency</span><span>MAD</span></div>
 <div style="display:flex;gap:4mm;margin-top:6mm">
  <div class="k">Opening balance<br><b>{bal(s["opening"])}</b></div>
  <div class="k">Total debits<br><b>{fmt.amount(s["total_debit"], st)}</b></div>
  <div class="k">Total credits<br><b>{fmt.amount(s["total_credit"], st)}</b></div>
  <div class="k" style="border-color:{bank["color"]}">Closing balance<br><b>{bal(s["closing"])}</b></div></div>
 <table class="mv" style="width:100%;margin-top:6mm"><thead><tr><th style="width:22mm">Date</th><th>Description</th><th>Debit</th><th>Credit</th><th>Balance</th></tr></thead>
 <tbody>{rows}</tbody></table>
 <div style="font-size:8pt;color:#666;margin-top:4mm">Amounts in parentheses are debit (overdrawn) balances. / Les montants entre parenthèses sont des soldes débiteurs.</div>
</div>"""
    css = f""".k {{ flex: 1; border: 1px solid #ccc; border-radius: 2mm; padding: 2.5mm; font-size: 8.5pt; color: #555; }} .k b {{ font-size: 11pt; color: #111; }}
.mv th {{ background: #f2f4f7; text-align: left; padding: 1.6mm; font-size: 8.5pt; border-bottom: 1.5px solid {bank["color"]}; }}
.mv th:nth-child(n+3) {{ text-align: right; }}
.mv td {{ padding: 1.2mm 1.6mm; font-size: 8.5pt; border-bottom: 1px solid #eee; }}"""
    return page(body, css, font="Noto Sans", font_size="9.5pt"), {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }


def st_mainframe(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """A monospace extract, two pages when there are many movements."""
    bank, s = v["bank"], v["stmt"]
    st = rng.choice(["sp_comma", "dot_comma"])
    bs = "DB"
    W = 88

    def bl(x: float) -> str:
        return balance_text(x, bs, st)

    head = [
        f"{bank['name'].upper():<50}{'EXTRAIT DE COMPTE':>38}",
        f"{v['agency'].upper():<50}{'DU ' + fmt.date(v['st_start'], 'dmy_slash') + ' AU ' + fmt.date(v['st_end'], 'dmy_slash'):>38}",
        "",
        f"TITULAIRE : {holder_name(v, v['holder_style'])}",
        f"ADRESSE   : {' '.join(v['address'])}"[:W],
        f"RIB       : {v['rib']}",
        "=" * W,
        f"{'DATE':<10}{'LIBELLE':<40}{'DEBIT':>18}{'CREDIT':>18}",
        "=" * W,
    ]

    def bal_line(label: str, x: float) -> str:
        return f"{'':<10}{label:<40}" + (f"{bl(x):>18}" if x < 0 else f"{'':>18}{bl(x):>18}")

    lines = [bal_line("ANCIEN SOLDE AU " + fmt.date(v["st_start"] - dt.timedelta(days=1), "dmy_slash"), s["opening"])]
    for m in s["moves"]:
        lines.append(
            f"{m['date'].strftime('%d.%m.%y'):<10}{m['label'][:38]:<40}"
            f"{fmt.amount(m['debit'], st) if m['debit'] else '':>18}{fmt.amount(m['credit'], st) if m['credit'] else '':>18}"
        )
    tail = [
        "-" * W,
        f"{'':<10}{'TOTAUX DES MOUVEMENTS':<40}{fmt.amount(s['total_debit'], st):>18}{fmt.amount(s['total_credit'], st):>18}",
        bal_line("NOUVEAU SOLDE AU " + fmt.date(v["st_end"], "dmy_slash"), s["closing"]),
        "=" * W,
        "DB = SOLDE DEBITEUR   CR = SOLDE CREDITEUR",
    ]
    per_page = 16
    chunks = [lines[i : i + per_page] for i in range(0, len(lines), per_page)]
    pages = []
    for k, ch in enumerate(chunks):
        body_lines = head + ch + (tail if k == len(chunks) - 1 else ["", f"{'A SUIVRE ...':>{W}}"])
        txt = "\n".join(esc(x) for x in body_lines)
        pages.append(
            f"<pre style=\"margin:0;padding:16mm 12mm;font:8.4pt/1.55 'DejaVu Sans Mono'\">{txt}\n\n"
            f"{'PAGE ' + str(k + 1) + '/' + str(len(chunks)):>{W}}</pre>"
        )
    return multi_page(pages, font="DejaVu Sans Mono"), {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }


def st_cards(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """A modern statement with summary tiles, signed balances with MAD."""
    bank, s = v["bank"], v["stmt"]
    st = rng.choice(["sp_comma", "comma_dot"])
    ds = rng.choice(["dmy_dash", "fr_long"])
    rows = "".join(
        f"<tr><td>{fmt.date(m['date'], 'dmy_slash')}</td><td>{esc(m['label'])}</td>"
        f'<td class="r" style="color:#b00">{("-" + fmt.amount(m["debit"], st)) if m["debit"] else ""}</td>'
        f'<td class="r" style="color:#070">{("+" + fmt.amount(m["credit"], st)) if m["credit"] else ""}</td></tr>'
        for m in s["moves"]
    )
    rs = rng.choice(["grouped", "whole", "iban"])
    body = f"""
<div style="background:{bank["color"]};color:#fff;padding:7mm 13mm;display:flex;justify-content:space-between;align-items:center">
 <div style="font:bold 18pt 'DejaVu Sans'">{esc(bank["name"])}</div><div style="font-size:9pt;text-align:right">Relevé de compte<br>{esc(v["agency"])}</div></div>
<div style="padding:8mm 13mm">
 <div style="display:flex;justify-content:space-between">
  <div><div style="color:#777;font-size:8.5pt">Titulaire du compte</div><div style="font-size:12pt;font-weight:bold">{esc(holder_name(v, v["holder_style"]))}</div>
   <div style="font-size:9pt">{"<br>".join(esc(a) for a in v["address"])}</div></div>
  <div style="text-align:right"><div style="color:#777;font-size:8.5pt">Période</div><div>{fmt.date(v["st_start"], ds)} – {fmt.date(v["st_end"], ds)}</div>
   <div style="color:#777;font-size:8.5pt;margin-top:2mm">{"IBAN" if rs == "iban" else "RIB"}</div><div class="mono">{rib_print(v["rib"], rs)}</div></div></div>
 <div style="display:flex;gap:4mm;margin-top:7mm">
  <div class="tile">Solde d'ouverture<div>{fmt.signed(s["opening"], st, "MAD")}</div></div>
  <div class="tile">Débits<div>{fmt.amount(s["total_debit"], st, "MAD")}</div></div>
  <div class="tile">Crédits<div>{fmt.amount(s["total_credit"], st, "MAD")}</div></div>
  <div class="tile" style="background:#f4f6f9">Solde de clôture<div>{fmt.signed(s["closing"], st, "MAD")}</div></div></div>
 <table class="mv" style="width:100%;margin-top:7mm"><thead><tr><th style="width:24mm">Date</th><th>Libellé</th><th class="r">Débit</th><th class="r">Crédit</th></tr></thead><tbody>{rows}</tbody></table>
</div>"""
    css = """.tile { flex: 1; border: 1px solid #dde; border-radius: 2mm; padding: 3mm; font-size: 8.5pt; color: #556; }
.tile div { font-size: 11.5pt; font-weight: bold; color: #111; margin-top: 1mm; }
.mv th { text-align: left; font-size: 8.5pt; color: #555; border-bottom: 1px solid #aaa; padding: 1.6mm; }
.mv td { border-bottom: 1px solid #eee; padding: 1.3mm 1.6mm; font-size: 8.7pt; }"""
    return page(body, css, font="DejaVu Sans", font_size="9.5pt"), {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }


# ---------------------------------------------------------------------------------------------------------------
# RIB papers
# ---------------------------------------------------------------------------------------------------------------


def _rib_boxes(rib: str) -> str:
    cells = [("Code banque", rib[:3]), ("Code localité", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:])]
    head = "".join(f"<th>{a}</th>" for a, _ in cells)
    vals = "".join(f'<td class="mono">{b}</td>' for _, b in cells)
    return f'<table class="rb"><tr>{head}</tr><tr>{vals}</tr></table>'


def rib_slips(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    bank = v["bank"]
    n = rng.choice([2, 3])

    def slip() -> str:
        return f"""<div class="slip"><div style="display:flex;justify-content:space-between;align-items:center">{bank_logo(bank, False)}
  <div style="font:bold 11pt 'DejaVu Sans'">RELEVÉ D'IDENTITÉ BANCAIRE</div></div>
  <div style="margin-top:3mm;font-size:9.5pt">Titulaire du compte : <b>{esc(holder_name(v, v["holder_style"]))}</b></div>
  <div style="font-size:9pt">Domiciliation : {esc(v["agency"])}</div>
  {_rib_boxes(v["rib"])}
  <div style="font-size:9pt;margin-top:2mm">IBAN : <span class="mono">{rib_print(v["rib"], "iban")}</span> &nbsp;&nbsp; BIC : {bank["swift"]}</div></div>"""

    body = f"""<div style="padding:10mm 14mm">
 <div style="font-size:9pt;color:#444;margin-bottom:4mm">Ce relevé est destiné à être remis à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements...).</div>
 {"".join(slip() for _ in range(n))}</div>"""
    css = """.slip { border: 1.2px dashed #555; padding: 5mm; margin-bottom: 9mm; }
.rb { width: 100%; margin-top: 3mm; } .rb th { font-size: 8pt; background: #eee; border: 1px solid #777; padding: 1mm; }
.rb td { border: 1px solid #777; text-align: center; font-size: 12pt; padding: 1.8mm; letter-spacing: 1pt; }"""
    return page(body, css, font="DejaVu Sans", font_size="10pt"), {"bank_name", "account_holder", "rib"}


def rib_attestation(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    bank = v["bank"]
    ds = rng.choice(["dmy_slash", "fr_long"])
    issued = v["ref"] - dt.timedelta(days=rng.randint(2, 20))
    rs = rng.choice(["grouped", "whole"])
    body = f"""
<div style="padding:14mm 20mm">
 <div style="display:flex;justify-content:space-between">{bank_logo(bank)}<div style="text-align:right;font-size:9pt">{esc(v["agency"])}<br>{fmt.date(issued, ds)}</div></div>
 <div style="text-align:center;margin:22mm 0 12mm;font:bold 16pt 'Liberation Serif';letter-spacing:1pt">ATTESTATION DE RIB</div>
 <p>Nous soussignés, <b>{esc(bank["name"])}</b>, {esc(v["agency"])}, attestons par la présente que
 <b>{esc(holder_name(v, v["holder_style"]))}</b> est titulaire dans nos livres d'un compte chèque en dirhams ouvert sous le relevé d'identité bancaire suivant :</p>
 <div style="text-align:center;margin:8mm 0;font:bold 14pt 'DejaVu Sans Mono';border:1px solid #333;padding:4mm">{rib_print(v["rib"], rs)}</div>
 <p>Code SWIFT : {bank["swift"]}</p>
 <p>Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.</p>
 <div style="margin-top:14mm;text-align:right">Le Chef d'agence<br>{art.stamp(rng, bank["name"].upper(), v["agency"].upper()[:30], ["AGENCE"], color="#23408e", size=135)}</div>
</div>"""
    return page(body, "p { line-height: 1.8; text-align: justify; }", font="Liberation Serif", font_size="11.5pt"), {
        "bank_name",
        "account_holder",
        "rib",
    }


def rib_online(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    bank = v["bank"]
    c = bank["color"]
    body = f"""
<div style="padding:12mm 14mm">
 {bank_logo(bank)}
 <div style="margin-top:10mm;border-radius:4mm;border:1px solid #ccd;overflow:hidden">
  <div style="background:{c};color:{"#111" if c == "#ffcc00" else "#fff"};padding:4mm 6mm;font:bold 13pt 'Noto Sans'">Relevé d'Identité Bancaire (RIB)</div>
  <div style="padding:5mm 6mm;display:grid;grid-template-columns:45mm 1fr;gap:3mm 4mm;font-size:10.5pt">
   <span class="g">Titulaire</span><b>{esc(holder_name(v, v["holder_style"]))}</b>
   <span class="g">Agence</span><span>{esc(v["agency"])}</span>
   <span class="g">RIB</span><span class="mono b">{rib_print(v["rib"], "whole")}</span>
   <span class="g">IBAN</span><span class="mono">{rib_print(v["rib"], "iban")}</span>
   <span class="g">BIC / SWIFT</span><span>{bank["swift"]}</span>
  </div></div>
 <div style="font-size:8.5pt;color:#666;margin-top:5mm">Document édité depuis votre espace de banque en ligne le {fmt.date(v["ref"] - dt.timedelta(days=rng.randint(1, 9)), "dmy_slash")}.</div>
</div>"""
    return page(body, ".g { color: #667; }", font="Noto Sans", font_size="10pt"), {"bank_name", "account_holder", "rib"}


def rib_bilingual(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    bank = v["bank"]
    body = f"""
<div style="padding:12mm 15mm">
 <div style="display:flex;justify-content:space-between;align-items:center">{bank_logo(bank)}
  <div class="ar" style="font-size:15pt;font-weight:bold;color:{bank["color"]}">{esc(bank["ar"])}</div></div>
 <div style="display:flex;justify-content:space-between;margin-top:10mm;border-bottom:2px solid {bank["color"]};padding-bottom:2mm">
  <div style="font:bold 13pt 'DejaVu Sans'">RELEVÉ D'IDENTITÉ BANCAIRE</div><div class="ar" style="font-size:15pt;font-weight:bold">بيان التعريف البنكي</div></div>
 <table class="bt" style="width:100%;margin-top:6mm">
  <tr><td>Titulaire<div class="ar">صاحب الحساب</div></td><td class="b">{esc(holder_name(v, v["holder_style"]))}</td></tr>
  <tr><td>Agence<div class="ar">الوكالة</div></td><td>{esc(v["agency"])}</td></tr>
  <tr><td>RIB<div class="ar">رقم التعريف البنكي</div></td><td class="mono b">{rib_print(v["rib"], "grouped")}</td></tr>
  <tr><td>Code SWIFT<div class="ar">رمز سويفت</div></td><td>{bank["swift"]}</td></tr></table>
</div>"""
    css = ".bt td { border: 1px solid #999; padding: 2mm 3mm; vertical-align: top; } .bt td .ar { text-align: right; font-size: 10.5pt; margin-top: 3mm; color: #444; } .bt td:first-child { width: 34%; background: #f5f5f5; }"
    return page(body, css, font="DejaVu Sans", font_size="10.5pt"), {"bank_name", "account_holder", "rib"}


STMT_LAYOUTS = {
    "columns": st_columns,
    "running": st_running,
    "english": st_english,
    "mainframe": st_mainframe,
    "cards": st_cards,
}
RIB_LAYOUTS = {"slips": rib_slips, "attestation": rib_attestation, "online": rib_online, "bilingual": rib_bilingual}
