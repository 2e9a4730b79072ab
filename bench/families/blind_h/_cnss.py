"""CNSS attestations: immatriculation, and salary declarations with the employer's affiliation."""

from __future__ import annotations

import datetime as dt

from . import _fmt as fmt
from . import _kit as kit
from ._canvas import WHITE
from ._pay import compute

BLUE = (0, 84, 150)
GREEN = (0, 140, 90)
GREY = (100, 100, 100)


def _head(ctx, c, M, W):
    f = ctx.f(8.5)
    kit.logo(c, M, 30, 46, "circle", (BLUE, WHITE), "")
    c.text(M + 23, 58, "cnss", ctx.f(13, True), WHITE, align="c")
    c.text(M + 56, 44, "ROYAUME DU MAROC", f.b())
    c.text(M + 56, 56, "CAISSE NATIONALE DE SÉCURITÉ SOCIALE", f.b().sz(10), BLUE)
    region = {
        "CASABLANCA": "Casablanca-Settat",
        "BERKANE": "de l'Oriental",
        "AGADIR": "Souss-Massa",
        "TANGER": "Tanger-Tétouan-Al Hoceima",
        "MEKNES": "Fès-Meknès",
        "SIDI KACEM": "Rabat-Salé-Kénitra",
        "OUJDA": "de l'Oriental",
        "FES": "Fès-Meknès",
        "RABAT": "Rabat-Salé-Kénitra",
        "SALE": "Rabat-Salé-Kénitra",
    }.get(ctx.emp.town, "Rabat-Salé-Kénitra")
    c.text(M + 56, 68, f"Direction Régionale {region}", f.sz(8), GREY)
    c.arabic(M + W, 46, "المملكة المغربية", 9, bold=True)
    c.arabic(M + W, 64, "الصندوق الوطني للضمان الاجتماعي", 10, bold=True, color=BLUE)
    c.rect(M, 84, W, 3, stroke=None, fill=GREEN)
    return 118


