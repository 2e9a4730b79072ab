"""Employer letters (employment and salary certificates) and CNSS attestations."""

from __future__ import annotations

import datetime as dt
import random

from . import art
from . import fmt as F
from .art import esc
from .payroll import compute
from .tbase import (
    AR,
    CONTRACT_AR,
    CONTRACT_EN,
    CONTRACT_FR,
    civ,
    civ_long,
    document,
    fem,
    footer,
    letterhead,
    name,
)
from .world import Case, Doc

LETTER_CSS = """
.page{padding:16mm 18mm 14mm 18mm;font-family:'Liberation Serif','DejaVu Serif',serif;font-size:11.5pt;color:#111}
h1{text-align:center;font-size:16pt;letter-spacing:1.5pt;margin:14mm 0 10mm;text-decoration:underline}
p{line-height:1.55;text-align:justify;margin:0 0 4mm}.sign{margin-top:10mm;margin-left:95mm;position:relative}
.legal{position:absolute;bottom:9mm;left:18mm;right:18mm;font-size:7pt;color:#444;text-align:center;
border-top:0.2mm solid #888;padding-top:1.2mm;font-family:'Liberation Sans',sans-serif}
.ref{font-size:9.5pt;color:#333}.stampwrap{position:absolute;left:-6mm;top:4mm}
"""


def issue_date(c: Case, doc: Doc, rng: random.Random) -> dt.date:
    d = dt.date(2025, 11, 3) + dt.timedelta(days=rng.randint(0, 10))
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def _stamp(c: Case, rng: random.Random, uid: str, kind: str = "round") -> str:
    e = c.employer
    if kind == "rect":
        lines = [e.name, e.address[0], " ".join(e.address[1:])[:48], f"ICE {e.ice}"]
        return art.rect_stamp(rng, lines, color=rng.choice(["#2a3f9d", "#3b2f8f", "#1f4f8f"]))
    return art.round_stamp(
        rng,
        uid,
        f"{e.name.upper()} * {e.city.upper()} *",
        [e.brand.upper()[:14], "Direction", "RH" if len(e.brand) < 12 else ""],
        color=rng.choice(["#2a3f9d", "#4b2a8f", "#1f5f8f"]),
        size=30,
    )


def _signature_block(c: Case, rng: random.Random, uid: str, kind: str = "round", en: bool = False) -> str:
    e = c.employer
    return (
        f"<div class=sign><div>{esc(e.signatory_title)}</div><div><b>{esc(e.signatory)}</b></div>"
        f'<div style="height:34mm;position:relative">'
        f'<div class=stampwrap style="left:{rng.randint(-12, 14)}mm;top:{rng.randint(1, 5)}mm">'
        f"{_stamp(c, rng, uid, kind)}</div>"
        f'<div style="position:absolute;left:{rng.randint(4, 16)}mm;top:{rng.randint(2, 9)}mm">'
        f"{art.signature(rng, 46, 17)}</div></div></div>"
    )


# ----------------------------------------------------------------------------------------- employment certificate


