# ruff: noqa: RUF001
"""Payslips: six payroll-software layouts."""

from __future__ import annotations

import datetime as dt

from . import art
from .base import Ctx, html_doc
from .util import Shown, amount, date, esc, iban, month_bounds, month_label
from .world import Case, Pay, compute_pay

CONTRACT_FR = {
    "CDI": "Contrat à durée indéterminée",
    "CDD": "Contrat à durée déterminée",
    "ANAPEC": "Contrat d'insertion ANAPEC (Idmaj)",
    "INTERIM": "Contrat de mission (intérim)",
    "STAGE": "Stage",
}
CONTRACT_EN = {
    "CDI": "Permanent",
    "CDD": "Fixed-term",
    "ANAPEC": "ANAPEC insertion contract (Idmaj)",
    "INTERIM": "Temporary",
    "STAGE": "Internship",
}
EN_LABELS = {
    "CNSS": "CNSS social security",
    "AMO": "AMO health insurance",
    "CIMR": "CIMR pension",
    "Mutuelle": "Group health insurance",
    "IR": "Income tax (IR)",
}


def pay_date(ym: str, back: int = 1) -> dt.date:
    _, last = month_bounds(ym)
    p = last - dt.timedelta(days=back)
    while p.weekday() >= 5:
        p -= dt.timedelta(days=1)
    return p


def _fam_first(c: Case, upper_given: bool = False) -> str:
    return f"{c.family.upper()} {c.given.upper() if upper_given else c.given}"


def _given_first(c: Case) -> str:
    return f"{c.given} {c.family.upper()}"


def _rate(x: float | None) -> str:
    if x is None:
        return ""
    return f"{x:.2f}".replace(".", ",")


# ------------------------------------------------------------------ ERP (industrial groups)

ERP_CSS = """
.erp { width:210mm; height:297mm; padding:11mm 12mm; font-family:'Liberation Sans',Arial; font-size:8.6pt; color:#111; }
.erp .top { display:flex; justify-content:space-between; align-items:stretch; border:1px solid #333; }
.erp .co { padding:3mm; display:flex; gap:3mm; width:62%; border-right:1px solid #333; }
.erp .co .nm { font-size:11.5pt; font-weight:bold; }
.erp .ttl { padding:3mm; width:38%; text-align:center; }
.erp .ttl h1 { margin:0 0 2mm; font-size:14pt; letter-spacing:1px; }
.erp table { border-collapse:collapse; width:100%; }
.erp .emp { margin-top:3mm; }
.erp .emp td { border:1px solid #333; padding:1.3mm 2mm; }
.erp .emp td.k { background:var(--k); font-weight:bold; width:17%; font-size:7.8pt; }
.erp .rub { margin-top:3mm; }
.erp .rub th { background:var(--h); color:#fff; border:1px solid #333; padding:1.6mm; font-size:7.8pt; }
.erp .rub td { border-left:1px solid #333; border-right:1px solid #333; padding:1.1mm 1.6mm; }
.erp .rub tr.pad td { height:44mm; }
.erp .rub tr.tot td { border:1px solid #333; font-weight:bold; background:var(--k); }
.erp .sum { margin-top:3mm; }
.erp .sum td, .erp .sum th { border:1px solid #333; padding:1.6mm; text-align:center; }
.erp .sum th { background:var(--k); font-size:7.6pt; }
.erp .net { font-size:12pt; font-weight:bold; background:var(--n); }
.erp .cum td, .erp .cum th { border:1px solid #666; padding:1.2mm; text-align:center; font-size:7.6pt; }
.erp .foot { position:absolute; bottom:10mm; left:12mm; right:12mm; font-size:7.2pt; color:#333; border-top:1px
solid #999; padding-top:1.5mm; display:flex; justify-content:space-between; }
"""


