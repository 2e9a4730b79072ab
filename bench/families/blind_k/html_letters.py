"""Employer letters (attestation / certificat de travail, attestation de salaire) and the CNSS's attestations.
`v` says what a letter shows (None: not printed): name_order, cin, dob, pob, hire, position, contract (words),
employer (the legal name printed), employer_cnss, gross, net, issued (date), date_style, amount_style."""

from __future__ import annotations

import random

from . import fmt
from .common import esc, legal_footer, logo, page, round_stamp, signature, stamp
from .people import Employer, Person

A = fmt.amount


def _name(p: Person, order: str) -> str:
    if order == "surname_first":
        return f"{p.surname} {p.given}"
    return f"{p.given} {p.surname}"


def _ne(p: Person) -> str:
    return "né" if p.sex == "M" else "née"


def _letterhead(e: Employer, v: dict, style: str) -> str:
    cnss = f"<br>CNSS : {esc(v['employer_cnss'])}" if v.get("employer_cnss") and v.get("cnss_in_head") else ""
    if style == "center":
        return (
            f'<div class="lh c">{logo(e, 56)}<div class="ln">{esc(v["employer"])}</div>'
            f'<div class="la">{esc(e.address)} · Tél. {esc(e.phone)}{cnss}</div></div>'
        )
    return (
        f'<div class="lh row">{logo(e, 58)}<div><div class="ln">{esc(v["employer"])}</div>'
        f'<div class="la">{esc(e.address)}<br>Tél. : {esc(e.phone)}{cnss}</div></div></div>'
    )


LETTER_CSS = """
body { font-family:'DejaVu Serif', serif; font-size:10.6pt; line-height:1.55; color:#161616; }
.lh.row { display:flex; gap:4mm; align-items:center; border-bottom:0.4mm solid #444; padding-bottom:3mm; }
.lh.c { text-align:center; border-bottom:0.4mm double #444; padding-bottom:3mm; }
.ln { font-family:'DejaVu Sans', sans-serif; font-weight:bold; font-size:12.5pt; }
.la { font-family:'DejaVu Sans', sans-serif; font-size:8.2pt; color:#444; line-height:1.35; }
.place { text-align:right; margin:8mm 0 10mm; }
h1 { text-align:center; font-size:15pt; letter-spacing:1.5pt; text-decoration:underline; margin:6mm 0 10mm; }
p { text-align:justify; margin:0 0 4mm; }
.sign { margin-top:12mm; margin-left:95mm; text-align:center; position:relative; }
.sign .st { position:absolute; left:-52mm; top:9mm; }
.foot { position:fixed; bottom:-12mm; left:0; right:0; text-align:center; font-family:'DejaVu Sans', sans-serif;
  font-size:6.8pt; color:#555; border-top:0.2mm solid #888; padding-top:1mm; }
"""


def _sign(e: Employer, seed: int, v: dict) -> str:
    rng = random.Random(seed)
    st = stamp(
        [v["employer"].upper(), e.address.split(",")[-1].strip().upper(), f"Tél. {e.phone}"],
        color=rng.choice(["#2740a8", "#5b2a86", "#1d6b3a"]),
        rotate=rng.uniform(-12, -4),
    )
    return (
        f'<div class="sign">{esc(e.signatory_title)}<br><b>{esc(e.signatory)}</b><br>{signature(rng)}'
        f'<div class="st">{st}</div></div>'
    )


