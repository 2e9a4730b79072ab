"""Banks' papers: account statements in four house styles and RIB documents in three."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random

from . import codes, fmt
from .common import (
    GOTHIC,
    GOTHIC_B,
    MONO,
    MONO_B,
    NARROW,
    NARROW_B,
    SANS,
    SANS_B,
    SANS_I,
    logo,
    signature,
    stamp,
    table,
)
from .model import Doc
from .people import Bank
from .ps import Canvas


@dataclasses.dataclass
class Account:
    bank: Bank
    holder: str  # label form: Given FAMILY
    printed_holder: str  # as the bank prints it
    address: tuple[str, ...]
    rib: str
    agency: str
    city: str


@dataclasses.dataclass
class Tx:
    day: dt.date
    value: dt.date
    label: str
    debit: float = 0.0
    credit: float = 0.0


SHOPS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "LABEL'VIE",
    "BIM",
    "ACIMA",
    "ASWAK ASSALAM",
    "DECATHLON",
    "KITEA",
    "PHARMACIE AL AMAL",
    "STATION AFRIQUIA",
    "STATION TOTALENERGIES",
    "GLOVO",
    "JUMIA",
    "MCDONALD'S",
    "ZARA MOROCCO MALL",
    "ELECTROPLANET",
    "BRICOMA",
]
UTILITIES = {
    "CASABLANCA": "LYDEC",
    "RABAT": "REDAL",
    "TANGER": "AMENDIS",
    "MARRAKECH": "RADEEMA",
    "FES": "RADEEF",
    "MEKNES": "RADEM",
    "AGADIR": "RAMSA",
    "KENITRA": "SRM RABAT-SALE-KENITRA",
    "OUJDA": "RADEEO",
}
_UPPER = {"CB", "GAB", "TVA", "PRLV", "VIR", "IAM", "BIM", "ONEE", "SRM", "N"}
TELCOS = ["IAM RECHARGE", "INWI RECHARGE", "ORANGE MAROC FACTURE"]


def _cents(value: float) -> int:
    return round(value * 100)


def transactions(
    rng: random.Random,
    start: dt.date,
    end: dt.date,
    opening: float,
    salary: float,
    payer: str,
    city: str,
    spend: float,
    loan: float = 0.0,
) -> list[Tx]:
    """A period's movements: the salary each month, card payments, cash, bills, fees."""
    out: list[Tx] = []
    year, month = start.year, start.month
    while dt.date(year, month, 1) <= end:
        first = dt.date(year, month, 1)
        last = fmt.last_day(year, month)
        budget = salary * spend

        def day(lo: int, hi: int, last=last, first=first) -> dt.date:
            return first + dt.timedelta(days=min(rng.randint(lo, hi), last.day) - 1)

        items: list[Tx] = []
        pay_day = day(26, 30)
        items.append(Tx(pay_day, pay_day, f"VIR RECU {payer} SALAIRE {month:02d}/{year}", credit=salary))
        if loan:
            d = day(3, 6)
            items.append(Tx(d, d, f"ECHEANCE PRET N {rng.randint(10000000, 99999999)}", debit=loan))
            budget -= loan
        d = day(8, 14)
        items.append(
            Tx(
                d,
                d,
                f"PRLV {UTILITIES.get(city.upper(), 'ONEE')} FACT {month:02d}/{year}",
                debit=round(rng.uniform(160, 520), 2),
            )
        )
        d = day(1, 28)
        items.append(Tx(d, d, rng.choice(TELCOS), debit=float(rng.choice([50, 100, 200, 99, 149]))))
        for _ in range(rng.randint(1, 3)):
            d = day(1, 28)
            items.append(
                Tx(
                    d,
                    d,
                    f"RETRAIT GAB {city.upper()} {rng.randint(100, 999)}",
                    debit=float(rng.choice([200, 300, 500, 1000, 1500, 2000])),
                )
            )
        for _ in range(rng.randint(3, 6)):
            d = day(1, 28)
            items.append(
                Tx(
                    d,
                    d + dt.timedelta(days=1),
                    f"PAIEMENT CB {rng.choice(SHOPS)} {d.strftime('%d%m')}",
                    debit=round(rng.uniform(45, 950), 2),
                )
            )
        if rng.random() < 0.5:
            d = day(5, 25)
            items.append(
                Tx(
                    d,
                    d,
                    f"VIR EMIS VERS {rng.choice(['FAMILLE', 'LOYER', 'EPARGNE', 'ASSOCIATION'])}",
                    debit=float(rng.choice([500, 800, 1000, 1500, 2500])),
                )
            )
        if rng.random() < 0.3:
            d = day(5, 25)
            items.append(Tx(d, d, "VERSEMENT ESPECES", credit=float(rng.choice([500, 1000, 2000]))))
        rest = budget - sum(t.debit for t in items)
        while rest > 80:
            d = day(2, 28)
            if rest > 2500 and rng.random() < 0.5:
                amount = float(rng.choice([1000, 1500, 2000, 2500]))
                items.append(Tx(d, d, f"VIR EMIS VERS {rng.choice(['FAMILLE', 'EPARGNE', 'TIERS'])}", debit=amount))
            else:
                amount = round(min(rest, rng.uniform(120, 1400)), 2)
                items.append(
                    Tx(
                        d,
                        d + dt.timedelta(days=1),
                        f"PAIEMENT CB {rng.choice(SHOPS)} {d.strftime('%d%m')}",
                        debit=amount,
                    )
                )
            rest -= amount
        fee_day = last
        items.append(Tx(fee_day, fee_day, "FRAIS TENUE DE COMPTE", debit=float(rng.choice([15, 20, 25, 33]))))
        items.append(Tx(fee_day, fee_day, "TVA 10% SUR FRAIS", debit=round(items[-1].debit * 0.1, 2)))
        items.sort(key=lambda t: (t.day, t.credit == 0))
        out.extend(items)
        month += 1
        if month == 13:
            year, month = year + 1, 1
    return out


