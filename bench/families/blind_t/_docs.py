# ruff: noqa: RUF001  (the documents print en dashes)
"""The family's document templates: each returns (xsl-fo text, labels, facts for the self-check)."""

from __future__ import annotations

import datetime as dt

from . import _data as D
from ._fo import (
    ar_block,
    block,
    box,
    cell,
    doc,
    e,
    inline,
    logo,
    photo,
    row,
    signature,
    simple_row,
    stamp,
    svg,
    table,
    tblock,
)

BORDER = "0.4pt solid #333333"


def _emp(case, override=None):
    return override or case["employer"]


def _letterhead(emp, cnss: str | None, idx: int, align="left") -> str:
    name, addr, _style, font, col = emp
    lines = [tblock(name, font_size="13pt", font_weight="bold", color=col, font_family=font)]
    lines.append(tblock(addr, font_size="8pt", color="#444444"))
    extra = f"RC {50000 + idx * 1373} – ICE {(idx + 3) * 7:03d}{(idx + 1) * 131:06d}{idx + 17:06d}"
    if cnss:
        extra = f"N° CNSS employeur : {cnss} – " + extra
    lines.append(tblock(extra, font_size="7.5pt", color="#444444"))
    return table(
        ["22mm", "160mm"],
        [row([cell(block(logo(idx, col, name))), cell("".join(lines), display_align="center")])],
    )


def _period_label(d: dt.date, style: str) -> str:
    if style == "en":
        return f"{D.MONTHS[d.month - 1]} {d.year}"
    if style == "num":
        return f"{d.month:02d}/{d.year}"
    return f"{D.MOIS[d.month - 1].capitalize()} {d.year}"


