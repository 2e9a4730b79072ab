"""Layout "g" of every document type: a seventh, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_f`, other real-world
conventions: a payslip from a payroll package (the pay period as a date range, the employee in two horizontal
header tables with upper-case column titles, a dense Code / Rubrique / Base / Taux / Gain / Retenue table and a
cumul table "Mois" / "Cumul annuel" under the net), a card whose labels are French over Arabic in small type with
the card number as the first labelled row, a back with the address split over two lines, a passport with one
column of inline bilingual labels and dates like "12 MARS/MAR 1988", an "ATTESTATION D'EMPLOI" signed by a named
HR manager with the employer's CNSS number only in the legal footer, a salary certificate with amounts in words
followed by the figures in parentheses and a breakdown table, a CNSS certificate as a ledger (upper-case labels,
values right-aligned on the same line), a statement with one signed amount column and a summary strip (initial
balance, total debits, total credits, final balance), a RIB whose parts are labelled rows of a ledger, with the
usual notice to creditors. Amount forms may drop the thousands separator ("12500,00") or say "Dhs"; dates in words
write the first of the month "1er". Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    _MONTHS,
    A4,
    CARD,
    EN_MONTHS,
    Item,
    Page,
    Rule,
    _pick,
    _rib_groups,
    _split_name,
    amount_form,
    amount_words,
    flow_text,
    fr_amount,
    fr_date,
    frame,
    iban,
    issued_after_period,
    last_day,
    passport_numbers,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import female as _female
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_L, _R = 160, 2320  # A4 margins
_wrap = partial(flow_text, size=38, gap=66, width=_R - _L)
_TOWNS = ("Casablanca", "Rabat", "Salé", "Mohammedia", "Tanger", "Fès", "Marrakech", "Agadir", "Oujda", "Berrechid")
_FR_ABBR = ("JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC")


# helpers -------------------------------------------------------------------------------------------------------


def _date(iso: str, form: str) -> str:
    """slash 05/03/2019 | dots 05.03.2019 | dash 05-03-2019 | words '5 mars 2019' ('1er mars 2019') | caps '5 MARS
    2019' | spaces '05 03 2019' | bilingual '05 MARS/MAR 2019' (a passport's)."""
    y, m, d = (int(p) for p in iso.split("-"))
    if form == "words":
        return f"{'1er' if d == 1 else d} {_MONTHS[m - 1].lower()} {y}"
    if form == "caps":
        return f"{'1er' if d == 1 else d} {_MONTHS[m - 1].upper()} {y}"
    if form == "bilingual":
        return f"{d:02d} {_FR_ABBR[m - 1]}/{EN_MONTHS[m - 1]} {y}"
    return fr_date(iso, {"dots": ".", "dash": "-", "spaces": " "}.get(form, "/"))


def _money(value: float, form: str) -> str:
    """plain 12 500,00 | nosep 12500,00 | dhs 12 500,00 Dhs | dh | dots | mad (docgen.amount_form)."""
    if form == "nosep":
        return fr_amount(value).replace(" ", "")
    if form == "dhs":
        return f"{fr_amount(value)} Dhs"
    return amount_form(value, form)


def _signed(value: float, form: str) -> str:
    return ("-" if value < 0 else "+") + _money(abs(value), form)


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, legal form and registration numbers, the same on every document of that employer."""
    rng = random.Random(f"g-firm-{employer}")
    town = rng.choice(_TOWNS)
    # HR managers' names: none shares a family name with an applicant
    signatory = rng.choice(
        ("Nadia SEKKAT", "Hicham LAHLOU", "Laila GUESSOUS", "Mounir KETTANI", "Samira BENNIS", "Adil ZNIBER")
    )
    feminine = signatory.split()[0] in ("Nadia", "Laila", "Samira")
    return {
        "town": town,
        "street": rng.choice(
            (
                "Immeuble Al Manar, 3e étage, Bd Abdelmoumen",
                "Zone industrielle, Lot 117",
                "Quartier des Affaires, 8 Rue Al Khalil",
                "Route de Bouskoura, Km 4",
                "27, Avenue des Nations Unies",
            )
        ),
        "form": "Société anonyme" if employer.endswith(" SA") else "Société à responsabilité limitée",
        "capital": fr_amount(rng.choice((100_000, 500_000, 1_000_000, 3_000_000, 10_000_000))),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(10_000_000, 79_999_999)),
        "signatory": signatory,
        "signatory_title": f"Direct{'rice' if feminine else 'eur'} des Ressources Humaines",
        "signatory_e": "e" if feminine else "",
    }


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Madame', 'e') or ('Monsieur', ''): the title and the feminine ending of the participles."""
    return ("Madame", "e") if _female(v) else ("Monsieur", "")


