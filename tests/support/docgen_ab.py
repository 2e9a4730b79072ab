"""Layout "ab" of every document type: SMALL BUSINESSES AND SELF-MADE PAPERWORK, written blind (the reader is never
tuned on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_z`, other real-world
conventions, all from documents a small employer typed in a spreadsheet or a word processor and from printouts the
applicant made at home: spreadsheet prints with their gridlines, their column letters and row numbers and the sheet
name as the page header; MAIL-MERGE letters whose merged fields keep the spreadsheet's raw formats (ISO dates
"2019-03-01", amounts "12500.00" with a dot decimal and no thousands separator, names "EL AMRANI Youssef" merged
from the NOM and PRENOM columns) while the word processor writes the letter's own date in words; phone photos
pasted into a word-processor page with a caption; a browser print and a phone screenshot printed on A4:

- payslip: a small firm's payslip kept in a SPREADSHEET and printed with gridlines and headers: the sheet name
  ("PAIE_2026-10") as the print header and "Page 1" as the footer, the column letters A to H across the top and the
  row numbers down the left, the employer in merged cells top left beside "BULLETIN DE PAIE" / "Mois : 2026-10" /
  "Du 2026-10-01 au 2026-10-31", then HORIZONTAL KEY TABLES (labels in a bold header row, values in the row under
  them): Nom | Prénom | CIN | N° CNSS | Date d'embauche | Matricule, then Fonction | Contrat | Jours | Heures | Mode
  de paiement | Enfants; a Rubrique / Base / Taux / Gains / Retenues block ("4.48%", amounts "12500.00"), "Salaire
  brut", "Total retenues", "Net à payer"; a horizontal recap Brut | CNSS | AMO | IR | Net à payer whose net reads
  "9876.54 Dhs"; two signature cells;
- CNIE front: a PHONE PHOTO PASTED INTO A WORD-PROCESSOR PAGE: the applicant's own page header ("Dossier de
  financement - pièces justificatives" and the name), a numbered heading "1. Carte nationale d'identité - recto",
  a sentence, the photo in a framed picture with a drop shadow: the card (1.25 x) lying on a CHECKED TABLECLOTH
  (woven bands of thin lines) with its own shadow and the holder's THUMB over its empty lower-right corner; on the
  card a bilingual header, the photo on the left, small French labels over bold values ("Prénom", "Nom" with the
  Arabic forms at the right end of their rows, "Né(e) le" and "à" side by side, "Valable jusqu'au"), dotted dates
  ("12.03.1988"), "N°" and the number under the photo; a caption "Figure 1 - ..." and the page footer "Page 1";
  never both sides on one page;
- CNIE back: the same word-processor page, "2. Carte nationale d'identité - verso", "Figure 2", the thumb over the
  card's empty upper-right corner: "Fils de" / "Fille de", "et de", the address in capitals under "Adresse" (the
  type shrinks to fit one line), "N° d'état civil" and "Sexe" on one row, the TD1 MRZ under a rule;
- passport: the same word-processor page, "3. Passeport - page d'identité", "Figure 3", the thumb on the left
  edge over the portrait: a trilingual header, French / English labels above the values in two columns right of
  the portrait (type, code, number; surname; given names; nationality, sex; date and place of birth; issue and
  expiry; authority; "N° CIN / ID card No." the CIN), dotted dates, the TD3 MRZ;
- employment certificate: a MAIL-MERGE letter on a simple letterhead (a text logo block top left: the initials in a
  framed square beside the firm's name and its trade line; the firm's address, phone, e-mail, RC / IF / ICE only in
  the FOOTER under a rule), "Réf." line, a centred underlined title, a first-person paragraph by the "Gérant" naming
  the firm and its CNSS number and "M. / Mme FAMILY Given", the CIN, "depuis le 2019-03-01" (ISO, as merged), the
  position and "contrat CDI (à durée indéterminée)", closing sentences, "Fait à <ville>, le 5 novembre 2026" (the
  word processor's own date in words), the manager's name, a scribble and a double-framed rubber stamp;
- salary certificate: the same letterhead and merge, "ATTESTATION DE SALAIRE", one paragraph with the hire date
  ISO and both amounts merged raw with "Dhs" ("un salaire mensuel brut de 12500.00 Dhs, soit un salaire mensuel
  net de 9876.54 Dhs"), closing, place and date in words, signature and stamp;
- CNSS certificate: the EMPLOYER's own "ATTESTATION D'AFFILIATION À LA CNSS" on the same letterhead: the firm's
  affiliation number, the employee, the CIN, the hire date and "immatriculé(e) à la CNSS sous le n° 114523987
  depuis le 2019-12-15" in running sentences, the last declared month ("2026-10"), closing, place, date, stamp;
- bank statement: the online-banking HISTORY PAGE PRINTED FROM A WEB BROWSER: the browser's print header (date
  and time "04/11/2026 09:41" on the left, the page title in the middle), the bank's top bar ("Bonjour ...",
  "Déconnexion"), a menu with "Comptes" underlined, "Historique des opérations", an account selector (holder "FAMILY
  GIVEN", the 24 RIB digits unspaced), a FILTER BAR (a "Rechercher" box with its placeholder, "Du" / "Au" date
  inputs in ISO form, the operation type, a "Filtrer" button), the balances as two lines "Solde initial au 2026-10-01 :
  5432.10 MAD" / "Solde au 2026-10-31 : ...", "N opérations", then the transactions LIST one row per operation
  (ISO operation date, label, value date, ONE signed amount "+9876.54" / "-2345.67") oldest first, the
  "Exporter" links and the pager, and the browser's print footer with the URL (the period in its query) and "1/2";
- RIB: a SCREENSHOT of a mobile banking app's "Partager mon RIB" screen printed on A4: a narrow tall phone
  column in the middle of the page, the status bar (clock, signal, "4G", battery with its percentage), the app bar
  "<- Partager mon RIB", the bank's name, large type: "Titulaire" "M. GIVEN FAMILY", the account, "RIB" with the
  24 digits in 3 / 3 / 16 / 2 groups in large monospace, the IBAN in groups of four, the BIC and the agency, outline
  buttons "Copier le RIB" / "Partager", a share row (WhatsApp, E-mail, SMS, PDF), the bottom tab bar and the home
  indicator.

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
    centred_item,
    flow_text,
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

_LAYOUT = "ab"
_L, _R = 260, 2220  # word-processor margins (about 2.2 cm)
_PASSPORT = (1300, 915)  # an ID-3 data page


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-{_LAYOUT}")


def _period(v: dict[str, Any]) -> str:
    """'2026-10': the pay period, or the statement's month."""
    return str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10-01"))[:7])


