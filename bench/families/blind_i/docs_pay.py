"""Payslips: seven payroll programs' layouts."""

from __future__ import annotations

import random
from typing import Any

from . import art, fmt
from .art import esc
from .common import CONTRACT_WORDS, company_stamp, full_name, legal_footer, letterhead, page

PAYSLIP_FIELDS = {
    "applicant_name",
    "cin",
    "employer",
    "employer_cnss",
    "cnss_number",
    "hire_date",
    "contract_type",
    "position",
    "pay_period",
    "gross_salary",
    "net_salary",
}


def _rows(items, am, cols=4, blank_cols=1):
    out = []
    for label, base, rate, amount in items:
        out.append((label, base, rate, am(amount)))
    return out


def classic(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    st = rng.choice(["sp_comma", "dot_comma"])
    ds = rng.choice(["dmy_slash", "dmy_dot"])
    am = lambda x: fmt.amount(x, st)  # noqa: E731
    head = letterhead(emp, "brand" if emp["key"] in ("sermin", "somaem") else "left", rng, 100)
    show_dob = rng.random() < 0.5
    contract = rng.choice(CONTRACT_WORDS[v["contract"]][:2])
    emp_rows = [
        ("Matricule", v["matricule"], "Nom et prénom", full_name(v, "SURNAME Given")),
        ("N° CIN", v["cin"], "N° CNSS", v["cnss_number"]),
        ("Date d'embauche", fmt.date(v["hire"], ds), "Emploi", v["position"]),
        (
            "Contrat",
            contract,
            "Situation familiale",
            f"{v['family']} – {v['dependants']} enfant(s)" if v["dependants"] else v["family"],
        ),
    ]
    if show_dob:
        emp_rows.append(("Date de naissance", fmt.date(v["dob"], ds), "Jours travaillés", "26"))
    else:
        emp_rows.append(("Jours travaillés", "26", "Mode de paiement", "Virement"))
    er = "".join(
        f'<tr><td class="k">{esc(a)}</td><td class="v">{esc(b)}</td><td class="k">{esc(c)}</td>'
        f'<td class="v">{esc(d)}</td></tr>'
        for a, b, c, d in emp_rows
    )
    lines = "".join(
        f'<tr><td>{esc(l)}</td><td class="c">{esc(b)}</td><td class="c">{esc(r)}</td>'
        f'<td class="r">{am(a)}</td><td></td></tr>'
        for l, b, r, a in p["gains"]
    )
    lines += "".join(
        f'<tr><td>{esc(l)}</td><td class="c">{esc(b)}</td><td class="c">{esc(r)}</td><td></td>'
        f'<td class="r">{am(a)}</td></tr>'
        for l, b, r, a in p["rets"]
    )
    filler = "".join(
        "<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td></tr>"
        for _ in range(max(0, 12 - len(p["gains"]) - len(p["rets"])))
    )
    tot_ret = sum(r[3] for r in p["rets"])
    period = f"{fmt.date(m.replace(day=1), ds)} au {fmt.date(fmt.month_end(m), ds)}"
    body = f"""
<div style="padding:12mm 13mm">
 <div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div>{head}<div style="font-size:8pt;margin-top:2mm">N° d'affiliation CNSS : <b>{emp["cnss"]}</b> &nbsp; ICE : {emp["ice"]}</div></div>
  <div style="border:1.5px solid #222;padding:3mm 5mm;text-align:center;min-width:55mm">
   <div style="font-size:15pt;font-weight:bold;letter-spacing:1pt">BULLETIN DE PAIE</div>
   <div style="margin-top:1.5mm">Période : <b>{fmt.month(m, "fr")}</b></div>
   <div style="font-size:8.5pt">du {period}</div>
  </div>
 </div>
 <table class="emp" style="width:100%;margin-top:7mm">{er}</table>
 <table class="lines" style="width:100%;margin-top:6mm">
  <thead><tr><th style="width:42%">Désignation</th><th>Base</th><th>Taux</th><th>Gains</th><th>Retenues</th></tr></thead>
  <tbody>{lines}{filler}</tbody>
  <tfoot><tr><td class="b">TOTAUX</td><td></td><td></td><td class="r b">{am(p["gross"])}</td><td class="r b">{am(tot_ret)}</td></tr></tfoot>
 </table>
 <table class="sum" style="width:100%;margin-top:5mm"><tr>
  <th>Salaire brut</th><th>Brut imposable</th><th>Net imposable</th><th>IR</th><th style="background:#222;color:#fff">NET A PAYER</th></tr>
  <tr><td>{am(p["gross"])}</td><td>{am(p["taxable"])}</td><td>{am(p["net_taxable"])}</td><td>{am(p["ir"])}</td>
  <td style="font-size:13pt;font-weight:bold;border:2px solid #222">{am(p["net"])} DH</td></tr></table>
 <div style="margin-top:5mm;font-size:8.5pt">Payé par virement au compte {esc(v["bank"]["name"])} n° {v["rib"][:6]}••••••••••{v["rib"][-4:]}</div>
 <div style="display:flex;justify-content:space-between;margin-top:10mm">
  <div style="font-size:8pt;color:#444;max-width:110mm">Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.</div>
  <div style="text-align:center;font-size:8.5pt">Cachet et signature de l'employeur<br>{company_stamp(emp, rng, 120)}</div>
 </div>
 <div style="position:absolute;bottom:9mm;left:13mm;right:13mm;border-top:1px solid #999;font-size:7pt;color:#555;text-align:center;padding-top:1.5mm">{esc(legal_footer(emp))}</div>
</div>"""
    css = """
.emp td { border: 1px solid #888; padding: 1.4mm 2mm; font-size: 9pt; }
.emp td.k { background: #eee; width: 19%; font-size: 8.3pt; color: #333; }
.lines th { background: #ddd; border: 1px solid #666; padding: 1.5mm; font-size: 8.8pt; }
.lines td { border-left: 1px solid #666; border-right: 1px solid #666; padding: 1.1mm 2mm; font-size: 9pt; }
.lines tbody tr:last-child td { border-bottom: 1px solid #666; }
.lines tfoot td { border: 1px solid #666; padding: 1.6mm 2mm; background: #f1f1f1; }
.sum th { border: 1px solid #666; font-size: 8.5pt; padding: 1.4mm; background: #eee; }
.sum td { border: 1px solid #666; text-align: center; padding: 2mm; }
"""
    shown = set(PAYSLIP_FIELDS) | ({"date_of_birth"} if show_dob else set())
    return page(body, css, font="Liberation Sans"), shown


def grid(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    am = lambda x: fmt.amount(x, "dot_comma")  # noqa: E731
    ds = "dmy_dot"
    contract = rng.choice(CONTRACT_WORDS[v["contract"]])
    g = "".join(
        f'<tr><td>{esc(l)}</td><td class="r">{esc(b)}</td><td class="r">{esc(r)}</td><td class="r">{am(a)}</td></tr>'
        for l, b, r, a in p["gains"]
    )
    rr = "".join(
        f'<tr><td>{esc(l)}</td><td class="r">{esc(b)}</td><td class="r">{esc(r)}</td><td class="r">{am(a)}</td></tr>'
        for l, b, r, a in p["rets"]
    )
    tot_ret = sum(r[3] for r in p["rets"])
    body = f"""
<div style="padding:11mm 12mm">
 <div style="text-align:center;font:bold 17pt 'DejaVu Serif';letter-spacing:3pt">BULLETIN DE SALAIRE</div>
 <div style="text-align:center;font-size:10.5pt;margin-bottom:6mm">Mois de : <b>{fmt.month(m, "FR")}</b></div>
 <div style="display:flex;gap:5mm">
  <div class="box" style="flex:1">
   <div class="bt">EMPLOYEUR</div>
   <div style="font-weight:bold;font-size:10pt">{esc(emp["legal"])}</div>
   <div>{"<br>".join(esc(a) for a in emp["addr"])}</div>
   <div style="margin-top:1mm">Affiliation CNSS n° {emp["cnss"]}</div>
   <div>IF {emp["if_"]} – ICE {emp["ice"]}</div>
  </div>
  <div class="box" style="flex:1.15">
   <div class="bt">SALARIÉ</div>
   <table class="kv">
    <tr><td>Nom :</td><td><b>{esc(v["surname"].upper())}</b></td><td>Prénom :</td><td><b>{esc(v["given"])}</b></td></tr>
    <tr><td>C.I.N. :</td><td>{v["cin"]}</td><td>Immat. CNSS :</td><td>{v["cnss_number"]}</td></tr>
    <tr><td>Né(e) le :</td><td>{fmt.date(v["dob"], ds)}</td><td>Embauché(e) le :</td><td>{fmt.date(v["hire"], ds)}</td></tr>
    <tr><td>Fonction :</td><td colspan="3">{esc(v["position"])}</td></tr>
    <tr><td>Contrat :</td><td>{esc(contract)}</td><td>Matricule :</td><td>{esc(v["matricule"])}</td></tr>
   </table>
  </div>
 </div>
 <div class="bt2">ÉLÉMENTS DE RÉMUNÉRATION</div>
 <table class="t"><tr><th style="width:50%">Rubrique</th><th>Base / Nombre</th><th>Taux</th><th>Montant</th></tr>{g}
  <tr class="tot"><td colspan="3">Total brut</td><td class="r">{am(p["gross"])}</td></tr></table>
 <div class="bt2">RETENUES SALARIALES</div>
 <table class="t"><tr><th style="width:50%">Cotisation</th><th>Base</th><th>Taux</th><th>Montant</th></tr>{rr}
  <tr class="tot"><td colspan="3">Total retenues</td><td class="r">{am(tot_ret)}</td></tr></table>
 <table class="t" style="margin-top:6mm"><tr><th>Brut</th><th>Brut imposable</th><th>Frais prof.</th><th>Net imposable</th><th>I.R.</th><th>Net à payer</th></tr>
  <tr class="c"><td>{am(p["gross"])}</td><td>{am(p["taxable"])}</td><td>{am(p.get("fp", 0.0))}</td><td>{am(p["net_taxable"])}</td><td>{am(p["ir"])}</td><td style="font-weight:bold;font-size:11.5pt;background:#e8e8e8">{am(p["net"])}</td></tr></table>
 <div style="margin-top:12mm;display:flex;justify-content:flex-end"><div style="text-align:center">La Direction<br>{art.signature(rng)}</div></div>
</div>"""
    css = """
.box { border: 1px solid #333; padding: 2.5mm 3mm; font-size: 8.8pt; line-height: 1.45; }
.bt { font-weight: bold; font-size: 8pt; letter-spacing: 1pt; border-bottom: 1px solid #999; margin-bottom: 1.5mm; }
.kv td { padding: 0.5mm 1.5mm 0.5mm 0; font-size: 8.8pt; vertical-align: top; }
.kv td:nth-child(odd) { white-space: nowrap; color: #444; }
.bt2 { margin-top: 6mm; font: bold 9pt 'DejaVu Serif'; border-bottom: 2px solid #000; }
.t { width: 100%; margin-top: 1.5mm; }
.t th { border: 1px solid #000; background: #f0f0f0; font-size: 8.5pt; padding: 1.3mm; }
.t td { border: 1px solid #000; padding: 1.2mm 2mm; font-size: 9pt; }
.t tr.tot td { font-weight: bold; background: #f6f6f6; }
"""
    return page(body, css, font="DejaVu Serif", font_size="9.5pt"), set(PAYSLIP_FIELDS) | {"date_of_birth"}


def bilingual_en(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    am = lambda x: fmt.amount(x, "comma_dot")  # noqa: E731
    c = emp["color"]
    contract = rng.choice(CONTRACT_WORDS[v["contract"]][:2])
    g = "".join(f'<tr><td>{esc(l)}</td><td class="r">{am(a)}</td></tr>' for l, b, r, a in p["gains"])
    rr = "".join(
        f'<tr><td>{esc(l)}{" <span style=color:#777>(" + esc(r) + ")</span>" if r and r != "barème" else ""}</td><td class="r">{am(a)}</td></tr>'
        for l, b, r, a in p["rets"]
    )
    tot_ret = sum(r[3] for r in p["rets"])
    body = f"""
<div style="height:4mm;background:{c}"></div>
<div style="padding:10mm 14mm">
 <div style="display:flex;justify-content:space-between;align-items:flex-end">
  <div><div style="font:bold 26pt 'Noto Sans';color:{c};letter-spacing:-0.5pt">{esc(emp["brand"])}</div>
   <div style="font-size:8.5pt;color:#444">{esc(emp["legal"])} · {esc(", ".join(emp["addr"]))}</div>
   <div style="font-size:8.5pt;color:#444">CNSS employer no. / N° affiliation : {emp["cnss"]}</div></div>
  <div style="text-align:right"><div style="font:bold 14pt 'Noto Sans'">FICHE DE PAIE / PAYSLIP</div>
   <div style="font-size:9.5pt">Pay period / Période : <b>{fmt.month(m, "en")}</b></div></div>
 </div>
 <div style="display:grid;grid-template-columns:1fr 1fr;gap:0 10mm;margin-top:8mm;font-size:9pt" class="info">
  <div><span>Employee / Salarié</span><b>{esc(full_name(v, "Given SURNAME"))}</b></div>
  <div><span>Employee ID / Matricule</span>{esc(v["matricule"])}</div>
  <div><span>ID card / CIN</span>{v["cin"]}</div>
  <div><span>Social security / N° CNSS</span>{v["cnss_number"]}</div>
  <div><span>Job title / Fonction</span>{esc(v["position"])}</div>
  <div><span>Hire date / Date d'entrée</span>{fmt.date(v["hire"], "en_long")}</div>
  <div><span>Contract / Contrat</span>{esc(contract)}</div>
  <div><span>Payment / Paiement</span>Bank transfer · {esc(v["bank"]["name"])}</div>
 </div>
 <div style="display:flex;gap:8mm;margin-top:8mm">
  <table class="t" style="flex:1"><tr><th>Earnings / Gains</th><th class="r">MAD</th></tr>{g}
   <tr class="tot"><td>Gross pay / Salaire brut</td><td class="r">{am(p["gross"])}</td></tr></table>
  <table class="t" style="flex:1"><tr><th>Deductions / Retenues</th><th class="r">MAD</th></tr>{rr}
   <tr class="tot"><td>Total deductions</td><td class="r">{am(tot_ret)}</td></tr></table>
 </div>
 <div style="margin-top:9mm;display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:8.5pt;color:#555">Taxable income / Net imposable : {am(p["net_taxable"])} MAD<br>Income tax / IR : {am(p["ir"])} MAD</div>
  <div style="border:2px solid {c};border-radius:3mm;padding:4mm 8mm;text-align:right">
   <div style="font-size:9pt;color:{c};font-weight:bold">NET PAY / NET À PAYER</div>
   <div style="font:bold 20pt 'Noto Sans'">{am(p["net"])} MAD</div></div>
 </div>
 <div style="position:absolute;bottom:10mm;left:14mm;right:14mm;font-size:7.2pt;color:#666;border-top:1px solid #ccc;padding-top:2mm">
  {esc(legal_footer(emp, " | "))} · Document généré électroniquement – generated electronically</div>
</div>"""
    css = f"""
.info div {{ border-bottom: 1px solid #ddd; padding: 1.8mm 0; display: flex; justify-content: space-between; gap: 4mm; }}
.info span {{ color: #777; font-size: 8pt; }}
.t th {{ text-align: left; border-bottom: 2px solid {c}; padding: 1.5mm; font-size: 8.8pt; color: {c}; }}
.t td {{ padding: 1.6mm; border-bottom: 1px solid #eee; font-size: 9pt; }}
.t tr.tot td {{ font-weight: bold; border-top: 1.5px solid #333; }}
"""
    return page(body, css, font="Noto Sans", font_size="9.5pt"), set(PAYSLIP_FIELDS)


AR_LABELS = {
    "Nom et prénom": "الاسم الكامل",
    "CIN": "رقم البطاقة الوطنية",
    "N° CNSS": "رقم الضمان الاجتماعي",
    "Date d'embauche": "تاريخ التوظيف",
    "Fonction": "الوظيفة",
    "Contrat": "نوع العقد",
    "Date de naissance": "تاريخ الازدياد",
    "Période": "الفترة",
}


def arabic(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    am = lambda x: fmt.amount(x, "plain")  # noqa: E731
    ds = rng.choice(["dmy_dash", "iso"])
    contract = rng.choice(CONTRACT_WORDS[v["contract"]])
    show_dob = rng.random() < 0.6
    rows = [
        ("Nom et prénom", full_name(v, "SURNAME GIVEN")),
        ("CIN", v["cin"]),
        ("Date d'embauche", fmt.date(v["hire"], ds)),
        ("Fonction", v["position"]),
        ("Contrat", contract),
    ]
    if v["contract"] != "ANAPEC" or True:
        rows.insert(2, ("N° CNSS", v["cnss_number"]))
    if show_dob:
        rows.append(("Date de naissance", fmt.date(v["dob"], ds)))
    info = "".join(
        f'<tr><td class="k">{esc(k)}<div class="ar k2">{AR_LABELS[k]}</div></td><td class="v">{esc(val)}</td></tr>'
        for k, val in rows
    )
    g = "".join(f'<tr><td>{esc(l)}</td><td class="r">{am(a)}</td><td></td></tr>' for l, b, r, a in p["gains"])
    rr = "".join(f'<tr><td>{esc(l)}</td><td></td><td class="r">{am(a)}</td></tr>' for l, b, r, a in p["rets"])
    tot_ret = sum(r[3] for r in p["rets"])
    body = f"""
<div style="padding:11mm 13mm">
 {letterhead(emp, "arabic", rng, 100)}
 <div style="text-align:center;margin:6mm 0 1mm"><span style="font-size:15pt;font-weight:bold">BULLETIN DE PAIE</span>
  <span class="ar" style="font-size:16pt;font-weight:bold;margin-left:6mm">ورقة الأداء</span></div>
 <div style="text-align:center;font-size:10pt">Période / <span class="ar">الفترة</span> : {fmt.month(m, "num")}
  &nbsp;·&nbsp; N° affiliation CNSS : {emp["cnss"]}</div>
 <table class="info" style="width:100%;margin-top:5mm">{info}</table>
 <table class="t" style="width:100%;margin-top:6mm">
  <tr><th>Libellé <span class="ar">البيان</span></th><th>Gains <span class="ar">المستحقات</span></th><th>Retenues <span class="ar">الاقتطاعات</span></th></tr>
  {g}{rr}
  <tr class="tot"><td>Total</td><td class="r">{am(p["gross"])}</td><td class="r">{am(tot_ret)}</td></tr>
 </table>
 <table class="t" style="width:70%;margin:6mm 0 0 auto">
  <tr><td>Salaire brut <span class="ar">الأجر الإجمالي</span></td><td class="r">{am(p["gross"])}</td></tr>
  <tr><td>Total des retenues <span class="ar">مجموع الاقتطاعات</span></td><td class="r">{am(tot_ret)}</td></tr>
  <tr class="tot"><td>Net à payer <span class="ar">الصافي للأداء</span></td><td class="r" style="font-size:12pt">{am(p["net"])} Dhs</td></tr>
 </table>
 <div style="margin-top:12mm;display:flex;justify-content:space-between">
  <div style="font-size:8pt">Fait à {esc(emp["city"])}, le {fmt.date(fmt.month_end(m), ds)}</div>
  <div style="text-align:center;font-size:9pt">Le Responsable<br>{company_stamp(emp, rng, 130)}</div></div>
</div>"""
    css = """
.info td { border: 1px solid #777; padding: 1.5mm 2.5mm; font-size: 9.5pt; }
.info td { vertical-align: top; }
.info td.k { width: 38%; background: #f4f4f4; }
.info .k2 { text-align: right; font-size: 10pt; color: #444; margin-top: 2.5mm; }
.t th { border: 1px solid #333; background: #e9e9e9; padding: 1.5mm; font-size: 9pt; }
.t td { border: 1px solid #999; padding: 1.4mm 2.5mm; font-size: 9.5pt; }
.t tr.tot td { font-weight: bold; background: #f2f2f2; border-top: 1.5px solid #000; }
.t .ar { font-size: 10pt; }
"""
    shown = set(PAYSLIP_FIELDS) | ({"date_of_birth"} if show_dob else set())
    return page(body, css, font="DejaVu Sans", font_size="9.5pt"), shown


def dotmatrix(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    W = 84

    def amt(x: float) -> str:
        return fmt.amount(x, "sp_comma")

    def line(left: str, right: str = "") -> str:
        return left + " " * max(1, W - len(left) - len(right)) + right

    sep = "-" * W
    out = [sep, line(f" {emp['legal']}"[: W - 22], "BULLETIN DE PAIE  ")]
    out.append(line(f" {emp['addr'][0].upper()}", f"PERIODE : {m.month:02d}/{m.year}  "))
    out.append(line(f" {emp['addr'][1].upper()}", f"N° CNSS EMPL. {emp['cnss']}  "))
    out.append(sep)
    out.append(line(f" MATRICULE : {v['matricule']:<10} NOM : {v['surname'].upper()} {v['given'].upper()}"))
    out.append(line(f" CIN       : {v['cin']:<10} IMMATRICULATION CNSS : {v['cnss_number']}"))
    out.append(line(f" EMPLOI    : {v['position'].upper()}"))
    out.append(line(f" CONTRAT   : {v['contract']:<10} DATE ENTREE : {fmt.date(v['hire'], 'dmy_slash')}"))
    out.append(sep)
    out.append(f" {'CODE':<5} {'LIBELLE':<30} {'BASE':>10} {'TAUX':>9} {'GAINS':>14} {'RETENUES':>12}")
    out.append(sep)
    code = 100
    for l, b, r, a in p["gains"]:
        out.append(f" {code:<5} {l.upper()[:30]:<30} {b:>10} {r:>9} {amt(a):>14} {'':>12}")
        code += 10
    code = 500
    for l, b, r, a in p["rets"]:
        out.append(f" {code:<5} {l.upper()[:30]:<30} {b:>10} {r:>9} {'':>14} {amt(a):>12}")
        code += 10
    for _ in range(max(0, 10 - len(p["gains"]) - len(p["rets"]))):
        out.append("")
    out.append(sep)
    tot_ret = sum(r[3] for r in p["rets"])
    out.append(f" {'':<5} {'TOTAL':<30} {'':>10} {'':>9} {amt(p['gross']):>14} {amt(tot_ret):>12}")
    out.append(sep)
    out.append(
        line(f" SALAIRE BRUT : {amt(p['gross'])}   NET IMPOSABLE : {amt(p['net_taxable'])}   IR : {amt(p['ir'])}")
    )
    out.append(sep)
    out.append(line("", f"NET A PAYER :   {amt(p['net'])} DH  "))
    out.append(sep)
    out.append(line(" MODE DE REGLEMENT : VIREMENT", f"EDITE LE {fmt.date(fmt.month_end(m), 'dmy_slash')}  "))
    text = "\n".join(esc(x) for x in out)
    holes = "".join(
        f'<div style="position:absolute;top:{8 + i * 12.7}mm;left:3mm;width:4mm;height:4mm;border-radius:50%;'
        f'background:#ddd"></div><div style="position:absolute;top:{8 + i * 12.7}mm;right:3mm;width:4mm;'
        f'height:4mm;border-radius:50%;background:#ddd"></div>'
        for i in range(23)
    )
    bands = "".join(
        f'<div style="position:absolute;left:11mm;right:11mm;top:{40 + i * 16}mm;height:8mm;background:#eef5ec"></div>'
        for i in range(10)
    )
    body = f"""{holes}{bands}
<pre style="position:relative;margin:0;padding:22mm 12mm 0 14mm;font:8.6pt/1.52 'Liberation Mono';color:#222;letter-spacing:0.1pt">{text}</pre>"""
    return page(body, "", font="Liberation Mono"), set(PAYSLIP_FIELDS)


def stipend(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    """An association's simple payslip for a trainee's monthly allowance (no CNSS for the trainee)."""
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    am = lambda x: fmt.amount(x, "sp_comma", "DH")  # noqa: E731
    ds = "fr_long"
    contract = rng.choice(CONTRACT_WORDS[v["contract"]][1:])
    g = "".join(f'<tr><td>{esc(l)}</td><td class="r">{am(a)}</td></tr>' for l, b, r, a in p["gains"])
    body = f"""
<div style="padding:14mm 16mm">
 {letterhead(emp, "center", rng)}
 <div style="margin:9mm 0 2mm;text-align:center;font:bold 14pt 'FreeSerif'">FICHE DE PAIE</div>
 <div style="text-align:center;font-size:10.5pt">Mois de {fmt.month(m, "fr").lower()}</div>
 <table class="kv" style="margin-top:8mm;width:100%">
  <tr><td>Bénéficiaire</td><td><b>{esc(full_name(v, "Given SURNAME"))}</b></td></tr>
  <tr><td>CIN</td><td>{v["cin"]}</td></tr>
  <tr><td>Fonction</td><td>{esc(v["position"])}</td></tr>
  <tr><td>Nature de l'engagement</td><td>{esc(contract)}</td></tr>
  <tr><td>Date de début</td><td>{fmt.date(v["hire"], ds)}</td></tr>
  <tr><td>N° d'affiliation CNSS de l'association</td><td>{emp["cnss"]}</td></tr>
 </table>
 <table class="t" style="width:100%;margin-top:8mm"><tr><th>Rubrique</th><th class="r">Montant</th></tr>{g}
  <tr><td>Retenues</td><td class="r">{am(0.0)}</td></tr>
  <tr class="tot"><td>Montant brut</td><td class="r">{am(p["gross"])}</td></tr>
  <tr class="tot"><td>Net à payer</td><td class="r">{am(p["net"])}</td></tr></table>
 <p style="font-size:9pt;margin-top:6mm">Gratification de stage non soumise aux cotisations sociales ni à l'IR.</p>
 <div style="margin-top:10mm;text-align:right;font-size:10pt">Le Trésorier<br>{art.signature(rng)}</div>
</div>"""
    css = """
.kv td { border-bottom: 1px dotted #666; padding: 2mm 1mm; font-size: 10pt; }
.kv td:first-child { width: 45%; color: #333; }
.t th { border-bottom: 1.5px solid #000; text-align: left; padding: 1.5mm; }
.t td { padding: 1.6mm; border-bottom: 1px solid #ccc; font-size: 10pt; }
.t tr.tot td { font-weight: bold; }
"""
    shown = {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }
    return page(body, css, font="FreeSerif", font_size="10.5pt"), shown


def interim(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    p, emp, m = v["pay"], v["emp"], v["pay_month"]
    am = lambda x: fmt.amount(x, "sp_comma")  # noqa: E731
    c = emp["color"]
    g = "".join(
        f'<tr><td>{esc(l)}</td><td class="c">{esc(b)}</td><td class="r">{am(a)}</td><td></td></tr>'
        for l, b, r, a in p["gains"]
    )
    rr = "".join(
        f'<tr><td>{esc(l)}</td><td class="c">{esc(r)}</td><td></td><td class="r">{am(a)}</td></tr>'
        for l, b, r, a in p["rets"]
    )
    tot_ret = sum(r[3] for r in p["rets"])
    body = f"""
<div style="padding:10mm 12mm">
 {letterhead(emp, "bar", rng)}
 <div style="font-size:8pt;padding:0 6mm;color:#444">Entreprise de travail temporaire agréée – Affiliation CNSS {emp["cnss"]} – ICE {emp["ice"]}</div>
 <div style="display:flex;justify-content:space-between;margin-top:6mm;align-items:flex-start">
  <div style="font:bold 13pt 'DejaVu Sans Condensed'">BULLETIN DE PAIE INTÉRIMAIRE<br><span style="font-weight:normal;font-size:10pt">Mois : {fmt.month(m, "fr")}</span></div>
  <table class="mini"><tr><td>Mission n°</td><td>{rng.randint(24000, 99999)}</td></tr>
   <tr><td>Entreprise utilisatrice</td><td>{esc(emp["client"])}</td></tr>
   <tr><td>Lieu de mission</td><td>Had Soualem</td></tr></table>
 </div>
 <table class="id" style="width:100%;margin-top:5mm">
  <tr><td>Intérimaire</td><td><b>{esc(full_name(v, "SURNAME Given"))}</b></td><td>CIN</td><td>{v["cin"]}</td></tr>
  <tr><td>N° CNSS</td><td>{v["cnss_number"]}</td><td>Date d'entrée</td><td>{fmt.date(v["hire"], "dmy_slash")}</td></tr>
  <tr><td>Qualification</td><td>{esc(v["position"])}</td><td>Type de contrat</td><td>{esc(rng.choice(CONTRACT_WORDS["INTERIM"]))}</td></tr>
 </table>
 <table class="t" style="width:100%;margin-top:6mm"><tr><th style="width:46%">Rubrique</th><th>Base / Taux</th><th>À payer</th><th>À retenir</th></tr>
  {g}{rr}<tr class="tot"><td>Totaux</td><td></td><td class="r">{am(p["gross"])}</td><td class="r">{am(tot_ret)}</td></tr></table>
 <div style="display:flex;gap:4mm;margin-top:6mm">
  <div class="sb">Salaire brut<br><b>{am(p["gross"])}</b></div>
  <div class="sb">Cotisations<br><b>{am(tot_ret)}</b></div>
  <div class="sb">Net imposable<br><b>{am(p["net_taxable"])}</b></div>
  <div class="sb" style="background:{c};color:#fff">Net à payer (MAD)<br><b style="font-size:14pt">{am(p["net"])}</b></div>
 </div>
 <div style="position:absolute;bottom:10mm;left:12mm;right:12mm;font-size:7pt;color:#555;text-align:center">{esc(legal_footer(emp))}</div>
</div>"""
    css = """
.mini td { font-size: 8.5pt; padding: 0.6mm 2mm; border: 1px solid #bbb; }
.id td { border: 1px solid #999; padding: 1.6mm 2mm; font-size: 9pt; }
.id td:nth-child(odd) { background: #f3f3f3; width: 18%; font-size: 8.5pt; }
.t th { background: #333; color: #fff; padding: 1.5mm; font-size: 8.8pt; }
.t td { border-bottom: 1px solid #ccc; padding: 1.5mm 2mm; font-size: 9pt; }
.t tr.tot td { font-weight: bold; border-top: 2px solid #333; }
.sb { flex: 1; border: 1px solid #333; padding: 2mm; text-align: center; font-size: 8.5pt; }
"""
    return page(body, css, font="DejaVu Sans", font_size="9.5pt"), set(PAYSLIP_FIELDS)


LAYOUTS = {
    "classic": classic,
    "grid": grid,
    "bilingual_en": bilingual_en,
    "arabic": arabic,
    "dotmatrix": dotmatrix,
    "stipend": stipend,
    "interim": interim,
}
