"""Layout "aa" of every document type: a twenty-seventh, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_z`, other real-world
conventions, all ENGLISH-LANGUAGE PAPERWORK: documents of multinational and offshore employers (Casablanca Finance
City, Casanearshore call centres, global payroll providers), of the international desks of the banks' Moroccan
branches, and the English paperwork that surrounds government documents (a bank's KYC record, an ID scanner's
report, a lawyer's certified true copy, a sworn translation). Amounts in the English form with the currency code
first ("MAD 12,500.00": comma thousands, dot decimals), dates with English month names in the forms of each source
("1 March 2019", "1st March 2019", "Mar 1, 2019", "01-Mar-2019"), the civility "Mr" / "Ms" without a full stop:

- payslip: a GLOBAL PAYROLL PROVIDER's English-first payslip ("processed by ... on behalf of <employer>"): the
  employer block top left with "Employer CNSS no.", "PAYSLIP" top right over "Bulletin de paie" and the month
  ("October 2026"), a strip "Pay period 01-Oct-2026 to 31-Oct-2026 | Pay date | Payslip no.", the employee as two
  columns of English labels with the French label in small type UNDER each ("Employee name" / "Nom du salarié":
  the name as "El Amrani, Youssef", last name first with a comma; "Employee ID"; "National ID"; "Social security
  no."; "Date of joining 01-Mar-2019"; "Designation"; "Department"; "Employment type CDI (open-ended)"; "Work
  location"; "Payment mode"), ONE four-column grid "EARNINGS | MAD | DEDUCTIONS | MAD" with earnings and deductions
  on the same rows, a totals row "Gross pay" / "Total deductions", a framed band "NET PAY / NET À PAYER   MAD
  9,876.54", the net IN ENGLISH WORDS ("Moroccan Dirhams Nine Thousand ... and Fifty-Four Centimes Only"), a
  leave-balance table and a year-to-date line, and the provider's footer;
- CNIE front: an international bank's A4 "KYC DOCUMENT RECORD" in English: the bank's header and the customer
  file number, the card's front reproduced at full size (French / Arabic card, small labels over bold values,
  dotted dates, "N°" and the number under the photo), then an ENGLISH VERIFICATION TABLE typed by the officer
  ("Document number", "Surname", "Given name", "Date of birth 12 Mar 1988", "Place of birth", "Expiry date 15
  Sep 2031"), tick boxes ("[X] Original sighted"), and the officer's "Certified true copy of the original" block;
- CNIE back: the A4 REPORT OF A DESKTOP ID SCANNER in English ("ID Scan Report", device and session line), the
  card's back at full size ("Fils de" / "et de", the address on one line under "Adresse", civil status and sex,
  the TD1 MRZ), then the scanner's "MRZ decoded" table (document code, issuing state, document number, date of
  birth, expiry, nationality, name) with a "Check digits" column ("OK" / "FAILED") and an overall result line;
- passport: a CERTIFIED TRUE COPY in the English-law style on A4: the data page photocopied at full size in the
  upper half (French / English labels above the values, ICAO dates "12 MAR 1988", the CIN as "N° personnel /
  Personal No.", the TD3 MRZ), then a Casablanca lawyer's typed certification "I certify that this is a true copy
  of the original passport which I have seen, and that the photograph is a true likeness of the holder", the
  lawyer's name, bar, address, date ("31 October 2026"), a signature line and a framed stamp;
- employment certificate: an English letter from a Casablanca Finance City company's "HR Shared Services": an
  initials logo box, "Ref:" and "Date: 5th November 2026" (ORDINAL dates), "TO WHOM IT MAY CONCERN", the title
  "CERTIFICATE OF EMPLOYMENT", "This is to certify that Mr ..., holder of National Identity Card (CNIE) No. ...,
  has been employed with <employer> since 1st March 2019 as <position>", the contract as "an open-ended employment
  contract (CDI)" / "a fixed-term employment contract (CDD)", the employer's CNSS number in its own sentence, a
  verification e-mail, "Yours faithfully," and "For and on behalf of", a registry footer (RC, ICE, CNSS);
- salary certificate: an English "SALARY CONFIRMATION LETTER" addressed to the applicant's bank ("To: The Manager,
  <bank>, Consumer Lending"), a "Subject:" line, US-style dates ("Mar 1, 2019", "Nov 5, 2026"), one paragraph
  giving the monthly gross and net as "MAD 12,500.00" with the net IN ENGLISH WORDS in parentheses, then a smaller
  "Version française" paragraph repeating the facts in French ("12 500,00 DH"), signature and stamp box;
- CNSS certificate: a SWORN TRANSLATION into English of the CNSS "Attestation d'affiliation": the translator's
  letterhead ("Sworn Translator approved by the Ministry of Justice"), "CERTIFIED TRANSLATION - FRENCH INTO
  ENGLISH" with the translation register number, then the translated certificate inside a frame with the
  translator's bracketed notes ("[Logo of the CNSS]", "[Round stamp of the CNSS agency]", "[QR code]"): "NATIONAL
  SOCIAL SECURITY FUND", "CERTIFICATE OF AFFILIATION", the insured as "Full name", "Registration No.", "National ID
  card No.", "Date of registration 15 December 2019", the employer's "Company name" and "Employer affiliation
  No.", the verification code, and under the frame the translator's certification, date, seal and signature;
- bank statement: an international branch's English "STATEMENT OF ACCOUNT": the bank and "International Banking
  Centre", the holder's postal block ("MR YOUSSEF EL AMRANI"), an account panel (account type, currency, RIB in 3 /
  3 / 16 / 2 groups, IBAN, BIC), the period as "1 October 2026 to 31 October 2026", an "ACCOUNT SUMMARY" strip of
  four framed cells ("Opening balance", "Total credits", "Total debits", "Closing balance", each "MAD ..."), then a
  Date | Value date | Description | Withdrawals | Deposits | Balance table with "03 Oct" dates, a "Balance brought
  forward" first row and a "Balance carried forward" last row, negative balances in parentheses;
- RIB: an English "BANK ACCOUNT DETAILS" sheet for incoming international transfers ("Attestation de RIB" as its
  subtitle): beneficiary, bank, branch and address, the IBAN FIRST and large in groups of four, the SWIFT / BIC,
  the domestic RIB in 3 / 3 / 16 / 2 groups with its four parts in a small table, a CORRESPONDENT BANKS table for
  EUR and USD transfers (correspondent, BIC, nostro account), transfer instructions and the issue date.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from tests.support.docgen import (
    A4,
    BIC,
    CARD,
    Item,
    Page,
    Rule,
    _rib_groups,
    _split_name,
    flow_text,
    fr_amount,
    fr_date,
    fr_words_date,
    frame,
    glue,
    iban,
    issued_after_period,
    last_day,
    passport_numbers,
    pay_lines,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import female as _female
from tests.support.docgen import right_item as _right

_L, _R = 170, 2310
_MONTHS = (
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
_CODE_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_PASSPORT = (1300, 915)
_issued = partial(issued_after_period, layout="aa", days=(2, 9))
_passport_aa = partial(passport_numbers, layout="aa", issued_from=2022, valid_years=5)


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-aa")


def _period(v: dict[str, Any]) -> tuple[int, int]:
    source = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    year, month = (int(p) for p in source.split("-")[:2])
    return year, month


def _issue_date(v: dict[str, Any], key: str) -> str:
    year, month = _period(v)
    return _issued({**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": f"{year:04d}-{month:02d}"}, key)


def _ymd(iso: str) -> tuple[int, int, int]:
    y, m, d = (int(p) for p in iso.split("-"))
    return y, m, d


def _long(iso: str) -> str:
    """'1 March 2019'."""
    y, m, d = _ymd(iso)
    return f"{d} {_MONTHS[m - 1]} {y}"


def _ordinal(iso: str) -> str:
    """'1st March 2019', '22nd March 2019', '13th March 2019'."""
    y, m, d = _ymd(iso)
    suffix = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suffix} {_MONTHS[m - 1]} {y}"


def _us(iso: str) -> str:
    """'Mar 1, 2019'."""
    y, m, d = _ymd(iso)
    return f"{_MONTHS[m - 1][:3]} {d}, {y}"


def _dmy(iso: str) -> str:
    """'01-Mar-2019', the payroll software's form."""
    y, m, d = _ymd(iso)
    return f"{d:02d}-{_MONTHS[m - 1][:3]}-{y}"


