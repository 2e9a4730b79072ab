"""A small SVG page builder in millimetres, with text measured by Pillow."""

from __future__ import annotations

import base64
import functools
from xml.sax.saxutils import escape

from PIL import ImageFont

_FONTS = "/usr/share/fonts/truetype/"
FONT_FILES = {
    ("DejaVu Sans", "normal"): "dejavu/DejaVuSans.ttf",
    ("DejaVu Sans", "bold"): "dejavu/DejaVuSans-Bold.ttf",
    ("DejaVu Serif", "normal"): "dejavu/DejaVuSerif.ttf",
    ("DejaVu Serif", "bold"): "dejavu/DejaVuSerif-Bold.ttf",
    ("DejaVu Sans Mono", "normal"): "dejavu/DejaVuSansMono.ttf",
    ("DejaVu Sans Mono", "bold"): "dejavu/DejaVuSansMono-Bold.ttf",
    ("Liberation Sans", "normal"): "liberation/LiberationSans-Regular.ttf",
    ("Liberation Sans", "bold"): "liberation/LiberationSans-Bold.ttf",
    ("Liberation Sans Narrow", "normal"): "liberation/LiberationSansNarrow-Regular.ttf",
    ("Liberation Sans Narrow", "bold"): "liberation/LiberationSansNarrow-Bold.ttf",
    ("Liberation Serif", "normal"): "liberation/LiberationSerif-Regular.ttf",
    ("Liberation Serif", "bold"): "liberation/LiberationSerif-Bold.ttf",
    ("Liberation Mono", "normal"): "liberation/LiberationMono-Regular.ttf",
    ("Liberation Mono", "bold"): "liberation/LiberationMono-Bold.ttf",
    ("FreeSans", "normal"): "freefont/FreeSans.ttf",
    ("FreeSans", "bold"): "freefont/FreeSansBold.ttf",
    ("FreeSerif", "normal"): "freefont/FreeSerif.ttf",
    ("FreeSerif", "bold"): "freefont/FreeSerifBold.ttf",
    ("FreeMono", "normal"): "freefont/FreeMono.ttf",
    ("Noto Sans", "normal"): "noto/NotoSans-Regular.ttf",
    ("Noto Sans", "bold"): "noto/NotoSans-Bold.ttf",
    ("Noto Serif", "normal"): "noto/NotoSerif-Regular.ttf",
    ("Noto Serif", "bold"): "noto/NotoSerif-Bold.ttf",
    ("Noto Naskh Arabic", "normal"): "noto/NotoNaskhArabic-Regular.ttf",
    ("Noto Naskh Arabic", "bold"): "noto/NotoNaskhArabic-Bold.ttf",
}


@functools.cache
def _font(family: str, weight: str) -> ImageFont.FreeTypeFont:
    path = FONT_FILES.get((family, weight)) or FONT_FILES[(family, "normal")]
    return ImageFont.truetype(_FONTS + path, 100)


def width(s: str, size: float, family: str = "DejaVu Sans", weight: str = "normal") -> float:
    """Width in mm of s set at size mm."""
    return _font(family, weight).getlength(s) * size / 100.0


