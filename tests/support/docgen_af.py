"""Layout "af" of every document type: THE NORTHERN FREE ZONES (Tanger Med, Tanger Automotive City, Kenitra Atlantic
Free Zone) and the banks their staff use, written blind (the reader is never tuned on it, and nobody ran it on these
pages while writing them).

Same primitives and values as `docgen` (layouts "a" and "b") and `docgen_c` to `docgen_ae`, other real-world
conventions, all from the papers of automotive wiring-harness and seat suppliers of the free zones, Moroccan
subsidiaries of Spanish groups ("Filial del Grupo ... / Filiale du groupe ..."), whose payroll is kept on the
group's Spanish ERP and outsourced to a payroll firm of the zone, and of the banks' private-banking and
corporate-payroll ("convention salariés") desks that hold their staff's accounts. Spanish comes FIRST and the French
after a slash ("Trabajador / Salarié"); the CNSS attestation and the bank's papers are French only. ID documents
come as a multifunction printer's "ID CARD COPY": the card (or the passport's data page) copied in the upper third
of an otherwise blank A4 sheet, the copier's faint dotted edge lines along the sheet's top and left edges and along
the lower edge of its ID-copy scan area. Names "APELLIDOS, Nombre" on the payslip ("EL AMRANI, Youssef"), "Given
FAMILY" on the certificates, "FAMILY Given" on the CNSS attestation, "M. / MME GIVEN FAMILY" at the bank; dates
"01/03/2019" (the certificates may write "1 de marzo de 2019" / "1er mars 2019", chosen per applicant), the cards
"12.03.1988" or "12/03/1988" (per applicant), the passport "12 MAR 1988"; amounts "12.345,67" (Spanish ERP) or
"12 345,67" per applicant on the payslip and the statement, "12 345,67" elsewhere:

- payslip: a BILINGUAL SPANISH / FRENCH "NÓMINA / BULLETIN DE PAIE" from the group's ERP: the company block at the
  left (employer, "Filial del Grupo X / Filiale du groupe X", the lot and the free zone, "N° afiliación CNSS / N°
  affiliation CNSS", ICE), the framed title at the right with "Mes / Mois : OCTUBRE / OCTOBRE 2026" and "Periodo /
  Période : 01/10/2026 - 31/10/2026"; a ruled grid of small bilingual labels over bold values ("Trabajador /
  Salarié" the name "FAMILY, Given", "CIN / CNIE", "N° CNSS", "Categoría / Catégorie", "Fecha de alta / Date
  d'embauche", "Contrato / Contrat" "CDI - Indefinido" or "CDD - Temporal", "Matrícula / Matricule", "Centro /
  Site", "Turno / Équipe" (3x8 shifts), "Sección / Atelier", "Días / Jours"); a table "Concepto / Rubrique |
  Cantidad / Nombre | Precio / Taux | Devengos / Gains | Deducciones / Retenues" with the factory lines (the base
  salary less the shift bonus and the overtime, "Prima de turno / Prime d'équipe", "Horas extra 25% / Heures sup.
  25 %" hours x rate, the seniority bonus, which add up to the gross), "Total devengado / Salaire brut", CNSS
  4,48 % on the capped base, AMO 2,26 %, IR on the net taxable, "Total deducciones / Total retenues"; a strip of the
  bases and the heavy-framed "Líquido a percibir / Net à payer"; payment mode, "Recibí / Reçu" and the company's
  stamp box, the ERP's footer;
- CNIE front: an "ID card copy": the card in the upper third (rounded outline, a faint toner screen over it), the
  header "ROYAUME DU MAROC" / Arabic, the photo at the left with the card number UNDER it (unlabelled), at the
  right small bilingual labels ("Prénom", "Nom", "Né(e) le", "à", "Valable jusqu'au" with the Arabic word) OVER
  bold values, the Arabic name forms on the value rows at the right end; the rest of the sheet blank;
- CNIE back: the same copy of the back: parents, the address on its own line under "Adresse", civil status and sex,
  the TD1 MRZ at the bottom of the card;
- passport: the same copy of the passport's DATA PAGE: French / English labels over the values, "12 MAR 1988", the
  CIN as "N° personnel / Personal No.", the TD3 MRZ;
- employment certificate: "CERTIFICADO DE EMPRESA / ATTESTATION DE TRAVAIL": the letterhead (employer, group, zone
  and registrations), then TWO COLUMNS split by a rule, the Spanish text at the left and the French one at the
  right (employer and its CNSS number, "D. / Dña." and "M. / Mme" Given FAMILY, the CIN, the hire date in words or
  slashes, the position, "contrato indefinido (CDI)" / "contrat à durée indéterminée (CDI)"), each column its own
  "En Tánger, a ..." / "Fait à Tanger, le ...", one signature block under both, and the company's rectangular stamp;
- salary certificate: "CERTIFICADO DE SALARIO / ATTESTATION DE SALAIRE": the same letterhead, the Spanish
  paragraph, then the French one in italic-like smaller type, a bilingual pay table "Concepto / Rubrique | Importe
  mensual / Montant mensuel (MAD)" (base, seniority bonus, "Salario bruto / Salaire brut mensuel", CNSS, AMO, IR,
  "Salario neto / Salaire net mensuel"), the net in French words, closing, signature and stamp;
- CNSS certificate: "ATTESTATION D'AFFILIATION À LA CNSS" printed by the employer's PAYROLL OUTSOURCER in the zone
  inside its own double frame (the outsourcer's band at the top, "Mandataire de l'employeur pour les déclarations
  DAMANCOM", a file reference), a box "Pour le compte de l'employeur" (Raison sociale, N° d'affiliation CNSS, site),
  a ruled box "Salarié assuré" (Nom et prénom "FAMILY Given", N° d'immatriculation, CIN, Date d'embauche, Date
  d'affiliation), the certification sentence, the last six declared months (days only), signature, the
  outsourcer's footer; French only;
- bank statement: a "BANQUE PRIVÉE" (gross of 20 000 and more) or "CONVENTION SALARIÉS ENTREPRISES" statement:
  the bank and its segment, "RELEVÉ DE COMPTE N° 10/2026" and "Page 1/1", the agency in the free zone, the
  adviser, the holder's postal block in the envelope window (corner marks), an account strip (account type, RIB in
  3 / 3 / 16 / 2 groups, period "du 01/10/2026 au 31/10/2026", currency), a movement table with a RUNNING BALANCE
  column (Date | Libellé | Valeur | Débit | Crédit | Solde) opened by "ANCIEN SOLDE AU 01/10/2026" and closed by
  "NOUVEAU SOLDE AU 31/10/2026", a debtor balance with a minus sign, totals, the bank's legal footer;
- RIB: "ATTESTATION DE RELEVÉ D'IDENTITÉ BANCAIRE" from the same desk: the bank and segment, an attestation
  sentence, a framed key / value block (Titulaire "GIVEN FAMILY", Domiciliation, agency address), the four RIB boxes
  (Code banque | Code localité | N° de compte | Clé RIB), the RIB unspaced, the IBAN in groups of four, the BIC,
  "Fait à ..., le ...", the adviser's signature and the bank's stamp.

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
    EN_MONTHS,
    ES_MONTHS,
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

_LAYOUT = "af"
_W, _H = A4
_L, _R = 160, 2320
_ZONES = (
    ("Tanger Automotive City", "Lot 42, Îlot B, Jouamaa", "Tanger", "Tánger"),
    ("Zone Franche Tanger Med - Ksar El Majaz", "Lot 17, Melloussa 1", "Fahs Anjra", "Tánger"),
    ("Kenitra Atlantic Free Zone", "Lot 9, Ameur Seflia", "Kénitra", "Kenitra"),
    ("Tanger Free Zone", "Îlot 28, lot 3, Boukhalef", "Tanger", "Tánger"),
)
_GROUPS = (
    "Grupo Ibérica de Cableados",
    "Grupo Navarro Asientos",
    "Grupo Levante Componentes",
    "Grupo Cántabro Arneses",
    "Grupo Vasco Interiores",
)
_OUTSOURCERS = (
    ("DÉTROIT PAIE & SOCIAL", "Externalisation de la paie - filiale du groupe Paietech (France)"),
    ("NORD PAYROLL SERVICES", "Gestion de la paie et déclarations sociales"),
    ("ATLANTIC RH OUTSOURCING", "Paie, administration du personnel, déclarations CNSS"),
)
_AGENCIES = (
    ("Tanger Automotive City", "Centre d'affaires TAC, Jouamaa, Tanger"),
    ("Tanger Med Zone Franche", "Zone Franche Ksar El Majaz, Fahs Anjra"),
    ("Kénitra Atlantic Free Zone", "Zone franche, Ameur Seflia, Kénitra"),
    ("Tanger Boukhalef", "Route de Rabat, Boukhalef, Tanger"),
    ("Tanger Place de France", "1 Place de France, Tanger"),
)
_ADVISERS = ("Nawal Temsamani", "Othmane Bakkali", "Leila Khattabi", "Anas Boudlal", "Siham Aarab")


# values -------------------------------------------------------------------------------------------------------
def _rng(v: dict[str, Any], key: str) -> random.Random:
    return random.Random(f"{v.get('cin') or v.get('rib', '')}-{key}-{_LAYOUT}")


def _period(v: dict[str, Any]) -> str:
    return str(v.get("pay_period") or str(v.get("statement_period_start", "2026-10-01"))[:7])


def _issue(v: dict[str, Any], key: str, days: tuple[int, int] = (2, 9)) -> str:
    base = {"cin": v.get("cin") or v.get("rib", ""), "pay_period": _period(v)}
    return issued_after_period(base, key, layout=_LAYOUT, days=days)


def _fit(text: str, width: int, size: int, style: str = "regular", floor: int = 20) -> int:
    while size > floor and text_width(text, size, style) > width:
        size -= 1
    return size


def _e(v: dict[str, Any]) -> str:
    return "e" if _female(v) else ""


def _firm(employer: str) -> dict[str, str]:
    """The employer's group, free-zone site, registrations and signatory, the same on every af document."""
    rng = random.Random(f"af-firm-{employer}")
    zone, street, town, es_town = rng.choice(_ZONES)
    signatory = rng.choice(
        (
            ("Javier Ortega Ruiz", "Director de RR.HH. / Directeur des Ressources Humaines"),
            ("Imane Benaissa", "Responsable de Personal / Responsable du Personnel"),
            ("Carlos Etxeberria", "Director General / Directeur Général"),
            ("Mounir Akalay", "Jefe de Nóminas / Chef du service Paie"),
        )
    )
    return {
        "group": rng.choice(_GROUPS),
        "zone": zone,
        "street": street,
        "town": town,
        "es_town": es_town,
        "signatory": signatory[0],
        "title": signatory[1],
        "rc": str(rng.randint(60_000, 139_999)),
        "if": str(rng.randint(40_000_000, 52_999_999)),
        "ice": f"00{rng.randint(2_000_000, 2_999_999)}000{rng.randint(10, 99)}",
        "phone": f"05 39 {rng.randint(30, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        "product": rng.choice(
            (
                "Cableados y arneses / Câblage et faisceaux",
                "Asientos y espumas / Sièges et mousses",
                "Componentes interiores / Équipements intérieurs",
            )
        ),
    }


