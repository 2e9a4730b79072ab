"""Bank papers.

bank_statement, five families: classic (Date | Libellé | Valeur | Débit | Crédit with the old and new balances as
rows), running (a running balance column), signed (one signed amount column under a summary box of balances and
totals), english, and sens (balances with a C / D column or the words créditeur / débiteur). Long statements run
onto a second page with "A reporter" / "Report" lines (intermediate balances: distractors). Debit balances are
printed in the document's negative form (-x, x-, (x), x D), in the debit column, or with "débiteur".

rib, five families: card (the 3/3/16/2 table, IBAN, BIC, sometimes two or three cut-out copies), letter (an
attestation in prose), ebank (an online banking printout), comb (the digits in boxes), bilingual.
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
    sign_block,
    table,
    title,
)
from tests.support.randgen.canvas import Page, Sheet
from tests.support.randgen.formats import civility, iban, rib_text
from tests.support.randgen.t_common import days_before, initials, issue_date, place_date
from tests.support.randgen.truth import Movement


def bank_org(ctx: Ctx, *, with_agency: bool = True) -> Org:
    rng = ctx.rng
    acc = ctx.world.account
    ctx.mark("bank_name")
    lines = []
    if with_agency:
        lines.append(f"{rng.choice(('Agence', 'Agence :', 'Succursale'))} {acc.agency}")
        if rng.random() < 0.6:
            lines.append(acc.agency_address)
        if rng.random() < 0.5:
            lines.append(f"Tél : {acc.agency_phone}")
    ar = acc.bank_ar if rng.random() < 0.4 else ""
    return Org(acc.bank, tuple(lines), (), ar, initials(acc.bank))


def _banker(ctx: Ctx) -> str:
    """A bank employee's name (the branch manager, the account manager): a distractor for the holder."""
    from tests.support.randgen import data_people

    rng = ctx.rng
    given = rng.choice(data_people.FEMALE_GIVEN if rng.random() < 0.4 else data_people.MALE_GIVEN)[0]
    return f"{given} {rng.choice(data_people.FAMILY)[0].upper()}"


def holder_text(ctx: Ctx) -> str:
    """The account holder as the bank prints it: civility, name order and case, "M. ou Mme" for a joint one."""
    rng = ctx.rng
    p = ctx.world.person
    ctx.mark("account_holder")
    name = ctx.person_name()
    if ctx.world.account.joint:
        return f"M. ou Mme {name}"
    if rng.random() < 0.6:
        civ = civility(rng, p.female, ctx.lang, long=False)
        return f"{civ.upper() if rng.random() < 0.3 else civ} {name}"
    return name


def _rib_print(ctx: Ctx) -> str:
    rib = ctx.world.account.rib
    ctx.mark("rib")
    style = ctx.pick("rib", ("parts", "whole", "parts4", "iban", "dashes"), (4, 3, 2, 2, 1))
    if style == "iban":
        return iban(rib)
    return rib_text(rib, style)


def postal_block(ctx: Ctx, sh: Sheet, x: float, y: float) -> float:
    """The holder's name and address where a window envelope shows them; returns the block's bottom."""
    p = ctx.world.person
    size = ctx.size
    lines = [holder_text(ctx), p.street, f"{p.district}", p.town.upper() if ctx.rng.random() < 0.5 else p.town]
    for i, line in enumerate(lines):
        sh.text(x, y + i * size * 1.35, line, size, bold=i == 0)
    return y + len(lines) * size * 1.35


def _period_text(ctx: Ctx) -> str:
    st = ctx.world.statement
    ctx.mark("statement_period_start", "statement_period_end")
    a, b = ctx.date(st.start), ctx.date(st.end)
    if ctx.lang == "en":
        return ctx.rng.choice((f"Statement period: {a} to {b}", f"From {a} to {b}", f"Period {a} - {b}"))
    return ctx.rng.choice(
        (
            f"Période du {a} au {b}",
            f"Du {a} au {b}",
            f"Période : {a} - {b}",
            f"Relevé du {a} au {b}",
            f"Période : du {a} au {b}",
        )
    )


