"""Identity documents: the CNIE (front and back), passports' data pages, a French card, a Moroccan residence card."""

from __future__ import annotations

import numpy as np

from .core import CARD, Page
from .fmt import fdate, td1, td3

AR_KINGDOM = "المملكة المغربية"
AR_CNIE = "البطاقة الوطنية للتعريف"
MRZ_FONT = "dejavu_mono"


def _mrz(p: Page, lines: list[str], y: float, size: float, x: float | None = None, font: str = MRZ_FONT):
    for i, ln in enumerate(lines):
        xx = x if x is not None else (p.w - p.width(ln, size, font)) / 2
        p.text(xx, y + i * size * 0.42, ln, size, font, color="#111")


def _card_bg(p: Page, rng: np.random.Generator, c1: str, c2: str, c3: str):
    p.rect(0, 0, p.w, p.h, fc=c1, ec="none", zorder=0)
    # soft diagonal wash
    for k in range(12):
        p.poly([(k * 9 - 20, 0), (k * 9 - 5, 0), (k * 9 + 15, p.h), (k * 9, p.h)], fc=c2, alpha=0.08, zorder=0.1)
    p.guilloche(0, 2, p.w, p.h - 4, color=c3, n=16, lw=0.12, alpha=0.45, phase=rng.uniform(0, 6), freq=2.2)
    p.rosette(p.w * 0.62, p.h * 0.55, 14, color=c3, alpha=0.35)


def cnie_front(ctx) -> list[Page]:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="dejavu")
    old = per["card_model"] == "old"
    ctx.show("applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry")
    dstyle = "space" if old else "dot"
    if not old:
        _card_bg(p, rng, "#f1ecd9", "#c9b77a", "#8fb4a8")
        p.text(4, 5.2, "ROYAUME DU MAROC", 6.2, "dejavu", bold=True, color="#6b2a1a")
        p.text(p.w - 4, 5.6, AR_KINGDOM, 7.0, "naskh", bold=True, ha="right", color="#6b2a1a")
        p.text(4, 9.0, "CARTE NATIONALE D'IDENTITE", 5.6, "dejavu", color="#1c4a3f")
        p.text(p.w - 4, 9.6, AR_CNIE, 6.0, "naskh", ha="right", color="#1c4a3f")
        p.portrait(3.5, 12.5, 22, 28, per["sex"], seed=ctx.seed)
        p.portrait(p.w - 14, 30, 9, 11, per["sex"], seed=ctx.seed, bg="#e9e2c6", grey=True)
        x = 29
        p.text(x, 15.5, per["given"].upper(), 7.0, "dejavu", bold=True)
        p.text(p.w - 4, 15.8, per.get("given_ar", ""), 7.5, "naskh", bold=True, ha="right")
        p.text(x, 20.2, per["family"].upper(), 7.0, "dejavu", bold=True)
        p.text(p.w - 4, 20.6, per.get("family_ar", ""), 7.5, "naskh", bold=True, ha="right")
        p.text(x, 25.2, "Né(e) le", 4.6, color="#444")
        p.text(x + 10, 25.2, fdate(per["dob"], dstyle), 6.4, bold=True)
        p.text(x, 29.6, "à", 4.6, color="#444")
        p.text(x + 3, 29.6, per["pob"], 6.4, bold=True)
        p.text(p.w - 16, 29.8, per.get("pob_ar", ""), 6.5, "naskh", ha="right")
        p.text(x, 34.0, "Valable jusqu'au", 4.6, color="#444")
        p.text(x + 15.5, 34.0, fdate(per["card_expiry"], dstyle), 6.4, bold=True)
        p.signature(6, 46.5, w=16, seed=ctx.seed + 3, color="#222", lw=0.45)
        p.text(x, 48.5, per["cin"], 11, "dejavu_mono", bold=True, color="#7a1020")
        p.text(p.w - 4, 50.5, "CAN " + str(100000 + ctx.seed % 899999), 4.2, "dejavu_mono", ha="right", color="#555")
    else:
        _card_bg(p, rng, "#e6eef2", "#8aa9c4", "#c09a8a")
        p.rect(0, 0, p.w, 10, fc="#2d5c88", ec="none", alpha=0.85, zorder=0.5)
        p.text(p.w / 2, 4.4, "ROYAUME DU MAROC", 6.4, "dejavu_serif", bold=True, ha="center", color="white")
        p.text(p.w / 2, 8.4, "CARTE NATIONALE D'IDENTITE ELECTRONIQUE", 4.8, "dejavu_serif", ha="center", color="white")
        p.portrait(p.w - 26, 13, 22, 27, per["sex"], seed=ctx.seed, bg="#d5dde3")
        x = 4
        rows = [
            ("Nom", per["family"].upper()),
            ("Prénom", per["given"].upper()),
            ("Né le", fdate(per["dob"], dstyle)),
            ("à", per["pob"]),
            ("Valable jusqu'au", fdate(per["card_expiry"], dstyle)),
        ]
        y = 15
        for lab, val in rows:
            p.text(x, y, lab, 4.4, "dejavu_serif", color="#333")
            p.text(x, y + 3.2, val, 6.5, "dejavu", bold=True)
            y += 6.4
        num_w = p.width(per["cin"], 9, "dejavu_mono", True)
        p.text(p.w - 6 - num_w, 46, "N°", 5, "dejavu_serif", ha="right", color="#7a1020")
        p.text(p.w - 4, 46, per["cin"], 9, "dejavu_mono", bold=True, ha="right", color="#7a1020")
        p.signature(p.w - 26, 51, w=16, seed=ctx.seed + 3, color="#222", lw=0.45)
    return [p]