def erp_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    st = {"mci": ("sp", "slash", "BULLETIN DE PAIE"), "horizon": ("dot", "dash", "BULLETIN DE SALAIRE")}.get(
        c.employer, ("plain", "dot2", "BULLETIN DE PAIE")
    )
    fa = lambda x: amount(x, st[0]) if x else ""  # noqa: E731
    fd = lambda x: date(x, st[1])  # noqa: E731
    first, last = month_bounds(pay.ym)
    c1, c2 = emp.colors
    name = S("applicant_name", c.name, _fam_first(c, upper_given=c.employer != "horizon"))
    rows = ""
    for ln in pay.lines:
        nb = ""
        if ln.code == "100":
            nb = "26,00" if c.employer != "rif" else "191,00"
        elif ln.code.startswith("12"):
            nb = _rate(ln.base)
        base = fa(ln.base) if ln.base and not ln.code.startswith("12") and ln.code != "100" else ""
        rate = _rate(ln.rate) if ln.rate else ""
        if ln.code.startswith("12"):
            rate = amount(ln.rate or 0, st[0])
        rows += (
            f"<tr><td>{ln.code}</td><td>{esc(ln.label)}</td><td class=num>{nb}</td><td class=num>{base}</td>"
            f"<td class=num>{rate}</td><td class=num>{fa(ln.gain)}</td><td class=num>{fa(ln.ret)}</td></tr>"
        )
    show_cin = c.employer != "horizon"
    cin_cell = (
        f"<td class=k>N° CIN</td><td>{S('cin', c.cin, c.cin)}</td>"
        if show_cin
        else "<td class=k>Nationalité</td><td>Marocaine</td>"
    )
    contract = S("contract_type", c.contract, c.contract if c.employer != "rif" else CONTRACT_FR[c.contract])
    sit = ("Marié" + ("e" if c.sex == "F" else "")) if c.family_status == "M" else "Célibataire"
    ded = (1 if c.family_status == "M" else 0) + c.children
    bank_line = f"Virement – {esc(c.bk.name)} – RIB : {esc(c.rib[:6])}••••••••{esc(c.rib[-6:])}"
    return f"""<div class="page erp" style="--h:{c1};--k:#eef0f3;--n:{c2}33">
<div class="top"><div class="co">{art.logo(emp.logo, emp.brand[:3], c1, c2, 50)}<div>
<div class="nm">{S("employer", emp.name, emp.name)}</div>{esc(emp.addr[0])}<br>{esc(emp.addr[1])}<br>
ICE : {esc(emp.ice)} &nbsp; RC : {esc(emp.rc)} &nbsp; IF : {esc(emp.if_)}<br>
N° affiliation CNSS : {S("employer_cnss", emp.cnss, emp.cnss)} &nbsp; Patente : {esc(emp.patente)}</div></div>
<div class="ttl"><h1>{st[2]}</h1>
<div>Période : <b>{S("pay_period", pay.ym, month_label(pay.ym, "frup"))}</b></div>
<div>Du {fd(first)} au {fd(last)}</div><div>Date de paiement : {fd(pay_date(pay.ym))}</div></div></div>
<table class="emp">
<tr><td class=k>Matricule</td><td>{esc(c.matricule)}</td><td class=k>Nom et prénom</td><td><b>{name}</b></td></tr>
<tr>{cin_cell}<td class=k>N° CNSS</td><td>{S("cnss_number", c.cnss_no, c.cnss_no)}</td></tr>
<tr><td class=k>Date d'embauche</td><td>{S("hire_date", c.hire, fd(c.hire))}</td><td
class=k>Emploi</td><td>{S("position", c.position, c.position)}</td></tr>
<tr><td class=k>Service</td><td>{esc(c.pay["service"])}</td><td class=k>Catégorie /
Grade</td><td>{esc(c.pay["grade"])}</td></tr>
<tr><td class=k>Centre de coût</td><td>{esc(c.pay["cc"])}</td><td class=k>Type de contrat</td><td>{contract}</td></tr>
<tr><td class=k>Situation familiale</td><td>{sit} – {c.children} enf.</td><td class=k>Nb
déductions</td><td>{ded}</td></tr>
</table>
<table class="rub"><thead><tr><th style="width:8%">Code</th><th>Rubrique</th><th style="width:9%">Nombre</th><th
style="width:12%">Base</th>
<th style="width:8%">Taux</th><th style="width:13%">Gains</th><th style="width:13%">Retenues</th></tr></thead>
<tbody>{rows}<tr class="pad"><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>
<tr class="tot"><td colspan=5 style="text-align:right">TOTAUX</td><td class=num>{fa(pay.gross)}</td><td
class=num>{fa(pay.deductions)}</td></tr></tbody></table>
<table class="sum"><tr><th>Salaire brut</th><th>Brut imposable</th><th>Frais professionnels</th><th>Net
imposable</th><th>Total retenues</th><th>NET A PAYER</th></tr>
<tr><td>{S("gross_salary", pay.gross, fa(pay.gross))}</td><td>{fa(pay.sbi)}</td><td>{fa(pay.fp)}</td>
<td>{fa(pay.sni)}</td><td>{fa(pay.deductions)}</td>
<td class="net">{S("net_salary", pay.net, fa(pay.net))}</td></tr></table>
<table class="cum" style="margin-top:3mm"><tr><th>Cumul brut imposable</th><th>Cumul IR</th><th>Cumul
net</th><th>Jours travaillés</th><th>Congés acquis</th><th>Congés pris</th></tr>
<tr><td>{fa(pay.ytd_sbi)}</td><td>{fa(pay.ytd_ir)}</td><td>{fa(pay.ytd_net)}</td><td>26</td>
<td>{f"{1.5 * int(pay.ym[5:]):.1f}".replace(".", ",")}</td><td>{ctx.rng.choice(["0,0", "2,0", "5,0"])}</td></tr></table>
<div style="margin-top:3mm;font-size:8pt">Mode de paiement : {bank_line}</div>
<div class="foot"><span>Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de
paie sans limitation de durée.</span>
<span class=nowrap>Page {page_no}/{pages}</span></div>
</div>"""


# ------------------------------------------------------------------ English (multinational)

EN_CSS = """
.en { width:210mm; height:297mm; padding:13mm 14mm; font-family:'DejaVu Sans',sans-serif; font-size:8.4pt;
color:#1b1b1b; }
.en .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:3px solid var(--c1);
padding-bottom:3mm; }
.en h1 { font-size:17pt; margin:0; color:var(--c1); letter-spacing:2px; }
.en .grid { display:grid; grid-template-columns:1fr 1fr; gap:0 8mm; margin-top:4mm; }
.en .kv { display:flex; justify-content:space-between; border-bottom:0.5px solid #ccc; padding:1.2mm 0; }
.en .kv span:first-child { color:#555; }
.en .two { display:grid; grid-template-columns:1fr 1fr; gap:5mm; margin-top:5mm; }
.en table { width:100%; border-collapse:collapse; }
.en th { text-align:left; font-size:7.6pt; color:#fff; background:var(--c1); padding:1.5mm; }
.en td { padding:1.3mm 1.5mm; border-bottom:0.5px solid #ddd; }
.en tr.t td { font-weight:bold; border-top:1.2px solid #333; border-bottom:none; }
.en .netbox { margin-top:5mm; display:flex; justify-content:flex-end; }
.en .netbox div { border:2px solid var(--c1); padding:3mm 6mm; font-size:12pt; }
.en .ytd { margin-top:5mm; }
.en .ytd td, .en .ytd th { text-align:center; }
.en .fine { position:absolute; bottom:10mm; left:14mm; right:14mm; font-size:7pt; color:#666; display:flex;
justify-content:space-between; border-top:0.5px solid #aaa; padding-top:1.5mm; }
"""


