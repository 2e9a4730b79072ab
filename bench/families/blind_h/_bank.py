"""Bank statements (four layouts, several pages when long) and RIB papers (three layouts)."""

from __future__ import annotations

import datetime as dt

from . import _fmt as fmt
from . import _kit as kit
from ._canvas import WHITE, F

GREY = (105, 105, 105)
MERCHANTS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "ACIMA",
    "LABEL VIE",
    "PHARMACIE ESSALAM",
    "STATION AFRIQUIA",
    "STATION SHELL",
    "JUMIA MA",
    "GLOVO",
    "DECATHLON",
    "LC WAIKIKI",
    "MCDONALDS",
    "CAFE ZAHRA",
    "BOULANGERIE AMOUD",
    "ELECTROPLANET",
    "KITEA",
    "CINEMA MEGARAMA",
    "HANOUTI",
    "INWI RECHARGE",
]
UTILITIES = {
    "CASABLANCA": "LYDEC",
    "RABAT": "REDAL",
    "SALE": "REDAL",
    "TANGER": "AMENDIS",
    "FES": "RADEEF",
    "MEKNES": "RADEM",
    "MARRAKECH": "RADEEMA",
    "AGADIR": "RAMSA",
    "KENITRA": "RAK",
    "OUJDA": "RADEEO",
    "BERKANE": "ONEE",
    "SIDI KACEM": "ONEE",
    "FQUIH BEN SALAH": "ONEE",
}


def _a(x, style):
    return fmt.amount(x, style)


def movements(ctx, start: dt.date, end: dt.date, net: float, overdrawn: bool):
    rng = ctx.rng
    emp = ctx.emp
    town = ctx.person.town
    moves = []
    d = start
    months = []
    while d <= end:
        months.append((d.year, d.month))
        d = fmt.month_end(d.year, d.month) + dt.timedelta(days=1)
    rent = round(rng.uniform(0.18, 0.32) * net, -1)
    loan = round(rng.uniform(0.08, 0.2) * net, 2) if rng.random() < 0.6 else 0
    for yr, mo in months:
        last = fmt.month_end(yr, mo).day

        def day(lo, hi, yr=yr, mo=mo, last=last):
            return dt.date(yr, mo, min(last, rng.randint(lo, hi)))

        sal_day = day(25, 31)
        moves.append(
            (
                sal_day,
                rng.choice(
                    [
                        f"VIR RECU {emp.brand} SALAIRE {fmt.MOIS[mo - 1].upper()}",
                        f"VIREMENT DE {emp.brand} PAIE {mo:02d}/{yr % 100}",
                        f"VIR SAL {emp.brand[:18]} {mo:02d}{yr % 100}",
                    ]
                ),
                net,
            )
        )
        moves.append(
            (day(1, 6), rng.choice(["VIR PERMANENT LOYER", "VIREMENT EMIS LOYER", "ORDRE PERMANENT LOYER"]), -rent)
        )
        if loan:
            moves.append(
                (
                    day(5, 10),
                    rng.choice(["ECHEANCE CREDIT CONSO", "REMBOURSEMENT PRET N° 5521", "PRLV ECHEANCE CREDIT"]),
                    -loan,
                )
            )
        moves.append((day(8, 20), f"PAIEMENT FACTURE {UTILITIES.get(town, 'ONEE')}", -round(rng.uniform(180, 520), 2)))
        moves.append(
            (
                day(10, 22),
                rng.choice(["PRLV MAROC TELECOM", "PRLV ORANGE MAROC", "PRLV INWI"]),
                -round(rng.choice([99, 149, 199, 249]) * 1.0, 2),
            )
        )
        for _ in range(rng.randint(4, 8)):
            dd = day(1, 28)
            m = rng.choice(MERCHANTS)
            moves.append((dd, f"PAIEMENT CB {dd.strftime('%d%m')} {m}", -round(rng.uniform(35, 900), 2)))
        for _ in range(rng.randint(1, 3)):
            dd = day(1, 28)
            moves.append(
                (
                    dd,
                    f"RETRAIT GAB {dd.strftime('%d/%m')} {town.title()[:10].upper()}",
                    -float(rng.choice([200, 300, 500, 800, 1000, 1500])),
                )
            )
        if rng.random() < 0.4:
            moves.append(
                (
                    day(1, 28),
                    rng.choice(
                        ["VERSEMENT ESPECES", "VIR RECU FAMILLE", "VIREMENT RECU M. " + ctx.person.surname.upper()]
                    ),
                    round(rng.uniform(300, 2500), -1),
                )
            )
        fee = rng.choice([15.0, 20.0, 25.0, 29.0, 35.0])
        moves.append(
            (
                dt.date(yr, mo, last),
                rng.choice(["FRAIS TENUE DE COMPTE", "COTISATION PACK", "COMMISSION PACKAGE"]),
                -fee,
            )
        )
        moves.append((dt.date(yr, mo, last), "TVA SUR FRAIS 10%", -round(fee * 0.1, 2)))
        if overdrawn:
            moves.append((dt.date(yr, mo, last), "AGIOS DEBITEURS", -round(rng.uniform(25, 140), 2)))
    moves.sort(key=lambda m: m[0])
    opening = -round(rng.uniform(600, 4200), 2) if overdrawn else round(rng.uniform(1500, 28000), 2)
    closing = round(opening + sum(m[2] for m in moves), 2)
    if overdrawn and closing >= 0:
        moves.append(
            (
                end - dt.timedelta(days=1),
                "VIREMENT EMIS VERS " + rng.choice(["M. ", "MME "]) + rng.choice(["BENALI", "ZAHIRI", "OUALI"]),
                -round(closing + rng.uniform(300, 1500), 2),
            )
        )
    if not overdrawn and closing < 500:
        moves.append((end - dt.timedelta(days=3), "VERSEMENT ESPECES", round(-closing + rng.uniform(800, 3000), -1)))
    moves.sort(key=lambda m: m[0])
    closing = round(opening + sum(m[2] for m in moves), 2)
    rows = []
    bal = opening
    for dd, lbl, amt in moves:
        bal = round(bal + amt, 2)
        valeur = dd + dt.timedelta(days=rng.choice([0, 0, 0, 1, 2])) if amt < 0 else dd
        rows.append((dd, lbl, valeur, amt, bal))
    return opening, closing, rows


