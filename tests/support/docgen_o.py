"""Layout "o" of every document type: a fifteenth, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_n`, other real-world
conventions:

- payslip: a small firm's payslip printed by an old payroll program on a DOT-MATRIX printer onto pre-printed
  continuous stationery: tractor-feed holes and perforations down both margins, the form's labels and ruled boxes
  in the ordinary typeface and every printed value in MONOSPACE capitals, slightly out of register with the form
  (the paper shifted in the printer), the period as "2026/10" (year / month, as the program stores it), amounts
  with a decimal POINT and no thousands separator ("12500.00"), a Code / Désignation / Nombre-Base / Taux / Gains /
  Retenues grid, a "NET A PAYER" box, and the employee only at the FOOT of the page in a two-column key / value
  table ("RENSEIGNEMENTS SALARIÉ": Nom and Prénom on separate rows, "N° C.I.N.", "N° C.N.S.S.", the hire date
  "01/03/2019", Emploi, Contrat);
- CNIE front: a new-model card whose field labels are ONLY in Arabic, right-aligned at the right edge, each Latin
  value on the same row at the left of the data column (the Arabic name and place of birth right-aligned under
  their rows), given name before family name, slash dates ("12/03/1988"), the photo on the left with the card
  number under it after an Arabic label, a CAN number bottom right;
- CNIE back: the card number alone in the top left corner, every row a Latin value on the left and its Arabic
  label at the right edge (father, mother, address in capitals on one line, civil status, sex), no French label,
  then the TD1 MRZ under a rule;
- passport: a data page whose labels are THREE-LINE stacks (Arabic over French over English, tiny) above each
  value, three sub-columns right of the photo (type / country code / passport number, then the surname and the
  given names each across the row, then nationality / date of birth / sex, then place of birth / issue / expiry),
  the Arabic family and given names right-aligned at the end of their rows, slash dates, the CIN under the photo
  with its own three-line label, the TD3 MRZ;
- employment certificate: a stationer's PRE-PRINTED form filled in on a TYPEWRITER: the form's labels in the
  ordinary typeface ending in dotted blanks, the values typed in monospace over the dots (the employer's name,
  address and CNSS affiliation number in the form's head), "certifie que M. / Mme :" with the name typed as
  "Given FAMILY", the contract given by an "X" typed in a tick box ("[X] CDI  [ ] CDD"), "Fait à ... le ...",
  and the company's rubber stamp (double frame) with its name and CNSS number;
- salary certificate: a BILINGUAL certificate in two mirrored columns, French on the left and Arabic on the right
  (right-aligned, the Latin values embedded in the Arabic sentence), then one ruled table "Désignation | Montant
  (DH) | البيان" for the monthly gross and net, amounts "12 500,00", "Fait à ... / حرر ب..." and a signature;
- CNSS certificate: an agency's "ATTESTATION D'AFFILIATION" / "شهادة الانخراط" whose facts are a ruled THREE-column
  table: the French label on the left, the value in the middle, the Arabic label on the right ("Nom" and "Prénom"
  on separate rows, the dates "15/12/2019"), a three-month validity notice, an edition date and a stamp box;
- bank statement: an ONLINE-BANKING export: breadcrumb and "Imprimé le 2026-11-04 à 09:41", the filter line
  "Période : Du 01/10/2026 Au 31/10/2026", the account panel (holder "FAMILY GIVEN", RIB in 3 / 3 / 16 / 2 groups),
  a dense Date opération / Date valeur / Libellé / Référence / Montant / Solde table in ISO dates ("2026-10-28")
  in REVERSE chronological order (newest first), amounts signed ("-2 345,67", "+9 876,54"), the running balance
  column, the last row "Solde initial au 2026-10-01", and a summary strip at the foot (solde initial, total
  débits, total crédits, solde final);
- RIB: a SCREENSHOT of the e-banking "Mon RIB" page printed on A4: browser chrome with the URL, a left menu, the
  account selector, framed fields with small labels over the values (holder "M. FAMILY GIVEN", the bank, the 24
  digits of the RIB in groups of FOUR "0077 8000 0123 4567 8901 2345", the IBAN, the BIC, the agency), and the
  page's buttons ("Télécharger", "Partager") drawn as framed boxes.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
import unicodedata
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

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Casablanca", "Rabat", "Salé", "Mohammedia", "Tanger", "Marrakech", "Agadir", "Kénitra", "Tétouan")
_AR_TOWNS = {
    "Casablanca": "الدار البيضاء",
    "Rabat": "الرباط",
    "Salé": "سلا",
    "Mohammedia": "المحمدية",
    "Tanger": "طنجة",
    "Marrakech": "مراكش",
    "Agadir": "أكادير",
    "Kénitra": "القنيطرة",
    "Tétouan": "تطوان",
}


def _issued(v: dict[str, Any], key: str) -> str:
    """The document's date of issue, early in the month after the pay / statement period."""
    return issued_after_period({**v, "pay_period": v.get("pay_period", "2026-10")}, key, layout="o", days=(2, 12))


