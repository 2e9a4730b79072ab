"""Layout "x" of every document type: a twenty-fourth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_v`, other real-world
conventions, all from the PAPER TRAIL a lender's branch actually receives: photocopies, certified copies, faxes and
hand-filled forms. Photocopy borders are thick dark bars along one or two page edges (wedge-shaped: the sheet lay
askew on the glass), a fax carries the sender machine's transmission header at the very top ("12/11/2026 10:32
+212 522 40 11 90  ATLAS INDUSTRIES  P. 001/002") and the receiving machine's line at the foot, "COPIE CERTIFIÉE
CONFORME À L'ORIGINAL" stamps are double-framed boxes with a register number and a date, municipal "Légalisation de
signature N° 4512/2026" stamps name the commune and its arrondissement with a round commune seal beside them, forms
are pre-printed labels followed by dotted lines where the value is typed in monospace ON the dots, answers are
handwritten-looking "X" ticks in drawn boxes, and the person signs with a scribble, initials and "Lu et approuvé".
Stamps sit over or beside the signature blocks (their frames may touch the signatory's title, never a value); their
numbers and dates are distractors, never a labelled value:

- payslip: a PHOTOCOPY (dark bars along the left edge and the foot) of a classic French-style payslip printed on a
  stationer's PRE-PRINTED form: an "EMPLOYEUR" box (name, address, "N° d'affiliation CNSS", ICE) beside the printed
  title "BULLETIN DE PAIE" with "Période du 01/10/2026 au 31/10/2026" and the payment date, a "SALARIÉ" box of two
  columns of form labels with the values printed after them (Nom et prénom "Given FAMILY", Matricule, N° CIN, N°
  CNSS, "Date d'embauche 01/03/2019", Emploi, Contrat, Situation de famille), then a table whose header has two
  GROUPED columns: Rubrique | Base | "PART SALARIALE" (Taux | Gains | Retenues) | "PART PATRONALE" (Taux | Montant)
  with the employer's contributions too (CNSS 8,98 %, allocations familiales 6,40 %, taxe de formation
  professionnelle 1,60 %, AMO 2,26 %, participation AMO 1,85 %), a "TOTAUX" row, a strip "Salaire brut | Total
  retenues | Charges patronales | Coût employeur" and the framed "NET À PAYER" with "DH", the year-to-date cumuls,
  the employer's round stamp over its signature and the branch's "VU L'ORIGINAL - COPIE CONFORME" stamp (agent,
  matricule, date); amounts "12 500,00";
- CNIE front: a certified PHOTOCOPY on A4: the card enlarged 150 % in the upper half inside a thick DARK copier frame,
  the French header, a silhouette photo, small labels over bold values ("Nom", "Prénom", "Né(e) le", "à", "Valable
  jusqu'au"), dotted dates ("12.03.1988"), "N° CNIE" and the number under the photo; below it the commune's framed
  "COPIE CERTIFIÉE CONFORME À L'ORIGINAL" stamp (register number, date) with the round seal and the officer's
  scribble, the holder's own "Certifiée conforme par le titulaire" line with a signature and its "Légalisation de
  signature" stamp, and the branch's receipt stamp ("Reçu le ..., dossier n° ...");
- CNIE back: the same certified photocopy of the back: the card number top right, "Fils/Fille de" / "et de", the address
  in capitals on one or two lines after "Adresse", "N° d'état civil" and "Sexe", the TD1 MRZ in a clear zone;
  the same stamps below;
- passport: the same certified photocopy of the passport DATA PAGE (enlarged, in the upper half, dark copier frame):
  "PASSEPORT / PASSPORT", French / English labels above the values (type, code, number; surname; given names;
  nationality, sex, date and place of birth; issue, expiry, authority; "N° personnel / Personal No." the CIN), ICAO
  dates ("12 MAR 1988"), the TD3 MRZ; the stamps below;
- employment certificate: the EMPLOYER's pre-printed form "ATTESTATION DE TRAVAIL" (a form number in the corner, a
  dark photocopy bar along the right edge) filled on a typewriter: "Je soussigné(e) ......", "Agissant en qualité
  de ......", "de la société ......", "N° d'affiliation CNSS ......", a tick row "M. [X] Mme [ ]", "Nom ......
  Prénom ......" on one line, the CIN, the position, "Depuis le 01/03/2019", a tick row "Nature du contrat : [X]
  CDI [ ] CDD [ ] Intérim", "fait toujours partie de notre personnel [X] Oui [ ] Non", "Fait à ...... le ......",
  the signature block with the company's double-framed stamp over the scribble, and a printed "CADRE RÉSERVÉ À LA
  LÉGALISATION" box holding the commune's legalisation stamp (which overflows the box) and round seal;
- salary certificate: a FAX (the employer's header line at the top, "P. 001/002", the receiving machine's line at
  the foot) of a pre-printed "ATTESTATION DE SALAIRE" form filled on a typewriter: the employer and its CNSS number,
  "Nom ...... Prénom ......", CIN, position, "Date d'embauche ......", "Salaire mensuel brut ...... DH", "Salaire
  mensuel net ...... DH", the net "en lettres" over two dotted lines, tick rows (mode of payment, probation), the
  employee's "Lu et approuvé" with initials and scribble, the employer's stamp and signature, and the legalisation
  stamp beside them;
- CNSS certificate: a FAX of the CNSS AGENCY's certificate: the agency fax's header at the top, a transmission
  heading ("Destinataire : <bank>, Nombre de pages : 1"), the CNSS header and the agency, "ATTESTATION
  D'AFFILIATION" with its number, "Le Chef d'Agence atteste que :", a ruled fiche "ASSURÉ" (Nom et prénom "FAMILY
  Given", N° d'immatriculation, N° CIN, Date d'affiliation "15/12/2019") and "EMPLOYEUR" (raison sociale, N°
  d'affiliation), the agency's round stamp and signature, fax streaks across blank bands, the branch's "REÇU PAR
  FAX LE ..." box and the receiving line at the foot;
- bank statement: a PHOTOCOPY (dark bars along the top and the right edge) of an open PASSBOOK ("CARNET DE
  COMPTE"): the cover-like inside page framed on top (the bank, "Titulaire : M. GIVEN FAMILY", the RIB in 3 / 3 /
  16 / 2 groups, the agency, carnet and sheet numbers, "Période du 01/10/2026 au 31/10/2026"), the booklet's dark
  gutter across the page, then the passbook sheet with pre-printed line numbers and the ruled columns Date | Nature
  de l'opération | Retraits | Versements | Solde, the lines printed by the passbook printer in monospace: "SOLDE
  REPORTE" first (the opening balance in the Solde column), the operations with a running balance, "SOLDE AU
  31/10/2026" last (the closing balance), a totals line, the teller's initials and the branch's copy stamp;
- RIB: the borrower's pre-printed "AUTORISATION DE PRÉLÈVEMENT" (direct-debit mandate to a consumer-credit company)
  filled on a typewriter over dotted lines (holder, bank, agency, the RIB's 24 digits), ticks for the periodicity,
  "Lu et approuvé", date and signature, and the bank's paper RIB SLIP STAPLED on the letter below: a framed slip
  offset from the margins with a drop edge, a staple drawn as a small thick rule across its top edge, "RELEVÉ
  D'IDENTITÉ BANCAIRE", the holder "M. GIVEN FAMILY", the domiciliation, the RIB in four labelled cells (code
  banque, code ville, numéro de compte, clé), the IBAN in groups of four and the BIC.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from functools import partial
from typing import Any

from tests.support.docgen import (
    _MONTHS,
    A4,
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
from tests.support.docgen import EN_MONTHS as _EN_MONTHS
from tests.support.docgen import centred_item as _centre
from tests.support.docgen import family_given as _family_given
from tests.support.docgen import female as _female
from tests.support.docgen import given_family as _given_family
from tests.support.docgen import right_item as _right

_W, _H = A4
_L, _R = 170, 2310  # A4 margins
_issued = partial(issued_after_period, layout="x", days=(3, 14))
_COMMUNES = (
    ("Casablanca", "Maârif"),
    ("Casablanca", "Anfa"),
    ("Casablanca", "Hay Hassani"),
    ("Rabat", "Agdal Riyad"),
    ("Marrakech", "Guéliz"),
    ("Tanger", "Charf Mghogha"),
    ("Fès", "Agdal"),
)
_FATHERS = ("MOHAMED", "AHMED", "ABDELLAH", "HASSAN", "MUSTAPHA", "DRISS", "LAHCEN")
_MOTHERS = ("FATIMA", "KHADIJA", "AICHA", "ZOHRA", "MALIKA", "RACHIDA", "NAIMA")
_AGENTS = ("K. BENNIS", "S. OUAZZANI", "M. TAHIRI", "N. LAHLOU", "H. SEBTI", "A. KETTANI")
_SIGNATORIES = (
    ("Rachid Bennouna", "Directeur des Ressources Humaines"),
    ("Samira El Ouafi", "Responsable Administration du Personnel"),
    ("Karim Lazrak", "Gérant"),
    ("Nadia Chaoui", "Directrice Administrative et Financière"),
)


# values and formats -------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-x")


def _dotted(iso: str) -> str:
    """'12.03.1988'."""
    return fr_date(iso, ".")


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {_EN_MONTHS[int(m) - 1]} {y}"


def _dh(value: float) -> str:
    """'12 500,00 DH'."""
    return f"{fr_amount(value)} DH"


def _signed(value: float) -> str:
    return ("-" if value < 0 else "") + fr_amount(abs(value))


def _civ(v: dict[str, Any]) -> str:
    return "Mme" if _female(v) else "M."


def _when(v: dict[str, Any], key: str) -> str:
    """A date of paperwork (copy, stamp, fax) in the month after the applicant's pay period."""
    period = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    return _issued({"cin": v.get("cin") or v.get("rib", ""), "pay_period": period}, key)


