"""Banks' papers: account statements in several houses' styles, and RIBs."""

from __future__ import annotations

import datetime as dt
import random

from .draw import Page
from .papers import person_name
from .util import amount, fdate, group, iban, last_day


def transactions(
    rnd: random.Random, case, period: tuple[int, int], net: float, employer_short: str, overdraft: bool
) -> list[tuple[dt.date, str, float]]:
    y, m = period
    end = last_day(y, m)
    ops: list[tuple[dt.date, str, float]] = []
    merchants = [
        "MARJANE",
        "CARREFOUR MARKET",
        "BIM",
        "LABEL VIE",
        "ACIMA",
        "PHARMACIE AL AMAL",
        "AFRIQUIA SMDC",
        "SHELL",
        "DECATHLON",
        "KITEA",
        "JUMIA",
        "GLOVO",
        "TOTAL ENERGIES",
        "ZARA",
        "MCDONALD'S",
    ]
    for _ in range(rnd.randint(7, 11)):
        d = dt.date(y, m, rnd.randint(1, end.day))
        kind = rnd.random()
        if kind < 0.45:
            ops.append(
                (d, f"PAIEMENT CARTE {rnd.choice(merchants)} {d.strftime('%d%m')}", -round(rnd.uniform(60, 900), 2))
            )
        elif kind < 0.7:
            ops.append(
                (
                    d,
                    f"RETRAIT GAB {rnd.choice(['CASA', 'RABAT', 'FES', 'AGADIR', 'TANGER', 'OUJDA'])} "
                    f"{rnd.randint(1000, 9999)}",
                    -float(rnd.choice([200, 300, 500, 1000, 1500])),
                )
            )
        elif kind < 0.85:
            ops.append(
                (
                    d,
                    rnd.choice(
                        [
                            "PRLV MAROC TELECOM",
                            "PRLV ORANGE MAROC",
                            "PRLV INWI",
                            "PRLV LYDEC",
                            "PRLV REDAL",
                            "PRLV AMENDIS",
                        ]
                    ),
                    -round(rnd.uniform(99, 450), 2),
                )
            )
        else:
            ops.append(
                (
                    d,
                    f"VIREMENT EMIS {rnd.choice(['LOYER', 'FAMILLE', 'EPARGNE', 'ECHEANCE CREDIT AUTO'])}",
                    -round(rnd.uniform(800, 3500), 2),
                )
            )
    ops.append((dt.date(y, m, min(end.day, 27)), f"VIREMENT RECU SALAIRE {employer_short}", net))
    ops.append((end, "FRAIS TENUE DE COMPTE", -25.0))
    ops.append((end, "TVA SUR FRAIS", -2.5))
    if overdraft:
        ops.append((dt.date(y, m, 3), "ECHEANCE PRET IMMOBILIER", -round(net * 0.55, 2)))
        ops.append((dt.date(y, m, 5), "VIREMENT EMIS TRAVAUX", -round(net * 0.6, 2)))
    ops.sort(key=lambda o: (o[0], o[1]))
    return ops


def bal_text(b: float, style: str, st: str) -> str:
    if style == "suffix":
        return f"{amount(abs(b), st)} {'D' if b < 0 else 'C'}"
    if style == "paren":
        return f"({amount(abs(b), st)})" if b < 0 else amount(b, st)
    return amount(b, st)


def statement(pg: Page, case, v: dict, ops, opening: float, period: tuple[int, int], rib: str, holder: str) -> dict:
    bank = case.bank
    y, m = period
    start, end = dt.date(y, m, 1), last_day(y, m)
    closing = round(opening + sum(a for _, _, a in ops), 2)
    style = {"awb": st_awb, "bp": st_bp, "boa": st_boa, "cih": st_cih, "cdm": st_sgm, "sgm": st_sgm}[bank.style]
    style(pg, case, v, ops, opening, closing, start, end, rib, holder)
    return {
        "bank_name": bank.name,
        "account_holder": case.name,
        "rib": rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": round(opening, 2),
        "closing_balance": closing,
    }


def _bank_head(pg: Page, bank, x: float = 40, y: float = 34) -> None:
    pg.logo(x, y, 32, {"awb": 1, "bp": 2, "boa": 0, "cih": 3, "cdm": 4, "sgm": 3}[bank.style], bank.colour, bank.accent)
    pg.text(x + 40, y + 22, bank.name, 15, True, color=bank.colour, face=bank.face)