def work_prose(p: Person, e: Employer, v: dict, seed: int) -> str:
    """'Attestation de travail' as a letter."""
    ds = v.get("date_style", "long")
    who = f"{p.civ} <b>{esc(_name(p, v['name_order']))}</b>"
    bits = []
    if v.get("dob"):
        bits.append(f"{_ne(p)} le {fmt.date(v['dob'], ds)}" + (f" à {esc(v['pob'])}" if v.get("pob") else ""))
    if v.get("cin"):
        bits.append(f"titulaire de la carte nationale d'identité n° <b>{esc(v['cin'])}</b>")
    who += (", " + ", ".join(bits)) if bits else ""
    cnss = f", affiliée à la CNSS sous le n° {esc(v['employer_cnss'])}" if v.get("employer_cnss") else ""
    contract = f" dans le cadre d'un {esc(v['contract'])}" if v.get("contract") else ""
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, le {fmt.date(v["issued"], "long")}</div>
<h1>ATTESTATION DE TRAVAIL</h1>
<p>Nous soussignés, <b>{esc(v["employer"])}</b>, sise {esc(e.address)}{cnss}, attestons par la présente que
{who}, fait partie de notre personnel depuis le <b>{fmt.date(v["hire"], ds)}</b> et y occupe à ce jour le poste
de <b>{esc(v["position"])}</b>{contract}.</p>
<p>L'intéressé{"e" if p.sex == "F" else ""} est toujours en fonction à la date de la présente attestation.</p>
<p>Cette attestation est délivrée à la demande de l'intéressé{"e" if p.sex == "F" else ""} pour servir et valoir
ce que de droit.</p>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ", with_cnss=bool(v.get("employer_cnss")))}</div>"""
    return page(body, LETTER_CSS, margin="16mm 20mm 24mm 20mm", title="Attestation de travail")


def work_form(p: Person, e: Employer, v: dict, seed: int) -> str:
    """'Certificat de travail' as a filled form: surname and given names in separate boxes."""
    ds = v.get("date_style", "slash")
    rows = [("Raison sociale", f"<b>{esc(v['employer'])}</b>"), ("Adresse", esc(e.address))]
    if v.get("employer_cnss"):
        rows.append(("N° d'affiliation à la CNSS", esc(v["employer_cnss"])))
    emp = [("Nom", f"<b>{esc(p.surname)}</b>"), ("Prénom(s)", f"<b>{esc(p.given)}</b>")]
    if v.get("cin"):
        emp.append(("N° de la C.I.N.", esc(v["cin"])))
    if v.get("dob"):
        emp.append(
            (
                "Date et lieu de naissance" if v.get("pob") else "Date de naissance",
                fmt.date(v["dob"], ds) + (f" à {esc(v['pob'])}" if v.get("pob") else ""),
            )
        )
    emp += [("Emploi occupé", esc(v["position"])), ("Date d'entrée en fonction", fmt.date(v["hire"], ds))]
    if v.get("contract"):
        emp.append(("Nature du contrat", esc(v["contract"])))
    tr = lambda xs: "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in xs)  # noqa: E731
    css = (
        LETTER_CSS
        + f"""
body {{ font-family:'Liberation Sans', sans-serif; font-size:10pt; }}
h1 {{ text-decoration:none; border:0.5mm solid {e.color}; padding:2mm; color:{e.color}; }}
h2 {{ font-size:10pt; background:{e.color}; color:#fff; padding:1.2mm 2mm; margin:5mm 0 0; }}
table.f {{ width:100%; }} table.f th, table.f td {{ border:0.3mm solid #777; padding:2mm; }}
table.f th {{ width:62mm; text-align:left; font-weight:normal; background:#f5f5f5; }}
"""
    )
    body = f"""{_letterhead(e, v, "center")}
<h1>CERTIFICAT DE TRAVAIL</h1>
<h2>1. L'employeur</h2><table class="f">{tr(rows)}</table>
<h2>2. Le salarié</h2><table class="f">{tr(emp)}</table>
<p style="margin-top:6mm">Nous certifions que le salarié désigné ci-dessus est employé dans notre établissement à la date
de délivrance du présent certificat, qui lui est remis pour faire valoir ce que de droit.</p>
<p>Fait à {esc(e.city)}, le {fmt.date(v["issued"], ds)}</p>
{_sign(e, seed, v)}
<div class="foot">{legal_footer(e, " | ", with_cnss=False)}</div>"""
    return page(body, css, margin="14mm 18mm 22mm 18mm", title="Certificat de travail")


