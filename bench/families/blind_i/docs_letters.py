"""Employment, salary and CNSS certificates: prose letters, forms with dotted leaders, bilingual papers."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from . import art, fmt
from .art import esc
from .common import (
    CONTRACT_PHRASE,
    CONTRACT_WORDS,
    civil,
    company_stamp,
    e,
    full_name,
    legal_footer,
    letterhead,
    page,
    signatory_role,
)


def _issue_date(v: dict[str, Any], rng: random.Random) -> dt.date:
    return v["ref"] - dt.timedelta(days=rng.randint(1, 12))


def _sign_block(v: dict[str, Any], rng: random.Random, city_date: str) -> str:
    return (
        f'<div style="margin-top:12mm;display:flex;justify-content:flex-end"><div style="text-align:center;'
        f'min-width:70mm">{city_date}<br><br><b>{esc(signatory_role(v))}</b><br>{esc(v["signatory"])}'
        f'<div style="position:relative;height:38mm"><div style="position:absolute;left:6mm;top:0">'
        f'{art.signature(rng)}</div><div style="position:absolute;left:22mm;top:2mm">{company_stamp(v["emp"], rng, 128)}'
        f"</div></div></div></div>"
    )


def _ref(rng: random.Random, emp: dict[str, Any]) -> str:
    return f"Réf. : {emp['brand'][:3].upper()}/RH/{rng.randint(100, 980)}/{rng.choice(['2025', '25'])}"


# ---------------------------------------------------------------------------------------------------------------
# Employment certificates
# ---------------------------------------------------------------------------------------------------------------


def emp_prose_nous(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = rng.choice(["dmy_slash", "fr_long"])
    issued = _issue_date(v, rng)
    who = f"{civil(v)} <b>{esc(full_name(v, rng.choice(['Given SURNAME', 'SURNAME GIVEN'])))}</b>"
    cin = f"titulaire de la CIN n° <b>{v['cin']}</b>"
    since = f"depuis le <b>{fmt.date(v['hire'], ds)}</b>"
    role = f"en qualité de <b>{esc(v['position'])}</b>"
    contract = rng.choice(CONTRACT_PHRASE[v["contract"]])
    order = rng.random() < 0.5
    if order:
        core = f"{who}, {cin}, est {e(v, 'employé', 'employée')} au sein de notre société {since} {role}, {contract}."
    else:
        core = (
            f"{who}, {cin}, occupe {since} le poste de <b>{esc(v['position'])}</b> au sein de notre "
            f"{'établissement' if emp['kind'] in ('public', 'assoc', 'coop') else 'entreprise'}, {contract}."
        )
    head_style = "brand" if emp["key"] in ("kenz", "sahara", "sermin") else rng.choice(["left", "center"])
    body = f"""
<div style="padding:14mm 20mm">
 {letterhead(emp, head_style, rng, 120)}
 <div style="margin-top:8mm;font-size:9pt">{_ref(rng, emp)}</div>
 <div style="text-align:center;margin:14mm 0 10mm"><span style="font:bold 17pt 'Liberation Serif';border-bottom:1.5px solid #000;letter-spacing:1pt">ATTESTATION DE TRAVAIL</span></div>
 <p>Nous soussignés, <b>{esc(emp["legal"])}</b>, {"association régie par le dahir n° 1-58-376" if emp["kind"] == "assoc" else "dont le siège est sis " + esc(", ".join(emp["addr"]))},
 affiliée à la Caisse Nationale de Sécurité Sociale sous le n° <b>{emp["cnss"]}</b>, attestons par la présente que :</p>
 <p style="margin-left:10mm">{core}</p>
 <p>La présente attestation est délivrée à {e(v, "l'intéressé", "l'intéressée")}, sur sa demande, pour servir et valoir ce que de droit.</p>
 {_sign_block(v, rng, f"Fait à {esc(emp['city'])}, le {fmt.date(issued, ds)}")}
 <div style="position:absolute;bottom:10mm;left:20mm;right:20mm;border-top:1px solid #888;font-size:7.2pt;color:#444;text-align:center;padding-top:1.5mm">{esc(legal_footer(emp))}</div>
