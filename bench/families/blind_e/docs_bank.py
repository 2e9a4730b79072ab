"""Bank papers: account statements and RIB attestations."""

from __future__ import annotations

import random

from . import art, fmt
from .odf import PAGE_COUNT, PAGE_NUMBER, Book, C, Cell, Doc
from .world import Bank, Person, transactions


def rib_grouped(r: str) -> str:
    return f"{r[:3]} {r[3:6]} {r[6:22]} {r[22:]}"


def iban(r: str, spaced=True) -> str:
    s = "MA64" + r
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if spaced else s


def holder_line(p: Person, style: str) -> str:
    name = f"{p.given.upper()} {p.family.upper()}"
    if p.joint:
        return f"M. OU MME {name}"
    civ = {"M": "M.", "F": "MME"}[p.sex]
    if style == "family_first":
        return f"{civ} {p.family.upper()} {p.given.upper()}"
    if style == "mixed":
        return f"{'Monsieur' if p.sex == 'M' else 'Madame'} {p.given} {p.family.upper()}"
    return f"{civ} {name}"


# === statements


def statement_data(p: Person, e, rng: random.Random, start: str, end: str) -> dict:
    net = next(iter(p.pay.values()))["net"]
    rows = transactions(rng, p, e, start, end, net, 0.0)
    flow = round(sum(r[4] for r in rows) - sum(r[3] for r in rows), 2)
    mid = fmt.d(start) + (fmt.d(end) - fmt.d(start)) * 0.55
    mid_s = mid.isoformat()
    if p.overdraft == "close":
        opening = round(rng.uniform(400, 1800), 2)
        closing_t = -round(rng.uniform(600, 2800), 2)
    elif p.overdraft == "open":
        opening = -round(rng.uniform(900, 3200), 2)
        closing_t = round(rng.uniform(700, 2500), 2)
    elif p.overdraft == "both":
        opening = -round(rng.uniform(1500, 4000), 2)
        closing_t = -round(rng.uniform(300, 1800), 2)
    else:
        opening = round(rng.uniform(2500, 38000), 2)
        closing_t = None
    if closing_t is not None:
        gap = round(closing_t - (opening + flow), 2)
        if gap < 0:
            rows.append((mid_s, mid_s, f"CHEQUE N° {rng.randint(1000000, 9999999)} PAYE", -gap, 0.0))
        elif gap > 0:
            rows.append((mid_s, mid_s, "VERSEMENT ESPECES AGENCE", 0.0, gap))
        rows.sort(key=lambda r: (r[0], r[4] == 0))
    total_d = round(sum(r[3] for r in rows), 2)
    total_c = round(sum(r[4] for r in rows), 2)
    closing = round(opening + total_c - total_d, 2)
    if closing_t is not None:
        assert abs(closing - closing_t) < 0.011, (closing, closing_t)
    return {
        "rows": rows,
        "opening": opening,
        "closing": closing,
        "total_d": total_d,
        "total_c": total_c,
        "start": start,
        "end": end,
    }


def statement(p: Person, b: Bank, e, rng: random.Random, start: str, end: str):
    data = statement_data(p, e, rng, start, end)
    fn = {"B1": _stmt_b1, "B2": _stmt_b2, "B3": _stmt_b3, "B4": _stmt_b4}[b.stmt_layout]
    ext, src = fn(p, b, rng, data)
    lab = {
        "bank_name": b.name,
        "account_holder": p.full,
        "rib": p.rib,
        "statement_period_start": start,
        "statement_period_end": end,
        "opening_balance": data["opening"],
        "closing_balance": data["closing"],
    }
    return ext, src, lab


def ink(b: Bank) -> str:
    """The bank's colour for text, or its second colour when the first is too light to read on white."""
    r, g, bl = (int(b.color[i : i + 2], 16) for i in (1, 3, 5))
    return b.color2 if 0.299 * r + 0.587 * g + 0.114 * bl > 170 else b.color


def _bank_logo(b: Bank, rng) -> bytes:
    return art.logo(b.initials, b.color, b.shape, rng, color2=b.color2)