def holder_print(ctx, style=None):
    p = ctx.person
    style = style or ctx.pick(["civ_GS", "civ_SG", "plain_GS", "civ_title"])
    civ = "M." if p.sex == "M" else "MME"
    return {
        "civ_GS": f"{civ} {p.given.upper()} {p.surname.upper()}",
        "civ_SG": f"{civ} {p.surname.upper()} {p.given.upper()}",
        "plain_GS": f"{p.given.upper()} {p.surname.upper()}",
        "civ_title": f"{'Monsieur' if p.sex == 'M' else 'Madame'} {p.surname.upper()} {p.given}",
    }[style]


def rib_print(ctx, rib, style=None):
    style = style or ctx.pick(["groups", "whole", "iban"])
    if style == "groups":
        return "RIB", f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"
    if style == "whole":
        return "RIB", rib
    return "IBAN", fmt.spaced(fmt.iban(rib), 4)


def _bank_head(ctx, c, M, W, title, period_txt, big=True):
    b = ctx.account.bank
    f = ctx.f(8.5)
    kit.logo(c, M, 28, 40, b.logo, b.colors, b.initials)
    c.text(M + 48, 46, b.name, ctx.f(14, True), b.colors[0] if b.colors[0] != (250, 200, 0) else (0, 60, 130))
    c.text(M + 48, 58, ctx.account.agency, f.sz(8), GREY)
    c.text(M + W, 42, title, c.fit(title, ctx.f(13, True), W * 0.45), align="r")
    c.text(M + W, 56, period_txt, c.fit(period_txt, f.b(), W * 0.5), align="r")
    return 78


