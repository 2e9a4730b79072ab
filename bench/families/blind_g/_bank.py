# ruff: noqa: RUF001
"""Bank papers: account statements (three layouts) and RIB documents (slip and bank letter)."""

from __future__ import annotations

import datetime as dt
import random

from . import _fmt
from ._data import Doc, Person
from ._svg import A4, Page, signature, stamp
from ._work import AR, Ev

MERCHANTS = [
    "MARJANE HAY RIAD",
    "CARREFOUR MARKET",
    "BIM MAAMOURA",
    "ACIMA ANFA",
    "LABEL VIE",
    "PHARMACIE AL AMAL",
    "AFRIQUIA STATION",
    "SHELL BD ZERKTOUNI",
    "DECATHLON",
    "JUMIA MAROC",
    "GLOVO",
    "ZARA MOROCCO MALL",
    "CAFE DE FRANCE",
    "ELECTROPLANET",
]
BILLS = ["LYDEC", "REDAL", "AMENDIS", "MAROC TELECOM", "ORANGE MAROC", "INWI", "RADEEMA"]


def _transactions(rng: random.Random, p: Person, year: int, mon: int, opening: float, negative: bool):
    start, end = dt.date(year, mon, 1), _fmt.month_end(year, mon)
    tx = []

    def add(day, label, amount):
        d = dt.date(year, mon, min(day, end.day))
        tx.append((d, label, round(amount, 2)))

    net = p.extra.get("pay", {}).get("net") if p.employer else None
    if net:
        add(rng.choice([25, 26, 27, 28]), f"VIR SALAIRE {p.employer.short} {_fmt.MOIS[mon - 1].upper()[:4]}", net)
    else:
        add(
            rng.randint(2, 8),
            "VIREMENT RECU " + rng.choice(["M. CHERKAOUI", "STE NEJMA SARL", "FAMILLE"]),
            rng.randint(30, 120) * 100.0,
        )
    for _ in range(rng.randint(3, 6)):
        add(rng.randint(1, 28), "PAIEMENT TPE " + rng.choice(MERCHANTS), -rng.randint(4000, 180000) / 100)
    for _ in range(rng.randint(1, 3)):
        add(
            rng.randint(1, 28),
            "RETRAIT GAB " + rng.choice(["CASA", "RABAT", "AGADIR", "FES", "TANGER"]),
            -rng.choice([200, 300, 400, 500, 1000, 1500, 2000]) * 1.0,
        )
    for b in rng.sample(BILLS, 2):
        add(rng.randint(3, 20), f"PRLV {b}", -rng.randint(9000, 65000) / 100)
    if rng.random() < 0.6:
        add(5, "ECHEANCE PRET " + rng.choice(["IMMOBILIER", "CONSO", "AUTO"]), -rng.randint(1500, 6500) * 1.0)
    add(end.day, "FRAIS TENUE DE COMPTE", -rng.choice([16.5, 22.0, 27.5, 33.0]))
    close = round(opening + sum(a for _, _, a in tx), 2)
    if negative and close >= 0:
        add(
            rng.randint(18, 27),
            "VIREMENT EMIS "
            + rng.choice(["LOYER", "SCOLARITE GROUPE SCOLAIRE ATLAS", "AVANCE TRAVAUX", "ACHAT VEHICULE"]),
            -(close + rng.randint(20000, 350000) / 100),
        )
    elif not negative and close < 0:
        add(rng.randint(10, 20), "VERSEMENT ESPECES", -close + rng.randint(50000, 400000) / 100)
    tx.sort(key=lambda t: t[0])
    close = round(opening + sum(a for _, _, a in tx), 2)
    assert (close < 0) == negative
    return start, end, tx, close


def _holder(p: Person, rng: random.Random) -> str:
    return rng.choice(
        [
            f"{p.civ.upper()} {p.given.upper()} {p.family}",
            f"{p.family} {p.given.upper()}",
            f"{p.civ} {p.given} {p.family}",
            f"{p.given.upper()} {p.family}",
        ]
    )


