"""Layout "l" of every document type: a twelfth, independent layout, written blind (the reader is never tuned on it,
and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_j`, other real-world
conventions:

- payslip: an offshoring company's bilingual English / French payslip ("PAYSLIP" over "Bulletin de paie"), every
  label "English / Français", the dates in the software's ISO form ("2019-03-01", the period as "2026-10-01 to /
  au 2026-10-31"), the employee as a three-by-three grid of small bilingual labels over bold values with the name
  as "FAMILY, Given", a Code / Description / Base / Rate / Earnings / Deductions table, a framed summary on the
  right ("Gross pay / Salaire brut", "Total deductions / Total retenues", "NET PAY / NET À PAYER ... MAD") and a
  small "Year to date / Cumul annuel" table on the left; amounts with English separators ("12,345.67");
- CNIE front: the card number large at the top right, labels in small type above their values, "Prénom" before
  "Nom", "Né le" / "Née le" and "à" as two separate labelled rows, dates written with spaces ("12 03 1988"),
  the validity under the photo;
- CNIE back: the card number small at the top right, a label column on the left ("Père", "Mère", "Adresse",
  "État civil", "Sexe") with the values in a second column, the address on two lines (street, then town), the
  TD1 MRZ inside a frame;
- passport: a data page with the photo on the RIGHT, ICAO-numbered bilingual labels ("1. Nom / Surname", "2.
  Prénoms / Given names" ... "9. N° personnel / Personal No.") in small type above the values, slash dates, the
  TD3 MRZ;
- employment certificate: a small firm's short letter in the first person signed by the "Gérant" (capital line
  under the letterhead, place and date on the right, the title left-aligned and underlined), one paragraph with
  the birth date, the CIN, the position, the hire date and the contract written out with its abbreviation, and
  the CNSS numbers of the company and of the employee ONLY in a ruled footer table (Employeur | N° d'affiliation
  CNSS | Salarié | N° d'immatriculation CNSS), then RC / IF / ICE;
- salary certificate: an "ATTESTATION DE SALAIRE ET DE DOMICILIATION IRRÉVOCABLE" addressed to the applicant's
  bank (recipient block on the right), the pay as a two-column table (base, seniority bonus, gross, CNSS + AMO,
  IR, net, "Montant (DH)" header, amounts "12 345,67"), the irrevocable undertaking to pay the salary into the
  applicant's account (RIB in groups), signed by the "Directeur Administratif et Financier";
- CNSS certificate: an e-services "Attestation d'affiliation" in prose only (the insured, CIN, immatriculation,
  affiliation date, employer and its number all in one paragraph), an edition number and date, a QR code box
  (drawn modules) beside a verification code and URL, an electronic-signature notice;
- bank statement: "RELEVÉ MENSUEL DE COMPTE" with "Période : du 01/10/2026 au 31/10/2026", the movements grouped
  by date under a day heading ("Lundi 05/10/2026") with a "Solde du jour" line after each group, "SOLDE
  D'OUVERTURE" before and "SOLDE DE CLÔTURE" after, a single signed "Montant" column and a "Solde" column;
- RIB: an "ATTESTATION D'OUVERTURE DE COMPTE" letter from the agency (the holder, the CIN, the opening date in
  prose), then a framed "RELEVÉ D'IDENTITÉ BANCAIRE" block with the holder and a header row Code banque / Code
  ville / N° de compte / Clé RIB over the values, the IBAN and the BIC, the agency's signature.

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
    flow_text,
    fr_amount,
    fr_date,
    frame,
    iban,
    issued_after_period,
    last_day,
    passport_numbers,
    pay_lines,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import female as _female
from tests.support.docgen import fr_words_date as _words_date
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Salé", "Mohammedia", "Tanger", "Fès", "Marrakech", "Agadir", "Tétouan")
_DAYS = ("Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche")
_issued = partial(issued_after_period, layout="l", days=(2, 14))
_passport_l = partial(passport_numbers, layout="l", issued_from=2018, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------


def _en(value: float) -> str:
    """English separators: 12,345.67."""
    return f"{value:,.2f}"


def _spaced(iso: str) -> str:
    """A card's date with spaces: 12 03 1988."""
    return fr_date(iso, " ")


