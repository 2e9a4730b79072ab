"""Payslips: five layouts (classic grid, Sage-like 'bulletin de salaire', compact 'fiche de paie', an English
'payslip' of an offshoring company, a public body's 'bulletin de paie')."""

from __future__ import annotations

import datetime as dt

from .core import Page
from .fmt import famount, fdate, fperiod, money, month_end
from .t_common import AR_KINGDOM_TXT, contract_word, logo, money_words, pname


def _period_dates(period: str) -> tuple[dt.date, dt.date]:
    first = dt.date(int(period[:4]), int(period[5:7]), 1)
    return first, month_end(first)


def _id_rows(ctx, dstyle: str) -> list[tuple[str, str]]:
    """The employee's identifiers a payslip prints (CIN, or a foreigner's residence card, and CNSS)."""
    per = ctx.person
    rows = []
    if per.get("cin"):
        rows.append(("N° CIN", per["cin"]))
        ctx.show("cin")
    elif per.get("permit_no"):
        rows.append(("Carte de séjour", per["permit_no"]))
    if per.get("cnss"):
        rows.append(("N° CNSS", per["cnss"]))
        ctx.show("cnss_number")
    return rows


def _num(v, style):
    return "" if v is None or v == "" else famount(v, style)


def p_classic(ctx) -> list[Page]:
    per, emp, job, slip, k = ctx.person, ctx.employer, ctx.job, ctx.slip, ctx.k
    st = ["fr", "frdot", "fr"][k % 3]
    font = emp["font"]
    p = Page(font=font)
    ctx.show(
        "applicant_name",
        "employer",
        "position",
        "hire_date",
        "contract_type",
        "pay_period",
        "gross_salary",
        "net_salary",
    )
    # employer box
    p.rect(15, 12, 98, 36, lw=0.8)
    logo(p, 18, 15, emp, (0, 2, 3)[k % 3], 10)
    p.text(31, 20, emp["name"], p.fit(emp["name"], 79, 9.5, bold=True), bold=True)
    p.text(31, 24.5, emp["address"][0], 7.2, color="#333")
    p.text(31, 28.2, emp["address"][1], 7.2, color="#333")
    if emp.get("cnss"):
        p.text(18, 36, "N° affiliation CNSS : " + emp["cnss"], 7.6)
        ctx.show("employer_cnss")
    p.text(18, 40, "ICE : " + emp["ice"], 7.6)
    p.text(18, 44, "IF : " + emp["if"] + "    RC : " + emp["rc"], 7.6)
    # title box
    p.rect(117, 12, 78, 36, fc="#ececec", lw=0.8)
    p.text(156, 22, "BULLETIN DE PAIE", 15, bold=True, ha="center")
    p.text(156, 30, "Période : " + fperiod(ctx.period, "range"), 8, ha="center")
    p.text(156, 35, "Mois de : " + fperiod(ctx.period, "FR"), 8, bold=True, ha="center")
    p.text(156, 40, "Date de paiement : " + fdate(ctx.pay_date, "slash"), 7.5, ha="center")
    p.text(156, 44.5, "Mode : virement " + ctx.bank["name"], 7.0, ha="center", color="#333")
    # employee grid
    ids = _id_rows(ctx, "slash")
    left = [
        ("Matricule", job["matricule"]),
        ("Nom et prénom", pname(per, "family_first")),
        ("Emploi", job["position"]),
        ("Type de contrat", contract_word(job["contract"], k)),
        ("Service", job["department"]),
    ]
    right = [
        *ids,
        ("Date d'embauche", fdate(job["hire_date"], "slash")),
        ("Situation familiale", f"{per['marital']} - {per['dependants']} enf."),
    ]
    if k % 2 == 0:
        right.append(("Date de naissance", fdate(per["dob"], "slash")))
        ctx.show("date_of_birth")
    y0 = 53
    n = max(len(left), len(right))
    p.rect(15, y0, 180, n * 6 + 2, lw=0.8)
    for i in range(n):
        yy = y0 + 5.2 + i * 6
        if i < len(left):
            p.text(18, yy, left[i][0], 7.5, color="#444")
            p.text(48, yy, left[i][1], 8, bold=True)
        if i < len(right):
            p.text(118, yy, right[i][0], 7.5, color="#444")
            p.text(152, yy, right[i][1], 8, bold=True)
    p.vline(113, y0, y0 + n * 6 + 2, 0.5)
    # lines
    y = y0 + n * 6 + 8
    rows = []
    for ln in slip.earnings:
        base = ln.base if isinstance(ln.base, float) else (f"{ln.base},00" if ln.base else "")
        rows.append(
            [ln.label, _num(base, st) if isinstance(base, float) else base, ln.rate or "", famount(ln.amount, st), ""]
        )
    for ln in slip.deductions:
        rows.append([ln.label, _num(ln.base, st), ln.rate or "", "", famount(ln.amount, st)])
    while len(rows) < 15:
        rows.append(["", "", "", "", ""])
    rows.append(["TOTAUX", "", "", famount(slip.gross, st), famount(slip.total_deductions, st)])
    y = p.table(
        15,
        y,
        [78, 28, 18, 28, 28],
        rows,
        row_h=6.2,
        size=7.8,
        header=["Rubrique", "Base / Nombre", "Taux", "Gains", "Retenues"],
        aligns=["l", "r", "r", "r", "r"],
        grid="cols",
        header_fill="#d4d4d4",
        bold_rows=(len(rows) - 1,),
    )
    p.hline(15, 195, y - 6.2, 0.6)
    y += 6
    head = ["Salaire brut global", "Brut imposable", "Net imposable", "Total retenues", "NET A PAYER"]
    vals = [
        famount(slip.gross, st),
        famount(slip.taxable, st),
        famount(slip.net_taxable, st),
        famount(slip.total_deductions, st),
        famount(slip.net, st) + " DH",
    ]
    y = p.table(
        15,
        y,
        [36, 36, 36, 36, 36],
        [vals],
        row_h=8,
        size=8.5,
        header=head,
        aligns=["c"] * 5,
        grid="full",
        header_fill="#d4d4d4",
        bold_rows=(0,),
    )
    p.rect(159, y - 8, 36, 8, fc="#fff3b0", ec="black", lw=0.8, zorder=0.4)
    if ctx.opts.get("ytd"):
        y += 8
        p.text(15, y, "CUMULS ANNUELS " + ctx.period[:4], 8, bold=True)
        y += 2
        yt = slip.ytd
        p.table(
            15,
            y + 1,
            [36, 36, 36, 36, 36],
            [
                [
                    str(yt["days"]),
                    famount(yt["gross"], st),
                    famount(yt["social"], st),
                    famount(yt["ir"], st),
                    famount(yt["net"], st),
                ]
            ],
            header=["Jours travaillés", "Brut", "Cotisations", "IR", "Net payé"],
            row_h=7,
            size=8,
            aligns=["c"] * 5,
            grid="full",
            header_fill="#ececec",
        )
    p.text(15, 275, "Arrêté le présent bulletin à la somme de : " + money_words(slip.net), 7.5, italic=True)
    p.text(195, 284, "Document édité le " + fdate(ctx.pay_date, "slash") + " - page 1/1", 6.5, ha="right", color="#666")
    return [p]


