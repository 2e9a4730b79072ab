"""Layout "p" of every document type: a sixteenth, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_n`, other real-world
conventions:

- payslip: a services company's payslip with many small rubrics: the employer top left, "BULLETIN DE PAIE" top right
  over "Période : Oct. 2026" (the French month ABBREVIATED with a full stop: "Janv.", "Févr.", "Sept.", ...) and
  the payment date, the employee in two FULL-WIDTH STRIPS of inline "label value" cells divided by vertical
  separators (the name as "FAMILY Given" after "Nom & Prénom"), a line of worked hours, a Code / Libellé / Nombre /
  Taux / Gains / Retenues table with hourly base pay (191 h), overtime at 25 % and 50 %, seniority bonus, attendance
  bonus, meal allowance ("Prime de panier", days x rate), transport allowance, performance bonus, a bold "SALAIRE
  BRUT" row, CNSS, AMO and IR, a "TOTAUX" row, then a left block of annual cumuls and leave days and a right recap
  column ending with a framed "NET A PAYER" in "DH";
- CNIE front: a bilingual header, the card number top right after "N°", the photo on the left, ONE line "Nom et
  prénom : FAMILY Given" (family name first, in capitals) with the Arabic name (family first) under it, slash dates,
  the place of birth with its Arabic form at the end of its row, and BOTH the issue date ("Délivrée le") and the
  expiry ("Expire le"), ten years apart;
- CNIE back: the card number top right, filiation with bilingual "Père / الأب" and "Mère / الأم" labels, the address
  inside a FRAMED box under a bilingual label "Adresse / العنوان", civil status and sex side by side, the TD1 MRZ;
- passport: a data page whose name is ONE joined field "Nom et prénoms / Name" ("EL AMRANI YOUSSEF", family first),
  French / English labels above the values in two columns right of the photo, hyphenated dates ("12-03-1988"), the
  CIN as "N° CNIE / National ID card No.", the TD3 MRZ;
- employment certificate: a letterhead with the company's contacts top right, the place and date, "Le Directeur
  Administratif et Financier de la société ... certifie que Mr Given FAMILY ..." (civility "Mr" / "Mme"), the contract
  as words with DOTTED initials "(C.D.I.)", the employer's CNSS number ONLY inside the rectangular company stamp (with
  RC / IF / ICE), and a commune's "Légalisation de signature" stamp (French and Arabic) beside it;
- salary certificate: addressed to the applicant's bank ("À l'attention de ... - Service Crédits"), an "Objet :"
  line, the facts and BOTH amounts in ONE sentence only ("perçoit un salaire mensuel brut de 12.500,00 Dhs et net
  de 9.876,54 Dhs"), amounts with dots as thousands separators and "Dhs", the hire date in words ("1er mars 2019"),
  the company stamp;
- CNSS certificate: a "RELEVÉ DE SITUATION DE L'ASSURÉ" from the CNSS portal: a framed header block of the insured
  in two columns (the name "FAMILY GIVEN" in capitals, immatriculation, CIN, "Date d'immatriculation", birth date),
  then a table of the last six declared months (Période "MM/AAAA" | N° affiliation | Raison sociale | Jours |
  Salaire déclaré), a certification sentence naming the current employer, a verification code;
- bank statement: the period only as "Relevé du 1er au 31 octobre 2026" (the month and year once), a client number
  and the edition date at the top, a Date | Valeur | Libellé | Débit | Crédit | Solde table opening with a bold
  "Solde initial" row and closing with a bold "Solde final" row (balances signed, in the Solde column), and the
  account holder ("Mr FAMILY Given") and the RIB ONLY in a framed box at the FOOT of the page with the IBAN;
- RIB: a SPECIMEN CHEQUE ("chèque annulé") scanned on an A4 page: the bank in French and Arabic, the cheque number,
  "Payez contre ce chèque" / "ادفعوا مقابل هذا الشيك", empty amount box and order lines, an "ANNULÉ - SPÉCIMEN"
  stamp, the holder "M. GIVEN FAMILY" and "R.I.B. 007 780 0001234567890123 45" printed at the bottom left, the
  machine-readable line (cheque number, 6 + 18 digits) and a note under the cheque.

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
    months_before,
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
_TOWNS = ("Casablanca", "Rabat", "Salé", "Témara", "Agadir", "Oujda", "Nador", "Béni Mellal", "Khouribga")
_ABBR = ("Janv.", "Févr.", "Mars", "Avr.", "Mai", "Juin", "Juil.", "Août", "Sept.", "Oct.", "Nov.", "Déc.")
_AR_BANKS = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك أفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
}
_issued = partial(issued_after_period, layout="p", days=(2, 12))
_passport_p = partial(passport_numbers, layout="p", issued_from=2022, valid_years=5, first_day=3)


# helpers -------------------------------------------------------------------------------------------------------


def _hyphen(iso: str) -> str:
    """12-03-1988."""
    return fr_date(iso, "-")


def _dhs(value: float) -> str:
    """'12.500,00 Dhs': dots between the thousands."""
    return fr_amount(value).replace(" ", ".") + " Dhs"


def _signed(value: float) -> str:
    """A balance with its sign when it is negative: '-1 234,56'."""
    return ("-" if value < 0 else "") + fr_amount(abs(value))


def _civ(v: dict[str, Any]) -> tuple[str, str]:
    """('Mme', 'e') or ('Mr', ''): the civility as Moroccan firms often type it."""
    return ("Mme", "e") if _female(v) else ("Mr", "")


def _name_fg(v: dict[str, Any], key: str = "applicant_name") -> str:
    """'EL AMRANI Youssef'."""
    given, family = _split_name(v[key])
    return f"{family.upper()} {given}"


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-p document."""
    rng = random.Random(f"p-firm-{employer}")
    town = rng.choice(_TOWNS)
    return {
        "town": town,
        "street": rng.choice(
            (
                "Résidence Al Andalous, Bureau 14, Boulevard Al Qods",
                "Technopark, Route de Nouaceur, Bureau 215",
                "Quartier Industriel, Lot 31, Route de Fès",
                "Angle Rue Allal Ben Abdellah et Rue Tarik Ibn Ziad",
                "Parc d'activités Oukacha, Bâtiment C",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "mail": "rh@" + "".join(w.lower() for w in employer.split()[:2]) + ".ma",
        "capital": rng.choice(("100 000", "500 000", "1 000 000", "3 000 000", "10 000 000")),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        "rc": str(rng.randint(10_000, 520_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "service": rng.choice(("Exploitation", "Administration", "Comptabilité", "Ventes", "Atelier", "Logistique")),
        # no family name shared with an applicant
        "daf": rng.choice(("Mohamed LAMRINI", "Hicham TALEB", "Abdelaziz OUAZZANI", "Said BENKIRANE")),
        "legal_office": rng.choice(("Maarif", "Anfa", "Hay Mohammadi", "Agdal-Riyad", "Souissi", "Yacoub El Mansour")),
    }


_FORMS = {"SARL": "Société à responsabilité limitée", "SA": "Société anonyme"}


def _legal(employer: str) -> str:
    return "SARL" if employer.endswith("SARL") else "SA"


def _strip(y: int, cells: list[tuple[str, str]], *, h: int = 80, label: int = 24, value: int = 30) -> list[Item | Rule]:
    """A full-width strip of inline 'label value' cells divided by vertical separators (rules above and below)."""
    pad, gap = 22, 14

    def natural(size: int) -> list[float]:
        return [text_width(lab, label) + gap + text_width(val, size, "bold") + 2 * pad for lab, val in cells]

    while sum(natural(value)) > _R - _L and value > 22:
        value -= 2
    widths = natural(value)
    extra = (_R - _L - sum(widths)) / len(cells)
    out: list[Item | Rule] = [Rule(_L, y, _R, y + 3), Rule(_L, y + h, _R, y + h + 3), Rule(_L, y, _L + 3, y + h)]
    x = float(_L)
    for (lab, val), width in zip(cells, widths, strict=True):
        out += [
            Item(round(x + pad), y + (h - label) // 2, lab, label),
            Item(round(x + pad + text_width(lab, label) + gap), y + (h - value) // 2 - 2, val, value, "bold"),
        ]
        x += width + extra
        out.append(Rule(round(x) - 3, y, round(x), y + h))
    return out


def _company_stamp(x: int, y: int, v: dict[str, Any], firm: dict[str, str], *, cnss: bool) -> list[Item | Rule]:
    """A rectangular company stamp (double border): name, address, registration numbers."""
    w, h = 960, 300
    lines = [
        (v["employer"].upper(), 34, "bold"),
        (firm["street"], 24, "regular"),
        (f"{firm['town']} - Tél. {firm['tel']}", 26, "regular"),
        (f"RC {firm['rc']} - IF {firm['if']}", 26, "regular"),
        (f"CNSS {v['employer_cnss']} - ICE {firm['ice']}" if cnss else f"ICE {firm['ice']}", 26, "regular"),
    ]
    out: list[Item | Rule] = [*frame(x, y, x + w, y + h, 4), *frame(x + 12, y + 12, x + w - 12, y + h - 12, 2)]
    ty = y + 34
    for text, size, style in lines:
        while text_width(text, size, style) > w - 60:
            size -= 1
        out.append(_centre(x, x + w, ty, text, size, style))
        ty += max(size, 24) + 22
    return out


def _legalisation_stamp(x: int, y: int, firm: dict[str, str], signed: str, number: int) -> list[Item | Rule]:
    """A commune's signature-certification stamp, French and Arabic."""
    w, h = 860, 380
    y2, m2, d2 = (int(p) for p in signed.split("-"))
    day = min(d2 + 1, last_day(y2, m2))
    return [
        *frame(x, y, x + w, y + h, 3),
        _centre(x, x + w, y + 20, "ROYAUME DU MAROC", 28, "bold"),
        _centre(x, x + w, y + 58, "المملكة المغربية", 28),
        _centre(x, x + w, y + 102, f"Commune de {firm['town']} - Arrondissement {firm['legal_office']}", 24),
        Rule(x + 30, y + 142, x + w - 30, y + 144),
        _centre(x, x + w, y + 160, "LÉGALISATION DE SIGNATURE", 30, "bold"),
        _centre(x, x + w, y + 202, "مصادقة على صحة الإمضاء", 30),
        _centre(x, x + w, y + 256, f"N° {number} du {fr_date(f'{y2:04d}-{m2:02d}-{day:02d}')}", 26),
        _centre(x, x + w, y + 306, "Signature et cachet de l'officier d'état civil", 22),
    ]


# payslip -------------------------------------------------------------------------------------------------------
def _pay(v: dict[str, Any]) -> dict[str, float]:
    """The payslip's rubrics. The gross is hourly base pay + overtime + seniority + attendance + meal and transport
    allowances + a performance bonus (the remainder, so the lines sum to the gross to the cent); CNSS, AMO and IR
    close on the applicant's own net."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rng = random.Random(f"{v['cin']}-payslip-p")
    rate = seniority_rate(v)
    h25, h50 = rng.choice((4, 6, 8, 10, 12)), rng.choice((0, 2, 4, 6))
    transport = rng.choice((250.0, 300.0, 400.0))
    meal_rate, days = rng.choice((12.0, 15.0, 18.0)), 26
    meal = meal_rate * days
    attendance = rng.choice((150.0, 200.0, 300.0))
    fixed = transport + meal + attendance
    factor = 1 + rate / 100 + (h25 * 1.25 + h50 * 1.5) / 191
    base = round((gross - fixed - gross * 0.03) / factor, 2)
    hourly = round(base / 191, 4)
    t25, t50 = round(hourly * 1.25, 4), round(hourly * 1.5, 4)
    ot25, ot50 = round(t25 * h25, 2), round(t50 * h50, 2)
    seniority = round(base * rate / 100, 2)
    perf = round(gross - base - ot25 - ot50 - seniority - fixed, 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = max(round(gross - cnss - amo - net, 2), 0.0) + 0.0
    return {
        "gross": gross,
        "net": net,
        "rate": float(rate),
        "h25": float(h25),
        "h50": float(h50),
        "hourly": hourly,
        "t25": t25,
        "t50": t50,
        "base": base,
        "ot25": ot25,
        "ot50": ot50,
        "seniority": seniority,
        "attendance": attendance,
        "meal_rate": meal_rate,
        "days": float(days),
        "meal": meal,
        "transport": transport,
        "perf": perf,
        "cnss": cnss,
        "amo": amo,
        "igr": igr,
        "taxable": round(gross - cnss - amo, 2),
        "held": round(cnss + amo + igr, 2),
    }


def _num(value: float, places: int = 2) -> str:
    return f"{value:.{places}f}".replace(".", ",")


def payslip_page_p(v: dict[str, Any]) -> Page:
    """Many small rubrics, the employee in two full-width strips of inline cells with vertical separators, the
    period as 'Période : Oct. 2026', a Code / Libellé / Nombre / Taux / Gains / Retenues table, cumuls on the left
    and a recap column with a framed NET A PAYER on the right."""
    p = _pay(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    firm = _firm(v["employer"])
    rng = random.Random(f"{v['cin']}-payslip-p-head")
    matricule = f"{rng.randint(1, 9)}{v['cnss_number'][-3:]}"
    hy, hm = (int(x) for x in v["hire_date"].split("-")[:2])
    years = ((year - hy) * 12 + month - hm) // 12
    pay_day = last_day(year, month)
    family_status = rng.choice(("C / 0", "M / 0", "M / 1", "M / 2", "M / 3"))
    items: list[Item | Rule] = [
        Item(_L, 110, v["employer"].upper(), 46, "bold"),
        Item(_L, 178, firm["street"], 28),
        Item(_L, 216, f"{firm['town']} - Tél. {firm['tel']}", 28),
        Item(_L, 254, f"Affiliation CNSS : {v['employer_cnss']}", 28),
        Item(_L, 292, f"IF : {firm['if']}  -  ICE : {firm['ice']}", 26),
        _right(_R, 104, "BULLETIN DE PAIE", 56, "bold"),
        _right(_R, 186, f"Période : {_ABBR[month - 1]} {year}", 38, "bold"),
        _right(_R, 244, f"Date de paiement : {fr_date(f'{year:04d}-{month:02d}-{pay_day:02d}')}", 28),
        _right(_R, 284, "Page 1/1", 26),
    ]
    items += _strip(
        400,
        [
            ("Matricule", matricule),
            ("Nom & Prénom", _name_fg(v)),
            ("CIN", v["cin"]),
            ("N° CNSS", v["cnss_number"]),
            ("Sit. fam.", family_status),
        ],
    )
    items += _strip(
        483,
        [
            ("Emploi", v["position"]),
            ("Service", firm["service"]),
            ("Date d'embauche", fr_date(v["hire_date"])),
            ("Contrat", v["contract_type"]),
            ("Ancienneté", f"{years} an{'s' if years > 1 else ''}"),
        ],
    )
    hours = 191 + p["h25"] + p["h50"]
    items += [
        Item(_L, 610, f"Heures normales : 191,00   -   Heures supplémentaires : {_num(p['h25'] + p['h50'])}", 28),
        _right(_R, 610, f"Total heures : {_num(hours)}   -   Jours travaillés : 26", 28),
    ]
    cols = (_L, 320, 1130, 1390, 1660, 2000, _R)  # Code | Libellé | Nombre | Taux | Gains | Retenues
    heads = ("Code", "Libellé", "Nombre", "Taux", "Gains", "Retenues")
    rows: list[tuple[str, str, str, str, str, str, bool]] = [
        ("1000", "Salaire de base", "191,00", _num(p["hourly"], 4), fr_amount(p["base"]), "", False),
        ("1010", "Heures supplémentaires 25 %", _num(p["h25"]), _num(p["t25"], 4), fr_amount(p["ot25"]), "", False),
    ]
    if p["h50"]:
        rows.append(
            ("1020", "Heures supplémentaires 50 %", _num(p["h50"]), _num(p["t50"], 4), fr_amount(p["ot50"]), "", False)
        )
    if p["seniority"]:
        rows.append(
            (
                "1100",
                "Prime d'ancienneté",
                fr_amount(p["base"]),
                f"{p['rate']:.0f} %",
                fr_amount(p["seniority"]),
                "",
                False,
            )
        )
    rows += [
        ("1200", "Prime d'assiduité", "", "", fr_amount(p["attendance"]), "", False),
        ("1300", "Prime de panier", _num(p["days"]), _num(p["meal_rate"]), fr_amount(p["meal"]), "", False),
        ("1310", "Indemnité de transport", "", "", fr_amount(p["transport"]), "", False),
        ("1400", "Prime de rendement", "", "", fr_amount(p["perf"]), "", False),
        ("", "SALAIRE BRUT", "", "", fr_amount(p["gross"]), "", True),
        ("5000", "Cotisation CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("5010", "Cotisation AMO", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("5100", "Impôt sur le revenu", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    y = 690
    top = y
    items.append(Rule(_L, y, _R, y + 3))
    for c, head in enumerate(heads):
        if c >= 2:
            items.append(_right(cols[c + 1] - 16, y + 18, head, 28, "bold"))
        else:
            items.append(Item(cols[c] + 16, y + 18, head, 28, "bold"))
    y += 66
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    for code, label, number, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        if bold:
            items.append(Rule(_L, y - 10, _R, y - 9))
        items += [Item(cols[0] + 16, y, code, 28), Item(cols[1] + 16, y, label, 30, style)]
        for c, text in ((2, number), (3, rate), (4, gain), (5, held)):
            if text:
                items.append(_right(cols[c + 1] - 16, y, text, 30, style))
        y += 56
        if bold:
            items.append(Rule(_L, y - 10, _R, y - 9))
    items.append(Rule(_L, y, _R, y + 2))
    items += [
        Item(cols[1] + 16, y + 16, "TOTAUX", 30, "bold"),
        _right(cols[5] - 16, y + 16, fr_amount(p["gross"]), 30, "bold"),
        _right(cols[6] - 16, y + 16, fr_amount(p["held"]), 30, "bold"),
    ]
    y += 70
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    # cumuls and leave on the left, the recap on the right
    y += 70
    cumuls = [
        ("Brut cumulé", fr_amount(round(p["gross"] * month, 2))),
        ("Net imposable cumulé", fr_amount(round(p["taxable"] * month, 2))),
        ("IR cumulé", fr_amount(round(p["igr"] * month, 2))),
        ("Heures sup. cumulées", _num((p["h25"] + p["h50"]) * month)),
    ]
    items += [Item(_L, y, f"CUMULS {year}", 28, "bold"), Rule(_L, y + 44, 1050, y + 46)]
    for i, (label, value) in enumerate(cumuls):
        items += [Item(_L, y + 62 + i * 46, label, 26), _right(1050, y + 62 + i * 46, value, 26)]
    cy = y + 62 + len(cumuls) * 46 + 40
    items += [Item(_L, cy, "CONGÉS", 28, "bold"), Rule(_L, cy + 44, 1050, cy + 46)]
    leave = [("Acquis", _num(1.5 * month, 1)), ("Pris", _num(float(rng.choice((0, 0, 2, 3, 5))), 1))]
    for i, (label, value) in enumerate(leave):
        items += [Item(_L, cy + 62 + i * 46, label, 26), _right(1050, cy + 62 + i * 46, value, 26)]
    rx0 = 1330
    recap = [
        ("Total gains", fr_amount(p["gross"])),
        ("Total retenues", fr_amount(p["held"])),
        ("Net imposable", fr_amount(p["taxable"])),
    ]
    for i, (label, value) in enumerate(recap):
        items += [Item(rx0, y + i * 56, label, 30), _right(_R, y + i * 56, value, 30)]
    ny = y + 3 * 56 + 30
    items += [
        *frame(rx0 - 20, ny, _R + 10, ny + 120, 4),
        Item(rx0 + 10, ny + 34, "NET A PAYER", 44, "bold"),
        _right(_R - 20, ny + 34, f"{fr_amount(p['net'])} DH", 44, "bold"),
        Item(rx0, ny + 160, f"Règlement : virement {v.get('bank_name', 'bancaire')}", 26),
        Item(rx0, ny + 200, f"le {fr_date(f'{year:04d}-{month:02d}-{pay_day:02d}')}", 26),
    ]
    sy = max(cy + 62 + len(leave) * 46, ny + 240) + 120
    items += [
        Item(_L, sy, "Signature du salarié", 28),
        Rule(_L, sy + 150, _L + 700, sy + 152),
        Item(rx0, sy, "Cachet de l'employeur", 28),
        *frame(rx0, sy + 50, _R, sy + 290, 2),
        Rule(_L, 3290, _R, 3292),
        _centre(
            0,
            A4[0],
            3310,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
            24,
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def _arabic_name(v: dict[str, Any]) -> str:
    """The Arabic name, family first."""
    given, family = _split_name(v["applicant_name"])
    return " ".join(p for p in (_AR_NAMES.get(family, ""), _AR_NAMES.get(given, "")) if p)


def cin_front_page_p(v: dict[str, Any]) -> Page:
    """CNIE front: bilingual header, the number top right after 'N°', the photo on the left, one line 'Nom et prénom :
    FAMILY Given' with the Arabic name under it, slash dates, the issue date and the expiry."""
    y, m, d = v["cin_expiry"].split("-")
    issued = f"{int(y) - 10:04d}-{m}-{d}"
    rng = random.Random(f"{v['cin']}-front-p")
    place_ar = _AR_NAMES.get(v["place_of_birth"].upper(), "")
    arabic = _arabic_name(v)
    x = 380
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        Item(40, 28, "ROYAUME DU MAROC", 32, "bold"),
        _right(1262, 24, "المملكة المغربية", 34, "bold"),
        Item(40, 72, "CARTE NATIONALE D'IDENTITÉ", 26),
        _right(1262, 72, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 118, 1262, 121),
        _right(1262, 140, v["cin"], 52, "bold"),
        _right(1262 - round(text_width(v["cin"], 52, "bold")) - 16, 156, "N°", 32),
        *frame(40, 150, 340, 560, 2),
        _centre(40, 340, 340, "PHOTO", 22),
        Item(x, 236, "Nom et prénom :", 28),
        Item(x + round(text_width("Nom et prénom :", 28)) + 14, 228, _name_fg(v), 40, "bold"),
        Item(x, 352, f"Date de naissance : {fr_date(v['date_of_birth'])}", 32),
        Item(x, 412, f"Lieu de naissance : {v['place_of_birth'].upper()}", 32),
        Item(x, 472, f"Délivrée le : {fr_date(issued)}", 32),
        Item(x, 532, "Expire le :", 32),
        Item(x + round(text_width("Expire le :", 32)) + 14, 528, fr_date(v["cin_expiry"]), 36, "bold"),
        Item(40, 600, "Signature du titulaire", 22),
        Rule(40, 690, 420, 692),
        _right(1262, 740, f"CAN {rng.randint(100_000, 999_999)}", 24),
        Item(x, 620, f"Sexe : {'F' if _female(v) else 'M'}", 30),
    ]
    if arabic:
        items.append(_right(1262, 292, arabic, 34, "bold"))
    if place_ar:
        items.append(_right(1262, 410, place_ar, 30))
    return Page(CARD, tuple(items))


def cin_back_page_p(v: dict[str, Any]) -> Page:
    """CNIE back: the number top right, bilingual filiation labels, the address in a framed box under 'Adresse /
    العنوان', civil status and sex side by side, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = random.Random(f"{v['cin']}-back-p")
    father = rng.choice(("ABDELKADER", "MUSTAPHA", "HASSAN", "BRAHIM", "ABDELLAH", "AHMED"))
    mother = rng.choice(("ZAHRA", "AICHA", "KHADIJA", "FATIHA", "NAIMA", "MINA"))
    address = v["address"].upper()
    size = 34
    while text_width(address, size) > 1160 and size > 24:
        size -= 2
    items: list[Item | Rule] = [
        *frame(8, 8, CARD[0] - 8, CARD[1] - 8, 2),
        _right(1262, 30, v["cin"], 36, "bold"),
        Item(50, 34, f"Père / الأب : {father}", 30),
        Item(50, 84, f"Mère / الأم : {mother}", 30),
        Item(50, 150, "Adresse / العنوان", 26, "bold"),
        *frame(40, 190, 1262, 270, 2),
        Item(60, 230 - size // 2 - 2, address, size),
        Item(50, 300, f"État civil : {rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 28),
        Item(700, 300, f"Sexe : {'F' if _female(v) else 'M'}", 28),
        Rule(30, 380, 1270, 382),
    ]
    items += [Item(60, 430 + i * 110, line, 56, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_p(v: dict[str, Any]) -> Page:
    """Passport data page: ONE joined name field 'Nom et prénoms / Name' (family first), French / English labels
    above the values in two columns, hyphenated dates, the CIN as 'N° CNIE / National ID card No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_p(v)
    sex = "F" if _female(v) else "M"
    c1, c2 = 360, 860
    items: list[Item | Rule] = [
        Item(40, 22, "ROYAUME DU MAROC", 30, "bold"),
        _right(1262, 20, "المملكة المغربية", 30, "bold"),
        _centre(0, CARD[0], 62, "PASSEPORT  -  PASSPORT  -  جواز السفر", 26, "bold"),
        Rule(40, 104, 1262, 106),
        *frame(40, 130, 320, 500, 2),
        _centre(40, 320, 300, "PHOTO", 22),
        Item(40, 520, "Signature", 18),
        Rule(40, 580, 320, 582),
    ]
    cells = [
        (c1, 120, "Type / Type", "P"),
        (c1 + 150, 120, "Code / Code", "MAR"),
        (c2, 120, "N° du passeport / Passport No.", number),
        (c1, 190, "Nom et prénoms / Name", f"{family.upper()} {given.upper()}"),
        (c1, 260, "Nationalité / Nationality", "MAROCAINE"),
        (c2, 260, "Sexe / Sex", sex),
        (c1, 330, "Date de naissance / Date of birth", _hyphen(v["date_of_birth"])),
        (c2, 330, "Lieu de naissance / Place of birth", v.get("place_of_birth", "").upper()),
        (c1, 400, "Date de délivrance / Date of issue", _hyphen(issued)),
        (c2, 400, "Date d'expiration / Date of expiry", _hyphen(expiry)),
        (c1, 470, "N° CNIE / National ID card No.", v["cin"]),
        (c2, 470, "Autorité / Authority", "DGSN"),
    ]
    for x, dy, label, value in cells:
        items += [Item(x, dy, label, 18), Item(x, dy + 22, value, 30, "bold")]
    mrz = td3_mrz(v, number, expiry, sex)
    items += [Item(40, 620 + i * 80, line, 44, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any], firm: dict[str, str]) -> list[Item | Rule]:
    """Company name left with a vertical bar, contacts right, a rule."""
    return [
        Rule(_L, 110, _L + 10, 270),
        Item(_L + 40, 112, v["employer"], 54, "bold"),
        Item(_L + 40, 190, _FORMS[_legal(v["employer"])] + f" au capital de {firm['capital']} DH", 28),
        Item(_L + 40, 232, firm["street"], 26),
        _right(_R, 120, f"Tél. : {firm['tel']}", 26),
        _right(_R, 158, f"E-mail : {firm['mail']}", 26),
        _right(_R, 196, f"RC : {firm['rc']}  -  IF : {firm['if']}", 26),
        Rule(_L, 300, _R, 302),
    ]


def employment_certificate_page_p(v: dict[str, Any]) -> Page:
    """The Administrative and Financial Director certifies; the contract with dotted initials '(C.D.I.)'; the
    employer's CNSS number only in the company stamp; a commune's signature-certification stamp."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civ(v)
    signed = _issued(v, "employment")
    rng = random.Random(f"{v['cin']}-employment-p")
    contract = {
        "CDI": "contrat de travail à durée indéterminée (C.D.I.)",
        "CDD": "contrat de travail à durée déterminée (C.D.D.)",
    }.get(v["contract_type"], f"contrat {v['contract_type']}")
    items: list[Item | Rule] = [
        *_letterhead(v, firm),
        Item(_L, 400, f"Réf. : {rng.randint(10, 99)}/DAF/{signed[:4]}", 30),
        _right(_R, 400, f"{firm['town']}, le {fr_date(signed)}", 32),
        _centre(0, A4[0], 600, "ATTESTATION DE TRAVAIL", 60, "bold"),
    ]
    width = round(text_width("ATTESTATION DE TRAVAIL", 60, "bold"))
    items.append(Rule((A4[0] - width) // 2, 680, (A4[0] + width) // 2, 684))
    body, y = flow_text(
        _L,
        860,
        f"Le Directeur Administratif et Financier de la société {_glue(v['employer'])} certifie que "
        f"{civ}~{given}~{_glue(family.upper())}, titulaire de la carte nationale d'identité n°~{v['cin']}, fait "
        f"partie du personnel de la société depuis le {fr_date(v['hire_date'])} et y occupe actuellement le poste "
        f"de {_glue(v['position'])}, dans le cadre d'un {contract}.",
        size=40,
        gap=76,
        width=_R - _L,
    )
    items += body
    close, y = flow_text(
        _L,
        y + 60,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=40,
        gap=76,
        width=_R - _L,
    )
    items += close
    y += 160
    items += [
        Item(1300, y, "Le Directeur Administratif et Financier", 32, "bold"),
        Item(1300, y + 50, firm["daf"], 32),
        *_company_stamp(1300, y + 130, v, firm, cnss=True),
        *_legalisation_stamp(_L, y + 130, firm, signed, rng.randint(1000, 9999)),
        Rule(_L, 3300, _R, 3302),
        _centre(
            0,
            A4[0],
            3320,
            f"{v['employer']} - {firm['street']} - {firm['town']} - ICE {firm['ice']}",
            24,
        ),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_p(v: dict[str, Any]) -> Page:
    """Addressed to the applicant's bank, an 'Objet :' line, the facts and BOTH amounts in one sentence ('perçoit un
    salaire mensuel brut de ... Dhs et net de ... Dhs'), the hire date in words, the company stamp."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    civ, e = _civ(v)
    signed = _issued(v, "salary")
    bank = str(v.get("bank_name", "votre banque"))
    items: list[Item | Rule] = [
        *_letterhead(v, firm),
        _right(_R, 390, f"{firm['town']}, le {_words_date(signed)}", 32),
        Item(1300, 500, "À l'attention de", 30),
        Item(1300, 546, bank, 36, "bold"),
        Item(1300, 596, "Service Crédits aux particuliers", 30),
        Item(_L, 800, "Objet :", 34, "bold"),
        Item(_L + round(text_width("Objet :", 34, "bold")) + 20, 800, "Attestation de salaire", 34),
        Item(_L, 900, "Madame, Monsieur,", 38),
    ]
    body, y = flow_text(
        _L,
        1000,
        f"Nous soussignés, société {_glue(v['employer'])}, attestons par la présente que {civ}~{given}~"
        f"{_glue(family.upper())}, titulaire de la CIN n°~{v['cin']}, employé{e} au sein de notre société depuis le "
        f"{_glue(_words_date(v['hire_date']))} en qualité de {_glue(v['position'])}, perçoit un salaire mensuel brut "
        f"de {_glue(_dhs(float(v['gross_salary'])))} et net de {_glue(_dhs(float(v['net_salary'])))}.",
        size=40,
        gap=78,
        width=_R - _L,
    )
    items += body
    close, y = flow_text(
        _L,
        y + 60,
        f"Cette attestation est délivrée à l'intéressé{e}, à sa demande, pour la constitution de son dossier de crédit "
        "et pour servir et valoir ce que de droit.",
        size=40,
        gap=78,
        width=_R - _L,
    )
    items += close
    items += [Item(_L, y + 60, "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.", 38)]
    y += 240
    items += [
        Item(1300, y, "Pour la société,", 32),
        Item(1300, y + 50, "Le Directeur Administratif et Financier", 32, "bold"),
        Item(1300, y + 100, firm["daf"], 32),
        *_company_stamp(1300, y + 180, v, firm, cnss=False),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['employer']} - {firm['street']} - {firm['town']} - ICE {firm['ice']}", 24),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_p(v: dict[str, Any]) -> Page:
    """'RELEVÉ DE SITUATION DE L'ASSURÉ': the insured in a framed two-column header block, a table of the last six
    declared months with the employer's number and name on each row, a certification sentence, a verification code."""
    given, family = _split_name(v["applicant_name"])
    period = str(v.get("pay_period", "2026-10"))
    signed = _issued({**v, "pay_period": period}, "cnss")
    rng = random.Random(f"{v['cin']}-cnss-p")
    gross = float(v.get("gross_salary", 6000.0))
    items: list[Item | Rule] = [
        Item(_L, 110, "CNSS", 64, "bold"),
        Item(_L + 210, 118, "Caisse Nationale de Sécurité Sociale", 34, "bold"),
        Item(_L + 210, 164, "Portail des assurés - www.macnss.ma", 26),
        _right(_R, 114, "الصندوق الوطني للضمان الاجتماعي", 34, "bold"),
        _right(_R, 170, f"Édité le {fr_date(signed)} à {rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}", 26),
        Rule(_L, 230, _R, 234),
        _centre(0, A4[0], 330, "RELEVÉ DE SITUATION DE L'ASSURÉ", 54, "bold"),
        _centre(0, A4[0], 406, "Salaires et jours déclarés", 32),
    ]
    y0 = 520
    items += [*frame(_L, y0, _R, y0 + 360, 3), Item(_L + 30, y0 + 24, "IDENTIFICATION DE L'ASSURÉ", 30, "bold")]
    left = [
        ("Nom et prénom", f"{family.upper()} {given.upper()}"),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° CIN", v["cin"]),
    ]
    right = [
        ("Date d'immatriculation", fr_date(v["affiliation_date"])),
        ("Date de naissance", fr_date(v["date_of_birth"])) if v.get("date_of_birth") else ("Régime", "Général"),
        ("Situation", "Actif"),
    ]
    for i, ((l1, v1), (l2, v2)) in enumerate(zip(left, right, strict=True)):
        ry = y0 + 100 + i * 80
        items += [
            Item(_L + 30, ry, l1, 26),
            Item(_L + 30, ry + 32, v1, 32, "bold"),
            Item(1300, ry, l2, 26),
            Item(1300, ry + 32, v2, 32, "bold"),
        ]
    # the declared months
    y = y0 + 440
    cols = (_L, 430, 760, 1700, 1920, _R)  # Période | N° affiliation | Raison sociale | Jours | Salaire déclaré
    heads = ("Période", "N° affiliation", "Raison sociale", "Jours", "Salaire déclaré")
    top = y
    items += [Rule(_L, y, _R, y + 3)]
    for c, head in enumerate(heads):
        if c >= 3:
            items.append(_right(cols[c + 1] - 16, y + 18, head, 28, "bold"))
        else:
            items.append(Item(cols[c] + 16, y + 18, head, 28, "bold"))
    y += 66
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    for back in range(6, 0, -1):
        py, pm = months_before(period, back).split("-")
        items += [
            Item(cols[0] + 16, y, f"{pm}/{py}", 30),
            Item(cols[1] + 16, y, v["employer_cnss"], 30),
            Item(cols[2] + 16, y, v["employer"].upper(), 30),
            _right(cols[4] - 16, y, "26", 30),
            _right(cols[5] - 16, y, fr_amount(gross), 30),
        ]
        y += 60
    items += [Rule(_L, y, _R, y + 2)]
    items += [
        Item(cols[2] + 16, y + 16, "Total sur la période", 30, "bold"),
        _right(cols[4] - 16, y + 16, "156", 30, "bold"),
        _right(cols[5] - 16, y + 16, fr_amount(round(gross * 6, 2)), 30, "bold"),
    ]
    y += 70
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    text, y = flow_text(
        _L,
        y + 80,
        "La Caisse Nationale de Sécurité Sociale certifie que l'assuré(e) désigné(e) ci-dessus est immatriculé(e) "
        f"au régime de sécurité sociale et déclaré(e) par la société {_glue(v['employer'])} (affiliée sous le "
        f"n°~{v['employer_cnss']}) pour les périodes figurant au présent relevé.",
        size=34,
        gap=60,
        width=_R - _L,
    )
    items += text
    code = "-".join(f"{rng.randint(0, 0xFFFF):04X}" for _ in range(4))
    items += [
        Item(
            _L, y + 60, "Ce relevé est établi sur la base des déclarations de salaires transmises par l'employeur.", 28
        ),
        Item(_L, y + 110, f"Code de vérification : {code}", 28, "mono"),
        Item(_L, y + 156, "Vérifiable sur www.cnss.ma, rubrique « Vérifier une attestation ».", 26),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, "Document édité électroniquement - ne nécessite ni signature ni cachet", 24),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(town, agency name) of the account's agency."""
    rng = random.Random(f"{v['rib'][:6]}-agency-p")
    town = rng.choice(_TOWNS)
    return town, f"{town} {rng.choice(('Centre', 'Massira', 'Al Qods', 'Hay Nahda', 'Bd Mohammed V', 'Gare'))}"


def bank_statement_page_p(v: dict[str, Any]) -> Page:
    """'Relevé du 1er au 31 octobre 2026', a Date | Valeur | Libellé | Débit | Crédit | Solde table between bold
    'Solde initial' and 'Solde final' rows, the holder and the RIB only in a framed box at the foot of the page."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent_cents = round(opening * 100) + round(net * 100) - round(closing * 100)  # closing = opening + net - rent
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month, first = (int(x) for x in start.split("-"))
    end_day = int(end[-2:])
    given, family = _split_name(v["account_holder"])
    civ, _ = _civ(v)
    rng = random.Random(f"{v['cin']}-statement-p")
    town, agency = _agency(v)
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    shops = ("MARJANE", "CARREFOUR", "LABEL VIE", "ELECTROPLANET", "DECATHLON", "AFRIQUIA")
    spend = [
        (rng.randint(3, 8), f"PAIEMENT CARTE {rng.choice(shops)}", rng.randint(15_000, 90_000)),
        (rng.randint(9, 13), f"RETRAIT GAB {town.upper()}", rng.choice((40_000, 100_000, 150_000))),
        (rng.randint(14, 20), f"PAIEMENT CARTE {rng.choice(shops)}", rng.randint(8_000, 60_000)),
        (rng.randint(21, 26), "FACTURE LYDEC / REDAL", rng.randint(12_000, 45_000)),
    ]
    moves: list[tuple[int, str, int]] = [(d, label, -c) for d, label, c in spend]
    moves += [
        (
            rng.randint(2, 6),
            f"PRELEVEMENT LOYER {_MONTHS[month - 1].upper()}" if rent_cents > 0 else "VIREMENT RECU",
            -rent_cents,
        ),
        (rng.randint(12, 22), "VERSEMENT ESPECES AGENCE", sum(c for *_, c in spend)),
        (rng.randint(max(2, end_day - 6), end_day - 1), f"VIREMENT SALAIRE {employer[:22]}", round(net * 100)),
        (end_day, "FRAIS TENUE DE COMPTE", -rng.choice((1_650, 2_200, 2_750))),
    ]
    moves.append((end_day, "RISTOURNE FRAIS PACKAGE", -moves[-1][2]))
    moves.sort(key=lambda m: m[0])  # stable: the fee before its refund
    client = f"{rng.randint(10**6, 10**7 - 1)}"
    edited = _issued({**v, "pay_period": start[:7]}, "statement")
    items: list[Item | Rule] = [
        Item(_L, 110, v["bank_name"], 56, "bold"),
        Item(_L, 190, f"Agence {agency}", 30),
        _right(_R, 110, "RELEVÉ DE COMPTE", 50, "bold"),
        _right(
            _R,
            180,
            f"Relevé du {'1er' if first == 1 else first} au {end_day} {_MONTHS[month - 1].lower()} {year}",
            36,
            "bold",
        ),
        _right(_R, 236, f"Client n° {client}  -  Édité le {fr_date(edited)}", 28),
        _right(_R, 276, "Compte chèque - Dirham marocain", 28),
        Rule(_L, 340, _R, 344),
    ]
    cols = (_L, 330, 510, 1340, 1670, 2000, _R)  # Date | Valeur | Libellé | Débit | Crédit | Solde
    heads = ("Date", "Valeur", "Libellé", "Débit", "Crédit", "Solde")
    y = 420
    top = y
    items.append(Rule(_L, y, _R, y + 3))
    for c, head in enumerate(heads):
        if c >= 3:
            items.append(_right(cols[c + 1] - 16, y + 18, head, 28, "bold"))
        else:
            items.append(Item(cols[c] + 16, y + 18, head, 28, "bold"))
    y += 66
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    items += [
        Item(cols[0] + 16, y, f"{first:02d}/{month:02d}", 30, "bold"),
        Item(cols[2] + 16, y, "Solde initial", 32, "bold"),
        _right(cols[6] - 16, y, _signed(opening), 32, "bold"),
    ]
    y += 66
    balance = round(opening * 100)
    for d, label, c in moves:
        balance += c
        value_day = min(d + (1 if c > 0 else 0), end_day)
        items += [
            Item(cols[0] + 16, y, f"{d:02d}/{month:02d}", 30),
            Item(cols[1] + 16, y, f"{value_day:02d}/{month:02d}", 30),
            Item(cols[2] + 16, y, label, 28),
            _right(cols[4 if c < 0 else 5] - 16, y, fr_amount(abs(c) / 100), 30),
            _right(cols[6] - 16, y, _signed(balance / 100), 28),
        ]
        y += 60
    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    items += [
        Item(cols[2] + 16, y, "Total des opérations", 30),
        _right(cols[4] - 16, y, fr_amount(debits / 100), 30),
        _right(cols[5] - 16, y, fr_amount(credits / 100), 30),
    ]
    y += 60
    items.append(Rule(_L, y, _R, y + 2))
    y += 18
    items += [
        Item(cols[0] + 16, y, f"{end_day:02d}/{month:02d}", 30, "bold"),
        Item(cols[2] + 16, y, "Solde final", 32, "bold"),
        _right(cols[6] - 16, y, _signed(closing), 32, "bold"),
    ]
    y += 66
    items += [*frame(_L, top, _R, y, 3)]
    items += [Rule(x, top, x + 2, y) for x in cols[1:-1]]
    notice, _ = flow_text(
        _L,
        y + 50,
        "Un solde précédé du signe « - » est débiteur. Toute réclamation relative aux opérations figurant sur ce "
        "relevé doit être formulée auprès de votre agence dans un délai d'un mois à compter de sa réception.",
        size=28,
        gap=44,
        width=_R - _L,
    )
    items += notice
    # the account box at the foot of the page
    by = 2780
    items += [
        *frame(_L, by, _R, by + 380, 3),
        Rule(_L, by, _R, by + 60),
        Item(_L + 30, by + 12, "RÉFÉRENCES DU COMPTE", 30, "bold"),
        Item(_L + 30, by + 90, "Titulaire", 26),
        Item(_L + 30, by + 124, f"{civ} {family.upper()} {given}", 36, "bold"),
        Item(_L + 30, by + 196, "Adresse", 26),
        Item(_L + 30, by + 228, str(v.get("address", "")).upper(), 28),
        Item(1250, by + 90, "RIB", 26),
        Item(1250, by + 124, _rib_groups(v["rib"]), 34, "mono"),
        Item(1250, by + 196, "IBAN", 26),
        Item(1250, by + 228, iban(v["rib"]), 28, "mono"),
        Item(1250, by + 290, f"BIC : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 26),
        Rule(1210, by + 70, 1212, by + 370),
        Item(_L, 3300, f"{v['bank_name']} - Société anonyme - Établissement de crédit agréé par Bank Al-Maghrib", 24),
        _right(_R, 3300, "Page 1 / 1", 24),
    ]
    return Page(A4, tuple(items))


def rib_page_p(v: dict[str, Any]) -> Page:
    """A specimen cheque ('chèque annulé') scanned on A4: bank in French and Arabic, cheque number, the payment
    lines, an 'ANNULÉ - SPÉCIMEN' stamp, the holder and the R.I.B. at the bottom left, the machine line."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ = "MME" if _female(v) else "M."
    town, agency = _agency(v)
    rng = random.Random(f"{v['cin']}-cheque-p")
    cheque = f"{rng.randint(1_000_000, 9_999_999)}"
    x0, y0, x1, y1 = 160, 240, 2320, 1260
    arabic_bank = _AR_BANKS.get(v["bank_name"], "")
    items: list[Item | Rule] = [
        Item(_L, 110, "Pièce jointe : spécimen de chèque (RIB)", 30, "bold"),
        *frame(x0, y0, x1, y1, 3),
        Item(x0 + 40, y0 + 34, v["bank_name"], 46, "bold"),
        Item(x0 + 40, y0 + 100, f"Agence {agency}", 26),
        _right(x1 - 40, y0 + 30, f"N° {cheque}", 32, "mono"),
        *frame(1720, y0 + 90, x1 - 40, y0 + 180, 2),
        Item(1740, y0 + 116, "DH", 32, "bold"),
        Item(x0 + 40, y0 + 200, "Payez contre ce chèque", 32),
        Rule(x0 + 440, y0 + 236, x1 - 480, y0 + 238),
        _right(x1 - 40, y0 + 196, "ادفعوا مقابل هذا الشيك", 30),
        Rule(x0 + 40, y0 + 306, x1 - 40, y0 + 308),
        Item(x0 + 40, y0 + 350, "à l'ordre de", 30),
        Rule(x0 + 260, y0 + 384, x1 - 300, y0 + 386),
        _right(x1 - 40, y0 + 346, "لأمر", 30),
        Item(1400, y0 + 440, "à", 28),
        Rule(1440, y0 + 470, 1760, y0 + 472),
        Item(1790, y0 + 440, "le", 28),
        Rule(1830, y0 + 470, x1 - 40, y0 + 472),
        Item(x0 + 40, y0 + 460, "Payable à", 22),
        Item(x0 + 40, y0 + 490, f"{v['bank_name']} - {agency}", 26),
        Item(x0 + 40, y0 + 580, f"{civ} {given.upper()} {family.upper()}", 36, "bold"),
        Item(x0 + 40, y0 + 636, f"R.I.B. {_rib_groups(rib)}", 32, "mono"),
        Item(1400, y0 + 560, "Signature", 24),
        Rule(x0, y0 + 780, x1, y0 + 782),
        Item(x0 + 120, y0 + 830, f"{cheque}   {rib[:6]}   {rib[6:]}", 52, "mono"),
    ]
    if arabic_bank:
        items.append(_right(x1 - 420, y0 + 40, arabic_bank, 34, "bold"))
    # the "cancelled" stamp over free space
    sx, sy = 1000, y0 + 560
    items += [
        *frame(sx - 20, sy - 10, sx + 340, sy + 150, 4),
        _centre(sx - 20, sx + 340, sy + 10, "ANNULÉ", 52, "bold"),
        _centre(sx - 20, sx + 340, sy + 80, "SPÉCIMEN", 34, "bold"),
    ]
    note, y = flow_text(
        _L,
        y1 + 120,
        f"Chèque annulé remis à l'appui de la demande de crédit pour justifier les coordonnées bancaires du "
        f"demandeur : compte ouvert auprès de {_glue(v['bank_name'])}, agence {_glue(agency)} ({town}). Le chèque "
        "ci-dessus est barré et ne peut être encaissé.",
        size=32,
        gap=54,
        width=_R - _L,
    )
    items += note
    items += [
        Item(_L, y + 60, f"Code SWIFT de la banque : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 30),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, "Copie numérisée - document joint au dossier", 24),
    ]
    return Page(A4, tuple(items))


PAGES_P: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_p,
    "cin_front": cin_front_page_p,
    "cin_back": cin_back_page_p,
    "passport": passport_page_p,
    "employment_certificate": employment_certificate_page_p,
    "salary_certificate": salary_certificate_page_p,
    "cnss_certificate": cnss_certificate_page_p,
    "bank_statement": bank_statement_page_p,
    "rib": rib_page_p,
}
