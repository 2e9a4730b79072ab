"""Page plans: the drawing operations the Qt renderer paints, and the shared ornaments (logos, stamps, signatures,
photos, guilloches, tables) drawn as paths.

Coordinates are millimetres from the page's top left corner, y down; text ``y`` is the baseline; sizes are points.
"""

from __future__ import annotations

import html
import math
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Op = dict[str, Any]

A4 = (210.0, 297.0)
CARD = (85.6, 54.0)
PASSPORT = (125.0, 88.0)

_DEJAVU = "/usr/share/fonts/truetype/dejavu/"
_LIB = "/usr/share/fonts/truetype/liberation/"
_FREE = "/usr/share/fonts/truetype/freefont/"
_NOTO = "/usr/share/fonts/truetype/noto/"

# key -> the files of one family (regular, bold, italic, bold italic) and its stretch for Qt's face matching
FONTS: dict[str, dict[str, Any]] = {
    "sans": {"files": [_DEJAVU + f"DejaVuSans{s}.ttf" for s in ("", "-Bold", "-Oblique", "-BoldOblique")]},
    "cond": {
        "files": [_DEJAVU + f"DejaVuSansCondensed{s}.ttf" for s in ("", "-Bold", "-Oblique", "-BoldOblique")],
        "stretch": 87,
    },
    "serif": {"files": [_DEJAVU + f"DejaVuSerif{s}.ttf" for s in ("", "-Bold", "-Italic", "-BoldItalic")]},
    "mono": {"files": [_DEJAVU + f"DejaVuSansMono{s}.ttf" for s in ("", "-Bold")]},
    "lsans": {"files": [_LIB + f"LiberationSans-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")]},
    "lnarrow": {"files": [_LIB + f"LiberationSansNarrow-{s}.ttf" for s in ("Regular", "Bold", "Italic")]},
    "lserif": {"files": [_LIB + f"LiberationSerif-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")]},
    "lmono": {"files": [_LIB + f"LiberationMono-{s}.ttf" for s in ("Regular", "Bold")]},
    "fsans": {"files": [_FREE + f"FreeSans{s}.ttf" for s in ("", "Bold", "Oblique", "BoldOblique")]},
    "fserif": {"files": [_FREE + f"FreeSerif{s}.ttf" for s in ("", "Bold", "Italic", "BoldItalic")]},
    "fmono": {"files": [_FREE + f"FreeMono{s}.ttf" for s in ("", "Bold")]},
    "nsans": {"files": [_NOTO + f"NotoSans-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")]},
    "nserif": {"files": [_NOTO + f"NotoSerif-{s}.ttf" for s in ("Regular", "Bold", "Italic", "BoldItalic")]},
    "naskh": {"files": [_NOTO + f"NotoNaskhArabic-{s}.ttf" for s in ("Regular", "Bold")]},
    "arsans": {"files": [_NOTO + f"NotoSansArabic-{s}.ttf" for s in ("Regular", "Bold")]},
    "kufi": {"files": [_NOTO + f"NotoKufiArabic-{s}.ttf" for s in ("Regular", "Bold")]},
}


def missing_fonts() -> list[str]:
    return [f for spec in FONTS.values() for f in spec["files"] if not Path(f).exists()]


def esc(text: str) -> str:
    return html.escape(text, quote=False)