def payslip(case, month: dt.date, idx: int, variant: int, cin_override=None):
    emp = case["employer"]
    name, addr, style, font, col = emp
    earnings, deds, gross, total, net = D.payslip_lines(case["base"], case["primes"], case["cimr"])
    pname = D.printed_name(case["given"], case["family"], case["sex"], case["name_style"])
    cin = cin_override or case["cin"]
    show_dob = variant % 3 == 0
    show_contract = variant % 2 == 0
    show_ecnss = style != "english" or variant % 2 == 1
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "employer": name,
        "cnss_number": case["cnss_number"],
        "hire_date": case["hire"].isoformat(),
        "position": case["position"],
        "pay_period": f"{month.year}-{month.month:02d}",
        "gross_salary": gross,
        "net_salary": net,
    }
    if cin:
        labels["cin"] = cin
    if show_ecnss:
        labels["employer_cnss"] = case["employer_cnss"]
    if show_contract:
        labels["contract_type"] = case["contract"]
    if show_dob:
        labels["date_of_birth"] = case["dob"].isoformat()
    facts = {"earnings": earnings, "deductions": deds, "gross": gross, "net": net}
    last_day = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
    months_ytd = month.month
    contract_txt = {
        "CDI": "CDI",
        "CDD": "Contrat à durée déterminée",
        "ANAPEC": "Contrat d'insertion (ANAPEC)",
        "INTERIM": "Intérim",
        "STAGE": "Stage",
    }[case["contract"]]

    if style == "bureau":
        amt = "space"
        f = lambda x: D.fmt_amount(x, amt)  # noqa: E731
        info = [
            ("Matricule", f"{1000 + idx * 37}"),
            ("Nom et prénom", pname),
            ("CIN", cin),
            ("N° CNSS", case["cnss_number"]),
            ("Emploi", case["position"]),
            ("Date d'embauche", D.fmt_date(case["hire"], "slash")),
        ]
        if show_contract:
            info.append(("Contrat", contract_txt))
        if show_dob:
            info.append(("Date de naissance", D.fmt_date(case["dob"], "slash")))
        info = [(k, v) for k, v in info if v]
        left = "".join(block(inline(e(k) + " : ", font_weight="bold") + e(v), font_size="8.5pt") for k, v in info)
        emp_lines = tblock(name, font_weight="bold") + tblock(addr, font_size="8pt")
        if show_ecnss:
            emp_lines += tblock(f"Affiliation CNSS : {case['employer_cnss']}", font_size="8pt")
        head = table(
            ["90mm", "92mm"],
            [
                row(
                    [
                        cell(emp_lines, border=BORDER, padding="2mm"),
                        cell(left, border=BORDER, padding="2mm"),
                    ]
                )
            ],
        )
        hdr = simple_row(["Rubrique", "Base", "Taux", "Gains", "Retenues"], "lcccc", bg=col, bold=True, border=BORDER)
        hdr = hdr.replace("<fo:block ", '<fo:block color="white" ', 5)
        rows = []
        for lab, a in earnings:
            rows.append(simple_row([lab, "", "", f(a), ""], "lrrrr", border=BORDER))
        for lab, a in deds:
            base = "" if "IR" in lab else f(min(gross, 6000.0) if "CNSS" in lab else gross)
            rate = {"Cotisation CNSS": "4,48 %", "AMO": "2,26 %", "CIMR": "6,00 %"}.get(lab, "")
            rows.append(simple_row([lab, base, rate, "", f(a)], "lrrrr", border=BORDER))
        rows.append(simple_row(["Totaux", "", "", f(gross), f(total)], "lrrrr", border=BORDER, bold=True))
        body = table(["70mm", "28mm", "20mm", "32mm", "32mm"], rows, header=[hdr], font_size="8.5pt")
        ytd = table(
            ["46mm", "46mm", "45mm", "45mm"],
            [
                simple_row(
                    ["Brut cumulé", "Retenues cumulées", "Net cumulé", "Jours travaillés"],
                    "cccc",
                    border=BORDER,
                    bg="#eeeeee",
                    bold=True,
                    size="8pt",
                ),
                simple_row(
                    [f(gross * months_ytd), f(total * months_ytd), f(net * months_ytd), "26"],
                    "cccc",
                    border=BORDER,
                    size="8pt",
                ),
            ],
        )
        netbox = table(
            ["120mm", "62mm"],
            [
                row(
                    [
                        cell(tblock("Mode de paiement : virement bancaire", font_size="8pt")),
                        cell(
                            tblock(f"NET À PAYER : {f(net)} DH", font_weight="bold", font_size="11pt"),
                            border=f"1.2pt solid {col}",
                            padding="2mm",
                        ),
                    ]
                )
            ],
        )
        body_all = (
            _letterhead(emp, None, idx)
            + tblock(
                f"BULLETIN DE PAIE – Période du 01/{month.month:02d}/{month.year} au {D.fmt_date(last_day, 'slash')}",
                font_size="12pt",
                font_weight="bold",
                text_align="center",
                space_before="4mm",
                space_after="3mm",
            )
            + head
            + block("", space_after="3mm")
            + body
            + block("", space_after="3mm")
            + tblock("Cumuls de l'exercice", font_weight="bold", font_size="8.5pt")
            + ytd
            + block("", space_after="4mm")
            + netbox
            + tblock(
                "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
                font_size="7pt",
                font_style="italic",
                space_before="6mm",
            )
        )
        return doc(body_all, font=font, size="9pt", margin="12mm 14mm"), labels, facts

    if style == "plain":
        amt = "dot"
        f = lambda x: D.fmt_amount(x, amt) + " DH"  # noqa: E731
        title = ["Bulletin de salaire", "Fiche de paie"][variant % 2]
        info_rows = [
            ("Salarié", pname),
            ("C.I.N.", cin),
            ("Immatriculation CNSS", case["cnss_number"]),
            ("Fonction", case["position"]),
            ("Entré(e) le", D.fmt_date(case["hire"], "long")),
        ]
        if show_contract:
            info_rows.append(("Type de contrat", contract_txt))
        if show_dob:
            info_rows.append(("Né(e) le", D.fmt_date(case["dob"], "long")))
        info_rows = [(k, v) for k, v in info_rows if v]
        info = table(
            ["45mm", "80mm"],
            [simple_row([k, v], "ll", pad="0.6mm") for k, v in info_rows],
            font_size="9pt",
        )
        rows = [simple_row(["Désignation", "Montant"], "lr", bold=True, border=BORDER, bg="#f0f0f0")]
        for lab, a in earnings:
            rows.append(simple_row([lab, f(a)], "lr", border=BORDER))
        rows.append(simple_row(["Salaire brut", f(gross)], "lr", border=BORDER, bold=True))
        for lab, a in deds:
            rows.append(simple_row([lab, "- " + f(a)], "lr", border=BORDER))
        rows.append(simple_row(["Total des retenues", "- " + f(total)], "lr", border=BORDER, bold=True))
        rows.append(simple_row(["Net à payer", f(net)], "lr", border=BORDER, bold=True, bg="#f0f0f0"))
        top = tblock(name, font_size="14pt", font_weight="bold", color=col) + tblock(addr, font_size="8.5pt")
        if show_ecnss:
            top += tblock(f"CNSS : {case['employer_cnss']}", font_size="8.5pt")
        body_all = (
            top
            + block("", border_bottom=f"1pt solid {col}", space_after="5mm")
            + tblock(
                f"{title} – {_period_label(month, 'fr')}",
                font_size="13pt",
                font_weight="bold",
                space_after="4mm",
            )
            + info
            + block("", space_after="5mm")
            + table(["120mm", "50mm"], rows)
            + tblock(f"Payé par virement le {D.fmt_date(last_day, 'slash')}", font_size="8.5pt", space_before="6mm")
            + block(signature(col, 32, idx), text_align="right")
        )
        return doc(body_all, font=font, size="9.5pt", margin="18mm 20mm"), labels, facts

    if style == "public":
        f = lambda x: D.fmt_amount(x, "space")  # noqa: E731
        head = table(
            ["90mm", "90mm"],
            [
                row(
                    [
                        cell(
                            tblock("ROYAUME DU MAROC", font_weight="bold")
                            + tblock(name, font_size="9pt")
                            + tblock("Direction des Ressources Humaines", font_size="8pt")
                        ),
                        cell(
                            ar_block("المملكة المغربية", size="11pt") + ar_block("مديرية الموارد البشرية", size="9pt")
                        ),
                    ]
                )
            ],
        )
        kv = [
            ("Nom et prénom", "الاسم الكامل", pname),
            ("N° CIN", "رقم البطاقة الوطنية", cin),
            ("N° d'immatriculation CNSS", "رقم التسجيل", case["cnss_number"]),
            ("Grade / fonction", "الإطار والمهمة", case["position"]),
            ("Date de recrutement", "تاريخ التوظيف", D.fmt_date(case["hire"], "dash")),
        ]
        if show_contract:
            kv.append(("Situation", "الوضعية", contract_txt))
        if show_dob:
            kv.append(("Date de naissance", "تاريخ الازدياد", D.fmt_date(case["dob"], "dash")))
        if show_ecnss:
            kv.append(("N° affiliation employeur", "رقم انخراط المشغل", case["employer_cnss"]))
        kv_rows = [
            row(
                [
                    cell(tblock(a, font_weight="bold"), border=BORDER, padding="1mm"),
                    cell(tblock(v), border=BORDER, padding="1mm"),
                    cell(ar_block(b, size="8.5pt"), border=BORDER, padding="1mm"),
                ]
            )
            for a, b, v in kv
            if v
        ]
        lines = [
            row(
                [
                    cell(tblock("Éléments", font_weight="bold"), border=BORDER, padding="1mm"),
                    cell(tblock("Montant (DH)", font_weight="bold", text_align="right"), border=BORDER, padding="1mm"),
                    cell(ar_block("العناصر", size="8.5pt"), border=BORDER, padding="1mm"),
                ]
            )
        ]
        for lab, a in [*earnings, ("Rémunération brute", gross), *deds, ("Total retenues", total)]:
            lines.append(simple_row([lab, f(a), ""], "lrr", border=BORDER))
        lines.append(simple_row(["Net à payer", f(net), ""], "lrr", border=BORDER, bold=True, bg="#e6efe9"))
        body_all = (
            head
            + tblock(
                f"BULLETIN DE PAIE – mois de {D.MOIS[month.month - 1]} {month.year}",
                font_size="12pt",
                font_weight="bold",
                text_align="center",
                space_before="5mm",
            )
            + ar_block("ورقة الأجرة", size="11pt", align="center", space_before="1.5mm", space_after="4mm")
            + table(["60mm", "70mm", "52mm"], kv_rows, font_size="8.5pt")
            + block("", space_after="4mm")
            + table(["90mm", "40mm", "52mm"], lines, font_size="8.5pt")
            + table(
                ["120mm", "62mm"],
                [
                    row(
                        [
                            cell(tblock("Visa du service de la paie", font_size="8pt"), padding_top="8mm"),
                            cell(block(stamp([name, "Service paie"], col, 34, "rect", -4))),
                        ]
                    )
                ],
            )
        )
        return doc(body_all, font=font, size="9pt", margin="12mm 14mm"), labels, facts

    # english multinational
    f = lambda x: "MAD " + D.fmt_amount(x, "en")  # noqa: E731
    ename = f"{case['given']} {case['family'].title()}" if variant % 2 else pname
    if variant % 2:
        labels["applicant_name"] = D.label_name(case["given"], case["family"])
    emp_info = [
        ("Employee", ename),
        ("National ID (CIN)", cin),
        ("CNSS No.", case["cnss_number"]),
        ("Job title", case["position"]),
        ("Date of hire", D.fmt_date(case["hire"], "en")),
    ]
    if show_contract:
        emp_info.append(("Contract", {"CDI": "Permanent (CDI)"}.get(case["contract"], contract_txt)))
    if show_dob:
        emp_info.append(("Date of birth", D.fmt_date(case["dob"], "en")))
    emp_info = [(k, v) for k, v in emp_info if v]
    co_info = [("Company", name), ("Address", addr)]
    if show_ecnss:
        co_info.append(("Employer CNSS", case["employer_cnss"]))
    co_info.append(("Pay period", _period_label(month, "en")))
    co_info.append(("Pay date", D.fmt_date(last_day, "en")))

    def kvt(items):
        return table(
            ["30mm", "58mm"],
            [
                row(
                    [
                        cell(tblock(k, color="#666666", font_size="8pt"), padding="0.8mm"),
                        cell(tblock(v, font_size="8.5pt"), padding="0.8mm"),
                    ]
                )
                for k, v in items
            ],
        )

    earn = [simple_row(["Earnings", "Amount"], "lr", bold=True, bg=col, pad="1.5mm")]
    earn[0] = earn[0].replace("<fo:block ", '<fo:block color="white" ', 2)
    eng = {
        "Salaire de base": "Base salary",
        "Prime d'ancienneté": "Seniority bonus",
        "Indemnité de transport": "Transport allowance",
        "Prime de rendement": "Performance bonus",
        "Cotisation CNSS": "CNSS contribution",
        "AMO": "AMO health insurance",
        "CIMR": "CIMR pension",
        "Impôt sur le revenu (IR)": "Income tax (IR)",
    }
    for lab, a in earnings:
        earn.append(simple_row([eng[lab], f(a)], "lr", pad="1.2mm", border="0.3pt solid #cccccc"))
    earn.append(simple_row(["Gross pay", f(gross)], "lr", bold=True, pad="1.5mm"))
    dd = [simple_row(["Deductions", "Amount"], "lr", bold=True, bg=col, pad="1.5mm")]
    dd[0] = dd[0].replace("<fo:block ", '<fo:block color="white" ', 2)
    for lab, a in deds:
        dd.append(simple_row([eng[lab], f(a)], "lr", pad="1.2mm", border="0.3pt solid #cccccc"))
    dd.append(simple_row(["Total deductions", f(total)], "lr", bold=True, pad="1.5mm"))
    body_all = (
        table(
            ["120mm", "62mm"],
            [
                row(
                    [
                        cell(
                            tblock("PAYSLIP", font_size="20pt", font_weight="bold", color=col)
                            + tblock(name, font_size="9pt")
                        ),
                        cell(block(logo(idx + 1, col, name, 16), text_align="right")),
                    ]
                )
            ],
        )
        + block("", border_bottom=f"2pt solid {col}", space_after="4mm")
        + table(["92mm", "90mm"], [row([cell(kvt(co_info)), cell(kvt(emp_info))])])
        + block("", space_after="5mm")
        + table(
            ["88mm", "6mm", "88mm"],
            [row([cell(table(["55mm", "33mm"], earn)), cell(""), cell(table(["55mm", "33mm"], dd))])],
        )
        + block("", space_after="6mm")
        + table(
            ["182mm"],
            [
                row(
                    [
                        cell(
                            tblock(f"NET PAY  {f(net)}", font_size="14pt", font_weight="bold", text_align="right"),
                            background_color="#f2f2f2",
                            padding="3mm",
                        )
                    ]
                )
            ],
        )
        + tblock(
            f"Year to date — gross: {f(gross * months_ytd)}   net: {f(net * months_ytd)}",
            font_size="8pt",
            color="#555555",
            space_before="3mm",
        )
    )
    return doc(body_all, font=font, size="9pt", margin="14mm"), labels, facts