</div>"""
    css = "p { line-height: 1.75; text-align: justify; margin: 4mm 0; }"
    return page(body, css, font="Liberation Serif", font_size="11.5pt"), {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
    }


def emp_prose_je(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = rng.choice(["dmy_dot", "fr_long", "dmy_slash"])
    issued = _issue_date(v, rng)
    role = signatory_role(v, short=True)
    role = role[0].lower() + role[1:]
    contract = rng.choice(CONTRACT_WORDS[v["contract"]][1:] or CONTRACT_WORDS[v["contract"]])
    body = f"""
<div style="padding:13mm 19mm">
 {letterhead(emp, "brand" if emp["key"] in ("ennakhil", "zitoun", "atlasfroid") else "left", rng, 110)}
 <div style="text-align:right;margin-top:6mm">{esc(emp["city"])}, le {fmt.date(issued, ds)}</div>
 <div style="margin:16mm 0 9mm;font:bold 14pt 'DejaVu Sans';text-align:center">CERTIFICAT DE TRAVAIL</div>
 <p>Je {"soussignée" if v["signatory_sex"] == "F" else "soussigné"},
 {esc(v["signatory"])}, agissant en qualité de {esc(role)}, pour le compte de <b>{esc(emp["legal"])}</b>
 (CNSS n° {emp["cnss"]}), certifie que {civil(v)} <b>{esc(full_name(v, "SURNAME Given"))}</b>,
 {e(v, "né", "née")} le {fmt.date(v["dob"], ds)} à {esc(v["pob"].title())}, CIN n° {v["cin"]},
 fait partie de notre personnel depuis le {fmt.date(v["hire"], ds)}.</p>
 <p>{e(v, "Il", "Elle")} y exerce actuellement les fonctions de <b>{esc(v["position"])}</b>
 ({esc(contract)}) et {e(v, "il", "elle")} est à ce jour toujours en activité.</p>
 <p>Ce certificat est établi à la demande de {e(v, "l'intéressé", "l'intéressée")} pour faire valoir ce que de droit.</p>
 {_sign_block(v, rng, "")}