def en_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    fa = lambda x: amount(x, "en")  # noqa: E731
    c1, c2 = emp.colors
    earn = ""
    ded = ""
    for ln in pay.lines:
        if ln.gain:
            units = f"{ln.base:.2f}" if ln.code == "100" and ln.base else ""
            rate = f"{ln.rate:.2f}%" if ln.code == "110" else ""
            earn += (
                f"<tr><td>{esc(ln.label)}</td><td class=num>{units}</td><td class=num>{rate}</td>"
                f"<td class=num>{fa(ln.gain)}</td></tr>"
            )
        else:
            lab = EN_LABELS.get(ln.label, ln.label)
            base = fa(ln.base) if ln.base else ""
            rate = f"{ln.rate:.2f}%" if ln.rate else ""
            ded += (
                f"<tr><td>{esc(lab)}</td><td class=num>{base}</td><td class=num>{rate}</td>"
                f"<td class=num>{fa(ln.ret)}</td></tr>"
            )
    first, last = month_bounds(pay.ym)
    return f"""<div class="page en" style="--c1:{c1}">
<div class="hd"><div style="display:flex;gap:4mm;align-items:center">{art.logo(emp.logo, "", c1, c2, 44)}
<div><div style="font-size:12pt;font-weight:bold">{S("employer", emp.name, emp.name)}</div>
<div style="font-size:7.6pt;color:#444">{esc(", ".join(emp.addr))}<br>CNSS employer no.
{S("employer_cnss", emp.cnss, emp.cnss)} · ICE {esc(emp.ice)} · RC {esc(emp.rc)}</div></div></div>
<div style="text-align:right"><h1>PAYSLIP</h1><div>Pay period:
<b>{S("pay_period", pay.ym, month_label(pay.ym, "en"))}</b></div>
<div>{date(first, "en_dmy")} – {date(last, "en_dmy")}</div><div>Pay date:
{date(pay_date(pay.ym, 2), "en_dmy")}</div></div></div>
<div class="grid">
<div class="kv"><span>Employee name</span><b>{S("applicant_name", c.name, _given_first(c))}</b></div>
<div class="kv"><span>Employee ID</span><span>{esc(c.matricule)}</span></div>
<div class="kv"><span>National ID (CIN)</span><span>{S("cin", c.cin, c.cin)}</span></div>
<div class="kv"><span>CNSS no.</span><span>{S("cnss_number", c.cnss_no, c.cnss_no)}</span></div>
<div class="kv"><span>Job title</span><span>{S("position", c.position, c.position)}</span></div>
<div class="kv"><span>Department</span><span>{esc(c.pay["service"])}</span></div>
<div class="kv"><span>Hire date</span><span>{S("hire_date", c.hire, date(c.hire, "en_dmy"))}</span></div>
<div class="kv"><span>Contract</span><span>{S("contract_type", c.contract, CONTRACT_EN[c.contract])}</span></div>
<div class="kv"><span>Grade</span><span>{esc(c.pay["grade"])}</span></div>
<div class="kv"><span>Cost centre</span><span>{esc(c.pay["cc"])}</span></div>
</div>
<div class="two">
<table><thead><tr><th>Earnings</th><th class=num>Units</th><th class=num>Rate</th><th class=num>Amount
(MAD)</th></tr></thead>
<tbody>{earn}<tr class=t><td colspan=3>Gross pay</td><td
class=num>{S("gross_salary", pay.gross, fa(pay.gross))}</td></tr></tbody></table>
<table><thead><tr><th>Deductions</th><th class=num>Base</th><th class=num>Rate</th><th class=num>Amount
(MAD)</th></tr></thead>
<tbody>{ded}<tr class=t><td colspan=3>Total deductions</td><td class=num>{fa(pay.deductions)}</td></tr></tbody></table>
</div>
<div style="margin-top:3mm;font-size:7.8pt;color:#444">Taxable gross: MAD {fa(pay.sbi)} · Professional expenses: MAD
{fa(pay.fp)} · Net taxable: MAD {fa(pay.sni)}</div>
<div class="netbox"><div>NET PAY &nbsp; <b>MAD {S("net_salary", pay.net, fa(pay.net))}</b></div></div>
<table class="ytd"><thead><tr><th>Year to date</th><th>Gross</th><th>Taxable</th><th>Income tax</th><th>Net
paid</th></tr></thead>
<tbody><tr><td>{pay.ym[:4]}</td><td>{fa(pay.ytd_gross)}</td><td>{fa(pay.ytd_sbi)}</td><td>{fa(pay.ytd_ir)}</td>
<td>{fa(pay.ytd_net)}</td></tr></tbody></table>
<div style="margin-top:4mm;font-size:7.8pt">Payment by bank transfer to {esc(c.bk.name)} – IBAN
{esc(iban(c.rib)[:9])} **** **** **** {esc(c.rib[-4:])}</div>
<div class="fine"><span>Confidential – generated by the HR information system. Keep this payslip without time
limit.</span><span>Page {page_no} of {pages}</span></div>
</div>"""