def _cert_sign(emp, idx, place, date_txt, signer):
    name, _a, _s, _f, col = emp
    return table(
        ["100mm", "80mm"],
        [
            row(
                [
                    cell(""),
                    cell(
                        tblock(f"Fait à {place}, le {date_txt}", space_after="2mm")
                        + tblock(signer, font_weight="bold")
                        + block(signature("#1b2a49", 34, idx * 3))
                        + block(stamp([name, "Direction"], col, 32, "circle", -15))
                    ),
                ]
            )
        ],
        space_before="10mm",
    )


def employment_certificate(case, idx, variant, emp_override=None, hire_override=None, issued=None):
    emp = _emp(case, emp_override)
    name, addr, _s, font, col = emp
    hire = hire_override or case["hire"]
    pname = D.printed_name(
        case["given"], case["family"], case["sex"], case["name_style"].replace("civ_", "").replace("civ", "given_first")
    )
    show_cnss = emp_override is None and variant % 2 == 0
    show_dob = variant % 3 == 1
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "employer": name,
        "hire_date": hire.isoformat(),
        "position": case["position"],
        "contract_type": case["contract"],
    }
    if case["cin"]:
        labels["cin"] = case["cin"]
    if show_cnss:
        labels["employer_cnss"] = case["employer_cnss"]
    if show_dob:
        labels["date_of_birth"] = case["dob"].isoformat()
    ctext = {
        "CDI": "un contrat à durée indéterminée",
        "CDD": "un contrat à durée déterminée",
        "ANAPEC": "un contrat d'insertion ANAPEC",
        "INTERIM": "un contrat de travail temporaire (intérim)",
        "STAGE": "une convention de stage",
    }[case["contract"]]
    city = addr.split(",")[-1].strip().split()[-1]
    dstyle = ["long", "slash", "dot"][variant % 3]
    lh = _letterhead(emp, case["employer_cnss"] if show_cnss else None, idx)
    if variant % 2 == 0:
        # a letter in prose
        who = "Madame" if case["sex"] == "F" else "Monsieur"
        ne = "née" if case["sex"] == "F" else "né"
        dob_txt = f", {ne} le {D.fmt_date(case['dob'], dstyle)}" if show_dob else ""
        cin_txt = f", titulaire de la CIN n° {case['cin']}" if case["cin"] else ""
        emp_word = "employée" if case["sex"] == "F" else "employé"
        para = (
            f"Nous soussignés, {name}, certifions par la présente que {who} {pname}{dob_txt}{cin_txt}, "
            f"est {emp_word} au sein de notre société depuis le {D.fmt_date(hire, dstyle)} en qualité de "
            f"{case['position']}, dans le cadre d'{ctext[3:] if ctext.startswith('un ') else ctext}."
        )
        para = para.replace("d'contrat", "d'un contrat").replace("d'convention", "d'une convention")
        body = (
            lh
            + block("", border_bottom=f"0.8pt solid {col}", space_after="14mm")
            + tblock(
                "ATTESTATION DE TRAVAIL",
                font_size="15pt",
                font_weight="bold",
                text_align="center",
                text_decoration="underline",
                space_after="12mm",
            )
            + tblock(para, text_align="justify", line_height="1.6", space_after="5mm")
            + tblock(
                "La présente attestation est délivrée à l'intéressé"
                + ("e" if case["sex"] == "F" else "")
                + " sur sa demande pour servir et valoir ce que de droit.",
                text_align="justify",
                line_height="1.6",
            )
            + _cert_sign(emp, idx, city, D.fmt_date(issued, "long"), "Le Directeur des Ressources Humaines")
        )
        return doc(body, font=font, size="11pt", margin="18mm 22mm"), labels, {}
    rows = [
        ("Nom et prénom", pname),
        ("CIN", case["cin"]),
        ("Date de naissance", D.fmt_date(case["dob"], dstyle) if show_dob else None),
        ("Fonction occupée", case["position"]),
        ("Date d'entrée", D.fmt_date(hire, dstyle)),
        ("Nature du contrat", ctext[3:].capitalize() if ctext.startswith("un ") else ctext),
    ]
    t = table(
        ["60mm", "110mm"],
        [
            row(
                [
                    cell(tblock(k, font_weight="bold"), border=BORDER, padding="2mm", background_color="#f3f3f3"),
                    cell(tblock(v), border=BORDER, padding="2mm"),
                ]
            )
            for k, v in rows
            if v
        ],
    )
    body = (
        lh
        + block("", border_bottom=f"0.8pt solid {col}", space_after="12mm")
        + tblock("CERTIFICAT DE TRAVAIL", font_size="15pt", font_weight="bold", text_align="center")
        + tblock(f"Réf. RH/{issued.year}/{200 + idx * 11}", font_size="8pt", text_align="center", space_after="10mm")
        + tblock(
            f"La société {name} atteste que la personne désignée ci-dessous fait partie de son personnel :",
            space_after="5mm",
        )
        + t
        + tblock(
            "Cette attestation est établie à la demande de l'intéressé(e) pour faire valoir ce que de droit.",
            space_before="6mm",
        )
        + _cert_sign(emp, idx, city, D.fmt_date(issued, "slash"), "Pour la Direction")
    )
    return doc(body, font=font, size="10.5pt", margin="16mm 18mm"), labels, {}


