"""Employer letters: employment certificates (E1-E4) and salary certificates (S1-S4)."""

from __future__ import annotations

from datetime import date

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth

from .base import BLACK, GREY, LIGHT, Doc, H, W, amount_words_fr, footer_ids, ids_line, letterhead_logo, rgb, table
from .common import (
    arabic_width,
    draw_arabic,
    draw_justified,
    draw_rect_stamp,
    draw_round_stamp,
    draw_signature,
    fit_font,
    fmt_amount,
    fmt_date,
    month_label,
)
from .payroll import compute
from .world import EMPLOYERS


def g(p, masc: str, fem: str) -> str:
    return masc if p.sex == "M" else fem


def interesse(p) -> str:
    return "l'intéressé" if p.sex == "M" else "l'intéressée"


def issue_date(case, rng, offset: int = 0) -> date:
    months = [m for dd in case.docs if dd["type"] == "payslip" for m in dd["months"]]
    y, m = max(months)
    m += 1
    if m > 12:
        y, m = y + 1, 1
    day = min(27, 2 + rng.randint(0, 12) + offset)
    dd = date(y, m, day)
    while dd.weekday() >= 5:
        dd = date.fromordinal(dd.toordinal() + 1)
    return dd


def contract_words(contract: str, style: int) -> str:
    """The phrase after 'dans le cadre de' / 'en vertu de'."""
    if contract == "CDI":
        return ["d'un contrat de travail à durée indéterminée (CDI)", "d'un contrat à durée indéterminée", "d'un CDI"][
            style % 3
        ]
    if contract == "CDD":
        return ["d'un contrat de travail à durée déterminée (CDD)", "d'un contrat à durée déterminée", "d'un CDD"][
            style % 3
        ]
    if contract == "ANAPEC":
        return "d'un contrat d'insertion ANAPEC (programme Idmaj)"
    if contract == "INTERIM":
        return "d'un contrat de travail temporaire (intérim)"
    return "d'une convention de stage"


def de(word: str) -> str:
    return "d'" + word if word[:1].lower() in "aeiouyéèêh" else "de " + word


def _employment_facts(case, spec):
    """Employer, hire date, position and contract the certificate states (another employer for a planted conflict)."""
    j, e = case.job, case.employer
    if spec.get("other_employer"):
        e = EMPLOYERS[spec["other_employer"]]
        return e, date(2016, 2, 1), "Aide-comptable", "CDI"
    return e, j.hire_date, j.position, j.contract


def _cin(case, spec):
    return spec.get("wrong_cin") or case.person.cin


def _sign_block(doc, x, y, emp, rng, title=None, name=True, stamp="round"):
    c = doc.c
    c.setFont(doc._font, 10)
    c.drawString(x, y, title or emp.sig_title)
    if name:
        c.drawString(x, y - 13, emp.signatory)
    draw_signature(c, x + 5, y - 62, 110, 38, rng)
    if stamp == "round":
        lines = [emp.brand, emp.city.upper()]
        draw_round_stamp(c, x + 135, y - 45, 38, emp.name.upper(), lines, rng, bottom_text=f"ICE {emp.ice}")
    elif stamp == "rect":
        lines = [emp.name, " ".join(emp.address), f"Tél. {emp.phone}"]
        if emp.cnss:
            lines.append(f"CNSS {emp.cnss} - IF {emp.if_}")
        draw_rect_stamp(c, x - 20, y - 95, lines, rng, size=6.2)


# --------------------------------------------------------------------------------------------- E1 typewriter


