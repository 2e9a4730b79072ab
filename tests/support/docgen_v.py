"""Layout "v" of every document type: a twenty-second, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_t`, other real-world
conventions, all from modern DIGITAL-FIRST tools (HR and payroll SaaS, portals, mobile banking apps, KYC capture
screens): compact small type, pale dot-screened bands and zebra-striped rows (a sparse screen of tiny dots, the only
"fill" the primitives allow, always light enough to read through), rounded "cards" of key figures with a small label
in capitals and a large amount, icons drawn as simple shapes beside headings, e-signature blocks with a QR
placeholder and a verification URL, footers with "Page 1/1", a long alphanumeric document ID and a SHA-256
fingerprint (letters and digits mixed, never a run of digits that could pass for a labelled value), values as a
two-column definition list whose labels are small capitals ("NOM COMPLET", "N° CIN"), dates in ISO form
("2019-03-01") or the short French form of software ("1 mars 2019", "15 sept. 2019", "31 oct. 2026": day without
zero, month abbreviated with a full stop when abbreviated), amounts "12 500,00 MAD" (a plain space as thousands
separator: the PDF text layer is WinAnsi and has no narrow no-break space):

- payslip: a payroll SaaS's export ("Généré avec <brand>"): an initials logo box and the employer top left,
  "Bulletin de paie" top right over the period as "Octobre 2026" and "du 2026-10-01 au 2026-10-31"; FIRST a
  "RÉCAPITULATIF" strip of four rounded cards "BRUT | COTISATIONS | IMPÔT (IR) | NET À PAYER" (label above, amount
  below, the net card tinted with a heavier frame), then the two definition lists "SALARIÉ" (NOM COMPLET "Given
  Family", N° CIN, N° CNSS, DATE D'ENTRÉE in ISO or short French per applicant, POSTE, CONTRAT "CDI", matricule) and
  "EMPLOYEUR" (RAISON SOCIALE, N° AFFILIATION CNSS, ICE, RC, payment mode and date), then the detailed zebra table
  Rubrique / Base / Taux / Gains / Retenues (base, seniority bonus, "Salaire brut", CNSS, AMO, IR, totals; amounts
  without currency under a "(MAD)" heading), a definition list (taxable pay, seniority rate, annual cumul, leave)
  beside a KPI card "NET À PAYER" with the amount large, an e-signature block (signed by the payroll manager,
  timestamp, QR, verification URL) and the footer;
- CNIE front: a MOBILE KYC CAPTURE uploaded as a phone screenshot (1284 x 2778): the status bar, the app bar
  "Vérification d'identité" with a step counter and progress segments, "Recto de votre CIN" over the guidance
  "Placez votre carte dans le cadre", the card (about 86 % of the usual card canvas) inside a rounded overlay frame
  with thick corner brackets, the card with a French header, the photo left, small labels left of bold values
  ("Prénom", "Nom", "Né(e) le", "à", "Valable jusqu'au"; dotted dates "12.03.1988"), the number after "N°" at the
  bottom right; under the card a "Carte détectée" chip, capture tips, the shutter and "Reprendre" / "Continuer"
  buttons;
- CNIE back: the same capture screen "Verso de votre CIN" / "Retournez votre carte", the card with "Fils de" / "et
  de", the address on one line after "Adresse" (the type shrinks to fit), "État civil" and "Sexe" on one row, the
  TD1 MRZ;
- passport: the same capture screen "Page d'identité du passeport" / "Alignez la bande MRZ en bas du cadre", the
  data page with French / English labels in small type above the values (type, code, passport number; surname; given
  names; nationality and sex; date and place of birth; issue and expiry; "N° personnel / Personal No." the CIN),
  dotted dates, the TD3 MRZ;
- employment certificate: an HR SaaS certificate: a pale top band ("Espace RH", "Propulsé par <brand>"), the
  initials logo box, the employer, its address and ICE / RC, the reference and "Émise le 5 nov. 2026" on the right,
  the title "Attestation de travail", one sentence naming the employer and its CNSS affiliation number, a rounded
  card "Salarié(e)" with a zebra definition list (NOM COMPLET "Given Family", N° CIN, POSTE, DATE D'ENTRÉE "1 mars
  2019", TYPE DE CONTRAT "CDI · contrat à durée indéterminée", STATUT), a card "Employeur" (raison sociale, N°
  affiliation CNSS), a closing sentence, the e-signature block with QR and URL, the footer;
- salary certificate: the same HR SaaS frame, "Attestation de salaire", the identity as a zebra definition list (NOM
  COMPLET, N° CIN, POSTE, DATE D'ENTRÉE in ISO form, EMPLOYEUR), two KPI cards whose amount is large and whose label
  is small BELOW it ("Salaire brut mensuel", "Salaire net mensuel"), a zebra breakdown of the reference month (base,
  seniority bonus, gross, CNSS, AMO, IR, net), the e-signature block and the footer;
- CNSS certificate: a PDF downloaded from the "DAMANCOM" portal: the portal's top band with the connected employer,
  a tab row with "Attestations" underlined, a breadcrumb, "Attestation d'affiliation" with a status pill "Affilié ·
  Actif", a rounded card "Assuré(e)" (NOM ET PRÉNOM "Given Family", N° D'IMMATRICULATION, N° CIN, DATE D'AFFILIATION
  "15 déc. 2019", the birth date in ISO form) and a card "Employeur" (RAISON SOCIALE, N° D'AFFILIATION, date
  d'entrée), a certification sentence, the QR and verification code with the portal's URL, the generation timestamp
  and footer;
- bank statement: a MOBILE-APP export on A4 portrait: the bank's initials box and name, "Relevé de compte" over the
  period as "Octobre 2026" ONLY, the account card (TITULAIRE "Given Family", RIB in 3 / 3 / 16 / 2 groups, IBAN,
  BIC), four KPI cards "Solde au 1 oct." | "Entrées" | "Sorties" | "Solde au 31 oct." (the balances at the start and
  at the end of the period), then the operations NEWEST FIRST grouped by day under pale day bands ("Lundi 5 octobre
  2026"), each a round icon, a bold payee, a small category line and a signed amount ("+9 876,54 MAD", "-2 345,67
  MAD"), zebra rows, a notice and the footer;
- RIB: a NEOBANK-APP "Mes coordonnées bancaires" PDF: the bank's initials box and name, the holder card ("Given
  Family" beside a user icon), the IBAN FIRST in groups of four in a rounded card with a "Copier" button, then "RIB
  · 24 chiffres" as four labelled boxes ("Code banque", "Code ville", "N° de compte", "Clé RIB"), a definition list
  (BANQUE, BIC, agence, devise), a QR "Partager mes coordonnées" and the footer.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import datetime
import hashlib
import math
import random
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
from tests.support.docgen import glue as _glue
from tests.support.docgen import right_item as _right

_L, _R = 150, 2330  # A4 margins
_PHONE = (1284, 2778)  # a phone screenshot, portrait
_SHORT_MONTHS = ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")
_MONTH_NAMES = (
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
_DAYS = ("Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche")
_BRANDS = ("Sahla Paie", "Rawaj People", "Tadbir Cloud", "Nafida RH", "Waqt HR")
_TOWNS = ("Casablanca", "Rabat", "Marrakech", "Tanger", "Agadir", "Fès")
_ID_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_issued = partial(issued_after_period, layout="v", days=(2, 12))
_passport_v = partial(passport_numbers, layout="v", issued_from=2018, valid_years=5)


# formats ------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-v")


def _mad(value: float) -> str:
    """'12 500,00 MAD'."""
    return f"{fr_amount(value)} MAD"


def _signed(value: float) -> str:
    """'+9 876,54 MAD' / '-2 345,67 MAD'."""
    return ("-" if value < 0 else "+") + _mad(abs(value))


def _short(iso: str) -> str:
    """'31 oct. 2026', '1 mars 2019'."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{d} {_SHORT_MONTHS[m - 1]} {y}"


