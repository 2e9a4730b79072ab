"""Layout "m" of every document type: a thirteenth, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_l`, other real-world
conventions:

- payslip: a mid-size firm's payslip from a packaged payroll (Sage-style): the employer block top left, "BULLETIN
  DE PAIE" top right over "Paie du mois d'octobre 2026" (the month in lower-case words, with the elided "d'" before
  a vowel), the employee in a framed box on the right (labels left, values bold; "Nom" and "Prénom" on separate
  rows, "Date d'entrée 01/03/2019", the seniority in years and months) beside a "Conditions de travail" box on the
  left, a N° / Désignation / Nombre-Base / Taux / Gains / Retenues / Cumul annuel table where EVERY rubric carries
  its year-to-date cumul in the last column (so the gross and the deductions appear twice with different amounts),
  a "TOTAUX" row, and the net in a framed "NET A PAYER" box followed by "DH"; amounts "12 345,67";
- CNIE front: an older-model card: a bilingual header (French left, Arabic right), the card number under "N° CNIE"
  large at the bottom left, the given name and the family name as two UNLABELLED upper-case rows with their Arabic
  forms right-aligned on the same rows, then the birth date, the place of birth (with its Arabic form) and the
  validity each under a small French label with the Arabic label at the right end, dotted dates ("12.03.1988"),
  a ghost-image box;
- CNIE back: each row a French label and value with the Arabic label right-aligned at the end of the row ("Fils
  de : ... " / "ابن", "Adresse : ..." / "العنوان"), the address wrapped under itself, civil status and sex on one
  row, a rule, the TD1 MRZ;
- passport: a data page whose bilingual labels are TWO-LINE stacks (French over English, small) in a label column
  BESIDE the values (not above them), two pairs per row where space allows, the Arabic names and place of birth
  right-aligned on their rows, the passport number in the header, dates with the French month abbreviated in
  capitals ("12 MARS 1988", "05 SEPT 2031"), the CIN as "N° personnel / Personal No.", the TD3 MRZ;
- employment certificate: a centred letterhead with an initials logo box and a double rule, a reference on the
  left and the place and date on the right, a letter-spaced underlined title ("A T T E S T A T I O N   D E
  T R A V A I L"), "Nous soussignés, la société ..., immatriculée au RC ... et affiliée à la CNSS sous le n° ...,
  attestons par la présente que Monsieur Given FAMILY ...", the hire date written out in words WITH the figures in
  parentheses ("depuis le premier mars deux mille dix-neuf (01/03/2019)"), the contract only in words ("contrat
  de travail à durée indéterminée"), "pour servir et valoir ce que de droit", a "P/O" signature and a stamp box,
  a legal footer;
- salary certificate: a letterhead with the firm on the left and its department in Arabic on the right, the title
  in a framed box, a sentence giving the gross and net monthly pay each in figures then in words in parentheses
  ("12 500,00 DH (douze mille cinq cents dirhams)"), then the two amounts again in two side-by-side framed tiles
  ("SALAIRE BRUT MENSUEL" | "SALAIRE NET MENSUEL"), signed by the "Chef du Personnel";
- CNSS certificate: a regional-agency listing printed in MONOSPACE capitals with dot leaders ("NUMERO
  D'IMMATRICULATION ...... : 114523987", "NOM", "PRENOM" on separate lines, the insured's birth date, the
  affiliation date, then an "EMPLOYEUR" section with the company name as registered, its affiliation number and
  the date of entry), an edition line with time and page number, a monospace certification paragraph, the agency
  head's signature;
- bank statement: "RELEVÉ DE COMPTE CHÈQUES" with "Mouvements du 01-10-2026 au 31-10-2026" (hyphenated dates),
  the holder's block and a right-hand info block (relevé n°, compte, devise, date d'arrêté), a Date opér. /
  Libellé / Date valeur / Débit / Crédit / Solde table (separate debit and credit columns AND a running balance),
  opening with "SOLDE PRÉCÉDENT" (balance column only), closing with "TOTAL DES MOUVEMENTS" and "SOLDE EN VOTRE
  FAVEUR AU ..." (or "EN NOTRE FAVEUR" if debit); short row dates "03/10";
- RIB: a page of a bank's RIB booklet: THREE identical detachable slips separated by dotted cut lines, each with
  the bank in French and Arabic, "RELEVÉ D'IDENTITÉ BANCAIRE / RIB - IBAN", the holder "M. Given FAMILY" under a
  bilingual label, the domiciliation, the RIB in a four-cell box with tiny captions, the IBAN unspaced in
  monospace, the BIC and a barcode-like box.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import datetime
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
    number_words,
    passport_numbers,
    pay_lines,
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
_TOWNS = ("Casablanca", "Rabat", "Kénitra", "Mohammedia", "Tanger", "Fès", "Meknès", "Marrakech", "El Jadida")
_FR_ABBR = ("JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC")
_AR_BANKS = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك أفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
}
_issued = partial(issued_after_period, layout="m", days=(3, 15))
_passport_m = partial(passport_numbers, layout="m", issued_from=2016, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------


def _month_phrase(month: int) -> str:
    """'du mois de mars' / "du mois d'octobre": the month in lower-case words, elided before a vowel."""
    name = _MONTHS[month - 1].lower()
    return f"d'{name}" if name[0] in "aeiou" else f"de {name}"


def _date_words(iso: str) -> str:
    """'premier mars deux mille dix-neuf' / 'quinze mars deux mille dix-huit'."""
    y, m, d = (int(p) for p in iso.split("-"))
    day = "premier" if d == 1 else number_words(d)
    return f"{day} {_MONTHS[m - 1].lower()} {number_words(y)}"


def _plain_words_date(iso: str) -> str:
    """'5 novembre 2026' (the first as '1er')."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{'1er' if d == 1 else d} {_MONTHS[m - 1].lower()} {y}"


