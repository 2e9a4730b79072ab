"""Layout "z" of every document type: a twenty-fifth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_x`, other real-world
conventions, all DENSE SMALL PRINT: pages that pack a lot on one sheet in small type (body 22 to 28 px on A4 at
300 dpi, tiny labels at 20 px, never smaller), narrow margins, long legal paragraphs around the data (articles of
the labour code, the tax code and the social-security dahir cited, a privacy notice under law 09-08, a
verification paragraph WITHOUT any QR code: a reference and a code to quote by phone or e-mail), and ID documents
as cropped high-resolution scans whose card fills the image edge to edge, with security printing drawn as fine
lines (guilloche photo areas, microprint lines along the edges):

- payslip: a large employer's full payslip: a dense letterhead (address, phone, RC, IF, Patente, ICE, CNSS), "BULLETIN
  DE PAIE" over "Mois de paie : 10/2026 - du 01/10/2026 au 31/10/2026", the employee as TWO ROWS of tiny labelled
  cells (Matricule, Nom et prénom "FAMILY Given", N° CIN, N° CNSS, N° CIMR, Date d'embauche, Ancienneté, Contrat /
  Emploi, Catégorie, Échelon, Service, Situation familiale, Enfants, Horaire, Paiement), then a thirty-odd-line
  Code / Désignation / Nombre / Base / Taux / Gains / Retenues table with the YEAR-TO-DATE "Cumul gains" / "Cumul
  retenues" columns beside the month's, in five captioned sections: base pay in hours, overtime at 25, 50 and 100 %,
  seniority, output and attendance bonuses, "SALAIRE BRUT"; CNSS, AMO, CIMR retirement, mutual insurance; the
  income tax on the "Salaire net imposable" (after the professional-fees deduction, shown for the record); the
  non-taxable items (transport and meal allowances, family allowance, expense refund, rounding carried over from
  the previous month); the other deductions (union dues, housing-loan instalment "échéance 14/60", salary advance
  recovered, the month's rounding); a "TOTAUX" row, then a tax strip, the employer's contributions, leave and
  cumuls in small boxes beside a framed "NET À PAYER" in "DH", and small-print legal notices; amounts "12 500,00";
- CNIE front: a cropped scan, the card edge to edge (no margin), microprint lines along the top and bottom edges,
  French over Arabic header, the photo area a dense guilloche of fine wavy lines, small labels over bold values
  ("Nom", "Prénom", "Né(e) le" beside "à", "Valable jusqu'au"), dotted dates "12.03.1988", the number under the
  photo after "N° CNIE", a CAN number and a guilloche ghost image at the lower right;
- CNIE back: the same edge-to-edge scan, microprint edges, "Fils de" / "et de", the address under "Adresse" on one
  line (the type shrinks to fit), "N° d'état civil" and "Sexe" side by side, a guilloche ghost image top right
  with the card number under it, the TD1 MRZ in the lower third;
- passport: the data page as an edge-to-edge cropped scan (ID-3 proportions), microprint lines, French / English
  labels in small type above the values in three columns right of a guilloche photo area, dotted dates, the CIN as
  "N° personnel / Personal No.", a ghost image, the TD3 MRZ;
- employment certificate: a dense letterhead and registry strip, the reference and place and date, "ATTESTATION DE
  TRAVAIL", a long opening sentence naming the employer (RC, CNSS affiliation number, representative), a compact
  ruled two-column fact sheet (Nom, Prénom, CIN, CNSS, Emploi, Catégorie, "Date d'embauche 01/03/2019", "Nature du
  contrat : Contrat à durée indéterminée (CDI)", Lieu de travail), then numbered small-print paragraphs: the legal
  frame (Code du travail, loi n° 65-99, articles 13, 16 and 72), a falsification warning (Code pénal, articles 360
  and following), the privacy notice (loi n° 09-08, CNDP), a verification paragraph with a reference and code, the
  signatory and a stamp box, a registry footer;
- salary certificate: the same dense letterhead, "ATTESTATION DE SALAIRE", an opening sentence, the identity fact
  sheet, a small ruled table of the reference month with a MONTHLY column and a YEAR-TO-DATE column (base,
  seniority bonus, "Salaire brut mensuel", CNSS, AMO, IR, "Salaire net mensuel"), the monthly net in words,
  small-print legal paragraphs (CGI articles 57, 59 and 73, the CNSS dahir, the AMO law, the assignable share of
  the pay, privacy, verification), signature and stamp box;
- CNSS certificate: "ATTESTATION D'AFFILIATION ET DE SALAIRES DÉCLARÉS" of a CNSS agency: the insured and the
  employer as two ruled fact sheets side by side ("Date d'immatriculation 15/12/2019"), then the last TWELVE declared
  months as a TRANSPOSED grid (one column per month "11/2025" ... "10/2026", rows "Jours déclarés", "Salaire réel
  déclaré", "Salaire plafonné", "Cotisations", "Situation BDS", with a total column), a legend, the legal small
  print (dahir n° 1-72-184, Damancom, privacy, verification through "Allo CNSS"), the agency head's signature;
- bank statement: a dense "RELEVÉ DE COMPTE" listing about forty operations in small type (Date, Valeur, Libellé,
  Référence, Débit, Crédit), in THREE ten-day sections, each with its own caption, "Sous-total section" and "SOLDE À
  REPORTER AU 10/10/2026", the next opening with "REPORT DU SOLDE AU 10/10/2026"; "SOLDE D'OUVERTURE AU 01/10/2026"
  first and "SOLDE DE CLÔTURE AU 31/10/2026" last (each in the column of its sign), "TOTAL DES MOUVEMENTS", the
  agency's full address and phone, the RIB in 3 / 3 / 16 / 2 groups, IBAN and BIC, and the bank's small print
  (claims period, mediation, Bank Al-Maghrib, privacy);
- RIB: an agency's "ATTESTATION DE RELEVÉ D'IDENTITÉ BANCAIRE": the bank and the agency's FULL address, phone, fax
  and e-mail, a sentence, the RIB in a ruled four-part table (Code banque | Code localité | N° de compte | Clé RIB)
  with the whole RIB again on one line, the IBAN in groups of four and the BIC, then a table of the account's
  AUTHORISED SIGNATORIES (the holder and a proxy: name, capacity, ID document, powers, date, specimen box), the
  notice to creditors and small-print legal paragraphs, signature and stamp box.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import math
import random
import unicodedata
from collections.abc import Callable
from functools import partial
from typing import Any

from tests.support.docgen import (
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
    passport_numbers,
    pay_lines,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import female as _female
from tests.support.docgen import right_item as _right

_L, _R = 120, 2360  # narrow A4 margins: a dense page
_PASSPORT = (1300, 915)  # an ID-3 data page cropped to its edges
_MONTHS = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)
_TOWNS = ("Casablanca", "Rabat", "Tanger", "Fès", "Marrakech", "Agadir", "Kénitra")
_CODE_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_issued = partial(issued_after_period, layout="z", days=(2, 9))
_passport_z = partial(passport_numbers, layout="z", issued_from=2019, valid_years=5)


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-z")


def _period(v: dict[str, Any]) -> tuple[int, int]:
    source = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    year, month = (int(p) for p in source.split("-")[:2])
    return year, month


def _issue_date(v: dict[str, Any], key: str) -> str:
    year, month = _period(v)
    return _issued({**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": f"{year:04d}-{month:02d}"}, key)


def _name_fg(name: str) -> str:
    """'EL AMRANI Youssef': the family name in capitals first."""
    given, family = _split_name(name)
    return f"{family.upper()} {given}"


def _name_gf(name: str) -> str:
    """'Youssef EL AMRANI'."""
    given, family = _split_name(name)
    return f"{given} {family.upper()}"


def _civility(v: dict[str, Any], short: bool = False) -> str:
    if short:
        return "Mme" if _female(v) else "M."
    return "Madame" if _female(v) else "Monsieur"


def _dotted(iso: str) -> str:
    return fr_date(iso, ".")


def _code(seed: str, groups: int = 3) -> str:
    """A verification code such as 'K7PX-2MQA-9RTE': letters and digits, never a long run of digits."""
    rng = random.Random(f"{seed}-code-z")
    parts = []
    for _ in range(groups):
        part = [rng.choice(_CODE_CHARS) for _ in range(4)]
        part[rng.randrange(4)] = rng.choice(_CODE_CHARS[:24])
        parts.append("".join(part))
    return "-".join(parts)


def _ascii(text: str) -> str:
    """'societegenerale': lower-case letters without accents, for an e-mail domain."""
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return "".join(c for c in plain if c.isalpha())


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 20) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-z document."""
    rng = random.Random(f"z-firm-{employer}")
    town, street = rng.choice(
        (
            ("Casablanca", "Lot 112, Zone industrielle Aïn Sebaâ"),
            ("Casablanca", "Parc industriel Ouled Saleh, lot 37"),
            ("Tanger", "Zone franche de Gzenaya, îlot 9"),
            ("Fès", "Quartier industriel Sidi Brahim, rue 14, n° 6"),
            ("Rabat", "Technopolis, bâtiment C2, 3e étage"),
        )
    )
    return {
        "street": street,
        "town": town,
        "postcode": {"Casablanca": "20250", "Tanger": "90000", "Fès": "30000", "Rabat": "11100"}[town],
        "phone": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "fax": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(100_000, 599_999)),
        "if": str(rng.randint(1_000_000, 49_999_999)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
        "capital": rng.choice(("1 000 000", "2 500 000", "5 000 000", "12 000 000")),
        "hr": rng.choice(("Samira Lahlou", "Driss Ouazzani", "Meryem Kettani", "Hicham Sefrioui")),
        "dg": rng.choice(("Adil Benkirane", "Nawal Filali", "Karim Jettou", "Zineb Amrani")),
        "mail": "rh@" + _ascii(employer.split(" ")[0]) + ".ma",
    }


def _letterhead(employer: str, employer_cnss: str) -> tuple[list[Item | Rule], int]:
    """The employer's dense letterhead: name, address, contacts, then a registry strip across the page."""
    firm = _firm(employer)
    items: list[Item | Rule] = [
        Item(_L, 90, employer.upper(), _fit(employer.upper(), 1300, 38, "bold"), "bold"),
        Item(_L, 142, f"Société au capital de {firm['capital']} DH", 22),
        Item(_L, 172, f"{firm['street']}, {firm['postcode']} {firm['town']}", 22),
        Item(_L, 202, f"Tél. {firm['phone']}  ·  Fax {firm['fax']}  ·  {firm['mail']}", 22),
        Rule(_L, 246, _R, 248),
        Item(
            _L,
            256,
            f"RC {firm['town']} n° {firm['rc']}  ·  IF n° {firm['if']}  ·  Patente n° {firm['patente']}  ·  "
            f"ICE {firm['ice']}  ·  Affiliation CNSS n° {employer_cnss}",
            20,
        ),
        Rule(_L, 288, _R, 289),
    ]
    return items, 320