def _stmt_b1(p, b, rng, data):
    """Spreadsheet export: balances in the debit or credit column as their sign requires."""
    bk = Book(font=b.font, size=8.5, margins=(12, 14, 12, 12))
    loc = {"cfg": ("en", "US"), "umn": ("de", "DE")}.get(b.key, ("fr", "FR"))
    nf = bk.numfmt(lang=loc[0], country=loc[1], grouping=True)
    df = bk.datefmt("dd/mm/yyyy")
    bk.footer(
        f"<text:p>{b.name} - Société anonyme - {b.hq}     Page <text:page-number>1</text:page-number> / "
        "<text:page-count>1</text:page-count></text:p>"
    )
    sh = bk.sheet("Releve", [22, 78, 22, 29, 29])
    sh.image(_bank_logo(b, rng), 0, 0, 16, 16)
    title = rng.choice(["RELEVÉ DE COMPTE", "EXTRAIT DE COMPTE"])
    sh.row(
        [
            C(None),
            C(b.name, s={"bold": True, "size": 15, "color": ink(b)}),
            C(title, span=3, s={"bold": True, "size": 12, "align": "end"}),
        ],
        8,
    )
    sh.row(
        [
            C(None),
            C(f"Agence : {p.agency}"),
            C(f"Édité le {fmt.date(fmt.add_months(data['end'][:7], 1) + '-02', 'slash')}", span=3, s={"align": "end"}),
        ],
        5,
    )
    sh.blank(3)
    B = {"border": "0.5pt solid #777777"}
    sh.row(
        [
            C("Titulaire", s={**B, "bold": True, "bg": "#eeeeee"}),
            C(holder_line(p, "plain"), span=4, s={**B, "bold": True}),
        ],
        5.5,
    )
    sh.row([C("Adresse", s={**B, "bold": True, "bg": "#eeeeee"}), C(", ".join(p.addr).upper(), span=4, s=B)], 5.5)
    sh.row(
        [
            C("RIB", s={**B, "bold": True, "bg": "#eeeeee"}),
            C(rib_grouped(p.rib), span=2, s={**B, "font": "Liberation Mono"}),
            C("Devise : MAD", span=2, s=B),
        ],
        5.5,
    )
    sh.row(
        [
            C("Période", s={**B, "bold": True, "bg": "#eeeeee"}),
            C(f"du {fmt.date(data['start'], 'slash')} au {fmt.date(data['end'], 'slash')}", span=4, s=B),
        ],
        5.5,
    )
    sh.blank(4)
    H = {"border": "0.5pt solid #000000", "bold": True, "bg": b.color, "color": "#ffffff", "align": "center"}
    sh.row([C("Date", s=H), C("Libellé de l'opération", s=H), C("Valeur", s=H), C("Débit", s=H), C("Crédit", s=H)], 6)
    R = {"left": "0.5pt solid #000000", "right": "0.5pt solid #000000", "border": "none"}

    def bal_row(label, iso, v):
        deb = C(-v, fmt=nf, s={**R, "bold": True, "align": "end"}) if v < 0 else C(None, s=R)
        cre = C(v, fmt=nf, s={**R, "bold": True, "align": "end"}) if v >= 0 else C(None, s=R)
        return [
            C(("date", iso), fmt=df, s={**R, "align": "center"}),
            C(label, s={**R, "bold": True}),
            C(None, s=R),
            deb,
            cre,
        ]

    sh.row(bal_row(f"SOLDE DEPART AU {fmt.date(data['start'], 'slash')}", data["start"], data["opening"]), 5)
    for dd, vd, label, deb, cre in data["rows"]:
        sh.row(
            [
                C(("date", dd), fmt=df, s={**R, "align": "center"}),
                C(label, s=R),
                C(("date", vd), fmt=df, s={**R, "align": "center"}),
                C(deb, fmt=nf, s={**R, "align": "end"}) if deb else C(None, s=R),
                C(cre, fmt=nf, s={**R, "align": "end"}) if cre else C(None, s=R),
            ],
            4.6,
        )
    T = {"border": "0.5pt solid #000000", "bold": True, "align": "end", "bg": "#eeeeee"}
    sh.row(
        [
            C(None, s={"top": "0.5pt solid #000000", "border": "none"}),
            C("TOTAL DES MOUVEMENTS", s={**T, "align": "start"}),
            C(None, s=T),
            C(data["total_d"], fmt=nf, s=T),
            C(data["total_c"], fmt=nf, s=T),
        ],
        5.5,
    )
    row = bal_row(f"SOLDE FINAL AU {fmt.date(data['end'], 'slash')}", data["end"], data["closing"])
    sh.row([C(c.value, fmt=c.fmt, s={**c.s, "border": "0.5pt solid #000000", "bg": "#eeeeee"}) for c in row], 5.5)
    sh.blank(4)
    sh.row(
        [
            C(
                "Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence dans un délai de 30 jours à "
                "compter de la date d'envoi du présent relevé.",
                span=5,
                s={"italic": True, "size": 7.5, "wrap": True},
            )
        ],
        8,
    )
    return "fods", bk.render()


