"""Layout "c" of every document type: a third, independent layout kept blind (the reader was never tuned on it).

Same primitives and values as `docgen` (layouts "a" and "b"), other conventions: right-aligned letterheads
with ICE / RC / IF lines, titles in grey bands, labels above their values in boxed grids, tables with header
rows and right-aligned amount columns, prose with the person before the company, several statement rows,
legal footers. Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
import textwrap
from collections.abc import Callable
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    _CITIES,
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
    fr_amount,
    fr_date,
    td1_mrz,
)
from tests.support.docgen import BIC as _SWIFT
from tests.support.docgen import female as _female
from tests.support.docgen import frame as _box
from tests.support.docgen import iban as _iban
from tests.support.docgen import td3_mrz as _td3
from tests.support.docgen import text_width as _width

_QUARTERS = ("Centre", "Gauthier", "Agdal", "Hay Hassani", "Les Orangers", "Route de Rabat", "Boulevard Anfa")
_LEFT, _RIGHT = 150, 2330  # A4 margins


# helpers -----------------------------------------------------------------------------------------------------
def _right(x_right: int, y: int, text: str, size: int = 38, style: str = "regular") -> Item:
    return Item(round(x_right - _width(text, size, style)), y, text, size, style)


def _center(x0: int, x1: int, y: int, text: str, size: int = 38, style: str = "regular") -> Item:
    return Item(round((x0 + x1 - _width(text, size, style)) / 2), y, text, size, style)


def _keep(text: str) -> str:
    """A value that line wrapping must not split."""
    return text.replace(" ", "\xa0").replace("-", "\u2011")


def _flow(x: int, y: int, text: str, *, size: int = 40, gap: int = 68, width: int = 2180) -> tuple[list[Item], int]:
    """Wrap prose (values protected with _keep) to `width` pixels; returns the items and the next free y."""
    chars = int(width / (size * 0.62))
    lines = textwrap.wrap(text, chars, break_on_hyphens=False, break_long_words=False)
    lines = [line.replace("\xa0", " ").replace("\u2011", "-") for line in lines]
    return [Item(x, y + i * gap, line, size) for i, line in enumerate(lines)], y + len(lines) * gap


def _company(employer: str) -> dict[str, str]:
    """An employer's letterhead details, the same for every document of that employer."""
    rng = random.Random(f"company-{employer}")
    city = rng.choice(_CITIES).title()
    streets = ("Rue Abou Bakr Essedik", "Boulevard Al Massira", "Lotissement Al Wifaq", "Quartier Industriel")
    return {
        "street": f"{rng.randint(2, 120)}, {rng.choice(streets)}",
        "city": city,
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": f"RC {city} {rng.randint(10_000, 499_999)}",
        "if": f"IF {rng.randint(1_000_000, 49_999_999)}",
        "ice": f"ICE {rng.randint(1, 3):03d}{rng.randint(100_000_000, 999_999_999)}{rng.randint(0, 999):03d}",
        "patente": f"Patente {rng.randint(30_000_000, 39_999_999)}",
        "capital": f"{rng.choice((100_000, 500_000, 1_000_000, 5_000_000)):,}".replace(",", " "),
        "form": "Société anonyme" if employer.endswith(" SA") else "Société à responsabilité limitée",
    }


def _seniority(v: dict[str, Any]) -> float:
    """The Moroccan seniority bonus rate from the hire date to the pay period."""
    years = int(v["pay_period"][:4]) - int(v["hire_date"][:4])
    return 0.05 if years < 5 else 0.10 if years < 12 else 0.15 if years < 20 else 0.20