def _n(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


class Svg:
    def __init__(self, w: float = 210.0, h: float = 297.0, font: str = "DejaVu Sans"):
        self.w, self.h, self.font = w, h, font
        self.parts: list[str] = []

    def text(
        self,
        x,
        y,
        s,
        size=3.0,
        font=None,
        weight="normal",
        anchor="start",
        fill="#000",
        maxw=None,
        italic=False,
        rtl=False,
        spacing=None,
    ):
        font = font or self.font
        s = str(s)
        if maxw is not None and not rtl:
            w = width(s, size, font, weight)
            if w > maxw:
                size = size * maxw / w
        attrs = f'x="{_n(x)}" y="{_n(y)}" font-family="{font}" font-size="{_n(size)}"'
        if weight != "normal":
            attrs += f' font-weight="{weight}"'
        if italic:
            attrs += ' font-style="italic"'
        if rtl:
            attrs += ' direction="rtl" text-anchor="start"'
        elif anchor != "start":
            attrs += f' text-anchor="{anchor}"'
        if fill != "#000":
            attrs += f' fill="{fill}"'
        if spacing is not None:
            attrs += f' letter-spacing="{_n(spacing)}"'
        self.parts.append(f'<text xml:space="preserve" {attrs}>{escape(s)}</text>')
        return size

    def rect(self, x, y, w, h, stroke="#000", fill="none", sw=0.25, rx=0):
        extra = f' rx="{_n(rx)}"' if rx else ""
        self.parts.append(
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{_n(sw)}"{extra}/>'
        )

    def line(self, x1, y1, x2, y2, sw=0.25, stroke="#000", dash=None):
        d = f' stroke-dasharray="{dash}"' if dash else ""
        self.parts.append(
            f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{stroke}" '
            f'stroke-width="{_n(sw)}"{d}/>'
        )

    def circle(self, cx, cy, r, stroke="#000", fill="none", sw=0.3):
        self.parts.append(
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{fill}" stroke="{stroke}" stroke-width="{_n(sw)}"/>'
        )

    def raw(self, s: str):
        self.parts.append(s)

    def image(self, x, y, w, h, png: bytes):
        data = base64.b64encode(png).decode()
        self.parts.append(
            f'<image x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" '
            f'preserveAspectRatio="none" href="data:image/png;base64,{data}"/>'
        )

    def stamp(self, cx, cy, r, top, centre, color="#1f3f9a", font="DejaVu Sans"):
        """A round company stamp: two circles, a name on an arc, a word in the centre."""
        self.circle(cx, cy, r, stroke=color, sw=0.6)
        self.circle(cx, cy, r * 0.72, stroke=color, sw=0.3)
        pid = f"arc{len(self.parts)}"
        rr = r * 0.82
        self.raw(
            f'<path id="{pid}" d="M {_n(cx - rr)} {_n(cy)} A {_n(rr)} {_n(rr)} 0 1 1 {_n(cx + rr)} '
            f'{_n(cy)}" fill="none" stroke="none"/>'
        )
        size = min(r * 0.2, (3.14 * rr * 0.95) / max(1.0, width(top, 1.0, font, "bold")))
        self.raw(
            f'<text font-family="{font}" font-weight="bold" font-size="{_n(size)}" fill="{color}">'
            f'<textPath href="#{pid}" startOffset="50%" text-anchor="middle">{escape(top)}</textPath></text>'
        )
        cs = min(r * 0.22, r * 1.3 / max(1.0, width(centre, 1.0, font, "bold")))
        self.text(cx, cy + cs * 0.35, centre, size=cs, font=font, weight="bold", anchor="middle", fill=color)

    def para(self, x, y, w, s, size=3.2, font=None, lh=1.45, weight="normal", justify=False):
        """Wrap s into lines no wider than w; return the y under the last line."""
        font = font or self.font
        words = s.split()
        line: list[str] = []
        lines: list[list[str]] = []
        for word in words:
            trial = " ".join([*line, word])
            if line and width(trial, size, font, weight) > w:
                lines.append(line)
                line = [word]
            else:
                line.append(word)
        if line:
            lines.append(line)
        for i, ln in enumerate(lines):
            txt = " ".join(ln)
            if justify and i < len(lines) - 1 and len(ln) > 1:
                gap = (w - width(txt.replace(" ", ""), size, font, weight)) / (len(ln) - 1)
                cx = x
                for word in ln:
                    self.text(cx, y, word, size=size, font=font, weight=weight)
                    cx += width(word, size, font, weight) + gap
            else:
                self.text(x, y, txt, size=size, font=font, weight=weight)
            y += size * lh
        return y

    def table(
        self,
        x,
        y,
        cols,
        rows,
        size=2.8,
        font=None,
        rh=None,
        head_fill="#e6e6e6",
        aligns=None,
        header=True,
        grid=True,
        sw=0.2,
        head_weight="bold",
        zebra=None,
    ):
        """Draw a ruled table; cols are widths, rows lists of cells; return the y under it."""
        font = font or self.font
        rh = rh or size * 1.9
        aligns = aligns or ["l"] * len(cols)
        total = sum(cols)
        for r, row in enumerate(rows):
            is_head = header and r == 0
            if is_head and head_fill:
                self.rect(x, y, total, rh, fill=head_fill, stroke="none")
            elif zebra and r % 2 == 0:
                self.rect(x, y, total, rh, fill=zebra, stroke="none")
            cx = x
            for c, cell in enumerate(row):
                cw = cols[c]
                wt = head_weight if is_head else "normal"
                if isinstance(cell, tuple):
                    cell, wt = cell
                cell = str(cell)
                if cell:
                    a = "l" if is_head and aligns[c] == "r" and False else aligns[c]
                    ty = y + rh * 0.5 + size * 0.35
                    if a == "r":
                        self.text(cx + cw - 1.2, ty, cell, size, font, wt, "end", maxw=cw - 2.2)
                    elif a == "c":
                        self.text(cx + cw / 2, ty, cell, size, font, wt, "middle", maxw=cw - 2.2)
                    else:
                        self.text(cx + 1.2, ty, cell, size, font, wt, maxw=cw - 2.2)
                cx += cw
            if grid:
                self.line(x, y, x + total, y, sw)
            y += rh
        if grid:
            self.line(x, y, x + total, y, sw)
            top = y - rh * len(rows)
            cx = x
            for cw in [0, *cols]:
                cx += cw
                self.line(cx, top, cx, y, sw)
        return y

    def svg(self) -> str:
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(self.w)}mm" height="{_n(self.h)}mm" '
            f'viewBox="0 0 {_n(self.w)} {_n(self.h)}">\n'
            f'<rect x="0" y="0" width="{_n(self.w)}" height="{_n(self.h)}" fill="#fff"/>\n'
            + "\n".join(self.parts)
            + "\n</svg>\n"
        )