# ------------------------------------------------------------------ simple (SMEs, cooperatives)

SIMPLE_CSS = """
.sp { width:210mm; height:297mm; padding:14mm 15mm; font-family:var(--f); font-size:9.4pt; color:#000; }
.sp .hd { display:flex; justify-content:space-between; border:1.5px solid #000; padding:3mm; }
.sp h1 { text-align:center; font-size:15pt; margin:5mm 0 1mm; letter-spacing:3px; text-decoration:underline; }
.sp .per { text-align:center; margin-bottom:5mm; }
.sp .info { border:1px solid #000; padding:2mm 3mm; display:grid; grid-template-columns:1fr 1fr; gap:1mm 6mm; }
.sp .dl { display:flex; }
.sp .dl span.l { white-space:nowrap; }
.sp .dl span.d { flex:1; border-bottom:1px dotted #000; margin:0 1.5mm 1.2mm; }
.sp table { width:100%; border-collapse:collapse; margin-top:5mm; }
.sp th, .sp td { border:1px solid #000; padding:1.6mm 2mm; }
.sp th { background:#e6e6e6; }
.sp .netp { margin-top:5mm; display:flex; justify-content:space-between; align-items:center; }
.sp .netp .b { border:2px solid #000; padding:3mm 5mm; font-size:12pt; font-weight:bold; }
"""


def simple_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    cfg = {
        "alkhair": ("'DejaVu Serif',serif", "nosep", "slash", "BULLETIN DE SALAIRE", True, False),
        "sudagro": ("'Liberation Serif',serif", "sp", "dash", "FICHE DE PAIE", True, True),
        "benjelloun": ("'FreeSans',sans-serif", "dot", "long", "BULLETIN DE SALAIRE", False, True),
        "iris": ("'Noto Serif',serif", "sp", "slash2", "BULLETIN DE PAIE", True, True),
    }[c.employer]
    font, ast, dst, title, show_cin, show_contract = cfg
    fa = lambda x: amount(x, ast) if x else ""  # noqa: E731
    first, last = month_bounds(pay.ym)

    def dl(label: str, value: str) -> str:
        return f'<div class="dl"><span class="l">{label}</span><span class="d"></span><span><b>{value}</b></span></div>'

    info = dl("Nom et prénom", S("applicant_name", c.name, _fam_first(c, upper_given=True)))
    info += dl("Matricule", esc(c.matricule))
    if show_cin:
        info += dl("C.I.N.", S("cin", c.cin, c.cin))
    info += dl("N° Immatriculation CNSS", S("cnss_number", c.cnss_no, c.cnss_no))
    info += dl("Fonction", S("position", c.position, c.position))
    info += dl("Date d'entrée", S("hire_date", c.hire, date(c.hire, dst)))
    if show_contract:
        info += dl("Contrat", S("contract_type", c.contract, "C.D.I." if c.employer == "iris" else c.contract))
    info += dl("Situation familiale", ("M" if c.family_status == "M" else "C") + f" / {c.children} enfant(s)")
    rows = ""
    for ln in pay.lines:
        nb = "26" if ln.code == "100" else (_rate(ln.base) if ln.code.startswith("12") else "")
        tx = _rate(ln.rate) if ln.rate and ln.code != "100" else ""
        rows += (
            f"<tr><td>{esc(ln.label)}</td><td class=num>{nb}</td><td class=num>{tx}</td>"
            f"<td class=num>{fa(ln.gain)}</td><td class=num>{fa(ln.ret)}</td></tr>"
        )
    per = S("pay_period", pay.ym, f"{date(first, 'slash')} au {date(last, 'slash')}")
    mois = month_label(pay.ym, "fr")
    return f"""<div class="page sp" style="--f:{font}">
<div class="hd"><div style="display:flex;
gap:3mm">{art.logo(emp.logo, emp.brand[:2], emp.colors[0], emp.colors[1], 46)}<div>
<b style="font-size:11.5pt">{S("employer", emp.name, emp.name)}</b>
<br>{esc(emp.addr[0])}<br>{esc(emp.addr[1])}</div></div>
<div style="text-align:right;font-size:8.5pt">Affiliation CNSS :
<b>{S("employer_cnss", emp.cnss, emp.cnss)}</b><br>I.F. : {esc(emp.if_)}<br>ICE : {esc(emp.ice)}<br>Tél :
{esc(emp.tel)}</div></div>
<h1>{title}</h1><div class="per">Mois de {esc(mois)} – Période du {per}</div>
<div class="info">{info}</div>
<table><thead><tr><th>Désignation</th><th style="width:11%">Nombre</th><th style="width:11%">Taux</th><th
style="width:17%">A payer</th><th style="width:17%">A retenir</th></tr></thead>
<tbody>{rows}
<tr><td colspan=3 style="text-align:right"><b>Salaire brut</b></td><td
class=num><b>{S("gross_salary", pay.gross, fa(pay.gross))}</b></td><td></td></tr>
<tr><td colspan=3 style="text-align:right">Salaire brut imposable : {fa(pay.sbi)} – Net imposable :
{fa(pay.sni)}</td><td></td><td class=num><b>{fa(pay.deductions)}</b></td></tr>
</tbody></table>
<div class="netp"><div style="font-size:8.5pt">Payé par virement le {date(pay_date(pay.ym), "slash")}<br>Cumul
imposable {pay.ym[:4]} : {fa(pay.ytd_sbi)} – Cumul IR : {fa(pay.ytd_ir) or "0"}</div>
<div class="b">NET A PAYER : {S("net_salary", pay.net, fa(pay.net))} DH</div></div>
<div style="margin-top:14mm;display:flex;justify-content:space-between;font-size:9pt"><span>Signature de
l'employeur</span><span>Signature du salarié</span></div>
<div style="margin-left:4mm">{art.signature(ctx.rng, 150, 50)}</div>
<div style="position:absolute;bottom:9mm;left:15mm;right:15mm;text-align:center;font-size:7.5pt">Conservez ce
bulletin sans limitation de durée{f" – page {page_no}/{pages}" if pages > 1 else ""}</div>
</div>"""


