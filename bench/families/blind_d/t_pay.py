"""Payslips: six layouts as different payroll programs print them."""

from __future__ import annotations

import random

from . import art
from . import fmt as F
from .art import esc
from .payroll import Pay, compute
from .tbase import AR, CONTRACT_EN, CONTRACT_FR, civ, document, footer, letterhead, name
from .world import Case, Doc


def _num(s: str, style: str) -> str:
    if not s:
        return ""
    try:
        v = float(s.replace(",", "."))
    except ValueError:
        return s
    return F.money(v, style)


def _rate(s: str, style: str) -> str:
    if not s:
        return ""
    if s.endswith("%"):
        return s.replace(".", ",") if style != "en" and style != "pt" else s.replace(",", ".")
    try:
        v = float(s.replace(",", "."))
    except ValueError:
        return s
    txt = f"{v:.4f}"
    return txt if style in ("en", "pt") else txt.replace(".", ",")


def _labels(c: Case, pay: Pay, **shown: bool) -> dict:
    p, e, j = c.person, c.employer, c.job
    lab: dict = {
        "applicant_name": p.name,
        "employer": e.name,
        "position": j.position,
        "pay_period": f"{pay.year}-{pay.month:02d}",
        "gross_salary": pay.gross,
        "net_salary": pay.net,
    }
    if shown.get("cin", True):
        lab["cin"] = p.cin
    if shown.get("employer_cnss", True):
        lab["employer_cnss"] = e.cnss
    if shown.get("cnss_number", True) and p.cnss and j.cnss_applies:
        lab["cnss_number"] = p.cnss
    if shown.get("hire_date", True):
        lab["hire_date"] = j.hire.isoformat()
    if shown.get("contract_type", True):
        lab["contract_type"] = j.contract
    return lab


def _pays(c: Case, doc: Doc) -> list[Pay]:
    return [compute(c, y, m) for y, m in doc.months]


def _situation(c: Case) -> str:
    p = c.person
    s = ("Marié" if p.sex == "M" else "Mariée") if p.married else ("Célibataire")
    return s


def _deps(c: Case) -> int:
    return min((1 if c.person.married else 0) + c.person.children, 6)


# ------------------------------------------------------------------------------------------------ 1. classic grid

CLASSIC_CSS = """
.page{padding:12mm 12mm 10mm 12mm;font-family:'Liberation Sans',sans-serif;font-size:8.6pt;color:#111}
.hd{display:flex;gap:4mm}.box{border:0.3mm solid #222;padding:2mm 3mm}
.ttl{font-size:15pt;font-weight:bold;text-align:center;letter-spacing:1pt;margin:1mm 0 2mm}
table.g{border-collapse:collapse;width:100%}table.g td,table.g th{border:0.25mm solid #333;padding:1.1mm 1.6mm}
table.g th{background:#e4e4e4;font-size:8pt}.num{text-align:right;white-space:nowrap}
table.info td{padding:0.7mm 1.5mm;vertical-align:top}.lbl{color:#333}
.tot td{font-weight:bold;background:#f1f1f1}.net{font-size:12pt;font-weight:bold}
.legal{position:absolute;bottom:7mm;left:12mm;right:12mm;font-size:6.8pt;color:#444;text-align:center;
border-top:0.2mm solid #999;padding-top:1mm}
"""


