"""Layout "k" of every document type: an eleventh, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_j`, other real-world
conventions:

- payslip: a small business's payslip typed in a word processor: the employer's lines top left, the title "Bulletin
  de paie du mois de : Octobre 2026" centred and underlined, the employee in ONE sentence ("M. Given FAMILY, CIN
  n° ..., CNSS n° ..., embauché le 01/03/2019 en qualité de ..., contrat CDI."), a fully ruled table Désignation /
  Base / Taux / Gains / Retenues whose totals row is "Totaux" (the gross under Gains), a "Net à payer" row across
  the last two columns with the currency, the net restated in words ("Arrêté le présent bulletin à la somme de
  ..."), dotted signature lines; amounts as "12 345.67" or "12.345,67", the net followed by "MAD" or "Dh";
- CNIE front: French labels only ("Nom :", "Prénom :", family name first) with the value on the same line, dates
  with spaces ("12 03 1988"), the photo on the right with the card number in a frame under it, the Arabic name and
  place of birth on the bottom line;
- CNIE back: filiation without colons ("Fils de HASSAN ben LARBI" / "et de MALIKA bent AHMED"), the address on ONE
  line after "Adresse :" (the type shrinks to fit), civil status and sex, the card number top right, the TD1 MRZ
  inside a frame;
- passport: a data page with ICAO-numbered fields ("3. Prénoms / Given names" above "4. Nom / Surname", given
  names first), small bilingual labels above the values, dates with spaces ("12 03 1988"), the CIN as "N° CNIE /
  National ID No.", the TD3 MRZ;
- employment certificate: a letterhead with the registration numbers (RC, IF, Patente, CNSS, ICE) stacked on the
  right, the place and date, an underlined title, "Nous soussignés ... attestons que le salarié désigné ci-après
  :", the facts as a ONE-ROW ruled table under a header row (Nom | Prénom | CIN | Fonction | Date d'embauche |
  Contrat, the contract as its abbreviation), dates with a zero-padded day and the month in lower-case words
  ("06 mai 2018"), the manager's signature and a stamp box;
- salary certificate: French and English SIDE BY SIDE in two columns under a centred letterhead ("ATTESTATION
  DE SALAIRE" | "SALARY CERTIFICATE"), each with its sentence and its gross / net lines ("12 500,00 DH" on the left,
  "MAD 12,500.00" on the right; "01/03/2019" and "01 March 2019"), then a bilingual closing and signature;
- CNSS certificate: "ATTESTATION D'AFFILIATION" where the facts are in ONE paragraph of prose (the insured, CIN,
  registration number split "114 523 987", date of affiliation, employer and its number), the registration number
  again in a box top right, a verification code, place, date and stamp box;
- bank statement: "RELEVÉ MENSUEL DE COMPTE", the period as "du ... au ...", the holder in a framed postal block,
  "Solde au <day before the period> (créditeur)" above and "Solde au <period end> (créditeur / débiteur)" below a
  Date / Valeur / Libellé / Débit / Crédit table ruled on every row, then "Total des mouvements"; amounts as
  "12.345,67" or "12 345.67";
- RIB: a small card in a dashed cut-out border on an A4 page ("Titulaire :", "Banque :", "Agence :", "RIB :" with
  the 16-digit account number in groups of four: "007 780 0001 2345 6789 0123 45", IBAN, BIC), the classic
  notice to creditors under it and the edition date.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable, Sequence
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
    amount_words,
    flow_text,
    fr_amount,
    fr_date,
    frame,
    iban,
    issued_after_period,
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

_L, _R = 220, 2260  # A4 margins of a word-processor page
_EN_MONTHS_FULL = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_TOWNS = ("Casablanca", "Rabat", "Salé", "Mohammedia", "Tanger", "Fès", "Meknès", "Marrakech", "Agadir", "Tétouan")
_issued = partial(issued_after_period, layout="k", days=(2, 14))


# helpers -------------------------------------------------------------------------------------------------------


def _money(value: float, form: str) -> str:
    """space_dot '12 345.67' | dot_comma '12.345,67' | fr '12 345,67' | en '12,345.67'; a minus sign if negative."""
    sign = "-" if value < 0 else ""
    value = abs(value)
    if form == "space_dot":
        text = fr_amount(value).replace(",", ".")
    elif form == "dot_comma":
        text = fr_amount(value).replace(" ", ".")
    elif form == "en":
        text = f"{value:,.2f}"
    else:
        text = fr_amount(value)
    return sign + text


def _words_date(iso: str) -> str:
    """'06 mai 2018': zero-padded day, lower-case French month."""
    y, m, d = iso.split("-")
    return f"{d} {_MONTHS[int(m) - 1].lower()} {y}"


def _en_date(iso: str) -> str:
    """'06 May 2018'."""
    y, m, d = iso.split("-")
    return f"{d} {_EN_MONTHS_FULL[int(m) - 1]} {y}"


def _spaced_date(iso: str) -> str:
    """'12 03 1988', as printed on the cards."""
    return fr_date(iso, " ")


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Mme', 'e') or ('M.', ''): the short title and the feminine ending."""
    return ("Mme", "e") if _female(v) else ("M.", "")


