"""Layout "q" of every document type: a seventeenth, independent layout, written blind (the reader is never tuned
on it, and nobody ran it on these pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_p`, other real-world
conventions, most of them from firms and bank agencies of the north (Tanger, Tétouan), where Spanish words sit
beside the French:

- payslip: a PDF export of a Spanish-owned free-zone company's HR SELF-SERVICE PORTAL: the portal's top bar
  (brand, "FR | ES" language switch, the connected user), a LEFT SIDEBAR MENU with bilingual entries ("Mes bulletins
  / Mis nóminas" highlighted) and the archive of the last months with the current one marked, a breadcrumb, the
  title "Bulletin de paie - Octobre 2026" over "Nómina - Octubre 2026", the employer and the employee in two framed
  panels whose labels are French / Spanish ("Date d'entrée / Fecha de alta", "Contrat / Contrato : CDI -
  indefinido", the name "Given FAMILY"), "Période / Periodo : du 01/10/2026 au 31/10/2026", a Code / Rubrique -
  Concepto / Base / Taux - Tipo / Gains - Devengos / Retenues - Deducciones table with a "Salaire brut / Salario
  bruto" row and a "Totaux / Totales" row, a framed "NET À PAYER / LÍQUIDO A PERCIBIR" in "MAD", annual cumuls, and
  the export footer with the portal's URL;
- CNIE front: the card PHOTOGRAPHED SLIGHTLY ZOOMED OUT on a table: the card drawn at about 85 % on the usual
  canvas with a drop shadow, the table's grain around it and the table's front edge across the bottom; on the card
  a bilingual header, the photo on the left, the given name then the family name as unlabelled capital rows with
  their Arabic forms right-aligned on the same rows, "Né le 12.03.1988" / "à CASABLANCA" (with the Arabic place) and
  "Valable jusqu'au 15.09.2031" with their Arabic labels at the right end, the number large under the photo;
- CNIE back: a PHOTOCOPY of the back (the copier's dark margins around the card, drawn at about 90 %): the number
  top right, "Fils de" / "et de" rows, the address under a bilingual heading "Adresse - العنوان" on its own line
  (shrunk to fit one line), civil status and sex on one row, the TD1 MRZ;
- passport: a data page issued by a CONSULATE in Spain ("Autorité / Authority : CONSULAT GÉNÉRAL ALGÉSIRAS" or
  similar), French / English labels in small type above the values, the Arabic names at the right end of their
  rows, ICAO dates ("12 MAR 1988"), the CIN as "N° personnel / Personal No.", the TD3 MRZ;
- employment certificate: a HALF-SHEET (A5 landscape) certificate scanned at the top of an A4 page (the sheet's
  lower edge drawn, the rest of the page blank), a Tanger letterhead with "Tél. / Tfno." and the CNSS, RC, IF and
  ICE numbers stacked on the right, "ATTESTATION DE TRAVAIL" over "(Certificado de trabajo)", one paragraph ("...
  attestons que M. Given FAMILY, titulaire de la CIN n° ..., fait partie de notre personnel depuis le 01/03/2019 en
  qualité de ..., sous contrat CDI."), "Fait à Tanger, le ...", the "Responsable RH / Responsable de RR.HH." and a
  BIG SIGNATURE SCRIBBLE;
- salary certificate: a BILINGUAL French / Spanish certificate with each French paragraph followed by its Spanish
  translation in smaller type ("ATTESTATION DE SALAIRE" / "CERTIFICADO DE SALARIO"), the pay in a ruled table with
  a MONTHLY and an ANNUAL column ("Mensuel / Mensual (MAD)" | "Annuel / Anual (MAD)", the annual being twelve
  months), the labelled amounts being the monthly ones, "Fait à Tétouan, le 05/11/2026" then "En Tetuán, a 5 de
  noviembre de 2026" (Tanger: "En Tánger, a ..."), a scribbled signature and a stamp box;
- CNSS certificate: an "ATTESTATION D'IMMATRICULATION" of the CNSS's regional direction of Tanger - Tétouan - Al
  Hoceima with a bilingual French / Arabic header, the insured and the employer in two SIDE-BY-SIDE framed panels
  ("ASSURÉ / المؤمن له" and "EMPLOYEUR / المشغل", small labels over bold values, the name "FAMILY Given"), a
  certification sentence, and a DETACHABLE COUPON under a dashed cut line ("Coupon à remettre à l'employeur")
  repeating the name, the immatriculation number and the employer's number;
- bank statement: a CONSOLIDATED statement of TWO ACCOUNTS on one page from a Tanger agency, labels French /
  Spanish ("Débit / Debe", "Crédit / Haber", "Solde initial / Saldo inicial"): first "1. COMPTE CHÈQUES / CUENTA
  CORRIENTE" with its RIB (3 / 3 / 16 / 2), its opening balance on a line above its movement table and its closing
  balance on a line below it (the labelled values), then "2. COMPTE SUR CARNET / LIBRETA DE AHORRO" with its own
  account number, balances and a deposit, the period "du 01/10/2026 au 31/10/2026", balances suffixed "CR" / "DB";
- RIB: a "RELEVÉ D'IDENTITÉ BANCAIRE" slip whose four RIB parts sit in four boxes labelled ONLY IN ARABIC above
  them ("رمز البنك", "رمز المدينة", "رقم الحساب", "المفتاح"), the holder "M. GIVEN FAMILY" and the agency under
  bilingual labels, the IBAN and the BIC, and a French + Arabic notice under the slip.

Every value of `docgen.TRUTH[type]` is printed and exactly derivable.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from tests.support.docgen import (
    _AR_NAMES,
    _MONTHS,
    A4,
    CARD,
    EN_MONTHS,
    ES_MONTHS,
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
_NORTH = ("Tanger", "Tétouan")
_AR_BANKS = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك أفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
}


# helpers -------------------------------------------------------------------------------------------------------


def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-q")


def _issued(v: dict[str, Any], key: str) -> str:
    """The document's date of issue, early in the month after the pay / statement period."""
    period = str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10"))[:7])
    return issued_after_period(
        {**v, "cin": v.get("cin", v.get("rib", "")), "pay_period": period}, key, layout="q", days=(2, 12)
    )


def _given_family(v: dict[str, Any], key: str = "applicant_name") -> str:
    """'Youssef EL AMRANI'."""
    given, family = _split_name(v[key])
    return f"{given} {family.upper()}"


def _family_given(v: dict[str, Any], key: str = "applicant_name") -> str:
    """'EL AMRANI Youssef'."""
    given, family = _split_name(v[key])
    return f"{family.upper()} {given}"


def _civ(v: dict[str, Any]) -> tuple[str, str]:
    """('Mme', 'e') or ('M.', '')."""
    return ("Mme", "e") if _female(v) else ("M.", "")


