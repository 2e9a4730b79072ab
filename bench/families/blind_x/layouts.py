"""Page layouts of blind_x: one function per document type (and variant), drawn on a draw.Canvas.

Each function prints what the plan says and calls P.mark(field) for every labelled field it prints, so the
labels are exactly what the page shows.
"""

import model as M
from draw import BLACK, GREY, MM, esc

WHITE = (1.0, 1.0, 1.0)
FEMALE_SIGNATORIES = {"Leila", "Nadia", "Samira"}
THE_HOLDER_M, THE_HOLDER_F = "l'intéressé", "l'intéressée"
STAMP_COLORS = [(0.15, 0.2, 0.6), (0.45, 0.12, 0.5), (0.1, 0.3, 0.55), (0.55, 0.1, 0.2)]

BANK_AR = {
    "Attijariwafa bank": "التجاري وفا بنك",
    "Banque Populaire": "البنك الشعبي",
    "Bank of Africa": "بنك أفريقيا",
    "BMCE Bank of Africa": "بنك أفريقيا",
    "CIH Bank": "القرض العقاري والسياحي",
    "Crédit du Maroc": "مصرف المغرب",
    "Société Générale Maroc": "الشركة العامة المغربية للأبناك",
    "BMCI": "البنك المغربي للتجارة والصناعة",
    "Crédit Agricole du Maroc": "القرض الفلاحي للمغرب",
    "Al Barid Bank": "بريد بنك",
    "CFG Bank": "سي إف جي بنك",
}


# ---------------------------------------------------------------- small helpers


def light(rgb, k=0.85):
    return tuple(v + (1 - v) * k for v in rgb)


def dark(rgb, k=0.5):
    return tuple(v * k for v in rgb)


def initials(name):
    skip = {"de", "des", "du", "d", "la", "le", "les", "sa", "sarl", "au", "s.a.s", "société", "anonyme", "et"}
    words = [w for w in name.replace("'", " ").replace("-", " ").split() if w.lower() not in skip]
    return "".join(w[0] for w in words[:3]).upper()


def fem(p, m, f):
    return f if p["sex"] == "F" else m


def civ(p, short=False):
    if short:
        return fem(p, "M.", "Mme")
    return fem(p, "Monsieur", "Madame")


def pname(p, order="given_first", case="mixed"):
    """The person's name as a paper prints it."""
    g, f = p["given"], p["family"]
    if case == "upper":
        g, f = g.upper(), f.upper()
    elif case == "mixed":
        f = f.upper()
    return f"{g} {f}" if order == "given_first" else f"{f} {g}"


def D(doc, iso, style=None):
    return M.fmt_date(iso, style or doc["date_style"])


def A(doc, cents, style=None):
    return M.fmt_amount(cents, style or doc["amount_style"])


def T(doc, cents):
    """An amount in a table column: the paper's separators without a currency."""
    style = doc["amount_style"]
    style = {"dh": "plain", "mad": "space"}.get(style, style)
    return M.fmt_amount(cents, style)


def contract_words(code, k):
    words = {
        "CDI": ["Contrat à durée indéterminée", "CDI", "Permanent", "C.D.I."],
        "CDD": ["Contrat à durée déterminée", "CDD", "C.D.D.", "Contrat à durée déterminée"],
        "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "Contrat d'insertion (ANAPEC)", "ANAPEC"],
        "INTERIM": ["Intérim", "INTERIM"],
        "STAGE": ["Stage", "Convention de stage"],
    }[code]
    return words[k % len(words)]


def contract_phrase(code, k):
    return {
        "CDI": ["dans le cadre d'un contrat de travail à durée indéterminée", "en contrat à durée indéterminée (CDI)"],
        "CDD": ["dans le cadre d'un contrat de travail à durée déterminée", "sous contrat à durée déterminée (CDD)"],
        "ANAPEC": [
            "dans le cadre d'un contrat d'insertion ANAPEC (programme Idmaj)",
            "sous contrat d'insertion ANAPEC",
        ],
    }[code][k % 2]


def period_text(doc, period, k):
    _y, _m = (int(x) for x in period.split("-"))
    forms = [
        ("Période : ", M.fmt_month(period, "word")),
        ("Mois de paie : ", M.fmt_month(period, "upper")),
        ("Période de paie ", M.fmt_month(period, "range")),
        ("Mois : ", M.fmt_month(period, "num")),
    ]
    return forms[k % len(forms)]


def employer_lines(e):
    return [*e["address"], e["city"]]


def company_ids(e, with_cnss):
    parts = [f"RC n° {e['rc']}", f"IF n° {e['if_']}", f"Patente n° {e['patente']}"]
    if with_cnss:
        parts.append(f"CNSS n° {e['cnss']}")
    parts.append(f"ICE {e['ice']}")
    return " - ".join(parts)


def letterhead(P, doc, e, style, mark_employer=True):
    """Employer letterhead; returns the y below it."""
    font, acc = e["font"], e["color"]
    L, R = 42, P.w - 42
    if mark_employer:
        P.mark("employer")
    if style == "band":
        P.rect(0, 0, P.w, 74, stroke=None, fill=acc)
        P.ctx.arc(L + 22, 37, 24, 0, 6.2832)
        P.ctx.set_source_rgb(1, 1, 1)
        P.ctx.fill()
        P.logo(e["logo"], L + 4, 19, 36, acc, light(acc, 0.5), initials(e["name"]))
        P.text(L + 56, 18, e["name"], size=14, font=font, bold=True, color=WHITE)
        P.text(L + 56, 40, " - ".join(employer_lines(e)), size=8, font=font, color=WHITE)
        return 96
    if style == "center":
        P.logo(e["logo"], P.w / 2 - 22, 30, 44, acc, light(acc, 0.45), initials(e["name"]))
        P.text(P.w / 2, 80, e["name"], size=15, font=font, bold=True, color=dark(acc, 0.8), align="c")
        P.text(P.w / 2, 100, " - ".join(employer_lines(e)), size=8.5, font=font, color=GREY, align="c")
        P.line(L, 118, R, 118, lw=1.2, color=acc)
        P.line(L, 121, R, 121, lw=0.4, color=acc)
        return 136
    # left
    P.logo(e["logo"], L, 34, 50, acc, light(acc, 0.45), initials(e["name"]))
    P.text(L + 62, 36, e["name"], size=13.5, font=font, bold=True, color=dark(acc, 0.85))
    yy = 56
    for line in employer_lines(e):
        P.text(L + 62, yy, line, size=8.5, font=font, color=GREY)
        yy += 11
    P.text(L + 62, yy, f"Tél. : {e['tel']}", size=8.5, font=font, color=GREY)
    P.line(L, 108, R, 108, lw=0.8, color=acc)
    return 126


def company_footer(P, e, with_cnss, color=GREY):
    if with_cnss:
        P.mark("employer_cnss")
    P.line(42, P.h - 52, P.w - 42, P.h - 52, lw=0.4, color=color)
    P.text(
        P.w / 2,
        P.h - 46,
        f"{e['name']} - Capital social : {e['capital']} DH - " + " - ".join(employer_lines(e)),
        size=6.5,
        font=e["font"],
        color=color,
        align="c",
    )
    P.text(
        P.w / 2,
        P.h - 36,
        company_ids(e, with_cnss) + f" - Tél. {e['tel']}",
        size=6.5,
        font=e["font"],
        color=color,
        align="c",
    )


def company_stamp(P, e, x, y, round_=None):
    color = STAMP_COLORS[P.rng.randrange(len(STAMP_COLORS))]
    angle = P.rng.uniform(-0.25, 0.25)
    if round_ is None:
        round_ = P.rng.random() < 0.5
    if round_:
        P.stamp_round(x + 50, y + 45, 44, e["name"] + " * ", [e["city"].upper(), "LA DIRECTION"], color, angle)
    else:
        P.stamp_rect(x, y, [e["name"], e["address"][0], e["city"], f"ICE : {e['ice']}"], color, angle, size=6.2)


def sign_block(P, doc, e, x, y, title=None, with_stamp=True):
    name, role = e["signatory"]
    P.text(x, y, title or role, size=9.5, font=e["font"], bold=True)
    P.text(x, y + 13, name, size=9, font=e["font"])
    P.signature(x + 5, y + 30, 110, 32, doc["seed"] + 7)
    if with_stamp:
        company_stamp(P, e, x - 20 + P.rng.uniform(-10, 30), y + 18)


def info_lines(P, x, y, items, label_w, size, font, gap=4.0, value_bold=True, width=None, label_color=GREY):
    """label : value lines; items are (label, value, field or None). Returns the bottom y."""
    for label, value, field in items:
        if value is None:
            continue
        P.text(x, y, label, size=size, font=font, color=label_color)
        vw = None if width is None else width - label_w
        h = P.text(x + label_w, y, value, size=size, font=font, bold=value_bold, w=vw)
        if field:
            P.mark(*field) if isinstance(field, tuple) else P.mark(field)
        y += max(h, size * 1.2) + gap
    return y


def arabic_font(k=0):
    return ["Noto Naskh Arabic", "Noto Sans Arabic", "Noto Kufi Arabic"][k % 3]


# ---------------------------------------------------------------- payslips


def _slip_rows(doc, s, with_code=True, nb=True):
    rows = []
    for ln in s["lines"]:
        row = []
        if with_code:
            row.append(ln["code"])
        row.append(ln["label"])
        if nb:
            row.append(ln["nb"] or "")
        row.append(T(doc, ln["base"]) if ln["base"] is not None else "")
        row.append(ln["rate"] or "")
        row.append(T(doc, ln["gain"]) if ln["gain"] is not None else "")
        row.append(T(doc, ln["ded"]) if ln["ded"] is not None else "")
        rows.append(row)
    return rows


def _gross_label(s, k):
    if s["exempt"] == 0:
        return ["Salaire brut imposable", "Total brut", "Salaire brut", "Brut global"][k % 4]
    return ["Salaire brut global", "Total brut", "Brut total"][k % 3]


def _net_label(k):
    return ["Net à payer", "Net payé", "Montant net", "NET A PAYER"][k % 4]