def render(ctx):
    c = ctx.page()
    p, j, e = ctx.person, ctx.job, ctx.emp
    M = 46
    W = c.W - 2 * M
    f = ctx.f(9.5)
    y = _head(ctx, c, M, W)
    ds = ctx.pick(["slash", "slash", "dash"])
    issued = ctx.case["today"] - dt.timedelta(days=ctx.rng.randint(1, 25))
    variant = ctx.opts.get("variant") or ctx.pick(["immat", "decl"])
    title = {
        "immat": ctx.pick(["ATTESTATION D'IMMATRICULATION", "ATTESTATION D'AFFILIATION"]),
        "decl": ctx.pick(["ATTESTATION DE DÉCLARATION DE SALAIRES", "ATTESTATION DE SALAIRE DÉCLARÉ"]),
    }[variant]
    c.text(c.W / 2, y, title, ctx.f(14, True), align="c")
    y += 16
    c.text(c.W / 2, y, f"N° {issued.strftime('%Y%m%d')}-{ctx.rng.randint(100000, 999999)}", f.sz(8), GREY, align="c")
    y += 26
    cnss_txt = ctx.pick([j.cnss_no, j.cnss_no, f"{j.cnss_no[:3]} {j.cnss_no[3:6]} {j.cnss_no[6:]}"])
    ctx.label("cnss_number", j.cnss_no)
    ctx.label("applicant_name", p.full)
    ctx.label("affiliation_date", j.affiliation.isoformat())
    rows = [("N° d'immatriculation", cnss_txt), ("Nom", p.surname.upper()), ("Prénom", p.given.upper())]
    if ctx.chance(0.6):
        rows.append(("Date de naissance", fmt.date(p.dob, ds)))
        ctx.label("date_of_birth", p.dob.isoformat())
    if ctx.chance(0.85):
        rows.append(("N° CIN", p.cin))
        ctx.label("cin", p.cin)
    rows.append(("Date d'immatriculation", fmt.date(j.affiliation, ds)))
    # the insured person's block
    c.rect(M, y, W, 16, stroke=None, fill=BLUE)
    c.text(M + 6, y + 11.5, "ASSURÉ(E)", f.b().sz(8.5), WHITE)
    y += 16
    for n, (lbl, val) in enumerate(rows):
        if n % 2:
            c.rect(M, y, W, 17, stroke=None, fill=(238, 243, 250))
        c.text(M + 8, y + 12, lbl, f)
        c.text(M + 190, y + 12, val, f.b())
        y += 17
    c.rect(M, y - 17 * len(rows) - 16, W, 17 * len(rows) + 16, stroke=BLUE, lw=0.6)
    y += 18
    show_emp = variant == "decl" or ctx.chance(0.6)
    if show_emp:
        ctx.label("employer", e.name)
        ctx.label("employer_cnss", e.cnss)
        c.rect(M, y, W, 16, stroke=None, fill=BLUE)
        c.text(M + 6, y + 11.5, "EMPLOYEUR", f.b().sz(8.5), WHITE)
        y += 16
        ename = e.name.upper() if ctx.chance(0.6) else e.name
        for lbl, val in (("Raison sociale", ename), ("N° d'affiliation", e.cnss), ("Adresse", ", ".join(e.address))):
            c.text(M + 8, y + 12, lbl, f)
            c.text(M + 190, y + 12, val, c.fit(val, f.b(), W - 200))
            y += 17
        c.rect(M, y - 17 * 3 - 16, W, 17 * 3 + 16, stroke=BLUE, lw=0.6)
        y += 18
    if variant == "decl":
        pay = compute(j, ctx.opts["ref_date"])
        a = lambda x: fmt.amount(x, "fr")  # noqa: E731
        ref = ctx.opts["ref_date"]
        rows = []
        last = ref.year * 12 + ref.month - 1
        for k in range(5, -1, -1):
            yr, m = divmod(last - k, 12)
            m += 1
            if dt.date(yr, m, 1) < j.hire.replace(day=1):
                continue
            rows.append([fmt.month(yr, m, "num"), "26", a(pay.taxable), a(min(pay.taxable, 6000.0))])
        y = c.table(
            M,
            y,
            [
                ("Période", 110, "l"),
                ("Jours déclarés", 100, "r"),
                ("Salaire déclaré", (W - 210) / 2, "r"),
                ("Salaire plafonné", (W - 210) / 2, "r"),
            ],
            rows,
            f,
            grid="full",
            head_fill=(220, 230, 245),
            row_h=17,
        )
        y += 18
        txt = (
            f"La Caisse Nationale de Sécurité Sociale atteste que l'assuré{'e' if p.sex == 'F' else ''} désigné"
            f"{'e' if p.sex == 'F' else ''} ci-dessus a été déclaré{'e' if p.sex == 'F' else ''} par l'employeur "
            f"susvisé pour les "
            f"périodes et salaires indiqués."
        )
    else:
        txt = (
            f"La Caisse Nationale de Sécurité Sociale atteste que l'assuré{'e' if p.sex == 'F' else ''} désigné"
            f"{'e' if p.sex == 'F' else ''} ci-dessus est immatriculé{'e' if p.sex == 'F' else ''} au régime de "
            f"sécurité sociale "
            f"sous le numéro {j.cnss_no} depuis le {fmt.date(j.affiliation, 'long')}."
        )
    y = c.para(M, y, W, txt, f, leading=14, align="j") + 8
    y = (
        c.para(
            M,
            y,
            W,
            "La présente attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que "
            "de droit.",
            f,
            leading=14,
        )
        + 18
    )
    c.text(M + W, y, f"Fait à {ctx.emp.town.title()}, le {fmt.date(issued, ds)}", f, align="r")
    y += 16
    c.text(M + W, y, "Le Chef d'Agence", f.b(), align="r")
    if not c.pdf:
        kit.stamp(
            c,
            M + W - 80,
            y + 50,
            ["C.N.S.S.", f"Agence {ctx.emp.town.title()}", "Service Immatriculation"],
            ctx.rng,
            color=(40, 40, 140),
            width=120,
            shape="round",
        )
        kit.signature(c, M + W - 140, y + 16, 80, 30, ctx.rng)
    kit.qr_like(c, M, c.H - 130, 62, ctx.rng)
    code = f"{ctx.rng.randint(1000, 9999)}-{ctx.rng.randint(1000, 9999)}-{ctx.rng.randint(1000, 9999)}"
    c.text(M + 72, c.H - 110, "Document vérifiable sur www.cnss.ma", f.sz(8), GREY)
    c.text(M + 72, c.H - 98, f"Code de vérification : {code}", f.sz(8), GREY)
    c.hline(M, M + W, c.H - 50, color=GREEN, lw=1)
    c.text(
        c.W / 2,
        c.H - 38,
        "CNSS - 649, Boulevard Mohammed V - Casablanca - www.cnss.ma - Allo CNSS 080 200 72 72",
        f.sz(7),
        GREY,
        align="c",
    )