def _short(iso: str) -> str:
    """'12 Mar 1988'."""
    y, m, d = _ymd(iso)
    return f"{d:02d} {_MONTHS[m - 1][:3]} {y}"


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    return _short(iso).upper()


def _en(value: float) -> str:
    """'12,500.00'; a negative value with a minus sign."""
    return f"{value:,.2f}"


def _mad(value: float) -> str:
    return f"MAD {_en(value)}"


def _acct(value: float) -> str:
    """A statement balance: '5,432.10', a negative one in parentheses '(123.45)'."""
    return f"({_en(-value)})" if value < 0 else _en(value)


_ONES = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _below_100(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, unit = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[unit]}" if unit else "")


def _below_1000(n: int, british: bool) -> str:
    hundreds, rest = divmod(n, 100)
    parts = [f"{_ONES[hundreds]} hundred"] if hundreds else []
    if rest:
        parts.append(("and " if british and hundreds else "") + _below_100(rest))
    return " ".join(parts) or "zero"


def _words(n: int, british: bool = False) -> str:
    """English words for 0 <= n < 1,000,000: 'nine thousand eight hundred seventy-six' (American) or 'nine
    thousand eight hundred and seventy-six' (British)."""
    thousands, rest = divmod(n, 1000)
    parts = [f"{_below_1000(thousands, british)} thousand"] if thousands else []
    if rest or not thousands:
        parts.append(("and " if british and thousands and rest < 100 else "") + _below_1000(rest, british))
    return " ".join(parts)


def _words_title(value: float) -> str:
    """'Moroccan Dirhams Nine Thousand Eight Hundred Seventy-Six and Fifty-Four Centimes Only'."""
    whole, cents = divmod(round(value * 100), 100)
    text = "Moroccan Dirhams " + _words(whole).title()
    if cents:
        text += f" and {_words(cents).title()} Centimes"
    return text + " Only"


def _words_british(value: float) -> str:
    """'nine thousand eight hundred and seventy-six dirhams and fifty-four centimes'."""
    whole, cents = divmod(round(value * 100), 100)
    text = f"{_words(whole, british=True)} dirhams"
    return text + (f" and {_words(cents, british=True)} centimes" if cents else "")


def _code(seed: str, groups: int = 3) -> str:
    """A verification code such as 'K7PX-2MQA-9RTE': letters and digits, never a long run of digits."""
    rng = random.Random(f"{seed}-code-aa")
    parts = []
    for _ in range(groups):
        part = [rng.choice(_CODE_CHARS) for _ in range(4)]
        part[rng.randrange(4)] = rng.choice(_CODE_CHARS[:24])
        parts.append("".join(part))
    return "-".join(parts)


def _mr(v: dict[str, Any]) -> str:
    return "Ms" if _female(v) else "Mr"


def _he(v: dict[str, Any]) -> tuple[str, str]:
    return ("She", "her") if _female(v) else ("He", "his")


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 24) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _para(x: int, y: int, text: str, *, size: int = 36, gap: int = 56, width: int = _R - _L) -> tuple[list[Item], int]:
    return flow_text(x, y, text, size=size, gap=gap, width=width)


def _initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[0].isupper() and w not in ("SA", "SARL")]
    return "".join(w[0] for w in words[:3]) or name[:2].upper()


