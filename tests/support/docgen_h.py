"""Layout "h" of every document type: an eighth, independent layout, the blind held-out one (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_f`, other real-world
conventions: a small firm's payslip made in a spreadsheet (every cell ruled, the employee as a two-row grid of
labels over values, "Période du ... au ...", "Salaire brut global", "IGR", "Salaire net à payer" in a "Montant"
column, amounts in the sheet's number format, possibly without thousands separator, deductions with a minus sign
or in parentheses), a new-style CNIE front whose name is two unlabelled lines (family then given) with "Né le
12.03.1988 à CASABLANCA", a back with the address wrapped over two lines after "Adresse :", a passport whose
labels are only in French beside their values, an employment certificate whose facts sit in a two-column box under
the opening sentence, a salary certificate with "Rémunération brute mensuelle" and "Salaire net mensuel" in a ruled
table (amounts with "DHS" after or "MAD" before), a CNSS "Attestation d'immatriculation" whose insured is a one-row
table under a header row and whose employer is "Raison sociale" / "N° d'affiliation", a "RELEVE DE COMPTE" whose
balances are in a recap grid ("SOLDE DEBUT DE PERIODE" / "SOLDE FIN DE PERIODE"), a RIB printed from online
banking with the 24 digits in one unspaced line and the key again in a "Clé RIB" box. Every value of
`docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import calendar
import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    A4,
    CARD,
    Item,
    Page,
    Rule,
    _pick,
    _rib_groups,
    _split_name,
    amount_form,
    date_form,
    flow_text,
    fr_amount,
    fr_date,
    frame,
    iban,
    issued_after_period,
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

_L, _R = 170, 2310  # A4 margins
_prose = partial(flow_text, size=38, gap=66, width=_R - _L)
_TOWNS = ("Casablanca", "Rabat", "Salé", "Tanger", "Fès", "Marrakech", "Agadir", "Berrechid", "Tétouan")


# helpers -------------------------------------------------------------------------------------------------------
def _firm(employer: str) -> dict[str, str]:
    """The employer's address and identifiers, the same on every layout-h document of that employer."""
    rng = random.Random(f"h-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Quartier industriel, Lot 112",
                "27, Rue Al Moutanabi",
                "Immeuble Nour, 3e étage, Bd Abdelmoumen",
                "Zone d'activités Lissasfa, Lot 9",
                "8, Avenue des Nations Unies",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
    }


def _period_end(v: dict[str, Any]) -> str:
    year, month = (int(p) for p in v["pay_period"].split("-"))
    return f"{year:04d}-{month:02d}-{calendar.monthrange(year, month)[1]:02d}"


_issued = partial(issued_after_period, layout="h", days=(2, 9))


def _seniority(v: dict[str, Any]) -> int:
    """The legal seniority bonus rate (%) after full years of service at the end of the pay period."""
    end = _period_end(v)
    years = int(end[:4]) - int(v["hire_date"][:4]) - (end[5:] < v["hire_date"][5:])
    return next((rate for floor, rate in ((25, 25), (20, 20), (12, 15), (5, 10), (2, 5)) if years >= floor), 0)


def _money(value: float, form: str) -> str:
    if form == "bare":  # a spreadsheet cell without thousands separator
        return fr_amount(value).replace(" ", "")
    if form == "dhs":
        return f"{fr_amount(value)} DHS"
    if form == "mad_before":
        return f"MAD {fr_amount(value)}"
    return amount_form(value, form)  # plain | dh | dots | mad


def _signed(value: float, form: str) -> str:
    """A balance that may be negative."""
    return ("-" if value < 0 else "") + _money(abs(value), form)


def _civility(v: dict[str, Any], long: bool = False) -> str:
    if long:
        return "Madame" if _female(v) else "Monsieur"
    return "Mme" if _female(v) else "M."


def _concerned(v: dict[str, Any]) -> str:
    return "l'intéressée" if _female(v) else "l'intéressé"


def _ruled(xs: Sequence[int], ys: Sequence[int], t: int = 2) -> list[Item | Rule]:
    """A table's grid: a horizontal rule at every y of `ys` and a vertical one at every x of `xs`."""
    rules: list[Item | Rule] = [Rule(xs[0], y, xs[-1], y + t) for y in ys]
    rules += [Rule(x, ys[0], x + t, ys[-1] + t) for x in xs]
    return rules


