"""Identity papers: CNIE front and back (three card designs, TD1 MRZ) and passport data pages (TD3 MRZ)."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt, mrz
from .pdfkit import Doc
from .world import Case

W, H = 85.6, 54.0


def _card() -> Doc:
    pdf = Doc(fmt=(H, W), orientation="L")
    pdf.add_page()
    return pdf


def portrait(pdf: Doc, x, y, w, h, sex: str, seed: int, ghost=False):
    rnd = random.Random(seed)
    bg = (215, 222, 230) if not ghost else (235, 232, 225)
    pdf.fillrect(x, y, w, h, bg)
    skin = rnd.choice([(196, 160, 130), (176, 136, 106), (210, 175, 145), (160, 120, 95)])
    if ghost:
        skin = tuple(int(c * 0.35 + 255 * 0.65) for c in skin)
    hair = (40, 30, 25) if not ghost else (190, 185, 180)
    cloth = rnd.choice([(40, 50, 70), (70, 70, 75), (90, 40, 40), (30, 60, 60)])
    if ghost:
        cloth = tuple(int(c * 0.3 + 255 * 0.7) for c in cloth)
    cx = x + w / 2
    with pdf.rect_clip(x, y, w, h), pdf.local_context():
        pdf.set_fill_color(*cloth)
        pdf.ellipse(cx - w * 0.48, y + h * 0.72, w * 0.96, h * 0.6, style="F")
        pdf.set_fill_color(*skin)
        pdf.rect(cx - w * 0.09, y + h * 0.55, w * 0.18, h * 0.2, style="F")
        if sex == "F" and rnd.random() < 0.5:
            pdf.set_fill_color(*(hair if rnd.random() < 0.5 else cloth))
            pdf.ellipse(cx - w * 0.3, y + h * 0.1, w * 0.6, h * 0.7, style="F")
        else:
            pdf.set_fill_color(*hair)
            pdf.ellipse(cx - w * 0.24, y + h * 0.1, w * 0.48, h * 0.36, style="F")
        pdf.set_fill_color(*skin)
        pdf.ellipse(cx - w * 0.2, y + h * 0.17, w * 0.4, h * 0.48, style="F")


def _mrz_block(pdf: Doc, lines, x, y, size, family, lh):
    for i, ln in enumerate(lines):
        pdf.t(x, y + i * lh, ln, size=size, family=family, style="")


# ---------------------------------------------------------------------------------------------------------
def front_2008(pdf: Doc, case: Case, rng):
    p = case.person
    pdf.fillrect(0, 0, W, H, (236, 238, 222))
    pdf.guilloche(0, 8, W, 40, rgb=(205, 215, 190), n=12, seed=rng.randint(0, 999))
    pdf.fillrect(0, 0, W, 9.5, (210, 220, 200))
    pdf.t(3, 1.2, "ROYAUME DU MAROC", size=6.2, style="B", family="dejavuserif")
    pdf.ar(W - 3, 0.6, "المملكة المغربية", size=8, style="B")
    pdf.t(3, 5.0, "CARTE NATIONALE D'IDENTITE", size=5.2, family="dejavuserif")
    pdf.ar(W - 3, 4.6, "البطاقة الوطنية للتعريف", size=7)
    portrait(pdf, 3.5, 12, 21, 27, p.sex, rng.randint(0, 999))
    x = 27
    pdf.t(x, 11.5, p.given.upper(), size=7.5, style="B", family="dejavu")
    pdf.ar(W - 3, 10.8, p.given_ar, size=8.5, style="B")
    pdf.t(x, 16.2, p.family.upper(), size=7.5, style="B", family="dejavu")
    pdf.ar(W - 3, 15.5, p.family_ar, size=8.5, style="B")
    pdf.t(x, 21.5, f"Né{'e' if p.sex == 'F' else ''} le  {fmt.date(p.dob, '.')}", size=6.3)
    pdf.ar(W - 3, 20.9, "تاريخ الازدياد", size=6.5)
    pdf.t(x, 25.5, f"à  {p.pob}", size=6.3, style="B")
    pdf.ar(W - 3, 24.9, p.pob_ar, size=7)
    pdf.t(x, 30.5, f"Valable jusqu'au  {fmt.date(p.cin_expiry, '.')}", size=6.3)
    pdf.ar(W - 3, 29.9, "صالحة إلى غاية", size=6.5)
    portrait(pdf, 66, 35, 10, 13, p.sex, rng.randint(0, 999), ghost=True)
    pdf.signature(6, 42, 16, 6, seed=rng.randint(0, 999), rgb=(40, 40, 60))
    pdf.t(27, 41, p.cin, size=13, style="B", family="dejavu", color=(170, 20, 30))
    pdf.note("applicant_name", p.given.upper())
    pdf.note("applicant_name", p.family.upper())
    pdf.note("date_of_birth", fmt.date(p.dob, "."))
    pdf.note("place_of_birth", p.pob)
    pdf.note("cin_expiry", fmt.date(p.cin_expiry, "."))
    pdf.note("cin", p.cin)


def front_2020(pdf: Doc, case: Case, rng, alt=False):
    p = case.person
    base = (240, 232, 236) if not alt else (228, 236, 244)
    band = (185, 40, 60) if not alt else (30, 80, 140)
    pdf.fillrect(0, 0, W, H, base)
    pdf.guilloche(
        20, 10, W - 20, 38, rgb=(225, 205, 215) if not alt else (200, 215, 232), n=14, seed=rng.randint(0, 999)
    )
    pdf.fillrect(0, 0, W, 8.5, band)
    pdf.t(3, 1.0, "ROYAUME DU MAROC", size=6.5, style="B", color=(255, 255, 255))
    pdf.t(3, 4.6, "CARTE NATIONALE D'IDENTITÉ", size=5.2, color=(255, 255, 255))
    pdf.ar(W - 3, 0.4, "المملكة المغربية", size=8, style="B", color=(255, 255, 255))
    pdf.ar(W - 3, 4.2, "البطاقة الوطنية للتعريف", size=6.8, color=(255, 255, 255))
    px = 3 if not alt else W - 25
    portrait(pdf, px, 11, 22, 28, p.sex, rng.randint(0, 999))
    x = 28 if not alt else 4
    right = W - 3 if not alt else W - 28
    rows = [
        ("Nom", p.family.upper(), "النسب", p.family_ar),
        ("Prénom", p.given.upper(), "الاسم", p.given_ar),
        ("Date de naissance", fmt.date(p.dob, "/" if not alt else "."), "تاريخ الازدياد", ""),
        ("Lieu de naissance", p.pob, "مكان الازدياد", p.pob_ar),
    ]
    y = 10.5
    for lab, val, lab_ar, val_ar in rows:
        pdf.t(x, y, lab, size=4.6, color=(90, 90, 90))
        pdf.ar(right, y - 0.5, lab_ar, size=5.2, color=(90, 90, 90))
        pdf.t(x, y + 2.3, val, size=7, style="B")
        if val_ar:
            pdf.ar(right, y + 2.0, val_ar, size=7.5, style="B")
        y += 7.2
    pdf.t(x, y, "Valable jusqu'au", size=4.6, color=(90, 90, 90))
    pdf.ar(right, y - 0.5, "صالحة إلى غاية", size=5.2, color=(90, 90, 90))
    pdf.t(x, y + 2.3, fmt.date(p.cin_expiry, "/" if not alt else "."), size=7, style="B")
    cx = 3 if not alt else W - 30
    pdf.t(cx, 41, "N° CIN", size=4.6, color=(90, 90, 90))
    pdf.t(cx, 43.5, p.cin, size=11, style="B", color=band)
    can = f"{rng.randint(100000, 999999)}"
    pdf.t(W - 3 if not alt else 30, 49, f"CAN {can}", size=5, align="R", color=(90, 90, 90))
    portrait(pdf, 58 if not alt else 33, 40, 9, 11, p.sex, rng.randint(0, 999), ghost=True)
    pdf.signature(cx + 2 if not alt else 50, 48.5, 14, 4.5, seed=rng.randint(0, 999), rgb=(40, 40, 60))
    pdf.note("applicant_name", p.given.upper())
    pdf.note("applicant_name", p.family.upper())
    pdf.note("date_of_birth", fmt.date(p.dob, "/" if not alt else "."))
    pdf.note("place_of_birth", p.pob)
    pdf.note("cin_expiry", fmt.date(p.cin_expiry, "/" if not alt else "."))
    pdf.note("cin", p.cin)


def card_mrz(case: Case) -> list[str]:
    p = case.person
    return mrz.td1(
        p.card_number, p.cin, p.dob, p.sex, p.cin_expiry, p.family, p.given, old_style=p.card_style == "cnie2008"
    )


def back(pdf: Doc, case: Case, rng):
    p = case.person
    style = p.card_style
    base = {"cnie2008": (236, 238, 222), "cnie2020": (240, 232, 236), "cnie2020b": (228, 236, 244)}[style]
    pdf.fillrect(0, 0, W, H, base)
    pdf.guilloche(0, 0, W, 30, rgb=tuple(max(0, c - 25) for c in base), n=10, seed=rng.randint(0, 999))
    fam = "dejavu" if style != "cnie2008" else "dejavuserif"
    y = 2.5
    son = "Fils de" if p.sex == "M" else "Fille de"
    son_ar = "ابن" if p.sex == "M" else "بنت"
    pdf.t(3, y, f"{son}  {p.father[0]}", size=6, style="B", family=fam)
    pdf.ar(W - 3, y - 0.6, f"{son_ar} {p.father[1]}", size=7)
    pdf.t(3, y + 4, f"et de  {p.mother[0]}", size=6, style="B", family=fam)
    pdf.ar(W - 3, y + 3.4, f"و {p.mother[1]}", size=7)
    pdf.t(3, y + 9, "Adresse", size=5, color=(80, 80, 80), family=fam)
    pdf.ar(W - 3, y + 8.6, "العنوان", size=6, color=(80, 80, 80))
    pdf.t(3, y + 11.8, p.address[0], size=6.3, style="B", family=fam)
    pdf.t(3, y + 15, p.address[1], size=6.3, style="B", family=fam)
    pdf.ar(W - 3, y + 17.6, p.address_ar, size=6.5)
    pdf.t(3, y + 22.4, f"N° état civil  {p.civil_no}", size=5.8, family=fam)
    pdf.t(50, y + 22.4, f"Sexe  {p.sex}", size=5.8, family=fam)
    if style != "cnie2008":
        pdf.t(3, y + 25.6, f"Délivrée le {fmt.date(p.cin_issue, '/')}", size=5, family=fam, color=(80, 80, 80))
    else:
        pdf.t(62, y + 22.4, p.cin, size=6.5, style="B", family=fam)
    pdf.barcode(62, y + 25, 20, 3.5, p.card_number, text=False)
    pdf.fillrect(0, 34, W, 20, (250, 250, 246))
    lines = card_mrz(case)
    fam_m = {"cnie2008": "freemono", "cnie2020": "mono", "cnie2020b": "libmono"}[style]
    pdf.font(fam_m, "", 9)
    size = 9.0
    while pdf.get_string_width(lines[0]) > W - 6:
        size -= 0.1
        pdf.font(fam_m, "", size)
    _mrz_block(pdf, lines, 3, 36.5, size, fam_m, 5.2)
    for ln in lines:
        pdf.note("mrz", ln)
    pdf.note("address", p.address[0])
    pdf.note("address", p.address[1])
    return lines


def render_front(case: Case, dp, rng: random.Random):
    pdf = _card()
    style = case.person.card_style
    if style == "cnie2008":
        front_2008(pdf, case, rng)
    else:
        front_2020(pdf, case, rng, alt=style == "cnie2020b")
    p = case.person
    labels = {
        "applicant_name": p.full,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.pob,
        "cin_expiry": p.cin_expiry.isoformat(),
    }
    return pdf, labels


def render_back(case: Case, dp, rng: random.Random):
    pdf = _card()
    lines = back(pdf, case, rng)
    p = case.person
    assert mrz.td1_valid(lines)
    labels = {
        "address": " ".join(p.address),
        "mrz_valid": True,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": p.cin_expiry.isoformat(),
        "applicant_name": p.full,
        "document_number": p.card_number,
    }
    return pdf, labels


# ---------------------------------------------------------------------------------------------------------
PW, PH = 125.0, 88.0


def render_passport(case: Case, dp, rng: random.Random):
    p = case.person
    pp = p.passport
    dob = p.dob
    if dp.opts.get("dob_shift"):
        dob = (
            dob.replace(year=dob.year - 1, day=min(28, dob.day + 3))
            if dob.month != 2
            else dob.replace(year=dob.year - 1)
        )
    variant = dp.variant
    pdf = Doc(fmt=(PH, PW), orientation="L")
    pdf.add_page()
    tint = {"p2008": (226, 238, 226), "p2020": (240, 230, 226), "p2020b": (232, 232, 240)}[variant]
    ink = {"p2008": (20, 90, 50), "p2020": (140, 40, 40), "p2020b": (40, 50, 110)}[variant]
    pdf.fillrect(0, 0, PW, PH, tint)
    pdf.guilloche(0, 8, PW, 55, rgb=tuple(max(0, c - 22) for c in tint), n=16, seed=rng.randint(0, 999))
    pdf.t(4, 2.5, "ROYAUME DU MAROC", size=8, style="B", color=ink)
    pdf.ar(PW - 4, 1.8, "المملكة المغربية", size=10, style="B", color=ink)
    pdf.t(PW / 2, 2.5, "PASSEPORT", size=8, style="B", align="C", color=ink)
    pdf.ar(PW / 2 + 8, 6.3, "جواز السفر", size=8, color=ink)
    lines = mrz.td3(pp["number"], p.cin, dob, p.sex, pp["expiry"], p.family, p.given)
    assert mrz.td3_valid(lines)
    dstyle = "mon" if variant == "p2020" else ("/" if variant == "p2008" else ".")
    photo_x = 4 if variant != "p2020b" else PW - 36
    portrait(pdf, photo_x, 13, 31, 40, p.sex, rng.randint(0, 999))
    x0 = 40 if variant != "p2020b" else 5
    grid = [
        [("Type / Type", "P", 12), ("Code / Code", "MAR", 18), ("Passeport N° / Passport No.", pp["number"], 40)],
        [("Nom / Surname", p.family.upper(), 80)],
        [("Prénoms / Given names", p.given.upper(), 80)],
        [("Nationalité / Nationality", "MAROCAINE", 40), ("Sexe / Sex", p.sex, 30)],
        [
            ("Date de naissance / Date of birth", fmt.date(dob, dstyle), 40),
            ("Lieu de naissance / Place of birth", p.pob, 40),
        ],
        [
            ("Date de délivrance / Date of issue", fmt.date(pp["issue"], dstyle), 40),
            ("Date d'expiration / Date of expiry", fmt.date(pp["expiry"], dstyle), 40),
        ],
        [("Autorité / Authority", pp["authority"], 40), ("N° CIN / Personal No.", p.cin, 40)],
    ]
    y = 11.5
    for row in grid:
        xx = x0
        for lab, val, w_ in row:
            pdf.t(xx, y, lab, size=4.5, color=(90, 90, 90))
            pdf.fit(xx, y + 1.8, val, w_ - 1, size=7.2, style="B")
            xx += w_
        y += 7.0
    pdf.signature(photo_x + 2, 55, 26, 6, seed=rng.randint(0, 999), rgb=(30, 30, 60))
    pdf.fillrect(0, 64, PW, 24, (248, 248, 244))
    fam_m = {"p2008": "freemono", "p2020": "mono", "p2020b": "libmono"}[variant]
    size = 11.0
    pdf.font(fam_m, "", size)
    while pdf.get_string_width(lines[0]) > PW - 8:
        size -= 0.1
        pdf.font(fam_m, "", size)
    _mrz_block(pdf, lines, 4, 70, size, fam_m, 6.5)
    for k, v in [
        ("applicant_name", p.family.upper()),
        ("applicant_name", p.given.upper()),
        ("date_of_birth", fmt.date(dob, dstyle)),
        ("document_number", pp["number"]),
        ("cin", p.cin),
        ("document_expiry", fmt.date(pp["expiry"], dstyle)),
    ]:
        pdf.note(k, v)
    for ln in lines:
        pdf.note("mrz", ln)
    labels = {
        "applicant_name": p.full,
        "date_of_birth": dob.isoformat(),
        "cin": p.cin,
        "mrz_valid": True,
        "document_number": pp["number"],
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": pp["expiry"].isoformat(),
    }
    return pdf, labels


_ = dt
