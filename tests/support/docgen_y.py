"""Layout "y" of every document type: a twenty-fifth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_x`, other real-world
conventions, all from OLDER GENERATIONS OF DOCUMENTS AND THE PUBLIC SECTOR: the formats a lender still receives that
predate the electronic ones, and those of public and semi-public employers (offices, régies, state-owned companies)
and of the savings bank. Administration letterheads stack "ROYAUME DU MAROC" and "المملكة المغربية" over the
supervising ministry and the establishment, references read "N° 1234/DRH/SP", the employee is "M. / Mme FAMILY
Given" with the grade, pre-printed forms carry small labels followed by dotted lines where the values are typed in
monospace, and rubber stamps are circles drawn beside (never over) the values:

- payslip: a PUBLIC ESTABLISHMENT's "BULLETIN DE PAIE": the administration letterhead at the top left (ministry of
  tutelle, the establishment, "Direction des Ressources Humaines - Service de la Paie", its CNSS affiliation number),
  "BULLETIN DE PAIE" top right over "Mois de paie : 10/2026" (month / year in figures) and the payment date, a ruled
  "SITUATION ADMINISTRATIVE DE L'AGENT" grid of two columns ("Matricule", "Nom et prénom" as "FAMILY Given", "N°
  C.I.N.", "N° d'immatriculation CNSS" still printed, "Date de recrutement 01/03/2019", "Fonction" on the left;
  "Grade", "Échelle", "Échelon", "Indice", "Nature du contrat" and the family situation on the right), a fully ruled
  Code / Libellé / Base / Taux / Gains / Retenues table where the basic pay is split into "Traitement de base", an
  "Indemnité de résidence" at 10 % of it, an "Indemnité de transport" and, for cadres, an "Indemnité de
  représentation", each on its own line, then the seniority bonus, "SALAIRE BRUT", CNSS, AMO and IR, a "TOTAUX"
  row, a framed "NET À PAYER (DH)", the taxable pay and annual cumuls, the pay officer's signature and a round stamp;
  amounts "12 500,00";
- CNIE front: the OLD GREEN "CARTE D'IDENTITE NATIONALE" (pre-2008, paper card laminated, landscape, no chip): a
  double border, French header at the left and Arabic at the right, the title centred, PRE-PRINTED small labels
  ("Nom", "Prénom", "Né le", "à", "Valable jusqu'au") each followed by a dotted line on which the value is TYPED in
  monospace capitals, the Arabic name at the right end of the name rows, slash dates ("12/03/1988"), the photo on
  the RIGHT with a round stamp over its corner, the number with its letter prefix after "N°" in a framed box under
  the photo, the holder's signature line;
- CNIE back: the old card's back with the same double border and typed-on-dotted-lines convention: the number
  typed top right, "Fils de", "et de", "Adresse" on TWO pre-printed dotted lines (the second left empty when the
  address fits on the first), "Délivrée à" with the issuing town and the "Le Directeur Général de la Sûreté
  Nationale" signature block with a round stamp, then, under a rule, the TD1 MRZ the renewal print adds;
- passport: the OLDER passport data page: denser, smaller type, a trilingual header, every label a THREE-LINE
  stack French over English over Arabic in tiny type above its value, three columns right of the photo (type, code,
  number; the surname and the given names across the row; nationality, date of birth, sex; place of birth, HEIGHT
  "Taille / Height" and the CIN as "N° C.I.N. / ID card No."; issue, expiry, authority), slash dates, the TD3 MRZ;
- employment certificate: an ADMINISTRATION's "ATTESTATION DE TRAVAIL": the letterhead, the reference "N°
  1234/DRH/SP" on the left and "Rabat, le 05/11/2026" on the right, an underlined title, "Le Directeur des
  Ressources Humaines de <establishment>, affilié(e) à la CNSS sous le n° ..., atteste que :", the facts as
  "label : value" lines with aligned colons ("M. / Mme : FAMILY Given", "Grade", "Échelle / Échelon", "C.I.N. n°",
  "Fonction", "Date de recrutement 01/03/2019", "Nature du contrat : CDI (contrat à durée indéterminée)", "Position
  administrative : En activité"), a sentence with the hire date in words, the standard closing, the signature of "Le
  Directeur des Ressources Humaines" with a round stamp and an "Ampliations" list;
- salary certificate: the same administration letterhead and reference, "ATTESTATION DE SALAIRE", one sentence
  naming "M. / Mme FAMILY Given" with the grade, the CIN, the recruitment date and the position, then a SMALL
  RULED TABLE "Éléments | Mensuel (DH) | Annuel (DH)" with the gross, the deductions (CNSS, AMO, IR) and the net
  (annual = twelve months; the monthly column holds the truth), the monthly net in words, signature and stamp;
- CNSS certificate: an OLD DOT-MATRIX COMPUTER PRINT: everything monospace, ALL CAPITALS WITHOUT ACCENTS, a
  mainframe edition header (programme, terminal, "EDITION DU 04/11/2026", "PAGE : 001"), "=" and "-" separator
  lines, "ATTESTATION D'AFFILIATION" letter-spaced, then the fields separated from their values by DOTTED LEADERS
  ("NOM ..........: EL AMRANI", "PRENOM", "N. IMMATRICULATION", "N. C.I.N.", "DATE D'AFFILIATION 15/12/2019",
  "RAISON SOCIALE", "N. AFFILIATION EMPLOYEUR"), a capitals certification paragraph, the agency head's signature;
- bank statement: a SAVINGS BANK passbook statement ("Caisse d'Épargne" style) of the applicant's bank: "RELEVÉ DE
  LIVRET" with "Arrêté du 01/10/2026 au 31/10/2026", the holder "M. GIVEN FAMILY", the livret number, the RIB in
  3 / 3 / 16 / 2 groups and the interest rate in a framed block, a fully ruled Date | Opération | Retrait | Dépôt |
  Solde table opening with "ANCIEN SOLDE" and closing with "NOUVEAU SOLDE" (balances in the Solde column, a running
  balance on every row), the quarter's "INTÉRÊTS CRÉDITEURS" as an operation at a quarter's end (otherwise the
  accrued interest in a memo line), a totals row and the old "règle des quinzaines" notice;
- RIB: a SMALL PERFORATED SLIP on an A4 page (its edges drawn as rows of perforation holes, a stub on the left),
  "RELEVÉ D'IDENTITÉ BANCAIRE", a framed "Titulaire" box (caption in the corner, "M. GIVEN FAMILY" and the
  address) beside a framed "Domiciliation" box (the bank, the agency, its address), the 24 digits in FOUR labelled
  boxes ("Code banque", "Code localité", "N° de compte", "Clé RIB"), the BIC, no IBAN, and the classic notice to
  creditors in small type.

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
    fr_words_date,
    frame,
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
from tests.support.docgen import family_given as _family_given
from tests.support.docgen import female as _female
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Rabat", "Casablanca", "Fès", "Marrakech", "Meknès", "Kénitra", "Oujda", "Agadir")
_MINISTRIES = (
    "Ministère de l'Économie et des Finances",
    "Ministère de l'Équipement et de l'Eau",
    "Ministère de l'Industrie et du Commerce",
    "Ministère de l'Agriculture et de la Pêche Maritime",
    "Ministère de la Transition Énergétique",
    "Ministère du Transport et de la Logistique",
)
_SIGNERS = ("Abdelkader BENSLIMANE", "Mohammed TAHIRI", "Latifa BOUAZZAOUI", "Driss EL KETTANI", "Saïd AMZIL")
_FATHERS = ("MOHAMED", "AHMED", "ABDELLAH", "LAHCEN", "DRISS", "BRAHIM", "ALLAL")
_MOTHERS = ("FATIMA", "ZOHRA", "AICHA", "RKIA", "MINA", "KHADIJA", "YAMNA")
_GRADES = {
    "Comptable principal": ("Administrateur adjoint", 10),
    "Technicien de maintenance": ("Technicien de 2e grade", 9),
    "Chef de projet": ("Ingénieur principal", 11),
    "Agent commercial": ("Adjoint administratif", 8),
    "Ingénieur": ("Ingénieur d'État 1er grade", 11),
}
_INDEX_START = {8: 207, 9: 235, 10: 275, 11: 336}
_INDEX_STEP = {8: 14, 9: 18, 10: 26, 11: 38}


# values and formats -------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-y")


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 16) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _plain(text: str) -> str:
    """Capitals without accents, as an old line printer prints them."""
    return "".join(c for c in unicodedata.normalize("NFD", text.upper()) if unicodedata.category(c) != "Mn")


def _civ(v: dict[str, Any]) -> str:
    name = str(v.get("applicant_name") or v.get("account_holder", ""))
    return "Mme" if _female({"applicant_name": name}) else "M."


def _issued(v: dict[str, Any], key: str) -> str:
    return issued_after_period(
        {**v, "pay_period": str(v.get("pay_period") or "2026-10")}, key, layout="y", days=(2, 12)
    )


def _admin(v: dict[str, Any]) -> dict[str, Any]:
    """The establishment's ministry, town, signatory and the agent's grade, scale, step and index."""
    employer = str(v.get("employer", ""))
    rng = random.Random(f"y-admin-{employer}")
    grade, scale = _GRADES.get(str(v.get("position", "")), ("Cadre administratif", 10))
    period = str(v.get("pay_period") or "2026-10")
    hire = str(v.get("hire_date") or "2019-03-01")
    years = max(0, int(period[:4]) - int(hire[:4]))
    step = min(10, 1 + years // 2)
    own = _rng(v, "agent")
    return {
        "ministry": rng.choice(_MINISTRIES),
        "town": rng.choice(_TOWNS),
        "signer": rng.choice(_SIGNERS),
        "street": rng.choice(
            ("Avenue Mohammed V", "Avenue Allal Ben Abdellah", "Rue Patrice Lumumba", "Bd Al Massira")
        ),
        "grade": grade,
        "scale": scale,
        "step": step,
        "index": _INDEX_START[scale] + (step - 1) * _INDEX_STEP[scale],
        "matricule": f"{own.randint(10, 99)}{own.randint(1000, 9999)}",
        "ref": own.randint(1000, 9899),
        "family": own.choice(("Marié(e), 2 enfants", "Célibataire", "Marié(e), 1 enfant", "Marié(e), 3 enfants")),
    }


# drawing --------------------------------------------------------------------------------------------------------
def _dots(x0: int, x1: int, y: int, pitch: int = 9) -> list[Item | Rule]:
    """A pre-printed dotted line (the place where a value is typed)."""
    return [Rule(x, y, x + 2, y + 2) for x in range(x0, x1, pitch)]


def _circle(cx: int, cy: int, r: int, t: int = 3) -> list[Item | Rule]:
    steps = max(24, round(2 * math.pi * r / 4))
    out: list[Item | Rule] = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        px, py = round(cx + r * math.cos(a)), round(cy + r * math.sin(a))
        out.append(Rule(px, py, px + t - 1, py + t - 1))
    return out


def _stamp(cx: int, cy: int, r: int, lines: tuple[str, ...], size: int = 18) -> list[Item | Rule]:
    """A round rubber stamp: two circles and a few centred lines."""
    out = [*_circle(cx, cy, r, 3), *_circle(cx, cy, r - 12, 2)]
    top = cy - len(lines) * (size + 6) // 2
    for i, line in enumerate(lines):
        y = top + i * (size + 6)
        dy = max(abs(y - cy), abs(y + size - cy))
        chord = round(2 * math.sqrt(max(0, (r - 16) ** 2 - dy**2))) - 12
        out.append(_centre(cx - r, cx + r, y, line, _fit(line, max(chord, 40), size, floor=10), "regular"))
    return out


def _hlines(x0: int, x1: int, ys: list[int], t: int = 2) -> list[Item | Rule]:
    return [Rule(x0, y, x1, y + t - 1) for y in ys]


def _vlines(xs: list[int], y0: int, y1: int, t: int = 2) -> list[Item | Rule]:
    return [Rule(x, y0, x + t - 1, y1) for x in xs]


def _photo(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """A photo box with a head-and-shoulders outline."""
    cx = (x0 + x1) // 2
    w, h = x1 - x0, y1 - y0
    out = frame(x0, y0, x1, y1, 3)
    out += _circle(cx, y0 + h * 38 // 100, w // 5, 3)
    steps = 40
    for i in range(steps + 1):
        a = math.pi + math.pi * i / steps
        px, py = round(cx + (w * 0.4) * math.cos(a)), round(y1 - 4 + (h * 0.28) * math.sin(a))
        out.append(Rule(px, py, px + 2, py + 2))
    return out


def _typed_row(
    x: int, y: int, label: str, value: str, x1: int, *, lsize: int = 24, vsize: int = 36
) -> list[Item | Rule]:
    """A pre-printed label followed by a dotted line, the value typed on the dots."""
    start = x + round(text_width(label, lsize)) + 14
    return [
        Item(x, y + vsize - lsize, label, lsize),
        *_dots(start, x1, y + vsize + 8),
        Item(start + 10, y, value, _fit(value, x1 - start - 14, vsize, "mono"), "mono"),
    ]


# payslip -----------------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any], adm: dict[str, Any], y: int, x0: int, x1: int) -> tuple[list[Item | Rule], int]:
    """'ROYAUME DU MAROC' over the ministry and the establishment, centred in [x0, x1]."""
    employer = str(v["employer"])
    items: list[Item | Rule] = [
        _centre(x0, x1, y, "ROYAUME DU MAROC", 34, "bold"),
        _centre(x0, x1, y + 50, "المملكة المغربية", 32, "bold"),
        _centre(x0, x1, y + 104, adm["ministry"], _fit(adm["ministry"], x1 - x0, 28), "regular"),
        Rule((x0 + x1) // 2 - 80, y + 160, (x0 + x1) // 2 + 80, y + 162),
        _centre(x0, x1, y + 182, employer, _fit(employer, x1 - x0, 36, "bold"), "bold"),
        _centre(x0, x1, y + 236, "Direction des Ressources Humaines", 28),
    ]
    return items, y + 280


def payslip_page_y(v: dict[str, Any]) -> Page:
    """A public establishment's payslip: administration letterhead, 'Mois de paie : MM/YYYY', the agent's grade,
    scale, step and index, the basic pay split into allowances each on its own line, the framed net."""
    p = pay_lines(v)
    adm = _admin(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    pay_day = f"{min(27, last_day(year, month)):02d}/{month:02d}/{year}"
    items: list[Item | Rule] = [
        Item(_L, 110, "ROYAUME DU MAROC", 32, "bold"),
        Item(_L, 156, adm["ministry"], _fit(adm["ministry"], 1150, 28), "regular"),
        Item(_L, 214, v["employer"], _fit(v["employer"], 1150, 40, "bold"), "bold"),
        Item(_L, 270, "Direction des Ressources Humaines - Service de la Paie", 28),
        Item(_L, 312, f"{adm['street']}, {adm['town']}", 26),
        Item(_L, 350, f"N° d'affiliation CNSS : {v['employer_cnss']}", 28),
        _right(_R, 110, "المملكة المغربية", 30, "bold"),
        _right(_R, 170, "BULLETIN DE PAIE", 54, "bold"),
        _right(_R, 248, f"Mois de paie : {month:02d}/{year}", 40, "bold"),
        _right(_R, 306, f"Date de paiement : {pay_day}", 28),
        _right(_R, 346, f"Bulletin n° {month:02d}-{adm['matricule']}", 26),
        Rule(_L, 410, _R, 414),
    ]
    # the agent's administrative situation
    y0 = 440
    items += [*frame(_L, y0, _R, y0 + 60, 3), Item(_L + 20, y0 + 14, "SITUATION ADMINISTRATIVE DE L'AGENT", 30, "bold")]
    left = [
        ("Matricule", adm["matricule"]),
        ("Nom et prénom", f"{family.upper()} {given}"),
        ("N° C.I.N.", v["cin"]),
        ("N° d'immatriculation CNSS", v["cnss_number"]),
        ("Date de recrutement", fr_date(v["hire_date"])),
        ("Fonction", v["position"]),
    ]
    right = [
        ("Grade", adm["grade"]),
        ("Échelle", str(adm["scale"])),
        ("Échelon", str(adm["step"])),
        ("Indice", str(adm["index"])),
        ("Nature du contrat", v["contract_type"]),
        ("Situation de famille", adm["family"]),
    ]
    mid = 1240
    top = y0 + 60
    rh = 64
    for i, ((ll, lv), (rl, rv)) in enumerate(zip(left, right, strict=True)):
        y = top + i * rh
        items += [
            Item(_L + 20, y + 16, ll, 28),
            Item(_L + 470, y + 14, lv, _fit(lv, mid - _L - 490, 30, "bold"), "bold"),
            Item(mid + 20, y + 16, rl, 28),
            Item(mid + 380, y + 14, rv, _fit(rv, _R - mid - 400, 30, "bold"), "bold"),
        ]
    bottom = top + len(left) * rh
    items += _hlines(_L, _R, [top + i * rh for i in range(1, len(left))])
    items += [*frame(_L, y0, _R, bottom, 3), *_vlines([mid], top, bottom, 3)]
    items += _vlines([_L + 450, mid + 360], top, bottom, 1)
    # the pay table
    scale = adm["scale"]
    base = p["base"]
    representation = round(base * 0.08, 2) if scale >= 10 else 0.0
    transport = 400.0 if base >= 4000 else 250.0
    traitement = round((base - transport - representation) / 1.10, 2)
    residence = round(traitement * 0.10, 2)
    rest = round(base - traitement - residence - transport - representation, 2)
    if representation:
        representation = round(representation + rest, 2)
    else:
        transport = round(transport + rest, 2)
    cols = [_L, _L + 150, 1180, 1480, 1680, 2010, _R]  # code | libellé | base | taux | gains | retenues
    ty = bottom + 60
    heads = ("Code", "Libellé", "Base", "Taux", "Gains", "Retenues")
    items += [*frame(_L, ty, _R, ty + 62, 3)]
    for i, head in enumerate(heads):
        items.append(_centre(cols[i], cols[i + 1], ty + 14, head, 30, "bold"))
    rows: list[tuple[str, str, str, str, str, str, bool]] = [
        ("100", "Traitement de base", "", "", fr_amount(traitement), "", False),
        ("110", "Indemnité de résidence", fr_amount(traitement), "10 %", fr_amount(residence), "", False),
        ("120", "Indemnité de transport", "", "", fr_amount(transport), "", False),
    ]
    if representation:
        rows.append(("130", "Indemnité de représentation", "", "", fr_amount(representation), "", False))
    if p["bonus"] > 0:
        rows.append(
            ("150", "Prime d'ancienneté", fr_amount(base), f"{p['rate']:.0f} %", fr_amount(p["bonus"]), "", False)
        )
    rows += [
        ("199", "SALAIRE BRUT", "", "", fr_amount(p["gross"]), "", True),
        ("300", "Cotisation CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("310", "Assurance maladie obligatoire (AMO)", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("400", "Impôt sur le revenu (IR)", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    ry = ty + 62
    for code, label, b, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        items += [Item(cols[0] + 30, ry + 14, code, 30, style), Item(cols[1] + 16, ry + 14, label, 30, style)]
        for right_edge, text in zip((cols[3], cols[4], cols[5], cols[6]), (b, rate, gain, held), strict=True):
            if text:
                items.append(_right(right_edge - 16, ry + 14, text, 30, style))
        ry += 60
        items.append(Rule(_L, ry, _R, ry + 1))
    items += [
        Item(cols[1] + 16, ry + 14, "TOTAUX", 30, "bold"),
        _right(cols[5] - 16, ry + 14, fr_amount(p["gross"]), 30, "bold"),
        _right(cols[6] - 16, ry + 14, fr_amount(p["held"]), 30, "bold"),
    ]
    ry += 62
    items += [*frame(_L, ty, _R, ry, 3), *_vlines(cols[1:-1], ty, ry, 2), Rule(_L, ry - 64, _R, ry - 62)]
    # the net and the cumuls
    ny = ry + 60
    cumul = [
        ("Net imposable du mois", fr_amount(p["taxable"])),
        (f"Cumul brut au {month:02d}/{year}", fr_amount(round(p["gross"] * month, 2))),
        (f"Cumul IR au {month:02d}/{year}", fr_amount(round(p["igr"] * month, 2))),
        ("Mode de paiement", "Virement bancaire"),
    ]
    for i, (label, value) in enumerate(cumul):
        items += [Item(_L, ny + i * 52, label, 28), _right(1050, ny + i * 52, value, 28)]
    items += [
        *frame(1320, ny - 10, _R, ny + 190, 5),
        Item(1360, ny + 20, "NET À PAYER (DH)", 36, "bold"),
        _right(_R - 40, ny + 96, fr_amount(p["net"]), 60, "bold"),
    ]
    sy = ny + 300
    items += [
        Item(1500, sy, "Le Chef du Service de la Paie", 30, "bold"),
        Rule(1500, sy + 170, 2200, sy + 171),
        *_stamp(1150, sy + 110, 120, ("ROYAUME DU MAROC", "SERVICE DE LA PAIE", "D.R.H.")),
        Item(_L, 3300, "Bulletin à conserver sans limitation de durée. Toute réclamation doit être adressée au", 24),
        Item(
            _L, 3334, f"Service de la Paie de la Direction des Ressources Humaines, {adm['street']}, {adm['town']}.", 24
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def _old_card_border() -> list[Item | Rule]:
    """The old card's double border and a guilloche of sparse dots along its edges."""
    out: list[Item | Rule] = [*frame(10, 10, 1290, 810, 4), *frame(26, 26, 1274, 794, 2)]
    for x in range(40, 1262, 22):
        out += [Rule(x, 34, x + 1, 35), Rule(x + 11, 785, x + 12, 786)]
    return out