def work_bilingual(p: Person, e: Employer, v: dict, seed: int) -> str:
    """French on the left, Arabic on the right: 'Attestation de travail / شهادة العمل'."""
    ds = v.get("date_style", "slash")
    name = esc(_name(p, v["name_order"]))
    fr_bits, ar_bits = [], []
    if v.get("cin"):
        fr_bits.append(f"titulaire de la CIN n° <b>{esc(v['cin'])}</b>")
        ar_bits.append(f"الحامل{'ة' if p.sex == 'F' else ''} للبطاقة الوطنية رقم <b>{esc(v['cin'])}</b>")
    if v.get("dob"):
        fr_bits.append(f"{_ne(p)} le {fmt.date(v['dob'], ds)}")
        ar_bits.append(f"المزداد{'ة' if p.sex == 'F' else ''} بتاريخ {fmt.date(v['dob'], ds)}")
    contract_fr = f" en vertu d'un {esc(v['contract'])}" if v.get("contract") else ""
    contract_ar = f" بموجب {esc(v['contract_ar'])}" if v.get("contract_ar") else ""
    cnss_fr = f" (CNSS n° {esc(v['employer_cnss'])})" if v.get("employer_cnss") else ""
    cnss_ar = f"، المنخرطة في الضمان الاجتماعي تحت رقم {esc(v['employer_cnss'])}" if v.get("employer_cnss") else ""
    css = (
        LETTER_CSS
        + """
body { font-size:10pt; }
.cols { display:flex; gap:8mm; } .cols > div { flex:1; }
.cols .ar { font-size:12pt; line-height:1.8; text-align:justify; }
h1 { font-size:13pt; text-decoration:none; border-bottom:0.4mm solid #333; padding-bottom:1mm; }
.arh { font-family:'Noto Naskh Arabic', serif; font-size:16pt; text-align:center; direction:rtl; margin-top:-6mm; }
"""
    )
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, le {fmt.date(v["issued"], ds)}</div>
<h1>ATTESTATION DE TRAVAIL</h1><div class="arh">شهادة العمل</div>
<div class="cols"><div><p>Nous soussignés, <b>{esc(v["employer"])}</b>{cnss_fr}, attestons que {p.civ} <b>{name}</b>,
{", ".join(fr_bits)}, travaille au sein de notre établissement depuis le <b>{fmt.date(v["hire"], ds)}</b> en qualité
de <b>{esc(v["position"])}</b>{contract_fr}.</p>
<p>La présente attestation est délivrée à l'intéressé{"e" if p.sex == "F" else ""} pour servir et valoir ce que de droit.</p></div>
<div class="ar"><p>نشهد نحن الموقعين أسفله، <b>{esc(e.name_ar or v["employer"])}</b>{cnss_ar}، أن السيد{"ة" if p.sex == "F" else ""}
<b>{name}</b>، {"، ".join(ar_bits)}، {"ي" if p.sex == "M" else "ت"}عمل لدى مؤسستنا منذ <b>{fmt.date(v["hire"], ds)}</b>
بصفة <b>{esc(p.position_ar)}</b>{contract_ar}.</p>
<p>سلمت هذه الشهادة للمعني{"ة" if p.sex == "F" else ""} بالأمر بطلب منه{"ا" if p.sex == "F" else ""} للإدلاء بها عند الحاجة.</p></div></div>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ", with_cnss=bool(v.get("employer_cnss")))}</div>"""
    return page(body, css, margin="16mm 18mm 24mm 18mm", title="Attestation de travail")


def work_english(p: Person, e: Employer, v: dict, seed: int) -> str:
    ds = v.get("date_style", "en")
    bits = []
    if v.get("dob"):
        bits.append(f"born on {fmt.date(v['dob'], ds)}")
    if v.get("cin"):
        bits.append(f"holder of national ID card no. {esc(v['cin'])}")
    extra = (", " + ", ".join(bits)) if bits else ""
    contract = f" under a {esc(v['contract'])}" if v.get("contract") else ""
    cnss = f" (CNSS registration no. {esc(v['employer_cnss'])})" if v.get("employer_cnss") else ""
    css = LETTER_CSS + "body { font-family:'Liberation Serif', serif; font-size:11.5pt; } h1 { text-decoration:none; }"
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, {fmt.date(v["issued"], "en")}</div>
<h1>EMPLOYMENT CERTIFICATE</h1>
<p><b>To whom it may concern,</b></p>
<p>We, <b>{esc(v["employer"])}</b>{cnss}, hereby certify that {"Mr" if p.sex == "M" else "Ms"}
<b>{esc(_name(p, v["name_order"]))}</b>{extra}, has been employed by our company since
<b>{fmt.date(v["hire"], ds)}</b>{contract}, and currently holds the position of <b>{esc(v["position"])}</b>.</p>
<p>This certificate is issued at the employee's request for whatever purpose it may serve.</p>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ", with_cnss=False)}</div>"""
    return page(body, css, margin="16mm 20mm 24mm 20mm", title="Employment certificate", lang="en")