def closing_of(opening: float, txs: list[Tx]) -> float:
    return (_cents(opening) + sum(_cents(t.credit) - _cents(t.debit) for t in txs)) / 100


def _labels(acc: Account, start: dt.date, end: dt.date, opening: float, closing: float) -> dict:
    return {
        "bank_name": acc.bank.name,
        "account_holder": acc.holder,
        "rib": acc.rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }


def _meta(opening: float, closing: float, txs: list[Tx]) -> dict:
    return {
        "opening": opening,
        "closing": closing,
        "debits": [t.debit for t in txs],
        "credits": [t.credit for t in txs],
    }


def _pdf_date(day: dt.date) -> str:
    return f"D:{day.strftime('%Y%m%d')}061500+01'00'"


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def _bank_mark(c: Canvas, b: Bank, x: float, y: float, size: float, light: bool = False) -> None:
    col = 1 if light else b.color
    logo(c, x, y, size, b.name, b.color if not light else (1, 1, 1), 0 if b.code in ("007", "230") else 3)
    c.text(x + size + 8, y + size * 0.62, b.name, SANS_B, size * 0.45, color=col)


def _pages(rows: list, first: int, rest: int) -> list[list]:
    chunks = [rows[:first]]
    rows = rows[first:]
    while rows:
        chunks.append(rows[:rest])
        rows = rows[rest:]
    return chunks


# -- statement style 1: debit / credit columns, balances in the column of their sign ----------------------------