def classic(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    st = "dot" if c.cid in ("c05",) else "sp"
    ds = "slash"
    pages = []
    pays = _pays(c, doc)
    for i, pay in enumerate(pays):
        rows = []
        for ln in pay.lines:
            rows.append(
                f"<tr><td>{ln.code}</td><td>{esc(ln.label)}</td><td class=num>{_num(ln.base, st)}</td>"
                f"<td class=num>{_rate(ln.rate, st)}</td>"
                f"<td class=num>{F.money(ln.gain, st) if ln.gain else ''}</td>"
                f"<td class=num>{F.money(ln.ret, st) if ln.ret else ''}</td>"
                f"<td class=num>{F.money(ln.employer, st) if ln.employer else ''}</td></tr>"
            )
        for _ in range(max(0, 16 - len(pay.lines))):
            rows.append("<tr>" + "<td>&nbsp;</td>" * 7 + "</tr>")
        rows.append(
            f"<tr class=tot><td></td><td>TOTAUX</td><td></td><td></td><td class=num>{F.money(pay.gross, st)}</td>"
            f"<td class=num>{F.money(pay.deductions, st)}</td>"
            f"<td class=num>{F.money(pay.employer_total, st)}</td></tr>"
        )
        contract = CONTRACT_FR[j.contract][2]
        page = f"""<div class=page>
<div class=hd><div class=box style="flex:1.2"><b style="font-size:10pt">{esc(e.name)}</b><br>
{"<br>".join(esc(a) for a in e.address)}<br>N° CNSS employeur : <b>{e.cnss}</b><br>ICE : {e.ice}
&nbsp; IF : {e.if_}</div>
<div class=box style="flex:1"><div class=ttl>BULLETIN DE PAIE</div>
<div>Période du {F.date(pay.period_start, ds)} au {F.date(pay.period_end, ds)}</div>
<div>Mois de paie : <b>{F.month(pay.year, pay.month, "FR")}</b></div>
<div>Date de paiement : {F.date(pay.pay_date, ds)}</div></div></div>
<div class=box style="margin-top:3mm"><table class=info style="width:100%"><tr>
<td class=lbl>Matricule</td><td><b>{esc(j.matricule)}</b></td>
<td class=lbl>Nom et prénom</td><td><b>{esc(name(p, "Fg"))}</b></td></tr>
<tr><td class=lbl>N° CIN</td><td>{p.cin}</td><td class=lbl>N° CNSS</td><td>{p.cnss}</td></tr>
<tr><td class=lbl>Date d'embauche</td><td>{F.date(j.hire, ds)}</td><td class=lbl>Emploi</td>
<td>{esc(j.position)}</td></tr>
<tr><td class=lbl>Type de contrat</td><td>{contract}</td><td class=lbl>Catégorie</td>
<td>{esc(j.category or "-")}</td></tr>
<tr><td class=lbl>Service</td><td>{esc(j.department)}</td><td class=lbl>Situation familiale</td>
<td>{_situation(c)} \u2013 {_deps(c)} déduction(s)</td></tr>
<tr><td class=lbl>Jours travaillés</td><td>{pay.days}</td><td class=lbl>Heures</td><td>{_num(str(pay.hours), st)}</td>
</tr></table></div>
<table class=g style="margin-top:3mm"><tr><th style="width:9mm">N°</th><th>Désignation</th><th>Nombre / Base</th>
<th>Taux</th><th>Gains</th><th>Retenues</th><th>Part patronale</th></tr>{"".join(rows)}</table>
<table class=g style="margin-top:3mm"><tr><th>Salaire brut</th><th>Brut imposable</th><th>Frais prof.</th>
<th>Net imposable</th><th>I.R.</th><th>Total retenues</th><th>NET A PAYER</th></tr>
<tr><td class=num>{F.money(pay.gross, st)}</td><td class=num>{F.money(pay.taxable, st)}</td>
<td class=num>{F.money(pay.prof, st)}</td><td class=num>{F.money(pay.net_taxable, st)}</td>
<td class=num>{F.money(pay.ir, st)}</td><td class=num>{F.money(pay.deductions, st)}</td>
<td class="num net">{F.money(pay.net, st)}</td></tr></table>
<table class=g style="margin-top:3mm;width:70%"><tr><th>Cumuls annuels</th><th>Brut</th><th>Net imposable</th>
<th>I.R.</th><th>Congés acquis</th></tr><tr><td>Au {F.date(pay.period_end, ds)}</td>
<td class=num>{F.money(pay.ytd_gross, st)}</td><td class=num>{F.money(pay.ytd_taxable, st)}</td>
<td class=num>{F.money(pay.ytd_ir, st)}</td><td class=num>{_num(str(pay.leave_balance), st)} j</td></tr></table>
<div style="margin-top:4mm">Mode de paiement : Virement bancaire \u2013 {esc(c.bank.name)} \u2013
compte n° ****{c.bank.account[-4:]}
</div><div style="margin-top:2mm;font-size:7.5pt;color:#444">Pour vous aider à faire valoir vos droits, conservez
ce bulletin de paie sans limitation de durée. Page {i + 1}/{len(pays)}</div>
{footer(e, with_cnss=False)}</div>"""
        pages.append(page)
    return document(pages, CLASSIC_CSS), _labels(c, pays[-1])


# ------------------------------------------------------------------------------------------------ 2. English payslip

EN_CSS = """
.page{padding:14mm 15mm;font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:8.6pt;color:#1d2330}
.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1mm solid var(--c1);
padding-bottom:3mm}.t1{font-size:20pt;font-weight:bold;color:var(--c1)}.muted{color:#5f6775}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr 1fr;gap:1.2mm 4mm;margin:4mm 0;background:#f4f6f9;
padding:3mm 4mm;border-radius:1.5mm}.grid div span{display:block;color:#5f6775;font-size:7pt;
text-transform:uppercase;letter-spacing:0.3pt}
.two{display:flex;gap:6mm}.two>div{flex:1}table.t{width:100%;border-collapse:collapse}
table.t th{text-align:left;border-bottom:0.4mm solid var(--c1);padding:1.5mm 1mm;font-size:7.5pt;
text-transform:uppercase;color:var(--c1)}table.t td{padding:1.4mm 1mm;border-bottom:0.15mm solid #d9dde3}
.num{text-align:right;white-space:nowrap}.sum{display:flex;gap:4mm;margin-top:5mm}
.sum div{flex:1;border:0.3mm solid #cfd5dd;border-radius:1.5mm;padding:2.5mm 3mm}
.sum b{display:block;font-size:12pt;margin-top:1mm}.sum .net{background:var(--c1);color:#fff;border-color:var(--c1)}
.legal{position:absolute;bottom:8mm;left:15mm;right:15mm;font-size:6.6pt;color:#6b7280;text-align:center}
"""


def english(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    st = "en"
    ds = "en_gb" if c.cid == "c01" else "slash"
    title = "Payslip" if c.cid == "c01" else "Salary slip"
    pages = []
    pays = _pays(c, doc)
    for pay in pays:
        earn = "".join(
            f"<tr><td>{esc(_en(ln.label))}</td><td class=num>{_rate(ln.rate, st)}</td>"
            f"<td class=num>{F.money(ln.gain, st)}</td></tr>"
            for ln in pay.lines
            if ln.gain
        )
        ded = "".join(
            f"<tr><td>{esc(_en(ln.label))}</td><td class=num>{_rate(ln.rate, st)}</td>"
            f"<td class=num>{F.money(ln.ret, st)}</td></tr>"
            for ln in pay.lines
            if ln.ret
        )
        page = f"""<div class=page style="--c1:{e.colors[0]}">
<div class=top><div>{art.logo(e.logo_kind, e.brand, e.colors[0], e.colors[1], 12)}
<div class=muted style="margin-top:1mm">{esc(e.name)}<br>{esc(", ".join(e.address))}</div></div>
<div style="text-align:right"><div class=t1>{title}</div><div>Pay period: <b>{F.month(pay.year, pay.month, "en")}</b>
</div><div class=muted>Payment date: {F.date(pay.pay_date, ds)}</div></div></div>
<div class=grid><div><span>Employee</span><b>{esc(name(p, "gF"))}</b></div>
<div><span>Employee ID</span>{esc(j.matricule)}</div><div><span>National ID (CIN)</span>{p.cin}</div>
<div><span>CNSS No.</span>{p.cnss}</div><div><span>Job title</span>{esc(j.position)}</div>
<div><span>Department</span>{esc(j.department)}</div><div><span>Date of joining</span>{F.date(j.hire, ds)}</div>
<div><span>Contract</span>{CONTRACT_EN[j.contract][2]}</div><div><span>Grade</span>{esc(j.category or "-")}</div>
<div><span>Employer CNSS No.</span>{e.cnss}</div><div><span>Employer ICE</span>{e.ice}</div>
<div><span>Days worked</span>{pay.days}</div></div>
<div class=two><div><table class=t><tr><th>Earnings</th><th class=num>Rate</th><th class=num>Amount (MAD)</th></tr>
{earn}</table></div><div><table class=t><tr><th>Deductions</th><th class=num>Rate</th>
<th class=num>Amount (MAD)</th></tr>{ded}</table></div></div>
<div class=sum><div>Gross pay<b>MAD {F.money(pay.gross, st)}</b></div>
<div>Total deductions<b>MAD {F.money(pay.deductions, st)}</b></div>
<div>Taxable income<b>MAD {F.money(pay.net_taxable, st)}</b></div>
<div class=net>Net pay<b>MAD {F.money(pay.net, st)}</b></div></div>
<table class=t style="margin-top:6mm;width:60%"><tr><th>Year to date</th><th class=num>Amount (MAD)</th></tr>
<tr><td>Gross earnings</td><td class=num>{F.money(pay.ytd_gross, st)}</td></tr>
<tr><td>Taxable income</td><td class=num>{F.money(pay.ytd_taxable, st)}</td></tr>
<tr><td>Income tax (IR)</td><td class=num>{F.money(pay.ytd_ir, st)}</td></tr>
<tr><td>Net paid</td><td class=num>{F.money(pay.ytd_net, st)}</td></tr></table>
<p class=muted style="margin-top:5mm">Paid by bank transfer to {esc(c.bank.name)} account ending {c.bank.account[-4:]}.
Leave balance: {pay.leave_balance:.1f} days. This payslip is computer generated and does not require a signature.</p>
{footer(e, with_cnss=False, en=True)}</div>"""
        pages.append(page)
    return document(pages, EN_CSS, lang="en"), _labels(c, pays[-1])


_EN = {
    "Salaire de base": "Basic salary",
    "Prime d'ancienneté": "Seniority bonus",
    "Prime de langue": "Language allowance",
    "Prime d'encadrement": "Team lead allowance",
    "Indemnité de transport": "Transport allowance",
    "CNSS - Prestations sociales": "CNSS social security",
    "AMO": "AMO health insurance",
    "CIMR": "CIMR pension",
    "Mutuelle complémentaire": "Complementary health plan",
    "Impôt sur le revenu (IR)": "Income tax (IR)",
}


def _en(label: str) -> str:
    return _EN.get(label, label)


# ------------------------------------------------------------------------------------------------ 3. outsourced

OUT_CSS = """
.page{padding:13mm 14mm;font-family:'DejaVu Sans',sans-serif;font-size:7.9pt;color:#222}
.band{display:flex;justify-content:space-between;align-items:center;margin-bottom:3mm}
.ttl{font-size:13pt;font-weight:bold;color:var(--c1)}.sub{font-size:7.2pt;color:#666}
.cols{display:flex;gap:5mm;margin-bottom:3mm}.cols>div{flex:1;border-top:0.6mm solid var(--c1);padding-top:1.5mm}
.kv{display:flex;justify-content:space-between;padding:0.5mm 0;border-bottom:0.1mm dotted #bbb}
.kv span:first-child{color:#555}
table.z{width:100%;border-collapse:collapse}table.z th{background:var(--c1);color:#fff;padding:1.5mm;
font-size:7.3pt;text-align:left}table.z td{padding:1.2mm 1.5mm}table.z tr:nth-child(even) td{background:#f2f4f7}
.num{text-align:right;white-space:nowrap}.totrow td{border-top:0.4mm solid var(--c1);font-weight:bold;
background:#fff !important}
.netbox{margin-top:4mm;display:flex;justify-content:flex-end;gap:4mm}.netbox div{border:0.4mm solid var(--c1);
padding:2mm 4mm;min-width:38mm}.netbox .n{background:var(--c1);color:#fff;font-weight:bold;font-size:11pt}
.legal{position:absolute;bottom:7mm;left:14mm;right:14mm;font-size:6.4pt;color:#777;text-align:center}
"""


def outsourced(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    bil = c.cid in ("c02", "c08")
    st = "sp"
    ds = "dot" if c.cid == "c08" else "slash"

    def bl(fr: str, en: str) -> str:
        return f"{fr} / <i>{en}</i>" if bil else fr

    title = "BULLETIN DE SALAIRE / PAYSLIP" if bil else "BULLETIN DE SALAIRE"
    pages = []
    pays = _pays(c, doc)
    for pay in pays:
        rows = "".join(
            f"<tr><td>{ln.code}</td><td>{esc(ln.label)}</td><td class=num>{_num(ln.base, st)}</td>"
            f"<td class=num>{_rate(ln.rate, st)}</td><td class=num>{F.money(ln.gain, st) if ln.gain else ''}</td>"
            f"<td class=num>{F.money(ln.ret, st) if ln.ret else ''}</td></tr>"
            for ln in pay.lines
        )
        made_by = (
            f"<div class=sub>Édité par {esc(e.outsourcer)} \u2013 {esc(e.outsourcer_address)} \u2013 pour le compte de "
            f"l'employeur ci-dessous</div>"
            if e.outsourcer
            else ""
        )
        cnss_line = (
            f"<div class=kv><span>{bl('N° affiliation CNSS', 'Employer CNSS')}</span><span>{e.cnss}</span></div>"
        )
        page = f"""<div class=page style="--c1:{e.colors[0]}">
<div class=band><div>{art.logo(e.logo_kind, e.brand, e.colors[0], e.colors[1], 11)}</div>
<div style="text-align:right"><div class=ttl>{title}</div>
<div>{bl("Période", "Period")} : <b>{F.month(pay.year, pay.month, "Fr")}</b></div>
<div class=sub>{bl("Du", "From")} {F.date(pay.period_start, ds)} {bl("au", "to")}
{F.date(pay.period_end, ds)}</div></div>
</div>{made_by}
<div class=cols style="margin-top:3mm"><div><b>{bl("Employeur", "Employer")}</b>
<div class=kv><span>{bl("Raison sociale", "Company")}</span><span>{esc(e.name)}</span></div>
<div class=kv><span>{bl("Adresse", "Address")}</span><span>{esc(e.address[0])}</span></div>
<div class=kv><span></span><span>{esc(" ".join(e.address[1:]))}</span></div>{cnss_line}
<div class=kv><span>ICE</span><span>{e.ice}</span></div></div>
<div><b>{bl("Salarié", "Employee")}</b>
<div class=kv><span>{bl("Nom", "Name")}</span><span><b>{esc(civ(p))} {esc(name(p, "gF"))}</b></span></div>
<div class=kv><span>{bl("Matricule", "ID")}</span><span>{esc(j.matricule)}</span></div>
<div class=kv><span>CIN</span><span>{p.cin}</span></div>
<div class=kv><span>{bl("Immatriculation CNSS", "CNSS No.")}</span><span>{p.cnss}</span></div>
<div class=kv><span>{bl("Fonction", "Position")}</span><span>{esc(j.position)}</span></div>
<div class=kv><span>{bl("Entrée le", "Hire date")}</span><span>{F.date(j.hire, ds)}</span></div>
<div class=kv><span>{bl("Contrat", "Contract")}</span><span>{CONTRACT_FR[j.contract][1]}</span></div>
<div class=kv><span>{bl("Ancienneté", "Seniority")}</span><span>{pay.seniority_rate} %</span></div></div></div>
<table class=z><tr><th>Code</th><th>{bl("Rubrique", "Item")}</th><th class=num>Base</th>
<th class=num>{bl("Taux", "Rate")}</th><th class=num>{bl("Gains", "Earnings")}</th>
<th class=num>{bl("Retenues", "Deductions")}</th></tr>{rows}
<tr class=totrow><td></td><td>{bl("Total brut", "Gross total")}</td><td></td><td></td>
<td class=num>{F.money(pay.gross, st)}</td><td class=num>{F.money(pay.deductions, st)}</td></tr></table>
<div class=netbox><div>{bl("Brut imposable", "Taxable gross")}<br><b>{F.money(pay.taxable, st)}</b></div>
<div>{bl("Net imposable", "Net taxable")}<br><b>{F.money(pay.net_taxable, st)}</b></div>
<div class=n>{bl("NET À PAYER", "NET PAY")}<br>{F.money(pay.net, st)} MAD</div></div>
<div style="margin-top:5mm;display:flex;gap:8mm;color:#555"><div>{bl("Cumul brut", "YTD gross")} :
{F.money(pay.ytd_gross, st)}</div><div>{bl("Cumul IR", "YTD tax")} : {F.money(pay.ytd_ir, st)}</div>
<div>{bl("Congés restants", "Leave balance")} : {pay.leave_balance:.1f} j</div>
<div>{bl("Versé le", "Paid on")} {F.date(pay.pay_date, ds)}</div></div>
{footer(e, with_cnss=False)}</div>"""
        pages.append(page)
    return document(pages, OUT_CSS), _labels(c, pays[-1])


# ------------------------------------------------------------------------------------------------ 4. temp agency

INT_CSS = """
.page{padding:12mm 14mm;font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif;font-size:9.2pt;color:#111}
h1{font-size:14pt;margin:2mm 0;text-align:right;color:var(--c1)}
.blk{border:0.3mm solid #555;margin-top:3mm}.blk .h{background:#ddd;padding:1mm 2mm;font-weight:bold;
border-bottom:0.3mm solid #555}.blk .in{padding:1.5mm 2mm;display:grid;grid-template-columns:1fr 1fr;gap:0.6mm 6mm}
table.h{width:100%;border-collapse:collapse;margin-top:3mm}table.h th{border-top:0.4mm solid #000;
border-bottom:0.4mm solid #000;padding:1.3mm;text-align:left}table.h td{padding:1.1mm 1.3mm;
border-bottom:0.1mm solid #ccc}.num{text-align:right;white-space:nowrap}
.foot{display:flex;justify-content:space-between;margin-top:4mm;border:0.4mm solid #000;padding:2mm 3mm;
font-size:10pt}.legal{position:absolute;bottom:8mm;left:14mm;right:14mm;font-size:7pt;text-align:center;color:#333}
"""


def interim(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    st = "plain"
    ds = "dash" if c.cid == "c03" else "slash"
    pages = []
    pays = _pays(c, doc)
    for k, pay in enumerate(pays):
        rows = "".join(
            f"<tr><td>{esc(ln.label)}</td><td class=num>{_num(ln.base, st)}</td><td class=num>{_rate(ln.rate, st)}</td>"
            f"<td class=num>{F.money(ln.gain, st) if ln.gain else ''}</td>"
            f"<td class=num>{F.money(ln.ret, st) if ln.ret else ''}</td></tr>"
            for ln in pay.lines
        )
        contract_no = f"CM-{pay.year}-{int(j.matricule[-4:]) * 7 % 9000 + 1000}"
        page = f"""<div class=page style="--c1:{e.colors[0]}">
{letterhead(e, "left", 12)}
<h1>BULLETIN DE PAIE \u2013 SALARIÉ INTÉRIMAIRE</h1>
<div style="text-align:right">Période : {F.date(pay.period_start, ds)} au {F.date(pay.period_end, ds)}
 &nbsp;|&nbsp; Paiement : {F.date(pay.pay_date, ds)}</div>
<div class=blk><div class=h>Entreprise de travail temporaire</div><div class=in>
<div>Raison sociale : <b>{esc(e.name)}</b></div><div>Autorisation ETT n° {e.rc.split()[-1]}/MT</div>
<div>N° affiliation CNSS : {e.cnss}</div><div>ICE : {e.ice}</div></div></div>
<div class=blk><div class=h>Intérimaire</div><div class=in>
<div>Nom : <b>{esc(name(p, "FG"))}</b></div><div>Matricule : {esc(j.matricule)}</div>
<div>CIN : {p.cin}</div><div>N° CNSS : {p.cnss}</div>
<div>Qualification : {esc(j.position)}</div><div>Statut : {CONTRACT_FR[j.contract][1]}</div>
<div>Date d'entrée : {F.date(j.hire, ds)}</div><div>Situation : {_situation(c)}, {_deps(c)} pers. à charge</div>
</div></div>
<div class=blk><div class=h>Mission</div><div class=in>
<div>Entreprise utilisatrice : {esc(e.client)}</div><div>Contrat de mission n° {contract_no}</div>
<div>Lieu : {esc(e.client_site)}</div><div>Horaire : 2x8 \u2013 {_num(str(pay.hours), st)} h / mois</div></div></div>
<table class=h><tr><th>Libellé</th><th class=num>Nombre</th><th class=num>Taux</th><th class=num>A payer</th>
<th class=num>A retenir</th></tr>{rows}
<tr><td><b>Salaire brut</b></td><td></td><td></td><td class=num><b>{F.money(pay.gross, st)}</b></td>
<td class=num><b>{F.money(pay.deductions, st)}</b></td></tr></table>
<div class=foot><div>Brut imposable : {F.money(pay.taxable, st)}</div><div>Net imposable :
{F.money(pay.net_taxable, st)}</div><div><b>Net à payer : {F.money(pay.net, st)} DH</b></div></div>
<div style="margin-top:3mm;font-size:8pt">Cumul brut {pay.year} : {F.money(pay.ytd_gross, st)} \u2013 Cumul IR :
{F.money(pay.ytd_ir, st)} \u2013 Règlement par virement {esc(c.bank.name)}. Feuillet {k + 1}/{len(pays)}.</div>
{footer(e)}</div>"""
        pages.append(page)
    return document(pages, INT_CSS), _labels(c, pays[-1])


# ------------------------------------------------------------------------------------------------ 5. minimal

MIN_CSS = """
.page{padding:16mm 17mm;font-family:'Noto Sans',sans-serif;font-size:8.8pt;color:#1f2933}
.head{display:flex;justify-content:space-between;align-items:center}
.big{font-size:22pt;font-weight:bold;letter-spacing:-0.3pt}.muted{color:#7b8794}
.cards{display:flex;gap:4mm;margin:6mm 0}.cards div{flex:1;background:#f5f7fa;border-radius:2.5mm;padding:3mm 4mm}
.cards b{display:block;font-size:13pt;margin-top:1mm}.cards .hl{background:var(--c1);color:#fff}
table.m{width:100%;border-collapse:collapse}table.m td,table.m th{padding:1.7mm 1mm}
table.m th{text-align:left;color:#7b8794;font-weight:normal;font-size:7.6pt;text-transform:uppercase}
.num{text-align:right;white-space:nowrap}.sec{margin-top:5mm;font-weight:bold;color:var(--c1)}
.who{display:grid;grid-template-columns:1fr 1fr;gap:1mm 10mm;margin-top:4mm}
.legal{position:absolute;bottom:9mm;left:17mm;right:17mm;font-size:6.8pt;color:#9aa5b1}
"""


def minimal(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    st = "sp"
    ds = "dot2" if c.cid == "c04" else "slash"
    show_cin = c.cid != "c04"
    show_cnss_emp = c.cid != "c14"
    title = "Fiche de paie"
    pages = []
    pays = _pays(c, doc)
    for pay in pays:
        gains = "".join(
            f"<tr><td>{esc(ln.label)}</td><td class=num>{F.money(ln.gain, st)} DH</td></tr>"
            for ln in pay.lines
            if ln.gain
        )
        rets = "".join(
            f"<tr><td>{esc(ln.label)}</td><td class=num>{_rate(ln.rate, st)}</td>"
            f"<td class=num>\u2013 {F.money(ln.ret, st)} DH</td></tr>"
            for ln in pay.lines
            if ln.ret
        )
        if not rets:
            rets = "<tr><td class=muted>Aucune retenue (stage non soumis)</td><td></td><td class=num>0,00 DH</td></tr>"
        cin_row = f"<div><span class=muted>CIN</span> {p.cin}</div>" if show_cin else ""
        cnss_row = (
            f"<div><span class=muted>N° CNSS</span> {p.cnss}</div>"
            if j.cnss_applies
            else "<div><span class=muted>N° CNSS</span> non applicable</div>"
        )
        emp_cnss = f" · CNSS {e.cnss}" if show_cnss_emp else ""
        page = f"""<div class=page style="--c1:{e.colors[0]}">
<div class=head><div>{art.logo(e.logo_kind, e.brand, e.colors[0], e.colors[1], 10)}</div>
<div style="text-align:right"><div class=big>{title}</div>
<div class=muted>{F.month(pay.year, pay.month, "Fr")}</div></div></div>
<div class=who><div><span class=muted>Salarié(e)</span> <b>{esc(name(p, "gf"))}</b></div>
<div><span class=muted>Employeur</span> {esc(e.name)}</div>
<div><span class=muted>Poste</span> {esc(j.position)}</div>
<div><span class=muted>Matricule</span> {esc(j.matricule)}</div>
{cin_row}{cnss_row}
<div><span class=muted>Date d'entrée</span> {F.date(j.hire, ds)}</div>
<div><span class=muted>Contrat</span> {CONTRACT_FR[j.contract][1]}</div></div>
<div class=cards><div>Salaire brut<b>{F.money(pay.gross, st)} DH</b></div>
<div>Retenues<b>{F.money(pay.deductions, st)} DH</b></div>
<div class=hl>Net à payer<b>{F.money(pay.net, st)} DH</b></div></div>
<div class=sec>Éléments de rémunération</div>
<table class=m><tr><th>Rubrique</th><th class=num>Montant</th></tr>{gains}</table>
<div class=sec>Cotisations et retenues</div>
<table class=m><tr><th>Rubrique</th><th class=num>Taux</th><th class=num>Montant</th></tr>{rets}</table>
<p class=muted style="margin-top:6mm">Période du {F.date(pay.period_start, ds)} au {F.date(pay.period_end, ds)} ·
Versé par virement le {F.date(pay.pay_date, ds)} · Net imposable : {F.money(pay.net_taxable, st)} DH ·
Cumul brut annuel : {F.money(pay.ytd_gross, st)} DH</p>
<div class=legal>{esc(e.name)} · {esc(", ".join(e.address))}{emp_cnss} · ICE {e.ice}</div></div>"""
        pages.append(page)
    lab = _labels(c, pays[-1], cin=show_cin, employer_cnss=show_cnss_emp)
    return document(pages, MIN_CSS), lab


# ------------------------------------------------------------------------------------------------ 6. monospace

PUB_CSS = """
.page{padding:13mm 14mm;font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:8.4pt;color:#111}
.hdr{display:flex;justify-content:space-between;align-items:flex-start}
.rule{border-top:0.3mm dashed #000;margin:2mm 0}.dbl{border-top:0.6mm double #000;margin:2mm 0}
pre{font-family:inherit;margin:0;white-space:pre}.ttl{text-align:center;font-size:12pt;font-weight:bold}
.legal{position:absolute;bottom:8mm;left:14mm;right:14mm;font-size:6.8pt;text-align:center}
"""


def _lead(label: str, value: str, width: int = 34) -> str:
    dots = "." * max(2, width - len(label))
    return f"{label} {dots} {value}"


def public(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    st = "pt"
    ds = "slash"
    pages = []
    pays = _pays(c, doc)
    for pay in pays:
        lines = []
        for ln in pay.lines:
            gain = F.money(ln.gain, st) if ln.gain else ""
            ret = F.money(ln.ret, st) if ln.ret else ""
            base = _num(ln.base, st)
            lines.append(f"{ln.code:<5}{ln.label[:32]:<33}{base:>11} {_rate(ln.rate, st):>8} {gain:>11} {ret:>11}")
        body = "\n".join(esc(x) for x in lines)
        head = f"{'CODE':<5}{'RUBRIQUE':<33}{'BASE':>11} {'TAUX':>8} {'GAINS':>11} {'RETENUES':>11}"
        tot = f"{'':<5}{'TOTAUX':<33}{'':>11} {'':>8} {F.money(pay.gross, st):>11} {F.money(pay.deductions, st):>11}"
        left = "\n".join(
            [
                _lead("MATRICULE", j.matricule),
                _lead("NOM ET PRENOM", name(p, "FG")),
                _lead("C.I.N.", p.cin),
                _lead("N. IMMATRICULATION CNSS", p.cnss),
                _lead("DATE DE RECRUTEMENT", F.date(j.hire, ds)),
                _lead("GRADE / FONCTION", j.position),
                _lead("NATURE DU CONTRAT", CONTRACT_FR[j.contract][1]),
                _lead("AFFECTATION", j.department),
                _lead("SITUATION FAMILIALE", f"{_situation(c).upper()} - {_deps(c)} DED."),
            ]
        )
        page = f"""<div class=page>
<div class=hdr><div><b>{esc(e.name.upper())}</b><br>{"<br>".join(esc(a) for a in e.address)}<br>
AFFILIATION CNSS : {e.cnss}</div><div style="text-align:right" class=ar><span style="{AR};font-size:11pt">
بيان الأجرة</span></div></div>
<div class=dbl></div><div class=ttl>BULLETIN DE SALAIRE DU MOIS DE {F.month(pay.year, pay.month, "FR")}</div>
<div class=c>PERIODE : {F.date(pay.period_start, ds)} - {F.date(pay.period_end, ds)}</div><div class=rule></div>
<pre>{esc(left)}</pre><div class=rule></div><pre><b>{esc(head)}</b></pre><div class=rule></div>
<pre>{body}</pre><div class=rule></div><pre><b>{esc(tot)}</b></pre><div class=dbl></div>
<pre>{esc(_lead("SALAIRE BRUT", F.money(pay.gross, st)))}
{esc(_lead("SALAIRE BRUT IMPOSABLE", F.money(pay.taxable, st)))}
{esc(_lead("FRAIS PROFESSIONNELS", F.money(pay.prof, st)))}
{esc(_lead("SALAIRE NET IMPOSABLE", F.money(pay.net_taxable, st)))}
{esc(_lead("TOTAL DES RETENUES", F.money(pay.deductions, st)))}</pre>
<div class=rule></div><pre><b>{esc(_lead("NET A PAYER (DH)", F.money(pay.net, st)))}</b></pre><div class=rule></div>
<pre>{esc(_lead("CUMUL BRUT", F.money(pay.ytd_gross, st)))}
{esc(_lead("CUMUL I.R.", F.money(pay.ytd_ir, st)))}
{esc(_lead("DATE DE VIREMENT", F.date(pay.pay_date, ds)))}
{esc(_lead("BANQUE", c.bank.name.upper()))}</pre>
<div class=legal>{esc(" - ".join([e.name, *e.address]))} - ICE {e.ice} - IF {e.if_}</div></div>"""
        pages.append(page)
    return document(pages, PUB_CSS), _labels(c, pays[-1])


LAYOUTS = {
    "classic": classic,
    "en": english,
    "outsourced": outsourced,
    "interim": interim,
    "minimal": minimal,
    "public": public,
}


def render(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    return LAYOUTS[doc.layout](c, doc, rng)
