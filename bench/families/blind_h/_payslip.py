"""Payslips: five layouts (a boxed grid, a payroll bureau's sheet, a public body's, a modern one, a line printer's)."""

from __future__ import annotations

import datetime as dt

from . import _fmt as fmt
from . import _kit as kit
from ._canvas import BLACK, WHITE
from ._pay import compute

CONTRACT_TXT = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "C.D.I.", "Permanent"],
    "CDD": ["CDD", "Contrat à durée déterminée", "C.D.D."],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "CI - ANAPEC"],
    "INTERIM": ["Intérim", "Travail temporaire (intérim)", "Mission d'intérim"],
    "STAGE": ["Stage", "Convention de stage"],
}
GREY = (110, 110, 110)
LIGHT = (235, 235, 235)


def printed_name(ctx, style=None):
    p = ctx.person
    style = style or ctx.pick(["SURNAME Given", "Given SURNAME", "SURNAME GIVEN", "GIVEN SURNAME"])
    return {
        "SURNAME Given": f"{p.surname.upper()} {p.given}",
        "Given SURNAME": f"{p.given} {p.surname.upper()}",
        "SURNAME GIVEN": f"{p.surname.upper()} {p.given.upper()}",
        "GIVEN SURNAME": f"{p.given.upper()} {p.surname.upper()}",
        "Given Surname": f"{p.given} {p.surname}",
    }[style]


def gather(ctx) -> dict:
    p, j, e, o = ctx.person, ctx.job, ctx.emp, ctx.opts
    year, mon = o["period"]
    end = fmt.month_end(year, mon)
    pay = compute(j, o.get("ref_date", end), o.get("extra"))
    st = e.fmt
    a = lambda x: fmt.amount(x, st)  # noqa: E731
    dstyle = ctx.pick(["slash", "slash", "dash", "dot"]) if not o.get("date_style") else o["date_style"]
    d = dict(pay=pay, a=a, year=year, mon=mon, end=end, dstyle=dstyle)
    ctx.label("pay_period", f"{year}-{mon:02d}")
    ctx.label("employer", e.name)
    d["period_text"] = ctx.pick(
        [
            f"Période : {fmt.month(year, mon, 'Long')}",
            f"Mois de paie : {fmt.month(year, mon, 'num')}",
            f"Période du {fmt.date(dt.date(year, mon, 1), dstyle)} au {fmt.date(end, dstyle)}",
            f"Paie du mois de {fmt.month(year, mon, 'LONG')}",
        ]
    )
    d["pay_date"] = f"{fmt.date(end if ctx.chance(0.6) else end - dt.timedelta(days=2), dstyle)}"
    # the employee's block, with this employer's wording
    fields = []
    name_lbl = ctx.pick(["Nom et prénom", "Salarié", "Employé(e)", "Nom & Prénom", "Collaborateur", "Nom Prénom"])
    fields.append(("name", name_lbl, printed_name(ctx)))
    ctx.label("applicant_name", p.full)
    if j.matricule:
        fields.append(("mat", ctx.pick(["Matricule", "Mle", "N° matricule"]), j.matricule))
    cin = o.get("cin", p.cin)
    if o.get("cin") or ctx.chance(0.8):
        fields.append(("cin", ctx.pick(["CIN", "N° CIN", "C.I.N", "N° C.I.N."]), cin))
        ctx.label("cin", cin)
    if not e.public:
        fields.append(("cnss", ctx.pick(["N° CNSS", "Immatriculation CNSS", "N° Immatriculation", "CNSS"]), j.cnss_no))
        ctx.label("cnss_number", j.cnss_no)
    if o.get("dob") or o.get("show_dob") or ctx.chance(0.3):
        dob = o.get("dob", p.dob)
        fields.append(("dob", ctx.pick(["Date de naissance", "Né(e) le", "Date naiss."]), fmt.date(dob, dstyle)))
        ctx.label("date_of_birth", dob.isoformat())
    fields.append(("pos", ctx.pick(["Emploi", "Fonction", "Poste", "Qualification", "Emploi occupé"]), j.position))
    ctx.label("position", j.position)
    if ctx.chance(0.85):
        hl = ctx.pick(["Date d'entrée", "Date d'embauche", "Ancienneté depuis le", "Entré(e) le", "Date entrée"])
        fields.append(("hire", hl, fmt.date(j.hire, dstyle)))
        ctx.label("hire_date", j.hire.isoformat())
    else:
        fields.append(("senio", "Ancienneté", f"{pay.years} an(s) {pay.months} mois"))
    if ctx.chance(0.65) or j.contract != "CDI":
        fields.append(
            ("ctr", ctx.pick(["Contrat", "Type de contrat", "Nature du contrat"]), ctx.pick(CONTRACT_TXT[j.contract]))
        )
        ctx.label("contract_type", j.contract)
    fields.append(
        ("fam", ctx.pick(["Situation familiale", "Sit. fam."]), {"M": "Marié(e)", "C": "Célibataire"}[j.family])
    )
    if j.dependents:
        fields.append(("dep", ctx.pick(["Enfants à charge", "Nb déductions", "Personnes à charge"]), str(j.dependents)))
    fields.append(("days", ctx.pick(["Jours travaillés", "Nb jours", "Jours payés"]), "26"))
    d["fields"] = fields
    d["emp_cnss"] = None
    if not e.public and (o.get("show_emp_cnss", True)):
        d["emp_cnss"] = (ctx.pick(["N° affiliation CNSS", "CNSS employeur", "Affiliation CNSS n°", "N° CNSS"]), e.cnss)
        ctx.label("employer_cnss", e.cnss)
    d["gross_lbl"] = ctx.pick(["Salaire brut", "Brut global", "Total brut", "Rémunération brute", "SALAIRE BRUT"])
    d["net_lbl"] = ctx.pick(["Net à payer", "Net payé", "Net à percevoir", "NET A PAYER (MAD)"])
    ctx.label("gross_salary", pay.gross)
    ctx.label("net_salary", pay.net)
    months_done = mon
    d["cumul"] = [
        ("Cumul brut imposable", a(pay.taxable * months_done)),
        ("Cumul IR", a(pay.ir * months_done)),
        ("Cumul jours", str(26 * months_done)),
    ]
    d["title"] = o.get("title") or ctx.pick(
        ["BULLETIN DE PAIE", "BULLETIN DE SALAIRE", "FICHE DE PAIE", "Bulletin de paie mensuel"]
    )
    return d


