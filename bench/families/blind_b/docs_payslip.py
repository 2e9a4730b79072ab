"""Payslips: five layouts (payroll-software grid, fiduciary typewriter listing, bilingual modern, English
multinational, public-body pay statement)."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth

from .base import BLACK, GREY, LIGHT, WHITE, Doc, H, W, amount_words_fr, ids_line, rgb, table
from .common import (
    MOIS,
    draw_arabic,
    draw_logo,
    draw_rect_stamp,
    draw_round_stamp,
    draw_signature,
    fmt_amount,
    fmt_date,
    month_label,
)
from .payroll import compute_with_cumul

CONTRACT_TEXT = {
    "CDI": "CDI",
    "CDD": "CDD",
    "ANAPEC": "Contrat ANAPEC (Idmaj)",
    "INTERIM": "Intérim (mission)",
    "STAGE": "Stage",
}
SITUATION = {True: "Marié(e)", False: "Célibataire"}


def _slips(case, spec):
    ot = spec.get("overtime")
    return [compute_with_cumul(case, y, m, ot) for (y, m) in spec["months"]]


def _common_labels(doc: Doc, case, slips, *, cin=True, emp_cnss=True, cnss_no=True, contract=True, hire=True):
    p, j, e = case.person, case.job, case.employer
    last = slips[-1]
    doc.label("applicant_name", p.name)
    if cin:
        doc.label("cin", p.cin)
    doc.label("employer", e.name)
    if emp_cnss and e.cnss:
        doc.label("employer_cnss", e.cnss)
    if cnss_no and j.cnss_number:
        doc.label("cnss_number", j.cnss_number)
    if hire:
        doc.label("hire_date", j.hire_date.isoformat())
    if contract:
        doc.label("contract_type", j.contract)
    doc.label("position", j.position)
    doc.label("pay_period", f"{last.year:04d}-{last.month:02d}")
    doc.label("gross_salary", last.gross)
    doc.label("net_salary", last.net)


def _rate(ln, style):
    if ln.rate is None:
        return ""
    if ln.key == "base" or ln.key.startswith("ot"):
        return fmt_amount(ln.rate, style)
    return fmt_amount(ln.rate, style).rstrip("0").rstrip(",.") if ln.rate else "0"


def _base(ln, style):
    if ln.base is None:
        return ""
    if ln.key == "base" or ln.key.startswith("ot"):
        return fmt_amount(ln.base, style)
    return fmt_amount(ln.base, style)


# --------------------------------------------------------------------------------------------- P1: software grid


def payslip_p1(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    slips = _slips(case, spec)
    doc = Doc("Bulletin de paie", creator="PaieExpert Maroc v8.3")
    c = doc.c
    st = "sp"
    npages = len(slips)
    for pi, s in enumerate(slips):
        x0 = 36
        top = H - 36
        # employer box
        c.setLineWidth(0.8)
        c.rect(x0, top - 92, 262, 92)
        c.setFont("LS-B", 10)
        c.drawString(x0 + 6, top - 15, e.name)
        c.setFont("LS", 7.8)
        yy = top - 27
        for ln in e.address:
            c.drawString(x0 + 6, yy, ln)
            yy -= 9.5
        c.drawString(x0 + 6, yy, f"N° Affiliation CNSS : {e.cnss}")
        c.drawString(x0 + 6, yy - 9.5, f"ICE : {e.ice}")
        c.drawString(x0 + 6, yy - 19, f"RC : {e.rc}   IF : {e.if_}")
        # title box
        c.setFillColor(LIGHT)
        c.rect(x0 + 272, top - 30, 251, 30, stroke=1, fill=1)
        c.setFillColor(BLACK)
        c.setFont("LS-B", 15)
        c.drawCentredString(x0 + 272 + 125.5, top - 20, "BULLETIN DE PAIE")
        c.rect(x0 + 272, top - 92, 251, 62)
        c.setFont("LS", 8.2)
        c.drawString(x0 + 278, top - 43, f"Période du {fmt_date(s.period_start)} au {fmt_date(s.period_end)}")
        c.drawString(x0 + 278, top - 55, f"Date de paiement : {fmt_date(s.pay_date)}")
        c.drawString(x0 + 278, top - 67, "Mode de règlement : Virement bancaire")
        c.drawString(x0 + 278, top - 79, f"Mois : {month_label(s.year, s.month, 'FR')}")
        c.drawRightString(x0 + 517, top - 79, f"Page {pi + 1}/{npages}")
        # employee grid
        yt = top - 102
        name = f"{p.family.upper()} {p.given.upper()}"
        rows = [
            ["Matricule", j.matricule, "Nom et prénom", name],
            ["N° CIN", p.cin, "N° CNSS", j.cnss_number],
            ["Date d'entrée", fmt_date(j.hire_date), "Emploi", j.position],
            ["Catégorie", j.category, "Type de contrat", CONTRACT_TEXT[j.contract]],
            ["Situation fam.", SITUATION[p.married], "Nbre de déductions", str(p.dependents + (1 if p.married else 0))],
        ]
        widths = [72, 118, 92, 241]
        grid_rows = [[r[0], "", r[2], ""] for r in rows]
        yy = table(c, x0, yt, widths, grid_rows, header=False, font="LS", size=8, row_h=13, grid="full")
        c.setFont("LS-B", 8)
        for k, r in enumerate(rows):
            c.drawString(x0 + 72 + 3, yt - 13 * k - 9.6, r[1])
            c.drawString(x0 + 72 + 118 + 92 + 3, yt - 13 * k - 9.6, r[3])
        # pay table
        yt = yy - 10
        head = ["Code", "Désignation", "Nombre / Base", "Taux", "Gains", "Retenues"]
        body = []
        gains = [ln for ln in s.lines if ln.gain is not None]
        rets = [ln for ln in s.lines if ln.ret is not None]
        for ln in gains:
            body.append([ln.code, ln.label, _base(ln, st), _rate(ln, st), fmt_amount(ln.gain, st), ""])
        body.append(["", "SALAIRE BRUT", "", "", fmt_amount(s.gross, st), ""])
        bold_idx = len(body)
        for ln in rets:
            body.append([ln.code, ln.label, _base(ln, st), _rate(ln, st), "", fmt_amount(ln.ret, st)])
        while len(body) < 17:
            body.append([""] * 6)
        yy = table(
            c,
            x0,
            yt,
            [42, 196, 76, 45, 82, 82],
            [head, *body],
            font="LN",
            bold="LN-B",
            size=8.6,
            row_h=14,
            grid="cols",
            header_fill=LIGHT,
            aligns="llrrrr",
            bold_rows=(bold_idx,),
        )
        # totals
        yy -= 8
        table(
            c,
            x0,
            yy,
            [130, 130, 130, 133],
            [
                ["Total gains", "Total retenues", "Brut imposable", "NET A PAYER"],
                [fmt_amount(s.gross, st), fmt_amount(s.total_ret, st), fmt_amount(s.sbi, st), ""],
            ],
            size=8.5,
            row_h=16,
            header_fill=LIGHT,
            aligns="rrrr",
        )
        c.setFont("LS-B", 12)
        c.drawRightString(x0 + 523 - 4, yy - 28.5, fmt_amount(s.net, st) + " DH")
        yy -= 44
        c.setFont("LS-B", 8)
        c.drawString(x0, yy, "Cumuls de l'exercice")
        yy = table(
            c,
            x0,
            yy - 4,
            [95, 86, 86, 86, 86, 84],
            [
                ["", "Brut", "Brut imposable", "Net imposable", "IR", "Jours"],
                [
                    "Mois",
                    fmt_amount(s.gross, st),
                    fmt_amount(s.sbi, st),
                    fmt_amount(s.sni, st),
                    fmt_amount(s.ir, st),
                    str(s.days),
                ],
                [
                    "Cumul annuel",
                    fmt_amount(s.cumul["gross"], st),
                    fmt_amount(s.cumul["sbi"], st),
                    fmt_amount(s.cumul["sni"], st),
                    fmt_amount(s.cumul["ir"], st),
                    str(s.cumul["days"]),
                ],
            ],
            size=7.8,
            row_h=12,
            aligns="lrrrrr",
            header_fill=LIGHT,
        )
        c.setFont("LS", 7.5)
        c.drawString(x0, yy - 14, f"Congés acquis restants : {s.leave_balance:.1f} jours".replace(".", ","))
        c.drawString(x0, yy - 24, f"Virement : {case.account.bank.name} - {case.account.agency}")
        c.setFont("LS-I", 7)
        c.setFillColor(GREY)
        c.drawString(
            x0, 52, "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie"
        )
        c.drawString(x0, 43, "sans limitation de durée.")
        c.drawRightString(x0 + 523, 43, f"Edité le {fmt_date(s.pay_date)} - PaieExpert Maroc")
        c.setFillColor(BLACK)
        if rng.random() < 0.6:
            draw_rect_stamp(c, x0 + 330, 80, [e.name, e.address[-1], f"ICE {e.ice}"], rng, size=6.5)
        c.showPage()
    _common_labels(doc, case, slips)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- P2: fiduciary listing

P2_TITLE = {
    "c01": "BULLETIN DE SALAIRE",
    "c02": "FICHE DE PAIE",
    "c09": "BULLETIN DE PAIE",
    "c13": "BULLETIN DE SALAIRE",
}
P2_STYLE = {"c01": "plain", "c02": "pc", "c09": "dot", "c13": "plain"}
FIDU_ADDR = {
    "Fiduciaire Atlas Conseil & Gestion SARL": "14, Rue de Yougoslavie, Guéliz - Marrakech - Tél. 05 24 43 18 65",
    "Fiduciaire Saïss Conseil SARL": "Immeuble Benjelloun, Avenue Mohammed V, 2e étage - Fès",
    "Cabinet Fiduciaire Souss Expertise SARL": "Avenue Hassan II, Résidence Al Fath - Agadir",
}


def payslip_p2(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    slips = _slips(case, spec)
    font = "LM" if case.cid in ("c01", "c13") else "FM"
    bold = font + "-B"
    fs = 8.6
    cw = stringWidth("M", font, fs)
    st = P2_STYLE.get(case.cid, "plain")
    title = P2_TITLE.get(case.cid, "BULLETIN DE SALAIRE")
    doc = Doc(title.title(), creator="Logiciel de paie - fiduciaire")
    c = doc.c
    width_chars = 94
    x0 = 40

    def row(label, nombre="", taux="", gain="", ret=""):
        return f" {label[:34]:<34}{nombre:>10}{taux:>10}{gain:>19}{ret:>19}"

    for pi, s in enumerate(slips):
        y = H - 42
        lines: list[tuple[str, str]] = []
        if e.payroll_by:
            c.setFont(bold, 8)
            c.drawString(x0, y, e.payroll_by.upper())
            c.setFont(font, 7)
            c.drawString(x0, y - 9, FIDU_ADDR.get(e.payroll_by, ""))
            y -= 26
        c.setFont(bold, 13)
        c.drawCentredString(W / 2, y - 6, title)
        c.setFont(font, 9)
        period = f"Mois de : {MOIS[s.month - 1].upper()} {s.year}"
        c.drawCentredString(W / 2, y - 20, period)
        c.drawCentredString(W / 2, y - 31, f"(Période du {fmt_date(s.period_start)} au {fmt_date(s.period_end)})")
        y -= 50
        lines = [
            (bold, f"Employeur : {e.name}"),
            (font, f"Adresse   : {' '.join(e.address)}"),
            (font, f"N° Affiliation CNSS : {e.cnss}        ICE : {e.ice}"),
            (font, ""),
            (
                bold,
                f"Salarié   : {p.civ} {p.given.upper()} {p.family.upper()}".ljust(60) + f"Matricule : {j.matricule}",
            ),
            (font, f"C.I.N.    : {p.cin}".ljust(60) + f"N° CNSS   : {j.cnss_number}"),
            (font, f"Fonction  : {j.position}".ljust(60) + f"Entrée le : {fmt_date(j.hire_date)}"),
            (
                font,
                f"Contrat   : {j.contract}".ljust(26)
                + f"Sit. fam. : {'M' if p.married else 'C'}".ljust(16)
                + f"Déductions : {p.dependents}".ljust(18)
                + f"Jours travaillés : {s.days}",
            ),
        ]
        for f, t in lines:
            c.setFont(f, fs)
            c.drawString(x0, y, t)
            y -= fs * 1.45
        y -= 4
        dash = "-" * width_chars
        c.setFont(font, fs)
        c.drawString(x0, y, dash)
        y -= fs * 1.3
        c.setFont(bold, fs)
        c.drawString(x0, y, row("RUBRIQUES", "NOMBRE", "TAUX", "GAINS", "RETENUES"))
        y -= fs * 1.1
        c.setFont(font, fs)
        c.drawString(x0, y, dash)
        y -= fs * 1.5
        for ln in s.lines:
            if ln.gain is not None:
                t = row(ln.label, _base(ln, st), _rate(ln, st), fmt_amount(ln.gain, st))
                c.drawString(x0, y, t)
                y -= fs * 1.5
        c.setFont(bold, fs)
        c.drawString(x0, y, row("SALAIRE BRUT GLOBAL", "", "", fmt_amount(s.gross, st)))
        y -= fs * 1.5
        c.setFont(font, fs)
        c.drawString(x0, y, row("SALAIRE BRUT IMPOSABLE", "", "", fmt_amount(s.sbi, st)))
        y -= fs * 1.5
        for ln in s.lines:
            if ln.ret is not None:
                label = ln.label
                t = row(label, _base(ln, st), _rate(ln, st), "", fmt_amount(ln.ret, st))
                c.drawString(x0, y, t)
                y -= fs * 1.5
        c.drawString(x0, y, row("Frais professionnels (déduits)", "", "", "", ""))
        c.drawString(x0 + cw * 55, y, f"({fmt_amount(s.fp, st)})")
        y -= fs * 1.5
        c.drawString(x0, y, row("NET IMPOSABLE", "", "", fmt_amount(s.sni, st)))
        y -= fs * 1.1
        c.drawString(x0, y, dash)
        y -= fs * 1.5
        c.setFont(bold, fs)
        c.drawString(x0, y, row("TOTAUX", "", "", fmt_amount(s.gross, st), fmt_amount(s.total_ret, st)))
        y -= fs * 1.8
        c.setFont(bold, fs + 1.5)
        net_t = f"NET A PAYER : {fmt_amount(s.net, st)} DH"
        c.drawRightString(x0 + cw * width_chars, y, net_t)
        y -= fs * 1.2
        c.setFont(font, fs)
        c.drawString(x0, y, "=" * width_chars)
        y -= fs * 1.6
        c.setFont(font, 7.8)
        c.drawString(
            x0,
            y,
            f"Cumul brut imposable : {fmt_amount(s.cumul['sbi'], st)}   Cumul net imposable : "
            f"{fmt_amount(s.cumul['sni'], st)}   Cumul IR : {fmt_amount(s.cumul['ir'], st)}",
        )
        y -= 11
        c.drawString(x0, y, f"Réglé par virement le {fmt_date(s.pay_date)} - {case.account.bank.name}")
        y -= 30
        c.drawString(x0 + cw * 56, y, "Cachet et signature de l'employeur")
        if pi == len(slips) - 1 or rng.random() < 0.7:
            draw_round_stamp(c, x0 + cw * 70, y - 45, 34, e.name.upper(), [e.brand, e.city.upper()], rng)
            draw_signature(c, x0 + cw * 62, y - 60, 90, 30, rng)
        c.setFont(font, 7)
        c.drawCentredString(W / 2, 30, f"- {pi + 1}/{len(slips)} -")
        c.showPage()
    _common_labels(doc, case, slips)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- P3: bilingual modern

P3_STYLE = {"c04": "dot", "c06": "nb", "c10": "dot", "c12": "nb"}


def payslip_p3(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    slips = _slips(case, spec)
    col = rgb(e.color)
    st = P3_STYLE.get(case.cid, "dot")
    show_cin = case.cid != "c06"
    doc = Doc("Bulletin de paie", creator="RH Cloud Paie")
    c = doc.c
    for pi, s in enumerate(slips):
        c.setFillColor(col)
        c.rect(0, H - 78, W, 78, stroke=0, fill=1)
        draw_logo(c, 36, H - 58, 34, e.logo, WHITE, rgb(e.color2), text=e.brand)
        c.setFillColor(WHITE)
        c.setFont("NS-B", 14)
        c.drawString(80, H - 36, e.brand)
        c.setFont("NS", 7.5)
        c.drawString(80, H - 48, e.name)
        c.drawString(80, H - 58, " - ".join(e.address))
        c.setFont("NS-B", 16)
        c.drawRightString(W - 36, H - 40, "BULLETIN DE PAIE")
        draw_arabic(c, "ورقة الأداء", W - 36, H - 64, 13, "naskh-b", color=(255, 255, 255))
        c.setFillColor(BLACK)
        c.setFont("NS", 9)
        c.drawString(36, H - 98, f"Période : {month_label(s.year, s.month)}")
        c.drawString(200, H - 98, f"du {fmt_date(s.period_start, 'dash')} au {fmt_date(s.period_end, 'dash')}")
        c.drawRightString(W - 36, H - 98, f"Payé le {fmt_date(s.pay_date, 'dash')}")
        # cards
        yt = H - 110
        c.setStrokeColor(col)
        c.setLineWidth(0.8)
        c.roundRect(36, yt - 96, 250, 96, 6)
        c.roundRect(296, yt - 96, W - 332, 96, 6)
        c.setFillColor(col)
        c.setFont("NS-B", 8.5)
        c.drawString(44, yt - 13, "EMPLOYEUR")
        draw_arabic(c, "المشغل", 278, yt - 14, 8.5, "naskh-b", color=tuple(int(v * 255) for v in e.color))
        c.drawString(304, yt - 13, "SALARIÉ")
        draw_arabic(c, "الأجير", W - 44, yt - 14, 8.5, "naskh-b", color=tuple(int(v * 255) for v in e.color))
        c.setFillColor(BLACK)
        c.setFont("NS", 7.8)
        ey = yt - 27
        for t in [e.name, *e.address, f"Affiliation CNSS : {e.cnss}", f"ICE : {e.ice}", f"IF : {e.if_}"]:
            c.drawString(44, ey, t)
            ey -= 10
        pairs = [("Nom", f"{p.given} {p.family.upper()}")]
        if show_cin:
            pairs.append(("CIN", p.cin))
        pairs += [
            ("Immatriculation CNSS", j.cnss_number),
            ("Date d'embauche", fmt_date(j.hire_date, "dash")),
            ("Poste", j.position),
            ("Contrat", j.contract),
            ("Matricule", j.matricule),
        ]
        sy = yt - 27
        for k, v in pairs:
            c.setFont("NS", 7.8)
            c.drawString(304, sy, k)
            c.setFont("NS-B", 7.8)
            c.drawString(398, sy, str(v))
            sy -= 10
        # table
        yt -= 112
        head = ["Rubrique", "Base", "Taux", "À payer", "À retenir"]
        body = []
        for ln in s.lines:
            if ln.gain is not None:
                body.append([ln.label, _base(ln, st), _rate(ln, st), fmt_amount(ln.gain, st), ""])
        for ln in s.lines:
            if ln.ret is not None:
                body.append([ln.label, _base(ln, st), _rate(ln, st), "", fmt_amount(ln.ret, st)])
        yy = table(
            c,
            36,
            yt,
            [215, 80, 50, 89, 89],
            [head, *body],
            font="NS",
            bold="NS-B",
            size=8,
            row_h=16,
            grid="none",
            header_fill=col,
            header_color=WHITE,
            aligns="lrrrr",
            zebra=Color(0.95, 0.96, 0.97),
        )
        c.setStrokeColor(col)
        c.line(36, yy, W - 36, yy)
        yy -= 18
        # summary boxes
        bw = (W - 72 - 20) / 3
        items = [("Salaire brut", s.gross), ("Total retenues", s.total_ret), ("Net à payer", s.net)]
        for k, (lab, val) in enumerate(items):
            bx = 36 + k * (bw + 10)
            if k == 2:
                c.setFillColor(col)
                c.roundRect(bx, yy - 40, bw, 40, 5, stroke=0, fill=1)
                c.setFillColor(WHITE)
            else:
                c.setFillColor(Color(0.95, 0.95, 0.95))
                c.roundRect(bx, yy - 40, bw, 40, 5, stroke=0, fill=1)
                c.setFillColor(BLACK)
            c.setFont("NS", 8)
            c.drawString(bx + 8, yy - 13, lab)
            c.setFont("NS-B", 13)
            c.drawRightString(bx + bw - 8, yy - 32, f"{fmt_amount(val, st)} MAD")
        c.setFillColor(BLACK)
        yy -= 58
        c.setFont("NS", 7.5)
        c.drawString(36, yy, f"Net imposable : {fmt_amount(s.sni, st)}   |   IR retenu : {fmt_amount(s.ir, st)}")
        c.drawString(
            36, yy - 11, f"Cumul brut imposable au {fmt_date(s.period_end, 'dash')} : {fmt_amount(s.cumul['sbi'], st)}"
        )
        c.drawString(36, yy - 22, f"Solde congés : {s.leave_balance:.1f} j".replace(".", ","))
        c.setFillColor(GREY)
        c.setFont("NS", 6.5)
        c.drawCentredString(W / 2, 36, ids_line(e))
        c.drawRightString(W - 36, 24, f"Page {pi + 1}/{len(slips)}")
        c.setFillColor(BLACK)
        c.showPage()
    _common_labels(doc, case, slips, cin=show_cin)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- P4: English

EN_LABEL = {
    "cnss": "Social security (CNSS)",
    "amo": "Health insurance (AMO)",
    "cimr": "Pension fund (CIMR)",
    "ir": "Income tax (IR)",
    "ot25": "Overtime 25%",
    "ot50": "Overtime 50%",
}


def payslip_p4(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    slips = _slips(case, spec)
    doc = Doc("Payslip", creator="GlobalPay HR Suite")
    c = doc.c
    st = "en"
    red = rgb(e.color2)
    for s in slips:
        draw_logo(c, 40, H - 70, 30, e.logo, BLACK, red)
        c.setFont("DV-B", 18)
        c.drawString(78, H - 60, e.brand)
        c.setFont("DV", 7.5)
        c.drawString(78, H - 72, e.name)
        c.setFont("DV-B", 20)
        c.setFillColor(red)
        c.drawRightString(W - 40, H - 58, "PAYSLIP")
        c.setFillColor(BLACK)
        c.setFont("DV", 8)
        c.drawRightString(
            W - 40, H - 72, f"Pay period: {fmt_date(s.period_start, 'en_short')} - {fmt_date(s.period_end, 'en_short')}"
        )
        c.drawRightString(W - 40, H - 82, f"Payment date: {fmt_date(s.pay_date, 'en_short')}")
        c.setStrokeColor(red)
        c.setLineWidth(2)
        c.line(40, H - 92, W - 40, H - 92)
        c.setLineWidth(0.5)
        c.setStrokeColor(BLACK)
        c.setFont("DVC", 7.5)
        c.drawString(40, H - 104, f"{' '.join(e.address)}  |  CNSS employer no. {e.cnss}  |  ICE {e.ice}")
        left = [
            ("Employee name", f"{p.given} {p.family.upper()}"),
            ("Employee ID", j.matricule),
            ("National ID (CIN)", p.cin),
            ("CNSS number", j.cnss_number),
        ]
        right = [
            ("Job title", j.position),
            ("Grade", j.category),
            ("Date of hire", fmt_date(j.hire_date, "en_short")),
            ("Contract", "Permanent (CDI)" if j.contract == "CDI" else j.contract),
        ]
        y = H - 126
        for (k1, v1), (k2, v2) in zip(left, right, strict=True):
            c.setFont("DVC", 8)
            c.setFillColor(GREY)
            c.drawString(40, y, k1)
            c.drawString(310, y, k2)
            c.setFillColor(BLACK)
            c.setFont("DVC-B", 8.5)
            c.drawString(130, y, v1)
            c.drawString(390, y, v2)
            y -= 13
        y -= 10
        earn = [["Earnings", "Units", "Rate", "Amount"]]
        for ln in s.lines:
            if ln.gain is not None:
                lab = {"Salaire de base": "Base salary"}.get(ln.label, ln.label)
                lab = EN_LABEL.get(ln.key, lab)
                earn.append(
                    [lab, _base(ln, st) if ln.key != "seniority" else "", _rate(ln, st), fmt_amount(ln.gain, st)]
                )
        ded = [["Deductions", "Base", "Rate %", "Amount"]]
        for ln in s.lines:
            if ln.ret is not None:
                ded.append(
                    [
                        EN_LABEL.get(ln.key, ln.label),
                        _base(ln, st),
                        _rate(ln, st) if ln.key != "ir" else "",
                        fmt_amount(ln.ret, st),
                    ]
                )
        n = max(len(earn), len(ded))
        earn += [[""] * 4] * (n - len(earn))
        ded += [[""] * 4] * (n - len(ded))
        head_fill = Color(0.15, 0.15, 0.15)
        y1 = table(
            c,
            40,
            y,
            [115, 45, 45, 55],
            earn,
            font="DVC",
            bold="DVC-B",
            size=7.8,
            row_h=15,
            grid="h",
            header_fill=head_fill,
            header_color=WHITE,
            aligns="lrrr",
            line_color=Color(0.8, 0.8, 0.8),
        )
        table(
            c,
            305,
            y,
            [105, 55, 35, 55],
            ded,
            font="DVC",
            bold="DVC-B",
            size=7.8,
            row_h=15,
            grid="h",
            header_fill=head_fill,
            header_color=WHITE,
            aligns="lrrr",
            line_color=Color(0.8, 0.8, 0.8),
        )
        y = y1 - 8
        c.setFont("DVC-B", 9)
        c.drawString(40, y - 10, "Gross pay")
        c.drawRightString(300, y - 10, f"MAD {fmt_amount(s.gross, st)}")
        c.drawString(305, y - 10, "Total deductions")
        c.drawRightString(W - 40, y - 10, f"MAD {fmt_amount(s.total_ret, st)}")
        y -= 34
        c.setFillColor(red)
        c.rect(305, y - 14, W - 345, 26, stroke=0, fill=1)
        c.setFillColor(WHITE)
        c.setFont("DV-B", 11)
        c.drawString(312, y - 5, "NET PAY")
        c.drawRightString(W - 46, y - 5, f"MAD {fmt_amount(s.net, st)}")
        c.setFillColor(BLACK)
        c.setFont("DVC", 7.8)
        c.drawString(40, y + 4, f"Taxable income: MAD {fmt_amount(s.sni, st)}")
        c.drawString(40, y - 8, f"Paid by bank transfer - {case.account.bank.name}")
        y -= 40
        c.setFont("DVC-B", 8)
        c.drawString(40, y, "Year to date")
        table(
            c,
            40,
            y - 5,
            [103, 103, 103, 103, 103],
            [
                ["Gross YTD", "Taxable YTD", "Net taxable YTD", "Income tax YTD", "Net pay YTD"],
                [fmt_amount(s.cumul[k], st) for k in ("gross", "sbi", "sni", "ir", "net")],
            ],
            font="DVC",
            bold="DVC-B",
            size=7.6,
            row_h=13,
            grid="h",
            aligns="rrrrr",
            line_color=Color(0.8, 0.8, 0.8),
        )
        c.setFont("DVC", 6.8)
        c.setFillColor(GREY)
        c.drawString(
            40, 40, "This payslip is computer generated and does not require a signature. Keep it without time limit."
        )
        c.drawRightString(W - 40, 40, "Page 1 of 1")
        c.setFillColor(BLACK)
        c.showPage()
    _common_labels(doc, case, slips)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- P5: public body


def payslip_p5(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    slips = _slips(case, spec)
    doc = Doc("Bulletin de paie", creator="SIRH")
    c = doc.c
    st = "sp"
    for s in slips:
        c.setFont("LR-B", 10)
        c.drawString(40, H - 44, "ROYAUME DU MAROC")
        c.setFont("LR", 8.5)
        yy = H - 56
        for t in [
            "Agence Régionale d'Exécution des Projets",
            "de l'Oriental",
            "Division des Ressources Humaines",
            "Service de la Paie",
        ]:
            c.drawString(40, yy, t)
            yy -= 10
        draw_arabic(c, "المملكة المغربية", W - 40, H - 46, 11, "naskh-b")
        draw_arabic(c, "الوكالة الجهوية لتنفيذ المشاريع", W - 40, H - 62, 9, "naskh")
        draw_arabic(c, "جهة الشرق", W - 40, H - 76, 9, "naskh")
        c.setFont("LR-B", 14)
        c.drawCentredString(W / 2, H - 118, "BULLETIN DE PAIE")
        c.setFont("LR", 10)
        c.drawCentredString(W / 2, H - 132, f"Mois de {MOIS[s.month - 1]} {s.year}")
        y = H - 148
        rows = [
            ["Matricule", j.matricule, "Nom et Prénom", f"{p.family.upper()} {p.given}"],
            ["N° CNIE", p.cin, "Date de recrutement", fmt_date(j.hire_date)],
            ["Fonction", j.position, "Statut", "Contractuel - CDI"],
            [
                "Grade / Echelle",
                j.category,
                "Situation familiale",
                f"{SITUATION[p.married]} - {p.dependents - 1} enfants",
            ],
        ]
        y = table(
            c,
            40,
            y,
            [80, 160, 95, 180],
            rows,
            font="LR",
            bold="LR-B",
            size=8.5,
            row_h=15,
            header=False,
            grid="full",
            bold_rows=(),
        )
        y -= 14
        c.setFont("LR-B", 9)
        c.drawString(40, y, "Eléments de rémunération")
        c.drawString(305, y, "Retenues")
        gains = [["Libellé", "Montant"]] + [
            [ln.label, fmt_amount(ln.gain, st)] for ln in s.lines if ln.gain is not None
        ]
        rets = [["Libellé", "Taux", "Montant"]] + [
            [ln.label, (f"{ln.rate:g} %".replace(".", ",") if ln.rate else ""), fmt_amount(ln.ret, st)]
            for ln in s.lines
            if ln.ret is not None
        ]
        n = max(len(gains), len(rets)) + 1
        gains += [["", ""]] * (n - len(gains))
        rets += [["", "", ""]] * (n - len(rets))
        y1 = table(
            c,
            40,
            y - 5,
            [170, 85],
            gains,
            font="LR",
            bold="LR-B",
            size=8.5,
            row_h=15,
            grid="cols",
            header_fill=LIGHT,
            aligns="lr",
        )
        table(
            c,
            305,
            y - 5,
            [140, 45, 65],
            rets,
            font="LR",
            bold="LR-B",
            size=8.5,
            row_h=15,
            grid="cols",
            header_fill=LIGHT,
            aligns="lrr",
        )
        y = y1 - 10
        y = table(
            c,
            40,
            y,
            [172, 172, 171],
            [
                ["Montant brut", "Total des retenues", "Net à payer"],
                [fmt_amount(s.gross, st), fmt_amount(s.total_ret, st), fmt_amount(s.net, st)],
            ],
            font="LR-B",
            bold="LR-B",
            size=10,
            row_h=18,
            header_fill=LIGHT,
            aligns="ccc",
        )
        y -= 18
        c.setFont("LR-I", 9)
        c.drawString(40, y, "Arrêté le présent bulletin à la somme nette de :")
        c.setFont("LR-B", 9)
        c.drawString(40, y - 12, amount_words_fr(s.net).capitalize() + ".")
        y -= 34
        c.setFont("LR", 8.5)
        c.drawString(
            40,
            y,
            f"Revenu net imposable : {fmt_amount(s.sni, st)} DH     Cumul IR : {fmt_amount(s.cumul['ir'], st)} DH",
        )
        c.drawString(
            40,
            y - 12,
            f"Virement au compte n° {case.account.rib[:3]} {case.account.rib[3:6]} ... {case.account.rib[-6:]} "
            f"({case.account.bank.name})",
        )
        y -= 48
        c.drawString(360, y, f"Oujda, le {fmt_date(s.pay_date)}")
        c.drawString(360, y - 12, "Le Chef du Service de la Paie")
        draw_signature(c, 370, y - 60, 90, 35, rng)
        draw_round_stamp(c, 470, y - 50, 36, "AGENCE REGIONALE D'EXECUTION DES PROJETS", ["AREP", "ORIENTAL"], rng)
        c.setFont("LR", 7)
        c.setFillColor(GREY)
        c.drawCentredString(W / 2, 34, f"{' - '.join(e.address)} - Tél. {e.phone} - IF {e.if_} - ICE {e.ice}")
        c.setFillColor(BLACK)
        c.showPage()
    _common_labels(doc, case, slips, emp_cnss=False, cnss_no=False)
    return doc.finish(), doc.labels


LAYOUTS = {"P1": payslip_p1, "P2": payslip_p2, "P3": payslip_p3, "P4": payslip_p4, "P5": payslip_p5}
