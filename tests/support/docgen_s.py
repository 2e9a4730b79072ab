"""Layout "s" of every document type: a nineteenth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_r`, other real-world
conventions, most of them from the systems of large organisations and the English-language documents of
multinationals' Moroccan subsidiaries:

- payslip: an ENGLISH payslip exported from a multinational's global HR system for its Moroccan subsidiary: the
  subsidiary's name over "a member of the ... group" and its Casablanca Finance City / Technopark address top left,
  "PAYSLIP" top right over the period as "Pay period: October 2026" or "Period 10/2026" (chosen per applicant), an
  "EMPLOYEE DETAILS" block of two columns of "label value" rows ("Employee name Given Family" as in the file,
  Employee ID, "National ID", "Social security no.", "Date joined 01 Mar 2019", "Job title", "Contract Permanent
  (CDI)" / "Fixed-term (CDD)", Department, Cost centre, "Employer CNSS no."), then two SIDE-BY-SIDE ruled tables
  "EARNINGS" (Basic salary, Seniority allowance, "Gross pay") and "DEDUCTIONS" (CNSS, AMO, Income tax (IR),
  "Total deductions"), a framed "Net pay" with "MAD" after the figure beside the taxable income and seniority rate,
  the payment line with a masked account, a small "EMPLOYER CONTRIBUTIONS (for information)" table and a
  "generated electronically ... no signature required" footer; amounts with COMMA thousands and a DOT decimal
  ("12,500.00");
- CNIE front: a CERTIFIED PHOTOCOPY on an A4 page: the card enlarged about 150 % and centred in the upper half
  (outline only), French labels in small type over the values ("Prénom", "Nom", "Date de naissance",
  "Lieu de naissance", "Valable jusqu'au"; the Arabic name and place right-aligned on their rows), slash dates,
  the card number large under the photo after "N°", then the commune's legalisation: a framed "COPIE CERTIFIÉE
  CONFORME À L'ORIGINAL" stamp that overlaps the card's empty lower-right corner (never a value), the register
  number and date, a fee-stamp box and a signature line;
- CNIE back: the same certified photocopy for the back, the card higher on the page with the copier's grey edge
  strips along its top and bottom sides: "Fils de" / "et de" rows, the address on one line under "Adresse", civil
  status and sex, the TD1 MRZ; the legalisation stamp below the card on the left and the agent's signature on the
  right;
- passport: the data page as SCANNED BY A KYC DOCUMENT READER: a thin header strip of the reader's software
  ("Document scan - MRZ zone detected") above the page, ENGLISH-first labels ("Surname / Nom", "Given names /
  Prénoms", "Date of birth / Date de naissance" ...) in small type over the values, dates in ISO order with dashes
  ("1988-03-12"), the CIN as "National ID No. / N° CNIE", the TD3 MRZ in a framed zone;
- employment certificate: an English "TO WHOM IT MAY CONCERN" letter of the subsidiary's HR department: the place
  and date in US style ("Casablanca, November 5, 2026"), a reference, the underlined title "EMPLOYMENT
  CERTIFICATE", "We, <employer>, registered with the Moroccan National Social Security Fund (CNSS) under employer
  number ..., hereby certify that Mr. / Ms. Given Family, holder of National ID Card No. ..., has been employed by
  our company since March 1, 2019 under a permanent employment contract (CDI) / fixed-term employment contract
  (CDD). He / She currently holds the position of ...", the closing, the "HR Business Partner - Morocco" and a
  stamp box;
- salary certificate: an English "SALARY CERTIFICATE": the facts in a sentence (hire date "01 March 2019"), then
  a small ruled table whose columns are "ANNUAL (MAD)" then "MONTHLY (MAD)" (annual = twelve months; the monthly
  column holds the truth), rows Basic salary, Seniority allowance, Gross salary, Social contributions (CNSS +
  AMO), Income tax (IR), Net salary, a note on the reference month, signature and stamp box;
- CNSS certificate: a print of the "Ma CNSS" ONLINE PORTAL ("Espace assuré"): the portal's top bar with the
  connected user, a tab row, the breadcrumb, the title "Attestation d'immatriculation", two framed cards ("Mes
  informations": Nom complet "FAMILY Given", N° d'immatriculation, N° CIN, Date d'immatriculation "15/12/2019";
  "Mon employeur actuel": raison sociale, N° d'affiliation, date d'entrée), a status line, a QR placeholder drawn
  as modules beside the document number and a verification code, the browser's print header (date and time)
  and footer (the URL);
- bank statement: a dense CORPORATE-SYSTEM statement in English ("STATEMENT OF ACCOUNT"): the header line
  "Statement period 01/10/2026 - 31/10/2026", an account block (holder "GIVEN FAMILY", "Account no. (RIB)" in
  3 / 3 / 16 / 2 groups, IBAN, BIC, currency), a Date | Value date | Transaction details | Reference | Debit |
  Credit | Balance table in small type with dates "01 OCT 2026", the "OPENING BALANCE" as the first row and the
  "CLOSING BALANCE" as the last (balance column only), a running balance on every row, amounts "12,500.00" (a
  negative balance with a minus sign), a totals line and "Page 1 of 1";
- RIB: a SCREENSHOT of the bank's online-banking "Account details" page in English, printed on A4: the browser's
  tab and address bar, the bank's top navigation ("Accounts" in bold), a left menu ("Account details" marked), the
  account selector, then
  labelled rows (Account holder "GIVEN FAMILY", account type, currency, agency), the RIB as ONE unspaced string of
  24 digits in monospace with a "Copy" button, the IBAN in groups of four, the BIC, and "Download RIB (PDF)" /
  "Share" buttons.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    A4,
    CARD,
    EN_MONTHS,
    Item,
    Page,
    Rule,
    _rib_groups,
    _split_name,
    flow_text,
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
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_L, _R = 150, 2330  # A4 margins
_EN_MONTH_NAMES = (
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
_GROUPS = ("Atlas", "Meridian", "Northbridge", "Helios", "Vantage", "Orion")
_SITES = (
    ("Casablanca Finance City, Tower 57, 15th floor", "Casablanca"),
    ("Technopark, Route de Nouaceur, Building C", "Casablanca"),
    ("Technopolis, Rocade Rabat-Salé, Building B11", "Rabat"),
    ("Atlantic Free Zone, Plot 42", "Kénitra"),
    ("Tanger Automotive City, Plot 118", "Tanger"),
)
_DEPARTMENTS = ("Finance", "Operations", "Engineering", "Sales", "Supply Chain", "Shared Services")
_HOSTS = {  # the online-banking hosts of the corpus's banks
    "Attijariwafa bank": "online.attijariwafabank.com",
    "Banque Populaire": "online.gbp.ma",
    "Bank of Africa": "online.bankofafrica.ma",
    "CIH Bank": "online.cihbank.ma",
    "Crédit Agricole du Maroc": "online.creditagricole.ma",
    "Société Générale Maroc": "online.sgmaroc.com",
}
_issued = partial(issued_after_period, layout="s", days=(3, 13))
_passport_s = partial(passport_numbers, layout="s", issued_from=2019, valid_years=5)


# helpers -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-s")


def _en_amount(value: float) -> str:
    """'12,500.00': comma thousands, dot decimals."""
    return f"{value:,.2f}"


def _signed(value: float) -> str:
    return ("-" if value < 0 else "") + _en_amount(abs(value))


def _us_date(iso: str) -> str:
    """'March 1, 2019'."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{_EN_MONTH_NAMES[m - 1]} {d}, {y}"