# ------------------------------------------------------------------ public body, bilingual

PUB_CSS = """
.pub { width:210mm; height:297mm; padding:12mm 14mm; font-family:'Noto Sans',sans-serif; font-size:8.6pt; }
.pub .hd { display:grid; grid-template-columns:1fr auto 1fr; align-items:center; border-bottom:2px solid var(--c1);
padding-bottom:2mm; }
.pub .hd .ar { font-size:10.5pt; text-align:right; }
.pub .tt { margin:4mm 0; text-align:center; background:var(--c1); color:#fff; padding:2mm; font-size:12pt;
font-weight:bold; }
.pub table { width:100%; border-collapse:collapse; }
.pub .id td { border:0.6px solid #777; padding:1.3mm 2mm; }
.pub .id td.l { color:#333; width:21%; background:#f3f6f3; }
.pub .id td.a { text-align:right; width:17%; background:#f3f6f3; }
.pub .rb { margin-top:4mm; }
.pub .rb th { border:0.6px solid #777; background:#e4ece6; padding:1.5mm; font-size:7.8pt; }
.pub .rb td { border-left:0.6px solid #777; border-right:0.6px solid #777; padding:1.2mm 2mm; }
.pub .rb tr.last td { border-bottom:0.6px solid #777; height:30mm; vertical-align:top; }
.pub .tot td { border:0.6px solid #777; padding:2mm; font-weight:bold; }
"""


def pub_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    fa = lambda x: amount(x, "dot") if x else ""  # noqa: E731
    c1 = emp.colors[0]
    ar_lab = {
        "Salaire de base": "الأجر الأساسي",
        "Prime d'ancienneté": "منحة الأقدمية",
        "Indemnité de fonction": "تعويض عن المهام",
        "Indemnité de sujétion": "تعويض عن التبعات",
        "CNSS": "الضمان الاجتماعي",
        "AMO": "التأمين الإجباري عن المرض",
        "RCAR": "النظام الجماعي لمنح رواتب التقاعد",
        "Mutuelle": "التعاضدية",
        "IR": "الضريبة على الدخل",
    }
    rows = ""
    for ln in pay.lines:
        rows += (
            f"<tr><td>{esc(ln.label)}</td><td class=ar>{ar_lab.get(ln.label, '')}</td>"
            f"<td class=num>{fa(ln.base) if ln.ret and ln.base else ''}</td>"
            f"<td class=num>{_rate(ln.rate) if ln.ret else ''}</td>"
            f"<td class=num>{fa(ln.gain)}</td><td class=num>{fa(ln.ret)}</td></tr>"
        )
    first, last = month_bounds(pay.ym)
    return f"""<div class="page pub" style="--c1:{c1}">
<div class="hd"><div><b>ROYAUME DU MAROC</b><br>{S("employer", emp.name, emp.name)}<br>Division des Ressources
Humaines</div>
<div>{art.logo("star", "", c1, emp.colors[1], 48)}</div>
<div class="ar"><b>المملكة المغربية</b><br>{esc(emp.name_ar)}<br>قسم الموارد البشرية</div></div>
<div class="tt">BULLETIN DE PAIE &nbsp;–&nbsp; <span class="ar">ورقة
الأداء</span> &nbsp;–&nbsp; {S("pay_period", pay.ym, month_label(pay.ym, "num"))}</div>
<table class="id">
<tr><td class=l>Nom et prénom</td><td colspan=2><b>{S("applicant_name", c.name, _fam_first(c, True))}</b></td><td
class=a><span class=ar>الاسم الكامل</span></td></tr>
<tr><td class=l>N° CIN</td><td>{S("cin", c.cin, c.cin)}</td><td style="text-align:right">Matricule :
{esc(c.matricule)}</td><td class=a><span class=ar>رقم البطاقة الوطنية</span></td></tr>
<tr><td class=l>Fonction</td><td colspan=2>{S("position", c.position, c.position)}</td><td class=a><span
class=ar>المهمة</span></td></tr>
<tr><td class=l>Grade</td><td colspan=2>{esc(c.pay["grade"])}</td><td class=a><span class=ar>الدرجة</span></td></tr>
<tr><td class=l>Date de recrutement</td><td colspan=2>{S("hire_date", c.hire, date(c.hire, "slash"))}</td><td
class=a><span class=ar>تاريخ التوظيف</span></td></tr>
<tr><td class=l>N° CNSS</td><td>{S("cnss_number", c.cnss_no, c.cnss_no)}</td><td
style="text-align:right">Affiliation employeur : {S("employer_cnss", emp.cnss, emp.cnss)}</td><td class=a><span
class=ar>رقم الضمان الاجتماعي</span></td></tr>
<tr><td class=l>Position</td><td colspan=2>En activité –
{S("contract_type", c.contract, "Contrat à durée indéterminée")}</td><td class=a><span class=ar>الوضعية</span></td></tr>
</table>
<table class="rb"><thead><tr><th>Rubrique</th><th class=ar>البيان</th><th>Base</th><th>Taux %</th><th>Gains / <span
class=ar>المستحقات</span></th><th>Retenues / <span class=ar>الاقتطاعات</span></th></tr></thead>
<tbody>{rows}<tr class=last><td></td><td></td><td></td><td></td><td></td><td></td></tr></tbody></table>
<table class="tot" style="margin-top:3mm">
<tr><td>Salaire brut <span class=ar>الأجر الإجمالي</span></td><td
class=num>{S("gross_salary", pay.gross, fa(pay.gross))}</td>
<td>Total retenues <span class=ar>مجموع الاقتطاعات</span></td><td class=num>{fa(pay.deductions)}</td></tr>
<tr><td>Net imposable <span class=ar>الصافي الخاضع للضريبة</span></td><td class=num>{fa(pay.sni)}</td>
<td style="background:#e4ece6">Net à payer <span class=ar>الصافي المؤدى</span></td><td class=num
style="background:#e4ece6;font-size:11pt">{S("net_salary", pay.net, fa(pay.net))}</td></tr></table>
<div style="margin-top:4mm;font-size:8pt">Période : du {date(first, "slash")} au {date(last, "slash")} – Ordonnancé
le {date(pay_date(pay.ym, 4), "slash")} – Virement {esc(c.bk.name)}</div>
<div style="margin-top:2mm;font-size:8pt">Cumul imposable annuel : {fa(pay.ytd_sbi)} – Cumul IR : {fa(pay.ytd_ir)}</div>
<div style="position:absolute;bottom:10mm;left:14mm;right:14mm;font-size:7.2pt;color:#444;text-align:center;
border-top:0.5px solid #999;padding-top:1mm">
{esc(", ".join(emp.addr))} – IF {esc(emp.if_)} – ICE {esc(emp.ice)} – Document édité par le système de gestion de la
paie – {page_no}/{pages}</div>
</div>"""