def _rate(r):
    return "" if r is None else (f"{r:.2f}".replace(".", ",") + " %" if r % 1 else f"{int(r)} %")


def _base(ln, a):
    if ln.qty:
        return ln.qty
    return "" if ln.base is None else a(ln.base)


def render(ctx):
    style = ctx.opts["layout"]
    d = gather(ctx)
    {"grid": grid, "bureau": bureau, "public": public, "modern": modern, "dotmatrix": dotmatrix}[style](ctx, d)


# --------------------------------------------------------------------------------------------------- layouts
def _emp_block(ctx, c, x, y, w, d, f, title_color=BLACK, with_logo=True):
    e = ctx.emp
    if with_logo:
        kit.logo(c, x, y, 34, e.logo, e.colors, e.brand[:2])
        tx = x + 42
    else:
        tx = x
    name_f = c.fit(e.name, f.b().sz(f.size + 1.5), w - (tx - x))
    c.text(tx, y + 12, e.name, name_f, title_color)
    yy = y + 24
    for ln in e.address:
        c.text(tx, yy, ln, f.sz(f.size - 0.5))
        yy += f.size + 1.5
    if d["emp_cnss"]:
        c.text(tx, yy, f"{d['emp_cnss'][0]} : {d['emp_cnss'][1]}", f.sz(f.size - 0.5))
        yy += f.size + 1.5
    if not e.public:
        ice = f"ICE : {e.ice}   IF : {e.ifisc}"
        c.text(tx, yy, ice, c.fit(ice, f.sz(f.size - 1), w - (tx - x)), GREY)
        yy += f.size + 1
    return yy


