"""Identity documents: the CNIE's front and back (2008 and 2020 models) and passport data pages.

cin_front, four families: model2008 (unlabelled name lines, "Né le ... à ...", the CIN large at the bottom),
model2020 (small bilingual labels over values, the CIN under the photo, a CAN box), labelled (French "Nom :" lines),
mirrored (the photo at the right, Arabic labels at the right edge).
cin_back, three families: filiation (Fils de / et de, Adresse, civil status, sex), compact (the address on one
line after "Adresse :", the card number top right, the MRZ framed), model2020 (bilingual labels).
passport, three families: icao (labels over values in columns right of the photo), numbered (ICAO field numbers
"1." ... "10."), booklet (the data page with the facing page's lower edge above it).
The MRZ is the real one, check digits valid: "IDMAR" + the 2020 card's own number + the CIN in the optional data,
or "I<MAR" + the CIN as the older card's number (as tests/support/docgen.py writes them); names too long for the
MRZ's 30 characters are never drawn (truth.py draws the person again).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.support.randgen.blocks import Ctx, guilloche, photo, signature
from tests.support.randgen.canvas import CARD_PT, PASSPORT_PT, Page, Rect, Sheet
from tests.support.randgen.formats import EN_ABBR, FR_ABBR, DateForm, card_date_form
from tests.support.randgen.mrz import td1, td3

AR_KINGDOM = "المملكة المغربية"
AR_CARD = "البطاقة الوطنية للتعريف"
AR_LABELS = {
    "family": "النسب",
    "given": "الاسم",
    "dob": "تاريخ الازدياد",
    "pob": "مكان الازدياد",
    "expiry": "صالحة إلى غاية",
    "address": "العنوان",
    "father": "ابن",
    "mother": "و",
    "sex": "الجنس",
    "civil": "رقم الحالة المدنية",
}
TINTS = ((236, 242, 232), (244, 236, 236), (234, 240, 246), (246, 242, 228), (240, 240, 240))


def _card_sheet(ctx: Ctx, size: tuple[float, float]) -> Sheet:
    rng = ctx.rng
    m = 3.0
    page = (size[0] + 2 * m, size[1] + 2 * m)
    sh = Sheet(
        page, ctx.family, rng.uniform(6.2, 7.6), m + 8, page[0] - m - 8, m + 6, page[1] - m - 6, 1.25, ctx.colour
    )
    ctx.size = sh.size_pt
    sh.ar_family = rng.choice(("ar_naskh", "ar_sans", "dejavu_sans"))
    sh.mono_family = rng.choice(("dejavu_mono", "liberation_mono", "free_mono"))
    tint = rng.choice(TINTS) if ctx.colour else rng.choice((238, 244, 248))
    sh.ops.append(Rect(m, m, page[0] - m, page[1] - m, fill=tint, stroke=150, width=0.4, radius=9))
    guilloche(ctx, sh, m + 4, m + 4, page[0] - m - 4, page[1] - m - 4, lines=rng.randint(8, 20))
    ctx.note("card", f"{size[0]:.0f}x{size[1]:.0f}pt")
    return sh


def _fit(sh: Sheet, s: str, w: float, size: float, bold: bool = True) -> float:
    return sh.fit(s, w, size, bold=bold, floor=5.5)


def _mrz(ctx: Ctx, sh: Sheet, lines: list[str], *, frame: bool = False, cap: float = 13.0) -> float:
    """The MRZ as wide as the document, its last line on the bottom margin; returns its top."""
    n = len(lines[0])
    x0, x1 = sh.left - 5, sh.right + 5
    size = cap
    while sh.measure("<" * n, size, family=sh.mono_family, bold=True) > x1 - x0 and size > 4:
        size -= 0.1
    step = size * 1.3
    y_top = sh.bottom + 2 - step * len(lines)
    if frame:
        sh.rect(
            x0 - 2, y_top - 2, x1 + 2, y_top + step * len(lines) + 2, fill=250 if not ctx.colour else (250, 250, 250)
        )
    for i, line in enumerate(lines):
        sh.text(x0, y_top + step * (i + 0.8), line, size, family=sh.mono_family, bold=True)
    ctx.mark("mrz_valid")
    return y_top


# CNIE front ---------------------------------------------------------------------------------------------------
def _front_values(ctx: Ctx) -> tuple[DateForm, str, str]:
    p = ctx.world.person
    ctx.mark("applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry")
    form = card_date_form(ctx.rng)
    ctx.dates = form
    return form, p.given.upper(), p.family.upper()


def front_2008(ctx: Ctx) -> Page:
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    d, given, family = _front_values(ctx)
    s = sh.size_pt
    sh.text(sh.left, sh.top + s, "ROYAUME DU MAROC", s * 1.05, bold=True)
    sh.text(sh.right, sh.top + s, AR_KINGDOM, s * 1.05, anchor="r")
    sh.text(sh.left, sh.top + s * 2.3, "CARTE NATIONALE D'IDENTITE", s * 0.9, bold=True)
    sh.text(sh.right, sh.top + s * 2.3, AR_CARD, s * 0.9, anchor="r")
    px0, py0 = sh.left, sh.top + s * 3.2
    photo(ctx, sh, px0, py0, px0 + 62, py0 + 78)
    x = px0 + 70
    y = py0 + s * 1.3
    for text, ar in ((given, p.given_ar), (family, p.family_ar)):
        sh.text(x, y, text, _fit(sh, text, sh.right - x - 50, s * 1.1), bold=True)
        sh.text(sh.right, y, ar, s, anchor="r")
        y += s * 1.7
    sh.text(x, y, f"Né{'e' if p.female else ''} le {d(p.dob)}", s)
    y += s * 1.5
    sh.text(x, y, f"à {p.pob}", s, bold=True)
    sh.text(sh.right, y, p.pob_ar, s, anchor="r")
    y += s * 1.5
    sh.text(x, y, f"Valable jusqu'au {d(p.cin_expiry)}", s)
    sh.text(px0, py0 + 78 + s * 2.1, p.cin, s * 1.8, bold=True, colour=(150, 20, 30) if ctx.colour else 30)
    signature(ctx, sh, sh.right - 60, sh.bottom - 6, 45)
    return sh.page()


def front_2020(ctx: Ctx) -> Page:
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    d, given, family = _front_values(ctx)
    s = sh.size_pt
    mid = (sh.left + sh.right) / 2
    sh.text(mid, sh.top + s, AR_KINGDOM, s * 1.1, anchor="m", bold=True)
    sh.text(mid, sh.top + s * 2.2, "ROYAUME DU MAROC", s * 0.95, anchor="m", bold=True)
    sh.text(mid, sh.top + s * 3.3, "CARTE NATIONALE D'IDENTITE ELECTRONIQUE", s * 0.75, anchor="m")
    px0, py0 = sh.left, sh.top + s * 4.2
    photo(ctx, sh, px0, py0, px0 + 58, py0 + 72)
    sh.text(px0, py0 + 72 + s * 1.5, p.cin, s * 1.5, bold=True)
    x = px0 + 66
    y = py0 + s * 0.6
    small = s * 0.72
    words = ctx.pick("labels", ("short", "long"))
    rows = [
        ("Nom", AR_LABELS["family"], family),
        ("Prénom", AR_LABELS["given"], given),
        ("Né(e) le" if words == "short" else "Date de naissance", AR_LABELS["dob"], d(p.dob)),
        ("à" if words == "short" else "Lieu de naissance", AR_LABELS["pob"], p.pob),
        ("Valable jusqu'au" if words == "short" else "Date d'expiration", AR_LABELS["expiry"], d(p.cin_expiry)),
    ]
    for lab, ar, val in rows:
        sh.text(x, y + small, lab, small, colour=80)
        sh.text(sh.right, y + small, ar, small, anchor="r", colour=80)
        sh.text(x, y + small + s * 1.2, val, _fit(sh, val, sh.right - x, s), bold=True)
        y += small + s * 1.6
    sh.rect(sh.right - 40, sh.bottom - 11, sh.right, sh.bottom, stroke=90, width=0.4)
    sh.text(sh.right - 2, sh.bottom - 3, f"CAN {p.can}", small, anchor="r")
    photo(ctx, sh, sh.right - 70, sh.bottom - 34, sh.right - 48, sh.bottom - 12, ghost=True)
    return sh.page()


def front_labelled(ctx: Ctx) -> Page:
    rng = ctx.rng
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    d, given, family = _front_values(ctx)
    s = sh.size_pt
    sh.text(
        sh.left,
        sh.top + s,
        "ROYAUME DU MAROC - CARTE NATIONALE D'IDENTITE",
        _fit(sh, "ROYAUME DU MAROC - CARTE NATIONALE D'IDENTITE", sh.width, s * 0.95),
        bold=True,
    )
    photo_right = ctx.pick("photo", ("left", "right")) == "right"
    top = sh.top + s * 2.6
    if photo_right:
        photo(ctx, sh, sh.right - 60, top, sh.right, top + 75)
        x, xr = sh.left, sh.right - 66
    else:
        photo(ctx, sh, sh.left, top, sh.left + 60, top + 75)
        x, xr = sh.left + 66, sh.right
    first = ctx.pick("labels", ("family_first", "given_first"), (3, 2))
    order = [("Nom", family), ("Prénom", given)] if first == "family_first" else [("Prénom", given), ("Nom", family)]
    rows = [*order, ("Né(e) le", d(p.dob)), ("à", p.pob), ("Valable jusqu'au", d(p.cin_expiry))]
    y = top + s
    for lab, val in rows:
        w = sh.text(x, y, f"{lab} :", s)
        sh.text(x + w + s * 0.4, y, val, _fit(sh, val, xr - x - w - s, s), bold=True)
        y += s * 1.55
    sh.text(x, sh.bottom - 4, f"N° {p.cin}" if rng.random() < 0.5 else p.cin, s * 1.6, bold=True)
    sh.text(xr, y, f"{p.given_ar} {p.family_ar}", s * 0.9, anchor="r")  # under the fields
    return sh.page()


def front_mirrored(ctx: Ctx) -> Page:
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    d, given, family = _front_values(ctx)
    s = sh.size_pt
    sh.text(sh.right, sh.top + s, AR_KINGDOM, s * 1.1, anchor="r", bold=True)
    sh.text(sh.left, sh.top + s, "ROYAUME DU MAROC", s, bold=True)
    top = sh.top + s * 2.4
    photo(ctx, sh, sh.right - 58, top, sh.right, top + 72)
    x = sh.left
    xr = sh.right - 64
    rows = [
        (AR_LABELS["given"], given, p.given_ar),
        (AR_LABELS["family"], family, p.family_ar),
        (AR_LABELS["dob"], d(p.dob), ""),
        (AR_LABELS["pob"], p.pob, p.pob_ar),
        (AR_LABELS["expiry"], d(p.cin_expiry), ""),
    ]
    y = top + s
    for ar_label, val, ar_val in rows:
        sh.text(x, y, val, _fit(sh, val, (xr - x) * 0.6, s * 1.05), bold=True)
        sh.text(xr, y, ar_val if ar_val else ar_label, s * 0.85, anchor="r", colour=70)
        y += s * 1.65
    sh.text(sh.right - 58, top + 72 + s * 1.6, p.cin, s * 1.5, bold=True)
    return sh.page()


# CNIE back ----------------------------------------------------------------------------------------------------
def _back_mrz(ctx: Ctx) -> list[str]:
    p = ctx.world.person
    ctx.mark("cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number", "mrz_valid")
    return td1(
        code="ID" if p.card_model == "2020" else "I<",
        number=p.document_number,
        cin=p.cin if p.card_model == "2020" else "",
        dob=p.dob,
        sex="F" if p.female else "M",
        expiry=p.cin_expiry,
        family=p.family,
        given=p.given,
    )


def _address(ctx: Ctx, sh: Sheet, x: float, y: float, size: float, *, one_line: bool) -> float:
    p = ctx.world.person
    ctx.mark("address")
    lines = [" ".join(p.address_card)] if one_line else list(p.address_card)
    if any(sh.measure(line, 6.0, bold=True) > sh.right - x for line in lines):  # too long for one line: wrap
        if x > sh.left + 1:  # after a label: wrap from the next line
            y += size * 1.35
            x = sh.left
        lines = sh.wrap(" ".join(p.address_card), sh.right - x, size, bold=True)
    for line in lines:
        sh.text(x, y, line, _fit(sh, line, sh.right - x, size), bold=True)
        y += size * 1.35
    return y


def back_filiation(ctx: Ctx) -> Page:
    rng = ctx.rng
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    s = sh.size_pt
    y = sh.top + s
    son = "Fille de" if p.female else "Fils de"
    for lab, val in ((son, p.father), ("et de", p.mother)):
        w = sh.text(sh.left, y, lab, s)
        sh.text(sh.left + w + s * 0.5, y, val, s, bold=True)
        y += s * 1.45
    y += s * 0.3
    sh.text(sh.left, y, rng.choice(("Adresse", "Adresse :")), s)
    sh.text(sh.right, y, AR_LABELS["address"], s, anchor="r")
    y = _address(
        ctx,
        sh,
        sh.left,
        y + s * 1.35,
        s,
        one_line=ctx.pick("labels", ("address_lines", "address_one")) == "address_one",
    )
    sh.text(sh.left, y, f"N° état civil {p.civil_no}", s * 0.9)
    sh.text(sh.right - 30, y, f"Sexe {'F' if p.female else 'M'}", s * 0.9, anchor="r")
    _mrz(ctx, sh, _back_mrz(ctx))
    return sh.page()


def back_compact(ctx: Ctx) -> Page:
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    s = sh.size_pt
    sh.text(sh.right, sh.top + s, p.document_number, s, anchor="r", bold=True)
    y = sh.top + s * 2.4
    son = "Fille de" if p.female else "Fils de"
    sh.text(sh.left, y, f"{son} {p.father} et de {p.mother}", s)
    y += s * 1.6
    w = sh.text(sh.left, y, "Adresse :", s)
    y = _address(ctx, sh, sh.left + w + s * 0.4, y, s, one_line=True) + s * 0.25
    sh.text(sh.left, y, f"Etat civil : {p.civil_no}    Sexe : {'F' if p.female else 'M'}", s * 0.9)
    _mrz(ctx, sh, _back_mrz(ctx), frame=ctx.pick("labels", ("mrz_framed", "mrz_plain")) == "mrz_framed")
    return sh.page()


def back_2020(ctx: Ctx) -> Page:
    p = ctx.world.person
    sh = _card_sheet(ctx, CARD_PT)
    s = sh.size_pt
    small = s * 0.75
    y = sh.top + s
    son = "Fille de" if p.female else "Fils de"
    for lab, ar, val in ((son, AR_LABELS["father"], p.father), ("et de", AR_LABELS["mother"], p.mother)):
        sh.text(sh.left, y, lab, small, colour=80)
        sh.text(sh.left + 40, y, val, s, bold=True)
        sh.text(sh.right, y, ar, small, anchor="r", colour=80)
        y += s * 1.4
    sh.text(sh.left, y, "Adresse", small, colour=80)
    sh.text(sh.right, y, AR_LABELS["address"], small, anchor="r", colour=80)
    y = _address(
        ctx, sh, sh.left, y + s * 1.2, s, one_line=ctx.pick("labels", ("address_lines", "address_one")) == "address_one"
    )
    sh.text(sh.left, y, f"N° d'état civil {p.civil_no}", small)
    sh.text(sh.right, y, f"Sexe {'F' if p.female else 'M'}", small, anchor="r")
    _mrz(ctx, sh, _back_mrz(ctx))
    return sh.page()


# passport -----------------------------------------------------------------------------------------------------
def _passport_date(ctx: Ctx, iso: str, style: str) -> str:
    y, m, d = iso.split("-")
    if style == "icao":
        return f"{d} {EN_ABBR[int(m) - 1].upper()} {y}"
    if style == "bi":
        return f"{d} {FR_ABBR[int(m) - 1].rstrip('.').upper()}/{EN_ABBR[int(m) - 1].upper()} {y}"
    return f"{d}.{m}.{y}"


def _passport_fields(ctx: Ctx) -> tuple[list[tuple[str, str, bool]], list[str]]:
    rng = ctx.rng
    w = ctx.world
    p, pp = w.person, w.passport
    assert pp is not None
    style = ctx.pick("pdates", ("icao", "bi", "dots"), (4, 2, 1))
    foreign = pp.nationality != "MAR"
    ctx.mark(
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    )
    nat = {"MAR": "MAROCAINE", "FRA": "FRANÇAISE", "ESP": "ESPAÑOLA"}[pp.nationality]
    rows = [
        ("Type / Type", "P", False),
        ("Code / Code", pp.nationality, False),
        ("Passeport N° / Passport No.", pp.number, True),
        ("Nom / Surname", p.family.upper(), True),
        ("Prénoms / Given names", p.given.upper(), True),
        ("Nationalité / Nationality", nat, False),
        ("Date de naissance / Date of birth", _passport_date(ctx, p.dob, style), True),
        ("Sexe / Sex", "F" if p.female else "M", False),
        ("Lieu de naissance / Place of birth", p.pob if not foreign else f"{p.pob} (MAROC)", False),
        ("Date de délivrance / Date of issue", _passport_date(ctx, pp.issue, style), False),
        ("Date d'expiration / Date of expiry", _passport_date(ctx, pp.expiry, style), True),
        ("Autorité / Authority", pp.authority, False),
    ]
    if pp.personal and rng.random() < 0.7:
        rows.append(("N° CNIE / National ID No.", p.cin, True))
    if pp.personal:
        ctx.mark("cin")
    mrz = td3(
        country=pp.nationality,
        number=pp.number,
        nationality=pp.nationality,
        dob=p.dob,
        sex="F" if p.female else "M",
        expiry=pp.expiry,
        personal=pp.personal,
        family=p.family,
        given=p.given,
    )
    return rows, mrz


def _passport_header(ctx: Ctx, sh: Sheet) -> None:
    pp = ctx.world.passport
    assert pp is not None
    s = sh.size_pt
    country = {
        "MAR": ("ROYAUME DU MAROC", AR_KINGDOM),
        "FRA": ("RÉPUBLIQUE FRANÇAISE", ""),
        "ESP": ("REINO DE ESPAÑA", ""),
    }[pp.nationality]
    sh.text(sh.left, sh.top + s, country[0], s * 1.1, bold=True)
    if country[1]:
        sh.text(sh.right, sh.top + s, country[1], s * 1.1, anchor="r", bold=True)
    sh.text((sh.left + sh.right) / 2, sh.top + s * 2.4, "PASSEPORT / PASSPORT", s, anchor="m", bold=True)


def passport_icao(ctx: Ctx, *, numbered: bool = False) -> Page:
    sh = _card_sheet(ctx, PASSPORT_PT)
    sh.size_pt = ctx.rng.uniform(6.6, 7.8)
    s = sh.size_pt
    _passport_header(ctx, sh)
    rows, mrz = _passport_fields(ctx)
    cin_rows = [r for r in rows if r[0].startswith("N° CNIE")]
    rows = [r for r in rows if not r[0].startswith("N° CNIE")]
    top = sh.top + s * 3.2
    side = ctx.pick("photo", ("left", "right"), (4, 1))
    px = sh.left if side == "left" else sh.right - 78
    photo(ctx, sh, px, top, px + 78, top + 98)
    x0 = sh.left + 88 if side == "left" else sh.left
    width = sh.right - sh.left - 88
    if ctx.pick("labels", ("fr_en", "en_fr"), (3, 1)) == "en_fr":
        rows = [(" / ".join(reversed(lab.split(" / "))), val, k) for lab, val, k in rows]
    small = s * 0.7
    groups = [(rows[0:3], 3), (rows[3:4], 1), (rows[4:5], 1)] + [(rows[i : i + 2], 2) for i in range(5, len(rows), 2)]
    y = top
    number = 1
    for group, ncol in groups:
        for c, (lab, val, _) in enumerate(group):
            cx = x0 + c * width / ncol
            shown = f"{number}. {lab}" if numbered else lab
            if sh.measure(shown, 5.0) > width / ncol - 3:  # too long for its column: one language only
                shown = shown.split(" / ")[0]
            sh.text(cx, y + small, shown, _fit(sh, shown, width / ncol - 3, small, False), colour=80)
            sh.text(cx, y + small + s * 1.15, val, _fit(sh, val, width / ncol - 4, s * 1.05), bold=True)
            number += 1
        y += small + s * 1.6
    for lab, val, _ in cin_rows:
        sh.text(px, top + 98 + s * 1.4, lab.split(" / ")[0], small, colour=80)
        sh.text(px, top + 98 + s * 2.7, val, s * 1.05, bold=True)
    _mrz(ctx, sh, mrz, cap=11.0)
    return sh.page()


def passport_numbered(ctx: Ctx) -> Page:
    return passport_icao(ctx, numbered=True)


def passport_booklet(ctx: Ctx) -> Page:
    """The data page with the lower edge of the facing page (the visa page) above it."""
    page = passport_icao(ctx)
    w, h = page.size
    extra = 60.0
    ops = [Rect(0, 0, w, extra, fill=(230, 228, 220) if ctx.colour else 232), Rect(0, extra - 2, w, extra, fill=150)]
    from dataclasses import replace

    from tests.support.randgen.canvas import Ellipse, Line, Poly, Text

    moved = []
    for op in page.ops:
        if isinstance(op, Text):
            moved.append(replace(op, y=op.y + extra))
        elif isinstance(op, Rect | Line | Ellipse):
            moved.append(replace(op, y0=op.y0 + extra, y1=op.y1 + extra))
        elif isinstance(op, Poly):
            moved.append(replace(op, points=tuple((x, y + extra) for x, y in op.points)))
    return Page((w, h + extra), (*ops, *moved), page.colour)


FRONT: dict[str, Callable[[Ctx], Page]] = {
    "model2008": front_2008,
    "model2020": front_2020,
    "labelled": front_labelled,
    "mirrored": front_mirrored,
}
BACK: dict[str, Callable[[Ctx], Page]] = {"filiation": back_filiation, "compact": back_compact, "model2020": back_2020}
PASSPORT: dict[str, Callable[[Ctx], Page]] = {
    "icao": passport_icao,
    "numbered": passport_numbered,
    "booklet": passport_booklet,
}


def build_front(ctx: Ctx) -> list[Page]:
    model = ctx.world.person.card_model
    weights = [5, 1, 2, 1] if model == "2008" else [1, 5, 1, 1]
    return [FRONT[ctx.pick("template", list(FRONT), weights)](ctx)]


def build_back(ctx: Ctx) -> list[Page]:
    model = ctx.world.person.card_model
    weights = [4, 3, 1] if model == "2008" else [1, 2, 4]
    return [BACK[ctx.pick("template", list(BACK), weights)](ctx)]


def build_passport(ctx: Ctx) -> list[Page]:
    return [PASSPORT[ctx.pick("template", list(PASSPORT), [4, 2, 2])](ctx)]
