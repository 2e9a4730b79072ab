# ruff: noqa: RUF001 (French typography: en dashes between the parts of a line, as printed)
"""Bank papers (statements over one or two pages in three layouts, RIB slips and attestations) and the 'other'
papers of a file (a utility bill, a rent receipt, a local tax notice)."""

from __future__ import annotations

import datetime as dt
import random

from . import arabic as ar
from .canvas import A4, Doc, Page, barcode, box_stamp, logo, qr_pattern, round_stamp, signature
from .codes import d_dot, d_long, d_short, d_slash, grouped, iban, money, rib_groups
from .people import ISSUE_DAY, Applicant, Bank, Statement


def holder_form(app: Applicant, rng: random.Random) -> str:
    forms = [
        f"{app.short_civility.upper()} {app.given.upper()} {app.family}",
        f"{app.family} {app.given.upper()}",
        f"{app.civility.upper()} {app.given.upper()} {app.family}",
    ]
    if app.married and app.sex == "M":
        forms.append(f"M. OU MME {app.given.upper()} {app.family}")
    return rng.choice(forms)


def bank_header(page: Page, bank: Bank, x: float, y: float, size: float = 14) -> None:
    initials = "".join(w[0] for w in bank.name.replace("'", " ").split() if w[0].isupper())[:3]
    logo(page, bank.logo, x, y, 13, bank.color, bank.color2, initials)
    page.text(x + 16, y + 7.5, bank.name, size=size, bold=True, font=bank.font, color=bank.color, maxw=110)
    page.text(x + 16, y + 12.3, ar.BANKS[bank.key], size=8.5, font="arsans", color="#555555")


def _amount_cells(value: float, sep: str) -> tuple[str, str]:
    """A balance in the debit column when negative, else in the credit column."""
    text = money(abs(value), sep=sep)
    return (text, "") if value < 0 else ("", text)