def statement(ctx):
    acct = ctx.account
    start, end = ctx.opts["start"], ctx.opts["end"]
    net = ctx.opts["net"]
    opening, closing, rows = movements(ctx, start, end, net, ctx.opts.get("overdrawn", False))
    ctx.label("bank_name", acct.bank.name)
    ctx.label("account_holder", ctx.person.full)
    ctx.label("rib", acct.rib)
    ctx.label("statement_period_start", start.isoformat())
    ctx.label("statement_period_end", end.isoformat())
    ctx.label("opening_balance", opening)
    ctx.label("closing_balance", closing)
    layout = ctx.opts["layout"]
    {"classic": _classic, "balance": _balance_col, "mainframe": _mainframe, "summary": _summary}[layout](
        ctx, start, end, opening, closing, rows
    )


def _holder_block(ctx, c, x, y, w):
    f = ctx.f(9)
    c.text(x, y, holder_print(ctx), f.b())
    for n, ln in enumerate(ctx.person.postal_address):
        c.text(x, y + 12 * (n + 1), ln.upper(), f)
    return y + 12 * (len(ctx.person.postal_address) + 1)


def _pages(rows, first, nxt):
    out, i = [], 0
    cap = first
    while i < len(rows) or not out:
        out.append(rows[i : i + cap])
        i += cap
        cap = nxt
    return out


def _classic(ctx, start, end, opening, closing, rows):
    st = ctx.pick(["fr", "frdot", "nbsp"])
    a = lambda x: fmt.amount(abs(x), st)  # noqa: E731
    ds = ctx.pick(["slash", "dot"])
    short = "short" if ctx.chance(0.5) else "slash"
    M = 36
    f = ctx.f(7.8)
    period = f"Période du {fmt.date(start, ds)} au {fmt.date(end, ds)}"
    title = ctx.pick(["RELEVÉ DE COMPTE", "RELEVE DE COMPTE CHEQUE", "RELEVÉ DES OPÉRATIONS"])
    pages = _pages(rows, 33, 40)
    open_lbl = ctx.pick(
        ["SOLDE PRECEDENT", f"ANCIEN SOLDE AU {fmt.date(start - dt.timedelta(days=1), ds)}", "SOLDE INITIAL"]
    )
    close_lbl = ctx.pick([f"NOUVEAU SOLDE AU {fmt.date(end, ds)}", f"SOLDE FINAL AU {fmt.date(end, ds)}"])
    tot_d = tot_c = 0.0
    lab, ribtxt = rib_print(ctx, ctx.account.rib)
    for n, chunk in enumerate(pages):
        c = ctx.page()
        W = c.W - 2 * M
        y = _bank_head(ctx, c, M, W, title, period)
        if n == 0:
            y += 14
            c.rect(M, y, W * 0.5, 58, stroke=GREY, lw=0.5)
            c.text(M + 6, y + 13, f"{lab} : {ribtxt}", c.fit(f"{lab} : {ribtxt}", f.b().sz(8.5), W * 0.5 - 12))
            c.text(M + 6, y + 26, f"Compte n° {ctx.account.number}", f)
            c.text(M + 6, y + 38, "Devise : MAD - Dirham marocain", f)
            c.text(
                M + 6,
                y + 50,
                f"Agence : {ctx.account.agency_address}",
                c.fit(f"Agence : {ctx.account.agency_address}", f, W * 0.5 - 12),
            )
            _holder_block(ctx, c, M + W * 0.58, y + 12, W * 0.4)
            y += 74
        else:
            c.text(M, y + 12, f"{holder_print(ctx, 'civ_GS')} - {lab} {ribtxt}", f)
            y += 22
        cols = [
            ("Date", 52, "l"),
            ("Libellé", W - 52 - 52 - 85 - 85, "l"),
            ("Valeur", 52, "l"),
            ("Débit", 85, "r"),
            ("Crédit", 85, "r"),
        ]
        body = []
        bold = set()
        if n == 0:
            body.append(["", open_lbl, "", a(opening) if opening < 0 else "", a(opening) if opening >= 0 else ""])
            bold.add(0)
        else:
            body.append(["", "REPORT", "", a(tot_d), a(tot_c)])
            bold.add(0)
        for dd, lbl, val, amt, _ in chunk:
            body.append(
                [fmt.date(dd, short), lbl, fmt.date(val, short), a(amt) if amt < 0 else "", a(amt) if amt > 0 else ""]
            )
            if amt < 0:
                tot_d += -amt
            else:
                tot_c += amt
        last = n == len(pages) - 1
        if not last:
            body.append(["", "A REPORTER", "", a(tot_d), a(tot_c)])
            bold.add(len(body) - 1)
        else:
            body.append(["", "TOTAL DES MOUVEMENTS", "", a(tot_d), a(tot_c)])
            body.append(["", close_lbl, "", a(closing) if closing < 0 else "", a(closing) if closing >= 0 else ""])
            bold |= {len(body) - 1, len(body) - 2}
        y = c.table(
            M,
            y,
            cols,
            body,
            f,
            head_fill=kit.shade(ctx.account.bank.colors[0], 0.75),
            grid="full",
            row_h=14.5,
            line_color=(150, 150, 150),
            bold_rows=bold,
        )
        if last:
            y += 14
            word = "CRÉDITEUR" if closing >= 0 else "DÉBITEUR"
            c.text(
                M,
                y,
                f"Votre compte présente un solde {word.lower()} de {a(closing)} MAD au {fmt.date(end, ds)}.",
                f.sz(8),
            )
        c.text(M + W, c.H - 24, f"Page {n + 1}/{len(pages)}", f.sz(7), GREY, align="r")
        c.text(
            M,
            c.H - 24,
            f"{ctx.account.bank.name} - Société anonyme - Banque agréée par Bank Al-Maghrib",
            f.sz(6.5),
            GREY,
        )