def cnie_mrz(per) -> list[str]:
    code = "I" if per["card_model"] == "old" else "ID"
    return td1(
        code,
        "MAR",
        per["card_no"],
        per["cin"],
        per["dob"],
        per["sex"],
        per["card_expiry"],
        "MAR",
        "",
        per["family"],
        per["given"],
    )


def cnie_back(ctx) -> list[Page]:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="dejavu")
    old = per["card_model"] == "old"
    ctx.show("address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number")
    if not old:
        _card_bg(p, rng, "#efe9d6", "#c9b77a", "#9fb8b0")
    else:
        _card_bg(p, rng, "#e3ecf1", "#8aa9c4", "#b8a29a")
    son = "Fille de" if per["sex"] == "F" else "Fils de"
    x = 4
    p.text(x, 5.5, son, 4.6, color="#444")
    p.text(x + 11, 5.5, per["father"], 6.2, bold=True)
    p.text(x, 9.5, "et de", 4.6, color="#444")
    p.text(x + 11, 9.5, per["mother"], 6.2, bold=True)
    p.text(x, 14.0, "Etat civil n°", 4.6, color="#444")
    p.text(x + 13, 14.0, per["etat_civil"], 6.0, bold=True)
    p.text(p.w - 4, 14.0, "Sexe  " + per["sex"], 6.0, bold=True, ha="right")
    p.text(x, 18.8, "Adresse", 4.6, color="#444")
    p.text(p.w - 4, 18.8, "العنوان", 6.0, "naskh", ha="right", color="#444")
    p.text(x, 22.6, per["address"][0], 6.0, bold=True)
    p.text(x, 26.2, per["address"][1], 6.0, bold=True)
    if old:
        p.text(x, 30.5, "N° " + per["cin"], 5.5, "dejavu_mono", color="#7a1020")
    else:
        p.text(p.w - 4, 30.5, "Délivrée le " + fdate(per["card_issue"], "dot"), 4.6, ha="right", color="#444")
    p.rect(0, 32.5, p.w, p.h - 32.5, fc="white", ec="none", alpha=0.55, zorder=0.6)
    _mrz(p, cnie_mrz(per), 39.5, 10.0)
    ctx.mrz = cnie_mrz(per)
    return [p]


PP_SIZE = (125.0, 88.0)


