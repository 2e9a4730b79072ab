"""Layout "r" of every document type: an eighteenth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_p`, other real-world
conventions:

- payslip: a TEMPORARY-WORK AGENCY's payslip ("entreprise de travail temporaire", the agency is the employer) for a
  mission at a client company, in a TWO-PANEL form: the agency's letterhead across the top (ETT authorisation
  number, "N° affiliation CNSS" of the agency), "BULLETIN DE PAIE - TRAVAIL TEMPORAIRE" and "Mois : OCTOBRE 2026"
  (the month in capitals), then a narrow grey-ruled LEFT panel of stacked sections ("EMPLOYEUR (ETT)" with the
  agency's name and CNSS number, "SALARIÉ INTÉRIMAIRE" with labels over values - Nom / Prénom separate, CIN, CNSS,
  "Date d'entrée à l'agence 01/03/2019", Qualification, Contrat -, "MISSION" with the client under "Entreprise
  utilisatrice (client)", the mission number and its dates, "PAIE" with the pay and payment dates) and a wide
  RIGHT panel holding the Rubrique / Nombre / Taux / Gains / Retenues table (mission base pay in days at a daily
  rate, a paid-leave indemnity, the seniority bonus, "SALAIRE BRUT", CNSS, AMO, IR, "TOTAL RETENUES") and the
  framed "NET À PAYER" under it; amounts "12 500,00"; under both panels the mission's weekly time sheet validated
  by the client, and two signature lines (client's visa, agency's stamp);
- CNIE front: a PHONE PHOTO of the card on a dark desk (dark margins on the left and at the top, the card offset),
  the header centred in French over Arabic, the photo on the left, each row a small French label over a smaller
  Arabic label in a label column with the bold value beside it ("Prénom", "Nom", "Né(e) le", "à", "Valable
  jusqu'au"; the Arabic name and place of birth at the row's right end), dotted dates, the number after "N°" in a
  box at the bottom right, "Sexe : M" under the photo, a CAN number at the bottom left;
- CNIE back: the same desk photo, the ADDRESS FIRST under a bilingual label "Adresse / العنوان" (one line, the type
  shrinks to fit), then father and mother SIDE BY SIDE ("Père" | "Mère"), civil status and sex, then the TD1 MRZ
  in a framed clear zone;
- passport: a phone photo of the data page CROPPED at the top (the booklet's header is out of frame, the photo
  starts at the Type / Code / N° row), labels "Français / English" over the values with the Arabic label at the
  right end of the label line, dates as "12 MAR/MARS 1988" (ICAO month then the French abbreviation), the CIN as
  "N° personnel / Personal No." under the validity, the TD3 MRZ, the desk visible at the bottom and on the right;
- employment certificate: a REPLY TO THE BANK's request, addressed to the applicant's bank's consumer-credit
  department (recipient block on the right), "V/Réf." with the bank's file reference and "N/Réf.", "Objet :
  Confirmation d'emploi", "Messieurs," then "Suite à votre demande du 28/10/2026, nous certifions que Monsieur
  Given FAMILY ...", the contract as words with the abbreviation, the employee "titulaire de son poste" and neither
  on probation nor under notice, the company's CNSS number in its own sentence, the formal closing, the HR
  director's signature and a stamp box;
- salary certificate: a letterhead with an initials logo box, a left-aligned underlined title with a numbered
  reference, a framed "IDENTIFICATION DU SALARIÉ" grid (Matricule, Nom et prénom "FAMILY Given", CIN, Fonction,
  "Date d'embauche 01.03.2019", Service), one sentence, the place, date and signature on the LEFT, and at the
  bottom RIGHT a ruled two-row box "Salaire net mensuel" over "Salaire brut mensuel" (the net FIRST), amounts
  "12 500,00" under a "(en dirhams)" caption;
- CNSS certificate: an agency counter print: a dark header BANNER with the CNSS name, the certificate number with
  a 1D barcode top right, "ATTESTATION D'AFFILIATION" over "شهادة الانتساب", "Le Chef de l'agence ... atteste
  que :", two framed sections with a grey caption strip ("ASSURÉ(E)": "Nom et prénom : FAMILY Given", N°
  d'immatriculation, CIN, "Date d'affiliation : 15 décembre 2019" in words; "EMPLOYEUR ACTUEL": raison sociale,
  N° d'affiliation, date d'entrée), the last declared month, a one-month validity notice, a verification code
  under a second barcode;
- bank statement: an E-STATEMENT ("E-RELEVÉ DE COMPTE") whose period is given as "Arrêté au 31/10/2026" in a box
  with "Opérations enregistrées depuis le 01/10/2026" under it, the holder "M. GIVEN FAMILY" and the RIB in
  3 / 3 / 16 / 2 groups, a "Votre situation" summary box on the right (Solde reporté, Total crédits, Total débits,
  "Solde arrêté au ..."), a Date | Libellé | Valeur | Débit | Crédit table ruled every row, short dates "03/10",
  "SOLDE REPORTÉ" as the first row and "SOLDE ARRÊTÉ AU 31/10/2026" as the last (each in the column of its
  sign), a "document électronique" notice;
- RIB: a page of the bank's WELCOME BOOKLET ("Bienvenue chez ..." / "مرحبا بكم"): a greeting naming the client, a
  left column of other bank information (agency, adviser, opening hours, customer number, online-banking login,
  card, customer service), and on the right a framed "VOTRE RELEVÉ D'IDENTITÉ BANCAIRE" with the holder
  "M. GIVEN FAMILY", the account type, the four RIB parts in labelled cells, the IBAN and the BIC, a cut line.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
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
_TOWNS = ("Casablanca", "Rabat", "Mohammedia", "Kénitra", "Tanger", "Marrakech", "Fès", "Agadir", "Larache")
_FR_ABBR = ("JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC")
_CLIENTS = (  # the client companies of the agency's missions: no name shared with an employer of the corpus
    "Tanger Automotive Components SA",
    "Grands Moulins du Souss SA",
    "Centrale Laitière du Gharb SARL",
    "Emballages du Détroit SARL",
    "Câblerie de Kénitra SA",
    "Plateforme Logistique Zenata SARL",
)
_issued = partial(issued_after_period, layout="r", days=(2, 14))
_passport_r = partial(passport_numbers, layout="r", issued_from=2022, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------


def _dots(iso: str) -> str:
    """12.03.1988."""
    return fr_date(iso, ".")


def _bi_month(iso: str) -> str:
    """'12 MAR/MARS 1988': the ICAO month, then the French abbreviation."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]}/{_FR_ABBR[int(m) - 1]} {y}"


