"""Employer letters: attestation de travail / certificat de travail, attestation de salaire."""

from __future__ import annotations

import datetime as dt

from . import _fmt as fmt
from . import _kit as kit
from ._canvas import BLACK, WHITE
from ._pay import compute
from ._payslip import CONTRACT_TXT, printed_name

GREY = (100, 100, 100)


def de(x: str) -> str:
    """'de **X**', elided before a vowel."""
    return f"d'**{x}**" if x[:1] in "AEIOUYÉÈÊaeiouyéèê" else f"de **{x}**"


CONTRACT_PROSE = {
    "CDI": [
        "dans le cadre d'un contrat de travail à durée indéterminée (CDI)",
        "en contrat à durée indéterminée",
        "en qualité d'agent permanent",
    ],
    "CDD": ["dans le cadre d'un contrat à durée déterminée (CDD)", "en contrat à durée déterminée"],
    "ANAPEC": ["dans le cadre d'un contrat d'insertion ANAPEC (programme Idmaj)"],
    "INTERIM": ["en mission de travail temporaire (intérim) auprès de nos entreprises utilisatrices"],
    "STAGE": ["dans le cadre d'une convention de stage"],
}


def letterhead(ctx, c, style, name, brand, M=48):
    e = ctx.emp
    W = c.W - 2 * M
    f = ctx.f(8.5)
    if style == "banner":
        c.rect(0, 0, c.W, 78, stroke=None, fill=kit.shade(e.colors[0], -0.25))
        kit.logo(c, M, 18, 42, e.logo, (WHITE, kit.shade(e.colors[0], 0.55)), brand[:1])
        c.text(M + 54, 38, name, c.fit(name, ctx.f(14, True), W - 60), WHITE)
        c.text(M + 54, 54, " - ".join(e.address), c.fit(" - ".join(e.address), f.sz(8), W - 60), WHITE)
        c.text(M + 54, 66, f"Tél. : {e.phone}", f.sz(8), WHITE)
        return 110
    if style == "center":
        kit.logo(c, c.W / 2 - 22, 34, 44, e.logo, e.colors, brand[:2])
        c.text(c.W / 2, 96, brand, ctx.f(16, True), e.colors[0], align="c")
        c.text(c.W / 2, 110, name, c.fit(name, f.i(), W), GREY, align="c")
        c.text(c.W / 2, 122, " - ".join(e.address), c.fit(" - ".join(e.address), f.sz(8), W), GREY, align="c")
        c.hline(M, M + W, 132, color=e.colors[0], lw=1.2)
        c.hline(M, M + W, 135, color=e.colors[1] if e.colors[1] != (255, 255, 255) else GREY, lw=0.5)
        return 160
    # left
    kit.logo(c, M, 38, 50, e.logo, e.colors, brand[:2])
    c.text(M + 60, 56, brand, ctx.f(15, True), e.colors[0])
    c.text(M + 60, 70, name, c.fit(name, f, W * 0.6), BLACK)
    y = 82
    for ln in [*e.address, f"Tél. : {e.phone}"]:
        c.text(M + 60, y, ln, f.sz(8), GREY)
        y += 10
    return y + 26


def footer(ctx, c, with_cnss, M=48):
    e = ctx.emp
    line = kit.emp_legal_line(e, with_cnss)
    f = ctx.f(6.8)
    c.hline(M, c.W - M, c.H - 52, color=GREY, lw=0.4)
    c.para(M, c.H - 42, c.W - 2 * M, line, f, leading=9, align="c", color=GREY)


def sign_block(ctx, c, y, M=48, signer=None, with_stamp=True):
    e = ctx.emp
    W = c.W - 2 * M
    f = ctx.f(10)
    sx = M + W * 0.55
    name, title = signer or e.signatory
    c.text(sx, y, title, c.fit(title, f.b(), W * 0.45))
    if with_stamp and (not c.pdf or ctx.chance(0.6)):
        kit.stamp(
            c,
            sx + 150,
            y + 42,
            [ctx.opts.get("brand", e.brand), e.town.title(), f"Tél {e.phone}"],
            ctx.rng,
            width=140,
            shape=ctx.pick(["rect", "round"]),
        )
    kit.signature(c, sx + 10, y + 14, 100, 36, ctx.rng)
    c.text(sx, y + 70, name, f)


