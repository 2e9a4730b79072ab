# ruff: noqa: RUF001
"""Employer papers: payslips, employment and salary certificates, CNSS certificates."""

from __future__ import annotations

import datetime as dt
import random

from . import _fmt
from ._data import Doc, Employer, Person
from ._svg import A4, Page, signature, stamp, text_width

AR = "Noto Naskh Arabic"
SANS = ["Liberation Sans", "DejaVu Sans Condensed", "FreeSans", "Noto Sans", "Liberation Sans Narrow"]
SERIF = ["Liberation Serif", "FreeSerif", "DejaVu Serif"]

CONTRACT_FR = {
    "CDI": ["contrat à durée indéterminée", "CDI", "Contrat à durée indéterminée (CDI)"],
    "CDD": ["contrat à durée déterminée", "CDD", "Contrat à durée déterminée (CDD)"],
    "ANAPEC": ["contrat d'insertion ANAPEC", "ANAPEC", "Contrat d'insertion (ANAPEC)"],
}
CONTRACT_EN = {"CDI": "Permanent (CDI)", "CDD": "Fixed-term (CDD)", "ANAPEC": "Insertion contract (ANAPEC)"}


class Ev:
    """Collects labels and the printed strings behind them."""

    def __init__(self):
        self.labels: dict = {}
        self.ev: dict = {}

    def put(self, field: str, value, *printed: str) -> None:
        self.labels[field] = value
        self.ev.setdefault(field, []).extend(printed)


def _logo(pg: Page, x, y, emp: Employer, rng: random.Random, size=34.0) -> None:
    kind = rng.randrange(3)
    if kind == 0:
        pg.rect(x, y, size, size, fill=emp.color, stroke=None, rx=4)
    elif kind == 1:
        pg.raw(f'<circle cx="{x + size / 2:.1f}" cy="{y + size / 2:.1f}" r="{size / 2:.1f}" fill="{emp.color}"/>')
    else:
        pg.path(
            f"M{x:.1f},{y + size:.1f} L{x + size / 2:.1f},{y:.1f} L{x + size:.1f},{y + size:.1f} Z",
            stroke="none",
            fill=emp.color,
        )
    txt = emp.short[:4]
    fs = size * (0.42 if len(txt) <= 3 else 0.32)
    pg.text(
        x + size / 2,
        y + size / 2 + fs * 0.36 + (size * 0.12 if kind == 2 else 0),
        txt,
        size=fs,
        bold=True,
        anchor="middle",
        fill="#ffffff",
        font="DejaVu Sans",
    )


def letterhead(
    pg: Page, emp: Employer, rng: random.Random, ev: Ev | None, show_cnss: bool, centered=False, y=42.0
) -> float:
    """Employer header; returns the y below it."""
    if centered:
        _logo(pg, pg.w / 2 - 17, y - 8, emp, rng)
        y += 42
        pg.text(pg.w / 2, y, emp.name, size=12.5, bold=True, anchor="middle", fill=emp.color)
        y += 13
        pg.text(pg.w / 2, y, " – ".join(emp.address) + f" – Tél. {emp.phone}", size=8, anchor="middle", fill="#333")
        y += 11
        if show_cnss:
            s = f"N° d'affiliation CNSS : {emp.cnss}"
            pg.text(pg.w / 2, y, s, size=8, anchor="middle", fill="#333")
            if ev:
                ev.put("employer_cnss", emp.cnss, s)
            y += 11
        pg.line(60, y, pg.w - 60, y, stroke=emp.color, sw=1.2)
        return y + 22
    _logo(pg, 48, y - 10, emp, rng)
    pg.text(92, y + 2, emp.name, size=12, bold=True, fill=emp.color)
    pg.text(92, y + 14, f"{emp.sector} – " + ", ".join(emp.address), size=7.8, fill="#333")
    pg.text(92, y + 24, f"Tél. {emp.phone}   ICE {emp.ice}", size=7.8, fill="#333")
    yy = y + 34
    if show_cnss:
        s = f"CNSS {emp.cnss}"
        pg.text(92, yy, f"RC {emp.rc} – IF {emp.if_} – " + s, size=7.8, fill="#333")
        if ev:
            ev.put("employer_cnss", emp.cnss, s)
        yy += 10
    pg.line(48, yy, pg.w - 48, yy, stroke="#999", sw=0.5)
    return yy + 24


def legal_footer(pg: Page, emp: Employer, ev: Ev | None, show_cnss: bool, font=None) -> None:
    parts = [
        f"{emp.name} au capital de {emp.capital} DH",
        f"Siège : {', '.join(emp.address)}",
        f"RC {emp.city.title()} {emp.rc}",
        f"IF {emp.if_}",
        f"ICE {emp.ice}",
    ]
    l2 = " – ".join(parts[2:])
    if show_cnss:
        s = f"CNSS {emp.cnss}"
        l2 += " – " + s
        if ev:
            ev.put("employer_cnss", emp.cnss, s)
    pg.line(48, pg.h - 52, pg.w - 48, pg.h - 52, stroke="#aaa", sw=0.4)
    pg.text(pg.w / 2, pg.h - 40, parts[0] + " – " + parts[1], size=6.6, anchor="middle", fill="#555", font=font)
    pg.text(pg.w / 2, pg.h - 31, l2, size=6.6, anchor="middle", fill="#555", font=font)


def _name_forms(p: Person, rng: random.Random) -> str:
    return rng.choice(
        [
            f"{p.family} {p.given.upper()}",
            f"{p.given} {p.family}",
            f"{p.family} {p.given}",
            f"{p.given.upper()} {p.family}",
        ]
    )


def _amt_style(rng: random.Random) -> tuple[str, str]:
    return rng.choice(
        [
            ("fr_space", ""),
            ("fr_space", " DH"),
            ("fr_dot", " DH"),
            ("fr_space", " MAD"),
            ("fr_dot", ""),
            ("en", ""),
            ("fr_space", " Dhs"),
        ]
    )


# ---------------------------------------------------------------------------------------------------------
# payslips
# ---------------------------------------------------------------------------------------------------------