</div>"""
    css = "p { line-height: 1.7; text-align: justify; margin: 4mm 0; text-indent: 8mm; }"
    return page(body, css, font="DejaVu Sans", font_size="10.5pt"), {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    }


def _leader(label: str, value: str) -> str:
    return (
        f'<div class="ld"><span class="l">{esc(label)}</span><span class="dots"></span>'
        f'<span class="val">{value}</span></div>'
    )


LEADER_CSS = """
.ld { display: flex; align-items: baseline; margin: 3.2mm 0; }
.ld .l { white-space: nowrap; }
.ld .dots { flex: 1; border-bottom: 1.5px dotted #333; margin: 0 2mm; min-width: 8mm; transform: translateY(-1mm); }
.ld .val { white-space: nowrap; font-weight: bold; }
"""


def emp_form(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = rng.choice(["dmy_dash", "dmy_slash"])
    issued = _issue_date(v, rng)
    show_dob = rng.random() < 0.5
    rows = [
        _leader("Raison sociale de l'employeur", esc(emp["legal"]) if len(emp["legal"]) < 48 else ""),
    ]
    if len(emp["legal"]) >= 48:
        rows = [f'<div style="margin:3.2mm 0">Raison sociale de l\'employeur : <b>{esc(emp["legal"])}</b></div>']
    rows += [
        _leader("N° d'affiliation CNSS", emp["cnss"]),
        _leader("Nom et prénom du salarié", esc(full_name(v, "SURNAME Given"))),
        _leader("N° de la carte d'identité nationale", v["cin"]),
    ]
    if show_dob:
        rows.append(_leader("Date de naissance", fmt.date(v["dob"], ds)))
    rows += [
        _leader("Date d'entrée", fmt.date(v["hire"], ds)),
        _leader("Emploi occupé", esc(v["position"])),
        _leader("Nature du contrat", esc(rng.choice(CONTRACT_WORDS[v["contract"]]))),
    ]
    body = f"""
<div style="padding:14mm 18mm">
 {letterhead(emp, "bar" if emp["key"] in ("somaem", "palmiers", "bennouna") else "left", rng, 120)}
 <div style="margin:14mm auto 8mm;width:max-content;border:2px solid #000;padding:2.5mm 10mm;font:bold 14pt 'FreeSans';letter-spacing:2pt">ATTESTATION DE TRAVAIL</div>
 <p style="margin-bottom:6mm">L'employeur soussigné atteste que la personne désignée ci-dessous est employée dans son entreprise :</p>
 {"".join(rows)}
 <p style="margin-top:8mm">En foi de quoi, la présente attestation lui est délivrée pour servir et valoir ce que de droit.</p>
 {_sign_block(v, rng, f"Fait à {esc(emp['city'])} le {fmt.date(issued, ds)}")}
</div>"""
    shown = {"applicant_name", "cin", "employer", "employer_cnss", "hire_date", "position", "contract_type"}
    if show_dob:
        shown.add("date_of_birth")
    return page(body, LEADER_CSS + "p{line-height:1.6}", font="FreeSans", font_size="10.5pt"), shown


def emp_bilingual_ar(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = "dmy_slash"
    issued = _issue_date(v, rng)
    ar_name = f"{v['given_ar']} {v['surname_ar']}"
    contract_ar = {
        "CDI": "عقد غير محدد المدة",
        "CDD": "عقد محدد المدة",
        "ANAPEC": "عقد إدماج (أنابيك)",
        "INTERIM": "عمل مؤقت",
        "STAGE": "تدريب",
    }[v["contract"]]
    workplace = "l'agence" if emp["kind"] == "public" else "l'établissement"
    body = f"""
<div style="padding:12mm 16mm">
 {letterhead(emp, "arabic", rng, 100)}
 <div style="display:flex;justify-content:space-between;margin-top:10mm;align-items:center">
  <div style="font:bold 15pt 'DejaVu Sans'">ATTESTATION DE TRAVAIL</div>
  <div class="ar" style="font-size:18pt;font-weight:bold">شهادة العمل</div></div>
 <div style="display:flex;gap:8mm;margin-top:8mm">
  <div style="flex:1;font-size:10pt;line-height:1.7;text-align:justify">
   {esc(signatory_role(v))} – <b>{esc(emp["legal"])}</b> – (affiliation CNSS n° {emp["cnss"]}) atteste que
   {civil(v)} <b>{esc(full_name(v, "Given SURNAME"))}</b>, titulaire de la carte nationale d'identité n° <b>{v["cin"]}</b>,
   exerce au sein de {workplace} en qualité de <b>{esc(v["position"])}</b>
   depuis le <b>{fmt.date(v["hire"], ds)}</b>, {rng.choice(CONTRACT_PHRASE[v["contract"]])}.</div>
  <div class="ar" style="flex:1;font-size:12.5pt;line-height:1.9;text-align:justify">
   يشهد {esc(signatory_role(v).replace("Le Directeur de l'Agence", "مدير الوكالة").replace("La Directrice de l'Agence", "مديرة الوكالة").replace("Le Président de l'Association", "رئيس الجمعية").replace("La Présidente de l'Association", "رئيسة الجمعية").replace("Le Président du Conseil d'Administration", "رئيس مجلس الإدارة").replace("La Présidente du Conseil d'Administration", "رئيسة مجلس الإدارة"))} بأن السيد(ة) <b>{esc(ar_name)}</b>
   الحامل(ة) للبطاقة الوطنية رقم <b>{v["cin"]}</b> يعمل(تعمل) لدى {esc(emp["ar"])} بصفة {esc(v["position"])}
   منذ <b>{fmt.date(v["hire"], ds)}</b> في إطار {contract_ar}.</div>
 </div>
 <p style="margin-top:8mm;font-size:10pt">Cette attestation est délivrée à la demande de {e(v, "l'intéressé", "l'intéressée")} pour servir et valoir ce que de droit.
 <span class="ar" style="display:block;text-align:right;font-size:11.5pt;margin-top:2mm">سلمت هذه الشهادة للمعني(ة) بالأمر بطلب منه(ا) للإدلاء بها عند الحاجة.</span></p>
 {_sign_block(v, rng, f"{esc(emp['city'])}, le {fmt.date(issued, ds)}")}
</div>"""
    return page(body, "", font="DejaVu Sans", font_size="10pt"), {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
    }


def emp_modern(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    c = emp["color"]
    issued = _issue_date(v, rng)
    ds = rng.choice(["iso", "fr_long"])
    body = f"""
<div style="position:absolute;left:0;top:0;bottom:0;width:7mm;background:{c}"></div>
<div style="padding:14mm 18mm 14mm 24mm">
 <div style="display:flex;justify-content:space-between"><div>{letterhead(emp, "brand", rng, 110)}</div>
  <div>{art.code2d(rng, 70)}</div></div>
 <div style="margin-top:14mm;font:bold 20pt 'Noto Sans';color:{c}">Attestation d'emploi</div>
 <div style="font-size:9pt;color:#666">{_ref(rng, emp)} · Émise le {fmt.date(issued, ds)}</div>
 <p style="margin-top:10mm">{esc(emp["legal"])}, immatriculée à la CNSS sous le numéro {emp["cnss"]}, confirme que :</p>
 <table class="c" style="margin:5mm 0 5mm 6mm">
  <tr><td>Collaborateur</td><td><b>{esc(full_name(v, "Given SURNAME"))}</b></td></tr>
  <tr><td>CIN</td><td>{v["cin"]}</td></tr>
  <tr><td>Poste</td><td>{esc(v["position"])}</td></tr>
  <tr><td>Date d'entrée</td><td>{fmt.date(v["hire"], ds)}</td></tr>
  <tr><td>Type de contrat</td><td>{esc(CONTRACT_WORDS[v["contract"]][0])}</td></tr>
 </table>
 <p>fait partie de nos effectifs à la date d'émission de la présente attestation.</p>
 <p style="font-size:9pt;color:#555">L'authenticité de ce document peut être vérifiée en scannant le code ci-dessus.</p>
 {_sign_block(v, rng, "Pour la société")}
 <div style="position:absolute;bottom:10mm;left:24mm;right:18mm;font-size:7pt;color:#777">{esc(legal_footer(emp, " · "))}</div>
</div>"""
    css = ".c td { padding: 1.8mm 6mm 1.8mm 0; font-size: 10.5pt; } .c td:first-child { color: #777; } p { line-height: 1.6 }"
    return page(body, css, font="Noto Sans", font_size="10.5pt"), {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
    }


# ---------------------------------------------------------------------------------------------------------------
# Salary certificates
# ---------------------------------------------------------------------------------------------------------------


def sal_prose_words(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp, p = v["emp"], v["pay"]
    ds = rng.choice(["dmy_slash", "fr_long"])
    st = rng.choice(["sp_comma", "dot_comma"])
    cur = rng.choice(["DH", "Dhs", "MAD"])
    issued = _issue_date(v, rng)
    title = rng.choice(["ATTESTATION DE SALAIRE", "ATTESTATION DE TRAVAIL ET DE SALAIRE"])
    body = f"""
<div style="padding:14mm 20mm">
 {letterhead(emp, "brand" if emp["key"] in ("sermin", "somaem", "zitoun") else "center", rng, 120)}
 <div style="text-align:center;margin:16mm 0 10mm;font:bold 15pt 'Liberation Serif';text-decoration:underline">{title}</div>
 <p>Nous soussignés, <b>{esc(emp["legal"])}</b>, certifions que {civil(v)} <b>{esc(full_name(v, "Given SURNAME"))}</b>,
 titulaire de la CIN n° <b>{v["cin"]}</b>, est {e(v, "employé", "employée")} dans notre société depuis le
 <b>{fmt.date(v["hire"], ds)}</b> en qualité de <b>{esc(v["position"])}</b>.</p>
 <p>{e(v, "L'intéressé", "L'intéressée")} perçoit un salaire mensuel brut de <b>{fmt.amount(p["gross"], st, cur)}</b>
 ({fmt.amount_words(p["gross"])}), soit un salaire net mensuel de <b>{fmt.amount(p["net"], st, cur)}</b>
 ({fmt.amount_words(p["net"])}).</p>
 <p>Cette attestation est délivrée à {e(v, "l'intéressé", "l'intéressée")} pour servir et valoir ce que de droit.</p>
 {_sign_block(v, rng, f"Fait à {esc(emp['city'])}, le {fmt.date(issued, ds)}")}
 <div style="position:absolute;bottom:10mm;left:20mm;right:20mm;border-top:1px solid #888;font-size:7.2pt;color:#444;text-align:center;padding-top:1.5mm">{esc(legal_footer(emp))}</div>
</div>"""
    css = "p { line-height: 1.75; text-align: justify; margin: 4.5mm 0; }"
    return page(body, css, font="Liberation Serif", font_size="11.5pt"), {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
    }


def sal_table3(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp, p = v["emp"], v["pay"]
    st = rng.choice(["comma_dot", "plain", "sp_comma"])
    ds = rng.choice(["dmy_slash", "en_long", "dmy_dot"])
    issued = _issue_date(v, rng)
    months = [fmt.add_months(v["ref"], -k) for k in (3, 2, 1)]
    tot_ret = p["gross"] - p["net"]
    rows = "".join(
        f'<tr><td>{fmt.month(m, "fr")}</td><td class="r">{fmt.amount(p["gross"], st)}</td>'
        f'<td class="r">{fmt.amount(tot_ret, st)}</td><td class="r">{fmt.amount(p["net"], st)}</td></tr>'
        for m in months
    )
    show_dob = rng.random() < 0.5
    body = f"""
<div style="padding:13mm 17mm">
 {letterhead(emp, "left", rng, 110)}
 <div style="margin:14mm 0 8mm;font:bold 15pt 'DejaVu Sans Condensed';border-left:5px solid {emp["color"]};padding-left:4mm">ATTESTATION DE SALAIRE</div>
 <p>Nous attestons que {civil(v)} {esc(full_name(v, "SURNAME Given"))}{", " + e(v, "né", "née") + " le " + fmt.date(v["dob"], ds) if show_dob else ""},
 CIN {v["cin"]}, occupe au sein de <b>{esc(emp["legal"])}</b> le poste de {esc(v["position"])} depuis le {fmt.date(v["hire"], ds)}.</p>
 <p>Sa rémunération mensuelle s'établit comme suit :</p>
 <table class="t" style="width:100%"><tr><th>Élément</th><th class="r">Montant (MAD)</th></tr>
  <tr><td>Salaire mensuel brut</td><td class="r b">{fmt.amount(p["gross"], st)}</td></tr>
  <tr><td>Retenues (CNSS, AMO, IR{", CIMR" if any("CIMR" in r[0] for r in p["rets"]) else ""})</td><td class="r">{fmt.amount(tot_ret, st)}</td></tr>
  <tr><td>Salaire mensuel net</td><td class="r b">{fmt.amount(p["net"], st)}</td></tr></table>
 <p style="margin-top:6mm">Détail des trois derniers mois :</p>
 <table class="t" style="width:100%"><tr><th>Mois</th><th class="r">Brut</th><th class="r">Retenues</th><th class="r">Net versé</th></tr>{rows}</table>
 <p style="margin-top:6mm">Attestation délivrée pour servir et valoir ce que de droit.</p>
 {_sign_block(v, rng, f"{esc(emp['city'])}, {fmt.date(issued, ds)}")}
</div>"""
    css = """p { line-height: 1.6; } .t th { background: #eee; border: 1px solid #777; padding: 1.6mm; text-align: left; font-size: 9.5pt; }
.t td { border: 1px solid #777; padding: 1.6mm 3mm; font-size: 10pt; }"""
    shown = {"applicant_name", "cin", "employer", "hire_date", "position", "gross_salary", "net_salary"}
    if show_dob:
        shown.add("date_of_birth")
    return page(body, css, font="DejaVu Sans", font_size="10.5pt"), shown


def sal_form(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp, p = v["emp"], v["pay"]
    st = rng.choice(["sp_comma", "dot_comma", "plain"])
    cur = rng.choice(["DH", "Dhs", None])
    ds = rng.choice(["dmy_slash", "dmy_dash"])
    issued = _issue_date(v, rng)
    legal_row = (
        _leader("Employeur", esc(emp["legal"]))
        if len(emp["legal"]) < 48
        else f'<div style="margin:3.2mm 0">Employeur : <b>{esc(emp["legal"])}</b></div>'
    )
    base = p["gains"][0][3]
    body = f"""
<div style="padding:14mm 18mm">
 {letterhead(emp, rng.choice(["left", "bar"]) if emp["key"] != "sermin" else "brand", rng, 120)}
 <div style="text-align:center;margin:14mm 0 9mm"><div style="font:bold 15pt 'FreeSans';letter-spacing:1.5pt">ATTESTATION DE SALAIRE</div></div>
 {legal_row}
 {_leader("Nom et prénom", esc(full_name(v, "SURNAME GIVEN")))}
 {_leader("C.I.N. n°", v["cin"])}
 {_leader("Fonction", esc(v["position"]))}
 {_leader("Date d'embauche", fmt.date(v["hire"], ds))}
 {_leader("Salaire de base mensuel", fmt.amount(base, st, cur))}
 {_leader("Salaire brut mensuel", fmt.amount(p["gross"], st, cur))}
 {_leader("Salaire net mensuel", fmt.amount(p["net"], st, cur))}
 <p style="margin-top:8mm">Nous certifions l'exactitude des renseignements ci-dessus.</p>
 {_sign_block(v, rng, f"Fait à {esc(emp['city'])} le {fmt.date(issued, ds)}")}
</div>"""
    return page(body, LEADER_CSS + "p{line-height:1.6}", font="FreeSans", font_size="11pt"), {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
    }


def sal_bilingual_ar(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp, p = v["emp"], v["pay"]
    st = "plain"
    ds = "dmy_slash"
    issued = _issue_date(v, rng)
    rows = [
        ("Nom et prénom", "الاسم الكامل", esc(full_name(v, "Given SURNAME"))),
        ("CIN", "رقم البطاقة الوطنية", v["cin"]),
        ("Fonction", "الوظيفة", esc(v["position"])),
        ("Date de recrutement", "تاريخ التوظيف", fmt.date(v["hire"], ds)),
        ("Salaire mensuel brut", "الأجر الشهري الإجمالي", fmt.amount(p["gross"], st, "DH")),
        ("Salaire mensuel net", "الأجر الشهري الصافي", fmt.amount(p["net"], st, "DH")),
    ]
    tr = "".join(f'<tr><td>{a}<div class="ar">{b}</div></td><td class="b">{c}</td></tr>' for a, b, c in rows)
    body = f"""
<div style="padding:12mm 16mm">
 {letterhead(emp, "arabic", rng, 100)}
 <div style="text-align:center;margin-top:12mm"><div class="ar" style="font-size:18pt;font-weight:bold">شهادة الأجر</div>
  <div style="font:bold 14pt 'DejaVu Sans'">ATTESTATION DE SALAIRE</div></div>
 <p style="margin-top:8mm">{esc(signatory_role(v))} – <b>{esc(emp["legal"])}</b> – atteste que la personne ci-après désignée perçoit la rémunération suivante :</p>
 <table class="t" style="width:100%;margin-top:4mm">{tr}</table>
 <p class="ar" style="text-align:right;font-size:12pt;margin-top:6mm">سلمت هذه الشهادة للمعني(ة) بالأمر بطلب منه(ا) للإدلاء بها عند الحاجة.</p>
 {_sign_block(v, rng, f"{esc(emp['city'])}, le {fmt.date(issued, ds)}")}
</div>"""
    css = """.t td { border: 1px solid #666; padding: 2mm 3mm; font-size: 10pt; vertical-align: top; } .t td .ar { text-align: right; font-size: 11pt; margin-top: 2.5mm; color: #444; }
.t td:first-child { background: #f5f5f5; width: 40%; }"""
    return page(body, css, font="DejaVu Sans", font_size="10pt"), {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
    }


# ---------------------------------------------------------------------------------------------------------------
# CNSS certificates
# ---------------------------------------------------------------------------------------------------------------

CNSS_GREEN = "#00703c"


def _cnss_head(rng: random.Random) -> str:
    return f"""
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid {CNSS_GREEN};padding-bottom:3mm">
 <div style="display:flex;align-items:center;gap:4mm">
  <div style="width:18mm;height:18mm;border-radius:50%;border:3px solid {CNSS_GREEN};display:flex;align-items:center;justify-content:center;font:bold 11pt 'DejaVu Sans';color:{CNSS_GREEN}">cnss</div>
  <div><div style="font:bold 12pt 'DejaVu Sans';color:{CNSS_GREEN}">Caisse Nationale de Sécurité Sociale</div>
   <div style="font-size:8.5pt">Direction Régionale – Agence {rng.choice(["Casablanca Anfa", "Rabat Hassan", "Fès Saïss", "Agadir", "Marrakech Menara", "Tanger", "Settat", "Kénitra"])}</div></div></div>
 <div class="ar" style="font-size:14pt;font-weight:bold;color:{CNSS_GREEN};text-align:right">الصندوق الوطني للضمان الاجتماعي</div>
</div>"""


def _boxes(s: str, size: float = 6.5) -> str:
    return "".join(
        f'<span style="display:inline-block;width:{size}mm;height:{size + 1.5}mm;border:1.2px solid #000;'
        f"margin-right:-1.2px;text-align:center;line-height:{size + 1.5}mm;font:bold 12pt 'DejaVu Sans Mono'\">"
        f"{c}</span>"
        for c in s
    )


def cnss_immat_boxes(v: dict[str, Any], rng: random.Random, with_employer: bool = True) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = "dmy_slash"
    issued = _issue_date(v, rng)
    emp_block = ""
    shown = {"applicant_name", "cnss_number", "cin", "affiliation_date", "date_of_birth"}
    if with_employer:
        emp_block = f"""
 <div class="sec">EMPLOYEUR DÉCLARANT</div>
 <table class="f"><tr><td>Raison sociale</td><td><b>{esc(emp["legal"])}</b></td></tr>
  <tr><td>N° d'affiliation</td><td>{_boxes(emp["cnss"])}</td></tr></table>"""
        shown |= {"employer", "employer_cnss"}
    body = f"""
<div style="padding:12mm 15mm">
 {_cnss_head(rng)}
 <div style="text-align:center;margin:9mm 0 2mm;font:bold 15pt 'DejaVu Sans'">ATTESTATION D'IMMATRICULATION</div>
 <div class="ar" style="text-align:center;font-size:14pt">شهادة التسجيل</div>
 <div style="text-align:right;font-size:8.5pt;margin-top:3mm">N° {rng.randint(1000000, 9999999)}/{v["ref"].year}</div>
 <div class="sec">IDENTIFICATION DE L'ASSURÉ(E)</div>
 <table class="f">
  <tr><td>N° d'immatriculation</td><td>{_boxes(v["cnss_number"])}</td></tr>
  <tr><td>Nom</td><td><b>{esc(v["surname"].upper())}</b></td></tr>
  <tr><td>Prénom(s)</td><td><b>{esc(v["given"].upper())}</b></td></tr>
  <tr><td>Date de naissance</td><td>{fmt.date(v["dob"], ds)}</td></tr>
  <tr><td>N° CIN</td><td>{v["cin"]}</td></tr>
  <tr><td>Date d'immatriculation</td><td>{fmt.date(v["affiliation"], ds)}</td></tr>
 </table>{emp_block}
 <p style="margin-top:7mm;font-size:9.5pt">La Caisse Nationale de Sécurité Sociale atteste que la personne désignée ci-dessus est immatriculée
 au régime de sécurité sociale sous le numéro indiqué. La présente attestation est délivrée pour servir et valoir ce que de droit.</p>
 <div style="display:flex;justify-content:space-between;margin-top:8mm"><div>{art.barcode(rng)}</div>
  <div style="text-align:center;font-size:9.5pt">Fait le {fmt.date(issued, ds)}<br>Le Chef d'agence<br>{art.stamp(rng, "CAISSE NATIONALE DE SECURITE SOCIALE", "AGENCE", ["C.N.S.S."], color="#1b5e20", size=130)}</div></div>
</div>"""
    css = """.sec { margin-top: 7mm; background: #e8f3ec; border-left: 4px solid #00703c; padding: 1.5mm 3mm; font-weight: bold; font-size: 9.5pt; }
.f { width: 100%; margin-top: 2mm; } .f td { padding: 2mm 2mm; font-size: 10.5pt; border-bottom: 1px solid #ddd; } .f td:first-child { width: 42%; color: #333; }"""
    return page(body, css, font="DejaVu Sans", font_size="10pt"), shown


def cnss_affiliation_prose(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = rng.choice(["fr_long", "dmy_slash"])
    issued = _issue_date(v, rng)
    body = f"""
<div style="padding:13mm 18mm">
 {_cnss_head(rng)}
 <div style="margin:14mm 0 10mm;text-align:center;font:bold 15pt 'Liberation Serif'">ATTESTATION D'AFFILIATION</div>
 <p>Le Directeur de l'agence de la Caisse Nationale de Sécurité Sociale soussigné atteste que {civil(v)}
 <b>{esc(full_name(v, "SURNAME Given"))}</b>, {e(v, "né", "née")} le {fmt.date(v["dob"], ds)}, titulaire de la carte nationale
 d'identité n° <b>{v["cin"]}</b>, est {e(v, "immatriculé", "immatriculée")} à la CNSS sous le n° <b>{v["cnss_number"]}</b>
 depuis le <b>{fmt.date(v["affiliation"], ds)}</b>.</p>
 <p>{e(v, "L'intéressé", "L'intéressée")} est actuellement {e(v, "déclaré", "déclarée")} par l'employeur
 <b>{esc(emp["legal"])}</b>, affilié sous le n° <b>{emp["cnss"]}</b>.</p>
 <p>La présente attestation est délivrée à {e(v, "l'intéressé", "l'intéressée")} sur sa demande.</p>
 <div style="margin-top:14mm;text-align:right">{esc(v["emp"]["city"] if rng.random() < 0.5 else "Casablanca")}, le {fmt.date(issued, ds)}<br>Pour le Directeur et par délégation<br>
 {art.stamp(rng, "C.N.S.S. - SERVICE IMMATRICULATION", "ROYAUME DU MAROC", ["Visa"], color="#1b5e20", size=135)}</div>
</div>"""
    css = "p { line-height: 1.8; text-align: justify; margin: 4mm 0; }"
    return page(body, css, font="Liberation Serif", font_size="11.5pt"), {
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    }


def cnss_portal(v: dict[str, Any], rng: random.Random) -> tuple[str, set[str]]:
    emp = v["emp"]
    ds = "iso" if rng.random() < 0.5 else "dmy_slash"
    issued = _issue_date(v, rng)
    body = f"""
<div style="background:{CNSS_GREEN};color:#fff;padding:5mm 14mm;display:flex;justify-content:space-between;align-items:center">
 <div style="font:bold 16pt 'Noto Sans'">cnss <span style="font-weight:normal;font-size:10pt">| Ma CNSS – Espace assuré</span></div>
 <div class="ar" style="font-size:13pt">الصندوق الوطني للضمان الاجتماعي</div></div>
<div style="padding:9mm 14mm">
 <div style="font:bold 14pt 'Noto Sans'">Attestation d'immatriculation et d'affiliation</div>
 <div style="font-size:8.5pt;color:#666">Édité le {fmt.date(issued, ds)} · Référence {rng.randint(10**9, 10**10 - 1)}</div>
 <div class="card"><div class="ct">Assuré</div>
  <div class="g"><span>Nom et prénom</span><b>{esc(full_name(v, "SURNAME Given"))}</b>
   <span>N° d'immatriculation</span><b>{v["cnss_number"]}</b>
   <span>CIN</span><b>{v["cin"]}</b>
   <span>Date de naissance</span><b>{fmt.date(v["dob"], ds)}</b>
   <span>Date d'immatriculation</span><b>{fmt.date(v["affiliation"], ds)}</b>
   <span>Situation</span><b>Active</b></div></div>
 <div class="card"><div class="ct">Employeur actuel</div>
  <div class="g"><span>Raison sociale</span><b>{esc(emp["legal"])}</b>
   <span>N° d'affiliation</span><b>{emp["cnss"]}</b>
   <span>Ville</span><b>{esc(emp["city"])}</b></div></div>
 <p style="font-size:8.5pt;color:#555;margin-top:8mm">Ce document est délivré électroniquement et ne nécessite ni cachet ni signature. Son authenticité peut être
 vérifiée sur le portail de la CNSS au moyen du code ci-contre.</p>
 <div style="margin-top:4mm">{art.code2d(rng, 80)}</div>
</div>"""
    css = """.card { border: 1px solid #cfd8d3; border-radius: 2.5mm; margin-top: 7mm; }
.ct { background: #eef6f1; padding: 2mm 4mm; font-weight: bold; color: #00703c; border-bottom: 1px solid #cfd8d3; }
.g { display: grid; grid-template-columns: 55mm 1fr; gap: 2.4mm 4mm; padding: 4mm; font-size: 10pt; } .g span { color: #666; }"""
    return page(body, css, font="Noto Sans", font_size="10pt"), {
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    }


EMP_LAYOUTS = {
    "prose_nous": emp_prose_nous,
    "prose_je": emp_prose_je,
    "form": emp_form,
    "bilingual_ar": emp_bilingual_ar,
    "modern": emp_modern,
}
SAL_LAYOUTS = {"prose_words": sal_prose_words, "table3": sal_table3, "form": sal_form, "bilingual_ar": sal_bilingual_ar}
CNSS_LAYOUTS = {
    "immat_boxes": cnss_immat_boxes,
    "immat_person": lambda v, r: cnss_immat_boxes(v, r, False),
    "affiliation_prose": cnss_affiliation_prose,
    "portal": cnss_portal,
}
