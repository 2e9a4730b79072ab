# ruff: noqa: RUF001
"""Employer letters: employment certificates and salary certificates."""

from __future__ import annotations

import datetime as dt

from .base import Ctx, civ, dirhams_words, e_, footer_ids, html_doc, letterhead, signature_block
from .tpl_pay import CONTRACT_EN
from .util import amount, d, date, esc, month_bounds
from .world import EMPLOYERS, compute_pay, inflated

LETTER_CSS = """
.lt { width:210mm; height:297mm; padding:0 0 0 0; font-family:var(--f); font-size:11pt; color:#111; line-height:1.55; }
.lt .in { padding:12mm 20mm 0; }
.lt h1 { text-align:center; font-size:16pt; letter-spacing:2px; margin:14mm 0 10mm; }
.lt h1.u { text-decoration:underline; }
.lt h1.box { border:2px solid #222; padding:3mm; margin-left:25mm; margin-right:25mm; }
.lt p { text-align:justify; margin:0 0 4mm; }
.lt .ref { display:flex; justify-content:space-between; font-size:9.5pt; margin-top:5mm; }
.lt .dl { display:flex; margin:2.5mm 0; }
.lt .dl .l { white-space:nowrap; min-width:55mm; }
.lt .dl .d { flex:1; border-bottom:1.3px dotted #333; padding-left:2mm; font-weight:bold; }
.lt table.sal { width:100%; border-collapse:collapse; margin:4mm 0 6mm; font-size:10.5pt; }
.lt table.sal td { border:1px solid #444; padding:2mm 3mm; }
.lt table.sal tr.b td { font-weight:bold; background:#eee; }
.lt .bi { display:grid; grid-template-columns:1fr 1fr; gap:10mm; }
.lt .bi .ar { font-size:12pt; line-height:1.9; text-align:justify; }
"""

FONTS = {
    "mci": "'Liberation Sans',Arial",
    "nexa": "'Noto Sans',sans-serif",
    "strata": "'DejaVu Sans',sans-serif",
    "arasaiss": "'Noto Serif',serif",
    "horizon": "'Liberation Sans',Arial",
    "horizon_retail": "'Liberation Sans',Arial",
    "alkhair": "'DejaVu Serif',serif",
    "sudagro": "'Liberation Serif',serif",
    "orion": "'Noto Sans',sans-serif",
    "orangers": "'FreeSerif',serif",
    "benjelloun": "'Liberation Serif',serif",
    "tempo": "'Liberation Sans',Arial",
    "iris": "'Noto Serif',serif",
    "rif": "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    "palmeraie": "'Noto Serif',serif",
}
LH_STYLE = {
    "mci": "band",
    "nexa": "split",
    "strata": "left",
    "horizon": "band",
    "horizon_retail": "band",
    "alkhair": "center",
    "sudagro": "left",
    "orion": "split",
    "orangers": "center",
    "benjelloun": "center",
    "tempo": "band",
    "iris": "center",
    "rif": "left",
    "palmeraie": "split",
}
DATE_STYLE = {
    "mci": "slash",
    "nexa": "long",
    "horizon": "long0",
    "horizon_retail": "long0",
    "alkhair": "slash",
    "sudagro": "dash",
    "orangers": "long",
    "benjelloun": "long",
    "tempo": "slash",
    "iris": "dot",
    "rif": "dot",
    "palmeraie": "long",
}
AMT_STYLE = {
    "mci": "sp",
    "nexa": "sp",
    "horizon": "dot",
    "benjelloun": "dot",
    "sudagro": "sp",
    "palmeraie": "nbsp",
    "iris": "sp",
    "rif": "plain",
    "orangers": "sp",
    "alkhair": "nosep",
    "arasaiss": "dot",
}
FEMALE_SIGNERS = {"Leila Chami", "Samira El Hajjami", "Nawal Berrechid", "Siham Raji", "Meryem Tahiri", "Sofia Lahlou"}
FORM_CT = {"CDI": "CDI", "INTERIM": "Contrat de travail temporaire (intérim)"}
CT_PHRASE = {
    "CDI": "d'un contrat de travail à durée indéterminée",
    "CDD": "d'un contrat de travail à durée déterminée (CDD)",
    "ANAPEC": "d'un contrat d'insertion ANAPEC (Idmaj)",
    "INTERIM": "d'un contrat de mission (travail temporaire)",
}


def issue_date(ctx: Ctx, back: int) -> dt.date:
    x = d(ctx.c.dossier) - dt.timedelta(days=back)
    while x.weekday() >= 5:
        x -= dt.timedelta(days=1)
    return x