def _seniority(v: dict[str, Any]) -> int:
    """The seniority bonus rate (Code du travail, art. 350) from the hire date to the end of the pay period."""
    py, pm = (int(p) for p in v["pay_period"].split("-"))
    hy, hm = (int(p) for p in v["hire_date"].split("-")[:2])
    years = (py * 12 + pm - hy * 12 - hm) // 12
    return 0 if years < 2 else 5 if years < 5 else 10 if years < 12 else 15 if years < 20 else 20


_issued = partial(issued_after_period, layout="g", days=(1, 14))


def _table(
    xs: Sequence[int],
    y: int,
    heads: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    right: Sequence[int] = (),
    size: int = 30,
    head_size: int = 26,
    gap: int = 56,
    bold: Sequence[int] = (),
) -> tuple[list[Item | Rule], int]:
    """A ruled table: columns between consecutive `xs`, a header row of bold titles, one line per row; the columns
    in `right` right-aligned, the rows in `bold` in bold. Returns the items and the table's bottom y."""
    head_h = head_size + 34
    bottom = y + head_h + 14 + len(rows) * gap
    items: list[Item | Rule] = [*frame(xs[0], y, xs[-1], bottom, 2), Rule(xs[0], y + head_h, xs[-1], y + head_h + 2)]
    items += [Rule(x, y, x + 2, bottom) for x in xs[1:-1]]
    for c, head in enumerate(heads):
        if c in right:
            items.append(_right(xs[c + 1] - 16, y + 17, head, head_size, "bold"))
        else:
            items.append(Item(xs[c] + 16, y + 17, head, head_size, "bold"))
    for r, row in enumerate(rows):
        ry = y + head_h + 14 + r * gap + (gap - size) // 2 - 4
        style = "bold" if r in bold else "regular"
        for c, cell in enumerate(row):
            if not cell:
                continue
            if c in right:
                items.append(_right(xs[c + 1] - 16, ry, cell, size, style))
            else:
                items.append(Item(xs[c] + 16, ry, cell, size, style))
    return items, bottom


def _header_table(
    xs: Sequence[int], y: int, cells: Sequence[tuple[str, str]], *, size: int = 32
) -> tuple[list[Item | Rule], int]:
    """A one-row table: upper-case column titles, the values under them."""
    return _table(xs, y, [head for head, _ in cells], [[value for _, value in cells]], size=size, gap=70)


def _ledger(
    y: int, rows: Sequence[tuple[str, str]], *, gap: int = 74, size: int = 32, x0: int = _L, x1: int = _R
) -> tuple[list[Item | Rule], int]:
    """Upper-case labels on the left, the values right-aligned on the same line, a thin rule under each row."""
    items: list[Item | Rule] = []
    for i, (label, value) in enumerate(rows):
        ry = y + i * gap
        items += [
            Item(x0 + 20, ry, label.upper(), size - 2),
            _right(x1 - 20, ry - 2, value, size + 2, "bold"),
            Rule(x0, ry + gap - 18, x1, ry + gap - 17),
        ]
    return items, y + len(rows) * gap


