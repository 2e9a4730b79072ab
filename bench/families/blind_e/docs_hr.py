"""Payroll and HR papers: payslips, employment and salary certificates, CNSS attestations."""

from __future__ import annotations

import random

from . import art, fmt
from .common import (
    CONTRACT_EN,
    CONTRACT_PHRASE,
    CONTRACT_PHRASE_EN,
    CONTRACT_WORDS,
    he,
    letterhead,
    name_style,
    place_date,
    reference,
    signature_block,
    stamp_png,
)
from .odf import PAGE_COUNT, PAGE_NUMBER, Book, C, Cell, Doc
from .world import Employer, Person

DATE_STYLE = {
    "spe": "slash",
    "ama": "dash",
    "mei": "slash",
    "ora": "long",
    "tac": "en_abbr",
    "waf": "dot",
    "des": "slash",
    "pcg": "dot2",
    "tdt": "slash",
    "orb": "en",
    "far": "long",
    "ais": "dash",
    "orec": "slash",
    "nlt": "dot",
    "mas": "slash",
}
AMT_STYLE = {
    "spe": "fr",
    "ama": "de",
    "mei": "fr",
    "ora": "fr",
    "tac": "en",
    "waf": "plainc",
    "des": "de",
    "pcg": "fr",
    "tdt": "plain",
    "orb": "en",
    "far": "fr",
    "ais": "de",
    "orec": "fr",
    "nlt": "plain",
    "mas": "fr",
}
CALC_FMT = {
    "fr": {"lang": "fr", "country": "FR", "grouping": True},
    "de": {"lang": "de", "country": "DE", "grouping": True},
    "plain": {"lang": "en", "country": "US", "grouping": False},
    "plainc": {"lang": "fr", "country": "FR", "grouping": False},
    "en": {"lang": "en", "country": "US", "grouping": True},
}
EN_LABELS = {
    "Salaire de base": "Base salary",
    "Prime d'ancienneté": "Seniority bonus",
    "CNSS": "CNSS social security",
    "AMO": "AMO health insurance",
    "CIMR": "CIMR pension",
    "Mutuelle": "Complementary health cover",
    "IR": "Income tax (IR)",
    "CNSS (exonéré - contrat d'insertion)": "CNSS (exempt - insertion contract)",
}


def amt(e: Employer, v: float, neg="minus") -> str:
    return fmt.amount(v, AMT_STYLE[e.key], neg)


def dat(e: Employer, iso: str) -> str:
    return fmt.date(iso, DATE_STYLE[e.key])


def seniority_text(p: Person, month: str, lang="fr") -> str:
    h = fmt.d(p.hire)
    y, m = int(month[:4]), int(month[5:7])
    months = (y - h.year) * 12 + (m - h.month)
    yy, mo = divmod(months, 12)
    if lang == "en":
        return f"{yy} yrs {mo} mths"
    return f"{yy} an(s) {mo} mois"


def pct(rate: float) -> str:
    return f"{rate * 100:.2f} %".replace(".", ",") if rate else ""


def _payslip_labels(p: Person, e: Employer, month: str, pay: dict, shown: set[str]) -> dict:
    lab = {
        "applicant_name": p.full,
        "employer": e.name,
        "pay_period": month,
        "gross_salary": pay["gross"],
        "net_salary": pay["net"],
    }
    if "cin" in shown:
        lab["cin"] = p.cin
    if "employer_cnss" in shown:
        lab["employer_cnss"] = e.cnss
    if "cnss_number" in shown:
        lab["cnss_number"] = p.cnss_no
    if "hire_date" in shown:
        lab["hire_date"] = p.hire
    if "contract_type" in shown:
        lab["contract_type"] = p.contract
    if "position" in shown:
        lab["position"] = p.position
    return lab


# === payslips


def payslip(p: Person, e: Employer, months: list[str], rng: random.Random):
    """Returns (ext, source, labels). Several months print as several pages (labels: the first page)."""
    layout = e.payslip_layout
    fn = {"P1": _payslip_p1, "P2": _payslip_p2, "P3": _payslip_p3, "P4": _payslip_p4}[layout]
    return fn(p, e, months, rng)


