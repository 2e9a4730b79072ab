"""Realistic Moroccan documents for tests, rendered with Pillow, with their ground-truth values.

    render_payslip(values=None, fmt="png", degrade=False) -> bytes
    (and render_cin_front, render_cin_back, render_passport, render_employment_certificate,
    render_salary_certificate, render_cnss_certificate, render_bank_statement, render_rib)

`values` overrides the defaults in TRUTH[document_type] (the expected extracted values, field name -> value).
`fmt`: "png", "jpeg", "tiff", "webp", "pdf" (an image PDF: no text layer), "pdf_text" (a PDF whose text is
a real text layer, written by hand with Helvetica; no image). `degrade=True` (images and image PDFs):
noise, blur, a rotation of 1 to 2 degrees, 150 dpi instead of 300, JPEG artefacts (quality 35 to 65), all
from a fixed seed so a test sees the same bytes every run.

    bad_files() -> {name: (bytes, declared_content_type, expected_failure_code)}
    text_pdf(pages) / image_pdf(images) -> bytes: small PDF writers (multi-page PDFs for limits and benches).
"""

from __future__ import annotations

import calendar
import importlib
import io
import random
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from casefile.domain.documents.mrz import check_digit as mrz_check_digit
from casefile.domain.documents.values import rib_key

DPI = 300
A4 = (2480, 3508)  # pixels at 300 dpi
CARD = (1300, 820)  # an ID-1 card photographed at ~390 dpi

_RIB22 = "0077800001234567890123"
PERSON = {
    "applicant_name": "Youssef El Amrani",
    "cin": "BK482913",
    "date_of_birth": "1988-03-12",
    "place_of_birth": "CASABLANCA",
    "cin_expiry": "2031-09-15",
    "address": "23 Rue Ibn Tofail Maarif Casablanca",
}
EMPLOYMENT = {
    "employer": "Atlas Industries SARL",
    "employer_cnss": "2345671",
    "cnss_number": "114523987",
    "hire_date": "2019-03-01",
    "contract_type": "CDI",
    "position": "Comptable principal",
}
TRUTH: dict[str, dict[str, Any]] = {
    "cin_front": {k: PERSON[k] for k in ("applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry")},
    "cin_back": {
        "address": PERSON["address"],
        "mrz_valid": True,
        "cin": PERSON["cin"],
        "date_of_birth": PERSON["date_of_birth"],
        "cin_expiry": PERSON["cin_expiry"],
        "applicant_name": PERSON["applicant_name"],
        "document_number": "",  # the card's own number, in its MRZ (`card_number`)
    },
    "passport": {
        "applicant_name": PERSON["applicant_name"],
        "date_of_birth": PERSON["date_of_birth"],
        "cin": PERSON["cin"],
        "mrz_valid": True,
    },
    "payslip": {
        "applicant_name": PERSON["applicant_name"],
        "cin": PERSON["cin"],
        **EMPLOYMENT,
        "pay_period": "2026-10",
        "gross_salary": 12500.0,
        "net_salary": 9876.54,
    },
    "employment_certificate": {
        "applicant_name": PERSON["applicant_name"],
        "cin": PERSON["cin"],
        "employer": EMPLOYMENT["employer"],
        "employer_cnss": EMPLOYMENT["employer_cnss"],
        "hire_date": EMPLOYMENT["hire_date"],
        "position": EMPLOYMENT["position"],
        "contract_type": EMPLOYMENT["contract_type"],
    },
    "salary_certificate": {
        "applicant_name": PERSON["applicant_name"],
        "cin": PERSON["cin"],
        "employer": EMPLOYMENT["employer"],
        "hire_date": EMPLOYMENT["hire_date"],
        "position": EMPLOYMENT["position"],
        "gross_salary": 12500.0,
        "net_salary": 9876.54,
    },
    "cnss_certificate": {
        "applicant_name": PERSON["applicant_name"],
        "cnss_number": EMPLOYMENT["cnss_number"],
        "cin": PERSON["cin"],
        "affiliation_date": "2019-03-15",
        "employer": EMPLOYMENT["employer"],
        "employer_cnss": EMPLOYMENT["employer_cnss"],
    },
    "bank_statement": {
        "bank_name": "Attijariwafa bank",
        "account_holder": PERSON["applicant_name"],
        "rib": _RIB22 + rib_key(_RIB22),
        "statement_period_start": "2026-10-01",
        "statement_period_end": "2026-10-31",
        "opening_balance": 5432.1,
        "closing_balance": 7890.12,
    },
    "rib": {
        "bank_name": "Attijariwafa bank",
        "account_holder": PERSON["applicant_name"],
        "rib": _RIB22 + rib_key(_RIB22),
    },
}

_MONTHS = (
    "Janvier",
    "Février",
    "Mars",
    "Avril",
    "Mai",
    "Juin",
    "Juillet",
    "Août",
    "Septembre",
    "Octobre",
    "Novembre",
    "Décembre",
)
EN_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")  # ICAO, ERP dates
ES_MONTHS = (  # the free-zone employers' Spanish papers
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)


# formatting ------------------------------------------------------------------------------------------------
def fr_date(iso: str, sep: str = "/") -> str:
    y, m, d = iso.split("-")
    return f"{d}{sep}{m}{sep}{y}"


