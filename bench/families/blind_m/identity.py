"""Identity papers: the Moroccan CNIE (front and back, current and older cards), passports, a foreign identity
card and a Moroccan residence card, each drawn at its true size."""

from __future__ import annotations

import math
import random

from . import codes, fmt
from .model import Doc
from .people import FRA_ID, MAR_PASSPORTS, MAR_RESIDENCE, SEN_PASSPORT, Person
from .ps import ID1, Canvas

SANS, SANS_B = "NimbusSans-Regular", "NimbusSans-Bold"
NARROW, NARROW_B = "NimbusSansNarrow-Regular", "NimbusSansNarrow-Bold"
ROMAN, ROMAN_B = "NimbusRoman-Regular", "NimbusRoman-Bold"
MONO = "NimbusMonoPS-Regular"
MONO_B = "NimbusMonoPS-Bold"
PASSPORT = (354.0, 249.0)


def guilloche(c: Canvas, rng: random.Random, color, x0: float, y0: float, w: float, h: float, n: int = 14) -> None:
    for k in range(n):
        amp = rng.uniform(3, 9)
        period = rng.uniform(25, 60)
        phase = rng.uniform(0, 6.28)
        base = y0 + h * (k + 0.5) / n
        pts = [(x0 + i * w / 80, base + amp * math.sin(phase + (i * w / 80) / period * 6.28)) for i in range(81)]
        c.polyline(pts, 0.25, color)


def photo(
    c: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    rng: random.Random,
    sex: str,
    bg=(0.86, 0.89, 0.93),
    gray: bool = False,
) -> None:
    skin = rng.choice([(0.82, 0.66, 0.52), (0.72, 0.55, 0.42), (0.6, 0.43, 0.32), (0.45, 0.32, 0.24)])
    hair = rng.choice([(0.12, 0.09, 0.07), (0.2, 0.14, 0.1), (0.08, 0.08, 0.08)])
    cloth = rng.choice([(0.15, 0.2, 0.3), (0.3, 0.3, 0.32), (0.4, 0.15, 0.15), (0.9, 0.9, 0.88)])
    if gray:
        skin, hair, cloth, bg = (0.55,) * 3, (0.15,) * 3, (0.3,) * 3, (0.85,) * 3
    c.rect(x, y, w, h, fill=bg)
    c.clip_rect(x, y, w, h)
    cx = x + w / 2
    c.ellipse(cx, y + h * 1.02, w * 0.55, h * 0.36, fill=cloth)
    c.rect(cx - w * 0.09, y + h * 0.55, w * 0.18, h * 0.2, fill=skin)
    if sex == "F":
        c.ellipse(cx, y + h * 0.42, w * 0.3, h * 0.34, fill=hair)
    c.ellipse(cx, y + h * 0.42, w * 0.21, h * 0.26, fill=skin)
    if sex == "M":
        c.ellipse(cx, y + h * 0.22, w * 0.22, h * 0.1, fill=hair)
    c.ellipse(cx - w * 0.08, y + h * 0.4, w * 0.025, h * 0.015, fill=hair)
    c.ellipse(cx + w * 0.08, y + h * 0.4, w * 0.025, h * 0.015, fill=hair)
    c.unclip()


def star_seal(c: Canvas, cx: float, cy: float, r: float, color) -> None:
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + i * math.pi / 5
        rad = r if i % 2 == 0 else r * 0.4
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    c.polygon(pts, stroke=color, width=0.6)
    c.circle(cx, cy, r * 1.25, stroke=color, width=0.4)


def mrz_block(c: Canvas, lines: list[str], x: float, y: float, size: float, leading: float, face: str = MONO_B):
    for i, line in enumerate(lines):
        c.text(x, y + i * leading, line, face, size, color=0.08)


def cnie_mrz(p: Person) -> list[str]:
    code = "I<" if p.old_card else "ID"
    return codes.td1(code, "MAR", p.card_number, p.cin, p.birth, p.sex, p.cin_expiry, "MAR", p.family, p.given)


