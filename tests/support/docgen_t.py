"""Layout "t" of every document type: a twentieth, independent layout, written blind (the reader is never tuned on
it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_r`, other real-world
conventions, all from small firms and old systems (line printers, typewriters, pre-printed forms):

- payslip: a LINE-PRINTER payslip on a stationer's generic pre-printed form whose tractor margins were torn off:
  the form's boxes and small labels in the ordinary typeface, everything the printer wrote in monospace capitals,
  the whole print shifted DOWN and to the RIGHT of the form's grid (a visible misregistration; nothing crosses a
  rule), the employer printed in the top-left box with "AFFILIATION CNSS", the period either as "PERIODE : 10/2026"
  or as "DU 01/10/26 AU 31/10/26" with "EXERCICE : 2026" beside it, the employee as three printed lines ("NOM :
  EL AMRANI   PRENOM : YOUSSEF", "C.I.N. : ...   IMMAT. CNSS : ...   ENTREE LE : 01/03/2019", "EMPLOI : ...
  CONTRAT : CDI"), pay lines each starting with a three-digit code ("100 SALAIRE DE BASE", "199 SALAIRE BRUT",
  "301 COTISATION CNSS", "400 I.G.R."), amounts with a decimal COMMA and no thousands separator ("12500,00"), a
  totals strip ending with "NET A PAYER", and under a perforation a "TALON D'EMARGEMENT" stub the employee signs
  (matricule, name, period, "NET PAYE");
- CNIE front: the card in a WORN PLASTIC SLEEVE (the sleeve's edge around the card, fine scratches across the
  laminate as dotted trails, a scuffed strip along the lower edge), the header French left / Arabic right, the
  photo on the left, "Nom" and "Prénom" SIDE BY SIDE on the first row (small labels over bold values), "Date de
  naissance" beside "Sexe", "Lieu de naissance", "Date d'expiration", slash dates ("12/03/1988"), the number after
  "N° CNIE" at the bottom right;
- CNIE back: the same worn sleeve, "Père :" and "Mère :" rows, "Adresse :" on one line (the type shrinks to fit),
  "État civil" and "Sexe" on one row, the card number over the MRZ at the right, the TD1 MRZ;
- passport: a laminated data page with scratches, the fields in an order of their own: the passport number first
  (large, top right), the DATE OF BIRTH and sex BEFORE the names, then "Nom / Surname", "Prénoms / Given names",
  place of birth, nationality, issue and expiry, and the CIN as "N° CNIE / National ID No." last; small French /
  English labels above the values, ICAO dates ("12 MAR 1988"); the TD3 MRZ;
- employment certificate: a letter typed on a TYPEWRITER on plain paper (everything monospace, no printed
  letterhead: the firm's name, address, "C.N.S.S. N° ..." typed at the top left), "Objet : a/s attestation de
  travail", a letter-spaced title underlined with typed dashes, paragraphs justified by doubled spaces, "M. /
  Mme Given FAMILY", the hire date "le 01/03/2019" or written out ("1er mars 2019"), the contract "(CDI)",
  "P/LE GERANT", a hand signature and the firm's rubber stamp (double frame, name and CNSS number);
- salary certificate: a BANK's pre-printed form "ATTESTATION DE SALAIRE - à remplir par l'employeur" (the bank's
  name in the head, form number), NUMBERED questions in the ordinary typeface with the employer's answers TYPED in
  framed boxes (1 employer, 2 the employee "FAMILY Given", 3 CIN, 4 position, 5 hire date "01/03/2019", 6 the
  monthly gross and 7 the monthly net each "en chiffres" in a box "12 500,00" and "en lettres" on a ruled line),
  a certification sentence, the employer's stamp box and signature;
- CNSS certificate: the CNSS's pre-printed "DEMANDE / ATTESTATION D'IMMATRICULATION" form: a top part "PARTIE A
  REMPLIR PAR L'EMPLOYEUR" (raison sociale, "N° d'affiliation", the employee's "Nom", "Prénom", "N° C.I.N.", "Date
  d'entrée" typed in boxes, the employer's stamp) and a framed bottom "CADRE RÉSERVÉ À LA CNSS" where the agency
  typed the "N° d'immatriculation attribué" and the "Date d'immatriculation" ("15/12/2019") under a "VU ET
  CERTIFIÉ" stamp;
- bank statement: a LINE-PRINTER statement on GREEN-BAR continuous stationery (pale hatched bands every three
  lines, pin-feed holes and perforations at both margins), the bank's name pre-printed, everything else monospace
  at fixed character positions: the holder "M. GIVEN FAMILY", the RIB in 3 / 3 / 16 / 2 groups, "PERIODE DU
  01.10.2026 AU 31.10.2026", a DATE / LIBELLE / VALEUR / DEBIT / CREDIT listing with six-digit dates ("031026"),
  amounts "5432,10" without thousands separator, "SOLDE PRECEDENT" first and "NOUVEAU SOLDE" last (each in the
  column of its sign, the side in words "CREDITEUR" / "DEBITEUR"), "TOTAUX DES MOUVEMENTS", "*** FIN DE RELEVE
  ***";
- RIB: the RIB INSERT of a cheque book scanned on an A4 page: FOUR identical slips stacked and separated by
  perforation holes, each numbered "1/4" ... "4/4", the bank's name and "RELEVE D'IDENTITE BANCAIRE" pre-printed,
  the personalisation impact-printed in monospace: "TITULAIRE : M. GIVEN FAMILY", the agency, the RIB under the
  headings "BANQUE", "VILLE", "NUMERO DE COMPTE", "CLE" as one line "007 780 0001234567890123 45", the IBAN in groups
  of four and the BIC.

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
    EN_MONTHS,
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
from tests.support.docgen import fr_words_date as _words_date
from tests.support.docgen import right_item as _right

_L, _R = 150, 2330  # A4 margins
_TOWNS = ("Casablanca", "Salé", "Fès", "Meknès", "Kénitra", "Settat", "Berrechid", "Safi", "Béni Mellal")
_LP_MONTHS = ("JANV", "FEVR", "MARS", "AVRIL", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC")
_passport_t = partial(passport_numbers, layout="t", issued_from=2017, valid_years=10)


# helpers -------------------------------------------------------------------------------------------------------


def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-t")


def _issued(v: dict[str, Any], key: str) -> str:
    """The document's date of issue, early in the month after the pay / statement period."""
    period = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    return issued_after_period(
        {**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": period}, key, layout="t", days=(2, 13)
    )


def _plain(text: str) -> str:
    """Capitals without accents, as an old printer's character set has them (never used on a labelled value)."""
    return "".join(c for c in unicodedata.normalize("NFD", text.upper()) if unicodedata.category(c) != "Mn")


def _lp(value: float) -> str:
    """A line printer's amount: '12500,00' (decimal comma, no thousands separator)."""
    return f"{value:.2f}".replace(".", ",")


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


def _civility(v: dict[str, Any], key: str = "applicant_name") -> tuple[str, str]:
    """('Mme', 'e') or ('M.', '')."""
    return ("Mme", "e") if _female({"applicant_name": v[key]}) else ("M.", "")


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and manager, the same on every layout-t document."""
    rng = random.Random(f"t-firm-{employer}")
    return {
        "town": rng.choice(_TOWNS),
        "street": rng.choice(
            (
                "12, Rue Ibn Batouta, Quartier industriel",
                "Km 7, Route de Rabat, Aïn Sebaâ",
                "45, Rue de Provins, Derb Omar",
                "Lot 88, Zone artisanale Sidi Ghanem",
                "3, Impasse Al Fadila, Hay Mohammadi",
            )
        ),
        "tel": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "rc": str(rng.randint(5_000, 300_000)),
        "patente": str(rng.randint(10_000_000, 69_999_999)),
        "if": str(rng.randint(1_000_000, 40_000_000)),
        # no family name shared with an applicant
        "boss": rng.choice(("Abderrahim OUAZZANI", "Said LAMRINI", "Zineb SEBTI", "Mohamed ZEMMOURI")),
    }


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 20) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _dots_line(x0: int, y0: int, x1: int, y1: int, *, step: int = 7, dot: int = 2) -> list[Item | Rule]:
    """A straight trail of small dots from (x0, y0) to (x1, y1): a scratch, a perforation."""
    n = max(1, round(math.hypot(x1 - x0, y1 - y0) / step))
    out: list[Item | Rule] = []
    for i in range(n + 1):
        x, y = round(x0 + (x1 - x0) * i / n), round(y0 + (y1 - y0) * i / n)
        out.append(Rule(x, y, x + dot - 1, y + dot - 1))
    return out


def _hatch(x0: int, y0: int, x1: int, y1: int, *, pitch: int = 7) -> list[Item | Rule]:
    """A scuffed strip: hair lines `pitch` pixels apart."""
    return [Rule(x0, y, x1, y) for y in range(y0, y1, pitch)]


def _tint(x0: int, y0: int, x1: int, y1: int, *, pitch: int = 10) -> list[Item | Rule]:
    """A pale band (green-bar stationery as a grey scan sees it): a sparse staggered screen of tiny dots."""
    return [
        Rule(x, y, x + 1, y + 1)
        for row, y in enumerate(range(y0, y1, pitch))
        for x in range(x0 + (pitch // 2 if row % 2 else 0), x1, pitch)
    ]


def _perforation(x0: int, x1: int, y: int) -> list[Item | Rule]:
    """A row of punched holes between two detachable parts."""
    return [r for x in range(x0, x1, 16) for r in frame(x, y - 3, x + 7, y + 4, 1)]


def _signature(x: int, y: int, w: int, h: int, seed: str) -> list[Item | Rule]:
    """A quick hand signature: a looping pen stroke drawn as small squares, then an underline."""
    rng = random.Random(seed)
    loops = rng.randint(3, 6)
    phase = rng.uniform(0, 2 * math.pi)
    out: list[Item | Rule] = []
    steps = 700
    for i in range(steps):
        s = i / steps
        a = loops * 2 * math.pi * s + phase
        wobble = 0.6 + 0.4 * math.sin(2 * math.pi * 1.7 * s + phase)
        px = x + s * w + h * 0.22 * wobble * math.cos(a)
        py = y + h * 0.5 + h * 0.4 * wobble * math.sin(a) * (1 - 0.4 * s) - h * 0.2 * s
        out.append(Rule(round(px), round(py), round(px) + 4, round(py) + 4))
    out += _dots_line(x, y + h, x + w, y + h - 10, step=3, dot=4)
    return out


def _stamp(x0: int, y0: int, x1: int, lines: list[str]) -> list[Item | Rule]:
    """A firm's rubber stamp: a double frame with centred lines."""
    y1 = y0 + 40 + 46 * len(lines)
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 4), *frame(x0 + 12, y0 + 12, x1 - 12, y1 - 12, 2)]
    for i, line in enumerate(lines):
        size = _fit(line, x1 - x0 - 60, 30, "bold" if i == 0 else "regular")
        out.append(_centre(x0, x1, y0 + 28 + 46 * i, line, size, "bold" if i == 0 else "regular"))
    return out