def _amount(value: float, form: str) -> str:
    """'12.345,67' (the Spanish ERP) or '12 345,67'."""
    text = fr_amount(value)
    return text.replace(" ", ".") if form == "es" else text


def _es_words_date(iso: str) -> str:
    """'1 de marzo de 2019'."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{d} de {ES_MONTHS[m - 1]} de {y}"


def _en_date(iso: str) -> str:
    """'12 MAR 1988'."""
    y, m, d = iso.split("-")
    return f"{d} {EN_MONTHS[int(m) - 1]} {y}"


# drawing --------------------------------------------------------------------------------------------------------
def _dots_h(x0: int, x1: int, y: int, pitch: int = 6) -> list[Item | Rule]:
    return [Rule(x, y, x + 1, y + 1) for x in range(x0, x1, pitch)]


def _dots_v(x: int, y0: int, y1: int, pitch: int = 6) -> list[Item | Rule]:
    return [Rule(x, y, x + 1, y + 1) for y in range(y0, y1, pitch)]


def _screen(x0: int, y0: int, x1: int, y1: int, pitch: int = 10) -> list[Item | Rule]:
    """A light grey tint: staggered single-pixel dots."""
    out: list[Item | Rule] = []
    for row, y in enumerate(range(y0 + pitch // 2, y1 - 1, pitch)):
        shift = (pitch // 2) * (row % 2)
        out += [Rule(x, y, x, y) for x in range(x0 + shift + 2, x1 - 1, pitch)]
    return out


def _arc(cx: int, cy: int, r: int, a0: float, a1: float, t: int = 3) -> list[Item | Rule]:
    steps = max(4, round(abs(a1 - a0) / 180 * math.pi * r / max(1, t - 1)))
    out: list[Item | Rule] = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        px, py = round(cx + r * math.cos(a) - t / 2), round(cy + r * math.sin(a) - t / 2)
        out.append(Rule(px, py, px + t - 1, py + t - 1))
    return out


def _rounded(x0: int, y0: int, x1: int, y1: int, r: int = 20, t: int = 3) -> list[Item | Rule]:
    h = t // 2
    return [
        Rule(x0 + r, y0, x1 - r, y0 + t - 1),
        Rule(x0 + r, y1 - t + 1, x1 - r, y1),
        Rule(x0, y0 + r, x0 + t - 1, y1 - r),
        Rule(x1 - t + 1, y0 + r, x1, y1 - r),
        *_arc(x0 + r, y0 + r, r - h, 180, 270, t),
        *_arc(x1 - r, y0 + r, r - h, 270, 360, t),
        *_arc(x1 - r, y1 - r, r - h, 0, 90, t),
        *_arc(x0 + r, y1 - r, r - h, 90, 180, t),
    ]


def _scribble(x: int, y: int, w: int, rng: random.Random, h: int = 24) -> list[Item | Rule]:
    out: list[Item | Rule] = []
    phase, speed = rng.random() * 6, rng.uniform(11, 19)
    for k in range(0, w, 3):
        dy = round(h * math.sin(k / speed + phase) + h * 0.5 * math.sin(k / 5.1))
        out.append(Rule(x + k, y + dy, x + k + 4, y + dy + 4))
    return out


def _stamp(x0: int, y0: int, lines: list[str], width: int = 640) -> list[Item | Rule]:
    """A rectangular company stamp: a double frame, the lines centred."""
    h = 40 + 44 * len(lines)
    out: list[Item | Rule] = [
        *frame(x0, y0, x0 + width, y0 + h, 5),
        *frame(x0 + 12, y0 + 12, x0 + width - 12, y0 + h - 12, 2),
    ]
    for i, text in enumerate(lines):
        size = _fit(text, width - 60, 28 if i == 0 else 24, "bold" if i == 0 else "regular", 16)
        out.append(centred_item(x0, x0 + width, y0 + 26 + i * 44, text, size, "bold" if i == 0 else "regular"))
    return out


def _cell(x0: int, x1: int, y: int, label: str, value: str, h: int = 104, size: int = 34) -> list[Item | Rule]:
    """A grid cell: the bilingual label small at the top, the value bold under it."""
    return [
        Item(x0 + 16, y + 10, label, _fit(label, x1 - x0 - 28, 23)),
        Item(x0 + 16, y + 46, value, _fit(value, x1 - x0 - 32, size, "bold"), "bold"),
    ]


def _grid(cols: tuple[int, ...], y: int, rows: list[list[tuple[str, str, int]]], h: int = 104) -> list[Item | Rule]:
    """A ruled grid; every row a list of (label, value, span in columns)."""
    out: list[Item | Rule] = [*frame(cols[0], y, cols[-1], y + h * len(rows), 3)]
    for r, row in enumerate(rows):
        ry = y + r * h
        if r:
            out.append(Rule(cols[0], ry, cols[-1], ry + 1))
        c = 0
        for label, value, span in row:
            x0, x1 = cols[c], cols[c + span]
            if c:
                out.append(Rule(x0, ry, x0 + 1, ry + h))
            out += _cell(x0, x1, ry, label, value, h)
            c += span
    return out


# payslip --------------------------------------------------------------------------------------------------------
def _factory_lines(v: dict[str, Any], p: dict[str, float]) -> dict[str, Any]:
    """The base salary split into the days worked, the shift bonus and the overtime (in cents, exact)."""
    rng = _rng(v, f"factory-{v['pay_period']}")
    base = round(p["base"] * 100)
    shift = round(base * rng.choice((0.03, 0.04, 0.05)))
    hourly = round(base / 191 * 1.25)  # cents per overtime hour (+25 %)
    hours = rng.choice((4, 6, 8, 10, 12))
    overtime = hours * hourly
    return {
        "days_pay": (base - shift - overtime) / 100,
        "shift": shift / 100,
        "hours": hours,
        "hourly": hourly / 100,
        "overtime": overtime / 100,
    }


def payslip(v: dict[str, Any]) -> Page:
    """A bilingual Spanish / French ERP payslip of a Spanish group's free-zone subsidiary."""
    p = pay_lines(v)
    f = _factory_lines(v, p)
    firm = _firm(v["employer"])
    rng = _rng(v, "nomina")
    form = random.Random(f"{v['cin']}-amount-{_LAYOUT}").choice(("es", "fr"))
    year, month = (int(x) for x in v["pay_period"].split("-"))
    start, end = f"{v['pay_period']}-01", f"{v['pay_period']}-{last_day(year, month):02d}"
    given, family = _split_name(v["applicant_name"])
    worker = f"{family.upper()}, {given}"
    contract = {"CDI": "CDI - Indefinido", "CDD": "CDD - Temporal"}.get(v["contract_type"], v["contract_type"])

    def money(value: float) -> str:
        return _amount(value, form)

    items: list[Item | Rule] = [
        Item(_L, 130, v["employer"], _fit(v["employer"], 1150, 50, "bold"), "bold"),
        Item(_L, 200, f"Filial del {firm['group']} / Filiale du {firm['group'].replace('Grupo', 'groupe')}", 27),
        Item(_L, 242, f"{firm['street']} - {firm['zone']}", _fit(f"{firm['street']} - {firm['zone']}", 1150, 27)),
        Item(_L, 284, f"{firm['town']} - Maroc · Tél. {firm['phone']}", 27),
        Item(_L, 340, f"N° afiliación CNSS / N° affiliation CNSS : {v['employer_cnss']}", 29, "bold"),
        Item(_L, 386, f"ICE : {firm['ice']}   RC : {firm['rc']}   IF : {firm['if']}", 26),
        # the framed title
        *frame(1400, 120, _R, 440, 4),
        centred_item(1400, _R, 146, "NÓMINA", 62, "bold"),
        centred_item(1400, _R, 222, "BULLETIN DE PAIE", 40, "bold"),
        Rule(1404, 288, _R - 4, 290),
        Item(1430, 306, f"Mes / Mois : {ES_MONTHS[month - 1].upper()} / {_MONTHS[month - 1].upper()} {year}", 28),
        Item(1430, 364, f"Periodo / Période : {fr_date(start)} - {fr_date(end)}", 28),
    ]
    cols = (_L, _L + 540, _L + 1080, _L + 1620, _R)
    matricule = f"{rng.randint(10, 99)}{rng.randint(1000, 9999)}"
    section = rng.choice(("Corte / Coupe", "Montaje / Assemblage", "Calidad / Qualité", "Logística / Logistique"))
    rows = [
        [("Trabajador / Salarié", worker, 2), ("CIN / CNIE", v["cin"], 1), ("N° CNSS", v["cnss_number"], 1)],
        [
            ("Categoría / Catégorie", v["position"], 2),
            ("Fecha de alta / Date d'embauche", fr_date(v["hire_date"]), 1),
            ("Contrato / Contrat", contract, 1),
        ],
        [
            ("Matrícula / Matricule", matricule, 1),
            ("Centro / Site", firm["zone"], 1),
            ("Turno / Équipe", "3x8 rotativo / tournant", 1),
            ("Sección / Atelier", section, 1),
        ],
    ]
    items += _grid(cols, 500, rows)
    y = 500 + 104 * 3 + 60
    # the pay lines
    tc = (_L, _L + 880, _L + 1160, _L + 1430, _L + 1800, _R)
    heads = ("Concepto / Rubrique", "Cantidad / Nombre", "Precio / Taux", "Devengos / Gains", "Deducciones / Retenues")
    items += [*frame(tc[0], y, tc[-1], y + 80, 3), *_screen(tc[0] + 3, y + 3, tc[-1] - 3, y + 77, 8)]
    for i, head in enumerate(heads):
        items.append(
            centred_item(tc[i], tc[i + 1], y + 24, head, _fit(head, tc[i + 1] - tc[i] - 20, 25, "bold"), "bold")
        )
    y += 80
    lines: list[tuple[str, str, str, str, str, bool]] = [
        ("Salario base / Salaire de base", "26 d / j", "", money(f["days_pay"]), "", False),
        ("Prima de turno / Prime d'équipe", "", "", money(f["shift"]), "", False),
        ("Horas extra 25% / Heures sup. 25 %", f"{f['hours']} h", money(f["hourly"]), money(f["overtime"]), "", False),
    ]
    if p["bonus"] > 0:
        lines.append(
            ("Antigüedad / Prime d'ancienneté", money(p["base"]), f"{p['rate']:.0f} %", money(p["bonus"]), "", False)
        )
    lines += [
        ("Total devengado / Salaire brut", "", "", money(p["gross"]), "", True),
        ("CNSS / Cotisation CNSS", money(min(p["gross"], 6000.0)), "4,48 %", "", money(p["cnss"]), False),
        ("AMO / Assurance maladie", money(p["gross"]), "2,26 %", "", money(p["amo"]), False),
        ("IR / Impôt sur le revenu", money(p["taxable"]), "", "", money(p["igr"]), False),
        ("Total deducciones / Total retenues", "", "", "", money(p["held"]), True),
    ]
    row_h = 66
    top = y
    for label, qty, rate, gain, held, bold in lines:
        style = "bold" if bold else "regular"
        if bold:
            items.append(Rule(tc[0], y, tc[-1], y + 2))
        items.append(Item(tc[0] + 18, y + 16, label, _fit(label, tc[1] - tc[0] - 30, 30, style), style))
        for i, text in ((1, qty), (2, rate), (3, gain), (4, held)):
            if text:
                items.append(right_item(tc[i + 1] - 20, y + 16, text, 30, style))
        y += row_h
    items += [*frame(tc[0], top - 3, tc[-1], y + 6, 3), *[Rule(x, top, x + 1, y + 4) for x in tc[1:-1]]]
    # the bases and the net
    y += 70
    sc = (_L, _L + 430, _L + 860, _L + 1290, _R)
    strip = [
        ("Salario bruto / Salaire brut", money(p["gross"])),
        ("Base CNSS / Base plafonnée", money(min(p["gross"], 6000.0))),
        ("Neto imponible / Net imposable", money(p["taxable"])),
    ]
    for i, (label, value) in enumerate(strip):
        items += [*frame(sc[i], y, sc[i + 1], y + 130, 2), *_cell(sc[i], sc[i + 1], y + 6, label, value, size=34)]
    items += [
        *frame(sc[3] + 20, y - 10, sc[4], y + 150, 7),
        Item(
            sc[3] + 50,
            y + 10,
            "LÍQUIDO A PERCIBIR / NET À PAYER",
            _fit("LÍQUIDO A PERCIBIR / NET À PAYER", 960, 30, "bold"),
            "bold",
        ),
        right_item(sc[4] - 130, y + 64, money(p["net"]), _fit(money(p["net"]), 700, 56, "bold"), "bold"),
        right_item(sc[4] - 30, y + 82, "MAD", 32),
    ]
    y += 230
    items += [
        Item(_L, y, f"Forma de pago / Mode de paiement : Transferencia / Virement bancaire - {fr_date(end)}", 28),
        Item(_L, y + 48, "Importes en dirhams (MAD) / Montants en dirhams (MAD)", 26),
    ]
    y += 140
    items += [
        *frame(_L, y, _L + 1000, y + 260, 2),
        Item(_L + 24, y + 18, "Recibí / Reçu - firma del trabajador / signature du salarié", 24),
        *_stamp(_R - 800, y + 10, [v["employer"].upper(), firm["zone"], "Sello de la empresa / Cachet"], 800),
        *_scribble(_R - 620, y + 200, 360, rng, 20),
    ]
    items += [
        Rule(_L, _H - 250, _R, _H - 248),
        Item(
            _L,
            _H - 226,
            "Conserve esta nómina sin limitación de tiempo / Conservez ce bulletin sans limitation de durée.",
            24,
        ),
        Item(_L, _H - 186, f"SIGNO Nómina v7.2 · {firm['group']} · Sociedad / Société {v['employer']}", 22),
        right_item(_R, _H - 186, "Pág. / Page 1/1", 22),
    ]
    return Page(A4, tuple(items))