def _pay(v: dict[str, Any]) -> dict[str, float]:
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    base = round(gross / (1 + _seniority(v)), 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    return {
        "gross": gross,
        "net": net,
        "base": base,
        "bonus": round(gross - base, 2),
        "cnss": cnss,
        "amo": amo,
        "igr": igr,
        "taxable": round(gross - cnss - amo, 2),
    }


def _legal_footer(employer: str, y: int = 3260) -> list[Item | Rule]:
    c = _company(employer)
    line1 = f"{employer} - {c['form']} au capital de {c['capital']} DH - {c['street']}, {c['city']}"
    line2 = f"{c['rc']} - {c['if']} - {c['patente']} - {c['ice']} - Tél : {c['tel']}"
    return [Rule(_LEFT, y, _RIGHT, y + 2), _center(0, A4[0], y + 30, line1, 28), _center(0, A4[0], y + 75, line2, 28)]


def _letterhead_right(employer: str, y: int = 150) -> list[Item | Rule]:
    c = _company(employer)
    initials = "".join(w[0] for w in employer.split()[:2]).upper()
    return [
        Rule(_LEFT, y, _LEFT + 200, y + 200),
        Item(_LEFT + 200 + 30, y + 70, initials, 60, "bold"),
        _right(_RIGHT, y, employer, 46, "bold"),
        _right(_RIGHT, y + 75, f"{c['street']} - {c['city']}", 32),
        _right(_RIGHT, y + 125, f"Tél : {c['tel']}", 32),
        _right(_RIGHT, y + 175, f"{c['rc']} - {c['if']}", 32),
        _right(_RIGHT, y + 225, c["ice"], 32),
    ]


def _grid(x0: int, y0: int, x1: int, cells: list[list[tuple[str, str]]], *, row: int = 130) -> list[Item | Rule]:
    """Boxed cells, each a small label above its value in bold."""
    items: list[Item | Rule] = []
    for r, line in enumerate(cells):
        y = y0 + r * row
        width = (x1 - x0) // len(line)
        for c, (label, value) in enumerate(line):
            x = x0 + c * width
            items += [Item(x + 20, y + 14, label, 28), Item(x + 20, y + 56, value, 36, "bold")]
            if c:
                items.append(Rule(x, y, x + 3, y + row))
        items.append(Rule(x0, y, x1, y + 3))
    items += [Rule(x0, y0 + len(cells) * row, x1, y0 + len(cells) * row + 3)]
    items += [Rule(x0, y0, x0 + 3, y0 + len(cells) * row), Rule(x1 - 3, y0, x1, y0 + len(cells) * row + 3)]
    return items


def _band(
    y: int, text: str, size: int = 52, *, x0: int = _LEFT, x1: int = _RIGHT, center: bool = True
) -> list[Item | Rule]:
    """A title in a grey band (dark text on it)."""
    height = size + 50
    label = _center(x0, x1, y + 25, text, size, "bold") if center else Item(x0 + 25, y + 25, text, size, "bold")
    return [Rule(x0, y, x1, y + height), label]


def _issue_date(v: dict[str, Any]) -> str:
    """The day a certificate was signed: a few days after the statement period, from the applicant's seed."""
    y, m, _ = (int(p) for p in v["statement_period_end"].split("-"))
    day = random.Random(f"{v['cin']}-issue").randint(2, 9)
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return f"{y:04d}-{m:02d}-{day:02d}"


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_c(v: dict[str, Any]) -> Page:
    """Right-aligned letterhead, title band, identity as a boxed grid (labels above values), a five-column table
    (Base / Taux / Gains / Retenues) with totals, annual cumuls and the net in a box."""
    amount = _pick(v, "_c_amount", ("plain", "dh", "dots"))
    p = _pay(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    last = (31, 29 if year % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]
    rng = random.Random(f"{v['cin']}-payslip-c")
    family_status = rng.choice(("Célibataire", "Marié(e) - 1 enfant", "Marié(e) - 3 enfants", "Marié(e)"))
    items: list[Item | Rule] = [
        *_letterhead_right(v["employer"]),
        _right(_RIGHT, 425, f"N° d'affiliation CNSS : {v['employer_cnss']}", 32, "bold"),
        *_band(520, "BULLETIN DE PAIE"),
        Item(_LEFT, 660, f"Mois de paie : {month:02d}/{year}", 38, "bold"),
        _right(_RIGHT, 660, f"Période du 01/{month:02d}/{year} au {last:02d}/{month:02d}/{year}", 34),
        *_grid(
            _LEFT,
            740,
            _RIGHT,
            [
                [("Salarié", f"{family.upper()} {given}"), ("Matricule CNSS", v["cnss_number"]), ("C.I.N.", v["cin"])],
                [
                    ("Emploi", v["position"]),
                    ("Date d'entrée", fr_date(v["hire_date"], ".")),
                    ("Nature du contrat", v["contract_type"]),
                ],
                [
                    ("Code salarié", f"S-{v['cnss_number'][-4:]}"),
                    ("Situation familiale", family_status),
                    ("Mode de règlement", "Virement"),
                ],
            ],
        ),
    ]
    cols = {"base": 1300, "rate": 1560, "gain": 1940, "ret": 2310}
    y = 1190
    items += [Rule(_LEFT, y, _RIGHT, y + 70), Item(170, y + 16, "Rubrique", 34, "bold")]
    items += [
        _right(cols[k], y + 16, t, 34, "bold") for k, t in zip(cols, ("Base", "Taux", "Gains", "Retenues"), strict=True)
    ]
    rows: list[tuple[str, float | None, str, float | None, float | None, str]] = [
        ("Salaire de base", p["base"], "", p["base"], None, "regular"),
        (
            "Prime d'ancienneté",
            p["base"],
            f"{_seniority(v) * 100:.2f} %".replace(".", ","),
            p["bonus"],
            None,
            "regular",
        ),
        ("SALAIRE BRUT", None, "", p["gross"], None, "bold"),
        ("Cotisation CNSS", min(p["gross"], 6000), "4,48 %", None, p["cnss"], "regular"),
        ("Cotisation AMO", p["gross"], "2,26 %", None, p["amo"], "regular"),
        ("Salaire net imposable", p["taxable"], "", None, None, "regular"),
        ("Impôt sur le revenu", p["taxable"], "", None, p["igr"], "regular"),
    ]
    y += 95
    for label, base, rate, gain, ret, style in rows:
        items.append(Item(170, y, label, 34, style))
        for key, value in (("base", base), ("gain", gain), ("ret", ret)):
            if value is not None:
                items.append(_right(cols[key], y, fr_amount(value), 34, style))
        if rate:
            items.append(_right(cols["rate"], y, rate, 34))
        y += 64
    retained = round(p["cnss"] + p["amo"] + p["igr"], 2)
    items += [
        Rule(_LEFT, y + 5, _RIGHT, y + 8),
        Item(170, y + 25, "TOTAUX", 34, "bold"),
        _right(cols["gain"], y + 25, fr_amount(p["gross"]), 34, "bold"),
        _right(cols["ret"], y + 25, fr_amount(retained), 34, "bold"),
        Rule(_LEFT, y + 90, _RIGHT, y + 93),
    ]
    y += 160
    items += [Item(_LEFT, y, "Cumuls annuels", 34, "bold")]
    for i, (label, value) in enumerate(
        (
            ("Brut imposable", p["gross"] * month),
            ("Net imposable", p["taxable"] * month),
            ("IR retenu", p["igr"] * month),
        )
    ):
        items += [Item(_LEFT, y + 60 + i * 52, label, 30), _right(_LEFT + 820, y + 60 + i * 52, fr_amount(value), 30)]
    items += [
        *_box(1350, y - 10, _RIGHT, y + 210, 5),
        Item(1390, y + 20, "NET À PAYER", 40, "bold"),
        _right(_RIGHT - 40, y + 110, amount_form(p["net"], amount), 56, "bold"),
    ]
    y += 300
    words, y = _flow(_LEFT, y, f"Arrêté le présent bulletin à la somme nette de {amount_words(p['net'])}.", size=32)
    items += words
    items += [
        Item(
            _LEFT,
            y + 20,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
            30,
        ),
        *_legal_footer(v["employer"]),
    ]
    return Page(A4, tuple(items))


# CIN -----------------------------------------------------------------------------------------------------------
def cin_front_page_c(v: dict[str, Any]) -> Page:
    """Bilingual header, photo on the right with the card number under it, labels (French / Arabic) above their
    values, the Arabic name next to the Latin one."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    items: list[Item | Rule] = [
        Item(40, 25, "ROYAUME DU MAROC", 34, "bold"),
        _right(1260, 25, "المملكة المغربية", 34, "bold"),
        Item(40, 80, "CARTE NATIONALE D'IDENTITÉ", 32, "bold"),
        _right(1260, 80, "البطاقة الوطنية للتعريف", 30),
        Rule(40, 135, 1260, 138),
        Rule(940, 165, 1250, 560),
        Item(940, 585, "N° / رقم", 28),
        Item(940, 625, v["cin"], 50, "bold"),
    ]
    rows = [
        [("Nom / النسب", family.upper(), _AR_NAMES.get(family, ""))],
        [("Prénom / الاسم", given.upper(), _AR_NAMES.get(given, ""))],
        [
            ("Né(e) le", fr_date(v["date_of_birth"], "."), ""),
            ("Lieu de naissance", place, _AR_NAMES.get(place, "")),
        ],
        [("Valable jusqu'au / صالحة إلى غاية", fr_date(v["cin_expiry"], "."), "")],
    ]
    for r, row in enumerate(rows):
        y = 160 + r * 130
        for c, (label, value, arabic) in enumerate(row):
            x = 40 + c * 340
            items += [Item(x, y, label, 28), Item(x, y + 40, value, 40, "bold")]
            if arabic:
                items.append(_right(900, y + 40, arabic, 36) if c == 0 else Item(x, y + 90, arabic, 28))
    return Page(CARD, tuple(items))


def cin_back_page_c(v: dict[str, Any]) -> Page:
    """The address first under a bilingual label, filiation and civil status in two columns, a rule, the MRZ."""
    mrz = td1_mrz(v)
    female = _female(v)
    rng = random.Random(f"{v['cin']}-parents")
    father = rng.choice(("MOHAMED", "AHMED", "ABDELLAH", "HASSAN", "MUSTAPHA", "DRISS"))
    mother = rng.choice(("FATIMA", "AICHA", "ZINEB", "MALIKA", "NAIMA", "RABIA"))
    items: list[Item | Rule] = [
        Item(60, 30, "Adresse / العنوان", 28, "bold"),
        Item(60, 72, v["address"].upper(), 36),
        Rule(60, 140, 1240, 142),
        Item(60, 165, "Fille de" if female else "Fils de", 28),
        Item(60, 200, father, 34, "bold"),
        Item(60, 260, "et de", 28),
        Item(60, 295, mother, 34, "bold"),
        Item(700, 165, "N° d'état civil", 28),
        Item(700, 200, f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(700, 260, "Sexe", 28),
        Item(700, 295, "F" if female else "M", 34, "bold"),
        Item(60, 380, "Carte valable jusqu'à la date indiquée au recto.", 28),
        Rule(40, 470, 1260, 472),
        *[Item(70, 520 + i * 90, line, 50, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


# passport ------------------------------------------------------------------------------------------------------
def _passport_numbers(v: dict[str, Any]) -> tuple[str, str, str]:
    """(passport number, issue date, expiry date), from the applicant's CIN."""
    rng = random.Random(f"{v['cin']}-passport")
    number = (
        rng.choice("ABCDEGHJKLMNPRSTUVWXYZ") + rng.choice("ABCDEGHJKLMNPRSTUVWXYZ") + f"{rng.randint(0, 9_999_999):07d}"
    )
    year, month, day = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
    return number, f"{year:04d}-{month:02d}-{day:02d}", f"{year + 5:04d}-{month:02d}-{day:02d}"


def passport_page_c(v: dict[str, Any]) -> Page:
    """Data page: photo left, a grid of bilingual labels above values (slash dates), the TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_numbers(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(40, 20, "ROYAUME DU MAROC", 32, "bold"),
        Item(40, 62, "KINGDOM OF MOROCCO", 28),
        _right(1260, 20, "المملكة المغربية", 32, "bold"),
        _right(1260, 62, "PASSEPORT / PASSPORT", 30, "bold"),
        Rule(40, 150, 330, 540),
    ]
    rows = [
        [("Type", "P"), ("Code", "MAR"), ("Passeport N° / No.", number)],
        [("Nom / Surname", family.upper())],
        [("Prénoms / Given names", given.upper())],
        [("Nationalité / Nationality", "MAROCAINE"), ("Sexe / Sex", sex)],
        [("Date de naissance / Date of birth", fr_date(v["date_of_birth"])), ("Lieu / Place", v["place_of_birth"])],
        [("Délivré le / Issued", fr_date(issued)), ("Expire le / Expiry", fr_date(expiry))],
    ]
    xs = {1: (370,), 2: (370, 890), 3: (370, 560, 830)}
    for r, row in enumerate(rows):
        y = 120 + r * 82
        for (label, value), x in zip(row, xs[len(row)], strict=True):
            items += [Item(x, y, label, 26), Item(x, y + 32, value, 34, "bold")]
    items += [Item(45, 640 + i * 80, line, 44, "mono") for i, line in enumerate(_td3(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def employment_certificate_page_c(v: dict[str, Any]) -> Page:
    """Logo block and right-aligned letterhead, reference and subject lines, an underlined title, prose with the
    person before the company (dates in words), signature block on the right, legal footer."""
    female = _female(v)
    given, family = _split_name(v["applicant_name"])
    c = _company(v["employer"])
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    e = "e" if female else ""
    prose = (
        f"Nous soussignés, la Direction des Ressources Humaines, certifions que {'Madame' if female else 'Monsieur'} "
        f"{_keep(given + ' ' + family.upper())}, né{e} le {_keep(date_form(v['date_of_birth'], 'words'))}, "
        f"titulaire de la carte nationale d'identité n° {v['cin']}, est salarié{e} de la société "
        f"{_keep(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le n° "
        f"{v['employer_cnss']}, depuis le {_keep(date_form(v['hire_date'], 'words'))}."
    )
    second = (
        f"{'Elle' if female else 'Il'} y occupe actuellement le poste de {_keep(v['position'])} et est lié{e} à "
        f"la société par un contrat de travail {contract} ({v['contract_type']})."
    )
    third = (
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de droit."
    )
    ref = random.Random(f"{v['cin']}-ref").randint(100, 999)
    items: list[Item | Rule] = [
        *_letterhead_right(v["employer"]),
        Item(_LEFT, 560, f"Réf. : RH/AT/{v['pay_period'][:4]}/0{ref}", 34),
        Item(_LEFT, 615, "Objet : Attestation de travail", 34, "bold"),
        _center(0, A4[0], 780, "ATTESTATION DE TRAVAIL", 56, "bold"),
        Rule(850, 860, 1630, 864),
    ]
    y = 1000
    for paragraph in (prose, second, third):
        lines, y = _flow(_LEFT, y, paragraph, size=40, gap=70)
        items += lines
        y += 50
    items += [
        Item(1400, y + 80, f"Fait à {c['city']}, le {date_form(_issue_date(v), 'words')}", 36),
        Item(1400, y + 140, "Pour la Direction", 36),
        Item(1400, y + 200, "Le Responsable des Ressources Humaines", 32, "bold"),
        Item(1400, y + 250, "(signature et cachet)", 30),
        *_legal_footer(v["employer"]),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_c(v: dict[str, Any]) -> Page:
    """Employer name top left with date and reference on the right, title band, identity grid, then a
    monthly / annual table of the pay with a header row, the net in words, legal footer."""
    amount = _pick(v, "_c_amount", ("plain", "dots"))
    given, family = _split_name(v["applicant_name"])
    c = _company(v["employer"])
    p = _pay(v)
    items: list[Item | Rule] = [
        Item(_LEFT, 150, v["employer"], 48, "bold"),
        Item(_LEFT, 225, f"{c['street']}", 32),
        Item(_LEFT, 270, f"{c['city']} - Maroc", 32),
        Item(_LEFT, 315, f"N° d'affiliation CNSS : {v['employer_cnss']}", 32),
        _right(_RIGHT, 150, f"{c['city']}, le {fr_date(_issue_date(v), '.')}", 34),
        _right(_RIGHT, 200, f"N/Réf. : DRH/AS/{v['cin'][-4:]}", 32),
        *_band(470, "ATTESTATION DE SALAIRE", 54),
        *_grid(
            _LEFT,
            680,
            _RIGHT,
            [
                [("Nom et prénom", f"{family.upper()} {given}"), ("N° C.I.N.", v["cin"])],
                [("Fonction occupée", v["position"]), ("Date d'entrée", fr_date(v["hire_date"], "."))],
            ],
        ),
    ]
    intro, y = _flow(
        _LEFT,
        1000,
        f"La société {_keep(v['employer'])} atteste que "
        f"{'la salariée désignée' if _female(v) else 'le salarié désigné'} ci-dessus perçoit, à la date de la "
        "présente, la rémunération suivante :",
        size=38,
    )
    items += intro
    y += 40
    cols = (1750, 2310)
    items += [
        Rule(_LEFT, y, _RIGHT, y + 70),
        Item(170, y + 16, "Éléments de rémunération", 34, "bold"),
        _right(cols[0], y + 16, "Mensuel (DH)", 34, "bold"),
        _right(cols[1], y + 16, "Annuel (DH)", 34, "bold"),
    ]
    rows = [
        ("Salaire de base", p["base"], "regular"),
        ("Prime d'ancienneté", p["bonus"], "regular"),
        ("Salaire brut", p["gross"], "bold"),
        ("Retenues CNSS et AMO", round(p["cnss"] + p["amo"], 2), "regular"),
        ("Impôt sur le revenu", p["igr"], "regular"),
        ("Salaire net", p["net"], "bold"),
    ]
    y += 95
    for label, value, style in rows:
        if label == "Salaire net":
            items.append(Rule(_LEFT, y - 12, _RIGHT, y - 9))
        items += [
            Item(170, y, label, 36, style),
            _right(cols[0], y, amount_form(value, amount), 36, style),
            _right(cols[1], y, amount_form(round(value * 12, 2), amount), 36, style),
        ]
        y += 66
    items.append(Rule(_LEFT, y, _RIGHT, y + 3))
    words, y = _flow(
        _LEFT,
        y + 50,
        f"Arrêtée la présente attestation à un salaire net mensuel de {amount_words(p['net'])}.",
        size=36,
        gap=60,
    )
    items += words
    items += [
        Item(_LEFT, y + 30, "Cette attestation est délivrée pour servir et valoir ce que de droit.", 36),
        Item(1500, y + 180, "Le Directeur Administratif et Financier", 32, "bold"),
        Item(1500, y + 230, "(cachet et signature)", 30),
        *_legal_footer(v["employer"]),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_c(v: dict[str, Any]) -> Page:
    """Bilingual CNSS header, a title band, the employer section before the insured one (section bands,
    label / value rows), separate Nom and Prénom, verification code and legal notice."""
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-cnss-c")
    city = random.Random(f"company-{v['employer']}").choice(_CITIES).title()
    items: list[Item | Rule] = [
        Item(_LEFT, 140, "ROYAUME DU MAROC", 34, "bold"),
        Item(_LEFT, 190, "Caisse Nationale de Sécurité Sociale", 34),
        Item(_LEFT, 240, f"Direction Régionale {city}", 30),
        _right(_RIGHT, 140, "المملكة المغربية", 36, "bold"),
        _right(_RIGHT, 195, "الصندوق الوطني للضمان الاجتماعي", 36),
        *_band(380, "ATTESTATION D'AFFILIATION", 54),
        _center(0, A4[0], 510, "Salarié affilié au régime de sécurité sociale", 36),
        Item(_LEFT, 620, f"Attestation n° {v['pay_period'][:4]}/{rng.randint(10_000, 99_999)}", 32),
        _right(_RIGHT, 620, f"Éditée le {fr_date(_issue_date(v), '.')}", 32),
    ]
    sections = [
        (
            "1. EMPLOYEUR",
            [
                ("Raison sociale", v["employer"]),
                ("N° d'affiliation", v["employer_cnss"]),
                ("Ville", city.upper()),
            ],
        ),
        (
            "2. ASSURÉ",
            [
                ("Nom", family.upper()),
                ("Prénom", given),
                ("N° d'immatriculation", v["cnss_number"]),
                ("N° CIN", v["cin"]),
                ("Date d'immatriculation", fr_date(v["affiliation_date"], ".")),
                ("Régime", "Général"),
            ],
        ),
    ]
    y = 720
    for title, rows in sections:
        items += _band(y, title, 36, center=False)
        y += 120
        for label, value in rows:
            items += [Item(200, y, label, 36), Item(900, y, ":", 36), Item(950, y, value, 36, "bold")]
            y += 64
        y += 40
    notice, y = _flow(
        _LEFT,
        y + 20,
        "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit. Elle ne "
        "vaut pas attestation de paiement des cotisations de l'employeur.",
        size=34,
        gap=58,
    )
    items += notice
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(12))
    items += [
        Item(_LEFT, y + 60, f"Code de vérification : {code} (www.cnss.ma)", 30),
        Item(1500, y + 160, "Le Chef de l'Agence", 34, "bold"),
        Rule(_LEFT, 3300, _RIGHT, 3302),
        _center(0, A4[0], 3320, "CNSS - 649, Boulevard Mohammed V - Casablanca - Allo CNSS : 080 200 72 72", 28),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    rng = random.Random(f"{v['rib'][:6]}-agency")
    city = rng.choice(_CITIES).title()
    return f"Agence {city} {rng.choice(_QUARTERS)}", city


def bank_statement_page_c(v: dict[str, Any]) -> Page:
    """Bank and agency top left, the client's postal block on the right, a title band with the period, account
    details as a grid, a Date / Libellé / Valeur / Débit / Crédit table with several rows, opening and closing
    balances as table rows, totals, a legal footer."""
    amount = _pick(v, "_c_amount", ("plain", "dots"))
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    given, family = _split_name(v["account_holder"])
    agency, city = _agency(v)
    year, month, last = (int(p) for p in v["statement_period_end"].split("-"))
    rng = random.Random(f"{v['cin']}-statement-c")
    cash = rng.randint(3, 20) * 100.0
    card = round(rng.uniform(150, 1200), 2)
    fees = 27.5  # 25,00 + TVA 10 %
    transfer = round(cash + card + fees, 2)  # the extra rows cancel out: opening + net - rent stays the closing
    who = rng.choice(("BENNANI MOHAMED", "ALAOUI SAMIR", "TAZI NAWAL", "CHRAIBI ADIL"))
    day = lambda d: f"{d:02d}/{month:02d}"  # noqa: E731
    rows = [
        (rng.randint(2, 5), f"PRLV LOYER {_MONTHS[month - 1].upper()} {year}", rent, None),
        (rng.randint(7, 10), f"RETRAIT GAB {city.upper()}", cash, None),
        (rng.randint(11, 14), f"VIREMENT RECU DE {who}", None, transfer),
        (rng.randint(15, 20), "PAIEMENT CARTE MARJANE", card, None),
        (rng.randint(24, min(28, last)), f"VIR SALAIRE {v['employer'].upper()[:22]}", None, net),
        (last, "FRAIS TENUE DE COMPTE TTC", fees, None),
    ]
    start, end = fr_date(v["statement_period_start"], "."), fr_date(v["statement_period_end"], ".")
    items: list[Item | Rule] = [
        Item(_LEFT, 140, v["bank_name"], 54, "bold"),
        Item(_LEFT, 220, agency, 32),
        Item(_LEFT, 265, "Centre de relation client : 05 22 58 88 55", 30),
        Item(1400, 330, f"{'Madame' if _female(v) else 'Monsieur'} {given.upper()} {family.upper()}", 36, "bold"),
        Item(1400, 385, v["address"].upper(), 32),
        *_band(560, f"RELEVÉ DE COMPTE DU {start} AU {end}", 46),
        *_grid(
            _LEFT,
            720,
            _RIGHT,
            [
                [("Intitulé du compte", f"{given} {family.upper()}"), ("Type de compte", "Compte chèque")],
                [("N° de compte (RIB)", _rib_groups(v["rib"])), ("Devise", "MAD (Dirham marocain)")],
            ],
        ),
    ]
    cols = {"date": 170, "label": 380, "value": 1260, "debit": 1900, "credit": 2310}
    y = 1040
    items += [
        Rule(_LEFT, y, _RIGHT, y + 70),
        Item(cols["date"], y + 16, "Date", 32, "bold"),
        Item(cols["label"], y + 16, "Libellé de l'opération", 32, "bold"),
        Item(cols["value"], y + 16, "Valeur", 32, "bold"),
        _right(cols["debit"], y + 16, "Débit", 32, "bold"),
        _right(cols["credit"], y + 16, "Crédit", 32, "bold"),
    ]
    y += 100
    items += [
        Item(cols["label"], y, f"SOLDE CRÉDITEUR AU {start}", 32, "bold"),
        _right(cols["credit"], y, amount_form(opening, amount), 32, "bold"),
    ]
    y += 66
    for d, label, debit, credit in sorted(rows, key=lambda r: r[0]):
        items += [Item(cols["date"], y, day(d), 32), Item(cols["label"], y, label, 32)]
        items.append(Item(cols["value"], y, day(min(d + 1, last)), 32))
        if debit is not None:
            items.append(_right(cols["debit"], y, amount_form(debit, amount), 32))
        if credit is not None:
            items.append(_right(cols["credit"], y, amount_form(credit, amount), 32))
        y += 60
    debits = round(sum(r[2] for r in rows if r[2] is not None), 2)
    credits = round(sum(r[3] for r in rows if r[3] is not None), 2)
    items += [
        Rule(_LEFT, y + 5, _RIGHT, y + 8),
        Item(cols["label"], y + 25, "TOTAL DES MOUVEMENTS", 32, "bold"),
        _right(cols["debit"], y + 25, amount_form(debits, amount), 32, "bold"),
        _right(cols["credit"], y + 25, amount_form(credits, amount), 32, "bold"),
    ]
    y += 95
    side = "CRÉDITEUR" if closing >= 0 else "DÉBITEUR"
    items += [
        Item(cols["label"], y, f"SOLDE {side} AU {end}", 32, "bold"),
        _right(cols["credit" if closing >= 0 else "debit"], y, amount_form(abs(closing), amount), 32, "bold"),
        Rule(_LEFT, y + 60, _RIGHT, y + 63),
    ]
    notice, _ = _flow(
        _LEFT,
        y + 120,
        "Sauf erreur ou omission. Toute réclamation relative aux opérations figurant sur ce relevé doit parvenir à "
        "votre agence dans un délai de 30 jours à compter de sa date d'émission. Les dates de valeur servent au "
        "calcul des intérêts.",
        size=30,
        gap=50,
    )
    items += notice
    items += [
        Rule(_LEFT, 3300, _RIGHT, 3302),
        _center(0, A4[0], 3320, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 28),
    ]
    return Page(A4, tuple(items))


def rib_page_c(v: dict[str, Any]) -> Page:
    """Two identical detachable RIB slips on the page: bank and agency, title band, 'Intitulé du compte' above
    its value, the RIB as a four-cell table with a header row, IBAN and BIC, the usual notice."""
    given, family = _split_name(v["account_holder"])
    agency, city = _agency(v)
    rib = v["rib"]
    holder = f"{'MME' if _female(v) else 'M.'} {given.upper()} {family.upper()}"

    def slip(y: int) -> list[Item | Rule]:
        cells = (
            ("Code banque", rib[:3], 0, 400),
            ("Code localité", rib[3:6], 400, 800),
            ("Numéro de compte", rib[6:22], 800, 1750),
            ("Clé RIB", rib[22:], 1750, 2180),
        )
        out: list[Item | Rule] = [
            Item(_LEFT, y, v["bank_name"], 50, "bold"),
            _right(_RIGHT, y, agency, 32),
            _right(_RIGHT, y + 45, f"{city.upper()} - MAROC", 30),
            *_band(y + 120, "RELEVÉ D'IDENTITÉ BANCAIRE (RIB)", 44),
            Item(_LEFT, y + 270, "Intitulé du compte", 30),
            Item(_LEFT, y + 315, holder, 42, "bold"),
            *_box(_LEFT, y + 400, _RIGHT, y + 560),
            Rule(_LEFT, y + 470, _RIGHT, y + 473),
        ]
        for label, value, x0, x1 in cells:
            if x0:
                out.append(Rule(_LEFT + x0, y + 400, _LEFT + x0 + 3, y + 560))
            out += [
                _center(_LEFT + x0, _LEFT + x1, y + 418, label, 30),
                _center(_LEFT + x0, _LEFT + x1, y + 490, value, 42, "mono"),
            ]
        out += [
            Item(_LEFT, y + 600, f"IBAN : {_iban(rib)}", 36),
            Item(_LEFT, y + 660, f"Code BIC (SWIFT) : {_SWIFT.get(v['bank_name'], 'BCMAMAMC')}", 36),
            Item(_LEFT, y + 720, f"Domiciliation : {v['bank_name']} - {agency}", 36),
        ]
        return out

    notice, y = _flow(
        _LEFT,
        970,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
        "inscrire des opérations à votre compte (virements, prélèvements, domiciliation de salaire).",
        size=30,
        gap=50,
    )
    items: list[Item | Rule] = [*slip(150), *notice]
    items += [Item(_LEFT, y + 30, "- " * 108, 28)]
    items += slip(y + 150)
    return Page(A4, tuple(items))


PAGES_C: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_c,
    "cin_front": cin_front_page_c,
    "cin_back": cin_back_page_c,
    "passport": passport_page_c,
    "employment_certificate": employment_certificate_page_c,
    "salary_certificate": salary_certificate_page_c,
    "cnss_certificate": cnss_certificate_page_c,
    "bank_statement": bank_statement_page_c,
    "rib": rib_page_c,
}