def _holder_ev(s: str, p: Person) -> str:
    for c in ("MME ", "M. ", "Mme ", "M "):
        if s.startswith(c):
            return s[len(c) :]
    return s


def bank_statement(rng: random.Random, p: Person, year: int, mon: int, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["modern", "listing", "running"])
    negative = opts.get("negative", False)
    opening = round(rng.uniform(-2500, 22000) if rng.random() < 0.75 else -rng.uniform(100, 4000), 2)
    start, end, tx, close = _transactions(rng, p, year, mon, opening, negative)
    f = {"modern": _st_modern, "listing": _st_listing, "running": _st_running}[variant]
    return f(rng, p, start, end, tx, opening, close)


def _common_labels(ev: Ev, p: Person, holder: str, rib_s: str, bank_s: str):
    ev.put("bank_name", p.bank[0], bank_s)
    ev.put("account_holder", p.label_name, _holder_ev(holder, p))
    ev.put("rib", p.rib, rib_s)


def _st_modern(rng, p: Person, start, end, tx, opening, close) -> Doc:
    bank, _code, swift, color = p.bank
    ev = Ev()
    font = rng.choice(["Liberation Sans", "Noto Sans", "DejaVu Sans Condensed"])
    pg = Page(A4, font=font)
    st = rng.choice(["fr_space", "fr_dot"])
    A = lambda v: _fmt.amount(abs(v), st)  # noqa: E731
    dstyle = rng.choice(["dmy_slash", "dmy_dot"])
    pg.rect(0, 0, pg.w, 64, fill=color, stroke=None)
    pg.text(40, 40, bank, size=20, bold=True, fill="#ffffff")
    pg.text(555, 30, p.agency, size=9, anchor="end", fill="#ffffff")
    pg.text(555, 43, f"Code SWIFT : {swift}", size=8, anchor="end", fill="#ffffff")
    title = rng.choice(["RELEVÉ DE COMPTE", "EXTRAIT DE COMPTE", "Relevé de compte bancaire"])
    pg.text(40, 96, title, size=15, bold=True)
    per = f"Période du {_fmt.date(start, dstyle)} au {_fmt.date(end, dstyle)}"
    pg.text(40, 113, per, size=9.5)
    holder = _holder(p, rng)
    pg.rect(330, 80, 225, 62, stroke="#999", sw=0.5, rx=3)
    pg.text(340, 96, holder, size=9.5, bold=True)
    for i, ln in enumerate(p.address_lines):
        pg.text(340, 110 + 11 * i, ln, size=8)
    rib_s = _fmt.rib_grouped(p.rib, rng.choice(["parts", "parts", "fours"]))
    pg.text(40, 134, f"Compte chèque n° {p.rib[6:22]}", size=8.5)
    pg.text(40, 147, f"RIB : {rib_s}", size=9, bold=True)
    pg.text(40, 160, f"IBAN : {_fmt.iban_grouped(_fmt.iban(p.rib))}", size=8)
    _common_labels(ev, p, holder, rib_s, bank)
    ev.put("statement_period_start", start.isoformat(), _fmt.date(start, dstyle))
    ev.put("statement_period_end", end.isoformat(), _fmt.date(end, dstyle))
    cols = [40, 92, 320, 372, 463, 555]
    y = 180
    pg.rect(40, y, 515, 18, fill="#eeeeee", stroke="#999", sw=0.5)
    for i, h in enumerate(["Date", "Libellé", "Valeur", "Débit", "Crédit"]):
        pg.text(
            cols[i] + 5 if i < 3 else cols[i + 1] - 5,
            y + 12.5,
            h,
            size=8.5,
            bold=True,
            anchor="start" if i < 3 else "end",
        )
    y += 18

    def row(d, label, amt, bold=False, shade=False):
        nonlocal y
        y += 15
        if shade:
            pg.rect(40, y - 11, 515, 15, fill="#f4f4f4", stroke=None)
        if d:
            pg.text(
                cols[0] + 5,
                y,
                _fmt.date(d, "dmy_slash")[:5] if dstyle == "dmy_slash" else d.strftime("%d.%m"),
                size=8.2,
            )
            pg.text(cols[2] + 5, y, _fmt.date(d, dstyle), size=8.2)
        pg.text(cols[1] + 5, y, label, size=8.2, bold=bold)
        s = A(amt)
        pg.text(cols[4] - 5 if amt < 0 else cols[5] - 5, y, s, size=8.2, anchor="end", bold=bold)
        return s

    prev = start - dt.timedelta(days=1)
    o = row(None, f"SOLDE AU {_fmt.date(prev, dstyle)}", opening, bold=True, shade=True)
    ev.put("opening_balance", opening, o)
    for d, label, amt in tx:
        row(d, label, amt)
    deb = sum(-a for _, _, a in tx if a < 0)
    cre = sum(a for _, _, a in tx if a > 0)
    y += 6
    pg.line(40, y, 555, y, stroke="#999", sw=0.5)
    y += 14
    pg.text(cols[1] + 5, y, "TOTAL DES MOUVEMENTS", size=8.2, bold=True)
    pg.text(cols[4] - 5, y, A(deb), size=8.2, anchor="end", bold=True)
    pg.text(cols[5] - 5, y, A(cre), size=8.2, anchor="end", bold=True)
    c = row(None, f"NOUVEAU SOLDE AU {_fmt.date(end, dstyle)}", close, bold=True, shade=True)
    ev.put("closing_balance", close, c)
    for c_ in cols:
        pg.line(c_, 180, c_, y + 6, stroke="#ccc", sw=0.4)
    pg.rect(40, 180, 515, y + 6 - 180, stroke="#999", sw=0.5)
    y += 30
    pg.text(
        40, y, "Solde créditeur : colonne Crédit – Solde débiteur : colonne Débit.", size=7.5, italic=True, fill="#555"
    )
    pg.text(
        40,
        y + 11,
        "Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence dans un délai de 30 jours.",
        size=7.5,
        italic=True,
        fill="#555",
    )
    pg.text(
        pg.w / 2,
        pg.h - 30,
        f"{bank} – Société anonyme – agréée en qualité de banque – {p.agency}",
        size=7,
        anchor="middle",
        fill="#666",
    )
    return Doc("bank_statement", [pg], ev.labels, ev.ev, style=f"statement-modern-{font}")


