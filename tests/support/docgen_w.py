"""Layout "w" of every document type: a twenty-third, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_v`, other real-world
conventions, all from ACCOUNTING FIRMS (fiduciaires) AND ERP PRINTOUTS: pages printed by an accountant's payroll
software or a large firm's ERP, with the software's strip at the top (product and version, module, company file
code "Dossier 0142", the screen or report code), numbered rubric codes, abbreviated labels ("Mat.", "D. emb.",
"Qualif.", "Sal. brut", "Tot. ret.", "Net à pay."), dates as "01.03.2019", amounts with a DOT as thousands
separator and a decimal comma ("12.500,00"), deductions and debits with a TRAILING minus ("1.234,56-"), grids of
small boxed cells whose tiny label sits at the cell's top-left with the value under it in the same box, and the
ERP's print stamp in the footer ("Édité le 05.11.2026 à 10:42 par PAIE01 - Page 1/1"):

- payslip: a LANDSCAPE A4 bulletin from a fiduciary's payroll package: the package's strip ("Dossier 0142 ...",
  bulletin number), the employer's block top left (address, "N° affil. CNSS", ICE, RC, IF), "BULLETIN DE PAIE" top
  right over "Période : 10.2026" and "du 01.10.2026 au 31.10.2026", the employee as a TWO-ROW GRID of boxed cells
  (Mat. | Nom | Prénom | N° CIN | N° CNSS | D. emb. | Anc. | Qualif., then Contrat | Catég. | Sit. fam. | Enf. |
  Jours trav. | Mode pmt | Affectation), a fully ruled Rub. / Libellé / Base-Nbre / Taux / Gains / Retenues / Tx
  pat. / Part pat. table whose every line starts with a four-digit rubric code ("1000 Salaire de base", "1150 Prime
  d'ancienneté", "1900 SALAIRE BRUT", "5010 Cotisation CNSS", "5020 Cotisation AMO", "5500 Impôt sur le revenu",
  employer-only lines for family allowances and vocational training tax), deductions "268,80-", a "TOTAUX" row, a
  strip of totals cells "Sal. brut | Cot. sal. | Net imp. | IR | Tot. ret. | Net à pay. (MAD)" (the net cell
  heavier), a strip of annual cumuls, and the fiduciary's footer ("Établi par Fiduciaire ... pour le compte de
  ...") with the print stamp;
- CNIE front: the card SCANNED ON A FLATBED at real size: an A4 portrait page, white, the card (about 1010 x 640
  px, rounded corners) in the top-left area with a thin grey scanner shadow along its edges; on the card a
  header strip "ROYAUME DU MAROC" / Arabic with "CARTE NATIONALE D'IDENTITÉ" under it, the number after "N°" at
  the top LEFT above the photo, bilingual labels "Prénom · الاسم" in small type over bold values (given name, then
  family name, then "Né(e) le" and "à" side by side, then the validity), dotted dates "12.03.1988", the sex and a
  CAN number along the lower edge;
- CNIE back: the same flatbed scan of the back: a two-column block of small labels over values (father and mother
  side by side, the address across the card, civil status and sex side by side), a chip-reader logo box at the
  right, the TD1 MRZ in the lower third;
- passport: the data page (about 1480 x 1040 px) scanned on the flatbed at real size in the top-left area of an A4
  page, with the booklet's binding edge drawn as a double line along its top: a bilingual header, the photo on the
  left, French / English labels over the values in two columns (type, code, number; surname; given names;
  nationality, sex; date and place of birth; issue and expiry; authority; "N° CNIE / ID card No." the CIN), dotted
  dates, the TD3 MRZ at the foot of the page;
- employment certificate: printed from the employer's HR MODULE: the ERP strip with the document model code
  ("ATT-TRAV-02"), the letterhead, the reference and "Casablanca, le 05.11.2026", a framed title, ONE short
  standard sentence naming the employer and its CNSS number, then the employee as a BOXED GRID (Mat. | Nom |
  Prénom | N° CIN, then Qualif. | D. emb. | Contrat | Statut), the standard closing, the signatory and a stamp box,
  the ERP print stamp;
- salary certificate: the same HR-module frame ("ATT-SAL-01"), a short standard sentence, the identity grid
  (Mat. | Nom | Prénom | N° CIN, Qualif. | D. emb. | Service), a grid of the monthly pay (Sal. brut mens. | Tot.
  ret. | Net mens.) and, under it, the reference month's rubric breakdown with codes (deductions with a trailing
  minus), the net restated in words, signature, print stamp;
- CNSS certificate: the employer's HR module's "ATTESTATION D'AFFILIATION CNSS": a standard sentence with the
  employer and its affiliation number, a boxed grid of the insured (Mat. | Nom | Prénom | N° CIN, N° immat. CNSS |
  D. affil. CNSS | D. emb. | Régime) and a table of the last three salary declarations (BDS) with period, number,
  declared days and state, signature and print stamp;
- bank statement: a LANDSCAPE A4 statement from the bank's core system: the system's strip (agency code, report
  "RLV-M"), "RELEVÉ DE COMPTE" with the extract number and "Période du 01.10.2026 au 31.10.2026", a boxed grid of
  the account (Titulaire | N° client | Devise | Agence, then the RIB's four parts and the whole RIB in 24 digits),
  a Date opé. / Date valeur / Libellé / Référence / Montant / Solde table with ONE signed amount column (debits
  with a trailing minus "2.345,67-"), a running balance on every row, "SOLDE INITIAL AU ..." first and "SOLDE
  FINAL AU ..." last, a recap grid (Solde initial | Total débits | Total crédits | Solde final) and the print stamp;
- RIB: the ERP's employee (tiers) BANK MASTER DATA screen printed on A4: "FICHE TIERS - COORDONNÉES BANCAIRES",
  the tiers block as a grid (Code tiers, Type, Nom, Prénom, N° CIN), the bank block as a grid (Banque,
  Domiciliation, Code banque | Code ville | N° de compte | Clé RIB, the RIB in 24 digits, IBAN, BIC, Titulaire du
  compte, Devise, Mode de règlement), a validation line and a change-history table, the print stamp.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from tests.support.docgen import (
    A4,
    Item,
    Page,
    Rule,
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
from tests.support.docgen import right_item as _right

LANDSCAPE = (3508, 2480)  # A4 landscape at 300 dpi
_L, _R = 150, 2330  # A4 portrait margins
_LL, _LR = 140, 3368  # A4 landscape margins
_MONTHS = (
    "Janvier",
    "Février",
    "Mars",
    "Avril",
    "Mai",
    "Juin",
    "Juillet",
    "Août",
    "Septembre",
    "Octobre",
    "Novembre",
    "Décembre",
)
_SOFTWARE = ("FIDUPAIE 7.40", "MIZANE ERP 5.2", "PAIEPRO 12.1", "TADBIR ERP 9.0")
_FIDUCIARIES = (
    "Fiduciaire Al Wifaq",
    "Fiduciaire Ibn Khaldoun Conseil",
    "Cabinet Tadqiq Expertise",
    "Fiduciaire Ennasr Audit",
)
_TOWNS = ("Casablanca", "Rabat", "Tanger", "Fès", "Agadir", "Marrakech")


# formats ------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-w")


def _amt(value: float) -> str:
    """'12.500,00'; a negative value with a trailing minus: '1.234,56-'."""
    text = fr_amount(abs(value)).replace(" ", ".")
    return text + "-" if value < 0 else text


def _ded(value: float) -> str:
    """A deduction: '268,80-' (nothing to deduct: '0,00')."""
    return _amt(-value) if value > 0 else _amt(0.0)


def _d(iso: str) -> str:
    """'01.03.2019'."""
    return fr_date(iso, ".")


def _period(v: dict[str, Any]) -> tuple[int, int]:
    source = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    year, month = (int(p) for p in source.split("-")[:2])
    return year, month


def _issued(v: dict[str, Any], key: str, days: tuple[int, int] = (2, 12)) -> str:
    """The document's date of issue, in the month after the period."""
    year, month = _period(v)
    base = {"cin": v.get("cin") or v.get("rib", ""), "pay_period": f"{year:04d}-{month:02d}"}
    return issued_after_period(base, key, layout="w", days=days)


