"""Banks' papers (statements in four layouts, RIBs in three) and two 'other' papers (a utility bill, a lease)."""

from __future__ import annotations

import datetime as dt

from .core import Page, ink
from .fmt import famount, fdate, group4, money, rib_grouped
from .t_common import civ, money_words, pname


def _holder(ctx) -> str:
    return pname(ctx.bank["holder"], ctx.bank["holder_style"])


def _bank_mark(p: Page, x: float, y: float, bank: dict, size: float = 12.0, white: bool = False):
    c1, c2 = bank["color"], bank["color2"]
    p.circle(x + size / 2, y + size / 2, size / 2, fc="white" if white else c1, ec="none", zorder=2)
    p.poly(
        [(x + size * 0.2, y + size * 0.78), (x + size * 0.5, y + size * 0.18), (x + size * 0.8, y + size * 0.78)],
        fc=c2,
        zorder=2.1,
    )


def _bal(v: float, style: str, st: str) -> str:
    if style == "DC":
        return famount(abs(v), st) + (" D" if v < 0 else " C")
    if style == "parens":
        return f"({famount(abs(v), st)})" if v < 0 else famount(v, st)
    return famount(v, st)


def _bank_footer(p: Page, bank: dict, page_no: int, pages: int, font: str):
    p.hline(15, 195, 283, 0.4, "#999")
    p.text(
        15,
        287.5,
        f"{bank['name']} - Société anonyme - BIC {bank['bic']} - Agrément Bank Al-Maghrib",
        6.4,
        font,
        color="#666",
    )
    p.text(195, 287.5, f"Page {page_no}/{pages}", 6.4, font, ha="right", color="#666")


def _show_statement(ctx):
    ctx.show(
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    )


def b_band(ctx) -> list[Page]:
    bank, s = ctx.bank, ctx.stmt
    font = bank["font"]
    p = Page(font=font)
    _show_statement(ctx)
    st = "fr"
    p.rect(0, 0, p.w, 24, fc=bank["color"], ec="none")
    _bank_mark(p, 15, 5, bank, 14, white=True)
    p.text(33, 15.5, bank["name"], 18, bold=True, color=ink(bank["color"]))
    p.text(195, 15.5, "Banque des particuliers", 8.5, ha="right", color=ink(bank["color"]))
    p.text(15, 33, "Agence : " + bank["agency"], 8.5, bold=True)
    p.text(15, 37.5, bank["agency_address"], 8)
    p.text(15, 42, "Code agence : " + bank["city"] + f"{40 + ctx.k % 50:02d}", 8)
    p.rect(112, 30, 83, 28, ec="#bbb", lw=0.4)
    p.text(116, 37, _holder(ctx), 10, bold=True)
    for i, ln in enumerate(ctx.bank["holder_address"]):
        p.text(116, 42 + i * 4.5, ln, 8.5)
    p.text(15, 72, "RELEVÉ DE COMPTE", 15, bold=True, color=bank["color2"])
    p.text(15, 78.5, f"Période du {fdate(s['start'], 'slash')} au {fdate(s['end'], 'slash')}", 9.5)
    y = p.table(
        15,
        84,
        [48, 22, 110],
        [[bank["account"], "MAD", rib_grouped(bank["rib"])]],
        header=["N° de compte", "Devise", "Relevé d'identité bancaire (RIB)"],
        row_h=7,
        size=8.8,
        aligns=["c", "c", "c"],
        grid="full",
        header_fill="#eeeeee",
    )
    rows = []
    start_label = "SOLDE CRÉDITEUR AU " if s["opening"] >= 0 else "SOLDE DÉBITEUR AU "
    prev = s["start"] - dt.timedelta(days=1)
    rows.append(
        [
            "",
            start_label + fdate(prev, "slash"),
            "",
            famount(-s["opening"], st) if s["opening"] < 0 else "",
            famount(s["opening"], st) if s["opening"] >= 0 else "",
        ]
    )
    for t in s["txs"]:
        rows.append(
            [
                fdate(t.date, "slash"),
                t.label,
                fdate(t.value_date, "slash"),
                famount(-t.amount, st) if t.amount < 0 else "",
                famount(t.amount, st) if t.amount > 0 else "",
            ]
        )
    deb = sum(-t.amount for t in s["txs"] if t.amount < 0)
    cre = sum(t.amount for t in s["txs"] if t.amount > 0)
    rows.append(["", "TOTAL DES MOUVEMENTS", "", famount(deb, st), famount(cre, st)])
    end_label = "SOLDE CRÉDITEUR AU " if s["closing"] >= 0 else "SOLDE DÉBITEUR AU "
    rows.append(
        [
            "",
            end_label + fdate(s["end"], "slash"),
            "",
            famount(-s["closing"], st) if s["closing"] < 0 else "",
            famount(s["closing"], st) if s["closing"] >= 0 else "",
        ]
    )
    n = len(rows)
    p.table(
        15,
        y + 6,
        [20, 84, 20, 28, 28],
        rows,
        row_h=5.6,
        size=7.4,
        header=["Date", "Libellé de l'opération", "Valeur", "Débit", "Crédit"],
        aligns=["c", "l", "c", "r", "r"],
        grid="cols",
        header_fill=bank["color"],
        header_color=ink(bank["color"]),
        bold_rows=(0, n - 2, n - 1),
        zebra="#f7f7f7",
    )
    p.text(
        15,
        270,
        "Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 jours.",
        7,
        italic=True,
        color="#555",
    )
    _bank_footer(p, bank, 1, 1, font)
    return [p]