def _es_date(iso: str) -> str:
    """'5 de noviembre de 2026'."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{d} de {ES_MONTHS[m - 1]} de {y}"


def _icao(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


def _side(value: float) -> str:
    """A balance with its side: '5 432,10 CR', '1 234,56 DB'."""
    return f"{fr_amount(abs(value))} {'DB' if value < 0 else 'CR'}"


def _firm(employer: str) -> dict[str, str]:
    """The employer's northern address, registration numbers and signatories, the same on every layout-q
    document."""
    rng = random.Random(f"q-firm-{employer}")
    town = rng.choice(_NORTH)
    street = {
        "Tanger": (
            "Zone Franche d'Exportation, Îlot 42, Lot 7",
            "Tanger Automotive City, Lot 118",
            "Zone industrielle Gzenaya, Lot 63",
            "Tanger Free Zone, Bât. B4, Route de Rabat",
        ),
        "Tétouan": (
            "Tétouan Park, Route de Martil, Lot 21",
            "Avenue Mohammed V, Immeuble Al Andalous, 4e étage",
            "Zone d'activités économiques, Lot 9, Tétouan",
        ),
    }[town]
    short = "".join(ch for ch in employer.lower().split(" ")[0] if ch.isalpha())
    return {
        "town": town,
        "street": rng.choice(street),
        "postcode": "90000" if town == "Tanger" else "93000",
        "tel": f"05 39 {rng.randint(30, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "mail": f"rrhh@{short}.ma",
        "web": f"rh.{short}.ma",
        "rc": str(rng.randint(20_000, 140_000)),
        "if": str(rng.randint(1_000_000, 52_000_000)),
        "ice": f"00{rng.randint(1_000_000_000_000, 9_999_999_999_999)}",
        # no family name shared with an applicant
        "hr": rng.choice(("Nabil AKHANNOUCH", "Sanae RAISSOUNI", "Javier MORENO", "Hind BOUHLAL", "Lucía GARRIDO")),
        "boss": rng.choice(("Carlos NAVARRO", "Abdeslam TEMSAMANI", "Rocío MARTÍN", "Anas BOUZIANE")),
    }


def _scribble(x: int, y: int, w: int, h: int, seed: str, *, t: int = 5) -> list[Item | Rule]:
    """A handwritten signature: a tall first stroke, then an uneven looping pen stroke drawn as small squares, then a
    long underline flourish back to the left."""
    rng = random.Random(seed)
    loops = rng.randint(4, 7)
    r = h * 0.3
    ph1, ph2, ph3 = (rng.uniform(0, 2 * math.pi) for _ in range(3))
    tilt = rng.uniform(-0.2, 0.05)
    out: list[Item | Rule] = []

    def dot(px: float, py: float, size: int = t) -> None:
        out.append(Rule(round(px), round(py), round(px) + size, round(py) + size))

    # the initial: up and down a tall stroke
    for i in range(160):
        s = i / 160
        dot(x + s * w * 0.08, y + h * 0.85 - h * 0.8 * math.sin(s * math.pi))
    steps = 1000
    for i in range(steps):
        s = i / steps
        a = loops * 2 * math.pi * (s + 0.03 * math.sin(2 * math.pi * 3 * s + ph1))
        radius = r * (0.55 + 0.45 * abs(math.sin(2 * math.pi * 1.3 * s + ph2)))
        px = x + w * 0.08 + s * (w * 0.86 - 2 * r) + r + radius * math.cos(a + math.pi)
        py = y + h * 0.55 + radius * math.sin(a) * (1.1 - 0.5 * s) + tilt * (px - x) * h / w
        py += h * 0.06 * math.sin(2 * math.pi * 2 * s + ph3)
        dot(px, py)
    # the flourish
    for i in range(320):
        s = i / 320
        dot(x + w - s * w * 0.97, y + h * 0.95 + h * 0.1 * math.sin(s * math.pi) - h * 0.2 * s * s, t - 1)
    return out


def _dashed(x0: int, x1: int, y: int, *, dash: int = 24, gap: int = 16, t: int = 3) -> list[Item | Rule]:
    return [Rule(x, y, min(x + dash, x1), y + t) for x in range(x0, x1, dash + gap)]


def _zoom(items: list[Item | Rule], scale: float, dx: int, dy: int) -> list[Item | Rule]:
    """The card's items as photographed from farther away: every coordinate and size scaled, then shifted."""
    out: list[Item | Rule] = []
    for item in items:
        if isinstance(item, Rule):
            out.append(
                Rule(
                    round(item.x0 * scale) + dx,
                    round(item.y0 * scale) + dy,
                    max(round(item.x1 * scale), round(item.x0 * scale) + 1) + dx,
                    max(round(item.y1 * scale), round(item.y0 * scale) + 1) + dy,
                )
            )
        else:
            out.append(
                Item(
                    round(item.x * scale) + dx,
                    round(item.y * scale) + dy,
                    item.text,
                    round(item.size * scale),
                    item.style,
                )
            )
    return out


