"""Layout "ad" of every document type: TRILINGUAL ARABIC / AMAZIGH (TIFINAGH) / FRENCH PAPERWORK, written blind (the
reader is never tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_ac`, other real-world
conventions, all from the paperwork that followed the organic law on the official character of Amazigh: the
2020-model CNIE and the passport with their Tifinagh header ("Tageldit n Lmeghrib", the kingdom's name), the CNSS's
trilingual forms, the banks' and the Souss-Massa firms' trilingual letterheads (an emblem with the Amazigh letter
yaz "ⵣ" in a roundel, the firm's or the bank's name transliterated into Tifinagh under it, the French block at the
LEFT and the Arabic one at the RIGHT), and the Moroccan administration's MIRRORED bilingual conventions: each field
is a row whose French label sits at the left edge and whose Arabic label sits at the right edge, the value between
them (on the same line or under the labels); certificates are two side-by-side columns, French at the left and
Arabic (right-aligned) at the right, each stating every value; titles are stacked Arabic over French. Tifinagh
appears only in headers, emblems and footers, never as a label; values are Latin (names in capitals or "Given
FAMILY", Western digits); dates "01/03/2019" (the French column of a certificate may write "1er mars 2019"), the
cards "12.03.1988" and the passport "12 MAR 1988"; amounts "12 500,00" with "DH" after them; Arabic month names as
Morocco writes them ("أكتوبر"):

- payslip: the trilingual letterhead (employer, address in Agadir's industrial zones, "N° d'affiliation CNSS", ICE
  at the left; the same in Arabic at the right; the emblem and the Tifinagh name in the middle), the title "ورقة
  الأجر" over "BULLETIN DE PAIE", the period as two mirrored cells "Mois de paie : Octobre 2026" / "شهر الأداء :
  أكتوبر 2026", the employee in a framed grid of two columns of cells with the French label at the left and the
  Arabic at the right over the bold value (Nom, Prénom separate; CIN; N° CNSS; "Date d'embauche"; Emploi; Contrat;
  Matricule), a table whose headers are French over Arabic (Rubrique / البيان, Base, Taux, Gains / المستحقات,
  Retenues / الاقتطاعات) with each rubric's Arabic name at the right end of its cell, a "Salaire brut / الأجر
  الإجمالي" row, "Totaux / المجموع", a framed net "NET À PAYER ... DH ... الصافي المؤدى", the payment, the signatures
  and the bilingual notice to keep the slip;
- CNIE front: the 2020 model: "المملكة المغربية" / the Tifinagh kingdom's name / "ROYAUME DU MAROC" centred, the card's
  title in French at the left and Arabic at the right, the photo at the left with the CIN under it, the given name
  and the family name as two UNLABELLED bold lines with their Arabic forms at the right end, "Né(e) le 12.03.1988"
  and "à CASABLANCA" with "تاريخ الازدياد" / "مكان الازدياد" at the right, "Valable jusqu'au 15.09.2031" with
  "صالحة إلى غاية", the CAN in a small box at the lower right;
- CNIE back: a trilingual microtext line at the top, "Fils de" / "Fille de" and "et de" rows with their Arabic at
  the right, the address under "Adresse" / "العنوان" on one line (the type shrinks to fit), "N° d'état civil" and
  "Sexe", the TD1 MRZ under a rule;
- passport: the data page: the trilingual header, "PASSEPORT / PASSPORT" with "جواز السفر", the photo at the left,
  each field labelled "Français / English" at the left of its column and in Arabic at the right over the value
  (type, code, passport number; surname; given names; nationality and sex; date and place of birth; issue and expiry
  "12 MAR 1988"; authority), the CIN under the photo as "N° CNIE / ID No.", the TD3 MRZ;
- employment certificate: the trilingual letterhead, "أكادير في 05/11/2026" at the right and "Agadir, le 05/11/2026"
  with the reference at the left, "شهادة العمل" over "ATTESTATION DE TRAVAIL", then the TWO COLUMNS split by a rule:
  French at the left (employer and its CNSS affiliation number, "Monsieur Given FAMILY", the CIN, the hire date in
  words or with slashes, the position, "contrat à durée indéterminée (CDI)"), Arabic at the right with the same Latin
  values in it; the signatory in both languages, a stamp with the Tifinagh name, the registrations in the footer;
- salary certificate: the same letterhead, "شهادة الأجر" over "ATTESTATION DE SALAIRE", one sentence in each
  language, then a mirrored ruled table: French label at the left, the value in the middle column, Arabic label at
  the right ("Nom et prénom" "Given FAMILY", CIN, Fonction, "Date d'embauche 01/03/2019", "Salaire mensuel brut
  12 500,00 DH", the legal deductions, "Salaire mensuel net 9 876,54 DH"), the net in French words, the closing in
  both languages, signatory and stamp;
- CNSS certificate: the fund's trilingual header (French left, Arabic right, the roundel "CNSS" with the Tifinagh
  kingdom's name in the middle), the Souss-Massa direction and an agency, "شهادة التسجيل" over "ATTESTATION
  D'IMMATRICULATION", one sentence in each language, two framed panels captioned "ASSURÉ" / "المؤمن له" and
  "EMPLOYEUR" / "المشغل" of mirrored rows (the name "FAMILY GIVEN" in capitals, "N° d'immatriculation", "N° CIN",
  "Date d'immatriculation 15/12/2019", "Raison sociale", "N° d'affiliation"), the bilingual reservation on benefit
  rights, place and date, the agency's round stamp;
- bank statement: the bank's trilingual header (Latin name left, Arabic name right, emblem and Tifinagh name in the
  middle), "RELEVÉ DE COMPTE" / "كشف الحساب", a framed account block of mirrored rows (Titulaire "M. GIVEN FAMILY",
  RIB in 3 / 3 / 16 / 2 groups, "Période du 01/10/2026 au 31/10/2026", currency, agency), a Date / Libellé / Valeur /
  Débit / Crédit table with the Arabic under each heading, "ANCIEN SOLDE AU 01/10/2026" first and "NOUVEAU SOLDE AU
  31/10/2026" last (the Arabic at the right of their label cell, the amount in the Crédit column when créditeur),
  dates "03/10", a totals row, the bilingual approval notice;
- RIB: the bank's trilingual header, "RELEVÉ D'IDENTITÉ BANCAIRE" / "بيان الهوية البنكية", mirrored rows for the holder
  and the agency, a four-box grid (Code banque / رمز البنك, Code ville / رمز المدينة, N° de compte / رقم الحساب,
  Clé RIB / المفتاح), the IBAN in groups of four and the BIC, the bilingual notice to creditors.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import math
import random
import unicodedata
from collections.abc import Callable
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
    amount_words,
    centred_item,
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
    right_item,
    td1_mrz,
    td3_mrz,
    text_width,
)
from tests.support.docgen import BIC as _BIC
from tests.support.docgen import female as _female
from tests.support.docgen import given_family as _given_family

_LAYOUT = "ad"
_W, _H = A4
_L, _R = 200, 2280  # the printed margins
_PASSPORT = (1300, 915)  # an ID-3 data page
_KINGDOM_TIF = "ⵜⴰⴳⵍⴷⵉⵜ \u2d4f ⵍⵎⵖ\u2d54ⵉⴱ"
_YAZ = "ⵣ"
_AR_MONTHS = (
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "ماي",
    "يونيو",
    "يوليوز",
    "غشت",
    "شتنبر",
    "أكتوبر",
    "نونبر",
    "دجنبر",
)
_AR_BANKS = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك أفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
}
_AR_POSITIONS = {
    "Comptable principal": "محاسب رئيسي",
    "Technicien de maintenance": "تقني الصيانة",
    "Chef de projet": "رئيس مشروع",
    "Agent commercial": "عون تجاري",
    "Ingénieur": "مهندس",
}


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-{_LAYOUT}")


def _period(v: dict[str, Any]) -> str:
    return str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10-01"))[:7])


def _issue(v: dict[str, Any], key: str, days: tuple[int, int] = (2, 9)) -> str:
    """The ISO date a document was made, early in the month after the period."""
    base = {"cin": v.get("cin") or v.get("rib", ""), "pay_period": _period(v)}
    return issued_after_period(base, key, layout=_LAYOUT, days=days)


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 20) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _dots(iso: str) -> str:
    return fr_date(iso, ".")


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


def _dh(value: float) -> str:
    return f"{fr_amount(value)} DH"


_TIF = {
    "ch": "ⵛ",
    "gh": "ⵖ",
    "kh": "ⵅ",
    "ou": "ⵓ",
    "a": "ⴰ",
    "b": "ⴱ",
    "c": "ⴽ",
    "d": "ⴷ",
    "e": "ⴻ",
    "f": "ⴼ",
    "g": "ⴳ",
    "h": "ⵀ",
    "i": "ⵉ",
    "j": "ⵊ",
    "k": "ⴽ",
    "l": "ⵍ",
    "m": "ⵎ",
    "n": "\u2d4f",
    "o": "ⵓ",
    "p": "ⴱ",
    "q": "ⵇ",
    "r": "\u2d54",
    "s": "ⵙ",
    "t": "ⵜ",
    "u": "ⵓ",
    "v": "ⴼ",
    "w": "ⵡ",
    "x": "ⴽⵙ",
    "y": "ⵢ",
    "z": "ⵣ",
}


def _tifinagh(text: str) -> str:
    """A brand name transliterated into Tifinagh letters, as Souss firms and the banks write it ('ATLAS' ->
    'ⴰⵜⵍⴰⵙ'); the legal form and anything not a letter are dropped."""
    words = [w for w in text.split() if w.upper() not in ("SA", "SARL", "DU", "OF", "DE")]
    plain = unicodedata.normalize("NFKD", " ".join(words).lower()).encode("ascii", "ignore").decode()
    out = ""
    i = 0
    while i < len(plain):
        pair = plain[i : i + 2]
        if pair in _TIF:
            out += _TIF[pair]
            i += 2
            continue
        ch = plain[i]
        out += _TIF.get(ch, " " if ch == " " else "")
        i += 1
    return " ".join(out.split())


def _firm(employer: str) -> dict[str, str]:
    """The employer's Souss-Massa address, registrations and signatory, the same on every layout-ad document."""
    rng = random.Random(f"ad-firm-{employer}")
    street, street_ar = rng.choice(
        (
            ("Zone industrielle Tassila, lot 118", "المنطقة الصناعية تاسيلا، البقعة 118"),
            ("Parc Haliopolis, lot 21, Aït Melloul", "حظيرة هاليوبوليس، البقعة 21، أيت ملول"),
            ("Quartier industriel Anza, rue 14", "الحي الصناعي أنزا، الزنقة 14"),
            ("Avenue Hassan II, immeuble Souss, 3e étage", "شارع الحسن الثاني، عمارة سوس، الطابق 3"),
        )
    )
    signatory = rng.choice(
        (
            ("Mme Fadma Aït Baha", "La Directrice des Ressources Humaines", "مديرة الموارد البشرية"),
            ("M. Lahcen Oubella", "Le Directeur Administratif et Financier", "المدير الإداري والمالي"),
            ("M. Brahim Idbelkas", "Le Responsable du Personnel", "مسؤول شؤون المستخدمين"),
        )
    )
    return {
        "street": street,
        "street_ar": street_ar,
        "signatory": signatory[0],
        "title": signatory[1],
        "title_ar": signatory[2],
        "phone": f"05 28 {rng.randint(20, 89)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 69_999)),
        "if": str(rng.randint(10_000_000, 49_999_999)),
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
    }


