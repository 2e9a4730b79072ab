"""Employers' attestations (travail, salaire) and the CNSS's certificates."""

from __future__ import annotations

import numpy as np

from .core import Page
from .fmt import fdate, money
from .t_common import (
    AR_KINGDOM_TXT,
    CONTRACT_PROSE,
    civ,
    contract_word,
    legal_footer,
    letterhead,
    money_words,
    pname,
)


def _e(person: dict, masc: str, fem: str) -> str:
    return fem if person["sex"] == "F" else masc


def _idtxt(per: dict) -> str:
    return f"CIN n° {per['cin']}" if per.get("cin") else f"carte de séjour n° {per.get('permit_no', '')}"


def _place_date(p: Page, ctx, y: float, style: str = "fr", x: float = 120.0) -> None:
    p.text(x, y, f"Fait à {ctx.employer['city']}, le {fdate(ctx.doc_date, style)}", 10)


def _sign_block(p: Page, ctx, y: float, x: float = 120.0, stamp: bool = True) -> None:
    emp = ctx.employer
    name, title = emp["signatory"]
    p.text(x, y, title, 9.5, bold=True)
    p.text(x, y + 5, name, 9.5)
    p.signature(x + 4, y + 18, w=32, seed=ctx.seed + 11, color="#1b2a6b")
    if stamp:
        words = emp["brand"].upper()
        p.stamp(
            x + 52,
            y + 16,
            13,
            [words[:18], emp["city"].upper(), "Tél " + emp["phone"][-8:]],
            color=["#2a47a8", "#6a1b9a", "#0b6e4f"][ctx.k % 3],
            angle=[-14, 9, -6][ctx.k % 3],
        )


def _ref(p: Page, ctx, y: float) -> None:
    p.text(18, y, f"Réf. : RH/{ctx.doc_date[:4]}/{300 + ctx.seed % 600:03d}", 8.5, color="#444")


def _title(p: Page, s: str, y: float, size: float = 15, underline: bool = True, font=None):
    p.text(p.w / 2, y, s, size, font, bold=True, ha="center")
    if underline:
        w = p.width(s, size, font, True)
        p.hline(p.w / 2 - w / 2, p.w / 2 + w / 2, y + 1.6, 0.8)


# -- employment certificates ---------------------------------------------------------------------------------------
def e_prose_we(ctx) -> list[Page]:
    per, emp, job, k = ctx.person, ctx.employer, ctx.job, ctx.k
    p = Page(font=emp["font"])
    y = letterhead(p, emp, k % 4)
    _ref(p, ctx, y + 4)
    _title(p, "ATTESTATION DE TRAVAIL", y + 26)
    capital = f", société au capital de {emp['capital']} dirhams" if emp.get("capital") else ""
    cnss = ""
    if emp.get("cnss"):
        cnss = f", affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {emp['cnss']}"
        ctx.show("employer_cnss")
    dob = ""
    if k % 2 == 0:
        dob = f", {_e(per, 'né', 'née')} le {fdate(per['dob'], 'fr')},"
        ctx.show("date_of_birth")
    text = (
        f"Nous soussignés, **{emp['name']}**{capital}, dont le siège est situé {emp['address'][0]}, "
        f"{emp['address'][1]}{cnss}, certifions par la présente que {civ(per, True)} "
        f"**{pname(per, 'given_first')}**{dob} titulaire de la carte nationale d'identité n° **{per['cin']}**, "
        f"est {_e(per, 'employé', 'employée')} au sein de notre société depuis le "
        f"**{fdate(job['hire_date'], 'fr')}** en qualité de **{job['position']}**, "
        f"{CONTRACT_PROSE[job['contract']]}."
        f"\n\nL'intéressé{_e(per, '', 'e')} perçoit sa rémunération mensuellement par "
        "virement bancaire et fait toujours partie de nos effectifs à la date de la présente."
        f"\n\nCette attestation est délivrée à l'intéressé{_e(per, '', 'e')}, sur sa demande, pour servir et "
        "valoir ce que de droit."
    )
    ctx.show("applicant_name", "cin", "employer", "hire_date", "position", "contract_type")
    y = p.wrap(22, y + 45, 166, text, 10.5, justify=True, leading=1.6)
    _place_date(p, ctx, y + 10)
    _sign_block(p, ctx, y + 24)
    legal_footer(p, emp, ctx)
    return [p]