# payslip -------------------------------------------------------------------------------------------------------
def payslip_page_q(v: dict[str, Any]) -> Page:
    """An HR self-service portal's PDF export: top bar, left sidebar menu and month archive, breadcrumb, bilingual
    French / Spanish title, employer and employee panels, the pay table, the framed net, cumuls, export footer."""
    p = pay_lines(v)
    year, month = (int(x) for x in v["pay_period"].split("-"))
    firm = _firm(v["employer"])
    rng = _rng(v, "payslip")
    exported = _issued(v, "payslip")
    fr_month, es_month = f"{_MONTHS[month - 1]} {year}", f"{ES_MONTHS[month - 1].capitalize()} {year}"
    side, x0, x1 = 520, 600, 2380  # the sidebar's right edge, the main area
    items: list[Item | Rule] = [
        # the portal's top bar
        Item(60, 60, "PortailRH", 46, "bold"),
        Item(60, 122, v["employer"], 24),
        Item(x0, 76, "Espace collaborateur / Portal del empleado", 30),
        _right(x1, 60, f"Connecté : {_given_family(v)}", 28),
        _right(x1, 106, "FR  |  ES      Déconnexion / Salir", 26),
        Rule(40, 180, A4[0] - 40, 184),
        # the sidebar
        Rule(side, 184, side + 3, 3260),
    ]
    menu = (
        "Accueil / Inicio",
        "Mon dossier / Mi expediente",
        "Mes bulletins / Mis nóminas",
        "Congés / Vacaciones",
        "Attestations / Certificados",
        "Notes de frais / Gastos",
        "Formation / Formación",
        "Aide / Ayuda",
    )
    y = 240
    for entry in menu:
        if entry.startswith("Mes bulletins"):
            items += [*frame(50, y - 18, side - 30, y + 56, 2), Item(70, y, entry, 26, "bold")]
        else:
            items.append(Item(70, y, entry, 26))
        y += 88
    y += 40
    items += [Item(60, y, "Archives / Histórico", 26, "bold"), Rule(60, y + 44, side - 30, y + 46)]
    y += 70
    for back in range(4):
        py, pm = (int(x) for x in months_before(v["pay_period"], back).split("-"))
        label = f"{_MONTHS[pm - 1]} {py}"
        items.append(Item(70, y, ("► " if back == 0 else "    ") + label, 26, "bold" if back == 0 else "regular"))
        y += 58
    # the main area
    items += [
        Item(x0, 230, "Accueil  >  Mes bulletins  >  Consulter", 24),
        Item(x0, 290, f"Bulletin de paie - {fr_month}", 52, "bold"),
        Item(x0, 366, f"Nómina - {es_month}", 32),
    ]
    bx = x1
    for label in ("Imprimer / Imprimir", "Télécharger PDF"):
        w = round(text_width(label, 24, "bold")) + 50
        items += [*frame(bx - w, 290, bx, 360, 2), _centre(bx - w, bx, 308, label, 24, "bold")]
        bx -= w + 30
    # employer panel
    top = 440
    items += [
        *frame(x0, top, x1, top + 210, 2),
        Item(x0 + 30, top + 24, "Employeur / Empresa", 22),
        Item(x0 + 30, top + 56, v["employer"].upper(), 36, "bold"),
        Item(x0 + 30, top + 110, f"{firm['street']}", 26),
        Item(x0 + 30, top + 148, f"{firm['postcode']} {firm['town']} - Tél. / Tfno. {firm['tel']}", 26),
        Item(1640, top + 24, "N° affiliation CNSS / N.º afiliación", 22),
        Item(1640, top + 56, v["employer_cnss"], 34, "bold"),
        Item(1640, top + 116, f"ICE {firm['ice']}", 24),
        Item(1640, top + 152, f"RC {firm['rc']} {firm['town']}", 24),
    ]
    # employee panel
    top = 690
    contract = {"CDI": "CDI - indefinido", "CDD": "CDD - temporal"}.get(v["contract_type"], v["contract_type"])
    years = year - int(v["hire_date"][:4]) - (1 if f"{month:02d}" < v["hire_date"][5:7] else 0)
    left = [
        ("Nom et prénom / Nombre", _given_family(v)),
        ("CIN", v["cin"]),
        ("Emploi / Puesto", v["position"]),
        ("Contrat / Contrato", contract),
    ]
    right = [
        ("Matricule / N.º empleado", f"TG-{rng.randint(100, 4999):04d}"),
        ("N° CNSS / N.º Seg. Social", v["cnss_number"]),
        ("Date d'entrée / Fecha de alta", fr_date(v["hire_date"])),
        ("Ancienneté / Antigüedad", f"{max(years, 0)} an(s) / año(s)"),
    ]
    items += [*frame(x0, top, x1, top + 340, 2), Item(x0 + 30, top + 20, "Salarié / Empleado", 26, "bold")]
    for i, ((l1, v1), (l2, v2)) in enumerate(zip(left, right, strict=True)):
        ry = top + 80 + i * 62
        items += [
            Item(x0 + 30, ry + 4, l1, 22),
            Item(x0 + 360, ry, v1, 28, "bold"),
            Item(1500, ry + 4, l2, 22),
            Item(1860, ry, v2, 28, "bold"),
        ]
    start, end = f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-{last_day(year, month):02d}"
    items += [
        Item(x0, 1070, f"Période / Periodo : du {fr_date(start)} au {fr_date(end)}", 30, "bold"),
        _right(x1, 1074, f"Paiement / Pago : virement le {fr_date(end)}", 26),
    ]
    # the pay table
    cols = (x0, 720, 1280, 1540, 1720, 2050, x1)
    heads = (
        ("Code", ""),
        ("Rubrique", "Concepto"),
        ("Base", ""),
        ("Taux", "Tipo"),
        ("Gains", "Devengos"),
        ("Retenues", "Deducciones"),
    )
    top = 1150
    items += [Rule(x0, top, x1, top + 3), Rule(x0, top + 100, x1, top + 103)]
    for c, (fr_head, es_head) in enumerate(heads):
        if c >= 2:
            items.append(_right(cols[c + 1] - 18, top + 14, fr_head, 24, "bold"))
            if es_head:
                items.append(_right(cols[c + 1] - 18, top + 52, es_head, 22))
        else:
            items.append(Item(cols[c] + 18, top + 14, fr_head, 24, "bold"))
            if es_head:
                items.append(Item(cols[c] + 18, top + 52, es_head, 22))
    hourly = p["base"] / 191
    rows: list[tuple[str, str, str, str, str, str, bool]] = [
        (
            "1000",
            "Salaire de base / Salario base",
            "191,00",
            f"{hourly:.4f}".replace(".", ","),
            fr_amount(p["base"]),
            "",
            False,
        ),
    ]
    if p["bonus"] > 0:
        rows.append(
            (
                "1100",
                "Prime d'ancienneté / Antigüedad",
                fr_amount(p["base"]),
                f"{p['rate']:.2f} %".replace(".", ","),
                fr_amount(p["bonus"]),
                "",
                False,
            )
        )
    rows += [
        ("", "Salaire brut / Salario bruto", "", "", fr_amount(p["gross"]), "", True),
        ("3000", "CNSS", fr_amount(min(p["gross"], 6000.0)), "4,48 %", "", fr_amount(p["cnss"]), False),
        ("3100", "AMO", fr_amount(p["gross"]), "2,26 %", "", fr_amount(p["amo"]), False),
        ("4000", "Impôt sur le revenu / Retención IR", fr_amount(p["taxable"]), "", "", fr_amount(p["igr"]), False),
    ]
    y = top + 130
    for code, label, base, rate, gain, held, bold in rows:
        style = "bold" if bold else "regular"
        items += [Item(cols[0] + 18, y, code, 26), Item(cols[1] + 18, y, label, 26, style)]
        for c, text in ((2, base), (3, rate), (4, gain), (5, held)):
            if text:
                items.append(_right(cols[c + 1] - 18, y, text, 26, style))
        y += 70
        items.append(Rule(x0, y - 14, x1, y - 13))
    items += [
        Item(cols[1] + 18, y + 6, "Totaux / Totales", 28, "bold"),
        _right(cols[5] - 18, y + 6, fr_amount(p["gross"]), 28, "bold"),
        _right(cols[6] - 18, y + 6, fr_amount(p["held"]), 28, "bold"),
    ]
    y += 70
    items += [Rule(x0, y, x1, y + 3), *[Rule(x, top, x + 1, y) for x in cols[1:-1]]]
    # cumuls on the left, the net on the right
    y += 70
    cum = [
        ("Brut cumulé / Bruto acumulado", fr_amount(round(p["gross"] * month, 2))),
        ("Net imposable cumulé / Base IR acumulada", fr_amount(round(p["taxable"] * month, 2))),
        ("IR cumulé / IR acumulado", fr_amount(round(p["igr"] * month, 2))),
        ("Congés acquis / Vacaciones (jours)", f"{1.5 * month:.1f}".replace(".", ",")),
    ]
    items += [Item(x0, y, "Cumuls annuels / Acumulados anuales", 26, "bold")]
    for i, (label, value) in enumerate(cum):
        items += [Item(x0, y + 56 + i * 50, label, 24), _right(1450, y + 56 + i * 50, value, 24)]
    items += [
        *frame(1560, y, x1, y + 200, 4),
        Item(1590, y + 24, "NET À PAYER / LÍQUIDO A PERCIBIR", 26, "bold"),
        _right(x1 - 30, y + 92, f"{fr_amount(p['net'])} MAD", 48, "bold"),
    ]
    y += 320
    note, _ = flow_text(
        x0,
        y,
        "Bulletin de paie dématérialisé, à conserver sans limitation de durée. / Nómina electrónica: consérvela sin "
        "límite de tiempo. Pour toute réclamation, contactez le service RH / Para cualquier reclamación, contacte con "
        f"RR.HH. : {firm['mail']}",
        size=24,
        gap=38,
        width=x1 - x0,
    )
    items += note
    items += [
        Rule(40, 3270, A4[0] - 40, 3272),
        Item(60, 3300, f"https://{firm['web']}/mes-bulletins/{year}-{month:02d}", 22),
        _right(
            A4[0] - 60,
            3300,
            f"Exporté le {fr_date(exported)} à {rng.randint(8, 19):02d}:{rng.randint(0, 59):02d} - Page 1/1",
            22,
        ),
    ]
    return Page(A4, tuple(items))


