"""Layout "ac" of every document type: PAPERS SCANNED WITH A PHONE SCANNER APP, written blind (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_ab`, other real-world
conventions, all from the paper an applicant keeps at home and scans with a phone SCANNER APP (the kind that finds
the sheet's edges, flattens it, boosts the contrast, exports a PDF, searchable when its OCR option is on): the page is
the sheet itself, cropped a little loosely, so a thin wedge of the dark desk shows along one edge and in the corners
of a card; the app's free-version WATERMARK sits at the foot of every image ("PS" in a small frame and "Numérisé avec
PocketScan"); papers that came by post keep the two horizontal FOLD CREASES of a letter folded in three (thin lines
across the whole sheet, laid out so that they fall between lines of text). The papers themselves:

- payslip: a mid-size firm's payslip from its payroll package: the employer top left (address, "Affiliation CNSS
  n°", RC / IF / ICE), a framed title box top right "BULLETIN DE PAIE" over "Mois : OCTOBRE 2026" and the period
  with TWO-DIGIT YEARS ("Du 01-10-26 au 31-10-26"), the employee in a framed block of two columns of "label :
  value" lines (the name "FAMILY Given" after "Nom et prénom", "C.I.N.", "N° C.N.S.S.", "Date d'entrée 01-03-19"
  as the package prints it, "Emploi", "Contrat", the seniority), a Code / Désignation / Nombre / Base / Taux / À
  payer / À retenir table with the rubric codes, "SALAIRE BRUT" and "TOTAUX" rows, amounts "12 500,00", a framed
  "NET À PAYER" with "DH", the payment mode and the classic notice to keep the slip;
- CNIE front: the 2020 electronic card, cropped by the app (desk corners): "ROYAUME DU MAROC" and the title in
  French on the left with the Arabic on the right, the photo on the left with a small ghost image lower right, small
  French labels above bold values ("Prénom", "Nom" with the Arabic forms at the right end of their rows, "Date de
  naissance" and "Lieu de naissance" side by side, "Date d'expiration"), dotted dates ("12.03.1988"), the card
  number under the photo after "N°";
- CNIE back: the card's back, cropped: "Fils de" / "Fille de" and "et de" with the Arabic words on the right, the
  address under its bilingual label (the type shrinks to fit one line), "N° d'état civil" and "Sexe", the TD1 MRZ
  under a rule;
- passport: the data page (ID-3) cropped by the app: trilingual header, the photo, labels "French / English" over
  the values in two columns (passport number, surname, given names, nationality, sex, date and place of birth,
  issue and expiry dates as "12/03/1988", authority, "N° CNIE / ID card No." the CIN), the TD3 MRZ;
- employment certificate: a company letter folded in three: a centred letterhead (name, legal form and capital,
  head office), "Réf. RH/ATT/..." and the place and date top right, "ATTESTATION DE TRAVAIL" double-underlined, an
  opening sentence naming the employer and its CNSS affiliation number, then an indented block of "label ....... :
  value" lines with dot leaders (civility and "Given FAMILY", "C.I.N. n°", "Fonction", "Date d'entrée", "Nature du
  contrat : Contrat à durée indéterminée (CDI)"), closing sentences, the signatory's title and name, a scribble and
  a double-framed stamp, the registrations in the footer; the hire date in words ("1er mars 2019"), with slashes or
  with dashes, chosen per applicant;
- salary certificate: the same letterhead and fold, "ATTESTATION DE SALAIRE", a sentence with the employee, CIN, hire
  date and position, a ruled table "Salaire mensuel brut" / "Retenues légales (CNSS, AMO, IR)" / "Salaire mensuel
  net" with amounts "12.500,00 DHS" (a dot between thousands), the net again in words ("Arrêtée la présente ... à
  la somme nette mensuelle de ..."), closing, signature and stamp;
- CNSS certificate: an agency counter print of the CNSS "ATTESTATION D'IMMATRICULATION" with its Arabic title, the
  fund's name in French and Arabic, the regional direction and agency, a certificate number, "Le Directeur de
  l'Agence atteste que :" then a ruled two-column table (label, value) of the insured ("Nom et prénom" in capitals
  "GIVEN FAMILY", "N° d'immatriculation", "N° C.I.N.", "Date d'immatriculation 15/12/2019", "Employeur actuel",
  "N° d'affiliation employeur"), the usual reservation on benefit rights, place, date and the agency's stamp box;
- bank statement: the monthly "EXTRAIT DE COMPTE" as posted to the holder and folded in three: the bank and its
  agency top left, the holder's name and address in the envelope window, the account block ("Compte chèque",
  "Titulaire", the RIB in 3 / 3 / 16 / 2 groups, "Période du 01.10.2026 au 31.10.2026", "Page 1/1"), a ruled table
  Date / Libellé / Valeur / Débit / Crédit opening with "SOLDE DÉBUT DE PÉRIODE" and closing with "TOTAL DES
  MOUVEMENTS" and "SOLDE FIN DE PÉRIODE" (each in the Crédit column when créditeur, the Débit one when débiteur),
  dates "03.10" in the rows, amounts "5 432,10";
- RIB: the RIB TICKET printed by the bank's cash machine (GAB) on thermal paper, scanned as a narrow strip: the
  bank's name in capitals, the machine and agency, date and time, the ticket number, "RELEVE D'IDENTITE BANCAIRE",
  "TITULAIRE :" and "M GIVEN FAMILY" on the next line, the four RIB parts under BANQUE / VILLE / COMPTE / CLE, the
  24 digits again unspaced after "RIB :", the IBAN in groups of four, the BIC, the masked card number, a thank-you
  line in French and Arabic, and the torn (serrated) lower edge; everything in the printer's monospace.

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
from tests.support.docgen import family_given as _family_given
from tests.support.docgen import female as _female
from tests.support.docgen import given_family as _given_family

_LAYOUT = "ac"
_W, _H = A4
_L, _R = 210, 2270  # the sheet's printed margins
_FOLDS = (1169, 2338)  # a letter folded in three for a standard envelope
_PASSPORT = (1300, 915)  # an ID-3 data page
_TICKET_WIDTH = 1000  # a cash machine's thermal ticket, 80 mm wide


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-{_LAYOUT}")


def _period(v: dict[str, Any]) -> str:
    return str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10-01"))[:7])


def _issue(v: dict[str, Any], key: str, days: tuple[int, int] = (2, 9)) -> str:
    """The ISO date a document was made, early in the month after the period."""
    base = {"cin": v.get("cin") or v.get("rib", ""), "pay_period": _period(v)}
    return issued_after_period(base, key, layout=_LAYOUT, days=days)


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 22) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _civ(v: dict[str, Any]) -> str:
    return "Madame" if _female(v) else "Monsieur"


def _e(v: dict[str, Any]) -> str:
    return "e" if _female(v) else ""


def _dash2(iso: str) -> str:
    """'01-03-19': the payroll package's short form (day, month, two-digit year)."""
    y, m, d = iso.split("-")
    return f"{d}-{m}-{y[2:]}"


