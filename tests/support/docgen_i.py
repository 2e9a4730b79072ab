"""Layout "i" of every document type: a ninth, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_h`, other real-world
conventions: a large group's payslip from its HR information system (the employee panel on the left and the
employer panel on the right with upper-case labels, "Période de paie : 10/2026" as a numeric month, a
Code / Rubrique / Base / Taux / À payer / À retenir table with the employer's contributions in two more columns
"Taux patronal" / "Part patronale", then a strip of framed totals ending with "NET À PAYER EN DIRHAMS"; amounts as
"12.345,67", "12 345.67" or "12 345,67"), an older-model CNIE front whose rows carry the French label on the left
and the Arabic one on the right (given name first), a back whose address is wrapped over two balanced lines, a
passport data page with French / English labels over the values and ICAO dates ("12 MAR 1988"), an employment
certificate on company paper with the letterhead in a left sidebar and the facts in one paragraph (the contract
only in words, "à durée indéterminée"; dates "6 mai 2018" or "06-05-2018"), a salary certificate whose pay is
an invoice-like column of figures under a subtotal rule and whose net is restated in capital words
("... DIRHAMS ET 54 CENTIMES"), a CNSS "Attestation d'affiliation" with a CNSS logo box, the insured as a ruled
two-column table and the employer as a ruled table with a header row, a "RELEVÉ DES OPÉRATIONS" whose balances sit
in two boxes above the movements with a "CR" / "DB" suffix for their side, and a bilingual French / English RIB
whose 24 digits are printed in comb boxes (one cell per digit) grouped as code banque, code ville, numéro de
compte and clé. Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
import unicodedata
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
    fr_amount,
    fr_date,
    frame,
    iban,
    issued_after_period,
    last_day,
    number_words,
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

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Mohammedia", "Tanger", "Fès", "Marrakech", "Agadir", "Kénitra", "Settat", "Oujda")


# helpers -------------------------------------------------------------------------------------------------------


def _flow(
    x: int, y: int, text: str, *, size: int, gap: int, width: int, style: str = "regular"
) -> tuple[list[Item | Rule], int]:
    """`text` wrapped on spaces to `width` pixels in `style` ('~' glues two words); the items and the next y."""
    lines: list[str] = []
    line = ""
    for word in (w.replace("~", " ") for w in text.split(" ")):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, style) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return [Item(x, y + i * gap, t, size, style) for i, t in enumerate(lines)], y + len(lines) * gap


def _money(value: float, form: str) -> str:
    """plain 12 345,67 | dots 12.345,67 | point 12 345.67 | nosep 12345,67 | dh 12 345,67 DH | point_dh."""
    text = fr_amount(value)
    if form == "dots":
        return text.replace(" ", ".")
    if form == "point":
        return text.replace(",", ".")
    if form == "nosep":
        return text.replace(" ", "")
    if form == "dh":
        return f"{text} DH"
    if form == "point_dh":
        return f"{text.replace(',', '.')} DH"
    return text


def _decimal(text: str, form: str) -> str:
    """A rate or a quantity written with the same decimal mark as the amounts of the page."""
    return text.replace(",", ".") if form.startswith("point") else text


def _date(iso: str, form: str) -> str:
    """slash 06/05/2018 | dash 06-05-2018 | dots 06.05.2018 | words '6 mai 2018' ('1er mai 2018') | icao
    '06 MAY 2018' (a passport's)."""
    y, m, d = (int(p) for p in iso.split("-"))
    if form == "words":
        return f"{'1er' if d == 1 else d} {_MONTHS[m - 1].lower()} {y}"
    if form == "icao":
        return f"{d:02d} {EN_MONTHS[m - 1]} {y}"
    return fr_date(iso, {"dash": "-", "dots": "."}.get(form, "/"))


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, identifiers and HR signatory, the same on every layout-i document of that employer."""
    rng = random.Random(f"i-firm-{employer}")
    slug = "".join(ch for ch in employer.split()[0].lower() if ch.isalpha())
    signatory = rng.choice(
        ("Karima BOUZIDI", "Driss LAMRANI", "Souad EL FILALI", "Anas CHERKAOUI", "Hind MOUSSAOUI", "Tarik AMMOR")
    )
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Twin Center, Tour Ouest, 12e étage",
                "Parc industriel Ouled Saleh, Lot 45",
                "14, Rue Ahmed Touki",
                "Technopark, Route de Nouaceur",
                "Angle Bd Anfa et Rue Clos Provence",
                "Zone franche Ksar El Majaz, Lot 8",
            )
        ),
        "zip": str(rng.choice((20000, 20250, 10000, 28810, 90000, 30000, 40000, 80000))),
        "tel": f"+212 5 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "mail": f"rh@{slug}.ma",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
        "signatory": signatory,
        "female_signatory": "e" if signatory.split()[0] in ("Karima", "Souad", "Hind") else "",
    }


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Madame', 'e') or ('Monsieur', ''): the title and the feminine ending of participles."""
    return ("Madame", "e") if _female(v) else ("Monsieur", "")


def _seniority(v: dict[str, Any]) -> int:
    """The legal seniority bonus rate (%) after full years of service at the end of the pay period."""
    year, month = (int(p) for p in v["pay_period"].split("-"))
    end = f"{year:04d}-{month:02d}-{last_day(year, month):02d}"
    years = int(end[:4]) - int(v["hire_date"][:4]) - (end[5:] < v["hire_date"][5:])
    return next((rate for floor, rate in ((25, 25), (20, 20), (12, 15), (5, 10), (2, 5)) if years >= floor), 0)


def _pay(v: dict[str, Any]) -> dict[str, float]:
    """The pay lines behind the gross and the net: base and seniority bonus, employee and employer contributions."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = _seniority(v)
    base = round(gross / (1 + rate / 100), 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    return {
        "gross": gross,
        "net": net,
        "rate": float(rate),
        "base": base,
        "bonus": round(gross - base, 2),
        "cnss": cnss,
        "amo": amo,
        "igr": round(gross - cnss - amo - net, 2),
        "taxable": round(gross - cnss - amo, 2),
        "held": round(gross - net, 2),
        # the employer's part: social benefits 8,98 % (capped), family allowances 6,40 %, AMO 4,11 %, TFP 1,60 %
        "pat_ps": round(min(gross, 6000) * 0.0898, 2),
        "pat_af": round(gross * 0.064, 2),
        "pat_amo": round(gross * 0.0411, 2),
        "pat_tfp": round(gross * 0.016, 2),
    }


_issued = partial(issued_after_period, layout="i", days=(1, 12))


def _cell(
    x0: int, x1: int, y0: int, y1: int, text: str, size: int, style: str = "regular", align: str = "left"
) -> list[Item | Rule]:
    """`text` (lines split on '\\n') vertically centred between y0 and y1, left, right or centre aligned."""
    lines = text.split("\n")
    gap = round(size * 1.25)
    top = round((y0 + y1 - gap * len(lines)) / 2 + size * 0.1)
    out: list[Item | Rule] = []
    for i, line in enumerate(lines):
        y = top + i * gap
        if align == "right":
            out.append(_right(x1 - 16, y, line, size, style))
        elif align == "centre":
            out.append(_centre(x0, x1, y, line, size, style))
        else:
            out.append(Item(x0 + 16, y, line, size, style))
    return out


def _grid(xs: Sequence[int], ys: Sequence[int], t: int = 2) -> list[Item | Rule]:
    """A fully ruled table: a horizontal rule at every y of `ys`, a vertical one at every x of `xs`."""
    rules: list[Item | Rule] = [Rule(xs[0], y, xs[-1] + t, y + t) for y in ys]
    rules += [Rule(x, ys[0], x + t, ys[-1] + t) for x in xs]
    return rules


def _balanced(text: str) -> tuple[str, str]:
    """`text` cut at the space that makes its two lines the most even."""
    words = text.split()
    if len(words) < 2:
        return text, ""
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return " ".join(words[:cut]), " ".join(words[cut:])


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_i(v: dict[str, Any]) -> Page:
    """A large group's HRIS payslip: the employer and 'Direction des Ressources Humaines - Service Paie' top left,
    'BULLETIN DE PAIE' with 'Période de paie : MM/YYYY' and the payment date top right, then two framed panels
    side by side, 'SALARIÉ' on the left and 'EMPLOYEUR' on the right, with upper-case labels and separate NOM /
    PRÉNOM; a strip of working days and leave, a Code / Rubrique / Base / Taux / À payer / À retenir / Taux
    patronal / Part patronale table, then framed totals with 'NET À PAYER EN DIRHAMS' in the widest, bold box."""
    amount = _pick(v, "_i_payslip_amount", ("dots", "point", "plain"))
    money = partial(_money, form=amount)
    year, month = (int(p) for p in v["pay_period"].split("-"))
    last = last_day(year, month)
    p = _pay(v)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-i")
    married = "Mariée" if _female(v) else "Marié"
    children = rng.randint(0, 3)
    items: list[Item | Rule] = [
        Item(_L, 118, v["employer"], 46, "bold"),
        Item(_L, 188, "Direction des Ressources Humaines - Service Paie", 28),
        Item(_L, 228, f"{firm['street']} - {firm['zip']} {firm['town']}", 28),
        _right(_R, 105, "BULLETIN DE PAIE", 60, "bold"),
        _right(_R, 192, f"Période de paie : {month:02d}/{year}", 36, "bold"),
        _right(_R, 246, f"Date de paiement : {fr_date(f'{year:04d}-{month:02d}-{last:02d}')}", 28),
        Rule(_L, 306, _R, 312),
    ]

    def panel(x0: int, x1: int, title: str, rows: Sequence[tuple[str, str]], bold_first: bool) -> None:
        nonlocal items
        items += [*frame(x0, 350, x1, 900, 3), Item(x0 + 24, 366, title, 30, "bold"), Rule(x0, 418, x1, 420)]
        value_x = x0 + 24 + round(max(text_width(label, 24) for label, _ in rows)) + 30
        for i, (label, value) in enumerate(rows):
            y = 442 + i * 50
            style = "bold" if bold_first and i < 2 else "regular"
            items += [Item(x0 + 24, y + 5, label, 24), Item(value_x, y, value, 30, style)]

    panel(
        _L,
        1215,
        "SALARIÉ",
        [
            ("NOM", family.upper()),
            ("PRÉNOM", given),
            ("MATRICULE", f"{rng.randint(10_000, 89_999):06d}"),
            ("N° CIN", v["cin"]),
            ("N° CNSS", v["cnss_number"]),
            ("EMPLOI", v["position"]),
            ("DATE D'EMBAUCHE", fr_date(v["hire_date"])),
            ("NATURE DU CONTRAT", v["contract_type"]),
            ("SITUATION FAMILIALE", f"{married} - {children} enf." if children else "Célibataire"),
        ],
        True,
    )
    panel(
        1255,
        _R,
        "EMPLOYEUR",
        [
            ("RAISON SOCIALE", v["employer"]),
            ("N° AFFILIATION CNSS", v["employer_cnss"]),
            ("ADRESSE", firm["street"]),
            ("VILLE", f"{firm['zip']} {firm['town']}"),
            ("ICE", firm["ice"]),
            ("R.C. / I.F.", f"{firm['rc']} / {firm['if']}"),
            ("ÉTABLISSEMENT", "Siège"),
            ("CENTRE DE COÛT", f"CC-{rng.randint(100, 990)}"),
        ],
        False,
    )
    leave = rng.randint(2, 24)
    strip = [
        "Jours travaillés : 26",
        f"Heures : {_decimal('191,00', amount)}",
        f"Congés acquis : {_decimal('1,5', amount)} j",
        f"Solde congés : {leave} j",
        "Règlement : virement",
    ]
    items += [Rule(_L, 930, _R, 932), Rule(_L, 1000, _R, 1002)]
    widths = [text_width(text, 28) for text in strip]
    space = (_R - _L - sum(widths)) / (len(strip) - 1)
    x = float(_L)
    for text, width in zip(strip, widths, strict=True):
        items.append(Item(round(x), 948, text, 28))
        x += width + space
    pct = partial(_decimal, form=amount)
    gross, capped = money(p["gross"]), money(min(p["gross"], 6000))
    cnss, cnss_pat, amo, amo_pat = (money(p[key]) for key in ("cnss", "pat_ps", "amo", "pat_amo"))
    # code, rubrique, base, taux, à payer, à retenir, taux patronal, part patronale, style
    rows: list[list[str]] = [["1000", "Salaire de base", pct("26,00"), "", money(p["base"]), "", "", "", "regular"]]
    if p["bonus"] > 0:
        rate = pct(f"{p['rate']:.0f},00 %")
        rows.append(["1100", "Prime d'ancienneté", money(p["base"]), rate, money(p["bonus"]), "", "", "", "regular"])
    rows += [
        ["", "SALAIRE BRUT", "", "", gross, "", "", "", "bold"],
        ["3000", "CNSS prestations sociales", capped, pct("4,48 %"), "", cnss, pct("8,98 %"), cnss_pat, "regular"],
        ["3010", "CNSS allocations familiales", gross, "", "", "", pct("6,40 %"), money(p["pat_af"]), "regular"],
        ["3020", "Assurance maladie obligatoire", gross, pct("2,26 %"), "", amo, pct("4,11 %"), amo_pat, "regular"],
        ["3030", "Taxe formation professionnelle", gross, "", "", "", pct("1,60 %"), money(p["pat_tfp"]), "regular"],
        ["", "Salaire net imposable", money(p["taxable"]), "", "", "", "", "", "regular"],
        ["4000", "Impôt sur le revenu", money(p["taxable"]), "", "", money(p["igr"]), "", "", "regular"],
    ]
    employer_part = round(p["pat_ps"] + p["pat_af"] + p["pat_amo"] + p["pat_tfp"], 2)
    xs = [_L, 290, 900, 1160, 1330, 1610, 1890, 2050, _R]
    top, head = 1050, 1150
    bottom = head + 16 + len(rows) * 58
    items += _grid(xs, [top, head, bottom, bottom + 70])
    heads = ("Code", "Rubrique", "Base", "Taux", "À payer", "À retenir", "Taux\npatronal", "Part\npatronale")
    for heading, x0, x1 in zip(heads, xs, xs[1:], strict=False):
        items += _cell(x0, x1, top, head, heading, 26, "bold", "centre")
    for r, row in enumerate(rows):
        y0 = head + 8 + r * 58
        style = row[-1]
        for c, text in enumerate(row[:-1]):
            if text:
                items += _cell(xs[c], xs[c + 1], y0, y0 + 58, text, 28, style, "left" if c < 2 else "right")
    for c, text in ((1, "TOTAUX"), (4, gross), (5, money(p["held"])), (7, money(employer_part))):
        items += _cell(xs[c], xs[c + 1], bottom, bottom + 70, text, 28, "bold", "left" if c < 2 else "right")
    # the framed totals, the net last and widest
    y = bottom + 140
    boxes = [
        (_L, 630, "SALAIRE BRUT", money(p["gross"])),
        (660, 1140, "TOTAL DES RETENUES", money(p["held"])),
        (1170, 1650, "NET IMPOSABLE", money(p["taxable"])),
        (1680, _R, "NET À PAYER EN DIRHAMS", money(p["net"])),
    ]
    for i, (x0, x1, label, value) in enumerate(boxes):
        net_box = i == len(boxes) - 1
        items += [
            *frame(x0, y, x1, y + 160, 6 if net_box else 2),
            _centre(x0, x1, y + 22, label, 26, "bold"),
            _centre(x0, x1, y + 72, value, 46 if net_box else 36, "bold" if net_box else "regular"),
        ]
    y += 230
    items += [
        Item(_L, y, f"Versé par virement sur votre compte {v['bank_name']}.", 28),
        Item(_L, y + 45, "Pour toute réclamation, adressez-vous au Service Paie dans un délai de trois mois.", 28),
        Item(_L, y + 90, "Dans votre intérêt, conservez ce bulletin de paie sans limitation de durée.", 28),
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['employer']} - SIRH - Paie {month:02d}/{year}", 24),
        _right(_R, 3320, "Page 1 / 1", 24),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_i(v: dict[str, Any]) -> Page:
    """An older-model CNIE front: French and Arabic titles, the photo on the left, then rows whose French label is
    on the left and Arabic label on the right with the value between (given name first, then family name, birth
    date, place, validity; dotted dates), the card number under the photo and the Arabic name bottom right."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    items: list[Item | Rule] = [
        Item(40, 24, "ROYAUME DU MAROC", 34, "bold"),
        _right(1260, 18, "المملكة المغربية", 34, "bold"),
        Item(40, 76, "CARTE NATIONALE D'IDENTITÉ", 28),
        _right(1260, 72, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 126, 1260, 128),
        Rule(40, 165, 330, 555),
        Item(40, 598, "N°", 26),
        Item(90, 588, v["cin"], 46, "bold"),
    ]
    rows = [
        ("Prénom", "الإسم", given.upper()),
        ("Nom", "النسب", family.upper()),
        ("Né(e) le", "تاريخ الازدياد", fr_date(v["date_of_birth"], ".")),
        ("à", "مكان الازدياد", place),
        ("Valable jusqu'au", "صالحة إلى غاية", fr_date(v["cin_expiry"], ".")),
    ]
    for i, (french, arabic_label, value) in enumerate(rows):
        y = 165 + i * 82
        items += [
            Item(370, y + 12, french, 24),
            Item(620, y, value, 40, "bold"),
            _right(1260, y + 10, arabic_label, 24),
        ]
    if arabic:
        items.append(_right(1260, 600, arabic, 36, "bold"))
    items.append(_right(1260, 730, "Le Directeur Général de la Sûreté Nationale", 22))
    return Page(CARD, tuple(items))