def work_stage(p: Person, e: Employer, v: dict, seed: int) -> str:
    ds = v.get("date_style", "long")
    cin = f", titulaire du passeport n° {esc(v['passport'])}" if v.get("passport") else ""
    body = f"""{_letterhead(e, v, "center")}
<div class="place">{esc(e.city)}, le {fmt.date(v["issued"], "long")}</div>
<h1>ATTESTATION DE STAGE</h1>
<p>Le Cabinet soussigné, <b>{esc(v["employer"])}</b>, certifie que {p.civ} <b>{esc(_name(p, v["name_order"]))}</b>{cin},
effectue au sein de notre cabinet un stage en qualité de <b>{esc(v["position"])}</b> depuis le
<b>{fmt.date(v["hire"], ds)}</b>, dans le cadre d'une {esc(v["contract"])} d'une durée de six mois.</p>
<p>Le stage donne lieu au versement d'une gratification mensuelle. La présente attestation est délivrée pour servir
et valoir ce que de droit.</p>
{_sign(e, seed, v)}
<div class="foot">{legal_footer(e, " — ", with_cnss=bool(v.get("employer_cnss")))}</div>"""
    return page(body, LETTER_CSS, margin="16mm 20mm 24mm 20mm", title="Attestation de stage")


def work_interim(p: Person, e: Employer, v: dict, seed: int) -> str:
    """A temp agency's attestation: the agency is the employer; the client firm is where the work is done."""
    ds = v.get("date_style", "slash")
    cin = f", CIN n° <b>{esc(v['cin'])}</b>" if v.get("cin") else ""
    css = (
        LETTER_CSS
        + f"""
body {{ font-family:'FreeSerif', serif; font-size:11.5pt; }}
.box {{ border:0.4mm solid {e.color}; padding:3mm 4mm; margin:4mm 0; font-family:'FreeSans', sans-serif;
  font-size:9.6pt; }}
"""
    )
    cnss = f"<br>N° d'affiliation CNSS de l'agence : {esc(v['employer_cnss'])}" if v.get("employer_cnss") else ""
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, le {fmt.date(v["issued"], ds)}</div>
<h1>ATTESTATION DE TRAVAIL</h1>
<p>La société <b>{esc(v["employer"])}</b>, entreprise de travail temporaire agréée, atteste que
{p.civ} <b>{esc(_name(p, v["name_order"]))}</b>{cin}, est salarié{"e" if p.sex == "F" else ""} de notre société
depuis le <b>{fmt.date(v["hire"], ds)}</b>, en qualité de <b>{esc(v["position"])}</b>, sous
{esc(v["contract"])}.</p>
<div class="box">Entreprise utilisatrice : Rif Travaux Publics SARL, chantier de la rocade de Nador<br>
Durée de la mission en cours : 6 mois renouvelable{cnss}</div>
<p>Cette attestation est délivrée à l'intéressé{"e" if p.sex == "F" else ""} pour servir et valoir ce que de droit.</p>
{_sign(e, seed, v)}
<div class="foot">{legal_footer(e, " — ", with_cnss=False)}</div>"""
    return page(body, css, margin="16mm 20mm 24mm 20mm", title="Attestation de travail")


def salary_prose(p: Person, e: Employer, v: dict, seed: int) -> str:
    ds = v.get("date_style", "long")
    st = v.get("amount_style", "fr")
    cin = f", titulaire de la CIN n° <b>{esc(v['cin'])}</b>" if v.get("cin") else ""
    dob = f", {_ne(p)} le {fmt.date(v['dob'], ds)}" if v.get("dob") else ""
    annual = ""
    if v.get("annual"):
        annual = (
            f" Sur une base de douze mois, sa rémunération annuelle brute s'élève à <b>{A(v['gross'] * 12, st)} DH</b>."
        )
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, le {fmt.date(v["issued"], "long")}</div>
<h1>ATTESTATION DE SALAIRE</h1>
<p>Nous soussignés, <b>{esc(v["employer"])}</b>, attestons que {p.civ} <b>{esc(_name(p, v["name_order"]))}</b>{dob}{cin},
est employé{"e" if p.sex == "F" else ""} dans notre société depuis le <b>{fmt.date(v["hire"], ds)}</b> en qualité de
<b>{esc(v["position"])}</b>.</p>
<p>L'intéressé{"e" if p.sex == "F" else ""} perçoit un salaire mensuel brut de <b>{A(v["gross"], st)} DH</b>
({fmt.amount_words(v["gross"])}), soit un salaire mensuel net de <b>{A(v["net"], st)} DH</b>
({fmt.amount_words(v["net"])}).{annual}</p>
<p>La présente attestation est délivrée à la demande de l'intéressé{"e" if p.sex == "F" else ""} pour servir et
valoir ce que de droit.</p>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ")}</div>"""
    return page(body, LETTER_CSS, margin="16mm 20mm 24mm 20mm", title="Attestation de salaire")


