"""Employers' attestations (employment, salary), CNSS certificates, and two unlabelled papers (a bill, a lease)."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt as F
from . import pay
from .common import CONTRACT_FR, CONTRACT_PROSE, CONTRACT_PROSE_EN, de, doc_date, e, name, table
from .letterhead import colours, footer, letterhead, sign_off
from .model import Composed, Doc
from .people import EMPLOYERS, Case
from .troff import bar, esc, hrule, ms_preamble, nb, pic, shade_cell, signature, stamp

CERT_TITLES = ["ATTESTATION DE TRAVAIL", "ATTESTATION D'EMPLOI", "CERTIFICAT DE TRAVAIL", "EMPLOYMENT CERTIFICATE"]


def _title_line(text: str, size: int = 15, spaced: bool = False) -> list[str]:
    t = " ".join(text) if spaced else text
    return [".sp 1", ".ce", f"\\f[B]\\s[{size}]{esc(t)}\\s0\\fP", ".sp 1.2"]


def employment(doc: Doc) -> Composed:
    case: Case = doc.case
    tw = case.twist.get("employment_certificate", {})
    emp = EMPLOYERS[tw["employer"]] if "employer" in tw else case.employer
    hire = tw.get("hire", case.hire)
    rng = random.Random(doc.seed)
    per = case.person
    v = emp.cert
    out = ms_preamble(
        fam=emp.font,
        ps=rng.choice([10.5, 11, 11.5]),
        vs=rng.choice([15, 16, 17]),
        colours=colours(emp),
        footer=footer(emp),
    )
    out += letterhead(emp, rng)
    issued = doc_date(case, rng.randint(2, 20))
    labels = {
        "applicant_name": per.label_name,
        "employer": emp.name,
        "hire_date": hire.isoformat(),
        "position": case.position,
    }
    shown = [emp.name, case.position]
    title = "Mme" if per.sex == "F" else "M."
    mission = case.twist.get("mission")
    if v == 0:
        out += [".ad r", f"{esc(emp.city)}, le {F.date(issued, 'fr')}", ".ad b"]
        out += _title_line(CERT_TITLES[0], 16, spaced=rng.random() < 0.5)
        nm = f"{title} {per.given} {per.surname}"
        dob = F.date(per.birth, "fr")
        cnss = f", affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {emp.cnss}"
        cin = f", titulaire de la carte nationale d'identité n° \\f[B]{per.cin}\\fP" if per.cin else ""
        text = (
            f"Nous soussignés, la société \\f[B]{esc(emp.name)}\\fP, dont le siège est situé "
            f"{esc(emp.address[0])}, {esc(emp.city)}{cnss}, certifions que \\f[B]{esc(nm)}\\fP, "
            f"né{e(case)} le {nb(dob)}{cin}, est employé{e(case)} au sein de notre société depuis le "
            f"\\f[B]{nb(F.date(hire, 'fr'))}\\fP en qualité \\f[B]{esc(de(case.position))}\\fP, dans le cadre "
            f"{CONTRACT_PROSE[case.contract]}."
        )
        out += [
            ".LP",
            text,
            ".LP",
            f"À ce jour, l'intéressé{e(case)} fait toujours partie de notre personnel.",
            ".LP",
            f"La présente attestation est délivrée à l'intéressé{e(case)}, sur sa demande, pour servir et valoir "
            "ce que de droit.",
        ]
        labels.update(
            {"employer_cnss": emp.cnss, "date_of_birth": per.birth.isoformat(), "contract_type": case.contract}
        )
        shown += [nm, dob, F.date(hire, "fr"), emp.cnss]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, "Pour la société,")
    elif v == 1:
        out += _title_line(CERT_TITLES[1], 15)
        out += [
            ".LP",
            f"La Direction de \\f[B]{esc(emp.name)}\\fP atteste par la présente que la personne désignée "
            "ci-dessous fait partie de son personnel :",
            ".sp 0.6",
        ]
        dob = F.date(per.birth, "slash")
        hd = F.date(hire, "slash")
        contract = CONTRACT_FR[case.contract][1]
        rows = [["Nom", f"\\f[B]{esc(per.surname)}\\fP"], ["Prénom(s)", esc(per.given)], ["Date de naissance", dob]]
        if per.cin:
            rows.append(["N° de la CIN", per.cin])
            labels["cin"] = per.cin
            shown.append(per.cin)
        rows += [
            ["Matricule", case.matricule],
            ["Fonction", esc(case.position)],
            ["Date d'embauche", hd],
            ["Nature du contrat", contract],
        ]
        show_cnss = rng.random() < 0.5
        if show_cnss:
            rows.append(["N° d'affiliation CNSS de l'employeur", emp.cnss])
            labels["employer_cnss"] = emp.cnss
            shown.append(emp.cnss)
        rows[0][0] = shade_cell("brandlight") + rows[0][0]
        out += table("box expand", ["lw(6c)f(I) | l"], rows)
        out += [
            ".LP",
            "La présente attestation est délivrée à l'intéressé" + e(case) + " pour servir et valoir ce que de droit.",
        ]
        labels.update({"date_of_birth": per.birth.isoformat(), "contract_type": case.contract})
        shown += [per.surname, per.given, dob, hd]
        out += sign_off(emp, rng, f"Fait à {emp.city}, le {F.date(issued, 'slash')}")
    elif v == 2:
        out += _title_line(CERT_TITLES[2], 15)
        nm = f"{title} {per.surname} {per.given}"
        hd = F.date(hire, "slash")
        cin = f" (CIN n° {per.cin})" if per.cin else ""
        lead = (
            f"Je soussigné{'e' if emp.signatory.split()[0] in ('Samira', 'Hanane', 'Leila', 'Ghita') else ''}, "
            f"{esc(emp.signatory)}, {esc(emp.signatory_title)} de la société \\f[B]{esc(emp.name)}\\fP"
        )
        if mission:
            body = (
                f"{lead}, entreprise de travail temporaire agréée, certifie que {esc(nm)}{cin} est mis{e(case)} "
                f"à la disposition de l'entreprise utilisatrice {esc(mission)} en qualité "
                f"\\f[B]{esc(de(case.position))}\\fP depuis le {hd}, dans le cadre "
                f"{CONTRACT_PROSE[case.contract]}."
            )
        else:
            body = (
                f"{lead}, certifie que {esc(nm)}{cin} occupe au sein de notre établissement le poste "
                f"\\f[B]{esc(de(case.position))}\\fP depuis le {hd}. {'Elle' if per.sex == 'F' else 'Il'} est "
                f"lié{e(case)} à la société par un contrat de type {CONTRACT_FR[case.contract][0]}."
            )
        out += [".LP", body, ".LP", "Le présent certificat est établi pour servir et valoir ce que de droit."]
        labels["contract_type"] = case.contract
        shown += [nm, hd]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, f"{emp.city}, le {F.date(issued, 'dash')}")
    else:
        out += [".ad r", F.date(issued, "en"), ".ad l"]
        out += _title_line(CERT_TITLES[3], 15)
        nm = f"{'Ms' if per.sex == 'F' else 'Mr'} {per.given} {per.surname}"
        dob = F.date(per.birth, "en")
        hd = F.date(hire, "en")
        cin = f", holder of national identity card no. {per.cin}" if per.cin else ""
        out += [
            ".LP",
            "To whom it may concern,",
            ".LP",
            f"We, \\f[B]{esc(emp.name)}\\fP, registered with the Caisse Nationale de Sécurité Sociale under "
            f"affiliation number {emp.cnss}, hereby certify that \\f[B]{esc(nm)}\\fP, born on {nb(dob)}{cin}, "
            f"has been employed by our company since \\f[B]{nb(hd)}\\fP as \\f[B]{esc(case.position)}\\fP, "
            f"under {CONTRACT_PROSE_EN[case.contract]}.",
            ".LP",
            "This certificate is issued at the employee's request for whatever legal purpose it may serve.",
        ]
        labels.update(
            {"employer_cnss": emp.cnss, "date_of_birth": per.birth.isoformat(), "contract_type": case.contract}
        )
        shown += [nm, dob, hd, emp.cnss]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, "", lang="en")
    return Composed("\n".join(out) + "\n", labels=labels, shown=shown)


def salary(doc: Doc) -> Composed:
    case: Case = doc.case
    emp = case.employer
    rng = random.Random(doc.seed)
    per = case.person
    scale = case.twist.get("salary_certificate", {}).get("inflate", 1.0)
    p = pay.compute(case, scale=scale)
    out = ms_preamble(
        fam=emp.font, ps=rng.choice([10.5, 11]), vs=rng.choice([15, 16]), colours=colours(emp), footer=footer(emp)
    )
    out += letterhead(emp, rng)
    issued = doc_date(case, rng.randint(2, 20))
    labels = {
        "applicant_name": per.label_name,
        "employer": emp.name,
        "hire_date": case.hire.isoformat(),
        "position": case.position,
        "gross_salary": p.gross / 100,
        "net_salary": p.net / 100,
    }
    shown = [emp.name, case.position]
    title = "Mme" if per.sex == "F" else "M."
    english = emp.cert == 3
    if english:
        out += [".ad r", F.date(issued, "en"), ".ad l"]
        out += _title_line("SALARY CERTIFICATE", 15)
        nm = f"{'Ms' if per.sex == 'F' else 'Mr'} {per.given} {per.surname}"
        gross, net = F.money(p.gross, "en", "MAD "), F.money(p.net, "en", "MAD ")
        hd = F.date(case.hire, "en")
        cin = f" (national ID card no. {per.cin})" if per.cin else ""
        out += [
            ".LP",
            "To whom it may concern,",
            ".LP",
            f"We, \\f[B]{esc(emp.name)}\\fP, hereby certify that \\f[B]{esc(nm)}\\fP{cin}, employed by our "
            f"company since {nb(hd)} as {esc(case.position)}, receives a gross monthly salary of "
            f"\\f[B]{nb(gross)}\\fP, that is a net monthly salary of \\f[B]{nb(net)}\\fP after social security "
            "contributions and income tax.",
            ".LP",
            "This certificate is issued at the employee's request to serve any legal purpose.",
        ]
        shown += [nm, hd, gross, net]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, "", lang="en")
    elif rng.random() < 0.5 or case.cid == "c05":
        out += _title_line("ATTESTATION DE SALAIRE", 16, spaced=True)
        nm = f"{title} {per.surname} {per.given}"
        gross, net = F.money(p.gross, "sp", "DH"), F.money(p.net, "sp", "DH")
        hd = F.date(case.hire, "fr")
        dob = F.date(per.birth, "slash")
        cin = f", titulaire de la CIN n° {per.cin}" if per.cin else ""
        out += [
            ".LP",
            f"Nous soussignés, \\f[B]{esc(emp.name)}\\fP, attestons que \\f[B]{esc(nm)}\\fP, né{e(case)} le "
            f"{dob}{cin}, est employé{e(case)} dans notre société depuis le {nb(hd)} en qualité "
            f"{esc(de(case.position))}.",
            ".LP",
            f"L'intéressé{e(case)} perçoit un salaire mensuel brut de \\f[B]{nb(gross)}\\fP, soit un salaire "
            f"mensuel net de \\f[B]{nb(net)}\\fP.",
            ".LP",
            f"La présente attestation est délivrée à l'intéressé{e(case)} sur sa demande pour servir et valoir ce "
            "que de droit.",
        ]
        labels["date_of_birth"] = per.birth.isoformat()
        shown += [nm, hd, dob, gross, net]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, f"Fait à {emp.city}, le {F.date(issued, 'fr')}")
    else:
        out += _title_line("ATTESTATION DE SALAIRE", 15)
        nm = f"{per.surname} {per.given}"
        hd = F.date(case.hire, "slash")
        cin = f", CIN {per.cin}," if per.cin else ""
        out += [
            ".LP",
            f"Nous certifions que {title} \\f[B]{esc(nm)}\\fP{cin} occupe dans notre société le poste "
            f"{esc(de(case.position))} depuis le {hd} et perçoit la rémunération mensuelle suivante :",
            ".sp 0.6",
        ]
        a = "sp"
        base = p.items[0].cents
        rows = [
            [shade_cell("brandlight") + "\\f[B]Rubrique", "Montant (DH)\\fP"],
            ["Salaire de base", F.amount(base, a)],
            ["Primes et indemnités", F.amount(p.gross - base, a)],
            ["\\f[B]Salaire brut mensuel", F.amount(p.gross, a) + "\\fP"],
            [
                "Cotisations sociales (CNSS, AMO" + (", " + case.cimr_label if case.cimr else "") + ")",
                "-" + F.amount(p.total_deductions - p.deductions[-1].cents, a),
            ],
            ["Impôt sur le revenu", "-" + F.amount(p.deductions[-1].cents, a)],
            ["\\f[B]Salaire net mensuel", F.amount(p.net, a) + "\\fP"],
        ]
        out += table("allbox expand", ["l rw(4c)"], rows)
        out += [
            ".LP",
            f"Soit un salaire brut annuel de {nb(F.money(p.gross * 12, a, 'DH'))}.",
            ".LP",
            "Attestation délivrée pour servir et valoir ce que de droit.",
        ]
        shown += [nm, hd, F.amount(p.gross, a), F.amount(p.net, a)]
        if per.cin:
            labels["cin"] = per.cin
            shown.append(per.cin)
        out += sign_off(emp, rng, f"{emp.city}, le {F.date(issued, 'slash')}")
    return Composed(
        "\n".join(out) + "\n",
        labels=labels,
        shown=shown,
        facts={
            "gross": p.gross,
            "net": p.net,
            "gains": [i.cents for i in p.items],
            "deductions": [d.cents for d in p.deductions],
        },
    )


CNSS_AGENCIES = {
    "Casablanca": "Casablanca Aïn Sebaâ",
    "Rabat": "Rabat Hassan",
    "Tanger": "Tanger Beni Makada",
    "Marrakech": "Marrakech Guéliz",
    "Oujda": "Oujda Centre",
    "Safi": "Safi",
    "Fès": "Fès Saïs",
    "Agadir": "Agadir Talborjt",
    "Kénitra": "Kénitra",
    "Beni Mellal": "Beni Mellal",
}


def cnss(doc: Doc) -> Composed:
    case: Case = doc.case
    emp = case.employer
    rng = random.Random(doc.seed)
    per = case.person
    fam = rng.choice(["H", "T", "HN"])
    cols = {"cnss": "0.0 0.33 0.60", "cnsslight": "0.86 0.92 0.97"}
    out = ms_preamble(
        fam=fam,
        ps=10.5,
        vs=14,
        colours=cols,
        footer="\\s[7]\\m[mid]Caisse Nationale de Sécurité Sociale \\(en 649, boulevard Mohammed V, "
        "Casablanca \\(en www.cnss.ma \\(en Allô CNSS 080 200 72 72\\m[]\\s0",
    )
    agency = CNSS_AGENCIES[emp.city]
    issued = doc_date(case, rng.randint(2, 25))
    labels = {
        "applicant_name": per.label_name,
        "cnss_number": case.cnss_number,
        "affiliation_date": case.affiliation.isoformat(),
        "employer": emp.name,
        "employer_cnss": emp.cnss,
    }
    shown = [case.cnss_number, emp.name, emp.cnss]
    st = [
        'circle rad 0.85 at (0.9,1.1) shaded "cnss" outlined "cnss"',
        '"\\f[HB]\\s[13]\\m[white]CNSS\\m[]\\s0\\fP" at (0.9,1.1)',
        '"\\f[HB]\\s[9]ROYAUME DU MAROC\\s0\\fP" at (2.1,1.55) ljust',
        '"\\f[HB]\\s[11]\\m[cnss]CAISSE NATIONALE DE SÉCURITÉ SOCIALE\\m[]\\s0\\fP" at (2.1,1.0) ljust',
        f'"\\f[HR]\\s[8]Direction Régionale \\(em Agence {esc(agency)}\\s0\\fP" at (2.1,0.5) ljust',
        'line from (0,0.05) to (17,0.05) outlined "cnss" thickness 1.2',
    ]
    out += pic(st, 17, 2.0)
    out += [".sp 0.8"]
    if doc.index % 2 == 0 and case.cid not in ("c06", "c14"):
        title = "ATTESTATION D'IMMATRICULATION"
        out += [
            ".ce",
            f"\\f[B]\\s[15]{title}\\s0\\fP",
            ".sp 1",
            ".LP",
            f"Le Chef de l'Agence CNSS de {esc(agency)} atteste que :",
            ".sp 0.5",
            ".in 1.5c",
            ".ta 6c",
        ]
        dob = F.date(per.birth, "slash")
        aff = F.date(case.affiliation, "slash")
        rows = [("Nom et prénom", f"{per.surname} {per.given}"), ("Date de naissance", dob)]
        if per.cin:
            rows.append(("N° CIN", per.cin))
            labels["cin"] = per.cin
            shown.append(per.cin)
        rows += [("N° d'immatriculation", case.cnss_number), ("Date d'immatriculation", aff)]
        for k, v in rows:
            out += [f"{esc(k)}\t: \\f[B]{esc(v)}\\fP", ".br"]
        out += [
            ".in 0",
            ".sp 0.5",
            ".LP",
            f"est immatriculé{e(case)} à la Caisse Nationale de Sécurité Sociale et déclaré{e(case)} à ce jour "
            f"par l'employeur \\f[B]{esc(emp.name)}\\fP, affilié sous le n° \\f[B]{emp.cnss}\\fP.",
            ".LP",
            "La présente attestation est délivrée à l'intéressé" + e(case) + " pour servir et valoir ce que de droit.",
            ".sp 1",
            ".in 9c",
            f"{esc(emp.city)}, le {F.date(issued, 'slash')}",
            ".br",
            "\\f[B]Le Chef d'Agence\\fP",
            ".in 0",
        ]
        labels["date_of_birth"] = per.birth.isoformat()
        shown += [per.surname, dob, aff]
        sx = 10.5
        st2 = signature(rng, sx, 2.0, "ink") + stamp(
            ["CNSS", f"AGENCE {agency.upper()}", "LE CHEF D'AGENCE"], sx + 3.0, 1.9, rng, "stamp", "circle"
        )
        out += pic(st2, 17, 3.7)
    else:
        title = "ATTESTATION D'AFFILIATION"
        out += bar(f"\\f[B]\\s[12]{title}\\s0\\fP \\(em Relevé des périodes déclarées", "cnss", height="1.8v")
        out += [
            ".sp 0.8",
            f"\\s[8]Édité le {F.date(issued, 'slash')} à {rng.randint(8, 17):02d}:"
            f"{rng.randint(0, 59):02d} \\(em Réf. {rng.randint(10**7, 10**8 - 1)}\\s0",
            ".sp 0.6",
        ]
        aff = F.date(case.affiliation, "dot")
        rows = [
            [shade_cell("cnsslight") + "\\f[B]Assuré\\fP", "", "", ""],
            ["Nom", esc(per.surname), "Prénom", esc(per.given)],
            ["N° immatriculation", case.cnss_number, "Date d'immatriculation", aff],
        ]
        if per.cin:
            rows.append(["CIN", per.cin, "Sexe", per.sex])
            labels["cin"] = per.cin
            shown.append(per.cin)
        rows += [
            [shade_cell("cnsslight") + "\\f[B]Employeur actuel\\fP", "", "", ""],
            ["Raison sociale", esc(emp.name), "N° d'affiliation", emp.cnss],
        ]
        out += table("allbox expand", ["l l l l"], rows)
        out += [".sp 0.8", "\\f[B]Périodes déclarées (12 derniers mois)\\fP", ".sp 0.3"]
        y, m = case.months[-1]
        hist = [[shade_cell("cnsslight") + "\\f[B]Période", "N° d'affiliation", "Raison sociale", "Jours déclarés\\fP"]]
        for _ in range(12 if case.hire.year < 2024 else 8):
            hist.append(
                [f"{m:02d}/{y}", emp.cnss, esc(emp.name), "26" if rng.random() < 0.9 else str(rng.randint(20, 25))]
            )
            y, m = (y - 1, 12) if m == 1 else (y, m - 1)
        out += table("allbox expand", ["l l l r"], hist)
        out += [
            ".sp 1",
            "\\s[8]\\fIDocument édité depuis le portail Ma CNSS. Il peut être vérifié à l'aide de sa "
            "référence sur www.cnss.ma.\\fP\\s0",
        ]
        shown += [per.surname, aff]
    return Composed("\n".join(out) + "\n", labels=labels, shown=shown)


def utility_bill(doc: Doc) -> Composed:
    case: Case = doc.case
    rng = random.Random(doc.seed)
    per = case.person
    cols = {"rdt": "0.0 0.45 0.55", "rdtlight": "0.85 0.94 0.96"}
    out = ms_preamble(fam="HN", ps=9, vs=11, colours=cols, footer="\\s[6]RDT \\(en Service clients 0801 00 12 34\\s0")
    out += bar("\\f[B]\\s[14]RDT \\(em Régie de Distribution du Tensift\\s0\\fP", "rdt", height="2v")
    y, m = case.months[-1]
    kwh0 = rng.randint(10000, 30000)
    kwh = rng.randint(140, 320)
    m3 = rng.randint(8, 25)
    elec = int(kwh * 1.0 * 100 * 1.14)
    eau = int(m3 * 5.4 * 100)
    taxes = int((elec + eau) * 0.1)
    total = elec + eau + taxes + 1500
    out += [
        ".sp 1",
        ".TS",
        "tab(\t) expand;",
        "lw(9c) l.",
        f"\\f[B]FACTURE EAU ET ÉLECTRICITÉ\\fP\t\\f[B]{esc(name(case, 'title_surname'))}\\fP",
        f"N° facture : {rng.randint(10**9, 10**10 - 1)}\t{esc(per.address[0])}",
        f"Période de consommation : {F.month(y, m, 'fr')}\t{esc(per.address[1])}",
        f"Contrat n° {rng.randint(10**6, 10**7 - 1)}\tPolice {rng.randint(1000, 9999)}",
        ".TE",
        ".sp 1",
    ]
    rows = [
        [shade_cell("rdtlight") + "\\f[B]Prestation", "Ancien index", "Nouvel index", "Consommation", "Montant HT\\fP"],
        ["Électricité (kWh)", str(kwh0), str(kwh0 + kwh), str(kwh), F.amount(elec)],
        ["Eau potable (m3)", str(kwh0 // 40), str(kwh0 // 40 + m3), str(m3), F.amount(eau)],
        ["Redevance fixe", "", "", "", F.amount(1500)],
        ["TVA et taxes", "", "", "", F.amount(taxes)],
        ["\\f[B]Total TTC", "", "", "", F.amount(total) + "\\fP"],
    ]
    out += table("allbox expand", ["l r r r r"], rows)
    out += [
        ".sp 1",
        f"\\f[B]Montant à payer avant le {F.date(F.month_end(y, m), 'slash')} : {F.money(total, 'sp', 'DH')}\\fP",
        ".sp 1",
        "Paiement en agence, chez nos partenaires ou sur www.rdt-tensift.ma.",
    ]
    return Composed("\n".join(out) + "\n")


def lease(doc: Doc) -> Composed:
    case: Case = doc.case
    rng = random.Random(doc.seed)
    per = case.person
    out = ms_preamble(fam="T", ps=11, vs=15, colours={}, footer="")
    out += _title_line("CONTRAT DE BAIL À USAGE D'HABITATION", 14)
    start = doc_date(case, 1).replace(year=case.months[-1][0] - 2)
    rent = rng.choice([3200, 3800, 4500]) * 100
    out += [
        ".LP",
        "\\f[B]Entre les soussignés :\\fP",
        ".LP",
        f"M. Abdelaziz TOUNSI, titulaire de la CIN n° C{rng.randint(100000, 999999)}, demeurant à Fès, "
        "ci-après dénommé \\(Fo le bailleur \\(Fc,",
        ".LP",
        f"et {esc(name(case, 'title'))}, titulaire de la CIN n° {per.cin}, ci-après dénommé \\(Fo le locataire \\(Fc.",
        ".LP",
        "\\f[B]Il a été convenu ce qui suit :\\fP",
        ".LP",
        f"Article 1 \\(em Le bailleur donne en location au locataire un appartement situé "
        f"{esc(' '.join(per.address).title())}, comprenant trois pièces, une cuisine et une salle d'eau.",
        ".LP",
        f"Article 2 \\(em Le présent bail est consenti pour une durée d'une année renouvelable par tacite "
        f"reconduction à compter du {F.date(start, 'fr')}.",
        ".LP",
        f"Article 3 \\(em Le loyer mensuel est fixé à {nb(F.money(rent, 'sp', 'dirhams'))}, payable d'avance "
        "au début de chaque mois. Une caution équivalente à deux mois de loyer a été versée.",
        ".LP",
        "Article 4 \\(em Le locataire s'engage à user paisiblement des lieux et à les restituer en bon état.",
        ".sp 1",
        f"Fait à Fès, en deux exemplaires, le {F.date(start - dt.timedelta(days=5), 'slash')}.",
        ".sp 1",
        ".TS",
        "tab(\t) expand;",
        "c c.",
        "Le bailleur\tLe locataire",
        ".TE",
    ]
    st = signature(rng, 2.5, 1.5) + signature(rng, 11.5, 1.5)
    out += pic(st, 17, 2.5)
    out += [
        ".sp 0.5",
        hrule(0.3),
        ".br",
        "\\s[8]\\fISignatures légalisées \\(em Service de légalisation, Commune urbaine de Fès\\fP\\s0",
    ]
    return Composed("\n".join(out) + "\n")