def _payslip_p1(p, e, months, rng):
    """Spreadsheet export of a payroll tool: boxed grid, codes, gains and deductions columns, cumulative totals."""
    st = AMT_STYLE[e.key]
    bk = Book(font=rng.choice(["Liberation Sans", "DejaVu Sans"]), size=8.5, margins=(10, 10, 12, 12))
    nf = bk.numfmt(**CALC_FMT[st])
    shown = {"cin", "cnss_number", "hire_date", "position", "contract_type", "employer_cnss"}
    title = "BULLETIN DE PAIE"
    bk.footer("<text:p>" + f"Édité le {dat(e, p.issue_date if len(months) == 1 else months[-1] + '-28')}" + "</text:p>")
    B = {"border": "0.5pt solid #000000"}
    H = {"border": "0.5pt solid #000000", "bold": True, "bg": "#d9e1f2", "align": "center"}
    L = {**B, "bold": True, "bg": "#f2f2f2"}
    R = {**B, "align": "end"}
    for month in months:
        pay = p.pay[month]
        start, end = fmt.month_bounds(month)
        # A code | B-C rubrique | D base | E taux | F gains | G retenues
        sh = bk.sheet(fmt.month(month, "abbr"), [14, 30, 34, 24, 18, 28, 28])
        sh.image(art.logo(e.initials, e.color, e.shape, rng), 1, 1, 12, 12)
        sh.row([C(None), C(e.name, span=3, s={"bold": True, "size": 11}), C(title, span=3, s={**H, "size": 13})], 8)
        sh.row(
            [
                C(None),
                C(e.addr[0], span=3),
                C(f"Période du {dat(e, start)} au {dat(e, end)}", span=3, s={**B, "align": "center"}),
            ],
            5,
        )
        sh.row(
            [C(None), C(e.addr[1], span=3), C(f"Date de paiement : {dat(e, end)}", span=3, s={**B, "align": "center"})],
            5,
        )
        sh.row(
            [C(f"ICE : {e.ice}   RC : {e.rc}   IF : {e.if_}", span=4, s={"size": 7.5}), C(None), C(None), C(None)], 4.5
        )
        sh.row(
            [C(f"N° affiliation CNSS : {e.cnss}", span=4, s={"size": 7.5, "bold": True}), C(None), C(None), C(None)],
            4.5,
        )
        sh.blank(3)
        info = [
            ("Nom et prénom", name_style(p, "FAMILY Given"), "Matricule", p.matricule or "-"),
            ("Emploi", p.position, "N° CIN", p.cin),
            ("Type de contrat", CONTRACT_WORDS[p.contract][0], "N° CNSS", p.cnss_no),
            ("Situation familiale", f"{p.marital} - {p.dependants} pers. à charge", "Date d'embauche", dat(e, p.hire)),
            ("Ancienneté", seniority_text(p, month), "Jours travaillés", str(pay["days"])),
        ]
        for a_, b_, c_, d_ in info:
            sh.row([C(a_, span=2, s=L), C(b_, span=2, s=B), C(c_, span=2, s=L), C(d_, s=B)], 5.2)
        sh.blank(3)
        sh.row(
            [
                C("Code", s=H),
                C("Rubrique", span=2, s=H),
                C("Base / Nombre", s=H),
                C("Taux", s=H),
                C("Gains", s=H),
                C("Retenues", s=H),
            ],
            6,
        )
        code = 100
        for label, base, rate, val, _tax in pay["gains"]:
            rate_txt = pct(rate) if label.startswith("Prime d'anc") else (fmt.amount(rate, st) if rate else "")
            sh.row(
                [
                    C(str(code), s={**B, "align": "center"}),
                    C(label, span=2, s=B),
                    C(base, fmt=nf, s=R) if base else C(None, s=B),
                    C(rate_txt, s=R),
                    C(val, fmt=nf, s=R),
                    C(None, s=B),
                ],
                5,
            )
            code += 10
        code = 500
        for label, base, rate, val in pay["deductions"]:
            sh.row(
                [
                    C(str(code), s={**B, "align": "center"}),
                    C(label, span=2, s=B),
                    C(base, fmt=nf, s=R),
                    C(pct(rate), s=R),
                    C(None, s=B),
                    C(val, fmt=nf, s=R),
                ],
                5,
            )
            code += 10
        tot = {**B, "bold": True, "bg": "#eeeeee", "align": "end"}
        sh.row(
            [
                C("TOTAUX", span=5, s={**B, "bold": True, "bg": "#eeeeee"}),
                C(pay["gross"], fmt=nf, s=tot),
                C(pay["total_ded"], fmt=nf, s=tot),
            ],
            5.5,
        )
        sh.blank(3)
        pairs = [
            ("SALAIRE BRUT", pay["gross"], "Brut imposable", pay["sbi"]),
            ("Frais professionnels", pay["fp"], "Net imposable", pay["sni"]),
            ("Total des retenues", pay["total_ded"], "dont IR", pay["ir"]),
        ]
        for a_, b_, c_, d_ in pairs:
            sh.row(
                [
                    C(a_, span=2, s=L),
                    C(b_, fmt=nf, s={**R, "bold": a_.isupper()}),
                    C(None),
                    C(c_, span=2, s=L),
                    C(d_, fmt=nf, s=R),
                ],
                5.2,
            )
        sh.row(
            [
                C("NET À PAYER", span=2, s={**H, "size": 11}),
                C(pay["net"], fmt=nf, s={**R, "bold": True, "size": 11}),
                C(None),
                C("Mode : virement", span=3, s={"size": 8}),
            ],
            7,
        )
        sh.blank(3)
        sh.row(
            [
                C("Cumuls annuels", span=3, s={**B, "bold": True}),
                C("Brut", s=H),
                C("Jours", s=H),
                C("Net imposable", s=H),
                C("IR", s=H),
            ],
            5,
        )
        mi = int(month[5:7])
        sh.row(
            [
                C(f"Janvier à {fmt.MONTHS_FR[mi - 1]} {month[:4]}", span=3, s=B),
                C(pay["ytd_gross"], fmt=nf, s=R),
                C(26 * mi, s={**B, "align": "center"}),
                C(round(pay["sni"] * mi, 2), fmt=nf, s=R),
                C(pay["ytd_ir"], fmt=nf, s=R),
            ],
            5,
        )
        sh.blank(4)
        sh.row(
            [
                C(
                    f"Virement sur le compte RIB {p.rib[:3]} {p.rib[3:6]} {p.rib[6:22]} {p.rib[22:]}",
                    span=7,
                    s={"size": 8},
                )
            ],
            5,
        )
        sh.row(
            [
                C(
                    "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de "
                    "durée.",
                    span=7,
                    s={"italic": True, "size": 7.5},
                )
            ],
            5,
        )
    lab = _payslip_labels(p, e, months[0], p.pay[months[0]], shown)
    return "fods", bk.render(), lab


def _payslip_p2(p, e, months, rng):
    """Word-processor payslip under the letterhead: ruled table, net in words, signature."""
    doc = Doc(font=e.font, size=9.5, margins=(12, 14, 16, 16))
    letterhead(doc, e, rng.choice(["band", "left"]), with_cnss=False, rng=rng)
    title = rng.choice(["BULLETIN DE SALAIRE", "BULLETIN DE SALAIRE"])
    shown = {"cin", "cnss_number", "hire_date", "position", "contract_type", "employer_cnss"}
    W = doc.text_width
    first = True
    for month in months:
        pay = p.pay[month]
        doc.para(title, align="center", bold=True, size=15, before=2, after=1, break_before=not first)
        doc.para(f"Mois de {fmt.month(month, 'fr')}", align="center", size=11, after=4)
        first = False
        g = {"bg": "#eeeeee"}
        info = [
            [Cell("Nom", **g), p.family.upper(), Cell("N° CIN", **g), p.cin],
            [Cell("Prénom", **g), p.given, Cell("Immatriculation CNSS", **g), p.cnss_no],
            [Cell("Fonction", **g), p.position, Cell("Date d'entrée", **g), dat(e, p.hire)],
            [Cell("Contrat", **g), CONTRACT_WORDS[p.contract][1], Cell("Affiliation CNSS employeur", **g), e.cnss],
            [
                Cell("Situation de famille", **g),
                f"{p.marital}, {p.dependants} enfant(s)",
                Cell("Matricule", **g),
                p.matricule or "-",
            ],
        ]
        doc.add(doc.table(info, [32, W / 2 - 32, 42, W / 2 - 42], size=9, row_h=5.5))
        doc.spacer(4)
        H = {"bg": "#c9d7e8", "p": {"bold": True, "align": "center"}}
        rows = [
            [
                Cell("Désignation", **H),
                Cell("Nombre / Base", **H),
                Cell("Taux", **H),
                Cell("À payer", **H),
                Cell("À retenir", **H),
            ]
        ]
        for label, base, rate, val, _t in pay["gains"]:
            rt = pct(rate) if label.startswith("Prime d'anc") else (amt(e, rate) if rate else "")
            rows.append(
                [
                    label,
                    Cell(amt(e, base) if base else "", p={"align": "end"}),
                    Cell(rt, p={"align": "end"}),
                    Cell(amt(e, val), p={"align": "end"}),
                    "",
                ]
            )
        rows.append(
            [
                Cell("Salaire brut global", p={"bold": True}),
                "",
                "",
                Cell(amt(e, pay["gross"]), p={"align": "end", "bold": True}),
                "",
            ]
        )
        for label, base, rate, val in pay["deductions"]:
            rows.append(
                [
                    label,
                    Cell(amt(e, base), p={"align": "end"}),
                    Cell(pct(rate), p={"align": "end"}),
                    "",
                    Cell(amt(e, val), p={"align": "end"}),
                ]
            )
        rows.append(
            [
                Cell("Total des retenues", p={"bold": True}),
                "",
                "",
                "",
                Cell(amt(e, pay["total_ded"]), p={"align": "end", "bold": True}),
            ]
        )
        doc.add(doc.table(rows, [W - 118, 32, 20, 33, 33], size=9, row_h=5.2, header_rows=1))
        doc.spacer(3)
        recap = [
            [
                Cell("Brut imposable", bg="#f3f3f3"),
                amt(e, pay["sbi"]),
                Cell("Frais professionnels", bg="#f3f3f3"),
                amt(e, pay["fp"]),
            ],
            [
                Cell("Net imposable", bg="#f3f3f3"),
                amt(e, pay["sni"]),
                Cell("Charges de famille", bg="#f3f3f3"),
                amt(e, pay["fam"]),
            ],
        ]
        doc.add(doc.table(recap, [35, W / 2 - 35, 40, W / 2 - 40], size=8.5))
        doc.spacer(3)
        doc.add(
            doc.table(
                [
                    [
                        Cell(
                            "NET À PAYER",
                            bg="#1f1f1f",
                            p={"bold": True, "color": "#ffffff", "size": 12, "align": "center"},
                        ),
                        Cell(amt(e, pay["net"]) + " DH", p={"bold": True, "size": 13, "align": "center"}),
                    ]
                ],
                [50, 50],
                align="right",
            )
        )
        doc.para(
            f"Arrêté le présent bulletin à la somme nette de : {fmt.amount_words(pay['net'])}.",
            italic=True,
            size=8.5,
            before=3,
        )
        doc.para(f"Payé par virement le {dat(e, fmt.month_bounds(month)[1])} - {p.agency}", size=8.5, before=1)
        if month == months[-1]:
            signature_block(doc, e, rng, ["L'employeur", e.signatory_title], before=4)
    lab = _payslip_labels(p, e, months[0], p.pay[months[0]], shown)
    return "fodt", doc.render(), lab


