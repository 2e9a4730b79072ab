"""Shared helpers: fonts, number and date formats, RIB and MRZ arithmetic, drawn signatures, stamps, Arabic."""

from __future__ import annotations

import hashlib
import io
import math
import random
from datetime import date
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont
from reportlab.lib.colors import Color
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

TT = "/usr/share/fonts/truetype"
FONT_FILES = {
    "DV": "dejavu/DejaVuSans.ttf",
    "DV-B": "dejavu/DejaVuSans-Bold.ttf",
    "DV-I": "dejavu/DejaVuSans-Oblique.ttf",
    "DVC": "dejavu/DejaVuSansCondensed.ttf",
    "DVC-B": "dejavu/DejaVuSansCondensed-Bold.ttf",
    "DVS": "dejavu/DejaVuSerif.ttf",
    "DVS-B": "dejavu/DejaVuSerif-Bold.ttf",
    "DVM": "dejavu/DejaVuSansMono.ttf",
    "DVM-B": "dejavu/DejaVuSansMono-Bold.ttf",
    "LS": "liberation/LiberationSans-Regular.ttf",
    "LS-B": "liberation/LiberationSans-Bold.ttf",
    "LS-I": "liberation/LiberationSans-Italic.ttf",
    "LN": "liberation/LiberationSansNarrow-Regular.ttf",
    "LN-B": "liberation/LiberationSansNarrow-Bold.ttf",
    "LR": "liberation/LiberationSerif-Regular.ttf",
    "LR-B": "liberation/LiberationSerif-Bold.ttf",
    "LR-I": "liberation/LiberationSerif-Italic.ttf",
    "LM": "liberation/LiberationMono-Regular.ttf",
    "LM-B": "liberation/LiberationMono-Bold.ttf",
    "FM": "freefont/FreeMono.ttf",
    "FM-B": "freefont/FreeMonoBold.ttf",
    "FS": "freefont/FreeSans.ttf",
    "FS-B": "freefont/FreeSansBold.ttf",
    "FR": "freefont/FreeSerif.ttf",
    "FR-B": "freefont/FreeSerifBold.ttf",
    "FR-I": "freefont/FreeSerifItalic.ttf",
    "NS": "noto/NotoSans-Regular.ttf",
    "NS-B": "noto/NotoSans-Bold.ttf",
    "NR": "noto/NotoSerif-Regular.ttf",
    "NR-B": "noto/NotoSerif-Bold.ttf",
    "NR-I": "noto/NotoSerif-Italic.ttf",
}
ARABIC_FILES = {
    "naskh": "noto/NotoNaskhArabic-Regular.ttf",
    "naskh-b": "noto/NotoNaskhArabic-Bold.ttf",
    "kufi": "noto/NotoKufiArabic-Regular.ttf",
    "kufi-b": "noto/NotoKufiArabic-Bold.ttf",
    "sans": "noto/NotoSansArabic-Regular.ttf",
    "sans-b": "noto/NotoSansArabic-Bold.ttf",
}
_registered = False


def register_fonts() -> None:
    global _registered
    if _registered:
        return
    for name, rel in FONT_FILES.items():
        pdfmetrics.registerFont(TTFont(name, f"{TT}/{rel}"))
    _registered = True


