"""Pages as lists of drawing commands for Render.java (points, origin top-left)."""

from __future__ import annotations

import itertools
import re
from functools import cache

from PIL import ImageFont

D = "/usr/share/fonts/truetype/"
SANS = D + "dejavu/DejaVuSans.ttf"
SANSB = D + "dejavu/DejaVuSans-Bold.ttf"
COND = D + "dejavu/DejaVuSansCondensed.ttf"
CONDB = D + "dejavu/DejaVuSansCondensed-Bold.ttf"
DSERIF = D + "dejavu/DejaVuSerif.ttf"
DSERIFB = D + "dejavu/DejaVuSerif-Bold.ttf"
LIB = D + "liberation/LiberationSans-Regular.ttf"
LIBB = D + "liberation/LiberationSans-Bold.ttf"
LIBI = D + "liberation/LiberationSans-Italic.ttf"
NARROW = D + "liberation/LiberationSansNarrow-Regular.ttf"
NARROWB = D + "liberation/LiberationSansNarrow-Bold.ttf"
SERIF = D + "liberation/LiberationSerif-Regular.ttf"
SERIFB = D + "liberation/LiberationSerif-Bold.ttf"
SERIFI = D + "liberation/LiberationSerif-Italic.ttf"
FSANS = D + "freefont/FreeSans.ttf"
FSANSB = D + "freefont/FreeSansBold.ttf"
FSERIF = D + "freefont/FreeSerif.ttf"
FSERIFB = D + "freefont/FreeSerifBold.ttf"
NOTO = D + "noto/NotoSans-Regular.ttf"
NOTOB = D + "noto/NotoSans-Bold.ttf"
MONO = D + "dejavu/DejaVuSansMono.ttf"
LMONO = D + "liberation/LiberationMono-Regular.ttf"
FMONO = D + "freefont/FreeMono.ttf"

A4 = (595.28, 841.89)
CARD = (242.65, 153.07)
PASS = (354.33, 249.45)

BLACK = (0, 0, 0)
GREY = (90, 90, 90)
LIGHT = (225, 225, 225)


@cache
def _pil(path: str) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, 1000)


def width(s: str, font: str, size: float) -> float:
    return _pil(font).getlength(s) * size / 1000.0


def wrap(s: str, font: str, size: float, maxw: float) -> list[str]:
    out: list[str] = []
    cur = ""
    for w in re.findall(r"\d{1,3}(?: \d{3})+(?:,\d{2})?|\S+", s):
        t = (cur + " " + w).strip()
        if width(t, font, size) <= maxw or not cur:
            cur = t
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    return out


def _c(c) -> str:
    return "-" if c is None else ",".join(str(int(v)) for v in c)


class Page:
    def __init__(self, size: tuple[float, float]):
        self.w, self.h = size
        self.cmds: list[str] = []

    def text(self, x, y, s, font=SANS, size=9.0, color=BLACK, align="l", angle=0.0):
        s = str(s).replace("\t", " ")
        if s:
            self.cmds.append(f"T\t{font}\t{size:.2f}\t{_c(color)}\t{align}\t{x:.2f}\t{y:.2f}\t{angle:.1f}\t{s}")

    def fit(self, x, y, s, font, size, maxw, color=BLACK, align="l"):
        """Text shrunk to fit a width."""
        while size > 4 and width(s, font, size) > maxw:
            size -= 0.25
        self.text(x, y, s, font, size, color, align)

    def line(self, x1, y1, x2, y2, w=0.5, color=BLACK, dash=0.0):
        self.cmds.append(f"L\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{w:.2f}\t{_c(color)}\t{dash:.1f}")

    def rect(self, x, y, w, h, lw=0.5, stroke=BLACK, fill=None):
        self.cmds.append(f"R\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{lw:.2f}\t{_c(stroke)}\t{_c(fill)}")

    def ellipse(self, cx, cy, rx, ry, lw=0.5, stroke=BLACK, fill=None):
        self.cmds.append(f"O\t{cx:.2f}\t{cy:.2f}\t{rx:.2f}\t{ry:.2f}\t{lw:.2f}\t{_c(stroke)}\t{_c(fill)}")

    def image(self, path, x, y, w, h):
        self.cmds.append(f"I\t{path}\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}")

    def para(self, x, y, s, font, size, maxw, lead=None, color=BLACK, justify=False) -> float:
        lead = lead or size * 1.45
        for ln in wrap(s, font, size, maxw):
            self.text(x, y, ln, font, size, color)
            y += lead
        return y

    def table(
        self,
        x,
        y,
        cols,
        rows,
        font=SANS,
        size=8.0,
        hfont=SANSB,
        hsize=None,
        hfill=LIGHT,
        hcolor=BLACK,
        rh=14.0,
        grid=True,
        zebra=None,
        lw=0.4,
        line_color=BLACK,
        hh=None,
    ) -> float:
        """cols: (title, width, align). Returns the y below the table."""
        hsize = hsize or size
        hh = hh or rh + 2
        tw = sum(c[1] for c in cols)
        if hfill is not None:
            self.rect(x, y, tw, hh, 0, None, hfill)
        cx = x
        for title, w, _al in cols:
            self.fit(cx + w / 2, y + hh / 2 + hsize * 0.35, title, hfont, hsize, w - 4, hcolor, "c")
            cx += w
        y0 = y
        y += hh
        for i, row in enumerate(rows):
            if zebra is not None and i % 2 == 1:
                self.rect(x, y, tw, rh, 0, None, zebra)
            cx = x
            for (_title, w, al), v in zip(cols, row, strict=False):
                tx = cx + 3 if al == "l" else cx + w - 3 if al == "r" else cx + w / 2
                self.fit(tx, y + rh / 2 + size * 0.35, v, font, size, w - 6, BLACK, al)
                cx += w
            y += rh
            if not grid:
                self.line(x, y, x + tw, y, 0.2, (170, 170, 170))
        if grid:
            self.rect(x, y0, tw, y - y0, lw, line_color)
            self.line(x, y0 + hh, x + tw, y0 + hh, lw, line_color)
            cx = x
            for _t, w, _a in cols[:-1]:
                cx += w
                self.line(cx, y0, cx, y, lw, line_color)
        return y

    def stamp(self, cx, cy, r, top, middle, color=(40, 70, 160), angle=-12.0):
        self.ellipse(cx, cy, r, r, 1.4, color)
        self.ellipse(cx, cy, r - 4, r - 4, 0.6, color)
        lines = [t for t in (top, middle) if t]
        for i, t in enumerate(lines):
            self.fit(cx, cy - 2 + i * 9 - (len(lines) - 1) * 4, t, SANSB, 7, 2 * r - 12, color, "c")

    def signature(self, x, y, color=(30, 30, 120)):
        pts = [(0, 0), (8, -10), (14, 4), (22, -8), (30, 2), (42, -6), (55, 3), (70, -2)]
        for (a, b), (c, d) in itertools.pairwise(pts):
            self.line(x + a, y + b, x + c, y + d, 1.0, color)

    def spec(self, name: str, mode: str, dpi: int = 200, colour: str = "rgb") -> str:
        return "\n".join([f"DOC\t{name}\t{self.w:.2f}\t{self.h:.2f}\t{mode}\t{dpi}\t{colour}", *self.cmds, "END"])