def salary_certificate(case, idx, variant, factor=1.0, issued=None):
    emp = case["employer"]
    name, addr, _s, font, col = emp
    _earn, _d, gross, _total, net = D.payslip_lines(case["base"], case["primes"], case["cimr"])
    if factor != 1.0:
        gross = round(gross * factor, 2)
        net = round(net * factor, 2)
    pname = D.printed_name(
        case["given"], case["family"], case["sex"], case["name_style"].replace("civ_", "").replace("civ", "given_first")
    )
    amt = ["space", "dot", "en"][variant % 3]
    cur = lambda x: f"{D.fmt_amount(x, amt)} DH" if amt != "en" else f"MAD {D.fmt_amount(x, 'en')}"  # noqa: E731
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "employer": name,
        "hire_date": case["hire"].isoformat(),
        "position": case["position"],
        "gross_salary": gross,
        "net_salary": net,
    }
    if case["cin"]:
        labels["cin"] = case["cin"]
    city = addr.split(",")[-1].strip().split()[-1]
    who = "Madame" if case["sex"] == "F" else "Monsieur"
    cin_txt = f", CIN n° {case['cin']}," if case["cin"] else ","
    para = (
        f"Nous soussignés, {name}, attestons que {who} {pname}{cin_txt} occupe le poste de "
        f"{case['position']} depuis le {D.fmt_date(case['hire'], 'long')} et perçoit une rémunération "
        f"mensuelle brute de {cur(gross)}, soit un salaire net mensuel de {cur(net)}."
    )
    body = _letterhead(emp, None, idx) + block("", border_bottom=f"0.8pt solid {col}", space_after="14mm")
    body += tblock(
        "ATTESTATION DE SALAIRE", font_size="15pt", font_weight="bold", text_align="center", space_after="12mm"
    )
    if variant % 2 == 0:
        body += tblock(para, text_align="justify", line_height="1.6", space_after="5mm")
    else:
        body += tblock(
            f"Nous soussignés, {name}, attestons que le (la) salarié(e) désigné(e) ci-après perçoit la "
            "rémunération mensuelle suivante :",
            space_after="5mm",
        )
        rows = [
            ("Nom et prénom", pname),
            ("N° CIN", case["cin"]),
            ("Poste", case["position"]),
            ("Date d'embauche", D.fmt_date(case["hire"], "slash")),
            ("Salaire mensuel brut", cur(gross)),
            ("Salaire mensuel net", cur(net)),
        ]
        body += table(
            ["65mm", "100mm"],
            [simple_row([k, v], "ll", border=BORDER, pad="2mm") for k, v in rows if v],
        )
    body += tblock("La présente attestation est délivrée pour servir et valoir ce que de droit.", space_before="6mm")
    body += _cert_sign(emp, idx, city, D.fmt_date(issued, "long"), "Le Gérant")
    return doc(body, font=font, size="10.5pt", margin="18mm 22mm"), labels, {}


def cnss_certificate(case, idx, variant, issued):
    emp = case["employer"]
    pname = f"{case['family']} {case['given']}".upper()
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "cnss_number": case["cnss_number"],
        "affiliation_date": case["affiliation"].isoformat(),
        "employer": emp[0],
        "employer_cnss": case["employer_cnss"],
    }
    if case["cin"]:
        labels["cin"] = case["cin"]
    show_dob = variant % 2 == 0
    if show_dob:
        labels["date_of_birth"] = case["dob"].isoformat()
    col = "#005a9c"
    head = table(
        ["70mm", "42mm", "70mm"],
        [
            row(
                [
                    cell(
                        tblock("ROYAUME DU MAROC", font_weight="bold", font_size="9pt")
                        + tblock("Caisse Nationale de Sécurité Sociale", font_size="9pt", color=col)
                    ),
                    cell(block(logo(3, col, "CNSS", 16), text_align="center")),
                    cell(
                        ar_block("المملكة المغربية", size="10pt")
                        + ar_block("الصندوق الوطني للضمان الاجتماعي", size="9pt")
                    ),
                ]
            )
        ],
    )
    rows = [
        ("Nom et prénom", "الاسم الكامل", pname),
        ("N° d'immatriculation", "رقم التسجيل", case["cnss_number"]),
        ("N° CIN", "رقم البطاقة", case["cin"]),
        ("Date de naissance", "تاريخ الازدياد", D.fmt_date(case["dob"], "slash") if show_dob else None),
        ("Date d'immatriculation", "تاريخ التسجيل", D.fmt_date(case["affiliation"], "slash")),
        ("Employeur actuel", "المشغل", emp[0]),
        ("N° affiliation employeur", "رقم انخراط المشغل", case["employer_cnss"]),
    ]
    t = table(
        ["55mm", "80mm", "45mm"],
        [
            row(
                [
                    cell(tblock(a, font_weight="bold"), border=BORDER, padding="1.6mm"),
                    cell(tblock(v), border=BORDER, padding="1.6mm"),
                    cell(ar_block(b, size="9pt"), border=BORDER, padding="1.6mm"),
                ]
            )
            for a, b, v in rows
            if v
        ],
    )
    body = (
        head
        + block("", border_bottom=f"1.5pt solid {col}", space_after="10mm")
        + tblock("ATTESTATION D'IMMATRICULATION", font_size="14pt", font_weight="bold", text_align="center", color=col)
        + ar_block("شهادة التسجيل", size="12pt", align="center", space_after="8mm")
        + tblock(
            "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) ci-dessous est immatriculé(e) "
            "au régime de sécurité sociale :",
            space_after="5mm",
        )
        + t
        + tblock(
            f"Attestation délivrée le {D.fmt_date(issued, 'slash')} – Agence "
            + ["Casa Anfa", "Rabat Hassan", "Agadir", "Fès Saïss"][idx % 4],
            space_before="8mm",
            font_size="9pt",
        )
        + block(stamp(["CNSS", "Agence", "Direction régionale"], col, 32, "circle", 8), text_align="right")
        + tblock(
            "Document édité via le portail Damancom. Vérifiable auprès de la CNSS.",
            font_size="7pt",
            color="#777777",
            space_before="10mm",
        )
    )
    return doc(body, font="DejaVu Sans", size="9.5pt", margin="14mm 16mm"), labels, {}