def rng_for(seed: int, *keys: object) -> random.Random:
    h = hashlib.sha256(("|".join([str(seed), *map(str, keys)])).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


# --------------------------------------------------------------------------------------------- amounts


def group3(intpart: str, sep: str) -> str:
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def fmt_amount(x: float, style: str = "sp") -> str:
    """Format an absolute amount. Styles: sp '12 345,67', dot '12.345,67', plain '12345.67', pc '12345,67',
    en '12,345.67', nb '12 345,67' with a no-break space."""
    x = abs(round(x + 0.0, 2))
    cents = round(x * 100)
    ip, dp = str(cents // 100), f"{cents % 100:02d}"
    if style == "sp":
        return f"{group3(ip, ' ')},{dp}"
    if style == "nb":
        return f"{group3(ip, chr(160))},{dp}"
    if style == "dot":
        return f"{group3(ip, '.')},{dp}"
    if style == "plain":
        return f"{ip}.{dp}"
    if style == "pc":
        return f"{ip},{dp}"
    if style == "en":
        return f"{group3(ip, ',')}.{dp}"
    raise ValueError(style)


def amount_variants(x: float) -> list[str]:
    return [fmt_amount(x, s).replace(" ", "").replace(chr(160), "") for s in ("sp", "dot", "plain", "pc", "en")]


def r2(x: float) -> float:
    return round(x + 1e-9, 2)


# --------------------------------------------------------------------------------------------- dates

MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MONTHS_EN = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MON_FR3 = ["JANV", "FEVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]


def fmt_date(d: date, style: str = "slash") -> str:
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dot2":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if style == "slash2":
        return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if style == "long":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MOIS[d.month - 1]} {d.year}"
    if style == "long0":
        return f"{d.day:02d} {MOIS[d.month - 1]} {d.year}"
    if style == "LONG":
        day = "1ER" if d.day == 1 else f"{d.day:02d}"
        return f"{day} {MOIS[d.month - 1].upper()} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "en_d":
        return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "en_short":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1][:3]} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def month_label(year: int, month: int, style: str = "fr") -> str:
    if style == "fr":
        return f"{MOIS[month - 1].capitalize()} {year}"
    if style == "FR":
        return f"{MOIS[month - 1].upper()} {year}"
    if style == "num":
        return f"{month:02d}/{year}"
    if style == "en":
        return f"{MONTHS_EN[month - 1]} {year}"
    raise ValueError(style)


def last_day(year: int, month: int) -> date:
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    return date.fromordinal(nxt.toordinal() - 1)


# --------------------------------------------------------------------------------------------- RIB


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    assert len(bank) == 3 and len(city) == 3 and len(account) == 16, (bank, city, account)
    first = bank + city + account
    return first + rib_key(first)


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def iban(rib: str, grouped: bool = True) -> str:
    s = "MA64" + rib
    if not grouped:
        return s
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


# --------------------------------------------------------------------------------------------- MRZ