def statement_columns(
    acc: Account, start: dt.date, end: dt.date, opening: float, txs: list[Tx], rng: random.Random
) -> Doc:
    b = acc.bank
    closing = closing_of(opening, txs)
    c = Canvas(title="Relevé de compte", creator=f"{b.short} Online", date=_pdf_date(end + dt.timedelta(days=2)))
    rows = [
        [
            t.day.strftime("%d/%m"),
            t.label,
            t.value.strftime("%d/%m"),
            fmt.money(t.debit) if t.debit else "",
            fmt.money(t.credit) if t.credit else "",
        ]
        for t in txs
    ]
    chunks = _pages(rows, 26, 36)
    widths = [42, 270, 42, 80, 80]
    x0 = 40.0
    for n, chunk in enumerate(chunks):
        if n:
            c.new_page()
        c.rect(0, 0, c.w, 6, fill=b.color)
        _bank_mark(c, b, x0, 24, 34)
        c.text(c.w - 40, 38, "RELEVÉ DE COMPTE", SANS_B, 13, "r")
        c.text(c.w - 40, 52, f"Page {n + 1}/{len(chunks)}", SANS, 8, "r", 0.4)
        y = 80.0
        if n == 0:
            c.rect(320, y, c.w - 360, 66, stroke=0.5)
            c.text(330, y + 16, acc.printed_holder, SANS_B, 10)
            for i, line in enumerate(acc.address):
                c.text(330, y + 30 + i * 12, line, SANS, 9)
            c.text(x0, y + 12, f"Agence : {acc.agency}", SANS, 9)
            c.text(x0, y + 26, f"Période du {fmt.date(start)} au {fmt.date(end)}", SANS_B, 9)
            c.text(x0, y + 40, "Devise : MAD (Dirham marocain)", SANS, 9)
            y += 82
            c.text(x0, y, "RIB", SANS_B, 8.5)
            cells = [acc.rib[:3], acc.rib[3:6], acc.rib[6:22], acc.rib[22:]]
            heads = ["Code banque", "Code ville", "N° de compte", "Clé RIB"]
            table(
                c, x0 + 30, y - 10, [60, 60, 150, 50], [heads, cells], "cccc", SANS, 8.5, 14, SANS_B, (0.93, 0.93, 0.93)
            )
            y += 36
        head = ["Date", "Libellé de l'opération", "Valeur", "Débit", "Crédit"]
        body = chunk
        if n == 0:
            side = 3 if opening < 0 else 4
            line = ["", f"SOLDE DEPART AU {fmt.date(start)}", "", "", ""]
            line[side] = fmt.money(abs(opening))
            body = [line, *body]
        if n == len(chunks) - 1:
            debits = sum(_cents(t.debit) for t in txs) / 100
            credits = sum(_cents(t.credit) for t in txs) / 100
            side = 3 if closing < 0 else 4
            final = ["", f"SOLDE FINAL AU {fmt.date(end)}", "", "", ""]
            final[side] = fmt.money(abs(closing))
            body = [*body, ["", "TOTAL DES MOUVEMENTS", "", fmt.money(debits), fmt.money(credits)], final]
        y = table(c, x0, y, widths, [head, *body], "llcrr", SANS, 8, 15.5, SANS_B, (0.88, 0.88, 0.88))
        if n == len(chunks) - 1:
            word = "DÉBITEUR" if closing < 0 else "CRÉDITEUR"
            c.text(x0, y + 20, f"Votre solde au {fmt.date(end)} est {word}.", SANS_I, 8.5, color=0.3)
        c.text(
            c.w / 2,
            c.h - 24,
            f"{b.name} - Société anonyme - Agréée en qualité de banque - SWIFT {b.swift}",
            SANS,
            6.8,
            "c",
            0.45,
        )
    return Doc("bank_statement", _labels(acc, start, end, opening, closing), [c], meta=_meta(opening, closing, txs))


# -- statement style 2: running balance, D/C suffixes ------------------------------------------------------------


def _dc(value: float, style: str) -> str:
    if style == "suffix":
        return f"{fmt.money(abs(value))} {'D' if value < 0 else 'C'}"
    if style == "crdb":
        return f"{fmt.money(abs(value), 'dot')} {'DB' if value < 0 else 'CR'}"
    return fmt.money(value, "fr")