def fr_amount(value: float) -> str:
    whole, cents = f"{value:.2f}".split(".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{' '.join(groups)},{cents}"


def _split_name(name: str) -> tuple[str, str]:
    """('Youssef', 'El Amrani'): the first word is the given name."""
    given, _, family = name.partition(" ")
    return given, family


def given_family(name: str) -> str:
    """'Youssef EL AMRANI': the family name in capitals after the given name."""
    given, family = _split_name(name)
    return f"{given} {family.upper()}"


def family_given(name: str) -> str:
    """'EL AMRANI Youssef', as the administration writes it."""
    given, family = _split_name(name)
    return f"{family.upper()} {given}"


# layout ----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Item:
    x: int
    y: int
    text: str
    size: int = 38  # pixels at the page's resolution
    style: str = "regular"  # regular | bold | mono


@dataclass(frozen=True)
class Rule:
    x0: int
    y0: int
    x1: int
    y1: int


@dataclass(frozen=True)
class Page:
    size: tuple[int, int]
    items: tuple[Item | Rule, ...]


@cache
def _font(style: str, size: int) -> Any:
    from PIL import ImageFont

    names = {
        "regular": ("DejaVuSans.ttf",),
        "bold": ("DejaVuSans-Bold.ttf",),
        "mono": ("DejaVuSansMono.ttf",),
    }[style]
    for name in names:
        for folder in ("/usr/share/fonts/truetype/dejavu/", ""):
            try:
                return ImageFont.truetype(folder + name, size)
            except OSError:
                continue
    return ImageFont.load_default(size)


def text_width(text: str, size: int, style: str = "regular") -> float:
    return float(_font(style, size).getlength(text))


def frame(x0: int, y0: int, x1: int, y1: int, t: int = 3) -> list[Item | Rule]:
    """A rectangle's four sides, `t` pixels thick."""
    return [Rule(x0, y0, x1, y0 + t), Rule(x0, y1 - t, x1, y1), Rule(x0, y0, x0 + t, y1), Rule(x1 - t, y0, x1, y1)]


def td3_mrz(v: dict[str, Any], number: str, expiry_iso: str, sex: str) -> list[str]:
    """A passport's two MRZ lines (ICAO 9303 TD3, check digits included), the CIN as personal number."""
    given, family = _split_name(v["applicant_name"])
    birth = v["date_of_birth"].replace("-", "")[2:]
    expiry = expiry_iso.replace("-", "")[2:]
    personal = v["cin"].ljust(14, "<")
    line1 = ("P<MAR" + family.upper().replace(" ", "<") + "<<" + given.upper().replace(" ", "<")).ljust(44, "<")[:44]
    body = (
        number
        + mrz_check_digit(number)
        + "MAR"
        + birth
        + mrz_check_digit(birth)
        + sex
        + expiry
        + mrz_check_digit(expiry)
        + personal
        + mrz_check_digit(personal)
    )
    return [line1, body + mrz_check_digit(body[0:10] + body[13:20] + body[21:43])]


FEMALE_GIVEN = ("Fatima", "Salma", "Khadija", "Nadia", "Imane")
BIC = {
    "Attijariwafa bank": "BCMAMAMC",
    "Banque Populaire": "BCPOMAMC",
    "Bank of Africa": "BMCEMAMC",
    "CIH Bank": "CIHMMAMC",
    "Crédit Agricole du Maroc": "CNCAMAMR",
    "Société Générale Maroc": "SGMBMAMC",
}


def female(v: dict[str, Any]) -> bool:
    return _split_name(v["applicant_name"])[0] in FEMALE_GIVEN


def right_item(x_right: int, y: int, text: str, size: int = 34, style: str = "regular") -> Item:
    """Right-aligned at x_right."""
    return Item(round(x_right - text_width(text, size, style)), y, text, size, style)


def centred_item(x0: int, x1: int, y: int, text: str, size: int = 34, style: str = "regular") -> Item:
    return Item(round((x0 + x1 - text_width(text, size, style)) / 2), y, text, size, style)


def glue(text: str) -> str:
    """`text` kept on one line by `flow_text` (its spaces as '~')."""
    return text.replace(" ", "~")


def fr_words_date(iso: str) -> str:
    """A date as French prose writes it: '1er mars 2019', '12 mars 2019'."""
    y, m, d = (int(p) for p in iso.split("-"))
    return f"{'1er' if d == 1 else d} {_MONTHS[m - 1].lower()} {y}"


def flow_text(x: int, y: int, text: str, *, size: int, gap: int, width: int) -> tuple[list[Item], int]:
    """`text` wrapped on spaces to `width` pixels, one Item per line `gap` apart; a '~' glues two words (printed
    as a space). Returns the items and the next free y."""
    lines: list[str] = []
    line = ""
    for word in (w.replace("~", " ") for w in text.split(" ")):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return [Item(x, y + i * gap, t, size) for i, t in enumerate(lines)], y + len(lines) * gap


def last_day(year: int, month: int) -> int:
    """The month's last day (28 to 31)."""
    return calendar.monthrange(year, month)[1]


def seniority_rate(v: dict[str, Any]) -> int:
    """The legal seniority bonus rate (%) at the pay period: 5 after 2 years, 10 after 5, 15 after 12, 20 after 20."""
    years = int(v["pay_period"][:4]) - int(v["hire_date"][:4])
    return 0 if years < 2 else 5 if years < 5 else 10 if years < 12 else 15 if years < 20 else 20


def pay_lines(v: dict[str, Any]) -> dict[str, float]:
    """A payslip's lines: base and seniority bonus summing to the gross, CNSS (4.48 %, capped at 6,000) and AMO
    (2.26 %), and the income tax that closes on the net."""
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    rate = seniority_rate(v)
    base = round(gross / (1 + rate / 100), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    return {
        "gross": gross,
        "net": net,
        "rate": float(rate),
        "base": base,
        "bonus": round(gross - base, 2),
        "cnss": cnss,
        "amo": amo,
        "taxable": round(gross - cnss - amo, 2),
        "igr": igr,
        "held": round(cnss + amo + igr, 2),
    }


def issued_after_period(v: dict[str, Any], key: str, *, layout: str, days: tuple[int, int]) -> str:
    """A document's date of issue in the month after the pay / statement period, on a day in `days` drawn from
    the applicant's CIN, `key` and the layout."""
    year, month = (int(p) for p in v["pay_period"].split("-"))
    year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    day = random.Random(f"{v['cin']}-{key}-{layout}").randint(*days)
    return f"{year:04d}-{month:02d}-{day:02d}"


def passport_numbers(
    v: dict[str, Any], *, layout: str, issued_from: int, valid_years: int, first_day: int = 2
) -> tuple[str, str, str]:
    """(passport number, issue date, expiry date) drawn from the applicant's CIN and the layout: issued between
    `issued_from` and 2025, valid `valid_years` years less a day."""
    rng = random.Random(f"{v['cin']}-passport-{layout}")
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    number = rng.choice(letters) + rng.choice(letters) + f"{rng.randint(0, 9_999_999):07d}"
    year, month, day = rng.randint(issued_from, 2025), rng.randint(1, 12), rng.randint(first_day, 28)
    return number, f"{year:04d}-{month:02d}-{day:02d}", f"{year + valid_years:04d}-{month:02d}-{max(day - 1, 1):02d}"


def iban(rib: str) -> str:
    """The Moroccan IBAN of a RIB, in groups of four (MA = 22 10 in the mod-97 check)."""
    check = 98 - int(rib + "221000") % 97
    number = f"MA{check:02d}{rib}"
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def render_image(page: Page) -> Any:
    from PIL import Image, ImageDraw

    image = Image.new("L", page.size, 255)
    draw = ImageDraw.Draw(image)
    for item in page.items:
        if isinstance(item, Rule):
            draw.rectangle((item.x0, item.y0, item.x1, item.y1), fill=90)
        else:
            draw.text((item.x, item.y), item.text, fill=20, font=_font(item.style, item.size))
    return image


def degrade_image(image: Any, seed: int = 7) -> tuple[Any, int]:
    """Noise, blur, a 1-2 degree rotation, 150 dpi; returns the image and the JPEG quality to save it with."""
    from PIL import Image, ImageFilter

    rng = random.Random(seed)
    angle = rng.choice((-1, 1)) * rng.uniform(1.0, 2.0)
    image = image.resize((image.width // 2, image.height // 2), Image.Resampling.LANCZOS)  # 300 -> 150 dpi
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    image = image.filter(ImageFilter.GaussianBlur(0.6))
    noise = Image.effect_noise(image.size, 40)
    image = Image.blend(image, noise, 0.10)
    return image, rng.randint(35, 65)


def _encode(image: Any, fmt: str, *, dpi: int, quality: int | None) -> bytes:
    out = io.BytesIO()
    if quality is not None and fmt in ("png", "tiff", "webp", "pdf"):
        # JPEG artefacts first, whatever the container
        jpeg = io.BytesIO()
        image.save(jpeg, format="JPEG", quality=quality)
        from PIL import Image

        image = Image.open(io.BytesIO(jpeg.getvalue()))
        image.load()
    if fmt == "png":
        image.save(out, format="PNG", dpi=(dpi, dpi))
    elif fmt == "jpeg":
        image.save(out, format="JPEG", quality=quality or 90, dpi=(dpi, dpi))
    elif fmt == "tiff":
        image.save(out, format="TIFF", compression="tiff_lzw", dpi=(dpi, dpi))
    elif fmt == "webp":
        image.save(out, format="WEBP", quality=quality or 90)
    elif fmt == "pdf":
        return image_pdf([image], dpi=dpi)
    else:
        raise ValueError(f"unknown format {fmt}")
    return out.getvalue()


def render(page: Page, fmt: str = "png", degrade: bool = False, seed: int = 7) -> bytes:
    if fmt == "pdf_text":
        return text_pdf([page])
    image = render_image(page)
    dpi = round(DPI * page.size[0] / A4[0]) if page.size[0] >= A4[0] else DPI
    quality = None
    if degrade:
        image, quality = degrade_image(image, seed)
        dpi //= 2
    return _encode(image, fmt, dpi=dpi, quality=quality)


# hand-written PDFs -----------------------------------------------------------------------------------------
class _PdfWriter:
    def __init__(self) -> None:
        self.objects: list[bytes | None] = [None, None]  # 1: catalog, 2: pages (filled at the end)
        self.pages: list[int] = []

    def add(self, body: bytes) -> int:
        self.objects.append(body)
        return len(self.objects)

    def stream(self, entries: bytes, data: bytes) -> int:
        """A stream object; `entries` are its dictionary's entries other than /Length."""
        return self.add(b"<< %s /Length %d >>\nstream\n" % (entries, len(data)) + data + b"\nendstream")

    def page(self, width_pt: float, height_pt: float, content: int, resources: bytes) -> None:
        self.pages.append(
            self.add(
                b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R /Resources %s >>"
                % (width_pt, height_pt, content, resources)
            )
        )

    def bytes(self, trailer_extra: bytes = b"") -> bytes:
        self.objects[0] = b"<< /Type /Catalog /Pages 2 0 R >>"
        kids = b" ".join(b"%d 0 R" % n for n in self.pages)
        self.objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(self.pages))
        out = io.BytesIO()
        out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for number, body in enumerate(self.objects, start=1):
            offsets.append(out.tell())
            out.write(b"%d 0 obj\n" % number + (body or b"null") + b"\nendobj\n")
        xref = out.tell()
        out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.objects) + 1))
        for offset in offsets:
            out.write(b"%010d 00000 n \n" % offset)
        out.write(
            b"trailer\n<< /Size %d /Root 1 0 R %s>>\nstartxref\n%d\n%%%%EOF\n"
            % (len(self.objects) + 1, trailer_extra, xref)
        )
        return out.getvalue()


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


