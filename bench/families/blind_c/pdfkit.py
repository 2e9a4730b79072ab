"""fpdf2 drawing kit: fonts, positioned text, Arabic, rules, dotted leaders, boxes, stamps, signatures, codes."""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import random

from fpdf import FPDF

from . import arabic

_T = "/usr/share/fonts/truetype/"
FONTS = {
    # family: {style: file}
    "dejavu": {
        "": "dejavu/DejaVuSans.ttf",
        "B": "dejavu/DejaVuSans-Bold.ttf",
        "I": "dejavu/DejaVuSans-Oblique.ttf",
        "BI": "dejavu/DejaVuSans-BoldOblique.ttf",
    },
    "dejavuc": {
        "": "dejavu/DejaVuSansCondensed.ttf",
        "B": "dejavu/DejaVuSansCondensed-Bold.ttf",
        "I": "dejavu/DejaVuSansCondensed-Oblique.ttf",
        "BI": "dejavu/DejaVuSansCondensed-BoldOblique.ttf",
    },
    "dejavuserif": {
        "": "dejavu/DejaVuSerif.ttf",
        "B": "dejavu/DejaVuSerif-Bold.ttf",
        "I": "dejavu/DejaVuSerif-Italic.ttf",
        "BI": "dejavu/DejaVuSerif-BoldItalic.ttf",
    },
    "liberation": {
        "": "liberation/LiberationSans-Regular.ttf",
        "B": "liberation/LiberationSans-Bold.ttf",
        "I": "liberation/LiberationSans-Italic.ttf",
        "BI": "liberation/LiberationSans-BoldItalic.ttf",
    },
    "libnarrow": {
        "": "liberation/LiberationSansNarrow-Regular.ttf",
        "B": "liberation/LiberationSansNarrow-Bold.ttf",
        "I": "liberation/LiberationSansNarrow-Italic.ttf",
        "BI": "liberation/LiberationSansNarrow-BoldItalic.ttf",
    },
    "libserif": {
        "": "liberation/LiberationSerif-Regular.ttf",
        "B": "liberation/LiberationSerif-Bold.ttf",
        "I": "liberation/LiberationSerif-Italic.ttf",
        "BI": "liberation/LiberationSerif-BoldItalic.ttf",
    },
    "libmono": {"": "liberation/LiberationMono-Regular.ttf", "B": "liberation/LiberationMono-Bold.ttf"},
    "mono": {"": "dejavu/DejaVuSansMono.ttf", "B": "dejavu/DejaVuSansMono-Bold.ttf"},
    "freemono": {"": "freefont/FreeMono.ttf", "B": "freefont/FreeMonoBold.ttf"},
    "freesans": {
        "": "freefont/FreeSans.ttf",
        "B": "freefont/FreeSansBold.ttf",
        "I": "freefont/FreeSansOblique.ttf",
        "BI": "freefont/FreeSansBoldOblique.ttf",
    },
    "freeserif": {
        "": "freefont/FreeSerif.ttf",
        "B": "freefont/FreeSerifBold.ttf",
        "I": "freefont/FreeSerifItalic.ttf",
        "BI": "freefont/FreeSerifBoldItalic.ttf",
    },
    "noto": {
        "": "noto/NotoSans-Regular.ttf",
        "B": "noto/NotoSans-Bold.ttf",
        "I": "noto/NotoSans-Italic.ttf",
        "BI": "noto/NotoSans-BoldItalic.ttf",
    },
    "notoserif": {
        "": "noto/NotoSerif-Regular.ttf",
        "B": "noto/NotoSerif-Bold.ttf",
        "I": "noto/NotoSerif-Italic.ttf",
        "BI": "noto/NotoSerif-BoldItalic.ttf",
    },
    "naskh": {"": "noto/NotoNaskhArabic-Regular.ttf", "B": "noto/NotoNaskhArabic-Bold.ttf"},
    "arsans": {"": "noto/NotoSansArabic-Regular.ttf", "B": "noto/NotoSansArabic-Bold.ttf"},
}

FIXED_DATE = dt.datetime(2025, 1, 20, 9, 30, tzinfo=dt.UTC)