def _stacked(x: int, y: int, french: str, arabic: str, size: int = 24) -> list[Item | Rule]:
    """A card's label: the French word over the Arabic one, in small type."""
    return [Item(x, y, french, size), Item(x, y + size + 6, arabic, size)]


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_g(v: dict[str, Any]) -> Page:
    """Payroll-package output: employer block top left, 'BULLETIN DE PAIE' in a frame top right with the period as
    a date range (or 'MOIS DE MARS 2026'), the employee in two one-row tables with upper-case column titles (name as
    'FAMILY Given'), a Code / Rubrique / Base / Taux / Gain / Retenue table with totals, 'NET À PAYER' in a box,
    then a cumul table (Mois / Cumul annuel) of gross, contributions, taxable, tax and net."""
    amount = _pick(v, "_g_payslip_amount", ("plain", "nosep", "dots"))
    period_form = _pick(v, "_g_period", ("range", "caps"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    last = last_day(year, month)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = _seniority(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    deductions = round(cnss + amo + igr, 2)
    taxable = round(gross - cnss - amo, 2)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-g")
    period = (
        f"Période du {fr_date(f'{year:04d}-{month:02d}-01')} au {fr_date(f'{year:04d}-{month:02d}-{last:02d}')}"
        if period_form == "range"
        else f"MOIS DE {_MONTHS[month - 1].upper()} {year}"
    )
    money = partial(_money, form=amount)
    items: list[Item | Rule] = [
        Item(_L, 130, v["employer"].upper(), 42, "bold"),
        Item(_L, 195, firm["street"], 28),
        Item(_L, 235, f"{firm['town']} - Tél. {firm['tel']}", 28),
        Item(_L, 275, f"ICE : {firm['ice']}", 28),
        Item(_L, 315, f"N° affiliation CNSS : {v['employer_cnss']}", 28),
        *frame(1480, 120, _R, 350, 3),
        _centre(1480, _R, 145, "BULLETIN DE PAIE", 50, "bold"),
        _centre(1480, _R, 225, period, 30),
        _centre(1480, _R, 285, f"Paiement le {last:02d}/{month:02d}/{year} - Page 1/1", 26),
    ]
    seniority_years = (year * 12 + month - int(v["hire_date"][:4]) * 12 - int(v["hire_date"][5:7])) // 12
    first, y = _header_table(
        (_L, 480, 1140, 1500, 1880, _R),
        410,
        [
            ("MATRICULE", f"{rng.randint(1, 899):04d}"),
            ("NOM ET PRÉNOM", f"{family.upper()} {given}"),
            ("N° CIN", v["cin"]),
            ("N° CNSS", v["cnss_number"]),
            ("DATE D'ENTRÉE", fr_date(v["hire_date"])),
        ],
    )
    items += first
    second, y = _header_table(
        (_L, 1000, 1300, 1620, 1860, _R),
        y + 24,
        [
            ("EMPLOI", v["position"]),
            ("CONTRAT", v["contract_type"]),
            ("SIT. FAM.", rng.choice(("C", "M", "M", "D"))),
            ("ENFANTS", str(rng.randint(0, 3))),
            ("ANCIENNETÉ", f"{seniority_years} an{'s' if seniority_years > 1 else ''}"),
        ],
    )
    items += second
    rows = [["100", "Salaire de base", "26,00", "", money(base), ""]]
    if bonus > 0:
        rows.append(["120", "Prime d'ancienneté", money(base), f"{rate},00 %", money(bonus), ""])
    rows += [
        ["", "SALAIRE BRUT", "", "", money(gross), ""],
        ["500", "Cotisation CNSS", money(min(gross, 6000)), "4,48 %", "", money(cnss)],
        ["510", "Cotisation AMO", money(gross), "2,26 %", "", money(amo)],
        ["600", "Impôt sur le revenu", money(taxable), "", "", money(igr)],
        ["", "TOTAUX", "", "", money(gross), money(deductions)],
    ]
    table, y = _table(
        (_L, 320, 1060, 1380, 1600, 1960, _R),
        y + 50,
        ("Code", "Rubrique", "Base", "Taux", "Gain", "Retenue"),
        rows,
        right=(2, 3, 4, 5),
        bold=(len(rows) - 5, len(rows) - 1),
    )
    items += table
    y += 50
    items += [
        Item(_L, y + 20, "Mode de paiement : Virement bancaire", 28),
        Item(_L, y + 65, f"Congés : acquis 1,5 j - pris 0 j - solde {rng.randint(3, 24)},0 j", 28),
        *frame(1480, y, _R, y + 130, 4),
        Item(1510, y + 42, "NET À PAYER", 40, "bold"),
        _right(_R - 30, y + 36, money(net), 48, "bold"),
    ]
    y += 190
    items.append(Item(_L, y, "CUMULS", 30, "bold"))
    cumul, y = _table(
        (_L, 560, 920, 1280, 1640, 1980, _R),
        y + 50,
        ("", "Salaire brut", "Cotisations", "Net imposable", "IR", "Net payé"),
        [
            ["Mois", money(gross), money(round(cnss + amo, 2)), money(taxable), money(igr), money(net)],
            [
                "Cumul annuel",
                *(money(round(x * month, 2)) for x in (gross, round(cnss + amo, 2), taxable, igr, net)),
            ],
        ],
        right=(1, 2, 3, 4, 5),
        size=28,
    )
    items += cumul
    items.append(
        Item(_L, y + 50, "Document à conserver sans limitation de durée. Montants exprimés en dirhams (MAD).", 26)
    )
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_g(v: dict[str, Any]) -> Page:
    """Bilingual header (French left, Arabic right), the photo on the left with the CAN number under it, then
    labelled rows whose labels are French over Arabic in small type: the card number first, family name, given
    name (their Arabic forms right-aligned on the same rows), birth date, place, validity; dates with dots or
    spaces."""
    dates = _pick(v, "_g_card_date", ("dots", "spaces"))
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    rng = random.Random(f"{v['cin']}-front-g")
    items: list[Item | Rule] = [
        Item(40, 28, "ROYAUME DU MAROC", 34, "bold"),
        _right(1260, 24, "المملكة المغربية", 34, "bold"),
        Item(40, 80, "CARTE NATIONALE D'IDENTITÉ", 28),
        _right(1260, 78, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 138, 1260, 140),
        Rule(40, 190, 330, 600),
        Item(40, 640, f"CAN {rng.randint(100_000, 999_999)}", 30),
    ]
    rows = [
        ("N° de la carte", "رقم البطاقة", v["cin"], ""),
        ("Nom", "النسب", family.upper(), _AR_NAMES.get(family, "")),
        ("Prénom", "الإسم", given.upper(), _AR_NAMES.get(given, "")),
        ("Né(e) le", "تاريخ الازدياد", _date(v["date_of_birth"], dates), ""),
        ("à", "مكان الازدياد", place, _AR_NAMES.get(place, "")),
        ("Valable jusqu'au", "صالحة إلى غاية", _date(v["cin_expiry"], dates), ""),
    ]
    for i, (french, arabic, value, value_ar) in enumerate(rows):
        y = 165 + i * 100
        items += _stacked(370, y, french, arabic)
        items.append(Item(640, y + 6, value, 40 if i else 44, "bold"))
        if value_ar:
            items.append(_right(1260, y + 10, value_ar, 32))
    return Page(CARD, tuple(items))


def cin_back_page_g(v: dict[str, Any]) -> Page:
    """The same stacked French / Arabic labels: 'Fils de' / 'Et de' on their own rows, the address over two lines
    (street, then town), civil status and sex on one row; a rule, then the TD1 MRZ."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-g")
    father = rng.choice(("MOHAMED", "ABDELLAH", "LAHCEN", "DRISS", "MUSTAPHA", "ABDESLAM"))
    mother = rng.choice(("FATNA", "ZOHRA", "RQIA", "MINA", "HAFIDA", "MALIKA"))
    street, _, town = v["address"].upper().rpartition(" ")
    child = "Fille de" if _female(v) else "Fils de"
    items: list[Item | Rule] = [
        *_stacked(40, 30, child, "بنت" if _female(v) else "ابن"),
        Item(330, 34, f"{father} BEN {rng.choice(('AHMED', 'ALI', 'HASSAN', 'BRAHIM'))}", 36, "bold"),
        *_stacked(40, 110, "Et de", "و"),
        Item(330, 114, f"{mother} BENT {rng.choice(('OMAR', 'SALAH', 'HAMMOU', 'KACEM'))}", 36, "bold"),
        *_stacked(40, 190, "Adresse", "العنوان"),
        Item(330, 194, street, 36, "bold"),
        Item(330, 246, town, 36, "bold"),
        *_stacked(40, 320, "État civil", "الحالة المدنية"),
        Item(330, 324, f"{rng.randint(10, 2999)}/{v['date_of_birth'][:4]}", 36, "bold"),
        *_stacked(760, 320, "Sexe", "الجنس"),
        Item(900, 324, "F" if _female(v) else "M", 36, "bold"),
        Rule(40, 440, 1260, 442),
        *[Item(70, 490 + i * 96, line, 50, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


_passport_g = partial(passport_numbers, layout="g", issued_from=2021, valid_years=5)


def passport_page_g(v: dict[str, Any]) -> Page:
    """Data page: bilingual header (French and Arabic), the photo on the left, one column of rows with the label
    'Français / English' in small type and the value on the same line, dates as '12 MARS/MAR 1988', the CIN as
    'N° CNIE / Personal No.', the TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_g(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 20, "ROYAUME DU MAROC", 30, "bold"),
        _right(1270, 16, "المملكة المغربية", 30, "bold"),
        Item(30, 62, "PASSEPORT  PASSPORT", 26),
        _right(1270, 60, "جواز السفر", 26),
        Rule(30, 100, 1270, 101),
        Rule(30, 130, 300, 480),
        Item(30, 500, "Type P", 26),
        Item(170, 500, "Code MAR", 26),
    ]
    rows = [
        ("Passeport N° / Passport No.", number),
        ("Nom / Surname", family.upper()),
        ("Prénoms / Given names", given.upper()),
        ("Nationalité / Nationality", "MAROCAINE"),
        ("Né(e) le / Date of birth", _date(v["date_of_birth"], "bilingual")),
        ("Sexe / Sex", sex),
        ("Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        ("Délivré le / Date of issue", _date(issued, "bilingual")),
        ("Expire le / Date of expiry", _date(expiry, "bilingual")),
        ("N° CNIE / Personal No.", v["cin"]),
    ]
    value_x = 330 + round(max(text_width(label, 22) for label, _ in rows)) + 24
    for i, (label, value) in enumerate(rows):
        y = 118 + i * 48
        items += [Item(330, y + 6, label, 22), Item(value_x, y, value, 30, "bold")]
    items += [Item(40, 630 + i * 74, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _legal_footer(v: dict[str, Any]) -> list[Item | Rule]:
    """The letterhead's legal line at the foot of the page, where the employer's CNSS number is printed."""
    firm = _firm(v["employer"])
    text = (
        f"{_glue(v['employer'])} - {firm['form']} au capital de {_glue(firm['capital'])} DH - Siège social : "
        f"{firm['street']}, {firm['town']} - RC {firm['town']} n°~{firm['rc']} - IF~{firm['if']} - "
        f"Patente~{firm['patente']} - CNSS~{v['employer_cnss']} - ICE~{firm['ice']}"
    )
    lines, _ = flow_text(_L, 3260, text, size=26, gap=42, width=_R - _L)
    return [Rule(_L, 3230, _R, 3232), *lines]


def employment_certificate_page_g(v: dict[str, Any]) -> Page:
    """'ATTESTATION D'EMPLOI' signed by a named HR manager: letterhead and a heavy rule, reference and place / date
    on one line, 'Je soussigné(e), <name>, <title> de la société ..., atteste par la présente que :', the employee
    in an indented block ('Monsieur FAMILY Given', birth, CIN, address), then the engagement in prose (hire date,
    position, contract with its abbreviation), the signature block; the employer's CNSS number only in the legal
    footer."""
    dates = _pick(v, "_g_employment_date", ("words", "slash", "dots"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "employment")
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    contract_text = f"contrat de travail {contract} ({v['contract_type']})" if contract else v["contract_type"]
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"].upper(), 50, "bold"),
        Item(_L, 215, f"{firm['street']} - {firm['town']}", 30),
        Item(_L, 258, f"Tél. {firm['tel']}", 30),
        Rule(_L, 330, _R, 338),
        Item(_L, 400, f"N/Réf. : RH/AT/{signed[:4]}-{random.Random(v['cin']).randint(1, 999):04d}", 30),
        _right(_R, 400, f"{firm['town']}, le {_date(signed, dates)}", 32),
        _centre(0, A4[0], 600, "ATTESTATION D'EMPLOI", 58, "bold"),
    ]
    title_w = round(text_width("ATTESTATION D'EMPLOI", 58, "bold"))
    items.append(Rule((A4[0] - title_w) // 2, 680, (A4[0] + title_w) // 2, 683))
    opening, y = _wrap(
        _L,
        820,
        f"Je soussigné{firm['signatory_e']}, {_glue(firm['signatory'])}, {firm['signatory_title']} de la société "
        f"{_glue(v['employer'])}, "
        "atteste par la présente que :",
        size=40,
        gap=70,
    )
    items += opening
    y += 40
    items += [
        Item(420, y, f"{civ} {family.upper()} {given}", 42, "bold"),
        Item(420, y + 75, f"né{e} le {_date(v['date_of_birth'], dates)} à {v['place_of_birth'].title()},", 38),
        Item(420, y + 140, f"titulaire de la carte nationale d'identité n° {v['cin']},", 38),
        Item(420, y + 205, f"demeurant au {v['address']},", 38),
    ]
    body, y = _wrap(
        _L,
        y + 310,
        f"est employé{e} au sein de notre société depuis le {_glue(_date(v['hire_date'], dates))} en qualité de "
        f"{_glue(v['position'])}, dans le cadre d'un {contract_text}, et y exerce ses fonctions à ce jour.",
        size=40,
        gap=70,
    )
    items += body
    close, y = _wrap(
        _L,
        y + 40,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=40,
        gap=70,
    )
    items += close
    y += 140
    items += [
        Item(1450, y, "Pour la société,", 34),
        Item(1450, y + 60, firm["signatory_title"], 30),
        Item(1450, y + 110, firm["signatory"], 34, "bold"),
        *frame(1450, y + 180, 2150, y + 420, 2),
        _centre(1450, 2150, y + 280, "Cachet et signature", 26),
        *_legal_footer(v),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_g(v: dict[str, Any]) -> Page:
    """A logo box with the employer's initials, 'ATTESTATION DE SALAIRE', prose naming the person 'Given FAMILY'
    with the monthly gross and net in words followed by the figures in parentheses, then a two-column breakdown
    table (base, seniority bonus, gross, CNSS + AMO, IR, net), signature by the administrative and finance
    manager."""
    amount = _pick(v, "_g_salary_amount", ("dh", "dhs", "mad", "dots"))
    dates = _pick(v, "_g_salary_date", ("words", "slash", "dots"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = _seniority(v)
    base = round(gross / (1 + rate / 100), 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    initials = "".join(word[0] for word in v["employer"].split()[:2]).upper()
    items: list[Item | Rule] = [
        *frame(_L, 130, _L + 200, 330, 5),
        _centre(_L, _L + 200, 185, initials, 72, "bold"),
        Item(_L + 250, 140, v["employer"], 44, "bold"),
        Item(_L + 250, 205, firm["street"], 30),
        Item(_L + 250, 248, f"{firm['town']} - Tél. {firm['tel']}", 30),
        Item(_L + 250, 291, f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 26),
        _right(_R, 450, f"{firm['town']}, le {_date(_issued(v, 'salary'), dates)}", 32),
        _centre(0, A4[0], 600, "ATTESTATION DE SALAIRE", 56, "bold"),
    ]
    first, y = _wrap(
        _L,
        800,
        f"Nous soussignés, société {_glue(v['employer'])}, certifions que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la carte nationale d'identité n° {v['cin']}, fait partie de notre personnel depuis le "
        f"{_glue(_date(v['hire_date'], dates))} et occupe actuellement le poste de {_glue(v['position'])}.",
    )
    items += first
    second, y = _wrap(
        _L,
        y + 30,
        f"À ce titre, l'intéressé{e} perçoit une rémunération mensuelle brute de {amount_words(gross)} "
        f"({_glue(_money(gross, amount))}), soit une rémunération mensuelle nette de {amount_words(net)} "
        f"({_glue(_money(net, amount))}), dont le détail figure ci-dessous.",
    )
    items += second
    figure = "dots" if amount == "dots" else "plain"
    rows = [["Salaire de base", _money(base, figure)]]
    if rate:
        rows.append([f"Prime d'ancienneté ({rate} %)", _money(round(gross - base, 2), figure)])
    rows += [
        ["Rémunération brute mensuelle", _money(gross, figure)],
        ["Cotisations salariales CNSS et AMO", "-" + _money(round(cnss + amo, 2), figure)],
        ["Impôt sur le revenu", "-" + _money(igr, figure)],
        ["Rémunération nette mensuelle", _money(net, figure)],
    ]
    table, y = _table(
        (360, 1560, 2120),
        y + 60,
        ("Élément de rémunération", "Montant (MAD)"),
        rows,
        right=(1,),
        size=34,
        head_size=30,
        gap=64,
        bold=(len(rows) - 4, len(rows) - 1),
    )
    items += table
    closing, y = _wrap(
        _L,
        y + 60,
        f"La présente attestation est délivrée à l'intéressé{e} pour servir et valoir ce que de droit.",
    )
    items += closing
    items += [
        _right(_R, y + 100, "Le Directeur Administratif et Financier", 32),
        *frame(1500, y + 170, _R, y + 400, 2),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_g(v: dict[str, Any]) -> Page:
    """An agency's 'ATTESTATION D'AFFILIATION': kingdom and CNSS header with the regional direction and agency,
    a one-sentence statement, then two ledgers ('ASSURÉ(E)', 'EMPLOYEUR') with upper-case labels and the values
    right-aligned on the same line ('IMMATRICULATION', 'AFFILIÉ(E) DEPUIS LE' with the date written out), place,
    date, signature and a stamp box."""
    dates = _pick(v, "_g_cnss_date", ("words", "caps"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-cnss-g")
    town = rng.choice(_TOWNS)
    _, e = _civility(v)
    items: list[Item | Rule] = [
        Item(_L, 120, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 170, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 42, "bold"),
        Item(_L, 235, f"Direction Régionale {town}", 30),
        Item(_L, 277, f"Agence {town} {rng.choice(('Centre', 'Nord', 'Sud', 'Ouest', 'Est'))}", 30),
        _right(_R, 235, f"Réf. : AA/{rng.randint(10_000, 99_999)}", 28),
        Rule(_L, 350, _R, 353),
        _centre(0, A4[0], 430, "ATTESTATION D'AFFILIATION", 54, "bold"),
        _centre(0, A4[0], 510, "Régime général de sécurité sociale - secteur privé", 32),
    ]
    intro, y = _wrap(
        _L,
        640,
        f"Le Chef de l'agence soussigné atteste que l'assuré{e} désigné{e} ci-dessous est affilié{e} à la Caisse "
        "Nationale de Sécurité Sociale au titre de l'employeur indiqué.",
        size=36,
        gap=62,
    )
    items += intro
    items.append(Item(_L, y + 50, f"ASSURÉ{'E' if e else ''}", 36, "bold"))
    insured, y = _ledger(
        y + 120,
        [
            ("Immatriculation", v["cnss_number"]),
            ("Nom", family.upper()),
            ("Prénom", given.upper()),
            ("Date de naissance", fr_date(v["date_of_birth"])),
            ("N° CNIE", v["cin"]),
            (f"Affilié{e} depuis le", _date(v["affiliation_date"], dates)),
        ],
    )
    items += insured
    items.append(Item(_L, y + 50, "EMPLOYEUR", 36, "bold"))
    employer, y = _ledger(
        y + 120,
        [
            ("Raison sociale", v["employer"]),
            ("N° d'affiliation", v["employer_cnss"]),
            ("Adresse", f"{firm['street']}, {firm['town']}"),
        ],
    )
    items += employer
    items += [
        Item(
            _L,
            y + 60,
            f"La présente attestation est délivrée à l'intéressé{e} pour servir et valoir ce que de droit.",
            34,
        ),
        Item(_L, y + 180, f"Fait à {town}, le {_date(_issued(v, 'cnss'), dates)}", 34),
        _right(_R, y + 180, "Le Chef d'agence", 34),
        *frame(1620, y + 260, _R, y + 500, 2),
        _centre(1620, _R, y + 360, "Cachet de l'agence", 26),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any], key: str) -> tuple[str, str]:
    rng = random.Random(f"{v['cin']}-{key}-g")
    return rng.choice(
        (
            ("Casablanca Gauthier", "45, Rue Jean Jaurès, Casablanca"),
            ("Rabat Hassan", "12, Avenue Allal Ben Abdallah, Rabat"),
            ("Fès Route d'Imouzzer", "Angle Route d'Imouzzer et Bd Allal El Fassi, Fès"),
            ("Marrakech Guéliz", "Avenue Mohammed V, Guéliz, Marrakech"),
            ("Tanger Boulevard", "Boulevard Pasteur, Tanger"),
            ("Agadir Dakhla", "Avenue Hassan Ier, Agadir"),
        )
    )


def bank_statement_page_g(v: dict[str, Any]) -> Page:
    """'RELEVÉ DE COMPTE CHÈQUES': bank and agency top left, the holder's postal block on the right ('M. Given
    FAMILY' or all capitals), an account box (RIB, IBAN, period 'du ... au ...', statement number), a Date /
    Libellé / Référence / Montant table with one signed amount column, then a summary strip of four cells (initial
    balance, total debits, total credits, final balance) and a legend of the signs."""
    amount = _pick(v, "_g_statement_amount", ("plain", "nosep", "dots"))
    short_dates = _pick(v, "_g_statement_dates", ("short", "full")) == "short"
    holder_form = _pick(v, "_g_holder", ("civility", "caps"))
    rib_form = _pick(v, "_g_rib", ("grouped", "plain"))
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    agency, agency_address = _agency(v, "bank")
    rng = random.Random(f"{v['cin']}-statement-g")
    holder = (
        f"{'Mme' if _female(v) else 'M.'} {given} {family.upper()}"
        if holder_form == "civility"
        else v["account_holder"].upper()
    )
    street, _, town = v["address"].rpartition(" ")
    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"], 52, "bold"),
        Item(_L, 205, f"Agence {agency}", 30),
        Item(_L, 245, agency_address, 28),
        Item(1400, 150, holder, 36, "bold"),
        Item(1400, 205, street, 32),
        Item(1400, 250, town.upper(), 32),
        Item(_L, 400, "RELEVÉ DE COMPTE CHÈQUES", 50, "bold"),
        *frame(_L, 500, _R, 760, 2),
    ]
    info = [
        ("RIB", _rib_groups(v["rib"]) if rib_form == "grouped" else v["rib"]),
        ("IBAN", iban(v["rib"])),
        ("Période", f"du {fr_date(start)} au {fr_date(end)}"),
    ]
    for i, (label, value) in enumerate(info):
        items += [Item(_L + 30, 525 + i * 75, label, 30), Item(480, 522 + i * 75, value, 32, "bold")]
    items += [
        Item(1700, 525, f"Relevé n° {month:02d}/{year}", 30),
        Item(1700, 600, "Devise : MAD", 30),
        Item(1700, 675, "Page 1/1", 30),
    ]
    # movements: the salary and the rent, plus spending that a transfer received in the month pays back
    spend = [
        ("PAIEMENT CB " + rng.choice(("MARJANE", "LABEL VIE", "ACIMA", "CARREFOUR")), round(rng.uniform(150, 950), 2)),
        ("RETRAIT DAB " + agency.split()[0].upper(), float(rng.choice((300, 500, 1000, 1500)))),
        ("PAIEMENT CB " + rng.choice(("INWI", "ORANGE", "LYDEC", "REDAL", "AMENDIS")), round(rng.uniform(90, 600), 2)),
        ("FRAIS TENUE DE COMPTE", 22.0),
    ]
    back = round(sum(value for _, value in spend), 2)
    sender = rng.choice(("ALAOUI MEHDI", "TAZI OMAR", "BENNANI SARA", "IDRISSI NAIMA"))
    salary_day = rng.randint(max(1, last - 5), last)
    moves: list[tuple[int, str, float]] = [
        (salary_day, "VIREMENT SALAIRE " + v["employer"].upper()[:22], net),
        (rng.randint(2, 6), "PRLV LOYER " + _MONTHS[month - 1].upper(), -rent),
        (rng.randint(8, 20), "VIREMENT RECU " + sender, back),
        (last, spend[3][0], -spend[3][1]),
    ]
    moves += [(rng.randint(3, last - 1), label, -value) for label, value in spend[:3]]
    moves.sort(key=lambda move: move[0])
    rows = []
    for day, label, value in moves:
        date = f"{day:02d}/{month:02d}" if short_dates else f"{day:02d}/{month:02d}/{year}"
        reference = f"{label[:3]}{year % 100:02d}{month:02d}{day:02d}{rng.randint(100, 999)}"
        rows.append([date, label, reference, _signed(value, amount)])
    table, y = _table(
        (_L, 500, 1500, 1900, _R),
        840,
        ("Date", "Libellé", "Référence", "Montant (MAD)"),
        rows,
        right=(3,),
        size=30,
        head_size=28,
    )
    items += table
    debits = round(rent + back, 2)
    credits = round(net + back, 2)
    y += 80
    cells = [
        ("Solde initial", _money(opening, amount) if opening >= 0 else _signed(opening, amount)),
        ("Total débits", _money(debits, amount)),
        ("Total crédits", _money(credits, amount)),
        ("Solde final", _money(closing, amount) if closing >= 0 else _signed(closing, amount)),
    ]
    xs = (_L, 700, 1240, 1780, _R)
    items += [*frame(_L, y, _R, y + 150, 3), *[Rule(x, y, x + 3, y + 150) for x in xs[1:-1]]]
    for c, (label, value) in enumerate(cells):
        items += [
            _centre(xs[c], xs[c + 1], y + 20, label, 28),
            _centre(xs[c], xs[c + 1], y + 75, value, 36, "bold"),
        ]
    items += [
        Item(_L, y + 200, "Montants en dirhams : (+) opération au crédit, (-) opération au débit.", 28),
        Item(
            _L, y + 245, "Sans réclamation de votre part dans un délai de 30 jours, ce relevé est réputé approuvé.", 28
        ),
    ]
    return Page(A4, tuple(items))


def rib_page_g(v: dict[str, Any]) -> Page:
    """'RIB - RELEVÉ D'IDENTITÉ BANCAIRE': bank and agency, a sentence, the holder's name centred in bold, then a
    framed ledger whose rows are the RIB's parts (Code banque, Code ville, Numéro de compte, Clé RIB) each labelled,
    the IBAN, the BIC, the account type and currency; the classic notice to creditors and the agency's
    signature."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    agency, agency_address = _agency(v, "rib")
    rows = [
        ("Code banque", rib[:3]),
        ("Code ville", rib[3:6]),
        ("Numéro de compte", rib[6:22]),
        ("Clé RIB", rib[22:]),
        ("IBAN", iban(rib)),
        ("Code BIC (SWIFT)", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Type de compte", "Compte chèques"),
        ("Devise", "Dirham marocain (MAD)"),
    ]
    items: list[Item | Rule] = [
        Item(_L, 140, v["bank_name"], 52, "bold"),
        Item(_L, 215, f"Agence {agency}", 32),
        Item(_L, 260, agency_address, 28),
        _centre(0, A4[0], 440, "RIB - RELEVÉ D'IDENTITÉ BANCAIRE", 50, "bold"),
        Item(_L, 580, "Nous certifions que le compte désigné ci-dessous est ouvert dans nos livres au nom de :", 34),
        _centre(0, A4[0], 670, f"{'Madame' if _female(v) else 'Monsieur'} {given} {family.upper()}", 44, "bold"),
        *frame(_L, 790, _R, 790 + len(rows) * 80, 3),
        Rule(900, 790, 903, 790 + len(rows) * 80),
    ]
    for i, (label, value) in enumerate(rows):
        y = 790 + i * 80
        mono = i < 5
        items += [
            Item(_L + 30, y + 22, label, 32),
            Item(940, y + (16 if mono else 20), value, 38 if mono else 34, "mono" if mono else "bold"),
        ]
        if i:
            items.append(Rule(_L, y, _R, y + 1))
    y = 790 + len(rows) * 80 + 70
    notice, y = _wrap(
        _L,
        y,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
        "inscrire des opérations à votre compte (virements de salaire, prélèvements, domiciliations). Son "
        "utilisation vous évite des erreurs de transcription.",
        size=30,
        gap=52,
    )
    items += notice
    items += [
        Item(_L, y + 80, f"Édité le {fr_date(_issued(v, 'rib'))}", 30),
        _right(_R, y + 80, f"Le Chef d'agence {agency}", 30),
    ]
    return Page(A4, tuple(items))


PAGES_G: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_g,
    "cin_front": cin_front_page_g,
    "cin_back": cin_back_page_g,
    "passport": passport_page_g,
    "employment_certificate": employment_certificate_page_g,
    "salary_certificate": salary_certificate_page_g,
    "cnss_certificate": cnss_certificate_page_g,
    "bank_statement": bank_statement_page_g,
    "rib": rib_page_g,
}
