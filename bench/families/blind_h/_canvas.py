"""One drawing surface, two back-ends: a Pillow page image and a page of our own PDF writer.

Coordinates are PDF points with the origin at the top-left corner; a text's y is its baseline.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from ._pdf import PdfPage

_TT = "/usr/share/fonts/truetype/"
_LIB, _DJV, _FREE, _NOTO = _TT + "liberation/", _TT + "dejavu/", _TT + "freefont/", _TT + "noto/"

# family -> (regular, bold, italic, bold italic)
FAMILIES = {
    "helv": tuple(_LIB + f"LiberationSans-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
    "times": tuple(_LIB + f"LiberationSerif-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
    "courier": tuple(_LIB + f"LiberationMono-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
    "narrow": tuple(_LIB + f"LiberationSansNarrow-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
    "dejavu": tuple(
        _DJV + f
        for f in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf")
    ),
    "dejavu_cond": tuple(
        _DJV + f
        for f in (
            "DejaVuSansCondensed.ttf",
            "DejaVuSansCondensed-Bold.ttf",
            "DejaVuSansCondensed-Oblique.ttf",
            "DejaVuSansCondensed-BoldOblique.ttf",
        )
    ),
    "dejavu_serif": tuple(
        _DJV + f
        for f in ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf")
    ),
    "dejavu_mono": tuple(
        _DJV + f
        for f in (
            "DejaVuSansMono.ttf",
            "DejaVuSansMono-Bold.ttf",
            "DejaVuSansMono-Oblique.ttf",
            "DejaVuSansMono-BoldOblique.ttf",
        )
    ),
    "free_sans": tuple(
        _FREE + f for f in ("FreeSans.ttf", "FreeSansBold.ttf", "FreeSansOblique.ttf", "FreeSansBoldOblique.ttf")
    ),
    "free_serif": tuple(
        _FREE + f for f in ("FreeSerif.ttf", "FreeSerifBold.ttf", "FreeSerifItalic.ttf", "FreeSerifBoldItalic.ttf")
    ),
    "free_mono": tuple(
        _FREE + f for f in ("FreeMono.ttf", "FreeMonoBold.ttf", "FreeMonoOblique.ttf", "FreeMonoBoldOblique.ttf")
    ),
    "noto_sans": tuple(_NOTO + f"NotoSans-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
    "noto_serif": tuple(_NOTO + f"NotoSerif-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")),
}
ARABIC = {
    "naskh": (_NOTO + "NotoNaskhArabic-Regular.ttf", _NOTO + "NotoNaskhArabic-Bold.ttf"),
    "kufi": (_NOTO + "NotoKufiArabic-Regular.ttf", _NOTO + "NotoKufiArabic-Bold.ttf"),
    "ar_sans": (_NOTO + "NotoSansArabic-Regular.ttf", _NOTO + "NotoSansArabic-Bold.ttf"),
}
# the PDF's standard fonts, and the metric-compatible TrueType used to measure them
PDF_BASE = {
    "helv": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"),
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"),
}
PDF_FAMILY = {
    "times": "times",
    "dejavu_serif": "times",
    "free_serif": "times",
    "noto_serif": "times",
    "courier": "courier",
    "dejavu_mono": "courier",
    "free_mono": "courier",
}

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)


@dataclass(frozen=True)
class F:
    family: str
    size: float
    bold: bool = False
    italic: bool = False

    def b(self, on: bool = True) -> F:
        return replace(self, bold=on)

    def i(self, on: bool = True) -> F:
        return replace(self, italic=on)

    def sz(self, size: float) -> F:
        return replace(self, size=size)

    @property
    def slot(self) -> int:
        return (1 if self.bold else 0) + (2 if self.italic else 0)


@lru_cache(maxsize=512)
def _tt(path: str, px: float, raqm: bool = False) -> ImageFont.FreeTypeFont:
    engine = ImageFont.Layout.RAQM if raqm else ImageFont.Layout.BASIC
    return ImageFont.truetype(path, max(1.0, px), layout_engine=engine)


@lru_cache(maxsize=20000)
def _measure(path: str, s: str) -> float:
    return _tt(path, 200.0).getlength(s) / 200.0


class Canvas:
    """Shared layout helpers on top of a back-end's primitives."""

    W: float
    H: float
    pdf = False
    drawn: list  # every string drawn, for the self-check

    def log(self, s: str) -> None:
        if not hasattr(self, "drawn"):
            self.drawn = []
        self.drawn.append(s)

    # back-end primitives -------------------------------------------------------------------------------------
    def measure(self, s: str, f: F) -> float:
        raise NotImplementedError

    def text(self, x, y, s, f: F, color=BLACK, align="l", angle=0.0, ws=0.0, ink=False):
        raise NotImplementedError

    def line(self, x1, y1, x2, y2, color=BLACK, lw=0.5, dash=None, ink=False):
        raise NotImplementedError

    def rect(self, x, y, w, h, stroke=BLACK, fill=None, lw=0.5, radius=0.0, dash=None, ink=False):
        raise NotImplementedError

    def ellipse(self, cx, cy, rx, ry, stroke=BLACK, fill=None, lw=0.5, ink=False):
        raise NotImplementedError

    def poly(self, pts, stroke=BLACK, fill=None, lw=0.5, closed=False, ink=False):
        raise NotImplementedError

    def arabic(self, x, y, s, size, color=BLACK, align="r", bold=False, family="naskh"):
        """Arabic text: only on page images (the PDF's standard fonts have no Arabic)."""

    def paste(self, img, x, y, w, h):
        """Paste a picture (page images only)."""

    # helpers ---------------------------------------------------------------------------------------------------
    def width(self, s: str, f: F, ws: float = 0.0) -> float:
        return self.measure(s, f) + ws * s.count(" ")

    def fit(self, s: str, f: F, maxw: float, minsize: float = 4.0) -> F:
        while self.measure(s, f) > maxw and f.size > minsize:
            f = f.sz(f.size - 0.25)
        return f

    def tokens(self, s: str, f: F) -> list[tuple[str, F, bool]]:
        """Words with their fonts and whether they stick to the word before; '**' toggles bold."""
        out, bold, prev_open = [], f.bold, False
        for i, chunk in enumerate(s.split("**")):
            if i:
                bold = not bold
            if not chunk:
                continue
            glue_first = bool(out) and prev_open and not chunk[0].isspace()
            for n, word in enumerate(chunk.split()):
                out.append((word, f.b(bold), glue_first and n == 0))
            prev_open = not chunk[-1].isspace()
        return out

    def lines_of(self, s: str, f: F, maxw: float) -> list[list[tuple[str, F, bool]]]:
        lines, cur, curw = [], [], 0.0
        for word, wf, glue in self.tokens(s, f):
            ww = self.measure(word, wf)
            sp = self.measure(" ", wf) if cur and not glue else 0.0
            if cur and curw + sp + ww > maxw and not glue:
                lines.append(cur)
                cur, curw = [], 0.0
                sp = 0.0
                glue = False
            cur.append((word, wf, glue and bool(cur)))
            curw += sp + ww
        if cur:
            lines.append(cur)
        return lines

    def para(self, x, y, maxw, s, f: F, leading=None, align="l", color=BLACK) -> float:
        """Flow a paragraph from baseline y; returns the baseline after its last line."""
        leading = leading or f.size * 1.35
        lines = self.lines_of(s, f, maxw)
        for n, words in enumerate(lines):
            runs: list[list] = []
            for word, wf, glue in words:
                if runs and runs[-1][1] == wf:
                    runs[-1][0] += ("" if glue else " ") + word
                else:
                    if runs and not glue:
                        runs[-1][0] += " "
                    runs.append([word, wf])
            natural = sum(self.measure(t, rf) for t, rf in runs)
            gaps = sum(t.count(" ") for t, _ in runs)
            ws = 0.0
            if align == "j" and n < len(lines) - 1 and gaps:
                ws = max(0.0, (maxw - natural) / gaps)
                if ws > f.size * 0.8:
                    ws = 0.0
            cx = x
            if align == "c":
                cx = x + (maxw - natural) / 2
            elif align == "r":
                cx = x + maxw - natural
            for t, rf in runs:
                self.text(cx, y, t, rf, color, ws=ws)
                cx += self.width(t, rf, ws)
            y += leading
        return y

    def hline(self, x1, x2, y, color=BLACK, lw=0.5, dash=None):
        self.line(x1, y, x2, y, color, lw, dash)

    def label_value(self, x, y, label, value, f: F, gap=4.0, color=BLACK, vcolor=None, vf: F | None = None) -> float:
        self.text(x, y, label, f, color)
        lx = x + self.measure(label, f) + gap
        self.text(lx, y, value, vf or f.b(), vcolor or color)
        return lx + self.measure(value, vf or f.b())

    def table(
        self,
        x,
        y,
        cols,
        rows,
        f: F,
        fh: F | None = None,
        row_h=None,
        head_fill=None,
        head_color=BLACK,
        grid="full",
        line_color=BLACK,
        zebra=None,
        pad=3.0,
        head_h=None,
        lw=0.5,
        bold_rows=(),
        shaded_rows=(),
    ):
        """cols: [(title, width, align)], rows: [[str]]; returns the y under the table."""
        fh = fh or f.b()
        row_h = row_h or f.size * 1.75
        head_h = head_h or row_h * 1.15
        total_w = sum(c[1] for c in cols)
        if head_fill:
            self.rect(x, y, total_w, head_h, stroke=None, fill=head_fill)
        heads = [c[0] for c in cols]
        if any(heads):
            self._row(x, y, cols, heads, fh, head_h, head_color, pad)
        top = y
        if grid in ("full", "h", "frame"):
            self.line(x, y, x + total_w, y, line_color, lw)
        y += head_h
        if grid in ("full", "h", "head", "frame"):
            self.line(x, y, x + total_w, y, line_color, lw)
        for r, row in enumerate(rows):
            if zebra and r % 2 == 1:
                self.rect(x, y, total_w, row_h, stroke=None, fill=zebra)
            if r in shaded_rows:
                self.rect(x, y, total_w, row_h, stroke=None, fill=(225, 225, 225))
            self._row(x, y, cols, row, f.b(r in bold_rows), row_h, BLACK, pad)
            y += row_h
            if grid in ("full", "h"):
                self.line(x, y, x + total_w, y, line_color, lw)
        if grid in ("full", "frame", "vert"):
            cx = x
            for i, c in enumerate(cols):
                if grid == "full" or i == 0 or grid == "vert":
                    self.line(cx, top, cx, y, line_color, lw)
                cx += c[1]
            self.line(cx, top, cx, y, line_color, lw)
        if grid in ("frame", "vert", "head"):
            self.line(x, y, x + total_w, y, line_color, lw)
        return y

    def _row(self, x, y, cols, cells, f, h, color, pad):
        base = y + h / 2 + f.size * 0.35
        cx = x
        for (_title, w, align), cell in zip(cols, cells, strict=False):
            if cell:
                cf = self.fit(cell, f, w - 2 * pad)
                if align == "r":
                    self.text(cx + w - pad, base, cell, cf, color, align="r")
                elif align == "c":
                    self.text(cx + w / 2, base, cell, cf, color, align="c")
                else:
                    self.text(cx + pad, base, cell, cf, color)
            cx += w


