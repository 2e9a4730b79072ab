"""CNIE front and back (ID-1 cards with a TD1 MRZ) and the passport data page (TD3)."""

from __future__ import annotations

import random

from . import _fmt, _mrz
from ._data import Doc, Person
from ._svg import CARD, TD3_PAGE, Page, guilloche, photo, signature, text_width

AR = "Noto Naskh Arabic"
MRZ_FONTS = ["DejaVu Sans Mono", "Liberation Mono", "FreeMono"]


def _card_bg(pg: Page, rng: random.Random, c1: str, c2: str, gid: str) -> None:
    pg.defn(
        f'<linearGradient id="{gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{c1}"/>'
        f'<stop offset="1" stop-color="{c2}"/></linearGradient>'
    )
    pg.rect(0, 0, pg.w, pg.h, fill=f"url(#{gid})", stroke=None, rx=9)
    guilloche(pg, 0, 4, pg.w, pg.h - 8, "#7fb3a6", n=16, amp=5, waves=2.5, sw=0.22, opacity=0.45, phase=rng.random())
    guilloche(pg, 0, 10, pg.w, pg.h - 20, "#d59aa8", n=9, amp=9, waves=1.3, sw=0.2, opacity=0.35, phase=rng.random())


def _emblem(pg: Page, cx: float, cy: float, r: float, color="#b1283a") -> None:
    import math

    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        pts.append(f"{cx + rr * math.cos(a):.2f},{cy + rr * math.sin(a):.2f}")
    pg.raw(f'<circle cx="{cx}" cy="{cy}" r="{r * 1.25:.2f}" fill="none" stroke="{color}" stroke-width="0.5"/>')
    pg.path("M" + " L".join(pts) + " Z", stroke="#1f6b3a", sw=0.7, fill="none")


def cin_front(rng: random.Random, p: Person, opts: dict) -> Doc:
    pg = Page(CARD, bg=None, font=rng.choice(["DejaVu Sans", "Liberation Sans", "Noto Sans"]))
    _card_bg(pg, rng, "#f4efdf", "#dcebe2", "cf")
    labelled = rng.random() < 0.6
    dstyle = rng.choice(["dmy_dot", "dmy_dot", "dmy_space", "dmy_slash"])
    cin = opts.get("cin", p.cin)
    pg.text(10, 14, "ROYAUME DU MAROC", size=7.2, bold=True, fill="#1d3b2a")
    pg.text(232, 14.5, "المملكة المغربية", size=8.2, font=AR, anchor="end", rtl=True, fill="#1d3b2a")
    pg.text(10, 23, "CARTE NATIONALE D'IDENTITÉ", size=5.6, fill="#7a1d2c", spacing=0.25)
    pg.text(232, 24, "البطاقة الوطنية للتعريف", size=6.8, font=AR, anchor="end", rtl=True, fill="#7a1d2c")
    _emblem(pg, 128, 16, 6.2)
    photo(pg, 10, 32, 58, 74, rng)
    signature(pg, 14, 121, rng, w=46, color="#202840", sw=0.6)
    pg.text(10, 132, "Signature du titulaire", size=3.8, fill="#555")
    x = 76
    y = 40
    g, f = p.given.upper(), p.family.upper()
    ne = p.e("Né le", "Née le")
    if labelled:
        pg.text(x, y, "Prénom", size=4.4, fill="#4b5a55")
        pg.text(x, y + 8.5, g, size=8.6, bold=True)
        pg.text(232, y + 8.5, p.given_ar, size=8.6, font=AR, anchor="end", rtl=True)
        pg.text(x, y + 16, "Nom", size=4.4, fill="#4b5a55")
        pg.text(x, y + 24.5, f, size=8.6, bold=True)
        pg.text(232, y + 24.5, p.family_ar, size=8.6, font=AR, anchor="end", rtl=True)
        y += 37
    else:
        pg.text(x, y + 4, g, size=9.0, bold=True)
        pg.text(232, y + 4, p.given_ar, size=8.8, font=AR, anchor="end", rtl=True)
        pg.text(x, y + 16, f, size=9.0, bold=True)
        pg.text(232, y + 16, p.family_ar, size=8.8, font=AR, anchor="end", rtl=True)
        y += 30
    dob = _fmt.date(p.dob, dstyle)
    exp = _fmt.date(p.cin_expiry, dstyle)
    pg.runs(x, y, [(ne + " ", {}), (dob, {"bold": True})], size=6.4)
    pg.text(232, y, p.e("مزداد بتاريخ", "مزدادة بتاريخ"), size=6.4, font=AR, anchor="end", rtl=True)
    y += 10
    pg.runs(x, y, [("à ", {}), (p.pob, {"bold": True})], size=6.4)
    pg.text(232, y, "ب" + p.pob_ar, size=6.4, font=AR, anchor="end", rtl=True)
    y += 10
    pg.runs(x, y, [("Valable jusqu'au ", {}), (exp, {"bold": True})], size=6.0)
    pg.text(232, y + 0.5, "صالحة إلى غاية", size=6.0, font=AR, anchor="end", rtl=True)
    pg.text(150, 141, "N°", size=5.0, fill="#555")
    pg.text(232, 142, cin, size=13.5, bold=True, anchor="end", fill="#8c1c2b", spacing=0.8)
    labels = {
        "applicant_name": p.label_name,
        "cin": cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.pob,
        "cin_expiry": p.cin_expiry.isoformat(),
    }
    ev = {
        "applicant_name": [g, f],
        "cin": [cin],
        "date_of_birth": [dob],
        "place_of_birth": [p.pob],
        "cin_expiry": [exp],
    }
    return Doc("cin_front", [pg], labels, ev, kind="card", style=f"cnie-front-{'labelled' if labelled else 'plain'}")