# -- CNIE --------------------------------------------------------------------------------------------------------


def cin_front(p: Person, rng: random.Random) -> Doc:
    c = Canvas(ID1)
    if p.old_card:
        _front_old(c, p, rng)
    else:
        _front_new(c, p, rng)
    labels = {
        "applicant_name": p.name,
        "cin": p.cin,
        "date_of_birth": p.birth.isoformat(),
        "place_of_birth": p.birth_place,
        "cin_expiry": p.cin_expiry.isoformat(),
    }
    return Doc("cin_front", labels, [c], "card")


def _front_new(c: Canvas, p: Person, rng: random.Random) -> None:
    c.rect(0, 0, c.w, c.h, fill=(0.93, 0.95, 0.91))
    c.rect(0, 0, c.w, 26, fill=(0.86, 0.9, 0.85))
    guilloche(c, rng, (0.78, 0.86, 0.8), 0, 26, c.w, c.h - 26)
    c.rect(0, 24, c.w, 1.2, fill=(0.75, 0.15, 0.15))
    c.text(c.w / 2, 11, "ROYAUME DU MAROC", SANS_B, 7.5, "c", (0.55, 0.1, 0.1))
    c.text(c.w / 2, 20, "CARTE NATIONALE D'IDENTITÉ", SANS, 6.2, "c", (0.1, 0.25, 0.15))
    star_seal(c, 18, 13, 6.5, (0.1, 0.45, 0.25))
    photo(c, 10, 34, 60, 76, rng, p.sex)
    x = 80
    c.text(x, 40, p.given.upper(), SANS_B, 8.5)
    c.text(x, 51, p.family.upper(), SANS_B, 8.5)
    c.text(x, 66, "Né(e) le", SANS, 5.5, color=0.3)
    c.text(x + 24, 66, fmt.date(p.birth, "dot"), SANS_B, 7)
    c.text(x, 77, "à", SANS, 5.5, color=0.3)
    c.text(x + 24, 77, p.birth_place, SANS_B, 7)
    c.text(x, 95, "Valable jusqu'au", SANS, 5.5, color=0.3)
    c.text(x + 46, 95, fmt.date(p.cin_expiry, "dot"), SANS_B, 7)
    c.rect(150, 112, 84, 22, fill=(1, 1, 1), stroke=(0.6, 0.7, 0.6), radius=3)
    c.text(192, 127, p.cin, SANS_B, 11, "c", (0.7, 0.1, 0.1))
    c.text(40, 122, "Signature", SANS, 4.5, "c", 0.4)
    c.polyline([(22, 140), (30, 132), (36, 141), (45, 133), (52, 139), (60, 134)], 0.6, (0.1, 0.1, 0.35))
    c.circle(222, 60, 12, stroke=(0.7, 0.75, 0.7), width=0.4)
    photo(c, 213, 48, 18, 23, rng, p.sex, bg=(0.9, 0.93, 0.9), gray=True)


def _front_old(c: Canvas, p: Person, rng: random.Random) -> None:
    c.rect(0, 0, c.w, c.h, fill=(0.97, 0.92, 0.88))
    guilloche(c, rng, (0.92, 0.8, 0.75), 0, 0, c.w, c.h, 18)
    c.rect(0, 0, c.w, 20, fill=(0.8, 0.35, 0.3))
    c.text(8, 13, "ROYAUME DU MAROC", ROMAN_B, 8, color=1)
    c.text(c.w - 8, 13, "CARTE NATIONALE D'IDENTITE", ROMAN_B, 6.5, "r", 1)
    photo(c, c.w - 72, 28, 62, 80, rng, p.sex, bg=(0.92, 0.9, 0.86))
    x = 10
    rows = [
        ("Nom", p.family.upper()),
        ("Prénom", p.given.upper()),
        ("Né le", fmt.date(p.birth, "dot")),
        ("à", p.birth_place),
        ("Valable jusqu'au", fmt.date(p.cin_expiry, "dot")),
    ]
    y = 34
    for label, value in rows:
        c.text(x, y, label, ROMAN, 5.5, color=0.35)
        c.text(x, y + 9, value, SANS_B, 8)
        y += 19
    c.text(x, 140, "N°", ROMAN, 6, color=0.35)
    c.text(x + 12, 141, p.cin, SANS_B, 11.5, color=(0.15, 0.15, 0.45))
    c.polyline([(c.w - 70, 130), (c.w - 60, 122), (c.w - 50, 133), (c.w - 35, 124)], 0.6, (0.1, 0.1, 0.35))