def _payslip_p3(p, e, months, rng):
    """Spreadsheet "fiche de paie": rules between sections only, gains then deductions, bilingual title."""
    st = AMT_STYLE[e.key]
    bk = Book(
        font=rng.choice(["Liberation Sans Narrow", "Liberation Sans", "DejaVu Sans Condensed"]),
        size=9,
        margins=(12, 12, 15, 15),
    )
    nf = bk.numfmt(**CALC_FMT[st], suffix="")
    shown = {"cin", "hire_date", "position", "cnss_number"}
    show_contract = e.key in ("ora", "des")
    if show_contract:
        shown.add("contract_type")
    for month in months:
        pay = p.pay[month]
        sh = bk.sheet(fmt.month(month, "num").replace("/", "-"), [58, 28, 22, 30, 42])
        top = {"top": "1pt solid #000000", "border": "none"}
        bot = {"bottom": "1pt solid #000000", "border": "none"}
        sh.row([C("FICHE DE PAIE  -  ورقة الأداء", span=5, s={"bold": True, "size": 14, "align": "center"})], 9)
        sh.row([C(fmt.month(month, "Fr"), span=5, s={"align": "center", "size": 11, "italic": True})], 6)
        sh.blank(3)
        sh.row(
            [
                C(e.name, span=2, s={"bold": True, "size": 10}),
                C(None),
                C("Salarié(e) :", s={"bold": True}),
                C(name_style(p, "Given FAMILY"), s={"bold": True}),
            ],
            5.5,
        )
        sh.row([C(e.addr[0], span=2), C(None), C("CIN :"), C(p.cin)], 5)
        sh.row([C(e.addr[1], span=2), C(None), C("N° CNSS :"), C(p.cnss_no)], 5)
        sh.row([C(f"ICE {e.ice}", span=2, s={"size": 8}), C(None), C("Poste :"), C(p.position, s={"wrap": True})], 5)
        sh.row([C(f"RC {e.rc} - IF {e.if_}", span=2, s={"size": 8}), C(None), C("Entrée le :"), C(dat(e, p.hire))], 5)
        if show_contract:
            sh.row([C(None, span=2), C(None), C("Contrat :"), C(CONTRACT_WORDS[p.contract][0])], 5)
        sh.blank(4)
        sh.row(
            [
                C("Éléments de rémunération", s={**bot, "bold": True}),
                C("Base", s={**bot, "bold": True, "align": "end"}),
                C("Taux", s={**bot, "bold": True, "align": "end"}),
                C(None, s=bot),
                C("Montant", s={**bot, "bold": True, "align": "end"}),
            ],
            6,
        )
        for label, base, rate, val, _t in pay["gains"]:
            rt = pct(rate) if label.startswith("Prime d'anc") else (fmt.amount(rate, st) if rate else "")
            sh.row(
                [
                    C(label),
                    C(base, fmt=nf, s={"align": "end"}) if base else C(None),
                    C(rt, s={"align": "end"}),
                    C(None),
                    C(val, fmt=nf, s={"align": "end"}),
                ],
                5,
            )
        sh.row(
            [
                C("SALAIRE BRUT", s={**top, "bold": True}),
                C(None, s=top),
                C(None, s=top),
                C(None, s=top),
                C(pay["gross"], fmt=nf, s={**top, "bold": True, "align": "end"}),
            ],
            6,
        )
        sh.blank(3)
        sh.row(
            [
                C("Cotisations et retenues", s={**bot, "bold": True}),
                C("Assiette", s={**bot, "bold": True, "align": "end"}),
                C("Taux", s={**bot, "bold": True, "align": "end"}),
                C(None, s=bot),
                C("Montant", s={**bot, "bold": True, "align": "end"}),
            ],
            6,
        )
        for label, base, rate, val in pay["deductions"]:
            sh.row(
                [
                    C(label),
                    C(base, fmt=nf, s={"align": "end"}),
                    C(pct(rate), s={"align": "end"}),
                    C(None),
                    C(val, fmt=nf, s={"align": "end"}),
                ],
                5,
            )
        sh.row(
            [
                C("TOTAL RETENUES", s={**top, "bold": True}),
                C(None, s=top),
                C(None, s=top),
                C(None, s=top),
                C(pay["total_ded"], fmt=nf, s={**top, "bold": True, "align": "end"}),
            ],
            6,
        )
        sh.blank(4)
        sh.row(
            [
                C("Net imposable", s={"italic": True}),
                C(pay["sni"], fmt=nf, s={"italic": True, "align": "end"}),
                C(None),
                C("NET À PAYER", s={"bold": True, "size": 11, "border": "1pt solid #000000", "align": "center"}),
                C(pay["net"], fmt=nf, s={"bold": True, "size": 12, "border": "1pt solid #000000", "align": "center"}),
            ],
            8,
        )
        sh.row(
            [
                C("Cumul brut", s={"italic": True}),
                C(pay["ytd_gross"], fmt=nf, s={"italic": True, "align": "end"}),
                C(None),
                C(None),
                C(None),
            ],
            5,
        )
        sh.row(
            [
                C("Cumul IR", s={"italic": True}),
                C(pay["ytd_ir"], fmt=nf, s={"italic": True, "align": "end"}),
                C(None),
                C(None),
                C(None),
            ],
            5,
        )
        sh.blank(6)
        sh.row(
            [
                C(f"Versé le {dat(e, fmt.month_bounds(month)[1])} par virement", span=3, s={"size": 8}),
                C("Signature et cachet", span=2, s={"align": "center", "size": 8}),
            ],
            5,
        )
        sh.image(stamp_png(e, rng), 118, sh.y + 1, 50, 33)
        for _ in range(7):
            sh.blank(5)
    lab = _payslip_labels(p, e, months[0], p.pay[months[0]], shown)
    return "fods", bk.render(), lab