def e_prose_i(ctx) -> list[Page]:
    per, emp, job, k = ctx.person, ctx.employer, ctx.job, ctx.k
    p = Page(font=emp["font"])
    y = letterhead(p, emp, (k + 2) % 4)
    p.text(120, y + 6, f"{emp['city']}, le {fdate(ctx.doc_date, 'slash')}", 10)
    _title(p, "ATTESTATION DE TRAVAIL", y + 28, 14, underline=False)
    p.hline(60, 150, y + 31, 0.5)
    name, title = emp["signatory"]
    contract = {
        "CDI": "Son contrat de travail est à durée indéterminée (CDI).",
        "CDD": "L'intéressé(e) est lié(e) à notre société par un contrat à durée déterminée (CDD) en cours.",
        "ANAPEC": "Il/Elle est recruté(e) dans le cadre d'un contrat d'insertion ANAPEC.",
        "INTERIM": "Il/Elle est employé(e) dans le cadre d'un contrat de travail temporaire.",
        "STAGE": "Il/Elle effectue un stage dans le cadre d'une convention de stage.",
    }[job["contract"]]
    text = (
        f"Je soussigné(e) **{name}**, agissant en qualité de {title} de la société "
        f"**{emp['name']}**, atteste par la présente que {civ(per)} **{pname(per, 'family_first')}**, "
        f"titulaire de la CIN n° {per['cin']}, fait partie du personnel de notre entreprise depuis le "
        f"{fdate(job['hire_date'], 'slash')} et y occupe actuellement le poste de **{job['position']}**."
        f"\n\n{contract}"
        f"\n\nLa présente attestation lui est délivrée à sa demande pour servir et valoir ce que de droit."
    )
    ctx.show("applicant_name", "cin", "employer", "hire_date", "position", "contract_type")
    y = p.wrap(24, y + 46, 162, text, 10.5, justify=k % 2 == 0, leading=1.7)
    _sign_block(p, ctx, y + 14, x=118)
    legal_footer(p, emp, ctx)
    return [p]


def e_table(ctx) -> list[Page]:
    per, emp, job, k = ctx.person, ctx.employer, ctx.job, ctx.k
    p = Page(font=emp["font"])
    y = letterhead(p, emp, (k + 1) % 4)
    _title(p, "ATTESTATION DE TRAVAIL", y + 14, 16)
    y = p.wrap(
        20,
        y + 28,
        170,
        f"La Direction de **{emp['name']}** atteste que la personne désignée ci-dessous "
        "est employée par la société et figure à ce jour sur ses états du personnel :",
        10,
    )
    rows = [
        ["Nom", per["family"]],
        ["Prénom(s)", per["given"]],
        ["N° CIN", per["cin"]],
        ["Date de naissance", fdate(per["dob"], "slash")],
        ["Fonction", job["position"]],
        ["Date d'embauche", fdate(job["hire_date"], "fr0")],
        ["Nature du contrat", contract_word(job["contract"], k + 1)],
    ]
    if emp.get("cnss"):
        rows.append(["N° affiliation CNSS employeur", emp["cnss"]])
        ctx.show("employer_cnss")
    ctx.show("applicant_name", "cin", "date_of_birth", "employer", "hire_date", "position", "contract_type")
    y = p.table(30, y + 4, [62, 88], rows, row_h=8.5, size=10, aligns=["l", "l"], grid="full", lw=0.6, zebra="#f3f3f3")
    y = p.wrap(
        20,
        y + 12,
        170,
        "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        10,
    )
    _place_date(p, ctx, y + 8, "slash")
    _sign_block(p, ctx, y + 20)
    legal_footer(p, emp, ctx, with_cnss=False)
    return [p]