def payslip(rng: random.Random, p: Person, year: int, mon: int, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["classic", "bilingual", "english"])
    return {"classic": _payslip_classic, "bilingual": _payslip_bilingual, "english": _payslip_english}[variant](
        rng, p, year, mon, opts
    )


def _common(p: Person, opts: dict):
    emp = opts.get("employer", p.employer)
    pay = opts.get("pay", p.extra["pay"])
    cin = opts.get("cin", p.cin)
    hire = opts.get("hire_date", p.hire_date)
    return emp, pay, cin, hire


def _show(rng: random.Random, opts: dict) -> dict:
    s = {
        "cin": rng.random() < 0.85,
        "cnss_number": rng.random() < 0.85,
        "employer_cnss": rng.random() < 0.8,
        "hire_date": rng.random() < 0.9,
        "contract_type": rng.random() < 0.6,
        "date_of_birth": rng.random() < 0.4,
        "position": rng.random() < 0.95,
    }
    s.update(opts.get("show", {}))
    return s


def _payslip_classic(rng, p: Person, year, mon, opts) -> Doc:
    emp, pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(SANS)
    pg = Page(A4, font=font)
    st, cur = _amt_style(rng)
    A = lambda v: _fmt.amount(v, st, "")  # noqa: E731
    dstyle = rng.choice(["dmy_slash", "dmy_slash", "dmy_dot", "dmy_dash"])
    title = rng.choice(["BULLETIN DE PAIE", "BULLETIN DE SALAIRE", "BULLETIN DE PAIE"])
    # header
    y0 = 44
    pg.rect(40, 30, 300, 86, stroke="#888", sw=0.6)
    pg.text(50, y0 + 4, emp.name, size=10.5, bold=True)
    pg.text(50, y0 + 18, emp.address[0], size=8)
    pg.text(50, y0 + 29, emp.address[1], size=8)
    if show["employer_cnss"]:
        s = f"N° affiliation CNSS : {emp.cnss}"
        pg.text(50, y0 + 42, s, size=8)
        ev.put("employer_cnss", emp.cnss, emp.cnss)
    pg.text(50, y0 + 53, f"ICE : {emp.ice}     IF : {emp.if_}", size=8)
    ev.put("employer", emp.name, emp.name)
    pg.rect(352, 30, 203, 86, fill="#efefef", stroke="#888", sw=0.6)
    pg.text(453.5, 52, title, size=13, bold=True, anchor="middle")
    per = _fmt.month(year, mon, rng.choice(["fr", "fr_upper", "num"]))
    pg.text(453.5, 70, f"Période : {per}", size=9, anchor="middle")
    d1, d2 = dt.date(year, mon, 1), _fmt.month_end(year, mon)
    pg.text(453.5, 84, f"du {_fmt.date(d1, dstyle)} au {_fmt.date(d2, dstyle)}", size=8, anchor="middle")
    pg.text(453.5, 98, f"Paiement par virement le {_fmt.date(d2, dstyle)}", size=7.5, anchor="middle", fill="#444")
    ev.put("pay_period", f"{year}-{mon:02d}", per)
    # employee block
    pg.rect(40, 126, 515, 92, stroke="#888", sw=0.6)
    left = [("Matricule", p.matricule), ("Nom et prénom", _name_forms(p, rng))]
    ev.put("applicant_name", p.label_name, left[1][1])
    if show["cin"]:
        left.append(("N° CIN", cin))
        ev.put("cin", cin, cin)
    if show["cnss_number"]:
        left.append(("N° CNSS", p.cnss_number))
        ev.put("cnss_number", p.cnss_number, p.cnss_number)
    if show["date_of_birth"]:
        s = _fmt.date(p.dob, dstyle)
        left.append(("Date de naissance", s))
        ev.put("date_of_birth", p.dob.isoformat(), s)
    right = []
    if show["hire_date"]:
        s = _fmt.date(hire, dstyle)
        right.append(("Date d'embauche", s))
        ev.put("hire_date", hire.isoformat(), s)
    if show["position"]:
        right.append(("Emploi", p.position))
        ev.put("position", p.position, p.position)
    if show["contract_type"]:
        s = rng.choice(CONTRACT_FR[p.contract][1:])
        right.append(("Type de contrat", s))
        ev.put("contract_type", p.contract, s)
    right.append(("Situation familiale", p.e("Marié", "Mariée") if p.dependants else p.e("Célibataire", "Célibataire")))
    right.append(("Nombre de déductions", str(p.dependants)))
    for col, rows in ((48, left), (300, right)):
        yy = 142
        for k, v in rows:
            pg.text(col, yy, k, size=8, fill="#444")
            pg.text(col + 96, yy, ": " + v, size=8.4, bold=True)
            yy += 15
    # table
    cols = [40, 250, 330, 390, 472, 555]
    ty = 232
    pg.rect(40, ty, 515, 18, fill="#dcdcdc", stroke="#888", sw=0.6)
    for i, h in enumerate(["Rubrique", "Base", "Taux", "Gains", "Retenues"]):
        pg.text((cols[i] + cols[i + 1]) / 2, ty + 12.5, h, size=8.5, bold=True, anchor="middle")
    rows = [("Salaire de base", "26,00", "", A(pay["base"]), "")]
    if pay["anc"]:
        rows.append(
            (
                "Prime d'ancienneté",
                A(pay["base"]),
                f"{pay['anc_rate'] * 100:.2f} %".replace(".", ","),
                A(pay["anc"]),
                "",
            )
        )
    if pay["bonus"]:
        rows.append(("Prime de rendement", "", "", A(pay["bonus"]), ""))
    rows.append(("SALAIRE BRUT", "", "", A(pay["gross"]), ""))
    rows.append(("Cotisation CNSS", A(min(pay["gross"], 6000.0)), "4,48 %", "", A(pay["cnss"])))
    rows.append(("Cotisation AMO", A(pay["gross"]), "2,26 %", "", A(pay["amo"])))
    if pay["cimr"]:
        rows.append(("Retraite complémentaire CIMR", A(pay["gross"]), "3,00 %", "", A(pay["cimr"])))
    rows.append(("Frais professionnels (déductibles)", A(pay["gross"]), "", "", ""))
    rows.append(("Impôt sur le revenu (IR)", A(pay["net_imposable"]), "", "", A(pay["ir"])))
    yy = ty + 18
    for r in rows:
        yy += 16
        bold = r[0] == "SALAIRE BRUT"
        pg.text(cols[0] + 6, yy - 4.5, r[0], size=8.4, bold=bold)
        for i in (1, 2, 3, 4):
            if r[i]:
                pg.text(cols[i + 1] - 6, yy - 4.5, r[i], size=8.4, anchor="end", bold=bold)
    for c in cols:
        pg.line(c, ty, c, yy + 4, stroke="#888", sw=0.5)
    pg.line(40, yy + 4, 555, yy + 4, stroke="#888", sw=0.6)
    ev.put("gross_salary", pay["gross"], A(pay["gross"]))
    # totals
    yy += 24
    boxes = [
        ("Salaire brut", A(pay["gross"])),
        ("Net imposable", A(pay["net_imposable"])),
        ("Total retenues", A(pay["retenues"])),
        ("NET À PAYER", _fmt.amount(pay["net"], st, cur)),
    ]
    bw = 515 / 4
    for i, (k, v) in enumerate(boxes):
        x = 40 + i * bw
        last = i == 3
        pg.rect(x, yy, bw, 40, fill="#e9f1ea" if last else "none", stroke="#888", sw=0.8 if last else 0.5)
        pg.text(x + bw / 2, yy + 14, k, size=8.4, bold=last, anchor="middle")
        pg.text(x + bw / 2, yy + 31, v, size=11 if last else 9.5, bold=True, anchor="middle")
    ev.put("net_salary", pay["net"], boxes[3][1])
    yy += 62
    if rng.random() < 0.6:
        pg.text(40, yy, "Cumuls de l'année", size=8.5, bold=True)
        yy += 13
        pg.text(
            48,
            yy,
            f"Brut imposable cumulé : {A(pay['gross'] * mon)}     IR cumulé : {A(pay['ir'] * mon)}"
            f"     Jours travaillés : {26 * mon}",
            size=8,
        )
        yy += 22
    pg.text(40, yy, "Mode de paiement : virement bancaire", size=8)
    pg.text(
        40,
        pg.h - 62,
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
        size=7,
        italic=True,
        fill="#555",
    )
    legal_footer(pg, emp, None, False)
    return Doc("payslip", [pg], ev.labels, ev.ev, style=f"payslip-classic-{font}")


