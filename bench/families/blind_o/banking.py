"""Bank statements (four layouts, balances printed in four debit conventions) and RIB papers (three layouts)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import fmt as F
from . import ids
from .common import table
from .model import Composed, Doc
from .people import Bank, Case
from .troff import bar, esc, ms_preamble, pic, shade_cell, signature, stamp

MERCHANTS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "LABEL'VIE",
    "BIM",
    "ACIMA",
    "AFRIQUIA SMDC",
    "SHELL",
    "TOTALENERGIES",
    "PHARMACIE AL AMAL",
    "JUMIA",
    "GLOVO",
    "DECATHLON",
    "KITEA",
    "ELECTROPLANET",
    "ASSWAK ASSALAM",
    "CAFE DE FRANCE",
    "MC DONALD'S",
    "ZARA",
    "LC WAIKIKI",
    "VIVO ENERGY",
]
UTILITIES = {
    "Casablanca": "LYDEC",
    "Rabat": "REDAL",
    "Tanger": "AMENDIS",
    "Marrakech": "RADEEMA",
    "Oujda": "RADEEO",
    "Safi": "RADEES",
    "Fès": "RADEEF",
    "Agadir": "RAMSA",
    "Kénitra": "SRM RSK",
    "Beni Mellal": "RADEET",
}
AGENCIES = {
    "Casablanca": ["Maârif", "Gauthier", "Aïn Diab", "Sidi Maârouf"],
    "Rabat": ["Hay Riad", "Agdal"],
    "Tanger": ["Boulevard Pasteur", "Beni Makada"],
    "Marrakech": ["Guéliz", "Daoudiate"],
    "Oujda": ["Al Qods"],
    "Safi": ["Plateau"],
    "Fès": ["Ville Nouvelle", "Atlas"],
    "Agadir": ["Talborjt", "Dakhla"],
    "Kénitra": ["Centre", "Bir Rami"],
    "Beni Mellal": ["Centre"],
}
# a balance mode per (case, statement index): the sign of the opening and closing balances
BALANCE_MODE = {
    ("c03", 0): "neg_close",
    ("c06", 0): "neg_open",
    ("c09", 0): "neg_both",
    ("c14", 0): "neg_close",
    ("c05", 1): "neg_close",
    ("c08", 0): "neg_open",
}


@dataclass
class Statement:
    holder: tuple[str, str, str]  # given, surname, sex
    rib: str
    start: dt.date
    end: dt.date
    opening: int
    tx: list[tuple[dt.date, dt.date, str, int, int]] = field(default_factory=list)  # date, value, label, debit, credit

    @property
    def debits(self) -> int:
        return sum(t[3] for t in self.tx)

    @property
    def credits(self) -> int:
        return sum(t[4] for t in self.tx)

    @property
    def closing(self) -> int:
        return self.opening + self.credits - self.debits


def _city(case: Case) -> str:
    return case.employer.city if case.employer.city in UTILITIES else "Casablanca"


def statements(case: Case, net: int, seed: int) -> list[Statement]:
    """The case's statements, consecutive months ending with its last payslip month, balances chained."""
    rng = random.Random(f"blind_o-statements-{case.cid}-{seed}")
    n = case.docs.count("bank_statement")
    tw = case.twist.get("bank_statement", {})
    holder = tw.get("holder", (case.person.given, case.person.surname, case.person.sex))
    rib = tw.get("rib", case.rib)
    months = case.months[-n:]
    out: list[Statement] = []
    balance = rng.randint(150000, 2500000)
    city = _city(case)
    for k, (y, m) in enumerate(months):
        mode = BALANCE_MODE.get((case.cid, k), "pos")
        if k == 0 and mode in ("neg_open", "neg_both"):
            balance = -rng.randint(30000, 350000)
        start, end = dt.date(y, m, 1), F.month_end(y, m)
        st = Statement(holder, rib, start, end, balance)
        pay_day = min(end.day, rng.choice([25, 26, 27, 28, 30]))
        salary_net = (
            net if holder[1] == case.person.surname and holder[0] == case.person.given else rng.randint(600000, 900000)
        )
        tag = case.employer.brand.upper()[:18]
        st.tx.append((dt.date(y, m, pay_day), dt.date(y, m, pay_day), f"VIR SALAIRE {tag} {m:02d}/{y}", 0, salary_net))
        target = int(salary_net * rng.uniform(0.7, 1.0))
        spent = 0
        days = sorted(rng.randint(1, end.day) for _ in range(rng.randint(8, 13)))
        telecom = rng.choice(["PRLV MAROC TELECOM", "PRLV INWI", "PRLV ORANGE MAROC"])
        bills = {"utility", "telecom"}
        for d in days:
            kind = rng.random()
            if kind < 0.3:
                amt, label = rng.randint(2, 20) * 10000, f"RETRAIT GAB {rng.randint(100, 999)} {city.upper()}"
            elif kind < 0.78 or not bills:
                amt = rng.randint(4000, 120000)
                label = f"PAIEMENT CARTE {rng.choice(MERCHANTS)} {d:02d}/{m:02d}"
            elif "utility" in bills:
                bills.discard("utility")
                amt, label = rng.randint(15000, 60000), f"PRLV FACTURE {UTILITIES[city]}"
            else:
                bills.discard("telecom")
                amt, label = rng.randint(9900, 39900), telecom
            if spent + amt > target:
                continue
            spent += amt
            st.tx.append((dt.date(y, m, d), dt.date(y, m, d), label, amt, 0))
        rent = int(salary_net * rng.uniform(0.2, 0.35)) // 10000 * 10000
        landlord = rng.choice(["M. TOUNSI", "SCI AL BADR", "MME BERRADA"])
        st.tx.append((dt.date(y, m, 5), dt.date(y, m, 5), f"VIR EMIS LOYER {landlord}", rent, 0))
        st.tx.append((end, end, "FRAIS TENUE DE COMPTE", 2200, 0))
        st.tx.append((end, end, "TVA SUR FRAIS 10%", 220, 0))
        if mode in ("neg_close", "neg_both") and st.closing >= 0:
            need = st.closing + rng.randint(20000, 250000)
            st.tx.append(
                (dt.date(y, m, 10), dt.date(y, m, 10), f"ECHEANCE PRET CONSO N° {rng.randint(10**6, 10**7)}", need, 0)
            )
        elif mode in ("pos", "neg_open") and st.closing < 0:
            st.tx.append(
                (dt.date(y, m, 15), dt.date(y, m, 15), "VERSEMENT ESPECES", 0, -st.closing + rng.randint(50000, 300000))
            )
        st.tx.sort(key=lambda t: (t[0], t[2]))
        out.append(st)
        balance = st.closing
    return out


