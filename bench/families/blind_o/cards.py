"""Identity documents drawn with pic: CNIE front and back, passports, a French identity card, residence permits."""

from __future__ import annotations

import random

from . import fmt as F
from . import ids
from .model import Composed, Doc
from .troff import defcolors, esc

NATIONALITY_FR = {"MAR": "MAROCAINE", "FRA": "FRANÇAISE", "SEN": "SÉNÉGALAISE"}


def _plain(paper_w: float, paper_h: float, stmts: list[str], colours: dict[str, str]) -> str:
    return "\n".join(
        [
            '.\\" -*- coding: utf-8 -*-',
            *defcolors(colours),
            ".po 0",
            ".ll 30c",
            ".nf",
            ".vs 0",
            ".sp |0",
            ".PS",
            "scale = 2.54",
            f"box invis wid {paper_w} ht {paper_h} with .sw at (0,0)",
            *stmts,
            ".PE",
            "",
        ]
    )


def _t(
    x: float, y: float, text: str, font: str = "HR", size: float = 6, colour: str = "black", just: str = "ljust"
) -> str:
    return f'"\\f[{font}]\\s[{size}]\\m[{colour}]{esc(text)}\\m[]\\s0\\fP" at ({x:.2f},{y:.2f}) {just}'


def _photo(x: float, y: float, w: float, h: float, tone: str = "photobg", face: str = "face") -> list[str]:
    cx = x + w / 2
    return [
        f'box wid {w} ht {h} with .sw at ({x},{y}) shaded "{tone}" outlined "mid" thickness 0.3',
        f'ellipse wid {w * 0.78:.2f} ht {h * 0.36:.2f} at ({cx:.2f},{y + h * 0.18 + 0.01:.2f}) shaded "{face}" '
        f'outlined "{face}"',
        f'circle rad {w * 0.24:.2f} at ({cx:.2f},{y + h * 0.58:.2f}) shaded "{face}" outlined "{face}"',
    ]


def _guilloche(rng: random.Random, w: float, h: float, colour: str, x0: float = 0, y0: float = 0) -> list[str]:
    out = []
    for _ in range(9):
        cx, cy = rng.uniform(1, w - 1), rng.uniform(1, h - 1)
        ew = min(rng.uniform(2, 7), 2 * min(cx, w - cx) - 0.1)
        eh = min(rng.uniform(1, 4), 2 * min(cy, h - cy) - 0.1)
        out.append(
            f'ellipse wid {ew:.2f} ht {eh:.2f} at ({x0 + cx:.2f},{y0 + cy:.2f}) outlined "{colour}" thickness 0.2'
        )
    return out


def _mrz(lines: list[str], x: float, y: float, size: float, gap: float) -> list[str]:
    return [_t(x, y - i * gap, line, "CR", size) for i, line in enumerate(lines)]


CARD_W, CARD_H = 8.56, 5.4


