"""Employer and CNSS certificates.

employment_certificate and salary_certificate, five families each:
- prose: a letter whose facts are in sentences drawn from several openings, identity clauses and closings;
- facts: an opening sentence, the facts as a field block (any presentation), a closing sentence;
- english: a multinational's letter ("To whom it may concern", "We hereby certify...");
- bilingual: the facts twice, French at the left and Arabic labels at the right (or a mirrored field block);
- form: an HR form: framed sections EMPLOYEUR / SALARIÉ, dotted leaders or comb boxes, contract checkboxes.
A salary certificate adds the monthly gross and net in a sentence (with the net in words) or in a small table
(with annual figures and allowances as distractors).

cnss_certificate, five families: an agency's attestation form, an e-service printout with a QR code and a
verification code, a statement of declared salaries (a table of months), a prose attestation, a bilingual form.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.support.randgen import wording
from tests.support.randgen.blocks import (
    Col,
    Ctx,
    Org,
    Row,
    fields,
    finish,
    footer,
    letterhead,
    qr,
    sign_block,
    table,
    title,
)
from tests.support.randgen.canvas import Page, Sheet
from tests.support.randgen.formats import civility, words
from tests.support.randgen.t_common import (
    employer_footer,
    employer_head,
    issue_date,
    name_rows,
    place_date,
    reference,
)

PROSE_CONTRACT = {
    "CDI": (
        "contrat à durée indéterminée (CDI)",
        "contrat à durée indéterminée",
        "CDI",
        "contrat de travail à durée indéterminée",
    ),
    "CDD": ("contrat à durée déterminée (CDD)", "contrat à durée déterminée", "CDD"),
    "ANAPEC": ("contrat d'insertion ANAPEC", "contrat d'insertion (ANAPEC)", "contrat Idmaj (ANAPEC)"),
    "INTERIM": ("contrat de travail temporaire (intérim)", "contrat d'intérim"),
    "STAGE": ("convention de stage", "stage rémunéré (convention de stage)"),
}
EN_CONTRACT = {
    "CDI": ("a permanent employment contract (CDI)", "a permanent contract", "an open-ended contract (CDI)"),
    "CDD": ("a fixed-term employment contract (CDD)", "a fixed-term contract"),
    "ANAPEC": ("an ANAPEC insertion contract",),
    "INTERIM": ("a temporary agency contract (interim)",),
    "STAGE": ("an internship agreement",),
}


def _sentence_employment(ctx: Ctx, *, salary: bool) -> str:
    """The certificate's sentence: who certifies, who works there since when, as what, under which contract."""
    rng = ctx.rng
    w = ctx.world
    p, j, emp = w.person, w.job, w.job.employer
    g = wording.GENDER[p.female]
    civ = civility(rng, p.female, "fr")
    ctx.mark("applicant_name", "employer")
    name = ctx.person_name()
    ecnss = ""
    if ctx.doc_type == "employment_certificate" and ctx.want("employer_cnss", 0.45):
        ctx.mark("employer_cnss")
        ecnss = rng.choice(
            (
                f", affiliée à la CNSS sous le n° {emp.cnss}",
                f", immatriculée à la CNSS sous le numéro {emp.cnss}",
                f" (CNSS n° {emp.cnss})",
                f", N° d'affiliation CNSS {emp.cnss}",
            )
        )
    opening = ctx.pick("opening", ("nous", "je", "societe", "il_est"))
    if opening == "nous":
        head = f"Nous soussignés, {emp.name}{ecnss}, attestons que {civ} {name}"
    elif opening == "je":
        head = (
            f"Je soussigné(e), {j.signatory}, {j.signatory_title.replace('Le ', '').replace('La ', '').lower()} "
            f"de la société {emp.name}{ecnss}, certifie que {civ} {name}"
        )
    elif opening == "societe":
        head = f"La société {emp.name}{ecnss}, représentée par {j.signatory}, atteste par la présente que {civ} {name}"
    else:
        head = f"Il est certifié par la présente que {civ} {name}"
    if ctx.want("cin", 0.9):
        ctx.mark("cin")
        born = f", {g['born']} le {ctx.date(p.dob)} à {p.pob.title()}, titulaire de la carte nationale "
        identity = rng.choice(
            (
                f", titulaire de la CIN n° {p.cin}",
                f", CIN : {p.cin}",
                f" (C.I.N. {p.cin})",
                f"{born}d'identité n° {p.cin}",
                f", titulaire de la CNIE n° {p.cin}",
            )
        )
        if identity.startswith(born):
            ctx.mark("date_of_birth")
        head += identity
    if rng.random() < 0.25:
        head += f", immatriculé(e) à la CNSS sous le n° {j.cnss_number}"
    body = ""
    since = ""
    if ctx.want("hire_date", 0.95):
        ctx.mark("hire_date")
        since = f" depuis le {ctx.date(j.hire_date)}"
    if opening == "il_est":
        body = f", est {g['employed']} par la société {emp.name}{ecnss}{since}"
    else:
        body = rng.choice(
            (
                f", est {g['employed']} au sein de notre société{since}",
                f", fait partie de notre personnel{since}",
                f", travaille dans notre entreprise{since}",
            )
        )
    if ctx.want("position", 0.95):
        ctx.mark("position")
        body += rng.choice(
            (
                f" en qualité de {j.position}",
                f" où {g['pron'].lower()} occupe le poste de {j.position}",
                f", et y exerce la fonction de {j.position}",
            )
        )
    contract = ""
    want_contract = ctx.want("contract_type", 0.7 if ctx.doc_type == "employment_certificate" else 0.3)
    if want_contract:
        ctx.mark("contract_type")
        contract = rng.choice(
            (
                f", dans le cadre d'un {rng.choice(PROSE_CONTRACT[j.contract])}",
                f", sous {rng.choice(PROSE_CONTRACT[j.contract])}",
            )
        )
    text = head + body + contract + "."
    if salary:
        text += " " + _salary_sentence(ctx)
    return text