def _short_date(ctx: Ctx, iso: str, form: str) -> str:
    y, m, d = iso.split("-")
    return {"dm": f"{d}/{m}", "dmy": f"{d}/{m}/{y}", "dmy2": f"{d}.{m}.{y[2:]}", "doc": ctx.date(iso)}[form]


def _balance_label(ctx: Ctx, which: str, iso: str, sens: str = "") -> str:
    """A balance row's label; with `sens` ("créditeur" / "débiteur": the amount is printed unsigned) the label
    always says which."""
    rng = ctx.rng
    d = ctx.date(iso)
    if sens:
        if which == "open":
            return rng.choice((f"Solde {sens} au {d}", f"Ancien solde {sens}", f"Solde initial {sens}"))
        return rng.choice((f"Nouveau solde {sens} au {d}", f"Solde final {sens}", f"Solde {sens} au {d}"))
    if ctx.lang == "en":
        return {
            "open": rng.choice(("Opening balance", f"Balance at {d}", "Balance brought forward")),
            "close": rng.choice(("Closing balance", f"Balance at {d}", "New balance")),
        }[which]
    if which == "open":
        return rng.choice(
            (
                "Solde précédent",
                "Ancien solde",
                f"Solde au {d}",
                "Solde initial",
                "SOLDE DEBUT DE PERIODE",
            )
        )
    return rng.choice(
        (
            "Nouveau solde",
            "Solde final",
            f"Solde au {d}",
            "SOLDE FIN DE PERIODE",
            "Solde de clôture",
        )
    )


def _movement_rows(
    ctx: Ctx, movements: list[Movement], cols: list[str], date_form: str, balance: float, mode: str
) -> list[list[str]]:
    rows = []
    for mv in movements:
        balance = round(balance + mv.amount, 2)
        row = []
        for c in cols:
            if c == "date":
                row.append(_short_date(ctx, mv.date, date_form))
            elif c == "value":
                row.append(_short_date(ctx, mv.value_date, date_form))
            elif c == "label":
                row.append(mv.label)
            elif c == "debit":
                row.append(ctx.money(-mv.amount, signed=False) if mv.amount < 0 else "")
            elif c == "credit":
                row.append(ctx.money(mv.amount) if mv.amount > 0 else "")
            elif c == "amount":
                row.append(ctx.money(mv.amount))
            elif c == "balance":
                row.append(ctx.money(abs(balance), signed=False) if mode == "sens" else ctx.money(balance))
            elif c == "sens":
                row.append("D" if balance < 0 else "C")
        rows.append(row)
    return rows


_TITLES = {
    "date": ("Date", "Date", "Date opé."),
    "value": ("Valeur", "Date valeur", "Val."),
    "label": ("Libellé", "Opération", "Libellé de l'opération", "Nature de l'opération"),
    "debit": ("Débit", "Débit (MAD)", "DEBIT"),
    "credit": ("Crédit", "Crédit (MAD)", "CREDIT"),
    "amount": ("Montant", "Montant (MAD)"),
    "balance": ("Solde", "Solde (MAD)"),
    "sens": ("Sens", "C/D"),
}
_EN_TITLES = {
    "date": "Date",
    "value": "Value date",
    "label": "Description",
    "debit": "Debit",
    "credit": "Credit",
    "amount": "Amount",
    "balance": "Balance",
    "sens": "Dr/Cr",
}
_WEIGHTS = {
    "date": 1.0,
    "value": 1.0,
    "label": 4.0,
    "debit": 1.5,
    "credit": 1.5,
    "amount": 1.6,
    "balance": 1.6,
    "sens": 0.6,
}


def _balance_cells(ctx: Ctx, cols: list[str], label: str, value: float, mode: str) -> list[str]:
    """A balance row: the amount in its column by sign (mode "columns"), signed, or with C / D."""
    row = ["" for _ in cols]
    row[cols.index("label")] = label
    if mode in ("sens", "words"):
        row[cols.index("balance" if "balance" in cols else "credit")] = ctx.money(abs(value), signed=False)
    elif mode == "columns" and "debit" in cols:
        row[cols.index("debit" if value < 0 else "credit")] = ctx.money(abs(value), signed=False)
    elif "balance" in cols:
        row[cols.index("balance")] = ctx.money(value)
    elif "amount" in cols:
        row[cols.index("amount")] = ctx.money(value)
    else:
        row[cols.index("credit")] = ctx.money(value)
    if "sens" in cols:
        row[cols.index("sens")] = "D" if value < 0 else "C"
    return row