def passport_mar(ctx) -> list[Page]:
    per, rng = ctx.person, ctx.rng
    p = Page(PP_SIZE, font="dejavu")
    ctx.show(
        "applicant_name",
        "date_of_birth",
        "cin",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )
    p.rect(0, 0, p.w, p.h, fc="#f4efe6", ec="none", zorder=0)
    p.guilloche(0, 8, p.w, 50, color="#c58f7a", n=22, lw=0.12, alpha=0.35, phase=rng.uniform(0, 6), freq=1.6)
    p.rosette(85, 36, 22, color="#b7a16c", alpha=0.3)
    p.text(4, 6, "ROYAUME DU MAROC - KINGDOM OF MOROCCO", 6.5, "dejavu_serif", bold=True, color="#7b1e1e")
    p.text(p.w - 4, 6.4, AR_KINGDOM, 8, "naskh", bold=True, ha="right", color="#7b1e1e")
    p.text(4, 10.5, "PASSEPORT / PASSPORT", 5.5, "dejavu_serif", color="#7b1e1e")
    p.portrait(4, 14, 27, 35, per["sex"], seed=ctx.seed)
    x1, x2, x3 = 35, 60, 92
    lab = {"size": 3.7, "color": "#555"}

    def field(x, y, label, value, vs=6.3):
        p.text(x, y, label, lab["size"], color=lab["color"])
        p.text(x, y + 3.1, value, vs, bold=True)

    field(x1, 15, "Type / Type", "P")
    field(x2, 15, "Code du pays / Country code", "MAR")
    field(x3, 15, "N° du passeport / Passport No.", per["passport"])
    field(x1, 22, "Nom / Surname", per["family"])
    field(x1, 29, "Prénoms / Given names", per["given"].upper())
    field(x1, 36, "Nationalité / Nationality", "MAROCAINE")
    field(x3, 36, "N° CNIE / ID card No.", per["cin"])
    field(x1, 43, "Date de naissance / Date of birth", fdate(per["dob"], "bil"))
    field(x3, 43, "Sexe / Sex", per["sex"])
    field(x1, 50, "Lieu de naissance / Place of birth", per["pob"])
    field(x1, 57, "Date de délivrance / Date of issue", fdate(per["passport_issue"], "bil"))
    field(x3 - 8, 57, "Date d'expiration / Date of expiry", fdate(per["passport_expiry"], "bil"))
    field(4, 57, "Autorité / Authority", "DGSN", vs=5.5)
    p.signature(6, 53, w=18, seed=ctx.seed + 5, color="#333", lw=0.4)
    lines = td3(
        "MAR",
        per["family"],
        per["given"],
        per["passport"],
        "MAR",
        per["dob"],
        per["sex"],
        per["passport_expiry"],
        per["cin"],
    )
    ctx.mrz = lines
    p.rect(0, 66, p.w, 22, fc="white", ec="none", alpha=0.6, zorder=0.6)
    _mrz(p, lines, 74.5, 12.4)
    return [p]


