"""Layout "f" of every document type: a sixth, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b"), `docgen_c`, `docgen_d` and `docgen_e`, other
real-world conventions: a payslip whose amounts sit in two side-by-side blocks "GAINS" and "RETENUES" with a
"Net mensuel" box, a card with the number in a framed box top right and the Arabic name under the Latin one, a
back with the MRZ under a dark strip, a passport whose labels put the English first ("Surname / Nom") above the
values, a three-line employment certificate with the employer's stamp text, a bilingual "Salary certificate /
Attestation de salaire", a CNSS certificate printed from the Damancom portal (URL header, table of declared
periods), a statement with "Solde créditeur au ..." at the top and its movements in a monospace listing, a RIB
as a small slip in the upper third of an A4 page. Every value of `docgen.TRUTH[type]` is printed and exactly
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
    frame,
    iban,
    issued_after_period,
    last_day,
    passport_numbers,
    seniority_rate,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import female as _female
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_wrap = partial(flow_text, size=38, gap=64, width=2180)

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Mohammedia", "Tanger", "Fès", "Marrakech", "Agadir", "Kénitra", "El Jadida")


# helpers -------------------------------------------------------------------------------------------------------


def _firm(employer: str) -> dict[str, str]:
    """The employer's address and registration numbers, the same on every document of that employer."""
    rng = random.Random(f"f-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "12, Rue Abou Bakr Essedik",
                "Parc industriel Ouled Saleh, Lot 48",
                "Angle Bd Anfa et Rue Moulay Rachid",
                "Technopark, Route de Nouaceur",
                "45, Avenue Mohammed V",
            )
        ),
        "tel": f"+212 5 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
    }


_issued = partial(issued_after_period, layout="f", days=(1, 12))


def _date(iso: str, form: str) -> str:
    if form == "dash":
        return fr_date(iso, "-")
    return date_form(iso, form)  # words | dots | slash


