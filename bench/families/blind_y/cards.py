"""Identity documents: the Moroccan CNIE (2020 and 2008 models, front and back), passports' data pages, the
foreign applicant's national identity card and her Moroccan residence card."""

from __future__ import annotations

import math
import random
from typing import Any

from . import arabic as ar
from .canvas import CARD, PASSPORT, Doc, Page, fingerprint, guilloche, photo, rosette
from .codes import d_dot, d_en_passport, d_slash, td1, td1_valid, td3, td3_valid
from .people import Applicant

MRZ_FONT = "mono"


def pentagram(page: Page, cx: float, cy: float, r: float, color: str, lw: float = 0.35) -> None:
    pts: list[list[Any]] = []
    for i in range(6):
        a = -math.pi / 2 + i * 4 * math.pi / 5
        pts.append(["M" if i == 0 else "L", cx + r * math.cos(a), cy + r * math.sin(a)])
    page.path(pts, stroke=color, lw=lw)


def emblem(page: Page, cx: float, cy: float, r: float, color: str) -> None:
    page.ellipse(cx, cy, r, r, stroke=color, lw=0.25)
    pentagram(page, cx, cy + r * 0.05, r * 0.62, color)
    page.path(
        [["M", cx - r * 0.9, cy + r * 0.3], ["Q", cx, cy + r * 1.25, cx + r * 0.9, cy + r * 0.3]], stroke=color, lw=0.2
    )


def chip(page: Page, x: float, y: float) -> None:
    page.grad(x, y, 9, 7, [[0, "#e8cf7a"], [1, "#b8913a"]], r=1.2, dir=[0, 0, 1, 1])
    for yy in (y + 2.3, y + 4.7):
        page.line(x, yy, x + 9, yy, color="#8a6a22", lw=0.15)
    page.line(x + 3, y, x + 3, y + 7, color="#8a6a22", lw=0.15)
    page.line(x + 6, y, x + 6, y + 7, color="#8a6a22", lw=0.15)


def mrz_block(page: Page, lines: list[str], x: float, y: float, size: float, spacing: float = 100.0) -> None:
    pitch = size * 0.3528 * 1.22
    for i, line in enumerate(lines):
        page.text(x, y + i * pitch, line, size=size, font=MRZ_FONT, spacing=spacing)


def _card_bg(page: Page, rng: random.Random, c1: str, c2: str, line: str) -> None:
    w, h = page.size
    page.grad(0, 0, w, h, [[0, c1], [0.55, "#f7f5ee"], [1, c2]], dir=[0, 0, 1, 1], r=3)
    page.save()
    page.clip(0, 0, w, h, r=3)
    guilloche(page, 0, h * 0.18, w, h * 0.7, line, rng, n=11)
    rosette(page, w * 0.62, h * 0.55, h * 0.3, line)
    page.restore()
    page.rect(0.2, 0.2, w - 0.4, h - 0.4, stroke="#9aa3a8", lw=0.2, r=3)