# -- statements -----------------------------------------------------------------------------------------------------
def bank_statement(doc: Doc, app: Applicant, st: Statement, rng: random.Random) -> None:
    bank = app.bank
    layout = bank.statement
    sep = " " if bank.key not in ("cih", "abb") else "."
    holder = holder_form(app, rng)
    rib_text = rng.choice([rib_groups(app.rib), app.rib, grouped(iban(app.rib))])
    rib_label = "IBAN" if rib_text.startswith("MA") else "RIB"
    period = rng.choice(
        [
            f"Du {d_slash(st.start)} au {d_slash(st.end)}",
            f"Période : {d_dot(st.start)} - {d_dot(st.end)}",
            f"Relevé du {d_long(st.start)} au {d_long(st.end)}",
        ]
    )
    doc.label("bank_name", bank.name)
    doc.label("account_holder", app.name)
    doc.label("rib", app.rib)
    doc.label("statement_period_start", st.start.isoformat())
    doc.label("statement_period_end", st.end.isoformat())
    doc.label("opening_balance", st.opening)
    doc.label("closing_balance", st.closing)
    doc.title = f"Releve {st.start:%m-%Y}"
    doc.creator = f"{bank.name} – banque en ligne"
    f = bank.font
    title = "RELEVÉ DE COMPTE" if layout != "signed" else "EXTRAIT DE COMPTE"
    head = {"holder": holder, "rib_text": rib_text, "rib_label": rib_label, "period": period, "title": title}
    if layout == "columns":
        cols = [
            ("Date", 20.0, "c"),
            ("Libellé de l'opération", 82.0, "l"),
            ("Valeur", 20.0, "c"),
            ("Débit", 29.0, "r"),
            ("Crédit", 29.0, "r"),
        ]
        prev = st.start - dt.timedelta(days=1)
        rows = [["", f"SOLDE PRÉCÉDENT AU {d_slash(prev)}", "", *_amount_cells(st.opening, sep)]]
        for m in st.movements:
            debit, credit = (money(-m.amount, sep=sep), "") if m.amount < 0 else ("", money(m.amount, sep=sep))
            rows.append([d_short(m.day), m.label, d_short(m.value_day), debit, credit])
        rows.append(["", "TOTAL DES MOUVEMENTS", "", money(st.debits, sep=sep), money(st.credits, sep=sep)])
        rows.append(["", f"NOUVEAU SOLDE AU {d_slash(st.end)}", "", *_amount_cells(st.closing, sep)])
        bold = {0, len(rows) - 2, len(rows) - 1}
    elif layout == "signed":
        cols = [
            ("Date opé.", 20.0, "c"),
            ("Date val.", 20.0, "c"),
            ("Libellé", 80.0, "l"),
            ("Montant", 30.0, "r"),
            ("Solde", 30.0, "r"),
        ]
        rows = []
        balance = st.opening
        for m in st.movements:
            balance = round(balance + m.amount, 2)
            rows.append(
                [d_slash(m.day), d_slash(m.value_day), m.label, money(m.amount, sep=sep), money(balance, sep=sep)]
            )
        bold = set()
    else:
        cols = [
            ("Date", 19.0, "c"),
            ("Opération", 71.0, "l"),
            ("Valeur", 19.0, "c"),
            ("Débit", 25.0, "r"),
            ("Crédit", 25.0, "r"),
            ("Solde", 21.0, "r"),
        ]
        rows = [["", "SOLDE DÉBUT DE PÉRIODE", "", "", "", _paren(st.opening, sep)]]
        balance = st.opening
        for m in st.movements:
            balance = round(balance + m.amount, 2)
            debit, credit = (money(-m.amount, sep=sep), "") if m.amount < 0 else ("", money(m.amount, sep=sep))
            rows.append([d_dot(m.day), m.label, d_dot(m.value_day), debit, credit, _paren(balance, sep)])
        rows.append(
            [
                "",
                "SOLDE FIN DE PÉRIODE",
                "",
                money(st.debits, sep=sep),
                money(st.credits, sep=sep),
                _paren(st.closing, sep),
            ]
        )
        bold = {0, len(rows) - 1}
    first_cap, next_cap = 34, 44
    chunks = [rows[:first_cap]]
    rest = rows[first_cap:]
    while rest:
        chunks.append(rest[:next_cap])
        rest = rest[next_cap:]
    start_index = 0
    for index, chunk in enumerate(chunks):
        page = Page(A4)
        doc.pages.append(page)
        if index == 0:
            y = _statement_head(page, app, bank, st, head, layout, sep, rng)
        else:
            bank_header(page, bank, 15, 10, size=11)
            page.text(195, 18, f"{title} – suite", size=10, bold=True, font=f, align="r")
            page.text(195, 23, f"{head['rib_label']} : {rib_text}", size=8, font=f, align="r")
            y = 34
        chunk_rows = list(chunk)
        chunk_bold = {i - start_index for i in bold if start_index <= i < start_index + len(chunk)}
        if layout == "ledger" and index > 0:
            carried = _running(st, start_index - 1)
            chunk_rows.insert(0, ["", "REPORT", "", "", "", _paren(carried, sep)])
            chunk_bold = {i + 1 for i in chunk_bold} | {0}
        if layout == "ledger" and index < len(chunks) - 1:
            carried = _running(st, start_index + len(chunk) - 1)
            chunk_rows.append(["", "À REPORTER", "", "", "", _paren(carried, sep)])
            chunk_bold.add(len(chunk_rows) - 1)
        page.table(
            15,
            y,
            cols,
            chunk_rows,
            size=7.3,
            font=f,
            row_h=5.0,
            head_fill=bank.color,
            head_color="#ffffff",
            grid="cols" if layout != "signed" else "rows",
            zebra="#f4f4f4" if layout == "signed" else None,
            bold_rows=tuple(sorted(chunk_bold)),
        )
        start_index += len(chunk)
        page.text(195, 290, f"Page {index + 1} / {len(chunks)}", size=7, font=f, align="r", color="#555555")
        page.text(
            15,
            286,
            "Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 jours.",
            size=6.5,
            font=f,
            color="#555555",
        )
        page.text(
            15,
            290,
            f"{bank.name} – Société Anonyme – Siège social : {bank.hq}",
            size=6.5,
            font=f,
            color="#555555",
            maxw=160,
        )
    if layout == "signed":
        last = doc.pages[-1]
        y_end = 34 + 5.8 + 5.0 * len(chunks[-1]) + 8 if len(chunks) > 1 else 96 + 5.8 + 5.0 * len(chunks[-1]) + 8
        last.text(100, y_end, "Nouveau solde au " + d_slash(st.end), size=9, bold=True, font=f)
        last.text(195, y_end, _suffix(st.closing, sep), size=9.5, bold=True, font=f, align="r")


def _running(st: Statement, row_index: int) -> float:
    """The ledger balance after the given row (row 0 is the opening line)."""
    return round(st.opening + sum(m.amount for m in st.movements[:row_index]), 2)


def _paren(value: float, sep: str) -> str:
    text = money(abs(value), sep=sep)
    return f"({text})" if value < 0 else text


def _suffix(value: float, sep: str) -> str:
    return money(abs(value), sep=sep) + (" D" if value < 0 else " C")


