"""What each document of the blind_f family says: the drawing job for the Node side and its labels."""

from __future__ import annotations

import datetime as dt
import random

from .words import en_amount, fr_amount
from .world import (
    MONTHS_EN,
    MONTHS_FR,
    TOWNS,
    Case,
    compute_pay,
    fmt_amount,
    fmt_date,
    last_day,
    month_label,
    mrz_is_valid,
    td1,
    td3,
)

CONTRACT_FR = {
    "CDI": ["Contrat à durée indéterminée", "CDI", "Contrat à durée indéterminée (CDI)"],
    "CDD": ["Contrat à durée déterminée", "CDD", "Contrat à durée déterminée (CDD)"],
    "ANAPEC": ["Contrat d'insertion ANAPEC (Idmaj)", "Contrat d'insertion (ANAPEC)", "ANAPEC - Idmaj"],
    "INTERIM": ["Contrat de mission (intérim)", "Intérim", "Travail temporaire - contrat de mission"],
}
CONTRACT_EN = {"CDI": "Permanent (CDI)", "CDD": "Fixed-term (CDD)"}


def nb(s: str) -> str:
    """Non-breaking spaces, as a word processor keeps an amount on one line."""
    return s.replace(" ", "\u00a0")


def civ(case: Case, style: str = "short") -> str:
    f = case.person.sex == "F"
    if style == "short":
        return "Mme" if f else "M."
    if style == "long":
        return "Madame" if f else "Monsieur"
    if style == "en":
        return "Ms." if f else "Mr."
    raise ValueError(style)


def e_(case: Case, masc: str, fem: str) -> str:
    return fem if case.person.sex == "F" else masc


def name_fmt(case: Case, style: str) -> str:
    p = case.person
    if style == "gF":  # Youssef EL AMRANI
        return f"{p.given} {p.family.upper()}"
    if style == "Fg":  # EL AMRANI Youssef
        return f"{p.family.upper()} {p.given}"
    if style == "FG":
        return f"{p.family.upper()} {p.given.upper()}"
    if style == "GF":
        return f"{p.given.upper()} {p.family.upper()}"
    if style == "gf":
        return f"{p.given} {p.family}"
    raise ValueError(style)


def emp_block(case: Case, emp: dict | None = None) -> dict:
    e = emp or case.emp
    return {
        "name": e["name"],
        "brand": e["brand"],
        "addr": e["addr"],
        "city": e["city"],
        "logo": e["logo"],
        "c1": e["color"],
        "c2": e["color2"],
        "phone": e["phone"],
        "fax": e["fax"],
        "web": "www." + e["domain"],
        "email": "rh@" + e["domain"],
        "ice": e["ice"],
        "rc": e["rc"],
        "if": e["if"],
        "patente": e["patente"],
        "cnss": e["cnss"],
        "sector": e["sector"],
    }


def legal_footer(e: dict, style: int = 0, with_cnss: bool = True) -> list[str]:
    cap = fmt_amount(e["capital"], "sp").split(",")[0]
    form = e["name"].split()[-1]
    if form == "AU":
        form = "SARL AU"
    if e["name"].startswith("Coopérative"):
        first = f"{e['name']} - Agrément n° {e['rc']}/{e['city'][:3].upper()} - IF {e['if']} - ICE {e['ice']}"
        return [first, f"CNSS {e['cnss']} - Tél. {e['phone']}"] if with_cnss else [first]
    if style == 0:
        l1 = f"{e['name']} au capital de {cap} DH - Siège social : {e['addr'][0]}, {e['addr'][1]}"
        l2 = f"RC {e['city']} {e['rc']} - IF {e['if']} - Patente {e['patente']} - ICE {e['ice']}"
        if with_cnss:
            l2 += f" - CNSS {e['cnss']}"
        return [l1, l2]
    if style == 1:
        l1 = f"{form} au capital de {cap} dirhams | R.C. : {e['rc']} | I.F. : {e['if']} | T.P. : {e['patente']}"
        l2 = f"I.C.E. : {e['ice']}" + (f" | N° affiliation CNSS : {e['cnss']}" if with_cnss else "")
        l2 += f" | Tél : {e['phone']} | www.{e['domain']}"
        return [l1, l2]
    l1 = f"{e['addr'][0]} - {e['addr'][1]} - Tél : {e['phone']} - Fax : {e['fax']}"
    l2 = f"Capital : {cap} DH - RC : {e['rc']} - IF : {e['if']} - ICE : {e['ice']}"
    if with_cnss:
        l2 += f" - CNSS : {e['cnss']}"
    return [l1, l2]


def signatory(e: dict) -> tuple[str, str]:
    return e["signatory"]


def stamp_for(e: dict, kind: str = "round") -> dict:
    if kind == "round":
        return {
            "kind": "round",
            "ring": e["name"] + " * " + e["city"] + " *",
            "center": [e["brand"][:16], "RC " + e["rc"]],
        }
    return {
        "kind": "rect",
        "lines": [e["name"].upper(), e["addr"][0][:48], e["addr"][1], f"ICE {e['ice']}"],
    }


def ref_no(rng: random.Random, prefix: str) -> str:
    return f"{prefix}/{rng.randint(2025, 2025)}/{rng.randint(100, 2999):04d}"


def vcode(rng: random.Random) -> str:
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join("".join(rng.choice(al) for _ in range(4)) for _ in range(3))


# =========================================================================== payslips


def fmt_base(base, amt: str, en: bool = False) -> str:
    if base is None:
        return ""
    kind, v = base
    if kind == "h":
        return fmt_amount(v, amt) + (" hrs" if en else " h")
    return fmt_amount(v, amt)


def fmt_rate(rate, amt: str) -> str:
    if rate is None:
        return ""
    kind, v = rate
    if kind == "pct":
        return fmt_amount(v, amt) + " %"
    return fmt_amount(v, amt)


PAYSLIP_LAYOUT = {
    "nexora": "P1",
    "atlasfroid": "P2",
    "sahel": "P2",
    "tifaouine": "P4",
    "sdlmeknes": "P1",
    "orbis": "P3",
    "bouzid": "P2",
    "yasmine": "P4",
    "majorelle": "P4",
    "sudlog": "P3",
    "flexi": "P4",
    "pharmanord": "P2",
    "orangers": "P4",
    "draa": "P1",
}

EN_ROWS = {
    "Salaire de base": "Basic salary",
    "Prime d'ancienneté": "Seniority bonus",
    "Cotisation CNSS": "CNSS contribution",
    "AMO": "AMO health insurance",
    "CIMR": "CIMR pension",
    "Mutuelle": "Complementary medical cover",
    "Impôt sur le revenu": "Income tax (IR)",
    "Remboursement avance": "Salary advance repayment",
}