def _salary_sentence(ctx: Ctx) -> str:
    rng = ctx.rng
    pay = ctx.world.pay
    g = wording.GENDER[ctx.world.person.female]
    want_gross = ctx.want("gross_salary", 0.9)
    want_net = ctx.want("net_salary", 0.85) or not want_gross
    parts = []
    if want_gross:
        ctx.mark("gross_salary")
        gross = ctx.money(pay.gross, currency=True)
        if rng.random() < 0.4:
            gross += f" ({words(pay.gross)})"
        parts.append(
            rng.choice((f"un salaire mensuel brut de {gross}", f"une rémunération brute mensuelle de {gross}"))
        )
    if want_net:
        ctx.mark("net_salary")
        net = ctx.money(pay.net, currency=True)
        if rng.random() < 0.5:
            net += f" ({words(pay.net)})"
        parts.append(rng.choice((f"un salaire net mensuel de {net}", f"un net à payer mensuel de {net}")))
    lead = rng.choice(
        (f"{g['pron']} perçoit ", f"{g['pron']} bénéficie d'", f"À ce titre, {g['pron'].lower()} perçoit ")
    )
    text = lead + " et ".join(parts)
    if lead.endswith("d'"):
        text = text.replace("d'un", "d'un", 1).replace("d'une", "d'une", 1)
    if rng.random() < 0.3:
        text += f", soit {ctx.money(round(pay.gross * 12, 2), currency=True)} brut par an"
    return text + "."


def _english_sentence(ctx: Ctx, *, salary: bool) -> str:
    rng = ctx.rng
    w = ctx.world
    p, j, emp = w.person, w.job, w.job.employer
    g = wording.GENDER[p.female]
    civ = civility(rng, p.female, "en")
    ctx.mark("applicant_name", "employer")
    name = ctx.person_name()
    reg = ""
    if ctx.doc_type == "employment_certificate" and ctx.want("employer_cnss", 0.5):
        ctx.mark("employer_cnss")
        reg = f", registered with the Moroccan National Social Security Fund (CNSS) under employer number {emp.cnss},"
    text = rng.choice(
        (f"We, {emp.name}{reg} hereby certify that {civ} {name}", f"This is to certify that {civ} {name}")
    )
    if ctx.want("cin", 0.9):
        ctx.mark("cin")
        text += rng.choice((f", holder of National ID Card No. {p.cin},", f" (National ID: {p.cin})"))
    since = ""
    if ctx.want("hire_date", 0.95):
        ctx.mark("hire_date")
        since = f" since {ctx.date(j.hire_date)}"
    if text.startswith("We,"):
        text += f" has been employed by our company{since}"
    else:  # the employer's registration, if drawn, follows its name
        text += f" has been employed by {emp.name}{reg.rstrip(',')}{',' if reg else ''}{since}"
    if ctx.want("contract_type", 0.6 if ctx.doc_type == "employment_certificate" else 0.3):
        ctx.mark("contract_type")
        text += f" under {rng.choice(EN_CONTRACT[j.contract])}"
    text += "."
    if ctx.want("position", 0.95):
        ctx.mark("position")
        text += f" {g['en_pron']} currently holds the position of {j.position}."
    if salary:
        pay = w.pay
        parts = []
        if ctx.want("gross_salary", 0.9):
            ctx.mark("gross_salary")
            parts.append(f"a gross monthly salary of {ctx.money(pay.gross, currency=True)}")
        if ctx.want("net_salary", 0.85) or not parts:
            ctx.mark("net_salary")
            parts.append(f"a net monthly salary of {ctx.money(pay.net, currency=True)}")
        text += f" {g['en_pron']} receives " + " and ".join(parts) + "."
    return text