# ------------------------------------------------------------------ interim agency

INT_CSS = """
.it { width:210mm; height:297mm; padding:12mm 13mm;
font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif; font-size:9.2pt; }
.it .band { background:var(--c1); color:#fff; padding:3mm 4mm; display:flex; justify-content:space-between;
align-items:center; }
.it .band h1 { margin:0; font-size:15pt; }
.it .boxes { display:grid; grid-template-columns:1fr 1fr 1fr; gap:3mm; margin-top:3mm; }
.it .box { border:1px solid var(--c1); padding:2mm; min-height:24mm; }
.it .box h3 { margin:0 0 1mm; font-size:8.4pt; color:var(--c1); text-transform:uppercase; }
.it table { width:100%; border-collapse:collapse; margin-top:4mm; }
.it th { background:#f2d7e3; border-bottom:1.5px solid var(--c1); padding:1.5mm; text-align:left; }
.it td { padding:1.3mm 1.5mm; border-bottom:0.5px dashed #bbb; }
.it .res { display:flex; gap:3mm; margin-top:4mm; }
.it .res div { flex:1; border:1px solid #999; padding:2mm; text-align:center; }
.it .res div.n { border:2px solid var(--c1); background:#fbeef4; }
"""


def int_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    fa = lambda x: amount(x, "sp") if x else ""  # noqa: E731
    first, last = month_bounds(pay.ym)
    rows = ""
    for ln in pay.lines:
        qty = _rate(ln.base) if ln.gain and ln.base else ""
        rate = amount(ln.rate, "sp") if ln.gain and ln.rate else (_rate(ln.rate) if ln.rate else "")
        base = fa(ln.base) if ln.ret and ln.base else ""
        rows += (
            f"<tr><td>{esc(ln.label)}</td><td class=num>{qty}</td><td class=num>{base}</td>"
            f"<td class=num>{rate}</td><td class=num>{fa(ln.gain)}</td><td class=num>{fa(ln.ret)}</td></tr>"
        )
    return f"""<div class="page it" style="--c1:{emp.colors[0]}">
<div class="band"><div
style="display:flex;gap:3mm;align-items:center">{art.logo("wave", "T", "#fff", emp.colors[1], 40)}<div>
<b style="font-size:12pt">{S("employer", emp.name, emp.name)}</b><br>Entreprise de travail temporaire – Agrément n°
27/2016</div></div>
<div style="text-align:right"><h1>FICHE DE PAIE</h1>Salarié intérimaire</div></div>
<div class="boxes">
<div class="box"><h3>Agence</h3>{esc(emp.addr[0])}<br>{esc(emp.addr[1])}<br>Tél. {esc(emp.tel)}<br>CNSS :
{S("employer_cnss", emp.cnss, emp.cnss)} – ICE {esc(emp.ice)}</div>
<div class="box"><h3>Intérimaire</h3><b>{S("applicant_name", c.name, _given_first(c))}</b><br>CIN :
{S("cin", c.cin, c.cin)}<br>
N° CNSS : {S("cnss_number", c.cnss_no, c.cnss_no)}<br>Matricule : {esc(c.matricule)}</div>
<div class="box"><h3>Mission</h3>Entreprise utilisatrice : Chimie Atlantique Safi SA<br>Qualification
: {S("position", c.position, c.position)}<br>
Date d'entrée : {S("hire_date", c.hire, date(c.hire, "slash"))}<br>Contrat :
{S("contract_type", c.contract, "Contrat de mission – intérim")}</div></div>
<div style="margin-top:3mm">Période de paie :
<b>{S("pay_period", pay.ym, f"{date(first, 'slash')} – {date(last, 'slash')}")}</b> &nbsp;·&nbsp; Relevé d'heures n°
RH-{pay.ym.replace("-", "")}-{c.matricule[-3:]}</div>
<table><thead><tr><th>Élément</th><th class=num>Heures / Qté</th><th class=num>Base</th><th class=num>Taux</th><th
class=num>Gain</th><th class=num>Retenue</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="res"><div>Brut<br><b>{S("gross_salary", pay.gross, fa(pay.gross))}</b></div><div>Brut
imposable<br>{fa(pay.sbi)}</div>
<div>Retenues<br>{fa(pay.deductions)}</div><div class="n">Net à payer<br><b
style="font-size:12pt">{S("net_salary", pay.net, fa(pay.net))} MAD</b></div></div>
<div style="margin-top:5mm;font-size:8pt">Règlement par virement bancaire le {date(pay_date(pay.ym, 0), "dot")} ·
Cumul brut {pay.ym[:4]} : {fa(pay.ytd_gross)}</div>
<div style="position:absolute;bottom:9mm;left:13mm;right:13mm;font-size:7pt;color:#555;border-top:1px solid
#ccc;padding-top:1mm">
Siège : 210, boulevard Zerktouni, 20050 Casablanca – RC Casablanca {esc(emp.rc)} – IF {esc(emp.if_)} – Patente
{esc(emp.patente)} · Page {page_no}/{pages}</div>
</div>"""


