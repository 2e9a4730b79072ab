"""Bank statements (six layouts) and RIB papers (four layouts)."""

from __future__ import annotations

import calendar
import datetime as dt
import random
from dataclasses import dataclass

from . import art
from . import fmt as F
from .art import esc
from .payroll import compute, last_working_day
from .tbase import AR, DASH, civ, document
from .world import Bank, Case, Doc


@dataclass
class Tx:
    date: dt.date
    value: dt.date
    label: str
    debit: float = 0.0
    credit: float = 0.0
    balance: float = 0.0
    optional: bool = False


SHOPS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "LABEL VIE",
    "ACIMA",
    "PHARMACIE AL AMAL",
    "STATION AFRIQUIA",
    "STATION SHELL",
    "DECATHLON",
    "ELECTROPLANET",
    "MCDONALDS",
    "GLOVO",
    "JUMIA",
    "CAFE LA CORNICHE",
    "ZARA",
    "KITEA",
    "ONCF VOYAGES",
    "CTM",
    "IAM RECHARGE",
    "MARWA",
]


def _months(start: dt.date, end: dt.date) -> list[tuple[int, int]]:
    out = []
    y, m = start.year, start.month
    while (y, m) <= (end.year, end.month):
        out.append((y, m))
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return out


def ledger(c: Case, rng: random.Random) -> tuple[float, list[Tx], float]:
    """Opening balance, movements with running balances, closing balance."""
    st = c.statement
    start, end = st["start"], st["end"]
    opening = st["opening"]
    city = c.person.city.upper().replace("È", "E").replace("É", "E")
    bank_short = {"Attijariwafa bank": "AWB", "Banque Populaire": "BP", "Crédit Agricole du Maroc": "CAM"}.get(
        c.bank.name, c.bank.name.split()[0].upper()
    )
    txs: list[Tx] = []
    for y, m in _months(start, end):
        pay = compute(c, y, m)
        last = calendar.monthrange(y, m)[1]
        net = pay.net
        sal_day = last_working_day(y, m)
        employer_tag = c.employer.brand.upper()
        if c.job.contract == "INTERIM":
            employer_tag = c.employer.name.upper().replace(" SARL", "").replace(" SA", "")
        label = rng.choice(
            [
                f"VIR SALAIRE {employer_tag} {F.MON3_FR[m - 1]} {y % 100}",
                f"VIREMENT RECU {employer_tag} PAIE {m:02d}/{y}",
                f"VIR RECU DE {c.employer.name.upper()[:28]}",
            ]
        )
        txs.append(Tx(sal_day, sal_day, label, credit=net))
        budget = net * rng.uniform(0.82, 0.98)
        spent = 0.0
        # rent or family transfer
        if rng.random() < 0.7:
            amt = F.r2(round(net * rng.uniform(0.22, 0.35), -2))
            d = dt.date(y, m, rng.randint(2, 6))
            txs.append(Tx(d, d, rng.choice(["VIR EMIS LOYER", "VIREMENT EMIS FAMILLE", "VIR PERMANENT LOYER"]), amt))
            spent += amt
        # bills
        for lbl, lo, hi in (
            ("PRLV FACTURE EAU ELECTRICITE", 180, 520),
            ("PRLV FACTURE INTERNET FIBRE", 249, 449),
            ("PRLV ASSURANCE AUTO", 300, 650),
        ):
            if rng.random() < 0.65:
                amt = F.r2(rng.uniform(lo, hi))
                d = dt.date(y, m, rng.randint(8, 16))
                txs.append(Tx(d, d, lbl, amt))
                spent += amt
        # card payments and ATM
        n = rng.randint(5, 9)
        for _ in range(n):
            if spent > budget:
                break
            d = dt.date(y, m, rng.randint(1, last))
            if rng.random() < 0.3:
                amt = float(rng.choice([200, 300, 400, 500, 1000, 1500, 2000]))
                txs.append(Tx(d, d, f"RETRAIT GAB {bank_short} {city[:12]} {d.strftime('%d/%m')}", amt, optional=True))
            else:
                shop = rng.choice(SHOPS)
                amt = F.r2(rng.uniform(45, 950))
                txs.append(Tx(d, d, f"PAIEMENT CB {shop} {d.strftime('%d/%m')}", amt, optional=True))
            spent += amt
        # fees
        fee_day = dt.date(y, m, last)
        txs.append(Tx(fee_day, fee_day, "FRAIS TENUE DE COMPTE", 25.0 if "Barid" not in c.bank.name else 10.0))
        txs.append(Tx(fee_day, fee_day, "TVA SUR COMMISSIONS", 2.5 if "Barid" not in c.bank.name else 1.0))
        if c.overdrawn:
            d = dt.date(y, m, 5)
            txs.append(Tx(d, d, f"ECHEANCE CREDIT CONSO N° {rng.randint(10**6, 10**7 - 1)}", F.r2(net * 0.32)))
            if "participatif" not in c.bank.account_type:
                txs.append(Tx(fee_day, fee_day, "INTERETS DEBITEURS", F.r2(rng.uniform(18, 95))))
        if rng.random() < 0.35:
            d = dt.date(y, m, rng.randint(10, 24))
            txs.append(Tx(d, d, "VIR INSTANTANE RECU", 0.0, F.r2(round(rng.uniform(150, 1500), -1))))
    txs = [t for t in txs if start <= t.date <= end]
    txs.sort(key=lambda t: (t.date, -t.credit))
    # card payments and withdrawals the account could not have paid are not made
    floor = -0.6 * compute(c, end.year, end.month).net if c.overdrawn else 150.0
    floor = min(floor, opening)
    kept = []
    bal = opening
    for t in txs:
        nxt = F.r2(bal + t.credit - t.debit)
        if t.optional and nxt < floor:
            continue
        bal = nxt
        t.balance = bal
        kept.append(t)
    txs = kept
    if c.overdrawn and bal >= 0:
        d = end - dt.timedelta(days=3)
        amt = F.r2(bal + rng.uniform(300, 1800))
        t = Tx(d, d, "VIR EMIS AVANCE TRAVAUX DOMICILE", amt)
        txs.append(t)
        txs.sort(key=lambda t: (t.date, -t.credit))
        bal = opening
        for t in txs:
            bal = F.r2(bal + t.credit - t.debit)
            t.balance = bal
    return opening, txs, bal