def _statement_head(
    page: Page,
    app: Applicant,
    bank: Bank,
    st: Statement,
    head: dict[str, str],
    layout: str,
    sep: str,
    rng: random.Random,
) -> float:
    f = bank.font
    bank_header(page, bank, 15, 10)
    page.text(195, 15, head["title"], size=13, bold=True, font=f, align="r")
    page.text(195, 20.5, f"N° {st.number:03d}", size=8.5, font=f, align="r")
    page.text(195, 25, head["period"], size=8.5, font=f, align="r")
    page.text(15, 33, f"Agence : {app.agency}", size=8, bold=True, font=f)
    page.text(
        15,
        37,
        f"Code agence : {app.city_code}{rng.randint(10, 99)} – Tél. 05 {rng.randint(22, 39)} "
        f"{rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        size=7.5,
        font=f,
    )
    page.rect(112, 31, 83, 25, stroke="#999999", lw=0.25, r=1.5)
    page.text(115, 37, head["holder"], size=9.5, bold=True, font=f, maxw=78)
    for i, line in enumerate(app.address):
        page.text(115, 42 + i * 4.2, line, size=8, font=f, maxw=78)
    page.text(15, 46, "Compte chèque en dirhams – MAD", size=8, font=f)
    page.text(15, 51, f"{head['rib_label']} : {head['rib_text']}", size=8.5, bold=True, font=f)
    page.text(15, 55.5, f"BIC / SWIFT : {bank.swift}", size=7.5, font=f, color="#444444")
    y = 62
    if layout == "signed":
        page.rect(15, y, 180, 18, stroke=None, fill="#f1f1f1")
        boxes = [
            ("Ancien solde au " + d_slash(st.start), _suffix(st.opening, sep)),
            ("Total débits", money(st.debits, sep=sep)),
            ("Total crédits", money(st.credits, sep=sep)),
        ]
        for i, (label, value) in enumerate(boxes):
            page.text(18 + i * 60, y + 6, label, size=7.5, font=f, color="#444444")
            page.text(18 + i * 60, y + 13, value, size=10.5, bold=True, font=f)
        return y + 34
    if layout == "ledger":
        boxes = [
            ("Solde début de période", _paren(st.opening, sep)),
            ("Total débits", money(st.debits, sep=sep)),
            ("Total crédits", money(st.credits, sep=sep)),
            ("Solde fin de période", _paren(st.closing, sep)),
        ]
        for i, (label, value) in enumerate(boxes):
            page.rect(15 + i * 45, y, 43, 15, stroke=bank.color, lw=0.3, r=1)
            page.text(17 + i * 45, y + 5, label, size=7, font=f, color="#444444")
            page.text(56 + i * 45, y + 12, value, size=9.5, bold=True, font=f, align="r")
        page.text(
            15,
            y + 21,
            "Montants en dirhams. Les soldes débiteurs figurent entre parenthèses.",
            size=7,
            italic=True,
            font=f,
            color="#555555",
        )
        return y + 26
    page.text(15, y + 2, "Détail des opérations (montants en dirhams)", size=8.5, bold=True, font=f)
    return y + 6