def payslip_page(case: Case, idx: int, rng: random.Random, layout: str) -> tuple[dict, dict]:
    p = case.person
    e = case.emp
    y, m = case.months[idx]
    pay = case.pays[idx]
    first = dt.date(y, m, 1)
    last = last_day(y, m)
    pay_date = last - dt.timedelta(days=rng.choice([0, 1, 2]))
    if pay_date.weekday() >= 5:
        pay_date -= dt.timedelta(days=pay_date.weekday() - 4)
    eb = emp_block(case)
    labels: dict = {"applicant_name": p.name, "employer": e["name"], "pay_period": f"{y}-{m:02d}"}
    ytd_k = m  # months since january
    data: dict = {"emp": eb, "layout": layout}
    contract = case.sk["contract"]

    if layout == "P1":  # SaaS payroll export
        amt = "sp"
        data["title"] = "Bulletin de paie"
        data["app"] = rng.choice(["PayFlow", "Paie365", "Salarium"])
        data["period"] = f"Période : du {fmt_date(first, 'slash')} au {fmt_date(last, 'slash')}"
        data["period_big"] = month_label(y, m, "fr")
        data["pay_date"] = f"Payé le {fmt_date(pay_date, 'slash')} par virement"
        data["ee_name"] = name_fmt(case, "gF")
        data["ee"] = [
            ["Matricule", p.matricule],
            ["CIN", p.cin],
            ["N° CNSS", p.cnss_no],
            ["Emploi", case.sk["position"]],
            ["Date d'entrée", fmt_date(case.hire, "slash")],
            ["Contrat", CONTRACT_FR[contract][1]],
            ["Sit. familiale", f"{p.marital}, {p.dependents} enf."],
        ]
        data["er"] = [
            ["N° CNSS employeur", e["cnss"]],
            ["ICE", e["ice"]],
            ["IF", e["if"]],
        ]
        labels.update(
            cin=p.cin,
            cnss_number=p.cnss_no,
            position=case.sk["position"],
            hire_date=case.hire.isoformat(),
            contract_type=contract,
            employer_cnss=e["cnss"],
        )
        heads = ["Rubrique", "Base", "Taux", "Gains", "Retenues"]
        gl, dl, nl = "Salaire brut", "Total retenues", "Net à payer"
    elif layout == "P2":  # classic boxed grid
        amt = rng.choice(["sp", "dot"])
        data["title"] = rng.choice(["BULLETIN DE PAIE", "BULLETIN DE SALAIRE"])
        data["period"] = f"Mois de {MONTHS_FR[m - 1]} {y}"
        data["period_dates"] = f"Du {fmt_date(first, 'dot')} au {fmt_date(last, 'dot')}"
        data["pay_date"] = f"Date de paiement : {fmt_date(pay_date, 'dot')}"
        data["ee_name"] = name_fmt(case, "Fg")
        data["ee"] = [
            ["Matricule", p.matricule],
            ["N° CIN", p.cin],
            ["N° Immatriculation CNSS", p.cnss_no],
            ["Fonction", case.sk["position"]],
            ["Date d'embauche", fmt_date(case.hire, "dot")],
            ["Sit. familiale", p.marital],
            ["Nbre de déductions", str(min(p.dependents, 6))],
        ]
        data["er"] = [["N° Affiliation CNSS", e["cnss"]], ["RC", e["rc"]], ["ICE", e["ice"]]]
        labels.update(
            cin=p.cin,
            cnss_number=p.cnss_no,
            position=case.sk["position"],
            hire_date=case.hire.isoformat(),
            employer_cnss=e["cnss"],
        )
        heads = ["Désignation", "Nombre/Base", "Taux", "À payer", "À retenir"]
        gl, dl, nl = "SALAIRE BRUT", "TOTAL RETENUES", "NET A PAYER"
    elif layout == "P3":  # English multinational
        amt = "en"
        data["title"] = "PAYSLIP"
        data["period"] = f"Pay period: {MONTHS_EN[m - 1]} {y}"
        data["period_dates"] = f"{fmt_date(first, 'engb')} - {fmt_date(last, 'engb')}"
        data["pay_date"] = f"Payment date: {fmt_date(pay_date, 'engb')}"
        data["ee_name"] = name_fmt(case, "gf")
        data["ee"] = [
            ["Employee ID", p.matricule],
            ["National ID (CIN)", p.cin],
            ["CNSS No.", p.cnss_no],
            ["Job title", case.sk["position"]],
            ["Hire date", fmt_date(case.hire, "engb")],
            ["Contract", CONTRACT_EN[contract]],
            ["Department", rng.choice(["Advisory", "Operations", "Strategy & Transformation"])],
        ]
        data["er"] = [["Employer CNSS No.", e["cnss"]], ["ICE", e["ice"]], ["Tax ID (IF)", e["if"]]]
        labels.update(
            cin=p.cin,
            cnss_number=p.cnss_no,
            position=case.sk["position"],
            hire_date=case.hire.isoformat(),
            contract_type=contract,
            employer_cnss=e["cnss"],
        )
        heads = ["Item", "Base", "Rate", "Earnings", "Deductions"]
        gl, dl, nl = "Gross pay", "Total deductions", "NET PAY"
    else:  # P4 compact, dotted, partly bilingual
        amt = rng.choice(["plain", "plainc", "sp"])
        data["title"] = rng.choice(["FICHE DE PAIE", "BULLETIN DE SALAIRE", "BULLETIN DE PAIE"])
        data["title_ar"] = "ورقة الأجر"
        data["period"] = f"Période de paie : {month_label(y, m, 'num')}"
        data["period_dates"] = f"du {fmt_date(first, 'dash')} au {fmt_date(last, 'dash')}"
        data["pay_date"] = f"Réglé le {fmt_date(pay_date, 'dash')}"
        data["ee_name"] = name_fmt(case, "FG")
        show_cin = case.sk["emp"] not in ("orangers",)
        data["ee"] = [["Nom et prénom", name_fmt(case, "FG"), "الاسم الكامل"]]
        if show_cin:
            data["ee"].append(["C.I.N.", p.cin, "ب.ت.و"])
            labels["cin"] = p.cin
        data["ee"] += [
            ["N° CNSS", p.cnss_no, "رقم الضمان الاجتماعي"],
            ["Emploi", case.sk["position"], "المهنة"],
            ["Date d'entrée", fmt_date(case.hire, "dash"), "تاريخ التشغيل"],
            ["Type de contrat", CONTRACT_FR[contract][2 if contract != "ANAPEC" else 0], "نوع العقد"],
        ]
        if contract == "INTERIM":
            data["ee"].append(["Entreprise utilisatrice", e["user"], ""])
        data["er"] = [["Affiliation CNSS", e["cnss"]], ["IF", e["if"]]]
        labels.update(
            cnss_number=p.cnss_no,
            position=case.sk["position"],
            hire_date=case.hire.isoformat(),
            contract_type=contract,
            employer_cnss=e["cnss"],
        )
        heads = ["Rubrique", "Base", "Taux", "Gain", "Retenue"]
        gl, dl, nl = "Brut global", "Total retenues", "NET A PAYER"

    en = layout == "P3"
    rows = []
    for label, base, rate, gain, ret, _kind in pay.rows:
        lab = EN_ROWS.get(label, label) if en else label
        if en and label.startswith("Heures"):
            lab = "Overtime 25%"
        rows.append(
            [
                lab,
                fmt_base(base, amt, en),
                fmt_rate(rate, amt),
                fmt_amount(gain, amt) if gain else "",
                fmt_amount(ret, amt) if ret else "",
            ]
        )
    data["heads"] = heads
    data["rows"] = rows
    data["gross"] = [gl, fmt_amount(pay.gross, amt)]
    data["ded"] = [dl, fmt_amount(pay.deductions, amt)]
    cur = {"P1": "MAD", "P2": "DH", "P3": "MAD", "P4": "DH"}[layout]
    data["net"] = [nl, fmt_amount(pay.net, amt) + (" " + cur if layout != "P3" else ""), cur]
    if layout == "P3":
        data["net"][1] = "MAD " + fmt_amount(pay.net, amt)
    # secondary amounts: taxable, net taxable, employer charges, year-to-date
    if en:
        data["summary"] = [
            ["Taxable gross", fmt_amount(pay.taxable, amt)],
            ["Professional expenses", fmt_amount(pay.fp, amt)],
            ["Net taxable income", fmt_amount(pay.sni, amt)],
            ["Employer contributions", fmt_amount(pay.employer_cnss_part, amt)],
        ]
        data["ytd"] = [
            ["YTD gross", fmt_amount(pay.gross * ytd_k, amt)],
            ["YTD taxable", fmt_amount(pay.sni * ytd_k, amt)],
            ["YTD income tax", fmt_amount(pay.ir * ytd_k, amt)],
            ["YTD net pay", fmt_amount(pay.net * ytd_k, amt)],
        ]
        data["leave"] = [["Leave balance", f"{rng.randint(4, 22)}.5 days"], ["Days worked", "26"]]
    else:
        data["summary"] = [
            ["Brut imposable", fmt_amount(pay.taxable, amt)],
            ["Frais professionnels", fmt_amount(pay.fp, amt)],
            ["Net imposable", fmt_amount(pay.sni, amt)],
            ["Charges patronales", fmt_amount(pay.employer_cnss_part, amt)],
        ]
        data["ytd"] = [
            ["Cumul brut", fmt_amount(pay.gross * ytd_k, amt)],
            ["Cumul net imposable", fmt_amount(pay.sni * ytd_k, amt)],
            ["Cumul IR", fmt_amount(pay.ir * ytd_k, amt)],
            ["Cumul jours", str(26 * ytd_k)],
        ]
        data["leave"] = [["Congés acquis", f"{rng.randint(8, 30)},0 j"], ["Jours travaillés", "26"]]
    bank = case.bank["name"]
    masked = case.rib[:6] + " ****** " + case.rib[-6:]
    data["payment"] = (
        f"Paid by bank transfer - {bank} - account {masked}"
        if en
        else f"Mode de paiement : Virement {bank} - RIB {masked}"
    )
    data["footer"] = (
        "This payslip must be kept without time limit. Questions: payroll@" + e["domain"]
        if en
        else rng.choice(
            [
                "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
                "Bulletin édité par le service paie - à conserver sans limitation de durée.",
                "Document confidentiel - Toute réclamation doit être formulée dans un délai d'un mois.",
            ]
        )
    )
    data["footer_ids"] = legal_footer(e, 1 if layout in ("P1", "P3") else 2, with_cnss=False)
    data["generated"] = (
        f"{data.get('app', 'Sage Paie')} - édité le {fmt_date(pay_date - dt.timedelta(days=2), 'slash')}"
    )
    labels["gross_salary"] = round(pay.gross, 2)
    labels["net_salary"] = round(pay.net, 2)
    return data, labels


# =========================================================================== employment certificates


