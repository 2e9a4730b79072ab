"""Identity papers as small Writer pages: CNIE front and back (ID-1, 85.6 x 54 mm) and the passport data page."""

from __future__ import annotations

import random

from PIL import Image, ImageOps

from . import art, fmt
from .odf import Doc
from .world import ARABIC, Person

CARD_W, CARD_H = 85.6, 54.0
MRZ_FONT = "DejaVu Sans Mono"

DESIGNS = {
    # name: base colour, guilloche ink, title colour, number colour
    "cnie_a": ((214, 232, 236), (168, 204, 214), "#0b4f6c", "#8b1a1a"),
    "cnie_b": ((226, 230, 222), (190, 204, 186), "#1f4d2b", "#1f1f1f"),
    "cnie_old": ((240, 226, 222), (220, 190, 186), "#6b1f2a", "#b00020"),
}


def _ar(*names: str) -> str:
    return " ".join(ARABIC.get(n, n) for n in names)


def _parent_ar(full: str) -> str:
    return " ".join(ARABIC.get(w, w) for w in full.split())


def _grey_photo(p: Person, rng: random.Random, w=300, h=380, tint=(236, 232, 222)) -> Image.Image:
    ph = art.id_photo(rng, p.sex, w, h)
    g = ImageOps.grayscale(ph)
    g = ImageOps.autocontrast(g, cutoff=1)
    return ImageOps.colorize(g, black=(25, 25, 30), white=tint)


def _card_doc() -> Doc:
    return Doc(width=CARD_W, height=CARD_H, margins=(0, 0, 0, 0), font="Liberation Sans", size=6)


def _bg(doc: Doc, design: str, rng: random.Random) -> str:
    base, ink, _, _ = DESIGNS[design]
    im = art.guilloche(1027, 648, base, ink, rng, emblem=design != "cnie_b")
    return doc.image(art.png_bytes(im), CARD_W, CARD_H, 0, 0, anchor="page", rel="page", back=True)


def _tb(doc: Doc, text, x, y, w, rtl=False, **kw) -> str:
    align = "end" if rtl else kw.pop("align", "start")
    para = doc.p(text, align=align, rtl=rtl, **kw)
    return doc.textbox(para, x, y, w)