def cnie_front(doc: Doc) -> Composed:
    p = doc.case.person
    rng = random.Random(doc.seed)
    old = p.card_old
    dob = F.date(p.birth, "slash" if old else "dot")
    exp = F.date(p.card_expiry, "slash" if old else "dot")
    colours = {
        "cardbg": "0.97 0.93 0.88" if not old else "0.90 0.95 0.90",
        "band": "0.78 0.20 0.22" if not old else "0.20 0.50 0.35",
        "guil": "0.90 0.80 0.75" if not old else "0.75 0.87 0.78",
        "photobg": "0.80 0.84 0.90",
        "face": "0.45 0.38 0.33",
        "chip": "0.83 0.70 0.35",
        "label": "0.35 0.35 0.40",
        "red": "0.70 0.10 0.12",
    }
    st = [f'box wid {CARD_W} ht {CARD_H} with .sw at (0,0) shaded "cardbg" outlined "cardbg"']
    st += _guilloche(rng, CARD_W, CARD_H, "guil")
    font, bold = ("HR", "HB") if not old else ("TR", "TB")
    if not old:
        st += [
            f'box wid {CARD_W} ht 0.75 with .nw at (0,{CARD_H}) shaded "band" outlined "band"',
            _t(CARD_W / 2, 5.0, "ROYAUME DU MAROC", "HB", 7.5, "white", ""),
            _t(CARD_W / 2, 4.2, "CARTE NATIONALE D'IDENTITÉ", "HB", 6.5, "band", ""),
        ]
        st += _photo(0.35, 0.75, 2.2, 2.9)
        st += ['box wid 0.9 ht 0.7 with .sw at (0.55,3.85) shaded "chip" outlined "label" thickness 0.2 rad 0.1']
        x = 2.95
        st += [
            _t(x, 3.55, "Prénom", font, 5, "label"),
            _t(x, 3.2, p.given.upper(), bold, 8),
            _t(x, 2.8, "Nom", font, 5, "label"),
            _t(x, 2.45, p.surname.upper(), bold, 8),
            _t(x, 2.0, f"Né{'e' if p.sex == 'F' else ''} le", font, 5, "label"),
            _t(x + 0.9, 2.0, dob, bold, 6.5),
            _t(x, 1.65, "à", font, 5, "label"),
            _t(x + 0.9, 1.65, p.birthplace, bold, 6.5),
            _t(x, 1.2, "Valable jusqu'au", font, 5, "label"),
            _t(x + 1.65, 1.2, exp, bold, 6.5),
            _t(CARD_W - 0.35, 0.45, p.cin, "HB", 13, "black", "rjust"),
        ]
        st += _photo(6.7, 2.0, 1.3, 1.7, "cardbg", "guil")
    else:
        st += [
            _t(CARD_W / 2, 5.05, "ROYAUME DU MAROC", "TB", 8, "band", ""),
            _t(CARD_W / 2, 4.65, "CARTE NATIONALE D'IDENTITE", "TB", 7, "black", ""),
            f'line from (0.3,4.4) to ({CARD_W - 0.3},4.4) outlined "band" thickness 0.6',
        ]
        st += _photo(CARD_W - 2.55, 0.9, 2.2, 2.9)
        x = 0.4
        st += [
            _t(x, 3.95, p.surname.upper(), bold, 9),
            _t(x, 3.5, p.given.upper(), bold, 9),
            _t(x, 2.95, f"Né{'e' if p.sex == 'F' else ''} le  {dob}", font, 7),
            _t(x, 2.55, f"à  {p.birthplace}", font, 7),
            _t(x, 1.95, f"Valable jusqu'au  {exp}", font, 6.5),
            _t(x, 0.6, "N°", font, 7, "red"),
            _t(x + 0.55, 0.6, p.cin, "TB", 12, "red"),
        ]
    labels = {
        "applicant_name": p.label_name,
        "cin": p.cin,
        "date_of_birth": p.birth.isoformat(),
        "place_of_birth": p.birthplace,
        "cin_expiry": p.card_expiry.isoformat(),
    }
    return Composed(
        _plain(CARD_W, CARD_H, st, colours),
        paper="card",
        macros=None,
        labels=labels,
        shown=[p.cin, p.surname.upper(), p.given.upper(), dob, exp, p.birthplace],
    )


def cnie_mrz(doc: Doc) -> list[str]:
    p = doc.case.person
    code = "I<" if p.card_old else "ID"
    return ids.td1(code, "MAR", p.card_number, p.cin, p.birth, p.sex, p.card_expiry, "MAR", "", p.surname, p.given)