# ID card copy ---------------------------------------------------------------------------------------------------
def _place(items: list[Item | Rule], ox: int, oy: int, s: float) -> list[Item | Rule]:
    out: list[Item | Rule] = []
    for it in items:
        if isinstance(it, Rule):
            out.append(Rule(ox + round(it.x0 * s), oy + round(it.y0 * s), ox + round(it.x1 * s), oy + round(it.y1 * s)))
        else:
            out.append(Item(ox + round(it.x * s), oy + round(it.y * s), it.text, round(it.size * s), it.style))
    return out


def _photo(x0: int, y0: int, x1: int, y1: int) -> list[Item | Rule]:
    """A copied photo: a pale background, the head and shoulders a denser screen."""
    w = x1 - x0
    cx, head_cy, head_r = (x0 + x1) // 2, y0 + (y1 - y0) * 2 // 5, w // 5
    out: list[Item | Rule] = [*frame(x0, y0, x1, y1, 2)]
    for row, y in enumerate(range(y0 + 6, y1 - 4, 5)):
        for x in range(x0 + 6 + 2 * (row % 2), x1 - 4, 5):
            head = (x - cx) ** 2 + ((y - head_cy) * 0.8) ** 2 < head_r**2
            shoulders = y > y1 - (y1 - y0) // 4 and abs(x - cx) < w * 0.42 - (y1 - y) * 0.7
            if head or shoulders:
                out.append(Rule(x, y, x + 1, y + 1))
    return out