class RasterCanvas(Canvas):
    def __init__(self, width_pt: float, height_pt: float, dpi: float, bg=WHITE, base: Image.Image | None = None):
        self.W, self.H, self.dpi = width_pt, height_pt, dpi
        self.k = dpi / 72.0
        size = (round(width_pt * self.k), round(height_pt * self.k))
        self.img = base.resize(size) if base is not None else Image.new("RGB", size, bg)
        self.d = ImageDraw.Draw(self.img)
        self.ink = None
        self.dink = None

    def _ink(self):
        if self.ink is None:
            self.ink = Image.new("RGBA", self.img.size, (0, 0, 0, 0))
            self.dink = ImageDraw.Draw(self.ink)
        return self.dink

    def _draw(self, ink):
        return self._ink() if ink else self.d

    @staticmethod
    def _c(color, ink):
        if color is None:
            return None
        return (*tuple(color), 205) if ink else tuple(color)

    def font(self, f: F) -> ImageFont.FreeTypeFont:
        return _tt(FAMILIES[f.family][f.slot], f.size * self.k)

    def measure(self, s, f):
        return _measure(FAMILIES[f.family][f.slot], s) * f.size

    def text(self, x, y, s, f, color=BLACK, align="l", angle=0.0, ws=0.0, ink=False, _log=True):
        if not s:
            return
        if _log:
            self.log(s)
        if ws and not angle:
            cx = x if align == "l" else (x - self.width(s, f, ws) if align == "r" else x - self.width(s, f, ws) / 2)
            for word in s.split(" "):
                if word:
                    self.text(cx, y, word, f, color, ink=ink, _log=False)
                cx += self.measure(word + " ", f) + ws
            return
        font = self.font(f)
        anchor = {"l": "ls", "r": "rs", "c": "ms"}[align]
        if not angle:
            self._draw(ink).text((x * self.k, y * self.k), s, font=font, fill=self._c(color, ink), anchor=anchor)
            return
        # rotated text: draw on a tile, turn it, paste it at the anchor
        w = font.getlength(s)
        asc, desc = font.getmetrics()
        tile = Image.new("RGBA", (int(w + 4), asc + desc + 4), (0, 0, 0, 0))
        ImageDraw.Draw(tile).text((2, 2 + asc), s, font=font, fill=(*tuple(color), 205 if ink else 255), anchor="ls")
        ax = {"l": 2, "r": 2 + w, "c": 2 + w / 2}[align]
        ay = 2 + asc
        rot = tile.rotate(angle, resample=Image.BICUBIC, expand=True)
        # where the anchor lands after the rotation about the tile's centre
        cx0, cy0 = tile.width / 2, tile.height / 2
        a = math.radians(angle)
        dx, dy = ax - cx0, ay - cy0
        rx = dx * math.cos(a) + dy * math.sin(a)
        ry = -dx * math.sin(a) + dy * math.cos(a)
        px = x * self.k - (rot.width / 2 + rx)
        py = y * self.k - (rot.height / 2 + ry)
        target = self.ink if ink else None
        if ink:
            self._ink()
            target = self.ink
            layer = Image.new("RGBA", self.img.size, (0, 0, 0, 0))
            layer.paste(rot, (int(px), int(py)), rot)
            self.ink = Image.alpha_composite(target, layer)
            self.dink = ImageDraw.Draw(self.ink)
        else:
            self.img.paste(rot, (int(px), int(py)), rot)

    def line(self, x1, y1, x2, y2, color=BLACK, lw=0.5, dash=None, ink=False):
        k = self.k
        width = max(1, round(lw * k))
        draw = self._draw(ink)
        col = self._c(color, ink)
        if not dash:
            draw.line([(x1 * k, y1 * k), (x2 * k, y2 * k)], fill=col, width=width)
            return
        length = math.hypot(x2 - x1, y2 - y1)
        if not length:
            return
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        pos, on, i = 0.0, True, 0
        while pos < length:
            seg = dash[i % len(dash)]
            end = min(length, pos + seg)
            if on:
                draw.line(
                    [((x1 + ux * pos) * k, (y1 + uy * pos) * k), ((x1 + ux * end) * k, (y1 + uy * end) * k)],
                    fill=col,
                    width=width,
                )
            pos, on, i = end, not on, i + 1

    def rect(self, x, y, w, h, stroke=BLACK, fill=None, lw=0.5, radius=0.0, dash=None, ink=False):
        k = self.k
        box = [x * k, y * k, (x + w) * k, (y + h) * k]
        draw = self._draw(ink)
        if dash and stroke:
            if fill:
                draw.rectangle(box, fill=self._c(fill, ink))
            for a, b in (
                ((x, y), (x + w, y)),
                ((x + w, y), (x + w, y + h)),
                ((x + w, y + h), (x, y + h)),
                ((x, y + h), (x, y)),
            ):
                self.line(*a, *b, color=stroke, lw=lw, dash=dash, ink=ink)
            return
        width = max(1, round(lw * k)) if stroke else 0
        if radius:
            draw.rounded_rectangle(
                box, radius=radius * k, outline=self._c(stroke, ink), fill=self._c(fill, ink), width=width
            )
        else:
            draw.rectangle(box, outline=self._c(stroke, ink), fill=self._c(fill, ink), width=width)

    def ellipse(self, cx, cy, rx, ry, stroke=BLACK, fill=None, lw=0.5, ink=False):
        k = self.k
        self._draw(ink).ellipse(
            [(cx - rx) * k, (cy - ry) * k, (cx + rx) * k, (cy + ry) * k],
            outline=self._c(stroke, ink),
            fill=self._c(fill, ink),
            width=max(1, round(lw * k)) if stroke else 0,
        )

    def poly(self, pts, stroke=BLACK, fill=None, lw=0.5, closed=False, ink=False):
        k = self.k
        scaled = [(px * k, py * k) for px, py in pts]
        draw = self._draw(ink)
        if fill is not None:
            draw.polygon(scaled, fill=self._c(fill, ink))
        if stroke is not None:
            if closed:
                scaled = [*scaled, scaled[0]]
            draw.line(scaled, fill=self._c(stroke, ink), width=max(1, round(lw * k)), joint="curve")

    def arabic(self, x, y, s, size, color=BLACK, align="r", bold=False, family="naskh"):
        font = _tt(ARABIC[family][1 if bold else 0], size * self.k, raqm=True)
        anchor = {"l": "ls", "r": "rs", "c": "ms"}[align]
        self.d.text((x * self.k, y * self.k), s, font=font, fill=tuple(color), anchor=anchor, direction="rtl")

    def paste(self, img, x, y, w, h):
        k = self.k
        im = img.resize((max(1, round(w * k)), max(1, round(h * k))), Image.LANCZOS)
        if im.mode == "RGBA":
            self.img.paste(im, (round(x * k), round(y * k)), im)
        else:
            self.img.paste(im.convert("RGB"), (round(x * k), round(y * k)))

    def image(self) -> Image.Image:
        if self.ink is None:
            return self.img
        out = Image.alpha_composite(self.img.convert("RGBA"), self.ink).convert("RGB")
        return out