def b_popular(ctx) -> list[Page]:
    bank, s = ctx.bank, ctx.stmt
    font = bank["font"]
    p = Page(font=font)
    _show_statement(ctx)
    st = "fr"
    _bank_mark(p, 15, 10, bank, 16)
    p.text(35, 18, bank["name"], 16, bold=True, color=bank["color"])
    p.text(35, 23.5, "Agence " + bank["agency"] + " - " + bank["agency_address"], 7.8, color="#444")
    p.text(195, 17, "EXTRAIT DE COMPTE", 14, bold=True, ha="right", color=bank["color2"])
    p.text(195, 23, f"N° {s['end'].month:02d}/{s['end'].year}", 9, ha="right")
    info = [
        ["Titulaire", _holder(ctx)],
        ["Adresse", " ".join(ctx.bank["holder_address"])],
        ["Compte (RIB)", bank["rib"]],
        ["Période", f"du {fdate(s['start'], 'dash')} au {fdate(s['end'], 'dash')}"],
        ["Devise", "Dirham (MAD)"],
    ]
    y = p.table(15, 32, [35, 145], info, row_h=6.3, size=8.5, aligns=["l", "l"], grid="full", lw=0.5, zebra="#fbf3ea")
    rows = [["", "ANCIEN SOLDE", "", "", "", _bal(s["opening"], "DC", st)]]
    for t, b in zip(s["txs"], s["balances"], strict=True):
        rows.append(
            [
                fdate(t.date, "dash")[:5],
                t.label,
                fdate(t.value_date, "dash")[:5],
                famount(-t.amount, st) if t.amount < 0 else "",
                famount(t.amount, st) if t.amount > 0 else "",
                _bal(b, "DC", st),
            ]
        )
    rows.append(["", "NOUVEAU SOLDE", "", "", "", _bal(s["closing"], "DC", st)])
    y = p.table(
        15,
        y + 6,
        [14, 78, 14, 24, 24, 26],
        rows,
        row_h=5.7,
        size=7.3,
        header=["Date", "Libellé", "Valeur", "Débit", "Crédit", "Solde"],
        aligns=["c", "l", "c", "r", "r", "r"],
        grid="full",
        header_fill="#f2d8bf",
        lw=0.45,
        bold_rows=(0, len(rows) - 1),
    )
    deb = sum(-t.amount for t in s["txs"] if t.amount < 0)
    cre = sum(t.amount for t in s["txs"] if t.amount > 0)
    p.text(15, y + 7, f"Total débits : {famount(deb, st)}     Total crédits : {famount(cre, st)}", 8.5)
    p.text(
        15,
        y + 12,
        "Solde D = débiteur, C = créditeur. Les opérations sont présentées en dirhams.",
        7.5,
        italic=True,
        color="#555",
    )
    _bank_footer(p, bank, 1, 1, font)
    return [p]