def employment_e1(case, spec, rng) -> tuple[bytes, dict]:
    p, j = case.person, case.job
    e, hire, position, contract = _employment_facts(case, spec)
    doc = Doc("Attestation de travail", creator="Microsoft Word")
    font = "FM" if rng.random() < 0.5 else "LM"
    doc._font = font
    c = doc.c
    x = 62
    y = H - 60
    c.setFont(font + "-B", 11)
    c.drawString(x, y, e.name.upper())
    c.setFont(font, 10)
    for t in [*e.address, f"Tél : {e.phone}"]:
        y -= 13
        c.drawString(x, y, t)
    if e.cnss:
        y -= 13
        c.drawString(x, y, f"N° CNSS : {e.cnss}")
    dd = issue_date(case, rng)
    c.drawRightString(W - 62, H - 160, f"{e.city}, le {fmt_date(dd, 'slash')}")
    c.setFont(font + "-B", 14)
    c.drawCentredString(W / 2, H - 215, "ATTESTATION DE TRAVAIL")
    tw = stringWidth("ATTESTATION DE TRAVAIL", font + "-B", 14)
    c.line(W / 2 - tw / 2, H - 219, W / 2 + tw / 2, H - 219)
    y = H - 265
    if rng.random() < 0.5:
        intro = (
            f"Je soussigné, {e.signatory}, agissant en qualité de {e.sig_title} de la société {e.name}, "
            f"atteste par la présente que :"
        )
    else:
        intro = f"Nous soussignés, {e.name}, dont le siège est à {e.address[0]}, {e.city}, attestons que :"
    y = draw_justified(c, intro, x, y, W - 2 * x, font, 10.5, 15)
    y -= 10
    c.setFont(font + "-B", 10.5)
    c.drawString(x + 40, y, f"{p.civ_long} {p.given} {p.family.upper()}")
    y -= 15
    c.setFont(font, 10.5)
    c.drawString(x + 40, y, f"Titulaire de la CIN n° : {_cin(case, spec)}")
    y -= 15
    if j.cnss_number and j.regime != "public":
        c.drawString(x + 40, y, f"{g(p, 'Immatriculé', 'Immatriculée')} à la CNSS sous le n° : {j.cnss_number}")
        y -= 15
    y -= 10
    if contract == "INTERIM":
        body = (
            f"est {g(p, 'employé', 'employée')} par notre agence depuis le {fmt_date(hire, 'long')} en qualité "
            f"{de(position)}, {g(p, 'mis', 'mise')} à la disposition de la société utilisatrice {e.user_company} "
            f"dans le cadre {contract_words(contract, 0)}. La mission est en cours à ce jour."
        )
    else:
        body = (
            f"est {g(p, 'employé', 'employée')} au sein de notre société depuis le {fmt_date(hire, 'long')} "
            f"en qualité {de(position)}, dans le cadre {contract_words(contract, rng.randint(0, 2))}."
        )
    y = draw_justified(c, body, x, y, W - 2 * x, font, 10.5, 15)
    y -= 12
    closing = f"Cette attestation est délivrée à {interesse(p)}, sur sa demande, pour servir et valoir ce que de droit."
    y = draw_justified(c, closing, x, y, W - 2 * x, font, 10.5, 15)
    _sign_block(doc, W - 250, y - 40, e, rng, stamp="round" if rng.random() < 0.6 else "rect")
    c.setFont(font, 7.5)
    c.drawCentredString(W / 2, 40, ids_line(e, with_cnss=False))
    doc.label("applicant_name", p.name)
    doc.label("cin", _cin(case, spec))
    doc.label("employer", e.name)
    if e.cnss:
        doc.label("employer_cnss", e.cnss)
    doc.label("hire_date", hire.isoformat())
    doc.label("position", position)
    doc.label("contract_type", contract)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- E2 formal letterhead