def _id_copy(v: dict[str, Any], key: str, doc: list[Item | Rule], size: tuple[int, int], s: float) -> Page:
    """An MFP's ID-card copy: `doc` (its own coordinates, `size`) copied `s` times near the top left of the
    ID-copy area (the upper third of the sheet), the copier's faint dotted edge lines, the rest blank."""
    rng = _rng(v, f"idcopy-{key}")
    w, h = round(size[0] * s), round(size[1] * s)
    ox, oy = 180 + rng.randint(0, 60), 110 + rng.randint(0, 40)
    x1, y1 = ox + w, oy + h
    area = max(1169, y1 + 60)  # the ID-copy scan area's lower edge
    items: list[Item | Rule] = [
        *_dots_h(40, _W - 40, 34, 7),  # the platen's edges, faint
        *_dots_v(34, 40, _H - 40, 7),
        *_dots_h(40, _W - 40, area, 9),
        *_screen(ox + 4, oy + 4, x1 - 4, y1 - 4, 14),
        *_rounded(ox, oy, x1, y1, r=round(34 * s), t=3),
        *_place(doc, ox, oy, s),
    ]
    return Page(A4, tuple(items))


def _card_date(v: dict[str, Any], iso: str) -> str:
    return fr_date(iso, "." if random.Random(f"{v['cin']}-carddate-{_LAYOUT}").random() < 0.5 else "/")


def cin_front(v: dict[str, Any]) -> Page:
    given, family = _split_name(v["applicant_name"])
    place = str(v["place_of_birth"]).upper()
    fem = _female(v)
    card: list[Item | Rule] = [
        Item(40, 26, "ROYAUME DU MAROC", 38, "bold"),
        right_item(1260, 22, "المملكة المغربية", 38, "bold"),
        Item(40, 78, "CARTE NATIONALE D'IDENTITÉ", 28),
        right_item(1260, 74, "البطاقة الوطنية للتعريف", 28),
        *_photo(40, 140, 350, 540),
        Item(40, 566, v["cin"], 54, "bold"),
        *_photo(1110, 600, 1250, 780),  # the ghost image
    ]
    rows = [
        ("Prénom", "الاسم الشخصي", given.upper(), _AR_NAMES.get(given, "")),
        ("Nom", "الاسم العائلي", family.upper(), _AR_NAMES.get(family, "")),
        ("Née le" if fem else "Né le", "تاريخ الازدياد", _card_date(v, v["date_of_birth"]), ""),
        ("à", "مكان الازدياد", place, _AR_NAMES.get(place, "")),
        ("Valable jusqu'au", "صالحة إلى غاية", _card_date(v, v["cin_expiry"]), ""),
    ]
    for i, (label, ar_label, value, arabic) in enumerate(rows):
        y = 140 + i * 92
        ar_w = round(text_width(arabic, 30)) + 30 if arabic else 0
        card += [
            Item(390, y, label, 22),
            right_item(1060 if i >= 2 else 1260, y - 2, ar_label, 22),
            Item(390, y + 30, value, _fit(value, 1260 - 390 - ar_w, 42, "bold"), "bold"),
        ]
        if arabic:
            card.append(right_item(1260, y + 36, arabic, 30))
    return _id_copy(v, "front", card, (1300, 820), 1.0)


def cin_back(v: dict[str, Any]) -> Page:
    rng = _rng(v, "back")
    mrz = td1_mrz(v)
    if _female(v):  # the sex is outside every check digit of a TD1 MRZ
        mrz[1] = mrz[1][:7] + "F" + mrz[1][8:]
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    fem = _female(v)
    father = rng.choice(("MOHAMED", "AHMED", "ABDESLAM", "DRISS", "MUSTAPHA", "LARBI", "ABDELKRIM"))
    mother = rng.choice(("FATIMA", "KHADIJA", "RAHMA", "MALIKA", "ZOHRA", "NAIMA", "SAADIA"))
    address = str(v["address"]).upper()
    card: list[Item | Rule] = [
        Item(40, 30, "Fille de" if fem else "Fils de", 24),
        Item(230, 22, father, 38, "bold"),
        right_item(1260, 26, "بنت" if fem else "ابن", 30),
        Item(40, 96, "et de", 24),
        Item(230, 88, mother, 38, "bold"),
        right_item(1260, 92, "و", 30),
        Item(40, 160, "Adresse", 24),
        right_item(1260, 156, "العنوان", 30),
        Item(40, 200, address, _fit(address, 1220, 38, "bold", 22), "bold"),
        Item(40, 280, "N° d'état civil", 24),
        Item(260, 270, f"{rng.randint(30, 4999)}/{v['date_of_birth'][:4]}", 36, "bold"),
        Item(760, 280, "Sexe", 24),
        Item(860, 270, "F" if fem else "M", 36, "bold"),
        right_item(1260, 274, "الجنس", 30),
        Rule(40, 380, 1260, 382),
        *[Item(70, 430 + i * 104, line, 58, "mono") for i, line in enumerate(mrz)],
    ]
    return _id_copy(v, "back", card, (1300, 820), 1.0)