def statement_pages(ctx: Ctx, kind: str) -> list[Page]:
    rng = ctx.rng
    w = ctx.world
    st, acc = w.statement, w.account
    en = ctx.lang == "en"
    cols = {
        "classic": ["date", "label", "value", "debit", "credit"],
        "running": ["date", "label", "debit", "credit", "balance"],
        "signed": ["date", "value", "label", "amount"],
        "english": ["date", "label", "debit", "credit", "balance"],
        "sens": ["date", "value", "label", "debit", "credit"],
    }[kind]
    if kind == "classic" and rng.random() < 0.4:
        cols = ["date", "value", "label", "debit", "credit"]
    if kind == "sens":
        cols = [*cols, "balance", "sens"] if rng.random() < 0.5 else cols
    date_form = ctx.pick(
        "op_dates", ("dm", "dmy", "dmy2", "doc"), (4, 3, 1, 1 if ctx.dates.kind in ("dmy", "ymd") else 0)
    )
    mode = (
        "columns" if kind in ("classic",) else ("signed" if kind != "sens" else ("sens" if "sens" in cols else "words"))
    )
    if kind == "classic" and rng.random() < 0.3:
        mode = "signed"
    ctx.note("balances", mode)
    movements = list(st.movements)
    per_page = rng.randint(18, 30) if rng.random() < 0.35 else 60
    chunks = [movements[i : i + per_page] for i in range(0, len(movements), per_page)] or [[]]
    pages = []
    balance = st.opening
    before = days_before(st.start, 1)
    for n, chunk in enumerate(chunks):
        sh = ctx.sheet()
        size = ctx.size
        first, last = n == 0, n == len(chunks) - 1
        letterhead(
            ctx, sh, bank_org(ctx, with_agency=first), ctx.pick("head", ("left", "logo", "band", "right"), (3, 3, 2, 1))
        )
        if first:
            bottom = postal_block(ctx, sh, sh.left + sh.width * 0.55, sh.y + size * 1.5)
            sh.y = bottom + size
            title(ctx, sh, wording.title(rng, "bank_statement", ctx.lang), align=rng.choice(("l", "m")))
            sh.y += size * 1.3
            sh.text(sh.left, sh.y, _period_text(ctx), size, bold=True)
            rows = [Row(ctx.L("rib"), _rib_print(ctx), mark=("rib",))]
            if rng.random() < 0.5 and ctx.notes.get("rib") != "iban":
                rows.append(Row(ctx.L("iban"), iban(acc.rib)))
            if rng.random() < 0.6:
                rows.append(Row(ctx.L("account_no"), acc.rib[6:22]))
            if rng.random() < 0.5:
                rows.append(Row(ctx.L("client_code"), acc.client_code))
            rows.append(Row(ctx.L("currency"), rng.choice(("MAD", "Dirham marocain", "DH"))))
            if rng.random() < 0.35:  # another person's name: the account manager
                rows.append(
                    Row(
                        "Account manager"
                        if en
                        else rng.choice(("Conseiller", "Votre conseiller", "Chargé de clientèle")),
                        _banker(ctx),
                    )
                )
            if rng.random() < 0.5:
                rows.append(Row(ctx.L("edition"), ctx.date(st.issued)))
            fields(ctx, sh, rows, ctx.pick("fields", ("colon", "aligned", "grid", "table")), size=size * 0.92)
        else:
            sh.y += size
            sh.text(sh.left, sh.y, f"{holder_text(ctx)} - {rib_text(acc.rib, 'parts')}", size * 0.9)
        sh.y += size * 0.5
        rows = []
        bold = set()
        if first:
            sens = "créditeur" if st.opening >= 0 else "débiteur"
            rows.append(
                _balance_cells(
                    ctx, cols, _balance_label(ctx, "open", before, sens if mode == "words" else ""), st.opening, mode
                )
            )
            bold.add(0)
            ctx.mark("opening_balance")
        else:
            rows.append(_balance_cells(ctx, cols, "Report" if not en else "Brought forward", balance, mode))
            bold.add(0)
        rows += _movement_rows(ctx, chunk, cols, date_form, balance, mode)
        balance = round(balance + sum(mv.amount for mv in chunk), 2)
        if last:
            if "debit" in cols and rng.random() < 0.6:
                deb = sum(-mv.amount for mv in movements if mv.amount < 0)
                cred = sum(mv.amount for mv in movements if mv.amount > 0)
                tot = ["" for _ in cols]
                tot[cols.index("label")] = "Total des mouvements" if not en else "Total movements"
                tot[cols.index("debit")] = ctx.money(round(deb, 2), signed=False)
                tot[cols.index("credit")] = ctx.money(round(cred, 2))
                rows.append(tot)
                bold.add(len(rows) - 1)
            sens = "créditeur" if st.closing >= 0 else "débiteur"
            rows.append(
                _balance_cells(
                    ctx, cols, _balance_label(ctx, "close", st.end, sens if mode == "words" else ""), st.closing, mode
                )
            )
            bold.add(len(rows) - 1)
            ctx.mark("closing_balance")
        else:
            rows.append(_balance_cells(ctx, cols, "A reporter" if not en else "Carried forward", balance, mode))
            bold.add(len(rows) - 1)
        tcols = [
            Col(
                _EN_TITLES[c] if en else rng.choice(_TITLES[c]),
                _WEIGHTS[c],
                "r" if c in ("debit", "credit", "amount", "balance") else ("m" if c == "sens" else "l"),
            )
            for c in cols
        ]
        table(ctx, sh, tcols, rows, size=size * rng.uniform(0.8, 0.92), bold_rows=frozenset(bold))
        if last and rng.random() < 0.5:
            sh.y += size * 1.5
            words = "créditeur" if st.closing >= 0 else "débiteur"
            if not en:
                sh.text(sh.left, sh.y, f"Votre solde au {ctx.date(st.end)} est {words}.", size * 0.9)
        small = [
            "Sauf erreur ou omission. Toute réclamation doit être formulée dans un délai de 30 jours.",
            f"{acc.bank} - Société anonyme agréée par Bank Al-Maghrib",
        ]
        if en:
            small = ["Please report any discrepancy within 30 days.", f"{acc.bank} - licensed by Bank Al-Maghrib"]
        footer(ctx, sh, small, page=(n + 1, len(chunks)) if len(chunks) > 1 or rng.random() < 0.5 else None)
        pages.append(finish(ctx, sh))
    return pages