def _in_cell(
    x0: int, x1: int, y0: int, y1: int, text: str, size: int, style: str = "regular", align: str = "left"
) -> list[Item]:
    """`text` (lines split on '\\n') vertically centred in a cell, left-aligned, right-aligned or centred."""
    lines = text.split("\n")
    gap = round(size * 1.2)
    top = round((y0 + y1 - gap * len(lines)) / 2 + size * 0.05)
    out: list[Item] = []
    for i, line in enumerate(lines):
        y = top + i * gap
        if align == "right":
            out.append(_right(x1 - 18, y, line, size, style))
        elif align == "centre":
            out.append(_centre(x0, x1, y, line, size, style))
        else:
            out.append(Item(x0 + 18, y, line, size, style))
    return out


def _columns(needs: Sequence[float], width: int) -> list[int]:
    """Column edges from x=_L: each column gets what it needs plus an equal share of what is left."""
    extra = (width - sum(needs)) / len(needs)
    edges = [_L]
    for need in needs:
        edges.append(round(edges[-1] + need + extra))
    edges[-1] = _L + width
    return edges


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_h(v: dict[str, Any]) -> Page:
    """A small firm's payslip made in a spreadsheet: employer rows top left, 'BULLETIN DE PAIE' and 'Période du ...
    au ...' top right, the employee as a ruled two-row grid (Matricule / Nom et prénom / CIN / N° Immatriculation
    CNSS / Fonction / Date d'entrée), a second grid (contract, family, days, payment), a ruled Rubrique / Base /
    Taux / Montant table ending with 'Salaire net à payer', two signature boxes."""
    amount = _pick(v, "_h_amount", ("plain", "bare", "dots"))
    negative = _pick(v, "_h_negative", ("minus", "parens"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    end = _period_end(v)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = _seniority(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-h")

    def held(value: float) -> str:
        text = _money(value, amount)
        if not value:
            return text
        return f"({text})" if negative == "parens" else f"-{text}"

    items: list[Item | Rule] = [
        Item(_L, 130, v["employer"], 44, "bold"),
        _right(_R, 125, "BULLETIN DE PAIE", 56, "bold"),
        _right(_R, 215, f"Période du {fr_date(f'{year:04d}-{month:02d}-01')} au {fr_date(end)}", 34),
    ]
    for i, (label, value) in enumerate(
        (
            ("Adresse", f"{firm['street']}, {firm['town']}"),
            ("Affiliation CNSS", v["employer_cnss"]),
            ("ICE", firm["ice"]),
        )
    ):
        items += [Item(_L, 215 + i * 48, label, 28), Item(_L + 270, 215 + i * 48, value, 28)]
    # the employee: labels row over values row
    head = [
        ("Matricule", f"{rng.randint(1, 240):04d}"),
        ("Nom et prénom", f"{family.upper()} {given}"),
        ("CIN", v["cin"]),
        ("N° Immatriculation\nCNSS", v["cnss_number"]),
        ("Fonction", v["position"]),
        ("Date d'entrée", fr_date(v["hire_date"])),
    ]
    needs = [
        max(max(text_width(line, 28, "bold") for line in label.split("\n")), text_width(value, 32)) + 36
        for label, value in head
    ]
    xs = _columns(needs, _R - _L)
    ys = [420, 520, 590]
    items += _ruled(xs, ys)
    for (label, value), x0, x1 in zip(head, xs, xs[1:], strict=False):
        items += _in_cell(x0, x1, ys[0], ys[1], label, 28, "bold", "centre")
        items += _in_cell(x0, x1, ys[1], ys[2], value, 32, "regular", "centre")
    married = "Mariée" if _female(v) else "Marié"
    family_state = rng.choice(("Célibataire", f"{married} - 1 enf.", f"{married} - 2 enf.", f"{married} - 3 enf."))
    days = rng.choice(("26", "26", "25"))
    more = [
        ("Type de contrat", v["contract_type"]),
        ("Situation familiale", family_state),
        ("Jours travaillés", days),
        ("Mode de paiement", "Virement"),
    ]
    xs2 = _columns([text_width(label, 28, "bold") + 36 for label, _ in more], _R - _L)
    ys2 = [630, 690, 760]
    items += _ruled(xs2, ys2)
    for (label, value), x0, x1 in zip(more, xs2, xs2[1:], strict=False):
        items += _in_cell(x0, x1, ys2[0], ys2[1], label, 28, "bold", "centre")
        items += _in_cell(x0, x1, ys2[1], ys2[2], value, 32, "regular", "centre")
    # the pay lines
    rows: list[tuple[str, str, str, str, str]] = [
        ("Salaire de base", f"{days} j", "", _money(base, amount), "regular"),
        ("Prime d'ancienneté", _money(base, amount), f"{rate} %", _money(bonus, amount), "regular"),
        ("Salaire brut global", "", "", _money(gross, amount), "bold"),
        ("CNSS", _money(min(gross, 6000), amount), "4,48 %", held(cnss), "regular"),
        ("AMO", _money(gross, amount), "2,26 %", held(amo), "regular"),
        ("IGR", _money(round(gross - cnss - amo, 2), amount), "", held(igr), "regular"),
        ("Total des retenues", "", "", held(round(cnss + amo + igr, 2)), "regular"),
        ("Salaire net à payer", "", "", _money(net, amount), "bold"),
    ]
    xs3 = [_L, _L + 860, _L + 1340, _L + 1640, _R]
    ys3 = [840, 910] + [910 + (i + 1) * 64 for i in range(len(rows))]
    items += _ruled(xs3, ys3)
    items += [Rule(_L, ys3[-2] - 2, _R, ys3[-2] + 4), Rule(_L, ys3[-1], _R, ys3[-1] + 6)]
    for heading, x0, x1 in zip(("Rubrique", "Base", "Taux", "Montant"), xs3, xs3[1:], strict=False):
        items += _in_cell(x0, x1, ys3[0], ys3[1], heading, 30, "bold", "centre")
    for i, (label, basis, taux, value, style) in enumerate(rows):
        y0, y1 = ys3[i + 1], ys3[i + 2]
        size = 34 if i == len(rows) - 1 else 30
        items += _in_cell(xs3[0], xs3[1], y0, y1, label, size, style)
        if basis:
            items += _in_cell(xs3[1], xs3[2], y0, y1, basis, 30, "regular", "right")
        if taux:
            items += _in_cell(xs3[2], xs3[3], y0, y1, taux, 30, "regular", "right")
        items += _in_cell(xs3[3], xs3[4], y0, y1, value, size, style, "right")
    y = ys3[-1] + 50
    items += [Item(_L, y, "Montants en dirhams (DH).", 28)]
    y += 90
    for x0, x1, label in ((_L, 1150, "Signature du salarié"), (1330, _R, "Cachet et signature de l'employeur")):
        items += [*frame(x0, y, x1, y + 260, 2), Item(x0 + 20, y + 20, label, 28)]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_h(v: dict[str, Any]) -> Page:
    """A new-style CNIE front: the photo on the left with the card number under it, the family name then the given
    name on two unlabelled lines, the Arabic name under them, 'Né le 12.03.1988 à CASABLANCA' on one line and
    'Fin de validité' with a dotted date."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (family, given)).strip()
    born = "Née" if _female(v) else "Né"
    items: list[Item | Rule] = [
        Item(40, 30, "ROYAUME DU MAROC", 34, "bold"),
        _right(1260, 28, "المملكة المغربية", 34, "bold"),
        _centre(0, CARD[0], 90, "CARTE NATIONALE D'IDENTITÉ", 30),
        Rule(40, 145, 1260, 147),
        Rule(40, 180, 370, 600),
        Item(430, 185, family.upper(), 50, "bold"),
        Item(430, 255, given.upper(), 46),
        Item(430, 430, f"{born} le {fr_date(v['date_of_birth'], '.')} à {place}", 34),
        Item(430, 500, f"Fin de validité : {fr_date(v['cin_expiry'], '.')}", 32),
        Item(40, 640, v["cin"], 56, "bold"),
        _right(1260, 700, "Le Directeur Général de la Sûreté Nationale", 24),
    ]
    if arabic:
        items.append(Item(430, 335, arabic, 38))
    return Page(CARD, tuple(items))


def cin_back_page_h(v: dict[str, Any]) -> Page:
    """Filiation as 'Fils de' / 'et de' lines, civil status and sex on one line, 'Adresse :' followed by the
    address wrapped over two lines (the town on the second), then the TD1 MRZ."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-h")
    father = rng.choice(("ABDESSALAM", "MOHAMMED", "ALLAL", "BOUCHAIB", "EL MAATI", "HAMID"))
    mother = rng.choice(("RAHMA", "FATIHA", "ZINEB", "MILOUDA", "AICHA", "HNIA"))
    street, _, town = v["address"].upper().rpartition(" ")
    label = "Adresse : "
    indent = round(40 + text_width(label, 34))
    items: list[Item | Rule] = [
        Item(40, 35, f"{'Fille' if _female(v) else 'Fils'} de  {father}", 32),
        Item(40, 85, f"et de  {mother}", 32),
        Item(40, 150, f"N° état civil {rng.randint(10, 2400)}/{v['date_of_birth'][:4]}", 30),
        Item(700, 150, f"Sexe  {'F' if _female(v) else 'M'}", 30),
        Item(40, 225, label, 34),
        Item(indent, 225, street or town, 34),
        *([Item(indent, 280, town, 34)] if street else []),
        Rule(40, 410, 1260, 413),
        *[Item(50, 450 + i * 110, line, 50, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


_passport_h = partial(passport_numbers, layout="h", issued_from=2022, valid_years=5)


def passport_page_h(v: dict[str, Any]) -> Page:
    """Data page with labels only in French, small, each beside its value in one column (slash dates), the photo
    on the left, the passport number top right, the TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_h(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 25, "ROYAUME DU MAROC", 32, "bold"),
        _right(1270, 25, "PASSEPORT", 34, "bold"),
        Item(30, 85, "Type  P", 26),
        Item(200, 85, "Code du pays  MAR", 26),
        Item(640, 85, "N° du passeport", 26),
        _right(1270, 80, number, 34, "bold"),
        Rule(30, 140, 320, 520),
    ]
    rows = [
        ("Nom", family.upper()),
        ("Prénoms", given.upper()),
        ("Nationalité", "MAROCAINE"),
        ("Date de naissance", fr_date(v["date_of_birth"])),
        ("Lieu de naissance", v["place_of_birth"].upper()),
        ("Sexe", sex),
        ("N° personnel", v["cin"]),
        ("Date de délivrance", fr_date(issued)),
        ("Date d'expiration", fr_date(expiry)),
    ]
    for i, (label, value) in enumerate(rows):
        y = 140 + i * 52
        items += [Item(350, y + 6, label, 24), Item(640, y, value, 32, "bold")]
    items += [Item(40, 650 + i * 76, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any]) -> list[Item | Rule]:
    """The employer's name over a thick rule, address and phone under it on the left, CNSS and ICE on the right."""
    firm = _firm(v["employer"])
    return [
        Item(_L, 130, v["employer"].upper(), 46, "bold"),
        Rule(_L, 205, _R, 213),
        Item(_L, 235, firm["street"], 30),
        Item(_L, 280, f"{firm['town']} - Tél. {firm['tel']}", 30),
        _right(_R, 235, f"Affiliation CNSS n° {v['employer_cnss']}", 30),
        _right(_R, 280, f"ICE {firm['ice']}", 30),
    ]


def _legal_footer(v: dict[str, Any]) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    return [
        Rule(_L, 3330, _R, 3332),
        _centre(
            _L,
            _R,
            3350,
            f"{v['employer']} - RC {firm['rc']} - IF {firm['if']} - Patente {firm['patente']}",
            28,
        ),
    ]


def employment_certificate_page_h(v: dict[str, Any]) -> Page:
    """A letter: letterhead over a thick rule, place and date on the right, an underlined title, one sentence, then
    the facts in a two-column ruled box (Nom et prénom / CIN / Fonction / Date d'entrée / Type de contrat), the
    usual closing, the manager's signature and a legal footer."""
    dates = _pick(v, "_h_emp_date", ("slash", "dots", "words"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    title = "ATTESTATION DE TRAVAIL"
    tx = round((A4[0] - text_width(title, 58, "bold")) / 2)
    items: list[Item | Rule] = [
        *_letterhead(v),
        _right(_R, 430, f"{firm['town']}, le {date_form(_issued(v, 'emp'), dates)}", 34),
        Item(tx, 600, title, 58, "bold"),
        Rule(tx, 685, A4[0] - tx, 689),
    ]
    sentence, y = _prose(
        _L,
        820,
        f"Nous soussignés, société {_glue(v['employer'])}, certifions que la personne désignée ci-dessous est "
        "employée dans notre entreprise et fait partie de notre personnel à ce jour :",
    )
    items += sentence
    facts = [
        ("Nom et prénom :", f"{given} {family.upper()}"),
        ("CIN :", v["cin"]),
        ("Fonction :", v["position"]),
        ("Date d'entrée :", date_form(v["hire_date"], dates)),
        ("Type de contrat :", v["contract_type"]),
    ]
    x0, xm, x1 = 330, 1000, 2150
    ys = [y + 60 + i * 84 for i in range(len(facts) + 1)]
    items += [*frame(x0, ys[0], x1, ys[-1] + 3, 3), Rule(xm, ys[0], xm + 2, ys[-1])]
    items += [Rule(x0, yy, x1, yy + 1) for yy in ys[1:-1]]
    for (label, value), y0, y1 in zip(facts, ys, ys[1:], strict=False):
        items += _in_cell(x0, xm, y0, y1, label, 34)
        items += _in_cell(xm, x1, y0, y1, value, 36, "bold")
    y = ys[-1] + 90
    closing, y = _prose(
        _L,
        y,
        f"La présente attestation est délivrée à {_concerned(v)}, sur sa demande, "
        "pour servir et valoir ce que de droit.",
    )
    items += closing
    items += [
        _right(_R, y + 120, "Pour la société,", 34),
        _right(_R, y + 180, "Le Gérant", 34, "bold"),
        *_legal_footer(v),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_h(v: dict[str, Any]) -> Page:
    """Letterhead, a reference and the date, the title in a frame, a sentence naming the person (given name then
    FAMILY), CIN, position and start date, then a ruled two-column table: 'Rémunération brute mensuelle', the
    deductions, 'Salaire net mensuel' (amounts with 'DHS' after or 'MAD' before), closing and signature."""
    amount = _pick(v, "_h_sal_amount", ("dhs", "mad_before"))
    dates = _pick(v, "_h_sal_date", ("words", "slash", "dots"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rng = random.Random(f"{v['cin']}-salary-h")
    title = "ATTESTATION DE SALAIRE"
    tw = round(text_width(title, 54, "bold"))
    tx = round((A4[0] - tw) / 2)
    items: list[Item | Rule] = [
        *_letterhead(v),
        Item(_L, 430, f"Réf. : RH/{v['pay_period'][:4]}/{rng.randint(10, 480):03d}", 32),
        _right(_R, 430, f"{firm['town']}, le {date_form(_issued(v, 'sal'), dates)}", 34),
        *frame(tx - 50, 580, tx + tw + 50, 700, 4),
        Item(tx, 605, title, 54, "bold"),
    ]
    employed = "employée" if _female(v) else "employé"
    sentence, y = _prose(
        _L,
        830,
        f"Nous soussignés, {_glue(v['employer'])}, certifions que {_civility(v, long=True)} "
        f"{_glue(given + ' ' + family.upper())}, titulaire de la carte nationale d'identité n° {v['cin']}, est "
        f"{employed} au sein de notre société depuis le {_glue(date_form(v['hire_date'], dates))} en qualité de "
        f"{_glue(v['position'])}.",
    )
    items += sentence
    items.append(Item(_L, y + 30, "Sa rémunération mensuelle s'établit comme suit :", 38))
    rows = [
        ("Rémunération brute mensuelle", _money(gross, amount), "regular"),
        ("Retenues légales (CNSS, AMO, IR)", _money(round(gross - net, 2), amount), "regular"),
        ("Salaire net mensuel", _money(net, amount), "bold"),
    ]
    xs = [330, 1500, 2150]
    ys = [y + 140 + i * 90 for i in range(len(rows) + 1)]
    items += _ruled(xs, ys, 3)
    for (label, value, style), y0, y1 in zip(rows, ys, ys[1:], strict=False):
        items += _in_cell(xs[0], xs[1], y0, y1, label, 36, style)
        items += _in_cell(xs[1], xs[2], y0, y1, value, 38, style, "right")
    y = ys[-1] + 100
    items += [
        Item(_L, y, "Cette attestation est délivrée pour servir et valoir ce que de droit.", 38),
        _right(_R, y + 180, "Le Directeur Administratif et Financier", 34, "bold"),
        *_legal_footer(v),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_h(v: dict[str, Any]) -> Page:
    """CNSS header on the left and a reference box on the right, the title 'ATTESTATION D'IMMATRICULATION', a
    sentence, the insured as a one-row table under a header row (N° d'immatriculation | Nom et prénom | N° CIN |
    Date d'immatriculation), the employer as 'Raison sociale' / 'N° d'affiliation' rows, place, date and
    signature."""
    dates = _pick(v, "_h_cnss_date", ("slash", "dots", "words"))
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-cnss-h")
    agency = rng.choice(("Casablanca Derb Sultan", "Rabat Hassan", "Fès Saiss", "Tanger Beni Makada", "Agadir"))
    issued = date_form(_issued(v, "cnss"), dates)
    items: list[Item | Rule] = [
        Item(_L, 120, "ROYAUME DU MAROC", 34, "bold"),
        Item(_L, 175, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 40, "bold"),
        Item(_L, 240, f"Agence {agency}", 30),
        *frame(1650, 300, _R, 420, 2),
        Item(1680, 318, f"Réf. : AI-{rng.randint(100_000, 999_999)}", 30),
        Item(1680, 366, f"Édité le {issued}", 28),
        _centre(0, A4[0], 520, "ATTESTATION D'IMMATRICULATION", 56, "bold"),
    ]
    sentence, y = _prose(
        _L,
        700,
        "La Caisse Nationale de Sécurité Sociale atteste que la personne désignée ci-dessous est immatriculée "
        "au régime de sécurité sociale sous le numéro indiqué :",
    )
    items += sentence
    heads = ("N° d'immatriculation", "Nom et prénom", "N° CIN", "Date d'immatriculation")
    values = (v["cnss_number"], f"{family} {given}".upper(), v["cin"], date_form(v["affiliation_date"], dates))
    xs = [_L, 620, 1350, 1730, _R]
    ys = [y + 60, y + 140, y + 230]
    items += _ruled(xs, ys, 3)
    for head, value, x0, x1 in zip(heads, values, xs, xs[1:], strict=False):
        items += _in_cell(x0, x1, ys[0], ys[1], head, 30, "bold", "centre")
        items += _in_cell(x0, x1, ys[1], ys[2], value, 34, "regular", "centre")
    y = ys[-1] + 110
    items += [Item(_L, y, "Employeur déclarant", 38, "bold"), Rule(_L, y + 60, _R, y + 62)]
    for i, (label, value) in enumerate(
        (
            ("Raison sociale", v["employer"]),
            ("N° d'affiliation", v["employer_cnss"]),
            ("Ville", _firm(v["employer"])["town"]),
        )
    ):
        items += [Item(_L + 20, y + 90 + i * 66, label, 34), Item(800, y + 90 + i * 66, value, 34, "bold")]
    y += 90 + 3 * 66 + 80
    notice, y = _prose(
        _L,
        y,
        "La présente attestation ne vaut pas attestation de droits aux prestations. Elle est délivrée à "
        f"{_concerned(v)} pour servir et valoir ce que de droit.",
        size=32,
        gap=54,
    )
    items += notice
    items += [
        _right(_R, y + 100, f"Fait à {agency.split()[0]}, le {issued}", 34),
        _right(_R, y + 160, "Le Chef d'agence", 34, "bold"),
        *frame(1600, y + 240, _R, y + 480, 2),
        _centre(1600, _R, y + 340, "Cachet de l'agence", 28),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-h")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Centre', 'Bd Zerktouni', 'Hay Salam', 'Al Qods', 'Gare'))}"


def bank_statement_page_h(v: dict[str, Any]) -> Page:
    """'RELEVE DE COMPTE' and 'Du ... au ...' on the left, the holder's postal block on the right, the RIB in four
    spaced groups, a ruled DATE / LIBELLE / VALEUR / DEBIT / CREDIT table, then a recap grid of four cells with
    labels over values: SOLDE DEBUT DE PERIODE, TOTAL DEBIT, TOTAL CREDIT, SOLDE FIN DE PERIODE."""
    amount = _pick(v, "_h_bank_amount", ("plain", "dots"))
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month, last = (int(p) for p in end.split("-"))
    rng = random.Random(f"{v['cin']}-statement-h")
    card = round(rng.uniform(150, 950), 2)
    atm = rng.randint(2, 15) * 100.0
    bill = round(rng.uniform(90, 480), 2)
    deposit = round(card + atm + bill, 2)  # so that closing = opening + net - rent
    moves = [
        (rng.randint(2, 5), 0, f"PRLV LOYER {month:02d}/{year}", rent, 0.0),
        (rng.randint(6, 10), 0, f"PAIEMENT CB {rng.choice(('MARJANE', 'ACIMA', 'LABEL VIE', 'DECATHLON'))}", card, 0.0),
        (rng.randint(11, 15), 0, f"RETRAIT GAB {rng.choice(('MAARIF', 'AGDAL', 'GUELIZ', 'CENTRE'))}", atm, 0.0),
        (rng.randint(16, 20), 1, "VERSEMENT ESPECES GUICHET", 0.0, deposit),
        (rng.randint(21, 23), 0, f"PRLV {rng.choice(('LYDEC', 'REDAL', 'AMENDIS', 'RADEEMA'))} FACTURE", bill, 0.0),
        (rng.randint(24, last - 2), 0, "VIR SALAIRE " + v["employer"].upper()[:22], 0.0, net),
    ]
    given, family = _split_name(v["account_holder"])
    holder = f"{_civility(v).upper()} {given.upper()} {family.upper()}"

    def day(d: int) -> str:
        return f"{d:02d}/{month:02d}/{year}"

    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"].upper(), 50, "bold"),
        Item(_L, 205, f"Agence {_agency(v)}", 30),
        Item(1380, 330, holder, 36, "bold"),
        Item(1380, 385, v["address"].upper(), 30),
        Item(_L, 480, "RELEVE DE COMPTE", 56, "bold"),
        Item(_L, 565, f"Du {fr_date(start)} au {fr_date(end)}", 38),
        _right(_R, 570, "Page 1/1", 30),
        Rule(_L, 650, _R, 653),
        Item(_L, 680, "Intitulé", 32),
        Item(640, 680, holder, 32),
        Item(_L, 735, "Compte (RIB)", 32),
        Item(640, 733, _rib_groups(v["rib"]), 36, "mono"),
        Item(_L, 790, "Devise", 32),
        Item(640, 790, "MAD - Compte chèque", 32),
    ]
    xs = [_L, _L + 290, 1300, 1590, 1950, _R]
    ys = [880, 950] + [950 + (i + 1) * 60 for i in range(len(moves))]
    items += _ruled(xs, [ys[0], ys[1], ys[-1]])
    for head, x0, x1 in zip(("DATE", "LIBELLE", "VALEUR", "DEBIT", "CREDIT"), xs, xs[1:], strict=False):
        items += _in_cell(x0, x1, ys[0], ys[1], head, 30, "bold", "centre")
    for (d, delay, label, debit, credit), y0, y1 in zip(sorted(moves), ys[1:], ys[2:], strict=False):
        items += _in_cell(xs[0], xs[1], y0, y1, day(d), 30)
        items += _in_cell(xs[1], xs[2], y0, y1, label, 30)
        items += _in_cell(xs[2], xs[3], y0, y1, day(min(d + delay, last)), 30)
        if debit:
            items += _in_cell(xs[3], xs[4], y0, y1, _money(debit, amount), 30, "regular", "right")
        if credit:
            items += _in_cell(xs[4], xs[5], y0, y1, _money(credit, amount), 30, "regular", "right")
    total_debit = round(sum(m[3] for m in moves), 2)
    total_credit = round(sum(m[4] for m in moves), 2)
    recap = [
        ("SOLDE DEBUT DE PERIODE", _signed(opening, amount)),
        ("TOTAL DEBIT", _money(total_debit, amount)),
        ("TOTAL CREDIT", _money(total_credit, amount)),
        ("SOLDE FIN DE PERIODE", _signed(closing, amount)),
    ]
    y = ys[-1] + 100
    rx = [_L, _L + 535, _L + 1070, _L + 1605, _R]
    ry = [y, y + 70, y + 150]
    items += _ruled(rx, ry, 3)
    for (label, value), x0, x1 in zip(recap, rx, rx[1:], strict=False):
        items += _in_cell(x0, x1, ry[0], ry[1], label, 28, "bold", "centre")
        items += _in_cell(x0, x1, ry[1], ry[2], value, 36, "bold", "centre")
    notice, _ = _prose(
        _L,
        ry[-1] + 80,
        "Les opérations non contestées dans un délai de 30 jours à compter de la date d'arrêté du présent relevé "
        "sont réputées approuvées. Montants exprimés en dirhams.",
        size=28,
        gap=46,
    )
    items += notice
    return Page(A4, tuple(items))


def rib_page_h(v: dict[str, Any]) -> Page:
    """Printed from online banking: the bank and 'Espace client' header, 'Relevé d'Identité Bancaire' in mixed case,
    'Titulaire du compte :' with the holder on the same line, the 24 digits on one unspaced line with the key in a
    'Clé RIB' box beside it, IBAN and BIC, a notice and the print date at the foot."""
    rib = v["rib"]
    bic = _BIC.get(v["bank_name"], "BCMAMAMC")
    printed = fr_date(_issued(v, "rib"))
    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"], 50, "bold"),
        _right(_R, 140, "Espace client - Banque en ligne", 30),
        Rule(_L, 215, _R, 218),
        _centre(0, A4[0], 330, "Relevé d'Identité Bancaire", 56, "bold"),
        *frame(_L, 480, _R, 1230, 3),
        Item(_L + 50, 530, "Titulaire du compte :", 34),
        Item(
            _L + 50 + round(text_width("Titulaire du compte : ", 34)),
            527,
            f"{_civility(v)} {v['account_holder']}",
            38,
            "bold",
        ),
        Item(_L + 50, 610, f"Domiciliation : Agence {_agency(v)}", 34),
        Item(_L + 50, 690, "Type de compte : Compte chèque en dirhams", 34),
        Item(_L + 50, 800, "Numéro de compte (RIB)", 30),
        Item(_L + 50, 850, rib, 52, "mono"),
        *frame(1780, 790, 2160, 950, 3),
        _centre(1780, 2160, 805, "Clé RIB", 30, "bold"),
        _centre(1780, 2160, 860, rib[22:], 52, "mono"),
        Item(_L + 50, 1010, "IBAN", 30),
        Item(_L + 300, 1005, iban(rib), 40, "mono"),
        Item(_L + 50, 1100, "Code BIC", 30),
        Item(_L + 300, 1095, bic, 40, "mono"),
    ]
    notice, y = _prose(
        _L,
        1320,
        "Ce relevé est destiné à être remis à vos créanciers ou débiteurs appelés à faire inscrire des opérations "
        "à votre compte (virements de salaire, prélèvements, etc.).",
        size=32,
        gap=54,
    )
    items += notice
    items += [Item(_L, y + 40, f"Document édité le {printed}", 28)]
    return Page(A4, tuple(items))


PAGES_H: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_h,
    "cin_front": cin_front_page_h,
    "cin_back": cin_back_page_h,
    "passport": passport_page_h,
    "employment_certificate": employment_certificate_page_h,
    "salary_certificate": salary_certificate_page_h,
    "cnss_certificate": cnss_certificate_page_h,
    "bank_statement": bank_statement_page_h,
    "rib": rib_page_h,
}