def holder_text(holder: tuple[str, str, str], style: str, upper: bool) -> str:
    given, surname, sex = holder
    title = "MME" if sex == "F" else "M."
    text = {
        "given": f"{given} {surname}",
        "surname": f"{surname} {given}",
        "title": f"{title} {surname} {given}",
        "joint": f"M. OU MME {surname} {given}",
    }[style]
    return text.upper() if upper else text


def _bank_header(bank: Bank, agency: str, rng: random.Random) -> list[str]:
    st = [
        'box wid 1.3 ht 1.3 with .sw at (0,0.35) shaded "bank" outlined "bank" rad 0.2',
        f'"\\f[{bank.font}B]\\s[16]\\m[white]{esc(bank.name[0])}\\m[]\\s0\\fP" at (0.65,1.0)',
        f'"\\f[{bank.font}B]\\s[18]\\m[bank]{esc(bank.name)}\\m[]\\s0\\fP" at (1.7,1.25) ljust',
        f'"\\f[{bank.font}R]\\s[8]Agence {esc(agency)}\\s0\\fP" at (1.7,0.6) ljust',
    ]
    return pic(st, 17, 1.8)


def _fmt_balance(cents: int, convention: str, style: str) -> str:
    if convention == "minus":
        return F.amount(cents, style)
    if convention == "dc":
        return F.amount(abs(cents), style) + (" D" if cents < 0 else " C")
    if convention == "paren":
        return f"({F.amount(-cents, style)})" if cents < 0 else F.amount(cents, style)
    raise ValueError(convention)