def build_statement(ctx: Ctx) -> list[Page]:
    if ctx.lang == "en":
        kind = ctx.pick("template", ("english",), (1,))
    else:
        kind = ctx.pick("template", ("classic", "running", "signed", "sens"), (4, 3, 2, 2))
    return statement_pages(ctx, kind)


# RIB ----------------------------------------------------------------------------------------------------------
def _rib_table(ctx: Ctx, sh: Sheet, *, x0: float | None = None, x1: float | None = None) -> None:
    rib = ctx.world.account.rib
    ctx.mark("rib")
    en = ctx.lang == "en"
    heads = (
        ("Bank code", "City code", "Account number", "RIB key")
        if en
        else (
            ctx.rng.choice(("Code banque", "Banque")),
            ctx.rng.choice(("Code ville", "Code localité", "Localité")),
            ctx.rng.choice(("N° de compte", "Numéro de compte", "Compte")),
            ctx.rng.choice(("Clé RIB", "Clé")),
        )
    )
    acc = rib[6:22]
    account = acc if ctx.rng.random() < 0.6 else " ".join(acc[i : i + 4] for i in range(0, 16, 4))
    table(
        ctx,
        sh,
        [Col(heads[0], 1.0, "m"), Col(heads[1], 1.0, "m"), Col(heads[2], 2.6, "m"), Col(heads[3], 0.8, "m")],
        [[rib[:3], rib[3:6], account, rib[22:]]],
        x0=x0,
        x1=x1,
        rules="grid",
        size=ctx.size * 1.05,
    )