def employment_cert(case: Case, layout: str, rng: random.Random, override: dict | None = None) -> tuple[dict, dict]:
    p = case.person
    ov = override or {}
    e = ov.get("emp", case.emp)
    position = ov.get("position", case.sk["position"])
    hire = ov.get("hire", case.hire)
    cin = ov.get("cin", p.cin)
    contract = case.sk["contract"]
    today = case.extra["today"]
    eb = emp_block(case, e)
    sig_name, sig_title = signatory(e)
    labels = {"applicant_name": p.name, "cin": cin, "employer": e["name"], "position": position}
    labels["hire_date"] = hire.isoformat()
    né = e_(case, "né", "née")
    page: dict = {"theme": {}, "blocks": []}
    b = page["blocks"]
    if layout == "E1":  # classic prose letter on letterhead
        page["theme"] = {"font": "SE", "bold": "SEB", "size": 11.5}
        page["header"] = {"style": rng.choice(["lh_left", "lh_center"]), "emp": eb}
        b.append({"t": "ref", "left": "Réf. : " + ref_no(rng, "RH/AT"), "right": ""})
        b.append({"t": "space", "h": 20})
        b.append({"t": "title", "text": "ATTESTATION DE TRAVAIL", "size": 17, "underline": True})
        b.append({"t": "space", "h": 26})
        hire_s = nb(fmt_date(hire, "long"))
        contract_s = CONTRACT_FR[contract][0].lower()
        txt = [
            ["Nous soussignés, ", False],
            [e["name"], True],
            [f", sise {e['addr'][0]}, {e['addr'][1]}, attestons par la présente que ", False],
            [f"{civ(case, 'long')} {name_fmt(case, 'gF')}", True],
            [f", {né} le {fmt_date(p.dob, 'slash')}, titulaire de la carte nationale d'identité n° ", False],
            [cin, True],
            [f", est {e_(case, 'employé', 'employée')} au sein de notre société depuis le ", False],
            [hire_s, True],
            [" en qualité de ", False],
            [position, True],
            [f", dans le cadre d'un {contract_s}.", False],
        ]
        labels["contract_type"] = contract
        interesse = e_(case, "l'intéressé", "l'intéressée")
        b.append({"t": "rich", "parts": txt, "gap": 6})
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": f"Cette attestation est délivrée à {interesse} sur sa demande "
                "pour servir et valoir ce que de droit.",
            }
        )
        b.append({"t": "space", "h": 34})
        b.append(
            {
                "t": "sig",
                "place": f"Fait à {e['city']}, le {fmt_date(today, 'long')}",
                "name": sig_name,
                "title": sig_title,
                "stamp": stamp_for(e, rng.choice(["round", "rect"])),
            }
        )
        page["footer"] = {"lines": legal_footer(e, 0), "style": "rule"}
        labels["employer_cnss"] = e["cnss"]
    elif layout == "E2":  # HR portal attestation with QR
        page["theme"] = {"font": "N", "bold": "NB", "size": 10}
        page["header"] = {
            "style": "band",
            "emp": eb,
            "tag": rng.choice(["Espace Collaborateur", "Portail RH", "MyHR - Self-service"]),
        }
        code = vcode(rng)
        b.append({"t": "space", "h": 6})
        b.append(
            {
                "t": "ref",
                "left": (
                    f"N° {rng.randint(100000, 999999)} - Demande du {fmt_date(today - dt.timedelta(days=2), 'slash')}"
                ),
                "right": f"{e['city']}, le {fmt_date(today, 'slash')}",
            }
        )
        b.append({"t": "space", "h": 18})
        b.append({"t": "title", "text": "Attestation de travail", "size": 20, "align": "left", "color": eb["c1"]})
        b.append({"t": "space", "h": 14})
        b.append(
            {
                "t": "text",
                "text": f"La société {e['name']}, immatriculée à la CNSS sous le n° {e['cnss']}, certifie que "
                f"{e_(case, 'le collaborateur', 'la collaboratrice')} désigné{e_(case, '', 'e')} ci-dessous fait "
                f"partie de ses effectifs à la date du {fmt_date(today, 'slash')} :",
            }
        )
        b.append({"t": "space", "h": 10})
        rows = [
            ["Nom et prénom", name_fmt(case, "Fg")],
            ["CIN", cin],
            ["Matricule", p.matricule],
            ["Poste occupé", position],
            ["Date d'entrée", fmt_date(hire, "slash")],
            ["Type de contrat", CONTRACT_FR[contract][1]],
            ["Entité", e["city"]],
        ]
        labels["contract_type"] = contract
        b.append({"t": "fields", "style": "grid", "rows": rows, "lw": 150})
        b.append({"t": "space", "h": 14})
        b.append(
            {
                "t": "text",
                "text": "La présente attestation est délivrée pour servir et valoir ce que de droit. "
                "Elle ne constitue pas une attestation de salaire.",
                "size": 9.5,
            }
        )
        b.append({"t": "space", "h": 22})
        b.append(
            {
                "t": "sig",
                "place": "",
                "name": sig_name,
                "title": sig_title,
                "esign": (
                    f"Signé électroniquement le {fmt_date(today, 'slash')} à {rng.randint(8, 17)}:{rng.randint(10, 59)}"
                ),
                "stamp": stamp_for(e, "round") if rng.random() < 0.5 else None,
            }
        )
        b.append(
            {
                "t": "qr",
                "seed": code,
                "lines": [
                    "Vérifiez l'authenticité de ce document :",
                    f"rh.{e['domain']}/verif",
                    f"Code : {code}",
                ],
            }
        )
        page["footer"] = {"lines": legal_footer(e, 1, with_cnss=False), "style": "band", "page": "Page 1/1"}
        labels["employer_cnss"] = e["cnss"]
    elif layout == "E3":  # bilingual form with dotted leaders
        page["theme"] = {"font": "D", "bold": "DB", "size": 10}
        page["header"] = {"style": "bilingual", "emp": eb, "ar": ["شهادة العمل"]}
        b.append({"t": "space", "h": 10})
        b.append({"t": "title", "text": "ATTESTATION DE TRAVAIL", "size": 16, "box": True})
        b.append({"t": "ar", "text": "شهادة العمل", "size": 14, "align": "center"})
        b.append({"t": "space", "h": 16})
        b.append({"t": "text", "text": "Nous soussignés, l'employeur :", "size": 10})
        b.append(
            {
                "t": "fields",
                "style": "leader",
                "rows": [
                    ["Raison sociale", e["name"], "الاسم التجاري"],
                    ["Adresse", f"{e['addr'][0]}, {e['addr'][1]}", "العنوان"],
                    ["N° d'affiliation CNSS", e["cnss"], "رقم الانخراط"],
                ],
                "lw": 150,
            }
        )
        b.append({"t": "space", "h": 8})
        b.append({"t": "text", "text": "Attestons que :", "size": 10})
        rows = [
            [e_(case, "M.", "Mme"), name_fmt(case, "FG"), "الاسم الكامل"],
            ["Titulaire de la CIN n°", cin, "رقم البطاقة"],
            ["Immatriculé(e) à la CNSS sous le n°", p.cnss_no, "رقم التسجيل"],
            ["Est employé(e) depuis le", fmt_date(hire, "slash"), "تاريخ التشغيل"],
            ["En qualité de", position, "المهنة"],
        ]
        if rng.random() < 0.6 or contract != "CDI":
            rows.append(["Nature du contrat", CONTRACT_FR[contract][0], "نوع العقد"])
            labels["contract_type"] = contract
        b.append({"t": "fields", "style": "leader", "rows": rows, "lw": 190})
        labels["employer_cnss"] = e["cnss"]
        b.append({"t": "space", "h": 12})
        b.append(
            {
                "t": "text",
                "text": "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
            }
        )
        b.append({"t": "space", "h": 24})
        b.append(
            {
                "t": "sig",
                "place": f"{e['city']}, le {fmt_date(today, 'dot')}",
                "name": sig_name,
                "title": sig_title,
                "stamp": stamp_for(e, "rect"),
                "label": "Signature et cachet de l'employeur",
            }
        )
        page["footer"] = {"lines": legal_footer(e, 2, with_cnss=False), "style": "center"}
    else:  # E4 English
        page["theme"] = {"font": "S", "bold": "SB", "size": 11}
        page["header"] = {"style": "lh_left", "emp": eb}
        b.append(
            {"t": "ref", "left": f"Ref: HR/EC/{today.year}/{rng.randint(10, 999):03d}", "right": fmt_date(today, "en")}
        )
        b.append({"t": "space", "h": 24})
        b.append({"t": "title", "text": "EMPLOYMENT CERTIFICATE", "size": 16, "align": "left"})
        b.append({"t": "space", "h": 14})
        b.append({"t": "text", "text": "To whom it may concern,"})
        b.append({"t": "space", "h": 8})
        she = e_(case, "He", "She")
        contract_s = {"CDI": "a permanent employment contract (CDI)", "CDD": "a fixed-term contract (CDD)"}[contract]
        labels["contract_type"] = contract
        b.append(
            {
                "t": "rich",
                "parts": [
                    ["This is to certify that ", False],
                    [f"{civ(case, 'en')} {name_fmt(case, 'gF')}", True],
                    [", holder of Moroccan national ID card No. ", False],
                    [cin, True],
                    [", has been employed by ", False],
                    [e["name"], True],
                    [" since ", False],
                    [nb(fmt_date(hire, "en")), True],
                    [f" under {contract_s}. {she} currently holds the position of ", False],
                    [position, True],
                    [f" at our {e['city']} site.", False],
                ],
            }
        )
        b.append({"t": "space", "h": 8})
        b.append(
            {
                "t": "text",
                "text": "This certificate is issued at the employee's request for whatever legal purpose it may serve.",
            }
        )
        b.append({"t": "space", "h": 30})
        b.append({"t": "sig", "place": "Yours faithfully,", "name": sig_name, "title": sig_title, "align": "left"})
        page["footer"] = {"lines": legal_footer(e, 1, with_cnss=True), "style": "rule"}
        labels["employer_cnss"] = e["cnss"]
    return page, labels


# =========================================================================== salary certificates