def salary_table(p: Person, e: Employer, v: dict, seed: int) -> str:
    """The last three months in a table, with the monthly average and the annual figure."""
    ds = v.get("date_style", "slash")
    st = v.get("amount_style", "frdot")
    months = v["months"]
    rows = "".join(
        f"<tr><td>{fmt.month(y, m, 'cap')}</td><td class='r'>{A(v['gross'], st)}</td>"
        f"<td class='r'>{A(v['gross'] - v['net'], st)}</td><td class='r'>{A(v['net'], st)}</td></tr>"
        for y, m in months
    )
    info = [("Nom et prénom", f"<b>{esc(_name(p, v['name_order']))}</b>")]
    if v.get("cin"):
        info.append(("CIN", esc(v["cin"])))
    if v.get("dob"):
        info.append(("Date de naissance", fmt.date(v["dob"], ds)))
    info += [("Fonction", esc(v["position"])), ("Date d'embauche", fmt.date(v["hire"], ds))]
    tr = "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in info)
    css = (
        LETTER_CSS
        + f"""
body {{ font-family:'Liberation Sans', sans-serif; font-size:10pt; }}
table.i th {{ text-align:left; font-weight:normal; color:#555; padding:1mm 6mm 1mm 0; }}
table.m {{ width:100%; margin-top:5mm; }} table.m th {{ background:{e.color}; color:#fff; padding:2mm; }}
table.m td {{ border:0.3mm solid #999; padding:1.8mm 2.5mm; }}
table.m tr.avg td {{ font-weight:bold; background:#f2f2f2; }}
"""
    )
    body = f"""{_letterhead(e, v, "center")}
<h1>ATTESTATION DE SALAIRE</h1>
<p>La Direction de <b>{esc(v["employer"])}</b> certifie que le salarié ci-dessous désigné fait partie de son
personnel et a perçu les rémunérations suivantes :</p>
<table class="i">{tr}</table>
<table class="m"><thead><tr><th>Mois</th><th>Salaire brut (DH)</th><th>Retenues (DH)</th><th>Salaire net (DH)</th>
</tr></thead><tbody>{rows}<tr class="avg"><td>Moyenne mensuelle</td><td class="r">{A(v["gross"], st)}</td>
<td class="r">{A(v["gross"] - v["net"], st)}</td><td class="r">{A(v["net"], st)}</td></tr></tbody></table>
<p style="margin-top:5mm">Salaire annuel brut (12 mois) : <b>{A(v["gross"] * 12, st)} DH</b>.</p>
<p>Fait à {esc(e.city)}, le {fmt.date(v["issued"], ds)}, pour servir et valoir ce que de droit.</p>
{_sign(e, seed, v)}
<div class="foot">{legal_footer(e, " | ")}</div>"""
    return page(body, css, margin="14mm 18mm 22mm 18mm", title="Attestation de salaire")