def _salary_table(ctx: Ctx, sh: Sheet) -> None:
    """The monthly pay in a small table, with allowances and an annual column as distractors."""
    rng = ctx.rng
    pay = ctx.world.pay
    en = ctx.lang == "en"
    gains = [line for line in pay.lines if line.kind == "gain"]
    base = gains[0].amount if gains else pay.gross
    annual = rng.random() < 0.45
    rows: list[tuple[str, float]] = [("Basic salary" if en else "Salaire de base", base)]
    if len(gains) > 1:
        rows.append(("Allowances and bonuses" if en else "Primes et indemnités", round(pay.gross - base, 2)))
    want_gross = ctx.want("gross_salary", 0.95)
    want_net = ctx.want("net_salary", 0.9) or not want_gross
    bold = set()
    if want_gross:
        ctx.mark("gross_salary")
        gross_label = (
            ctx.raw_label("gross") if rng.random() < 0.5 else ("Gross monthly salary" if en else "Salaire brut mensuel")
        )
        rows.append((gross_label, pay.gross))
        bold.add(len(rows) - 1)
    if rng.random() < 0.6:
        rows.append(("Deductions (CNSS, AMO, IR)" if en else "Retenues (CNSS, AMO, IR)", pay.deductions))
    if want_net:
        ctx.mark("net_salary")
        rows.append(
            ("Net monthly salary" if en else rng.choice(("Salaire net mensuel", "Net mensuel", "Salaire net")), pay.net)
        )
        bold.add(len(rows) - 1)
    cols = [
        Col("Element" if en else rng.choice(("Rubrique", "Désignation", "Eléments de salaire")), 2.6),
        Col(("Monthly" if en else "Mensuel") + f" ({ctx.amounts.currency or 'DH'})", 1.2, "r"),
    ]
    cells = [[label, ctx.money(v)] for label, v in rows]
    if annual:
        cols.append(Col("Annual" if en else "Annuel", 1.2, "r"))
        factor = rng.choice((12, 13))
        cells = [[*c, ctx.money(round(v * factor, 2))] for c, (_, v) in zip(cells, rows, strict=True)]
        ctx.note("annual", f"x{factor}")
    x1 = sh.left + sh.width * rng.uniform(0.7, 1.0)
    table(ctx, sh, cols, cells, x0=sh.left + rng.uniform(0, 40), x1=x1, bold_rows=frozenset(bold))


def _facts_rows(ctx: Ctx, *, salary: bool, ar: bool = False) -> list[Row]:
    rng = ctx.rng
    w = ctx.world
    p, j, emp = w.person, w.job, w.job.employer

    def arl(key: str) -> str:
        return ctx.AR(key) if ar else ""

    rows = name_rows(ctx, ar=ar)
    if ctx.want("cin", 0.92):
        rows.append(Row(ctx.L("cin"), p.cin, arl("cin"), ("cin",), code=True))
    if rng.random() < 0.25:
        rows.append(Row(ctx.L("dob"), ctx.date(p.dob), arl("dob"), ("date_of_birth",)))
    if rng.random() < 0.3:
        rows.append(Row(ctx.L("cnss_number"), j.cnss_number, arl("cnss_number")))
    if ctx.want("position", 0.95):
        rows.append(Row(ctx.L("position"), j.position, arl("position"), ("position",)))
    if ctx.want("hire_date", 0.95):
        rows.append(Row(ctx.L("hire_date"), ctx.date(j.hire_date), arl("hire_date"), ("hire_date",)))
    if ctx.want("contract_type", 0.75 if ctx.doc_type == "employment_certificate" else 0.35):
        rows.append(
            Row(
                ctx.L("contract"), wording.contract_text(rng, j.contract, ctx.lang), arl("contract"), ("contract_type",)
            )
        )
    if rng.random() < 0.3:
        rows.append(Row(ctx.L("department"), j.department, arl("department")))
    if salary:
        pay = w.pay
        want_gross = ctx.want("gross_salary", 0.92)
        if want_gross:
            rows.append(Row(ctx.L("gross"), ctx.money(pay.gross, currency=True), arl("gross"), ("gross_salary",)))
        if ctx.want("net_salary", 0.88) or not want_gross:
            rows.append(Row(ctx.L("net"), ctx.money(pay.net, currency=True), arl("net"), ("net_salary",)))
    if ctx.doc_type == "employment_certificate" and ctx.want("employer_cnss", 0.2):
        rows.append(Row(ctx.L("employer_cnss"), emp.cnss, arl("employer_cnss"), ("employer_cnss",)))
    return rows