def passport(v: dict[str, Any]) -> Page:
    given, family = _split_name(v["applicant_name"])
    number, issued, expiry = passport_numbers(v, layout=_LAYOUT, issued_from=2021, valid_years=5)
    sex = "F" if _female(v) else "M"
    mrz = td3_mrz(v, number, expiry, sex)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:9] + str((int(mrz[1][9]) + 1) % 10) + mrz[1][10:]
    place = str(v.get("place_of_birth", "CASABLANCA")).upper()

    def field(x: int, y: int, label: str, value: str, width: int, size: int = 34) -> list[Item | Rule]:
        return [Item(x, y, label, 20), Item(x, y + 24, value, _fit(value, width, size, "bold"), "bold")]

    doc: list[Item | Rule] = [
        Item(40, 26, "ROYAUME DU MAROC", 32, "bold"),
        right_item(1260, 22, "المملكة المغربية", 32, "bold"),
        centred_item(0, 1300, 72, "PASSEPORT / PASSPORT", 26, "bold"),
        Rule(40, 112, 1260, 114),
        *_photo(40, 140, 340, 540),
        *field(380, 134, "Type / Type", "P", 90),
        *field(540, 134, "Code / Code", "MAR", 200),
        *field(860, 134, "Passeport N° / Passport No.", number, 400),
        *field(380, 210, "Nom / Surname", family.upper(), 860, 38),
        *field(380, 288, "Prénoms / Given names", given.upper(), 860, 38),
        *field(380, 366, "Nationalité / Nationality", "MAROCAINE", 400),
        *field(860, 366, "Sexe / Sex", sex, 300),
        *field(380, 440, "Date de naissance / Date of birth", _en_date(v["date_of_birth"]), 440),
        *field(860, 440, "Lieu de naissance / Place of birth", place, 400),
        *field(380, 514, "Date de délivrance / Date of issue", _en_date(issued), 440),
        *field(860, 514, "Date d'expiration / Date of expiry", _en_date(expiry), 400),
        *field(380, 588, "Autorité / Authority", "DGSN", 440),
        *field(860, 588, "N° personnel / Personal No.", v["cin"], 400),
        *[Item(44, 710 + i * 84, line, 44, "mono") for i, line in enumerate(mrz)],
    ]
    return _id_copy(v, "passport", doc, (1300, 900), 1.1)


# certificates ---------------------------------------------------------------------------------------------------
def _letterhead(v: dict[str, Any]) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    name = v["employer"].upper()
    return [
        *frame(_L, 120, _L + 150, 270, 6),
        centred_item(_L, _L + 150, 160, "".join(w[0] for w in firm["group"].split()[1:3]).upper(), 56, "bold"),
        Item(_L + 190, 120, name, _fit(name, 1300, 46, "bold"), "bold"),
        Item(_L + 190, 184, f"Filial del {firm['group']} / Filiale du {firm['group'].replace('Grupo', 'groupe')}", 26),
        Item(_L + 190, 226, firm["product"], 26),
        right_item(_R, 124, firm["zone"], 26, "bold"),
        right_item(_R, 164, f"{firm['street']}, {firm['town']}", 24),
        right_item(_R, 200, f"Tél. / Tfno. {firm['phone']}", 24),
        right_item(_R, 236, f"RC {firm['rc']} · IF {firm['if']} · ICE {firm['ice']}", 22),
        Rule(_L, 300, _R, 304),
        Rule(_L, 312, _R, 313),
    ]


def _hire_forms(v: dict[str, Any]) -> tuple[str, str]:
    """The hire date as the Spanish and the French text write it (in words or with slashes, per applicant)."""
    if _rng(v, "hire-form").random() < 0.5:
        return _es_words_date(v["hire_date"]), fr_words_date(v["hire_date"])
    return fr_date(v["hire_date"]), fr_date(v["hire_date"])


def _signature(v: dict[str, Any], key: str, y: int) -> list[Item | Rule]:
    firm = _firm(v["employer"])
    rng = _rng(v, f"sign-{key}")
    return [
        Item(_L + 1150, y, firm["signatory"], 32, "bold"),
        Item(_L + 1150, y + 46, firm["title"], _fit(firm["title"], _R - _L - 1150, 26)),
        *_scribble(_L + 1200, y + 150, 420, rng, 26),
        *_stamp(_L + 60, y + 10, [v["employer"].upper(), firm["zone"], f"ICE {firm['ice']}"], 820),
    ]


def employment_certificate(v: dict[str, Any]) -> Page:
    """A bilingual certificate: the Spanish text in the left column, the French one in the right column."""
    firm = _firm(v["employer"])
    issued = _issue(v, "employment")
    e = _e(v)
    fem = _female(v)
    es_hire, fr_hire = _hire_forms(v)
    name = _given_family(v["applicant_name"])
    es_contract = {"CDI": "contrato indefinido (CDI)", "CDD": "contrato de duración determinada (CDD)"}.get(
        v["contract_type"], f"contrato {v['contract_type']}"
    )
    fr_contract = {"CDI": "contrat à durée indéterminée (CDI)", "CDD": "contrat à durée déterminée (CDD)"}.get(
        v["contract_type"], f"contrat {v['contract_type']}"
    )
    items: list[Item | Rule] = [
        *_letterhead(v),
        centred_item(_L, _R, 420, "CERTIFICADO DE EMPRESA", 54, "bold"),
        centred_item(_L, _R, 496, "ATTESTATION DE TRAVAIL", 46, "bold"),
        right_item(_R, 590, f"Ref. / Réf. : RH-{issued[:4]}-{_rng(v, 'ref').randint(100, 999)}", 26),
    ]
    mid = (_L + _R) // 2
    colw = mid - _L - 50
    es = (
        f"{glue(firm['signatory'])}, en calidad de {firm['title'].split(' / ')[0]} de la sociedad "
        f"{glue(v['employer'])}, inscrita en la Caja Nacional de Seguridad Social (CNSS) con el número "
        f"{v['employer_cnss']}, CERTIFICA que {'Dña.' if fem else 'D.'} {glue(name)}, titular del documento "
        f"nacional de identidad (CIN) n.º~{v['cin']}, presta sus servicios en esta empresa desde el {glue(es_hire)}, "
        f"con la categoría de {glue(v['position'])}, mediante {es_contract}, y sigue formando parte de la plantilla."
    )
    fr = (
        f"Je soussigné(e), {glue(firm['signatory'])}, {firm['title'].split(' / ')[-1]} de la société "
        f"{glue(v['employer'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro "
        f"{v['employer_cnss']}, certifie que {'Mme' if fem else 'M.'} {glue(name)}, titulaire de la carte nationale "
        f"d'identité n°~{v['cin']}, est employé{e} au sein de notre société depuis le {glue(fr_hire)} en qualité de "
        f"{glue(v['position'])}, sous {fr_contract}, et fait toujours partie de notre personnel."
    )
    top = 680
    items += [Item(_L, top, "ESPAÑOL", 26, "bold"), Item(mid + 50, top, "FRANÇAIS", 26, "bold")]
    left, ly = flow_text(_L, top + 70, es, size=34, gap=60, width=colw)
    right, ry = flow_text(mid + 50, top + 70, fr, size=34, gap=60, width=colw)
    items += [*left, *right]
    more_es, ly = flow_text(
        _L,
        ly + 40,
        "Y para que conste, se expide el presente certificado a petición "
        + ("de la interesada." if fem else "del interesado."),
        size=34,
        gap=60,
        width=colw,
    )
    more_fr, ry = flow_text(
        mid + 50,
        ry + 40,
        f"La présente attestation est délivrée à l'intéressé{e} pour servir et valoir ce que de droit.",
        size=34,
        gap=60,
        width=colw,
    )
    d = int(issued[8:10])
    items += [
        *more_es,
        *more_fr,
        Item(_L, ly + 40, f"En {firm['es_town']}, a {d} de {ES_MONTHS[int(issued[5:7]) - 1]} de {issued[:4]}", 32),
        Item(mid + 50, ry + 40, f"Fait à {firm['town']}, le {fr_date(issued)}", 32),
    ]
    bottom = max(ly, ry) + 40
    items.append(Rule(mid, top, mid + 2, bottom + 50))
    items += _signature(v, "employment", bottom + 140)
    items += [
        Rule(_L, _H - 230, _R, _H - 229),
        centred_item(_L, _R, _H - 206, f"{v['employer']} - {firm['zone']} - N° CNSS {v['employer_cnss']}", 24),
    ]
    return Page(A4, tuple(items))