def _employee_items(P, doc, k):
    """(label, value, field) of the employee block, in the plan's choice of fields."""
    p, j, show = doc["person"], doc["job"], set(doc["show"])
    items = [("Matricule", j["matricule"], None), ("Nom et prénom", pname(p, doc["name_order"]), "applicant_name")]
    if "cin" in show:
        if p["cin"]:
            items.append(("N° CIN", p["cin"], "cin"))
        elif doc.get("foreign"):
            items.append(("Carte de séjour", doc["foreign"]["residence"]["number"], None))
    if "cnss_number" in show:
        items.append(
            (["N° CNSS", "Immatriculation CNSS", "N° d'affiliation CNSS"][k % 3], j["cnss_number"], "cnss_number")
        )
    if "date_of_birth" in show:
        items.append(("Date de naissance", D(doc, p["dob"]), "date_of_birth"))
    items.append((["Date d'embauche", "Date d'entrée", "Entré(e) le"][k % 3], D(doc, j["hire"]), "hire_date"))
    items.append((["Emploi", "Fonction", "Poste"][k % 3], j["position"], "position"))
    if "contract_type" in show:
        items.append(("Contrat", contract_words(j["contract"], k), "contract_type"))
    items.append(("Catégorie", j["category"], None))
    items.append(("Situation familiale", f"{p['marital']} - {p['children']} enf.", None))
    return items