def _civility(v: dict[str, Any]) -> tuple[str, str]:
    """('Madame', 'e') or ('Monsieur', '')."""
    return ("Madame", "e") if _female(v) else ("Monsieur", "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-l document."""
    rng = random.Random(f"l-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Casanearshore Park, Shore 11, 1100 Boulevard Al Qods",
                "Technopolis Rabat-Shore, Bâtiment B4",
                "Parc d'activités Oukacha, Lot 27",
                "Immeuble Karam, 118 Boulevard d'Anfa",
                "Zone industrielle Gzenaya, Lot 305",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "capital": rng.choice(("100 000,00", "500 000,00", "1 000 000,00", "3 000 000,00")),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        # no family name shared with an applicant
        "manager": rng.choice(("Abdelhak LAMRINI", "Mustapha GUESSOUS", "Said ZNIBER", "Hicham BOUAYAD")),
        "cfo": rng.choice(("Leila HAJJI", "Noureddine AMOR", "Ghita LAHLOU", "Adil KETTANI")),
    }


def _legal(employer: str) -> str:
    return "SARL" if employer.endswith("SARL") else "SA"


def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(town, agency name) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-l")
    town = rng.choice(_TOWNS)
    return town, f"{town} {rng.choice(('Centre', 'Gauthier', 'Hay Nahda', 'Val Fleuri', 'Massira', 'Palmier'))}"


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_l(v: dict[str, Any]) -> Page:
    """An offshoring company's bilingual payslip: employer block top left, 'PAYSLIP' / 'Bulletin de paie' top
    right with the ISO period range and payment date, a three-by-three grid of bilingual labels over values (name
    'FAMILY, Given'), a Code / Description / Base / Rate / Earnings / Deductions table, a year-to-date table on the
    left and the framed summary ending with 'NET PAY / NET À PAYER' on the right."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    last = last_day(year, month)
    start, end = f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-{last:02d}"
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-l")
    department = rng.choice(("Customer Care", "IT Support", "Back Office", "Finance Operations", "Quality"))
    items: list[Item | Rule] = [
        Item(_L, 120, v["employer"], 44, "bold"),
        Item(_L, 188, firm["street"], 28),
        Item(_L, 228, f"{firm['town']} - Morocco / Maroc", 28),
        Item(_L, 268, f"CNSS employer no. / N° affiliation CNSS : {v['employer_cnss']}", 28),
        Item(_L, 308, f"ICE : {firm['ice']}", 28),
        _right(_R, 112, "PAYSLIP", 60, "bold"),
        _right(_R, 196, "Bulletin de paie", 38),
        _right(_R, 258, f"Pay period / Période : {start} to / au {end}", 30),
        _right(_R, 302, f"Payment date / Date de paiement : {end}", 28),
        Rule(_L, 370, _R, 376),
    ]
    cells = [
        ("Employee ID / Matricule", f"EMP-{rng.randint(10_000, 99_999)}"),
        ("Employee name / Nom et prénom", f"{family.upper()}, {given}"),
        ("National ID / CIN", v["cin"]),
        ("CNSS no. / N° CNSS", v["cnss_number"]),
        ("Job title / Fonction", v["position"]),
        ("Hire date / Date d'entrée", v["hire_date"]),
        ("Contract / Contrat", v["contract_type"]),
        ("Department / Service", department),
        ("Marital status / Situation", rng.choice(("Single / Célibataire", "Married / Marié(e)"))),
    ]
    xs = (_L, 877, 1604, _R)
    y0, row = 410, 110
    items += [*frame(_L, y0, _R, y0 + 3 * row, 2)]
    items += [Rule(x, y0, x + 2, y0 + 3 * row) for x in xs[1:-1]]
    items += [Rule(_L, y0 + r * row, _R, y0 + r * row + 1) for r in (1, 2)]
    for i, (label, value) in enumerate(cells):
        x, y = xs[i % 3] + 20, y0 + (i // 3) * row
        items += [Item(x, y + 12, label, 22), Item(x, y + 48, value, 34, "bold")]
    # pay lines
    cols = (_L, 330, 1150, 1420, 1630, 1980, _R)
    heads = ("Code", "Description / Libellé", "Base", "Rate / Taux", "Earnings / Gains", "Deductions / Retenues")
    rows: list[tuple[str, str, str, str, str, str, bool]] = [
        ("1000", "Base salary / Salaire de base", "", "", _en(p["base"]), "", False),
    ]
    if p["bonus"] > 0:
        rows.append(
            (
                "1100",
                "Seniority bonus / Prime d'ancienneté",
                _en(p["base"]),
                f"{p['rate']:.2f}%",
                _en(p["bonus"]),
                "",
                False,
            )
        )
    rows += [
        ("", "GROSS PAY / SALAIRE BRUT", "", "", _en(p["gross"]), "", True),
        ("5000", "CNSS (employee / salarial)", _en(min(p["gross"], 6000.0)), "4.48%", "", _en(p["cnss"]), False),
        ("5010", "AMO (employee / salarial)", _en(p["gross"]), "2.26%", "", _en(p["amo"]), False),
        ("5200", "Income tax / Impôt sur le revenu", _en(p["taxable"]), "", "", _en(p["igr"]), False),
    ]
    y = 820
    items += [Rule(_L, y, _R, y + 4)]
    for c, head in enumerate(heads):
        if c >= 2:
            items.append(_right(cols[c + 1] - 14, y + 22, head, 24, "bold"))
        else:
            items.append(Item(cols[c] + 14, y + 22, head, 24, "bold"))
    y += 74
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    for code, label, base, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        if bold:
            items.append(Rule(_L, y - 10, _R, y - 9))
        items += [Item(cols[0] + 14, y, code, 30), Item(cols[1] + 14, y, label, 30, style)]
        for c, text in ((2, base), (3, rate), (4, gain), (5, held)):
            if text:
                items.append(_right(cols[c + 1] - 14, y, text, 30, style))
        y += 58
        if bold:
            items.append(Rule(_L, y - 12, _R, y - 11))
    items += [Rule(_L, y, _R, y + 4)]
    items += [Rule(x, 820, x + 1, y) for x in cols[1:-1]]
    y += 70
    # year to date (left) and the summary (right)
    ytd = [
        ("Gross / Brut", _en(round(p["gross"] * month, 2))),
        ("Taxable / Net imposable", _en(round(p["taxable"] * month, 2))),
        ("Income tax / IR", _en(round(p["igr"] * month, 2))),
    ]
    items += [Item(_L, y, f"Year to date / Cumul annuel ({year})", 26, "bold"), Rule(_L, y + 44, 1050, y + 46)]
    for i, (label, value) in enumerate(ytd):
        items += [Item(_L, y + 60 + i * 44, label, 26), _right(1050, y + 60 + i * 44, value, 26)]
    x0 = 1250
    summary = [
        ("Gross pay / Salaire brut", _en(p["gross"]), 32, "regular"),
        ("Total deductions / Total retenues", _en(p["held"]), 32, "regular"),
    ]
    items += [*frame(x0, y - 10, _R, y + 290, 3)]
    for i, (label, value, size, style) in enumerate(summary):
        items += [Item(x0 + 30, y + 14 + i * 58, label, size, style), _right(_R - 30, y + 14 + i * 58, value, size)]
    items += [
        Rule(x0, y + 140, _R, y + 143),
        Item(x0 + 30, y + 166, "NET PAY / NET À PAYER", 36, "bold"),
        _right(_R - 30, y + 218, f"{_en(p['net'])} MAD", 44, "bold"),
    ]
    y += 340
    items += [
        Item(_L, y, f"Payment method / Mode de paiement : Bank transfer / Virement ({v.get('bank_name', 'bank')})", 28),
        Item(
            _L,
            y + 46,
            f"Paid days / Jours payés : 26    -    Leave balance / Solde congés : {1.5 * month:.1f} days",
            28,
        ),
        Item(_L, y + 92, "All amounts in Moroccan dirhams (MAD). / Montants en dirhams marocains.", 28),
        Rule(_L, 3300, _R, 3302),
        _centre(
            0,
            A4[0],
            3320,
            "Please keep this payslip without time limit / À conserver sans limitation de durée",
            24,
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_l(v: dict[str, Any]) -> Page:
    """CNIE front: the card number large at the top right, the photo on the left with the validity under it,
    small labels above the values ('Prénom' first, then 'Nom'), 'Né le' / 'Née le' and 'à' as two separate rows,
    dates with spaces ('12 03 1988'), the Arabic name on the right."""
    given, family = _split_name(v["applicant_name"])
    born = "Née le" if _female(v) else "Né le"
    rng = random.Random(f"{v['cin']}-front-l")
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 3),
        Item(40, 32, "ROYAUME DU MAROC", 30, "bold"),
        Item(40, 76, "CARTE NATIONALE D'IDENTITÉ", 24),
        _right(1260, 30, v["cin"], 64, "bold"),
        Rule(40, 128, 1260, 130),
        *frame(40, 160, 330, 540, 2),
        _centre(40, 330, 330, "PHOTO", 22),
        Item(40, 570, "Valable jusqu'au", 22),
        Item(40, 602, _spaced(v["cin_expiry"]), 36, "bold"),
    ]
    rows = [
        (160, "Prénom", given.upper()),
        (262, "Nom", family.upper()),
        (364, born, _spaced(v["date_of_birth"])),
        (466, "à", v["place_of_birth"].upper()),
    ]
    for y, label, value in rows:
        items += [Item(380, y, label, 22), Item(380, y + 32, value, 42, "bold")]
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    if arabic:
        items.append(_right(1260, 230, arabic, 34, "bold"))
    items += [
        _right(1260, 160, "المملكة المغربية", 26),
        Item(40, 700, f"CAN {rng.randint(100_000, 999_999)}", 24),
        Item(820, 602, "Sexe", 22),
        Item(920, 594, "F" if _female(v) else "M", 36, "bold"),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_l(v: dict[str, Any]) -> Page:
    """CNIE back: the card number small at the top right, a column of labels (Père, Mère, Adresse, État civil,
    Sexe) with the values beside them, the address on two lines (street, then town), the TD1 MRZ in a frame."""
    mrz = td1_mrz(v)
    rng = random.Random(f"{v['cin']}-back-l")
    father = rng.choice(("ABDELLAH", "MOHAMED", "BRAHIM", "ABDELKADER", "DRISS", "LAHCEN"))
    mother = rng.choice(("AICHA", "HALIMA", "SAADIA", "ZOHRA", "KHADIJA BENT ALI", "MINA"))
    words = v["address"].upper().split()
    street, town = " ".join(words[:-1]), words[-1]
    vx = 300
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 3),
        _right(1260, 30, v["cin"], 32, "bold"),
    ]
    rows = [
        (34, "Père", [father]),
        (92, "Mère", [mother]),
        (150, "Adresse", [street, town]),
        (266, "État civil", [f"{rng.randint(100, 3999)}/{v['date_of_birth'][:4]}"]),
        (324, "Sexe", ["F" if _female(v) else "M"]),
    ]
    for y, label, values in rows:
        items.append(Item(40, y + 4, label, 26))
        items += [Item(vx, y + i * 50, text, 34) for i, text in enumerate(values)]
    items += [*frame(30, 420, 1270, 790, 2)]
    items += [Item(70, 448 + i * 110, line, 52, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_l(v: dict[str, Any]) -> Page:
    """Data page with the photo on the right: the type, code and number on top, then ICAO-numbered bilingual
    labels ('1. Nom / Surname' ...) in small type above the values in two columns, slash dates, the CIN as '9. N°
    personnel / Personal No.', the TD3 MRZ at the foot."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_l(v)
    sex = "F" if _female(v) else "M"
    items: list[Item | Rule] = [
        Item(36, 22, "ROYAUME DU MAROC - KINGDOM OF MOROCCO", 28, "bold"),
        _right(1266, 22, "PASSEPORT / PASSPORT", 28, "bold"),
        Rule(36, 68, 1266, 70),
        *frame(1010, 96, 1266, 450, 2),
        _centre(1010, 1266, 260, "PHOTO", 22),
        Item(1010, 470, "Signature", 18),
    ]
    cells = [
        (40, 88, "Type", "P"),
        (200, 88, "Code", "MAR"),
        (520, 88, "Passeport N° / Passport No.", number),
        (40, 166, "1. Nom / Surname", family.upper()),
        (40, 244, "2. Prénoms / Given names", given.upper()),
        (40, 322, "3. Nationalité / Nationality", "MAROCAINE"),
        (520, 322, "4. Date de naissance / Date of birth", fr_date(v["date_of_birth"])),
        (40, 400, "5. Sexe / Sex", sex),
        (520, 400, "6. Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (40, 478, "7. Date de délivrance / Date of issue", fr_date(issued)),
        (520, 478, "8. Date d'expiration / Date of expiry", fr_date(expiry)),
        (40, 556, "9. N° personnel / Personal No.", v["cin"]),
        (520, 556, "10. Autorité / Authority", "DGSN"),
    ]
    for x, y, label, value in cells:
        items += [Item(x, y, label, 19), Item(x, y + 26, value, 32, "bold")]
    items += [Item(36, 658 + i * 74, line, 42, "mono") for i, line in enumerate(td3_mrz(v, number, expiry, sex))]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _small_letterhead(v: dict[str, Any], firm: dict[str, str]) -> list[Item | Rule]:
    """Left-aligned: the name, the legal form and capital, the address and phone; a thin rule."""
    return [
        Item(_L, 120, v["employer"].upper(), 48, "bold"),
        Item(_L, 192, f"{_legal(v['employer'])} au capital de {firm['capital']} DH", 28),
        Item(_L, 234, f"{firm['street']} - {firm['town']}", 28),
        Item(_L, 276, f"Tél. : {firm['tel']}", 28),
        Rule(_L, 340, _R, 342),
    ]


def employment_certificate_page_l(v: dict[str, Any]) -> Page:
    """A small firm's short letter signed by the Gérant: letterhead with the capital line, place and date on the
    right, the title left-aligned and underlined, one first-person paragraph (birth date, CIN, position, hire date,
    contract in words with its abbreviation), the closing, the signature, then a ruled footer table with the CNSS
    numbers of the employer and the employee, and RC / IF / ICE."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "employment")
    contract = {
        "CDI": "contrat de travail à durée indéterminée (CDI)",
        "CDD": "contrat de travail à durée déterminée (CDD)",
    }.get(v["contract_type"], f"contrat {v['contract_type']}")
    title = "ATTESTATION DE TRAVAIL"
    items: list[Item | Rule] = [
        *_small_letterhead(v, firm),
        _right(_R, 420, f"{firm['town']}, le {_words_date(signed)}", 34),
        Item(_L, 600, title, 52, "bold"),
        Rule(_L, 672, _L + round(text_width(title, 52, "bold")), 676),
    ]
    body, y = flow_text(
        _L,
        800,
        f"Je soussigné, {_glue(firm['manager'])}, Gérant de la société {_glue(v['employer'])}, certifie que "
        f"{civ} {_glue(given + ' ' + family.upper())}, né{e} le {_glue(fr_date(v['date_of_birth']))}, titulaire "
        f"de la carte nationale d'identité n°~{v['cin']}, est employé{e} dans notre société depuis le "
        f"{_glue(fr_date(v['hire_date']))} en qualité de {_glue(v['position'])}, dans le cadre d'un {contract}, "
        f"et qu'{'elle' if e else 'il'} fait toujours partie de notre personnel à ce jour.",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += body
    close, y = flow_text(
        _L,
        y + 50,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += close
    y += 140
    items += [
        Item(1500, y, "Le Gérant", 38, "bold"),
        Item(1500, y + 60, firm["manager"], 34),
        *frame(1500, y + 130, 2250, y + 380, 2),
        _centre(1500, 2250, y + 235, "Signature et cachet", 26),
    ]
    # the footer table
    cols = (_L, 850, 1300, 1900, _R)
    heads = (
        ("Employeur", ""),
        ("N° d'affiliation", "CNSS employeur"),
        ("Salarié", ""),
        ("N° d'immatriculation", "CNSS salarié"),
    )
    values = (v["employer"], v["employer_cnss"], f"{family.upper()} {given}", v["cnss_number"])
    top = 2880
    items += [*frame(_L, top, _R, top + 200, 2), Rule(_L, top + 100, _R, top + 102)]
    items += [Rule(x, top, x + 2, top + 200) for x in cols[1:-1]]
    for c, ((h1, h2), value) in enumerate(zip(heads, values, strict=True)):
        x = cols[c] + 18
        if h2:
            items += [Item(x, top + 14, h1, 26, "bold"), Item(x, top + 52, h2, 26, "bold")]
        else:
            items.append(Item(x, top + 34, h1, 26, "bold"))
        items.append(Item(x, top + 130, value, 30))
    items += [
        _centre(0, A4[0], 3140, f"RC {firm['town']} {firm['rc']}  -  IF {firm['if']}  -  ICE {firm['ice']}", 26),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_l(v: dict[str, Any]) -> Page:
    """'ATTESTATION DE SALAIRE ET DE DOMICILIATION IRRÉVOCABLE' to the applicant's bank: letterhead, recipient
    block on the right, a sentence naming the person, a two-column pay table (base, seniority bonus, gross,
    CNSS + AMO, IR, net; 'Montant (DH)', amounts '12 345,67'), the undertaking to pay the salary into the account
    (RIB in groups), place, date and the signature of the Directeur Administratif et Financier."""
    p = pay_lines(v)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civility(v)
    signed = _issued(v, "salary")
    bank = str(v.get("bank_name", "Attijariwafa bank"))
    rib = str(v.get("rib", ""))
    rng = random.Random(f"{v['cin']}-salary-l")
    items: list[Item | Rule] = [
        *_small_letterhead(v, firm),
        Item(1400, 400, "À l'attention de :", 28),
        Item(1400, 444, bank, 34, "bold"),
        Item(1400, 494, "Service Crédits aux particuliers", 30),
        _right(_R, 600, f"{firm['town']}, le {fr_date(signed)}", 32),
        _centre(0, A4[0], 720, "ATTESTATION DE SALAIRE", 52, "bold"),
        _centre(0, A4[0], 800, "ET DE DOMICILIATION IRRÉVOCABLE", 40, "bold"),
    ]
    body, y = flow_text(
        _L,
        940,
        f"Nous soussignés, {_glue(v['employer'])}, attestons que {civ} {_glue(family.upper() + ' ' + given)}, "
        f"titulaire de la CIN n°~{v['cin']}, matricule {rng.randint(100, 9999)}, fait partie de notre personnel "
        f"depuis le {_glue(fr_date(v['hire_date']))} en qualité de {_glue(v['position'])} et perçoit la "
        "rémunération mensuelle suivante :",
        size=38,
        gap=70,
        width=_R - _L,
    )
    items += body
    rows = [("Salaire de base", fr_amount(p["base"]), False)]
    if p["bonus"] > 0:
        rows.append((f"Prime d'ancienneté ({p['rate']:.0f} %)", fr_amount(p["bonus"]), False))
    rows += [
        ("Salaire brut mensuel", fr_amount(p["gross"]), True),
        ("Cotisations CNSS et AMO", "- " + fr_amount(round(p["cnss"] + p["amo"], 2)), False),
        ("Impôt sur le revenu", "- " + fr_amount(p["igr"]), False),
        ("Salaire net mensuel", fr_amount(p["net"]), True),
    ]
    x0, xm, x1 = 350, 1550, 2130
    y += 50
    items += [Rule(x0, y, x1, y + 3), Item(x0 + 20, y + 18, "Rubrique", 30, "bold")]
    items += [_right(x1 - 20, y + 18, "Montant (DH)", 30, "bold")]
    top = y
    y += 76
    items.append(Rule(x0, y, x1, y + 2))
    for label, amount, bold in rows:
        style = "bold" if bold else "regular"
        items += [Item(x0 + 20, y + 16, label, 34, style), _right(x1 - 20, y + 16, amount, 34, style)]
        y += 70
        items.append(Rule(x0, y, x1, y + 1 + (1 if bold else 0)))
    items += [Rule(x0, top, x0 + 2, y), Rule(xm, top, xm + 2, y), Rule(x1 - 2, top, x1, y)]
    account = f"n°~{_glue(_rib_groups(rib))}" if rib else "de l'intéressé"
    undertaking, y = flow_text(
        _L,
        y + 70,
        f"Nous nous engageons irrévocablement à virer chaque mois le salaire de l'intéressé{e} au compte {account} "
        f"ouvert auprès de {_glue(bank)}, et à ne modifier cette domiciliation qu'avec l'accord écrit de la banque. "
        "En cas de cessation de fonctions pour quelque motif que ce soit, nous nous engageons à en aviser la banque "
        "et à lui virer le solde de tout compte.",
        size=38,
        gap=70,
        width=_R - _L,
    )
    items += undertaking
    close, y = flow_text(
        _L, y + 40, "Attestation délivrée pour servir et valoir ce que de droit.", size=38, gap=70, width=_R - _L
    )
    items += close
    y += 110
    items += [
        Item(1400, y, "Le Directeur Administratif et Financier", 32, "bold"),
        Item(1400, y + 56, firm["cfo"], 32),
        *frame(1400, y + 120, 2250, y + 360, 2),
        _centre(1400, 2250, y + 220, "Cachet et signature", 26),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"RC {firm['rc']}  -  IF {firm['if']}  -  ICE {firm['ice']}", 26),
    ]
    return Page(A4, tuple(items))


def _qr(x: int, y: int, seed: str, module: int = 14, n: int = 25) -> list[Item | Rule]:
    """A QR-code-like square: three finder patterns and modules drawn from `seed`."""
    rng = random.Random(seed)
    items: list[Item | Rule] = []

    def finder(fx: int, fy: int) -> None:
        items.extend(frame(fx, fy, fx + 7 * module, fy + 7 * module, module))
        items.append(Rule(fx + 2 * module, fy + 2 * module, fx + 5 * module, fy + 5 * module))

    corners = ((0, 0), (n - 7, 0), (0, n - 7))
    for cx, cy in corners:
        finder(x + cx * module, y + cy * module)
    for r in range(n):
        for c in range(n):
            if any(cx - 1 <= c <= cx + 7 and cy - 1 <= r <= cy + 7 for cx, cy in corners):
                continue
            if rng.random() < 0.45:
                items.append(Rule(x + c * module, y + r * module, x + (c + 1) * module - 1, y + (r + 1) * module - 1))
    return items


def cnss_certificate_page_l(v: dict[str, Any]) -> Page:
    """An e-services 'Attestation d'affiliation': CNSS header (French left, Arabic right), edition number and date,
    the title, ONE paragraph naming the insured, CIN, immatriculation number, affiliation date, employer and its
    affiliation number, a notice, then a QR code box beside a verification code and URL, and an electronic-signature
    footer."""
    given, family = _split_name(v["applicant_name"])
    civ, e = _civility(v)
    signed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-l")
    code = "-".join(f"{rng.randint(0, 0xFFFF):04X}" for _ in range(4))
    items: list[Item | Rule] = [
        Item(_L, 120, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 164, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 40, "bold"),
        Item(_L, 222, "Portail des e-services - www.cnss.ma", 28),
        _right(_R, 120, "المملكة المغربية", 30, "bold"),
        _right(_R, 164, "الصندوق الوطني للضمان الاجتماعي", 34, "bold"),
        Rule(_L, 290, _R, 294),
        Item(_L, 330, f"Attestation n° : E-{signed[:4]}-{rng.randint(1_000_000, 9_999_999)}", 30),
        _right(_R, 330, f"Éditée le : {fr_date(signed)}", 30),
        _centre(0, A4[0], 500, "ATTESTATION D'AFFILIATION", 56, "bold"),
        _centre(0, A4[0], 585, "(Salarié - régime général)", 32),
    ]
    body, y = flow_text(
        _L,
        740,
        f"La Caisse Nationale de Sécurité Sociale atteste que {civ} {_glue(family.upper() + ' ' + given.upper())}, "
        f"titulaire de la CIN n°~{v['cin']}, immatriculé{e} sous le n°~{v['cnss_number']}, est affilié{e} au "
        f"régime de sécurité sociale depuis le {_glue(fr_date(v['affiliation_date']))}, au titre de son emploi "
        f"auprès de la société {_glue(v['employer'])}, affiliée à la Caisse sous le n°~{v['employer_cnss']}.",
        size=40,
        gap=76,
        width=_R - _L,
    )
    items += body
    notice, y = flow_text(
        _L,
        y + 50,
        "La présente attestation est établie sur la base des déclarations de salaires transmises par l'employeur. "
        "Elle est délivrée à l'intéressé" + e + " pour servir et valoir ce que de droit.",
        size=36,
        gap=66,
        width=_R - _L,
    )
    items += notice
    y += 120
    side = 14 * 25
    items += [*frame(_L - 20, y - 20, _L + side + 20, y + side + 20, 2), *_qr(_L, y, code)]
    tx = _L + side + 100
    items += [
        Item(tx, y + 10, "Vérifiez l'authenticité de ce document :", 32, "bold"),
        Item(tx, y + 70, "scannez le code QR ou rendez-vous sur", 32),
        Item(tx, y + 130, "https://www.cnss.ma/verification-attestation", 32, "mono"),
        Item(tx, y + 200, "Code de vérification :", 32),
        Item(tx, y + 250, code, 38, "mono"),
    ]
    items += [
        Rule(_L, 3260, _R, 3262),
        _centre(0, A4[0], 3280, "Document signé électroniquement - aucune signature manuscrite n'est requise.", 26),
        _centre(0, A4[0], 3320, "CNSS - 649, Boulevard Mohammed V - Casablanca", 26),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _weekday(year: int, month: int, day: int, last: int) -> int:
    """`day`, or the next Monday when it falls on a weekend (the Friday before when that Monday is past `last`)."""
    week = datetime.date(year, month, day).weekday()
    if week < 5:
        return day
    later = day + 7 - week
    return later if later <= last else day - (week - 4)


def bank_statement_page_l(v: dict[str, Any]) -> Page:
    """'RELEVÉ MENSUEL DE COMPTE': bank and agency top left, the holder's block top right, 'Période : du ... au
    ...', the account lines, 'SOLDE D'OUVERTURE', then the movements grouped by date under a day heading
    ('Lundi 05/10/2026') with one signed 'Montant' column and a 'Solde du jour' line after each day, the totals and
    'SOLDE DE CLÔTURE'."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v["net_salary"])
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    civ = "Mme" if _female(v) else "M."
    rng = random.Random(f"{v['cin']}-statement-l")
    spend = [
        (rng.randint(6, 9), f"ACHAT CB {rng.choice(('CARREFOUR', 'LABEL VIE', 'DECATHLON', 'ACIMA'))}", 0),
        (rng.randint(10, 14), f"RETRAIT DAB {rng.choice(('GAUTHIER', 'RACINE', 'AGDAL', 'HAY RIAD'))}", 0),
        (rng.randint(15, 21), f"PRLV {rng.choice(('LYDEC', 'REDAL', 'AMENDIS', 'RADEEF'))} EAU ELECTRICITE", 0),
    ]
    cents = [rng.randint(15_000, 95_000), rng.choice((30_000, 50_000, 80_000, 100_000)), rng.randint(12_000, 60_000)]
    back = sum(cents)  # a transfer received pays the spending back: closing = opening + net - rent
    moves: list[tuple[int, str, int]] = [
        (rng.randint(2, 5), f"PRLV LOYER {_MONTHS[month - 1].upper()}", -round(rent * 100)),
        (rng.randint(16, 22), f"VIR RECU {rng.choice(('ALAMI SOUFIANE', 'NACIRI HIBA', 'FILALI OMAR'))}", back),
        (rng.randint(max(2, last - 5), last - 1), "VIR SALAIRE " + v["employer"].upper()[:26], round(net * 100)),
    ]
    moves = [(_weekday(year, month, d, last), label, c) for d, label, c in moves]  # transfers on working days
    moves += [(d, label, -c) for (d, label, _), c in zip(spend, cents, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))

    def money(c: int) -> str:
        return ("-" if c < 0 else "") + fr_amount(abs(c) / 100)

    _, agency = _agency(v)
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"], 50, "bold"),
        Item(_L, 192, f"Agence {agency}", 30),
        Item(_L, 234, f"Code agence {v['rib'][3:6]} - Tél. 05 {rng.randint(22, 39)} {rng.randint(10, 99)} 00 00", 28),
        Item(1450, 130, f"{civ} {given} {family.upper()}", 34, "bold"),
    ]
    address, _ = flow_text(1450, 182, v["address"], size=30, gap=44, width=_R - 1450)
    items += address[:2]
    items += [
        _centre(0, A4[0], 400, "RELEVÉ MENSUEL DE COMPTE", 54, "bold"),
        _centre(0, A4[0], 480, f"Période : du {fr_date(start)} au {fr_date(end)}", 36),
        Rule(_L, 560, _R, 562),
        Item(_L, 590, f"Titulaire : {civ} {given} {family.upper()}", 32),
        Item(_L, 640, f"Compte chèque n° (RIB) : {_rib_groups(v['rib'])}", 32),
        Item(_L, 690, f"IBAN : {iban(v['rib'])}", 32),
        _right(_R, 590, "Devise : MAD", 32),
        _right(_R, 640, f"Relevé n° {month:02d} / {year}", 32),
        Rule(_L, 750, _R, 752),
    ]
    xa, xb = 1850, _R  # right edges of the Montant and Solde columns
    y = 790
    items += [
        Item(_L, y, "Date / Opération", 28, "bold"),
        _right(xa - 20, y, "Montant (MAD)", 28, "bold"),
        _right(xb - 20, y, "Solde", 28, "bold"),
        Rule(_L, y + 50, _R, y + 53),
    ]
    y += 80
    balance = round(opening * 100)
    items += [
        Item(_L, y, f"SOLDE D'OUVERTURE AU {fr_date(start)}", 32, "bold"),
        _right(xb - 20, y, money(balance), 32, "bold"),
        Rule(_L, y + 56, _R, y + 57),
    ]
    y += 80
    days = sorted({d for d, _, _ in moves})
    for d in days:
        weekday = _DAYS[datetime.date(year, month, d).weekday()]
        items.append(Item(_L, y, f"{weekday} {d:02d}/{month:02d}/{year}", 30, "bold"))
        y += 50
        for _, label, c in (m for m in moves if m[0] == d):
            balance += c
            items += [Item(_L + 60, y, label, 30), _right(xa - 20, y, money(c), 30)]
            y += 48
        items += [
            _right(xa - 20, y, "Solde du jour", 28),
            _right(xb - 20, y, money(balance), 30, "bold"),
            Rule(_L, y + 52, _R, y + 53),
        ]
        y += 72
    debits = -sum(c for _, _, c in moves if c < 0)
    credits = sum(c for _, _, c in moves if c > 0)
    items += [
        Item(_L, y, "Total des débits", 30),
        _right(xa - 20, y, money(-debits), 30),
        Item(_L, y + 48, "Total des crédits", 30),
        _right(xa - 20, y + 48, money(credits), 30),
        Rule(_L, y + 108, _R, y + 111),
        Item(_L, y + 130, f"SOLDE DE CLÔTURE AU {fr_date(end)}", 32, "bold"),
        _right(xb - 20, y + 130, money(balance), 32, "bold"),
        Rule(_L, y + 186, _R, y + 189),
    ]
    notice, _ = flow_text(
        _L,
        y + 240,
        "Sauf erreur ou omission. Toute réclamation relative aux opérations de ce relevé doit parvenir à votre agence "
        "dans un délai de 30 jours à compter de sa réception.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['bank_name']} - Agence {agency} - Page 1/1", 26),
    ]
    return Page(A4, tuple(items))