def _st_listing(rng, p: Person, start, end, tx, opening, close) -> Doc:
    bank, _code, _swift, color = p.bank
    ev = Ev()
    font = rng.choice(["DejaVu Sans Mono", "Liberation Mono"])
    pg = Page(A4, font=font)
    size = 8.0
    lh = 11.5
    A = lambda v: _fmt.amount(abs(v), "fr_space")  # noqa: E731
    y = 50
    pg.text(40, y, bank, size=14, bold=True, font="Liberation Sans", fill=color)
    pg.text(555, y, f"{p.agency.upper()}", size=8, anchor="end", font="Liberation Sans")
    y += 26
    W = 92

    def ln(s, bold=False):
        nonlocal y
        pg.text(40, y, s, size=size, bold=bold)
        y += lh

    holder = _holder(p, rng)
    ln(f"EXTRAIT DE COMPTE N° {start.month:02d}/{start.year}".ljust(W - 10) + "PAGE 1/1", bold=True)
    ln("-" * W)
    ln(f"TITULAIRE  : {holder.upper()}")
    for a in p.address_lines:
        ln(f"             {a}")
    ln(f"RIB        : {p.rib}")
    per_s, per_e = _fmt.date(start, "dmy_dot"), _fmt.date(end, "dmy_dot")
    ln(f"PERIODE DU : {per_s} AU {per_e}     DEVISE : MAD")
    ln("-" * W)
    _common_labels(ev, p, holder.upper(), p.rib, bank)
    ev.put("statement_period_start", start.isoformat(), per_s)
    ev.put("statement_period_end", end.isoformat(), per_e)
    ln(f"{'DATE':<6}{'LIBELLE':<42}{'VALEUR':<11}{'DEBIT':>16}{'CREDIT':>16}", bold=True)
    ln("-" * W)
    sgn = lambda v: "DB" if v < 0 else "CR"  # noqa: E731
    o = A(opening)
    ln(
        f"{'':<6}{'ANCIEN SOLDE AU ' + _fmt.date(start - dt.timedelta(days=1), 'dmy_dot'):<42}{'':<11}"
        f"{(o + ' ' + sgn(opening)):>32}",
        bold=True,
    )
    ev.put("opening_balance", opening, o + " " + sgn(opening))
    for d, label, amt in tx:
        deb = A(amt) if amt < 0 else ""
        cre = A(amt) if amt > 0 else ""
        ln(f"{d.strftime('%d.%m'):<6}{label[:40]:<42}{d.strftime('%d.%m.%y'):<11}{deb:>16}{cre:>16}")
    ln("-" * W)
    deb = sum(-a for _, _, a in tx if a < 0)
    cre = sum(a for _, _, a in tx if a > 0)
    ln(f"{'':<6}{'TOTAUX DES MOUVEMENTS':<42}{'':<11}{A(deb):>16}{A(cre):>16}")
    c = A(close)
    word = "SOLDE DEBITEUR" if close < 0 else "SOLDE CREDITEUR"
    ln(f"{'':<6}{'NOUVEAU SOLDE AU ' + per_e:<42}{'':<11}{(c + ' ' + sgn(close)):>32}", bold=True)
    ev.put("closing_balance", close, c + " " + sgn(close))
    ln("")
    ln(f"*** {word} AU {per_e} : {c} ***")
    ln("")
    ln("CR = SOLDE CREDITEUR   DB = SOLDE DEBITEUR")
    ln("SAUF ERREUR OU OMISSION - CONSERVEZ CE DOCUMENT")
    return Doc("bank_statement", [pg], ev.labels, ev.ev, style=f"statement-listing-{font}")


