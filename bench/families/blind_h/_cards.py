"""Moroccan CNIE (front and back with its TD1 MRZ) and passport data pages (TD3 MRZ), drawn at 600 dpi."""

from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from . import _fmt as fmt
from . import _kit as kit
from ._canvas import F, RasterCanvas

CARD = (242.65, 153.07)  # ID-1, points
PASS = (354.33, 249.45)  # 125 x 88 mm
DPI = 600
MRZ_FONTS = ["dejavu_mono", "courier", "free_mono"]


def _background(size_pt, c1, c2, rng: random.Random, k=DPI / 72):
    w, h = round(size_pt[0] * k), round(size_pt[1] * k)
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    t = x / w * 0.7 + y / h * 0.3
    c1, c2 = np.array(c1, np.float32), np.array(c2, np.float32)
    img = c1[None, None, :] * (1 - t[..., None]) + c2[None, None, :] * t[..., None]
    # a soft rosette pattern
    cx, cy = w * rng.uniform(0.55, 0.8), h * rng.uniform(0.3, 0.7)
    r = np.hypot(x - cx, y - cy)
    ang = np.arctan2(y - cy, x - cx)
    pattern = (np.sin(r / (w * 0.012) + 6 * np.sin(ang * 8)) * 0.5 + 0.5) * 10
    img = np.clip(img - pattern[..., None], 0, 255).astype(np.uint8)
    return Image.fromarray(img, "RGB")


def _photo(sex: str, rng: random.Random, w=300, h=380, tone=None) -> Image.Image:
    img = Image.new("RGB", (w, h), (205, 215, 225))
    d = ImageDraw.Draw(img)
    skin = tone or rng.choice([(190, 150, 120), (170, 130, 100), (205, 165, 135), (150, 110, 85)])
    hair = rng.choice([(30, 25, 20), (55, 40, 30), (20, 20, 20), (90, 70, 50)])
    cloth = rng.choice([(40, 50, 70), (70, 70, 70), (110, 30, 40), (30, 70, 60), (200, 200, 205)])
    d.ellipse([w * 0.05, h * 0.7, w * 0.95, h * 1.35], fill=cloth)
    d.rectangle([w * 0.4, h * 0.55, w * 0.6, h * 0.78], fill=skin)
    if sex == "F" and rng.random() < 0.5:  # a headscarf
        scarf = rng.choice([(90, 60, 110), (30, 30, 60), (150, 120, 100), (60, 90, 110)])
        d.ellipse([w * 0.18, h * 0.08, w * 0.82, h * 0.78], fill=scarf)
        d.ellipse([w * 0.3, h * 0.2, w * 0.7, h * 0.66], fill=skin)
    else:
        d.ellipse([w * 0.26, h * 0.1, w * 0.74, h * 0.38], fill=hair)
        if sex == "F":
            d.rectangle([w * 0.25, h * 0.22, w * 0.75, h * 0.62], fill=hair)
        d.ellipse([w * 0.3, h * 0.16, w * 0.7, h * 0.64], fill=skin)
    d.ellipse([w * 0.39, h * 0.36, w * 0.45, h * 0.39], fill=(40, 30, 30))
    d.ellipse([w * 0.55, h * 0.36, w * 0.61, h * 0.39], fill=(40, 30, 30))
    d.line([w * 0.5, h * 0.4, w * 0.48, h * 0.48, w * 0.52, h * 0.48], fill=kit.shade(skin, -0.25), width=3)
    d.arc([w * 0.42, h * 0.48, w * 0.58, h * 0.56], 20, 160, fill=(120, 60, 60), width=3)
    if rng.random() < 0.35 and sex == "M":
        d.ellipse([w * 0.36, h * 0.5, w * 0.64, h * 0.66], outline=hair, width=6)
    return img.filter(ImageFilter.GaussianBlur(1.2))


def _round(img: Image.Image, radius_px: int) -> Image.Image:
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, img.width - 1, img.height - 1], radius=radius_px, fill=255)
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out


def _star(c, cx, cy, r, color, lw):
    pts = [
        (cx + r * math.cos(math.radians(-90 + k * 144)), cy + r * math.sin(math.radians(-90 + k * 144)))
        for k in range(6)
    ]
    c.poly(pts, stroke=color, lw=lw)


