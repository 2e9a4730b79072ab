"""Layout "j" of every document type: a tenth, independent layout, written blind (the reader is never tuned on it,
and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_h`, other real-world
conventions:

- payslip: a large group's payroll (ERP) output, "BULLETIN DE PAIE" with "Période de paie : SEP-2026" and the
  dates in the ERP's "01-SEP-2026" form, the employee in a framed block of two columns of "label : value" lines
  with the colons aligned (family name and given name on separate lines, a matricule), the pay lines in two
  stacked open tables (no vertical rules): "ÉLÉMENTS DE RÉMUNÉRATION" (Nombre / Base / Taux / Montant) and
  "COTISATIONS ET RETENUES" with the employee's and the employer's shares side by side (CNSS, allocations
  familiales, AMO, participation AMO, taxe de formation professionnelle, IR), then a bottom bar of three boxes
  "TOTAL GAINS | TOTAL RETENUES | NET À PAYER"; amounts with English separators ("12,500.00", as some ERPs
  print them) or the French form ("12 500,00"), chosen per applicant; year-to-date cumuls in small type;
- CNIE front: French label, value and Arabic label on the same line (given name first), the Arabic name as
  its own row, the card number after "N°" at the foot beside the sex, the validity on the last line, a card
  outline;
- CNIE back: the filiation on ONE line "Fils de : X et de : Y", the address after "Adresse :" (wrapped under
  itself when long), each line ending with its Arabic label, the card number top right, then the TD1 MRZ;
- passport: a data page with three-language labels "Français / English / العربية" in small type above each value,
  in two columns right of the photo, dates with dots, the CIN as "N° personnel / Personal No.", the TD3 MRZ;
- employment certificate: a centred letterhead with "Direction des Ressources Humaines" and a registration strip
  (RC, IF, CNSS, ICE) right under it, a reference on the left and the place and date on the right, a title
  between two rules, "Le Directeur des Ressources Humaines ... certifie que :", the facts as "label : value"
  lines with aligned colons (Nom / Prénom separate, the contract written out in words without its abbreviation),
  dates written with a capitalised month ("6 Mai 2019"), a named signatory block with a stamp box;
- salary certificate: the same letterhead, an "Objet :" line, prose giving the ANNUAL gross and net of the last
  twelve months, each followed by "soit un salaire ... mensuel de ...", the monthly net also in words in
  parentheses; amounts as "12 500,00 dirhams" or "MAD 12,500.00";
- CNSS certificate: the whole page inside a double border, a bilingual header, "ATTESTATION D'IMMATRICULATION",
  then numbered sections ("1 - IDENTIFICATION DE L'ASSURÉ", "2 - EMPLOYEUR", "3 - SITUATION", "4 -
  CERTIFICATION"), each a ruled two-column form (label cell | value cell); the insured's birth date is printed too;
- bank statement: "RELEVÉ D'OPÉRATIONS", an account block (IBAN, RIB in 3 / 3 / 16 / 2 groups), the balances as
  rows INSIDE the Date / Libellé / Débit / Crédit table, printed in the column of their sign ("SOLDE INITIAL
  CRÉDITEUR" in the Crédit column, a debit balance in the Débit column), then "TOTAL DES MOUVEMENTS" and
  "SOLDE FINAL CRÉDITEUR"; short row dates "03.09"; amounts with English or French separators;
- RIB: a bank's "ATTESTATION BANCAIRE" letter where the RIB is given only inside the sentence ("certifions que le
  compte chèque RIB 011 780 0000123456789012 34 est ouvert dans nos livres au nom de Monsieur FAMILY Given depuis
  le ..."), the IBAN (which repeats its digits) and SWIFT code in a small table under it, the agency's signature.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
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

_L, _R = 150, 2330  # A4 margins
_wrap = partial(flow_text, size=38, gap=68, width=_R - _L)
_TOWNS = ("Casablanca", "Rabat", "Mohammedia", "Kénitra", "Tanger", "Fès", "Marrakech", "Agadir", "El Jadida")


# helpers -------------------------------------------------------------------------------------------------------


def _date(iso: str, form: str) -> str:
    """slash 06/05/2019 | dots 06.05.2019 | words '6 Mai 2019' (capitalised month) | erp '06-MAY-2019'."""
    y, m, d = (int(p) for p in iso.split("-"))
    if form == "words":
        return f"{d} {_MONTHS[m - 1]} {y}"
    if form == "erp":
        return f"{d:02d}-{EN_MONTHS[m - 1]}-{y}"
    return fr_date(iso, "." if form == "dots" else "/")


def _money(value: float, form: str) -> str:
    """en 12,500.00 | fr 12 500,00 | dirhams '12 500,00 dirhams' | mad_en 'MAD 12,500.00'."""
    if form == "en":
        return f"{value:,.2f}"
    if form == "dirhams":
        return f"{fr_amount(value)} dirhams"
    if form == "mad_en":
        return f"MAD {value:,.2f}"
    return fr_amount(value)


def _rate(rate: float, form: str) -> str:
    text = f"{rate:.2f} %"
    return text if form == "en" else text.replace(".", ",")


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Madame', 'e') or ('Monsieur', ''): the title and the feminine ending of the participles."""
    return ("Madame", "e") if _female(v) else ("Monsieur", "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and HR signatory, the same on every layout-j document."""
    rng = random.Random(f"j-firm-{employer}")
    # signatories: no family name shared with an applicant
    signatory = rng.choice(
        ("Karima OUAZZANI", "Driss SQALLI", "Zineb BELKHAYAT", "Younes MERNISSI", "Houda SBIHI", "Tarik SENHAJI")
    )
    feminine = signatory.split()[0] in ("Karima", "Zineb", "Houda")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Technopark, Route de Nouaceur, Bureau 214",
                "Parc industriel Ouled Saleh, Lot 42",
                "Tour Crystal 2, Boulevard Sidi Mohammed Ben Abdellah",
                "45, Avenue Mohammed VI, Quartier Souissi",
                "Zone franche, Îlot 18",
            )
        ),
        "tel": f"+212 5 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "signatory": signatory,
        "title": f"Direct{'rice' if feminine else 'eur'} des Ressources Humaines",
    }