def _person(name: str) -> str:
    """'Youssef EL AMRANI': given name then the family name in capitals."""
    given, family = _split_name(name)
    return f"{given} {family.upper()}"


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and manager, the same on every layout-k document."""
    rng = random.Random(f"k-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "12, Rue Abou Bakr Essedik, 2ème étage",
                "Lotissement Al Majd, Lot 87",
                "Quartier industriel, Rue 7, n° 33",
                "Immeuble Les Palmiers, Avenue Allal El Fassi",
                "Angle Bd Abdelmoumen et Rue Soumaya",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(10_000_000, 79_999_999)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "manager": rng.choice(("Abdellah BOUZIDI", "Latifa ZEROUAL", "Mustapha KETTANI", "Samira RHAZALI")),
    }


def _ruled_table(
    xs: Sequence[int],
    y: int,
    rows: Sequence[Sequence[str]],
    *,
    size: int = 32,
    height: int = 66,
    right: Sequence[int] = (),
    bold_rows: Sequence[int] = (),
) -> tuple[list[Item | Rule], int]:
    """A fully ruled grid (every row and column), one line of text per cell; columns in `right` right-aligned.
    Returns the items and the bottom y."""
    items: list[Item | Rule] = []
    bottom = y + len(rows) * height
    items += [Rule(x, y, x + 2, bottom) for x in xs]
    for r, row in enumerate(rows):
        ry = y + r * height
        items.append(Rule(xs[0], ry, xs[-1], ry + 2))
        style = "bold" if r in bold_rows else "regular"
        for c, cell in enumerate(row):
            if not cell:
                continue
            ty = ry + (height - size) // 2 - 2
            if c in right:
                items.append(_right(xs[c + 1] - 16, ty, cell, size, style))
            else:
                items.append(Item(xs[c] + 16, ty, cell, size, style))
    items.append(Rule(xs[0], bottom, xs[-1], bottom + 2))
    return items, bottom + 2


def _cell_lines(text: str, size: int, style: str, width: int) -> list[str]:
    """`text` wrapped on spaces to `width` pixels in `style`."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, style) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