# -- RIB ------------------------------------------------------------------------------------------------------------
def rib_document(doc: Doc, app: Applicant, rng: random.Random) -> None:
    bank = app.bank
    page = Page(A4)
    doc.pages.append(page)
    f = bank.font
    holder = holder_form(app, rng)
    doc.label("bank_name", bank.name)
    doc.label("account_holder", app.name)
    doc.label("rib", app.rib)
    doc.title = "RIB"
    doc.creator = bank.name
    rib = app.rib
    iban_text = grouped(iban(rib))
    if bank.rib_layout == "boxes":
        for copy in range(2):
            y0 = 15 + copy * 95
            bank_header(page, bank, 15, y0)
            page.text(195, y0 + 8, "RELEVÉ D'IDENTITÉ BANCAIRE", size=12, bold=True, font=f, align="r")
            page.text(195, y0 + 13, ar.RIB, size=9, font="arsans", align="r", color="#555555")
            page.label_value(15, y0 + 25, "Titulaire du compte", holder, size=9.5, font=f)
            page.label_value(15, y0 + 31, "Domiciliation", f"Agence {app.agency}", size=9, font=f, bold_value=False)
            cols = [
                ("Code banque", 30.0, "c"),
                ("Code ville", 30.0, "c"),
                ("N° de compte", 80.0, "c"),
                ("Clé RIB", 25.0, "c"),
            ]
            page.table(
                15,
                y0 + 36,
                cols,
                [[rib[0:3], rib[3:6], rib[6:22], rib[22:24]]],
                size=10,
                font=f,
                row_h=9,
                head_fill="#eeeeee",
            )
            page.label_value(15, y0 + 62, "IBAN", iban_text, size=9.5, font=f)
            page.label_value(15, y0 + 68, "BIC (code SWIFT)", bank.swift, size=9, font=f)
            page.text(
                15,
                y0 + 76,
                "Document à remettre à tout organisme appelé à effectuer des virements ou "
                "prélèvements sur votre compte.",
                size=7,
                italic=True,
                font=f,
                color="#555555",
            )
            if copy == 0:
                page.line(10, y0 + 87, 200, y0 + 87, color="#888888", lw=0.3, dash=[6, 4])
                page.text(105, y0 + 86, "✂", size=9, font="sans", align="c", color="#888888")
    elif bank.rib_layout == "attestation":
        bank_header(page, bank, 15, 12, size=15)
        page.text(195, 18, f"Agence {app.agency}", size=8.5, font=f, align="r")
        page.text(105, 52, "ATTESTATION DE RIB", size=16, bold=True, font=f, align="c", spacing=108)
        page.text(105, 58.5, ar.RIB, size=10, font="arsans", align="c")
        text = (
            f"Nous soussignés, <b>{bank.name}</b>, agence {app.agency}, attestons que <b>{holder}</b>, demeurant "
            f"{' '.join(app.address).title()}, est titulaire dans nos livres d'un compte chèque en dirhams dont les "
            "références bancaires sont les suivantes :"
        )
        page.para(25, 70, 160, text, size=10.5, font=f, align="j", lh=1.5)
        rows = [
            ["RIB", rib_groups(rib)],
            ["IBAN", iban_text],
            ["Code SWIFT", bank.swift],
            ["Devise", "Dirham marocain (MAD)"],
        ]
        page.table(
            25,
            108,
            [("Référence", 45.0, "l"), ("Valeur", 115.0, "l")],
            rows,
            size=10,
            font=f,
            row_h=8,
            head_fill="#eeeeee",
        )
        page.para(
            25,
            158,
            160,
            "La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit.",
            size=10,
            font=f,
            lh=1.4,
        )
        page.text(120, 180, f"Le {d_long(ISSUE_DAY - dt.timedelta(days=rng.randint(2, 15)))}", size=10, font=f)
        page.text(120, 186, "Le Chef d'Agence", size=10, bold=True, font=f)
        signature(page, 124, 205, rng)
        round_stamp(
            page,
            165,
            203,
            bank.name.upper(),
            app.agency.upper(),
            ["AGENCE", bank.code + " " + app.city_code],
            rng,
            color=bank.color,
        )
    else:  # compact
        page.rect(15, 15, 180, 70, stroke=bank.color, lw=0.5, r=2)
        bank_header(page, bank, 20, 19, size=12)
        page.text(190, 25, "Relevé d'Identité Bancaire", size=11, bold=True, font=f, align="r", color=bank.color)
        page.stacked(20, 42, "Titulaire", holder, size=10, font=f)
        page.stacked(120, 42, "Agence", app.agency, size=9, font=f)
        page.stacked(20, 55, "RIB (24 chiffres)", rib, size=11, font="mono")
        page.stacked(20, 68, "IBAN", iban_text, size=9.5, font=f)
        page.stacked(140, 68, "BIC", bank.swift, size=9.5, font=f)
        cells = [("Banque", rib[0:3]), ("Localité", rib[3:6]), ("Compte", rib[6:22]), ("Clé", rib[22:24])]
        x = 20
        for label, value in cells:
            w = 14 + len(value) * 2.2
            page.text(x, 78, f"{label} {value}", size=7, font=f, color="#555555")
            x += w
        qr_pattern(page, 168, 40, 22, rng)