def rib_page_l(v: dict[str, Any]) -> Page:
    """An agency's 'ATTESTATION D'OUVERTURE DE COMPTE' letter: bank and agency, place and date, the title, a
    paragraph naming the holder, CIN and opening date, then a framed 'RELEVÉ D'IDENTITÉ BANCAIRE' block (holder,
    a header row Code banque / Code ville / N° de compte / Clé RIB over the values, IBAN, BIC), the closing and the
    agency manager's signature."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ, e = _civility(v)
    town, agency = _agency(v)
    rng = random.Random(f"{v['cin']}-rib-l")
    opened = f"{rng.randint(2010, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    issued = _issued(v, "rib")
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"].upper(), 52, "bold"),
        Item(_L, 196, f"Agence {agency}", 32),
        Item(_L, 240, f"Code agence : {rib[3:6]}", 28),
        _right(_R, 330, f"{town}, le {_words_date(issued)}", 32),
        _centre(0, A4[0], 500, "ATTESTATION D'OUVERTURE DE COMPTE", 52, "bold"),
    ]
    body, y = flow_text(
        _L,
        680,
        f"Nous soussignés, {_glue(v['bank_name'])}, Agence {_glue(agency)}, attestons que "
        f"{civ} {_glue(given + ' ' + family.upper())}, titulaire de la CIN n°~{v['cin']}, a ouvert dans nos livres, "
        f"en date du {_glue(fr_date(opened))}, un compte chèque en dirhams dont les références sont les suivantes :",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += body
    y += 60
    x0, x1 = 250, 2230
    items += [*frame(x0, y, x1, y + 570, 3)]
    items += [
        _centre(x0, x1, y + 30, "RELEVÉ D'IDENTITÉ BANCAIRE", 40, "bold"),
        Item(x0 + 40, y + 110, "Titulaire du compte :", 32),
        Item(
            x0 + 40 + round(text_width("Titulaire du compte : ", 32)), y + 106, f"{family.upper()} {given}", 36, "bold"
        ),
    ]
    cols = (x0 + 40, 700, 1050, 1850, x1 - 40)
    heads = ("Code banque", "Code ville", "N° de compte", "Clé RIB")
    parts = (rib[:3], rib[3:6], rib[6:22], rib[22:])
    ty = y + 190
    items += [*frame(cols[0], ty, cols[-1], ty + 160, 2), Rule(cols[0], ty + 70, cols[-1], ty + 72)]
    items += [Rule(x, ty, x + 2, ty + 160) for x in cols[1:-1]]
    for c, (head, part) in enumerate(zip(heads, parts, strict=True)):
        items += [
            _centre(cols[c], cols[c + 1], ty + 18, head, 28, "bold"),
            _centre(cols[c], cols[c + 1], ty + 90, part, 40, "mono"),
        ]
    items += [
        Item(x0 + 40, ty + 210, "IBAN :", 32),
        Item(x0 + 200, ty + 206, iban(rib), 36, "mono"),
        Item(x0 + 40, ty + 280, "Code SWIFT (BIC) :", 32),
        Item(
            x0 + 40 + round(text_width("Code SWIFT (BIC) : ", 32)),
            ty + 276,
            _BIC.get(v["bank_name"], "BCMAMAMC"),
            36,
            "mono",
        ),
        _right(x1 - 40, ty + 280, "Devise : MAD", 32),
    ]
    y += 570 + 80
    close, y = flow_text(
        _L,
        y,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que "
        "de droit.",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += close
    items += [
        _right(_R, y + 100, "Le Chef d'agence", 36, "bold"),
        *frame(1550, y + 170, _R, y + 420, 2),
        _centre(1550, _R, y + 275, "Cachet et signature", 26),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 26),
    ]
    return Page(A4, tuple(items))


PAGES_L: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_l,
    "cin_front": cin_front_page_l,
    "cin_back": cin_back_page_l,
    "passport": passport_page_l,
    "employment_certificate": employment_certificate_page_l,
    "salary_certificate": salary_certificate_page_l,
    "cnss_certificate": cnss_certificate_page_l,
    "bank_statement": bank_statement_page_l,
    "rib": rib_page_l,
}