def cnie_back(doc: Doc) -> Composed:
    p = doc.case.person
    rng = random.Random(doc.seed)
    old = p.card_old
    colours = {
        "cardbg": "0.97 0.93 0.88" if not old else "0.90 0.95 0.90",
        "guil": "0.90 0.80 0.75" if not old else "0.75 0.87 0.78",
        "label": "0.35 0.35 0.40",
        "mrzbg": "0.99 0.98 0.96",
    }
    font, bold = ("HR", "HB") if not old else ("TR", "TB")
    st = [f'box wid {CARD_W} ht {CARD_H} with .sw at (0,0) shaded "cardbg" outlined "cardbg"']
    st += _guilloche(rng, CARD_W, CARD_H, "guil")
    son = "Fille de" if p.sex == "F" else "Fils de"
    y = 4.85
    st += [
        _t(0.4, y, son, font, 5.5, "label"),
        _t(1.6, y, p.father, bold, 7),
        _t(0.4, y - 0.45, "et de", font, 5.5, "label"),
        _t(1.6, y - 0.45, p.mother, bold, 7),
        _t(0.4, y - 1.0, "Adresse", font, 5.5, "label"),
    ]
    for i, ln in enumerate(p.address):
        st.append(_t(1.6, y - 1.0 - i * 0.38, ln, bold, 6.5))
    st += [
        _t(0.4, y - 1.95, "N° état civil", font, 5.5, "label"),
        _t(1.6, y - 1.95, p.civil_no, bold, 6.5),
        _t(5.2, y - 1.95, "Sexe", font, 5.5, "label"),
        _t(5.9, y - 1.95, p.sex, bold, 6.5),
    ]
    if not old:
        st.append(_t(0.4, y - 2.35, f"Délivrée le {F.date(p.card_issue, 'dot')}", font, 5, "label"))
    mrz = cnie_mrz(doc)
    st.append('box wid 8.56 ht 1.75 with .sw at (0,0) shaded "mrzbg" outlined "mrzbg"')
    st += _mrz(mrz, 0.55, 1.35, 10.2, 0.47)
    labels = {
        "address": " ".join(p.address),
        "mrz_valid": True,
        "cin": p.cin,
        "date_of_birth": p.birth.isoformat(),
        "cin_expiry": p.card_expiry.isoformat(),
        "applicant_name": p.label_name,
        "document_number": p.card_number,
    }
    return Composed(
        _plain(CARD_W, CARD_H, st, colours),
        paper="card",
        macros=None,
        labels=labels,
        shown=[*mrz, *p.address],
        facts={"mrz": mrz, "mrz_kind": "td1", "cnie": True},
    )


def passport(doc: Doc) -> Composed:
    p = doc.case.person
    rng = random.Random(doc.seed)
    W, H = 12.5, 8.8
    mar = p.nationality == "MAR"
    personal = p.cin if (mar and p.passport_cin) else ""
    mrz = ids.td3(
        p.nationality, p.passport_number, p.birth, p.sex, p.passport_expiry, p.nationality, personal, p.surname, p.given
    )
    colours = {
        "pg": "0.93 0.95 0.90" if mar else "0.92 0.93 0.97",
        "guil": "0.80 0.88 0.80" if mar else "0.80 0.82 0.92",
        "label": "0.30 0.30 0.35",
        "photobg": "0.85 0.87 0.92",
        "face": "0.42 0.33 0.28",
        "head": "0.55 0.10 0.12" if mar else "0.05 0.40 0.20",
    }
    st = [f'box wid {W} ht {H} with .sw at (0,0) shaded "pg" outlined "pg"']
    st += _guilloche(rng, W, H, "guil")
    dstyle = "abbr" if mar else "space"
    if mar:
        st += [
            _t(W / 2, 8.35, "ROYAUME DU MAROC  /  KINGDOM OF MOROCCO", "HB", 8, "head", ""),
            _t(W / 2, 7.95, "PASSEPORT  /  PASSPORT", "HB", 7.5, "black", ""),
        ]
    else:
        st += [
            _t(W / 2, 8.35, "RÉPUBLIQUE DU SÉNÉGAL  /  REPUBLIC OF SENEGAL", "HB", 8, "head", ""),
            _t(W / 2, 7.95, "PASSEPORT  /  PASSPORT", "HB", 7.5, "black", ""),
        ]
    st += _photo(0.5, 2.3, 2.9, 3.7)
    x1, x2 = 3.9, 8.4

    def field(x: float, y: float, lab: str, val: str) -> list[str]:
        return [_t(x, y, lab, "HR", 5, "label"), _t(x, y - 0.33, val, "HB", 7.5)]

    st += field(x1, 7.4, "Type", "P") + field(x1 + 1.2, 7.4, "Code du pays / Country code", p.nationality)
    st += field(x2, 7.4, "Passeport N° / Passport No.", p.passport_number)
    st += field(x1, 6.65, "Nom / Surname", p.surname)
    st += field(x1, 5.9, "Prénoms / Given names", p.given.upper())
    st += field(x1, 5.15, "Nationalité / Nationality", NATIONALITY_FR[p.nationality])
    dob = F.date(p.birth, dstyle)
    st += field(x1, 4.4, "Date de naissance / Date of birth", dob)
    st += field(x2, 4.4, "Sexe / Sex", p.sex)
    st += field(x1, 3.65, "Lieu de naissance / Place of birth", p.birthplace)
    st += field(x1, 2.9, "Date de délivrance / Date of issue", F.date(p.passport_issue, dstyle))
    exp = F.date(p.passport_expiry, dstyle)
    st += field(x1, 2.15, "Date d'expiration / Date of expiry", exp)
    shown = [p.passport_number, p.surname, dob, exp, *mrz]
    if personal:
        st += field(x2, 5.15, "N° CIN / ID card No.", p.cin)
        shown.append(p.cin)
    st += field(x2, 2.9, "Autorité / Authority", "MINISTÈRE DE L'INTÉRIEUR" if mar else "DGSN DAKAR")
    st += _mrz(mrz, 0.45, 1.05, 9.6, 0.5)
    labels = {
        "applicant_name": p.label_name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": p.passport_number,
        "nationality": p.nationality,
        "issuing_country": p.nationality,
        "document_expiry": p.passport_expiry.isoformat(),
    }
    if personal:
        labels["cin"] = p.cin
    return Composed(
        _plain(W, H, st, colours),
        paper="passport",
        macros=None,
        labels=labels,
        shown=shown,
        facts={"mrz": mrz, "mrz_kind": "td3"},
    )