def cin_back(p: Person, rng: random.Random) -> Doc:
    c = Canvas(ID1)
    lines = cnie_mrz(p)
    if p.old_card:
        c.rect(0, 0, c.w, c.h, fill=(0.97, 0.93, 0.9))
        guilloche(c, rng, (0.92, 0.82, 0.78), 0, 0, c.w, 95, 10)
        head = ROMAN
    else:
        c.rect(0, 0, c.w, c.h, fill=(0.93, 0.95, 0.92))
        guilloche(c, rng, (0.8, 0.87, 0.82), 0, 0, c.w, 95, 10)
        head = SANS
    child = "Fils de" if p.sex == "M" else "Fille de"
    c.text(10, 14, child, head, 5.5, color=0.35)
    c.text(42, 14, p.father.upper(), SANS_B, 7)
    c.text(10, 25, "et de", head, 5.5, color=0.35)
    c.text(42, 25, p.mother.upper(), SANS_B, 7)
    c.text(10, 39, "Adresse", head, 5.5, color=0.35)
    c.text(42, 39, p.address[0], SANS_B, 6.3)
    c.text(42, 48, p.address[1], SANS_B, 6.3)
    c.text(10, 62, "N° état civil", head, 5.5, color=0.35)
    c.text(52, 62, p.civil_number, SANS_B, 7)
    c.text(120, 62, "Sexe", head, 5.5, color=0.35)
    c.text(138, 62, p.sex, SANS_B, 7)
    c.text(c.w - 10, 14, p.cin, SANS_B, 7.5, "r", (0.6, 0.1, 0.1))
    c.text(10, 76, "N° de la carte" if not p.old_card else "", head, 5.5, color=0.35)
    if not p.old_card:
        c.text(52, 76, p.card_number, SANS_B, 6.5)
    c.rect(0, 93, c.w, c.h - 93, fill=(0.985, 0.985, 0.975))
    mrz_block(c, lines, 12, 109, 11.4, 14.5)
    return Doc(
        "cin_back",
        {
            "address": " ".join(p.address),
            "mrz_valid": True,
            "cin": p.cin,
            "date_of_birth": p.birth.isoformat(),
            "cin_expiry": p.cin_expiry.isoformat(),
            "applicant_name": p.name,
            "document_number": p.card_number,
        },
        [c],
        "card",
        {"mrz": lines, "mrz_kind": "cnie"},
    )


# -- passports ---------------------------------------------------------------------------------------------------