def _rib_lines(ctx: Ctx) -> list[Row]:
    acc = ctx.world.account
    rows = [Row(ctx.L("holder"), holder_text(ctx), mark=("account_holder",))]
    if ctx.rng.random() < 0.7:
        rows.append(Row(ctx.L("agency"), acc.agency))
    if ctx.rng.random() < 0.4:
        rows.append(Row(ctx.L("agency_code"), acc.agency_code))
    return rows


def rib_card(ctx: Ctx) -> Page:
    rng = ctx.rng
    acc = ctx.world.account
    sh = ctx.sheet()
    copies = ctx.pick("copies", ("1", "2", "3"), (5, 2, 1))
    for k in range(int(copies)):
        top = sh.y
        if k == 0 or rng.random() < 0.5:
            letterhead(
                ctx,
                sh,
                bank_org(ctx),
                ctx.pick("head", ("left", "logo", "centre", "band"), (3, 3, 2, 1)) if k == 0 else ctx.notes["head"],
            )
        title(ctx, sh, wording.title(rng, "rib", ctx.lang), size=ctx.size * 1.4)
        fields(ctx, sh, _rib_lines(ctx), ctx.notes.setdefault("_rib_fields", rng.choice(("colon", "aligned", "table"))))
        sh.y += ctx.size * 0.6
        _rib_table(ctx, sh)
        sh.y += ctx.size * 1.5
        sh.text(sh.left, sh.y, f"{ctx.L('iban')} {iban(acc.rib)}", ctx.size, bold=rng.random() < 0.5)
        sh.y += ctx.size * 1.5
        sh.text(sh.left, sh.y, f"{ctx.L('bic')} {acc.bic}", ctx.size)
        sh.y += ctx.size * 1.2
        if int(copies) > 1:
            sh.rect(sh.left - 8, top - 4, sh.right + 8, sh.y + 6, stroke=90, width=0.6, dash=True)
            sh.y += ctx.size * 2.5
    if rng.random() < 0.6:
        sh.y += ctx.size
        sh.para(
            "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire "
            "inscrire des opérations à votre compte (virements, paiements de quittances, etc.)."
            if ctx.lang != "en"
            else "Give this statement to anyone who needs to pay money into your account.",
            size=ctx.size * 0.8,
        )
    return finish(ctx, sh)


def rib_letter(ctx: Ctx) -> Page:
    rng = ctx.rng
    acc = ctx.world.account
    sh = ctx.sheet()
    letterhead(ctx, sh, bank_org(ctx))
    sh.y += ctx.size * 2
    sh.text(sh.right, sh.y, place_date(ctx, acc.agency.split(" ")[0], issue_date(ctx)), ctx.size, anchor="r")
    title(ctx, sh, wording.title(rng, "rib", ctx.lang) if rng.random() < 0.5 else "ATTESTATION DE RIB")
    sh.y += ctx.size * 2
    holder = holder_text(ctx)
    rib = _rib_print(ctx)
    ctx.mark("bank_name")
    text = rng.choice(
        (
            f"Nous soussignés, {acc.bank}, Agence {acc.agency}, attestons que {holder} est titulaire dans nos "
            f"livres du compte n° {rib}.",
            f"{acc.bank} certifie que le compte dont les références suivent, ouvert au nom de {holder}, est tenu dans "
            f"les livres de notre agence {acc.agency} : RIB {rib}.",
        )
    )
    sh.para(text, align="j")
    sh.y += ctx.size
    sh.text(sh.left, sh.y + ctx.size, f"IBAN : {iban(acc.rib)}   BIC : {acc.bic}", ctx.size)
    sh.y += ctx.size * 2
    sh.para("Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.")
    who = ["Le Directeur d'agence"] if ctx.rng.random() < 0.5 else [_banker(ctx), "Directeur d'agence"]
    sign_block(ctx, sh, who, [acc.bank.upper()[:24], acc.agency.upper()[:24]])
    return finish(ctx, sh)