def p_salaire(ctx) -> list[Page]:
    per, emp, job, slip, k = ctx.person, ctx.employer, ctx.job, ctx.slip, ctx.k
    st = ["fr", "frnb", "frdot"][k % 3]
    font = emp["font"]
    p = Page(font=font)
    ctx.show(
        "applicant_name",
        "employer",
        "position",
        "hire_date",
        "contract_type",
        "pay_period",
        "gross_salary",
        "net_salary",
    )
    first, last = _period_dates(ctx.period)
    logo(p, 14, 12, emp, 2, 13)
    p.text(31, 17, emp["name"], p.fit(emp["name"], 84, 10, bold=True), bold=True, color=emp["color"])
    p.text(31, 21.5, emp["address"][0], 7.2)
    p.text(31, 25.2, emp["address"][1], 7.2)
    if emp.get("cnss"):
        p.text(31, 29, "Affiliation CNSS n° " + emp["cnss"] + "   -   ICE " + emp["ice"], 7.2)
        ctx.show("employer_cnss")
    else:
        p.text(31, 29, "ICE " + emp["ice"], 7.2)
    p.rrect(118, 10, 78, 30, r=2.5, lw=0.8)
    p.text(122, 17, pname(per, "civ_family_first"), 9.5, bold=True)
    p.text(122, 22, per["address"][0].title(), 7.5)
    p.text(122, 26, per["address"][1].title(), 7.5)
    p.text(122, 33, "Matricule : " + job["matricule"], 7.5)
    # title strip
    p.rect(14, 44, 182, 9, fc=emp["color"], ec="none", alpha=0.9)
    p.text(17, 50.3, "BULLETIN DE SALAIRE", 12, bold=True, color="white")
    p.text(193, 50.3, f"Période du {fdate(first, 'slash')} au {fdate(last, 'slash')}", 8.5, ha="right", color="white")
    ids = _id_rows(ctx, "slash")
    head = ["Emploi", "Entrée le", "Contrat"] + [a for a, _ in ids]
    vals = [job["position"], fdate(job["hire_date"], "dot" if k % 2 else "slash"), contract_word(job["contract"], k)]
    vals += [b for _, b in ids]
    cw = [56, 22, 46] + [28] * len(ids)
    scale = 182 / sum(cw)
    y = p.table(
        14,
        57,
        [c * scale for c in cw],
        [vals],
        row_h=6.5,
        size=7.6,
        header=head,
        header_size=6.8,
        aligns=["c"] * len(cw),
        grid="full",
        header_fill="#e6e6e6",
    )
    # main table
    rows = []
    for ln in slip.earnings:
        nb = f"{ln.base:.2f}".replace(".", ",") if isinstance(ln.base, int) else ""
        base = famount(ln.base, st) if isinstance(ln.base, float) else ""
        rows.append([ln.label, nb, base, ln.rate or "", famount(ln.amount, st), "", "", ""])
    rows.append(["SALAIRE BRUT", "", "", "", famount(slip.gross, st), "", "", ""])
    bold = [len(rows) - 1]
    for ln in slip.deductions:
        emp_amt = famount(ln.employer_amount, st) if ln.employer_amount else ""
        emp_rate = ""
        if ln.employer_amount and ln.base:
            emp_rate = f"{ln.employer_amount / ln.base * 100:.2f} %".replace(".", ",")
        rows.append([ln.label, "", _num(ln.base, st), ln.rate or "", "", famount(ln.amount, st), emp_rate, emp_amt])
    rows.append(
        [
            "TOTAL DES RETENUES",
            "",
            "",
            "",
            "",
            famount(slip.total_deductions, st),
            "",
            famount(slip.employer_total, st) if slip.employer_total else "",
        ]
    )
    bold.append(len(rows) - 1)
    y = p.table(
        14,
        y + 5,
        [52, 14, 22, 15, 21, 21, 15, 22],
        rows,
        row_h=6.4,
        size=7.3,
        header=["Désignation", "Nombre", "Base", "Taux", "À payer", "À retenir", "Taux\npat.", "Part\npatronale"],
        header_h=9,
        wrap_header=True,
        header_size=7,
        aligns=["l", "r", "r", "r", "r", "r", "r", "r"],
        grid="cols",
        header_fill="#e6e6e6",
        zebra="#f6f6f6",
        bold_rows=tuple(bold),
    )
    y += 7
    p.rect(120, y, 76, 14, fc="#f2f2f2", lw=1.0)
    p.text(124, y + 9, "NET A PAYER", 11, bold=True)
    p.text(192, y + 9, famount(slip.net, st) + " DH", 12, bold=True, ha="right")
    p.text(14, y + 5, "Net imposable : " + famount(slip.net_taxable, st), 7.5)
    p.text(14, y + 9.5, "Paiement le " + fdate(ctx.pay_date, "fr") + " par virement", 7.5)
    y += 22
    if ctx.opts.get("ytd"):
        yt = slip.ytd
        p.text(14, y, "Cumuls de l'année", 8, bold=True)
        p.table(
            14,
            y + 2,
            [36.4] * 5,
            [
                [
                    famount(yt["gross"], st),
                    famount(yt["taxable"], st),
                    famount(yt["social"], st),
                    famount(yt["ir"], st),
                    famount(yt["net"], st),
                ]
            ],
            header=["Brut", "Brut imposable", "Charges salariales", "IR retenu", "Net payé"],
            row_h=6.5,
            size=7.6,
            aligns=["r"] * 5,
            grid="full",
            header_fill="#e6e6e6",
        )
    p.text(
        105,
        283,
        "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de "
        "paie sans limitation de durée.",
        6.6,
        italic=True,
        ha="center",
        color="#444",
    )
    return [p]


