"""Layout "d" of every document type: a fourth, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c`, other real-world conventions: the
employer on the left and the employee box on the right of a payslip with "Désignation / Nombre / Taux / Montant à
payer / Montant à retenir" columns, cards with Arabic labels and French abbreviations and the photo on the right,
certificates as a letter with a recipient block ("Il est certifié que ...") or as a numbered form with dotted
leaders, a CNSS certificate with an affiliation history table, a statement with value dates and a running
balance, a RIB slip whose RIB is one line. Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
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
    fr_amount,
    fr_date,
    passport_numbers,
    td1_mrz,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import female as _female
from tests.support.docgen import frame as _frame
from tests.support.docgen import iban as _iban_d
from tests.support.docgen import td3_mrz as _td3_d
from tests.support.docgen import text_width as _w

_L, _R = 140, 2340  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Tanger", "Fès", "Marrakech", "Agadir", "Kénitra", "Oujda")


# helpers -----------------------------------------------------------------------------------------------------
def _ra(x_right: int, y: int, text: str, size: int = 36, style: str = "regular") -> Item:
    """Right-aligned at x_right."""
    return Item(round(x_right - _w(text, size, style)), y, text, size, style)


def _mid(x0: int, x1: int, y: int, text: str, size: int = 36, style: str = "regular") -> Item:
    return Item(round((x0 + x1 - _w(text, size, style)) / 2), y, text, size, style)


def _wrap(
    x: int, y: int, words: list[str], *, size: int = 38, gap: int = 64, width: int = 2200
) -> tuple[list[Item], int]:
    """Lay out chunks (a chunk is never split) on lines no wider than `width` px; returns items and next y."""
    lines: list[str] = []
    line = ""
    for chunk in words:
        trial = f"{line} {chunk}" if line else chunk
        if line and _w(trial, size) > width:
            lines.append(line)
            line = chunk
        else:
            line = trial
    if line:
        lines.append(line)
    return [Item(x, y + i * gap, text, size) for i, text in enumerate(lines)], y + len(lines) * gap


def _prose(text: str) -> list[str]:
    """Split prose into chunks on spaces, keeping runs joined with '~' together (the '~' becomes a space)."""
    return [chunk.replace("~", " ") for chunk in text.split(" ")]


def _k(text: str) -> str:
    """A value that must stay on one line."""
    return text.replace(" ", "~")


def _leader(x0: int, x1: int, y: int, size: int) -> Item | None:
    """Dots filling the gap between a label ending at x0 and a value starting at x1."""
    dot = _w(". ", size)
    count = int((x1 - x0 - 40) / dot)
    return Item(x0 + 20, y, ". " * count, size) if count > 2 else None


def _civ(v: dict[str, Any]) -> str:
    return "Madame" if _female(v) else "Monsieur"


def _employer_info(employer: str) -> dict[str, str]:
    rng = random.Random(f"d-employer-{employer}")
    town = rng.choice(_TOWNS)
    street = rng.choice(
        (
            "Angle Bd Abdelmoumen et Rue Soumaya",
            "Parc industriel Ouled Saleh",
            "Technopark, Route de Nouaceur",
            "Immeuble Al Amal, Bd Mohammed VI",
        )
    )
    return {
        "town": town,
        "street": f"{street}",
        "zip": f"{rng.randint(10, 90)}{rng.randint(0, 9)}00",
        "tel": f"+212 5 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"{rng.randint(1, 2):03d}{rng.randint(100_000_000, 999_999_999)}{rng.randint(10, 99):03d}",
        "rc": str(rng.randint(20_000, 480_000)),
        "if": str(rng.randint(1_000_000, 45_000_000)),
    }


def _seniority_rate(v: dict[str, Any]) -> int:
    years = int(v["pay_period"][:4]) - int(v["hire_date"][:4])
    return 0 if years < 2 else 5 if years < 5 else 10 if years < 12 else 15 if years < 20 else 20


def _issue(v: dict[str, Any], key: str) -> str:
    """A signing date in the month after the pay / statement period."""
    y, m, _ = (int(p) for p in v["statement_period_end"].split("-"))
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    day = random.Random(f"{v['cin']}-{key}").randint(1, 12)
    return f"{y:04d}-{m:02d}-{day:02d}"


def _date(iso: str, form: str) -> str:
    if form == "words":
        y, m, d = (int(p) for p in iso.split("-"))
        return f"{d} {_MONTHS_LOWER[m - 1]} {y}"
    if form == "dash":
        return fr_date(iso, "-")
    return fr_date(iso)


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_d(v: dict[str, Any]) -> Page:
    """Employer block top left, the employee in a framed box on the right, a period strip, a five-column
    Désignation / Nombre / Taux / Montant à payer / Montant à retenir table, 'Net à payer' bottom left with the
    amount far right, a cumul strip and a signature line."""
    amount = _pick(v, "_d_amount", ("plain", "dh", "mad"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = _seniority_rate(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    taxable = round(gross - cnss - amo, 2)
    given, family = _split_name(v["applicant_name"])
    e = _employer_info(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-d")
    matricule = f"{rng.randint(100, 999)}"
    children = rng.choice((0, 0, 1, 2, 3))
    last = (31, 29 if year % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"].upper(), 44, "bold"),
        Item(_L, 205, e["street"], 30),
        Item(_L, 245, f"{e['zip']} {e['town'].upper()}", 30),
        Item(_L, 300, f"CNSS employeur : {v['employer_cnss']}", 30),
        Item(_L, 340, f"ICE : {e['ice']}", 30),
        Item(_L, 380, f"R.C. : {e['rc']}  -  I.F. : {e['if']}", 30),
        *_frame(1320, 130, _R, 560, 4),
        Item(1350, 150, "SALARIÉ", 30, "bold"),
        Item(1350, 200, f"{'Mme' if _female(v) else 'M.'} {family.upper()} {given}", 40, "bold"),
        Item(1350, 265, f"Matricule : {matricule}", 30),
        Item(1350, 310, f"C.I.N. : {v['cin']}", 30),
        Item(1350, 355, f"N° CNSS : {v['cnss_number']}", 30),
        Item(1350, 400, f"Emploi : {v['position']}", 30),
        Item(1350, 445, f"Embauché le : {fr_date(v['hire_date'])}", 30),
        Item(1350, 490, f"Contrat : {v['contract_type']}", 30),
        _mid(0, A4[0], 660, "BULLETIN DE PAIE", 60, "bold"),
        _mid(0, A4[0], 750, f"PAIE DU MOIS DE {_MONTHS[month - 1].upper()} {year}", 38, "bold"),
        Rule(_L, 840, _R, 843),
        Item(_L + 20, 860, f"Période : 01/{month:02d}/{year} - {last:02d}/{month:02d}/{year}", 30),
        Item(1000, 860, f"Situation : {'Marié(e)' if children else 'Célibataire'}", 30),
        Item(1650, 860, f"Enfants à charge : {children}", 30),
        Rule(_L, 920, _R, 923),
    ]
    cols = {"nb": 1150, "rate": 1420, "pay": 1880, "ret": 2320}
    y = 990
    items += [
        *_frame(_L, y - 20, _R, y + 110, 3),
        Item(_L + 20, y + 12, "Désignation", 32, "bold"),
        _ra(cols["nb"], y + 12, "Nombre", 32, "bold"),
        _ra(cols["rate"], y + 12, "Taux", 32, "bold"),
        _ra(cols["pay"], y - 5, "Montant", 32, "bold"),
        _ra(cols["pay"], y + 40, "à payer", 32, "bold"),
        _ra(cols["ret"], y - 5, "Montant", 32, "bold"),
        _ra(cols["ret"], y + 40, "à retenir", 32, "bold"),
    ]
    rows: list[tuple[str, str, str, float | None, float | None, str]] = [
        ("Salaire de base", "191,00", "", base, None, "regular"),
        ("Prime d'ancienneté", "", f"{rate},00 %", bonus, None, "regular"),
        ("Heures supplémentaires", "0,00", "", None, None, "regular"),
        ("SALAIRE BRUT IMPOSABLE", "", "", gross, None, "bold"),
        ("Cotisation C.N.S.S.", fr_amount(min(gross, 6000)), "4,48 %", None, cnss, "regular"),
        ("Cotisation A.M.O.", fr_amount(gross), "2,26 %", None, amo, "regular"),
        ("Salaire net imposable", "", "", None, None, "regular"),
        ("Impôt sur le revenu", fr_amount(taxable), "", None, igr, "regular"),
    ]
    y += 150
    for label, nb, rt, pay, ret, style in rows:
        items.append(Item(_L + 20, y, label, 32, style))
        if label == "Salaire net imposable":
            items.append(_ra(cols["pay"], y, fr_amount(taxable), 32))
        if nb:
            items.append(_ra(cols["nb"], y, nb, 32))
        if rt:
            items.append(_ra(cols["rate"], y, rt, 32))
        if pay is not None:
            items.append(_ra(cols["pay"], y, fr_amount(pay), 32, style))
        if ret is not None:
            items.append(_ra(cols["ret"], y, fr_amount(ret), 32, style))
        y += 62
    retained = round(cnss + amo + igr, 2)
    items += [
        Rule(_L, y + 5, _R, y + 8),
        Item(_L + 20, y + 25, "Totaux", 32, "bold"),
        _ra(cols["pay"], y + 25, fr_amount(gross), 32, "bold"),
        _ra(cols["ret"], y + 25, fr_amount(retained), 32, "bold"),
        Rule(_L, y + 90, _R, y + 93),
    ]
    y += 180
    items += [
        Item(_L, y, "Net à payer", 50, "bold"),
        _ra(_R - 20, y, amount_form(net, amount), 50, "bold"),
        Rule(_L, y + 90, _R, y + 96),
    ]
    y += 150
    items += [Item(_L, y, "Cumuls", 30, "bold")]
    for i, (label, value) in enumerate(
        (("Brut", gross * month), ("Net imposable", taxable * month), ("I.R.", igr * month), ("Jours", 26.0 * month))
    ):
        x = _L + 250 + i * 500
        text = f"{value:.0f}" if label == "Jours" else fr_amount(value)
        items += [Item(x, y, label, 28), Item(x, y + 40, text, 30)]
    y += 150
    items += [
        Item(_L, y, f"Mode de paiement : virement bancaire - {v['bank_name']}", 30),
        Item(1500, y + 100, "Cachet et signature de l'employeur", 30),
        Item(_L, 3330, "Conservez ce bulletin de paie sans limitation de durée.", 28),
    ]
    return Page(A4, tuple(items))


# CIN -----------------------------------------------------------------------------------------------------------
def cin_front_page_d(v: dict[str, Any]) -> Page:
    """Arabic labels with French abbreviations on the left, values in a column, the Arabic name beside the Latin
    one, the photo on the right, the card number at the bottom left; dates with dashes."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    items: list[Item | Rule] = [
        _mid(0, CARD[0], 18, "المملكة المغربية", 34, "bold"),
        _mid(0, CARD[0], 70, "ROYAUME DU MAROC - CARTE NATIONALE D'IDENTITÉ", 28, "bold"),
        Rule(30, 120, 1270, 122),
        Rule(960, 150, 1260, 540),
    ]
    rows = [
        ("Prén. / الاسم الشخصي", given.upper(), _AR_NAMES.get(given, "")),
        ("Nom / الاسم العائلي", family.upper(), _AR_NAMES.get(family, "")),
        ("Né le / تاريخ الازدياد", fr_date(v["date_of_birth"], "-"), ""),
        ("à / مكان الازدياد", place, _AR_NAMES.get(place, "")),
        ("Val. / صالحة إلى", fr_date(v["cin_expiry"], "-"), ""),
    ]
    for i, (label, value, arabic) in enumerate(rows):
        y = 150 + i * 78
        items += [Item(30, y + 4, label, 28), Item(400, y, value, 38, "bold")]
        if arabic:
            items.append(_ra(940, y + 2, arabic, 34))
    items += [
        Item(30, 580, "N° / رقم البطاقة", 28),
        Item(30, 630, v["cin"], 58, "bold"),
        Item(960, 570, "Sexe / الجنس", 28),
        Item(960, 615, "F" if _female(v) else "M", 36, "bold"),
        _ra(1270, 760, "المديرية العامة للأمن الوطني", 28),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_d(v: dict[str, Any]) -> Page:
    """Filiation on one line each, civil status on the right, a barcode, the address just above the MRZ."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-d")
    father = rng.choice(("ABDELKADER", "LAHCEN", "BRAHIM", "ALI", "OMAR", "JAMAL"))
    mother = rng.choice(("HALIMA", "KHADIJA", "SAIDA", "LATIFA", "HAFIDA", "AMINA"))
    bars: list[Item | Rule] = []
    x = 820
    for _ in range(40):
        w = rng.choice((3, 3, 6, 9))
        bars.append(Rule(x, 40, x + w, 150))
        x += w + rng.choice((4, 6, 9))
    items: list[Item | Rule] = [
        Item(40, 35, "Fille de" if _female(v) else "Fils de", 30),
        Item(230, 35, f": {father}", 30, "bold"),
        _ra(780, 35, "بنت" if _female(v) else "ابن", 30),
        Item(40, 85, "et de", 30),
        Item(230, 85, f": {mother}", 30, "bold"),
        _ra(780, 85, "و", 30),
        *bars,
        Item(40, 165, f"Etat civil : {rng.randint(10, 999)}/{rng.randint(1, 12):02d}/{v['date_of_birth'][:4]}", 30),
        Item(700, 165, f"Sexe : {'F' if _female(v) else 'M'}", 30),
        Item(40, 250, "Adresse / العنوان", 28, "bold"),
        Item(40, 295, v["address"].upper(), 34),
        Rule(30, 395, 1270, 397),
        *[Item(60, 440 + i * 110, line, 54, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


# passport ------------------------------------------------------------------------------------------------------
_passport_d = partial(passport_numbers, layout="d", issued_from=2020, valid_years=10, first_day=1)


def _month_date(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"{d} {_MONTHS[int(m) - 1].upper()} {y}"


def passport_page_d(v: dict[str, Any]) -> Page:
    """Data page with the photo on the right, French / English labels inline with values (dates with the month
    in letters), the personal (CIN) number printed, TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_d(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 20, "PASSEPORT  PASSPORT  جواز السفر", 30, "bold"),
        _ra(1270, 20, "ROYAUME DU MAROC", 30, "bold"),
        Rule(30, 70, 1270, 72),
        Rule(990, 100, 1260, 460),
        Item(990, 480, number, 34, "bold"),
    ]
    rows = [
        ("Type / Type", "P      Code : MAR"),
        ("Nom / Surname", family.upper()),
        ("Prénoms / Given names", given.upper()),
        ("Né(e) le / Date of birth", _month_date(v["date_of_birth"])),
        ("Lieu / Place of birth", v["place_of_birth"].upper()),
        ("Sexe / Sex", sex),
        ("Nationalité / Nationality", "MAROCAINE"),
        ("N° personnel / Personal No.", v["cin"]),
        ("Délivré le / Date of issue", _month_date(issued)),
        ("Expire le / Date of expiry", _month_date(expiry)),
    ]
    for i, (label, value) in enumerate(rows):
        y = 88 + i * 52
        items += [Item(30, y + 4, label, 28), Item(470, y, value, 34, "bold")]
    items += [Item(30, 665 + i * 72, line, 44, "mono") for i, line in enumerate(_td3_d(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _sender(v: dict[str, Any]) -> list[Item | Rule]:
    e = _employer_info(v["employer"])
    return [
        Item(_L, 150, v["employer"], 46, "bold"),
        Item(_L, 220, e["street"], 32),
        Item(_L, 262, f"{e['zip']} {e['town']}", 32),
        Item(_L, 304, f"Tél. : {e['tel']}", 32),
        Rule(_L, 370, _L + 700, 373),
    ]


def employment_certificate_page_d(v: dict[str, Any]) -> Page:
    """A letter: sender block top left, place and date then a recipient block on the right, 'Objet', an opening,
    'Il est certifié que ...' prose, a short recap of the engagement, signature, the employer's identifiers as a
    footer line."""
    dates = _pick(v, "_d_date", ("dash", "words", "slash"))
    female = _female(v)
    given, family = _split_name(v["applicant_name"])
    e = _employer_info(v["employer"])
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    ee = "e" if female else ""
    items: list[Item | Rule] = [
        *_sender(v),
        Item(1350, 480, f"{e['town']}, le {_date(_issue(v, 'emp-d'), dates)}", 36),
        Item(1350, 600, "À l'attention de", 34),
        Item(1350, 645, "l'organisme concerné", 34, "bold"),
        Item(1350, 690, "(à qui de droit)", 34),
        Item(_L, 880, "Objet : attestation de travail", 38, "bold"),
        Item(_L, 990, "Madame, Monsieur,", 38),
    ]
    body = (
        f"Il est certifié par la présente que {_civ(v)} {_k(given + ' ' + family.upper())}, titulaire de la "
        f"carte nationale d'identité n° {v['cin']}, fait partie du personnel de la société {_k(v['employer'])} "
        f"depuis le {_k(_date(v['hire_date'], dates))}, où {'elle' if female else 'il'} exerce les fonctions de "
        f"{_k(v['position'])}."
    )
    lines, y = _wrap(_L, 1100, _prose(body), size=38, gap=66)
    items += lines
    y += 50
    recap = [
        ("Fonction", v["position"]),
        ("Date d'entrée", _date(v["hire_date"], dates)),
        ("Type de contrat", f"{v['contract_type']} (contrat {contract})"),
        ("N° d'affiliation CNSS de l'employeur", v["employer_cnss"]),
    ]
    for label, value in recap:
        items += [Item(_L + 100, y, f"- {label} :", 36), Item(_L + 900, y, value, 36, "bold")]
        y += 62
    y += 40
    closing, y = _wrap(
        _L,
        y,
        _prose(
            f"Cette attestation est délivrée à l'intéressé{ee}, à sa demande, pour servir et valoir ce que de "
            "droit. Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées."
        ),
        size=38,
        gap=66,
    )
    items += closing
    items += [
        Item(1350, y + 120, "Le Gérant", 38, "bold"),
        Item(1350, y + 180, "P.O. Service du personnel", 32),
        Rule(_L, 3280, _R, 3283),
        _mid(0, A4[0], 3300, f"ICE {e['ice']} - RC {e['rc']} - IF {e['if']} - CNSS {v['employer_cnss']}", 28),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_d(v: dict[str, Any]) -> Page:
    """A numbered form (I Employeur, II Salarié, III Rémunération) with dotted leaders between labels and values,
    amounts with the currency before, 'Nous certifions ...' statement, place, date and signature boxes."""
    dates = _pick(v, "_d_date", ("dash", "words", "slash"))
    given, family = _split_name(v["applicant_name"])
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    e = _employer_info(v["employer"])
    ref = random.Random(f"{v['cin']}-sal-d").randint(1000, 9999)
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"].upper(), 40, "bold"),
        _ra(_R, 140, f"Réf. : AS-{ref}", 32),
        *_frame(_L, 250, _R, 400, 5),
        _mid(_L, _R, 285, "ATTESTATION DE SALAIRE", 58, "bold"),
    ]
    sections = [
        (
            "I - EMPLOYEUR",
            [
                ("Raison sociale", v["employer"]),
                ("Adresse", f"{e['street']}, {e['town']}"),
                ("N° d'affiliation CNSS", v["employer_cnss"]),
            ],
        ),
        (
            "II - SALARIÉ",
            [
                ("Nom", family.upper()),
                ("Prénom", given),
                ("N° C.I.N.", v["cin"]),
                ("Emploi occupé", v["position"]),
                ("Date d'engagement", _date(v["hire_date"], dates)),
            ],
        ),
        (
            "III - RÉMUNÉRATION MENSUELLE",
            [
                ("Salaire brut", f"MAD {fr_amount(gross)}"),
                ("Retenues (CNSS, AMO, IR)", f"MAD {fr_amount(round(gross - net, 2))}"),
                ("Salaire net", f"MAD {fr_amount(net)}"),
            ],
        ),
    ]
    y = 500
    value_x = 1150
    for title, rows in sections:
        items += [Item(_L, y, title, 38, "bold"), Rule(_L, y + 55, _L + 900, y + 58)]
        y += 90
        for label, value in rows:
            style = "bold" if label.startswith("Salaire") else "regular"
            items.append(Item(_L + 60, y, label, 36))
            dots = _leader(round(_L + 60 + _w(label, 36)), value_x, y, 36)
            if dots:
                items.append(dots)
            items.append(Item(value_x, y, value, 36, style))
            y += 64
        y += 50
    statement, y = _wrap(
        _L,
        y + 10,
        _prose(
            "Nous certifions que les renseignements ci-dessus sont exacts et que l'intéressé(e) perçoit un "
            f"salaire mensuel net de {amount_words(net)}. La présente attestation est délivrée pour servir et "
            "valoir ce que de droit."
        ),
        size=36,
        gap=60,
    )
    items += statement
    y += 80
    items += [
        Item(_L, y, f"Fait à {e['town']}, le {_date(_issue(v, 'sal-d'), dates)}", 36),
        *_frame(1400, y + 80, _R, y + 400, 3),
        Item(1430, y + 100, "Cachet et signature", 30),
        Item(_L, y + 100, "Le Responsable de la paie", 34, "bold"),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_d(v: dict[str, Any]) -> Page:
    """CNSS header centred with a 'CNSS' block, 'CERTIFICAT D'IMMATRICULATION' with a subtitle, a short statement,
    the insured as label: value rows in a frame, an affiliation history table (employer, number, since, status),
    a delivery line and the agency stamp box."""
    dates = _pick(v, "_d_date", ("dash", "words", "slash"))
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-cnss-d")
    agency = rng.choice(("Casablanca Hay Mohammadi", "Rabat Hassan", "Tanger Mghogha", "Fès Saiss", "Agadir Dakhla"))
    items: list[Item | Rule] = [
        *_frame(_L, 130, _L + 330, 330, 6),
        _mid(_L, _L + 330, 190, "CNSS", 60, "bold"),
        Item(_L + 400, 150, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 44, "bold"),
        Item(_L + 400, 215, "الصندوق الوطني للضمان الاجتماعي", 40),
        Item(_L + 400, 280, f"Agence {agency}", 32),
        Rule(_L, 380, _R, 384),
        _mid(0, A4[0], 470, "CERTIFICAT D'IMMATRICULATION", 58, "bold"),
        _mid(0, A4[0], 560, "Attestation d'affiliation au régime général de sécurité sociale", 36),
        Item(_L, 690, f"N° : {rng.randint(100_000, 999_999)}/{v['pay_period'][:4]}", 32),
        _ra(_R, 690, f"Date d'édition : {_date(_issue(v, 'cnss-d'), 'slash')}", 32),
    ]
    intro, y = _wrap(
        _L,
        800,
        _prose(
            "Le Directeur de la Caisse Nationale de Sécurité Sociale certifie que la personne désignée ci-après "
            "est immatriculée à la CNSS en qualité d'assuré(e) social(e) :"
        ),
        size=38,
        gap=64,
    )
    items += intro
    y += 40
    rows = [
        ("N° d'immatriculation", v["cnss_number"]),
        ("Nom et prénom", f"{family.upper()} {given}"),
        ("C.I.N.", v["cin"]),
        ("Date d'immatriculation", _date(v["affiliation_date"], dates)),
        ("Régime", "Général - salarié du secteur privé"),
    ]
    items += _frame(_L, y, _R, y + 60 + len(rows) * 66, 3)
    y += 35
    for label, value in rows:
        items += [Item(_L + 40, y, label, 36), Item(_L + 700, y, ":", 36), Item(_L + 760, y, value, 36, "bold")]
        y += 66
    y += 100
    items += [Item(_L, y, "Situation d'affiliation", 38, "bold")]
    y += 80
    cols = (_L + 20, _L + 900, _L + 1380, _L + 1800)
    items += [Rule(_L, y, _R, y + 3)]
    for x, text in zip(cols, ("Employeur", "N° affiliation", "Depuis", "Situation"), strict=True):
        items.append(Item(x, y + 20, text, 32, "bold"))
    items += [Rule(_L, y + 80, _R, y + 83)]
    y += 105
    since = v["affiliation_date"][5:7] + "/" + v["affiliation_date"][:4]
    for x, text in zip(cols, (v["employer"], v["employer_cnss"], since, "En activité"), strict=True):
        items.append(Item(x, y, text, 32))
    items += [Rule(_L, y + 70, _R, y + 73)]
    y += 150
    notice, y = _wrap(
        _L,
        y,
        _prose(
            "Le présent certificat est délivré à l'intéressé(e) sur sa demande pour servir et valoir ce que de "
            "droit. Il ne préjuge pas des droits aux prestations, qui restent soumis aux conditions de stage."
        ),
        size=32,
        gap=54,
    )
    items += notice
    items += [
        *_frame(1500, y + 80, _R, y + 420, 3),
        Item(1530, y + 100, "Cachet de l'agence", 30),
        Rule(_L, 3300, _R, 3302),
        _mid(0, A4[0], 3320, "www.cnss.ma  -  Allo CNSS 080 200 72 72  -  Damancom", 28),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _branch(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-branch-d")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Principal', 'Bd Mohammed V', 'Hay Salam', 'Gueliz', 'Ville Nouvelle'))}"


def _short(text: str, limit: int) -> str:
    """The first words of `text` that fit in `limit` characters (a bank truncates the label at a word)."""
    out = ""
    for word in text.split():
        if len(f"{out} {word}".strip()) > limit:
            break
        out = f"{out} {word}".strip()
    return out


def _signed(value: float) -> str:
    return ("-" if value < 0 else "") + fr_amount(abs(value))


def bank_statement_page_d(v: dict[str, Any]) -> Page:
    """Bank name top right, the account box on the left, the holder's address block on the right, a period line,
    a Date opé. / Date valeur / Opération / Débit / Crédit / Solde table with a running balance, 'Solde précédent'
    as first row, 'Solde au <date>' as last, totals and a notice."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    given, family = _split_name(v["account_holder"])
    year, month, last = (int(p) for p in v["statement_period_end"].split("-"))
    rng = random.Random(f"{v['cin']}-statement-d")
    atm = rng.randint(2, 15) * 100.0
    tpe = round(rng.uniform(80, 900), 2)
    bill = round(rng.uniform(90, 450), 2)
    fee = 16.5
    received = round(atm + tpe + bill + fee, 2)  # cancels the extra debits: closing = opening + net - rent
    biller = rng.choice(("LYDEC", "REDAL", "AMENDIS", "RADEEMA", "IAM FACTURE", "ORANGE MAROC"))
    sender = rng.choice(("BERRADA NAOUFAL", "TAZI MERYEM", "IDRISSI HICHAM", "FASSI LAMIA"))
    rows = [
        (rng.randint(1, 4), f"PRELEVEMENT LOYER {_MONTHS[month - 1].upper()}", rent, 0.0),
        (rng.randint(5, 9), "RETRAIT DAB", atm, 0.0),
        (rng.randint(10, 13), f"VIR RECU {sender}", 0.0, received),
        (rng.randint(14, 18), f"PAIEMENT TPE {rng.choice(('ACIMA', 'LABEL VIE', 'BIM', 'DECATHLON'))}", tpe, 0.0),
        (rng.randint(19, 22), f"PRLV {biller}", bill, 0.0),
        (rng.randint(24, 27), f"VIREMENT SALAIRE {_short(v['employer'].upper(), 24)}", 0.0, net),
        (last, "COMMISSION PACKAGE TTC", fee, 0.0),
    ]
    rows.sort(key=lambda r: r[0])
    period = f"Période du {fr_date(v['statement_period_start'])} au {fr_date(v['statement_period_end'])}"
    items: list[Item | Rule] = [
        _ra(_R, 130, v["bank_name"], 56, "bold"),
        _ra(_R, 210, f"Agence {_branch(v)}", 32),
        Item(_L, 140, "RELEVÉ DE COMPTE", 50, "bold"),
        Item(_L, 210, f"N° {month:02d}/{year}", 32),
        *_frame(_L, 330, 1200, 640, 3),
        Item(_L + 30, 350, "Compte chèques en dirhams", 32, "bold"),
        Item(_L + 30, 410, "RIB", 30),
        Item(_L + 30, 450, _rib_groups(v["rib"]), 36, "mono"),
        Item(_L + 30, 520, "Devise : MAD", 30),
        Item(_L + 30, 570, f"Code client : {rng.randint(1_000_000, 9_999_999)}", 30),
        Item(1400, 380, f"{'MME' if _female(v) else 'M.'} {family.upper()} {given}", 38, "bold"),
        Item(1400, 440, v["address"], 32),
        Item(_L, 720, period, 38, "bold"),
    ]
    cols = {"op": _L + 15, "val": 400, "lib": 650, "deb": 1700, "cre": 2010, "sol": _R - 10}
    y = 820
    items += [
        Rule(_L, y, _R, y + 3),
        Item(cols["op"], y + 20, "Date opé.", 30, "bold"),
        Item(cols["val"], y + 20, "Date valeur", 30, "bold"),
        Item(cols["lib"], y + 20, "Opération", 30, "bold"),
        _ra(cols["deb"], y + 20, "Débit", 30, "bold"),
        _ra(cols["cre"], y + 20, "Crédit", 30, "bold"),
        _ra(cols["sol"], y + 20, "Solde", 30, "bold"),
        Rule(_L, y + 75, _R, y + 78),
    ]
    y += 105
    items += [
        Item(cols["lib"], y, "SOLDE PRÉCÉDENT", 30, "bold"),
        _ra(cols["sol"], y, fr_amount(opening), 30, "bold"),
    ]
    y += 60
    balance = opening
    for d, label, debit, credit in rows:
        balance = round(balance - debit + credit, 2)
        value_day = min(d + (1 if credit else 0), last)
        items += [
            Item(cols["op"], y, f"{d:02d}/{month:02d}/{year % 100:02d}", 30),
            Item(cols["val"], y, f"{value_day:02d}/{month:02d}/{year % 100:02d}", 30),
            Item(cols["lib"], y, label, 30),
            _ra(cols["deb"] if debit else cols["cre"], y, fr_amount(debit or credit), 30),
            _ra(cols["sol"], y, _signed(balance), 30),
        ]
        y += 58
    debits = round(sum(r[2] for r in rows), 2)
    credits = round(sum(r[3] for r in rows), 2)
    items += [
        Rule(_L, y + 5, _R, y + 8),
        Item(cols["lib"], y + 25, "Total des opérations", 30, "bold"),
        _ra(cols["deb"], y + 25, fr_amount(debits), 30, "bold"),
        _ra(cols["cre"], y + 25, fr_amount(credits), 30, "bold"),
        Rule(_L, y + 85, _R, y + 88),
    ]
    y += 120
    items += [
        Item(_L, y, f"Solde au {fr_date(v['statement_period_end'])}", 40, "bold"),
        _ra(cols["sol"], y, f"{_signed(closing)} {'créditeur' if closing >= 0 else 'débiteur'}", 40, "bold"),
    ]
    notice, _ = _wrap(
        _L,
        y + 130,
        _prose(
            "Les opérations sont présentées par date d'opération ; les intérêts éventuels sont calculés en date de "
            "valeur. Sans réclamation de votre part dans un délai d'un mois, les opérations de ce relevé seront "
            "considérées comme approuvées."
        ),
        size=30,
        gap=50,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        _mid(0, A4[0], 3320, f"{v['bank_name']} - Banque agréée par Bank Al-Maghrib - Page 1/1", 28),
    ]
    return Page(A4, tuple(items))


def rib_page_d(v: dict[str, Any]) -> Page:
    """A bank letter 'Attestation de RIB' then a framed slip where the RIB is a single spaced line
    ('RIB : 007 780 0001234567890123 45'), IBAN and BIC under it, and a cut line with a second short copy."""
    given, family = _split_name(v["account_holder"])
    rib = v["rib"]
    branch = _branch(v)
    holder = f"{'Mme' if _female(v) else 'M.'} {given} {family.upper()}"
    items: list[Item | Rule] = [
        Item(_L, 140, v["bank_name"].upper(), 54, "bold"),
        Item(_L, 215, f"Agence {branch}", 32),
        _ra(_R, 150, f"Édité le {_date(_issue(v, 'rib-d'), 'slash')}", 32),
        _mid(0, A4[0], 420, "RELEVÉ D'IDENTITÉ BANCAIRE", 54, "bold"),
        *_frame(_L, 560, _R, 1200, 4),
        Item(_L + 50, 600, "Titulaire du compte :", 34),
        Item(_L + 520, 595, holder, 42, "bold"),
        Item(_L + 50, 680, "Domiciliation :", 34),
        Item(_L + 520, 680, f"{v['bank_name']} - {branch}", 34),
        Rule(_L + 30, 760, _R - 30, 762),
        Item(_L + 50, 800, f"RIB : {_rib_groups(rib)}", 52, "bold"),
        Item(_L + 50, 920, f"IBAN : {_iban_d(rib)}", 38),
        Item(_L + 50, 990, f"BIC / SWIFT : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 38),
        Item(_L + 50, 1080, "Devise du compte : Dirham marocain (MAD)", 32),
    ]
    notice, y = _wrap(
        _L,
        1260,
        _prose(
            "Remettez ce relevé à vos créanciers ou débiteurs (employeur, organismes de crédit, administrations) "
            "pour la domiciliation de vos virements et prélèvements. Il ne constitue pas un moyen de paiement."
        ),
        size=30,
        gap=50,
    )
    items += notice
    items += [Item(_L, y + 40, "✂ " + "- " * 100, 28)]
    y += 150
    items += [
        Item(_L, y, v["bank_name"], 40, "bold"),
        Item(_L, y + 70, holder, 36),
        Item(_L, y + 130, f"RIB : {_rib_groups(rib)}", 40, "mono"),
    ]
    return Page(A4, tuple(items))


PAGES_D: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_d,
    "cin_front": cin_front_page_d,
    "cin_back": cin_back_page_d,
    "passport": passport_page_d,
    "employment_certificate": employment_certificate_page_d,
    "salary_certificate": salary_certificate_page_d,
    "cnss_certificate": cnss_certificate_page_d,
    "bank_statement": bank_statement_page_d,
    "rib": rib_page_d,
}