def rib_ebank(ctx: Ctx) -> Page:
    rng = ctx.rng
    acc = ctx.world.account
    sh = ctx.sheet()
    size = ctx.size
    fill = ctx.accent if ctx.colour else 80
    sh.rect(0, 0, sh.size[0], sh.top + size * 3, fill=fill)
    ctx.mark("bank_name")
    sh.text(sh.left, sh.top + size * 1.8, acc.bank, size * 1.4, bold=True, colour=255)
    sh.text(
        sh.right,
        sh.top + size * 1.8,
        rng.choice(("Banque en ligne", "e-banking", "Mon espace")),
        size,
        anchor="r",
        colour=255,
    )
    sh.y = sh.top + size * 5
    sh.text(
        sh.left,
        sh.y,
        rng.choice(("Mes comptes > RIB", "Accueil > Comptes > Relevé d'identité bancaire")),
        size * 0.85,
        colour=90,
    )
    title(ctx, sh, wording.title(rng, "rib", ctx.lang), align="l")
    rows = _rib_lines(ctx)
    rows.insert(1, Row(ctx.L("rib"), _rib_print(ctx), mark=("rib",)))
    if ctx.notes.get("rib") != "iban":
        rows.append(Row(ctx.L("iban"), iban(acc.rib)))
    rows.append(Row(ctx.L("bic"), acc.bic))
    rows.append(Row(ctx.L("currency"), "MAD"))
    fields(ctx, sh, rows, ctx.pick("fields", ("aligned", "ruled", "table")))
    sh.y += size * 2
    sh.text(
        sh.left,
        sh.y,
        f"Imprimé le {ctx.date(issue_date(ctx))} à {rng.randint(8, 22):02d}:{rng.randint(0, 59):02d}",
        size * 0.85,
    )
    return finish(ctx, sh)


def rib_comb(ctx: Ctx) -> Page:
    rng = ctx.rng
    acc = ctx.world.account
    sh = ctx.sheet()
    letterhead(ctx, sh, bank_org(ctx))
    title(ctx, sh, wording.title(rng, "rib", ctx.lang))
    rows = _rib_lines(ctx)
    ctx.mark("rib")
    rows.append(Row(ctx.L("rib"), acc.rib, mark=("rib",), code=True))
    if rng.random() < 0.6:
        rows.append(Row("IBAN", iban(acc.rib, grouped=False), code=True))
    rows.append(Row(ctx.L("bic"), acc.bic, code=True))
    fields(ctx, sh, rows, "comb", size=ctx.size * 0.95)
    return finish(ctx, sh)


def rib_bilingual(ctx: Ctx) -> Page:
    rng = ctx.rng
    ctx.arabic = True
    acc = ctx.world.account
    sh = ctx.sheet()
    letterhead(ctx, sh, bank_org(ctx))
    title(ctx, sh, wording.title(rng, "rib", "fr"), ar=rng.choice(wording.TITLES["rib"]["ar"]))
    rows = [
        Row(ctx.L("holder"), holder_text(ctx), ctx.AR("holder"), ("account_holder",)),
        Row(ctx.L("agency"), acc.agency, ctx.AR("agency")),
        Row(ctx.L("rib"), _rib_print(ctx), ctx.AR("rib"), ("rib",)),
        Row(ctx.L("iban"), iban(acc.rib), ctx.AR("iban")),
        Row(ctx.L("bic"), acc.bic, ctx.AR("bic")),
    ]
    fields(ctx, sh, rows, ctx.pick("fields", ("bilingual_right", "bilingual_under", "table")))
    return finish(ctx, sh)


RIB_FAMILIES: dict[str, Callable[[Ctx], Page]] = {
    "card": rib_card,
    "letter": rib_letter,
    "ebank": rib_ebank,
    "comb": rib_comb,
    "bilingual": rib_bilingual,
}


def build_rib(ctx: Ctx) -> list[Page]:
    weights = [5, 2, 3, 2, 2] if ctx.lang != "en" else [3, 0, 2, 1, 0]
    family = ctx.pick("template", list(RIB_FAMILIES), weights)
    return [RIB_FAMILIES[family](ctx)]