def _money(value: float, form: str) -> str:
    if form == "mad_before":
        return f"MAD {fr_amount(value)}"
    return amount_form(value, form)  # plain | dh | dots | mad


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_f(v: dict[str, Any]) -> Page:
    """Employer top left and 'BULLETIN DE PAIE' with the month top right, the employee in a framed box of two
    columns with dotted leaders, then two side-by-side blocks 'GAINS' and 'RETENUES' (Libellé / Taux / Montant),
    their totals, the taxable bases in a line, 'Net mensuel' in a box and the net in words."""
    amount = _pick(v, "_f_amount", ("plain", "dh", "dots"))
    period_form = _pick(v, "_f_period", ("words", "numeric"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-f")
    period = f"{_MONTHS[month - 1]} {year}" if period_form == "words" else f"{month:02d}/{year}"
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"], 44, "bold"),
        Item(_L, 205, firm["street"], 30),
        Item(_L, 250, f"{firm['town']} - Tél. {firm['tel']}", 30),
        Item(_L, 295, f"Affiliation CNSS : {v['employer_cnss']}", 30),
        _right(_R, 140, "BULLETIN DE PAIE", 58, "bold"),
        _right(_R, 225, f"Mois de paie : {period}", 36),
        _right(_R, 280, f"Payé le {last_day(year, month):02d}/{month:02d}/{year} par virement", 30),
    ]
    # the employee: a framed box, two columns of label ..... value
    left = [
        ("Nom", family.upper()),
        ("Prénom", given),
        ("N° CIN", v["cin"]),
        ("N° CNSS", v["cnss_number"]),
    ]
    right = [
        ("Emploi", v["position"]),
        ("Date d'embauche", fr_date(v["hire_date"], "-")),
        ("Nature du contrat", v["contract_type"]),
        ("Matricule", f"{rng.randint(100, 999)}-{v['cin'][-3:]}"),
    ]
    y0 = 400
    items += frame(_L, y0, _R, y0 + 330, 3)
    items.append(Rule(1238, y0, 1241, y0 + 330))
    for col, (lx, vx) in enumerate(((_L + 30, 620), (1270, 1720))):
        for i, (label, value) in enumerate((left, right)[col]):
            y = y0 + 30 + i * 72
            items += [Item(lx, y, label, 32), Item(vx, y, value, 34, "bold")]
    # gains | retenues, side by side
    y = 800
    blocks = (
        (
            _L,
            1220,
            "GAINS",
            [("Salaire de base", "26 j", base)] + ([("Prime d'ancienneté", f"{rate} %", bonus)] if bonus > 0 else []),
            ("Total gains (brut)", gross),
        ),
        (
            1260,
            _R,
            "RETENUES",
            [("Cotisation CNSS", "4,48 %", cnss), ("AMO", "2,26 %", amo), ("Impôt sur le revenu", "", igr)],
            ("Total retenues", round(cnss + amo + igr, 2)),
        ),
    )
    for x0, x1, title, rows, (total_label, total) in blocks:
        items += [
            Rule(x0, y, x1, y + 10),
            *frame(x0, y, x1, y + 420, 3),
            Item(x0 + 20, y + 84, "Libellé", 30, "bold"),
            _right(x0 + 720, y + 84, "Nombre / Taux", 30, "bold"),
            _right(x1 - 20, y + 84, "Montant", 30, "bold"),
            Rule(x0, y + 132, x1, y + 134),
            Rule(x0, y + 340, x1, y + 342),
            Item(x0 + 20, y + 358, total_label, 32, "bold"),
            _right(x1 - 20, y + 358, _money(total, amount), 32, "bold"),
        ]
        items.append(Item(x0 + 20, y - 52, title, 36, "bold"))
        for i, (label, taux, value) in enumerate(rows):
            ry = y + 152 + i * 60
            items += [Item(x0 + 20, ry, label, 32), _right(x1 - 20, ry, _money(value, amount), 32)]
            if taux:
                items.append(_right(x0 + 720, ry, taux, 30))
    taxable = round(gross - cnss - amo, 2)
    y = 1300
    items += [
        Item(_L, y, f"Salaire brut : {_money(gross, amount)}", 34, "bold"),
        Item(1000, y, f"Brut imposable : {_money(gross, amount)}", 32),
        _right(_R, y, f"Net imposable : {_money(taxable, amount)}", 32),
        *frame(1400, y + 110, _R, y + 250, 4),
        Item(1430, y + 150, "Net mensuel", 40, "bold"),
        _right(_R - 30, y + 146, _money(net, amount), 46, "bold"),
        Item(_L, y + 110, "Congés : 1,5 j acquis ce mois", 30),
        Item(_L, y + 160, f"Jours travaillés : 26   Heures : {rng.choice(('191', '182', '173,33'))}", 30),
    ]
    words, wy = _wrap(_L, y + 320, f"Arrêté le présent bulletin à la somme nette de : {amount_words(net)}.", size=30)
    items += words
    items += [
        Item(
            _L,
            wy + 60,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
            28,
        )
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_f(v: dict[str, Any]) -> Page:
    """The card number in a framed box top right, the photo low on the left, the family name then the given name as
    'Nom' / 'Prénom' lines with the Arabic name under them, birth date and place on one line, validity at the
    foot; dates with slashes."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    number = v["cin"]
    items: list[Item | Rule] = [
        Item(40, 30, "ROYAUME DU MAROC", 34, "bold"),
        Item(40, 80, "Carte Nationale d'Identité", 30),
        *frame(860, 25, 1265, 135, 3),
        Item(885, 36, "N°", 28),
        _right(1240, 62, number, 52, "bold"),
        Rule(40, 160, 1260, 162),
        Rule(40, 330, 350, 740),
        Item(400, 190, "Nom", 28),
        Item(560, 180, family.upper(), 44, "bold"),
        Item(400, 265, "Prénom", 28),
        Item(560, 255, given.upper(), 44, "bold"),
        Item(400, 420, f"Date de naissance  {fr_date(v['date_of_birth'])}", 32),
        Item(400, 475, f"Lieu  {place}", 32),
        Rule(400, 560, 1260, 561),
        Item(400, 590, "Expire le", 30),
        Item(560, 585, fr_date(v["cin_expiry"]), 38, "bold"),
        _right(1260, 700, "المملكة المغربية", 30),
    ]
    if arabic:
        items.append(_right(1260, 335, arabic, 38, "bold"))
    if _AR_NAMES.get(place):
        items.append(_right(1260, 475, _AR_NAMES[place], 30))
    return Page(CARD, tuple(items))


def cin_back_page_f(v: dict[str, Any]) -> Page:
    """Civil status and sex in a row at the top, filiation as 'Père' / 'Mère' on the right, the address under a
    rule, a dark strip, then the TD1 MRZ in large type."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-f")
    father = rng.choice(("ABDELKADER", "LAHCEN", "BRAHIM", "JILALI", "ABDERRAHIM", "AHMED"))
    mother = rng.choice(("HADDA", "YAMNA", "SAADIA", "LATIFA", "HALIMA", "KHADIJA"))
    items: list[Item | Rule] = [
        Item(40, 30, f"État civil N° {rng.randint(10, 1999)}/{v['date_of_birth'][:4]}", 30),
        Item(40, 80, f"Sexe : {'F' if _female(v) else 'M'}", 30),
        Item(700, 30, f"Père : {father}", 30),
        Item(700, 80, f"Mère : {mother}", 30),
        Rule(40, 140, 1260, 142),
        Item(40, 165, "Domicile", 28, "bold"),
        Item(40, 210, v["address"].upper(), 34),
        Item(40, 285, f"Délivrée le {fr_date(_issued(v, 'card'))}", 28),
        Rule(0, 370, CARD[0], 400),
        *[Item(60, 440 + i * 120, line, 50, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


_passport_f = partial(passport_numbers, layout="f", issued_from=2022, valid_years=5)


def passport_page_f(v: dict[str, Any]) -> Page:
    """Data page with labels English first ('Surname / Nom') above their values in a two-column grid, the photo on
    the left under the type and code line, dates with dashes, the personal number (CIN), the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_f(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 20, "PASSPORT / PASSEPORT", 32, "bold"),
        _right(1270, 20, "KINGDOM OF MOROCCO / ROYAUME DU MAROC", 28, "bold"),
        Item(30, 80, "Type P", 28),
        Item(170, 80, "MAR", 28),
        Rule(30, 130, 300, 470),
        _right(1270, 80, number, 34, "bold"),
    ]
    cells = [
        ((330, 130), "Surname / Nom", family.upper()),
        ((330, 215), "Given names / Prénoms", given.upper()),
        ((330, 300), "Date of birth / Date de naissance", fr_date(v["date_of_birth"], "-")),
        ((850, 300), "Sex / Sexe", sex),
        ((330, 385), "Place of birth / Lieu de naissance", v["place_of_birth"].upper()),
        ((850, 385), "Personal No. / N° personnel", v["cin"]),
        ((330, 470), "Date of issue / Date de délivrance", fr_date(issued, "-")),
        ((850, 470), "Authority / Autorité", "DGSN"),
        ((330, 555), "Date of expiry / Date d'expiration", fr_date(expiry, "-")),
    ]
    for (x, y), label, value in cells:
        items += [Item(x, y, label, 28), Item(x, y + 33, value, 32, "bold")]
    items += [Item(40, 650 + i * 78, line, 44, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _stamp(x0: int, y0: int, v: dict[str, Any], width: int = 760) -> list[Item | Rule]:
    """The employer's stamp as text in a frame: name, address, CNSS and ICE numbers."""
    firm = _firm(v["employer"])
    name = v["employer"].upper()
    size = 30 if text_width(name, 30, "bold") < width - 60 else 28
    return [
        *frame(x0, y0, x0 + width, y0 + 260, 3),
        _centre(x0, x0 + width, y0 + 30, name, size, "bold"),
        _centre(x0, x0 + width, y0 + 85, firm["town"].upper(), 28),
        _centre(x0, x0 + width, y0 + 140, f"CNSS {v['employer_cnss']}", 28),
        _centre(x0, x0 + width, y0 + 195, f"ICE {firm['ice']}", 28),
    ]


def employment_certificate_page_f(v: dict[str, Any]) -> Page:
    """A very short certificate: the employer's name small top left, 'ATTESTATION' centred, three lines of prose
    (company with its CNSS number, the person 'FAMILY Given' with CIN, position, contract and hire date), place
    and date, and the stamp text in a frame on the right."""
    dates = _pick(v, "_f_date", ("words", "slash", "dash"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ = "Mme" if _female(v) else "M."
    employed = "employée" if _female(v) else "employé"
    items: list[Item | Rule] = [
        Item(_L, 160, v["employer"], 36, "bold"),
        Item(_L, 215, firm["street"], 28),
        Item(_L, 255, firm["town"], 28),
        _centre(0, A4[0], 560, "ATTESTATION", 60, "bold"),
    ]
    prose = (
        f"La société {_glue(v['employer'])} (CNSS n° {v['employer_cnss']}) atteste que {civ} "
        f"{_glue(family.upper() + ' ' + given)}, CIN {v['cin']}, est {employed} en qualité de "
        f"{_glue(v['position'])} en {v['contract_type']} depuis le {_glue(_date(v['hire_date'], dates))}."
    )
    lines, y = _wrap(_L, 800, prose, size=40, gap=72)
    items += lines
    items += [
        Item(_L, y + 40, "Pour servir et valoir ce que de droit.", 36),
        _right(_R, y + 200, f"{firm['town']}, le {_date(_issued(v, 'emp'), dates)}", 34),
        _right(_R, y + 260, "Le Gérant", 34),
        *_stamp(_R - 760, y + 340, v),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_f(v: dict[str, Any]) -> Page:
    """Bilingual: 'SALARY CERTIFICATE / ATTESTATION DE SALAIRE', an English then French sentence, a three-column
    table (English label, French label, value), gross and net with the currency before or after, signatures."""
    amount = _pick(v, "_f_amount", ("mad", "mad_before", "dh"))
    dates = _pick(v, "_f_date", ("slash", "dash", "dots"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    items: list[Item | Rule] = [
        Rule(_L, 120, _R, 130),
        Item(_L, 160, v["employer"].upper(), 44, "bold"),
        _right(_R, 170, f"RC {firm['rc']}  -  IF {firm['if']}", 28),
        Item(_L, 230, f"{firm['street']}, {firm['town']}", 30),
        _centre(0, A4[0], 420, "SALARY CERTIFICATE", 54, "bold"),
        _centre(0, A4[0], 500, "ATTESTATION DE SALAIRE", 44, "bold"),
    ]
    en, y = _wrap(
        _L,
        650,
        f"We, the undersigned, {_glue(v['employer'])}, hereby certify that the employee named below is on our payroll "
        "and receives the following monthly salary.",
        size=34,
        gap=58,
    )
    items += en
    fr, y = _wrap(
        _L,
        y + 20,
        "Nous soussignés certifions que le salarié désigné ci-dessous fait partie de notre personnel et perçoit "
        "le salaire mensuel suivant.",
        size=34,
        gap=58,
    )
    items += fr
    rows = [
        ("Surname", "Nom", family.upper()),
        ("First name", "Prénom", given),
        ("ID card No.", "N° CIN", v["cin"]),
        ("Position", "Fonction", v["position"]),
        ("Hiring date", "Date d'embauche", _date(v["hire_date"], dates)),
        ("Gross monthly salary", "Salaire brut mensuel", _money(gross, amount)),
        ("Net monthly salary", "Salaire net mensuel", _money(net, amount)),
    ]
    y += 70
    top = y
    items += [Rule(_L, y, _R, y + 3)]
    for i, (english, french, value) in enumerate(rows):
        ry = top + 25 + i * 78
        style = "bold" if i >= 5 else "regular"
        items += [
            Item(_L + 20, ry, english, 32),
            Item(700, ry, french, 32),
            Item(1300, ry, value, 36, "bold" if i >= 5 else style),
            Rule(_L, top + (i + 1) * 78, _R, top + (i + 1) * 78 + 1),
        ]
    y = top + len(rows) * 78 + 60
    items += [
        Item(_L, y, "This certificate is issued at the request of the employee for whatever purpose it may serve.", 30),
        Item(_L, y + 50, "Attestation délivrée à la demande de l'intéressé pour servir et valoir ce que de droit.", 30),
        Item(_L, y + 170, f"{firm['town']}, {_date(_issued(v, 'sal'), dates)}", 32),
        _right(_R, y + 170, "Human Resources Manager / Responsable RH", 32),
        *_stamp(_R - 760, y + 250, v),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_f(v: dict[str, Any]) -> Page:
    """Printed from the Damancom portal: a browser-style header (date, title, URL), the portal banner, the insured's
    identification as label / value rows, the employer line, a table of the last declared periods, a footer
    with the page number and the URL."""
    dates = _pick(v, "_f_date", ("slash", "dash", "words"))
    printed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-f")
    hour = f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"
    url = "https://www.damancom.ma/assure/attestation"
    items: list[Item | Rule] = [
        Item(_L, 60, f"{fr_date(printed)} {hour}", 28),
        _centre(0, A4[0], 60, "Damancom - Attestation d'affiliation", 28),
        Rule(_L, 130, _R, 250),
        Item(_L, 280, "CNSS", 56, "bold"),
        Item(_L + 230, 285, "Caisse Nationale de Sécurité Sociale", 38, "bold"),
        Item(_L + 230, 340, "Portail Damancom - Espace assuré", 30),
        _right(_R, 290, "Service en ligne", 30),
        Rule(_L, 420, _R, 423),
        _centre(0, A4[0], 470, "ATTESTATION D'AFFILIATION", 52, "bold"),
        Item(_L, 600, "Identification de l'assuré", 36, "bold"),
        Rule(_L, 650, _R, 652),
    ]
    rows = [
        ("Nom et prénom", v["applicant_name"].upper()),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° CIN", v["cin"]),
        ("Date d'affiliation", _date(v["affiliation_date"], dates)),
    ]
    for i, (label, value) in enumerate(rows):
        items += [Item(_L + 20, 680 + i * 66, label, 34), Item(900, 680 + i * 66, value, 34, "bold")]
    items += [
        Item(_L, 1000, "Employeur actuel", 36, "bold"),
        Rule(_L, 1050, _R, 1052),
        Item(_L + 20, 1080, "Raison sociale", 34),
        Item(900, 1080, v["employer"], 34, "bold"),
        Item(_L + 20, 1146, "N° d'affiliation", 34),
        Item(900, 1146, v["employer_cnss"], 34, "bold"),
        Item(_L, 1290, "Périodes déclarées", 36, "bold"),
    ]
    y = 1350
    cols = (_L + 20, 560, 1000, 1700)
    heads = ("Période", "N° affiliation", "Jours déclarés", "Situation")
    year, month = (int(p) for p in v["pay_period"].split("-"))
    items += frame(_L, y, _R, y + 400, 2)
    items += [Rule(_L, y + 70, _R, y + 72)]
    for x, head in zip(cols, heads, strict=True):
        items.append(Item(x, y + 20, head, 30, "bold"))
    for i in range(5):
        m, yy = month - i, year
        if m <= 0:
            m, yy = m + 12, year - 1
        ry = y + 90 + i * 60
        items += [
            Item(cols[0], ry, f"{m:02d}/{yy}", 30),
            Item(cols[1], ry, v["employer_cnss"], 30),
            Item(cols[2], ry, "26", 30),
            Item(cols[3], ry, "Déclaré", 30),
        ]
    y += 460
    notice, y = _wrap(
        _L,
        y,
        "La présente attestation est éditée à partir du portail Damancom. Son authenticité peut être vérifiée en "
        f"ligne avec le code {rng.randint(10**9, 10**10 - 1)}.",
        size=30,
        gap=50,
    )
    items += notice
    items += [
        Rule(_L, 3330, _R, 3332),
        Item(_L, 3350, url, 28),
        _right(_R, 3350, "1/1", 28),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def bank_statement_page_f(v: dict[str, Any]) -> Page:
    """'Solde créditeur au <end> : <closing>' boxed at the top, bank, account and holder lines, then the
    movements as a monospace listing (DATE / VALEUR / LIBELLE / DEBIT / CREDIT) opening with the previous balance,
    totals and the final balance."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    rng = random.Random(f"{v['cin']}-statement-f")
    cash = float(rng.choice((500, 800, 1000, 1500, 2000)))
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    side = "créditeur" if closing >= 0 else "débiteur"
    agency = rng.choice(("Casablanca Racine", "Rabat Hassan", "Tanger Iberia", "Fès Saiss", "Agadir Talborjt"))

    def day(d: int) -> str:
        return f"{d:02d}/{month:02d}/{year}"

    items: list[Item | Rule] = [
        Item(_L, 140, v["bank_name"], 48, "bold"),
        Item(_L, 210, f"Agence {agency}", 30),
        *frame(1300, 130, _R, 300, 3),
        Item(1330, 150, f"Solde {side} au {fr_date(end)} :", 32),
        _right(_R - 30, 220, fr_amount(abs(closing)) + (" DH" if closing >= 0 else " DH débiteur"), 44, "bold"),
        Item(_L, 400, "EXTRAIT DE COMPTE", 50, "bold"),
        Item(_L, 480, f"Période du {fr_date(start)} au {fr_date(end)}", 34),
        Item(_L, 560, "Titulaire", 32),
        Item(500, 560, v["account_holder"].upper(), 34, "bold"),
        Item(_L, 620, "RIB", 32),
        Item(500, 620, _rib_groups(v["rib"]), 34, "mono"),
        Item(_L, 680, "IBAN", 32),
        Item(500, 680, iban(v["rib"]), 34, "mono"),
        Item(_L, 740, "Devise", 32),
        Item(500, 740, "MAD - Compte chèques", 34),
    ]
    width = 96

    def row(date: str, value: str, label: str, debit: str = "", credit: str = "") -> str:
        return f"{date:<11}{value:<11}{label:<38}{debit:>18}{credit:>18}"[:width]

    salary_day = rng.randint(1, 5)
    moves = [
        (day(salary_day), "VIR RECU SALAIRE " + v["employer"].upper()[:20], 0.0, net),
        (day(salary_day + 2), "PRLV LOYER " + _MONTHS[month - 1].upper(), rent, 0.0),
        (day(rng.randint(10, 16)), "RETRAIT GAB " + agency.split()[0].upper(), cash, 0.0),
        (day(rng.randint(18, last)), "VERSEMENT ESPECES", 0.0, cash),
    ]
    lines = [
        row("DATE", "VALEUR", "LIBELLE", "DEBIT", "CREDIT"),
        "-" * width,
        row(day(1), day(1), "SOLDE PRECEDENT", "", fr_amount(opening)),
    ]
    for date, label, debit, credit in moves:
        lines.append(row(date, date, label, fr_amount(debit) if debit else "", fr_amount(credit) if credit else ""))
    total_debit = round(rent + cash, 2)
    total_credit = round(net + cash, 2)
    lines += [
        "-" * width,
        row("", "", "TOTAL DES MOUVEMENTS", fr_amount(total_debit), fr_amount(total_credit)),
        row(
            day(last),
            "",
            f"SOLDE {'CREDITEUR' if closing >= 0 else 'DEBITEUR'} AU {fr_date(end)}",
            "" if closing >= 0 else fr_amount(-closing),
            fr_amount(closing) if closing >= 0 else "",
        ),
    ]
    items += [Rule(_L, 850, _R, 853)]
    items += [Item(_L, 890 + i * 56, line, 34, "mono") for i, line in enumerate(lines)]
    y = 890 + len(lines) * 56 + 80
    items += [
        Rule(_L, y, _R, y + 2),
        Item(_L, y + 30, "Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence sous 30 jours.", 28),
    ]
    return Page(A4, tuple(items))


def rib_page_f(v: dict[str, Any]) -> Page:
    """A small slip in the upper third of an A4 page: a dark strip on top, the bank name and agency, the holder,
    the RIB digits in four boxes with their labels underneath, the IBAN and BIC; a cut line under the slip."""
    rib = v["rib"]
    bic = _BIC.get(v["bank_name"], "BCMAMAMC")
    rng = random.Random(f"{v['cin']}-rib-f")
    agency = rng.choice(("Agence Maarif", "Agence Agdal", "Agence Gueliz", "Agence Ville Nouvelle", "Agence Anfa"))
    x0, y0, x1, y1 = 300, 180, 2180, 1040
    items: list[Item | Rule] = [
        *frame(x0, y0, x1, y1, 4),
        Rule(x0, y0, x1, y0 + 40),
        Item(x0 + 40, y0 + 70, v["bank_name"], 46, "bold"),
        _right(x1 - 40, y0 + 80, agency, 32),
        _centre(x0, x1, y0 + 170, "RELEVÉ D'IDENTITÉ BANCAIRE", 40, "bold"),
        Item(x0 + 40, y0 + 270, "Titulaire du compte", 30),
        Item(x0 + 40, y0 + 315, v["account_holder"].upper(), 40, "bold"),
    ]
    parts = [
        ("Code banque", rib[:3]),
        ("Code ville", rib[3:6]),
        ("N° de compte", rib[6:22]),
        ("Clé", rib[22:]),
    ]
    bx = x0 + 40
    by = y0 + 420
    for label, digits in parts:
        w = round(text_width(digits, 44, "mono")) + 60
        w = max(w, round(text_width(label, 28)) + 40)
        items += [
            *frame(bx, by, bx + w, by + 90, 2),
            _centre(bx, bx + w, by + 20, digits, 44, "mono"),
            _centre(bx, bx + w, by + 105, label, 28),
        ]
        bx += w + 30
    items += [
        Item(x0 + 40, y0 + 600, f"IBAN  {iban(rib)}", 34, "mono"),
        Item(x0 + 40, y0 + 670, f"BIC / SWIFT  {bic}", 34, "mono"),
        Item(x0 + 40, y0 + 770, "À remettre à votre employeur ou à tout organisme payeur.", 28),
    ]
    items += [Rule(x, 1130, x + 30, 1132) for x in range(150, 2300, 60)]
    items += [Item(150, 1150, "Découpez suivant le pointillé", 28)]
    return Page(A4, tuple(items))


PAGES_F: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_f,
    "cin_front": cin_front_page_f,
    "cin_back": cin_back_page_f,
    "passport": passport_page_f,
    "employment_certificate": employment_certificate_page_f,
    "salary_certificate": salary_certificate_page_f,
    "cnss_certificate": cnss_certificate_page_f,
    "bank_statement": bank_statement_page_f,
    "rib": rib_page_f,
}