def _clock(seed: str) -> str:
    rng = random.Random(f"{seed}-clock-w")
    return f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 16) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _firm(employer: str) -> dict[str, str]:
    """The employer's address, registration numbers, file code and software, the same on every layout-w page."""
    rng = random.Random(f"w-firm-{employer}")
    town = rng.choice(_TOWNS)
    return {
        "street": rng.choice(
            (
                "Zone Industrielle Ouled Saleh, Lot 112",
                "45, Rue Ibnou Majid El Bahar",
                "Parc Industriel Ain Johra, Lot 8",
                "Immeuble Nakhil, 3e étage, Bd Anfa",
                "Quartier Industriel Sidi Ghanem, n° 271",
            )
        ),
        "town": town,
        "ice": f"00{rng.randint(1_000_000, 9_999_999)}000{rng.randint(10, 99)}",
        "rc": str(rng.randint(10_000, 499_999)),
        "if": str(rng.randint(1_000_000, 4_999_999)),
        "patente": str(rng.randint(30_000_000, 39_999_999)),
        "file": f"{rng.randint(100, 899):04d}",
        "software": rng.choice(_SOFTWARE),
        "fiduciary": rng.choice(_FIDUCIARIES),
        "signatory": rng.choice(("Mounir Kettani", "Hind Ouazzani", "Samir Lahlou", "Zineb Filali")),
    }


def _matricule(v: dict[str, Any]) -> str:
    return f"{_rng(v, 'matricule').randint(1, 980):05d}"


def _seniority(hire: str, year: int, month: int) -> str:
    """'07 a 07 m' at the end of the period (years and months)."""
    hy, hm = (int(p) for p in hire.split("-")[:2])
    months = max(0, (year - hy) * 12 + month - hm)
    return f"{months // 12:02d} a {months % 12:02d} m"


def _stamp(date_iso: str, user: str, seed: str) -> str:
    return f"Édité le {_d(date_iso)} à {_clock(seed)} par {user} - Page 1/1"