def _st_running(rng, p: Person, start, end, tx, opening, close) -> Doc:
    bank, _code, _swift, color = p.bank
    ev = Ev()
    font = rng.choice(["Noto Sans", "FreeSans", "Liberation Sans Narrow"])
    pg = Page(A4, font=font)
    neg = rng.choice(["minus", "paren"])
    pre = rng.choice(["MAD ", ""])
    A = lambda v: _fmt.amount(v, "en", "", neg)  # noqa: E731
    dstyle = rng.choice(["iso", "dmy_slash", "en_long"])
    pg.rect(40, 34, 6, 44, fill=color, stroke=None)
    pg.text(54, 52, bank, size=17, bold=True, fill=color)
    pg.text(54, 70, p.agency, size=9, fill="#444")
    pg.text(555, 50, "Statement of account / Relevé de compte", size=11, bold=True, anchor="end")
    pg.text(555, 68, "كشف الحساب", size=12, font=AR, anchor="end")
    s1, s2 = _fmt.date(start, dstyle), _fmt.date(end, dstyle)
    pg.text(555, 84, f"From / Du {s1}  to / au {s2}", size=9, anchor="end")
    ev.put("statement_period_start", start.isoformat(), s1)
    ev.put("statement_period_end", end.isoformat(), s2)
    holder = _holder(p, rng)
    y = 112
    rib_s = _fmt.rib_grouped(p.rib, "parts")
    info = [
        ("Account holder / Titulaire", holder),
        ("RIB", rib_s),
        ("IBAN", _fmt.iban_grouped(_fmt.iban(p.rib))),
        ("Currency / Devise", "MAD"),
    ]
    for k, v in info:
        pg.text(40, y, k, size=8.5, fill="#555")
        pg.text(190, y, v, size=9.2, bold=True)
        y += 14
    _common_labels(ev, p, holder, rib_s, bank)
    y += 8
    o = pre + A(opening)
    pg.rect(40, y, 515, 22, fill="#f2f2f2", stroke=None)
    pg.text(48, y + 15, "Opening balance / Solde d'ouverture", size=9.5, bold=True)
    pg.text(547, y + 15, o, size=9.5, bold=True, anchor="end")
    ev.put("opening_balance", opening, o)
    y += 34
    cols = [40, 110, 330, 405, 480, 555]
    for i, h in enumerate(["Date", "Description", "Debit", "Credit", "Balance"]):
        pg.text(
            cols[i] + 4 if i < 2 else cols[i + 1] - 4, y, h, size=8.5, bold=True, anchor="start" if i < 2 else "end"
        )
    pg.line(40, y + 5, 555, y + 5, stroke="#333", sw=0.8)
    bal = opening
    for d, label, amt in tx:
        y += 15
        bal = round(bal + amt, 2)
        pg.text(cols[0] + 4, y, d.strftime("%d/%m/%Y"), size=8.2)
        pg.text(cols[1] + 4, y, label.title(), size=8.2)
        pg.text(cols[3] - 4 if amt < 0 else cols[4] - 4, y, _fmt.amount(abs(amt), "en"), size=8.2, anchor="end")
        pg.text(cols[5] - 4, y, A(bal), size=8.2, anchor="end", fill="#b00020" if bal < 0 else "#111")
        pg.line(40, y + 4, 555, y + 4, stroke="#e2e2e2", sw=0.4)
    y += 26
    c = pre + A(close)
    pg.rect(40, y - 15, 515, 22, fill="#f2f2f2", stroke=None)
    pg.text(48, y, "Closing balance / Solde de clôture", size=9.5, bold=True)
    pg.text(547, y, c, size=9.5, bold=True, anchor="end", fill="#b00020" if close < 0 else "#111")
    ev.put("closing_balance", close, c)
    y += 28
    note = "Negative amounts are shown in brackets" if neg == "paren" else "Negative amounts are debit balances"
    pg.text(40, y, note + " / Les montants négatifs indiquent un solde débiteur.", size=7.5, italic=True, fill="#555")
    return Doc("bank_statement", [pg], ev.labels, ev.ev, style=f"statement-running-{font}")