def _dotted(iso: str) -> str:
    """'12.03.1988'."""
    return fr_date(iso, ".")


def _month_title(year: int, month: int) -> str:
    """'Octobre 2026'."""
    return f"{_MONTH_NAMES[month - 1].capitalize()} {year}"


def _period(v: dict[str, Any]) -> tuple[int, int]:
    source = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    year, month = (int(p) for p in source.split("-")[:2])
    return year, month


def _issue_date(v: dict[str, Any], key: str) -> str:
    """The document's date of issue, early in the month after the period."""
    year, month = _period(v)
    return _issued({**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": f"{year:04d}-{month:02d}"}, key)


def _doc_id(seed: str, prefix: str, groups: int = 4) -> str:
    """'PAY-8KQ3-ZT7M-R2XW-4HNB': letters and digits mixed, never a long run of digits."""
    rng = random.Random(f"{seed}-id-v")
    parts = []
    for _ in range(groups):
        part = [rng.choice(_ID_CHARS) for _ in range(4)]
        part[rng.randrange(4)] = rng.choice(_ID_CHARS[:24])  # at least one letter in every group
        parts.append("".join(part))
    return "-".join([prefix, *parts])


def _fingerprint(seed: str) -> str:
    """A SHA-256 fingerprint shown as the first and last 16 hex digits."""
    digest = hashlib.sha256(f"{seed}-v".encode()).hexdigest()
    return f"{digest[:16]}…{digest[-16:]}"


def _clock(seed: str) -> str:
    rng = random.Random(f"{seed}-clock-v")
    return f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 18) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[0].isalpha() and w.upper() not in ("SA", "SARL", "DE")]
    return "".join(w[0].upper() for w in words[:2]) or name[:2].upper()


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers and signatories, the same on every layout-v document."""
    rng = random.Random(f"v-firm-{employer}")
    return {
        "street": rng.choice(
            (
                "Technopark, Route de Nouaceur, Bureau 214",
                "Casanearshore Park, Shore 7, 2e étage",
                "Immeuble Atrium, 374 Bd Abdelmoumen",
                "Rabat Technopolis, Bâtiment B3",
                "Tanger Free Zone, Lot 41",
            )
        ),
        "town": rng.choice(_TOWNS),
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}7",
        "rc": str(rng.randint(100_000, 599_999)),
        "hr": rng.choice(("Ghizlane Sqalli", "Anas Bouzidi", "Leila Mansouri", "Reda Naciri")),
        "brand": rng.choice(_BRANDS),
    }


# drawing ------------------------------------------------------------------------------------------------------
def _screen(x0: int, y0: int, x1: int, y1: int, *, pitch: int = 10) -> list[Item | Rule]:
    """A pale fill: a square grid of 2-pixel dots (about 4 % ink), light enough to read text through."""
    return [Rule(x, y, x + 1, y + 1) for y in range(y0 + 3, y1 - 2, pitch) for x in range(x0 + 3, x1 - 2, pitch)]


def _arc(cx: int, cy: int, r: int, a0: float, a1: float, t: int) -> list[Item | Rule]:
    """An arc of a circle drawn as small squares `t` pixels wide (angles in degrees, y downwards)."""
    steps = max(4, round(abs(a1 - a0) / 180 * math.pi * r / max(1, t // 2)))
    out: list[Item | Rule] = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        px, py = round(cx + r * math.cos(a) - t / 2), round(cy + r * math.sin(a) - t / 2)
        out.append(Rule(px, py, px + t - 1, py + t - 1))
    return out


def _rounded(x0: int, y0: int, x1: int, y1: int, *, r: int = 24, t: int = 3) -> list[Item | Rule]:
    """A rounded rectangle's outline."""
    half = t // 2
    return [
        Rule(x0 + r, y0, x1 - r, y0 + t - 1),
        Rule(x0 + r, y1 - t + 1, x1 - r, y1),
        Rule(x0, y0 + r, x0 + t - 1, y1 - r),
        Rule(x1 - t + 1, y0 + r, x1, y1 - r),
        *_arc(x0 + r, y0 + r, r - half, 180, 270, t),
        *_arc(x1 - r, y0 + r, r - half, 270, 360, t),
        *_arc(x1 - r, y1 - r, r - half, 0, 90, t),
        *_arc(x0 + r, y1 - r, r - half, 90, 180, t),
    ]


def _disc(cx: int, cy: int, r: int) -> list[Item | Rule]:
    """A filled circle."""
    out: list[Item | Rule] = []
    for dy in range(-r, r + 1, 2):
        w = round(math.sqrt(max(0, r * r - dy * dy)))
        out.append(Rule(cx - w, cy + dy, cx + w, cy + dy + 1))
    return out