def statement_running(
    acc: Account, start: dt.date, end: dt.date, opening: float, txs: list[Tx], rng: random.Random, sign: str = "suffix"
) -> Doc:
    b = acc.bank
    closing = closing_of(opening, txs)
    c = Canvas(title="Extrait de compte", creator=f"{b.short} e-banking", date=_pdf_date(end + dt.timedelta(days=1)))
    rows = []
    bal = _cents(opening)
    for t in txs:
        bal += _cents(t.credit) - _cents(t.debit)
        rows.append(
            [
                fmt.date(t.day, "short"),
                fmt.date(t.value, "short"),
                t.label,
                fmt.money(t.debit) if t.debit else "",
                fmt.money(t.credit) if t.credit else "",
                _dc(bal / 100, sign),
            ]
        )
    chunks = _pages(rows, 30, 40)
    x0 = 34.0
    widths = [44, 44, 230, 67, 67, c.w - 2 * x0 - 452]
    for n, chunk in enumerate(chunks):
        if n:
            c.new_page()
        c.rect(0, 0, c.w, 64, fill=b.color)
        c.rect(x0, 14, 36, 36, fill=1, radius=6)
        c.text(x0 + 18, 37, b.short[:3], SANS_B, 11, "c", b.color)
        c.text(x0 + 46, 36, b.name, NARROW_B, 17, color=1)
        c.text(x0 + 46, 50, b.tagline or "Extrait de compte", NARROW, 8.5, color=1)
        c.text(c.w - x0, 32, "EXTRAIT DE COMPTE", NARROW_B, 12, "r", 1)
        c.text(c.w - x0, 46, f"Feuillet {n + 1} / {len(chunks)}", NARROW, 8.5, "r", 1)
        y = 86.0
        if n == 0:
            c.text(x0, y, "Titulaire", NARROW, 8.5, color=0.4)
            c.text(x0 + 80, y, acc.printed_holder, NARROW_B, 10)
            c.text(x0, y + 14, "Adresse", NARROW, 8.5, color=0.4)
            c.text(x0 + 80, y + 14, ", ".join(acc.address), NARROW, 9)
            c.text(x0, y + 28, "RIB", NARROW, 8.5, color=0.4)
            c.text(x0 + 80, y + 28, acc.rib, NARROW_B, 10)
            c.text(x0, y + 42, "Agence", NARROW, 8.5, color=0.4)
            c.text(x0 + 80, y + 42, acc.agency, NARROW, 9)
            c.rect(c.w - x0 - 190, y - 12, 190, 62, fill=(0.95, 0.95, 0.95))
            c.text(c.w - x0 - 182, y + 2, f"Du {fmt.date(start, 'dot')} au {fmt.date(end, 'dot')}", NARROW_B, 9.5)
            c.text(c.w - x0 - 182, y + 18, f"Solde au {fmt.date(start, 'dot')}", NARROW, 9)
            c.text(c.w - x0 - 8, y + 18, _dc(opening, sign), NARROW_B, 9, "r")
            c.text(c.w - x0 - 182, y + 32, f"Solde au {fmt.date(end, 'dot')}", NARROW, 9)
            c.text(c.w - x0 - 8, y + 32, _dc(closing, sign), NARROW_B, 9, "r")
            c.text(c.w - x0 - 182, y + 44, "Montants en dirhams", NARROW, 7.5, color=0.45)
            y += 66
        head = ["Date", "Valeur", "Opération", "Débit", "Crédit", "Solde"]
        body = chunk
        if n == 0:
            body = [["", "", "SOLDE INITIAL", "", "", _dc(opening, sign)], *body]
        if n == len(chunks) - 1:
            body = [*body, ["", "", "SOLDE FINAL", "", "", _dc(closing, sign)]]
        table(c, x0, y, widths, [head, *body], "lllrrr", NARROW, 8.2, 15, NARROW_B, (0.85, 0.85, 0.85), grid=0.6)
        c.text(
            c.w / 2,
            c.h - 22,
            f"{b.name} - BIC {b.swift} - Ce relevé tient lieu d'avis d'opération.",
            NARROW,
            7,
            "c",
            0.45,
        )
    return Doc("bank_statement", _labels(acc, start, end, opening, closing), [c], meta=_meta(opening, closing, txs))


# -- statement style 3: a core-banking print in monospace -------------------------------------------------------


