"""Identity papers drawn at their real size: the CNIE (two generations, front and back) and the passport data page."""

from __future__ import annotations

import random

from reportlab.lib.colors import Color
from reportlab.lib.units import mm

from .base import Doc
from .common import (
    draw_arabic,
    draw_guilloche,
    draw_signature,
    draw_star,
    fit_font,
    fmt_date,
    td1,
    td1_valid,
    td3,
    td3_valid,
)

CARD = (85.6 * mm, 54.0 * mm)
PASS = (125.0 * mm, 88.0 * mm)
MON_BI = [
    "JAN",
    "FEV/FEB",
    "MARS/MAR",
    "AVR/APR",
    "MAI/MAY",
    "JUIN/JUN",
    "JUIL/JUL",
    "AOUT/AUG",
    "SEPT/SEP",
    "OCT",
    "NOV",
    "DEC",
]


def _photo(c, x, y, w, h, sex: str, rng: random.Random, alpha: float = 1.0):
    c.saveState()
    c.setFillAlpha(alpha)
    c.setFillColor(Color(0.86, 0.88, 0.9))
    c.rect(x, y, w, h, stroke=0, fill=1)
    p = c.beginPath()
    p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    skin = Color(0.55 + rng.uniform(-0.05, 0.05), 0.45, 0.38)
    dark = Color(0.18, 0.17, 0.2)
    cx = x + w / 2
    # shoulders
    c.setFillColor(Color(0.2, 0.22, 0.3) if sex == "M" else Color(0.3, 0.2, 0.28))
    c.ellipse(cx - w * 0.55, y - h * 0.25, cx + w * 0.55, y + h * 0.3, stroke=0, fill=1)
    # neck and head
    c.setFillColor(skin)
    c.rect(cx - w * 0.1, y + h * 0.2, w * 0.2, h * 0.15, stroke=0, fill=1)
    if sex == "F" and rng.random() < 0.5:
        c.setFillColor(Color(0.35, 0.3, 0.4))
        c.ellipse(cx - w * 0.3, y + h * 0.2, cx + w * 0.3, y + h * 0.92, stroke=0, fill=1)
        c.setFillColor(skin)
        c.ellipse(cx - w * 0.19, y + h * 0.34, cx + w * 0.19, y + h * 0.78, stroke=0, fill=1)
    else:
        c.setFillColor(dark)
        c.ellipse(cx - w * 0.24, y + h * 0.45, cx + w * 0.24, y + h * 0.9, stroke=0, fill=1)
        if sex == "F":
            c.rect(cx - w * 0.26, y + h * 0.3, w * 0.52, h * 0.35, stroke=0, fill=1)
        c.setFillColor(skin)
        c.ellipse(cx - w * 0.2, y + h * 0.33, cx + w * 0.2, y + h * 0.8, stroke=0, fill=1)
    c.setFillColor(dark)
    for dx in (-0.08, 0.08):
        c.circle(cx + dx * w, y + h * 0.6, w * 0.022, stroke=0, fill=1)
    c.setStrokeColor(Color(0.35, 0.2, 0.2))
    c.setLineWidth(0.5)
    c.line(cx - w * 0.06, y + h * 0.44, cx + w * 0.06, y + h * 0.44)
    c.restoreState()


def _background(c, size, rng, base, accent):
    w, h = size
    steps = 30
    for i in range(steps):
        t = i / steps
        col = Color(*[base[k] * (1 - t) + accent[k] * t for k in range(3)])
        c.setFillColor(col)
        c.rect(w * t, 0, w / steps + 0.5, h, stroke=0, fill=1)
    gcol = Color(*[min(1, v * 0.92) for v in accent])
    draw_guilloche(c, 0, 0, w, h, rng, gcol, n=18, lw=0.2, amp=h / 5)
    draw_guilloche(c, 0, h * 0.2, w, h * 0.6, rng, Color(*[min(1, v * 0.95) for v in base]), n=10, lw=0.18)


def _emblem(c, x, y, r, color):
    c.saveState()
    c.setStrokeColor(color)
    c.setLineWidth(0.5)
    c.circle(x, y, r)
    draw_star(c, x, y - r * 0.05, r * 0.6, color, lw=0.5)
    c.restoreState()