def _payslip_p4(p, e, months, rng):
    """English payslip of a multinational: earnings and deductions side by side, YTD, MAD amounts."""
    doc = Doc(font=e.font, size=9, margins=(12, 14, 15, 15))
    letterhead(doc, e, "left", with_cnss=True, rng=rng, lang="en")
    shown = {"cin", "cnss_number", "hire_date", "position", "contract_type", "employer_cnss"}
    W = doc.text_width
    first = True
    for month in months:
        pay = p.pay[month]
        start, end = fmt.month_bounds(month)
        doc.para("PAYSLIP", bold=True, size=18, color=e.color, before=2, after=0, break_before=not first)
        doc.para(
            f"Pay period: {fmt.date(start, 'en_abbr')} to {fmt.date(end, 'en_abbr')}    |    Pay date: "
            f"{fmt.date(end, 'en_abbr')}",
            size=9,
            after=4,
        )
        first = False
        L = {"bg": "#eceff1", "p": {"bold": True}}
        info = [
            [Cell("Employee", **L), name_style(p, "Given FAMILY"), Cell("Employee ID", **L), p.matricule or "-"],
            [Cell("National ID (CIN)", **L), p.cin, Cell("CNSS No.", **L), p.cnss_no],
            [Cell("Job title", **L), p.position, Cell("Hire date", **L), dat(e, p.hire)],
            [
                Cell("Contract", **L),
                CONTRACT_EN[p.contract],
                Cell("Cost centre", **L),
                rng.choice(["QA-TNG-02", "OPS-RBT-11", "CS-07"]),
            ],
        ]
        doc.add(doc.table(info, [32, W / 2 - 32, 28, W / 2 - 28], size=8.5, row_h=5.5, border="0.5pt solid #b0bec5"))
        doc.spacer(4)
        H = {"bg": e.color, "p": {"bold": True, "color": "#ffffff"}}
        earn = [[Cell("Earnings", **H), Cell("Amount (MAD)", **H)]]
        for label, _b, _r, val, _t in pay["gains"]:
            earn.append([EN_LABELS.get(label, label), Cell(amt(e, val), p={"align": "end"})])
        earn.append([Cell("Gross pay", p={"bold": True}), Cell(amt(e, pay["gross"]), p={"align": "end", "bold": True})])
        ded = [[Cell("Deductions", **H), Cell("Amount (MAD)", **H)]]
        for label, _b, _r, val in pay["deductions"]:
            ded.append([EN_LABELS.get(label, label), Cell(amt(e, val), p={"align": "end"})])
        while len(ded) < len(earn) - 1:
            ded.append(["", ""])
        ded.append(
            [
                Cell("Total deductions", p={"bold": True}),
                Cell(amt(e, pay["total_ded"]), p={"align": "end", "bold": True}),
            ]
        )
        while len(earn) < len(ded):
            earn.insert(-1, ["", ""])
        half = (W - 6) / 2
        t1 = doc.table(earn, [half - 28, 28], size=8.5, row_h=5, border="0.5pt solid #b0bec5")
        t2 = doc.table(ded, [half - 28, 28], size=8.5, row_h=5, border="0.5pt solid #b0bec5")
        doc.add(
            doc.table(
                [
                    [
                        Cell(t1, raw=True, border=None, pad=0, valign="top"),
                        Cell("", border=None),
                        Cell(t2, raw=True, border=None, pad=0, valign="top"),
                    ]
                ],
                [half, 6, half],
            )
        )
        doc.spacer(4)
        doc.add(
            doc.table(
                [
                    [
                        Cell("Taxable gross", bg="#eceff1"),
                        amt(e, pay["sbi"]),
                        Cell("Taxable net", bg="#eceff1"),
                        amt(e, pay["sni"]),
                        Cell("NET PAY", bg=e.color, p={"bold": True, "color": "#ffffff", "align": "center"}),
                        Cell("MAD " + amt(e, pay["net"]), p={"bold": True, "size": 11, "align": "center"}),
                    ]
                ],
                [24, 24, 22, 24, 22, W - 116],
                size=8.5,
                border="0.5pt solid #b0bec5",
            )
        )
        doc.spacer(3)
        doc.add(
            doc.table(
                [
                    [
                        Cell("Year to date", bg="#eceff1", p={"bold": True}),
                        "Gross: MAD " + amt(e, pay["ytd_gross"]),
                        "Income tax: MAD " + amt(e, pay["ytd_ir"]),
                        "Net paid: MAD " + amt(e, pay["ytd_net"]),
                    ]
                ],
                [30, (W - 30) / 3, (W - 30) / 3, (W - 30) / 3],
                size=8,
                border="0.5pt solid #b0bec5",
            )
        )
        doc.para(
            f"Paid by bank transfer to account {p.rib[:6]}******{p.rib[-6:]}. This payslip is computer generated and "
            "valid without signature.",
            size=7.5,
            italic=True,
            before=4,
            color="#555555",
        )
    lab = _payslip_labels(p, e, months[0], p.pay[months[0]], shown)
    return "fodt", doc.render(), lab


# === employment certificate


def employment_certificate(p: Person, e: Employer, rng: random.Random):
    fn = {"E1": _emp_prose, "E2": _emp_bilingual, "E3": _emp_form, "E4": _emp_english}[e.emp_layout]
    return fn(p, e, rng)


def _emp_labels(p, e, cnss_shown, contract_shown=True, cin_shown=True):
    lab = {"applicant_name": p.full, "employer": e.name, "hire_date": p.hire, "position": p.position}
    if cin_shown:
        lab["cin"] = p.cin
    if contract_shown:
        lab["contract_type"] = p.contract
    if cnss_shown:
        lab["employer_cnss"] = e.cnss
    return lab


def _interesse(p: Person) -> str:
    return he(p, "l\u2019intéressé", "l\u2019intéressée")