def statement_mono(
    acc: Account, start: dt.date, end: dt.date, opening: float, txs: list[Tx], rng: random.Random
) -> Doc:
    b = acc.bank
    closing = closing_of(opening, txs)
    c = Canvas(title="EXTRAIT", creator="T24", date=_pdf_date(end + dt.timedelta(days=3)))
    size, lead, x0 = 8.3, 11.0, 36.0
    rule = "=" * 96
    lines: list[tuple[str, bool]] = []
    for t in txs:
        lines.append(
            (
                f"{t.day.strftime('%d.%m.%y')}  {t.label[:44]:<44} {t.value.strftime('%d.%m.%y')} "
                f"{fmt.money(t.debit, 'dot') if t.debit else '':>14} "
                f"{fmt.money(t.credit, 'dot') if t.credit else '':>14}",
                False,
            )
        )
    chunks = _pages(lines, 44, 56)
    for n, chunk in enumerate(chunks):
        if n:
            c.new_page()
        y = 40.0
        c.text(x0, y, b.name.upper(), MONO_B, 12)
        c.text(c.w - x0, y, f"PAGE {n + 1:>3}", MONO, size, "r")
        y += 14
        c.text(x0, y, f"AGENCE {acc.agency.upper()}", MONO, size)
        y += lead * 1.5
        if n == 0:
            c.text(x0, y, "EXTRAIT DE COMPTE", MONO_B, 11)
            c.text(330, y, acc.printed_holder, MONO_B, size + 0.5)
            for i, line in enumerate(acc.address):
                c.text(330, y + (i + 1) * lead, line, MONO, size)
            y += lead
            c.text(x0, y, f"PERIODE DU {fmt.date(start)} AU {fmt.date(end)}", MONO, size)
            y += lead
            c.text(x0, y, f"RIB : {rib_grouped(acc.rib)}", MONO, size)
            y += lead * 2.5
        c.text(x0, y, rule, MONO, size)
        y += lead
        c.text(x0, y, f"{'DATE':<8}  {'LIBELLE':<44} {'VALEUR':<8} {'DEBIT':>14} {'CREDIT':>14}", MONO_B, size)
        y += lead
        c.text(x0, y, rule, MONO, size)
        y += lead
        if n == 0:
            word = "DEBITEUR" if opening < 0 else "CREDITEUR"
            col = (
                f"{fmt.money(abs(opening), 'dot'):>14} {'':>14}"
                if opening < 0
                else f"{'':>14} {fmt.money(opening, 'dot'):>14}"
            )
            c.text(x0, y, f"{'':<8}  {('ANCIEN SOLDE ' + word):<44} {'':<8} {col}", MONO_B, size)
            y += lead
        for text, _bold in chunk:
            c.text(x0, y, text, MONO, size)
            y += lead
        if n == len(chunks) - 1:
            c.text(x0, y, rule, MONO, size)
            y += lead
            debits = sum(_cents(t.debit) for t in txs) / 100
            credits = sum(_cents(t.credit) for t in txs) / 100
            c.text(
                x0,
                y,
                f"{'':<8}  {'TOTAL MOUVEMENTS':<44} {'':<8} {fmt.money(debits, 'dot'):>14} "
                f"{fmt.money(credits, 'dot'):>14}",
                MONO,
                size,
            )
            y += lead
            word = "DEBITEUR" if closing < 0 else "CREDITEUR"
            col = (
                f"{fmt.money(abs(closing), 'dot'):>14} {'':>14}"
                if closing < 0
                else f"{'':>14} {fmt.money(closing, 'dot'):>14}"
            )
            c.text(
                x0,
                y,
                f"{'':<8}  {('NOUVEAU SOLDE ' + word + ' AU ' + fmt.date(end, 'dot')):<44} {'':<8} {col}",
                MONO_B,
                size,
            )
            y += lead
            c.text(x0, y, rule, MONO, size)
            c.text(
                x0, y + lead * 2, "SAUF ERREUR OU OMISSION. RECLAMATIONS DANS UN DELAI DE 30 JOURS.", MONO, size - 0.5
            )
    return Doc("bank_statement", _labels(acc, start, end, opening, closing), [c], meta=_meta(opening, closing, txs))


# -- statement style 4: a modern bank's English/French statement ------------------------------------------------


def _soft(label: str) -> str:
    return " ".join(w if w in _UPPER or w in UTILITIES.values() else w.capitalize() for w in label.split())


def _paren(value: float) -> str:
    text = fmt.money(abs(value), "en")
    return f"({text})" if value < 0 else text