# ------------------------------------------------------------------ modern HR SaaS

SAAS_CSS = """
.ss { width:210mm; height:297mm; padding:0; font-family:'Noto Sans','DejaVu Sans',sans-serif; font-size:8.6pt;
color:#222; }
.ss .bd { background:linear-gradient(90deg,var(--c1),var(--c2)); color:#fff; padding:7mm 14mm 6mm; display:flex;
justify-content:space-between; align-items:center; }
.ss .bd h1 { margin:0; font-size:18pt; font-weight:600; }
.ss .chip { background:rgba(255,255,255,.2); border-radius:10px; padding:1.5mm 4mm; font-size:10pt; }
.ss .body { padding:6mm 14mm; }
.ss .cards { display:grid; grid-template-columns:1fr 1fr; gap:5mm; }
.ss .card { border:1px solid #e2e2e2; border-radius:6px; padding:3mm 4mm; }
.ss .card h4 { margin:0 0 2mm; color:var(--c1); font-size:8pt; text-transform:uppercase; letter-spacing:.8px; }
.ss .row { display:flex; justify-content:space-between; padding:.8mm 0; }
.ss .row span:first-child { color:#777; }
.ss table { width:100%; border-collapse:collapse; margin-top:5mm; }
.ss th { text-align:left; color:#777; font-weight:600; font-size:7.6pt; border-bottom:1.5px solid var(--c1);
padding:1.6mm; }
.ss td { padding:1.6mm; }
.ss tbody tr:nth-child(even) td { background:#f6f7fa; }
.ss .kpis { display:grid; grid-template-columns:repeat(4,1fr); gap:3mm; margin-top:5mm; }
.ss .kpi { border-radius:6px; background:#f3f4f8; padding:3mm; }
.ss .kpi .v { font-size:11pt; font-weight:600; margin-top:1mm; }
.ss .kpi.net { background:var(--c1); color:#fff; }
"""