def _emp_prose(p, e, rng):
    interesse = _interesse(p)
    doc = Doc(font=e.font, size=12, margins=(15, 18, 25, 22))
    with_cnss = rng.random() < 0.6
    letterhead(doc, e, "centered" if e.kind == "public" else rng.choice(["band", "centered"]), with_cnss, rng)
    doc.para(f"Réf. : {reference(rng, 'RH')}", size=10, before=6)
    doc.para(place_date(e.city, p.issue_date, "long").replace("Fait à ", ""), align="end", size=11)
    title = rng.choice(["ATTESTATION DE TRAVAIL", "ATTESTATION DE TRAVAIL", "CERTIFICAT DE TRAVAIL"])
    doc.para(title, align="center", bold=True, size=16, underline=True, before=14, after=12)
    signer = he_signer(e)
    body = (
        f"{signer}, {e.signatory}, agissant en qualité de {e.signatory_title} de {e.name}, "
        f"atteste par la présente que {p.civ_long} {name_style(p, 'Given FAMILY')}, titulaire de la Carte Nationale "
        f"d'Identité n° {p.cin}, est {he(p, 'employé', 'employée')} au sein de notre "
        f"{'organisme' if e.kind == 'public' else 'établissement'} "
        f"depuis le {fmt.date(p.hire, 'long')} en qualité de {p.position}, {CONTRACT_PHRASE[p.contract]}."
    )
    doc.para(body, align="justify", line=150, indent=10, after=6)
    doc.para(
        f"{interesse.capitalize()} est toujours en activité à la date de délivrance de la présente attestation.",
        align="justify",
        line=150,
        indent=10,
        after=6,
    )
    doc.para(
        f"Cette attestation est délivrée à {interesse}, sur sa demande, pour servir et valoir ce que de droit.",
        align="justify",
        line=150,
        indent=10,
    )
    signature_block(doc, e, rng, [e.signatory_title, e.signatory], before=16)
    return "fodt", doc.render(), _emp_labels(p, e, with_cnss)


def he_signer(e: Employer) -> str:
    fem = e.signatory.split()[0] in ("Nawal", "Latifa", "Samira", "Meryem", "Siham", "Rachida")
    return "Je soussignée" if fem else "Je soussigné"


def _emp_bilingual(p, e, rng):
    doc = Doc(font=e.font, size=11, margins=(15, 18, 22, 22))
    letterhead(doc, e, rng.choice(["band", "left"]), with_cnss=False, rng=rng)
    W = doc.text_width
    doc.para("ATTESTATION DE TRAVAIL", align="center", bold=True, size=16, before=12, after=0)
    doc.para("شهادة العمل", align="center", bold=True, size=16, after=10)
    doc.para(
        f"La Direction de {e.name} atteste que la personne désignée ci-dessous fait partie de son personnel :",
        align="justify",
        after=6,
    )
    ar = {"p": {"align": "end", "rtl": True}}
    rows = [
        [Cell("Nom et prénom"), Cell(name_style(p, "FAMILY Given"), p={"bold": True}), Cell("الاسم الكامل", **ar)],
        [Cell("N° C.I.N."), Cell(p.cin, p={"bold": True}), Cell("رقم البطاقة الوطنية", **ar)],
        [Cell("Fonction"), Cell(p.position, p={"bold": True}), Cell("المهنة", **ar)],
        [Cell("Date d'embauche"), Cell(dat(e, p.hire), p={"bold": True}), Cell("تاريخ التوظيف", **ar)],
        [Cell("Nature du contrat"), Cell(CONTRACT_WORDS[p.contract][1], p={"bold": True}), Cell("نوع العقد", **ar)],
        [Cell("N° d'affiliation CNSS de l'employeur"), Cell(e.cnss, p={"bold": True}), Cell("رقم انخراط المشغل", **ar)],
    ]
    doc.add(doc.table(rows, [58, W - 58 - 45, 45], size=10.5, row_h=8, border="0.75pt solid #333333"))
    doc.para(
        "La présente attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
        before=8,
        align="justify",
    )
    doc.para("سلمت هذه الشهادة للمعني بالأمر بطلب منه للإدلاء بها عند الحاجة.", rtl=True, align="end", before=2)
    doc.para(place_date(e.city, p.issue_date, DATE_STYLE[e.key]), align="end", before=8)
    signature_block(doc, e, rng, [f"{e.signatory_title}"], before=4)
    return "fodt", doc.render(), _emp_labels(p, e, True)


def _emp_form(p, e, rng):
    doc = Doc(font=e.font, size=11, margins=(15, 18, 22, 22))
    with_cnss = True
    letterhead(doc, e, rng.choice(["left", "band"]), with_cnss=False, rng=rng)
    W = doc.text_width
    title = rng.choice(["ATTESTATION DE TRAVAIL", "ATTESTATION D'EMPLOI"])
    doc.para(title, align="center", bold=True, size=15, before=10, after=2, border="1pt solid #000000", padding=2)
    doc.para(f"N° {reference(rng, 'AT')}", align="center", size=9, after=10)
    doc.para("Nous soussignés :", bold=True, after=3)
    tabs = [(W, "right", ".")]
    lines = [
        ("Raison sociale", e.name),
        ("Adresse", ", ".join(e.addr)),
        ("N° d'affiliation à la CNSS", e.cnss),
    ]
    for k, v in lines:
        doc.para(f"{k} :\t{v}", tabs=tabs, after=2, left=4)
    doc.para("Attestons que :", bold=True, before=6, after=3)
    contract = CONTRACT_WORDS[p.contract][rng.choice([0, 1])]
    lines = [
        (he(p, "Monsieur", "Madame"), name_style(p, "FAMILY Given")),
        ("Titulaire de la CIN n°", p.cin),
        ("Immatriculé(e) à la CNSS sous le n°", p.cnss_no),
        ("Occupe le poste de", p.position),
        ("Depuis le", dat(e, p.hire)),
        ("Nature du contrat", contract),
    ]
    if p.contract == "INTERIM":
        lines.append(("Mis(e) à disposition de", "Société Casa Data Services SARL (client utilisateur)"))
    for k, v in lines:
        doc.para(f"{k} :\t{v}", tabs=tabs, after=2, left=4)
    doc.para(
        "En foi de quoi, la présente attestation lui est délivrée pour servir et valoir ce que de droit.",
        before=8,
        align="justify",
    )
    doc.para(place_date(e.city, p.issue_date, DATE_STYLE[e.key]), align="end", before=8)
    signature_block(doc, e, rng, ["Pour la Direction", f"{e.signatory}, {e.signatory_title}"], before=4)
    return "fodt", doc.render(), _emp_labels(p, e, with_cnss)