def _civility(v: dict[str, Any]) -> tuple[str, str, str]:
    """('Madame', 'Mme', 'e') or ('Monsieur', 'M.', '')."""
    return ("Madame", "Mme", "e") if _female(v) else ("Monsieur", "M.", "")


def _period(v: dict[str, Any]) -> tuple[int, int]:
    year, month = (int(p) for p in str(v.get("pay_period", "2026-10")).split("-"))
    return year, month


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-r document."""
    rng = random.Random(f"r-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Lotissement Attawfiq, Lot 27, Sidi Maârouf",
                "Technopolis, Bâtiment B4, Sala Al Jadida",
                "Zone industrielle Gzenaya, Lot 301",
                "Boulevard Abdelmoumen, Résidence Al Fath, 4e étage",
                "Parc d'activités Oukacha, Lot 15",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "ett": f"ETT/{rng.randint(10, 99)}/{rng.randint(2008, 2020)}",
        "hr": rng.choice(("Loubna CHAOUI", "Adil MERNISSI", "Houda SLAOUI", "Tarik BOUAZZAOUI")),
        "boss": rng.choice(("Mounir ZNIBER", "Asmae KETTANI", "Reda HAJJI", "Souad LAHLOU")),
    }


def _initials(employer: str) -> str:
    words = [w for w in employer.replace("SARL", "").replace(" SA", "").split() if w[:1].isupper()]
    return "".join(w[0] for w in words)[:3]


def _bars(x: int, y: int, w: int, h: int, seed: str) -> list[Item | Rule]:
    """A linear (Code 128-like) barcode: vertical bars of varying widths between quiet zones."""
    rng = random.Random(seed)
    out: list[Item | Rule] = []
    cx = x
    while cx < x + w - 8:
        bar = rng.choice((3, 3, 5, 7, 9))
        out.append(Rule(cx, y, cx + bar, y + h))
        cx += bar + rng.choice((3, 4, 6, 8))
    return out


def _desk(size: tuple[int, int], left: int, top: int, right: int, bottom: int) -> list[Item | Rule]:
    """The dark desk around a photographed card: solid margins of the given widths, and the card's outline."""
    w, h = size
    out: list[Item | Rule] = []
    if left:
        out.append(Rule(0, 0, left, h))
    if top:
        out.append(Rule(0, 0, w, top))
    if right:
        out.append(Rule(w - right, 0, w, h))
    if bottom:
        out.append(Rule(0, h - bottom, w, h))
    out += frame(left, top, w - right, h - bottom, 3)
    return out


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 22) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_r(v: dict[str, Any]) -> Page:
    """A temporary-work agency's payslip in two panels: the agency's letterhead, the title and the month, a narrow
    left panel (employer, temp worker, mission at the client, pay dates) and a wide right panel (the pay table and
    the framed net)."""
    p = pay_lines(v)
    year, month = _period(v)
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-r")
    client = rng.choice(_CLIENTS)
    last = last_day(year, month)
    days = 26
    leave = round(p["base"] * 1.5 / (days + 1.5), 2)  # 1.5 days of paid leave a month, at the same daily rate
    mission = round(p["base"] - leave, 2)
    daily = f"{mission / days:.4f}".replace(".", ",")
    pay_day = rng.randint(last - 3, last)
    items: list[Item | Rule] = [
        *frame(_L, 100, _L + 150, 250, 3),
        _centre(_L, _L + 150, 146, "ETT", 44, "bold"),
        Item(_L + 190, 100, v["employer"].upper(), 44, "bold"),
        Item(_L + 190, 160, f"Entreprise de travail temporaire - Autorisation n° {firm['ett']}", 28),
        Item(_L + 190, 200, f"{firm['street']} - {firm['town']}", 28),
        Item(_L + 190, 240, f"N° affiliation CNSS : {v['employer_cnss']}   ICE : {firm['ice']}", 28),
        Rule(_L, 310, _R, 314),
        Item(_L, 350, "BULLETIN DE PAIE - TRAVAIL TEMPORAIRE", 48, "bold"),
        _right(_R, 354, f"Mois : {_MONTHS[month - 1].upper()} {year}", 44, "bold"),
        Rule(_L, 440, _R, 442),
    ]
    # left panel ------------------------------------------------------------------------------------------------
    lx0, lx1 = _L, 880
    top = 490
    y = top

    def caption(y: int, title: str) -> list[Item | Rule]:
        return [Rule(lx0, y, lx1, y + 50), Item(lx0 + 18, y + 10, title, 26, "bold")]

    def field(y: int, label: str, value: str, size: int = 30) -> list[Item | Rule]:
        size = _fit(value, lx1 - lx0 - 40, size, "bold")
        return [Item(lx0 + 20, y, label, 22), Item(lx0 + 20, y + 30, value, size, "bold")]

    items += caption(y, "EMPLOYEUR (ETT)")
    y += 70
    items += field(y, "Raison sociale", v["employer"])
    y += 84
    items += field(y, "N° affiliation CNSS", v["employer_cnss"])
    y += 100
    items += caption(y, "SALARIÉ INTÉRIMAIRE")
    y += 70
    rows = [
        ("Matricule agence", f"INT-{rng.randint(10_000, 99_999)}"),
        ("Nom", family.upper()),
        ("Prénom", given),
        ("N° CIN", v["cin"]),
        ("N° CNSS", v["cnss_number"]),
        ("Date d'entrée à l'agence", fr_date(v["hire_date"])),
        ("Qualification", v["position"]),
        ("Contrat", v["contract_type"]),
    ]
    for label, value in rows:
        items += field(y, label, value)
        y += 84
    y += 16
    items += caption(y, "MISSION")
    y += 70
    mission_no = f"M-{year}-{rng.randint(1000, 9999)}"
    client_lines, y_next = flow_text(lx0 + 20, y + 30, client, size=28, gap=38, width=lx1 - lx0 - 40)
    items += [Item(lx0 + 20, y, "Entreprise utilisatrice (client)", 22), *client_lines]
    y = y_next + 16
    items += field(y, "Contrat de mission n°", mission_no, 28)
    y += 84
    items += field(y, "Lieu de mission", rng.choice(_TOWNS), 28)
    y += 84
    items += field(
        y, "Période de mission", f"{_dots(f'{year:04d}-{month:02d}-01')} - {last:02d}.{month:02d}.{year}", 28
    )
    y += 100
    items += caption(y, "PAIE")
    y += 70
    items += field(y, "Date de paiement", fr_date(f"{year:04d}-{month:02d}-{pay_day:02d}"), 28)
    y += 84
    items += field(y, "Mode de paiement", "Virement bancaire", 28)
    y += 90
    bottom = y
    items += [*frame(lx0, top, lx1, bottom, 2)]
    # right panel -----------------------------------------------------------------------------------------------
    rx0, rx1 = 930, _R
    cols = (rx0, 1450, 1640, 1830, 2080, rx1)  # Rubrique | Nombre | Taux | Gains | Retenues
    heads = ("Rubrique", "Nombre", "Taux", "Gains", "Retenues")
    table: list[tuple[str, str, str, str, str, bool]] = [
        (
            "Salaire de base mission",
            f"{days},00 j",
            daily,
            fr_amount(mission),
            "",
            False,
        ),
        ("Indemnité congés payés", "1,50 j", daily, fr_amount(leave), "", False),
    ]
    if p["bonus"] > 0:
        table.append(
            (
                "Prime d'ancienneté",
                fr_amount(p["base"]),
                f"{p['rate']:.2f} %".replace(".", ","),
                fr_amount(p["bonus"]),
                "",
                False,
            )
        )
    table += [
        ("SALAIRE BRUT", "", "", fr_amount(p["gross"]), "", True),
        ("Cotisation CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("Cotisation AMO", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("Impôt sur le revenu", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
        ("TOTAL RETENUES", "", "", "", fr_amount(p["held"]), True),
    ]
    y = top
    items += [Rule(rx0, y, rx1, y + 60)]
    for c, head in enumerate(heads):
        if c == 0:
            items.append(Item(cols[0] + 14, y + 14, head, 26, "bold"))
        else:
            items.append(_right(cols[c + 1] - 12, y + 14, head, 26, "bold"))
    y += 80
    for label, base, rate, gain, held, bold in table:
        style = "bold" if bold else "regular"
        items.append(Item(cols[0] + 14, y, label, 27, style))
        for c, text in ((1, base), (2, rate), (3, gain), (4, held)):
            if text:
                items.append(_right(cols[c + 1] - 12, y, text, 27, style))
        y += 44
        items.append(Rule(rx0, y, rx1, y + 1))
        y += 16
    items += [*frame(rx0, top, rx1, y, 2)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    y += 50
    items += [
        Item(rx0, y, f"Jours travaillés : {days}", 26),
        Item(rx0 + 460, y, f"Net imposable : {fr_amount(p['taxable'])}", 26),
        Item(rx0, y + 44, f"Taux d'ancienneté : {int(p['rate'])} %", 26),
        Item(rx0 + 460, y + 44, f"Heures de mission : {days * 8},00", 26),
    ]
    y += 140
    items += [
        *frame(rx0 + 400, y, rx1, y + 190, 4),
        Item(rx0 + 430, y + 24, "NET À PAYER", 40, "bold"),
        _right(rx1 - 30, y + 30, "(dirhams)", 24),
        _right(rx1 - 30, y + 100, f"{fr_amount(p['net'])} DH", 52, "bold"),
    ]
    notice, _ = flow_text(
        rx0,
        y + 260,
        f"Salarié{'e' if _female(v) else ''} mis{'e' if _female(v) else ''} à disposition de l'entreprise "
        "utilisatrice ci-contre en vertu du contrat de mission indiqué (articles 495 à 506 du Code du travail). "
        "L'agence est seule employeur et responsable du paiement du salaire et des cotisations sociales.",
        size=24,
        gap=36,
        width=rx1 - rx0,
    )
    items += notice
    # the mission's time sheet, countersigned by the client
    y = max(bottom, y + 420) + 80
    weeks = [(1, 7), (8, 14), (15, 21), (22, 28), (29, last)] if last > 28 else [(1, 7), (8, 14), (15, 21), (22, 28)]
    hours = [days * 8 // len(weeks)] * len(weeks)
    hours[-1] += days * 8 - sum(hours)
    items += [Item(_L, y, "RELEVÉ D'HEURES DE LA MISSION (validé par l'entreprise utilisatrice)", 28, "bold")]
    y += 60
    width = (_R - _L) // (len(weeks) + 1)
    items += [*frame(_L, y, _R, y + 130, 2), Rule(_L, y + 62, _R, y + 63)]
    for i, ((d0, d1), h) in enumerate(zip(weeks, hours, strict=True)):
        cx = _L + i * width
        if i:
            items.append(Rule(cx, y, cx + 2, y + 130))
        items += [
            Item(cx + 16, y + 16, f"Du {d0:02d}/{month:02d} au {d1:02d}/{month:02d}", 24),
            _right(cx + width - 20, y + 78, f"{h},00 h", 28),
        ]
    cx = _L + len(weeks) * width
    items += [
        Rule(cx, y, cx + 2, y + 130),
        Item(cx + 16, y + 16, "Total", 24, "bold"),
        _right(_R - 20, y + 78, f"{days * 8},00 h", 28, "bold"),
    ]
    y += 200
    items += [
        Item(_L, y, "Visa de l'entreprise utilisatrice", 26),
        Rule(_L, y + 150, _L + 700, y + 151),
        Item(1400, y, "Cachet de l'agence", 26),
        Rule(1400, y + 150, _R, y + 151),
    ]
    items += [
        Rule(_L, 3270, _R, 3272),
        _centre(
            0,
            A4[0],
            3290,
            f"{v['employer']} - RC {firm['rc']} - IF {firm['if']} - Tél. {firm['tel']} - "
            "Conservez ce bulletin sans limitation de durée",
            24,
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
_DESK = (56, 44, 18, 22)  # left, top, right, bottom: the card is offset down and right in the phone's frame


def cin_front_page_r(v: dict[str, Any]) -> Page:
    """A phone photo of the CNIE front on a dark desk: header in French over Arabic, photo on the left, French over
    Arabic labels in a column beside bold values, the number in a box bottom right, the CAN bottom left."""
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-front-r")
    left, top, right, bottom = _DESK
    x0, y0, x1, y1 = left, top, CARD[0] - right, CARD[1] - bottom
    items: list[Item | Rule] = [
        *_desk(CARD, left, top, right, bottom),
        _centre(x0, x1, y0 + 18, "ROYAUME DU MAROC", 30, "bold"),
        _centre(x0, x1, y0 + 56, "المملكة المغربية", 28, "bold"),
        _centre(x0, x1, y0 + 100, "CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE", 22),
        Rule(x0 + 30, y0 + 134, x1 - 30, y0 + 136),
        *frame(x0 + 30, y0 + 160, x0 + 330, y0 + 540, 2),
        _centre(x0 + 30, x0 + 330, y0 + 340, "PHOTO", 22),
    ]
    rows = [
        ("Prénom", "الاسم الشخصي", given.upper(), _AR_NAMES.get(given, "")),
        ("Nom", "الاسم العائلي", family.upper(), _AR_NAMES.get(family, "")),
        (
            "Né le" if not _female(v) else "Née le",
            "تاريخ الازدياد",
            _dots(v["date_of_birth"]),
            "",
        ),
        ("à", "مكان الازدياد", v["place_of_birth"].upper(), _AR_NAMES.get(v["place_of_birth"].upper(), "")),
        ("Valable jusqu'au", "صالحة إلى غاية", _dots(v["cin_expiry"]), ""),
    ]
    lx, vx = x0 + 360, x0 + 610
    y = y0 + 160
    for fr, ar, value, value_ar in rows:
        items += [Item(lx, y, fr, 22), Item(lx, y + 28, ar, 18)]
        items.append(Item(vx, y + 4, value, _fit(value, 330, 38, "bold"), "bold"))
        if value_ar:
            items.append(_right(x1 - 30, y + 8, value_ar, 28))
        y += 80
    label = "N°"
    number_size = 46
    box_w = round(text_width(v["cin"], number_size, "bold") + text_width(label, 26) + 70)
    bx1 = x1 - 30
    bx0 = bx1 - box_w
    items += [
        *frame(bx0, y1 - 110, bx1, y1 - 30, 3),
        Item(bx0 + 20, y1 - 88, label, 26),
        _right(bx1 - 22, y1 - 98, v["cin"], number_size, "bold"),
        Item(x0 + 30, y1 - 80, f"CAN {rng.randint(100_000, 999_999)}", 24),
        Item(x0 + 30, y0 + 556, f"Sexe : {'F' if _female(v) else 'M'}", 26),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_r(v: dict[str, Any]) -> Page:
    """The back on the same desk: the address first under 'Adresse / العنوان' (one line), father and mother side by
    side, civil status and sex, the TD1 MRZ in a framed clear zone."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-r")
    father = rng.choice(("ABDELLAH", "MOHAMED", "HASSAN", "EL MAHJOUB", "DRISS", "LAARBI"))
    mother = rng.choice(("ZOHRA", "MINA", "KELTOUM", "SAADIA", "FATIMA", "HALIMA"))
    left, top, right, bottom = _DESK
    x0, y0, x1, y1 = left, top, CARD[0] - right, CARD[1] - bottom
    address = v["address"].upper()
    items: list[Item | Rule] = [
        *_desk(CARD, left, top, right, bottom),
        Item(x0 + 30, y0 + 22, "Adresse / العنوان", 24, "bold"),
        Item(x0 + 30, y0 + 60, address, _fit(address, x1 - x0 - 60, 38)),
        Rule(x0 + 30, y0 + 120, x1 - 30, y0 + 121),
        Item(x0 + 30, y0 + 140, "Père / الأب", 22),
        Item(x0 + 30, y0 + 170, father, 32, "bold"),
        Item(x0 + 600, y0 + 140, "Mère / الأم", 22),
        Item(x0 + 600, y0 + 170, mother, 32, "bold"),
        Item(x0 + 30, y0 + 232, "N° d'état civil / رقم الحالة المدنية", 22),
        Item(x0 + 30, y0 + 262, f"{rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 30, "bold"),
        Item(x0 + 600, y0 + 232, "Sexe / الجنس", 22),
        Item(x0 + 600, y0 + 262, "F" if _female(v) else "M", 30, "bold"),
        *frame(x0 + 20, y0 + 360, x1 - 20, y1 - 20, 2),
    ]
    items += [Item(x0 + 48, y0 + 392 + i * 96, line, 50, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_r(v: dict[str, Any]) -> Page:
    """A phone photo of the data page cropped at the top: labels 'Français / English' over the values with the
    Arabic label at the right end, 'ICAO/French' month dates, the CIN as the personal number, the TD3 MRZ, the desk
    at the bottom and on the right."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_r(v)
    sex = "F" if _female(v) else "M"
    right, bottom = 40, 36
    x1, y1 = CARD[0] - right, CARD[1] - bottom
    items: list[Item | Rule] = [
        Rule(x1, 0, CARD[0], CARD[1]),
        Rule(0, y1, CARD[0], CARD[1]),
        Rule(0, 0, 3, y1),
        # the photo's frame, its top cut off with the booklet's header
        Rule(30, 0, 32, 360),
        Rule(288, 0, 290, 360),
        Rule(30, 358, 290, 360),
        _centre(30, 290, 170, "PHOTO", 20),
        Rule(60, 420, 260, 421),
        _centre(30, 290, 430, "Signature", 16),
    ]
    ar_given, ar_family = _AR_NAMES.get(given, ""), _AR_NAMES.get(family, "")
    c1, c2, c3 = 320, 560, 820
    cells = [
        (c1, 8, "Type / Type", "", "P", 700),
        (c2, 8, "Code / Code", "", "MAR", 800),
        (c3, 8, "Passeport N° / Passport No.", "رقم الجواز", number, x1 - 20),
        (c1, 78, "Nom / Surname", "النسب", family.upper(), x1 - 20),
        (c1, 148, "Prénoms / Given names", "الاسم", given.upper(), x1 - 20),
        (c1, 218, "Nationalité / Nationality", "", "MAROCAINE", 780),
        (c3, 218, "Sexe / Sex", "الجنس", sex, x1 - 20),
        (c1, 288, "Date de naissance / Date of birth", "", _bi_month(v["date_of_birth"]), 780),
        (c3, 288, "Lieu de naissance / Place", "", v["place_of_birth"].upper(), x1 - 20),
        (c1, 358, "Date de délivrance / Date of issue", "", _bi_month(issued), 780),
        (c3, 358, "Autorité / Authority", "", "DGSN", x1 - 20),
        (c1, 428, "Date d'expiration / Date of expiry", "", _bi_month(expiry), 780),
        (c3, 428, "N° personnel / Personal No.", "", v["cin"], x1 - 20),
    ]
    for x, y, label, arabic, value, end in cells:
        items += [Item(x, y, label, 18), Item(x, y + 24, value, 30, "bold")]
        if arabic:
            items.append(_right(end, y - 2, arabic, 18))
    if ar_family:
        items.append(_right(x1 - 20, 78 + 26, ar_family, 28))
    if ar_given:
        items.append(_right(x1 - 20, 148 + 26, ar_given, 28))
    mrz = td3_mrz(v, number, expiry, sex)
    items += [Item(26, 560 + i * 84, line, 46, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any], firm: dict[str, str], unit: str) -> list[Item | Rule]:
    return [
        *frame(_L, 110, _L + 190, 300, 4),
        _centre(_L, _L + 190, 170, _initials(v["employer"]), 52, "bold"),
        Item(_L + 230, 116, v["employer"], 48, "bold"),
        Item(_L + 230, 184, unit, 32),
        Item(_L + 230, 228, f"{firm['street']} - {firm['town']}", 28),
        Item(_L + 230, 266, f"Tél. {firm['tel']} - RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 24),
        Rule(_L, 340, _R, 343),
    ]


def employment_certificate_page_r(v: dict[str, Any]) -> Page:
    """A reply to the applicant's bank: recipient block on the right, V/Réf. (the bank's file) and N/Réf., 'Objet',
    'Suite à votre demande du ..., nous certifions que ...', not on probation nor under notice, the company's CNSS
    number in its own sentence, the formal closing, the HR director's signature and a stamp box."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, short, e = _civility(v)
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-r")
    asked = (date.fromisoformat(signed) - timedelta(days=rng.randint(3, 9))).isoformat()
    pronoun = "elle" if _female(v) else "il"
    bank = str(v.get("bank_name", "Attijariwafa bank"))
    contract = {
        "CDI": "contrat de travail à durée indéterminée (CDI)",
        "CDD": "contrat de travail à durée déterminée (CDD)",
    }.get(v["contract_type"], f"contrat {v['contract_type']}")
    items: list[Item | Rule] = [
        *_letterhead(v, firm, "Direction des Ressources Humaines"),
        _right(_R, 400, f"{firm['town']}, le {fr_date(signed)}", 32),
        Item(1300, 520, bank, 36, "bold"),
        Item(1300, 570, "Direction du Crédit aux Particuliers", 32),
        Item(1300, 614, f"Agence {rng.choice(_TOWNS)} {rng.choice(('Centre', 'Anfa', 'Agdal', 'Gauthier'))}", 32),
        Item(1300, 658, "À l'attention du Chargé de clientèle", 32),
        Item(_L, 820, f"V/Réf. : Dossier crédit n° {rng.randint(10**7, 10**8 - 1)}", 32),
        Item(_L, 866, f"N/Réf. : DRH/{signed[:4]}/{rng.randint(100, 999)}", 32),
        Item(_L, 930, f"Objet : Confirmation d'emploi de {short} {given} {family.upper()}", 34, "bold"),
        Item(_L, 1060, "Messieurs,", 38),
    ]
    body, y = flow_text(
        _L,
        1150,
        f"Suite à votre demande du {fr_date(asked)}, nous certifions que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la carte nationale d'identité n°~{v['cin']}, fait partie de notre personnel depuis le "
        f"{fr_date(v['hire_date'])} et occupe actuellement le poste de {_glue(v['position'])} dans le cadre d'un "
        f"{contract}.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += body
    more, y = flow_text(
        _L,
        y + 40,
        f"Nous vous confirmons par ailleurs que l'intéressé{e} est titulaire de son poste, qu'{pronoun} "
        "n'est ni en période d'essai ni en préavis de départ, et qu'aucune procédure de licenciement n'est engagée "
        "à son encontre à la date de la présente.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += more
    cnss, y = flow_text(
        _L,
        y + 40,
        f"Notre société est affiliée à la Caisse Nationale de Sécurité Sociale sous le n°~{v['employer_cnss']}.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += cnss
    close, y = flow_text(
        _L,
        y + 40,
        "Nous vous prions d'agréer, Messieurs, l'expression de nos salutations distinguées.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += close
    y += 120
    items += [
        Item(1350, y, "Le Directeur des Ressources Humaines", 32, "bold"),
        Item(1350, y + 50, firm["hr"], 32),
        *frame(1350, y + 120, 2250, y + 400, 2),
        _centre(1350, 2250, y + 240, "Signature et cachet", 26),
        Item(_L, y + 460, "Copie : dossier administratif du salarié", 26),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_r(v: dict[str, Any]) -> Page:
    """Letterhead with an initials box, a left-aligned underlined title and reference, a framed identification grid,
    one sentence, place / date / signature on the left, and at the bottom right a two-row box with the net first,
    then the gross."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    _, short, e = _civility(v)
    signed = _issued(v, "salary")
    rng = random.Random(f"{v['cin']}-salary-r")
    title = "ATTESTATION DE SALAIRE"
    items: list[Item | Rule] = [
        *_letterhead(v, firm, "Service du Personnel et de la Paie"),
        Item(_L, 500, title, 54, "bold"),
        Rule(_L, 570, _L + round(text_width(title, 54, "bold")), 574),
        Item(_L, 610, f"N° AS-{signed[:4]}-{rng.randint(1000, 9999)}", 30),
    ]
    intro, y = flow_text(
        _L,
        740,
        f"La Direction de la société {_glue(v['employer'])} atteste que le salarié désigné ci-dessous fait partie "
        "de son personnel :",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += intro
    y += 40
    grid = [
        [("Matricule", f"{rng.randint(1000, 9999)}"), ("Nom et prénom", f"{family.upper()} {given}")],
        [("N° CIN", v["cin"]), ("Fonction", v["position"])],
        [("Date d'embauche", _dots(v["hire_date"])), ("Service", rng.choice(("Administration", "Exploitation")))],
    ]
    top = y
    items += [Rule(_L, y, _R, y + 56), Item(_L + 20, y + 12, "IDENTIFICATION DU SALARIÉ", 28, "bold")]
    y += 56
    mid = 900
    for row in grid:
        for (label, value), (cx0, cx1) in zip(row, ((_L, mid), (mid, _R)), strict=True):
            items += [
                Item(cx0 + 20, y + 14, label, 24),
                Item(cx0 + 20, y + 48, value, _fit(value, cx1 - cx0 - 40, 34, "bold"), "bold"),
            ]
        y += 110
        items.append(Rule(_L, y, _R, y + 2))
    items += [*frame(_L, top, _R, y, 3), Rule(mid, top + 56, mid + 2, y)]
    body, y = flow_text(
        _L,
        y + 70,
        f"{short} {_glue(family.upper())} perçoit à ce jour la rémunération mensuelle indiquée dans le cadre "
        f"ci-dessous. La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et "
        "valoir ce que de droit.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += body
    y += 80
    items += [
        Item(_L, y, f"Fait à {firm['town']}, le {fr_date(signed)}", 34),
        Item(_L, y + 70, "Le Chef du Personnel", 32, "bold"),
        Item(_L, y + 116, firm["boss"], 32),
        *frame(_L, y + 180, _L + 800, y + 440, 2),
        _centre(_L, _L + 800, y + 296, "Signature et cachet", 26),
    ]
    # the pay box, bottom right
    bx0, bx1 = 1260, _R
    by = max(y + 560, 2300)
    split = 1860
    items += [
        _right(bx1, by - 50, "(en dirhams)", 24),
        *frame(bx0, by, bx1, by + 200, 3),
        Rule(bx0, by + 99, bx1, by + 101),
        Rule(split, by, split + 2, by + 200),
        Item(bx0 + 24, by + 28, "Salaire net mensuel", 34, "bold"),
        _right(bx1 - 24, by + 26, fr_amount(float(v["net_salary"])), 40, "bold"),
        Item(bx0 + 24, by + 128, "Salaire brut mensuel", 34),
        _right(bx1 - 24, by + 126, fr_amount(float(v["gross_salary"])), 40),
    ]
    items += [
        Rule(_L, 3270, _R, 3272),
        _centre(0, A4[0], 3290, f"{v['employer']} - {firm['street']} - {firm['town']}", 24),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_r(v: dict[str, Any]) -> Page:
    """An agency counter print: a dark banner, the certificate number and a barcode, the title in French over
    Arabic, two framed sections with caption strips (insured, current employer), the last declared month, a
    validity notice and a verification code under a second barcode."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-r")
    agency = rng.choice(("Casablanca Derb Omar", "Rabat Hassan", "Salé Tabriquet", "Fès Saïss", "Tanger Médina"))
    year, month = _period(v)
    number = f"{signed[:4]}{rng.randint(10**7, 10**8 - 1)}"
    code = "-".join(f"{rng.randint(0, 0xFFFF):04X}" for _ in range(4))
    items: list[Item | Rule] = [
        Rule(0, 80, A4[0], 300),
        Item(_L, 110, "CNSS", 80, "bold"),
        Item(_L + 320, 118, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 44, "bold"),
        Item(_L + 320, 190, "الصندوق الوطني للضمان الاجتماعي", 40, "bold"),
        Item(_L, 340, f"Agence {agency}", 30),
        Item(_L, 384, f"Édité le {fr_date(signed)} à {rng.randint(8, 15):02d}:{rng.randint(0, 59):02d}", 28),
        _right(_R, 340, f"Attestation n° {number}", 30, "bold"),
        *_bars(1640, 390, _R - 1640, 90, number),
        _centre(0, A4[0], 580, "ATTESTATION D'AFFILIATION", 56, "bold"),
        _centre(0, A4[0], 660, "شهادة الانتساب", 40, "bold"),
        Item(_L, 800, f"Le Chef de l'agence CNSS {agency} atteste que :", 38),
    ]

    def section(y: int, title: str, rows: list[tuple[str, str]]) -> tuple[list[Item | Rule], int]:
        out: list[Item | Rule] = [Rule(_L, y, _R, y + 58), Item(_L + 24, y + 12, title, 30, "bold")]
        yy = y + 90
        for label, value in rows:
            out += [Item(_L + 40, yy, label, 34), Item(_L + 40 + 620, yy, f": {value}", 34, "bold")]
            yy += 72
        out += frame(_L, y, _R, yy + 10, 3)
        return out, yy + 10

    sect, y = section(
        900,
        "ASSURÉ(E)",
        [
            ("Nom et prénom", f"{family.upper()} {given}"),
            ("N° d'immatriculation", v["cnss_number"]),
            ("N° CIN", v["cin"]),
            ("Date d'affiliation", _words_date(v["affiliation_date"])),
        ],
    )
    items += sect
    sect, y = section(
        y + 60,
        "EMPLOYEUR ACTUEL",
        [
            ("Raison sociale", v["employer"]),
            ("N° d'affiliation", v["employer_cnss"]),
            ("Date d'entrée", fr_date(str(v.get("hire_date", v["affiliation_date"])))),
        ],
    )
    items += sect
    last_month = f"{_MONTHS[month - 1].lower()} {year}"
    text, y = flow_text(
        _L,
        y + 70,
        f"est affilié{'e' if _female(v) else ''} au régime général de sécurité sociale et a été déclaré"
        f"{'e' if _female(v) else ''} par l'employeur ci-dessus au titre du mois de {_glue(last_month)}. La présente "
        "attestation est valable un mois à compter de sa date d'édition. Elle est délivrée à la demande de "
        "l'intéressé(e) pour servir et valoir ce que de droit.",
        size=36,
        gap=64,
        width=_R - _L,
    )
    items += text
    y += 120
    items += [
        *_bars(_L, y, 900, 110, code),
        Item(_L, y + 130, f"Code de vérification : {code}", 28, "mono"),
        Item(1400, y, "Le Chef d'agence", 32, "bold"),
        *frame(1400, y + 60, _R, y + 300, 2),
        _centre(1400, _R, y + 160, "Cachet de l'agence", 26),
        Rule(_L, 3270, _R, 3272),
        _centre(0, A4[0], 3290, "CNSS - www.cnss.ma - Allo CNSS 080 200 72 72 - Document délivré au guichet", 24),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str, str]:
    """(town, agency, street) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-r")
    town = rng.choice(_TOWNS)
    name = rng.choice(("Centre Ville", "Les Habous", "Hay Karima", "Bd Abdelmoumen", "Palmier", "Riad"))
    street = rng.choice(("28, Boulevard de la Résistance", "7, Avenue des FAR", "112, Rue Allal Ben Abdellah"))
    return town, f"{town} {name}", street


def bank_statement_page_r(v: dict[str, Any]) -> Page:
    """An e-statement: 'Arrêté au ...' in a box with 'depuis le ...' under it, the holder and the RIB in groups, a
    'Votre situation' summary box, a Date | Libellé | Valeur | Débit | Crédit table ruled every row between
    'SOLDE REPORTÉ' and 'SOLDE ARRÊTÉ AU ...', an electronic-document notice."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    _, short, _ = _civility(v)
    rng = random.Random(f"{v['rib']}-statement-r")
    town, agency, street = _agency(v)
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    spend = [
        (rng.randint(3, 8), f"PAIEMENT CARTE {rng.choice(('CARREFOUR', 'LABEL VIE', 'DECATHLON'))}"),
        (rng.randint(9, 13), f"FACTURE {rng.choice(('LYDEC', 'REDAL', 'AMENDIS', 'RADEEMA'))}"),
        (rng.randint(14, 19), f"RETRAIT GAB {town.upper()}"),
        (rng.randint(20, 24), f"RECHARGE {rng.choice(('IAM', 'ORANGE', 'INWI'))} MOBILE"),
    ]
    cents = [rng.randint(15_000, 90_000), rng.randint(20_000, 65_000), rng.choice((40_000, 100_000, 150_000)), 10_000]
    moves: list[tuple[int, str, int]] = [
        (rng.randint(2, 5), f"PRLV LOYER {_MONTHS[month - 1].upper()} {year}", -round(rent * 100)),
        (rng.randint(15, 22), "VERSEMENT ESPECES AGENCE", sum(cents)),
        (rng.randint(max(2, last - 5), last - 1), f"VIR SALAIRE {employer[:26]}", round(net * 100)),
    ]
    moves += [(d, label, -c) for (d, label), c in zip(spend, cents, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))
    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)

    def signed(value: float) -> str:
        return ("-" if value < 0 else "") + fr_amount(abs(value))

    items: list[Item | Rule] = [
        Item(_L, 110, v["bank_name"], 52, "bold"),
        Item(_L, 184, "Banque en ligne - Espace Particuliers", 28),
        _right(_R, 110, "E-RELEVÉ DE COMPTE", 48, "bold"),
        _right(_R, 176, "Relevé électronique - Compte chèque", 28),
        Rule(_L, 240, _R, 243),
        *frame(_L, 290, 1150, 450, 3),
        Item(_L + 30, 310, f"Arrêté au {fr_date(end)}", 48, "bold"),
        Item(_L + 30, 386, f"Opérations enregistrées depuis le {fr_date(start)}", 28),
        Item(_L, 510, "Titulaire", 26),
        Item(_L, 546, f"{short} {given.upper()} {family.upper()}", 38, "bold"),
        Item(_L, 620, "RIB", 26),
        Item(_L, 656, _rib_groups(v["rib"]), 36, "mono"),
        Item(_L, 720, f"IBAN {iban(v['rib'])}", 26),
        Item(_L, 760, f"Agence {agency} - {street}", 26),
        Item(_L, 800, f"Relevé n° {month:02d}/{year} - Devise : MAD", 26),
    ]
    sx0 = 1320
    summary = [
        ("Solde reporté", signed(opening)),
        ("Total crédits", fr_amount(credits / 100)),
        ("Total débits", fr_amount(debits / 100)),
    ]
    items += [
        *frame(sx0, 290, _R, 820, 3),
        Rule(sx0, 290, _R, 350),
        Item(sx0 + 24, 302, "Votre situation", 30, "bold"),
    ]
    for i, (label, value) in enumerate(summary):
        items += [Item(sx0 + 24, 380 + i * 66, label, 30), _right(_R - 24, 380 + i * 66, value, 30)]
    items += [
        Rule(sx0 + 20, 590, _R - 20, 592),
        Item(sx0 + 24, 614, f"Solde arrêté au {fr_date(end)}", 30, "bold"),
        _right(_R - 24, 680, f"{signed(closing)} MAD", 44, "bold"),
        _right(_R - 24, 752, "créditeur" if closing >= 0 else "débiteur", 26),
    ]
    cols = (_L, 330, 1390, 1610, 1970, _R)  # Date | Libellé | Valeur | Débit | Crédit
    y = 900
    top = y
    items += [
        Rule(_L, y, _R, y + 62),
        Item(cols[0] + 16, y + 16, "Date", 28, "bold"),
        Item(cols[1] + 16, y + 16, "Libellé", 28, "bold"),
        _centre(cols[2], cols[3], y + 16, "Valeur", 28, "bold"),
        _right(cols[4] - 16, y + 16, "Débit", 28, "bold"),
        _right(cols[5] - 16, y + 16, "Crédit", 28, "bold"),
    ]
    y += 62

    def balance_row(y: int, label: str, value: float) -> list[Item | Rule]:
        col = 5 if value >= 0 else 4
        return [
            Item(cols[1] + 16, y + 16, label, 30, "bold"),
            _right(cols[col] - 16, y + 16, fr_amount(abs(value)), 30, "bold"),
            Rule(_L, y + 68, _R, y + 69),
        ]

    items += balance_row(y, "SOLDE REPORTÉ", opening)
    y += 70
    for d, label, c in moves:
        value_day = min(d + (1 if c > 0 else 0), last)
        items += [
            Item(cols[0] + 16, y + 16, f"{d:02d}/{month:02d}", 30),
            Item(cols[1] + 16, y + 16, label, 30),
            _centre(cols[2], cols[3], y + 16, f"{value_day:02d}/{month:02d}", 30),
            _right(cols[4 if c < 0 else 5] - 16, y + 16, fr_amount(abs(c) / 100), 30),
            Rule(_L, y + 68, _R, y + 69),
        ]
        y += 70
    items += [
        Item(cols[1] + 16, y + 16, "TOTAL DES OPÉRATIONS", 30, "bold"),
        _right(cols[4] - 16, y + 16, fr_amount(debits / 100), 30, "bold"),
        _right(cols[5] - 16, y + 16, fr_amount(credits / 100), 30, "bold"),
        Rule(_L, y + 68, _R, y + 69),
    ]
    y += 70
    items += balance_row(y, f"SOLDE ARRÊTÉ AU {fr_date(end)}", closing)
    y += 70
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    notice, _ = flow_text(
        _L,
        y + 60,
        "Ce relevé électronique remplace votre relevé papier et a la même valeur. Il est mis à votre disposition "
        "dans votre espace de banque en ligne pendant dix ans. Toute réclamation relative aux opérations ci-dessus "
        "doit parvenir à votre agence dans les 30 jours suivant sa mise en ligne.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3270, _R, 3272),
        Item(_L, 3290, f"{v['bank_name']} - Établissement de crédit agréé par Bank Al-Maghrib", 24),
        _right(_R, 3290, "Page 1 / 1", 24),
    ]
    return Page(A4, tuple(items))


def rib_page_r(v: dict[str, Any]) -> Page:
    """A page of the bank's welcome booklet: 'Bienvenue chez ...' in French and Arabic, a greeting naming the
    client, a left column of bank information, and a framed RIB block (holder, account type, the four parts in
    labelled cells, IBAN, BIC) on the right, with a cut line."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ, short, e = _civility(v)
    town, agency, street = _agency(v)
    rng = random.Random(f"{v['rib']}-rib-r")
    bank = v["bank_name"]
    items: list[Item | Rule] = [
        Item(_L, 100, "Votre guide de bienvenue", 28),
        _right(_R, 100, "3", 28, "bold"),
        Rule(_L, 150, _R, 152),
        Item(_L, 200, f"Bienvenue chez {bank}", 64, "bold"),
        _right(_R, 300, "مرحبا بكم", 46, "bold"),
    ]
    greeting, y = flow_text(
        _L,
        400,
        f"{'Chère' if e else 'Cher'} {civ} {_glue(family.upper())}, nous vous remercions de votre confiance. "
        "Votre compte est ouvert "
        "et vos moyens de paiement sont en cours de préparation. Vous trouverez sur cette page les informations "
        "utiles au quotidien et votre relevé d'identité bancaire, à communiquer à votre employeur pour le virement "
        "de votre salaire.",
        size=36,
        gap=62,
        width=_R - _L,
    )
    items += greeting
    y += 80
    lx1 = 900
    blocks = [
        (
            "VOTRE AGENCE",
            [f"Agence {agency}", street, town, f"Tél. 05 {rng.randint(22, 39)} {rng.randint(10, 99)} 40 40"],
        ),
        ("VOTRE CONSEILLER", [rng.choice(("Nawal BERRADI", "Hicham OUALI", "Sanae TAHIRI")), "Conseiller clientèle"]),
        ("HORAIRES", ["Lundi au vendredi", "8h15 - 16h15"]),
        ("VOTRE N° CLIENT", [f"{rng.randint(10**7, 10**8 - 1)}"]),
        ("BANQUE EN LIGNE", ["Identifiant : votre n° client", "Code d'accès : envoyé par SMS"]),
        (
            "VOTRE CARTE",
            [rng.choice(("Visa Classic", "Mastercard Gold", "Carte Pack Jeunes")), "Code PIN par courrier"],
        ),
        (
            "SERVICE CLIENT",
            [f"05 22 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}", "7j/7 - 24h/24"],
        ),
    ]
    ly = y
    for title, lines in blocks:
        items += [Item(_L, ly, title, 26, "bold"), Rule(_L, ly + 38, lx1 - 60, ly + 40)]
        ly += 56
        for line in lines:
            items.append(Item(_L, ly, line, _fit(line, lx1 - 60 - _L, 28), "regular"))
            ly += 42
        ly += 30
    items.append(Rule(lx1 - 20, y, lx1 - 18, ly))
    # the RIB block
    bx0, bx1 = lx1 + 40, _R
    by = y
    parts = [("Code banque", rib[:3]), ("Code ville", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:])]
    widths = [180, 180, 660, 120]
    items += [
        *frame(bx0, by, bx1, by + 960, 4),
        Rule(bx0, by, bx1, by + 80),
        Item(bx0 + 30, by + 20, "VOTRE RELEVÉ D'IDENTITÉ BANCAIRE", 36, "bold"),
        Item(bx0 + 40, by + 120, bank, 40, "bold"),
        Item(bx0 + 40, by + 180, f"Agence {agency}", 28),
        Item(bx0 + 40, by + 250, "Titulaire du compte", 24),
        Item(bx0 + 40, by + 284, f"{short} {given.upper()} {family.upper()}", 40, "bold"),
        Item(bx0 + 40, by + 360, "Type de compte : Compte chèque en dirhams", 28),
    ]
    cx = bx0 + 40
    cy = by + 440
    for (label, digits), w in zip(parts, widths, strict=True):
        items += [
            Item(cx + 8, cy, label, 22),
            *frame(cx, cy + 34, cx + w, cy + 114, 2),
            _centre(cx, cx + w, cy + 52, digits, 40, "mono"),
        ]
        cx += w + 30
    items += [
        Item(bx0 + 40, by + 610, "IBAN", 24),
        Item(bx0 + 40, by + 644, iban(rib), 38, "mono"),
        Item(bx0 + 40, by + 730, "BIC / SWIFT", 24),
        Item(bx0 + 40, by + 764, _BIC.get(bank, "BCMAMAMC"), 38, "mono"),
        *frame(bx1 - 420, by + 730, bx1 - 40, by + 920, 2),
        _centre(bx1 - 420, bx1 - 40, by + 810, "Cachet de l'agence", 22),
    ]
    cut = by + 1010
    items += [Rule(x, cut, x + 24, cut + 2) for x in range(bx0, bx1, 44)]
    items += [Item(bx0, cut + 16, "Découpez et remettez ce RIB à votre employeur ou à vos créanciers.", 24)]
    y = max(ly, cut + 80) + 60
    tips, _ = flow_text(
        _L,
        y,
        "Conseil sécurité : votre banque ne vous demandera jamais vos codes confidentiels par téléphone, SMS ou "
        "courrier électronique. Ne les communiquez à personne.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += tips
    items += [
        Rule(_L, 3270, _R, 3272),
        Item(_L, 3290, f"{bank} - Établissement de crédit agréé par Bank Al-Maghrib", 24),
    ]
    return Page(A4, tuple(items))


PAGES_R: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_r,
    "cin_front": cin_front_page_r,
    "cin_back": cin_back_page_r,
    "passport": passport_page_r,
    "employment_certificate": employment_certificate_page_r,
    "salary_certificate": salary_certificate_page_r,
    "cnss_certificate": cnss_certificate_page_r,
    "bank_statement": bank_statement_page_r,
    "rib": rib_page_r,
}