def saas_page(ctx: Ctx, pay: Pay, S: Shown, page_no: int, pages: int) -> str:
    c, emp = ctx.c, ctx.c.emp
    en = c.employer == "orion"
    ast = {"nexa": "sp", "orion": "en", "orangers": "nbsp", "palmeraie": "sp"}[c.employer]
    dst = {"nexa": "long", "orion": "en", "orangers": "dot", "palmeraie": "dash"}[c.employer]
    cur = "MAD" if en else "DH"
    fa = lambda x: amount(x, ast) if x else ""  # noqa: E731
    L = (
        dict(
            t="Payslip",
            emp="Employee",
            co="Employer",
            name="Name",
            id="Employee ID",
            cin="National ID",
            cnss="CNSS no.",
            pos="Position",
            hire="Start date",
            ct="Contract",
            dep="Department",
            rub="Item",
            base="Base",
            rate="Rate",
            g="Earnings",
            r="Deductions",
            gross="Gross salary",
            tax="Net taxable",
            ded="Total deductions",
            net="Net pay",
            paid="Paid by transfer on",
            ycum="Year-to-date gross",
            aff="CNSS employer no.",
            foot="Document generated electronically – valid without signature",
        )
        if en
        else dict(
            t="Bulletin de paie",
            emp="Salarié",
            co="Employeur",
            name="Nom",
            id="Matricule",
            cin="CIN",
            cnss="N° CNSS",
            pos="Poste",
            hire="Date d'entrée",
            ct="Type de contrat",
            dep="Département",
            rub="Rubrique",
            base="Base",
            rate="Taux",
            g="Gains",
            r="Retenues",
            gross="Salaire brut",
            tax="Net imposable",
            ded="Total retenues",
            net="Net à payer",
            paid="Versé par virement le",
            ycum="Cumul brut annuel",
            aff="N° affiliation CNSS",
            foot="Document généré électroniquement – valable sans signature",
        )
    )
    ct_txt = CONTRACT_EN[c.contract] if en else ({"CDI": "CDI", "CDD": "CDD"}.get(c.contract, CONTRACT_FR[c.contract]))
    rows = ""
    for ln in pay.lines:
        lab = EN_LABELS.get(ln.label, ln.label) if en else ln.label
        rows += (
            f"<tr><td>{esc(lab)}</td><td class=num>{fa(ln.base) if ln.base and ln.code != '100' else ''}</td>"
            f"<td class=num>{_rate(ln.rate)}</td><td class=num>{fa(ln.gain)}</td><td class=num>{fa(ln.ret)}</td></tr>"
        )
    period = month_label(pay.ym, "en" if en else "fr")
    show_cin = c.employer != "orangers"
    cin_row = f'<div class="row"><span>{L["cin"]}</span><span>{S("cin", c.cin, c.cin)}</span></div>' if show_cin else ""
    return f"""<div class="page ss" style="--c1:{emp.colors[0]};--c2:{emp.colors[1]}">
<div class="bd"><div style="display:flex;gap:4mm;align-items:center"><div
style="background:#fff;border-radius:6px;
padding:1mm">{art.logo(emp.logo, emp.brand[:1], emp.colors[0], emp.colors[1], 40)}</div>
<div><h1>{L["t"]}</h1><div style="opacity:.9">{esc(emp.brand)}</div></div></div>
<div class="chip">{S("pay_period", pay.ym, period)}</div></div>
<div class="body">
<div class="cards">
<div class="card"><h4>{L["emp"]}</h4>
<div class="row"><span>{L["name"]}</span><b>{S("applicant_name", c.name, c.name)}</b></div>
<div class="row"><span>{L["id"]}</span><span>{esc(c.matricule)}</span></div>{cin_row}
<div class="row"><span>{L["cnss"]}</span><span>{S("cnss_number", c.cnss_no, c.cnss_no)}</span></div>
<div class="row"><span>{L["pos"]}</span><span>{S("position", c.position, c.position)}</span></div>
<div class="row"><span>{L["dep"]}</span><span>{esc(c.pay["service"])}</span></div>
<div class="row"><span>{L["hire"]}</span><span>{S("hire_date", c.hire, date(c.hire, dst))}</span></div>
<div class="row"><span>{L["ct"]}</span><span>{S("contract_type", c.contract, ct_txt)}</span></div></div>
<div class="card"><h4>{L["co"]}</h4><div><b>{S("employer", emp.name, emp.name)}</b></div>
<div style="color:#555;margin-top:1mm">{esc(emp.addr[0])}<br>{esc(emp.addr[1])}</div>
<div class="row" style="margin-top:2mm"><span>{L["aff"]}</span><span>{S("employer_cnss", emp.cnss, emp.cnss)}</span>
</div>
<div class="row"><span>ICE</span><span>{esc(emp.ice)}</span></div><div
class="row"><span>IF</span><span>{esc(emp.if_)}</span></div>
<div class="row"><span>RC</span><span>{esc(emp.rc)}</span></div></div></div>
<table><thead><tr><th>{L["rub"]}</th><th class=num>{L["base"]}</th><th class=num>{L["rate"]} %</th><th
class=num>{L["g"]}</th><th class=num>{L["r"]}</th></tr></thead>
<tbody>{rows}</tbody></table>
<div class="kpis">
<div class="kpi">{L["gross"]}<div class="v">{S("gross_salary", pay.gross, fa(pay.gross))} {cur}</div></div>
<div class="kpi">{L["ded"]}<div class="v">{fa(pay.deductions)} {cur}</div></div>
<div class="kpi">{L["tax"]}<div class="v">{fa(pay.sni)} {cur}</div></div>
<div class="kpi net">{L["net"]}<div class="v">{S("net_salary", pay.net, fa(pay.net))} {cur}</div></div></div>
<div style="margin-top:5mm;color:#666">{L["paid"]} {date(pay_date(pay.ym, 1), dst)} – {esc(c.bk.name)} · {L["ycum"]}
: {fa(pay.ytd_gross)} {cur}</div>
</div>
<div style="position:absolute;bottom:8mm;left:14mm;right:14mm;font-size:7pt;color:#999;display:flex;
justify-content:space-between">
<span>{L["foot"]}</span><span>{page_no}/{pages}</span></div>
</div>"""


LAYOUTS = {
    "erp": (ERP_CSS, erp_page),
    "english": (EN_CSS, en_page),
    "simple": (SIMPLE_CSS, simple_page),
    "public": (PUB_CSS, pub_page),
    "interim": (INT_CSS, int_page),
    "saas": (SAAS_CSS, saas_page),
}


def payslip(ctx: Ctx) -> str:
    """spec['months']: the months this file holds, first page first. Labels are those of the first page."""
    c = ctx.c
    css, fn = LAYOUTS[c.emp.payslip]
    months = ctx.spec["months"]
    pages = []
    first_pay = None
    for i, ym in enumerate(months):
        pay = compute_pay(c, ym)
        S = ctx.S if i == 0 else Shown()
        if i == 0:
            first_pay = pay
        elif first_pay and (pay.gross != first_pay.gross or pay.net != first_pay.net):
            raise ValueError("a multi-page payslip file must keep the same pay on every page")
        pages.append(fn(ctx, pay, S, i + 1, len(months)))
    title = f"Bulletin_{c.matricule}_{months[0]}"
    return html_doc("".join(pages), css, title, lang="en" if c.employer in ("strata", "orion") else "fr")