def salary_cert(case: Case, layout: str, rng: random.Random, pay=None) -> tuple[dict, dict]:
    p = case.person
    e = case.emp
    pay = pay or case.pays[-1]
    contract = case.sk["contract"]
    today = case.extra["today"]
    eb = emp_block(case)
    sig_name, sig_title = signatory(e)
    labels = {
        "applicant_name": p.name,
        "cin": p.cin,
        "employer": e["name"],
        "position": case.sk["position"],
        "hire_date": case.hire.isoformat(),
        "gross_salary": round(pay.gross, 2),
        "net_salary": round(pay.net, 2),
    }
    page: dict = {"theme": {}, "blocks": []}
    b = page["blocks"]
    if layout == "S1":
        amt = rng.choice(["sp", "dot"])
        page["theme"] = {"font": rng.choice(["DS", "SE"]), "bold": "DSB", "size": 11}
        page["header"] = {"style": rng.choice(["lh_center", "lh_left"]), "emp": eb}
        b.append({"t": "ref", "left": "N/Réf : " + ref_no(rng, "DRH/AS"), "right": ""})
        b.append({"t": "space", "h": 24})
        b.append({"t": "title", "text": "ATTESTATION DE SALAIRE", "size": 17, "underline": True})
        b.append({"t": "space", "h": 26})
        b.append(
            {
                "t": "rich",
                "parts": [
                    ["Je soussigné(e), ", False],
                    [f"{sig_name}, {sig_title}", False],
                    [" de la société ", False],
                    [e["name"], True],
                    [", atteste que ", False],
                    [f"{civ(case, 'long')} {name_fmt(case, 'gF')}", True],
                    [", titulaire de la C.I.N n° ", False],
                    [p.cin, True],
                    [", occupe au sein de notre établissement le poste de ", False],
                    [case.sk["position"], True],
                    [" depuis le ", False],
                    [nb(fmt_date(case.hire, "long0")), True],
                    [".", False],
                ],
                "gap": 5,
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "rich",
                "parts": [
                    [f"{e_(case, 'Il', 'Elle')} perçoit un salaire mensuel brut de ", False],
                    [nb(fmt_amount(pay.gross, amt, "DH")), True],
                    [f" ({fr_amount(pay.gross)}), soit un salaire net mensuel de ", False],
                    [nb(fmt_amount(pay.net, amt, "DH")), True],
                    [f" ({fr_amount(pay.net)}).", False],
                ],
                "gap": 5,
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": f"Soit une rémunération annuelle brute de {fmt_amount(pay.gross * 12, amt, 'DH')} "
                "hors primes exceptionnelles.",
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": (
                    "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et "
                    "valoir ce que de droit."
                ),
            }
        )
        b.append({"t": "space", "h": 34})
        b.append(
            {
                "t": "sig",
                "place": f"Fait à {e['city']} le {fmt_date(today, 'slash')}",
                "name": sig_name,
                "title": sig_title,
                "stamp": stamp_for(e, rng.choice(["round", "rect"])),
            }
        )
        page["footer"] = {"lines": legal_footer(e, rng.choice([0, 2])), "style": "rule"}
    elif layout == "S2":  # portal generated, with a table of pay elements
        amt = "sp"
        page["theme"] = {"font": "N", "bold": "NB", "size": 10}
        page["header"] = {"style": "band", "emp": eb, "tag": rng.choice(["Portail RH", "Espace Salarié"])}
        code = vcode(rng)
        b.append(
            {
                "t": "ref",
                "left": f"Document n° AS-{rng.randint(10000, 99999)}",
                "right": f"Édité le {fmt_date(today, 'slash')}",
            }
        )
        b.append({"t": "space", "h": 16})
        b.append({"t": "title", "text": "Attestation de salaire", "size": 20, "align": "left", "color": eb["c1"]})
        b.append({"t": "space", "h": 12})
        b.append(
            {
                "t": "text",
                "text": f"Nous, {e['name']}, attestons que {e_(case, 'le salarié', 'la salariée')} "
                f"désigné{e_(case, '', 'e')} ci-après est employé(e) par notre société et perçoit la rémunération "
                "mensuelle détaillée ci-dessous.",
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "fields",
                "style": "grid",
                "lw": 150,
                "rows": [
                    ["Salarié(e)", name_fmt(case, "gF")],
                    ["N° CIN", p.cin],
                    ["Fonction", case.sk["position"]],
                    ["Date d'embauche", fmt_date(case.hire, "slash")],
                    ["Contrat", CONTRACT_FR[contract][1]],
                ],
            }
        )
        b.append({"t": "space", "h": 14})
        rows = []
        for label, _base, _rate, gain, _ret, kind in pay.rows:
            if kind.startswith("gain"):
                rows.append([label, fmt_amount(gain, amt)])
        rows.append({"cells": ["Salaire mensuel brut", fmt_amount(pay.gross, amt)], "bold": True, "fill": "#eef2f7"})
        rows.append(["Retenues sociales et fiscales (CNSS, AMO, IR...)", "- " + fmt_amount(pay.deductions, amt)])
        rows.append({"cells": ["Salaire mensuel net", fmt_amount(pay.net, amt)], "bold": True, "fill": "#eef2f7"})
        b.append(
            {
                "t": "table",
                "cols": [
                    {"w": 330, "h": "Élément de rémunération"},
                    {"w": 150, "h": "Montant mensuel (MAD)", "align": "right"},
                ],
                "rows": rows,
                "opts": {"grid": "h", "headFill": eb["c1"], "headColor": "#ffffff", "rowH": 17, "size": 9.5},
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": f"Salaire annuel brut de référence : {fmt_amount(pay.gross * 12, amt)} MAD. "
                "Attestation délivrée pour servir et valoir ce que de droit.",
                "size": 9,
            }
        )
        b.append({"t": "space", "h": 18})
        b.append(
            {
                "t": "sig",
                "place": "",
                "name": sig_name,
                "title": sig_title,
                "esign": f"Document signé électroniquement - {fmt_date(today, 'slash')}",
                "stamp": stamp_for(e, "round"),
            }
        )
        b.append(
            {"t": "qr", "seed": code, "lines": ["Contrôle d'authenticité", f"verif.{e['domain']}", f"Code : {code}"]}
        )
        page["footer"] = {"lines": legal_footer(e, 1), "style": "band", "page": "1/1"}
    else:  # S3 form with boxes (English for multinationals)
        en = e["lang"] == "en"
        amt = "en" if en else "dot"
        page["theme"] = {"font": "S", "bold": "SB", "size": 10}
        page["header"] = {"style": "lh_left", "emp": eb}
        title = "SALARY CERTIFICATE" if en else "ATTESTATION DE SALAIRE"
        b.append({"t": "title", "text": title, "size": 16, "box": True})
        b.append({"t": "space", "h": 16})
        if en:
            b.append(
                {
                    "t": "text",
                    "text": f"We, the undersigned, {e['name']}, hereby certify that the employee named below "
                    "is on our payroll and receives the following monthly remuneration:",
                }
            )
        else:
            b.append(
                {
                    "t": "text",
                    "text": (
                        "Nous soussignés certifions que le salarié désigné ci-dessous perçoit la rémunération "
                        "suivante :"
                    ),
                }
            )
        b.append({"t": "space", "h": 10})
        sec1 = "EMPLOYEE" if en else "SALARIÉ"
        rows1 = (
            [
                ["Full name", name_fmt(case, "Fg")],
                ["National ID card (CIN)", p.cin],
                ["Position", case.sk["position"]],
                ["Date of hire", fmt_date(case.hire, "engb")],
                ["Employment contract", CONTRACT_EN.get(contract, contract)],
            ]
            if en
            else [
                ["Nom et prénom", name_fmt(case, "Fg")],
                ["CIN", p.cin],
                ["Emploi", case.sk["position"]],
                ["Date d'embauche", fmt_date(case.hire, "dot")],
                ["Contrat", CONTRACT_FR[contract][0]],
            ]
        )
        b.append({"t": "box", "title": sec1, "rows": rows1, "c1": eb["c1"]})
        b.append({"t": "space", "h": 12})
        cur = "MAD " if en else ""
        suf = "" if en else " DH"
        rows2 = (
            [
                ["Monthly gross salary", f"{cur}{fmt_amount(pay.gross, amt)}"],
                ["Monthly deductions (CNSS, AMO, income tax)", f"{cur}{fmt_amount(pay.deductions, amt)}"],
                ["Monthly net salary", f"{cur}{fmt_amount(pay.net, amt)}"],
                ["Annual gross salary (12 months)", f"{cur}{fmt_amount(pay.gross * 12, amt)}"],
            ]
            if en
            else [
                ["Salaire brut mensuel", f"{fmt_amount(pay.gross, amt)}{suf}"],
                ["Total des retenues", f"{fmt_amount(pay.deductions, amt)}{suf}"],
                ["Salaire net mensuel", f"{fmt_amount(pay.net, amt)}{suf}"],
                ["Salaire brut annuel", f"{fmt_amount(pay.gross * 12, amt)}{suf}"],
            ]
        )
        b.append({"t": "box", "title": "REMUNERATION" if en else "RÉMUNÉRATION", "rows": rows2, "c1": eb["c1"]})
        b.append({"t": "space", "h": 12})
        b.append(
            {
                "t": "text",
                "text": (
                    f"Amount in words (monthly net): {en_amount(pay.net)}. This certificate is issued upon the "
                    "employee's request."
                    if en
                    else f"Net mensuel en lettres : {fr_amount(pay.net)}. "
                    "Attestation délivrée pour servir et valoir ce que de droit."
                ),
                "size": 9,
            }
        )
        b.append({"t": "space", "h": 28})
        b.append(
            {
                "t": "sig",
                "place": f"{e['city']}, {fmt_date(today, 'engb') if en else fmt_date(today, 'long')}",
                "name": sig_name,
                "title": sig_title,
                "stamp": stamp_for(e, "rect"),
            }
        )
        page["footer"] = {"lines": legal_footer(e, 1), "style": "rule", "page": "Page 1 of 1" if en else "Page 1/1"}
    return page, labels


# =========================================================================== CNSS