# drawing ------------------------------------------------------------------------------------------------------
def _cell(
    x0: int, y0: int, x1: int, y1: int, label: str, value: str, *, size: int = 32, style: str = "bold", t: int = 2
) -> list[Item | Rule]:
    """A boxed cell: the tiny label at its top-left, the value under it in the same box."""
    fitted = _fit(value, x1 - x0 - 24, size, style) if value else size
    return [
        *frame(x0, y0, x1, y1, t),
        Item(x0 + 10, y0 + 7, label, 22),
        Item(x0 + 12, y0 + 7 + 22 + max(8, (y1 - y0 - 29 - fitted) // 2 - 4), value, fitted, style),
    ]


def _grid_row(
    x0: int, y0: int, h: int, cells: list[tuple[int, str, str]], *, size: int = 32, style: str = "bold"
) -> list[Item | Rule]:
    """A row of boxed cells (width, label, value) sharing their borders."""
    out: list[Item | Rule] = []
    x = x0
    for width, label, value in cells:
        out += _cell(x, y0, x + width, y0 + h, label, value, size=size, style=style)
        x += width
    return out


def _erp_strip(x0: int, x1: int, left: str, middle: str, right: str, y: int = 52) -> list[Item | Rule]:
    """The software's strip at the top of a print: product / module, file, report code, over a double rule."""
    return [
        Item(x0, y, left, 24, "bold"),
        _centre(x0, x1, y, middle, 24),
        _right(x1, y, right, 24),
        Rule(x0, y + 44, x1, y + 46),
        Rule(x0, y + 51, x1, y + 51),
    ]


def _dots(x0: int, y0: int, x1: int, y1: int, pitch: int) -> list[Item | Rule]:
    """A grey tone: one-pixel dots every `pitch` pixels (the only grey the primitives allow)."""
    return [Rule(x, y, x, y) for y in range(y0, y1, pitch) for x in range(x0 + (y // pitch) % 2, x1, pitch)]


def _arc(cx: int, cy: int, r: int, a0: float, a1: float, t: int = 3) -> list[Item | Rule]:
    steps = max(6, round(abs(a1 - a0) / 180 * math.pi * r / 2))
    out: list[Item | Rule] = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        px, py = round(cx + r * math.cos(a) - t / 2), round(cy + r * math.sin(a) - t / 2)
        out.append(Rule(px, py, px + t - 1, py + t - 1))
    return out


def _scanned(x0: int, y0: int, w: int, h: int, *, r: int) -> list[Item | Rule]:
    """An object lying on a flatbed's glass: its rounded outline and a thin grey shadow along its edges (wider on
    the right and at the bottom, away from the lamp)."""
    x1, y1 = x0 + w, y0 + h
    out: list[Item | Rule] = [
        Rule(x0 + r, y0, x1 - r, y0 + 1),
        Rule(x0 + r, y1 - 1, x1 - r, y1),
        Rule(x0, y0 + r, x0 + 1, y1 - r),
        Rule(x1 - 1, y0 + r, x1, y1 - r),
        *_arc(x0 + r, y0 + r, r - 1, 180, 270, 2),
        *_arc(x1 - r, y0 + r, r - 1, 270, 360, 2),
        *_arc(x1 - r, y1 - r, r - 1, 0, 90, 2),
        *_arc(x0 + r, y1 - r, r - 1, 90, 180, 2),
    ]
    # right and bottom: a denser band then a fainter one; top and left: a hairline of dots
    out += _dots(x1 + 2, y0 + r // 2, x1 + 8, y1 + 4, 2)
    out += _dots(x1 + 8, y0 + r, x1 + 16, y1 + 10, 3)
    out += _dots(x0 + r // 2, y1 + 2, x1 + 4, y1 + 8, 2)
    out += _dots(x0 + r, y1 + 8, x1 + 10, y1 + 16, 3)
    out += _dots(x0 + r, y0 - 5, x1 - r, y0 - 2, 3)
    out += _dots(x0 - 5, y0 + r, x0 - 2, y1 - r, 3)
    return out


def _photo(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """The holder's photo: a frame with a head-and-shoulders outline."""
    cx, w = (x0 + x1) // 2, x1 - x0
    return [
        *frame(x0, y0, x1, y1, 2),
        *_arc(cx, y0 + (y1 - y0) * 2 // 5, w // 5, 0, 360, 3),
        *_arc(cx, y1 + w // 10, w * 2 // 5, 212, 328, 3),
    ]


def _small(x: int, y: int, label: str, value: str, *, size: int = 32, width: int = 600) -> list[Item | Rule]:
    """A card field: the small label over the bold value."""
    return [Item(x, y, label, 20), Item(x, y + 26, value, _fit(value, width, size, "bold"), "bold")]


# payslip ------------------------------------------------------------------------------------------------------
def payslip_page_w(v: dict[str, Any]) -> Page:
    """A fiduciary's payroll package, landscape: strip, employer block, title and period, the two-row employee grid,
    the coded pay table, the totals strip, the cumuls strip, the fiduciary's footer and the print stamp."""
    p = pay_lines(v)
    year, month = _period(v)
    firm = _firm(v["employer"])
    rng = _rng(v, f"payslip-{v['pay_period']}")
    given, family = _split_name(v["applicant_name"])
    end = last_day(year, month)
    pay_day = f"{year:04d}-{month:02d}-{end:02d}"
    seed = f"{v['cin']}-{v['pay_period']}-payslip"
    number = f"{year}-{month:02d}-{_matricule(v)}"
    items: list[Item | Rule] = _erp_strip(
        _LL,
        _LR,
        f"{firm['software']} · Module Paie",
        f"Dossier {firm['file']} - {v['employer'].upper()}",
        f"Bulletin n° {number}",
    )
    # the employer block and the title
    items += [
        Item(_LL, 140, v["employer"].upper(), 42, "bold"),
        Item(_LL, 200, f"{firm['street']} - {firm['town']}", 28),
        Item(_LL, 242, f"N° affil. CNSS : {v['employer_cnss']}     ICE : {firm['ice']}", 28),
        Item(_LL, 284, f"RC : {firm['rc']} {firm['town']}     IF : {firm['if']}     Patente : {firm['patente']}", 28),
        _right(_LR, 132, "BULLETIN DE PAIE", 58, "bold"),
        _right(_LR, 212, f"Période : {month:02d}.{year}", 38, "bold"),
        _right(_LR, 264, f"du {_d(f'{year:04d}-{month:02d}-01')} au {_d(pay_day)}", 30),
        _right(_LR, 306, f"Date de paie : {_d(pay_day)}", 28),
    ]
    # the employee grid
    female = _female(v)
    children = rng.choice((0, 1, 2, 3))
    married = rng.random() < 0.7
    status = ("Mariée" if female else "Marié") if married else ("Célibataire")
    category = {"Ingénieur": "Cadre", "Chef de projet": "Cadre"}.get(v["position"], "Employé")
    days = 26
    y = 380
    items += _grid_row(
        _LL,
        y,
        104,
        [
            (220, "Mat.", _matricule(v)),
            (520, "Nom", family.upper()),
            (420, "Prénom", given),
            (300, "N° CIN", v["cin"]),
            (330, "N° CNSS", v["cnss_number"]),
            (300, "D. emb.", _d(v["hire_date"])),
            (300, "Anc.", _seniority(v["hire_date"], year, month)),
            (838, "Qualif.", v["position"]),
        ],
    )
    items += _grid_row(
        _LL,
        y + 104,
        104,
        [
            (220, "Contrat", v["contract_type"]),
            (520, "Catég.", category),
            (420, "Sit. fam.", status),
            (300, "Enf.", str(children)),
            (330, "Jours trav.", f"{days},00"),
            (300, "Mode pmt", "Virement"),
            (300, "Horaire", "191,00 h"),
            (838, "Affectation", rng.choice(("ADM - Administration", "PRD - Production", "COM - Commercial"))),
        ],
        style="regular",
    )
    # the pay table
    cols = [_LL, 330, 1380, 1740, 1980, 2380, 2780, 3000, _LR]  # column edges
    heads = ["Rub.", "Libellé", "Base / Nbre", "Taux", "Gains", "Retenues", "Tx pat.", "Part pat."]
    top = 650
    row_h = 58
    items += [*_dots(cols[0] + 2, top + 2, cols[-1] - 2, top + row_h - 2, 4)]
    for i, head in enumerate(heads):
        if i < 2:
            items.append(Item(cols[i] + 14, top + 12, head, 28, "bold"))
        else:
            items.append(_right(cols[i + 1] - 16, top + 12, head, 28, "bold"))
    gross = p["gross"]
    capped = min(gross, 6000.0)
    cnss_pat = round(capped * 0.0898, 2)
    af_pat = round(gross * 0.064, 2)
    amo_pat = round(gross * 0.0411, 2)
    tfp_pat = round(gross * 0.016, 2)
    rows: list[tuple[str, str, str, str, str, str, str, str, bool]] = [
        ("1000", "Salaire de base", f"{days},00", "", _amt(p["base"]), "", "", "", False),
    ]
    if p["bonus"] > 0:
        rate = f"{p['rate']:.2f}".replace(".", ",")
        rows.append(("1150", "Prime d'ancienneté", _amt(p["base"]), rate, _amt(p["bonus"]), "", "", "", False))
    rows += [
        ("1900", "SALAIRE BRUT", "", "", _amt(gross), "", "", "", True),
        ("5010", "Cotisation CNSS", _amt(capped), "4,48", "", _ded(p["cnss"]), "8,98", _amt(cnss_pat), False),
        ("5015", "Allocations familiales", _amt(gross), "", "", "", "6,40", _amt(af_pat), False),
        ("5020", "Cotisation AMO", _amt(gross), "2,26", "", _ded(p["amo"]), "4,11", _amt(amo_pat), False),
        ("5030", "Taxe formation prof.", _amt(gross), "", "", "", "1,60", _amt(tfp_pat), False),
        ("5400", "Salaire net imposable", _amt(p["taxable"]), "", "", "", "", "", False),
        ("5500", "Impôt sur le revenu (IR)", _amt(p["taxable"]), "", "", _ded(p["igr"]), "", "", False),
    ]
    ry = top + row_h
    for code, label, base, rate_text, gain, held, tx, pat, bold in rows:
        style = "bold" if bold else "regular"
        items += [Item(cols[0] + 14, ry + 12, code, 30, "mono"), Item(cols[1] + 14, ry + 12, label, 30, style)]
        for k, text in enumerate((base, rate_text, gain, held, tx, pat)):
            if text:
                items.append(_right(cols[k + 3] - 16, ry + 12, text, 30, style))
        ry += row_h
    pat_total = round(cnss_pat + af_pat + amo_pat + tfp_pat, 2)
    items += [
        Rule(cols[0], ry, cols[-1], ry + 2),
        Item(cols[1] + 14, ry + 14, "TOTAUX", 30, "bold"),
        _right(cols[5] - 16, ry + 14, _amt(gross), 30, "bold"),
        _right(cols[6] - 16, ry + 14, _ded(p["held"]), 30, "bold"),
        _right(cols[8] - 16, ry + 14, _amt(pat_total), 30, "bold"),
    ]
    bottom = ry + row_h + 6
    items += frame(cols[0], top, cols[-1], bottom, 3)
    items.append(Rule(cols[0], top + row_h - 2, cols[-1], top + row_h))
    items += [Rule(x, top, x + 1, bottom) for x in cols[1:-1]]
    # the totals strip and the cumuls
    y = bottom + 40
    totals = [
        (520, "Sal. brut", _amt(gross)),
        (520, "Cot. sal. (CNSS + AMO)", _ded(round(p["cnss"] + p["amo"], 2))),
        (520, "Net imp.", _amt(p["taxable"])),
        (500, "IR", _ded(p["igr"])),
        (520, "Tot. ret.", _ded(p["held"])),
    ]
    items += _grid_row(_LL, y, 120, totals, size=36)
    x = _LL + sum(w for w, _, _ in totals)
    items += [
        *frame(x + 20, y - 6, _LR, y + 126, 6),
        Item(x + 36, y + 6, "Net à pay. (MAD)", 24, "bold"),
        _right(_LR - 30, y + 44, _amt(p["net"]), 54, "bold"),
    ]
    y += 170
    items.append(Item(_LL, y, f"Cumuls annuels au {_d(pay_day)}", 26, "bold"))
    hy, hm = (int(x) for x in v["hire_date"].split("-")[:2])
    worked = max(1, month - hm + 1) if hy == year else month  # months paid this year
    cumuls = [
        (540, "Brut cumulé", _amt(round(gross * worked, 2))),
        (540, "Net imp. cumulé", _amt(round(p["taxable"] * worked, 2))),
        (540, "IR cumulé", _amt(round(p["igr"] * worked, 2))),
        (538, "Jours trav. cumulés", f"{days * worked},00"),
        (535, "Congés acquis (j)", f"{1.5 * worked:.2f}".replace(".", ",")),
        (535, "Congés pris (j)", f"{rng.choice((0, 2, 3, 5)) if worked > 3 else 0},00"),
    ]
    items += _grid_row(_LL, y + 40, 96, cumuls, size=30, style="regular")
    y += 170
    bank = str(v.get("bank_name", "")).strip()
    pay_note = f"Payé par virement le {_d(pay_day)}" + (f" sur votre compte {bank}." if bank else ".")
    items += [
        Item(_LL, y, pay_note, 28),
        Item(_LL, y + 42, "Les montants suivis du signe « - » sont des retenues.", 26),
        Item(
            _LL,
            y + 80,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
            26,
        ),
        Item(2300, y, "Signature et cachet de l'employeur", 26),
        *frame(2300, y + 40, _LR, y + 200, 2),
    ]
    items += [
        Rule(_LL, 2330, _LR, 2331),
        Item(
            _LL,
            2350,
            f"Établi par {firm['fiduciary']}, expert-comptable, pour le compte de {v['employer']} - {firm['software']}",
            24,
        ),
        _right(_LR, 2350, _stamp(_issued(v, "payslip", (1, 4)), "PAIE01", seed), 24),
    ]
    return Page(LANDSCAPE, tuple(items))


# cards: flatbed scans -----------------------------------------------------------------------------------------
_CX, _CY = 120, 120  # the card's top-left corner on the scanned page
_CW, _CH = 1010, 640  # an ID-1 card at 300 dpi


def cin_front_page_w(v: dict[str, Any]) -> Page:
    """The CNIE front scanned on a flatbed at real size in the top-left corner of a white A4 page."""
    given, family = _split_name(v["applicant_name"])
    x, y = _CX, _CY
    rng = _rng(v, "front")
    items: list[Item | Rule] = _scanned(x, y, _CW, _CH, r=36)
    items += [
        Item(x + 40, y + 26, "ROYAUME DU MAROC", 28, "bold"),
        _right(x + _CW - 40, y + 22, "المملكة المغربية", 28, "bold"),
        _centre(x, x + _CW, y + 66, "CARTE NATIONALE D'IDENTITÉ", 24, "bold"),
        Rule(x + 40, y + 104, x + _CW - 40, y + 105),
        Item(x + 40, y + 124, "N°", 24, "bold"),
        Item(x + 80, y + 116, v["cin"], 36, "bold"),
        *_photo(x + 40, y + 176, x + 290, y + 496),
    ]
    fx = x + 330
    items += _small(fx, y + 124, "Prénom · الاسم", given.upper(), size=34, width=640)
    items += _small(fx, y + 206, "Nom · النسب", family.upper(), size=34, width=640)
    items += _small(fx, y + 288, "Né(e) le · تاريخ الازدياد", _d(v["date_of_birth"]), size=32, width=300)
    items += _small(fx + 320, y + 288, "à · مكان الازدياد", v["place_of_birth"].upper(), size=32, width=320)
    items += _small(fx, y + 370, "Valable jusqu'au · صالحة إلى غاية", _d(v["cin_expiry"]), size=32, width=400)
    items += [
        Item(fx, y + 458, f"Sexe · الجنس   {'F' if _female(v) else 'M'}", 24),
        Item(x + 40, y + 540, f"CAN {rng.randint(100000, 999999)}", 24),
        _right(x + _CW - 40, y + 540, "Direction Générale de la Sûreté Nationale", 20),
        Rule(x + 40, y + 524, x + _CW - 40, y + 525),
    ]
    return Page(A4, tuple(items))


def cin_back_page_w(v: dict[str, Any]) -> Page:
    """The CNIE back scanned on a flatbed at real size: labels over values, the chip logo, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "AHMED", "HASSAN", "ABDELKADER", "DRISS", "BRAHIM"))
    mother = rng.choice(("FATIMA", "ZOHRA", "AICHA", "MALIKA", "NAIMA", "KHADIJA"))
    x, y = _CX, _CY
    address = v["address"].upper()
    items: list[Item | Rule] = _scanned(x, y, _CW, _CH, r=36)
    filiation = "Fille de · ابنة" if _female(v) else "Fils de · ابن"
    items += _small(x + 40, y + 30, filiation, father, size=30, width=380)
    items += _small(x + 440, y + 30, "et de · و", mother, size=30, width=380)
    items += _small(x + 40, y + 112, "Adresse · العنوان", address, size=30, width=_CW - 80)
    items += _small(
        x + 40,
        y + 194,
        "N° d'état civil · رقم الحالة المدنية",
        f"{rng.randint(100, 3999)}/{v['date_of_birth'][:4]}",
        size=30,
        width=380,
    )
    items += _small(x + 440, y + 194, "Sexe · الجنس", "F" if _female(v) else "M", size=30, width=200)
    items += [
        *frame(x + 860, y + 36, x + 970, y + 126, 2),
        *frame(x + 885, y + 56, x + 945, y + 106, 2),
        Rule(x + 885, y + 80, x + 945, y + 81),
        Rule(x + 914, y + 56, x + 915, y + 106),
        Rule(x + 30, y + 300, x + _CW - 30, y + 301),
    ]
    items += [Item(x + 52, y + 338 + i * 90, line, 48, "mono") for i, line in enumerate(mrz)]
    return Page(A4, tuple(items))


def passport_page_w(v: dict[str, Any]) -> Page:
    """The passport data page scanned on a flatbed at real size: the binding edge along the top, bilingual labels
    over the values, dotted dates, the CIN as the ID card number, the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout="w", issued_from=2017, valid_years=5)
    sex = "F" if _female(v) else "M"
    line1, line2 = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        line2 = line2[:9] + str((int(line2[9]) + 1) % 10) + line2[10:]
    x, y, w, h = _CX, _CY + 30, 1480, 1040
    rng = _rng(v, "passport")
    items: list[Item | Rule] = _scanned(x, y, w, h, r=28)
    items += [
        Rule(x + 20, y - 30, x + w - 20, y - 28),  # the booklet's binding edge and the facing page's rim
        Rule(x + 20, y - 18, x + w - 20, y - 17),
        Item(x + 40, y + 28, "ROYAUME DU MAROC", 30, "bold"),
        _centre(x, x + w, y + 28, "PASSEPORT / PASSPORT", 30, "bold"),
        _right(x + w - 40, y + 24, "المملكة المغربية", 30, "bold"),
        Item(x + 40, y + 70, "KINGDOM OF MOROCCO", 22),
        *_photo(x + 50, y + 150, x + 400, y + 610),
    ]
    c1, c2, c3 = x + 450, x + 800, x + 1140
    rows: list[list[tuple[int, str, str, int]]] = [
        [
            (c1, "Type / Type", "P", 300),
            (c2, "Code / Code", "MAR", 300),
            (c3, "N° passeport / Passport No.", number, 320),
        ],
        [(c1, "Nom / Surname", family.upper(), 980)],
        [(c1, "Prénoms / Given names", given.upper(), 980)],
        [(c1, "Nationalité / Nationality", "MAROCAINE", 320), (c2, "Sexe / Sex", sex, 300)],
        [
            (c1, "Date de naissance / Date of birth", _d(v["date_of_birth"]), 320),
            (c2 + 100, "Lieu de naissance / Place of birth", str(v.get("place_of_birth", "CASABLANCA")).upper(), 500),
        ],
        [
            (c1, "Date de délivrance / Date of issue", _d(issued), 320),
            (c2 + 100, "Date d'expiration / Date of expiry", _d(expiry), 400),
        ],
        [
            (c1, "Autorité / Authority", rng.choice(("DGSN RABAT", "DGSN CASABLANCA", "PRÉFECTURE DE FÈS")), 420),
            (c2 + 100, "N° CNIE / ID card No.", v["cin"], 400),
        ],
    ]
    for i, row in enumerate(rows):
        for cx, label, value, width in row:
            items += _small(cx, y + 120 + i * 86, label, value, size=32, width=width)
    items += [
        Item(x + 50, y + 626, "Signature du titulaire", 20),
        Item(x + 50, y + 652, "Holder's signature", 20),
        Rule(x + 30, y + 800, x + w - 30, y + 801),
        Item(x + 40, y + 840, line1, 50, "mono"),
        Item(x + 40, y + 930, line2, 50, "mono"),
    ]
    return Page(A4, tuple(items))


# certificates: the HR module ----------------------------------------------------------------------------------
def _hr_head(
    v: dict[str, Any], firm: dict[str, str], model: str, title: str, issued: str, ref: str
) -> list[Item | Rule]:
    """The HR module's frame: the strip, the letterhead, reference and place-date, the framed title."""
    out: list[Item | Rule] = _erp_strip(
        _L, _R, f"{firm['software']} · Module RH", f"Dossier {firm['file']}", f"Modèle {model}"
    )
    out += [
        Item(_L, 150, v["employer"].upper(), 44, "bold"),
        Item(_L, 210, firm["street"], 28),
        Item(_L, 248, f"{firm['town']} - Maroc", 28),
        Item(_L, 292, f"RC {firm['rc']} · IF {firm['if']} · ICE {firm['ice']}", 24),
        Item(_L, 420, f"Réf. : {ref}", 30),
        _right(_R, 420, f"{firm['town']}, le {_d(issued)}", 30),
    ]
    tw = round(text_width(title, 50, "bold"))
    x0 = (A4[0] - tw) // 2 - 60
    out += [*frame(x0, 530, A4[0] - x0, 640, 4), _centre(0, A4[0], 556, title, 50, "bold")]
    return out


def _hr_foot(v: dict[str, Any], firm: dict[str, str], y: int, issued: str, user: str, seed: str) -> list[Item | Rule]:
    """The signatory, a stamp box and the print stamp."""
    return [
        Item(1400, y, "Le Responsable des Ressources Humaines", 30),
        Item(1400, y + 44, firm["signatory"], 30, "bold"),
        *frame(1400, y + 100, 2200, y + 380, 2),
        _centre(1400, 2200, y + 220, "Cachet et signature", 26),
        Rule(_L, 3330, _R, 3331),
        Item(_L, 3350, f"{v['employer']} - document généré par le module RH de {firm['software']}", 24),
        _right(_R, 3390, _stamp(issued, user, seed), 24),
    ]


def _identity(v: dict[str, Any], y: int, second: list[tuple[int, str, str]]) -> list[Item | Rule]:
    given, family = _split_name(v["applicant_name"])
    first = [
        (330, "Mat.", _matricule(v)),
        (700, "Nom", family.upper()),
        (600, "Prénom", given),
        (550, "N° CIN", v["cin"]),
    ]
    return [*_grid_row(_L, y, 112, first, size=36), *_grid_row(_L, y + 112, 112, second, size=34)]


def _contract_words(contract: str) -> str:
    return {"CDI": "CDI - durée indéterminée", "CDD": "CDD - durée déterminée"}.get(contract, contract)


def employment_certificate_page_w(v: dict[str, Any]) -> Page:
    """An HR module's 'ATTESTATION DE TRAVAIL': one standard sentence, the employee's boxed grid, the closing."""
    firm = _firm(v["employer"])
    issued = _issued(v, "employment")
    seed = f"{v['cin']}-{v['employer']}-employment"
    ref = f"ATT/{issued[:4]}/{_rng(v, 'employment').randint(100, 999):05d}"
    items = _hr_head(v, firm, "ATT-TRAV-02", "ATTESTATION DE TRAVAIL", issued, ref)
    sentence = (
        f"Nous soussignés, {v['employer']}, affiliée à la CNSS sous le n° {v['employer_cnss']}, attestons que le "
        "salarié désigné ci-dessous fait partie de notre personnel :"
    )
    text, y = flow_text(_L, 740, sentence, size=36, gap=56, width=_R - _L)
    items += text
    second = [
        (1030, "Qualif.", v["position"]),
        (380, "D. emb.", _d(v["hire_date"])),
        (420, "Contrat", _contract_words(v["contract_type"])),
        (350, "Statut", "Actif"),
    ]
    items += _identity(v, y + 40, second)
    y += 40 + 224 + 80
    closing = (
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit."
    )
    text, y = flow_text(_L, y, closing, size=36, gap=56, width=_R - _L)
    items += text
    items += _hr_foot(v, firm, y + 120, issued, "RH02", seed)
    return Page(A4, tuple(items))


def salary_certificate_page_w(v: dict[str, Any]) -> Page:
    """An HR module's 'ATTESTATION DE SALAIRE': standard sentence, identity grid, monthly pay grid, the coded
    breakdown of the reference month, the net in words."""
    year, month = _period(v)
    p = pay_lines({**v, "pay_period": f"{year:04d}-{month:02d}"})
    firm = _firm(v["employer"])
    issued = _issued(v, "salary")
    seed = f"{v['cin']}-{v['employer']}-salary"
    ref = f"ATS/{issued[:4]}/{_rng(v, 'salary').randint(100, 999):05d}"
    items = _hr_head(v, firm, "ATT-SAL-01", "ATTESTATION DE SALAIRE", issued, ref)
    sentence = (
        f"Nous soussignés, {v['employer']}, attestons que le salarié désigné ci-dessous perçoit la rémunération "
        "mensuelle suivante :"
    )
    text, y = flow_text(_L, 740, sentence, size=36, gap=56, width=_R - _L)
    items += text
    second = [
        (1030, "Qualif.", v["position"]),
        (380, "D. emb.", _d(v["hire_date"])),
        (770, "Service", _rng(v, "service").choice(("Administration", "Production", "Commercial", "Finance"))),
    ]
    items += _identity(v, y + 40, second)
    y += 40 + 224 + 60
    items += _grid_row(
        _L,
        y,
        130,
        [
            (730, "Sal. brut mens. (MAD)", _amt(p["gross"])),
            (720, "Tot. ret. (MAD)", _ded(p["held"])),
            (730, "Net mens. (MAD)", _amt(p["net"])),
        ],
        size=44,
    )
    y += 190
    items.append(Item(_L, y, f"Détail du mois de référence : {_MONTHS[month - 1]} {year} ({month:02d}.{year})", 30))
    y += 60
    lines: list[tuple[str, str, str]] = [("1000", "Salaire de base", _amt(p["base"]))]
    if p["bonus"] > 0:
        lines.append(("1150", f"Prime d'ancienneté ({p['rate']:.0f} %)", _amt(p["bonus"])))
    lines += [
        ("1900", "Salaire brut", _amt(p["gross"])),
        ("5010", "Cotisation CNSS", _ded(p["cnss"])),
        ("5020", "Cotisation AMO", _ded(p["amo"])),
        ("5500", "Impôt sur le revenu (IR)", _ded(p["igr"])),
        ("9000", "Net à payer", _amt(p["net"])),
    ]
    x0, x1 = _L + 200, _R - 200
    items += frame(x0, y, x1, y + 20 + 56 * len(lines), 2)
    for i, (code, label, amount) in enumerate(lines):
        ly = y + 14 + i * 56
        style = "bold" if code in ("1900", "9000") else "regular"
        items += [
            Item(x0 + 24, ly, code, 30, "mono"),
            Item(x0 + 160, ly, label, 30, style),
            _right(x1 - 30, ly, amount, 30, style),
        ]
    y += 20 + 56 * len(lines) + 50
    words = f"Soit un net mensuel de : {amount_words(p['net'])}."
    text, y = flow_text(_L, y, words, size=30, gap=46, width=_R - _L)
    items += text
    closing = (
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit."
    )
    text, y = flow_text(_L, y + 30, closing, size=32, gap=50, width=_R - _L)
    items += text
    items += _hr_foot(v, firm, y + 80, issued, "RH02", seed)
    return Page(A4, tuple(items))


def cnss_certificate_page_w(v: dict[str, Any]) -> Page:
    """The HR module's 'ATTESTATION D'AFFILIATION CNSS': the employer and its number in a sentence, the insured's
    grid, the last three salary declarations (BDS)."""
    firm = _firm(v["employer"])
    issued = _issued(v, "cnss")
    year, month = _period(v)
    seed = f"{v['cin']}-{v['employer']}-cnss"
    rng = _rng(v, "cnss")
    ref = f"ACN/{issued[:4]}/{rng.randint(100, 999):05d}"
    items = _hr_head(v, firm, "ATT-CNSS-01", "ATTESTATION D'AFFILIATION CNSS", issued, ref)
    sentence = (
        f"Nous soussignés, {v['employer']}, affiliée à la Caisse Nationale de Sécurité Sociale sous le n° "
        f"{v['employer_cnss']}, attestons que le salarié désigné ci-dessous est immatriculé à la CNSS et déclaré "
        "par nos soins :"
    )
    text, y = flow_text(_L, 740, sentence, size=36, gap=56, width=_R - _L)
    items += text
    second = [
        (600, "N° immat. CNSS", v["cnss_number"]),
        (560, "D. affil. CNSS", _d(v["affiliation_date"])),
        (420, "D. emb.", _d(str(v.get("hire_date", v["affiliation_date"])))),
        (600, "Régime", "Général"),
    ]
    items += _identity(v, y + 40, second)
    y += 40 + 224 + 90
    items.append(Item(_L, y, "Dernières déclarations de salaires (BDS Damancom)", 32, "bold"))
    y += 60
    cols = [_L, 600, 1150, 1600, 2000, _R]
    heads = ["Période", "N° BDS", "Jours décl.", "Salaire décl.", "État"]
    items += frame(_L, y, _R, y + 60 + 4 * 58, 2)
    items.append(Rule(_L, y + 58, _R, y + 59))
    items += [Rule(cx, y, cx + 1, y + 60 + 4 * 58) for cx in cols[1:-1]]
    for k, head in enumerate(heads):
        items.append(Item(cols[k] + 16, y + 14, head, 28, "bold"))
    gross = v.get("gross_salary")
    for i in range(3):
        back = 2 - i
        index = year * 12 + month - 1 - back
        period = f"{index % 12 + 1:02d}.{index // 12}"
        ry = y + 60 + i * 58 + 12
        declared = _amt(min(float(gross), 6000.0)) if gross is not None else "-"
        items += [
            Item(cols[0] + 16, ry, period, 28),
            Item(cols[1] + 16, ry, f"{index // 12}{index % 12 + 1:02d}-{rng.randint(1000, 9999)}", 28, "mono"),
            Item(cols[2] + 16, ry, "26", 28),
            Item(cols[3] + 16, ry, declared, 28),
            Item(cols[4] + 16, ry, "Déposé / Payé", 28),
        ]
    y += 60 + 4 * 58 + 30
    items.append(Item(_L, y, "Salaire déclaré dans la limite du plafond mensuel de 6.000,00 MAD.", 26))
    closing = (
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit."
    )
    text, y = flow_text(_L, y + 70, closing, size=32, gap=50, width=_R - _L)
    items += text
    items += _hr_foot(v, firm, y + 80, issued, "RH02", seed)
    return Page(A4, tuple(items))


# bank documents -----------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> tuple[str, str]:
    """(agency code, agency name) from the RIB's town code."""
    rng = random.Random(f"{v['rib']}-agency-w")
    name = rng.choice(
        ("CASABLANCA MAARIF", "RABAT AGDAL", "CASA ANFA", "TANGER BD PASTEUR", "FES VN", "AGADIR TALBORJT")
    )
    return f"0{v['rib'][3:6]}", name


def bank_statement_page_w(v: dict[str, Any]) -> Page:
    """The bank's core-system statement, landscape: strip, title and period, the account grid, the movements with
    one signed amount column and a running balance, the recap grid and the print stamp."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    rent = round(opening + net - closing, 2)
    start, end = v["statement_period_start"], v["statement_period_end"]
    year, month = (int(p) for p in start.split("-")[:2])
    first, last = int(start[-2:]), int(end[-2:])
    rng = random.Random(f"{v['rib']}-statement-w")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    code, agency = _agency(v)
    spends = [
        round(rng.uniform(150, 700), 2),
        round(rng.uniform(180, 800), 2),
        float(rng.choice((400, 500, 1000, 1500))),
        26.4,
    ]
    moves: list[tuple[int, str, float]] = [
        (rng.randint(first + 1, 5), "PRLV LOYER " + _MONTHS[month - 1].upper(), -rent),
        (rng.randint(6, 10), "PAIEMENT CARTE " + rng.choice(("MARJANE", "CARREFOUR", "BIM", "LABEL VIE")), -spends[0]),
        (rng.randint(11, 15), "PRLV " + rng.choice(("LYDEC", "REDAL", "AMENDIS", "ONEE")), -spends[1]),
        (rng.randint(12, 18), "VIR RECU DE M. LE TITULAIRE", round(sum(spends), 2)),
        (rng.randint(19, 23), "RETRAIT GAB " + rng.choice(("MAARIF", "AGDAL", "GUELIZ", "CENTRE")), -spends[2]),
        (rng.randint(max(24, last - 5), last - 1), f"VIR SALAIRE {employer[:24]}", net),
        (last, "FRAIS TENUE DE COMPTE TTC", -spends[3]),
    ]
    moves.sort(key=lambda m: m[0])
    credits = round(sum(a for *_, a in moves if a > 0), 2)
    debits = round(-sum(a for *_, a in moves if a < 0), 2)
    seed = f"{v['rib']}-{start}-statement"
    printed = f"{year + (month == 12):04d}-{month % 12 + 1:02d}-01"
    items: list[Item | Rule] = _erp_strip(
        _LL, _LR, f"{v['bank_name'].upper()} · Système central", f"Agence {code} {agency}", "Édition RLV-M"
    )
    items += [
        Item(_LL, 140, v["bank_name"], 50, "bold"),
        Item(_LL, 206, f"Agence {agency} - code {code}", 28),
        _right(_LR, 132, "RELEVÉ DE COMPTE", 58, "bold"),
        _right(_LR, 210, f"Période du {_d(start)} au {_d(end)}", 36, "bold"),
        _right(_LR, 262, f"Extrait n° {month:03d}/{year}", 28),
    ]
    rib = v["rib"]
    y = 330
    items += _grid_row(
        _LL,
        y,
        104,
        [
            (
                1100,
                "Titulaire",
                f"{'Mme' if _female({'applicant_name': v['account_holder']}) else 'M.'} {v['account_holder'].upper()}",
            ),
            (460, "N° client", f"{rng.randint(1_000_000, 9_999_999)}"),
            (500, "Type de compte", "Compte chèque"),
            (300, "Devise", "MAD"),
            (868, "IBAN", iban(rib)),
        ],
    )
    items += _grid_row(
        _LL,
        y + 104,
        104,
        [
            (300, "Code banque", rib[:3]),
            (300, "Code ville", rib[3:6]),
            (660, "N° de compte", rib[6:22]),
            (300, "Clé RIB", rib[22:]),
            (1668, "RIB (24 chiffres)", rib),
        ],
    )
    # the movements
    cols = [_LL, 480, 820, 1950, 2380, 2900, _LR]  # edges: date opé, date valeur, libellé, référence, montant, solde
    heads = ["Date opé.", "Date valeur", "Libellé", "Référence", "Montant", "Solde"]
    top = 620
    row_h = 60
    items += _dots(cols[0] + 2, top + 2, cols[-1] - 2, top + row_h - 2, 4)
    for k, head in enumerate(heads):
        if k < 4:
            items.append(Item(cols[k] + 16, top + 14, head, 28, "bold"))
        else:
            items.append(_right(cols[k + 1] - 16, top + 14, head, 28, "bold"))
    ry = top + row_h
    balance = opening
    items += [
        Item(cols[0] + 16, ry + 14, _d(start), 30),
        Item(cols[2] + 16, ry + 14, f"SOLDE INITIAL AU {_d(start)}", 30, "bold"),
        _right(cols[6] - 16, ry + 14, _amt(opening), 30, "bold"),
    ]
    ry += row_h
    for day, label, amount in moves:
        balance = round(balance + amount, 2)
        op = f"{year:04d}-{month:02d}-{day:02d}"
        value_day = min(day + (1 if amount < 0 and day < last else 0), last)
        val = f"{year:04d}-{month:02d}-{value_day:02d}"
        ref = f"{rng.choice('ABCDEFGHKLMNPRSTUVWXYZ')}{rng.choice('ABCDEFGHKLMNPRSTUVWXYZ')}{rng.randint(10000, 99999)}"
        items += [
            Item(cols[0] + 16, ry + 14, _d(op), 30),
            Item(cols[1] + 16, ry + 14, _d(val), 30),
            Item(cols[2] + 16, ry + 14, label, 30),
            Item(cols[3] + 16, ry + 14, ref, 28, "mono"),
            _right(cols[5] - 16, ry + 14, _amt(amount), 30),
            _right(cols[6] - 16, ry + 14, _amt(balance), 30),
        ]
        ry += row_h
    items += [
        Rule(cols[0], ry, cols[-1], ry + 2),
        Item(cols[0] + 16, ry + 14, _d(end), 30, "bold"),
        Item(cols[2] + 16, ry + 14, f"SOLDE FINAL AU {_d(end)}", 30, "bold"),
        _right(cols[6] - 16, ry + 14, _amt(closing), 30, "bold"),
    ]
    bottom = ry + row_h + 4
    items += frame(cols[0], top, cols[-1], bottom, 3)
    items.append(Rule(cols[0], top + row_h - 2, cols[-1], top + row_h))
    items += [Rule(x, top, x + 1, bottom) for x in cols[1:-1]]
    # recap and notices
    y = bottom + 50
    items += _grid_row(
        _LL,
        y,
        120,
        [
            (640, f"Solde initial au {_d(start)}", _amt(opening)),
            (640, "Total débits", _amt(-debits)),
            (640, "Total crédits", _amt(credits)),
            (640, f"Solde final au {_d(end)}", _amt(closing)),
            (668, "Nombre d'opérations", str(len(moves))),
        ],
        size=38,
    )
    y += 170
    items += [
        Item(
            _LL, y, "Les montants suivis du signe « - » sont débiteurs. Les soldes sont exprimés en dirhams (MAD).", 26
        ),
        Item(
            _LL,
            y + 40,
            "Sans réclamation de votre part dans un délai de 30 jours, les opérations ci-dessus seront "
            "considérées comme approuvées.",
            26,
        ),
        Rule(_LL, 2330, _LR, 2331),
        Item(_LL, 2350, f"{v['bank_name']} - Société anonyme - BIC {_BIC.get(v['bank_name'], 'BCMAMAMC')}", 24),
        _right(_LR, 2350, _stamp(printed, "BATCH-RLV", seed), 24),
    ]
    return Page(LANDSCAPE, tuple(items))


def rib_page_w(v: dict[str, Any]) -> Page:
    """The ERP's employee bank master data ('fiche tiers') printed on A4: tiers grid, bank grid, validation line,
    change history, print stamp."""
    rib = v["rib"]
    holder = v["account_holder"]
    given, family = _split_name(holder)
    employer = str(v.get("employer", "Atlas Industries SARL"))
    firm = _firm(employer)
    rng = random.Random(f"{rib}-tiers-w")
    code, agency = _agency(v)
    tiers = f"SAL{rng.randint(100, 980):05d}"
    if v.get("hire_date"):  # the tiers is created when the employee joins
        created = f"{str(v['hire_date'])[:8]}{min(int(str(v['hire_date'])[8:]) + rng.randint(0, 3), 28):02d}"
    else:
        created = f"{rng.randint(2019, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    checked = f"{created[:8]}{min(int(created[8:]) + rng.randint(0, 2), 28):02d}"
    printed = _issued(v, "rib", (3, 20)) if v.get("pay_period") or v.get("statement_period_start") else "2026-11-05"
    seed = f"{rib}-rib"
    items: list[Item | Rule] = _erp_strip(
        _L, _R, f"{firm['software']} · Module Tiers", f"Dossier {firm['file']}", "Écran TIE-BQ-03"
    )
    items += [
        Item(_L, 140, employer.upper(), 40, "bold"),
        Item(_L, 196, f"{firm['street']} - {firm['town']}", 26),
        Item(_L, 300, "FICHE TIERS - COORDONNÉES BANCAIRES", 50, "bold"),
        Item(_L, 372, "Extrait des données de référence (salariés) - virement des salaires", 28),
        Item(_L, 470, "1. Tiers", 32, "bold"),
    ]
    ident: list[tuple[int, str, str]] = [
        (380, "Code tiers", tiers),
        (330, "Type", "Salarié"),
        (620, "Nom", family.upper()),
        (500, "Prénom", given),
    ]
    if v.get("cin"):
        ident.append((350, "N° CIN", str(v["cin"])))
    else:
        ident.append((350, "Mat.", f"{rng.randint(1, 980):05d}"))
    items += _grid_row(_L, 520, 110, ident, size=34)
    items.append(Item(_L, 700, "2. Coordonnées bancaires", 32, "bold"))
    y = 750
    items += _grid_row(
        _L, y, 110, [(1090, "Banque", v["bank_name"]), (1090, "Domiciliation", f"Agence {agency} ({code})")], size=34
    )
    items += _grid_row(
        _L,
        y + 110,
        110,
        [
            (360, "Code banque", rib[:3]),
            (360, "Code ville", rib[3:6]),
            (1100, "N° de compte", rib[6:22]),
            (360, "Clé RIB", rib[22:]),
        ],
        size=38,
    )
    items += _grid_row(_L, y + 220, 120, [(2180, "RIB (24 chiffres)", rib)], size=44)
    items += _grid_row(
        _L,
        y + 340,
        110,
        [(1500, "IBAN", iban(rib)), (680, "BIC / SWIFT", _BIC.get(v["bank_name"], "BCMAMAMC"))],
        size=34,
    )
    items += _grid_row(
        _L,
        y + 450,
        110,
        [
            (1090, "Titulaire du compte", holder.upper()),
            (360, "Devise", "MAD"),
            (730, "Mode de règlement", "Virement bancaire"),
        ],
        size=34,
    )
    y += 620
    items += [
        Item(_L, y, f"Statut : VALIDÉ - contrôle RIB (clé) : OK - validé le {_d(checked)} par COMPTA02", 30),
        Item(_L, y + 48, "Pièce justificative : attestation de RIB délivrée par la banque, classée au dossier.", 28),
        Item(_L, y + 140, "3. Historique des modifications", 32, "bold"),
    ]
    y += 190
    cols = [_L, 560, 1000, _R]
    items += frame(_L, y, _R, y + 58 * 3, 2)
    items.append(Rule(_L, y + 56, _R, y + 57))
    items += [Rule(cx, y, cx + 1, y + 58 * 3) for cx in cols[1:-1]]
    for k, head in enumerate(("Date", "Utilisateur", "Opération")):
        items.append(Item(cols[k] + 16, y + 12, head, 28, "bold"))
    history = [(created, "RH02", "Création du tiers"), (checked, "COMPTA02", "Saisie et validation du RIB")]
    for i, (date, user, what) in enumerate(history):
        ry = y + 58 * (i + 1) + 12
        items += [
            Item(cols[0] + 16, ry, _d(date), 28),
            Item(cols[1] + 16, ry, user, 28),
            Item(cols[2] + 16, ry, what, 28),
        ]
    items += [
        Rule(_L, 3330, _R, 3331),
        Item(_L, 3350, "Document interne - données confidentielles (loi 09-08)", 24),
        _right(_R, 3390, _stamp(printed, "COMPTA02", seed), 24),
    ]
    return Page(A4, tuple(items))


PAGES_W: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_w,
    "cin_front": cin_front_page_w,
    "cin_back": cin_back_page_w,
    "passport": passport_page_w,
    "employment_certificate": employment_certificate_page_w,
    "salary_certificate": salary_certificate_page_w,
    "cnss_certificate": cnss_certificate_page_w,
    "bank_statement": bank_statement_page_w,
    "rib": rib_page_w,
}