def salary_bilingual(p: Person, e: Employer, v: dict, seed: int) -> str:
    """A bilingual form: label (French), value in a box, label (Arabic)."""
    ds = v.get("date_style", "dot")
    st = v.get("amount_style", "fr")

    def row(fr: str, ar: str, val: str) -> str:
        return f"<tr><td class='k'>{fr}</td><td class='v'>{val}</td><td class='k ar'>{ar}</td></tr>"

    rows = row("Nom et prénom", "الاسم الكامل", f"<b>{esc(_name(p, v['name_order']))}</b>")
    if v.get("cin"):
        rows += row("N° CIN", "رقم البطاقة الوطنية", esc(v["cin"]))
    if v.get("dob"):
        rows += row("Date de naissance", "تاريخ الازدياد", fmt.date(v["dob"], ds))
    rows += row("Fonction", "المهنة", esc(v["position"]))
    rows += row("Date d'embauche", "تاريخ التوظيف", fmt.date(v["hire"], ds))
    rows += row("Salaire mensuel brut", "الأجر الشهري الإجمالي", f"<b>{A(v['gross'], st)} DH</b>")
    rows += row("Salaire mensuel net", "الأجر الشهري الصافي", f"<b>{A(v['net'], st)} DH</b>")
    css = (
        LETTER_CSS
        + f"""
body {{ font-family:'DejaVu Sans', sans-serif; font-size:9.8pt; }}
h1 {{ text-decoration:none; margin-bottom:0; }} .arh {{ text-align:center; font-family:'Noto Naskh Arabic'; font-size:16pt;
  margin-bottom:8mm; }}
table.f {{ width:100%; border-collapse:separate; border-spacing:0 2.5mm; }}
td.k {{ width:48mm; color:#444; }} td.k.ar {{ text-align:right; font-size:11pt; }}
td.v {{ border:0.35mm solid {e.color}; padding:2mm 3mm; background:#fafafa; }}
"""
    )
    body = f"""{_letterhead(e, v, "row")}
<h1>ATTESTATION DE SALAIRE</h1><div class="arh">شهادة الأجر</div>
<table class="f">{rows}</table>
<p style="margin-top:6mm">Nous certifions l'exactitude des renseignements ci-dessus. <span class="ar" style="float:right">
نشهد بصحة المعلومات أعلاه</span></p>
<p>{esc(e.city)}, le {fmt.date(v["issued"], ds)}</p>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ")}</div>"""
    return page(body, css, margin="16mm 18mm 24mm 18mm", title="Attestation de salaire")


def salary_english(p: Person, e: Employer, v: dict, seed: int) -> str:
    ds = v.get("date_style", "en")
    st = v.get("amount_style", "en")
    cin = ""
    if v.get("cin"):
        cin = f", national ID no. {esc(v['cin'])}"
    body = f"""{_letterhead(e, v, "row")}
<div class="place">{esc(e.city)}, {fmt.date(v["issued"], "en")}</div>
<h1>SALARY CERTIFICATE</h1>
<p>We, <b>{esc(v["employer"])}</b>, certify that {"Mr" if p.sex == "M" else "Ms"}
<b>{esc(_name(p, v["name_order"]))}</b>{cin}, employed since <b>{fmt.date(v["hire"], ds)}</b> as
<b>{esc(v["position"])}</b>, receives a monthly gross salary of <b>MAD {A(v["gross"], st)}</b> and a monthly net
salary of <b>MAD {A(v["net"], st)}</b>, paid by bank transfer.</p>
<p>Annual gross salary: MAD {A(v["gross"] * 12, st)}.</p>
<p>This certificate is issued at the employee's request.</p>
{_sign(e, seed, v)}
<div class="foot">{esc(v["employer"])} — {legal_footer(e, " — ", with_cnss=False)}</div>"""
    css = LETTER_CSS + "body { font-family:'Noto Serif', 'DejaVu Serif', serif; } h1 { text-decoration:none; }"
    return page(body, css, margin="16mm 20mm 24mm 20mm", title="Salary certificate", lang="en")