def _logo(x: int, y: int, name: str, side: int = 130) -> list[Item | Rule]:
    letters = _initials(name)
    size = _fit(letters, side - 30, 60, "bold")
    return [
        *frame(x, y, x + side, y + side, 6),
        _centre(x, x + side, y + (side - size) // 2 - 6, letters, size, "bold"),
    ]


def _qr(x: int, y: int, seed: str, module: int = 11, n: int = 25) -> list[Item | Rule]:
    """A QR-like block: three finder squares and random modules."""
    rng = random.Random(f"{seed}-qr-aa")
    out: list[Item | Rule] = []
    finders = ((0, 0), (n - 7, 0), (0, n - 7))
    for fx, fy in finders:
        px, py = x + fx * module, y + fy * module
        out += frame(px, py, px + 7 * module, py + 7 * module, module)
        out.append(Rule(px + 2 * module, py + 2 * module, px + 5 * module - 1, py + 5 * module - 1))
    for row in range(n):
        for col in range(n):
            if any(fx - 1 <= col <= fx + 7 and fy - 1 <= row <= fy + 7 for fx, fy in finders):
                continue
            if rng.random() < 0.42:
                px, py = x + col * module, y + row * module
                out.append(Rule(px, py, px + module - 1, py + module - 1))
    return out


def _scribble(x: int, y: int, seed: str, width: int = 320) -> list[Item | Rule]:
    """A signature drawn as a few short strokes of varying height."""
    rng = random.Random(f"{seed}-sign-aa")
    out: list[Item | Rule] = []
    px = x
    while px < x + width:
        step = rng.randint(14, 30)
        top = y + rng.randint(0, 40)
        out.append(Rule(px, top, px + step, top + rng.randint(3, 5)))
        px += step - 4
    return out


def _firm(employer: str) -> dict[str, str]:
    """The employer's English-speaking address and people, the same on every layout-aa document."""
    rng = random.Random(f"aa-firm-{employer}")
    site = rng.choice(
        (
            ("Casablanca Finance City, Tower CFC 2, 14th floor", "Casablanca Finance City", "20270"),
            ("Casanearshore Park, Shore 11, 1100 Bd El Qods, Sidi Maarouf", "Casablanca", "20270"),
            ("Technopolis Rabat-Shore, Building B4, Sala Al Jadida", "Rabat", "11100"),
            ("Tanger Offshore Plaza, Route de Rabat, Km 12", "Tanger", "90000"),
            ("Marina Business Center, Bd des Almohades, Building 3", "Casablanca", "20030"),
        )
    )
    domain = "".join(c for c in employer.lower().split(" s")[0] if c.isalpha())[:18]
    provider = rng.choice(("Meridian Global Payroll", "PayAtlas International", "Crossborder Payroll Services"))
    return {
        "street": site[0],
        "town": site[1],
        "postcode": site[2],
        "domain": f"{domain}.ma",
        "provider": provider,
        "group": rng.choice(("Northbridge", "Westhaven", "Bluepoint", "Harborline")) + " Group",
        "hr_name": rng.choice(("Sarah Bennis", "Mehdi Lahlou", "Laila Sqalli", "Adam Kettani", "Rita Benchekroun")),
        "hr_title": rng.choice(("Head of HR Operations, Morocco", "HR Shared Services Manager", "HR Director - MENA")),
        "rc": str(rng.randint(300_000, 599_999)),
        "ice": f"00{rng.randint(10**12, 10**13 - 1)}",
    }


def _label(x: int, y: int, english: str, french: str, size: int = 28) -> list[Item | Rule]:
    """An English label with its French label in small type under it."""
    return [Item(x, y, english, size, "bold"), Item(x, y + size + 6, french, 22)]


# payslip ------------------------------------------------------------------------------------------------------
def payslip(v: dict[str, Any]) -> Page:
    """A global payroll provider's English-first payslip: one four-column Earnings / Deductions grid, the net in
    a framed band and in English words."""
    p = pay_lines(v)
    year, month = _period(v)
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    given, family = _split_name(v["applicant_name"])
    start, end = f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-{last_day(year, month):02d}"
    employee_id = f"MA{rng.randint(10000, 99999)}"
    items: list[Item | Rule] = [
        *_logo(_L, 150, v["employer"]),
        Item(_L + 170, 150, v["employer"], _fit(v["employer"], 1100, 44, "bold"), "bold"),
        Item(_L + 170, 212, firm["street"], 28),
        Item(_L + 170, 252, f"{firm['postcode']} {firm['town']}, Morocco", 28),
        Item(_L + 170, 292, f"Employer CNSS no.: {v['employer_cnss']}    ICE: {firm['ice']}", 28),
        _right(_R, 146, "PAYSLIP", 68, "bold"),
        _right(_R, 228, "Bulletin de paie", 32),
        _right(_R, 280, f"{_MONTHS[month - 1]} {year}", 40, "bold"),
        Rule(_L, 370, _R, 376),
    ]
    strip = [
        ("Pay period", f"{_dmy(start)} to {_dmy(end)}"),
        ("Pay date", _dmy(end)),
        ("Payslip no.", f"PS-{year}{month:02d}-{rng.randint(1000, 9999)}"),
        ("Currency", "MAD"),
    ]
    xs = (_L, _L + 820, _L + 1280, _L + 1860)
    for x, (label, value) in zip(xs, strip, strict=True):
        items += [Item(x, 400, label, 24), Item(x, 434, value, 32, "bold")]
    items.append(Rule(_L, 500, _R, 502))
    contract = {"CDI": "CDI (open-ended)", "CDD": "CDD (fixed-term)"}.get(v["contract_type"], v["contract_type"])
    left = [
        ("Employee name", "Nom du salarié", f"{family}, {given}"),
        ("Employee ID", "Matricule", employee_id),
        ("National ID", "N° CIN", v["cin"]),
        ("Social security no.", "N° d'immatriculation CNSS", v["cnss_number"]),
        ("Date of joining", "Date d'embauche", _dmy(v["hire_date"])),
    ]
    right = [
        ("Designation", "Fonction", v["position"]),
        ("Department", "Service", rng.choice(("Finance Operations", "Customer Care", "Shared Services", "IT"))),
        ("Employment type", "Type de contrat", contract),
        ("Work location", "Lieu de travail", firm["town"]),
        ("Payment mode", "Mode de paiement", "Bank transfer"),
    ]
    for col, rows in ((_L, left), (_L + 1100, right)):
        for i, (english, french, value) in enumerate(rows):
            y = 540 + i * 92
            items += _label(col, y, english, french)
            items.append(Item(col + 420, y - 2, value, _fit(value, 620, 34, "bold"), "bold"))
    # the pay grid: earnings and deductions on the same rows
    top = 1040
    cols = (_L, _L + 700, _L + 1070, _L + 1770, _R)
    earnings: list[tuple[str, float]] = [("Basic salary", p["base"])]
    if p["bonus"]:
        earnings.append((f"Seniority allowance ({int(p['rate'])}%)", p["bonus"]))
    deductions = [
        ("CNSS (4.48%)", p["cnss"]),
        ("AMO health insurance (2.26%)", p["amo"]),
        ("Income tax (IR)", p["igr"]),
    ]
    heads = ("EARNINGS", "MAD", "DEDUCTIONS", "MAD")
    items += [Rule(_L, top + 68, _R, top + 71)]  # under the header row
    items += [Item(cols[0] + 20, top + 16, heads[0], 32, "bold"), Item(cols[2] + 20, top + 16, heads[2], 32, "bold")]
    items += [
        _right(cols[2] - 20, top + 16, heads[1], 32, "bold"),
        _right(cols[4] - 20, top + 16, heads[3], 32, "bold"),
    ]
    n_rows = max(len(earnings), len(deductions))
    y = top + 90
    for i in range(n_rows):
        if i < len(earnings):
            name, amount = earnings[i]
            items += [Item(cols[0] + 20, y, name, 32), _right(cols[2] - 20, y, _en(amount), 32)]
        name, amount = deductions[i]
        items += [Item(cols[2] + 20, y, name, 32), _right(cols[4] - 20, y, _en(amount), 32)]
        y += 62
    y += 10
    items += [Rule(_L, y, _R, y + 2)]
    items += [
        Item(cols[0] + 20, y + 18, "Gross pay", 34, "bold"),
        _right(cols[2] - 20, y + 18, _en(p["gross"]), 34, "bold"),
        Item(cols[2] + 20, y + 18, "Total deductions", 34, "bold"),
        _right(cols[4] - 20, y + 18, _en(p["held"]), 34, "bold"),
    ]
    bottom = y + 80
    items += frame(_L, top, _R, bottom, 3)
    items += [Rule(x, top, x + 2, bottom) for x in cols[1:4]]
    y = bottom + 50
    items += frame(_L, y, _R, y + 120, 5)
    items += [
        Item(_L + 30, y + 20, "NET PAY", 44, "bold"),
        Item(_L + 30, y + 74, "Net à payer", 24),
        _right(_R - 30, y + 30, _mad(p["net"]), 54, "bold"),
    ]
    y += 150
    words, y = _para(_L, y, f"Amount in words: {_words_title(p['net'])}", size=30, gap=44)
    items += words
    y += 40
    # leave balance and year to date
    accrued = 1.5
    opening = round(rng.randint(4, 20) + 0.5 * rng.randint(0, 1), 1)
    taken = float(rng.choice((0, 0, 1, 2, 3)))
    items += [Item(_L, y, "LEAVE BALANCE (days) / Solde de congés (jours)", 28, "bold")]
    leave_cols = (_L, _L + 330, _L + 660, _L + 990)
    y += 50
    for x, (head, days) in zip(
        leave_cols,
        (("Opening", opening), ("Accrued", accrued), ("Taken", taken), ("Closing", opening + accrued - taken)),
        strict=True,
    ):
        items += [Item(x, y, head, 26), Item(x, y + 38, f"{days:.1f}", 30, "bold")]
    ytd_gross = p["gross"] * month
    ytd_net = p["net"] * month
    items += [
        Item(_L + 1300, y - 50, "YEAR TO DATE / Cumul annuel", 28, "bold"),
        Item(_L + 1300, y, f"Gross pay YTD: {_en(round(ytd_gross, 2))}", 26),
        Item(_L + 1300, y + 38, f"Net pay YTD: {_en(round(ytd_net, 2))}", 26),
    ]
    y += 130
    items += [Rule(_L, y, _R, y + 2)]
    footer = (
        f"Processed by {firm['provider']} on behalf of {v['employer']}. This payslip is computer generated and is "
        "valid without signature. Please keep it without limit of time. Queries: "
        f"payroll.morocco@{firm['domain']}"
    )
    text, _ = _para(_L, y + 20, footer, size=24, gap=34)
    items += text
    return Page(A4, tuple(items))


# ID documents -------------------------------------------------------------------------------------------------
def _photo(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """A photo area: a frame with a head-and-shoulders silhouette drawn as bars."""
    cx, w = (x0 + x1) // 2, x1 - x0
    out: list[Item | Rule] = list(frame(x0, y0, x1, y1, 3))
    head_top, head_bottom = y0 + (y1 - y0) // 6, y0 + (y1 - y0) // 2
    centre, radius = (head_top + head_bottom) / 2, (head_bottom - head_top) / 2
    for y in range(head_top, head_bottom, 10):
        half = int(w * 0.2 * max(0.0, 1 - ((y + 3 - centre) / radius) ** 2) ** 0.5)
        out.append(Rule(cx - half, y, cx + half, y + 6))
    for i, y in enumerate(range(head_bottom + 20, y1 - 8, 10)):
        half = min(int(w * 0.2 + i * 8), w // 2 - 12)
        out.append(Rule(cx - half, y, cx + half, y + 6))
    return out


def _card_front(ox: int, oy: int, v: dict[str, Any]) -> list[Item | Rule]:
    """The CNIE front at CARD size, offset by (ox, oy)."""
    given, family = _split_name(v["applicant_name"])
    w, h = CARD
    rng = _rng(v, "front")
    out: list[Item | Rule] = [
        *frame(0, 0, w, h, 4),
        Item(40, 30, "ROYAUME DU MAROC", 34, "bold"),
        _right(w - 40, 26, "المملكة المغربية", 36, "bold"),
        Item(40, 78, "CARTE NATIONALE D'IDENTITÉ", 28, "bold"),
        _right(w - 40, 76, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 124, w - 40, 126),
        *_photo(40, 150, 360, 570),
        Item(40, 600, "N°", 24),
        Item(100, 590, v["cin"], 46, "bold"),
    ]
    fields = [
        (400, 150, "Prénom", given.upper(), 820),
        (400, 250, "Nom", family.upper(), 820),
        (400, 350, "Né(e) le", fr_date(v["date_of_birth"], "."), 320),
        (760, 350, "à", v["place_of_birth"].upper(), 480),
        (400, 450, "Valable jusqu'au", fr_date(v["cin_expiry"], "."), 340),
    ]
    for x, y, label, value, width in fields:
        out += [Item(x, y, label, 24), Item(x, y + 32, value, _fit(value, width, 42, "bold"), "bold")]
    out += [
        Item(760, 450, "Sexe", 24),
        Item(760, 482, "F" if _female(v) else "M", 42, "bold"),
        Item(400, 700, "CAN", 24),
        Item(480, 696, f"{rng.randint(100000, 999999)}", 30, "bold"),
        *frame(1080, 560, 1260, 780, 2),
    ]
    return [_shift(item, ox, oy) for item in out]


def _shift(item: Item | Rule, dx: int, dy: int) -> Item | Rule:
    if isinstance(item, Rule):
        return Rule(item.x0 + dx, item.y0 + dy, item.x1 + dx, item.y1 + dy)
    return Item(item.x + dx, item.y + dy, item.text, item.size, item.style)


def _bank_header(v: dict[str, Any], title: str, subtitle: str) -> list[Item | Rule]:
    bank = str(v.get("bank_name", "Attijariwafa bank"))
    return [
        *_logo(_L, 140, bank, 120),
        Item(_L + 160, 140, bank, 46, "bold"),
        Item(_L + 160, 200, "International Banking Centre - Casablanca Finance City", 28),
        _right(_R, 140, title, 40, "bold"),
        _right(_R, 194, subtitle, 28),
        Rule(_L, 290, _R, 296),
    ]


def _tick(x: int, y: int, text: str, checked: bool = True) -> list[Item | Rule]:
    return [
        *frame(x, y, x + 34, y + 34, 3),
        Item(x + 6, y - 2, "X" if checked else "", 30, "bold"),
        Item(x + 52, y - 2, text, 30),
    ]


def cin_front(v: dict[str, Any]) -> Page:
    """A bank's English KYC document record: the card's front at full size, the officer's verification table,
    tick boxes and the certified-copy block."""
    given, family = _split_name(v["applicant_name"])
    rng = _rng(v, "kyc-front")
    checked = _issue_date(v, "kyc")
    items: list[Item | Rule] = [
        *_bank_header(v, "KYC DOCUMENT RECORD", "Customer identification - identity document"),
        Item(_L, 330, f"Customer: {given} {family.upper()}", 30, "bold"),
        Item(_L + 1000, 330, f"Customer file (CIF): {rng.randint(10, 99)}-{rng.randint(100000, 999999)}", 30),
        _right(_R, 330, f"Branch: {rng.randint(100, 999)}", 30),
        Item(_L, 390, "Document: National Electronic Identity Card (CNIE) - FRONT SIDE", 34, "bold"),
    ]
    items += _card_front(_L + 120, 470, v)
    y = 1360
    items += [Item(_L, y, "VERIFICATION BY THE BANK OFFICER", 34, "bold"), Rule(_L, y + 54, _R, y + 57)]
    rows = [
        ("Document type", "CNIE - Kingdom of Morocco"),
        ("Document number", v["cin"]),
        ("Surname", family.upper()),
        ("Given name", given.upper()),
        ("Date of birth", _short(v["date_of_birth"])),
        ("Place of birth", v["place_of_birth"].title()),
        ("Expiry date", _short(v["cin_expiry"])),
        ("Nationality", "Moroccan"),
    ]
    y += 80
    for label, value in rows:
        items += [Item(_L + 20, y, label, 32), Item(_L + 620, y, value, 34, "bold"), Rule(_L, y + 58, _R, y + 59)]
        y += 70
    y += 30
    items += _tick(_L + 20, y, "Original sighted")
    items += _tick(_L + 620, y, "Photo matches the customer")
    items += _tick(_L + 1380, y, "Valid on the date of verification")
    y += 100
    officer = rng.choice(("Omar Benkirane", "Hind Filali", "Yassine Mernissi", "Ghita Lazrak"))
    items += [
        Item(_L, y, "Certified true copy of the original.", 32, "bold"),
        Item(_L, y + 56, f"Officer: {officer}, Relationship Manager - staff ID {rng.randint(10000, 99999)}", 30),
        Item(_L, y + 106, f"Date of verification: {_long(checked)}", 30),
        Item(_L + 1500, y, "Signature", 28),
        *_scribble(_L + 1500, y + 60, v["cin"] + "-officer"),
        Rule(_L + 1500, y + 130, _R, y + 132),
    ]
    items += [Item(_L, 3330, "Internal use only - keep with the customer file. Data protected under law 09-08.", 24)]
    return Page(A4, tuple(items))


def _card_back(ox: int, oy: int, v: dict[str, Any], mrz: list[str]) -> list[Item | Rule]:
    w, h = CARD
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "AHMED", "ABDELKADER", "LAHCEN", "BOUCHAIB", "MUSTAPHA"))
    mother = rng.choice(("FATIMA", "AICHA", "ZOHRA", "KHADIJA", "HALIMA", "SAADIA"))
    address = v["address"].upper()
    out: list[Item | Rule] = [
        *frame(0, 0, w, h, 4),
        Item(40, 36, "Fils / Fille de", 24),
        Item(40, 66, father, 34, "bold"),
        Item(520, 36, "et de", 24),
        Item(520, 66, mother, 34, "bold"),
        Item(40, 136, "Adresse", 24),
        Item(40, 166, address, _fit(address, 1200, 34, "bold"), "bold"),
        Item(40, 236, "N° d'état civil", 24),
        Item(40, 266, f"{rng.randint(100, 2999)}/{v['date_of_birth'][:4]}", 32, "bold"),
        Item(520, 236, "Sexe", 24),
        Item(520, 266, "F" if _female(v) else "M", 32, "bold"),
        Rule(0, 430, w, 432),
    ]
    out += [Item(60, 470 + i * 100, line, 50, "mono") for i, line in enumerate(mrz)]
    return [_shift(item, ox, oy) for item in out]


def cin_back(v: dict[str, Any]) -> Page:
    """A desktop ID scanner's English report: the card's back at full size and the decoded MRZ with its check
    digits."""
    mrz = td1_mrz(v)
    valid = v.get("mrz_valid", True)
    if not valid:
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    given, family = _split_name(v["applicant_name"])
    rng = _rng(v, "scan")
    scanned = _issue_date(v, "scan")
    items: list[Item | Rule] = [
        Rule(0, 0, A4[0], 110),
        Item(_L, 150, "ID Scan Report", 56, "bold"),
        _right(_R, 160, f"DocuScan Pro 7.2  -  device DS-{rng.randint(1000, 9999)}", 28),
        Item(
            _L,
            230,
            f"Session {rng.randint(100000, 999999)}  -  scanned on {_short(scanned)} at "
            f"{rng.randint(9, 17):02d}:{rng.randint(0, 59):02d}",
            30,
        ),
        Item(_L, 280, f"Requested by: {v.get('bank_name', 'Attijariwafa bank')} - account opening", 30),
        Rule(_L, 340, _R, 343),
        Item(_L, 380, "Image: Moroccan CNIE - BACK SIDE (white light, 600 dpi)", 32, "bold"),
    ]
    items += _card_back(_L + 120, 450, v, mrz)
    y = 1340
    birth, expiry = v["date_of_birth"], v["cin_expiry"]
    check = ("OK", "OK", "FAILED" if not valid else "OK", "OK")
    rows = [
        ("Document code", mrz[0][:2], ""),
        ("Issuing state", "MAR", ""),
        ("Document number", v["cin"], check[0]),
        ("Date of birth", _short(birth), check[2]),
        ("Date of expiry", _short(expiry), check[3]),
        ("Nationality", "MAR", ""),
        ("Name", f"{family.upper()}, {given.upper()}", ""),
    ]
    items += [Item(_L, y, "MRZ DECODED", 36, "bold"), Rule(_L, y + 60, _R, y + 63), Rule(_L, y + 120, _R, y + 123)]
    items += [Item(_L + 20, y + 72, "Field", 30, "bold"), Item(_L + 700, y + 72, "Value", 30, "bold")]
    items += [Item(_L + 1700, y + 72, "Check digit", 30, "bold")]
    y += 140
    for label, value, status in rows:
        items += [Item(_L + 20, y, label, 32), Item(_L + 700, y, value, 34, "bold"), Item(_L + 1700, y, status, 32)]
        items.append(Rule(_L, y + 56, _R, y + 57))
        y += 68
    composite = "OK" if valid else "FAILED"
    items += [
        Item(_L + 20, y + 10, "Composite check digit", 32),
        Item(_L + 1700, y + 10, composite, 32),
        Rule(_L, y + 66, _R, y + 67),
    ]
    y += 120
    result = "PASSED - all MRZ check digits valid" if valid else "ATTENTION - MRZ check digit mismatch"
    items += [
        *frame(_L, y, _R, y + 100, 4),
        Item(_L + 30, y + 28, f"Overall result: {result}", 36, "bold"),
        Item(_L, y + 160, "The decoded values above are read from the machine-readable zone only.", 26),
        Item(_L, y + 200, "Operator's initials: ______    Report generated automatically.", 26),
    ]
    return Page(A4, tuple(items))


def _data_page(ox: int, oy: int, v: dict[str, Any]) -> list[Item | Rule]:
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_aa(v)
    sex = "F" if _female(v) else "M"
    w, h = _PASSPORT
    out: list[Item | Rule] = [
        *frame(0, 0, w, h, 4),
        Item(30, 30, "ROYAUME DU MAROC / KINGDOM OF MOROCCO", 30, "bold"),
        _right(w - 30, 26, "المملكة المغربية", 32, "bold"),
        Item(30, 72, "PASSEPORT / PASSPORT", 26, "bold"),
        Rule(30, 112, w - 30, 114),
        *_photo(30, 132, 330, 532),
    ]
    fields = [
        (370, 128, "Type", "P", 100),
        (480, 128, "Code", "MAR", 140),
        (660, 128, "N° du passeport / Passport No.", number, 420),
        (370, 200, "Nom / Surname", family.upper(), 880),
        (370, 272, "Prénoms / Given names", given.upper(), 880),
        (370, 344, "Nationalité / Nationality", "MAROCAINE", 330),
        (800, 344, "Sexe / Sex", sex, 100),
        (370, 416, "Date de naissance / Date of birth", _icao(v["date_of_birth"]), 360),
        (800, 416, "Lieu de naissance / Place of birth", v["place_of_birth"].upper(), 460),
        (370, 488, "Date de délivrance / Date of issue", _icao(issued), 360),
        (800, 488, "Date d'expiration / Date of expiry", _icao(expiry), 460),
        (370, 560, "N° personnel / Personal No.", v["cin"], 360),
        (800, 560, "Autorité / Authority", "DGSN", 360),
    ]
    for x, y, label, value, width in fields:
        out += [Item(x, y, label, 22), Item(x, y + 26, value, _fit(value, width, 34, "bold"), "bold")]
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    out += [Rule(0, 680, w, 682), *(Item(24, 720 + i * 86, line, 42, "mono") for i, line in enumerate(mrz))]
    return [_shift(item, ox, oy) for item in out]


def passport(v: dict[str, Any]) -> Page:
    """A lawyer's certified true copy of the passport data page, in English."""
    rng = _rng(v, "lawyer")
    dated = _issue_date(v, "lawyer")
    lawyer = rng.choice(("Maître Karim Senhaji", "Maître Leila Berrechid", "Maître Nabil Ouazzani"))
    items: list[Item | Rule] = [
        Item(_L, 150, "Copy of passport - personal data page", 30),
        _right(_R, 150, f"Page 1 of 1  -  Ref. CTC/{rng.randint(100, 999)}/{dated[:4]}", 28),
    ]
    items += _data_page(_L + 200, 240, v)
    y = 1260
    items += [
        Item(_L + 40, y + 40, "CERTIFIED TRUE COPY", 48, "bold"),
    ]
    text = (
        "I certify that this is a true copy of the original passport which I have seen, and that the photograph "
        f"is a true likeness of the holder, {_mr(v)} {glue(v['applicant_name'])}."
    )
    para, yy = _para(_L + 40, y + 130, text, size=36, gap=56, width=_R - _L - 80)
    items += para
    details = [
        ("Name", lawyer),
        ("Capacity", "Attorney at law (Avocat), Casablanca Bar"),
        ("Address", "27 Boulevard Moulay Youssef, 20070 Casablanca"),
        ("Telephone", f"+212 522 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"),
        ("Date", _long(dated)),
    ]
    yy += 40
    for label, value in details:
        items += [Item(_L + 40, yy, label, 32), Item(_L + 400, yy, value, 34, "bold")]
        yy += 64
    items += [
        Item(_L + 40, yy + 40, "Signature", 30),
        *_scribble(_L + 260, yy + 40, v["cin"] + "-lawyer"),
        *frame(_R - 700, yy - 240, _R - 60, yy + 80, 3),
        *frame(_R - 690, yy - 230, _R - 70, yy + 70, 2),
        _centre(_R - 700, _R - 60, yy - 200, lawyer.upper(), 28, "bold"),
        _centre(_R - 700, _R - 60, yy - 150, "AVOCAT - BARREAU DE CASABLANCA", 24),
        _centre(_R - 700, _R - 60, yy - 110, "ATTORNEY AT LAW", 24),
        *frame(_L, y, _R, yy + 170, 4),
    ]
    items.append(
        Item(_L, 3360, "This certification relates to the copy only and not to the validity of the document.", 24)
    )
    return Page(A4, tuple(items))


# certificates -------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any], unit: str) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    return [
        *_logo(_L, 140, v["employer"]),
        Item(_L + 170, 140, v["employer"], _fit(v["employer"], 1200, 46, "bold"), "bold"),
        Item(_L + 170, 204, f"{unit} - a {firm['group']} company", 28),
        _right(_R, 150, firm["street"], 26),
        _right(_R, 190, f"{firm['postcode']} {firm['town']}, Morocco", 26),
        _right(_R, 230, f"hr@{firm['domain']}", 26),
        Rule(_L, 300, _R, 304),
    ]


