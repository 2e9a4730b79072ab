"""Identity documents: CNIE front and back, passports' data pages, a residence permit, a foreign id card."""

from __future__ import annotations

import functools

import skia

from .draw import Page, rgb
from .util import MON3, fdate, td1, td3

MM = 72 / 25.4
CARD_W, CARD_H = 85.6 * MM, 54 * MM
PASS_W, PASS_H = 125 * MM, 88 * MM


@functools.cache
def photo(seed: int, female: bool) -> skia.Image:
    """A small portrait-like picture drawn offscreen (background, shoulders, head, hair)."""
    w, h = 120, 150
    surf = skia.Surface(w, h)
    c = surf.getCanvas()
    tones = ["#C68B59", "#A9744F", "#D9A57B", "#8D5B3C", "#E0B48C"]
    skin = rgb(tones[seed % len(tones)])
    c.drawPaint(
        skia.Paint(
            Shader=skia.GradientShader.MakeLinear(
                [skia.Point(0, 0), skia.Point(0, h)], [rgb("#DCE6EE"), rgb("#AEBFCC")]
            )
        )
    )
    cloth = rgb(["#2C3E50", "#5D4037", "#37474F", "#1A237E", "#4E342E"][seed % 5])
    p = skia.Paint(AntiAlias=True, Color=cloth)
    path = skia.Path()
    path.moveTo(8, h)
    path.cubicTo(10, 112, 35, 104, 60, 104)
    path.cubicTo(85, 104, 110, 112, 112, h)
    path.close()
    c.drawPath(path, p)
    c.drawRect(skia.Rect.MakeXYWH(50, 88, 20, 20), skia.Paint(AntiAlias=True, Color=skin))
    hair = rgb(["#1B1B1B", "#2E1F14", "#3B2A1E"][seed % 3])
    if female:
        c.drawOval(skia.Rect.MakeXYWH(26, 22, 68, 92), skia.Paint(AntiAlias=True, Color=hair))
    c.drawOval(skia.Rect.MakeXYWH(36, 34, 48, 62), skia.Paint(AntiAlias=True, Color=skin))
    if not female:
        c.drawArc(skia.Rect.MakeXYWH(35, 28, 50, 36), 180, 180, True, skia.Paint(AntiAlias=True, Color=hair))
    eye = skia.Paint(AntiAlias=True, Color=rgb("#222222"))
    c.drawCircle(50, 62, 2.4, eye)
    c.drawCircle(70, 62, 2.4, eye)
    c.drawLine(55, 82, 65, 82, skia.Paint(AntiAlias=True, Color=rgb("#7A3E2E"), StrokeWidth=1.6))
    return surf.makeImageSnapshot()


def put_photo(pg: Page, x: float, y: float, w: float, h: float, seed: int, female: bool, grey: bool = False) -> None:
    img = photo(seed, female)
    paint = skia.Paint(AntiAlias=True)
    if grey:
        paint.setColorFilter(skia.ColorFilters.Matrix([0.3, 0.59, 0.11, 0, 0] * 3 + [0, 0, 0, 0.55, 0]))
    pg.c.drawImageRect(img, skia.Rect.MakeXYWH(x, y, w, h), skia.SamplingOptions(skia.FilterMode.kLinear), paint)
    pg.rect(x, y, w, h, stroke="#6B6B6B", width=0.4)


def guilloche(pg: Page, colour: str, seed: int) -> None:
    import math

    for k in range(14):
        pts = []
        for i in range(0, 121):
            x = pg.w * i / 120
            y = pg.h * (0.1 + k * 0.065) + 5 * math.sin(i / 6 + k + seed) + 3 * math.cos(i / 2.7 + k)
            pts.append((x, y))
        pg.path(pts, stroke=colour, width=0.25, close=False)


def mrz_block(pg: Page, x: float, y: float, lines: list[str], size: float, face: str = "ocr") -> None:
    f = pg.font(size, face=face)
    step = f.measureText("<")
    for i, line in enumerate(lines):
        for j, ch in enumerate(line):
            pg.text(x + j * step, y + i * size * 1.32, ch, size, face=face)