def _emblem(c, x, y, s):
    c.rect(x, y, s * 1.5, s, stroke=None, fill=(193, 39, 45))
    _star(c, x + s * 0.75, y + s * 0.52, s * 0.33, (0, 98, 51), s * 0.06)


def cnie_front(ctx) -> Image.Image:
    p = ctx.person
    rng = ctx.rng
    variant = ctx.opts.get("card_variant", "new")
    ds = "dot" if variant == "new" else "slash"
    if variant == "new":
        base = _background(CARD, (232, 226, 205), (205, 222, 210), rng)
    else:
        base = _background(CARD, (226, 232, 242), (240, 218, 222), rng)
    c = RasterCanvas(CARD[0], CARD[1], DPI, base=base)
    kit.guilloche(
        c, 0, 30, CARD[0], CARD[1] - 30, (190, 200, 190) if variant == "new" else (200, 195, 220), rng, n=18, lw=0.2
    )
    fam = ctx.pick(["helv", "dejavu", "free_sans", "noto_sans"])
    f = F(fam, 6.2)
    c.text(8, 12, "ROYAUME DU MAROC", f.b().sz(7.4))
    c.arabic(CARD[0] - 8, 13, "المملكة المغربية", 7.6, bold=True)
    c.text(8, 22, "CARTE NATIONALE D'IDENTITE", f.b().sz(6.2), (40, 60, 90))
    c.arabic(CARD[0] - 8, 24, "البطاقة الوطنية للتعريف", 6.6, bold=True, color=(40, 60, 90))
    _emblem(c, CARD[0] / 2 - 8, 6, 10)
    ctx.label("applicant_name", p.full)
    ctx.label("cin", p.cin)
    ctx.label("date_of_birth", p.dob.isoformat())
    ctx.label("place_of_birth", p.pob)
    ctx.label("cin_expiry", p.cin_expiry.isoformat())
    from ._data import TOWNS

    pob_ar = TOWNS[p.pob][0]
    photo = _photo(p.sex, rng)
    if variant == "new":
        c.paste(photo, 8, 32, 58, 74)
        x = 72
        c.text(x, 44, p.given.upper(), f.b().sz(8.6))
        c.arabic(CARD[0] - 8, 45, p.given_ar, 8.4, bold=True)
        c.text(x, 57, p.surname.upper(), f.b().sz(8.6))
        c.arabic(CARD[0] - 8, 58, p.surname_ar, 8.4, bold=True)
        c.text(x, 72, "Né(e) le", f.sz(5.6), (70, 70, 70))
        c.text(x + 24, 72, fmt.date(p.dob, ds), f.b().sz(7.6))
        c.arabic(CARD[0] - 8, 73, "تاريخ الازدياد", 5.8)
        c.text(x, 84, "à", f.sz(5.6), (70, 70, 70))
        c.text(x + 8, 84, p.pob, f.b().sz(7.6))
        c.arabic(CARD[0] - 8, 86, "ب " + pob_ar, 6.6)
        c.text(x, 100, "Valable jusqu'au", f.sz(5.6), (70, 70, 70))
        c.text(x + 46, 100, fmt.date(p.cin_expiry, ds), f.b().sz(7.6))
        c.arabic(CARD[0] - 8, 101, "صالحة إلى غاية", 5.8)
        ghost = photo.convert("L").point(lambda v: 150 + v // 3).convert("RGB")
        c.paste(ghost, CARD[0] - 48, 108, 28, 36)
        c.text(72, 128, "N°", f.sz(6), (70, 70, 70))
        c.text(84, 130, p.cin, F(fam, 12.5, True), (30, 30, 30))
        kit.signature(c, 10, 112, 50, 20, rng, color=(30, 30, 60), lw=0.6)
        c.text(10, 146, f"CAN {rng.randint(100000, 999999)}", f.sz(5.2), (90, 90, 90))
    else:
        c.paste(photo, CARD[0] - 66, 34, 58, 74)
        x = 8
        for yy, lbl, val, ar_lbl, ar_val in (
            (44, "Prénom", p.given.upper(), "الاسم الشخصي", p.given_ar),
            (62, "Nom", p.surname.upper(), "الاسم العائلي", p.surname_ar),
        ):
            c.text(x, yy - 8, lbl, f.sz(5.4), (70, 70, 70))
            c.text(x, yy + 1, val, f.b().sz(8.4))
            c.arabic(CARD[0] - 72, yy - 7, ar_lbl, 5.2)
            c.arabic(CARD[0] - 72, yy + 2, ar_val, 7.8, bold=True)
        c.text(x, 80, f"Né le {fmt.date(p.dob, ds)}", f.b().sz(7.2))
        c.text(x, 91, f"à {p.pob}", f.b().sz(7.2))
        c.arabic(CARD[0] - 72, 81, "ازداد في " + pob_ar, 6.2)
        c.text(x, 106, f"Valable jusqu'au {fmt.date(p.cin_expiry, ds)}", f.sz(6.6))
        c.rect(CARD[0] - 74, 114, 68, 18, stroke=(150, 40, 40), fill=(250, 245, 245), lw=0.5, radius=2)
        c.text(CARD[0] - 40, 127, p.cin, F(fam, 11, True), (150, 30, 30), align="c")
        kit.signature(c, 12, 118, 60, 22, rng, color=(30, 30, 60), lw=0.6)
    ctx.drawn = c.drawn
    return _round(c.image(), int(3.2 * DPI / 72 * 1.0))


def cnie_back(ctx) -> Image.Image:
    p = ctx.person
    rng = ctx.rng
    variant = ctx.opts.get("card_variant", "new")
    base = (
        _background(CARD, (236, 230, 212), (214, 226, 214), rng)
        if variant == "new"
        else _background(CARD, (230, 234, 244), (242, 224, 228), rng)
    )
    c = RasterCanvas(CARD[0], CARD[1], DPI, base=base)
    kit.guilloche(c, 0, 0, CARD[0], 100, (200, 205, 195), rng, n=12, lw=0.2)
    fam = ctx.pick(["helv", "dejavu", "free_sans", "noto_sans"])
    f = F(fam, 6.4)
    son = "Fils de" if p.sex == "M" else "Fille de"
    son_ar = "ابن" if p.sex == "M" else "بنت"
    c.text(8, 14, son, f.sz(5.6), (70, 70, 70))
    c.text(32, 14, p.father.upper(), f.b().sz(7.4))
    c.arabic(CARD[0] - 8, 15, f"{son_ar} {p.father_ar}", 7)
    c.text(8, 26, "et de", f.sz(5.6), (70, 70, 70))
    c.text(32, 26, p.mother.upper(), f.b().sz(7.4))
    c.arabic(CARD[0] - 8, 27, f"و {p.mother_ar}", 7)
    c.text(8, 40, "Adresse", f.sz(5.6), (70, 70, 70))
    c.arabic(CARD[0] - 8, 41, "العنوان", 6)
    yy = 50
    for ln in p.card_address:
        c.text(8, yy, ln, c.fit(ln, f.b().sz(7.2), CARD[0] - 16))
        yy += 9.5
    ctx.label("address", " ".join(p.card_address))
    c.text(8, 76, f"N° état civil  {p.etat_civil}", f.sz(6.4))
    c.arabic(CARD[0] - 8, 77, "رقم الحالة المدنية", 5.8)
    c.text(8, 88, f"Sexe  {p.sex}", f.sz(6.4))
    if variant != "new":
        c.text(CARD[0] - 8, 88, p.cin, f.b().sz(8), (150, 30, 30), align="r")
    lines = fmt.td1(p.card_no, p.cin, p.dob, p.sex, p.cin_expiry, p.surname, p.given)
    assert fmt.td1_valid(lines)
    c.rect(0, 98, CARD[0], CARD[1] - 98, stroke=None, fill=(246, 246, 240))
    mf = F(ctx.pick(MRZ_FONTS), 11.6)
    pitch = 7.2
    for n, ln in enumerate(lines):
        for k, ch in enumerate(ln):
            c.text(13 + k * pitch + pitch / 2, 113 + n * 15.5, ch, mf, (20, 20, 20), align="c")
    ctx.label("mrz_valid", True)
    ctx.label("cin", p.cin)
    ctx.label("date_of_birth", p.dob.isoformat())
    ctx.label("cin_expiry", p.cin_expiry.isoformat())
    ctx.label("applicant_name", p.full)
    ctx.label("document_number", p.card_no)
    ctx.mrz = lines
    ctx.drawn = c.drawn
    return _round(c.image(), int(3.2 * DPI / 72))


def passport(ctx) -> Image.Image:
    p = ctx.person
    rng = ctx.rng
    base = _background(PASS, (236, 228, 238), (222, 234, 226), rng)
    c = RasterCanvas(PASS[0], PASS[1], DPI * 0.8, base=base)
    kit.guilloche(c, 0, 40, PASS[0], PASS[1] - 100, (205, 195, 215), rng, n=22, lw=0.25)
    fam = ctx.pick(["helv", "dejavu", "noto_sans"])
    f = F(fam, 5.2)
    c.text(PASS[0] / 2, 14, "ROYAUME DU MAROC  -  KINGDOM OF MOROCCO", f.b().sz(8), align="c")
    c.arabic(PASS[0] / 2, 27, "المملكة المغربية", 8, bold=True, align="c")
    c.text(14, 38, "PASSEPORT / PASSPORT", f.b().sz(7.4), (120, 30, 50))
    c.arabic(PASS[0] - 14, 39, "جواز السفر", 8, bold=True, color=(120, 30, 50))
    photo = _photo(p.sex, rng)
    c.paste(photo, 14, 50, 78, 100)
    ds = ctx.pick(["icao", "slash"])
    kit.signature(c, 18, 156, 70, 20, rng, color=(20, 20, 60), lw=0.6)

    def field(x, y, lbl, val, size=8.2):
        c.text(x, y, lbl, f, (90, 60, 90))
        c.text(x, y + 10, val, f.b().sz(size))

    x1, x2, x3 = 104, 178, 262
    field(x1, 54, "Type / Type", "P")
    field(x2, 54, "Code du pays / Country code", "MAR")
    field(x3, 54, "Passeport N° / Passport No.", p.passport_no, 8.8)
    field(x1, 76, "Nom / Surname", p.surname.upper())
    c.arabic(PASS[0] - 14, 86, p.surname_ar, 7.6, bold=True)
    field(x1, 98, "Prénoms / Given names", p.given.upper())
    c.arabic(PASS[0] - 14, 108, p.given_ar, 7.6, bold=True)
    field(x1, 120, "Nationalité / Nationality", "MAROCAINE")
    field(x3 - 40, 120, "Date de naissance / Date of birth", fmt.date(p.dob, ds))
    field(x1, 142, "Sexe / Sex", p.sex)
    field(x2 - 30, 142, "Lieu de naissance / Place of birth", p.pob)
    field(x1, 164, "Date de délivrance / Date of issue", fmt.date(p.passport_issue, ds))
    field(x3 - 40, 164, "Date d'expiration / Date of expiry", fmt.date(p.passport_expiry, ds))
    show_cin = ctx.chance(0.5)
    if show_cin:
        field(x1, 186 - 2, "N° CNIE / ID card No.", p.cin)
    field(x3 - 40, 186 - 2, "Autorité / Authority", ctx.pick(["DGSN", "MINISTERE DE L'INTERIEUR"]), 6.8)
    lines = fmt.td3(p.passport_no, p.cin, p.dob, p.sex, p.passport_expiry, p.surname, p.given)
    assert fmt.td3_valid(lines)
    c.rect(0, 204, PASS[0], PASS[1] - 204, stroke=None, fill=(248, 246, 248))
    mf = F(ctx.pick(MRZ_FONTS), 11.6)
    pitch = 7.2
    x0 = (PASS[0] - 44 * pitch) / 2
    for n, ln in enumerate(lines):
        for k, ch in enumerate(ln):
            c.text(x0 + k * pitch + pitch / 2, 222 + n * 16, ch, mf, (20, 20, 20), align="c")
    ctx.label("applicant_name", p.full)
    ctx.label("date_of_birth", p.dob.isoformat())
    ctx.label("cin", p.cin)
    ctx.label("mrz_valid", True)
    ctx.label("document_number", p.passport_no)
    ctx.label("nationality", "MAR")
    ctx.label("issuing_country", "MAR")
    ctx.label("document_expiry", p.passport_expiry.isoformat())
    ctx.mrz = lines
    ctx.drawn = c.drawn
    return _round(c.image(), int(2 * DPI / 72))
