"""Layout "u" of every document type: a twenty-first, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_t`, other real-world
conventions, all ARABIC-FIRST: documents of regional firms, administrations, CNSS agencies and the participative
("Islamic") windows of the banks, where Arabic is the main language (large, right-aligned, read first) and French the
secondary one (smaller, under or beside the Arabic). Latin values (names in capitals, numbers in Western digits,
dates) sit in the Arabic reading order: the label on the RIGHT, its value on its LEFT; some labels only in Arabic,
others with a small French translation under them:

- payslip: "ورقة الأداء" large at the right with "Bulletin de paie" under it, a regional firm's Arabic letterhead
  at the top right (the firm's Latin name, its legal form and address in Arabic, "رقم الانخراط في الضمان
  الاجتماعي" before the employer's CNSS number) and a small French one at the top left, the month as "شهر الأداء :
  أكتوبر 2026" (the Moroccan month names) with "Période de paie : Octobre 2026" under it, the employee in a framed
  box of two RIGHT-TO-LEFT columns (Arabic label over a small French one at the right, the value right-aligned in a
  value column to its left: Nom / Prénom separate, CIN, N° CNSS, "Date d'embauche 01/03/2019", Emploi, Contrat,
  Matricule), a pay table whose columns run right to left: code, "البيان" (Arabic rubric over its French name),
  base, rate, "المستحقات / Gains" and the leftmost "الاقتطاعات / Retenues"; amounts "12 500,00"; a "المجموع"
  totals row, the framed "الصافي المؤدى / Net à payer" at the bottom LEFT, signatures and a bilingual notice;
- CNIE front: the Arabic header emphasised ("المملكة المغربية" large at the right, "ROYAUME DU MAROC" small at the
  left), the photo on the RIGHT with the card number under it after "رقم البطاقة / N° CNIE", each field an Arabic
  label right-aligned with its small French label to its left, then the value line: the Arabic form of the name or
  place at the right, the Latin value in capitals at the left, dates right-aligned alone ("12/03/1988"), "Prénom"
  before "Nom", the sex under the number;
- CNIE back: the card number top right after "رقم البطاقة", father and mother rows (Arabic label over a small
  French one at the right edge, Arabic name then Latin name), the address under "العنوان / Adresse" as an Arabic
  line (when the street and town are known) over the Latin line in capitals right-aligned (the type shrinks to
  fit), civil status and sex on one row, the TD1 MRZ under a rule;
- passport: a data page with the photo on the RIGHT and the fields in columns to its left, read right to left:
  each an Arabic label with "Français / English" in small type to its left, the value right-aligned under it (the
  Arabic name at the right of the Latin one for the names and the place of birth), the passport number first at the
  top right of the fields, slash dates, the CIN under the photo after "رقم البطاقة الوطنية / N° CNIE", the TD3 MRZ;
- employment certificate: the Arabic letterhead at the right and the French one small at the left over a double
  rule, the reference and "حرر ب... في 05/11/2026" at the right, "شهادة العمل" large at the right, an ARABIC
  paragraph (right-aligned, the Latin values inside it: the employer and its CNSS number, "YOUSSEF EL AMRANI" given
  name first, the CIN, the hire date "01/03/2019", the position, the contract in Arabic words with its abbreviation
  "CDI"), then under a thin rule a short FRENCH version ("Attestation de travail (version française)", the hire
  date written out "1er mars 2019", the name "Youssef EL AMRANI"), the signatory in Arabic and French and a stamp;
- salary certificate: the same letterheads, "شهادة الأجر" large at the right, an Arabic sentence, the employee as
  Arabic-labelled rows joined to their values by dot leaders (the name given name first, the CIN, the position, the
  hire date "01/03/2019"), a ruled table whose columns run right to left (Arabic rubric with its French name, the
  amount column leftmost under "المبلغ بالدرهم / Montant (DH)": base, seniority bonus, the monthly gross in bold,
  the deductions, the monthly net in bold; amounts "12 500,00"), ONE French summary line restating the gross and
  the net ("... un salaire mensuel brut de 12 500,00 DH et net de 9 876,54 DH."), an Arabic closing and signature;
- CNSS certificate: a regional direction's "شهادة التسجيل" with "Attestation d'immatriculation" under it, the CNSS's
  Arabic header at the right and the French one small at the left with a logo box between, an Arabic sentence, then
  two framed panels with a heavy top border and a ruled caption ("المؤمن له / Assuré", "المشغل / Employeur") whose
  cells run right to left with the label over the value and the VALUE RIGHT-ALIGNED in its cell (the name "YOUSSEF
  EL AMRANI" given name first, "رقم التسجيل" with the immatriculation number, the CIN under an Arabic-only label,
  "تاريخ التسجيل / Date d'immatriculation 15/12/2019", the company's name and its affiliation number), a short
  French paragraph, a validity notice in Arabic, an edition date and the agency's stamp;
- bank statement: the PARTICIPATIVE WINDOW of the applicant's bank ("النافذة التشاركية / Fenêtre participative"):
  the bank's Arabic name over its Latin name at the right, "كشف الحساب" large with "Relevé de compte" under it, the
  period as an Arabic line with a French line under it ("Période du 01/10/2026 au 31/10/2026"), an account block
  (holder "M. YOUSSEF EL AMRANI", account type, the RIB in 3 / 3 / 16 / 2 groups, currency), a table whose columns
  run right to left: date "03/10", "البيان" (Arabic label over its French one), value date, "مدين / Débit" and the
  leftmost "دائن / Crédit"; "الرصيد السابق / Solde précédent" first and "الرصيد الجديد / Nouveau solde" last, each
  in the column of its sign (the side also in words), "مجموع الحركات" totals, amounts "12 500,00", a notice;
- RIB: the participative window's "شهادة التعريف البنكي" with "Relevé d'identité bancaire (RIB)" under it, the
  holder "M. YOUSSEF EL AMRANI", agency and account type as Arabic-labelled rows, the RIB in FOUR boxes left to
  right (the digits' own order) each under an Arabic caption over a French one, the whole RIB again on one line in
  3 / 3 / 16 / 2 groups, the IBAN in groups of four and the BIC, an Arabic and a French notice and the agency's
  stamp.

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
_AR_MONTHS = ("يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر")
_TOWNS = {  # regional towns and their Arabic names
    "Agadir": "أكادير",
    "Oujda": "وجدة",
    "Béni Mellal": "بني ملال",
    "Laâyoune": "العيون",
    "Nador": "الناظور",
    "Taroudant": "تارودانت",
    "Errachidia": "الرشيدية",
    "Khouribga": "خريبكة",
}
_STREETS = (  # (French, Arabic)
    ("Quartier industriel Tassila, Lot 42", "الحي الصناعي تاسيلا، القطعة 42"),
    ("Avenue Mohammed VI, Immeuble Al Wafa", "شارع محمد السادس، عمارة الوفاء"),
    ("Zone d'activités Al Qods, Lot 7", "منطقة الأنشطة القدس، القطعة 7"),
    ("Boulevard Hassan II, n° 118", "شارع الحسن الثاني، رقم 118"),
)
_AR_STREETS = {  # the applicants' streets (docgen.applicant) in Arabic
    "Rue Ibn Tofail Maarif": "زنقة ابن طفيل المعاريف",
    "Avenue Hassan II": "شارع الحسن الثاني",
    "Boulevard Zerktouni": "شارع الزرقطوني",
    "Rue Moulay Youssef": "زنقة مولاي يوسف",
    "Hay Riad": "حي الرياض",
}
_AR_BANKS = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك إفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
}
_FATHERS = (("MOHAMED", "محمد"), ("AHMED", "أحمد"), ("ABDELLAH", "عبد الله"), ("HASSAN", "حسن"), ("LAHCEN", "لحسن"))
_MOTHERS = (("FATIMA", "فاطمة"), ("AICHA", "عائشة"), ("ZOHRA", "الزهرة"), ("MALIKA", "مليكة"), ("RKIA", "رقية"))
_issued = partial(issued_after_period, layout="u", days=(2, 12))
_passport_u = partial(passport_numbers, layout="u", issued_from=2018, valid_years=10)


# helpers -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-u")


def _signed(v: dict[str, Any], key: str) -> str:
    """The document's date of issue, early in the month after the pay / statement period."""
    period = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    return _issued({**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": period}, key)


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 18) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _ar_name(name: str) -> str:
    """The Arabic form of a Latin name ('' when unknown)."""
    given, family = _split_name(name)
    parts = [_AR_NAMES.get(given, ""), _AR_NAMES.get(family, "")]
    return " ".join(parts) if all(parts) else ""


def _civility(v: dict[str, Any], key: str = "applicant_name") -> tuple[str, str, str]:
    """('M.', 'السيد', '') or ('Mme', 'السيدة', 'e')."""
    return ("Mme", "السيدة", "e") if _female({"applicant_name": v[key]}) else ("M.", "السيد", "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's town, address, registration numbers and manager, the same on every layout-u document."""
    rng = random.Random(f"u-firm-{employer}")
    town = rng.choice(sorted(_TOWNS))
    street, street_ar = rng.choice(_STREETS)
    return {
        "town": town,
        "town_ar": _TOWNS[town],
        "street": street,
        "street_ar": street_ar,
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(1_000, 60_000)),
        "if": str(rng.randint(1_000_000, 50_000_000)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        # no family name shared with an applicant
        "boss": rng.choice(("Brahim OUBAHA", "Aziz OUHMAD", "Hafsa BOUTALEB", "Lahoucine AIT OUAKRIM")),
    }


def _legal_form(employer: str) -> str:
    if employer.endswith("SARL"):
        return "شركة ذات مسؤولية محدودة"
    if employer.endswith(" SA"):
        return "شركة مساهمة"
    return "شركة"


def _pair(x_right: int, y: int, label: str, value: str, *, size: int = 32, gap: int = 24) -> list[Item | Rule]:
    """An Arabic label right-aligned at `x_right`, its Latin value in bold just to its left on the same line."""
    head = _right(x_right, y, label, size)
    return [head, _right(head.x - gap, y - 2, value, size + 2, "bold")]


def _label(x_right: int, y: int, arabic: str, french: str, *, size: int = 30, small: int = 20) -> list[Item | Rule]:
    """An Arabic label right-aligned at `x_right` with its small French translation under it (when given)."""
    out: list[Item | Rule] = [_right(x_right, y, arabic, size, "bold")]
    if french:
        out.append(_right(x_right, y + size + 10, french, small))
    return out


def _ar_flow(x_right: int, y: int, text: str, *, size: int, gap: int, width: int) -> tuple[list[Item], int]:
    """Arabic prose wrapped to `width` pixels (a '~' glues two words), each line right-aligned at `x_right`."""
    lines, end = flow_text(0, y, text, size=size, gap=gap, width=width)
    return [_right(x_right, line.y, line.text, size) for line in lines], end


def _letterhead(v: dict[str, Any], firm: dict[str, str]) -> list[Item | Rule]:
    """The firm's Arabic letterhead at the top right, its French one in small type at the top left."""
    return [
        _right(_R, 100, v["employer"], _fit(v["employer"], 1100, 50, "bold"), "bold"),
        _right(_R, 176, _legal_form(v["employer"]), 32),
        _right(_R, 226, f"{firm['street_ar']} - {firm['town_ar']}", 30),
        Item(_L, 110, v["employer"], _fit(v["employer"], 800, 28, "bold"), "bold"),
        Item(_L, 152, firm["street"], 22),
        Item(_L, 184, f"{firm['town']} - Tél. {firm['tel']}", 22),
        Item(_L, 216, f"RC {firm['rc']} - IF {firm['if']}", 22),
        Rule(_L, 300, _R, 304),
        Rule(_L, 312, _R, 314),
    ]


def _footer(firm: dict[str, str], cnss: str) -> list[Item | Rule]:
    return [
        Rule(_L, 3290, _R, 3292),
        _centre(0, A4[0], 3306, f"{firm['street_ar']} - {firm['town_ar']}", 24),
        _centre(0, A4[0], 3346, f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']} - CNSS {cnss}", 22),
    ]


def _stamp(x0: int, y0: int, x1: int, lines: list[str]) -> list[Item | Rule]:
    """A rubber stamp: a double frame with centred lines."""
    y1 = y0 + 40 + 48 * len(lines)
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 4), *frame(x0 + 12, y0 + 12, x1 - 12, y1 - 12, 2)]
    for i, line in enumerate(lines):
        out.append(_centre(x0, x1, y0 + 28 + 48 * i, line, _fit(line, x1 - x0 - 60, 30, "bold"), "bold"))
    return out


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_u(v: dict[str, Any]) -> Page:
    """An Arabic-first payslip: the title and the firm at the right, the employee in right-to-left columns, a pay
    table whose columns run right to left (the amounts leftmost), the net at the bottom left."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    contract_ar = {"CDI": "غير محدد المدة", "CDD": "محدد المدة"}.get(v["contract_type"], "")
    items: list[Item | Rule] = [
        _right(_R, 100, v["employer"], _fit(v["employer"], 1100, 48, "bold"), "bold"),
        _right(_R, 172, _legal_form(v["employer"]), 30),
        _right(_R, 218, f"{firm['street_ar']} - {firm['town_ar']}", 28),
        *_pair(_R, 272, "رقم الانخراط في الضمان الاجتماعي :", v["employer_cnss"], size=28),
        Item(_L, 110, firm["street"], 22),
        Item(_L, 142, f"{firm['town']} - Tél. {firm['tel']}", 22),
        Item(_L, 174, f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 22),
        Item(_L, 206, f"N° d'affiliation CNSS : {v['employer_cnss']}", 22),
        Rule(_L, 340, _R, 344),
        _right(_R, 380, "ورقة الأداء", 80, "bold"),
        _right(_R, 490, "Bulletin de paie", 34),
        *_pair(_R, 560, "شهر الأداء :", f"{_AR_MONTHS[month - 1]} {year}", size=34),
        _right(_R, 616, f"Période de paie : {_MONTHS[month - 1]} {year}", 26),
        Item(_L, 400, f"من 01/{month:02d}/{year} إلى {last_day(year, month):02d}/{month:02d}/{year}", 28),
        Item(_L, 450, "Paie n° " + f"{year}{month:02d}-{rng.randint(100, 999)}", 22),
    ]
    # the employee: two right-to-left columns, label at the right, value right-aligned in a value column
    top = 690
    items += [*frame(_L, top, _R, top + 520, 3), _right(_R - 24, top + 14, "معلومات الأجير", 30, "bold")]
    items += [Item(_L + 24, top + 22, "Salarié", 22), Rule(_L, top + 70, _R, top + 72)]
    matricule = f"{rng.randint(1, 900):04d}"
    columns = (
        (
            _R - 30,
            [
                ("الاسم العائلي", "Nom", family.upper()),
                ("الاسم الشخصي", "Prénom", given.upper()),
                ("رقم البطاقة الوطنية", "CIN", v["cin"]),
                ("رقم التسجيل", "N° CNSS", v["cnss_number"]),
            ],
        ),
        (
            1180,
            [
                ("تاريخ التشغيل", "Date d'embauche", fr_date(v["hire_date"])),
                ("المهنة", "Emploi", v["position"]),
                (f"نوع العقد ({contract_ar})" if contract_ar else "نوع العقد", "Contrat", v["contract_type"]),
                ("رقم التأجير", "Matricule", matricule),
            ],
        ),
    )
    for rx, fields in columns:
        for i, (arabic, french, value) in enumerate(fields):
            y = top + 96 + i * 104
            items += _label(rx, y, arabic, french, size=28, small=18)
            items.append(_right(rx - 430, y + 6, value, _fit(value, 560, 34, "bold"), "bold"))
    items.append(Rule(1209, top + 72, 1211, top + 520))
    # the pay table, right to left: code | designation | base | rate | gains | deductions
    cols = (_R, 2190, 1390, 1110, 900, 520, _L)
    heads = (
        ("الرمز", "Code"),
        ("البيان", "Désignation"),
        ("الأساس", "Base"),
        ("النسبة", "Taux"),
        ("المستحقات", "Gains"),
        ("الاقتطاعات", "Retenues"),
    )
    ty = top + 580
    rows: list[tuple[str, str, str, str, str, float | None, float | None, bool]] = [
        ("100", "الأجر الأساسي", "Salaire de base", "26 j", "", p["base"], None, False),
    ]
    if p["bonus"] > 0:
        rows.append(
            (
                "110",
                "منحة الأقدمية",
                "Prime d'ancienneté",
                fr_amount(p["base"]),
                f"{p['rate']:.0f} %",
                p["bonus"],
                None,
                False,
            )
        )
    rows += [
        ("200", "الأجر الإجمالي", "Salaire brut", "", "", p["gross"], None, True),
        (
            "310",
            "الضمان الاجتماعي",
            "Cotisation CNSS",
            fr_amount(min(p["gross"], 6000.0)),
            "4,48 %",
            None,
            p["cnss"],
            False,
        ),
        ("320", "التأمين الإجباري عن المرض", "Cotisation AMO", fr_amount(p["gross"]), "2,26 %", None, p["amo"], False),
        ("350", "الأجر الصافي الخاضع للضريبة", "Salaire net imposable", fr_amount(p["taxable"]), "", None, None, False),
        ("400", "الضريبة على الدخل", "Impôt sur le revenu (IR)", fr_amount(p["taxable"]), "", None, p["igr"], False),
    ]
    h = 92
    bottom = ty + 90 + h * (len(rows) + 1)
    items += [*frame(_L, ty, _R, bottom, 3), Rule(_L, ty + 88, _R, ty + 90)]
    items += [Rule(x, ty, x + 2, bottom) for x in cols[1:-1]]
    for c, (arabic, french) in enumerate(heads):
        items += [
            _centre(cols[c + 1], cols[c], ty + 8, arabic, 28, "bold"),
            _centre(cols[c + 1], cols[c], ty + 50, french, 20),
        ]
    y = ty + 90
    for code, arabic, french, base, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        items += [
            _centre(cols[1], cols[0], y + 24, code, 28),
            _right(cols[1] - 20, y + 8, arabic, 30, style),
            _right(cols[1] - 20, y + 52, french, 20),
        ]
        for c, text in ((2, base), (3, rate)):
            if text:
                items.append(_right(cols[c] - 20, y + 24, text, 28))
        for c, amount in ((4, gain), (5, held)):
            if amount is not None:
                items.append(_right(cols[c] - 24, y + 22, fr_amount(amount), 32, style))
        y += h
    items += [
        Rule(_L, y, _R, y + 3),
        _right(cols[1] - 20, y + 8, "المجموع", 30, "bold"),
        _right(cols[1] - 20, y + 52, "Totaux", 20),
        _right(cols[4] - 24, y + 22, fr_amount(p["gross"]), 32, "bold"),
        _right(cols[5] - 24, y + 22, fr_amount(p["held"]), 32, "bold"),
    ]
    # the net at the bottom left, the payment at the right
    ny = bottom + 60
    items += [
        *frame(_L, ny, 1000, ny + 230, 5),
        _right(980, ny + 16, "الصافي المؤدى", 40, "bold"),
        _right(980, ny + 76, "Net à payer", 24),
        _right(980, ny + 140, "درهم", 30),
        Item(_L + 30, ny + 132, fr_amount(p["net"]), 50, "bold"),
        *_pair(_R, ny + 20, "طريقة الأداء :", "Virement bancaire", size=30),
        _right(_R, ny + 80, "Mode de paiement", 20),
        *_pair(_R, ny + 130, "الأيام المؤدى عنها :", "26", size=30),
        *_pair(_R, ny + 190, "نسبة الأقدمية :", f"{p['rate']:.0f} %", size=30),
    ]
    sy = ny + 320
    items += [
        _right(_R, sy, "توقيع الأجير", 30, "bold"),
        _right(_R, sy + 44, "Signature du salarié", 20),
        Rule(1500, sy + 170, _R, sy + 172),
        _right(1250, sy, "خاتم وتوقيع المشغل", 30, "bold"),
        _right(1250, sy + 44, "Cachet et signature de l'employeur", 20),
        *frame(_L + 250, sy + 90, 1250, sy + 330, 2),
        Rule(_L, 3250, _R, 3252),
        _right(_R, 3270, "يجب الاحتفاظ بهذه الورقة دون تحديد المدة.", 26),
        Item(_L, 3320, "Bulletin à conserver sans limitation de durée.", 20),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def cin_front_page_u(v: dict[str, Any]) -> Page:
    """CNIE front with the Arabic side emphasised: the photo on the right with the number under it, Arabic labels
    with small French ones to their left, the Arabic forms at the right of their Latin values."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    rx = 950
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        _right(1270, 20, "المملكة المغربية", 42, "bold"),
        _right(1270, 82, "البطاقة الوطنية للتعريف", 28, "bold"),
        Item(36, 30, "ROYAUME DU MAROC", 22, "bold"),
        Item(36, 64, "CARTE NATIONALE D'IDENTITÉ", 18),
        Rule(30, 132, CARD[0] - 30, 134),
        *frame(990, 156, 1260, 480, 2),
        _centre(990, 1260, 300, "صورة", 24),
    ]
    head = _right(1260, 500, "رقم البطاقة", 22, "bold")
    items += [
        head,
        _right(head.x - 12, 504, "N° CNIE", 16),
        _right(1260, 536, v["cin"], _fit(v["cin"], 270, 44, "bold"), "bold"),
    ]
    sex = _right(1260, 620, "الجنس", 22, "bold")
    items += [sex, _right(sex.x - 12, 624, "Sexe", 16), _right(sex.x - 70, 614, "F" if _female(v) else "M", 32, "bold")]
    rows = [
        ("الاسم الشخصي", "Prénom", given.upper(), _AR_NAMES.get(given, "")),
        ("الاسم العائلي", "Nom", family.upper(), _AR_NAMES.get(family, "")),
        ("تاريخ الازدياد", "Né(e) le", fr_date(v["date_of_birth"]), ""),
        ("مكان الازدياد", "à", place, _AR_NAMES.get(place, "")),
        ("صالحة إلى غاية", "Valable jusqu'au", fr_date(v["cin_expiry"]), ""),
    ]
    for i, (arabic, french, value, ar_value) in enumerate(rows):
        y = 150 + i * 124
        label = _right(rx, y, arabic, 24, "bold")
        items += [label, _right(label.x - 14, y + 5, french, 17)]
        if ar_value:
            shown = _right(rx, y + 36, ar_value, 36, "bold")
            items += [shown, Item(36, y + 40, value, _fit(value, shown.x - 76, 40, "bold"), "bold")]
        else:
            items.append(_right(rx, y + 40, value, 40, "bold"))
    return Page(CARD, tuple(items))