# -- CNIE -----------------------------------------------------------------------------------------------


def cnie_mrz(case) -> list[str]:
    p = case.p
    code = "I<" if case.old_card else "ID"
    return td1(code, "MAR", case.card_no, p.cin, p.dob, p.sex, case.card_expiry, "MAR", p.surname, p.given)


def cnie_front(pg: Page, case, v: dict) -> dict:
    p = case.p
    pg.c.clipRRect(skia.RRect.MakeRectXY(skia.Rect.MakeWH(pg.w, pg.h), 8, 8), True)
    old = case.old_card
    base = "#F3E3C8" if old else "#E8EEF4"
    pg.rect(0, 0, pg.w, pg.h, fill=base, radius=8)
    guilloche(pg, "#D7B98A" if old else "#B9CADB", int(case.cid[1:]))
    band = "#B8322A" if old else "#1F5C99"
    pg.gradient(0, 0, pg.w, 24, band, "#2E7D4F" if not old else "#D98C2B", radius=0)
    pg.text(pg.w / 2, 10, "ROYAUME DU MAROC", 7.2, True, color="#FFFFFF", align="center", face="lsans", spacing=0.6)
    pg.text(pg.w / 2, 19.5, "CARTE NATIONALE D'IDENTITÉ", 6.2, True, color="#FFFFFF", align="center", face="lsans")
    put_photo(pg, 10, 32, 58, 74, int(case.cid[1:]), p.sex == "F")
    x = 76
    lab = dict(size=4.8, color="#4A5A6A", face="lsans")
    val = dict(size=7.6, bold=True, face="lsans")
    y = 36
    rows = [
        ("Nom", p.surname),
        ("Prénom", p.given),
        ("Né(e) le", fdate(p.dob, v["date"])),
        ("à", p.pob),
        ("Valable jusqu'au", fdate(case.card_expiry, v["date"])),
    ]
    for k, s in rows:
        pg.text(x, y, k, **lab)
        pg.fit(x, y + 8.6, s, pg.w - x - 8, **val)
        y += 17.5
    pg.text(12, 120, "N°" if old else "CIN", 5.2, color="#4A5A6A", face="lsans")
    pg.text(12, 133, p.cin, 11.5, True, color="#8B1A1A", face="lsans", spacing=0.6)
    pg.signature(14, 146, 40, int(case.cid[1:]) * 7, "#2B2B2B")
    pg.circle(pg.w - 22, pg.h - 22, 11, stroke="#C9A227", width=1.2)
    pg.path(
        [
            (pg.w - 22, pg.h - 30),
            (pg.w - 15, pg.h - 18),
            (pg.w - 29, pg.h - 25),
            (pg.w - 15, pg.h - 25),
            (pg.w - 29, pg.h - 18),
        ],
        stroke="#1E7A3C",
        width=0.9,
    )
    return {
        "applicant_name": case.name,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.pob,
        "cin_expiry": case.card_expiry.isoformat(),
    }