# cards ---------------------------------------------------------------------------------------------------------
def _cin_front_card(v: dict[str, Any]) -> list[Item | Rule]:
    """The card's front in its own coordinates (the usual CARD canvas)."""
    given, family = _split_name(v["applicant_name"])
    place = v["place_of_birth"].upper()
    x, rx = 400, 1250
    items: list[Item | Rule] = [
        *frame(0, 0, CARD[0], CARD[1], 4),
        Item(40, 26, "ROYAUME DU MAROC", 32, "bold"),
        _right(rx, 22, "المملكة المغربية", 34, "bold"),
        _centre(0, CARD[0], 80, "CARTE NATIONALE D'IDENTITÉ  -  البطاقة الوطنية للتعريف", 24),
        Rule(40, 124, rx, 126),
        *frame(50, 160, 350, 560, 2),
        _centre(50, 350, 346, "PHOTO", 22),
        Item(50, 600, v["cin"], 56, "bold"),
        Item(x, 160, given.upper(), 44, "bold"),
        Item(x, 240, family.upper(), 44, "bold"),
        Item(x, 340, f"Né{'e' if _female(v) else ''} le  {fr_date(v['date_of_birth'], '.')}", 34),
        _right(rx, 344, "تاريخ الازدياد", 28),
        Item(x, 410, f"à  {place}", 34),
        Item(x, 500, f"Valable jusqu'au  {fr_date(v['cin_expiry'], '.')}", 34),
        _right(rx, 504, "صالحة إلى غاية", 28),
        *frame(1030, 600, 1230, 770, 2),
        _centre(1030, 1230, 672, "photo", 18),
        Rule(x, 740, x + 380, 742),
        Item(x, 750, "Signature", 18),
    ]
    for y, part in ((166, given), (246, family)):
        if _AR_NAMES.get(part):
            items.append(_right(rx, y, _AR_NAMES[part], 36, "bold"))
    if _AR_NAMES.get(place):
        items.append(_right(rx, 412, _AR_NAMES[place], 30))
    return items


def cin_front_page_q(v: dict[str, Any]) -> Page:
    """The CNIE front photographed slightly zoomed out on a table: the card at about 85 % with a drop shadow, the
    table's grain around it and its front edge across the bottom."""
    rng = _rng(v, "front")
    scale = 0.84
    dx, dy = rng.randint(80, 130), rng.randint(30, 52)
    w, h = round(CARD[0] * scale), round(CARD[1] * scale)
    items: list[Item | Rule] = []
    # the table's grain outside the card
    for gy in range(12, CARD[1] - 60, 26):
        beside_card = dy - 10 < gy < dy + h + 16
        segments = [(0, dx - 14), (dx + w + 16, CARD[0])] if beside_card else [(0, CARD[0])]
        for a, b in segments:
            start = a + rng.randint(0, 40)
            while start < b - 30:
                length = rng.randint(60, 260)
                jitter = gy + rng.randint(-3, 3)
                items.append(Rule(start, jitter, min(start + length, b), jitter + 1))
                start += length + rng.randint(30, 120)
    # the table's front edge
    items += [Rule(0, CARD[1] - 44, CARD[0], CARD[1] - 36), Rule(0, CARD[1] - 20, CARD[0], CARD[1] - 18)]
    # the card's shadow, then the card
    items += [Rule(dx + 10, dy + h, dx + w + 10, dy + h + 10), Rule(dx + w, dy + 10, dx + w + 10, dy + h + 10)]
    items += _zoom(_cin_front_card(v), scale, dx, dy)
    return Page(CARD, tuple(items))


def cin_back_page_q(v: dict[str, Any]) -> Page:
    """A photocopy of the CNIE back: the copier's dark margins, the card at about 90 %: number top right,
    filiation, the address under a bilingual heading, civil status and sex, the TD1 MRZ."""
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    rng = _rng(v, "back")
    father = rng.choice(("MOHAMED", "ABDESLAM", "AHMED", "MUSTAPHA", "ABDELKRIM", "LAARBI"))
    mother = rng.choice(("RAHMA", "FATIMA", "SAIDA", "HAFIDA", "RQIA", "MALIKA"))
    address = v["address"].upper()
    size = 38
    while text_width(address, size) > 1180 and size > 24:
        size -= 2
    card: list[Item | Rule] = [
        *frame(0, 0, CARD[0], CARD[1], 3),
        _right(1250, 26, v["cin"], 34, "bold"),
        Item(50, 34, f"{'Fille' if _female(v) else 'Fils'} de : {father}", 32),
        Item(50, 92, f"et de : {mother}", 32),
        Item(50, 168, "Adresse - العنوان", 26, "bold"),
        Item(50, 212, address, size),
        Item(50, 292, f"N° d'état civil : {rng.randint(100, 3999)}/{v['date_of_birth'][:4]}", 28),
        Item(760, 292, f"Sexe : {'F' if _female(v) else 'M'}", 28),
        Rule(30, 370, 1270, 372),
    ]
    card += [Item(56, 420 + i * 112, line, 56, "mono") for i, line in enumerate(mrz)]
    scale = 0.9
    dx, dy = (CARD[0] - round(CARD[0] * scale)) // 2, (CARD[1] - round(CARD[1] * scale)) // 2
    items: list[Item | Rule] = [
        # the copier's dark margins, uneven
        Rule(0, 0, CARD[0], 18),
        Rule(0, CARD[1] - 26, CARD[0], CARD[1]),
        Rule(0, 0, 14, CARD[1]),
        Rule(CARD[0] - 22, 0, CARD[0], CARD[1]),
        *_zoom(card, scale, dx, dy),
    ]
    return Page(CARD, tuple(items))