def passport_mar(p: Person, rng: random.Random, case_id: str) -> Doc:
    info = MAR_PASSPORTS[case_id]
    c = Canvas(PASSPORT)
    c.rect(0, 0, c.w, c.h, fill=(0.95, 0.93, 0.96))
    guilloche(c, rng, (0.86, 0.8, 0.9), 0, 0, c.w, 175, 16)
    c.text(c.w / 2, 16, "ROYAUME DU MAROC  -  KINGDOM OF MOROCCO", SANS_B, 8, "c", (0.45, 0.1, 0.15))
    c.text(c.w / 2, 27, "PASSEPORT / PASSPORT", SANS, 7, "c", (0.25, 0.2, 0.3))
    photo(c, 14, 40, 78, 100, rng, p.sex, bg=(0.88, 0.88, 0.92))
    x, y = 104, 44
    cells = [
        [("Type", "P"), ("Code", "MAR"), ("Passeport N° / Passport No.", info["number"])],
        [("Nom / Surname", p.family.upper())],
        [("Prénoms / Given names", p.given.upper())],
        [("Nationalité / Nationality", "MAROCAINE"), ("Sexe / Sex", p.sex)],
        [("Date de naissance / Date of birth", _pass_date(p.birth)), ("Lieu / Place", p.birth_place)],
        [
            ("Date de délivrance / Date of issue", _pass_date(info["issued"])),
            ("Autorité / Authority", info["authority"]),
        ],
        [("Date d'expiration / Date of expiry", _pass_date(info["expiry"])), ("N° CIN / ID No.", p.cin)],
    ]
    for row in cells:
        cx = x
        for label, value in row:
            c.text(cx, y, label, SANS, 4.6, color=(0.35, 0.3, 0.4))
            c.text(cx, y + 8.5, value, SANS_B, 7.6)
            cx += 120 if len(row) == 2 else (24 if label in ("Type", "Code") else 0)
        y += 18
    c.polyline([(20, 160), (32, 150), (40, 162), (54, 152), (66, 158)], 0.6, (0.1, 0.1, 0.3))
    lines = codes.td3("P<", "MAR", info["number"], "MAR", p.birth, p.sex, info["expiry"], p.cin, p.family, p.given)
    c.rect(0, 188, c.w, c.h - 188, fill=(0.99, 0.99, 0.98))
    mrz_block(c, lines, 14, 212, 11.6, 17)
    labels = {
        "applicant_name": p.name,
        "date_of_birth": p.birth.isoformat(),
        "cin": p.cin,
        "mrz_valid": True,
        "document_number": info["number"],
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": info["expiry"].isoformat(),
    }
    return Doc("passport", labels, [c], "booklet", {"mrz": lines, "mrz_kind": "td3"})


def _pass_date(day) -> str:
    fr = fmt.MOIS_ABR[day.month - 1]
    en = fmt.MONTHS_ABR[day.month - 1]
    month = fr if fr == en else f"{fr}/{en}"
    return f"{day.day:02d} {month} {day.year}"