def payslip_grid(P, doc):
    e, s, show = doc["employer"], doc["payslip"], set(doc["show"])
    font, acc = e["font"], e["color"]
    k = doc["seed"] % 12
    P.new_page()
    L, R = 36, P.w - 36
    P.logo(e["logo"], L, 34, 40, acc, light(acc, 0.45), initials(e["name"]))
    P.text(L + 48, 34, e["name"], size=11, font=font, bold=True)
    P.mark("employer")
    yy = 50
    for line in employer_lines(e):
        P.text(L + 48, yy, line, size=7.5, font=font, color=GREY)
        yy += 9.5
    if "employer_cnss" in show:
        P.text(L + 48, yy, f"N° affiliation CNSS : {e['cnss']}", size=7.5, font=font)
        P.mark("employer_cnss")
        yy += 9.5
    P.text(L + 48, yy, f"ICE : {e['ice']}", size=7.5, font=font, color=GREY)
    bx, bw = R - 180, 180
    P.rect(bx, 34, bw, 52, stroke=acc, fill=light(acc, 0.88), lw=1)
    P.text(bx + bw / 2, 40, "BULLETIN DE PAIE", size=13, font=font, bold=True, color=dark(acc, 0.7), align="c")
    label, value = period_text(doc, s["period"], k)
    P.text(bx + bw / 2, 62, label + value, size=8.5, font=font, align="c", bold=True)
    P.mark("pay_period")
    y = 104
    items = _employee_items(P, doc, k)
    cells = []
    for lab, val, field in items:
        cells.append(
            dict(
                text=f"<span size='{int(6.3 * 1024)}' foreground='#666666'>{esc(lab)}</span>\n<b>{esc(val)}</b>",
                markup=True,
            )
        )
        if field:
            P.mark(field)
    ncol = 4
    rows = [cells[i : i + ncol] for i in range(0, len(cells), ncol)]
    rows[-1] += [""] * (ncol - len(rows[-1]))
    y = P.table(L, y, [(R - L) / ncol] * ncol, rows, size=8.2, font=font, pad=3, grid="full", lw=0.6)
    y += 10
    widths = [30, 180, 42, 66, 44, 82, 79]
    head = ["N°", "Désignation", "Nombre", "Base", "Taux", "Gains", "Retenues"]
    body = _slip_rows(doc, s)
    body += [[""] * 7 for _ in range(9 - len(body) // 2)]
    body.append(["", "TOTAUX", "", "", "", T(doc, s["total_gain"]), T(doc, s["total_ded"])])
    y = P.table(
        L,
        y,
        widths,
        [head, *body],
        size=7.8,
        font=font,
        header=1,
        header_fill=light(acc, 0.7),
        grid="cols",
        aligns=["c", "l", "r", "r", "r", "r", "r"],
        bold_rows={len(body)},
        lw=0.6,
        pad=2.6,
    )
    y += 10
    gl = _gross_label(s, k)
    heads, vals = [gl], [T(doc, s["gross"])]
    if s["exempt"]:
        heads.append("Brut imposable")
        vals.append(T(doc, s["taxable_gross"]))
    heads += ["Net imposable", "Total retenues", _net_label(k)]
    vals += [T(doc, s["net_taxable"]), T(doc, s["total_ded"]), A(doc, s["net"])]
    n = len(heads)
    w = (R - L) / n
    fills = [None]
    P.table(
        L,
        y,
        [w] * n,
        [heads, [dict(text=v, bold=(i == n - 1), size=9.5 if i == n - 1 else 8.5) for i, v in enumerate(vals)]],
        size=8.5,
        font=font,
        header=1,
        header_fill=light(acc, 0.8),
        grid="full",
        aligns=["c"] * n,
        fills=fills,
        lw=0.7,
    )
    P.mark("gross_salary", "net_salary")
    y += 44
    cum = s["cumul"]
    y = P.table(
        L,
        y,
        [120, 101, 101, 101, 100],
        [
            ["Cumuls annuels", "Brut imposable", "Net imposable", "IR retenu", "Jours travaillés"],
            [
                "Au " + D(doc, doc["issued"], "slash"),
                T(doc, cum["gross"]),
                T(doc, cum["net_taxable"]),
                T(doc, cum["ir"]),
                str(cum["days"]),
            ],
        ],
        size=7.2,
        font=font,
        header=1,
        header_fill=(0.93, 0.93, 0.93),
        grid="full",
        aligns=["l", "r", "r", "r", "r"],
    )
    y += 14
    P.text(
        L,
        y,
        f"Mode de paiement : virement bancaire - Congés acquis : {P.rng.choice(['1,5', '2,0', '18,0', '9,5'])} j",
        size=7.5,
        font=font,
    )
    P.text(
        L,
        y + 12,
        "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin sans "
        "limitation de durée.",
        size=6.8,
        font=font,
        color=GREY,
        italic=True,
    )
    if P.rng.random() < 0.5:
        company_stamp(P, e, R - 170, y + 30)


def payslip_twocol(P, doc):
    e, s, show = doc["employer"], doc["payslip"], set(doc["show"])
    font, acc = e["font"], e["color"]
    k = doc["seed"] % 12 + 1
    P.new_page()
    top = letterhead(P, doc, e, "band")
    L, R = 42, P.w - 42
    title = ["Bulletin de salaire", "BULLETIN DE SALAIRE", "Bulletin de paie"][k % 3]
    P.text(P.w / 2 - 10, top, title, size=15, font=font, bold=True, align="r", color=dark(acc, 0.8))
    P.text(P.w / 2 + 10, top - 2, "ورقة الأداء", size=15, font=arabic_font(k), bold=True, color=dark(acc, 0.8))
    label, value = period_text(doc, s["period"], k)
    P.text(P.w / 2, top + 22, label + value, size=9.5, font=font, align="c")
    P.mark("pay_period")
    y = top + 44
    items = _employee_items(P, doc, k)
    half = (len(items) + 1) // 2
    left, right = items[:half], items[half:]
    P.rect(L, y - 6, R - L, 12 + 15.5 * half, stroke=acc, lw=0.6, radius=4)
    info_lines(P, L + 8, y, [(a + " :", b, c) for a, b, c in left], 95, 8.3, font, gap=5)
    info_lines(P, L + (R - L) / 2 + 4, y, [(a + " :", b, c) for a, b, c in right], 100, 8.3, font, gap=5)
    y += 15.5 * half + 16
    if "employer_cnss" in show:
        P.text(L, y, f"Employeur : {e['name']} - N° d'affiliation CNSS : {e['cnss']}", size=8, font=font, color=GREY)
        P.mark("employer_cnss")
        y += 16
    widths = [205, 74, 50, 92, 90]
    head = ["Rubrique", "Base", "Taux", "À payer", "À retenir"]
    body = [[r[1], r[3], r[4], r[5], r[6]] for r in _slip_rows(doc, s)]
    y = P.table(
        L,
        y,
        widths,
        [head, *body],
        size=8.2,
        font=font,
        header=1,
        header_fill=light(acc, 0.75),
        grid="hlines",
        aligns=["l", "r", "r", "r", "r"],
        lw=0.3,
        pad=3.2,
        line_color=(0.6, 0.6, 0.6),
    )
    y += 14
    bx = R - 250
    rows = [[_gross_label(s, k), T(doc, s["gross"])]]
    if s["exempt"]:
        rows.append(["Salaire brut imposable", T(doc, s["taxable_gross"])])
    rows += [["Total des retenues", T(doc, s["total_ded"])], ["Net imposable", T(doc, s["net_taxable"])]]
    y2 = P.table(bx, y, [160, 90], rows, size=8.8, font=font, grid="rows", aligns=["l", "r"], lw=0.4)
    P.rect(bx, y2 + 6, 250, 30, stroke=None, fill=acc)
    P.text(bx + 8, y2 + 14, _net_label(k) + "  (الصافي)", size=10.5, font=font, bold=True, color=WHITE)
    P.text(bx + 242, y2 + 14, A(doc, s["net"]), size=11, font=font, bold=True, color=WHITE, align="r")
    P.mark("gross_salary", "net_salary")
    P.text(L, y, "Paiement par virement", size=8, font=font, color=GREY)
    P.text(L, y + 12, f"Jours travaillés : {s['days']}", size=8, font=font, color=GREY)
    P.text(L, y + 24, f"Cumul IR : {T(doc, s['cumul']['ir'])}", size=8, font=font, color=GREY)
    P.signature(L + 20, y2 + 30, 90, 26, doc["seed"])
    company_footer(P, e, False)


def payslip_sections(P, doc):
    e, s, show = doc["employer"], doc["payslip"], set(doc["show"])
    font = e["font"]
    mono = ["Liberation Mono", "DejaVu Sans Mono", "Nimbus Mono PS", "FreeMono"][doc["seed"] % 4]
    k = doc["seed"] % 12 + 2
    P.new_page()
    L, R = 40, P.w - 40
    P.text(L, 40, e["name"], size=12, font=font, bold=True)
    P.mark("employer")
    P.text(L, 56, ", ".join(employer_lines(e)), size=8, font=font)
    if "employer_cnss" in show:
        P.text(L, 67, f"Affiliation CNSS : {e['cnss']}    ICE : {e['ice']}", size=8, font=font)
        P.mark("employer_cnss")
    else:
        P.text(L, 67, f"ICE : {e['ice']}    IF : {e['if_']}", size=8, font=font)
    title = ["FICHE DE PAIE", "Fiche de paie", "BULLETIN DE PAIE"][k % 3]
    P.text(R, 38, title, size=16, font=font, bold=True, align="r")
    P.text(R, 60, "بيان الأجرة", size=11, font=arabic_font(k + 1), align="r", color=GREY)
    label, value = period_text(doc, s["period"], k)
    P.text(R, 80, label + value, size=9, font=font, align="r", bold=True)
    P.mark("pay_period")
    P.line(L, 96, R, 96, lw=1.5)
    items = [it for it in _employee_items(P, doc, k) if it[0] not in ("Catégorie", "Situation familiale", "Matricule")]
    n = len(items)
    w = (R - L) / n
    y = P.table(
        L,
        106,
        [w] * n,
        [[a for a, _, _ in items], [b for _, b, _ in items]],
        size=7.4,
        font=font,
        header=1,
        header_fill=(0.9, 0.9, 0.9),
        grid="full",
        aligns=["c"] * n,
        pad=3,
    )
    for _, _, field in items:
        if field:
            P.mark(field)
    y += 16
    gains = [ln for ln in s["lines"] if ln["gain"] is not None]
    deds = [ln for ln in s["lines"] if ln["ded"] is not None]
    P.text(L, y, "ÉLÉMENTS DE RÉMUNÉRATION", size=9, font=font, bold=True)
    y += 14
    rows = [["Libellé", "Nombre / Base", "Taux", "Montant"]]
    for ln in gains:
        base = ln["nb"] or (T(doc, ln["base"]) if ln["base"] is not None else "")
        rows.append([ln["label"], dict(text=base, size=8), ln["rate"] or "", dict(text=T(doc, ln["gain"]))])
    gl = _gross_label(s, k)
    rows.append([dict(text=gl, bold=True), "", "", dict(text=T(doc, s["gross"]), bold=True)])
    y = P.table(
        L,
        y,
        [255, 100, 60, 100],
        rows,
        size=8.5,
        font=font,
        header=1,
        header_fill=(0.92, 0.92, 0.92),
        grid="frame_rows",
        aligns=["l", "r", "r", "r"],
        lw=0.4,
    )
    y += 14
    P.text(L, y, "RETENUES ET COTISATIONS", size=9, font=font, bold=True)
    y += 14
    rows = [["Libellé", "Base", "Taux", "Montant"]]
    for ln in deds:
        rows.append(
            [ln["label"], T(doc, ln["base"]) if ln["base"] is not None else "", ln["rate"] or "", T(doc, ln["ded"])]
        )
    rows.append([dict(text="Total des retenues", bold=True), "", "", dict(text=T(doc, s["total_ded"]), bold=True)])
    y = P.table(
        L,
        y,
        [255, 100, 60, 100],
        rows,
        size=8.5,
        font=font,
        header=1,
        header_fill=(0.92, 0.92, 0.92),
        grid="frame_rows",
        aligns=["l", "r", "r", "r"],
        lw=0.4,
    )
    y += 18
    if s["exempt"]:
        P.text(
            L,
            y,
            f"dont indemnités non imposables : {T(doc, s['exempt'])}   -   Brut imposable : "
            f"{T(doc, s['taxable_gross'])}",
            size=8,
            font=font,
            color=GREY,
        )
        y += 14
    P.rect(L, y, R - L, 34, stroke=BLACK, lw=1.2)
    P.text(L + 10, y + 9, _net_label(k + 1).upper(), size=12, font=font, bold=True)
    P.text(R - 10, y + 8, A(doc, s["net"]), size=13, font=mono, bold=True, align="r")
    P.mark("gross_salary", "net_salary")
    y += 44
    P.text(
        L,
        y,
        "Arrêté le présent bulletin à la somme de : " + M.amount_words(s["net"]),
        size=8,
        font=font,
        italic=True,
        w=R - L,
    )
    y += 28
    P.text(
        L,
        y,
        f"Net imposable : {T(doc, s['net_taxable'])}   -   IR : {T(doc, s['ir'])}   -   Frais professionnels : "
        f"{T(doc, s['fp'])}",
        size=7.8,
        font=font,
        color=GREY,
    )
    P.text(
        L,
        P.h - 60,
        "Réglé par virement sur le compte bancaire du salarié. Document à conserver sans limitation de durée.",
        size=7,
        font=font,
        color=GREY,
    )


# ---------------------------------------------------------------- certificates


def _cert_head(P, doc, e, title, k):
    style = ["left", "center", "band"][k % 3]
    y = letterhead(P, doc, e, style)
    y += 22
    P.text(
        P.w - 42,
        y - 14,
        f"Réf. : RH/{doc['issued'][:4]}/{doc['seed'] % 900 + 100}",
        size=8,
        font=e["font"],
        color=GREY,
        align="r",
    )
    y += 10
    w, h = P.measure(title, size=16, font=e["font"], bold=True)
    P.text(P.w / 2, y, title, size=16, font=e["font"], bold=True, align="c")
    P.line(P.w / 2 - w / 2, y + h + 2, P.w / 2 + w / 2, y + h + 2, lw=1)
    return y + h + 34


def _identity_phrase(doc, p, show):
    parts = []
    if "date_of_birth" in show:
        parts.append(f"{fem(p, 'né', 'née')} le {D(doc, p['dob'], 'long1er')} à {p['pob'].title()}")
    if "cin" in show:
        if p["cin"]:
            parts.append(f"titulaire de la carte nationale d'identité n° <b>{esc(p['cin'])}</b>")
        elif doc.get("foreign"):
            parts.append(f"titulaire de la carte de résident n° {esc(doc['foreign']['residence']['number'])}")
    return (", " + ", ".join(parts)) if parts else ""


def _mark_identity(P, p, show):
    if "date_of_birth" in show:
        P.mark("date_of_birth")
    if "cin" in show and p["cin"]:
        P.mark("cin")


def employment_certificate(P, doc):
    e, p, j, show = doc["employer"], doc["person"], doc["job"], set(doc["show"])
    font = e["font"]
    k = doc["seed"] % 7
    P.new_page()
    L, R = 62, P.w - 62
    variant = doc["variant"]
    title = ["ATTESTATION DE TRAVAIL", "Attestation de travail", "ATTESTATION D'EMPLOI"][k % 3]
    y = _cert_head(P, doc, e, title, k)
    P.mark("applicant_name", "employer", "hire_date", "position")
    who = f"{civ(p)} <b>{esc(pname(p, doc['name_order']))}</b>"
    if variant == "form":
        P.text(
            L,
            y,
            "Nous certifions que la personne désignée ci-dessous fait partie de notre personnel :",
            size=10.5,
            font=font,
            w=R - L,
        )
        y += 30
        rows = [[dict(text="EMPLOYEUR", span=2, bold=True, fill=light(e["color"], 0.8))], ["Raison sociale", e["name"]]]
        if "employer_cnss" in show:
            rows.append(["N° d'affiliation CNSS", e["cnss"]])
            P.mark("employer_cnss")
        rows.append(["Adresse", ", ".join(employer_lines(e))])
        rows.append([dict(text="SALARIÉ(E)", span=2, bold=True, fill=light(e["color"], 0.8))])
        rows.append(["Nom et prénom", pname(p, doc["name_order"])])
        if "cin" in show and p["cin"]:
            rows.append(["N° de la CIN", p["cin"]])
        if "date_of_birth" in show:
            rows.append(["Date de naissance", D(doc, p["dob"])])
        rows.append(["Fonction occupée", j["position"]])
        rows.append(["Date d'embauche", D(doc, j["hire"])])
        if "contract_type" in show:
            rows.append(["Nature du contrat", contract_words(j["contract"], k)])
            P.mark("contract_type")
        _mark_identity(P, p, show)
        y = P.table(L, y, [170, R - L - 170], rows, size=10, font=font, pad=5, grid="full", lw=0.6)
        y += 24
        P.text(
            L,
            y,
            "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce "
            "que de droit.",
            size=10.5,
            font=font,
            w=R - L,
        )
        y += 40
    else:
        if variant == "prose":
            capital = f", société au capital de {e['capital']} DH"
            cnss = ""
            if "employer_cnss" in show:
                cnss = f", affiliée à la Caisse Nationale de Sécurité Sociale sous le n° {e['cnss']}"
                P.mark("employer_cnss")
            body = (
                f"Nous soussignés, <b>{esc(e['name'])}</b>{capital}, dont le siège est sis "
                f"{esc(', '.join(employer_lines(e)))}"
                f"{cnss}, représentée par {esc(e['signatory'][0])}, en sa qualité de {esc(e['signatory'][1])}, "
                f"attestons par la présente que {who}{_identity_phrase(doc, p, show)}, est "
                f"{fem(p, 'employé', 'employée')} au sein de notre société depuis le {D(doc, j['hire'], 'long1er')} "
                f"en qualité de <b>{esc(j['position'])}</b>"
            )
        else:
            cnss = ""
            if "employer_cnss" in show:
                cnss = f" (affiliation CNSS n° {e['cnss']})"
                P.mark("employer_cnss")
            body = (
                f"{'Je soussignée' if e['signatory'][0].split()[0] in FEMALE_SIGNATORIES else 'Je soussigné'}, "
                f"{esc(e['signatory'][0])}, {esc(e['signatory'][1])} de la société <b>{esc(e['name'])}</b>{cnss}, "
                f"certifie que {who}{_identity_phrase(doc, p, show)}, fait partie du personnel de notre entreprise "
                f"depuis le {D(doc, j['hire'])}. {fem(p, 'Il', 'Elle')} y occupe actuellement le poste de "
                f"<b>{esc(j['position'])}</b>"
            )
        _mark_identity(P, p, show)
        if "contract_type" in show:
            body += ", " + contract_phrase(j["contract"], k)
            P.mark("contract_type")
        body += "."
        y += P.text(L, y, body, size=11, font=font, w=R - L, markup=True, justify=True, spacing=1.45)
        y += 18
        closing = [
            f"La présente attestation est délivrée à {fem(p, THE_HOLDER_M, THE_HOLDER_F)} sur sa demande pour servir "
            "et valoir ce que de droit.",
            "Cette attestation est établie à la demande de l'intéressé(e) pour faire valoir ce que de droit, notamment "
            "auprès de tout organisme de crédit.",
        ][k % 2]
        y += P.text(L, y, closing, size=11, font=font, w=R - L, justify=True, spacing=1.45)
        y += 30
    P.text(R, y, f"Fait à {e['city']}, le {D(doc, doc['issued'], 'long')}", size=10.5, font=font, align="r")
    sign_block(P, doc, e, R - 190, y + 30)
    company_footer(P, e, False)


def salary_certificate(P, doc):
    e, p, j, s, show = doc["employer"], doc["person"], doc["job"], doc["payslip"], set(doc["show"])
    font = e["font"]
    k = doc["seed"] % 5
    P.new_page()
    L, R = 62, P.w - 62
    title = ["ATTESTATION DE SALAIRE", "Attestation de salaire", "ATTESTATION DE SALAIRE MENSUEL"][k % 3]
    y = _cert_head(P, doc, e, title, k + 1)
    P.mark("applicant_name", "employer")
    who = f"{civ(p)} <b>{esc(pname(p, doc['name_order']))}</b>"
    if doc["variant"] == "prose":
        body = (
            f"Nous soussignés, <b>{esc(e['name'])}</b>, {esc(', '.join(employer_lines(e)))}, attestons que {who}"
            f"{_identity_phrase(doc, p, show)}"
        )
        if "hire_date" in show:
            body += f", {fem(p, 'employé', 'employée')} dans notre société depuis le {D(doc, j['hire'], 'long1er')}"
            P.mark("hire_date")
        if "position" in show:
            body += f" en qualité de <b>{esc(j['position'])}</b>"
            P.mark("position")
        if "gross_salary" in show:
            body += (
                f", perçoit un salaire mensuel brut de <b>{esc(A(doc, s['gross']))}</b> "
                f"({M.amount_words(s['gross'])}), "
                f"soit un salaire mensuel net de <b>{esc(A(doc, s['net']))}</b> ({M.amount_words(s['net'])})."
            )
            P.mark("gross_salary", "net_salary")
        else:
            body += (
                f", perçoit une rémunération mensuelle nette de <b>{esc(A(doc, s['net']))}</b> "
                f"({M.amount_words(s['net'])}), primes et indemnités comprises."
            )
            P.mark("net_salary")
        _mark_identity(P, p, show)
        y += P.text(L, y, body, size=11, font=font, w=R - L, markup=True, justify=True, spacing=1.45)
        y += 18
    else:
        y += P.text(
            L,
            y,
            f"Nous soussignés, {esc(e['name'])}, attestons que {who}{_identity_phrase(doc, p, show)}, "
            f"fait partie de notre personnel et a perçu les rémunérations suivantes :",
            size=10.5,
            font=font,
            w=R - L,
            markup=True,
            justify=True,
            spacing=1.35,
        )
        _mark_identity(P, p, show)
        y += 14
        items = []
        if "position" in show:
            items.append(("Fonction :", j["position"], "position"))
        if "hire_date" in show:
            items.append(("Date d'embauche :", D(doc, j["hire"]), "hire_date"))
        y = info_lines(P, L, y, items, 120, 10, font) + 8
        y_, m_ = (int(v) for v in doc["issued"][:7].split("-"))
        months = []
        for i in range(3, 0, -1):
            mm, yy = m_ - i, y_
            while mm < 1:
                mm, yy = mm + 12, yy - 1
            months.append(f"{yy:04d}-{mm:02d}")
        head = ["Mois", "Salaire brut", "Retenues", "Salaire net"]
        rows = [head]
        for per in months:
            rows.append([M.fmt_month(per, "word"), T(doc, s["gross"]), T(doc, s["total_ded"]), T(doc, s["net"])])
        y = P.table(
            L,
            y,
            [130, 115, 110, R - L - 355],
            rows,
            size=10,
            font=font,
            header=1,
            header_fill=light(e["color"], 0.8),
            grid="full",
            aligns=["l", "r", "r", "r"],
            pad=5,
        )
        y += 16
        items = []
        if "gross_salary" in show:
            items.append(("Salaire mensuel brut :", A(doc, s["gross"]), "gross_salary"))
        items.append(("Salaire mensuel net :", A(doc, s["net"]), "net_salary"))
        y = info_lines(P, L, y, items, 150, 10.5, font) + 14
        y += P.text(
            L,
            y,
            "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
            size=10.5,
            font=font,
            w=R - L,
        )
        y += 10
    P.text(R, y + 20, f"{e['city']}, le {D(doc, doc['issued'], 'slash')}", size=10.5, font=font, align="r")
    sign_block(P, doc, e, R - 190, y + 48)
    company_footer(P, e, P.rng.random() < 0.5)


def _cnss_header(P, doc):
    green, blue = (0.0, 0.45, 0.3), (0.05, 0.25, 0.55)
    L, R = 42, P.w - 42
    P.text(L, 34, "ROYAUME DU MAROC", size=9, font="DejaVu Sans", bold=True)
    P.text(L, 47, "Caisse Nationale de Sécurité Sociale", size=11, font="DejaVu Sans", bold=True, color=blue)
    P.text(R, 32, "المملكة المغربية", size=11, font="Noto Naskh Arabic", bold=True, align="r")
    P.text(
        R, 48, "الصندوق الوطني للضمان الاجتماعي", size=11, font="Noto Naskh Arabic", bold=True, align="r", color=blue
    )
    c = P.ctx
    cx, cy = P.w / 2, 52
    c.arc(cx, cy, 20, 0, 6.2832)
    c.set_source_rgb(*green)
    c.fill()
    c.arc(cx, cy, 14, 0, 6.2832)
    c.set_source_rgb(1, 1, 1)
    c.fill()
    P.text(cx, cy - 6, "CNSS", size=8, font="DejaVu Sans", bold=True, color=blue, align="c")
    P.line(L, 82, R, 82, lw=2, color=green)
    P.line(L, 85, R, 85, lw=0.6, color=blue)


def cnss_certificate(P, doc):
    p, j, e, show = doc["person"], doc["job"], doc["employer"], set(doc["show"])
    font = ["DejaVu Sans", "Liberation Sans", "Noto Sans"][doc["seed"] % 3]
    P.new_page()
    _cnss_header(P, doc)
    L, R = 56, P.w - 56
    y = 108
    P.text(R, y, f"Direction Régionale {e['city']}", size=8.5, font=font, align="r", color=GREY)
    P.text(R, y + 11, f"Édité le {D(doc, doc['issued'], 'slash')}", size=8.5, font=font, align="r", color=GREY)
    P.text(L, y, f"N° : {doc['issued'][:4]}/{doc['seed'] % 900000 + 100000}", size=8.5, font=font, color=GREY)
    y += 44
    P.mark("applicant_name", "cnss_number", "affiliation_date")
    if doc["variant"] == "immat":
        P.text(P.w / 2, y, "ATTESTATION D'IMMATRICULATION", size=15, font=font, bold=True, align="c")
        P.text(P.w / 2, y + 20, "شهادة التسجيل", size=12, font="Noto Naskh Arabic", align="c")
        y += 56
        P.text(L, y, "La Caisse Nationale de Sécurité Sociale atteste que :", size=10.5, font=font)
        y += 24
        rows = [["Nom", p["family"].upper()], ["Prénom", p["given"].upper()]]
        if "date_of_birth" in show:
            rows.append(["Date de naissance", D(doc, p["dob"])])
            P.mark("date_of_birth")
        if "cin" in show and p["cin"]:
            rows.append(["N° CIN", p["cin"]])
            P.mark("cin")
        rows.append(["N° d'immatriculation", dict(text=j["cnss_number"], bold=True)])
        rows.append(["Date d'immatriculation", D(doc, j["affiliation"])])
        y = P.table(
            L, y, [180, R - L - 180], rows, size=10.5, font=font, pad=5, grid="full", fills=[(0.95, 0.97, 0.96)] * 8
        )
        y += 20
        txt = (
            f"est {fem(p, 'immatriculé', 'immatriculée')} auprès de la Caisse Nationale de Sécurité Sociale "
            "au titre du "
            f"régime général de sécurité sociale."
        )
        y += P.text(L, y, txt, size=10.5, font=font, w=R - L)
        if "employer" in show:
            y += 10
            y += P.text(
                L,
                y,
                f"Dernier employeur déclarant : {e['name']} (affilié sous le n° {e['cnss']}).",
                size=10.5,
                font=font,
                w=R - L,
            )
            P.mark("employer", "employer_cnss")
    else:
        P.text(P.w / 2, y, "ATTESTATION D'AFFILIATION", size=15, font=font, bold=True, align="c")
        P.text(P.w / 2, y + 20, "(Assuré déclaré par un employeur affilié)", size=9, font=font, align="c", color=GREY)
        y += 50
        who = f"{civ(p)} <b>{esc(pname(p, 'given_first', 'upper'))}</b>"
        ident = []
        if "date_of_birth" in show:
            ident.append(f"{fem(p, 'né', 'née')} le {D(doc, p['dob'])}")
            P.mark("date_of_birth")
        if "cin" in show and p["cin"]:
            ident.append(f"CIN n° {esc(p['cin'])}")
            P.mark("cin")
        body = (
            f"La Caisse Nationale de Sécurité Sociale certifie que {who}"
            + (", " + ", ".join(ident) if ident else "")
            + f", {fem(p, 'immatriculé', 'immatriculée')} sous le n° <b>{j['cnss_number']}</b> depuis le "
            f"{D(doc, j['affiliation'])}, est {fem(p, 'déclaré', 'déclarée')} au titre des périodes ci-dessous par "
            f"l'employeur <b>{esc(e['name'])}</b>, affilié à la CNSS sous le n° <b>{e['cnss']}</b>."
        )
        P.mark("employer", "employer_cnss")
        y += P.text(L, y, body, size=10.5, font=font, w=R - L, markup=True, justify=True, spacing=1.35)
        y += 18
        rows = [["Période", "Jours déclarés", "N° affiliation employeur"]]
        y_, m_ = (int(v) for v in doc["issued"][:7].split("-"))
        for i in range(6, 0, -1):
            mm, yy = m_ - i, y_
            while mm < 1:
                mm, yy = mm + 12, yy - 1
            rows.append([f"{mm:02d}/{yy}", "26", e["cnss"]])
        y = P.table(L, y, [150, 130, R - L - 280], rows, size=9.5, font=font, header=1, grid="full", aligns=["c"] * 3)
    y += 26
    P.text(
        L,
        y,
        "Cette attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que de droit.",
        size=9.5,
        font=font,
        w=R - L,
        italic=True,
    )
    P.qr_like(L, P.h - 150, 62, doc["seed"])
    P.text(
        L + 72,
        P.h - 140,
        "Document édité via le portail électronique de la CNSS.\nL'authenticité de cette "
        "attestation peut être vérifiée à l'aide du code ci-contre.",
        size=7.5,
        font=font,
        color=GREY,
    )
    P.stamp_round(
        R - 70,
        P.h - 175,
        48,
        "CAISSE NATIONALE DE SECURITE SOCIALE * ",
        ["CNSS", e["city"].upper()],
        (0.1, 0.3, 0.6),
        P.rng.uniform(-0.3, 0.3),
    )


# ---------------------------------------------------------------- banks


def holder_text(doc, b, case="upper"):
    """The holder as the bank prints it: 'M. ou Mme' and the name, in the paper's name order."""
    p = doc["person"]
    own = b["holder"] == f"{p['given']} {p['family']}"
    shown = pname(p, doc["name_order"], case) if own else b["holder"].upper()
    return f"{b['holder_title']} {shown}"


def rib_text(b, form):
    if form == "whole":
        return b["rib"]
    if form == "iban":
        return M.iban_grouped(b["iban"])
    return M.rib_grouped(b["rib"])


def bank_header(P, doc, b, L, y, s=40):
    P.logo(b["logo"], L, y, s, b["color"], b["color2"], initials(b["name"]))
    P.text(L + s + 8, y + 2, b["name"], size=16, font=b["font"], bold=True, color=dark(b["color"], 0.8))
    P.text(L + s + 8, y + 23, BANK_AR.get(b["name"], ""), size=10, font=arabic_font(doc["seed"]), color=GREY)
    P.mark("bank_name")


def _bal(doc, cents, style):
    """A balance as printed: suffix '1 234,56 D'/'C', minus '-1 234,56', paren '(1 234,56)'."""
    absval = T(doc, abs(cents))
    if style == "suffix":
        return f"{absval} {'D' if cents < 0 else 'C'}"
    if style == "paren":
        return f"({absval})" if cents < 0 else absval
    return T(doc, cents)


def bank_statement(P, doc):
    b, st = doc["bank"], doc["statement"]
    variant = doc["variant"]
    font = b["font"]
    neg = doc["neg_style"]
    if variant != "classic" and neg == "column":
        neg = "suffix"
    rows = st["rows"]
    first, nxt = doc["page_rows"]
    chunks = [rows[:first]]
    rest = rows[first:]
    while rest:
        chunks.append(rest[:nxt])
        rest = rest[nxt:]
    npages = len(chunks)
    L, R = 36, P.w - 36
    title = {"classic": "RELEVÉ DE COMPTE", "running": "EXTRAIT DE COMPTE", "ledger": "RELEVÉ DE COMPTE"}[variant]
    if (st["end"][5:7] != st["start"][5:7]) and variant == "ledger":
        title = "RELEVÉ TRIMESTRIEL DE COMPTE"
    P.mark(
        "account_holder", "rib", "statement_period_start", "statement_period_end", "opening_balance", "closing_balance"
    )
    balance = st["opening"]
    tot_d = tot_c = 0
    for pi, chunk in enumerate(chunks):
        P.new_page()
        bank_header(P, doc, b, L, 30)
        P.text(R, 30, title, size=12.5, font=font, bold=True, align="r")
        P.text(R, 48, f"Page {pi + 1} / {npages}", size=8, font=font, align="r", color=GREY)
        period = f"Période du {D(doc, st['start'])} au {D(doc, st['end'])}"
        if pi == 0:
            P.text(R, 62, period, size=9, font=font, align="r", bold=True)
            hx = P.w / 2 + 30
            P.rect(hx - 8, 86, R - hx + 8, 62, stroke=(0.6, 0.6, 0.6), lw=0.5, radius=3)
            P.text(hx, 92, holder_text(doc, b), size=9.5, font=font, bold=True)
            yy = 106
            for line in doc["person"]["address"]:
                P.text(hx, yy, line, size=8, font=font)
                yy += 10.5
            info = [
                ("Agence", f"{b['agency']} ({b['agency_code']})"),
                ("Type de compte", b["account_type"]),
                ("IBAN" if doc["rib_form"] == "iban" else "RIB", rib_text(b, doc["rib_form"])),
                ("Code BIC", b["bic"]),
                ("Devise", "MAD - Dirham marocain"),
            ]
            y = info_lines(P, L, 86, [(a + " :", v, None) for a, v in info], 78, 8, font, gap=2.5)
            y = max(y, 156) + 8
        else:
            P.text(R, 62, period, size=8, font=font, align="r")
            P.text(L, 82, f"{holder_text(doc, b)} - {rib_text(b, doc['rib_form'])}", size=8, font=font)
            y = 100
        if variant == "ledger" and pi == 0:
            summary = [
                [
                    "Ancien solde au " + D(doc, M.add_days(st["start"], -1)),
                    "Total débits",
                    "Total crédits",
                    "Nouveau solde au " + D(doc, st["end"]),
                ],
                [
                    _bal(doc, st["opening"], neg),
                    T(doc, sum(r["debit"] for r in rows)),
                    T(doc, sum(r["credit"] for r in rows)),
                    _bal(doc, st["closing"], neg),
                ],
            ]
            y = P.table(
                L,
                y,
                [(R - L) / 4] * 4,
                summary,
                size=8.5,
                font=font,
                header=1,
                header_fill=light(b["color"], 0.8),
                grid="full",
                aligns=["c"] * 4,
                pad=4,
            )
            y += 12
        if variant == "running":
            widths = [52, 52, 215, 68, 68, R - L - 455]
            head = ["Date opé.", "Date val.", "Opération", "Débit", "Crédit", "Solde"]
        else:
            widths = [52, 243, 52, 88, R - L - 435]
            head = ["Date", "Libellé", "Valeur", "Débit", "Crédit"]
        body = []
        if pi == 0:
            lab = f"SOLDE AU {D(doc, M.add_days(st['start'], -1), 'slash')}" if variant != "ledger" else "ANCIEN SOLDE"
            if variant == "running":
                body.append(["", "", dict(text=lab, bold=True), "", "", dict(text=_bal(doc, balance, neg), bold=True)])
            elif neg == "column":
                body.append(
                    [
                        "",
                        dict(text=lab, bold=True),
                        "",
                        T(doc, -balance) if balance < 0 else "",
                        T(doc, balance) if balance >= 0 else "",
                    ]
                )
            else:
                body.append(["", dict(text=lab + "  " + _bal(doc, balance, neg), bold=True), "", "", ""])
        else:
            body.append(
                ["", dict(text="REPORT", bold=True), "", T(doc, tot_d), T(doc, tot_c)]
                if variant != "running"
                else ["", "", dict(text="REPORT", bold=True), T(doc, tot_d), T(doc, tot_c), _bal(doc, balance, neg)]
            )
        for r in chunk:
            balance += r["credit"] - r["debit"]
            tot_d += r["debit"]
            tot_c += r["credit"]
            deb = T(doc, r["debit"]) if r["debit"] else ""
            cre = T(doc, r["credit"]) if r["credit"] else ""
            if variant == "running":
                body.append(
                    [
                        D(doc, r["date"], "slash")[:5] if variant == "running" else "",
                        D(doc, r["value"], "slash")[:5],
                        r["label"],
                        deb,
                        cre,
                        _bal(doc, balance, neg),
                    ]
                )
            else:
                body.append([D(doc, r["date"], "slash"), r["label"], D(doc, r["value"], "slash"), deb, cre])
        last = pi == npages - 1
        if last:
            if variant == "running":
                body.append(["", "", dict(text="TOTAL DES MOUVEMENTS", bold=True), T(doc, tot_d), T(doc, tot_c), ""])
                body.append(
                    [
                        "",
                        "",
                        dict(text=f"SOLDE AU {D(doc, st['end'], 'slash')}", bold=True),
                        "",
                        "",
                        dict(text=_bal(doc, st["closing"], neg), bold=True),
                    ]
                )
            else:
                body.append(["", dict(text="TOTAL DES MOUVEMENTS", bold=True), "", T(doc, tot_d), T(doc, tot_c)])
                lab = f"SOLDE FINAL AU {D(doc, st['end'], 'slash')}" if variant == "classic" else "NOUVEAU SOLDE"
                if neg == "column":
                    body.append(
                        [
                            "",
                            dict(text=lab, bold=True),
                            "",
                            dict(text=T(doc, -st["closing"]), bold=True) if st["closing"] < 0 else "",
                            dict(text=T(doc, st["closing"]), bold=True) if st["closing"] >= 0 else "",
                        ]
                    )
                else:
                    body.append(["", dict(text=lab + "  " + _bal(doc, st["closing"], neg), bold=True), "", "", ""])
        else:
            body.append(
                ["", dict(text="À REPORTER", bold=True), "", T(doc, tot_d), T(doc, tot_c)]
                if variant != "running"
                else ["", "", dict(text="À REPORTER", bold=True), T(doc, tot_d), T(doc, tot_c), _bal(doc, balance, neg)]
            )
        aligns = ["c", "c", "l", "r", "r", "r"] if variant == "running" else ["c", "l", "c", "r", "r"]
        grid = {"classic": "cols", "running": "hlines", "ledger": "full"}[variant]
        fills = [None] + [(0.95, 0.95, 0.95) if i % 2 else None for i in range(len(body))]
        y = P.table(
            L,
            y,
            widths,
            [head, *body],
            size=7.6,
            font=font,
            header=1,
            header_fill=light(b["color"], 0.65),
            grid=grid,
            aligns=aligns,
            pad=2.6,
            lw=0.5,
            fills=fills if variant == "ledger" else None,
        )
        P.text(
            P.w / 2,
            P.h - 40,
            f"{b['name']} - {b['agency']} - {b['agency_address']} - Code SWIFT {b['bic']}",
            size=6.5,
            font=font,
            color=GREY,
            align="c",
        )
        if last:
            y += 14
            if neg == "column":
                P.text(
                    L,
                    y,
                    "Les soldes portés dans la colonne Débit sont des soldes débiteurs.",
                    size=7,
                    font=font,
                    color=GREY,
                )
            elif neg == "suffix":
                P.text(L, y, "C : solde créditeur - D : solde débiteur.", size=7, font=font, color=GREY)
            P.text(
                L,
                y + 11,
                "Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 jours.",
                size=7,
                font=font,
                color=GREY,
            )
    assert balance == st["closing"]


def rib_document(P, doc):
    b = doc["bank"]
    font = b["font"]
    P.new_page()
    L, R = 48, P.w - 48
    P.mark("bank_name", "account_holder", "rib")
    variant = doc["variant"]
    if variant == "letter":
        bank_header(P, doc, b, L, 40, 46)
        P.text(R, 44, b["agency"], size=9, font=font, align="r", bold=True)
        P.text(R, 56, b["agency_address"], size=8, font=font, align="r", color=GREY)
        y = 150
        P.text(P.w / 2, y, "ATTESTATION DE RIB", size=16, font=font, bold=True, align="c")
        y += 50
        body = (
            f"Nous soussignés, <b>{esc(b['name'])}</b>, {esc(b['agency'])}, attestons que "
            f"<b>{esc(holder_text(doc, b))}</b> "
            f"est titulaire dans nos livres d'un {b['account_type'].lower()} en dirhams dont les références bancaires "
            f"sont les suivantes :"
        )
        y += P.text(L, y, body, size=11, font=font, w=R - L, markup=True, justify=True, spacing=1.4)
        y += 18
        rows = [
            ["Relevé d'identité bancaire (RIB)", M.rib_grouped(b["rib"])],
            ["IBAN", M.iban_grouped(b["iban"])],
            ["Code BIC / SWIFT", b["bic"]],
            ["Agence", f"{b['agency']} - code {b['agency_code']}"],
        ]
        y = P.table(L, y, [190, R - L - 190], rows, size=10.5, font=font, pad=6, grid="full")
        y += 24
        y += P.text(
            L,
            y,
            "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce "
            "que de droit.",
            size=11,
            font=font,
            w=R - L,
        )
        P.text(R, y + 30, f"{b['city']}, le {D(doc, doc['issued'])}", size=10.5, font=font, align="r")
        P.text(R - 150, y + 60, "Le Directeur d'agence", size=10, font=font, bold=True)
        P.signature(R - 150, y + 80, 100, 30, doc["seed"])
        P.stamp_round(
            R - 200,
            y + 110,
            46,
            f"{b['name']} * {b['agency']} * ",
            [b["city"].upper()],
            b["color"],
            P.rng.uniform(-0.3, 0.3),
        )
        return
    copies = 2 if variant == "boxes" else 1
    y = 40
    for ci in range(copies):
        top = y
        bank_header(P, doc, b, L, y + 4, 36)
        title = "RELEVÉ D'IDENTITÉ BANCAIRE" if variant == "boxes" else "RIB - Relevé d'Identité Bancaire"
        P.text(R, y + 6, title, size=12, font=font, bold=True, align="r")
        P.text(R, y + 24, "بيان الهوية البنكية", size=10, font=arabic_font(doc["seed"] + 1), align="r", color=GREY)
        y += 58
        P.text(L, y, "Titulaire du compte", size=8, font=font, color=GREY)
        P.text(L + 110, y - 1, holder_text(doc, b), size=10.5, font=font, bold=True)
        y += 16
        P.text(L + 110, y, " ".join(doc["person"]["address"]), size=8, font=font)
        y += 20
        head = ["Code banque", "Code ville", "N° de compte", "Clé RIB"]
        vals = [b["rib"][0:3], b["rib"][3:6], b["rib"][6:22], b["rib"][22:24]]
        big = ["Liberation Mono", "DejaVu Sans Mono", "FreeMono"][doc["seed"] % 3]
        widths = [80, 80, R - L - 230, 70]
        P.table(L, y, widths, [head], size=7.5, font=font, grid="none", aligns=["c"] * 4, header=1, header_fill=None)
        y += 14
        y = P.table(
            L,
            y,
            widths,
            [[dict(text=v, size=12, bold=True) for v in vals]],
            font=big,
            grid="full",
            aligns=["c"] * 4,
            pad=5,
            lw=0.9,
        )
        y += 10
        y = info_lines(
            P,
            L,
            y,
            [
                ("IBAN", M.iban_grouped(b["iban"]), None),
                ("BIC / SWIFT", b["bic"], None),
                ("Domiciliation", f"{b['agency']} - {b['agency_address']}", None),
            ],
            110,
            9,
            font,
            gap=4,
        )
        P.rect(L - 10, top - 4, R - L + 20, y - top + 10, stroke=b["color"], lw=1, radius=6)
        y += 26
        if copies > 1 and ci == 0:
            P.line(20, y - 10, P.w - 20, y - 10, lw=0.6, color=GREY, dash=[4, 3])
            P.text(24, y - 18, "✂", size=9, font="DejaVu Sans", color=GREY)
            y += 14
    P.text(
        L,
        y,
        "Ce relevé est destiné à être remis à vos créanciers ou débiteurs pour faciliter l'enregistrement de "
        "vos opérations (virements, prélèvements).",
        size=8,
        font=font,
        color=GREY,
        w=R - L,
    )


# ---------------------------------------------------------------- cards


def card_base(P, x, y, w, h, c1, c2, seed):
    P.rect(x, y, w, h, stroke=(0.6, 0.6, 0.6), fill=c1, lw=0.4, radius=3.2 * MM)
    P.ctx.save()
    P.rect(x, y, w, h, stroke=None, fill=None, radius=3.2 * MM)
    P.ctx.new_path()
    P.guilloche(x, y, w, h, c2, n=26, lw=0.22, alpha=0.55)
    P.ctx.restore()


def cin_front(P, doc):
    p, card = doc["person"], doc["card"]
    P.new_page()
    new = card["kind"] == "new"
    w, h = P.w, P.h
    if new:
        card_base(P, 0, 0, w, h, (0.93, 0.95, 0.92), (0.45, 0.6, 0.55), doc["seed"])
        P.text(8, 6, "ROYAUME DU MAROC", size=6.2, font="DejaVu Sans", bold=True)
        P.text(w - 8, 4, "المملكة المغربية", size=7.5, font="Noto Naskh Arabic", bold=True, align="r")
        P.text(
            w / 2,
            15,
            "CARTE NATIONALE D'IDENTITÉ",
            size=6.8,
            font="DejaVu Sans",
            bold=True,
            align="c",
            color=(0.6, 0.1, 0.1),
        )
        P.text(w / 2, 23, "البطاقة الوطنية للتعريف", size=7, font="Noto Naskh Arabic", align="c", color=(0.6, 0.1, 0.1))
        P.photo(8, 40, 60, 76, p["photo"], grey=True)
        x = 76
        fs = 5.0
        fv = 7.6
        yy = 40
        for lab, val, ar in (
            ("Nom", p["family"].upper(), p["family_ar"]),
            ("Prénom", p["given"].upper(), p["given_ar"]),
        ):
            P.text(x, yy, lab, size=fs, font="DejaVu Sans", color=GREY)
            P.text(x, yy + 6, val, size=fv, font="DejaVu Sans", bold=True)
            P.text(w - 8, yy + 3, ar, size=8, font="Noto Naskh Arabic", bold=True, align="r")
            yy += 19
        P.mark("applicant_name")
        P.text(x, yy, "Né(e) le", size=fs, font="DejaVu Sans", color=GREY)
        P.text(x, yy + 6, M.fmt_date(p["dob"], "dot"), size=fv, font="DejaVu Sans", bold=True)
        P.text(x + 62, yy, "à", size=fs, font="DejaVu Sans", color=GREY)
        P.text(x + 62, yy + 6, p["pob"], size=fv, font="DejaVu Sans", bold=True)
        P.text(w - 8, yy + 14, p["pob_ar"], size=7, font="Noto Naskh Arabic", align="r")
        P.mark("date_of_birth", "place_of_birth")
        yy += 24
        P.text(x, yy, "Valable jusqu'au", size=fs, font="DejaVu Sans", color=GREY)
        P.text(x, yy + 6, M.fmt_date(card["expiry"], "dot"), size=fv, font="DejaVu Sans", bold=True)
        P.mark("cin_expiry")
        P.text(8, h - 20, "N°", size=6, font="DejaVu Sans", color=GREY)
        P.text(20, h - 24, p["cin"], size=12, font="DejaVu Sans Mono", bold=True, color=(0.55, 0.05, 0.05))
        P.mark("cin")
        P.photo(w - 38, h - 46, 28, 36, p["photo"], grey=True, bg=(0.93, 0.95, 0.92))
        P.ctx.set_source_rgba(0.93, 0.95, 0.92, 0.55)
        P.ctx.rectangle(w - 38, h - 46, 28, 36)
        P.ctx.fill()
    else:
        card_base(P, 0, 0, w, h, (0.9, 0.93, 0.97), (0.45, 0.55, 0.75), doc["seed"])
        P.rect(0, 0, w, 24, stroke=None, fill=(0.15, 0.35, 0.3))
        P.text(8, 4, "ROYAUME DU MAROC", size=6.5, font="Liberation Sans", bold=True, color=WHITE)
        P.text(8, 12.5, "Carte Nationale d'Identité", size=6, font="Liberation Sans", color=WHITE)
        P.text(w - 8, 2, "المملكة المغربية", size=7.5, font="Noto Kufi Arabic", bold=True, align="r", color=WHITE)
        P.text(w - 8, 12, "البطاقة الوطنية", size=6, font="Noto Kufi Arabic", align="r", color=WHITE)
        P.photo(w - 70, 32, 60, 78, p["photo"], grey=False, bg=(0.8, 0.84, 0.9))
        x = 8
        yy = 32
        rows = [
            ("Nom :", p["family"].upper()),
            ("Prénom :", p["given"].upper()),
            ("Né(e) le :", M.fmt_date(p["dob"], "slash")),
            ("à :", p["pob"]),
            ("Valable jusqu'au :", M.fmt_date(card["expiry"], "slash")),
        ]
        for lab, val in rows:
            P.text(x, yy, lab, size=5.5, font="Liberation Sans", color=GREY)
            P.fit_text(x + 50, yy - 1, val, 110, 7.5, "Liberation Sans", bold=True)
            yy += 13
        P.text(x, yy + 2, f"{p['given_ar']} {p['family_ar']}", size=8, font="Noto Kufi Arabic", bold=True)
        P.mark("applicant_name", "date_of_birth", "place_of_birth", "cin_expiry")
        P.rect(8, h - 26, 100, 18, stroke=(0.5, 0.1, 0.1), fill=WHITE, lw=0.6, radius=2)
        P.text(58, h - 23, p["cin"], size=10.5, font="Liberation Mono", bold=True, align="c", color=(0.5, 0.1, 0.1))
        P.mark("cin")
        P.signature(w - 72, h - 36, 55, 18, doc["seed"], color=BLACK, lw=0.5)


def cin_back(P, doc):
    p, card = doc["person"], doc["card"]
    P.new_page()
    w, h = P.w, P.h
    new = card["kind"] == "new"
    if new:
        card_base(P, 0, 0, w, h, (0.94, 0.95, 0.93), (0.55, 0.65, 0.6), doc["seed"] + 1)
    else:
        card_base(P, 0, 0, w, h, (0.9, 0.93, 0.97), (0.5, 0.55, 0.75), doc["seed"] + 1)
    font = "DejaVu Sans" if new else "Liberation Sans"
    x, yy, fs, fv = 8, 7, 5.0, 6.8
    father, mother = p["father"], p["mother"]
    rows = [
        (fem(p, "Fils de", "Fille de"), father[0].upper(), father[1]),
        ("et de", mother[0].upper(), mother[1]),
    ]
    for lab, val, ar in rows:
        P.text(x, yy, lab, size=fs, font=font, color=GREY)
        P.text(x + 30, yy - 1, val, size=fv, font=font, bold=True)
        P.text(w - 8, yy - 3, ar, size=7, font="Noto Naskh Arabic", align="r")
        yy += 12
    P.text(x, yy, "Adresse", size=fs, font=font, color=GREY)
    P.text(w - 8, yy - 3, "العنوان", size=7, font="Noto Naskh Arabic", align="r")
    for line in p["address"]:
        P.text(x + 30, yy - 1, line, size=fv, font=font, bold=True)
        yy += 9
    P.mark("address")
    yy += 3
    P.text(x, yy, "N° état civil", size=fs, font=font, color=GREY)
    P.text(x + 45, yy - 1, p["civil"], size=fv, font=font, bold=True)
    P.text(x + 110, yy, "Sexe", size=fs, font=font, color=GREY)
    P.text(x + 130, yy - 1, p["sex"], size=fv, font=font, bold=True)
    if new:
        P.barcode(w - 70, yy - 2, 62, 10, doc["seed"])
    mz_top = h - 47
    P.rect(0, mz_top - 3, w, h - mz_top + 3, stroke=None, fill=(0.98, 0.98, 0.97))
    P.mrz(
        8,
        mz_top,
        card["mrz"],
        w - 16,
        font=["DejaVu Sans Mono", "Liberation Mono", "FreeMono"][doc["seed"] % 3],
        gap=1.2,
    )
    P.mark("mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number")


def passport_page(P, doc):
    p, pp = doc["person"], doc["passport"]
    P.new_page()
    w, h = P.w, P.h
    card_base(P, 0, 0, w, h, (0.95, 0.93, 0.9), (0.75, 0.45, 0.4), doc["seed"])
    P.text(10, 8, "ROYAUME DU MAROC", size=8, font="DejaVu Serif", bold=True, color=(0.5, 0.1, 0.1))
    P.text(
        w - 10, 5, "المملكة المغربية", size=10, font="Noto Naskh Arabic", bold=True, align="r", color=(0.5, 0.1, 0.1)
    )
    P.text(w / 2, 20, "PASSEPORT / PASSPORT", size=8, font="DejaVu Serif", bold=True, align="c")
    P.photo(12, 44, 78, 100, p["photo"], grey=False)
    x = 100
    fs, fv = 5.0, 7.6
    font = "DejaVu Sans"

    def field(fx, fy, lab, val, size=fv):
        P.text(fx, fy, lab, size=fs, font=font, color=GREY)
        P.text(fx, fy + 6, val, size=size, font=font, bold=True)

    field(x, 38, "Type", "P")
    field(x + 30, 38, "Code / Code", "MAR")
    field(x + 120, 38, "N° du passeport / Passport No.", pp["number"], 8.4)
    field(x, 58, "Nom / Surname", p["family"].upper())
    field(x, 78, "Prénoms / Given names", p["given"].upper())
    field(x, 98, "Nationalité / Nationality", "MAROCAINE")
    field(x + 120, 98, "Sexe / Sex", p["sex"])
    field(x, 118, "Date de naissance / Date of birth", M.fmt_date(p["dob"], "abbr"))
    field(x + 120, 118, "Lieu de naissance / Place of birth", p["pob"])
    field(x, 138, "Date de délivrance / Date of issue", M.fmt_date(pp["issue"], "abbr"))
    field(x + 120, 138, "Date d'expiration / Date of expiry", M.fmt_date(pp["expiry"], "abbr"))
    field(x, 158, "Autorité / Authority", pp["authority"])
    if "cin_printed" in doc["show"]:
        field(x + 150, 158, "N° CNIE", p["cin"])
        P.mark("cin")
    if pp["personal"]:
        P.mark("cin")
    P.mark("applicant_name", "date_of_birth", "document_number", "nationality", "issuing_country", "document_expiry")
    P.signature(14, 150, 60, 18, doc["seed"], color=BLACK, lw=0.5)
    P.rect(0, h - 46, w, 46, stroke=None, fill=(0.98, 0.97, 0.95))
    P.mrz(10, h - 40, pp["mrz"], w - 20, font=["DejaVu Sans Mono", "Liberation Mono"][doc["seed"] % 2])
    P.mark("mrz_valid")


def civ_id_card(P, doc, ox=0.0, oy=0.0):
    p, f = doc["person"], doc["foreign"]["id_card"]
    w, h = 242.65, 153.07
    c = P.ctx
    c.save()
    c.translate(ox, oy)
    card_base(P, 0, 0, w, h, (0.97, 0.95, 0.9), (0.85, 0.55, 0.25), doc["seed"])
    for i, col in enumerate(((0.95, 0.5, 0.0), (1, 1, 1), (0.0, 0.6, 0.3))):
        P.rect(8 + i * 7, 6, 7, 12, stroke=None, fill=col)
    P.text(34, 5, "RÉPUBLIQUE DE CÔTE D'IVOIRE", size=6.5, font="Liberation Sans", bold=True)
    P.text(34, 13, "CARTE NATIONALE D'IDENTITÉ", size=6, font="Liberation Sans", color=(0.6, 0.3, 0.0))
    P.photo(8, 26, 48, 60, p["photo"], grey=False, bg=(0.85, 0.85, 0.88))
    x, yy = 62, 24
    rows = [
        ("Nom", p["family"].upper()),
        ("Prénoms", p["given"].upper()),
        ("Né(e) le", M.fmt_date(p["dob"], "slash")),
        ("à", p["pob"]),
        ("Sexe / Taille", f"{p['sex']}    {f['height']}"),
        ("Nationalité", "IVOIRIENNE"),
        ("Expire le", M.fmt_date(f["expiry"], "slash")),
    ]
    for lab, val in rows:
        P.text(x, yy, lab, size=4.6, font="Liberation Sans", color=GREY)
        P.text(x + 42, yy - 1, val, size=6.4, font="Liberation Sans", bold=True)
        yy += 9
    P.text(8, 90, f"N° {f['number']}", size=7.5, font="Liberation Mono", bold=True, color=(0.6, 0.2, 0.0))
    P.rect(0, h - 50, w, 50, stroke=None, fill=(0.99, 0.98, 0.96))
    P.mrz(8, h - 47, f["mrz"], w - 16, font="DejaVu Sans Mono", gap=1.2)
    c.restore()
    P.mark(
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )


def residence_front(P, doc, ox=0.0, oy=0.0):
    p, f = doc["person"], doc["foreign"]["residence"]
    w, h = 242.65, 153.07
    c = P.ctx
    c.save()
    c.translate(ox, oy)
    card_base(P, 0, 0, w, h, (0.93, 0.93, 0.97), (0.5, 0.45, 0.7), doc["seed"])
    P.text(8, 5, "ROYAUME DU MAROC", size=6.2, font="Noto Sans", bold=True)
    P.text(w - 8, 3, "المملكة المغربية", size=7.5, font="Noto Naskh Arabic", bold=True, align="r")
    P.text(w / 2, 15, "CARTE DE RÉSIDENT", size=7.5, font="Noto Sans", bold=True, align="c", color=(0.3, 0.15, 0.5))
    P.text(w / 2, 25, "بطاقة الإقامة", size=7, font="Noto Naskh Arabic", align="c", color=(0.3, 0.15, 0.5))
    P.photo(8, 40, 56, 72, p["photo"], grey=True)
    x, yy = 72, 38
    rows = [
        ("Nom", p["family"].upper()),
        ("Prénoms", p["given"].upper()),
        ("Nationalité", "IVOIRIENNE"),
        ("Date de naissance", M.fmt_date(p["dob"], "dot")),
        ("Motif du séjour", f["reason"]),
        ("Fin de validité", M.fmt_date(f["expiry"], "dot")),
    ]
    for lab, val in rows:
        P.text(x, yy, lab, size=4.8, font="Noto Sans", color=GREY)
        P.text(x + 55, yy - 1.5, val, size=6.6, font="Noto Sans", bold=True)
        yy += 11
    P.text(8, h - 22, "N°", size=6, font="Noto Sans", color=GREY)
    P.text(20, h - 25, f["number"], size=11, font="Liberation Mono", bold=True, color=(0.3, 0.15, 0.5))
    c.restore()
    P.mark("applicant_name", "date_of_birth", "document_number", "nationality", "document_expiry")


def residence_back(P, doc, ox=0.0, oy=0.0):
    p, f = doc["person"], doc["foreign"]["residence"]
    w, h = 242.65, 153.07
    c = P.ctx
    c.save()
    c.translate(ox, oy)
    card_base(P, 0, 0, w, h, (0.93, 0.93, 0.97), (0.5, 0.45, 0.7), doc["seed"] + 3)
    P.text(8, 8, "Adresse au Maroc", size=5, font="Noto Sans", color=GREY)
    yy = 15
    for line in p["address"]:
        P.text(8, yy, line, size=6.6, font="Noto Sans", bold=True)
        yy += 9
    P.text(
        8,
        yy + 4,
        f"Délivrée le {M.fmt_date(f['issue'], 'dot')} - Direction Générale de la Sûreté Nationale",
        size=5.2,
        font="Noto Sans",
    )
    P.rect(0, h - 50, w, 50, stroke=None, fill=(0.99, 0.99, 0.99))
    P.mrz(8, h - 47, f["mrz"], w - 16, font="Liberation Mono", gap=1.2)
    c.restore()
    P.mark(
        "mrz_valid",
        "applicant_name",
        "date_of_birth",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )


def id_card(P, doc):
    P.new_page()
    civ_id_card(P, doc)


def residence_permit(P, doc):
    if doc["mode"] == "pdf" and P.w < 300:
        P.new_page()
        residence_front(P, doc)
        P.new_page()
        residence_back(P, doc)
        return
    P.new_page()
    s = 1.3
    c = P.ctx
    c.save()
    c.scale(s, s)
    x = (P.w / s - 242.65) / 2
    residence_front(P, doc, x, 60 / s)
    residence_back(P, doc, x, 60 / s + 175)
    c.restore()
    P.text(
        P.w / 2,
        60 + 1.3 * 340,
        "Copie certifiée conforme à l'original",
        size=9,
        font="DejaVu Serif",
        italic=True,
        align="c",
        color=GREY,
    )


# ---------------------------------------------------------------- other papers


def other_document(P, doc):
    p = doc["person"]
    kind = doc["kind"]
    P.new_page()
    L, R = 46, P.w - 46
    font = {"utility": "Liberation Sans", "water": "Noto Sans", "lease": "DejaVu Serif", "tax": "Nimbus Sans"}[kind]
    name = pname(p, "family_first", "upper")
    if kind in ("utility", "water"):
        acc = (0.0, 0.4, 0.65) if kind == "utility" else (0.0, 0.5, 0.6)
        P.logo("waves" if kind == "water" else "bars", L, 36, 40, acc, light(acc, 0.4))
        org = (
            "Régie Autonome de Distribution d'Eau et d'Électricité"
            if kind == "utility"
            else "Régie Intercommunale des Eaux et de l'Assainissement"
        )
        P.text(L + 50, 38, org, size=11, font=font, bold=True, color=acc)
        P.text(L + 50, 54, "Agence commerciale - Service clientèle 080 200 00 00", size=8, font=font, color=GREY)
        P.text(R, 40, "FACTURE", size=16, font=font, bold=True, align="r")
        P.text(R, 60, f"N° {doc['seed'] % 90000000 + 10000000}", size=9, font=font, align="r")
        P.rect(P.w / 2 + 20, 100, R - P.w / 2 - 20, 70, stroke=GREY, radius=4)
        P.text(P.w / 2 + 30, 108, f"{civ(p, True)} {name}", size=10, font=font, bold=True)
        yy = 122
        for line in p["address"]:
            P.text(P.w / 2 + 30, yy, line, size=9, font=font)
            yy += 12
        info_lines(
            P,
            L,
            100,
            [
                ("N° de contrat :", str(doc["seed"] % 9000000 + 1000000), None),
                ("Période :", "Mars - Avril 2025", None),
                ("Date d'émission :", D(doc, doc["issued"], "slash"), None),
                ("Date limite de paiement :", D(doc, M.add_days(doc["issued"], 15), "slash"), None),
            ],
            120,
            8.5,
            font,
        )
        rows = [["Rubrique", "Ancien index", "Nouvel index", "Consommation", "Montant TTC"]]
        base = doc["seed"] % 400 + 120
        if kind == "utility":
            rows += [
                ["Électricité - tranche 1", "18 204", f"{18204 + base}", f"{base} kWh", T(doc, base * 101)],
                ["Redevance fixe", "", "", "", T(doc, 2450)],
                ["Taxe municipale", "", "", "", T(doc, base * 4)],
            ]
            total = base * 101 + 2450 + base * 4
        else:
            rows += [
                ["Eau potable", "1 022", f"{1022 + base // 10}", f"{base // 10} m3", T(doc, base // 10 * 480)],
                ["Assainissement", "", "", "", T(doc, base // 10 * 160)],
                ["Redevance compteur", "", "", "", T(doc, 1200)],
            ]
            total = base // 10 * 640 + 1200
        rows.append([dict(text="TOTAL À PAYER", bold=True), "", "", "", dict(text=T(doc, total), bold=True)])
        P.table(
            L,
            200,
            [170, 80, 80, 85, R - L - 415],
            rows,
            size=9,
            font=font,
            header=1,
            header_fill=light(acc, 0.75),
            grid="full",
            aligns=["l", "r", "r", "r", "r"],
            pad=4,
        )
        P.barcode(L, P.h - 120, 200, 40, doc["seed"])
    elif kind == "lease":
        P.text(P.w / 2, 60, "CONTRAT DE BAIL À USAGE D'HABITATION", size=15, font=font, bold=True, align="c")
        body = (
            "Entre les soussignés :\n\n"
            "M. Abdelkrim SEFRIOUI, demeurant à Rabat, titulaire de la CIN n° A 118 204, "
            "ci-après dénommé « le bailleur »,"
            "\n\nEt\n\n"
            f"{civ(p)} {name}, titulaire de la CIN n° {p['cin']}, ci-après dénommé(e) « le locataire »,\n\n"
            "Il a été convenu et arrêté ce qui suit :\n\n"
            f"Article 1 - Objet. Le bailleur donne en location au locataire, qui accepte, un appartement situé "
            f"{' '.join(p['address']).title()}, composé de deux chambres, un salon, une cuisine et une salle d'eau.\n\n"
            "Article 2 - Durée. Le présent bail est consenti pour une durée d'une année à compter du "
            "1er septembre 2024, "
            "renouvelable par tacite reconduction.\n\n"
            "Article 3 - Loyer. Le loyer mensuel est fixé à 3 800,00 DH (trois mille huit cents dirhams), payable "
            "d'avance le cinq de chaque mois. Une caution de deux mois de loyer a été versée.\n\n"
            "Article 4 - Obligations. Le locataire s'engage à user paisiblement des lieux et à les restituer "
            "en bon état.\n\n"
            "Fait en deux exemplaires à Rabat, le 28 août 2024."
        )
        P.text(L, 100, body, size=10.5, font=font, w=R - L, justify=True, spacing=1.3)
        P.text(L, P.h - 220, "Le bailleur", size=10, font=font, bold=True)
        P.text(R - 120, P.h - 220, "Le locataire", size=10, font=font, bold=True)
        P.signature(L, P.h - 200, 100, 30, doc["seed"])
        P.signature(R - 120, P.h - 200, 100, 30, doc["seed"] + 1)
        P.stamp_rect(
            P.w / 2 - 80,
            P.h - 160,
            [
                "ROYAUME DU MAROC",
                "Commune de Rabat - Arrondissement Agdal-Riyad",
                "Signature légalisée",
                "le 29/08/2024 sous le n° 15873",
            ],
            (0.2, 0.2, 0.6),
            -0.06,
            size=6.8,
        )
    else:
        P.text(L, 40, "ROYAUME DU MAROC", size=9, font=font, bold=True)
        P.text(L, 52, "Ministère de l'Économie et des Finances", size=8.5, font=font)
        P.text(L, 64, "Direction Générale des Impôts", size=8.5, font=font, bold=True)
        P.text(R, 40, "المملكة المغربية", size=10, font="Noto Naskh Arabic", align="r")
        P.text(R, 56, "المديرية العامة للضرائب", size=10, font="Noto Naskh Arabic", align="r")
        P.text(P.w / 2, 100, "AVIS D'IMPOSITION", size=16, font=font, bold=True, align="c")
        P.text(P.w / 2, 120, "Taxe de services communaux - Année 2024", size=10, font=font, align="c")
        info_lines(
            P,
            L,
            160,
            [
                ("Contribuable :", f"{name}", None),
                ("Adresse du bien :", " ".join(p["address"]), None),
                ("N° d'article :", f"{doc['seed'] % 900000 + 100000}/2024", None),
                ("Valeur locative :", A(doc, 3840000), None),
                ("Taux :", "10,50 %", None),
                ("Montant à payer :", A(doc, 403200), None),
                ("Date de mise en recouvrement :", "15/03/2025", None),
            ],
            170,
            10,
            font,
            gap=7,
        )
        P.qr_like(R - 80, 300, 70, doc["seed"])
        P.text(
            L,
            460,
            "Le paiement peut être effectué auprès de la perception ou en ligne sur le portail de la DGI.",
            size=9,
            font=font,
            color=GREY,
            w=R - L,
        )


PAYSLIPS = {"grid": payslip_grid, "twocol": payslip_twocol, "sections": payslip_sections}


def draw_document(P, doc):
    t = doc["type"]
    if t == "payslip":
        PAYSLIPS[doc["variant"]](P, doc)
    elif t == "employment_certificate":
        employment_certificate(P, doc)
    elif t == "salary_certificate":
        salary_certificate(P, doc)
    elif t == "cnss_certificate":
        cnss_certificate(P, doc)
    elif t == "bank_statement":
        bank_statement(P, doc)
    elif t == "rib":
        rib_document(P, doc)
    elif t == "cin_front":
        cin_front(P, doc)
    elif t == "cin_back":
        cin_back(P, doc)
    elif t == "passport":
        passport_page(P, doc)
    elif t == "id_card":
        id_card(P, doc)
    elif t == "residence_permit":
        residence_permit(P, doc)
    else:
        other_document(P, doc)