@dataclass
class Page:
    size: tuple[float, float] = A4
    ops: list[Op] = field(default_factory=list)
    bg: str | None = None

    # -- primitives ----------------------------------------------------------------------------------------------
    def add(self, op: str, **kw: Any) -> None:
        self.ops.append({"op": op, **{k: v for k, v in kw.items() if v is not None}})

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 9,
        font: str = "sans",
        bold: bool = False,
        italic: bool = False,
        color: str = "#000000",
        align: str = "l",
        **kw: Any,
    ) -> None:
        self.add("text", x=x, y=y, s=s, size=size, font=font, bold=bold, italic=italic, color=color, align=align, **kw)

    def runs(self, x: float, y: float, runs: list[dict[str, Any]], **kw: Any) -> None:
        self.add("runs", x=x, y=y, runs=runs, **kw)

    def para(
        self, x: float, y: float, w: float, html_text: str, size: float = 10, font: str = "serif", **kw: Any
    ) -> None:
        self.add("para", x=x, y=y, w=w, html=html_text, size=size, font=font, **kw)

    def rect(self, x: float, y: float, w: float, h: float, stroke: str | None = "#000000", **kw: Any) -> None:
        self.add("rect", x=x, y=y, w=w, h=h, stroke=stroke, **kw)

    def line(
        self, x1: float, y1: float, x2: float, y2: float, color: str = "#000000", lw: float = 0.25, **kw: Any
    ) -> None:
        self.add("line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=color, lw=lw, **kw)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, **kw: Any) -> None:
        self.add("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **kw)

    def path(self, d: list[list[Any]], **kw: Any) -> None:
        self.add("path", d=[[c[0], *(round(v, 3) for v in c[1:])] for c in d], **kw)

    def grad(self, x: float, y: float, w: float, h: float, stops: list[list[Any]], **kw: Any) -> None:
        self.add("grad", x=x, y=y, w=w, h=h, stops=stops, **kw)

    def save(self) -> None:
        self.add("save")

    def restore(self) -> None:
        self.add("restore")

    def rotate(self, cx: float, cy: float, deg: float) -> None:
        self.add("rotate", cx=cx, cy=cy, deg=deg)

    def opacity(self, v: float) -> None:
        self.add("opacity", v=v)

    def clip(self, x: float, y: float, w: float, h: float, r: float = 0) -> None:
        self.add("clip", x=x, y=y, w=w, h=h, r=r)

    def plan(self) -> Op:
        out: Op = {"size": list(self.size), "ops": self.ops}
        if self.bg:
            out["bg"] = self.bg
        return out

    # -- composites ----------------------------------------------------------------------------------------------
    def label_value(
        self,
        x: float,
        y: float,
        label: str,
        value: str,
        size: float = 9,
        font: str = "sans",
        gap: float | None = None,
        color: str = "#000000",
        label_color: str = "#000000",
        bold_value: bool = True,
    ) -> None:
        """'Label : value' on one line; with gap the value starts at x + gap, else right after the label."""
        if gap is None:
            self.runs(
                x,
                y,
                [
                    {"s": f"{label} : ", "bold": False, "color": label_color},
                    {"s": value, "bold": bold_value, "color": color},
                ],
                size=size,
                font=font,
            )
        else:
            self.text(x, y, label, size=size, font=font, color=label_color)
            self.text(x + gap, y, value, size=size, font=font, bold=bold_value, color=color)

    def stacked(
        self,
        x: float,
        y: float,
        label: str,
        value: str,
        size: float = 9,
        font: str = "sans",
        label_size: float | None = None,
        label_color: str = "#555555",
        maxw: float | None = None,
    ) -> None:
        """A small label above its value."""
        self.text(x, y, label, size=label_size or size * 0.72, font=font, color=label_color)
        self.text(x, y + size * 0.45, value, size=size, font=font, bold=True, maxw=maxw)

    def table(
        self,
        x: float,
        y: float,
        cols: list[tuple[str, float, str]],
        rows: list[list[str]],
        size: float = 8,
        font: str = "sans",
        row_h: float = 5.2,
        head_fill: str | None = "#e6e6e6",
        head_color: str = "#000000",
        grid: str = "full",
        line_color: str = "#555555",
        zebra: str | None = None,
        bold_rows: tuple[int, ...] = (),
        head_h: float | None = None,
    ) -> float:
        """A table: cols are (header, width, align l/r/c); returns the y under its last row."""
        width = sum(c[1] for c in cols)
        hh = head_h or row_h + 0.8
        if head_fill:
            self.rect(x, y, width, hh, stroke=None, fill=head_fill)
        cx = x
        for head, w, _al in cols:
            lines = head.split("\n")
            for i, part in enumerate(lines):
                base = y + hh / 2 + size * 0.13 + (i - (len(lines) - 1) / 2) * size * 0.38
                self.text(cx + w / 2, base, part, size=size, font=font, bold=True, color=head_color, align="c")
            cx += w
        top = y
        y += hh
        for r, row in enumerate(rows):
            if zebra and r % 2 == 1:
                self.rect(x, y, width, row_h, stroke=None, fill=zebra)
            cx = x
            for (_h, w, al), cell in zip(cols, row, strict=True):
                if cell:
                    tx = cx + 1.2 if al == "l" else cx + w - 1.2 if al == "r" else cx + w / 2
                    self.text(
                        tx, y + row_h * 0.68, cell, size=size, font=font, align=al, bold=r in bold_rows, maxw=w - 1.6
                    )
                cx += w
            y += row_h
            if grid == "rows":
                self.line(x, y, x + width, y, color=line_color, lw=0.12)
        if grid in ("full", "cols", "rows"):
            self.rect(x, top, width, y - top, stroke=line_color, lw=0.25)
            self.line(x, top + hh, x + width, top + hh, color=line_color, lw=0.25)
        if grid in ("full", "cols"):
            cx = x
            for _h, w, _al in cols[:-1]:
                cx += w
                self.line(cx, top, cx, y, color=line_color, lw=0.18)
        if grid == "full":
            for i in range(1, len(rows)):
                yy = top + hh + i * row_h
                self.line(x, yy, x + width, yy, color=line_color, lw=0.1)
        return y


# -- ornaments ------------------------------------------------------------------------------------------------------
def signature(page: Page, x: float, y: float, rng: random.Random, w: float = 32, color: str = "#1b2a6b") -> None:
    """A handwritten-looking flourish: a few loops and a tail, in one stroke."""
    pts: list[list[Any]] = [["M", x, y]]
    cx = x
    for _ in range(rng.randint(4, 7)):
        step = w / 6 * rng.uniform(0.6, 1.2)
        up = rng.uniform(3, 8)
        pts.append(
            ["C", cx + step * 0.2, y - up, cx + step * 0.9, y - up * 0.9, cx + step * 0.6, y + rng.uniform(-1, 2)]
        )
        cx += step * 0.8
    pts.append(["C", cx + 4, y + 3, x + w * 0.3, y + 4, x - 2, y + rng.uniform(0, 2)])
    page.path(pts, stroke=color, lw=0.35, round=True)
    page.path([["M", x + w * 0.2, y + 2.5], ["Q", x + w * 0.6, y + 0.5, x + w * 1.05, y + 2]], stroke=color, lw=0.3)


def round_stamp(
    page: Page,
    cx: float,
    cy: float,
    top: str,
    bottom: str,
    middle: list[str],
    rng: random.Random,
    color: str = "#2c3f9e",
) -> None:
    """A rubber stamp: two rings, the company along the top, the city along the bottom, lines in the middle."""
    page.save()
    page.opacity(0.82)
    page.rotate(cx, cy, rng.uniform(-18, 18))
    page.ellipse(cx, cy, 17, 17, stroke=color, lw=0.7)
    page.ellipse(cx, cy, 11.2, 11.2, stroke=color, lw=0.35)
    page.add(
        "arctext", cx=cx, cy=cy, r=13, s=top, font="sans", size=5.8 if len(top) < 26 else 4.8, bold=True, color=color
    )
    page.add(
        "arctext", cx=cx, cy=cy, r=13, s=bottom, font="sans", size=5.8, bold=True, color=color, inside=True, at=180
    )
    for i, text in enumerate(middle):
        page.text(cx, cy - (len(middle) - 1) * 1.6 + i * 3.2 + 1, text, size=5.5, bold=True, color=color, align="c")
    page.restore()


def box_stamp(page: Page, x: float, y: float, lines: list[str], rng: random.Random, color: str = "#5a2b8c") -> None:
    """A rectangular company stamp."""
    w = max(len(s) for s in lines) * 1.55 + 6
    h = len(lines) * 3.4 + 3
    page.save()
    page.opacity(0.8)
    page.rotate(x + w / 2, y + h / 2, rng.uniform(-6, 6))
    page.rect(x, y, w, h, stroke=color, lw=0.6, r=1)
    for i, text in enumerate(lines):
        page.text(x + w / 2, y + 4.2 + i * 3.4, text, size=6.2 if i else 6.8, bold=i == 0, color=color, align="c")
    page.restore()


def logo(page: Page, kind: str, x: float, y: float, s: float, c1: str, c2: str, initials: str = "") -> None:
    """A company or bank mark in a box of side s at (x, y)."""
    if kind == "disc":
        page.ellipse(x + s / 2, y + s / 2, s / 2, s / 2, fill=c1)
        page.text(x + s / 2, y + s * 0.64, initials, size=s * 1.15, bold=True, color="#ffffff", align="c", font="lsans")
    elif kind == "mountains":
        page.path([["M", x, y + s], ["L", x + s * 0.35, y + s * 0.25], ["L", x + s * 0.6, y + s], ["Z"]], fill=c1)
        page.path([["M", x + s * 0.35, y + s], ["L", x + s * 0.7, y], ["L", x + s, y + s], ["Z"]], fill=c2)
    elif kind == "wave":
        page.rect(x, y, s, s, stroke=None, fill=c1, r=s * 0.18)
        for i in range(3):
            yy = y + s * (0.35 + i * 0.2)
            page.path(
                [
                    ["M", x + s * 0.1, yy],
                    ["C", x + s * 0.35, yy - s * 0.18, x + s * 0.6, yy + s * 0.18, x + s * 0.9, yy],
                ],
                stroke="#ffffff",
                lw=s * 0.05,
                round=True,
            )
    elif kind == "diamond":
        h = s / 2
        page.path([["M", x + h, y], ["L", x + s, y + h], ["L", x + h, y + s], ["L", x, y + h], ["Z"]], fill=c1)
        page.path(
            [
                ["M", x + h, y + s * 0.22],
                ["L", x + s * 0.78, y + h],
                ["L", x + h, y + s * 0.78],
                ["L", x + s * 0.22, y + h],
                ["Z"],
            ],
            fill=c2,
        )
    elif kind == "star":
        pts: list[list[Any]] = []
        for i in range(16):
            r = s / 2 if i % 2 == 0 else s * 0.28
            a = math.pi * i / 8
            pts.append(["M" if i == 0 else "L", x + s / 2 + r * math.sin(a), y + s / 2 - r * math.cos(a)])
        pts.append(["Z"])
        page.path(pts, fill=c1)
        page.ellipse(x + s / 2, y + s / 2, s * 0.16, s * 0.16, fill=c2)
    elif kind == "bars":
        for i in range(4):
            hh = s * (0.4 + 0.2 * i)
            page.rect(x + i * s * 0.26, y + s - hh, s * 0.2, hh, stroke=None, fill=c1 if i % 2 == 0 else c2)
    else:  # "square"
        page.rect(x, y, s, s, stroke=None, fill=c1)
        page.text(x + s / 2, y + s * 0.68, initials, size=s * 1.3, bold=True, color=c2, align="c", font="serif")


def guilloche(page: Page, x: float, y: float, w: float, h: float, color: str, rng: random.Random, n: int = 9) -> None:
    """Fine interlaced sine waves, as printed under a card's fields."""
    for k in range(n):
        phase = rng.uniform(0, math.tau)
        amp = h * rng.uniform(0.08, 0.2)
        base = y + h * (k + 0.5) / n
        freq = rng.uniform(2.5, 5.0)
        pts: list[list[Any]] = []
        for i in range(61):
            t = i / 60
            pts.append(["M" if i == 0 else "L", x + w * t, base + amp * math.sin(phase + t * math.tau * freq)])
        page.path(pts, stroke=color, lw=0.12)


def rosette(page: Page, cx: float, cy: float, r: float, color: str, petals: int = 18) -> None:
    for i in range(petals):
        a = math.pi * i / petals
        page.ellipse(cx, cy, r, r * 0.32, stroke=color, lw=0.1)
        page.save()
        page.rotate(cx, cy, math.degrees(a))
        page.ellipse(cx, cy, r, r * 0.32, stroke=color, lw=0.1)
        page.restore()


def photo(
    page: Page, x: float, y: float, w: float, h: float, rng: random.Random, female: bool, grey: bool = False
) -> None:
    """An identity photo drawn as paths: a plain background, shoulders, a neck, a head, hair and features."""
    skin = rng.choice(["#d9a982", "#c68f6a", "#e3b894", "#a8744f", "#7a4e32"])
    hair = rng.choice(["#1d140f", "#2b1d14", "#3a2a1c", "#141414"])
    cloth = rng.choice(["#2f3d5c", "#4a4a4a", "#6b2c2c", "#1f4d3a", "#d8d8d8"])
    if grey:
        skin, hair, cloth = "#9a9a9a", "#2a2a2a", "#555555"
    page.save()
    page.clip(x, y, w, h)
    page.grad(
        x,
        y,
        w,
        h,
        [[0, "#e9edf1" if not grey else "#dddddd"], [1, "#b9c3cc" if not grey else "#bbbbbb"]],
        dir=[0, 0, 0, 1],
    )
    cx = x + w / 2
    head_cy = y + h * 0.40
    hr_x, hr_y = w * 0.23, h * 0.21
    page.path(
        [
            ["M", x - 1, y + h + 1],
            ["C", x, y + h * 0.8, cx - w * 0.3, y + h * 0.72, cx, y + h * 0.72],
            ["C", cx + w * 0.3, y + h * 0.72, x + w, y + h * 0.8, x + w + 1, y + h + 1],
            ["Z"],
        ],
        fill=cloth,
    )
    page.rect(cx - w * 0.09, head_cy + hr_y * 0.6, w * 0.18, h * 0.16, stroke=None, fill=skin)
    if female and rng.random() < 0.5:  # a headscarf
        scarf = "#6f5a7e" if not grey else "#777777"
        page.ellipse(cx, head_cy + h * 0.02, hr_x * 1.35, hr_y * 1.3, fill=scarf)
        page.path(
            [
                ["M", cx - hr_x * 1.3, head_cy + hr_y * 0.3],
                ["L", cx - w * 0.3, y + h * 0.8],
                ["L", cx + w * 0.3, y + h * 0.8],
                ["L", cx + hr_x * 1.3, head_cy + hr_y * 0.3],
                ["Z"],
            ],
            fill=scarf,
        )
        page.ellipse(cx, head_cy + h * 0.02, hr_x * 0.92, hr_y * 0.98, fill=skin)
    else:
        page.ellipse(cx, head_cy - h * 0.03, hr_x * 1.12, hr_y * (1.1 if not female else 1.25), fill=hair)
        if female:
            page.rect(cx - hr_x * 1.12, head_cy - h * 0.03, hr_x * 2.24, h * 0.3, stroke=None, fill=hair, r=2)
        page.ellipse(cx, head_cy + h * 0.02, hr_x, hr_y, fill=skin)
    eye_y = head_cy + h * 0.0
    for side in (-1, 1):
        page.ellipse(cx + side * hr_x * 0.4, eye_y, w * 0.035, h * 0.015, fill="#2a1a10")
        page.line(
            cx + side * hr_x * 0.6, eye_y - h * 0.04, cx + side * hr_x * 0.2, eye_y - h * 0.045, color=hair, lw=0.3
        )
    page.path(
        [["M", cx, eye_y + h * 0.02], ["L", cx - w * 0.03, eye_y + h * 0.08], ["L", cx + w * 0.01, eye_y + h * 0.085]],
        stroke="#6b4a35" if not grey else "#555555",
        lw=0.15,
    )
    page.path(
        [["M", cx - w * 0.07, eye_y + h * 0.13], ["Q", cx, eye_y + h * 0.155, cx + w * 0.07, eye_y + h * 0.13]],
        stroke="#7a3b30" if not grey else "#444444",
        lw=0.25,
    )
    if not female and rng.random() < 0.4:  # a moustache
        page.path(
            [["M", cx - w * 0.08, eye_y + h * 0.115], ["Q", cx, eye_y + h * 0.09, cx + w * 0.08, eye_y + h * 0.115]],
            stroke=hair,
            lw=0.6,
        )
    page.restore()


def qr_pattern(page: Page, x: float, y: float, s: float, rng: random.Random, n: int = 25) -> None:
    """A QR-like square: three finder squares and random modules."""
    cell = s / n
    page.rect(x, y, s, s, stroke=None, fill="#ffffff")
    for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
        page.rect(x + fx * cell, y + fy * cell, 7 * cell, 7 * cell, stroke=None, fill="#000000")
        page.rect(x + (fx + 1) * cell, y + (fy + 1) * cell, 5 * cell, 5 * cell, stroke=None, fill="#ffffff")
        page.rect(x + (fx + 2) * cell, y + (fy + 2) * cell, 3 * cell, 3 * cell, stroke=None, fill="#000000")
    cmds: list[list[Any]] = []
    for i in range(n):
        for j in range(n):
            finder = (i < 8 and j < 8) or (i >= n - 8 and j < 8) or (i < 8 and j >= n - 8)
            if not finder and rng.random() < 0.48:
                x0, y0 = x + i * cell, y + j * cell
                cmds += [["M", x0, y0], ["L", x0 + cell, y0], ["L", x0 + cell, y0 + cell], ["L", x0, y0 + cell], ["Z"]]
    page.path(cmds, fill="#000000")


def barcode(page: Page, x: float, y: float, w: float, h: float, rng: random.Random) -> None:
    cmds: list[list[Any]] = []
    cx = x
    while cx < x + w - 1:
        bw = rng.choice([0.25, 0.25, 0.5, 0.75])
        cmds += [["M", cx, y], ["L", cx + bw, y], ["L", cx + bw, y + h], ["L", cx, y + h], ["Z"]]
        cx += bw + rng.choice([0.25, 0.5, 0.5, 0.75])
    page.path(cmds, fill="#000000")


def fingerprint(page: Page, cx: float, cy: float, r: float, color: str) -> None:
    for i in range(1, 9):
        rr = r * i / 9
        page.path(
            [
                ["M", cx - rr, cy + rr * 0.3],
                ["C", cx - rr, cy - rr * 1.2, cx + rr, cy - rr * 1.2, cx + rr, cy + rr * 0.3],
            ],
            stroke=color,
            lw=0.15,
        )


@dataclass
class Doc:
    """One document: its pages, its labels, and how it is delivered (condition, format, wear)."""

    case_id: str
    doc_type: str
    slug: str
    condition: str
    pages: list[Page] = field(default_factory=list)
    labels: dict[str, Any] = field(default_factory=dict)
    kind: str = "page"  # page | card
    fmt: str = "pdf"  # pdf | png | jpg | tif | webp | imgpdf
    wear: str = "none"  # none | scan | poor | copy | fax | phone | photo_card
    dpi: int = 300
    title: str = ""
    creator: str = ""

    def label(self, name: str, value: Any) -> None:
        if name in self.labels and self.labels[name] != value:
            raise ValueError(f"{self.slug}: {name} labelled twice ({self.labels[name]!r}, {value!r})")
        self.labels[name] = value

    @property
    def stem(self) -> str:
        return f"{self.case_id}-{self.slug}-{self.condition}"