def b_modern(ctx) -> list[Page]:
    bank, s = ctx.bank, ctx.stmt
    font = bank["font"]
    _show_statement(ctx)
    st = "fr"
    per_page = 26
    txs = list(zip(s["txs"], s["balances"], strict=True))
    chunks = [txs[i : i + per_page] for i in range(0, len(txs), per_page)] or [[]]
    pages = []
    for n, chunk in enumerate(chunks):
        p = Page(font=font)
        p.text(15, 20, bank["name"], 17, bold=True, color=bank["color"])
        p.rect(15, 23, 40, 1.4, fc=bank["color2"], ec="none")
        p.text(195, 16, "Relevé de compte", 12, bold=True, ha="right")
        p.text(195, 21.5, f"du {fdate(s['start'], 'fr')} au {fdate(s['end'], 'fr')}", 8.5, ha="right")
        if n == 0:
            cards = [
                (f"Solde au {fdate(s['start'], 'slash')}", s["opening"]),
                ("Total crédits", s["credits"]),
                ("Total débits", -s["debits"]),
                (f"Solde au {fdate(s['end'], 'slash')}", s["closing"]),
            ]
            for i, (lab, v) in enumerate(cards):
                x = 15 + i * 45.5
                p.rrect(x, 32, 43, 20, r=2.5, fc="#f3f6fa", ec="#c9d3e0", lw=0.5)
                p.text(x + 3, 39, lab, 7.5, color="#555")
                p.text(
                    x + 40, 47.5, money(v, st, " MAD"), 10, bold=True, ha="right", color="#b00020" if v < 0 else "black"
                )
            p.text(15, 62, "Titulaire", 7.5, color="#666")
            p.text(15, 67, _holder(ctx), 10, bold=True)
            for i, ln in enumerate(ctx.bank["holder_address"]):
                p.text(15, 71.5 + i * 4.2, ln, 8)
            p.text(110, 62, "Compte courant n° " + bank["account"], 8.5)
            p.text(110, 67, "IBAN  " + group4(bank["iban"]), 8.5, bold=True)
            p.text(110, 72, "BIC  " + bank["bic"] + "    Agence " + bank["agency"], 8)
            y = 86
        else:
            p.text(15, 32, _holder(ctx) + " - IBAN " + group4(bank["iban"]), 8, color="#444")
            y = 38
        rows = [
            [
                fdate(t.date, "slash"),
                t.label,
                famount(-t.amount, st) if t.amount < 0 else "",
                famount(t.amount, st) if t.amount > 0 else "",
                famount(b, st),
            ]
            for t, b in chunk
        ]
        p.table(
            15,
            y,
            [22, 86, 24, 24, 24],
            rows,
            row_h=6.2,
            size=7.6,
            header=["Date", "Opération", "Débit", "Crédit", "Solde"],
            aligns=["l", "l", "r", "r", "r"],
            grid="rows",
            header_fill="#e8edf3",
            lw=0.4,
            line_color="#9aa7b8",
        )
        _bank_footer(p, bank, n + 1, len(chunks), font)
        pages.append(p)
    return pages