def e_table_en(ctx) -> list[Page]:
    per, emp, job = ctx.person, ctx.employer, ctx.job
    p = Page(font="lib_sans")
    y = letterhead(p, emp, 1)
    p.text(190, y + 2, fdate(ctx.doc_date, "en"), 10, ha="right")
    _title(p, "EMPLOYMENT CERTIFICATE", y + 18, 15)
    p.text(p.w / 2, y + 25, "Attestation de travail", 10, italic=True, ha="center")
    p.text(20, y + 38, "To whom it may concern,", 10.5)
    y = p.wrap(
        20,
        y + 48,
        170,
        f"We, **{emp['name']}**, hereby certify that Mr **{pname(per, 'given_first')}** "
        f"is employed by our company on a permanent contract (CDI) since {fdate(job['hire_date'], 'en')}. "
        "His details are as follows:",
        10.5,
        leading=1.6,
    )
    rows = [
        ["Full name", pname(per, "given_first")],
        ["Nationality", "Senegalese"],
        ["Date of birth", fdate(per["dob"], "en")],
        ["Passport No.", per["passport"]],
        ["Residence card No.", per["permit_no"]],
        ["Position", job["position"]],
        ["Department", job["department"]],
        ["Start date", fdate(job["hire_date"], "en")],
        ["Contract type", "Permanent (CDI)"],
        ["Employer CNSS No.", emp["cnss"]],
    ]
    ctx.show("applicant_name", "date_of_birth", "employer", "hire_date", "position", "contract_type", "employer_cnss")
    y = p.table(30, y + 4, [55, 95], rows, row_h=7.5, size=9.5, aligns=["l", "l"], grid="rows", lw=0.5, zebra="#eef5fb")
    y = p.wrap(
        20, y + 12, 170, "This certificate is issued at the employee's request for whatever purpose it may serve.", 10.5
    )
    name, title = emp["signatory"]
    p.text(20, y + 12, name, 10, bold=True)
    p.text(20, y + 17, title + ", " + emp["name"], 9.5)
    p.signature(24, y + 32, w=34, seed=ctx.seed, color="#0d3b66")
    p.rect_stamp(95, y + 14, [emp["name"].upper(), "CASABLANCA", "ICE " + emp["ice"]], color="#0077b6")
    legal_footer(p, emp, ctx, with_cnss=False)
    return [p]