def salary_certificate(v: dict[str, Any]) -> Page:
    """The Spanish paragraph, then the French one, then a bilingual pay table."""
    firm = _firm(v["employer"])
    issued = _issue(v, "salary")
    e = _e(v)
    fem = _female(v)
    es_hire, fr_hire = _hire_forms(v)
    name = _given_family(v["applicant_name"])
    p = pay_lines({**v, "pay_period": v.get("pay_period") or issued[:7]})
    items: list[Item | Rule] = [
        *_letterhead(v),
        centred_item(_L, _R, 420, "CERTIFICADO DE SALARIO", 54, "bold"),
        centred_item(_L, _R, 496, "ATTESTATION DE SALAIRE", 46, "bold"),
    ]
    es = (
        f"La sociedad {glue(v['employer'])} certifica que {'Dña.' if fem else 'D.'} {glue(name)}, con CIN "
        f"n.º~{v['cin']}, trabaja en la empresa desde el {glue(es_hire)} con la categoría de {glue(v['position'])} "
        "y percibe la retribución mensual que se detalla a continuación."
    )
    fr = (
        f"La société {glue(v['employer'])} certifie que {'Mme' if fem else 'M.'} {glue(name)}, titulaire de la "
        f"CIN n°~{v['cin']}, est employé{e} depuis le {glue(fr_hire)} en qualité de {glue(v['position'])} et perçoit "
        "la rémunération mensuelle détaillée ci-dessous."
    )
    lines, y = flow_text(_L, 640, es, size=36, gap=64, width=_R - _L)
    items += lines
    lines, y = flow_text(_L + 40, y + 30, fr, size=32, gap=56, width=_R - _L - 40)
    items += [Rule(_L + 10, y - len(lines) * 56 - 6, _L + 14, y), *lines]
    y += 60
    cols = (_L + 80, _L + 1400, _R - 80)
    rows: list[tuple[str, str, bool]] = [("Salario base / Salaire de base", fr_amount(p["base"]), False)]
    if p["bonus"] > 0:
        rows.append((f"Antigüedad / Prime d'ancienneté ({p['rate']:.0f} %)", fr_amount(p["bonus"]), False))
    rows += [
        ("Salario bruto / Salaire brut mensuel", fr_amount(p["gross"]), True),
        ("CNSS (4,48 %)", "- " + fr_amount(p["cnss"]), False),
        ("AMO (2,26 %)", "- " + fr_amount(p["amo"]), False),
        ("IR / Impôt sur le revenu", "- " + fr_amount(p["igr"]), False),
        ("Salario neto / Salaire net mensuel", fr_amount(p["net"]), True),
    ]
    items += [*frame(cols[0], y, cols[2], y + 76, 3)]
    items += [
        Item(cols[0] + 20, y + 22, "Concepto / Rubrique", 28, "bold"),
        right_item(cols[2] - 20, y + 22, "Importe mensual / Montant mensuel (MAD)", 28, "bold"),
    ]
    top = y
    y += 76
    for label, value, bold in rows:
        style = "bold" if bold else "regular"
        items += [
            Item(cols[0] + 20, y + 18, label, 32, style),
            right_item(cols[2] - 20, y + 18, value, 32, style),
            Rule(cols[0], y + 70, cols[2], y + 71),
        ]
        y += 72
    items += [*frame(cols[0], top, cols[2], y, 3), Rule(cols[1], top, cols[1] + 1, y)]
    lines, y = flow_text(
        _L, y + 50, f"Soit un salaire net mensuel de {amount_words(p['net'])}.", size=32, gap=56, width=_R - _L
    )
    items += lines
    items += [
        Item(_L, y + 30, "Y para que conste / Pour servir et valoir ce que de droit.", 32),
        Item(_L, y + 90, f"En {firm['es_town']} / Fait à {firm['town']}, le {fr_date(issued)}", 32),
    ]
    items += _signature(v, "salary", y + 190)
    items += [
        Rule(_L, _H - 230, _R, _H - 229),
        centred_item(_L, _R, _H - 206, f"{v['employer']} - {firm['zone']} - N° CNSS {v['employer_cnss']}", 24),
    ]
    return Page(A4, tuple(items))


# CNSS -----------------------------------------------------------------------------------------------------------
def _months_back(period: str, back: int) -> str:
    year, month = (int(p) for p in period.split("-"))
    index = year * 12 + month - 1 - back
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


def cnss_certificate(v: dict[str, Any]) -> Page:
    """A CNSS affiliation attestation printed by the employer's payroll outsourcer, in its own frame."""
    firm = _firm(v["employer"])
    outsourcer, trade = random.Random(f"af-outsourcer-{firm['zone']}").choice(_OUTSOURCERS)
    rng = _rng(v, "outsourcer")
    issued = _issue(v, "cnss", (3, 14))
    e = _e(v)
    file_ref = f"DOS-{rng.randint(100, 999)}/{issued[:4]}-{rng.randint(1000, 9999)}"
    x0, x1 = 110, _W - 110
    items: list[Item | Rule] = [
        *frame(x0, 100, x1, _H - 120, 8),
        *frame(x0 + 22, 122, x1 - 22, _H - 142, 2),
        *_screen(x0 + 24, 124, x1 - 24, 330, 7),
        Rule(x0 + 24, 330, x1 - 24, 334),
        Item(_L + 20, 150, outsourcer, 48, "bold"),
        Item(_L + 20, 222, trade, _fit(trade, 1300, 26)),
        Item(_L + 20, 264, f"{firm['zone']} - {firm['town']}", 26),
        right_item(_R - 20, 156, "Mandataire de l'employeur", 26, "bold"),
        right_item(_R - 20, 198, "pour les déclarations DAMANCOM", 26),
        right_item(_R - 20, 252, f"Dossier : {file_ref}", 26),
        centred_item(x0, x1, 420, "ATTESTATION D'AFFILIATION À LA CNSS", 54, "bold"),
        centred_item(x0, x1, 500, "Caisse Nationale de Sécurité Sociale - régime général des salariés", 28),
    ]
    y = 620
    employer_rows = [
        ("Raison sociale", v["employer"]),
        ("N° d'affiliation CNSS", v["employer_cnss"]),
        ("Site", firm["zone"]),
    ]
    items += [
        Item(_L + 20, y, "POUR LE COMPTE DE L'EMPLOYEUR", 30, "bold"),
        *frame(_L + 20, y + 50, _R - 20, y + 50 + 70 * 3 + 20, 3),
    ]
    for i, (label, value) in enumerate(employer_rows):
        ry = y + 70 + i * 70
        items += [
            Item(_L + 50, ry + 8, label, 28),
            Item(_L + 640, ry, value, _fit(value, _R - _L - 700, 36, "bold"), "bold"),
        ]
    y += 50 + 70 * 3 + 80
    insured = [
        ("Nom et prénom", _family_given(v["applicant_name"])),
        ("N° d'immatriculation", v["cnss_number"]),
        ("N° CIN", v["cin"]),
    ]
    if v.get("hire_date"):
        insured.append(("Date d'embauche", fr_date(v["hire_date"])))
    insured.append(("Date d'affiliation", fr_date(v["affiliation_date"])))
    items += [Item(_L + 20, y, f"SALARIÉ{e.upper()} ASSURÉ{e.upper()}", 30, "bold")]
    box_top = y + 50
    for i, (label, value) in enumerate(insured):
        ry = box_top + 10 + i * 76
        if i:
            items.append(Rule(_L + 20, ry - 6, _R - 20, ry - 5))
        items += [Item(_L + 50, ry + 14, label, 28), Item(_L + 640, ry + 6, value, 38, "bold")]
    y = box_top + 10 + len(insured) * 76 + 10
    items += [*frame(_L + 20, box_top, _R - 20, y, 3), Rule(_L + 600, box_top, _L + 601, y)]
    text = (
        f"Nous, {glue(outsourcer)}, agissant en qualité de prestataire de paie de la société {glue(v['employer'])}, "
        f"attestons que l'assuré{e} désigné{e} ci-dessus est déclaré{e} à la CNSS par son employeur sous le "
        f"numéro~d'immatriculation {v['cnss_number']} et que les déclarations de salaires des six derniers mois ont "
        "été transmises par voie électronique."
    )
    lines, y = flow_text(_L + 20, y + 60, text, size=32, gap=56, width=_R - _L - 40)
    items += lines
    y += 40
    cols = (_L + 20, _L + 720, _L + 1300, _R - 20)
    items += [
        *frame(cols[0], y, cols[3], y + 64, 2),
        Item(cols[0] + 20, y + 16, "Mois déclaré", 26, "bold"),
        Item(cols[1] + 20, y + 16, "Jours déclarés", 26, "bold"),
        Item(cols[2] + 20, y + 16, "Statut", 26, "bold"),
    ]
    y += 64
    period = _period(v)
    for back in range(6):
        month = _months_back(period, back)
        items += [
            Item(cols[0] + 20, y + 12, f"{_MONTHS[int(month[5:]) - 1]} {month[:4]}", 26),
            Item(cols[1] + 20, y + 12, str(rng.choice((26, 26, 26, 25))), 26),
            Item(cols[2] + 20, y + 12, "Déclaré - réglé", 26),
            Rule(cols[0], y + 52, cols[3], y + 53),
        ]
        y += 52
    items += [Rule(cols[0], y - 52 * 6 - 64, cols[0] + 2, y), Rule(cols[3] - 2, y - 52 * 6 - 64, cols[3], y)]
    y += 70
    footer = f"{outsourcer} - {firm['zone']}, {firm['town']} - Document établi sur la base des déclarations DAMANCOM"
    items += [
        Item(_L + 20, y, f"Établie à {firm['town']}, le {fr_date(issued)}, pour servir et valoir ce que de droit.", 30),
        Item(_L + 1300, y + 80, "Le Responsable Paie", 30, "bold"),
        *_scribble(_L + 1320, y + 190, 380, rng, 22),
        *_stamp(_L + 40, y + 80, [outsourcer, firm["zone"], "Service Paie & Social"], 760),
        Rule(x0 + 24, _H - 300, x1 - 24, _H - 299),
        centred_item(x0, x1, _H - 278, footer, _fit(footer, x1 - x0 - 100, 22)),
        centred_item(x0, x1, _H - 238, "Il ne se substitue pas à l'attestation délivrée par la CNSS.", 22),
    ]
    return Page(A4, tuple(items))