def grid(ctx, d):
    c = ctx.page()
    f = ctx.f(8)
    pay, a = d["pay"], d["a"]
    M = 34
    W = c.W - 2 * M
    accent = ctx.emp.colors[0]
    # header: employer box + title box
    c.rect(M, M, W * 0.56, 86, stroke=BLACK, lw=0.7)
    _emp_block(ctx, c, M + 6, M + 6, W * 0.56 - 12, d, f)
    tx = M + W * 0.58
    tw = W * 0.42
    dark = ctx.chance(0.5)
    c.rect(tx, M, tw, 86, stroke=BLACK, fill=accent if dark else LIGHT, lw=0.7)
    tf = c.fit(d["title"], ctx.f(15, True), tw - 12)
    c.text(tx + tw / 2, M + 28, d["title"], tf, kit.on(accent) if dark else BLACK, align="c")
    c.text(
        tx + tw / 2,
        M + 48,
        d["period_text"],
        c.fit(d["period_text"], f.b(), tw - 10),
        kit.on(accent) if dark else BLACK,
        align="c",
    )
    c.text(tx + tw / 2, M + 64, f"Date de paiement : {d['pay_date']}", f, kit.on(accent) if dark else BLACK, align="c")
    c.text(tx + tw / 2, M + 78, "Monnaie : MAD", f.sz(7), kit.on(accent) if dark else GREY, align="c")
    # employee grid: cells with a small caption over a bold value
    y = M + 98
    cells = [fl for fl in d["fields"]]
    per_row = 4
    cw = W / per_row
    ch = 27
    rows = (len(cells) + per_row - 1) // per_row
    for n, (_, lbl, val) in enumerate(cells):
        r, k = divmod(n, per_row)
        cx = M + k * cw
        c.text(cx + 4, y + r * ch + 9, lbl, f.sz(6.5), GREY)
        c.text(cx + 4, y + r * ch + 21, val, c.fit(val, f.b().sz(8.5), cw - 8))
    for r in range(rows + 1):
        c.hline(M, M + W, y + r * ch, lw=0.5)
    for k in range(per_row + 1):
        c.line(M + k * cw, y, M + k * cw, y + rows * ch, lw=0.5)
    y += rows * ch + 14
    # rubrics
    cols = [
        ("Code", 34, "c"),
        ("Rubrique", W - 34 - 4 * 70, "l"),
        ("Base / Nombre", 70, "r"),
        ("Taux", 70, "r"),
        ("Gains", 70, "r"),
        ("Retenues", 70, "r"),
    ]
    if ctx.chance(0.5):
        cols[4] = ("A payer", 70, "r")
        cols[5] = ("A retenir", 70, "r")
    rows = [
        [ln.code, ln.label, _base(ln, a), _rate(ln.rate), a(ln.gain) if ln.gain else "", a(ln.ded) if ln.ded else ""]
        for ln in pay.lines
    ]
    # blank lines, as the software leaves them
    rows += [["", "", "", "", "", ""] for _ in range(max(0, 16 - len(rows)))]
    y = c.table(M, y, cols, rows, f, head_fill=(210, 210, 210), grid="vert", row_h=14.5)
    rows2 = [["", "TOTAUX", "", "", a(pay.gross), a(pay.deductions)]]
    y = c.table(M, y, [("", w, al) for _, w, al in cols], rows2, f.b(), grid="frame", row_h=16, head_h=0.01)
    y += 12
    # summary boxes
    sums = [
        (d["gross_lbl"], a(pay.gross)),
        ("Brut imposable", a(pay.taxable)),
        ("Cotisations salariales", a(pay.contributions)),
        ("Net imposable", a(pay.net_taxable)),
        ("IR", a(pay.ir)),
    ]
    bw = W / (len(sums) + 1.4)
    for n, (lbl, val) in enumerate(sums):
        bx = M + n * bw
        c.rect(bx, y, bw, 34, lw=0.5)
        c.text(bx + bw / 2, y + 12, lbl, c.fit(lbl, f.sz(7), bw - 6), GREY, align="c")
        c.text(bx + bw / 2, y + 27, val, f.b().sz(9), align="c")
    nx = M + len(sums) * bw
    nw = W - len(sums) * bw
    c.rect(nx, y, nw, 34, stroke=BLACK, fill=(30, 30, 30) if dark else LIGHT, lw=1)
    col = WHITE if dark else BLACK
    c.text(nx + nw / 2, y + 12, d["net_lbl"], c.fit(d["net_lbl"], f.b(), nw - 6), col, align="c")
    c.text(nx + nw / 2, y + 28, a(pay.net), ctx.f(11, True), col, align="c")
    y += 48
    cum = "   ".join(f"{k} : {v}" for k, v in d["cumul"])
    c.text(M, y, cum, c.fit(cum, f.sz(7), W), GREY)
    y += 12
    acct = ctx.account
    mp = f"Mode de paiement : virement - {acct.bank.name} - {acct.agency}"
    c.text(M, y, mp, c.fit(mp, f.sz(7), W))
    y += 22
    c.text(M + W - 150, y, "Cachet et signature", f.sz(7.5), GREY)
    if not c.pdf or ctx.chance(0.5):
        kit.stamp(
            c,
            M + W - 100,
            y + 40,
            [ctx.emp.brand, ctx.emp.town.title(), f"Tél. {ctx.emp.phone}"],
            ctx.rng,
            width=130,
            shape=ctx.pick(["rect", "round"]),
        )
        kit.signature(c, M + W - 150, y + 14, 90, 34, ctx.rng)
    c.text(
        c.W / 2,
        c.H - 28,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
        f.sz(6.5).i(),
        GREY,
        align="c",
    )