def _balance_col(ctx, start, end, opening, closing, rows):
    st = ctx.pick(["fr", "nbsp", "frdot"])
    neg = ctx.pick(["minus", "D"])
    a = lambda x: fmt.amount(abs(x), st)  # noqa: E731
    sb = lambda x: fmt.amount(x, st, neg)  # noqa: E731
    ds = ctx.pick(["slash", "dash"])
    M = 34
    f = ctx.f(7.6)
    col = ctx.account.bank.colors[0]
    pages = _pages(rows, 34, 44)
    lab, ribtxt = rib_print(ctx, ctx.account.rib)
    for n, chunk in enumerate(pages):
        c = ctx.page()
        W = c.W - 2 * M
        c.rect(0, 0, c.W, 64, stroke=None, fill=col)
        tc = kit.on(col)
        kit.logo(c, M, 12, 40, ctx.account.bank.logo, (tc, kit.shade(col, 0.5)), ctx.account.bank.initials)
        c.text(M + 50, 36, ctx.account.bank.name, ctx.f(15, True), tc)
        c.text(
            M + W,
            30,
            ctx.pick(["EXTRAIT DE COMPTE", "RELEVÉ DE COMPTE"]) if n == 0 else "RELEVÉ DE COMPTE (suite)",
            ctx.f(12, True),
            tc,
            align="r",
        )
        period = f"du {fmt.date(start, ds)} au {fmt.date(end, ds)}"
        c.text(M + W, 46, period, f.b().sz(9), tc, align="r")
        y = 80
        if n == 0:
            yy = _holder_block(ctx, c, M + W * 0.55, y + 10, W * 0.45)
            c.text(M, y + 10, ctx.account.agency, f.b().sz(8.5))
            c.text(M, y + 22, ctx.account.agency_address, f.sz(8))
            c.text(M, y + 40, f"{lab} : {ribtxt}", f.b().sz(8.5))
            c.text(M, y + 52, f"Titulaire : {holder_print(ctx, 'plain_GS')}", f.sz(8))
            y = max(yy, y + 60) + 12
        cols = [
            ("Date", 50, "l"),
            ("Opération", W - 50 - 50 - 3 * 72, "l"),
            ("Date valeur", 50, "l"),
            ("Débit", 72, "r"),
            ("Crédit", 72, "r"),
            ("Solde", 72, "r"),
        ]
        body = []
        if n == 0:
            body.append(
                [
                    fmt.date(start, "short"),
                    ctx.pick(["Solde initial", "Solde précédent", "Solde au début de la période"]),
                    "",
                    "",
                    "",
                    sb(opening),
                ]
            )
        else:
            body.append(["", "Report", "", "", "", sb(chunk[0][4] - chunk[0][3])])
        for dd, lbl, val, amt, bal in chunk:
            body.append(
                [
                    fmt.date(dd, "short"),
                    lbl.title() if ctx.opts.get("titlecase") else lbl,
                    fmt.date(val, "short"),
                    a(amt) if amt < 0 else "",
                    a(amt) if amt > 0 else "",
                    sb(bal),
                ]
            )
        last = n == len(pages) - 1
        if not last:
            body.append(["", "A reporter", "", "", "", sb(chunk[-1][4])])
        else:
            body.append([fmt.date(end, "short"), f"Solde final au {fmt.date(end, ds)}", "", "", "", sb(closing)])
        y = c.table(
            M,
            y,
            cols,
            body,
            f,
            head_fill=kit.shade(col, 0.85),
            grid="h",
            line_color=(200, 200, 200),
            row_h=14,
            bold_rows={0, len(body) - 1},
            zebra=(247, 247, 247),
        )
        c.text(
            c.W / 2, c.H - 22, f"{ctx.account.bank.name} - page {n + 1} sur {len(pages)}", f.sz(6.5), GREY, align="c"
        )