def _rib_print(rib: str, mode: str) -> str:
    if mode == "grouped":
        return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"
    if mode == "iban":
        ib = D.iban(rib)
        return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))
    return rib


def statement(case, idx, variant, start: dt.date, holder_override=None, opening=None):
    bname, _code, style, font, col = case["bank"]
    r = case["rng"]
    _e, _d, _g, _t, net = D.payslip_lines(case["base"], case["primes"], case["cimr"])
    end = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
    if opening is None:
        opening = round(r.uniform(-3000, 15000), 2)
    txs = []
    days = sorted(r.sample(range(1, end.day + 1), 9))
    labels_deb = [
        "PAIEMENT CB MARJANE",
        "RETRAIT GAB",
        "PRLV LYDEC",
        "ECHEANCE PRET IMMO",
        "PAIEMENT CB INWI",
        "VIR EMIS LOYER",
        "FRAIS TENUE DE COMPTE",
        "PAIEMENT CB ACIMA",
        "PRLV MAROC TELECOM",
    ]
    for k, d in enumerate(days):
        day = start.replace(day=d)
        if k == 4:
            txs.append((day, f"VIR RECU SALAIRE {case['employer'][0][:22].upper()}", net))
        elif k == 7 and r.random() < 0.5:
            txs.append((day, "VERSEMENT ESPECES", float(r.randrange(500, 3000, 100))))
        else:
            txs.append((day, r.choice(labels_deb), -round(r.uniform(60, net * 0.3), 2)))
    closing = round(opening + sum(a for *_x, a in txs), 2)
    holder_given, holder_family = holder_override or (case["given"], case["family"])
    labels = {
        "bank_name": bname,
        "account_holder": D.label_name(holder_given, holder_family),
        "rib": case["rib"],
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }
    facts = {"opening": opening, "closing": closing, "amounts": [a for *_x, a in txs]}
    holder = D.printed_name(holder_given, holder_family, case["sex"], ["civ", "family_first", "civ"][variant % 3])
    if holder_override:
        holder = f"{holder_given} {holder_family}"
    addr = " – ".join(case["address"])
    if style == "twocol":
        amt = "space"
        f = lambda x: D.fmt_amount(abs(x), amt)  # noqa: E731

        def bal(x):
            return f"{f(x)} {'Débiteur' if x < 0 else 'Créditeur'}"

        head = table(
            ["100mm", "82mm"],
            [
                row(
                    [
                        cell(
                            block(logo(idx, col, bname, 14))
                            + tblock(bname, font_size="15pt", font_weight="bold", color=col)
                            + tblock(f"Agence {case['bank_city'].title()} Centre", font_size="8pt")
                        ),
                        cell(
                            tblock(holder, font_weight="bold")
                            + tblock(addr, font_size="8.5pt")
                            + tblock(
                                f"RIB : {_rib_print(case['rib'], 'grouped')}", font_size="8.5pt", space_before="2mm"
                            ),
                            border=BORDER,
                            padding="2.5mm",
                        ),
                    ]
                )
            ],
        )
        summary = table(
            ["61mm", "61mm", "60mm"],
            [
                simple_row(["Période", "Solde initial", "Solde final"], "ccc", bold=True, bg="#eeeeee", border=BORDER),
                simple_row(
                    [
                        f"du {D.fmt_date(start, 'slash')} au {D.fmt_date(end, 'slash')}",
                        bal(opening),
                        bal(closing),
                    ],
                    "ccc",
                    border=BORDER,
                ),
            ],
        )
        hdr = simple_row(["Date", "Libellé", "Valeur", "Débit", "Crédit"], "llcrr", bold=True, bg=col, border=BORDER)
        hdr = hdr.replace("<fo:block ", '<fo:block color="white" ', 5)
        rows = [
            simple_row(
                [
                    d.strftime("%d/%m"),
                    lab,
                    (d + dt.timedelta(days=1)).strftime("%d/%m"),
                    f(a) if a < 0 else "",
                    f(a) if a > 0 else "",
                ],
                "llcrr",
                border="0.3pt solid #bbbbbb",
            )
            for d, lab, a in txs
        ]
        body = (
            head
            + tblock("RELEVÉ DE COMPTE", font_size="13pt", font_weight="bold", space_before="6mm", space_after="3mm")
            + summary
            + block("", space_after="4mm")
            + table(["20mm", "88mm", "20mm", "27mm", "27mm"], rows, header=[hdr], font_size="8.5pt")
            + tblock(
                f"Total des mouvements : débit {f(sum(a for *_x, a in txs if a < 0))} – crédit "
                f"{f(sum(a for *_x, a in txs if a > 0))}",
                font_size="8pt",
                space_before="3mm",
            )
        )
        return doc(body, font=font, size="9pt", margin="13mm 14mm"), labels, facts
    if style == "signed":
        f = lambda x: D.fmt_amount(x, "dot")  # noqa: E731
        hdr = simple_row(["Date", "Opération", "Montant", "Solde"], "llrr", bold=True, border=BORDER, bg="#e8e0d8")
        run = opening
        rows = [
            simple_row(
                [D.fmt_date(start, "slash"), "SOLDE D'OUVERTURE", "", f(opening)],
                "llrr",
                border=BORDER,
                bold=True,
            )
        ]
        for d, lab, a in txs:
            run = round(run + a, 2)
            rows.append(simple_row([D.fmt_date(d, "slash"), lab, f(a), f(run)], "llrr", border=BORDER))
        rows.append(
            simple_row([D.fmt_date(end, "slash"), "SOLDE DE CLÔTURE", "", f(closing)], "llrr", border=BORDER, bold=True)
        )
        body = (
            table(
                ["120mm", "62mm"],
                [
                    row(
                        [
                            cell(tblock(bname.upper(), font_size="16pt", font_weight="bold", color=col)),
                            cell(
                                tblock("EXTRAIT DE COMPTE", font_weight="bold", text_align="right")
                                + tblock(
                                    f"Période : {D.fmt_date(start, 'long')} – {D.fmt_date(end, 'long')}",
                                    font_size="8pt",
                                    text_align="right",
                                )
                            ),
                        ]
                    )
                ],
            )
            + block("", border_bottom=f"3pt solid {col}", space_after="5mm")
            + tblock(f"Titulaire : {holder}", font_weight="bold")
            + tblock(addr, font_size="8.5pt")
            + tblock(f"IBAN : {_rib_print(case['rib'], 'iban')}", space_before="2mm")
            + tblock("Devise : MAD", font_size="8.5pt", space_after="5mm")
            + table(["26mm", "96mm", "30mm", "30mm"], rows, header=[hdr], font_size="8.5pt")
            + tblock(
                "Sauf erreur ou omission. Toute réclamation doit être formulée dans un délai de 30 jours.",
                font_size="7pt",
                color="#666666",
                space_before="5mm",
            )
        )
        return doc(body, font=font, size="9pt", margin="14mm"), labels, facts
    # ledger: credit before debit, balances in the last rows, a debit balance in the debit column
    en = bname == "CFG Bank"
    f = (lambda x: D.fmt_amount(abs(x), "en")) if en else (lambda x: D.fmt_amount(abs(x), "space"))
    hdr = simple_row(
        ["Date opé.", "Date val.", "Description", "Crédit", "Débit"], "cclrr", bold=True, border=BORDER, bg="#dddddd"
    )
    rows = [
        simple_row(
            [
                d.strftime("%d.%m.%y"),
                (d + dt.timedelta(days=2)).strftime("%d.%m.%y"),
                lab,
                f(a) if a > 0 else "",
                f(a) if a < 0 else "",
            ],
            "cclrr",
            border="0.3pt solid #999999",
        )
        for d, lab, a in txs
    ]

    def bal_row(label, x):
        return simple_row(
            ["", "", label, f(x) if x >= 0 else "", f(x) if x < 0 else ""], "cclrr", border=BORDER, bold=True
        )

    rows.insert(0, bal_row(f"ANCIEN SOLDE AU {D.fmt_date(start, 'slash')}", opening))
    rows.append(bal_row(f"NOUVEAU SOLDE AU {D.fmt_date(end, 'slash')}", closing))
    body = (
        tblock(bname, font_size="18pt", font_family="Liberation Serif", font_style="italic", color=col)
        + table(
            ["95mm", "87mm"],
            [
                row(
                    [
                        cell(
                            tblock(f"Relevé n° {start.month:02d}/{start.year}", font_weight="bold")
                            + tblock(f"Du {D.fmt_date(start, 'dot')} au {D.fmt_date(end, 'dot')}")
                            + tblock(f"Compte : {_rib_print(case['rib'], 'whole')}", font_size="8.5pt")
                        ),
                        cell(
                            tblock(holder.upper(), font_weight="bold")
                            + tblock(case["address"][0])
                            + tblock(case["address"][1]),
                            border=BORDER,
                            padding="3mm",
                        ),
                    ]
                )
            ],
            space_before="4mm",
            space_after="6mm",
        )
        + table(["20mm", "20mm", "86mm", "28mm", "28mm"], rows, header=[hdr], font_size="8.5pt")
        + tblock("Montants en dirhams (MAD).", font_size="7.5pt", space_before="3mm")
    )
    return doc(body, font=font, size="9pt", margin="14mm"), labels, facts