# -- the CNIE -------------------------------------------------------------------------------------------------------
def cnie_front(doc: Doc, app: Applicant, rng: random.Random) -> None:
    page = Page(CARD)
    assert app.cin
    if app.card_style == "new":
        _card_bg(page, rng, "#dcebe3", "#f3dfe2", "#b7cfc4")
        page.text(3, 5, "ROYAUME DU MAROC", size=6.2, bold=True, font="lsans", color="#143d2e")
        page.text(82.6, 5.2, ar.KINGDOM, size=7, bold=True, font="naskh", align="r", color="#143d2e")
        page.text(3, 8.6, "CARTE NATIONALE D'IDENTITE", size=5.6, font="lsans", color="#7a1f2b", bold=True)
        page.text(82.6, 9.0, ar.CNIE, size=6.2, font="naskh", align="r", color="#7a1f2b")
        emblem(page, 42.8, 6.4, 2.6, "#1f6b45")
        photo(page, 3, 12.5, 21, 27, rng, app.female)
        chip(page, 5, 42)
        x = 27
        page.text(x, 15.5, app.given.upper(), size=7.4, bold=True, font="lsans")
        page.text(82.6, 15.8, app.given_ar, size=8, bold=True, font="naskh", align="r")
        page.text(x, 21.5, app.family, size=7.4, bold=True, font="lsans")
        page.text(82.6, 21.8, app.family_ar, size=8, bold=True, font="naskh", align="r")
        page.text(x, 27.6, f"{app.e('Né', 'Née')} le {d_dot(app.birth)}", size=6.3, font="lsans")
        page.text(82.6, 27.8, ar.BORN_ON, size=5.8, font="naskh", align="r", color="#444444")
        page.text(x, 32.4, f"à {app.birth_place}", size=6.3, font="lsans")
        page.text(82.6, 32.6, ar.CITIES.get(app.birth_place, ""), size=6.4, font="naskh", align="r")
        page.text(x, 37.8, f"Valable jusqu'au {d_dot(app.card_expiry)}", size=6.3, font="lsans")
        page.text(82.6, 38.0, ar.VALID_UNTIL, size=5.8, font="naskh", align="r", color="#444444")
        page.text(82.6, 49.5, app.cin, size=12, bold=True, font="lsans", align="r", color="#a3162b")
        page.opacity(0.35)
        photo(page, 44, 41.5, 7.5, 10, rng, app.female, grey=True)
        page.opacity(1)
    else:
        _card_bg(page, rng, "#e9dfee", "#dfe9f3", "#c6b7d4")
        page.text(42.8, 5, "ROYAUME DU MAROC", size=6.6, bold=True, font="serif", align="c", color="#2c2c6c")
        page.text(42.8, 9.6, ar.KINGDOM, size=7, bold=True, font="naskh", align="c", color="#2c2c6c")
        page.text(3, 14, "CARTE NATIONALE D'IDENTITE", size=5.8, bold=True, font="serif", color="#2c2c6c")
        page.text(82.6, 14.2, ar.CNIE, size=6.4, font="naskh", align="r", color="#2c2c6c")
        photo(page, 61, 17, 21, 26, rng, app.female)
        x = 3
        page.label_value(x, 20.5, "Nom", app.family, size=6.4, font="serif")
        page.label_value(x, 25.3, "Prénom", app.given.upper(), size=6.4, font="serif")
        page.label_value(x, 30.1, app.e("Né le", "Née le"), d_slash(app.birth), size=6.4, font="serif")
        page.label_value(x, 34.9, "à", app.birth_place, size=6.4, font="serif")
        page.label_value(x, 39.7, "Valable jusqu'au", d_slash(app.card_expiry), size=6.4, font="serif")
        page.text(x, 50.5, "N°", size=7, font="serif")
        page.text(x + 5, 50.5, app.cin, size=11, bold=True, font="serif", color="#1b1b5c")
        page.text(82, 46.8, app.family_ar + " " + app.given_ar, size=6.6, font="naskh", align="r")
    doc.pages.append(page)
    doc.label("applicant_name", app.name)
    doc.label("cin", app.cin)
    doc.label("date_of_birth", app.birth.isoformat())
    doc.label("place_of_birth", app.birth_place)
    doc.label("cin_expiry", app.card_expiry.isoformat())


def cnie_mrz(app: Applicant) -> list[str]:
    assert app.cin
    sex = app.sex
    if app.card_style == "new":
        return td1(
            "ID", "MAR", app.card_number, app.cin, app.birth, sex, app.card_expiry, "MAR", "", app.family, app.given
        )
    return td1("I", "MAR", app.cin, "", app.birth, sex, app.card_expiry, "MAR", "", app.family, app.given)