def bureau(ctx, d):
    """A payroll bureau prints the sheet for its client: its own letterhead on top, the employer below."""
    c = ctx.page()
    f = ctx.f(8.5)
    pay, a = d["pay"], d["a"]
    b = ctx.emp.bureau
    M = 40
    W = c.W - 2 * M
    kit.logo(c, M, M, 30, "diamond", ((90, 90, 90), (0, 120, 160)), "")
    c.text(M + 38, M + 12, b["brand"], ctx.f(13, True), (0, 90, 130))
    c.text(M + 38, M + 24, b["tag"], f.sz(7).i(), GREY)
    c.text(M + 38, M + 34, f"{', '.join(b['address'])} - Tél. {b['phone']}", f.sz(7), GREY)
    c.text(M + W, M + 14, d["title"], ctx.f(14, True), align="r")
    c.text(M + W, M + 30, d["period_text"], f.b(), align="r")
    c.hline(M, M + W, M + 44, lw=1.2, color=(0, 90, 130))
    y = M + 56
    # employer box
    c.rect(M, y, W * 0.48, 74, lw=0.6)
    c.text(M + 6, y + 11, "EMPLOYEUR", f.sz(7).b(), GREY)
    e = ctx.emp
    nf = c.fit(e.name, f.b().sz(9.5), W * 0.48 - 12)
    c.text(M + 6, y + 25, e.name, nf)
    c.text(M + 6, y + 37, e.address[0], f.sz(7.5))
    c.text(M + 6, y + 47, e.address[1], f.sz(7.5))
    if d["emp_cnss"]:
        c.text(M + 6, y + 59, f"{d['emp_cnss'][0]} : {d['emp_cnss'][1]}", f.sz(7.5))
    c.text(M + 6, y + 69, f"RC {e.rc}  -  IF {e.ifisc}", f.sz(7), GREY)
    # employee box
    ex = M + W * 0.52
    ew = W * 0.48
    c.rect(ex, y, ew, 22 + len(d["fields"]) * 10.5, lw=0.6)
    c.text(ex + 6, y + 11, "SALARIÉ(E)", f.sz(7).b(), GREY)
    yy = y + 23
    for _, lbl, val in d["fields"]:
        c.text(ex + 6, yy, lbl, f.sz(7.5))
        c.text(ex + 92, yy, ": " + val, c.fit(": " + val, f.sz(7.5).b(), ew - 98))
        yy += 10.5
    y = max(y + 84, yy + 10)
    cols = [
        ("Désignation", W - 4 * 72, "l"),
        ("Nombre / Base", 72, "r"),
        ("Taux", 72, "r"),
        ("A payer", 72, "r"),
        ("A déduire", 72, "r"),
    ]
    rows = [
        [ln.label, _base(ln, a), _rate(ln.rate), a(ln.gain) if ln.gain else "", a(ln.ded) if ln.ded else ""]
        for ln in pay.lines
    ]
    y = c.table(
        M, y, cols, rows, f, head_fill=(0, 90, 130), head_color=WHITE, grid="h", line_color=(170, 170, 170), row_h=16
    )
    y += 14
    bx = M + W - 230
    for lbl, val, bold in (
        (d["gross_lbl"], a(pay.gross), False),
        ("Total des retenues", a(pay.deductions), False),
        ("Net imposable", a(pay.net_taxable), False),
    ):
        c.text(bx, y, lbl, f.b(bold))
        c.text(M + W - 6, y, val, f.b(bold), align="r")
        y += 13
    c.rect(bx - 6, y - 8, 236, 22, stroke=BLACK, fill=LIGHT, lw=1)
    c.text(bx, y + 7, d["net_lbl"], f.b().sz(10))
    c.text(M + W - 6, y + 7, a(pay.net) + " DH", f.b().sz(10), align="r")
    y += 34
    c.text(M, y, f"Paiement par virement le {d['pay_date']} ({ctx.account.bank.name})", f.sz(7.5))
    y += 30
    c.text(M + 10, y, "Visa de l'employeur", f.sz(7.5), GREY)
    kit.stamp(
        c,
        M + 90,
        y + 62,
        [e.brand, e.form_note.split(" au capital")[0], e.town.title()],
        ctx.rng,
        width=140,
        shape=ctx.pick(["rect", "round"]),
    )
    kit.signature(c, M + 30, y + 10, 80, 30, ctx.rng)
    c.text(
        c.W / 2,
        c.H - 30,
        f"Document établi par {b['name']} pour le compte de l'employeur - conservez-le sans limitation de durée",
        f.sz(6.5).i(),
        GREY,
        align="c",
    )