def p_fiche(ctx) -> list[Page]:
    per, emp, job, slip, k = ctx.person, ctx.employer, ctx.job, ctx.slip, ctx.k
    st = ["frdot", "fr", "plain"][k % 3]
    p = Page(font=emp["font"])
    ctx.show(
        "applicant_name",
        "employer",
        "position",
        "hire_date",
        "contract_type",
        "pay_period",
        "gross_salary",
        "net_salary",
    )
    p.rect(12, 10, 186, 13, fc="#3a3a3a", ec="none")
    p.text(16, 19, "FICHE DE PAIE", 14, bold=True, color="white")
    p.text(194, 19, "Mois : " + fperiod(ctx.period, "FR"), 11, bold=True, ha="right", color="white")
    # two boxes
    p.rect(12, 27, 92, 42, lw=0.6)
    p.rect(106, 27, 92, 42, lw=0.6)
    p.rect(12, 27, 92, 6, fc="#d0d0d0", ec="none")
    p.rect(106, 27, 92, 6, fc="#d0d0d0", ec="none")
    p.text(14, 31.5, "EMPLOYEUR", 8, bold=True)
    p.text(108, 31.5, "SALARIÉ(E)", 8, bold=True)
    ey = 38
    for s in [emp["name"], *emp["address"]]:
        p.text(14, ey, s, 7.6, bold=s == emp["name"])
        ey += 4.2
    if emp.get("cnss"):
        p.text(14, ey, "CNSS employeur : " + emp["cnss"], 7.6)
        ctx.show("employer_cnss")
        ey += 4.2
    p.text(14, ey, "ICE : " + emp["ice"], 7.6)
    p.text(14, ey + 4.2, "Tél : " + emp["phone"], 7.6)
    rows = [("Nom", per["family"]), ("Prénom", per["given"]), *_id_rows(ctx, "dash")]
    rows += [
        ("Fonction", job["position"]),
        ("Date d'entrée", fdate(job["hire_date"], "dash")),
        ("Contrat", contract_word(job["contract"], k + 1)),
    ]
    sy = 37.5
    for lab, val in rows:
        p.text(108, sy, lab, 7.4, color="#444")
        p.text(134, sy, ": " + val, 7.6, bold=True)
        sy += 4.1
    # earnings
    y = 75
    p.rect(12, y, 186, 6, fc="#d0d0d0", ec="none")
    p.text(14, y + 4.3, "ÉLÉMENTS DE RÉMUNÉRATION", 8, bold=True)
    rows = []
    for ln in slip.earnings:
        rows.append(
            [
                ln.label,
                f"{ln.base} j" if isinstance(ln.base, int) else _num(ln.base, st),
                ln.rate or "",
                famount(ln.amount, st),
            ]
        )
    rows.append(["Salaire brut", "", "", famount(slip.gross, st)])
    y = p.table(
        12,
        y + 7,
        [96, 32, 22, 36],
        rows,
        row_h=5.8,
        size=7.8,
        aligns=["l", "r", "r", "r"],
        grid="rows",
        bold_rows=(len(rows) - 1,),
        header=["Libellé", "Nombre / Base", "Taux", "Montant"],
        header_fill=None,
    )
    y += 4
    p.rect(12, y, 186, 6, fc="#d0d0d0", ec="none")
    p.text(14, y + 4.3, "RETENUES", 8, bold=True)
    rows = [[ln.label, _num(ln.base, st), ln.rate or "", famount(ln.amount, st)] for ln in slip.deductions]
    rows.append(["Total des retenues", "", "", famount(slip.total_deductions, st)])
    y = p.table(
        12,
        y + 7,
        [96, 32, 22, 36],
        rows,
        row_h=5.8,
        size=7.8,
        aligns=["l", "r", "r", "r"],
        grid="rows",
        bold_rows=(len(rows) - 1,),
        header=["Libellé", "Base", "Taux", "Montant"],
        header_fill=None,
    )
    y += 8
    p.rect(106, y, 92, 14, fc="#3a3a3a", ec="none")
    p.text(110, y + 9.2, "NET A PAYER", 11, bold=True, color="white")
    p.text(194, y + 9.2, money(slip.net, st, " DH"), 12, bold=True, ha="right", color="white")
    p.text(12, y + 5, "Brut imposable : " + famount(slip.taxable, st), 7.6)
    p.text(12, y + 9.5, "Net imposable : " + famount(slip.net_taxable, st), 7.6)
    p.text(12, y + 14, "Versé le " + fdate(ctx.pay_date, "dash") + " - " + ctx.bank["name"], 7.6)
    p.text(12, 270, "Signature et cachet de l'employeur", 7.5, italic=True)
    p.signature(20, 282, w=28, seed=ctx.seed, color="#222")
    p.text(198, 290, emp["brand"] + " - " + emp["city"], 6.5, ha="right", color="#777")
    return [p]