def cnie_back(doc: Doc, app: Applicant, rng: random.Random) -> None:
    page = Page(CARD)
    assert app.cin
    new = app.card_style == "new"
    if new:
        _card_bg(page, rng, "#e4efe8", "#f1e6e8", "#c3d6cc")
    else:
        _card_bg(page, rng, "#ece4f0", "#e2ecf4", "#cdc1d9")
    font = "lsans" if new else "serif"
    kin = app.e("Fils de", "Fille de")
    kin_ar = app.e(ar.SON_OF, ar.DAUGHTER_OF)
    page.label_value(3, 5.5, kin, app.father, size=6, font=font)
    page.text(82.6, 5.8, f"{kin_ar} {ar.PARENTS.get(app.father, '')}", size=6.4, font="naskh", align="r")
    page.label_value(3, 10, "et de", app.mother, size=6, font=font)
    page.text(82.6, 10.3, f"{ar.AND_OF} {ar.PARENTS.get(app.mother, '')}", size=6.4, font="naskh", align="r")
    page.label_value(3, 14.5, "État civil", app.civil_no, size=6, font=font)
    page.text(82.6, 14.8, ar.CIVIL_NO, size=5.8, font="naskh", align="r", color="#444444")
    page.text(3, 19.5, "Adresse", size=5.4, font=font, color="#444444")
    page.text(82.6, 19.8, ar.ADDRESS, size=5.8, font="naskh", align="r", color="#444444")
    for i, line in enumerate(app.address):
        page.text(3, 23.4 + i * 3.6, line, size=6.2, bold=True, font=font)
    page.label_value(3, 31.8, "Sexe", app.sex, size=6, font=font)
    if new:
        page.text(42, 31.8, f"N° {app.card_number}", size=5.6, font=font, color="#333333")
        fingerprint(page, 76, 27, 4.2, "#8aa398")
    else:
        page.text(42, 31.8, f"N° {app.cin}", size=6, font=font, bold=True)
    page.rect(0, 34.5, CARD[0], 19.5, stroke=None, fill="#fbfbf7")
    lines = cnie_mrz(app)
    mrz_block(page, lines, 6, 40.6, 9.6, spacing=115)
    doc.pages.append(page)
    doc.label("address", " ".join(app.address))
    doc.label("mrz_valid", td1_valid(lines))
    doc.label("cin", app.cin)
    doc.label("date_of_birth", app.birth.isoformat())
    doc.label("cin_expiry", app.card_expiry.isoformat())
    doc.label("applicant_name", app.name)
    doc.label("document_number", lines[0][5:14].rstrip("<"))


# -- passports ------------------------------------------------------------------------------------------------------
def passport(doc: Doc, app: Applicant, rng: random.Random) -> None:
    page = Page(PASSPORT)
    assert app.passport_number and app.passport_expiry and app.passport_issue
    moroccan = app.nationality == "MAR"
    w, h = PASSPORT
    if moroccan:
        page.grad(0, 0, w, h, [[0, "#f4ece0"], [0.5, "#eef2e8"], [1, "#f1e4e4"]], dir=[0, 0, 1, 1], r=2)
        line, dark = "#d8c8b0", "#6d1f23"
    else:
        page.grad(0, 0, w, h, [[0, "#e8f1e6"], [0.5, "#f7f3e1"], [1, "#f3e6e2"]], dir=[0, 0, 1, 1], r=2)
        line, dark = "#c9d8bf", "#1b5e20"
    page.save()
    page.clip(0, 0, w, h, r=2)
    guilloche(page, 0, 10, w, 55, line, rng, n=14)
    page.restore()
    if moroccan:
        page.text(4, 6, "ROYAUME DU MAROC", size=7.2, bold=True, font="nserif", color=dark)
        page.text(4, 9.6, "KINGDOM OF MOROCCO", size=6.4, font="nserif", color=dark)
        page.text(121, 7, ar.KINGDOM, size=8.4, bold=True, font="naskh", align="r", color=dark)
        page.text(62.5, 9, "PASSEPORT / PASSPORT", size=7.6, bold=True, font="nserif", align="c", color=dark)
        page.text(121, 11.5, ar.PASSPORT, size=6.6, font="naskh", align="r", color=dark)
        emblem(page, 62.5, 3.3, 2.2, dark)
    else:
        page.text(4, 6, "RÉPUBLIQUE DU SÉNÉGAL", size=7.2, bold=True, font="nserif", color=dark)
        page.text(4, 9.6, "REPUBLIC OF SENEGAL", size=6.4, font="nserif", color=dark)
        page.text(121, 7, "PASSEPORT / PASSPORT", size=7.6, bold=True, font="nserif", align="r", color=dark)
        page.text(121, 10.6, "CEDEAO / ECOWAS", size=5.8, font="nserif", align="r", color=dark)
        pentagram(page, 62.5, 6.5, 3, "#1b8a3a", lw=0.45)
    photo(page, 4, 15, 30, 38, rng, app.female)
    lab = {"size": 4.6, "font": "nsans", "color": "#4a4a4a"}
    val = {"size": 7.2, "font": "nsans", "bold": True}
    x1, x2, x3 = 39, 66, 96
    nat_word = "MAROCAINE" if moroccan else "SÉNÉGALAISE"
    pp_no = app.passport_number
    rows: list[list[tuple[float, str, str]]] = [
        [
            (x1, "Type / Type", "P"),
            (x2, "Code du pays / Country code", app.nationality),
            (x3, "N° du passeport / Passport No.", pp_no),
        ],
        [(x1, "Nom / Surname", app.family)],
        [(x1, "Prénoms / Given names", app.given.upper())],
        [(x1, "Nationalité / Nationality", nat_word), (x3, "Sexe / Sex", app.sex)],
        [
            (x1, "Date de naissance / Date of birth", d_en_passport(app.birth)),
            (x3 - 8, "Lieu de naissance / Place of birth", app.birth_place),
        ],
        [
            (x1, "Date de délivrance / Date of issue", d_en_passport(app.passport_issue)),
            (x3 - 8, "Autorité / Authority", "DGSN RABAT" if moroccan else "DAF DAKAR"),
        ],
        [(x1, "Date d'expiration / Date of expiry", d_en_passport(app.passport_expiry))],
    ]
    if moroccan and app.cin:
        rows[-1].append((x3 - 8, "N° CIN / National ID No.", app.cin))
    y = 17
    for row in rows:
        for x, label, value in row:
            page.text(x, y, label, **lab)
            page.text(x, y + 3.4, value, **val)
        y += 7.1
    page.text(40, 67.5, "Signature du titulaire / Holder's signature", size=4.2, font="nsans", color="#555555")
    page.path([["M", 44, 66], ["C", 48, 60, 52, 68, 56, 62], ["C", 59, 58, 61, 66, 66, 63]], stroke="#222266", lw=0.3)
    personal = (app.cin or "") if moroccan else ""
    lines = td3(
        app.nationality,
        pp_no,
        app.nationality,
        app.birth,
        app.sex,
        app.passport_expiry,
        personal,
        app.family,
        app.given,
    )
    page.rect(0, 70, w, 18, stroke=None, fill="#fbfbf6")
    mrz_block(page, lines, 7, 77.5, 10.4, spacing=110)
    doc.pages.append(page)
    doc.label("applicant_name", app.name)
    doc.label("date_of_birth", app.birth.isoformat())
    if personal:
        doc.label("cin", personal)
    doc.label("mrz_valid", td3_valid(lines))
    doc.label("document_number", pp_no)
    doc.label("nationality", app.nationality)
    doc.label("issuing_country", app.nationality)
    doc.label("document_expiry", app.passport_expiry.isoformat())