def public(ctx, d):
    c = ctx.page()
    f = ctx.f(8.5)
    pay, a = d["pay"], d["a"]
    e = ctx.emp
    M = 42
    W = c.W - 2 * M
    c.text(M, M + 8, "ROYAUME DU MAROC", f.b())
    c.text(M, M + 19, "Ministère de l'Agriculture, de la Pêche Maritime,", f.sz(7.5))
    c.text(M, M + 28, "du Développement Rural et des Eaux et Forêts", f.sz(7.5))
    c.text(M, M + 41, e.name, c.fit(e.name, f.b().sz(8), W * 0.55))
    c.text(M, M + 51, "Division Administrative et Financière - Service du Personnel", f.sz(7.5))
    c.arabic(M + W, M + 10, "المملكة المغربية", 9, bold=True)
    c.arabic(M + W, M + 26, "وزارة الفلاحة والصيد البحري والتنمية القروية والمياه والغابات", 7.5)
    c.arabic(M + W, M + 42, "المكتب الجهوي للاستثمار الفلاحي لتادلة", 8, bold=True)
    kit.logo(c, c.W / 2 - 18, M, 36, "circle", e.colors, "")
    y = M + 72
    c.rect(M + W * 0.2, y, W * 0.6, 34, stroke=BLACK, fill=(225, 235, 225), lw=0.8)
    c.text(c.W / 2, y + 15, d["title"].upper(), ctx.f(12, True), align="c")
    c.text(c.W / 2, y + 28, d["period_text"], f.b(), align="c")
    y += 48
    fields = [(lbl, val) for _, lbl, val in d["fields"]]
    fields.insert(3, ("Grade", ctx.job.grade))
    fields.append(("Position", "Activité"))
    colw = W / 2
    for n, (lbl, val) in enumerate(fields):
        r, k = divmod(n, 2)
        x = M + k * colw
        yy = y + r * 15
        c.text(x + 4, yy + 10, lbl, f.sz(7.5))
        c.text(x + 100, yy + 10, val, c.fit(val, f.b().sz(8), colw - 106))
    rows_n = (len(fields) + 1) // 2
    c.rect(M, y, W, rows_n * 15 + 4, lw=0.6)
    y += rows_n * 15 + 16
    gains = [ln for ln in pay.lines if ln.gain]
    deds = [ln for ln in pay.lines if ln.ded]
    cols = [("Code", 40, "c"), ("Eléments", W - 40 - 80 - 90, "l"), ("Taux", 80, "r"), ("Montant", 90, "r")]
    rows = [["", "ELEMENTS DE REMUNERATION", "", ""]] + [
        [ln.code, ln.label, _rate(ln.rate), a(ln.gain)] for ln in gains
    ]
    rows += [["", d["gross_lbl"], "", a(pay.gross)], ["", "RETENUES", "", ""]]
    rows += [[ln.code, ln.label, _rate(ln.rate), a(ln.ded)] for ln in deds]
    rows += [["", "Total des retenues", "", a(pay.deductions)]]
    bold = {0, len(gains) + 1, len(gains) + 2, len(rows) - 1}
    y = c.table(
        M,
        y,
        cols,
        rows,
        f,
        head_fill=(200, 215, 200),
        grid="full",
        row_h=15,
        bold_rows=bold,
        shaded_rows={0, len(gains) + 2},
    )
    y += 12
    c.rect(M + W - 260, y, 260, 26, stroke=BLACK, fill=(0, 70, 40), lw=1)
    c.text(M + W - 252, y + 17, d["net_lbl"], f.b().sz(10), WHITE)
    c.text(M + W - 8, y + 17, a(pay.net) + " DH", f.b().sz(11), WHITE, align="r")
    y += 44
    c.text(M, y, f"Virement au compte {ctx.account.bank.name} n° {fmt.spaced(ctx.account.rib, 4)}", f.sz(7.5))
    y += 12
    c.text(M, y, f"Net imposable : {a(pay.net_taxable)}    Frais professionnels : {a(pay.prof_costs)}", f.sz(7.5), GREY)
    y += 34
    c.text(M + W - 180, y, f"Fquih Ben Salah, le {d['pay_date']}", f.sz(8))
    c.text(M + W - 180, y + 14, "L'Ordonnateur", f.sz(8).b())
    if not c.pdf:
        kit.stamp(
            c,
            M + W - 110,
            y + 60,
            ["ORMVA DU TADLA", "Service du Personnel", "Fquih Ben Salah"],
            ctx.rng,
            width=130,
            shape="round",
        )
    kit.signature(c, M + W - 170, y + 24, 80, 30, ctx.rng)