def _mainframe(ctx, start, end, opening, closing, rows):
    st = ctx.pick(["fr", "plain", "frdot"])
    a = lambda x: fmt.amount(abs(x), st)  # noqa: E731
    M = 36
    fam = "courier" if ctx.pdf else ctx.pick(["courier", "dejavu_mono", "free_mono"])
    f = F(fam, 7.8)
    lh = 11
    pages = _pages(rows, 44, 58)
    tot_d = tot_c = 0.0
    rib = ctx.account.rib
    for n, chunk in enumerate(pages):
        c = ctx.page(bg=(252, 252, 246) if not ctx.pdf else WHITE)
        W = c.W - 2 * M
        kit.logo(c, M, 26, 30, ctx.account.bank.logo, ctx.account.bank.colors, ctx.account.bank.initials)
        c.text(M + 38, 40, ctx.account.bank.name.upper(), f.b().sz(11))
        c.text(M + 38, 52, ctx.account.agency.upper(), f)
        c.text(
            M + W,
            40,
            f"EXTRAIT DE COMPTE N° {ctx.rng.randint(1, 12) if n == 0 else ''}".strip(),
            f.b().sz(10),
            align="r",
        )
        c.text(M + W, 52, f"PERIODE DU {fmt.date(start, 'slash')} AU {fmt.date(end, 'slash')}", f, align="r")
        y = 76
        if n == 0:
            c.text(M, y, f"COMPTE : {rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}", f.b())
            c.text(M, y + lh, "NATURE : COMPTE CHEQUE PARTICULIER   DEVISE : MAD", f)
            _holder_block(ctx, c, M + W * 0.56, y, W * 0.4)
            y += 5 * lh
        else:
            c.text(M, y, f"COMPTE : {rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}   {holder_print(ctx, 'civ_SG')}", f)
            y += 2 * lh
        xs = dict(date=M, lib=M + 50, val=M + W - 230, deb=M + W - 85, cre=M + W)
        c.hline(M, M + W, y - 8, dash=(2, 2))
        for k, t in (("date", "DATE"), ("lib", "LIBELLE"), ("val", "VALEUR")):
            c.text(xs[k], y, t, f.b())
        c.text(xs["deb"], y, "DEBIT", f.b(), align="r")
        c.text(xs["cre"], y, "CREDIT", f.b(), align="r")
        c.hline(M, M + W, y + 4, dash=(2, 2))
        y += lh + 4

        def line(dd, lbl, val, deb, cre, bold=False, c=c, xs=xs):
            _mf_line(c, xs, y, f.b(bold), dd, lbl, val, deb, cre)  # noqa: B023 (the current row)

        if n == 0:
            word = "SOLDE CREDITEUR AU" if opening >= 0 else "SOLDE DEBITEUR AU"
            line(
                "",
                f"{word} {fmt.date(start - dt.timedelta(days=1), 'slash')}",
                "",
                a(opening) if opening < 0 else "",
                a(opening) if opening >= 0 else "",
                True,
            )
        else:
            line("", "REPORT", "", a(tot_d), a(tot_c), True)
        y += lh
        for dd, lbl, val, amt, _ in chunk:
            line(
                fmt.date(dd, "dmdot"), lbl, fmt.date(val, "dmdot"), a(amt) if amt < 0 else "", a(amt) if amt > 0 else ""
            )
            if amt < 0:
                tot_d += -amt
            else:
                tot_c += amt
            y += lh
        c.hline(M, M + W, y - 7, dash=(2, 2))
        if n < len(pages) - 1:
            line("", "A REPORTER", "", a(tot_d), a(tot_c), True)
        else:
            line("", "TOTAL MOUVEMENTS", "", a(tot_d), a(tot_c), True)
            y += lh
            word = "SOLDE CREDITEUR AU" if closing >= 0 else "SOLDE DEBITEUR AU"
            line(
                "",
                f"{word} {fmt.date(end, 'slash')}",
                "",
                a(closing) if closing < 0 else "",
                a(closing) if closing >= 0 else "",
                True,
            )
        c.text(M + W, c.H - 24, f"PAGE {n + 1}", f, align="r")