def _uk_date(iso: str) -> str:
    """'01 March 2019'."""
    y, m, d = iso.split("-")
    return f"{d} {_EN_MONTH_NAMES[int(m) - 1]} {y}"


def _short_date(iso: str) -> str:
    """'01 Mar 2019'."""
    y, m, d = iso.split("-")
    return f"{d} {_EN_MONTH_NAMES[int(m) - 1][:3]} {y}"


def _bank_date(iso: str) -> str:
    """'01 OCT 2026'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


def _period(v: dict[str, Any]) -> tuple[int, int]:
    year, month = (int(p) for p in str(v.get("pay_period", "2026-10")).split("-"))
    return year, month


def _title(v: dict[str, Any]) -> tuple[str, str, str]:
    """('Ms.', 'She', 'her') or ('Mr.', 'He', 'his')."""
    return ("Ms.", "She", "her") if _female(v) else ("Mr.", "He", "his")


def _firm(employer: str) -> dict[str, str]:
    """The subsidiary's group, site, registration numbers and signatories, the same on every layout-s document."""
    rng = random.Random(f"s-firm-{employer}")
    street, town = rng.choice(_SITES)
    return {
        "group": rng.choice(_GROUPS),
        "street": street,
        "town": town,
        "tel": f"+212 5 22 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(100_000, 600_000)),
        "if": str(rng.randint(10_000_000, 60_000_000)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "hr": rng.choice(("Sara BENKIRANE", "Yassine OUAZZANI", "Ghita LAMRANI", "Anas BELKHAYAT")),
        "domain": "".join(ch for ch in employer.split()[0].lower() if ch.isalpha()) + "-group.com",
    }


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 22) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _scale(items: list[Item | Rule], scale: float, dx: int, dy: int) -> list[Item | Rule]:
    """A card's items enlarged by a copier: every coordinate and size scaled, then shifted."""
    out: list[Item | Rule] = []
    for item in items:
        if isinstance(item, Rule):
            x0, y0 = round(item.x0 * scale) + dx, round(item.y0 * scale) + dy
            out.append(Rule(x0, y0, max(round(item.x1 * scale) + dx, x0 + 1), max(round(item.y1 * scale) + dy, y0 + 1)))
        else:
            out.append(
                Item(
                    round(item.x * scale) + dx,
                    round(item.y * scale) + dy,
                    item.text,
                    round(item.size * scale),
                    item.style,
                )
            )
    return out


def _qr(x: int, y: int, seed: str, module: int = 12, n: int = 29) -> list[Item | Rule]:
    """A QR-code-like square: three finder patterns and random modules."""
    rng = random.Random(seed)
    out: list[Item | Rule] = []
    finders = ((0, 0), (n - 7, 0), (0, n - 7))
    for fx, fy in finders:
        px, py = x + fx * module, y + fy * module
        out += frame(px, py, px + 7 * module, py + 7 * module, module)
        out.append(Rule(px + 2 * module, py + 2 * module, px + 5 * module, py + 5 * module))
    for row in range(n):
        for col in range(n):
            if any(fx - 1 <= col <= fx + 7 and fy - 1 <= row <= fy + 7 for fx, fy in finders):
                continue
            if rng.random() < 0.45:
                out.append(Rule(x + col * module, y + row * module, x + (col + 1) * module, y + (row + 1) * module))
    return out