def _issue(v: dict[str, Any], key: str, days: tuple[int, int] = (2, 9)) -> str:
    """The ISO date a document was made, early in the month after the period."""
    base = {"cin": v.get("cin") or v.get("rib", ""), "pay_period": _period(v)}
    return issued_after_period(base, key, layout=_LAYOUT, days=days)


def _dot(value: float) -> str:
    """'12500.00': a spreadsheet's number format, a dot decimal and no thousands separator."""
    return f"{value:.2f}"


def _signed(value: float) -> str:
    return ("+" if value >= 0 else "-") + _dot(abs(value))


def _name_fg(name: str) -> str:
    """'EL AMRANI Youssef', as merged from the NOM and PRENOM columns."""
    given, family = _split_name(name)
    return f"{family.upper()} {given}"


def _civility(v: dict[str, Any]) -> str:
    return "Mme" if _female(v) else "M."


def _e(v: dict[str, Any]) -> str:
    """The feminine ending of a participle ('employé' / 'employée')."""
    return "e" if _female(v) else ""


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 24) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _ascii(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return "".join(c for c in plain if c.isalnum())


def _firm(employer: str) -> dict[str, str]:
    """The small employer's address, registrations and manager, the same on every layout-ab document."""
    rng = random.Random(f"ab-firm-{employer}")
    town, street, code = rng.choice(
        (
            ("Casablanca", "45, rue Abou Bakr El Kadiri, Sidi Maârouf", "20280"),
            ("Casablanca", "12, boulevard Al Qods, Hay Moulay Rachid", "20670"),
            ("Rabat", "8, rue Oued Ziz, Agdal", "10090"),
            ("Marrakech", "Lot Massira 2, n° 311, route de Safi", "40000"),
            ("Agadir", "Quartier industriel Anza, rue 7, n° 19", "80000"),
            ("Meknès", "23, avenue des FAR, Hamria", "50000"),
        )
    )
    words = [w for w in employer.split() if w.upper() not in ("SARL", "SA", "SARLAU")]
    managers = ("Hassan Ouazzani", "Abdelilah Squalli", "Mustapha Kettani", "Leila Benkirane", "Driss Lahlou")
    trades = (
        "Négoce - Transport - Services",
        "Travaux - Études - Maintenance",
        "Import - Export - Distribution",
        "Conseil - Formation - Informatique",
    )
    manager = rng.choice(managers)
    return {
        "manager": manager,
        "e": "e" if manager.startswith("Leila") else "",
        "role": "La Gérante" if manager.startswith("Leila") else "Le Gérant",
        "town": town,
        "street": street,
        "code": code,
        "initials": "".join(w[0] for w in words[:2]).upper(),
        "short": " ".join(words),
        "trade": rng.choice(trades),
        "phone": f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "gsm": f"06 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "mail": "contact@" + _ascii(" ".join(words))[:18] + ".ma",
        "rc": str(rng.randint(20_000, 599_999)),
        "if": str(rng.randint(10_000_000, 59_999_999)),
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
        "form": "SA" if employer.split()[-1] == "SA" else "SARL",
        "capital": rng.choice(("300 000", "1 000 000", "3 000 000"))
        if employer.split()[-1] == "SA"
        else rng.choice(("10 000", "50 000", "100 000")),
    }


# the spreadsheet payslip ----------------------------------------------------------------------------------------
_COLS = (360, 300, 250, 230, 250, 240, 240, 240)  # the sheet's column widths, A to H
_GX, _GY, _ROW = 230, 250, 68  # the grid's left edge, its top, the row height
Cell = tuple[int, str, str, str]  # (span, text, style, align)


def _sheet(rows: list[list[Cell]]) -> tuple[list[Item | Rule], int]:
    """The printed sheet: column letters and row numbers, every cell ruled (merged cells span their columns)."""
    edges = [_GX]
    for width in _COLS:
        edges.append(edges[-1] + width)
    out: list[Item | Rule] = [Rule(_GX - 80, _GY - 50, edges[-1], _GY - 49), Rule(_GX - 80, _GY - 50, _GX - 79, _GY)]
    for i in range(len(_COLS)):  # column letters
        out += [
            centred_item(edges[i], edges[i + 1], _GY - 44, "ABCDEFGH"[i], 28),
            Rule(edges[i + 1] - 1, _GY - 50, edges[i + 1], _GY),
        ]
    for r, row in enumerate(rows):
        top = _GY + r * _ROW
        out += [
            Rule(_GX - 80, top, edges[-1], top + 1),
            centred_item(_GX - 80, _GX, top + 18, str(r + 1), 28),
            Rule(_GX - 80, top, _GX - 79, top + _ROW),
        ]
        cells = row or [(1, "", "regular", "left")] * len(_COLS)
        col = 0
        for span, text, style, align in cells:
            x0, x1 = edges[col], edges[col + span]
            out.append(Rule(x0, top, x0 + 1, top + _ROW))
            if text:
                size = 34 if style == "title" else 32
                weight = "bold" if style in ("bold", "title") else "regular"
                size = _fit(text, x1 - x0 - 24, size, weight)
                y = top + (_ROW - round(size * 1.15)) // 2
                if align == "right":
                    out.append(right_item(x1 - 12, y, text, size, weight))
                elif align == "center":
                    out.append(centred_item(x0, x1, y, text, size, weight))
                else:
                    out.append(Item(x0 + 12, y, text, size, weight))
            col += span
        out.append(Rule(edges[-1] - 1, top, edges[-1], top + _ROW))
    bottom = _GY + len(rows) * _ROW
    out.append(Rule(_GX - 80, bottom, edges[-1], bottom + 1))
    return out, bottom


def _c(span: int, text: str = "", style: str = "regular", align: str = "left") -> Cell:
    return (span, text, style, align)


def payslip(v: dict[str, Any]) -> Page:
    """A small firm's payslip printed from its spreadsheet, gridlines and headers included."""
    p = pay_lines(v)
    firm = _firm(v["employer"])
    period = v["pay_period"]
    year, month = (int(x) for x in period.split("-"))
    end = f"{period}-{last_day(year, month):02d}"
    given, family = _split_name(v["applicant_name"])
    rng = _rng(v, "payslip")
    matricule = f"{rng.randint(1, 48):03d}"
    hours = 191
    bonus_row: list[list[Cell]] = []
    if p["bonus"] > 0:
        bonus_row = [
            [
                _c(2, "Prime d'ancienneté"),
                _c(1, _dot(p["base"]), align="right"),
                _c(1, f"{p['rate']:.0f}%", align="right"),
                _c(2, _dot(p["bonus"]), align="right"),
                _c(2),
            ]
        ]
    rows: list[list[Cell]] = [
        [_c(4, v["employer"].upper(), "title"), _c(4, "BULLETIN DE PAIE", "title", "center")],
        [_c(4, firm["street"]), _c(4, f"Mois : {period}", "bold", "center")],
        [
            _c(4, f"{firm['code']} {firm['town']} - Tél. {firm['phone']}"),
            _c(4, f"Du {period}-01 au {end}", "", "center"),
        ],
        [_c(4, f"N° CNSS employeur : {v['employer_cnss']}"), _c(4, f"Date de paiement : {end}", "", "center")],
        [],
        [
            _c(1, "Nom", "bold"),
            _c(1, "Prénom", "bold"),
            _c(1, "CIN", "bold"),
            _c(2, "N° CNSS", "bold"),
            _c(2, "Date d'embauche", "bold"),
            _c(1, "Matricule", "bold"),
        ],
        [
            _c(1, family.upper()),
            _c(1, given.upper()),
            _c(1, v["cin"]),
            _c(2, v["cnss_number"]),
            _c(2, v["hire_date"]),
            _c(1, matricule, align="right"),
        ],
        [],
        [
            _c(2, "Fonction", "bold"),
            _c(1, "Contrat", "bold"),
            _c(1, "Jours", "bold"),
            _c(1, "Heures", "bold"),
            _c(2, "Mode de paiement", "bold"),
            _c(1, "Enfants", "bold"),
        ],
        [
            _c(2, v["position"]),
            _c(1, v["contract_type"]),
            _c(1, "26", align="right"),
            _c(1, str(hours), align="right"),
            _c(2, "Virement"),
            _c(1, str(rng.randint(0, 3)), align="right"),
        ],
        [],
        [
            _c(2, "Rubrique", "bold"),
            _c(1, "Base", "bold", "right"),
            _c(1, "Taux", "bold", "right"),
            _c(2, "Gains", "bold", "right"),
            _c(2, "Retenues", "bold", "right"),
        ],
        [
            _c(2, "Salaire de base"),
            _c(1, f"{hours} h", align="right"),
            _c(1, _dot(p["base"] / hours), align="right"),
            _c(2, _dot(p["base"]), align="right"),
            _c(2),
        ],
        *bonus_row,
        [_c(2, "Salaire brut", "bold"), _c(1), _c(1), _c(2, _dot(p["gross"]), "bold", "right"), _c(2)],
        [
            _c(2, "CNSS"),
            _c(1, _dot(min(p["gross"], 6000.0)), align="right"),
            _c(1, "4.48%", align="right"),
            _c(2),
            _c(2, _dot(p["cnss"]), align="right"),
        ],
        [
            _c(2, "AMO"),
            _c(1, _dot(p["gross"]), align="right"),
            _c(1, "2.26%", align="right"),
            _c(2),
            _c(2, _dot(p["amo"]), align="right"),
        ],
        [
            _c(2, "IR"),
            _c(1, _dot(p["taxable"]), align="right"),
            _c(1),
            _c(2),
            _c(2, _dot(p["igr"]), align="right"),
        ],
        [_c(2, "Total retenues", "bold"), _c(1), _c(1), _c(2), _c(2, _dot(p["held"]), "bold", "right")],
        [_c(2, "Net à payer", "bold"), _c(1), _c(1), _c(2), _c(2, _dot(p["net"]), "bold", "right")],
        [],
        [
            _c(2, "Brut", "bold"),
            _c(1, "CNSS", "bold"),
            _c(1, "AMO", "bold"),
            _c(2, "IR", "bold"),
            _c(2, "Net à payer", "bold"),
        ],
        [
            _c(2, _dot(p["gross"]) + " Dhs", align="right"),
            _c(1, _dot(p["cnss"]), align="right"),
            _c(1, _dot(p["amo"]), align="right"),
            _c(2, _dot(p["igr"]), align="right"),
            _c(2, _dot(p["net"]) + " Dhs", "bold", "right"),
        ],
        [],
        [_c(4, "Signature employeur", "bold"), _c(4, "Signature salarié", "bold")],
        [_c(4), _c(4)],
        [_c(4), _c(4)],
    ]
    grid, bottom = _sheet(rows)
    items: list[Item | Rule] = [
        centred_item(0, A4[0], 110, f"PAIE_{period}", 30),
        *grid,
        Item(_GX, bottom + 40, f"Bulletin établi sur tableur par {firm['manager']}, {firm['role'][3:].lower()}.", 28),
        centred_item(0, A4[0], 3340, "Page 1", 30),
    ]
    return Page(A4, tuple(items))


# phone photos pasted into a word-processor page -----------------------------------------------------------------
def _scale(items: list[Item | Rule], ox: int, oy: int, s: float) -> list[Item | Rule]:
    """Card-coordinate items placed at (ox, oy) and enlarged `s` times."""
    out: list[Item | Rule] = []
    for it in items:
        if isinstance(it, Rule):
            out.append(Rule(ox + round(it.x0 * s), oy + round(it.y0 * s), ox + round(it.x1 * s), oy + round(it.y1 * s)))
        else:
            out.append(Item(ox + round(it.x * s), oy + round(it.y * s), it.text, round(it.size * s), it.style))
    return out


def _cloth(x0: int, y0: int, x1: int, y1: int, hole: tuple[int, int, int, int]) -> list[Item | Rule]:
    """A checked tablecloth: woven bands of thin lines filling the photo around `hole` (the card and its shadow)."""
    hx0, hy0, hx1, hy1 = hole
    regions = [(x0, y0, x1, hy0), (x0, hy1, x1, y1), (x0, hy0, hx0, hy1), (hx1, hy0, x1, hy1)]
    out: list[Item | Rule] = []
    for rx0, ry0, rx1, ry1 in regions:
        if rx1 - rx0 < 4 or ry1 - ry0 < 4:
            continue
        for band in range(x0 - 200, x1, 150):
            for k in range(5):
                x = band + k * 9
                if rx0 <= x < rx1 - 2:
                    out.append(Rule(x, ry0, x + 2, ry1))
        for band in range(y0 - 200, y1, 150):
            for k in range(5):
                y = band + k * 9
                if ry0 <= y < ry1 - 2:
                    out.append(Rule(rx0, y, rx1, y + 2))
    return out


def _thumb(cx: int, cy: int, rx: int, ry: int, clip: tuple[int, int, int, int]) -> list[Item | Rule]:
    """The holder's thumb: an ellipse of horizontal slices, clipped to the photo."""
    x0, y0, x1, y1 = clip
    out: list[Item | Rule] = []
    for dy in range(-ry, ry + 1, 6):
        half = round(rx * math.sqrt(max(0.0, 1 - (dy / ry) ** 2)))
        y = cy + dy
        a, b = max(x0, cx - half), min(x1, cx + half)
        if y0 <= y <= y1 - 6 and b > a:
            out.append(Rule(a, y, b, y + 5))
    # the nail: a lighter outline inside the tip
    return out


def _pasted(
    v: dict[str, Any],
    number: int,
    heading: str,
    sentence: str,
    caption: str,
    card: list[Item | Rule],
    card_size: tuple[int, int],
    scale: float,
    thumb: str,
) -> Page:
    """A word-processor page: the applicant's header, a numbered heading, a phone photo of a card on a checked
    tablecloth pasted as a framed picture with a shadow, a caption and the page footer."""
    given, family = _split_name(v["applicant_name"])
    w, h = round(card_size[0] * scale), round(card_size[1] * scale)
    px0, px1 = _L, _R
    py0 = 700
    py1 = py0 + h + 420
    cx0 = px0 + (px1 - px0 - w) // 2 + _rng(v, f"offset{number}").randint(-60, 60)
    cy0 = py0 + 200
    cx1, cy1 = cx0 + w, cy0 + h
    shadow = 16
    items: list[Item | Rule] = [
        Item(_L, 150, "Dossier de financement - pièces justificatives", 30),
        right_item(_R, 150, f"{given} {family.upper()}", 30),
        Rule(_L, 200, _R, 201),
        Item(_L, 330, heading, 44, "bold"),
        *flow_text(_L, 430, sentence, size=34, gap=54, width=_R - _L)[0],
        *_cloth(px0, py0, px1, py1, (cx0 - 4, cy0 - 4, cx1 + shadow + 4, cy1 + shadow + 4)),
        Rule(cx0 + shadow, cy1, cx1 + shadow, cy1 + shadow),  # the card's shadow on the cloth
        Rule(cx1, cy0 + shadow, cx1 + shadow, cy1 + shadow),
        *frame(cx0, cy0, cx1, cy1, 4),
        *_scale(card, cx0, cy0, scale),
        *frame(px0, py0, px1, py1, 3),  # the picture's border
        Rule(px0 + 14, py1, px1 + 14, py1 + 14),  # the picture's drop shadow
        Rule(px1, py0 + 14, px1 + 14, py1 + 14),
    ]
    clip = (px0 + 3, py0 + 3, px1 - 3, py1 - 3)
    if thumb == "lower_right":
        items += _thumb(cx1 - round(90 * scale), cy1 + 60, 110, 190, clip)
    elif thumb == "upper_right":
        items += _thumb(cx1 - round(80 * scale), cy0 + 10, 110, 180, clip)
    else:  # the left edge, over the portrait
        items += _thumb(cx0 + 10, cy0 + round(300 * scale), 130, 100, clip)
    items += [
        centred_item(px0, px1, py1 + 50, caption, 32),
        centred_item(0, A4[0], 3300, f"Page {number}", 30),
    ]
    return Page(A4, tuple(items))


def _dots(iso: str) -> str:
    return fr_date(iso, ".")


def _card_front(v: dict[str, Any]) -> list[Item | Rule]:
    """The CNIE front in card coordinates (1300 x 820): small labels over bold values, dotted dates."""
    given, family = _split_name(v["applicant_name"])
    place = str(v["place_of_birth"]).upper()
    items: list[Item | Rule] = [
        Item(40, 26, "ROYAUME DU MAROC", 32, "bold"),
        right_item(1260, 24, "المملكة المغربية", 32, "bold"),
        Item(40, 70, "CARTE NATIONALE D'IDENTITÉ", 28),
        right_item(1260, 68, "البطاقة الوطنية للتعريف", 28),
        Rule(40, 118, 1260, 120),
        *frame(40, 150, 350, 540, 3),
        Rule(150, 260, 240, 262),  # a portrait's outline: head and shoulders
        Rule(150, 260, 152, 360),
        Rule(238, 260, 240, 360),
        Rule(150, 358, 240, 360),
        Rule(100, 420, 290, 422),
        Item(400, 150, "Prénom", 24),
        Item(400, 180, given.upper(), 40, "bold"),
        Item(400, 250, "Nom", 24),
        Item(400, 280, family.upper(), 40, "bold"),
        Item(400, 350, "Né(e) le", 24),
        Item(400, 380, _dots(v["date_of_birth"]), 38, "bold"),
        Item(720, 350, "à", 24),
        Item(720, 380, place, _fit(place, 520, 38, "bold"), "bold"),
        Item(400, 450, "Valable jusqu'au", 24),
        Item(400, 480, _dots(v["cin_expiry"]), 38, "bold"),
        Item(40, 580, "N°", 26),
        Item(40, 616, v["cin"], 50, "bold"),
    ]
    for y, part in ((186, given), (286, family)):
        arabic = _AR_NAMES.get(part, "")
        if arabic:
            items.append(right_item(1260, y, arabic, 32))
    return items


def cin_front(v: dict[str, Any]) -> Page:
    """The card's front photographed by phone, pasted into the applicant's word-processor page."""
    return _pasted(
        v,
        1,
        "1. Carte nationale d'identité - recto",
        "Photo de ma carte nationale prise avec mon téléphone. L'original sera présenté à l'agence sur demande.",
        "Figure 1 - CIN recto",
        _card_front(v),
        CARD,
        1.3,
        "lower_right",
    )


def cin_back(v: dict[str, Any]) -> Page:
    """The card's back, on its own word-processor page: filiation, address, civil status, the TD1 MRZ."""
    rng = _rng(v, "back")
    mrz = td1_mrz(v)
    if _female(v):  # the sex is outside every check digit of a TD1 MRZ
        mrz[1] = mrz[1][:7] + "F" + mrz[1][8:]
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    father = rng.choice(("MOHAMED", "AHMED", "ABDELLAH", "LAHCEN", "BRAHIM", "DRISS"))
    mother = rng.choice(("FATIMA", "ZOHRA", "AICHA", "MALIKA", "RACHIDA", "HAFIDA"))
    address = str(v["address"]).upper()
    card: list[Item | Rule] = [
        Item(40, 40, "Fille de" if _female(v) else "Fils de", 24),
        Item(260, 34, father, 36, "bold"),
        Item(40, 100, "et de", 24),
        Item(260, 94, mother, 36, "bold"),
        Item(40, 170, "Adresse", 24),
        Item(40, 204, address, _fit(address, 1220, 38, "bold", 26), "bold"),
        Item(40, 290, "N° d'état civil", 24),
        Item(40, 322, f"{rng.randint(100, 2999)}/{v['date_of_birth'][:4]}", 34, "bold"),
        Item(620, 290, "Sexe", 24),
        Item(620, 322, "F" if _female(v) else "M", 34, "bold"),
        Rule(40, 470, 1260, 472),
        *[Item(70, 510 + i * 96, line, 52, "mono") for i, line in enumerate(mrz)],
    ]
    return _pasted(
        v,
        2,
        "2. Carte nationale d'identité - verso",
        "Le verso de la même carte, photographié sur la même table.",
        "Figure 2 - CIN verso",
        card,
        CARD,
        1.3,
        "upper_right",
    )


def passport(v: dict[str, Any]) -> Page:
    """The passport's data page photographed by phone and pasted into the word-processor page."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout=_LAYOUT, issued_from=2022, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:19] + str((int(mrz[1][19]) + 1) % 10) + mrz[1][20:]
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()

    def field(x: int, y: int, label: str, value: str, size: int = 34) -> list[Item | Rule]:
        return [Item(x, y, label, 22), Item(x, y + 28, value, size, "bold")]

    card: list[Item | Rule] = [
        Item(40, 24, "ROYAUME DU MAROC", 30, "bold"),
        centred_item(0, 1300, 24, "PASSEPORT / PASSPORT", 30, "bold"),
        right_item(1260, 22, "المملكة المغربية", 30, "bold"),
        Item(40, 62, "KINGDOM OF MOROCCO", 22),
        Rule(40, 100, 1260, 102),
        *frame(40, 130, 330, 520, 3),
        *field(370, 124, "Type", "P", 32),
        *field(520, 124, "Code", "MAR", 32),
        *field(760, 124, "N° du passeport / Passport No.", number, 32),
        *field(370, 200, "Nom / Surname", family.upper(), 38),
        *field(370, 280, "Prénoms / Given names", given.upper(), 38),
        *field(370, 360, "Nationalité / Nationality", "MAROCAINE", 30),
        *field(900, 360, "Sexe / Sex", sex, 30),
        *field(370, 430, "Date de naissance / Date of birth", _dots(v["date_of_birth"]), 30),
        *field(900, 430, "Lieu de naissance / Place of birth", place, _fit(place, 360, 30, "bold")),
        *field(370, 500, "Date de délivrance / Date of issue", _dots(issued), 30),
        *field(900, 500, "Date d'expiration / Date of expiry", _dots(expiry), 30),
        *field(370, 570, "Autorité / Authority", "DGSN", 30),
        *field(40, 570, "N° CIN / ID card No.", v["cin"], 30),
        *[Item(40, 700 + i * 84, line, 40, "mono") for i, line in enumerate(mrz)],
    ]
    return _pasted(
        v,
        3,
        "3. Passeport - page d'identité",
        "La page d'identité de mon passeport, photographiée le passeport ouvert et tenu à plat.",
        "Figure 3 - Passeport, page des données",
        card,
        _PASSPORT,
        1.25,
        "left",
    )


# mail-merge letters on a simple letterhead ---------------------------------------------------------------------
def _letterhead(employer: str) -> list[Item | Rule]:
    """A text logo block top left (initials in a framed square, the name and the trade line), the firm's address
    and registrations in the footer."""
    firm = _firm(employer)
    size = _fit(employer.upper(), _R - _L - 230, 48, "bold")
    return [
        *frame(_L, 150, _L + 180, 330, 6),
        centred_item(_L, _L + 180, 186, firm["initials"], 84, "bold"),
        Item(_L + 220, 170, employer.upper(), size, "bold"),
        Item(_L + 220, 240, firm["trade"], 32),
        Rule(_L + 220, 300, _L + 1000, 302),
        Rule(_L, 3190, _R, 3192),
        centred_item(_L, _R, 3215, f"{employer} - {firm['street']}, {firm['code']} {firm['town']}", 28),
        centred_item(_L, _R, 3257, f"Tél. {firm['phone']} - GSM {firm['gsm']} - {firm['mail']}", 28),
        centred_item(
            _L,
            _R,
            3299,
            f"{firm['form']} au capital de {firm['capital']} DH - RC {firm['rc']} - IF {firm['if']} - "
            f"ICE {firm['ice']}",
            28,
        ),
    ]


def _letter(v: dict[str, Any], key: str, title: str, paragraphs: list[str], employer: str | None = None) -> Page:
    """The letter's body: reference, title, paragraphs, place and date, signature, scribble and stamp."""
    employer = employer or v["employer"]
    firm = _firm(employer)
    rng = _rng(v, key)
    issued = _issue(v, key)
    ref = f"Réf. : {issued[:4]}/{key[:3].upper()}/{rng.randint(3, 180):03d}"
    items: list[Item | Rule] = [*_letterhead(employer), Item(_L, 520, ref, 32)]
    title_w = text_width(title, 52, "bold")
    x_title = round((_L + _R - title_w) / 2)
    items += [Item(x_title, 700, title, 52, "bold"), Rule(x_title, 772, x_title + round(title_w), 775)]
    y = 930
    for paragraph in paragraphs:
        lines, y = flow_text(_L, y, paragraph, size=38, gap=66, width=_R - _L)
        items += lines
        y += 40
    y += 30
    items.append(Item(1300, y, f"Fait à {firm['town']}, le {fr_words_date(issued)}", 36))
    y += 110
    items += [Item(1300, y, firm["role"], 36, "bold"), Item(1300, y + 56, firm["manager"], 36)]
    # the scribble: a few short strokes climbing and falling
    sx, sy = 1320, y + 160
    for k in range(0, 380, 3):
        dy = round(26 * math.sin(k / 23 + rng.random() * 0.2) + 12 * math.sin(k / 7))
        items.append(Rule(sx + k, sy + dy, sx + k + 4, sy + dy + 4))
    # the rubber stamp, double-framed, left of the signature
    stamp = employer.upper()
    items += [
        *frame(_L + 40, y - 20, _L + 820, y + 230, 4),
        *frame(_L + 56, y - 4, _L + 804, y + 214, 2),
        centred_item(_L + 56, _L + 804, y + 30, stamp, _fit(stamp, 700, 34, "bold"), "bold"),
        centred_item(_L + 56, _L + 804, y + 90, f"{firm['code']} {firm['town'].upper()}", 30),
        centred_item(_L + 56, _L + 804, y + 140, f"Tél. {firm['phone']}", 30),
    ]
    return Page(A4, tuple(items))


def employment_certificate(v: dict[str, Any]) -> Page:
    """A mail-merge employment certificate: merged fields in the spreadsheet's raw formats."""
    firm = _firm(v["employer"])
    words = {"CDI": "à durée indéterminée", "CDD": "à durée déterminée"}.get(v["contract_type"], "")
    contract = glue(f"{v['contract_type']} ({words})") if words else glue(v["contract_type"])
    name = glue(f"{_civility(v)} {_name_fg(v['applicant_name'])}")
    paragraphs = [
        f"Je soussigné{firm['e']}, {glue(firm['manager'])}, agissant en qualité de {firm['role'][3:]} de la société "
        f"{glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro "
        f"{v['employer_cnss']}, certifie que {name}, titulaire de la carte nationale d'identité n° {v['cin']}, "
        f"est employé{_e(v)} au sein de notre société depuis le {v['hire_date']} en qualité de "
        f"{glue(v['position'])}, dans le cadre d'un contrat {contract}.",
        f"À la date de la présente attestation, l'intéressé{_e(v)} fait toujours partie de notre personnel.",
        f"Cette attestation est délivrée à l'intéressé{_e(v)}, sur sa demande, pour servir et valoir ce que de droit.",
    ]
    return _letter(v, "employment", "ATTESTATION DE TRAVAIL", paragraphs)


def salary_certificate(v: dict[str, Any]) -> Page:
    """A mail-merge salary certificate: both amounts merged raw ("12500.00 Dhs") in one sentence."""
    firm = _firm(v["employer"])
    name = glue(f"{_civility(v)} {_name_fg(v['applicant_name'])}")
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    paragraphs = [
        f"Je soussigné{firm['e']}, {glue(firm['manager'])}, {firm['role'][3:]} de la société "
        f"{glue(v['employer'])}, atteste que "
        f"{name}, titulaire de la carte nationale d'identité n° {v['cin']}, employé{_e(v)} dans notre société "
        f"depuis le {v['hire_date']} en qualité de {glue(v['position'])}, perçoit un salaire mensuel brut de "
        f"{glue(_dot(gross) + ' Dhs')}, soit un salaire mensuel net de {glue(_dot(net) + ' Dhs')} après "
        "déduction des cotisations CNSS et AMO et de l'impôt sur le revenu.",
        "Le salaire est versé chaque fin de mois par virement bancaire.",
        f"Cette attestation est délivrée à l'intéressé{_e(v)}, sur sa demande, pour servir et valoir ce que de droit.",
    ]
    return _letter(v, "salary", "ATTESTATION DE SALAIRE", paragraphs)


def cnss_certificate(v: dict[str, Any]) -> Page:
    """The employer's own certificate of the employee's CNSS registration, in running sentences."""
    employer = str(v.get("employer", "Atlas Industries SARL"))
    firm = _firm(employer)
    name = glue(f"{_civility(v)} {_name_fg(v['applicant_name'])}")
    hire = v.get("hire_date")
    since = f", employé{_e(v)} dans notre société depuis le {hire}," if hire else ""
    paragraphs = [
        f"Je soussigné{firm['e']}, {glue(firm['manager'])}, {firm['role'][3:]} de la société "
        f"{glue(employer)}, affiliée à la Caisse "
        f"Nationale de Sécurité Sociale sous le numéro {v['employer_cnss']}, atteste que {name}, titulaire de la "
        f"carte nationale d'identité n° {v['cin']}{since} est immatriculé{_e(v)} à la CNSS sous le numéro "
        f"{v['cnss_number']} depuis le {v['affiliation_date']}.",
        f"L'intéressé{_e(v)} est régulièrement déclaré{_e(v)} par notre société ; la dernière déclaration "
        f"de salaires transmise par Damancom porte sur le mois de {_period(v)}.",
        f"Cette attestation est délivrée à l'intéressé{_e(v)}, sur sa demande, pour servir et valoir ce que de droit.",
    ]
    return _letter(v, "cnss", "ATTESTATION D'AFFILIATION À LA CNSS", paragraphs, employer)


# the bank: a browser print and a phone screenshot ---------------------------------------------------------------
def _bank_host(bank: str) -> str:
    return {
        "Attijariwafa bank": "www.attijarinet.ma",
        "Banque Populaire": "www.chaabinet.ma",
        "Bank of Africa": "www.bmcedirect.ma",
        "CIH Bank": "www.cihnet.ma",
        "Crédit Agricole du Maroc": "www.e-cam.ma",
        "Société Générale Maroc": "www.sgonline.ma",
    }.get(bank, "www." + _ascii(bank)[:16] + ".ma")


def _cents(value: float) -> int:
    return round(value * 100)


def _operations(v: dict[str, Any]) -> list[tuple[str, str, str, int]]:
    """(operation date, label, value date, signed cents), oldest first, summing from the opening balance to the
    closing one: the salary, the rent (what closes the balance), card payments, bills and transfers received."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    ym = start[:7]
    last = int(end[8:10])
    rng = _rng(v, "statement-" + start)
    opening, closing = _cents(float(v["opening_balance"])), _cents(float(v["closing_balance"]))
    net = _cents(float(v.get("net_salary", 0.0)))
    rent = opening + net - closing
    ops: list[tuple[int, str, int]] = []
    if net:
        employer = str(v.get("employer", "EMPLOYEUR")).upper()[:24]
        ops.append((rng.randint(max(1, last - 6), last - 1), f"VIR RECU {employer} SALAIRE", net))
    ops.append((rng.randint(2, 6), "PRLV LOYER " + rng.choice(("M. ALAMI", "SCI AL WAHDA", "M. TAHIRI")), -rent))
    shops = ("MARJANE", "CARREFOUR", "BIM", "ACIMA", "PHARMACIE ANNOUR", "AFRIQUIA", "JUMIA", "GLOVO")
    spent = 0
    for _ in range(rng.randint(6, 8)):
        amount = rng.randint(4_000, 85_000)
        spent += amount
        ops.append((rng.randint(1, last), f"PAIEMENT CARTE {rng.choice(shops)}", -amount))
    bill = rng.randint(19_000, 64_000)
    spent += bill
    ops.append((rng.randint(3, last), rng.choice(("PRLV LYDEC", "PRLV REDAL", "PRLV AMENDIS")), -bill))
    phone = rng.choice((9_900, 14_900, 19_900))
    spent += phone
    ops.append((rng.randint(3, last), rng.choice(("PRLV MAROC TELECOM", "PRLV ORANGE MAROC", "PRLV INWI")), -phone))
    first = spent * rng.randint(40, 60) // 100
    ops += [
        (rng.randint(5, 15), "VIR RECU " + rng.choice(("FAMILLE", "M. BENNIS", "TONTINE DARET")), first),
        (rng.randint(12, last), "VERSEMENT ESPECES GAB", spent - first),
    ]
    ops.sort(key=lambda o: (o[0], o[2] < 0, o[1]))
    assert opening + sum(c for *_, c in ops) == closing
    out = []
    for day, label, cents in ops:
        value_day = min(last, day + (1 if cents < 0 and "CARTE" in label else 0))
        out.append((f"{ym}-{day:02d}", label, f"{ym}-{value_day:02d}", cents))
    return out


def _amount(cents: int) -> str:
    return ("-" if cents < 0 else "+") + f"{abs(cents) // 100}.{abs(cents) % 100:02d}"


def _balance(value: float) -> str:
    return f"{_dot(value)} MAD"


def bank_statement(v: dict[str, Any]) -> Page:
    """The online-banking history page printed from a web browser (print header and footer included)."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    bank = v["bank_name"]
    host = _bank_host(bank)
    printed = _issue(v, "statement", (2, 6))
    rng = _rng(v, "print")
    clock = f"{rng.randint(8, 22):02d}:{rng.randint(0, 59):02d}"
    holder = str(v["account_holder"])
    given, family = _split_name(holder)
    x0, x1 = 180, 2300
    title = f"Historique des opérations - {bank}"
    items: list[Item | Rule] = [
        Item(x0 - 60, 60, f"{fr_date(printed)} {clock}", 28),
        centred_item(0, A4[0], 60, title, 28),
        # the site's top bar
        *frame(x0, 160, x1, 290, 2),
        Item(x0 + 30, 190, bank, 50, "bold"),
        right_item(x1 - 330, 206, f"Bonjour {given} {family.upper()}", 32),
        *frame(x1 - 290, 192, x1 - 30, 258, 2),
        centred_item(x1 - 290, x1 - 30, 206, "Déconnexion", 30),
    ]
    menu = ("Accueil", "Comptes", "Virements", "Cartes", "Crédits", "Mes documents")
    x = x0 + 30
    for entry in menu:
        style = "bold" if entry == "Comptes" else "regular"
        items.append(Item(x, 320, entry, 34, style))
        w = round(text_width(entry, 34, style))
        if entry == "Comptes":
            items.append(Rule(x, 368, x + w, 373))
        x += w + 90
    items += [
        Rule(x0, 390, x1, 391),
        Item(x0, 440, "Historique des opérations", 48, "bold"),
        # the account selector
        *frame(x0, 540, x1, 700, 2),
        Item(x0 + 30, 556, "Compte", 28),
        Item(x0 + 30, 596, f"COMPTE CHEQUE - {v['rib']}", 38, "bold"),
        Item(x0 + 30, 650, f"Titulaire : {family.upper()} {given.upper()}", 32),
        right_item(x1 - 30, 600, "Changer de compte  v", 30),
        # the filter bar
        *frame(x0, 740, x1, 900, 2),
        Item(x0 + 30, 752, "Rechercher", 28, "bold"),
        *frame(x0 + 30, 794, x0 + 760, 874, 2),
        Item(x0 + 56, 814, "Libellé, montant...", 32),
        Item(x0 + 800, 752, "Du", 28, "bold"),
        *frame(x0 + 800, 794, x0 + 1110, 874, 2),
        Item(x0 + 822, 814, start, 34),
        Item(x0 + 1140, 752, "Au", 28, "bold"),
        *frame(x0 + 1140, 794, x0 + 1450, 874, 2),
        Item(x0 + 1162, 814, end, 34),
        Item(x0 + 1480, 752, "Type", 28, "bold"),
        *frame(x0 + 1480, 794, x0 + 1850, 874, 2),
        Item(x0 + 1500, 814, "Toutes  v", 32),
        *frame(x0 + 1880, 794, x1 - 30, 874, 4),
        centred_item(x0 + 1880, x1 - 30, 812, "Filtrer", 34, "bold"),
    ]
    ops = _operations(v)
    items += [
        Item(x0, 950, f"Solde initial au {start} : {_balance(float(v['opening_balance']))}", 36, "bold"),
        Item(x0, 1010, f"Solde final au {end} : {_balance(float(v['closing_balance']))}", 36, "bold"),
        right_item(x1, 1010, f"{len(ops)} opérations", 32),
    ]
    cols = (x0 + 20, x0 + 330, x0 + 1400)
    y = 1100
    items += [
        Rule(x0, y, x1, y + 2),
        Item(cols[0], y + 18, "Date", 30, "bold"),
        Item(cols[1], y + 18, "Libellé", 30, "bold"),
        Item(cols[2], y + 18, "Date de valeur", 30, "bold"),
        right_item(x1 - 20, y + 18, "Montant (MAD)", 30, "bold"),
        Rule(x0, y + 72, x1, y + 74),
    ]
    y += 74
    for day, label, value_day, cents in ops:
        style = "bold" if cents > 0 else "regular"
        items += [
            Item(cols[0], y + 20, day, 32),
            Item(cols[1], y + 20, label, _fit(label, cols[2] - cols[1] - 30, 32)),
            Item(cols[2], y + 20, value_day, 32),
            right_item(x1 - 20, y + 20, _amount(cents), 32, style),
            Rule(x0, y + 78, x1, y + 79),
        ]
        y += 80
    items += [
        Item(x0, y + 40, "Exporter : PDF | CSV | Excel", 30),
        right_item(x1, y + 40, "<  1  2  >", 32),
        Item(x0, 3420, f"https://{host}/particuliers/comptes/historique?du={start}&au={end}", 28),
        right_item(x1 + 60, 3420, "1/2", 28),
    ]
    return Page(A4, tuple(items))


_LOGOS = {
    "Attijariwafa bank": "AWB",
    "Banque Populaire": "BP",
    "Bank of Africa": "BOA",
    "CIH Bank": "CIH",
    "Crédit Agricole du Maroc": "CAM",
    "Société Générale Maroc": "SG",
}


def _battery(x: int, y: int, percent: int) -> list[Item | Rule]:
    fill = round(60 * percent / 100)
    return [
        *frame(x, y, x + 70, y + 36, 3),
        Rule(x + 70, y + 10, x + 77, y + 26),
        Rule(x + 6, y + 6, x + 6 + fill, y + 30),
    ]


def rib(v: dict[str, Any]) -> Page:
    """A screenshot of the bank app's "Partager mon RIB" screen printed on A4: a narrow, tall phone column."""
    bank = v["bank_name"]
    given, family = _split_name(str(v["account_holder"]))
    rng = _rng(v, "phone")
    c0, c1, t0, t1 = 560, 1920, 200, 3300  # the screenshot's edges on the page
    x0, x1 = c0 + 70, c1 - 70  # the screen's content margins
    civility = _civility({"applicant_name": v["account_holder"]})
    percent = rng.randint(18, 96)
    logo = _LOGOS.get(bank, "".join(w[0] for w in bank.split()[:2]).upper())
    holder = f"{civility} {given.upper()} {family.upper()}"
    agency = rng.choice(
        ("Casablanca Maârif", "Rabat Agdal", "Fès Route d'Imouzzer", "Marrakech Guéliz", "Agadir Talborjt")
    )
    items: list[Item | Rule] = [
        *frame(c0, t0, c1, t1, 2),
        # status bar
        Item(x0, t0 + 36, f"{rng.randint(7, 23):02d}:{rng.randint(0, 59):02d}", 40, "bold"),
        *[Rule(x1 - 330 + k * 22, t0 + 76 - 10 * k, x1 - 316 + k * 22, t0 + 76) for k in range(4)],
        Item(x1 - 230, t0 + 38, "4G", 34, "bold"),
        *_battery(x1 - 150, t0 + 42, percent),
        right_item(x1 - 350, t0 + 42, f"{percent} %", 32),
        # app bar
        Item(x0, t0 + 180, "<-", 52, "bold"),
        Item(x0 + 110, t0 + 180, "Partager mon RIB", 52, "bold"),
        Rule(c0, t0 + 290, c1, t0 + 292),
        # the bank
        *frame(x0, t0 + 350, x0 + 130, t0 + 480, 4),
        centred_item(x0, x0 + 130, t0 + 390, logo, _fit(logo, 110, 52, "bold"), "bold"),
        Item(x0 + 170, t0 + 360, bank, _fit(bank, x1 - x0 - 170, 48, "bold"), "bold"),
        Item(x0 + 170, t0 + 430, "Banque mobile", 34),
    ]
    y = t0 + 560
    fields = [
        ("Titulaire du compte", holder, "bold", 50),
        ("Compte", "Compte chèque - MAD", "regular", 44),
        ("RIB (24 chiffres)", _rib_groups(v["rib"]), "mono", 50),
        ("IBAN", iban(v["rib"]), "mono", 42),
        ("Code SWIFT / BIC", _BIC.get(bank, "BCMAMAMC"), "mono", 46),
        ("Agence", agency, "regular", 44),
    ]
    items.append(Rule(x0 - 20, y - 30, x1 + 20, y - 28))
    for label, value, style, size in fields:
        weight = "bold" if style == "mono" else style
        font = "mono" if style == "mono" else weight
        size = _fit(value, x1 - x0, size, font)
        items += [Item(x0, y, label, 34), Item(x0, y + 52, value, size, font)]
        if style == "mono" and label.startswith("RIB"):
            cw = text_width("0", size, "mono")
            for start, caption in ((0, "Banque"), (4, "Ville"), (8, "N° de compte"), (25, "Clé")):
                items.append(Item(x0 + round(start * cw), y + 52 + size + 14, caption, 28))
            y += 50
        y += 170
        items.append(Rule(x0 - 20, y - 34, x1 + 20, y - 33))
    y += 20
    half = (x0 + x1) // 2
    items += [
        *frame(x0, y, half - 20, y + 120, 4),
        centred_item(x0, half - 20, y + 36, "Copier le RIB", 40, "bold"),
        *frame(half + 20, y, x1, y + 120, 4),
        centred_item(half + 20, x1, y + 36, "Partager", 40, "bold"),
    ]
    y += 200
    items.append(Item(x0, y, "Envoyer par", 36, "bold"))
    y += 70
    step = (x1 - x0) // 4
    for k, app in enumerate(("WhatsApp", "E-mail", "SMS", "PDF")):
        bx = x0 + k * step + (step - 130) // 2
        items += [
            *frame(bx, y, bx + 130, y + 130, 3),
            centred_item(x0 + k * step, x0 + (k + 1) * step, y + 150, app, 32),
        ]
    y += 260
    items.append(Item(x0, y, "Vos coordonnées bancaires ne permettent pas de débiter votre compte.", 28))
    # bottom tab bar and home indicator
    bar = t1 - 260
    items.append(Rule(c0, bar, c1, bar + 2))
    tabs = ("Accueil", "Comptes", "Paiements", "Plus")
    step = (c1 - c0) // 4
    for k, tab in enumerate(tabs):
        bx = c0 + k * step
        items += [
            *frame(bx + step // 2 - 30, bar + 40, bx + step // 2 + 30, bar + 100, 3),
            centred_item(bx, bx + step, bar + 120, tab, 30, "bold" if tab == "Comptes" else "regular"),
        ]
    items.append(Rule((c0 + c1) // 2 - 200, t1 - 50, (c0 + c1) // 2 + 200, t1 - 40))
    return Page(A4, tuple(items))


PAGES_AB: dict[str, Callable[[dict[str, Any]], Page]] = {
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