def cnss_cert(case: Case, layout: str, rng: random.Random) -> tuple[dict, dict]:
    p = case.person
    e = case.emp
    today = case.extra["today"]
    labels = {
        "applicant_name": p.name,
        "cnss_number": p.cnss_no,
        "employer": e["name"],
        "employer_cnss": e["cnss"],
        "affiliation_date": case.affiliation.isoformat(),
    }
    page: dict = {"theme": {"font": "S", "bold": "SB", "size": 10}, "blocks": []}
    b = page["blocks"]
    code = vcode(rng)
    if layout == "N1":  # attestation d'immatriculation
        page["header"] = {"style": "cnss", "variant": "immat"}
        b.append({"t": "space", "h": 10})
        b.append({"t": "title", "text": "ATTESTATION D'IMMATRICULATION", "size": 16})
        b.append({"t": "ar", "text": "شهادة التسجيل", "size": 13, "align": "center"})
        b.append({"t": "space", "h": 14})
        b.append(
            {
                "t": "text",
                "text": "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est "
                "immatriculé(e) au régime de sécurité sociale :",
            }
        )
        b.append({"t": "space", "h": 8})
        rows = [
            ["Nom", p.family.upper()],
            ["Prénom", p.given.upper()],
            ["N° CIN", p.cin],
            ["Date de naissance", fmt_date(p.dob, "slash")],
            ["N° d'immatriculation", p.cnss_no],
            ["Date d'immatriculation", fmt_date(case.affiliation, "slash")],
        ]
        labels["cin"] = p.cin
        b.append({"t": "box", "title": "ASSURÉ(E)", "rows": rows, "c1": "#0a5c8a"})
        b.append({"t": "space", "h": 10})
        rows2 = [
            ["Raison sociale", e["name"]],
            ["N° d'affiliation", e["cnss"]],
            ["Adresse", f"{e['addr'][0]}, {e['addr'][1]}"],
            [
                "Date d'affiliation de l'employeur",
                fmt_date(case.hire - dt.timedelta(days=rng.randint(800, 4000)), "slash"),
            ],
        ]
        b.append({"t": "box", "title": "DERNIER EMPLOYEUR DÉCLARANT", "rows": rows2, "c1": "#0a5c8a"})
        b.append({"t": "space", "h": 12})
        b.append(
            {
                "t": "text",
                "text": f"Attestation délivrée à la demande de l'intéressé(e) via le portail Ma CNSS le "
                f"{fmt_date(today, 'slash')}. Cette attestation ne préjuge pas des droits aux prestations.",
                "size": 9,
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "qr",
                "seed": code,
                "lines": [
                    "Code de vérification",
                    code,
                    "Document généré électroniquement, ne nécessite pas de signature.",
                ],
                "align": "left",
            }
        )
        page["footer"] = {
            "lines": [
                "Caisse Nationale de Sécurité Sociale - 649, Boulevard Mohammed V - Casablanca",
                "Allo CNSS : 080 200 72 72 - www.cnss.ma",
            ],
            "style": "rule",
            "page": "1/1",
        }
    elif layout == "N2":  # Damancom-like declared salaries statement
        page["header"] = {"style": "cnss", "variant": "damancom"}
        b.append({"t": "space", "h": 6})
        b.append({"t": "title", "text": "ATTESTATION DE DÉCLARATION DE SALAIRES", "size": 14})
        b.append({"t": "space", "h": 12})
        b.append(
            {
                "t": "fields",
                "style": "colon",
                "lw": 170,
                "rows": [
                    ["Assuré", name_fmt(case, "FG")],
                    ["Numéro d'immatriculation", p.cnss_no],
                    ["CIN", p.cin],
                    ["Date d'immatriculation", fmt_date(case.affiliation, "dash")],
                    ["Employeur", e["name"]],
                    ["N° affiliation employeur", e["cnss"]],
                ],
            }
        )
        labels["cin"] = p.cin
        b.append({"t": "space", "h": 12})
        rows = []
        y, m = case.months[-1]
        declared = case.pays[-1].taxable
        for k in range(11, -1, -1):
            mm = (y * 12 + m - 1 - k) % 12 + 1
            yy = (y * 12 + m - 1 - k) // 12
            if dt.date(yy, mm, 28) < case.hire:
                continue
            days = 26 if rng.random() < 0.9 else rng.randint(18, 25)
            sal = declared if days == 26 else round(declared * days / 26, 2)
            rows.append([f"{mm:02d}/{yy}", e["cnss"], str(days), fmt_amount(sal, "sp"), "Déclaré"])
        b.append(
            {
                "t": "table",
                "cols": [
                    {"w": 80, "h": "Période"},
                    {"w": 110, "h": "N° affiliation"},
                    {"w": 80, "h": "Jours déclarés", "align": "right"},
                    {"w": 130, "h": "Salaire déclaré (DH)", "align": "right"},
                    {"w": 95, "h": "Statut"},
                ],
                "rows": rows,
                "opts": {"grid": "full", "headFill": "#dbe8f3", "rowH": 15, "size": 9},
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": f"Total jours déclarés sur la période : {sum(int(r[2]) for r in rows)} jours. "
                "Les salaires sont indiqués tels que déclarés par l'employeur.",
                "size": 9,
            }
        )
        b.append({"t": "space", "h": 14})
        b.append(
            {
                "t": "qr",
                "seed": code,
                "lines": [
                    f"Réf. : DS-{rng.randint(1000000, 9999999)}",
                    f"Édité le {fmt_date(today, 'dash')}",
                    f"Code : {code}",
                ],
                "align": "left",
            }
        )
        page["footer"] = {
            "lines": ["CNSS - Damancom - Document édité électroniquement"],
            "style": "center",
            "page": "Page 1 sur 1",
        }
    else:  # N3 web page printout "situation de l'assuré"
        page["header"] = {"style": "cnss", "variant": "portal"}
        hh, mi = rng.randint(8, 21), rng.randint(10, 59)
        page["browser"] = {
            "tl": f"{fmt_date(today, 'slash2')} {hh:02d}:{mi:02d}",
            "tc": "Ma CNSS - Espace assuré",
            "bl": "https://www.cnss.ma/espace-assure/mes-attestations/immatriculation",
            "br": "1/1",
        }
        b.append({"t": "crumb", "text": "Accueil  >  Mes attestations  >  Attestation d'immatriculation"})
        b.append({"t": "space", "h": 10})
        b.append({"t": "title", "text": "Attestation d'immatriculation et d'affiliation", "size": 15, "align": "left"})
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "cards",
                "cards": [
                    {
                        "title": "Mes informations",
                        "rows": [
                            ["Nom complet", name_fmt(case, "gF")],
                            ["N° Immatriculation", p.cnss_no],
                            ["CIN", p.cin],
                            ["Date de naissance", fmt_date(p.dob, "slash")],
                            ["Date d'immatriculation", fmt_date(case.affiliation, "slash")],
                        ],
                    },
                    {
                        "title": "Employeur actuel",
                        "rows": [
                            ["Raison sociale", e["name"]],
                            ["N° d'affiliation", e["cnss"]],
                            ["Ville", e["city"]],
                            ["Dernière déclaration", month_label(*case.months[-1], "num")],
                        ],
                    },
                ],
            }
        )
        labels["cin"] = p.cin
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "note",
                "text": "La Caisse Nationale de Sécurité Sociale atteste que la personne ci-dessus est immatriculée "
                f"et affiliée au régime général. Attestation éditée le {fmt_date(today, 'long')}.",
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {"t": "qr", "seed": code, "lines": ["Scannez pour vérifier", f"Identifiant : {code}"], "align": "left"}
        )
    return page, labels


# =========================================================================== bank: holder, statements, RIB


def holder_fmt(case: Case, style: str) -> str:
    p = case.person
    t = {"F": "MME", "M": "M."}[p.sex]
    if style == "civFG":
        return f"{t} {p.family.upper()} {p.given.upper()}"
    if style == "civGF":
        return f"{'Mme' if p.sex == 'F' else 'M.'} {p.given.upper()} {p.family.upper()}"
    if style == "FG":
        return f"{p.family.upper()} {p.given.upper()}"
    if style == "gf":
        return f"{p.given} {p.family}"
    if style == "mr":
        return f"{'Mrs' if p.sex == 'F' else 'Mr'} {p.given} {p.family}"
    raise ValueError(style)


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def iban(rib: str, spaced: bool = True) -> str:
    s = "MA64" + rib
    if not spaced:
        return s
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


AGENCIES = {
    "Casablanca": "Casablanca Maârif",
    "Tanger": "Tanger Boulevard",
    "Fès": "Fès Atlas",
    "Taroudant": "Taroudant Centre",
    "Meknès": "Meknès Hamria",
    "Rabat": "Rabat Agdal",
    "Khouribga": "Khouribga Principale",
    "Oujda": "Oujda Mohammed V",
    "Marrakech": "Marrakech Guéliz",
    "Agadir": "Agadir Talborjt",
    "Kénitra": "Kénitra Maamora",
    "Tétouan": "Tétouan Al Mandari",
    "Errachidia": "Errachidia Centre",
}