def rib_grouped(b: Bank) -> str:
    r = b.rib
    return f"{r[:3]} {r[3:6]} {r[6:22]} {r[22:]}"


def iban_grouped(b: Bank) -> str:
    s = b.iban
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _labels(c: Case, opening: float, closing: float) -> dict:
    return {
        "bank_name": c.bank.name,
        "account_holder": c.person.name,
        "rib": c.bank.rib,
        "statement_period_start": c.statement["start"].isoformat(),
        "statement_period_end": c.statement["end"].isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }


def _chunks(txs: list[Tx], first: int, rest: int) -> list[list[Tx]]:
    out = [txs[:first]]
    i = first
    while i < len(txs):
        out.append(txs[i : i + rest])
        i += rest
    return out


def _bank_logo(b: Bank, h: float = 11) -> str:
    c1, c2 = b.colors
    kind = {"CIH Bank": "bars", "CFG Bank": "square", "Al Barid Bank": "triangle", "Umnia Bank": "leaf"}.get(
        b.name, "circles"
    )
    return art.logo(kind, b.name, c1, c2, h)


def _holder_block(c: Case, style: str = "upper") -> str:
    p = c.person
    nm = f"{civ(p).upper()} {p.given.upper()} {p.family.upper()}" if style == "upper" else f"{civ(p)} {p.name}"
    return f"<b>{esc(nm)}</b><br>" + "<br>".join(esc(a.upper() if style == "upper" else a) for a in p.address)


# ------------------------------------------------------------------------------------------------------- classic

CLASSIC_CSS = """
.page{padding:12mm 13mm;font-family:'Liberation Sans',sans-serif;font-size:8.4pt;color:#111}
.top{display:flex;justify-content:space-between}.addr{margin-top:6mm;margin-left:100mm;font-size:9.5pt;
line-height:1.4}.info{margin-top:6mm;border:0.3mm solid #444;padding:2mm 3mm;display:grid;
grid-template-columns:1fr 1fr;gap:1mm 6mm}table.t{width:100%;border-collapse:collapse;margin-top:4mm}
table.t th{border:0.3mm solid #444;background:#e9e9e9;padding:1.5mm}table.t td{border-left:0.3mm solid #444;
border-right:0.3mm solid #444;padding:1.05mm 1.5mm}table.t tr:last-child td{border-bottom:0.3mm solid #444}
.num{text-align:right;white-space:nowrap}.sol td{font-weight:bold;background:#f4f4f4;border-top:0.3mm solid #444}
.pg{position:absolute;bottom:8mm;right:13mm;font-size:7.5pt}.legal{position:absolute;bottom:8mm;left:13mm;
font-size:6.6pt;color:#555;width:150mm}
"""