# bank -----------------------------------------------------------------------------------------------------------
def _bank(v: dict[str, Any]) -> dict[str, str]:
    """The bank, its desk (private banking or the employer's payroll convention), agency and adviser."""
    rng = _rng(v, "bank")
    agency, address = rng.choice(_AGENCIES)
    private = float(v.get("gross_salary", 0.0)) >= 20000
    return {
        "bank": str(v["bank_name"]),
        "segment": "BANQUE PRIVÉE" if private else "CONVENTION SALARIÉS ENTREPRISES",
        "account": "Compte chèque Banque Privée" if private else "Compte chèque salarié conventionné",
        "agency": agency,
        "address": address,
        "adviser": rng.choice(_ADVISERS),
        "phone": f"05 39 {rng.randint(30, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
    }


def _operations(v: dict[str, Any]) -> list[tuple[int, str, int]]:
    """(day, label, signed cents) oldest first, from the opening balance to the closing one."""
    start, end = v["statement_period_start"], v["statement_period_end"]
    last = int(end[8:10])
    rng = _rng(v, "ops-" + start)
    opening, closing = round(float(v["opening_balance"]) * 100), round(float(v["closing_balance"]) * 100)
    net = round(float(v.get("net_salary", 0.0)) * 100)
    ops: list[tuple[int, str, int]] = []
    if net:
        employer = str(v.get("employer", "EMPLOYEUR")).upper()[:22]
        ops.append((rng.randint(max(2, last - 4), last), f"VIREMENT SALAIRE {employer}", net))
    shops = ("MARJANE TANGER", "CARREFOUR TANGER", "AFRIQUIA SMDC", "ELECTROPLANET", "ZARA SOCCO ALTO", "ASWAK ASSALAM")
    for shop in rng.sample(shops, rng.randint(2, 4)):
        ops.append((rng.randint(1, last), f"ACHAT CB {shop}", -rng.randint(6_000, 95_000)))
    ops.append((rng.randint(1, last), "RETRAIT DAB", -rng.randint(3, 15) * 10_000))
    ops.append((rng.randint(5, 12), "PRLV AMENDIS EAU ELECTRICITE", -rng.randint(12_000, 48_000)))
    ops.append(
        (
            last,
            "COTISATION PACK " + ("PRIVILEGE" if "gross_salary" in v and v["gross_salary"] >= 20000 else "SALARIE"),
            -rng.choice((2_500, 3_300, 4_400)),
        )
    )
    spent = -sum(c for _, _, c in ops if c < 0)
    ops.append((rng.randint(8, 20), "VERSEMENT ESPECES", spent))
    rest = opening + sum(c for *_, c in ops) - closing
    day = rng.randint(3, 7)
    ops.append((day, "ECHEANCE PRET IMMOBILIER" if rest >= 0 else "VIREMENT RECU FAMILLE", -rest))
    ops.sort(key=lambda o: (o[0], o[2] < 0, o[1]))
    assert opening + sum(c for *_, c in ops) == closing
    return ops


def _bank_footer(b: dict[str, Any]) -> list[Any]:
    """The bank's footer under a rule, on the statement and the RIB attestation alike."""
    return [
        Rule(_L, _H - 240, _R, _H - 239),
        centred_item(
            _L, _R, _H - 216, f"{b['bank']} - Société anonyme agréée en qualité de banque par Bank Al-Maghrib", 22
        ),
    ]