def cin_front_page_y(v: dict[str, Any]) -> Page:
    """The old green national identity card's front: pre-printed labels and dotted lines with the values typed on
    them, the photo on the right, the number in a frame under it."""
    given, family = _split_name(v["applicant_name"])
    ar_family, ar_given = _AR_NAMES.get(family, ""), _AR_NAMES.get(given, "")
    ar_place = _AR_NAMES.get(str(v["place_of_birth"]).upper(), "")
    items: list[Item | Rule] = [
        *_old_card_border(),
        Item(50, 50, "ROYAUME DU MAROC", 28, "bold"),
        _right(1250, 46, "المملكة المغربية", 30, "bold"),
        _centre(0, 1300, 96, "CARTE D'IDENTITE NATIONALE", 42, "bold"),
        _centre(0, 1300, 150, "البطاقة الوطنية للتعريف", 28),
        Rule(50, 200, 1250, 202),
    ]
    x1 = 900
    items += _typed_row(50, 230, "Nom", family.upper(), x1 - 150)
    items += _typed_row(50, 320, "Prénom", given.upper(), x1 - 150)
    if ar_family:
        items.append(_right(x1, 232, ar_family, 30))
    if ar_given:
        items.append(_right(x1, 322, ar_given, 30))
    items += _typed_row(50, 410, "Né(e) le", fr_date(v["date_of_birth"]), 470)
    items += _typed_row(490, 410, "à", str(v["place_of_birth"]).upper(), x1)
    if ar_place:
        items.append(_right(x1, 470, ar_place, 24))
    items += _typed_row(50, 520, "Valable jusqu'au", fr_date(v["cin_expiry"]), 620)
    items += [
        Item(50, 660, "Signature du titulaire", 22),
        Rule(50, 740, 520, 741),
        *_photo(950, 220, 1240, 560),
        *_stamp(1010, 515, 58, ("D.G.S.N.", "MAROC"), 16),
        Item(950, 600, "N°", 26, "bold"),
        *frame(1000, 588, 1250, 660, 3),
        _centre(1000, 1250, 600, v["cin"], _fit(v["cin"], 230, 40, "mono"), "mono"),
        _centre(950, 1250, 690, "رقم البطاقة", 22),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_y(v: dict[str, Any]) -> Page:
    """The old card's back: filiation and address typed on dotted lines, the issuing authority and its stamp, the TD1
    MRZ added by the renewal print."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "parents")
    address = str(v["address"]).upper()
    town = address.split(" ")[-1]
    items: list[Item | Rule] = [
        *_old_card_border(),
        Item(960, 48, "N°", 24, "bold"),
        Item(1000, 42, v["cin"], _fit(v["cin"], 250, 36, "mono"), "mono"),
    ]
    items += _typed_row(50, 90, "Fils (fille) de", rng.choice(_FATHERS), 900, vsize=34)
    items += _typed_row(50, 160, "et de", rng.choice(_MOTHERS), 900, vsize=34)
    label_w = round(text_width("Adresse", 24)) + 14
    width = 1250 - 50 - label_w - 24
    if text_width(address, 34, "mono") <= width:
        lines = [address, ""]
    else:
        words = address.split(" ")
        cut = max(i for i in range(1, len(words)) if text_width(" ".join(words[:i]), 34, "mono") <= width)
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    items += _typed_row(50, 230, "Adresse", lines[0], 1250, vsize=34)
    items += [*_dots(50 + label_w, 1250, 330), Item(50 + label_w + 10, 288, lines[1], 34, "mono")]
    items += _typed_row(50, 360, "Délivrée à", town, 560, vsize=34)
    items += [
        Item(640, 350, "Le Directeur Général de la", 20),
        Item(640, 374, "Sûreté Nationale", 20),
        *_stamp(1140, 390, 56, ("D.G.S.N.", "ROYAUME", "DU MAROC"), 14),
        Rule(40, 470, 1260, 473),
    ]
    items += [Item(150, 500 + i * 92, line, 50, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_y(v: dict[str, Any]) -> Page:
    """The older passport data page: dense small type, every label a French / English / Arabic stack above its value,
    three columns right of the photo, slash dates, the height, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout="y", issued_from=2021, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    height = f"1,{_rng(v, 'height').randint(55, 88) if sex == 'M' else _rng(v, 'height').randint(50, 75)} m"
    items: list[Item | Rule] = [
        Item(30, 18, "ROYAUME DU MAROC · KINGDOM OF MOROCCO", 24, "bold"),
        _right(1270, 14, "المملكة المغربية", 26, "bold"),
        Item(30, 50, "PASSEPORT · PASSPORT", 20),
        _right(1270, 50, "جواز السفر", 20),
        Rule(30, 80, 1270, 81),
        *_photo(30, 100, 290, 440),
        Item(30, 460, "Signature du titulaire", 16),
        Item(30, 480, "Holder's signature", 16),
        Rule(30, 560, 290, 561),
    ]
    c1, c2, c3 = 320, 650, 980

    def field(x: int, y: int, fr: str, en: str, ar: str, value: str, width: int = 300) -> list[Item | Rule]:
        return [
            Item(x, y, fr, 16),
            Item(x, y + 18, en, 16),
            Item(x, y + 36, ar, 16),
            Item(x, y + 58, value, _fit(value, width, 28, "bold"), "bold"),
        ]

    rows = [
        [
            (c1, "Type", "Type", "النوع", "P"),
            (c2, "Code du pays", "Country code", "رمز البلد", "MAR"),
            (c3, "N° du passeport", "Passport No.", "رقم الجواز", number),
        ],
        [(c1, "Nom", "Surname", "الاسم العائلي", family.upper())],
        [(c1, "Prénoms", "Given names", "الاسم الشخصي", given.upper())],
        [
            (c1, "Nationalité", "Nationality", "الجنسية", "MAROCAINE"),
            (c2, "Date de naissance", "Date of birth", "تاريخ الازدياد", fr_date(v["date_of_birth"])),
            (c3, "Sexe", "Sex", "الجنس", sex),
        ],
        [
            (c1, "Lieu de naissance", "Place of birth", "مكان الازدياد", str(v.get("place_of_birth", "")).upper()),
            (c2, "Taille", "Height", "القامة", height),
            (c3, "N° C.I.N.", "ID card No.", "رقم البطاقة الوطنية", v["cin"]),
        ],
        [
            (c1, "Date de délivrance", "Date of issue", "تاريخ الإصدار", fr_date(issued)),
            (c2, "Date d'expiration", "Date of expiry", "تاريخ انتهاء الصلاحية", fr_date(expiry)),
            (c3, "Autorité", "Authority", "السلطة", "DGSN RABAT"),
        ],
    ]
    y = 92
    for row in rows:
        for x, fr, en, ar, value in row:
            width = 1270 - x if len(row) == 1 else 300
            items += field(x, y, fr, en, ar, value, width)
        y += 94
    items += [Rule(30, 660, 1270, 661)]
    items += [Item(40, 680 + i * 64, line, 40, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates on the administration's letterhead ---------------------------------------------------------------
def _admin_head(v: dict[str, Any], adm: dict[str, Any], issued: str) -> tuple[list[Item | Rule], int]:
    items, y = _letterhead(v, adm, 130, _L, 1250)
    items += [
        Item(_L, y + 50, f"N° {adm['ref']}/DRH/SP", 32, "bold"),
        _right(_R, y + 50, f"{adm['town']}, le {fr_date(issued)}", 32),
    ]
    return items, y + 140


def _signature(adm: dict[str, Any], y: int) -> list[Item | Rule]:
    return [
        _centre(1400, _R, y, "Le Directeur des Ressources Humaines", 32, "bold"),
        _centre(1400, _R, y + 230, adm["signer"], 30),
        *_stamp(1140, y + 140, 130, ("ROYAUME DU MAROC", "DIRECTION DES", "RESSOURCES HUMAINES", adm["town"].upper())),
    ]


def _admin_foot(v: dict[str, Any], adm: dict[str, Any]) -> list[Item | Rule]:
    text = f"{v['employer']} - {adm['street']}, {adm['town']} - Direction des Ressources Humaines"
    return [Rule(_L, 3280, _R, 3282), _centre(_L, _R, 3300, text, _fit(text, _R - _L, 24), "regular")]


def employment_certificate_page_y(v: dict[str, Any]) -> Page:
    """An administration's certificate of employment: letterhead, reference, 'label : value' lines with the grade,
    the DRH's signature, a round stamp and the ampliations."""
    adm = _admin(v)
    issued = _issued(v, "employment")
    items, y = _admin_head(v, adm, issued)
    title = "ATTESTATION DE TRAVAIL"
    tw = round(text_width(title, 52, "bold"))
    items += [_centre(0, A4[0], y, title, 52, "bold"), Rule((A4[0] - tw) // 2, y + 72, (A4[0] + tw) // 2, y + 75)]
    y += 170
    opening = (
        f"Le Directeur des Ressources Humaines de {_glue(v['employer'])}, affilié(e) à la Caisse Nationale de "
        f"Sécurité Sociale sous le n° {v['employer_cnss']}, atteste que :"
    )
    text, y = flow_text(_L, y, opening, size=36, gap=58, width=_R - _L)
    items += text
    contract = {"CDI": "contrat à durée indéterminée", "CDD": "contrat à durée déterminée"}.get(v["contract_type"], "")
    rows = [
        ("M. / Mme", _family_given(v["applicant_name"])),
        ("Grade", adm["grade"]),
        ("Échelle / Échelon", f"{adm['scale']} / {adm['step']}"),
        ("C.I.N. n°", v["cin"]),
        ("Fonction", v["position"]),
        ("Date de recrutement", fr_date(v["hire_date"])),
        ("Nature du contrat", f"{v['contract_type']} ({contract})" if contract else v["contract_type"]),
        ("Position administrative", "En activité"),
    ]
    y += 40
    for label, value in rows:
        items += [
            Item(_L + 100, y, label, 36),
            Item(_L + 620, y, ":", 36),
            Item(_L + 660, y, value, _fit(value, _R - _L - 680, 36, "bold"), "bold"),
        ]
        y += 66
    e = "e" if _female(v) else ""
    closing = (
        f"L'intéressé{e} exerce ses fonctions au sein de l'établissement depuis le "
        f"{_glue(fr_words_date(v['hire_date']))} et y est toujours en fonction à la date de la présente attestation, "
        "qui lui est délivrée sur sa demande "
        "pour servir et valoir ce que de droit."
    )
    text, y = flow_text(_L, y + 40, closing, size=36, gap=58, width=_R - _L)
    items += text
    items += _signature(adm, y + 100)
    items += [
        Item(_L, y + 480, "Ampliations :", 28, "bold"),
        Item(_L + 40, y + 524, "- Intéressé(e)", 28),
        Item(_L + 40, y + 566, "- Dossier administratif", 28),
        Item(_L + 40, y + 608, "- Chrono", 28),
    ]
    items += _admin_foot(v, adm)
    return Page(A4, tuple(items))


def salary_certificate_page_y(v: dict[str, Any]) -> Page:
    """An administration's salary certificate: letterhead, one sentence, a small ruled table of the monthly and
    annual amounts, the monthly net in words, the DRH's signature."""
    adm = _admin(v)
    p = pay_lines({"pay_period": "2026-10", **v})
    issued = _issued(v, "salary")
    items, y = _admin_head(v, adm, issued)
    title = "ATTESTATION DE SALAIRE"
    tw = round(text_width(title, 52, "bold"))
    items += [_centre(0, A4[0], y, title, 52, "bold"), Rule((A4[0] - tw) // 2, y + 72, (A4[0] + tw) // 2, y + 75)]
    y += 170
    sentence = (
        f"Le Directeur des Ressources Humaines de {_glue(v['employer'])} certifie que M. / Mme "
        f"{_glue(_family_given(v['applicant_name']))}, {_glue(adm['grade'])}, titulaire de la C.I.N. n° {v['cin']}, "
        f"en fonction depuis le {fr_date(v['hire_date'])} en qualité de {_glue(v['position'])}, perçoit la "
        f"rémunération ci-après :"
    )
    text, y = flow_text(_L, y, sentence, size=36, gap=58, width=_R - _L)
    items += text
    y += 50
    cols = [400, 1200, 1640, 2080]
    held = p["held"]
    rows = [
        ("Salaire brut", p["gross"], True),
        ("Retenues (CNSS, AMO, IR)", held, False),
        ("Salaire net", p["net"], True),
    ]
    items += [
        Item(cols[0] + 20, y + 14, "Éléments", 30, "bold"),
        _right(cols[2] - 20, y + 14, "Mensuel (DH)", 30, "bold"),
        _right(cols[3] - 20, y + 14, "Annuel (DH)", 30, "bold"),
    ]
    top = y
    y += 62
    items.append(Rule(cols[0], y, cols[3], y + 2))
    for label, amount, bold in rows:
        style = "bold" if bold else "regular"
        items += [
            Item(cols[0] + 20, y + 14, label, 30, style),
            _right(cols[2] - 20, y + 14, fr_amount(amount), 30, style),
            _right(cols[3] - 20, y + 14, fr_amount(round(amount * 12, 2)), 30, style),
        ]
        y += 62
        items.append(Rule(cols[0], y, cols[3], y + 1))
    items += [*frame(cols[0], top, cols[3], y, 3), *_vlines(cols[1:3], top, y, 2)]
    items.append(
        Item(cols[0], y + 16, f"Mois de référence : {fr_date(str(v.get('pay_period') or '2026-10') + '-01')[3:]}", 24)
    )
    words = f"Soit un salaire mensuel net de {_glue(amount_words(p['net']))}."
    text, y = flow_text(_L, y + 90, words, size=34, gap=54, width=_R - _L)
    items += text
    text, y = flow_text(
        _L,
        y + 20,
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit.",
        size=34,
        gap=54,
        width=_R - _L,
    )
    items += text
    items += _signature(adm, y + 100)
    items += _admin_foot(v, adm)
    return Page(A4, tuple(items))


# the CNSS's dot-matrix print ------------------------------------------------------------------------------------
def cnss_certificate_page_y(v: dict[str, Any]) -> Page:
    """An old dot-matrix computer print: monospace capitals without accents, separators of '=' and '-', fields and
    values joined by dotted leaders."""
    rng = _rng(v, "cnss")
    given, family = _split_name(v["applicant_name"])
    issued = _issued(v, "cnss")
    size = 32
    cw = text_width("M", size, "mono")
    width = 100  # characters per line
    x = _L + 20
    agency = rng.choice(("CASA ANFA", "RABAT HASSAN", "FES SAISS", "MARRAKECH GUELIZ", "TANGER MEDINA", "AGADIR"))

    def leader(label: str, value: str) -> str:
        return f"{label} ".ljust(34, ".") + " : " + _plain(value)

    lines = [
        "CAISSE NATIONALE DE SECURITE SOCIALE".ljust(64) + f"EDITION DU {fr_date(issued)}".rjust(36),
        f"DIRECTION REGIONALE - AGENCE {agency}".ljust(64) + "PAGE : 001".rjust(36),
        f"PROGRAMME : IMM{rng.randint(100, 999)}   TERMINAL : T{rng.randint(10, 99)}".ljust(64)
        + f"HEURE : {rng.randint(8, 15):02d}H{rng.randint(0, 59):02d}".rjust(36),
        "=" * width,
        "",
        " ".join("ATTESTATION D'AFFILIATION").center(width).rstrip(),
        "",
        "=" * width,
        "",
        "  I - ASSURE",
        "  " + "-" * 12,
        "  " + leader("NOM", family),
        "  " + leader("PRENOM", given),
        "  " + leader("N. IMMATRICULATION", v["cnss_number"]),
        "  " + leader("N. C.I.N.", v["cin"]),
        "  " + leader("DATE D'AFFILIATION", fr_date(v["affiliation_date"])),
    ]
    if v.get("date_of_birth"):
        lines.append("  " + leader("DATE DE NAISSANCE", fr_date(v["date_of_birth"])))
    lines += [
        "  " + leader("SITUATION", "ACTIF"),
        "",
        "  II - EMPLOYEUR",
        "  " + "-" * 14,
        "  " + leader("RAISON SOCIALE", v["employer"]),
        "  " + leader("N. AFFILIATION EMPLOYEUR", v["employer_cnss"]),
    ]
    if v.get("hire_date"):
        lines.append("  " + leader("DATE D'ENTREE", fr_date(v["hire_date"])))
    lines += ["", "-" * width, ""]
    cert = _plain(
        "La Caisse Nationale de Sécurité Sociale certifie que l'assuré désigné ci-dessus est affilié au régime "
        "de sécurité sociale et qu'il est déclaré par l'employeur mentionné. La présente attestation est délivrée "
        "à l'intéressé pour servir et valoir ce que de droit. Validité : trois mois à compter de son édition."
    )
    line = ""
    for word in cert.split(" "):
        if len(line) + len(word) + 1 > width - 4:
            lines.append("  " + line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines += ["  " + line, "", "-" * width, "", "".ljust(56) + "LE CHEF D'AGENCE", "", "", "", "", "", "=" * width]
    lines.append("*** FIN D'EDITION ***".center(width).rstrip())
    assert cw * width < _R - _L
    items: list[Item | Rule] = [Item(x, 160 + i * 56, text, size, "mono") for i, text in enumerate(lines) if text]
    sy = 160 + (len(lines) - 6) * 56
    items += [*_stamp(980, sy + 20, 120, ("C.N.S.S.", "AGENCE", agency)), Rule(1500, sy + 120, 2200, sy + 121)]
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    rng = random.Random(f"{v['rib'][:6]}-agency-y")
    town = rng.choice(("Rabat", "Casablanca", "Fès", "Meknès", "Salé", "Tétouan", "Safi"))
    name = f"{town} {rng.choice(('Centre', 'Médina', 'Hassan', 'Bab El Had', 'Mers Sultan', 'Ville Nouvelle'))}"
    return name, f"{rng.randint(2, 120)}, {rng.choice(('Avenue Mohammed V', 'Bd Hassan II', 'Place des Alaouites'))}"


def bank_statement_page_y(v: dict[str, Any]) -> Page:
    """A savings-bank passbook statement: 'RELEVÉ DE LIVRET', 'Arrêté du ... au ...', the account block, a ruled
    Date | Opération | Retrait | Dépôt | Solde table with the old and new balances and the interest."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = int(start[:4]), int(start[5:7])
    first, last = int(start[-2:]), int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-y")
    agency, street = _agency(v)
    interest = round(abs(opening) * 0.0225 / 4, 2) if month in (3, 6, 9, 12) else 0.0
    accrued = round(abs(opening) * 0.0225 / 24, 2)
    w1 = round(rent * rng.uniform(0.3, 0.6), 2)
    w2 = round(rent - w1 + interest, 2)
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    moves: list[tuple[int, str, float]] = [
        (rng.randint(first + 1, 4), f"VIREMENT REÇU - SALAIRE {employer[:24]}", net),
        (rng.randint(8, 15), f"RETRAIT GUICHET AGENCE {agency.upper()}", -w1),
        (rng.randint(16, last - 2), "RETRAIT PAR CARTE GAB", -w2),
    ]
    if interest:
        moves.append((last, "INTÉRÊTS CRÉDITEURS DU TRIMESTRE", interest))
    moves.sort(key=lambda m: m[0])
    civ = _civ(v)
    livret = f"{rng.randint(10, 99)}-{rng.randint(100000, 999999)}-{rng.randint(0, 9)}"
    items: list[Item | Rule] = [
        Item(_L, 110, v["bank_name"], _fit(v["bank_name"], 1100, 46, "bold"), "bold"),
        Item(_L, 172, "CAISSE D'ÉPARGNE - Livret d'épargne", 32),
        Item(_L, 216, f"Agence {agency} - {street}", 26),
        _right(_R, 110, "RELEVÉ DE LIVRET", 50, "bold"),
        _right(_R, 184, f"Arrêté du {fr_date(start)} au {fr_date(end)}", 36, "bold"),
        _right(_R, 236, f"Feuillet n° {month:02d}/{year}", 26),
        Rule(_L, 300, _R, 303),
    ]
    block = [
        ("Titulaire", f"{civ} {v['account_holder'].upper()}"),
        ("Livret n°", livret),
        ("RIB", _rib_groups(v["rib"])),
        ("Taux d'intérêt", "2,25 % l'an, net d'impôt"),
    ]
    y = 340
    for label, value in block:
        items += [Item(_L + 30, y, label, 32), Item(_L + 330, y, ":", 32), Item(_L + 370, y, value, 32, "bold")]
        y += 56
    items += frame(_L, 320, _R, y + 16, 3)
    # the table
    cols = [_L, _L + 260, 1280, 1620, 1960, _R]
    ty = y + 80
    items += frame(_L, ty, _R, ty + 64, 3)
    for i, head in enumerate(("Date", "Opération", "Retrait", "Dépôt", "Solde")):
        items.append(_centre(cols[i], cols[i + 1], ty + 14, head, 30, "bold"))
    ry = ty + 64

    def row(date: str, label: str, out: str, inn: str, balance: str, bold: bool = False) -> list[Item | Rule]:
        style = "bold" if bold else "regular"
        cells: list[Item | Rule] = [Item(cols[0] + 20, ry + 14, date, 28, style)]
        cells.append(Item(cols[1] + 16, ry + 14, label, _fit(label, cols[2] - cols[1] - 30, 28, style), style))
        for right_edge, text in zip(cols[3:], (out, inn, balance), strict=True):
            if text:
                cells.append(_right(right_edge - 16, ry + 14, text, 28, style))
        cells.append(Rule(_L, ry + 62, _R, ry + 63))
        return cells

    def signed(value: float) -> str:
        return ("-" if value < 0 else "") + fr_amount(abs(value))

    items += row(fr_date(start), "ANCIEN SOLDE", "", "", signed(opening), True)
    ry += 62
    balance = opening
    outs = ins = 0.0
    for day, label, amount in moves:
        balance = round(balance + amount, 2)
        if amount < 0:
            outs += -amount
        else:
            ins += amount
        date = f"{day:02d}/{month:02d}/{year}"
        out, inn = (fr_amount(-amount), "") if amount < 0 else ("", fr_amount(amount))
        items += row(date, label, out, inn, signed(balance))
        ry += 62
    items += row(fr_date(end), "NOUVEAU SOLDE", "", "", signed(closing), True)
    ry += 62
    items += row("", "TOTAL DES OPÉRATIONS", fr_amount(round(outs, 2)), fr_amount(round(ins, 2)), "", True)
    ry += 62
    items += [*frame(_L, ty, _R, ry, 3), *_vlines(cols[1:-1], ty, ry, 2)]
    ny = ry + 60
    if not interest:
        items.append(
            Item(
                _L, ny, f"Intérêts acquis au {fr_date(end)}, capitalisés en fin de trimestre : {fr_amount(accrued)}", 28
            )
        )
        ny += 60
    notice = (
        "Les intérêts sont calculés par quinzaine : les dépôts portent intérêt à compter du 1er ou du 16 qui suit leur "
        "date, les retraits cessent de porter intérêt à la fin de la quinzaine qui précède. Sans réclamation de votre "
        "part dans un délai de 30 jours, le présent relevé est réputé approuvé."
    )
    text, ny = flow_text(_L, ny + 20, notice, size=26, gap=40, width=_R - _L)
    items += text
    items += [
        Item(1500, ny + 60, "Le Chef d'Agence", 30, "bold"),
        *_stamp(1200, ny + 140, 100, (v["bank_name"].upper(), "CAISSE D'ÉPARGNE", agency.upper())),
    ]
    return Page(A4, tuple(items))


def rib_page_y(v: dict[str, Any]) -> Page:
    """A small perforated RIB slip on an A4 page: the Titulaire and Domiciliation boxes, the four labelled boxes of
    the 24 digits, the BIC and the classic notice."""
    rib = v["rib"]
    agency, street = _agency(v)
    x0, y0, x1 = 200, 220, 2280
    stub = 460
    items: list[Item | Rule] = []
    initials = "".join(w[0] for w in v["bank_name"].split() if w[0].isupper())[:3]
    items += [
        *frame(x0 + 50, y0 + 60, stub - 40, y0 + 230, 3),
        _centre(x0 + 50, stub - 40, y0 + 116, initials, 50, "bold"),
        _centre(x0 + 20, stub - 10, y0 + 280, "R.I.B.", 34, "bold"),
        _centre(x0 + 20, stub - 10, y0 + 340, "à détacher", 24),
        _centre(x0 + 20, stub - 10, y0 + 380, "et à remettre", 24),
        _centre(x0 + 20, stub - 10, y0 + 420, "à vos créanciers", 24),
    ]
    cx0, cx1 = stub + 60, x1 - 60
    items += [
        Item(cx0, y0 + 50, v["bank_name"], _fit(v["bank_name"], 900, 40, "bold"), "bold"),
        _right(cx1, y0 + 54, "RELEVÉ D'IDENTITÉ BANCAIRE", 42, "bold"),
        Rule(cx0, y0 + 120, cx1, y0 + 122),
    ]
    by = y0 + 160
    half = (cx1 - cx0 - 40) // 2
    holder = f"{_civ(v)} {v['account_holder'].upper()}"
    address = str(v.get("address", "")).upper()
    items += [
        *frame(cx0, by, cx0 + half, by + 250, 3),
        Item(cx0 + 16, by + 10, "Titulaire", 24, "bold"),
        Item(cx0 + 40, by + 70, holder, _fit(holder, half - 70, 38, "bold"), "bold"),
    ]
    if address:
        items.append(Item(cx0 + 40, by + 140, address, _fit(address, half - 70, 28), "regular"))
    dx = cx0 + half + 40
    items += [
        *frame(dx, by, cx1, by + 250, 3),
        Item(dx + 16, by + 10, "Domiciliation", 24, "bold"),
        Item(dx + 40, by + 70, v["bank_name"], _fit(v["bank_name"], half - 70, 34), "regular"),
        Item(dx + 40, by + 124, f"Agence {agency}", _fit(f"Agence {agency}", half - 70, 32), "regular"),
        Item(dx + 40, by + 176, street, _fit(street, half - 70, 28), "regular"),
    ]
    ry = by + 310
    parts = (("Code banque", rib[:3]), ("Code localité", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:]))
    widths = (300, 300, 860, 240)
    gap = (cx1 - cx0 - sum(widths)) // 3
    x = cx0
    for (label, digits), w in zip(parts, widths, strict=True):
        items += [
            *frame(x, ry, x + w, ry + 170, 3),
            Rule(x, ry + 52, x + w, ry + 53),
            _centre(x, x + w, ry + 12, label, 26, "bold"),
            _centre(x, x + w, ry + 78, digits, 56, "mono"),
        ]
        x += w + gap
    ny = ry + 210
    items += [Item(cx0, ny, f"Code BIC (SWIFT) : {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 30)]
    notice = (
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire "
        "des opérations à votre compte (virements, paiements de quittances, etc.). Son utilisation vous garantit le "
        "bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards "
        "d'imputation."
    )
    text, end = flow_text(cx0, ny + 70, notice, size=26, gap=38, width=cx1 - cx0)
    items += text
    y1 = end + 50
    for x in range(x0, x1, 22):  # perforation holes along the slip's edges
        items += [Rule(x, y0, x + 8, y0 + 8), Rule(x, y1 - 8, x + 8, y1)]
    for y in range(y0, y1, 22):
        items += [Rule(x0, y, x0 + 8, y + 8), Rule(x1 - 8, y, x1, y + 8), Rule(stub, y, stub + 6, y + 6)]
    items += [
        Item(x0, y1 + 60, "Feuillet de relevés d'identité bancaire remis à l'ouverture du livret.", 26),
        Item(x0, y1 + 100, "Détachez le relevé en suivant les pointillés.", 26),
    ]
    return Page(A4, tuple(items))


PAGES_Y: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_y,
    "cin_front": cin_front_page_y,
    "cin_back": cin_back_page_y,
    "passport": passport_page_y,
    "employment_certificate": employment_certificate_page_y,
    "salary_certificate": salary_certificate_page_y,
    "cnss_certificate": cnss_certificate_page_y,
    "bank_statement": bank_statement_page_y,
    "rib": rib_page_y,
}