def _card_face(x0: float, y0: float, stmts: list[str], fill: str) -> list[str]:
    return [
        f'box wid {CARD_W} ht {CARD_H} with .sw at ({x0:.2f},{y0:.2f}) shaded "{fill}" outlined "mid" '
        f"thickness 0.3 rad 0.3",
        *stmts,
    ]


def french_id(doc: Doc) -> Composed:
    p = doc.case.person
    mrz = ids.td1(
        "ID", "FRA", p.foreign_id_number, "", p.birth, p.sex, p.foreign_id_expiry, "FRA", "", p.surname, p.given
    )
    colours = {
        "fr": "0.93 0.94 0.98",
        "blue": "0.10 0.20 0.55",
        "label": "0.35 0.35 0.45",
        "photobg": "0.88 0.88 0.90",
        "face": "0.50 0.42 0.38",
        "mid": "0.55 0.55 0.55",
    }
    W, H = 21.0, 29.7
    fx, fy = 3.0, 19.0
    bx, by = 3.0, 12.0
    dob = F.date(p.birth, "space")
    exp = F.date(p.foreign_id_expiry, "space")

    def t(dx: float, dy: float, text: str, font: str = "HR", size: float = 6, colour: str = "black") -> str:
        return _t(fx + dx, fy + dy, text, font, size, colour)

    front = [
        t(0.3, 5.0, "RÉPUBLIQUE FRANÇAISE", "HB", 7, "blue"),
        t(0.3, 4.65, "CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD", "HB", 5.5, "blue"),
        *_photo(fx + 0.3, fy + 0.5, 2.2, 2.8),
        t(2.9, 4.0, "NOM / Surname", "HR", 4.5, "label"),
        t(2.9, 3.7, p.surname, "HB", 7.5),
        t(2.9, 3.3, "Prénoms / Given names", "HR", 4.5, "label"),
        t(2.9, 3.0, p.given.upper(), "HB", 7.5),
        t(2.9, 2.6, "Sexe / Sex", "HR", 4.5, "label"),
        t(2.9, 2.3, p.sex, "HB", 7),
        t(4.2, 2.6, "Nationalité / Nationality", "HR", 4.5, "label"),
        t(4.2, 2.3, "FRA", "HB", 7),
        t(2.9, 1.9, "Date de naiss. / Date of birth", "HR", 4.5, "label"),
        t(2.9, 1.6, dob, "HB", 7),
        t(5.6, 1.9, "Lieu de naissance", "HR", 4.5, "label"),
        t(5.6, 1.6, p.birthplace, "HB", 7),
        t(2.9, 1.2, "N° du document / Document No", "HR", 4.5, "label"),
        t(2.9, 0.9, p.foreign_id_number, "HB", 7),
        t(5.6, 1.2, "Date d'expiration / Expiry", "HR", 4.5, "label"),
        t(5.6, 0.9, exp, "HB", 7),
    ]
    back = [
        _t(bx + 0.3, by + 4.9, "Adresse / Address", "HR", 4.5, "label"),
        _t(bx + 0.3, by + 4.55, "14 RUE DES TANNEURS 69001 LYON", "HB", 6.5),
        _t(bx + 0.3, by + 4.0, "Autorité / Issuing authority", "HR", 4.5, "label"),
        _t(bx + 0.3, by + 3.7, "Préfecture du Rhône", "HB", 6.5),
        *_mrz(mrz, bx + 0.55, by + 1.35, 10.2, 0.47),
    ]
    st = _card_face(fx, fy, front, "fr") + _card_face(bx, by, back, "fr")
    st.append(_t(3.0, 27.0, "Copie certifiée conforme à l'original", "TI", 10))
    labels = {
        "applicant_name": p.label_name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": p.foreign_id_number,
        "nationality": "FRA",
        "issuing_country": "FRA",
        "document_expiry": p.foreign_id_expiry.isoformat(),
    }
    return Composed(
        _plain(W, H, st, colours),
        paper="a4",
        macros=None,
        labels=labels,
        shown=[p.foreign_id_number, *mrz],
        facts={"mrz": mrz, "mrz_kind": "td1"},
    )