def employment_e2(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    e, hire, position, contract = _employment_facts(case, spec)
    doc = Doc("Attestation de travail", creator="LibreOffice Writer")
    font = rng.choice(["LR", "NR"])
    doc._font = font
    c = doc.c
    y = letterhead_logo(doc, e, font="LS")
    dd = issue_date(case, rng, offset=3)
    c.setFont(font, 10)
    ref = f"Réf. : RH/AT/{dd.year}/{rng.randint(100, 999)}"
    c.drawString(56, y - 10, ref)
    c.drawRightString(W - 56, y - 10, f"{e.city}, le {fmt_date(dd, 'long')}")
    c.setFont(font + "-B", 16)
    c.drawCentredString(W / 2, y - 70, "ATTESTATION DE TRAVAIL")
    y -= 120
    name = f"{p.given} {p.family.upper()}"
    who = g(p, "Monsieur", "Madame")
    il = g(p, "Il", "Elle")
    text1 = (
        f"La Direction de la société {e.name}, affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro "
        f"{e.cnss}, certifie que {who} {name}, né{g(p, '', 'e')} le {fmt_date(p.dob)}, titulaire de la Carte "
        f"Nationale d'Identité Electronique n° {_cin(case, spec)}, fait partie de notre personnel depuis le "
        f"{fmt_date(hire, 'slash')}."
    )
    text2 = f"{il} occupe actuellement le poste {de(position)} en vertu {contract_words(contract, 1)}."
    text3 = f"La présente attestation est établie à la demande de {interesse(p)} pour servir et valoir ce que de droit."
    for t in (text1, text2, text3):
        y = draw_justified(c, t, 70, y, W - 140, font, 11, 16)
        y -= 12
    _sign_block(doc, W - 240, y - 30, e, rng)
    footer_ids(doc, e, font="LS")
    doc.label("applicant_name", p.name)
    doc.label("cin", _cin(case, spec))
    doc.label("employer", e.name)
    doc.label("employer_cnss", e.cnss)
    doc.label("hire_date", hire.isoformat())
    doc.label("position", position)
    doc.label("contract_type", contract)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- E3 bilingual form


def _form_line(c, y, label, value, ar_label, vfont="FM-B", x=50) -> float:
    """A form row: French label, dotted leader, typed value, Arabic label at the right. Returns the next y."""
    c.setFont("LS", 9.5)
    c.drawString(x, y, label)
    lw = stringWidth(label, "LS", 9.5)
    ar_w = arabic_width(ar_label, 9.5)
    dots_end = W - 50 - ar_w - 12
    dw = stringWidth(".", "LS", 9.5)
    c.setFillColor(GREY)
    c.drawString(x + lw + 3, y, "." * max(0, int((dots_end - x - lw - 6) / dw)))
    c.setFillColor(BLACK)
    draw_arabic(c, ar_label, W - 50, y, 9.5, "naskh")
    vx = max(x + 175, x + lw + 10)
    size = fit_font(value, vfont, 10, dots_end - vx)
    if size >= 8:
        c.setFont(vfont, size)
        c.drawString(vx, y + 2, value)
        return y - 30
    c.setFont(vfont, 10)
    c.drawString(x + 30, y - 16, value)
    return y - 46


def employment_e3(case, spec, rng) -> tuple[bytes, dict]:
    p, j = case.person, case.job
    e, hire, position, contract = _employment_facts(case, spec)
    doc = Doc("Attestation de travail", creator="")
    doc._font = "LS"
    c = doc.c
    col = rgb(e.color)
    c.setFont("LS-B", 11)
    c.setFillColor(col)
    c.drawString(50, H - 55, e.name)
    c.setFillColor(BLACK)
    c.setFont("LS", 8.5)
    c.drawString(50, H - 67, " - ".join(e.address))
    c.drawString(50, H - 78, f"Tél. {e.phone}   IF {e.if_}   ICE {e.ice}")
    c.setLineWidth(1)
    c.rect(130, H - 150, W - 260, 44)
    c.setFont("LS-B", 15)
    c.drawCentredString(W / 2, H - 126, "ATTESTATION DE TRAVAIL")
    draw_arabic(c, "شهادة العمل", W / 2, H - 144, 11, "naskh-b", align="center")
    y = H - 200
    male = p.sex == "M"
    rows = [
        ("Nous soussignés (raison sociale)", e.name, "نحن الموقعين أسفله"),
        *([("N° d'affiliation CNSS", e.cnss, "رقم الانخراط في الضمان الاجتماعي")] if e.cnss else []),
        ("Adresse", ", ".join(e.address), "العنوان"),
        ("Certifions que M. / Mme", f"{p.family.upper()} {p.given}", "نشهد أن السيد" + ("" if male else "ة")),
        ("Titulaire de la CIN n°", _cin(case, spec), "الحامل" + ("" if male else "ة") + " للبطاقة الوطنية رقم"),
    ]
    if j.cnss_number:
        rows.append(("N° d'immatriculation CNSS", j.cnss_number, "رقم التسجيل في الضمان الاجتماعي"))
    rows += [
        ("Est employé(e) chez nous depuis le", fmt_date(hire, "dot"), "يعمل لدينا منذ"),
        ("En qualité de", position, "بصفة"),
        (
            "Nature du contrat",
            {"CDI": "Durée indéterminée", "CDD": "Durée déterminée"}.get(contract, contract),
            "نوع العقد",
        ),
    ]
    for lab, val, arl in rows:
        y = _form_line(c, y, lab, val, arl)
    y -= 10
    c.setFont("LS", 9.5)
    c.drawString(50, y, "La présente attestation est délivrée pour servir et valoir ce que de droit.")
    draw_arabic(c, "سلمت هذه الشهادة للإدلاء بها عند الحاجة", W - 50, y - 16, 9.5, "naskh")
    dd = issue_date(case, rng, offset=1)
    y -= 50
    c.drawString(50, y, f"Fait à {e.city}, le {fmt_date(dd, 'dot')}")
    c.drawString(W - 230, y, "Signature et cachet de l'employeur")
    draw_signature(c, W - 215, y - 70, 100, 40, rng)
    draw_round_stamp(c, W - 110, y - 60, 40, e.name.upper(), [e.brand, e.city.upper()], rng)
    doc.label("applicant_name", p.name)
    doc.label("cin", _cin(case, spec))
    doc.label("employer", e.name)
    if e.cnss:
        doc.label("employer_cnss", e.cnss)
    doc.label("hire_date", hire.isoformat())
    doc.label("position", position)
    if contract in ("CDI", "CDD"):
        doc.label("contract_type", contract)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- E4 English


def employment_e4(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    e, hire, position, contract = _employment_facts(case, spec)
    doc = Doc("Employment certificate", creator="HR Docs")
    doc._font = "DV"
    c = doc.c
    y = letterhead_logo(doc, e, font="DV")
    dd = issue_date(case, rng, offset=2)
    c.setFont("DV", 9.5)
    c.drawRightString(W - 56, y - 14, f"Tangier, {fmt_date(dd, 'en')}")
    c.setFont("DV-B", 15)
    c.drawCentredString(W / 2, y - 70, "EMPLOYMENT CERTIFICATE")
    y -= 115
    c.setFont("DV", 10)
    c.drawString(70, y, "To whom it may concern,")
    y -= 26
    title = "Mr." if p.sex == "M" else "Ms."
    t1 = (
        f"We, {e.name}, registered with the Moroccan social security fund (CNSS) under employer number "
        f"{e.cnss}, hereby certify that {title} {p.given} {p.family.upper()}, holder of Moroccan national identity "
        f"card No. {_cin(case, spec)}, has been employed by our company since {fmt_date(hire, 'en')}."
    )
    t2 = (
        f"{'He' if p.sex == 'M' else 'She'} currently holds the position of {position} under a permanent "
        f"employment contract (CDI), on a full-time basis."
    )
    t3 = "This certificate is issued at the employee's request for whatever purpose it may serve."
    for t in (t1, t2, t3):
        y = draw_justified(c, t, 70, y, W - 140, "DV", 10, 15)
        y -= 12
    c.setFont("DV", 10)
    c.drawString(W - 250, y - 30, "For and on behalf of the company,")
    c.setFont("DV-B", 10)
    c.drawString(W - 250, y - 110, e.signatory)
    c.setFont("DV", 9)
    c.drawString(W - 250, y - 122, e.sig_title)
    draw_signature(c, W - 245, y - 100, 110, 40, rng)
    draw_rect_stamp(c, W - 150, y - 95, [e.name.upper(), "Human Resources", e.address[0]], rng, size=6.4)
    footer_ids(doc, e, font="DV", size=6.4)
    doc.label("applicant_name", p.name)
    doc.label("cin", _cin(case, spec))
    doc.label("employer", e.name)
    doc.label("employer_cnss", e.cnss)
    doc.label("hire_date", hire.isoformat())
    doc.label("position", position)
    doc.label("contract_type", contract)
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- salary certificates


def _salary(case, spec):
    """Monthly gross and net the certificate states; the latest regular month unless inflated."""
    months = [m for dd in case.docs if dd["type"] == "payslip" for m in dd["months"]]
    y, m = min(months) if case.cid == "c09" else max(months)
    slip = compute(case, y, m)
    if spec.get("inflate"):
        return spec["inflate"][0], spec["inflate"][1], slip
    return slip.gross, slip.net, slip


def _salary_labels(doc, case, spec, gross, net, cin=True):
    p, j = case.person, case.job
    doc.label("applicant_name", p.name)
    if cin:
        doc.label("cin", _cin(case, spec))
    doc.label("employer", case.employer.name)
    doc.label("hire_date", j.hire_date.isoformat())
    doc.label("position", j.position)
    doc.label("gross_salary", gross)
    doc.label("net_salary", net)


def salary_s1(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    gross, net, _ = _salary(case, spec)
    doc = Doc("Attestation de salaire", creator="Microsoft Word")
    font = rng.choice(["FM", "LR", "DVS"])
    doc._font = font
    c = doc.c
    st = rng.choice(["sp", "dot"])
    if font == "FM":
        x, y = 62, H - 60
        c.setFont("FM-B", 11)
        c.drawString(x, y, e.name.upper())
        c.setFont("FM", 10)
        for t in [*e.address, f"Tél : {e.phone}", f"CNSS : {e.cnss}  -  ICE : {e.ice}"]:
            y -= 13
            c.drawString(x, y, t)
    else:
        y = letterhead_logo(doc, e, font="LS")
    dd = issue_date(case, rng, offset=4)
    c.setFont(font, 10)
    c.drawRightString(W - 62, H - 170, f"{e.city}, le {fmt_date(dd, rng.choice(['slash', 'long']))}")
    c.setFont(font + "-B", 14)
    c.drawCentredString(W / 2, H - 220, "ATTESTATION DE SALAIRE")
    y = H - 270
    x = 66
    t1 = (
        f"Nous soussignés, {e.name}, attestons par la présente que {p.civ} {p.given} {p.family.upper()}, "
        f"titulaire de la CIN n° {p.cin}, est {g(p, 'employé', 'employée')} au sein de notre entreprise depuis le "
        f"{fmt_date(j.hire_date, 'slash')} en qualité {de(j.position)}."
    )
    t2 = (
        f"{interesse(p).capitalize()} perçoit un salaire mensuel brut de {fmt_amount(gross, st)} DH "
        f"({amount_words_fr(gross)}), soit un salaire net mensuel de {fmt_amount(net, st)} DH "
        f"({amount_words_fr(net)})."
    )
    t3 = "Cette attestation est délivrée sur demande de l'intéressé(e) pour servir et valoir ce que de droit."
    for t in (t1, t2, t3):
        y = draw_justified(c, t, x, y, W - 2 * x, font, 10.5, 15.5)
        y -= 12
    _sign_block(doc, W - 250, y - 30, e, rng, stamp=rng.choice(["round", "rect"]))
    if font != "FM":
        footer_ids(doc, e, font="LS")
    _salary_labels(doc, case, spec, gross, net)
    return doc.finish(), doc.labels


def salary_s2(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    gross, net, slip = _salary(case, spec)
    doc = Doc("Attestation de salaire", creator="")
    doc._font = "NR"
    c = doc.c
    public = j.regime == "public"
    if public:
        c.setFont("NR-B", 10)
        c.drawString(50, H - 50, "ROYAUME DU MAROC")
        c.setFont("NR", 8.5)
        c.drawString(50, H - 63, e.name)
        c.drawString(50, H - 74, "Division des Ressources Humaines")
        draw_arabic(c, "المملكة المغربية", W - 50, H - 52, 11, "naskh-b")
        y = H - 100
    else:
        y = letterhead_logo(doc, e, font="LS")
    dd = issue_date(case, rng, offset=5)
    c.setFont("NR", 9.5)
    c.drawString(56, y - 8, f"N/Réf : DRH/{dd.year}/{rng.randint(1000, 9999)}")
    c.drawRightString(W - 56, y - 8, f"{e.city}, le {fmt_date(dd, 'dot')}")
    c.setFont("NR-B", 15)
    c.drawCentredString(W / 2, y - 60, "ATTESTATION DE SALAIRE")
    y -= 100
    st = "sp" if public else "dot"
    where = "l'" if public else "la société "
    t1 = (
        f"Nous certifions que {p.civ_long} {p.family.upper()} {p.given}, titulaire de la CIN n° {p.cin}, "
        f"{g(p, 'recruté', 'recrutée')} le {fmt_date(j.hire_date, 'dot')}, exerce au sein de "
        f"{where}{e.name} les fonctions {de(j.position)}."
    )
    y = draw_justified(c, t1, 60, y, W - 120, "NR", 10.5, 15)
    y -= 10
    c.setFont("NR", 10.5)
    c.drawString(60, y, "Sa rémunération des trois derniers mois s'établit comme suit :")
    y -= 14
    ratio = gross / slip.gross if slip.gross else 1.0
    rows = [["Mois", "Salaire brut", "Retenues", "Salaire net"]]
    ym = (slip.year, slip.month)
    for k in (2, 1, 0):
        yy, mm = ym[0], ym[1] - k
        if mm <= 0:
            yy, mm = yy - 1, mm + 12
        rows.append([month_label(yy, mm), fmt_amount(gross, st), fmt_amount(gross - net, st), fmt_amount(net, st)])
    rows.append(["Moyenne mensuelle", fmt_amount(gross, st), fmt_amount(gross - net, st), fmt_amount(net, st)])
    _ = ratio
    y = table(
        c,
        60,
        y,
        [130, 115, 115, 115],
        rows,
        font="NR",
        bold="NR-B",
        size=9.5,
        row_h=18,
        header_fill=LIGHT,
        aligns="lrrr",
        bold_rows=(len(rows) - 1,),
    )
    y -= 20
    t2 = (
        f"Soit un salaire mensuel brut de {fmt_amount(gross, st)} dirhams et un salaire net mensuel de "
        f"{fmt_amount(net, st)} dirhams. Salaire annuel brut : {fmt_amount(gross * 12, st)} dirhams."
    )
    y = draw_justified(c, t2, 60, y, W - 120, "NR", 10.5, 15)
    y -= 8
    y = draw_justified(
        c,
        "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        60,
        y,
        W - 120,
        "NR",
        10.5,
        15,
    )
    _sign_block(doc, W - 250, y - 30, e, rng, title=e.sig_title)
    if not public:
        footer_ids(doc, e, font="LS")
    else:
        c.setFont("NR", 7)
        c.setFillColor(GREY)
        c.drawCentredString(W / 2, 34, f"{' - '.join(e.address)} - Tél. {e.phone}")
        c.setFillColor(BLACK)
    _salary_labels(doc, case, spec, gross, net)
    return doc.finish(), doc.labels


def salary_s3(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    gross, net, _ = _salary(case, spec)
    doc = Doc("Attestation de salaire", creator="")
    doc._font = "DV"
    c = doc.c
    col = rgb(e.color)
    st = "nb" if rng.random() < 0.5 else "sp"
    c.setFillColor(col)
    c.rect(40, H - 92, W - 80, 52, stroke=0, fill=1)
    c.setFillColor(Color(1, 1, 1))
    c.setFont("DV-B", 13)
    c.drawString(52, H - 62, e.name)
    c.setFont("DV", 7.5)
    c.drawString(52, H - 76, f"{' - '.join(e.address)} - Tél. {e.phone}")
    c.drawString(52, H - 86, f"CNSS {e.cnss} - ICE {e.ice}")
    c.setFillColor(BLACK)
    c.setFont("DV-B", 15)
    c.drawCentredString(W / 2, H - 135, "ATTESTATION DE SALAIRE")
    draw_arabic(c, "شهادة الأجر", W / 2, H - 155, 12, "naskh-b", align="center")
    y = H - 185
    fields = [
        ("Nom et prénom", f"{p.given} {p.family.upper()}", "الاسم الكامل"),
        ("N° CIN", p.cin, "رقم البطاقة الوطنية"),
        ("Date d'embauche", fmt_date(j.hire_date, "dash"), "تاريخ التشغيل"),
        ("Fonction", j.position, "الوظيفة"),
        ("Type de contrat", j.contract, "نوع العقد"),
        ("Salaire mensuel brut", f"{fmt_amount(gross, st)} DH", "الأجر الشهري الإجمالي"),
        ("Salaire mensuel net", f"{fmt_amount(net, st)} DH", "الأجر الشهري الصافي"),
        ("Salaire annuel brut", f"{fmt_amount(gross * 12, st)} DH", "الأجر السنوي الإجمالي"),
    ]
    for lab, val, arl in fields:
        c.setStrokeColor(Color(0.6, 0.6, 0.6))
        c.setFillColor(Color(0.95, 0.95, 0.95))
        c.rect(40, y - 26, 150, 26, stroke=1, fill=1)
        c.rect(W - 190, y - 26, 150, 26, stroke=1, fill=1)
        c.rect(190, y - 26, W - 380, 26, stroke=1, fill=0)
        c.setFillColor(BLACK)
        c.setFont("DV", 9)
        c.drawString(46, y - 17, lab)
        draw_arabic(c, arl, W - 46, y - 18, 9.5, "naskh")
        c.setFont("DV-B", 10)
        c.drawString(198, y - 17, val)
        y -= 26
    y -= 24
    dd = issue_date(case, rng, offset=6)
    t = (
        "Nous soussignés attestons l'exactitude des renseignements ci-dessus. Attestation délivrée à la "
        "demande de l'intéressé(e) pour servir et valoir ce que de droit."
    )
    y = draw_justified(c, t, 40, y, W - 80, "DV", 9.5, 14)
    c.drawString(40, y - 20, f"Fait à {e.city}, le {fmt_date(dd, 'dash')}")
    _sign_block(doc, W - 250, y - 30, e, rng, stamp="round")
    c.setFont("DV", 6.8)
    c.setFillColor(GREY)
    c.drawCentredString(W / 2, 36, ids_line(e))
    _salary_labels(doc, case, spec, gross, net)
    return doc.finish(), doc.labels


def salary_s4(case, spec, rng) -> tuple[bytes, dict]:
    p, j, e = case.person, case.job, case.employer
    gross, net, _ = _salary(case, spec)
    doc = Doc("Salary certificate", creator="HR Docs")
    doc._font = "DV"
    c = doc.c
    y = letterhead_logo(doc, e, font="DV")
    dd = issue_date(case, rng, offset=7)
    c.setFont("DV", 9.5)
    c.drawRightString(W - 56, y - 14, f"Tangier, {fmt_date(dd, 'en_d')}")
    c.setFont("DV-B", 15)
    c.drawCentredString(W / 2, y - 70, "SALARY CERTIFICATE")
    y -= 115
    c.setFont("DV", 10)
    c.drawString(70, y, "To whom it may concern,")
    y -= 26
    title = "Mr." if p.sex == "M" else "Ms."
    t1 = (
        f"We hereby certify that {title} {p.given} {p.family.upper()}, holder of national ID card No. {p.cin}, "
        f"has been working for {e.name} since {fmt_date(j.hire_date, 'en')} as {j.position}."
    )
    t2 = (
        f"{'His' if p.sex == 'M' else 'Her'} monthly gross salary amounts to MAD {fmt_amount(gross, 'en')}, "
        f"i.e. a monthly net salary of MAD {fmt_amount(net, 'en')} after social security contributions and income "
        f"tax. The annual gross remuneration is MAD {fmt_amount(gross * 12, 'en')}."
    )
    t3 = "This certificate is issued upon the employee's request to serve where necessary."
    for t in (t1, t2, t3):
        y = draw_justified(c, t, 70, y, W - 140, "DV", 10, 15)
        y -= 12
    rows = [["", "Monthly (MAD)"], ["Gross salary", fmt_amount(gross, "en")], ["Net salary", fmt_amount(net, "en")]]
    y = table(
        c,
        70,
        y - 4,
        [160, 120],
        rows,
        font="DV",
        bold="DV-B",
        size=9,
        row_h=16,
        header_fill=LIGHT,
        aligns="lr",
        grid="h",
    )
    c.setFont("DV", 10)
    c.drawString(W - 250, y - 30, "Human Resources Department")
    c.setFont("DV-B", 10)
    c.drawString(W - 250, y - 110, e.signatory)
    c.setFont("DV", 9)
    c.drawString(W - 250, y - 122, e.sig_title)
    draw_signature(c, W - 245, y - 100, 110, 40, rng)
    draw_rect_stamp(c, W - 160, y - 95, [e.name.upper(), "Human Resources", e.address[0]], rng, size=6.4)
    footer_ids(doc, e, font="DV", size=6.4)
    _salary_labels(doc, case, spec, gross, net)
    return doc.finish(), doc.labels


LAYOUTS = {
    "E1": employment_e1,
    "E2": employment_e2,
    "E3": employment_e3,
    "E4": employment_e4,
    "S1": salary_s1,
    "S2": salary_s2,
    "S3": salary_s3,
    "S4": salary_s4,
}