def _paragraphs(
    x: int, y: int, blocks: list[str], *, width: int, size: int = 22, gap: int = 30
) -> tuple[list[Item], int]:
    """Numbered small-print paragraphs, wrapped; returns the items and the next free y."""
    out: list[Item] = []
    for i, block in enumerate(blocks, start=1):
        out.append(Item(x, y, f"{i}.", size, "bold"))
        lines, y = flow_text(x + 40, y, block, size=size, gap=gap, width=width - 40)
        out += lines
        y += gap // 3
    return out, y


def _fact_sheet(
    x0: int, y0: int, x1: int, rows: list[tuple[str, str]], *, label_w: int, h: int = 48, size: int = 26
) -> tuple[list[Item | Rule], int]:
    """A ruled two-column fact sheet: small labels in the left column, bold values in the right one."""
    out: list[Item | Rule] = []
    y = y0
    for label, value in rows:
        out += [Rule(x0, y, x1, y + 1)]
        out.append(Item(x0 + 14, y + (h - 22) // 2, label, 22))
        vs = _fit(value, x1 - x0 - label_w - 24, size, "bold")
        out.append(Item(x0 + label_w + 12, y + (h - vs) // 2 - 2, value, vs, "bold"))
        y += h
    out += [Rule(x0, y, x1, y + 1), *frame(x0, y0, x1, y, 2), Rule(x0 + label_w, y0, x0 + label_w + 1, y)]
    return out, y


def _cells(x0: int, y0: int, cells: list[tuple[str, str, int]], h: int = 74) -> list[Item | Rule]:
    """One row of boxed cells, each a tiny label at the top-left over its value."""
    out: list[Item | Rule] = []
    x = x0
    for label, value, w in cells:
        out += frame(x, y0, x + w, y0 + h, 2)
        out.append(Item(x + 8, y0 + 5, label, 20))
        out.append(Item(x + 8, y0 + 36, value, _fit(value, w - 16, 25, "bold"), "bold"))
        x += w
    return out


def _signature(x: int, y: int, role: str, name: str, stamp: str) -> list[Item | Rule]:
    """A signatory block with a stamp box at the right margin."""
    return [
        Item(x, y, role, _fit(role, _R - 480 - x, 24, "bold"), "bold"),
        Item(x, y + 36, name, 24),
        Item(x, y + 70, "(signature et cachet)", 20),
        *frame(_R - 440, y - 10, _R, y + 170, 2),
        _centre(_R - 440, _R, y + 66, stamp, _fit(stamp, 400, 22)),
    ]


# security printing ---------------------------------------------------------------------------------------------
def _guilloche(x0: int, y0: int, x1: int, y1: int, seed: str, *, pitch: int = 13) -> list[Item | Rule]:
    """A dense guilloche-like field of fine wavy lines, dotted (2 x 1 px every 3 px) so it stays light."""
    rng = random.Random(f"{seed}-guilloche-z")
    out: list[Item | Rule] = []
    for family in (0, 1):
        amp, wave, phase = rng.uniform(9, 16), rng.uniform(55, 95), rng.uniform(0, 2 * math.pi)
        drift = rng.uniform(0.25, 0.5)
        for k in range(-3, (y1 - y0) // pitch + 4):
            base = y0 + k * pitch + family * pitch // 2
            for x in range(x0 + 1, x1 - 2, 3):
                y = round(base + amp * math.sin(2 * math.pi * (x - x0) / wave + phase + k * drift + family * math.pi))
                if y0 + 1 <= y <= y1 - 2:
                    out.append(Rule(x, y, x + 1, y))
    return [*out, *frame(x0, y0, x1, y1, 2)]


def _microprint(y: int, width: int, text: str) -> Item:
    """A microprint line along a card's edge: the text repeated across the whole width, at the smallest size."""
    unit = f"{text} · "
    count = int(width / max(1.0, text_width(unit, 20))) + 1
    return Item(0, y, (unit * count).strip(), 20)


# payslip ------------------------------------------------------------------------------------------------------
def _cents(value: float) -> int:
    return round(value * 100)


def _seniority(v: dict[str, Any]) -> str:
    """'7 a 7 m': years and months from the hire date to the end of the pay period."""
    year, month = _period(v)
    hy, hm = (int(p) for p in v["hire_date"].split("-")[:2])
    months = max(0, (year - hy) * 12 + month - hm)
    return f"{months // 12} a {months % 12} m"


def _payroll(v: dict[str, Any]) -> dict[str, Any]:
    """Every line of layout z's payslip, in cents where they must close: the taxable items sum to the gross, the
    non-taxable items balance the other deductions so that the net stays the applicant's."""
    p = pay_lines(v)
    rng = _rng(v, f"payroll-{v['pay_period']}")
    fixed = _rng(v, "payroll-fixed")  # the same every month
    gross, subject = _cents(p["gross"]), _cents(p["base"])
    hourly = round(subject * 0.74 / 191) / 100  # DH per hour, two decimals
    basic = round(191 * hourly * 100)
    ot = [(25, rng.choice((4, 6, 8, 10, 12))), (50, rng.choice((2, 3, 4, 6))), (100, rng.choice((0, 2, 4)))]
    ot_lines = [(rate, hours, round(hours * hourly * (1 + rate / 100) * 100)) for rate, hours in ot if hours]
    attendance = min(20_000, subject // 20)
    output = subject - basic - sum(a for *_, a in ot_lines) - attendance
    if output < 0:  # a tiny salary: no output bonus, the attendance bonus absorbs the difference
        attendance += output
        output = 0
    cnss, amo, igr = _cents(p["cnss"]), _cents(p["amo"]), _cents(p["igr"])
    cimr = round(gross * 0.03)
    mutual = round(min(gross, 1_200_000) * 0.0125)
    fees_rate = 35 if gross <= 650_000 else 25
    fees = min(round(gross * fees_rate / 100), 291_667)
    taxable = gross - cnss - amo - cimr - mutual - fees
    days = fixed.choice((22, 24, 26))
    transport = days * fixed.choice((1500, 1800, 2000))
    meal_rate = fixed.choice((1500, 2000, 2500))
    children = fixed.choice((0, 1, 2, 3))
    family = children * 30_000
    round_prev = rng.randint(1, 99)
    union = fixed.choice((2_000, 3_000, 5_000))
    loan = min(fixed.choice((45_000, 60_000, 85_000, 120_000)), gross // 8)
    advance = rng.choice((30_000, 50_000, 100_000)) if gross > 800_000 else 30_000
    round_cur = rng.randint(1, 99)
    others = union + loan + advance + round_cur + cimr + mutual
    non_taxable = transport + days * meal_rate + family + round_prev
    refund = others - non_taxable
    if refund < 0:
        advance -= refund
        refund = 0
    return {
        "p": p,
        "gross": gross,
        "subject": subject,
        "hourly": hourly,
        "basic": basic,
        "ot": ot_lines,
        "attendance": attendance,
        "output": output,
        "bonus": gross - subject,
        "rate": int(p["rate"]),
        "cnss": cnss,
        "amo": amo,
        "cimr": cimr,
        "mutual": mutual,
        "fees_rate": fees_rate,
        "fees": fees,
        "taxable": taxable,
        "igr": igr,
        "days": days,
        "transport": transport,
        "meal_rate": meal_rate,
        "meal": days * meal_rate,
        "children": children,
        "family": family,
        "refund": refund,
        "round_prev": round_prev,
        "union": union,
        "loan": loan,
        "loan_no": 1 + (_period(v)[0] * 12 + _period(v)[1] + fixed.randint(0, 40)) % 60,
        "advance": advance,
        "round_cur": round_cur,
    }


def _a(cents: int) -> str:
    return fr_amount(cents / 100)


def _pct(rate: float) -> str:
    return f"{rate:.2f}".replace(".", ",") + " %"


def _hours(q: dict[str, Any], x: int, y: int, rng: random.Random) -> list[Item | Rule]:
    """The month's hours by week: a small grid (S1 ... S5 and the total), normal hours and overtime by rate."""
    normal = [44.0, 44.0, 44.0, 44.0, 15.0]
    rows: list[tuple[str, list[float]]] = [("Heures normales", normal)]
    for rate, hours, _ in q["ot"]:
        split = [0.0] * 5
        for _ in range(hours):
            split[rng.randrange(5)] += 1.0
        rows.append((f"Heures supp. {rate} %", split))
    rows.append(("Absences non payées", [0.0] * 5))
    cols = [x, x + 420, *(x + 420 + 190 * (i + 1) for i in range(6))]
    out: list[Item | Rule] = [Item(x, y, "DÉCOMPTE DES HEURES DU MOIS", 22, "bold")]
    top = y + 36
    heads = ["S1", "S2", "S3", "S4", "S5", "Total"]
    out += [_right(cols[i + 2] - 10, top + 8, h, 22, "bold") for i, h in enumerate(heads)]
    yy = top + 42
    for label, values in rows:
        out += [Rule(x, yy, cols[-1], yy + 1), Item(x + 10, yy + 8, label, 22)]
        for i, value in enumerate([*values, sum(values)]):
            out.append(
                _right(cols[i + 2] - 10, yy + 8, f"{value:.2f}".replace(".", ","), 22, "bold" if i == 5 else "regular")
            )
        yy += 40
    out += frame(x, top, cols[-1], yy, 2)
    out += [Rule(c, top, c + 1, yy) for c in cols[1:-1]]
    return out


def payslip(v: dict[str, Any]) -> Page:
    """The dense payslip: letterhead, two rows of tiny labelled cells, a thirty-odd-line table with the
    year-to-date columns beside the month's, strips of small boxes and the framed net."""
    year, month = _period(v)
    q = _payroll(v)
    firm = _firm(v["employer"])
    fixed = _rng(v, "payroll-fixed")
    rng = _rng(v, f"payslip-{v['pay_period']}")
    last = last_day(year, month)
    paid = f"{min(last, 28 + fixed.randint(0, 2)):02d}/{month:02d}/{year}"
    items: list[Item | Rule] = [
        Item(_L, 80, v["employer"].upper(), _fit(v["employer"].upper(), 1250, 36, "bold"), "bold"),
        Item(_L, 128, f"{firm['street']}, {firm['postcode']} {firm['town']}  ·  Tél. {firm['phone']}", 22),
        Item(_L, 158, f"RC {firm['town']} {firm['rc']}  ·  IF {firm['if']}  ·  Patente {firm['patente']}", 22),
        Item(_L, 188, f"ICE {firm['ice']}  ·  N° d'affiliation CNSS : {v['employer_cnss']}", 22),
        _right(_R, 78, "BULLETIN DE PAIE", 46, "bold"),
        _right(
            _R, 136, f"Mois de paie : {month:02d}/{year}  -  du 01/{month:02d}/{year} au {last}/{month:02d}/{year}", 24
        ),
        _right(_R, 170, f"Date de paiement : {paid}  ·  Bulletin n° {year}-{month:02d}-{rng.randint(100, 999)}", 22),
        _right(_R, 200, "Page 1/1  ·  Devise : MAD (dirham)", 22),
        Rule(_L, 240, _R, 243),
    ]
    # the employee: two rows of tiny labelled cells
    hire = fr_date(v["hire_date"])
    children = q["children"]
    status = rng.choice(("Marié(e)", "Célibataire")) if children == 0 else "Marié(e)"
    row1 = [
        ("Matricule", f"{fixed.randint(10, 99)}{fixed.randint(100, 999)}", 170),
        ("Nom et prénom", _name_fg(v["applicant_name"]), 480),
        ("N° CIN", v["cin"], 220),
        ("N° CNSS", v["cnss_number"], 250),
        ("N° CIMR", f"C{fixed.randint(10, 99)}-{fixed.randint(1000, 9999)}", 220),
        ("Date d'embauche", hire, 270),
        ("Ancienneté", _seniority(v), 200),
        ("Contrat", v["contract_type"], _R - _L - 1810),
    ]
    row2 = [
        ("Emploi", v["position"], 600),
        ("Catégorie", fixed.choice(("Agent de maîtrise", "Cadre", "Employé")), 300),
        ("Échelon / Coef.", f"{fixed.randint(2, 9)} / {fixed.choice((150, 180, 220, 260, 310))}", 230),
        ("Service", fixed.choice(("Finance", "Production", "Logistique", "Commercial", "Maintenance")), 250),
        ("Situation familiale", status, 260),
        ("Enfants à charge", str(children), 200),
        ("Horaire mensuel", "191,00 h", 190),
        ("Mode de paiement", "Virement", _R - _L - 2030),
    ]
    items += _cells(_L, 262, row1)
    items += _cells(_L, 336, row2)
    # the table
    cols = (_L, _L + 100, _L + 820, _L + 980, _L + 1170, _L + 1310, _L + 1530, _L + 1750, _L + 1990, _R)
    top = 440
    items += [
        Rule(_L, top, _R, top + 2),
        _centre(cols[5], cols[7], top + 6, "MOIS", 20, "bold"),
        _centre(cols[7], cols[9], top + 6, "CUMUL ANNUEL (depuis janvier)", 20, "bold"),
        Rule(cols[5], top + 32, _R, top + 33),
    ]
    heads = ("Code", "Désignation", "Nombre", "Base", "Taux", "Gains", "Retenues", "Cumul gains", "Cumul retenues")
    for i, head in enumerate(heads):
        if i < 2:
            items.append(Item(cols[i] + 10, top + 40, head, 22, "bold"))
        else:
            items.append(_right(cols[i + 1] - 10, top + 40, head, 22, "bold"))
    y = top + 78
    items.append(Rule(_L, y - 4, _R, y - 2))
    gap = 47
    m = month
    cum_gains = cum_rets = 0
    rows: list[tuple[str, str, str, str, str, int | None, int | None, float]] = []

    def line(code: str, label: str, number: str, base: str, rate: str, gain: int | None, ret: int | None, f: float):
        rows.append((code, label, number, base, rate, gain, ret, f))

    def section(title: str) -> None:
        rows.append(("", title, "", "", "", None, None, -1.0))

    def var() -> float:
        return rng.uniform(0.7, 1.3)

    section("I. ÉLÉMENTS DE RÉMUNÉRATION SOUMIS")
    line("1000", "Salaire de base", "191,00 h", "", fr_amount(q["hourly"]), q["basic"], None, 1.0)
    for code, (rate, hours, amount) in zip(("1110", "1120", "1130"), q["ot"], strict=False):
        label = f"Heures supplémentaires à {rate} %"
        line(code, label, f"{hours},00 h", fr_amount(q["hourly"]), _pct(100 + rate), amount, None, var())
    if q["rate"]:
        line("1200", "Prime d'ancienneté", "", _a(q["subject"]), _pct(q["rate"]), q["bonus"], None, 1.0)
    if q["output"]:
        line("1300", "Prime de rendement", "", "", "", q["output"], None, var())
    if q["attendance"]:
        line("1310", "Prime d'assiduité", "", "", "", q["attendance"], None, 1.0)
    rows.append(("1900", "SALAIRE BRUT", "", "", "", q["gross"], None, -2.0))
    section("II. COTISATIONS SALARIALES")
    line("5000", "CNSS - prestations sociales", "", _a(min(q["gross"], 600_000)), "4,48 %", None, q["cnss"], 1.0)
    line("5010", "AMO - assurance maladie obligatoire", "", _a(q["gross"]), "2,26 %", None, q["amo"], 1.0)
    line("5020", "CIMR - retraite complémentaire", "", _a(q["gross"]), "3,00 %", None, q["cimr"], 1.0)
    mutual_base = _a(min(q["gross"], 1_200_000))
    line("5030", "Mutuelle - assurance maladie complémentaire", "", mutual_base, "1,25 %", None, q["mutual"], 1.0)
    section("III. IMPÔT SUR LE REVENU")
    fees_label = f"Frais professionnels {q['fees_rate']} % (pour mémoire)"
    rows.append(("5400", fees_label, "", _a(q["fees"]), "", None, None, -3.0))
    rows.append(("5450", "Salaire net imposable (pour mémoire)", "", _a(q["taxable"]), "", None, None, -3.0))
    line("5500", "Impôt sur le revenu (IR)", "", _a(q["taxable"]), "barème", None, q["igr"], rng.uniform(0.95, 1.05))
    section("IV. ÉLÉMENTS NON SOUMIS")
    line(
        "6000",
        "Indemnité de transport",
        f"{q['days']} j",
        "",
        _a(q["transport"] // q["days"]),
        q["transport"],
        None,
        1.0,
    )
    line("6010", "Prime de panier", f"{q['days']} j", "", _a(q["meal_rate"]), q["meal"], None, 1.0)
    if q["family"]:
        line("6020", "Allocations familiales", f"{children} enf.", "", "300,00", q["family"], None, 1.0)
    if q["refund"]:
        line("6030", "Remboursement frais de déplacement", "", "", "", q["refund"], None, var())
    line("6090", "Report arrondi mois précédent", "", "", "", q["round_prev"], None, var())
    section("V. AUTRES RETENUES")
    line("7000", "Cotisation syndicale", "", "", "", None, q["union"], 1.0)
    line("7010", f"Prêt logement - échéance {q['loan_no']}/60", "", "", "", None, q["loan"], 1.0)
    line("7020", "Récupération avance sur salaire", "", "", "", None, q["advance"], var())
    line("7090", "Arrondi du mois", "", "", "", None, q["round_cur"], var())

    gains = rets = 0
    cum_gross = 0
    for code, label, number, base, rate, gain, ret, f in rows:
        if f == -1.0:
            items += [Item(cols[1] + 10, y + 8, label, 22, "bold")]
            y += gap
            continue
        if f == -2.0:  # the gross line
            items += [
                Rule(_L, y - 2, _R, y - 1),
                Item(cols[0] + 10, y + 8, code, 24, "bold"),
                Item(cols[1] + 10, y + 8, label, 24, "bold"),
                _right(cols[6] - 10, y + 8, _a(q["gross"]), 24, "bold"),
                _right(cols[8] - 10, y + 8, _a(cum_gross), 24, "bold"),
                Rule(_L, y + gap - 2, _R, y + gap - 1),
            ]
            y += gap
            continue
        cells = [Item(cols[0] + 10, y + 8, code, 22), Item(cols[1] + 10, y + 8, label, 24)]
        for text, edge in ((number, cols[3]), (base, cols[4]), (rate, cols[5])):
            if text:
                cells.append(_right(edge - 10, y + 8, text, 22))
        if gain is not None:
            cum = gain * m if f == 1.0 else round(gain + gain * (m - 1) * f)
            gains += gain
            cum_gains += cum
            if code < "2000":
                cum_gross += cum
            cells += [_right(cols[6] - 10, y + 8, _a(gain), 24), _right(cols[8] - 10, y + 8, _a(cum), 22)]
        if ret is not None:
            cum = ret * m if f == 1.0 else round(ret + ret * (m - 1) * f)
            rets += ret
            cum_rets += cum
            cells += [_right(cols[7] - 10, y + 8, _a(ret), 24), _right(cols[9] - 10, y + 8, _a(cum), 22)]
        items += cells
        y += gap
    assert gains - rets == _cents(float(v["net_salary"])), (gains, rets)
    items += [
        Rule(_L, y, _R, y + 2),
        Item(cols[1] + 10, y + 10, "TOTAUX", 24, "bold"),
        _right(cols[6] - 10, y + 10, _a(gains), 24, "bold"),
        _right(cols[7] - 10, y + 10, _a(rets), 24, "bold"),
        _right(cols[8] - 10, y + 10, _a(cum_gains), 22, "bold"),
        _right(cols[9] - 10, y + 10, _a(cum_rets), 22, "bold"),
        Rule(_L, y + 48, _R, y + 50),
    ]
    bottom = y + 50
    for x in cols:
        items.append(Rule(x, top + (34 if x in (cols[6], cols[8]) else 0), x + 1, bottom))
    y = bottom + 30
    # tax strip
    p = q["p"]
    family_relief = min(q["igr"], q["children"] * 4167)
    strip = [
        ("Brut imposable", _a(q["gross"])),
        ("Éléments exonérés", _a(q["transport"] + q["meal"] + q["family"] + q["refund"])),
        ("Cotisations déduct.", _a(q["cnss"] + q["amo"] + q["cimr"] + q["mutual"])),
        (f"Frais prof. {q['fees_rate']} %", _a(q["fees"])),
        ("Net imposable", _a(q["taxable"])),
        ("IR brut", _a(q["igr"] + family_relief)),
        ("Charges de famille", _a(family_relief)),
        ("IR net retenu", _a(q["igr"])),
    ]
    w = (_R - _L) // len(strip)
    for i, (label, value) in enumerate(strip):
        x0 = _L + i * w
        items += [
            *frame(x0, y, x0 + w, y + 76, 2),
            Item(x0 + 10, y + 6, label, 20),
            _right(x0 + w - 12, y + 38, value, 26),
        ]
    y += 100
    # employer contributions, leave and cumuls on the left; the net on the right
    capped = min(q["gross"], 600_000)
    charges = [
        ("CNSS prestations sociales", "8,98 %", round(capped * 0.0898)),
        ("Allocations familiales", "6,40 %", round(q["gross"] * 0.064)),
        ("Taxe de formation professionnelle", "1,60 %", round(q["gross"] * 0.016)),
        ("AMO (2,26 % + participation 1,85 %)", "4,11 %", round(q["gross"] * 0.0411)),
        ("CIMR part patronale", "3,90 %", round(q["gross"] * 0.039)),
    ]
    total_charges = sum(c for *_, c in charges)
    x0, x1 = _L, _L + 1000
    items += [Item(x0, y, "CHARGES PATRONALES (pour information)", 22, "bold"), Rule(x0, y + 34, x1, y + 35)]
    yy = y + 44
    for label, rate, amount in charges:
        items += [Item(x0 + 8, yy, label, 22), _right(x0 + 760, yy, rate, 22), _right(x1 - 8, yy, _a(amount), 22)]
        yy += 34
    items += [
        Rule(x0, yy + 2, x1, yy + 3),
        Item(x0 + 8, yy + 10, "Total charges patronales", 22, "bold"),
        _right(x1 - 8, yy + 10, _a(total_charges), 22, "bold"),
        Item(x0 + 8, yy + 44, "Coût total employeur (brut + charges)", 22),
        _right(x1 - 8, yy + 44, _a(q["gross"] + total_charges), 22),
    ]
    x0, x1 = _L + 1060, _L + 1620
    acquired = round(1.5 * month, 1)
    taken = fixed.choice((0, 3, 5, 8, 12)) if month > 3 else 0
    items += [Item(x0, y, "CONGÉS (jours ouvrables)", 22, "bold"), Rule(x0, y + 34, x1, y + 35)]
    yy = y + 44
    for label, value in (
        ("Acquis au 31/12 précédent", f"{fixed.randint(4, 18)},0"),
        (f"Acquis {year}", f"{acquired:.1f}".replace(".", ",")),
        (f"Pris {year}", f"{taken},0"),
        ("Jours travaillés du mois", f"{q['days']}"),
        ("Heures supplémentaires du mois", f"{sum(h for _, h, _ in q['ot'])},00 h"),
    ):
        items += [Item(x0 + 8, yy, label, 22), _right(x1 - 8, yy, value, 22)]
        yy += 34
    x0 = _L + 1680
    items += [
        *frame(x0, y, _R, y + 110, 2),
        Item(x0 + 14, y + 8, "Total gains du mois", 22),
        _right(_R - 14, y + 8, _a(gains), 24),
        Item(x0 + 14, y + 40, "Total retenues du mois", 22),
        _right(_R - 14, y + 40, _a(rets), 24),
        Item(x0 + 14, y + 72, "Cumul net payé", 22),
        _right(_R - 14, y + 72, _a(cum_gains - cum_rets), 22),
        *frame(x0, y + 130, _R, y + 262, 5),
        Item(x0 + 20, y + 146, "NET À PAYER", 30, "bold"),
        _right(_R - 20, y + 196, f"{fr_amount(p['net'])} DH", 42, "bold"),
    ]
    y = max(yy + 90, y + 300)
    bank = str(v.get("bank_name", "votre banque"))
    masked = f"***{str(v.get('rib', '0000'))[-4:]}" if v.get("rib") else "***"
    items.append(Item(_L, y, f"Net payé par virement le {paid} au compte {masked} ({bank}).", 22))
    y += 50
    items += _hours(q, _L, y, rng)
    y += 330
    notices = [
        "Bulletin délivré en application de l'article 370 du Code du travail (loi n° 65-99). La prime d'ancienneté "
        "est calculée selon l'article 350 du même code (5 % après deux ans, 10 % après cinq ans, 15 % après douze "
        "ans, 20 % après vingt ans, 25 % après vingt-cinq ans de service).",
        "Les indemnités de transport, de panier et les allocations familiales sont exonérées d'impôt dans les "
        "limites de l'article 57 du Code général des impôts ; les frais professionnels sont déduits selon "
        "l'article 59 et l'impôt calculé selon le barème de l'article 73.",
        "Les sommes portées en « pour mémoire » ne sont ni payées ni retenues. Les cumuls couvrent la période du "
        f"01/01/{year} à la fin du mois de paie. Conservez ce bulletin sans limitation de durée.",
        "Données personnelles traitées par l'employeur pour la gestion de la paie conformément à la loi n° 09-08 ; "
        f"droits d'accès et de rectification auprès du service du personnel ({firm['mail']}).",
    ]
    para, y = _paragraphs(_L, y, notices, width=_R - _L, size=22, gap=30)
    items += para
    return Page(A4, tuple(items))


# ID documents -------------------------------------------------------------------------------------------------
def _photo(x0: int, y0: int, x1: int, y1: int, seed: str) -> list[Item | Rule]:
    return _guilloche(x0, y0, x1, y1, seed)


def cin_front(v: dict[str, Any]) -> Page:
    """The CNIE front, cropped edge to edge: microprint edges, a guilloche photo area, small labels over values."""
    given, family = _split_name(v["applicant_name"])
    w, h = CARD
    rng = _rng(v, "front")
    items: list[Item | Rule] = [
        _microprint(2, w, "ROYAUME DU MAROC"),
        Item(40, 40, "ROYAUME DU MAROC", 34, "bold"),
        _right(w - 40, 36, "المملكة المغربية", 36, "bold"),
        Item(40, 88, "CARTE NATIONALE D'IDENTITÉ", 26, "bold"),
        _right(w - 40, 86, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 130, w - 40, 131),
        *_photo(40, 150, 360, 560, f"{v['cin']}-front"),
        Item(40, 580, "N° CNIE", 20),
        Item(40, 606, v["cin"], 44, "bold"),
    ]
    fields = [
        (400, 150, "Nom", family.upper(), 840),
        (400, 240, "Prénom", given.upper(), 840),
        (400, 330, "Né(e) le", _dotted(v["date_of_birth"]), 300),
        (740, 330, "à", v["place_of_birth"].upper(), 500),
        (400, 420, "Valable jusqu'au", _dotted(v["cin_expiry"]), 320),
    ]
    for x, y, label, value, width in fields:
        items += [Item(x, y, label, 20), Item(x, y + 26, value, _fit(value, width, 38, "bold"), "bold")]
    can = f"{rng.randint(100000, 999999)}"
    items += [
        Item(400, 520, "Sexe", 20),
        Item(400, 546, "F" if _female(v) else "M", 32, "bold"),
        Item(560, 520, "CAN", 20),
        Item(560, 546, can, 32, "bold"),
        *_photo(1060, 540, 1260, 770, f"{v['cin']}-ghost"),
        Item(40, 700, "Directeur Général de la Sûreté Nationale", 20),
        _microprint(h - 26, w, "CARTE NATIONALE D'IDENTITE"),
    ]
    return Page(CARD, tuple(items))


def cin_back(v: dict[str, Any]) -> Page:
    """The CNIE back, cropped edge to edge: microprint edges, filiation, address, civil status and sex, a ghost
    image with the card number, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    w, h = CARD
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "AHMED", "ABDELKADER", "LAHCEN", "BOUCHAIB", "MUSTAPHA"))
    mother = rng.choice(("FATIMA", "AICHA", "ZOHRA", "KHADIJA", "HALIMA", "SAADIA"))
    address = v["address"].upper()
    items: list[Item | Rule] = [
        _microprint(2, w, "ROYAUME DU MAROC"),
        Item(40, 40, "Fils / Fille de", 20),
        Item(40, 64, father, 32, "bold"),
        Item(420, 40, "et de", 20),
        Item(420, 64, mother, 32, "bold"),
        Item(40, 124, "Adresse", 20),
        Item(40, 148, address, _fit(address, 960, 32, "bold"), "bold"),
        Item(40, 208, "N° d'état civil", 20),
        Item(40, 232, f"{rng.randint(100, 2999)}/{v['date_of_birth'][:4]}", 30, "bold"),
        Item(420, 208, "Sexe", 20),
        Item(420, 232, "F" if _female(v) else "M", 30, "bold"),
        *_photo(1040, 40, 1260, 300, f"{v['cin']}-back"),
        Item(1040, 316, "N° CNIE", 20),
        Item(1040, 340, v["cin"], 32, "bold"),
        Item(40, 300, "Délivrée par la Direction Générale de la Sûreté Nationale", 20),
        Rule(0, 420, w, 421),
    ]
    items += [Item(70, 470 + i * 100, line, 50, "mono") for i, line in enumerate(mrz)]
    items.append(_microprint(h - 26, w, "CNIE"))
    return Page(CARD, tuple(items))


def passport(v: dict[str, Any]) -> Page:
    """The passport data page cropped edge to edge: microprint, a guilloche photo area, French / English labels
    above the values in three columns, dotted dates, the CIN as the personal number, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_z(v)
    sex = "F" if _female(v) else "M"
    w, h = _PASSPORT
    items: list[Item | Rule] = [
        _microprint(2, w, "ROYAUME DU MAROC · KINGDOM OF MOROCCO"),
        Item(30, 36, "ROYAUME DU MAROC · KINGDOM OF MOROCCO", 28, "bold"),
        _right(w - 30, 32, "المملكة المغربية", 32, "bold"),
        Item(30, 76, "PASSEPORT / PASSPORT", 24, "bold"),
        _right(w - 30, 76, "جواز السفر", 26),
        Rule(30, 112, w - 30, 113),
        *_photo(30, 130, 330, 530, f"{v['cin']}-passport"),
        *_photo(1110, 390, 1270, 560, f"{v['cin']}-passport-ghost"),
    ]
    fields = [
        (360, 126, "Type", "P", 100),
        (470, 126, "Code", "MAR", 140),
        (640, 126, "N° du passeport / Passport No.", number, 420),
        (360, 196, "Nom / Surname", family.upper(), 880),
        (360, 266, "Prénoms / Given names", given.upper(), 880),
        (360, 336, "Nationalité / Nationality", "MAROCAINE", 330),
        (740, 336, "Sexe / Sex", sex, 100),
        (360, 406, "Date de naissance / Date of birth", _dotted(v["date_of_birth"]), 340),
        (740, 406, "Lieu de naissance / Place of birth", v["place_of_birth"].upper(), 360),
        (360, 476, "Date de délivrance / Date of issue", _dotted(issued), 340),
        (740, 476, "Date d'expiration / Date of expiry", _dotted(expiry), 360),
        (360, 546, "N° personnel / Personal No.", v["cin"], 340),
        (740, 546, "Autorité / Authority", "DGSN", 360),
    ]
    for x, y, label, value, width in fields:
        items += [Item(x, y, label, 20), Item(x, y + 24, value, _fit(value, width, 32, "bold"), "bold")]
    items += [Item(30, 548, "Signature du titulaire", 20), Rule(30, 630, 330, 631)]
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    items += [Rule(0, 660, w, 661), *(Item(26, 700 + i * 84, line, 42, "mono") for i, line in enumerate(mrz))]
    items.append(_microprint(h - 26, w, "PASSEPORT MAROCAIN"))
    return Page(_PASSPORT, tuple(items))


# certificates -------------------------------------------------------------------------------------------------
def _identity_rows(v: dict[str, Any], extra: list[tuple[str, str]]) -> list[tuple[str, str]]:
    given, family = _split_name(v["applicant_name"])
    return [("Nom", family.upper()), ("Prénom", given), ("N° CIN", v["cin"]), *extra]


def _verification(ref: str, code: str, contact: str) -> str:
    return (
        f"Vérification : l'authenticité de la présente attestation peut être vérifiée, sans aucun code QR, en "
        f"communiquant la référence {ref} et le code de contrôle {code} au {contact}. Aucune confirmation "
        "n'est donnée à un tiers sans ces deux éléments."
    )


def _privacy(controller: str, mail: str) -> str:
    return (
        "Protection des données : les données à caractère personnel figurant sur ce document sont traitées par "
        f"{controller} conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard "
        "du traitement des données à caractère personnel ; le traitement a fait l'objet d'une déclaration auprès de "
        f"la CNDP. Droits d'accès, de rectification et d'opposition : {mail}."
    )


_FORGERY = (
    "Avertissement : toute falsification, altération ou usage frauduleux du présent document expose son auteur aux "
    "peines prévues par les articles 360 et suivants du Code pénal."
)


def _add_months(iso: str, months: int) -> str:
    y, m, d = (int(p) for p in iso.split("-"))
    index = y * 12 + m - 1 + months
    return f"{index // 12:04d}-{index % 12 + 1:02d}-{min(d, 28):02d}"


def _career(v: dict[str, Any], x: int, y: int, category: str) -> list[Item | Rule]:
    """The employee's career in the firm: a small ruled table (Date | Événement | Emploi | Catégorie)."""
    contract = str(v["contract_type"])
    rows = [
        (fr_date(v["hire_date"]), f"Embauche ({contract})", v["position"], category),
        (
            fr_date(_add_months(v["hire_date"], 3)),
            "Confirmation à l'issue de la période d'essai",
            v["position"],
            category,
        ),
        (fr_date(_add_months(v["hire_date"], 26)), "Avancement d'échelon (ancienneté)", v["position"], category),
    ]
    year, month = _period(v)
    rows = [
        r
        for r, months in zip(rows, (0, 3, 26), strict=True)
        if months == 0 or _add_months(v["hire_date"], months)[:7] <= f"{year:04d}-{month:02d}"
    ]
    cols = (x, x + 280, x + 1150, x + 1850, _R)
    out: list[Item | Rule] = [Item(x, y, "PARCOURS DANS L'ENTREPRISE", 22, "bold")]
    top = y + 38
    heads = ("Date", "Événement", "Emploi", "Catégorie")
    out += [Item(cols[i] + 10, top + 8, h, 22, "bold") for i, h in enumerate(heads)]
    yy = top + 44
    out.append(Rule(x, yy, _R, yy + 1))
    for row in rows:
        for i, cell in enumerate(row):
            out.append(Item(cols[i] + 10, yy + 9, cell, _fit(cell, cols[i + 1] - cols[i] - 20, 24)))
        yy += 46
        out.append(Rule(x, yy, _R, yy + 1))
    out += frame(x, top, _R, yy, 2)
    out += [Rule(c, top, c + 1, yy) for c in cols[1:-1]]
    return out


def _reserved(y: int) -> list[Item | Rule]:
    """A box for the receiving organisation, with dotted blanks."""
    dots = "." * 40
    return [
        *frame(_L, y, _L + 1000, y + 200, 2),
        Item(_L + 16, y + 12, "CADRE RÉSERVÉ À L'ORGANISME DESTINATAIRE", 20, "bold"),
        Item(_L + 16, y + 56, f"Organisme : {dots}", 22),
        Item(_L + 16, y + 96, f"Dossier n° : {dots}", 22),
        Item(_L + 16, y + 136, f"Reçu le : {dots[:16]}  Visa : {dots[:16]}", 22),
    ]


def employment_certificate(v: dict[str, Any]) -> Page:
    """A dense employment certificate: letterhead and registry strip, a long opening sentence, a ruled fact sheet,
    numbered small-print legal paragraphs around it, signature and stamp box."""
    firm = _firm(v["employer"])
    issued = _issue_date(v, "employment")
    ref = f"DRH/ATT/{issued[:4]}/{_rng(v, 'att').randint(100, 999)}"
    code = _code(f"{v['cin']}-{v['employer']}-att")
    items, y = _letterhead(v["employer"], v["employer_cnss"])
    contract = {
        "CDI": "Contrat à durée indéterminée (CDI)",
        "CDD": "Contrat à durée déterminée (CDD)",
    }.get(v["contract_type"], v["contract_type"])
    items += [
        Item(_L, y + 10, f"Réf. : {ref}", 22),
        _right(_R, y + 10, f"{firm['town']}, le {fr_date(issued)}", 24),
        _centre(_L, _R, y + 80, "ATTESTATION DE TRAVAIL", 46, "bold"),
        Rule(980, y + 140, 1500, y + 142),
    ]
    y += 180
    who = "la salariée" if _female(v) else "le salarié"
    opening = (
        f"Nous soussignés, {v['employer']}, société inscrite au registre du commerce de {firm['town']} sous le n° "
        f"{firm['rc']}, affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {v['employer_cnss']}, "
        f"représentée par {firm['hr']}, Directeur(trice) des Ressources Humaines, dûment habilité(e), attestons "
        f"que {who} désigné(e) ci-après fait partie de notre personnel à la date de la présente attestation :"
    )
    para, y = flow_text(_L, y, opening, size=28, gap=42, width=_R - _L)
    items += para
    y += 16
    rng = _rng(v, "att-sheet")
    category = rng.choice(("Agent de maîtrise", "Cadre", "Employé"))
    rows = _identity_rows(
        v,
        [
            ("N° d'immatriculation CNSS", str(v.get("cnss_number", "-"))),
            ("Emploi occupé", v["position"]),
            ("Catégorie professionnelle", category),
            ("Date d'embauche", fr_date(v["hire_date"])),
            ("Nature du contrat", contract),
            ("Lieu de travail", f"{firm['street']}, {firm['town']}"),
        ],
    )
    sheet, y = _fact_sheet(_L, y, _R, rows, label_w=620, h=54, size=28)
    items += sheet
    y += 30
    closing = (
        "L'intéressé(e) est toujours en fonction, n'est ni en période d'essai ni en préavis, et ne fait "
        "l'objet d'aucune procédure de licenciement à ce jour. La présente attestation lui est délivrée à sa "
        "demande pour servir et valoir ce que de droit."
    )
    para, y = flow_text(_L, y, closing, size=28, gap=42, width=_R - _L)
    items += para
    y += 20
    items += _career(v, _L, y, category)
    y += 270
    items.append(Item(_L, y, "MENTIONS LÉGALES ET CONDITIONS D'UTILISATION", 22, "bold"))
    y += 38
    legal = [
        "Cadre légal : la présente attestation est établie au regard du Code du travail promulgué par le dahir "
        "n° 1-03-194 du 11 septembre 2003 portant promulgation de la loi n° 65-99 ; la période d'essai de "
        "l'intéressé(e) est achevée au sens des articles 13 et 14 ; lorsque le contrat est à durée déterminée, il "
        "relève des articles 16 et 17. Elle ne constitue pas le certificat de travail prévu à l'article 72, "
        "délivré à l'expiration du contrat.",
        "Portée : ce document atteste uniquement de l'existence de la relation de travail à sa date d'émission. Il "
        "ne vaut ni attestation de salaire ni engagement de l'employeur envers un tiers, notamment un établissement "
        "de crédit ; il ne peut être produit qu'en original ou en copie certifiée conforme.",
        _FORGERY,
        _privacy(v["employer"], firm["mail"]),
        _verification(ref, code, f"service du personnel ({firm['phone']}, {firm['mail']}), du lundi au vendredi"),
    ]
    para, y = _paragraphs(_L, y, legal, width=_R - _L, size=24, gap=33)
    items += para
    y += 40
    items += _signature(1240, y, "Le Directeur des Ressources Humaines", firm["hr"], v["employer"][:26])
    items += [
        Item(_L, y, f"Fait à {firm['town']}, le {fr_date(issued)}", 24),
        Item(_L, y + 40, "en un exemplaire original", 22),
    ]
    items += _reserved(y + 230)
    items += [
        Rule(_L, 3330, _R, 3331),
        Item(
            _L,
            3342,
            f"{v['employer']} · {firm['street']}, {firm['postcode']} {firm['town']} · RC {firm['rc']} · "
            f"IF {firm['if']} · ICE {firm['ice']} · CNSS {v['employer_cnss']}",
            20,
        ),
        Item(_L, 3372, f"Document n° {ref} · code de contrôle {code} · page 1/1", 20),
    ]
    return Page(A4, tuple(items))


def salary_certificate(v: dict[str, Any]) -> Page:
    """A dense salary certificate: letterhead, opening sentence, identity fact sheet, a monthly and year-to-date
    table of the reference month, the net in words, small-print legal paragraphs, signature and stamp box."""
    firm = _firm(v["employer"])
    year, month = _period(v)
    p = pay_lines({**v, "pay_period": v.get("pay_period", f"{year:04d}-{month:02d}")})
    issued = _issue_date(v, "salary")
    ref = f"DRH/SAL/{issued[:4]}/{_rng(v, 'sal').randint(100, 999)}"
    code = _code(f"{v['cin']}-{v['employer']}-sal")
    items, y = _letterhead(v["employer"], str(v.get("employer_cnss", "-")))
    items += [
        Item(_L, y + 10, f"Réf. : {ref}", 22),
        _right(_R, y + 10, f"{firm['town']}, le {fr_date(issued)}", 24),
        _centre(_L, _R, y + 80, "ATTESTATION DE SALAIRE", 46, "bold"),
        Rule(960, y + 140, 1520, y + 142),
    ]
    y += 180
    opening = (
        f"Nous soussignés, {v['employer']}, représentée par {firm['hr']}, Directeur(trice) des Ressources "
        f"Humaines, attestons que {_civility(v)} {_name_gf(v['applicant_name'])}, dont l'identité suit, est employé(e) "
        "au sein de notre société et perçoit la rémunération détaillée ci-dessous, établie d'après le bulletin de "
        f"paie du mois de {_MONTHS[month - 1]} {year} et le livre de paie :"
    )
    para, y = flow_text(_L, y, opening, size=28, gap=42, width=_R - _L)
    items += para
    y += 16
    rng = _rng(v, "sal-sheet")
    rows = _identity_rows(
        v,
        [
            ("Matricule", f"{rng.randint(10, 99)}{rng.randint(100, 999)}"),
            ("Emploi occupé", v["position"]),
            ("Date d'embauche", fr_date(v["hire_date"])),
        ],
    )
    sheet, y = _fact_sheet(_L, y, _R, rows, label_w=620, h=54, size=28)
    items += sheet
    y += 36
    # the pay table: the month and the year to date
    cols = (_L, _L + 1200, _L + 1700, _R)
    items += [
        *frame(_L, y, _R, y + 58, 2),
        Item(_L + 14, y + 14, "Rubrique", 24, "bold"),
        _right(cols[2] - 14, y + 14, f"Mensuel {month:02d}/{year} (DH)", 24, "bold"),
        _right(cols[3] - 14, y + 14, f"Cumul 01/{year} - {month:02d}/{year} (DH)", 24, "bold"),
    ]
    y += 58
    lines = [
        ("Salaire de base", p["base"], False),
        (f"Prime d'ancienneté ({int(p['rate'])} %)", p["bonus"], False),
        ("Salaire brut mensuel", p["gross"], True),
        ("Cotisation CNSS (4,48 %, plafond 6 000,00)", -p["cnss"], False),
        ("Cotisation AMO (2,26 %)", -p["amo"], False),
        ("Impôt sur le revenu (IR)", -p["igr"], False),
        ("Salaire net mensuel", p["net"], True),
    ]
    top = y - 58
    for label, amount, strong in lines:
        style = "bold" if strong else "regular"
        text = fr_amount(abs(amount)) if amount >= 0 else f"- {fr_amount(-amount)}"
        cum = fr_amount(abs(amount) * month) if amount >= 0 else f"- {fr_amount(-amount * month)}"
        items += [
            Item(_L + 14, y + 12, label, 24, style),
            _right(cols[2] - 14, y + 12, text, 24, style),
            _right(cols[3] - 14, y + 12, cum, 22, style),
            Rule(_L, y + 54, _R, y + 55),
        ]
        y += 56
    items += [*frame(_L, top, _R, y, 2), Rule(cols[1], top, cols[1] + 1, y), Rule(cols[2], top, cols[2] + 1, y)]
    y += 20
    words = (
        f"Soit un salaire net mensuel de {fr_amount(p['net'])} DH ({amount_words(p['net'])}), pour un salaire brut "
        f"mensuel de {fr_amount(p['gross'])} DH. Les cumuls ci-dessus portent sur {month} mois de l'année {year}."
    )
    para, y = flow_text(_L, y, words, size=28, gap=42, width=_R - _L)
    items += para
    y += 20
    items.append(Item(_L, y, "MENTIONS LÉGALES ET CONDITIONS D'UTILISATION", 22, "bold"))
    y += 38
    legal = [
        "Les montants sont établis conformément au Code général des impôts (articles 57 pour les éléments exonérés, "
        "59 pour la déduction des frais professionnels et 73 pour le barème de l'impôt sur le revenu), au dahir "
        "portant loi n° 1-72-184 du 27 juillet 1972 relatif au régime de sécurité sociale et à la loi n° 65-00 "
        "portant code de la couverture médicale de base. Ils n'incluent ni les primes exceptionnelles, ni les "
        "indemnités non soumises, ni les remboursements de frais.",
        "La rémunération ci-dessus ne peut être cédée ou saisie que dans les limites de la quotité cessible et "
        "saisissable fixée par la réglementation en vigueur ; la présente attestation ne vaut pas engagement de "
        "domiciliation irrévocable du salaire.",
        _FORGERY,
        _privacy(v["employer"], firm["mail"]),
        _verification(ref, code, f"service paie ({firm['phone']}, {firm['mail']})"),
    ]
    para, y = _paragraphs(_L, y, legal, width=_R - _L, size=24, gap=33)
    items += para
    y += 40
    items += _signature(1240, y, "Le Directeur des Ressources Humaines", firm["hr"], v["employer"][:26])
    items += [Item(_L, y, f"Fait à {firm['town']}, le {fr_date(issued)}", 24), *_reserved(y + 230)]
    items += [
        Rule(_L, 3330, _R, 3331),
        Item(
            _L,
            3342,
            f"{v['employer']} · {firm['street']}, {firm['postcode']} {firm['town']} · RC {firm['rc']} · "
            f"IF {firm['if']} · ICE {firm['ice']}",
            20,
        ),
        Item(_L, 3372, f"Document n° {ref} · code de contrôle {code} · page 1/1", 20),
    ]
    return Page(A4, tuple(items))


def cnss_certificate(v: dict[str, Any]) -> Page:
    """The CNSS agency's certificate of affiliation and declared salaries: two fact sheets side by side, a
    transposed grid of the last twelve declared months, legal small print, signature."""
    rng = _rng(v, "cnss")
    year, month = _period(v)
    issued = _issue_date(v, "cnss")
    agency = rng.choice(("Casablanca Hay Hassani", "Casablanca Anfa", "Rabat Agdal", "Tanger Mghogha", "Fès Saiss"))
    number = f"AS-{issued[:4]}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
    code = _code(f"{v['cin']}-cnss")
    given, family = _split_name(v["applicant_name"])
    items: list[Item | Rule] = [
        Item(_L, 80, "ROYAUME DU MAROC", 26, "bold"),
        Item(_L, 114, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 34, "bold"),
        Item(_L, 158, f"Direction régionale · Agence {agency}", 24),
        _right(_R, 80, "الصندوق الوطني للضمان الاجتماعي", 30, "bold"),
        _right(_R, 128, f"Attestation n° {number}", 24),
        _right(_R, 160, f"Éditée le {fr_date(issued)} · page 1/1", 22),
        Rule(_L, 204, _R, 207),
        _centre(_L, _R, 240, "ATTESTATION D'AFFILIATION ET DE SALAIRES DÉCLARÉS", 40, "bold"),
        _centre(_L, _R, 298, "(assuré du régime général - salarié du secteur privé)", 24),
    ]
    y = 360
    intro = (
        f"Le Chef de l'agence {agency} de la Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) "
        "ci-dessous est immatriculé(e) au régime de sécurité sociale et que les salaires suivants ont été déclarés "
        "pour son compte par son employeur actuel au cours des douze derniers mois :"
    )
    para, y = flow_text(_L, y, intro, size=26, gap=38, width=_R - _L)
    items += para
    y += 20
    mid = (_L + _R) // 2
    items += [Item(_L, y, "ASSURÉ(E)", 24, "bold"), Item(mid + 20, y, "EMPLOYEUR", 24, "bold")]
    y += 38
    insured = [
        ("Nom", family.upper()),
        ("Prénom", given.upper()),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° CIN", v["cin"]),
        ("Date d'immatriculation", fr_date(v["affiliation_date"])),
    ]
    if v.get("date_of_birth"):
        insured.append(("Date de naissance", fr_date(v["date_of_birth"])))
    hire = v.get("hire_date")
    employer = [
        ("Raison sociale", v["employer"]),
        ("N° d'affiliation", v["employer_cnss"]),
        ("Date d'entrée", fr_date(hire) if hire else "-"),
        ("Régime", "Général - AMO"),
        ("Statut de l'assuré(e)", "Actif - déclaré"),
    ]
    left, y1 = _fact_sheet(_L, y, mid - 20, insured, label_w=430, h=52, size=26)
    right, y2 = _fact_sheet(mid + 20, y, _R, employer, label_w=380, h=52, size=26)
    items += left + right
    y = max(y1, y2) + 40
    # the transposed grid: one column per month
    items.append(Item(_L, y, "SALAIRES DÉCLARÉS (bordereaux de déclaration des salaires - BDS)", 24, "bold"))
    y += 44
    gross = float(v.get("gross_salary", 0.0)) or 8000.0
    months: list[tuple[str, int, float]] = []
    for back in range(11, -1, -1):
        index = year * 12 + month - 1 - back
        yy, mm = index // 12, index % 12 + 1
        days = 26 if rng.random() < 0.85 else rng.choice((22, 24, 25))
        salary = gross if back == 0 else round(gross * rng.uniform(0.97, 1.06) * days / 26, 2)
        if hire and f"{yy:04d}-{mm:02d}" < hire[:7]:
            days, salary = 0, 0.0
        months.append((f"{mm:02d}/{yy}", days, salary))
    label_w, total_w = 300, 210
    col_w = (_R - _L - label_w - total_w) // 12
    x_total = _L + label_w + 12 * col_w
    row_h = 52
    grid_rows = [
        ("Période", [m for m, _, _ in months], "Total"),
        ("Jours déclarés", [str(d) for _, d, _ in months], str(sum(d for _, d, _ in months))),
        ("Salaire réel", [fr_amount(s) for *_, s in months], fr_amount(sum(s for *_, s in months))),
        ("Salaire plafonné", [fr_amount(min(s, 6000.0)) for *_, s in months], ""),
        ("Cotisations", [fr_amount(round(min(s, 6000.0) * 0.1346, 2)) for *_, s in months], ""),
        ("Situation", ["Payé" if d else "-" for _, d, _ in months], ""),
    ]
    capped_total = round(sum(min(s, 6000.0) for *_, s in months), 2)
    contrib_total = round(sum(round(min(s, 6000.0) * 0.1346, 2) for *_, s in months), 2)
    grid_rows[3] = (grid_rows[3][0], grid_rows[3][1], fr_amount(capped_total))
    grid_rows[4] = (grid_rows[4][0], grid_rows[4][1], fr_amount(contrib_total))
    top = y
    for r, (label, cells, total) in enumerate(grid_rows):
        style = "bold" if r == 0 else "regular"
        items.append(Item(_L + 10, y + 12, label, 22, "bold"))
        for i, cell in enumerate(cells):
            x1 = _L + label_w + (i + 1) * col_w
            size = _fit(cell, col_w - 12, 21, style)
            items.append(_right(x1 - 6, y + 13, cell, size, style))
        if total:
            items.append(_right(_R - 8, y + 12, total, _fit(total, total_w - 14, 22, "bold"), "bold"))
        items.append(Rule(_L, y + row_h, _R, y + row_h + 1))
        y += row_h
    items += frame(_L, top, _R, y, 2)
    items.append(Rule(_L, top + row_h - 1, _R, top + row_h + 1))
    for i in range(13):
        x = _L + label_w + i * col_w
        items.append(Rule(x, top, x + 1, y))
    items.append(Rule(x_total + 2, top, x_total + 3, y))
    y += 16
    legend = (
        "Légende : jours déclarés dans la limite de 26 jours par mois ; salaire plafonné à 6 000,00 DH pour les "
        "prestations sociales ; cotisations = parts salariale et patronale au titre des prestations sociales (4,48 % "
        "+ 8,98 %) ; « Payé » : bordereau réglé par l'employeur. Montants en dirhams."
    )
    para, y = flow_text(_L, y, legend, size=22, gap=30, width=_R - _L)
    items += para
    y += 24
    # the insured's rights as they stand on the declared days
    days_6 = sum(d for _, d, _ in months[-6:])
    days_all = max(sum(d for _, d, _ in months), 26 * max(0, (year - int(v["affiliation_date"][:4])) * 12 + month - 12))
    valid = _add_months(f"{year:04d}-{month:02d}-01", 3)
    rights = [
        (
            "Allocations familiales",
            "108 jours sur les 6 derniers mois",
            f"{days_6} jours",
            "Ouvert" if days_6 >= 108 else "Non ouvert",
        ),
        (
            "Indemnités journalières (maladie)",
            "54 jours sur les 6 derniers mois",
            f"{days_6} jours",
            "Ouvert" if days_6 >= 54 else "Non ouvert",
        ),
        (
            "Assurance maladie obligatoire",
            "54 jours sur les 6 derniers mois",
            f"{days_6} jours",
            f"Droits valides au {fr_date(valid)}",
        ),
        ("Pension de vieillesse", "3 240 jours cumulés", f"{days_all} jours (estimation)", "En cours de constitution"),
    ]
    cols = (_L, _L + 620, _L + 1240, _L + 1640, _R)
    items.append(Item(_L, y, "SITUATION DE L'ASSURÉ(E) AU REGARD DES PRESTATIONS", 24, "bold"))
    y += 42
    top = y
    for i, head in enumerate(("Prestation", "Condition de stage", "Jours retenus", "Situation")):
        items.append(Item(cols[i] + 10, y + 10, head, 22, "bold"))
    y += 44
    for row in rights:
        items.append(Rule(_L, y, _R, y + 1))
        for i, cell in enumerate(row):
            items.append(Item(cols[i] + 10, y + 10, cell, _fit(cell, cols[i + 1] - cols[i] - 20, 23)))
        y += 46
    items += [*frame(_L, top, _R, y, 2), *(Rule(c, top, c + 1, y) for c in cols[1:-1])]
    y += 36
    items.append(Item(_L, y, "MENTIONS LÉGALES", 22, "bold"))
    y += 38
    legal = [
        "La présente attestation est délivrée en application du dahir portant loi n° 1-72-184 du 27 juillet 1972 "
        "relatif au régime de sécurité sociale, tel que modifié et complété, et de la loi n° 65-00 portant code de "
        "la couverture médicale de base. Les salaires indiqués sont ceux déclarés par l'employeur via le portail "
        "Damancom ; ils n'engagent la Caisse que dans la limite des déclarations reçues à la date d'édition.",
        "L'attestation est valable trois mois à compter de sa date d'édition. Elle ne préjuge pas des droits aux "
        "prestations, qui restent soumis aux conditions de stage prévues par la réglementation.",
        _FORGERY,
        _privacy("la Caisse Nationale de Sécurité Sociale", "dpo@cnss.ma"),
        _verification(number, code, "centre d'appel Allo CNSS ou dans toute agence de la Caisse"),
    ]
    para, y = _paragraphs(_L, y, legal, width=_R - _L, size=24, gap=33)
    items += para
    y += 40
    items += _signature(1240, y, f"Le Chef de l'agence {agency}", "P/O le responsable des attestations", "CNSS")
    items += [
        Item(_L, y, f"Fait à {agency.split(' ')[0]}, le {fr_date(issued)}", 24),
        Rule(_L, 3330, _R, 3331),
        Item(
            _L, 3342, "Caisse Nationale de Sécurité Sociale · 649, boulevard Mohammed V, Casablanca · www.cnss.ma", 20
        ),
        Item(_L, 3372, f"Attestation n° {number} · code de contrôle {code} · page 1/1", 20),
    ]
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> dict[str, str]:
    rng = random.Random(f"{v['rib']}-agency-z")
    town = rng.choice(("Casablanca", "Rabat", "Tanger", "Fès", "Marrakech"))
    name = rng.choice(("Centre", "Maarif", "Agdal", "Gueliz", "Hay Riad", "Boulevard Zerktouni", "Place des Nations"))
    return {
        "name": f"{town} {name}",
        "street": f"{rng.randint(2, 240)}, {rng.choice(('boulevard', 'avenue', 'rue'))} "
        + rng.choice(("Mohammed V", "Hassan II", "Abdelmoumen", "Allal El Fassi", "des FAR", "Al Massira")),
        "town": town,
        "postcode": str(
            {"Casablanca": 20000, "Rabat": 10000, "Tanger": 90000, "Fès": 30000, "Marrakech": 40000}[town]
            + rng.randint(0, 99) * 10
        ),
        "phone": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "fax": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "code": v["rib"][3:6],
        "mail": f"agence.{v['rib'][3:6]}@" + _ascii(v["bank_name"])[:14] + ".ma",
        "manager": rng.choice(("Rachid Bennis", "Sanaa El Fassi", "Younes Tahiri", "Houda Berrada")),
    }


def _bank_head(v: dict[str, Any], ag: dict[str, str]) -> list[Item | Rule]:
    return [
        Item(_L, 80, v["bank_name"].upper(), _fit(v["bank_name"].upper(), 1200, 40, "bold"), "bold"),
        Item(_L, 132, f"Agence {ag['name']} (code {ag['code']})", 24, "bold"),
        Item(_L, 166, f"{ag['street']}, {ag['postcode']} {ag['town']}", 22),
        Item(_L, 196, f"Tél. {ag['phone']}  ·  Fax {ag['fax']}  ·  {ag['mail']}", 22),
    ]


def bank_statement(v: dict[str, Any]) -> Page:
    """About forty operations in small type in three ten-day sections with sub-totals and balances carried
    forward, the opening and closing balances first and last, the bank's small print."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['rib']}-{start}-statement-z")
    ag = _agency(v)
    employer = str(v.get("employer", "EMPLOYEUR")).upper()[:22]
    rent = _cents(opening + net - closing)
    # operations: (day, label, debit cents, credit cents)
    ops: list[tuple[int, str, int, int]] = []
    shops = ("MARJANE", "CARREFOUR MARKET", "BIM", "LABEL VIE", "ACIMA", "DECATHLON", "PHARMACIE AL AMAL", "AFRIQUIA")
    bills = (("LYDEC FACTURE", 250, 700), ("MAROC TELECOM", 99, 349), ("INWI RECHARGE", 50, 200), ("REDAL", 200, 600))
    for _ in range(22):
        ops.append((rng.randint(1, last), f"PAIEMENT CB {rng.choice(shops)}", rng.randint(3_500, 95_000), 0))
    for _ in range(6):
        ops.append(
            (rng.randint(1, last), f"RETRAIT GAB {ag['town'].upper()[:10]}", rng.choice((20_000, 50_000, 100_000)), 0)
        )
    for label, lo, hi in bills:
        ops.append((rng.randint(2, last), f"PRELEVEMENT {label}", rng.randint(lo * 100, hi * 100), 0))
    ops.append((last, "FRAIS TENUE DE COMPTE", 2_200, 0))
    ops.append((last, "TVA 10 % SUR FRAIS", 220, 0))
    ops.append(
        (rng.randint(2, 6), "PRELEVEMENT LOYER", rent, 0) if rent >= 0 else (3, "REGULARISATION LOYER", 0, -rent)
    )
    spent = sum(d for _, _, d, _ in ops) - max(rent, 0) + min(rent, 0)
    # credits other than the salary balance the other debits: two transfers and a cash deposit
    first = spent * rng.randint(30, 45) // 100
    second = spent * rng.randint(20, 35) // 100
    ops += [
        (rng.randint(8, 14), "VIREMENT RECU DE M. " + rng.choice(("ALAMI", "SQALLI", "NAJI", "TAHIRI")), 0, first),
        (rng.randint(15, 20), "VERSEMENT ESPECES AGENCE", 0, second),
        (rng.randint(21, last), "VIREMENT RECU EPARGNE", 0, spent - first - second),
        (rng.randint(max(24, last - 6), last - 1), f"VIREMENT SALAIRE {employer}", 0, _cents(net)),
    ]
    ops.sort(key=lambda o: (o[0], o[3] == 0, o[1]))
    assert _cents(opening) + sum(c - d for *_, d, c in ops) == _cents(closing)
    ref_chars = "ABCDEFGHJKLMNPRSTUVWXYZ"
    items: list[Item | Rule] = [
        *_bank_head(v, ag),
        _right(_R, 78, "RELEVÉ DE COMPTE", 44, "bold"),
        _right(_R, 134, f"Période du {fr_date(start)} au {fr_date(end)}", 26, "bold"),
        _right(
            _R, 170, f"Relevé n° {month:02d}/{year} · édité le {fr_date(_issue_date(v, 'statement'))} · page 1/1", 22
        ),
        Rule(_L, 240, _R, 243),
    ]
    holder = f"{_civility(v, short=True)} {_name_fg(v['account_holder'])}" if v.get("cin") else v["account_holder"]
    account = [
        ("Titulaire", holder),
        ("Compte", "Compte chèques particulier · devise MAD"),
        ("RIB", _rib_groups(v["rib"])),
        ("IBAN", iban(v["rib"])),
        ("BIC / SWIFT", _BIC.get(v["bank_name"], "BCMAMAMC")),
    ]
    sheet, y = _fact_sheet(_L, 262, _L + 1500, account, label_w=260, h=44, size=24)
    items += sheet
    items += [
        *frame(_L + 1540, 262, _R, y, 2),
        Item(_L + 1560, 274, "Adresse d'envoi", 20),
        Item(_L + 1560, 304, holder, _fit(holder, _R - _L - 1580, 24, "bold"), "bold"),
        Item(_L + 1560, 338, str(v.get("address", ""))[:40], 24),
        Item(_L + 1560, 380, "Conseiller : " + ag["manager"], 24),
        Item(_L + 1560, 414, f"Tél. agence : {ag['phone']}", 24),
    ]
    y += 24
    cols = (_L, _L + 130, _L + 260, _L + 1180, _L + 1560, _L + 1900, _R)
    heads = ("Date", "Valeur", "Libellé de l'opération", "Référence", "Débit", "Crédit")
    table_top = y
    items += [Rule(_L, y, _R, y + 2)]
    for i, head in enumerate(heads):
        if i < 4:
            items.append(Item(cols[i] + 10, y + 10, head, 24, "bold"))
        else:
            items.append(_right(cols[i + 1] - 10, y + 10, head, 24, "bold"))
    y += 46
    items.append(Rule(_L, y - 2, _R, y))
    gap = 44

    def balance_row(label: str, cents: int, strong: bool = True) -> None:
        nonlocal y
        style = "bold" if strong else "regular"
        items.append(Item(cols[2] + 10, y + 7, label, 24, style))
        edge = cols[6] if cents >= 0 else cols[5]
        items.append(_right(edge - 10, y + 7, _a(abs(cents)), 24, style))
        y += gap

    side = "CRÉDITEUR" if opening >= 0 else "DÉBITEUR"
    balance_row(f"SOLDE D'OUVERTURE {side} AU {fr_date(start)}", _cents(opening))
    balance = _cents(opening)
    sections = ((1, 10), (11, 20), (21, last))
    total_d = total_c = 0
    for n, (d0, d1) in enumerate(sections, start=1):
        if n > 1:
            balance_row(f"REPORT DU SOLDE AU {sections[n - 2][1]:02d}/{month:02d}/{year}", balance, False)
        items.append(
            Item(
                cols[2] + 10,
                y + 7,
                f"Section {n} - opérations du {d0:02d}/{month:02d} au {d1:02d}/{month:02d}",
                22,
                "bold",
            )
        )
        y += gap
        sub_d = sub_c = 0
        for day, label, debit, credit in (o for o in ops if d0 <= o[0] <= d1):
            value_day = min(last, day + (1 if credit and "ESPECES" not in label else 0))
            ref = "".join(rng.choice(ref_chars) for _ in range(3)) + f"{rng.randint(10, 99)}" + rng.choice(ref_chars)
            items += [
                Item(cols[0] + 10, y + 7, f"{day:02d}/{month:02d}", 24),
                Item(cols[1] + 10, y + 7, f"{value_day:02d}/{month:02d}", 24),
                Item(cols[2] + 10, y + 7, label, 24),
                Item(cols[3] + 10, y + 7, ref, 22),
            ]
            if debit:
                items.append(_right(cols[5] - 10, y + 7, _a(debit), 24))
            if credit:
                items.append(_right(cols[6] - 10, y + 7, _a(credit), 24))
            sub_d += debit
            sub_c += credit
            y += gap
        balance += sub_c - sub_d
        total_d += sub_d
        total_c += sub_c
        items += [
            Rule(cols[2], y, _R, y + 1),
            Item(cols[2] + 10, y + 7, f"Sous-total section {n}", 24, "bold"),
            _right(cols[5] - 10, y + 7, _a(sub_d), 24, "bold"),
            _right(cols[6] - 10, y + 7, _a(sub_c), 24, "bold"),
        ]
        y += gap
        if n < len(sections):
            balance_row(f"SOLDE À REPORTER AU {d1:02d}/{month:02d}/{year}", balance, False)
        items.append(Rule(_L, y, _R, y + 1))
        y += 4
    items += [
        Rule(_L, y, _R, y + 2),
        Item(cols[2] + 10, y + 7, "TOTAL DES MOUVEMENTS DU MOIS", 24, "bold"),
        _right(cols[5] - 10, y + 7, _a(total_d), 24, "bold"),
        _right(cols[6] - 10, y + 7, _a(total_c), 24, "bold"),
    ]
    y += gap + 4
    side = "CRÉDITEUR" if closing >= 0 else "DÉBITEUR"
    balance_row(f"SOLDE DE CLÔTURE {side} AU {fr_date(end)}", _cents(closing))
    items += [Rule(_L, y, _R, y + 2), *frame(_L, table_top, _R, y + 2, 2)]
    for x in cols[1:-1]:
        items.append(Rule(x, table_top, x + 1, y))
    y += 24
    small = [
        "Sauf erreur ou omission. Toute réclamation relative aux opérations du présent relevé doit être adressée "
        "à votre agence par écrit dans un délai de trente jours à compter de sa réception ; passé ce délai, les "
        "opérations sont réputées approuvées. Les dates de valeur s'appliquent conformément aux conditions "
        "générales de banque affichées en agence.",
        "En cas de différend, vous pouvez saisir gratuitement le Centre Marocain de Médiation Bancaire. "
        f"{v['bank_name']} est un établissement de crédit agréé et contrôlé par Bank Al-Maghrib (loi n° 103-12). "
        "Vos dépôts sont garantis par le Fonds Collectif de Garantie des Dépôts dans les limites réglementaires.",
        _privacy(v["bank_name"], ag["mail"]),
    ]
    para, y = _paragraphs(_L, y, small, width=_R - _L, size=22, gap=30)
    items += para
    return Page(A4, tuple(items))


def rib(v: dict[str, Any]) -> Page:
    """An agency's RIB attestation: full agency contacts, the RIB in a four-part table and on one line, IBAN,
    BIC, a table of authorised signatories, the notice to creditors and small print, signature and stamp box."""
    ag = _agency(v)
    r = v["rib"]
    rng = random.Random(f"{r}-rib-z")
    issued = _issue_date(v, "rib")
    ref = f"ATT-RIB/{ag['code']}/{rng.randint(1000, 9999)}"
    code = _code(f"{r}-rib")
    holder = v["account_holder"]
    civ = _civility(v) if v.get("cin") else "Monsieur / Madame"
    items: list[Item | Rule] = [
        *_bank_head(v, ag),
        _right(_R, 80, f"Réf. : {ref}", 22),
        _right(_R, 112, f"{ag['town']}, le {fr_date(issued)}", 24),
        Rule(_L, 240, _R, 243),
        _centre(_L, _R, 280, "ATTESTATION DE RELEVÉ D'IDENTITÉ BANCAIRE", 42, "bold"),
    ]
    y = 360
    opening = (
        f"Nous soussignés, {v['bank_name']}, agence {ag['name']}, attestons que {civ} {_name_gf(holder)} est "
        "titulaire dans nos livres d'un compte chèques en dirhams dont les coordonnées bancaires sont les suivantes :"
    )
    para, y = flow_text(_L, y, opening, size=26, gap=38, width=_R - _L)
    items += para
    y += 20
    parts = (("Code banque", r[:3]), ("Code localité", r[3:6]), ("N° de compte", r[6:22]), ("Clé RIB", r[22:]))
    widths = (360, 360, _R - _L - 1020, 300)
    x = _L
    for (label, value), w in zip(parts, widths, strict=True):
        items += [
            *frame(x, y, x + w, y + 110, 2),
            _centre(x, x + w, y + 10, label, 22),
            Rule(x, y + 44, x + w, y + 45),
            _centre(x, x + w, y + 58, value, 36, "mono"),
        ]
        x += w
    y += 140
    rows = [
        ("Titulaire du compte", f"{_civility(v, short=True)} {_name_fg(holder)}" if v.get("cin") else holder),
        ("RIB (24 chiffres)", _rib_groups(r)),
        ("IBAN", iban(r)),
        ("BIC / Code SWIFT", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Type de compte · devise", "Compte chèques particulier · MAD"),
        ("Agence de domiciliation", f"{ag['name']} · code {ag['code']}"),
        ("Adresse de l'agence", f"{ag['street']}, {ag['postcode']} {ag['town']}"),
        ("Téléphone · fax", f"{ag['phone']} · {ag['fax']}"),
    ]
    sheet, y = _fact_sheet(_L, y, _R, rows, label_w=560, h=50, size=26)
    items += sheet
    y += 40
    items.append(Item(_L, y, "PERSONNES HABILITÉES À FAIRE FONCTIONNER LE COMPTE", 24, "bold"))
    y += 42
    proxy_given = rng.choice(("Amina", "Said", "Latifa", "Hassan", "Rabia"))
    proxy_family = rng.choice(("Lamrani", "Ouali", "Haddad", "Zerouali", "Kabbaj"))
    proxy_cin = rng.choice(("BE", "JA", "AB", "EE")) + str(rng.randint(100_000, 999_999))
    hy = rng.randint(2012, 2022)
    signers = [
        (
            _name_fg(holder),
            "Titulaire",
            f"CIN {v['cin']}" if v.get("cin") else "CIN",
            "Tous pouvoirs, signature seule",
            f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{hy}",
        ),
        (
            f"{proxy_family.upper()} {proxy_given}",
            "Mandataire",
            f"CIN {proxy_cin}",
            "Retraits et virements, plafond 20 000,00 DH / mois",
            f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{hy + 2}",
        ),
    ]
    cols = (_L, _L + 520, _L + 770, _L + 1060, _L + 1720, _L + 1950, _R)
    heads = ("Nom et prénom", "Qualité", "Pièce d'identité", "Pouvoirs", "Date d'effet", "Spécimen")
    top = y
    items.append(Rule(_L, y, _R, y + 2))
    for i, head in enumerate(heads):
        items.append(Item(cols[i] + 10, y + 10, head, 22, "bold"))
    y += 44
    for row in signers:
        items.append(Rule(_L, y, _R, y + 1))
        for i, cell in enumerate(row):
            items.append(Item(cols[i] + 10, y + 20, cell, _fit(cell, cols[i + 1] - cols[i] - 20, 22)))
        sx = cols[5] + 30
        items += [Rule(sx + k * 12, y + 46 - (k % 3) * 8, sx + k * 12 + 14, y + 48 - (k % 3) * 8) for k in range(14)]
        y += 76
    items += [*frame(_L, top, _R, y, 2)]
    for x in cols[1:-1]:
        items.append(Rule(x, top, x + 1, y))
    y += 30
    notice = (
        "Avis aux créanciers : le présent relevé est destiné à être remis à vos créanciers ou débiteurs appelés à "
        "faire inscrire des opérations à votre compte (virements de salaire, prélèvements, échéances de crédit). Son "
        "utilisation vous évite des erreurs d'imputation ou des retards d'exécution."
    )
    para, y = flow_text(_L, y, notice, size=24, gap=34, width=_R - _L)
    items += para
    y += 20
    small = [
        "La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit. Elle "
        "ne constitue ni une attestation de solde, ni un engagement de la banque, ni une garantie de provision ; "
        "les pouvoirs indiqués sont ceux enregistrés à la date d'édition et peuvent être révoqués à tout moment.",
        f"{v['bank_name']} est un établissement de crédit agréé par Bank Al-Maghrib (loi n° 103-12 relative aux "
        "établissements de crédit et organismes assimilés).",
        _FORGERY,
        _privacy(v["bank_name"], ag["mail"]),
        _verification(ref, code, f"service clientèle de l'agence ({ag['phone']}, {ag['mail']})"),
    ]
    para, y = _paragraphs(_L, y, small, width=_R - _L, size=22, gap=31)
    items += para
    y += 40
    items += _signature(1240, y, "Le Directeur d'agence", ag["manager"], v["bank_name"][:22])
    items += [Item(_L, y, f"Fait à {ag['town']}, le {fr_date(issued)}", 24)]
    return Page(A4, tuple(items))


PAGES_Z: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip,
    "cin_front": cin_front,
    "cin_back": cin_back,
    "passport": passport,
    "employment_certificate": employment_certificate,
    "salary_certificate": salary_certificate,
    "cnss_certificate": cnss_certificate,
    "bank_statement": bank_statement,
    "rib": rib,
}