def _civ(p):
    return p.civ


def _issue_date(ctx):
    return ctx.opts.get("issue_date") or (ctx.case["today"] - dt.timedelta(days=ctx.rng.randint(2, 20)))


def _header_common(ctx, c, style):
    name = ctx.opts.get("employer_name", ctx.emp.name)
    brand = ctx.opts.get("brand", ctx.emp.brand)
    ctx.label("employer", name)
    y = letterhead(ctx, c, style, name, brand)
    return name, y


def employment_certificate(ctx):
    c = ctx.page()
    p, j, e = ctx.person, ctx.job, ctx.emp
    style = ctx.opts["letterhead"]
    name, y = _header_common(ctx, c, style)
    M = 48
    W = c.W - 2 * M
    f = ctx.f(10.5)
    ds = ctx.pick(["slash", "long", "long0", "dot"])
    issued = _issue_date(ctx)
    ref = f"Réf. : RH/{issued.year}/{ctx.rng.randint(100, 999)}"
    c.text(M, y, ref, f.sz(8.5), GREY)
    c.text(M + W, y, f"{e.town.title()}, le {fmt.date(issued, 'long')}", f.sz(10), align="r")
    y += 52
    title = ctx.pick(
        ["ATTESTATION DE TRAVAIL", "ATTESTATION DE TRAVAIL", "CERTIFICAT DE TRAVAIL", "ATTESTATION D'EMPLOI"]
    )
    tf = ctx.f(16, True)
    c.text(c.W / 2, y, title, tf, align="c")
    tw = c.measure(title, tf)
    c.hline(c.W / 2 - tw / 2, c.W / 2 + tw / 2, y + 3, lw=1)
    y += 46
    nm = printed_name(ctx, ctx.pick(["Given SURNAME", "SURNAME GIVEN", "SURNAME Given", "Given Surname"]))
    ctx.label("applicant_name", p.full)
    cin = ctx.opts.get("cin", p.cin)
    ctx.label("cin", cin)
    ctx.label("position", j.position)
    ctx.label("hire_date", j.hire.isoformat())
    show_dob = ctx.opts.get("show_dob") or ctx.chance(0.35)
    dob = ctx.opts.get("dob", p.dob)
    born = "né" if p.sex == "M" else "née"
    dob_txt = f", {born} le {fmt.date(dob, ds)} à {p.pob.title()}" if show_dob else ""
    if show_dob:
        ctx.label("date_of_birth", dob.isoformat())
    show_ctr = ctx.chance(0.7) or j.contract != "CDI"
    ctr_txt = ctx.pick(CONTRACT_PROSE[j.contract]) if show_ctr else ""
    if show_ctr:
        ctx.label("contract_type", j.contract)
    emp_cnss_in_body = ctx.chance(0.35) and not e.public
    employed = "employé" if p.sex == "M" else "employée"
    variant = ctx.opts.get("prose") or ctx.pick(["nous", "je", "list"])
    if e.public:
        variant = "public"
    if variant == "nous":
        aff = f", affiliée à la CNSS sous le n° {e.cnss}," if emp_cnss_in_body else ""
        body = (
            f"Nous soussignés, **{name}**{aff} dont le siège est sis {', '.join(e.address)}, attestons par la "
            f"présente que "
            f"{_civ(p)} **{nm}**, titulaire de la CIN n° **{cin}**{dob_txt}, est {employed} au sein de notre "
            f"société depuis le "
            f"**{fmt.date(j.hire, ds)}** en qualité {de(j.position)}{', ' + ctr_txt if ctr_txt else ''}."
        )
        paras = [
            body,
            f"{'Il' if p.sex == 'M' else 'Elle'} fait toujours partie de notre personnel à la date de la présente.",
            "Cette attestation est délivrée à l'intéressé"
            + ("" if p.sex == "M" else "e")
            + " sur sa demande pour servir et valoir ce que de droit.",
        ]
    elif variant == "je":
        sname, stitle = e.signatory
        aff = f" (CNSS n° {e.cnss})" if emp_cnss_in_body else ""
        body = (
            f"Je soussigné(e), {sname}, agissant en qualité de {stitle} de la société **{name}**{aff}, certifie que "
            f"{_civ(p)} **{nm}**{dob_txt}, titulaire de la carte nationale d'identité n° **{cin}**, fait partie "
            f"de notre "
            f"personnel depuis le **{fmt.date(j.hire, ds)}**."
        )
        body2 = f"{'Il' if p.sex == 'M' else 'Elle'} occupe actuellement le poste {de(j.position)}" + (
            f", {ctr_txt}." if ctr_txt else "."
        )
        paras = [body, body2, "La présente attestation lui est délivrée pour servir et valoir ce que de droit."]
    elif variant == "public":
        body = (
            f"Le Chef de la Division Administrative et Financière de l'**{name}** atteste que {_civ(p)} **{nm}**, "
            f"titulaire de la CIN n° **{cin}**{dob_txt}, matricule {j.matricule}, exerce ses fonctions à "
            f"l'Office depuis le "
            f"**{fmt.date(j.hire, ds)}** en qualité {de(j.position)}{', ' + ctr_txt if ctr_txt else ''}."
        )
        paras = [
            body,
            f"Grade : {j.grade}.",
            "La présente attestation est délivrée à l'intéressé sur sa demande pour servir et valoir ce que de droit.",
        ]
    else:
        paras = [
            f"Nous soussignés, **{name}**, attestons que la personne désignée ci-dessous est {employed} dans "
            f"notre entreprise :"
        ]
    y = _paras(c, M, y, W, paras, f)
    if variant == "list":
        rows = [("Nom et prénom", nm), ("N° CIN", cin)]
        if show_dob:
            rows.append(("Date et lieu de naissance", f"{fmt.date(dob, ds)} à {p.pob.title()}"))
        rows += [("Fonction", j.position), ("Date d'embauche", fmt.date(j.hire, ds))]
        if show_ctr:
            rows.append(("Nature du contrat", ctx.pick(CONTRACT_TXT[j.contract])))
        if not e.public:
            rows.append(("N° CNSS du salarié", j.cnss_no))
        for lbl, val in rows:
            c.text(M + 30, y, lbl, f)
            c.text(M + 200, y, ": " + val, f.b())
            y += 19
        y += 10
        y = _paras(
            c,
            M,
            y,
            W,
            [
                "Cette attestation est délivrée à l'intéressé"
                + ("" if p.sex == "M" else "e")
                + " sur sa demande pour servir et valoir ce que de droit."
            ],
            f,
        )
    show_foot_cnss = not e.public and (emp_cnss_in_body or ctx.chance(0.75))
    if (emp_cnss_in_body and variant in ("nous", "je")) or show_foot_cnss:
        ctx.label("employer_cnss", e.cnss)
    y += 24
    sign_block(ctx, c, y)
    footer(ctx, c, with_cnss=show_foot_cnss)