def _mrz_lines(pg: Page, lines: list[str], x0: float, x1: float, y0: float, lead: float, font: str) -> None:
    n = len(lines[0])
    pitch = (x1 - x0) / n
    bold = font == "FreeMono"  # FreeMono's regular weight is too thin for a MRZ
    unit = text_width("<" * n, 10, font, bold) / n / 10
    size = pitch * 0.84 / unit
    spacing = pitch - unit * size
    for i, ln in enumerate(lines):
        pg.text(x0, y0 + i * lead, ln, size=size, font=font, bold=bold, spacing=spacing, fill="#111")


def cin_back(rng: random.Random, p: Person, opts: dict) -> Doc:
    pg = Page(CARD, bg=None, font=rng.choice(["DejaVu Sans", "Liberation Sans", "FreeSans"]))
    _card_bg(pg, rng, "#eef2e8", "#f3ead9", "cb")
    x = 10
    fils = p.e("Fils de", "Fille de")
    pg.runs(x, 16, [(fils + " : ", {}), (p.father, {"bold": True})], size=5.8)
    pg.text(232, 16, p.e("ابن", "بنت"), size=6.4, font=AR, anchor="end", rtl=True)
    pg.runs(x, 25, [("et de : ", {}), (p.mother, {"bold": True})], size=5.8)
    pg.text(232, 25, "و", size=6.4, font=AR, anchor="end", rtl=True)
    pg.runs(x, 36, [("N° d'état civil : ", {}), (p.civil_no, {"bold": True})], size=5.6)
    pg.text(232, 36, "رقم الحالة المدنية", size=6.0, font=AR, anchor="end", rtl=True)
    pg.text(x, 47, "Adresse", size=5.0, fill="#4b5a55")
    pg.text(232, 47, "العنوان", size=6.0, font=AR, anchor="end", rtl=True)
    for i, ln in enumerate(p.address_lines):
        pg.text(x, 56 + 8 * i, ln, size=6.4, bold=True)
    pg.runs(x, 80, [("Sexe : ", {}), (p.sex, {"bold": True})], size=5.6)
    # barcode-like strip
    bx = 150
    for _ in range(38):
        w = rng.choice([0.5, 0.9, 1.4])
        pg.rect(bx, 71, w, 14, fill="#333", stroke=None)
        bx += w + rng.choice([0.6, 1.0])
    opt1 = opts.get("cin", p.cin)
    lines = _mrz.td1(p.card_no, opt1, p.dob, p.sex, p.cin_expiry, "MAR", "MAR", p.family, p.given)
    pg.rect(0, 95, pg.w, 58, fill="#ffffff", stroke=None, opacity=0.75)
    font = rng.choice(MRZ_FONTS)
    _mrz_lines(pg, lines, 9, 235, 113, 14.5, font)
    labels = {
        "address": " ".join(p.address_lines),
        "mrz_valid": True,
        "cin": opt1,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": p.cin_expiry.isoformat(),
        "applicant_name": p.label_name,
        "document_number": p.card_no,
    }
    ev = {
        "address": list(p.address_lines),
        "mrz_valid": lines,
        "cin": [lines[0]],
        "date_of_birth": [lines[1]],
        "cin_expiry": [lines[1]],
        "applicant_name": [lines[2]],
        "document_number": [lines[0]],
    }
    return Doc("cin_back", [pg], labels, ev, kind="card", style=f"cnie-back-{font}", mrz=lines)