def statement(doc: Doc) -> Composed:
    case: Case = doc.case
    st: Statement = doc.extra["statement"]
    bank = case.bank
    rng = random.Random(doc.seed)
    variant = bank.statement
    city = _city(case)
    agency = f"{city} {rng.choice(AGENCIES[city])}"
    style = "joint" if case.cid == "c11" else case.holder_style
    upper = variant != 3 or rng.random() < 0.5
    holder = holder_text(st.holder, style, upper)
    cols = {"bank": bank.colour, "banklight": " ".join(f"{0.86 + 0.14 * float(v):.3f}" for v in bank.colour.split())}
    out = ms_preamble(
        fam=bank.font,
        ps=8.5 if variant != 2 else 8,
        vs=10.5,
        colours=cols,
        footer=f"\\s[6]\\m[mid]{esc(bank.name)} \\(en Société anonyme \\(en Établissement de crédit "
        "agréé "
        f"\\(en SWIFT {bank.swift}\\m[]\\s0",
        hm="1.2c",
    )
    out += _bank_header(bank, agency, rng)
    labels = {
        "bank_name": bank.name,
        "account_holder": f"{st.holder[0]} {st.holder[1]}",
        "rib": st.rib,
        "statement_period_start": st.start.isoformat(),
        "statement_period_end": st.end.isoformat(),
        "opening_balance": st.opening / 100,
        "closing_balance": st.closing / 100,
    }
    shown = [bank.name, holder]
    acct = st.rib[6:22]
    if variant == 0:
        a = "sp"
        rib_txt = f"{st.rib[:3]} {st.rib[3:6]} {st.rib[6:22]} {st.rib[22:]}"
        out += [".sp 0.5"]
        out += table(
            "expand",
            ["lw(9c) l"],
            [
                ["\\f[B]\\s[14]RELEVÉ DE COMPTE\\s0\\fP", f"\\f[B]{esc(holder)}\\fP"],
                [
                    f"Compte chèque n° {acct}",
                    esc(case.person.address[0]) if st.holder[1] == case.person.surname else "",
                ],
                [f"RIB : {rib_txt}", esc(case.person.address[1])],
                [f"Période du {F.date(st.start, 'slash')} au {F.date(st.end, 'slash')}", "Devise : MAD"],
            ],
        )
        out += [".sp 0.8"]
        rows = [[shade_cell("banklight") + "\\f[B]Date", "Libellé", "Valeur", "Débit", "Crédit\\fP"], "_"]
        o = st.opening
        rows.append(
            [
                "",
                f"\\f[B]SOLDE {'DÉBITEUR' if o < 0 else 'CRÉDITEUR'} AU {F.date(st.start, 'slash')}\\fP",
                "",
                F.amount(-o, a) if o < 0 else "",
                F.amount(o, a) if o >= 0 else "",
            ]
        )
        for d, v, lab, db, cr in st.tx:
            rows.append(
                [
                    F.date(d, "slash"),
                    esc(lab),
                    F.date(v, "slash"),
                    F.amount(db, a) if db else "",
                    F.amount(cr, a) if cr else "",
                ]
            )
        rows += ["_", ["", "\\f[B]TOTAL DES MOUVEMENTS\\fP", "", F.amount(st.debits, a), F.amount(st.credits, a)]]
        c = st.closing
        rows.append(
            [
                "",
                f"\\f[B]SOLDE {'DÉBITEUR' if c < 0 else 'CRÉDITEUR'} AU {F.date(st.end, 'slash')}\\fP",
                "",
                f"\\f[B]{F.amount(-c, a)}\\fP" if c < 0 else "",
                f"\\f[B]{F.amount(c, a)}\\fP" if c >= 0 else "",
            ]
        )
        out += table("box expand", ["l | l | l | r | r"], rows)
        shown += [rib_txt, F.amount(abs(o), a), F.amount(abs(c), a)]
        out += [
            ".sp 1",
            "\\s[7]Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 "
            "jours "
            "à compter de la date d'arrêté du présent relevé.\\s0",
        ]
    elif variant == 1:
        a = "dot"
        out += bar("\\f[B]\\s[12]EXTRAIT DE COMPTE\\s0\\fP", "bank", height="1.7v")
        out += [".sp 0.8"]
        out += table(
            "box expand",
            ["lf(I) l | lf(I) l"],
            [
                [
                    "Titulaire",
                    f"\\f[B]{esc(holder)}\\fP",
                    "Période",
                    f"{F.date(st.start, 'dot')} - {F.date(st.end, 'dot')}",
                ],
                ["Compte", f"{acct} (Compte courant)", "Date d'arrêté", F.date(st.end, "dot")],
                ["RIB", st.rib, "Page", "1/1"],
            ],
        )
        out += [".sp 0.8"]
        bal = st.opening
        rows = [
            [
                shade_cell("banklight") + "\\f[B]Date opé.",
                "Date val.",
                "Libellé de l'opération",
                "Débit",
                "Crédit",
                "Solde\\fP",
            ],
            ["", "", "\\f[I]Solde précédent\\fP", "", "", _fmt_balance(bal, "minus", a)],
        ]
        for d, v, lab, db, cr in st.tx:
            bal += cr - db
            rows.append(
                [
                    F.date(d, "dot"),
                    F.date(v, "dot"),
                    esc(lab),
                    F.amount(db, a) if db else "",
                    F.amount(cr, a) if cr else "",
                    _fmt_balance(bal, "minus", a),
                ]
            )
        rows.append(["", "", "\\f[B]Totaux\\fP", F.amount(st.debits, a), F.amount(st.credits, a), ""])
        out += table("allbox expand", ["l l l r r r"], rows)
        out += [".sp 0.8"]
        o, c = _fmt_balance(st.opening, "minus", a), _fmt_balance(st.closing, "minus", a)
        out += table(
            "box",
            ["l r"],
            [
                ["Ancien solde au " + F.date(st.start, "dot"), o],
                ["\\f[B]Nouveau solde au " + F.date(st.end, "dot"), c + " MAD\\fP"],
            ],
        )
        shown += [st.rib, o, c]
    elif variant == 2:
        a = "sp"
        ib = ids.grouped(ids.iban(st.rib))
        addr0 = esc(case.person.address[0]) if st.holder[1] == case.person.surname else ""
        out += [
            ".sp 0.3",
            f"\\f[B]\\s[13]\\m[bank]Relevé de compte\\m[]\\s0\\fP\\h'|10c'\\f[B]{esc(holder)}\\fP",
            ".br",
            f"Compte n° {acct}\\h'|10c'{addr0}",
            ".br",
            f"IBAN : {ib}\\h'|10c'{esc(case.person.address[1])}",
            ".br",
            f"BIC : {bank.swift}",
            ".br",
            f"Du {F.date(st.start, 'fr')} au {F.date(st.end, 'fr')}",
            ".sp 0.6",
        ]
        o, c = _fmt_balance(st.opening, "dc", a), _fmt_balance(st.closing, "dc", a)
        out += [f"Ancien solde au {F.date(st.start, 'slash')} : \\f[B]{o}\\fP", ".sp 0.4"]
        bal = st.opening
        rows = [[shade_cell("banklight") + "\\f[B]Date", "Valeur", "Opération", "Montant", "Solde\\fP"]]
        for d, v, lab, db, cr in st.tx:
            bal += cr - db
            amt = ("-" + F.amount(db, a)) if db else ("+" + F.amount(cr, a))
            rows.append([F.date(d, "short"), F.date(v, "short"), esc(lab), amt, _fmt_balance(bal, "dc", a)])
        out += table("expand", ["l l l r r"], [*rows[:1], "_", *rows[1:], "_"])
        out += [
            ".sp 0.4",
            f"Total débit : {F.amount(st.debits, a)} \\(em Total crédit : {F.amount(st.credits, a)}",
            ".br",
            f"\\f[B]Nouveau solde au {F.date(st.end, 'slash')} : {c}\\fP",
            ".br",
            "\\s[7](D : solde débiteur \\(em C : solde créditeur)\\s0",
        ]
        shown += [ib, o, c]
    else:
        a = "en"
        out += [
            ".sp 0.3",
            ".ce 2",
            "\\f[B]\\s[13]RELEVÉ DE COMPTE / ACCOUNT STATEMENT\\s0\\fP",
            f"{F.date(st.start, 'en')} \\(en {F.date(st.end, 'en')}",
            ".sp 0.6",
        ]
        out += table(
            "allbox center",
            ["c c c c"],
            [
                ["\\f[B]Code banque", "Code ville", "N° de compte", "Clé RIB\\fP"],
                [st.rib[:3], st.rib[3:6], st.rib[6:22], st.rib[22:]],
            ],
        )
        out += [
            ".sp 0.4",
            f"Titulaire / Account holder : \\f[B]{esc(holder)}\\fP",
            ".br",
            "Type : Compte de dépôt \\(em Currency : MAD",
            ".sp 0.6",
        ]
        o, c = _fmt_balance(st.opening, "paren", a), _fmt_balance(st.closing, "paren", a)
        bal = st.opening
        rows = [
            [shade_cell("banklight") + "\\f[B]Date", "Description", "Value date", "Debit", "Credit", "Balance\\fP"],
            [F.date(st.start, "slash"), "\\f[B]OPENING BALANCE / SOLDE D'OUVERTURE\\fP", "", "", "", o],
        ]
        for d, v, lab, db, cr in st.tx:
            bal += cr - db
            rows.append(
                [
                    F.date(d, "slash"),
                    esc(lab),
                    F.date(v, "slash"),
                    F.amount(db, a) if db else "",
                    F.amount(cr, a) if cr else "",
                    _fmt_balance(bal, "paren", a),
                ]
            )
        rows.append(
            [
                F.date(st.end, "slash"),
                "\\f[B]CLOSING BALANCE / SOLDE DE CLÔTURE\\fP",
                "",
                F.amount(st.debits, a),
                F.amount(st.credits, a),
                f"\\f[B]{c}\\fP",
            ]
        )
        out += table("box expand", ["l l l r r r"], [*rows[:1], "_", *rows[1:-1], "_", rows[-1]])
        out += [
            ".sp 0.5",
            "\\s[7]Balances in brackets are debit balances. / Les soldes entre parenthèses sont débiteurs.\\s0",
        ]
        shown += [st.rib[6:22], o, c]
    return Composed(
        "\n".join(out) + "\n",
        labels=labels,
        shown=shown,
        facts={
            "opening": st.opening,
            "closing": st.closing,
            "debits": [t[3] for t in st.tx],
            "credits": [t[4] for t in st.tx],
        },
    )