def _name_ar(p) -> str:
    return f"{p.given_ar} {p.family_ar}"


# --------------------------------------------------------------------------------------------- CNIE front


def cnie_front(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("CNIE", pagesize=CARD)
    c = doc.c
    w, h = CARD
    old = p.card_old
    if old:
        _background(c, CARD, rng, (0.96, 0.9, 0.86), (0.86, 0.92, 0.88))
    else:
        _background(c, CARD, rng, (0.86, 0.92, 0.97), (0.95, 0.93, 0.86))
    dark = Color(0.12, 0.12, 0.2)
    red = Color(0.6, 0.1, 0.12)
    # header
    c.setFillColor(dark)
    c.setFont("DV-B", 6.2)
    c.drawString(6, h - 11, "ROYAUME DU MAROC")
    draw_arabic(c, "المملكة المغربية", w - 6, h - 12, 6.5, "naskh-b")
    c.setFont("DV", 4.8)
    c.drawString(6, h - 18.5, "CARTE NATIONALE D'IDENTITE")
    draw_arabic(c, "البطاقة الوطنية للتعريف", w - 6, h - 21, 5.2, "naskh")
    _emblem(c, w / 2, h - 13, 5.5, red)
    if old:
        px, py, pw, ph = w - 64, 16, 56, 70
        tx = 6
    else:
        px, py, pw, ph = 6, 14, 56, 72
        tx = 68
    photo_seed = rng.random()
    _photo(c, px, py, pw, ph, p.sex, random.Random(photo_seed))
    lab = Color(0.3, 0.3, 0.4)
    y = h - 34
    c.setFillColor(lab)
    c.setFont("DV", 4.2)
    c.drawString(tx, y + 6.5, "Prénom")
    c.setFillColor(dark)
    c.setFont("DV-B", 7.2)
    c.drawString(tx, y, p.given.upper())
    right = (w - 70) if old else (w - 6)
    draw_arabic(c, p.given_ar, right, y, 7, "naskh-b")
    y -= 15
    c.setFillColor(lab)
    c.setFont("DV", 4.2)
    c.drawString(tx, y + 6.5, "Nom")
    c.setFillColor(dark)
    c.setFont("DV-B", fit_font(p.family.upper(), "DV-B", 7.2, 70))
    c.drawString(tx, y, p.family.upper())
    draw_arabic(c, p.family_ar, right, y, 7, "naskh-b")
    y -= 13
    c.setFont("DV", 5.4)
    c.drawString(tx, y, f"Né{'e' if p.sex == 'F' else ''} le  {fmt_date(p.dob, 'dot')}")
    draw_arabic(c, "تاريخ الازدياد", right, y, 5, "naskh")
    y -= 9
    c.drawString(tx, y, f"à  {p.pob}")
    draw_arabic(c, p.pob_ar, right, y, 5.6, "naskh")
    y -= 11
    c.setFont("DV", 5.2)
    c.drawString(tx, y, f"Valable jusqu'au  {fmt_date(p.card_expiry, 'dot')}")
    draw_arabic(c, "صالحة إلى غاية", right, y - 0.5, 5, "naskh")
    # CIN number
    c.setFillColor(red)
    c.setFont("DV-B", 10.5)
    if old:
        c.drawString(6, 7, p.cin)
    else:
        c.drawString(tx, 7, p.cin)
        c.setFillColor(dark)
        c.setFont("DVM", 4.6)
        c.drawRightString(w - 6, h - 27, p.card_no)
        c.drawRightString(w - 6, 7, f"CAN {rng.randint(100000, 999999)}")
    # signature and ghost photo
    if old:
        draw_signature(c, px + 2, 3, 40, 11, rng, color=Color(0.1, 0.1, 0.2))
    else:
        _photo(c, w - 30, 18, 22, 28, p.sex, random.Random(photo_seed), alpha=0.25)
        draw_signature(c, 8, 2, 36, 10, rng, color=Color(0.1, 0.1, 0.2))
    doc.label("applicant_name", p.name)
    doc.label("cin", p.cin)
    doc.label("date_of_birth", p.dob.isoformat())
    doc.label("place_of_birth", p.pob.upper())
    doc.label("cin_expiry", p.card_expiry.isoformat())
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- CNIE back


def cnie_back(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    doc = Doc("CNIE", pagesize=CARD)
    c = doc.c
    w, h = CARD
    old = p.card_old
    if old:
        _background(c, CARD, rng, (0.86, 0.92, 0.88), (0.96, 0.9, 0.86))
    else:
        _background(c, CARD, rng, (0.95, 0.93, 0.86), (0.86, 0.92, 0.97))
    dark = Color(0.12, 0.12, 0.2)
    lab = Color(0.3, 0.3, 0.4)
    mrz = td1(p.card_no, p.cin, p.dob, p.sex, p.card_expiry, p.family, p.given, old=old)
    assert td1_valid(mrz)
    # MRZ zone
    c.setFillColor(Color(0.99, 0.99, 0.97))
    c.rect(0, 0, w, 45, stroke=0, fill=1)
    c.setFillColor(Color(0.05, 0.05, 0.05))
    size = fit_font(mrz[0], "DVM", 12, w - 12)
    c.setFont("DVM", size)
    for i, line in enumerate(mrz):
        c.drawString(6, 33 - i * 12.5, line)
    # fields
    y = h - 12
    filiation = "Fils de" if p.sex == "M" else "Fille de"
    c.setFillColor(lab)
    c.setFont("DV", 4.4)
    c.drawString(6, y, filiation)
    c.setFillColor(dark)
    c.setFont("DV-B", 6)
    c.drawString(30, y, p.father)
    draw_arabic(c, ("ابن " if p.sex == "M" else "بنت ") + p.father_ar, w - 6, y, 6, "naskh")
    y -= 10
    c.setFillColor(lab)
    c.setFont("DV", 4.4)
    c.drawString(6, y, "et de")
    c.setFillColor(dark)
    c.setFont("DV-B", 6)
    c.drawString(30, y, p.mother)
    draw_arabic(c, "و " + p.mother_ar, w - 6, y, 6, "naskh")
    y -= 11
    c.setFillColor(lab)
    c.setFont("DV", 4.4)
    c.drawString(6, y, "Adresse")
    c.setFillColor(dark)
    c.setFont("DV-B", 5.6)
    for ln in p.address:
        c.setFont("DV-B", fit_font(ln, "DV-B", 5.6, w - 40))
        c.drawString(30, y, ln)
        y -= 7.5
    draw_arabic(c, p.address_ar, w - 6, y - 1, 5.4, "naskh")
    y -= 10
    c.setFillColor(lab)
    c.setFont("DV", 4.4)
    c.drawString(6, y, "N° état civil")
    c.setFillColor(dark)
    c.setFont("DV-B", 5.8)
    c.drawString(36, y, p.civil_no)
    c.setFillColor(lab)
    c.setFont("DV", 4.4)
    c.drawString(92, y, "Sexe")
    c.setFillColor(dark)
    c.setFont("DV-B", 5.8)
    c.drawString(106, y, p.sex)
    if not old:
        c.setFillColor(lab)
        c.setFont("DV", 4.4)
        c.drawString(124, y, "Délivrée le")
        c.setFillColor(dark)
        c.setFont("DV-B", 5.4)
        c.drawString(150, y, fmt_date(p.card_issue, "dot"))
    draw_arabic(c, "الجنس", w - 6, y, 5, "naskh")
    doc.label("address", " ".join(p.address))
    doc.label("mrz_valid", True)
    doc.label("cin", p.cin)
    doc.label("date_of_birth", p.dob.isoformat())
    doc.label("cin_expiry", p.card_expiry.isoformat())
    doc.label("applicant_name", p.name)
    doc.label("document_number", p.card_no)
    doc._mrz = mrz
    return doc.finish(), doc.labels


# --------------------------------------------------------------------------------------------- passport


def _pdate(d, style):
    if style == 0:
        return fmt_date(d, "slash")
    return f"{d.day:02d} {MON_BI[d.month - 1]} {d.year}"


def passport(case, spec, rng) -> tuple[bytes, dict]:
    p = case.person
    pp = p.passport
    dob = pp.get("dob", p.dob)
    style = 0 if pp["issue"].year < 2020 else 1
    personal = "" if case.cid == "c13" else p.cin
    mrz = td3(pp["number"], dob, p.sex, pp["expiry"], p.family, p.given, personal)
    assert td3_valid(mrz)
    doc = Doc("Passeport", pagesize=PASS)
    c = doc.c
    w, h = PASS
    base = (0.93, 0.9, 0.95) if style == 0 else (0.9, 0.94, 0.92)
    _background(c, PASS, rng, base, (0.97, 0.95, 0.9))
    dark = Color(0.1, 0.1, 0.18)
    lab = Color(0.35, 0.3, 0.4)
    red = Color(0.6, 0.1, 0.12)
    c.setFillColor(dark)
    c.setFont("DV-B", 7.5)
    c.drawString(10, h - 14, "ROYAUME DU MAROC")
    c.setFont("DV", 5.5)
    c.drawString(10, h - 21, "KINGDOM OF MOROCCO")
    draw_arabic(c, "المملكة المغربية", w - 10, h - 15, 8, "naskh-b")
    c.setFont("DV-B", 7)
    c.drawCentredString(w / 2 + 10, h - 14, "PASSEPORT / PASSPORT")
    draw_arabic(c, "جواز السفر", w / 2 + 10, h - 26, 7, "naskh-b", align="center")
    _emblem(c, w / 2 - 60, h - 17, 6, red)
    _photo(c, 10, 64, 74, 94, p.sex, rng)
    x1, x2 = 94, 200

    def fld(x, y, label, value, vsize=7.2):
        c.setFillColor(lab)
        c.setFont("DV", 4.4)
        c.drawString(x, y + 7, label)
        c.setFillColor(dark)
        c.setFont("DV-B", vsize)
        c.drawString(x, y, value)

    y = h - 44
    fld(x1, y, "Type", "P")
    fld(x1 + 40, y, "Code du pays / Country code", "MAR")
    fld(x2 + 40, y, "Passeport N° / Passport No.", pp["number"], 8)
    y -= 19
    fld(x1, y, "Nom / Surname", p.family.upper(), 8)
    y -= 19
    fld(x1, y, "Prénoms / Given names", p.given.upper(), 8)
    y -= 19
    fld(x1, y, "Nationalité / Nationality", "MAROCAINE")
    fld(x2 + 40, y, "Sexe / Sex", p.sex)
    y -= 19
    fld(x1, y, "Date de naissance / Date of birth", _pdate(dob, style))
    fld(x2 + 40, y, "Lieu de naissance / Place of birth", p.pob)
    y -= 19
    fld(x1, y, "Date de délivrance / Date of issue", _pdate(pp["issue"], style))
    fld(x2 + 40, y, "Date d'expiration / Date of expiry", _pdate(pp["expiry"], style))
    y -= 19
    fld(x1, y, "Autorité / Authority", f"DGSN - {p.address[-1]}", 6.5)
    if pp.get("show_cin"):
        fld(x2 + 40, y, "N° CNIE / ID card No.", p.cin)
    draw_signature(c, 14, 50, 60, 12, rng, color=dark)
    c.setFillColor(Color(0.99, 0.99, 0.98))
    c.rect(0, 0, w, 40, stroke=0, fill=1)
    c.setFillColor(Color(0.05, 0.05, 0.05))
    size = fit_font(mrz[0], "DVM", 12, w - 14)
    c.setFont("DVM", size)
    c.drawString(7, 24, mrz[0])
    c.drawString(7, 9, mrz[1])
    doc.label("applicant_name", p.name)
    doc.label("date_of_birth", dob.isoformat())
    if personal or pp.get("show_cin"):
        doc.label("cin", p.cin)
    doc.label("mrz_valid", True)
    doc.label("document_number", pp["number"])
    doc.label("nationality", "MAR")
    doc.label("issuing_country", "MAR")
    doc.label("document_expiry", pp["expiry"].isoformat())

    return doc.finish(), doc.labels


LAYOUTS = {"cin_front": cnie_front, "cin_back": cnie_back, "passport": passport}