def gen_transactions(case: Case, start: dt.date, end: dt.date, rng: random.Random, opening: float, target: str):
    """Movements between start and end: list of (date, label, amount signed)."""
    tx = []
    emp_short = case.emp["name"].upper()
    net = case.pays[-1].net
    pay_by_month = {(y, m): pay.net for (y, m), pay in zip(case.months, case.pays, strict=True)}
    cur = (start.year, start.month)
    while dt.date(cur[0], cur[1], 1) <= end:
        y, m = cur
        sal_day = last_day(y, m) - dt.timedelta(days=rng.choice([0, 1, 2, 3]))
        if start <= sal_day <= end:
            amount = pay_by_month.get((y, m), net)
            tx.append((sal_day, f"VIR RECU {emp_short[:24].strip()} SAL {m:02d}/{y}", amount))
        cur = (y + (m == 12), m % 12 + 1)
    n_days = (end - start).days + 1
    monthly = [
        ("VIREMENT EMIS LOYER {m}", 2200, 4800),
        ("PAIEMENT FACTURE ELECTRICITE EAU", 180, 650),
        ("PRELEVEMENT ASSURANCE AUTO", 250, 600),
        ("RECHARGE TELEPHONIQUE", 20, 200),
    ]
    cur = (start.year, start.month)
    while dt.date(cur[0], cur[1], 1) <= end:
        y, m = cur
        for lab, lo, hi in monthly:
            if rng.random() < 0.75:
                day = dt.date(y, m, rng.randint(1, 27))
                if start <= day <= end:
                    lab = lab.replace("{m}", MONTHS_FR[m - 1].upper())
                    tx.append((day, lab, -round(rng.uniform(lo, hi), 2)))
        cur = (y + (m == 12), m % 12 + 1)
    merchants = [
        ("PAIEMENT CB MARJANE {c}", 180, 1400),
        ("PAIEMENT CB CARREFOUR MARKET", 90, 900),
        ("PAIEMENT CB PHARMACIE {c}", 40, 420),
        ("RETRAIT GAB {c}", 200, 2000),
        ("PAIEMENT CB STATION AFRIQUIA", 150, 600),
        ("PAIEMENT CB JUMIA MAROC", 120, 1600),
        ("PAIEMENT CB CAFE RESTAURANT", 60, 380),
        ("VIREMENT EMIS VERS FAMILLE", 500, 2500),
    ]
    town = case.person.town.upper().replace("È", "E").replace("É", "E")
    k = max(5, int(n_days / 30 * rng.randint(7, 12)))
    for _ in range(k):
        lab, lo, hi = merchants[rng.randrange(len(merchants))]
        day = start + dt.timedelta(days=rng.randrange(n_days))
        lab = lab.replace("{c}", town).replace("{m}", MONTHS_FR[day.month - 1].upper())
        amount = round(rng.uniform(lo, hi), 2)
        if lab.startswith("RETRAIT"):
            amount = float(rng.choice([200, 300, 500, 1000, 1500, 2000]))
        tx.append((day, lab, -amount))
    if rng.random() < 0.5:
        day = start + dt.timedelta(days=rng.randrange(n_days))
        tx.append(
            (
                day,
                "VIREMENT RECU " + rng.choice(["REMBOURSEMENT", "FAMILLE", "TONTINE"]),
                round(rng.uniform(300, 2500), 2),
            )
        )
    # monthly fees
    cur = (start.year, start.month)
    while dt.date(cur[0], cur[1], 1) <= end:
        y, m = cur
        fd = last_day(y, m)
        if start <= fd <= end:
            fee = rng.choice([22.0, 27.5, 33.0, 44.0])
            tx.append((fd, "FRAIS TENUE DE COMPTE", -fee))
            tx.append((fd, "TVA SUR COMMISSIONS", -round(fee * 0.1, 2)))
        cur = (y + (m == 12), m % 12 + 1)
    tx.sort(key=lambda x: (x[0], x[1]))
    closing = round(opening + sum(a for _, _, a in tx), 2)
    if target in ("closing", "both") and closing >= -50:
        extra = round(closing + rng.uniform(400, 2600), 2)
        dday = end - dt.timedelta(days=rng.randint(1, 4))
        tx.append((dday, "PRELEVEMENT ECHEANCE CREDIT CONSO", -extra))
        if target == "both" or rng.random() < 0.6:
            tx.append((end, "AGIOS DEBITEURS", -round(rng.uniform(18, 95), 2)))
    elif target not in ("closing", "both") and closing < 300:
        dday = start + dt.timedelta(days=rng.randint(2, 8))
        tx.append((dday, "VERSEMENT ESPECES AGENCE", round(-closing + rng.uniform(800, 3000), 2)))
    tx.sort(key=lambda x: (x[0], x[1]))
    return tx