def passport_sen(p: Person, rng: random.Random) -> Doc:
    info = SEN_PASSPORT
    c = Canvas(PASSPORT)
    c.rect(0, 0, c.w, c.h, fill=(0.93, 0.96, 0.93))
    guilloche(c, rng, (0.8, 0.9, 0.8), 0, 0, c.w, 175, 12)
    for i, col in enumerate([(0.0, 0.52, 0.25), (0.98, 0.85, 0.1), (0.85, 0.1, 0.15)]):
        c.rect(14 + i * 8, 10, 8, 16, fill=col)
    c.text(52, 17, "RÉPUBLIQUE DU SÉNÉGAL", ROMAN_B, 9, color=(0.0, 0.35, 0.2))
    c.text(52, 27, "PASSEPORT  PASSPORT  -  CEDEAO / ECOWAS", ROMAN, 6.5, color=0.25)
    photo(c, c.w - 94, 40, 80, 102, rng, p.sex, bg=(0.9, 0.92, 0.9))
    rows = [
        ("Type / Type", "P"),
        ("Code du pays / Country code", "SEN"),
        ("N° de passeport / Passport No", info["number"]),
        ("Nom / Surname", p.family.upper()),
        ("Prénoms / Given names", p.given.upper()),
        ("Nationalité / Nationality", "SENEGALAISE"),
        ("Date de naissance / Date of birth", fmt.date(p.birth, "dot")),
        ("Sexe / Sex", p.sex),
        ("Lieu de naissance / Place of birth", p.birth_place),
        ("Date de délivrance / Date of issue", fmt.date(info["issued"], "dot")),
        ("Date d'expiration / Date of expiry", fmt.date(info["expiry"], "dot")),
    ]
    y = 42
    for i, (label, value) in enumerate(rows):
        col = (i - 3) % 2
        if i < 3:
            c.text(14 + i * 62, y, label.split(" / ")[0], ROMAN, 4.6, color=0.35)
            c.text(14 + i * 62, y + 8, value, SANS_B, 7.2)
            continue
        yy = y + 17 + ((i - 3) // 2) * 17
        xx = 14 + col * 118
        c.text(xx, yy, label, ROMAN, 4.6, color=0.35)
        c.text(xx, yy + 8, value, SANS_B, 7.2)
    lines = codes.td3("P<", "SEN", info["number"], "SEN", p.birth, p.sex, info["expiry"], "", p.family, p.given)
    c.rect(0, 188, c.w, c.h - 188, fill=(0.98, 0.99, 0.98))
    mrz_block(c, lines, 14, 212, 11.6, 17, MONO)
    labels = {
        "applicant_name": p.name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": info["number"],
        "nationality": "SEN",
        "issuing_country": "SEN",
        "document_expiry": info["expiry"].isoformat(),
    }
    return Doc("passport", labels, [c], "booklet", {"mrz": lines, "mrz_kind": "td3"})


# -- cards of foreigners -------------------------------------------------------------------------------------


def residence_permit(p: Person, rng: random.Random) -> Doc:
    info = MAR_RESIDENCE
    front, back = Canvas(ID1), Canvas(ID1)
    front.rect(0, 0, front.w, front.h, fill=(0.92, 0.93, 0.97))
    guilloche(front, rng, (0.8, 0.82, 0.92), 0, 22, front.w, front.h - 22)
    front.rect(0, 0, front.w, 22, fill=(0.2, 0.25, 0.5))
    front.text(front.w / 2, 10, "ROYAUME DU MAROC", SANS_B, 7, "c", 1)
    front.text(front.w / 2, 18.5, "CARTE DE RÉSIDENT - TITRE DE SÉJOUR", SANS, 5.8, "c", 1)
    photo(front, 10, 30, 58, 74, rng, p.sex)
    rows = [
        ("Nom", p.family.upper()),
        ("Prénoms", p.given.upper()),
        ("Nationalité", "SÉNÉGALAISE"),
        ("Date de naissance", fmt.date(p.birth, "slash")),
        ("N° d'immatriculation", info["registration"]),
        ("Valable jusqu'au", fmt.date(info["expiry"], "slash")),
    ]
    y = 33
    for label, value in rows:
        front.text(76, y, label, SANS, 4.8, color=0.35)
        front.text(76, y + 7.5, value, SANS_B, 7)
        y += 17
    front.text(10, 118, "N° de la carte", SANS, 4.8, color=0.35)
    front.text(10, 128, info["number"], SANS_B, 8.5, color=(0.55, 0.1, 0.1))
    back.rect(0, 0, back.w, back.h, fill=(0.93, 0.94, 0.97))
    guilloche(back, rng, (0.82, 0.84, 0.92), 0, 0, back.w, 90, 10)
    back.text(10, 14, "Adresse au Maroc", SANS, 5, color=0.35)
    back.text(10, 23, "RES. NAKHIL IMM 12 APPT 3 SIDI MAAROUF CASABLANCA", SANS_B, 6)
    back.text(10, 37, "Activité", SANS, 5, color=0.35)
    back.text(10, 46, "SALARIÉ", SANS_B, 6.5)
    back.text(120, 37, "Délivrée le", SANS, 5, color=0.35)
    back.text(120, 46, fmt.date(info["issued"], "slash"), SANS_B, 6.5)
    back.text(10, 60, "Sexe", SANS, 5, color=0.35)
    back.text(10, 69, p.sex, SANS_B, 6.5)
    back.text(120, 60, "Autorité", SANS, 5, color=0.35)
    back.text(120, 69, "DGSN - CASABLANCA", SANS_B, 6.5)
    lines = codes.td1(
        "IR", "MAR", info["number"], info["registration"], p.birth, p.sex, info["expiry"], "SEN", p.family, p.given
    )
    back.rect(0, 93, back.w, back.h - 93, fill=(0.985, 0.985, 0.98))
    mrz_block(back, lines, 12, 109, 11.4, 14.5)
    labels = {
        "applicant_name": p.name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": info["number"],
        "nationality": "SEN",
        "issuing_country": "MAR",
        "document_expiry": info["expiry"].isoformat(),
    }
    return Doc("residence_permit", labels, [front, back], "card", {"mrz": lines, "mrz_kind": "td1"})


def id_card_fra(p: Person, rng: random.Random) -> Doc:
    info = FRA_ID
    front, back = Canvas(ID1), Canvas(ID1)
    front.rect(0, 0, front.w, front.h, fill=(0.95, 0.94, 0.97))
    guilloche(front, rng, (0.88, 0.82, 0.9), 0, 0, front.w, front.h, 16)
    front.rect(0, 0, 8, front.h, fill=(0.0, 0.2, 0.55))
    front.text(16, 12, "RÉPUBLIQUE FRANÇAISE", SANS_B, 7.5, color=(0.0, 0.15, 0.45))
    front.text(16, 20, "CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD", SANS, 5.2, color=0.25)
    photo(front, 16, 30, 58, 74, rng, p.sex)
    rows = [
        ("NOM / Surname", p.family.upper()),
        ("Prénoms / Given names", p.given),
        ("Sexe / Sex", p.sex),
        ("Nationalité / Nationality", "FRA"),
        ("Date de naissance / Date of birth", p.birth.strftime("%d %m %Y")),
        ("Lieu de naissance / Place of birth", "Paris 14e Arrondissement (75)"),
    ]
    y = 30
    for label, value in rows:
        front.text(82, y, label, SANS, 4.3, color=0.35)
        front.text(82, y + 7, value, SANS_B, 6.6)
        y += 14
    front.text(16, 120, "N° du document / Document No", SANS, 4.3, color=0.35)
    front.text(16, 129, info["number"], MONO_B, 8)
    front.text(130, 120, "Date d'expiration / Expiry date", SANS, 4.3, color=0.35)
    front.text(130, 129, info["expiry"].strftime("%d %m %Y"), SANS_B, 7)
    back.rect(0, 0, back.w, back.h, fill=(0.95, 0.94, 0.97))
    guilloche(back, rng, (0.88, 0.83, 0.9), 0, 0, back.w, 90, 10)
    back.text(10, 14, "Adresse / Address", SANS, 4.6, color=0.35)
    back.text(10, 23, "27 RUE DU CHATEAU", SANS_B, 6.3)
    back.text(10, 31, "75014 PARIS", SANS_B, 6.3)
    back.text(10, 45, "Date de délivrance / Date of issue", SANS, 4.6, color=0.35)
    back.text(10, 53, info["issued"].strftime("%d %m %Y"), SANS_B, 6.3)
    back.text(10, 66, "Autorité / Authority", SANS, 4.6, color=0.35)
    back.text(10, 74, "Préfecture de Police de Paris", SANS_B, 6.3)
    lines = codes.td1("ID", "FRA", info["number"], "", p.birth, p.sex, info["expiry"], "FRA", p.family, p.given)
    back.rect(0, 93, back.w, back.h - 93, fill=(0.99, 0.99, 0.99))
    mrz_block(back, lines, 12, 109, 11.4, 14.5, MONO)
    labels = {
        "applicant_name": p.name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": info["number"],
        "nationality": "FRA",
        "issuing_country": "FRA",
        "document_expiry": info["expiry"].isoformat(),
    }
    return Doc("id_card", labels, [front, back], "card", {"mrz": lines, "mrz_kind": "td1"})
