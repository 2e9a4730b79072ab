"""Payslips as six kinds of HR software print them. `v` says what a slip shows (None: not printed):
name, name_order, cin, dob, cnss_number, employer_cnss, hire, position, contract (printed words), matricule."""

from __future__ import annotations

import calendar
import datetime as dt

from . import fmt
from .common import esc, legal_footer, logo, page, round_stamp
from .money import Slip
from .people import Employer, Person

A = fmt.amount


def _name(p: Person, order: str) -> str:
    if order == "surname_first":
        return f"{p.surname} {p.given}"
    if order == "upper":
        return f"{p.surname} {p.given.upper()}"
    return f"{p.given} {p.surname}"


def _period(year: int, month: int) -> tuple[dt.date, dt.date]:
    return dt.date(year, month, 1), dt.date(year, month, calendar.monthrange(year, month)[1])


def _row(label: str, value: str | None) -> str:
    return "" if value is None else f"<tr><th>{label}</th><td>{value}</td></tr>"


def sage(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """A classic French-style slip: two boxes on top, a ruled table, totals and the year's running totals."""
    d0, d1 = _period(year, month)
    ds = v.get("date_style", "slash")
    accent = v.get("accent", e.color)
    emp_rows = "".join(
        [
            _row("Matricule", esc(p.matricule)),
            _row("Nom et prénom", f"<b>{esc(_name(p, v['name_order']))}</b>"),
            _row("CIN", esc(v["cin"]) if v.get("cin") else None),
            _row("Date de naissance", fmt.date(v["dob"], ds) if v.get("dob") else None),
            _row("N° CNSS", esc(v["cnss_number"]) if v.get("cnss_number") else None),
            _row("Emploi", esc(v["position"])),
            _row("Date d'entrée", fmt.date(v["hire"], ds)),
            _row("Contrat", esc(v["contract"]) if v.get("contract") else None),
            _row("Situation familiale", "Marié(e)" if (p.pay and p.pay.dependents) else "Célibataire"),
        ]
    )
    rows = []
    for ln in s.lines:
        base = "" if ln.base is None else A(ln.base, "fr")
        rows.append(
            f"<tr><td class='c'>{ln.code}</td><td>{esc(ln.label)}</td><td class='r'>{base}</td>"
            f"<td class='r'>{esc(ln.rate)}</td><td class='r'>{A(ln.gain, 'fr') if ln.gain else ''}</td>"
            f"<td class='r'>{A(ln.deduction, 'fr') if ln.deduction else ''}</td></tr>"
        )
    for _ in range(max(0, 12 - len(rows))):
        rows.append("<tr class='blank'><td></td><td></td><td></td><td></td><td></td><td></td></tr>")
    n = idx
    cnss_line = f"N° affiliation CNSS : {esc(v['employer_cnss'])}<br>" if v.get("employer_cnss") else ""
    css = f"""
body {{ font-family:'DejaVu Sans', sans-serif; font-size:8.2pt; color:#111; }}
.top {{ display:flex; gap:5mm; margin-bottom:4mm; }}
.box {{ flex:1; border:0.3mm solid #333; padding:2.5mm 3mm; border-radius:1.5mm; }}
.emp .nm {{ font-size:10.5pt; font-weight:bold; }}
.title {{ text-align:center; font-size:14pt; font-weight:bold; letter-spacing:1pt; margin:1mm 0 1mm; color:{accent}; }}
.per {{ text-align:center; margin-bottom:3mm; }}
.sal th {{ text-align:left; font-weight:normal; color:#444; padding:0.5mm 2mm 0.5mm 0; white-space:nowrap; }}
.sal td {{ padding:0.5mm 0; }}
table.t {{ width:100%; border:0.3mm solid #333; }}
table.t th {{ background:{accent}; color:#fff; font-size:7.6pt; padding:1.4mm 1mm; border:0.3mm solid #333; }}
table.t td {{ border-left:0.3mm solid #333; border-right:0.3mm solid #333; padding:1mm 1.2mm; }}
table.t tr.blank td {{ height:4.2mm; }}
table.t tr.tot td {{ border-top:0.3mm solid #333; font-weight:bold; background:#f1f1f1; }}
.sum {{ display:flex; margin-top:4mm; gap:4mm; }}
.sum table {{ border:0.3mm solid #333; }} .sum td, .sum th {{ border:0.3mm solid #333; padding:1.2mm 2mm; }}
.net {{ margin-left:auto; border:0.6mm solid {accent}; padding:2.5mm 5mm; font-size:11pt; font-weight:bold; }}
.cum th {{ background:#eee; font-size:7pt; padding:0.8mm 2mm; }} .cum td {{ padding:0.8mm 2mm; }}
.foot {{ position:fixed; bottom:-10mm; left:0; right:0; text-align:center; font-size:6.6pt; color:#555;
  border-top:0.2mm solid #999; padding-top:1mm; }}
"""
    body = f"""
<div class="top"><div class="box">{logo(e, 40)}<br><b>{esc(e.name)}</b><br>{esc(e.address)}<br>
Tél. {esc(e.phone)}<br>{cnss_line}</div>
<div class="box emp"><table class="sal">{emp_rows}</table></div></div>
<div class="title">BULLETIN DE PAIE</div>
<div class="per">Période du {fmt.date(d0, ds)} au {fmt.date(d1, ds)} &nbsp;—&nbsp; Paiement le {fmt.date(d1, ds)}
 par virement</div>
<table class="t"><thead><tr><th>N°</th><th>Désignation</th><th>Nombre / Base</th><th>Taux</th><th>Gains</th>
<th>Retenues</th></tr></thead><tbody>{"".join(rows)}
<tr class="tot"><td></td><td>TOTAUX</td><td></td><td></td><td class="r">{A(s.gross, "fr")}</td>
<td class="r">{A(s.deductions, "fr")}</td></tr></tbody></table>
<div class="sum"><table><tr><th>Salaire brut</th><th>Brut imposable</th><th>Net imposable</th><th>I.R.</th></tr>
<tr><td class="r">{A(s.gross, "fr")}</td><td class="r">{A(s.taxable_gross, "fr")}</td>
<td class="r">{A(s.net_taxable, "fr")}</td><td class="r">{A(s.ir, "fr")}</td></tr></table>
<div class="net">NET À PAYER &nbsp; {A(s.net, "fr")} DH</div></div>
<table class="cum" style="margin-top:4mm; border:0.3mm solid #333"><tr><th colspan="4">Cumuls annuels au
 {fmt.date(d1, ds)}</th></tr><tr><th>Brut</th><th>Net imposable</th><th>I.R.</th><th>Jours</th></tr>
<tr><td class="r">{A(s.gross * n, "fr")}</td><td class="r">{A(s.net_taxable * n, "fr")}</td>
<td class="r">{A(s.ir * n, "fr")}</td><td class="r">{26 * n}</td></tr></table>
<p style="font-size:7pt; margin-top:5mm">Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie
 sans limitation de durée.</p>
<div class="foot">{esc(e.name)} — {legal_footer(e, " — ", with_cnss=bool(v.get("employer_cnss")))}</div>"""
    return page(body, css, margin="12mm 12mm 20mm 12mm", title="Bulletin de paie")


def signed(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """'Bulletin de salaire': labels above values in boxes, one signed amount column (deductions negative)."""
    d0, d1 = _period(year, month)
    ds = v.get("date_style", "dot")
    st = v.get("amount_style", "frdot")
    accent = v.get("accent", e.color)
    cells = [
        ("Salarié", f"<b>{esc(_name(p, v['name_order']))}</b>"),
        ("Matricule", esc(p.matricule)),
        ("Fonction", esc(v["position"])),
        ("Entrée le", fmt.date(v["hire"], ds)),
    ]
    if v.get("cin"):
        cells.append(("C.I.N.", esc(v["cin"])))
    if v.get("cnss_number"):
        cells.append(("Immatriculation CNSS", esc(v["cnss_number"])))
    if v.get("contract"):
        cells.append(("Type de contrat", esc(v["contract"])))
    if v.get("dob"):
        cells.append(("Date de naissance", fmt.date(v["dob"], ds)))
    cells.append(("Mode de paiement", "Virement bancaire"))
    grid = "".join(f"<div class='cell'><div class='k'>{k}</div><div class='v'>{val}</div></div>" for k, val in cells)
    rows = []
    for ln in s.lines:
        amt = ln.gain if ln.gain else -ln.deduction
        if not ln.gain and not ln.deduction:
            amt = 0.0
        base = "" if ln.base is None else A(ln.base, st)
        cls = " class='neg'" if amt < 0 else ""
        rows.append(
            f"<tr><td>{ln.code}</td><td>{esc(ln.label)}</td><td class='r'>{base}</td>"
            f"<td class='r'>{esc(ln.rate)}</td><td class='r'{cls}>{A(amt, st)}</td></tr>"
        )
    emp_cnss = f"<div>CNSS employeur : <b>{esc(v['employer_cnss'])}</b></div>" if v.get("employer_cnss") else ""
    css = f"""
body {{ font-family:'Liberation Sans', sans-serif; font-size:8.6pt; color:#1a1a1a; }}
.hd {{ display:flex; justify-content:space-between; align-items:flex-start; border-bottom:1mm solid {accent};
  padding-bottom:3mm; }}
.co {{ display:flex; gap:3mm; }} .co .n {{ font-size:11pt; font-weight:bold; }}
.tb {{ border:0.4mm solid {accent}; padding:2mm 4mm; text-align:right; min-width:62mm; }}
.tb .t {{ font-size:13pt; font-weight:bold; color:{accent}; }}
.grid {{ display:grid; grid-template-columns: repeat(3, 1fr); gap:2mm; margin:4mm 0; }}
.cell {{ border:0.25mm solid #999; padding:1.2mm 2mm; min-height:10mm; }}
.k {{ font-size:6.6pt; color:#666; text-transform:uppercase; }} .v {{ font-size:9pt; margin-top:0.6mm; }}
table.t {{ width:100%; }} table.t th {{ text-align:left; border-bottom:0.5mm solid #333; padding:1.4mm 1mm;
  font-size:7.6pt; text-transform:uppercase; }}
table.t td {{ padding:1.2mm 1mm; border-bottom:0.2mm dotted #aaa; }}
td.neg {{ color:#9b1c1c; }}
.bar {{ display:flex; margin-top:5mm; border:0.4mm solid #333; }}
.bar > div {{ flex:1; padding:2mm; border-right:0.3mm solid #333; text-align:center; }}
.bar > div:last-child {{ border-right:none; background:{accent}; color:#fff; font-weight:bold; font-size:10.5pt; }}
.bar .k {{ color:inherit; }}
.foot {{ margin-top:10mm; font-size:6.8pt; color:#555; text-align:center; }}
"""
    body = f"""
<div class="hd"><div class="co">{logo(e, 50)}<div><div class="n">{esc(e.name)}</div><div>{esc(e.address)}</div>
<div>Tél : {esc(e.phone)}</div>{emp_cnss}</div></div>
<div class="tb"><div class="t">BULLETIN DE SALAIRE</div><div>Période : {fmt.date(d0, ds)} - {fmt.date(d1, ds)}</div>
<div>Mois de {fmt.month(year, month, "long")}</div></div></div>
<div class="grid">{grid}</div>
<table class="t"><thead><tr><th>Code</th><th>Rubrique</th><th class="r">Base</th><th class="r">Taux</th>
<th class="r">Montant</th></tr></thead><tbody>{"".join(rows)}</tbody></table>
<div class="bar"><div><div class="k">Salaire brut</div>{A(s.gross, st)}</div>
<div><div class="k">Total cotisations</div>{A(-(s.cnss + s.amo + s.cimr), st)}</div>
<div><div class="k">Net imposable</div>{A(s.net_taxable, st)}</div>
<div><div class="k">Impôt sur le revenu</div>{A(-s.ir, st)}</div>
<div><div class="k">Net à payer</div>{A(s.net, st)} MAD</div></div>
<div class="foot">{esc(e.name)} · {legal_footer(e, " · ", with_cnss=bool(v.get("employer_cnss")))}</div>"""
    return page(body, css, margin="14mm 14mm 16mm 14mm", title="Bulletin de salaire")


def bilingual(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """'Fiche de paie / ورقة الأداء': French and Arabic labels, labels left of values, yearly totals column."""
    ds = v.get("date_style", "slash")
    accent = v.get("accent", e.color)

    def lab(fr: str, ar: str, val: str) -> str:
        return f"<tr><td class='fr'>{fr}</td><td class='val'>{val}</td><td class='ar lab'>{ar}</td></tr>"

    left = lab("Nom et prénom", "الاسم الكامل", f"<b>{esc(_name(p, v['name_order']))}</b>")
    if v.get("cin"):
        left += lab("N° C.I.N", "رقم البطاقة الوطنية", esc(v["cin"]))
    if v.get("dob"):
        left += lab("Né(e) le", "تاريخ الازدياد", fmt.date(v["dob"], ds))
    if v.get("cnss_number"):
        left += lab("N° CNSS", "رقم الضمان الاجتماعي", esc(v["cnss_number"]))
    right = lab("Fonction", "الوظيفة", esc(v["position"]))
    right += lab("Date d'embauche", "تاريخ التشغيل", fmt.date(v["hire"], ds))
    if v.get("contract"):
        right += lab("Nature du contrat", "نوع العقد", esc(v["contract"]))
    right += lab("Matricule", "رقم التأجير", esc(p.matricule))
    n = idx
    rows = []
    for ln in s.lines:
        base = "" if ln.base is None else A(ln.base, "fr")
        cum = ln.gain * n if ln.gain else ln.deduction * n
        rows.append(
            f"<tr><td>{esc(ln.label)}</td><td class='r'>{base}</td><td class='r'>{esc(ln.rate)}</td>"
            f"<td class='r'>{A(ln.gain, 'fr') if ln.gain else ''}</td>"
            f"<td class='r'>{A(ln.deduction, 'fr') if ln.deduction else ''}</td>"
            f"<td class='r cum'>{A(cum, 'fr') if cum else ''}</td></tr>"
        )
    emp_cnss = f"<br>N° d'affiliation CNSS : {esc(v['employer_cnss'])}" if v.get("employer_cnss") else ""
    css = f"""
body {{ font-family:'DejaVu Sans Condensed', sans-serif; font-size:8.4pt; }}
.hd {{ display:flex; justify-content:space-between; align-items:center; }}
.hd .mid {{ text-align:center; }} .hd .mid .t {{ font-size:14pt; font-weight:bold; }}
.hd .mid .ta {{ font-size:14pt; }}
.hd .arn {{ text-align:right; font-size:9pt; }}
.who {{ display:flex; gap:4mm; margin:4mm 0; }}
.who table {{ flex:1; border:0.3mm solid {accent}; }}
.who td {{ padding:1mm 1.5mm; border-bottom:0.2mm solid #ddd; }} .fr {{ color:#555; white-space:nowrap; }}
.lab {{ color:#555; font-size:8.2pt; white-space:nowrap; }}
table.t {{ width:100%; }} table.t th {{ background:{accent}; color:#fff; padding:1.3mm; border:0.3mm solid {accent};
  font-size:7.6pt; }}
table.t th .ar {{ display:block; font-size:7.6pt; }}
table.t td {{ border:0.3mm solid #bbb; padding:1mm 1.3mm; }} td.cum {{ background:#f6f6f0; color:#444; }}
.tot {{ margin-top:4mm; width:100%; }} .tot td {{ border:0.3mm solid #555; padding:1.8mm; }}
.tot .big {{ font-size:11pt; font-weight:bold; background:#f1f4f7; }}
"""
    body = f"""
<div class="hd"><div>{logo(e, 46)}<br><b>{esc(e.name)}</b><br>{esc(e.address)}{emp_cnss}</div>
<div class="mid"><div class="t">FICHE DE PAIE</div><div class="ar ta">ورقة الأداء</div>
<div>{fmt.month(year, month, "cap")} &nbsp;/&nbsp; <span class="ar">{fmt.month(year, month, "ar")}</span></div></div>
<div class="arn ar">{esc(e.name_ar)}</div></div>
<div class="who"><table>{left}</table><table>{right}</table></div>
<table class="t"><thead><tr><th>Désignation<span class="ar">البيان</span></th><th>Base<span class="ar">الأساس</span></th>
<th>Taux<span class="ar">النسبة</span></th><th>À payer<span class="ar">المستحق</span></th>
<th>À retenir<span class="ar">الاقتطاعات</span></th><th>Cumul annuel<span class="ar">المجموع السنوي</span></th></tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<table class="tot"><tr><td>Salaire brut global <span class="ar">الأجر الإجمالي</span></td><td class="r">{A(s.gross, "fr")}</td>
<td>Total retenues <span class="ar">مجموع الاقتطاعات</span></td><td class="r">{A(s.deductions, "fr")}</td></tr>
<tr><td>Salaire net imposable <span class="ar">الأجر الصافي الخاضع</span></td><td class="r">{A(s.net_taxable, "fr")}</td>
<td class="big">Net à payer <span class="ar">الصافي المؤدى</span></td><td class="r big">{A(s.net, "fr")} DH</td></tr></table>
<p style="margin-top:8mm; font-size:7pt; color:#555">{legal_footer(e, " | ", with_cnss=False)}</p>"""
    return page(body, css, margin="12mm 12mm 14mm 12mm", title="Fiche de paie")


def english(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """An English 'Payslip' of a multinational's payroll: earnings and deductions side by side, year to date."""
    d0, d1 = _period(year, month)
    ds = v.get("date_style", "mon")
    accent = v.get("accent", e.color)
    n = idx
    info = [
        ("Employee", f"<b>{esc(_name(p, v['name_order']))}</b>"),
        ("Employee ID", esc(p.matricule)),
        ("Job title", esc(v["position"])),
        ("Date of joining", fmt.date(v["hire"], ds)),
    ]
    if v.get("contract"):
        info.append(("Contract", esc(v["contract"])))
    if v.get("cin"):
        info.append(("National ID (CIN)", esc(v["cin"])))
    if v.get("dob"):
        info.append(("Date of birth", fmt.date(v["dob"], ds)))
    if v.get("cnss_number"):
        info.append(("CNSS No.", esc(v["cnss_number"])))
    info.append(("Pay period", f"{fmt.date(d0, ds)} – {fmt.date(d1, ds)}"))
    info.append(("Payment date", fmt.date(d1, ds)))
    half = (len(info) + 1) // 2
    col = lambda items: "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in items)  # noqa: E731
    earn = "".join(
        f"<tr><td>{esc(ln.label)}</td><td class='r'>{A(ln.gain, 'en')}</td>"
        f"<td class='r ytd'>{A(ln.gain * n, 'en')}</td></tr>"
        for ln in s.lines
        if ln.gain
    )
    ded = "".join(
        f"<tr><td>{esc(ln.label)}</td><td class='r'>{A(ln.deduction, 'en')}</td>"
        f"<td class='r ytd'>{A(ln.deduction * n, 'en')}</td></tr>"
        for ln in s.lines
        if ln.deduction
    )
    emp_cnss = f" · CNSS employer no. {esc(v['employer_cnss'])}" if v.get("employer_cnss") else ""
    css = f"""
body {{ font-family:'Noto Sans', 'DejaVu Sans', sans-serif; font-size:8.4pt; color:#222; }}
.band {{ background:{accent}; color:#fff; padding:4mm 5mm; display:flex; justify-content:space-between;
  align-items:center; }}
.band .t {{ font-size:17pt; font-weight:bold; letter-spacing:0.5pt; }}
.co {{ padding:2mm 5mm; color:#444; font-size:7.6pt; }}
.info {{ display:flex; gap:6mm; margin:4mm 0; }} .info table {{ flex:1; }}
.info th {{ text-align:left; font-weight:normal; color:#777; padding:0.8mm 2mm 0.8mm 0; width:32mm; }}
.two {{ display:flex; gap:5mm; }} .two > div {{ flex:1; }}
.two h3 {{ font-size:9pt; margin:0 0 1mm; color:{accent}; border-bottom:0.5mm solid {accent}; }}
.two table {{ width:100%; }} .two td {{ padding:1mm 0.5mm; border-bottom:0.2mm solid #e3e3e3; }}
.two th {{ text-align:right; font-size:7pt; color:#888; font-weight:normal; }}
td.ytd {{ color:#888; }}
.totals {{ display:flex; gap:5mm; margin-top:3mm; font-weight:bold; }} .totals div {{ flex:1; text-align:right; }}
.net {{ margin-top:6mm; border:0.6mm solid {accent}; padding:4mm; display:flex; justify-content:space-between;
  font-size:12pt; }}
.net b {{ font-size:15pt; }}
.small {{ font-size:6.8pt; color:#777; margin-top:8mm; }}
"""
    body = f"""
<div class="band"><div class="t">PAYSLIP</div><div>{logo(e, 40)}</div></div>
<div class="co"><b>{esc(e.name)}</b> · {esc(e.address)}{emp_cnss}</div>
<div class="info"><table>{col(info[:half])}</table><table>{col(info[half:])}</table></div>
<div class="two"><div><h3>Earnings</h3><table><tr><th></th><th>Current</th><th>YTD</th></tr>{earn}</table></div>
<div><h3>Deductions</h3><table><tr><th></th><th>Current</th><th>YTD</th></tr>{ded}</table></div></div>
<div class="totals"><div>Gross pay: {A(s.gross, "en")}</div><div>Total deductions: {A(s.deductions, "en")}</div></div>
<div class="net"><span>NET PAY ({fmt.month(year, month, "en")})</span><b>MAD {A(s.net, "en")}</b></div>
<div class="small">Taxable income {A(s.net_taxable, "en")} MAD · Income tax (IR) withheld {A(s.ir, "en")} MAD ·
Paid by bank transfer.<br>{legal_footer(e, " · ", with_cnss=False)}</div>"""
    return page(body, css, margin="10mm 12mm 14mm 12mm", title="Payslip", lang="en")


def mono(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """A legacy payroll run printed in a fixed-width face on pre-ruled paper."""
    _d0, d1 = _period(year, month)
    ds = v.get("date_style", "short")
    W = 86

    def line(left: str, right: str = "") -> str:
        pad = W - len(left) - len(right)
        return esc(left + " " * max(1, pad) + right)

    out = [
        line(e.name.upper(), f"BULLETIN DE PAIE  {fmt.month(year, month, 'num')}"),
        line(e.address.upper()[:W]),
        line(f"CNSS EMPLOYEUR: {v['employer_cnss']}" if v.get("employer_cnss") else "", f"EDITE LE {fmt.date(d1, ds)}"),
        "=" * W,
        line(f"MATRICULE : {p.matricule}", f"NOM : {_name(p, v['name_order']).upper()}"),
        line(f"EMPLOI    : {v['position'].upper()}", f"ENTREE : {fmt.date(v['hire'], ds)}"),
    ]
    extra_l = f"CIN       : {v['cin']}" if v.get("cin") else ""
    extra_r = f"IMMAT. CNSS : {v['cnss_number']}" if v.get("cnss_number") else ""
    if extra_l or extra_r:
        out.append(line(extra_l, extra_r))
    if v.get("dob") or v.get("contract"):
        out.append(
            line(
                f"NE(E) LE  : {fmt.date(v['dob'], ds)}" if v.get("dob") else "",
                f"CONTRAT : {v['contract'].upper()}" if v.get("contract") else "",
            )
        )
    out.append("-" * W)
    out.append(esc(f"{'CODE':<5}{'LIBELLE':<34}{'BASE':>11}{'TAUX':>9}{'GAINS':>13}{'RETENUES':>14}"))
    out.append("-" * W)
    for ln in s.lines:
        base = "" if ln.base is None else A(ln.base, "plain")
        out.append(
            esc(
                f"{ln.code:<5}{ln.label.upper()[:33]:<34}{base:>11}{ln.rate.replace(' ', ''):>9}"
                f"{A(ln.gain, 'plain') if ln.gain else '':>13}"
                f"{A(ln.deduction, 'plain') if ln.deduction else '':>14}"
            )
        )
    for _ in range(max(0, 14 - len(s.lines))):
        out.append("")
    out.append("-" * W)
    out.append(esc(f"{'':<5}{'TOTAUX':<34}{'':>11}{'':>9}{A(s.gross, 'plain'):>13}{A(s.deductions, 'plain'):>14}"))
    out.append("=" * W)
    out.append(
        line(
            f"BRUT: {A(s.gross, 'plain')}   BRUT IMPOSABLE: {A(s.taxable_gross, 'plain')}",
            f"NET IMPOSABLE: {A(s.net_taxable, 'plain')}",
        )
    )
    out.append(line(f"CUMUL BRUT ANNEE: {A(s.gross * idx, 'plain')}", f"CUMUL IR: {A(s.ir * idx, 'plain')}"))
    out.append("")
    out.append(line("", f"*** NET A PAYER : {A(s.net, 'plain')} DH ***"))
    css = """
body { font-family:'Liberation Mono', monospace; font-size:8.3pt; color:#222; }
pre { font-family:inherit; margin:0; line-height:1.45;
  background: repeating-linear-gradient(180deg, #ffffff 0mm, #ffffff 4.2mm, #eef5ee 4.2mm, #eef5ee 8.4mm); }
"""
    return page("<pre>" + "\n".join(out) + "</pre>", css, margin="14mm 10mm 14mm 12mm", title="BULLETIN DE PAIE")


def simple(p: Person, e: Employer, s: Slip, year: int, month: int, v: dict, idx: int) -> str:
    """A small employer's slip from an office template: a bordered grid, amounts in DH, an Arabic subtitle."""
    ds = v.get("date_style", "long")
    title = v.get("title", "Bulletin de paie")
    accent = v.get("accent", e.color)
    rows_info = [
        ("Nom & Prénom", esc(_name(p, v["name_order"]))),
        ("Fonction", esc(v["position"])),
        ("Date d'embauche", fmt.date(v["hire"], ds)),
    ]
    if v.get("cin"):
        rows_info.append(("CIN", esc(v["cin"])))
    if v.get("dob"):
        rows_info.append(("Date de naissance", fmt.date(v["dob"], ds)))
    if v.get("cnss_number"):
        rows_info.append(("N° Immatriculation CNSS", esc(v["cnss_number"])))
    if v.get("contract"):
        rows_info.append(("Type de contrat", esc(v["contract"])))
    rows_info.append(("Mois", fmt.month(year, month, "upper")))
    grid = "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in rows_info)
    lines = "".join(
        f"<tr><td>{esc(ln.label)}</td><td class='r'>{A(ln.gain, 'fr', 'DH') if ln.gain else ''}</td>"
        f"<td class='r'>{A(ln.deduction, 'fr', 'DH') if ln.deduction else ('0,00 DH' if not ln.gain else '')}</td></tr>"
        for ln in s.lines
    )
    emp_cnss = f"<div>Affiliation CNSS n° {esc(v['employer_cnss'])}</div>" if v.get("employer_cnss") else ""
    css = f"""
body {{ font-family:'FreeSans', 'Liberation Sans', sans-serif; font-size:9.4pt; }}
.hd {{ text-align:center; border:0.5mm solid {accent}; padding:3mm; }}
.hd .n {{ font-size:13pt; font-weight:bold; color:{accent}; }}
h1 {{ text-align:center; font-size:15pt; margin:6mm 0 0; text-transform:uppercase; }}
h2 {{ text-align:center; font-size:12pt; margin:0 0 5mm; font-weight:normal; }}
table.g {{ width:100%; margin-bottom:5mm; }} table.g th, table.g td {{ border:0.3mm solid #444; padding:1.6mm 2.5mm; }}
table.g th {{ text-align:left; width:55mm; background:#f4f4f4; font-weight:normal; }}
table.l {{ width:100%; }} table.l th {{ border:0.3mm solid #444; background:{accent}; color:#fff; padding:1.8mm; }}
table.l td {{ border:0.3mm solid #444; padding:1.6mm 2.5mm; }}
table.l tr.t td {{ font-weight:bold; background:#f4f4f4; }}
.net {{ margin-top:5mm; text-align:right; font-size:12pt; }}
.sig {{ margin-top:14mm; display:flex; justify-content:space-between; }}
"""
    body = f"""<div class="hd">{logo(e, 44)}<div class="n">{esc(e.name)}</div><div>{esc(e.address)} —
Tél. {esc(e.phone)}</div>{emp_cnss}</div>
<h1>{esc(title)}</h1><h2 class="ar">بيان الأجرة الشهرية</h2>
<table class="g">{grid}</table>
<table class="l"><thead><tr><th>Éléments</th><th>Gains</th><th>Retenues</th></tr></thead><tbody>{lines}
<tr class="t"><td>Totaux</td><td class="r">{A(s.gross, "fr", "DH")}</td><td class="r">{A(s.deductions, "fr", "DH")}</td>
</tr></tbody></table>
<div class="net">Salaire brut : <b>{A(s.gross, "fr", "DH")}</b> &nbsp;&nbsp;&nbsp; Net à payer :
<b>{A(s.net, "fr", "DH")}</b></div>
<div class="sig"><div>Signature du salarié</div><div class="c">Cachet et signature de l'employeur<br>
{round_stamp(e.name.upper(), e.city.upper(), "#2b3f9e", 105)}</div></div>"""
    return page(body, css, margin="14mm 16mm 16mm 16mm", title=title)


LAYOUTS = {"sage": sage, "signed": signed, "bilingual": bilingual, "english": english, "mono": mono, "simple": simple}