def b_mono(ctx) -> list[Page]:
    bank, s = ctx.bank, ctx.stmt
    font = "dejavu_mono" if bank["font"] != "lib_mono" else "lib_mono"
    p = Page(font=font)
    _show_statement(ctx)
    st = "fr"
    size = 7.6
    p.text(15, 15, bank["name"].upper(), 11, bold=True)
    p.text(15, 20, bank["name"], 8)
    p.text(195, 15, "RELEVE DE COMPTE", 11, bold=True, ha="right")
    lines = [
        f"AGENCE      : {bank['agency'].upper()}",
        f"TITULAIRE   : {_holder(ctx)}",
        f"ADRESSE     : {' '.join(ctx.bank['holder_address'])}",
        f"RIB         : {rib_grouped(bank['rib'])}",
        f"PERIODE     : DU {fdate(s['start'], 'slash')} AU {fdate(s['end'], 'slash')}",
        "DEVISE      : MAD",
    ]
    y = 30
    for ln in lines:
        p.text(15, y, ln, size + 0.4)
        y += 4.6
    dash = "-" * int(180 / p.width("-", size))
    y += 2
    p.text(15, y, dash, size)
    cols = [15, 33, 110, 128, 160, 195]

    def row(y, d, lab, v, deb, cre, bold=False):
        p.text(cols[0], y, d, size, bold=bold)
        p.text(cols[1], y, lab, size, bold=bold)
        p.text(cols[2], y, v, size, bold=bold)
        p.text(cols[3] + 28, y, deb, size, ha="right", bold=bold)
        p.text(cols[4] + 33, y, cre, size, ha="right", bold=bold)

    y += 4.5
    row(y, "DATE", "LIBELLE", "VALEUR", "DEBIT", "CREDIT", True)
    y += 3.5
    p.text(15, y, dash, size)
    y += 5
    prev = s["start"] - dt.timedelta(days=1)
    row(y, fdate(prev, "yy"), "SOLDE DEBUT DE PERIODE", "", "", _bal(s["opening"], "parens", st), True)
    y += 4.6
    for t in s["txs"]:
        row(
            y,
            fdate(t.date, "yy"),
            t.label[:34],
            fdate(t.value_date, "yy"),
            famount(-t.amount, st) if t.amount < 0 else "",
            famount(t.amount, st) if t.amount > 0 else "",
        )
        y += 4.6
    p.text(15, y, dash, size)
    y += 5
    deb = sum(-t.amount for t in s["txs"] if t.amount < 0)
    cre = sum(t.amount for t in s["txs"] if t.amount > 0)
    row(y, "", "TOTAL MOUVEMENTS", "", famount(deb, st), famount(cre, st), True)
    y += 4.6
    row(y, fdate(s["end"], "yy"), "SOLDE FIN DE PERIODE", "", "", _bal(s["closing"], "parens", st), True)
    y += 4
    p.text(15, y, dash, size)
    p.text(15, y + 7, "LES SOLDES DEBITEURS SONT INDIQUES ENTRE PARENTHESES.", size)
    p.text(15, 285, f"{bank['name']} - EDITION DU {fdate(ctx.doc_date, 'slash')} - PAGE 1/1", 6.5, color="#444")
    return [p]


# -- RIB -------------------------------------------------------------------------------------------------------------
def _show_rib(ctx):
    ctx.show("bank_name", "account_holder", "rib")