def _stmt_b2(p, b, rng, data):
    """Word-processor statement: address window, running balance with a minus sign."""
    doc = Doc(font=b.font, size=8.5, margins=(12, 14, 15, 15))
    logo = _bank_logo(b, rng)
    W = doc.text_width
    doc.header(
        doc.table(
            [
                [
                    Cell(doc.p("", frames=doc.image(logo, 15, 15, anchor="as-char")), raw=True, border=None),
                    Cell(
                        doc.p([(b.name, {"bold": True, "size": 16, "color": ink(b)})])
                        + doc.p(f"Agence {p.agency}", size=8),
                        raw=True,
                        border=None,
                    ),
                    Cell(
                        doc.p("RELEVÉ DE COMPTE CHÈQUE", bold=True, size=11, align="end")
                        + doc.p(f"Page {PAGE_NUMBER} sur {PAGE_COUNT}", size=8, align="end"),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [20, W * 0.45, W - 20 - W * 0.45],
        )
    )
    doc.footer(
        doc.p(
            f"{b.name} - {b.hq} - Établissement de crédit agréé par Bank Al-Maghrib",
            size=7,
            align="center",
            color="#666666",
        )
    )
    left = doc.p("Numéro de compte (RIB)", size=8, color="#666666") + doc.p(
        p.rib, bold=True, size=10, font="DejaVu Sans Mono"
    )
    left += doc.p("IBAN", size=8, color="#666666", before=1) + doc.p(iban(p.rib), size=9)
    left += doc.p("Période", size=8, color="#666666", before=1) + doc.p(
        f"Du {fmt.date(data['start'], 'dash')} au {fmt.date(data['end'], 'dash')}", size=9, bold=True
    )
    right = doc.p(holder_line(p, "plain"), bold=True, size=10) + "".join(doc.p(a.upper(), size=9) for a in p.addr)
    doc.add(
        doc.table(
            [[Cell(left, raw=True, border=None), Cell(right, raw=True, border="0.5pt solid #999999", pad=3)]],
            [W * 0.5, W * 0.5],
        )
    )
    doc.spacer(5)

    def bal(v):
        if b.key == "bp":  # this bank prints a debit balance with a D
            return fmt.amount(v, "fr", "D") if v < 0 else fmt.amount(v, "fr") + " C"
        return fmt.amount(v, "fr", "minus")

    H = {"bg": "#e6e6e6", "p": {"bold": True, "align": "center"}}
    rows = [
        [
            Cell("Date opé.", **H),
            Cell("Date val.", **H),
            Cell("Libellé", **H),
            Cell("Débit", **H),
            Cell("Crédit", **H),
            Cell("Solde", **H),
        ]
    ]
    rows.append(
        [
            Cell(fmt.date(data["start"], "dot2")),
            "",
            Cell("ANCIEN SOLDE", p={"bold": True}),
            "",
            "",
            Cell(bal(data["opening"]), p={"bold": True, "align": "end"}),
        ]
    )
    run = data["opening"]
    for dd, vd, label, deb, cre in data["rows"]:
        run = round(run + cre - deb, 2)
        rows.append(
            [
                fmt.date(dd, "dot2"),
                fmt.date(vd, "dot2"),
                label,
                Cell(fmt.amount(deb, "fr") if deb else "", p={"align": "end"}),
                Cell(fmt.amount(cre, "fr") if cre else "", p={"align": "end"}),
                Cell(bal(run), p={"align": "end"}),
            ]
        )
    rows.append(
        [
            Cell(fmt.date(data["end"], "dot2")),
            "",
            Cell("NOUVEAU SOLDE", p={"bold": True}),
            Cell(fmt.amount(data["total_d"], "fr"), p={"align": "end", "bold": True}),
            Cell(fmt.amount(data["total_c"], "fr"), p={"align": "end", "bold": True}),
            Cell(bal(data["closing"]), p={"bold": True, "align": "end"}),
        ]
    )
    doc.add(doc.table(rows, [16, 16, W - 32 - 66, 22, 22, 22], size=8, header_rows=1, border="0.4pt solid #aaaaaa"))
    doc.para(
        "Solde débiteur : veuillez régulariser votre position dans les meilleurs délais."
        if data["closing"] < 0
        else "Nous vous remercions de votre confiance.",
        size=8,
        italic=True,
        before=4,
    )
    return "fodt", doc.render()


def _stmt_b3(p, b, rng, data):
    """Spreadsheet with a summary box, one signed amount column and a running balance; negatives in parentheses."""
    bk = Book(font=b.font, size=8.5, margins=(12, 14, 13, 13))
    nf = bk.numfmt(lang="fr", country="FR", grouping=True, neg="paren")
    df = bk.datefmt("dd/mm/yy")
    bk.footer(
        f"<text:p>{b.name} - {b.hq} - Page "
        "<text:page-number>1</text:page-number>/<text:page-count>1</text:page-count></text:p>"
    )
    sh = bk.sheet("Statement", [20, 92, 32, 32])
    sh.image(_bank_logo(b, rng), 150, 0, 20, 20)
    sh.row([C(b.name.upper(), span=3, s={"bold": True, "size": 16, "color": ink(b)}), C(None)], 9)
    sh.row([C("RELEVÉ DE COMPTE / ACCOUNT STATEMENT", span=3, s={"bold": True, "size": 11}), C(None)], 6)
    sh.row([C(f"Agence {p.agency}", span=3), C(None)], 5)
    sh.blank(5)
    sh.row(
        [
            C("Client :", s={"bold": True}),
            C(holder_line(p, rng.choice(["plain", "family_first"]))),
            C("Compte n° :", s={"bold": True}),
            C(p.rib[6:22]),
        ],
        5,
    )
    sh.row([C(None), C(" ".join(p.addr)), C("Clé RIB :", s={"bold": True}), C(p.rib[22:])], 5)
    sh.row(
        [
            C("RIB :", s={"bold": True}),
            C(p.rib, s={"font": "Liberation Mono"}),
            C("Devise :", s={"bold": True}),
            C("MAD"),
        ],
        5,
    )
    sh.row([C("IBAN :", s={"bold": True}), C(iban(p.rib)), C(None), C(None)], 5)
    sh.row(
        [
            C("Période :", s={"bold": True}),
            C(f"{fmt.date(data['start'], 'slash')} - {fmt.date(data['end'], 'slash')}"),
            C(None),
            C(None),
        ],
        5,
    )
    sh.blank(4)
    box = {"border": "0.75pt solid #000000", "align": "center"}
    sh.row(
        [
            C("Solde d'ouverture", span=2, s={**box, "bold": True, "bg": "#eeeeee"}),
            C("Total débits", s={**box, "bold": True, "bg": "#eeeeee"}),
            C("Total crédits", s={**box, "bold": True, "bg": "#eeeeee"}),
        ],
        5.5,
    )
    sh.row(
        [
            C(data["opening"], fmt=nf, span=2, s=box),
            C(data["total_d"], fmt=nf, s=box),
            C(data["total_c"], fmt=nf, s=box),
        ],
        5.5,
    )
    sh.row(
        [
            C("Solde de clôture", span=2, s={**box, "bold": True, "bg": "#eeeeee"}),
            C(data["closing"], fmt=nf, span=2, s={**box, "bold": True, "size": 10}),
        ],
        6,
    )
    sh.blank(5)
    H = {"bottom": "1pt solid #000000", "border": "none", "bold": True}
    sh.row(
        [
            C("Date", s=H),
            C("Opération", s=H),
            C("Montant", s={**H, "align": "end"}),
            C("Solde", s={**H, "align": "end"}),
        ],
        5.5,
    )
    sh.row(
        [
            C(("date", data["start"]), fmt=df),
            C("Solde d'ouverture", s={"italic": True}),
            C(None),
            C(data["opening"], fmt=nf, s={"align": "end", "italic": True}),
        ],
        4.6,
    )
    run = data["opening"]
    for i, (dd, _vd, label, deb, cre) in enumerate(data["rows"]):
        run = round(run + cre - deb, 2)
        bg = {"bg": "#f4f4f4"} if i % 2 else {}
        sh.row(
            [
                C(("date", dd), fmt=df, s=bg),
                C(label, s=bg),
                C(cre - deb, fmt=nf, s={**bg, "align": "end"}),
                C(run, fmt=nf, s={**bg, "align": "end"}),
            ],
            4.6,
        )
    T = {"top": "1pt solid #000000", "border": "none", "bold": True}
    sh.row(
        [
            C(("date", data["end"]), fmt=df, s=T),
            C("Solde de clôture", s=T),
            C(None, s=T),
            C(data["closing"], fmt=nf, s={**T, "align": "end"}),
        ],
        5,
    )
    sh.blank(4)
    sh.row(
        [
            C(
                "Les montants entre parenthèses sont débiteurs. Sauf erreur ou omission.",
                span=4,
                s={"italic": True, "size": 7.5},
            )
        ],
        5,
    )
    return "fods", bk.render()


def _stmt_b4(p, b, rng, data):
    """'Extrait de compte' with a summary line: balances with Débiteur / Créditeur."""
    doc = Doc(font=b.font, size=9, margins=(14, 14, 16, 16))
    logo = _bank_logo(b, rng)
    W = doc.text_width
    doc.header(
        doc.p(
            [(b.name.upper(), {"bold": True, "size": 15, "color": ink(b)})],
            frames=doc.image(logo, 14, 14, anchor="as-char"),
        )
        + doc.p("", size=2, border_bottom=f"2pt solid {b.color2 if b.color2 != '#ffffff' else b.color}")
    )
    doc.footer(
        doc.p(
            f"Page {PAGE_NUMBER}/{PAGE_COUNT} - {b.name}, société anonyme - Siège social : {b.hq}",
            size=7,
            align="center",
        )
    )

    def sens(v):
        return f"{fmt.amount(abs(v), 'fr')} {'DÉBITEUR' if v < 0 else 'CRÉDITEUR'}"

    doc.para("EXTRAIT DE COMPTE", bold=True, size=13, align="center", before=4, after=4)
    info = [
        [
            Cell("Titulaire", bg="#f0f0f0"),
            Cell(holder_line(p, "mixed"), p={"bold": True}),
            Cell("Agence", bg="#f0f0f0"),
            p.agency,
        ],
        [Cell("Compte", bg="#f0f0f0"), rib_grouped(p.rib), Cell("BIC", bg="#f0f0f0"), b.bic],
        [Cell("IBAN", bg="#f0f0f0"), iban(p.rib), Cell("Devise", bg="#f0f0f0"), "Dirham (MAD)"],
        [
            Cell("Période", bg="#f0f0f0"),
            f"du {fmt.date(data['start'], 'long')} au {fmt.date(data['end'], 'long')}",
            Cell("Type", bg="#f0f0f0"),
            "Compte courant",
        ],
    ]
    doc.add(doc.table(info, [20, W * 0.55 - 20, 18, W * 0.45 - 18], size=8.5, border="0.4pt solid #888888"))
    doc.spacer(4)
    H = {"bg": b.color, "p": {"bold": True, "color": "#ffffff", "align": "center"}}
    rows = [[Cell("Date", **H), Cell("Libellé", **H), Cell("Valeur", **H), Cell("Débit", **H), Cell("Crédit", **H)]]
    for dd, vd, label, deb, cre in data["rows"]:
        rows.append(
            [
                fmt.date(dd, "slash2"),
                label,
                fmt.date(vd, "slash2"),
                Cell(fmt.amount(deb, "fr") if deb else "", p={"align": "end"}),
                Cell(fmt.amount(cre, "fr") if cre else "", p={"align": "end"}),
            ]
        )
    rows.append(
        [
            Cell("Totaux de la période", span=3, p={"bold": True}),
            Cell(fmt.amount(data["total_d"], "fr"), p={"bold": True, "align": "end"}),
            Cell(fmt.amount(data["total_c"], "fr"), p={"bold": True, "align": "end"}),
        ]
    )
    doc.add(doc.table(rows, [17, W - 17 - 17 - 50, 17, 25, 25], size=8, header_rows=1, border="0.3pt solid #bbbbbb"))
    doc.spacer(4)
    summ = [
        [
            Cell(f"Solde au {fmt.date(data['start'], 'slash')}", bg="#f0f0f0"),
            Cell(sens(data["opening"]), p={"align": "end", "bold": True}),
        ],
        [
            Cell(f"Solde au {fmt.date(data['end'], 'slash')}", bg="#f0f0f0"),
            Cell(sens(data["closing"]), p={"align": "end", "bold": True}),
        ],
    ]
    doc.add(doc.table(summ, [50, 50], size=9, align="right", border="0.5pt solid #000000"))
    doc.para(
        "Les opérations sont présentées sous réserve d'encaissement. Conservez ce document.",
        size=7.5,
        italic=True,
        before=4,
    )
    return "fodt", doc.render()


# === RIB


def rib_document(p: Person, b: Bank, rng: random.Random, issue: str):
    fn = {"R1": _rib_boxes, "R2": _rib_letter, "R3": _rib_card}[b.rib_layout]
    ext, src = fn(p, b, rng, issue)
    return ext, src, {"bank_name": b.name, "account_holder": p.full, "rib": p.rib}


def _rib_boxes(p, b, rng, issue):
    doc = Doc(font=b.font, size=10, margins=(15, 15, 18, 18))
    W = doc.text_width
    logo = _bank_logo(b, rng)
    copies = rng.choice([2, 3])
    for k in range(copies):
        doc.para(
            [(b.name, {"bold": True, "size": 14, "color": ink(b)})],
            frames=doc.image(logo, 12, 12, anchor="as-char"),
            before=2 if k else 0,
        )
        doc.para("RELEVÉ D'IDENTITÉ BANCAIRE", bold=True, size=12, align="center", after=3)
        doc.add(
            doc.table(
                [
                    [Cell("Titulaire du compte", bg="#eeeeee"), Cell(holder_line(p, "plain"), p={"bold": True})],
                    [Cell("Domiciliation", bg="#eeeeee"), f"{b.name} - Agence {p.agency}"],
                ],
                [40, W - 40],
                size=9.5,
            )
        )
        doc.spacer(2)
        H = {"bg": "#dddddd", "p": {"bold": True, "align": "center", "size": 8.5}}
        V = {"p": {"align": "center", "size": 12, "font": "DejaVu Sans Mono", "bold": True}}
        doc.add(
            doc.table(
                [
                    [
                        Cell("Code banque", **H),
                        Cell("Code ville", **H),
                        Cell("N° de compte", **H),
                        Cell("Clé RIB", **H),
                    ],
                    [Cell(p.rib[:3], **V), Cell(p.rib[3:6], **V), Cell(p.rib[6:22], **V), Cell(p.rib[22:], **V)],
                ],
                [24, 24, W - 72, 24],
            )
        )
        doc.para(f"IBAN : {iban(p.rib)}        BIC / SWIFT : {b.bic}", size=9, before=2)
        if k < copies - 1:
            doc.para("✂ " + "- " * 60, size=8, color="#888888", before=6, after=6)
    doc.para(f"Document édité le {fmt.date(issue, 'slash')} à la demande du client.", size=8, italic=True, before=6)
    return "fodt", doc.render()


def _rib_letter(p, b, rng, issue):
    doc = Doc(font=b.font, size=11.5, margins=(15, 18, 24, 22))
    W = doc.text_width
    logo = _bank_logo(b, rng)
    doc.header(
        doc.table(
            [
                [
                    Cell(doc.p("", frames=doc.image(logo, 18, 18, anchor="as-char")), raw=True, border=None),
                    Cell(
                        doc.p([(b.name, {"bold": True, "size": 16, "color": ink(b)})])
                        + doc.p(f"Agence {p.agency}", size=9),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [24, W - 24],
            align="left",
        )
    )
    doc.footer(doc.p(f"{b.name} - {b.hq}", size=7.5, align="center", color="#555555"))
    doc.para(f"{p.agency.split()[0]}, le {fmt.date(issue, 'long')}", align="end", before=8)
    doc.para("ATTESTATION DE RIB", align="center", bold=True, size=15, underline=True, before=14, after=12)
    doc.para(
        f"Nous soussignés, {b.name}, agence {p.agency}, attestons par la présente que {holder_line(p, 'mixed')} "
        f"est titulaire d'un compte ouvert sur nos livres sous les références suivantes :",
        align="justify",
        line=140,
        after=6,
    )
    tabs = [(60, "left")]
    for k, v in (
        ("Relevé d'identité bancaire", rib_grouped(p.rib)),
        ("IBAN", iban(p.rib)),
        ("Code SWIFT", b.bic),
        ("Nature du compte", "Compte chèque"),
    ):
        doc.para(f"•  {k}\t: {v}", tabs=tabs, left=8, after=2)
    doc.para(
        "Cette attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que de droit.",
        align="justify",
        before=8,
        line=140,
    )
    png = art.png_bytes(
        art.combined_stamp_signature(
            art.round_stamp(
                b.name,
                f"Agence {p.agency.split()[-1]}",
                [b.initials, "AGENCE"],
                b.color if b.color not in ("#ffcc00",) else "#003a70",
                rng,
            ),
            art.signature(rng),
            rng,
        )
    )
    doc.para("Le Directeur d'agence", frames=doc.image(png, 60, 40, x=W - 65, y=0), align="end", before=12, bold=True)
    doc.spacer(35)
    return "fodt", doc.render()


def _rib_card(p, b, rng, issue):
    doc = Doc(font=b.font, size=10, margins=(18, 18, 20, 20))
    W = doc.text_width
    logo = _bank_logo(b, rng)
    inner = doc.p(
        [(b.name, {"bold": True, "size": 15, "color": ink(b)})], frames=doc.image(logo, 13, 13, anchor="as-char")
    )
    inner += doc.p("RELEVÉ D'IDENTITÉ BANCAIRE  -  رقم الحساب البنكي", bold=True, size=11, before=2, after=4)
    inner += doc.p("Titulaire / صاحب الحساب", size=8, color="#666666")
    inner += doc.p(holder_line(p, rng.choice(["plain", "family_first"])), bold=True, size=11, after=2)
    inner += doc.p("RIB (24 chiffres)", size=8, color="#666666")
    inner += doc.p(p.rib, bold=True, size=14, font="Liberation Mono", after=2, spacing=0.4)
    inner += doc.p("IBAN", size=8, color="#666666")
    inner += doc.p(iban(p.rib), size=11, font="Liberation Mono", after=2)
    inner += doc.p(f"BIC : {b.bic}        Agence : {p.agency}", size=9)
    doc.add(
        doc.table(
            [[Cell(inner, raw=True, border=f"1.5pt solid {b.color if b.color != '#ffffff' else '#000000'}", pad=5)]],
            [W],
        )
    )
    doc.para(
        f"Édité le {fmt.date(issue, 'dot')} depuis votre espace de banque en ligne.", size=8, italic=True, before=4
    )
    doc.para(
        "Ce relevé est destiné à être remis à vos créanciers ou débiteurs, français ou étrangers, appelés à faire "
        "inscrire des "
        "opérations à votre compte (virements, paiement de quittances, etc.). Son utilisation vous garantit le bon "
        "enregistrement des opérations en cause et vous évite des réclamations pour erreur ou retard d'imputation.",
        size=8,
        align="justify",
        before=6,
        color="#444444",
    )
    return "fodt", doc.render()