class PdfCanvas(Canvas):
    pdf = True

    def __init__(self, page: PdfPage):
        self.p = page
        self.W, self.H = page.width, page.height

    def _base(self, f: F) -> str:
        return PDF_BASE[PDF_FAMILY.get(f.family, "helv")][f.slot]

    def _tt_path(self, f: F) -> str:
        return FAMILIES[PDF_FAMILY.get(f.family, "helv")][f.slot]

    def measure(self, s, f):
        return _measure(self._tt_path(f), s) * f.size

    def text(self, x, y, s, f, color=BLACK, align="l", angle=0.0, ws=0.0, ink=False):
        if not s:
            return
        self.log(s)
        w = self.width(s, f, ws)
        if align == "r":
            x -= w * math.cos(math.radians(angle))
            y += w * math.sin(math.radians(angle))
        elif align == "c":
            x -= w / 2 * math.cos(math.radians(angle))
            y += w / 2 * math.sin(math.radians(angle))
        self.p.fill_color(color)
        self.p.text(x, self.H - y, s, self._base(f), f.size, angle=angle, word_space=ws)

    def _stroke(self, color, lw, dash):
        self.p.stroke_color(color)
        self.p.line_width(lw)
        self.p.dash(dash)

    def line(self, x1, y1, x2, y2, color=BLACK, lw=0.5, dash=None, ink=False):
        self._stroke(color, lw, dash)
        self.p.path([("m", x1, self.H - y1), ("l", x2, self.H - y2)], False, True, False)
        if dash:
            self.p.dash(None)

    def rect(self, x, y, w, h, stroke=BLACK, fill=None, lw=0.5, radius=0.0, dash=None, ink=False):
        if stroke:
            self._stroke(stroke, lw, dash)
        if fill:
            self.p.fill_color(fill)
        if radius:
            r, k = radius, 0.5522847498 * radius
            X, Y = x, self.H - y - h
            segs = [
                ("m", X + r, Y),
                ("l", X + w - r, Y),
                ("c", X + w - r + k, Y, X + w, Y + r - k, X + w, Y + r),
                ("l", X + w, Y + h - r),
                ("c", X + w, Y + h - r + k, X + w - r + k, Y + h, X + w - r, Y + h),
                ("l", X + r, Y + h),
                ("c", X + r - k, Y + h, X, Y + h - r + k, X, Y + h - r),
                ("l", X, Y + r),
                ("c", X, Y + r - k, X + r - k, Y, X + r, Y),
            ]
            self.p.path(segs, True, bool(stroke), bool(fill))
        else:
            self.p.rect(x, self.H - y - h, w, h, bool(stroke), bool(fill))
        if dash and stroke:
            self.p.dash(None)

    def ellipse(self, cx, cy, rx, ry, stroke=BLACK, fill=None, lw=0.5, ink=False):
        if stroke:
            self._stroke(stroke, lw, None)
        if fill:
            self.p.fill_color(fill)
        self.p.ellipse(cx, self.H - cy, rx, ry, bool(stroke), bool(fill))

    def poly(self, pts, stroke=BLACK, fill=None, lw=0.5, closed=False, ink=False):
        if stroke:
            self._stroke(stroke, lw, None)
        if fill is not None:
            self.p.fill_color(fill)
        segs = [("m", pts[0][0], self.H - pts[0][1])] + [("l", px, self.H - py) for px, py in pts[1:]]
        self.p.path(segs, closed or fill is not None, stroke is not None, fill is not None)