# -- the foreign applicant's cards ------------------------------------------------------------------------------------
def senegal_id(doc: Doc, app: Applicant, rng: random.Random) -> None:
    """The ECOWAS national identity card of Senegal: front and back (TD1 MRZ) as two card pages."""
    assert app.passport_issue
    number = "1" + "".join(str(rng.randint(0, 9)) for _ in range(8))
    nin = "2" + "".join(str(rng.randint(0, 9)) for _ in range(12))
    issue = app.passport_issue.replace(day=min(app.passport_issue.day, 27)) if app.passport_issue else None
    assert issue
    expiry = issue.replace(year=issue.year + 10)
    front = Page(CARD)
    _card_bg(front, rng, "#e3f0dc", "#f6efd6", "#c8dcb8")
    front.rect(0.5, 0.5, 2.2, 53, stroke=None, fill="#1b8a3a")
    front.text(42.8, 4.8, "RÉPUBLIQUE DU SÉNÉGAL", size=6.4, bold=True, font="fsans", align="c", color="#1b5e20")
    front.text(42.8, 8.2, "CARTE D'IDENTITÉ CEDEAO / ECOWAS IDENTITY CARD", size=4.8, font="fsans", align="c")
    photo(front, 4.5, 11, 20, 26, rng, app.female)
    pentagram(front, 14.5, 45, 3.2, "#1b8a3a", lw=0.5)
    lab = {"size": 4.2, "font": "fsans", "color": "#555555"}
    val = {"size": 6.6, "font": "fsans", "bold": True}
    fields = [
        (28, 13, "Prénoms / Given names", app.given.upper()),
        (28, 19, "Nom / Surname", app.family),
        (28, 25, "Date de naissance / Date of birth", d_slash(app.birth)),
        (60, 25, "Sexe / Sex", app.sex),
        (28, 31, "Lieu de naissance / Place of birth", app.birth_place),
        (28, 37, "Date de délivrance / Date of issue", d_slash(issue)),
        (28, 43, "Date d'expiration / Date of expiry", d_slash(expiry)),
        (28, 49, "N° de la carte / Card No.", number),
        (60, 49, "NIN", nin),
    ]
    for x, y, label, value in fields:
        front.text(x, y, label, **lab)
        front.text(x, y + 2.9, value, **val)
    back = Page(CARD)
    _card_bg(back, rng, "#e9f3e4", "#f8f2de", "#cfe0c2")
    back.label_value(4, 6, "Adresse", "SICAP LIBERTÉ 6 VILLA 6312, DAKAR", size=5.6, font="fsans")
    back.label_value(4, 10.5, "Taille / Height", "1,66 m", size=5.6, font="fsans")
    back.label_value(4, 15, "Centre d'enregistrement", "DAKAR PLATEAU", size=5.6, font="fsans")
    fingerprint(back, 74, 13, 5, "#8aa38a")
    lines = td1("I", "SEN", number, nin[:13], app.birth, app.sex, expiry, "SEN", "", app.family, app.given)
    back.rect(0, 34.5, CARD[0], 19.5, stroke=None, fill="#fbfbf7")
    mrz_block(back, lines, 6, 40.6, 9.6, spacing=115)
    doc.pages += [front, back]
    doc.kind = "card"
    _label_foreign(doc, app, lines, "SEN", expiry, number)


