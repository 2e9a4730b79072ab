"""Bank papers: statements in four layouts (ruled table, mainframe listing, summary with parentheses, running
balance) and RIB documents in four layouts (detachable slips, agency attestation, bilingual, online printout)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from reportlab.lib.colors import Color

from .base import BLACK, GREY, LIGHT, WHITE, Doc, H, W, rgb, table
from .common import (
    draw_arabic,
    draw_justified,
    draw_logo,
    draw_rect_stamp,
    draw_round_stamp,
    draw_signature,
    fmt_amount,
    fmt_date,
    iban,
    last_day,
    r2,
    rib_grouped,
)
from .docs_cnss import qr
from .payroll import compute

SHOPS = [
    "MARJANE HYPER",
    "CARREFOUR MARKET",
    "BIM STORES",
    "LABEL VIE",
    "PHARMACIE AL AMAL",
    "STATION AFRIQUIA",
    "STATION TOTAL",
    "DECATHLON",
    "KITEA",
    "ACIMA",
    "MCDONALDS",
    "ZARA MAROC",
]
BILLS = ["LYDEC", "REDAL", "RADEEMA", "AMENDIS", "MAROC TELECOM", "ORANGE MAROC", "INWI"]


@dataclass
class Tx:
    day: date
    value: date
    label: str
    debit: float = 0.0
    credit: float = 0.0


def _wd(d: date) -> date:
    while d.weekday() >= 5:
        d = date.fromordinal(d.toordinal() + 1)
    return d


def transactions(case, months, rng) -> tuple[list[Tx], float, float]:
    """Movements over the months; returns (txs, opening, closing) with opening + credits - debits = closing."""
    acc = case.account
    opening = acc.opening
    txs: list[Tx] = []
    city = case.employer.city.upper().replace("È", "E").replace("É", "E")
    bill = {"Casablanca": "LYDEC", "Rabat": "REDAL", "Marrakech": "RADEEMA", "Tanger": "AMENDIS"}.get(
        case.employer.city, "ONEE"
    )
    spec_ot = {}
    for dd in case.docs:
        if dd["type"] == "payslip" and dd.get("overtime"):
            for m in dd["months"]:
                spec_ot[m] = dd["overtime"]
    for y, m in months:
        end = last_day(y, m)
        slip = compute(case, y, m, spec_ot.get((y, m)))
        pay = slip.pay_date
        items: list[Tx] = []
        brand = case.employer.brand
        k = min(1.6, max(0.35, slip.net / 9000))
        items.append(Tx(pay, pay, f"VIR RECU SALAIRE {brand} {m:02d}/{y}", credit=slip.net))
        loan = r2(slip.net * rng.uniform(0.12, 0.3))
        d = _wd(date(y, m, 5))
        if rng.random() < 0.7:
            items.append(Tx(d, d, f"PRLV ECHEANCE CREDIT N{rng.randint(10**6, 10**7 - 1)}", debit=loan))
        for _ in range(rng.randint(2, 5)):
            d = date(y, m, rng.randint(1, end.day))
            items.append(
                Tx(
                    d,
                    d,
                    f"RETRAIT GAB {city} {d.day:02d}/{m:02d}",
                    debit=float(
                        rng.choice([200, 300, 500, 1000, 1500, 2000]) if k > 0.7 else rng.choice([100, 200, 300, 500])
                    ),
                )
            )
        for _ in range(rng.randint(3, 8)):
            d = date(y, m, rng.randint(1, end.day))
            shop = rng.choice(SHOPS)
            items.append(Tx(d, d, f"PAIEMENT CARTE {shop} {d.day:02d}/{m:02d}", debit=r2(rng.uniform(45, 900) * k)))
        d = _wd(date(y, m, rng.randint(10, 20)))
        items.append(Tx(d, d, f"PRLV FACTURE {bill}", debit=r2(rng.uniform(180, 620))))
        d = _wd(date(y, m, rng.randint(8, 22)))
        items.append(
            Tx(
                d,
                d,
                f"PRLV {rng.choice(['MAROC TELECOM', 'ORANGE MAROC', 'INWI'])} FACT {m:02d}/{y}",
                debit=r2(rng.uniform(99, 349)),
            )
        )
        if rng.random() < 0.5:
            d = _wd(date(y, m, rng.randint(1, end.day)))
            items.append(Tx(d, d, "VERSEMENT ESPECES GUICHET", credit=float(rng.choice([500, 1000, 1500, 2000, 3000]))))
        if rng.random() < 0.6:
            d = _wd(date(y, m, rng.randint(1, end.day)))
            who = rng.choice(["EL OUARDI", "BENALI", "ZAHIRI", "MOUSSAOUI", "FARAH", "KABBAJ"])
            items.append(Tx(d, d, f"VIR EMIS VERS {who} M.", debit=float(rng.choice([300, 500, 800, 1000, 1200]))))
        items.append(Tx(end, end, "FRAIS TENUE DE COMPTE", debit=r2(rng.choice([15.0, 20.0, 25.0]))))
        items.append(Tx(end, end, "TVA SUR FRAIS", debit=0.0))
        items[-1].debit = r2(items[-2].debit * 0.10)
        items.sort(key=lambda t: (t.day, t.label))
        txs.extend(items)
    credits = r2(sum(t.credit for t in txs))
    debits = r2(sum(t.debit for t in txs))
    closing = r2(opening + credits - debits)
    last = months[-1]
    end = last_day(*last)
    if acc.overdraft and closing >= 0:
        amt = r2(closing + rng.uniform(350, 2600))
        d = _wd(date(last[0], last[1], rng.randint(20, 26)))
        if d > end:
            d = date(last[0], last[1], 24)
        txs.append(Tx(d, d, f"PAIEMENT CHEQUE N {rng.randint(1000000, 9999999)}", debit=amt))
    elif not acc.overdraft and closing < 0:
        d = _wd(date(last[0], last[1], rng.randint(15, 22)))
        txs.append(Tx(d, d, "VERSEMENT ESPECES GUICHET", credit=float(round(-closing + rng.uniform(800, 3000), -2))))
    if acc.overdraft:
        txs.append(Tx(end, end, "INTERETS DEBITEURS", debit=r2(rng.uniform(18, 95))))
    txs.sort(key=lambda t: (t.day, t.label))
    credits = r2(sum(t.credit for t in txs))
    debits = r2(sum(t.debit for t in txs))
    closing = r2(opening + credits - debits)
    return txs, opening, closing


def holder_line(p, style: int) -> str:
    if style == 0:
        return f"{p.civ} {p.given.upper()} {p.family.upper()}"
    if style == 1:
        return f"{p.family.upper()} {p.given.upper()}"
    return f"{p.civ_long.upper()} {p.family.upper()} {p.given.upper()}"


def _bank_labels(doc, case, start=None, end=None, opening=None, closing=None):
    doc.label("bank_name", case.account.bank.name)
    doc.label("account_holder", case.person.name)
    doc.label("rib", case.account.rib)
    if start is not None:
        doc.label("statement_period_start", start.isoformat())
        doc.label("statement_period_end", end.isoformat())
        doc.label("opening_balance", opening)
        doc.label("closing_balance", closing)


def bank_header(c, bank, x, y, size=30, font="LS-B", name_size=15):
    draw_logo(c, x, y - size, size, bank.logo, rgb(bank.color), rgb(bank.color2), text=bank.name)
    c.setFillColor(rgb(bank.color))
    c.setFont(font, name_size)
    c.drawString(x + size + 8, y - size * 0.62, bank.name)
    c.setFillColor(BLACK)


def _period(months):
    start = date(months[0][0], months[0][1], 1)
    end = last_day(*months[-1])
    return start, end


# --------------------------------------------------------------------------------------------- statement: rules


def statement_rules(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    months = spec["months"]
    txs, opening, closing = transactions(case, months, rng)
    start, end = _period(months)
    st = "sp" if bank.code != "011" else "dot"
    doc = Doc("Relevé de compte", creator=f"{bank.name} - Editique")
    c = doc.c
    title = "EXTRAIT DE COMPTE" if bank.code == "225" else "RELEVE DE COMPTE"
    per_page = 30
    chunks = [txs[i : i + per_page] for i in range(0, len(txs), per_page)] or [[]]
    prev_day = date.fromordinal(start.toordinal() - 1)
    run_d = run_c = 0.0
    phone = f"05 {rng.randint(20, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    for pi, chunk in enumerate(chunks):
        bank_header(c, bank, 36, H - 34, size=30, name_size=15)
        c.setFont("LS-B", 13)
        c.drawRightString(W - 36, H - 48, title)
        c.setFont("LS", 8.5)
        c.drawRightString(W - 36, H - 60, f"Période du {fmt_date(start)} au {fmt_date(end)}")
        c.drawRightString(W - 36, H - 71, f"Page {pi + 1}/{len(chunks)}")
        c.setFont("LS-B", 8)
        c.drawString(36, H - 84, acc.agency)
        c.setFont("LS", 7.8)
        c.drawString(36, H - 94, ", ".join(acc.agency_address))
        c.drawString(
            36,
            H - 104,
            f"Tél. {phone}",
        )
        c.setStrokeColor(GREY)
        c.roundRect(320, H - 150, W - 356, 62, 4)
        c.setFont("LS-B", 9.5)
        c.drawString(330, H - 104, holder_line(p, 0))
        c.setFont("LS", 8.5)
        yy = H - 116
        for ln in p.address:
            c.drawString(330, yy, ln)
            yy -= 11
        c.setFont("LS", 8.3)
        c.drawString(36, H - 124, f"{acc.kind} n° {acc.rib[6:22]} - Devise : MAD")
        c.drawString(36, H - 136, f"RIB : {rib_grouped(acc.rib)}")
        c.drawString(36, H - 148, f"Titulaire : {holder_line(p, 1)}")
        rows = [["Date opé.", "Libellé", "Date valeur", "Débit", "Crédit"]]
        label = f"SOLDE DEPART AU {fmt_date(prev_day)}" if pi == 0 else "REPORT"
        bal = r2(opening - run_d + run_c) if pi else opening
        rows.append(["", label, "", fmt_amount(bal, st) if bal < 0 else "", fmt_amount(bal, st) if bal >= 0 else ""])
        for t in chunk:
            rows.append(
                [
                    fmt_date(t.day),
                    t.label,
                    fmt_date(t.value),
                    fmt_amount(t.debit, st) if t.debit else "",
                    fmt_amount(t.credit, st) if t.credit else "",
                ]
            )
            run_d += t.debit
            run_c += t.credit
        last_page = pi == len(chunks) - 1
        bold_rows = [1]
        if last_page:
            rows.append(
                [
                    "",
                    "TOTAL DES MOUVEMENTS",
                    "",
                    fmt_amount(sum(t.debit for t in txs), st),
                    fmt_amount(sum(t.credit for t in txs), st),
                ]
            )
            rows.append(
                [
                    "",
                    f"SOLDE FINAL AU {fmt_date(end)}",
                    "",
                    fmt_amount(closing, st) if closing < 0 else "",
                    fmt_amount(closing, st) if closing >= 0 else "",
                ]
            )
            bold_rows += [len(rows) - 2, len(rows) - 1]
        else:
            bal2 = r2(opening - run_d + run_c)
            rows.append(
                [
                    "",
                    "A REPORTER",
                    "",
                    fmt_amount(bal2, st) if bal2 < 0 else "",
                    fmt_amount(bal2, st) if bal2 >= 0 else "",
                ]
            )
            bold_rows.append(len(rows) - 1)
        table(
            c,
            36,
            H - 162,
            [58, 250, 58, 78, 79],
            rows,
            font="LN",
            bold="LN-B",
            size=8.2,
            row_h=15,
            grid="full",
            header_fill=Color(*[0.85 + 0.15 * v for v in bank.color]),
            aligns="llcrr",
            bold_rows=tuple(bold_rows),
        )
        c.setFont("LS", 6.8)
        c.setFillColor(GREY)
        c.drawString(
            36,
            50,
            "Sauf erreur ou omission. Toute réclamation relative aux opérations figurant sur ce relevé doit nous",
        )
        c.drawString(36, 42, "parvenir dans un délai de 30 jours à compter de sa date d'envoi.")
        c.drawString(
            36, 30, f"{bank.name} - Société anonyme - Etablissement de crédit agréé - Siège social : Casablanca"
        )
        c.setFillColor(BLACK)
        c.showPage()
    _bank_labels(doc, case, start, end, opening, closing)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- statement: mainframe


def statement_mono(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    months = spec["months"]
    txs, opening, closing = transactions(case, months, rng)
    start, end = _period(months)
    doc = Doc("Extrait de compte", creator=f"{bank.name} - SIBP")
    c = doc.c
    font = "DVM"
    fs = 8.0
    st = "dot"

    def sgn(x):
        return f"{fmt_amount(x, st)} {'D' if x < 0 else 'C'}"

    draw_logo(c, 40, H - 70, 30, bank.logo, rgb(bank.color), rgb(bank.color2))
    c.setFont("DV-B", 14)
    c.setFillColor(rgb(bank.color))
    c.drawString(78, H - 52, bank.name.upper())
    c.setFillColor(BLACK)
    c.setFont("DV", 8)
    c.drawString(78, H - 64, acc.agency)
    prev_day = date.fromordinal(start.toordinal() - 1)
    lines = [
        "",
        f"EXTRAIT DE COMPTE DU {fmt_date(start)} AU {fmt_date(end)}".center(92),
        "",
        f"TITULAIRE   : {holder_line(p, 2)}",
        f"ADRESSE     : {' '.join(p.address)}",
        f"COMPTE      : {acc.rib[6:22]}   {acc.kind.upper()}",
        f"R.I.B       : {acc.rib}",
        f"AGENCE      : {acc.agency.upper()}",
        "-" * 92,
        f"{'DATE':<10}{'LIBELLE':<44}{'VALEUR':<10}{'DEBIT':>14}{'CREDIT':>14}",
        "-" * 92,
        f"{'':<10}{'SOLDE PRECEDENT AU ' + fmt_date(prev_day, 'slash2'):<44}{'':<10}{sgn(opening):>28}",
    ]
    for t in txs:
        lines.append(
            f"{fmt_date(t.day, 'slash2'):<10}{t.label[:42]:<44}{fmt_date(t.value, 'slash2'):<10}"
            f"{(fmt_amount(t.debit, st) if t.debit else ''):>14}{(fmt_amount(t.credit, st) if t.credit else ''):>14}"
        )
    lines += [
        "-" * 92,
        f"{'':<10}{'TOTAUX DES MOUVEMENTS':<44}{'':<10}{fmt_amount(sum(t.debit for t in txs), st):>14}"
        f"{fmt_amount(sum(t.credit for t in txs), st):>14}",
        "-" * 92,
        f"{'':<10}{'NOUVEAU SOLDE AU ' + fmt_date(end, 'slash2'):<44}{'':<10}{sgn(closing):>28}",
        "",
        f"SOLDE {'DEBITEUR' if closing < 0 else 'CREDITEUR'} EN VOTRE {'DEFAVEUR' if closing < 0 else 'FAVEUR'} : "
        f"{fmt_amount(closing, st)} DIRHAMS",
        "",
        "D = DEBITEUR   C = CREDITEUR",
    ]
    y = H - 90
    c.setFont(font, fs)
    for ln in lines:
        if y < 60:
            c.showPage()
            c.setFont(font, fs)
            y = H - 50
        c.drawString(40, y, ln)
        y -= fs * 1.42
    c.setFont("DV", 6.5)
    c.setFillColor(GREY)
    c.drawString(
        40,
        40,
        f"{bank.name} - Banque Centrale Populaire et Banques Populaires Régionales"
        if bank.code in ("145", "164")
        else f"{bank.name} - Etablissement de crédit agréé",
    )
    c.drawString(
        40,
        32,
        "Veuillez vérifier les opérations portées sur cet extrait. Sans réclamation sous 30 jours, elles seront "
        "considérées comme approuvées.",
    )
    c.setFillColor(BLACK)
    c.showPage()
    _bank_labels(doc, case, start, end, opening, closing)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- statement: parentheses


def statement_paren(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    months = spec["months"]
    txs, opening, closing = transactions(case, months, rng)
    start, end = _period(months)
    st = "sp" if bank.code != "021" else "nb"
    doc = Doc("Relevé de compte", creator=f"{bank.name}")
    c = doc.c

    def par(x):
        return f"({fmt_amount(x, st)})" if x < 0 else fmt_amount(x, st)

    col = rgb(bank.color)
    c.setFillColor(col)
    c.rect(0, H - 10, W, 10, stroke=0, fill=1)
    bank_header(c, bank, 40, H - 26, size=28, font="NS-B", name_size=15)
    c.setFont("NS-B", 12)
    c.drawRightString(W - 40, H - 44, "Relevé de compte")
    c.setFont("NS", 8)
    c.drawRightString(W - 40, H - 56, f"du {fmt_date(start, 'long')} au {fmt_date(end, 'long')}")
    c.setFont("NS", 8.5)
    y = H - 84
    c.drawString(40, y, f"Titulaire : {holder_line(p, 0)}")
    c.drawString(40, y - 12, f"Compte : {acc.kind} - MAD")
    c.drawString(40, y - 24, f"IBAN : {iban(acc.rib)}")
    c.drawString(40, y - 36, f"BIC : {bank.swift}")
    c.drawString(320, y, acc.agency)
    c.drawString(320, y - 12, ", ".join(acc.agency_address))
    c.drawString(320, y - 24, f"Date d'arrêté : {fmt_date(end, 'slash')}")
    y -= 56
    bw = (W - 80) / 4
    summary = [
        (f"Solde d'ouverture au {fmt_date(start, 'slash')}", par(opening)),
        ("Total des débits", fmt_amount(sum(t.debit for t in txs), st)),
        ("Total des crédits", fmt_amount(sum(t.credit for t in txs), st)),
        (f"Solde de clôture au {fmt_date(end, 'slash')}", par(closing)),
    ]
    for k, (lab, val) in enumerate(summary):
        x = 40 + k * bw
        c.setFillColor(Color(0.96, 0.96, 0.96))
        c.rect(x + 2, y - 42, bw - 4, 42, stroke=0, fill=1)
        c.setFillColor(GREY)
        c.setFont("NS", 6.8)
        c.drawString(x + 8, y - 12, lab)
        c.setFillColor(BLACK)
        c.setFont("NS-B", 11)
        c.drawRightString(x + bw - 8, y - 32, val)
    y -= 58
    rows = [["Date", "Valeur", "Libellé de l'opération", "Débit", "Crédit"]]
    for t in txs:
        rows.append(
            [
                fmt_date(t.day, "slash"),
                fmt_date(t.value, "slash"),
                t.label,
                fmt_amount(t.debit, st) if t.debit else "",
                fmt_amount(t.credit, st) if t.credit else "",
            ]
        )
    table(
        c,
        40,
        y,
        [55, 55, 255, 75, 75],
        rows,
        font="NS",
        bold="NS-B",
        size=7.6,
        row_h=14,
        grid="h",
        header_fill=col,
        header_color=WHITE,
        aligns="lllrr",
        line_color=Color(0.85, 0.85, 0.85),
    )
    c.setFont("NS", 6.8)
    c.setFillColor(GREY)
    c.drawString(40, 48, "Les montants entre parenthèses correspondent à un solde débiteur.")
    c.drawString(40, 38, f"{bank.name} - Société anonyme - Etablissement de crédit agréé par Bank Al-Maghrib.")
    c.drawRightString(W - 40, 38, "1/1")
    c.setFillColor(BLACK)
    c.showPage()
    _bank_labels(doc, case, start, end, opening, closing)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- statement: running


def statement_running(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    months = spec["months"]
    txs, opening, closing = transactions(case, months, rng)
    start, end = _period(months)
    st = "en" if bank.code in ("050",) else "sp"
    doc = Doc("Relevé de compte", creator=f"{bank.name} e-banking")
    c = doc.c

    def sg(x):
        return ("-" if x < 0 else "") + fmt_amount(x, st)

    edited = _wd(date.fromordinal(end.toordinal() + 2))
    bank_header(c, bank, 40, H - 36, size=32, font="DV-B", name_size=16)
    c.setFont("DV", 8)
    c.drawRightString(W - 40, H - 44, acc.agency)
    c.drawRightString(W - 40, H - 55, ", ".join(acc.agency_address))
    c.setStrokeColor(rgb(bank.color))
    c.setLineWidth(2)
    c.line(40, H - 80, W - 40, H - 80)
    c.setFont("DV-B", 13)
    c.drawString(40, H - 102, "RELEVÉ DE COMPTE")
    c.setFont("DV", 8.5)
    c.drawString(40, H - 116, f"Période : {fmt_date(start, 'dot')} - {fmt_date(end, 'dot')}")
    c.drawString(40, H - 132, f"Client : {holder_line(p, 1)}")
    c.drawString(40, H - 144, f"N° de compte : {acc.rib[6:22]}")
    c.drawString(40, H - 156, f"RIB : {acc.rib}")
    c.drawString(330, H - 132, "Adresse :")
    for k, ln in enumerate(p.address):
        c.drawString(375, H - 132 - 12 * k, ln)
    rows = [["Date", "Opération", "Débit", "Crédit", "Solde"]]
    rows.append([fmt_date(start, "dot"), "Solde initial", "", "", sg(opening)])
    ds = "dot2" if bank.code == "230" else "dot"
    bal = opening
    for t in txs:
        bal = r2(bal - t.debit + t.credit)
        rows.append(
            [
                fmt_date(t.day, ds),
                t.label,
                fmt_amount(t.debit, st) if t.debit else "",
                fmt_amount(t.credit, st) if t.credit else "",
                sg(bal),
            ]
        )
    rows.append([fmt_date(end, "dot"), "Solde final", "", "", sg(closing)])
    table(
        c,
        40,
        H - 172,
        [58, 240, 72, 72, 73],
        rows,
        font="DVC",
        bold="DVC-B",
        size=7.6,
        row_h=14,
        grid="outer",
        header_fill=rgb(bank.color),
        header_color=WHITE,
        aligns="llrrr",
        zebra=Color(0.95, 0.95, 0.97),
        bold_rows=(1, len(rows) - 1),
    )
    c.setFont("DV", 6.5)
    c.setFillColor(GREY)
    c.drawString(
        40,
        40,
        f"Document édité le {fmt_date(edited, 'dot')} - {bank.name} - Les soldes négatifs sont débiteurs.",
    )
    c.setFillColor(BLACK)
    c.showPage()
    _bank_labels(doc, case, start, end, opening, closing)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- RIB layouts


def _rib_boxes(c, x, y, rib, font="LS", size=9):
    heads = ["Code banque", "Code ville", "N° de compte", "Clé RIB"]
    vals = [rib[:3], rib[3:6], rib[6:22], rib[22:]]
    table(
        c,
        x,
        y,
        [70, 70, 190, 60],
        [heads, vals],
        font=font + "-B",
        bold=font,
        size=size,
        row_h=17,
        header_fill=LIGHT,
        aligns="cccc",
    )


def rib_r1(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    doc = Doc("RIB", creator=bank.name)
    c = doc.c
    n = 3
    h = (H - 60) / n
    for k in range(n):
        top = H - 30 - k * h
        bank_header(c, bank, 50, top - 10, size=24, name_size=13)
        c.setFont("LS-B", 11)
        c.drawRightString(W - 50, top - 26, "RELEVÉ D'IDENTITÉ BANCAIRE")
        c.setFont("LS", 8.5)
        c.drawString(50, top - 56, f"Titulaire du compte : {holder_line(p, 0)}")
        c.drawString(50, top - 68, f"Domiciliation : {acc.agency} - {', '.join(acc.agency_address)}")
        _rib_boxes(c, 50, top - 80, acc.rib)
        c.setFont("LS", 8.5)
        c.drawString(50, top - 130, f"IBAN : {iban(acc.rib)}")
        c.drawString(50, top - 142, f"Code BIC (SWIFT) : {bank.swift}")
        c.setFont("LS-I", 6.8)
        c.setFillColor(GREY)
        c.drawString(
            50,
            top - 160,
            "Ce relevé est destiné à être remis à vos créanciers ou débiteurs appelés à faire inscrire des "
            "opérations à votre compte.",
        )
        c.setFillColor(BLACK)
        if k < n - 1:
            c.setDash(4, 3)
            c.setStrokeColor(GREY)
            c.line(20, top - h + 8, W - 20, top - h + 8)
            c.setDash()
            c.setFont("DV", 9)
            c.drawString(24, top - h + 4, "\u2702")
    _bank_labels(doc, case)
    return doc.finish(), doc.labels


def rib_r2(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    doc = Doc("Attestation de RIB", creator=bank.name)
    c = doc.c
    bank_header(c, bank, 50, H - 40, size=34, font="LR-B", name_size=17)
    c.setFont("LR", 9)
    c.drawRightString(W - 50, H - 48, acc.agency)
    c.drawRightString(W - 50, H - 60, ", ".join(acc.agency_address))
    c.setFont("LR-B", 16)
    c.drawCentredString(W / 2, H - 140, "ATTESTATION DE RIB")
    dd = _wd(date(2024, rng.choice([4, 5]), rng.randint(2, 24)))
    y = H - 190
    t1 = (
        f"Nous soussignés, {bank.name}, {acc.agency}, attestons par la présente que {holder_line(p, 2)} est "
        f"titulaire dans nos livres d'un {acc.kind.lower()} ouvert en dirhams, dont les références bancaires "
        "sont les suivantes :"
    )
    y = draw_justified(c, t1, 60, y, W - 120, "LR", 11, 16)
    y -= 10
    c.setFont("LR", 11)
    pairs = [
        ("Titulaire", f"{p.given} {p.family.upper()}"),
        ("RIB", rib_grouped(acc.rib)),
        ("IBAN", iban(acc.rib)),
        ("Code SWIFT", bank.swift),
    ]
    for k, v in pairs:
        c.setFont("LR", 11)
        c.drawString(90, y, k)
        c.drawString(180, y, ":")
        c.setFont("LR-B", 11)
        c.drawString(195, y, v)
        y -= 18
    y -= 10
    y = draw_justified(
        c,
        "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        60,
        y,
        W - 120,
        "LR",
        11,
        16,
    )
    c.setFont("LR", 11)
    c.drawString(W - 250, y - 30, f"{acc.agency_address[-1]}, le {fmt_date(dd, 'long')}")
    c.drawString(W - 250, y - 46, "Le Chef d'Agence")
    draw_signature(c, W - 240, y - 110, 100, 40, rng)
    draw_round_stamp(c, W - 120, y - 100, 40, bank.name.upper(), [acc.agency.replace("Agence ", "").upper()[:22]], rng)
    c.setFont("LR", 7)
    c.setFillColor(GREY)
    c.drawCentredString(
        W / 2, 36, f"{bank.name} - Société anonyme - Etablissement de crédit agréé - Siège social : Casablanca"
    )
    c.setFillColor(BLACK)
    _bank_labels(doc, case)
    return doc.finish(), doc.labels


def rib_r3(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    doc = Doc("RIB", creator=bank.name)
    c = doc.c
    col = rgb(bank.color)
    top = H - 50
    c.setStrokeColor(col)
    c.setLineWidth(1.5)
    c.roundRect(40, top - 300, W - 80, 300, 8)
    bank_header(c, bank, 56, top - 14, size=30, font="NS-B", name_size=15)
    c.setFont("NS-B", 12)
    c.drawRightString(W - 56, top - 30, "RELEVÉ D'IDENTITÉ BANCAIRE")
    draw_arabic(c, "بيان التعريف البنكي", W - 56, top - 50, 12, "naskh-b")
    y = top - 80
    rows = [
        ("Nom / Raison sociale", holder_line(p, 1), "الاسم"),
        ("Agence", acc.agency, "الوكالة"),
        ("Type de compte", acc.kind, "نوع الحساب"),
    ]
    for fr, val, arl in rows:
        c.setFont("NS", 8.5)
        c.drawString(56, y, fr)
        c.setFont("NS-B", 9.5)
        c.drawString(190, y, val)
        draw_arabic(c, arl, W - 56, y, 9.5, "naskh")
        y -= 20
    c.setFont("NS", 8.5)
    c.drawString(56, y - 6, "R.I.B")
    draw_arabic(c, "رقم التعريف البنكي", W - 56, y - 6, 9.5, "naskh")
    c.setFillColor(Color(0.96, 0.96, 0.96))
    c.rect(150, y - 14, 300, 22, stroke=1, fill=1)
    c.setFillColor(BLACK)
    c.setFont("DVM-B", 12)
    c.drawCentredString(300, y - 8, acc.rib)
    y -= 40
    _rib_boxes(c, 56, y, acc.rib, font="NS", size=8.5)
    y -= 52
    c.setFont("NS", 8.5)
    c.drawString(56, y, f"IBAN : {iban(acc.rib, grouped=False)}")
    c.drawString(330, y, f"SWIFT : {bank.swift}")
    c.setFont("NS", 7)
    c.setFillColor(GREY)
    c.drawString(56, top - 290, f"Edité le {fmt_date(_wd(date(2024, 4, rng.randint(1, 26))), 'dash')}")
    c.setFillColor(BLACK)
    if rng.random() < 0.7:
        draw_rect_stamp(c, W - 230, top - 292, [bank.name.upper(), acc.agency.upper()], rng, size=6.5)
    _bank_labels(doc, case)
    return doc.finish(), doc.labels


def rib_r4(case, spec, rng) -> tuple[bytes, dict]:
    p, acc = case.person, case.account
    bank = acc.bank
    doc = Doc("Mon RIB", creator=f"{bank.name} - Banque en ligne")
    c = doc.c
    col = rgb(bank.color)
    c.setFillColor(col)
    c.rect(0, H - 64, W, 64, stroke=0, fill=1)
    draw_logo(c, 36, H - 50, 34, bank.logo, WHITE, rgb(bank.color2))
    c.setFillColor(WHITE)
    c.setFont("DV-B", 15)
    c.drawString(80, H - 38, bank.name)
    c.setFont("DV", 8)
    c.drawString(80, H - 50, "Banque en ligne - Espace client")
    c.drawRightString(W - 36, H - 38, "Mes comptes  >  Mon RIB")
    c.setFillColor(BLACK)
    c.setFont("DV-B", 13)
    c.drawString(40, H - 100, "Relevé d'Identité Bancaire (RIB)")
    y = H - 130
    pairs = [
        ("Titulaire", holder_line(p, 0)),
        ("Compte", f"{acc.kind} - MAD"),
        ("Agence", f"{acc.agency}"),
        ("RIB", rib_grouped(acc.rib)),
        ("IBAN", iban(acc.rib)),
        ("BIC / SWIFT", bank.swift),
    ]
    for k, v in pairs:
        c.setFillColor(Color(0.96, 0.96, 0.96))
        c.rect(40, y - 8, W - 80, 22, stroke=0, fill=1)
        c.setFillColor(GREY)
        c.setFont("DV", 8.5)
        c.drawString(50, y, k)
        c.setFillColor(BLACK)
        c.setFont("DV-B", 10)
        c.drawString(170, y, v)
        y -= 28
    qr(c, W - 130, y - 100, 90, rng)
    c.setFont("DV", 7.5)
    c.drawString(40, y - 20, "Communiquez ce RIB pour recevoir des virements (salaire, remboursements...).")
    c.setFillColor(GREY)
    c.drawString(
        40,
        40,
        f"Imprimé le {fmt_date(_wd(date(2024, 4, rng.randint(1, 26))), 'slash')} depuis votre espace {bank.name}.",
    )
    c.setFillColor(BLACK)
    _bank_labels(doc, case)
    return doc.finish(), doc.labels


LAYOUTS = {
    "rules": statement_rules,
    "mono": statement_mono,
    "paren": statement_paren,
    "running": statement_running,
    "R1": rib_r1,
    "R2": rib_r2,
    "R3": rib_r3,
    "R4": rib_r4,
}
