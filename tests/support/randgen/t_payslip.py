"""Payslips: six structural families, each with its own draws.

- classic: letterhead, title, period, the employee block (any field presentation, one or two columns), the pay
  table (column set and order drawn), totals, a framed net;
- twopanel: a title bar with the period, employer and employee side by side in two frames, the table, a summary
  strip of labels over values (gross, taxable, deductions, net taxable, tax, net) and a strip of year-to-date cumuls;
- english: a multinational's HR export: EARNINGS and DEDUCTIONS side by side, "Net pay" framed, no signature;
- bilingual: French with Arabic labels at the right or under the French ones, table headers French over Arabic;
- typed: a small firm's word-processed slip: the employee in one sentence or colon lines, a simple ruled table,
  the net restated in words, signature lines;
- dense: an ERP's slip: rows of tiny label-over-value cells, codes, year-to-date columns, small print.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tests.support.randgen import wording
from tests.support.randgen.blocks import (
    Col,
    Ctx,
    Row,
    fields,
    finish,
    table,
    title,
)
from tests.support.randgen.canvas import Page, Sheet
from tests.support.randgen.formats import words
from tests.support.randgen.t_common import bureau_head, employer_footer, employer_head, family_status, name_rows
from tests.support.randgen.truth import Pay, PayLine

AR = {
    "Rubrique": "البيان",
    "Base": "الأساس",
    "Taux": "النسبة",
    "Gains": "المستحقات",
    "Retenues": "الاقتطاعات",
    "Montant": "المبلغ",
    "Nombre": "العدد",
    "Code": "الرمز",
    "Cumul": "المجموع السنوي",
}
EN_LINES = {
    "Salaire de base": "Basic salary",
    "Prime d'ancienneté": "Seniority allowance",
    "Cotisation CNSS": "CNSS",
    "Cotisation AMO": "AMO (health)",
    "Cotisation CIMR": "CIMR pension",
    "Mutuelle": "Medical insurance",
    "Impôt sur le revenu": "Income tax (IR)",
    "Remboursement prêt": "Loan repayment",
    "Indemnité de transport": "Transport allowance",
    "Prime de panier": "Meal allowance",
    "Indemnité de représentation": "Representation allowance",
    "Prime de rendement": "Performance bonus",
    "Prime de responsabilité": "Responsibility allowance",
    "Indemnité de logement": "Housing allowance",
    "Heures supplémentaires 25%": "Overtime 125%",
    "Absence non rémunérée": "Unpaid absence",
    "Prime exceptionnelle": "Exceptional bonus",
    "Prime de l'Aïd": "Eid bonus",
    "13ème mois": "13th month",
    "Prime de bilan": "Year-end bonus",
    "Indemnité de stage": "Internship allowance",
    "Indemnité de stage ANAPEC": "ANAPEC allowance",
}
FR_SYNONYMS = {
    "Impôt sur le revenu": ("Impôt sur le revenu", "IR", "I.R.", "IGR", "Retenue IR"),
    "Cotisation CNSS": ("Cotisation CNSS", "CNSS", "C.N.S.S", "Sécurité sociale"),
    "Cotisation AMO": ("Cotisation AMO", "AMO", "Assurance maladie obligatoire"),
    "Salaire de base": ("Salaire de base", "Salaire base", "Appointements", "Salaire mensuel"),
    "Prime d'ancienneté": ("Prime d'ancienneté", "Ancienneté", "Prime ancienneté"),
}


def _line_label(ctx: Ctx, line: PayLine) -> str:
    if ctx.lang == "en":
        return EN_LINES.get(line.label, line.label)
    options = FR_SYNONYMS.get(line.label)
    if options:
        key = f"_line_{line.label}"
        if key not in ctx.notes:
            ctx.notes[key] = ctx.words_rng.choice(options)
        return ctx.notes[key]
    return line.label


def _num(ctx: Ctx, v: float | None, decimals: int = 2) -> str:
    if v is None:
        return ""
    if decimals == 2:
        return ctx.money(v, signed=True)
    return f"{v:.{decimals}f}".replace(".", ctx.amounts.decimal)


def _rate(ctx: Ctx, v: float | None) -> str:
    if v is None:
        return ""
    text = f"{v:.2f}".replace(".", ctx.amounts.decimal)
    return text + (" %" if ctx.rng.random() < 0.3 else "")


# the employee -------------------------------------------------------------------------------------------------
def employee_rows(ctx: Ctx, *, ar: bool = False) -> list[Row]:
    rng = ctx.rng
    w = ctx.world
    p, j = w.person, w.job

    def arl(key: str) -> str:
        return ctx.AR(key) if ar else ""

    rows = name_rows(ctx, ar=ar)
    extra: list[Row] = []
    if rng.random() < 0.7:
        extra.append(Row(ctx.L("matricule"), j.matricule, arl("matricule")))
    if ctx.want("cin", 0.8):
        extra.append(Row(ctx.L("cin"), p.cin, arl("cin"), ("cin",), code=True))
    if ctx.want("cnss_number", 0.88):
        extra.append(Row(ctx.L("cnss_number"), j.cnss_number, arl("cnss_number"), ("cnss_number",), code=True))
    if ctx.want("hire_date", 0.88):
        extra.append(Row(ctx.L("hire_date"), ctx.date(j.hire_date), arl("hire_date"), ("hire_date",)))
    if ctx.want("position", 0.9):
        extra.append(Row(ctx.L("position"), j.position, arl("position"), ("position",)))
    if ctx.want("contract_type", 0.6):
        extra.append(
            Row(
                ctx.L("contract"), wording.contract_text(rng, j.contract, ctx.lang), arl("contract"), ("contract_type",)
            )
        )
    if rng.random() < 0.4:
        extra.append(Row(ctx.L("department"), j.department, arl("department")))
    if rng.random() < 0.3:
        extra.append(Row(ctx.L("category"), j.category, arl("category")))
    if rng.random() < 0.4:
        extra.append(Row(ctx.L("family_status"), family_status(ctx), arl("family_status")))
    if rng.random() < 0.3:
        extra.append(Row(ctx.L("children"), str(p.children), arl("children")))
    if rng.random() < 0.15:
        extra.append(Row(ctx.L("dob"), ctx.date(p.dob), arl("dob"), ("date_of_birth",)))
    if rng.random() < 0.12 and j.post_date:
        lab = (
            rng.choice(("Date de titularisation", "Prise de fonction", "Dernière promotion"))
            if ctx.lang != "en"
            else "Current role since"
        )
        extra.append(Row(ctx.labels(lab), ctx.date(j.post_date)))
    if rng.random() < 0.3:
        years = int(ctx.world.pay.period[:4]) - int(j.hire_date[:4])
        extra.append(Row(ctx.L("seniority"), f"{years} {'years' if ctx.lang == 'en' else 'ans'}", arl("seniority")))
    if rng.random() < 0.35:
        extra.append(Row(ctx.L("days"), str(ctx.world.pay.days), arl("days")))
    if rng.random() < 0.5:
        rng.shuffle(extra)
    return rows + extra


def period_row(ctx: Ctx, pay: Pay) -> Row:
    ctx.mark("pay_period")
    return Row(ctx.L("period"), ctx.periods(pay.period, ctx.dates), ctx.AR("period") if ctx.arabic else "")


# the pay table ------------------------------------------------------------------------------------------------
def pay_table(
    ctx: Ctx,
    sh: Sheet,
    pay: Pay,
    *,
    size: float | None = None,
    ar: bool = False,
    x0: float | None = None,
    x1: float | None = None,
) -> None:
    """The lines of the month in a column set drawn from six, the gross as a row or in the totals."""
    rng = ctx.rng
    en = ctx.lang == "en"
    kind = ctx.pick("columns", ("full", "coded", "signed", "two", "shares", "cumul"), (5, 3, 2, 3, 2, 2))
    names = {
        "full": ["Rubrique", "Base", "Taux", "Gains", "Retenues"],
        "coded": ["Code", "Rubrique", "Nombre", "Taux", "Gains", "Retenues"],
        "signed": ["Rubrique", "Base", "Taux", "Montant"],
        "two": ["Rubrique", "Gains", "Retenues"],
        "shares": ["Rubrique", "Base", "Taux", "Gains", "Retenues", "Part patronale"],
        "cumul": ["Rubrique", "Gains", "Retenues", "Cumul"],
    }[kind]
    if kind in ("full", "coded") and rng.random() < 0.3:  # the amounts before the base and rate
        names = [n for n in names if n not in ("Base", "Nombre", "Taux")] + [
            n for n in names if n in ("Base", "Nombre", "Taux")
        ]
        ctx.note("order", "amounts_first")
    if kind == "full" and rng.random() < 0.2:
        names[3], names[4] = names[4], names[3]
        ctx.note("order", "deductions_first")
    fr_titles = {
        "Rubrique": rng.choice(("Rubrique", "Désignation", "Libellé", "Eléments")),
        "Base": rng.choice(("Base", "Base", "Nombre")),
        "Nombre": rng.choice(("Nombre", "Qté", "Nb")),
        "Taux": rng.choice(("Taux", "Taux %", "Tx")),
        "Gains": rng.choice(("Gains", "A payer", "Montant +", "Gain")),
        "Retenues": rng.choice(("Retenues", "A retenir", "Montant -", "Retenue")),
        "Montant": rng.choice(("Montant", "Montant (DH)", "Montant MAD")),
        "Part patronale": rng.choice(("Part patronale", "Charges patronales", "Employeur")),
        "Cumul": rng.choice(("Cumul annuel", "Cumul", "Cumul exercice")),
        "Code": rng.choice(("Code", "N°", "Réf")),
    }
    en_titles = {
        "Rubrique": "Description",
        "Base": "Base",
        "Nombre": "Units",
        "Taux": "Rate",
        "Gains": "Earnings",
        "Retenues": "Deductions",
        "Montant": "Amount",
        "Part patronale": "Employer",
        "Cumul": "YTD",
        "Code": "Code",
    }
    weights = {"Rubrique": 3.2, "Code": 0.7}
    cols = [
        Col(
            en_titles[n] if en else fr_titles[n],
            weights.get(n, 1.3),
            "l" if n in ("Rubrique", "Code") else "r",
            AR.get(n if n != "Part patronale" else "", "") if ar else "",
        )
        for n in names
    ]
    gross_row = ctx.pick("gross_row", ("row", "totals", "both"), (4, 3, 2))
    rows: list[list[str]] = []
    bold: set[int] = set()
    code = 100

    def cells(
        label: str, line: PayLine | None, gain: float | None, ded: float | None, cumul: float | None
    ) -> list[str]:
        out = []
        for n in names:
            if n == "Rubrique":
                out.append(label)
            elif n == "Code":
                out.append(str(code) if line else "")
            elif n in ("Base", "Nombre"):
                out.append(_num(ctx, line.base) if line and line.base is not None else "")
            elif n == "Taux":
                out.append(_rate(ctx, line.rate) if line else "")
            elif n == "Gains":
                out.append(ctx.money(gain, signed=True) if gain is not None else "")
            elif n == "Retenues":
                out.append(ctx.money(ded, signed=False) if ded is not None else "")
            elif n == "Montant":
                v = gain if gain is not None else (-(ded or 0.0) if ded is not None else None)
                out.append(ctx.money(v) if v is not None else "")
            elif n == "Part patronale":
                out.append(ctx.money(line.employer_share) if line and line.employer_share else "")
            elif n == "Cumul":
                k = int(pay.period[5:7])
                v = gain if gain is not None else ded
                out.append(ctx.money(round((v or 0.0) * k, 2), signed=False) if v is not None else "")
        return out

    gross_label = (
        ctx.L("gross").rstrip(" :").rstrip(":") if rng.random() < 0.7 else ("GROSS PAY" if en else "SALAIRE BRUT")
    )
    inserted = gross_row == "totals"
    for line in pay.lines:
        if line.kind == "deduction" and not inserted:
            rows.append(cells(gross_label, None, pay.gross, None, None))
            bold.add(len(rows) - 1)
            inserted = True
        code += rng.randint(1, 40)
        label = _line_label(ctx, line)
        if line.kind == "gain":
            rows.append(cells(label, line, line.amount, None, None))
        else:
            rows.append(cells(label, line, None, line.amount, None))
    if not inserted:
        rows.append(cells(gross_label, None, pay.gross, None, None))
        bold.add(len(rows) - 1)
    if gross_row in ("row", "both"):
        ctx.mark("gross_salary")
    if gross_row in ("totals", "both"):
        tot = rng.choice(("Totaux", "Total", "TOTAL", "Total général")) if not en else "Total"
        row = cells(tot, None, pay.gross, pay.deductions, None)
        if "Montant" in names:
            row = cells(tot + (" retenues" if not en else " deductions"), None, None, pay.deductions, None)
        rows.append(row)
        bold.add(len(rows) - 1)
        if "Gains" in names:
            ctx.mark("gross_salary")
    size = size or sh.size_pt * rng.uniform(0.82, 0.97)
    table(ctx, sh, cols, rows, size=size, bold_rows=frozenset(bold), x0=x0, x1=x1)


def summary(ctx: Ctx, sh: Sheet, pay: Pay, *, style: str | None = None) -> None:
    """The totals under the table: gross, deductions, net (framed), with taxable amounts as distractors."""
    rng = ctx.rng
    en = ctx.lang == "en"
    style = style or ctx.pick("summary", ("strip", "lines", "box"), (3, 3, 3))
    ctx.mark("gross_salary", "net_salary")
    gross_l, net_l = ctx.L("gross"), ctx.L("net")
    items = [(gross_l, ctx.money(pay.gross))]
    if rng.random() < 0.6:
        items.append(
            (
                "Taxable gross" if en else rng.choice(("Brut imposable", "Salaire brut imposable", "SBI")),
                ctx.money(pay.taxable_gross),
            )
        )
    if rng.random() < 0.7:
        items.append(
            (
                "Total deductions" if en else rng.choice(("Total retenues", "Total des retenues", "Retenues")),
                ctx.money(pay.deductions, signed=False),
            )
        )
    if rng.random() < 0.5:
        items.append(
            (
                "Net taxable" if en else rng.choice(("Net imposable", "Salaire net imposable", "SNI")),
                ctx.money(pay.net_taxable),
            )
        )
    if style == "strip":
        rows = [Row(lab, val) for lab, val in items] + [Row(net_l, ctx.money(pay.net, currency=rng.random() < 0.5))]
        fields(ctx, sh, rows, "grid", cols=len(rows), size=sh.size_pt * 0.95, bold_values=True)
    elif style == "lines":
        x0 = sh.left + sh.width * rng.uniform(0.35, 0.5)
        rows = [Row(lab, val) for lab, val in items]
        fields(ctx, sh, rows, "aligned", x0=x0, size=sh.size_pt)
        sh.y += sh.size_pt * 1.9
        s = sh.size_pt * 1.25
        net_text = ctx.money(pay.net, currency=True)
        x0 = min(x0, sh.right - sh.measure(net_l, s, bold=True) - sh.measure(net_text, s, bold=True) - s * 1.5)
        sh.text(x0, sh.y, net_l, s, bold=True)
        sh.text(sh.right, sh.y, net_text, s, bold=True, anchor="r")
        sh.line(x0, sh.y + s * 0.5, sh.right, sh.y + s * 0.5, width=1.0, colour=40)
    else:
        rows = [Row(lab, val) for lab, val in items]
        fields(ctx, sh, rows, rng.choice(("aligned", "colon")), x1=sh.left + sh.width * 0.6)
        s = sh.size_pt * rng.uniform(1.2, 1.5)
        sh.y += s * 2.2
        text = f"{net_l} {ctx.money(pay.net, currency=True)}"
        w = sh.measure(text, s, bold=True)
        x = sh.right - w - s
        fill = ctx.accent_light() if ctx.colour else rng.choice((None, 230))
        sh.rect(x - s * 0.6, sh.y - s * 1.25, sh.right, sh.y + s * 0.6, fill=fill, stroke=30, width=1.2)
        sh.text(x, sh.y, text, s, bold=True)
        sh.y += s * 0.6


def net_in_words(ctx: Ctx, sh: Sheet, pay: Pay) -> None:
    if ctx.lang == "en" or ctx.rng.random() < 0.5:
        return
    lead = ctx.rng.choice(
        ("Arrêté le présent bulletin à la somme de :", "Soit en lettres :", "Net en toutes lettres :")
    )
    sh.y += sh.size_pt * 0.8
    sh.para(f"{lead} {words(pay.net)}.", size=sh.size_pt * 0.9)


def payment_line(ctx: Ctx, sh: Sheet, pay: Pay) -> None:
    rng = ctx.rng
    acc = ctx.world.account
    mode = rng.choice(("virement", "virement", "cheque", "especes"))
    if ctx.lang == "en":
        text = {
            "virement": f"Paid by bank transfer to account ****{acc.rib[-6:-2]}",
            "cheque": "Paid by cheque",
            "especes": "Paid in cash",
        }[mode]
    else:
        text = {
            "virement": f"Virement {acc.bank} - compte n° ****{acc.rib[-6:-2]}",
            "cheque": "Chèque",
            "especes": "Espèces",
        }[mode]
        text = f"{ctx.L('payment_mode')} {text}"
    sh.y += sh.size_pt * 1.6
    sh.text(sh.left, sh.y, text, sh.size_pt * 0.9)
    if rng.random() < 0.5:
        sh.y += sh.size_pt * 1.4
        sh.text(sh.left, sh.y, f"{ctx.L('pay_date')} {ctx.date(pay.pay_date)}", sh.size_pt * 0.9)


def cumuls(ctx: Ctx, sh: Sheet, pay: Pay) -> None:
    en = ctx.lang == "en"
    rows = [
        Row("YTD gross" if en else "Cumul brut", ctx.money(pay.ytd_gross)),
        Row("YTD taxable" if en else "Cumul net imposable", ctx.money(pay.ytd_net_taxable)),
        Row("YTD tax" if en else "Cumul IR", ctx.money(pay.ytd_ir)),
        Row(
            "Leave balance" if en else "Solde congés",
            f"{ctx.rng.randint(0, 36) / 2:.1f}".replace(".", ctx.amounts.decimal),
        ),
    ]
    fields(ctx, sh, rows, "grid", cols=4, size=sh.size_pt * 0.8, bold_values=False)


def _sign(ctx: Ctx, sh: Sheet) -> None:
    rng = ctx.rng
    if ctx.lang == "en" or rng.random() < 0.35:
        return
    sh.y += sh.size_pt * 2
    left = rng.choice(("Signature de l'employeur", "Cachet et signature", "L'employeur"))
    right = rng.choice(("Signature du salarié", "Reçu le salarié", "Le salarié"))
    sh.text(sh.left, sh.y, left, sh.size_pt * 0.9)
    sh.text(sh.right, sh.y, right, sh.size_pt * 0.9, anchor="r")
    if rng.random() < 0.6:
        from tests.support.randgen.blocks import signature, stamp

        emp = ctx.world.job.employer
        stamp(ctx, sh, sh.left + sh.width * 0.16, sh.y + sh.size_pt * 4, [emp.short.upper()[:28], emp.town.upper()])
        signature(ctx, sh, sh.left + 20, sh.y + sh.size_pt * 4, sh.width * 0.15)
    sh.y += sh.size_pt * 7


# families -----------------------------------------------------------------------------------------------------
def classic(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    # one classic slip in three is printed by a payroll bureau on its own letterhead, the employer a labelled field
    bureau = ctx.pick("issuer", ("employer", "bureau"), (2, 1)) == "bureau"
    if bureau:
        bureau_head(ctx, sh, emp)
    else:
        employer_head(ctx, sh, emp, cnss_p=0.85)
    title(ctx, sh, wording.title(rng, "payslip", ctx.lang))
    period = period_row(ctx, pay)
    where = ctx.pick("period_at", ("under_title", "in_block"), (3, 2))
    rows = employee_rows(ctx)
    if bureau:
        rows.insert(0, Row(ctx.L("employer"), emp.name, mark=("employer",)))
        if ctx.want("employer_cnss", 0.7):
            rows.insert(1, Row(ctx.L("employer_cnss"), emp.cnss, mark=("employer_cnss",), code=True))
    if where == "under_title":
        sh.y += sh.size_pt * 1.2
        sh.text(
            (sh.left + sh.right) / 2, sh.y, f"{period.label} {period.value}", sh.size_pt * 1.1, bold=True, anchor="m"
        )
    else:
        rows.insert(0, period)
    sh.y += sh.size_pt * 0.6
    style = ctx.pick("fields", ("colon", "aligned", "ruled", "table", "grid", "leader"), (3, 3, 2, 2, 3, 1))
    cols = 2 if len(rows) > 6 and rng.random() < 0.6 and style != "grid" else 1
    fields(ctx, sh, rows, style, cols=cols, size=sh.size_pt * 0.95)
    sh.y += sh.size_pt * 0.8
    pay_table(ctx, sh, pay)
    sh.y += sh.size_pt * 0.6
    summary(ctx, sh, pay)
    net_in_words(ctx, sh, pay)
    if rng.random() < 0.6:
        payment_line(ctx, sh, pay)
    _sign(ctx, sh)
    if not bureau:
        employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def twopanel(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    size = sh.size_pt
    # title bar: the title at the left, the period at the right (or under the title when it is long)
    t = wording.title(rng, "payslip", ctx.lang)
    period = f"{ctx.L('period')} {ctx.periods(pay.period, ctx.dates)}"
    ctx.mark("pay_period")
    room = sh.width - sh.measure(t, size * 1.4, bold=True) - size * 4
    two_lines = sh.measure(period, size, bold=True) > room
    bar_h = size * (3.9 if two_lines else 2.6)
    fill = ctx.accent if ctx.colour else rng.choice((50, 90, 225))
    dark = isinstance(fill, tuple) or fill < 128
    sh.rect(sh.left, sh.top, sh.right, sh.top + bar_h, fill=fill)
    ink = 255 if dark else 20
    sh.text(sh.left + size, sh.top + size * 1.7, t, size * 1.4, bold=True, colour=ink)
    if two_lines:
        sh.text(sh.left + size, sh.top + size * 3.2, period, size, colour=ink, bold=True)
    else:
        sh.text(sh.right - size, sh.top + size * 1.7, period, size, anchor="r", colour=ink, bold=True)
    top = sh.top + bar_h + size
    mid = (sh.left + sh.right) / 2
    # employer panel (left or right)
    emp_left = rng.random() < 0.6
    ex0, ex1 = (sh.left, mid - size * 0.5) if emp_left else (mid + size * 0.5, sh.right)
    px0, px1 = (mid + size * 0.5, sh.right) if emp_left else (sh.left, mid - size * 0.5)
    ctx.mark("employer")
    sh.y = top
    lines = [emp.address]
    if ctx.want("employer_cnss", 0.85):
        ctx.mark("employer_cnss")
        lines.append(f"{ctx.L('employer_cnss')} {emp.cnss}")
    if rng.random() < 0.7:
        lines.append(f"ICE : {emp.ice}")
    if rng.random() < 0.4:
        lines.append(f"IF : {emp.if_}  RC : {emp.rc}")
    sh.y += size * 1.4
    sh.text(ex0 + size * 0.5, sh.y, emp.name, sh.fit(emp.name, ex1 - ex0 - size, size * 1.15, bold=True), bold=True)
    for line in lines:
        sh.y += size * 1.35
        sh.text(ex0 + size * 0.5, sh.y, line, sh.fit(line, ex1 - ex0 - size, size * 0.9))
    y_emp = sh.y
    sh.y = top
    rows = employee_rows(ctx)[:9]
    fields(
        ctx,
        sh,
        rows,
        ctx.pick("fields", ("colon", "aligned")),
        x0=px0 + size * 0.5,
        x1=px1 - size * 0.5,
        size=size * 0.9,
    )
    bottom = max(sh.y, y_emp) + size * 0.7
    sh.rect(ex0, top, ex1, bottom, stroke=60, width=0.7)
    sh.rect(px0, top, px1, bottom, stroke=60, width=0.7)
    sh.y = bottom + size * 0.5
    pay_table(ctx, sh, pay)
    sh.y += size
    summary(ctx, sh, pay, style="strip")
    if rng.random() < 0.6:
        sh.y += size * 0.6
        cumuls(ctx, sh, pay)
    if rng.random() < 0.5:
        payment_line(ctx, sh, pay)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def english(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    ctx.lang = "en"
    ctx.arabic = False
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    size = sh.size_pt
    employer_head(ctx, sh, emp, cnss_p=0.7)
    sh.y += size
    ctx.mark("pay_period")
    sh.text(sh.right, sh.y, wording.title(rng, "payslip", "en"), size * 1.6, bold=True, anchor="r")
    sh.y += size * 1.6
    sh.text(sh.right, sh.y, f"Pay period: {ctx.periods(pay.period, ctx.dates)}", size, anchor="r")
    sh.y += size * 1.2
    sh.text(sh.left, sh.y, "EMPLOYEE DETAILS", size, bold=True, colour=ctx.accent)
    fields(ctx, sh, employee_rows(ctx), ctx.pick("fields", ("aligned", "grid", "table")), cols=2, size=size * 0.92)
    sh.y += size
    # earnings | deductions side by side
    mid = (sh.left + sh.right) / 2
    gains = [line for line in pay.lines if line.kind == "gain"]
    deds = [line for line in pay.lines if line.kind == "deduction"]
    y0 = sh.y
    rows = [[_line_label(ctx, g), ctx.money(g.amount)] for g in gains] + [["Gross pay", ctx.money(pay.gross)]]
    ctx.mark("gross_salary")
    table(
        ctx,
        sh,
        [Col("EARNINGS", 2.4), Col("Amount", 1.2, "r")],
        rows,
        x1=mid - size * 0.6,
        bold_rows=frozenset({len(rows) - 1}),
    )
    y_left = sh.y
    sh.y = y0
    rows = [[_line_label(ctx, d), ctx.money(d.amount, signed=False)] for d in deds] + [
        ["Total deductions", ctx.money(pay.deductions, signed=False)]
    ]
    table(
        ctx,
        sh,
        [Col("DEDUCTIONS", 2.4), Col("Amount", 1.2, "r")],
        rows,
        x0=mid + size * 0.6,
        bold_rows=frozenset({len(rows) - 1}),
    )
    sh.y = max(sh.y, y_left) + size * 1.5
    s = size * 1.3
    ctx.mark("net_salary")
    text = f"{ctx.L('net')} {ctx.money(pay.net, currency=True)}"
    sh.rect(
        sh.right - sh.measure(text, s, bold=True) - 2 * s,
        sh.y - s * 1.2,
        sh.right,
        sh.y + s * 0.6,
        stroke=30,
        width=1.2,
        fill=ctx.accent_light() if ctx.colour else None,
    )
    sh.text(sh.right - s, sh.y, text, s, bold=True, anchor="r")
    sh.text(sh.left, sh.y, f"Taxable income: {ctx.money(pay.net_taxable)}", size * 0.9)
    sh.y += s
    if rng.random() < 0.6:
        cumuls(ctx, sh, pay)
    payment_line(ctx, sh, pay)
    sh.y += size * 2
    sh.text(
        sh.left, sh.y, "This payslip was generated electronically and requires no signature.", size * 0.8, colour=80
    )
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def bilingual(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    ctx.arabic = True
    ctx.lang = "fr"
    emp = ctx.world.job.employer
    sh = ctx.sheet()
    employer_head(ctx, sh, emp, cnss_p=0.85)
    title(ctx, sh, wording.title(rng, "payslip", "fr"), ar=rng.choice(wording.TITLES["payslip"]["ar"]))
    rows = [period_row(ctx, pay), *employee_rows(ctx, ar=True)]
    style = ctx.pick("fields", ("bilingual_right", "bilingual_under", "table", "grid"), (3, 3, 2, 2))
    fields(ctx, sh, rows, style, size=sh.size_pt * 0.92, cols=2 if style == "grid" else 1)
    sh.y += sh.size_pt * 0.8
    pay_table(ctx, sh, pay, ar=True)
    sh.y += sh.size_pt * 0.8
    summary(ctx, sh, pay, style=rng.choice(("lines", "box")))
    _sign(ctx, sh)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


def typed(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    ctx.lang = "fr"
    w = ctx.world
    emp, j, p = w.job.employer, w.job, w.person
    sh = ctx.sheet()
    size = sh.size_pt
    # plain employer lines top left
    ctx.mark("employer")
    for i, line in enumerate((emp.name, emp.address, f"Tél : {emp.phone}")):
        sh.y += size * 1.35
        sh.text(sh.left, sh.y, line, size * (1.15 if i == 0 else 0.95), bold=i == 0)
    if ctx.want("employer_cnss", 0.8):
        ctx.mark("employer_cnss")
        sh.y += size * 1.35
        sh.text(sh.left, sh.y, f"{ctx.L('employer_cnss')} {emp.cnss}", size * 0.95)
    sh.y += size * 2.5
    ctx.mark("pay_period")
    t = f"{wording.title(rng, 'payslip', 'fr')} du mois de : {ctx.periods(pay.period, ctx.dates)}"
    sh.text((sh.left + sh.right) / 2, sh.y, t, size * 1.25, bold=True, anchor="m")
    tw = sh.measure(t, size * 1.25, bold=True)
    sh.line((sh.left + sh.right - tw) / 2, sh.y + 2, (sh.left + sh.right + tw) / 2, sh.y + 2, width=0.7, colour=20)
    sh.y += size * 1.2
    if ctx.pick("employee", ("sentence", "lines"), (1, 1)) == "sentence":
        civ = "Mme" if p.female else "M."
        parts = [f"{civ} {ctx.person_name()}"]
        ctx.mark("applicant_name")
        if ctx.want("cin", 0.8):
            ctx.mark("cin")
            parts.append(f"CIN n° {p.cin}")
        if ctx.want("cnss_number", 0.85):
            ctx.mark("cnss_number")
            parts.append(f"CNSS n° {j.cnss_number}")
        if ctx.want("hire_date", 0.85):
            ctx.mark("hire_date")
            parts.append(f"{'embauchée' if p.female else 'embauché'} le {ctx.date(j.hire_date)}")
        if ctx.want("position", 0.9):
            ctx.mark("position")
            parts.append(f"en qualité de {j.position}")
        sentence = ", ".join(parts)
        if ctx.want("contract_type", 0.6):
            ctx.mark("contract_type")
            sentence += f", contrat {wording.contract_text(rng, j.contract, 'fr', long=False)}"
        sh.para(sentence + ".")
    else:
        fields(ctx, sh, employee_rows(ctx)[:8], "colon")
    sh.y += size
    gains = [line for line in pay.lines if line.kind == "gain"]
    deds = [line for line in pay.lines if line.kind == "deduction"]
    rows = [[_line_label(ctx, g), ctx.money(g.amount), ""] for g in gains]
    rows += [[_line_label(ctx, d), "", ctx.money(d.amount, signed=False)] for d in deds]
    rows.append(["Totaux", ctx.money(pay.gross), ctx.money(pay.deductions, signed=False)])
    ctx.mark("gross_salary")
    table(
        ctx,
        sh,
        [Col("Désignation", 3), Col("Gains", 1.3, "r"), Col("Retenues", 1.3, "r")],
        rows,
        rules="grid",
        bold_rows=frozenset({len(rows) - 1}),
    )
    sh.y += size * 1.8
    ctx.mark("net_salary")
    sh.text(
        sh.left + sh.width * 0.45, sh.y, f"{ctx.L('net')} {ctx.money(pay.net, currency=True)}", size * 1.2, bold=True
    )
    sh.y += size * 0.5
    sh.para(f"Arrêté le présent bulletin à la somme de : {words(pay.net)}.", size=size * 0.9)
    sh.y += size * 2.5
    sh.text(sh.left, sh.y, "L'employeur", size)
    sh.text(sh.right, sh.y, "Le salarié", size, anchor="r")
    from tests.support.randgen.blocks import dotted_line, signature

    dotted_line(sh, sh.left, sh.left + 150, sh.y + size * 4)
    dotted_line(sh, sh.right - 150, sh.right, sh.y + size * 4)
    if rng.random() < 0.7:
        signature(ctx, sh, sh.left + 10, sh.y + size * 3, 100)
    sh.y += size * 5
    return finish(ctx, sh)


def dense(ctx: Ctx, pay: Pay) -> Page:
    rng = ctx.rng
    ctx.size = min(ctx.size, 9.5)
    emp = ctx.world.job.employer
    sh = ctx.sheet(margin=rng.uniform(24, 36))
    sh.size_pt = ctx.size
    employer_head(ctx, sh, emp, cnss_p=0.9)
    title(ctx, sh, wording.title(rng, "payslip", ctx.lang), size=sh.size_pt * 1.5)
    rows = [period_row(ctx, pay), *employee_rows(ctx)]
    rows.append(Row("Mode paiement" if ctx.lang != "en" else "Payment", "Virement" if ctx.lang != "en" else "Transfer"))
    fields(ctx, sh, rows, "grid", cols=rng.choice((4, 5)), size=sh.size_pt * 0.9)
    sh.y += sh.size_pt * 0.6
    pay_table(ctx, sh, pay, size=sh.size_pt * 0.85)
    sh.y += sh.size_pt * 0.6
    summary(ctx, sh, pay, style="strip")
    sh.y += sh.size_pt * 0.5
    cumuls(ctx, sh, pay)
    sh.y += sh.size_pt
    small = max(6.5, sh.size_pt * 0.75)
    legal = (
        "Conservez ce bulletin sans limitation de durée. Les cotisations sociales sont calculées conformément au "
        "dahir portant loi n° 1-72-184 relatif au régime de sécurité sociale et à la loi n° 65-00 portant code de "
        "la couverture médicale de base. L'impôt sur le revenu est retenu à la source (CGI, art. 156)."
    )
    if ctx.lang == "en":
        legal = "Keep this payslip without time limit. Social contributions follow Moroccan social security law."
    sh.para(legal, size=small)
    employer_footer(ctx, sh, emp)
    return finish(ctx, sh)


FAMILIES: dict[str, Callable[[Ctx, Pay], Page]] = {
    "classic": classic,
    "twopanel": twopanel,
    "english": english,
    "bilingual": bilingual,
    "typed": typed,
    "dense": dense,
}


def build(ctx: Ctx, months: Sequence[Pay]) -> list[Page]:
    """One page per month (oldest first unless drawn otherwise), all in the same template and draws."""
    names = list(FAMILIES)
    weights = [5, 3, 1, 2, 2, 2]
    if ctx.world.job.employer.english and ctx.lang == "en":
        weights = [2, 2, 6, 0, 0, 2]
    elif ctx.lang == "en":
        weights = [0, 0, 1, 0, 0, 0]
    family = ctx.pick("template", names, weights)
    state = ctx.rng.getstate()
    pages = []
    labelled: set[str] = set()
    for pay in months:
        ctx.rng.setstate(state)
        ctx.shown.clear()
        pages.append(FAMILIES[family](ctx, pay))
        if pay.period == ctx.world.pay.period:
            labelled = set(ctx.shown)
    ctx.shown.clear()
    ctx.shown.update(labelled)  # the labels are what the labelled (newest) month prints
    return pages