def passport_sen(ctx) -> list[Page]:
    per, rng = ctx.person, ctx.rng
    p = Page(PP_SIZE, font="lib_sans")
    ctx.show(
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )
    p.rect(0, 0, p.w, p.h, fc="#eef3e6", ec="none", zorder=0)
    for i, c in enumerate(["#00853f", "#fdef42", "#e31b23"]):
        p.rect(0, i * 1.6, p.w, 1.6, fc=c, ec="none", alpha=0.8, zorder=0.4)
    p.guilloche(0, 10, p.w, 48, color="#7fae8a", n=20, lw=0.12, alpha=0.35, phase=rng.uniform(0, 6), freq=2.6)
    p.text(p.w / 2, 9.5, "REPUBLIQUE DU SENEGAL / REPUBLIC OF SENEGAL", 6.5, bold=True, ha="center", color="#1d4d2b")
    p.text(p.w / 2, 13.2, "PASSEPORT  PASSPORT", 5.2, ha="center", color="#1d4d2b")
    p.portrait(5, 17, 26, 34, per["sex"], seed=ctx.seed, bg="#e8eef0")
    rows = [
        ("Type", "P", 36, 19),
        ("Code", "SEN", 50, 19),
        ("Passeport N° / Passport No.", per["passport"], 72, 19),
        ("Nom / Surname", per["family"], 36, 26),
        ("Prénoms / Given names", per["given"].upper(), 36, 33),
        ("Nationalité / Nationality", "SENEGALAISE", 36, 40),
        ("Date de naissance / Date of birth", fdate(per["dob"], "abbr"), 36, 47),
        ("Sexe / Sex", per["sex"], 92, 47),
        ("Lieu de naissance / Place of birth", per["pob"], 36, 54),
        ("Date de délivrance / Date of issue", fdate(per["passport_issue"], "abbr"), 36, 61),
        ("Date d'expiration / Date of expiry", fdate(per["passport_expiry"], "abbr"), 80, 61),
    ]
    for label, value, x, y in rows:
        p.text(x, y, label, 3.8, color="#3b3b3b")
        p.text(x, y + 3.1, value, 6.3, bold=True)
    lines = td3(
        "SEN", per["family"], per["given"], per["passport"], "SEN", per["dob"], per["sex"], per["passport_expiry"], ""
    )
    ctx.mrz = lines
    p.rect(0, 67, p.w, 21, fc="white", ec="none", alpha=0.6, zorder=0.6)
    _mrz(p, lines, 75, 12.4, font="lib_mono")
    return [p]


def fra_front(ctx) -> Page:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="lib_sans")
    p.rect(0, 0, p.w, p.h, fc="#eaf0f7", ec="none", zorder=0)
    p.guilloche(0, 0, p.w, p.h, color="#d7a9b8", n=18, lw=0.12, alpha=0.4, phase=rng.uniform(0, 6), freq=1.8)
    p.rect(0, 0, p.w, 8, fc="#1d3f8f", ec="none", alpha=0.9, zorder=0.5)
    p.text(4, 5.3, "RÉPUBLIQUE FRANÇAISE", 6.5, bold=True, color="white")
    p.text(p.w - 4, 5.3, "CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD", 3.8, ha="right", color="white")
    p.portrait(3.5, 11, 21, 27, per["sex"], seed=ctx.seed, bg="#dde5ee")
    x = 28
    rows = [
        ("NOM / Surname", per["family"], 12),
        ("Prénoms / Given names", per["given"].upper().replace(" ", ", "), 18.5),
        ("SEXE / Sex", per["sex"], 25),
        ("NATIONALITÉ / Nationality", "FRA", 25),
        ("DATE DE NAISS. / Date of birth", fdate(per["dob"], "space"), 31.5),
        ("LIEU DE NAISSANCE / Place of birth", per["pob"] + " (69)", 38),
    ]
    for label, value, y in rows:
        xx = x + (22 if label.startswith("NATIONALIT") else 0)
        p.text(xx, y, label, 3.4, color="#3a4a66")
        p.text(xx, y + 3.2, value, 6.2, bold=True)
    p.text(x, 44.5, "N° DU DOCUMENT / Document No.", 3.4, color="#3a4a66")
    p.text(x, 47.8, per["fr_id"], 6.2, "lib_mono", bold=True)
    p.text(x + 30, 44.5, "DATE D'EXPIR. / Expiry date", 3.4, color="#3a4a66")
    p.text(x + 30, 47.8, fdate(per["fr_id_expiry"], "space"), 6.2, bold=True)
    p.signature(5, 47, w=15, seed=ctx.seed + 2, color="#222", lw=0.4)
    return p


