"""Layout "e" of every document type: a fifth, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b"), `docgen_c` and `docgen_d`, other real-world
conventions: a payslip exported by HR software (header strip with "Page 1/1", a four-column identity table, rubric
codes, "NET A PAYER (MAD)" box), an older ID card with the name on two unlabelled lines, a passport with English
labels and the French in small type underneath, certificates with bold labels and no colons, a third-person
employment certificate with a stamp box, a salary certificate with a table of the last three months, a CNSS
certificate in two columns with a barcode, a statement whose opening and closing balances sit outside the table,
a RIB whose key is printed apart from the 22 digits. Every value of `docgen.TRUTH[type]` is printed and exactly
derivable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    _MONTHS,
    _MONTHS_LOWER,
    A4,
    CARD,
    Item,
    Page,
    Rule,
    _pick,
    _rib_groups,
    _split_name,
    amount_form,
    amount_words,
    date_form,
    flow_text,
    fr_amount,
    fr_date,
    last_day,
    passport_numbers,
    seniority_rate,
    td1_mrz,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import centred_item as _mid
from tests.support.docgen import female as _female
from tests.support.docgen import frame as _frame
from tests.support.docgen import iban as _iban_e
from tests.support.docgen import right_item as _ra
from tests.support.docgen import td3_mrz as _td3_e
from tests.support.docgen import text_width as _w

_flow = partial(flow_text, size=38, gap=66, width=2160)

_L, _R = 160, 2320  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Mohammedia", "Tanger", "Fès", "Marrakech", "Agadir", "Meknès", "Settat")


# helpers -----------------------------------------------------------------------------------------------------
def _k(text: str) -> str:
    return text.replace(" ", "~")


def _bold_pair(x: int, y: int, label: str, value: str, *, size: int = 36, value_x: int | None = None) -> list[Item]:
    """A bold label followed by its value on the same line, no colon."""
    vx = value_x if value_x is not None else round(x + _w(label, size, "bold") + 30)
    return [Item(x, y, label, size, "bold"), Item(vx, y, value, size)]


def _company(employer: str) -> dict[str, str]:
    rng = random.Random(f"e-company-{employer}")
    town = rng.choice(_TOWNS)
    street = rng.choice(
        (
            "Lot. Al Fath, Route d'El Jadida",
            "Zone franche, Ilot 12",
            "Résidence Les Jardins, Bd Al Qods",
            "Km 7,5 Route de Rabat",
        )
    )
    return {
        "town": town,
        "street": street,
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
    }


def _signed_on(v: dict[str, Any], key: str) -> str:
    """A signing date early in the month after the pay / statement period."""
    y, m, _ = (int(p) for p in v["statement_period_end"].split("-"))
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    day = random.Random(f"{v['cin']}-{key}-e").randint(2, 10)
    return f"{y:04d}-{m:02d}-{day:02d}"


def _date(iso: str, form: str) -> str:
    if form == "dash":
        return fr_date(iso, "-")
    return date_form(iso, form)  # words | dots | slash


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_e(v: dict[str, Any]) -> Page:
    """An HR-software export: a framed header strip (company, period, 'Page 1/1'), the employee in a four-column
    key / value table, rubric codes with Code / Libellé / Base / Taux salarial / Montant salarial columns, annual
    cumuls bottom left and the net bottom right in a box labelled 'NET A PAYER (MAD)'."""
    amount = _pick(v, "_e_amount", ("plain", "dots"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    taxable = round(gross - cnss - amo, 2)
    given, family = _split_name(v["applicant_name"])
    c = _company(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-e")
    last = last_day(year, month)
    paid = f"{last:02d}/{month:02d}/{year}"
    items: list[Item | Rule] = [
        *_frame(_L, 110, _R, 330, 3),
        Item(_L + 30, 130, v["employer"].upper(), 42, "bold"),
        _ra(_R - 30, 135, "Page 1/1", 32),
        Item(_L + 30, 200, f"Bulletin de paie - {_MONTHS[month - 1]} {year}", 34),
        _ra(_R - 30, 200, f"Période du 01/{month:02d}/{year} au {paid}", 32),
        Item(_L + 30, 260, f"{c['street']} - {c['town']}", 28),
        _ra(_R - 30, 260, f"Édition du {paid}", 28),
        Item(_L, 360, f"N° CNSS employeur {v['employer_cnss']}", 30),
        _ra(_R, 360, f"ICE {c['ice']}  -  RC {c['rc']}", 30),
    ]
    # identity: four columns, two label / value pairs per row
    cells = [
        (("Matricule", f"E{rng.randint(1000, 9999)}"), ("Nom et prénom", f"{family.upper()} {given}")),
        (("C.I.N.", v["cin"]), ("N° CNSS", v["cnss_number"])),
        (("Date d'entrée", fr_date(v["hire_date"])), ("Type de contrat", v["contract_type"])),
        (("Emploi", v["position"]), ("Situation famille", rng.choice(("C / 0 enf.", "M / 1 enf.", "M / 2 enf.")))),
        (("Département", rng.choice(("Finance", "Production", "Commercial", "Support"))), ("Jours travaillés", "26")),
    ]
    y0 = 440
    row = 66
    xs = (_L + 25, _L + 410, 1260, 1640)
    items += _frame(_L, y0, _R, y0 + row * len(cells), 3)
    items += [Rule(1235, y0, 1238, y0 + row * len(cells))]
    for r, pairs in enumerate(cells):
        y = y0 + r * row + 16
        if r:
            items.append(Rule(_L, y0 + r * row, _R, y0 + r * row + 1))
        for p, (label, value) in enumerate(pairs):
            items += [Item(xs[2 * p], y, label, 30), Item(xs[2 * p + 1], y, value, 32, "bold")]
    # rubrics
    cols = {"code": _L + 20, "lib": _L + 190, "base": 1420, "taux": 1800, "mont": _R - 20}
    y = y0 + row * len(cells) + 90
    items += [
        Rule(_L, y, _R, y + 3),
        Item(cols["code"], y + 20, "Code", 30, "bold"),
        Item(cols["lib"], y + 20, "Libellé", 30, "bold"),
        _ra(cols["base"], y + 20, "Base", 30, "bold"),
        _ra(cols["taux"], y + 20, "Taux salarial", 30, "bold"),
        _ra(cols["mont"], y + 20, "Montant salarial", 30, "bold"),
        Rule(_L, y + 75, _R, y + 78),
    ]
    rubrics: list[tuple[str, str, str, str, float, str]] = [
        ("1000", "Salaire de base", "191,00", "", base, "regular"),
    ]
    if bonus:
        rubrics.append(("1100", "Prime d'ancienneté", fr_amount(base), f"{rate},00 %", bonus, "regular"))
    rubrics += [
        ("1990", "SALAIRE BRUT", "", "", gross, "bold"),
        ("3010", "Cotisation CNSS", fr_amount(min(gross, 6000)), "4,48 %", -cnss, "regular"),
        ("3020", "Cotisation AMO", fr_amount(gross), "2,26 %", -amo, "regular"),
        ("3990", "Net imposable", "", "", taxable, "regular"),
        ("4000", "Impôt sur le revenu", fr_amount(taxable), "", -igr, "regular"),
    ]
    y += 100
    for code, label, b, t, montant, style in rubrics:
        items += [Item(cols["code"], y, code, 30, style), Item(cols["lib"], y, label, 30, style)]
        if b:
            items.append(_ra(cols["base"], y, b, 30))
        if t:
            items.append(_ra(cols["taux"], y, t, 30))
        items.append(_ra(cols["mont"], y, ("-" if montant < 0 else "") + fr_amount(abs(montant)), 30, style))
        y += 58
    deductions = round(cnss + amo + igr, 2)
    items += [
        Rule(_L, y + 5, _R, y + 8),
        Item(cols["lib"], y + 25, "Total retenues salariales", 30, "bold"),
        _ra(cols["mont"], y + 25, "-" + fr_amount(deductions), 30, "bold"),
        Rule(_L, y + 85, _R, y + 88),
    ]
    y += 170
    # cumuls bottom left, net box bottom right
    items += [Item(_L, y, "Cumuls annuels", 32, "bold")]
    for i, (label, value) in enumerate(
        (("Brut imposable", gross * month), ("Net imposable", taxable * month), ("IR retenu", igr * month))
    ):
        items += [Item(_L, y + 60 + i * 52, label, 30), _ra(_L + 820, y + 60 + i * 52, fr_amount(value), 30)]
    items += [
        *_frame(1300, y, _R, y + 230, 5),
        Item(1340, y + 30, "NET A PAYER (MAD)", 34, "bold"),
        _ra(_R - 40, y + 110, amount_form(net, amount), 58, "bold"),
    ]
    y += 330
    items += [
        Item(_L, y, f"Réglé par virement le {paid} - {v['bank_name']}", 30),
        Item(
            _L, y + 60, "Brut = salaire de base + prime d'ancienneté. Retenues : CNSS 4,48 % (plafond 6 000), AMO", 28
        ),
        Item(_L, y + 105, "2,26 %, IR selon barème. Conservez ce bulletin sans limitation de durée.", 28),
        Rule(_L, 3300, _R, 3302),
        _mid(0, A4[0], 3320, f"Export RH - {v['employer']} - {_MONTHS[month - 1]} {year} - Page 1/1", 28),
    ]
    return Page(A4, tuple(items))


# CIN -----------------------------------------------------------------------------------------------------------
def cin_front_page_e(v: dict[str, Any]) -> Page:
    """An older-style card: the title, the name on two unlabelled lines right under it (the Arabic name on the
    right), the photo bottom left, birth and validity as short phrases, the number large bottom right."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    items: list[Item | Rule] = [
        Item(40, 25, "ROYAUME DU MAROC", 32, "bold"),
        _ra(1260, 20, "المملكة المغربية", 34, "bold"),
        _mid(0, CARD[0], 78, "CARTE NATIONALE D'IDENTITÉ", 30, "bold"),
        Rule(40, 128, 1260, 130),
        Item(40, 150, given.upper(), 48, "bold"),
        Item(40, 215, family.upper(), 48, "bold"),
        Rule(40, 300, 360, 720),
        Item(400, 310, f"Né{'e' if _female(v) else ''} le {fr_date(v['date_of_birth'], '.')}", 36),
        Item(400, 370, f"à {place}", 36),
        Item(400, 450, f"Valable jusqu'au {fr_date(v['cin_expiry'], '.')}", 34),
        Item(400, 560, "N°", 30),
        _ra(1260, 540, v["cin"], 60, "bold"),
        Item(400, 670, "Le Directeur Général de la Sûreté Nationale", 28),
    ]
    if arabic:
        items.append(_ra(1260, 165, arabic, 40, "bold"))
    if _AR_NAMES.get(place):
        items.append(_ra(1260, 372, _AR_NAMES[place], 34))
    return Page(CARD, tuple(items))