def st_awb(pg, case, v, ops, opening, closing, start, end, rib, holder):
    """Date | Libellé | Valeur | Débit | Crédit; balances as first and last rows, in the debit column if negative."""
    bank = case.bank
    f = bank.face
    _bank_head(pg, bank)
    pg.text(40, 84, f"Agence {case.emp.city} Centre", 8.5, face=f)
    pg.rect(330, 34, 225, 70, stroke=bank.colour, width=1, radius=4)
    pg.text(340, 52, holder, 10, True, face=f)
    yy = 66
    for line in case.p.address:
        pg.text(340, yy, line, 8.5, face=f)
        yy += 12
    pg.text(pg.w / 2, 132, "RELEVÉ DE COMPTE", 14, True, align="center", face=f, color=bank.accent)
    pg.text(pg.w / 2, 148, f"Période du {fdate(start, 'slash')} au {fdate(end, 'slash')}", 9.5, align="center", face=f)
    pg.text(40, 172, f"RIB : {rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}", 9.5, True, face=f)
    pg.text(555, 172, "Devise : MAD", 9, align="right", face=f)
    st = v["amt"]
    rows = [["Date", "Libellé", "Valeur", "Débit", "Crédit"]]

    def bal_row(label, b, d):
        return [fdate(d, "slash"), label, "", amount(-b, st) if b < 0 else "", amount(b, st) if b >= 0 else ""]

    rows.append(bal_row("SOLDE PRÉCÉDENT", opening, start))
    for d, lbl, a in ops:
        rows.append(
            [
                d.strftime("%d/%m"),
                lbl,
                d.strftime("%d/%m"),
                amount(-a, st) if a < 0 else "",
                amount(a, st) if a > 0 else "",
            ]
        )
    rows.append(bal_row("NOUVEAU SOLDE", closing, end))
    pg.table(
        40,
        186,
        [55, 235, 55, 85, 85],
        rows,
        size=8.2,
        row_h=17,
        aligns="llcrr",
        head_fill=bank.colour,
        head_color="#FFFFFF",
        grid="#9A9A9A",
        bold_rows=(1, len(rows) - 1),
        face=f,
    )
    pg.text(
        40,
        pg.h - 40,
        f"{bank.name} — Société anonyme — relevé édité le {fdate(end + dt.timedelta(days=2), 'slash')}",
        7,
        color="#777777",
        face=f,
    )


def st_bp(pg, case, v, ops, opening, closing, start, end, rib, holder):
    """Balances in a header box with C/D suffix; Date | Libellé | Montant (signed) | Solde running."""
    bank = case.bank
    f = bank.face
    st = v["amt"]
    pg.rect(0, 0, pg.w, 74, fill=bank.colour)
    pg.logo(36, 20, 34, 2, "#FFFFFF", bank.accent)
    pg.text(80, 44, bank.name, 17, True, color="#FFFFFF", face=f)
    pg.text(pg.w - 36, 44, "EXTRAIT DE COMPTE", 13, True, color="#FFFFFF", align="right", face=f)
    pg.fields(
        40,
        104,
        [
            ("Titulaire", holder),
            ("Compte", group(rib, 4)),
            ("Du", fdate(start, v["date"])),
            ("Au", fdate(end, v["date"])),
        ],
        62,
        size=9,
        leading=15,
        face=f,
    )
    pg.rect(340, 90, 215, 62, fill="#FBEFE3", stroke=bank.accent, radius=5)
    pg.text(350, 110, f"Solde au {fdate(start, 'slash')}", 8.5, face=f)
    pg.text(545, 110, bal_text(opening, "suffix", st), 9, True, align="right", face=f)
    pg.text(350, 128, f"Solde au {fdate(end, 'slash')}", 8.5, face=f)
    pg.text(545, 128, bal_text(closing, "suffix", st), 9, True, align="right", face=f)
    pg.text(350, 145, "C = créditeur   D = débiteur", 7, italic=True, color="#666666", face=f)
    rows = [["Date opé.", "Libellé de l'opération", "Montant", "Solde"]]
    bal = opening
    for d, lbl, a in ops:
        bal = round(bal + a, 2)
        rows.append([fdate(d, "slash"), lbl, amount(a, st), bal_text(bal, "suffix", st)])
    pg.table(
        40,
        176,
        [65, 250, 95, 105],
        rows,
        size=8.2,
        row_h=17,
        aligns="llrr",
        head_fill="#F3E0CC",
        grid=None,
        zebra="#FAF5F0",
        face=f,
    )
    pg.text(
        40,
        pg.h - 40,
        f"{bank.name} — tout relevé non contesté dans un délai de 30 jours est réputé approuvé.",
        7,
        italic=True,
        color="#777777",
        face=f,
    )