def _abbr_date(iso: str) -> str:
    """'12 MARS 1988': the French month abbreviated in capitals, as on the data page."""
    y, m, d = iso.split("-")
    return f"{d} {_FR_ABBR[int(m) - 1]} {y}"


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Madame', 'e') or ('Monsieur', '')."""
    return ("Madame", "e") if _female(v) else ("Monsieur", "")


def _arabic_name(v: dict[str, Any]) -> tuple[str, str]:
    given, family = _split_name(v["applicant_name"])
    return _AR_NAMES.get(given, ""), _AR_NAMES.get(family, "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-m document."""
    rng = random.Random(f"m-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Lotissement Al Massira, Lot 42, Zone industrielle",
                "Angle Boulevard Abdelmoumen et Rue Soumaya",
                "Parc industriel Ain Johra, Lot 9",
                "Immeuble Nakhil, 5e étage, Hay Riad",
                "Route de Rabat Km 12, Ain Sebaa",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "fax": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "capital": rng.choice(("200 000", "1 500 000", "5 000 000", "12 000 000")),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
        # no family name shared with an applicant
        "hr": rng.choice(("Karima OUAZZANI", "Jamal SEBTI", "Houda BELKHAYAT", "Anas MOUSSAOUI")),
        "personnel": rng.choice(("Abdelilah NAJI", "Samira RAFII", "Driss OUAHBI", "Meryem KADIRI")),
    }


def _legal(employer: str) -> str:
    return "SARL" if employer.endswith("SARL") else "SA"


def _initials(employer: str) -> str:
    return "".join(w[0] for w in employer.split()[:2]).upper()


def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(town, agency name) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-m")
    town = rng.choice(_TOWNS)
    return town, f"{town} {rng.choice(('Principale', 'Les Hôpitaux', 'Bir Anzarane', 'Océan', 'Yacoub El Mansour'))}"


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_m(v: dict[str, Any]) -> Page:
    """A packaged-payroll payslip: employer top left, 'BULLETIN DE PAIE' and "Paie du mois d'octobre 2026" top
    right, a 'Conditions de travail' box on the left and the employee box on the right, a rubric table whose every
    line carries its year-to-date cumul, a 'TOTAUX' row and a framed 'NET A PAYER' box."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    end = f"{year:04d}-{month:02d}-{last_day(year, month):02d}"
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-m")
    hy, hm = (int(x) for x in v["hire_date"].split("-")[:2])
    months_in = (year - hy) * 12 + (month - hm)
    seniority = f"{months_in // 12} an(s) {months_in % 12} mois"
    items: list[Item | Rule] = [
        Item(_L, 120, v["employer"], 44, "bold"),
        Item(_L, 186, firm["street"], 28),
        Item(_L, 226, f"{firm['town']} - Maroc", 28),
        Item(_L, 266, f"N° CNSS : {v['employer_cnss']}      I.F. : {firm['if']}", 28),
        Item(_L, 306, f"ICE : {firm['ice']}", 28),
        _right(_R, 116, "BULLETIN DE PAIE", 56, "bold"),
        _right(_R, 196, f"Paie du mois {_month_phrase(month)} {year}", 36),
        _right(_R, 252, f"Date de paiement : {fr_date(end)}", 28),
        _right(_R, 292, "Mode de règlement : Virement", 28),
        Rule(_L, 370, _R, 374),
    ]
    # conditions box (left) and employee box (right)
    top, bottom = 410, 960
    items += [*frame(_L, top, 1150, bottom, 2), *frame(1210, top, _R, bottom, 3)]
    items += [Item(_L + 24, top + 18, "Conditions de travail", 28, "bold"), Rule(_L, top + 70, 1150, top + 72)]
    conditions = [
        ("Catégorie", rng.choice(("Cadre", "Agent de maîtrise", "Employé"))),
        ("Coefficient", str(rng.choice((180, 220, 260, 310, 350)))),
        ("Horaire mensuel", "191,00 h"),
        ("Jours travaillés", "26"),
        ("Sit. familiale", rng.choice(("Célibataire", "Marié(e)", "Marié(e) - 2 enf."))),
        ("Congés restants", f"{1.5 * month:.1f} j".replace(".", ",")),
    ]
    for i, (label, value) in enumerate(conditions):
        y = top + 96 + i * 72
        items += [Item(_L + 24, y, label, 28), Item(_L + 420, y - 2, value, 30)]
    items += [Item(1234, top + 18, "Salarié", 28, "bold"), Rule(1210, top + 70, _R, top + 72)]
    employee = [
        ("Matricule", f"{rng.randint(1, 899):05d}"),
        ("Nom", family.upper()),
        ("Prénom", given),
        ("N° C.I.N.", v["cin"]),
        ("N° CNSS", v["cnss_number"]),
        ("Date d'entrée", fr_date(v["hire_date"])),
        ("Emploi", v["position"]),
        ("Contrat", v["contract_type"]),
        ("Ancienneté", seniority),
    ]
    for i, (label, value) in enumerate(employee):
        y = top + 92 + i * 50
        items += [Item(1234, y + 2, label, 26), Item(1560, y, value, 30, "bold")]
    # the rubric table
    cols = (_L, 300, 960, 1200, 1400, 1640, 1880, _R)
    heads = ("N°", "Désignation", "Nombre/Base", "Taux", "Gains", "Retenues", "Cumul annuel")
    rows: list[tuple[str, str, str, str, float | None, float | None, float, bool]] = [
        ("1000", "Salaire de base", "191,00", fr_amount(p["base"] / 191).replace(" ", ""), p["base"], None, 0, False)
    ]
    if p["bonus"] > 0:
        rate = f"{p['rate']:.2f}".replace(".", ",")
        rows.append(("1150", "Prime d'ancienneté", fr_amount(p["base"]), rate, p["bonus"], None, 0, False))
    rows += [
        ("1999", "SALAIRE BRUT", "", "", p["gross"], None, 0, True),
        ("3010", "Cotisation CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48", None, p["cnss"], 0, False),
        ("3020", "Cotisation AMO", fr_amount(p["gross"]), "2,26", None, p["amo"], 0, False),
        ("4000", "SALAIRE NET IMPOSABLE", fr_amount(p["taxable"]), "", None, None, p["taxable"], True),
        ("4100", "Impôt sur le revenu", fr_amount(p["taxable"]), "", None, p["igr"], 0, False),
    ]
    y = 1030
    items += [*frame(_L, y, _R, y + 70, 2)]
    for c, head in enumerate(heads):
        if c >= 2:
            items.append(_right(cols[c + 1] - 12, y + 20, head, 24, "bold"))
        else:
            items.append(Item(cols[c] + 12, y + 20, head, 24, "bold"))
    table_top = y
    y += 90
    for code, label, base, rate, gain, held, extra, bold in rows:
        style = "bold" if bold else "regular"
        amount = gain if gain is not None else held if held is not None else extra
        items += [Item(cols[0] + 12, y, code, 28), Item(cols[1] + 12, y, label, 28, style)]
        if base:
            items.append(_right(cols[3] - 12, y, base, 28))
        if rate:
            items.append(_right(cols[4] - 12, y, rate, 28))
        if gain is not None:
            items.append(_right(cols[5] - 12, y, fr_amount(gain), 28, style))
        if held is not None:
            items.append(_right(cols[6] - 12, y, fr_amount(held), 28, style))
        items.append(_right(cols[7] - 12, y, fr_amount(round(amount * month, 2)), 26))
        y += 60
    y += 20
    items += [Rule(_L, y, _R, y + 2)]
    y += 20
    items += [
        Item(cols[1] + 12, y, "TOTAUX", 30, "bold"),
        _right(cols[5] - 12, y, fr_amount(p["gross"]), 30, "bold"),
        _right(cols[6] - 12, y, fr_amount(p["held"]), 30, "bold"),
        _right(cols[7] - 12, y + 2, fr_amount(round(p["held"] * month, 2)), 26),
    ]
    y += 64
    items += [*frame(_L, table_top, _R, y, 2)]
    items += [Rule(x, table_top, x + 1, y) for x in cols[1:-1]]
    # the net box and the notes
    y += 70
    items += [
        *frame(1400, y, _R, y + 200, 4),
        Item(1430, y + 24, "NET A PAYER", 38, "bold"),
        _right(_R - 30, y + 110, f"{fr_amount(p['net'])} DH", 52, "bold"),
        Item(_L, y + 10, f"Net imposable du mois : {fr_amount(p['taxable'])}", 28),
        Item(_L, y + 56, f"Brut cumulé {year} : {fr_amount(round(p['gross'] * month, 2))}", 28),
        Item(_L, y + 102, f"Virement : {v.get('bank_name', 'banque du salarié')}", 28),
        Item(_L, y + 148, f"Période de congé : néant       Édité le {fr_date(end)}", 28),
        Rule(_L, 3300, _R, 3302),
        _centre(
            0,
            A4[0],
            3320,
            "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation"
            " de durée.",
            24,
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_m(v: dict[str, Any]) -> Page:
    """Older-model CNIE front: bilingual header, photo on the left, the given and family names as two unlabelled
    upper-case rows with their Arabic forms at the right end, then birth date, place of birth and validity under
    small French labels with the Arabic labels on the right, dotted dates, the number under 'N° CNIE' at the
    bottom left, a ghost-image box."""
    given, family = _split_name(v["applicant_name"])
    ar_given, ar_family = _arabic_name(v)
    ar_place = _AR_NAMES.get(v["place_of_birth"].upper(), "")
    x, xr = 380, 1262
    items: list[Item | Rule] = [
        *frame(6, 6, CARD[0] - 6, CARD[1] - 6, 2),
        Item(40, 28, "ROYAUME DU MAROC", 30, "bold"),
        _right(xr, 24, "المملكة المغربية", 32, "bold"),
        Item(40, 72, "CARTE NATIONALE D'IDENTITE", 24),
        _right(xr, 68, "البطاقة الوطنية للتعريف", 26),
        Rule(40, 114, xr, 116),
        *frame(40, 140, 340, 520, 2),
        _centre(40, 340, 316, "PHOTO", 22),
        Item(x, 140, given.upper(), 42, "bold"),
        Item(x, 204, family.upper(), 42, "bold"),
    ]
    if ar_given:
        items.append(_right(xr, 140, ar_given, 38, "bold"))
    if ar_family:
        items.append(_right(xr, 204, ar_family, 38, "bold"))
    rows = [
        (290, "Date de naissance", "تاريخ الازدياد", fr_date(v["date_of_birth"], "."), ""),
        (390, "Lieu de naissance", "مكان الازدياد", v["place_of_birth"].upper(), ar_place),
        (490, "Valable jusqu'au", "صالحة إلى غاية", fr_date(v["cin_expiry"], "."), ""),
    ]
    for y, label, ar_label, value, ar_value in rows:
        items += [Item(x, y, label, 22), _right(xr, y - 4, ar_label, 24), Item(x, y + 30, value, 38, "bold")]
        if ar_value:
            items.append(_right(xr, y + 32, ar_value, 32))
    items += [
        Item(40, 560, "Signature du titulaire", 20),
        Rule(40, 600, 340, 601),
        Item(40, 640, "N° CNIE", 24),
        Item(40, 676, v["cin"], 62, "bold"),
        Item(x + 300, 600, "Sexe", 22),
        Item(x + 300, 630, "F" if _female(v) else "M", 36, "bold"),
        *frame(1080, 580, xr, 790, 2),
        _centre(1080, xr, 670, "image", 18),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_m(v: dict[str, Any]) -> Page:
    """CNIE back: French label and value on the left, the Arabic label right-aligned on the same row (filiation,
    address wrapped under itself, civil status and sex on one row), a rule, the TD1 MRZ."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-m")
    fem = _female(v)
    father = rng.choice(("ABDERRAHIM", "MUSTAPHA", "LAHCEN", "AHMED BEN ALI", "EL HOUSSAINE", "ABDESLAM"))
    mother = rng.choice(("RQIYA", "FATNA", "HADDA", "ZINEB BENT MOHAMED", "NEZHA", "ITTO"))
    x, xr, vx = 40, 1262, 250
    items: list[Item | Rule] = [
        *frame(6, 6, CARD[0] - 6, CARD[1] - 6, 2),
        Item(x, 34, "Fille de" if fem else "Fils de", 28),
        Item(vx, 30, father, 34),
        _right(xr, 30, "بنت" if fem else "ابن", 30),
        Item(x, 94, "et de", 28),
        Item(vx, 90, mother, 34),
        _right(xr, 90, "و", 30),
        Item(x, 154, "Adresse", 28),
        _right(xr, 150, "العنوان", 30),
    ]
    address, y = flow_text(vx, 150, v["address"].upper(), size=34, gap=50, width=xr - 140 - vx)
    items += address
    y = max(y, 210) + 10
    items += [
        Item(x, y + 4, "N° état civil", 28),
        Item(vx + 70, y, f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 34),
        Item(760, y + 4, "Sexe", 28),
        Item(860, y, "F" if fem else "M", 34),
        _right(xr, y, "الجنس", 30),
        Rule(30, 450, CARD[0] - 30, 452),
    ]
    items += [Item(56, 478 + i * 104, line, 50, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_m(v: dict[str, Any]) -> Page:
    """Data page: the passport number in the header, two-line bilingual labels (French over English, small) in a
    label column beside the values, the Arabic names and place at the right end of their rows, dates as '12 MARS
    1988', the CIN as 'N° personnel / Personal No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    ar_given, ar_family = _arabic_name(v)
    ar_place = _AR_NAMES.get(v["place_of_birth"].upper(), "")
    number, issued, expiry = _passport_m(v)
    sex = "F" if _female(v) else "M"
    xr = 1266
    items: list[Item | Rule] = [
        Item(36, 20, "ROYAUME DU MAROC", 28, "bold"),
        _centre(420, 880, 20, "جواز السفر", 30, "bold"),
        _right(xr, 20, "المملكة المغربية", 30, "bold"),
        Item(36, 66, "PASSEPORT / PASSPORT", 24),
        _right(xr - 250, 66, "Passeport N° / Passport No.", 22),
        _right(xr, 60, number, 34, "bold"),
        Rule(36, 112, xr, 114),
        *frame(36, 136, 326, 520, 2),
        _centre(36, 326, 316, "PHOTO", 22),
    ]
    lx1, vx1, lx2, vx2 = 350, 560, 850, 1040

    def field(lx: int, vx: int, y: int, fr: str, en: str, value: str, size: int = 30) -> list[Item | Rule]:
        return [Item(lx, y, fr, 18), Item(lx, y + 22, en, 17), Item(vx, y + 2, value, size, "bold")]

    items += field(lx1, vx1, 132, "Type", "Type", "P") + field(lx2, vx2, 132, "Code", "Country code", "MAR")
    items += field(lx1, vx1, 198, "Nom", "Surname", family.upper())
    items += field(lx1, vx1, 264, "Prénoms", "Given names", given.upper())
    if ar_family:
        items.append(_right(xr, 196, ar_family, 30))
    if ar_given:
        items.append(_right(xr, 262, ar_given, 30))
    items += field(lx1, vx1, 330, "Nationalité", "Nationality", "MAROCAINE")
    items += field(lx2, vx2, 330, "Sexe", "Sex", sex)
    items += field(lx1, vx1, 396, "Date de naissance", "Date of birth", _abbr_date(v["date_of_birth"]), 28)
    items += field(lx2, vx2, 396, "N° personnel", "Personal No.", v["cin"], 28)
    items += field(lx1, vx1, 462, "Lieu de naissance", "Place of birth", v["place_of_birth"].upper(), 28)
    if ar_place:
        items.append(_right(xr, 462, ar_place, 28))
    items += field(lx1, vx1, 528, "Date de délivrance", "Date of issue", _abbr_date(issued), 28)
    items += field(lx2, vx2, 528, "Date d'expiration", "Date of expiry", _abbr_date(expiry), 26)
    items += field(lx1, vx1, 594, "Autorité", "Authority", "DGSN - RABAT", 26)
    items += [Item(40, 676 + i * 70, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _centred_letterhead(v: dict[str, Any], firm: dict[str, str]) -> list[Item | Rule]:
    """An initials logo box on the left, the name and legal lines centred, a double rule."""
    legal = f"{_legal(v['employer'])} au capital de {firm['capital']} dirhams"
    return [
        *frame(_L, 110, _L + 170, 280, 4),
        _centre(_L, _L + 170, 160, _initials(v["employer"]), 56, "bold"),
        _centre(400, 2080, 112, v["employer"].upper(), 50, "bold"),
        _centre(400, 2080, 186, legal, 28),
        _centre(400, 2080, 228, f"{firm['street']} - {firm['town']}", 28),
        Rule(_L, 310, _R, 314),
        Rule(_L, 322, _R, 324),
    ]


def _spaced(title: str) -> str:
    """'A T T E S T A T I O N   D E   T R A V A I L': a letter-spaced title."""
    return "   ".join(" ".join(word) for word in title.split())


def employment_certificate_page_m(v: dict[str, Any]) -> Page:
    """A letter with a centred letterhead: reference and place / date, a letter-spaced underlined title, 'Nous
    soussignés, la société ... attestons par la présente que ...', the hire date in words with the figures in
    parentheses, the contract in words, 'pour servir et valoir ce que de droit', a 'P/O' signature, a legal
    footer."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-m")
    contract = {
        "CDI": "un contrat de travail à durée indéterminée",
        "CDD": "un contrat de travail à durée déterminée",
    }.get(v["contract_type"], f"un contrat de type {v['contract_type']}")
    title = _spaced("ATTESTATION DE TRAVAIL")
    width = round(text_width(title, 46, "bold"))
    items: list[Item | Rule] = [
        *_centred_letterhead(v, firm),
        Item(_L, 420, f"Réf. : RH/ATT/{signed[:4]}/{rng.randint(100, 999):04d}", 30),
        _right(_R, 420, f"{firm['town']}, le {_plain_words_date(signed)}", 32),
        Item((A4[0] - width) // 2, 620, title, 46, "bold"),
        Rule((A4[0] - width) // 2, 686, (A4[0] + width) // 2, 690),
    ]
    body, y = flow_text(
        _L + 80,
        860,
        f"Nous soussignés, la société {_glue(v['employer'])}, immatriculée au Registre du Commerce de "
        f"{_glue(firm['town'])} sous le n°~{firm['rc']} et affiliée à la Caisse Nationale de Sécurité Sociale sous "
        f"le n°~{v['employer_cnss']}, attestons par la présente que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la carte nationale d'identité électronique n°~{v['cin']}, fait partie de notre personnel "
        f"depuis le {_date_words(v['hire_date'])} ({fr_date(v['hire_date'])}), et qu'{'elle' if e else 'il'} "
        f"y occupe à ce jour l'emploi de {_glue(v['position'])}, en vertu d'{contract}.",
        size=40,
        gap=78,
        width=_R - _L - 160,
    )
    items += body
    close, y = flow_text(
        _L + 80,
        y + 60,
        f"Cette attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de droit.",
        size=40,
        gap=78,
        width=_R - _L - 160,
    )
    items += close
    y += 160
    items += [
        Item(1400, y, "Pour la société,", 34),
        Item(1400, y + 56, "P/O Le Responsable des Ressources Humaines", 30, "bold"),
        Item(1400, y + 104, firm["hr"], 30),
        *frame(1460, y + 170, 2180, y + 420, 2),
        _centre(1460, 2180, y + 278, "Cachet de la société", 24),
        Rule(_L, 3240, _R, 3242),
        _centre(
            0, A4[0], 3262, f"Tél. : {firm['tel']}  -  Fax : {firm['fax']}  -  {firm['street']}, {firm['town']}", 24
        ),
        _centre(
            0,
            A4[0],
            3300,
            f"RC {firm['rc']}  -  IF {firm['if']}  -  Patente {firm['patente']}  -  CNSS {v['employer_cnss']}  -  "
            f"ICE {firm['ice']}",
            24,
        ),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_m(v: dict[str, Any]) -> Page:
    """Firm on the left, its department in Arabic on the right, the title in a framed box, one sentence giving
    the gross and net monthly pay in figures then in words, the same two amounts in side-by-side framed tiles, the
    signature of the Chef du Personnel."""
    p = pay_lines(v)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "salary")
    items: list[Item | Rule] = [
        Item(_L, 120, v["employer"], 48, "bold"),
        Item(_L, 190, "Direction Administrative et Financière", 30),
        Item(_L, 232, "Service du Personnel", 30),
        _right(_R, 124, "المديرية الإدارية والمالية", 34, "bold"),
        _right(_R, 184, "مصلحة المستخدمين", 30),
        Rule(_L, 300, _R, 302),
        _right(_R, 370, f"Fait à {firm['town']}, le {fr_date(signed)}", 32),
        *frame(620, 520, 1860, 650, 3),
        _centre(620, 1860, 556, "ATTESTATION DE SALAIRE", 52, "bold"),
    ]
    body, y = flow_text(
        _L,
        800,
        f"Nous soussignés, {_glue(v['employer'])}, {_legal(v['employer'])} dont le siège est à "
        f"{_glue(firm['town'])}, attestons que {civ} {_glue(given + ' ' + family.upper())}, titulaire de la CIN "
        f"n°~{v['cin']}, est employé{e} dans notre société depuis le {_glue(fr_date(v['hire_date']))} en qualité de "
        f"{_glue(v['position'])}, et qu'{'elle' if e else 'il'} perçoit un salaire mensuel brut de "
        f"{_glue(fr_amount(p['gross']) + ' DH')} ({amount_words(p['gross'])}), soit un salaire mensuel net de "
        f"{_glue(fr_amount(p['net']) + ' DH')} ({amount_words(p['net'])}).",
        size=40,
        gap=78,
        width=_R - _L,
    )
    items += body
    y += 90
    tiles = (
        (_L, 1190, "SALAIRE BRUT MENSUEL", p["gross"]),
        (1290, _R, "SALAIRE NET MENSUEL", p["net"]),
    )
    for x0, x1, label, amount in tiles:
        items += [
            *frame(x0, y, x1, y + 240, 3),
            Rule(x0, y + 80, x1, y + 82),
            _centre(x0, x1, y + 22, label, 32, "bold"),
            _centre(x0, x1, y + 122, f"{fr_amount(amount)} DH", 52, "bold"),
        ]
    y += 330
    close, y = flow_text(
        _L,
        y,
        "Les montants ci-dessus s'entendent avant prélèvement des éventuelles avances et oppositions. La présente "
        f"attestation est délivrée à l'intéressé{e} pour servir et valoir ce que de droit.",
        size=36,
        gap=66,
        width=_R - _L,
    )
    items += close
    y += 130
    items += [
        Item(1500, y, "Le Chef du Personnel", 36, "bold"),
        Item(1500, y + 58, firm["personnel"], 32),
        *frame(1500, y + 130, 2230, y + 380, 2),
        _centre(1500, 2230, y + 236, "Signature et cachet", 24),
        Rule(_L, 3280, _R, 3282),
        _centre(0, A4[0], 3302, f"{firm['street']}, {firm['town']}  -  Tél. {firm['tel']}  -  ICE {firm['ice']}", 24),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_m(v: dict[str, Any]) -> Page:
    """A regional agency's listing in monospace capitals with dot leaders: the insured (immatriculation, NOM,
    PRENOM, CIN, birth date, affiliation date), the current employer (raison sociale as registered, affiliation
    number, date of entry), an edition line, a monospace certification paragraph, the agency head's signature."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-m")
    town = rng.choice(("CASABLANCA", "RABAT", "FES", "TANGER", "AGADIR", "MARRAKECH"))
    agency = rng.choice(("HAY MOHAMMADI", "CENTRE", "AIN SEBAA", "SIDI MAAROUF", "NAHDA"))
    hour = f"{rng.randint(8, 15):02d}:{rng.randint(0, 59):02d}"
    e = "E" if _female(v) else ""

    def lead(label: str, value: str) -> str:
        return f"{label} ".ljust(32, ".") + " : " + value

    items: list[Item | Rule] = [
        Item(_L, 120, "CAISSE NATIONALE DE SECURITE SOCIALE", 40, "bold"),
        _right(_R, 116, "الصندوق الوطني للضمان الاجتماعي", 38, "bold"),
        Item(_L, 180, f"DIRECTION REGIONALE {town}  -  AGENCE {agency}", 30),
        Rule(_L, 240, _R, 242),
        Item(_L, 266, f"EDITION DU : {fr_date(signed)}  A {hour}", 30, "mono"),
        _right(_R, 266, "PAGE : 001 / 001", 30, "mono"),
        Item(_L, 310, f"REF.  : ATT/AFF/{signed[:4]}/{rng.randint(10_000, 99_999)}", 30, "mono"),
        Rule(_L, 370, _R, 372),
        _centre(0, A4[0], 470, "ATTESTATION D'AFFILIATION", 54, "bold"),
        _centre(0, A4[0], 548, "(REGIME GENERAL DE SECURITE SOCIALE)", 30),
        Item(_L, 700, "*** ASSURE ***", 34, "mono"),
    ]
    insured = [
        lead("NUMERO D'IMMATRICULATION", v["cnss_number"]),
        lead("NOM", family.upper()),
        lead("PRENOM", given.upper()),
        lead("NUMERO C.I.N.", v["cin"]),
        lead("DATE DE NAISSANCE", fr_date(v["date_of_birth"])),
        lead("DATE D'IMMATRICULATION", fr_date(v["affiliation_date"])),
    ]
    items += [Item(_L + 60, 770 + i * 60, line, 34, "mono") for i, line in enumerate(insured)]
    y = 770 + len(insured) * 60 + 60
    items += [Item(_L, y, "*** EMPLOYEUR ***", 34, "mono")]
    employer = [
        lead("RAISON SOCIALE", v["employer"]),
        lead("NUMERO D'AFFILIATION", v["employer_cnss"]),
        lead("DATE D'ENTREE", fr_date(v["hire_date"])),
    ]
    items += [Item(_L + 60, y + 70 + i * 60, line, 34, "mono") for i, line in enumerate(employer)]
    y += 70 + len(employer) * 60 + 80
    items += [Rule(_L, y, _R, y + 2)]
    paragraph = (
        f"LE DIRECTEUR REGIONAL DE LA CNSS CERTIFIE QUE L'ASSURE{e} DESIGNE{e} CI-DESSUS EST IMMATRICULE{e} "
        f"SOUS LE NUMERO {v['cnss_number']} ET AFFILIE{e} AU REGIME GENERAL DE SECURITE SOCIALE AU TITRE DE "
        "L'EMPLOYEUR SUSVISE.",
        "LA PRESENTE ATTESTATION EST DELIVREE A LA DEMANDE DE L'INTERESSE"
        + e
        + " POUR SERVIR ET VALOIR CE QUE DE DROIT. ELLE NE VAUT PAS ATTESTATION D'OUVERTURE DE DROITS AUX PRESTATIONS.",
    )
    y += 40
    for text in paragraph:
        lines: list[str] = []
        line = ""
        for word in text.split():
            trial = f"{line} {word}" if line else word
            if len(trial) > 86:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        items += [Item(_L, y + i * 52, t, 30, "mono") for i, t in enumerate(lines)]
        y += len(lines) * 52 + 40
    y += 80
    items += [
        Item(1450, y, f"{town.title()}, le {fr_date(signed)}", 32),
        Item(1450, y + 56, "Le Chef d'Agence", 32, "bold"),
        *frame(1450, y + 120, 2230, y + 370, 2),
        _centre(1450, 2230, y + 226, "Cachet et signature", 24),
        Rule(_L, 3300, _R, 3302),
        _centre(
            0,
            A4[0],
            3320,
            "CNSS - 649, Boulevard Mohammed V - Casablanca  -  www.cnss.ma  -  Allo CNSS 080 200 72 72",
            24,
        ),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _working_day(year: int, month: int, day: int, last: int) -> int:
    """`day`, or the next Monday when it falls on a weekend (the Friday before when that Monday is past `last`)."""
    week = datetime.date(year, month, day).weekday()
    if week < 5:
        return day
    later = day + 7 - week
    return later if later <= last else day - (week - 4)


def bank_statement_page_m(v: dict[str, Any]) -> Page:
    """'RELEVÉ DE COMPTE CHÈQUES', 'Mouvements du 01-10-2026 au 31-10-2026', holder block and info block, a Date
    opér. / Libellé / Date valeur / Débit / Crédit / Solde table from 'SOLDE PRÉCÉDENT' to 'TOTAL DES MOUVEMENTS' and
    'SOLDE EN VOTRE FAVEUR AU ...'."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v["net_salary"])
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    civ = "Mme" if _female(v) else "M."
    rng = random.Random(f"{v['cin']}-statement-m")
    town, agency = _agency(v)
    spend = [
        (rng.randint(4, 8), f"PAIEMENT TPE {rng.choice(('MARJANE', 'BIM', 'ATACADAO', 'KITEA'))} {town.upper()}"),
        (rng.randint(9, 13), "RETRAIT GAB " + rng.choice(("MAARIF", "AGDAL", "GUELIZ", "CENTRE VILLE"))),
        (rng.randint(14, 20), f"PRLV {rng.choice(('IAM', 'ORANGE', 'INWI'))} FACTURE MOBILE"),
        (rng.randint(20, 25), "FRAIS TENUE DE COMPTE"),
    ]
    cents = [rng.randint(20_000, 120_000), rng.choice((40_000, 100_000, 200_000)), rng.randint(9_900, 45_000), 2_200]
    back = sum(cents)  # a cash deposit pays the spending back: closing = opening + net - rent
    moves: list[tuple[int, str, int]] = [
        (rng.randint(2, 5), f"VIR PERMANENT LOYER {_MONTHS[month - 1].upper()}", -round(rent * 100)),
        (rng.randint(15, 21), "VERSEMENT ESPECES AGENCE", back),
        (rng.randint(max(2, last - 6), last - 1), "VIR RECU SALAIRE " + v["employer"].upper()[:24], round(net * 100)),
    ]
    moves = [(_working_day(year, month, d, last), label, c) for d, label, c in moves]
    moves += [(d, label, -c) for (d, label), c in zip(spend, cents, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))

    def money(c: int) -> str:
        return ("-" if c < 0 else "") + fr_amount(abs(c) / 100)

    ar_bank = _AR_BANKS.get(v["bank_name"], "")
    items: list[Item | Rule] = [
        Item(_L, 110, v["bank_name"].upper(), 50, "bold"),
        Item(_L, 182, f"Agence {agency}", 30),
        Item(_L, 224, f"Tél. 05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} 00", 28),
    ]
    if ar_bank:
        items.append(_right(_R, 112, ar_bank, 40, "bold"))
    items += [
        Rule(_L, 290, _R, 293),
        Item(_L, 340, f"{civ} {given} {family.upper()}", 36, "bold"),
    ]
    address, _ = flow_text(_L, 396, v["address"], size=30, gap=44, width=1000)
    items += address[:2]
    info = [
        ("Relevé n°", f"{month:02d}/{year}"),
        ("Compte n°", v["rib"][6:22]),
        ("Devise", "MAD - Dirham"),
        ("Date d'arrêté", fr_date(end)),
    ]
    items += [*frame(1420, 330, _R, 560, 2)]
    for i, (label, value) in enumerate(info):
        items += [Item(1450, 350 + i * 52, label, 28), Item(1730, 348 + i * 52, f": {value}", 30)]
    items += [
        _centre(0, A4[0], 640, "RELEVÉ DE COMPTE CHÈQUES", 52, "bold"),
        _centre(0, A4[0], 716, f"Mouvements du {fr_date(start, '-')} au {fr_date(end, '-')}", 34),
        Item(_L, 800, f"RIB : {_rib_groups(v['rib'])}", 30, "mono"),
        _right(_R, 800, f"BIC : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 30, "mono"),
        Item(_L, 848, f"IBAN : {iban(v['rib'])}", 30, "mono"),
    ]
    cols = (_L, 340, 1150, 1340, 1680, 2000, _R)
    heads = ("Date opér.", "Libellé", "Date valeur", "Débit", "Crédit", "Solde")
    y = 930
    items += [Rule(_L, y, _R, y + 3)]
    for c, head in enumerate(heads):
        if c >= 3:
            items.append(_right(cols[c + 1] - 14, y + 20, head, 28, "bold"))
        else:
            items.append(Item(cols[c] + 14, y + 20, head, 28, "bold"))
    table_top = y
    y += 76
    items.append(Rule(_L, y, _R, y + 2))
    y += 20
    balance = round(opening * 100)
    items += [
        Item(cols[0] + 14, y, fr_date(start)[:5], 30),
        Item(cols[1] + 14, y, "SOLDE PRÉCÉDENT", 30, "bold"),
        _right(cols[6] - 14, y, money(balance), 30, "bold"),
    ]
    y += 62
    for d, label, c in moves:
        balance += c
        shift = 0 if c > 0 or "TPE" not in label else rng.randint(1, 2)  # card payments are valued a day or two later
        valued = min(d + shift, last)
        items += [
            Item(cols[0] + 14, y, f"{d:02d}/{month:02d}", 30),
            Item(cols[1] + 14, y, label, 28),
            Item(cols[2] + 14, y, f"{valued:02d}/{month:02d}/{year % 100:02d}", 28),
            _right(cols[4 if c < 0 else 5] - 14, y, fr_amount(abs(c) / 100), 30),
            _right(cols[6] - 14, y, money(balance), 28),
        ]
        y += 58
    y += 16
    items.append(Rule(_L, y, _R, y + 2))
    y += 20
    debits = -sum(c for _, _, c in moves if c < 0)
    credits = sum(c for _, _, c in moves if c > 0)
    items += [
        Item(cols[1] + 14, y, "TOTAL DES MOUVEMENTS", 30, "bold"),
        _right(cols[4] - 14, y, fr_amount(debits / 100), 30, "bold"),
        _right(cols[5] - 14, y, fr_amount(credits / 100), 30, "bold"),
    ]
    y += 62
    side = "EN VOTRE FAVEUR" if balance >= 0 else "EN NOTRE FAVEUR"
    items += [
        Item(cols[1] + 14, y, f"SOLDE {side} AU {fr_date(end)}", 30, "bold"),
        _right(cols[6] - 14, y, money(balance), 32, "bold"),
    ]
    y += 66
    items += [*frame(_L, table_top, _R, y, 2)]
    items += [Rule(x, table_top, x + 1, y) for x in cols[1:-1]]
    notice, _ = flow_text(
        _L,
        y + 50,
        "Sauf erreur ou omission. Les opérations non contestées dans un délai d'un mois à compter de la date "
        "d'envoi du présent relevé sont réputées approuvées. Conservez ce document.",
        size=26,
        gap=40,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['bank_name']} - Agence {agency} - {town}", 24),
        _right(_R, 3320, "Page 1 / 1", 24),
    ]
    return Page(A4, tuple(items))


def _barcode(x0: int, y0: int, x1: int, y1: int, seed: str) -> list[Item | Rule]:
    """A barcode-like box: bars of one to four units wide drawn from `seed` inside a frame."""
    rng = random.Random(seed)
    items: list[Item | Rule] = [*frame(x0, y0, x1, y1, 2)]
    x = x0 + 24
    while x < x1 - 40:
        width = rng.choice((3, 3, 6, 9, 12))
        items.append(Rule(x, y0 + 18, x + width, y1 - 18))
        x += width + rng.choice((4, 6, 9))
    return items


def _dotted(y: int) -> list[Item | Rule]:
    """A dotted cut line across the page."""
    return [Rule(x, y, x + 14, y + 2) for x in range(60, A4[0] - 60, 30)]


def rib_page_m(v: dict[str, Any]) -> Page:
    """A page of a RIB booklet: three identical slips between dotted cut lines, each with the bank in French and
    Arabic, the title, the holder under a bilingual label, the domiciliation, the RIB in a four-cell captioned box,
    the IBAN unspaced, the BIC and a barcode-like box."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ = "Mme" if _female(v) else "M."
    town, agency = _agency(v)
    ar_bank = _AR_BANKS.get(v["bank_name"], "")
    bic = _BIC.get(v["bank_name"], "BCMAMAMC")
    unspaced = iban(rib).replace(" ", "")
    items: list[Item | Rule] = [
        _centre(
            0, A4[0], 60, "Détachez suivant les pointillés le relevé à remettre à votre créancier ou employeur", 26
        ),
    ]
    height = 1000
    for s in range(3):
        top = 130 + s * height
        items += _dotted(top)
        y = top + 60
        items += [Item(_L, y, v["bank_name"], 42, "bold")]
        if ar_bank:
            items.append(Item(_L, y + 62, ar_bank, 32))
        items += [
            _right(_R, y, "RELEVÉ D'IDENTITÉ BANCAIRE", 38, "bold"),
            _right(_R, y + 56, "RIB - IBAN", 30),
            Rule(_L, y + 124, _R, y + 126),
            Item(_L, y + 150, "Titulaire du compte / صاحب الحساب", 24),
            Item(_L, y + 184, f"{civ} {given} {family.upper()}", 40, "bold"),
            Item(1400, y + 150, "Domiciliation", 24),
            Item(1400, y + 184, f"Agence {agency}", 32),
            Item(1400, y + 228, f"{town} - Maroc", 28),
        ]
        bx = y + 300
        cells = (
            (_L, 420, "Code banque", rib[:3]),
            (420, 690, "Code ville", rib[3:6]),
            (690, 1420, "Numéro de compte", rib[6:22]),
            (1420, 1600, "Clé", rib[22:]),
        )
        items += [*frame(_L, bx, 1600, bx + 130, 3)]
        for x0, x1, caption, digits in cells:
            items += [Item(x0 + 14, bx + 10, caption, 20), _centre(x0, x1, bx + 52, digits, 46, "mono")]
            if x0 > _L:
                items.append(Rule(x0, bx, x0 + 2, bx + 130))
        items += _barcode(1680, bx, _R, bx + 130, f"{rib}-bar")
        items += [
            Item(_L, bx + 180, "IBAN", 26, "bold"),
            Item(_L + 120, bx + 172, unspaced, 40, "mono"),
            Item(_L, bx + 250, "BIC / SWIFT", 26, "bold"),
            Item(_L + 220, bx + 244, bic, 36, "mono"),
            _right(_R, bx + 250, "Devise : MAD", 28),
            Item(_L, bx + 330, f"Édité le {fr_date(_issued(v, 'rib'))} - document non contractuel", 22),
        ]
    items += [
        *_dotted(130 + 3 * height),
        _centre(0, A4[0], 3230, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 24),
    ]
    return Page(A4, tuple(items))


PAGES_M: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_m,
    "cin_front": cin_front_page_m,
    "cin_back": cin_back_page_m,
    "passport": passport_page_m,
    "employment_certificate": employment_certificate_page_m,
    "salary_certificate": salary_certificate_page_m,
    "cnss_certificate": cnss_certificate_page_m,
    "bank_statement": bank_statement_page_m,
    "rib": rib_page_m,
}