def residence_card(doc: Doc, app: Applicant, rng: random.Random) -> None:
    """The Moroccan residence card of a foreign resident: front and back (TD1 MRZ) as two card pages."""
    number = app.extra["residence_no"]
    issue = dt_add_years(app.hire, 3) if app.hire.year < 2022 else app.hire
    expiry = dt_add_years(issue, 4)
    front = Page(CARD)
    _card_bg(front, rng, "#e2e8f3", "#f1eadb", "#bfcbe0")
    front.text(3, 5, "ROYAUME DU MAROC", size=6, bold=True, font="lsans", color="#1c2f66")
    front.text(82.6, 5.3, ar.KINGDOM, size=6.8, bold=True, font="naskh", align="r", color="#1c2f66")
    front.text(3, 8.8, "CARTE DE SÉJOUR", size=6.6, bold=True, font="lsans", color="#8c1c13")
    front.text(82.6, 9.1, ar.RESIDENCE, size=6.8, font="naskh", align="r", color="#8c1c13")
    photo(front, 3, 12.5, 21, 27, rng, app.female)
    x = 27
    front.stacked(x, 15, "Nom", app.family, size=6.6, font="lsans")
    front.stacked(x, 21.5, "Prénom", app.given.upper(), size=6.6, font="lsans")
    front.stacked(x, 28, "Nationalité", "SÉNÉGALAISE", size=6.2, font="lsans")
    front.stacked(58, 28, "Sexe", app.sex, size=6.2, font="lsans")
    front.stacked(x, 34.5, "Date de naissance", d_dot(app.birth), size=6.2, font="lsans")
    front.stacked(58, 34.5, "Valable jusqu'au", d_dot(expiry), size=6.2, font="lsans")
    front.stacked(x, 41, "N° d'immatriculation", number, size=6.6, font="lsans")
    front.text(3, 50, "Motif du séjour : TRAVAIL", size=5.4, font="lsans")
    emblem(front, 76, 46, 3.2, "#1c2f66")
    back = Page(CARD)
    _card_bg(back, rng, "#e8edf6", "#f4efe3", "#c9d3e6")
    back.label_value(3, 6, "Adresse au Maroc", " ".join(app.address), size=5.4, font="lsans")
    back.label_value(3, 10.5, "Lieu de naissance", app.birth_place, size=5.4, font="lsans")
    back.label_value(3, 15, "Délivrée le", d_dot(issue), size=5.4, font="lsans")
    back.text(3, 19.5, ar.DGSN, size=6.2, font="naskh")
    lines = td1("IR", "MAR", number, "", app.birth, app.sex, expiry, "SEN", "", app.family, app.given)
    back.rect(0, 34.5, CARD[0], 19.5, stroke=None, fill="#fbfbf7")
    mrz_block(back, lines, 6, 40.6, 9.6, spacing=115)
    doc.pages += [front, back]
    doc.kind = "card"
    _label_foreign(doc, app, lines, "MAR", expiry, number)


def dt_add_years(day: Any, years: int) -> Any:
    return day.replace(year=day.year + years, day=min(day.day, 28))


def _label_foreign(doc: Doc, app: Applicant, lines: list[str], issuer: str, expiry: Any, number: str) -> None:
    doc.label("applicant_name", app.name)
    doc.label("date_of_birth", app.birth.isoformat())
    doc.label("mrz_valid", td1_valid(lines))
    doc.label("document_number", number)
    doc.label("nationality", app.nationality)
    doc.label("issuing_country", issuer)
    doc.label("document_expiry", expiry.isoformat())