def _ref(ctx: Ctx, prefix: str) -> str:
    return f"Réf. : {prefix}/{ctx.rng.randint(100, 999)}/{d(ctx.c.dossier).year}"


def _page(ctx: Ctx, emp_key: str, inner: str, title: str, with_cnss_footer: bool = True) -> str:
    emp = EMPLOYERS[emp_key]
    style = LH_STYLE.get(emp_key, "left")
    lh = letterhead(ctx, emp, style)
    if style != "band":
        lh = f'<div style="padding:11mm 18mm 0">{lh}</div>'
    body = f"""<div class="page lt" style="--f:{FONTS.get(emp_key, "serif")}">{lh}<div class="in">{inner}</div>
{footer_ids(ctx, emp, with_cnss=with_cnss_footer)}</div>"""
    return html_doc(body, LETTER_CSS, title)


# ------------------------------------------------------------------ employment certificates


def employment_certificate(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    emp_key = ctx.spec.get("employer", c.employer)
    emp = EMPLOYERS[emp_key]
    layout = ctx.spec.get("layout", emp.emp_cert)
    when = issue_date(ctx, ctx.rng.randint(2, 9))
    if layout == "english":
        return _emp_english(ctx, emp_key, when)
    if layout == "bilingual":
        return _emp_bilingual(ctx, emp_key, when)
    ds = DATE_STYLE.get(emp_key, "slash")
    if layout == "form":
        inner = f"""<div class="ref"><span>{_ref(ctx, "RH")}</span><span>{esc(emp.city)}, le
{date(when, ds)}</span></div>
<h1 class="box">ATTESTATION DE TRAVAIL</h1>
<div class="dl"><span class="l">Je soussigné{"e" if emp.signer in FEMALE_SIGNERS else ""}</span><span
class="d">{esc(emp.signer)}</span></div>
<div class="dl"><span class="l">Agissant en qualité de</span><span class="d">{esc(emp.signer_title)}</span></div>
<div class="dl"><span class="l">N° d'affiliation CNSS employeur</span><span
class="d">{S("employer_cnss", emp.cnss, emp.cnss)}</span></div>
<p style="margin-top:5mm">atteste que :</p>
<div class="dl"><span class="l">Nom et prénom</span><span
class="d">{S("applicant_name", c.name, f"{c.family.upper()} {c.given.upper()}")}</span></div>
<div class="dl"><span class="l">Titulaire de la CIN n°</span><span
class="d">{S("cin", ctx.spec.get("cin", c.cin), ctx.spec.get("cin", c.cin))}</span></div>
<div class="dl"><span class="l">Né(e) le</span><span class="d">{date(c.dob, "slash")} à
{esc(c.pob.title())}</span></div>
<div class="dl"><span class="l">Occupe le poste de</span><span
class="d">{S("position", c.position, c.position)}</span></div>
<div class="dl"><span class="l">Depuis le</span><span class="d">{S("hire_date", c.hire, date(c.hire, ds))}</span></div>
<div class="dl"><span class="l">Nature du contrat</span><span
class="d">{S("contract_type", c.contract, FORM_CT.get(c.contract, c.contract))}</span></div>
<p style="margin-top:6mm">{"L'intéressé" + e_(c)} est toujours en activité à la date de la présente. Cette
attestation est délivrée à la demande de {"l'intéressé" + e_(c)} pour servir et valoir ce que de droit.</p>
{signature_block(ctx, emp)}"""
        return _page(ctx, emp_key, inner, "Attestation de travail", with_cnss_footer=False)
    # prose
    v = ctx.rng.randint(0, 1) if emp_key not in ("mci", "orangers") else (0 if emp_key == "mci" else 1)
    name = S("applicant_name", c.name, f"{c.given} {c.family.upper()}" if v == 0 else f"{c.family.upper()} {c.given}")
    cin = S("cin", ctx.spec.get("cin", c.cin), ctx.spec.get("cin", c.cin))
    hire = S("hire_date", c.hire, date(c.hire, ds))
    pos = S("position", c.position, c.position)
    ct = S("contract_type", c.contract, CT_PHRASE[c.contract])
    if v == 0:
        body = f"""<p>Nous soussignés, <b>{S("employer", emp.name, emp.name)}</b>, dont le siège est situé
{esc(", ".join(emp.addr))},
affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {S("employer_cnss", emp.cnss, emp.cnss)}, attestons
par la présente que
<b>{civ(c)} {name}</b>, titulaire de la carte nationale d'identité n° <b>{cin}</b>, immatriculé{e_(c)} à la CNSS
sous le n° {esc(c.cnss_no)},
fait partie de notre personnel depuis le <b>{hire}</b> et y occupe actuellement le poste de <b>{pos}</b>.</p>
<p>{"L'intéressé" + e_(c)} est lié{e_(c)} à notre société par le biais {ct}.</p>
<p>La présente attestation est délivrée à {"l'intéressé" + e_(c)}, sur sa demande, pour servir et valoir ce que de
droit.</p>"""
    else:
        body = f"""<p>Je soussigné{"e" if emp.signer in FEMALE_SIGNERS else ""}, {esc(emp.signer)}, agissant en
qualité de {esc(emp.signer_title)}
de la société <b>{S("employer", emp.name, emp.name)}</b>, certifie que <b>{civ(c)} {name}</b>, CIN n° {cin}, est
employé{e_(c)}
au sein de notre établissement en qualité de <b>{pos}</b> depuis le {hire} à ce jour, dans le cadre {ct}.</p>
<p>En foi de quoi, la présente attestation lui est délivrée pour faire valoir ce que de droit.</p>"""
    title = "ATTESTATION DE TRAVAIL" if emp_key != "orangers" else "ATTESTATION D'EMPLOI"
    inner = f"""<div class="ref"><span>{_ref(ctx, "DRH")}</span><span>{esc(emp.city)}, le {date(when, ds)}</span></div>
<h1 class="{"u" if v else ""}">{title}</h1>{body}
{signature_block(ctx, emp, stamp=True)}"""
    return _page(ctx, emp_key, inner, "Attestation de travail", with_cnss_footer=v == 1)


def _emp_english(ctx: Ctx, emp_key: str, when: dt.date) -> str:
    c, S = ctx.c, ctx.S
    emp = EMPLOYERS[emp_key]
    ct = CONTRACT_EN[c.contract].lower()
    ct_txt = f"under a {ct} employment contract (CDI)" if c.contract == "CDI" else f"under an {CONTRACT_EN[c.contract]}"
    inner = f"""<div class="ref"><span>Ref.: HR/EC/{ctx.rng.randint(1000, 9999)}</span><span>{esc(emp.city)},
{date(when, "en")}</span></div>
<h1>EMPLOYMENT CERTIFICATE</h1>
<p><b>TO WHOM IT MAY CONCERN</b></p>
<p>We, <b>{S("employer", emp.name, emp.name)}</b>, registered with the Moroccan social security fund (CNSS) under
employer number
{S("employer_cnss", emp.cnss, emp.cnss)}, hereby certify that <b>{civ(c, "en")}
{S("applicant_name", c.name, f"{c.given} {c.family.upper()}")}</b>,
holder of national identity card no. <b>{S("cin", c.cin, c.cin)}</b>, has been employed by our company since
<b>{S("hire_date", c.hire, date(c.hire, "en"))}</b> {S("contract_type", c.contract, ct_txt)}.</p>
<p>{"He" if c.sex == "M" else "She"} currently holds the position of <b>{S("position", c.position, c.position)}</b>
within our
{esc(c.pay["service"])} department.</p>
<p>This certificate is issued at the employee's request for whatever legal purpose it may serve.</p>
{signature_block(ctx, emp)}"""
    return _page(ctx, emp_key, inner, "Employment certificate", with_cnss_footer=False)


def _emp_bilingual(ctx: Ctx, emp_key: str, when: dt.date) -> str:
    c, S = ctx.c, ctx.S
    emp = EMPLOYERS[emp_key]
    fem = c.sex == "F"
    ar_civ = "السيدة" if fem else "السيد"
    inner = f"""<div class="ref"><span>N° {ctx.rng.randint(100, 999)}/DRH/{when.year}</span><span>Meknès, le
{date(when, "slash")}</span></div>
<h1 style="margin-bottom:6mm">ATTESTATION DE TRAVAIL <span class="ar" style="margin-right:8mm">شهادة العمل</span></h1>
<div class="bi"><div>
<p>Le {esc(emp.signer_title)} de l'{S("employer", emp.name, emp.name)} atteste que {civ(c)}
<b>{S("applicant_name", c.name, f"{c.family.upper()} {c.given.upper()}")}</b>, titulaire de la CIN n°
<b>{S("cin", c.cin, c.cin)}</b>,
exerce au sein de l'Agence depuis le <b>{S("hire_date", c.hire, date(c.hire, "slash"))}</b> en qualité de
<b>{S("position", c.position, c.position)}</b>, dans le cadre
{S("contract_type", c.contract, CT_PHRASE[c.contract])}.</p>
<p>N° d'affiliation CNSS de l'Agence : {S("employer_cnss", emp.cnss, emp.cnss)}.</p>
<p>La présente attestation est délivrée à l'intéressée sur sa demande pour servir et valoir ce que de droit.</p></div>
<div class="ar"><p>يشهد رئيس قسم الموارد البشرية ب{esc(emp.name_ar)} أن {ar_civ} <b>{esc(c.given_ar)}
{esc(c.family_ar)}</b>،
الحاملة للبطاقة الوطنية رقم {esc(c.cin)}، تعمل بالوكالة منذ {date(c.hire, "slash")} بصفتها {esc(c.position_ar)}،
بموجب عقد عمل غير محدد المدة.</p><p>سلمت هذه الشهادة للمعنية بالأمر بطلب منها للإدلاء بها عند الحاجة.</p></div></div>
{signature_block(ctx, emp)}"""
    return _page(ctx, emp_key, inner, "Attestation de travail", with_cnss_footer=False)


# ------------------------------------------------------------------ salary certificates


def salary_certificate(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    emp = c.emp
    layout = ctx.spec.get("layout", emp.sal_cert)
    pay = compute_pay(c, ctx.spec.get("month", c.months[-1]))
    gross, net = (pay.gross, pay.net) if not ctx.spec.get("inflate") else inflated(pay)
    when = issue_date(ctx, ctx.rng.randint(1, 8))
    cin_v = ctx.spec.get("cin", c.cin)
    ast = AMT_STYLE.get(c.employer, "sp")
    ds = DATE_STYLE.get(c.employer, "slash")
    fa = lambda x: amount(x, ast)  # noqa: E731
    if layout == "english":
        inner = f"""<div class="ref"><span>Ref.: HR/SC/{ctx.rng.randint(1000, 9999)}</span><span>{esc(emp.city)},
{date(when, "en")}</span></div>
<h1>SALARY CERTIFICATE</h1><p><b>TO WHOM IT MAY CONCERN</b></p>
<p>We, <b>{S("employer", emp.name, emp.name)}</b>, hereby certify that {civ(c, "en")}
<b>{S("applicant_name", c.name, f"{c.given} {c.family.upper()}")}</b>,
national ID no. {S("cin", cin_v, cin_v)}, employed since {S("hire_date", c.hire, date(c.hire, "en"))} as
<b>{S("position", c.position, c.position)}</b>, receives the following monthly remuneration:</p>
<table class="sal"><tr><td>Monthly gross salary</td><td class=num>MAD
{S("gross_salary", gross, amount(gross, "en"))}</td></tr>
<tr><td>Statutory deductions (CNSS, AMO, CIMR, income tax)</td><td class=num>MAD
{amount(r_(gross - net), "en")}</td></tr>
<tr class=b><td>Monthly net salary</td><td class=num>MAD {S("net_salary", net, amount(net, "en"))}</td></tr>
<tr><td>Annual gross salary ({pay.ym[:4]}, 12 months)</td><td class=num>MAD {amount(gross * 12, "en")}</td></tr></table>
<p>This certificate is issued at the employee's request for whatever legal purpose it may
serve.</p>{signature_block(ctx, emp)}"""
        return _page(ctx, c.employer, inner, "Salary certificate")
    if layout == "bilingual":
        ar_civ = "السيدة" if c.sex == "F" else "السيد"
        ar_v = "تتقاضى" if c.sex == "F" else "يتقاضى"
        inner = f"""<div class="ref"><span>N° {ctx.rng.randint(100, 999)}/{when.year}</span><span>{esc(emp.city)},
le {date(when, "slash")}</span></div>
<h1 style="margin-bottom:6mm">ATTESTATION DE SALAIRE <span class="ar" style="margin-right:8mm">شهادة الأجر</span></h1>
<div class="bi"><div><p>Nous soussignés, {S("employer", emp.name, emp.name)}, attestons que {civ(c)}
<b>{S("applicant_name", c.name, f"{c.family.upper()} {c.given}")}</b>, CIN n° {S("cin", cin_v, cin_v)},
employé{e_(c)} depuis le
{S("hire_date", c.hire, date(c.hire, "slash"))} en qualité de {S("position", c.position, c.position)}, perçoit
:</p></div>
<div class="ar"><p>نشهد أن {ar_civ} <b>{esc(c.given_ar)} {esc(c.family_ar)}</b>، رقم البطاقة الوطنية {esc(cin_v)}،
{ar_v} الأجر الشهري التالي :</p></div></div>
<table class="sal"><tr><td>Salaire mensuel brut – <span class=ar>الأجر الشهري الإجمالي</span></td><td
class=num>{S("gross_salary", gross, fa(gross))} DH</td></tr>
<tr><td>Retenues légales – <span class=ar>الاقتطاعات القانونية</span></td><td class=num>{fa(r_(gross - net))}
DH</td></tr>
<tr class=b><td>Salaire mensuel net – <span class=ar>الأجر الشهري الصافي</span></td><td
class=num>{S("net_salary", net, fa(net))} DH</td></tr></table>
<p>Arrêtée la présente attestation au montant net mensuel de {esc(dirhams_words(net))}.</p>
<p>Délivrée à {"l'intéressé" + e_(c)} sur sa demande pour servir et valoir ce que de droit. <span class=ar>سلمت هذه
الشهادة بطلب من المعني(ة) بالأمر.</span></p>
{signature_block(ctx, emp)}"""
        return _page(ctx, c.employer, inner, "Attestation de salaire")
    if layout == "table":
        primes = r_(sum(x.gain for x in pay.lines if x.code.startswith(("2", "3", "12"))))
        anc = next((x.gain for x in pay.lines if x.code == "110"), 0.0)
        base = next(x.gain for x in pay.lines if x.code == "100")
        inner = f"""<div class="ref"><span>{_ref(ctx, "PAIE")}</span><span>{esc(emp.city)}, le
{date(when, ds)}</span></div>
<h1>ATTESTATION DE SALAIRE</h1>
<p>Nous soussignés, <b>{S("employer", emp.name, emp.name)}</b>, certifions que {civ(c)}
<b>{S("applicant_name", c.name, f"{c.family.upper()} {c.given}")}</b>,
titulaire de la CIN n° {S("cin", cin_v, cin_v)}, matricule {esc(c.matricule)}, est employé{e_(c)} dans notre société
depuis le
{S("hire_date", c.hire, date(c.hire, ds))} en qualité de <b>{S("position", c.position, c.position)}</b>, et perçoit
la rémunération mensuelle suivante :</p>
<table class="sal">
<tr><td>Salaire de base</td><td class=num>{fa(base)}</td></tr>
<tr><td>Prime d'ancienneté</td><td class=num>{fa(anc)}</td></tr>
<tr><td>Primes et indemnités</td><td class=num>{fa(primes)}</td></tr>
<tr class=b><td>Salaire brut mensuel</td><td class=num>{S("gross_salary", gross, fa(gross))}</td></tr>
<tr><td>Retenues (CNSS, AMO, {"CIMR, " if pay.cimr else ""}IR)</td><td class=num>{fa(r_(gross - net))}</td></tr>
<tr class=b><td>Salaire net mensuel</td><td class=num>{S("net_salary", net, fa(net))}</td></tr>
<tr><td>Cumul brut imposable au {date(month_bounds(pay.ym)[1], ds)}</td><td class=num>{fa(pay.ytd_sbi)}</td></tr>
</table>
<p style="font-size:9.5pt">Montants exprimés en dirhams (MAD).</p>
<p>Cette attestation est délivrée à {"l'intéressé" + e_(c)} pour servir et valoir ce que de droit.</p>
{signature_block(ctx, emp)}"""
        return _page(ctx, c.employer, inner, "Attestation de salaire")
    # prose
    gw = dirhams_words(gross)
    inner = f"""<div class="ref"><span>{_ref(ctx, "RH")}</span><span>{esc(emp.city)}, le {date(when, ds)}</span></div>
<h1 class="u">ATTESTATION DE SALAIRE</h1>
<p>Nous soussignés, <b>{S("employer", emp.name, emp.name)}</b>, attestons que {civ(c)}
<b>{S("applicant_name", c.name, f"{c.given} {c.family.upper()}")}</b>,
titulaire de la CIN n° <b>{S("cin", cin_v, cin_v)}</b>, employé{e_(c)} au sein de notre société depuis le
{S("hire_date", c.hire, date(c.hire, ds))}
en qualité de {S("position", c.position, c.position)}, perçoit un salaire mensuel brut de
<b>{S("gross_salary", gross, fa(gross))} DH</b>
({esc(gw)}), soit un salaire mensuel net de <b>{S("net_salary", net, fa(net))} DH</b>.</p>
<p>Ce salaire lui est versé mensuellement par virement bancaire sur son compte ouvert auprès de {esc(c.bk.name)}.</p>
<p>La présente attestation est délivrée à {"l'intéressé" + e_(c)} sur sa demande pour servir et valoir ce que de
droit.</p>
{signature_block(ctx, emp)}"""
    return _page(ctx, c.employer, inner, "Attestation de salaire")


def r_(x: float) -> float:
    return round(x + 1e-9, 2)