def _button(x0: int, y0: int, label: str, size: int = 28) -> tuple[list[Item | Rule], int]:
    """A framed UI button; returns its items and its right edge."""
    x1 = x0 + round(text_width(label, size, "bold")) + 60
    return [*frame(x0, y0, x1, y0 + size + 40, 2), Item(x0 + 30, y0 + 18, label, size, "bold")], x1


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_s(v: dict[str, Any]) -> Page:
    """An English payslip of a multinational's Moroccan subsidiary: header, employee details in two columns,
    EARNINGS and DEDUCTIONS side by side, a framed net pay, payment and footer."""
    p = pay_lines(v)
    year, month = _period(v)
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    period = f"Pay period: {_EN_MONTH_NAMES[month - 1]} {year}" if rng.random() < 0.5 else f"Period {month:02d}/{year}"
    last = last_day(year, month)
    pay_day = f"{year:04d}-{month:02d}-{rng.randint(last - 4, last):02d}"
    contract = {"CDI": "Permanent (CDI)", "CDD": "Fixed-term (CDD)"}.get(v["contract_type"], v["contract_type"])
    items: list[Item | Rule] = [
        Item(_L, 110, v["employer"], 48, "bold"),
        Item(_L, 176, f"a member of the {firm['group']} group", 28),
        Item(_L, 218, f"{firm['street']}, {firm['town']}, Morocco", 28),
        _right(_R, 106, "PAYSLIP", 64, "bold"),
        _right(_R, 196, period, 36, "bold"),
        _right(_R, 246, f"Payment date: {_short_date(pay_day)}", 28),
        Rule(_L, 310, _R, 316),
        Item(_L, 350, "EMPLOYEE DETAILS", 30, "bold"),
    ]
    left = [
        ("Employee name", v["applicant_name"]),
        ("Employee ID", f"MA{rng.randint(100_000, 999_999)}"),
        ("National ID", v["cin"]),
        ("Social security no.", v["cnss_number"]),
        ("Date joined", _short_date(v["hire_date"])),
    ]
    right = [
        ("Job title", v["position"]),
        ("Contract", contract),
        ("Department", rng.choice(_DEPARTMENTS)),
        ("Cost centre", f"MA-{rng.randint(1000, 9999)}"),
        ("Employer CNSS no.", v["employer_cnss"]),
    ]
    y0 = 410
    mid = 1260
    for i, ((l_label, l_value), (r_label, r_value)) in enumerate(zip(left, right, strict=True)):
        y = y0 + i * 62
        items += [
            Item(_L, y, l_label, 30),
            Item(_L + 400, y, l_value, _fit(l_value, mid - _L - 440, 32, "bold"), "bold"),
            Item(mid, y, r_label, 30),
            Item(mid + 380, y, r_value, _fit(r_value, _R - mid - 380, 32, "bold"), "bold"),
        ]
    y = y0 + len(left) * 62 + 30
    items += [Rule(_L, y, _R, y + 2)]
    y += 70
    # the two tables ---------------------------------------------------------------------------------------------
    gap = 60
    w = (_R - _L - gap) // 2
    tables: list[tuple[int, str, list[tuple[str, str, str]], tuple[str, str]]] = []
    earnings = [("Basic salary", "", _en_amount(p["base"]))]
    if p["bonus"] > 0:
        earnings.append(("Seniority allowance", f"{int(p['rate'])}%", _en_amount(p["bonus"])))
    deductions = [
        ("CNSS", "4.48%", _en_amount(p["cnss"])),
        ("AMO (health insurance)", "2.26%", _en_amount(p["amo"])),
        ("Income tax (IR)", "", _en_amount(p["igr"])),
    ]
    tables.append((_L, "EARNINGS", earnings, ("Gross pay", _en_amount(p["gross"]))))
    tables.append((_L + w + gap, "DEDUCTIONS", deductions, ("Total deductions", _en_amount(p["held"]))))
    bottom = y
    for x0, title, rows, (total_label, total_value) in tables:
        x1 = x0 + w
        ty = y
        items += [
            Item(x0, ty, title, 32, "bold"),
            Rule(x0, ty + 56, x1, ty + 59),
            Item(x0 + 16, ty + 76, "Description", 26, "bold"),
            _right(x0 + w - 300, ty + 76, "Rate", 26, "bold"),
            _right(x1 - 16, ty + 76, "Amount (MAD)", 26, "bold"),
            Rule(x0, ty + 122, x1, ty + 124),
        ]
        ry = ty + 144
        for label, rate, amount in rows:
            items += [Item(x0 + 16, ry, label, 30), _right(x1 - 16, ry, amount, 30)]
            if rate:
                items.append(_right(x0 + w - 300, ry, rate, 28))
            ry += 58
            items.append(Rule(x0, ry - 8, x1, ry - 7))
        ry = max(ry, ty + 144 + 3 * 58) + 10
        items += [
            Rule(x0, ry, x1, ry + 3),
            Item(x0 + 16, ry + 22, total_label, 32, "bold"),
            _right(x1 - 16, ry + 22, total_value, 32, "bold"),
            Rule(x0, ry + 78, x1, ry + 81),
        ]
        bottom = max(bottom, ry + 81)
    y = bottom + 80
    # net pay ------------------------------------------------------------------------------------------------------
    items += [
        *frame(1340, y, _R, y + 170, 4),
        Item(1380, y + 30, "Net pay", 40, "bold"),
        _right(_R - 40, y + 92, f"{_en_amount(p['net'])} MAD", 52, "bold"),
        Item(_L, y + 10, "Taxable income", 28),
        _right(1100, y + 10, _en_amount(p["taxable"]), 28),
        Item(_L, y + 60, "Seniority rate", 28),
        _right(1100, y + 60, f"{int(p['rate'])}%", 28),
        Item(_L, y + 110, "Working days", 28),
        _right(1100, y + 110, "26", 28),
    ]
    y += 260
    bank = str(v.get("bank_name", "Attijariwafa bank"))
    account = str(v.get("rib", "")).strip()
    masked = f"****{account[-6:-2]}" if len(account) >= 6 else "****"
    note, y = flow_text(
        _L,
        y,
        f"Payment method: bank transfer to {_glue(bank)} account {masked} on {_glue(_short_date(pay_day))}. "
        "Employer contributions (CNSS, AMO, vocational training tax) are paid by the company in addition to the "
        "gross pay and are not deducted from your salary.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += note
    y += 60
    capped = min(p["gross"], 6000.0)
    employer_rows = [
        ("CNSS social benefits", "8.98%", round(capped * 0.0898, 2)),
        ("CNSS family allowances", "6.40%", round(p["gross"] * 0.064, 2)),
        ("AMO (health insurance)", "4.11%", round(p["gross"] * 0.0411, 2)),
        ("Vocational training tax", "1.60%", round(p["gross"] * 0.016, 2)),
    ]
    items += [
        Item(_L, y, "EMPLOYER CONTRIBUTIONS (for information)", 28, "bold"),
        Rule(_L, y + 48, 1300, y + 50),
    ]
    y += 66
    for label, rate, share in employer_rows:
        items += [Item(_L + 16, y, label, 26), _right(900, y, rate, 26), _right(1284, y, _en_amount(share), 26)]
        y += 44
    total = round(sum(share for *_, share in employer_rows), 2)
    items += [
        Rule(_L, y + 4, 1300, y + 6),
        Item(_L + 16, y + 18, "Total employer cost", 26, "bold"),
        _right(1284, y + 18, _en_amount(round(p["gross"] + total, 2)), 26, "bold"),
    ]
    y += 80
    items += [
        Item(_L, y + 30, "Leave balance: 18.0 days    Leave taken this period: 0.0 days", 28),
        Rule(_L, 3230, _R, 3232),
        Item(_L, 3250, f"{v['employer']} - RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 24),
        Item(_L, 3290, "This payslip was generated electronically by the group HR system; no signature required.", 24),
        _right(_R, 3250, "Page 1 of 1", 24),
        _right(_R, 3290, "Keep this document without time limit.", 24),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
_COPY = 1.5  # the copier's enlargement of the card on the A4 page


def _legalisation(x: int, y: int, v: dict[str, Any], key: str) -> list[Item | Rule]:
    """The commune's 'copie certifiée conforme' stamp (double frame), 760 x 330 px from (x, y)."""
    rng = _rng(v, key)
    town = rng.choice(("CASABLANCA", "RABAT", "SALÉ", "MOHAMMEDIA", "KÉNITRA"))
    district = rng.choice(("MAARIF", "AGDAL", "HAY HASSANI", "AIN CHOCK", "YACOUB EL MANSOUR"))
    issued = _issued(v, key)
    return [
        *frame(x, y, x + 760, y + 330, 4),
        *frame(x + 14, y + 14, x + 746, y + 316, 2),
        _centre(x, x + 760, y + 34, "ROYAUME DU MAROC", 26, "bold"),
        _centre(x, x + 760, y + 70, f"COMMUNE DE {town} - ARR. {district}", 22),
        _centre(x, x + 760, y + 120, "COPIE CERTIFIÉE CONFORME", 34, "bold"),
        _centre(x, x + 760, y + 164, "À L'ORIGINAL", 34, "bold"),
        _centre(x, x + 760, y + 222, f"N° {rng.randint(1000, 99999)}/{issued[:4]}  le {fr_date(issued)}", 24),
        _centre(x, x + 760, y + 262, "L'Officier de l'état civil délégué", 22),
    ]


def cin_front_page_s(v: dict[str, Any]) -> Page:
    """A certified photocopy of the CNIE front on A4: the card enlarged and centred in the upper half, small French
    labels over the values, the number under the photo; the legalisation stamp over the card's empty corner."""
    given, family = _split_name(v["applicant_name"])
    card: list[Item | Rule] = [
        *frame(0, 0, CARD[0], CARD[1], 3),
        Item(40, 26, "ROYAUME DU MAROC", 32, "bold"),
        _right(1260, 22, "المملكة المغربية", 32, "bold"),
        Item(40, 74, "CARTE NATIONALE D'IDENTITÉ", 24),
        _right(1260, 74, "البطاقة الوطنية للتعريف", 24),
        *frame(40, 130, 340, 510, 2),
        _centre(40, 340, 306, "PHOTO", 22),
        Item(40, 540, "N°", 22),
        Item(40, 570, v["cin"], 50, "bold"),
    ]
    rows = [
        ("Prénom", given.upper(), _AR_NAMES.get(given, "")),
        ("Nom", family.upper(), _AR_NAMES.get(family, "")),
        ("Date de naissance", fr_date(v["date_of_birth"]), ""),
        ("Lieu de naissance", v["place_of_birth"].upper(), _AR_NAMES.get(v["place_of_birth"].upper(), "")),
        ("Valable jusqu'au", fr_date(v["cin_expiry"]), ""),
    ]
    y = 130
    for label, value, arabic in rows:
        card += [Item(390, y, label, 22), Item(390, y + 28, value, _fit(value, 560, 38, "bold"), "bold")]
        if arabic:
            card.append(_right(1260, y + 32, arabic, 30))
        y += 86
    w, h = round(CARD[0] * _COPY), round(CARD[1] * _COPY)
    dx, dy = (A4[0] - w) // 2, 300
    items: list[Item | Rule] = [
        Item(_L, 120, "Pièce jointe n° 1 - Carte nationale d'identité (recto)", 28),
        *_scale(card, _COPY, dx, dy),
    ]
    # the stamp crosses the card's lower-right corner, below the last row and right of the number
    sx, sy = dx + w - 820, dy + h - 105  # the card's lower edge runs through the gap under the commune's line
    items += _legalisation(sx, sy, v, "front")
    items += [
        *frame(_L, dy + h + 260, _L + 300, dy + h + 480, 2),
        _centre(_L, _L + 300, dy + h + 330, "TIMBRE", 26, "bold"),
        _centre(_L, _L + 300, dy + h + 376, "2,00 DH", 26),
        Item(sx, sy + 380, "Signature :", 28),
        Rule(sx, sy + 520, sx + 700, sy + 522),
    ]
    return Page(A4, tuple(items))


def cin_back_page_s(v: dict[str, Any]) -> Page:
    """The certified photocopy of the back: the card enlarged with the copier's grey strips above and below it,
    filiation, the address on one line, civil status and sex, the TD1 MRZ; the stamp and signature below."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "ABDELHADI", "LAHCEN", "BOUCHAIB", "AHMED", "KACEM"))
    mother = rng.choice(("FATNA", "ZINEB", "AICHA", "MAMA", "KHADIJA", "HADDA"))
    address = v["address"].upper()
    fils = "Fille de" if _female(v) else "Fils de"
    card: list[Item | Rule] = [
        *frame(0, 0, CARD[0], CARD[1], 3),
        Item(40, 30, fils, 22),
        Item(230, 24, father, 32, "bold"),
        Item(40, 84, "et de", 22),
        Item(230, 78, mother, 32, "bold"),
        Item(40, 150, "Adresse", 22),
        Item(40, 180, address, _fit(address, 1220, 36, "bold"), "bold"),
        Item(40, 250, "État civil", 22),
        Item(230, 244, f"{rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 30, "bold"),
        Item(760, 250, "Sexe", 22),
        Item(880, 244, "F" if _female(v) else "M", 30, "bold"),
        Rule(30, 330, CARD[0] - 30, 332),
    ]
    card += [Item(50, 380 + i * 122, line, 58, "mono") for i, line in enumerate(mrz)]
    w, h = round(CARD[0] * _COPY), round(CARD[1] * _COPY)
    dx, dy = (A4[0] - w) // 2, 260
    items: list[Item | Rule] = [
        Item(_L, 110, "Pièce jointe n° 2 - Carte nationale d'identité (verso)", 28),
        Rule(dx - 40, dy - 46, dx + w + 40, dy - 20),
        Rule(dx - 40, dy + h + 20, dx + w + 40, dy + h + 46),
        *_scale(card, _COPY, dx, dy),
    ]
    sy = dy + h + 140
    items += _legalisation(_L, sy, v, "back")
    items += [
        Item(1500, sy + 20, "Vu pour certification", 30, "bold"),
        Item(1500, sy + 70, "Signature de l'agent :", 28),
        Rule(1500, sy + 280, _R, sy + 282),
        *frame(1500, sy + 330, 1800, sy + 500, 2),
        _centre(1500, 1800, sy + 370, "TIMBRE", 24, "bold"),
        _centre(1500, 1800, sy + 412, "2,00 DH", 24),
    ]
    return Page(A4, tuple(items))


def passport_page_s(v: dict[str, Any]) -> Page:
    """The data page as scanned by a KYC document reader: the software's header strip, English-first labels over
    the values, ISO dates, the CIN as 'National ID No. / N° CNIE', the TD3 MRZ in a framed zone."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_s(v)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    rng = _rng(v, "passport")

    def field(x: int, y: int, label: str, value: str, size: int = 30) -> list[Item | Rule]:
        return [Item(x, y, label, 17), Item(x, y + 22, value, size, "bold")]

    c1, c2, c3 = 350, 700, 1010
    items: list[Item | Rule] = [
        Rule(0, 0, CARD[0], 4),
        Item(16, 10, f"Document scan - MRZ zone detected - Scan ID {rng.randint(100_000, 999_999)}", 18),
        _right(CARD[0] - 16, 10, "Page 2/2", 18),
        Rule(0, 40, CARD[0], 42),
        Item(30, 54, "KINGDOM OF MOROCCO / ROYAUME DU MAROC", 22, "bold"),
        _right(1270, 52, "المملكة المغربية", 24, "bold"),
        Item(30, 86, "PASSPORT / PASSEPORT", 20),
        *frame(30, 130, 320, 480, 2),
        _centre(30, 320, 290, "PHOTO", 22),
        *field(c1, 120, "Type", "P", 28),
        *field(c1 + 100, 120, "Country code / Code", "MAR", 28),
        *field(c2, 120, "Passport No. / N° du passeport", number, 30),
        *field(c1, 186, "Surname / Nom", family.upper(), 32),
        *field(c1, 256, "Given names / Prénoms", given.upper(), 32),
        *field(c1, 326, "Nationality / Nationalité", "MAROCAINE", 26),
        *field(c2, 326, "Date of birth / Date de naissance", v["date_of_birth"], 28),
        *field(c3 + 110, 326, "Sex / Sexe", sex, 28),
        *field(c1, 392, "Place of birth / Lieu de naissance", v["place_of_birth"].upper(), 26),
        *field(c2, 392, "National ID No. / N° CNIE", v["cin"], 28),
        *field(c1, 458, "Date of issue / Délivrance", issued, 26),
        *field(c2, 458, "Date of expiry / Expiration", expiry, 26),
        *field(c1, 524, "Authority / Autorité", "DGSN - RABAT", 24),
        Rule(40, 530, 300, 531),
        Item(40, 538, "Holder's signature", 16),
        *frame(18, 590, CARD[0] - 18, CARD[1] - 14, 2),
    ]
    items += [Item(34, 616 + i * 86, line, 40, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any], firm: dict[str, str], unit: str) -> list[Item | Rule]:
    return [
        Item(_L, 110, v["employer"], 50, "bold"),
        Item(_L, 180, f"{unit} - a member of the {firm['group']} group", 30),
        _right(_R, 112, firm["street"], 26),
        _right(_R, 148, f"{firm['town']}, Morocco", 26),
        _right(_R, 184, f"Tel. {firm['tel']}", 26),
        _right(_R, 220, f"hr.morocco@{firm['domain']}", 26),
        Rule(_L, 280, _R, 286),
    ]


def _footer(v: dict[str, Any], firm: dict[str, str]) -> list[Item | Rule]:
    return [
        Rule(_L, 3260, _R, 3262),
        _centre(
            0,
            A4[0],
            3280,
            f"{v['employer']} - RC {firm['town']} {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}",
            24,
        ),
    ]


def employment_certificate_page_s(v: dict[str, Any]) -> Page:
    """'TO WHOM IT MAY CONCERN': an English HR letter, US dates, the contract in English with its abbreviation,
    the employer's CNSS number in the first sentence, the HR business partner's signature and a stamp box."""
    firm = _firm(v["employer"])
    title, pronoun, _ = _title(v)
    signed = _issued(v, "employment")
    rng = _rng(v, "employment")
    contract = {
        "CDI": "a permanent employment contract (CDI)",
        "CDD": "a fixed-term employment contract (CDD)",
    }.get(v["contract_type"], f"a {v['contract_type']} contract")
    heading = "EMPLOYMENT CERTIFICATE"
    items: list[Item | Rule] = [
        *_letterhead(v, firm, "Human Resources"),
        _right(_R, 380, f"{firm['town']}, {_us_date(signed)}", 34),
        Item(_L, 380, f"Ref.: HR/EC/{signed[:4]}/{rng.randint(100, 9999):04d}", 30),
        Item(_L, 560, "TO WHOM IT MAY CONCERN", 40, "bold"),
        _centre(0, A4[0], 720, heading, 54, "bold"),
    ]
    tw = round(text_width(heading, 54, "bold"))
    items.append(Rule((A4[0] - tw) // 2, 790, (A4[0] + tw) // 2, 794))
    body, y = flow_text(
        _L,
        900,
        f"We, {_glue(v['employer'])}, registered with the Moroccan National Social Security Fund (CNSS) under "
        f"employer number {v['employer_cnss']}, hereby certify that {title} {_glue(v['applicant_name'])}, holder "
        f"of National ID Card No.~{v['cin']}, has been employed by our company since {_glue(_us_date(v['hire_date']))} "
        f"under {contract}.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += body
    more, y = flow_text(
        _L,
        y + 40,
        f"{pronoun} currently holds the position of {_glue(v['position'])} in our "
        f"{rng.choice(_DEPARTMENTS)} department and is still in our employment at the date of this letter.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += more
    close, y = flow_text(
        _L,
        y + 40,
        "This certificate is issued at the employee's request for whatever purpose it may serve. For any "
        f"verification, please contact our Human Resources department at hr.morocco@{firm['domain']}.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += close
    y += 100
    items += [
        Item(_L, y, "Yours faithfully,", 36),
        Item(1350, y + 100, firm["hr"], 34, "bold"),
        Item(1350, y + 150, "HR Business Partner - Morocco", 32),
        Rule(1350, y + 320, _R, y + 322),
        *frame(_L, y + 120, _L + 760, y + 420, 2),
        _centre(_L, _L + 760, y + 250, "Company stamp", 26),
        *_footer(v, firm),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_s(v: dict[str, Any]) -> Page:
    """An English salary certificate: one sentence, then a ruled table with an ANNUAL and a MONTHLY column (the
    monthly figures are the labels), a note on the reference month, signature and stamp box."""
    p = pay_lines(v)
    firm = _firm(v["employer"])
    title, _, his = _title(v)
    signed = _issued(v, "salary")
    year, month = _period(v)
    rng = _rng(v, "salary")
    items: list[Item | Rule] = [
        *_letterhead(v, firm, "Payroll & Compensation"),
        Item(_L, 380, f"Ref.: PAY/SC/{signed[:4]}/{rng.randint(100, 9999):04d}", 30),
        _right(_R, 380, f"{firm['town']}, {_uk_date(signed)}", 34),
        _centre(0, A4[0], 560, "SALARY CERTIFICATE", 56, "bold"),
    ]
    body, y = flow_text(
        _L,
        720,
        f"This is to certify that {title} {_glue(v['applicant_name'])}, National ID No.~{v['cin']}, has been "
        f"employed by {_glue(v['employer'])} since {_glue(_uk_date(v['hire_date']))} as {_glue(v['position'])}, "
        f"and that {his} remuneration is as follows:",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += body
    y += 70
    cols = (_L, 1250, 1790, _R)
    rows: list[tuple[str, float, bool]] = [("Basic salary", p["base"], False)]
    if p["bonus"] > 0:
        rows.append((f"Seniority allowance ({int(p['rate'])}%)", p["bonus"], False))
    rows += [
        ("Gross salary", p["gross"], True),
        ("Social contributions (CNSS + AMO)", -round(p["cnss"] + p["amo"], 2), False),
        ("Income tax (IR)", -p["igr"], False),
        ("Net salary", p["net"], True),
    ]
    top = y
    items += [
        Item(cols[0] + 20, y + 20, "Item", 30, "bold"),
        _right(cols[2] - 24, y + 20, "ANNUAL (MAD)", 30, "bold"),
        _right(cols[3] - 24, y + 20, "MONTHLY (MAD)", 30, "bold"),
        Rule(_L, y + 78, _R, y + 81),
    ]
    y += 81
    for label, amount, bold in rows:
        style = "bold" if bold else "regular"
        items += [
            Item(cols[0] + 20, y + 20, label, 32, style),
            _right(cols[2] - 24, y + 20, _signed(round(amount * 12, 2)), 32, style),
            _right(cols[3] - 24, y + 20, _signed(amount), 32, style),
            Rule(_L, y + 78, _R, y + 79 + (2 if bold else 0)),
        ]
        y += 80
    items += [*frame(_L, top, _R, y, 3), *[Rule(x, top, x + 2, y) for x in cols[1:-1]]]
    note, y = flow_text(
        _L,
        y + 30,
        f"Monthly amounts of {_EN_MONTH_NAMES[month - 1]} {year}; annual amounts = monthly amounts x 12, before "
        "any bonus or thirteenth month.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += note
    close, y = flow_text(
        _L,
        y + 60,
        "This certificate is issued at the employee's request to serve whatever purpose it may deem fit.",
        size=38,
        gap=68,
        width=_R - _L,
    )
    items += close
    y += 100
    items += [
        Item(1350, y, "Payroll & Compensation Manager", 32, "bold"),
        Item(1350, y + 50, firm["hr"], 32),
        Rule(1350, y + 240, _R, y + 242),
        *frame(_L, y, _L + 760, y + 300, 2),
        _centre(_L, _L + 760, y + 130, "Company stamp", 26),
        *_footer(v, firm),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_s(v: dict[str, Any]) -> Page:
    """A print of the 'Ma CNSS' portal: top bar, tabs, breadcrumb, the title, two framed cards (the insured, the
    current employer), a status line, a QR placeholder with the document number and verification code, footer."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = _rng(v, "cnss")
    number = f"AI-{signed[:4]}-{rng.randint(10**6, 10**7 - 1)}"
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))
    hour = f"{rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}"
    items: list[Item | Rule] = [
        Item(_L, 60, f"{fr_date(signed)} {hour}", 22),
        _centre(0, A4[0], 60, "Ma CNSS - Attestation d'immatriculation", 22),
        Rule(0, 110, A4[0], 113),
        Item(_L, 140, "Ma CNSS", 56, "bold"),
        Item(_L + 330, 160, "Espace assuré", 32),
        _right(_R, 146, f"Connecté : {given} {family.upper()}", 28),
        _right(_R, 190, "Se déconnecter", 24),
        Rule(0, 260, A4[0], 263),
    ]
    x = _L
    for i, tab in enumerate(("Accueil", "Mes droits", "Mes déclarations", "Mes attestations", "Mes remboursements")):
        items.append(Item(x, 290, tab, 30, "bold" if i == 3 else "regular"))
        if i == 3:
            items.append(Rule(x, 338, x + round(text_width(tab, 30, "bold")), 344))
        x += round(text_width(tab, 30, "bold")) + 80
    items += [
        Rule(0, 360, A4[0], 362),
        Item(_L, 400, "Accueil  >  Mes attestations  >  Attestation d'immatriculation", 26),
        Item(_L, 490, "Attestation d'immatriculation", 54, "bold"),
        Item(
            _L, 570, "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) ci-dessous est immatriculé(e)", 30
        ),
        Item(_L, 614, "au régime de sécurité sociale.", 30),
    ]

    def card(y: int, title: str, rows: list[tuple[str, str]]) -> tuple[list[Item | Rule], int]:
        out: list[Item | Rule] = [Item(_L + 40, y + 30, title, 36, "bold"), Rule(_L + 40, y + 88, _R - 40, y + 90)]
        yy = y + 120
        for label, value in rows:
            out += [
                Item(_L + 40, yy, label, 32),
                Item(_L + 800, yy, value, _fit(value, _R - _L - 860, 34, "bold"), "bold"),
            ]
            yy += 66
        out += frame(_L, y, _R, yy + 20, 3)
        return out, yy + 20

    section, y = card(
        700,
        "Mes informations",
        [
            ("Nom complet", f"{family.upper()} {given}"),
            ("N° d'immatriculation", v["cnss_number"]),
            ("N° CIN", v["cin"]),
            ("Date d'immatriculation", fr_date(v["affiliation_date"])),
            ("Régime", "Salarié du secteur privé"),
        ],
    )
    items += section
    section, y = card(
        y + 50,
        "Mon employeur actuel",
        [
            ("Raison sociale", v["employer"]),
            ("N° d'affiliation", v["employer_cnss"]),
            ("Date d'entrée", fr_date(str(v.get("hire_date", v["affiliation_date"])))),
        ],
    )
    items += section
    y += 60
    items += [
        Item(_L, y, "Statut AMO :", 30, "bold"),
        Item(_L + 230, y, "Droits ouverts", 30),
        Item(
            _L, y + 50, "Cette attestation est délivrée à la demande de l'assuré(e) pour servir et valoir ce que de", 28
        ),
        Item(_L, y + 90, "droit. Elle peut être vérifiée en ligne à l'aide du code ci-dessous.", 28),
    ]
    y += 180
    items += [
        *_qr(_L, y, code),
        Item(_L + 420, y + 20, "N° de l'attestation", 28),
        Item(_L + 420, y + 60, number, 36, "mono"),
        Item(_L + 420, y + 140, "Code de vérification", 28),
        Item(_L + 420, y + 180, code, 36, "mono"),
        Item(_L + 420, y + 260, "Vérification : www.macnss.ma/verification", 26),
    ]
    b1, _ = _button(1700, y + 20, "Télécharger")
    b2, _ = _button(1700, y + 120, "Imprimer")
    items += b1 + b2
    items += [
        Rule(0, 3290, A4[0], 3292),
        Item(_L, 3320, "https://www.macnss.ma/assure/attestations/immatriculation", 22),
        _right(_R, 3320, "1/1", 22),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(agency, town) of the account."""
    rng = random.Random(f"{v['rib'][:6]}-agency-s")
    town = rng.choice(("Casablanca", "Rabat", "Tanger", "Marrakech", "Agadir", "Fès"))
    return f"{town} {rng.choice(('Entreprises', 'Anfa Place', 'Racine', 'Hay Riad', 'City Center'))}", town


def bank_statement_page_s(v: dict[str, Any]) -> Page:
    """A dense English statement of account: the period header line, the account block, a Date | Value date |
    Transaction details | Reference | Debit | Credit | Balance table between the OPENING and CLOSING BALANCE rows."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-s")
    agency, town = _agency(v)
    employer = str(v.get("employer", "EMPLOYER")).upper()
    rent = round(opening + net - closing, 2)
    spend = [
        (rng.randint(2, 6), f"CARD PURCHASE {rng.choice(('MARJANE', 'CARREFOUR', 'ACIMA'))} {town.upper()}"),
        (rng.randint(7, 11), f"DIRECT DEBIT {rng.choice(('LYDEC', 'REDAL', 'AMENDIS'))} INVOICE"),
        (rng.randint(12, 16), "ATM WITHDRAWAL"),
        (rng.randint(17, 21), f"MOBILE TOP-UP {rng.choice(('MAROC TELECOM', 'ORANGE', 'INWI'))}"),
        (rng.randint(22, 25), "CARD PURCHASE ONLINE GLOVO"),
    ]
    cents = [
        rng.randint(20_000, 120_000),
        rng.randint(15_000, 60_000),
        rng.choice((50_000, 100_000, 200_000)),
        rng.choice((5_000, 10_000, 20_000)),
        rng.randint(8_000, 30_000),
    ]
    moves: list[tuple[int, str, int]] = [
        (rng.randint(1, 5), f"STANDING ORDER RENT {EN_MONTHS[month - 1]} {year}", -round(rent * 100)),
        (rng.randint(8, 20), "CASH DEPOSIT BRANCH", sum(cents)),
        (rng.randint(max(1, last - 6), last - 1), f"SALARY TRANSFER {employer[:24]}", round(net * 100)),
    ]
    moves += [(d, label, -c) for (d, label), c in zip(spend, cents, strict=True)]
    moves.append((last, "ACCOUNT FEES PACKAGE", -rng.choice((2_500, 3_300, 4_950))))
    moves[1] = (moves[1][0], moves[1][1], moves[1][2] - moves[-1][2])  # the deposit covers the fees too
    moves.sort(key=lambda m: (m[0], m[1]))
    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    holder = v["account_holder"].upper()
    items: list[Item | Rule] = [
        Item(_L, 100, v["bank_name"], 50, "bold"),
        Item(_L, 168, "Corporate & Private Banking - Online statement service", 26),
        _right(_R, 100, "STATEMENT OF ACCOUNT", 46, "bold"),
        _right(_R, 164, f"Statement no. {month:02d}/{year}", 26),
        Rule(_L, 220, _R, 224),
        Item(_L, 250, f"Statement period {fr_date(start)} - {fr_date(end)}", 38, "bold"),
        _right(_R, 256, f"Printed {fr_date(_issued({**v, 'cin': v['rib'], 'pay_period': start[:7]}, 'stm'))}", 26),
        Rule(_L, 320, _R, 322),
    ]
    rows = [
        ("Account holder", holder),
        ("Account no. (RIB)", _rib_groups(v["rib"])),
        ("IBAN", iban(v["rib"])),
        ("BIC", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Branch", agency),
        ("Currency", "MAD - Moroccan dirham"),
    ]
    for i, (label, value) in enumerate(rows):
        y = 350 + i * 52
        items += [
            Item(_L, y, label, 28),
            Item(
                _L + 400,
                y,
                value,
                30,
                "mono" if label.startswith(("Acc", "IBAN")) and label != "Account holder" else "bold",
            ),
        ]
    # the table
    cols = (_L, 440, 720, 1420, 1660, 1880, 2100, _R)  # Date | Value | Details | Ref | Debit | Credit | Balance
    heads = ("Date", "Value date", "Transaction details", "Reference", "Debit", "Credit", "Balance")
    y = 700
    top = y
    items += [Rule(_L, y, _R, y + 3)]
    for c, head in enumerate(heads):
        if c >= 4:
            items.append(_right(cols[c + 1] - 12, y + 16, head, 24, "bold"))
        else:
            items.append(Item(cols[c] + 12, y + 16, head, 24, "bold"))
    y += 58
    items.append(Rule(_L, y, _R, y + 2))
    y += 12
    size, gap = 26, 54

    def row(
        y: int, date_: str, value: str, details: str, ref: str, amount: int | None, balance: int, bold: bool
    ) -> list[Item | Rule]:
        style = "bold" if bold else "regular"
        out: list[Item | Rule] = [Item(cols[0] + 12, y, date_, size, style)]
        if value:
            out.append(Item(cols[1] + 12, y, value, size))
        out.append(Item(cols[2] + 12, y, details, _fit(details, cols[3] - cols[2] - 24, size, style, 18), style))
        if ref:
            out.append(Item(cols[3] + 12, y + 2, ref, 22, "mono"))
        if amount is not None:
            col = 4 if amount < 0 else 5
            out.append(_right(cols[col + 1] - 12, y, _en_amount(abs(amount) / 100), size))
        out.append(_right(cols[7] - 12, y, _signed(balance / 100), size, style))
        return out

    balance = round(opening * 100)
    items += row(y, _bank_date(start), "", "OPENING BALANCE", "", None, balance, True)
    y += gap
    items.append(Rule(cols[0], y - 12, _R, y - 11))
    for d, label, c in moves:
        balance += c
        iso = f"{year:04d}-{month:02d}-{d:02d}"
        value_day = f"{year:04d}-{month:02d}-{min(d + (1 if c > 0 else 0), last):02d}"
        ref = f"{rng.randint(10**9, 10**10 - 1)}"
        items += row(y, _bank_date(iso), _bank_date(value_day), label, ref, c, balance, False)
        y += gap
        items.append(Rule(cols[0], y - 12, _R, y - 11))
    assert balance == round(closing * 100), "the movements must close on the closing balance"
    items += row(y, _bank_date(end), "", "CLOSING BALANCE", "", None, balance, True)
    y += gap
    items += [*frame(_L, top, _R, y, 2), *[Rule(x, top, x + 1, y) for x in cols[1:-1]]]
    y += 40
    items += [
        Item(_L, y, f"Total debits {_en_amount(debits / 100)}", 28, "bold"),
        Item(_L + 700, y, f"Total credits {_en_amount(credits / 100)}", 28, "bold"),
        Item(_L + 1400, y, f"Number of transactions {len(moves)}", 28),
    ]
    notice, _ = flow_text(
        _L,
        y + 90,
        "Please examine this statement upon receipt. Any discrepancy must be reported to your branch within 30 "
        "days; after this period the statement is deemed accepted. Balances are shown in Moroccan dirhams; a "
        "negative balance is preceded by a minus sign.",
        size=26,
        gap=40,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3270, _R, 3272),
        Item(_L, 3290, f"{v['bank_name']} - Credit institution approved by Bank Al-Maghrib", 22),
        _right(_R, 3290, "Page 1 of 1", 22),
    ]
    return Page(A4, tuple(items))


def rib_page_s(v: dict[str, Any]) -> Page:
    """A screenshot of the online-banking 'Account details' page in English printed on A4: browser chrome, top
    navigation, a left menu, the account selector, labelled rows, the RIB as one unspaced string with a 'Copy'
    button, the IBAN in fours, the BIC, 'Download RIB (PDF)' and 'Share' buttons."""
    rib = v["rib"]
    bank = v["bank_name"]
    agency, _ = _agency(v)
    rng = random.Random(f"{rib}-rib-s")
    host = _HOSTS.get(bank, "online.banque.ma")
    printed = _issued({**v, "cin": rib, "pay_period": str(v.get("pay_period", "2026-10"))}, "rib")
    items: list[Item | Rule] = [
        Item(_L, 60, f"{fr_date(printed)} {rng.randint(8, 22):02d}:{rng.randint(0, 59):02d}", 22),
        _centre(0, A4[0], 60, f"{bank} - Online Banking - Account details", 22),
        # browser chrome
        *frame(100, 110, 2380, 3200, 3),
        Rule(100, 110, 2380, 114),
        *frame(130, 130, 760, 190, 2),
        Item(160, 144, f"Account details | {bank}"[:34], 24),
        Item(800, 144, "+", 28),
        Rule(100, 210, 2380, 212),
        Item(140, 236, "<   >   C", 28, "bold"),
        *frame(360, 226, 2330, 286, 2),
        Item(390, 240, f"https://{host}/en/accounts/details", 26),
        Rule(100, 306, 2380, 308),
        # the bank's top navigation
        Item(160, 340, bank, 44, "bold"),
        _right(2320, 350, f"Welcome, {v['account_holder']}   |   EN / FR   |   Log out", 26),
        Rule(100, 420, 2380, 423),
    ]
    x = 160
    for i, tab in enumerate(("Home", "Accounts", "Cards", "Transfers", "Bills", "Savings")):
        items.append(Item(x, 446, tab, 30, "bold" if i == 1 else "regular"))
        x += round(text_width(tab, 30, "bold")) + 90
    items += [Rule(100, 506, 2380, 508)]
    # left menu
    mx1 = 640
    menu = ("Account overview", "Account details", "Transactions", "Statements", "Cheques", "Beneficiaries", "Settings")
    my = 560
    for i, entry in enumerate(menu):
        if i == 1:
            items += [Rule(110, my - 14, 118, my + 44)]
        items.append(Item(150, my, entry, 30, "bold" if i == 1 else "regular"))
        my += 80
    items.append(Rule(mx1, 508, mx1 + 2, 3200))
    # content
    cx = mx1 + 70
    items += [
        Item(cx, 560, "Accounts  >  Account details", 26),
        Item(cx, 620, "Account details", 56, "bold"),
        Item(cx, 720, "Select account", 26),
        *frame(cx, 760, 2280, 840, 2),
        Item(cx + 30, 782, f"Current account - ***{rib[-8:-2]}", 32),
        _right(2250, 778, "v", 34, "bold"),
    ]
    rows = [
        ("Account holder", v["account_holder"].upper()),
        ("Account type", "Current account (personal)"),
        ("Currency", "MAD"),
        ("Branch", agency),
        ("Opening date", fr_date(f"{rng.randint(2008, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}")),
    ]
    y = 920
    for label, value in rows:
        items += [Item(cx, y, label, 28), Item(cx + 520, y - 4, value, 34, "bold"), Rule(cx, y + 62, 2280, y + 63)]
        y += 90
    y += 40
    box = cx + 580 + round(text_width(rib, 44, "mono"))
    items += [
        Item(cx, y, "Bank identity details", 38, "bold"),
        Item(cx, y + 90, "RIB", 28),
        *frame(cx + 520, y + 70, box, y + 160, 2),
        Item(cx + 550, y + 92, rib, 44, "mono"),
    ]
    copy, _ = _button(box + 40, y + 80, "Copy", 26)
    items += copy
    items += [
        Item(cx, y + 210, "IBAN", 28),
        Item(cx + 520, y + 204, iban(rib), 38, "mono"),
        Item(cx, y + 290, "BIC / SWIFT", 28),
        Item(cx + 520, y + 284, _BIC.get(bank, "BCMAMAMC"), 38, "mono"),
        Item(cx, y + 370, "Bank name", 28),
        Item(cx + 520, y + 366, bank, 34, "bold"),
    ]
    y += 470
    b1, x1 = _button(cx, y, "Download RIB (PDF)", 30)
    b2, _ = _button(x1 + 40, y, "Share", 30)
    items += b1 + b2
    tip, _ = flow_text(
        cx,
        y + 150,
        "Give your RIB to your employer so that your salary is paid into this account, or to any organisation "
        "that needs to credit or debit it. Never share your passwords or one-time codes.",
        size=28,
        gap=44,
        width=2280 - cx,
    )
    items += tip
    items += [
        Item(_L, 3260, f"https://{host}/en/accounts/details", 22),
        _right(_R, 3260, "1/1", 22),
    ]
    return Page(A4, tuple(items))


PAGES_S: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_s,
    "cin_front": cin_front_page_s,
    "cin_back": cin_back_page_s,
    "passport": passport_page_s,
    "employment_certificate": employment_certificate_page_s,
    "salary_certificate": salary_certificate_page_s,
    "cnss_certificate": cnss_certificate_page_s,
    "bank_statement": bank_statement_page_s,
    "rib": rib_page_s,
}