def st_boa(pg, case, v, ops, opening, closing, start, end, rib, holder):
    """IBAN printed; Date | Valeur | Opération | Débit | Crédit | Solde; summary box at the bottom."""
    bank = case.bank
    f = bank.face
    st = "en" if v["amt"] == "en" else v["amt"]
    _bank_head(pg, bank)
    pg.line(40, 80, 555, 80, bank.accent, 2)
    pg.text(40, 102, "Relevé de compte / Account statement", 12, True, face=f)
    pg.text(40, 118, f"{fdate(start, 'en')} - {fdate(end, 'en')}", 9, face=f)
    pg.fields(
        40,
        142,
        [("Client", holder), ("IBAN", group(iban(rib), 4)), ("BIC", bank.swift)],
        50,
        size=9,
        leading=14,
        face=f,
    )
    rows = [["Date", "Valeur", "Opération", "Débit", "Crédit", "Solde"]]
    bal = opening
    for d, lbl, a in ops:
        bal = round(bal + a, 2)
        rows.append(
            [
                d.strftime("%d.%m.%y"),
                d.strftime("%d.%m.%y"),
                lbl,
                amount(-a, st) if a < 0 else "",
                amount(a, st) if a > 0 else "",
                bal_text(bal, "paren", st),
            ]
        )
    yy = pg.table(
        40,
        194,
        [48, 48, 190, 72, 72, 85],
        rows,
        size=7.8,
        row_h=16,
        aligns="ccl rrr".replace(" ", ""),
        head_fill="#E6EEF7",
        grid="#C7D3E0",
        face=f,
    )
    pg.rect(300, yy + 20, 255, 58, stroke=bank.colour, width=1)
    pg.text(310, yy + 38, "Solde d'ouverture", 9, face=f)
    pg.text(545, yy + 38, bal_text(opening, "paren", st), 9, True, align="right", face=f)
    pg.text(310, yy + 54, "Solde de clôture", 9, face=f)
    pg.text(545, yy + 54, bal_text(closing, "paren", st), 9, True, align="right", face=f)
    pg.text(310, yy + 70, "Montants en MAD ; (x) = solde débiteur", 7, italic=True, color="#666666", face=f)


def st_cih(pg, case, v, ops, opening, closing, start, end, rib, holder):
    """RIB whole; Date | Référence | Libellé | Montant (+/-); opening first line, closing in the last row."""
    bank = case.bank
    f = bank.face
    st = v["amt"]
    pg.gradient(0, 0, pg.w, 60, bank.colour, bank.accent)
    pg.text(40, 38, bank.name, 18, True, color="#FFFFFF", face=f)
    pg.text(pg.w - 40, 38, "Relevé de compte", 12, color="#FFFFFF", align="right", face=f)
    pg.text(40, 90, holder, 11, True, face=f)
    yy = 104
    for line in case.p.address:
        pg.text(40, yy, line, 9, face=f)
        yy += 12
    pg.text(330, 90, f"N° RIB : {rib}", 9, True, face=f)
    pg.text(330, 104, f"Période : {fdate(start, v['date'])} - {fdate(end, v['date'])}", 9, face=f)
    pg.text(330, 118, "Type : Compte chèque particulier", 9, face=f)
    rows = [
        ["Date", "Réf.", "Libellé", "Montant (DH)"],
        [fdate(start, "slash"), "", "Solde initial", amount(opening, st)],
    ]
    for i, (d, lbl, a) in enumerate(ops):
        rows.append(
            [
                fdate(d, "slash"),
                f"{(int(case.cid[1:]) * 131 + i * 7) % 9000 + 1000}",
                lbl,
                ("+" if a > 0 else "") + amount(a, st),
            ]
        )
    rows.append([fdate(end, "slash"), "", f"Solde final au {fdate(end, 'slash')}", amount(closing, st)])
    pg.table(
        40,
        150,
        [70, 45, 290, 110],
        rows,
        size=8.3,
        row_h=17,
        aligns="lclr",
        head_fill="#DCE3EE",
        grid="#B0B8C8",
        bold_rows=(1, len(rows) - 1),
        face=f,
    )