def classic(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    opening, txs, closing = ledger(c, rng)
    st = "dot" if b.name in ("Banque Populaire",) else "sp"
    s0, s1 = c.statement["start"], c.statement["end"]
    title = "EXTRAIT DE COMPTE" if b.name == "Attijariwafa bank" else "RELEVÉ DE COMPTE"
    chunks = _chunks(txs, 30, 42)
    pages = []
    tot_d = F.r2(sum(t.debit for t in txs))
    tot_c = F.r2(sum(t.credit for t in txs))

    def bal_cells(v: float) -> str:
        return (
            f"<td class=num>{F.money(-v, st)}</td><td class=num></td>"
            if v < 0
            else f"<td class=num></td><td class=num>{F.money(v, st)}</td>"
        )

    for k, chunk in enumerate(chunks):
        rows = []
        if k == 0:
            rows.append(
                f"<tr class=sol><td>{F.date(s0, 'slash')}</td><td>SOLDE DEPART AU {F.date(s0, 'slash')}</td><td></td>"
                f"{bal_cells(opening)}</tr>"
            )
        for t in chunk:
            rows.append(
                f"<tr><td>{F.date(t.date, 'slash')}</td><td>{esc(t.label)}</td><td>{F.date(t.value, 'slash')}</td>"
                f"<td class=num>{F.money(t.debit, st) if t.debit else ''}</td>"
                f"<td class=num>{F.money(t.credit, st) if t.credit else ''}</td></tr>"
            )
        if k == len(chunks) - 1:
            rows.append(
                f"<tr class=sol><td></td><td>TOTAL DES MOUVEMENTS</td><td></td><td class=num>{F.money(tot_d, st)}</td>"
                f"<td class=num>{F.money(tot_c, st)}</td></tr>"
            )
            rows.append(
                f"<tr class=sol><td>{F.date(s1, 'slash')}</td><td>SOLDE FINAL AU {F.date(s1, 'slash')}</td><td></td>"
                f"{bal_cells(closing)}</tr>"
            )
        head = (
            f'<div class=top><div>{_bank_logo(b)}<div style="margin-top:1mm">Agence {esc(b.agency)}<br>'
            f'{esc(b.agency_address)}</div></div><div style="text-align:right"><div style="font-size:14pt;'
            f'font-weight:bold">{title}</div><div>Période du {F.date(s0, "slash")} au {F.date(s1, "slash")}</div>'
            f"<div>Devise : MAD</div></div></div>"
        )
        info = ""
        if k == 0:
            info = (
                f"<div class=addr>{_holder_block(c)}</div><div class=info><div>Titulaire : <b>"
                f"{esc(p.family.upper())} {esc(p.given.upper())}</b></div><div>Nature : {esc(b.account_type)}</div>"
                f"<div>N° de compte : {b.account}</div><div>RIB : <b>{rib_grouped(b)}</b></div>"
                f"<div>Code client : {rng.randint(10**6, 10**7 - 1)}</div><div>Date d'édition : "
                f"{F.date(s1 + dt.timedelta(days=1), 'slash')}</div></div>"
            )
        else:
            info = (
                f'<div style="margin-top:3mm">{esc(p.family.upper())} {esc(p.given.upper())} \u2013 RIB '
                f"{rib_grouped(b)}</div>"
            )
        table = (
            "<table class=t><tr><th style='width:18mm'>DATE OPER.</th><th>LIBELLE</th><th style='width:18mm'>"
            f"DATE VALEUR</th><th style='width:26mm'>DEBIT</th><th style='width:26mm'>CREDIT</th></tr>"
            f"{''.join(rows)}</table>"
        )
        legal = (
            f"{esc(b.name)} \u2013 Société anonyme régie par la loi bancaire \u2013 "
            "Les opérations non contestées dans un délai "
            "de 30 jours sont réputées approuvées."
        )
        pages.append(
            f"<div class=page>{head}{info}{table}<div class=legal>{legal}</div>"
            f"<div class=pg>Page {k + 1}/{len(chunks)}</div></div>"
        )
    return document(pages, CLASSIC_CSS), _labels(c, opening, closing)


# -------------------------------------------------------------------------------------------------------- online

ONLINE_CSS = """
.page{padding:12mm 14mm;font-family:'DejaVu Sans',sans-serif;font-size:7.9pt;color:#222}
.bar{display:flex;justify-content:space-between;align-items:center;border-bottom:0.8mm solid var(--c1);
padding-bottom:2mm}.sum{display:flex;gap:3mm;margin:4mm 0}.sum div{flex:1;background:#f3f4f6;padding:2mm 3mm}
.sum b{display:block;font-size:10.5pt}table.t{width:100%;border-collapse:collapse}
table.t th{text-align:left;color:#555;font-weight:bold;border-bottom:0.3mm solid #888;padding:1.3mm}
table.t td{padding:1.2mm 1.3mm;border-bottom:0.1mm solid #e1e1e1}.num{text-align:right;white-space:nowrap}
table.t th.num{text-align:right}.neg{color:#b00020}
.pg{position:absolute;bottom:7mm;left:14mm;right:14mm;font-size:7pt;color:#777;
display:flex;justify-content:space-between}
"""


def online(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    opening, txs, closing = ledger(c, rng)
    st = "sp"
    s0, s1 = c.statement["start"], c.statement["end"]
    chunks = _chunks(txs, 34, 48)
    portal = {"CIH Bank": "CIH Online", "Société Générale Maroc": "SG Online", "Attijariwafa bank": "Attijarinet"}.get(
        b.name, "Banque en ligne"
    )
    pages = []
    for k, chunk in enumerate(chunks):
        rows = "".join(
            f"<tr><td>{F.date(t.date, 'dash')}</td><td>{esc(t.label)}</td>"
            f"<td class='num{' neg' if t.debit else ''}'>{'-' if t.debit else '+'}"
            f"{F.money(t.debit or t.credit, st)}</td><td class=num>{F.money(t.balance, st)}</td></tr>"
            for t in chunk
        )
        head = (
            f'<div class=bar style="--c1:{b.colors[0]}">{_bank_logo(b, 10)}<div style="text-align:right">'
            f'<b style="font-size:11pt">Relevé de compte</b><br>{portal} \u2013 édité le '
            f"{F.date(s1 + dt.timedelta(days=2), 'dash')}</div></div>"
        )
        info = ""
        if k == 0:
            info = (
                '<div style="display:grid;grid-template-columns:1fr 1fr;gap:1mm 6mm;margin-top:3mm">'
                f"<div>Titulaire : <b>{esc(p.given)} {esc(p.family.upper())}</b></div>"
                f"<div>Compte : {esc(b.account_type)} n° {b.account}</div>"
                f"<div>IBAN : <b>{iban_grouped(b)}</b></div><div>BIC : {b.swift}</div>"
                f"<div>Période : {F.date(s0, 'dash')} au {F.date(s1, 'dash')}</div><div>Agence : {esc(b.agency)}</div>"
                "</div>"
                f'<div class=sum style="--c1:{b.colors[0]}"><div>Solde initial au {F.date(s0, "dash")}'
                f"<b>{F.money(opening, st)} MAD</b></div><div>Total débits<b>{F.money(sum(t.debit for t in txs), st)}"
                f" MAD</b></div><div>Total crédits<b>{F.money(sum(t.credit for t in txs), st)} MAD</b></div>"
                f"<div>Solde final au {F.date(s1, 'dash')}<b>{F.money(closing, st)} MAD</b></div></div>"
            )
        table = (
            "<table class=t style='margin-top:3mm'><tr><th style='width:20mm'>Date</th><th>Libellé</th>"
            f"<th class=num style='width:28mm'>Montant (MAD)</th><th class=num style='width:28mm'>Solde</th></tr>"
            f"{rows}</table>"
        )
        pages.append(
            f"<div class=page>{head}{info}{table}<div class=pg><span>Document généré depuis votre espace {portal}. "
            f"{esc(b.name)}</span><span>{k + 1} / {len(chunks)}</span></div></div>"
        )
    return document(pages, ONLINE_CSS), _labels(c, opening, closing)


# -------------------------------------------------------------------------------------------------------- modern

MODERN_CSS = """
.page{padding:14mm 15mm;font-family:'Noto Sans',sans-serif;font-size:8pt;color:#1c2430}
.hero{background:var(--c1);color:#fff;margin:-14mm -15mm 0;padding:9mm 15mm 6mm;display:flex;
justify-content:space-between;align-items:flex-end}.hero .t{font-size:17pt;font-weight:bold}
.cards{display:flex;gap:3mm;margin:5mm 0 4mm}.cards div{flex:1;border:0.3mm solid #d5dbe3;border-radius:2mm;
padding:2.5mm 3mm}.cards b{display:block;font-size:11pt;margin-top:0.8mm}
table.t{width:100%;border-collapse:collapse}table.t th{background:#eef1f5;text-align:left;padding:1.6mm;
font-size:7.3pt;text-transform:uppercase;color:#4a5565}table.t td{padding:1.3mm 1.6mm;border-bottom:0.1mm solid #e4e8ee}
.num{text-align:right;white-space:nowrap}.pg{position:absolute;bottom:8mm;left:15mm;right:15mm;font-size:6.8pt;
color:#7a8595;display:flex;justify-content:space-between}
"""


def modern(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b = c.bank
    opening, txs, closing = ledger(c, rng)
    st = "en" if b.name == "CFG Bank" else "sp"
    ds = "slash" if b.name == "CFG Bank" else "dot"
    s0, s1 = c.statement["start"], c.statement["end"]
    chunks = _chunks(txs, 32, 46)
    pages = []
    for k, chunk in enumerate(chunks):
        rows = "".join(
            f"<tr><td>{F.date(t.date, ds)}</td><td>{esc(t.label)}</td>"
            f"<td class=num>{F.money(t.debit, st) if t.debit else ''}</td>"
            f"<td class=num>{F.money(t.credit, st) if t.credit else ''}</td>"
            f"<td class=num>{F.money(t.balance, st)}</td></tr>"
            for t in chunk
        )
        hero = (
            f'<div class=hero style="--c1:{b.colors[0]}"><div><div style="font-size:12pt;font-weight:bold;'
            f'color:{b.colors[1]}">{esc(b.name)}</div><div class=t>Relevé de compte</div>'
            f'<div>Statement of account</div></div><div style="text-align:right">Du {F.date(s0, ds)} au '
            f"{F.date(s1, ds)}<br>{esc(b.account_type)}</div></div>"
        )
        info = ""
        if k == 0:
            info = (
                '<div style="display:flex;justify-content:space-between;margin-top:5mm"><div>'
                f'{_holder_block(c, "title")}</div><div style="text-align:right">RIB : <b>{b.rib}</b><br>'
                f"IBAN : {iban_grouped(b)}<br>SWIFT : {b.swift}<br>Agence : {esc(b.agency)}</div></div>"
                f"<div class=cards><div>Solde d'ouverture / Opening balance<b>{F.money(opening, st)} MAD</b></div>"
                f"<div>Débits / Debits<b>{F.money(sum(t.debit for t in txs), st)} MAD</b></div>"
                f"<div>Crédits / Credits<b>{F.money(sum(t.credit for t in txs), st)} MAD</b></div>"
                f"<div>Solde de clôture / Closing balance<b>{F.money(closing, st)} MAD</b></div></div>"
            )
        table = (
            "<table class=t><tr><th>Date</th><th>Opération</th><th class=num>Débit</th><th class=num>Crédit</th>"
            f"<th class=num>Solde</th></tr>{rows}</table>"
        )
        pages.append(
            f'<div class=page style="--c1:{b.colors[0]}">{hero}{info}{table}<div class=pg><span>{esc(b.name)} \u2013 '
            f"{esc(b.agency_address)}</span><span>Page {k + 1} sur {len(chunks)}</span></div></div>"
        )
    return document(pages, MODERN_CSS), _labels(c, opening, closing)


# ---------------------------------------------------------------------------------------------------- dot matrix

DOT_CSS = """
.page{padding:12mm 11mm;font-family:'Liberation Mono','FreeMono',monospace;font-size:8.4pt;color:#1a1a1a}
pre{font-family:inherit;margin:0;white-space:pre}.hdr{display:flex;justify-content:space-between}
.band{background:repeating-linear-gradient(#fff 0 8.6mm,#eef4ea 8.6mm 17.2mm);}
"""


def _dc(v: float, st: str) -> str:
    return f"{F.money(abs(v), st)} {'D' if v < 0 else 'C'}"


def dotmatrix(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    opening, txs, closing = ledger(c, rng)
    st = "sp" if b.name == "Al Barid Bank" else "dot"
    s0, s1 = c.statement["start"], c.statement["end"]
    chunks = _chunks(txs, 38, 52)
    number = rng.randint(8, 40)
    pages = []
    w_lbl = 38
    for k, chunk in enumerate(chunks):
        lines = []
        head = f"{'DATE':<9}{'LIBELLE':<{w_lbl}}{'VALEUR':<9}{'DEBIT':>13}{'CREDIT':>13}"
        lines.append(head)
        lines.append("-" * len(head))
        if k == 0:
            lines.append(f"{'':<9}{'ANCIEN SOLDE AU ' + F.date(s0, 'dot2'):<{w_lbl}}{'':<9}{_dc(opening, st):>26}")
        for t in chunk:
            lines.append(
                f"{F.date(t.date, 'dot2'):<9}{t.label[: w_lbl - 1]:<{w_lbl}}{F.date(t.value, 'dot2'):<9}"
                f"{F.money(t.debit, st) if t.debit else '':>13}{F.money(t.credit, st) if t.credit else '':>13}"
            )
        if k == len(chunks) - 1:
            lines.append("-" * len(head))
            lines.append(
                f"{'':<9}{'TOTAUX DES MOUVEMENTS':<{w_lbl}}{'':<9}{F.money(sum(t.debit for t in txs), st):>13}"
                f"{F.money(sum(t.credit for t in txs), st):>13}"
            )
            lines.append(f"{'':<9}{'NOUVEAU SOLDE AU ' + F.date(s1, 'dot2'):<{w_lbl}}{'':<9}{_dc(closing, st):>26}")
            if closing < 0:
                lines.append(f"{'':<9}{'(SOLDE DEBITEUR)':<{w_lbl}}")
        body = "\n".join(esc(x) for x in lines)
        hdr = (
            f'<div class=hdr><div><b style="font-size:12pt">{esc(b.name.upper())}</b><br>AGENCE '
            f'{esc(b.agency.upper())}<br>{esc(b.agency_address.upper())}</div><div style="text-align:right">'
            f"EXTRAIT DE COMPTE N. {number:03d}<br>DU {F.date(s0, 'dot')} AU {F.date(s1, 'dot')}<br>"
            f"FEUILLET {k + 1}/{len(chunks)}</div></div>"
        )
        who = ""
        if k == 0:
            who = (
                f'<pre style="margin:6mm 0 0 95mm">{esc(civ(p).upper())} {esc(p.family.upper())} '
                f"{esc(p.given.upper())}\n" + "\n".join(esc(a.upper()) for a in p.address) + "</pre>"
                f'<pre style="margin-top:5mm">{esc(b.account_type.upper())}  DEVISE: MAD\n'
                f"RIB: {b.rib[:3]} {b.rib[3:6]} {b.rib[6:22]} {b.rib[22:]}</pre>"
            )
        foot = (
            f'<div style="position:absolute;bottom:8mm;left:12mm;right:12mm;font-size:7pt;text-align:center">'
            f"{esc(b.name)} \u2013 {esc(b.agency_address)} \u2013 "
            "Toute réclamation doit parvenir à l'agence dans les 30 jours."
            "</div>"
        )
        pages.append(f'<div class=page>{hdr}{who}<pre style="margin-top:5mm">{body}</pre>{foot}</div>')
    return document(pages, DOT_CSS), _labels(c, opening, closing)


# ------------------------------------------------------------------------------------------------- participative

PART_CSS = """
.page{padding:13mm 14mm;font-family:'FreeSans','Liberation Sans',sans-serif;font-size:8.4pt;color:#222}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:0.5mm solid var(--c2);
padding-bottom:2mm}table.t{width:100%;border-collapse:collapse;margin-top:3mm}table.t th{background:var(--c1);
color:#fff;padding:1.5mm;font-weight:normal}table.t td{padding:1.2mm 1.5mm;border-bottom:0.15mm solid #ddd}
.num{text-align:right;white-space:nowrap}.kv{display:grid;grid-template-columns:38mm 1fr;gap:0.8mm 2mm}
.pg{position:absolute;bottom:8mm;left:14mm;right:14mm;font-size:7pt;color:#666;text-align:center}
"""


def participative(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    opening, txs, closing = ledger(c, rng)
    st = "sp"
    s0, s1 = c.statement["start"], c.statement["end"]
    chunks = _chunks(txs, 32, 46)
    pages = []

    def state(v: float) -> str:
        return "Créditeur" if v >= 0 else "Débiteur"

    for k, chunk in enumerate(chunks):
        rows = "".join(
            f"<tr><td>{F.date(t.date, 'slash2')}</td><td>{F.date(t.value, 'slash2')}</td><td>{esc(t.label)}</td>"
            f"<td class=num>{F.money(t.debit, st) if t.debit else ''}</td>"
            f"<td class=num>{F.money(t.credit, st) if t.credit else ''}</td></tr>"
            for t in chunk
        )
        info = ""
        if k == 0:
            info = (
                '<div style="display:flex;justify-content:space-between;margin-top:4mm"><div class=kv>'
                f"<span>Titulaire</span><b>{esc(civ(p))} {esc(p.name)}</b>"
                f"<span>Type de compte</span><span>{esc(b.account_type)}</span>"
                f"<span>RIB</span><b>{b.rib}</b><span>Agence</span><span>{esc(b.agency)}</span>"
                f"<span>Période</span><span>{F.date(s0, 'fr')} \u2013 {F.date(s1, 'fr')}</span></div>"
                f'<div style="text-align:right;{AR};font-size:10pt">كشف الحساب الجاري<br>{esc(p.family_ar)} '
                f"{esc(p.given_ar)}</div></div>"
                f'<div style="margin-top:3mm;padding:2mm;background:#f6f1f5">Solde au {F.date(s0, "slash")} : '
                f"<b>{F.money(opening, st)} DH</b> ({state(opening)})</div>"
            )
        end = ""
        if k == len(chunks) - 1:
            end = (
                f'<div style="margin-top:3mm;padding:2mm;background:#f6f1f5">Total débit : '
                f"{F.money(sum(t.debit for t in txs), st)} DH \u2013 Total crédit : "
                f"{F.money(sum(t.credit for t in txs), st)}"
                f" DH<br>Solde au {F.date(s1, 'slash')} : <b>{F.money(closing, st)} DH</b> ({state(closing)})</div>"
            )
        pages.append(
            f'<div class=page style="--c1:{b.colors[0]};--c2:{b.colors[1]}"><div class=top>{_bank_logo(b, 11)}'
            '<div style="text-align:right"><b style="font-size:13pt">Relevé de compte</b><br>Banque participative'
            f"</div></div>{info}<table class=t><tr><th>Date opé.</th><th>Date val.</th><th>Libellé</th>"
            f"<th class=num>Débit</th><th class=num>Crédit</th></tr>{rows}</table>{end}"
            f"<div class=pg>{esc(b.name)} SA \u2013 Banque participative agréée par Bank Al-Maghrib \u2013 "
            f"{esc(b.agency_address)} \u2013 {k + 1}/{len(chunks)}</div></div>"
        )
    return document(pages, PART_CSS), _labels(c, opening, closing)


# ---------------------------------------------------------------------------------------------------- BMCI style

BMCI_CSS = """
.page{padding:12mm 13mm;font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif;font-size:9pt;color:#111}
.top{display:flex;justify-content:space-between}table.t{width:100%;border-collapse:collapse;margin-top:3mm}
table.t th{border-bottom:0.5mm solid var(--c1);text-align:left;padding:1.3mm;color:var(--c1)}
table.t td{padding:1.05mm 1.3mm}table.t tr:nth-child(4n+1) td{background:#f3f7f4}
.num{text-align:right;white-space:nowrap}.box{border:0.3mm solid var(--c1);padding:2mm 3mm;margin-top:4mm}
.pg{position:absolute;bottom:7mm;left:13mm;right:13mm;font-size:7pt;color:#555;display:flex;
justify-content:space-between}
"""


def bmci(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    opening, txs, closing = ledger(c, rng)
    st = "sp"
    s0, s1 = c.statement["start"], c.statement["end"]
    chunks = _chunks(txs, 33, 46)
    pages = []
    for k, chunk in enumerate(chunks):
        rows = "".join(
            f"<tr><td>{F.date(t.date, 'slash')}</td><td>{esc(t.label)}</td>"
            f"<td class=num>{F.money(t.debit, st) if t.debit else ''}</td>"
            f"<td class=num>{F.money(t.credit, st) if t.credit else ''}</td>"
            f"<td class=num>{F.money(t.balance, st, neg='paren')}</td></tr>"
            for t in chunk
        )
        info = ""
        if k == 0:
            info = (
                f'<div class=box style="display:flex;justify-content:space-between"><div>Titulaire du compte<br>'
                f"<b>{esc(p.family.upper())} {esc(p.given)}</b><br>"
                + "<br>".join(esc(a) for a in p.address)
                + f'</div><div style="text-align:right">Compte n° {b.account}<br>RIB {b.rib}<br>'
                f"IBAN {iban_grouped(b)}<br>Agence {esc(b.agency)}</div></div>"
                f'<div style="margin-top:3mm">Solde au {F.date(s0, "slash")} : <b>'
                f"{F.money(opening, st, neg='paren')}</b>{' (débiteur)' if opening < 0 else ''}</div>"
            )
        end = ""
        if k == len(chunks) - 1:
            end = (
                f"<div class=box>Nouveau solde au {F.date(s1, 'slash')} : <b>{F.money(closing, st, neg='paren')} MAD"
                f"</b> {DASH} solde {'débiteur' if closing < 0 else 'créditeur'}</div>"
            )
        pages.append(
            f'<div class=page style="--c1:{b.colors[0]}"><div class=top>{_bank_logo(b, 10)}<div style="text-align:'
            f'right"><b style="font-size:13pt">RELEVÉ DE COMPTE</b><br>Période du {F.date(s0, "slash")} au '
            f"{F.date(s1, 'slash')}</div></div>{info}<table class=t><tr><th>Date</th><th>Libellé de l'opération</th>"
            f"<th class=num>Débit</th><th class=num>Crédit</th><th class=num>Solde</th></tr>{rows}</table>{end}"
            f"<div class=pg><span>Les soldes négatifs sont indiqués entre parenthèses. {esc(b.name)}</span>"
            f"<span>Page {k + 1}/{len(chunks)}</span></div></div>"
        )
    return document(pages, BMCI_CSS), _labels(c, opening, closing)


STATEMENTS = {
    "classic": classic,
    "online": online,
    "modern": modern,
    "dotmatrix": dotmatrix,
    "participative": participative,
    "bmci": bmci,
}

# ------------------------------------------------------------------------------------------------------------ RIB

RIB_CSS = """
.page{padding:15mm 16mm;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#111}
table.rb{border-collapse:collapse;margin-top:3mm}table.rb td,table.rb th{border:0.3mm solid #333;padding:2mm 3mm;
text-align:center}table.rb th{background:#eee;font-size:8pt;font-weight:normal}
.coupon{border:0.3mm dashed #777;padding:5mm 6mm;margin-bottom:8mm;position:relative}
"""


def rib_doc(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    b, p = c.bank, c.person
    r = b.rib
    lab = {"bank_name": b.name, "account_holder": p.name, "rib": r}
    lay = doc.layout
    boxes = (
        "<table class=rb><tr><th>Code banque</th><th>Code ville</th><th>N° de compte</th><th>Clé RIB</th></tr>"
        f"<tr><td>{r[:3]}</td><td>{r[3:6]}</td><td>{r[6:22]}</td><td>{r[22:]}</td></tr></table>"
    )
    if lay == "classic":
        block = (
            f'<div class=coupon><div style="display:flex;justify-content:space-between;align-items:center">'
            f'{_bank_logo(b, 10)}<b style="font-size:13pt">RELEVÉ D\'IDENTITÉ BANCAIRE</b></div>'
            f'<div style="margin-top:4mm">Titulaire du compte : <b>{esc(civ(p).upper())} {esc(p.family.upper())} '
            f"{esc(p.given.upper())}</b></div><div>Domiciliation : {esc(b.name)} \u2013 Agence {esc(b.agency)}, "
            f'{esc(b.agency_address)}</div>{boxes}<div style="margin-top:3mm">IBAN : <b>{iban_grouped(b)}</b>'
            f" &nbsp;&nbsp; Code SWIFT / BIC : <b>{b.swift}</b></div></div>"
        )
        page = (
            f'<div class=page>{block}{block}<p style="font-size:8pt;color:#555">Ce relevé est destiné à être remis, '
            "sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte "
            "(virements, prélèvements, etc.).</p></div>"
        )
    elif lay == "slip":
        mono = "font-family:'Liberation Mono',monospace"
        coupon = (
            '<div class=coupon style="width:150mm;height:50mm;box-sizing:border-box">'
            f'<div style="display:flex;justify-content:space-between">{_bank_logo(b, 8)}'
            f'<span style="font-size:8pt">RIB {DASH} Relevé d\'Identité Bancaire</span></div>'
            f'<div style="margin-top:3mm;font-size:10pt"><b>{esc(p.family.upper())} {esc(p.given.upper())}</b></div>'
            f'<div style="font-size:8pt">{esc(b.agency.upper())}</div>'
            f'<div style="margin-top:3mm;font-size:6.5pt;color:#555;{mono};white-space:pre">'
            "Banque Ville   Numéro de compte    Clé</div>"
            f'<div style="{mono};font-size:11pt">{rib_grouped(b)}</div>'
            f'<div style="font-size:8pt;margin-top:2mm">IBAN {b.iban} {DASH} BIC {b.swift}</div></div>'
        )
        page = f'<div class=page style="padding-top:20mm">{coupon * 3}</div>'
    elif lay == "online":
        page = (
            f'<div class=page style="font-family:\'Noto Sans\',sans-serif"><div style="display:flex;'
            f"justify-content:space-between;align-items:center;border-bottom:0.7mm solid {b.colors[0]};"
            f'padding-bottom:2mm">{_bank_logo(b, 10)}<span>Banque en ligne</span></div>'
            '<h2 style="font-size:15pt;margin:10mm 0 2mm">Mes coordonnées bancaires</h2>'
            f'<div style="color:#666">Attestation RIB éditée le {F.date(dt.date(2025, 11, 5), "slash")}</div>'
            '<div style="margin-top:8mm;background:#f4f6f8;padding:6mm;border-radius:2mm;line-height:2">'
            f"Titulaire : <b>{esc(p.given)} {esc(p.family.upper())}</b><br>Intitulé : {esc(b.account_type)}<br>"
            f'Banque : <b>{esc(b.name)}</b><br>Agence : {esc(b.agency)}<br>RIB : <b style="font-size:12pt">{r}</b>'
            f"<br>IBAN : <b>{iban_grouped(b)}</b><br>BIC / SWIFT : {b.swift}</div>"
            f'<div style="margin-top:8mm">{art.qr(rng, 26)}</div><p style="color:#777;font-size:8pt">Document '
            "généré automatiquement depuis votre espace client. Il ne nécessite ni cachet ni signature.</p></div>"
        )
    else:  # attestation letter
        he = "Monsieur" if p.sex == "M" else "Madame"
        ring = f"{b.name.upper()} * AGENCE {b.agency.upper()} *"
        stamp = art.round_stamp(rng, "rb", ring, [b.name.split()[0].upper(), "AGENCE"], b.colors[0], 32)
        page = (
            f"<div class=page style=\"font-family:'Liberation Serif',serif;font-size:11.5pt\">"
            f'<div style="display:flex;justify-content:space-between">{_bank_logo(b, 12)}<div style="text-align:'
            f'right;font-size:9pt">{esc(b.name)}<br>Agence {esc(b.agency)}<br>{esc(b.agency_address)}</div></div>'
            '<h2 style="text-align:center;margin:18mm 0 10mm;text-decoration:underline">ATTESTATION DE RIB</h2>'
            f'<p style="line-height:1.7;text-align:justify">Nous soussignés, <b>{esc(b.name)}</b>, Agence '
            f"{esc(b.agency)}, attestons que {he} <b>{esc(p.given)} {esc(p.family.upper())}</b>, titulaire de la CIN "
            f"n° {p.cin}, est titulaire dans nos livres d'un {esc(b.account_type.lower())} ouvert sous les "
            f"références suivantes :</p>{boxes}<p>IBAN : {iban_grouped(b)}<br>SWIFT : {b.swift}</p>"
            "<p>La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de "
            "droit.</p>"
            f'<p style="margin-left:95mm;margin-top:10mm">Fait le {F.date(dt.date(2025, 11, 4), "fr")}<br>'
            "Le Directeur d'agence</p>"
            f'<div style="margin-left:100mm;position:relative;height:30mm"><div style="position:absolute;left:4mm;'
            f'top:2mm">{art.signature(rng, 40, 14)}</div><div style="position:absolute;left:-14mm;top:0">'
            f"{stamp}"
            "</div></div></div>"
        )
    return document([page], RIB_CSS), lab


def render(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    if doc.type == "bank_statement":
        return STATEMENTS[doc.layout](c, doc, rng)
    return rib_doc(c, doc, rng)