def p_english(ctx) -> list[Page]:
    per, emp, job, slip = ctx.person, ctx.employer, ctx.job, ctx.slip
    p = Page(font="lib_sans")
    ctx.show(
        "applicant_name",
        "employer",
        "position",
        "hire_date",
        "contract_type",
        "pay_period",
        "gross_salary",
        "net_salary",
    )

    def m(v):
        return "MAD " + famount(v, "en")

    p.rect(0, 0, p.w, 30, fc=emp["color"], ec="none")
    logo(p, 15, 8, emp, 1, 14)
    p.text(33, 15, emp["name"], 12, bold=True, color="white")
    p.text(33, 20.5, ", ".join(emp["address"]), 7.5, color="white")
    p.text(195, 15, "PAYSLIP", 20, bold=True, ha="right", color="white")
    p.text(195, 22, fperiod(ctx.period, "en"), 10, ha="right", color="white")
    ids = []
    if per.get("permit_no"):
        ids.append(("Residence card No.", per["permit_no"]))
    if per.get("cin"):
        ids.append(("National ID (CIN)", per["cin"]))
        ctx.show("cin")
    if per.get("cnss"):
        ids.append(("CNSS No.", per["cnss"]))
        ctx.show("cnss_number")
    left = [
        ("Employee name", pname(per, "given_first")),
        ("Employee ID", job["matricule"]),
        ("Job title", job["position"]),
        ("Department", job["department"]),
    ]
    right = [
        *ids,
        ("Date of joining", fdate(job["hire_date"], "en")),
        ("Employment type", "Permanent (CDI)" if job["contract"] == "CDI" else job["contract"]),
    ]
    y = 40
    for i in range(max(len(left), len(right))):
        if i < len(left):
            p.text(15, y, left[i][0], 7.8, color="#555")
            p.text(48, y, left[i][1], 8.5, bold=True)
        if i < len(right):
            p.text(112, y, right[i][0], 7.8, color="#555")
            p.text(148, y, right[i][1], 8.5, bold=True)
        y += 5.5
    p.text(15, y + 1, "Employer CNSS No. " + emp["cnss"] + "   |   ICE " + emp["ice"], 7.5, color="#555")
    ctx.show("employer_cnss")
    p.text(195, y + 1, "Pay date: " + fdate(ctx.pay_date, "en"), 7.5, ha="right", color="#555")
    y += 7
    names = {"Salaire de base": "Basic salary", "Prime d'ancienneté": "Seniority bonus"}
    earn = [[names.get(ln.label, ln.label), m(ln.amount)] for ln in slip.earnings]
    en = {
        "Cotisation CNSS": "CNSS (social security)",
        "Cotisation AMO": "AMO (health insurance)",
        "Impôt sur le revenu (IR)": "Income tax (IR)",
        "Mutuelle": "Private medical cover",
        "Retraite complémentaire CIMR": "CIMR pension",
    }
    ded = [[en.get(ln.label, ln.label), m(ln.amount)] for ln in slip.deductions]
    n = max(len(earn), len(ded))
    earn += [["", ""]] * (n - len(earn))
    ded += [["", ""]] * (n - len(ded))
    earn.append(["Gross pay", m(slip.gross)])
    ded.append(["Total deductions", m(slip.total_deductions)])
    p.table(
        15,
        y,
        [55, 32],
        earn,
        row_h=6.5,
        size=8,
        header=["Earnings", "Amount"],
        aligns=["l", "r"],
        grid="rows",
        header_fill="#dbe9f4",
        bold_rows=(n,),
        zebra="#f5f9fc",
    )
    y = p.table(
        108,
        y,
        [55, 32],
        ded,
        row_h=6.5,
        size=8,
        header=["Deductions", "Amount"],
        aligns=["l", "r"],
        grid="rows",
        header_fill="#dbe9f4",
        bold_rows=(n,),
        zebra="#f5f9fc",
    )
    y += 8
    p.rect(108, y, 87, 13, fc=emp["color"], ec="none")
    p.text(112, y + 8.5, "NET PAY", 11, bold=True, color="white")
    p.text(191, y + 8.5, m(slip.net), 12, bold=True, ha="right", color="white")
    yt = slip.ytd
    p.text(15, y + 4, "Year to date", 8.5, bold=True)
    p.table(
        15,
        y + 6,
        [29, 29, 29],
        [[m(yt["gross"]), m(yt["ir"]), m(yt["net"])]],
        header=["Gross YTD", "Tax YTD", "Net YTD"],
        row_h=6,
        size=7.3,
        aligns=["r"] * 3,
        grid="rows",
        header_fill="#eeeeee",
    )
    p.text(15, 262, "Paid by bank transfer to " + ctx.bank["name"] + ".", 7.5, color="#444")
    p.text(
        15, 267, "This payslip is computer generated and does not require a signature.", 7.5, italic=True, color="#444"
    )
    p.text(
        105, 285, emp["name"] + " - RC Casablanca " + emp["rc"] + " - IF " + emp["if"], 6.5, ha="center", color="#777"
    )
    return [p]