def _letter_top(ctx: Ctx, sh: Sheet) -> None:
    rng = ctx.rng
    emp = ctx.world.job.employer
    employer_head(ctx, sh, emp, cnss_p=0.35 if ctx.doc_type == "employment_certificate" else 0.3)
    sh.y += sh.size_pt * rng.uniform(1, 2.5)
    when = place_date(ctx, emp.town, issue_date(ctx))
    if rng.random() < 0.5:
        sh.text(sh.left, sh.y, reference(ctx), sh.size_pt * 0.9)
    sh.text(sh.right, sh.y, when, sh.size_pt, anchor="r")


def _closing(ctx: Ctx, sh: Sheet) -> None:
    sh.y += ctx.size * 1.2
    sh.para(
        ctx.rng.choice(wording.CLOSINGS_EN if ctx.lang == "en" else wording.CLOSINGS_FR),
        align=ctx.notes.get("align", "l"),
    )


def _sign(ctx: Ctx, sh: Sheet) -> None:
    j = ctx.world.job
    emp = j.employer
    who = [j.signatory_title] if ctx.rng.random() < 0.5 else [j.signatory, j.signatory_title]
    sign_block(ctx, sh, who, [emp.short.upper()[:26], emp.town.upper()])


# employment and salary certificates ---------------------------------------------------------------------------
def prose(ctx: Ctx) -> Page:
    ctx.lang = "fr"
    salary = ctx.doc_type == "salary_certificate"
    sh = ctx.sheet()
    _letter_top(ctx, sh)
    title(ctx, sh, wording.title(ctx.rng, ctx.doc_type, "fr"))
    sh.y += ctx.size * ctx.rng.uniform(1.5, 3)
    align = ctx.pick("align", ("l", "j"))
    sh.para(_sentence_employment(ctx, salary=salary), align=align)
    _closing(ctx, sh)
    _sign(ctx, sh)
    employer_footer(ctx, sh, ctx.world.job.employer)
    return finish(ctx, sh)


