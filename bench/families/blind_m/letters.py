"""Employers' certificates (attestations de travail and de salaire, letters and forms) and the CNSS's own."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import (
    C059,
    C059_B,
    GOTHIC,
    GOTHIC_B,
    P052,
    P052_B,
    ROMAN,
    ROMAN_B,
    SANS,
    SANS_B,
    SANS_I,
    footer,
    letterhead,
    signature,
    stamp,
    table,
)
from .model import Doc
from .pay import Payroll
from .people import Person
from .ps import Canvas

CONTRACT_PROSE = {
    "CDI": "contrat à durée indéterminée",
    "CDD": "contrat à durée déterminée",
    "ANAPEC": "contrat d'insertion (ANAPEC - programme Idmaj)",
    "INTERIM": "contrat de mission (intérim)",
    "STAGE": "convention de stage",
}
CONTRACT_CELL = {"CDI": "CDI", "CDD": "CDD", "ANAPEC": "Contrat ANAPEC", "INTERIM": "Intérim", "STAGE": "Stage"}


def _fem(p: Person, masc: str, fem: str) -> str:
    return fem if p.sex == "F" else masc


def _pdf_date(day: dt.date) -> str:
    return f"D:{day.strftime('%Y%m%d')}103000+01'00'"


def _labels(p: Person, shown: set[str], pr: Payroll | None = None) -> dict:
    values = {
        "applicant_name": p.name,
        "cin": p.cin,
        "employer": p.employer.name,
        "employer_cnss": p.employer.cnss,
        "hire_date": p.hire.isoformat(),
        "position": p.position,
        "contract_type": p.contract,
        "date_of_birth": p.birth.isoformat(),
        "cnss_number": p.cnss_number,
    }
    if pr is not None:
        values["gross_salary"] = pr.gross
        values["net_salary"] = pr.net
    return {k: v for k, v in values.items() if k in shown}


def _close(
    c: Canvas,
    p: Person,
    y: float,
    issued: dt.date,
    rng: random.Random,
    face: str,
    size: float,
    date_style: str = "long",
) -> None:
    e = p.employer
    c.text(c.w - 60, y, f"Fait à {e.city}, le {fmt.date(issued, date_style)}", face, size, "r")
    c.text(c.w - 60, y + 22, e.signatory_title, face, size, "r")
    c.text(c.w - 60, y + 35, e.signatory, face, size, "r")
    signature(c, c.w - 190, y + 62, rng)
    stamp(
        c, c.w - 300, y + 62, [e.brand.upper()[:30], e.city.upper(), f"Tél. {e.phone}"], rng, round_=rng.random() < 0.5
    )


# -- attestations de travail --------------------------------------------------------------------------------------


def employment_letter(p: Person, issued: dt.date, rng: random.Random, variant: str) -> Doc:
    """A prose attestation: 'Nous soussignés ...' or 'Je soussigné(e) ...'."""
    e = p.employer
    style = rng.choice([0, 1, 3]) if variant == "nous" else rng.choice([1, 2])
    face, bold = (ROMAN, ROMAN_B) if style == 1 else ((P052, P052_B) if style == 2 else (SANS, SANS_B))
    c = Canvas(title="Attestation de travail", creator="Microsoft Word", date=_pdf_date(issued))
    y = letterhead(c, e, style, rng)
    c.text(c.w - 60, y, f"Réf. : RH/{issued.year}/{rng.randint(100, 999)}", face, 9, "r", 0.3)
    y += 50
    title = "ATTESTATION DE TRAVAIL" if variant == "nous" else "ATTESTATION D'EMPLOI"
    c.text(c.w / 2, y, title, bold, 15, "c")
    c.hline(c.w / 2 - 95, c.w / 2 + 95, y + 5, 0.8)
    y += 50
    name = f"{p.civility} {p.given} {p.family}"
    born = _fem(p, "né", "née")
    employed = _fem(p, "employé", "employée")
    identity = (
        f"titulaire de la carte nationale d'identité n° {p.cin}"
        if p.cin
        else f"de nationalité {_fem(p, 'sénégalais', 'sénégalaise')}"
    )
    if variant == "nous":
        text = (
            f"Nous soussignés, {e.name}, dont le siège est situé {e.address[0]}, {e.city}, affiliée à la "
            f"Caisse Nationale de Sécurité Sociale sous le numéro {e.cnss}, certifions par la présente que "
            f"{name}, {identity}, {born} le "
            f"{fmt.date(p.birth, 'long')}, est {employed} au sein de notre société depuis le "
            f"{fmt.date(p.hire, 'long')} en qualité de {p.position}, dans le cadre d'un "
            f"{CONTRACT_PROSE[p.contract]}."
        )
        shown = {
            "applicant_name",
            "cin",
            "employer",
            "employer_cnss",
            "hire_date",
            "position",
            "contract_type",
            "date_of_birth",
        }
    else:
        interested = _fem(p, "Monsieur", "Madame")
        cin = f", CIN n° {p.cin}," if p.cin else ""
        text = (
            f"Je soussigné(e), {e.signatory}, {e.signatory_title} de {e.name}, atteste que {interested} "
            f"{p.family} {p.given}{cin} fait partie du personnel de notre établissement depuis "
            f"le {fmt.date(p.hire, 'slash')}. {_fem(p, 'Il', 'Elle')} y occupe actuellement le poste de "
            f"{p.position} ({CONTRACT_CELL[p.contract]})."
        )
        shown = {"applicant_name", "cin", "employer", "employer_cnss", "hire_date", "position", "contract_type"}
    if not p.cin:
        shown.discard("cin")
    y = c.paragraph(60, y, c.w - 120, text, face, 11, 17)
    y += 10
    person = _fem(p, "l'intéressé", "l'intéressée")
    y = c.paragraph(
        60,
        y,
        c.w - 120,
        f"La présente attestation est délivrée à {person}, sur sa demande, pour servir et valoir ce que de droit.",
        face,
        11,
        17,
    )
    _close(c, p, y + 40, issued, rng, face, 10.5)
    footer(c, e, style)
    return Doc("employment_certificate", _labels(p, shown), [c])


def employment_form(p: Person, issued: dt.date, rng: random.Random) -> Doc:
    """A form-like attestation: a short sentence and a two-column table."""
    e = p.employer
    c = Canvas(title="Attestation de travail", creator="SIRH", date=_pdf_date(issued))
    y = letterhead(c, e, rng.choice([0, 2, 3]), rng)
    y += 30
    c.rect(60, y - 18, c.w - 120, 28, fill=(0.9, 0.9, 0.9))
    c.text(c.w / 2, y, "ATTESTATION DE TRAVAIL", SANS_B, 14, "c")
    y += 40
    y = c.paragraph(
        60,
        y,
        c.w - 120,
        f"La société {e.name} (affiliation CNSS n° {e.cnss}) certifie que la "
        "personne désignée ci-dessous fait partie de son personnel à la date de la présente.",
        SANS,
        10.5,
        15,
    )
    y += 12
    rows = [
        ["Rubrique", "Renseignement"],
        ["Nom", p.family],
        ["Prénom(s)", p.given],
        ["N° CIN", p.cin],
        ["Date de naissance", fmt.date(p.birth, "slash")],
        ["Date d'embauche", fmt.date(p.hire, "slash")],
        ["Fonction", p.position],
        ["Nature du contrat", CONTRACT_CELL[p.contract]],
        ["Matricule", p.matricule],
    ]
    y = table(c, 60, y, [170, c.w - 290], rows, "ll", SANS, 10, 22, SANS_B, (0.8, 0.85, 0.9))
    y += 24
    c.text(
        60,
        y,
        "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        SANS_I,
        9.5,
    )
    _close(c, p, y + 40, issued, rng, SANS, 10, "slash")
    footer(c, e, 0)
    shown = {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    }
    return Doc("employment_certificate", _labels(p, shown), [c])


def employment_english(p: Person, issued: dt.date, rng: random.Random) -> Doc:
    e = p.employer
    c = Canvas(title="Employment certificate", creator="Workday", date=_pdf_date(issued))
    y = letterhead(c, e, 0, rng)
    c.text(c.w - 60, y, fmt.date(issued, "en"), GOTHIC, 10, "r")
    y += 46
    c.text(60, y, "EMPLOYMENT CERTIFICATE", GOTHIC_B, 15)
    c.text(60, y + 16, "Attestation de travail", GOTHIC, 10, color=0.4)
    y += 52
    c.text(60, y, "To whom it may concern,", GOTHIC, 11)
    y += 26
    title = "Mr" if p.sex == "M" else "Ms"
    contract = "a permanent employment contract (CDI)" if p.contract == "CDI" else f"a {p.contract} contract"
    text = (
        f"This is to certify that {title} {p.given} {p.family}, holder of Moroccan national identity card "
        f"no. {p.cin}, born on {fmt.date(p.birth, 'en')}, has been employed by {e.name} since "
        f"{fmt.date(p.hire, 'en')} under {contract}. {title} {p.family} currently holds the position of "
        f"{p.position} at our Tangier site."
    )
    y = c.paragraph(60, y, c.w - 120, text, GOTHIC, 10.5, 16)
    y += 10
    y = c.paragraph(
        60,
        y,
        c.w - 120,
        "This certificate is issued at the employee's request for whatever purpose it may serve.",
        GOTHIC,
        10.5,
        16,
    )
    y += 40
    c.text(60, y, "Yours faithfully,", GOTHIC, 10.5)
    signature(c, 60, y + 34, rng)
    c.text(60, y + 62, e.signatory, GOTHIC_B, 10)
    c.text(60, y + 75, e.signatory_title, GOTHIC, 9.5, color=0.35)
    c.text(60, y + 88, e.name, GOTHIC, 9.5, color=0.35)
    footer(c, e, 0)
    shown = {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    }  # the CNSS number is in the footer's legal line
    return Doc("employment_certificate", _labels(p, shown), [c])


# -- attestations de salaire --------------------------------------------------------------------------------------


def salary_letter(p: Person, pr: Payroll, issued: dt.date, rng: random.Random) -> Doc:
    e = p.employer
    style = rng.choice([0, 1, 3])
    face, bold = (C059, C059_B) if style == 1 else (SANS, SANS_B)
    c = Canvas(title="Attestation de salaire", creator="Microsoft Word", date=_pdf_date(issued))
    y = letterhead(c, e, style, rng) + 60
    c.text(c.w / 2, y, "ATTESTATION DE SALAIRE", bold, 15, "c")
    y += 46
    employed = _fem(p, "employé", "employée")
    person = _fem(p, "L'intéressé", "L'intéressée")
    identity = f"titulaire de la CIN n° {p.cin}" if p.cin else f"de nationalité {_fem(p, 'sénégalais', 'sénégalaise')}"
    text = (
        f"Nous soussignés, {e.name}, attestons que {p.civility} {p.family} {p.given}, {identity}, "
        f"est {employed} dans notre entreprise depuis le {fmt.date(p.hire, 'long')} en qualité de "
        f"{p.position}.\n"
        f"{person} perçoit un salaire mensuel brut de "
        f"{fmt.money(pr.gross, 'fr', 'DH')} ({fmt.dirhams_in_words(pr.gross)}), soit un salaire mensuel net de "
        f"{fmt.money(pr.net, 'fr', 'DH')} ({fmt.dirhams_in_words(pr.net)})."
    )
    y = c.paragraph(60, y, c.w - 120, text, face, 11, 17)
    y += 12
    y = c.paragraph(
        60,
        y,
        c.w - 120,
        "Cette attestation est délivrée sur demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        face,
        11,
        17,
    )
    _close(c, p, y + 40, issued, rng, face, 10.5)
    footer(c, e, style)
    shown = {"applicant_name", "employer", "hire_date", "position", "gross_salary", "net_salary"}
    if p.cin:
        shown.add("cin")
    return Doc("salary_certificate", _labels(p, shown, pr), [c], meta={"gross": pr.gross, "net": pr.net})


def salary_table(p: Person, pr: Payroll, issued: dt.date, rng: random.Random, months: list[tuple[int, int]]) -> Doc:
    """A salary attestation with the composition of the monthly pay and the last months paid."""
    e = p.employer
    c = Canvas(title="Attestation de salaire", creator="SIRH", date=_pdf_date(issued))
    y = letterhead(c, e, rng.choice([2, 3]), rng) + 30
    c.text(60, y, "ATTESTATION DE SALAIRE", SANS_B, 15)
    c.text(c.w - 60, y, f"{e.city}, le {fmt.date(issued, 'dash')}", SANS, 9.5, "r")
    y += 30
    y = c.paragraph(
        60,
        y,
        c.w - 120,
        f"La Direction des Ressources Humaines de {e.name} atteste que {p.civility} {p.given} {p.family}, "
        f"CIN {p.cin}, {_fem(p, 'né', 'née')} le {fmt.date(p.birth, 'slash')}, {p.position}, "
        f"fait partie de ses effectifs depuis le {fmt.date(p.hire, 'slash')} et perçoit la rémunération "
        "mensuelle suivante :",
        SANS,
        10.5,
        15,
    )
    y += 8
    rows = [["Élément de rémunération", "Montant mensuel (DH)"]]
    for label, _b, _r, amount in pr.gains:
        rows.append([label, fmt.money(amount, "dot")])
    rows.append(["Salaire mensuel brut", fmt.money(pr.gross, "dot")])
    rows.append(["Retenues (CNSS, AMO, retraite, IR)", fmt.money(pr.total_deductions, "dot")])
    rows.append(["Salaire mensuel net", fmt.money(pr.net, "dot")])
    y = table(c, 60, y, [300, c.w - 420], rows, "lr", SANS, 9.5, 19, SANS_B, (0.88, 0.9, 0.94))
    c.rect(60, y - 19, c.w - 120, 19, stroke=0, width=1.2)
    y += 24
    c.text(60, y, "Salaires versés au cours des derniers mois :", SANS_B, 9.5)
    rows = [["Mois", "Brut (DH)", "Net versé (DH)"]]
    for year, month in months:
        rows.append([fmt.month_name(year, month), fmt.money(pr.gross, "dot"), fmt.money(pr.net, "dot")])
    y = table(c, 60, y + 8, [160, 140, 140], rows, "lrr", SANS, 9.5, 18, SANS_B, (0.93, 0.93, 0.93))
    y += 20
    c.text(60, y, "Attestation délivrée pour servir et valoir ce que de droit.", SANS_I, 9.5)
    _close(c, p, y + 34, issued, rng, SANS, 10, "slash")
    footer(c, e, 0)
    shown = {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    }
    return Doc("salary_certificate", _labels(p, shown, pr), [c], meta={"gross": pr.gross, "net": pr.net})


# -- CNSS ---------------------------------------------------------------------------------------------------------

CNSS_BLUE = (0.0, 0.33, 0.6)


def _cnss_head(c: Canvas, title: str, issued: dt.date, rng: random.Random) -> float:
    c.rect(0, 0, c.w, 8, fill=CNSS_BLUE)
    c.circle(78, 58, 24, fill=CNSS_BLUE)
    c.text(78, 63, "CNSS", SANS_B, 12, "c", 1)
    c.text(112, 50, "ROYAUME DU MAROC", SANS_B, 9, color=0.2)
    c.text(112, 63, "Caisse Nationale de Sécurité Sociale", SANS_B, 12, color=CNSS_BLUE)
    c.text(112, 76, "Direction du Recouvrement et des Prestations", SANS, 8.5, color=0.35)
    c.text(c.w - 50, 50, f"Réf. : ATT-{issued.year}-{rng.randint(1000000, 9999999)}", SANS, 8, "r", 0.35)
    c.text(c.w - 50, 62, f"Édité le {fmt.date(issued, 'slash')}", SANS, 8, "r", 0.35)
    c.hline(50, c.w - 50, 96, 1.0, CNSS_BLUE)
    c.text(c.w / 2, 130, title, SANS_B, 15, "c", CNSS_BLUE)
    return 160.0


def _cnss_foot(c: Canvas, rng: random.Random) -> None:
    c.hline(50, c.w - 50, c.h - 70, 0.4, 0.6)
    c.text(
        50,
        c.h - 56,
        "Ce document est délivré par le portail Ma CNSS. Son authenticité peut être vérifiée sur "
        "www.cnss.ma avec le code :",
        SANS,
        7.5,
        color=0.35,
    )
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(12))
    c.text(50, c.h - 44, " ".join(code[i : i + 4] for i in range(0, 12, 4)), SANS_B, 8.5, color=0.2)
    for i in range(21):
        for j in range(21):
            if rng.random() < 0.5 or (i < 3 and j < 3) or (i > 17 and j < 3) or (i < 3 and j > 17):
                c.rect(c.w - 110 + i * 2.8, c.h - 136 + j * 2.8, 2.8, 2.8, fill=0)


def cnss_registration(p: Person, issued: dt.date, rng: random.Random, affiliation: dt.date) -> Doc:
    """Attestation d'immatriculation: the insured person and the current employer."""
    c = Canvas(title="Attestation d'immatriculation", creator="Ma CNSS", date=_pdf_date(issued))
    y = _cnss_head(c, "ATTESTATION D'IMMATRICULATION", issued, rng)
    c.paragraph(
        60,
        y,
        c.w - 120,
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) dont "
        "l'identité suit est immatriculé(e) au régime de sécurité sociale :",
        SANS,
        10.5,
        15,
        False,
    )
    y += 40
    rows = [
        ["N° d'immatriculation", p.cnss_number],
        ["Nom", p.family],
        ["Prénom", p.given],
        ["N° CIN", p.cin or "-"],
        ["Date de naissance", fmt.date(p.birth, "slash")],
        ["Date d'immatriculation", fmt.date(affiliation, "slash")],
    ]
    y = table(c, 60, y, [180, c.w - 300], [["Assuré", ""], *rows], "ll", SANS, 10, 21, SANS_B, (0.85, 0.9, 0.95))
    y += 24
    e = p.employer
    rows = [["Employeur actuel", ""], ["Raison sociale", e.name], ["N° d'affiliation", e.cnss], ["Ville", e.city]]
    y = table(c, 60, y, [180, c.w - 300], rows, "ll", SANS, 10, 21, SANS_B, (0.85, 0.9, 0.95))
    y += 30
    c.text(
        60,
        y,
        "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
        SANS_I,
        9.5,
    )
    _cnss_foot(c, rng)
    shown = {"applicant_name", "cnss_number", "date_of_birth", "employer", "employer_cnss", "affiliation_date"}
    if p.cin:
        shown.add("cin")
    labels = _labels(p, shown)
    labels["affiliation_date"] = affiliation.isoformat()
    return Doc("cnss_certificate", labels, [c])