def fra_back(ctx) -> Page:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="lib_sans")
    p.rect(0, 0, p.w, p.h, fc="#eef2f7", ec="none", zorder=0)
    p.guilloche(0, 0, p.w, 30, color="#a9bfd7", n=12, lw=0.12, alpha=0.4, phase=rng.uniform(0, 6), freq=2.0)
    p.text(4, 6, "ADRESSE / Address", 3.4, color="#3a4a66")
    p.text(4, 9.5, "12 RUE DE LA CHARITE", 5.6, bold=True)
    p.text(4, 12.8, "69002 LYON FRANCE", 5.6, bold=True)
    p.text(4, 18, "DATE DE DÉLIVRANCE / Date of issue", 3.4, color="#3a4a66")
    p.text(4, 21.3, fdate(per["fr_id_issue"], "space"), 5.6, bold=True)
    p.text(50, 18, "AUTORITÉ / Authority", 3.4, color="#3a4a66")
    p.text(50, 21.3, "PREFECTURE DU RHONE", 5.0, bold=True)
    lines = td1(
        "ID",
        "FRA",
        per["fr_id"],
        "",
        per["dob"],
        per["sex"],
        per["fr_id_expiry"],
        "FRA",
        "",
        per["family"],
        per["given"],
    )
    ctx.mrz = lines
    p.rect(0, 31, p.w, p.h - 31, fc="white", ec="none", alpha=0.6, zorder=0.6)
    _mrz(p, lines, 38.5, 10.0, font="lib_mono")
    return p


def id_fra(ctx) -> list[Page]:
    ctx.show(
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )
    return [fra_front(ctx), fra_back(ctx)]


def permit_front(ctx) -> Page:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="noto_sans")
    _card_bg(p, rng, "#eaf1e4", "#7fae8a", "#c2a36b")
    p.text(4, 5.2, "ROYAUME DU MAROC", 6.0, bold=True, color="#6b2a1a")
    p.text(p.w - 4, 5.6, AR_KINGDOM, 7.0, "naskh", bold=True, ha="right", color="#6b2a1a")
    p.text(4, 9.2, "CARTE DE RÉSIDENCE / TITRE DE SÉJOUR", 5.0, bold=True, color="#1c4a3f")
    p.portrait(3.5, 12.5, 21, 27, per["sex"], seed=ctx.seed, bg="#dde6dd")
    x = 28
    rows = [
        ("Nom", per["family"]),
        ("Prénoms", per["given"].upper()),
        ("Nationalité", "SENEGALAISE"),
        ("Date de naissance", fdate(per["dob"], "dot")),
        ("N° d'immatriculation", per["permit_no"]),
    ]
    y = 14
    for label, value in rows:
        p.text(x, y, label, 3.6, color="#444")
        p.text(x, y + 3.0, value, 5.8, bold=True)
        y += 6.6
    p.text(x, 48.5, "Valable jusqu'au", 3.6, color="#444")
    p.text(x + 14, 48.5, fdate(per["permit_expiry"], "dot"), 5.8, bold=True)
    return p


def permit_back(ctx) -> Page:
    per, rng = ctx.person, ctx.rng
    p = Page(CARD, font="noto_sans")
    _card_bg(p, rng, "#edf2e8", "#7fae8a", "#c2a36b")
    p.text(4, 6, "Adresse au Maroc", 3.8, color="#444")
    p.text(4, 9.6, per["address"][0], 5.2, bold=True)
    p.text(4, 13.0, per["address"][1], 5.2, bold=True)
    p.text(4, 18.5, "Motif du séjour : TRAVAIL", 4.6, color="#222")
    p.text(4, 22.5, "Délivrée le " + fdate(per["permit_issue"], "dot") + " - DGSN Casablanca", 4.4, color="#222")
    lines = td1(
        "IR",
        "MAR",
        per["permit_no"],
        "",
        per["dob"],
        per["sex"],
        per["permit_expiry"],
        "SEN",
        "",
        per["family"],
        per["given"],
    )
    ctx.mrz = lines
    p.rect(0, 31, p.w, p.h - 31, fc="white", ec="none", alpha=0.55, zorder=0.6)
    _mrz(p, lines, 38.5, 10.0)
    return p


def permit_mar(ctx) -> list[Page]:
    ctx.show(
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )
    return [permit_front(ctx), permit_back(ctx)]