def _dots(iso: str) -> str:
    return fr_date(iso, ".")


def _date_style(v: dict[str, Any]) -> str:
    return ("words", "slash", "dash")[_rng(v, "dates").randrange(3)]


def _date(iso: str, style: str) -> str:
    if style == "words":
        return fr_words_date(iso)
    return fr_date(iso, "-" if style == "dash" else "/")


def _dot_dhs(value: float) -> str:
    """'12.500,00 DHS'."""
    return fr_amount(value).replace(" ", ".") + " DHS"


def _firm(employer: str) -> dict[str, str]:
    """The employer's head office, registrations and signatory, the same on every layout-ac document."""
    rng = random.Random(f"ac-firm-{employer}")
    town, street = rng.choice(
        (
            ("Casablanca", "Lotissement Al Moustakbal, lot 42, Sidi Maârouf"),
            ("Casablanca", "212, boulevard Mohammed V, 4e étage"),
            ("Rabat", "Technopolis Rabat-Shore, bâtiment B2, Sala Al Jadida"),
            ("Tanger", "Zone franche d'exportation, îlot 18, lot 7"),
            ("Fès", "Quartier industriel Sidi Brahim, rue 806"),
            ("Agadir", "Parc Haliopolis, lot 21, Aït Melloul"),
        )
    )
    form = "SA" if employer.split()[-1] == "SA" else "SARL"
    capital = (
        rng.choice(("2 000 000", "5 000 000", "12 500 000")) if form == "SA" else rng.choice(("100 000", "500 000"))
    )
    signatory = rng.choice(
        (
            ("Mme Houda Bensouda", "La Directrice des Ressources Humaines"),
            ("M. Adil Zniber", "Le Directeur Administratif et Financier"),
            ("M. Khalid Filali", "Le Responsable du Personnel"),
            ("Mme Siham Raji", "La Responsable Paie et Administration du Personnel"),
        )
    )
    return {
        "town": town,
        "street": street,
        "form": form,
        "capital": capital,
        "signatory": signatory[0],
        "title": signatory[1],
        "phone": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "fax": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(30_000, 499_999)),
        "if": str(rng.randint(10_000_000, 49_999_999)),
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
        "patente": str(rng.randint(30_000_000, 39_999_999)),
    }


# the scanner app ----------------------------------------------------------------------------------------------
def _watermark(size: tuple[int, int], s: float = 1.0) -> list[Item | Rule]:
    """The free app's watermark at the image's lower-right corner."""
    w, h = size
    box = round(44 * s)
    text = "Numérisé avec PocketScan"
    tsize = round(26 * s)
    x1 = w - round(60 * s)
    tx = x1 - round(text_width(text, tsize))
    y = h - round(40 * s) - box
    bx = tx - box - round(12 * s)
    return [
        *frame(bx, y, bx + box, y + box, 2),
        centred_item(bx, bx + box, y + round(9 * s), "PS", round(22 * s), "bold"),
        Item(tx, y + round(8 * s), text, tsize),
    ]


def _desk_edge(size: tuple[int, int], rng: random.Random) -> list[Item | Rule]:
    """A thin wedge of the dark desk along the left or right edge: the app's crop was a little loose."""
    w, h = size
    left = rng.random() < 0.5
    wide, narrow = rng.randint(26, 46), rng.randint(4, 10)
    out: list[Item | Rule] = []
    steps = 24
    for k in range(steps):
        y0, y1 = h * k // steps, h * (k + 1) // steps
        width = round(wide + (narrow - wide) * k / (steps - 1))
        out.append(Rule(0, y0, width, y1) if left else Rule(w - width, y0, w, y1))
    return out


def _corners(size: tuple[int, int], r: int = 36) -> list[Item | Rule]:
    """A card's rounded corners, the desk showing in the four corners of the crop."""
    w, h = size
    out: list[Item | Rule] = []
    for dy in range(0, r, 3):
        inset = round(r - math.sqrt(max(0.0, r * r - (r - dy) ** 2)))
        if inset <= 0:
            continue
        for y in (dy, h - dy - 3):
            out += [Rule(0, y, inset, y + 3), Rule(w - inset, y, w, y + 3)]
    return out


def _folds(items: list[Item | Rule]) -> list[Item | Rule]:
    """The two creases of a letter folded in three, each at the free line nearest to a third of the sheet (a hand
    fold is never exact): a crease never crosses a line of text."""
    spans = [(it.y - 6, it.y + round(it.size * 1.3) + 6) for it in items if isinstance(it, Item)]
    out: list[Item | Rule] = []
    for target in _FOLDS:
        for shift in sorted(range(-160, 161, 4), key=abs):
            y = target + shift
            if not any(top <= y <= bottom for top, bottom in spans):
                out.append(Rule(0, y, _W, y + 1))
                break
    return out