def cin_front(p: Person, rng: random.Random, design: str):
    doc = _card_doc()
    _, _, title_c, num_c = DESIGNS[design]
    frames = [_bg(doc, design, rng)]
    sans = "Liberation Sans"
    if design == "cnie_old":
        frames.append(_tb(doc, "ROYAUME DU MAROC", 3, 2.2, 45, size=6.5, bold=True, color=title_c, font=sans))
        frames.append(_tb(doc, "المملكة المغربية", 45, 1.2, 38, rtl=True, size=7.5, bold=True, color=title_c))
        frames.append(_tb(doc, "CARTE NATIONALE D'IDENTITE", 3, 5.6, 50, size=5.5, bold=True, color=title_c, font=sans))
        frames.append(_tb(doc, "البطاقة الوطنية للتعريف", 45, 5.2, 38, rtl=True, size=6.5, color=title_c))
        photo = _grey_photo(p, rng)
        frames.append(doc.image(art.png_bytes(photo), 21, 27, 3.5, 12, anchor="page", rel="page"))
        x = 27
        rows = [
            ("Prénom", p.given.upper(), _ar(p.given), 12.0),
            ("Nom", p.family.upper(), _ar(p.family), 18.5),
        ]
        for lab, lat, ar, y in rows:
            frames.append(_tb(doc, lab, x, y, 20, size=4.5, color="#555555", font=sans))
            frames.append(_tb(doc, lat, x, y + 1.8, 40, size=7.5, bold=True, font=sans))
            frames.append(_tb(doc, ar, 58, y + 0.8, 25, rtl=True, size=7.5, bold=True))
        frames.append(_tb(doc, f"Né(e) le  {fmt.date(p.dob, 'dot')}", x, 26.0, 40, size=6.5, font=sans))
        frames.append(_tb(doc, "تاريخ الازدياد", 60, 25.4, 23, rtl=True, size=6))
        frames.append(_tb(doc, f"à  {p.pob}", x, 30.0, 40, size=6.5, bold=True, font=sans))
        frames.append(_tb(doc, ARABIC.get(p.pob, ""), 60, 29.4, 23, rtl=True, size=6.5, bold=True))
        frames.append(_tb(doc, f"Valable jusqu'au  {fmt.date(p.cin_expiry, 'dot')}", x, 35.0, 45, size=6, font=sans))
        frames.append(_tb(doc, "صالحة إلى غاية", 62, 34.4, 21, rtl=True, size=6))
        frames.append(_tb(doc, p.cin, 3.5, 41.5, 30, size=11, bold=True, color=num_c, font=sans))
        g = art.ghost(photo.resize((60, 76)), 0.3)
        frames.append(doc.image(art.png_bytes(g), 9, 11.4, 70, 40, anchor="page", rel="page"))
    else:
        frames.append(doc.image(art.png_bytes(art.flag_mark(60)), 6, 4, 2.5, 2.0, anchor="page", rel="page"))
        frames.append(_tb(doc, "ROYAUME DU MAROC", 10, 2.0, 40, size=6.5, bold=True, color=title_c, font=sans))
        frames.append(_tb(doc, "المملكة المغربية", 48, 1.0, 35, rtl=True, size=7.5, bold=True, color=title_c))
        frames.append(_tb(doc, "CARTE NATIONALE D'IDENTITE", 10, 5.3, 44, size=5.5, color=title_c, font=sans))
        frames.append(_tb(doc, "البطاقة الوطنية للتعريف", 50, 5.0, 33, rtl=True, size=6.5, color=title_c))
        photo = _grey_photo(p, rng, tint=(240, 240, 236))
        px = 3.0 if design == "cnie_a" else 62.0
        frames.append(doc.image(art.png_bytes(photo), 20.5, 26, px, 11.5, anchor="page", rel="page"))
        x = 26.5 if design == "cnie_a" else 3.5
        arx = 58 if design == "cnie_a" else 36
        frames.append(_tb(doc, p.given.upper(), x, 12.0, 34, size=8, bold=True, font=sans))
        frames.append(_tb(doc, _ar(p.given), arx, 11.2, 25, rtl=True, size=8, bold=True))
        frames.append(_tb(doc, p.family.upper(), x, 16.6, 34, size=8, bold=True, font=sans))
        frames.append(_tb(doc, _ar(p.family), arx, 15.8, 25, rtl=True, size=8, bold=True))
        frames.append(_tb(doc, f"Né le {fmt.date(p.dob, 'dot')}", x, 22.0, 34, size=6.5, font=sans))
        frames.append(_tb(doc, "مزداد بتاريخ", arx, 21.4, 25, rtl=True, size=6))
        frames.append(_tb(doc, f"à {p.pob}", x, 25.6, 34, size=6.5, bold=True, font=sans))
        frames.append(_tb(doc, "ب" + ARABIC.get(p.pob, ""), arx, 25.0, 25, rtl=True, size=6.5, bold=True))
        frames.append(_tb(doc, f"Valable jusqu'au {fmt.date(p.cin_expiry, 'dot')}", x, 30.5, 40, size=6, font=sans))
        frames.append(_tb(doc, "صالحة إلى غاية", arx, 29.9, 25, rtl=True, size=6))
        if design == "cnie_a":
            frames.append(_tb(doc, p.cin, 3.2, 40.0, 24, size=10.5, bold=True, color=num_c, font=sans))
            g = art.ghost(photo.resize((60, 76)), 0.32)
            frames.append(doc.image(art.png_bytes(g), 9, 11.4, 72, 38, anchor="page", rel="page"))
            frames.append(
                _tb(doc, f"CAN {rng.randint(100000, 999999)}", 60, 50.0, 24, size=4.5, font=sans, color="#444444")
            )
        else:
            frames.append(_tb(doc, p.cin, 3.5, 39.5, 30, size=11, bold=True, color=num_c, font=sans))
            frames.append(doc.image(art.png_bytes(art.chip(160)), 10, 7.8, 42, 40, anchor="page", rel="page"))
    doc.add(doc.p("", frames="".join(frames), size=1))
    labels = {
        "applicant_name": p.full,
        "cin": p.cin,
        "date_of_birth": p.dob,
        "place_of_birth": p.pob,
        "cin_expiry": p.cin_expiry,
    }
    return "fodt", doc.render(), labels


def address_lines(p: Person) -> list[str]:
    return [a.upper() for a in p.addr]