def _emp_english(p, e, rng):
    doc = Doc(font=e.font, size=11, margins=(15, 18, 24, 24))
    letterhead(doc, e, "left", with_cnss=True, rng=rng, lang="en")
    doc.para(fmt.date(p.issue_date, DATE_STYLE[e.key]), align="end", before=8)
    doc.para(f"Ref: {reference(rng, 'HR-CERT')}", size=9.5)
    doc.para("EMPLOYMENT CERTIFICATE", align="center", bold=True, size=16, before=14, after=2)
    doc.para("(Attestation de travail)", align="center", italic=True, size=10, after=12)
    doc.para("To whom it may concern,", after=6)
    title = "Mr." if p.sex == "M" else "Ms."
    body = (
        f"We, {e.name}, hereby certify that {title} {name_style(p, 'Given FAMILY')}, holder of Moroccan national ID "
        "card "
        f"No. {p.cin}, has been employed by our company since {fmt.date(p.hire, 'en')} "
        f"{CONTRACT_PHRASE_EN[p.contract]}. "
        f"{he(p, 'He', 'She')} currently holds the position of {p.position} within our organisation."
    )
    doc.para(body, align="justify", line=145, after=6)
    doc.para(
        f"This certificate is issued at the request of the employee for whatever legal purpose it may serve. "
        f"Our CNSS employer registration number is {e.cnss}.",
        align="justify",
        line=145,
    )
    doc.para("Yours faithfully,", before=10)
    signature_block(doc, e, rng, [e.signatory, e.signatory_title], align="start", before=18, lang="en")
    return "fodt", doc.render(), _emp_labels(p, e, True)


# === salary certificate


def salary_certificate(p: Person, e: Employer, rng: random.Random, gross: float, net: float, cin: str):
    fn = {"S1": _sal_prose, "S2": _sal_table, "S3": _sal_form, "S4": _sal_english}[e.sal_layout]
    ext, src, shown = fn(p, e, rng, gross, net, cin)
    lab = {"applicant_name": p.full, "employer": e.name, "gross_salary": gross, "net_salary": net}
    if "cin" in shown:
        lab["cin"] = cin
    if "hire_date" in shown:
        lab["hire_date"] = p.hire
    if "position" in shown:
        lab["position"] = p.position
    return ext, src, lab


def _sal_prose(p, e, rng, gross, net, cin):
    interesse = _interesse(p)
    doc = Doc(font=e.font, size=12, margins=(15, 18, 25, 22))
    letterhead(doc, e, rng.choice(["band", "centered", "left"]), with_cnss=rng.random() < 0.5, rng=rng)
    doc.para(place_date(e.city, p.issue_date, "long").replace("Fait à ", ""), align="end", before=8, size=11)
    doc.para("ATTESTATION DE SALAIRE", align="center", bold=True, size=16, underline=True, before=16, after=12)
    body = (
        f"{he_signer(e)}, {e.signatory}, {e.signatory_title} de {e.name}, certifie que "
        f"{p.civ_long} {name_style(p, 'Given FAMILY')}, titulaire de la CIN n° {cin}, occupe au sein de notre société "
        f"le poste de {p.position} depuis le {dat(e, p.hire)}."
    )
    doc.para(body, align="justify", line=150, indent=10, after=6)
    doc.para(
        [
            f"{interesse.capitalize()} perçoit un salaire mensuel brut de ",
            (f"{fmt.amount(gross, 'fr')} DH", {"bold": True}),
            f" ({fmt.amount_words(gross)}), soit un salaire net mensuel de ",
            (f"{fmt.amount(net, 'fr')} DH", {"bold": True}),
            f" ({fmt.amount_words(net)}).",
        ],
        align="justify",
        line=150,
        indent=10,
        after=6,
    )
    doc.para(
        f"À titre indicatif, sa rémunération annuelle brute s'élève à {fmt.amount(gross * 12, 'fr')} DH, hors primes "
        "exceptionnelles.",
        align="justify",
        line=150,
        indent=10,
        after=6,
    )
    doc.para(
        "La présente attestation est délivrée sur demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        align="justify",
        line=150,
        indent=10,
    )
    signature_block(doc, e, rng, ["La Direction"], before=14)
    return "fodt", doc.render(), {"cin", "hire_date", "position"}


def _sal_table(p, e, rng, gross, net, cin):
    doc = Doc(font=e.font, size=11, margins=(15, 18, 22, 22))
    letterhead(doc, e, "centered" if e.kind == "public" else "band", with_cnss=False, rng=rng)
    W = doc.text_width
    doc.para("ATTESTATION DE SALAIRE", align="center", bold=True, size=16, before=10, after=10)
    doc.para(
        f"Nous soussignés, {e.name}, attestons que {p.civ} {name_style(p, 'FAMILY Given')}, CIN {cin}, "
        f"{he(p, 'employé', 'employée')} chez nous en qualité de {p.position} depuis le {dat(e, p.hire)}, a perçu les "
        "rémunérations suivantes au cours des trois derniers mois :",
        align="justify",
        line=130,
        after=6,
    )
    H = {"bg": "#dddddd", "p": {"bold": True, "align": "center"}}
    rows = [[Cell("Mois", **H), Cell("Salaire brut", **H), Cell("Retenues légales", **H), Cell("Net versé", **H)]]
    last = p.months[-1]
    for k in (2, 1, 0):
        m = fmt.add_months(last, -k)
        rows.append(
            [
                fmt.month(m, "Fr"),
                Cell(amt(e, gross), p={"align": "end"}),
                Cell(amt(e, gross - net), p={"align": "end"}),
                Cell(amt(e, net), p={"align": "end"}),
            ]
        )
    doc.add(doc.table(rows, [W * 0.3, W * 0.24, W * 0.22, W * 0.24], size=10.5, row_h=7))
    doc.para(
        [
            "Soit un salaire mensuel brut de ",
            (f"{amt(e, gross)} dirhams", {"bold": True}),
            " et un salaire mensuel net de ",
            (f"{amt(e, net)} dirhams", {"bold": True}),
            ".",
        ],
        before=8,
        align="justify",
    )
    doc.para(
        "Cette attestation est délivrée à l'intéressé(e) à sa demande pour faire valoir ce que de droit.",
        before=4,
        align="justify",
    )
    doc.para(place_date(e.city, p.issue_date, DATE_STYLE[e.key]), align="end", before=8)
    signature_block(doc, e, rng, [e.signatory_title, e.signatory], before=4)
    return "fodt", doc.render(), {"cin", "hire_date", "position"}