def modern(ctx, d):
    c = ctx.page()
    f = ctx.f(8.5)
    pay, a = d["pay"], d["a"]
    e = ctx.emp
    M = 36
    W = c.W - 2 * M
    accent = e.colors[0]
    c.rect(0, 0, c.W, 70, stroke=None, fill=accent)
    kit.logo(c, M, 16, 38, e.logo, (WHITE, kit.shade(accent, 0.5)), e.brand[:1])
    c.text(M + 48, 36, e.brand, ctx.f(15, True), WHITE)
    c.text(M + 48, 52, e.sector.capitalize(), f.sz(8).i(), kit.shade(accent, 0.7))
    c.text(c.W - M, 34, d["title"], c.fit(d["title"], ctx.f(14, True), 250), kit.on(accent), align="r")
    c.text(c.W - M, 52, d["period_text"], f, kit.on(accent), align="r")
    y = 86
    cw = (W - 12) / 2
    # two cards
    h1 = 22 + 11 * (len(e.address) + 3)
    h2 = 27 + 11 * len(d["fields"])
    h = max(h1, h2)
    for k, title in enumerate(("EMPLOYEUR", "SALARIÉ")):
        x = M + k * (cw + 12)
        c.rect(x, y, cw, h, stroke=kit.shade(accent, 0.5), fill=kit.shade(accent, 0.92), lw=0.6, radius=6)
        c.text(x + 10, y + 15, title, f.b().sz(7.5), accent)
    x = M + 10
    yy = y + 30
    c.text(x, yy, e.name, c.fit(e.name, f.b().sz(9), cw - 20))
    for ln in e.address:
        yy += 11
        c.text(x, yy, ln, f.sz(8))
    if d["emp_cnss"]:
        yy += 11
        c.text(x, yy, f"{d['emp_cnss'][0]} : {d['emp_cnss'][1]}", f.sz(8))
    yy += 11
    c.text(x, yy, f"ICE {e.ice}", f.sz(7.5), GREY)
    x = M + cw + 22
    yy = y + 30
    for _, lbl, val in d["fields"]:
        c.text(x, yy, lbl, f.sz(7.5), GREY)
        c.text(x + 100, yy, val, c.fit(val, f.b().sz(8), cw - 112))
        yy += 11
    y += h + 16
    neg = ctx.opts.get("neg") or ctx.pick(["minus", "paren"])
    cols = [("Libellé", W - 3 * 80, "l"), ("Base", 80, "r"), ("Taux", 80, "r"), ("Montant", 80, "r")]
    rows = [
        [ln.label, _base(ln, a), _rate(ln.rate), a(ln.gain) if ln.gain else fmt.amount(-ln.ded, e.fmt, neg)]
        for ln in pay.lines
    ]
    y = c.table(
        M,
        y,
        cols,
        rows,
        f,
        head_fill=accent,
        head_color=kit.on(accent),
        grid="head",
        line_color=kit.shade(accent, 0.4),
        zebra=kit.shade(accent, 0.94),
        row_h=16,
    )
    y += 16
    sums = [
        (d["gross_lbl"], a(pay.gross)),
        ("Total cotisations", fmt.amount(-pay.contributions, e.fmt, neg)),
        ("Net imposable", a(pay.net_taxable)),
        ("Impôt sur le revenu", fmt.amount(-pay.ir, e.fmt, neg) if pay.ir else a(0)),
    ]
    for lbl, val in sums:
        c.text(M, y, lbl, f)
        c.text(M + 250, y, val, f.b(), align="r")
        y += 13
    c.rect(M + W - 200, y - 56, 200, 50, stroke=None, fill=kit.shade(accent, -0.45), radius=6)
    c.text(M + W - 100, y - 38, d["net_lbl"], c.fit(d["net_lbl"], f.b().sz(9), 190), WHITE, align="c")
    c.text(M + W - 100, y - 18, a(pay.net), ctx.f(15, True), WHITE, align="c")
    y += 16
    c.text(M, y, f"Versé le {d['pay_date']} par virement - {ctx.account.bank.name}", f.sz(7.5), GREY)
    y += 11
    c.text(M, y, "   ".join(f"{k} : {v}" for k, v in d["cumul"]), f.sz(7.5), GREY)
    c.hline(M, M + W, c.H - 40, color=kit.shade(accent, 0.3))
    foot = kit.emp_legal_line(e, with_cnss=False)
    c.text(c.W / 2, c.H - 28, foot, c.fit(foot, f.sz(6.5), W), GREY, align="c")