def _paras(c, M, y, W, paras, f):
    for text in paras:
        y = c.para(M, y, W, text, f, leading=f.size * 1.6, align="j")
        y += f.size * 0.9
    return y


def salary_certificate(ctx):
    c = ctx.page()
    p, j, e = ctx.person, ctx.job, ctx.emp
    style = ctx.opts["letterhead"]
    name, y = _header_common(ctx, c, style)
    M = 48
    W = c.W - 2 * M
    f = ctx.f(10.5)
    st = e.fmt if e.fmt != "en" else "fr"
    a = lambda x: fmt.amount(x, st)  # noqa: E731
    ds = ctx.pick(["slash", "long", "dash"])
    issued = _issue_date(ctx)
    c.text(M + W, y, f"Fait à {e.town.title()}, le {fmt.date(issued, 'slash')}", f.sz(10), align="r")
    y += 50
    title = ctx.pick(["ATTESTATION DE SALAIRE", "ATTESTATION DE SALAIRE", "ATTESTATION DE RÉMUNÉRATION"])
    c.rect(c.W / 2 - 150, y - 20, 300, 30, stroke=BLACK, fill=(240, 240, 240), lw=0.8)
    c.text(c.W / 2, y, title, ctx.f(15, True), align="c")
    y += 48
    pay = compute(j, ctx.opts["ref_date"])
    gross, net = pay.gross, pay.net
    if ctx.opts.get("inflate"):
        k = ctx.opts["inflate"]
        gross, net = round(gross * k, -2), round(net * k, -2)
    nm = printed_name(ctx, ctx.pick(["Given SURNAME", "SURNAME Given", "Given Surname"]))
    ctx.label("applicant_name", p.full)
    show_cin = ctx.chance(0.85)
    cin = ctx.opts.get("cin", p.cin)
    if show_cin:
        ctx.label("cin", cin)
    ctx.label("position", j.position)
    show_hire = ctx.chance(0.8)
    if show_hire:
        ctx.label("hire_date", j.hire.isoformat())
    show_dob = ctx.opts.get("show_dob") or ctx.chance(0.25)
    dob = ctx.opts.get("dob", p.dob)
    if show_dob:
        ctx.label("date_of_birth", dob.isoformat())
    born = "né" if p.sex == "M" else "née"
    variant = ctx.opts.get("prose") or ctx.pick(["prose", "table", "annual"])
    who = (
        f"{p.civ} **{nm}**"
        + (f", {born} le {fmt.date(dob, ds)}" if show_dob else "")
        + (f", titulaire de la CIN n° **{cin}**" if show_cin else "")
    )
    since = f" depuis le **{fmt.date(j.hire, ds)}**" if show_hire else ""
    if variant == "prose":
        ctx.label("gross_salary", gross)
        ctx.label("net_salary", net)
        paras = [
            f"Nous soussignés, **{name}**, certifions que {who}, exerce au sein de notre établissement{since} en "
            f"qualité "
            f"{de(j.position)}.",
            f"{'Il' if p.sex == 'M' else 'Elle'} perçoit un salaire mensuel brut de **{a(gross)} DH** "
            f"({fmt.amount_words(gross)}), "
            f"soit un salaire mensuel net de **{a(net)} DH** ({fmt.amount_words(net)}).",
            "La présente attestation est délivrée à l'intéressé"
            + ("" if p.sex == "M" else "e")
            + " pour servir et valoir ce que de droit.",
        ]
        y = _paras(c, M, y, W, paras, f)
    elif variant == "annual":
        ctx.label("gross_salary", gross)
        ctx.label("net_salary", net)
        paras = [
            f"Je soussigné(e), {e.signatory[0]}, {e.signatory[1]} de **{name}**, atteste que {who}, "
            f"occupe{since} le poste "
            f"{de(j.position)} et perçoit une rémunération mensuelle nette de **{a(net)} dirhams**, "
            f"correspondant à un salaire "
            f"mensuel brut de **{a(gross)} dirhams**.",
            f"Soit, sur douze mois, une rémunération annuelle brute de {a(gross * 12)} dirhams.",
            "Cette attestation est établie à la demande de l'intéressé"
            + ("" if p.sex == "M" else "e")
            + " pour servir et valoir ce que de droit.",
        ]
        y = _paras(c, M, y, W, paras, f)
    else:
        paras = [
            f"Nous soussignés, **{name}**, attestons que {who}, est employé"
            + ("" if p.sex == "M" else "e")
            + f" dans notre société{since} en qualité {de(j.position)} et que sa rémunération mensuelle "
            f"s'établit comme suit :"
        ]
        y = _paras(c, M, y, W, paras, f)
        y += 4
        net_gap = gross - net
        rows = [
            ["Salaire de base", a(j.base)],
            ["Primes et indemnités", a(gross - j.base)],
            ["Salaire brut mensuel", a(gross)],
            ["Retenues (CNSS, AMO, IR" + (", CIMR" if j.cimr else "") + ")", "-" + a(net_gap)],
            ["Salaire net mensuel", a(net)],
        ]
        if ctx.opts.get("inflate"):
            rows[0][1] = a(round(j.base * ctx.opts["inflate"], -2))
            rows[1][1] = a(gross - round(j.base * ctx.opts["inflate"], -2))
        ctx.label("gross_salary", gross)
        ctx.label("net_salary", net)
        y = c.table(
            M + 40,
            y,
            [("Eléments", W - 80 - 130, "l"), ("Montant (MAD)", 130, "r")],
            rows,
            f.sz(10),
            grid="full",
            row_h=20,
            head_fill=(225, 225, 225),
            bold_rows={2, 4},
        )
        y += 20
        y = _paras(c, M, y, W, ["La présente attestation est délivrée pour servir et valoir ce que de droit."], f)
    y += 24
    sign_block(ctx, c, y)
    footer(ctx, c, with_cnss=ctx.chance(0.5) and not e.public)