def _mf_line(c, xs, y, ff, dd, lbl, val, deb, cre):
    c.text(xs["date"], y, dd, ff)
    c.text(xs["lib"], y, lbl, c.fit(lbl, ff, xs["val"] - xs["lib"] - 6))
    c.text(xs["val"], y, val, ff)
    c.text(xs["deb"], y, deb, ff, align="r")
    c.text(xs["cre"], y, cre, ff, align="r")


def _summary(ctx, start, end, opening, closing, rows):
    st = ctx.pick(["fr", "en", "frdot"])
    neg = "paren" if ctx.chance(0.5) else "minus"
    s = lambda x: fmt.amount(x, st, neg)  # noqa: E731
    ds = ctx.pick(["slash", "abbr", "long0"])
    M = 40
    f = ctx.f(8)
    col = ctx.account.bank.colors[0]
    pages = _pages(rows, 34, 44)
    lab, ribtxt = rib_print(ctx, ctx.account.rib, ctx.pick(["iban", "groups"]))
    for n, chunk in enumerate(pages):
        c = ctx.page()
        W = c.W - 2 * M
        y = _bank_head(ctx, c, M, W, "Relevé de compte", f"{fmt.date(start, ds)} - {fmt.date(end, ds)}")
        if n == 0:
            y += 10
            c.text(M, y + 10, "Titulaire", f.sz(7.5), GREY)
            c.text(M, y + 22, holder_print(ctx), f.b().sz(9.5))
            c.text(M, y + 36, lab, f.sz(7.5), GREY)
            c.text(M, y + 48, ribtxt, f.b().sz(9))
            c.text(M, y + 62, "Compte courant - MAD", f.sz(7.5), GREY)
            bx = M + W * 0.52
            bw = W * 0.48
            c.rect(bx, y, bw, 78, stroke=kit.shade(col, 0.4), fill=kit.shade(col, 0.93), lw=0.7, radius=5)
            deb = sum(-r[3] for r in rows if r[3] < 0)
            cre = sum(r[3] for r in rows if r[3] > 0)
            items = [
                (f"Solde au {fmt.date(start, 'slash')}", s(opening)),
                ("Total des débits", s(-deb)),
                ("Total des crédits", s(cre)),
                (f"Solde au {fmt.date(end, 'slash')}", s(closing)),
            ]
            for k, (lbl, val) in enumerate(items):
                yy = y + 16 + k * 17
                c.text(bx + 10, yy, lbl, f.b(k in (0, 3)))
                c.text(bx + bw - 10, yy, val, f.b(k in (0, 3)), align="r")
            y += 96
        cols = [("Date", 58, "l"), ("Libellé", W - 58 - 58 - 90, "l"), ("Valeur", 58, "l"), ("Montant (MAD)", 90, "r")]
        body = [
            [
                fmt.date(dd, "slash"),
                lbl.capitalize() if ctx.chance(0.0) else lbl,
                fmt.date(val, "slash"),
                s(amt) if amt < 0 else "+" + s(amt),
            ]
            for dd, lbl, val, amt, _ in chunk
        ]
        y = c.table(
            M, y, cols, body, f, head_fill=col, head_color=kit.on(col), grid="h", line_color=(215, 215, 215), row_h=15
        )
        if n == len(pages) - 1:
            y += 12
            c.text(M + W - 90, y, f"Solde final au {fmt.date(end, 'slash')} :", f.b(), align="r")
            c.text(M + W, y, s(closing), f.b(), align="r")
        c.text(M + W, c.H - 26, f"{n + 1}/{len(pages)}", f.sz(7), GREY, align="r")
        c.text(M, c.H - 26, "Document généré depuis votre espace de banque en ligne", f.sz(7), GREY)