_PDF_FONTS = b"<< /Font << /F1 %d 0 R /F2 %d 0 R /F3 %d 0 R >> >>"


def text_pdf(pages: Iterable[Page], *, trailer_extra: bytes = b"") -> bytes:
    """A PDF whose pages carry a real text layer (Helvetica, WinAnsi), laid out like the rendered page."""
    writer = _PdfWriter()
    fonts = [
        writer.add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % name)
        for name in (b"Helvetica", b"Helvetica-Bold", b"Courier")
    ]
    resources = _PDF_FONTS % tuple(fonts)
    for page in pages:
        scale = 72 / (DPI * page.size[0] / A4[0]) if page.size != CARD else 85.6 / 25.4 * 72 / page.size[0]
        width, height = page.size[0] * scale, page.size[1] * scale
        ops = []
        for item in page.items:
            if isinstance(item, Rule):
                ops.append(
                    b"0.35 g %.2f %.2f %.2f %.2f re f 0 g"
                    % (
                        item.x0 * scale,
                        height - item.y1 * scale,
                        (item.x1 - item.x0) * scale,
                        (item.y1 - item.y0) * scale,
                    )
                )
                continue
            font = {"regular": 1, "bold": 2, "mono": 3}[item.style]
            size = item.size * scale
            ops.append(
                b"BT /F%d %.2f Tf %.2f %.2f Td %s Tj ET"
                % (font, size, item.x * scale, height - item.y * scale - size * 0.8, _pdf_string(item.text))
            )
        content = writer.stream(b"/Filter /FlateDecode", zlib.compress(b"\n".join(ops)))
        writer.page(width, height, content, resources)
    return writer.bytes(trailer_extra)


def image_pdf(images: Iterable[Any], *, dpi: int = 150, quality: int = 75) -> bytes:
    """A scanned-style PDF: each page one grayscale JPEG, no text layer. Images are encoded one at a time."""
    writer = _PdfWriter()
    for image in images:
        gray = image.convert("L")
        jpeg = io.BytesIO()
        gray.save(jpeg, format="JPEG", quality=quality)
        xobject = writer.stream(
            b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
            b"/BitsPerComponent 8 /Filter /DCTDecode" % gray.size,
            jpeg.getvalue(),
        )
        width, height = gray.width * 72 / dpi, gray.height * 72 / dpi
        content = writer.stream(b"", b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (width, height))
        writer.page(width, height, content, b"<< /XObject << /Im0 %d 0 R >> >>" % xobject)
    return writer.bytes()


# the documents ---------------------------------------------------------------------------------------------
def _v(document_type: str, values: dict[str, Any] | None) -> dict[str, Any]:
    return {**TRUTH[document_type], **(values or {})}


def _lines(x: int, y: int, rows: Iterable[str], *, size: int = 38, gap: int = 62, style: str = "regular") -> list[Item]:
    return [Item(x, y + i * gap, text, size, style) for i, text in enumerate(rows)]


def payslip_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("payslip", values)
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    items: list[Item | Rule] = [
        *_lines(150, 150, [v["employer"].upper()], size=46, style="bold"),
        *_lines(
            150, 225, ["Zone industrielle Sidi Bernoussi, Casablanca", f"N° CNSS employeur : {v['employer_cnss']}"]
        ),
        Item(820, 470, "BULLETIN DE PAIE", 64, "bold"),
        *_lines(150, 620, [f"Période de paie : {_MONTHS[month - 1]} {year}"], style="bold"),
        Rule(150, 700, 2330, 704),
        *_lines(
            150,
            740,
            [
                f"Nom et prénom : {v['applicant_name']}",
                f"CIN : {v['cin']}",
                f"N° CNSS : {v['cnss_number']}",
                f"Date d'embauche : {fr_date(v['hire_date'])}",
                f"Emploi : {v['position']}",
                f"Type de contrat : {v['contract_type']}",
                "Situation familiale : Marié, 2 enfants",
            ],
        ),
        Rule(150, 1200, 2330, 1204),
        *_lines(
            150, 1240, ["Rubrique", "Salaire de base", "Prime d'ancienneté", "Cotisation CNSS", "Cotisation AMO", "IGR"]
        ),
        *_lines(
            1700,
            1240,
            [
                "Montant (DH)",
                fr_amount(round(gross * 0.9, 2)),
                fr_amount(round(gross * 0.1, 2)),
                "-" + fr_amount(cnss),
                "-" + fr_amount(amo),
                "-" + fr_amount(igr),
            ],
        ),
        Rule(150, 1650, 2330, 1654),
        *_lines(150, 1700, [f"Salaire brut : {fr_amount(gross)}"], size=42, style="bold"),
        *_lines(150, 1780, [f"Net à payer : {fr_amount(net)}"], size=42, style="bold"),
        *_lines(150, 1950, ["Mode de paiement : Virement bancaire", "Signature et cachet de l'employeur"]),
    ]
    return Page(A4, tuple(items))


def cin_front_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("cin_front", values)
    given, family = _split_name(v["applicant_name"])
    items: list[Item | Rule] = [
        Item(60, 40, "ROYAUME DU MAROC", 44, "bold"),
        Item(60, 100, "CARTE NATIONALE D'IDENTITE", 40, "bold"),
        Rule(60, 160, 1240, 163),
        *_lines(
            480,
            200,
            [
                f"Nom : {family.upper()}",
                f"Prénom : {given.upper()}",
                f"Né le : {fr_date(v['date_of_birth'], '.')}",
                f"à : {v['place_of_birth'].upper()}",
                f"Valable jusqu'au : {fr_date(v['cin_expiry'], '.')}",
            ],
            size=40,
            gap=72,
        ),
        Rule(60, 200, 420, 640),
        Item(480, 620, v["cin"], 56, "bold"),
    ]
    return Page(CARD, tuple(items))