def e_cert(ctx) -> list[Page]:
    per, emp, job = ctx.person, ctx.employer, ctx.job
    p = Page(font=emp["font"])
    public = emp.get("public")
    if public:
        p.text(20, 18, "ROYAUME DU MAROC", 10, bold=True)
        p.text(190, 18.5, AR_KINGDOM_TXT, 12, "naskh", bold=True, ha="right")
        p.text(20, 24, "Ministère de l'Agriculture, de la Pêche Maritime,", 8)
        p.text(20, 28, "du Développement Rural et des Eaux et Forêts", 8)
        p.text(20, 34, emp["name"], 9, bold=True)
        p.text(20, 38.5, "Division Administrative et Financière", 8)
        p.text(20, 43, "N° " + f"{2100 + ctx.seed % 700}/DAF/SRH", 8)
        y = 50
        ctx.show("employer")
    else:
        y = letterhead(p, emp, 3)
    _title(p, "ATTESTATION DE TRAVAIL" if public else "CERTIFICAT DE TRAVAIL", y + 22, 16)
    il = _e(per, "il", "elle")
    if public:
        text = (
            f"Le Directeur de l'**{emp['name']}** atteste que {civ(per, True)} "
            f"**{pname(per, 'upper_family_first')}**, titulaire de la CIN n° **{per['cin']}**, matricule "
            f"{job['matricule']}, exerce au sein de l'Office "
            f"en qualité de **{job['position']}** depuis le {fdate(job['hire_date'], 'fr')}, "
            f"en tant qu'agent permanent (titulaire)."
            f"\n\n{il.capitalize()} est affecté{_e(per, '', 'e')} à la {job['department']}."
            "\n\nLa présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit."
        )
    elif job["contract"] == "INTERIM":
        client = job["department"].split(":", 1)[1].strip()
        text = (
            f"Nous, **{emp['name']}**, entreprise de travail temporaire agréée, affiliée à la CNSS sous le n° "
            f"{emp['cnss']}, certifions que {civ(per, True)} **{pname(per, 'family_first')}**, CIN n° "
            f"**{per['cin']}**, est {_e(per, 'employé', 'employée')} par notre agence depuis le "
            f"{fdate(job['hire_date'], 'dash')} en qualité de **{job['position']}**, "
            f"{CONTRACT_PROSE['INTERIM']}, et mis{_e(per, '', 'e')} à la disposition de notre client "
            f"{client}."
            f"\n\nÀ ce jour, {il} fait toujours partie de notre personnel intérimaire."
            f"\n\nCe certificat est délivré pour servir et valoir ce que de droit."
        )
        ctx.show("employer_cnss")
    else:
        text = (
            f"Nous certifions que {civ(per, True)} **{pname(per, 'given_first')}**, titulaire de la CIN "
            f"n° **{per['cin']}**, demeurant {per['address'][0].title()}, {per['address'][1].title()}, a été "
            f"{_e(per, 'engagé', 'engagée')} par notre société le **{fdate(job['hire_date'], 'dash')}** en "
            f"qualité de **{job['position']}** {CONTRACT_PROSE[job['contract']]}, et qu'{il} fait toujours partie "
            "de notre personnel à la date du présent certificat."
            "\n\nCe certificat est délivré à la demande de l'intéressé(e) pour servir et valoir ce que de droit."
        )
    ctx.show("applicant_name", "cin", "employer", "hire_date", "position", "contract_type")
    y = p.wrap(24, y + 42, 164, text, 10.5, justify=True, leading=1.65)
    _place_date(p, ctx, y + 10, "fr")
    if public:
        title = emp["signatory"][1]
        p.text(120, y + 24, "Pour le Directeur et par délégation,", 9)
        p.text(120, y + 29, title, 9, bold=True)
        p.signature(124, y + 44, w=30, seed=ctx.seed, color="#1b2a6b")
        p.stamp(172, y + 42, 13, ["ORMVA SOUSS-MASSA", "AGADIR", "SRH"], color="#2a47a8")
        p.text(
            105,
            285,
            emp["name"] + " - " + " - ".join(emp["address"]) + " - Tél. " + emp["phone"],
            6.5,
            ha="center",
            color="#555",
        )
    else:
        _sign_block(p, ctx, y + 24)
        legal_footer(p, emp, ctx, with_cnss=job["contract"] != "INTERIM")
    return [p]