def statement_modern(
    acc: Account, start: dt.date, end: dt.date, opening: float, txs: list[Tx], rng: random.Random
) -> Doc:
    b = acc.bank
    closing = closing_of(opening, txs)
    c = Canvas(title="Account statement", creator=f"{b.short} Digital", date=_pdf_date(end + dt.timedelta(days=1)))
    rows = []
    bal = _cents(opening)
    for t in txs:
        bal += _cents(t.credit) - _cents(t.debit)
        rows.append(
            [
                fmt.date(t.day, "abbr_en"),
                _soft(t.label),
                _paren(-t.debit) if t.debit else "",
                fmt.money(t.credit, "en") if t.credit else "",
                _paren(bal / 100),
            ]
        )
    chunks = _pages(rows, 28, 40)
    x0 = 44.0
    widths = [62, 230, 75, 70, c.w - 2 * x0 - 437]
    for n, chunk in enumerate(chunks):
        if n:
            c.new_page()
        _bank_mark(c, b, x0, 30, 30)
        c.text(c.w - x0, 40, "Relevé de compte / Account statement", GOTHIC_B, 11, "r")
        c.text(c.w - x0, 54, f"{fmt.date(start, 'abbr_en')} - {fmt.date(end, 'abbr_en')}", GOTHIC, 9, "r", 0.35)
        y = 86.0
        if n == 0:
            c.text(x0, y, acc.printed_holder, GOTHIC_B, 11)
            for i, line in enumerate(acc.address):
                c.text(x0, y + 14 + i * 12, line, GOTHIC, 9, color=0.3)
            c.text(x0, y + 50, "IBAN", GOTHIC, 8, color=0.45)
            c.text(x0 + 34, y + 50, codes.grouped(codes.iban(acc.rib)), GOTHIC_B, 9.5)
            c.text(x0, y + 64, "BIC", GOTHIC, 8, color=0.45)
            c.text(x0 + 34, y + 64, b.swift, GOTHIC, 9)
            boxes = [
                ("Opening balance", opening),
                ("Money in", sum(t.credit for t in txs)),
                ("Money out", -sum(t.debit for t in txs)),
                ("Closing balance", closing),
            ]
            bx = 300.0
            for i, (label, value) in enumerate(boxes):
                c.rect(bx, y - 8 + i * 19, c.w - x0 - bx, 18, fill=(0.96, 0.96, 0.97) if i % 3 else (0.9, 0.92, 0.95))
                c.text(bx + 8, y + 5 + i * 19, label, GOTHIC_B if i % 3 == 0 else GOTHIC, 9)
                c.text(
                    c.w - x0 - 8,
                    y + 5 + i * 19,
                    f"MAD {_paren(round(value, 2))}",
                    GOTHIC_B if i % 3 == 0 else GOTHIC,
                    9,
                    "r",
                )
            y += 94
        head = ["Date", "Description", "Debit", "Credit", "Balance"]
        table(c, x0, y, widths, [head, *chunk], "llrrr", GOTHIC, 8, 15, GOTHIC_B, (0.9, 0.92, 0.95), grid=None)
        c.hline(x0, c.w - x0, y + 15, 0.6, 0.3)
        c.text(
            x0,
            c.h - 30,
            f"{b.name} - {acc.agency} - amounts in MAD; debits and overdrawn balances in brackets.",
            GOTHIC,
            7,
            color=0.45,
        )
        c.text(c.w - x0, c.h - 30, f"{n + 1}/{len(chunks)}", GOTHIC, 7, "r", 0.45)
    return Doc("bank_statement", _labels(acc, start, end, opening, closing), [c], meta=_meta(opening, closing, txs))


STATEMENTS = {
    "columns": statement_columns,
    "running": statement_running,
    "mono": statement_mono,
    "modern": statement_modern,
}


# -- RIB documents -----------------------------------------------------------------------------------------------