def _sheet(v: dict[str, Any], key: str, items: list[Item | Rule], *, folded: bool) -> Page:
    rng = _rng(v, f"scan-{key}")
    out = [*items, *(_folds(items) if folded else []), *_desk_edge(A4, rng), *_watermark(A4, 1.6)]
    return Page(A4, tuple(out))


def _card(items: list[Item | Rule], size: tuple[int, int]) -> Page:
    return Page(size, (*items, *_corners(size), *_watermark(size)))


def _scribble(x: int, y: int, w: int, rng: random.Random) -> list[Item | Rule]:
    out: list[Item | Rule] = []
    phase = rng.random() * 3
    for k in range(0, w, 3):
        dy = round(24 * math.sin(k / 19 + phase) + 10 * math.sin(k / 6))
        out.append(Rule(x + k, y + dy, x + k + 4, y + dy + 4))
    return out


def _stamp(x0: int, y0: int, x1: int, y1: int, lines: list[tuple[str, int, str]]) -> list[Item | Rule]:
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 4), *frame(x0 + 14, y0 + 14, x1 - 14, y1 - 14, 2)]
    y = y0 + 34
    for text, size, style in lines:
        size = _fit(text, x1 - x0 - 60, size, style)
        out.append(centred_item(x0, x1, y, text, size, style))
        y += size + 16
    return out