def cnie_back(pg: Page, case, v: dict) -> dict:
    p = case.p
    pg.c.clipRRect(skia.RRect.MakeRectXY(skia.Rect.MakeWH(pg.w, pg.h), 8, 8), True)
    old = case.old_card
    pg.rect(0, 0, pg.w, pg.h, fill="#F1E6D2" if old else "#EDF2F6", radius=8)
    guilloche(pg, "#D9C29C" if old else "#C3D2E0", int(case.cid[1:]) + 3)
    lab = dict(size=4.9, color="#4A5A6A", face="lsans")
    val = dict(size=6.6, bold=True, face="lsans")
    fil = "Fils de" if p.sex == "M" else "Fille de"
    y = 14
    pg.text(10, y, fil, **lab)
    pg.fit(10, y + 8, f"{p.father} et de {p.mother}", pg.w - 20, **val)
    y += 19
    pg.text(10, y, "Adresse", **lab)
    for line in p.address:
        pg.fit(10, y + 8, line, pg.w - 20, **val)
        y += 8.5
    y += 10
    pg.text(10, y, "N° état civil", **lab)
    pg.text(10, y + 8, f"{int(case.cid[1:]) * 37 + 112}/{case.p.dob.year}", **val)
    pg.text(120, y, "Sexe", **lab)
    pg.text(120, y + 8, p.sex, **val)
    if v.get("show_no"):
        pg.text(160, y, "N° de la carte", **lab)
        pg.text(160, y + 8, case.card_no, **val)
    pg.rect(0, pg.h - 50, pg.w, 50, fill="#FFFFFF")
    lines = cnie_mrz(case)
    mrz_block(pg, 9, pg.h - 36, lines, 9.0)
    return {
        "address": " ".join(p.address),
        "mrz_valid": True,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": case.card_expiry.isoformat(),
        "applicant_name": case.name,
        "document_number": case.card_no,
    }


# -- passports ----------------------------------------------------------------------------------------------


def passport_page(pg: Page, case, v: dict) -> dict:
    p = case.p
    foreign = case.foreign
    if foreign:
        nat, country = foreign["nat"], foreign["nat"]
        number, issue, expiry, personal = foreign["passport"], foreign["pp_issue"], foreign["pp_exp"], ""
        head, colour, sub = "RÉPUBLIQUE DU SÉNÉGAL", "#1B7F3B", "PASSEPORT / PASSPORT"
    else:
        nat, country = "MAR", "MAR"
        number, issue, expiry = case.passport
        personal = p.cin
        head, colour, sub = "ROYAUME DU MAROC / KINGDOM OF MOROCCO", "#7A1F2B", "PASSEPORT / PASSPORT"
    pg.rect(0, 0, pg.w, pg.h, fill="#F6F1E7")
    guilloche(pg, "#E2D3B5", int(case.cid[1:]) + 11)
    pg.text(pg.w / 2, 15, head, 8, True, color=colour, align="center", face="lserif")
    pg.text(pg.w / 2, 25, sub, 6.5, color=colour, align="center", face="lserif", spacing=0.8)
    put_photo(pg, 14, 34, 78, 100, int(case.cid[1:]) + 1, p.sex == "F")
    x = 104
    lab = dict(size=4.6, color="#5A4A3A", face="lsans", italic=True)
    val = dict(size=7.4, bold=True, face="lsans")
    pg.text(x, 36, "Type / Type", **lab)
    pg.text(x, 44, "P", **val)
    pg.text(x + 46, 36, "Code / Code", **lab)
    pg.text(x + 46, 44, country, **val)
    pg.text(x + 110, 36, "N° du passeport / Passport No.", **lab)
    pg.text(x + 110, 44, number, 8, True, color="#8B1A1A", face="lsans")
    rows = [
        ("Nom / Surname", p.surname),
        ("Prénoms / Given names", p.given),
        ("Nationalité / Nationality", "MAROCAINE" if nat == "MAR" else "SÉNÉGALAISE"),
    ]
    y = 58
    for k, s in rows:
        pg.text(x, y, k, **lab)
        pg.text(x, y + 8, s, **val)
        y += 17
    pg.text(x, y, "Date de naissance / Date of birth", **lab)
    pg.text(x, y + 8, fdate(p.dob, "mon"), **val)
    pg.text(x + 130, y, "Sexe / Sex", **lab)
    pg.text(x + 130, y + 8, p.sex, **val)
    y += 17
    pg.text(x, y, "Lieu de naissance / Place of birth", **lab)
    pg.text(x, y + 8, p.pob, **val)
    if personal:
        pg.text(x + 130, y, "N° CIN / ID No.", **lab)
        pg.text(x + 130, y + 8, personal, **val)
    y += 17
    pg.text(x, y, "Date de délivrance / Date of issue", **lab)
    pg.text(x, y + 8, fdate(issue, "mon"), **val)
    pg.text(x + 130, y, "Date d'expiration / Date of expiry", **lab)
    pg.text(x + 130, y + 8, fdate(expiry, "mon"), **val)
    pg.signature(20, 150, 60, int(case.cid[1:]) * 3)
    pg.rect(0, pg.h - 52, pg.w, 52, fill="#FFFFFF")
    lines = td3(country, number, nat, p.dob, p.sex, expiry, personal, p.surname, p.given)
    mrz_block(pg, 12, pg.h - 34, lines, 9.6)
    labels = {
        "applicant_name": case.name,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": nat,
        "issuing_country": country,
        "document_expiry": expiry.isoformat(),
    }
    if personal:
        labels["cin"] = personal
    return labels