def st_sgm(pg, case, v, ops, opening, closing, start, end, rib, holder):
    """Two-column address header, Date | Opération | Débit | Crédit, totals and balances in the last rows."""
    bank = case.bank
    f = bank.face
    st = v["amt"]
    pg.rect(40, 36, 8, 40, fill=bank.colour)
    pg.rect(48, 36, 8, 40, fill=bank.accent)
    pg.text(66, 62, bank.name, 16, True, face=f)
    pg.text(40, 104, "EXTRAIT DE COMPTE COURANT", 11, True, face=f, color=bank.colour)
    pg.text(40, 120, f"du {fdate(start, 'long')} au {fdate(end, 'long')}", 9, face=f)
    pg.text(40, 140, f"Compte : {group(rib[:6], 3)} {group(rib[6:22], 4)} {rib[22:]}", 9, face=f)
    pg.text(330, 104, holder, 10.5, True, face=f)
    yy = 118
    for line in case.p.address:
        pg.text(330, yy, line, 9, face=f)
        yy += 12
    rows = [["Date", "Opération", "Débit", "Crédit"]]
    for d, lbl, a in ops:
        rows.append([fdate(d, "dot"), lbl, amount(-a, st) if a < 0 else "", amount(a, st) if a > 0 else ""])
    deb = sum(-a for _, _, a in ops if a < 0)
    cre = sum(a for _, _, a in ops if a > 0)
    rows.append(["", "Total des mouvements", amount(deb, st), amount(cre, st)])
    rows.append(
        [
            "",
            f"Solde au {fdate(start, 'slash')}",
            amount(-opening, st) if opening < 0 else "",
            amount(opening, st) if opening >= 0 else "",
        ]
    )
    rows.append(
        [
            "",
            f"Solde au {fdate(end, 'slash')}",
            amount(-closing, st) if closing < 0 else "",
            amount(closing, st) if closing >= 0 else "",
        ]
    )
    pg.table(
        40,
        172,
        [70, 265, 90, 90],
        rows,
        size=8.3,
        row_h=17,
        aligns="llrr",
        head_fill="#EEEEEE",
        grid="#777777",
        bold_rows=(len(rows) - 3, len(rows) - 2, len(rows) - 1),
        face=f,
    )
    pg.text(
        40,
        pg.h - 40,
        f"{bank.name} — Les soldes portés dans la colonne Débit sont débiteurs.",
        7,
        italic=True,
        color="#777777",
        face=f,
    )


def rib_doc(pg: Page, case, v: dict, issued: dt.date) -> dict:
    bank = case.bank
    f = bank.face
    rib = case.rib
    holder = person_name(case, v["name"]).upper() if v.get("upper") else person_name(case, v["name"])
    if v.get("attest"):
        _bank_head(pg, bank, 50, 50)
        pg.text(pg.w - 50, 140, f"{case.emp.city}, le {fdate(issued, 'slash')}", 10, align="right", face=f)
        pg.text(pg.w / 2, 200, "ATTESTATION DE RIB", 15, True, align="center", face=f)
        y = pg.para(
            60,
            250,
            475,
            f"{bank.name}, agence {case.emp.city} Centre, atteste que {holder} est titulaire "
            "dans ses livres d'un compte chèque dont les coordonnées bancaires sont les suivantes :",
            11,
            1.6,
            face=f,
        )
        y = pg.fields(
            80,
            y + 16,
            [
                ("RIB", f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"),
                ("IBAN", group(iban(rib), 4)),
                ("Code SWIFT", bank.swift),
            ],
            90,
            size=10.5,
            leading=20,
            face=f,
        )
        pg.para(
            60,
            y + 20,
            475,
            "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
            11,
            1.6,
            face=f,
        )
        pg.text(360, y + 100, "Le Chef d'agence", 10, True, face=f)
        pg.stamp(430, y + 160, 40, bank.name[:26], "AGENCE", color=bank.colour)
    else:
        pg.rect(40, 40, pg.w - 80, 250, stroke=bank.colour, width=1.2, radius=6)
        _bank_head(pg, bank, 56, 54)
        pg.text(pg.w - 56, 76, "RELEVÉ D'IDENTITÉ BANCAIRE", 11, True, align="right", face=f, color=bank.colour)
        pg.text(56, 120, "Titulaire du compte", 8, color="#666666", face=f)
        pg.text(56, 136, holder, 12, True, face=f)
        cells = [("Code banque", rib[:3]), ("Code ville", rib[3:6]), ("N° de compte", rib[6:22]), ("Clé RIB", rib[22:])]
        widths = [80, 80, 220, 70]
        x = 56
        for (k, s), w in zip(cells, widths, strict=False):
            pg.rect(x, 156, w, 20, fill="#EFEFEF", stroke="#444444", width=0.5)
            pg.rect(x, 176, w, 26, stroke="#444444", width=0.5)
            pg.text(x + w / 2, 170, k, 8, True, align="center", face=f)
            pg.text(x + w / 2, 194, s, 11, align="center", face="mono")
            x += w
        pg.text(56, 228, "IBAN", 8, color="#666666", face=f)
        pg.text(56, 244, group(iban(rib), 4), 11, face="mono")
        pg.text(360, 228, "BIC / SWIFT", 8, color="#666666", face=f)
        pg.text(360, 244, bank.swift, 11, face="mono")
        pg.text(56, 274, f"Domiciliation : {bank.name} — Agence {case.emp.city} Centre", 8.5, face=f)
        pg.line(40, 320, pg.w - 40, 320, "#AAAAAA", 0.5, dash=(4, 3))
        pg.text(
            pg.w / 2,
            336,
            "Document à remettre à tout organisme souhaitant effectuer un virement ou un prélèvement sur votre compte.",
            7.5,
            italic=True,
            align="center",
            color="#777777",
            face=f,
        )
    return {"bank_name": bank.name, "account_holder": case.name, "rib": rib}