def _ar_address(address: str) -> str:
    """The Arabic form of an applicant's address ('23 Rue Ibn Tofail Maarif Casablanca'), '' when unknown."""
    number, _, rest = address.partition(" ")
    for street, arabic in _AR_STREETS.items():
        if rest.startswith(street + " "):
            town = _AR_NAMES.get(rest[len(street) + 1 :].upper(), "")
            return f"{number} {arabic} {town}" if town and number.isdigit() else ""
    return ""


def cin_back_page_u(v: dict[str, Any]) -> Page:
    """CNIE back: the number top right, father and mother with their Arabic names, the address in Arabic over its
    Latin line, civil status and sex, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father, father_ar = rng.choice(_FATHERS)
    mother, mother_ar = rng.choice(_MOTHERS)
    address = v["address"].upper()
    address_ar = _ar_address(v["address"])
    rx = 1270
    number = _right(rx, 26, v["cin"], 34, "bold")
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        number,
        _right(number.x - 20, 32, "رقم البطاقة", 24),
    ]
    for y, arabic, french, name, name_ar in (
        (90, "بنت" if _female(v) else "ابن", "Fille de" if _female(v) else "Fils de", father, father_ar),
        (170, "و", "et de", mother, mother_ar),
    ):
        items += [_right(rx, y, arabic, 26, "bold"), _right(rx, y + 36, french, 16)]
        shown = _right(1080, y - 2, name_ar, 32, "bold")
        items += [shown, _right(shown.x - 40, y, name, 32, "bold")]
    items += [_right(rx, 250, "العنوان", 26, "bold"), _right(rx, 286, "Adresse", 16)]
    if address_ar:
        items.append(_right(1120, 246, address_ar, _fit(address_ar, 1060, 30), "regular"))
    items.append(_right(rx, 318, address, _fit(address, 1220, 32, "bold"), "bold"))
    civil = f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}"
    items += [
        *_pair(rx, 384, "رقم الحالة المدنية", civil, size=26),
        _right(rx, 420, "État civil", 16),
        *_pair(520, 384, "الجنس", "F" if _female(v) else "M", size=26),
        _right(520, 420, "Sexe", 16),
        Rule(30, 456, CARD[0] - 30, 458),
    ]
    items += [Item(66, 486 + i * 98, line, 50, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_u(v: dict[str, Any]) -> Page:
    """A passport data page read right to left: the photo on the right, fields in columns to its left with Arabic
    labels and small 'Français / English' ones, values right-aligned under them, slash dates, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_u(v)
    sex = "F" if _female(v) else "M"
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        _right(1270, 18, "المملكة المغربية", 34, "bold"),
        _right(1270, 66, "جواز السفر", 26, "bold"),
        Item(36, 24, "ROYAUME DU MAROC", 20, "bold"),
        Item(36, 54, "PASSEPORT / PASSPORT", 17),
        *frame(1010, 116, 1270, 440, 2),
        _centre(1010, 1270, 270, "صورة", 22),
    ]

    def field(rx: int, y: int, arabic: str, small: str, value: str, value_ar: str = "") -> list[Item | Rule]:
        label = _right(rx, y, arabic, 20, "bold")
        out: list[Item | Rule] = [label, _right(label.x - 10, y + 4, small, 14)]
        if value_ar:
            shown = _right(rx, y + 28, value_ar, 28, "bold")
            out += [shown, _right(shown.x - 28, y + 30, value, 30, "bold")]
        else:
            out.append(_right(rx, y + 30, value, 30, "bold"))
        return out

    c1, c2, c3 = 980, 620, 330
    items += [
        *field(c1, 110, "رقم الجواز", "N° du passeport / Passport No.", number),
        *field(c2, 110, "رمز البلد", "Code / Code", "MAR"),
        *field(c3, 110, "النوع", "Type", "P"),
        *field(c1, 190, "الاسم العائلي", "Nom / Surname", family.upper(), _AR_NAMES.get(family, "")),
        *field(c1, 270, "الاسم الشخصي", "Prénoms / Given names", given.upper(), _AR_NAMES.get(given, "")),
        *field(c1, 350, "تاريخ الازدياد", "Date de naissance / Date of birth", fr_date(v["date_of_birth"])),
        *field(c2 - 110, 350, "الجنس", "Sexe / Sex", sex),
        *field(c3, 350, "الجنسية", "Nationalité", "MAROCAINE"),
        *field(c1, 430, "مكان الازدياد", "Lieu de naissance / Place of birth", place, _AR_NAMES.get(place, "")),
        *field(c1, 510, "تاريخ الإصدار", "Date de délivrance / Date of issue", fr_date(issued)),
        *field(c2 - 40, 510, "تاريخ انتهاء الصلاحية", "Expiration / Expiry", fr_date(expiry)),
    ]
    label = _right(1270, 456, "رقم البطاقة الوطنية", 18, "bold")
    items += [
        label,
        _right(1270, 482, "N° CNIE / National ID No.", 14),
        _right(1270, 504, v["cin"], 30, "bold"),
    ]
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    items += [Rule(30, 596, CARD[0] - 30, 598)]
    items += [Item(36, 626 + i * 82, line, 44, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _signature_block(
    y: int, firm: dict[str, str], v: dict[str, Any], title_ar: str, title_fr: str
) -> list[Item | Rule]:
    return [
        _right(_R, y, title_ar, 34, "bold"),
        _right(_R, y + 48, title_fr, 22),
        _right(_R, y + 86, firm["boss"], 28),
        *_stamp(1380, y + 150, _R, [v["employer"].upper(), firm["town_ar"], f"CNSS {v['employer_cnss']}"]),
    ]


def employment_certificate_page_u(v: dict[str, Any]) -> Page:
    """An Arabic 'شهادة العمل' with the Latin values in its paragraph, then a short French version under it."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    signed = _signed(v, "employment")
    rng = _rng(v, "employment")
    civ, civ_ar, e = _civility(v)
    works = "تعمل" if e else "يعمل"
    holder = "الحاملة" if e else "الحامل"
    still = "ولا تزال" if e else "ولا يزال"
    contract_ar = {"CDI": "غير محدد المدة", "CDD": "محدد المدة"}.get(v["contract_type"], "")
    contract_fr = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    items: list[Item | Rule] = [
        *_letterhead(v, firm),
        _right(_R, 360, f"المرجع : {rng.randint(10, 300)}/{signed[:4]}", 28),
        _right(_R, 410, f"حرر ب{firm['town_ar']} في {fr_date(signed)}", 30),
        _right(_R, 540, "شهادة العمل", 80, "bold"),
    ]
    body = (
        f"يشهد الموقع أسفله، المدير العام لشركة {_glue(v['employer'])}، المنخرطة في الصندوق الوطني للضمان "
        f"الاجتماعي تحت رقم {v['employer_cnss']}، أن {civ_ar} {_glue(v['applicant_name'].upper())}، {holder} "
        f"للبطاقة الوطنية للتعريف رقم {v['cin']}، {works} بشركتنا منذ {fr_date(v['hire_date'])} بصفة "
        f"{_glue(v['position'])}، بموجب عقد شغل {contract_ar} {v['contract_type']}، {still} {works} بها "
        "إلى تاريخ تسليم هذه الشهادة."
    )
    text, y = _ar_flow(_R, 720, body, size=42, gap=82, width=_R - _L - 40)
    items += text
    text, y = _ar_flow(
        _R,
        y + 30,
        f"وقد سلمت هذه الشهادة {'للمعنية بالأمر بطلب منها' if e else 'للمعني بالأمر بطلب منه'} للإدلاء بها عند الحاجة.",
        size=42,
        gap=82,
        width=2100,
    )
    items += text
    y += 60
    items += [Rule(_L, y, _R, y + 1), Item(_L, y + 40, "Attestation de travail (version française)", 32, "bold")]
    french = (
        f"Nous soussignés, {_glue(v['employer'])}, affiliée à la CNSS sous le n°~{v['employer_cnss']}, certifions "
        f"que {civ}~{_glue(given)}~{_glue(family.upper())}, titulaire de la CIN n°~{v['cin']}, est employé{e} "
        f"chez nous depuis le {_glue(_words_date(v['hire_date']))} en qualité de {_glue(v['position'])}, sous "
        f"contrat de travail {contract_fr} ({v['contract_type']})."
    )
    text, y = flow_text(_L, y + 100, french, size=30, gap=52, width=_R - _L)
    items += text
    items += [
        Item(_L, y + 20, f"Fait à {firm['town']}, le {fr_date(signed)}.", 28),
        *_signature_block(y + 120, firm, v, "المدير العام", "Le Directeur Général"),
        *_footer(firm, v["employer_cnss"]),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_u(v: dict[str, Any]) -> Page:
    """An Arabic 'شهادة الأجر': identity rows with dot leaders, a right-to-left pay table with the amounts
    leftmost, one French summary line."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    signed = _signed(v, "salary")
    p = pay_lines(v)
    civ, _, e = _civility(v)
    items: list[Item | Rule] = [
        *_letterhead(v, firm),
        _right(_R, 380, f"حرر ب{firm['town_ar']} في {fr_date(signed)}", 30),
        _right(_R, 500, "شهادة الأجر", 80, "bold"),
        _right(_R, 610, "Attestation de salaire", 30),
    ]
    intro, y = _ar_flow(
        _R,
        720,
        f"تشهد إدارة شركة {_glue(v['employer'])} أن {'الأجيرة المذكورة' if e else 'الأجير المذكور'} أسفله "
        f"{'تعمل' if e else 'يعمل'} بالشركة {'وتتقاضى' if e else 'ويتقاضى'} أجرا شهريا مفصلا في الجدول التالي :",
        size=40,
        gap=76,
        width=_R - _L - 40,
    )
    items += intro
    value_right = 1500
    for i, (arabic, value) in enumerate(
        (
            ("الاسم الكامل", v["applicant_name"].upper()),
            ("رقم البطاقة الوطنية", v["cin"]),
            ("المهنة", v["position"]),
            ("تاريخ التشغيل", fr_date(v["hire_date"])),
        )
    ):
        ry = y + 50 + i * 80
        label = _right(_R, ry, arabic, 36, "bold")
        shown = _right(value_right, ry - 2, value, 38, "bold")
        items += [label, shown]
        items += [Rule(x, ry + 34, x + 4, ry + 38) for x in range(value_right + 30, label.x - 30, 18)]
    y += 50 + 4 * 80 + 50
    cols = (_R, 1300, _L)
    rows = [
        ("الأجر الأساسي", "Salaire de base", p["base"], False),
        ("منحة الأقدمية", "Prime d'ancienneté", p["bonus"], False),
        ("الأجر الشهري الإجمالي", "Salaire mensuel brut", p["gross"], True),
        ("الاقتطاعات (الضمان الاجتماعي، التأمين الإجباري عن المرض، الضريبة على الدخل)", "Retenues", p["held"], False),
        ("الأجر الشهري الصافي", "Salaire mensuel net", p["net"], True),
    ]
    h = 100
    bottom = y + 96 + h * len(rows)
    items += [*frame(_L, y, _R, bottom, 3), Rule(cols[1], y, cols[1] + 2, bottom), Rule(_L, y + 94, _R, y + 96)]
    items += [
        _right(cols[0] - 24, y + 10, "البيان", 32, "bold"),
        _right(cols[0] - 24, y + 54, "Désignation", 20),
        _centre(cols[2], cols[1], y + 10, "المبلغ بالدرهم", 32, "bold"),
        _centre(cols[2], cols[1], y + 54, "Montant (DH)", 20),
    ]
    ry = y + 96
    for arabic, french, amount, bold in rows:
        style = "bold" if bold else "regular"
        items += [
            Rule(_L, ry, _R, ry + 1),
            _right(cols[0] - 24, ry + 10, arabic, _fit(arabic, cols[0] - cols[1] - 60, 32, style), style),
            _right(cols[0] - 24, ry + 58, french, 20),
            _right(cols[1] - 60, ry + 26, fr_amount(amount), 40 if bold else 36, style),
        ]
        ry += h
    summary = (
        f"En résumé : {civ} {_glue(given)}~{_glue(family.upper())} perçoit un salaire mensuel brut de "
        f"{_glue(fr_amount(p['gross']))}~DH et net de {_glue(fr_amount(p['net']))}~DH."
    )
    text, y = flow_text(_L, bottom + 50, summary, size=30, gap=50, width=_R - _L)
    items += text
    closing, y = _ar_flow(
        _R,
        y + 40,
        f"سلمت هذه الشهادة {'للمعنية بالأمر بطلب منها' if e else 'للمعني بالأمر بطلب منه'} للإدلاء بها عند الحاجة.",
        size=36,
        gap=70,
        width=2100,
    )
    items += closing
    items += [
        *_signature_block(y + 60, firm, v, "عن الإدارة، مدير الموارد البشرية", "Le Directeur des Ressources Humaines"),
        *_footer(firm, v["employer_cnss"]),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_u(v: dict[str, Any]) -> Page:
    """A CNSS regional direction's Arabic-first 'شهادة التسجيل': two framed panels whose cells run right to left,
    values right-aligned under their labels, a short French paragraph, a validity notice and a stamp."""
    given, family = _split_name(v["applicant_name"])
    signed = _signed(v, "cnss")
    rng = _rng(v, "cnss")
    town = rng.choice(sorted(_TOWNS))
    civ, _, e = _civility(v)
    items: list[Item | Rule] = [
        _right(_R, 90, "المملكة المغربية", 30, "bold"),
        _right(_R, 140, "الصندوق الوطني للضمان الاجتماعي", 50, "bold"),
        _right(_R, 214, f"المديرية الجهوية - وكالة {_TOWNS[town]}", 30),
        Item(_L, 100, "ROYAUME DU MAROC", 22, "bold"),
        Item(_L, 134, "Caisse Nationale de Sécurité Sociale", 24),
        Item(_L, 168, f"Direction régionale - Agence de {town}", 22),
        *frame(880, 90, 1160, 250, 4),
        _centre(880, 1160, 120, "CNSS", 56, "bold"),
        _centre(880, 1160, 200, "الضمان الاجتماعي", 22),
        Rule(_L, 290, _R, 294),
        Item(_L, 320, f"N° {rng.randint(10_000, 99_999)}/{signed[:4]}", 26),
        _right(_R, 320, f"بتاريخ {fr_date(signed)}", 28),
        _right(_R, 430, "شهادة التسجيل", 80, "bold"),
        _right(_R, 540, "Attestation d'immatriculation", 32),
    ]
    intro, y = _ar_flow(
        _R,
        640,
        "يشهد رئيس الوكالة الموقع أسفله أن المؤمن له المبينة هويته أسفله مسجل بالصندوق الوطني للضمان الاجتماعي "
        "برسم النظام العام، وذلك وفق المعلومات التالية :",
        size=38,
        gap=72,
        width=_R - _L - 40,
    )
    items += intro

    def panel(y0: int, arabic: str, french: str, cells: list[tuple[int, int, str, str, str]]) -> int:
        rows = 1 + max(r for r, *_ in cells)
        y1 = y0 + 80 + rows * 150
        out: list[Item | Rule] = [*frame(_L, y0, _R, y1, 3), Rule(_L, y0, _R, y0 + 10), Rule(_L, y0 + 74, _R, y0 + 78)]
        title = _right(_R - 30, y0 + 20, arabic, 34, "bold")
        out += [title, _right(title.x - 30, y0 + 24, french, 22)]
        for row, col, label, label_fr, value in cells:
            rx = _R - 40 if col == 0 else 1200
            cy = y0 + 100 + row * 150
            out += _label(rx, cy, label, label_fr, size=28, small=18)
            out.append(_right(rx, cy + 76, value, _fit(value, 1000, 38, "bold"), "bold"))
        out.append(Rule(1239, y0 + 78, 1241, y1))
        items.extend(out)
        return y1

    y = panel(
        y + 40,
        "المؤمن له",
        "Assuré(e)",
        [
            (0, 0, "الاسم الكامل", "Nom et prénom", v["applicant_name"].upper()),
            (0, 1, "رقم التسجيل", "N° d'immatriculation", v["cnss_number"]),
            (1, 0, "رقم البطاقة الوطنية للتعريف", "", v["cin"]),
            (1, 1, "تاريخ التسجيل", "Date d'immatriculation", fr_date(v["affiliation_date"])),
        ],
    )
    y = panel(
        y + 50,
        "المشغل",
        "Employeur",
        [
            (0, 0, "الاسم التجاري", "Raison sociale", v["employer"].upper()),
            (0, 1, "رقم الانخراط", "N° d'affiliation", v["employer_cnss"]),
        ],
    )
    french, y = flow_text(
        _L,
        y + 50,
        f"La CNSS atteste que {civ}~{_glue(given)}~{_glue(family.upper())} est immatriculé{e} sous le "
        f"n°~{v['cnss_number']} depuis le {fr_date(v['affiliation_date'])}, au titre de son emploi chez "
        f"{_glue(v['employer'])} (affiliation n°~{v['employer_cnss']}).",
        size=28,
        gap=48,
        width=_R - _L,
    )
    items += french
    notice, y = _ar_flow(
        _R,
        y + 40,
        "سلمت هذه الشهادة للمعني بالأمر بطلب منه، وهي صالحة لمدة ثلاثة أشهر ابتداء من تاريخ تسليمها.",
        size=32,
        gap=62,
        width=2100,
    )
    items += notice
    items += [
        _right(_R, y + 60, "رئيس الوكالة", 34, "bold"),
        _right(_R, y + 108, "Le Chef d'agence", 22),
        *_stamp(1500, y + 160, _R, ["الصندوق الوطني للضمان الاجتماعي", f"CNSS - {town.upper()}"]),
        Rule(_L, 3290, _R, 3292),
        _centre(0, A4[0], 3306, "www.cnss.ma - مركز العلاقات مع الزبناء : 080 200 72 72", 24),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    rng = random.Random(f"{v['rib'][:6]}-agency-u")
    town = rng.choice(sorted(_TOWNS))
    return f"{town} Centre", f"{_TOWNS[town]} المركز"


def _bank_head(v: dict[str, Any]) -> list[Item | Rule]:
    """The bank's Arabic name over its Latin name at the right, the participative window, the agency at the left."""
    bank = v["bank_name"]
    agency, agency_ar = _agency(v)
    out: list[Item | Rule] = []
    y = 90
    if bank in _AR_BANKS:
        out.append(_right(_R, y, _AR_BANKS[bank], 48, "bold"))
        y += 80
    out += [
        _right(_R, y, bank, 42, "bold"),
        _right(_R, y + 66, "النافذة التشاركية", 32, "bold"),
        _right(_R, y + 112, "Fenêtre participative", 22),
        Item(_L, 100, f"وكالة {agency_ar}", 28),
        Item(_L, 150, f"Agence {agency}", 24),
        Rule(_L, 360, _R, 364),
    ]
    return out


def _holder(v: dict[str, Any]) -> str:
    """'M. YOUSSEF EL AMRANI'."""
    civ, _, _ = _civility(v, "account_holder")
    return f"{civ} {v['account_holder'].upper()}"


def bank_statement_page_u(v: dict[str, Any]) -> Page:
    """A participative window's 'كشف الحساب': a table whose columns run right to left (credit leftmost), the
    previous balance first and the new balance last, each in the column of its sign."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-u")
    employer = str(v.get("employer", "")).upper()[:22]
    spends = [rng.randint(15_000, 80_000), rng.randint(20_000, 60_000), rng.choice((100_000, 150_000, 200_000))]
    moves: list[tuple[int, str, str, int]] = [
        (rng.randint(2, 5), "اقتطاع الكراء", f"PRLV LOYER {_MONTHS[month - 1].upper()}", -round(rent * 100)),
        (
            rng.randint(6, 11),
            "أداء بالبطاقة",
            f"PAIEMENT CARTE {rng.choice(('MARJANE', 'BIM', 'ASWAK ASSALAM'))}",
            -spends[0],
        ),
        (
            rng.randint(12, 16),
            "أداء فاتورة",
            f"FACTURE {rng.choice(('RADEEMA', 'ONEE', 'AMENDIS', 'LYDEC'))}",
            -spends[1],
        ),
        (rng.randint(12, 18), "إيداع نقدي", "VERSEMENT ESPECES", sum(spends)),
        (rng.randint(19, 24), "سحب من الشباك الآلي", "RETRAIT GAB", -spends[2]),
        (rng.randint(max(2, last - 5), last - 1), "تحويل الأجرة", f"VIR SALAIRE {employer}".strip(), round(net * 100)),
    ]
    moves.sort(key=lambda m: (m[0], m[2]))
    items: list[Item | Rule] = [
        *_bank_head(v),
        _right(_R, 400, "كشف الحساب", 80, "bold"),
        _right(_R, 510, "Relevé de compte", 32),
        _right(_R, 570, f"الفترة : من {fr_date(start)} إلى {fr_date(end)}", 34),
        _right(_R, 626, f"Période du {fr_date(start)} au {fr_date(end)}", 26),
        Item(_L, 420, f"رقم الكشف : {month:02d}/{year}", 28),
        Item(_L, 470, "Relevé n° " + f"{month:02d}/{year} - Page 1/1", 22),
    ]
    top = 700
    items += [*frame(_L, top, _R, top + 420, 3)]
    for i, (arabic, french, value) in enumerate(
        (
            ("صاحب الحساب", "Titulaire", _holder(v)),
            ("نوع الحساب", "Type de compte", "Compte courant participatif"),
            ("رقم الحساب البنكي", "RIB", _rib_groups(v["rib"])),
            ("العملة", "Devise", "MAD"),
        )
    ):
        ry = top + 24 + i * 98
        items += _label(_R - 30, ry, arabic, french, size=28, small=18)
        items.append(_right(1800, ry + 4, value, 36, "mono" if french == "RIB" else "bold"))
    cols = (_R, 2090, 1380, 1150, 650, _L)
    heads = (
        ("التاريخ", "Date"),
        ("البيان", "Libellé"),
        ("تاريخ القيمة", "Valeur"),
        ("مدين", "Débit"),
        ("دائن", "Crédit"),
    )
    ty = top + 480
    h = 96
    lines = len(moves) + 3
    bottom = ty + 90 + h * lines
    items += [*frame(_L, ty, _R, bottom, 3), Rule(_L, ty + 88, _R, ty + 90)]
    items += [Rule(x, ty, x + 2, bottom) for x in cols[1:-1]]
    for c, (arabic, french) in enumerate(heads):
        items += [
            _centre(cols[c + 1], cols[c], ty + 8, arabic, 28, "bold"),
            _centre(cols[c + 1], cols[c], ty + 50, french, 20),
        ]

    def row(y: int, date: str, arabic: str, french: str, value: str, cents: int, bold: bool = False) -> None:
        style = "bold" if bold else "regular"
        if date:
            items.append(_centre(cols[1], cols[0], y + 24, date, 28))
        items.append(_right(cols[1] - 20, y + 8, arabic, 28, style))
        items.append(_right(cols[1] - 20, y + 50, french, 20))
        if value:
            items.append(_centre(cols[3], cols[2], y + 24, value, 28))
        column = 4 if cents < 0 else 3
        items.append(_right(cols[column] - 24, y + 22, fr_amount(abs(cents) / 100), 32, style))

    def side(amount: float) -> tuple[str, str]:
        return ("دائن", "créditeur") if amount >= 0 else ("مدين", "débiteur")

    y = ty + 90
    ar_side, fr_side = side(opening)
    row(
        y,
        "",
        f"الرصيد السابق ({ar_side})",
        f"Solde précédent {fr_side} au {fr_date(start)}",
        "",
        -round(opening * 100),
        True,
    )
    y += h
    for day, arabic, french, cents in moves:
        value_day = min(day + (1 if cents > 0 else 0), last)
        row(y, f"{day:02d}/{month:02d}", arabic, french, f"{value_day:02d}/{month:02d}", -cents)
        y += h
    debits = sum(-c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    items += [
        Rule(_L, y, _R, y + 3),
        _right(cols[1] - 20, y + 8, "مجموع الحركات", 28, "bold"),
        _right(cols[1] - 20, y + 50, "Total des mouvements", 20),
        _right(cols[3] - 24, y + 22, fr_amount(debits / 100), 32, "bold"),
        _right(cols[4] - 24, y + 22, fr_amount(credits / 100), 32, "bold"),
    ]
    y += h
    ar_side, fr_side = side(closing)
    row(
        y,
        "",
        f"الرصيد الجديد ({ar_side})",
        f"Nouveau solde {fr_side} au {fr_date(end)}",
        "",
        -round(closing * 100),
        True,
    )
    y += h
    items += [
        _right(_R, y + 60, "كل اعتراض على هذا الكشف يجب أن يقدم إلى الوكالة داخل أجل 30 يوما من تاريخ توصله.", 28),
        Item(_L, y + 120, "Toute réclamation doit parvenir à votre agence dans les 30 jours suivant la réception.", 22),
        _right(_R, y + 170, "المعاملات مطابقة لرأي لجنة المطابقة للمجلس العلمي الأعلى.", 26),
        Item(_L, y + 220, "Opérations conformes aux avis du Comité Charia pour la finance participative.", 22),
    ]
    return Page(A4, tuple(items))


def rib_page_u(v: dict[str, Any]) -> Page:
    """A participative window's 'شهادة التعريف البنكي': Arabic-labelled rows, the RIB in four boxes under Arabic
    captions over French ones, the RIB again on one line, the IBAN and the BIC."""
    rib = v["rib"]
    bank = v["bank_name"]
    agency, agency_ar = _agency(v)
    items: list[Item | Rule] = [
        *_bank_head(v),
        _right(_R, 420, "شهادة التعريف البنكي", 76, "bold"),
        _right(_R, 530, "Relevé d'identité bancaire (RIB)", 32),
    ]
    top = 640
    items += [*frame(_L, top, _R, top + 1040, 4)]
    for i, (arabic, french, value) in enumerate(
        (
            ("صاحب الحساب", "Titulaire du compte", _holder(v)),
            ("الوكالة", "Agence", f"{agency} - {agency_ar}"),
            ("نوع الحساب", "Type de compte", "Compte courant participatif"),
        )
    ):
        ry = top + 40 + i * 110
        items += _label(_R - 40, ry, arabic, french, size=32, small=20)
        items.append(_right(1750, ry + 2, value, _fit(value, 1500, 38, "bold"), "bold"))
    # the four boxes, left to right in the digits' order
    parts = (
        (rib[:3], "رمز البنك", "Code banque"),
        (rib[3:6], "رمز المدينة", "Code ville"),
        (rib[6:22], "رقم الحساب", "N° de compte"),
        (rib[22:], "المفتاح", "Clé RIB"),
    )
    widths = (300, 300, 1000, 240)
    x = _L + 80
    by = top + 420
    for (digits, arabic, french), w in zip(parts, widths, strict=True):
        items += [
            _centre(x, x + w, by, arabic, 28, "bold"),
            _centre(x, x + w, by + 42, french, 20),
            *frame(x, by + 80, x + w, by + 180, 3),
            _centre(x, x + w, by + 104, digits, 46, "mono"),
        ]
        x += w + 40
    ly = by + 240
    head = _right(_R - 40, ly, "رقم الحساب البنكي الكامل", 30, "bold")
    items += [
        head,
        _right(_R - 40, ly + 44, "RIB (24 chiffres)", 20),
        _right(head.x - 40, ly - 4, _rib_groups(rib), 44, "mono"),
    ]
    for j, (arabic, french, value) in enumerate(
        (
            ("رقم الحساب الدولي", "IBAN", iban(rib)),
            ("رمز التعريف الدولي للبنك", "BIC / SWIFT", _BIC.get(bank, "BCMAMAMC")),
        )
    ):
        ry = ly + 130 + j * 110
        label = _right(_R - 40, ry, arabic, 30, "bold")
        items += [label, _right(_R - 40, ry + 44, french, 20), _right(label.x - 40, ry, value, 38, "mono")]
    items += [
        *_ar_flow(
            _R,
            top + 1100,
            "تسلم هذه الشهادة لكل دائن أو مشغل قصد تحويل الأموال أو الاقتطاعات إلى حساب صاحبها دون أخطاء.",
            size=30,
            gap=58,
            width=2100,
        )[0],
        Item(
            _L, top + 1180, "Ce relevé est destiné à être remis à vos créanciers ou employeur pour vos virements.", 22
        ),
        _right(_R, top + 1280, "خاتم وتوقيع الوكالة", 30, "bold"),
        _right(_R, top + 1324, "Cachet et signature de l'agence", 20),
        *frame(1500, top + 1370, _R, top + 1630, 2),
        Item(_L, top + 1280, f"Édité le {fr_date(_signed(v, 'rib'))}", 22),
    ]
    return Page(A4, tuple(items))


PAGES_U: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_u,
    "cin_front": cin_front_page_u,
    "cin_back": cin_back_page_u,
    "passport": passport_page_u,
    "employment_certificate": employment_certificate_page_u,
    "salary_certificate": salary_certificate_page_u,
    "cnss_certificate": cnss_certificate_page_u,
    "bank_statement": bank_statement_page_u,
    "rib": rib_page_u,
}