# -- cards of foreigners: both sides photocopied on one A4 sheet --------------------------------------------


def _card_frame(pg: Page, x: float, y: float, fill: str) -> None:
    pg.rect(x, y, CARD_W, CARD_H, fill=fill, stroke="#8A8A8A", width=0.5, radius=8)


def permit_sheet(pg: Page, case, v: dict) -> dict:
    """A residence permit (carte de séjour, TD1 issued by MAR), recto and verso copied on one page."""
    p, f = case.p, case.foreign
    pg.rect(0, 0, pg.w, pg.h, fill="#FFFFFF")
    x0, y0 = (pg.w - CARD_W * 1.6) / 2, 90
    c = pg.c
    c.save()
    c.translate(x0, y0)
    c.scale(1.6, 1.6)
    _card_frame(pg, 0, 0, "#EAF1E6")
    pg.gradient(0, 0, CARD_W, 20, "#2E7D4F", "#B8322A")
    pg.text(CARD_W / 2, 9, "ROYAUME DU MAROC", 6.5, True, color="#FFFFFF", align="center", face="lsans")
    pg.text(
        CARD_W / 2, 17, "CARTE DE SÉJOUR / RESIDENCE PERMIT", 5.2, True, color="#FFFFFF", align="center", face="lsans"
    )
    put_photo(pg, 8, 26, 52, 66, int(case.cid[1:]), p.sex == "F")
    rows = [
        ("Nom", p.surname),
        ("Prénoms", p.given),
        ("Nationalité", "Sénégalaise"),
        ("Date de naissance", fdate(p.dob, "slash")),
        ("Valable jusqu'au", fdate(f["permit_exp"], "slash")),
    ]
    yy = 30
    for k, s in rows:
        pg.text(68, yy, k, 4.6, color="#4A5A6A", face="lsans")
        pg.fit(68, yy + 7.5, s, CARD_W - 74, size=6.8, bold=True, face="lsans")
        yy += 16
    pg.text(8, 108, "N° de la carte", 4.6, color="#4A5A6A", face="lsans")
    pg.text(8, 118, f["permit"], 8.5, True, color="#8B1A1A", face="lsans")
    pg.text(8, 138, "Motif : Travail salarié", 5.4, face="lsans")
    c.restore()
    y1 = y0 + CARD_H * 1.6 + 60
    c.save()
    c.translate(x0, y1)
    c.scale(1.6, 1.6)
    _card_frame(pg, 0, 0, "#EEF2EA")
    pg.text(8, 14, "Adresse", 4.8, color="#4A5A6A", face="lsans")
    yy = 22
    for line in p.address:
        pg.text(8, yy, line, 6.4, True, face="lsans")
        yy += 8
    pg.text(8, yy + 4, "Autorité : Direction Générale de la Sûreté Nationale", 5, face="lsans")
    pg.rect(0, CARD_H - 48, CARD_W, 48, fill="#FFFFFF")
    lines = td1("IR", "MAR", f["permit"], "", p.dob, p.sex, f["permit_exp"], f["nat"], p.surname, p.given)
    mrz_block(pg, 8, CARD_H - 34, lines, 8.8)
    c.restore()
    pg.text(
        pg.w / 2,
        y1 + CARD_H * 1.6 + 40,
        "Copie certifiée conforme à l'original",
        9,
        italic=True,
        color="#555555",
        align="center",
        face="lserif",
    )
    return {
        "applicant_name": case.name,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": f["permit"],
        "nationality": f["nat"],
        "issuing_country": "MAR",
        "document_expiry": f["permit_exp"].isoformat(),
    }