def cin_back(p: Person, rng: random.Random, design: str):
    doc = _card_doc()
    _, _, title_c, _ = DESIGNS[design]
    frames = [_bg(doc, design, rng)]
    sans = "Liberation Sans"
    old = design == "cnie_old"
    lines = fmt.td1(p.card_no, p.cin, p.dob, p.sex, p.cin_expiry, p.family, p.given, old=old)
    valid = True
    if p.invalid_mrz:
        last = lines[1][-1]
        lines[1] = lines[1][:-1] + str((int(last) + 3) % 10)
        valid = False
    assert fmt.mrz_td1_valid(lines) == valid
    fils = "Fils de" if p.sex == "M" else "Fille de"
    fils_ar = "ابن" if p.sex == "M" else "بنت"
    y = 3.0
    frames.append(_tb(doc, f"{fils} {p.father.upper()}", 4, y, 50, size=6.5, bold=True, font=sans))
    frames.append(_tb(doc, f"{fils_ar} {_parent_ar(p.father)}", 52, y - 0.8, 30, rtl=True, size=7))
    y += 4.2
    frames.append(_tb(doc, f"et de {p.mother.upper()}", 4, y, 50, size=6.5, bold=True, font=sans))
    frames.append(_tb(doc, f"و {_parent_ar(p.mother)}", 52, y - 0.8, 30, rtl=True, size=7))
    y += 5.0
    frames.append(_tb(doc, "Adresse", 4, y, 20, size=5, color="#444444", font=sans))
    frames.append(_tb(doc, "العنوان", 60, y - 0.8, 22, rtl=True, size=6))
    y += 2.4
    addr = address_lines(p)
    for a in addr:
        frames.append(_tb(doc, a, 4, y, 78, size=6.5, bold=True, font=sans))
        y += 3.0
    y += 1.5
    ec = f"N° état civil {p.etat_civil}" if not old else f"N° E.C. {p.etat_civil}"
    frames.append(_tb(doc, ec, 4, y, 40, size=6, font=sans))
    frames.append(_tb(doc, f"Sexe {p.sex}", 48, y, 14, size=6, font=sans))
    frames.append(_tb(doc, "الجنس", 66, y - 0.6, 16, rtl=True, size=6))
    if design == "cnie_b":
        frames.append(_tb(doc, p.cin, 60, 29.5, 24, size=7, bold=True, font=sans, color=title_c))
    # MRZ zone on a light band
    band = Image.new("RGB", (856, 180), (246, 246, 242))
    frames.append(doc.image(art.png_bytes(band), CARD_W, 18.0, 0, 36.0, anchor="page", rel="page", back=True))
    mrz = "".join(doc.p(line, font=MRZ_FONT, size=10.2, spacing=0.2, line="100%") for line in lines)
    frames.append(doc.textbox(mrz, 3.0, 37.6, 83))
    doc.add(doc.p("", frames="".join(frames), size=1))
    labels = {
        "address": " ".join(addr),
        "mrz_valid": valid,
        "cin": p.cin,
        "date_of_birth": p.dob,
        "cin_expiry": p.cin_expiry,
        "applicant_name": p.full,
        "document_number": p.card_no,
    }
    return "fodt", doc.render(), labels, lines


PASS_W, PASS_H = 125.0, 88.0


PASS_DESIGNS = {
    # base, guilloche ink, title colour, date style, CIN printed
    "pass_a": ((232, 222, 236), (206, 186, 214), "#5b1d3a", "pass", False),
    "pass_b": ((226, 236, 228), (186, 212, 196), "#174a2c", "dot", True),
    "pass_c": ((238, 230, 220), (214, 196, 180), "#6d2b12", "slash", True),
}