def r_box(ctx) -> list[Page]:
    bank, k = ctx.bank, ctx.k
    p = Page(font=bank["font"])
    _show_rib(ctx)
    _bank_mark(p, 20, 14, bank, 15)
    p.text(40, 22.5, bank["name"], 16, bold=True, color=bank["color"])
    p.rect(20, 40, 170, 96, lw=0.9)
    p.rect(20, 40, 170, 11, fc=bank["color"], ec="none")
    p.text(105, 47.5, "RELEVÉ D'IDENTITÉ BANCAIRE", 13, bold=True, ha="center", color=ink(bank["color"]))
    p.text(25, 60, "Titulaire du compte", 8.5, color="#555")
    p.text(25, 65.5, _holder(ctx), 11, bold=True)
    for i, ln in enumerate(ctx.bank["holder_address"]):
        p.text(25, 70.5 + i * 4.5, ln, 8.5)
    p.text(120, 60, "Domiciliation", 8.5, color="#555")
    p.text(120, 65.5, "Agence " + bank["agency"], 9.5, bold=True)
    p.text(120, 70.5, bank["agency_address"], 8.5)
    rib = bank["rib"]
    y = p.table(
        25,
        84,
        [28, 28, 76, 28],
        [[rib[:3], rib[3:6], rib[6:22], rib[22:]]],
        header=["Code banque", "Code ville", "N° de compte", "Clé RIB"],
        row_h=9,
        size=11,
        aligns=["c", "c", "c", "c"],
        grid="full",
        header_fill="#efefef",
        font="dejavu_mono",
        header_size=8,
    )
    p.text(25, y + 9, "IBAN", 8.5, color="#555")
    p.text(45, y + 9, group4(bank["iban"]), 10.5, "dejavu_mono", bold=True)
    p.text(25, y + 16, "BIC / SWIFT", 8.5, color="#555")
    p.text(45, y + 16, bank["bic"], 10.5, "dejavu_mono", bold=True)
    if k % 2:
        p.text(25, y + 23, "RIB (24 chiffres) : " + rib, 8.5, "dejavu_mono")
    p.text(
        20,
        146,
        "Ce relevé est destiné à être remis à vos créanciers ou débiteurs, français ou étrangers, appelés à faire",
        7.5,
        italic=True,
        color="#555",
    )
    p.text(
        20,
        150,
        "inscrire des opérations à votre compte (virements, paiements de quittances, etc.).",
        7.5,
        italic=True,
        color="#555",
    )
    _bank_footer(p, bank, 1, 1, bank["font"])
    return [p]


def r_attest(ctx) -> list[Page]:
    bank = ctx.bank
    holder = ctx.bank["holder"]
    p = Page(font=bank["font"])
    _show_rib(ctx)
    _bank_mark(p, 18, 12, bank, 14)
    p.text(36, 20.5, bank["name"], 15, bold=True, color=bank["color"])
    p.text(36, 25.5, "Agence " + bank["agency"] + " - " + bank["agency_address"], 8, color="#444")
    p.hline(18, 192, 31, 0.8, bank["color2"])
    p.text(192, 42, f"{bank['agency'].split()[0]}, le {fdate(ctx.doc_date, 'fr')}", 10, ha="right")
    p.text(105, 62, "ATTESTATION DE RIB", 15, bold=True, ha="center")
    opened = dt.date(2012 + ctx.seed % 10, 1 + ctx.seed % 12, 1 + ctx.seed % 27)
    text = (
        f"Nous soussignés, **{bank['name']}**, Agence {bank['agency']}, attestons par la présente que "
        f"{civ(holder)} **{pname(holder, 'given_first')}** est titulaire dans nos livres du compte chèque "
        f"n° {bank['account']}, ouvert le {fdate(opened, 'slash')}, dont les coordonnées bancaires sont les "
        "suivantes :"
    )
    y = p.wrap(22, 78, 166, text, 10.5, justify=True, leading=1.6)
    p.rect(30, y + 2, 150, 24, fc="#f5f5f5", ec="#999", lw=0.5)
    p.text(35, y + 11, "RIB :", 10, bold=True)
    p.text(55, y + 11, bank["rib"], 11, "dejavu_mono", bold=True)
    p.text(35, y + 20, "IBAN :", 10, bold=True)
    p.text(55, y + 20, bank["iban"], 11, "dejavu_mono")
    y = p.wrap(
        22,
        y + 40,
        166,
        "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        10.5,
        leading=1.6,
    )
    p.text(130, y + 10, "Le Directeur d'agence", 10, bold=True)
    p.signature(132, y + 25, w=30, seed=ctx.seed, color="#1b2a6b")
    p.stamp(
        170,
        y + 28,
        13,
        [bank["name"].upper()[:18], "AG. " + bank["agency"].upper()[:14], bank["bic"]],
        color=bank["color"],
        angle=-10,
    )
    _bank_footer(p, bank, 1, 1, bank["font"])
    return [p]


SLIP = (170.0, 82.0)