def _registry(v: dict[str, Any], y: int = 3300) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    line = (
        f"{v['employer']} - {firm['street']}, {firm['town']} - RC {firm['town']} {firm['rc']} - ICE {firm['ice']} - "
        f"CNSS {v['employer_cnss']}"
    )
    return [Rule(_L, y, _R, y + 2), _centre(_L, _R, y + 20, line, _fit(line, _R - _L, 24, floor=20))]


def _signatory(x: int, y: int, v: dict[str, Any], stamp: bool = True) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    out: list[Item | Rule] = [
        Item(x, y, f"For and on behalf of {v['employer']}", 32),
        *_scribble(x, y + 70, v["employer"] + "-hr"),
        Item(x, y + 160, firm["hr_name"], 34, "bold"),
        Item(x, y + 210, firm["hr_title"], 30),
    ]
    if stamp:
        out += [*frame(_R - 560, y + 20, _R, y + 260, 3), _centre(_R - 560, _R, y + 120, "Company stamp", 26)]
    return out


def employment_certificate(v: dict[str, Any]) -> Page:
    """An English certificate of employment on company paper, ordinal dates."""
    issued = _issue_date(v, "employment")
    rng = _rng(v, "employment")
    he, _ = _he(v)
    contract = {
        "CDI": "an open-ended employment contract (CDI)",
        "CDD": "a fixed-term employment contract (CDD)",
    }.get(v["contract_type"], f"a {v['contract_type']} contract")
    items: list[Item | Rule] = [
        *_letterhead(v, "HR Shared Services"),
        Item(_L, 400, f"Ref: HR/EV/{issued[:4]}/{rng.randint(1000, 9999)}", 34),
        _right(_R, 400, f"Date: {_ordinal(issued)}", 34),
        Item(_L, 540, "TO WHOM IT MAY CONCERN", 38, "bold"),
        _centre(_L, _R, 700, "CERTIFICATE OF EMPLOYMENT", 58, "bold"),
    ]
    title_w = text_width("CERTIFICATE OF EMPLOYMENT", 58, "bold")
    items.append(Rule(round((_L + _R - title_w) / 2), 780, round((_L + _R + title_w) / 2), 784))
    paragraphs = [
        f"This is to certify that {_mr(v)} {glue(v['applicant_name'])}, holder of National Identity Card (CNIE) "
        f"No. {v['cin']}, has been employed with {glue(v['employer'])} since {glue(_ordinal(v['hire_date']))} as "
        f"{glue(v['position'])}.",
        f"{he} is employed on a full-time basis under {contract} and is, at the date of this letter, an active "
        "member of our staff.",
        f"{glue(v['employer'])} is registered with the Caisse Nationale de Sécurité Sociale (CNSS) under employer "
        f"number {v['employer_cnss']}.",
        "This certificate is issued at the request of the employee for whatever lawful purpose it may serve. It "
        "does not constitute a guarantee of continued employment. For any verification, please write to "
        f"hr.verification@{_firm(v['employer'])['domain']} quoting the reference above.",
    ]
    y = 900
    for text in paragraphs:
        para, y = _para(_L, y, text, size=38, gap=62)
        items += para
        y += 40
    items += [Item(_L, y + 40, "Yours faithfully,", 36)]
    items += _signatory(_L, y + 140, v)
    items += _registry(v)
    return Page(A4, tuple(items))