def rib_document(acc: Account, issued: dt.date, rng: random.Random, style: str) -> Doc:
    b = acc.bank
    c = Canvas(title="RIB", creator=f"{b.short} Online", date=_pdf_date(issued))
    x0 = 50.0
    if style == "releve":
        c.rect(x0, 40, c.w - 2 * x0, 250, stroke=0.3, width=0.8)
        _bank_mark(c, b, x0 + 14, 54, 30)
        c.text(c.w - x0 - 14, 72, "RELEVÉ D'IDENTITÉ BANCAIRE", SANS_B, 12, "r")
        c.text(x0 + 14, 112, "Titulaire du compte", SANS, 8.5, color=0.4)
        c.text(x0 + 14, 126, acc.printed_holder, SANS_B, 11)
        for i, line in enumerate(acc.address):
            c.text(x0 + 14, 140 + i * 11, line, SANS, 9)
        c.text(320, 112, "Domiciliation", SANS, 8.5, color=0.4)
        c.text(320, 126, acc.agency, SANS_B, 10)
        c.text(320, 140, acc.city, SANS, 9)
        heads = ["Code banque", "Code ville", "N° de compte", "Clé RIB"]
        cells = [acc.rib[:3], acc.rib[3:6], acc.rib[6:22], acc.rib[22:]]
        table(c, x0 + 14, 180, [80, 80, 200, 70], [heads, cells], "cccc", SANS_B, 10.5, 20, SANS, (0.93, 0.93, 0.93))
        c.text(x0 + 14, 246, "IBAN", SANS, 8.5, color=0.4)
        c.text(x0 + 60, 246, codes.grouped(codes.iban(acc.rib)), MONO_B, 10)
        c.text(x0 + 14, 264, "BIC / SWIFT", SANS, 8.5, color=0.4)
        c.text(x0 + 80, 264, b.swift, MONO_B, 10)
        c.text(
            x0 + 14,
            280,
            "Remettez ce relevé à tout organisme appelé à virer ou prélever sur votre compte.",
            SANS_I,
            7.5,
            color=0.4,
        )
    elif style == "attestation":
        _bank_mark(c, b, x0, 50, 40)
        c.text(c.w - x0, 70, f"{acc.city}, le {fmt.date(issued, 'long')}", SANS, 10, "r")
        c.text(c.w / 2, 170, "ATTESTATION DE RIB", SANS_B, 15, "c")
        text = (
            f"Nous soussignés, {b.name}, agence {acc.agency}, attestons que {acc.printed_holder} est "
            f"titulaire dans nos livres d'un compte en dirhams ouvert sous les références suivantes :"
        )
        y = c.paragraph(x0 + 10, 220, c.w - 2 * x0 - 20, text, SANS, 11, 17)
        y += 14
        c.text(x0 + 30, y, "RIB :", SANS, 11)
        c.text(x0 + 80, y, acc.rib, SANS_B, 12)
        c.text(x0 + 30, y + 20, "IBAN :", SANS, 11)
        c.text(x0 + 80, y + 20, codes.iban(acc.rib), SANS_B, 11)
        c.text(x0 + 30, y + 40, "SWIFT :", SANS, 11)
        c.text(x0 + 80, y + 40, b.swift, SANS_B, 11)
        y = c.paragraph(
            x0 + 10,
            y + 80,
            c.w - 2 * x0 - 20,
            "La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit.",
            SANS,
            11,
            17,
        )
        c.text(c.w - x0 - 60, y + 30, "Le Chef d'agence", SANS, 10, "c")
        signature(c, c.w - x0 - 110, y + 64, rng)
        stamp(c, c.w - x0 - 190, y + 70, [b.name.upper(), f"AGENCE {acc.agency.upper()}"], rng, color=(0.45, 0.2, 0.5))
        c.text(c.w / 2, c.h - 30, f"{b.name} - BIC {b.swift}", SANS, 7, "c", 0.45)
    else:  # slip: what the mobile app exports
        c.rect(0, 0, c.w, 90, fill=b.color)
        c.text(x0, 52, b.name, GOTHIC_B, 20, color=1)
        c.text(x0, 70, "Mon RIB", GOTHIC, 11, color=1)
        y = 130.0
        for label, value, face in [
            ("Titulaire", acc.printed_holder, GOTHIC_B),
            ("Agence", acc.agency, GOTHIC),
            ("RIB", rib_grouped(acc.rib), MONO_B),
            ("IBAN", codes.grouped(codes.iban(acc.rib)), MONO_B),
            ("Code SWIFT", b.swift, MONO_B),
        ]:
            c.text(x0, y, label, GOTHIC, 9, color=0.45)
            c.text(x0, y + 16, value, face, 12)
            c.hline(x0, c.w - x0, y + 26, 0.3, 0.8)
            y += 44
        c.text(x0, y + 10, f"Document généré le {fmt.date(issued, 'slash')}", GOTHIC, 8, color=0.45)
    labels = {"bank_name": b.name, "account_holder": acc.holder, "rib": acc.rib}
    return Doc("rib", labels, [c])