CNSS_BLUE = "#00508f"
CNSS_GREEN = "#3aa335"


def _cnss_head() -> str:
    mark = (
        f'<svg width="64" height="64" viewBox="0 0 60 60" xmlns="http://www.w3.org/2000/svg">'
        f'<circle cx="30" cy="30" r="27" fill="{CNSS_BLUE}"/><path d="M14 34 Q 30 8 46 34" stroke="{CNSS_GREEN}" '
        f'stroke-width="6" fill="none"/><circle cx="30" cy="38" r="6" fill="#fff"/></svg>'
    )
    return (
        f'<div class="ch">{mark}<div class="cn"><div class="fr">CAISSE NATIONALE DE SÉCURITÉ SOCIALE</div>'
        f'<div class="ar">الصندوق الوطني للضمان الاجتماعي</div></div><div class="cr ar">المملكة المغربية<br>'
        f'<span style="font-family:DejaVu Sans; font-size:7.5pt">ROYAUME DU MAROC</span></div></div>'
    )


CNSS_CSS = f"""
body {{ font-family:'DejaVu Sans', sans-serif; font-size:9.6pt; color:#1b1b1b; }}
.ch {{ display:flex; align-items:center; gap:4mm; border-bottom:1.2mm solid {CNSS_GREEN}; padding-bottom:3mm; }}
.cn .fr {{ font-weight:bold; font-size:12.5pt; color:{CNSS_BLUE}; }} .cn .ar {{ font-size:13pt; color:{CNSS_BLUE}; }}
.cr {{ margin-left:auto; text-align:center; font-size:11pt; }}
h1 {{ text-align:center; color:{CNSS_BLUE}; font-size:15pt; margin:8mm 0 2mm; }}
.sub {{ text-align:center; margin-bottom:6mm; }}
table.f {{ width:100%; }} table.f th, table.f td {{ border:0.3mm solid #9bb; padding:2.2mm 3mm; }}
table.f th {{ width:70mm; background:#eef4f8; text-align:left; font-weight:normal; }}
.qr {{ float:right; margin-left:6mm; }}
.note {{ font-size:7.6pt; color:#555; margin-top:8mm; }}
"""


def _qr(seed: int, n: int = 21, px: int = 3) -> str:
    rng = random.Random(seed)
    cells = []
    for y in range(n):
        for x in range(n):
            finder = any(x0 <= x < x0 + 7 and y0 <= y < y0 + 7 for x0, y0 in [(0, 0), (n - 7, 0), (0, n - 7)])
            if finder:
                dx, dy = x % (n - 7) if x >= n - 7 else x, y % (n - 7) if y >= n - 7 else y
                on = dx in (0, 6) or dy in (0, 6) or (2 <= dx <= 4 and 2 <= dy <= 4)
            else:
                on = rng.random() < 0.45
            if on:
                cells.append(f'<rect x="{x * px}" y="{y * px}" width="{px}" height="{px}"/>')
    s = n * px
    return f'<svg width="{s * 1.4:.0f}" height="{s * 1.4:.0f}" viewBox="0 0 {s} {s}" xmlns="http://www.w3.org/2000/svg">{"".join(cells)}</svg>'