def _icon(kind: str, x: int, y: int, s: int = 36) -> list[Item | Rule]:
    """A small pictogram in an s x s square at (x, y): user, building, calendar, card, shield, money."""
    c = s // 2
    if kind == "user":
        return [*_arc(x + c, y + s // 3, s // 5, 0, 360, 3), *_arc(x + c, y + s, s // 2 - 2, 200, 340, 3)]
    if kind == "building":
        out = frame(x + 4, y + 2, x + s - 4, y + s, 3)
        for row in range(3):
            for col in range(2):
                wx, wy = x + 10 + col * (s - 24), y + 8 + row * (s // 4)
                out.append(Rule(wx, wy, wx + 4, wy + 4))
        return out
    if kind == "calendar":
        return [*frame(x + 2, y + 6, x + s - 2, y + s, 3), Rule(x + 2, y + 6, x + s - 2, y + 14)]
    if kind == "card":
        return [*_rounded(x, y + 6, x + s, y + s - 4, r=6, t=3), Rule(x, y + 14, x + s, y + 18)]
    if kind == "shield":
        return [
            Rule(x + 4, y + 2, x + s - 4, y + 5),
            Rule(x + 4, y + 2, x + 7, y + s // 2),
            Rule(x + s - 7, y + 2, x + s - 4, y + s // 2),
            *_arc(x + c, y + s // 2 - 4, c - 6, 20, 160, 3),
        ]
    return [*_arc(x + c, y + c, c - 2, 0, 360, 3), Rule(x + c - 1, y + 8, x + c + 1, y + s - 8)]  # money


def _qr(x: int, y: int, seed: str, *, module: int = 10, n: int = 25) -> list[Item | Rule]:
    """A QR-code placeholder: three finder patterns, timing lines and seeded modules, with a quiet frame."""
    rng = random.Random(f"{seed}-qr-v")
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
            timing = (row == 6 or col == 6) and (row + col) % 2 == 0
            if timing or rng.random() < 0.42:
                px, py = x + col * module, y + row * module
                out.append(Rule(px, py, px + module - 1, py + module - 1))
    return out


def _logo(x: int, y: int, name: str, s: int = 120) -> list[Item | Rule]:
    """An initials logo in a rounded square."""
    text = _initials(name)
    size = round(s * 0.42)
    return [
        *_rounded(x, y, x + s, y + s, r=s // 4, t=4),
        _centre(x, x + s, y + (s - size) // 2 - 4, text, size, "bold"),
    ]


def _dl(
    x: int, y: int, rows: list[tuple[str, str]], *, label_w: int, width: int, gap: int = 58, size: int = 32
) -> tuple[list[Item | Rule], int]:
    """A definition list: small-capital labels in the left column, the values beside them, zebra stripes on every
    other row. Returns the items and the next free y."""
    out: list[Item | Rule] = []
    for i, (label, value) in enumerate(rows):
        ry = y + i * gap
        if i % 2 == 1:
            out += _screen(x - 16, ry - 12, x + width + 16, ry + gap - 12)
        out.append(Item(x, ry + 6, label.upper(), 22, "bold"))
        out.append(Item(x + label_w, ry, value, _fit(value, width - label_w, size), "regular"))
    return out, y + len(rows) * gap


def _kpi(
    x0: int,
    y0: int,
    x1: int,
    label: str,
    amount: str,
    *,
    size: int = 50,
    below: bool = False,
    strong: bool = False,
    caps: bool = True,
) -> list[Item | Rule]:
    """A rounded card of one key figure: the label small (above the amount, or below it) and the amount large."""
    h = size + 110
    out: list[Item | Rule] = _rounded(x0, y0, x1, y0 + h, r=22, t=5 if strong else 3)
    if strong:
        out += _screen(x0 + 10, y0 + 10, x1 - 10, y0 + h - 10, pitch=12)
    fitted = _fit(amount, x1 - x0 - 60, size, "bold")
    label_y, amount_y = (y0 + size + 52, y0 + 28) if below else (y0 + 26, y0 + 68)
    out += [
        Item(x0 + 30, label_y, label.upper() if caps else label, 24 if caps else 28, "bold"),
        Item(x0 + 30, amount_y, amount, fitted, "bold"),
    ]
    return out


def _heading(x: int, y: int, icon: str, text: str, size: int = 30) -> list[Item | Rule]:
    return [*_icon(icon, x, y - 2, 36), Item(x + 56, y, text, size, "bold")]


def _esign(x0: int, y0: int, x1: int, *, signer: str, role: str, stamp: str, url: str, seed: str) -> list[Item | Rule]:
    """An electronic-signature block: who signed and when, the trust service, a QR and a verification URL."""
    out: list[Item | Rule] = [
        *_rounded(x0, y0, x1, y0 + 330, r=26, t=3),
        *_icon("shield", x0 + 34, y0 + 34, 40),
        Item(x0 + 94, y0 + 36, "Signé électroniquement", 32, "bold"),
        Item(x0 + 94, y0 + 90, f"par {signer}, {role}", 28),
        Item(x0 + 94, y0 + 134, f"le {stamp} (UTC+01:00)", 28),
        Item(x0 + 94, y0 + 178, "Signature avancée · Barid eSign · certificat valide", 24),
        Item(x0 + 94, y0 + 232, "Vérifier l'authenticité :", 24, "bold"),
        Item(x0 + 94, y0 + 266, url, _fit(url, x1 - x0 - 440, 24), "regular"),
    ]
    out += _qr(x1 - 290, y0 + 40, seed, module=10, n=25)
    return out


def _footer(y: int, doc_id: str, seed: str, left: str) -> list[Item | Rule]:
    return [
        Rule(_L, y, _R, y + 1),
        Item(_L, y + 20, left, 22),
        _right(_R, y + 20, "Page 1/1", 22, "bold"),
        Item(_L, y + 56, f"ID document : {doc_id}", 22),
        _right(_R, y + 56, f"SHA-256 : {_fingerprint(seed)}", 20, "mono"),
    ]


# payslip ------------------------------------------------------------------------------------------------------
def payslip_page_v(v: dict[str, Any]) -> Page:
    """A payroll SaaS's payslip: header, the RÉCAPITULATIF strip of four cards first, the employee and employer
    definition lists, the zebra detail table, the payment list beside a NET À PAYER card, e-signature, footer."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    last = last_day(year, month)
    pay_day = f"{year:04d}-{month:02d}-{last:02d}"
    hired = v["hire_date"] if rng.random() < 0.5 else _short(v["hire_date"])
    seed = f"{v['cin']}-{v['pay_period']}-payslip"
    doc_id = _doc_id(seed, "PAY")
    items: list[Item | Rule] = [
        *_logo(_L, 90, v["employer"]),
        Item(_L + 150, 92, v["employer"], _fit(v["employer"], 1050, 44, "bold"), "bold"),
        Item(_L + 150, 150, f"{firm['street']}, {firm['town']}", 26),
        Item(_L + 150, 188, f"ICE {firm['ice']} · RC {firm['rc']}", 22),
        _right(_R, 84, "Bulletin de paie", 52, "bold"),
        _right(_R, 152, _month_title(year, month), 38),
        _right(_R, 204, f"du {year:04d}-{month:02d}-01 au {pay_day}", 24),
        Rule(_L, 262, _R, 263),
        Item(_L, 296, "RÉCAPITULATIF", 24, "bold"),
        _right(_R, 296, f"Généré avec {firm['brand']}", 22),
    ]
    cards = (
        ("Brut", _mad(p["gross"])),
        ("Cotisations", _mad(round(p["cnss"] + p["amo"], 2))),
        ("Impôt (IR)", _mad(p["igr"])),
        ("Net à payer", _mad(p["net"])),
    )
    w = (_R - _L - 3 * 30) // 4
    for i, (label, amount) in enumerate(cards):
        x0 = _L + i * (w + 30)
        items += _kpi(x0, 340, x0 + w, label, amount, size=44, strong=i == 3)
    # the two definition lists
    y = 580
    items += _heading(_L, y, "user", "SALARIÉ")
    items += _heading(1270, y, "building", "EMPLOYEUR")
    employee = [
        ("Nom complet", v["applicant_name"]),
        ("N° CIN", v["cin"]),
        ("N° CNSS", v["cnss_number"]),
        ("Date d'entrée", hired),
        ("Poste", v["position"]),
        ("Contrat", v["contract_type"]),
        ("Matricule", f"EMP-{rng.randint(100, 999)}{rng.choice('ABCDEFGHJKLMN')}"),
    ]
    employer = [
        ("Raison sociale", v["employer"]),
        ("N° affiliation CNSS", v["employer_cnss"]),
        ("ICE", firm["ice"]),
        ("RC", f"{firm['town']} {firm['rc']}"),
        ("Mode de paiement", "Virement bancaire"),
        ("Date de paiement", pay_day),
    ]
    dl, end = _dl(_L, y + 70, employee, label_w=330, width=1000)
    items += dl
    dl, _ = _dl(1270, y + 70, employer, label_w=400, width=1060)
    items += dl
    # the detail table
    y = end + 60
    items += _heading(_L, y, "money", "DÉTAIL DE LA PAIE")
    cols = (1250, 1520, 1920, _R - 20)  # right edges: base, taux, gains, retenues
    hy = y + 64
    items += [*_screen(_L, hy - 10, _R, hy + 52, pitch=8), Item(_L + 20, hy + 4, "RUBRIQUE", 22, "bold")]
    for right, head in zip(cols, ("BASE", "TAUX", "GAINS (MAD)", "RETENUES (MAD)"), strict=True):
        items.append(_right(right, hy + 4, head, 22, "bold"))
    rows: list[tuple[str, str, str, str, str, bool]] = [
        ("Salaire de base", fr_amount(p["base"]), "", fr_amount(p["base"]), "", False),
    ]
    if p["bonus"] > 0:
        rows.append(
            ("Prime d'ancienneté", fr_amount(p["base"]), f"{p['rate']:.0f} %", fr_amount(p["bonus"]), "", False)
        )
    rows += [
        ("Salaire brut", "", "", fr_amount(p["gross"]), "", True),
        ("Cotisation CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("Assurance maladie obligatoire (AMO)", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("Impôt sur le revenu (IR)", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    ry = hy + 70
    for i, (label, base, rate, gain, held, bold) in enumerate(rows):
        if i % 2 == 1:
            items += _screen(_L, ry - 12, _R, ry + 50)
        style = "bold" if bold else "regular"
        items.append(Item(_L + 20, ry, label, 30, style))
        for right, text in zip(cols, (base, rate, gain, held), strict=True):
            if text:
                items.append(_right(right, ry, text, 30, style))
        ry += 62
    items += [
        Rule(_L, ry - 6, _R, ry - 5),
        Item(_L + 20, ry + 8, "Totaux", 30, "bold"),
        _right(cols[2], ry + 8, fr_amount(p["gross"]), 30, "bold"),
        _right(cols[3], ry + 8, fr_amount(p["held"]), 30, "bold"),
    ]
    # payment and the net card
    y = ry + 110
    cumul = round(p["gross"] * month, 2)
    pay = [
        ("Net imposable", _mad(p["taxable"])),
        ("Taux ancienneté", f"{p['rate']:.0f} %"),
        ("Cumul brut annuel", _mad(cumul)),
        ("Congés acquis", f"{1.5 * month:.1f} j".replace(".", ",")),
    ]
    dl, _ = _dl(_L, y + 10, pay, label_w=380, width=1000, size=30)
    items += dl
    items += _kpi(1320, y, _R, "Net à payer", _mad(p["net"]), size=72, strong=True)
    items.append(Item(1350, y + 200, f"Versé par virement le {_short(pay_day)}", 24))
    # e-signature and footer
    y += 320
    stamp = f"{pay_day} à {_clock(seed)}"
    url = f"https://verify.{firm['brand'].lower().replace(' ', '')}.ma/p/{doc_id[4:].replace('-', '')}"
    items += _esign(_L, y, _R, signer=firm["hr"], role="Responsable paie", stamp=stamp, url=url, seed=seed)
    items += [
        Item(_L, y + 380, "Bulletin à conserver sans limitation de durée. Document dématérialisé, valable sans", 24),
        Item(_L, y + 414, "signature manuscrite (loi n° 43-20 relative aux services de confiance).", 24),
    ]
    items += _footer(3320, doc_id, seed, f"{firm['brand']} · Paie & RH en ligne")
    return Page(A4, tuple(items))


# cards: the KYC capture screen --------------------------------------------------------------------------------
_KYC_SCALE = 0.86


def _place(items: list[Item | Rule], dx: int, dy: int) -> list[Item | Rule]:
    """Card items scaled to the capture frame and shifted onto the screenshot."""
    s = _KYC_SCALE
    out: list[Item | Rule] = []
    for item in items:
        if isinstance(item, Rule):
            x0, y0 = round(item.x0 * s) + dx, round(item.y0 * s) + dy
            out.append(Rule(x0, y0, max(round(item.x1 * s) + dx, x0 + 1), max(round(item.y1 * s) + dy, y0 + 1)))
        else:
            out.append(
                Item(round(item.x * s) + dx, round(item.y * s) + dy, item.text, round(item.size * s), item.style)
            )
    return out


def _kyc(
    v: dict[str, Any],
    card: list[Item | Rule],
    size: tuple[int, int],
    *,
    step: int,
    title: str,
    hints: list[str],
    chip: str = "Carte détectée · image nette",
) -> Page:
    """A phone screenshot of a KYC capture: status bar, app bar, guidance, the card inside a rounded overlay frame
    with corner brackets, a detection chip, tips, the shutter and buttons."""
    w, h = _PHONE
    rng = _rng(v, f"kyc-{step}")
    cw, ch = round(size[0] * _KYC_SCALE), round(size[1] * _KYC_SCALE)
    dx, dy = (w - cw) // 2, 640
    battery = rng.randint(23, 96)
    items: list[Item | Rule] = [
        Item(70, 34, f"{rng.randint(8, 21)}:{rng.randint(0, 59):02d}", 36, "bold"),
        _right(w - 170, 36, "5G", 30, "bold"),
        *frame(w - 150, 40, w - 82, 72, 3),
        Rule(w - 80, 50, w - 74, 62),
        Rule(w - 146, 44, w - 146 + round(60 * battery / 100), 68),
        # app bar
        _centre(0, w, 142, "Vérification d'identité", 38, "bold"),
        _right(w - 60, 146, f"{step}/4", 32),
    ]
    # a drawn chevron for "back"
    items += [Rule(70 + k, 160 - k, 75 + k, 165 - k) for k in range(0, 22, 2)]
    items += [Rule(70 + k, 160 + k, 75 + k, 165 + k) for k in range(0, 22, 2)]
    seg = (w - 120 - 3 * 20) // 4
    for k in range(4):
        x0 = 60 + k * (seg + 20)
        items.append(Rule(x0, 232, x0 + seg, 240) if k < step else Rule(x0, 235, x0 + seg, 237))
    items += [
        _centre(0, w, 320, title, 48, "bold"),
        *[_centre(0, w, 400 + i * 52, hint, 32 if i == 0 else 28) for i, hint in enumerate(hints)],
    ]
    # the overlay frame and its brackets
    m = 26
    fx0, fy0, fx1, fy1 = dx - m, dy - m, dx + cw + m, dy + ch + m
    items += _rounded(fx0, fy0, fx1, fy1, r=44, t=3)
    arm, t = 90, 12
    for cx, cy, sx, sy in ((fx0, fy0, 1, 1), (fx1, fy0, -1, 1), (fx0, fy1, 1, -1), (fx1, fy1, -1, -1)):
        ox, oy = cx - sx * 14, cy - sy * 14
        items.append(Rule(min(ox, ox + sx * arm), min(oy, oy + sy * t), max(ox, ox + sx * arm), max(oy, oy + sy * t)))
        items.append(Rule(min(ox, ox + sx * t), min(oy, oy + sy * arm), max(ox, ox + sx * t), max(oy, oy + sy * arm)))
    items += _rounded(dx, dy, dx + cw, dy + ch, r=30, t=3)
    items += _place(card, dx, dy)
    # under the frame
    y = fy1 + 90
    cw_chip = round(text_width(chip, 30)) + 120
    cx0 = (w - cw_chip) // 2
    items += [
        *_rounded(cx0, y, cx0 + cw_chip, y + 70, r=35, t=3),
        *_disc(cx0 + 44, y + 35, 12),
        Item(cx0 + 80, y + 16, chip, 30),
    ]
    tips = ["Évitez les reflets et les ombres", "Ne couvrez aucune information", "Posez la carte sur un fond uni"]
    items += [Item(150, y + 150 + i * 56, f"•  {tip}", 30) for i, tip in enumerate(tips)]
    sy = h - 560
    items += [*_arc(w // 2, sy, 86, 0, 360, 6), *_disc(w // 2, sy, 66)]
    bw = 500
    for k, label in enumerate(("Reprendre", "Continuer")):
        x0 = 80 if k == 0 else w - 80 - bw
        items += [*_rounded(x0, h - 380, x0 + bw, h - 270, r=55, t=4), _centre(x0, x0 + bw, h - 346, label, 34, "bold")]
    items += [
        _centre(0, w, h - 200, f"Session {_doc_id(str(v.get('cin', '')) + str(step), 'KYC', 3)}", 22),
        _centre(0, w, h - 160, "Vos données sont chiffrées et traitées conformément à la loi 09-08 (CNDP).", 22),
        Rule(w // 2 - 150, h - 50, w // 2 + 150, h - 40),
    ]
    return Page(_PHONE, tuple(items))


def _photo(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """The holder's photo as a framed silhouette."""
    cx = (x0 + x1) // 2
    r = (x1 - x0) // 5
    return [
        *_rounded(x0, y0, x1, y1, r=18, t=3),
        *_arc(cx, y0 + (y1 - y0) * 2 // 5, r, 0, 360, 4),
        *_arc(cx, y1 + r // 2, (x1 - x0) * 2 // 5, 215, 325, 4),
    ]


def cin_front_page_v(v: dict[str, Any]) -> Page:
    """The KYC capture of the CNIE front: labels left of bold values, dotted dates, the number bottom right."""
    given, family = _split_name(v["applicant_name"])
    card: list[Item | Rule] = [
        Item(50, 34, "ROYAUME DU MAROC", 34, "bold"),
        _right(1250, 30, "المملكة المغربية", 32, "bold"),
        Item(50, 82, "CARTE NATIONALE D'IDENTITÉ", 26),
        Rule(50, 128, 1250, 130),
        *_photo(50, 160, 340, 560),
    ]
    rows = [
        ("Prénom", given.upper()),
        ("Nom", family.upper()),
        ("Né(e) le", _dotted(v["date_of_birth"])),
        ("à", v["place_of_birth"].upper()),
        ("Valable jusqu'au", _dotted(v["cin_expiry"])),
    ]
    for i, (label, value) in enumerate(rows):
        y = 166 + i * 82
        card += [Item(380, y + 12, label, 26), Item(640, y, value, _fit(value, 610, 42, "bold"), "bold")]
    number = _right(1250, 660, v["cin"], 56, "bold")
    card += [
        number,
        _right(number.x - 20, 680, "N°", 30, "bold"),
        Item(50, 600, f"Sexe  {'F' if _female(v) else 'M'}", 28),
        Item(50, 690, "Direction Générale de la Sûreté Nationale", 20),
    ]
    return _kyc(
        v,
        card,
        CARD,
        step=2,
        title="Recto de votre CIN",
        hints=["Placez votre carte dans le cadre", "La capture se fait automatiquement"],
    )


def cin_back_page_v(v: dict[str, Any]) -> Page:
    """The KYC capture of the CNIE back: filiation, the address on one line, civil status and sex, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "AHMED", "HASSAN", "ABDELLAH", "DRISS", "LAHCEN"))
    mother = rng.choice(("FATIMA", "ZAHRA", "AICHA", "MALIKA", "NAIMA", "RKIA"))
    address = v["address"].upper()
    card: list[Item | Rule] = [
        Item(50, 40, "Fils de", 26),
        Item(230, 32, father, 36, "bold"),
        Item(50, 100, "et de", 26),
        Item(230, 92, mother, 36, "bold"),
        Item(50, 164, "Adresse", 26),
        Item(230, 156, address, _fit(address, 1020, 36, "bold"), "bold"),
        Item(50, 228, "État civil", 26),
        Item(230, 220, f"{rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(760, 228, "Sexe", 26),
        Item(860, 220, "F" if _female(v) else "M", 34, "bold"),
        Rule(40, 320, 1260, 322),
    ]
    card += [Item(60, 380 + i * 120, line, 52, "mono") for i, line in enumerate(mrz)]
    return _kyc(
        v,
        card,
        CARD,
        step=3,
        title="Verso de votre CIN",
        hints=["Retournez votre carte et placez-la dans le cadre", "La bande de caractères doit être entière"],
    )


def passport_page_v(v: dict[str, Any]) -> Page:
    """The KYC capture of the passport data page: French / English labels above the values, dotted dates, the CIN
    as the personal number, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = _passport_v(v)
    sex = "F" if _female(v) else "M"
    size = (1300, 915)
    card: list[Item | Rule] = [
        Item(40, 24, "ROYAUME DU MAROC · PASSEPORT / PASSPORT", 30, "bold"),
        Rule(40, 70, 1260, 72),
        *_photo(40, 100, 310, 460),
    ]
    fields = [
        (350, 92, "Type", "P"),
        (470, 92, "Code", "MAR"),
        (700, 92, "N° de passeport / Passport No.", number),
        (350, 172, "Nom / Surname", family.upper()),
        (350, 252, "Prénoms / Given names", given.upper()),
        (350, 332, "Nationalité / Nationality", "MAROCAINE"),
        (960, 332, "Sexe / Sex", sex),
        (350, 412, "Date de naissance / Date of birth", _dotted(v["date_of_birth"])),
        (820, 412, "Lieu de naissance / Place of birth", v["place_of_birth"].upper()),
        (350, 492, "Date de délivrance / Date of issue", _dotted(issued)),
        (820, 492, "Date d'expiration / Date of expiry", _dotted(expiry)),
        (350, 572, "N° personnel / Personal No.", v["cin"]),
        (820, 572, "Autorité / Authority", "DGSN"),
    ]
    for x, y, label, value in fields:
        width = 1260 - x if x < 800 and label.startswith(("Nom", "Prénoms")) else 430
        card += [Item(x, y, label, 20), Item(x, y + 26, value, _fit(value, width, 36, "bold"), "bold")]
    card += [Item(40, 520, "Signature", 20), Rule(40, 600, 300, 601)]
    mrz = td3_mrz(v, number, expiry, sex)
    card += [Item(40, 720 + i * 90, line, 44, "mono") for i, line in enumerate(mrz)]
    return _kyc(
        v,
        card,
        size,
        step=2,
        title="Page d'identité du passeport",
        hints=["Ouvrez votre passeport à la page photo", "Alignez la bande MRZ en bas du cadre"],
        chip="Passeport détecté · MRZ lisible",
    )


# HR SaaS certificates -----------------------------------------------------------------------------------------
def _hr_head(v: dict[str, Any], firm: dict[str, str], ref: str, issued: str) -> list[Item | Rule]:
    """The HR SaaS frame: a pale band, the logo box, the employer with its address and numbers, the reference."""
    return [
        *_screen(0, 0, A4[0], 120),
        Item(_L, 42, "Espace RH", 28, "bold"),
        _right(_R, 44, f"Propulsé par {firm['brand']}", 26),
        *_logo(_L, 190, v["employer"], 130),
        Item(_L + 160, 196, v["employer"], _fit(v["employer"], 1200, 44, "bold"), "bold"),
        Item(_L + 160, 256, f"{firm['street']}, {firm['town']}", 26),
        Item(_L + 160, 296, f"ICE {firm['ice']} · RC {firm['town']} {firm['rc']}", 22),
        _right(_R, 204, f"Réf. {ref}", 26),
        _right(_R, 246, f"Émise le {_short(issued)}", 26),
        Rule(_L, 370, _R, 371),
    ]


def _civ(v: dict[str, Any]) -> tuple[str, str]:
    """('Mme', 'e') or ('M.', '')."""
    return ("Mme", "e") if _female(v) else ("M.", "")


def employment_certificate_page_v(v: dict[str, Any]) -> Page:
    """An HR SaaS employment certificate: the frame, one sentence with the employer's CNSS number, a card of the
    employee's facts, a card of the employer, the closing, e-signature and footer."""
    firm = _firm(v["employer"])
    issued = _issue_date(v, "employment")
    rng = _rng(v, "employment")
    seed = f"{v['cin']}-{v['employer']}-employment"
    doc_id = _doc_id(seed, "ATT")
    ref = f"ATT-{issued[:4]}-{rng.choice(_ID_CHARS[:24])}{rng.randint(1000, 9999)}"
    _, e = _civ(v)
    contract = {"CDI": "contrat à durée indéterminée", "CDD": "contrat à durée déterminée"}.get(
        v["contract_type"], "contrat de travail"
    )
    items: list[Item | Rule] = [*_hr_head(v, firm, ref, issued)]
    items += [
        Item(_L, 430, "Attestation de travail", 60, "bold"),
        Item(_L, 512, f"Document généré via {firm['brand']} · à présenter avec une pièce d'identité", 24),
    ]
    intro = (
        f"La société {_glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le "
        f"n°~{v['employer_cnss']}, atteste que la personne désignée ci-dessous fait partie de ses effectifs à la date "
        "de la présente attestation."
    )
    text, y = flow_text(_L, 600, intro, size=32, gap=50, width=_R - _L)
    items += text
    y += 50
    rows = [
        ("Nom complet", v["applicant_name"]),
        ("N° CIN", v["cin"]),
        ("Poste", v["position"]),
        ("Date d'entrée", _short(v["hire_date"])),
        ("Type de contrat", f"{v['contract_type']} · {contract}"),
        ("Statut", f"En poste · salarié{e} à temps plein"),
    ]
    top = y
    items += _heading(_L + 40, y + 34, "user", f"Salarié{e}")
    dl, y = _dl(_L + 40, y + 110, rows, label_w=420, width=_R - _L - 80, gap=64, size=34)
    items += dl
    items += _rounded(_L, top, _R, y + 20, r=28, t=3)
    y += 60
    top = y
    items += _heading(_L + 40, y + 34, "building", "Employeur")
    emp = [("Raison sociale", v["employer"]), ("N° affiliation CNSS", v["employer_cnss"]), ("Siège", firm["town"])]
    dl, y = _dl(_L + 40, y + 110, emp, label_w=420, width=_R - _L - 80, gap=64, size=34)
    items += dl
    items += _rounded(_L, top, _R, y + 20, r=28, t=3)
    closing = (
        "Cette attestation est délivrée à la demande de l'intéressé" + e + " pour servir et valoir ce que de droit. "
        "Son authenticité peut être vérifiée en ligne à l'aide du QR code ci-dessous."
    )
    text, y = flow_text(_L, y + 70, closing, size=30, gap=46, width=_R - _L)
    items += text
    stamp = f"{issued} à {_clock(seed)}"
    url = f"https://verify.{firm['brand'].lower().replace(' ', '')}.ma/a/{doc_id[4:].replace('-', '')}"
    items += _esign(
        _L, y + 60, _R, signer=firm["hr"], role="Responsable des Ressources Humaines", stamp=stamp, url=url, seed=seed
    )
    items += _footer(3320, doc_id, seed, f"{v['employer']} · {firm['town']}")
    return Page(A4, tuple(items))


def salary_certificate_page_v(v: dict[str, Any]) -> Page:
    """An HR SaaS salary certificate: the frame, the identity as a zebra definition list, two KPI cards (amount large,
    label below), the reference month's breakdown, e-signature and footer."""
    firm = _firm(v["employer"])
    issued = _issue_date(v, "salary")
    rng = _rng(v, "salary")
    year, month = _period(v)
    seed = f"{v['cin']}-{v['employer']}-salary"
    doc_id = _doc_id(seed, "SAL")
    ref = f"SAL-{issued[:4]}-{rng.choice(_ID_CHARS[:24])}{rng.randint(1000, 9999)}"
    civ, e = _civ(v)
    p = pay_lines({**v, "pay_period": f"{year:04d}-{month:02d}"})
    items: list[Item | Rule] = [*_hr_head(v, firm, ref, issued)]
    items += [
        Item(_L, 430, "Attestation de salaire", 60, "bold"),
        Item(_L, 512, "Rémunération mensuelle · montants en dirhams (MAD)", 24),
    ]
    intro = (
        f"Nous, {_glue(v['employer'])}, attestons que {civ} {_glue(v['applicant_name'])}, dont l'identité figure "
        f"ci-dessous, est employé{e} dans notre société et perçoit la rémunération mensuelle suivante."
    )
    text, y = flow_text(_L, 600, intro, size=32, gap=50, width=_R - _L)
    items += text
    y += 40
    rows = [
        ("Nom complet", v["applicant_name"]),
        ("N° CIN", v["cin"]),
        ("Poste", v["position"]),
        ("Date d'entrée", v["hire_date"]),
        ("Employeur", v["employer"]),
    ]
    dl, y = _dl(_L + 20, y, rows, label_w=400, width=_R - _L - 40, gap=62, size=34)
    items += dl
    y += 60
    half = (_R - _L - 40) // 2
    items += _kpi(_L, y, _L + half, "Salaire brut mensuel", _mad(p["gross"]), size=64, below=True)
    items += _kpi(_L + half + 40, y, _R, "Salaire net mensuel", _mad(p["net"]), size=64, below=True, strong=True)
    y += 240
    items += _heading(_L, y, "calendar", f"Détail du mois de référence · {_month_title(year, month)}")
    detail = [
        ("Salaire de base", fr_amount(p["base"])),
        ("Prime d'ancienneté", fr_amount(p["bonus"])),
        ("Salaire brut", fr_amount(p["gross"])),
        ("Cotisations CNSS et AMO", "-" + fr_amount(round(p["cnss"] + p["amo"], 2))),
        ("Impôt sur le revenu (IR)", "-" + fr_amount(p["igr"])),
        ("Salaire net", fr_amount(p["net"])),
    ]
    ry = y + 76
    for i, (label, amount) in enumerate(detail):
        if i % 2 == 1:
            items += _screen(_L, ry - 12, _R, ry + 50)
        style = "bold" if label.startswith("Salaire b") or label == "Salaire net" else "regular"
        items += [Item(_L + 20, ry, label, 30, style), _right(_R - 20, ry, amount, 30, style)]
        ry += 62
    text, y = flow_text(
        _L,
        ry + 40,
        "Attestation délivrée à la demande de l'intéressé" + e + " pour servir et valoir ce que de droit.",
        size=30,
        gap=46,
        width=_R - _L,
    )
    items += text
    stamp = f"{issued} à {_clock(seed)}"
    url = f"https://verify.{firm['brand'].lower().replace(' ', '')}.ma/s/{doc_id[4:].replace('-', '')}"
    items += _esign(_L, y + 50, _R, signer=firm["hr"], role="Responsable paie", stamp=stamp, url=url, seed=seed)
    items += _footer(3320, doc_id, seed, f"{v['employer']} · {firm['town']}")
    return Page(A4, tuple(items))


def cnss_certificate_page_v(v: dict[str, Any]) -> Page:
    """A certificate downloaded from the DAMANCOM portal: the portal band, tabs, breadcrumb, the title with a status
    pill, the insured and employer cards, the certification, QR and verification code, footer."""
    rng = _rng(v, "cnss")
    seed = f"{v['cnss_number']}-{v['employer_cnss']}-cnss"
    doc_id = _doc_id(seed, "DMC", 3)
    code = "-".join("".join(rng.choice(_ID_CHARS) for _ in range(4)) for _ in range(3))
    issued = _issue_date(v, "cnss")
    stamp = f"{issued} {_clock(seed)}:{rng.randint(10, 59)}"
    items: list[Item | Rule] = [
        *_screen(0, 0, A4[0], 150),
        Item(_L, 40, "DAMANCOM", 44, "bold"),
        Item(_L + round(text_width("DAMANCOM", 44, "bold")) + 40, 56, "Portail de télédéclaration · CNSS", 26),
        _right(_R, 56, f"Connecté : {v['employer']}", 24),
    ]
    tabs = ("Accueil", "Déclarations", "Salariés", "Attestations", "Paiements")
    x = _L
    for tab in tabs:
        style = "bold" if tab == "Attestations" else "regular"
        items.append(Item(x, 190, tab, 28, style))
        tw = round(text_width(tab, 28, style))
        if tab == "Attestations":
            items.append(Rule(x, 236, x + tw, 241))
        x += tw + 70
    items += [
        Rule(_L, 246, _R, 247),
        Item(_L, 276, "Accueil  >  Attestations  >  Attestation d'affiliation du salarié", 24),
        Item(_L, 350, "Attestation d'affiliation", 56, "bold"),
        Item(_L, 426, "Caisse Nationale de Sécurité Sociale · Royaume du Maroc", 28),
    ]
    pill = "Affilié · Actif"
    pw = round(text_width(pill, 28, "bold")) + 100
    items += [
        *_rounded(_R - pw, 356, _R, 424, r=34, t=3),
        *_disc(_R - pw + 40, 390, 10),
        Item(_R - pw + 66, 372, pill, 28, "bold"),
    ]
    y = 520
    insured = [
        ("Nom et prénom", v["applicant_name"]),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° CIN", v["cin"]),
        ("Date d'affiliation", _short(v["affiliation_date"])),
    ]
    if v.get("date_of_birth"):
        insured.append(("Date de naissance", str(v["date_of_birth"])))
    top = y
    items += _heading(_L + 40, y + 34, "user", "Assuré(e)")
    dl, y = _dl(_L + 40, y + 110, insured, label_w=480, width=_R - _L - 80, gap=64, size=34)
    items += dl
    items += _rounded(_L, top, _R, y + 20, r=28, t=3)
    y += 60
    top = y
    employer = [("Raison sociale", v["employer"]), ("N° d'affiliation", v["employer_cnss"])]
    if v.get("hire_date"):
        employer.append(("Date d'entrée", str(v["hire_date"])))
    items += _heading(_L + 40, y + 34, "building", "Employeur")
    dl, y = _dl(_L + 40, y + 110, employer, label_w=480, width=_R - _L - 80, gap=64, size=34)
    items += dl
    items += _rounded(_L, top, _R, y + 20, r=28, t=3)
    cert = (
        "La Caisse Nationale de Sécurité Sociale certifie que l'assuré(e) désigné(e) ci-dessus est immatriculé(e) "
        "au régime général de sécurité sociale et déclaré(e) par l'employeur mentionné. Attestation valable trois "
        "mois à compter de sa date de génération."
    )
    text, y = flow_text(_L, y + 70, cert, size=30, gap=46, width=_R - _L)
    items += text
    y += 50
    items += [
        *_rounded(_L, y, _R, y + 330, r=26, t=3),
        *_qr(_L + 40, y + 40, seed),
        Item(_L + 340, y + 50, "Code de vérification", 26, "bold"),
        Item(_L + 340, y + 94, code, 40, "mono"),
        Item(_L + 340, y + 170, "Vérifiez cette attestation sur", 26),
        Item(_L + 340, y + 210, "https://www.damancom.ma/attestations/verification", 26),
        Item(_L + 340, y + 260, "ou scannez le QR code avec votre téléphone.", 24),
    ]
    items += _footer(3320, doc_id, seed, f"Généré le {stamp} · damancom.ma")
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-v")
    return f"{rng.choice(_TOWNS)} {rng.choice(('Centre', 'Gauthier', 'Agdal', 'Hay Riad', 'Anfa', 'Guéliz'))}"


def bank_statement_page_v(v: dict[str, Any]) -> Page:
    """A mobile-app statement export: the bank, 'Relevé de compte' over the month, the account card, four KPI
    cards with the balances at the start and the end, the operations newest first grouped by day, footer."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    first, last = int(start[-2:]), int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-v")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    spends = [round(rng.uniform(120, 650), 2), round(rng.uniform(200, 900), 2), float(rng.choice((500, 1000, 2000)))]
    moves: list[tuple[int, str, str, float]] = [
        (rng.randint(first + 1, 5), "Loyer", "Logement · Prélèvement", -rent),
        (rng.randint(6, 11), rng.choice(("Marjane", "Carrefour Market", "BIM")), "Courses · Carte", -spends[0]),
        (rng.randint(12, 16), rng.choice(("Lydec", "Redal", "Amendis", "ONEE")), "Factures · Paiement", -spends[1]),
        (rng.randint(12, 18), "Virement reçu", "Virement · De M. le titulaire", round(sum(spends), 2)),
        (rng.randint(19, 23), "Retrait GAB", "Espèces · Retrait", -spends[2]),
        (rng.randint(max(24, last - 5), last - 1), f"Salaire {employer[:22]}", "Revenus · Virement", net),
    ]
    moves.sort(key=lambda m: (-m[0], m[1]))
    credits = round(sum(a for *_, a in moves if a > 0), 2)
    debits = round(-sum(a for *_, a in moves if a < 0), 2)
    seed = f"{v['rib']}-{start}-statement"
    doc_id = _doc_id(seed, "STM")
    exported = _issue_date(v, "statement")
    items: list[Item | Rule] = [
        *_logo(_L, 90, v["bank_name"]),
        Item(_L + 150, 96, v["bank_name"], 44, "bold"),
        Item(_L + 150, 154, "Relevé exporté depuis l'application mobile", 26),
        _right(_R, 84, "Relevé de compte", 48, "bold"),
        _right(_R, 148, _month_title(year, month), 44, "bold"),
        _right(_R, 212, f"Exporté le {exported} à {_clock(seed)}", 22),
        Rule(_L, 270, _R, 271),
    ]
    account = [
        ("Titulaire", v["account_holder"]),
        ("RIB", _rib_groups(v["rib"])),
        ("IBAN", iban(v["rib"])),
        ("BIC", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Compte", "Compte courant · MAD"),
    ]
    top = 310
    items += _heading(_L + 40, top + 30, "card", "Mon compte")
    dl, y = _dl(_L + 40, top + 100, account, label_w=300, width=_R - _L - 80, gap=58, size=32)
    items += dl
    items += _rounded(_L, top, _R, y + 16, r=28, t=3)
    y += 60
    abbr = _SHORT_MONTHS[month - 1]
    cards = (
        (f"Solde au {first} {abbr}", _mad(opening)),
        ("Entrées", "+" + _mad(credits)),
        ("Sorties", "-" + _mad(debits)),
        (f"Solde au {last} {abbr}", _mad(closing)),
    )
    w = (_R - _L - 3 * 30) // 4
    for i, (label, amount) in enumerate(cards):
        x0 = _L + i * (w + 30)
        items += _kpi(x0, y, x0 + w, label, amount, size=40, strong=i in (0, 3), caps=False)
    y += 210
    items += _heading(_L, y, "calendar", "Opérations")
    items.append(_right(_R, y + 4, f"{len(moves)} opérations · du plus récent au plus ancien", 22))
    y += 70
    day_seen = -1
    row = 0
    for day, payee, category, value in moves:
        if day != day_seen:
            day_seen = day
            weekday = _DAYS[datetime.date(year, month, day).weekday()]
            items += [
                *_screen(_L, y, _R, y + 56, pitch=8),
                Item(_L + 20, y + 12, f"{weekday} {day} {_MONTH_NAMES[month - 1]} {year}", 28, "bold"),
            ]
            y += 70
            row = 0
        if row % 2 == 1:
            items += _screen(_L, y - 6, _R, y + 88, pitch=12)
        initial = payee[0].upper()
        items += [
            *_arc(_L + 50, y + 40, 30, 0, 360, 3),
            _centre(_L + 20, _L + 80, y + 24, initial, 28, "bold"),
            Item(_L + 110, y + 6, payee, 30, "bold"),
            Item(_L + 110, y + 48, category, 22),
            _right(_R - 20, y + 20, _signed(value), 32, "bold" if value > 0 else "regular"),
        ]
        y += 96
        row += 1
    items += [
        Rule(_L, y + 10, _R, y + 11),
        Item(_L, y + 40, "Montants en dirhams. Les opérations en cours de traitement n'apparaissent pas dans cet", 22),
        Item(_L, y + 72, "export ; votre relevé officiel reste disponible dans votre espace client.", 22),
    ]
    items += _footer(3320, doc_id, seed, f"{v['bank_name']} · application mobile")
    return Page(A4, tuple(items))


def rib_page_v(v: dict[str, Any]) -> Page:
    """A neobank app's 'Mes coordonnées bancaires': holder card, the IBAN first, then the RIB's 24 digits in four
    labelled boxes, the bank details, a QR to share and the footer."""
    rib = v["rib"]
    seed = f"{rib}-rib"
    doc_id = _doc_id(seed, "RIB")
    rng = random.Random(f"{rib}-rib-v")
    made = f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"
    items: list[Item | Rule] = [
        *_logo(_L, 90, v["bank_name"]),
        Item(_L + 150, 96, v["bank_name"], 44, "bold"),
        Item(_L + 150, 154, "Banque digitale · Mon appli", 26),
        _right(_R, 110, f"Édité le {_short(made)}", 24),
        Item(_L, 300, "Mes coordonnées bancaires", 60, "bold"),
        Item(_L, 382, "Partagez ces informations pour recevoir des virements (salaire, remboursements...).", 26),
    ]
    y = 470
    items += [
        *_rounded(_L, y, _R, y + 170, r=28, t=3),
        *_arc(_L + 90, y + 85, 46, 0, 360, 4),
        *_icon("user", _L + 68, y + 60, 44),
        Item(_L + 170, y + 36, "TITULAIRE DU COMPTE", 22, "bold"),
        Item(_L + 170, y + 76, v["account_holder"], 46, "bold"),
    ]
    y += 220
    iban_text = iban(rib)
    items += [
        *_rounded(_L, y, _R, y + 200, r=28, t=3),
        *_screen(_L + 10, y + 10, _R - 10, y + 190, pitch=12),
        Item(_L + 40, y + 30, "IBAN", 24, "bold"),
        Item(_L + 40, y + 80, iban_text, _fit(iban_text, 1700, 54, "mono"), "mono"),
    ]
    bx0 = _R - 260
    items += [*_rounded(bx0, y + 60, _R - 40, y + 140, r=40, t=3), _centre(bx0, _R - 40, y + 82, "Copier", 30, "bold")]
    y += 260
    items += [Item(_L, y, "RIB · 24 chiffres", 32, "bold")]
    y += 60
    parts = (("Code banque", rib[:3]), ("Code ville", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:]))
    widths = (330, 330, 1150, 280)
    gap = (_R - _L - sum(widths)) // 3
    x = _L
    for (label, digits), bw in zip(parts, widths, strict=True):
        items += [
            Item(x + 4, y, label.upper(), 22, "bold"),
            *_rounded(x, y + 40, x + bw, y + 150, r=20, t=3),
            _centre(x, x + bw, y + 66, digits, 54, "mono"),
        ]
        x += bw + gap
    y += 220
    details = [
        ("Banque", v["bank_name"]),
        ("BIC / SWIFT", _BIC.get(v["bank_name"], "BCMAMAMC")),
        ("Agence", _agency(v)),
        ("Type de compte", "Compte courant"),
        ("Devise", "Dirham marocain (MAD)"),
    ]
    dl, y = _dl(_L + 20, y, details, label_w=420, width=_R - _L - 40, gap=62, size=34)
    items += dl
    y += 60
    items += [
        *_rounded(_L, y, _R, y + 330, r=26, t=3),
        *_qr(_L + 40, y + 40, seed),
        Item(_L + 340, y + 60, "Partager mes coordonnées", 32, "bold"),
        Item(_L + 340, y + 116, "Scannez ce code depuis l'application de votre banque pour ajouter", 26),
        Item(_L + 340, y + 156, "ce bénéficiaire sans saisie.", 26),
        Item(_L + 340, y + 230, f"Lien valable 30 jours : https://app.pay.ma/r/{doc_id[4:].replace('-', '')}", 24),
    ]
    items += _footer(3320, doc_id, seed, f"{v['bank_name']} · coordonnées générées dans l'application")
    return Page(A4, tuple(items))


PAGES_V: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_v,
    "cin_front": cin_front_page_v,
    "cin_back": cin_back_page_v,
    "passport": passport_page_v,
    "employment_certificate": employment_certificate_page_v,
    "salary_certificate": salary_certificate_page_v,
    "cnss_certificate": cnss_certificate_page_v,
    "bank_statement": bank_statement_page_v,
    "rib": rib_page_v,
}