def rib_doc(case, idx, variant):
    bname, code, _style, font, col = case["bank"]
    rib = case["rib"]
    holder = D.printed_name(case["given"], case["family"], case["sex"], ["civ", "family_first"][variant % 2])
    labels = {"bank_name": bname, "account_holder": D.label_name(case["given"], case["family"]), "rib": rib}
    grid = table(
        ["30mm", "30mm", "70mm", "20mm"],
        [
            simple_row(
                ["Code banque", "Code ville", "N° de compte", "Clé RIB"],
                "cccc",
                bold=True,
                border=BORDER,
                bg="#eeeeee",
                size="8pt",
            ),
            simple_row([rib[:3], rib[3:6], rib[6:22], rib[22:]], "cccc", border=BORDER, size="11pt"),
        ],
    )
    body = (
        table(
            ["30mm", "150mm"],
            [
                row(
                    [
                        cell(block(logo(idx + 2, col, bname, 20))),
                        cell(tblock(bname, font_size="17pt", font_weight="bold", color=col), display_align="center"),
                    ]
                )
            ],
        )
        + tblock(
            "RELEVÉ D'IDENTITÉ BANCAIRE" if variant % 2 == 0 else "ATTESTATION DE RIB",
            font_size="14pt",
            font_weight="bold",
            text_align="center",
            space_before="10mm",
            space_after="8mm",
        )
        + tblock(f"Titulaire du compte : {holder}", font_weight="bold")
        + tblock(" – ".join(case["address"]), space_after="6mm")
        + grid
        + tblock(f"IBAN : {_rib_print(rib, 'iban')}", space_before="5mm")
        + tblock(
            "Code SWIFT / BIC : "
            + ["BCMAMAMC", "BCPOMAMC", "BMCEMAMC", "CIHMMAMC", "CDMAMAMC", "SGMBMAMC", "BAMBMAMA", "CAFGMAMC"][
                int(code) % 8
            ]
        )
        + tblock(f"Domiciliation : Agence {case['bank_city'].title()}", space_after="10mm")
        + block(stamp([bname[:20], "Agence", case["bank_city"]], col, 30, "rect", -6), text_align="right")
    )
    return doc(body, font=font, size="10pt", margin="20mm"), labels, {}