def _sal_form(p, e, rng, gross, net, cin):
    doc = Doc(font=e.font, size=10.5, margins=(15, 18, 22, 22))
    letterhead(doc, e, rng.choice(["left", "band"]), with_cnss=False, rng=rng)
    W = doc.text_width
    doc.para("ATTESTATION DE SALAIRE", align="center", bold=True, size=15, before=8, after=1)
    doc.para("(Document à usage bancaire)", align="center", italic=True, size=9, after=8)
    L = {"bg": "#f0f0f0"}
    ident = [
        [Cell("Nom et prénom", **L), Cell(name_style(p, "FAMILY GIVEN"), span=3, p={"bold": True})],
        [Cell("CIN", **L), cin, Cell("Matricule", **L), p.matricule or "-"],
        [Cell("Emploi", **L), p.position, Cell("Date d'entrée", **L), dat(e, p.hire)],
    ]
    doc.add(doc.table(ident, [32, W / 2 - 32, 30, W / 2 - 30], row_h=7))
    doc.spacer(6)
    pay = next(iter(p.pay.values()))
    base = round(p.base * gross / pay["gross"], 2)
    allowances = round(gross - base, 2)
    rows = [
        [Cell("Rémunération mensuelle", bg="#d0d0d0", span=2, p={"bold": True, "align": "center"})],
        ["Salaire de base", Cell(amt(e, base) + " DH", p={"align": "end"})],
        ["Primes et indemnités", Cell(amt(e, allowances) + " DH", p={"align": "end"})],
        [Cell("Salaire brut mensuel", p={"bold": True}), Cell(amt(e, gross) + " DH", p={"align": "end", "bold": True})],
        ["Retenues (CNSS, AMO, IR, autres)", Cell(amt(e, gross - net) + " DH", p={"align": "end"})],
        [Cell("Salaire net mensuel", p={"bold": True}), Cell(amt(e, net) + " DH", p={"align": "end", "bold": True})],
    ]
    doc.add(doc.table(rows, [W * 0.6, W * 0.4], row_h=7.5))
    doc.para(
        "Nous certifions l'exactitude des informations ci-dessus. Attestation délivrée à la demande de l'intéressé(e) "
        "pour servir et valoir ce que de droit.",
        before=8,
        align="justify",
    )
    doc.para(place_date(e.city, p.issue_date, DATE_STYLE[e.key]), align="end", before=6)
    signature_block(doc, e, rng, ["Cachet et signature de l'employeur"], before=4)
    return "fodt", doc.render(), {"cin", "hire_date", "position"}


def _sal_english(p, e, rng, gross, net, cin):
    doc = Doc(font=e.font, size=11, margins=(15, 18, 24, 24))
    letterhead(doc, e, "left", with_cnss=False, rng=rng, lang="en")
    doc.para(fmt.date(p.issue_date, DATE_STYLE[e.key]), align="end", before=8)
    doc.para("SALARY CERTIFICATE", align="center", bold=True, size=16, before=14, after=2)
    doc.para("(Attestation de salaire)", align="center", italic=True, size=10, after=12)
    doc.para("To whom it may concern,", after=6)
    title = "Mr." if p.sex == "M" else "Ms."
    doc.para(
        f"This is to certify that {title} {name_style(p, 'Given FAMILY')}, national ID card No. {cin}, is employed by "
        f"{e.name} as {p.position} since {fmt.date(p.hire, 'en')}.",
        align="justify",
        line=145,
        after=6,
    )
    doc.para(
        [
            f"{he(p, 'His', 'Her')} current monthly gross salary is ",
            (f"MAD {fmt.amount(gross, 'en')}", {"bold": True}),
            " and the corresponding monthly net salary, after social security contributions and income tax, is ",
            (f"MAD {fmt.amount(net, 'en')}", {"bold": True}),
            ".",
        ],
        align="justify",
        line=145,
        after=6,
    )
    doc.para(
        f"For information, the annual gross package amounts to MAD {fmt.amount(gross * 12, 'en')} excluding variable "
        "bonuses.",
        align="justify",
        line=145,
        after=6,
    )
    doc.para("This certificate is issued upon the employee's request.", align="justify")
    doc.para("Sincerely,", before=10)
    signature_block(doc, e, rng, [e.signatory, e.signatory_title], align="start", before=18, lang="en")
    return "fodt", doc.render(), {"cin", "hire_date", "position"}


# === CNSS certificate

CNSS_GREEN = "#00693e"


def _cnss_head(doc: Doc, rng):
    logo = art.logo("CNSS", CNSS_GREEN, "circle", rng)
    W = doc.text_width
    rows = [
        [
            Cell(
                doc.p("ROYAUME DU MAROC", bold=True, size=9)
                + doc.p("Caisse Nationale de Sécurité Sociale", bold=True, size=11, color=CNSS_GREEN),
                raw=True,
                border=None,
            ),
            Cell(doc.p("", frames=doc.image(logo, 18, 18, anchor="as-char"), align="center"), raw=True, border=None),
            Cell(
                doc.p("المملكة المغربية", bold=True, size=10, rtl=True, align="end")
                + doc.p("الصندوق الوطني للضمان الاجتماعي", bold=True, size=11, rtl=True, align="end", color=CNSS_GREEN),
                raw=True,
                border=None,
            ),
        ]
    ]
    doc.header(
        doc.table(rows, [W * 0.4, W * 0.2, W * 0.4]) + doc.p("", size=2, border_bottom=f"1.5pt solid {CNSS_GREEN}")
    )


def cnss_certificate(p: Person, e: Employer, rng: random.Random, layout: str):
    fn = {"C1": _cnss_immat, "C2": _cnss_declared, "C3": _cnss_form}[layout]
    return fn(p, e, rng)


def _cnss_labels(p, e, with_cin=True, with_emp=True):
    lab = {"applicant_name": p.full, "cnss_number": p.cnss_no, "affiliation_date": p.affiliation}
    if with_cin:
        lab["cin"] = p.cin
    if with_emp:
        lab["employer"] = e.name
        lab["employer_cnss"] = e.cnss
    return lab


def _cnss_immat(p, e, rng):
    doc = Doc(font="Liberation Sans", size=10.5, margins=(14, 18, 20, 20))
    _cnss_head(doc, rng)
    doc.footer(
        doc.p(
            "CNSS - 649, Boulevard Mohammed V, Casablanca - Allo CNSS 080 200 72 72 - www.cnss.ma",
            size=7.5,
            align="center",
            color="#555555",
        )
    )
    W = doc.text_width
    doc.para("ATTESTATION D'IMMATRICULATION", align="center", bold=True, size=15, before=12, after=0)
    doc.para("شهادة التسجيل", align="center", bold=True, size=14, after=10)
    doc.para(
        f"Référence : {rng.randint(10**9, 10**10 - 1)}        Date d'édition : {fmt.date(p.issue_date, 'slash')}",
        size=9,
        after=8,
    )
    doc.para("La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) :", after=6)
    L = {"bg": "#e8f3ec"}
    rows = [
        [Cell("Nom", **L), p.family.upper(), Cell("Prénom", **L), p.given.upper()],
        [Cell("N° CIN", **L), p.cin, Cell("Date de naissance", **L), fmt.date(p.dob, "slash")],
        [
            Cell("N° d'immatriculation", **L),
            Cell(p.cnss_no, p={"bold": True}),
            Cell("Date d'immatriculation", **L),
            Cell(fmt.date(p.affiliation, "slash"), p={"bold": True}),
        ],
    ]
    doc.add(doc.table(rows, [38, W / 2 - 38, 40, W / 2 - 40], row_h=7))
    doc.para(
        "est immatriculé(e) au régime de sécurité sociale et déclaré(e) par l'employeur suivant :", before=8, after=6
    )
    rows = [
        [Cell("Raison sociale", **L), Cell(e.name, p={"bold": True})],
        [Cell("N° d'affiliation", **L), e.cnss],
        [Cell("Adresse", **L), ", ".join(e.addr)],
        [Cell("Dernière période déclarée", **L), fmt.month(p.months[-1], "num")],
    ]
    doc.add(doc.table(rows, [50, W - 50], row_h=7))
    doc.para(
        "La présente attestation est délivrée à l'intéressé(e) à sa demande pour servir et valoir ce que de droit.",
        before=10,
        align="justify",
    )
    doc.para(f"Agence CNSS {e.city}", align="end", before=10, bold=True)
    png = art.png_bytes(
        art.round_stamp("Caisse Nationale de Sécurité Sociale", e.city, ["CNSS", "AGENCE"], CNSS_GREEN, rng)
    )
    doc.para("Le Chef d'agence", align="end", frames=doc.image(png, 36, 36, x=W - 75, y=0))
    doc.spacer(30)
    return "fodt", doc.render(), _cnss_labels(p, e)


