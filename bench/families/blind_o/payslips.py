"""Five payslip layouts: boxed French 'Bulletin de paie', ruled 'Bulletin de salaire' with year-to-date columns,
an English 'Payslip', an allbox 'Fiche de paie' and a compact 'Bulletin de paie' with dotted leaders."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt as F
from . import pay
from .common import CONTRACT_EN, CONTRACT_FR, name, table
from .letterhead import colours, footer, letterhead
from .model import Composed, Doc
from .people import Case
from .troff import esc, ms_preamble, pic, shade_cell

ENGLISH = {2}


def _cin_of(doc: Doc) -> str:
    twist = doc.case.twist.get("payslip", {})
    if twist and twist.get("index") == doc.index:
        return twist["cin"]
    return doc.case.person.cin


def _period(doc: Doc) -> tuple[int, int]:
    return doc.case.months[doc.index]


def compose(doc: Doc) -> Composed:
    case: Case = doc.case
    variant = case.employer.payslip
    rng = random.Random(doc.seed)
    p = pay.compute(case, english=variant in ENGLISH)
    y, m = _period(doc)
    ctx = {
        "rng": rng,
        "pay": p,
        "y": y,
        "m": m,
        "cin": _cin_of(doc),
        "start": dt.date(y, m, 1),
        "end": F.month_end(y, m),
    }
    fn = [_v0, _v1, _v2, _v3, _v4][variant]
    comp = fn(doc, ctx)
    comp.labels.update(
        {
            "employer": case.employer.name,
            "cnss_number": case.cnss_number,
            "hire_date": case.hire.isoformat(),
            "contract_type": case.contract,
            "position": case.position,
            "pay_period": f"{y:04d}-{m:02d}",
            "gross_salary": p.gross / 100,
            "net_salary": p.net / 100,
            "applicant_name": case.person.label_name,
        }
    )
    comp.facts.update(
        {
            "gross": p.gross,
            "net": p.net,
            "gains": [i.cents for i in p.items],
            "deductions": [d.cents for d in p.deductions],
        }
    )
    return comp


def _shows(comp: Composed, labels: dict, shown: list[str]) -> None:
    comp.labels.update(labels)
    comp.shown.extend(shown)


def _v0(doc: Doc, c: dict) -> Composed:
    """Boxed French 'BULLETIN DE PAIE': employer block, employee grid, gains/retenues table, net box, cumuls."""
    case, emp, p = doc.case, doc.case.employer, c["pay"]
    a = "sp"
    out = ms_preamble(fam=emp.font, ps=9, vs=11, colours=colours(emp), footer=footer(emp), hm="1.2c")
    hire = F.date(case.hire, "slash")
    period = F.month(c["y"], c["m"], "fr")
    nm = name(case, "surname")
    contract = CONTRACT_FR[case.contract][0]
    out += table(
        "expand",
        ["lw(10c) r"],
        [
            [f"\\f[B]\\s[12]{esc(emp.name)}\\s0\\fP", "\\f[B]\\s[16]\\m[brand]BULLETIN DE PAIE\\m[]\\s0\\fP"],
            [esc(emp.address[0]), f"Période : \\f[B]{period}\\fP"],
            [
                f"{esc(emp.city)} \\(em Tél. {emp.phone}",
                f"Du {F.date(c['start'], 'slash')} au {F.date(c['end'], 'slash')}",
            ],
            [f"N° affiliation CNSS : \\f[B]{emp.cnss}\\fP", f"Paie n° {c['m']:02d}/{c['y']}"],
        ],
    )
    out += [".sp 0.6"]
    rows = [
        ["Matricule", case.matricule, "Nom et prénom", f"\\f[B]{esc(nm)}\\fP"],
        ["N° CNSS", case.cnss_number, "Emploi", esc(case.position)],
        ["Date d'embauche", hire, "Type de contrat", contract],
        ["Situation familiale", esc(case.family), "Déductions", str(case.dependents)],
    ]
    shown = [emp.name, emp.cnss, nm, case.cnss_number, case.position, hire]
    labels = {"employer_cnss": emp.cnss}
    if c["cin"]:
        rows[0:0] = [["CIN", c["cin"], "Mode de paiement", "Virement"]]
        labels["cin"] = c["cin"]
        shown.append(c["cin"])
    out += table("allbox expand", ["lf(I) l lf(I) l"], rows)
    out += [".sp 0.6"]
    body = [[shade_cell("brandlight") + "\\f[B]Désignation", "Nombre / Base", "Taux", "Gains", "Retenues\\fP"], "_"]
    for it in p.items:
        body.append([esc(it.label), esc(it.base), esc(it.rate), F.amount(it.cents, a), ""])
    body += ["_", ["\\f[B]SALAIRE BRUT\\fP", "", "", f"\\f[B]{F.amount(p.gross, a)}\\fP", ""], "_"]
    for d in p.deductions:
        body.append([esc(d.label), F.amount(d.base, a) if d.base else "", d.rate, "", F.amount(d.cents, a)])
    body += ["_", ["\\f[B]TOTAUX\\fP", "", "", F.amount(p.gross, a), F.amount(p.total_deductions, a)]]
    out += table("box expand", ["l | r | r | r | r"], body)
    net = F.amount(p.net, a)
    st = [
        'box wid 7.5 ht 1.0 with .ne at (17,1.2) shaded "brandlight" outlined "brand" thickness 1',
        f'"\\f[B]\\s[11]NET À PAYER :  {net} DH\\s0\\fP" at (13.25,0.7)',
        f'"\\s[8]Payé par virement le {F.date(c["end"], "slash")}\\s0" at (0,0.9) ljust',
    ]
    out += [".sp 0.4", *pic(st, 17, 1.25), ".sp 0.4"]
    k = c["m"]
    ir = p.deductions[-1].cents
    out += table(
        "allbox expand",
        ["cf(I) cf(I) cf(I) cf(I) cf(I)", "c c c c c"],
        [
            ["Cumul brut imposable", "Cumul net imposable", "Cumul IR", "Jours travaillés", "Congés acquis"],
            [
                F.amount(p.taxable * k, a),
                F.amount(p.net_taxable * k, a),
                F.amount(ir * k, a),
                str(26 * k),
                f"{1.5 * k:.1f}".replace(".", ","),
            ],
        ],
    )
    out += [
        ".sp 1",
        "\\s[7]\\fIPour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans "
        "limitation de durée.\\fP\\s0",
    ]
    comp = Composed("\n".join(out) + "\n")
    _shows(comp, labels, [*shown, F.amount(p.gross, a), net])
    return comp


def _v1(doc: Doc, c: dict) -> Composed:
    """Ruled 'Bulletin de salaire' with a year-to-date column, amounts 12.345,67."""
    case, emp, rng, p = doc.case, doc.case.employer, c["rng"], c["pay"]
    per = case.person
    a = "dot"
    out = ms_preamble(fam=emp.font, ps=10, vs=12.5, colours=colours(emp), footer=footer(emp))
    out += letterhead(emp, rng)
    out += [".ce 2", "\\f[B]\\s[14]Bulletin de salaire\\s0\\fP", f"Mois de {F.MOIS[c['m'] - 1]} {c['y']}", ".sp 0.8"]
    hire = F.date(case.hire, "dot")
    contract = CONTRACT_FR[case.contract][1]
    title = "Mme" if per.sex == "F" else "M."
    left = [
        "\\f[B]Employeur\\fP",
        esc(emp.name),
        f"{esc(emp.address[0])}, {esc(emp.city)}",
        f"Affiliation CNSS n° {emp.cnss}",
        f"ICE {emp.ice}",
    ]
    right = [
        "\\f[B]Salarié\\fP",
        f"{title} {esc(per.surname)} {esc(per.given)}",
        f"Matricule : {case.matricule}",
        f"Immatriculation CNSS : {case.cnss_number}",
        f"Date d'entrée : {hire}",
        f"Qualification : {esc(case.position)}",
        f"Nature du contrat : {contract}",
    ]
    labels = {"employer_cnss": emp.cnss}
    shown = [emp.name, emp.cnss, per.surname, case.cnss_number, hire, case.position]
    if c["cin"]:
        right.insert(3, f"CIN : {c['cin']}")
        labels["cin"] = c["cin"]
        shown.append(c["cin"])
    rows = []
    for i in range(max(len(left), len(right))):
        rows.append([left[i] if i < len(left) else "", right[i] if i < len(right) else ""])
    out += table("expand", ["lw(8c) l"], rows)
    out += [".sp 0.8"]
    k = c["m"]
    body = ["=", ["\\f[B]Libellé", "Base", "Taux", "Montant", "Cumul annuel\\fP"], "_"]
    for it in p.items:
        body.append([esc(it.label), esc(it.base), esc(it.rate), F.amount(it.cents, a), F.amount(it.cents * k, a)])
    body += [
        "_",
        ["\\f[B]Salaire brut global", "", "", F.amount(p.gross, a), F.amount(p.gross * k, a) + "\\fP"],
        ["Salaire brut imposable", "", "", F.amount(p.taxable, a), F.amount(p.taxable * k, a)],
        "_",
    ]
    for d in p.deductions:
        body.append(
            [
                esc(d.label),
                F.amount(d.base, a) if d.base else "",
                d.rate,
                "-" + F.amount(d.cents, a),
                "-" + F.amount(d.cents * k, a),
            ]
        )
    body += [
        "_",
        [
            "Total des retenues",
            "",
            "",
            "-" + F.amount(p.total_deductions, a),
            "-" + F.amount(p.total_deductions * k, a),
        ],
        ["Net imposable", "", "", F.amount(p.net_taxable, a), F.amount(p.net_taxable * k, a)],
        "=",
    ]
    out += table("expand", ["l r r r r"], body)
    net = F.money(p.net, a, "DH")
    out += [
        ".sp 0.5",
        ".ad r",
        f"\\f[B]\\s[12]Net à payer : {net}\\s0\\fP",
        ".br",
        f"\\s[8]Règlement par virement bancaire \\(em {esc(case.bank.name)}\\s0",
        ".ad b",
        ".sp 1.5",
        "\\s[8]Situation de famille : " + esc(case.family) + "\\s0",
    ]
    comp = Composed("\n".join(out) + "\n")
    _shows(comp, labels, [*shown, F.amount(p.gross, a), net])
    return comp


def _v2(doc: Doc, c: dict) -> Composed:
    """English 'PAYSLIP': earnings and deductions tables, MAD 12,345.67, US-style dates."""
    case, emp, rng, p = doc.case, doc.case.employer, c["rng"], c["pay"]
    per = case.person
    a = "en"

    def mad(cents: int) -> str:
        return F.money(cents, a, "MAD ")

    paper = "letter" if rng.random() < 0.5 else "a4"
    out = ms_preamble(fam=emp.font, ps=9, vs=11.5, colours=colours(emp), footer=footer(emp), adjust="l", paper=paper)
    out += letterhead(emp, rng)
    period = F.month(c["y"], c["m"], "en")
    out += [f"\\f[B]\\s[18]\\m[brand]PAYSLIP\\m[]\\s0\\fP \\s[12]\\(em {period}\\s0", ".sp 0.5"]
    hire = F.date(case.hire, "en")
    dob = F.date(per.birth, "en")
    contract = CONTRACT_EN[case.contract][1]
    nm = name(case, "given")
    rows = [
        ["Employee", f"\\f[B]{esc(nm)}\\fP", "Employer", esc(emp.name)],
        ["Employee ID", case.matricule, "Employer CNSS No.", emp.cnss],
        ["Job title", esc(case.position), "Pay period", f"{F.date(c['start'], 'en')} \\(en {F.date(c['end'], 'en')}"],
        ["Hire date", hire, "Pay date", F.date(c["end"], "en")],
        ["Contract", contract, "Payment", f"Bank transfer ({esc(case.bank.name)})"],
        ["CNSS No.", case.cnss_number, "Date of birth", dob],
    ]
    labels = {"employer_cnss": emp.cnss, "date_of_birth": per.birth.isoformat()}
    shown = [nm, emp.name, emp.cnss, case.position, hire, case.cnss_number, dob]
    if c["cin"]:
        rows.append(["National ID (CIN)", c["cin"], "", ""])
        labels["cin"] = c["cin"]
        shown.append(c["cin"])
    out += table("box expand", ["lf(I) l | lf(I) l"], rows)
    out += [".sp 0.8", "\\f[B]Earnings\\fP", ".sp 0.2"]
    earn = [[shade_cell("brandlight") + "\\f[B]Description", "Units", "Rate", "Amount\\fP"]]
    for it in p.items:
        earn.append([esc(it.label), esc(it.base), esc(it.rate), mad(it.cents)])
    earn += [["\\f[B]Gross pay", "", "", mad(p.gross) + "\\fP"]]
    out += table("allbox expand", ["l r r r"], earn)
    out += [".sp 0.6", "\\f[B]Deductions\\fP", ".sp 0.2"]
    ded = [[shade_cell("brandlight") + "\\f[B]Description", "Base", "Rate", "Amount\\fP"]]
    for d in p.deductions:
        ded.append([esc(d.label), mad(d.base) if d.base else "", d.rate.replace(",", "."), mad(d.cents)])
    ded += [["\\f[B]Total deductions", "", "", mad(p.total_deductions) + "\\fP"]]
    out += table("allbox expand", ["l r r r"], ded)
    k = c["m"]
    net = mad(p.net)
    out += [".sp 0.8"]
    out += table(
        "box expand",
        ["l r l r"],
        [
            ["Gross pay", mad(p.gross), "Gross YTD", mad(p.gross * k)],
            ["Total deductions", mad(p.total_deductions), "Income tax YTD", mad(p.deductions[-1].cents * k)],
            ["\\f[B]\\s[11]NET PAY", net + "\\s0\\fP", "Net pay YTD", mad(p.net * k)],
        ],
    )
    out += [".sp 1", "\\s[7]This payslip is issued electronically and is valid without signature.\\s0"]
    comp = Composed("\n".join(out) + "\n", paper=paper)
    _shows(comp, labels, [*shown, mad(p.gross), net])
    return comp


def _v3(doc: Doc, c: dict) -> Composed:
    """'FICHE DE PAIE' in an allbox grid: shaded title band, six-column identity grid, summary row and cumuls."""
    case, emp, rng, p = doc.case, doc.case.employer, c["rng"], c["pay"]
    per = case.person
    a = "sp"
    out = ms_preamble(fam=emp.font, ps=8.5, vs=10.5, colours=colours(emp), footer=footer(emp), hm="1.2c")
    out += [
        f"\\f[B]\\s[11]{esc(emp.name)}\\s0\\fP",
        ".br",
        f"{esc(emp.address[0])} \\(en {esc(emp.city)}",
        ".br",
        f"CNSS : {emp.cnss} \\(em ICE : {emp.ice}",
        ".sp 0.5",
    ]
    out += [
        f"\\Z'\\v'0.35v'\\M[brand]\\D'P 0 -1.6v \\n[.l]u 0 0 1.6v'\\M[]'\\h'1n'\\m[white]\\f[B]\\s[13]FICHE DE "
        f"PAIE\\s0\\fP\\m[]\\h'|9c'\\m[white]Période : {F.date(c['start'], 'slash')} - "
        f"{F.date(c['end'], 'slash')}\\m[]",
        ".sp 0.8",
    ]
    hire = F.date(case.hire, "dash")
    dob = F.date(per.birth, "dash")
    contract = CONTRACT_FR[case.contract][0]
    hdr = [
        shade_cell("brandlight") + "\\f[B]Nom",
        "Prénom",
        "Matricule",
        "N° CNSS",
        "CIN" if c["cin"] else "Né(e) le",
        "Date d'entrée\\fP",
    ]
    val = [esc(per.surname), esc(per.given), case.matricule, case.cnss_number, c["cin"] or dob, hire]
    hdr2 = [shade_cell("brandlight") + "\\f[B]Emploi", "Contrat", "Né(e) le", "Sit. familiale", "Enfants", "Banque\\fP"]
    val2 = [
        esc(case.position),
        contract,
        dob,
        esc(case.family.split(",")[0]),
        str(max(case.dependents - 1, 0)),
        esc(case.bank.name),
    ]
    out += table("allbox expand", ["l c c c c c"], [hdr, val, hdr2, val2])
    labels = {"employer_cnss": emp.cnss, "date_of_birth": per.birth.isoformat()}
    shown = [emp.name, emp.cnss, per.surname, per.given, case.cnss_number, hire, case.position, dob]
    if c["cin"]:
        labels["cin"] = c["cin"]
        shown.append(c["cin"])
    out += [".sp 0.6"]
    body = [[shade_cell("brandlight") + "\\f[B]Code", "Rubrique", "Base", "Taux", "Gain", "Retenue\\fP"]]
    for n, it in enumerate(p.items):
        body.append([f"{100 + 10 * n}", esc(it.label), esc(it.base), esc(it.rate), F.amount(it.cents, a), ""])
    for n, d in enumerate(p.deductions):
        body.append(
            [f"{500 + 10 * n}", esc(d.label), F.amount(d.base, a) if d.base else "", d.rate, "", F.amount(d.cents, a)]
        )
    for _ in range(rng.randint(1, 4)):
        body.append(["", "", "", "", "", ""])
    body.append(["", "\\f[B]Totaux\\fP", "", "", F.amount(p.gross, a), F.amount(p.total_deductions, a)])
    out += table("allbox expand", ["c l r r r r"], body)
    out += [".sp 0.6"]
    net = F.amount(p.net, a)
    k = c["m"]
    out += table(
        "allbox expand",
        ["cb cb cb cb cb", "c c c c c"],
        [
            ["Salaire brut", "Cotisations salariales", "Net imposable", "IR", "NET À PAYER"],
            [
                F.amount(p.gross, a),
                F.amount(p.total_deductions - p.deductions[-1].cents, a),
                F.amount(p.net_taxable, a),
                F.amount(p.deductions[-1].cents, a),
                f"\\f[B]{net}\\fP",
            ],
        ],
    )
    out += [".sp 0.3"]
    out += table(
        "expand",
        ["lf(I) r lf(I) r lf(I) r"],
        [
            [
                "Cumul brut",
                F.amount(p.gross * k, a),
                "Cumul imposable",
                F.amount(p.net_taxable * k, a),
                "Cumul IR",
                F.amount(p.deductions[-1].cents * k, a),
            ]
        ],
    )
    out += [".sp 1.5", ".ad r", "Signature et cachet de l'employeur", ".ad b"]
    comp = Composed("\n".join(out) + "\n")
    _shows(comp, labels, [*shown, F.amount(p.gross, a), net])
    return comp


def _v4(doc: Doc, c: dict) -> Composed:
    """Compact 'Bulletin de paie': identity with dotted leaders, ruled lines, net in words of figures."""
    case, emp, rng, p = doc.case, doc.case.employer, c["rng"], c["pay"]
    per = case.person
    a = "plain"
    out = ms_preamble(
        fam=emp.font + ("N" if emp.font == "H" and rng.random() < 0.5 else ""),
        ps=9.5,
        vs=11.5,
        colours=colours(emp),
        footer=footer(emp),
    )
    out += letterhead(emp, rng)
    out += [
        "\\f[BI]\\s[16]Bulletin de paie\\s0\\fP",
        ".br",
        f"Période du {F.date(c['start'], 'slash')} au {F.date(c['end'], 'slash')}",
        ".sp 0.6",
    ]
    hire = F.date(case.hire, "fr")
    contract = CONTRACT_FR[case.contract][2 if len(CONTRACT_FR[case.contract]) > 2 else 0]
    title = "Mme" if per.sex == "F" else "M."
    nm = f"{title} {per.surname} {per.given}"
    fields = [
        ("Salarié", nm),
        ("Matricule", case.matricule),
        ("Fonction", case.position),
        ("Date d'embauche", hire),
        ("Contrat", contract),
        ("N° d'immatriculation CNSS", case.cnss_number),
    ]
    labels: dict = {}
    shown = [emp.name, nm, case.position, hire, case.cnss_number]
    if c["cin"]:
        fields.insert(1, ("C.I.N.", c["cin"]))
        labels["cin"] = c["cin"]
        shown.append(c["cin"])
    mission = case.twist.get("mission")
    if mission:
        fields.append(("Entreprise utilisatrice", mission))
    fields.append(("Employeur", emp.name))
    show_cnss = emp.name.startswith("Interim") or rng.random() < 0.7
    if show_cnss:
        fields.append(("N° affiliation employeur", emp.cnss))
        labels["employer_cnss"] = emp.cnss
        shown.append(emp.cnss)
    out += [".ta 5.5c", ".lc .", ".ad l"]
    for k_, v in fields:
        out.append(f"{esc(k_)}\x01\\f[B]{esc(v)}\\fP")
        out.append(".br")
    out += [".ad b", ".sp 0.6"]
    body = [["\\f[B]Rubrique", "Base", "Taux", "A payer", "A retenir\\fP"], "_"]
    for it in p.items:
        body.append([esc(it.label), esc(it.base), esc(it.rate), F.amount(it.cents, a), ""])
    for d in p.deductions:
        body.append([esc(d.label), F.amount(d.base, a) if d.base else "", d.rate, "", F.amount(d.cents, a)])
    body += ["_", ["\\f[B]Totaux", "", "", F.amount(p.gross, a), F.amount(p.total_deductions, a) + "\\fP"], "_"]
    out += table("expand", ["l r r r r"], body)
    net = F.money(p.net, "sp", "DH")
    out += [
        ".sp 0.6",
        f"Salaire brut du mois : \\f[B]{F.amount(p.gross, a)}\\fP",
        ".br",
        f"\\s[12]\\f[B]Net à payer en dirhams : {net}\\fP\\s0",
        ".sp 1.5",
        "\\s[7]\\fIDocument établi par le service paie. Toute réclamation doit être formulée dans un délai de "
        "30 jours.\\fP\\s0",
    ]
    comp = Composed("\n".join(out) + "\n")
    _shows(comp, labels, [*shown, F.amount(p.gross, a), net])
    return comp