def passport_page_q(v: dict[str, Any]) -> Page:
    """A passport data page issued by a consulate in Spain: French / English labels over the values, the Arabic
    names at the end of their rows, ICAO dates, the CIN as 'N° personnel / Personal No.', the TD3 MRZ."""
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout="q", issued_from=2020, valid_years=5)
    sex = "F" if _female(v) else "M"
    rng = _rng(v, "passport")
    authority = rng.choice(
        (
            "CONSULAT GÉNÉRAL ALGÉSIRAS",
            "CONSULAT GÉNÉRAL MADRID",
            "CONSULAT GÉNÉRAL MALAGA",
            "CONSULAT GÉNÉRAL BARCELONE",
        )
    )
    c1, c2, c3 = 370, 720, 1000

    def field(x: int, y: int, label: str, value: str, size: int = 30) -> list[Item | Rule]:
        return [Item(x, y, label, 17), Item(x, y + 24, value, size, "bold")]

    items: list[Item | Rule] = [
        *frame(6, 6, CARD[0] - 6, CARD[1] - 6, 2),
        Item(36, 20, "ROYAUME DU MAROC  -  KINGDOM OF MOROCCO", 24, "bold"),
        _right(1262, 16, "المملكة المغربية", 30, "bold"),
        Item(36, 58, "PASSEPORT / PASSPORT", 22),
        _right(1262, 58, "جواز السفر", 24),
        *frame(40, 110, 330, 470, 2),
        _centre(40, 330, 280, "PHOTO", 22),
        *field(c1, 100, "Type", "P", 28),
        *field(c1 + 130, 100, "Code pays / Country", "MAR", 28),
        *field(c2, 100, "N° du passeport / Passport No.", number, 30),
        *field(c1, 168, "Nom / Surname", family.upper(), 32),
        *field(c1, 248, "Prénoms / Given names", given.upper(), 32),
        *field(c1, 328, "Nationalité / Nationality", "MAROCAINE", 26),
        *field(c2, 328, "Date de naissance / Date of birth", _icao(v["date_of_birth"]), 28),
        *field(c3 + 130, 328, "Sexe / Sex", sex, 28),
        *field(c1, 398, "Lieu de naissance / Place of birth", v["place_of_birth"].upper(), 26),
        *field(c2, 398, "N° personnel / Personal No.", v["cin"], 28),
        *field(c1, 468, "Date de délivrance / Date of issue", _icao(issued), 26),
        *field(c2, 468, "Date d'expiration / Date of expiry", _icao(expiry), 26),
        *field(c1, 538, "Autorité / Authority", authority, 24),
        Rule(40, 520, 330, 521),
        Item(40, 528, "Signature du titulaire", 16),
        Item(40, 546, "Holder's signature", 16),
    ]
    for y, part in ((196, family), (276, given)):  # the Arabic names at the end of their rows
        if _AR_NAMES.get(part):
            items.append(_right(1262, y, _AR_NAMES[part], 30))
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    items += [Rule(30, 616, 1270, 617)]
    items += [Item(34, 640 + i * 76, line, 38, "mono") for i, line in enumerate(mrz)]
    return Page(CARD, tuple(items))