def card_number(v: dict[str, Any]) -> str:
    """The CNIE's own document number (two letters and seven digits), drawn from the CIN without a random draw (the
    corpus's other values stay what they were). A card of the older layout, whose CIN has one letter, has the CIN for
    its number."""
    if len(v["cin"]) - len(v["cin"].lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) == 1:
        return str(v["cin"])
    code = zlib.crc32(v["cin"].encode())
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return letters[code % 23] + letters[(code // 23) % 23] + f"{code % 10_000_000:07d}"


def td1_mrz(v: dict[str, Any]) -> list[str]:
    """The CNIE's MRZ as issued (ICAO 9303 TD1): 'IDMAR', the card's own number and its check digit, the holder's CIN
    in the optional data; a card of the older layout (a CIN of one letter) reads 'I<MAR' with the CIN as its number
    and no optional data."""
    number = card_number(v)
    if number == v["cin"]:
        padded = number.ljust(9, "<")[:9]
        line1 = ("I<MAR" + padded + mrz_check_digit(padded)).ljust(30, "<")
    else:
        line1 = ("IDMAR" + number + mrz_check_digit(number) + v["cin"].ljust(15, "<"))[:30]
    birth = v["date_of_birth"].replace("-", "")[2:]
    expiry = v["cin_expiry"].replace("-", "")[2:]
    head = birth + mrz_check_digit(birth) + "M" + expiry + mrz_check_digit(expiry) + "MAR" + "<" * 11
    composite = mrz_check_digit(line1[5:30] + head[0:7] + head[8:15] + head[18:29])
    line2 = head + composite
    given, family = _split_name(v["applicant_name"])
    line3 = (family.upper().replace(" ", "<") + "<<" + given.upper().replace(" ", "<")).ljust(30, "<")[:30]
    return [line1, line2, line3]


def cin_back_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("cin_back", values)
    mrz = td1_mrz(v)
    if not v.get("mrz_valid", True):
        mrz[1] = mrz[1][:6] + str((int(mrz[1][6]) + 1) % 10) + mrz[1][7:]
    items: list[Item | Rule] = [
        *_lines(
            60,
            50,
            [
                "Fils de : MOHAMED",
                "et de : FATIMA ZAHRA",
                f"Adresse : {v['address'].upper()}",
                "N° état civil : 1432/1988",
                "Sexe : M",
            ],
            size=38,
            gap=66,
        ),
        *_lines(60, 560, mrz, size=52, gap=78, style="mono"),
    ]
    return Page(CARD, tuple(items))


def passport_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("passport", values)
    given, family = _split_name(v["applicant_name"])
    line1, line2 = td3_mrz(v, "UZ1234567", "2031-01-01", "M")
    items: list[Item | Rule] = [
        Item(60, 40, "ROYAUME DU MAROC  PASSEPORT / PASSPORT", 40, "bold"),
        *_lines(
            480,
            130,
            [
                f"Nom / Surname : {family.upper()}",
                f"Prénoms / Given names : {given.upper()}",
                f"Date de naissance : {fr_date(v['date_of_birth'], '.')}",
                f"Lieu de naissance : {v.get('place_of_birth', 'CASABLANCA').upper()}",
            ],
            size=34,
            gap=62,
        ),
        *_lines(40, 600, [line1, line2], size=38, gap=70, style="mono"),
    ]
    return Page(CARD, tuple(items))


def _letter_head(employer: str) -> list[Item | Rule]:
    return [
        *_lines(150, 150, [employer.upper()], size=46, style="bold"),
        *_lines(150, 225, ["Zone industrielle Sidi Bernoussi, Casablanca", "Tél : 05 22 00 00 00"]),
    ]


def employment_certificate_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("employment_certificate", values)
    contract = {"CDI": "à durée indéterminée (CDI)", "CDD": "à durée déterminée (CDD)"}.get(
        v["contract_type"], v["contract_type"]
    )
    prose = [
        f"Nous soussignés, {v['employer']}, affiliée à la CNSS sous le n° {v['employer_cnss']},",
        f"attestons que Monsieur {v['applicant_name']}, titulaire de la CIN n° {v['cin']},",
        f"est employé au sein de notre société depuis le {fr_date(v['hire_date'])}",
        f"en qualité de {v['position']}, dans le cadre d'un contrat {contract}.",
        "",
        "Cette attestation est délivrée à l'intéressé pour servir et valoir ce que de droit.",
    ]
    items: list[Item | Rule] = [
        *_letter_head(v["employer"]),
        Item(700, 600, "ATTESTATION DE TRAVAIL", 64, "bold"),
        *_lines(150, 850, prose, size=40, gap=70),
        *_lines(1400, 1450, ["Fait à Casablanca, le 05/11/2026", "Le Directeur des Ressources Humaines"]),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("salary_certificate", values)
    prose = [
        f"Nous soussignés, {v['employer']}, attestons que Monsieur {v['applicant_name']},",
        f"titulaire de la CIN n° {v['cin']}, est employé au sein de notre société",
        f"depuis le {fr_date(v['hire_date'])} en qualité de {v['position']}, et perçoit un salaire",
        "mensuel décomposé comme suit :",
    ]
    items: list[Item | Rule] = [
        *_letter_head(v["employer"]),
        Item(680, 600, "ATTESTATION DE SALAIRE", 64, "bold"),
        *_lines(150, 850, prose, size=40, gap=70),
        *_lines(
            250,
            1200,
            [
                f"Salaire mensuel brut : {fr_amount(float(v['gross_salary']))} DH",
                f"Salaire mensuel net : {fr_amount(float(v['net_salary']))} DH",
            ],
            size=40,
            gap=70,
            style="bold",
        ),
        *_lines(150, 1420, ["Cette attestation est délivrée à l'intéressé pour servir et valoir ce que de droit."]),
        *_lines(1400, 1600, ["Fait à Casablanca, le 05/11/2026", "Le Directeur des Ressources Humaines"]),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("cnss_certificate", values)
    items: list[Item | Rule] = [
        *_lines(150, 150, ["ROYAUME DU MAROC", "CAISSE NATIONALE DE SECURITE SOCIALE"], size=46, style="bold", gap=70),
        Item(600, 450, "ATTESTATION D'AFFILIATION", 60, "bold"),
        *_lines(150, 650, ["La Caisse Nationale de Sécurité Sociale atteste que l'assuré :"], size=40),
        *_lines(
            250,
            760,
            [
                f"Nom et prénom : {v['applicant_name'].upper()}",
                f"N° d'immatriculation : {v['cnss_number']}",
                f"CIN : {v['cin']}",
                f"Date d'immatriculation : {fr_date(v['affiliation_date'])}",
                f"Employeur : {v['employer']}",
                f"N° d'affiliation employeur : {v['employer_cnss']}",
            ],
            size=40,
            gap=72,
        ),
        *_lines(150, 1300, ["est affilié au régime de sécurité sociale.", "Fait à Casablanca, le 04/11/2026"]),
    ]
    return Page(A4, tuple(items))


def _rib_groups(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def bank_statement_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("bank_statement", values)
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    salary = float(v.get("net_salary", 9876.54))  # an applicant's own net when the corpus gives it
    payer = str(v.get("employer", "Atlas Industries"))[:24].upper()
    rent = round(opening + salary - closing, 2)
    items: list[Item | Rule] = [
        Item(150, 150, v["bank_name"].upper(), 56, "bold"),
        Item(150, 230, "Agence Casablanca Maarif", 38),
        Item(900, 400, "RELEVE DE COMPTE", 64, "bold"),
        *_lines(
            150,
            560,
            [
                f"Titulaire : M. {v['account_holder']}",
                f"RIB : {_rib_groups(v['rib'])}",
                f"Période : du {fr_date(v['statement_period_start'])} au {fr_date(v['statement_period_end'])}",
                "Devise : MAD",
            ],
        ),
        Rule(150, 850, 2330, 854),
        *_lines(
            150,
            890,
            [
                f"Solde initial au {fr_date(v['statement_period_start'])} : {fr_amount(opening)}",
                "Date        Libellé",
                f"03/10/2026  VIREMENT SALAIRE {payer}",
                "05/10/2026  PRELEVEMENT LOYER OCTOBRE",
                f"Solde final au {fr_date(v['statement_period_end'])} : {fr_amount(closing)}",
            ],
        ),
        *_lines(1700, 952, ["Débit      Crédit", f"{fr_amount(salary)}", f"{fr_amount(rent)}"]),
        Rule(150, 1220, 2330, 1224),
    ]
    return Page(A4, tuple(items))


def rib_page(values: dict[str, Any] | None = None) -> Page:
    v = _v("rib", values)
    rib = v["rib"]
    iban_body = rib + "221000"  # MA = 22 10
    check = 98 - int(iban_body) % 97
    iban = f"MA{check:02d}{rib}"
    items: list[Item | Rule] = [
        Item(150, 150, v["bank_name"].upper(), 56, "bold"),
        Item(600, 350, "RELEVE D'IDENTITE BANCAIRE", 60, "bold"),
        *_lines(
            150,
            550,
            [
                f"Titulaire du compte : M. {v['account_holder']}",
                "Agence : Casablanca Maarif",
                "Code banque   Code ville   N° de compte   Clé RIB",
                _rib_groups(rib),
                f"IBAN : {' '.join(iban[i : i + 4] for i in range(0, len(iban), 4))}",
                "Code SWIFT : BCMAMAMC",
            ],
        ),
    ]
    return Page(A4, tuple(items))


PAGES: dict[str, Callable[[dict[str, Any] | None], Page]] = {
    "payslip": payslip_page,
    "cin_front": cin_front_page,
    "cin_back": cin_back_page,
    "passport": passport_page,
    "employment_certificate": employment_certificate_page,
    "salary_certificate": salary_certificate_page,
    "cnss_certificate": cnss_certificate_page,
    "bank_statement": bank_statement_page,
    "rib": rib_page,
}
_SEEDS = {name: i + 11 for i, name in enumerate(PAGES)}


def render_document(
    document_type: str, values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False
) -> bytes:
    return render(PAGES[document_type](values), fmt, degrade, seed=_SEEDS[document_type])


def render_payslip(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("payslip", values, fmt, degrade)


def render_cin_front(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("cin_front", values, fmt, degrade)


def render_cin_back(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("cin_back", values, fmt, degrade)


def render_passport(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("passport", values, fmt, degrade)


def render_employment_certificate(
    values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False
) -> bytes:
    return render_document("employment_certificate", values, fmt, degrade)


def render_salary_certificate(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("salary_certificate", values, fmt, degrade)


def render_cnss_certificate(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("cnss_certificate", values, fmt, degrade)


def render_bank_statement(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("bank_statement", values, fmt, degrade)


def render_rib(values: dict[str, Any] | None = None, fmt: str = "png", degrade: bool = False) -> bytes:
    return render_document("rib", values, fmt, degrade)


def phone_photo(document_type: str = "cin_front") -> bytes:
    """A JPEG stored sideways with EXIF Orientation 6 (rotate 90° clockwise to view), as phones save them."""
    from PIL import Image

    image = render_image(PAGES[document_type](None)).transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=85, exif=exif.tobytes())
    return out.getvalue()


# bad files -------------------------------------------------------------------------------------------------
def filler_page(number: int) -> Page:
    return Page(A4, (Item(150, 150, f"Annexe - page {number}", 40), Item(150, 230, "Relevé des opérations", 38)))


def pages_pdf(count: int) -> bytes:
    """A text-layer PDF of `count` short pages (page limits)."""
    return text_pdf(filler_page(i + 1) for i in range(count))


def encrypted_pdf() -> bytes:
    """A PDF that needs a user password to open (standard security handler, RC4 40-bit; the /U entry does not
    match the empty password, so a reader must ask for one)."""
    o_entry = b"<" + b"6b" * 32 + b">"
    u_entry = b"<" + b"3c" * 32 + b">"
    writer = _PdfWriter()
    encrypt = writer.add(b"<< /Filter /Standard /V 1 /R 2 /O %s /U %s /P -44 >>" % (o_entry, u_entry))
    content = writer.stream(b"", b"BT /F1 12 Tf 72 720 Td (secret) Tj ET")
    writer.page(595, 842, content, b"<< >>")
    return writer.bytes(b"/Encrypt %d 0 R /ID [<%s> <%s>] " % (encrypt, b"00" * 16, b"00" * 16))


def bomb_png(side: int = 20_000) -> bytes:
    """A valid PNG whose header declares side x side pixels (1-bit, all white): a few hundred kilobytes that
    would decode to gigabytes."""
    import struct

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    row = b"\x00" + b"\xff" * ((side + 7) // 8)
    compressor = zlib.compressobj(9)
    parts = [compressor.compress(row) for _ in range(side)]
    parts.append(compressor.flush())
    ihdr = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND", b"")


@cache
def bad_files() -> dict[str, tuple[bytes, str, str]]:
    """Every kind of bad upload: name -> (bytes, declared content type, expected failure code)."""
    from casefile.domain.documents import MAX_UPLOAD_BYTES

    small_png = _encode(render_image(Page((400, 200), (Item(10, 10, "Bonjour", 30),))), "png", dpi=150, quality=None)
    text = text_pdf([filler_page(1)])
    gif = b"GIF89a" + b"\x01\x00\x01\x00\x00\x00\x00" + b"\x3b"
    oversize = b"%PDF-1.4\n" + b"0" * (MAX_UPLOAD_BYTES - 8)
    from PIL import Image

    frame = Image.new("1", (16, 16), 1)
    tiff = io.BytesIO()
    frame.save(tiff, format="TIFF", save_all=True, append_images=[frame] * 200)
    return {
        "png_declared_pdf": (small_png, "application/pdf", "type_mismatch"),
        "pdf_declared_jpeg": (text, "image/jpeg", "type_mismatch"),
        "gif": (gif, "image/png", "unsupported_media_type"),
        "oversize": (oversize, "application/pdf", "file_too_large"),
        "pdf_201_pages": (pages_pdf(201), "application/pdf", "too_many_pages"),
        "tiff_201_pages": (tiff.getvalue(), "image/tiff", "too_many_pages"),
        "truncated_pdf": (text[: len(text) * 2 // 3], "application/pdf", "corrupt_file"),
        "truncated_png": (small_png[: len(small_png) // 2], "image/png", "corrupt_file"),
        "bomb_png": (bomb_png(), "image/png", "file_too_large"),
        "empty": (b"", "application/pdf", "empty_file"),
        "encrypted_pdf": (encrypted_pdf(), "application/pdf", "unsupported_media_type"),
    }


# the evaluation corpus -------------------------------------------------------------------------------------
# `applicant(seed)`: one person's values, consistent across their documents (FIELD_NAMES). Layouts per type: "a"
# (the pages above), "b" (other label wording, order, positions, font sizes, table versus label:value, other
# amount and date forms) and "c" to "af" (docgen_c ... docgen_af, each module's docstring lists its conventions).
# Conditions: "clean" (300 dpi PNG), "born_digital" (PDF with a text layer), "degraded" (noise, blur,
# +-2 degrees, 150 dpi, JPEG 35-65, uneven lighting). `corpus(seed, cases)` gives cases of documents with their
# labels (the values a perfect reader extracts) and the conflicts the merge must find.
# Layouts "ac", "ad", "ae" and "af" (docgen_ac ... docgen_af) are held out: written without running the reader,
# never tuned on; the benchmark counts their misses but does not list them. "b" to "ab" were held out in their
# turn, each measured blind once, and are tuning layouts since the reader's work looked at their misses (the blind
# figures are in the commit log and the README). After "z", layouts take two letters.
LAYOUTS = (
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v",
    "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af",
)  # fmt: skip
HELD_OUT: dict[str, tuple[str, ...]] = {document_type: ("ac", "ad", "ae", "af") for document_type in PAGES}
CONDITIONS = ("clean", "born_digital", "degraded")
_CARDS = ("cin_front", "cin_back", "passport")
_MIME = {"png": "image/png", "jpeg": "image/jpeg", "pdf_text": "application/pdf", "pdf": "application/pdf"}
_EXT = {"png": "png", "jpeg": "jpg", "pdf_text": "pdf", "pdf": "pdf"}

_GIVEN = ("Youssef", "Fatima", "Karim", "Salma", "Mehdi", "Khadija", "Omar", "Nadia", "Hamza", "Imane", "Rachid")
_FAMILY = ("El Amrani", "Benjelloun", "Alaoui", "Tazi", "Bennani", "El Idrissi", "Chraibi", "Berrada", "Fassi")
_CITIES = ("CASABLANCA", "RABAT", "FES", "MARRAKECH", "TANGER", "AGADIR", "MEKNES", "OUJDA")
_STREETS = ("Rue Ibn Tofail Maarif", "Avenue Hassan II", "Boulevard Zerktouni", "Rue Moulay Youssef", "Hay Riad")
_EMPLOYERS = (
    "Atlas Industries SARL",
    "Maghreb Logistique SA",
    "Sud Agro Export SARL",
    "Ocean Textiles SA",
    "Rif Construction SARL",
    "Nord Services Informatiques SA",
)
_POSITIONS = ("Comptable principal", "Technicien de maintenance", "Chef de projet", "Agent commercial", "Ingénieur")
_BANKS = (
    "Attijariwafa bank",
    "Banque Populaire",
    "Bank of Africa",
    "CIH Bank",
    "Crédit Agricole du Maroc",
    "Société Générale Maroc",
)
_MONTHS_LOWER = tuple(m.lower() for m in _MONTHS)


def _iso(year: int, month: int, day: int) -> str:
    return f"{year:04d}-{month:02d}-{day:02d}"


def applicant(seed: int) -> dict[str, Any]:
    """One applicant's values (FIELD_NAMES), all from `seed`."""
    rng = random.Random(seed)
    name = f"{rng.choice(_GIVEN)} {rng.choice(_FAMILY)}"
    letters = rng.choice(("BK", "AB", "BE", "JA", "EE", "G", "T", "W"))
    cin = letters + str(rng.randint(100_000, 999_999))
    birth_year = rng.randint(1965, 2000)
    hire_year = rng.randint(max(birth_year + 20, 2005), 2024)
    gross = round(rng.uniform(4500, 38000), 2)
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(max(0.0, (gross - cnss - amo - 3333.33) * rng.uniform(0.05, 0.3)), 2)
    net = round(gross - cnss - amo - igr, 2)
    rib22 = f"{rng.choice(('007', '011', '145', '230', '225', '022'))}{rng.randint(100, 999)}" + "".join(
        str(rng.randint(0, 9)) for _ in range(16)
    )
    opening = round(rng.uniform(200, 40000), 2)
    rent = round(rng.uniform(1500, 4500), 2)
    month = rng.randint(1, 10)
    last_day = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31)[month - 1]
    employer_index = rng.randrange(len(_EMPLOYERS))
    return {
        "applicant_name": name,
        "cin": cin,
        "date_of_birth": _iso(birth_year, rng.randint(1, 12), rng.randint(1, 28)),
        "place_of_birth": rng.choice(_CITIES),
        "cin_expiry": _iso(rng.randint(2027, 2035), rng.randint(1, 12), rng.randint(1, 28)),
        "address": f"{rng.randint(1, 180)} {rng.choice(_STREETS)} {rng.choice(_CITIES).title()}",
        "mrz_valid": True,
        "employer": _EMPLOYERS[employer_index],
        "employer_cnss": str(rng.randint(1_000_000, 9_999_999)),
        "cnss_number": str(rng.randint(100_000_000, 199_999_999)),
        "hire_date": _iso(hire_year, rng.randint(1, 12), rng.randint(1, 28)),
        "contract_type": rng.choice(("CDI", "CDI", "CDD")),
        "position": rng.choice(_POSITIONS),
        "pay_period": f"2026-{month:02d}",
        "gross_salary": gross,
        "net_salary": net,
        "affiliation_date": _iso(hire_year, 12, rng.randint(1, 28)),
        "bank_name": rng.choice(_BANKS),
        "account_holder": name,
        "rib": rib22 + rib_key(rib22),
        "statement_period_start": _iso(2026, month, 1),
        "statement_period_end": _iso(2026, month, last_day),
        "opening_balance": opening,
        "closing_balance": round(opening + net - rent, 2),
        # not labels: what the layouts need to stay consistent
        "_igr": igr,
        "_rent": rent,
        "_other_employer": _EMPLOYERS[(employer_index + 1) % len(_EMPLOYERS)],
    }


def _month_with_absence(v: dict[str, Any]) -> dict[str, Any]:
    """Another month's pay of the same applicant, a fifth of it lost to an unpaid absence: its gross, deductions and
    net hold together as the first month's do (a net changed alone would make a payslip whose net fails its own
    check, which the reader rightly takes for a misreading, not for another month's pay)."""

    def deductions(gross: float) -> float:
        return round(min(gross, 6000) * 0.0448, 2) + round(gross * 0.0226, 2)

    taxable = v["gross_salary"] - deductions(v["gross_salary"]) - 3333.33
    rate = v["_igr"] / taxable if taxable > 0 else 0.0
    gross = round(v["gross_salary"] * 0.8, 2)
    igr = round(max(0.0, (gross - deductions(gross) - 3333.33) * rate), 2)
    return {"gross_salary": gross, "net_salary": round(gross - deductions(gross) - igr, 2), "_igr": igr}


def labels_for(document_type: str, values: dict[str, Any]) -> dict[str, Any]:
    """The fields a perfect reader extracts from this type of document made from `values`."""
    return {name: card_number(values) if name == "document_number" else values[name] for name in TRUTH[document_type]}


# amount and date forms of layout "b", chosen per document from the seed
def amount_form(value: float, form: str) -> str:
    text = fr_amount(value)
    if form == "dh":
        return f"{text} DH"
    if form == "dots":
        return text.replace(" ", ".")
    if form == "mad":
        return f"{text} MAD"
    return text


def date_form(iso: str, form: str) -> str:
    if form == "words":
        y, m, d = (int(p) for p in iso.split("-"))
        return f"{d} {_MONTHS_LOWER[m - 1]} {y}"
    if form == "dots":
        return fr_date(iso, ".")
    return fr_date(iso)


_UNITS = (
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
)
_TENS = ("", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt")


def _words_below_100(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    tens, unit = divmod(n, 10)
    if tens in (7, 9):
        return _TENS[tens] + ("-et-" if n == 71 else "-") + _UNITS[10 + unit]
    if unit == 0:
        return _TENS[tens] + ("s" if tens == 8 else "")
    return _TENS[tens] + ("-et-" if unit == 1 and tens != 8 else "-") + _UNITS[unit]


def _words_below_1000(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    head = (
        "" if hundreds == 0 else ("cent" if hundreds == 1 else _UNITS[hundreds] + " cent" + ("s" if rest == 0 else ""))
    )
    return " ".join(p for p in (head, _words_below_100(rest) if rest or not head else "") if p)


def number_words(n: int) -> str:
    """French words for 0 <= n < 1,000,000 ('douze mille trois cent quarante-cinq')."""
    thousands, rest = divmod(n, 1000)
    plural = _words_below_1000(thousands)
    if plural.endswith(("cents", "vingts")):
        plural = plural[:-1]  # "deux cent mille", "quatre-vingt mille"
    head = "" if thousands == 0 else ("mille" if thousands == 1 else plural + " mille")
    return " ".join(p for p in (head, _words_below_1000(rest) if rest or not head else "") if p)


def amount_words(value: float) -> str:
    """'neuf mille huit cent soixante-seize dirhams et cinquante-quatre centimes'."""
    whole, cents = divmod(round(value * 100), 100)
    text = f"{number_words(whole)} dirhams"
    return text + (f" et {number_words(cents)} centimes" if cents else "")


def _pick(v: dict[str, Any], key: str, options: tuple[str, ...]) -> str:
    return v.get(key) or options[random.Random(f"{v['cin']}-{key}").randrange(len(options))]


def payslip_page_b(v: dict[str, Any]) -> Page:
    """Banded payslip: employer band on the right, identity as a two-column table, NET A PAYER in a box."""
    amount = _pick(v, "_amount_form", ("dh", "dots", "mad"))
    year, month = (int(p) for p in v["pay_period"].split("-"))
    gross, net = float(v["gross_salary"]), float(v["net_salary"])
    cnss = round(min(gross, 6000) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    igr = round(gross - cnss - amo - net, 2)
    given, family = _split_name(v["applicant_name"])
    table = [
        ("Matricule", "00" + v["cnss_number"][-4:]),
        ("Nom", family.upper()),
        ("Prénom", given.upper()),
        ("C.I.N.", v["cin"]),
        ("Immatriculation CNSS", v["cnss_number"]),
        ("Date d'entrée", fr_date(v["hire_date"])),
        ("Fonction", v["position"]),
        ("Contrat", v["contract_type"]),
    ]
    items: list[Item | Rule] = [
        Rule(0, 100, 2480, 330),
        Item(150, 150, "BULLETIN DE SALAIRE", 58, "bold"),
        Item(150, 240, f"Mois : {_MONTHS[month - 1]} {year}", 40),
        Item(1500, 400, v["employer"], 40, "bold"),
        Item(1500, 460, f"Affiliation CNSS : {v['employer_cnss']}", 34),
        Item(1500, 510, "Avenue des FAR, Casablanca", 34),
    ]
    for i, (label, value) in enumerate(table):
        items += [Item(150, 420 + i * 58, label, 34), Item(650, 420 + i * 58, value, 34)]
    rows = [
        ("Salaire de base", round(gross * 0.85, 2)),
        ("Prime d'ancienneté", round(gross * 0.15, 2)),
        ("Total brut", gross),
        ("CNSS 4,48 %", -cnss),
        ("AMO 2,26 %", -amo),
        ("Impôt sur le revenu", -igr),
    ]
    items += [Rule(150, 960, 2330, 963), Item(150, 990, "Libellé", 36, "bold"), Item(1650, 990, "Montant", 36, "bold")]
    for i, (label, value) in enumerate(rows):
        y = 1060 + i * 60
        text = amount_form(abs(value), amount)
        items += [Item(150, y, label, 36), Item(1650, y, ("-" if value < 0 else "") + text, 36)]
    items += [
        Rule(150, 1450, 2330, 1453),
        Item(1100, 1500, "NET A PAYER", 48, "bold"),
        Item(1650, 1500, amount_form(net, amount), 48, "bold"),
        Item(150, 1650, "Payé par virement", 34),
    ]
    return Page(A4, tuple(items))


# the Arabic forms a CNIE prints next to the Latin ones (name, place of birth)
_AR_NAMES = {
    "Youssef": "يوسف",
    "Fatima": "فاطمة",
    "Karim": "كريم",
    "Salma": "سلمى",
    "Mehdi": "مهدي",
    "Khadija": "خديجة",
    "Omar": "عمر",
    "Nadia": "نادية",
    "Hamza": "حمزة",
    "Imane": "إيمان",
    "Rachid": "رشيد",
    "El Amrani": "العمراني",
    "Benjelloun": "بنجلون",
    "Alaoui": "العلوي",
    "Tazi": "التازي",
    "Bennani": "بناني",
    "El Idrissi": "الإدريسي",
    "Chraibi": "الشرايبي",
    "Berrada": "برادة",
    "Fassi": "الفاسي",
    "CASABLANCA": "الدار البيضاء",
    "RABAT": "الرباط",
    "FES": "فاس",
    "MARRAKECH": "مراكش",
    "TANGER": "طنجة",
    "AGADIR": "أكادير",
    "MEKNES": "مكناس",
    "OUJDA": "وجدة",
}


def cin_front_page_b(v: dict[str, Any]) -> Page:
    """The electronic card's front, French with the name and place of birth also in Arabic (Pillow shapes it with
    libraqm when present; DejaVu Sans has the glyphs)."""
    given, family = _split_name(v["applicant_name"])
    arabic_name = " ".join(_AR_NAMES.get(part, "") for part in (given, family)).strip()
    arabic_place = _AR_NAMES.get(v["place_of_birth"].upper(), "")
    items: list[Item | Rule] = [
        Item(40, 30, "ROYAUME DU MAROC - CARTE NATIONALE D'IDENTITE ELECTRONIQUE", 30, "bold"),
        Item(60, 600, "المملكة المغربية", 34, "bold"),
        Item(900, 90, v["cin"], 48, "bold"),
        Rule(40, 150, 380, 560),
        *_lines(
            420,
            170,
            [
                f"Prénom : {given.upper()}",
                f"Nom : {family.upper()}",
                f"Date de naissance : {fr_date(v['date_of_birth'], '/')}",
                f"Lieu de naissance : {v['place_of_birth'].upper()}",
                f"Date d'expiration : {fr_date(v['cin_expiry'], '/')}",
            ],
            size=34,
            gap=66,
        ),
        Item(420, 620, "N° de la carte :", 32),
        Item(720, 620, v["cin"], 36, "bold"),
    ]
    if arabic_name:
        items.append(Item(60, 700, arabic_name, 36, "bold"))
    if arabic_place:
        items.append(Item(720, 700, arabic_place, 34))
    return Page(CARD, tuple(items))


def cin_back_page_b(v: dict[str, Any]) -> Page:
    """The electronic card's back: Père / Mère, the address label above its value, the MRZ lower and larger."""
    mrz = td1_mrz(v)
    items: list[Item | Rule] = [
        *_lines(60, 40, ["Père : AHMED", "Mère : AICHA"], size=30, gap=54),
        Item(60, 170, "Adresse", 30, "bold"),
        Item(60, 215, v["address"].upper(), 36),
        *_lines(60, 300, ["Etat civil : 2207/1990", "Sexe : M"], size=30, gap=54),
        Rule(40, 450, 1260, 452),
        *_lines(50, 520, mrz, size=48, gap=84, style="mono"),
    ]
    return Page(CARD, tuple(items))


def passport_page_b(v: dict[str, Any]) -> Page:
    given, family = _split_name(v["applicant_name"])
    base = passport_page(v)
    mrz = [item for item in base.items if isinstance(item, Item) and item.style == "mono"]
    y, m, d = v["date_of_birth"].split("-")
    items: list[Item | Rule] = [
        Item(60, 30, "PASSEPORT", 40, "bold"),
        Item(500, 30, "ROYAUME DU MAROC", 34, "bold"),
        Rule(60, 110, 420, 520),
        *_lines(
            460,
            110,
            [
                "Nom / Surname",
                family.upper(),
                "Prénom / Given name",
                given.upper(),
                "Date de naissance / Date of birth",
                f"{d} {_MONTHS[int(m) - 1][:3].upper()} {y}",
            ],
            size=30,
            gap=48,
        ),
        *[Item(40, 600 + i * 76, item.text, 40, "mono") for i, item in enumerate(mrz)],
    ]
    return Page(CARD, tuple(items))


def employment_certificate_page_b(v: dict[str, Any]) -> Page:
    dates = _pick(v, "_date_form", ("words", "slash"))
    contract = {"CDI": "contrat à durée indéterminée", "CDD": "contrat à durée déterminée"}.get(
        v["contract_type"], v["contract_type"]
    )
    prose = [
        f"Je soussigné, Directeur Général de la société {v['employer']},",
        f"immatriculée à la CNSS sous le numéro {v['employer_cnss']}, certifie que",
        f"M. {v['applicant_name'].upper()}, CIN {v['cin']},",
        f"occupe le poste de {v['position']} depuis le {date_form(v['hire_date'], dates)},",
        f"en {contract} ({v['contract_type']}), et fait toujours partie de notre personnel.",
    ]
    items: list[Item | Rule] = [
        Item(1300, 150, v["employer"], 44, "bold"),
        Item(1300, 220, "Siège social : Rabat", 34),
        Item(500, 520, "CERTIFICAT DE TRAVAIL", 56, "bold"),
        *_lines(200, 760, prose, size=36, gap=64),
        *_lines(200, 1200, [f"Rabat, le {date_form('2026-11-05', dates)}", "Le Directeur Général"], size=34),
    ]
    return Page(A4, tuple(items))


def salary_certificate_page_b(v: dict[str, Any]) -> Page:
    amount = _pick(v, "_amount_form", ("dh", "dots", "mad"))
    dates = _pick(v, "_date_form", ("words", "slash"))
    table = [
        ("Nom et prénom", v["applicant_name"]),
        ("CIN", v["cin"]),
        ("Fonction", v["position"]),
        ("Date d'embauche", date_form(v["hire_date"], dates)),
        ("Salaire brut mensuel", amount_form(float(v["gross_salary"]), amount)),
        ("Salaire net mensuel", amount_form(float(v["net_salary"]), amount)),
    ]
    items: list[Item | Rule] = [
        Item(150, 150, v["employer"].upper(), 42, "bold"),
        Item(150, 215, "Service du personnel", 34),
        Item(600, 480, "ATTESTATION DE SALAIRE", 56, "bold"),
        Item(150, 680, "La Direction atteste que le salarié désigné ci-dessous perçoit :", 36),
    ]
    for i, (label, value) in enumerate(table):
        y = 800 + i * 70
        items += [Rule(150, y - 10, 2330, y - 8), Item(170, y, label, 36), Item(1100, y, value, 36, "bold")]
    items += [
        *_lines(150, 1290, ["Soit un net mensuel de :", amount_words(float(v["net_salary"])) + "."], size=32, gap=52),
        *_lines(150, 1450, ["Pour servir et valoir ce que de droit.", "Fait à Casablanca"], size=34),
    ]
    return Page(A4, tuple(items))


def cnss_certificate_page_b(v: dict[str, Any]) -> Page:
    dates = _pick(v, "_date_form", ("words", "slash"))
    table = [
        ("Assuré", v["applicant_name"]),
        ("Numéro d'immatriculation", v["cnss_number"]),
        ("Carte d'identité nationale", v["cin"]),
        ("Date d'affiliation", date_form(v["affiliation_date"], dates)),
        ("Raison sociale employeur", v["employer"]),
        ("N° employeur", v["employer_cnss"]),
    ]
    items: list[Item | Rule] = [
        Item(150, 120, "CNSS - Caisse Nationale de Sécurité Sociale", 40, "bold"),
        Item(450, 400, "ATTESTATION D'IMMATRICULATION", 54, "bold"),
    ]
    for i, (label, value) in enumerate(table):
        items += [Item(150, 600 + i * 64, label, 34), Item(1000, 600 + i * 64, value, 34, "bold")]
    items += [Item(150, 1100, "Délivrée à la demande de l'intéressé(e).", 34)]
    return Page(A4, tuple(items))


def bank_statement_page_b(v: dict[str, Any]) -> Page:
    amount = _pick(v, "_amount_form", ("dh", "dots", "mad"))
    opening, closing = float(v["opening_balance"]), float(v["closing_balance"])
    net = float(v["net_salary"])
    rent = round(opening + net - closing, 2)
    start, end = date_form(v["statement_period_start"], "words"), date_form(v["statement_period_end"], "words")
    items: list[Item | Rule] = [
        Item(1500, 120, v["bank_name"], 44, "bold"),
        Item(150, 120, "EXTRAIT DE COMPTE", 54, "bold"),
        Item(150, 220, f"Du {start} au {end}", 36),
        *_lines(
            150,
            340,
            [f"Client : {v['account_holder'].upper()}", f"Compte (RIB) : {v['rib']}", "Devise : Dirham (MAD)"],
            size=34,
            gap=58,
        ),
        Rule(150, 560, 2330, 563),
        Item(150, 590, "Ancien solde", 36, "bold"),
        Item(1700, 590, amount_form(opening, amount), 36, "bold"),
        Item(150, 660, fr_date(v["statement_period_start"])[:5] + "  VIR SALAIRE " + v["employer"].upper()[:20], 32),
        Item(1700, 660, amount_form(net, amount), 32),
        Item(150, 720, fr_date(v["statement_period_end"])[:5] + "  PRLV LOYER", 32),
        Item(1700, 720, "-" + amount_form(rent, amount), 32),
        Rule(150, 790, 2330, 793),
        Item(150, 820, "Nouveau solde", 36, "bold"),
        Item(1700, 820, amount_form(closing, amount), 36, "bold"),
    ]
    return Page(A4, tuple(items))


def rib_page_b(v: dict[str, Any]) -> Page:
    items: list[Item | Rule] = [
        Item(150, 150, "ATTESTATION DE RIB", 56, "bold"),
        *_lines(
            150,
            330,
            [
                f"Banque : {v['bank_name']}",
                f"Nom du titulaire : {v['account_holder'].upper()}",
                f"Relevé d'identité bancaire : {v['rib']}",
                "Domiciliation : Agence Rabat Agdal",
            ],
            size=40,
            gap=70,
        ),
        Item(150, 700, "Document à remettre à tout organisme souhaitant effectuer un virement.", 30),
    ]
    return Page(A4, tuple(items))


PAGES_B: dict[str, Callable[[dict[str, Any]], Page]] = {
    "payslip": payslip_page_b,
    "cin_front": cin_front_page_b,
    "cin_back": cin_back_page_b,
    "passport": passport_page_b,
    "employment_certificate": employment_certificate_page_b,
    "salary_certificate": salary_certificate_page_b,
    "cnss_certificate": cnss_certificate_page_b,
    "bank_statement": bank_statement_page_b,
    "rib": rib_page_b,
}


def degrade_scan(image: Any, seed: int) -> tuple[Any, int]:
    """A poor scan: 150 dpi, uneven lighting, +-2 degrees, blur, noise; returns the image and a JPEG quality
    (35-65) to save it with."""
    from PIL import Image, ImageChops, ImageFilter

    rng = random.Random(seed)
    image = image.resize((image.width // 2, image.height // 2), Image.Resampling.LANCZOS)
    # uneven lighting: a linear gradient from one side, darkening the page by up to ~30 %
    gradient = Image.linear_gradient("L")
    if rng.random() < 0.5:
        gradient = gradient.transpose(Image.Transpose.ROTATE_90)
    gradient = gradient.resize(image.size)
    shade = gradient.point(lambda p: 255 - p * 3 // 10)
    image = ImageChops.multiply(image, shade)
    angle = rng.uniform(-2.0, 2.0)
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=235)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.8)))
    # noise from the specimen's own seed (Image.effect_noise draws from C rand(): it would depend on what ran
    # before in the process, and a CI floor must see the same bytes every run)
    noise = Image.frombytes("L", image.size, rng.randbytes(image.width * image.height))
    image = Image.blend(image, noise, rng.uniform(0.06, 0.12))
    return image, rng.randint(35, 65)


@dataclass(frozen=True)
class Specimen:
    """One document of the corpus: how to render it and what a perfect reader extracts from it."""

    name: str
    case_id: str
    document_type: str
    layout: str
    condition: str
    fmt: str
    values: dict[str, Any]
    labels: dict[str, Any]
    seed: int
    months: int = 1  # a payslip PDF of this many months (one page each)

    @property
    def held_out(self) -> bool:
        return self.layout in HELD_OUT[self.document_type]

    @property
    def mime(self) -> str:
        return _MIME[self.fmt]

    @property
    def filename(self) -> str:
        return f"{self.name}.{_EXT[self.fmt]}"

    def page(self, values: dict[str, Any] | None = None) -> Page:
        v = values or self.values
        if self.layout in ("a", "b"):
            return PAGES_B[self.document_type](v) if self.layout == "b" else PAGES[self.document_type](v)
        module = importlib.import_module(f"tests.support.docgen_{self.layout}")  # layouts c-af, loaded when used
        pages: dict[str, Callable[[dict[str, Any]], Page]] = getattr(module, f"PAGES_{self.layout.upper()}")
        return pages[self.document_type](v)

    def pages(self) -> list[Page]:
        """One page, or `months` monthly payslips oldest first (the last one is the labelled month)."""
        if self.months == 1:
            return [self.page()]
        return [
            self.page({**self.values, "pay_period": months_before(self.values["pay_period"], back)})
            for back in range(self.months - 1, -1, -1)
        ]

    def render(self) -> bytes:
        pages = self.pages()
        if self.condition == "born_digital":
            return text_pdf(pages)
        images = [render_image(page) for page in pages]
        if self.condition == "clean":
            if len(images) > 1:
                return image_pdf(images, dpi=DPI, quality=90)
            return _encode(images[0], "png", dpi=DPI, quality=None)
        scans = [degrade_scan(image, self.seed + i) for i, image in enumerate(images)]
        if len(scans) > 1:
            return image_pdf([image for image, _ in scans], dpi=DPI // 2, quality=scans[0][1])
        image, quality = scans[0]
        if self.fmt == "jpeg":
            out = io.BytesIO()
            image.save(out, format="JPEG", quality=quality, dpi=(DPI // 2, DPI // 2))
            return out.getvalue()
        return _encode(image, self.fmt, dpi=DPI // 2, quality=quality)


def months_before(period: str, back: int) -> str:
    year, month = (int(p) for p in period.split("-"))
    index = year * 12 + month - 1 - back
    return f"{index // 12:04d}-{index % 12 + 1:02d}"


@dataclass(frozen=True)
class Case:
    case_id: str
    documents: tuple[Specimen, ...]
    expected_conflicts: frozenset[str]  # the fields the merge must report in conflict; empty: a consistent case


def _condition(document_type: str, index: int) -> str:
    # about half degraded; ID cards are photographed or scanned, never born digital
    if document_type in _CARDS:
        return ("degraded", "clean")[index % 2]
    return ("degraded", "clean", "degraded", "born_digital")[index % 4]


def corpus(seed: int = 0, cases: int = 6, types: Iterable[str] | None = None) -> list[Case]:
    """`cases` applicants with one document of every type each (layouts and conditions alternate so every
    (type, layout, condition) appears; every fourth applicant's payslip is a PDF of their last 3 months, the
    labelled month last), plus deliberate conflicts: every third case has a second payslip of another month's pay
    (an unpaid absence: gross and net lower), every third (offset) an employment certificate from another
    employer."""
    wanted = tuple(types or PAGES)
    out: list[Case] = []
    counter = 0
    for c in range(cases):
        v = applicant(seed * 1000 + c)
        case_id = f"s{seed}c{c}"
        docs: list[Specimen] = []
        expected: set[str] = set()
        for t, document_type in enumerate(wanted):
            layout = LAYOUTS[(c + t) % len(LAYOUTS)]
            # the third term shifts each round of layouts (by two when their number is odd: by one, some layouts
            # draw the same conditions in both rounds), so 2 x len(LAYOUTS) cases draw every (layout, condition)
            shift = 1 + len(LAYOUTS) % 2
            condition = _condition(document_type, c + t // 2 + shift * (c // len(LAYOUTS)))
            fmt = {"clean": "png", "born_digital": "pdf_text", "degraded": ("jpeg", "png")[counter % 2]}[condition]
            months = 3 if document_type == "payslip" and c % 4 == 3 else 1  # "les 3 derniers bulletins"
            if months > 1:
                condition = ("born_digital", "degraded", "clean")[(c // 4) % 3]
                fmt = "pdf_text" if condition == "born_digital" else "pdf"
            counter += 1
            docs.append(
                Specimen(
                    f"{case_id}-{document_type}{'-3months' if months > 1 else ''}-{layout}-{condition}",
                    case_id,
                    document_type,
                    layout,
                    condition,
                    fmt,
                    v,
                    labels_for(document_type, v),
                    seed * 100_000 + counter,
                    months,
                )
            )
        if c % 3 == 1 and "payslip" in wanted:
            other = {**v, "pay_period": months_before(v["pay_period"], 1), **_month_with_absence(v)}
            layout = LAYOUTS[(c + 1) % len(LAYOUTS)]
            counter += 1
            docs.append(
                Specimen(
                    f"{case_id}-payslip2-{layout}-clean",
                    case_id,
                    "payslip",
                    layout,
                    "clean",
                    "png",
                    other,
                    labels_for("payslip", other),
                    seed * 100_000 + counter,
                )
            )
            expected.update(("gross_salary", "net_salary"))
        if c % 3 == 2 and "employment_certificate" in wanted:
            other = {**v, "employer": v["_other_employer"], "employer_cnss": str(int(v["employer_cnss"]) + 1)}
            for i, doc in enumerate(docs):
                if doc.document_type == "employment_certificate":
                    docs[i] = Specimen(
                        doc.name.replace("employment_certificate", "employment_certificate_other"),
                        case_id,
                        doc.document_type,
                        doc.layout,
                        doc.condition,
                        doc.fmt,
                        other,
                        labels_for(doc.document_type, other),
                        doc.seed,
                    )
            expected.update({"employer", "employer_cnss"})
        out.append(Case(case_id, tuple(docs), frozenset(expected)))
    return out