def facts(ctx: Ctx) -> Page:
    rng = ctx.rng
    salary = ctx.doc_type == "salary_certificate"
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    _letter_top(ctx, sh)
    title(ctx, sh, wording.title(rng, ctx.doc_type, ctx.lang))
    sh.y += ctx.size * 1.5
    ctx.mark("employer")
    if ctx.lang == "en":
        intro = f"{emp.name} hereby certifies that the employee named below works for the company:"
    else:
        intro = rng.choice(
            (
                f"Nous soussignés, {emp.name}, attestons que le salarié désigné ci-après :",
                f"La Direction de la société {emp.name} certifie que :",
                f"Nous, {emp.name}, certifions que la personne dont l'identité suit fait partie de notre personnel :",
            )
        )
    sh.para(intro)
    sh.y += ctx.size * 0.5
    style = ctx.pick("fields", ("colon", "aligned", "ruled", "table", "leader", "grid"), (3, 3, 2, 2, 1, 2))
    rows = _facts_rows(ctx, salary=salary and rng.random() < 0.6)
    fields(ctx, sh, rows, style, x0=sh.left + rng.uniform(0, 50))
    if salary and "gross_salary" not in ctx.shown and "net_salary" not in ctx.shown:
        sh.y += ctx.size
        sh.para(
            rng.choice(("perçoit la rémunération mensuelle suivante :", "Sa rémunération mensuelle est la suivante :"))
        )
        _salary_table(ctx, sh)
    else:
        sh.y += ctx.size
        sh.para(
            rng.choice(
                (
                    "fait partie de notre personnel à ce jour.",
                    "est toujours en fonction à la date de ce jour.",
                    "est employé(e) dans notre société à ce jour.",
                )
            )
            if ctx.lang != "en"
            else "is currently employed."
        )
    _closing(ctx, sh)
    _sign(ctx, sh)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def english(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "en"
    ctx.arabic = False
    salary = ctx.doc_type == "salary_certificate"
    sh = ctx.sheet()
    _letter_top(ctx, sh)
    title(ctx, sh, wording.title(rng, ctx.doc_type, "en"))
    sh.y += ctx.size * 2
    sh.text(sh.left, sh.y, "To whom it may concern,", ctx.size)
    sh.y += ctx.size * 0.8
    with_table = salary and rng.random() < 0.5
    sh.para(_english_sentence(ctx, salary=salary and not with_table), align=ctx.pick("align", ("l", "j")))
    if with_table:
        sh.y += ctx.size
        sh.para("The employee's monthly remuneration is as follows:")
        _salary_table(ctx, sh)
    _closing(ctx, sh)
    _sign(ctx, sh)
    employer_footer(ctx, sh, ctx.world.job.employer)
    return finish(ctx, sh)


def bilingual(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    ctx.arabic = True
    salary = ctx.doc_type == "salary_certificate"
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    _letter_top(ctx, sh)
    title(ctx, sh, wording.title(rng, ctx.doc_type, "fr"), ar=rng.choice(wording.TITLES[ctx.doc_type]["ar"]))
    sh.y += ctx.size
    ctx.mark("employer")
    sh.para(f"Nous soussignés, {emp.name}, attestons que :")
    sh.text(sh.right, sh.y + ctx.size * 1.5, "نشهد نحن الموقعين أسفله أن", ctx.size, anchor="r")
    sh.y += ctx.size * 1.5
    style = ctx.pick("fields", ("bilingual_right", "bilingual_under", "table"))
    fields(ctx, sh, _facts_rows(ctx, salary=salary, ar=True), style)
    sh.y += ctx.size
    sh.para("Cette attestation est délivrée pour servir et valoir ce que de droit.")
    sh.y += ctx.size * 1.5
    sh.text(sh.right, sh.y, "سلمت هذه الشهادة للمعني بالأمر بطلب منه", ctx.size, anchor="r")
    _sign(ctx, sh)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def form(ctx: Ctx) -> Page:
    rng = ctx.rng
    salary = ctx.doc_type == "salary_certificate"
    w = ctx.world
    emp, j = w.job.employer, w.job
    sh = ctx.sheet()
    size = ctx.size
    title(ctx, sh, wording.title(rng, ctx.doc_type, ctx.lang).upper(), align="m")
    style = ctx.pick("fields", ("leader", "comb", "table"))
    heads = (
        ("EMPLOYER", "EMPLOYEE")
        if ctx.lang == "en"
        else rng.choice(
            (
                ("EMPLOYEUR", "SALARIÉ"),
                ("L'EMPLOYEUR", "LE SALARIÉ"),
                ("I - EMPLOYEUR", "II - SALARIÉ"),
                ("IDENTIFICATION DE L'EMPLOYEUR", "IDENTIFICATION DU SALARIÉ"),
            )
        )
    )
    sh.y += size
    sh.text(sh.left, sh.y, heads[0], size, bold=True, colour=ctx.accent)
    erows = [Row(ctx.L("employer"), emp.name, mark=("employer",)), Row(ctx.L("address"), emp.address)]
    if ctx.doc_type == "employment_certificate" and ctx.want("employer_cnss", 0.6):
        erows.append(Row(ctx.L("employer_cnss"), emp.cnss, mark=("employer_cnss",), code=True))
    if rng.random() < 0.6:
        erows.append(Row("ICE", emp.ice, code=True))
    fields(ctx, sh, erows, style)
    sh.y += size * 1.2
    sh.text(sh.left, sh.y, heads[1], size, bold=True, colour=ctx.accent)
    rows = [r for r in _facts_rows(ctx, salary=salary) if "contract_type" not in r.mark]
    fields(ctx, sh, rows, style)
    if ctx.want("contract_type", 0.7):
        ctx.mark("contract_type")
        sh.y += size * 2
        sh.text(sh.left, sh.y, ctx.L("contract"), size)
        x = sh.left + sh.measure(ctx.L("contract"), size) + size
        for code in ("CDI", "CDD", "ANAPEC", "STAGE"):
            sh.rect(x, sh.y - size * 0.85, x + size * 0.9, sh.y + size * 0.05, stroke=40, width=0.7)
            if code == j.contract or (code == "CDD" and j.contract == "INTERIM"):
                sh.line(x, sh.y - size * 0.85, x + size * 0.9, sh.y + size * 0.05, width=0.9, colour=20)
                sh.line(x + size * 0.9, sh.y - size * 0.85, x, sh.y + size * 0.05, width=0.9, colour=20)
            box_label = code if j.contract != "INTERIM" or code != "CDD" else "CDD / Intérim"
            x += size * 1.3 + sh.text(x + size * 1.3, sh.y, box_label, size) + size * 2.2
        if j.contract == "INTERIM":
            sh.y += size * 1.5
            sh.text(sh.left, sh.y, "Précision : travail temporaire (INTERIM)", size * 0.9)
    _closing(ctx, sh)
    sh.y += size
    sh.text(sh.left, sh.y, place_date(ctx, emp.town, issue_date(ctx)), size)
    _sign(ctx, sh)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


CERT_FAMILIES: dict[str, Callable[[Ctx], Page]] = {
    "prose": prose,
    "facts": facts,
    "english": english,
    "bilingual": bilingual,
    "form": form,
}


def build_certificate(ctx: Ctx) -> list[Page]:
    if ctx.world.job.employer.english and ctx.lang == "en":
        weights = [0, 2, 6, 0, 2]
    elif ctx.lang == "en":
        weights = [0, 0, 1, 0, 0]
    else:
        weights = [6, 4, 1, 2, 2]
    family = ctx.pick("template", list(CERT_FAMILIES), weights)
    return [CERT_FAMILIES[family](ctx)]


# CNSS certificates --------------------------------------------------------------------------------------------
CNSS_AR = "الصندوق الوطني للضمان الاجتماعي"


def _cnss_head(ctx: Ctx, sh: Sheet) -> None:
    rng = ctx.rng
    from tests.support.randgen.data_orgs import CNSS_AGENCIES

    town = ctx.world.person.town
    local = [a for a in CNSS_AGENCIES if a.startswith(town)]
    place = rng.choice(local) if local else rng.choice(CNSS_AGENCIES)
    ctx.notes["_town"] = place.split(" ")[0]
    agency = rng.choice(("Agence ", "Direction régionale ", "Agence CNSS ")) + place
    name = rng.choice(("CAISSE NATIONALE DE SECURITE SOCIALE", "Caisse Nationale de Sécurité Sociale", "CNSS"))
    lines = ("ROYAUME DU MAROC",) if rng.random() < 0.6 else ()
    letterhead(
        ctx,
        sh,
        Org(name, (*lines, agency), (), CNSS_AR if rng.random() < 0.7 else "", "CNSS"),
        rng.choice(("centre", "logo", "left", "band")),
    )


def _cnss_rows(ctx: Ctx, *, ar: bool = False) -> list[Row]:
    rng = ctx.rng
    w = ctx.world
    p, j, emp = w.person, w.job, w.job.employer

    def arl(key: str) -> str:
        return ctx.AR(key) if ar else ""

    rows = name_rows(ctx, ar=ar, split_p=0.35)
    rows.append(Row(ctx.L("cnss_number"), j.cnss_number, arl("cnss_number"), ("cnss_number",), code=True))
    if ctx.want("cin", 0.85):
        rows.append(Row(ctx.L("cin"), p.cin, arl("cin"), ("cin",), code=True))
    if rng.random() < 0.45:
        rows.append(Row(ctx.L("dob"), ctx.date(p.dob), arl("dob"), ("date_of_birth",)))
    if ctx.want("affiliation_date", 0.92):
        rows.append(
            Row(ctx.L("affiliation_date"), ctx.date(j.affiliation_date), arl("affiliation_date"), ("affiliation_date",))
        )
    if ctx.want("employer", 0.75):
        rows.append(Row(ctx.L("employer"), emp.name, arl("employer"), ("employer",)))
        if ctx.want("employer_cnss", 0.8):
            rows.append(Row(ctx.L("employer_cnss"), emp.cnss, arl("employer_cnss"), ("employer_cnss",), code=True))
        if rng.random() < 0.3:
            rows.append(Row("Date d'entrée chez l'employeur", ctx.date(j.hire_date)))
    return rows


def cnss_form(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    sh = ctx.sheet()
    _cnss_head(ctx, sh)
    title(ctx, sh, wording.title(rng, "cnss_certificate", "fr"))
    sh.y += ctx.size
    sh.para(
        rng.choice(
            (
                "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) :",
                "Le Directeur de l'agence soussigné atteste que :",
                "Il est attesté que :",
            )
        )
    )
    fields(
        ctx,
        sh,
        _cnss_rows(ctx),
        ctx.pick("fields", ("aligned", "ruled", "table", "colon", "leader")),
        x0=sh.left + rng.uniform(0, 60),
    )
    sh.y += ctx.size
    sh.para(
        rng.choice(
            (
                "est immatriculé(e) au régime de sécurité sociale.",
                "est affilié(e) à la CNSS à ce jour.",
                "Cette attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que de droit.",
            )
        )
    )
    sh.y += ctx.size
    sh.text(
        sh.right,
        sh.y,
        place_date(ctx, ctx.notes.get("_town", ctx.world.person.town), issue_date(ctx)),
        ctx.size,
        anchor="r",
    )
    sign_block(
        ctx,
        sh,
        [rng.choice(("Le Chef d'agence", "Le Directeur de l'agence", "P/ Le Directeur"))],
        ["C.N.S.S", rng.choice(("AGENCE", "DIRECTION REGIONALE"))],
    )
    footer(
        ctx,
        sh,
        [
            "Caisse Nationale de Sécurité Sociale - 649, Bd Mohammed V - Casablanca",
            "Allo CNSS : 080 200 72 72 - www.cnss.ma",
        ],
    )
    return finish(ctx, sh)


def cnss_portal(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    sh = ctx.sheet()
    size = ctx.size
    fill = ctx.accent if ctx.colour else 70
    sh.rect(0, 0, sh.size[0], sh.top + size * 3, fill=fill)
    sh.text(
        sh.left,
        sh.top + size * 1.8,
        rng.choice(("Ma CNSS - Espace assuré", "CNSS e-services", "Portail Ma CNSS")),
        size * 1.3,
        bold=True,
        colour=255,
    )
    sh.text(sh.right, sh.top + size * 1.8, CNSS_AR, size, anchor="r", colour=255)
    sh.y = sh.top + size * 4
    title(ctx, sh, wording.title(rng, "cnss_certificate", "fr"))
    issued = issue_date(ctx)
    sh.y += size
    sh.text(
        sh.left,
        sh.y,
        f"{ctx.L('edition')} {ctx.date(issued)} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
        size * 0.9,
    )
    sh.y += size * 0.5
    fields(ctx, sh, _cnss_rows(ctx), ctx.pick("fields", ("aligned", "ruled", "grid", "table")))
    sh.y += size * 1.5
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(12))
    qr(ctx, sh, sh.right - 70, sh.y, 64)
    sh.text(sh.left, sh.y + size, f"Code de vérification : {code[:4]}-{code[4:8]}-{code[8:]}", size * 0.9)
    sh.text(
        sh.left, sh.y + size * 2.4, "Vérifiez l'authenticité de ce document sur www.cnss.ma", size * 0.85, colour=80
    )
    sh.y += 80
    sh.para("Document généré électroniquement, il ne nécessite ni signature ni cachet.", size=size * 0.85)
    return finish(ctx, sh)


def cnss_declared(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    from tests.support.randgen.truth import add_months

    w = ctx.world
    sh = ctx.sheet()
    _cnss_head(ctx, sh)
    title(
        ctx,
        sh,
        rng.choice(
            (
                "ATTESTATION D'AFFILIATION ET DE SALAIRES DECLARES",
                "RELEVÉ DES SALAIRES DÉCLARÉS",
                "ATTESTATION DE DECLARATION DE SALAIRES",
            )
        ),
    )
    fields(ctx, sh, _cnss_rows(ctx), ctx.pick("fields", ("aligned", "grid", "table")), cols=rng.choice((1, 2)))
    sh.y += ctx.size
    n = rng.choice((6, 12))
    rows = []
    declared = min(w.pay.taxable_gross, 6000.0)
    for k in range(n, 0, -1):
        ym = add_months(w.pay.period, -k + 1)
        if ym < w.job.hire_date[:7]:
            continue
        days = 26 if rng.random() < 0.9 else rng.randint(15, 25)
        real = round(w.pay.taxable_gross * days / 26, 2)
        rows.append([f"{ym[5:]}/{ym[:4]}", str(days), ctx.money(real), ctx.money(min(real, 6000.0))])
    cols = [
        Col("Période", 1.2),
        Col("Jours déclarés", 1.2, "r"),
        Col("Salaire réel", 1.5, "r"),
        Col("Salaire plafonné", 1.5, "r"),
    ]
    table(ctx, sh, cols, rows)
    sh.y += ctx.size
    sh.para(
        f"Plafond mensuel de cotisation : {ctx.money(6000.0, currency=True)}. Salaire déclaré moyen : "
        f"{ctx.money(declared, currency=True)}.",
        size=ctx.size * 0.85,
    )
    sh.y += ctx.size
    sh.text(
        sh.right, sh.y, place_date(ctx, ctx.notes.get("_town", w.person.town), issue_date(ctx)), ctx.size, anchor="r"
    )
    sign_block(ctx, sh, ["Le Chef d'agence"], ["C.N.S.S"])
    return finish(ctx, sh)


def cnss_prose(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    w = ctx.world
    p, j, emp = w.person, w.job, w.job.employer
    g = wording.GENDER[p.female]
    sh = ctx.sheet()
    _cnss_head(ctx, sh)
    title(ctx, sh, wording.title(rng, "cnss_certificate", "fr"))
    sh.y += ctx.size * 2
    ctx.mark("applicant_name", "cnss_number")
    text = f"La Caisse Nationale de Sécurité Sociale atteste que {civility(rng, p.female, 'fr')} {ctx.person_name()}"
    if ctx.want("cin", 0.85):
        ctx.mark("cin")
        text += f", titulaire de la CIN n° {p.cin}"
    text += f", est {g['registered']} sous le numéro {j.cnss_number}"
    if ctx.want("affiliation_date", 0.9):
        ctx.mark("affiliation_date")
        text += f" depuis le {ctx.date(j.affiliation_date)}"
    text += "."
    if ctx.want("employer", 0.7):
        ctx.mark("employer")
        text += f" {g['pron']} est déclaré(e) par l'employeur {emp.name}"
        if ctx.want("employer_cnss", 0.8):
            ctx.mark("employer_cnss")
            text += f", affilié sous le n° {emp.cnss}"
        text += "."
    sh.para(text, align=ctx.pick("align", ("l", "j")))
    sh.y += ctx.size
    sh.para("La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.")
    sh.y += ctx.size
    sh.text(sh.right, sh.y, place_date(ctx, ctx.notes.get("_town", p.town), issue_date(ctx)), ctx.size, anchor="r")
    sign_block(ctx, sh, [rng.choice(("Le Directeur de l'agence", "Le Chef de service immatriculation"))], ["C.N.S.S"])
    return finish(ctx, sh)


def cnss_bilingual(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    ctx.arabic = True
    sh = ctx.sheet()
    _cnss_head(ctx, sh)
    title(
        ctx, sh, wording.title(rng, "cnss_certificate", "fr"), ar=rng.choice(wording.TITLES["cnss_certificate"]["ar"])
    )
    sh.y += ctx.size
    fields(ctx, sh, _cnss_rows(ctx, ar=True), ctx.pick("fields", ("bilingual_right", "bilingual_under", "table")))
    sh.y += ctx.size * 2
    sh.text(sh.left, sh.y, place_date(ctx, ctx.notes.get("_town", ctx.world.person.town), issue_date(ctx)), ctx.size)
    sign_block(ctx, sh, ["Le Chef d'agence", "رئيس الوكالة"], ["C.N.S.S", CNSS_AR[:12]])
    return finish(ctx, sh)


CNSS_FAMILIES: dict[str, Callable[[Ctx], Page]] = {
    "form": cnss_form,
    "portal": cnss_portal,
    "declared": cnss_declared,
    "prose": cnss_prose,
    "bilingual": cnss_bilingual,
}


def build_cnss(ctx: Ctx) -> list[Page]:
    family = ctx.pick("template", list(CNSS_FAMILIES), [4, 3, 3, 2, 2])
    return [CNSS_FAMILIES[family](ctx)]