def other_doc(case, idx, variant, issued):
    if variant % 2 == 0:
        amt = round(case["rng"].uniform(180, 900), 2)
        body = (
            tblock(
                "Régie Autonome de Distribution d'Eau et d'Électricité",
                font_size="13pt",
                font_weight="bold",
                color="#0d47a1",
            )
            + ar_block("الوكالة المستقلة لتوزيع الماء والكهرباء", size="11pt")
            + tblock("FACTURE", font_size="16pt", font_weight="bold", space_before="8mm")
            + tblock(f"Client : {case['given']} {case['family']}")
            + tblock(f"Adresse de consommation : {' '.join(case['address'])}")
            + tblock(f"Date d'émission : {D.fmt_date(issued, 'slash')}", space_after="5mm")
            + table(
                ["90mm", "40mm", "40mm"],
                [
                    simple_row(["Rubrique", "Consommation", "Montant TTC"], "lrr", bold=True, border=BORDER),
                    simple_row(
                        ["Électricité", f"{case['rng'].randint(80, 400)} kWh", D.fmt_amount(amt * 0.7, "space")],
                        "lrr",
                        border=BORDER,
                    ),
                    simple_row(
                        ["Eau potable", f"{case['rng'].randint(5, 30)} m3", D.fmt_amount(amt * 0.3, "space")],
                        "lrr",
                        border=BORDER,
                    ),
                    simple_row(["Total à payer (DH)", "", D.fmt_amount(amt, "space")], "lrr", border=BORDER, bold=True),
                ],
            )
        )
        return doc(body, font="FreeSans", size="10pt", margin="18mm"), {}, {}
    body = (
        tblock(
            "CONTRAT DE BAIL À USAGE D'HABITATION",
            font_size="14pt",
            font_weight="bold",
            text_align="center",
            space_after="8mm",
        )
        + tblock(
            "Entre les soussignés : M. Abdelkrim Sqalli, propriétaire, d'une part, et "
            f"{case['given']} {case['family']}, "
            f"locataire, d'autre part, il a été convenu ce qui suit.",
            text_align="justify",
            line_height="1.5",
        )
        + tblock(
            f"Article 1 – Le bailleur donne en location au preneur un appartement sis {' '.join(case['address'])}.",
            space_before="4mm",
            line_height="1.5",
        )
        + tblock(
            "Article 2 – Le loyer mensuel est fixé à 3 800,00 dirhams, payable d'avance.",
            space_before="3mm",
            line_height="1.5",
        )
        + tblock(
            f"Article 3 – Le bail prend effet le {D.fmt_date(issued, 'long')} pour une durée d'un an renouvelable.",
            space_before="3mm",
            line_height="1.5",
        )
        + tblock("Signature légalisée des parties.", space_before="12mm", font_style="italic")
    )
    return doc(body, font="Liberation Serif", size="11pt", margin="22mm"), {}, {}


# ---------------------------------------------------------------- cards

CARD = {"width": "85.6mm", "height": "54mm", "margin": "0mm"}


def _card_bg(col1: str, col2: str, seed: int) -> str:
    import random

    r = random.Random(seed)
    waves = "".join(
        f'<path d="M0,{y} C30,{y - 8} 60,{y + 8} 86,{y}" stroke="{col2}" stroke-width="0.25"'
        ' fill="none" opacity="0.6"/>'
        for y in range(4, 54, 3)
    )
    dots = "".join(
        f'<circle cx="{r.uniform(0, 86):.1f}" cy="{r.uniform(0, 54):.1f}" r="0.3" fill="{col2}" opacity="0.5"/>'
        for _ in range(40)
    )
    inner = f'<rect width="85.6" height="54" rx="3" fill="{col1}"/>{waves}{dots}'
    return box(block(svg(inner, 85.6, 54, 85.6, 54), line_height="0"), "0mm", "0mm", "85.6mm", "54mm")


def _mrz_block(lines, top="36mm", size="7.6pt"):
    return box(
        "".join(
            tblock(ln, font_family="DejaVu Sans Mono", font_size=size, letter_spacing="0.25pt", line_height="1.25")
            for ln in lines
        ),
        "3mm",
        top,
        "80mm",
    )


def cin_front(case, idx, variant):
    given, family = case["given"], case["family"]
    kw = {"font_size": "6.5pt"}
    lab = {"font_size": "5pt", "color": "#445566"}
    body = _card_bg("#e9f1ea" if not case["old_card"] else "#f1ece1", "#9fc5a8", idx)
    body += box(
        tblock("ROYAUME DU MAROC", font_size="7pt", font_weight="bold")
        + tblock("CARTE NATIONALE D'IDENTITÉ", font_size="6pt", font_weight="bold", color="#7a1f1f"),
        "3mm",
        "2.5mm",
        "45mm",
    )
    body += box(
        ar_block("المملكة المغربية", size="7.5pt") + ar_block("البطاقة الوطنية للتعريف", size="6.5pt"),
        "46mm",
        "1.5mm",
        "37mm",
    )
    body += box(block(photo(idx, case["sex"], 21, 27)), "3mm", "13mm", "22mm")
    fields = [
        ("Prénom", "الاسم الشخصي", given),
        ("Nom", "الاسم العائلي", family),
        ("Né(e) le", "تاريخ الازدياد", D.fmt_date(case["dob"], "dot")),
        ("à", "مكان الازدياد", case["place"]),
        ("Valable jusqu'au", "صالحة إلى غاية", D.fmt_date(case["cin_expiry"], "dot")),
    ]
    y = 12.5
    for fr, arb, v in fields:
        body += box(tblock(fr, **lab) + tblock(v, font_weight="bold", **kw), "27mm", f"{y}mm", "34mm")
        body += box(ar_block(arb, size="5.5pt"), "62mm", f"{y}mm", "21mm")
        y += 6.3
    body += box(
        tblock(case["cin"], font_size="11pt", font_weight="bold", color="#7a1f1f", font_family="Liberation Sans"),
        "4mm",
        "43mm",
        "30mm",
    )
    body += box(block(signature("#222222", 16, idx)), "62mm", "44mm", "20mm")
    labels = {
        "applicant_name": D.label_name(given, family),
        "cin": case["cin"],
        "date_of_birth": case["dob"].isoformat(),
        "place_of_birth": case["place"],
        "cin_expiry": case["cin_expiry"].isoformat(),
    }
    return doc(body, font="DejaVu Sans", size="6pt", **CARD), labels, {}