def bank_statement(v: dict[str, Any]) -> Page:
    """A private-banking / payroll-convention account statement with a running balance."""
    b = _bank(v)
    start, end = v["statement_period_start"], v["statement_period_end"]
    form = random.Random(f"{v.get('rib', '')}-bankamount-{_LAYOUT}").choice(("es", "fr"))
    holder = f"{'MME' if _female({'applicant_name': v['account_holder']}) else 'M.'} {v['account_holder'].upper()}"
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    month, year = int(start[5:7]), start[:4]

    def money(cents: int) -> str:
        text = _amount(abs(cents) / 100, form)
        return f"-{text}" if cents < 0 else text

    items: list[Item | Rule] = [
        Item(_L, 120, b["bank"], _fit(b["bank"], 1200, 56, "bold"), "bold"),
        Item(_L, 200, b["segment"], 32, "bold"),
        Rule(_L, 250, _L + 600, 254),
        Item(_L, 276, f"Agence {b['agency']}", 28),
        Item(_L, 316, b["address"], 26),
        Item(_L, 356, f"Votre conseiller : {b['adviser']} - Tél. {b['phone']}", 26),
        right_item(_R, 124, "RELEVÉ DE COMPTE", 46, "bold"),
        right_item(_R, 190, f"N° {month:02d}/{year}", 32),
        right_item(_R, 236, "Page 1/1", 26),
    ]
    # the envelope window: corner marks and the holder's postal block
    wx0, wy0, wx1, wy1 = 1300, 430, _R, 700
    for cx, cy, dx, dy in ((wx0, wy0, 1, 1), (wx1, wy0, -1, 1), (wx0, wy1, 1, -1), (wx1, wy1, -1, -1)):
        items += [
            Rule(min(cx, cx + dx * 50), cy if dy > 0 else cy - 3, max(cx, cx + dx * 50), cy + 3 if dy > 0 else cy),
            Rule(cx if dx > 0 else cx - 3, min(cy, cy + dy * 50), cx + 3 if dx > 0 else cx, max(cy, cy + dy * 50)),
        ]
    address = str(v.get("address", "")).upper()
    items += [
        Item(wx0 + 50, wy0 + 50, holder, _fit(holder, wx1 - wx0 - 100, 36, "bold"), "bold"),
        Item(wx0 + 50, wy0 + 110, address, _fit(address, wx1 - wx0 - 100, 30)),
        Item(wx0 + 50, wy0 + 160, "MAROC", 30),
    ]
    # the account strip
    y = 780
    cols = (_L, _L + 620, _L + 1420, _L + 1940, _R)
    heads = ("Nature du compte", "RIB", "Période", "Devise")
    values = (b["account"], _rib_groups(v["rib"]), f"du {fr_date(start)} au {fr_date(end)}", "MAD")
    items += [*frame(cols[0], y, cols[-1], y + 130, 3), Rule(cols[0], y + 54, cols[-1], y + 56)]
    for i, (head, value) in enumerate(zip(heads, values, strict=True)):
        if i:
            items.append(Rule(cols[i], y, cols[i] + 2, y + 130))
        items += [
            Item(cols[i] + 16, y + 14, head, 24, "bold"),
            Item(
                cols[i] + 16,
                y + 70,
                value,
                _fit(value, cols[i + 1] - cols[i] - 30, 32, "mono" if i == 1 else "regular"),
                "mono" if i == 1 else "regular",
            ),
        ]
    # the movements with the running balance
    y += 200
    tc = (_L, _L + 200, _L + 1060, _L + 1260, _L + 1560, _L + 1860, _R)
    items += [*_screen(tc[0], y, tc[-1], y + 64, 6), *frame(tc[0], y, tc[-1], y + 64, 2)]
    for i, head in enumerate(("Date", "Libellé", "Valeur", "Débit", "Crédit", "Solde")):
        if i in (0, 1, 2):
            items.append(Item(tc[i] + 14, y + 18, head, 26, "bold"))
        else:
            items.append(right_item(tc[i + 1] - 14, y + 18, head, 26, "bold"))
    y += 64
    top = y
    balance = round(opening * 100)
    row_h = 58
    items += [
        Item(tc[1] + 14, y + 14, f"ANCIEN SOLDE AU {fr_date(start)}", 28, "bold"),
        right_item(tc[6] - 14, y + 14, money(balance), 28, "bold"),
        Rule(tc[0], y + row_h, tc[-1], y + row_h + 1),
    ]
    y += row_h
    debit = credit = 0
    for day, label, cents in _operations(v):
        balance += cents
        value_day = min(int(end[8:10]), day + (1 if cents > 0 else 0))
        items += [
            Item(tc[0] + 14, y + 14, f"{day:02d}/{month:02d}", 26),
            Item(tc[1] + 14, y + 14, label, _fit(label, tc[2] - tc[1] - 28, 26)),
            Item(tc[2] + 14, y + 14, f"{value_day:02d}/{month:02d}", 26),
            right_item(tc[4 if cents < 0 else 5] - 14, y + 14, _amount(abs(cents) / 100, form), 26),
            right_item(tc[6] - 14, y + 14, money(balance), 26),
        ]
        debit += -cents if cents < 0 else 0
        credit += cents if cents > 0 else 0
        y += row_h
    assert balance == round(closing * 100)
    items += [
        Rule(tc[0], y, tc[-1], y + 2),
        Item(tc[1] + 14, y + 14, "TOTAL DES MOUVEMENTS", 26, "bold"),
        right_item(tc[4] - 14, y + 14, _amount(debit / 100, form), 26, "bold"),
        right_item(tc[5] - 14, y + 14, _amount(credit / 100, form), 26, "bold"),
    ]
    y += row_h
    items += [
        Rule(tc[0], y, tc[-1], y + 2),
        *_screen(tc[0], y, tc[-1], y + 70, 6),
        Item(tc[1] + 14, y + 18, f"NOUVEAU SOLDE AU {fr_date(end)}", 30, "bold"),
        right_item(tc[6] - 14, y + 18, money(round(closing * 100)), 30, "bold"),
    ]
    y += 70
    items += [*frame(tc[0], top - 64, tc[-1], y, 3), *[Rule(x, top - 64, x + 1, y - 70 - row_h) for x in tc[1:-1]]]
    lines, y = flow_text(
        _L,
        y + 60,
        "Solde créditeur sans signe, solde débiteur précédé du signe moins. Toute réclamation relative à ce relevé "
        "doit être adressée à votre agence dans un délai de 30 jours à compter de sa date d'envoi.",
        size=26,
        gap=44,
        width=_R - _L,
    )
    items += lines
    items += [*_bank_footer(b), centred_item(_L, _R, _H - 180, f"{b['segment'].title()} - Agence {b['agency']}", 22)]
    return Page(A4, tuple(items))


def rib(v: dict[str, Any]) -> Page:
    """An 'attestation de RIB' from the private-banking / payroll-convention desk."""
    b = _bank(v)
    rib24 = str(v["rib"])
    issued = _issue(v, "rib", (1, 20))
    rng = _rng(v, "ribsign")
    holder = v["account_holder"].upper()
    civ = "Mme" if _female({"applicant_name": v["account_holder"]}) else "M."
    town = b["address"].split(", ")[-1]
    items: list[Item | Rule] = [
        Item(_L, 130, b["bank"], _fit(b["bank"], 1300, 56, "bold"), "bold"),
        Item(_L, 210, b["segment"], 30, "bold"),
        right_item(_R, 140, f"Agence {b['agency']}", 28),
        right_item(_R, 182, b["address"], 24),
        Rule(_L, 270, _R, 276),
        centred_item(_L, _R, 360, "ATTESTATION DE RELEVÉ D'IDENTITÉ BANCAIRE", 50, "bold"),
    ]
    text = (
        f"{glue(b['bank'])}, agence {glue(b['agency'])}, atteste que {civ} {glue(holder)} est titulaire dans ses "
        "livres du compte dont les références figurent ci-dessous."
    )
    lines, y = flow_text(_L, 500, text, size=34, gap=60, width=_R - _L)
    items += lines
    y += 50
    rows = [
        ("Titulaire", holder),
        ("Nature du compte", b["account"]),
        ("Domiciliation", f"{b['bank']} - Agence {b['agency']}"),
        ("Adresse de l'agence", b["address"]),
    ]
    box_top = y
    for i, (label, value) in enumerate(rows):
        ry = y + 20 + i * 70
        items += [
            Item(_L + 30, ry + 8, label, 28),
            Item(_L + 560, ry, value, _fit(value, _R - _L - 600, 36, "bold"), "bold"),
        ]
    y += 20 + len(rows) * 70 + 10
    items += frame(_L, box_top, _R, y, 3)
    y += 70
    cols = (_L, _L + 420, _L + 840, _L + 1780, _R)
    parts = (rib24[:3], rib24[3:6], rib24[6:22], rib24[22:])
    heads = ("Code banque", "Code localité", "N° de compte", "Clé RIB")
    items += [*frame(_L, y, _R, y + 170, 3), Rule(_L, y + 60, _R, y + 62)]
    for i, (head, part) in enumerate(zip(heads, parts, strict=True)):
        if i:
            items.append(Rule(cols[i], y, cols[i] + 2, y + 170))
        items += [
            centred_item(cols[i], cols[i + 1], y + 16, head, 26, "bold"),
            centred_item(cols[i], cols[i + 1], y + 86, part, 48, "mono"),
        ]
    y += 230
    for i, (label, value) in enumerate(
        (("RIB", rib24), ("IBAN", iban(rib24)), ("Code BIC / SWIFT", _BIC.get(b["bank"], "BCMAMAMC")))
    ):
        items += [Item(_L, y + i * 80 + 8, label, 30, "bold"), Item(_L + 420, y + i * 80, value, 42, "mono")]
    y += 3 * 80 + 80
    items += [
        Item(_L, y, f"Fait à {town}, le {fr_date(issued)}", 32),
        Item(
            _L + 1300, y, f"Votre conseiller{'e' if b['adviser'].split()[0] in ('Nawal', 'Leila', 'Siham') else ''}", 28
        ),
        Item(_L + 1300, y + 44, b["adviser"], 32, "bold"),
        *_scribble(_L + 1320, y + 160, 360, rng, 22),
        *_stamp(_L + 40, y + 80, [b["bank"].upper(), f"AGENCE {b['agency'].upper()}", b["segment"]], 820),
    ]
    lines, _ = flow_text(
        _L,
        _H - 420,
        "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire "
        "des opérations à votre compte (virements de salaire, prélèvements).",
        size=26,
        gap=44,
        width=_R - _L,
    )
    items += lines
    items += _bank_footer(b)
    return Page(A4, tuple(items))


PAGES_AF: dict[str, Callable[[dict[str, Any]], Page]] = {
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