def mrz_value(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - ord("A") + 10


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(mrz_value(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def pad(s: str, n: int) -> str:
    s = s[:n]
    return s + "<" * (n - len(s))


def mrz_name(family: str, given: str, width: int) -> str:
    fam = "<".join(family.upper().replace("-", " ").split())
    giv = "<".join(given.upper().replace("-", " ").split())
    return pad(f"{fam}<<{giv}", width)


def yymmdd(d: date) -> str:
    return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"


def td1(doc_no: str, cin: str, dob: date, sex: str, expiry: date, family: str, given: str, old: bool = False):
    head = "I<MAR" if old else "IDMAR"
    opt1 = pad(cin, 15)
    l1 = head + doc_no + check_digit(doc_no) + opt1
    b = yymmdd(dob) + check_digit(yymmdd(dob))
    e = yymmdd(expiry) + check_digit(yymmdd(expiry))
    opt2 = pad("", 11)
    comp = l1[5:30] + b + e + opt2
    l2 = b + sex + e + "MAR" + opt2 + check_digit(comp)
    l3 = mrz_name(family, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td3(doc_no: str, dob: date, sex: str, expiry: date, family: str, given: str, personal: str = ""):
    l1 = "P<MAR" + mrz_name(family, given, 39)
    pn = pad(personal, 14)
    pcd = check_digit(pn) if personal else "<"
    num = pad(doc_no, 9)
    b = yymmdd(dob) + check_digit(yymmdd(dob))
    e = yymmdd(expiry) + check_digit(yymmdd(expiry))
    part_a = num + check_digit(num)
    comp = part_a + b + e + pn + pcd
    l2 = part_a + "MAR" + b + sex + e + pn + pcd + check_digit(comp)
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    ok = check_digit(l1[5:14]) == l1[14]
    ok &= check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    ok &= check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    return ok


def td3_valid(lines: list[str]) -> bool:
    _, l2 = lines
    ok = check_digit(l2[0:9]) == l2[9]
    ok &= check_digit(l2[13:19]) == l2[19] and check_digit(l2[21:27]) == l2[27]
    pn_ok = (l2[42] == "<" and set(l2[28:42]) == {"<"}) or check_digit(l2[28:42]) == l2[42]
    ok &= pn_ok
    ok &= check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return ok


# --------------------------------------------------------------------------------------------- Arabic

_AR_SCALE = 6.0  # pixels per point when rasterizing Arabic text (432 dpi)


@lru_cache(maxsize=512)
def _ar_font(face: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(f"{TT}/{ARABIC_FILES[face]}", px, layout_engine=ImageFont.Layout.RAQM)


@lru_cache(maxsize=1024)
def arabic_image(text: str, size: float, face: str = "naskh", color: tuple = (0, 0, 0)) -> tuple:
    """Return (png bytes, width_pt, ascent_pt, descent_pt) for shaped right-to-left Arabic text."""
    px = max(8, round(size * _AR_SCALE))
    font = _ar_font(face, px)
    width = math.ceil(font.getlength(text, direction="rtl", language="ar")) + 4
    ascent, descent = font.getmetrics()
    img = Image.new("RGBA", (width, ascent + descent), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    draw.text((2, ascent), text, font=font, fill=(*color, 255), anchor="ls", direction="rtl", language="ar")
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue(), width / _AR_SCALE, ascent / _AR_SCALE, descent / _AR_SCALE


def draw_arabic(c, text: str, x: float, y: float, size: float, face: str = "naskh", color=(0, 0, 0), align="right"):
    """Draw Arabic text with its baseline at y; x is the right edge (align right), centre or left edge."""
    png, w, asc, desc = arabic_image(text, size, face, tuple(color))
    if align == "right":
        x0 = x - w
    elif align == "center":
        x0 = x - w / 2
    else:
        x0 = x
    c.drawImage(ImageReader(io.BytesIO(png)), x0, y - desc, width=w, height=asc + desc, mask="auto")
    return w


def arabic_width(text: str, size: float, face: str = "naskh") -> float:
    return arabic_image(text, size, face, (0, 0, 0))[1]


# --------------------------------------------------------------------------------------------- drawing

INK_BLUE = Color(0.08, 0.14, 0.48)
INK_BLACK = Color(0.1, 0.1, 0.12)
STAMP_COLORS = [Color(0.16, 0.22, 0.62), Color(0.42, 0.18, 0.55), Color(0.12, 0.35, 0.55), Color(0.55, 0.12, 0.15)]


def draw_signature(c, x: float, y: float, w: float, h: float, rng: random.Random, color=INK_BLUE) -> None:
    """A handwritten-looking scribble inside the box (x, y, w, h)."""
    c.saveState()
    c.setStrokeColor(color)
    c.setLineCap(1)
    c.setLineJoin(1)
    strokes = rng.randint(1, 2)
    for s in range(strokes):
        c.setLineWidth(rng.uniform(0.7, 1.3))
        p = c.beginPath()
        px, py = x + rng.uniform(0, w * 0.15) + s * w * 0.4, y + rng.uniform(h * 0.3, h * 0.8)
        p.moveTo(px, py)
        n = rng.randint(4, 7)
        for _ in range(n):
            nx = min(x + w, px + rng.uniform(w * 0.06, w * 0.22))
            ny = y + rng.uniform(0.05, 0.95) * h
            p.curveTo(
                px + rng.uniform(-w * 0.1, w * 0.2),
                py + rng.uniform(-h * 0.7, h * 0.9),
                nx + rng.uniform(-w * 0.2, w * 0.1),
                ny + rng.uniform(-h * 0.9, h * 0.7),
                nx,
                ny,
            )
            px, py = nx, ny
        c.drawPath(p, stroke=1, fill=0)
    # the flourish underneath
    c.setLineWidth(rng.uniform(0.6, 1.0))
    p = c.beginPath()
    sx = x + rng.uniform(0, w * 0.2)
    p.moveTo(sx, y + h * rng.uniform(0.05, 0.25))
    p.curveTo(x + w * 0.4, y - h * 0.15, x + w * 0.7, y + h * 0.35, x + w * rng.uniform(0.75, 1.0), y + h * 0.1)
    c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def _text_on_circle(c, text: str, cx: float, cy: float, r: float, font: str, size: float, start_deg: float, sign=-1):
    total = pdfmetrics.stringWidth(text, font, size)
    span = math.degrees(total / r)
    ang = start_deg - sign * span / 2
    for ch in text:
        cw = pdfmetrics.stringWidth(ch, font, size)
        a = ang + sign * math.degrees(cw / 2 / r)
        c.saveState()
        c.translate(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
        c.rotate(a - 90 if sign < 0 else a + 90)
        c.drawCentredString(0, 0, ch)
        c.restoreState()
        ang += sign * math.degrees(cw / r)


def draw_round_stamp(c, cx, cy, r, ring_text, center_lines, rng, color=None, font="DV-B", bottom_text=""):
    color = color or rng.choice(STAMP_COLORS)
    c.saveState()
    c.setStrokeColor(color)
    c.setFillColor(color)
    c.setStrokeAlpha(0.8)
    c.setFillAlpha(0.8)
    c.translate(cx, cy)
    c.rotate(rng.uniform(-18, 18))
    c.setLineWidth(1.4)
    c.circle(0, 0, r)
    c.setLineWidth(0.6)
    c.circle(0, 0, r * 0.72)
    size = r * 0.17
    span = (2 * math.pi * r * 0.8) * (0.42 if bottom_text else 0.8)
    size = min(size, span / max(1.0, pdfmetrics.stringWidth(ring_text, font, 1.0)))
    c.setFont(font, size)
    _text_on_circle(c, ring_text, 0, 0, r * 0.8, font, size, 90, sign=-1)
    if bottom_text:
        bsize = min(r * 0.17, span / max(1.0, pdfmetrics.stringWidth(bottom_text, font, 1.0)))
        c.setFont(font, bsize)
        _text_on_circle(c, bottom_text, 0, 0, r * 0.8 + bsize * 0.72, font, bsize, 270, sign=1)
    n = len(center_lines)
    cs = r * 0.16
    for i, line in enumerate(center_lines):
        c.setFont(font, fit_font(line, font, cs, r * 1.3))
        yy = (n - 1) / 2 * cs * 1.15 - i * cs * 1.15 - cs * 0.35
        c.drawCentredString(0, yy, line)
    c.restoreState()


def draw_rect_stamp(c, x, y, lines, rng, color=None, font="DV-B", size=7.0):
    color = color or rng.choice(STAMP_COLORS)
    w = max(pdfmetrics.stringWidth(t, font, size) for t in lines) + 12
    h = len(lines) * size * 1.3 + 8
    c.saveState()
    c.setStrokeColor(color)
    c.setFillColor(color)
    c.setStrokeAlpha(0.8)
    c.setFillAlpha(0.8)
    c.translate(x, y)
    c.rotate(rng.uniform(-8, 8))
    c.setLineWidth(1.2)
    c.roundRect(0, 0, w, h, 3)
    c.setLineWidth(0.5)
    c.roundRect(2.2, 2.2, w - 4.4, h - 4.4, 2)
    for i, t in enumerate(lines):
        c.setFont(font, size if i else size * 1.1)
        c.drawCentredString(w / 2, h - 4 - (i + 1) * size * 1.3 + size * 0.3, t)
    c.restoreState()


def draw_guilloche(c, x, y, w, h, rng, color, n=14, lw=0.25, amp=None):
    c.saveState()
    c.setStrokeColor(color)
    c.setLineWidth(lw)
    p0 = c.beginPath()
    p0.rect(x, y, w, h)
    c.clipPath(p0, stroke=0, fill=0)
    amp = amp or h / 6
    f1, f2 = rng.uniform(1.5, 3.5), rng.uniform(5, 9)
    for i in range(n):
        ph = i * math.pi / n
        p = c.beginPath()
        steps = 60
        for k in range(steps + 1):
            t = k / steps
            xx = x + t * w
            yy = y + h / 2 + amp * math.sin(2 * math.pi * f1 * t + ph) + amp * 0.4 * math.sin(2 * math.pi * f2 * t - ph)
            yy += (i - n / 2) * h / n * 0.6
            if k == 0:
                p.moveTo(xx, yy)
            else:
                p.lineTo(xx, yy)
        c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def draw_star(c, cx, cy, r, color, lw=1.0, fill=False):
    pts = []
    for i in range(5):
        a = math.radians(90 + i * 144)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    c.saveState()
    c.setStrokeColor(color)
    c.setFillColor(color)
    c.setLineWidth(lw)
    p = c.beginPath()
    p.moveTo(*pts[0])
    for q in pts[1:]:
        p.lineTo(*q)
    p.close()
    c.drawPath(p, stroke=1, fill=1 if fill else 0)
    c.restoreState()


def dotted_leader(c, x1, x2, y, font="DV", size=8):
    """Dots between x1 and x2 on baseline y."""
    c.saveState()
    c.setFont(font, size)
    dw = pdfmetrics.stringWidth(".", font, size)
    n = max(0, int((x2 - x1) / dw))
    c.drawString(x1, y, "." * n)
    c.restoreState()


def fit_font(text: str, font: str, size: float, max_w: float) -> float:
    while size > 4 and pdfmetrics.stringWidth(text, font, size) > max_w:
        size -= 0.25
    return size


def wrap_text(text: str, font: str, size: float, width: float) -> list[str]:
    words = text.split(" ")
    lines, cur = [], ""
    for wd in words:
        t = (cur + " " + wd).strip()
        if pdfmetrics.stringWidth(t, font, size) <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = wd
    if cur:
        lines.append(cur)
    return lines


def draw_justified(c, text: str, x: float, y: float, width: float, font: str, size: float, leading: float) -> float:
    """Draw a justified paragraph with its first baseline at y; return the next baseline."""
    lines = wrap_text(text, font, size, width)
    c.setFont(font, size)
    for i, line in enumerate(lines):
        words = line.split(" ")
        if i == len(lines) - 1 or len(words) == 1:
            c.drawString(x, y, line)
        else:
            tw = sum(pdfmetrics.stringWidth(wd, font, size) for wd in words)
            gap = (width - tw) / (len(words) - 1)
            xx = x
            for wd in words:
                c.drawString(xx, y, wd)
                xx += pdfmetrics.stringWidth(wd, font, size) + gap
        y -= leading
    return y


def draw_logo(c, x, y, size, kind: str, color, color2=None, text: str = "", font="DV-B"):
    """A small geometric logo with its lower-left corner at (x, y)."""
    color2 = color2 or color
    c.saveState()
    c.setFillColor(color)
    c.setStrokeColor(color)
    s = size
    if kind == "circles":
        c.circle(x + s * 0.35, y + s * 0.5, s * 0.35, stroke=0, fill=1)
        c.setFillColor(color2)
        c.circle(x + s * 0.65, y + s * 0.5, s * 0.35, stroke=0, fill=1)
    elif kind == "diamond":
        p = c.beginPath()
        p.moveTo(x + s / 2, y)
        p.lineTo(x + s, y + s / 2)
        p.lineTo(x + s / 2, y + s)
        p.lineTo(x, y + s / 2)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
        c.setFillColor(color2)
        c.rect(x + s * 0.38, y + s * 0.38, s * 0.24, s * 0.24, stroke=0, fill=1)
    elif kind == "bars":
        for i in range(4):
            c.setFillColor(color if i % 2 == 0 else color2)
            c.rect(x + i * s * 0.26, y, s * 0.18, s * (0.4 + 0.2 * i), stroke=0, fill=1)
    elif kind == "sun":
        c.circle(x + s / 2, y + s / 2, s * 0.25, stroke=0, fill=1)
        c.setStrokeColor(color2)
        c.setLineWidth(s * 0.06)
        for i in range(12):
            a = math.radians(i * 30)
            c.line(
                x + s / 2 + s * 0.32 * math.cos(a),
                y + s / 2 + s * 0.32 * math.sin(a),
                x + s / 2 + s * 0.48 * math.cos(a),
                y + s / 2 + s * 0.48 * math.sin(a),
            )
    elif kind == "arch":
        c.setLineWidth(s * 0.12)
        c.arc(x + s * 0.1, y - s * 0.3, x + s * 0.9, y + s * 0.9, 0, 180)
        c.setFillColor(color2)
        c.rect(x + s * 0.05, y, s * 0.9, s * 0.12, stroke=0, fill=1)
    elif kind == "leaf":
        p = c.beginPath()
        p.moveTo(x, y)
        p.curveTo(x + s * 0.1, y + s, x + s, y + s, x + s, y + s)
        p.curveTo(x + s, y + s * 0.2, x + s * 0.4, y, x, y)
        c.drawPath(p, stroke=0, fill=1)
    elif kind == "square":
        c.rect(x, y, s, s, stroke=0, fill=1)
        c.setFillColor(Color(1, 1, 1))
        c.setFont(font, s * 0.5)
        c.drawCentredString(x + s / 2, y + s * 0.3, text[:2])
    c.restoreState()