def french_id(pg: Page, case, v: dict) -> dict:
    """A French national identity card (2021 model, TD1), recto and verso on one page."""
    p, f = case.p, case.foreign
    pg.rect(0, 0, pg.w, pg.h, fill="#FFFFFF")
    x0, y0 = (pg.w - CARD_W * 1.6) / 2, 80
    c = pg.c
    c.save()
    c.translate(x0, y0)
    c.scale(1.6, 1.6)
    _card_frame(pg, 0, 0, "#F4EEF3")
    pg.gradient(0, 0, CARD_W, 18, "#1F3A93", "#E9EEF8")
    pg.text(8, 12, "RÉPUBLIQUE FRANÇAISE", 6.4, True, color="#FFFFFF", face="lsans")
    pg.text(CARD_W - 8, 12, "CARTE NATIONALE D'IDENTITÉ", 5, True, color="#1F3A93", align="right", face="lsans")
    put_photo(pg, 8, 24, 54, 70, int(case.cid[1:]) + 5, True)
    rows = [
        ("NOM / Surname", p.surname),
        ("Prénoms / Given names", p.given.replace(" ", ", ")),
        ("Date de naiss. / Date of birth", p.dob.strftime("%d %m %Y")),
        ("Lieu de naissance", p.pob),
        ("Nationalité", "FRA"),
    ]
    yy = 27
    for k, s in rows:
        pg.text(68, yy, k, 4.4, color="#555566", face="lsans")
        pg.text(68, yy + 7.5, s, 6.8, True, face="lsans")
        yy += 15.5
    pg.text(8, 108, "N° du document", 4.4, color="#555566", face="lsans")
    pg.text(8, 118, f["idcard"], 8, True, face="lsans")
    pg.text(8, 134, "Date d'expiration", 4.4, color="#555566", face="lsans")
    pg.text(8, 143, f["id_exp"].strftime("%d %m %Y"), 6.8, True, face="lsans")
    c.restore()
    y1 = y0 + CARD_H * 1.6 + 50
    c.save()
    c.translate(x0, y1)
    c.scale(1.6, 1.6)
    _card_frame(pg, 0, 0, "#F1F0F6")
    pg.text(8, 16, "Adresse / Address", 4.6, color="#555566", face="lsans")
    pg.text(8, 25, "14 RUE DES CARMES, 75005 PARIS", 6.4, True, face="lsans")
    pg.text(8, 38, "Date de délivrance", 4.6, color="#555566", face="lsans")
    pg.text(8, 47, f["id_issue"].strftime("%d %m %Y"), 6.4, True, face="lsans")
    pg.rect(0, CARD_H - 48, CARD_W, 48, fill="#FFFFFF")
    lines = td1("ID", "FRA", f["idcard"], "", p.dob, p.sex, f["id_exp"], "FRA", p.surname, p.given)
    mrz_block(pg, 8, CARD_H - 34, lines, 8.8)
    c.restore()
    return {
        "applicant_name": case.name,
        "date_of_birth": p.dob.isoformat(),
        "mrz_valid": True,
        "document_number": f["idcard"],
        "nationality": "FRA",
        "issuing_country": "FRA",
        "document_expiry": f["id_exp"].isoformat(),
    }


__all__ = [
    "CARD_H",
    "CARD_W",
    "MON3",
    "PASS_H",
    "PASS_W",
    "cnie_back",
    "cnie_front",
    "french_id",
    "passport_page",
    "permit_sheet",
]