# payslip --------------------------------------------------------------------------------------------------------
def payslip(v: dict[str, Any]) -> Page:
    """A mid-size firm's payslip from its payroll package, scanned with the phone app (no folds: handed over)."""
    p = pay_lines(v)
    firm = _firm(v["employer"])
    year, month = (int(x) for x in v["pay_period"].split("-"))
    start, end = f"{v['pay_period']}-01", f"{v['pay_period']}-{last_day(year, month):02d}"
    rng = _rng(v, "payslip")
    matricule = f"{rng.randint(100, 2400):05d}"
    years = year - int(v["hire_date"][:4]) - (1 if month < int(v["hire_date"][5:7]) else 0)
    children = rng.randint(0, 3)
    status = "Marié" if children or rng.random() < 0.4 else "Célibataire"
    if _female(v):
        status = status.replace("Marié", "Mariée")
    employer = v["employer"].upper()
    items: list[Item | Rule] = [
        Item(_L, 170, employer, _fit(employer, 1150, 50, "bold"), "bold"),
        Item(_L, 245, firm["street"], _fit(firm["street"], 1150, 32)),
        Item(_L, 292, f"{firm['town']} - Tél. {firm['phone']}", 32),
        Item(_L, 339, f"Affiliation CNSS n° {v['employer_cnss']}", 32),
        Item(_L, 386, f"RC {firm['rc']} - IF {firm['if']} - ICE {firm['ice']}", 28),
        *frame(1480, 160, _R, 440, 4),
        centred_item(1480, _R, 188, "BULLETIN DE PAIE", 54, "bold"),
        centred_item(1480, _R, 272, f"Mois : {_MONTHS[month - 1].upper()} {year}", 38, "bold"),
        centred_item(1480, _R, 340, f"Du {_dash2(start)} au {_dash2(end)}", 34),
    ]
    # the employee block
    top = 500
    left_rows = [
        ("Matricule", matricule),
        ("Nom et prénom", _family_given(v["applicant_name"])),
        ("C.I.N.", v["cin"]),
        ("N° C.N.S.S.", v["cnss_number"]),
        ("Situation familiale", f"{status}, {children} enf."),
    ]
    right_rows = [
        ("Date d'entrée", _dash2(v["hire_date"])),
        ("Emploi", v["position"]),
        ("Contrat", v["contract_type"]),
        ("Ancienneté", f"{max(years, 0)} an(s)"),
        ("Mode de paiement", "Virement"),
    ]
    items += [*frame(_L, top, _R, top + 400, 3), Rule(1260, top, 1263, top + 400)]
    for i, (label, value) in enumerate(left_rows):
        y = top + 30 + i * 70
        items += [
            Item(_L + 30, y, label, 32),
            Item(_L + 370, y, ":", 32),
            Item(_L + 400, y, value, _fit(value, 620, 34, "bold"), "bold"),
        ]
    for i, (label, value) in enumerate(right_rows):
        y = top + 30 + i * 70
        items += [
            Item(1290, y, label, 32),
            Item(1620, y, ":", 32),
            Item(1650, y, value, _fit(value, 600, 34, "bold"), "bold"),
        ]
    # the pay lines
    cols = (_L, _L + 150, _L + 820, _L + 1010, _L + 1290, _L + 1460, _L + 1770, _R)
    heads = ("Code", "Désignation", "Nombre", "Base", "Taux", "À payer", "À retenir")
    t0 = 1000
    items += [*frame(_L, t0, _R, t0 + 90, 3)]
    for i, head in enumerate(heads):
        items.append(centred_item(cols[i], cols[i + 1], t0 + 26, head, 32, "bold"))
    rows: list[tuple[str, str, str, str, str, str, str, bool]] = [
        ("100", "Salaire de base", "26,00", "", "", fr_amount(p["base"]), "", False),
    ]
    if p["bonus"] > 0:
        rows.append(
            (
                "150",
                "Prime d'ancienneté",
                "",
                fr_amount(p["base"]),
                f"{p['rate']:.0f} %",
                fr_amount(p["bonus"]),
                "",
                False,
            )
        )
    rows += [
        ("", "SALAIRE BRUT", "", "", "", fr_amount(p["gross"]), "", True),
        ("400", "Cotisation CNSS", "", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("410", "Cotisation AMO", "", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("500", "Impôt sur le revenu", "", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    y = t0 + 90
    body_top = y
    for code, label, number, base, rate, pay, held, bold in rows:
        style = "bold" if bold else "regular"
        y += 24
        items += [
            Item(cols[0] + 30, y, code, 32),
            Item(cols[1] + 20, y, label, 32, style),
            right_item(cols[3] - 20, y, number, 32),
            right_item(cols[4] - 20, y, base, 32),
            right_item(cols[5] - 20, y, rate, 32),
            right_item(cols[6] - 20, y, pay, 32, style),
            right_item(cols[7] - 20, y, held, 32),
        ]
        y += 56
    y += 40
    items += [Rule(_L, body_top, _L + 3, y), Rule(_R - 3, body_top, _R, y)]
    for x in cols[1:-1]:
        items.append(Rule(x, t0, x + 2, y))
    items += [
        Rule(_L, y, _R, y + 3),
        Item(cols[1] + 20, y + 24, "TOTAUX", 32, "bold"),
        right_item(cols[6] - 20, y + 24, fr_amount(p["gross"]), 32, "bold"),
        right_item(cols[7] - 20, y + 24, fr_amount(p["held"]), 32, "bold"),
        Rule(_L, y + 90, _R, y + 93),
        Rule(_L, y, _L + 3, y + 93),
        Rule(_R - 3, y, _R, y + 93),
    ]
    y += 200
    net = fr_amount(p["net"]) + " DH"
    items += [
        *frame(1330, y, _R, y + 150, 5),
        Item(1370, y + 50, "NET À PAYER", 44, "bold"),
        right_item(_R - 40, y + 46, net, _fit(net, 480, 50, "bold"), "bold"),
        Item(_L, y + 20, f"Payé par virement le {_dash2(end)}", 32),
        Item(_L, y + 74, "Jours travaillés : 26    Heures : 191", 32),
    ]
    y += 320
    items += [
        Item(_L, y, "Signature de l'employeur", 30),
        Item(1330, y, "Signature du salarié", 30),
        *_scribble(_L + 40, y + 120, 300, rng),
        centred_item(
            0,
            _W,
            3250,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
            28,
        ),
    ]
    return _sheet(v, "payslip", items, folded=False)


# the cards -------------------------------------------------------------------------------------------------------
def _portrait(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """The photo: a frame, a head and shoulders outline."""
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) // 2
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 3)]
    r = w // 5
    cy = y0 + h * 2 // 5
    for dy in range(-r, r + 1, 4):
        half = round(r * 0.8 * math.sqrt(max(0.0, 1 - (dy / r) ** 2)))
        out += [
            Rule(cx - half, cy + dy, cx - half + 3, cy + dy + 4),
            Rule(cx + half - 3, cy + dy, cx + half, cy + dy + 4),
        ]
    out.append(Rule(x0 + w // 8, y1 - h // 5, x1 - w // 8, y1 - h // 5 + 3))
    return out


def cin_front(v: dict[str, Any]) -> Page:
    """The 2020 CNIE's front, cropped by the scanner app."""
    given, family = _split_name(v["applicant_name"])
    place = str(v["place_of_birth"]).upper()
    items: list[Item | Rule] = [
        Item(50, 34, "ROYAUME DU MAROC", 32, "bold"),
        right_item(1250, 30, "المملكة المغربية", 34, "bold"),
        Item(50, 78, "CARTE NATIONALE D'IDENTITÉ", 26),
        right_item(1250, 78, "البطاقة الوطنية للتعريف", 28),
        Rule(50, 126, 1250, 128),
        *_portrait(50, 160, 340, 540),
        Item(50, 580, "N°", 26),
        Item(50, 614, v["cin"], 52, "bold"),
        Item(390, 156, "Prénom", 24),
        Item(390, 186, given.upper(), 40, "bold"),
        Item(390, 256, "Nom", 24),
        Item(390, 286, family.upper(), _fit(family.upper(), 560, 40, "bold"), "bold"),
        Item(390, 356, "Date de naissance", 24),
        Item(390, 386, _dots(v["date_of_birth"]), 36, "bold"),
        Item(760, 356, "Lieu de naissance", 24),
        Item(760, 386, place, _fit(place, 470, 36, "bold"), "bold"),
        Item(390, 456, "Date d'expiration", 24),
        Item(390, 486, _dots(v["cin_expiry"]), 36, "bold"),
        *_portrait(1090, 470, 1220, 640),
    ]
    for y, part in ((190, given), (290, family)):
        arabic = _AR_NAMES.get(part, "")
        if arabic:
            items.append(right_item(1250, y, arabic, 32))
    return _card(items, CARD)


def cin_back(v: dict[str, Any]) -> Page:
    """The CNIE's back, cropped: filiation, address, civil status, the TD1 MRZ."""
    rng = _rng(v, "back")
    mrz = td1_mrz(v)
    if _female(v):  # the sex is outside every check digit of a TD1 MRZ
        mrz[1] = mrz[1][:7] + "F" + mrz[1][8:]
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    father = rng.choice(("MOHAMED", "AHMED", "ABDELKADER", "LAHCEN", "BRAHIM", "OMAR", "JILALI"))
    mother = rng.choice(("FATIMA", "ZOHRA", "AICHA", "MALIKA", "RABIA", "HALIMA", "SAADIA"))
    address = str(v["address"]).upper()
    items: list[Item | Rule] = [
        Item(50, 44, "Fille de" if _female(v) else "Fils de", 26),
        Item(250, 38, father, 36, "bold"),
        right_item(1250, 40, "بنت" if _female(v) else "ابن", 30),
        Item(50, 104, "et de", 26),
        Item(250, 98, mother, 36, "bold"),
        right_item(1250, 100, "و", 30),
        Item(50, 176, "Adresse", 26),
        right_item(1250, 172, "العنوان", 30),
        Item(50, 214, address, _fit(address, 1200, 38, "bold", 24), "bold"),
        Item(50, 296, "N° d'état civil", 26),
        Item(50, 330, f"{rng.randint(40, 3999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(640, 296, "Sexe", 26),
        Item(640, 330, "F" if _female(v) else "M", 34, "bold"),
        Rule(50, 450, 1250, 452),
        *[Item(75, 486 + i * 92, line, 52, "mono") for i, line in enumerate(mrz)],
    ]
    return _card(items, CARD)


def passport(v: dict[str, Any]) -> Page:
    """The passport's data page, cropped by the scanner app."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout=_LAYOUT, issued_from=2021, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:19] + str((int(mrz[1][19]) + 1) % 10) + mrz[1][20:]
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()

    def field(x: int, y: int, label: str, value: str, size: int = 32, width: int = 420) -> list[Item | Rule]:
        return [Item(x, y, label, 21), Item(x, y + 27, value, _fit(value, width, size, "bold"), "bold")]

    items: list[Item | Rule] = [
        Item(50, 30, "ROYAUME DU MAROC", 30, "bold"),
        Item(50, 68, "KINGDOM OF MOROCCO", 22),
        centred_item(0, 1300, 34, "PASSEPORT  PASSPORT", 30, "bold"),
        right_item(1250, 26, "المملكة المغربية", 30, "bold"),
        right_item(1250, 66, "جواز السفر", 26),
        Rule(50, 108, 1250, 110),
        *_portrait(50, 140, 330, 540),
        *field(370, 130, "Type", "P", 30),
        *field(480, 130, "Code", "MAR", 30),
        *field(700, 130, "N° du passeport / Passport No.", number, 32),
        *field(370, 206, "Nom / Surname", family.upper(), 38, 820),
        *field(370, 290, "Prénoms / Given names", given.upper(), 38, 820),
        *field(370, 374, "Nationalité / Nationality", "MAROCAINE", 30),
        *field(880, 374, "Sexe / Sex", sex, 30),
        *field(370, 446, "Date de naissance / Date of birth", fr_date(v["date_of_birth"]), 30),
        *field(880, 446, "Lieu de naissance / Place of birth", place, 30, 370),
        *field(370, 518, "Date de délivrance / Date of issue", fr_date(issued), 30),
        *field(880, 518, "Date d'expiration / Date of expiry", fr_date(expiry), 30),
        *field(370, 590, "Autorité / Authority", "DGSN", 30),
        *field(50, 590, "N° CNIE / ID card No.", v["cin"], 30, 300),
        *[Item(40, 700 + i * 80, line, 40, "mono") for i, line in enumerate(mrz)],
    ]
    return _card(items, _PASSPORT)


# letters ---------------------------------------------------------------------------------------------------------
def _letterhead(employer: str) -> list[Item | Rule]:
    firm = _firm(employer)
    name = employer.upper()
    capital = f"{firm['form']} au capital de {firm['capital']} DH"
    return [
        centred_item(_L, _R, 150, name, _fit(name, _R - _L, 60, "bold"), "bold"),
        centred_item(_L, _R, 236, capital, 32),
        centred_item(_L, _R, 282, f"Siège social : {firm['street']} - {firm['town']}", _fit(firm["street"], 1500, 30)),
        Rule(_L + 300, 342, _R - 300, 345),
        Rule(_L + 300, 352, _R - 300, 353),
        Rule(_L, 3170, _R, 3172),
        centred_item(_L, _R, 3192, f"Tél. {firm['phone']} - Fax {firm['fax']}", 26),
        centred_item(
            _L,
            _R,
            3230,
            f"RC {firm['town']} {firm['rc']} - IF {firm['if']} - Patente {firm['patente']} - ICE {firm['ice']}",
            26,
        ),
    ]


def _title(text: str, y: int) -> list[Item | Rule]:
    size = 54
    w = round(text_width(text, size, "bold"))
    x = (_L + _R - w) // 2
    return [Item(x, y, text, size, "bold"), Rule(x, y + 74, x + w, y + 77), Rule(x, y + 84, x + w, y + 87)]


def _leaders(y: int, label: str, value: str, *, x: int = _L + 160, colon: int = _L + 900) -> list[Item | Rule]:
    """'Label ........ : value' with a row of dots up to the colon."""
    size = 38
    out: list[Item | Rule] = [Item(x, y, label, size)]
    dots_from = x + round(text_width(label, size)) + 14
    dots = "." * max(0, int((colon - 14 - dots_from) / text_width(".", size)))
    out += [Item(dots_from, y, dots, size), Item(colon, y, ":", size)]
    out.append(Item(colon + 40, y, value, _fit(value, _R - colon - 40, 38, "bold"), "bold"))
    return out


def _signature(v: dict[str, Any], key: str, y: int, employer: str) -> list[Item | Rule]:
    firm = _firm(employer)
    rng = _rng(v, f"sign-{key}")
    name = employer.upper()
    return [
        Item(1300, y, "Pour la Société,", 36),
        Item(1300, y + 60, firm["title"], _fit(firm["title"], _R - 1300, 36, "bold"), "bold"),
        *_scribble(1360, y + 200, 360, rng),
        Item(1300, y + 290, firm["signatory"], 36),
        *_stamp(
            _L + 40,
            y + 40,
            _L + 860,
            y + 300,
            [(name, 36, "bold"), (firm["town"].upper(), 30, "regular"), (f"Tél. {firm['phone']}", 28, "regular")],
        ),
    ]


def _flow(items: list[Item | Rule], y: int, text: str, *, x: int = _L, size: int = 38, gap: int = 66) -> int:
    lines, y = flow_text(x, y, text, size=size, gap=gap, width=_R - x)
    items += lines
    return y


def employment_certificate(v: dict[str, Any]) -> Page:
    """A folded company letter: an opening sentence, then the facts as dot-leader lines."""
    firm = _firm(v["employer"])
    issued = _issue(v, "employment")
    rng = _rng(v, "employment")
    style = _date_style(v)
    contract = {"CDI": "Contrat à durée indéterminée (CDI)", "CDD": "Contrat à durée déterminée (CDD)"}.get(
        v["contract_type"], v["contract_type"]
    )
    items: list[Item | Rule] = [
        *_letterhead(v["employer"]),
        Item(_L, 480, f"Réf. : RH/ATT/{issued[:4]}/{rng.randint(40, 980):04d}", 34),
        right_item(_R, 480, f"{firm['town']}, le {_date(issued, style)}", 34),
        *_title("ATTESTATION DE TRAVAIL", 700),
    ]
    y = _flow(
        items,
        920,
        f"Nous soussignés, société {glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous "
        f"le numéro {v['employer_cnss']}, attestons par la présente que :",
    )
    y += 60
    rows = [
        (_civ(v), _given_family(v["applicant_name"])),
        ("Titulaire de la C.I.N. n°", v["cin"]),
        ("Fonction", v["position"]),
        ("Date d'entrée", _date(v["hire_date"], style)),
        ("Nature du contrat", contract),
    ]
    for label, value in rows:
        items += _leaders(y, label, value)
        y += 80
    y = max(y + 50, _FOLDS[0] + 40)
    y = _flow(
        items,
        y,
        f"est employé{_e(v)} au sein de notre société depuis cette date et fait toujours partie de notre personnel "
        "à ce jour.",
    )
    y += 40
    y = _flow(
        items,
        y,
        f"La présente attestation est délivrée à l'intéressé{_e(v)}, sur sa demande, pour servir et valoir ce que "
        "de droit.",
    )
    items += _signature(v, "employment", max(y + 120, 1700), v["employer"])
    return _sheet(v, "employment", items, folded=True)


def salary_certificate(v: dict[str, Any]) -> Page:
    """The same letterhead: the salary in a ruled table, the net again in words."""
    firm = _firm(v["employer"])
    issued = _issue(v, "salary")
    rng = _rng(v, "salary")
    style = _date_style(v)
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    held = round(gross - net, 2)
    items: list[Item | Rule] = [
        *_letterhead(v["employer"]),
        Item(_L, 480, f"Réf. : RH/SAL/{issued[:4]}/{rng.randint(40, 980):04d}", 34),
        right_item(_R, 480, f"{firm['town']}, le {_date(issued, style)}", 34),
        *_title("ATTESTATION DE SALAIRE", 700),
    ]
    y = _flow(
        items,
        920,
        f"Nous soussignés, société {glue(v['employer'])}, certifions que {glue(_civ(v))} "
        f"{glue(_given_family(v['applicant_name']))}, titulaire de la C.I.N. n° {v['cin']}, est employé{_e(v)} "
        f"dans notre société depuis le {glue(_date(v['hire_date'], style))} en qualité de {glue(v['position'])}, "
        "et perçoit la rémunération mensuelle suivante :",
    )
    y = max(y + 70, _FOLDS[0] + 40)
    rows = [
        ("Salaire mensuel brut", _dot_dhs(gross), "bold"),
        ("Retenues légales (CNSS, AMO, IR)", _dot_dhs(held), "regular"),
        ("Salaire mensuel net", _dot_dhs(net), "bold"),
    ]
    x0, xm, x1 = _L + 100, _L + 1200, _R - 100
    items.append(Rule(x0, y, x1, y + 3))
    for label, value, weight in rows:
        items += [
            Item(x0 + 30, y + 30, label, 38, weight),
            right_item(x1 - 30, y + 30, value, 38, weight),
            Rule(x0, y + 105, x1, y + 108),
            Rule(x0, y, x0 + 3, y + 108),
            Rule(xm, y, xm + 3, y + 108),
            Rule(x1 - 3, y, x1, y + 108),
        ]
        y += 105
    y += 70
    y = _flow(
        items,
        y,
        f"Arrêtée la présente attestation à la somme nette mensuelle de : {amount_words(net)}.",
    )
    y += 40
    y = _flow(
        items,
        y,
        f"Cette attestation est délivrée à l'intéressé{_e(v)}, sur sa demande, pour servir et valoir ce que de droit.",
    )
    items += _signature(v, "salary", max(y + 120, 2000), v["employer"])
    return _sheet(v, "salary", items, folded=True)


# CNSS --------------------------------------------------------------------------------------------------------------
_CNSS_AGENCIES = (
    ("Casablanca", "Direction Régionale Casablanca Anfa", "Agence Casa-Maârif"),
    ("Casablanca", "Direction Régionale Casablanca Aïn Sebaâ", "Agence Sidi Bernoussi"),
    ("Rabat", "Direction Régionale Rabat-Salé-Kénitra", "Agence Rabat-Agdal"),
    ("Fès", "Direction Régionale Fès-Meknès", "Agence Fès-Atlas"),
    ("Marrakech", "Direction Régionale Marrakech-Safi", "Agence Marrakech-Guéliz"),
    ("Agadir", "Direction Régionale Souss-Massa", "Agence Agadir-Dakhla"),
)


def cnss_certificate(v: dict[str, Any]) -> Page:
    """The CNSS agency's counter print: a ruled two-column table of the insured."""
    rng = _rng(v, "cnss")
    town, direction, agency = rng.choice(_CNSS_AGENCIES)
    issued = _issue(v, "cnss", (2, 12))
    employer = str(v.get("employer", ""))
    items: list[Item | Rule] = [
        Item(_L, 160, "CAISSE NATIONALE DE", 40, "bold"),
        Item(_L, 212, "SÉCURITÉ SOCIALE", 40, "bold"),
        right_item(_R, 160, "الصندوق الوطني", 42, "bold"),
        right_item(_R, 220, "للضمان الاجتماعي", 42, "bold"),
        Item(_L, 290, direction, 30),
        Item(_L, 332, agency, 30),
        Rule(_L, 400, _R, 404),
        right_item(_R, 450, f"N° {issued[:4]}/{rng.randint(10_000, 99_999)}", 32),
        centred_item(_L, _R, 600, "ATTESTATION D'IMMATRICULATION", 56, "bold"),
        centred_item(_L, _R, 690, "شهادة التسجيل", 44, "bold"),
        Item(_L, 860, f"Le Directeur de l'{agency} atteste que :", 38),
    ]
    rows = [
        ("Nom et prénom", str(v["applicant_name"]).upper()),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° C.I.N.", v["cin"]),
        ("Date d'immatriculation", fr_date(v["affiliation_date"])),
        ("Employeur actuel", employer),
        ("N° d'affiliation employeur", v["employer_cnss"]),
    ]
    x0, xm, x1 = _L, _L + 820, _R
    y = 980
    items.append(Rule(x0, y, x1, y + 3))
    for label, value in rows:
        items += [
            Item(x0 + 30, y + 30, label, 36),
            Item(xm + 40, y + 28, value, _fit(value, x1 - xm - 80, 38, "bold"), "bold"),
            Rule(x0, y + 100, x1, y + 103),
            Rule(x0, y, x0 + 3, y + 103),
            Rule(xm, y, xm + 3, y + 103),
            Rule(x1 - 3, y, x1, y + 103),
        ]
        y += 100
    y += 70
    y = _flow(items, y, f"est immatriculé{_e(v)} auprès de la Caisse Nationale de Sécurité Sociale.")
    y += 30
    y = _flow(
        items,
        y,
        "La présente attestation ne préjuge pas des droits de l'assuré aux prestations, qui restent subordonnés aux "
        "conditions de stage prévues par la réglementation en vigueur.",
        size=32,
        gap=54,
    )
    y += 80
    items += [
        Item(1300, y, f"Fait à {town}, le {fr_date(issued)}", 36),
        Item(1300, y + 60, "Le Directeur de l'Agence", 36, "bold"),
        *frame(1300, y + 140, _R, y + 440, 3),
        centred_item(1300, _R, y + 160, "Cachet et signature", 28),
        *_scribble(1460, y + 320, 380, rng),
        centred_item(0, _W, 3240, "www.cnss.ma", 28),
    ]
    return _sheet(v, "cnss", items, folded=False)


# bank statement --------------------------------------------------------------------------------------------------
_AGENCIES = ("Casablanca Maârif", "Casablanca Oasis", "Rabat Hassan", "Fès Saïss", "Marrakech Guéliz", "Tanger Iberia")


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
        ops.append((rng.randint(max(1, last - 5), last - 1), f"VIR SALAIRE {employer}", net))
    ops.append((rng.randint(2, 7), "PRLV LOYER " + rng.choice(("SCI RIAD", "M. CHAOUI", "STE IMMO NOUR")), 0))
    spent = 0
    for _ in range(rng.randint(4, 6)):
        amount = rng.randint(5_000, 60_000)
        spent += amount
        shop = rng.choice(("MARJANE", "LABEL VIE", "ACIMA", "SHELL", "DECATHLON", "PHARMACIE", "KITEA"))
        ops.append((rng.randint(1, last), f"PAIEMENT TPE {shop}", -amount))
    cash = rng.randint(4, 12) * 10_000
    spent += cash
    ops.append((rng.randint(1, last), "RETRAIT GAB", -cash))
    fee = rng.choice((2_200, 2_750, 3_300))
    spent += fee
    ops.append((last, "FRAIS TENUE DE COMPTE", -fee))
    ops.append((rng.randint(8, 20), "VERSEMENT ESPECES", spent))
    rent = opening + sum(c for *_, c in ops) - closing
    ops = [(d, label, -rent if label.startswith("PRLV LOYER") else c) for d, label, c in ops]
    ops.sort(key=lambda o: (o[0], o[2] > 0, o[1]))
    assert opening + sum(c for *_, c in ops) == closing
    return ops


def bank_statement(v: dict[str, Any]) -> Page:
    """The monthly statement as posted to the holder, folded in three and scanned."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    bank = str(v["bank_name"])
    rng = _rng(v, "statement")
    agency = rng.choice(_AGENCIES)
    holder = str(v["account_holder"])
    given, family = _split_name(holder)
    civ = "MME" if _female({"applicant_name": holder}) else "M."
    address = str(v.get("address", "")).upper()
    words = address.split()
    street, town = (" ".join(words[:-1]), words[-1]) if len(words) > 1 else (address, "")
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    items: list[Item | Rule] = [
        Item(_L, 160, bank.upper(), _fit(bank.upper(), 1100, 58, "bold"), "bold"),
        Item(_L, 250, f"Agence {agency}", 32),
        Item(
            _L,
            296,
            f"Tél. 05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            32,
        ),
        # the envelope window
        Item(1330, 440, f"{civ} {given.upper()} {family.upper()}", 38, "bold"),
        Item(1330, 500, street, _fit(street, _R - 1330, 34)),
        Item(1330, 552, town, 34),
        Item(_L, 760, "EXTRAIT DE COMPTE", 56, "bold"),
        right_item(_R, 776, "Page 1/1", 32),
        Item(_L, 860, "Compte chèque en dirhams", 34),
        Item(_L, 912, f"Titulaire : {civ} {given.upper()} {family.upper()}", 34),
        Item(_L, 964, f"RIB : {_rib_groups(v['rib'])}", 34),
        Item(_L, 1016, f"Période du {_dots(start)} au {_dots(end)}", 34, "bold"),
    ]
    cols = (_L, _L + 200, _L + 1080, _L + 1300, _L + 1680, _R)
    heads = ("Date", "Libellé", "Valeur", "Débit", "Crédit")
    t0 = 1240
    items += [*frame(_L, t0, _R, t0 + 80, 3)]
    for i, head in enumerate(heads):
        items.append(centred_item(cols[i], cols[i + 1], t0 + 22, head, 32, "bold"))
    y = t0 + 80

    def row(day: str, label: str, value_day: str, cents: int, style: str = "regular") -> None:
        nonlocal y
        amount = fr_amount(abs(cents) / 100)
        items.extend(
            [
                Item(cols[0] + 30, y + 20, day, 32, style),
                Item(cols[1] + 24, y + 20, label, _fit(label, cols[2] - cols[1] - 40, 32, style), style),
                Item(cols[2] + 30, y + 20, value_day, 32, style),
                right_item((cols[5] if cents >= 0 else cols[4]) - 24, y + 20, amount, 32, style),
            ]
        )
        y += 68

    month = start[5:7]
    row(start[8:10] + "." + month, "SOLDE DÉBUT DE PÉRIODE", "", _cents(opening), "bold")
    y += 8
    debit = credit = 0
    for day, label, cents in _operations(v):
        value_day = min(int(end[8:10]), day + (1 if "TPE" in label else 0))
        row(f"{day:02d}.{month}", label, f"{value_day:02d}.{month}", cents)
        if cents < 0:
            debit -= cents
        else:
            credit += cents
    y += 20
    items += [Rule(_L, y, _R, y + 3)]
    items += [
        Item(cols[1] + 24, y + 22, "TOTAL DES MOUVEMENTS", 32, "bold"),
        right_item(cols[4] - 24, y + 22, fr_amount(debit / 100), 32, "bold"),
        right_item(cols[5] - 24, y + 22, fr_amount(credit / 100), 32, "bold"),
    ]
    y += 80
    items += [Rule(_L, y, _R, y + 3)]
    y += 4
    row(end[8:10] + "." + month, "SOLDE FIN DE PÉRIODE", "", _cents(closing), "bold")
    y += 10
    items += [Rule(_L, y, _R, y + 3), Rule(_L, t0, _L + 3, y), Rule(_R - 3, t0, _R, y)]
    for x in cols[1:-1]:
        items.append(Rule(x, t0, x + 2, y))
    y += 60
    state = "créditeur" if closing >= 0 else "débiteur"
    items += [
        Item(_L, y, f"Solde {state} au {_dots(end)} : {fr_amount(abs(closing))} MAD", 34, "bold"),
        Item(
            _L,
            y + 70,
            "Sans réclamation de votre part dans un délai de 30 jours, ce relevé est réputé approuvé.",
            28,
        ),
    ]
    return _sheet(v, "statement", items, folded=True)


# RIB: the cash machine's ticket -------------------------------------------------------------------------------
def rib(v: dict[str, Any]) -> Page:
    """The cash machine's thermal RIB ticket, scanned as a narrow strip."""
    bank = str(v["bank_name"])
    given, family = _split_name(str(v["account_holder"]))
    rng = _rng(v, "ticket")
    issued = _issue(v, "ticket", (1, 27))
    w = _TICKET_WIDTH
    x0, x1 = 70, w - 70
    rib24 = str(v["rib"])
    size = 36
    cw = text_width("0", size, "mono")
    items: list[Item | Rule] = []
    y = 90
    name = bank.upper()
    items.append(centred_item(0, w, y, name, _fit(name, x1 - x0, 46, "bold"), "bold"))
    y += 80

    def line(text: str, *, centre: bool = False, style: str = "mono", gap: int = 56) -> None:
        nonlocal y
        items.append(centred_item(0, w, y, text, size, style) if centre else Item(x0, y, text, size, style))
        y += gap

    agency = unicodedata.normalize("NFKD", rng.choice(_AGENCIES).upper()).encode("ascii", "ignore").decode()
    line(f"GAB {rng.randint(100, 9999):04d} - {agency}", centre=True)
    line(f"{fr_date(issued)}{' ' * 11}{rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}", centre=True)
    line(f"TICKET N. {rng.randint(1000, 999_999):06d}", centre=True)
    line("-" * 32, centre=True, gap=70)
    line("RELEVE D'IDENTITE BANCAIRE", centre=True, style="bold", gap=90)
    civ = "MME" if _female({"applicant_name": v["account_holder"]}) else "M"
    line("TITULAIRE :")
    holder = f"{civ} {given.upper()} {family.upper()}"
    items.append(Item(x0, y, holder, _fit(holder, x1 - x0, size, "mono"), "mono"))
    y += 90
    heads = ((0, "BANQUE"), (7, "VILLE"), (13, "COMPTE"), (31, "CLE"))
    parts = ((0, rib24[:3]), (7, rib24[3:6]), (13, rib24[6:22]), (31, rib24[22:]))
    for col, text in heads:
        items.append(Item(x0 + round(col * cw), y, text, 30, "mono"))
    y += 50
    for col, text in parts:
        items.append(Item(x0 + round(col * cw), y, text, size, "mono"))
    y += 90
    line("RIB :")
    line(rib24, gap=90)
    line("IBAN :")
    line(iban(rib24), gap=90)
    line(f"BIC/SWIFT : {_BIC.get(bank, 'BCMAMAMC')}", gap=70)
    line(f"CARTE : **** **** **** {rng.randint(0, 9999):04d}", gap=70)
    line("-" * 32, centre=True, gap=80)
    line("MERCI DE VOTRE VISITE", centre=True, gap=60)
    items.append(centred_item(0, w, y, "شكرا على زيارتكم", 34))
    y += 90
    line("CONSERVEZ CE TICKET", centre=True)
    h = y + 220  # the paper feeds on a little before the cut
    # the torn, serrated lower edge: the desk shows in the teeth
    teeth = 20
    tooth = w // teeth
    for k in range(teeth):
        for dy in range(0, 30, 3):
            half = round(tooth / 2 * dy / 30)
            cx = k * tooth + tooth // 2
            items.append(Rule(cx - (tooth // 2 - half), h - 30 + dy, cx + (tooth // 2 - half), h - 27 + dy))
    items += [Rule(0, 0, w, 6)]  # the printer's tear at the top, a dark line of desk
    mark = _watermark((w, h - 40))
    return Page((w, h), (*items, *mark))


PAGES_AC: dict[str, Callable[[dict[str, Any]], Page]] = {
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