def _cnss_declared(p, e, rng):
    doc = Doc(font="DejaVu Sans", size=9.5, margins=(14, 18, 18, 18))
    _cnss_head(doc, rng)
    doc.footer(
        doc.p(
            f"Document généré électroniquement - Portail Ma CNSS - Page {PAGE_NUMBER}/{PAGE_COUNT}",
            size=7.5,
            align="center",
            color="#555555",
        )
    )
    W = doc.text_width
    doc.para(
        "ATTESTATION D'AFFILIATION ET DE SALAIRES DÉCLARÉS", align="center", bold=True, size=13, before=10, after=8
    )
    L = {"bg": "#e8f3ec"}
    rows = [
        [
            Cell("Assuré(e)", **L),
            Cell(name_style(p, "FAMILY GIVEN"), p={"bold": True}),
            Cell("N° Immatriculation", **L),
            Cell(p.cnss_no, p={"bold": True}),
        ],
        [Cell("CIN", **L), p.cin, Cell("Date d'affiliation", **L), fmt.date(p.affiliation, "dash")],
        [Cell("Employeur actuel", **L), e.name, Cell("N° affiliation employeur", **L), e.cnss],
    ]
    doc.add(doc.table(rows, [28, W / 2 - 28, 38, W / 2 - 38], row_h=6.5))
    doc.para("Salaires déclarés au cours des 6 derniers mois :", bold=True, before=8, after=3)
    H = {"bg": CNSS_GREEN, "p": {"bold": True, "color": "#ffffff", "align": "center"}}
    rows = [
        [
            Cell("Période", **H),
            Cell("N° affiliation", **H),
            Cell("Jours déclarés", **H),
            Cell("Salaire déclaré (DH)", **H),
        ]
    ]
    last = p.months[-1]
    declared = next(iter(p.pay.values()))["sbi"]
    for k in range(5, -1, -1):
        m = fmt.add_months(last, -k)
        rows.append(
            [
                Cell(fmt.month(m, "num"), p={"align": "center"}),
                Cell(e.cnss, p={"align": "center"}),
                Cell("26", p={"align": "center"}),
                Cell(fmt.amount(declared, "fr"), p={"align": "end"}),
            ]
        )
    doc.add(doc.table(rows, [W * 0.22, W * 0.26, W * 0.2, W * 0.32], size=9, row_h=5.5, header_rows=1))
    doc.para(
        "Les informations ci-dessus sont extraites des déclarations de salaires transmises par l'employeur (Damancom).",
        before=8,
        size=8.5,
        italic=True,
    )
    doc.para(f"Édité le {fmt.date(p.issue_date, 'long')}", align="end", before=10)
    png = art.png_bytes(
        art.round_stamp("Caisse Nationale de Sécurité Sociale", "Direction", ["CNSS", "MAROC"], CNSS_GREEN, rng)
    )
    doc.para("", frames=doc.image(png, 34, 34, x=W - 60, y=0))
    doc.spacer(30)
    return "fodt", doc.render(), _cnss_labels(p, e)


def _cnss_form(p, e, rng):
    """A retyped bilingual form with dotted leaders (no header; title block drawn in the page)."""
    doc = Doc(font="FreeSerif", size=11.5, margins=(18, 18, 22, 22))
    W = doc.text_width
    doc.add(
        doc.table(
            [
                [
                    Cell(
                        doc.p("Royaume du Maroc", size=10)
                        + doc.p("CAISSE NATIONALE DE", bold=True, size=10)
                        + doc.p("SÉCURITÉ SOCIALE", bold=True, size=10),
                        raw=True,
                        border=None,
                    ),
                    Cell(
                        doc.p("المملكة المغربية", size=11, rtl=True, align="end")
                        + doc.p("الصندوق الوطني", bold=True, size=11, rtl=True, align="end")
                        + doc.p("للضمان الاجتماعي", bold=True, size=11, rtl=True, align="end"),
                        raw=True,
                        border=None,
                    ),
                ]
            ],
            [W / 2, W / 2],
        )
    )
    doc.para(
        "ATTESTATION D'AFFILIATION",
        align="center",
        bold=True,
        size=15,
        before=14,
        after=0,
        border="1.2pt solid #000000",
        padding=2,
    )
    doc.para("شهادة الانخراط", align="center", bold=True, size=14, before=2, after=12)
    tabs = [(W, "right", ".")]
    rows = [
        ("Nom et prénom / الاسم الكامل", name_style(p, "FAMILY Given")),
        ("Carte d'identité nationale / ب.ت.و", p.cin),
        ("Date et lieu de naissance", f"{fmt.date(p.dob, 'slash')} à {p.pob}"),
        ("N° d'immatriculation / رقم التسجيل", p.cnss_no),
        ("Date d'immatriculation", fmt.date(p.affiliation, "long")),
        ("Employeur / المشغل", e.name),
        ("N° d'affiliation de l'employeur", e.cnss),
        ("Adresse de l'employeur", e.addr[1]),
    ]
    for k, v in rows:
        doc.para(f"{k} :\t{v}", tabs=tabs, after=3.5)
    doc.para(
        "Nous certifions que l'assuré(e) désigné(e) ci-dessus est régulièrement immatriculé(e) à la Caisse Nationale "
        "de Sécurité Sociale et que ses droits sont ouverts à la date de la présente.",
        before=8,
        align="justify",
        line=140,
    )
    doc.para(f"{e.city.split()[0]}, le {fmt.date(p.issue_date, 'dot')}", align="end", before=10)
    png = art.png_bytes(
        art.round_stamp("Caisse Nationale de Sécurité Sociale", e.city, ["Service", "Immatriculation"], CNSS_GREEN, rng)
    )
    doc.para("Pour le Directeur Régional", align="end", frames=doc.image(png, 36, 36, x=W - 80, y=-2))
    doc.spacer(30)
    return "fodt", doc.render(), _cnss_labels(p, e)