def _plus_days(iso: str, days: int) -> str:
    y, m, d = (int(p) for p in iso.split("-"))
    d += days
    while d > last_day(y, m):
        d -= last_day(y, m)
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return f"{y:04d}-{m:02d}-{d:02d}"


def _clock(rng: random.Random) -> str:
    return f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"


def _phone(rng: random.Random) -> str:
    """'+212 522 40 11 90'."""
    return f"+212 5{rng.randint(22, 39)} {rng.randint(20, 99)} {rng.randint(10, 99):02d} {rng.randint(10, 99):02d}"


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, ICE, signatory and commune, the same on every layout-x document."""
    rng = random.Random(f"x-firm-{employer}")
    town, arrondissement = rng.choice(_COMMUNES)
    signer, role = rng.choice(_SIGNATORIES)
    return {
        "street": rng.choice(
            (
                "12, Rue Abou Bakr Essedik",
                "Zone industrielle, Lot 84",
                "45, Boulevard Mohammed V, 3e étage",
                "Quartier industriel Sidi Brahim, Lot 7",
                "217, Avenue des FAR",
            )
        ),
        "town": town,
        "arrondissement": arrondissement,
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 499_999)),
        "fax": _phone(rng),
        "signer": signer,
        "role": role,
    }


def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{str(v.get('rib', ''))[:6]}-agency-x")
    town, quarter = rng.choice(
        (
            ("Casablanca", "Maârif"),
            ("Casablanca", "Gauthier"),
            ("Rabat", "Agdal"),
            ("Marrakech", "Guéliz"),
            ("Tanger", "Boulevard"),
            ("Fès", "Ville Nouvelle"),
        )
    )
    return f"{town} {quarter}"


# drawing ------------------------------------------------------------------------------------------------------
def _bars(sides: str, rng: random.Random) -> list[Item | Rule]:
    """Photocopy borders: dark bars along the page edges named in `sides` ("t", "b", "l", "r"), each a wedge
    (thicker at one end: the sheet lay askew on the glass) drawn as steps."""
    out: list[Item | Rule] = []
    for side in sides:
        t0, t1 = rng.randint(18, 40), rng.randint(55, 90)
        if rng.random() < 0.5:
            t0, t1 = t1, t0
        steps = 12
        length = _W if side in "tb" else _H
        for i in range(steps):
            a, b = i * length // steps, (i + 1) * length // steps
            t = round(t0 + (t1 - t0) * (i + 0.5) / steps)
            if side == "t":
                out.append(Rule(a, 0, b, t))
            elif side == "b":
                out.append(Rule(a, _H - t, b, _H))
            elif side == "l":
                out.append(Rule(0, a, t, b))
            else:
                out.append(Rule(_W - t, a, _W, b))
    return out


def _ring(cx: int, cy: int, r: int, t: int = 4) -> list[Item | Rule]:
    """A circle's outline drawn as small squares."""
    steps = max(24, round(2 * math.pi * r / max(2, t - 1)))
    out: list[Item | Rule] = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        px, py = round(cx + r * math.cos(a) - t / 2), round(cy + r * math.sin(a) - t / 2)
        out.append(Rule(px, py, px + t - 1, py + t - 1))
    return out


