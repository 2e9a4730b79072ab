"""Layout "n" of every document type: a fourteenth, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_l`, other real-world
conventions:

- payslip: an industrial group's payslip under a collective agreement, folded for a window envelope: the employer
  top left, "BULLETIN DE PAIE" top right over a cartouche of cells where the pay period is split into "Exercice"
  (2026) and "Mois" (Octobre), the employee's name ("Monsieur Given FAMILY") and postal address in the envelope
  window, a ruled two-row identity grid (Matricule, N° CIN, N° CNSS, N° CIMR, Date d'entrée "01.03.2019",
  Ancienneté, then Emploi, Catégorie, Échelon, Coefficient, Contrat), a N° / Désignation / Nombre-Base / Taux /
  Gains / Retenues table with the hours of the base salary, a performance bonus, and the CIMR complementary pension
  and the mutual insurance among the deductions when the applicant's withholding allows them, a "TOTAUX" row, the
  taxable bases, the net in a box in cheque-protection form ("****9 876,54 DH"), annual cumuls and the legal
  notice to keep the payslip;
- CNIE front: a bilingual header (French left, Arabic right), "Prénom et nom" as ONE label over "YOUSSEF EL
  AMRANI" (given name first), the Arabic name under it, "Date et lieu de naissance" over "12.03.1988 - CASABLANCA",
  "Date de fin de validité" over the expiry, the number under "N° CNIE" at the bottom left, the photo on the right;
- CNIE back: a stacked-barcode block on the left, the text to its right ("Fils de :", "et de :", "Adresse :" with
  the address wrapped under itself, "N° d'état civil", "Sexe"), no card number outside the TD1 MRZ;
- passport: an A4 PHOTOCOPY of the open booklet (the observations page above the data page, both outlined, the
  fold between them) with French / English labels above the values in an order of their own (place of birth before
  the date of birth, the personal number "Identifiant national / National ID" under the passport number), ICAO
  dates ("12 MAR 1988"), the TD3 MRZ at the foot of the data page, and a bank's "COPIE CONFORME" stamp under it;
- employment certificate: a bilingual letterhead (the company and "Direction des Ressources Humaines" on the left,
  the department in Arabic on the right), a reference and the place and date, "ATTESTATION DE TRAVAIL" over
  "شهادة العمل", an opening sentence naming the company and its CNSS number, the facts as a BULLETED list ("•
  Nom et prénom : ...", hire date "1er mars 2019", the contract as "CDI - contrat à durée indéterminée"), the
  signature of the "Responsable Administration du Personnel" and a two-line legal footer;
- salary certificate: a framed letterhead box, "ATTESTATION DE SALAIRE" over "شهادة الأجر", a sentence naming
  "M. FAMILY Given" (family name in capitals first), then the month's pay as ONE horizontal row of a ruled table
  whose header cells are wrapped (Salaire de base | Prime d'ancienneté | Autres primes | Salaire brut | Retenues
  CNSS, AMO et IR | Salaire net), the net restated in words with the figures in parentheses;
- CNSS certificate: a printed form: numbered framed sections ("CADRE 1 - ASSURÉ", "CADRE 2 - EMPLOYEUR") where
  the name, CIN and company name sit in long boxes and the immatriculation number, the affiliation date (J J M M A
  A A A) and the employer's affiliation number are written ONE DIGIT PER BOX ("cases"), a certification and a
  stamp box;
- bank statement: "EXTRAIT DE COMPTE" with a cartouche of cells on the right (Agence, N° de compte, Devise, "Date
  début" / "Date fin" with dotted dates "01.10.2026", Page), the holder in the envelope window, the RIB as 24
  unspaced digits and the IBAN, a Date opé. | Libellé | Date valeur | Débit | Crédit table (the libellé before
  the value date, two-line labels with a reference) opening with "ANCIEN SOLDE" and closing with "TOTAL DES
  MOUVEMENTS" and "NOUVEAU SOLDE", each balance in the column of its sign, and a page footer;
- RIB: a bank's pre-printed slip on an A4 page with a short notice above it: bank and agency, the title in French
  and Arabic, the holder "M. GIVEN FAMILY" under a bilingual label, the four RIB parts as one line of digits
  under bilingual (French over Arabic) column labels without boxes, the IBAN with spaces, the BIC and a stamp box.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
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
    EN_MONTHS,
    Item,
    Page,
    Rule,
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
    seniority_rate,
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
_TOWNS = ("Casablanca", "Rabat", "Kénitra", "Mohammedia", "Tanger", "Fès", "Berrechid", "Settat", "El Jadida")
_issued = partial(issued_after_period, layout="n", days=(3, 16))
_passport_n = partial(passport_numbers, layout="n", issued_from=2017, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------


def _dots(iso: str) -> str:
    """12.03.1988."""
    return fr_date(iso, ".")


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


def _civility(v: dict[str, Any]) -> tuple[str, str, str]:
    """('Madame', 'Mme', 'e') or ('Monsieur', 'M.', '')."""
    return ("Madame", "Mme", "e") if _female(v) else ("Monsieur", "M.", "")


def _starred(value: float, width: int = 16) -> str:
    """An amount in cheque-protection form: '*******9 876,54'."""
    return fr_amount(value).rjust(width, "*")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-n document."""
    rng = random.Random(f"n-firm-{employer}")
    town = rng.choice(_TOWNS)
    return {
        "town": town,
        "street": rng.choice(
            (
                "Zone industrielle Ouled Saleh, Lot 112",
                "Parc industriel Sapino, Lot 48, Nouaceur",
                "Route de Rabat km 8, Aïn Sebaâ",
                "Quartier industriel Bir Rami Est, Lot 9",
                "Zone franche Ksar El Majaz, Îlot 6",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "fax": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "capital": rng.choice(("2 000 000,00", "5 000 000,00", "12 500 000,00", "40 000 000,00")),
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "cimr_rate": rng.choice(("3.00", "3.75", "4.50", "6.00")),
        # no family name shared with an applicant
        "hr": rng.choice(("Meryem SQALLI", "Rachida OUAZZANI", "Khalid BELKORA", "Jamal ZEMMOURI")),
        "payroll": rng.choice(("Hanane MOUSSAOUI", "Driss LAZRAK", "Samira FILALI", "Anas TOUIMI")),
    }


def _legal_footer(v: dict[str, Any], firm: dict[str, str], y: int = 3240) -> list[Item | Rule]:
    form = "SARL" if v["employer"].endswith("SARL") else "SA"
    return [
        Rule(_L, y, _R, y + 2),
        Rule(_L, y + 8, _R, y + 10),
        _centre(
            0,
            A4[0],
            y + 30,
            f"{v['employer']} - {form} au capital de {firm['capital']} DH - {firm['street']}, {firm['town']}",
            24,
        ),
        _centre(
            0,
            A4[0],
            y + 68,
            f"Tél. {firm['tel']} - Fax {firm['fax']} - RC {firm['rc']} - IF {firm['if']} - Patente {firm['patente']}"
            f" - ICE {firm['ice']}",
            24,
        ),
    ]


def _pay(v: dict[str, Any]) -> dict[str, float]:
    """The payslip's lines. The gross is base + seniority bonus + a performance bonus; the withholding left after
    CNSS and AMO (the applicant's income tax) is split into CIMR, mutual insurance and IR when it is large enough,
    so the net is the applicant's own."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    bonus_perf = round(gross * 0.06, 2)
    base = round((gross - bonus_perf) / (1 + rate / 100), 2)
    seniority = round(gross - bonus_perf - base, 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    rest = round(gross - cnss - amo - net, 2)
    cimr_rate = float(_firm(v["employer"])["cimr_rate"])
    cimr = round(gross * cimr_rate / 100, 2)
    mutual = round(gross * 0.0125, 2)
    if rest < cimr + mutual:
        cimr, mutual = 0.0, 0.0  # not enrolled: the whole withholding is income tax
    igr = round(rest - cimr - mutual, 2)
    return {
        "gross": gross,
        "net": net,
        "rate": float(rate),
        "base": base,
        "seniority": seniority,
        "perf": bonus_perf,
        "cnss": cnss,
        "amo": amo,
        "cimr_rate": cimr_rate,
        "cimr": cimr,
        "mutual": mutual,
        "igr": igr,
        "taxable": round(gross - cnss - amo - cimr - mutual, 2),
        "held": round(gross - net, 2),
    }


def _window(x: int, y: int, lines: list[tuple[str, int, str]]) -> list[Item | Rule]:
    """A postal block for a window envelope: (text, size, style) lines."""
    out: list[Item | Rule] = []
    for text, size, style in lines:
        out.append(Item(x, y, text, size, style))
        y += round(size * 1.4)
    return out


def _cells(
    x0: int, x1: int, y: int, cells: list[tuple[str, str]], *, height: int = 96, label: int = 22, value: int = 30
) -> list[Item | Rule]:
    """One ruled row of equal cells, each a small label over its value."""
    width = (x1 - x0) / len(cells)
    out: list[Item | Rule] = [*frame(x0, y, x1, y + height, 2)]
    for i, (head, text) in enumerate(cells):
        cx = round(x0 + i * width)
        if i:
            out.append(Rule(cx, y, cx + 2, y + height))
        out += [Item(cx + 14, y + 10, head, label), Item(cx + 14, y + 10 + label + 12, text, value, "bold")]
    return out


def _barcode(x: int, y: int, w: int, h: int, seed: str) -> list[Item | Rule]:
    """A stacked (PDF417-like) barcode: rows of bars between start and stop patterns."""
    rng = random.Random(seed)
    out: list[Item | Rule] = []
    rows, row_h = 14, h // 14
    for r in range(rows):
        top = y + r * row_h
        out += [Rule(x, top, x + 10, top + row_h - 2), Rule(x + w - 10, top, x + w, top + row_h - 2)]
        cx = x + 22
        while cx < x + w - 30:
            bar = rng.choice((3, 3, 5, 7))
            if rng.random() < 0.55:
                out.append(Rule(cx, top, cx + bar, top + row_h - 2))
            cx += bar + rng.choice((3, 4, 6))
    return out


def _comb(x: int, y: int, text: str, *, cell: int = 64, height: int = 76, size: int = 42) -> list[Item | Rule]:
    """`text` written one character per box ('cases' of a printed form)."""
    out: list[Item | Rule] = [*frame(x, y, x + cell * len(text), y + height, 2)]
    for i, ch in enumerate(text):
        cx = x + i * cell
        if i:
            out.append(Rule(cx, y + height // 3, cx + 2, y + height))  # comb teeth
        out.append(_centre(cx, cx + cell, y + (height - size) // 2 - 4, ch, size, "mono"))
    return out


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_n(v: dict[str, Any]) -> Page:
    """An industrial group's payslip for a window envelope: employer top left, 'BULLETIN DE PAIE' and a cartouche
    (Exercice / Mois / Bulletin n° / Page) top right, the employee's name and address in the window, a two-row
    identity grid, a N° / Désignation / Nombre-Base / Taux / Gains / Retenues table with CIMR and mutual insurance,
    a TOTAUX row, the taxable bases, the net in cheque-protection form in a box, annual cumuls and the legal
    notice."""
    p = _pay(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, _, e = _civility(v)
    rng = random.Random(f"{v['cin']}-payslip-n")
    matricule = f"{rng.randint(10, 99)}{v['cnss_number'][-4:]}"
    hy, hm = (int(x) for x in v["hire_date"].split("-")[:2])
    months = (year - hy) * 12 + month - hm
    seniority = f"{months // 12} an{'s' if months // 12 > 1 else ''} {months % 12} mois"
    category = rng.choice(("Cadre", "Agent de maîtrise", "Employé qualifié", "Technicien"))
    pay_day = last_day(year, month) - rng.randint(0, 2)
    items: list[Item | Rule] = [
        Item(_L, 110, v["employer"].upper(), 44, "bold"),
        Item(_L, 172, firm["street"], 28),
        Item(_L, 210, f"{firm['town']} - Maroc - Tél. {firm['tel']}", 28),
        Item(_L, 248, f"N° affiliation CNSS : {v['employer_cnss']}", 28),
        Item(_L, 286, f"ICE : {firm['ice']}  -  IF : {firm['if']}", 28),
        _right(_R, 100, "BULLETIN DE PAIE", 54, "bold"),
        *_cells(
            1330,
            _R,
            184,
            [
                ("Exercice", str(year)),
                ("Mois", _MONTHS[month - 1]),
                ("Bulletin n°", f"{month:02d}/{rng.randint(100, 999)}"),
                ("Page", "1 / 1"),
            ],
        ),
        Item(_L, 440, "Établissement : Siège social", 28),
        Item(_L, 480, f"Département : {rng.choice(('Finances', 'Production', 'Logistique', 'Commercial'))}", 28),
        Item(_L, 520, f"Centre de coût : CC-{rng.randint(100, 899)}", 28),
        Item(_L, 560, f"Date de paiement : {fr_date(f'{year:04d}-{month:02d}-{pay_day:02d}')}", 28),
    ]
    address, _ = flow_text(1330, 500, v["address"].upper(), size=32, gap=46, width=_R - 1330)
    items += _window(1330, 440, [(f"{civ} {given} {family.upper()}", 34, "bold")])
    items += address[:3]
    y = 720
    items += _cells(
        _L,
        _R,
        y,
        [
            ("Matricule", matricule),
            ("N° CIN", v["cin"]),
            ("N° CNSS", v["cnss_number"]),
            ("N° CIMR", f"{rng.randint(100_000, 999_999)}" if p["cimr"] else "-"),
            ("Date d'entrée", _dots(v["hire_date"])),
            ("Ancienneté", seniority),
        ],
    )
    y += 96
    width = (_R - _L) / 6
    items += [*frame(_L, y - 2, _R, y + 96, 2)]
    row2 = [
        (0, 2, "Emploi", v["position"]),
        (2, 3, "Catégorie", category),
        (3, 4, "Échelon", rng.choice(("E1", "E2", "E3", "E4"))),
        (4, 5, "Coefficient", str(rng.choice((180, 220, 260, 310, 350)))),
        (5, 6, "Contrat", v["contract_type"]),
    ]
    for c0, _c1, head, text in row2:
        cx = round(_L + c0 * width)
        if c0:
            items.append(Rule(cx, y, cx + 2, y + 96))
        items += [Item(cx + 14, y + 10, head, 22), Item(cx + 14, y + 44, text, 30, "bold")]
    # pay lines
    y += 150
    cols = (_L, 300, 1120, 1400, 1620, 1980, _R)
    heads = ("N°", "Désignation", "Nombre / Base", "Taux", "Gains", "Retenues")
    hourly = round(p["base"] / 191, 4)
    rows: list[tuple[str, str, str, str, str, str, bool]] = [
        ("100", "Salaire de base", "191,00 h", f"{hourly:.4f}".replace(".", ","), fr_amount(p["base"]), "", False),
    ]
    if p["seniority"] > 0:
        rows.append(
            (
                "110",
                "Prime d'ancienneté",
                fr_amount(p["base"]),
                f"{p['rate']:.2f} %".replace(".", ","),
                fr_amount(p["seniority"]),
                "",
                False,
            )
        )
    rows += [
        ("150", "Prime de rendement", "", "", fr_amount(p["perf"]), "", False),
        ("", "SALAIRE BRUT", "", "", fr_amount(p["gross"]), "", True),
        (
            "300",
            "CNSS - Prestations sociales",
            fr_amount(min(p["gross"], 6000.0)),
            "4,48 %",
            "",
            fr_amount(p["cnss"]),
            False,
        ),
        ("310", "AMO - Assurance maladie obligatoire", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
    ]
    if p["cimr"]:
        rows += [
            (
                "320",
                "CIMR - Retraite complémentaire",
                fr_amount(p["gross"]),
                f"{p['cimr_rate']:.2f} %".replace(".", ","),
                "",
                fr_amount(p["cimr"]),
                False,
            ),
            ("330", "Mutuelle (CMIM)", fr_amount(p["gross"]), "1,25 %", "", fr_amount(p["mutual"]), False),
        ]
    rows.append(("400", "Impôt sur le revenu (IR)", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False))
    top = y
    items += [Rule(_L, y, _R, y + 3)]
    for c, head in enumerate(heads):
        if c >= 2:
            items.append(_right(cols[c + 1] - 16, y + 20, head, 28, "bold"))
        else:
            items.append(Item(cols[c] + 16, y + 20, head, 28, "bold"))
    y += 72
    items.append(Rule(_L, y, _R, y + 2))
    y += 20
    for code, label, base, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        if bold:
            items.append(Rule(_L, y - 12, _R, y - 11))
        items += [Item(cols[0] + 16, y, code, 30), Item(cols[1] + 16, y, label, 30, style)]
        for c, text in ((2, base), (3, rate), (4, gain), (5, held)):
            if text:
                items.append(_right(cols[c + 1] - 16, y, text, 30, style))
        y += 58
        if bold:
            items.append(Rule(_L, y - 12, _R, y - 11))
    items += [Rule(_L, y, _R, y + 2)]
    items += [
        Item(cols[1] + 16, y + 18, "TOTAUX", 30, "bold"),
        _right(cols[5] - 16, y + 18, fr_amount(p["gross"]), 30, "bold"),
        _right(cols[6] - 16, y + 18, fr_amount(p["held"]), 30, "bold"),
    ]
    y += 76
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    y += 40
    items += [
        Item(_L, y, f"Brut imposable : {fr_amount(p['gross'])}", 28),
        Item(_L + 620, y, f"Net imposable : {fr_amount(p['taxable'])}", 28),
        Item(_L + 1260, y, "Jours travaillés : 26", 28),
        Item(_L + 1720, y, "Heures : 191,00", 28),
    ]
    y += 90
    # annual cumuls on the left, the net on the right
    cumul = [
        ("Brut imposable", fr_amount(round(p["gross"] * month, 2))),
        ("Net imposable", fr_amount(round(p["taxable"] * month, 2))),
        ("IR retenu", fr_amount(round(p["igr"] * month, 2))),
        ("Jours de congé acquis", f"{1.5 * month:.1f}".replace(".", ",")),
    ]
    items += [Item(_L, y, f"CUMULS ANNUELS {year}", 26, "bold"), Rule(_L, y + 42, 1100, y + 44)]
    for i, (label, value) in enumerate(cumul):
        items += [Item(_L, y + 58 + i * 44, label, 26), _right(1100, y + 58 + i * 44, value, 26)]
    x0 = 1400
    items += [
        *frame(x0, y, _R, y + 230, 4),
        Item(x0 + 30, y + 24, "NET A PAYER", 40, "bold"),
        _right(_R - 30, y + 24, "(en dirhams)", 26),
        _right(_R - 30, y + 110, f"{_starred(p['net'])} DH", 50, "bold"),
    ]
    y += 300
    items += [
        Item(_L, y, f"Mode de règlement : Virement bancaire - {v.get('bank_name', 'banque')}", 28),
        Item(_L, y + 44, f"Salarié{e} affilié{e} à la CNSS, à l'AMO et à la CIMR." if p["cimr"] else "", 28),
        Rule(_L, 3280, _R, 3282),
    ]
    notice, _ = flow_text(
        _L,
        3300,
        "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans "
        "limitation de durée.",
        size=24,
        gap=36,
        width=_R - _L,
    )
    items += notice
    return Page(A4, tuple(i for i in items if not isinstance(i, Item) or i.text))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_n(v: dict[str, Any]) -> Page:
    """CNIE front: bilingual header, 'Prénom et nom' as one label over the full name (given name first) with the
    Arabic name under it, 'Date et lieu de naissance' over '12.03.1988 - CASABLANCA', 'Date de fin de validité',
    the number under 'N° CNIE' at the bottom left, the photo on the right."""
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-front-n")
    arabic = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    place_ar = _AR_NAMES.get(v["place_of_birth"].upper(), "")
    items: list[Item | Rule] = [
        *frame(10, 10, CARD[0] - 10, CARD[1] - 10, 2),
        Item(40, 30, "ROYAUME DU MAROC", 30, "bold"),
        _right(1260, 26, "المملكة المغربية", 32, "bold"),
        Item(40, 74, "CARTE NATIONALE D'IDENTITÉ", 24),
        _right(1260, 72, "البطاقة الوطنية للتعريف", 26),
        Rule(40, 118, 1260, 120),
        *frame(960, 150, 1260, 540, 2),
        _centre(960, 1260, 330, "PHOTO", 22),
        Item(40, 146, "Prénom et nom", 22),
        Item(40, 176, f"{given.upper()} {family.upper()}", 44, "bold"),
        Item(40, 300, "Date et lieu de naissance", 22),
        Item(40, 330, f"{_dots(v['date_of_birth'])} - {v['place_of_birth'].upper()}", 38, "bold"),
        Item(40, 430, "Date de fin de validité", 22),
        Item(40, 460, _dots(v["cin_expiry"]), 38, "bold"),
        Item(40, 600, "N° CNIE", 22),
        Item(40, 632, v["cin"], 60, "bold"),
        Item(620, 600, "Sexe", 22),
        Item(620, 636, "F" if _female(v) else "M", 40, "bold"),
        _centre(960, 1260, 560, "Signature", 20),
        Rule(990, 640, 1230, 642),
        _right(1260, 740, f"CAN {rng.randint(100_000, 999_999)}", 24),
    ]
    if arabic:
        items.append(_right(900, 236, arabic, 34, "bold"))
    if place_ar:
        items.append(_right(900, 382, place_ar, 28))
    return Page(CARD, tuple(items))


def cin_back_page_n(v: dict[str, Any]) -> Page:
    """CNIE back: a stacked barcode on the left, filiation, the address wrapped under 'Adresse :', civil status and
    sex to its right, the TD1 MRZ under a rule (the number only in the MRZ)."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-n")
    father = rng.choice(("ABDERRAHIM", "MOHAMED", "LAHCEN", "ABDESLAM", "BOUCHAIB", "M'BAREK"))
    mother = rng.choice(("FATNA", "ZINEB", "RQIA", "HADDA", "MALIKA", "ITTO"))
    x = 300
    items: list[Item | Rule] = [
        *frame(10, 10, CARD[0] - 10, CARD[1] - 10, 2),
        *_barcode(40, 40, 220, 378, v["cin"]),
        Item(x, 40, f"Fils de : {father}" if not _female(v) else f"Fille de : {father}", 32),
        Item(x, 92, f"et de : {mother}", 32),
        Item(x, 160, "Adresse :", 28),
    ]
    address, y = flow_text(x + 150, 156, v["address"].upper(), size=34, gap=48, width=1250 - x - 150)
    items += address
    y = max(y, 260) + 16
    items += [
        Item(x, y, f"N° d'état civil : {rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 28),
        Item(x, y + 50, f"Sexe : {'F' if _female(v) else 'M'}", 28),
        Rule(30, 450, 1270, 452),
    ]
    items += [Item(64, 486 + i * 98, line, 54, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_n(v: dict[str, Any]) -> Page:
    """An A4 photocopy of the open passport: the observations page above the data page (both outlined, the fold
    between), French / English labels above the values (place of birth before date of birth, the national ID under
    the passport number), ICAO dates, the TD3 MRZ, and a bank's 'COPIE CONFORME' stamp below."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_n(v)
    sex = "F" if _female(v) else "M"
    rng = random.Random(f"{v['cin']}-passport-n")
    x0, x1 = 500, 1980
    top, fold, bottom = 300, 1340, 2380
    items: list[Item | Rule] = [
        *frame(x0, top, x1, bottom, 4),
        Rule(x0, fold - 1, x1, fold + 1),
        # the page above the data page
        _centre(x0, x1, top + 80, "OBSERVATIONS", 34, "bold"),
        _centre(x0, x1, top + 130, "ملاحظات", 30),
        *[Rule(x0 + 80, top + 260 + i * 110, x1 - 80, top + 261 + i * 110) for i in range(5)],
        Item(x0 + 80, fold - 180, "Signature du titulaire / Holder's signature", 22),
        Rule(x0 + 80, fold - 110, x0 + 700, fold - 108),
        _right(x1 - 60, fold - 70, "2", 24),
        # the data page
        Item(x0 + 40, fold + 30, "ROYAUME DU MAROC", 30, "bold"),
        _right(x1 - 40, fold + 26, "المملكة المغربية", 32, "bold"),
        _centre(x0, x1, fold + 78, "PASSEPORT / PASSPORT", 28, "bold"),
        *frame(x0 + 40, fold + 150, x0 + 380, fold + 590, 2),
        _centre(x0 + 40, x0 + 380, fold + 350, "PHOTO", 22),
    ]
    c1, c2 = x0 + 420, x0 + 960
    cells = [
        (c1, 140, "Type / Type", "P"),
        (c1 + 180, 140, "Code / Code", "MAR"),
        (c2, 140, "N° du passeport / Passport No.", number),
        (c2, 210, "Identifiant national / National ID", v["cin"]),
        (c1, 280, "Nom / Surname", family.upper()),
        (c1, 350, "Prénoms / Given names", given.upper()),
        (c1, 420, "Nationalité / Nationality", "MAROCAINE"),
        (c2, 420, "Sexe / Sex", sex),
        (c1, 490, "Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (c2, 490, "Date de naissance / Date of birth", _icao(v["date_of_birth"])),
        (c1, 560, "Date de délivrance / Date of issue", _icao(issued)),
        (c2, 560, "Date d'expiration / Date of expiry", _icao(expiry)),
        (c1, 630, "Autorité / Authority", "DGSN"),
    ]
    for x, dy, label, value in cells:
        items += [Item(x, fold + dy, label, 20), Item(x, fold + dy + 24, value, 32, "bold")]
    items += [
        Item(x0 + 40, fold + 630, "Signature", 20),
        Rule(x0 + 40, fold + 700, x0 + 380, fold + 702),
    ]
    mrz = td3_mrz(v, number, expiry, sex)
    items += [Item(x0 + 60, fold + 810 + i * 86, line, 48, "mono") for i, line in enumerate(mrz)]
    # the bank's certification stamp
    seen = _issued({**v, "pay_period": v.get("pay_period", "2026-10")}, "passport")
    sx0, sy0 = 1300, 2560
    items += [
        *frame(sx0, sy0, sx0 + 680, sy0 + 300, 4),
        *frame(sx0 + 12, sy0 + 12, sx0 + 668, sy0 + 288, 2),
        _centre(sx0, sx0 + 680, sy0 + 40, "COPIE CONFORME", 40, "bold"),
        _centre(sx0, sx0 + 680, sy0 + 100, "À L'ORIGINAL", 34, "bold"),
        _centre(sx0, sx0 + 680, sy0 + 170, f"Vu l'original le {fr_date(seen)}", 28),
        _centre(sx0, sx0 + 680, sy0 + 220, f"Visa agent : {rng.choice(('H.B.', 'S.K.', 'N.A.', 'Y.M.'))}", 28),
    ]
    return Page(A4, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _bilingual_head(v: dict[str, Any], firm: dict[str, str], department: str, arabic: str) -> list[Item | Rule]:
    return [
        Item(_L, 120, v["employer"], 50, "bold"),
        Item(_L, 194, department, 32),
        Item(_L, 238, f"{firm['street']} - {firm['town']}", 28),
        _right(_R, 128, arabic, 38, "bold"),
        _right(_R, 194, "المملكة المغربية", 28),
        Rule(_L, 300, _R, 304),
    ]


def employment_certificate_page_n(v: dict[str, Any]) -> Page:
    """Bilingual letterhead (French left, Arabic right), reference and place / date, the title in French over
    Arabic, an opening sentence with the company's CNSS number, the facts as a bulleted list (hire date '1er mars
    2019', contract 'CDI - contrat à durée indéterminée'), the HR signature and a two-line legal footer."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, short, e = _civility(v)
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-n")
    contract = {
        "CDI": "CDI - contrat à durée indéterminée",
        "CDD": "CDD - contrat à durée déterminée",
    }.get(v["contract_type"], v["contract_type"])
    items: list[Item | Rule] = [
        *_bilingual_head(v, firm, "Direction des Ressources Humaines", "مديرية الموارد البشرية"),
        Item(_L, 380, f"N/Réf. : DRH/AT/{signed[:4]}/{rng.randint(100, 999):04d}", 30),
        _right(_R, 380, f"{firm['town']}, le {_words_date(signed)}", 32),
        _centre(0, A4[0], 560, "ATTESTATION DE TRAVAIL", 56, "bold"),
        _centre(0, A4[0], 640, "شهادة العمل", 40, "bold"),
    ]
    body, y = flow_text(
        _L,
        800,
        f"Nous soussignés, société {_glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous "
        f"le n°~{v['employer_cnss']}, attestons par la présente~que~:",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += body
    facts = [
        ("Nom et prénom", f"{civ} {given} {family.upper()}"),
        ("Carte nationale d'identité n°", v["cin"]),
        ("Fonction occupée", v["position"]),
        ("Date d'entrée dans la société", _words_date(v["hire_date"])),
        ("Nature du contrat", contract),
    ]
    y += 50
    lx, vx = _L + 110, _L + 110 + round(text_width("Date d'entrée dans la société :  ", 38))
    for label, value in facts:
        items += [
            Item(_L + 50, y, "•", 38, "bold"),
            Item(lx, y, f"{label}", 38),
            Item(lx + round(text_width(label, 38)) + 10, y, ":", 38),
            Item(vx, y, value, 38, "bold"),
        ]
        y += 78
    close, y = flow_text(
        _L,
        y + 50,
        f"{short} {_glue(family.upper())} fait toujours partie de notre personnel à la date de la présente "
        f"attestation, délivrée à l'intéressé{e} sur sa demande pour servir et valoir ce que de droit.",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += close
    y += 140
    items += [
        Item(1350, y, "P/ La Direction", 34),
        Item(1350, y + 56, "Le Responsable Administration du Personnel", 30, "bold"),
        Item(1350, y + 104, firm["hr"], 30),
        *frame(1350, y + 170, 2250, y + 430, 2),
        _centre(1350, 2250, y + 280, "Signature et cachet", 26),
        Item(_L, y + 470, f"Affaire suivie par : Service du personnel - poste {rng.randint(200, 299)}", 26),
        *_legal_footer(v, firm),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_n(v: dict[str, Any]) -> Page:
    """A framed letterhead box, the title in French over Arabic, a sentence naming 'M. FAMILY Given', the month's
    pay as one horizontal row of a ruled table with wrapped header cells (base, seniority, other bonuses, gross,
    deductions, net), the net restated in words with the figures in parentheses, signature of the payroll head."""
    p = _pay(v)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    _, short, e = _civility(v)
    signed = _issued(v, "salary")
    year, month = (int(x) for x in v.get("pay_period", "2026-10").split("-"))
    rng = random.Random(f"{v['cin']}-salary-n")
    items: list[Item | Rule] = [
        *frame(_L, 110, 1250, 370, 3),
        Item(_L + 30, 136, v["employer"].upper(), 40, "bold"),
        Item(_L + 30, 196, "Service de la Paie", 30),
        Item(_L + 30, 240, firm["street"], 26),
        Item(_L + 30, 280, f"{firm['town']} - Tél. {firm['tel']}", 26),
        Item(_L + 30, 320, f"ICE {firm['ice']}", 26),
        _right(_R, 130, "مصلحة الأجور", 36, "bold"),
        _right(_R, 300, f"{firm['town']}, le {fr_date(signed)}", 32),
        _centre(0, A4[0], 520, "ATTESTATION DE SALAIRE", 56, "bold"),
        _centre(0, A4[0], 600, "شهادة الأجر", 40, "bold"),
    ]
    body, y = flow_text(
        _L,
        760,
        f"Le Chef du Service de la Paie de la société {_glue(v['employer'])} certifie que "
        f"{short} {_glue(family.upper() + ' ' + given)}, titulaire de la CIN n°~{v['cin']}, matricule "
        f"{rng.randint(1000, 9999)}, employé{e} en qualité de {_glue(v['position'])} depuis le "
        f"{_glue(fr_date(v['hire_date']))}, a perçu au titre du mois de {_MONTHS[month - 1].lower()} {year} la "
        "rémunération mensuelle détaillée ci-dessous (montants en dirhams)~:",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += body
    heads = [
        ["Salaire", "de base"],
        ["Prime", "d'ancienneté"],
        ["Autres primes", "et indemnités"],
        ["Salaire brut", "mensuel"],
        ["Retenues", "CNSS, AMO", "et IR"],
        ["Salaire net", "mensuel"],
    ]
    values = [p["base"], p["seniority"], p["perf"], p["gross"], p["held"], p["net"]]
    y += 60
    width = (_R - _L) / 6
    h_head, h_row = 150, 90
    items += [*frame(_L, y, _R, y + h_head + h_row, 3), Rule(_L, y + h_head, _R, y + h_head + 2)]
    for c, (head, value) in enumerate(zip(heads, values, strict=True)):
        cx0, cx1 = round(_L + c * width), round(_L + (c + 1) * width)
        if c:
            items.append(Rule(cx0, y, cx0 + 2, y + h_head + h_row))
        start = y + (h_head - 40 * len(head)) // 2
        items += [_centre(cx0, cx1, start + i * 40, line, 28, "bold") for i, line in enumerate(head)]
        style = "bold" if c in (3, 5) else "regular"
        items.append(_right(cx1 - 24, y + h_head + 24, fr_amount(value), 34, style))
    y += h_head + h_row + 70
    words, y = flow_text(
        _L,
        y,
        f"Soit un salaire mensuel net de {_glue(amount_words(p['net']))} ({_glue(fr_amount(p['net']) + ' DH')}).",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += words
    close, y = flow_text(
        _L,
        y + 40,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=40,
        gap=74,
        width=_R - _L,
    )
    items += close
    y += 140
    items += [
        Item(1350, y, "P/ Le Directeur Général", 34),
        Item(1350, y + 56, "Le Chef du Service de la Paie", 32, "bold"),
        Item(1350, y + 104, firm["payroll"], 30),
        *frame(1350, y + 170, 2250, y + 430, 2),
        _centre(1350, 2250, y + 280, "Cachet et signature", 26),
        *_legal_footer(v, firm),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_n(v: dict[str, Any]) -> Page:
    """A printed CNSS form: bilingual header, 'ATTESTATION D'IMMATRICULATION', numbered framed sections (CADRE 1 -
    ASSURÉ, CADRE 2 - EMPLOYEUR) with long boxes for the names and the CIN and one digit per box for the
    immatriculation number, the affiliation date (J J M M A A A A) and the employer's number, a certification,
    place, date and a stamp box."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-n")
    y_, m_, d_ = v["affiliation_date"].split("-")
    items: list[Item | Rule] = [
        Item(_L, 110, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 154, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 40, "bold"),
        Item(
            _L,
            210,
            f"Direction Régionale {rng.choice(('Casablanca-Settat', 'Rabat-Salé-Kénitra', 'Fès-Meknès'))}"
            f" - Agence {rng.choice(('Hay Hassani', 'Ain Sebaa', 'Agdal', 'Sidi Maarouf'))}",
            28,
        ),
        _right(_R, 110, "المملكة المغربية", 30, "bold"),
        _right(_R, 156, "الصندوق الوطني للضمان الاجتماعي", 36, "bold"),
        Rule(_L, 280, _R, 284),
        _right(_R, 310, f"Formulaire 310-1-{rng.randint(10, 99)}", 24),
        _centre(0, A4[0], 400, "ATTESTATION D'IMMATRICULATION", 54, "bold"),
        _centre(0, A4[0], 476, "(à remplir en lettres capitales - un chiffre par case)", 28),
    ]

    def section(y: int, title: str, height: int) -> list[Item | Rule]:
        return [
            *frame(_L, y, _R, y + height, 3),
            Rule(_L, y, _R, y + 64),
            Item(_L + 24, y + 12, title, 32, "bold"),
        ]

    def box(x: int, y: int, w: int, text: str) -> list[Item | Rule]:
        return [*frame(x, y, x + w, y + 76, 2), Item(x + 20, y + 16, text, 38, "mono")]

    lx = _L + 40
    vx = _L + 700
    y = 600
    items += section(y, "CADRE 1 - ASSURÉ", 640)
    items += [Item(lx, y + 112, "Nom", 32), *box(vx, y + 96, 1400, family.upper())]
    items += [Item(lx, y + 212, "Prénom", 32), *box(vx, y + 196, 1400, given.upper())]
    items += [Item(lx, y + 312, "N° de la CNIE", 32), *box(vx, y + 296, 600, v["cin"])]
    items += [Item(lx, y + 412, "N° d'immatriculation", 32), *_comb(vx, y + 396, v["cnss_number"])]
    items += [Item(lx, y + 512, "Date d'affiliation", 32)]
    x = vx
    for part, letters in ((d_, "JJ"), (m_, "MM"), (y_, "AAAA")):
        items += _comb(x, y + 496, part)
        items += [_centre(x + i * 64, x + (i + 1) * 64, y + 578, ch, 20) for i, ch in enumerate(letters)]
        x += 64 * len(part) + 40
    y += 700
    items += section(y, "CADRE 2 - EMPLOYEUR", 340)
    items += [Item(lx, y + 112, "Raison sociale", 32), *box(vx, y + 96, 1400, v["employer"].upper())]
    items += [Item(lx, y + 212, "N° d'affiliation", 32), *_comb(vx, y + 196, v["employer_cnss"])]
    y += 400
    items += section(y, "CADRE 3 - CERTIFICATION", 560)
    cert, _ = flow_text(
        lx,
        y + 100,
        "La Caisse Nationale de Sécurité Sociale certifie que l'assuré(e) désigné(e) au cadre 1 est immatriculé(e) "
        "sous le numéro ci-dessus et déclaré(e) par l'employeur désigné au cadre 2. Attestation délivrée à la "
        "demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        size=34,
        gap=60,
        width=_R - _L - 80,
    )
    items += cert
    items += [
        Item(lx, y + 340, f"Fait à {rng.choice(_TOWNS)}, le {fr_date(signed)}", 32),
        Item(lx, y + 400, f"Réf. dossier : {rng.randint(10**7, 10**8 - 1)}", 28),
        *frame(1500, y + 300, _R - 40, y + 530, 2),
        _centre(1500, _R - 40, y + 320, "Cachet et visa de l'agence", 24),
        Rule(_L, 3300, _R, 3302),
        _centre(
            0, A4[0], 3320, "CNSS - 649, Boulevard Mohammed V - Casablanca - www.cnss.ma - Allo CNSS 080 200 72 72", 24
        ),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str, str]:
    """(town, agency name, street) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-n")
    town = rng.choice(_TOWNS)
    name = rng.choice(("Centre", "Principale", "Les Orangers", "Hay Salam", "Bd Zerktouni", "Riad Salam"))
    street = rng.choice(("12, Avenue Mohammed V", "45, Boulevard Al Massira", "3, Place des Nations Unies"))
    return town, f"{town} {name}", street


def bank_statement_page_n(v: dict[str, Any]) -> Page:
    """'EXTRAIT DE COMPTE': bank top left, a cartouche of cells top right (Agence, N° de compte, Devise, Date début,
    Date fin, Page; dotted dates), the holder in the envelope window, the RIB as 24 digits and the IBAN, a Date opé.
    | Libellé | Date valeur | Débit | Crédit table opening with 'ANCIEN SOLDE' and closing with 'TOTAL DES
    MOUVEMENTS' and 'NOUVEAU SOLDE', each balance in the column of its sign, two-line labels, a page footer."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    _, short, _ = _civility(v)
    rng = random.Random(f"{v['cin']}-statement-n")
    town, agency, street = _agency(v)
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    # spending repaid by a transfer received, so closing = opening + net - rent
    spend = [
        (rng.randint(4, 9), "PAIEMENT CB", f"{rng.choice(('MARJANE', 'BIM', 'ACIMA', 'KITEA'))} {town.upper()}"),
        (rng.randint(10, 14), "RETRAIT GAB", f"{rng.choice(('AGENCE', 'MALL', 'GARE'))} {town.upper()}"),
        (rng.randint(15, 20), f"CHEQUE N° {rng.randint(1_000_000, 9_999_999)}", "PAYE A GUICHET"),
        (last, "FRAIS TENUE DE COMPTE", f"PERIODE {month:02d}/{year} TTC"),
    ]
    cents = [rng.randint(20_000, 120_000), rng.choice((50_000, 100_000, 200_000)), rng.randint(30_000, 150_000)]
    cents.append(rng.choice((2_200, 2_750, 3_300)))
    moves: list[tuple[int, str, str, int]] = [
        (
            rng.randint(2, 6),
            f"PRELEVEMENT LOYER {_MONTHS[month - 1].upper()}",
            f"REF. PRLV {rng.randint(10**8, 10**9)}",
            -round(rent * 100),
        ),
        (
            rng.randint(16, 24),
            "VIREMENT RECU",
            f"DE {rng.choice(('BERRADI NOUHA', 'SEFRIOUI ALI', 'KABBAJ ZAK'))}",
            sum(cents),
        ),
        (
            rng.randint(max(2, last - 6), last - 1),
            f"VIREMENT RECU DE {employer[:24]}",
            f"SALAIRE {_MONTHS[month - 1].upper()} {year}",
            round(net * 100),
        ),
    ]
    moves += [(d, a, b, -c) for (d, a, b), c in zip(spend, cents, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))

    items: list[Item | Rule] = [
        Item(_L, 110, v["bank_name"], 52, "bold"),
        Item(_L, 186, f"Agence {agency}", 30),
        Item(_L, 228, f"{street} - {town}", 28),
        Item(_L, 270, f"Tél. 05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} 00", 28),
        _right(_R, 100, "EXTRAIT DE COMPTE", 50, "bold"),
        *_cells(
            1180,
            _R,
            180,
            [("Agence", v["rib"][3:6]), ("N° de compte", v["rib"][6:22]), ("Devise", "MAD")],
            value=28,
        ),
        *_cells(
            1180,
            _R,
            276,
            [("Date début", _dots(start)), ("Date fin", _dots(end)), ("Page", "1 / 1")],
            value=28,
        ),
    ]
    items += _window(1330, 450, [(f"{short} {given.upper()} {family.upper()}", 34, "bold")])
    address, _ = flow_text(1330, 506, v.get("address", "").upper(), size=30, gap=44, width=_R - 1330)
    items += address[:3]
    items += [
        Item(_L, 450, "Intitulé du compte : COMPTE CHÈQUE PARTICULIER", 28),
        Item(_L, 494, f"RIB : {v['rib']}", 30, "mono"),
        Item(_L, 538, f"IBAN : {iban(v['rib'])}", 28),
        Item(_L, 582, f"BIC : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 28),
    ]
    cols = (_L, 350, 1300, 1560, 1950, _R)  # Date opé. | Libellé | Date valeur | Débit | Crédit
    y = 760
    top = y
    items += [Rule(_L, y, _R, y + 3)]
    items += [
        Item(cols[0] + 16, y + 18, "Date opé.", 28, "bold"),
        Item(cols[1] + 16, y + 18, "Libellé", 28, "bold"),
        _centre(cols[2], cols[3], y + 18, "Date valeur", 28, "bold"),
        _right(cols[4] - 16, y + 18, "Débit", 28, "bold"),
        _right(cols[5] - 16, y + 18, "Crédit", 28, "bold"),
    ]
    y += 66
    items.append(Rule(_L, y, _R, y + 2))
    y += 20

    def balance_row(y: int, label: str, cents_: int) -> list[Item | Rule]:
        col = 5 if cents_ >= 0 else 4
        return [
            Item(cols[1] + 16, y, label, 30, "bold"),
            _right(cols[col] - 16, y, fr_amount(abs(cents_) / 100), 30, "bold"),
        ]

    items += balance_row(y, "ANCIEN SOLDE", round(opening * 100))
    y += 70
    for d, label, detail, c in moves:
        value_day = min(d + (1 if c > 0 else 0), last)
        items += [
            Item(cols[0] + 16, y, f"{d:02d}/{month:02d}", 30),
            Item(cols[1] + 16, y, label, 30),
            Item(cols[1] + 16, y + 40, detail, 26),
            _centre(cols[2], cols[3], y, f"{value_day:02d}/{month:02d}/{year}", 28),
            _right(cols[4 if c < 0 else 5] - 16, y, fr_amount(abs(c) / 100), 30),
        ]
        y += 96
    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    items.append(Rule(_L, y, _R, y + 2))
    y += 20
    items += [
        Item(cols[1] + 16, y, "TOTAL DES MOUVEMENTS", 30, "bold"),
        _right(cols[4] - 16, y, fr_amount(debits / 100), 30, "bold"),
        _right(cols[5] - 16, y, fr_amount(credits / 100), 30, "bold"),
    ]
    y += 66
    items.append(Rule(_L, y, _R, y + 2))
    y += 20
    items += balance_row(y, "NOUVEAU SOLDE", round(closing * 100))
    y += 70
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    notice, _ = flow_text(
        _L,
        y + 60,
        "Les opérations sont présentées dans l'ordre de leur date. Le solde figurant dans la colonne Crédit est en "
        "votre faveur. Sauf erreur ou omission, toute réclamation doit être adressée à votre agence dans un délai de "
        "30 jours suivant la date d'envoi du présent extrait.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3250, _R, 3252),
        Item(_L, 3270, f"{v['bank_name']} - Société anonyme - Établissement de crédit agréé par Bank Al-Maghrib", 24),
        _right(_R, 3270, f"Extrait n° {month:02d}/{year} - Page 1 / 1", 24),
        Item(_L, 3310, f"Total débit : {fr_amount(debits / 100)}   -   Total crédit : {fr_amount(credits / 100)}", 24),
    ]
    return Page(A4, tuple(items))


def rib_page_n(v: dict[str, Any]) -> Page:
    """A bank's pre-printed RIB slip on an A4 page: a notice above it, then the slip (bank and agency, title in
    French and Arabic, the holder under a bilingual label, the RIB parts as one line of digits under French over
    Arabic column labels, no boxes, the IBAN with spaces, BIC, stamp box)."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    _, short, _ = _civility(v)
    town, agency, street = _agency(v)
    issued = _issued({**v, "pay_period": v.get("pay_period", "2026-10")}, "rib")
    items: list[Item | Rule] = [
        Item(_L, 120, v["bank_name"].upper(), 52, "bold"),
        Item(_L, 196, f"Agence {agency} - {street} - {town}", 30),
        _right(_R, 300, f"Édité le {fr_date(issued)}", 28),
    ]
    notice, y = flow_text(
        _L,
        400,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
        "inscrire des opérations à votre compte (virements de salaire, prélèvements, paiement de quittances, "
        "etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi "
        "des réclamations pour erreurs ou retards d'imputation.",
        size=32,
        gap=54,
        width=_R - _L,
    )
    items += notice
    x0, x1 = _L, _R
    y0 = y + 80
    items += [*frame(x0, y0, x1, y0 + 880, 4)]
    items += [
        Item(x0 + 40, y0 + 36, v["bank_name"], 44, "bold"),
        Item(x0 + 40, y0 + 98, f"Agence : {agency}", 28),
        _right(x1 - 40, y0 + 36, "RELEVÉ D'IDENTITÉ BANCAIRE", 36, "bold"),
        _right(x1 - 40, y0 + 90, "بيان الهوية البنكية", 32, "bold"),
        Rule(x0 + 40, y0 + 160, x1 - 40, y0 + 162),
        Item(x0 + 40, y0 + 190, "Titulaire du compte", 24),
        _right(x1 - 40, y0 + 186, "صاحب الحساب", 26),
        Item(x0 + 40, y0 + 228, f"{short} {given.upper()} {family.upper()}", 40, "bold"),
        Item(x0 + 40, y0 + 300, "Compte chèque en dirhams", 26),
    ]
    parts = [
        ("Code banque", "رمز البنك", rib[:3]),
        ("Code ville", "رمز المدينة", rib[3:6]),
        ("N° de compte", "رقم الحساب", rib[6:22]),
        ("Clé RIB", "المفتاح", rib[22:]),
    ]
    xs = [x0 + 40, x0 + 300, x0 + 560, x0 + 1420]
    ly = y0 + 380
    for x, (fr, ar, digits) in zip(xs, parts, strict=True):
        items += [
            Item(x, ly, fr, 26, "bold"),
            Item(x, ly + 38, ar, 24),
            Item(x, ly + 96, digits, 50, "mono"),
        ]
    items += [
        Item(x0 + 40, y0 + 600, "IBAN", 26, "bold"),
        Item(x0 + 220, y0 + 592, iban(rib), 40, "mono"),
        Item(x0 + 40, y0 + 680, "Code BIC / SWIFT", 26, "bold"),
        Item(x0 + 380, y0 + 674, _BIC.get(v["bank_name"], "BCMAMAMC"), 36, "mono"),
        *frame(1620, y0 + 640, x1 - 40, y0 + 850, 2),
        _centre(1620, x1 - 40, y0 + 730, "Cachet de l'agence", 24),
    ]
    items += [
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 24),
    ]
    return Page(A4, tuple(items))


PAGES_N: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_n,
    "cin_front": cin_front_page_n,
    "cin_back": cin_back_page_n,
    "passport": passport_page_n,
    "employment_certificate": employment_certificate_page_n,
    "salary_certificate": salary_certificate_page_n,
    "cnss_certificate": cnss_certificate_page_n,
    "bank_statement": bank_statement_page_n,
    "rib": rib_page_n,
}