def r_slip(ctx) -> list[Page]:
    bank = ctx.bank
    p = Page(SLIP, font=bank["font"])
    _show_rib(ctx)
    p.rect(2, 2, p.w - 4, p.h - 4, ec=bank["color"], lw=1.0)
    _bank_mark(p, 6, 6, bank, 11)
    p.text(20, 13.5, bank["name"], 12, bold=True, color=bank["color"])
    p.text(p.w - 6, 10, "RIB", 16, bold=True, ha="right", color=bank["color2"])
    p.text(p.w - 6, 15, "Relevé d'Identité Bancaire", 7, ha="right", color="#555")
    p.text(8, 25, "Titulaire :", 7.5, color="#555")
    p.text(26, 25, _holder(ctx), 9.5, bold=True)
    p.text(26, 29.5, " ".join(ctx.bank["holder_address"]), 7.5)
    p.text(8, 36, "Agence :", 7.5, color="#555")
    p.text(26, 36, bank["agency"] + " - " + bank["agency_address"], 7.5)
    rib = bank["rib"]
    cell = (p.w - 16) / 24
    y = 42
    labels = [(0, 3, "Banque"), (3, 6, "Ville"), (6, 22, "Numéro de compte"), (22, 24, "Clé")]
    for a, b, lab in labels:
        p.text(8 + (a + b) / 2 * cell, y + 2.5, lab, 6.2, ha="center", color="#555")
    for i, ch in enumerate(rib):
        x = 8 + i * cell
        p.rect(x, y + 4, cell, 8, ec="black", lw=0.5 if i not in (3, 6, 22) else 1.1)
        p.text(x + cell / 2, y + 10, ch, 10, "dejavu_mono", bold=True, ha="center")
    p.text(8, y + 20, "IBAN : " + group4(bank["iban"]), 8.5, "dejavu_mono")
    p.text(8, y + 26, "BIC : " + bank["bic"], 8.5, "dejavu_mono")
    p.text(
        p.w - 8,
        y + 33,
        "A remettre à tout organisme appelé à effectuer des opérations sur votre compte",
        6,
        ha="right",
        italic=True,
        color="#666",
    )
    return [p]


# -- other papers ----------------------------------------------------------------------------------------------------
def o_bill(ctx) -> list[Page]:
    per = ctx.person
    p = Page(font="lib_sans")
    blue = "#00607a"
    p.rect(0, 0, p.w, 28, fc=blue, ec="none")
    p.circle(24, 14, 8, fc="white", ec="none", zorder=2)
    p.poly([(20, 18), (24, 8), (28, 18)], fc="#3cb4e5", zorder=2.1)
    p.text(36, 13, "Régie Autonome Intercommunale de Distribution", 12, bold=True, color="white")
    p.text(36, 19, "Eau - Électricité - Assainissement liquide", 8.5, color="white")
    p.text(195, 13, "FACTURE", 16, bold=True, ha="right", color="white")
    p.text(195, 19.5, f"N° {70000000 + ctx.seed * 37:09d}", 8.5, ha="right", color="white")
    p.rect(112, 34, 83, 26, ec="#aaa", lw=0.4)
    p.text(116, 41, pname(per, "upper"), 10, bold=True)
    for i, ln in enumerate(per["address"]):
        p.text(116, 46 + i * 4.5, ln, 8.5)
    info = [
        ["N° de contrat", f"{3100000 + ctx.seed * 13}"],
        ["Période de consommation", "Septembre 2026"],
        ["Date d'émission", fdate("2026-10-08", "slash")],
        ["Date limite de paiement", fdate("2026-10-28", "slash")],
    ]
    p.table(15, 34, [45, 45], info, row_h=6.2, size=8.2, aligns=["l", "r"], grid="rows", lw=0.4)
    rows = [
        ["Électricité - tranche 1 (0-100 kWh)", "100", "0,9010", "90,10"],
        ["Électricité - tranche 2 (101-150 kWh)", "38", "1,0732", "40,78"],
        ["Eau potable - tranche sociale", "6", "2,8400", "17,04"],
        ["Assainissement", "6", "1,1900", "7,14"],
        ["Redevance fixe et location compteur", "", "", "23,40"],
        ["Taxe pour la promotion de l'audiovisuel", "", "", "4,20"],
        ["TVA", "", "", "18,37"],
    ]
    y = p.table(
        15,
        72,
        [95, 25, 30, 30],
        rows,
        row_h=7,
        size=8.5,
        header=["Désignation", "Quantité", "Prix unitaire", "Montant (DH)"],
        aligns=["l", "r", "r", "r"],
        grid="full",
        header_fill="#d7ecf2",
    )
    p.rect(120, y + 6, 75, 12, fc=blue, ec="none")
    p.text(124, y + 14, "NET À PAYER", 11, bold=True, color="white")
    p.text(191, y + 14, "201,03 DH", 12, bold=True, ha="right", color="white")
    p.text(15, y + 12, "Index ancien : 18 244   Index nouveau : 18 382", 8.5)
    p.text(15, y + 17, "Consommation moyenne journalière : 4,5 kWh", 8.5)
    p.text(
        15,
        270,
        "Payable en agence, par prélèvement, sur le site web ou en GAB. Conservez cette facture.",
        7.5,
        italic=True,
        color="#555",
    )
    return [p]