def _payslip_bilingual(rng, p: Person, year, mon, opts) -> Doc:
    emp, pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(["DejaVu Sans", "Noto Sans", "FreeSans"])
    pg = Page(A4, font=font)
    st, cur = _amt_style(rng)
    A = lambda v: _fmt.amount(v, st, cur)  # noqa: E731
    dstyle = rng.choice(["dmy_slash", "fr_long0", "dmy_dot"])
    pg.rect(0, 0, pg.w, 8, fill=emp.color, stroke=None)
    _logo(pg, 40, 28, emp, rng, size=40)
    pg.text(92, 44, emp.name, size=11.5, bold=True)
    pg.text(92, 57, ", ".join(emp.address), size=8, fill="#444")
    yy = 68
    if show["employer_cnss"]:
        pg.text(92, yy, f"Affiliation CNSS : {emp.cnss}", size=8, fill="#444")
        ev.put("employer_cnss", emp.cnss, emp.cnss)
    ev.put("employer", emp.name, emp.name)
    title = rng.choice(["BULLETIN DE SALAIRE", "BULLETIN DE PAIE"])
    pg.text(555, 44, title, size=14, bold=True, anchor="end", fill=emp.color)
    pg.text(555, 62, "ورقة الأداء", size=12, font=AR, anchor="end", fill=emp.color)
    per = _fmt.month(year, mon, rng.choice(["fr", "num"]))
    pg.text(555, 84, f"Mois : {per}", size=9, anchor="end")
    ev.put("pay_period", f"{year}-{mon:02d}", per)
    # grid of identity cells
    cells = [("Nom et prénom", "الاسم الكامل", _name_forms(p, rng), "applicant_name", p.label_name)]
    if show["cin"]:
        cells.append(("N° CIN", "رقم البطاقة الوطنية", cin, "cin", cin))
    if show["cnss_number"]:
        cells.append(("N° d'immatriculation CNSS", "رقم التسجيل", p.cnss_number, "cnss_number", p.cnss_number))
    if show["position"]:
        cells.append(("Fonction", "الوظيفة", p.position, "position", p.position))
    if show["hire_date"]:
        cells.append(("Date d'entrée", "تاريخ التشغيل", _fmt.date(hire, dstyle), "hire_date", hire.isoformat()))
    if show["contract_type"]:
        cells.append(("Contrat", "نوع العقد", CONTRACT_FR[p.contract][2], "contract_type", p.contract))
    if show["date_of_birth"]:
        cells.append(
            ("Date de naissance", "تاريخ الازدياد", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat())
        )
    cells.append(("Matricule", "الرقم المهني", p.matricule, None, None))
    cw, ch = 257.5, 34
    for i, (fr, ar, val, field, lab) in enumerate(cells):
        x = 40 + (i % 2) * cw
        y = 100 + (i // 2) * ch
        pg.rect(x, y, cw, ch, stroke="#bbb", sw=0.5, fill="#fafafa")
        pg.text(x + 6, y + 11, fr, size=7.2, fill="#666")
        pg.text(x + cw - 6, y + 11, ar, size=7.6, font=AR, anchor="end", fill="#666")
        pg.text(x + 6, y + 26, val, size=9.2, bold=True)
        if field:
            ev.put(field, lab, val)
    y = 100 + ((len(cells) + 1) // 2) * ch + 24
    # earnings / deductions
    pg.text(40, y, "Éléments de rémunération", size=9.5, bold=True, fill=emp.color)
    pg.text(555, y, "عناصر الأجر", size=9.5, font=AR, anchor="end", fill=emp.color)
    y += 10
    items = [("Salaire de base", pay["base"], "+")]
    if pay["anc"]:
        items.append((f"Prime d'ancienneté ({int(pay['anc_rate'] * 100)} %)", pay["anc"], "+"))
    if pay["bonus"]:
        items.append(("Prime de rendement", pay["bonus"], "+"))
    items.append(("Salaire brut", pay["gross"], "="))
    items.append(("CNSS (4,48 %)", pay["cnss"], "-"))
    items.append(("AMO (2,26 %)", pay["amo"], "-"))
    if pay["cimr"]:
        items.append(("CIMR (3 %)", pay["cimr"], "-"))
    items.append(("IR retenu à la source", pay["ir"], "-"))
    items.append(("Total des retenues", pay["retenues"], "="))
    for label, v, sign in items:
        y += 17
        if sign == "=":
            pg.rect(40, y - 12, 515, 17, fill="#eef2f7", stroke=None)
        pg.text(48, y, label, size=9, bold=(sign == "="))
        pg.text(470, y, A(v), size=9, anchor="end", bold=(sign == "="))
        pg.line(40, y + 5, 555, y + 5, stroke="#ddd", sw=0.4)
    ev.put("gross_salary", pay["gross"], A(pay["gross"]))
    y += 40
    pg.rect(300, y - 24, 255, 44, fill=emp.color, stroke=None, rx=4)
    pg.text(312, y - 8, "Net à payer", size=9, fill="#fff", bold=True)
    pg.text(543, y - 8, "الصافي للأداء", size=9.5, font=AR, anchor="end", fill="#fff")
    net_s = A(pay["net"])
    pg.text(543, y + 12, net_s, size=14, bold=True, anchor="end", fill="#fff")
    ev.put("net_salary", pay["net"], net_s)
    y += 50
    pg.text(
        40,
        y,
        f"Net imposable : {A(pay['net_imposable'])}   –   Frais professionnels : {A(pay['fp'])}",
        size=8,
        fill="#444",
    )
    pg.text(40, y + 13, f"Versé par virement – {p.bank[0] if p.bank else 'banque'}", size=8, fill="#444")
    signature(pg, 420, y + 70, rng, w=80)
    pg.text(420, y + 40, "Cachet et signature de l'employeur", size=7.5, fill="#444")
    legal_footer(pg, emp, None, False)
    return Doc("payslip", [pg], ev.labels, ev.ev, style=f"payslip-bilingual-{font}")


def _payslip_english(rng, p: Person, year, mon, opts) -> Doc:
    emp, pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(["Noto Sans", "FreeSerif", "Liberation Serif", "DejaVu Sans Condensed"])
    pg = Page(A4, font=font)
    st = rng.choice(["en", "en", "plain_en"])
    pre = rng.choice(["MAD ", "MAD ", ""])
    A = lambda v: _fmt.amount(v, st, pre)  # noqa: E731
    dstyle = rng.choice(["iso", "en_long", "dmy_slash"])
    title = rng.choice(["FICHE DE PAIE / PAYSLIP", "Fiche de paie – Payslip", "PAYSLIP / BULLETIN DE PAIE"])
    pg.text(40, 50, title, size=15, bold=True)
    per = _fmt.month(year, mon, rng.choice(["en", "iso", "fr"]))
    pg.text(40, 68, f"Pay period / Période : {per}", size=9.5)
    ev.put("pay_period", f"{year}-{mon:02d}", per)
    pg.text(555, 46, emp.name, size=10, bold=True, anchor="end")
    pg.text(555, 58, emp.address[0], size=8, anchor="end")
    pg.text(555, 69, emp.address[1], size=8, anchor="end")
    ev.put("employer", emp.name, emp.name)
    if show["employer_cnss"]:
        s = f"Employer CNSS No. : {emp.cnss}"
        pg.text(555, 80, s, size=8, anchor="end")
        ev.put("employer_cnss", emp.cnss, emp.cnss)
    pg.line(40, 92, 555, 92, stroke="#000", sw=1.2)
    rows = [
        ("Employee / Salarié", f"{p.civ} {p.given} {p.family}", "applicant_name", p.label_name),
        ("Employee ID / Matricule", p.matricule, None, None),
    ]
    if show["cin"]:
        rows.append(("National ID / CIN", cin, "cin", cin))
    if show["cnss_number"]:
        rows.append(("Social security / N° CNSS", p.cnss_number, "cnss_number", p.cnss_number))
    if show["date_of_birth"]:
        rows.append(("Date of birth / Né(e) le", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat()))
    if show["position"]:
        rows.append(("Job title / Poste", p.position, "position", p.position))
    if show["hire_date"]:
        rows.append(("Hire date / Date d'embauche", _fmt.date(hire, dstyle), "hire_date", hire.isoformat()))
    if show["contract_type"]:
        rows.append(("Contract / Contrat", CONTRACT_EN[p.contract], "contract_type", p.contract))
    y = 110
    for i, (k, v, field, lab) in enumerate(rows):
        x = 40 if i % 2 == 0 else 300
        if i % 2 == 0 and i:
            y += 16
        pg.text(x, y, k, size=7.8, fill="#555")
        pg.text(x + 118, y, v, size=8.6, bold=True)
        if field:
            # the printed name carries a civility; the evidence is the name itself
            ev.put(field, lab, v if field != "applicant_name" else f"{p.given} {p.family}")
    y += 30
    # earnings and deductions side by side
    pg.rect(40, y, 252, 16, fill="#222", stroke=None)
    pg.rect(303, y, 252, 16, fill="#222", stroke=None)
    pg.text(46, y + 11.5, "Earnings / Gains", size=8.5, bold=True, fill="#fff")
    pg.text(309, y + 11.5, "Deductions / Retenues", size=8.5, bold=True, fill="#fff")
    earn = [("Basic salary", pay["base"])]
    if pay["anc"]:
        earn.append(("Seniority bonus", pay["anc"]))
    if pay["bonus"]:
        earn.append(("Performance bonus", pay["bonus"]))
    ded = [("CNSS", pay["cnss"]), ("AMO", pay["amo"])]
    if pay["cimr"]:
        ded.append(("CIMR", pay["cimr"]))
    ded.append(("Income tax (IR)", pay["ir"]))
    for i in range(max(len(earn), len(ded))):
        yy = y + 30 + i * 15
        if i < len(earn):
            pg.text(46, yy, earn[i][0], size=8.6)
            pg.text(286, yy, A(earn[i][1]), size=8.6, anchor="end")
        if i < len(ded):
            pg.text(309, yy, ded[i][0], size=8.6)
            pg.text(549, yy, A(ded[i][1]), size=8.6, anchor="end")
    y += 30 + max(len(earn), len(ded)) * 15 + 6
    pg.line(40, y - 8, 555, y - 8, stroke="#999", sw=0.5)
    pg.text(46, y + 4, "Gross pay / Salaire brut", size=8.8, bold=True)
    pg.text(286, y + 4, A(pay["gross"]), size=8.8, bold=True, anchor="end")
    pg.text(309, y + 4, "Total deductions", size=8.8, bold=True)
    pg.text(549, y + 4, A(pay["retenues"]), size=8.8, bold=True, anchor="end")
    ev.put("gross_salary", pay["gross"], A(pay["gross"]))
    y += 36
    pg.rect(303, y - 16, 252, 28, stroke="#000", sw=1.2)
    pg.text(311, y + 2, "NET PAY / NET À PAYER", size=9.5, bold=True)
    pg.text(549, y + 2, A(pay["net"]), size=11, bold=True, anchor="end")
    ev.put("net_salary", pay["net"], A(pay["net"]))
    y += 40
    pg.text(40, y, f"Taxable income / Net imposable : {A(pay['net_imposable'])}", size=8, fill="#444")
    pg.text(40, y + 12, f"Paid by bank transfer on {_fmt.date(_fmt.month_end(year, mon), dstyle)}", size=8, fill="#444")
    pg.text(
        40,
        pg.h - 60,
        "This payslip is issued electronically and is valid without signature.",
        size=7,
        italic=True,
        fill="#666",
    )
    legal_footer(pg, emp, None, False)
    return Doc("payslip", [pg], ev.labels, ev.ev, style=f"payslip-english-{font}")


# ---------------------------------------------------------------------------------------------------------
# certificates from the employer
# ---------------------------------------------------------------------------------------------------------


def _issue_line(pg: Page, emp: Employer, when: dt.date, rng, y, font=None) -> float:
    s = f"{emp.city.title()}, le {_fmt.date(when, rng.choice(['fr_long', 'dmy_slash']))}"
    pg.text(pg.w - 60, y, s, size=10, anchor="end", font=font)
    return y


def _sign_block(pg: Page, emp: Employer, rng, y, font=None) -> None:
    x = min(pg.w - 200, pg.w - 60 - text_width(emp.hr_title, 10, font or pg.font, True))
    pg.text(x, y, "Pour la société,", size=10, font=font)
    pg.text(x, y + 14, emp.hr_title, size=10, bold=True, font=font)
    pg.text(x, y + 28, emp.hr_name, size=10, font=font)
    signature(pg, x + 10, y + 58, rng, w=90)
    stamp(
        pg,
        pg.w - 250,
        y + 64,
        [
            emp.name.upper() if len(emp.name) < 40 else emp.short + " " + emp.name.split()[-1],
            emp.address[0],
            emp.address[1] + f" – Tél. {emp.phone}",
        ],
        rng,
        w=200,
    )


def employment_certificate(rng, p: Person, when: dt.date, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["letter", "letter", "form"])
    return (_emp_letter if variant == "letter" else _emp_form)(rng, p, when, opts)


def _emp_letter(rng, p: Person, when, opts) -> Doc:
    emp, _pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(SERIF)
    pg = Page(A4, font=font)
    cnss_where = opts.get("cnss_where") or rng.choice(["text", "footer", "header", "none"])
    y = letterhead(pg, emp, rng, ev, cnss_where == "header", centered=rng.random() < 0.5)
    dstyle = rng.choice(["dmy_slash", "fr_long"])
    pg.text(60, y, f"Réf. : RH/{when.year}/{rng.randint(100, 999)}", size=9, fill="#444")
    _issue_line(pg, emp, when, rng, y)
    y += 60
    title = rng.choice(["ATTESTATION DE TRAVAIL", "Attestation de travail"])
    w = text_width(title, 15, font, True)
    pg.text(pg.w / 2, y, title, size=15, bold=True, anchor="middle")
    pg.line(pg.w / 2 - w / 2, y + 4, pg.w / 2 + w / 2, y + 4, sw=0.8)
    y += 46
    B = {"bold": True}
    runs = [("Nous soussignés, ", {}), (emp.name, B)]
    ev.put("employer", emp.name, emp.name)
    if cnss_where == "text":
        runs += [(", affiliée à la Caisse Nationale de Sécurité Sociale sous le n° ", {}), (emp.cnss, B)]
        ev.put("employer_cnss", emp.cnss, emp.cnss)
    runs += [
        (
            f", dont le siège social est situé {emp.address[0]}, {emp.address[1]}, attestons par la présente "
            f"que {p.civ_long} ",
            {},
        ),
        (f"{p.given} {p.family}", B),
    ]
    ev.put("applicant_name", p.label_name, f"{p.given} {p.family}")
    if show["date_of_birth"]:
        dob = _fmt.date(p.dob, dstyle)
        runs += [(f", {p.e('né', 'née')} le ", {}), (dob, {"keep": True}), (f" à {p.pob.title()}", {})]
        ev.put("date_of_birth", p.dob.isoformat(), dob)
    if show["cin"] or opts.get("cin"):
        runs += [(", titulaire de la carte nationale d'identité n° ", {}), (cin, B)]
        ev.put("cin", cin, cin)
    hd = _fmt.date(hire, dstyle)
    runs += [(f", est {p.e('employé', 'employée')} au sein de notre société depuis le ", {}), (hd, B)]
    ev.put("hire_date", hire.isoformat(), hd)
    runs += [(" en qualité de ", {}), (p.position, B)]
    ev.put("position", p.position, p.position)
    c = CONTRACT_FR[p.contract][0]
    runs += [(", dans le cadre d'un ", {}), (c, {"keep": True})]
    ev.put("contract_type", p.contract, c)
    runs += [(".", {})]
    y = pg.para(70, y, pg.w - 140, runs, size=11, leading=1.6)
    y += 10
    y = pg.para(
        70,
        y,
        pg.w - 140,
        f"{p.e('Il', 'Elle')} fait toujours partie de notre personnel à la date de la présente attestation.",
        size=11,
        leading=1.6,
    )
    y += 10
    y = pg.para(
        70,
        y,
        pg.w - 140,
        "Cette attestation est délivrée à " + p.e("l'intéressé", "l'intéressée") + ", sur "
        "sa demande, pour servir et valoir ce que de droit.",
        size=11,
        leading=1.6,
    )
    _sign_block(pg, emp, rng, y + 40)
    legal_footer(pg, emp, ev, cnss_where == "footer")
    return Doc("employment_certificate", [pg], ev.labels, ev.ev, style=f"emp-letter-{font}")


def _emp_form(rng, p: Person, when, opts) -> Doc:
    emp, _pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(["FreeSans", "Liberation Sans", "DejaVu Sans"])
    pg = Page(A4, font=font)
    y = letterhead(pg, emp, rng, None, False, centered=True)
    dstyle = rng.choice(["dmy_slash", "iso", "fr_long0"])
    pg.text(pg.w / 2, y + 6, "ATTESTATION DE TRAVAIL", size=15, bold=True, anchor="middle")
    pg.text(pg.w / 2, y + 26, "شهادة العمل", size=13, font=AR, anchor="middle")
    y += 56
    pg.para(
        60,
        y,
        pg.w - 120,
        "La Direction des Ressources Humaines de la société désignée ci-dessous atteste "
        "que la personne suivante fait partie de son personnel :",
        size=10,
    )
    y += 36
    rows = [
        ("Employeur", "المشغل", emp.name, "employer", emp.name),
        ("N° d'affiliation CNSS", "رقم الانخراط في الضمان الاجتماعي", emp.cnss, "employer_cnss", emp.cnss),
        ("Nom et prénom", "الاسم الكامل", f"{p.family} {p.given}", "applicant_name", p.label_name),
    ]
    if show["cin"] or opts.get("cin"):
        rows.append(("N° CIN", "رقم البطاقة الوطنية", cin, "cin", cin))
    if show["date_of_birth"]:
        rows.append(
            ("Date de naissance", "تاريخ الازدياد", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat())
        )
    rows.append(("Fonction", "الوظيفة", p.position, "position", p.position))
    rows.append(("Date d'embauche", "تاريخ التشغيل", _fmt.date(hire, dstyle), "hire_date", hire.isoformat()))
    rows.append(("Nature du contrat", "نوع العقد", CONTRACT_FR[p.contract][2], "contract_type", p.contract))
    for fr, ar, val, field, lab in rows:
        # the Arabic label shares the French label's line, never the value's (a PDF reader would reorder it)
        pg.rect(60, y, 475, 34, stroke="#777", sw=0.5)
        pg.line(230, y, 230, y + 34, stroke="#777", sw=0.5)
        pg.text(68, y + 13, fr, size=8.6, bold=True)
        pg.text(527, y + 12, ar, size=8.2, font=AR, anchor="end", fill="#555")
        pg.text(240, y + 27, val, size=10)
        ev.put(field, lab, val)
        y += 34
    y += 30
    pg.para(
        60,
        y,
        pg.w - 120,
        f"{p.e('L’intéressé', 'L’intéressée')} est toujours en fonction à la date de "
        f"délivrance de la présente attestation, établie pour servir et valoir ce que de droit.",
        size=10,
    )
    y += 50
    _issue_line(pg, emp, when, rng, y)
    _sign_block(pg, emp, rng, y + 30)
    legal_footer(pg, emp, None, False)
    return Doc("employment_certificate", [pg], ev.labels, ev.ev, style=f"emp-form-{font}")


def salary_certificate(rng, p: Person, when: dt.date, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["letter", "table"])
    return (_sal_letter if variant == "letter" else _sal_table)(rng, p, when, opts)


def _sal_letter(rng, p: Person, when, opts) -> Doc:
    emp, pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(SERIF)
    pg = Page(A4, font=font)
    y = letterhead(pg, emp, rng, None, False, centered=rng.random() < 0.5)
    st, cur = rng.choice([("fr_space", " DH"), ("fr_dot", " DH"), ("fr_space", " dirhams"), ("fr_dot", " MAD")])
    dstyle = rng.choice(["dmy_slash", "fr_long", "dmy_dot"])
    _issue_line(pg, emp, when, rng, y)
    y += 64
    title = "ATTESTATION DE SALAIRE"
    pg.text(pg.w / 2, y, title, size=15, bold=True, anchor="middle")
    w = text_width(title, 15, font, True)
    pg.line(pg.w / 2 - w / 2, y + 4, pg.w / 2 + w / 2, y + 4, sw=0.8)
    y += 46
    B = {"bold": True}
    ev.put("employer", emp.name, emp.name)
    runs = [
        ("Je soussigné(e), ", {}),
        (emp.hr_name, {}),
        (f", {emp.hr_title} de la société ", {}),
        (emp.name, B),
        (f", certifie que {p.civ_long} ", {}),
        (f"{p.family} {p.given}", B),
    ]
    ev.put("applicant_name", p.label_name, f"{p.family} {p.given}")
    if show["cin"] or opts.get("cin"):
        runs += [(", CIN n° ", {}), (cin, B)]
        ev.put("cin", cin, cin)
    if show["date_of_birth"]:
        dob = _fmt.date(p.dob, dstyle)
        runs += [(f", {p.e('né', 'née')} le ", {}), (dob, {"keep": True})]
        ev.put("date_of_birth", p.dob.isoformat(), dob)
    hd = _fmt.date(hire, dstyle)
    runs += [(", travaille dans notre établissement depuis le ", {}), (hd, {"keep": True})]
    ev.put("hire_date", hire.isoformat(), hd)
    if show["position"]:
        runs += [(" en tant que ", {}), (p.position, {"keep": True})]
        ev.put("position", p.position, p.position)
    g = _fmt.amount(pay["gross"], st, cur)
    n = _fmt.amount(pay["net"], st, cur)
    runs += [(" et perçoit un salaire mensuel brut de ", {}), (g, B)]
    if rng.random() < 0.5:
        dh, cts = divmod(round(pay["gross"] * 100), 100)
        words = _fmt.words_fr(int(dh)) + " dirhams" + (f" et {cts} centimes" if cts else "")
        runs += [(f" ({words})", {"italic": True})]
    runs += [(", soit un salaire net mensuel de ", {}), (n, B), (".", {})]
    ev.put("gross_salary", pay["gross"], g)
    ev.put("net_salary", pay["net"], n)
    y = pg.para(70, y, pg.w - 140, runs, size=11, leading=1.6)
    y += 12
    y = pg.para(
        70,
        y,
        pg.w - 140,
        "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        size=11,
        leading=1.6,
    )
    _sign_block(pg, emp, rng, y + 40)
    legal_footer(pg, emp, None, False)
    return Doc("salary_certificate", [pg], ev.labels, ev.ev, style=f"sal-letter-{font}")


def _sal_table(rng, p: Person, when, opts) -> Doc:
    emp, pay, cin, hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(SANS)
    pg = Page(A4, font=font)
    y = letterhead(pg, emp, rng, None, False, centered=False)
    st, cur = _amt_style(rng)
    A = lambda v: _fmt.amount(v, st, cur)  # noqa: E731
    dstyle = rng.choice(["dmy_slash", "iso", "dmy_dash"])
    pg.rect(40, y, 515, 40, fill="#f0f0f0", stroke="#666", sw=0.7)
    pg.text(
        pg.w / 2,
        y + 25,
        rng.choice(["ATTESTATION DE SALAIRE", "ATTESTATION DE SALAIRE MENSUEL"]),
        size=14,
        bold=True,
        anchor="middle",
    )
    y += 70
    ev.put("employer", emp.name, emp.name)
    pg.para(
        48,
        y,
        500,
        [
            ("La société ", {}),
            (emp.name, {"bold": True}),
            (" atteste que le salarié désigné ci-dessous perçoit la rémunération mensuelle suivante :", {}),
        ],
        size=10,
    )
    y += 40
    rows = [
        ("Nom et prénom", f"{p.given.upper()} {p.family}", "applicant_name", p.label_name),
        ("Matricule", p.matricule, None, None),
    ]
    if show["cin"] or opts.get("cin"):
        rows.append(("Carte nationale n°", cin, "cin", cin))
    if show["date_of_birth"]:
        rows.append(("Date de naissance", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat()))
    rows.append(("Fonction", p.position, "position", p.position))
    rows.append(("Date d'entrée", _fmt.date(hire, dstyle), "hire_date", hire.isoformat()))
    rows.append(("Salaire de base", A(pay["base"]), None, None))
    rows.append(("Salaire mensuel brut", A(pay["gross"]), "gross_salary", pay["gross"]))
    rows.append(("Retenues (CNSS, AMO, IR)", A(pay["retenues"]), None, None))
    rows.append(("Salaire mensuel net", A(pay["net"]), "net_salary", pay["net"]))
    for k, v, field, lab in rows:
        strong = field in ("gross_salary", "net_salary")
        pg.rect(48, y, 500, 24, fill="#f7f7f7" if strong else "none", stroke="#999", sw=0.5)
        pg.text(56, y + 16, k, size=9.5, bold=strong)
        pg.text(540, y + 16, v, size=10, anchor="end", bold=strong)
        if field:
            ev.put(field, lab, v)
        y += 24
    y += 28
    if rng.random() < 0.5:
        pg.text(48, y, f"Soit un salaire annuel brut de {A(pay['gross'] * 12)}.", size=9.5)
        y += 20
    pg.para(48, y, 500, "Attestation délivrée pour servir et valoir ce que de droit.", size=10)
    _issue_line(pg, emp, when, rng, y + 40)
    _sign_block(pg, emp, rng, y + 70)
    legal_footer(pg, emp, None, False)
    return Doc("salary_certificate", [pg], ev.labels, ev.ev, style=f"sal-table-{font}")


# ---------------------------------------------------------------------------------------------------------
# CNSS
# ---------------------------------------------------------------------------------------------------------


def _cnss_head(pg: Page, rng, y=40) -> float:
    pg.rect(40, y - 10, 44, 44, fill="#0b6e4f", stroke=None, rx=22)
    pg.text(62, y + 17, "CNSS", size=10, bold=True, anchor="middle", fill="#fff", font="DejaVu Sans")
    pg.text(94, y + 4, "ROYAUME DU MAROC", size=8, fill="#333")
    pg.text(94, y + 17, "Caisse Nationale de Sécurité Sociale", size=12, bold=True, fill="#0b6e4f")
    pg.text(555, y + 4, "المملكة المغربية", size=9, font=AR, anchor="end", fill="#333")
    pg.text(555, y + 20, "الصندوق الوطني للضمان الاجتماعي", size=11, font=AR, anchor="end", fill="#0b6e4f")
    pg.text(
        94,
        y + 29,
        rng.choice(
            [
                "Direction Régionale Casablanca-Settat",
                "Direction Régionale Rabat-Salé",
                "Agence Ma CNSS – Service en ligne",
                "Direction Régionale Fès-Meknès",
            ]
        ),
        size=8,
        fill="#555",
    )
    pg.line(40, y + 42, 555, y + 42, stroke="#0b6e4f", sw=1.5)
    return y + 70


def cnss_certificate(rng, p: Person, when: dt.date, opts: dict) -> Doc:
    variant = opts.get("variant") or rng.choice(["affiliation", "salaires"])
    emp, pay, cin, _hire = _common(p, opts)
    show = _show(rng, opts)
    ev = Ev()
    font = rng.choice(["Liberation Sans", "DejaVu Sans", "Noto Sans"])
    pg = Page(A4, font=font)
    y = _cnss_head(pg, rng)
    dstyle = rng.choice(["dmy_slash", "dmy_slash", "iso", "fr_long0"])
    if variant == "affiliation":
        title = rng.choice(["ATTESTATION D'AFFILIATION", "ATTESTATION D'IMMATRICULATION"])
        pg.text(pg.w / 2, y + 10, title, size=15, bold=True, anchor="middle")
        pg.text(pg.w / 2, y + 30, "شهادة التسجيل", size=12, font=AR, anchor="middle")
        pg.text(555, y + 50, f"N° {when.year}/{rng.randint(100000, 999999)}", size=8.5, anchor="end", fill="#555")
        y += 74
        pg.para(
            60,
            y,
            475,
            "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) "
            "ci-dessous est immatriculé(e) au régime de sécurité sociale :",
            size=10.5,
        )
        y += 40
        rows = [
            ("Nom", p.family, None, None),
            ("Prénom", p.given, None, None),
            ("N° d'immatriculation", p.cnss_number, "cnss_number", p.cnss_number),
        ]
        if show["cin"] or opts.get("cin"):
            rows.append(("N° CIN", cin, "cin", cin))
        rows.append(("Date de naissance", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat()))
        rows.append(
            (
                "Date d'immatriculation",
                _fmt.date(p.affiliation_date, dstyle),
                "affiliation_date",
                p.affiliation_date.isoformat(),
            )
        )
        rows.append(("Employeur actuel", emp.name, "employer", emp.name))
        rows.append(("N° d'affiliation employeur", emp.cnss, "employer_cnss", emp.cnss))
        for k, v, field, lab in rows:
            pg.text(70, y, k, size=10, fill="#444")
            pg.text(230, y, ":  " + v, size=10.5, bold=True)
            if field:
                ev.put(field, lab, v)
            y += 22
        ev.put("applicant_name", p.label_name, p.family, p.given)
        y += 20
        pg.para(
            60,
            y,
            475,
            "Cette attestation est délivrée à l'intéressé(e) sur sa demande pour servir et valoir ce que de droit.",
            size=10.5,
        )
        y += 40
    else:
        title = "ATTESTATION DE SALAIRE"
        pg.text(pg.w / 2, y + 10, title, size=15, bold=True, anchor="middle")
        pg.text(pg.w / 2, y + 27, "Relevé des salaires déclarés à la CNSS", size=10, anchor="middle", fill="#444")
        y += 56
        rows = [
            ("Assuré", f"{p.family} {p.given}", "applicant_name", p.label_name),
            ("N° d'immatriculation", p.cnss_number, "cnss_number", p.cnss_number),
        ]
        if show["cin"] or opts.get("cin"):
            rows.append(("CIN", cin, "cin", cin))
        if show["date_of_birth"]:
            rows.append(("Date de naissance", _fmt.date(p.dob, dstyle), "date_of_birth", p.dob.isoformat()))
        if rng.random() < 0.6:
            rows.append(
                (
                    "Date d'immatriculation",
                    _fmt.date(p.affiliation_date, dstyle),
                    "affiliation_date",
                    p.affiliation_date.isoformat(),
                )
            )
        rows.append(("Raison sociale employeur", emp.name, "employer", emp.name))
        rows.append(("N° affiliation employeur", emp.cnss, "employer_cnss", emp.cnss))
        for k, v, field, lab in rows:
            pg.text(60, y, k, size=9.5, fill="#444")
            pg.text(210, y, v, size=10, bold=True)
            ev.put(field, lab, v)
            y += 18
        y += 14
        cols = [60, 170, 300, 390, 535]
        pg.rect(60, y, 475, 18, fill="#e3efe9", stroke="#777", sw=0.5)
        for i, h in enumerate(["Période", "N° affiliation", "Jours déclarés", "Salaire déclaré (DH)"]):
            pg.text((cols[i] + cols[i + 1]) / 2, y + 12.5, h, size=8.5, bold=True, anchor="middle")
        y += 18
        m = dt.date(when.year, when.month, 1)
        months = []
        for _ in range(6):
            m = (m - dt.timedelta(days=1)).replace(day=1)
            months.append(m)
        for m in reversed(months):
            pg.rect(60, y, 475, 17, stroke="#bbb", sw=0.4)
            pg.text(115, y + 12, _fmt.month(m.year, m.month, "num"), size=8.8, anchor="middle")
            pg.text(235, y + 12, emp.cnss, size=8.8, anchor="middle")
            pg.text(345, y + 12, "26", size=8.8, anchor="middle")
            pg.text(527, y + 12, _fmt.amount(pay["gross"], "fr_space"), size=8.8, anchor="end")
            y += 17
        y += 30
    pg.text(
        60, y, f"Fait à {rng.choice(['Casablanca', 'Rabat', emp.city.title()])}, le {_fmt.date(when, dstyle)}", size=10
    )
    # QR-like block
    qx, qy, cell = 470, y + 20, 2.6
    for i in range(25):
        for j in range(25):
            corner = (i < 7 and j < 7) or (i < 7 and j > 17) or (i > 17 and j < 7)
            if corner:
                on = i in (0, 6, 18, 24) or j in (0, 6, 18, 24) or (2 <= i % 18 <= 4 and 2 <= j % 18 <= 4)
            else:
                on = rng.random() < 0.5
            if on:
                pg.rect(qx + j * cell, qy + i * cell, cell, cell, fill="#000", stroke=None)
    pg.text(
        60,
        y + 40,
        "Document généré électroniquement – vérifiable sur le portail de la CNSS",
        size=8,
        italic=True,
        fill="#555",
    )
    pg.text(
        pg.w / 2,
        pg.h - 36,
        "Caisse Nationale de Sécurité Sociale – 649, Boulevard Mohammed V – Casablanca",
        size=7,
        anchor="middle",
        fill="#666",
    )
    return Doc("cnss_certificate", [pg], ev.labels, ev.ev, style=f"cnss-{variant}-{font}")