def bank_statement(
    case: Case, layout: str, rng: random.Random, start: dt.date, end: dt.date, opening: float, target: str
):
    bk = case.bank
    p = case.person
    tx = gen_transactions(case, start, end, rng, opening, target)
    closing = round(opening + sum(a for _, _, a in tx), 2)
    total_d = round(-sum(a for _, _, a in tx if a < 0), 2)
    total_c = round(sum(a for _, _, a in tx if a > 0), 2)
    agency = AGENCIES.get(p.town, p.town)
    labels = {
        "bank_name": bk["name"],
        "account_holder": p.name,
        "rib": case.rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": round(opening, 2),
        "closing_balance": closing,
    }
    acct = case.rib[6:22]
    addr = [p.address_lines[0], p.address_lines[1]]
    data = {
        "layout": layout,
        "bank": {"name": bk["name"], "c1": bk["color"], "c2": bk["color2"], "swift": bk["swift"]},
        "agency": agency,
        "addr": addr,
    }
    if layout == "B1":  # classic branch statement, debit/credit columns, balances in columns
        amt = "sp"
        data["title"] = rng.choice(["RELEVÉ DE COMPTE", "EXTRAIT DE COMPTE"])
        data["holder"] = holder_fmt(case, "civFG")
        data["info"] = [
            ["Compte n°", acct],
            ["RIB", rib_grouped(case.rib)],
            ["Devise", "MAD - Dirham marocain"],
            ["Type", rng.choice(["Compte chèque", "Compte courant particulier", "Compte à vue"])],
        ]
        data["period"] = f"Période du {fmt_date(start, 'slash')} au {fmt_date(end, 'slash')}"
        rows = []
        for d, lab, a in tx:
            vd = d + dt.timedelta(days=rng.choice([0, 0, 1, 2]))
            rows.append(
                [
                    fmt_date(d, "slash2"),
                    lab,
                    fmt_date(vd, "slash2"),
                    fmt_amount(-a, amt) if a < 0 else "",
                    fmt_amount(a, amt) if a > 0 else "",
                ]
            )
        op_d = fmt_amount(-opening, amt) if opening < 0 else ""
        op_c = fmt_amount(opening, amt) if opening >= 0 else ""
        cl_d = fmt_amount(-closing, amt) if closing < 0 else ""
        cl_c = fmt_amount(closing, amt) if closing >= 0 else ""
        data["open_row"] = ["", f"SOLDE PRECEDENT AU {fmt_date(start - dt.timedelta(days=1), 'slash')}", "", op_d, op_c]
        data["rows"] = rows
        data["tot_row"] = ["", "TOTAL DES MOUVEMENTS", "", fmt_amount(total_d, amt), fmt_amount(total_c, amt)]
        data["close_row"] = ["", f"NOUVEAU SOLDE AU {fmt_date(end, 'slash')}", "", cl_d, cl_c]
        data["heads"] = ["Date", "Libellé de l'opération", "Valeur", "Débit", "Crédit"]
        data["notes"] = [
            (
                "Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 "
                "jours à compter de la date d'envoi."
            ),
            f"{bk['name']} - Société anonyme - Établissement de crédit agréé par Bank Al-Maghrib.",
        ]
    elif layout == "B2":  # neobank / online banking export
        amt = "sp"
        data["title"] = "Relevé de compte"
        data["app"] = {
            "cfg": "CFG Bank en ligne",
            "cih": "CIH Online",
            "umnia": "Umnia Mobile",
            "awb": "Attijari Mobile",
        }.get(case.sk["bank"], bk["name"] + " Digital")
        data["holder"] = holder_fmt(case, "gf")
        data["info"] = [["Titulaire", holder_fmt(case, "gf")], ["IBAN", iban(case.rib)], ["BIC", bk["swift"]]]
        data["period"] = f"Du {fmt_date(start, 'long0')} au {fmt_date(end, 'long0')}"
        data["export"] = (
            f"Exporté le {fmt_date(end + dt.timedelta(days=rng.randint(1, 9)), 'slash')} "
            f"à {rng.randint(8, 22)}h{rng.randint(10, 59)}"
        )
        data["cards"] = [
            ["Solde au " + fmt_date(start, "slash"), fmt_amount(opening, amt) + " MAD"],
            ["Entrées", "+" + fmt_amount(total_c, amt) + " MAD"],
            ["Sorties", "-" + fmt_amount(total_d, amt) + " MAD"],
            ["Solde au " + fmt_date(end, "slash"), fmt_amount(closing, amt) + " MAD"],
        ]
        bal = opening
        rows = []
        cats = {"VIR RECU": "Revenus", "PAIEMENT CB": "Achats", "RETRAIT": "Retraits", "FRAIS": "Frais", "TVA": "Frais"}
        for d, lab, a in tx:
            bal = round(bal + a, 2)
            cat = next((v for k, v in cats.items() if lab.startswith(k)), "Virements" if "VIR" in lab else "Autres")
            rows.append(
                [
                    fmt_date(d, "slash"),
                    lab.title() if rng.random() < 0.0 else lab,
                    cat,
                    ("+" if a > 0 else "") + fmt_amount(a, amt),
                    fmt_amount(bal, amt),
                ]
            )
        data["rows"] = rows
        data["heads"] = ["Date", "Opération", "Catégorie", "Montant (MAD)", "Solde (MAD)"]
        data["notes"] = [
            "Document généré depuis votre espace de banque en ligne. Il ne remplace pas le relevé officiel mensuel."
        ]
    elif layout == "B3":  # mobile history with C/D suffixes
        amt = "dot"

        def cd(v: float) -> str:
            return f"{fmt_amount(abs(v), amt)} {'D' if v < 0 else 'C'}"

        data["title"] = "HISTORIQUE DES OPÉRATIONS"
        data["holder"] = holder_fmt(case, "FG")
        data["info"] = [
            ["Client", holder_fmt(case, "FG")],
            ["N° de compte", rib_grouped(case.rib)],
            ["Agence", agency],
        ]
        data["period"] = f"Période : {fmt_date(start, 'dot2')} - {fmt_date(end, 'dot2')}"
        data["opening"] = ["Solde initial", cd(opening), "Débiteur" if opening < 0 else "Créditeur"]
        data["closing"] = ["Solde final", cd(closing), "Débiteur" if closing < 0 else "Créditeur"]
        rows = []
        for d, lab, a in tx:
            rows.append([fmt_date(d, "dot2"), lab, cd(a)])
        data["rows"] = rows
        data["heads"] = ["Date", "Libellé", "Montant"]
        data["notes"] = [
            "C = crédit, D = débit. Solde exprimé en dirhams (MAD).",
            f"Service client {bk['name']} : 05 22 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        ]
    else:  # B4 extrait with parentheses for debit balances
        amt = rng.choice(["sp", "en"])

        def par(v: float) -> str:
            return f"({fmt_amount(abs(v), amt)})" if v < 0 else fmt_amount(v, amt)

        data["title"] = "EXTRAIT DE COMPTE"
        data["holder"] = holder_fmt(case, "civGF")
        data["info"] = [
            ["Numéro de compte", acct],
            ["Relevé d'identité bancaire", case.rib],
            ["IBAN", iban(case.rib, spaced=False)],
            ["Agence", agency],
        ]
        data["period"] = f"Arrêté du {fmt_date(start, 'dash')} au {fmt_date(end, 'dash')}"
        bal = opening
        rows = []
        for d, lab, a in tx:
            bal = round(bal + a, 2)
            rows.append(
                [
                    fmt_date(d, "dash"),
                    lab,
                    fmt_amount(-a, amt) if a < 0 else "",
                    fmt_amount(a, amt) if a > 0 else "",
                    par(bal),
                ]
            )
        data["rows"] = rows
        data["heads"] = ["Date opération", "Désignation", "Débit", "Crédit", "Solde"]
        data["opening"] = [f"Solde d'ouverture au {fmt_date(start, 'dash')}", par(opening)]
        data["closing"] = [f"Solde de clôture au {fmt_date(end, 'dash')}", par(closing)]
        data["totals"] = ["Totaux de la période", fmt_amount(total_d, amt), fmt_amount(total_c, amt)]
        data["notes"] = [
            "Les montants entre parenthèses correspondent à des soldes débiteurs.",
            "En cas de désaccord, veuillez contacter votre agence dans un délai de 30 jours.",
        ]
    data["page_fmt"] = {"B1": "Page {p}/{n}", "B2": "{p} / {n}", "B3": "Page {p} sur {n}", "B4": "Feuillet n° {p}"}[
        layout
    ]
    data["doc_no"] = f"{rng.randint(100000, 999999)}"
    return data, labels, closing


def rib_doc(case: Case, layout: str, rng: random.Random) -> tuple[dict, dict]:
    bk = case.bank
    p = case.person
    agency = AGENCIES.get(p.town, p.town)
    labels = {"bank_name": bk["name"], "account_holder": p.name, "rib": case.rib}
    data = {
        "layout": layout,
        "bank": {"name": bk["name"], "c1": bk["color"], "c2": bk["color2"], "swift": bk["swift"]},
        "agency": agency,
        "rib": case.rib,
        "parts": [case.rib[:3], case.rib[3:6], case.rib[6:22], case.rib[22:]],
        "iban": iban(case.rib),
        "today": fmt_date(case.extra["today"], "slash"),
    }
    if layout == "R1":
        data["holder"] = holder_fmt(case, rng.choice(["civFG", "FG"]))
        data["bilingual"] = case.sk["bank"] in ("cam", "abb", "bcp")
        data["double"] = rng.random() < 0.5
        data["addr"] = p.address_lines
    elif layout == "R2":
        data["holder"] = holder_fmt(case, "gf")
        data["acct_type"] = rng.choice(["Compte courant", "Compte chèque", "Compte Premium"])
        data["grouped"] = rib_grouped(case.rib)
    else:
        data["holder"] = holder_fmt(case, "civGF")
        data["city"] = p.town
        data["director"] = rng.choice(["Said Benkirane", "Loubna El Alami", "Tarik Ouahbi", "Houda Senhaji"])
        data["opened"] = fmt_date(case.hire - dt.timedelta(days=rng.randint(30, 900)), "slash")
        data["ref"] = ref_no(rng, "AG")
    return data, labels


# =========================================================================== identity documents


def cin_front(case: Case) -> tuple[dict, dict]:
    p = case.person
    data = {
        "old": p.card_old,
        "given": p.given.upper(),
        "family": p.family.upper(),
        "ar_given": p.ar_given,
        "ar_family": p.ar_family,
        "dob": fmt_date(p.dob, "dot"),
        "born": p.born_up,
        "born_ar": p.born_ar,
        "expiry": fmt_date(p.cin_expiry, "dot"),
        "cin": p.cin,
        "can": f"{(int(p.cnss_no[:6]) * 7) % 900000 + 100000}",
        "female": p.sex == "F",
        "seed": p.cid,
    }
    labels = {
        "applicant_name": p.name,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.born_up,
        "cin_expiry": p.cin_expiry.isoformat(),
    }
    return data, labels


def cin_back(case: Case) -> tuple[dict, dict]:
    p = case.person
    mrz = td1(p.card_no, p.cin, p.dob, p.sex, p.cin_expiry, p.card_old, p.family, p.given)
    data = {
        "old": p.card_old,
        "father": p.father.upper(),
        "mother": p.mother.upper(),
        "ar_father": p.ar_father,
        "ar_mother": p.ar_mother,
        "fils": "Fille de" if p.sex == "F" else "Fils de",
        "address": p.address_lines,
        "civil": p.civil_no,
        "sex": p.sex,
        "mrz": mrz,
        "seed": p.cid,
        "issue": fmt_date(p.card_issue, "dot"),
    }
    labels = {
        "address": " ".join(p.address_lines),
        "mrz_valid": mrz_is_valid(mrz),
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": p.cin_expiry.isoformat(),
        "applicant_name": p.name,
        "document_number": p.card_no,
    }
    return data, labels


def passport(case: Case, rng: random.Random) -> tuple[dict, dict]:
    p = case.person
    pp = case.passport
    dob = pp["dob"]
    personal = p.cin if pp["personal"] else ""
    mrz = td3(pp["number"], dob, p.sex, pp["expiry"], p.family, p.given, personal)
    style = rng.choice(["mrz", "slash"])
    data = {
        "number": pp["number"],
        "family": p.family.upper(),
        "given": p.given.upper(),
        "ar_family": p.ar_family,
        "ar_given": p.ar_given,
        "dob": fmt_date(dob, style),
        "born": p.born_up,
        "sex": p.sex,
        "issue": fmt_date(pp["issue"], style),
        "expiry": fmt_date(pp["expiry"], style),
        "authority": rng.choice(["PREFECTURE " + TOWNS[p.town][0], "CONSULAT GENERAL", "PROVINCE " + TOWNS[p.town][0]]),
        "cin": p.cin if pp["personal"] else "",
        "mrz": mrz,
        "female": p.sex == "F",
        "seed": p.cid,
    }
    labels = {
        "applicant_name": p.name,
        "date_of_birth": dob.isoformat(),
        "mrz_valid": mrz_is_valid(mrz),
        "document_number": pp["number"],
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": pp["expiry"].isoformat(),
    }
    if personal:
        labels["cin"] = p.cin
    return data, labels


# =========================================================================== other documents


def other_doc(case: Case, kind: str, rng: random.Random) -> dict:
    p = case.person
    today = case.extra["today"]
    page: dict = {"theme": {"font": "S", "bold": "SB", "size": 10}, "blocks": []}
    b = page["blocks"]
    if kind == "bill":
        page["header"] = {
            "style": "utility",
            "name": "Régie Intercommunale de Distribution d'Eau et d'Électricité du Grand Casablanca",
            "short": "RIDEC",
            "c1": "#0069b4",
        }
        b.append({"t": "addr", "lines": [name_fmt(case, "GF"), *p.address_lines]})
        b.append({"t": "title", "text": "FACTURE ÉLECTRICITÉ - EAU - ASSAINISSEMENT", "size": 13, "align": "left"})
        b.append({"t": "space", "h": 6})
        b.append(
            {
                "t": "fields",
                "style": "colon",
                "lw": 160,
                "rows": [
                    ["N° de contrat", f"{rng.randint(1000000, 9999999)}"],
                    ["N° de facture", f"F{rng.randint(10**8, 10**9 - 1)}"],
                    [
                        "Période de consommation",
                        f"du {fmt_date(dt.date(2025, 4, 3), 'slash')} au {fmt_date(dt.date(2025, 5, 2), 'slash')}",
                    ],
                    ["Date d'émission", fmt_date(dt.date(2025, 5, 9), "slash")],
                    ["Date limite de paiement", fmt_date(dt.date(2025, 5, 24), "slash")],
                ],
            }
        )
        b.append({"t": "space", "h": 8})
        kwh = rng.randint(140, 320)
        m3 = rng.randint(8, 22)
        e_amt = round(kwh * 1.0732, 2)
        w_amt = round(m3 * 4.96, 2)
        ass = round(m3 * 1.82, 2)
        tva = round((e_amt + w_amt + ass) * 0.14, 2)
        tot = round(e_amt + w_amt + ass + tva + 12.5, 2)
        b.append(
            {
                "t": "table",
                "cols": [
                    {"w": 220, "h": "Prestation"},
                    {"w": 90, "h": "Quantité", "align": "right"},
                    {"w": 90, "h": "Prix unit.", "align": "right"},
                    {"w": 110, "h": "Montant HT", "align": "right"},
                ],
                "rows": [
                    ["Électricité - tranche 1 et 2", f"{kwh} kWh", "1,0732", fmt_amount(e_amt)],
                    ["Eau potable", f"{m3} m3", "4,9600", fmt_amount(w_amt)],
                    ["Assainissement", f"{m3} m3", "1,8200", fmt_amount(ass)],
                    ["Redevance fixe", "1", "12,5000", "12,50"],
                    ["TVA", "", "", fmt_amount(tva)],
                    {"cells": ["TOTAL À PAYER TTC", "", "", fmt_amount(tot) + " DH"], "bold": True, "fill": "#e3f0fa"},
                ],
                "opts": {"grid": "full", "headFill": "#0069b4", "headColor": "#ffffff", "rowH": 17},
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": (
                    "Payez votre facture en agence, par GAB ou en ligne. Tout retard de paiement expose à une coupure."
                ),
                "size": 9,
            }
        )
        page["footer"] = {
            "lines": ["RIDEC - Service clients 0801 00 00 00 - Facture payable avant la date limite"],
            "style": "rule",
        }
    elif kind == "tax":
        page["header"] = {
            "style": "gov",
            "fr": ["ROYAUME DU MAROC", "Ministère de l'Économie et des Finances", "Direction Générale des Impôts"],
            "ar": ["المملكة المغربية", "وزارة الاقتصاد والمالية", "المديرية العامة للضرائب"],
        }
        b.append({"t": "title", "text": "AVIS D'IMPOSITION", "size": 15})
        b.append({"t": "title", "text": "Taxe d'habitation et taxe de services communaux - Année 2024", "size": 10.5})
        b.append({"t": "space", "h": 10})
        b.append({"t": "addr", "lines": [name_fmt(case, "FG"), *p.address_lines]})
        base = rng.randint(9000, 24000)
        th = round(base * 0.10, 2)
        tsc = round(base * 0.105, 2)
        b.append(
            {
                "t": "fields",
                "style": "grid",
                "lw": 200,
                "rows": [
                    ["N° d'article", f"{rng.randint(10**7, 10**8 - 1)}"],
                    ["Identifiant fiscal du redevable", f"{rng.randint(10**7, 10**8 - 1)}"],
                    ["Adresse du bien imposé", " ".join(p.address_lines)],
                    ["Valeur locative annuelle", fmt_amount(base) + " DH"],
                    ["Taxe d'habitation", fmt_amount(th) + " DH"],
                    ["Taxe de services communaux", fmt_amount(tsc) + " DH"],
                    ["Montant total à payer", fmt_amount(th + tsc) + " DH"],
                    ["Date de mise en recouvrement", fmt_date(dt.date(2025, 3, 31), "slash")],
                    ["Date limite de paiement", fmt_date(dt.date(2025, 5, 31), "slash")],
                ],
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": (
                    "Paiement en ligne sur le portail des services fiscaux ou auprès de la perception. "
                    "Passé le délai, une pénalité de 10 % et une majoration de 5 % sont applicables."
                ),
                "size": 9,
            }
        )
        page["footer"] = {
            "lines": ["Document édité depuis les services en ligne de la DGI"],
            "style": "center",
            "page": "1/1",
        }
    elif kind == "lease":
        page["theme"] = {"font": "SE", "bold": "SEB", "size": 10.5}
        page["header"] = {"style": "plain"}
        rent = rng.choice([2800, 3200, 3500, 4200])
        b.append({"t": "title", "text": "CONTRAT DE BAIL À USAGE D'HABITATION", "size": 15, "underline": True})
        b.append({"t": "space", "h": 14})
        b.append({"t": "text", "text": "Entre les soussignés :"})
        b.append(
            {
                "t": "text",
                "text": (
                    f"M. Abdelhak Lamrini, demeurant à Agadir, titulaire de la CIN n° J{rng.randint(100000, 999999)}, "
                    "ci-après dénommé « le bailleur »,"
                ),
            }
        )
        b.append(
            {
                "t": "text",
                "text": (
                    f"Et {civ(case, 'long')} {name_fmt(case, 'gF')}, titulaire de la CIN n° {p.cin}, ci-après "
                    "dénommé(e) « le locataire »."
                ),
            }
        )
        b.append({"t": "space", "h": 8})
        arts = [
            (
                "Article 1 - Objet",
                (
                    f"Le bailleur donne en location au locataire un appartement situé {' '.join(p.address_lines)}, "
                    "composé de trois pièces, cuisine et salle de bain."
                ),
            ),
            (
                "Article 2 - Durée",
                (
                    "Le présent bail est consenti pour une durée d'une année à compter du "
                    f"{fmt_date(dt.date(2024, 9, 1), 'long')}, "
                    "renouvelable par tacite reconduction."
                ),
            ),
            (
                "Article 3 - Loyer",
                (
                    f"Le loyer mensuel est fixé à {fmt_amount(rent)} dirhams ({fr_amount(rent)}), payable "
                    "d'avance le cinq de chaque mois."
                ),
            ),
            (
                "Article 4 - Dépôt de garantie",
                f"Le locataire verse ce jour la somme de {fmt_amount(rent * 2)} dirhams à titre de dépôt de garantie.",
            ),
            ("Article 5 - Charges", "Les consommations d'eau et d'électricité sont à la charge du locataire."),
        ]
        for h, txt in arts:
            b.append({"t": "text", "text": h, "font": "SEB"})
            b.append({"t": "text", "text": txt, "gap": 6})
        b.append({"t": "space", "h": 14})
        b.append(
            {
                "t": "twosig",
                "left": "Le bailleur",
                "right": "Le locataire",
                "place": f"Fait à Agadir, le {fmt_date(dt.date(2024, 8, 26), 'slash')}, en deux exemplaires.",
            }
        )
        b.append(
            {
                "t": "note",
                "text": "Signatures légalisées - Commune urbaine d'Agadir, bureau de légalisation n° 3",
                "size": 8,
            }
        )
    elif kind == "school":
        page["header"] = {
            "style": "lh_center",
            "emp": {
                "name": "École Privée Al Andalous",
                "addr": ["Avenue Mohammed V, Taroudant"],
                "c1": "#1b5e20",
                "brand": "AL ANDALOUS",
            },
        }
        child = rng.choice(["Yasmine", "Adam", "Rayane", "Ilyas", "Lina"])
        child_family = p.family.upper() if p.sex == "M" else rng.choice(["AMZIL", "BOUTALEB", "ERRAJI", "NAJI"])
        b.append({"t": "space", "h": 20})
        b.append({"t": "title", "text": "ATTESTATION DE SCOLARITÉ", "size": 16, "underline": True})
        b.append({"t": "space", "h": 20})
        b.append(
            {
                "t": "text",
                "text": (
                    f"Le Directeur de l'École Privée Al Andalous atteste que l'élève {child} {child_family}, "
                    f"né(e) le {fmt_date(dt.date(2016, 4, 9), 'slash')}, enfant de {civ(case, 'long')} "
                    f"{name_fmt(case, 'gF')}, est régulièrement inscrit(e) en classe de CE4 au titre de "
                    "l'année scolaire 2024-2025."
                ),
            }
        )
        b.append({"t": "space", "h": 8})
        b.append(
            {
                "t": "text",
                "text": (
                    f"Code MASSAR : R{rng.randint(10**8, 10**9 - 1)}. Frais de scolarité mensuels : {fmt_amount(1150)} "
                    "DH."
                ),
            }
        )
        b.append({"t": "space", "h": 8})
        b.append(
            {
                "t": "text",
                "text": "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
            }
        )
        b.append({"t": "space", "h": 30})
        b.append(
            {
                "t": "sig",
                "place": f"Taroudant, le {fmt_date(today, 'long')}",
                "name": "Mustapha Id Belaid",
                "title": "Le Directeur",
                "stamp": {"kind": "round", "ring": "ECOLE PRIVEE AL ANDALOUS * TAROUDANT *", "center": ["DIRECTION"]},
            }
        )
    else:  # insurance attestation
        page["header"] = {
            "style": "band",
            "emp": {
                "name": "Assurances Al Manar SA",
                "brand": "AL MANAR ASSURANCES",
                "logo": "arc",
                "c1": "#283593",
                "c2": "#ffb300",
                "addr": ["Boulevard Zerktouni, Casablanca"],
                "phone": "05 22 00 00 00",
                "web": "www.almanar-assurances.ma",
                "email": "",
            },
            "tag": "Espace client",
        }
        b.append({"t": "title", "text": "ATTESTATION D'ASSURANCE AUTOMOBILE", "size": 14, "align": "left"})
        b.append({"t": "space", "h": 8})
        b.append(
            {
                "t": "fields",
                "style": "grid",
                "lw": 170,
                "rows": [
                    ["Souscripteur", name_fmt(case, "gF")],
                    ["Adresse", " ".join(p.address_lines)],
                    ["N° de police", f"AUT-{rng.randint(100000, 999999)}-{today.year}"],
                    ["Véhicule", rng.choice(["Dacia Logan", "Renault Clio", "Peugeot 208", "Hyundai Accent"])],
                    ["Immatriculation", f"{rng.randint(1000, 99999)} - A - {rng.randint(1, 80)}"],
                    [
                        "Période de validité",
                        f"du {fmt_date(dt.date(2025, 1, 15), 'slash')} au {fmt_date(dt.date(2026, 1, 14), 'slash')}",
                    ],
                    ["Garanties", "Responsabilité civile, Défense et recours, Bris de glace"],
                    ["Prime annuelle TTC", fmt_amount(rng.randint(2400, 5200) + 0.0) + " DH"],
                ],
            }
        )
        b.append({"t": "space", "h": 10})
        b.append(
            {
                "t": "text",
                "text": (
                    "Attestation valable sous réserve du paiement de la prime. Présomption d'assurance "
                    "conformément au Code des assurances."
                ),
                "size": 9,
            }
        )
        b.append(
            {
                "t": "qr",
                "seed": f"ins{p.cid}",
                "lines": ["Vérification en ligne", "www.almanar-assurances.ma"],
                "align": "left",
            }
        )
        page["footer"] = {
            "lines": ["Assurances Al Manar SA - Entreprise régie par la loi n° 17-99 portant Code des assurances"],
            "style": "band",
        }
    return page


# =========================================================================== conflicts helpers


def inflated_pay(case: Case):
    base = float(case.sk["base"]) * 1.38
    base = round(base / 50) * 50
    y, m = case.months[-1]
    return compute_pay(base, case.hire, last_day(y, m), case.emp, case.person.dependents, case.sk)