def cin_back(case, idx, variant):
    code = "I<" if case["old_card"] else "ID"
    mrz = D.td1(
        code,
        "MAR",
        case["card_no"],
        case["cin"],
        case["dob"],
        case["sex"],
        case["cin_expiry"],
        "MAR",
        case["family"],
        case["given"],
    )
    body = _card_bg("#eef3ef" if not case["old_card"] else "#f3eee4", "#b5cdb9", idx + 50)
    fils = "Fille de" if case["sex"] == "F" else "Fils de"
    lines = [
        tblock(f"{fils} {case['father']} ben {case['family'].split()[-1].title()}", font_size="6pt"),
        tblock(f"et de {case['mother']}", font_size="6pt"),
        tblock("Adresse", font_size="5pt", color="#445566", space_before="1mm"),
        tblock(case["address"][0], font_size="6.5pt", font_weight="bold"),
        tblock(case["address"][1].upper(), font_size="6.5pt", font_weight="bold"),
        tblock(f"N° état civil : {case['etat_civil']}", font_size="5.5pt", space_before="1mm"),
    ]
    body += box("".join(lines), "3mm", "3mm", "50mm")
    body += box(ar_block("العنوان", size="6pt") + ar_block("رقم الحالة المدنية", size="6pt"), "58mm", "8mm", "25mm")
    body += box(tblock(f"{case['sex']}", font_size="6pt"), "70mm", "3mm", "10mm")
    body += _mrz_block(mrz)
    labels = {
        "address": " ".join([*case["address"][:1], case["address"][1].upper()]),
        "mrz_valid": True,
        "cin": case["cin"],
        "date_of_birth": case["dob"].isoformat(),
        "cin_expiry": case["cin_expiry"].isoformat(),
        "applicant_name": D.label_name(case["given"], case["family"]),
        "document_number": case["card_no"],
    }
    return doc(body, font="DejaVu Sans", size="6pt", **CARD), labels, {"mrz": mrz, "td": 1}


def passport(case, idx, variant):
    nat = case["nat"]
    country_name = {"MAR": ("ROYAUME DU MAROC", "MAROCAINE"), "SEN": ("RÉPUBLIQUE DU SÉNÉGAL", "SÉNÉGALAISE")}[nat]
    personal = case["cin"] or ""
    mrz = D.td3(
        nat,
        case["passport_no"],
        nat,
        case["dob"],
        case["sex"],
        case["passport_expiry"],
        personal,
        case["family"],
        case["given"],
    )
    issue = case["passport_expiry"].replace(year=case["passport_expiry"].year - 5)
    body = box(
        block(
            svg(
                '<rect width="125" height="88" fill="#f4efe2"/>'
                + "".join(
                    f'<circle cx="90" cy="40" r="{r}" fill="none" stroke="#d9cdb0" stroke-width="0.3"/>'
                    for r in range(4, 40, 3)
                ),
                125,
                88,
                125,
                88,
            ),
            line_height="0",
        ),
        "0mm",
        "0mm",
        "125mm",
        "88mm",
    )
    body += box(
        tblock(f"{country_name[0]}  –  PASSEPORT / PASSPORT", font_size="8pt", font_weight="bold", color="#5b1a1a"),
        "4mm",
        "3mm",
        "100mm",
    )
    if nat == "MAR":
        body += box(ar_block("جواز السفر", size="8pt"), "95mm", "2mm", "26mm")
    body += box(block(photo(idx + 9, case["sex"], 30, 38)), "4mm", "11mm", "32mm")
    lab = {"font_size": "5.5pt", "color": "#555555"}
    v = {"font_size": "7.5pt", "font_weight": "bold"}
    fields = [
        ("Type / Code / Passeport N°", f"P   {nat}   {case['passport_no']}"),
        ("Nom / Surname", case["family"]),
        ("Prénoms / Given names", case["given"]),
        ("Nationalité / Nationality", country_name[1]),
        ("Date de naissance / Date of birth", D.fmt_date(case["dob"], "mrz")),
        ("Lieu de naissance / Place of birth", case["place"]),
        ("Date de délivrance / Date of issue", D.fmt_date(issue, "mrz")),
        ("Date d'expiration / Date of expiry", D.fmt_date(case["passport_expiry"], "mrz")),
    ]
    if personal:
        fields.append(("N° personnel / CIN", personal))
    y = 10.5
    for i, (k, val) in enumerate(fields):
        x = "40mm" if i < 5 else "84mm"
        yy = y + (i if i < 5 else i - 5) * 8.5
        body += box(tblock(k, **lab) + tblock(val, **v), x, f"{yy}mm", "44mm")
    body += _mrz_block(mrz, top="71mm", size="9.3pt")
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "date_of_birth": case["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": case["passport_no"],
        "nationality": nat,
        "issuing_country": nat,
        "document_expiry": case["passport_expiry"].isoformat(),
    }
    if personal:
        labels["cin"] = personal
    return (
        doc(body, width="125mm", height="88mm", margin="0mm", font="Liberation Sans", size="7pt"),
        labels,
        {"mrz": mrz, "td": 3},
    )


def foreign_card(case, idx, kind):
    """kind 'id_card': the French identity card; 'residence_permit': a Moroccan carte de séjour."""
    nat = case["nat"]
    if kind == "id_card":
        number, issuer, code, expiry = case["id_no"], nat, "ID", case["passport_expiry"]
        title, col = ("RÉPUBLIQUE FRANÇAISE – CARTE NATIONALE D'IDENTITÉ", "#dfe8f5")
    else:
        number, issuer, code, expiry = case["permit_no"], "MAR", "IR", case["permit_expiry"]
        title, col = ("ROYAUME DU MAROC – CARTE DE SÉJOUR", "#f5ecdf")
    mrz = D.td1(code, issuer, number, "", case["dob"], case["sex"], expiry, nat, case["family"], case["given"])
    body = _card_bg(col, "#b0b8c8", idx + 90)
    body += box(tblock(title, font_size="5.6pt", font_weight="bold", color="#1d2b53"), "3mm", "2mm", "70mm")
    if kind == "residence_permit":
        body += box(ar_block("بطاقة الإقامة", size="6.5pt"), "62mm", "5mm", "21mm")
    body += box(block(photo(idx + 40, case["sex"], 17, 21)), "3mm", "8mm", "18mm")
    nat_txt = {"FRA": "Française", "SEN": "Sénégalaise"}[nat]
    fields = [
        ("Nom", case["family"]),
        ("Prénoms", case["given"]),
        ("Nationalité", nat_txt),
        ("Né(e) le", D.fmt_date(case["dob"], "dot" if kind == "id_card" else "slash")),
        ("N° du document", number),
        ("Expire le", D.fmt_date(expiry, "dot" if kind == "id_card" else "slash")),
    ]
    for i, (k, val) in enumerate(fields):
        x = "23mm" if i % 2 == 0 else "56mm"
        y = 8 + (i // 2) * 7.5
        body += box(
            tblock(k, font_size="4.8pt", color="#555555") + tblock(val, font_size="6.2pt", font_weight="bold"),
            x,
            f"{y}mm",
            "32mm",
        )
    body += _mrz_block(mrz, top="36mm", size="7.6pt")
    labels = {
        "applicant_name": D.label_name(case["given"], case["family"]),
        "date_of_birth": case["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": nat,
        "issuing_country": issuer,
        "document_expiry": expiry.isoformat(),
    }
    return doc(body, font="Liberation Sans", size="6pt", **CARD), labels, {"mrz": mrz, "td": 1}