def cin_back_page_e(v: dict[str, Any]) -> Page:
    """The address first (label on its own line), filiation in one phrase, civil status and sex on one line, a
    barcode strip on the right, the TD1 MRZ in a frame at the foot."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-e")
    father = rng.choice(("MUSTAPHA", "ABDELLAH", "DRISS", "HASSAN", "MBAREK", "TAHAR"))
    mother = rng.choice(("ZOHRA", "RKIA", "MALIKA", "NAIMA", "FATNA", "MINA"))
    bars: list[Item | Rule] = []
    y = 40
    for _ in range(26):
        h = rng.choice((3, 3, 5, 8))
        bars.append(Rule(1080, y, 1260, y + h))
        y += h + rng.choice((4, 5, 7))
    items: list[Item | Rule] = [
        Item(40, 35, "Adresse", 28, "bold"),
        _ra(1040, 35, "العنوان", 30),
        Item(40, 80, v["address"].upper(), 36),
        Item(40, 165, f"{'Fille' if _female(v) else 'Fils'} de {father} et de {mother}", 32),
        Item(40, 225, f"N° état civil {rng.randint(100, 2999)}/{v['date_of_birth'][:4]}", 30),
        Item(640, 225, f"Sexe {'F' if _female(v) else 'M'}", 30),
        *bars,
        *_frame(30, 420, 1270, 790, 2),
        *[Item(55, 445 + i * 112, line, 52, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


# passport ------------------------------------------------------------------------------------------------------
_passport_e = partial(passport_numbers, layout="e", issued_from=2019, valid_years=10)


def passport_page_e(v: dict[str, Any]) -> Page:
    """Data page, photo left, labels only in English with the French underneath in small type, values to the right
    of the English label (slash dates), the TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, _, expiry = _passport_e(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 18, "KINGDOM OF MOROCCO", 30, "bold"),
        _mid(560, 900, 18, "PASSPORT", 30, "bold"),
        _ra(1270, 14, "المملكة المغربية", 32, "bold"),
        Rule(30, 66, 1270, 68),
        Rule(30, 90, 290, 430),
        Item(30, 450, "Type P   Code MAR", 28),
        Item(30, 500, number, 32, "bold"),
    ]
    rows = [
        ("Surname", "Nom", family.upper()),
        ("Given names", "Prénoms", given.upper()),
        ("Date of birth", "Date de naissance", fr_date(v["date_of_birth"])),
        ("Place of birth", "Lieu de naissance", v["place_of_birth"].upper()),
        ("Personal No.", "N° personnel", v["cin"]),
        ("Sex / Nationality", "Sexe / Nationalité", f"{sex}   MAROCAINE"),
        ("Date of expiry", "Date d'expiration", fr_date(expiry)),
    ]
    for i, (en, fr, value) in enumerate(rows):
        y = 84 + i * 74
        items += [Item(320, y, en, 30), Item(320, y + 34, fr, 28), Item(670, y + 6, value, 38, "bold")]
    items += [Item(40, 640 + i * 80, line, 44, "mono") for i, line in enumerate(_td3_e(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any]) -> list[Item | Rule]:
    """Centred letterhead: company name, address line, a double rule."""
    c = _company(v["employer"])
    return [
        _mid(0, A4[0], 140, v["employer"].upper(), 50, "bold"),
        _mid(0, A4[0], 220, f"{c['street']} - {c['town']} - Tél. {c['tel']}", 30),
        Rule(_L, 290, _R, 295),
        Rule(_L, 303, _R, 305),
    ]


def _footer(v: dict[str, Any]) -> list[Item | Rule]:
    c = _company(v["employer"])
    return [
        Rule(_L, 3290, _R, 3292),
        _mid(0, A4[0], 3310, f"RC {c['rc']}  -  Patente {c['patente']}  -  ICE {c['ice']}", 28),
    ]


def _stamp(x0: int, y0: int, v: dict[str, Any]) -> list[Item | Rule]:
    """A company stamp: a double frame with the name, town and the CNSS number inside."""
    c = _company(v["employer"])
    name = v["employer"].upper()
    size = 30 if _w(name, 30, "bold") < 720 else 28
    return [
        *_frame(x0, y0, x0 + 800, y0 + 300, 4),
        *_frame(x0 + 14, y0 + 14, x0 + 786, y0 + 286, 2),
        _mid(x0, x0 + 800, y0 + 50, name, size, "bold"),
        _mid(x0, x0 + 800, y0 + 115, c["town"].upper(), 28),
        _mid(x0, x0 + 800, y0 + 175, f"CNSS {v['employer_cnss']}", 28),
    ]


def employment_certificate_page_e(v: dict[str, Any]) -> Page:
    """Centred letterhead, reference, a title with a rule under it, third-person prose ('Madame X ... fait partie
    de notre personnel en qualité de ... depuis le ...'), a recap with bold labels and no colons, a stamp box."""
    dates = _pick(v, "_e_date", ("words", "dots", "dash"))
    female = _female(v)
    given, family = _split_name(v["applicant_name"])
    c = _company(v["employer"])
    ref = random.Random(f"{v['cin']}-emp-e").randint(100, 999)
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    civ = "Madame" if female else "Monsieur"
    items: list[Item | Rule] = [
        *_letterhead(v),
        Item(_L, 400, f"Réf. DRH/{v['pay_period'][:4]}/{ref}", 32),
        _ra(_R, 400, f"{c['town']}, le {_date(_signed_on(v, 'emp'), dates)}", 32),
        _mid(0, A4[0], 560, "ATTESTATION DE TRAVAIL", 58, "bold"),
        Rule(800, 650, 1680, 654),
    ]
    body = (
        f"{civ} {_k(given + ' ' + family.upper())}, titulaire de la carte nationale d'identité n° {v['cin']}, "
        f"fait partie de notre personnel en qualité de {_k(v['position'])} depuis le {_k(_date(v['hire_date'], dates))}"
        f", dans le cadre d'un contrat {_k(contract)} ({v['contract_type']})."
    )
    intro, y = _flow(
        _L,
        760,
        f"La Direction de la société {_k(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le "
        f"numéro {v['employer_cnss']}, certifie que :",
    )
    items += intro
    lines, y = _flow(_L, y + 30, body)
    items += lines
    y += 70
    recap = [
        ("Nom", family.upper()),
        ("Prénom", given),
        ("CIN", v["cin"]),
        ("Fonction", v["position"]),
        ("Date d'embauche", _date(v["hire_date"], dates)),
        ("Nature du contrat", v["contract_type"]),
        ("N° affiliation CNSS employeur", v["employer_cnss"]),
    ]
    for label, value in recap:
        items += _bold_pair(_L + 80, y, label, value, size=36, value_x=_L + 800)
        y += 62
    y += 50
    closing, y = _flow(
        _L,
        y,
        f"{'Elle' if female else 'Il'} est à ce jour en activité au sein de la société. La présente attestation lui "
        "est délivrée, à sa demande, pour servir et valoir ce que de droit.",
    )
    items += closing
    items += [
        Item(1420, y + 90, "Pour la Direction", 36, "bold"),
        Item(1420, y + 145, "Le Responsable Ressources Humaines", 32),
        *_stamp(1420, y + 230, v),
        *_footer(v),
    ]
    return Page(A4, tuple(items))


def _prev_month(year: int, month: int, back: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) - back
    return index // 12, index % 12 + 1


def salary_certificate_page_e(v: dict[str, Any]) -> Page:
    """Centred letterhead, the employee as bold labels without colons, a table of the last three months (gross,
    deductions, net paid; the current month last), then the current monthly gross and net on their own lines."""
    amount = _pick(v, "_e_amount", ("plain", "dots", "mad"))
    dates = _pick(v, "_e_date", ("words", "dots", "dash"))
    given, family = _split_name(v["applicant_name"])
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    year, month = (int(p) for p in v["pay_period"].split("-"))
    c = _company(v["employer"])
    rng = random.Random(f"{v['cin']}-sal-e")
    items: list[Item | Rule] = [
        *_letterhead(v),
        _ra(_R, 400, f"{c['town']}, le {_date(_signed_on(v, 'sal'), dates)}", 32),
        _mid(0, A4[0], 540, "ATTESTATION DE SALAIRE", 58, "bold"),
        Rule(820, 630, 1660, 634),
    ]
    intro, y = _flow(
        _L,
        730,
        f"Nous soussignés, société {_k(v['employer'])}, certifions que le salarié désigné ci-dessous est employé "
        "dans notre société et a perçu les rémunérations suivantes :",
    )
    items += intro
    y += 40
    for label, value in (
        ("Nom et prénom", f"{family.upper()} {given}"),
        ("CIN", v["cin"]),
        ("Poste occupé", v["position"]),
        ("Date d'entrée", _date(v["hire_date"], dates)),
    ):
        items += _bold_pair(_L + 80, y, label, value, size=36, value_x=_L + 620)
        y += 62
    y += 70
    cols = {"mois": _L + 30, "brut": 1200, "ret": 1750, "net": _R - 30}
    items += [
        *_frame(_L, y, _R, y + 80, 3),
        Item(cols["mois"], y + 20, "Mois de paie", 32, "bold"),
        _ra(cols["brut"], y + 20, "Salaire brut", 32, "bold"),
        _ra(cols["ret"], y + 20, "Retenues", 32, "bold"),
        _ra(cols["net"], y + 20, "Net payé", 32, "bold"),
    ]
    y += 110
    for back in (2, 1, 0):
        py, pm = _prev_month(year, month, back)
        extra = 0.0 if back == 0 else rng.choice((0.0, 0.0, round(rng.uniform(150, 900), 2)))
        g = round(gross + extra, 2)
        n = round(net + extra * 0.62, 2)
        style = "bold" if back == 0 else "regular"
        items += [
            Item(cols["mois"], y, f"{_MONTHS[pm - 1]} {py}", 32, style),
            _ra(cols["brut"], y, fr_amount(g), 32, style),
            _ra(cols["ret"], y, fr_amount(round(g - n, 2)), 32, style),
            _ra(cols["net"], y, fr_amount(n), 32, style),
        ]
        y += 60
    items += [Rule(_L, y, _R, y + 3)]
    y += 80
    items += [
        *_bold_pair(_L + 80, y, "Salaire mensuel brut actuel", amount_form(gross, amount), size=38, value_x=1200),
        *_bold_pair(_L + 80, y + 70, "Salaire mensuel net actuel", amount_form(net, amount), size=38, value_x=1200),
    ]
    words, y = _flow(_L + 80, y + 160, f"(soit un net mensuel de {amount_words(net)})", size=30, gap=50, width=2080)
    items += words
    closing, y = _flow(
        _L, y + 50, "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit."
    )
    items += closing
    items += [
        Item(1420, y + 80, "Le Service Paie", 36, "bold"),
        *_stamp(1420, y + 160, v),
        *_footer(v),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_e(v: dict[str, Any]) -> Page:
    """'Attestation d'immatriculation': CNSS header on the left with a barcode block top right, a statement, the
    insured and the employer side by side in two framed columns (bold labels, values without colons), a
    verification code and a delivery line."""
    dates = _pick(v, "_e_date", ("words", "dots", "dash"))
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-cnss-e")
    agency = rng.choice(("Casablanca Ain Sebaa", "Rabat Agdal", "Salé Tabriquet", "Kénitra", "Marrakech Gueliz"))
    items: list[Item | Rule] = [
        Item(_L, 130, "CNSS", 64, "bold"),
        Item(_L, 220, "Caisse Nationale de Sécurité Sociale", 34, "bold"),
        Item(_L, 270, "الصندوق الوطني للضمان الاجتماعي", 34),
        Item(_L, 325, f"Direction régionale - Agence {agency}", 30),
    ]
    x = 1700
    while x < _R - 12:
        w = rng.choice((3, 4, 6, 10))
        items.append(Rule(x, 130, x + w, 290))
        x += w + rng.choice((4, 6, 8))
    code = f"{rng.randint(10**11, 10**12 - 1)}"
    items += [
        _mid(1700, _R, 305, code, 28, "mono"),
        Rule(_L, 400, _R, 403),
        _mid(0, A4[0], 490, "ATTESTATION D'IMMATRICULATION", 58, "bold"),
        _mid(0, A4[0], 580, "Régime général de sécurité sociale - salariés du secteur privé", 32),
    ]
    intro, y = _flow(
        _L,
        700,
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) "
        "auprès de ses services et déclaré(e) par l'employeur indiqué :",
    )
    items += intro
    y += 60
    mid = 1240
    left = [
        ("Nom", family.upper()),
        ("Prénom", given),
        ("CIN", v["cin"]),
        ("N° immatriculation", v["cnss_number"]),
        ("Immatriculé(e) le", _date(v["affiliation_date"], dates)),
    ]
    right = [
        ("Raison sociale", v["employer"]),
        ("N° affiliation", v["employer_cnss"]),
        ("Ville", _company(v["employer"])["town"]),
        ("Situation", "Salarié déclaré"),
    ]
    height = 110 + 62 * len(left)
    items += [
        *_frame(_L, y, mid - 20, y + height, 3),
        *_frame(mid + 20, y, _R, y + height, 3),
        Item(_L + 30, y + 25, "ASSURÉ(E)", 34, "bold"),
        Item(mid + 50, y + 25, "EMPLOYEUR", 34, "bold"),
    ]
    for i, (label, value) in enumerate(left):
        items += _bold_pair(_L + 30, y + 100 + i * 62, label, value, size=30, value_x=_L + 420)
    for i, (label, value) in enumerate(right):
        items += _bold_pair(mid + 50, y + 100 + i * 62, label, value, size=30, value_x=mid + 330)
    y += height + 90
    notice, y = _flow(
        _L,
        y,
        f"Numéro d'immatriculation à rappeler dans toute correspondance : {v['cnss_number']}. Cette attestation ne "
        "vaut pas justificatif de droits aux prestations ; elle est délivrée à la demande de l'intéressé(e).",
        size=32,
        gap=56,
    )
    items += notice
    items += [
        Item(_L, y + 60, f"Code de vérification {rng.randint(10**7, 10**8 - 1):08d}-{code[-4:]}", 30, "mono"),
        Item(_L, y + 140, f"Délivrée le {_date(_signed_on(v, 'cnss'), dates)}", 34),
        Item(1500, y + 140, "Le Chef d'agence", 34, "bold"),
        *_frame(1500, y + 210, _R, y + 480, 3),
        Rule(_L, 3290, _R, 3292),
        _mid(0, A4[0], 3310, "www.cnss.ma - Portail Ma CNSS - Centre de relation client 080 200 72 72", 28),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-e")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Anfa', 'Hay Nahda', 'Les Hôpitaux', 'Hassan II', 'Médina'))}"


def bank_statement_page_e(v: dict[str, Any]) -> Page:
    """Bank and holder blocks, 'Période : mai 2026 (01/05/2026 - 31/05/2026)', 'Ancien solde au' above and
    'Nouveau solde au' below a Date | Libellé | Débit | Crédit table with totals."""
    amount = _pick(v, "_e_amount", ("plain", "mad_before"))
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    given, family = _split_name(v["account_holder"])
    year, month, last = (int(p) for p in v["statement_period_end"].split("-"))
    rng = random.Random(f"{v['cin']}-statement-e")
    card = round(rng.uniform(120, 1200), 2)
    atm = rng.randint(3, 20) * 100.0
    phone = round(rng.uniform(49, 399), 2)
    cash = round(card + atm + phone, 2)  # a cash deposit: closing = opening + net - rent
    rows = [
        (rng.randint(1, 5), f"PRLV LOYER {_MONTHS[month - 1].upper()} {year}", rent, 0.0),
        (rng.randint(6, 10), f"RETRAIT GAB {rng.choice(('MAARIF', 'AGDAL', 'GUELIZ', 'CENTRE'))}", atm, 0.0),
        (rng.randint(11, 14), "VERSEMENT ESPECES", 0.0, cash),
        (rng.randint(15, 19), f"ACHAT CB {rng.choice(('MARJANE', 'CARREFOUR', 'JUMIA', 'ZARA'))}", card, 0.0),
        (rng.randint(20, 24), f"PRLV {rng.choice(('MAROC TELECOM', 'INWI', 'ORANGE'))}", phone, 0.0),
        (rng.randint(25, last), f"VIR SALAIRE {v['employer'].upper()}", 0.0, net),
    ]
    rows.sort(key=lambda r: r[0])

    def money(value: float) -> str:
        return f"MAD {fr_amount(value)}" if amount == "mad_before" else fr_amount(value)

    start, end = fr_date(v["statement_period_start"]), fr_date(v["statement_period_end"])
    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"], 54, "bold"),
        Item(_L, 210, f"Agence {_agency(v)}", 32),
        _ra(_R, 140, "EXTRAIT DE COMPTE", 44, "bold"),
        _ra(_R, 205, f"Page 1/1 - Arrêté n° {month:02d}", 30),
        Item(_L, 340, "Titulaire", 32, "bold"),
        Item(_L + 300, 340, f"{'Mme' if _female(v) else 'M.'} {given} {family.upper()}", 36),
        Item(_L, 400, "Compte", 32, "bold"),
        Item(_L + 300, 400, f"Compte courant particulier - RIB {_rib_groups(v['rib'])}", 32),
        Item(_L, 460, "Adresse", 32, "bold"),
        Item(_L + 300, 460, v["address"], 32),
        Item(_L, 560, f"Période : {_MONTHS_LOWER[month - 1]} {year} ({start} - {end})", 38, "bold"),
        Item(_L, 660, f"Ancien solde au {start}", 36, "bold"),
        _ra(_R, 660, money(opening), 36, "bold"),
    ]
    cols = {"date": _L + 20, "lib": _L + 280, "deb": 1850, "cre": _R - 20}
    y = 760
    items += [
        *_frame(_L, y, _R, y + 75, 3),
        Item(cols["date"], y + 20, "Date", 30, "bold"),
        Item(cols["lib"], y + 20, "Libellé", 30, "bold"),
        _ra(cols["deb"], y + 20, "Débit", 30, "bold"),
        _ra(cols["cre"], y + 20, "Crédit", 30, "bold"),
    ]
    y += 105
    for d, label, debit, credit in rows:
        items += [Item(cols["date"], y, f"{d:02d}/{month:02d}", 30), Item(cols["lib"], y, label, 30)]
        items.append(_ra(cols["deb"] if debit else cols["cre"], y, fr_amount(debit or credit), 30))
        y += 58
    debits = round(sum(r[2] for r in rows), 2)
    credits = round(sum(r[3] for r in rows), 2)
    items += [
        Rule(_L, y + 5, _R, y + 8),
        Item(cols["lib"], y + 25, "Totaux des mouvements", 30, "bold"),
        _ra(cols["deb"], y + 25, fr_amount(debits), 30, "bold"),
        _ra(cols["cre"], y + 25, fr_amount(credits), 30, "bold"),
        Rule(_L, y + 85, _R, y + 88),
    ]
    y += 150
    items += [
        Item(_L, y, f"Nouveau solde au {end}", 36, "bold"),
        _ra(_R, y, money(closing), 36, "bold"),
    ]
    notice, _ = _flow(
        _L,
        y + 120,
        "Toute réclamation relative aux opérations figurant sur cet extrait doit nous parvenir dans un délai de "
        "30 jours à compter de sa date d'envoi. Passé ce délai, les opérations seront réputées approuvées.",
        size=30,
        gap=50,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        _mid(0, A4[0], 3320, f"{v['bank_name']} - Société anonyme - Établissement de crédit agréé", 28),
    ]
    return Page(A4, tuple(items))


def rib_page_e(v: dict[str, Any]) -> Page:
    """'Relevé d'Identité Bancaire': the holder as 'Intitulé du compte', the 22 digits in three framed cells (code
    banque, code localité, numéro de compte) and the 'Clé RIB' in its own box to the right, IBAN and BIC below."""
    given, family = _split_name(v["account_holder"])
    rib = v["rib"]
    agency = _agency(v)
    items: list[Item | Rule] = [
        Item(_L, 140, v["bank_name"], 54, "bold"),
        Item(_L, 220, f"Agence {agency}", 32),
        _ra(_R, 150, "RELEVÉ D'IDENTITÉ BANCAIRE", 44, "bold"),
        _ra(_R, 215, "Compte en dirhams", 30),
        Rule(_L, 300, _R, 303),
        Item(_L, 380, "Intitulé du compte", 32),
        Item(_L, 430, f"{'MME' if _female(v) else 'M.'} {family.upper()} {given.upper()}", 46, "bold"),
        Item(_L, 530, "Domiciliation", 32),
        Item(_L, 580, f"{v['bank_name']} - Agence {agency}", 36),
    ]
    cells = [
        ("Code banque", rib[:3], _L, 560),
        ("Code localité", rib[3:6], 580, 980),
        ("N° de compte", rib[6:22], 1000, 1880),
    ]
    y = 700
    for label, digits, x0, x1 in cells:
        items += [
            _mid(x0, x1, y, label, 30),
            *_frame(x0, y + 50, x1, y + 160, 3),
            _mid(x0, x1, y + 75, digits, 48, "mono"),
        ]
    items += [
        _mid(2000, _R, y, "Clé RIB", 30, "bold"),
        *_frame(2000, y + 50, _R, y + 160, 5),
        _mid(2000, _R, y + 75, rib[22:], 48, "bold"),
        Item(_L, 920, "IBAN", 32, "bold"),
        Item(_L + 250, 915, _iban_e(rib), 40, "mono"),
        Item(_L, 1000, "BIC", 32, "bold"),
        Item(_L + 250, 995, _BIC.get(v["bank_name"], "BCMAMAMC"), 40, "mono"),
    ]
    notice, _ = _flow(
        _L,
        1120,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
        "inscrire des opérations à votre compte (virements de salaire, prélèvements, échéances de crédit).",
        size=30,
        gap=50,
    )
    items += notice
    return Page(A4, tuple(items))


PAGES_E: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_e,
    "cin_front": cin_front_page_e,
    "cin_back": cin_back_page_e,
    "passport": passport_page_e,
    "employment_certificate": employment_certificate_page_e,
    "salary_certificate": salary_certificate_page_e,
    "cnss_certificate": cnss_certificate_page_e,
    "bank_statement": bank_statement_page_e,
    "rib": rib_page_e,
}