def passport(p: Person, rng: random.Random, design: str, dob: str):
    doc = Doc(width=PASS_W, height=PASS_H, margins=(0, 0, 0, 0), font="Liberation Sans", size=6)
    base, ink, col, dstyle, show_cin = PASS_DESIGNS[design]
    im = art.guilloche(1181, 831, base, ink, rng, density=40)
    frames = [doc.image(art.png_bytes(im), PASS_W, PASS_H, 0, 0, anchor="page", rel="page", back=True)]
    sans = "Liberation Sans"
    frames.append(
        _tb(doc, "ROYAUME DU MAROC     KINGDOM OF MOROCCO", 5, 3, 80, size=7.5, bold=True, color=col, font=sans)
    )
    frames.append(_tb(doc, "المملكة المغربية", 85, 2, 36, rtl=True, size=9, bold=True, color=col))
    frames.append(_tb(doc, "PASSEPORT / PASSPORT", 5, 7.5, 60, size=7, color=col, font=sans))
    frames.append(_tb(doc, "جواز السفر", 85, 7, 36, rtl=True, size=8, color=col))
    photo = _grey_photo(p, rng, tint=(246, 244, 240))
    sm = {"size": 4.8, "color": "#444444", "font": sans}
    big = {"size": 7.5, "bold": True, "font": sans}

    def field(lab, val, x, y, w=30):
        frames.append(_tb(doc, lab, x, y, w, **sm))
        frames.append(_tb(doc, val, x, y + 2.2, w, **big))

    if design == "pass_c":  # photo on the left, one column of fields, dates and numbers in a right column
        frames.append(doc.image(art.png_bytes(photo), 27, 35, 4, 13, anchor="page", rel="page"))
        g = art.ghost(photo.resize((90, 114)), 0.3)
        frames.append(doc.image(art.png_bytes(g), 12, 15, 108, 46, anchor="page", rel="page"))
        x1, x2 = 36, 84
        field("Type", "P", x1, 13, 12)
        field("Code / Code", "MAR", x1 + 14, 13, 20)
        field("Passeport N° / Passport No.", p.passport_no, x2, 13, 38)
        field("Nom / Surname", p.family.upper(), x1, 19.5, 46)
        field("Prénoms / Given names", p.given.upper(), x1, 26, 46)
        field("Nationalité / Nationality", "MAROCAINE", x1, 32.5, 46)
        field("Lieu de naissance / Place of birth", p.pob, x1, 39, 46)
        field("Autorité / Authority", f"DGSN {p.city.upper()}", x1, 45.5, 46)
        field("Date de naissance / Date of birth", fmt.date(dob, dstyle), x2, 19.5, 38)
        field("Sexe / Sex", p.sex, x2, 26, 38)
        field("Date de délivrance / Date of issue", fmt.date(p.passport_issue, dstyle), x2, 32.5, 38)
        field("Date d'expiration / Date of expiry", fmt.date(p.passport_expiry, dstyle), x2, 39, 38)
        field("N° de la CNIE / ID No.", p.cin, x2, 45.5, 38)
        frames.append(_tb(doc, _ar(p.given, p.family), 4, 50, 30, size=8, bold=True))
    else:
        frames.append(doc.image(art.png_bytes(photo), 30, 38, 5, 14, anchor="page", rel="page"))
        x1, x2, x3 = 40, 62, 92
        field("Type / Type", "P", x1, 13)
        field("Code du pays / Country code", "MAR", x2, 13)
        field("N° du passeport / Passport No.", p.passport_no, x3, 13)
        field("Nom / Surname", p.family.upper(), x1, 19, 60)
        field("Prénoms / Given names", p.given.upper(), x1, 25, 60)
        field("Nationalité / Nationality", "MAROCAINE", x1, 31)
        field("Date de naissance / Date of birth", fmt.date(dob, dstyle), x3 - 12, 31, 40)
        field("Sexe / Sex", p.sex, x1, 37, 20)
        field("Lieu de naissance / Place of birth", p.pob, x2 - 6, 37, 40)
        field("Date de délivrance / Date of issue", fmt.date(p.passport_issue, dstyle), x1, 43)
        field("Date d'expiration / Date of expiry", fmt.date(p.passport_expiry, dstyle), x3 - 12, 43, 40)
        field("Autorité / Authority", f"DGSN - {p.city.upper()}", x1, 49)
        if show_cin:
            field("N° CIN / ID card No.", p.cin, x3 - 12, 49, 40)
        frames.append(_tb(doc, _ar(p.given, p.family), 5, 53.5, 30, size=8, bold=True))
    lines = fmt.td3(p.passport_no, p.cin, dob, p.sex, p.passport_expiry, p.family, p.given)
    assert fmt.mrz_td3_valid(lines)
    band = Image.new("RGB", (1250, 200), (248, 248, 244))
    frames.append(doc.image(art.png_bytes(band), PASS_W, 20, 0, 66.0, anchor="page", rel="page", back=True))
    mrz = "".join(doc.p(line, font=MRZ_FONT, size=10.2, spacing=0.12, line="100%") for line in lines)
    frames.append(doc.textbox(mrz, 4, 70.5, 120))
    doc.add(doc.p("", frames="".join(frames), size=1))
    labels = {
        "applicant_name": p.full,
        "date_of_birth": dob,
        "cin": p.cin,
        "mrz_valid": True,
        "document_number": p.passport_no,
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": p.passport_expiry,
    }
    return "fodt", doc.render(), labels, lines