def ribdoc(doc: Doc) -> Composed:
    case: Case = doc.case
    bank = case.bank
    rng = random.Random(doc.seed)
    city = _city(case)
    agency = f"{city} {rng.choice(AGENCIES[city])}"
    holder = holder_text(
        (case.person.given, case.person.surname, case.person.sex), case.holder_style, rng.random() < 0.6
    )
    cols = {"bank": bank.colour, "banklight": " ".join(f"{0.86 + 0.14 * float(v):.3f}" for v in bank.colour.split())}
    rib = case.rib
    ib = ids.iban(rib)
    labels = {"bank_name": bank.name, "account_holder": case.person.label_name, "rib": rib}
    v = bank.ribdoc
    if v == 0:
        out = ms_preamble(fam=bank.font, ps=10, vs=13, colours=cols, paper="a5l", po="1.5c", hm="1c", fm="1c")
        out += _bank_header(bank, agency, rng)
        out += [
            ".sp 0.3",
            ".ce",
            "\\f[B]\\s[14]RELEVÉ D'IDENTITÉ BANCAIRE\\s0\\fP",
            ".sp 0.6",
            f"Titulaire du compte : \\f[B]{esc(holder)}\\fP",
            ".br",
            f"Domiciliation : {esc(bank.name)} \\(em Agence {esc(agency)}",
            ".sp 0.6",
        ]
        out += table(
            "allbox center",
            ["cb cb cb cb", "c c c c"],
            [["Code banque", "Code ville", "N° de compte", "Clé RIB"], [rib[:3], rib[3:6], rib[6:22], rib[22:]]],
        )
        out += [".sp 0.6", f"IBAN : \\f[B]{ids.grouped(ib)}\\fP", ".br", f"BIC / SWIFT : {bank.swift}"]
        shown = [rib[6:22], ids.grouped(ib), holder, bank.name]
        paper = "a5l"
    elif v == 1:
        out = ms_preamble(fam=bank.font, ps=11, vs=16, colours=cols)
        out += _bank_header(bank, agency, rng)
        issued = F.date(dt.date(case.months[-1][0], case.months[-1][1], rng.randint(2, 27)), "slash")
        out += [
            ".sp 2",
            ".ce",
            "\\f[B]\\s[15]ATTESTATION DE RIB\\s0\\fP",
            ".sp 1.5",
            ".LP",
            f"Nous soussignés, \\f[B]{esc(bank.name)}\\fP, Agence {esc(agency)}, attestons que "
            f"\\f[B]{esc(holder)}\\fP est titulaire dans nos livres d'un compte chèque ouvert sous les références "
            "suivantes :",
            ".sp 0.5",
            ".in 2c",
            f"Numéro de compte : {rib[6:22]}",
            ".br",
            f"RIB : \\f[B]{rib}\\fP",
            ".br",
            f"IBAN : {ib}",
            ".br",
            f"Code SWIFT : {bank.swift}",
            ".in 0",
            ".LP",
            "La présente attestation est délivrée à la demande de l'intéressé pour servir et valoir ce que de droit.",
            ".sp 1",
            ".in 9c",
            f"{esc(city)}, le {issued}",
            ".br",
            "\\f[B]Le Directeur d'agence\\fP",
            ".in 0",
        ]
        st = signature(rng, 10.0, 2.0) + stamp(
            [bank.name.upper(), f"AGENCE {agency.upper()}"], 13.4, 1.9, rng, "stamp", "box"
        )
        out += pic(st, 17, 3.6)
        shown = [rib, ib, holder, bank.name]
        paper = "a4"
    else:
        out = ms_preamble(
            fam=bank.font,
            ps=9.5,
            vs=12,
            colours=cols,
            paper="slip",
            po="1.5c",
            hm="0.8c",
            fm="1.4c",
            footer=f"\\s[6]{esc(bank.name)} \\(em document édité depuis l'espace client\\s0",
        )
        out += bar(
            f"\\f[B]\\s[12]{esc(bank.name)}\\s0\\fP \\(em Relevé d'Identité Bancaire (RIB)", "bank", height="1.8v"
        )
        out += [
            ".sp 0.8",
            f"\\f[B]{esc(holder)}\\fP",
            ".br",
            f"{esc(case.person.address[0])}",
            ".br",
            f"{esc(case.person.address[1])}",
            ".sp 0.5",
        ]
        out += table(
            "box expand",
            ["l | l | l | l | l"],
            [
                ["\\f[I]Banque\\fP", "\\f[I]Ville\\fP", "\\f[I]Compte\\fP", "\\f[I]Clé\\fP", "\\f[I]Agence\\fP"],
                "_",
                [rib[:3], rib[3:6], rib[6:22], rib[22:], esc(agency)],
            ],
        )
        out += [".sp 0.4", f"IBAN {ids.grouped(ib)} \\(em BIC {bank.swift}"]
        shown = [rib[6:22], ids.grouped(ib), holder]
        paper = "slip"
    return Composed("\n".join(out) + "\n", paper=paper, labels=labels, shown=shown)