# -- salary certificates -------------------------------------------------------------------------------------------
def s_prose(ctx) -> list[Page]:
    per, emp, job, k = ctx.person, ctx.employer, ctx.job, ctx.k
    gross, net = ctx.salary
    p = Page(font=emp["font"])
    y = letterhead(p, emp, (k + 1) % 4)
    _ref(p, ctx, y + 4)
    _title(p, "ATTESTATION DE SALAIRE", y + 26)
    st, unit = [("fr", " DH"), ("frdot", " dirhams"), ("fr", " MAD")][k % 3]
    text = (
        f"Nous soussignés, **{emp['name']}**, attestons que {civ(per, True)} **{pname(per, 'given_first')}**, "
        f"titulaire de la CIN n° {per['cin']}, {_e(per, 'employé', 'employée')} dans notre société depuis le "
        f"{fdate(job['hire_date'], 'fr')} en qualité de {job['position']}, perçoit un salaire mensuel brut de "
        f"**{money(gross, st, unit)}** ({money_words(gross)}), soit un salaire mensuel net de "
        f"**{money(net, st, unit)}** ({money_words(net)})."
    )
    if k % 2:
        text += f"\n\nSon salaire brut annuel s'élève ainsi à {money(gross * 12, st, unit)}."
    text += (
        "\n\nLa présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit."
    )
    ctx.show("applicant_name", "cin", "employer", "hire_date", "position", "gross_salary", "net_salary")
    y = p.wrap(22, y + 45, 166, text, 10.5, justify=True, leading=1.6)
    _place_date(p, ctx, y + 10)
    _sign_block(p, ctx, y + 24)
    legal_footer(p, emp, ctx)
    return [p]


def s_table(ctx) -> list[Page]:
    per, emp, job, k = ctx.person, ctx.employer, ctx.job, ctx.k
    gross, net = ctx.salary
    base, bonus = ctx.salary_split
    p = Page(font=emp["font"])
    public = emp.get("public")
    if public:
        p.text(20, 18, "ROYAUME DU MAROC", 10, bold=True)
        p.text(190, 18.5, AR_KINGDOM_TXT, 12, "naskh", bold=True, ha="right")
        p.text(20, 25, emp["name"], 9.5, bold=True)
        p.text(20, 29.5, "Service des Ressources Humaines", 8.5)
        y = 40
    else:
        y = letterhead(p, emp, k % 4)
    _title(p, "ATTESTATION DE SALAIRE", y + 16, 16)
    st = ["fr", "frdot", "en"][k % 3]
    unit = ["DH", "MAD", "MAD"][k % 3]
    who = ("L'" if public else "") + emp["name"]
    y = p.wrap(
        20,
        y + 30,
        170,
        f"{who} certifie que {civ(per)} **{pname(per, 'family_first')}**, "
        f"{_idtxt(per)}, {job['position']}, en fonction depuis le "
        f"{fdate(job['hire_date'], 'slash')}, bénéficie de la rémunération mensuelle suivante :",
        10.5,
        leading=1.6,
    )
    rows = [
        ["Salaire de base" if not public else "Traitement de base", money(base, st, " " + unit)],
        ["Primes et indemnités", money(bonus, st, " " + unit)],
        ["Salaire brut mensuel", money(gross, st, " " + unit)],
        [
            "Retenues (CNSS, AMO, IR)" if not public else "Retenues (RCAR, AMO, Mutuelle, IR)",
            money(gross - net, st, " " + unit),
        ],
        ["Salaire net mensuel", money(net, st, " " + unit)],
    ]
    shown = ["applicant_name", "employer", "hire_date", "position", "gross_salary", "net_salary"]
    if per.get("cin"):
        shown.append("cin")
    ctx.show(*shown)
    y = p.table(
        35,
        y + 4,
        [80, 60],
        rows,
        row_h=9,
        size=10.5,
        aligns=["l", "r"],
        grid="full",
        lw=0.6,
        bold_rows=(2, 4),
        header=["Élément", "Montant mensuel"],
        header_fill="#e4e4e4",
    )
    y = p.wrap(
        20,
        y + 12,
        170,
        "Attestation établie à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        10.5,
    )
    _place_date(p, ctx, y + 8)
    _sign_block(p, ctx, y + 20, stamp=not public)
    if public:
        p.stamp(172, y + 38, 13, ["ORMVA SOUSS-MASSA", "AGADIR", "SRH"], color="#2a47a8")
        ctx.show("employer")
    else:
        legal_footer(p, emp, ctx)
    return [p]


# -- CNSS -------------------------------------------------------------------------------------------------------------
CNSS_BLUE, CNSS_GREEN = "#0a4f9c", "#3aa54a"