_issued = partial(issued_after_period, layout="j", days=(3, 12))


def _aligned(
    x: int,
    y: int,
    rows: Sequence[tuple[str, str]],
    *,
    size: int = 34,
    gap: int = 62,
    value_style: str = "bold",
    label_size: int | None = None,
) -> tuple[list[Item | Rule], int]:
    """'label : value' lines whose colons are aligned one space after the longest label. Returns the items and the
    next free y."""
    lsize = label_size or size
    colon = x + round(max(text_width(label, lsize) for label, _ in rows) + text_width(" ", lsize))
    start = colon + round(text_width(": ", lsize))
    items: list[Item | Rule] = []
    for i, (label, value) in enumerate(rows):
        ry = y + i * gap
        items += [Item(x, ry + (size - lsize) // 2, label, lsize), Item(colon, ry, ":", size)]
        items.append(Item(start, ry, value, size, value_style))
    return items, y + len(rows) * gap


def _open_table(
    xs: Sequence[int],
    y: int,
    heads: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    right: Sequence[int] = (),
    bold: Sequence[int] = (),
    size: int = 30,
    gap: int = 56,
) -> tuple[list[Item | Rule], int]:
    """An open table (no vertical rules): a thick rule, the bold header, a thin rule, the rows, a thick rule; the
    columns in `right` right-aligned at the next edge. Returns the items and the bottom y."""
    items: list[Item | Rule] = [Rule(xs[0], y, xs[-1], y + 5)]
    for c, head in enumerate(heads):
        if c in right:
            items.append(_right(xs[c + 1] - 12, y + 20, head, size - 4, "bold"))
        else:
            items.append(Item(xs[c] + 12, y + 20, head, size - 4, "bold"))
    y += 72
    items.append(Rule(xs[0], y, xs[-1], y + 2))
    y += 14
    for r, row in enumerate(rows):
        style = "bold" if r in bold else "regular"
        if r in bold and r:
            items.append(Rule(xs[0], y - 8, xs[-1], y - 7))
        for c, cell in enumerate(row):
            if not cell:
                continue
            if c in right:
                items.append(_right(xs[c + 1] - 12, y, cell, size, style))
            else:
                items.append(Item(xs[c] + 12, y, cell, size, style))
        y += gap
    items.append(Rule(xs[0], y, xs[-1], y + 5))
    return items, y + 5


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_j(v: dict[str, Any]) -> Page:
    """A group's ERP payslip: employer block top left, 'BULLETIN DE PAIE' top right with 'Période de paie :
    SEP-2026' and the range 'Du 01-SEP-2026 au 30-SEP-2026', the employee in a framed block of two columns of
    colon-aligned lines, an 'ÉLÉMENTS DE RÉMUNÉRATION' table ending with 'SALAIRE BRUT', a 'COTISATIONS ET
    RETENUES' table with the employee's and the employer's shares, the bottom bar 'TOTAL GAINS | TOTAL RETENUES |
    NET À PAYER', then year-to-date cumuls and the payment line."""
    form = _pick(v, "_j_payslip_amount", ("en", "fr"))
    money = partial(_money, form=form)
    rate_text = partial(_rate, form=form)
    year, month = (int(p) for p in v["pay_period"].split("-"))
    last = last_day(year, month)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    hire_y, hire_m = (int(p) for p in v["hire_date"].split("-")[:2])
    service = year * 12 + month - hire_y * 12 - hire_m  # months of service at the pay period
    rate = next((r for floor, r in ((25, 25), (20, 20), (12, 15), (5, 10), (2, 5)) if service // 12 >= floor), 0)
    base = round(gross / (1 + rate / 100), 2)
    bonus = round(gross - base, 2)
    capped = min(gross, 6000.0)
    cnss = round(capped * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    taxable = round(gross - cnss - amo, 2)
    igr = round(taxable - net, 2)
    held = round(cnss + amo + igr, 2)
    employer_rows = [
        ("Prestations sociales CNSS", capped, 4.48, cnss, 8.98),
        ("Allocations familiales", gross, 0.0, 0.0, 6.40),
        ("Assurance maladie obligatoire", gross, 2.26, amo, 2.26),
        ("Participation AMO", gross, 0.0, 0.0, 1.85),
        ("Taxe de formation professionnelle", gross, 0.0, 0.0, 1.60),
    ]
    charges = round(sum(round(b * p / 100, 2) for _, b, _, _, p in employer_rows), 2)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-j")
    days = rng.choice(("26,00", "26,00", "24,00")) if form == "fr" else rng.choice(("26.00", "26.00", "24.00"))
    married = "Mariée" if _female(v) else "Marié"
    items: list[Item | Rule] = [
        Item(_L, 120, v["employer"], 44, "bold"),
        Item(_L, 190, firm["street"], 28),
        Item(_L, 230, f"{firm['town']} - Tél. {firm['tel']}", 28),
        Item(_L, 270, f"ICE : {firm['ice']}", 28),
        Item(_L, 310, f"N° affiliation CNSS : {v['employer_cnss']}", 28),
        _right(_R, 115, "BULLETIN DE PAIE", 56, "bold"),
        _right(_R, 205, f"Période de paie : {EN_MONTHS[month - 1]}-{year}", 36, "bold"),
        _right(_R, 262, f"Du 01-{EN_MONTHS[month - 1]}-{year} au {last:02d}-{EN_MONTHS[month - 1]}-{year}", 30),
        _right(_R, 308, f"Date de paiement : {last:02d}-{EN_MONTHS[month - 1]}-{year}", 28),
        Rule(_L, 380, _R, 386),
    ]
    left = [
        ("Matricule", f"{rng.randint(10, 99)}{rng.randint(1000, 9999)}"),
        ("Nom", family.upper()),
        ("Prénom", given),
        ("N° CIN", v["cin"]),
        ("N° CNSS", v["cnss_number"]),
        ("Situation familiale", rng.choice(("Célibataire", f"{married}, 1 enfant", f"{married}, 2 enfants"))),
    ]
    right = [
        ("Emploi", v["position"]),
        ("Catégorie", rng.choice(("Cadre", "Agent de maîtrise", "Employé"))),
        ("Date d'embauche", _date(v["hire_date"], "erp")),
        ("Type de contrat", v["contract_type"]),
        ("Ancienneté", f"{service // 12} an{'s' if service >= 24 else ''} {service % 12} mois"),
        ("Jours travaillés", days),
    ]
    items += [*frame(_L, 420, _R, 860, 3), Rule(1235, 420, 1238, 860)]
    block, _ = _aligned(_L + 30, 448, left, size=32, gap=66)
    items += block
    block, _ = _aligned(1265, 448, right, size=32, gap=66)
    items += block
    # earnings
    items.append(Item(_L, 920, "ÉLÉMENTS DE RÉMUNÉRATION", 34, "bold"))
    gains = [["Salaire de base", days, money(base), "", money(base)]]
    if bonus > 0:
        gains.append(["Prime d'ancienneté", "", money(base), rate_text(rate), money(bonus)])
    gains.append(["SALAIRE BRUT", "", "", "", money(gross)])
    table, y = _open_table(
        (_L, 1000, 1300, 1700, 1950, _R),
        980,
        ("Rubrique", "Nombre", "Base", "Taux", "Montant"),
        gains,
        right=(1, 2, 3, 4),
        bold=(len(gains) - 1,),
    )
    items += table
    # contributions and tax
    items.append(Item(_L, y + 60, "COTISATIONS ET RETENUES", 34, "bold"))
    rows = [
        [
            label,
            money(basis),
            rate_text(employee) if employee else "",
            money(share) if share else "",
            rate_text(employer),
            money(round(basis * employer / 100, 2)),
        ]
        for label, basis, employee, share, employer in employer_rows
    ]
    rows.append(["Impôt sur le revenu (IR)", money(taxable), "barème", money(igr), "", ""])
    rows.append(["TOTAL RETENUES", "", "", money(held), "", money(charges)])
    table, y = _open_table(
        (_L, 960, 1290, 1490, 1800, 2000, _R),
        y + 120,
        ("Rubrique", "Base", "Taux sal.", "Part salariale", "Taux pat.", "Part patronale"),
        rows,
        right=(1, 2, 3, 4, 5),
        bold=(len(rows) - 1,),
    )
    items += table
    # the bottom bar
    y += 70
    xs = (_L, 880, 1610, _R)
    cells = (("TOTAL GAINS", money(gross), 40), ("TOTAL RETENUES", money(held), 40), ("NET À PAYER", money(net), 50))
    items += [*frame(_L, y, _R, y + 170, 4), Rule(_L, y + 62, _R, y + 64)]
    items += [Rule(x, y, x + 4, y + 170) for x in xs[1:-1]]
    for (label, value, size), x0, x1 in zip(cells, xs, xs[1:], strict=False):
        items += [
            _centre(x0, x1, y + 14, label, 30, "bold"),
            _centre(x0, x1, y + 85 + (50 - size) // 2 - 4, value, size, "bold"),
        ]
    y += 230
    leave = f"{1.5 * month:.1f}".replace(".", "," if form == "fr" else ".")
    items += [
        Item(_L, y, "Montants en dirhams (MAD).", 28),
        Item(
            _L,
            y + 46,
            f"Cumuls au {last:02d}-{EN_MONTHS[month - 1]}-{year} :   brut imposable {money(round(gross * month, 2))}"
            f"   -   IR {money(round(igr * month, 2))}   -   congés acquis {leave} j",
            28,
        ),
        Item(_L, y + 92, f"Mode de paiement : virement bancaire ({v.get('bank_name', 'banque')})", 28),
        _right(_R, y + 150, "Bulletin à conserver sans limitation de durée", 26),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_j(v: dict[str, Any]) -> Page:
    """A CNIE front as photographed: the card's outline, a bilingual header, the photo on the left, then rows with
    the French label, the value and the Arabic label on the same line (given name first, slash dates), the
    Arabic name as its own row, the card number after 'N°' and the sex at the foot, the validity on the last
    line."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    born = "Née le" if _female(v) else "Né le"
    items: list[Item | Rule] = [
        *frame(6, 6, CARD[0] - 6, CARD[1] - 6, 3),
        Item(40, 30, "ROYAUME DU MAROC", 32, "bold"),
        _right(1260, 26, "المملكة المغربية", 32, "bold"),
        _centre(0, CARD[0], 82, "CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE", 26),
        Rule(40, 128, 1260, 130),
        Rule(40, 165, 340, 560),
    ]
    rows = [
        ("Prénom", given.upper(), "الاسم الشخصي"),
        ("Nom", family.upper(), "الاسم العائلي"),
        (born, fr_date(v["date_of_birth"]), "تاريخ الازدياد"),
        ("à", place, "مكان الازدياد"),
    ]
    for i, (label, value, arabic) in enumerate(rows):
        y = 165 + i * 80
        items += [Item(380, y + 8, label, 24), Item(530, y, value, 40, "bold"), _right(1260, y + 8, arabic, 24)]
    arabic_name = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    if arabic_name:
        items.append(_right(1260, 495, arabic_name, 36, "bold"))
    items += [
        Item(40, 600, "N°", 28),
        Item(100, 586, v["cin"], 54, "bold"),
        Item(780, 602, "Sexe", 24),
        Item(860, 594, "F" if _female(v) else "M", 36, "bold"),
        _right(1260, 602, "الجنس", 24),
        Item(40, 700, "Valable jusqu'au", 24),
        Item(260, 692, fr_date(v["cin_expiry"]), 36, "bold"),
        _right(1260, 700, "صالحة إلى غاية", 24),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_j(v: dict[str, Any]) -> Page:
    """The filiation on one line 'Fils de : X et de : Y', 'Adresse :' with the address (wrapped under itself when
    too long), civil status and sex; each line ends with its Arabic label; the card number top right; the TD1
    MRZ at the foot."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-j")
    father = rng.choice(("MOHAMMED", "ABDERRAHIM", "M'HAMED", "AHMED", "HASSAN", "LARBI"))
    mother = rng.choice(("ZAHRA", "RABIA", "FATIMA", "MALIKA", "NAIMA", "KELTOUM"))
    child = "Fille de" if _female(v) else "Fils de"
    size = 32
    items: list[Item | Rule] = [
        *frame(6, 6, CARD[0] - 6, CARD[1] - 6, 3),
        _right(1260, 28, v["cin"], 34, "bold"),
        Item(40, 80, f"{child} : {father} et de : {mother}", size),
        _right(1260, 84, "بنت" if _female(v) else "ابن", 26),
    ]
    label = "Adresse : "
    indent = 40 + round(text_width(label, size))
    words = v["address"].upper().split()
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}".strip()
        if line and text_width(trial, size) > 1060 - indent:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    items += [Item(40, 150, label, size), _right(1260, 154, "العنوان", 26)]
    items += [Item(indent, 150 + i * 48, text, size) for i, text in enumerate(lines)]
    y = 150 + len(lines) * 48 + 20
    items += [
        Item(40, y, f"N° d'état civil : {rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 28),
        Item(700, y, f"Sexe : {'F' if _female(v) else 'M'}", 28),
        _right(1260, y + 2, "الحالة المدنية", 24),
    ]
    items += [Item(60, 480 + i * 96, text, 50, "mono") for i, text in enumerate(mrz)]
    return Page(CARD, tuple(items))


_passport_j = partial(passport_numbers, layout="j", issued_from=2019, valid_years=5)


def passport_page_j(v: dict[str, Any]) -> Page:
    """Data page: three-language labels 'Français / English / العربية' in small type above each value, two
    columns right of the photo, dates with dots, the CIN as 'N° personnel / Personal No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_j(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(30, 20, "ROYAUME DU MAROC", 30, "bold"),
        _centre(0, CARD[0], 22, "PASSEPORT / PASSPORT", 28, "bold"),
        _right(1270, 18, "المملكة المغربية", 30, "bold"),
        Rule(30, 66, 1270, 68),
        Rule(30, 95, 300, 470),
        Item(30, 490, "Signature du titulaire", 18),
    ]
    cells = [
        (330, 82, "Type / Type / النوع", "P"),
        (520, 82, "Code / Code / الرمز", "MAR"),
        (820, 82, "Passeport N° / Passport No. / رقم الجواز", number),
        (330, 160, "Nom / Surname / النسب", family.upper()),
        (330, 238, "Prénoms / Given names / الاسم", given.upper()),
        (330, 316, "Nationalité / Nationality / الجنسية", "MAROCAINE"),
        (820, 316, "Sexe / Sex / الجنس", sex),
        (330, 394, "Date de naissance / Date of birth / تاريخ الازدياد", fr_date(v["date_of_birth"], ".")),
        (820, 394, "Lieu de naissance / Place of birth / مكان الازدياد", v["place_of_birth"].upper()),
        (330, 472, "Date de délivrance / Date of issue / تاريخ الإصدار", fr_date(issued, ".")),
        (820, 472, "Date d'expiration / Date of expiry / تاريخ الانتهاء", fr_date(expiry, ".")),
        (330, 550, "N° personnel / Personal No. / الرقم الشخصي", v["cin"]),
        (820, 550, "Autorité / Authority / السلطة", "DGSN"),
    ]
    for x, y, label, value in cells:
        items += [Item(x, y, label, 18), Item(x, y + 26, value, 32, "bold")]
    items += [Item(36, 650 + i * 76, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any]) -> list[Item | Rule]:
    """Centred: the employer's name, 'Direction des Ressources Humaines', the address, then a registration strip
    (RC, IF, CNSS, ICE) between two rules."""
    firm = _firm(v["employer"])
    strip = f"RC {firm['rc']}  |  IF {firm['if']}  |  CNSS {v['employer_cnss']}  |  ICE {firm['ice']}"
    return [
        _centre(0, A4[0], 110, v["employer"].upper(), 50, "bold"),
        _centre(0, A4[0], 185, "Direction des Ressources Humaines", 32),
        _centre(0, A4[0], 232, f"{firm['street']} - {firm['town']} - Tél. {firm['tel']}", 28),
        Rule(_L, 290, _R, 292),
        _centre(0, A4[0], 304, strip, 26),
        Rule(_L, 350, _R, 352),
    ]


def employment_certificate_page_j(v: dict[str, Any]) -> Page:
    """HR department letter: centred letterhead with the registration strip (the employer's CNSS number there),
    reference left and place / date right, 'ATTESTATION DE TRAVAIL' between two rules, 'Le Directeur des
    Ressources Humaines de la société ... certifie que :', the facts as colon-aligned lines (Nom, Prénom, CIN,
    Matricule, Fonction, Date d'embauche, Nature du contrat in words), a closing sentence, a named signatory and
    a stamp box."""
    dates = _pick(v, "_j_employment_date", ("words", "slash"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    _, e = _civility(v)
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-j")
    contract = {
        "CDI": "Contrat à durée indéterminée",
        "CDD": "Contrat à durée déterminée",
        "ANAPEC": "Contrat d'insertion ANAPEC",
    }.get(v["contract_type"], v["contract_type"])
    title = "ATTESTATION DE TRAVAIL"
    tw = round(text_width(title, 56, "bold"))
    items: list[Item | Rule] = [
        *_letterhead(v),
        Item(_L, 440, f"Réf. : DRH/ATT/{signed[:4]}/{rng.randint(1, 999):04d}", 30),
        _right(_R, 440, f"{firm['town']}, le {_date(signed, dates)}", 32),
        Rule((A4[0] - tw) // 2 - 40, 590, (A4[0] + tw) // 2 + 40, 593),
        _centre(0, A4[0], 615, title, 56, "bold"),
        Rule((A4[0] - tw) // 2 - 40, 705, (A4[0] + tw) // 2 + 40, 708),
    ]
    opening, y = _wrap(
        _L,
        840,
        f"{'La' if firm['title'].startswith('Directrice') else 'Le'} {firm['title']} de la société "
        f"{_glue(v['employer'])} certifie que :",
        size=40,
        gap=70,
    )
    items += opening
    facts = [
        ("Nom", family.upper()),
        ("Prénom", given),
        ("N° de la CIN", v["cin"]),
        ("Matricule", f"{rng.randint(1000, 9999)}"),
        ("Fonction", v["position"]),
        ("Date d'embauche", _date(v["hire_date"], dates)),
        ("Nature du contrat", contract),
    ]
    block, y = _aligned(400, y + 50, facts, size=38, gap=72)
    items += block
    body, y = _wrap(
        _L,
        y + 50,
        f"est employé{e} au sein de notre société et fait partie de notre effectif à la date de la présente "
        f"attestation. Cette attestation est délivrée à l'intéressé{e}, à sa demande, "
        "pour servir et valoir ce que de droit.",
        size=40,
        gap=70,
    )
    items += body
    y += 150
    return Page(A4, (*items, *_signature_and_footer(v, firm, y)))


def _signature_and_footer(v: dict[str, Any], firm: dict[str, str], y: int) -> list[Item | Rule]:
    """The signatory, their title and a stamp box at `y` on the right; the firm's address line at the foot."""
    return [
        Item(1400, y, firm["signatory"], 36, "bold"),
        Item(1400, y + 60, firm["title"], 32),
        *frame(1400, y + 130, 2200, y + 390, 2),
        _centre(1400, 2200, y + 240, "Signature et cachet", 26),
        Rule(_L, 3320, _R, 3322),
        _centre(0, A4[0], 3340, f"{v['employer']} - {firm['street']} - {firm['town']}", 26),
    ]


def salary_certificate_page_j(v: dict[str, Any]) -> Page:
    """The same letterhead, reference and date, an 'Objet :' line, a first paragraph naming the person ('Monsieur
    Given FAMILY'), CIN, position and hire date, a second giving the ANNUAL gross and net of the last twelve months
    each followed by 'soit un salaire ... mensuel de ...', the monthly net also in words; closing and signatory."""
    amount = _pick(v, "_j_salary_amount", ("dirhams", "mad_en"))
    dates = _pick(v, "_j_salary_date", ("words", "slash"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "salary")
    rng = random.Random(f"{v['cin']}-salary-j")
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    items: list[Item | Rule] = [
        *_letterhead(v),
        Item(_L, 440, f"Réf. : DRH/PAIE/{signed[:4]}/{rng.randint(1, 999):04d}", 30),
        _right(_R, 440, f"{firm['town']}, le {_date(signed, dates)}", 32),
        Item(_L, 600, "Objet :", 38, "bold"),
        Item(_L + round(text_width("Objet : ", 38, "bold")), 600, "Attestation de salaire", 38, "bold"),
        Rule(_L, 655, _L + round(text_width("Objet : Attestation de salaire", 38, "bold")), 658),
    ]
    first, y = _wrap(
        _L,
        790,
        f"Nous soussignés, {_glue(v['employer'])}, certifions que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la carte nationale d'identité n° {v['cin']}, fait partie de notre personnel depuis le "
        f"{_glue(_date(v['hire_date'], dates))} et y occupe actuellement le poste de {_glue(v['position'])}.",
        size=40,
        gap=72,
    )
    items += first
    second, y = _wrap(
        _L,
        y + 40,
        f"Au titre des douze derniers mois, l'intéressé{e} a perçu une rémunération brute annuelle de "
        f"{_glue(_money(round(gross * 12, 2), amount))}, soit un salaire brut mensuel de "
        f"{_glue(_money(gross, amount))}, et une rémunération nette annuelle de "
        f"{_glue(_money(round(net * 12, 2), amount))}, soit un salaire net mensuel de {_glue(_money(net, amount))} "
        f"({amount_words(net)}).",
        size=40,
        gap=72,
    )
    items += second
    third, y = _wrap(
        _L,
        y + 40,
        "Les montants nets s'entendent après déduction des cotisations CNSS et AMO et de l'impôt sur le revenu. "
        "La présente attestation est délivrée à la demande de l'intéressé" + e + " pour servir et valoir ce que "
        "de droit.",
        size=40,
        gap=72,
    )
    items += third
    y += 150
    return Page(A4, (*items, *_signature_and_footer(v, firm, y)))


def _form_section(y: int, number: int, title: str, rows: Sequence[tuple[str, str]]) -> tuple[list[Item | Rule], int]:
    """A numbered section of a bordered form: '1 - TITLE' then a ruled two-column grid (label cell | value
    cell). Returns the items and the next free y."""
    x0, xm, x1 = _L + 60, 1000, _R - 60
    items: list[Item | Rule] = [Item(x0, y, f"{number} - {title}", 36, "bold")]
    y += 66
    row = 76
    bottom = y + len(rows) * row
    items += [*frame(x0, y, x1, bottom, 3), Rule(xm, y, xm + 2, bottom)]
    for i, (label, value) in enumerate(rows):
        ry = y + i * row
        if i:
            items.append(Rule(x0, ry, x1, ry + 1))
        items += [Item(x0 + 24, ry + 22, label, 30), Item(xm + 30, ry + 17, value, 36, "bold")]
    return items, bottom


def cnss_certificate_page_j(v: dict[str, Any]) -> Page:
    """The page inside a double border: bilingual CNSS header, 'ATTESTATION D'IMMATRICULATION', a numbered form
    (1 - identification of the insured with separate Nom / Prénom and the birth date, 2 - employer, 3 -
    situation with the affiliation date, 4 - certification with place, date and stamp box)."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-cnss-j")
    agency = rng.choice(("Casablanca Hay Hassani", "Rabat Agdal", "Kénitra", "Fès Atlas", "Marrakech Daoudiate"))
    signed = _issued(v, "cnss")
    _, e = _civility(v)
    items: list[Item | Rule] = [
        *frame(90, 90, A4[0] - 90, A4[1] - 90, 6),
        *frame(110, 110, A4[0] - 110, A4[1] - 110, 2),
        Item(_L + 60, 170, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L + 60, 215, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 38, "bold"),
        _right(_R - 60, 170, "المملكة المغربية", 30, "bold"),
        _right(_R - 60, 215, "الصندوق الوطني للضمان الاجتماعي", 34, "bold"),
        Item(_L + 60, 280, f"Agence : {agency}", 28),
        _right(_R - 60, 280, f"N° : {rng.randint(100, 999)}/{signed[:4]}/{rng.randint(10_000, 99_999)}", 28),
        Rule(_L + 60, 340, _R - 60, 343),
        _centre(0, A4[0], 400, "ATTESTATION D'IMMATRICULATION", 54, "bold"),
        _centre(0, A4[0], 480, "Régime général - salariés du secteur privé", 30),
    ]
    y = 600
    sections = [
        (
            "IDENTIFICATION DE L'ASSURÉ" + ("E" if e else ""),
            [
                ("N° d'immatriculation", v["cnss_number"]),
                ("Nom", family.upper()),
                ("Prénom", given.upper()),
                ("N° CIN", v["cin"]),
                ("Date de naissance", fr_date(v["date_of_birth"])),
            ],
        ),
        (
            "EMPLOYEUR",
            [
                ("Raison sociale", v["employer"]),
                ("N° d'affiliation", v["employer_cnss"]),
                ("Ville", firm["town"]),
            ],
        ),
        (
            "SITUATION",
            [
                ("Date d'affiliation", fr_date(v["affiliation_date"])),
                ("Statut", f"Actif{'ve' if e else ''} - déclaré{e} par l'employeur ci-dessus"),
            ],
        ),
    ]
    for number, (title, rows) in enumerate(sections, start=1):
        section, y = _form_section(y, number, title, rows)
        items += section
        y += 70
    items.append(Item(_L + 60, y, "4 - CERTIFICATION", 36, "bold"))
    text, y = flow_text(
        _L + 60,
        y + 70,
        f"La Caisse Nationale de Sécurité Sociale certifie que l'assuré{e} désigné{e} ci-dessus est immatriculé{e} "
        "sous le numéro indiqué. La présente attestation est délivrée pour servir et valoir ce que de droit.",
        size=34,
        gap=58,
        width=_R - _L - 120,
    )
    items += text
    items += [
        Item(_L + 60, y + 60, f"Fait à {agency.split()[0]}, le {fr_date(signed)}", 32),
        _right(_R - 60, y + 60, "Le Chef d'agence", 32, "bold"),
        *frame(1560, y + 130, _R - 60, y + 380, 2),
        _centre(1560, _R - 60, y + 230, "Cachet et signature", 26),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(town, agency name) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-j")
    town = rng.choice(_TOWNS)
    return town, f"{town} {rng.choice(('Principale', 'Anfa', 'Les Orangers', 'Hay Mohammadi', 'Bourgogne'))}"


def bank_statement_page_j(v: dict[str, Any]) -> Page:
    """'RELEVÉ D'OPÉRATIONS': bank and agency top left, the client box top right, an account block (IBAN, RIB in
    groups, period 'du ... au ...'), a Date / Libellé / Valeur / Débit / Crédit table whose first row is 'SOLDE
    INITIAL CRÉDITEUR' (its amount in the Crédit column, or 'DÉBITEUR' in the Débit column), then the movements,
    'TOTAL DES MOUVEMENTS' and 'SOLDE FINAL CRÉDITEUR / DÉBITEUR' in the same columns."""
    form = _pick(v, "_j_statement_amount", ("en", "fr"))
    money = partial(_money, form=form)
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net, rent = float(v["net_salary"]), float(v["_rent"])
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    rng = random.Random(f"{v['cin']}-statement-j")
    civ = "MME" if _female(v) else "M."
    spend = [
        (
            rng.randint(3, 9),
            f"PAIEMENT CARTE {rng.choice(('MARJANE', 'BIM', 'ASWAK ASSALAM', 'KITEA'))}",
            round(rng.uniform(120, 900), 2),
        ),
        (
            rng.randint(10, 16),
            f"RETRAIT GAB {rng.choice(('ANFA', 'AGDAL', 'MAARIF', 'SOUISSI'))}",
            float(rng.choice((200, 400, 600, 1000))),
        ),
        (
            rng.randint(17, 22),
            f"PRLV {rng.choice(('MAROC TELECOM', 'INWI', 'ORANGE'))} FACTURE",
            round(rng.uniform(99, 499), 2),
        ),
        (last, "COMMISSION TENUE DE COMPTE", 19.8),
    ]
    back = round(sum(amount for _, _, amount in spend), 2)  # paid back by a transfer: closing = opening + net - rent
    sender = rng.choice(("SEKKAT ADIL", "OUAZZANI HIND", "LAHLOU REDA", "SQALLI AMINE"))
    moves: list[tuple[int, str, float, float]] = [
        (rng.randint(1, 5), f"PRELEVEMENT LOYER {_MONTHS[month - 1].upper()}", rent, 0.0),
        (rng.randint(11, 20), f"VIREMENT RECU DE {sender}", 0.0, back),
        (rng.randint(max(1, last - 6), last - 1), "VIREMENT SALAIRE " + v["employer"].upper()[:24], 0.0, net),
    ]
    moves += [(d, label, amount, 0.0) for d, label, amount in spend]
    moves.sort(key=lambda m: (m[0], m[1]))
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"].upper(), 50, "bold"),
        Item(_L, 195, f"Agence {_agency(v)[1]}", 30),
        Item(_L, 237, f"Tél. 05 22 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}", 28),
        *frame(1380, 120, _R, 330, 2),
        Item(1410, 140, "Client", 26),
        Item(1410, 180, f"{civ} {family.upper()} {given.upper()}", 34, "bold"),
    ]
    street_lines, _ = flow_text(1410, 232, v["address"].upper(), size=28, gap=42, width=_R - 1440)
    items += street_lines[:2]
    items += [
        _centre(0, A4[0], 420, "RELEVÉ D'OPÉRATIONS", 54, "bold"),
        _centre(0, A4[0], 500, f"Période du {fr_date(start, '.')} au {fr_date(end, '.')}", 36),
    ]
    info, y = _aligned(
        _L,
        600,
        [
            ("Intitulé", f"{civ} {family.upper()} {given.upper()}"),
            ("Type de compte", "Compte chèques - MAD"),
            ("IBAN", iban(v["rib"])),
            ("RIB", _rib_groups(v["rib"])),
        ],
        size=32,
        gap=58,
        value_style="regular",
    )
    items += info
    items += [
        _right(_R, 600, f"Relevé n° {month:02d}/{year}", 30),
        _right(_R, 658, "Page 1 / 1", 30),
    ]

    def balance(label: str, value: float) -> list[str]:
        side = "CRÉDITEUR" if value >= 0 else "DÉBITEUR"
        text = money(abs(value))
        return ["", f"{label} {side}", "", "" if value >= 0 else text, text if value >= 0 else ""]

    rows = [balance("SOLDE INITIAL", opening)]
    for d, label, debit, credit in moves:
        value_day = min(d + (1 if credit else 0), last)
        rows.append(
            [
                f"{d:02d}.{month:02d}",
                label,
                f"{value_day:02d}.{month:02d}",
                money(debit) if debit else "",
                money(credit) if credit else "",
            ]
        )
    debits = round(sum(m[2] for m in moves), 2)
    credits = round(sum(m[3] for m in moves), 2)
    rows.append(["", "TOTAL DES MOUVEMENTS", "", money(debits), money(credits)])
    rows.append(balance("SOLDE FINAL", closing))
    table, y = _open_table(
        (_L, 370, 1400, 1620, 1980, _R),
        y + 60,
        ("Date", "Libellé de l'opération", "Valeur", "Débit", "Crédit"),
        rows,
        right=(3, 4),
        bold=(0, len(rows) - 2, len(rows) - 1),
        size=30,
        gap=58,
    )
    items += table
    notice, _ = flow_text(
        _L,
        y + 60,
        "Montants exprimés en dirhams. Les opérations figurant sur ce relevé sont réputées approuvées à défaut de "
        "réclamation dans un délai de trente jours à compter de sa date d'envoi.",
        size=28,
        gap=46,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3330, _R, 3332),
        _centre(0, A4[0], 3350, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 26),
    ]
    return Page(A4, tuple(items))


def rib_page_j(v: dict[str, Any]) -> Page:
    """A bank's 'ATTESTATION BANCAIRE' letter: bank and agency, place and date, the title, one sentence where the RIB
    appears inline in 3 / 3 / 16 / 2 groups ('... le compte chèque RIB 011 780 0000123456789012 34 est ouvert dans
    nos livres au nom de Monsieur FAMILY Given depuis le ...'), then a small table (IBAN, SWIFT, currency), the
    closing and the agency manager's signature."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ, _ = _civility(v)
    town, agency = _agency(v)
    rng = random.Random(f"{v['cin']}-rib-j")
    opened = f"{rng.randint(2008, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    issued = _issued(v, "rib")
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"], 52, "bold"),
        Item(_L, 195, f"Agence {agency}", 32),
        Rule(_L, 260, _R, 263),
        _right(_R, 330, f"{town}, le {_date(issued, 'words')}", 32),
        _centre(0, A4[0], 520, "ATTESTATION BANCAIRE", 56, "bold"),
        _centre(0, A4[0], 600, "(Relevé d'identité bancaire)", 32),
    ]
    body, y = _wrap(
        _L,
        760,
        f"Nous soussignés, {_glue(v['bank_name'])}, Agence {_glue(agency)}, certifions que le compte chèque "
        f"RIB~{_glue(_rib_groups(rib))} est ouvert dans nos livres au nom de "
        f"{_glue(civ + ' ' + family.upper() + ' ' + given)} depuis le {_glue(fr_date(opened))}, et qu'il "
        "fonctionne normalement à ce jour.",
        size=40,
        gap=74,
    )
    items += body
    rows = [
        ("IBAN", iban(rib)),
        ("Code SWIFT / BIC", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Devise", "Dirham marocain (MAD)"),
    ]
    y += 70
    x0, xm, x1 = 330, 900, 2150
    items += [*frame(x0, y, x1, y + len(rows) * 80, 2), Rule(xm, y, xm + 2, y + len(rows) * 80)]
    for i, (label, value) in enumerate(rows):
        ry = y + i * 80
        if i:
            items.append(Rule(x0, ry, x1, ry + 1))
        items += [Item(x0 + 24, ry + 22, label, 30), Item(xm + 30, ry + 18, value, 36, "mono" if i < 2 else "bold")]
    y += len(rows) * 80 + 80
    close, y = _wrap(
        _L,
        y,
        "Cette attestation est délivrée à la demande du titulaire du compte pour servir et valoir ce que de droit.",
        size=40,
        gap=74,
    )
    items += close
    items += [
        _right(_R, y + 120, "Le Directeur d'agence", 34, "bold"),
        *frame(1560, y + 200, _R, y + 440, 2),
        _centre(1560, _R, y + 300, "Cachet de l'agence", 26),
    ]
    return Page(A4, tuple(items))


PAGES_J: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_j,
    "cin_front": cin_front_page_j,
    "cin_back": cin_back_page_j,
    "passport": passport_page_j,
    "employment_certificate": employment_certificate_page_j,
    "salary_certificate": salary_certificate_page_j,
    "cnss_certificate": cnss_certificate_page_j,
    "bank_statement": bank_statement_page_j,
    "rib": rib_page_j,
}