# -- other papers ---------------------------------------------------------------------------------------------------
def other_document(doc: Doc, app: Applicant, rng: random.Random, kind: str) -> None:
    """Papers a file also holds and no field is read from."""
    page = Page(A4)
    doc.pages.append(page)
    doc.title = kind
    doc.creator = "Facturation"
    if kind == "utility":
        color = "#00695c"
        page.rect(0, 0, 210, 28, stroke=None, fill=color)
        logo(page, "wave", 14, 6, 16, "#ffffff", color)
        page.text(
            34,
            14,
            "Régie Intercommunale Eau et Électricité " + app.city.title(),
            size=12,
            bold=True,
            font="nsans",
            color="#ffffff",
            maxw=150,
        )
        page.text(34, 20, "Service clientèle 080 200 12 34 – www.rieel.ma", size=8, font="nsans", color="#ffffff")
        page.text(15, 42, "FACTURE EAU ET ÉLECTRICITÉ", size=14, bold=True, font="nsans")
        page.text(
            15,
            48,
            f"Facture n° F{rng.randint(10**7, 10**8 - 1)} du {d_slash(ISSUE_DAY - dt.timedelta(days=20))}",
            size=9,
            font="nsans",
        )
        page.rect(115, 36, 80, 26, stroke="#999999", lw=0.3)
        page.text(118, 42, f"{app.short_civility} {app.given} {app.family}", size=9.5, bold=True, font="nsans")
        for i, line in enumerate(app.address):
            page.text(118, 47 + i * 4.5, line, size=8.5, font="nsans")
        page.text(15, 56, f"N° de contrat : {rng.randint(10**8, 10**9 - 1)}", size=9, font="nsans")
        rows = [
            ["Électricité – tranche 1", "100 kWh", "0,9010", "90,10"],
            ["Électricité – tranche 2", f"{rng.randint(20, 90)} kWh", "1,0732", money(rng.uniform(20, 95))],
            ["Eau potable", f"{rng.randint(8, 24)} m3", "2,37", money(rng.uniform(20, 60))],
            ["Assainissement", "", "", money(rng.uniform(10, 30))],
            ["Redevance fixe", "", "", "22,80"],
            ["TVA", "", "", money(rng.uniform(20, 40))],
        ]
        y = page.table(
            15,
            70,
            [
                ("Désignation", 80.0, "l"),
                ("Quantité", 30.0, "r"),
                ("Prix unitaire", 35.0, "r"),
                ("Montant DH", 35.0, "r"),
            ],
            rows,
            size=8.5,
            font="nsans",
            head_fill="#e0f2f1",
        )
        page.rect(125, y + 8, 70, 12, stroke=None, fill=color)
        page.text(128, y + 16, "Total à payer", size=10, bold=True, font="nsans", color="#ffffff")
        page.text(
            192,
            y + 16,
            money(rng.uniform(250, 600)) + " DH",
            size=11,
            bold=True,
            font="nsans",
            color="#ffffff",
            align="r",
        )
        barcode(page, 15, y + 30, 70, 12, rng)
    elif kind == "rent":
        page.text(105, 35, "QUITTANCE DE LOYER", size=17, bold=True, font="serif", align="c")
        page.text(105, 43, f"Mois de {d_long(dt.date(2025, 4, 1))[4:]}", size=11, font="serif", align="c")
        text = (
            f"Je soussigné, M. Abdelaziz Chafik, propriétaire du logement sis {' '.join(app.address).title()}, "
            f"déclare avoir reçu de {app.civility} <b>{app.given} {app.family}</b> la somme de "
            f"<b>{money(rng.choice([2800, 3500, 4200]))} dirhams</b> au titre du loyer et des charges du mois "
            "d'avril 2025, et lui en donne quittance, sous réserve de tous mes droits."
        )
        page.para(25, 60, 160, text, size=11.5, font="serif", align="j", lh=1.6)
        page.text(120, 115, f"Fait à {app.city.title()}, le 30/04/2025", size=11, font="serif")
        signature(page, 125, 135, rng, color="#222222")
    else:  # local tax
        page.text(15, 16, "ROYAUME DU MAROC", size=9, bold=True, font="lserif")
        page.text(195, 16, ar.KINGDOM, size=11, font="naskh", align="r")
        page.text(15, 21, "Direction Générale des Impôts", size=8.5, font="lserif")
        page.text(105, 40, "AVIS D'IMPOSITION", size=15, bold=True, font="lserif", align="c")
        page.text(105, 47, "Taxe de services communaux – Exercice 2024", size=10, font="lserif", align="c")
        page.rect(110, 56, 85, 24, stroke="#555555", lw=0.3)
        page.text(113, 62, f"{app.family} {app.given.upper()}", size=9.5, bold=True, font="lserif")
        for i, line in enumerate(app.address):
            page.text(113, 67 + i * 4.5, line, size=8.5, font="lserif")
        rows = [
            ["Article", str(rng.randint(10**6, 10**7 - 1))],
            ["Valeur locative", money(rng.uniform(9000, 30000))],
            ["Taux", "10,50 %"],
            ["Montant de la taxe", money(rng.uniform(900, 3000))],
            ["Date limite de paiement", "31/05/2025"],
        ]
        page.table(15, 90, [("Rubrique", 90.0, "l"), ("Valeur", 90.0, "r")], rows, size=9.5, font="lserif", row_h=7)
        box_stamp(page, 120, 150, ["PERCEPTION " + app.city, "PAYÉ"], rng, color="#b71c1c")