def cnss_declared(
    p: Person,
    issued: dt.date,
    rng: random.Random,
    months: list[tuple[int, int]],
    taxable: float,
    affiliation: dt.date | None,
) -> Doc:
    """Attestation de salaires déclarés: the months the employer declared for the insured person."""
    c = Canvas(title="Attestation de salaires déclarés", creator="Ma CNSS", date=_pdf_date(issued))
    y = _cnss_head(c, "ATTESTATION DE SALAIRES DÉCLARÉS", issued, rng)
    e = p.employer
    info = [("Nom et prénom", f"{p.family} {p.given}"), ("N° d'immatriculation", p.cnss_number), ("CIN", p.cin)]
    if affiliation:
        info.append(("Immatriculé(e) depuis le", fmt.date(affiliation, "long")))
    for i, (label, value) in enumerate(info):
        c.text(60, y + i * 16, label, SANS, 10, color=0.35)
        c.text(220, y + i * 16, value, SANS_B, 10)
    y += len(info) * 16 + 20
    rows = [["Période", "Employeur", "N° affiliation", "Jours", "Salaire déclaré"]]
    for year, month in months:
        rows.append([f"{month:02d}/{year}", e.name, e.cnss, "26", fmt.money(taxable, "fr")])
    y = table(c, 50, y, [60, 235, 75, 40, c.w - 460], rows, "lllrr", SANS, 8.3, 19, SANS_B, (0.85, 0.9, 0.95))
    y += 22
    c.paragraph(
        60,
        y,
        c.w - 120,
        "Les salaires figurant ci-dessus sont ceux déclarés par l'employeur à la Caisse "
        "dans la limite des déclarations reçues à la date d'édition.",
        SANS,
        9,
        13,
        False,
    )
    _cnss_foot(c, rng)
    shown = {"applicant_name", "cnss_number", "cin", "employer", "employer_cnss"}
    labels = _labels(p, shown)
    if affiliation:
        labels["affiliation_date"] = affiliation.isoformat()
    return Doc("cnss_certificate", labels, [c])