def salary_certificate(v: dict[str, Any]) -> Page:
    """An English salary confirmation letter to the applicant's bank, US dates, the net in English words, a French
    version under it."""
    issued = _issue_date(v, "salary")
    rng = _rng(v, "salary")
    _, his = _he(v)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    bank = str(v.get("bank_name", "Attijariwafa bank"))
    name = v["applicant_name"]
    items: list[Item | Rule] = [
        *_letterhead(v, "People & Culture"),
        _right(_R, 380, f"{_firm(v['employer'])['town'].split(' Finance')[0]}, {_us(issued)}", 34),
        Item(_L, 380, f"Our ref.: PC/SAL/{rng.randint(100, 999)}", 34),
        Item(_L, 480, "To: The Manager", 34),
        Item(_L, 530, bank, 34, "bold"),
        Item(_L, 580, "Consumer Lending Department", 34),
        Item(_L, 700, "SALARY CONFIRMATION LETTER", 52, "bold"),
        Item(_L, 790, f"Subject: Salary confirmation - {_mr(v)} {name}", 36, "bold"),
        Item(_L, 880, "Dear Sir or Madam,", 36),
    ]
    text = (
        f"We hereby confirm that {_mr(v)} {glue(name)}, National ID No. {v['cin']}, has been working for "
        f"{glue(v['employer'])} since {glue(_us(v['hire_date']))} and currently holds the position of "
        f"{glue(v['position'])}. {his.capitalize()} current monthly gross salary is {glue(_mad(gross))} and "
        f"{his} monthly net salary, after statutory deductions (CNSS, AMO and income tax), is {glue(_mad(net))} "
        f"({_words_british(net)}). {his.capitalize()} salary is paid by bank transfer on the last working day of "
        "each month."
    )
    para, y = _para(_L, 960, text, size=38, gap=62)
    items += para
    para, y = _para(
        _L,
        y + 40,
        "This letter is issued at the employee's request and without any liability on the part of the company.",
        size=38,
        gap=62,
    )
    items += para
    y += 60
    items += [Item(_L, y, "Version française", 30, "bold"), Rule(_L, y + 46, _L + 400, y + 48)]
    civ = "Mme" if _female(v) else "M."
    french = (
        f"Nous confirmons que {civ} {glue(name)}, CIN n° {v['cin']}, est employé(e) par {glue(v['employer'])} "
        f"depuis le {glue(fr_words_date(v['hire_date']))} en qualité de {glue(v['position'])}, avec un salaire "
        f"mensuel brut de {glue(fr_amount(gross) + ' DH')} et un salaire mensuel net de "
        f"{glue(fr_amount(net) + ' DH')}."
    )
    para, y = _para(_L, y + 70, french, size=30, gap=46)
    items += para
    items += [Item(_L, y + 50, "Yours faithfully,", 36)]
    items += _signatory(_L, y + 140, v)
    items += _registry(v)
    return Page(A4, tuple(items))