def o_lease(ctx) -> list[Page]:
    per = ctx.person
    p = Page(font="lib_serif")
    p.text(105, 24, "CONTRAT DE BAIL À USAGE D'HABITATION", 15, bold=True, ha="center")
    rent = 1500.0
    text = (
        "**Entre les soussignés :**"
        "\n\nM. Abdelhak SOUSSI, titulaire de la CIN n° K118274, demeurant 17 rue Moussa Ibn Noussair, Tanger, "
        "ci-après dénommé «le bailleur»,"
        f"\n\net {civ(per)} {pname(per, 'given_first')}, demeurant actuellement {per['address'][0].title()}, "
        f"{per['address'][1].title()}, ci-après dénommé «le preneur»,"
        "\n\n**Il a été convenu et arrêté ce qui suit :**"
        "\n\n**Article 1 - Objet.** Le bailleur donne en location au preneur, qui accepte, un appartement situé "
        f"{per['address'][0].title()}, {per['address'][1].title()}, composé de deux chambres, un salon, une "
        "cuisine et une salle d'eau."
        "\n\n**Article 2 - Durée.** Le présent bail est consenti pour une durée d'une année à compter du "
        "1er mars 2024, renouvelable par tacite reconduction."
        f"\n\n**Article 3 - Loyer.** Le loyer mensuel est fixé à {money(rent, 'fr', ' DH')} "
        f"({money_words(rent)}), payable d'avance le cinq de chaque mois."
        "\n\n**Article 4 - Dépôt de garantie.** Le preneur verse ce jour la somme de deux mois de loyer à titre "
        "de garantie, restituable en fin de bail."
        "\n\n**Article 5 - Charges.** Les consommations d'eau et d'électricité sont à la charge du preneur."
        "\n\n**Article 6 - Litiges.** Tout litige relatif au présent contrat relève du tribunal de première "
        "instance de Tanger."
    )
    y = p.wrap(22, 40, 166, text, 10.5, justify=True, leading=1.5)
    p.text(22, y + 6, "Fait à Tanger, en deux exemplaires, le 24 février 2024.", 10.5)
    p.text(40, y + 18, "Le bailleur", 10.5, bold=True)
    p.text(140, y + 18, "Le preneur", 10.5, bold=True)
    p.signature(36, y + 32, 30, seed=ctx.seed, color="#222")
    p.signature(136, y + 32, 30, seed=ctx.seed + 1, color="#1b2a6b")
    p.rect_stamp(
        60,
        y + 40,
        ["ROYAUME DU MAROC", "COMMUNE DE TANGER", "LÉGALISATION DE SIGNATURE", "N° 2024/5817"],
        color="#7a1f3d",
        angle=-3,
    )
    return [p]


TEMPLATES = {
    "b_band": b_band,
    "b_popular": b_popular,
    "b_modern": b_modern,
    "b_mono": b_mono,
    "r_box": r_box,
    "r_attest": r_attest,
    "r_slip": r_slip,
    "o_bill": o_bill,
    "o_lease": o_lease,
}