# certificates --------------------------------------------------------------------------------------------------
def employment_certificate_page_q(v: dict[str, Any]) -> Page:
    """A half-sheet (A5 landscape) certificate scanned at the top of an A4 page: a Tanger letterhead with the
    registration numbers stacked on the right, the title over its Spanish name, one paragraph, the place and date,
    the HR manager's big signature scribble."""
    firm = _firm(v["employer"])
    civ, e = _civ(v)
    signed = _issued(v, "employment")
    sheet = A4[1] // 2  # the half sheet's lower edge
    items: list[Item | Rule] = [
        Item(_L, 110, v["employer"].upper(), 46, "bold"),
        Item(_L, 180, firm["street"], 28),
        Item(_L, 220, f"{firm['postcode']} {firm['town']} - Maroc", 28),
        Item(_L, 260, f"Tél. / Tfno. : {firm['tel']}  -  {firm['mail']}", 26),
        _right(_R, 116, f"CNSS : {v['employer_cnss']}", 28, "bold"),
        _right(_R, 160, f"RC : {firm['rc']} ({firm['town']})", 24),
        _right(_R, 196, f"IF : {firm['if']}", 24),
        _right(_R, 232, f"ICE : {firm['ice']}", 24),
        Rule(_L, 320, _R, 323),
        _centre(0, A4[0], 400, "ATTESTATION DE TRAVAIL", 54, "bold"),
        _centre(0, A4[0], 474, "(Certificado de trabajo)", 30),
    ]
    prose, y = flow_text(
        _L,
        590,
        f"Nous soussignés, société {_glue(v['employer'])}, attestons que {civ}~{_glue(_given_family(v))}, titulaire "
        f"de la CIN n°~{v['cin']}, fait partie de notre personnel depuis le {fr_date(v['hire_date'])} en qualité de "
        f"{_glue(v['position'])}, sous contrat {v['contract_type']}.",
        size=38,
        gap=66,
        width=_R - _L,
    )
    items += prose
    close, y = flow_text(
        _L,
        y + 40,
        f"La présente attestation est délivrée à l'intéressé{e} à sa demande pour servir et valoir ce que de droit.",
        size=38,
        gap=66,
        width=_R - _L,
    )
    items += close
    y += 60
    items += [
        Item(_L, y, f"Fait à {firm['town']}, le {fr_date(signed)}", 36),
        Item(1400, y, "Le Responsable RH / Responsable de RR.HH.", 32, "bold"),
        Item(1400, y + 50, firm["hr"], 30),
    ]
    items += _scribble(1380, y + 110, 820, 330, f"{v['employer']}-hr-q", t=6)
    items += [
        Item(_L, sheet - 90, f"{v['employer']} - {firm['street']}, {firm['town']}", 20),
        # the half sheet's lower edge on the scanner glass
        Rule(0, sheet, A4[0], sheet + 3),
        Rule(0, sheet + 3, A4[0], sheet + 9),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_q(v: dict[str, Any]) -> Page:
    """A bilingual French / Spanish salary certificate (each French paragraph followed by its Spanish version in
    smaller type), a monthly and an annual column, the place and date in both languages, signature and stamp."""
    firm = _firm(v["employer"])
    civ, e = _civ(v)
    signed = _issued(v, "salary")
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    hire = fr_date(v["hire_date"])
    sr = "la Sra." if _female(v) else "el Sr."
    items: list[Item | Rule] = [
        _centre(0, A4[0], 110, v["employer"].upper(), 50, "bold"),
        _centre(0, A4[0], 184, f"{firm['street']} - {firm['postcode']} {firm['town']}", 28),
        _centre(0, A4[0], 226, f"Tél. / Tfno. {firm['tel']} - {firm['mail']} - ICE {firm['ice']}", 26),
        Rule(_L, 290, _R, 293),
        _centre(0, A4[0], 380, "ATTESTATION DE SALAIRE", 56, "bold"),
        _centre(0, A4[0], 456, "CERTIFICADO DE SALARIO", 34),
    ]
    fr, y = flow_text(
        _L,
        590,
        f"Nous soussignés, société {_glue(v['employer'])}, certifions que {civ}~{_glue(_given_family(v))}, "
        f"titulaire de la CIN n°~{v['cin']}, est employé{e} dans notre société depuis le {hire} en qualité de "
        f"{_glue(v['position'])} et perçoit la rémunération détaillée ci-dessous.",
        size=36,
        gap=64,
        width=_R - _L,
    )
    es, y = flow_text(
        _L,
        y + 20,
        f"La empresa {_glue(v['employer'])} certifica que {sr} {_glue(_given_family(v))}, con CIN n.º~{v['cin']}, "
        f"trabaja en nuestra empresa desde el {hire} como {_glue(v['position'])} y percibe la retribución que se "
        "detalla a continuación.",
        size=30,
        gap=52,
        width=_R - _L,
    )
    items += fr + es
    y += 80
    cols = (_L, 1100, 1720, _R)
    h = 90
    rows = [
        ("Salaire brut / Salario bruto", gross),
        ("Retenues CNSS, AMO et IR / Retenciones", round(gross - net, 2)),
        ("Salaire net / Salario neto", net),
    ]
    top = y
    items += [
        Item(cols[0] + 24, y + 16, "Rémunération / Retribución", 28, "bold"),
        _right(cols[2] - 24, y + 16, "Mensuel / Mensual (MAD)", 28, "bold"),
        _right(cols[3] - 24, y + 16, "Annuel / Anual (MAD)", 28, "bold"),
    ]
    y += 70
    for label, amount in rows:
        bold = label.startswith("Salaire")
        items += [
            Rule(_L, y, _R, y + 2),
            Item(cols[0] + 24, y + 24, label, 32, "bold" if bold else "regular"),
            _right(cols[2] - 24, y + 22, fr_amount(amount), 36, "bold" if bold else "regular"),
            _right(cols[3] - 24, y + 24, fr_amount(round(amount * 12, 2)), 32),
        ]
        y += h
    items += [*frame(_L, top, _R, y, 3), *[Rule(x, top, x + 2, y) for x in cols[1:-1]]]
    note, y = flow_text(
        _L,
        y + 24,
        "Montants annuels calculés sur douze mois. / Importes anuales calculados sobre doce meses.",
        size=26,
        gap=40,
        width=_R - _L,
    )
    items += note
    close, y = flow_text(
        _L,
        y + 60,
        f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir ce que de "
        "droit.",
        size=36,
        gap=64,
        width=_R - _L,
    )
    close_es, y = flow_text(
        _L,
        y + 10,
        "Y para que así conste, se expide el presente certificado a petición "
        f"{'de la interesada' if e else 'del interesado'}.",
        size=30,
        gap=52,
        width=_R - _L,
    )
    items += close + close_es
    y += 90
    items += [
        Item(_L, y, f"Fait à {firm['town']}, le {fr_date(signed)}", 34),
        Item(_L, y + 52, f"En {'Tánger' if firm['town'] == 'Tanger' else 'Tetuán'}, a {_es_date(signed)}", 30),
        Item(1350, y + 140, "Le Directeur Général / El Director General", 30, "bold"),
        Item(1350, y + 186, firm["boss"], 28),
    ]
    items += _scribble(1380, y + 240, 600, 220, f"{v['employer']}-boss-q", t=5)
    items += [
        *frame(_L, y + 180, _L + 760, y + 460, 2),
        _centre(_L, _L + 760, y + 220, v["employer"].upper(), 28, "bold"),
        _centre(_L, _L + 760, y + 270, f"{firm['town']} - Maroc", 24),
        _centre(_L, _L + 760, y + 314, f"RC {firm['rc']} - IF {firm['if']}", 22),
        _centre(_L, _L + 760, y + 356, f"CNSS {v.get('employer_cnss', '')}".strip(), 22),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, f"{v['employer']} - Société de droit marocain - RC {firm['rc']} {firm['town']}", 22),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_q(v: dict[str, Any]) -> Page:
    """The CNSS regional direction's 'ATTESTATION D'IMMATRICULATION': bilingual header, the insured and the employer
    in two side-by-side framed panels, a certification sentence, and a detachable coupon for the employer."""
    given, family = _split_name(v["applicant_name"])
    signed = _issued(v, "cnss")
    rng = _rng(v, "cnss")
    agency = rng.choice(("Tanger Branes", "Tanger Mghogha", "Tétouan Centre", "Tanger Beni Makada"))
    items: list[Item | Rule] = [
        Item(_L, 100, "ROYAUME DU MAROC", 30, "bold"),
        Item(_L, 144, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 34, "bold"),
        Item(_L, 192, "Direction Régionale Tanger - Tétouan - Al Hoceima", 28),
        Item(_L, 232, f"Agence {agency}", 26),
        _right(_R, 96, "المملكة المغربية", 34, "bold"),
        _right(_R, 146, "الصندوق الوطني للضمان الاجتماعي", 36, "bold"),
        _right(_R, 198, "المديرية الجهوية طنجة تطوان الحسيمة", 30),
        Rule(_L, 300, _R, 303),
        Item(_L, 340, f"Réf. : DR-TTA/{rng.randint(10_000, 99_999)}/{signed[:4]}", 28),
        _right(_R, 340, f"{_NORTH[0] if agency.startswith('Tanger') else _NORTH[1]}, le {fr_date(signed)}", 28),
        _centre(0, A4[0], 460, "ATTESTATION D'IMMATRICULATION", 56, "bold"),
        _centre(0, A4[0], 540, "شهادة التسجيل", 40, "bold"),
    ]
    intro, y = flow_text(
        _L,
        680,
        "Le Directeur Régional de la Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) "
        "ci-dessous est immatriculé(e) au régime général de sécurité sociale :",
        size=34,
        gap=60,
        width=_R - _L,
    )
    items += intro
    y += 60
    mid = (_L + _R) // 2
    panels = [
        (
            _L,
            mid - 20,
            "ASSURÉ",
            "المؤمن له",
            [
                ("Nom et prénom", f"{family.upper()} {given}"),
                ("N° d'immatriculation", v["cnss_number"]),
                ("N° C.I.N.", v["cin"]),
                ("Date d'immatriculation", fr_date(v["affiliation_date"])),
            ],
        ),
        (
            mid + 20,
            _R,
            "EMPLOYEUR",
            "المشغل",
            [
                ("Raison sociale", v["employer"].upper()),
                ("N° d'affiliation", v["employer_cnss"]),
                ("Siège", _firm(v["employer"])["town"]),
                ("Situation", "Affilié - à jour"),
            ],
        ),
    ]
    top = y
    for x0, x1, head, arabic, rows in panels:
        items += [
            *frame(x0, top, x1, top + 620, 3),
            Rule(x0, top + 80, x1, top + 83),
            Item(x0 + 30, top + 20, head, 34, "bold"),
            _right(x1 - 30, top + 16, arabic, 36, "bold"),
        ]
        for i, (label, value) in enumerate(rows):
            ry = top + 110 + i * 126
            size = 34
            while text_width(value, size, "bold") > x1 - x0 - 60 and size > 24:
                size -= 2
            items += [Item(x0 + 30, ry, label, 26), Item(x0 + 30, ry + 38, value, size, "bold")]
    y = top + 680
    cert, y = flow_text(
        _L,
        y,
        "L'intéressé(e) est déclaré(e) par l'employeur ci-dessus. La présente attestation est délivrée à sa "
        "demande pour servir et valoir ce que de droit ; elle ne vaut pas attestation de salaires déclarés.",
        size=32,
        gap=56,
        width=_R - _L,
    )
    items += cert
    items += [
        Item(1400, y + 60, "Le Directeur Régional", 32, "bold"),
        *frame(1400, y + 120, _R, y + 380, 2),
        _centre(1400, _R, y + 232, "Cachet et signature", 24),
    ]
    # the coupon
    cy = max(y + 480, 2700)
    items += [
        Item(_L, cy - 22, "✂", 36),
        *_dashed(_L + 60, _R, cy),
        Item(_L, cy + 50, "COUPON À REMETTRE À L'EMPLOYEUR", 30, "bold"),
        _right(_R, cy + 46, "قسيمة تسلم للمشغل", 32, "bold"),
        *frame(_L, cy + 110, _R, cy + 370, 2),
        Item(_L + 30, cy + 140, f"Assuré(e) : {family.upper()} {given}", 30),
        Item(_L + 30, cy + 196, f"N° d'immatriculation : {v['cnss_number']}", 30),
        Item(_L + 30, cy + 252, f"Employeur n° {v['employer_cnss']} - {v['employer']}", 30),
        Item(_L + 30, cy + 308, f"Réf. attestation du {fr_date(signed)}", 24),
        Rule(_L, 3300, _R, 3302),
        _centre(0, A4[0], 3320, "CNSS - www.cnss.ma - Allo CNSS : 080 200 72 72", 22),
    ]
    return Page(A4, tuple(items))


# bank documents ------------------------------------------------------------------------------------------------
def _agency(v: dict[str, Any]) -> str:
    rng = random.Random(f"{v['rib'][:6]}-agency-q")
    return rng.choice(
        (
            "Tanger Boulevard Pasteur",
            "Tanger Ibn Batouta",
            "Tanger Malabata",
            "Tétouan Mohammed V",
            "Tétouan Wilaya",
            "M'diq Centre",
        )
    )


def _split_debits(total: int, rng: random.Random) -> list[tuple[str, int]]:
    """`total` cents of debits as a rent, a bill, a withdrawal and card payments (each > 0)."""
    if total < 150_000:
        return [("PRELEVEMENT LOYER / ALQUILER", total)]
    bill = rng.randint(12_000, min(45_000, total // 6))
    cash = 100 * 100 * rng.randint(1, max(1, total // 40_000))  # whole hundreds of dirhams
    card = rng.randint(5_000, max(5_001, total // 8))
    rent = total - bill - cash - card
    if rent <= 0:
        return [("PRELEVEMENT LOYER / ALQUILER", total)]
    return [
        ("PRELEVEMENT LOYER / ALQUILER", rent),
        (f"FACTURE {rng.choice(('AMENDIS', 'AMENDIS EAU ELEC'))}", bill),
        (f"RETRAIT GAB / CAJERO {rng.choice(('TANGER', 'TETOUAN', 'MARTIL'))}", cash),
        (f"PAIEMENT CARTE {rng.choice(('MARJANE', 'CARREFOUR', 'BIM', 'ACIMA'))}", card),
    ]


def bank_statement_page_q(v: dict[str, Any]) -> Page:
    """A consolidated statement of two accounts from a Tanger agency, French / Spanish labels: the current account
    first (RIB, opening balance above its table, closing balance below), then a savings book with its own number and
    balances."""
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v.get("net_salary", 0.0))
    start, end = v["statement_period_start"], v["statement_period_end"]
    month = int(start[5:7])
    last = int(end[-2:])
    rng = _rng(v, "statement")
    employer = str(v.get("employer", "EMPLOYEUR")).upper()
    rent = round(opening * 100) + round(net * 100) - round(closing * 100)  # closing = opening + net - rent
    moves: list[tuple[int, str, int]] = []  # (day, label, signed cents)
    if net:
        moves.append(
            (rng.randint(max(2, last - 6), last - 1), f"VIR. SALAIRE / NÓMINA {employer[:22]}", round(net * 100))
        )
    if rent > 0:
        days = sorted(rng.sample(range(2, last), 4))
        for day, (label, cents) in zip(days, _split_debits(rent, rng), strict=False):
            moves.append((day, label, -cents))
    elif rent < 0:
        moves.append((rng.randint(5, 20), "VIREMENT RECU / TRANSFERENCIA", -rent))
    moves.sort(key=lambda m: m[0])
    rib = v["rib"]
    savings_no = rib[6:10] + "".join(str(rng.randint(0, 9)) for _ in range(12))
    savings_open = round(rng.uniform(3_000, 60_000), 2)
    deposit = round(rng.randint(5, 40) * 100.0, 2)
    savings_close = round(savings_open + deposit, 2)
    given, family = _split_name(v["account_holder"])
    civ, _ = _civ({"applicant_name": v["account_holder"]})
    printed = _issued(v, "statement")
    items: list[Item | Rule] = [
        Item(_L, 100, v["bank_name"], 50, "bold"),
        Item(_L, 170, f"Agence / Sucursal : {_agency(v)}", 28),
        Item(_L, 210, f"Tél. / Tfno. 05 39 {rng.randint(30, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}", 26),
        _right(_R, 104, _AR_BANKS.get(v["bank_name"], ""), 40, "bold"),
        _right(_R, 170, f"Édité le / Emitido el {fr_date(printed)}", 26),
        Rule(_L, 270, _R, 273),
        Item(_L, 320, "RELEVÉ DE COMPTES / EXTRACTO DE CUENTAS", 48, "bold"),
        Item(_L, 400, f"Période / Periodo : du {fr_date(start)} au {fr_date(end)}", 32, "bold"),
        Item(_L, 450, f"Client n° / N.º cliente : {rng.randint(10**6, 10**7 - 1)}", 26),
        *frame(1420, 380, _R, 620, 2),
        Item(1450, 400, f"{civ} {given.upper()} {family.upper()}", 32, "bold"),
    ]
    address = str(v.get("address", "")).upper()
    if address:
        lines, _ = flow_text(1450, 450, address, size=26, gap=40, width=_R - 1480)
        items += lines[:3]

    cols = (_L, 340, 1380, 1600, 1960, _R)
    heads = (("Date", "Fecha"), ("Libellé", "Concepto"), ("Valeur", "Valor"), ("Débit", "Debe"), ("Crédit", "Haber"))

    def table(y: int, rows: list[tuple[int, str, int]]) -> tuple[list[Item | Rule], int]:
        out: list[Item | Rule] = [Rule(_L, y, _R, y + 3)]
        for c, (fr_head, es_head) in enumerate(heads):
            text = f"{fr_head} / {es_head}"
            if c >= 3:
                out.append(_right(cols[c + 1] - 16, y + 16, text, 24, "bold"))
            else:
                out.append(Item(cols[c] + 16, y + 16, text, 24, "bold"))
        y += 62
        out.append(Rule(_L, y, _R, y + 2))
        y += 16
        for day, label, cents in rows:
            value_day = min(day + (1 if cents > 0 else 0), last)
            out += [
                Item(cols[0] + 16, y, f"{day:02d}/{month:02d}", 28),
                Item(cols[1] + 16, y, label, 28),
                Item(cols[2] + 16, y, f"{value_day:02d}/{month:02d}", 28),
                _right(cols[4 if cents < 0 else 5] - 16, y, fr_amount(abs(cents) / 100), 28),
            ]
            y += 56
        y += 6
        out.append(Rule(_L, y, _R, y + 2))
        debits = sum(-c for *_, c in rows if c < 0)
        credits = sum(c for *_, c in rows if c > 0)
        out += [
            Item(cols[1] + 16, y + 14, "Total des mouvements / Total movimientos", 26, "bold"),
            _right(cols[4] - 16, y + 14, fr_amount(debits / 100), 26, "bold"),
            _right(cols[5] - 16, y + 14, fr_amount(credits / 100), 26, "bold"),
        ]
        y += 64
        out.append(Rule(_L, y, _R, y + 3))
        return out, y

    # 1. the current account
    y = 700
    items += [
        *frame(_L, y, _R, y + 70, 2),
        Item(_L + 24, y + 16, "1. COMPTE CHÈQUES / CUENTA CORRIENTE", 32, "bold"),
        _right(_R - 24, y + 20, "Devise / Divisa : MAD", 26),
    ]
    y += 100
    items += [
        Item(_L, y, f"RIB : {_rib_groups(rib)}", 32, "bold"),
        _right(_R, y + 4, f"IBAN : {iban(rib)}", 24),
    ]
    y += 70
    items += [
        Item(_L, y, f"Solde initial / Saldo inicial au {fr_date(start)}", 30, "bold"),
        _right(_R, y, _side(opening), 32, "bold"),
    ]
    y += 70
    rows, y = table(y, moves)
    items += rows
    y += 20
    items += [
        Item(_L, y, f"Solde final / Saldo final au {fr_date(end)}", 30, "bold"),
        _right(_R, y, _side(closing), 32, "bold"),
    ]
    # 2. the savings book
    y += 130
    items += [
        *frame(_L, y, _R, y + 70, 2),
        Item(_L + 24, y + 16, "2. COMPTE SUR CARNET / LIBRETA DE AHORRO", 32, "bold"),
        _right(_R - 24, y + 20, "Taux / Interés : 1,75 %", 26),
    ]
    y += 100
    items += [Item(_L, y, f"N° de compte / N.º de cuenta : {savings_no}", 30)]
    y += 64
    items += [
        Item(_L, y, f"Solde du carnet / Saldo de la libreta au {fr_date(start)}", 28),
        _right(_R, y, _side(savings_open), 28),
    ]
    y += 60
    rows, y = table(y, [(rng.randint(6, last - 2), "VERSEMENT ESPÈCES / INGRESO EN EFECTIVO", round(deposit * 100))])
    items += rows
    y += 20
    items += [
        Item(_L, y, f"Solde du carnet / Saldo de la libreta au {fr_date(end)}", 28),
        _right(_R, y, _side(savings_close), 28),
    ]
    notice, _ = flow_text(
        _L,
        y + 120,
        "CR : solde créditeur / saldo acreedor - DB : solde débiteur / saldo deudor. Sans réclamation de votre part "
        "dans un délai de 30 jours, les opérations du présent relevé sont réputées approuvées. / Si en el plazo de "
        "30 días no recibimos reclamación, se considerarán aprobadas las operaciones de este extracto.",
        size=24,
        gap=38,
        width=_R - _L,
    )
    items += notice
    items += [
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['bank_name']} - Agence {_agency(v)}", 22),
        _right(_R, 3320, "Page 1 / 1", 22),
    ]
    return Page(A4, tuple(items))


def rib_page_q(v: dict[str, Any]) -> Page:
    """A RIB slip whose four parts sit in boxes labelled only in Arabic above them, the holder and the agency under
    bilingual labels, IBAN and BIC, a French and Arabic notice under the slip."""
    rib = v["rib"]
    given, family = _split_name(v["account_holder"])
    civ, _ = _civ({"applicant_name": v["account_holder"]})
    x0, x1, top = _L, _R, 260
    items: list[Item | Rule] = [
        *frame(x0, top, x1, top + 1420, 4),
        Item(x0 + 40, top + 40, v["bank_name"], 48, "bold"),
        _right(x1 - 40, top + 36, _AR_BANKS.get(v["bank_name"], ""), 44, "bold"),
        Rule(x0 + 40, top + 130, x1 - 40, top + 132),
        _centre(x0, x1, top + 170, "RELEVÉ D'IDENTITÉ BANCAIRE", 50, "bold"),
        _centre(x0, x1, top + 246, "بيان الهوية البنكية", 42, "bold"),
        Item(x0 + 40, top + 360, "Titulaire du compte", 28),
        _right(x1 - 40, top + 356, "صاحب الحساب", 32),
        Item(x0 + 40, top + 406, f"{civ} {given.upper()} {family.upper()}", 42, "bold"),
        Item(x0 + 40, top + 500, "Domiciliation", 28),
        _right(x1 - 40, top + 496, "الوكالة", 32),
        Item(x0 + 40, top + 546, f"{v['bank_name']} - Agence {_agency(v)}", 34),
    ]
    # the four parts, Arabic captions only
    parts = [
        ("رمز البنك", rib[:3], 300),
        ("رمز المدينة", rib[3:6], 300),
        ("رقم الحساب", rib[6:22], 900),
        ("المفتاح", rib[22:], 240),
    ]
    gap = 40
    total = sum(w for *_, w in parts) + gap * (len(parts) - 1)
    bx = (x0 + x1 - total) // 2
    by = top + 720
    for caption, digits, w in parts:
        items += [
            _centre(bx, bx + w, by - 64, caption, 32, "bold"),
            *frame(bx, by, bx + w, by + 110, 3),
            _centre(bx, bx + w, by + 28, digits, 50, "mono"),
        ]
        bx += w + gap
    items += [
        Item(x0 + 40, top + 940, "IBAN", 28),
        Item(x0 + 40, top + 984, iban(rib), 42, "mono"),
        Item(x0 + 40, top + 1090, "BIC / SWIFT", 28),
        Item(x0 + 40, top + 1134, _BIC.get(v["bank_name"], "BCMAMAMC"), 42, "mono"),
        *frame(1500, top + 1080, x1 - 40, top + 1380, 2),
        _centre(1500, x1 - 40, top + 1210, "Cachet de l'agence", 24),
    ]
    notice, y = flow_text(
        _L,
        top + 1500,
        "Ce relevé est destiné à être remis à vos créanciers ou débiteurs, français ou étrangers, appelés à faire "
        "inscrire des opérations à votre compte (virements, prélèvements, paiement de salaire).",
        size=30,
        gap=50,
        width=_R - _L,
    )
    items += notice
    items += [
        _right(_R, y + 30, "تسلم هذه الوثيقة إلى الدائنين أو المدينين لتسجيل العمليات في حسابكم", 32),
        Rule(_L, 3300, _R, 3302),
        Item(_L, 3320, f"{v['bank_name']} - Agence {_agency(v)}", 22),
        _right(_R, 3320, f"Édité le {fr_date(_issued(v, 'rib'))}", 22),
    ]
    return Page(A4, tuple(items))


PAGES_Q: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_q,
    "cin_front": cin_front_page_q,
    "cin_back": cin_back_page_q,
    "passport": passport_page_q,
    "employment_certificate": employment_certificate_page_q,
    "salary_certificate": salary_certificate_page_q,
    "cnss_certificate": cnss_certificate_page_q,
    "bank_statement": bank_statement_page_q,
    "rib": rib_page_q,
}