# ------------------------------------------------------------------------------------------------------- RIB
def rib(ctx):
    acct = ctx.account
    r = acct.rib
    ctx.label("bank_name", acct.bank.name)
    ctx.label("account_holder", ctx.person.full)
    ctx.label("rib", r)
    layout = ctx.opts.get("layout") or ctx.pick(["grid", "letter", "compact"])
    c = ctx.page()
    M = 50
    W = c.W - 2 * M
    f = ctx.f(9)
    b = acct.bank
    holder = holder_print(ctx)
    if layout == "grid":
        copies = 2 if ctx.chance(0.6) else 1
        y = 40
        for k in range(copies):
            kit.logo(c, M, y, 36, b.logo, b.colors, b.initials)
            c.text(
                M + 44, y + 16, b.name, ctx.f(13, True), b.colors[0] if b.colors[0] != (250, 200, 0) else (0, 60, 130)
            )
            c.text(M + 44, y + 30, acct.agency, f.sz(8), GREY)
            c.text(M + W, y + 16, "RELEVÉ D'IDENTITÉ BANCAIRE", ctx.f(12, True), align="r")
            y += 52
            c.text(M, y, "Titulaire du compte :", f)
            c.text(M + 110, y, holder, f.b())
            y += 14
            for ln in ctx.person.postal_address:
                c.text(M + 110, y, ln, f.sz(8.5))
                y += 11
            y += 8
            cols = [
                ("Code Banque", 90, "c"),
                ("Code Ville", 90, "c"),
                ("N° de Compte", W - 90 - 90 - 80, "c"),
                ("Clé RIB", 80, "c"),
            ]
            y = c.table(
                M,
                y,
                cols,
                [[r[:3], r[3:6], r[6:22], r[22:]]],
                ctx.f(11, family="courier" if ctx.pdf else "dejavu_mono"),
                fh=f.b().sz(8),
                grid="full",
                row_h=24,
                head_fill=(230, 230, 230),
            )
            y += 16
            c.text(M, y, "IBAN :", f.b())
            c.text(M + 50, y, fmt.spaced(fmt.iban(r)), ctx.f(10, True))
            if b.bic:
                c.text(M + W, y, f"BIC / SWIFT : {b.bic}", f, align="r")
            y += 14
            c.text(
                M,
                y,
                f"Domiciliation : {acct.agency} - {acct.agency_address}",
                c.fit(f"Domiciliation : {acct.agency} - {acct.agency_address}", f.sz(8), W),
                GREY,
            )
            y += 26
            if k < copies - 1:
                c.hline(M - 20, M + W + 20, y, dash=(4, 3), color=GREY)
                y += 30
    elif layout == "letter":
        kit.logo(c, M, 40, 44, b.logo, b.colors, b.initials)
        c.text(M + 54, 60, b.name, ctx.f(15, True), b.colors[0] if b.colors[0] != (250, 200, 0) else (0, 60, 130))
        c.text(
            M + 54,
            74,
            f"{acct.agency} - {acct.agency_address}",
            c.fit(f"{acct.agency} - {acct.agency_address}", f.sz(8), W - 60),
            GREY,
        )
        y = 150
        c.text(
            c.W / 2, y, ctx.pick(["ATTESTATION DE RIB", "ATTESTATION D'IDENTITÉ BANCAIRE"]), ctx.f(15, True), align="c"
        )
        y += 50
        ribtxt = f"{r[:3]} {r[3:6]} {r[6:22]} {r[22:]}"
        txt = (
            f"Nous soussignés, **{b.name}**, {acct.agency}, attestons que {holder} est titulaire d'un compte "
            f"ouvert sur nos livres "
            f"sous les références suivantes :"
        )
        y = c.para(M, y, W, txt, ctx.f(10.5), leading=16, align="j") + 10
        for lbl, val in (
            ("Relevé d'identité bancaire (RIB)", ribtxt),
            ("IBAN", fmt.spaced(fmt.iban(r))),
            ("Code BIC", b.bic or "-"),
            ("Devise", "Dirham marocain (MAD)"),
        ):
            c.text(M + 20, y, lbl, ctx.f(10))
            c.text(M + 210, y, ": " + val, ctx.f(10, True))
            y += 18
        y += 14
        y = (
            c.para(
                M,
                y,
                W,
                "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce "
                "que de droit.",
                ctx.f(10.5),
                leading=16,
            )
            + 30
        )
        c.text(
            M + W,
            y,
            f"{acct.agency_address.split(', ')[-1]}, le "
            f"{fmt.date(ctx.case['today'] - dt.timedelta(days=ctx.rng.randint(3, 40)), 'long')}",
            ctx.f(10),
            align="r",
        )
        c.text(M + W, y + 16, "Le Directeur d'Agence", ctx.f(10, True), align="r")
        if not c.pdf:
            kit.stamp(
                c,
                M + W - 90,
                y + 64,
                [b.name.upper(), acct.agency],
                ctx.rng,
                width=150,
                shape=ctx.pick(["rect", "round"]),
            )
        kit.signature(c, M + W - 150, y + 24, 90, 34, ctx.rng)
    else:
        # compact: an e-banking card-like block
        y = 60
        c.rect(M, y, W, 230, stroke=b.colors[0] if b.colors[0] != (250, 200, 0) else (0, 60, 130), lw=1.2, radius=8)
        kit.logo(c, M + 16, y + 16, 34, b.logo, b.colors, b.initials)
        c.text(M + 60, y + 38, b.name, ctx.f(13, True))
        c.text(M + W - 16, y + 38, "Relevé d'Identité Bancaire", ctx.f(11, False, True), align="r")
        y += 70
        items = [("Titulaire", holder), ("Agence", acct.agency), ("RIB", r), ("IBAN", fmt.iban(r))]
        if b.bic:
            items.append(("SWIFT", b.bic))
        for lbl, val in items:
            c.text(M + 20, y, lbl, f.sz(8.5), GREY)
            c.text(M + 110, y, val, ctx.f(10.5, True, family="courier" if lbl in ("RIB", "IBAN") and ctx.pdf else None))
            y += 24
        c.text(
            M + 20,
            y + 6,
            "Ce document est destiné à être remis à vos créanciers ou débiteurs appelés à faire inscrire des "
            "opérations à votre compte.",
            c.fit(
                "Ce document est destiné à être remis à vos créanciers ou débiteurs appelés à faire inscrire des "
                "opérations à votre compte.",
                f.sz(7.5),
                W - 40,
            ),
            GREY,
        )