def _dotted(x0: int, x1: int, y: int) -> list[Item | Rule]:
    """A dotted line (a signature or a cut line)."""
    return [Rule(x, y, x + 8, y + 3) for x in range(x0, x1 - 8, 22)]


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_k(v: dict[str, Any]) -> Page:
    """A small business's word-processor payslip: employer lines top left, 'Bulletin de paie du mois de : Octobre
    2026' centred and underlined, the employee in one sentence, a fully ruled Désignation / Base / Taux / Gains /
    Retenues table with a 'Totaux' row and a 'Net à payer' row, the net in words, two dotted signature lines."""
    form = _pick(v, "_k_payslip_amount", ("space_dot", "dot_comma"))
    money = partial(_money, form=form)
    currency = "MAD" if form == "space_dot" else "Dh"
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    capped = min(gross, 6000.0)
    cnss = round(capped * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    held = round(cnss + amo + igr, 2)
    civ, e = _civility(v)
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-k")
    pct = (lambda r: f"{r:.2f} %") if form == "space_dot" else (lambda r: f"{r:.2f} %".replace(".", ","))
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"], 44, "bold"),
        Item(_L, 205, firm["street"], 30),
        Item(_L, 248, f"{firm['town']} - Tél. : {firm['tel']}", 30),
        Item(_L, 291, f"N° d'affiliation CNSS : {v['employer_cnss']}", 30),
    ]
    title = f"Bulletin de paie du mois de : {_MONTHS[month - 1]} {year}"
    tw = round(text_width(title, 48, "bold"))
    items += [
        _centre(0, A4[0], 470, title, 48, "bold"),
        Rule((A4[0] - tw) // 2, 535, (A4[0] + tw) // 2, 539),
    ]
    sentence = (
        f"{civ} {_glue(_person(v['applicant_name']))}, CIN~n°~{v['cin']}, CNSS~n°~{v['cnss_number']}, "
        f"embauché{e} le {fr_date(v['hire_date'])} en qualité de {_glue(v['position'])}, "
        f"contrat {v['contract_type']}."
    )
    identity, y = flow_text(_L, 640, sentence, size=38, gap=64, width=_R - _L)
    items += identity
    family_status = rng.choice(("Célibataire", f"Marié{e}, 1 enfant", f"Marié{e}, 2 enfants", f"Marié{e}, 3 enfants"))
    days = rng.choice((26, 26, 26, 24))
    items += [Item(_L, y + 10, f"Situation familiale : {family_status}      Jours travaillés : {days}", 32)]
    rows: list[list[str]] = [
        ["Désignation", "Base", "Taux", f"Gains ({currency})", f"Retenues ({currency})"],
        ["Salaire de base", f"{days} j", "", money(base), ""],
    ]
    if bonus > 0:
        rows.append(["Prime d'ancienneté", money(base), pct(rate), money(bonus), ""])
    rows += [
        ["Cotisation CNSS", money(capped), pct(4.48), "", money(cnss)],
        ["Assurance maladie (AMO)", money(gross), pct(2.26), "", money(amo)],
        ["Impôt sur le revenu (IR)", money(round(gross - cnss - amo, 2)), "", "", money(igr)],
        ["Totaux", "", "", money(gross), money(held)],
    ]
    xs = (_L, 1000, 1320, 1540, 1900, _R)
    table, y = _ruled_table(xs, y + 110, rows, size=32, height=70, right=(1, 2, 3, 4), bold_rows=(0, len(rows) - 1))
    items += table
    # the net: one more row whose amount spans the Gains and Retenues cells
    items += [
        Rule(xs[0], y, xs[0] + 2, y + 90),
        Rule(xs[3], y, xs[3] + 2, y + 90),
        Rule(xs[-1], y, xs[-1] + 2, y + 90),
        Rule(xs[0], y + 88, xs[-1], y + 92),
        Item(xs[0] + 16, y + 22, "Net à payer", 40, "bold"),
        _right(xs[-1] - 16, y + 22, f"{money(net)} {currency}", 40, "bold"),
    ]
    y += 150
    words, y = flow_text(
        _L,
        y,
        f"Arrêté le présent bulletin à la somme de : {amount_words(net)}.",
        size=32,
        gap=54,
        width=_R - _L,
    )
    items += words
    items += [
        Item(_L, y + 30, "Mode de paiement : virement bancaire", 32),
        Item(_L, y + 170, "Signature de l'employeur", 32),
        *_dotted(_L, _L + 700, y + 330),
        Item(1400, y + 170, "Signature du salarié", 32),
        *_dotted(1400, 2100, y + 330),
        _centre(0, A4[0], 3300, "Bulletin établi conformément à l'article 370 du Code du travail.", 26),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_k(v: dict[str, Any]) -> Page:
    """A CNIE front: French title, French-only labels with the value on the same line (family name first, dates
    with spaces), the photo on the right with the card number framed under it, the Arabic name and place of birth
    on the bottom line."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    born = "Née le" if _female(v) else "Né le"
    items: list[Item | Rule] = [
        *frame(4, 4, CARD[0] - 4, CARD[1] - 4, 2),
        _centre(0, CARD[0], 28, "ROYAUME DU MAROC", 36, "bold"),
        _centre(0, CARD[0], 80, "Carte Nationale d'Identité", 30),
        Rule(40, 130, 1260, 132),
        Rule(980, 160, 1260, 520),
        *frame(960, 540, 1280, 612, 2),
        _centre(960, 1280, 552, v["cin"], 42, "bold"),
    ]
    rows = [
        ("Nom : ", family.upper(), 42),
        ("Prénom : ", given.upper(), 42),
        (f"{born} : ", _spaced_date(v["date_of_birth"]), 36),
        ("à : ", place, 36),
        ("Sexe : ", "F" if _female(v) else "M", 36),
        ("Valable jusqu'au : ", _spaced_date(v["cin_expiry"]), 36),
    ]
    y = 165
    for label, value, size in rows:
        lw = round(text_width(label, 30))
        items += [Item(40, y + (size - 30) // 2 + 4, label, 30), Item(40 + lw, y, value, size, "bold")]
        y += size + 34
    arabic_name = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    arabic_place = _AR_NAMES.get(place, "")
    items.append(Rule(40, 660, 1260, 661))
    if arabic_name:
        items.append(_right(1260, 690, arabic_name, 44, "bold"))
    if arabic_place:
        items.append(Item(40, 695, arabic_place, 36))
    return Page(CARD, tuple(items))


def cin_back_page_k(v: dict[str, Any]) -> Page:
    """Filiation without colons ('Fils de X ben Y' / 'et de Z bent W'), the address on one line after 'Adresse :'
    (smaller type when long), civil status and sex, the card number top right, the TD1 MRZ in a frame."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-k")
    father = rng.choice(("HASSAN", "ABDELLATIF", "MOHAMED", "DRISS", "BOUCHAIB", "EL MOSTAFA"))
    grandfather = rng.choice(("LARBI", "AHMED", "ALLAL", "HAMMOU", "ABDESLAM"))
    mother = rng.choice(("MALIKA", "FATNA", "ZOHRA", "HALIMA", "MINA", "SAADIA"))
    maternal = rng.choice(("AHMED", "MOHAMED", "KADDOUR", "TAHAR", "JILALI"))
    child = "Fille de" if _female(v) else "Fils de"
    address = f"Adresse : {v['address'].upper()}"
    size = 34
    while text_width(address, size) > 1200 and size > 22:
        size -= 1
    items: list[Item | Rule] = [
        *frame(4, 4, CARD[0] - 4, CARD[1] - 4, 2),
        _right(1260, 30, v["cin"], 32, "bold"),
        Item(40, 90, f"{child} {father} ben {grandfather}", 34),
        Item(40, 145, f"et de {mother} bent {maternal}", 34),
        Item(40, 225 + (34 - size) // 2, address, size),
        Item(40, 300, f"État civil : {rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 30),
        Item(760, 300, f"Sexe : {'F' if _female(v) else 'M'}", 30),
        *frame(24, 440, CARD[0] - 24, 790, 3),
    ]
    items += [Item(70, 470 + i * 100, line, 52, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


_passport_k = partial(passport_numbers, layout="k", issued_from=2017, valid_years=5)


def passport_page_k(v: dict[str, Any]) -> Page:
    """Data page with ICAO-numbered fields, small 'Français / English' labels above the values (given names before
    the surname), dates with spaces, the CIN as 'N° CNIE / National ID No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_k(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 18, "ROYAUME DU MAROC / KINGDOM OF MOROCCO", 26, "bold"),
        _right(1270, 16, "PASSEPORT / PASSPORT", 30, "bold"),
        Rule(30, 62, 1270, 64),
        Rule(30, 86, 290, 430),
        Item(30, 446, "Signature du titulaire", 18),
    ]
    left, right = 320, 830
    cells = [
        (left, 78, "1. Type / Type", "P"),
        (470, 78, "2. Code / Country code", "MAR"),
        (right, 78, "N° du passeport / Passport No.", number),
        (left, 154, "3. Prénoms / Given names", given.upper()),
        (left, 230, "4. Nom / Surname", family.upper()),
        (left, 306, "5. Nationalité / Nationality", "MAROCAINE"),
        (right, 306, "6. Sexe / Sex", sex),
        (left, 382, "7. Date de naissance / Date of birth", _spaced_date(v["date_of_birth"])),
        (right, 382, "8. Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (left, 458, "9. Date de délivrance / Date of issue", _spaced_date(issued)),
        (right, 458, "10. Date d'expiration / Date of expiry", _spaced_date(expiry)),
        (left, 534, "11. N° CNIE / National ID No.", v["cin"]),
        (right, 534, "12. Autorité / Authority", "DGSN"),
    ]
    for x, y, label, value in cells:
        items += [Item(x, y, label, 18), Item(x, y + 25, value, 32, "bold")]
    items += [Item(36, 640 + i * 78, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead_right_ids(v: dict[str, Any]) -> list[Item | Rule]:
    """The employer's name and address on the left, its registration numbers stacked right-aligned on the right,
    a rule under both."""
    firm = _firm(v["employer"])
    ids = [
        f"RC : {firm['rc']}",
        f"IF : {firm['if']}",
        f"Patente : {firm['patente']}",
        f"CNSS : {v['employer_cnss']}",
        f"ICE : {firm['ice']}",
    ]
    items: list[Item | Rule] = [
        Item(_L, 140, v["employer"].upper(), 46, "bold"),
        Item(_L, 210, firm["street"], 28),
        Item(_L, 250, f"{firm['town']} - Maroc", 28),
        Item(_L, 290, f"Tél. : {firm['tel']}", 28),
    ]
    items += [_right(_R, 140 + i * 40, text, 26) for i, text in enumerate(ids)]
    items.append(Rule(_L, 370, _R, 374))
    return items


def employment_certificate_page_k(v: dict[str, Any]) -> Page:
    """Letterhead with the registration numbers stacked on the right, place and date, an underlined title,
    'Nous soussignés ... attestons que le salarié désigné ci-après :', a one-row ruled table under a header row
    (Nom | Prénom | CIN | Fonction | Date d'embauche | Contrat), the closing, the manager and a stamp box."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    _, e = _civility(v)
    signed = _issued(v, "employment")
    title = "ATTESTATION DE TRAVAIL"
    tw = round(text_width(title, 56, "bold"))
    items: list[Item | Rule] = [
        *_letterhead_right_ids(v),
        _right(_R, 470, f"{firm['town']}, le {_words_date(signed)}", 34),
        _centre(0, A4[0], 640, title, 56, "bold"),
        Rule((A4[0] - tw) // 2, 715, (A4[0] + tw) // 2, 719),
    ]
    opening, y = flow_text(
        _L,
        860,
        f"Nous soussignés, société {_glue(v['employer'])}, attestons par la présente que "
        f"{'la salariée désignée' if e else 'le salarié désigné'} ci-après :",
        size=40,
        gap=70,
        width=_R - _L,
    )
    items += opening
    heads = ("Nom", "Prénom", "CIN", "Fonction", "Date d'embauche", "Contrat")
    values = (family.upper(), given, v["cin"], v["position"], _words_date(v["hire_date"]), v["contract_type"])
    xs = (_L, 500, 730, 970, 1560, 1980, _R)
    y += 50
    cells: list[list[Item]] = []
    for c, value in enumerate(values):
        lines = _cell_lines(value, 32, "bold", xs[c + 1] - xs[c] - 32)
        cells.append([Item(xs[c] + 16, y + 100 + i * 46, text, 32, "bold") for i, text in enumerate(lines)])
    height = 100 + max(len(lines) for lines in cells) * 46 + 22
    items += [Rule(x, y, x + 2, y + height) for x in xs]
    items += [Rule(_L, y, _R, y + 3), Rule(_L, y + 72, _R, y + 74), Rule(_L, y + height, _R, y + height + 3)]
    items += [Item(xs[c] + 16, y + 20, head, 28, "bold") for c, head in enumerate(heads)]
    for lines in cells:
        items += lines
    y += height + 80
    closing, y = flow_text(
        _L,
        y,
        f"fait partie de notre personnel depuis la date indiquée ci-dessus et y exerce toujours à ce jour. "
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que "
        "de droit.",
        size=40,
        gap=70,
        width=_R - _L,
    )
    items += closing
    y += 140
    items += [
        Item(1400, y, "Pour la société,", 34),
        Item(1400, y + 60, firm["manager"], 36, "bold"),
        Item(1400, y + 115, "Le Gérant", 32),
        *frame(1400, y + 190, 2200, y + 440, 2),
        _centre(1400, 2200, y + 295, "Cachet et signature", 26),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_k(v: dict[str, Any]) -> Page:
    """French and English side by side: a centred letterhead, then two columns split by a vertical rule, each with
    its title, a sentence (name, CIN, hire date, position) and the monthly gross and net lines ('12 500,00 DH' |
    'MAD 12,500.00'), place and date; a bilingual closing and signature below both."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    mr = "Ms." if e else "Mr."
    signed = _issued(v, "salary")
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    name = _glue(f"{given} {family.upper()}")
    items: list[Item | Rule] = [
        _centre(0, A4[0], 130, v["employer"].upper(), 48, "bold"),
        _centre(0, A4[0], 200, f"{firm['street']} - {firm['town']}", 28),
        _centre(0, A4[0], 240, f"Tél. : {firm['tel']} - RC {firm['rc']} - ICE {firm['ice']}", 26),
        Rule(_L, 300, _R, 304),
    ]
    mid = (_L + _R) // 2
    cols = ((_L, mid - 50), (mid + 50, _R))
    fr_text = (
        f"Nous soussignés, {_glue(v['employer'])}, certifions que {civ} {name}, titulaire de la CIN n° {v['cin']}, "
        f"est employé{e} au sein de notre société depuis le {fr_date(v['hire_date'])} en qualité de "
        f"{_glue(v['position'])}, et perçoit la rémunération mensuelle suivante :"
    )
    en_text = (
        f"We, the undersigned, {_glue(v['employer'])}, hereby certify that {mr} {name}, holder of national identity "
        f"card No. {v['cin']}, has been employed by our company since {_glue(_en_date(v['hire_date']))} as "
        f"{_glue(v['position'])}, and receives the following monthly salary:"
    )
    heads = (("ATTESTATION DE SALAIRE", fr_text), ("SALARY CERTIFICATE", en_text))
    ys = []
    for (x0, x1), (title, text) in zip(cols, heads, strict=True):
        items.append(_centre(x0, x1, 430, title, 44, "bold"))
        block, by = flow_text(x0, 560, text, size=34, gap=58, width=x1 - x0)
        items += block
        ys.append(by)
    y = max(ys) + 60
    pay = (
        (
            ("Salaire brut mensuel :", f"{fr_amount(gross)} DH"),
            ("Salaire net mensuel :", f"{fr_amount(net)} DH"),
            ("Fait à", f"{firm['town']}, le {fr_date(signed)}"),
        ),
        (
            ("Monthly gross salary:", f"MAD {gross:,.2f}"),
            ("Monthly net salary:", f"MAD {net:,.2f}"),
            ("Issued in", f"{firm['town']}, on {_en_date(signed)}"),
        ),
    )
    for (x0, _), rows in zip(cols, pay, strict=True):
        for i, (label, value) in enumerate(rows):
            ry = y + i * 130
            if i < 2:
                items += [Item(x0 + 40, ry, label, 34), Item(x0 + 40, ry + 50, value, 42, "bold")]
            else:
                items.append(Item(x0, ry + 20, f"{label} {value}", 32))
    items.append(Rule(mid, 420, mid + 2, y + 330))
    y += 440
    closing, y = flow_text(
        _L,
        y,
        "Cette attestation est délivrée à l'intéressé" + e + " pour servir et valoir ce que de droit. / This "
        "certificate is issued at the employee's request for whatever purpose it may serve.",
        size=32,
        gap=54,
        width=_R - _L,
    )
    items += closing
    y += 110
    items += [
        Item(1300, y, "Le Gérant / Managing Director", 34, "bold"),
        Item(1300, y + 55, firm["manager"], 34),
        *frame(1300, y + 130, 2200, y + 380, 2),
        _centre(1300, 2200, y + 235, "Signature et cachet / Signature and stamp", 26),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_k(v: dict[str, Any]) -> Page:
    """'ATTESTATION D'AFFILIATION' whose facts are one paragraph of prose (the insured 'Given FAMILY', CIN, the
    registration number split '114 523 987', the affiliation date, the employer and its number), the number again
    in a box top right, a verification code, place, date and a stamp box."""
    dates = _pick(v, "_k_cnss_date", ("slash", "words"))
    date = _words_date if dates == "words" else fr_date
    civ, e = _civility(v)
    number = v["cnss_number"]
    split = " ".join(number[i : i + 3] for i in range(0, len(number), 3))
    rng = random.Random(f"{v['cin']}-cnss-k")
    agency = rng.choice(("Casablanca Ain Sebaâ", "Rabat Hassan", "Salé Tabriquet", "Tanger Médina", "Fès Saiss"))
    region = agency.split()[0]
    signed = _issued(v, "cnss")
    code = "-".join(f"{rng.randint(0, 0xFFFF):04X}" for _ in range(3))
    items: list[Item | Rule] = [
        Item(_L, 140, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 185, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 38, "bold"),
        Item(_L, 240, f"Direction régionale {region}", 28),
        Item(_L, 280, f"Agence {agency}", 28),
        *frame(1640, 130, _R, 330, 3),
        _centre(1640, _R, 150, "N° d'immatriculation", 28),
        _centre(1640, _R, 215, split, 52, "bold"),
        Rule(_L, 380, _R, 383),
        _centre(0, A4[0], 500, "ATTESTATION D'AFFILIATION", 56, "bold"),
        _centre(0, A4[0], 585, "Régime de sécurité sociale des salariés du secteur privé", 30),
    ]
    body, y = flow_text(
        _L,
        760,
        f"Le Chef de l'agence {_glue(agency)} de la Caisse Nationale de Sécurité Sociale atteste que "
        f"{civ} {_glue(_person(v['applicant_name']))}, titulaire de la carte nationale d'identité n° {v['cin']}, "
        f"est immatriculé{e} à la Caisse sous le numéro {_glue(split)} et y est affilié{e} depuis le "
        f"{_glue(date(v['affiliation_date']))}.",
        size=40,
        gap=72,
        width=_R - _L,
    )
    items += body
    second, y = flow_text(
        _L,
        y + 40,
        f"L'intéressé{e} est déclaré{e} à ce jour par la société {_glue(v['employer'])}, affiliée à la CNSS "
        f"sous le n° {v['employer_cnss']}.",
        size=40,
        gap=72,
        width=_R - _L,
    )
    items += second
    third, y = flow_text(
        _L,
        y + 40,
        "La présente attestation est délivrée à la demande de l'intéressé" + e + " pour servir et valoir ce que "
        "de droit.",
        size=40,
        gap=72,
        width=_R - _L,
    )
    items += third
    y += 120
    items += [
        Item(_L, y, f"Fait à {region}, le {date(signed)}", 34),
        Item(1400, y, "Le Chef d'agence", 34, "bold"),
        *frame(1400, y + 80, 2200, y + 330, 2),
        _centre(1400, 2200, y + 185, "Cachet de l'agence", 26),
        Rule(_L, 3240, _R, 3242),
        Item(_L, 3260, f"Code de vérification : {code}", 28),
        Item(_L, 3305, "Vérifiable sur www.cnss.ma - Document délivré sans rature ni surcharge.", 26),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-k")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Centre', 'Gueliz', 'Al Qods', 'Bd Zerktouni', 'Hay Salam'))}"


def bank_statement_page_k(v: dict[str, Any]) -> Page:
    """'RELEVÉ MENSUEL DE COMPTE': bank and agency top left, the holder's postal block framed on the right, the
    account lines (RIB in 3 / 3 / 16 / 2 groups, period 'du ... au ...'), 'Solde au <day before the period>' above
    and 'Solde au <period end>' below a table ruled on every row, 'Total des mouvements' as the last row."""
    form = _pick(v, "_k_statement_amount", ("dot_comma", "space_dot"))
    money = partial(_money, form=form)
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    start, end = v["statement_period_start"], v["statement_period_end"]
    before = (datetime.date.fromisoformat(start) - datetime.timedelta(days=1)).isoformat()
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    civ = "MME" if _female(v) else "M."
    rng = random.Random(f"{v['cin']}-statement-k")
    spend = [
        (rng.randint(4, 9), f"ACHAT CB {rng.choice(('CARREFOUR', 'LABEL VIE', 'DECATHLON', 'ELECTROPLANET'))}"),
        (rng.randint(10, 15), f"RETRAIT DAB {rng.choice(('CENTRE', 'GUELIZ', 'AL QODS', 'HAY SALAM'))}"),
        (rng.randint(16, 22), f"PRLV {rng.choice(('LYDEC', 'REDAL', 'AMENDIS', 'RADEEF'))} FACTURE"),
    ]
    amounts = [
        round(rng.uniform(150, 950), 2),
        float(rng.choice((300, 500, 800, 1000))),
        round(rng.uniform(90, 420), 2),
    ]
    deposit = round(sum(amounts), 2)  # paid in cash later, so that closing = opening + net - rent
    moves: list[tuple[int, str, float, float]] = [
        (rng.randint(1, 5), f"PRLV LOYER {_MONTHS[month - 1].upper()} {year}", rent, 0.0),
        (rng.randint(23, min(26, last - 2)), "VERSEMENT ESPECES", 0.0, deposit),
        (last - 1, "VIR RECU " + v["employer"].upper()[:26] + " SALAIRE", 0.0, net),
    ]
    moves += [(d, label, a, 0.0) for (d, label), a in zip(spend, amounts, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))
    holder = v["account_holder"]
    items: list[Item | Rule] = [
        Item(_L, 130, v["bank_name"], 52, "bold"),
        Item(_L, 205, f"Agence {_agency(v)}", 30),
        Item(_L, 245, f"Tél. : 05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} 00", 28),
        *frame(1380, 130, _R, 360, 2),
        Item(1420, 160, f"{civ} {_person(holder)}", 34, "bold"),
    ]
    address, _ = flow_text(1420, 215, v["address"], size=30, gap=44, width=_R - 1460)
    items += address[:3]
    items += [
        _centre(0, A4[0], 470, "RELEVÉ MENSUEL DE COMPTE", 54, "bold"),
        _centre(0, A4[0], 550, f"du {fr_date(start)} au {fr_date(end)}", 38),
        Item(_L, 680, f"Titulaire : {civ} {_person(holder)}", 34),
        Item(_L, 735, f"RIB : {_rib_groups(v['rib'])}", 34),
        Item(_L, 790, "Nature du compte : Compte chèques en dirhams", 34),
        _right(_R, 680, f"Relevé n° {month:02d}/{year}", 30),
        _right(_R, 735, "Page 1/1", 30),
    ]

    def side(value: float) -> str:
        return "créditeur" if value >= 0 else "débiteur"

    xs = (_L, 430, 640, 1530, 1900, _R)
    y = 900
    items += [
        Item(_L, y, f"Solde au {fr_date(before)} ({side(opening)})", 36, "bold"),
        _right(_R - 16, y, money(abs(opening)), 36, "bold"),
    ]
    rows = [["Date", "Valeur", "Libellé", "Débit", "Crédit"]]
    for d, label, debit, credit in moves:
        value_day = min(d + 1, last) if credit else d
        rows.append(
            [
                f"{d:02d}/{month:02d}",
                f"{value_day:02d}/{month:02d}",
                label,
                money(debit) if debit else "",
                money(credit) if credit else "",
            ]
        )
    debits = round(sum(m[2] for m in moves), 2)
    credits = round(sum(m[3] for m in moves), 2)
    rows.append(["", "", "Total des mouvements", money(debits), money(credits)])
    table, y = _ruled_table(xs, y + 80, rows, size=30, height=64, right=(3, 4), bold_rows=(0, len(rows) - 1))
    items += table
    items += [
        Item(_L, y + 40, f"Solde au {fr_date(end)} ({side(closing)})", 36, "bold"),
        _right(_R - 16, y + 40, money(abs(closing)), 36, "bold"),
        Rule(_L, y + 105, _R, y + 108),
    ]
    notice, _ = flow_text(
        _L,
        y + 150,
        "Montants en dirhams marocains (MAD). Sauf erreur ou omission. Toute réclamation relative aux opérations "
        "de ce relevé doit parvenir à votre agence dans un délai d'un mois à compter de sa réception.",
        size=28,
        gap=46,
        width=_R - _L,
    )
    items += notice
    items.append(_centre(0, A4[0], 3320, f"{v['bank_name']} - Société anonyme agréée par Bank Al-Maghrib", 26))
    return Page(A4, tuple(items))


def _dashed_frame(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """A dashed cut-out border."""
    items: list[Item | Rule] = []
    for x in range(x0, x1 - 20, 40):
        items += [Rule(x, y0, x + 20, y0 + 2), Rule(x, y1 - 2, x + 20, y1)]
    for y in range(y0, y1 - 20, 40):
        items += [Rule(x0, y, x0 + 2, y + 20), Rule(x1 - 2, y, x1, y + 20)]
    return items


def rib_page_k(v: dict[str, Any]) -> Page:
    """A small RIB card in a dashed cut-out border on an A4 page: 'RELEVÉ D'IDENTITÉ BANCAIRE', then 'Titulaire :',
    'Banque :', 'Agence :', 'RIB :' (the account number in groups of four), IBAN and BIC; the notice to creditors
    and the edition date under it."""
    rib = v["rib"]
    account = " ".join(rib[6:22][i : i + 4] for i in range(0, 16, 4))
    civ, _ = _civility(v)
    edited = _issued(v, "rib")
    x0, y0, x1, y1 = 380, 300, 2100, 1140
    items: list[Item | Rule] = [
        Item(_L, 140, "Document à découper suivant le pointillé", 28),
        *_dashed_frame(x0, y0, x1, y1),
        *frame(x0 + 40, y0 + 40, x1 - 40, y1 - 40, 3),
        Item(x0 + 90, y0 + 80, "RELEVÉ D'IDENTITÉ BANCAIRE", 40, "bold"),
        _right(x1 - 90, y0 + 86, v["bank_name"], 34, "bold"),
        Rule(x0 + 90, y0 + 150, x1 - 90, y0 + 152),
    ]
    rows = [
        ("Titulaire :", f"{civ} {_person(v['account_holder'])}", "bold", 38),
        ("Banque :", v["bank_name"], "regular", 36),
        ("Agence :", _agency(v), "regular", 36),
        ("RIB :", f"{rib[:3]} {rib[3:6]} {account} {rib[22:]}", "bold", 42),
        ("IBAN :", iban(rib), "regular", 34),
        ("BIC :", _BIC.get(v["bank_name"], "BCMAMAMC"), "regular", 34),
    ]
    for i, (label, value, style, size) in enumerate(rows):
        ry = y0 + 190 + i * 95
        items += [Item(x0 + 90, ry + (size - 32) // 2 + 2, label, 32), Item(x0 + 400, ry, value, size, style)]
    notice, y = flow_text(
        _L,
        y1 + 100,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
        "inscrire des opérations à votre compte (virements, prélèvements, domiciliation de salaire). Son "
        "utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des "
        "retards ou des réclamations.",
        size=32,
        gap=54,
        width=_R - _L,
    )
    items += notice
    items.append(Item(_L, y + 60, f"Édité le {fr_date(edited)}", 30))
    return Page(A4, tuple(items))


PAGES_K: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_k,
    "cin_front": cin_front_page_k,
    "cin_back": cin_back_page_k,
    "passport": passport_page_k,
    "employment_certificate": employment_certificate_page_k,
    "salary_certificate": salary_certificate_page_k,
    "cnss_certificate": cnss_certificate_page_k,
    "bank_statement": bank_statement_page_k,
    "rib": rib_page_k,
}