def _cnss_header(p: Page, city: str) -> float:
    p.text(20, 16, "ROYAUME DU MAROC", 9, "dejavu", bold=True)
    p.text(190, 16.5, AR_KINGDOM_TXT, 11, "naskh", bold=True, ha="right")
    p.circle(30, 30, 9, fc=CNSS_BLUE, ec="none", zorder=2)
    p.circle(33.5, 30, 6.5, fc=CNSS_GREEN, ec="none", zorder=2.1, alpha=0.9)
    p.text(30, 32, "cnss", 9, "dejavu", bold=True, ha="center", color="white")
    p.text(43, 27, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 11, "dejavu", bold=True, color=CNSS_BLUE)
    p.text(43, 32.5, "الصندوق الوطني للضمان الاجتماعي", 10, "naskh", color=CNSS_BLUE)
    p.text(43, 37.5, f"Direction Régionale de {city}", 8, "dejavu", color="#333")
    p.hline(20, 190, 42, 1.0, CNSS_GREEN)
    return 50


def _qr(p: Page, x: float, y: float, size: float, seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = 25
    cell = size / n
    grid = rng.random((n, n)) < 0.5
    for i, j in ((0, 0), (0, n - 7), (n - 7, 0)):
        grid[i : i + 7, j : j + 7] = False
        p.rect(x + j * cell, y + i * cell, 7 * cell, 7 * cell, fc="black", ec="none", zorder=2)
        p.rect(x + (j + 1) * cell, y + (i + 1) * cell, 5 * cell, 5 * cell, fc="white", ec="none", zorder=2.1)
        p.rect(x + (j + 2) * cell, y + (i + 2) * cell, 3 * cell, 3 * cell, fc="black", ec="none", zorder=2.2)
    for i in range(n):
        for j in range(n):
            if grid[i, j]:
                p.rect(x + j * cell, y + i * cell, cell, cell, fc="black", ec="none", zorder=2)


def c_immat(ctx) -> list[Page]:
    per, emp, k = ctx.person, ctx.employer, ctx.k
    p = Page(font="dejavu")
    y = _cnss_header(p, emp["city"])
    _title(p, "ATTESTATION D'IMMATRICULATION", y + 14, 14)
    y = p.wrap(
        20,
        y + 28,
        170,
        "Le Directeur Régional de la Caisse Nationale de Sécurité Sociale atteste que "
        f"l'assuré{_e(per, '', 'e')} désigné{_e(per, '', 'e')} ci-après est immatriculé{_e(per, '', 'e')} "
        "au régime de sécurité sociale :",
        10,
        leading=1.55,
    )
    ds = ["slash", "dash", "fr0"][k % 3]
    rows = [
        ["Nom et prénom(s)", pname(per, "upper_family_first" if k % 2 else "given_first")],
        ["Date de naissance", fdate(per["dob"], ds)],
    ]
    if per.get("cin"):
        rows.append(["N° CIN", per["cin"]])
        ctx.show("cin")
    elif per.get("permit_no"):
        rows.append(["N° carte de séjour", per["permit_no"]])
    rows += [
        ["N° d'immatriculation", per["cnss"]],
        ["Date d'immatriculation", fdate(ctx.affiliation, ds)],
        ["Employeur actuel", emp["name"]],
        ["N° d'affiliation employeur", emp["cnss"]],
    ]
    ctx.show("applicant_name", "date_of_birth", "cnss_number", "affiliation_date", "employer", "employer_cnss")
    y = p.table(
        25,
        y + 4,
        [62, 98],
        rows,
        row_h=8.5,
        size=10,
        aligns=["l", "l"],
        grid="full",
        lw=0.5,
        header=None,
        zebra="#eef4fb",
    )
    y = p.wrap(
        20,
        y + 10,
        170,
        "La présente attestation est délivrée à l'intéressé(e) sur sa demande. Elle ne "
        "préjuge pas des droits aux prestations, qui restent subordonnés aux conditions prévues par la "
        "législation en vigueur.",
        9,
        leading=1.5,
    )
    p.text(
        20,
        y + 8,
        f"Édité le {fdate(ctx.doc_date, 'slash')} - Référence : IMM-{ctx.doc_date[:4]}-{int(per['cnss']) % 99991:05d}",
        8.5,
    )
    _qr(p, 20, y + 14, 28, ctx.seed)
    p.text(52, y + 24, "Vérifiez l'authenticité de ce document", 7.5, color="#444")
    p.text(52, y + 28, "en scannant le code QR ou sur le portail Ma CNSS.", 7.5, color="#444")
    p.text(140, y + 16, "Le Directeur Régional", 9.5, bold=True, ha="center")
    p.signature(125, y + 32, w=30, seed=ctx.seed + 7, color="#1b2a6b")
    p.stamp(150, y + 34, 12, ["C.N.S.S", emp["city"].upper(), "DIRECTION REG."], color=CNSS_BLUE, angle=12)
    p.text(
        105,
        288,
        "CNSS - Caisse Nationale de Sécurité Sociale - document édité électroniquement",
        6.5,
        ha="center",
        color="#666",
    )
    return [p]


def c_decl(ctx) -> list[Page]:
    per, emp = ctx.person, ctx.employer
    p = Page(font="lib_sans")
    y = _cnss_header(p, emp["city"])
    _title(p, "ATTESTATION DES JOURS DÉCLARÉS", y + 12, 13.5, font="lib_sans")
    info = [
        ("Assuré(e)", pname(per, "family_first")),
        ("N° d'immatriculation", per["cnss"]),
        ("Date de naissance", fdate(per["dob"], "slash")),
        ("Date d'immatriculation", fdate(ctx.affiliation, "slash")),
    ]
    if per.get("cin"):
        info.insert(2, ("CIN", per["cin"]))
        ctx.show("cin")
    ctx.show("applicant_name", "cnss_number", "date_of_birth", "affiliation_date", "employer", "employer_cnss")
    yy = y + 24
    for lab, val in info:
        p.text(22, yy, lab, 9.5, color="#444")
        p.text(70, yy, ": " + val, 9.5, bold=True)
        yy += 5.6
    rows = []
    for period, days in ctx.declared:
        rows.append([period, emp["cnss"], emp["name"], str(days)])
    yy = p.table(
        20,
        yy + 4,
        [24, 32, 96, 18],
        rows,
        row_h=6.0,
        size=8.2,
        header=["Période", "N° affiliation", "Raison sociale de l'employeur", "Jours"],
        aligns=["c", "c", "l", "r"],
        grid="full",
        header_fill="#dfe9f5",
        lw=0.5,
    )
    total = sum(d for _, d in ctx.declared)
    p.text(190, yy + 6, f"Total des jours déclarés : {total}", 9, bold=True, ha="right")
    yy = p.wrap(
        20,
        yy + 16,
        170,
        "Cette attestation récapitule les jours déclarés par le ou les employeurs au titre "
        "des périodes indiquées. Elle est établie sur la base des déclarations de salaires reçues par la "
        "Caisse à la date d'édition.",
        8.5,
        leading=1.5,
    )
    p.text(20, yy + 6, f"Édité le {fdate(ctx.doc_date, 'fr')} via le portail Ma CNSS", 8.5, color="#333")
    _qr(p, 160, yy, 28, ctx.seed)
    return [p]


TEMPLATES = {
    "e_prose_we": e_prose_we,
    "e_prose_i": e_prose_i,
    "e_table": e_table,
    "e_table_en": e_table_en,
    "e_cert": e_cert,
    "s_prose": s_prose,
    "s_table": s_table,
    "c_immat": c_immat,
    "c_decl": c_decl,
}