def _scribble(x: int, y: int, w: int, rng: random.Random, *, h: int = 60) -> list[Item | Rule]:
    """A hand signature: a looping pen trail, `w` wide, about `h` high, from (x, y), drawn as small squares."""
    f1, f2 = rng.uniform(2.5, 4.5), rng.uniform(6.0, 9.0)
    p1, p2 = rng.uniform(0, math.pi), rng.uniform(0, math.pi)
    points: list[tuple[float, float]] = []
    steps = max(40, w // 3)
    for i in range(steps + 1):
        s = i / steps
        px = x + w * s + 16 * math.sin(2 * math.pi * f2 * s + p2)
        py = y + h / 2 + h * 0.32 * math.sin(2 * math.pi * f1 * s + p1) + h * 0.18 * math.cos(2 * math.pi * f2 * s)
        points.append((px, py))
    points += [(x + w - 60 + k * 6, y + h - 4 - k * 1.5) for k in range(16)]  # the final flourish
    out: list[Item | Rule] = []
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        n = max(1, round(math.hypot(bx - ax, by - ay) / 2))
        for k in range(n):
            px, py = round(ax + (bx - ax) * k / n), round(ay + (by - ay) * k / n)
            out.append(Rule(px, py, px + 3, py + 3))
    return out


def _box_stamp(
    x: int, y: int, lines: list[tuple[str, int, str]], *, pad: int = 26
) -> tuple[list[Item | Rule], int, int]:
    """A rubber stamp: a double frame around centred lines (text, size, style). Returns items, width, height."""
    width = max(round(text_width(t, s, st)) for t, s, st in lines) + 2 * pad + 16
    height = sum(s + 14 for _, s, _ in lines) + 2 * pad
    out: list[Item | Rule] = [
        *frame(x, y, x + width, y + height, 5),
        *frame(x + 10, y + 10, x + width - 10, y + height - 10, 2),
    ]
    ly = y + pad + 4
    for text, size, style in lines:
        out.append(_centre(x, x + width, ly, text, size, style))
        ly += size + 14
    return out, width, height


def _round_stamp(cx: int, cy: int, r: int, lines: list[tuple[str, int, str]]) -> list[Item | Rule]:
    """A round seal: two rings and centred horizontal lines of text (text, size, style), each shrunk or split to
    fit inside the inner ring."""
    limit = round(1.7 * (r - 16))
    fitted: list[tuple[str, int, str]] = []
    for text, size, style in lines:
        while size > 22 and text_width(text, size, style) > limit:
            size -= 1
        if text_width(text, size, style) > limit and " " in text:
            head, _, tail = text.rpartition(" ")
            fitted += [(head, size, style), (tail, size, style)]
        else:
            fitted.append((text, size, style))
    out: list[Item | Rule] = [*_ring(cx, cy, r, 5), *_ring(cx, cy, r - 16, 3)]
    total = sum(s + 8 for _, s, _ in fitted) - 8
    ly = cy - total // 2
    for text, size, style in fitted:
        out.append(_centre(cx - r, cx + r, ly, text, size, style))
        ly += size + 8
    return out


def _dots(x0: int, x1: int, y: int) -> list[Item | Rule]:
    """A pre-printed dotted line (a dot every 12 pixels)."""
    return [Rule(x, y, x + 2, y + 2) for x in range(x0, x1 - 2, 12)]


def _field(
    x: int, y: int, label: str, value: str, x1: int, *, size: int = 34, vsize: int = 36, gap: int = 14
) -> tuple[list[Item | Rule], int]:
    """A form's pre-printed label followed by a dotted line up to x1, the value typed in monospace ON the dots.
    Returns the items and the x where the dotted line ends (x1)."""
    lx = x + round(text_width(label, size)) + gap
    base = y + round(size * 0.93) + 4  # the dots sit on the label's baseline
    out: list[Item | Rule] = [Item(x, y, label, size), *_dots(lx, x1, base)]
    if value:
        out.append(Item(lx + 24, base - round(vsize * 0.93) - 3, value, vsize, "mono"))
    return out, x1


def _tick(x: int, y: int, label: str, on: bool, *, size: int = 34) -> tuple[list[Item | Rule], int]:
    """A pre-printed box followed by its label; a hand-made 'X' in it when `on`. Returns items and the next x."""
    box = 40
    by = y + (size - box) // 2 + 4
    out: list[Item | Rule] = [*frame(x, by, x + box, by + box, 3)]
    if on:
        out.append(Item(x + 7, by - 9, "X", 46, "bold"))
    out.append(Item(x + box + 16, y, label, size))
    return out, x + box + 16 + round(text_width(label, size)) + 60


def _silhouette(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """An ID photo as a copier renders it: a frame, a head and shoulders outline."""
    cx, w, h = (x0 + x1) // 2, x1 - x0, y1 - y0
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 4), *_ring(cx, y0 + h * 2 // 5, w // 4, 5)]
    r = w * 2 // 5
    for i in range(160):
        a = math.pi + math.pi * i / 159
        px, py = round(cx + r * math.cos(a)), round(y1 - 6 + r * 0.9 * math.sin(a))
        if py < y1 - 4:
            out.append(Rule(px - 2, py - 2, px + 2, py + 2))
    return out


def _copy_frame(x0: int, y0: int, x1: int, y1: int, rng: random.Random) -> list[Item | Rule]:
    """The dark frame a copier draws around a card or booklet page copied with the lid open: uneven bars."""
    out: list[Item | Rule] = []
    top, bottom, left, right = (rng.randint(26, 48) for _ in range(4))
    out += [Rule(x0 - left, y0 - top, x1 + right, y0 - 1), Rule(x0 - left, y1 + 1, x1 + right, y1 + bottom)]
    out += [Rule(x0 - left, y0, x0 - 1, y1), Rule(x1 + 1, y0, x1 + right, y1)]
    return out


def _fax_clock(v: dict[str, Any], number: str, *, later: int = 0) -> str:
    """The transmission's time ('10:32'), `later` minutes after it started."""
    rng = _rng(v, f"fax-{number}")
    minutes = rng.randint(8 * 60, 17 * 60 + 50) + later
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _fax_header(v: dict[str, Any], when: str, sender: str, number: str, page: str) -> Item:
    """The sending fax machine's header line at the very top of the page."""
    clock = _fax_clock(v, number)
    return Item(60, 22, f"{fr_date(when)} {clock}  {number}  {sender.upper()[:28]}  P. {page}", 28, "mono")


def _fax_footer(v: dict[str, Any], when: str, number: str, receiver: str) -> Item:
    """The receiving machine's line at the foot of the page, a minute after the header's time."""
    y, m, d = when.split("-")
    stamp = f"{d}-{_EN_MONTHS[int(m) - 1]}-{y} {_fax_clock(v, number, later=1)}"
    return Item(60, _H - 56, f"RECU {stamp}  DE: {number}  A: {receiver.upper()[:26]}  OK", 28, "mono")


def _streaks(ys: list[int], rng: random.Random) -> list[Item | Rule]:
    """Fax streaks: thin broken horizontal lines across blank bands."""
    out: list[Item | Rule] = []
    for y in ys:
        x = rng.randint(0, 300)
        while x < _W:
            run = rng.randint(120, 700)
            out.append(Rule(x, y, min(_W, x + run), y + rng.randint(1, 3)))
            x += run + rng.randint(40, 260)
    return out


def _certified(
    x: int, y: int, v: dict[str, Any], key: str, commune: tuple[str, str], when: str
) -> tuple[list[Item | Rule], int]:
    """The commune's 'copie certifiée conforme' stamp with the register number and date, the round seal and the
    officer's scribble. Returns items and the bottom y."""
    rng = _rng(v, f"certified-{key}")
    register = f"{rng.randint(1000, 9999)}/{when[:4]}"
    lines = [
        ("COPIE CERTIFIÉE CONFORME", 32, "bold"),
        ("À L'ORIGINAL", 32, "bold"),
        (f"Registre N° {register}", 30, "regular"),
        (f"{commune[0]}, le {fr_date(when)}", 30, "regular"),
    ]
    items, w, h = _box_stamp(x, y, lines)
    cx, cy, r = x + w + 215, y + h // 2 + 20, 205
    items += _round_stamp(
        cx,
        cy,
        r,
        [
            ("ROYAUME DU MAROC", 26, "bold"),
            (f"Commune de {commune[0]}", 26, "regular"),
            (f"Arr. {commune[1]}", 26, "regular"),
            ("État civil", 26, "regular"),
        ],
    )
    items += _scribble(cx - 90, cy + 76, 380, rng, h=70)
    items.append(Item(cx + r + 24, cy - 60, "L'Officier délégué", 28))
    return items, cy + 250


def _legalised(
    x: int, y: int, v: dict[str, Any], key: str, commune: tuple[str, str], who: str, when: str
) -> tuple[list[Item | Rule], int, int]:
    """The commune's 'Légalisation de signature' stamp naming the signatory, dated `when`. Returns items, width
    and height."""
    rng = _rng(v, f"legal-{key}")
    lines = [
        ("ROYAUME DU MAROC", 28, "bold"),
        (f"Commune de {commune[0]} - Arrondissement {commune[1]}", 28, "regular"),
        (f"Légalisation de signature N° {rng.randint(1000, 9999)}/{when[:4]}", 32, "bold"),
        (f"Vu pour la légalisation de la signature de {who}", 28, "regular"),
        (f"apposée ci-contre. {commune[0]}, le {fr_date(when)}", 28, "regular"),
        ("L'Officier d'état civil délégué", 28, "regular"),
    ]
    items, w, h = _box_stamp(x, y, lines, pad=22)
    items += _scribble(x + w // 2, y + h - 8, 300, rng, h=70)
    return items, w, h


# payslip ------------------------------------------------------------------------------------------------------
def payslip_page_x(v: dict[str, Any]) -> Page:
    """A photocopied payslip on a stationer's pre-printed form, salaried and employer shares side by side."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    start, end = f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-{last_day(year, month):02d}"
    firm = _firm(v["employer"])
    rng = _rng(v, f"payslip-{v['pay_period']}")
    matricule = f"{int(v['cnss_number']) % 9000 + 1000:04d}"
    gross = p["gross"]
    capped = min(gross, 6000.0)
    employer_rows = {
        "cnss": round(capped * 0.0898, 2),
        "af": round(gross * 0.064, 2),
        "tfp": round(gross * 0.016, 2),
        "amo": round(gross * 0.0226, 2),
        "pamo": round(gross * 0.0185, 2),
    }
    charges = round(sum(employer_rows.values()), 2)
    items: list[Item | Rule] = [*_bars("lb", rng)]
    # pre-printed form: employer box and title box
    items += [*frame(_L, 150, 1250, 560, 3), Item(_L + 20, 164, "EMPLOYEUR", 28, "bold")]
    items += [
        Item(_L + 30, 220, v["employer"], 40, "bold"),
        Item(_L + 30, 284, firm["street"], 32),
        Item(_L + 30, 334, firm["town"].upper(), 32),
        Item(_L + 30, 404, f"N° d'affiliation CNSS : {v['employer_cnss']}", 32),
        Item(_L + 30, 454, f"ICE : {firm['ice']}    RC : {firm['rc']}", 30),
    ]
    items += [*frame(1300, 150, _R, 560, 3), _centre(1300, _R, 190, "BULLETIN DE PAIE", 56, "bold")]
    items += [
        _centre(1300, _R, 290, f"Période du {fr_date(start)} au {fr_date(end)}", 34),
        _centre(1300, _R, 350, f"Mois : {_MONTHS[month - 1]} {year}", 34, "bold"),
        _centre(1300, _R, 420, f"Date de paiement : {fr_date(end)}", 30),
        _centre(1300, _R, 470, "Mode de paiement : virement bancaire", 30),
    ]
    # employee box
    items += [*frame(_L, 600, _R, 960, 3), Item(_L + 20, 614, "SALARIÉ", 28, "bold")]
    left = [
        ("Nom et prénom :", f"{_civ(v)} {_given_family(v['applicant_name'])}"),
        ("Matricule :", matricule),
        ("N° CIN :", v["cin"]),
        ("N° CNSS :", v["cnss_number"]),
    ]
    right = [
        ("Date d'embauche :", fr_date(v["hire_date"])),
        ("Emploi :", v["position"]),
        ("Contrat :", v["contract_type"]),
        ("Situation de famille :", rng.choice(("Marié(e) - 2 enf.", "Célibataire", "Marié(e) - 1 enf."))),
    ]
    for i, ((l1, v1), (l2, v2)) in enumerate(zip(left, right, strict=True)):
        y = 670 + i * 70
        items += [Item(_L + 30, y, l1, 30), Item(_L + 340, y - 2, v1, 34, "bold")]
        items += [Item(1280, y, l2, 30), Item(1640, y - 2, v2, 34, "bold")]
    # table with grouped headers
    cols = (_L, 830, 1080, 1230, 1500, 1770, 1930, _R)
    top, head_mid, head_end = 1010, 1080, 1150
    items += frame(_L, top, _R, 2010, 3)
    items += [Rule(cols[2], head_mid, cols[5] - 1, head_mid + 2), Rule(cols[5], head_mid, _R, head_mid + 2)]
    items += [Rule(_L, head_end, _R, head_end + 3)]
    for cx in cols[1:-1]:
        y0 = head_mid if cx in (cols[3], cols[4], cols[6]) else top
        items.append(Rule(cx, y0, cx + 2, 2010))
    items += [
        Item(_L + 20, 1056, "Rubrique", 30, "bold"),
        _centre(cols[1], cols[2], 1056, "Base", 30, "bold"),
        _centre(cols[2], cols[5], 1026, "PART SALARIALE", 30, "bold"),
        _centre(cols[5], cols[7], 1026, "PART PATRONALE", 30, "bold"),
        _centre(cols[2], cols[3], 1096, "Taux", 28),
        _centre(cols[3], cols[4], 1096, "Gains", 28),
        _centre(cols[4], cols[5], 1096, "Retenues", 28),
        _centre(cols[5], cols[6], 1096, "Taux", 28),
        _centre(cols[6], cols[7], 1096, "Montant", 28),
    ]
    rows: list[tuple[str, str, str, str, str, str, str, bool]] = [
        ("Salaire de base", "", "", fr_amount(p["base"]), "", "", "", False),
    ]
    if p["bonus"]:
        rate = f"{p['rate']:.2f}".replace(".", ",")
        rows.append(("Prime d'ancienneté", fr_amount(p["base"]), rate, fr_amount(p["bonus"]), "", "", "", False))
    cap = fr_amount(capped)
    whole = fr_amount(gross)
    rows += [
        ("SALAIRE BRUT", "", "", fr_amount(gross), "", "", "", True),
        (
            "CNSS prestations sociales",
            cap,
            "4,48",
            "",
            fr_amount(p["cnss"]),
            "8,98",
            fr_amount(employer_rows["cnss"]),
            False,
        ),
        ("Allocations familiales", whole, "", "", "", "6,40", fr_amount(employer_rows["af"]), False),
        ("Taxe formation professionnelle", whole, "", "", "", "1,60", fr_amount(employer_rows["tfp"]), False),
        (
            "AMO assurance maladie",
            whole,
            "2,26",
            "",
            fr_amount(p["amo"]),
            "2,26",
            fr_amount(employer_rows["amo"]),
            False,
        ),
        ("Participation AMO", whole, "", "", "", "1,85", fr_amount(employer_rows["pamo"]), False),
        ("Salaire net imposable", fr_amount(p["taxable"]), "", "", "", "", "", False),
        ("Impôt sur le revenu (IR)", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), "", "", False),
    ]
    y = 1176
    for label, base, rate, gain, held, prate, pat, bold in rows:
        style = "bold" if bold else "regular"
        items.append(Item(_L + 20, y, label, 30, style))
        for text, c1 in zip((base, rate, gain, held, prate, pat), cols[2:], strict=True):
            if text:
                items.append(_right(c1 - 16, y, text, 30, style))
        y += 62
    items += [Rule(_L, 1930, _R, 1933), Item(_L + 20, 1950, "TOTAUX", 30, "bold")]
    items += [
        _right(cols[4] - 16, 1950, fr_amount(gross), 30, "bold"),
        _right(cols[5] - 16, 1950, fr_amount(p["held"]), 30, "bold"),
        _right(cols[7] - 16, 1950, fr_amount(charges), 30, "bold"),
    ]
    # recap strip and net
    recap = (
        ("Salaire brut", fr_amount(gross)),
        ("Total retenues", fr_amount(p["held"])),
        ("Charges patronales", fr_amount(charges)),
        ("Coût employeur", fr_amount(round(gross + charges, 2))),
    )
    w = (_R - _L) // 4
    items += frame(_L, 2060, _R, 2220, 3)
    for i, (label, amount) in enumerate(recap):
        x0 = _L + i * w
        if i:
            items.append(Rule(x0, 2060, x0 + 2, 2220))
        items += [_centre(x0, x0 + w, 2080, label, 28), _centre(x0, x0 + w, 2140, amount, 36, "bold")]
    items += [*frame(1450, 2270, _R, 2420, 6), Item(1480, 2290, "NET À PAYER", 34, "bold")]
    items.append(_right(_R - 30, 2340, _dh(p["net"]), 52, "bold"))
    cumul = (
        ("Cumul brut imposable", fr_amount(round(gross * month, 2))),
        ("Cumul net imposable", fr_amount(round(p["taxable"] * month, 2))),
        ("Cumul IR", fr_amount(round(p["igr"] * month, 2))),
        ("Congés acquis (jours)", f"{1.5 * month:.1f}".replace(".", ",")),
    )
    items.append(Item(_L, 2270, f"CUMULS AU {fr_date(end)}", 28, "bold"))
    for i, (label, amount) in enumerate(cumul):
        items += [Item(_L, 2320 + i * 46, label, 28), _right(1250, 2320 + i * 46, amount, 28)]
    # signatures and stamps
    items += [Item(_L, 2560, "Signature et cachet de l'employeur", 30), Item(1450, 2560, "Réservé à la banque", 30)]
    items += _round_stamp(
        _L + 330,
        2800,
        200,
        [
            (v["employer"].upper()[:22], 26, "bold"),
            (firm["town"].upper(), 26, "regular"),
            (f"CNSS {v['employer_cnss']}", 26, "regular"),
        ],
    )
    items += _scribble(_L + 260, 2860, 420, rng, h=90)
    when = _issued(v, "payslip-seen")
    agent = rng.choice(_AGENTS)
    stamp, _, _ = _box_stamp(
        1450,
        2620,
        [
            ("VU L'ORIGINAL", 32, "bold"),
            ("COPIE CONFORME", 32, "bold"),
            (f"Agent : {agent}  Mat. {rng.randint(10000, 99999)}", 28, "regular"),
            (f"Le {fr_date(when)}", 28, "regular"),
        ],
    )
    items += stamp
    items += _scribble(1560, 2930, 300, rng, h=60)
    items += [
        Item(
            _L, 3150, "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.", 28
        ),
        Item(_L, 3200, "Imprimé modèle BP-21 - Librairie-Papeterie Al Qalam", 28),
    ]
    return Page(A4, tuple(items))


# cards --------------------------------------------------------------------------------------------------------
def _card_copy(
    v: dict[str, Any], key: str, box: tuple[int, int, int, int], card: list[Item | Rule], holder: bool
) -> Page:
    """A card or data page photocopied on A4: the copier's dark frame around it, the stamps below it."""
    rng = _rng(v, f"copy-{key}")
    commune = rng.choice(_COMMUNES)
    x0, y0, x1, y1 = box
    items: list[Item | Rule] = [*_copy_frame(x0, y0, x1, y1, rng), *card]
    y = y1 + 120
    when = _when(v, f"copy-{key}")
    stamps, bottom = _certified(_L + 30, y, v, key, commune, when)
    items += stamps
    y = bottom + 60
    if holder:
        who = f"{_civ(v)} {_given_family(v['applicant_name'])}"
        items += [Item(_L + 30, y, "Certifiée conforme par le titulaire :", 32), Item(_L + 30, y + 50, who, 32, "bold")]
        items += _scribble(_L + 60, y + 110, 380, rng, h=80)
        legal, _, _ = _legalised(_L + 760, y - 10, v, key, commune, who, when)
        items += legal
    received = _plus_days(when, rng.randint(1, 4))
    rx, ry = _R - 640, _H - 380
    stamp, _, _ = _box_stamp(
        rx,
        ry,
        [
            ("REÇU À L'AGENCE", 30, "bold"),
            (f"le {fr_date(received)}", 28, "regular"),
            (f"Dossier n° {rng.randint(100000, 999999)}", 28, "regular"),
        ],
    )
    items += stamp
    items.append(Item(_L, _H - 200, f"Copie {rng.randint(1, 3)}/3 - ne peut servir de pièce d'identité", 28))
    return Page(A4, tuple(items))


_CARD_BOX = (470, 300, 2010, 1270)  # the ID-1 card enlarged 150 % on A4


def cin_front_page_x(v: dict[str, Any]) -> Page:
    """A certified photocopy of the CNIE front."""
    given, family = _split_name(v["applicant_name"])
    x0, y0, x1, y1 = _CARD_BOX
    card: list[Item | Rule] = [
        Item(x0 + 50, y0 + 40, "ROYAUME DU MAROC", 40, "bold"),
        Item(x0 + 50, y0 + 96, "CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE", 34, "bold"),
        Rule(x0 + 50, y0 + 156, x1 - 50, y0 + 158),
        *_silhouette(x0 + 60, y0 + 200, x0 + 440, y0 + 680),
        Item(x0 + 60, y0 + 720, "N° CNIE", 28),
        Item(x0 + 60, y0 + 760, v["cin"], 54, "bold"),
    ]
    fields = (
        ("Nom", family.upper()),
        ("Prénom", given.upper()),
        ("Né(e) le", _dotted(v["date_of_birth"])),
        ("à", v["place_of_birth"].upper()),
        ("Valable jusqu'au", _dotted(v["cin_expiry"])),
    )
    for i, (label, value) in enumerate(fields):
        y = y0 + 200 + i * 124
        card += [Item(x0 + 540, y, label, 28), Item(x0 + 540, y + 36, value, 46, "bold")]
    card += [_right(x1 - 60, y1 - 80, "Signature du titulaire", 26)]
    return _card_copy(v, "cin_front", _CARD_BOX, card, True)


def cin_back_page_x(v: dict[str, Any]) -> Page:
    """A certified photocopy of the CNIE back."""
    rng = _rng(v, "parents")
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    x0, y0, x1, _ = _CARD_BOX
    address = v["address"].upper()
    card: list[Item | Rule] = [_right(x1 - 50, y0 + 40, f"N° {v['cin']}", 40, "bold")]
    card += [
        Item(x0 + 50, y0 + 50, "Fils/Fille de :", 28),
        Item(x0 + 300, y0 + 42, rng.choice(_FATHERS), 38, "bold"),
        Item(x0 + 50, y0 + 116, "et de :", 28),
        Item(x0 + 300, y0 + 108, rng.choice(_MOTHERS), 38, "bold"),
        Item(x0 + 50, y0 + 190, "Adresse :", 28),
    ]
    if text_width(address, 38, "bold") <= x1 - x0 - 350:
        card.append(Item(x0 + 300, y0 + 182, address, 38, "bold"))
    else:
        words = address.split(" ")
        cut = max(i for i in range(1, len(words)) if text_width(" ".join(words[:i]), 38, "bold") <= x1 - x0 - 350)
        card += [
            Item(x0 + 300, y0 + 182, " ".join(words[:cut]), 38, "bold"),
            Item(x0 + 300, y0 + 232, " ".join(words[cut:]), 38, "bold"),
        ]
    civil = f"{rng.randint(100, 4999)}/{v['date_of_birth'][:4]}"
    card += [
        Item(x0 + 50, y0 + 310, "N° d'état civil :", 28),
        Item(x0 + 300, y0 + 302, civil, 38, "bold"),
        Item(x0 + 900, y0 + 310, "Sexe :", 28),
        Item(x0 + 1010, y0 + 302, mrz[1][7], 38, "bold"),
        Rule(x0 + 40, y0 + 420, x1 - 40, y0 + 422),
    ]
    card += [Item(x0 + 90, y0 + 500 + i * 120, line, 58, "mono") for i, line in enumerate(mrz)]
    return _card_copy(v, "cin_back", _CARD_BOX, card, True)


def passport_page_x(v: dict[str, Any]) -> Page:
    """A certified photocopy of the passport data page."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout="x", issued_from=2018, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    x0, y0, x1, _ = box = (250, 240, 2230, 1560)
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()
    card: list[Item | Rule] = [
        Item(x0 + 50, y0 + 36, "ROYAUME DU MAROC", 38, "bold"),
        _right(x1 - 50, y0 + 36, "PASSEPORT / PASSPORT", 38, "bold"),
        Rule(x0 + 50, y0 + 100, x1 - 50, y0 + 102),
        *_silhouette(x0 + 60, y0 + 150, x0 + 480, y0 + 700),
    ]

    def cell(x: int, y: int, label: str, value: str) -> list[Item | Rule]:
        return [Item(x, y, label, 26), Item(x, y + 34, value, 40, "bold")]

    fx = x0 + 560
    card += [
        *cell(fx, y0 + 140, "Type / Type", "P"),
        *cell(fx + 300, y0 + 140, "Code / Code", "MAR"),
        *cell(fx + 650, y0 + 140, "N° du passeport / Passport No.", number),
        *cell(fx, y0 + 250, "Nom / Surname", family.upper()),
        *cell(fx, y0 + 360, "Prénoms / Given names", given.upper()),
        *cell(fx, y0 + 470, "Nationalité / Nationality", "MAROCAINE"),
        *cell(fx + 650, y0 + 470, "Sexe / Sex", sex),
        *cell(fx, y0 + 580, "Date de naissance / Date of birth", _icao(v["date_of_birth"])),
        *cell(fx + 650, y0 + 580, "Lieu de naissance / Place of birth", place),
        *cell(fx, y0 + 690, "Date de délivrance / Date of issue", _icao(issued)),
        *cell(fx + 650, y0 + 690, "Date d'expiration / Date of expiry", _icao(expiry)),
        *cell(fx, y0 + 800, "Autorité / Authority", "DGSN"),
        *cell(fx + 650, y0 + 800, "N° personnel / Personal No.", v["cin"]),
    ]
    card += [Item(x0 + 60, y0 + 1000 + i * 100, line, 62, "mono") for i, line in enumerate(mrz)]
    return _card_copy(v, "passport", box, card, True)


# certificates -------------------------------------------------------------------------------------------------
def employment_certificate_page_x(v: dict[str, Any]) -> Page:
    """The employer's pre-printed 'attestation de travail' typed over dotted lines, legalised."""
    firm = _firm(v["employer"])
    rng = _rng(v, "employment")
    given, family = _split_name(v["applicant_name"])
    made = _when(v, "employment")
    commune = (firm["town"], firm["arrondissement"])
    items: list[Item | Rule] = [*_bars("r", rng)]
    items += [
        Item(_L, 140, v["employer"].upper(), 44, "bold"),
        Item(_L, 204, f"{firm['street']} - {firm['town']}", 30),
        Item(_L, 248, f"RC {firm['rc']} - ICE {firm['ice']} - Fax {firm['fax']}", 28),
        _right(_R - 40, 140, "Formulaire RH-07", 28),
        Rule(_L, 310, _R - 40, 314),
        _centre(_L, _R, 380, "ATTESTATION DE TRAVAIL", 58, "bold"),
    ]
    x1 = _R - 60
    y = 520
    gap = 92
    rows = [
        ("Je soussigné(e) :", firm["signer"]),
        ("Agissant en qualité de :", firm["role"]),
        ("de la société :", v["employer"]),
        ("N° d'affiliation à la CNSS :", v["employer_cnss"]),
    ]
    for label, value in rows:
        part, _ = _field(_L, y, label, value, x1)
        items += part
        y += gap
    items.append(Item(_L, y, "Certifie que :", 34))
    tx = _L + round(text_width("Certifie que :", 34)) + 50
    part, tx = _tick(tx, y, "M.", not _female(v))
    items += part
    part, _ = _tick(tx, y, "Mme", _female(v))
    items += part
    y += gap
    part, _ = _field(_L, y, "Nom :", family.upper(), 1180)
    items += part
    part, _ = _field(1220, y, "Prénom :", given, x1)
    items += part
    y += gap
    for label, value in (
        ("Titulaire de la C.I.N. n° :", v["cin"]),
        ("Est employé(e) en qualité de :", v["position"]),
        ("Depuis le :", fr_date(v["hire_date"])),
    ):
        part, _ = _field(_L, y, label, value, x1)
        items += part
        y += gap
    items.append(Item(_L, y, "Nature du contrat :", 34))
    tx = _L + round(text_width("Nature du contrat :", 34)) + 50
    for option in ("CDI", "CDD", "Intérim"):
        part, tx = _tick(tx, y, option, v["contract_type"] == option)
        items += part
    y += gap
    text = "Le (la) salarié(e) fait toujours partie de notre personnel :"
    items.append(Item(_L, y, text, 34))
    tx = _L + round(text_width(text, 34)) + 50
    part, tx = _tick(tx, y, "Oui", True)
    items += part
    part, _ = _tick(tx, y, "Non", False)
    items += part
    y += gap + 20
    prose, y = flow_text(
        _L,
        y,
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de "
        "droit. Toute rature ou surcharge la rend nulle.",
        size=32,
        gap=50,
        width=x1 - _L,
    )
    items += prose
    y += 40
    part, _ = _field(_L, y, "Fait à :", firm["town"], 1100)
    items += part
    part, _ = _field(1140, y, "le :", fr_date(made), x1)
    items += part
    y += 130
    # signature block with the company stamp over the scribble
    sx = 1250
    items += [Item(sx, y, "Signature et cachet de l'employeur", 32), Item(sx, y + 46, firm["role"], 28)]
    stamp, _, h = _box_stamp(
        sx + 40,
        y + 110,
        [
            (v["employer"].upper(), 30, "bold"),
            (firm["town"].upper(), 28, "regular"),
            (f"CNSS {v['employer_cnss']} - RC {firm['rc']}", 28, "regular"),
        ],
    )
    items += stamp
    items += _scribble(sx + 120, y + 110 + h - 16, 480, rng, h=90)
    # legalisation box: a printed frame, the stamp overflows it
    ly = y + 110 + h + 150
    items += [*frame(_L, ly, 1180, ly + 460, 2), Item(_L + 20, ly + 14, "CADRE RÉSERVÉ À LA LÉGALISATION", 28, "bold")]
    legal, lw, lh = _legalised(_L + 40, ly + 80, v, "employment", commune, firm["signer"], _plus_days(made, 1))
    items += legal
    items += _round_stamp(
        _L + 40 + lw + 180,
        ly + 80 + lh // 2,
        205,
        [
            ("ROYAUME DU MAROC", 26, "bold"),
            (f"Commune de {commune[0]}", 26, "regular"),
            ("Légalisations", 26, "regular"),
        ],
    )
    return Page(A4, tuple(items))


def salary_certificate_page_x(v: dict[str, Any]) -> Page:
    """A faxed pre-printed 'attestation de salaire' typed over dotted lines, legalised, 'Lu et approuvé'."""
    firm = _firm(v["employer"])
    rng = _rng(v, "salary")
    given, family = _split_name(v["applicant_name"])
    p = pay_lines(v)
    made = _when(v, "salary")
    sent = _plus_days(made, 2)
    commune = (firm["town"], firm["arrondissement"])
    items: list[Item | Rule] = [_fax_header(v, sent, v["employer"], firm["fax"], "001/002")]
    items += [
        Rule(60, 68, _W - 60, 70),
        Item(_L, 150, v["employer"].upper(), 44, "bold"),
        Item(_L, 214, f"{firm['street']} - {firm['town']}", 30),
        _right(_R, 150, "Imprimé n° AS-2", 28),
        _centre(_L, _R, 320, "ATTESTATION DE SALAIRE", 58, "bold"),
        _centre(_L, _R, 398, "(à remplir par l'employeur, en lettres capitales ou à la machine)", 28),
    ]
    x1 = _R
    y = 500
    gap = 92
    for label, value in (
        ("Raison sociale de l'employeur :", v["employer"]),
        ("N° d'affiliation à la CNSS :", v["employer_cnss"]),
    ):
        part, _ = _field(_L, y, label, value, x1)
        items += part
        y += gap
    part, _ = _field(_L, y, "Nom :", family.upper(), 1180)
    items += part
    part, _ = _field(1220, y, "Prénom :", given, x1)
    items += part
    y += gap
    for label, value in (
        ("N° de la C.I.N. :", v["cin"]),
        ("Emploi occupé :", v["position"]),
        ("Date d'embauche :", fr_date(v["hire_date"])),
        ("Salaire mensuel brut :", _dh(p["gross"])),
        ("Salaire mensuel net :", _dh(p["net"])),
    ):
        part, _ = _field(_L, y, label, value, x1)
        items += part
        y += gap
    words = amount_words(p["net"]).upper()
    label = "Soit en lettres (net) :"
    lx = _L + round(text_width(label, 34)) + 38
    first, rest = words, ""
    while text_width(first, 32, "mono") > x1 - lx - 20:
        first, _, tail = first.rpartition(" ")
        rest = f"{tail} {rest}".strip()
    part, _ = _field(_L, y, label, "", x1)
    items += part
    base = y + round(34 * 0.93) + 4
    items.append(Item(lx, base - 33, first, 32, "mono"))
    y += 80
    base = y + round(34 * 0.93) + 4
    items += _dots(_L, x1, base)
    if rest:
        items.append(Item(_L + 24, base - 33, rest, 32, "mono"))
    y += gap + 10
    items.append(Item(_L, y, "Mode de paiement :", 34))
    tx = _L + round(text_width("Mode de paiement :", 34)) + 50
    for option, on in (("Virement bancaire", True), ("Chèque", False), ("Espèces", False)):
        part, tx = _tick(tx, y, option, on)
        items += part
    y += gap
    items.append(Item(_L, y, "Le salarié est-il en période d'essai ou de préavis ?", 34))
    tx = _L + round(text_width("Le salarié est-il en période d'essai ou de préavis ?", 34)) + 50
    part, tx = _tick(tx, y, "Oui", False)
    items += part
    part, _ = _tick(tx, y, "Non", True)
    items += part
    y += gap + 20
    part, _ = _field(_L, y, "Fait à :", firm["town"], 1100)
    items += part
    part, _ = _field(1140, y, "le :", fr_date(made), x1)
    items += part
    y += 130
    # the employee's approval on the left, the employer's signature and stamp on the right
    items += [
        Item(_L, y, "Visa du salarié", 32, "bold"),
        Item(_L, y + 46, "(précédé de la mention « Lu et approuvé »)", 28),
        Item(_L + 40, y + 120, "Lu et approuvé", 40),
        Item(_L + 420, y + 124, "".join(w[0] + "." for w in v["applicant_name"].split()), 36, "bold"),
    ]
    items += _scribble(_L + 60, y + 190, 420, rng, h=80)
    sx = 1250
    items += [Item(sx, y, "Cachet et signature de l'employeur", 32, "bold"), Item(sx, y + 46, firm["role"], 28)]
    stamp, _, h = _box_stamp(
        sx + 60,
        y + 100,
        [(v["employer"].upper(), 30, "bold"), (f"CNSS {v['employer_cnss']}", 28, "regular")],
    )
    items += stamp
    items += _scribble(sx + 160, y + 100 + h - 16, 440, rng, h=90)
    legal, _, lh = _legalised(sx - 300, y + 200 + h, v, "salary", commune, firm["signer"], _plus_days(made, 1))
    items += legal
    items += _streaks([y + 200 + h + lh + 100, 470], rng)
    items.append(_fax_footer(v, sent, firm["fax"], str(v.get("bank_name", "AGENCE CREDIT"))))
    return Page(A4, tuple(items))


def cnss_certificate_page_x(v: dict[str, Any]) -> Page:
    """A fax of the CNSS agency's 'attestation d'affiliation'."""
    rng = _rng(v, "cnss")
    town, arrondissement = rng.choice(_COMMUNES)
    agency = f"AGENCE {town.upper()} {arrondissement.upper()}"
    fax = _phone(rng)
    made = _when(v, "cnss")
    sent = _plus_days(made, 1)
    bank = str(v.get("bank_name", "Banque"))
    number = f"{made[:4]}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    items: list[Item | Rule] = [_fax_header(v, sent, f"CNSS {town} {arrondissement}", fax, "001/001")]
    items += [
        Rule(60, 68, _W - 60, 70),
        Item(_L, 110, f"Destinataire : {bank} - Service crédit", 30),
        Item(_L, 156, "Objet : attestation d'affiliation demandée par l'assuré(e)", 30),
        _right(_R, 110, "Nombre de pages : 1 (y compris celle-ci)", 30),
        Rule(_L, 214, _R, 216),
        Item(_L, 290, "ROYAUME DU MAROC", 34, "bold"),
        Item(_L, 340, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 40, "bold"),
        Item(_L, 398, f"Direction régionale {town} - {agency.title()}", 32),
        _right(_R, 290, f"N° {number}", 32, "bold"),
        _centre(_L, _R, 560, "ATTESTATION D'AFFILIATION", 58, "bold"),
        Item(_L, 720, f"Le Chef de l'{agency.title()} de la Caisse Nationale de Sécurité Sociale atteste que :", 34),
    ]
    sections = (
        (
            "ASSURÉ(E)",
            [
                ("Nom et prénom", _family_given(v["applicant_name"])),
                ("N° d'immatriculation", v["cnss_number"]),
                ("N° C.I.N.", v["cin"]),
                ("Date d'affiliation", fr_date(v["affiliation_date"])),
            ],
        ),
        ("EMPLOYEUR", [("Raison sociale", v["employer"]), ("N° d'affiliation", v["employer_cnss"])]),
    )
    y = 820
    for caption, rows in sections:
        top = y
        items += [Item(_L + 20, y + 14, caption, 32, "bold"), Rule(_L, y + 70, _R, y + 72)]
        y += 72
        for i, (label, value) in enumerate(rows):
            if i:
                items.append(Rule(_L, y, _R, y + 1))
            items += [Item(_L + 20, y + 18, label, 32), Item(900, y + 14, value, 38, "bold")]
            y += 84
        items += [*frame(_L, top, _R, y, 3), Rule(880, top + 72, 882, y)]
        y += 50
    prose, y = flow_text(
        _L,
        y + 20,
        "est immatriculé(e) à la Caisse Nationale de Sécurité Sociale et déclaré(e) par l'employeur ci-dessus. La "
        "présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit; elle est valable "
        "trois mois à compter de sa date de délivrance.",
        size=32,
        gap=50,
        width=_R - _L,
    )
    items += prose
    y += 60
    items += [
        Item(_L, y, f"Fait à {town}, le {fr_date(made)}", 32),
        Item(1400, y, "Le Chef d'Agence", 32, "bold"),
    ]
    items += _round_stamp(
        1560,
        y + 300,
        210,
        [("C.N.S.S.", 30, "bold"), (f"AGENCE {arrondissement.upper()}", 26, "regular"), (town.upper(), 26, "regular")],
    )
    items += _scribble(1380, y + 370, 480, rng, h=90)
    streak_ys = [250, 680, y + 560]
    received = _plus_days(sent, 0)
    stamp, _, _ = _box_stamp(
        _L,
        y + 620,
        [
            ("REÇU PAR FAX LE", 30, "bold"),
            (fr_date(received), 30, "regular"),
            (f"Visa : {rng.choice(_AGENTS)}", 28, "regular"),
        ],
    )
    items += stamp
    items += _streaks(streak_ys, rng)
    items.append(_fax_footer(v, received, fax, bank))
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def bank_statement_page_x(v: dict[str, Any]) -> Page:
    """A photocopy of an open passbook: the cover-like header page, the gutter, the printed sheet."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    first, last = int(start[-2:]), int(end[-2:])
    month_year = start[:8]
    rng = _rng(v, "passbook")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()[:22]
    cash = float(rng.choice((200, 300, 500, 800, 1000)))
    card = round(rng.uniform(150, 900), 2)
    moves: list[tuple[int, str, float]] = [
        (rng.randint(first + 1, 4), f"RETRAIT DAB {rng.randint(1000, 9999)}", -cash),
        (rng.randint(5, 8), "PRELEVEMENT LOYER" if rent >= 0 else "VERSEMENT ESPECES", -rent),
        (rng.randint(9, 14), "VERSEMENT ESPECES GUICHET", round(cash + card, 2)),
        (rng.randint(15, 20), f"PAIEMENT CARTE {rng.choice(('MARJANE', 'BIM', 'LABEL VIE', 'ACIMA'))}", -card),
        (rng.randint(max(21, last - 6), last - 1), f"VIR SALAIRE {employer}", net),
    ]
    x0, x1 = _L, _R
    items: list[Item | Rule] = [*_bars("tr", rng)]
    # the cover-like inside page
    top, bottom = 180, 1030
    items += [*_copy_frame(x0, top, x1, bottom, rng)]
    items += [
        Item(x0 + 60, top + 50, v["bank_name"].upper(), 50, "bold"),
        _right(x1 - 60, top + 60, "CARNET DE COMPTE", 44, "bold"),
        Item(x0 + 60, top + 124, "Compte sur carnet - Dirhams", 30),
        Rule(x0 + 60, top + 190, x1 - 60, top + 192),
        Item(x0 + 60, top + 230, "Titulaire :", 32),
        Item(x0 + 440, top + 224, f"{_civ(v)} {v['account_holder'].upper()}", 38, "bold"),
        Item(x0 + 60, top + 310, "N° de compte (RIB) :", 32),
        Item(x0 + 440, top + 304, _rib_groups(v["rib"]), 38, "bold"),
        Item(x0 + 60, top + 390, "Agence :", 32),
        Item(x0 + 440, top + 384, _agency(v), 38, "bold"),
        Item(x0 + 60, top + 470, "Période :", 32),
        Item(x0 + 440, top + 464, f"du {fr_date(start)} au {fr_date(end)}", 38, "bold"),
        Item(x0 + 60, top + 570, f"Carnet n° {rng.randint(100, 999)}-{rng.randint(10, 99)}", 30),
        Item(x0 + 700, top + 570, f"Feuillet n° {rng.randint(2, 9)}", 30),
        Item(x0 + 60, top + 640, "Ce carnet doit être présenté à chaque opération au guichet.", 28),
        Item(x0 + 60, top + 684, "En cas de perte, avisez immédiatement votre agence.", 28),
    ]
    # the booklet's gutter (dark shadow of the fold)
    items.append(Rule(x0 - 40, bottom + 50, x1 + 40, bottom + 96))
    # the sheet
    sheet = bottom + 150
    cols = (x0, x0 + 80, x0 + 330, x0 + 1060, x0 + 1420, x0 + 1780, x1)
    heads = ("N°", "Date", "Nature de l'opération", "Retraits", "Versements", "Solde")
    head_y = sheet + 24
    for (c0, c1), head in zip(itertools.pairwise(cols), heads, strict=True):
        items.append(_centre(c0, c1, head_y, head, 30, "bold"))
    items.append(Rule(x0, sheet + 80, x1, sheet + 83))
    row_h = 74
    lines = 20
    sheet_end = sheet + 84 + lines * row_h
    items += frame(x0, sheet, x1, sheet_end, 3)
    for cx in cols[1:-1]:
        items.append(Rule(cx, sheet, cx + 2, sheet_end))
    for i in range(lines):
        y = sheet + 84 + i * row_h
        items += _dots(x0 + 84, x1 - 4, y + row_h - 8)
        items.append(_centre(cols[0], cols[1], y + 22, str(i + 1), 26))
    balance = opening
    printed: list[tuple[str, str, str, str, str]] = [(fr_date(start), "SOLDE REPORTE", "", "", _signed(opening))]
    debit = credit = 0.0
    for day, nature, amount in sorted(moves, key=lambda m: m[0]):
        balance = round(balance + amount, 2)
        out, into = ("", fr_amount(amount)) if amount >= 0 else (fr_amount(-amount), "")
        debit += max(0.0, -amount)
        credit += max(0.0, amount)
        printed.append((fr_date(f"{month_year}{day:02d}"), nature, out, into, _signed(balance)))
    printed.append((fr_date(end), f"SOLDE AU {fr_date(end)}", "", "", _signed(closing)))
    printed.append(("", "TOTAUX DU MOIS", fr_amount(round(debit, 2)), fr_amount(round(credit, 2)), ""))
    for i, (date, nature, out, into, solde) in enumerate(printed):
        y = sheet + 84 + i * row_h + 18
        items += [Item(cols[1] + 16, y, date, 30, "mono"), Item(cols[2] + 16, y, nature[:34], 30, "mono")]
        for text, c1 in ((out, cols[4]), (into, cols[5]), (solde, cols[6])):
            if text:
                items.append(_right(c1 - 16, y, text, 30, "mono"))
    # teller's initials and the branch's copy stamp
    y = sheet_end + 60
    items += [Item(x0, y, "Visa guichet :", 30), Item(x0 + 240, y - 6, rng.choice(_AGENTS), 36, "bold")]
    items += _scribble(x0 + 60, y + 60, 300, rng, h=60)
    stamp, _, _ = _box_stamp(
        1350,
        y - 20,
        [
            ("COPIE CONFORME AU CARNET", 30, "bold"),
            (f"présenté le {fr_date(_when(v, 'passbook-seen'))}", 28, "regular"),
            (f"{v['bank_name']} - Agence {_agency(v)}", 28, "regular"),
        ],
    )
    items += stamp
    return Page(A4, tuple(items))


def rib_page_x(v: dict[str, Any]) -> Page:
    """A typed direct-debit mandate with the bank's paper RIB slip stapled on it."""
    rng = _rng(v, "mandate")
    rib = v["rib"]
    holder = v["account_holder"]
    made = f"2026-{rng.randint(3, 11):02d}-{rng.randint(1, 28):02d}"
    reference = f"DTC-{rng.randint(100000, 999999)}"
    items: list[Item | Rule] = [
        Item(_L, 130, "DAR TAMWIL CONSOMMATION S.A.", 40, "bold"),
        Item(_L, 190, "Société de financement - Crédit à la consommation", 30),
        _right(_R, 130, f"Dossier n° {reference}", 30),
        Rule(_L, 250, _R, 253),
        _centre(_L, _R, 310, "AUTORISATION DE PRÉLÈVEMENT", 56, "bold"),
        _centre(_L, _R, 390, "(à remplir par le client et à remettre avec un RIB original)", 28),
    ]
    y = 480
    gap = 90
    prose, y = flow_text(
        _L,
        y,
        "J'autorise l'établissement teneur de mon compte à prélever sur ce dernier, si sa situation le permet, les "
        "échéances de mon crédit présentées par DAR TAMWIL CONSOMMATION S.A.",
        size=32,
        gap=50,
        width=_R - _L,
    )
    items += prose
    y += 40
    for label, value in (
        ("Titulaire du compte à débiter :", f"{_civ(v)} {holder.upper()}"),
        ("Établissement teneur du compte :", v["bank_name"]),
        ("Agence :", _agency(v)),
        ("RIB (24 chiffres) :", rib),
    ):
        part, _ = _field(_L, y, label, value, _R)
        items += part
        y += gap
    items.append(Item(_L, y, "Périodicité :", 34))
    tx = _L + round(text_width("Périodicité :", 34)) + 50
    for option, on in (("Mensuelle", True), ("Trimestrielle", False)):
        part, tx = _tick(tx, y, option, on)
        items += part
    y += gap
    part, _ = _field(_L, y, "Fait à :", _agency(v).split(" ")[0], 1100)
    items += part
    part, _ = _field(1140, y, "le :", fr_date(made), _R)
    items += part
    y += 110
    items += [
        Item(_L, y, "Signature du titulaire précédée de la mention « Lu et approuvé » :", 30),
        Item(_L + 60, y + 60, "Lu et approuvé", 40),
    ]
    items += _scribble(_L + 500, y + 40, 460, rng, h=100)
    # the stapled slip
    sx0, sy0 = _L + 120 + rng.randint(0, 60), y + 250
    sx1, sy1 = sx0 + 1880, sy0 + 1040
    items += [
        *frame(sx0, sy0, sx1, sy1, 4),
        Rule(sx0 + 12, sy1 + 1, sx1 + 10, sy1 + 9),
        Rule(sx1 + 1, sy0 + 12, sx1 + 9, sy1 + 9),
    ]
    items += [Rule(sx0 + 70, sy0 - 8, sx0 + 200, sy0 + 6), Rule(sx0 + 70, sy0 - 8, sx0 + 78, sy0 + 16)]
    items.append(Rule(sx0 + 192, sy0 - 8, sx0 + 200, sy0 + 16))
    ix = sx0 + 60
    items += [
        Item(ix, sy0 + 50, v["bank_name"], 44, "bold"),
        _right(sx1 - 60, sy0 + 60, "RELEVÉ D'IDENTITÉ BANCAIRE", 38, "bold"),
        Rule(ix, sy0 + 130, sx1 - 60, sy0 + 132),
        Item(ix, sy0 + 170, "Titulaire :", 30),
        Item(ix + 320, sy0 + 164, f"{_civ(v)} {holder.upper()}", 38, "bold"),
        Item(ix, sy0 + 240, "Domiciliation :", 30),
        Item(ix + 320, sy0 + 234, f"Agence {_agency(v)}", 38),
    ]
    parts = (("Code banque", rib[:3]), ("Code ville", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:]))
    widths = (300, 300, 900, 200)
    cx = ix
    cy = sy0 + 340
    for (label, digits), bw in zip(parts, widths, strict=True):
        items += [
            _centre(cx, cx + bw, cy, label, 28),
            *frame(cx, cy + 44, cx + bw, cy + 140, 3),
            _centre(cx, cx + bw, cy + 64, digits, 46, "mono"),
        ]
        cx += bw + 20
    items += [
        Item(ix, sy0 + 560, "IBAN :", 30),
        Item(ix + 320, sy0 + 552, iban(rib), 40, "mono"),
        Item(ix, sy0 + 640, "BIC / SWIFT :", 30),
        Item(ix + 320, sy0 + 632, _BIC.get(v["bank_name"], "BCMAMAMC"), 40, "mono"),
        Item(ix, sy0 + 740, "Ce relevé est destiné à être remis à vos créanciers ou débiteurs appelés à faire", 28),
        Item(ix, sy0 + 780, "inscrire des opérations à votre compte (virements, prélèvements, etc.).", 28),
        _right(sx1 - 60, sy0 + 900, f"Édité le {fr_date(_plus_days(made, -2) if int(made[-2:]) > 2 else made)}", 28),
    ]
    return Page(A4, tuple(items))


PAGES_X: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_x,
    "cin_front": cin_front_page_x,
    "cin_back": cin_back_page_x,
    "passport": passport_page_x,
    "employment_certificate": employment_certificate_page_x,
    "salary_certificate": salary_certificate_page_x,
    "cnss_certificate": cnss_certificate_page_x,
    "bank_statement": bank_statement_page_x,
    "rib": rib_page_x,
}