def employment(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    when = issue_date(c, doc, rng)
    the_one = fem(p, "L'intéressé", "L'intéressée")
    the_one_l = fem(p, "l'intéressé", "l'intéressée")
    lay = doc.layout
    lab = {
        "applicant_name": p.name,
        "cin": p.cin,
        "employer": e.name,
        "hire_date": j.hire.isoformat(),
        "position": j.position,
        "contract_type": j.contract,
    }
    css = LETTER_CSS
    if lay == "fr":
        ref = f"Réf. : RH/{when.year}/{rng.randint(100, 999)}"
        body = (
            f"<p>Nous soussignés, <b>{esc(e.name)}</b>, dont le siège est situé {esc(', '.join(e.address))}, "
            f"affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro {e.cnss}, attestons par la présente "
            f"que {civ_long(p)} <b>{esc(name(p, 'gF'))}</b>, titulaire de la carte nationale d'identité "
            f"n° <b>{p.cin}</b>, immatriculé{fem(p, '', 'e')} à la CNSS sous le n° {p.cnss}, est employé"
            f"{fem(p, '', 'e')} au sein de notre société depuis le <b>{F.date(j.hire, 'fr')}</b> en qualité de "
            f"<b>{esc(j.position)}</b>, dans le cadre d'un {CONTRACT_FR[j.contract][0].lower()}"
            f"{' (CDI)' if j.contract == 'CDI' else ''}.</p>"
            f"<p>{the_one} fait toujours partie de notre effectif à la date de "
            "la présente.</p>"
            f"<p>Cette attestation est délivrée à {the_one_l}, sur sa demande, pour "
            "servir et valoir ce que de droit.</p>"
        )
        lab["employer_cnss"] = e.cnss
        page = (
            f'<div class=page>{letterhead(e, "left")}<div class=ref style="margin-top:6mm">{ref}</div>'
            f"<h1>ATTESTATION DE TRAVAIL</h1>{body}"
            f'<p style="margin-top:8mm">Fait à {esc(e.city)}, le {F.date(when, "fr")}</p>'
            f"{_signature_block(c, rng, 'a')}{footer(e, with_cnss=False)}</div>"
        )
    elif lay == "en":
        he = "He" if p.sex == "M" else "She"
        css += ".page{font-family:'Noto Serif','DejaVu Serif',serif;font-size:10.8pt}"
        body = (
            f"<p>This is to certify that {civ(p, 'en')} <b>{esc(name(p, 'gF'))}</b>, holder of the Moroccan "
            f"national identity card No. <b>{p.cin}</b>, has been employed by <b>{esc(e.name)}</b> since "
            f"<b>{F.date(j.hire, 'en')}</b> under a {CONTRACT_EN[j.contract][0].lower()}.</p>"
            f"<p>{he} currently holds the position of <b>{esc(j.position)}</b> within our {esc(j.department)} "
            f"department, on a full-time basis, and is still part of our workforce as of the date of this letter.</p>"
            "<p>This certificate is issued at the employee's request for whatever purpose it may serve.</p>"
        )
        lab["employer_cnss"] = e.cnss
        page = (
            f'<div class=page>{letterhead(e, "band")}<div style="margin-top:8mm" class=ref>'
            f'{esc(e.city)}, {F.date(when, "en")}</div><h1 style="text-decoration:none">EMPLOYMENT CERTIFICATE</h1>'
            f"<p><b>TO WHOM IT MAY CONCERN</b></p>{body}"
            f"{_signature_block(c, rng, 'a', 'rect', en=True)}{footer(e, with_cnss=True, en=True)}</div>"
        )
    elif lay == "bilingual":
        css += (
            ".cols{display:flex;gap:8mm}.cols>div{flex:1}.arp{" + AR + ";font-size:12.5pt;line-height:1.9;"
            "text-align:justify}.frp{font-size:10.8pt}"
        )
        ar_text = (
            f"تشهد {esc(e.name)}، الكائن مقرها في {esc(e.city)}، والمنخرطة في الصندوق الوطني للضمان الاجتماعي تحت رقم "
            f"{e.cnss}، أن {'السيد' if p.sex == 'M' else 'السيدة'} {esc(p.given_ar)} {esc(p.family_ar)}، "
            f"{'الحامل' if p.sex == 'M' else 'الحاملة'} للبطاقة الوطنية للتعريف رقم {p.cin}، "
            f"{'يعمل' if p.sex == 'M' else 'تعمل'} لديها منذ {F.date(j.hire, 'ar')} بصفة {esc(j.position)} "
            f"في إطار {CONTRACT_AR[j.contract]}."
            "<br>وقد سلمت هذه الشهادة للمعني بالأمر بطلب منه للإدلاء بها عند الحاجة."
        )
        fr_text = (
            f"<p class=frp>La société <b>{esc(e.name)}</b>, affiliée à la CNSS sous le n° {e.cnss}, atteste que "
            f"{civ(p)} <b>{esc(name(p, 'FG'))}</b>, CIN n° {p.cin}, fait partie de son personnel depuis le "
            f"<b>{F.date(j.hire, 'slash')}</b> et occupe le poste de <b>{esc(j.position)}</b> "
            f"({CONTRACT_FR[j.contract][1]}).</p><p class=frp>La présente attestation est délivrée pour servir "
            "et valoir ce que de droit.</p>"
        )
        lab["employer_cnss"] = e.cnss
        page = (
            f"<div class=page>{letterhead(e, 'center')}"
            '<div style="display:flex;justify-content:space-between;align-items:baseline;margin:12mm 0 8mm">'
            '<div style="font-size:15pt;font-weight:bold">ATTESTATION DE TRAVAIL</div>'
            f'<div style="{AR};font-size:17pt;font-weight:bold">شهادة العمل</div></div>'
            f"<div class=cols><div>{fr_text}</div><div class=arp>{ar_text}</div></div>"
            f'<p style="margin-top:8mm">{esc(e.city)}, le {F.date(when, "dot")}</p>'
            f"{_signature_block(c, rng, 'a')}{footer(e, with_cnss=False)}</div>"
        )
    elif lay == "mission":
        interim = j.contract == "INTERIM"
        title = "ATTESTATION DE MISSION" if interim else "CERTIFICAT DE TRAVAIL"
        css += (
            ".page{font-family:'DejaVu Sans',sans-serif;font-size:10pt}.frm{margin-top:6mm}"
            ".row{display:flex;margin:3.2mm 0}.row .k{white-space:nowrap}"
            ".row .v{flex:1;border-bottom:0.3mm dotted #333;"
            "margin-left:2mm;padding-left:2mm;font-weight:bold}.idbox{border:0.3mm solid #000;padding:2mm 3mm;"
            "font-size:8.5pt;margin-top:4mm;display:grid;grid-template-columns:1fr 1fr;gap:1mm 5mm}"
        )
        rows = [
            ("Nom et prénom", name(p, "FG")),
            ("Carte nationale d'identité n°", p.cin),
            ("N° d'immatriculation CNSS", p.cnss),
            ("Emploi occupé", j.position),
            ("Date d'entrée", F.date(j.hire, "slash")),
            ("Nature du contrat", CONTRACT_FR[j.contract][2]),
        ]
        if interim:
            rows.append(("Entreprise utilisatrice", e.client))
            rows.append(("Lieu de mission", e.client_site))
        if j.end_date:
            rows.append(("Fin de mission prévue" if interim else "Échéance du contrat", F.date(j.end_date, "slash")))
        frm = "".join(
            f"<div class=row><span class=k>{esc(k)} :</span><span class=v>{esc(v)}</span></div>" for k, v in rows
        )
        idbox = (
            f"<div class=idbox><div>Employeur : <b>{esc(e.name)}</b></div><div>N° affiliation CNSS : <b>{e.cnss}</b>"
            f"</div><div>Adresse : {esc(', '.join(e.address))}</div><div>ICE : {e.ice}</div></div>"
        )
        lab["employer_cnss"] = e.cnss
        intro = (
            "Nous, entreprise de travail temporaire soussignée, certifions que la personne désignée ci-dessous est "
            "mise à disposition dans le cadre d'une mission de travail temporaire :"
            if interim
            else "Le soussigné, représentant de l'employeur désigné ci-dessous, certifie que :"
        )
        page = (
            f'<div class=page>{letterhead(e, "left", 12)}<h1 style="text-decoration:none;border:0.4mm solid #000;'
            f'padding:2mm">{title}</h1>{idbox}<p style="margin-top:6mm">{intro}</p><div class=frm>{frm}</div>'
            '<p style="margin-top:6mm">est toujours en activité à ce jour. Le présent certificat est délivré à '
            "l'intéressé(e) pour servir et valoir ce que de droit.</p>"
            f"<p>Fait à {esc(e.city)}, le {F.date(when, 'dash')}</p>"
            f"{_signature_block(c, rng, 'a', 'rect')}{footer(e, with_cnss=False)}</div>"
        )
    else:  # stage
        css += ".page{font-family:'Noto Sans',sans-serif;font-size:10.5pt}"
        body = (
            f"<p>Nous soussignés, <b>{esc(e.name)}</b>, {esc(e.capital)}, immatriculée au {esc(e.rc)}, attestons "
            f"que {civ_long(p)} <b>{esc(name(p, 'gF'))}</b>, titulaire de la CIN n° <b>{p.cin}</b>, effectue un stage "
            f"au sein de notre société depuis le <b>{F.date(j.hire, 'fr')}</b> en qualité de "
            f"<b>{esc(j.position)}</b>, au sein de l'équipe {esc(j.department)}, dans le cadre d'une convention de "
            f"stage prenant fin le {F.date(j.end_date or j.hire, 'fr')}.</p>"
            f"<p>Durant son stage, {the_one_l} perçoit une gratification mensuelle de "
            f"{F.money(j.base, 'sp')} DH ainsi qu'une indemnité de transport.</p>"
            "<p>La présente attestation est délivrée pour servir et valoir ce que de droit.</p>"
        )
        page = (
            f"<div class=page>{letterhead(e, 'band')}<h1>ATTESTATION DE STAGE</h1>{body}"
            f'<p style="margin-top:8mm">Marrakech, le {F.date(when, "slash")}</p>'
            f"{_signature_block(c, rng, 'a')}"
            f"<div class=legal>{esc(e.name)} \u2013 {esc(', '.join(e.address))} \u2013 ICE {e.ice} "
            f"\u2013 IF {e.if_} \u2013 "
            f"{esc(e.web)}</div></div>"
        )
    return document([page], css), lab


# --------------------------------------------------------------------------------------------- salary certificate


def salary(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e, j = c.person, c.employer, c.job
    when = issue_date(c, doc, rng)
    pay = compute(c, 2025, 10)
    the_one = fem(p, "L'intéressé", "L'intéressée")
    gross, net = pay.gross, pay.net
    if "inflate" in doc.over:
        k = doc.over["inflate"]
        gross = F.r2(round(gross * k, -2))
        net = F.r2(round(net * k * 1.01, -1) + 0.5)
    lay = doc.layout
    lab = {
        "applicant_name": p.name,
        "cin": p.cin,
        "employer": e.name,
        "hire_date": j.hire.isoformat(),
        "position": j.position,
        "gross_salary": gross,
        "net_salary": net,
    }
    css = LETTER_CSS
    if lay == "prose":
        st = "sp"
        body = (
            f"<p>Nous soussignés, {esc(e.name)}, attestons que {civ_long(p)} <b>{esc(name(p, 'Fg'))}</b>, titulaire "
            f"de la CIN n° <b>{p.cin}</b>, est employé{fem(p, '', 'e')} dans notre établissement depuis le "
            f"{F.date(j.hire, 'fr')} en qualité de <b>{esc(j.position)}</b>.</p>"
            f"<p>{the_one} perçoit un salaire mensuel brut de <b>{F.money(gross, st)} "
            f"DH</b> ({F.amount_words_fr(gross)}), soit un salaire mensuel net de <b>{F.money(net, st)} DH</b> "
            f"({F.amount_words_fr(net)}).</p>"
            f"<p>Le salaire annuel brut s'élève ainsi à {F.money(gross * 12, st)} DH, hors primes exceptionnelles.</p>"
            "<p>En foi de quoi, la présente attestation lui est délivrée pour servir et valoir ce que de droit.</p>"
        )
        page = (
            f"<div class=page>{letterhead(e, 'center')}<h1>ATTESTATION DE SALAIRE</h1>{body}"
            f'<p style="margin-top:8mm">Fait à {esc(e.city)}, le {F.date(when, "fr")}</p>'
            f"{_signature_block(c, rng, 's')}{footer(e)}</div>"
        )
    elif lay == "fr":
        st = "dot"
        css += (
            ".page{font-family:'Noto Sans',sans-serif;font-size:10pt}table.s{border-collapse:collapse;width:80%;"
            "margin:4mm auto}table.s td{border-bottom:0.2mm solid #aaa;padding:1.8mm 2mm}"
        )
        deductions = F.r2(gross - net)
        rows = [
            ("Salaire de base", F.money(j.base, st) if gross == pay.gross else F.money(F.r2(gross * 0.87), st)),
            ("Salaire brut mensuel", F.money(gross, st)),
            ("Cotisations et retenues (CNSS, AMO, CIMR, IR)", F.money(deductions, st)),
            ("<b>Salaire net mensuel</b>", f"<b>{F.money(net, st)}</b>"),
        ]
        table = "".join(f"<tr><td>{k}</td><td class=r>{v} DH</td></tr>" for k, v in rows)
        body = (
            f"<p>La Direction des Ressources Humaines de <b>{esc(e.name)}</b> certifie que {civ(p)} "
            f"<b>{esc(name(p, 'gF'))}</b> (CIN {p.cin}, matricule {esc(j.matricule)}), {esc(j.position)}, "
            f"fait partie de l'effectif depuis le {F.date(j.hire, 'slash')} et perçoit la rémunération mensuelle "
            f"suivante :</p><table class=s>{table}</table>"
            "<p>Attestation établie à la demande du salarié pour servir et valoir ce que de droit.</p>"
        )
        page = (
            f'<div class=page>{letterhead(e, "left")}<h1 style="text-decoration:none">Attestation de salaire</h1>'
            f'{body}<p style="margin-top:6mm">{esc(e.city)}, le {F.date(when, "slash")}</p>'
            f"{_signature_block(c, rng, 's')}{footer(e, with_cnss=False)}</div>"
        )
    elif lay == "en":
        st = "en"
        css += ".page{font-family:'Noto Serif','DejaVu Serif',serif;font-size:10.8pt}"
        his = "his" if p.sex == "M" else "her"
        body = (
            f"<p>We, <b>{esc(e.name)}</b>, hereby certify that {civ(p, 'en')} <b>{esc(name(p, 'gF'))}</b>, national "
            f"ID card No. {p.cin}, has been working for our company since {F.date(j.hire, 'en_ord')} as "
            f"<b>{esc(j.position)}</b>.</p>"
            f"<p>{'His' if p.sex == 'M' else 'Her'} current monthly gross salary is <b>MAD {F.money(gross, st)}</b>, "
            f"corresponding to a monthly net salary of <b>MAD {F.money(net, st)}</b> after social security "
            f"contributions and income tax. {his.capitalize()} annual gross base amounts to "
            f"MAD {F.money(gross * 12, st)}.</p>"
            "<p>This certificate is issued upon the employee's request.</p>"
        )
        page = (
            f'<div class=page>{letterhead(e, "band")}<div style="margin-top:8mm" class=ref>{esc(e.city)}, '
            f'{F.date(when, "en_ord")}</div><h1 style="text-decoration:none">SALARY CERTIFICATE</h1>{body}'
            f"{_signature_block(c, rng, 's', 'rect', en=True)}{footer(e, en=True)}</div>"
        )
    else:  # form: three months table
        st = "sp"
        css += (
            ".page{font-family:'Liberation Sans',sans-serif;font-size:9.8pt}table.f{border-collapse:collapse;"
            "width:100%;margin-top:4mm}table.f td,table.f th{border:0.3mm solid #222;padding:2mm}"
            "table.f th{background:#eee}.box{border:0.3mm solid #222;padding:3mm;margin-top:5mm}"
        )
        months = [(2025, 8), (2025, 9), (2025, 10)]
        trs = "".join(
            f"<tr><td>{F.month(y, m, 'Fr')}</td><td class=r>{F.money(gross, st)}</td><td class=r>"
            f"{F.money(F.r2(gross - net), st)}</td><td class=r>{F.money(net, st)}</td></tr>"
            for y, m in months
        )
        who = (
            f"<div class=box><b>SALARIÉ</b><br>Nom et prénom : <b>{esc(name(p, 'FG'))}</b><br>CIN : <b>{p.cin}</b>"
            f"<br>Fonction : {esc(j.position)}<br>Date d'embauche : {F.date(j.hire, 'dot')}<br>Matricule : "
            f"{esc(j.matricule)}</div>"
        )
        page = (
            f'<div class=page>{letterhead(e, "center")}<h1 style="text-decoration:none">ATTESTATION DE SALAIRE</h1>'
            f"<p>Nous soussignés <b>{esc(e.name)}</b> certifions que le salarié désigné ci-dessous a perçu les "
            f"rémunérations suivantes au cours des trois derniers mois :</p>{who}"
            "<table class=f><tr><th>Mois</th><th>Salaire brut (DH)</th><th>Retenues (DH)</th>"
            f"<th>Salaire net (DH)</th></tr>{trs}</table>"
            f'<p style="margin-top:4mm">Salaire mensuel brut : <b>{F.money(gross, st)} DH</b> \u2013 Salaire mensuel '
            f"net : <b>{F.money(net, st)} DH</b></p>"
            f"<p>Fait à {esc(e.city)}, le {F.date(when, 'slash')}</p>"
            f"{_signature_block(c, rng, 's', 'rect')}{footer(e, with_cnss=False)}</div>"
        )
    return document([page], css), lab


# ------------------------------------------------------------------------------------------------ CNSS attestation

CNSS_AR = "الصندوق الوطني للضمان الاجتماعي"


def _cnss_head(big: bool = True) -> str:
    return (
        '<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:0.6mm solid #0a4c8b;'
        'padding-bottom:2mm"><div style="display:flex;align-items:center;gap:3mm">'
        '<svg viewBox="0 0 60 60" style="width:15mm;height:15mm"><circle cx="30" cy="30" r="28" fill="#0a4c8b"/>'
        '<path d="M14 34 Q30 10 46 34 Q30 24 14 34Z" fill="#f2b705"/><circle cx="30" cy="38" r="6" fill="#fff"/></svg>'
        '<div><div style="font-weight:bold;font-size:' + ("12pt" if big else "10pt") + ';color:#0a4c8b">'
        'Caisse Nationale de Sécurité Sociale</div><div style="font-size:8pt">Royaume du Maroc</div></div></div>'
        f'<div style="{AR};font-size:13pt;color:#0a4c8b;font-weight:bold">{CNSS_AR}</div></div>'
    )


def cnss(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p, e = c.person, c.employer
    when = issue_date(c, doc, rng)
    the_one = fem(p, "L'intéressé", "L'intéressée")
    lab = {
        "applicant_name": p.name,
        "cnss_number": p.cnss,
        "cin": p.cin,
        "affiliation_date": p.cnss_date.isoformat(),
        "employer": e.name,
        "employer_cnss": e.cnss,
    }
    lay = doc.layout
    ref = f"{when.year}{rng.randint(10**8, 10**9 - 1)}"
    base_css = (
        ".page{padding:14mm 16mm;font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:9.6pt;color:#1b1b1b}"
        ".legal{position:absolute;bottom:9mm;left:16mm;right:16mm;font-size:7pt;color:#555;text-align:center;"
        "border-top:0.2mm solid #999;padding-top:1mm}"
    )
    if lay == "portal":
        css = base_css + (
            "table.k{width:100%;border-collapse:collapse;margin-top:3mm}table.k td{padding:2mm;border:0.2mm solid "
            "#c9d3de}table.k td:first-child{background:#eef3f8;width:45%;color:#244}"
            "h2{font-size:13pt;text-align:center;margin:8mm 0 2mm;color:#0a4c8b}.sec{margin-top:6mm;font-weight:bold;"
            "color:#0a4c8b}"
        )
        t1 = "".join(
            f"<tr><td>{k}</td><td><b>{esc(v)}</b></td></tr>"
            for k, v in [
                ("Numéro d'immatriculation", p.cnss),
                ("Nom", p.family.upper()),
                ("Prénom", p.given.upper()),
                ("N° CIN", p.cin),
                ("Date de naissance", F.date(p.dob, "slash")),
                ("Date d'immatriculation", F.date(p.cnss_date, "slash")),
                ("Situation", "Assuré(e) actif(ve)"),
            ]
        )
        t2 = "".join(
            f"<tr><td>{k}</td><td><b>{esc(v)}</b></td></tr>"
            for k, v in [
                ("Raison sociale", e.name),
                ("N° d'affiliation", e.cnss),
                ("Dernière période déclarée", "09/2025"),
                ("Jours déclarés (dernière période)", "26"),
            ]
        )
        page = (
            f'<div class=page>{_cnss_head()}<div style="text-align:right;font-size:8pt;margin-top:2mm">'
            f"Édité le {F.date(when, 'slash')} à {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d} \u2013 "
            f"Réf. {ref}</div><h2>ATTESTATION D'IMMATRICULATION</h2>"
            f'<div style="text-align:center;{AR};font-size:12pt">شهادة التسجيل</div>'
            f"<div class=sec>Assuré</div><table class=k>{t1}</table>"
            f"<div class=sec>Employeur actuel</div><table class=k>{t2}</table>"
            '<p style="margin-top:6mm;font-size:8.5pt">Cette attestation est délivrée à l\'intéressé(e) à sa demande. '
            "Son authenticité peut être vérifiée en scannant le code ci-dessous ou sur le portail www.macnss.ma "
            "avec la référence indiquée.</p>"
            f'<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:4mm">'
            f'{art.qr(rng, 24)}<div style="text-align:center;font-size:8pt">Document généré électroniquement<br>'
            "ne nécessitant pas de signature</div></div>"
            "<div class=legal>CNSS \u2013 649, Boulevard Mohammed V, Casablanca \u2013 "
            "Centre d'appel : 080 200 72 72 \u2013 "
            "www.cnss.ma</div></div>"
        )
    elif lay == "letter":
        agency = {"Rabat": "Rabat Agdal", "Marrakech": "Marrakech Guéliz", "Oujda": "Oujda", "Smimou": "Essaouira"}
        ag = agency.get(e.city, e.city)
        css = base_css + (
            ".page{font-family:'Liberation Serif',serif;font-size:11.5pt}p{line-height:1.6;text-align:justify}"
            "h2{text-align:center;font-size:15pt;margin:14mm 0 2mm;text-decoration:underline}"
        )
        he = fem(p, "Monsieur", "Madame")
        ring = f"CAISSE NATIONALE DE SECURITE SOCIALE * {ag.upper()} *"
        stamp = art.round_stamp(rng, "cn", ring, ["CNSS", "AGENCE", ag.split()[0].upper()], "#3b3b9b", 34)
        page = (
            f'<div class=page>{_cnss_head()}<div style="margin-top:4mm;font-size:10pt">Direction Régionale \u2013 '
            f"Agence {esc(ag)}<br>N° {rng.randint(1000, 9999)}/AG/{when.year}</div>"
            f"<h2>ATTESTATION D'AFFILIATION</h2>"
            f'<div style="text-align:center;{AR};font-size:13pt;margin-bottom:8mm">شهادة الانخراط</div>'
            f"<p>Le Directeur de l'Agence CNSS de {esc(ag)} atteste que {he} <b>{esc(name(p, 'FG'))}</b>, "
            f"né{fem(p, '', 'e')} le {F.date(p.dob, 'slash')}, titulaire de la CIN n° <b>{p.cin}</b>, est "
            f"immatriculé{fem(p, '', 'e')} à la Caisse Nationale de Sécurité Sociale sous le numéro "
            f"<b>{p.cnss}</b> depuis le <b>{F.date(p.cnss_date, 'fr')}</b>.</p>"
            f"<p>{the_one} est actuellement déclaré{fem(p, '', 'e')} par "
            f"l'employeur <b>{esc(e.name)}</b>, affilié à la CNSS sous le numéro <b>{e.cnss}</b>.</p>"
            "<p>La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que "
            "de droit.</p>"
            f'<p style="margin-top:10mm;margin-left:90mm">{esc(ag.split()[0])}, le {F.date(when, "dot")}<br>'
            "Le Directeur d'Agence</p>"
            f'<div style="margin-left:95mm;position:relative;height:30mm">'
            f'<div style="position:absolute;left:6mm;top:4mm">{art.signature(rng, 40, 15, "#1a1a6a")}</div>'
            f'<div style="position:absolute;left:-18mm;top:0">'
            f"{stamp}"
            "</div></div>"
            "<div class=legal>Caisse Nationale de Sécurité Sociale \u2013 Etablissement public \u2013 "
            "www.cnss.ma</div></div>"
        )
    else:  # situation: declarations table
        css = base_css + (
            "table.d{width:100%;border-collapse:collapse;margin-top:3mm;font-size:8.8pt}table.d th{background:#0a4c8b;"
            "color:#fff;padding:1.5mm}table.d td{padding:1.3mm 1.5mm;border-bottom:0.2mm solid #ccd}"
            ".num{text-align:right}h2{text-align:center;font-size:12.5pt;margin:6mm 0 3mm;color:#0a4c8b}"
        )
        pay = compute(c, 2025, 9)
        rows = []
        for m in range(9, 3, -1):
            declared = pay.taxable
            rows.append(
                f"<tr><td>{m:02d}/2025</td><td>{e.cnss}</td><td>{esc(e.name)}</td><td class=num>26</td>"
                f"<td class=num>{F.money(declared, 'sp')}</td></tr>"
            )
        page = (
            f"<div class=page>{_cnss_head(False)}<h2>ATTESTATION DE DÉCLARATION DE SALAIRES</h2>"
            f'<div style="text-align:center;{AR};font-size:12pt">شهادة التصريح بالأجور</div>'
            '<div style="display:grid;grid-template-columns:1fr 1fr;gap:1.5mm 6mm;margin-top:5mm;border:0.3mm solid '
            '#0a4c8b;padding:3mm">'
            f"<div>N° d'immatriculation : <b>{p.cnss}</b></div><div>Date d'immatriculation : "
            f"<b>{F.date(p.cnss_date, 'dash')}</b></div>"
            f"<div>Nom et prénom : <b>{esc(name(p, 'FG'))}</b></div><div>CIN : <b>{p.cin}</b></div>"
            f"<div>Date de naissance : {F.date(p.dob, 'dash')}</div><div>Date d'édition : "
            f"{F.date(when, 'dash')}</div></div>"
            "<table class=d><tr><th>Période</th><th>N° affiliation</th><th>Employeur</th><th>Jours</th>"
            f"<th>Salaire déclaré (DH)</th></tr>{''.join(rows)}</table>"
            '<p style="font-size:8.5pt;margin-top:5mm">Les salaires déclarés correspondent aux salaires bruts '
            "soumis à cotisation déclarés par l'employeur. Attestation délivrée sur la base "
            "des déclarations de l'employeur via le portail Damancom.</p>"
            f'<div style="display:flex;justify-content:flex-end;margin-top:6mm">{art.qr(rng, 20)}</div>'
            "<div class=legal>CNSS \u2013 Direction des Prestations \u2013 www.cnss.ma \u2013 Attestation n° "
            f"{ref}</div></div>"
        )
    return document([page], css), lab


def render(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    if doc.type == "employment_certificate":
        return employment(c, doc, rng)
    if doc.type == "salary_certificate":
        return salary(c, doc, rng)
    return cnss(c, doc, rng)