def rib_doc(rng: random.Random, p: Person, when: dt.date, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["slip", "letter"])
    bank, _code, swift, color = p.bank
    ev = Ev()
    font = rng.choice(["Liberation Sans", "DejaVu Sans", "Noto Sans", "FreeSans"])
    pg = Page(A4, font=font)
    holder = _holder(p, rng)
    if variant == "slip":
        rib_parts = (p.rib[0:3], p.rib[3:6], p.rib[6:22], p.rib[22:24])
        copies = rng.choice([1, 2])
        for k in range(copies):
            y0 = 40 + k * 250
            pg.rect(40, y0, 515, 220, stroke="#444", sw=0.8, rx=4)
            pg.rect(40, y0, 515, 36, fill=color, stroke=None, rx=4)
            pg.text(52, y0 + 24, bank, size=15, bold=True, fill="#fff")
            pg.text(545, y0 + 16, "RELEVÉ D'IDENTITÉ BANCAIRE", size=9.5, bold=True, anchor="end", fill="#fff")
            pg.text(545, y0 + 30, "بيان التعريف البنكي", size=9.5, font=AR, anchor="end", fill="#fff")
            pg.text(52, y0 + 58, "Titulaire du compte", size=8, fill="#555")
            pg.text(52, y0 + 72, holder, size=11, bold=True)
            pg.text(320, y0 + 58, "Domiciliation", size=8, fill="#555")
            pg.text(320, y0 + 72, f"{bank} – {p.agency}", size=9)
            cols = [52, 142, 232, 452, 545]
            for i, h in enumerate(["Code banque", "Code ville", "N° de compte", "Clé RIB"]):
                pg.rect(cols[i], y0 + 88, cols[i + 1] - cols[i], 18, fill="#eee", stroke="#888", sw=0.5)
                pg.rect(cols[i], y0 + 106, cols[i + 1] - cols[i], 24, stroke="#888", sw=0.5)
                pg.text((cols[i] + cols[i + 1]) / 2, y0 + 100, h, size=8, bold=True, anchor="middle")
                pg.text(
                    (cols[i] + cols[i + 1]) / 2,
                    y0 + 123,
                    rib_parts[i],
                    size=11.5,
                    anchor="middle",
                    font="DejaVu Sans Mono",
                )
            rib_s = " ".join(rib_parts)
            ib = _fmt.iban_grouped(_fmt.iban(p.rib))
            pg.text(52, y0 + 152, f"RIB : {rib_s}", size=9.5, bold=True)
            pg.text(52, y0 + 168, f"IBAN : {ib}", size=9)
            pg.text(52, y0 + 184, f"BIC / SWIFT : {swift}", size=9)
            pg.text(
                52,
                y0 + 206,
                "Document à remettre à tout organisme souhaitant effectuer des virements ou "
                "prélèvements sur ce compte.",
                size=7,
                italic=True,
                fill="#555",
            )
        _common_labels(ev, p, holder, rib_s, bank)
    else:
        pg.text(40, 56, bank, size=20, bold=True, fill=color)
        pg.text(40, 72, p.agency, size=9, fill="#444")
        pg.line(40, 82, 555, 82, stroke=color, sw=1.5)
        dstyle = rng.choice(["fr_long", "dmy_slash"])
        pg.text(555, 110, f"{p.agency.replace('Agence ', '')}, le {_fmt.date(when, dstyle)}", size=10, anchor="end")
        title = rng.choice(["ATTESTATION DE RIB", "ATTESTATION DE RELEVÉ D'IDENTITÉ BANCAIRE"])
        pg.text(pg.w / 2, 170, title, size=14, bold=True, anchor="middle")
        rib_s = _fmt.rib_grouped(p.rib, rng.choice(["whole", "parts"]))
        runs = [
            ("Nous soussignés, ", {}),
            (bank, {"bold": True}),
            (f", {p.agency}, attestons que ", {}),
            (holder, {"bold": True}),
            (" est titulaire dans nos livres du compte n° ", {}),
            (p.rib[6:22], {"keep": True}),
            (" dont les coordonnées bancaires sont les suivantes :", {}),
        ]
        y = pg.para(70, 220, 455, runs, size=11, leading=1.6)
        y += 16
        rows = [
            ("Banque", bank),
            ("Titulaire", holder),
            ("RIB", rib_s),
            ("IBAN", _fmt.iban_grouped(_fmt.iban(p.rib))),
            ("Code SWIFT", swift),
        ]
        for k, v in rows:
            pg.text(90, y, k, size=10.5, fill="#444")
            pg.text(190, y, v, size=10.5, bold=True)
            y += 20
        y += 20
        pg.para(
            70,
            y,
            455,
            "La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit.",
            size=11,
            leading=1.6,
        )
        pg.text(380, y + 70, "Le Directeur d'agence", size=10)
        signature(pg, 390, y + 110, rng, w=80)
        stamp(pg, 340, y + 120, [bank.upper(), p.agency.upper()], rng, color="#274b9f", w=170)
        _common_labels(ev, p, holder, rib_s, bank)
    return Doc("rib", [pg], ev.labels, ev.ev, style=f"rib-{variant}-{font}")