def dotmatrix(ctx, d):
    """A line printer's payslip: fixed pitch, upper case, dashed rules."""
    c = ctx.page(bg=(250, 249, 244) if not ctx.pdf else (255, 255, 255))
    fam = "courier" if ctx.pdf else ctx.pick(["courier", "dejavu_mono", "free_mono"])
    f = ctx.f(8.6, family=fam)
    pay, a = d["pay"], d["a"]
    e = ctx.emp
    M = 40
    W = c.W - 2 * M
    lh = 11.5
    y = M + 10
    dash = (3, 2)
    c.text(M, y, e.name.upper(), c.fit(e.name.upper(), f.b(), W * 0.65))
    c.text(M + W, y, d["title"].upper(), f.b(), align="r")
    y += lh
    c.text(M, y, e.address[0].upper(), f)
    c.text(M + W, y, d["period_text"].upper(), c.fit(d["period_text"].upper(), f, W * 0.4), align="r")
    y += lh
    c.text(M, y, e.address[1].upper(), f)
    y += lh
    if d["emp_cnss"]:
        c.text(M, y, f"{d['emp_cnss'][0].upper()} : {d['emp_cnss'][1]}", f)
        y += lh
    c.hline(M, M + W, y - 4, dash=dash)
    y += lh
    half = W / 2
    for n, (_, lbl, val) in enumerate(d["fields"]):
        r, k = divmod(n, 2)
        x = M + k * half
        txt = f"{lbl.upper():<19}: {val.upper()}"
        c.text(x, y + r * lh, txt, c.fit(txt, f, half - 6))
    y += ((len(d["fields"]) + 1) // 2) * lh + 2
    c.hline(M, M + W, y - 4, dash=dash)
    y += lh
    heads = ["RUBRIQUE", "BASE", "TAUX", "GAINS", "RETENUES"]
    xs = [M, M + W * 0.57, M + W * 0.69, M + W * 0.85, M + W]
    c.text(xs[0], y, heads[0], f.b())
    for k in range(1, 5):
        c.text(xs[k], y, heads[k], f.b(), align="r")
    y += 4
    c.hline(M, M + W, y, dash=dash)
    y += lh
    for ln in pay.lines:
        c.text(xs[0], y, f"{ln.code} {ln.label.upper()}", c.fit(f"{ln.code} {ln.label.upper()}", f, W * 0.44))
        c.text(xs[1], y, _base(ln, a), f, align="r")
        c.text(xs[2], y, _rate(ln.rate), f, align="r")
        if ln.gain:
            c.text(xs[3], y, a(ln.gain), f, align="r")
        if ln.ded:
            c.text(xs[4], y, a(ln.ded), f, align="r")
        y += lh
    c.hline(M, M + W, y - 4, dash=dash)
    y += lh
    c.text(xs[0], y, "TOTAUX", f.b())
    c.text(xs[3], y, a(pay.gross), f.b(), align="r")
    c.text(xs[4], y, a(pay.deductions), f.b(), align="r")
    y += 2 * lh
    for lbl, val in (
        (d["gross_lbl"].upper(), a(pay.gross)),
        ("NET IMPOSABLE", a(pay.net_taxable)),
        ("I.R.", a(pay.ir)),
    ):
        c.text(M, y, f"{lbl:.<40}", f)
        c.text(M + W * 0.6, y, val, f, align="r")
        y += lh
    y += 4
    c.rect(M - 3, y - lh + 1, W * 0.6 + 8, lh + 6, stroke=BLACK, lw=0.8)
    c.text(M, y + 2, f"{d['net_lbl'].upper():*<40}", f.b())
    c.text(M + W * 0.6, y + 2, a(pay.net), f.b(), align="r")
    y += 3 * lh
    for k, v in d["cumul"]:
        c.text(M, y, f"{k.upper()} : {v}", f.sz(7.5))
        y += lh
    y += lh
    c.text(M, y, f"PAYE LE {d['pay_date']} PAR VIREMENT", f)
    y += 3 * lh
    if not c.pdf:
        kit.stamp(c, M + W - 90, y + 10, [e.brand, "SERVICE PAIE", e.town.title()], ctx.rng, width=140)
