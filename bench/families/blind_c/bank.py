"""Bank statements (four layouts, several pages when long, overdrawn accounts) and RIB documents (three)."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt
from .common import ISSUE
from .pdfkit import Doc
from .world import Case

MERCHANTS = [
    "MARJANE",
    "BIM",
    "CARREFOUR MARKET",
    "ACIMA",
    "LABEL VIE",
    "PHARMACIE AL AMAL",
    "STATION AFRIQUIA",
    "STATION SHELL",
    "STATION TOTAL",
    "CAFE LES ARCADES",
    "MCDONALDS",
    "DECATHLON",
    "KITEA",
    "ELECTROPLANET",
    "JUMIA",
    "GLOVO",
]


def _holder(p, style: str) -> str:
    if style == "title":
        return f"{p.title.upper()} {p.given.upper()} {p.family.upper()}"
    if style == "family_first":
        return f"{p.family.upper()} {p.given.upper()}"
    if style == "mmx":
        return f"M. OU MME {p.given.upper()} {p.family.upper()}"
    return f"{p.given} {p.family}"


def transactions(case: Case, months, rng: random.Random, overdraft: str | None):
    """Movements of the statement period and the opening balance; returns (opening, rows, closing)."""
    p, job = case.person, case.job
    net = job.pay["net"]
    rows = []  # (date, label, amount signed)
    for y, m in months:
        end = fmt.month_end(y, m)
        pay_day = min(end.day, 27 + rng.randint(0, 3))
        if job.employer.kind == "public":
            lab = "VIREMENT TRESORERIE GENERALE TRAITEMENT"
        else:
            lab = f"VIR RECU {job.employer.short[:26]} SALAIRE {m:02d}/{y}"
        rows.append((dt.date(y, m, pay_day), lab, net))
        n = rng.randint(7, 12)
        spend_budget = net * rng.uniform(0.75, 0.97)
        items = []
        for _ in range(n):
            day = rng.randint(1, end.day)
            kind = rng.random()
            if kind < 0.08:
                items.append((day, "RECHARGE TELEPHONE", float(rng.choice([20, 50, 100, 200]))))
            elif kind < 0.16:
                items.append((day, "PAIEMENT FACTURE EAU ELECTRICITE", round(rng.uniform(140, 620), 2)))
            elif kind < 0.22:
                items.append((day, "FACTURE INTERNET FIBRE", float(rng.choice([249, 349, 449]))))
            elif kind < 0.5:
                items.append(
                    (day, f"RETRAIT GAB {day:02d}/{m:02d} {rng.choice(['CENTRE', 'AGENCE', 'HAY', 'GARE'])}", None)
                )
            elif kind < 0.82:
                items.append((day, f"PAIEMENT CARTE {rng.choice(MERCHANTS)} {day:02d}/{m:02d}", None))
            elif kind < 0.9:
                items.append((day, "PRELEVEMENT ECHEANCE CREDIT CONSO", round(rng.uniform(450, 1400), 2)))
            else:
                who = rng.choice(["ABDELLAH", "FATIMA", "HASSAN", "LOUBNA"])
                items.append((day, f"VIREMENT EMIS VERS {who} {p.family.upper()}", None))
        fixed = sum(a for _, _, a in items if a is not None)
        flex = [i for i, it in enumerate(items) if it[2] is None]
        left = max(200.0, spend_budget - fixed)
        weights = [rng.random() + 0.3 for _ in flex]
        for i, wgt in zip(flex, weights, strict=True):
            amt = round(left * wgt / sum(weights), 2)
            if items[i][1].startswith("RETRAIT"):
                amt = float(max(100, round(amt / 100) * 100))
            items[i] = (items[i][0], items[i][1], amt)
        for day, label, amt in items:
            rows.append((dt.date(y, m, day), label, -amt))
        rows.append((end, "FRAIS TENUE DE COMPTE", -round(rng.choice([11.0, 16.5, 22.0, 27.5]), 2)))
        rows.append((end, "TVA SUR FRAIS", -round(rows[-1][2] * -0.1, 2)))
        if rng.random() < 0.4:
            rows.append((dt.date(y, m, rng.randint(1, 25)), "VERSEMENT ESPECES", float(rng.randint(3, 20) * 100)))
    rows.sort(key=lambda r: (r[0], r[2] < 0))
    movement = round(sum(r[2] for r in rows), 2)
    if overdraft == "close":
        opening = round(rng.uniform(300, 900), 2)
        extra = round(opening + movement + rng.uniform(600, 1500), 2)
        y, m = months[-1]
        rows.append((dt.date(y, m, 26), "PRELEVEMENT ECHEANCE CREDIT IMMOBILIER", -extra))
        rows.sort(key=lambda r: (r[0], r[2] < 0))
    elif overdraft == "both":
        opening = -round(rng.uniform(2500, 5200), 2)
        extra = round(max(0.0, opening + movement) + rng.uniform(400, 1200), 2)
        y, m = months[-1]
        rows.append((dt.date(y, m, 25), "ECHEANCE PRET LOGEMENT", -extra))
        rows.sort(key=lambda r: (r[0], r[2] < 0))
    elif overdraft == "open":
        opening = -round(rng.uniform(800, 1900), 2)
        if opening + movement < 100:
            y, m = months[-1]
            rows.append((dt.date(y, m, 20), "VERSEMENT ESPECES", round(200 - opening - movement, 2)))
            rows.sort(key=lambda r: (r[0], r[2] < 0))
    else:
        opening = round(rng.uniform(800, 14000), 2)
    closing = round(opening + sum(r[2] for r in rows), 2)
    return opening, rows, closing


# ---------------------------------------------------------------------------------------------------------
class StatementLayout:
    rows_first = 24
    rows_next = 34

    def __init__(self, pdf: Doc, case: Case, rng, d1, d2, opening, closing, rows, holder):
        self.pdf, self.case, self.rng = pdf, case, rng
        self.d1, self.d2, self.opening, self.closing, self.rows, self.holder = d1, d2, opening, closing, rows, holder
        self.bank = case.account.bank
        self.rib = case.account.rib


def _bank_logo(pdf: Doc, x, y, bank, size=12):
    c = bank.color
    pdf.set_fill_color(*c)
    if bank.key in ("bp", "bmci", "boa"):
        pdf.ellipse(x, y, size, size, style="F")
        pdf.set_fill_color(255, 255, 255)
        pdf.ellipse(x + size * 0.3, y + size * 0.3, size * 0.4, size * 0.4, style="F")
    elif bank.key in ("cam", "cih"):
        pdf.polygon([(x, y + size), (x + size / 2, y), (x + size, y + size)], style="F")
    else:
        pdf.rect(x, y, size, size, style="F", round_corners=True, corner_radius=size * 0.2)
        pdf.set_fill_color(255, 255, 255)
        pdf.rect(x + size * 0.25, y + size * 0.25, size * 0.5, size * 0.5, style="F")


def stmt_popular(pdf: Doc, case, rng, d1, d2, opening, closing, rows, holder, shown):
    """Debit/credit columns; balances as rows in the debit or credit column; 'A reporter' between pages."""
    bank = case.account.bank
    acc = case.account
    per_page = [22, 36]
    chunks = []
    rest = list(rows)
    first = True
    while rest or first:
        n = per_page[0] if first else per_page[1]
        chunks.append(rest[:n])
        rest = rest[n:]
        first = False
    total_d = total_c = 0.0
    running = opening
    pdf.base = "dejavuc"
    for pi, chunk in enumerate(chunks):
        pdf.add_page()
        _bank_logo(pdf, 15, 10, bank, 13)
        pdf.t(31, 10, bank.name.upper(), size=14, style="B", color=bank.color)
        pdf.t(31, 17, acc.agency, size=8.5)
        pdf.t(31, 20.8, acc.agency_address, size=8)
        if bank.name_ar:
            pdf.ar(195, 10, bank.name_ar, size=12, color=bank.color)
        pdf.t(195, 282, f"Page {pi + 1} / {len(chunks)}", size=7.5, align="R")
        pdf.t(
            15,
            282,
            f"{bank.name} - Société anonyme - Siège social Casablanca - BIC {bank.bic}",
            size=6.5,
            color=(110, 110, 110),
        )
        if pi == 0:
            pdf.box(112, 30, 83, 26, lw=0.2)
            pdf.t(115, 33, holder, size=9.5, style="B")
            for i, ln in enumerate(case.person.address):
                pdf.t(115, 38.5 + i * 4.2, ln.title(), size=8.5)
            pdf.t(15, 32, "RELEVÉ DE COMPTE", size=15, style="B")
            per = f"Période du {fmt.date(d1)} au {fmt.date(d2)}"
            pdf.t(15, 40, per, size=9.5, style="B")
            pdf.t(15, 46, "Compte chèque en dirhams - Particuliers", size=8.5)
            pdf.t(15, 50.5, f"Date d'édition : {fmt.date(d2 + dt.timedelta(days=rng.randint(2, 6)))}", size=8.5)
            pdf.box(15, 60, 180, 11, lw=0.2, fill=(248, 244, 238))
            pdf.t(18, 61.5, "RIB :", size=8.5)
            pdf.t(28, 61.5, fmt.rib_groups(acc.rib, "4"), size=9, style="B", family="mono")
            pdf.t(18, 66, "IBAN :", size=8.5)
            pdf.t(30, 66, fmt.iban(acc.rib), size=8.5, family="mono")
            pdf.t(140, 61.5, "Devise : MAD", size=8.5)
            pdf.t(140, 66, f"Code client : {acc.rib[6:13]}", size=8.5)
            shown.update(
                {
                    "rib": fmt.rib_groups(acc.rib, "4"),
                    "account_holder": holder,
                    "bank_name": bank.name.upper(),
                    "statement_period_start": fmt.date(d1),
                    "statement_period_end": fmt.date(d2),
                }
            )
            top = 76
        else:
            pdf.t(15, 30, f"RELEVÉ DE COMPTE - {holder} - RIB {acc.rib}", size=8.5, style="B")
            top = 38
        body = []
        if pi == 0:
            lab = f"SOLDE {'DÉBITEUR' if opening < 0 else 'CRÉDITEUR'} AU {fmt.date(d1)}"
            body.append(
                [
                    "",
                    (lab, "B"),
                    "",
                    (fmt.amount(-opening), "B") if opening < 0 else "",
                    (fmt.amount(opening), "B") if opening >= 0 else "",
                ]
            )
            shown["opening_balance"] = fmt.amount(abs(opening))
        else:
            body.append(["", ("REPORT", "B"), "", (fmt.amount(total_d), "B"), (fmt.amount(total_c), "B")])
        for d, lab, amt in chunk:
            val = d + dt.timedelta(days=0 if "VIR" in lab else rng.randint(0, 2))
            body.append(
                [
                    fmt.date(d, "/yy"),
                    lab,
                    fmt.date(val, "/yy"),
                    fmt.amount(-amt) if amt < 0 else "",
                    fmt.amount(amt) if amt >= 0 else "",
                ]
            )
            if amt < 0:
                total_d += -amt
            else:
                total_c += amt
            running += amt
        last = pi == len(chunks) - 1
        if last:
            body.append(["", ("TOTAL DES MOUVEMENTS", "B"), "", (fmt.amount(total_d), "B"), (fmt.amount(total_c), "B")])
            lab = f"SOLDE {'DÉBITEUR' if closing < 0 else 'CRÉDITEUR'} AU {fmt.date(d2)}"
            body.append(
                [
                    "",
                    (lab, "B"),
                    "",
                    (fmt.amount(-closing), "B") if closing < 0 else "",
                    (fmt.amount(closing), "B") if closing >= 0 else "",
                ]
            )
            shown["closing_balance"] = fmt.amount(abs(closing))
        else:
            body.append(["", ("A REPORTER", "B"), "", (fmt.amount(total_d), "B"), (fmt.amount(total_c), "B")])
        pdf.table(
            15,
            top,
            [18, 98, 18, 23, 23],
            ["Date", "Libellé de l'opération", "Valeur", "Débit", "Crédit"],
            body,
            size=7.8,
            rh=5.6,
            aligns=["C", "L", "C", "R", "R"],
            rules="frame",
            head_fill=(240, 230, 215),
        )
        if last:
            yb = top + 5.6 * (len(body) + 1) + 8
            pdf.para(
                15,
                yb,
                180,
                "Sauf erreur ou omission. Les opérations figurant sur ce relevé sont réputées "
                "approuvées à défaut de réclamation dans un délai de 30 jours à compter de sa date d'envoi.",
                size=7.5,
                family="dejavuc",
            )
    pdf.base = "dejavu"


def stmt_running(pdf: Doc, case, rng, d1, d2, opening, closing, rows, holder, shown):
    """Signed amounts with a running balance column; minus sign for debit balances."""
    bank = case.account.bank
    acc = case.account
    chunks = [rows[:26]] + [rows[i : i + 38] for i in range(26, len(rows), 38)]
    style = "dot" if bank.key == "abb" else "plain"
    pdf.base = "freesans"
    running = opening
    for pi, chunk in enumerate(chunks):
        pdf.add_page()
        pdf.fillrect(0, 0, 210, 5, bank.color)
        _bank_logo(pdf, 15, 10, bank, 11)
        pdf.t(29, 10, bank.name, size=15, style="B", color=bank.color)
        pdf.t(
            29,
            16.5,
            "Votre banque de proximité" if bank.key == "abb" else "Banque - Immobilier - Tourisme",
            size=7.5,
            color=(110, 110, 110),
        )
        pdf.t(195, 10, "EXTRAIT DE COMPTE", size=13, style="B", align="R")
        pdf.t(195, 16, f"du {fmt.date(d1, '.')} au {fmt.date(d2, '.')}", size=9.5, align="R")
        pdf.t(195, 20.5, f"Feuillet {pi + 1}/{len(chunks)}", size=8, align="R", color=(90, 90, 90))
        if pi == 0:
            shown["statement_period_start"] = fmt.date(d1, ".")
            shown["statement_period_end"] = fmt.date(d2, ".")
            info = [
                ("Titulaire", holder),
                ("Agence", acc.agency),
                ("N° de compte (RIB)", fmt.rib_groups(acc.rib, "whole")),
                ("Type de compte", "Compte courant particulier"),
            ]
            for i, (k, v) in enumerate(info):
                pdf.t(15, 30 + i * 5.5, k, size=8.5, color=(90, 90, 90))
                pdf.t(52, 30 + i * 5.5, v, size=9, style="B")
            shown.update({"account_holder": holder, "rib": acc.rib, "bank_name": bank.name})
            pdf.box(135, 29, 60, 20, lw=0.3, fill=(250, 250, 245))
            pdf.t(138, 31, "Solde initial", size=8)
            pdf.t(192, 31, fmt.amount(opening, style), size=9, style="B", align="R")
            pdf.t(138, 37, "Solde final", size=8)
            pdf.t(192, 37, fmt.amount(closing, style), size=9, style="B", align="R")
            pdf.t(138, 43, "Devise", size=8)
            pdf.t(192, 43, "MAD", size=9, align="R")
            shown["opening_balance"] = fmt.amount(opening, style)
            shown["closing_balance"] = fmt.amount(closing, style)
            top = 56
        else:
            top = 30
        body = []
        lab = "SOLDE INITIAL" if pi == 0 else "SOLDE REPORTÉ"
        body.append(["", "", (lab, "B"), "", (fmt.amount(running, style), "B")])
        for d, lab, amt in chunk:
            running = round(running + amt, 2)
            body.append(
                [
                    fmt.date(d, "."),
                    fmt.date(d + dt.timedelta(days=rng.randint(0, 1)), "."),
                    lab,
                    fmt.amount(amt, style),
                    fmt.amount(running, style),
                ]
            )
        if pi == len(chunks) - 1:
            body.append(["", "", ("SOLDE FINAL", "B"), "", (fmt.amount(closing, style), "B")])
        pdf.table(
            15,
            top,
            [19, 19, 92, 25, 25],
            ["Date opé.", "Date val.", "Opération", "Montant", "Solde"],
            body,
            size=7.8,
            rh=5.8,
            aligns=["C", "C", "L", "R", "R"],
            rules="h",
            head_fill=(235, 235, 235),
            zebra=(248, 248, 248),
        )
        pdf.t(
            105,
            286,
            f"{bank.name} - Service client 05 22 00 00 00 - Sauf erreur ou omission",
            size=6.8,
            align="C",
            color=(110, 110, 110),
        )
    pdf.base = "dejavu"


def _dc(x: float, style: str) -> str:
    if style == "letter":
        return f"{fmt.amount(abs(x))} {'D' if x < 0 else 'C'}"
    return f"{fmt.amount(abs(x))} {'Débiteur' if x < 0 else 'Créditeur'}"


def stmt_ledger(pdf: Doc, case, rng, d1, d2, opening, closing, rows, holder, shown):
    """Ruled grid; 'Ancien solde' / 'Nouveau solde' with a D/C suffix."""
    bank = case.account.bank
    acc = case.account
    suffix = "letter" if bank.key == "cam" else "word"
    chunks = [rows[:28]] + [rows[i : i + 40] for i in range(28, len(rows), 40)]
    pdf.base = "libnarrow"
    for pi, chunk in enumerate(chunks):
        pdf.add_page()
        _bank_logo(pdf, 15, 9, bank, 14)
        pdf.t(32, 9, bank.name, size=15, style="B", color=bank.color)
        if bank.name_ar:
            pdf.ar(195, 8, bank.name_ar, size=13, style="B", color=bank.color)
        pdf.t(32, 16, acc.agency + " - " + acc.agency_address, size=8.5)
        pdf.hline(15, 195, 25, 0.8)
        if pi == 0:
            pdf.t(15, 29, "RELEVÉ DE COMPTE CLIENT", size=13, style="B")
            pdf.t(15, 35.5, f"Arrêté du {fmt.date(d1, '-')} au {fmt.date(d2, '-')}", size=10)
            shown["statement_period_start"] = fmt.date(d1, "-")
            shown["statement_period_end"] = fmt.date(d2, "-")
            pdf.t(120, 29, "Titulaire :", size=9)
            pdf.t(136, 29, holder, size=10, style="B")
            pdf.t(120, 34, "Adresse :", size=9)
            pdf.t(136, 34, " ".join(case.person.address).title(), size=9)
            pdf.t(15, 44, "Compte n°", size=9)
            pdf.t(32, 44, f"{acc.rib[6:22]}", size=10, style="B")
            pdf.t(15, 49, "RIB", size=9)
            pdf.t(32, 49, fmt.rib_groups(acc.rib, "blocks"), size=10, style="B")
            pdf.t(120, 44, "Code SWIFT :", size=9)
            pdf.t(140, 44, bank.bic, size=9)
            pdf.t(120, 49, "Nature : Compte sur carnet / Chèque", size=9)
            shown.update({"account_holder": holder, "rib": fmt.rib_groups(acc.rib, "blocks"), "bank_name": bank.name})
            top = 56
        else:
            top = 30
        body = []
        if pi == 0:
            body.append(
                [
                    "",
                    (f"ANCIEN SOLDE AU {fmt.date(d1 - dt.timedelta(days=1), '-')}", "B"),
                    (_dc(opening, suffix), "B") if opening < 0 else "",
                    "" if opening < 0 else (_dc(opening, suffix), "B"),
                ]
            )
            shown["opening_balance"] = _dc(opening, suffix)
        for d, lab, amt in chunk:
            body.append(
                [fmt.date(d, "-"), lab, fmt.amount(-amt) if amt < 0 else "", fmt.amount(amt) if amt >= 0 else ""]
            )
        if pi == len(chunks) - 1:
            td = sum(-a for _, _, a in rows if a < 0)
            tc = sum(a for _, _, a in rows if a >= 0)
            body.append(["", ("TOTAUX DES MOUVEMENTS", "B"), (fmt.amount(td), "B"), (fmt.amount(tc), "B")])
            body.append(
                [
                    "",
                    (f"NOUVEAU SOLDE AU {fmt.date(d2, '-')}", "B"),
                    (_dc(closing, suffix), "B") if closing < 0 else "",
                    "" if closing < 0 else (_dc(closing, suffix), "B"),
                ]
            )
            shown["closing_balance"] = _dc(closing, suffix)
        pdf.table(
            15,
            top,
            [22, 100, 29, 29],
            ["Date", "Nature de l'opération", "Débit", "Crédit"],
            body,
            size=8.5,
            rh=5.7,
            aligns=["C", "L", "R", "R"],
            rules="grid",
            head_fill=(220, 235, 225),
        )
        pdf.t(15, 284, f"{bank.name} - RIB {acc.rib} - Page {pi + 1}", size=7, color=(100, 100, 100))
    pdf.base = "dejavu"


def _paren(x: float) -> str:
    return f"({fmt.amount(-x)})" if x < 0 else fmt.amount(x)


def stmt_modern(pdf: Doc, case, rng, d1, d2, opening, closing, rows, holder, shown):
    """Clean layout; negative balances in parentheses."""
    bank = case.account.bank
    acc = case.account
    chunks = [rows[:25]] + [rows[i : i + 36] for i in range(25, len(rows), 36)]
    pdf.base = "noto"
    for pi, chunk in enumerate(chunks):
        pdf.add_page()
        _bank_logo(pdf, 15, 12, bank, 10)
        pdf.t(28, 12.5, bank.name, size=14, style="B", color=bank.color)
        pdf.t(195, 12, "Relevé de compte", size=12, align="R")
        pdf.t(195, 18, f"{fmt.date(d1, '.yy')} - {fmt.date(d2, '.yy')}", size=9, align="R")
        if pi == 0:
            shown["statement_period_start"] = fmt.date(d1, ".yy")
            shown["statement_period_end"] = fmt.date(d2, ".yy")
            pdf.t(15, 32, holder, size=11, style="B")
            pdf.t(15, 38, " - ".join(case.person.address).title(), size=8.5, color=(90, 90, 90))
            pdf.t(15, 46, f"IBAN  {fmt.iban(acc.rib)}", size=9.5, family="mono")
            pdf.t(15, 51, f"BIC   {bank.bic}", size=9.5, family="mono")
            shown.update({"account_holder": holder, "rib": fmt.iban(acc.rib), "bank_name": bank.name})
            cards = [
                ("Solde d'ouverture", _paren(opening)),
                ("Total crédits", fmt.amount(sum(a for _, _, a in rows if a > 0))),
                ("Total débits", fmt.amount(sum(-a for _, _, a in rows if a < 0))),
                ("Solde de clôture", _paren(closing)),
            ]
            for i, (k, v) in enumerate(cards):
                x = 15 + i * 45.5
                pdf.box(x, 58, 43, 15, lw=0.2, draw=(200, 200, 200), fill=(250, 247, 242), r=1.5)
                pdf.t(x + 2.5, 60, k, size=7.5, color=(100, 100, 100))
                pdf.t(x + 2.5, 65, f"{v} MAD", size=10, style="B")
            shown["opening_balance"] = _paren(opening)
            shown["closing_balance"] = _paren(closing)
            top = 80
        else:
            top = 30
        body = [[fmt.date(d, "."), lab, _paren(amt)] for d, lab, amt in chunk]
        pdf.table(
            15,
            top,
            [24, 120, 36],
            ["Date", "Description", "Montant (MAD)"],
            body,
            size=8.2,
            rh=6,
            aligns=["L", "L", "R"],
            rules="h",
            head_fill=None,
        )
        pdf.t(15, 286, f"{bank.name} S.A. - Page {pi + 1} sur {len(chunks)}", size=7, color=(120, 120, 120))
    pdf.base = "dejavu"


LAYOUTS = {"popular": stmt_popular, "running": stmt_running, "ledger": stmt_ledger, "modern": stmt_modern}
HOLDER_STYLE = {"popular": "title", "running": "family_first", "ledger": "mmx", "modern": "plain"}


def render_statement(case: Case, dp, rng: random.Random):
    months = dp.opts["months"]
    d1 = dt.date(months[0][0], months[0][1], 1)
    d2 = fmt.month_end(*months[-1])
    opening, rows, closing = transactions(case, months, rng, dp.opts.get("overdraft"))
    bank = case.account.bank
    holder = _holder(case.person, HOLDER_STYLE[bank.layout])
    pdf = Doc(producer=f"{bank.name} e-banking")
    shown: dict = {}
    LAYOUTS[bank.layout](pdf, case, rng, d1, d2, opening, closing, rows, holder, shown)
    labels = {
        "bank_name": bank.name,
        "account_holder": case.person.full,
        "rib": case.account.rib,
        "statement_period_start": d1.isoformat(),
        "statement_period_end": d2.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }
    for k, v in shown.items():
        pdf.note(k, v)
    return pdf, labels


# ---------------------------------------------------------------------------------------------------------
def rib_grid(pdf: Doc, case: Case, rng, shown):
    bank, acc, p = case.account.bank, case.account, case.person
    pdf.add_page()
    holder = _holder(p, "title")
    for k in range(2):
        y0 = 15 + k * 95
        _bank_logo(pdf, 15, y0, bank, 11)
        pdf.t(29, y0 + 1, bank.name, size=13, style="B", color=bank.color)
        pdf.t(195, y0 + 1, "RELEVÉ D'IDENTITÉ BANCAIRE", size=12, style="B", align="R")
        pdf.t(195, y0 + 7, "R.I.B.", size=9, align="R", color=(90, 90, 90))
        pdf.t(15, y0 + 17, "Titulaire du compte :", size=9)
        pdf.t(50, y0 + 17, holder, size=10.5, style="B")
        pdf.t(15, y0 + 23, "Domiciliation :", size=9)
        pdf.t(50, y0 + 23, f"{acc.agency} - {acc.agency_address}", size=9)
        heads = ["Code banque", "Code ville", "N° de compte", "Clé RIB"]
        vals = [acc.rib[:3], acc.rib[3:6], acc.rib[6:22], acc.rib[22:]]
        widths = [30, 30, 80, 25]
        x = 15
        for h, v, w in zip(heads, vals, widths, strict=True):
            pdf.box(x, y0 + 31, w, 7, lw=0.3, fill=(235, 235, 235))
            pdf.t(x + w / 2, y0 + 32.5, h, size=8, style="B", align="C")
            pdf.box(x, y0 + 38, w, 10, lw=0.3)
            pdf.t(x + w / 2, y0 + 40.5, v, size=12, style="B", align="C", family="mono")
            x += w
        pdf.t(15, y0 + 53, "IBAN :", size=9)
        pdf.t(30, y0 + 53, fmt.iban(acc.rib), size=10, family="mono")
        pdf.t(15, y0 + 59, "Code SWIFT / BIC :", size=9)
        pdf.t(48, y0 + 59, bank.bic, size=10, family="mono")
        pdf.t(
            15,
            y0 + 68,
            "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs "
            "appelés à faire inscrire des opérations à votre compte.",
            size=7,
            style="I",
            color=(90, 90, 90),
        )
        if k == 0:
            pdf.dotted_line(10, y0 + 83, 200, y0 + 83, gray=150)
    shown.update({"bank_name": bank.name, "account_holder": holder, "rib": fmt.iban(acc.rib)})
    return holder


def rib_letter(pdf: Doc, case: Case, rng, shown):
    bank, acc, p = case.account.bank, case.account, case.person
    pdf.add_page()
    pdf.base = "libserif"
    _bank_logo(pdf, 20, 15, bank, 14)
    pdf.t(38, 15, bank.name, size=16, style="B", color=bank.color)
    pdf.t(38, 22.5, acc.agency, size=9.5)
    pdf.t(38, 27, acc.agency_address, size=9.5)
    issue = ISSUE[case.cid] - dt.timedelta(days=rng.randint(1, 5))
    pdf.t(190, 45, f"Le {fmt.date(issue, 'long')}", size=10.5, align="R")
    pdf.t(105, 62, "ATTESTATION DE RIB", size=16, style="B", align="C")
    holder = _holder(p, "plain")
    yy = pdf.rich(
        22,
        80,
        166,
        [
            (f"Nous soussignés, {bank.name}, {acc.agency}, attestons que {p.title} ", ""),
            (holder, "B"),
            (
                f", titulaire de la CIN n° {p.cin}, est titulaire dans nos livres d'un compte chèque ouvert le "
                f"{fmt.date(acc.opened, '/')} dont les coordonnées bancaires sont les suivantes :",
                "",
            ),
        ],
        size=11,
        lh=1.7,
    )
    rows = [
        ["Relevé d'identité bancaire (RIB)", (fmt.rib_groups(acc.rib, "4"), "B")],
        ["IBAN", fmt.iban(acc.rib)],
        ["Code BIC / SWIFT", bank.bic],
        ["Devise", "Dirham marocain (MAD)"],
    ]
    b, _ = pdf.table(22, yy + 6, [62, 104], None, rows, size=10.5, rh=8.5, aligns=["L", "L"], rules="grid")
    pdf.rich(
        22,
        b + 8,
        166,
        [
            (
                "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et "
                "valoir ce que de droit.",
                "",
            )
        ],
        size=11,
        lh=1.7,
    )
    pdf.t(120, b + 28, "Le Chef d'Agence", size=10.5, style="B")
    pdf.signature(122, b + 34, 32, 11, seed=rng.randint(0, 999))
    pdf.stamp_rect(
        135,
        b + 48,
        [bank.name.upper(), acc.agency.upper(), "SIGNATURE AUTORISÉE"],
        rgb=(30, 60, 150),
        size=6.5,
        seed=rng.randint(0, 999),
    )
    pdf.t(
        105,
        285,
        f"{bank.name} - Société Anonyme - Établissement de crédit agréé",
        size=7,
        align="C",
        color=(110, 110, 110),
    )
    shown.update({"bank_name": bank.name, "account_holder": holder, "rib": fmt.rib_groups(acc.rib, "4")})
    pdf.base = "dejavu"
    return holder


def rib_slip(pdf: Doc, case: Case, rng, shown):
    bank, acc, p = case.account.bank, case.account, case.person
    pdf.add_page()
    pdf.base = "noto"
    pdf.box(20, 20, 170, 85, lw=0.4, draw=(180, 180, 180), r=4)
    pdf.fillrect(20.2, 20.2, 169.6, 16, bank.color)
    pdf.t(28, 24, bank.name, size=14, style="B", color=(255, 255, 255))
    pdf.t(182, 25, "Mon RIB", size=11, align="R", color=(255, 255, 255))
    holder = _holder(p, "family_first")
    items = [
        ("Titulaire", holder),
        ("Agence", acc.agency),
        ("RIB", fmt.rib_groups(acc.rib, "blocks")),
        ("IBAN", fmt.iban(acc.rib)),
        ("BIC", bank.bic),
    ]
    for i, (k, v) in enumerate(items):
        pdf.t(28, 42 + i * 11, k, size=8, color=(110, 110, 110))
        pdf.t(
            28,
            46 + i * 11,
            v,
            size=11,
            style="B" if k in ("Titulaire", "RIB") else "",
            family="mono" if k in ("RIB", "IBAN") else None,
        )
    pdf.qr(155, 62, 26, f"RIB{acc.rib}")
    pdf.t(
        20,
        110,
        f"Document édité depuis l'application mobile {bank.name} le "
        f"{fmt.date(ISSUE[case.cid] - dt.timedelta(days=2), '/')}",
        size=7.5,
        color=(120, 120, 120),
    )
    shown.update({"bank_name": bank.name, "account_holder": holder, "rib": fmt.rib_groups(acc.rib, "blocks")})
    pdf.base = "dejavu"
    return holder


RIBS = {"grid": rib_grid, "letter": rib_letter, "slip": rib_slip}


def render_rib(case: Case, dp, rng: random.Random):
    pdf = Doc(producer=f"{case.account.bank.name}")
    shown: dict = {}
    RIBS[dp.variant](pdf, case, rng, shown)
    labels = {"bank_name": case.account.bank.name, "account_holder": case.person.full, "rib": case.account.rib}
    for k, v in shown.items():
        pdf.note(k, v)
    return pdf, labels