def cnss_immat(p: Person, e: Employer, v: dict, seed: int) -> str:
    ds = v.get("date_style", "slash")
    rows = [
        ("N° d'immatriculation", f"<b>{esc(v['cnss_number'])}</b>"),
        ("Nom", esc(p.surname)),
        ("Prénom", esc(p.given)),
    ]
    if v.get("dob"):
        rows.append(("Date de naissance", fmt.date(v["dob"], ds)))
    if v.get("cin"):
        rows.append(("N° CIN", esc(v["cin"])))
    rows.append(("Date d'immatriculation", fmt.date(v["affiliation"], ds)))
    rows.append(("Dernier employeur déclarant", esc(v["employer"])))
    if v.get("employer_cnss"):
        rows.append(("N° d'affiliation de l'employeur", esc(v["employer_cnss"])))
    tr = "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in rows)
    body = f"""{_cnss_head()}
<h1>ATTESTATION D'IMMATRICULATION</h1><div class="sub ar">شهادة التسجيل</div>
<div class="qr">{_qr(seed)}</div>
<p>La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) au régime
de sécurité sociale :</p>
<table class="f">{tr}</table>
<p style="margin-top:6mm">Délivrée à {esc(p.city)}, le {fmt.date(v["issued"], ds)} — Agence CNSS {esc(p.city)}</p>
<div style="margin-left:110mm; margin-top:6mm">{round_stamp("CNSS - AGENCE " + p.city.upper(), "CNSS", CNSS_BLUE)}</div>
<div class="note">Document édité via le portail Ma CNSS. Référence : {random.Random(seed).randint(10**9, 10**10 - 1)}.
Toute rature ou surcharge annule la présente attestation.</div>"""
    return page(body, CNSS_CSS, margin="14mm 16mm 16mm 16mm", title="Attestation CNSS")


def cnss_affil(p: Person, e: Employer, v: dict, seed: int) -> str:
    """'Attestation d'affiliation' of the insured: identity, employer, the last declared months."""
    ds = v.get("date_style", "dash")
    ident = [
        ("Nom et prénom de l'assuré", f"<b>{esc(p.surname)} {esc(p.given)}</b>"),
        ("N° d'immatriculation", esc(v["cnss_number"])),
    ]
    if v.get("cin"):
        ident.append(("Carte nationale", esc(v["cin"])))
    if v.get("dob"):
        ident.append(("Né(e) le", fmt.date(v["dob"], ds)))
    ident.append(("Affilié(e) depuis le", fmt.date(v["affiliation"], ds)))
    emp = [("Raison sociale", esc(v["employer"]))]
    if v.get("employer_cnss"):
        emp.append(("N° d'affiliation", esc(v["employer_cnss"])))
    emp.append(("Adresse", esc(e.address)))
    tr = lambda xs: "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in xs)  # noqa: E731
    decl = "".join(
        f"<tr><td>{m:02d}/{y}</td><td class='c'>26</td><td class='c'>Déclaré</td></tr>" for y, m in v["months"]
    )
    css = (
        CNSS_CSS
        + """
table.d { width:100%; margin-top:3mm; } table.d th { background:#00508f; color:#fff; padding:1.6mm; }
table.d td { border:0.3mm solid #9bb; padding:1.4mm 3mm; }
h3 { color:#00508f; margin:6mm 0 2mm; font-size:10.5pt; }
"""
    )
    body = f"""{_cnss_head()}
<h1>ATTESTATION D'AFFILIATION</h1><div class="sub">Régime général — Salariés du secteur privé</div>
<h3>Assuré</h3><table class="f">{tr(ident)}</table>
<h3>Employeur</h3><table class="f">{tr(emp)}</table>
<h3>Périodes déclarées</h3><table class="d"><tr><th>Période</th><th>Jours déclarés</th><th>Statut</th></tr>{decl}</table>
<p style="margin-top:6mm">Fait le {fmt.date(v["issued"], ds)}.</p>
<div style="margin-left:115mm">{round_stamp("CAISSE NATIONALE DE SECURITE SOCIALE", "CNSS", CNSS_BLUE, 110)}</div>"""
    return page(body, css, margin="14mm 16mm 16mm 16mm", title="Attestation d'affiliation")


WORK = {
    "prose": work_prose,
    "form": work_form,
    "bilingual": work_bilingual,
    "english": work_english,
    "stage": work_stage,
    "interim": work_interim,
}
SALARY = {"prose": salary_prose, "table": salary_table, "bilingual": salary_bilingual, "english": salary_english}
CNSS = {"immat": cnss_immat, "affil": cnss_affil}