def _typed_justified(x: int, y: int, text: str, *, size: int, gap: int, cols: int) -> tuple[list[Item], int]:
    """Typewritten prose in monospace, wrapped at `cols` characters and justified the typist's way, by doubling
    spaces between words (a '~' glues two words, printed as one space and never widened). Returns the items and the
    next free y."""
    lines: list[list[str]] = []
    line: list[str] = []
    for word in text.split(" "):
        if line and len(" ".join([*line, word]).replace("~", " ")) > cols:
            lines.append(line)
            line = [word]
        else:
            line.append(word)
    if line:
        lines.append(line)
    out: list[Item] = []
    for i, words in enumerate(lines):
        tokens = [w.replace("~", " ") for w in words]
        gaps = len(tokens) - 1
        if i < len(lines) - 1 and gaps:
            extra = cols - len(" ".join(tokens))
            seps = [" " * (1 + extra // gaps + (1 if k < extra % gaps else 0)) for k in range(gaps)]
            row = tokens[0] + "".join(sep + token for sep, token in zip(seps, tokens[1:], strict=True))
        else:
            row = " ".join(tokens)
        out.append(Item(x, y + i * gap, row, size, "mono"))
    return out, y + len(lines) * gap


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_t(v: dict[str, Any]) -> Page:
    """A line-printer payslip on a generic pre-printed form: the form's boxes and labels in the ordinary typeface,
    the print in monospace capitals shifted down and right, coded pay lines, amounts '12500,00', a totals strip and
    a signed stub under a perforation."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    dx, dy = rng.randint(18, 34), rng.randint(12, 20)  # the print's offset from the pre-printed grid
    size = 30

    def pr(x: int, y: int, text: str, sz: int = size) -> Item:
        return Item(x + dx, y + dy, text, sz, "mono")

    def pr_right(x: int, y: int, text: str, sz: int = size) -> Item:
        return _right(x + dx, y + dy, text, sz, "mono")

    last = last_day(year, month)
    yy = f"{year % 100:02d}"
    if rng.random() < 0.5:
        period_lines = [f"PERIODE : {month:02d}/{year}"]
    else:
        period_lines = [f"DU 01/{month:02d}/{yy} AU {last:02d}/{month:02d}/{yy}", f"EXERCICE : {year}"]
    matricule = f"{rng.randint(1, 480):05d}"
    items: list[Item | Rule] = [
        # the pre-printed form
        Item(_L, 60, "Imprimerie Al Amal - Modèle BP-132 - Bulletin de paie continu", 20),
        *frame(_L, 110, 1290, 440, 3),
        Item(_L + 16, 118, "Employeur", 20),
        *frame(1330, 110, _R, 440, 3),
        _centre(1330, _R, 124, "BULLETIN DE PAIE", 50, "bold"),
        Rule(1330, 200, _R, 202),
        Item(1346, 208, "Période", 20),
        Rule(1330, 330, _R, 332),
        Item(1346, 338, "Matricule", 20),
        Rule(1830, 330, 1832, 440),
        Item(1846, 338, "Folio", 20),
        *frame(_L, 470, _R, 720, 3),
        Item(_L + 16, 478, "Salarié", 20),
        # the printed head
        pr(_L + 20, 150, v["employer"].upper(), 34),
        pr(_L + 20, 200, _plain(firm["street"])[:52]),
        pr(_L + 20, 244, f"{_plain(firm['town'])} - TEL. {firm['tel']}"),
        pr(_L + 20, 300, f"AFFILIATION CNSS : {v['employer_cnss']}"),
        pr(_L + 20, 344, f"R.C. {firm['rc']}   I.F. {firm['if']}"),
        *[pr(1350, 234 + i * 44, line) for i, line in enumerate(period_lines)],
        pr(1350, 364, matricule),
        pr(1850, 364, f"{rng.randint(1, 60):03d}"),
        pr(_L + 20, 510, f"NOM : {family.upper()}".ljust(32) + f"PRENOM : {given.upper()}"),
        pr(
            _L + 20,
            566,
            f"C.I.N. : {v['cin']}".ljust(22)
            + f"IMMAT. CNSS : {v['cnss_number']}".ljust(28)
            + f"ENTREE LE : {fr_date(v['hire_date'])}",
        ),
        pr(_L + 20, 622, f"EMPLOI : {v['position'].upper()}".ljust(50) + f"CONTRAT : {v['contract_type']}"),
    ]
    # the pay grid: pre-printed heads and column rules, printed rows
    cols = (_L, 1080, 1370, 1610, 1960, _R)  # code + libellé | nombre / base | taux | gains | retenues
    heads = ("Code   Libellé", "Nombre / Base", "Taux", "Gains", "Retenues")
    top, bottom = 760, 2080
    items += [*frame(_L, top, _R, bottom, 3), Rule(_L, top + 64, _R, top + 67)]
    items += [Rule(x, top, x + 2, bottom) for x in cols[1:-1]]
    items += [Item(cols[0] + 16, top + 18, heads[0], 24, "bold")]
    items += [_centre(cols[c], cols[c + 1], top + 18, heads[c], 24, "bold") for c in range(1, 5)]
    days = 26
    rows: list[tuple[str, str, str, str, str, str]] = [
        ("100", "SALAIRE DE BASE", f"{days},00", f"{p['base'] / days:.4f}".replace(".", ","), _lp(p["base"]), ""),
    ]
    if p["bonus"] > 0:
        rows.append(
            ("105", "PRIME D'ANCIENNETE", _lp(p["base"]), f"{p['rate']:.2f}".replace(".", ","), _lp(p["bonus"]), "")
        )
    rows += [
        ("199", "SALAIRE BRUT", "", "", _lp(p["gross"]), ""),
        ("301", "COTISATION CNSS", _lp(min(p["gross"], 6000.0)), "4,48", "", _lp(p["cnss"])),
        ("303", "COTISATION AMO", _lp(p["gross"]), "2,26", "", _lp(p["amo"])),
        ("350", "SALAIRE NET IMPOSABLE", _lp(p["taxable"]), "", "", ""),
        ("400", "I.G.R.", _lp(p["taxable"]), "", "", _lp(p["igr"])),
    ]
    y = top + 96
    for code, label, base, rate, gain, held in rows:
        items.append(pr(cols[0] + 14, y, f"{code} {label}"))
        for c, text in ((1, base), (2, rate), (3, gain), (4, held)):
            if text:
                items.append(pr_right(cols[c + 1] - 50, y, text))
        y += 62
    # the totals strip
    ty = bottom + 30
    cells = (("Total gains", _lp(p["gross"])), ("Total retenues", _lp(p["held"])))
    items += [*frame(_L, ty, _R, ty + 150, 3), Rule(900, ty, 902, ty + 150), Rule(1560, ty, 1562, ty + 150)]
    for i, (label, text) in enumerate(cells):
        x0, x1 = (_L, 900) if i == 0 else (900, 1560)
        items += [Item(x0 + 16, ty + 10, label, 22), pr_right(x1 - 60, ty + 70, text)]
    items += [
        Item(1580, ty + 10, "NET A PAYER", 26, "bold"),
        Item(1580, ty + 44, "(dirhams)", 20),
        pr_right(_R - 60, ty + 70, _lp(p["net"]), 36),
        Item(_L, ty + 190, "Mode de règlement", 20),
        pr(_L + 230, ty + 172, "VIREMENT BANCAIRE"),
        Item(1330, ty + 190, "Congés acquis", 20),
        pr(1500, ty + 172, f"{1.5 * month:.1f}".replace(".", ",") + " J"),
    ]
    # the stub under the perforation
    sy = ty + 320
    items += _perforation(_L - 60, _R + 60, sy)
    items += [
        Item(_L, sy + 24, "Détacher suivant le pointillé", 18),
        *frame(_L, sy + 70, _R, sy + 560, 3),
        Item(_L + 16, sy + 80, "TALON D'EMARGEMENT - à conserver par l'employeur", 24, "bold"),
        Item(_L + 16, sy + 140, "Matricule", 20),
        Item(_L + 400, sy + 140, "Nom et prénom", 20),
        Item(_L + 16, sy + 250, "Période", 20),
        Item(_L + 900, sy + 250, "Reçu la somme nette de", 20),
        pr(_L + 20, sy + 150, matricule),
        pr(_L + 404, sy + 150, f"{family.upper()} {given.upper()}"),
        pr(_L + 20, sy + 260, period_lines[0]),
        pr(_L + 904, sy + 260, f"NET PAYE : {_lp(p['net'])} DH"),
        Item(_L + 16, sy + 380, "Date et signature du salarié :", 22),
        Rule(_L + 420, sy + 470, _L + 1200, sy + 471),
        Item(1500, sy + 380, "Visa de l'employeur :", 22),
        Rule(1780, sy + 470, _R - 40, sy + 471),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def _sleeve(seed: str, top: int = 40, bottom: int = CARD[1] - 60) -> list[Item | Rule]:
    """A card in a worn plastic sleeve: the sleeve's edge, the card's outline, scratches across the laminate and a
    scuffed strip along the lower edge."""
    rng = random.Random(seed)
    w, h = CARD
    out: list[Item | Rule] = [*frame(6, 6, w - 6, h - 6, 2), *frame(24, 22, w - 24, h - 22, 3)]
    for _ in range(4):
        x0, y0 = rng.randint(60, w - 300), rng.randint(top, bottom)
        x1, y1 = x0 + rng.randint(160, 420), y0 + rng.randint(-60, 160)
        out += _dots_line(x0, y0, min(x1, w - 40), min(max(y1, top), bottom), step=9)
    out += _hatch(30, h - 44, w - 30, h - 26, pitch=6)
    return out


def cin_front_page_t(v: dict[str, Any]) -> Page:
    """The CNIE front in a worn sleeve: header French left / Arabic right, photo left, Nom and Prénom side by side,
    birth date beside sex, place of birth, expiry, the number after 'N° CNIE' bottom right."""
    given, family = _split_name(v["applicant_name"])
    x0 = 390
    items: list[Item | Rule] = [
        *_sleeve(f"{v['cin']}-front-t"),
        Item(50, 44, "ROYAUME DU MAROC", 34, "bold"),
        _right(1250, 40, "المملكة المغربية", 34, "bold"),
        _centre(24, 1276, 96, "CARTE NATIONALE D'IDENTITÉ", 28),
        Rule(50, 140, 1250, 142),
        *frame(60, 170, 350, 560, 2),
        _centre(60, 350, 350, "PHOTO", 22),
    ]

    def field(x: int, y: int, label: str, value: str, width: int) -> list[Item | Rule]:
        return [Item(x, y, label, 22), Item(x, y + 30, value, _fit(value, width, 40, "bold"), "bold")]

    items += field(x0, 170, "Nom", family.upper(), 400)
    items += field(830, 170, "Prénom", given.upper(), 400)
    items += field(x0, 280, "Date de naissance", fr_date(v["date_of_birth"]), 400)
    items += field(830, 280, "Sexe", "F" if _female(v) else "M", 200)
    items += field(x0, 390, "Lieu de naissance", v["place_of_birth"].upper(), 840)
    items += field(x0, 500, "Date d'expiration", fr_date(v["cin_expiry"]), 400)
    number = _right(1240, 640, v["cin"], 50, "bold")
    items += [
        number,
        _right(number.x - 24, 660, "N° CNIE", 24),
        Item(60, 600, "Le Directeur Général de la Sûreté Nationale", 18),
    ]
    return Page(CARD, tuple(items))


def cin_back_page_t(v: dict[str, Any]) -> Page:
    """The back in the same worn sleeve: Père / Mère rows, the address on one line, civil status and sex, the
    number over the MRZ at the right, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father = rng.choice(("ABDELKADER", "MOHAMED", "AHMED", "LAHCEN", "BOUCHAIB", "MUSTAPHA"))
    mother = rng.choice(("FATNA", "RAHMA", "ZINEB", "AICHA", "MBARKA", "KHADDOUJ"))
    address = v["address"].upper()
    items: list[Item | Rule] = [
        *_sleeve(f"{v['cin']}-back-t", 40, 380),
        Item(60, 50, "Père :", 28),
        Item(200, 46, father, 34, "bold"),
        Item(60, 110, "Mère :", 28),
        Item(200, 106, mother, 34, "bold"),
        Item(60, 180, "Adresse :", 28),
        Item(200, 176, address, _fit(address, 1040, 34, "bold"), "bold"),
        Item(60, 250, "État civil :", 28),
        Item(250, 246, f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}", 32, "bold"),
        Item(700, 250, "Sexe :", 28),
        Item(800, 246, "F" if _female(v) else "M", 32, "bold"),
        _right(1240, 340, v["cin"], 34, "bold"),
        Rule(50, 400, 1250, 402),
    ]
    items += [Item(56, 440 + i * 96, line, 52, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


def passport_page_t(v: dict[str, Any]) -> Page:
    """A laminated data page with scratches: the number first, the date of birth and sex before the names, then
    place of birth, nationality, issue, expiry and the CIN last; small French / English labels over the values,
    ICAO dates; the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_t(v)
    sex = "F" if _female(v) else "M"
    rng = _rng(v, "passport")
    items: list[Item | Rule] = [
        *frame(10, 10, CARD[0] - 10, CARD[1] - 10, 2),
        Item(40, 26, "ROYAUME DU MAROC - PASSEPORT", 28, "bold"),
        _right(1260, 22, number, 44, "bold"),
        _right(1260, 76, "Passeport N° / Passport No.", 18),
        *frame(40, 120, 320, 480, 2),
        _centre(40, 320, 290, "PHOTO", 20),
    ]
    for _ in range(3):
        sx, sy = rng.randint(40, 900), rng.randint(110, 420)
        items += _dots_line(sx, sy, sx + rng.randint(200, 360), sy + rng.randint(-40, 90), step=9)
    fields = [
        (350, 118, "Type / Type", "P"),
        (520, 118, "Code / Code", "MAR"),
        (350, 186, "Date de naissance / Date of birth", _icao(v["date_of_birth"])),
        (930, 186, "Sexe / Sex", sex),
        (350, 254, "Nom / Surname", family.upper()),
        (350, 322, "Prénoms / Given names", given.upper()),
        (350, 390, "Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (930, 390, "Nationalité / Nationality", "MAROCAINE"),
        (350, 458, "Date de délivrance / Date of issue", _icao(issued)),
        (800, 458, "Date d'expiration / Date of expiry", _icao(expiry)),
        (40, 500, "N° CNIE / National ID No.", v["cin"]),
    ]
    for x, y, label, value in fields:
        items += [Item(x, y, label, 18), Item(x, y + 22, value, _fit(value, 880, 32, "bold"), "bold")]
    mrz = td3_mrz(v, number, expiry, sex)
    items += [Item(26, 620 + i * 82, line, 46, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def employment_certificate_page_t(v: dict[str, Any]) -> Page:
    """A typewritten letter on plain paper: the firm typed at the top left, place and date, 'Objet : a/s ...', a
    letter-spaced title underlined with dashes, paragraphs justified by doubled spaces, 'P/LE GERANT', a signature
    and the rubber stamp."""
    given, family = _split_name(v["applicant_name"])
    civ, e = _civility(v)
    firm = _firm(v["employer"])
    signed = _issued(v, "employment")
    rng = _rng(v, "employment")
    hired = fr_date(v["hire_date"]) if rng.random() < 0.5 else _words_date(v["hire_date"])
    contract = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    size, gap, cols = 36, 66, 98  # a 98-character line of pica-like type
    x = 230
    head = [
        v["employer"].upper(),
        firm["street"],
        f"{firm['town'].upper()} - Tél. {firm['tel']}",
        f"R.C. {firm['rc']} - Patente {firm['patente']}",
        f"C.N.S.S. N° {v['employer_cnss']}",
    ]
    items: list[Item | Rule] = [Item(x, 180 + i * 56, line, 34, "mono") for i, line in enumerate(head)]
    items += [
        Item(1350, 520, f"{firm['town']}, le {fr_date(signed)}", 34, "mono"),
        Item(x, 680, f"N/Réf. : {rng.randint(10, 99)}/{signed[:4]}", 34, "mono"),
        Item(x, 740, "Objet : a/s attestation de travail", 34, "mono"),
    ]
    title = " ".join("ATTESTATION") + "   " + " ".join("DE") + "   " + " ".join("TRAVAIL")
    cw = text_width("0", 40, "mono")
    tx = round((A4[0] - len(title) * cw) / 2)
    items += [Item(tx, 900, title, 40, "mono"), Item(tx, 944, "-" * len(title), 40, "mono")]
    body = (
        f"Je soussigné, Gérant de la société {v['employer'].replace(' ', '~')}, "
        f"affiliée à la Caisse Nationale de Sécurité Sociale sous le n°~{v['employer_cnss']}, "
        f"certifie que {civ}~{given.replace(' ', '~')}~{family.upper().replace(' ', '~')}, titulaire de la C.I.N. "
        f"n°~{v['cin']}, est employé{e} dans notre société depuis le~{hired.replace(' ', '~')} en qualité de "
        f"{v['position'].replace(' ', '~')}, et ce dans le cadre d'un contrat de travail {contract} "
        f"({v['contract_type']})."
    )
    para, y = _typed_justified(x, 1100, body, size=size, gap=gap, cols=cols)
    items += para
    para, y = _typed_justified(
        x,
        y + 50,
        f"L'intéressé{e} fait toujours partie de notre personnel à la date de la présente attestation, qui lui est "
        "délivrée à sa demande pour servir et valoir ce que de droit.",
        size=size,
        gap=gap,
        cols=cols,
    )
    items += para
    y += 140
    items += [
        Item(1350, y, "P/LE GERANT", 34, "mono"),
        Item(1350, y + 50, firm["boss"], 34, "mono"),
        *_signature(1380, y + 120, 460, 110, f"{v['employer']}-sig-t"),
        *_stamp(1240, y + 280, 2200, [v["employer"].upper(), f"{firm['town'].upper()}", f"CNSS {v['employer_cnss']}"]),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_t(v: dict[str, Any]) -> Page:
    """A bank's pre-printed salary-certificate form: numbered questions in the ordinary typeface, the employer's
    answers typed in framed boxes, the amounts in figures in boxes and in words on ruled lines, a certification,
    stamp box and signature."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    signed = _issued(v, "salary")
    rng = _rng(v, "salary")
    bank = str(v.get("bank_name", "Banque Populaire"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    items: list[Item | Rule] = [
        Item(_L, 110, bank, 48, "bold"),
        Item(_L, 176, "Crédits aux particuliers", 28),
        _right(_R, 116, f"Imprimé CP-{rng.randint(10, 99)} (réf. {rng.randint(1, 9)}/20{rng.randint(15, 22)})", 22),
        _right(_R, 150, "Dossier n° ....................", 22),
        Rule(_L, 240, _R, 243),
        _centre(0, A4[0], 290, "ATTESTATION DE SALAIRE", 54, "bold"),
        _centre(0, A4[0], 370, "(à remplir par l'employeur et à remettre à la banque)", 28),
    ]

    def box(n: int, y: int, question: str, answer: str, *, x1: int = _R) -> list[Item | Rule]:
        return [
            Item(_L, y, f"{n}.", 30, "bold"),
            Item(_L + 60, y, question, 30),
            *frame(_L + 60, y + 46, x1, y + 126, 2),
            Item(_L + 84, y + 64, answer, _fit(answer, x1 - _L - 110, 36, "mono"), "mono"),
        ]

    y = 480
    items += box(1, y, "Raison sociale de l'employeur", v["employer"].upper())
    y += 170
    items += box(2, y, "Nom et prénom du salarié", f"{family.upper()} {given}")
    y += 170
    items += box(3, y, "N° de la carte nationale d'identité", v["cin"], x1=1200)
    y += 170
    items += box(4, y, "Fonction occupée", v["position"])
    y += 170
    items += box(5, y, "Date d'entrée dans l'entreprise (jj/mm/aaaa)", fr_date(v["hire_date"]), x1=1200)
    y += 190
    for n, label, value in ((6, "Salaire mensuel BRUT", gross), (7, "Salaire mensuel NET", net)):
        words = amount_words(value)
        items += [
            Item(_L, y, f"{n}.", 30, "bold"),
            Item(_L + 60, y, label, 30, "bold"),
            Item(_L + 60, y + 64, "en chiffres (DH)", 26),
            *frame(_L + 330, y + 46, 1100, y + 126, 2),
            _right(1070, y + 64, fr_amount(value), 36, "mono"),
            Item(_L + 60, y + 160, "en lettres", 26),
            Item(_L + 330, y + 150, words, _fit(words, _R - _L - 340, 30, "mono"), "mono"),
            Rule(_L + 330, y + 196, _R, y + 197),
        ]
        y += 260
    cert = (
        "Nous certifions l'exactitude des renseignements ci-dessus et nous engageons à informer la banque de "
        "toute modification de la situation du salarié."
    )
    text, y = flow_text(_L, y + 20, cert, size=28, gap=42, width=_R - _L)
    items += text
    y += 70
    items += [
        Item(_L, y, "Fait à", 28),
        Item(_L + 110, y - 6, firm["town"], 34, "mono"),
        Item(_L + 560, y, "le", 28),
        Item(_L + 620, y - 6, fr_date(signed), 34, "mono"),
        Item(_L, y + 80, "Cachet et signature de l'employeur", 28, "bold"),
        *frame(_L, y + 130, 1100, y + 430, 2),
        *_stamp(_L + 40, y + 170, 1060, [v["employer"].upper(), firm["town"].upper()]),
        *_signature(1350, y + 170, 420, 110, f"{v['employer']}-sig-t"),
        Rule(_L, 3270, _R, 3272),
        Item(_L, 3290, f"{bank} - formulaire à retourner à votre agence avec vos trois derniers bulletins de paie", 22),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_t(v: dict[str, Any]) -> Page:
    """The CNSS's pre-printed immatriculation form: the employer's part with typed boxes and stamp, then the framed
    'CADRE RÉSERVÉ À LA CNSS' with the number given and the date of immatriculation under a 'VU ET CERTIFIÉ'
    stamp."""
    given, family = _split_name(v["applicant_name"])
    firm = _firm(v["employer"])
    rng = _rng(v, "cnss")
    hired = str(v.get("hire_date", v["affiliation_date"]))
    items: list[Item | Rule] = [
        Item(_L, 100, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 144, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 36, "bold"),
        _right(_R, 100, "الصندوق الوطني للضمان الاجتماعي", 34, "bold"),
        _right(_R, 150, f"Modèle 310-{rng.randint(1, 9)}-{rng.randint(10, 40)}", 22),
        Rule(_L, 210, _R, 213),
        _centre(0, A4[0], 250, "DEMANDE ET ATTESTATION D'IMMATRICULATION", 48, "bold"),
        _centre(0, A4[0], 320, "(salarié du secteur privé)", 28),
        *frame(_L, 400, _R, 462, 3),
        Rule(_L, 400, _L + 16, 462),
        Item(_L + 40, 412, "PARTIE A REMPLIR PAR L'EMPLOYEUR", 30, "bold"),
    ]

    def field(x0: int, x1: int, y: int, label: str, value: str) -> list[Item | Rule]:
        return [
            Item(x0, y, label, 24),
            *frame(x0, y + 34, x1, y + 104, 2),
            Item(x0 + 20, y + 50, value, _fit(value, x1 - x0 - 40, 34, "mono"), "mono"),
        ]

    y = 500
    items += field(_L, _R, y, "Raison sociale", v["employer"].upper())
    y += 140
    items += field(_L, 1150, y, "N° d'affiliation de l'employeur", v["employer_cnss"])
    items += field(1230, _R, y, "Adresse (ville)", firm["town"].upper())
    y += 160
    items += field(_L, 1150, y, "Nom du salarié", family.upper())
    items += field(1230, _R, y, "Prénom", given.upper())
    y += 140
    items += field(_L, 1150, y, "N° C.I.N.", v["cin"])
    items += field(1230, _R, y, "Date de naissance", fr_date(str(v.get("date_of_birth", "1988-03-12"))))
    y += 140
    items += field(_L, 1150, y, "Date d'entrée chez l'employeur", fr_date(hired))
    items += field(1230, _R, y, "Emploi", str(v.get("position", "")).upper() or "SALARIE")
    y += 170
    items += [
        Item(_L, y, "Je certifie exacts les renseignements ci-dessus.", 28),
        Item(_L, y + 60, "Cachet et signature de l'employeur", 24),
        *_stamp(_L, y + 110, 1050, [v["employer"].upper(), f"AFFILIE CNSS N° {v['employer_cnss']}"]),
        *_signature(1300, y + 110, 400, 100, f"{v['employer']}-sig-t"),
    ]
    # the CNSS's part
    cy = y + 360
    items += [
        *frame(_L, cy, _R, cy + 820, 5),
        Rule(_L, cy + 64, _R, cy + 67),
        Item(_L + 24, cy + 14, "CADRE RÉSERVÉ À LA CNSS", 32, "bold"),
        _right(_R - 24, cy + 16, "Ne rien inscrire dans ce cadre", 22),
    ]
    items += field(_L + 40, 1150, cy + 110, "N° d'immatriculation attribué", v["cnss_number"])
    items += field(1230, _R - 40, cy + 110, "Date d'immatriculation", fr_date(v["affiliation_date"]))
    items += field(_L + 40, 1150, cy + 260, "Agence", f"{rng.choice(_TOWNS).upper()} {rng.randint(1, 9)}")
    items += field(1230, _R - 40, cy + 260, "Code agent", f"{rng.randint(100, 999)}-{rng.randint(10, 99)}")
    sx = _L + 200
    items += [
        *frame(sx, cy + 440, sx + 760, cy + 760, 4),
        _centre(sx, sx + 760, cy + 470, "C.N.S.S.", 40, "bold"),
        _centre(sx, sx + 760, cy + 530, "VU ET CERTIFIÉ", 34, "bold"),
        _centre(sx, sx + 760, cy + 590, "Service Immatriculation", 28),
        _centre(sx, sx + 760, cy + 650, "Le Chef de service", 26),
        *_signature(1400, cy + 520, 420, 100, f"{v['cnss_number']}-agent-t"),
        Item(
            _L, cy + 860, "Exemplaire à remettre au salarié. L'immatriculation est valable pour toute la carrière.", 24
        ),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-t")
    return f"{_plain(rng.choice(_TOWNS))} {rng.choice(('CENTRE', 'MARCHE CENTRAL', 'BD MOHAMMED V', 'HAY SALAM'))}"


def _holder(v: dict[str, Any]) -> str:
    """'M. YOUSSEF EL AMRANI'."""
    civ, _ = _civility(v, "account_holder")
    return f"{civ.upper()} {v['account_holder'].upper()}"


def _pinfeed(x0: int, x1: int, height: int) -> list[Item | Rule]:
    """Continuous stationery's pin-feed holes and perforations down both margins."""
    out: list[Item | Rule] = []
    for y in range(70, height - 60, 127):
        out += frame(x0 - 110, y, x0 - 80, y + 30, 2) + frame(x1 + 80, y, x1 + 110, y + 30, 2)
    out += [Rule(x0 - 50, y, x0 - 49, y + 12) for y in range(10, height - 10, 30)]
    out += [Rule(x1 + 49, y, x1 + 50, y + 12) for y in range(10, height - 10, 30)]
    return out


def bank_statement_page_t(v: dict[str, Any]) -> Page:
    """A line-printer statement on green-bar stationery: the bank pre-printed, everything else monospace at fixed
    character positions, six-digit dates, 'SOLDE PRECEDENT' first and 'NOUVEAU SOLDE' last."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    last = int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-t")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    spends = [rng.randint(12_000, 60_000), rng.randint(20_000, 90_000), rng.choice((50_000, 100_000, 200_000))]
    moves: list[tuple[int, str, int]] = [
        (rng.randint(2, 5), f"PRLV LOYER {_LP_MONTHS[month - 1]}", -round(rent * 100)),
        (rng.randint(6, 11), f"PAIEMENT CB {rng.choice(('MARJANE', 'ACIMA', 'BIM', 'ASWAK ASSALAM'))}", -spends[0]),
        (rng.randint(12, 17), f"FACT. {rng.choice(('LYDEC', 'REDAL', 'RADEEF', 'ONEE'))}", -spends[1]),
        (rng.randint(12, 18), "VERSEMENT ESPECES", sum(spends)),
        (rng.randint(19, 23), "RETRAIT GAB", -spends[2]),
        (rng.randint(max(2, last - 5), last - 1), f"VIR SALAIRE {employer[:20]}", round(net * 100)),
    ]
    moves.sort(key=lambda m: (m[0], m[1]))
    size, pitch = 32, 50
    cw = text_width("0", size, "mono")

    def row(date: str, label: str, value: str, debit: str, credit: str) -> str:
        return f"{date:<6}  {label:<36}  {value:<6}  {debit:>14}  {credit:>14}"

    def ddmmyy(day: int) -> str:
        return f"{day:02d}{month:02d}{year % 100:02d}"

    def balance(label: str, value: float) -> str:
        side = "CREDITEUR" if value >= 0 else "DEBITEUR"
        amount = _lp(abs(value))
        return row("", f"{label} {side}", "", "" if value >= 0 else amount, amount if value >= 0 else "")

    debits = -sum(c for *_, c in moves if c < 0)
    credits = sum(c for *_, c in moves if c > 0)
    lines = [
        f"RELEVE DE COMPTE N. {month:02d}/{year}".ljust(64) + "PAGE 001",
        "",
        f"{_holder(v)}",
        f"AGENCE : {_agency(v)}",
        f"RIB    : {_rib_groups(v['rib'])}",
        f"PERIODE DU {fr_date(start, '.')} AU {fr_date(end, '.')}".ljust(64) + "DEVISE : MAD",
        "",
        row("DATE", "LIBELLE", "VALEUR", "DEBIT", "CREDIT"),
        "-" * 88,
        balance("SOLDE PRECEDENT", opening),
    ]
    for day, label, cents in moves:
        value_day = min(day + (1 if cents > 0 else 0), last)
        amount = _lp(abs(cents) / 100)
        lines.append(
            row(ddmmyy(day), label, ddmmyy(value_day), amount if cents < 0 else "", amount if cents > 0 else "")
        )
    lines += [
        "-" * 88,
        row("", "TOTAUX DES MOUVEMENTS", "", _lp(debits / 100), _lp(credits / 100)),
        balance("NOUVEAU SOLDE", closing),
        "",
        "*** FIN DE RELEVE ***".center(88),
    ]
    x = round((A4[0] - 88 * cw) / 2)
    top = 460
    items: list[Item | Rule] = [*_pinfeed(_L, _R, A4[1])]
    for band in range(top - 10, 3300, 6 * pitch):
        items += _tint(_L - 20, band, _R + 20, band + 3 * pitch)
    items += [
        Item(_L, 110, v["bank_name"], 52, "bold"),
        Item(_L, 186, "Relevé de compte - Service Informatique", 26),
        _right(_R, 120, "CONSERVEZ CE RELEVE", 26, "bold"),
        Rule(_L, 250, _R, 252),
        Item(_L, 270, "Toute réclamation doit être présentée dans un délai de 30 jours.", 22),
    ]
    items += [Item(x, top + i * pitch, line.rstrip(), size, "mono") for i, line in enumerate(lines) if line]
    return Page(A4, tuple(items))


def rib_page_t(v: dict[str, Any]) -> Page:
    """A cheque book's RIB insert scanned on A4: four identical slips separated by perforations, the bank and the
    title pre-printed, the holder, agency, RIB, IBAN and BIC impact-printed in monospace."""
    rib = v["rib"]
    bank = v["bank_name"]
    agency = _agency(v)
    x0, x1 = 230, 2250
    slip_h, gap = 700, 40
    y0 = 140
    n = 4
    items: list[Item | Rule] = [*frame(x0 - 20, y0 - 20, x1 + 20, y0 + n * slip_h + (n - 1) * gap + 20, 2)]
    cw = text_width("0", 40, "mono")
    heads = ((0, "BANQUE"), (4, "VILLE"), (8, "NUMERO DE COMPTE"), (25, "CLE"))  # over the digit groups
    for i in range(n):
        y = y0 + i * (slip_h + gap)
        items += [
            Item(x0 + 30, y + 30, bank, 44, "bold"),
            _right(x1 - 30, y + 40, f"{i + 1}/{n}", 28),
            Item(x0 + 30, y + 100, "RELEVÉ D'IDENTITÉ BANCAIRE", 34, "bold"),
            Rule(x0 + 30, y + 152, x1 - 30, y + 154),
            Item(x0 + 30, y + 180, f"TITULAIRE : {_holder(v)}", 34, "mono"),
            Item(x0 + 30, y + 236, f"AGENCE    : {agency}", 34, "mono"),
            *[Item(x0 + 30 + round(col * cw), y + 316, head, 22, "mono") for col, head in heads],
            Item(x0 + 30, y + 350, _rib_groups(rib), 40, "mono"),
            Item(x0 + 30, y + 430, f"IBAN : {iban(rib)}", 32, "mono"),
            Item(x0 + 30, y + 480, f"BIC  : {_BIC.get(bank, 'BCMAMAMC')}", 32, "mono"),
            Item(x0 + 30, y + 560, "A remettre à tout créancier ou employeur pour vos virements et prélèvements.", 24),
            Item(x0 + 30, y + 600, "Ce relevé est destiné à éviter les erreurs de saisie.", 24),
        ]
        if i < n - 1:
            items += _perforation(x0, x1, y + slip_h + gap // 2)
    items += [Item(x0, 3120, "Encart RIB - carnet de chèques (détacher suivant les pointillés)", 22)]
    return Page(A4, tuple(items))


PAGES_T: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_t,
    "cin_front": cin_front_page_t,
    "cin_back": cin_back_page_t,
    "passport": passport_page_t,
    "employment_certificate": employment_certificate_page_t,
    "salary_certificate": salary_certificate_page_t,
    "cnss_certificate": cnss_certificate_page_t,
    "bank_statement": bank_statement_page_t,
    "rib": rib_page_t,
}
