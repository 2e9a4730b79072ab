"""Each paper of a case: what its template prints (data) and what a perfect reader extracts (labels)."""

from __future__ import annotations

import calendar
import datetime as dt
import random
from dataclasses import dataclass, field

from . import data as D
from . import fmt, ids, payroll

CONTRACT_TEXT = {
    "CDI": ["Contrat à durée indéterminée", "CDI", "Permanent"],
    "CDD": ["Contrat à durée déterminée", "CDD"],
    "ANAPEC": ["Contrat d'insertion ANAPEC (Idmaj)", "ANAPEC - Idmaj"],
    "INTERIM": ["Contrat de mission (intérim)", "Intérim"],
    "STAGE": ["Convention de stage", "Stage"],
}


@dataclass
class Doc:
    case_id: str
    doc_type: str
    variant: str
    condition: str
    template: str
    data: dict
    labels: dict
    layout: str = "a4"  # a4, card, card_pair, passport, visa
    extra: dict = field(default_factory=dict)

    @property
    def stem(self) -> str:
        return f"{self.case_id}-{self.doc_type.replace('_', '-')}"


def _last_day(day: dt.date) -> dt.date:
    return day.replace(day=calendar.monthrange(day.year, day.month)[1])


def _add_months(day: dt.date, months: int) -> dt.date:
    m = day.month - 1 + months
    return dt.date(day.year + m // 12, m % 12 + 1, 1)


HEADS = ["left", "center", "band"]
LETTER_FONTS = ["Liberation Serif", "DejaVu Serif", "FreeSerif", "Liberation Sans", "DejaVu Sans"]


def letter_style(emp: D.Employer) -> dict:
    """How an employer's letters look: the same for all its letters."""
    k = sum(map(ord, emp.brand))
    return {"head": HEADS[k % 3], "font": LETTER_FONTS[k % 5]}


def employer_data(emp: D.Employer) -> dict:
    return {
        "name": emp.name,
        "brand": emp.brand,
        "logo": emp.logo,
        "c1": emp.colors[0],
        "c2": emp.colors[1],
        "street": emp.street,
        "city": emp.city,
        "phone": emp.phone,
        "web": emp.web,
        "cnss": emp.cnss,
        "rc": emp.rc,
        "if": emp.if_,
        "ice": emp.ice,
        "patente": emp.patente,
        "capital": emp.capital,
        "public": emp.public,
        "name_ar": emp.name_ar,
        "signatory": emp.signatory,
        "signatory_title": emp.signatory_title,
    }


def legal_footer(emp: D.Employer, with_cnss: bool = True) -> str:
    parts = [emp.rc, f"IF : {emp.if_}" if emp.if_ else "", f"ICE : {emp.ice}" if emp.ice else ""]
    if emp.patente:
        parts.append(f"Patente : {emp.patente}")
    if with_cnss and emp.cnss:
        parts.append(f"CNSS : {emp.cnss}")
    return " - ".join(p for p in parts if p)


def bank_data(bank: D.Bank) -> dict:
    return {"name": bank.name, "swift": bank.swift, "c1": bank.colors[0], "c2": bank.colors[1], "logo": bank.logo}


# --- identity documents --------------------------------------------------------------------------------------------


def cin_front(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    model = p.card_model
    date_style = "dot" if model == "2020" else "slash"
    data = {
        "model": model,
        "surname": p.surname.upper(),
        "given": p.given.upper(),
        "surname_ar": p.surname_ar,
        "given_ar": p.given_ar,
        "dob": fmt.date(p.dob, date_style),
        "pob": p.pob,
        "pob_ar": p.pob_ar,
        "expiry": fmt.date(p.cin_expiry, date_style),
        "cin": p.cin,
        "sex": p.sex,
        "can": f"{rng.randint(100000, 999999)}",
        "hue": rng.choice(["#d9ead3", "#e6f0dc", "#f3e3d3"]) if model == "2020" else "#e9dfc9",
    }
    labels = {
        "applicant_name": p.full,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.pob,
        "cin_expiry": p.cin_expiry.isoformat(),
    }
    return Doc(case.case_id, "cin_front", plan.variant, plan.condition, "cin_front", data, labels, layout="card")


def cin_back(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    code = "ID" if p.card_model == "2020" else "I"
    mrz = ids.td1(code, "MAR", p.card_number, p.cin, p.dob, p.sex, p.cin_expiry, "MAR", p.surname, p.given)
    parent = "Fils de" if p.sex == "M" else "Fille de"
    parent_ar = "ابن" if p.sex == "M" else "بنت"
    data = {
        "model": p.card_model,
        "address": p.address,
        "address_ar": p.address_ar,
        "parent": parent,
        "parent_ar": parent_ar,
        "father": p.father.upper(),
        "mother": p.mother.upper(),
        "father_ar": p.father_ar,
        "mother_ar": p.mother_ar,
        "civil": p.civil_status,
        "sex": p.sex,
        "mrz": mrz,
        "cin": p.cin,
        "hue": "#e4ecd9" if p.card_model == "2020" else "#ece2cc",
    }
    labels = {
        "address": " ".join(p.address),
        "mrz_valid": True,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": p.cin_expiry.isoformat(),
        "applicant_name": p.full,
        "document_number": p.card_number,
    }
    return Doc(
        case.case_id,
        "cin_back",
        plan.variant,
        plan.condition,
        "cin_back",
        data,
        labels,
        layout="card",
        extra={"mrz": mrz},
    )


PASSPORTS = {
    "mar": {
        "state": "MAR",
        "nationality": "MAR",
        "header": ["ROYAUME DU MAROC", "KINGDOM OF MOROCCO"],
        "header_ar": "المملكة المغربية",
        "title": "PASSEPORT / PASSPORT",
        "nat_text": "MAROCAINE",
        "authority": "DGSN",
        "color": "#7d1d2c",
        "tint": "#f3e9e2",
        "date": "en_short",
        "expiry_years": 5,
    },
    "fra": {
        "state": "FRA",
        "nationality": "FRA",
        "header": ["RÉPUBLIQUE FRANÇAISE"],
        "header_ar": "",
        "title": "PASSEPORT / PASSPORT",
        "nat_text": "Française",
        "authority": "Préfecture du Rhône",
        "color": "#23395d",
        "tint": "#e9eef5",
        "date": "space",
        "expiry_years": 10,
    },
    "ita": {
        "state": "ITA",
        "nationality": "ITA",
        "header": ["REPUBBLICA ITALIANA"],
        "header_ar": "",
        "title": "PASSAPORTO / PASSPORT / PASSEPORT",
        "nat_text": "ITALIANA",
        "authority": "MINISTRO AFFARI ESTERI",
        "color": "#4b1d2a",
        "tint": "#efe6ea",
        "date": "it_en_short",
        "expiry_years": 10,
    },
    "bel": {
        "state": "BEL",
        "nationality": "BEL",
        "header": ["BELGIQUE - BELGIË - BELGIEN - BELGIUM"],
        "header_ar": "",
        "title": "PASSEPORT / PASPOORT / REISEPASS / PASSPORT",
        "nat_text": "BELGE / BELGISCHE",
        "authority": "BRUXELLES",
        "color": "#4a2542",
        "tint": "#f1e8ee",
        "date": "fr_en_short",
        "expiry_years": 7,
    },
}


def _expiry(issued: dt.date, years: int) -> dt.date:
    return issued.replace(year=issued.year + years) - dt.timedelta(days=1)


def passport(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    cfg = PASSPORTS[plan.variant]
    issued = plan.opts["issued"]
    expiry = _expiry(issued, cfg["expiry_years"])
    personal = p.cin if plan.variant == "mar" else ("95021140872" if plan.variant == "bel" else "")
    number = plan.opts["number"]
    mrz = ids.td3("P<", cfg["state"], number, cfg["nationality"], p.dob, p.sex, expiry, personal, p.surname, p.given)
    pob = p.pob if plan.variant == "mar" else f"{p.pob.capitalize()} (MAR)"
    data = {
        **cfg,
        "number": number,
        "surname": p.surname.upper(),
        "given": p.given.upper(),
        "surname_ar": p.surname_ar if plan.variant == "mar" else "",
        "given_ar": p.given_ar if plan.variant == "mar" else "",
        "dob": fmt.date(p.dob, cfg["date"]),
        "issued": fmt.date(issued, cfg["date"]),
        "expiry": fmt.date(expiry, cfg["date"]),
        "sex": p.sex,
        "pob": pob,
        "personal": p.cin if plan.variant == "mar" else "",
        "mrz": mrz,
    }
    labels = {
        "applicant_name": p.full,
        "date_of_birth": p.dob.isoformat(),
    }
    if plan.variant == "mar":
        labels["cin"] = p.cin
    labels |= {
        "mrz_valid": True,
        "document_number": number,
        "nationality": cfg["nationality"],
        "issuing_country": cfg["state"],
        "document_expiry": expiry.isoformat(),
    }
    return Doc(
        case.case_id, "passport", plan.variant, plan.condition, "passport", data, labels, "passport", {"mrz": mrz}
    )


ID_CARDS = {
    "fra": {"code": "ID", "optional": "", "date": "space", "authority": "CONSULAT GÉNÉRAL DE FRANCE À RABAT"},
    "nld": {"code": "I<", "optional": "999482017", "date": "nld", "authority": "Burgemeester van Tiznit"},
}


def id_card(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    cfg = ID_CARDS[plan.variant]
    issued = plan.opts["issued"]
    number = plan.opts["number"]
    state = plan.variant.upper()
    expiry = _expiry(issued, 10)
    mrz = ids.td1(cfg["code"], state, number, cfg["optional"], p.dob, p.sex, expiry, state, p.surname, p.given)

    def show(day: dt.date) -> str:
        if cfg["date"] == "nld":
            return f"{day.day:02d} {fmt.NLD_MONTHS[day.month - 1]}/{fmt.MONTHS[day.month - 1][:3].upper()} {day.year}"
        return fmt.date(day, cfg["date"])

    data = {
        "country": plan.variant,
        "number": number,
        "surname": p.surname.upper(),
        "given": p.given.upper().replace(" ", ", ") if plan.variant == "fra" else p.given,
        "sex": p.sex if plan.variant == "fra" else ("V/F" if p.sex == "F" else "M/M"),
        "dob": show(p.dob),
        "pob": f"{p.pob} (MAROC)" if plan.variant == "fra" else f"{p.pob.capitalize()} (MAR)",
        "issued": show(issued),
        "expiry": show(expiry),
        "authority": cfg["authority"],
        "personal": cfg["optional"],
        "mrz": mrz,
    }
    labels = {
        "applicant_name": p.full,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": state,
        "issuing_country": state,
        "document_expiry": expiry.isoformat(),
    }
    return Doc(
        case.case_id, "id_card", plan.variant, plan.condition, "id_card", data, labels, "card_pair", {"mrz": mrz}
    )


def residence_permit(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    issued = plan.opts["issued"]
    expiry = issued.replace(year=issued.year + 10) - dt.timedelta(days=1)
    number = plan.opts["number"]
    mrz = ids.td1("IR", "MAR", number, "", p.dob, p.sex, expiry, "FRA", p.surname, p.given)
    data = {
        "number": number,
        "surname": p.surname.upper(),
        "given": p.given.upper(),
        "dob": fmt.date(p.dob, "slash"),
        "pob": "LYON (FRANCE)",
        "nat": "FRANÇAISE",
        "issued": fmt.date(issued, "slash"),
        "expiry": fmt.date(expiry, "slash"),
        "address": " ".join(p.address),
        "profession": case.job.position,
        "mrz": mrz,
    }
    labels = {
        "applicant_name": p.full,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": "FRA",
        "issuing_country": "MAR",
        "document_expiry": expiry.isoformat(),
    }
    return Doc(
        case.case_id,
        "residence_permit",
        plan.variant,
        plan.condition,
        "residence",
        data,
        labels,
        "card_pair",
        {"mrz": mrz},
    )


def visa(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    issued = plan.opts["issued"]
    until = issued.replace(year=issued.year + 1) - dt.timedelta(days=1)
    number = plan.opts["number"]
    passport_number = plan.opts["passport"]
    mrz = ids.mrv_a("ESP", number, "MAR", p.dob, p.sex, until, p.surname, p.given)
    data = {
        "number": "ESP" + number,
        "from": issued.strftime("%d-%m-%y"),
        "until": until.strftime("%d-%m-%y"),
        "issued_on": (issued - dt.timedelta(days=9)).strftime("%d-%m-%Y"),
        "place": "RABAT",
        "passport": passport_number,
        "name": f"{p.surname.upper()}, {p.given.upper()}",
        "mrz": mrz,
    }
    labels = {
        "applicant_name": p.full,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": "MAR",
        "issuing_country": "ESP",
        "document_expiry": until.isoformat(),
    }
    return Doc(case.case_id, "visa", plan.variant, plan.condition, "visa", data, labels, "visa", {"mrz": mrz})


# --- pay -----------------------------------------------------------------------------------------------------------


def pay_for(case: D.Case, period: dt.date) -> payroll.Pay:
    return payroll.compute(case.job.scheme, case.job.hire, period)


def monthly_pay(case: D.Case) -> payroll.Pay:
    """The case's monthly pay (the same every month of the file)."""
    period = next((x.opts["period"] for x in case.plans if x.kind == "payslip"), dt.date(2025, 1, 1))
    return pay_for(case, period)


PAYSLIP_STYLE = {
    "sage": {"title": "BULLETIN DE PAIE", "date": "slash", "amount": "space", "period": "fr_upper"},
    "band": {"title": "Bulletin de salaire", "date": "dot", "amount": "dot", "period": "fr"},
    "english": {"title": "PAYSLIP", "date": "en_long", "amount": "en", "period": "en"},
    "public": {"title": "BULLETIN DE PAIE", "date": "slash", "amount": "space", "period": "slash"},
    "mono": {"title": "BULLETIN DE PAIE", "date": "slash", "amount": "plain", "period": "slash"},
}


def _rate(line: payroll.Line, style: str) -> str:
    if line.rate is None:
        return ""
    if not line.pct:
        return fmt.amount(line.rate, style)
    text = f"{line.rate:g}"
    return (text.replace(".", ",") if style not in ("en", "plain") else text) + ("%" if style == "en" else " %")


def payslip(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p, job, emp = case.person, case.job, case.job.employer
    period: dt.date = plan.opts["period"]
    style = dict(PAYSLIP_STYLE[plan.variant])
    lang = plan.opts.get("lang", "en" if plan.variant == "english" else "fr")
    if plan.variant == "english" and lang == "fr":
        style |= {"title": "FICHE DE PAIE", "date": "iso", "amount": "nbsp", "period": "iso"}
    if emp.name.startswith("Oriental"):
        style["title"] = "FICHE DE PAIE"
    if emp.name.startswith("Transports"):
        style["title"] = "BULLETIN DE SALAIRE"
    amt = style["amount"]
    pay = pay_for(case, period)
    month_index = period.month
    rows = []
    for line in pay.lines:
        rows.append(
            {
                "code": line.code,
                "label": line.en if lang == "en" else line.fr,
                "ar": line.ar,
                "base": "" if line.base is None else (f"{line.base:g}" if not line.pct else fmt.amount(line.base, amt)),
                "rate": _rate(line, amt),
                "gain": fmt.amount(line.gain, amt) if line.gain else "",
                "ret": fmt.amount(line.retenue, amt) if line.retenue else "",
                "signed": fmt.amount(line.gain - line.retenue, amt),
                "ytd": fmt.amount((line.gain - line.retenue) * month_index, amt),
            }
        )
    end = _last_day(period)
    contract_text = CONTRACT_TEXT[job.contract][0 if plan.variant in ("sage", "band") else 1]
    if job.contract == "CDD" and plan.variant == "sage":
        contract_text = f"CDD jusqu'au {fmt.date(job.contract_end, 'slash')}"
    show_dob = plan.opts.get("show_dob", plan.variant == "mono")
    show_cin = bool(p.cin) and plan.opts.get("show_cin", True)
    name_printed = f"{p.surname.upper()} {p.given}" if plan.variant in ("sage", "public") else p.full
    if plan.variant == "mono":
        name_printed = f"{p.surname.upper()} {p.given.upper()}"
    if plan.variant == "english" and lang == "en":
        name_printed = f"{p.given} {p.surname.upper()}"
    show_contract = plan.variant != "public"
    cumul = {
        "gross": fmt.amount(pay.gross * month_index, amt),
        "taxable": fmt.amount(pay.taxable * month_index, amt),
        "net_taxable": fmt.amount(pay.net_taxable * month_index, amt),
        "ir": fmt.amount(pay.ir * month_index, amt),
        "cnss": fmt.amount(pay.cnss * month_index, amt),
        "net": fmt.amount(pay.net * month_index, amt),
        "days": str(26 * month_index),
    }
    leave_taken = [0, 0, 2, 0, 1, 0, 0, 5, 0, 0, 0, 3][(period.month + len(p.surname)) % 12]
    data = {
        "variant": plan.variant,
        "lang": lang,
        "title": style["title"],
        "employer": employer_data(emp),
        "legal": legal_footer(emp),
        "period": fmt.month(period, style["period"]),
        "period_from": fmt.date(period, style["date"]),
        "period_to": fmt.date(end, style["date"]),
        "pay_date": fmt.date(end if not emp.public else end - dt.timedelta(days=2), style["date"]),
        "name": name_printed,
        "matricule": p.matricule,
        "cin": p.cin if show_cin else "",
        "id_label": "N° CIN" if p.cin else "Carte de résidence",
        "id_value": (p.cin if show_cin else "")
        if p.cin
        else next((x.opts["number"] for x in case.plans if x.kind == "residence_permit"), ""),
        "cnss_number": p.cnss_number or "",
        "dob": fmt.date(p.dob, style["date"]) if show_dob else "",
        "hire": fmt.date(job.hire, style["date"]),
        "position": job.position,
        "department": job.department,
        "category": job.category,
        "contract": contract_text if show_contract else "",
        "family": p.family,
        "dependents": str(job.scheme.get("dependents", 0)),
        "address": " ".join(p.address).title() if p.address else "",
        "rows": rows,
        "gross": fmt.amount(pay.gross, amt),
        "taxable": fmt.amount(pay.taxable, amt),
        "net_taxable": fmt.amount(pay.net_taxable, amt),
        "pro_costs": fmt.amount(-pay.pro_costs, amt),
        "family_deduction": fmt.amount(-pay.family_deduction, amt),
        "deductions": fmt.amount(pay.deductions, amt),
        "net": fmt.amount(pay.net, amt),
        "net_unit": fmt.amount(pay.net, amt, "MAD" if lang == "en" else "DH"),
        "net_words": fmt.amount_words(pay.net),
        "cumul": cumul,
        "hours": "191.00" if amt in ("en", "plain") else "191,00",
        "days": "26",
        "leave": {"acquired": f"{1.5 * month_index:g}".replace(".", ","), "taken": str(leave_taken)},
        "bank": case.account.bank.name,
        "account_tail": "****" + case.account.number[-4:],
        "pay_mode": "Virement",
        "public_extra": {k: fmt.amount(v, amt) for k, v in pay.extra.items()},
    }
    labels = {"applicant_name": p.full}
    if data["cin"]:
        labels["cin"] = p.cin
    labels["employer"] = emp.name
    if emp.cnss:
        labels["employer_cnss"] = emp.cnss
    if p.cnss_number and plan.variant != "public":
        labels["cnss_number"] = p.cnss_number
    labels["hire_date"] = job.hire.isoformat()
    if show_contract:
        labels["contract_type"] = job.contract
    labels |= {
        "position": job.position,
        "pay_period": f"{period.year}-{period.month:02d}",
        "gross_salary": pay.gross,
        "net_salary": pay.net,
    }
    if show_dob:
        labels["date_of_birth"] = p.dob.isoformat()
    return Doc(
        case.case_id,
        "payslip",
        plan.variant,
        plan.condition,
        f"payslip_{plan.variant}",
        data,
        labels,
        extra={"pay": pay},
    )


# --- employer letters ----------------------------------------------------------------------------------------------


def _he(p: D.Person, masc: str, fem: str) -> str:
    return masc if p.sex == "M" else fem


def employment_certificate(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p, job = case.person, case.job
    emp: D.Employer = plan.opts.get("employer", job.employer)
    cin = plan.opts.get("cin", p.cin)
    hire = plan.opts.get("hire", job.hire)
    issued = case.issued
    date_style = {"letter": "fr1", "form": "slash", "bilingual": "slash", "public": "slash", "stage": "fr"}[
        plan.variant
    ]
    show_dob = plan.variant in ("form", "bilingual") or case.case_id in ("c01", "c13")
    show_cnss = plan.variant != "public"
    contract_words = {
        "CDI": "un contrat de travail à durée indéterminée",
        "CDD": f"un contrat à durée déterminée prenant fin le {fmt.date(job.contract_end or issued, 'fr')}",
        "ANAPEC": "un contrat d'insertion (programme Idmaj - ANAPEC)",
        "INTERIM": "un contrat de mission de travail temporaire",
        "STAGE": "une convention de stage",
    }[job.contract]
    form_contract = {
        "CDI": "CDI",
        "CDD": f"CDD (du {fmt.date(hire, 'slash')} au {fmt.date(job.contract_end, 'slash')})"
        if job.contract_end
        else "CDD",
        "ANAPEC": "Contrat ANAPEC",
        "INTERIM": "Intérim (contrat de mission)",
        "STAGE": "Stage",
    }[job.contract]
    ar_contract = {
        "CDI": "عقد شغل غير محدد المدة",
        "CDD": "عقد شغل محدد المدة",
        "ANAPEC": "عقد إدماج (أنابيك)",
        "INTERIM": "عقد مهمة مؤقتة",
        "STAGE": "اتفاقية تدريب",
    }[job.contract]
    title = {
        "letter": "ATTESTATION DE TRAVAIL",
        "form": "CERTIFICAT DE TRAVAIL" if case.case_id != "c11" else "ATTESTATION D'EMPLOI",
        "bilingual": "ATTESTATION DE TRAVAIL",
        "public": "ATTESTATION DE TRAVAIL",
        "stage": "ATTESTATION DE STAGE",
    }[plan.variant]
    data = {
        **letter_style(emp),
        "variant": plan.variant,
        "title": title,
        "employer": employer_data(emp),
        "legal": legal_footer(emp, with_cnss=show_cnss),
        "civ": p.title,
        "civ_short": p.title_short,
        "surname": p.surname.upper(),
        "given": p.given,
        "full_ar": f"{p.given_ar} {p.surname_ar}",
        "cin": cin or "",
        "id_text": f"titulaire de la CIN n° {cin}"
        if cin
        else "titulaire de la carte de résidence n° "
        + next((x.opts["number"] for x in case.plans if x.kind == "residence_permit"), ""),
        "dob": fmt.date(p.dob, date_style) if show_dob else "",
        "pob": p.pob.capitalize() if show_dob else "",
        "hire": fmt.date(hire, date_style),
        "hire_ar": fmt.date(hire, "slash"),
        "position": job.position,
        "department": job.department,
        "contract_words": contract_words,
        "form_contract": form_contract,
        "ar_contract": ar_contract,
        "matricule": p.matricule,
        "cnss_number": p.cnss_number or "",
        "issued": fmt.date(issued, "fr"),
        "issued_slash": fmt.date(issued, "slash"),
        "place": emp.city,
        "ref": f"RH/{issued.year}/{rng.randint(100, 989):03d}",
        "employee_word": _he(p, "employé", "employée"),
        "interested": _he(p, "l'intéressé", "l'intéressée"),
        "born": _he(p, "né", "née"),
        "holder": _he(p, "titulaire", "titulaire"),
        "end": fmt.date(job.contract_end, "fr") if job.contract_end else "",
        "mission_client": job.department.removeprefix("Mission : "),
    }
    labels = {"applicant_name": p.full}
    if cin:
        labels["cin"] = cin
    labels["employer"] = emp.name
    if show_cnss and emp.cnss:
        labels["employer_cnss"] = emp.cnss
    labels |= {"hire_date": hire.isoformat(), "position": job.position, "contract_type": job.contract}
    if show_dob:
        labels["date_of_birth"] = p.dob.isoformat()
    return Doc(
        case.case_id,
        "employment_certificate",
        plan.variant,
        plan.condition,
        f"employment_{plan.variant if plan.variant != 'stage' else 'letter'}",
        data,
        labels,
    )


def salary_certificate(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p, job, emp = case.person, case.job, case.job.employer
    pay = monthly_pay(case)
    inflate = plan.opts.get("inflate", 1.0)
    gross = fmt.r2(pay.gross * inflate)
    net = fmt.r2(pay.net * inflate)
    unit = "DH" if plan.variant == "letter" else "MAD"
    amt = "space" if plan.variant == "letter" else "nbsp"
    if case.case_id == "c07":
        amt, unit = "dot", "Dhs"
    show_dob = case.case_id in ("c04", "c13")
    rows = []
    if plan.variant == "table":
        for line in pay.lines:
            if line.gain:
                rows.append([line.fr, fmt.amount(fmt.r2(line.gain * inflate), amt)])
        rows.append(["Salaire brut mensuel", fmt.amount(gross, amt)])
        social = sum(x.retenue for x in pay.lines if x.code in ("500", "510", "520", "530", "R10", "R20", "R30"))
        rows.append(
            ["Cotisations sociales (CNSS, AMO, retraite, mutuelle)", fmt.amount(-fmt.r2(social * inflate), amt)]
        )
        rows.append(["Impôt sur le revenu", fmt.amount(-fmt.r2(pay.ir * inflate), amt)])
        other = sum(x.retenue for x in pay.lines if x.code.startswith("7"))
        if other:
            rows.append(["Autres retenues", fmt.amount(-fmt.r2(other * inflate), amt)])
        rows.append(["Salaire net mensuel", fmt.amount(net, amt)])
    data = {
        **letter_style(emp),
        "title": "ATTESTATION DE SALAIRE",
        "variant": plan.variant,
        "employer": employer_data(emp),
        "legal": legal_footer(emp),
        "civ": p.title,
        "surname": p.surname.upper(),
        "given": p.given,
        "cin": p.cin or "",
        "id_word": "CIN" if p.cin else "carte de séjour",
        "id_value": p.cin or next((x.opts["number"] for x in case.plans if x.kind == "residence_permit"), ""),
        "dob": fmt.date(p.dob, "slash") if show_dob else "",
        "hire": fmt.date(job.hire, "fr1" if plan.variant == "letter" else "slash"),
        "position": job.position,
        "gross": fmt.amount(gross, amt, unit),
        "net": fmt.amount(net, amt, unit),
        "gross_words": fmt.amount_words(gross),
        "net_words": fmt.amount_words(net),
        "annual": fmt.amount(fmt.r2(gross * 12), amt, unit) if plan.opts.get("annual") else "",
        "annual_net": fmt.amount(fmt.r2(net * 12), amt, unit) if plan.opts.get("annual") else "",
        "rows": rows,
        "issued": fmt.date(case.issued, "fr"),
        "place": emp.city,
        "employee_word": _he(p, "employé", "employée"),
        "interested": _he(p, "l'intéressé", "l'intéressée"),
        "born": _he(p, "né", "née"),
        "ref": f"DRH/AS/{case.issued.year}-{rng.randint(10, 480)}",
        "contract": CONTRACT_TEXT[job.contract][0].lower(),
    }
    labels = {"applicant_name": p.full}
    if p.cin:
        labels["cin"] = p.cin
    labels |= {
        "employer": emp.name,
        "hire_date": job.hire.isoformat(),
        "position": job.position,
        "gross_salary": gross,
        "net_salary": net,
    }
    if show_dob:
        labels["date_of_birth"] = p.dob.isoformat()
    return Doc(case.case_id, "salary_certificate", plan.variant, plan.condition, f"salary_{plan.variant}", data, labels)


def cnss_certificate(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p, job, emp = case.person, case.job, case.job.employer
    dob = plan.opts.get("dob", p.dob)
    issued = case.issued - dt.timedelta(days=rng.randint(1, 6))
    months = []
    for back in range(6, 0, -1):
        m = _add_months(issued.replace(day=1), -back)
        if m >= job.hire.replace(day=1):
            months.append([fmt.month(m, "slash"), "26", "191"])
    data = {
        "variant": plan.variant,
        "surname": p.surname.upper(),
        "given": p.given.upper(),
        "surname_ar": p.surname_ar,
        "given_ar": p.given_ar,
        "cnss_number": p.cnss_number,
        "cnss_grouped": ids.group(p.cnss_number, [3, 3, 3]) if plan.variant == "immatriculation" else p.cnss_number,
        "cin": p.cin or "",
        "id_doc": "CIN" if p.cin else "Carte de séjour",
        "id_value": p.cin or next((x.opts["number"] for x in case.plans if x.kind == "residence_permit"), ""),
        "dob": fmt.date(dob, "slash"),
        "affiliation": fmt.date(p.affiliation_date, "slash"),
        "employer": emp.name,
        "employer_cnss": emp.cnss,
        "employer_city": emp.city,
        "since": fmt.month(job.hire, "slash"),
        "months": months,
        "issued": fmt.date(issued, "slash"),
        "agency": {
            "c01": "Casablanca Ain Sebaâ",
            "c02": "Rabat Agdal",
            "c04": "Casablanca Anfa",
            "c05": "Agadir",
            "c06": "Tanger",
            "c08": "Casablanca Maârif",
            "c09": "Meknès",
            "c10": "Settat",
            "c11": "Oujda",
            "c13": "Kénitra",
            "c14": "Casablanca Hay Hassani",
        }.get(case.case_id, "Casablanca"),
        "ref": f"{issued.year}/{rng.randint(100000, 999999)}",
        "sex": "Masculin" if p.sex == "M" else "Féminin",
        "verify": f"{rng.getrandbits(48):012X}",
    }
    labels = {"applicant_name": p.full, "cnss_number": p.cnss_number}
    if p.cin:
        labels["cin"] = p.cin
    labels |= {
        "affiliation_date": p.affiliation_date.isoformat(),
        "employer": emp.name,
        "employer_cnss": emp.cnss,
        "date_of_birth": dob.isoformat(),
    }
    return Doc(case.case_id, "cnss_certificate", plan.variant, plan.condition, f"cnss_{plan.variant}", data, labels)


# --- bank ----------------------------------------------------------------------------------------------------------

SHOPS = [
    ("MARJANE", 180, 1400),
    ("CARREFOUR MARKET", 90, 900),
    ("BIM MAROC", 40, 320),
    ("LABEL VIE", 120, 850),
    ("AFRIQUIA SMDC", 200, 600),
    ("TOTALENERGIES MAROC", 150, 550),
    ("PHARMACIE AL AMAL", 45, 420),
    ("JUMIA MAROC", 99, 780),
    ("GLOVO", 55, 240),
    ("DECATHLON", 150, 900),
    ("ACIMA", 60, 480),
    ("KITEA", 300, 2100),
    ("CAFE DE FRANCE", 25, 120),
    ("ONCF VOYAGES", 80, 390),
]


def transactions(case: D.Case, start: dt.date, months: int, rng: random.Random, overdrawn: bool) -> list[dict]:
    acct, job = case.account, case.job
    pay = monthly_pay(case)
    city = job.employer.city.upper()
    card = f"{rng.randint(1000, 9999)}"
    out: list[dict] = []
    telecom = rng.choice(["MAROC TELECOM", "INWI", "ORANGE MAROC"])
    utility = {"Casablanca": "LYDEC", "Rabat": "REDAL", "Tanger": "AMENDIS", "Salé": "REDAL"}.get(
        job.employer.city, "ONEE"
    )
    for k in range(months):
        first = _add_months(start, k)
        last = _last_day(first)

        def day(lo: int, hi: int, _first: dt.date = first, _last: dt.date = last) -> dt.date:
            return _first.replace(day=min(rng.randint(lo, hi), _last.day))

        tag = f"{first.month:02d}/{first.year}"
        payer = job.employer.brand if len(job.employer.brand) <= 14 else job.employer.brand.split()[0]
        out.append({"date": day(25, 28), "label": f"VIR RECU {payer.upper()} SALAIRE {tag}", "amount": pay.net})
        if rng.random() < 0.8:
            out.append(
                {"date": day(3, 6), "label": f"PRLV {utility} FACT {tag}", "amount": -round(rng.uniform(180, 620), 2)}
            )
        out.append(
            {
                "date": day(8, 12),
                "label": f"PRLV {telecom} ABONNEMENT",
                "amount": -rng.choice([99.0, 149.0, 249.0, 349.0]),
            }
        )
        if pay.net > 9000:
            out.append(
                {"date": day(4, 5), "label": "ECHEANCE PRET IMMOBILIER 0045871", "amount": -round(pay.net * 0.28, 2)}
            )
        elif overdrawn:
            out.append({"date": day(4, 5), "label": "ECHEANCE CREDIT CONSO 7781203", "amount": -1850.0})
        for _ in range(rng.randint(4, 8)):
            shop, lo, hi = rng.choice(SHOPS)
            out.append(
                {
                    "date": day(1, 28),
                    "label": f"PAIEMENT CB {card} {shop} {city}",
                    "amount": -round(rng.uniform(lo, hi), 2),
                }
            )
        for _ in range(rng.randint(2, 4)):
            out.append(
                {
                    "date": day(1, 28),
                    "label": f"RETRAIT GAB {card} {city}",
                    "amount": -float(rng.choice([200, 300, 500, 1000, 1500, 2000])),
                }
            )
        if rng.random() < 0.5:
            out.append(
                {
                    "date": day(10, 20),
                    "label": "VIREMENT EMIS FAVEUR FAMILLE",
                    "amount": -float(rng.choice([500, 1000, 1500])),
                }
            )
        if rng.random() < 0.35:
            out.append(
                {
                    "date": day(10, 24),
                    "label": "VIREMENT RECU DE PARTICULIER",
                    "amount": float(rng.choice([300, 800, 1200])),
                }
            )
        out.append({"date": last, "label": "FRAIS TENUE DE COMPTE", "amount": -20.0})
        out.append({"date": last, "label": "TVA 10% SUR FRAIS", "amount": -2.0})
        if overdrawn:
            out.append({"date": last, "label": "INTERETS DEBITEURS", "amount": -round(rng.uniform(18, 64), 2)})
    out.sort(key=lambda t: (t["date"], t["label"]))
    balance = acct.opening + sum(t["amount"] for t in out)
    end = _last_day(_add_months(start, months - 1))
    if overdrawn and balance > -150:
        extra = fmt.r2(balance + rng.uniform(300, 1200))
        out.insert(-3, {"date": end - dt.timedelta(days=2), "label": f"RETRAIT GAB {card} {city}", "amount": -extra})
    elif not overdrawn and balance < 500:
        out.append({"date": end, "label": "VIREMENT RECU DE EPARGNE", "amount": float(round(1500 - balance, -2))})
    for t in out:
        t["amount"] = fmt.r2(t["amount"])
        t["value"] = min(t["date"] + dt.timedelta(days=rng.choice([0, 0, 1, 2])), end)
    out.sort(key=lambda t: t["date"])
    return out


STATEMENT_STYLE = {
    "classic": {"amount": "space", "date": "slash", "title": "RELEVÉ DE COMPTE"},
    "mono": {"amount": "dot", "date": "dot", "title": "EXTRAIT DE COMPTE"},
    "modern": {"amount": "en", "date": "iso", "title": "Relevé de compte"},
}


def holder_printed(case: D.Case, style: str) -> str:
    p = case.person
    if style == "mono":
        return f"{p.title_short.upper()} {p.surname.upper()} {p.given.upper()}"
    if style == "modern":
        return f"{p.title_short} {p.given} {p.surname}"
    return f"{'M.' if p.sex == 'M' else 'MME'} {p.given.upper()} {p.surname.upper()}"


def balance_text(value: float, style: str, how: str) -> str:
    if how == "sign":
        return fmt.amount(value, style)
    if how == "dc":
        return fmt.amount(abs(value), style) + (" D" if value < 0 else " C")
    if how == "paren":
        return f"({fmt.amount(abs(value), style)})" if value < 0 else fmt.amount(value, style)
    raise ValueError(how)


def bank_statement(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    acct, bank = case.account, case.account.bank
    style = STATEMENT_STYLE[plan.variant]
    amt, dst = style["amount"], style["date"]
    if plan.variant == "modern" and case.case_id in ("c02", "c12"):
        amt = "nbsp"
    start: dt.date = plan.opts["start"]
    months = plan.opts["months"]
    end = _last_day(_add_months(start, months - 1))
    rows = transactions(case, start, months, rng, plan.opts.get("overdrawn", False))
    rib = ids.make_rib(bank.code, acct.city_code, acct.number)
    balance = acct.opening
    printed = []
    debit_total = credit_total = 0.0
    how = {"classic": "columns", "mono": "dc", "modern": "sign"}[plan.variant]
    for t in rows:
        balance = fmt.r2(balance + t["amount"])
        debit = -t["amount"] if t["amount"] < 0 else 0.0
        credit = t["amount"] if t["amount"] > 0 else 0.0
        debit_total += debit
        credit_total += credit
        printed.append(
            {
                "date": fmt.date(t["date"], dst),
                "value": fmt.date(t["value"], dst),
                "label": t["label"],
                "debit": fmt.amount(debit, amt) if debit else "",
                "credit": fmt.amount(credit, amt) if credit else "",
                "balance": balance_text(balance, amt, "dc" if how == "dc" else "sign"),
            }
        )
    closing = balance
    rib_form = {"classic": "grouped", "mono": "iban", "modern": "whole"}[plan.variant]
    data = {
        "variant": plan.variant,
        "title": style["title"],
        "bank": bank_data(bank),
        "branch": acct.branch,
        "branch_address": acct.branch_address,
        "holder": holder_printed(case, plan.variant),
        "holder_address": case.person.address if case.person.address else [],
        "rib_form": rib_form,
        "rib_parts": [rib[0:3], rib[3:6], rib[6:22], rib[22:24]],
        "rib": rib,
        "iban": ids.group(ids.iban(rib), [4] * 7),
        "account": acct.number,
        "currency": "MAD",
        "start": fmt.date(start, dst),
        "end": fmt.date(end, dst),
        "before": fmt.date(start - dt.timedelta(days=1), dst),
        "opening": balance_text(acct.opening, amt, "dc" if how == "dc" else "sign"),
        "opening_abs": fmt.amount(abs(acct.opening), amt),
        "opening_negative": acct.opening < 0,
        "closing": balance_text(closing, amt, "dc" if how == "dc" else "sign"),
        "closing_abs": fmt.amount(abs(closing), amt),
        "closing_negative": closing < 0,
        "debit_total": fmt.amount(debit_total, amt),
        "credit_total": fmt.amount(credit_total, amt),
        "rows": printed,
        "number": f"{rng.randint(1, 12):02d}/{end.year}",
        "printed_on": fmt.date(end + dt.timedelta(days=rng.randint(1, 4)), dst),
        "tagline": bank.tagline,
    }
    labels = {
        "bank_name": bank.name,
        "account_holder": case.person.full,
        "rib": rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": fmt.r2(acct.opening),
        "closing_balance": fmt.r2(closing),
    }
    extra = {"transactions": rows, "opening": acct.opening, "closing": closing}
    return Doc(
        case.case_id,
        "bank_statement",
        plan.variant,
        plan.condition,
        f"statement_{plan.variant}",
        data,
        labels,
        extra=extra,
    )


def rib_doc(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    acct, bank = case.account, case.account.bank
    rib = ids.make_rib(bank.code, acct.city_code, acct.number)
    p = case.person
    data = {
        "variant": plan.variant,
        "bank": bank_data(bank),
        "branch": acct.branch,
        "branch_address": acct.branch_address,
        "holder": f"{p.title_short.upper()} {p.surname.upper()} {p.given.upper()}"
        if plan.variant == "slip"
        else f"{p.title} {p.given} {p.surname.upper()}",
        "holder_address": p.address,
        "rib_parts": [rib[0:3], rib[3:6], rib[6:22], rib[22:24]],
        "rib": rib,
        "rib_spaced": ids.group(rib, [3, 3, 16, 2]),
        "iban": ids.group(ids.iban(rib), [4] * 7),
        "cin": p.cin or "",
        "id_text": f"titulaire de la CIN n° {p.cin}"
        if p.cin
        else "titulaire de la carte de résidence n° "
        + next((x.opts["number"] for x in case.plans if x.kind == "residence_permit"), ""),
        "opened": fmt.date(dt.date(2025 - rng.randint(2, 9), rng.randint(1, 12), rng.randint(1, 28)), "slash"),
        "issued": fmt.date(case.issued - dt.timedelta(days=rng.randint(1, 9)), "slash"),
        "issued_long": fmt.date(case.issued - dt.timedelta(days=rng.randint(1, 9)), "fr"),
        "ref": f"ATT/{rng.randint(1000, 9999)}/{case.issued.year}",
        "copies": 3 if plan.variant == "slip" else 1,
    }
    labels = {"bank_name": bank.name, "account_holder": p.full, "rib": rib}
    return Doc(case.case_id, "rib", plan.variant, plan.condition, f"rib_{plan.variant}", data, labels)


def other_doc(case: D.Case, plan: D.Plan, rng: random.Random) -> Doc:
    p = case.person
    data = {
        "variant": plan.variant,
        "name": f"{p.surname.upper()} {p.given.upper()}",
        "civ": p.title,
        "given": p.given,
        "surname": p.surname.upper(),
        "cin": p.cin or "",
        "address": p.address,
        "address_line": " ".join(p.address),
        "issued": fmt.date(case.issued - dt.timedelta(days=rng.randint(10, 40)), "slash"),
        "issued_long": fmt.date(case.issued - dt.timedelta(days=rng.randint(10, 40)), "fr"),
        "contract_no": f"{rng.randint(1000000, 9999999)}",
        "consumption": [rng.randint(90, 260) for _ in range(6)],
        "amount": fmt.amount(round(rng.uniform(190, 540), 2), "space"),
        "rent": fmt.amount(float(rng.choice([2800, 3200, 3500, 4200, 5000])), "space"),
        "rent_words": "",
        "landlord": rng.choice(["M. Abdelmajid TAHIRI", "Mme Rabia SLAOUI", "M. Mohammed BENSOUDA"]),
        "tax": fmt.amount(float(rng.randint(320, 1890)), "space"),
        "article": f"{rng.randint(10000000, 99999999)}",
        "city": p.address[-1].split()[-1].capitalize() if p.address else "",
        "dob": fmt.date(p.dob, "slash"),
        "father": p.father,
    }
    return Doc(case.case_id, "other", plan.variant, plan.condition, f"other_{plan.variant}", data, {})


BUILDERS = {
    "cin_front": cin_front,
    "cin_back": cin_back,
    "passport": passport,
    "id_card": id_card,
    "residence_permit": residence_permit,
    "visa": visa,
    "payslip": payslip,
    "employment_certificate": employment_certificate,
    "salary_certificate": salary_certificate,
    "cnss_certificate": cnss_certificate,
    "bank_statement": bank_statement,
    "rib": rib_doc,
    "other": other_doc,
}


def make_docs(seed: int) -> tuple[list[Doc], dict]:
    docs: list[Doc] = []
    cases = {}
    for case in D.cases():
        for i, plan in enumerate(case.plans):
            rng = random.Random(f"blind_j:{seed}:{case.case_id}:{i}")
            docs.append(BUILDERS[plan.kind](case, plan, rng))
        cases[case.case_id] = {"expected_conflicts": sorted(case.conflicts)}
    return docs, cases