_passport_o = partial(passport_numbers, layout="o", issued_from=2021, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------


def _point(value: float) -> str:
    """The dot-matrix program's amounts: '12500.00' (decimal point, no thousands separator)."""
    return f"{value:.2f}"


def _signed(value: float) -> str:
    """An online export's signed amount: '+9 876,54', '-2 345,67'."""
    return ("-" if value < 0 else "+") + fr_amount(abs(value))


def _balance(value: float) -> str:
    return ("-" if value < 0 else "") + fr_amount(abs(value))


def _iso_day(year: int, month: int, day: int) -> str:
    return f"{year:04d}-{month:02d}-{day:02d}"


def _civility(v: dict[str, Any]) -> tuple[str, str, str]:
    """('Madame', 'Mme', 'e') or ('Monsieur', 'M.', '')."""
    return ("Madame", "Mme", "e") if _female(v) else ("Monsieur", "M.", "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-o document."""
    rng = random.Random(f"o-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "Lotissement Al Houda, Lot 27",
                "Zone industrielle Moulay Rachid, Lot 15",
                "17, Rue Abou Bakr Essedik",
                "Km 11, Route de Marrakech",
                "Parc d'activités Oukacha, Bât. C",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        # no family name shared with an applicant
        "boss": rng.choice(("Abdellatif SKALLI", "Nawal KETTANI", "Mustapha HAJJI", "Leila MERNISSI")),
        "boss_title": rng.choice(("Gérant", "Directeur Général", "Directeur Administratif")),
    }


def _dotted(x0: int, x1: int, y: int) -> list[Item | Rule]:
    """A pre-printed dotted blank line."""
    return [Rule(x, y, x + 5, y + 4) for x in range(x0, x1 - 5, 15)]


def _rtl_flow(x_right: int, y: int, text: str, *, size: int, gap: int, width: int) -> tuple[list[Item], int]:
    """Right-to-left prose wrapped to `width` pixels, every line right-aligned at `x_right`."""
    lines: list[str] = []
    line = ""
    for word in (w.replace("~", " ") for w in text.split(" ")):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return [_right(x_right, y + i * gap, t, size) for i, t in enumerate(lines)], y + len(lines) * gap


def _pay(v: dict[str, Any]) -> dict[str, float]:
    """The payslip's lines: base + seniority bonus + a meal allowance make the gross; CNSS, AMO and the income tax
    (what is left of the applicant's withholding) make the deductions, so the net is the applicant's own."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    panier = round(gross * 0.04, 2)
    base = round((gross - panier) / (1 + rate / 100), 2)
    seniority = round(gross - panier - base, 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    return {
        "gross": gross,
        "net": net,
        "rate": float(rate),
        "base": base,
        "seniority": seniority,
        "panier": panier,
        "cnss": cnss,
        "amo": amo,
        "igr": igr,
        "held": round(cnss + amo + igr, 2),
        "taxable": round(gross - cnss - amo, 2),
    }


# payslip -------------------------------------------------------------------------------------------------------
def _tractor(height: int) -> list[Item | Rule]:
    """Continuous stationery: feed holes and perforations down both margins."""
    out: list[Item | Rule] = []
    for y in range(60, height - 60, 150):
        out += frame(38, y, 74, y + 36, 2)
        out += frame(A4[0] - 74, y, A4[0] - 38, y + 36, 2)
    for y in range(20, height - 20, 34):
        out += [Rule(112, y, 114, y + 16), Rule(A4[0] - 114, y, A4[0] - 112, y + 16)]
    return out


def payslip_page_o(v: dict[str, Any]) -> Page:
    """A dot-matrix payslip on pre-printed continuous stationery: tractor holes, the form in the ordinary typeface,
    the values in monospace capitals slightly out of register, the period '2026/10', amounts '12500.00', the pay
    grid, the net in a box and the employee in a key / value table at the foot."""
    p = _pay(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-o")
    dx, dy = rng.randint(4, 16), rng.randint(-6, 8)  # the paper's shift in the printer

    def typed(x: int, y: int, text: str, size: int = 32) -> Item:
        return Item(x + dx, y + dy, text, size, "mono")

    def typed_right(x: int, y: int, text: str, size: int = 32) -> Item:
        return _right(x + dx, y + dy, text, size, "mono")

    pay_day = last_day(year, month) - rng.randint(0, 3)
    items: list[Item | Rule] = [*_tractor(A4[1])]
    # the form's head: the employer box on the left, the title box on the right
    items += [
        *frame(_L + 30, 110, 1330, 460, 3),
        Item(_L + 50, 124, "Employeur", 22),
        typed(_L + 60, 170, v["employer"].upper(), 36),
        typed(_L + 60, 226, firm["street"].upper()),
        typed(_L + 60, 272, f"{firm['town'].upper()} - TEL {firm['tel']}"),
        Item(_L + 50, 340, "N° d'affiliation C.N.S.S.", 22),
        typed(_L + 420, 330, v["employer_cnss"]),
        Item(_L + 50, 396, "I.C.E.", 22),
        typed(_L + 420, 386, firm["ice"]),
        *frame(1370, 110, _R - 30, 460, 3),
        _centre(1370, _R - 30, 130, "BULLETIN DE PAIE", 50, "bold"),
        Rule(1370, 210, _R - 30, 212),
        Item(1390, 226, "Période", 22),
        typed(1390, 262, f"{year}/{month:02d}", 36),
        Rule(1750, 210, 1752, 460),
        Item(1770, 226, "Date de paiement", 22),
        typed(1770, 262, fr_date(_iso_day(year, month, pay_day))),
        Rule(1370, 330, _R - 30, 332),
        Item(1390, 346, "Mode de règlement", 22),
        typed(1390, 386, "VIREMENT"),
        Item(1770, 346, "Folio", 22),
        typed(1770, 386, f"{rng.randint(1, 40):03d}"),
    ]
    # the pay grid
    cols = (_L + 30, 330, 1160, 1490, 1700, 2010, _R - 30)
    heads = ("Code", "Désignation", "Nombre / Base", "Taux", "Gains", "Retenues")
    top = 510
    items += [*frame(cols[0], top, cols[-1], 2040, 3), Rule(cols[0], top + 70, cols[-1], top + 73)]
    items += [Rule(x, top, x + 2, 2040) for x in cols[1:-1]]
    items += [_centre(cols[c], cols[c + 1], top + 20, head, 26, "bold") for c, head in enumerate(heads)]
    hourly = p["base"] / 191
    rows: list[tuple[str, str, str, str, str, str]] = [
        ("100", "SALAIRE DE BASE", "191.00", f"{hourly:.4f}", _point(p["base"]), ""),
    ]
    if p["seniority"] > 0:
        rows.append(("110", "PRIME D'ANCIENNETE", _point(p["base"]), f"{p['rate']:.2f}", _point(p["seniority"]), ""))
    rows += [
        ("150", "PRIME DE PANIER", "26.00", f"{p['panier'] / 26:.4f}", _point(p["panier"]), ""),
        ("", "*** SALAIRE BRUT ***", "", "", _point(p["gross"]), ""),
        ("300", "COTISATION CNSS", _point(min(p["gross"], 6000.0)), "4.48", "", _point(p["cnss"])),
        ("310", "COTISATION AMO", _point(p["gross"]), "2.26", "", _point(p["amo"])),
        ("400", "I.G.R.", _point(p["taxable"]), "", "", _point(p["igr"])),
    ]
    y = top + 100
    for code, label, base, rate, gain, held in rows:
        items.append(typed(cols[0] + 16, y, code))
        items.append(typed(cols[1] + 16, y, label))
        for c, text in ((2, base), (3, rate), (4, gain), (5, held)):
            if text:
                items.append(typed_right(cols[c + 1] - 28, y, text))
        y += 64
    # totals at the foot of the grid
    items += [
        Rule(cols[0], 1900, cols[-1], 1903),
        Item(cols[1] + 16, 1940, "Totaux", 28, "bold"),
        typed_right(cols[5] - 28, 1936, _point(p["gross"])),
        typed_right(cols[6] - 28, 1936, _point(p["held"])),
    ]
    # cumuls and the net
    y = 2090
    cells = (
        ("Brut imposable", _point(p["gross"])),
        ("Net imposable", _point(p["taxable"])),
        ("Cumul brut", _point(round(p["gross"] * month, 2))),
        ("Cumul I.G.R.", _point(round(p["igr"] * month, 2))),
        ("Jours", "26"),
    )
    width = (1500 - cols[0]) // len(cells)
    items += [*frame(cols[0], y, 1500, y + 120, 2)]
    for i, (head, text) in enumerate(cells):
        cx = cols[0] + i * width
        if i:
            items.append(Rule(cx, y, cx + 2, y + 120))
        items += [Item(cx + 12, y + 10, head, 20), typed_right(cx + width - 26, y + 60, text, 28)]
    items += [
        *frame(1560, y, cols[-1], y + 120, 4),
        Item(1580, y + 12, "NET A PAYER", 26, "bold"),
        Item(1580, y + 48, "(en dirhams)", 20),
        typed_right(cols[-1] - 36, y + 54, _point(p["net"]), 40),
    ]
    # the employee, at the foot
    y = 2300
    items += [Item(cols[0], y, "RENSEIGNEMENTS SALARIÉ", 28, "bold")]
    y += 50
    table = [
        ("Matricule", f"{rng.randint(1, 450):05d}"),
        ("Nom", family.upper()),
        ("Prénom", given.upper()),
        ("N° C.I.N.", v["cin"]),
        ("N° C.N.S.S.", v["cnss_number"]),
        ("Date d'embauche", fr_date(v["hire_date"])),
        ("Emploi", v["position"]),
        ("Contrat", v["contract_type"]),
        ("Situation familiale", rng.choice(("C", "M - 1 ENF.", "M - 2 ENF.", "M - 3 ENF."))),
    ]
    split = 560
    h = 64
    items += [
        *frame(cols[0], y, 1500, y + h * len(table), 2),
        Rule(cols[0] + split, y, cols[0] + split + 2, y + h * len(table)),
    ]
    for i, (label, text) in enumerate(table):
        ry = y + i * h
        if i:
            items.append(Rule(cols[0], ry, 1500, ry + 1))
        items += [Item(cols[0] + 16, ry + 16, label, 26), typed(cols[0] + split + 20, ry + 12, text, 32)]
    items += [
        *frame(1560, y, cols[-1], y + 300, 2),
        _centre(1560, cols[-1], y + 16, "Cachet et signature", 22),
        _centre(1560, cols[-1], y + 50, "de l'employeur", 22),
        Item(1560, y + 340, "Congés : droits acquis", 22),
        typed_right(cols[-1], y + 334, f"{1.5 * month:.1f}", 28),
    ]
    notice, _ = flow_text(
        cols[0],
        3240,
        "Conservez ce bulletin sans limitation de durée. Toute réclamation doit être présentée au service du "
        "personnel dans le mois qui suit la paie.",
        size=22,
        gap=32,
        width=cols[-1] - cols[0],
    )
    items += notice
    items += [Item(cols[0], 3330, "Imprimerie Moderne - Form. BP-80 - continu 1 exemplaire", 18)]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_o(v: dict[str, Any]) -> Page:
    """A new-model CNIE front with Arabic labels only, right-aligned at the right edge, the Latin values on the
    same rows on the left, the Arabic name and place under their rows, slash dates, photo on the left with the
    number under it."""
    given, family = _split_name(v["applicant_name"])
    rng = random.Random(f"{v['cin']}-front-o")
    place = v["place_of_birth"].upper()
    vx, rx = 380, 1260  # values from here, Arabic labels right-aligned there
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        _centre(0, CARD[0], 22, "المملكة المغربية", 36, "bold"),
        _centre(0, CARD[0], 78, "ROYAUME DU MAROC  -  البطاقة الوطنية للتعريف  -  CARTE NATIONALE D'IDENTITÉ", 20),
        Rule(30, 118, CARD[0] - 30, 120),
        *frame(40, 150, 340, 540, 2),
        _centre(40, 340, 330, "PHOTO", 22),
        _right(340, 566, "رقم البطاقة الوطنية", 22),
        Item(40, 606, v["cin"], 54, "bold"),
    ]
    rows = [
        (150, "الاسم الشخصي", given.upper(), _AR_NAMES.get(given, "")),
        (262, "الاسم العائلي", family.upper(), _AR_NAMES.get(family, "")),
        (374, "تاريخ الازدياد", fr_date(v["date_of_birth"]), ""),
        (444, "مكان الازدياد", place, _AR_NAMES.get(place, "")),
        (560, "صالحة إلى غاية", fr_date(v["cin_expiry"]), ""),
    ]
    for y, label, value, arabic in rows:
        items += [Item(vx, y, value, 40, "bold"), _right(rx, y + 8, label, 26)]
        if arabic:
            items.append(_right(rx - 260, y + 52, arabic, 30))
    sex = "F" if _female(v) else "M"
    items += [
        Item(vx, 640, sex, 36, "bold"),
        Item(vx + 60, 648, "الجنس", 24),
        _right(rx, 730, f"CAN {rng.randint(100_000, 999_999)}", 24),
        Rule(vx + 260, 690, vx + 560, 692),
        Item(vx + 300, 700, "التوقيع", 20),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_o(v: dict[str, Any]) -> Page:
    """CNIE back: the number alone top left, rows of a Latin value on the left and its Arabic label at the right
    edge (father, mother, address, civil status, sex), the TD1 MRZ under a rule."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-o")
    father = rng.choice(("ABDELKADER", "MOHAMED", "BRAHIM", "EL HOUSSINE", "ALLAL", "MOULAY AHMED"))
    mother = rng.choice(("ZAHRA", "KHADDOUJ", "MINA", "FATIMA", "AICHA", "YAMNA"))
    address = v["address"].upper()
    size = 34
    while text_width(address, size, "bold") > 1000 and size > 24:
        size -= 2
    rx = 1260
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        Item(40, 30, v["cin"], 30, "bold"),
        Item(40, 100, father, 34, "bold"),
        _right(rx, 104, "بنت" if _female(v) else "ابن", 28),
        Item(40, 160, mother, 34, "bold"),
        _right(rx, 164, "و", 28),
        Item(40, 236, address, size, "bold"),
        _right(rx, 242, "العنوان", 28),
        Item(40, 330, f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 32, "bold"),
        _right(rx, 334, "رقم الحالة المدنية", 26),
        Item(40, 390, "F" if _female(v) else "M", 32, "bold"),
        _right(rx, 394, "الجنس", 26),
        Rule(30, 468, CARD[0] - 30, 470),
    ]
    items += [Item(70, 500 + i * 96, line, 50, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def _stack(x: int, y: int, arabic: str, french: str, english: str, value: str, size: int = 30) -> list[Item | Rule]:
    """A passport field: three tiny label lines (Arabic, French, English) over the value."""
    return [
        Item(x, y, arabic, 17),
        Item(x, y + 21, french, 16),
        Item(x, y + 40, english, 16),
        Item(x, y + 62, value, size, "bold"),
    ]


def passport_page_o(v: dict[str, Any]) -> Page:
    """A passport data page whose labels are three-line stacks (Arabic / French / English) above the values, three
    sub-columns right of the photo, slash dates, the CIN under the photo, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_o(v)
    sex = "F" if _female(v) else "M"
    c1, c2, c3 = 370, 700, 1000
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        Item(40, 22, "ROYAUME DU MAROC", 26, "bold"),
        _centre(0, CARD[0], 20, "جواز السفر", 30, "bold"),
        _right(1260, 20, "المملكة المغربية", 30, "bold"),
        _centre(0, CARD[0], 64, "PASSEPORT  -  PASSPORT", 22),
        *frame(40, 122, 330, 470, 2),
        _centre(40, 330, 280, "PHOTO", 22),
        *_stack(c1, 112, "النوع", "Type", "Type", "P"),
        *_stack(c2, 112, "رمز البلد", "Code du pays", "Country code", "MAR"),
        *_stack(c3, 112, "رقم الجواز", "N° du passeport", "Passport No.", number),
        *_stack(c1, 212, "الاسم العائلي", "Nom", "Surname", family.upper()),
        *_stack(c1, 312, "الاسم الشخصي", "Prénoms", "Given names", given.upper()),
        *_stack(c1, 412, "الجنسية", "Nationalité", "Nationality", "MAROCAINE", 26),
        *_stack(c2, 412, "تاريخ الازدياد", "Date de naissance", "Date of birth", fr_date(v["date_of_birth"])),
        *_stack(c3, 412, "الجنس", "Sexe", "Sex", sex),
        *_stack(c1, 512, "مكان الازدياد", "Lieu de naissance", "Place of birth", v["place_of_birth"].upper(), 26),
        *_stack(c2, 512, "تاريخ الإصدار", "Date de délivrance", "Date of issue", fr_date(issued), 26),
        *_stack(c3, 512, "تاريخ انتهاء الصلاحية", "Date d'expiration", "Date of expiry", fr_date(expiry), 26),
        *_stack(40, 492, "رقم البطاقة الوطنية", "N° CNIE", "National ID No.", v["cin"]),
    ]
    for y, part in ((280, family), (380, given)):  # the Arabic names at the end of their rows
        if _AR_NAMES.get(part):
            items.append(_right(1260, y, _AR_NAMES[part], 30))
    mrz = td3_mrz(v, number, expiry, sex)
    items += [Item(40, 650 + i * 72, line, 38, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def employment_certificate_page_o(v: dict[str, Any]) -> Page:
    """A stationer's pre-printed 'ATTESTATION DE TRAVAIL' form filled in on a typewriter: labels ending in dotted
    blanks, monospace values typed over them, the contract ticked with an 'X', the company's stamp."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-o")
    dy = rng.randint(-6, 4)  # the typewriter's line against the form's

    def blank(y: int, label: str, value: str, *, x: int = _L, end: int = _R, size: int = 36) -> list[Item | Rule]:
        lx = x + round(text_width(label, size)) + 16
        return [
            Item(x, y, label, size),
            *_dotted(lx, end, y + size + 6),
            Item(lx + 24, y + dy - 4, value, size + 2, "mono"),
        ]

    def tick(x: int, y: int, label: str, checked: bool) -> list[Item | Rule]:
        out: list[Item | Rule] = [*frame(x, y, x + 46, y + 46, 3), Item(x + 64, y + 2, label, 34)]
        if checked:
            out.append(Item(x + 10, y + dy + 6, "X", 38, "mono"))
        return out

    items: list[Item | Rule] = [
        *frame(_L - 40, 90, _R + 40, 3380, 2),
        Item(_L, 140, "Cadre réservé à l'employeur", 26, "bold"),
        *blank(200, "Raison sociale :", v["employer"].upper()),
        *blank(280, "Adresse :", f"{firm['street']}, {firm['town']}"),
        *blank(360, "N° d'affiliation à la C.N.S.S. :", v["employer_cnss"], end=1500),
        *blank(360, "Tél. :", firm["tel"], x=1560),
        *blank(440, "R.C. :", firm["rc"], end=900),
        *blank(440, "I.F. :", firm["if"], x=960, end=1500),
        Rule(_L, 540, _R, 543),
        _centre(0, A4[0], 640, "ATTESTATION DE TRAVAIL", 60, "bold"),
        Rule(760, 722, 1720, 726),
    ]
    y = 860
    lines = [
        ("Je soussigné(e) :", firm["boss"]),
        ("agissant en qualité de :", firm["boss_title"]),
        ("certifie que M. / Mme :", f"{given} {family.upper()}"),
        ("titulaire de la C.I.N. n° :", v["cin"]),
        ("est employé(e) dans notre établissement depuis le :", fr_date(v["hire_date"])),
        ("en qualité de :", v["position"]),
    ]
    for label, value in lines:
        items += blank(y, label, value)
        y += 110
    items += [Item(_L, y, "Nature du contrat de travail :", 36)]
    y += 80
    items += [
        *tick(_L + 60, y, "CDI (durée indéterminée)", v["contract_type"] == "CDI"),
        *tick(1200, y, "CDD (durée déterminée)", v["contract_type"] == "CDD"),
    ]
    y += 90
    if v["contract_type"] not in ("CDI", "CDD"):
        items += blank(y, "Autre (préciser) :", v["contract_type"], x=_L + 60)
    else:
        items += [*frame(_L + 60, y, _L + 106, y + 46, 3), Item(_L + 124, y + 2, "Autre (préciser) :", 34)]
        items += _dotted(_L + 124 + round(text_width("Autre (préciser) :", 34)) + 16, 1500, y + 40)
    y += 130
    prose, y = flow_text(
        _L,
        y,
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit.",
        size=36,
        gap=62,
        width=_R - _L,
    )
    items += prose
    y += 80
    items += [*blank(y, "Fait à :", firm["town"], x=1000, end=1700), *blank(y, "le :", fr_date(signed), x=1760)]
    y += 130
    items += [Item(1300, y, "Signature et cachet de l'employeur", 32, "bold")]
    # the rubber stamp
    sx0, sy0 = 1300, y + 80
    sx1 = sx0 + 900
    items += [
        *frame(sx0, sy0, sx1, sy0 + 290, 4),
        *frame(sx0 + 12, sy0 + 12, sx1 - 12, sy0 + 278, 2),
        _centre(sx0, sx1, sy0 + 34, v["employer"].upper(), 34, "bold"),
        _centre(sx0, sx1, sy0 + 90, f"{firm['street']} - {firm['town']}", 24),
        _centre(sx0, sx1, sy0 + 136, f"Tél. {firm['tel']}", 24),
        _centre(sx0, sx1, sy0 + 182, f"CNSS {v['employer_cnss']} - RC {firm['rc']}", 24),
        _centre(sx0, sx1, sy0 + 228, f"ICE {firm['ice']}", 22),
    ]
    items += [Item(_L, 3320, "Modèle A-12 - Librairie Papeterie Al Massira", 20)]
    return Page(A4, tuple(items))


def salary_certificate_page_o(v: dict[str, Any]) -> Page:
    """A bilingual salary certificate in two mirrored columns (French left, Arabic right with the Latin values in
    it), a ruled table 'Désignation | Montant (DH) | البيان' for the monthly gross and net, place, date and
    signature in both languages."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, _, e = _civility(v)
    signed = _issued(v, "salary")
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    hire = fr_date(v["hire_date"])
    items: list[Item | Rule] = [
        _centre(0, A4[0], 110, v["employer"].upper(), 52, "bold"),
        _centre(0, A4[0], 186, f"{firm['street']} - {firm['town']} - Tél. {firm['tel']}", 28),
        _centre(0, A4[0], 228, f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 26),
        Rule(_L, 290, _R, 293),
        Rule(_L, 301, _R, 303),
        Item(_L, 400, "ATTESTATION DE SALAIRE", 50, "bold"),
        _right(_R, 392, "شهادة الأجر", 54, "bold"),
    ]
    mid_l, mid_r = 1180, 1300
    fr, y_fr = flow_text(
        _L,
        560,
        f"Nous soussignés, société {_glue(v['employer'])}, certifions que {civ} {_glue(given + ' ' + family.upper())}, "
        f"titulaire de la carte nationale d'identité n°~{v['cin']}, est employé{e} au sein de notre société "
        f"depuis le {hire} en qualité de {_glue(v['position'])}, et perçoit une rémunération mensuelle "
        "détaillée dans le tableau ci-dessous.",
        size=36,
        gap=66,
        width=mid_l - _L,
    )
    title = "السيدة" if _female(v) else "السيد"
    works = "تعمل" if _female(v) else "يعمل"
    gets = "وتتقاضى" if _female(v) else "ويتقاضى"
    holder = "الحاملة" if _female(v) else "الحامل"
    ar, y_ar = _rtl_flow(
        _R,
        560,
        f"نشهد نحن الموقعين أسفله، شركة {_glue(v['employer'])}، أن {title} {_glue(given + ' ' + family.upper())} "
        f"{holder} للبطاقة الوطنية للتعريف رقم {v['cin']}، {works} بشركتنا منذ {hire} بصفة "
        f"{_glue(v['position'])}، {gets} أجرا شهريا مفصلا في الجدول أسفله.",
        size=38,
        gap=70,
        width=_R - mid_r,
    )
    items += fr + ar
    y = max(y_fr, y_ar) + 120
    items.append(Rule(1239, 380, 1241, y - 60))  # the column divider
    cols = (_L, 1000, 1600, _R)
    rows = [
        ("Salaire mensuel brut", fr_amount(gross), "الأجر الشهري الإجمالي"),
        ("Salaire mensuel net", fr_amount(net), "الأجر الشهري الصافي"),
    ]
    h = 84
    items += [*frame(_L, y, _R, y + h * 3, 3)]
    items += [Rule(x, y, x + 2, y + h * 3) for x in cols[1:-1]]
    items += [
        Item(_L + 24, y + 22, "Désignation", 32, "bold"),
        _centre(cols[1], cols[2], y + 22, "Montant (DH)", 32, "bold"),
        _right(_R - 24, y + 20, "البيان", 34, "bold"),
    ]
    for i, (label, amount, arabic) in enumerate(rows):
        ry = y + h * (i + 1)
        items += [
            Rule(_L, ry, _R, ry + 2),
            Item(_L + 24, ry + 22, label, 34),
            _right(cols[2] - 40, ry + 20, amount, 38, "bold"),
            _right(_R - 24, ry + 18, arabic, 34),
        ]
    y += h * 3 + 120
    close_fr, y1 = flow_text(
        _L,
        y,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=34,
        gap=62,
        width=mid_l - _L,
    )
    concerned = "للمعنية بالأمر بطلب منها" if _female(v) else "للمعني بالأمر بطلب منه"
    close_ar, y2 = _rtl_flow(
        _R, y, f"سلمت هذه الشهادة {concerned} للإدلاء بها عند الحاجة.", size=36, gap=66, width=_R - mid_r
    )
    items += close_fr + close_ar
    items.append(Rule(1239, y - 20, 1241, max(y1, y2)))
    y = max(y1, y2) + 100
    items += [
        Item(_L, y, f"Fait à {firm['town']}, le {fr_date(signed)}", 34),
        _right(_R, y, f"حرر ب{_AR_TOWNS[firm['town']]} في {fr_date(signed)}", 36),
        Item(_L, y + 120, f"Le {firm['boss_title']}", 34, "bold"),
        Item(_L, y + 170, firm["boss"], 32),
        _right(_R, y + 120, "الإدارة", 36, "bold"),
        *frame(900, y + 240, 1580, y + 520, 2),
        _centre(900, 1580, y + 360, "Signature et cachet / التوقيع والخاتم", 24),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['employer']} - {firm['street']}, {firm['town']} - ICE {firm['ice']}", 22),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_o(v: dict[str, Any]) -> Page:
    """A CNSS agency's 'ATTESTATION D'AFFILIATION' whose facts are a ruled three-column table (French label, value,
    Arabic label), a validity notice, an edition date and a stamp box."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-o")
    agency = rng.choice(("Casablanca Derb Sultan", "Rabat Hassan", "Salé Tabriquet", "Marrakech Guéliz", "Fès Saiss"))
    items: list[Item | Rule] = [
        _centre(0, A4[0], 100, "الصندوق الوطني للضمان الاجتماعي", 44, "bold"),
        _centre(0, A4[0], 170, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 40, "bold"),
        _centre(0, A4[0], 234, f"Agence {agency}", 30),
        Rule(_L, 300, _R, 303),
        Item(_L, 340, f"N° : {rng.randint(100_000, 999_999)}/{signed[:4]}", 30),
        _right(_R, 340, f"Édité le {fr_date(signed)}", 30),
        _centre(0, A4[0], 480, "ATTESTATION D'AFFILIATION", 56, "bold"),
        _centre(0, A4[0], 560, "شهادة الانخراط", 42, "bold"),
    ]
    intro, y = flow_text(
        _L,
        720,
        "Le Directeur de l'agence soussigné atteste que la personne désignée ci-dessous est immatriculée à la Caisse "
        "Nationale de Sécurité Sociale au titre du régime général :",
        size=36,
        gap=64,
        width=_R - _L,
    )
    items += intro
    rows = [
        ("Nom", family.upper(), "الاسم العائلي"),
        ("Prénom", given.upper(), "الاسم الشخصي"),
        ("N° C.I.N.", v["cin"], "رقم البطاقة الوطنية"),
        ("N° d'immatriculation", v["cnss_number"], "رقم التسجيل"),
        ("Date d'immatriculation", fr_date(v["affiliation_date"]), "تاريخ التسجيل"),
        ("Situation", "Active" if _female(v) else "Actif", "الوضعية"),
        ("Employeur (raison sociale)", v["employer"].upper(), "المشغل"),
        ("N° d'affiliation employeur", v["employer_cnss"], "رقم انخراط المشغل"),
    ]
    cols = (_L, 760, 1760, _R)
    h = 90
    y += 60
    top = y
    items += [
        Item(cols[0] + 20, y + 24, "Rubrique", 30, "bold"),
        _centre(cols[1], cols[2], y + 24, "Renseignement", 30, "bold"),
        _right(cols[3] - 20, y + 20, "البيان", 32, "bold"),
    ]
    y += h
    for label, value, arabic in rows:
        items += [
            Rule(_L, y, _R, y + 2),
            Item(cols[0] + 20, y + 26, label, 30),
            _centre(cols[1], cols[2], y + 22, value, 36, "bold"),
            _right(cols[3] - 20, y + 22, arabic, 30),
        ]
        y += h
    items += [*frame(_L, top, _R, y, 3), *[Rule(x, top, x + 2, y) for x in cols[1:-1]]]
    notice, y = flow_text(
        _L,
        y + 80,
        "La présente attestation est délivrée à l'intéressé(e) sur sa demande. Elle est valable trois mois à compter "
        "de sa date d'édition et ne vaut pas attestation de déclaration de salaires.",
        size=32,
        gap=56,
        width=_R - _L,
    )
    items += notice
    items += [
        Item(1400, y + 80, "Le Directeur de l'agence", 32, "bold"),
        *frame(1400, y + 140, _R, y + 420, 2),
        _centre(1400, _R, y + 260, "Cachet et signature", 24),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, "CNSS - www.cnss.ma - Centre de relation clients : 080 200 72 72", 22),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-o")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Centre', 'Al Massira', 'Hay Nahda', 'Les Princesses', 'Anfa'))}"


def _holder(v: dict[str, Any]) -> str:
    """The bank's form of the holder: 'EL AMRANI YOUSSEF'."""
    given, family = _split_name(v["account_holder"])
    return f"{family.upper()} {given.upper()}"


def bank_statement_page_o(v: dict[str, Any]) -> Page:
    """An online-banking export: breadcrumb and print time, 'Période : Du ... Au ...', the account panel, a dense
    table in ISO dates in reverse chronological order with signed amounts and a running balance, the initial
    balance as the last row, a summary strip at the foot."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['cin']}-statement-o")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    town = _agency(v).split(" ")[0].upper()
    # small spending repaid by a transfer received, so closing = opening + net - rent
    spend = [
        (rng.randint(2, 5), "PAIEMENT TPE", f"{rng.choice(('MARJANE', 'CARREFOUR', 'LABEL VIE'))} {town}"),
        (rng.randint(6, 9), "RETRAIT DAB", f"DAB {rng.choice(('CENTRE', 'GARE', 'MALL'))} {town}"),
        (rng.randint(10, 13), "PAIEMENT E-COMMERCE", rng.choice(("JUMIA.MA", "ONCF.MA", "GLOVO"))),
        (rng.randint(14, 17), "FACTURE", rng.choice(("LYDEC EAU ELEC", "REDAL", "AMENDIS", "RADEEMA"))),
        (rng.randint(18, 21), "RECHARGE MOBILE", rng.choice(("IAM", "ORANGE", "INWI"))),
        (rng.randint(22, 25), "PAIEMENT TPE", f"{rng.choice(('PHARMACIE', 'STATION AFRIQUIA', 'BIM'))} {town}"),
        (last, "COMMISSION", "FRAIS PACKAGE MENSUEL"),
    ]
    cents = [rng.randint(15_000, 90_000) for _ in spend[:-1]] + [rng.choice((2_500, 3_300, 4_400))]
    moves: list[tuple[int, str, str, int]] = [
        (rng.randint(2, 5), "PRELEVEMENT LOYER", f"ORDRE PERMANENT {_MONTHS[month - 1].upper()}", -round(rent * 100)),
        (rng.randint(12, 20), "VIREMENT RECU", f"DE {rng.choice(('M. KADIRI ANAS', 'MME SOUSSI HIND'))}", sum(cents)),
        (rng.randint(max(2, last - 5), last - 1), "VIREMENT SALAIRE", employer[:26], round(net * 100)),
    ]
    moves += [(d, a, b, -c) for (d, a, b), c in zip(spend, cents, strict=True)]
    moves.sort(key=lambda m: (m[0], m[1]))
    running = round(opening * 100)
    table: list[tuple[int, str, str, int, int]] = []
    for d, label, detail, c in moves:
        running += c
        table.append((d, label, detail, c, running))
    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    printed = _issued(v, "statement")
    items: list[Item | Rule] = [
        Item(_L, 100, v["bank_name"], 48, "bold"),
        _right(_R, 110, "Banque en ligne - Espace particuliers", 28),
        Rule(_L, 180, _R, 183),
        Item(_L, 206, "Accueil  >  Mes comptes  >  Compte chèque  >  Historique des opérations", 24),
        _right(_R, 206, f"Imprimé le {printed} à {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}", 24),
        Item(_L, 300, "Historique des opérations", 44, "bold"),
        *frame(_L, 390, _R, 640, 2),
        Item(_L + 30, 410, "Compte", 22),
        Item(_L + 30, 442, f"Compte chèque  -  RIB {_rib_groups(v['rib'])}", 32, "bold"),
        Item(_L + 30, 510, "Titulaire", 22),
        Item(_L + 30, 542, _holder(v), 32, "bold"),
        Item(1400, 510, "Devise", 22),
        Item(1400, 542, "MAD", 32, "bold"),
        Item(1800, 510, "Agence", 22),
        Item(1800, 542, _agency(v), 28),
        Item(_L, 690, f"Période : Du {fr_date(start)} Au {fr_date(end)}", 32, "bold"),
        _right(_R, 694, f"Type : Toutes les opérations  -  {len(moves)} opérations", 26),
    ]
    cols = (_L, 400, 650, 1300, 1720, 2030, _R)
    heads = ("Date opération", "Date valeur", "Libellé", "Référence", "Montant (MAD)", "Solde (MAD)")
    y = 780
    top = y
    items += [Rule(_L, y, _R, y + 2)]
    for c, head in enumerate(heads):
        if c >= 4:
            items.append(_right(cols[c + 1] - 14, y + 16, head, 24, "bold"))
        else:
            items.append(Item(cols[c] + 14, y + 16, head, 24, "bold"))
    y += 60
    items.append(Rule(_L, y, _R, y + 2))
    y += 12
    for d, label, detail, c, bal in reversed(table):
        value_day = min(d + (1 if c > 0 else 0), last)
        ref = f"{rng.choice(('OP', 'TR', 'CB'))}{rng.randint(10**7, 10**8 - 1)}"
        items += [
            Item(cols[0] + 14, y, _iso_day(year, month, d), 26),
            Item(cols[1] + 14, y, _iso_day(year, month, value_day), 26),
            Item(cols[2] + 14, y, label, 26),
            Item(cols[2] + 14, y + 34, detail, 22),
            Item(cols[3] + 14, y, ref, 24, "mono"),
            _right(cols[5] - 14, y, _signed(c / 100), 26, "bold" if c > 0 else "regular"),
            _right(cols[6] - 14, y, _balance(bal / 100), 26),
        ]
        y += 74
        items.append(Rule(_L, y - 8, _R, y - 7))
    items += [
        Item(cols[2] + 14, y + 6, f"Solde initial au {start}", 26, "bold"),
        _right(cols[6] - 14, y + 6, _balance(opening), 26, "bold"),
    ]
    y += 56
    items += [*frame(_L, top, _R, y, 2)]
    y += 70
    tiles = [
        ("Solde initial", _balance(opening)),
        ("Total débits", "-" + fr_amount(debits / 100)),
        ("Total crédits", "+" + fr_amount(credits / 100)),
        ("Solde final", _balance(closing)),
    ]
    width = (_R - _L - 3 * 30) // 4
    for i, (label, value) in enumerate(tiles):
        x0 = _L + i * (width + 30)
        items += [
            *frame(x0, y, x0 + width, y + 150, 2),
            Item(x0 + 24, y + 20, label, 26),
            _right(x0 + width - 24, y + 76, f"{value} MAD", 34, "bold"),
        ]
    y += 220
    notice, _ = flow_text(
        _L,
        y,
        "Document édité depuis votre espace de banque en ligne à titre d'information. Seuls les relevés de compte "
        "adressés par votre agence font foi. Les opérations sont classées de la plus récente à la plus ancienne.",
        size=24,
        gap=36,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['bank_name']} - Banque en ligne", 22),
        _right(_R, 3320, "Page 1 / 1", 22),
    ]
    return Page(A4, tuple(items))


def rib_page_o(v: dict[str, Any]) -> Page:
    """A printed screenshot of the e-banking 'Mon RIB' page: browser chrome with the URL, a left menu, the account
    selector, framed fields (labels over values; the RIB in groups of four), buttons."""
    rib = v["rib"]
    _, short, _ = _civility(v)
    rng = random.Random(f"{v['cin']}-rib-o")
    plain = unicodedata.normalize("NFKD", v["bank_name"].lower()).encode("ascii", "ignore").decode()
    host = "".join(ch for ch in plain if ch.isalnum())[:16]
    items: list[Item | Rule] = [
        # the browser
        *frame(100, 100, 2380, 2500, 3),
        Rule(100, 200, 2380, 203),
        Item(140, 128, "<   >   C", 34, "bold"),
        *frame(400, 118, 2100, 184, 2),
        Item(430, 130, f"https://enligne.{host}.ma/particuliers/espace-client/mes-comptes/rib", 30),
        Item(2160, 124, "☆   ≡", 36),
        # the application's header
        Item(160, 240, v["bank_name"], 46, "bold"),
        _right(2320, 252, f"Bonjour {short} {_holder(v)}  |  Déconnexion", 28),
        Rule(100, 330, 2380, 332),
    ]
    menu = ("Tableau de bord", "Mes comptes", "Virements", "Bénéficiaires", "Mon RIB", "Cartes", "Messagerie")
    items += [Rule(620, 332, 622, 2400)]
    for i, entry in enumerate(menu):
        y = 390 + i * 90
        if entry == "Mon RIB":
            items += [*frame(120, y - 20, 600, y + 60, 2), Item(150, y, f"> {entry}", 32, "bold")]
        else:
            items.append(Item(150, y, entry, 32))
    x0, x1 = 680, 2320
    items += [
        Item(x0, 380, "Mes comptes  >  Mon RIB", 24),
        Item(x0, 440, "Mon Relevé d'Identité Bancaire", 48, "bold"),
        Item(x0, 530, "Compte", 24),
        *frame(x0, 570, 1900, 650, 2),
        Item(x0 + 24, 588, f"Compte chèque - {rib[6:22]}", 32),
        Item(1850, 586, "▾", 34),
    ]

    def field(x: int, y: int, w: int, label: str, value: str, size: int = 36, style: str = "bold") -> list[Item | Rule]:
        return [
            *frame(x, y, x + w, y + 140, 2),
            Item(x + 28, y + 18, label, 24),
            Item(x + 28, y + 64, value, size, style),
        ]

    full = x1 - x0
    half = (full - 40) // 2
    grouped = " ".join(rib[i : i + 4] for i in range(0, 24, 4))
    items += [
        *field(x0, 710, half, "Titulaire du compte", f"{short} {_holder(v)}"),
        *field(x0 + half + 40, 710, half, "Banque", v["bank_name"]),
        *field(x0, 880, full, "RIB (24 chiffres)", grouped, 48, "mono"),
        *field(x0, 1050, full, "IBAN", iban(rib), 40, "mono"),
        *field(x0, 1220, half, "BIC / SWIFT", _BIC.get(v["bank_name"], "BCMAMAMC"), 36, "mono"),
        *field(x0 + half + 40, 1220, half, "Agence", _agency(v), 34, "regular"),
    ]
    buttons = ("Télécharger (PDF)", "Partager par e-mail", "Imprimer")
    bx = x0
    for label in buttons:
        w = round(text_width(label, 30, "bold")) + 80
        items += [*frame(bx, 1430, bx + w, 1520, 3), _centre(bx, bx + w, 1454, label, 30, "bold")]
        bx += w + 40
    info, _ = flow_text(
        x0,
        1600,
        "Communiquez ce RIB à votre employeur ou à vos créanciers pour recevoir vos virements ou domicilier vos "
        "prélèvements. Pour votre sécurité, ne communiquez jamais vos codes d'accès.",
        size=28,
        gap=44,
        width=full,
    )
    items += info
    items += [
        Rule(100, 2400, 2380, 2402),
        Item(160, 2430, f"© 2026 {v['bank_name']} - Mentions légales - Sécurité - Contact", 24),
        _right(2320, 2430, f"Session {rng.randint(10**5, 10**6 - 1)}", 24),
        Item(100, 2560, f"Capture d'écran imprimée le {fr_date(_issued(v, 'rib'))}", 24),
    ]
    return Page(A4, tuple(items))


PAGES_O: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_o,
    "cin_front": cin_front_page_o,
    "cin_back": cin_back_page_o,
    "passport": passport_page_o,
    "employment_certificate": employment_certificate_page_o,
    "salary_certificate": salary_certificate_page_o,
    "cnss_certificate": cnss_certificate_page_o,
    "bank_statement": bank_statement_page_o,
    "rib": rib_page_o,
}