def residence_permit(doc: Doc) -> Composed:
    p = doc.case.person
    mrz = ids.td1(
        "AR", "MAR", p.permit_number, "", p.birth, p.sex, p.permit_expiry, p.nationality, "", p.surname, p.given
    )
    colours = {
        "rp": "0.95 0.92 0.97",
        "head": "0.45 0.15 0.45",
        "label": "0.35 0.32 0.40",
        "photobg": "0.86 0.86 0.90",
        "face": "0.30 0.22 0.18",
        "mid": "0.55 0.55 0.55",
        "guil": "0.86 0.80 0.90",
    }
    rng = random.Random(doc.seed)
    W, H = 9.6, 12.4
    fx, fy = 0.52, 6.5
    bx, by = 0.52, 0.5
    dob = F.date(p.birth, "dot")
    exp = F.date(p.permit_expiry, "dot")

    def t(dx: float, dy: float, text: str, font: str = "HR", size: float = 6, colour: str = "black") -> str:
        return _t(fx + dx, fy + dy, text, font, size, colour)

    front = [
        *_guilloche(rng, CARD_W, CARD_H, "guil", fx, fy),
        t(CARD_W / 2 - 1.6, 5.0, "ROYAUME DU MAROC", "HB", 7.5, "head"),
        t(0.3, 4.6, "CARTE DE RÉSIDENT  -  RESIDENCE CARD", "HB", 6.5),
        *_photo(fx + 0.3, fy + 0.45, 2.1, 2.7),
        t(2.8, 3.95, "Nom", "HR", 4.5, "label"),
        t(2.8, 3.65, p.surname, "HB", 7.5),
        t(2.8, 3.3, "Prénom", "HR", 4.5, "label"),
        t(2.8, 3.0, p.given.upper(), "HB", 7.5),
        t(2.8, 2.6, "Nationalité", "HR", 4.5, "label"),
        t(2.8, 2.3, NATIONALITY_FR[p.nationality], "HB", 6.5),
        t(5.6, 2.6, "Sexe", "HR", 4.5, "label"),
        t(5.6, 2.3, p.sex, "HB", 6.5),
        t(2.8, 1.9, "Né(e) le", "HR", 4.5, "label"),
        t(2.8, 1.6, dob, "HB", 6.5),
        t(5.6, 1.9, "N° de la carte", "HR", 4.5, "label"),
        t(5.6, 1.6, p.permit_number, "HB", 6.5),
        t(2.8, 1.2, "Valable jusqu'au", "HR", 4.5, "label"),
        t(2.8, 0.9, exp, "HB", 6.5),
    ]
    back = [
        _t(bx + 0.3, by + 4.9, "Délivrée par la Direction Générale de la Sûreté Nationale", "HR", 5, "label"),
        _t(bx + 0.3, by + 4.45, f"Motif du séjour : {'Travail salarié'}", "HR", 5.5),
        *_mrz(mrz, bx + 0.55, by + 1.35, 10.2, 0.47),
    ]
    st = [f'box wid {W} ht {H} with .sw at (0,0) shaded "white" outlined "white"']
    st += _card_face(fx, fy, front, "rp") + _card_face(bx, by, back, "rp")
    labels = {
        "applicant_name": p.label_name,
        "date_of_birth": p.birth.isoformat(),
        "mrz_valid": True,
        "document_number": p.permit_number,
        "nationality": p.nationality,
        "issuing_country": "MAR",
        "document_expiry": p.permit_expiry.isoformat(),
    }
    return Composed(
        _plain(W, H, st, colours),
        paper="cards2",
        macros=None,
        labels=labels,
        shown=[p.permit_number, *mrz],
        facts={"mrz": mrz, "mrz_kind": "td1"},
    )