def passport(rng: random.Random, p: Person, opts: dict) -> Doc:
    pg = Page(TD3_PAGE, bg=None, font=rng.choice(["Liberation Sans", "DejaVu Sans Condensed", "Noto Sans"]))
    pg.defn(
        '<linearGradient id="pp" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#f6ecef"/>'
        '<stop offset="0.5" stop-color="#eef3ea"/><stop offset="1" stop-color="#f4eee0"/></linearGradient>'
    )
    pg.rect(0, 0, pg.w, pg.h, fill="url(#pp)", stroke=None)
    guilloche(pg, 0, 30, pg.w, 160, "#c98b9c", n=22, amp=7, waves=2.2, sw=0.2, opacity=0.4, phase=rng.random())
    guilloche(pg, 0, 30, pg.w, 160, "#8cb89e", n=12, amp=12, waves=1.1, sw=0.2, opacity=0.35, phase=rng.random())
    dstyle = rng.choice(["icao_bi", "icao", "dmy_space", "dmy_slash"])
    pg.text(12, 15, "ROYAUME DU MAROC   KINGDOM OF MOROCCO", size=7.4, bold=True, fill="#5b1a2a")
    pg.text(342, 16, "المملكة المغربية", size=9, font=AR, anchor="end", rtl=True, fill="#5b1a2a")
    pg.text(12, 26, "PASSEPORT   PASSPORT", size=6.6, fill="#5b1a2a", spacing=0.6)
    pg.text(342, 28, "جواز السفر", size=8, font=AR, anchor="end", rtl=True, fill="#5b1a2a")
    _emblem(pg, 262, 20, 7)
    photo(pg, 12, 38, 80, 102, rng, bg="#e4e6e8")
    signature(pg, 20, 160, rng, w=60, color="#1a1a3a", sw=0.7)
    cin = opts.get("cin", p.cin)
    print_cin = opts.get("print_cin", True)

    def field(x, y, fr, en, val, bold=True, size=8.2):
        pg.text(x, y, f"{fr} / {en}", size=4.7, fill="#5a4f53")
        pg.text(x, y + 9, val, size=size, bold=bold)

    x1, x2, x3 = 102, 170, 262
    y = 40
    field(x1, y, "Type", "Type", "P")
    field(x2, y, "Code du pays", "Country code", "MAR")
    field(x3, y, "Passeport N°", "Passport No.", p.passport_no)
    y += 21
    field(x1, y, "Nom", "Surname", p.family.upper())
    y += 21
    field(x1, y, "Prénoms", "Given names", p.given.upper())
    y += 21
    field(x1, y, "Nationalité", "Nationality", "MAROCAINE")
    field(x3, y, "Sexe", "Sex", p.sex)
    y += 21
    dob = _fmt.date(p.dob, dstyle)
    field(x1, y, "Date de naissance", "Date of birth", dob)
    field(x3 - 40, y, "Lieu de naissance", "Place of birth", p.pob)
    y += 21
    iss = _fmt.date(p.passport_issue, dstyle)
    exp = _fmt.date(p.passport_expiry, dstyle)
    field(x1, y, "Date de délivrance", "Date of issue", iss)
    field(x3 - 40, y, "Date d'expiration", "Date of expiry", exp)
    y += 21
    field(x1, y, "Autorité", "Authority", rng.choice(["DGSN", "CONSULAT GENERAL", "PREFECTURE " + p.pob]), size=7.2)
    if print_cin:
        field(x3 - 40, y, "N° CIN", "ID card No.", cin)
    lines = _mrz.td3(p.passport_no, p.dob, p.sex, p.passport_expiry, "MAR", "MAR", p.family, p.given, personal=cin)
    pg.rect(0, 200, pg.w, 49.45, fill="#ffffff", stroke=None, opacity=0.7)
    font = rng.choice(MRZ_FONTS)
    _mrz_lines(pg, lines, 10, 345, 220, 15.5, font)
    labels = {
        "applicant_name": p.label_name,
        "date_of_birth": p.dob.isoformat(),
        "cin": cin,
        "mrz_valid": True,
        "document_number": p.passport_no,
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": p.passport_expiry.isoformat(),
    }
    ev = {
        "applicant_name": [p.family.upper(), p.given.upper()],
        "date_of_birth": [dob],
        "cin": [lines[1]],
        "mrz_valid": lines,
        "document_number": [p.passport_no],
        "nationality": ["MAROCAINE", lines[1]],
        "issuing_country": [lines[0]],
        "document_expiry": [exp],
    }
    return Doc("passport", [pg], labels, ev, kind="passport", style=f"passport-{dstyle}", mrz=lines)