# drawing --------------------------------------------------------------------------------------------------------
def _ring(cx: int, cy: int, r: int, t: int = 4) -> list[Item | Rule]:
    """A circle outline drawn as short rules."""
    out: list[Item | Rule] = []
    steps = max(48, r // 2)
    for k in range(steps):
        a = 2 * math.pi * k / steps
        x, y = cx + round(r * math.cos(a)), cy + round(r * math.sin(a))
        out.append(Rule(x - t // 2, y - t // 2, x + t // 2 + 1, y + t // 2 + 1))
    return out


def _emblem(cx: int, cy: int, r: int, mark: str = _YAZ, style: str = "bold") -> list[Item | Rule]:
    """A roundel with the Amazigh letter yaz (or an acronym) in the middle."""
    size = _fit(mark, round(r * 1.3), round(r * 1.2), style)
    return [
        *_ring(cx, cy, r),
        *_ring(cx, cy, r - 12, 2),
        centred_item(cx - r, cx + r, cy - size * 6 // 10, mark, size, style),
    ]


def _ar_flow(x0: int, x1: int, y: int, text: str, *, size: int, gap: int) -> tuple[list[Item], int]:
    """Arabic text wrapped to x1 - x0 pixels, each line right-aligned at x1; a '~' glues two words."""
    lines: list[str] = []
    line = ""
    for word in (w.replace("~", " ") for w in text.split(" ")):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size) > x1 - x0:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return [right_item(x1, y + i * gap, t, size) for i, t in enumerate(lines)], y + len(lines) * gap


def _mirror(x0: int, x1: int, y: int, fr: str, ar: str, value: str, *, vx: int, size: int = 34) -> list[Item | Rule]:
    """One mirrored row: the French label at x0, the value at vx, the Arabic label right-aligned at x1."""
    ar_w = round(text_width(ar, 30))
    vsize = _fit(value, x1 - vx - ar_w - 40, size, "bold")
    return [Item(x0, y + 4, fr, 30), Item(vx, y, value, vsize, "bold"), right_item(x1, y + 2, ar, 30)]


def _cell(x0: int, x1: int, y: int, fr: str, ar: str, value: str, size: int = 36) -> list[Item | Rule]:
    """A cell whose French label is at the left and Arabic label at the right, over the bold value."""
    return [
        Item(x0, y, fr, 26),
        right_item(x1, y - 2, ar, 27),
        Item(x0, y + 40, value, _fit(value, x1 - x0, size, "bold"), "bold"),
    ]


def _letterhead(employer: str, *, top: int = 130) -> list[Item | Rule]:
    """The employer's trilingual letterhead: French left, Arabic right, emblem and Tifinagh name centred."""
    firm = _firm(employer)
    name = employer.upper()
    tif = _tifinagh(employer)
    cx = _W // 2
    return [
        Item(_L, top, name, _fit(name, 780, 46, "bold"), "bold"),
        Item(_L, top + 66, firm["street"], _fit(firm["street"], 780, 28)),
        Item(_L, top + 106, "80000 Agadir - Maroc", 28),
        Item(_L, top + 146, f"Tél. {firm['phone']}", 28),
        right_item(_R, top, name, _fit(name, 700, 40, "bold"), "bold"),
        right_item(_R, top + 62, firm["street_ar"], _fit(firm["street_ar"], 700, 30)),
        right_item(_R, top + 106, "أكادير - المغرب", 30),
        right_item(_R, top + 150, "الهاتف : " + firm["phone"].replace(" ", ""), 28),  # no spaces: RTL reorders groups
        *_emblem(cx, top + 80, 78),
        centred_item(cx - 300, cx + 300, top + 180, tif, _fit(tif, 560, 32, "bold"), "bold"),
        Rule(_L, top + 250, _R, top + 254),
        Rule(_L, top + 262, _R, top + 263),
    ]


def _footer(employer: str, employer_cnss: str) -> list[Item | Rule]:
    firm = _firm(employer)
    line = f"RC Agadir {firm['rc']} - IF {firm['if']} - ICE {firm['ice']} - CNSS {employer_cnss}"
    ar = f"السجل التجاري {firm['rc']} - التعريف الضريبي {firm['if']}"
    return [
        Rule(_L, 3200, _R, 3202),
        centred_item(
            _L,
            _R,
            3222,
            line,
            _fit(line, _R - _L, 26),
        ),
        centred_item(_L, _R, 3264, ar, 26),
        centred_item(_L, _R, 3310, f"{_KINGDOM_TIF}  ·  {_tifinagh(employer)}", 24),
    ]


def _titles(ar: str, fr: str, y: int) -> list[Item | Rule]:
    """A stacked title: the Arabic over the French, a short rule under both."""
    w = round(text_width(fr, 54, "bold"))
    x = (_L + _R - w) // 2
    return [
        centred_item(_L, _R, y, ar, 46, "bold"),
        Item(x, y + 84, fr, 54, "bold"),
        Rule(x, y + 160, x + w, y + 163),
    ]


def _scribble(x: int, y: int, w: int, rng: random.Random) -> list[Item | Rule]:
    out: list[Item | Rule] = []
    phase = rng.random() * 3
    for k in range(0, w, 3):
        dy = round(22 * math.sin(k / 17 + phase) + 9 * math.sin(k / 5))
        out.append(Rule(x + k, y + dy, x + k + 4, y + dy + 4))
    return out


def _round_stamp(cx: int, cy: int, r: int, top: str, middle: str, bottom: str) -> list[Item | Rule]:
    """A round rubber stamp: double ring, a line of text above, in and under the middle."""
    out: list[Item | Rule] = [*_ring(cx, cy, r, 5), *_ring(cx, cy, r - 18, 2)]
    width = round(r * 1.5)
    for dy, text, size, style in (
        (-r // 2 + 12, top, 24, "regular"),
        (-16, middle, 32, "bold"),
        (r // 4, bottom, 26, "regular"),
    ):
        fitted = _fit(text, width, size, style, 16)
        out.append(centred_item(cx - r, cx + r, cy + dy, text, fitted, style))
    return out


def _signature(v: dict[str, Any], key: str, y: int, employer: str) -> list[Item | Rule]:
    """The signatory in French at the left and in Arabic at the right, a scribble and the firm's round stamp."""
    firm = _firm(employer)
    rng = _rng(v, f"sign-{key}")
    return [
        Item(_L, y, "Pour la société,", 34),
        Item(_L, y + 54, firm["title"], _fit(firm["title"], 900, 34, "bold"), "bold"),
        right_item(_R, y, "عن الشركة،", 34),
        right_item(_R, y + 52, firm["title_ar"], 36, "bold"),
        *_scribble(_L + 60, y + 200, 340, rng),
        Item(_L, y + 290, firm["signatory"], 32),
        *_round_stamp(_W // 2 + 80, y + 180, 150, employer.upper(), _tifinagh(employer), "Agadir"),
    ]


def _portrait(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """The photo: a frame, a head and shoulders outline."""
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) // 2
    r = w // 5
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 3), *_ring(cx, y0 + h * 2 // 5, r, 3)]
    for k in range(0, w * 3 // 4, 4):
        dy = round(h / 6 * math.sqrt(max(0.0, 1 - ((k - w * 3 / 8) / (w * 3 / 8)) ** 2)))
        out.append(Rule(x0 + w // 8 + k, y1 - dy - 4, x0 + w // 8 + k + 4, y1 - dy))
    return out


# payslip --------------------------------------------------------------------------------------------------------
def payslip(v: dict[str, Any]) -> Page:
    """A Souss firm's trilingual payslip with mirrored bilingual labels."""
    p = pay_lines(v)
    firm = _firm(v["employer"])
    year, month = (int(x) for x in v["pay_period"].split("-"))
    end = f"{v['pay_period']}-{last_day(year, month):02d}"
    rng = _rng(v, "payslip")
    given, family = _split_name(v["applicant_name"])
    items: list[Item | Rule] = [
        *_letterhead(v["employer"]),
        Item(_L, 430, f"N° d'affiliation CNSS : {v['employer_cnss']}", 30),
        right_item(_R, 428, f"رقم الانخراط في الضمان الاجتماعي : {v['employer_cnss']}", 30),
        Item(_L, 476, f"ICE : {firm['ice']}", 28),
        *_titles("ورقة الأجر", "BULLETIN DE PAIE", 560),
    ]
    y = 790
    items += [
        *frame(_L, y, _R, y + 90, 3),
        Rule(_W // 2, y, _W // 2 + 3, y + 90),
        Item(_L + 30, y + 24, f"Mois de paie : {_MONTHS[month - 1]} {year}", 36, "bold"),
        right_item(_R - 30, y + 22, f"شهر الأداء : {_AR_MONTHS[month - 1]} {year}", 36, "bold"),
    ]
    # the employee: a framed grid of cells, two per row
    rows = [
        (("Nom", "النسب", family.upper()), ("Prénom", "الاسم الشخصي", given)),
        (("N° CIN", "رقم البطاقة الوطنية", v["cin"]), ("N° CNSS", "رقم التسجيل بالضمان", v["cnss_number"])),
        (
            ("Date d'embauche", "تاريخ التشغيل", fr_date(v["hire_date"])),
            ("Matricule", "الرقم الداخلي", f"AG-{rng.randint(100, 999)}"),
        ),
        (("Emploi", "الوظيفة", v["position"]), ("Contrat", "نوع العقد", v["contract_type"])),
    ]
    t0 = 940
    rh = 112
    mid = _W // 2
    items += [*frame(_L, t0, _R, t0 + rh * len(rows), 3), Rule(mid, t0, mid + 3, t0 + rh * len(rows))]
    for i, (left, right) in enumerate(rows):
        ry = t0 + i * rh
        if i:
            items.append(Rule(_L, ry, _R, ry + 2))
        items += _cell(_L + 24, mid - 24, ry + 14, *left, size=36)
        items += _cell(mid + 27, _R - 24, ry + 14, *right, size=36)
    # the pay lines
    cols = (_L, _L + 900, _L + 1170, _L + 1380, _L + 1730, _R)
    heads = (
        ("Rubrique", "البيان"),
        ("Base", "الأساس"),
        ("Taux", "النسبة"),
        ("Gains", "المستحقات"),
        ("Retenues", "الاقتطاعات"),
    )
    t1 = t0 + rh * len(rows) + 70
    items += [*frame(_L, t1, _R, t1 + 120, 3)]
    for i, (fr, ar) in enumerate(heads):
        items += [
            centred_item(cols[i], cols[i + 1], t1 + 14, fr, 32, "bold"),
            centred_item(cols[i], cols[i + 1], t1 + 60, ar, 30),
        ]
    lines: list[tuple[str, str, str, str, str, str, bool]] = [
        ("Salaire de base", "الأجر الأساسي", "", "", fr_amount(p["base"]), "", False),
    ]
    if p["bonus"] > 0:
        lines.append(
            (
                "Prime d'ancienneté",
                "منحة الأقدمية",
                fr_amount(p["base"]),
                f"{p['rate']:.0f} %",
                fr_amount(p["bonus"]),
                "",
                False,
            )
        )
    lines += [
        ("Salaire brut", "الأجر الإجمالي", "", "", fr_amount(p["gross"]), "", True),
        (
            "Cotisation CNSS",
            "الضمان الاجتماعي",
            fr_amount(min(p["gross"], 6000.0)),
            "4,48 %",
            "",
            fr_amount(p["cnss"]),
            False,
        ),
        ("Cotisation AMO", "التأمين عن المرض", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("Impôt sur le revenu", "الضريبة على الدخل", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    y = t1 + 120
    body = y
    for fr, ar, base, rate, gain, held, bold in lines:
        style = "bold" if bold else "regular"
        y += 22
        items += [
            Item(cols[0] + 24, y, fr, 32, style),
            right_item(cols[1] - 24, y + 2, ar, 28),
            right_item(cols[2] - 20, y, base, 32),
            centred_item(cols[2], cols[3], y, rate, 32),
            right_item(cols[4] - 24, y, gain, 32, style),
            right_item(cols[5] - 24, y, held, 32),
        ]
        y += 58
    y += 30
    items += [Rule(_L, body, _L + 3, y + 90), Rule(_R - 3, body, _R, y + 90)]
    for x in cols[1:-1]:
        items.append(Rule(x, t1, x + 2, y + 90))
    items += [
        Rule(_L, y, _R, y + 3),
        Item(cols[0] + 24, y + 24, "Totaux", 32, "bold"),
        right_item(cols[1] - 24, y + 26, "المجموع", 30, "bold"),
        right_item(cols[4] - 24, y + 24, fr_amount(p["gross"]), 32, "bold"),
        right_item(cols[5] - 24, y + 24, fr_amount(p["held"]), 32, "bold"),
        Rule(_L, y + 90, _R, y + 93),
    ]
    y += 170
    net = _dh(p["net"])
    items += [
        *frame(_L + 500, y, _R, y + 130, 5),
        Item(_L + 540, y + 40, "NET À PAYER", 44, "bold"),
        centred_item(_L + 1000, _L + 1580, y + 36, net, _fit(net, 560, 52, "bold"), "bold"),
        right_item(_R - 40, y + 40, "الصافي المؤدى", 42, "bold"),
    ]
    y += 200
    items += [
        Item(_L, y, f"Payé par virement bancaire le {fr_date(end)}", 30),
        right_item(_R, y, f"أدي بتحويل بنكي بتاريخ {fr_date(end)}", 30),
        Item(_L, y + 100, "Cachet et signature de l'employeur", 30),
        right_item(_R, y + 100, "توقيع الأجير", 30),
        Item(_W // 2 + 200, y + 100, "Signature du salarié", 30),
        *_scribble(_L + 60, y + 230, 320, rng),
        centred_item(_L, _R, 3080, "Conservez ce bulletin sans limitation de durée.", 28),
        centred_item(_L, _R, 3124, "احتفظوا بهذه الورقة دون تحديد للمدة", 28),
        *_footer(v["employer"], v["employer_cnss"]),
    ]
    return Page(A4, tuple(items))


# the cards -------------------------------------------------------------------------------------------------------
def _card_header(items: list[Item | Rule], fr_title: str, ar_title: str) -> None:
    items += [
        centred_item(0, CARD[0], 18, "المملكة المغربية", 30, "bold"),
        centred_item(0, CARD[0], 66, _KINGDOM_TIF, 24),
        centred_item(0, CARD[0], 102, "ROYAUME DU MAROC", 26, "bold"),
        Item(40, 104, fr_title, 22),
        right_item(1260, 98, ar_title, 26),
        Rule(40, 148, 1260, 150),
    ]


def cin_front(v: dict[str, Any]) -> Page:
    """The 2020-model CNIE's front, trilingual header, the names as two unlabelled lines."""
    given, family = _split_name(v["applicant_name"])
    place = str(v["place_of_birth"]).upper()
    born = "Née le" if _female(v) else "Né le"
    rng = _rng(v, "can")
    items: list[Item | Rule] = []
    _card_header(items, "CARTE NATIONALE D'IDENTITÉ", "البطاقة الوطنية للتعريف")
    items += [
        *_portrait(40, 180, 330, 560),
        Item(40, 590, v["cin"], 54, "bold"),
        Item(380, 190, given.upper(), 46, "bold"),
        Item(380, 260, family.upper(), _fit(family.upper(), 560, 46, "bold"), "bold"),
        Item(380, 366, born, 26),
        Item(540, 358, _dots(v["date_of_birth"]), 36, "bold"),
        right_item(1260, 362, "تاريخ الازدياد", 28),
        Item(380, 436, "à", 26),
        Item(540, 428, place, _fit(place, 420, 36, "bold"), "bold"),
        right_item(1260, 432, "مكان الازدياد", 28),
        Item(380, 506, "Valable jusqu'au", 26),
        Item(620, 498, _dots(v["cin_expiry"]), 36, "bold"),
        right_item(1260, 502, "صالحة إلى غاية", 28),
        *frame(1040, 640, 1260, 770, 2),
        Item(1060, 652, "CAN", 22),
        Item(1060, 690, f"{rng.randint(100_000, 999_999)}", 40, "mono"),
        Item(380, 690, "ⵜⴰⴽⴰ\u2d54\u2d39ⴰ ⵜⴰ\u2d4fⴰⵎⵓ\u2d54ⵜ", 24),
    ]
    for y, part in ((196, given), (266, family)):
        arabic = _AR_NAMES.get(part, "")
        if arabic:
            items.append(right_item(1260, y, arabic, 36, "bold"))
    return Page(CARD, tuple(items))


def cin_back(v: dict[str, Any]) -> Page:
    """The CNIE's back: a trilingual microtext line, filiation, address, civil status, the TD1 MRZ."""
    rng = _rng(v, "back")
    mrz = td1_mrz(v)
    if _female(v):  # the sex is outside every check digit of a TD1 MRZ
        mrz[1] = mrz[1][:7] + "F" + mrz[1][8:]
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    father = rng.choice(("LAHCEN", "BRAHIM", "MOHAMED", "AHMED", "HOUSSAINE", "MBAREK", "OMAR"))
    mother = rng.choice(("FADMA", "ITTO", "FATIMA", "AICHA", "TOUDA", "ZAHRA", "MINA"))
    address = str(v["address"]).upper()
    micro = f"ROYAUME DU MAROC · {_KINGDOM_TIF} · المملكة المغربية"
    items: list[Item | Rule] = [
        centred_item(0, CARD[0], 14, micro, 20),
        Rule(40, 52, 1260, 53),
        Item(40, 76, "Fille de" if _female(v) else "Fils de", 26),
        Item(230, 68, father, 36, "bold"),
        right_item(1260, 70, "بنت" if _female(v) else "ابن", 30),
        Item(40, 136, "et de", 26),
        Item(230, 128, mother, 36, "bold"),
        right_item(1260, 130, "و", 30),
        Item(40, 196, "Adresse", 26),
        right_item(1260, 192, "العنوان", 30),
        Item(40, 234, address, _fit(address, 1220, 38, "bold", 22), "bold"),
        Item(40, 310, "N° d'état civil", 26),
        Item(250, 304, f"{rng.randint(40, 3999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(700, 310, "Sexe", 26),
        Item(800, 304, "F" if _female(v) else "M", 34, "bold"),
        right_item(1260, 306, "الجنس", 30),
        Rule(40, 448, 1260, 450),
        *[Item(70, 480 + i * 94, line, 54, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


def passport(v: dict[str, Any]) -> Page:
    """The passport's data page with a trilingual header and French / English labels mirrored by Arabic."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout=_LAYOUT, issued_from=2020, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:19] + str((int(mrz[1][19]) + 1) % 10) + mrz[1][20:]
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()

    def field(x0: int, x1: int, y: int, label: str, ar: str, value: str, size: int = 32) -> list[Item | Rule]:
        room = x1 - x0 - text_width(label, 20) - text_width(ar, 22) - 20
        if room > 0:  # the Arabic label at the right of the French / English one
            return [
                Item(x0, y, label, 20),
                right_item(x1, y - 2, ar, 22),
                Item(x0, y + 26, value, _fit(value, x1 - x0, size, "bold"), "bold"),
            ]
        # a narrow column: the Arabic label at the right end of the value's line
        width = x1 - x0 - round(text_width(ar, 22)) - 20
        return [
            Item(x0, y, label, 20),
            right_item(x1, y + 30, ar, 22),
            Item(x0, y + 26, value, _fit(value, width, size, "bold"), "bold"),
        ]

    items: list[Item | Rule] = [
        Item(40, 24, "ROYAUME DU MAROC", 28, "bold"),
        right_item(1260, 20, "المملكة المغربية", 30, "bold"),
        centred_item(0, 1300, 28, _KINGDOM_TIF, 24),
        Item(40, 66, "PASSEPORT / PASSPORT", 24),
        right_item(1260, 62, "جواز السفر", 26),
        Rule(40, 106, 1260, 108),
        *_portrait(40, 130, 320, 510),
        Item(40, 530, "N° CNIE / ID No.", 20),
        Item(40, 556, v["cin"], 34, "bold"),
        *field(360, 470, 126, "Type", "النوع", "P"),
        *field(490, 640, 126, "Code", "الرمز", "MAR"),
        *field(660, 1260, 126, "N° du passeport / Passport No.", "رقم الجواز", number),
        *field(360, 1260, 200, "Nom / Surname", "النسب", family.upper(), 38),
        *field(360, 1260, 282, "Prénoms / Given names", "الاسم الشخصي", given.upper(), 38),
        *field(360, 800, 364, "Nationalité / Nationality", "الجنسية", "MAROCAINE", 30),
        *field(830, 1260, 364, "Sexe / Sex", "الجنس", sex, 30),
        *field(360, 800, 436, "Date de naissance / Date of birth", "تاريخ الازدياد", _icao(v["date_of_birth"]), 30),
        *field(830, 1260, 436, "Lieu de naissance / Place of birth", "مكان الازدياد", place, 30),
        *field(360, 800, 508, "Date de délivrance / Date of issue", "تاريخ الإصدار", _icao(issued), 30),
        *field(830, 1260, 508, "Date d'expiration / Date of expiry", "تاريخ الانتهاء", _icao(expiry), 30),
        *field(360, 1260, 580, "Autorité / Authority", "السلطة", "DGSN - الإدارة العامة للأمن الوطني", 28),
        *[Item(40, 700 + i * 80, line, 40, "mono") for i, line in enumerate(mrz)],
    ]
    return Page(_PASSPORT, tuple(items))


# letters ---------------------------------------------------------------------------------------------------------
def _contract(kind: str) -> tuple[str, str]:
    fr = {"CDI": "contrat à durée~indéterminée~(CDI)", "CDD": "contrat à durée~déterminée~(CDD)"}.get(kind, kind)
    ar = {"CDI": "عقد~عمل~غير~محدد~المدة~(CDI)", "CDD": "عقد~عمل~محدد~المدة~(CDD)"}.get(kind, kind)
    return fr, ar


def _columns(items: list[Item | Rule], y: int, fr: str, ar: str, *, size: int = 36, gap: int = 64) -> int:
    """French prose at the left and Arabic prose at the right, split by a vertical rule; the next free y."""
    mid = _W // 2
    left, y_fr = flow_text(_L, y, fr, size=size, gap=gap, width=mid - 60 - _L)
    right, y_ar = _ar_flow(mid + 60, _R, y, ar, size=size, gap=gap)
    bottom = max(y_fr, y_ar)
    items += [*left, *right, Rule(mid, y - 10, mid + 2, bottom)]
    return bottom


def _place_date(v: dict[str, Any], key: str, y: int) -> list[Item | Rule]:
    issued = _issue(v, key)
    rng = _rng(v, f"ref-{key}")
    return [
        Item(_L, y, f"Réf. : DRH/{issued[:4]}/{rng.randint(100, 899)}", 30),
        Item(_L, y + 50, f"Agadir, le {fr_date(issued)}", 32),
        right_item(_R, y + 48, f"أكادير في {fr_date(issued)}", 32),
    ]


def employment_certificate(v: dict[str, Any]) -> Page:
    """A Souss firm's bilingual certificate: French and Arabic columns side by side."""
    name = _given_family(v["applicant_name"])
    words = _rng(v, "dates").random() < 0.5
    hire_fr = fr_words_date(v["hire_date"]) if words else fr_date(v["hire_date"])
    civ, e = ("Madame", "e") if _female(v) else ("Monsieur", "")
    civ_ar = "السيدة" if _female(v) else "السيد"
    contract_fr, contract_ar = _contract(v["contract_type"])
    position_ar = _AR_POSITIONS.get(v["position"], "")
    position_ar = f"{glue(position_ar)}~({glue(v['position'])})" if position_ar else glue(v["position"])
    fr = (
        f"Nous soussignés, {glue(v['employer'])}, société affiliée à la Caisse Nationale de Sécurité Sociale sous "
        f"le n° {v['employer_cnss']}, attestons que {civ} {glue(name)}, titulaire de la carte nationale d'identité "
        f"n° {v['cin']}, est employé{e} au sein de notre société depuis le {glue(hire_fr)} en qualité de "
        f"{glue(v['position'])}, dans le cadre d'un {contract_fr}."
    )
    ar = (
        f"نشهد نحن الموقعين أسفله، شركة {glue(v['employer'])}، المنخرطة في الصندوق الوطني للضمان الاجتماعي "
        f"تحت رقم {v['employer_cnss']}، أن {civ_ar} {glue(name)}، الحامل{'ة' if e else ''} للبطاقة الوطنية للتعريف "
        f"رقم {v['cin']}، {'تعمل' if e else 'يعمل'} بشركتنا منذ {fr_date(v['hire_date'])} بصفة {position_ar}، "
        f"بموجب {contract_ar}."
    )
    items: list[Item | Rule] = [
        *_letterhead(v["employer"]),
        *_place_date(v, "employment", 460),
        *_titles("شهادة العمل", "ATTESTATION DE TRAVAIL", 680),
    ]
    y = _columns(items, 980, fr, ar)
    y = _columns(
        items,
        y + 50,
        f"La présente attestation est délivrée à l'intéressé{e}, à sa demande, pour servir et valoir ce que de droit.",
        "سلمت هذه الشهادة للمعنية بالأمر بطلب منها للإدلاء بها عند الحاجة."
        if e
        else "سلمت هذه الشهادة للمعني بالأمر بطلب منه للإدلاء بها عند الحاجة.",
    )
    items += [*_signature(v, "employment", y + 160, v["employer"]), *_footer(v["employer"], v["employer_cnss"])]
    return Page(A4, tuple(items))


def salary_certificate(v: dict[str, Any]) -> Page:
    """The bilingual salary certificate: a mirrored ruled table, French label left, Arabic label right."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    employer_cnss = str(v.get("employer_cnss", ""))
    e = "e" if _female(v) else ""
    items: list[Item | Rule] = [
        *_letterhead(v["employer"]),
        *_place_date(v, "salary", 460),
        *_titles("شهادة الأجر", "ATTESTATION DE SALAIRE", 680),
    ]
    y = _columns(
        items,
        960,
        f"Nous soussignés, {glue(v['employer'])}, attestons que {'la' if e else 'le'} salarié{e} désigné{e} "
        "ci-dessous perçoit la rémunération mensuelle suivante :",
        f"نشهد نحن الموقعين أسفله، شركة {glue(v['employer'])}، أن "
        + ("الأجيرة المذكورة أدناه تتقاضى" if e else "الأجير المذكور أدناه يتقاضى")
        + " الأجر الشهري التالي :",
    )
    rows = [
        ("Nom et prénom", "الاسم الكامل", _given_family(v["applicant_name"])),
        ("N° CIN", "رقم البطاقة الوطنية", v["cin"]),
        ("Fonction", "الوظيفة", v["position"]),
        ("Date d'embauche", "تاريخ التشغيل", fr_date(v["hire_date"])),
        ("Salaire mensuel brut", "الأجر الشهري الإجمالي", _dh(gross)),
        ("Retenues légales (CNSS, AMO, IR)", "الاقتطاعات القانونية", _dh(round(gross - net, 2))),
        ("Salaire mensuel net", "الأجر الشهري الصافي", _dh(net)),
    ]
    y += 60
    x1, x2 = _L + 720, _R - 520
    items.append(Rule(_L, y, _R, y + 3))
    for i, (fr, ar, value) in enumerate(rows):
        bold = i in (4, 6)
        items += [
            Item(
                _L + 24,
                y + 30,
                fr,
                _fit(fr, x1 - _L - 40, 32, "bold" if bold else "regular"),
                "bold" if bold else "regular",
            ),
            centred_item(x1, x2, y + 26, value, _fit(value, x2 - x1 - 40, 38, "bold"), "bold"),
            right_item(_R - 24, y + 30, ar, 32, "bold" if bold else "regular"),
            Rule(_L, y + 100, _R, y + 103),
            Rule(_L, y, _L + 3, y + 103),
            Rule(x1, y, x1 + 2, y + 103),
            Rule(x2, y, x2 + 2, y + 103),
            Rule(_R - 3, y, _R, y + 103),
        ]
        y += 100
    y += 60
    lines, y = flow_text(_L, y, f"Soit un salaire net mensuel de {amount_words(net)}.", size=32, gap=54, width=_R - _L)
    items += lines
    y = _columns(
        items,
        y + 40,
        "La présente attestation est délivrée à l'intéressé" + e + " pour servir et valoir ce que de droit.",
        "سلمت هذه الشهادة للمعنية بالأمر للإدلاء بها عند الحاجة."
        if e
        else "سلمت هذه الشهادة للمعني بالأمر للإدلاء بها عند الحاجة.",
    )
    items += [*_signature(v, "salary", y + 120, v["employer"]), *_footer(v["employer"], employer_cnss)]
    return Page(A4, tuple(items))


# CNSS ---------------------------------------------------------------------------------------------------------
_CNSS_AGENCIES = (
    ("Agence Agadir-Dakhla", "وكالة أكادير الداخلة"),
    ("Agence Inezgane", "وكالة إنزكان"),
    ("Agence Aït Melloul", "وكالة أيت ملول"),
    ("Agence Taroudant", "وكالة تارودانت"),
)


def cnss_certificate(v: dict[str, Any]) -> Page:
    """The CNSS's trilingual certificate: two framed panels of mirrored rows."""
    rng = _rng(v, "cnss")
    agency, agency_ar = rng.choice(_CNSS_AGENCIES)
    issued = _issue(v, "cnss", (2, 12))
    given, family = _split_name(v["applicant_name"])
    e = "e" if _female(v) else ""
    cx = _W // 2
    items: list[Item | Rule] = [
        Item(_L, 140, "ROYAUME DU MAROC", 32, "bold"),
        Item(_L, 190, "CAISSE NATIONALE DE", 38, "bold"),
        Item(_L, 240, "SÉCURITÉ SOCIALE", 38, "bold"),
        Item(_L, 300, "Direction Régionale Souss-Massa", 28),
        Item(_L, 340, agency, 28),
        right_item(_R, 136, "المملكة المغربية", 34, "bold"),
        right_item(_R, 186, "الصندوق الوطني", 40, "bold"),
        right_item(_R, 240, "للضمان الاجتماعي", 40, "bold"),
        right_item(_R, 298, "المديرية الجهوية سوس ماسة", 30),
        right_item(_R, 340, agency_ar, 30),
        *_emblem(cx, 220, 90, "CNSS"),
        centred_item(cx - 300, cx + 300, 326, _KINGDOM_TIF, 26),
        Rule(_L, 410, _R, 414),
        Item(_L, 450, f"N° {issued[:4]}/{rng.randint(10_000, 99_999)}", 30),
        right_item(_R, 448, f"بتاريخ {fr_date(issued)}", 30),
        *_titles("شهادة التسجيل", "ATTESTATION D'IMMATRICULATION", 560),
    ]
    y = _columns(
        items,
        840,
        f"Le Directeur de l'{agency} atteste que l'assuré{e} désigné{e} ci-dessous est immatriculé{e} à la "
        "Caisse Nationale de Sécurité Sociale :",
        f"يشهد مدير الوكالة أن {'المؤمن لها المذكورة' if e else 'المؤمن له المذكور'} أدناه "
        f"{'مسجلة' if e else 'مسجل'} بالصندوق الوطني للضمان الاجتماعي :",
    )

    def panel(top: int, fr: str, ar: str, rows: list[tuple[str, str, str]]) -> int:
        h = 90 + 88 * len(rows)
        out: list[Item | Rule] = [
            *frame(_L, top, _R, top + h, 3),
            Rule(_L, top, _R, top + 10),
            Item(_L + 30, top + 28, fr, 32, "bold"),
            right_item(_R - 30, top + 26, ar, 34, "bold"),
            Rule(_L + 30, top + 82, _R - 30, top + 84),
        ]
        for i, (lf, la, value) in enumerate(rows):
            out += _mirror(_L + 30, _R - 30, top + 108 + i * 88, lf, la, value, vx=_L + 760, size=36)
        items.extend(out)
        return top + h

    y = panel(
        y + 60,
        "ASSURÉ",
        "المؤمن له",
        [
            ("Nom et prénom", "الاسم الكامل", f"{family.upper()} {given.upper()}"),
            ("N° d'immatriculation", "رقم التسجيل", v["cnss_number"]),
            ("N° CIN", "رقم البطاقة الوطنية", v["cin"]),
            ("Date d'immatriculation", "تاريخ التسجيل", fr_date(v["affiliation_date"])),
        ],
    )
    y = panel(
        y + 50,
        "EMPLOYEUR",
        "المشغل",
        [
            ("Raison sociale", "الاسم التجاري", str(v["employer"])),
            ("N° d'affiliation", "رقم الانخراط", v["employer_cnss"]),
        ],
    )
    y = _columns(
        items,
        y + 70,
        "La présente attestation ne préjuge pas des droits de l'assuré aux prestations, qui restent subordonnés "
        "aux conditions prévues par la réglementation en vigueur.",
        "لا تخول هذه الشهادة الحق في التعويضات إلا وفق الشروط المنصوص عليها في القانون الجاري به العمل.",
        size=30,
        gap=52,
    )
    y += 80
    items += [
        Item(_L, y, f"Fait à Agadir, le {fr_date(issued)}", 34),
        Item(_L, y + 56, "Le Directeur de l'Agence", 34, "bold"),
        right_item(_R, y, f"حرر بأكادير في {fr_date(issued)}", 34),
        right_item(_R, y + 54, "مدير الوكالة", 34, "bold"),
        *_round_stamp(cx, y + 260, 150, "CNSS", agency.replace("Agence ", "").upper(), "ⵜⴰⵙ\u2d4fⴷⵓⵇⵜ"),
        *_scribble(_L + 60, y + 250, 320, rng),
        Rule(_L, 3240, _R, 3242),
        centred_item(_L, _R, 3262, "www.cnss.ma  ·  Allo CNSS 080 200 72 72", 26),
        centred_item(_L, _R, 3304, _KINGDOM_TIF, 24),
    ]
    return Page(A4, tuple(items))


# the bank -------------------------------------------------------------------------------------------------------
_AGENCIES = (
    ("Agadir Talborjt", "أكادير تالبرجت"),
    ("Agadir Dakhla", "أكادير الداخلة"),
    ("Inezgane", "إنزكان"),
    ("Tiznit", "تيزنيت"),
    ("Taroudant", "تارودانت"),
)


def _bank_head(bank: str, agency: str, agency_ar: str) -> list[Item | Rule]:
    name = bank.upper()
    arabic = _AR_BANKS.get(bank, "")
    tif = _tifinagh(bank)
    cx = _W // 2
    return [
        Item(_L, 140, name, _fit(name, 800, 50, "bold"), "bold"),
        Item(_L, 214, f"Agence {agency}", 30),
        right_item(_R, 136, arabic, _fit(arabic, 760, 46, "bold"), "bold"),
        right_item(_R, 212, f"وكالة {agency_ar}", 30),
        *_emblem(cx, 200, 72),
        centred_item(cx - 320, cx + 320, 290, tif, _fit(tif, 600, 30, "bold"), "bold"),
        Rule(_L, 350, _R, 354),
    ]


def _cents(value: float) -> int:
    return round(value * 100)


def _operations(v: dict[str, Any]) -> list[tuple[int, str, int]]:
    """(day, label, signed cents) oldest first, summing from the opening balance to the closing one."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    last = int(end[8:10])
    rng = _rng(v, "ops-" + start)
    opening, closing = _cents(float(v["opening_balance"])), _cents(float(v["closing_balance"]))
    net = _cents(float(v.get("net_salary", 0.0)))
    ops: list[tuple[int, str, int]] = []
    if net:
        employer = str(v.get("employer", "EMPLOYEUR")).upper()[:22]
        ops.append((rng.randint(max(1, last - 6), last - 1), f"VIREMENT RECU {employer}", net))
    ops.append((rng.randint(2, 6), "PRELEVEMENT LOYER " + rng.choice(("SCI TILILA", "M. OUAHMANE", "IMMO ANZA")), 0))
    spent = 0
    for _ in range(rng.randint(3, 5)):
        amount = rng.randint(6_000, 55_000)
        spent += amount
        shop = rng.choice(("MARJANE AGADIR", "CARREFOUR MARKET", "AFRIQUIA", "PHARMACIE TALBORJT", "ELECTROPLANET"))
        ops.append((rng.randint(1, last), f"PAIEMENT CARTE {shop}", -amount))
    cash = rng.randint(3, 10) * 10_000
    spent += cash
    ops.append((rng.randint(1, last), "RETRAIT GAB AGADIR", -cash))
    fee = rng.choice((1_980, 2_640, 3_300))
    spent += fee
    ops.append((last, "COMMISSION TENUE DE COMPTE", -fee))
    ops.append((rng.randint(8, 20), "VERSEMENT ESPECES", spent))
    rent = opening + sum(c for *_, c in ops) - closing
    ops = [(d, label, -rent if label.startswith("PRELEVEMENT LOYER") else c) for d, label, c in ops]
    ops.sort(key=lambda o: (o[0], o[2] > 0, o[1]))
    assert opening + sum(c for *_, c in ops) == closing
    return ops


def bank_statement(v: dict[str, Any]) -> Page:
    """The bank's trilingual statement: mirrored account block, bilingual table heads."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    bank = str(v["bank_name"])
    agency, agency_ar = _rng(v, "agency").choice(_AGENCIES)
    given, family = _split_name(str(v["account_holder"]))
    civ = "MME" if _female({"applicant_name": v["account_holder"]}) else "M."
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    items: list[Item | Rule] = [
        *_bank_head(bank, agency, agency_ar),
        Item(_L, 420, "RELEVÉ DE COMPTE", 52, "bold"),
        right_item(_R, 414, "كشف الحساب", 50, "bold"),
        Item(_L, 500, "Compte de chèques en dirhams", 30),
        right_item(_R, 498, "حساب الشيكات بالدرهم", 30),
    ]
    rows = [
        ("Titulaire", "صاحب الحساب", f"{civ} {given.upper()} {family.upper()}"),
        ("RIB", "رقم الحساب البنكي", _rib_groups(v["rib"])),
        ("Période", "الفترة", f"du {fr_date(start)} au {fr_date(end)}"),
        ("Devise", "العملة", "MAD - Dirham marocain"),
    ]
    top = 580
    items += [*frame(_L, top, _R, top + 40 + 80 * len(rows), 3)]
    for i, (fr, ar, value) in enumerate(rows):
        items += _mirror(_L + 30, _R - 30, top + 28 + i * 80, fr, ar, value, vx=_L + 300, size=36)
    cols = (_L, _L + 190, _L + 1150, _L + 1350, _L + 1710, _R)
    heads = (
        ("Date", "التاريخ"),
        ("Libellé", "البيان"),
        ("Valeur", "تاريخ القيمة"),
        ("Débit", "مدين"),
        ("Crédit", "دائن"),
    )
    t0 = top + 40 + 80 * len(rows) + 60
    items += [*frame(_L, t0, _R, t0 + 110, 3)]
    for i, (fr, ar) in enumerate(heads):
        items += [
            centred_item(cols[i], cols[i + 1], t0 + 12, fr, 30, "bold"),
            centred_item(cols[i], cols[i + 1], t0 + 56, ar, 28),
        ]
    y = t0 + 110
    month = start[5:7]

    def row(day: str, label: str, value_day: str, cents: int, style: str = "regular", ar: str = "") -> None:
        nonlocal y
        amount = fr_amount(abs(cents) / 100)
        ar_w = round(text_width(ar, 26)) + 30 if ar else 0
        items.extend(
            [
                Item(cols[0] + 24, y + 20, day, 30, style),
                Item(cols[1] + 24, y + 20, label, _fit(label, cols[2] - cols[1] - 48 - ar_w, 30, style), style),
                centred_item(cols[2], cols[3], y + 20, value_day, 30, style),
                right_item((cols[5] if cents >= 0 else cols[4]) - 24, y + 20, amount, 30, style),
            ]
        )
        if ar:
            items.append(right_item(cols[2] - 24, y + 22, ar, 26))
        y += 66

    row(f"{start[8:10]}/{month}", f"ANCIEN SOLDE AU {fr_date(start)}", "", _cents(opening), "bold", "الرصيد السابق")
    debit = credit = 0
    for day, label, cents in _operations(v):
        value_day = min(int(end[8:10]), day + (1 if "CARTE" in label else 0))
        row(f"{day:02d}/{month}", label, f"{value_day:02d}/{month}", cents)
        if cents < 0:
            debit -= cents
        else:
            credit += cents
    y += 16
    items += [
        Rule(_L, y, _R, y + 3),
        Item(cols[1] + 24, y + 22, "TOTAL DES MOUVEMENTS", 30, "bold"),
        right_item(cols[2] - 24, y + 24, "مجموع العمليات", 26),
        right_item(cols[4] - 24, y + 22, fr_amount(debit / 100), 30, "bold"),
        right_item(cols[5] - 24, y + 22, fr_amount(credit / 100), 30, "bold"),
    ]
    y += 80
    items.append(Rule(_L, y, _R, y + 3))
    row(f"{end[8:10]}/{month}", f"NOUVEAU SOLDE AU {fr_date(end)}", "", _cents(closing), "bold", "الرصيد الجديد")
    y += 10
    items += [Rule(_L, y, _R, y + 3), Rule(_L, t0, _L + 3, y), Rule(_R - 3, t0, _R, y)]
    for x in cols[1:-1]:
        items.append(Rule(x, t0, x + 2, y))
    y += 60
    lines, y = flow_text(
        _L,
        y,
        "Sans réclamation de votre part dans un délai de 30 jours à compter de sa date d'envoi, ce relevé est "
        "considéré comme approuvé.",
        size=28,
        gap=46,
        width=_R - _L,
    )
    items += lines
    right, y = _ar_flow(
        _L,
        _R,
        y + 10,
        "في حالة عدم الاعتراض داخل أجل 30 يوما من تاريخ الإرسال، يعتبر هذا الكشف مقبولا.",
        size=28,
        gap=46,
    )
    items += right
    items += [
        Rule(_L, 3240, _R, 3242),
        centred_item(_L, _R, 3262, f"{bank} - Agence {agency} - Page 1/1", 26),
        centred_item(_L, _R, 3304, _tifinagh(bank), 24),
    ]
    return Page(A4, tuple(items))


def rib(v: dict[str, Any]) -> Page:
    """The bank's trilingual RIB: mirrored rows, a four-box grid, IBAN and BIC."""
    bank = str(v["bank_name"])
    agency, agency_ar = _rng(v, "agency").choice(_AGENCIES)
    given, family = _split_name(str(v["account_holder"]))
    civ = "MME" if _female({"applicant_name": v["account_holder"]}) else "M."
    rib24 = str(v["rib"])
    items: list[Item | Rule] = [
        *_bank_head(bank, agency, agency_ar),
        *_titles("بيان الهوية البنكية", "RELEVÉ D'IDENTITÉ BANCAIRE", 440),
    ]
    top = 700
    rows = [
        ("Titulaire du compte", "صاحب الحساب", f"{civ} {given.upper()} {family.upper()}"),
        ("Domiciliation", "الوكالة", f"{bank} - Agence {agency}"),
        ("Type de compte", "نوع الحساب", "Compte de chèques"),
    ]
    items += [*frame(_L, top, _R, top + 40 + 84 * len(rows), 3)]
    for i, (fr, ar, value) in enumerate(rows):
        items += _mirror(_L + 30, _R - 30, top + 30 + i * 84, fr, ar, value, vx=_L + 520, size=36)
    t0 = top + 40 + 84 * len(rows) + 80
    cols = (_L, _L + 400, _L + 800, _L + 1680, _R)
    heads = (
        ("Code banque", "رمز البنك"),
        ("Code ville", "رمز المدينة"),
        ("N° de compte", "رقم الحساب"),
        ("Clé RIB", "المفتاح"),
    )
    parts = (rib24[:3], rib24[3:6], rib24[6:22], rib24[22:])
    items += [*frame(_L, t0, _R, t0 + 230, 3), Rule(_L, t0 + 110, _R, t0 + 112)]
    for i, (fr, ar) in enumerate(heads):
        items += [
            centred_item(cols[i], cols[i + 1], t0 + 12, fr, 30, "bold"),
            centred_item(cols[i], cols[i + 1], t0 + 56, ar, 28),
            centred_item(cols[i], cols[i + 1], t0 + 140, parts[i], 50, "mono"),
        ]
        if i:
            items.append(Rule(cols[i], t0, cols[i] + 2, t0 + 230))
    y = t0 + 300
    items += [
        *_mirror(_L, _R, y, "IBAN", "رقم الحساب الدولي", iban(rib24), vx=_L + 300, size=38),
        *_mirror(_L, _R, y + 80, "BIC / SWIFT", "رمز السويفت", _BIC.get(bank, "BCMAMAMC"), vx=_L + 300, size=38),
    ]
    y += 200
    lines, y = flow_text(
        _L,
        y,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire "
        "des opérations à votre compte (virements, paiements de quittances, etc.).",
        size=28,
        gap=46,
        width=_R - _L,
    )
    items += lines
    right, y = _ar_flow(
        _L,
        _R,
        y + 10,
        "يسلم هذا البيان لدائنيكم أو مدينيكم الذين يطلبونه قصد تسجيل عمليات في حسابكم (تحويلات، أداءات...).",
        size=28,
        gap=46,
    )
    items += right
    items += [
        Item(_L, y + 120, "Cachet de l'agence", 30),
        right_item(_R, y + 120, "طابع الوكالة", 30),
        *frame(_L, y + 170, _L + 700, y + 420, 2),
        Rule(_L, 3240, _R, 3242),
        centred_item(_L, _R, 3262, f"{bank} - Agence {agency}", 26),
        centred_item(_L, _R, 3304, _tifinagh(bank), 24),
    ]
    return Page(A4, tuple(items))


PAGES_AD: dict[str, Callable[[dict[str, Any]], Page]] = {
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