def cin_back_page_i(v: dict[str, Any]) -> Page:
    """Filiation as 'Fils de' / 'et de' rows, the civil status number, the address under its label wrapped
    over two balanced lines (the cut falls wherever it evens the lines, not necessarily before the town), a rule and the
    TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-i")
    father = rng.choice(("ABDELAZIZ", "MOHAMED", "EL HOUSSINE", "BOUJEMAA", "AHMED", "LARBI"))
    mother = rng.choice(("FATIMA", "KHADIJA", "ITTO", "ZAHRA", "MAMA", "AICHA"))
    first, second = _balanced(v["address"].upper())
    child = ("Fille de", "بنت") if _female(v) else ("Fils de", "ابن")
    items: list[Item | Rule] = [
        Item(40, 36, child[0], 26),
        Item(250, 28, father, 36, "bold"),
        _right(1260, 34, child[1], 26),
        Item(40, 100, "et de", 26),
        Item(250, 92, mother, 36, "bold"),
        _right(1260, 98, "و", 26),
        Item(40, 164, "État civil", 26),
        Item(250, 158, f"{rng.randint(10, 2999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(40, 230, "Adresse", 26),
        Item(250, 222, first, 36, "bold"),
        _right(1260, 228, "العنوان", 26),
        *([Item(250, 272, second, 36, "bold")] if second else []),
        Rule(40, 345, 1260, 348),
        *[Item(60, 395 + i * 108, line, 52, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


_passport_i = partial(passport_numbers, layout="i", issued_from=2022, valid_years=5)


def passport_page_i(v: dict[str, Any]) -> Page:
    """Data page: 'ROYAUME DU MAROC' with the Arabic on the right and 'PASSEPORT / PASSPORT' centred, the photo on
    the left, fields with small French / English labels over their values in two columns (type, code and number on
    the first row), ICAO dates ('12 MAR 1988'), the CIN as 'N° personnel / Personal No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_i(v)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    items: list[Item | Rule] = [
        Item(30, 18, "ROYAUME DU MAROC", 30, "bold"),
        _centre(0, CARD[0], 18, "PASSEPORT / PASSPORT", 30, "bold"),
        _right(1270, 14, "المملكة المغربية", 30, "bold"),
        Rule(30, 66, 1270, 68),
        Rule(30, 95, 290, 430),
        Item(30, 450, "Signature du titulaire", 20),
        Rule(30, 520, 290, 521),
    ]
    cells = [
        (320, 0, "Type", "P"),
        (470, 0, "Code pays / Country code", "MAR"),
        (830, 0, "Passeport n° / Passport No.", number),
        (320, 1, "Nom / Surname", family.upper()),
        (320, 2, "Prénoms / Given names", given.upper()),
        (320, 3, "Nationalité / Nationality", "MAROCAINE"),
        (830, 3, "Sexe / Sex", sex),
        (320, 4, "Date de naissance / Date of birth", _date(v["date_of_birth"], "icao")),
        (830, 4, "Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (320, 5, "Date de délivrance / Date of issue", _date(issued, "icao")),
        (830, 5, "Autorité / Authority", "DGSN"),
        (320, 6, "N° personnel / Personal No.", v["cin"]),
        (830, 6, "Date d'expiration / Date of expiry", _date(expiry, "icao")),
    ]
    for x, row, label, value in cells:
        y = 82 + row * 78
        items += [Item(x, y, label, 20), Item(x, y + 26, value, 30, "bold")]
    items += [Item(40, 652 + i * 78, line, 44, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _sidebar(v: dict[str, Any]) -> list[Item | Rule]:
    """Company paper: the employer and its contact details and registration numbers in a column on the left,
    closed by a vertical rule."""
    firm = _firm(v["employer"])
    name, y = _flow(_L, 160, v["employer"].upper(), size=36, gap=50, width=440, style="bold")
    items: list[Item | Rule] = [*name, Rule(_L, y + 10, _L + 120, y + 16)]
    y += 50
    for part in firm["street"].split(", "):  # one line per part of the address, wrapped if still too long
        street, y = _flow(_L, y, part, size=26, gap=40, width=440)
        items += street
    for i, line in enumerate(
        (
            f"{firm['zip']} {firm['town']}",
            "Maroc",
            "",
            f"Tél. {firm['tel']}",
            firm["mail"],
            "",
            f"ICE {firm['ice']}",
            f"RC {firm['town']} {firm['rc']}",
            f"IF {firm['if']}",
            f"Patente {firm['patente']}",
            f"CNSS {v['employer_cnss']}",
        )
    ):
        if line:
            items.append(Item(_L, y + i * 40, line, 26))
    items.append(Rule(640, 150, 643, 3330))
    return items


def employment_certificate_page_i(v: dict[str, Any]) -> Page:
    """Company paper with the letterhead in a left sidebar (name, address, phone, mail, ICE, RC, IF, patente,
    CNSS), place and date top right, a reference, 'ATTESTATION DE TRAVAIL' centred in the body, then one paragraph
    of prose: the company and its CNSS number, 'Monsieur Given FAMILY' and the CIN, the hire date (in words or
    with dashes), the position and the contract only in words ('à durée indéterminée'); the closing, the HR
    director's name and a stamp box."""
    dates = _pick(v, "_i_emp_date", ("words", "dash"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "employment")
    body = 720
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"])
    contract_text = f"d'un contrat de travail {contract}" if contract else f"d'un contrat {v['contract_type']}"
    title = "ATTESTATION DE TRAVAIL"
    tw = round(text_width(title, 56, "bold"))
    tx = round((body + _R - tw) / 2)
    items: list[Item | Rule] = [
        *_sidebar(v),
        _right(_R, 170, f"{firm['town']}, le {_date(signed, dates)}", 34),
        Item(body, 280, f"Réf. : DRH/ATT/{signed[:4]}/{random.Random(v['cin'] + '-i').randint(1, 999):04d}", 30),
        Item(tx, 520, title, 56, "bold"),
        Rule(tx, 600, tx + tw, 604),
    ]
    paragraph, y = _flow(
        body,
        760,
        f"Nous soussignés, société {_glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale "
        f"sous le numéro {v['employer_cnss']}, attestons par la présente que {civ} "
        f"{_glue(given + ' ' + family.upper())}, titulaire de la carte nationale d'identité n° {v['cin']}, "
        f"est employé{e} au sein de notre société depuis le {_glue(_date(v['hire_date'], dates))} en qualité de "
        f"{_glue(v['position'])}, dans le cadre {contract_text}, et qu'{'elle' if e else 'il'} fait toujours "
        "partie de nos effectifs à la date de la présente attestation.",
        size=40,
        gap=74,
        width=_R - body,
    )
    items += paragraph
    closing, y = _flow(
        body,
        y + 50,
        f"Cette attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de droit.",
        size=40,
        gap=74,
        width=_R - body,
    )
    items += closing
    y += 150
    items += [
        Item(1480, y, f"{'La Directrice' if firm['female_signatory'] else 'Le Directeur'} des Ressources Humaines", 32),
        Item(1480, y + 55, firm["signatory"], 34, "bold"),
        *frame(1480, y + 130, _R, y + 380, 2),
        _centre(1480, _R, y + 235, "Cachet et signature", 26),
    ]
    return Page(A4, tuple(items))


def _in_words(value: float) -> str:
    """'NEUF MILLE HUIT CENT SOIXANTE-SEIZE DIRHAMS ET 54 CENTIMES': the dirhams in words, the centimes in figures."""
    whole, cents = divmod(round(value * 100), 100)
    text = f"{number_words(whole)} dirhams" + (f" et {cents:02d} centimes" if cents else "")
    return text.upper()


def salary_certificate_page_i(v: dict[str, Any]) -> Page:
    """A grey strip across the top, the employer's name top left and its contact lines right-aligned, the title
    left-aligned with a short accent rule, reference and date, one sentence (given name then FAMILY, CIN, hire
    date, position), then the pay as an invoice-like column of figures (base, seniority bonus, a subtotal rule,
    gross, each deduction with a minus sign, a rule, net), restated as 'Arrêtée la présente attestation à la somme
    nette mensuelle de : ... DIRHAMS ET 54 CENTIMES', closing, signature and a legal footer."""
    amount = _pick(v, "_i_sal_amount", ("plain", "point", "nosep"))
    dates = _pick(v, "_i_sal_date", ("words", "dash", "slash"))
    money = partial(_money, form=amount)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    p = _pay(v)
    signed = _issued(v, "salary")
    items: list[Item | Rule] = [
        Rule(0, 0, A4[0], 56),
        Item(_L, 120, v["employer"], 50, "bold"),
        Item(_L, 190, "Direction Administrative et Financière", 30),
        _right(_R, 118, f"{firm['street']}", 26),
        _right(_R, 156, f"{firm['zip']} {firm['town']} - Maroc", 26),
        _right(_R, 194, f"Tél. {firm['tel']} - {firm['mail']}", 26),
        Item(_L, 400, "ATTESTATION DE SALAIRE", 58, "bold"),
        Rule(_L, 490, _L + 320, 500),
        Item(_L, 560, f"Réf. : DAF/AS/{signed[:4]}/{random.Random(v['cin'] + '-sal-i').randint(10, 899):03d}", 30),
        _right(_R, 560, f"{firm['town']}, le {_date(signed, dates)}", 32),
    ]
    sentence, y = _flow(
        _L,
        700,
        f"Nous soussignés, {_glue(v['employer'])}, certifions que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la CIN n° {v['cin']}, est employé{e} dans notre société depuis le "
        f"{_glue(_date(v['hire_date'], dates))} en qualité de {_glue(v['position'])}, et perçoit à ce titre la "
        "rémunération mensuelle détaillée ci-après :",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += sentence
    label_x, figure_x = 330, 1950
    y += 70
    items += [
        Item(label_x, y, "Éléments du salaire mensuel", 32, "bold"),
        _right(figure_x, y, "Montant (DH)", 32, "bold"),
    ]
    y += 80
    lines: list[tuple[str, str, str]] = [("Salaire de base", money(p["base"]), "regular")]
    if p["bonus"] > 0:
        lines.append((f"Prime d'ancienneté ({p['rate']:.0f} %)", money(p["bonus"]), "regular"))
    lines += [
        ("rule", "", ""),
        ("Salaire brut mensuel", money(p["gross"]), "bold"),
        (f"Cotisation CNSS ({_decimal('4,48', amount)} %)", "- " + money(p["cnss"]), "regular"),
        (f"Assurance maladie obligatoire ({_decimal('2,26', amount)} %)", "- " + money(p["amo"]), "regular"),
        ("Impôt sur le revenu", "- " + money(p["igr"]), "regular"),
        ("rule", "", ""),
        ("Salaire net mensuel", money(p["net"]), "bold"),
    ]
    for label, figure, style in lines:
        if label == "rule":
            items.append(Rule(1500, y - 8, figure_x, y - 5))
            y += 20
            continue
        items += [Item(label_x, y, label, 36, style), _right(figure_x, y, figure, 36, style)]
        y += 66
    words, y = _flow(
        _L,
        y + 70,
        f"Arrêtée la présente attestation à la somme nette mensuelle de : {_in_words(p['net'])}.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += words
    closing, y = _flow(
        _L,
        y + 40,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += closing
    y += 130
    items += [
        _right(_R, y, "Le Directeur Administratif et Financier", 34),
        *frame(1500, y + 80, _R, y + 330, 2),
        _centre(1500, _R, y + 180, "Signature et cachet", 26),
        Rule(_L, 3300, _R, 3302),
        _centre(
            _L,
            _R,
            3320,
            f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']} - CNSS {v['employer_cnss']} - "
            f"Patente {firm['patente']}",
            26,
        ),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_i(v: dict[str, Any]) -> Page:
    """A 'CNSS' logo box beside the institution's name, regional direction and agency; a reference and edition date
    top right; 'ATTESTATION D'AFFILIATION' with a subtitle; the insured as a ruled two-column table under a spanning
    heading (Nom, Prénom, N° CNIE, N° d'immatriculation, Date d'affiliation, Date de naissance), then the employer
    as a ruled table with a header row (N° d'affiliation | Raison sociale | Ville | Situation); closing, place, date,
    a stamp box and a verification code."""
    dates = _pick(v, "_i_cnss_date", ("dash", "words"))
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-cnss-i")
    town = rng.choice(_TOWNS)
    agency = f"{town} {rng.choice(('Centre', 'Al Qods', 'Hay Hassani', 'Ville Nouvelle', 'Nord'))}"
    issued = _issued(v, "cnss")
    _, e = _civility(v)
    items: list[Item | Rule] = [
        *frame(_L, 110, _L + 300, 290, 5),
        _centre(_L, _L + 300, 160, "CNSS", 70, "bold"),
        Item(_L + 340, 118, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 42, "bold"),
        Item(_L + 340, 182, f"Direction Régionale de {town}", 30),
        Item(_L + 340, 224, f"Agence {agency}", 30),
        _right(_R, 320, f"N° : AF-{issued[:4]}-{rng.randint(100_000, 999_999)}", 28),
        _right(_R, 360, f"Édité le : {_date(issued, 'dash')}", 28),
        _centre(0, A4[0], 470, "ATTESTATION D'AFFILIATION", 56, "bold"),
        _centre(0, A4[0], 550, "Régime de sécurité sociale des salariés du secteur privé", 30),
    ]
    intro, y = _flow(
        _L,
        680,
        f"La Caisse Nationale de Sécurité Sociale atteste que l'assuré{e} dont l'identité figure ci-dessous est "
        f"affilié{e} à son régime :",
        size=36,
        gap=64,
        width=_R - _L,
    )
    items += intro
    rows = [
        ("Nom", family.upper()),
        ("Prénom", given.upper()),
        ("N° CNIE", v["cin"]),
        ("N° d'immatriculation", v["cnss_number"]),
        ("Date d'affiliation", _date(v["affiliation_date"], dates)),
        ("Date de naissance", _date(v["date_of_birth"], dates)),
    ]
    xs = [_L, 900, _R]
    ys = [y + 50, y + 130] + [y + 130 + (i + 1) * 76 for i in range(len(rows))]
    items += _grid([xs[0], xs[2]], ys[:2]) + _grid(xs, ys[1:])
    items += _cell(xs[0], xs[2], ys[0], ys[1], f"RENSEIGNEMENTS SUR L'ASSURÉ{'E' if e else ''}", 30, "bold", "centre")
    for (label, value), y0, y1 in zip(rows, ys[1:], ys[2:], strict=False):
        items += _cell(xs[0], xs[1], y0, y1, label, 32) + _cell(xs[1], xs[2], y0, y1, value, 34, "bold")
    y = ys[-1] + 80
    items.append(Item(_L, y, f"Dernier employeur déclarant l'assuré{e} :", 36))
    heads = ("N° d'affiliation", "Raison sociale", "Ville", "Situation")
    values = (v["employer_cnss"], v["employer"], _firm(v["employer"])["town"], "En activité")
    xs2 = [_L, 560, 1560, 1980, _R]
    ys2 = [y + 80, y + 160, y + 250]
    items += _grid(xs2, ys2)
    for head, value, x0, x1 in zip(heads, values, xs2, xs2[1:], strict=False):
        items += _cell(x0, x1, ys2[0], ys2[1], head, 30, "bold", "centre")
        items += _cell(x0, x1, ys2[1], ys2[2], value, 32, "regular", "centre")
    y = ys2[-1] + 90
    closing, y = _flow(
        _L,
        y,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit. Elle ne constitue pas une attestation d'ouverture de droits aux prestations.",
        size=34,
        gap=60,
        width=_R - _L,
    )
    items += closing
    code = "-".join(f"{rng.randint(0, 0xFFFF):04X}" for _ in range(3))
    items += [
        Item(1450, y + 90, f"Fait à {town}, le {_date(issued, dates)}", 32),
        Item(1450, y + 145, "Le Chef d'Agence", 32, "bold"),
        *frame(1450, y + 220, _R, y + 460, 2),
        _centre(1450, _R, y + 320, "Cachet de l'agence", 26),
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"Code de vérification : {code} - vérifiable sur www.cnss.ma", 26),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(agency name, agency address) of the account, from its RIB's bank and town codes."""
    rng = random.Random(f"{v['rib'][:6]}-agency-i")
    return rng.choice(
        (
            ("Casablanca Bourgogne", "112, Bd Ziraoui, Casablanca"),
            ("Rabat Agdal", "4, Avenue Fal Ould Oumeir, Rabat"),
            ("Tanger Malabata", "Route de Malabata, Tanger"),
            ("Fès Narjiss", "Avenue Allal El Fassi, Fès"),
            ("Marrakech Daoudiate", "Bd Abdelkrim El Khattabi, Marrakech"),
            ("Kénitra Centre", "Avenue Mohammed V, Kénitra"),
        )
    )


def _plain(text: str) -> str:
    """`text` without its accents, as a bank's core system prints its labels."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def _side(value: float, form: str) -> str:
    """A balance with its side: '5 432,10 CR' (in the holder's favour) or '362,40 DB' (overdrawn)."""
    return f"{_money(abs(value), form)} {'CR' if value >= 0 else 'DB'}"


def bank_statement_page_i(v: dict[str, Any]) -> Page:
    """'RELEVÉ DES OPÉRATIONS': bank and agency top left, the holder's postal block in a frame on the right, an
    account grid (Compte RIB, Intitulé, Devise, Date de début, Date de fin, Relevé n°), then two balance boxes above
    the movements, 'Ancien solde au <start>' and 'Nouveau solde au <end>' with 'CR' / 'DB' after the amount, a
    ruled Date opé / Date valeur / Libellé / Débit / Crédit table (short dd/mm dates), the movement totals and a
    legend of the CR / DB marks."""
    amount = _pick(v, "_i_bank_amount", ("plain", "point", "dots"))
    money = partial(_money, form=amount)
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['cin']}-statement-i")
    agency, agency_address = _agency(v)
    given, family = _split_name(v["account_holder"])
    holder = f"{'MME' if _female(v) else 'M.'} {given.upper()} {family.upper()}"
    street, _, town = v["address"].upper().rpartition(" ")
    # the salary and the rent, plus everyday spending paid back by a transfer received in the month
    spend = [
        (f"PAIEMENT TPE {rng.choice(('MARJANE', 'BIM', 'CARREFOUR', 'ATACADAO'))}", round(rng.uniform(180, 1200), 2)),
        (f"RETRAIT GAB {_plain(agency.split()[0]).upper()}", float(rng.choice((400, 600, 1000, 2000)))),
        (f"PRLV {rng.choice(('MAROC TELECOM', 'INWI', 'ORANGE'))} FACTURE", round(rng.uniform(99, 450), 2)),
        ("COMMISSION TENUE DE COMPTE", 25.0),
        ("TVA SUR COMMISSION", 2.5),
    ]
    back = round(sum(value for _, value in spend), 2)
    sender = rng.choice(("FAMILLE", "M. KABBAJ ADIL", "MME SQALLI NOUR", "EPARGNE"))
    moves: list[tuple[int, int, str, float, float]] = [
        (rng.randint(1, 4), 0, f"PRLV LOYER {_plain(_MONTHS[month - 1]).upper()} {year}", rent, 0.0),
        (rng.randint(5, 9), 1, spend[0][0], spend[0][1], 0.0),
        (rng.randint(10, 14), 0, spend[1][0], spend[1][1], 0.0),
        (rng.randint(15, 18), 1, f"VIR RECU {sender}", 0.0, back),
        (rng.randint(19, 22), 0, spend[2][0], spend[2][1], 0.0),
        (rng.randint(24, last - 1), 0, "VIR SALAIRE " + v["employer"].upper()[:22], 0.0, net),
        (last, 0, spend[3][0], spend[3][1], 0.0),
        (last, 0, spend[4][0], spend[4][1], 0.0),
    ]
    moves.sort(key=lambda move: move[0])
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"], 54, "bold"),
        Item(_L, 200, f"Agence {agency}", 30),
        Item(_L, 242, agency_address, 28),
        *frame(1380, 120, _R, 330, 2),
        Item(1420, 145, holder, 34, "bold"),
        Item(1420, 200, street or town, 30),
        *([Item(1420, 245, town, 30)] if street else []),
        Item(_L, 420, "RELEVÉ DES OPÉRATIONS", 52, "bold"),
        _right(_R, 438, "Page 1 / 1", 28),
    ]
    grid = [
        (("Compte (RIB)", _rib_groups(v["rib"])), ("Date de début", fr_date(start))),
        (("Intitulé", holder), ("Date de fin", fr_date(end))),
        (("Devise", "MAD - Dirham marocain"), ("Relevé n°", f"{month:03d}/{year}")),
    ]
    for r, pair in enumerate(grid):
        y = 530 + r * 62
        for (label, value), x, vx in zip(pair, (_L, 1500), (480, 1800), strict=True):
            items += [Item(x, y + 3, label, 28), Item(vx, y, value, 32, "bold")]
    items += [Rule(_L, 515, _R, 517), Rule(_L, 530 + 3 * 62 + 5, _R, 530 + 3 * 62 + 7)]
    y = 800
    for x0, x1, label, value in (
        (_L, 1215, f"Ancien solde au {fr_date(start)}", _side(opening, amount)),
        (1265, _R, f"Nouveau solde au {fr_date(end)}", _side(closing, amount)),
    ):
        items += [
            *frame(x0, y, x1, y + 150, 3),
            Item(x0 + 30, y + 22, label, 30),
            _right(x1 - 30, y + 70, value, 46, "bold"),
        ]
    xs = [_L, 400, 650, 1650, 1990, _R]
    top = 1030
    ys = [top, top + 76] + [top + 76 + (i + 1) * 60 for i in range(len(moves))]
    total_y = ys[-1]
    items += _grid(xs, [ys[0], ys[1], total_y, total_y + 70])
    for head, x0, x1 in zip(("Date opé", "Date valeur", "Libellé", "Débit", "Crédit"), xs, xs[1:], strict=False):
        items += _cell(x0, x1, ys[0], ys[1], head, 30, "bold", "centre")
    for (day, delay, label, debit, credit), y0, y1 in zip(moves, ys[1:], ys[2:], strict=False):
        items += _cell(xs[0], xs[1], y0, y1, f"{day:02d}/{month:02d}", 30, "regular", "centre")
        items += _cell(xs[1], xs[2], y0, y1, f"{min(day + delay, last):02d}/{month:02d}", 30, "regular", "centre")
        items += _cell(xs[2], xs[3], y0, y1, label, 30)
        if debit:
            items += _cell(xs[3], xs[4], y0, y1, money(debit), 30, "regular", "right")
        if credit:
            items += _cell(xs[4], xs[5], y0, y1, money(credit), 30, "regular", "right")
    total_debit = round(sum(move[3] for move in moves), 2)
    total_credit = round(sum(move[4] for move in moves), 2)
    items += _cell(xs[2], xs[3], total_y, total_y + 70, "TOTAL DES MOUVEMENTS", 30, "bold")
    items += _cell(xs[3], xs[4], total_y, total_y + 70, money(total_debit), 30, "bold", "right")
    items += _cell(xs[4], xs[5], total_y, total_y + 70, money(total_credit), 30, "bold", "right")
    y = total_y + 140
    items += [
        Item(_L, y, "CR : solde créditeur (en votre faveur) - DB : solde débiteur. Montants en dirhams.", 28),
        Item(
            _L,
            y + 45,
            "Sans observation de votre part sous 30 jours, les opérations ci-dessus sont réputées approuvées.",
            28,
        ),
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['bank_name']} - Agence {agency} - {agency_address}", 24),
    ]
    return Page(A4, tuple(items))


def rib_page_i(v: dict[str, Any]) -> Page:
    """A bilingual French / English 'RELEVÉ D'IDENTITÉ BANCAIRE / Bank account details': bank and agency, the
    holder under 'Titulaire du compte / Account holder', the 24 digits in comb boxes (one cell per digit) grouped as
    code banque, code ville, numéro de compte and clé RIB with bilingual captions above, then IBAN and BIC, the
    currency, the notice in both languages, the issue date and the agency's stamp box."""
    rib = v["rib"]
    agency, agency_address = _agency(v)
    bic = _BIC.get(v["bank_name"], "BCMAMAMC")
    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"], 56, "bold"),
        _right(_R, 130, f"Agence {agency}", 32),
        _right(_R, 175, agency_address, 28),
        Rule(_L, 250, _R, 253),
        _centre(0, A4[0], 340, "RELEVÉ D'IDENTITÉ BANCAIRE", 54, "bold"),
        _centre(0, A4[0], 420, "Bank account details", 34),
        *frame(_L, 540, _R, 1400, 3),
        Item(_L + 50, 580, "Titulaire du compte / Account holder", 28),
        Item(_L + 50, 625, v["account_holder"].upper(), 46, "bold"),
        Item(_L + 50, 730, "Domiciliation / Branch", 28),
        Item(_L + 50, 772, f"{v['bank_name']} - Agence {agency}", 34),
    ]
    groups = [
        ("Code banque", "Bank code", rib[:3]),
        ("Code ville", "City code", rib[3:6]),
        ("Numéro de compte", "Account number", rib[6:22]),
        ("Clé RIB", "RIB key", rib[22:]),
    ]
    cell, gap = 64, 70
    x = _L + 50
    y = 900
    for french, english, digits in groups:
        width = cell * len(digits)
        caption = max(text_width(french, 26, "bold"), text_width(english, 24))
        items += [Item(x, y, french, 26, "bold"), Item(x, y + 36, english, 24)]
        box_y = y + 85
        items += frame(x, box_y, x + width, box_y + 90, 3)
        for i, digit in enumerate(digits):
            if i:
                items.append(Rule(x + i * cell, box_y + 60, x + i * cell + 2, box_y + 90))
            items.append(_centre(x + i * cell, x + (i + 1) * cell, box_y + 16, digit, 48, "mono"))
        x += round(max(width, caption)) + gap
    items += [
        Item(_L + 50, 1150, "IBAN", 28, "bold"),
        Item(_L + 400, 1143, iban(rib), 40, "mono"),
        Item(_L + 50, 1225, "BIC / SWIFT", 28, "bold"),
        Item(_L + 400, 1218, bic, 40, "mono"),
        Item(_L + 50, 1300, "Devise / Currency", 28, "bold"),
        Item(_L + 400, 1297, "MAD - Dirham marocain", 34),
    ]
    notice, y = _flow(
        _L,
        1480,
        "Ce relevé est destiné à être remis à tout créancier ou débiteur appelé à faire inscrire des opérations à "
        "votre compte (virement de salaire, prélèvement, domiciliation). Son utilisation évite les erreurs de "
        "transcription.",
        size=30,
        gap=50,
        width=_R - _L,
    )
    translation, y = _flow(
        _L,
        y + 20,
        "These details are to be given to anyone who needs to pay money into or collect money from your account.",
        size=28,
        gap=46,
        width=_R - _L,
    )
    items += notice + translation
    items += [
        Item(_L, y + 80, f"Édité le {_date(_issued(v, 'rib'), 'slash')}", 30),
        *frame(1600, y + 60, _R, y + 300, 2),
        _centre(1600, _R, y + 160, "Cachet de l'agence", 26),
    ]
    return Page(A4, tuple(items))


PAGES_I: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_i,
    "cin_front": cin_front_page_i,
    "cin_back": cin_back_page_i,
    "passport": passport_page_i,
    "employment_certificate": employment_certificate_page_i,
    "salary_certificate": salary_certificate_page_i,
    "cnss_certificate": cnss_certificate_page_i,
    "bank_statement": bank_statement_page_i,
    "rib": rib_page_i,
}