class Doc(FPDF):
    """An FPDF with lazily loaded TTF fonts and a few drawing helpers (units: mm)."""

    def __init__(self, fmt="A4", orientation="P", font="dejavu", producer="fpdf2"):
        super().__init__(orientation=orientation, unit="mm", format=fmt)
        self.set_auto_page_break(False)
        self.set_margins(0, 0, 0)
        self.c_margin = 0.6
        self.set_creation_date(FIXED_DATE)
        self.set_producer(producer)
        self._loaded: set[tuple[str, str]] = set()
        self.base = font
        self.shown: dict[str, list[str]] = {}
        self._fallback = False

    # fonts -----------------------------------------------------------------------------------------------
    def font(self, family: str | None = None, style: str = "", size: float = 9):
        family = family or self.base
        styles = FONTS[family]
        if style not in styles:
            style = "B" if "B" in style and "B" in styles else ""
        if (family, style) not in self._loaded:
            self.add_font(family, style, _T + styles[style])
            self._loaded.add((family, style))
        self.set_font(family, style, size)

    def color(self, rgb=(0, 0, 0)):
        self.set_text_color(*rgb)

    # text ------------------------------------------------------------------------------------------------
    def t(self, x, y, s, size=9, style="", family=None, align="L", w=0, color=(0, 0, 0), h=None):
        """Text whose top-left (or top-right/centre for align R/C with w) is at x, y."""
        self.font(family, style, size)
        self.color(color)
        h = h or size * 0.3528 * 1.25
        if w == 0:
            w = self.get_string_width(s) + 2 * self.c_margin
            if align == "R":
                x -= w
            elif align == "C":
                x -= w / 2
            align = "L"
        self.set_xy(x, max(0.0, y))  # fpdf2 reads a negative y from the bottom of the page
        self.cell(w, h, s, align=align)
        return self.get_string_width(s)

    def fit(self, x, y, s, maxw, size=9, style="", family=None, align="L", color=(0, 0, 0), minsize=5.5):
        """Text shrunk until it fits maxw."""
        while size > minsize:
            self.font(family, style, size)
            if self.get_string_width(s) <= maxw:
                break
            size -= 0.25
        return self.t(x, y, s, size, style, family, align, 0, color)

    def ar(self, x, y, s, size=10, style="", family="naskh", align="R", w=0, color=(0, 0, 0)):
        """Arabic (shaped, visual order). x is the right edge when align='R' and w=0."""
        if not self._fallback:  # digits and punctuation missing from the Arabic fonts come from DejaVu Sans
            for st in ("", "B"):
                if ("dejavu", st) not in self._loaded:
                    self.add_font("dejavu", st, _T + FONTS["dejavu"][st])
                    self._loaded.add(("dejavu", st))
            self.set_fallback_fonts(["dejavu"], exact_match=False)
            self._fallback = True
        return self.t(x, y - size * 0.08, arabic.visual(s), size, style, family, align, w, color)

    def para(self, x, y, w, s, size=10, style="", family=None, lh=1.5, align="J", color=(0, 0, 0)):
        self.font(family, style, size)
        self.color(color)
        self.set_xy(x, y)
        self.multi_cell(w, size * 0.3528 * lh, s, align=align, new_x="LMARGIN", new_y="NEXT")
        return self.get_y()

    def rich(self, x, y, w, parts, size=10, family=None, lh=1.55, color=(0, 0, 0)):
        """A paragraph of (text, style) parts, wrapped word by word; returns the y below it."""
        self.color(color)
        line_h = size * 0.3528 * lh
        cx, cy = x, y
        for text, style in parts:
            self.font(family, style, size)
            tokens = text.replace("\n", " \n ").split(" ")
            for i, tok in enumerate(tokens):
                if tok == "\n":
                    cx, cy = x, cy + line_h
                    continue
                word = tok + (" " if i < len(tokens) - 1 else "")
                ww = self.get_string_width(word)
                if cx + ww - self.get_string_width(" ") > x + w and cx > x:
                    cx, cy = x, cy + line_h
                    if not tok:
                        continue
                self.set_xy(cx, cy)
                self.cell(ww, line_h, word)
                cx += ww
        return cy + line_h

    def leader(self, x, y, w, label, value, size=9.5, family=None, vstyle="B", dot="."):
        """label ........ value, on one line of width w."""
        self.font(family, "", size)
        self.color((0, 0, 0))
        lw = self.get_string_width(label)
        self.set_xy(x, y)
        self.cell(lw + 1, size * 0.45, label)
        self.font(family, vstyle, size)
        vw = self.get_string_width(value)
        self.font(family, "", size)
        dw = self.get_string_width(dot)
        n = max(2, int((w - lw - vw - 4) / dw))
        self.set_xy(x + lw + 1, y)
        self.color((90, 90, 90))
        self.cell(n * dw, size * 0.45, dot * n)
        self.font(family, vstyle, size)
        self.color((0, 0, 0))
        self.set_xy(x + w - vw - 1.5, y)
        self.cell(vw + 1.5, size * 0.45, value)

    def dotted_value(self, x, y, w, label, value, size=9.5, family=None, vstyle="", gap=2):
        """label then a dotted baseline on which the value is typed (a form filled in)."""
        self.font(family, "", size)
        self.color((0, 0, 0))
        lw = self.get_string_width(label)
        self.set_xy(x, y)
        self.cell(lw + 1, size * 0.45, label)
        bx = x + lw + gap
        self.dotted_line(bx, y + size * 0.42, x + w, y + size * 0.42)
        self.font(family, vstyle, size)
        self.set_xy(bx + 1, y - 0.3)
        self.cell(self.get_string_width(value) + 1, size * 0.45, value)

    def dotted_line(self, x1, y1, x2, y2, gray=110):
        self.set_draw_color(gray, gray, gray)
        self.set_line_width(0.2)
        self.set_dash_pattern(dash=0.35, gap=0.7)
        self.line(x1, y1, x2, y2)
        self.set_dash_pattern()

    def digit_boxes(self, x, y, s, bw=4.2, bh=5.5, size=10, family="mono", gaps=()):
        """Characters typed one per box (CNSS / administration forms)."""
        self.set_draw_color(0, 0, 0)
        self.set_line_width(0.25)
        cx = x
        for i in range(len(s)):
            if i in gaps:
                cx += bw * 0.6
            self.rect(cx, y, bw, bh)
            cx += bw
        # the string is written once so that the text layer holds it whole
        self.font(family, "B", size)
        self.set_char_spacing(0)
        cw = self.get_string_width("0")
        if not gaps:
            spacing_pt = (bw - cw) / 0.3528
            self.set_char_spacing(spacing_pt)
            self.set_xy(x + (bw - cw) / 2 - self.c_margin, y + (bh - size * 0.3528) / 2 - 0.3)
            self.color((0, 0, 0))
            self.cell(bw * len(s), size * 0.3528 * 1.2, s)
            self.set_char_spacing(0)
        else:
            cx = x
            for i, ch in enumerate(s):
                if i in gaps:
                    cx += bw * 0.6
                self.set_xy(cx, y + (bh - size * 0.3528) / 2 - 0.3)
                self.cell(bw, size * 0.3528 * 1.2, ch, align="C")
                cx += bw
        return cx

    # shapes ----------------------------------------------------------------------------------------------
    def hline(self, x1, x2, y, lw=0.25, gray=0):
        self.set_draw_color(gray, gray, gray)
        self.set_line_width(lw)
        self.line(x1, y, x2, y)

    def vline(self, x, y1, y2, lw=0.25, gray=0):
        self.set_draw_color(gray, gray, gray)
        self.set_line_width(lw)
        self.line(x, y1, x, y2)

    def box(self, x, y, w, h, lw=0.3, draw=(0, 0, 0), fill=None, r=0):
        self.set_line_width(lw)
        self.set_draw_color(*draw)
        style = "D"
        if fill is not None:
            self.set_fill_color(*fill)
            style = "DF" if lw > 0 else "F"
        if r:
            self.rect(x, y, w, h, style=style, round_corners=True, corner_radius=r)
        else:
            self.rect(x, y, w, h, style=style)

    def fillrect(self, x, y, w, h, rgb):
        self.set_fill_color(*rgb)
        self.rect(x, y, w, h, style="F")

    def table(
        self,
        x,
        y,
        widths,
        header,
        rows,
        size=8,
        rh=5.2,
        family=None,
        aligns=None,
        rules="grid",
        head_fill=(225, 225, 225),
        head_style="B",
        zebra=None,
        head_color=(0, 0, 0),
        gray=0,
        pad_rows=0,
    ):
        """A table; rules: 'grid' (all rules), 'h' (horizontal only), 'frame' (outer frame + header), 'none'."""
        aligns = aligns or ["L"] * len(widths)
        total = sum(widths)
        cy = y
        if header:
            hh = rh * (1.25 if any("\n" in h for h in header) else 1.0)
            if head_fill:
                self.fillrect(x, cy, total, hh, head_fill)
            cx = x
            for w_, htxt in zip(widths, header, strict=True):
                self.font(family, head_style, size)
                self.color(head_color)
                lines = htxt.split("\n")
                for li, ln in enumerate(lines):
                    self.set_xy(cx, cy + (hh - len(lines) * size * 0.3528 * 1.15) / 2 + li * size * 0.3528 * 1.15)
                    self.cell(w_, size * 0.3528 * 1.15, ln, align="C")
                cx += w_
            if rules in ("grid", "frame"):
                self.box(x, cy, total, hh, lw=0.25, draw=(gray, gray, gray))
            if rules == "h":
                self.hline(x, x + total, cy, 0.3, gray)
                self.hline(x, x + total, cy + hh, 0.3, gray)
            cy += hh
        body_top = cy
        for ri, row in enumerate(list(rows) + [None] * pad_rows):
            if zebra and ri % 2 == 1:
                self.fillrect(x, cy, total, rh, zebra)
            if row is not None:
                cx = x
                for w_, cell, al in zip(widths, row, aligns, strict=True):
                    style = ""
                    text = cell
                    if isinstance(cell, tuple):
                        text, style = cell
                    self.font(family, style, size)
                    self.color((0, 0, 0))
                    self.set_xy(cx + (0.8 if al == "L" else 0), cy + (rh - size * 0.3528 * 1.2) / 2)
                    self.cell(
                        w_ - (0.8 if al == "R" else 0) - (0.8 if al == "L" else 0), size * 0.3528 * 1.2, text, align=al
                    )
                    cx += w_
            if rules == "grid":
                self.hline(x, x + total, cy + rh, 0.15, gray)
            elif rules == "h":
                self.hline(x, x + total, cy + rh, 0.1, 160)
            cy += rh
        if rules in ("grid", "frame"):
            cx = x
            for w_ in widths[:-1]:
                cx += w_
                self.vline(cx, y, cy, 0.2, gray)
            self.box(x, y, total, cy - y, lw=0.3, draw=(gray, gray, gray))
        elif rules == "h":
            self.hline(x, x + total, cy, 0.3, gray)
        return cy, body_top

    # marks -----------------------------------------------------------------------------------------------
    def signature(self, x, y, w=32, h=12, seed=0, rgb=(20, 40, 120)):
        rnd = random.Random(seed)
        self.set_draw_color(*rgb)
        self.set_line_width(0.35)
        pts = []
        n = rnd.randint(5, 8)
        for i in range(n):
            px = x + w * (i / (n - 1)) + rnd.uniform(-2, 2)
            py = y + h * 0.5 + rnd.uniform(-h * 0.45, h * 0.45)
            pts.append((px, py))
        for i in range(len(pts) - 1):
            (x0, y0), (x3, y3) = pts[i], pts[i + 1]
            x1, y1 = x0 + rnd.uniform(-6, 8), y0 + rnd.uniform(-h * 0.7, h * 0.7)
            x2, y2 = x3 + rnd.uniform(-8, 6), y3 + rnd.uniform(-h * 0.7, h * 0.7)
            self.bezier([(x0, y0), (x1, y1), (x2, y2), (x3, y3)])
        self.line(x + rnd.uniform(0, 6), y + h * 0.85, x + w * rnd.uniform(0.7, 1.0), y + h * rnd.uniform(0.6, 0.95))

    def stamp_round(self, cx, cy, r, ring_text, center_lines, rgb=(40, 60, 160), seed=0, angle=None):
        rnd = random.Random(seed)
        angle = rnd.uniform(-18, 18) if angle is None else angle
        with self.local_context(fill_opacity=0.85, stroke_opacity=0.85), self.rotation(angle, cx, cy):
            self.set_draw_color(*rgb)
            self.set_line_width(0.6)
            self.ellipse(cx - r, cy - r, 2 * r, 2 * r)
            self.set_line_width(0.3)
            ri = r * 0.7
            self.ellipse(cx - ri, cy - ri, 2 * ri, 2 * ri)
            rr = r * 0.8
            fs = r * 0.55
            self.font("dejavuc", "B", fs)
            while fs > 3.5 and self.get_string_width(ring_text) > 2 * math.pi * rr * 0.8:
                fs -= 0.25
                self.font("dejavuc", "B", fs)
            self.color(rgb)
            total = self.get_string_width(ring_text) + self.get_string_width(" ") * 0.3 * len(ring_text)
            span = total / rr
            pos = 0.0
            for ch in ring_text:
                cw = self.get_string_width(ch) * 1.3
                a = math.pi / 2 + span / 2 - (pos + cw / 2) / rr
                pos += cw
                px, py = cx + rr * math.cos(a), cy - rr * math.sin(a)
                with self.rotation(math.degrees(a) - 90, px, py):
                    self.set_xy(px - 2, py - fs * 0.3528 / 2)
                    self.cell(4, fs * 0.3528, ch, align="C")
            lh = r * 0.28
            top = cy - lh * len(center_lines) / 2
            for i, ln in enumerate(center_lines):
                cs = r * 0.6
                self.font("dejavuc", "B", cs)
                while cs > 3 and self.get_string_width(ln) > 2 * ri * 0.9:
                    cs -= 0.25
                    self.font("dejavuc", "B", cs)
                self.set_xy(cx - ri, top + i * lh)
                self.cell(2 * ri, lh, ln, align="C")

    def stamp_rect(self, x, y, lines, rgb=(120, 30, 120), size=7, seed=0, angle=None):
        rnd = random.Random(seed)
        angle = rnd.uniform(-8, 8) if angle is None else angle
        self.font("dejavuc", "B", size)
        w = max(self.get_string_width(s) for s in lines) + 6
        h = len(lines) * size * 0.3528 * 1.35 + 3
        with self.local_context(fill_opacity=0.85, stroke_opacity=0.85), self.rotation(angle, x + w / 2, y + h / 2):
            self.set_draw_color(*rgb)
            self.set_line_width(0.5)
            self.rect(x, y, w, h, round_corners=True, corner_radius=1.5)
            self.color(rgb)
            for i, ln in enumerate(lines):
                self.font("dejavuc", "B" if i == 0 else "", size)
                self.set_xy(x, y + 1.5 + i * size * 0.3528 * 1.35)
                self.cell(w, size * 0.3528 * 1.35, ln, align="C")
        return w, h

    def barcode(self, x, y, w, h, data: str, text=True, size=6.5):
        digest = hashlib.sha256(data.encode()).digest()
        bits = []
        for b in digest * 3:
            bits.extend((b >> k) & 1 for k in range(8))
        widths = [1 + (bits[i] + 2 * bits[i + 1]) % 3 for i in range(0, 2 * 60, 2)]
        unit = w / (sum(widths) + 8)
        self.set_fill_color(0, 0, 0)
        cx = x + 4 * unit
        for i, bw in enumerate(widths):
            if i % 2 == 0:
                self.rect(cx, y, bw * unit, h, style="F")
            cx += bw * unit
        if text:
            self.t(x + w / 2, y + h + 0.3, data, size=size, family="mono", align="C")

    def qr(self, x, y, size, data: str, n=25):
        digest = hashlib.sha256(data.encode()).digest() * 40
        m = size / n
        self.set_fill_color(0, 0, 0)

        def finder(fx, fy):
            self.rect(x + fx * m, y + fy * m, 7 * m, 7 * m, style="F")
            self.set_fill_color(255, 255, 255)
            self.rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, style="F")
            self.set_fill_color(0, 0, 0)
            self.rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, style="F")

        k = 0
        for r in range(n):
            for c in range(n):
                if (r < 8 and c < 8) or (r < 8 and c >= n - 8) or (r >= n - 8 and c < 8):
                    continue
                if (digest[k // 8] >> (k % 8)) & 1:
                    self.rect(x + c * m, y + r * m, m, m, style="F")
                k += 1
        finder(0, 0)
        finder(n - 7, 0)
        finder(0, n - 7)

    def guilloche(self, x, y, w, h, rgb=(200, 220, 200), n=9, lw=0.12, seed=0):
        rnd = random.Random(seed)
        self.set_draw_color(*rgb)
        self.set_line_width(lw)
        for k in range(n):
            ph = rnd.uniform(0, 6.28)
            amp = h * rnd.uniform(0.15, 0.45)
            freq = rnd.uniform(1.5, 4.0)
            pts = []
            for i in range(81):
                px = x + w * i / 80
                py = y + h / 2 + amp * math.sin(freq * 6.28 * i / 80 + ph) + (k - n / 2) * h / (n * 2.2)
                pts.append((px, py))
            self.polyline(pts)

    def note(self, key: str, printed: str):
        """Record how a labelled value is printed, for the self-check of the text layer."""
        self.shown.setdefault(key, []).append(printed)