def cnss_certificate(v: dict[str, Any]) -> Page:
    """A sworn translator's English translation of the CNSS affiliation certificate."""
    rng = _rng(v, "translation")
    original = _issue_date(v, "cnss")
    translated = _issue_date(v, "translated")
    if translated < original:
        original, translated = translated, original
    given, family = _split_name(v["applicant_name"])
    translator = rng.choice(("Nadia El Ouafi", "Hicham Belghiti", "Samira Tahiri"))
    register = f"{translated[:4]}/{rng.randint(1000, 9999)}"
    items: list[Item | Rule] = [
        Item(_L, 140, f"{translator.upper()}", 42, "bold"),
        Item(_L, 200, "Sworn Translator approved by the Ministry of Justice - Court of Appeal of Casablanca", 28),
        Item(_L, 240, "Traducteur agréé près les juridictions - Arabic / French / English", 28),
        Item(_L, 280, f"45 Rue Tahar Sebti, Casablanca - Approval No. {rng.randint(100, 999)}", 28),
        Rule(_L, 340, _R, 343),
        _centre(_L, _R, 380, "CERTIFIED TRANSLATION - FRENCH INTO ENGLISH", 40, "bold"),
        _centre(_L, _R, 440, f"Translation register No. {register}  -  1 page", 30),
    ]
    top = 520
    y = top + 40
    items += [
        Item(_L + 50, y, "[Logo of the CNSS]", 28),
        _right(_R - 50, y, "[Text in Arabic: Kingdom of Morocco]", 28),
        Item(_L + 50, y + 60, "KINGDOM OF MOROCCO", 36, "bold"),
        Item(_L + 50, y + 110, "NATIONAL SOCIAL SECURITY FUND (CNSS)", 36, "bold"),
        Item(
            _L + 50, y + 160, f"Agency: {rng.choice(('Casablanca Anfa', 'Casablanca Hay Hassani', 'Rabat Agdal'))}", 30
        ),
        _centre(_L, _R, y + 260, "CERTIFICATE OF AFFILIATION", 50, "bold"),
        _centre(_L, _R, y + 330, f"No. {rng.randint(10, 99)}/{original[:4]}/{rng.randint(100000, 999999)}", 30),
        Item(_L + 50, y + 420, "The National Social Security Fund hereby certifies that:", 34),
    ]
    rows = [
        ("Full name", f"{family.upper()} {given.upper()}"),
        ("Registration No.", v["cnss_number"]),
        ("National ID card No.", v["cin"]),
        ("Date of registration", _long(v["affiliation_date"])),
        ("Company name", v["employer"]),
        ("Employer affiliation No.", v["employer_cnss"]),
    ]
    y += 500
    for label, value in rows:
        items += [Item(_L + 90, y, label, 34), Item(_L + 800, y, f": {value}", 36, "bold")]
        y += 68
    text = (
        "is registered with the social security scheme under the above number. This certificate is issued at the "
        "request of the person concerned for whatever purpose it may serve."
    )
    para, y = _para(_L + 50, y + 30, text, size=34, gap=52, width=_R - _L - 100)
    items += para
    code = _code(v["cnss_number"])
    items += [
        Item(_L + 50, y + 40, f"Issued in Casablanca on {_long(original)}", 34),
        Item(_L + 50, y + 110, "[Round stamp of the CNSS agency]  [Illegible signature]", 30),
        Item(_L + 50, y + 170, f"[QR code] Verification code: {code}", 30),
        Item(_L + 50, y + 220, "[Footer: verification on www.cnss.ma]", 28),
    ]
    bottom = y + 300
    items += frame(_L, top, _R, bottom, 3)
    y = bottom + 70
    cert = (
        f"I, the undersigned {glue(translator)}, sworn translator, certify that the above is a true and faithful "
        f"translation of the original document in French submitted to me, registered under No. {register}."
    )
    para, y = _para(_L, y, cert, size=34, gap=52)
    items += para
    items += [
        Item(_L, y + 40, f"Casablanca, {_long(translated)}", 34),
        Item(_L, y + 100, "The Sworn Translator", 32, "bold"),
        *_scribble(_L, y + 160, v["cnss_number"] + "-tr"),
        *frame(_R - 640, y + 20, _R, y + 300, 3),
        _centre(_R - 640, _R, y + 70, translator.upper(), 28, "bold"),
        _centre(_R - 640, _R, y + 120, "TRADUCTEUR AGRÉÉ", 26),
        _centre(_R - 640, _R, y + 165, "SWORN TRANSLATOR", 26),
        _centre(_R - 640, _R, y + 210, "COUR D'APPEL - CASABLANCA", 24),
    ]
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def _movements(v: dict[str, Any]) -> list[tuple[int, str, float]]:
    """(day, description, signed amount): the salary credit and the debits that close on the closing balance."""
    end_day = int(v["statement_period_end"][8:10])
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rng = _rng(v, "statement")
    employer = str(v.get("employer", "EMPLOYER")).upper()[:26]
    credits = [(rng.randint(2, 5), f"SALARY TRANSFER FROM {employer}", net)] if net else []
    debit_cents = round((opening + net - closing) * 100)
    out = list(credits)
    if debit_cents <= 0:
        if debit_cents < 0:
            out.append((rng.randint(12, 20), "INCOMING TRANSFER", -debit_cents / 100))
        return sorted(out, key=lambda row: row[0])
    names = [
        "STANDING ORDER - RENT",
        "CARD PAYMENT MARJANE CALIFORNIA",
        "ATM WITHDRAWAL CFC BRANCH",
        "BILL PAYMENT LYDEC",
        "CARD PAYMENT INWI TOP-UP",
    ]
    count = 1 if debit_cents < 60_00 else min(5, 2 + debit_cents // 100_000)
    shares = [0.62, 0.14, 0.12, 0.08, 0.04][:count]
    total = sum(shares)
    parts = [int(debit_cents * s / total) for s in shares]
    parts[0] += debit_cents - sum(parts)
    days = sorted(rng.sample(range(3, max(end_day - 1, 8)), count))
    out += [(day, name, -cents / 100) for day, name, cents in zip(days, names, parts, strict=False)]
    return sorted(out, key=lambda row: row[0])


def _account_panel(v: dict[str, Any], x: int, y: int) -> list[Item | Rule]:
    bank = str(v["bank_name"])
    rows = [
        ("Account type", "Current account - resident"),
        ("Currency", "MAD (Moroccan Dirham)"),
        ("Account no. (RIB)", _rib_groups(v["rib"])),
        ("IBAN", iban(v["rib"])),
        ("BIC / SWIFT", BIC.get(bank, "BCMAMAMC")),
    ]
    out: list[Item | Rule] = []
    for i, (label, value) in enumerate(rows):
        out += [Item(x, y + i * 54, label, 28), Item(x + 330, y + i * 54, value, 30, "bold")]
    return out


def bank_statement(v: dict[str, Any]) -> Page:
    """An international branch's English statement of account: a summary strip of four cells, then the
    transactions from a balance brought forward to a balance carried forward."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    rng = _rng(v, "statement-head")
    given, family = _split_name(v["account_holder"])
    moves = _movements(v)
    credits = round(sum(a for _, _, a in moves if a > 0), 2)
    debits = round(-sum(a for _, _, a in moves if a < 0), 2)
    items: list[Item | Rule] = [*_bank_header(v, "STATEMENT OF ACCOUNT", f"Statement no. {rng.randint(10, 99)}")]
    holder = f"{'MS' if _female(v) else 'MR'} {given.upper()} {family.upper()}"
    items += [
        Item(_L, 360, holder, 36, "bold"),
        Item(_L, 410, str(v.get("address", "Casablanca")).upper(), 30),
        Item(_L, 452, "MOROCCO", 30),
        Item(_L, 540, f"Statement period: {_long(start)} to {_long(end)}", 34, "bold"),
    ]
    items += _account_panel(v, _L + 1100, 360)
    y = 660
    cells = [
        (f"Opening balance ({_short(start)})", _mad(opening) if opening >= 0 else f"MAD {_acct(opening)}"),
        ("Total credits", _mad(credits)),
        ("Total debits", _mad(debits)),
        (f"Closing balance ({_short(end)})", _mad(closing) if closing >= 0 else f"MAD {_acct(closing)}"),
    ]
    items += [Item(_L, y, "ACCOUNT SUMMARY", 32, "bold")]
    y += 56
    width = (_R - _L) // 4
    for i, (label, value) in enumerate(cells):
        x0 = _L + i * width
        items += frame(x0, y, x0 + width - 16, y + 130, 3)
        items += [
            Item(x0 + 20, y + 16, label, 26),
            Item(x0 + 20, y + 62, value, _fit(value, width - 56, 36, "bold"), "bold"),
        ]
    y += 190
    cols = (_L, _L + 220, _L + 440, _L + 1570, _L + 1860, _R)  # three left edges, three right edges
    heads = ("Date", "Value date", "Description", "Withdrawals", "Deposits", "Balance")
    items += [Rule(_L, y, _R, y + 3), Rule(_L, y + 60, _R, y + 63)]
    for i, head in enumerate(heads):
        if i < 3:
            items.append(Item(cols[i] + 14, y + 14, head, 28, "bold"))
        else:
            items.append(_right(cols[i] - 14, y + 14, head, 28, "bold"))
    y += 80
    month_abbr = _MONTHS[int(start[5:7]) - 1][:3]

    def row(y: int, date: str, value_date: str, text: str, out: str, inn: str, bal: str, bold: bool) -> None:
        style = "bold" if bold else "regular"
        items.extend(
            [
                Item(cols[0] + 14, y, date, 28, style),
                Item(cols[1] + 14, y, value_date, 28),
                Item(cols[2] + 14, y, text, _fit(text, 900, 28, style), style),
                _right(cols[3] - 14, y, out, 28),
                _right(cols[4] - 14, y, inn, 28),
                _right(_R - 14, y, bal, 28, style),
                Rule(_L, y + 50, _R, y + 51),
            ]
        )

    row(y, f"{int(start[8:10]):02d} {month_abbr}", "", "Balance brought forward", "", "", _acct(opening), True)
    y += 66
    balance = opening
    for day, text, amount in moves:
        balance = round(balance + amount, 2)
        value_day = min(day + (1 if amount < 0 and day % 3 == 0 else 0), int(end[8:10]))
        row(
            y,
            f"{day:02d} {month_abbr}",
            f"{value_day:02d} {month_abbr}",
            text,
            _en(-amount) if amount < 0 else "",
            _en(amount) if amount > 0 else "",
            _acct(balance),
            False,
        )
        y += 66
    row(y, f"{int(end[8:10]):02d} {month_abbr}", "", "Balance carried forward", "", "", _acct(closing), True)
    y += 66
    items += [
        Item(cols[2] + 14, y + 10, "Totals", 28, "bold"),
        _right(cols[3] - 14, y + 10, _en(debits), 28, "bold"),
        _right(cols[4] - 14, y + 10, _en(credits), 28, "bold"),
    ]
    y += 120
    notes = (
        "Please examine this statement upon receipt. Any discrepancy should be reported to your branch within 30 "
        "days, after which the statement will be deemed correct. Balances in parentheses are debit balances. "
        "Deposits are guaranteed by the Moroccan deposit guarantee fund (FGD) within its limits."
    )
    para, y = _para(_L, y, notes, size=26, gap=38)
    items += para
    items += [Item(_L, 3330, "Page 1 of 1", 26), _right(_R, 3330, "This statement is computer generated.", 26)]
    return Page(A4, tuple(items))


def rib(v: dict[str, Any]) -> Page:
    """An English bank-details sheet for international transfers: the IBAN first, the BIC, the domestic RIB and
    its parts, the correspondent banks."""
    bank = str(v["bank_name"])
    rng = _rng(v, "rib")
    issued = _issue_date(v, "rib")
    given, family = _split_name(v["account_holder"])
    r = v["rib"]
    bic = BIC.get(bank, "BCMAMAMC")
    items: list[Item | Rule] = [*_bank_header(v, "BANK ACCOUNT DETAILS", "Attestation de RIB")]
    items += [
        Item(_L, 360, "Please use the details below to transfer funds to this account.", 32),
        Item(_L, 460, "Beneficiary name", 30),
        Item(_L + 520, 456, f"{_mr(v).upper()} {given.upper()} {family.upper()}", 40, "bold"),
        Item(_L, 540, "Beneficiary bank", 30),
        Item(_L + 520, 536, bank, 36, "bold"),
        Item(_L, 610, "Branch", 30),
        Item(_L + 520, 606, "International Banking Centre, Casablanca Finance City", 32),
        Item(_L, 670, "Branch address", 30),
        Item(_L + 520, 666, "Tower CFC 1, Casa Anfa, 20220 Casablanca, Morocco", 32),
        Item(_L, 730, "Account currency", 30),
        Item(_L + 520, 726, "MAD", 32),
    ]
    y = 830
    items += [
        *frame(_L, y, _R, y + 300, 4),
        Item(_L + 40, y + 30, "IBAN (International Bank Account Number)", 30),
        Item(_L + 40, y + 80, iban(r), 58, "mono"),
        Item(_L + 40, y + 180, "SWIFT / BIC", 30),
        Item(_L + 400, y + 170, bic, 48, "bold"),
    ]
    y += 360
    items += [
        Item(_L, y, "Domestic transfers within Morocco - RIB (Relevé d'Identité Bancaire, 24 digits)", 32, "bold"),
        Item(_L, y + 60, _rib_groups(r), 50, "mono"),
    ]
    y += 150
    parts = [("Bank code", r[:3]), ("City code", r[3:6]), ("Account number", r[6:22]), ("RIB key", r[22:])]
    xs = (_L, _L + 360, _L + 720, _L + 1500, _R)
    for i, (label, value) in enumerate(parts):
        items += [
            *frame(xs[i], y, xs[i + 1] - 20, y + 130, 2),
            Item(xs[i] + 20, y + 12, label, 26),
            Item(xs[i] + 20, y + 58, value, 40, "mono"),
        ]
    y += 200
    items += [Item(_L, y, "Correspondent banks for incoming international transfers", 32, "bold")]
    y += 60
    corr = [
        ("EUR", "Deutsche Bank AG, Frankfurt am Main", "DEUTDEFF", f"Nostro {rng.randint(10**7, 10**8 - 1)}"),
        ("USD", "Citibank N.A., New York", "CITIUS33", f"Nostro {rng.randint(10**7, 10**8 - 1)}"),
        ("GBP", "Barclays Bank PLC, London", "BARCGB22", f"Nostro {rng.randint(10**7, 10**8 - 1)}"),
    ]
    ccols = (_L, _L + 220, _L + 1150, _L + 1550, _R)
    items += [Rule(_L, y, _R, y + 3), Rule(_L, y + 54, _R, y + 57)]
    for x, head in zip(ccols, ("Currency", "Correspondent bank", "BIC", "Account"), strict=False):
        items.append(Item(x + 14, y + 12, head, 28, "bold"))
    y += 70
    for row in corr:
        for x, value in zip(ccols, row, strict=False):
            items.append(Item(x + 14, y, value, 28))
        items.append(Rule(_L, y + 50, _R, y + 51))
        y += 64
    y += 60
    notes = (
        f"Instructions: for transfers in foreign currency, ask the ordering bank to quote the IBAN and the BIC "
        f"{bic} of {glue(bank)} and, if needed, the correspondent bank above; transfers are credited in MAD at the "
        "bank's buying rate on the value date. For transfers within Morocco the 24-digit RIB is sufficient."
    )
    para, y = _para(_L, y, notes, size=28, gap=42)
    items += para
    items += [
        Item(_L, y + 60, f"Issued on {_long(issued)} at the customer's request.", 30),
        Item(_L + 1400, y + 60, "Authorised signature", 30),
        *_scribble(_L + 1400, y + 120, r + "-bank"),
        *_qr(_R - 275, y + 40, r, module=11, n=25),
        _right(_R, y + 340, "Scan to share these details", 24),
        Item(_L, 3330, "This document does not constitute a certificate of balance.", 24),
    ]
    return Page(A4, tuple(items))


PAGES_AA: dict[str, Callable[[dict[str, Any]], Page]] = {
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