def p_public(ctx) -> list[Page]:
    per, emp, job, slip = ctx.person, ctx.employer, ctx.job, ctx.slip
    st = "fr"
    p = Page(font="dejavu_serif")
    ctx.show(
        "applicant_name",
        "employer",
        "position",
        "hire_date",
        "contract_type",
        "pay_period",
        "gross_salary",
        "net_salary",
    )
    p.text(20, 16, "ROYAUME DU MAROC", 9, bold=True)
    p.text(190, 16.5, AR_KINGDOM_TXT, 11, "naskh", bold=True, ha="right")
    p.text(20, 21, "Ministère de l'Agriculture, de la Pêche Maritime,", 7.5)
    p.text(20, 24.8, "du Développement Rural et des Eaux et Forêts", 7.5)
    p.text(20, 30, emp["name"], 8.5, bold=True)
    p.text(20, 34, emp["address"][0] + " - " + emp["address"][1], 7.2)
    p.text(105, 48, "BULLETIN DE PAIE", 14, bold=True, ha="center")
    p.text(105, 54, "Mois de " + fperiod(ctx.period, "fr").lower(), 9.5, ha="center")
    rows = [
        ["Matricule (PPR)", job["matricule"], "CIN", per["cin"]],
        ["Nom et prénom", pname(per, "upper_family_first"), "Date de naissance", fdate(per["dob"], "slash")],
        ["Grade / Fonction", job["position"], "Date de recrutement", fdate(job["hire_date"], "slash")],
        ["Affectation", job["department"], "Statut", "Permanent"],
        ["Situation familiale", f"{per['marital']}, {per['dependants']} enfants", "Position", "Activité"],
    ]
    ctx.show("cin", "date_of_birth")
    p.table(20, 60, [32, 58, 34, 46], rows, row_h=6.5, size=7.6, aligns=["l"] * 4, grid="full", bold_rows=())
    y = 60 + 5 * 6.5 + 8
    body = []
    for i, ln in enumerate(slip.earnings):
        body.append([f"{101 + i}", ln.label, famount(ln.amount, st), ""])
    for i, ln in enumerate(slip.deductions):
        body.append([f"{501 + i}", ln.label, "", famount(ln.amount, st)])
    while len(body) < 13:
        body.append(["", "", "", ""])
    body.append(["", "TOTAUX", famount(slip.gross, st), famount(slip.total_deductions, st)])
    y = p.table(
        20,
        y,
        [16, 90, 32, 32],
        body,
        row_h=6.3,
        size=7.8,
        header=["Code", "Libellé", "Gains", "Retenues"],
        aligns=["c", "l", "r", "r"],
        grid="cols",
        header_fill="#dedede",
        bold_rows=(len(body) - 1,),
    )
    p.hline(20, 190, y - 6.3, 0.6)
    y += 6
    p.table(
        20,
        y,
        [42.5] * 4,
        [[famount(slip.gross, st), famount(slip.taxable, st), famount(slip.net_taxable, st), famount(slip.net, st)]],
        header=["Traitement brut", "Brut imposable", "Net imposable", "Net à payer"],
        row_h=8,
        size=9,
        aligns=["c"] * 4,
        grid="full",
        header_fill="#dedede",
        bold_rows=(0,),
    )
    y += 22
    p.text(20, y, "Net à payer en toutes lettres : " + money_words(slip.net), 7.6, italic=True)
    p.text(20, y + 6, "Virement : " + ctx.bank["name"] + " - Agence " + ctx.bank["agency"], 7.6)
    p.text(140, y + 18, "Le Chef du Service des Ressources Humaines", 7.5, ha="center")
    p.signature(125, y + 30, w=30, seed=ctx.seed, color="#1a2a60")
    return [p]


TEMPLATES = {
    "p_classic": p_classic,
    "p_salaire": p_salaire,
    "p_fiche": p_fiche,
    "p_english": p_english,
    "p_public": p_public,
}
