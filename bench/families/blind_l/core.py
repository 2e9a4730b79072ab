"""Drawing with matplotlib: a page in millimetres (origin top left), fonts, wrapped text, tables, and output.

Every page is a matplotlib Figure holding one axes that covers it, with data coordinates in millimetres and y going
down. Born-digital files are written by the PDF backend (TrueType fonts embedded, so the text layer is real); images
are rasterised by Agg and handed to Pillow.
"""

from __future__ import annotations

import io
import re
import time
from functools import lru_cache
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Circle, FancyBboxPatch, Polygon, Rectangle
from matplotlib.textpath import TextToPath
from PIL import Image

RC = {
    "pdf.fonttype": 42,
    "svg.hashsalt": "blind_l",
    "path.simplify": False,
    "text.usetex": False,
    "axes.unicode_minus": False,
}
matplotlib.rcParams.update(RC)

FONT_DIR = Path("/usr/share/fonts/truetype")
# family -> (regular, bold, italic, bold italic)
FONTS = {
    "dejavu": (
        "dejavu/DejaVuSans.ttf",
        "dejavu/DejaVuSans-Bold.ttf",
        "dejavu/DejaVuSans-Oblique.ttf",
        "dejavu/DejaVuSans-BoldOblique.ttf",
    ),
    "dejavu_cond": (
        "dejavu/DejaVuSansCondensed.ttf",
        "dejavu/DejaVuSansCondensed-Bold.ttf",
        "dejavu/DejaVuSansCondensed-Oblique.ttf",
        "dejavu/DejaVuSansCondensed-BoldOblique.ttf",
    ),
    "dejavu_serif": (
        "dejavu/DejaVuSerif.ttf",
        "dejavu/DejaVuSerif-Bold.ttf",
        "dejavu/DejaVuSerif-Italic.ttf",
        "dejavu/DejaVuSerif-BoldItalic.ttf",
    ),
    "dejavu_mono": (
        "dejavu/DejaVuSansMono.ttf",
        "dejavu/DejaVuSansMono-Bold.ttf",
        "dejavu/DejaVuSansMono-Oblique.ttf",
        "dejavu/DejaVuSansMono-BoldOblique.ttf",
    ),
    "lib_sans": (
        "liberation/LiberationSans-Regular.ttf",
        "liberation/LiberationSans-Bold.ttf",
        "liberation/LiberationSans-Italic.ttf",
        "liberation/LiberationSans-BoldItalic.ttf",
    ),
    "lib_narrow": (
        "liberation/LiberationSansNarrow-Regular.ttf",
        "liberation/LiberationSansNarrow-Bold.ttf",
        "liberation/LiberationSansNarrow-Italic.ttf",
        "liberation/LiberationSansNarrow-BoldItalic.ttf",
    ),
    "lib_serif": (
        "liberation/LiberationSerif-Regular.ttf",
        "liberation/LiberationSerif-Bold.ttf",
        "liberation/LiberationSerif-Italic.ttf",
        "liberation/LiberationSerif-BoldItalic.ttf",
    ),
    "lib_mono": (
        "liberation/LiberationMono-Regular.ttf",
        "liberation/LiberationMono-Bold.ttf",
        "liberation/LiberationMono-Italic.ttf",
        "liberation/LiberationMono-BoldItalic.ttf",
    ),
    "free_sans": (
        "freefont/FreeSans.ttf",
        "freefont/FreeSansBold.ttf",
        "freefont/FreeSansOblique.ttf",
        "freefont/FreeSansBoldOblique.ttf",
    ),
    "free_serif": (
        "freefont/FreeSerif.ttf",
        "freefont/FreeSerifBold.ttf",
        "freefont/FreeSerifItalic.ttf",
        "freefont/FreeSerifBoldItalic.ttf",
    ),
    "free_mono": (
        "freefont/FreeMono.ttf",
        "freefont/FreeMonoBold.ttf",
        "freefont/FreeMonoOblique.ttf",
        "freefont/FreeMonoBoldOblique.ttf",
    ),
    "noto_sans": (
        "noto/NotoSans-Regular.ttf",
        "noto/NotoSans-Bold.ttf",
        "noto/NotoSans-Italic.ttf",
        "noto/NotoSans-BoldItalic.ttf",
    ),
    "noto_serif": (
        "noto/NotoSerif-Regular.ttf",
        "noto/NotoSerif-Bold.ttf",
        "noto/NotoSerif-Italic.ttf",
        "noto/NotoSerif-BoldItalic.ttf",
    ),
    "noto_display": (
        "noto/NotoSansDisplay-Regular.ttf",
        "noto/NotoSansDisplay-Bold.ttf",
        "noto/NotoSansDisplay-Italic.ttf",
        "noto/NotoSansDisplay-BoldItalic.ttf",
    ),
    "naskh": (
        "noto/NotoNaskhArabic-Regular.ttf",
        "noto/NotoNaskhArabic-Bold.ttf",
        "noto/NotoNaskhArabic-Regular.ttf",
        "noto/NotoNaskhArabic-Bold.ttf",
    ),
    "kufi": (
        "noto/NotoKufiArabic-Regular.ttf",
        "noto/NotoKufiArabic-Bold.ttf",
        "noto/NotoKufiArabic-Regular.ttf",
        "noto/NotoKufiArabic-Bold.ttf",
    ),
    "sans_arabic": (
        "noto/NotoSansArabic-Regular.ttf",
        "noto/NotoSansArabic-Bold.ttf",
        "noto/NotoSansArabic-Regular.ttf",
        "noto/NotoSansArabic-Bold.ttf",
    ),
}

PT = 25.4 / 72.0  # one point in millimetres
A4 = (210.0, 297.0)
CARD = (85.6, 54.0)


def ink(color: str) -> str:
    """Black or white, whichever reads better on color."""
    r, g, b = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return "black" if 0.299 * r + 0.587 * g + 0.114 * b > 0.62 else "white"


def font_path(family: str, bold: bool = False, italic: bool = False) -> str:
    files = FONTS[family]
    path = FONT_DIR / files[(1 if bold else 0) + (2 if italic else 0)]
    if not path.exists():
        raise FileNotFoundError(f"font missing (install Debian's fonts packages): {path}")
    return str(path)


@lru_cache(maxsize=256)
def fprop(family: str, bold: bool = False, italic: bool = False) -> FontProperties:
    return FontProperties(fname=font_path(family, bold, italic))


_T2P = TextToPath()


@lru_cache(maxsize=65536)
def measure(s: str, family: str, size: float, bold: bool = False, italic: bool = False) -> float:
    """Width of s in millimetres."""
    if not s:
        return 0.0
    prop = fprop(family, bold, italic).copy()
    prop.set_size(size)
    w, _, _ = _T2P.get_text_width_height_descent(s, prop, ismath=False)
    return w * PT


def space_width(family: str, size: float, bold: bool = False) -> float:
    return measure("n n", family, size, bold) - measure("nn", family, size, bold)


class Page:
    """One page (or card face) drawn in millimetres, y downwards."""

    def __init__(self, size: tuple[float, float] = A4, bg: str = "white", font: str = "dejavu"):
        self.w, self.h = size
        self.font = font
        self.fig = Figure(figsize=(self.w / 25.4, self.h / 25.4), dpi=100, facecolor=bg)
        self.ax = self.fig.add_axes((0, 0, 1, 1))
        self.ax.set_xlim(0, self.w)
        self.ax.set_ylim(self.h, 0)
        self.ax.set_axis_off()
        self.ax.set_facecolor(bg)

    # -- primitives -------------------------------------------------------------------------------------------
    def text(
        self,
        x,
        y,
        s,
        size=9.0,
        font=None,
        bold=False,
        italic=False,
        ha="left",
        va="baseline",
        color="black",
        rotation=0.0,
        alpha=1.0,
        zorder=3,
    ):
        if s is None or s == "":
            return
        self.ax.text(
            x,
            y,
            str(s),
            fontproperties=fprop(font or self.font, bold, italic),
            fontsize=size,
            ha=ha,
            va=va,
            color=color,
            rotation=rotation,
            alpha=alpha,
            zorder=zorder,
            parse_math=False,
            rotation_mode="anchor",
            clip_on=False,
        )

    def width(self, s, size=9.0, font=None, bold=False, italic=False) -> float:
        return measure(str(s), font or self.font, size, bold, italic)

    def fit(self, s, max_w, size=9.0, font=None, bold=False) -> float:
        """The largest size up to `size` at which s fits in max_w millimetres."""
        return min(size, max_w / max(self.width(s, 1.0, font, bold), 1e-6))

    def line(self, x1, y1, x2, y2, lw=0.6, color="black", ls="-", zorder=2):
        self.ax.plot([x1, x2], [y1, y2], color=color, lw=lw, ls=ls, zorder=zorder, solid_capstyle="butt")

    def hline(self, x1, x2, y, lw=0.6, color="black", ls="-"):
        self.line(x1, y, x2, y, lw, color, ls)

    def vline(self, x, y1, y2, lw=0.6, color="black", ls="-"):
        self.line(x, y1, x, y2, lw, color, ls)

    def rect(self, x, y, w, h, fc="none", ec="black", lw=0.6, zorder=1, alpha=1.0, ls="-"):
        self.ax.add_patch(Rectangle((x, y), w, h, facecolor=fc, edgecolor=ec, lw=lw, zorder=zorder, alpha=alpha, ls=ls))

    def rrect(self, x, y, w, h, r=2.0, fc="none", ec="black", lw=0.6, zorder=1, alpha=1.0):
        self.ax.add_patch(
            FancyBboxPatch(
                (x + r, y + r),
                w - 2 * r,
                h - 2 * r,
                boxstyle=f"round,pad={r}",
                facecolor=fc,
                edgecolor=ec,
                lw=lw,
                zorder=zorder,
                alpha=alpha,
                mutation_aspect=1,
            )
        )

    def circle(self, x, y, r, fc="none", ec="black", lw=0.6, zorder=1, alpha=1.0):
        self.ax.add_patch(Circle((x, y), r, facecolor=fc, edgecolor=ec, lw=lw, zorder=zorder, alpha=alpha))

    def poly(self, pts, fc="none", ec="none", lw=0.6, zorder=1, alpha=1.0):
        self.ax.add_patch(Polygon(pts, closed=True, facecolor=fc, edgecolor=ec, lw=lw, zorder=zorder, alpha=alpha))

    def curve(self, xs, ys, lw=0.3, color="black", alpha=1.0, zorder=1):
        self.ax.plot(xs, ys, lw=lw, color=color, alpha=alpha, zorder=zorder)

    # -- composite ---------------------------------------------------------------------------------------------
    def label_value(
        self,
        x,
        y,
        label,
        value,
        size=9.0,
        gap=2.0,
        font=None,
        label_bold=False,
        value_bold=True,
        label_w=None,
        color="black",
        label_color=None,
    ):
        """'Label : value' with the value starting at x + label_w (or right after the label)."""
        self.text(x, y, label, size, font, bold=label_bold, color=label_color or color)
        vx = x + (label_w if label_w is not None else self.width(label, size, font, label_bold) + gap)
        self.text(vx, y, value, size, font, bold=value_bold, color=color)

    def wrap(
        self, x, y, width, text, size=10.0, font=None, leading=1.45, justify=False, color="black", indent=0.0
    ) -> float:
        """Draw text wrapped to width; `**bold**` marks bold runs; blank lines separate paragraphs.

        Returns the baseline y of the next line."""
        font = font or self.font
        lh = size * PT * leading
        sp = space_width(font, size)
        for para in text.split("\n\n"):
            # glue words into units that never break apart
            units: list[list[tuple[str, bool, float]]] = []
            for word, bold, glued in _tokens(para):
                piece = (word, bold, measure(word, font, size, bold))
                if glued and units:
                    units[-1].append(piece)
                else:
                    units.append([piece])
            lines: list[list[list[tuple[str, bool, float]]]] = []
            cur: list = []
            cur_w = 0.0
            for unit in units:
                uw = sum(w for _, _, w in unit)
                avail = width - (indent if not lines else 0.0)
                if cur and cur_w + sp + uw > avail:
                    lines.append(cur)
                    cur, cur_w = [], 0.0
                cur_w += (sp if cur else 0.0) + uw
                cur.append(unit)
            if cur:
                lines.append(cur)
            for i, ln in enumerate(lines):
                lx = x + (indent if i == 0 else 0.0)
                avail = width - (indent if i == 0 else 0.0)
                natural = sum(w for unit in ln for _, _, w in unit)
                last = i == len(lines) - 1
                cx = lx
                if justify and not last and len(ln) > 1:
                    gap = (avail - natural) / (len(ln) - 1)
                    for unit in ln:
                        for word, bold, ww in unit:
                            self.text(cx, y, word, size, font, bold=bold, color=color)
                            cx += ww
                        cx += gap
                else:  # runs of one weight drawn as one string each
                    runs: list[list] = []
                    for j, unit in enumerate(ln):
                        for m, (word, bold, _) in enumerate(unit):
                            sep = " " if (m == 0 and j > 0) else ""
                            if runs and runs[-1][1] == bold:
                                runs[-1][0] += sep + word
                            else:
                                if sep and runs:
                                    runs[-1][0] += sep
                                runs.append([word, bold])
                    for s, bold in runs:
                        self.text(cx, y, s, size, font, bold=bold, color=color)
                        cx += (
                            measure(s, font, size, bold)
                            if not s.endswith(" ")
                            else (measure(s.rstrip(), font, size, bold) + sp)
                        )
                y += lh
            y += lh * 0.45
        return y

    def table(
        self,
        x,
        y,
        cols,
        rows,
        *,
        row_h=6.0,
        size=8.0,
        font=None,
        header=None,
        header_fill="#d9d9d9",
        header_color="black",
        header_size=None,
        aligns=None,
        grid="full",
        lw=0.5,
        zebra=None,
        pad=1.6,
        bold_rows=(),
        line_color="black",
        header_h=None,
        wrap_header=False,
    ) -> float:
        """Rows of cells; cols are widths in mm; aligns 'l', 'r' or 'c' per column. Returns the y below."""
        font = font or self.font
        aligns = aligns or ["l"] * len(cols)
        total = sum(cols)
        xs = [x]
        for c in cols:
            xs.append(xs[-1] + c)
        top = y

        def cell_text(i, yb, s, bold, sz, color="black", align=None):
            if s is None or s == "":
                return
            a = align or aligns[i]
            if a == "r":
                self.text(xs[i + 1] - pad, yb, s, sz, font, bold=bold, ha="right", color=color)
            elif a == "c":
                self.text((xs[i] + xs[i + 1]) / 2, yb, s, sz, font, bold=bold, ha="center", color=color)
            else:
                self.text(xs[i] + pad, yb, s, sz, font, bold=bold, color=color)

        if header:
            hs = header_size or size
            hh = header_h or row_h
            if header_fill:
                self.rect(x, y, total, hh, fc=header_fill, ec="none", zorder=0.5)
            for i, h in enumerate(header):
                parts = h.split("\n") if wrap_header else [h]
                n = len(parts)
                for k, part in enumerate(parts):
                    yb = y + hh / 2 + (k - (n - 1) / 2) * hs * PT * 1.15 + hs * PT * 0.35
                    cell_text(i, yb, part, True, hs, header_color)
            y += hh
            if grid in ("full", "rows", "outer", "header"):
                self.hline(x, x + total, y, lw, line_color)
        for r, row in enumerate(rows):
            if zebra and r % 2 == 1:
                self.rect(x, y, total, row_h, fc=zebra, ec="none", zorder=0.5)
            yb = y + row_h / 2 + size * PT * 0.35
            for i, s in enumerate(row):
                cell_text(i, yb, s, r in bold_rows, size)
            y += row_h
            if grid in ("full", "rows") and r < len(rows) - 1:
                self.hline(x, x + total, y, lw * 0.6, line_color)
        if grid in ("full", "outer", "cols"):
            self.rect(x, top, total, y - top, ec=line_color, lw=lw, zorder=2)
        if grid in ("full", "cols"):
            for xi in xs[1:-1]:
                self.vline(xi, top, y, lw * 0.6, line_color)
        if grid == "rows":
            self.hline(x, x + total, top, lw, line_color)
            self.hline(x, x + total, y, lw, line_color)
        return y

    # -- helpers for imagery -----------------------------------------------------------------------------------
    def guilloche(self, x, y, w, h, color="#7fa7c9", n=14, lw=0.18, alpha=0.5, phase=0.0, freq=3.0):
        xs = np.linspace(x, x + w, 240)
        for k in range(n):
            amp = h / (n * 0.9)
            ys = y + h * (k + 0.5) / n + amp * np.sin((xs - x) / w * freq * 2 * np.pi + k * 0.55 + phase)
            self.curve(xs, ys, lw=lw, color=color, alpha=alpha, zorder=0.2)

    def rosette(self, cx, cy, r, color="#c9a15a", n=36, lw=0.15, alpha=0.6):
        t = np.linspace(0, 2 * np.pi, 400)
        for k in range(n // 6):
            rr = r * (0.55 + 0.45 * np.cos(6 * t + k * 0.35)) * (1 - k * 0.05)
            self.curve(cx + rr * np.cos(t), cy + rr * np.sin(t), lw=lw, color=color, alpha=alpha, zorder=0.3)

    def portrait(self, x, y, w, h, sex="M", seed=0, bg="#dfe6ea", grey=False):
        """A drawn head-and-shoulders photo."""
        rng = np.random.default_rng(seed)
        self.rect(x, y, w, h, fc=bg, ec="none", zorder=1)
        skins = ["#c99a76", "#b5835f", "#d8ae8a", "#a8724f", "#e0b995"]
        skin = skins[int(rng.integers(len(skins)))]
        hair = ["#1d1a17", "#2e2420", "#3b2b20", "#4a3a2c"][int(rng.integers(4))]
        cloth = ["#2f3c57", "#55433a", "#3d5b4a", "#5a5a62", "#7a2e3a", "#f0f0f0"][int(rng.integers(6))]
        if grey:
            skin, hair, cloth = "#a8a8a8", "#303030", "#5a5a5a"
        cx = x + w / 2
        # shoulders
        t = np.linspace(0, np.pi, 60)
        sx = cx + 0.52 * w * np.cos(t)
        sy = y + h - 0.0 - 0.26 * h * np.sin(t)
        self.poly([*zip(sx, sy, strict=True), (x, y + h)], fc=cloth, zorder=1.1)
        self.poly([(x, y + h), (x + w, y + h), (cx + 0.52 * w, y + h), (cx - 0.52 * w, y + h)], fc=cloth, zorder=1.1)
        # neck
        self.rect(cx - 0.11 * w, y + 0.55 * h, 0.22 * w, 0.2 * h, fc=skin, ec="none", zorder=1.2)
        # hair/head
        from matplotlib.patches import Ellipse

        if sex == "F" and rng.random() < 0.5:
            self.ax.add_patch(Ellipse((cx, y + 0.42 * h), 0.62 * w, 0.62 * h, facecolor=hair, zorder=1.25))
        self.ax.add_patch(Ellipse((cx, y + 0.36 * h), 0.44 * w, 0.5 * h, facecolor=skin, zorder=1.3))
        self.ax.add_patch(Ellipse((cx, y + 0.17 * h), 0.46 * w, 0.2 * h, facecolor=hair, zorder=1.35))
        ey = y + 0.36 * h
        for dx in (-0.09 * w, 0.09 * w):
            self.ax.add_patch(Ellipse((cx + dx, ey), 0.06 * w, 0.03 * h, facecolor="#222", zorder=1.4))
        self.line(cx - 0.06 * w, y + 0.5 * h, cx + 0.06 * w, y + 0.5 * h, lw=0.5, color="#7a4a3a", zorder=1.4)

    def signature(self, x, y, w=30.0, seed=0, color="#1f2f6b", lw=0.7):
        rng = np.random.default_rng(seed)
        t = np.linspace(0, 1, 200)
        k = rng.uniform(3, 6)
        xs = x + w * t + 2.0 * np.sin(2 * np.pi * k * t + rng.uniform(0, 6))
        ys = y - 3.0 * np.sin(2 * np.pi * (k * 0.7) * t) * np.exp(-2 * t) - 1.5 * np.cos(2 * np.pi * 2.3 * t)
        self.curve(xs, ys, lw=lw, color=color, zorder=5)
        self.curve([x + 0.1 * w, x + 0.95 * w], [y + 1.5, y + 0.8], lw=lw * 0.7, color=color, zorder=5)

    def stamp(self, cx, cy, r, lines, color="#2a47a8", angle=-12.0, alpha=0.75, font="dejavu"):
        self.circle(cx, cy, r, ec=color, lw=1.0, alpha=alpha, zorder=4)
        self.circle(cx, cy, r * 0.72, ec=color, lw=0.5, alpha=alpha, zorder=4)
        n = len(lines)
        for i, s in enumerate(lines):
            dy = (i - (n - 1) / 2) * 3.0
            size = 5.5 if i else 6.0
            size = min(size, 1.3 * r / max(self.width(s, 1.0, font, i == 0), 1e-6))
            self.text(
                cx,
                cy + dy + 0.8,
                s,
                size,
                font,
                bold=i == 0,
                ha="center",
                color=color,
                alpha=alpha,
                rotation=angle,
                zorder=4,
            )

    def rect_stamp(self, x, y, lines, color="#7a1f3d", angle=4.0, size=6.5, alpha=0.8):
        w = max(self.width(s, size, "dejavu", True) for s in lines) + 6
        h = len(lines) * size * PT * 1.5 + 3
        self.rect(x, y, w, h, ec=color, lw=1.0, alpha=alpha, zorder=4)
        for i, s in enumerate(lines):
            self.text(
                x + w / 2,
                y + 2.5 + (i + 0.7) * size * PT * 1.5,
                s,
                size,
                "dejavu",
                bold=True,
                ha="center",
                color=color,
                alpha=alpha,
                zorder=4,
            )


_BOLD = re.compile(r"(\*\*.+?\*\*)")


def _tokens(para: str) -> list[tuple[str, bool, bool]]:
    """Words as (text, bold, glued): glued words follow the previous one without a space (a comma after a bold
    name)."""
    out: list[tuple[str, bool, bool]] = []
    prev_space = True
    for part in _BOLD.split(para.replace("\n", " ")):
        if not part:
            continue
        bold = part.startswith("**") and part.endswith("**")
        body = part[2:-2] if bold else part
        words = body.split()
        for i, w in enumerate(words):
            glued = i == 0 and not prev_space and not body[:1].isspace() and bool(out)
            out.append((w, bold, glued))
        prev_space = body[-1:].isspace()
    return out


# -- output -------------------------------------------------------------------------------------------------------
def save_pdf(pages: list[Page], path: Path, creator: str, producer: str, title: str | None = None) -> None:
    meta = {"Creator": creator, "Producer": producer, "CreationDate": None, "Title": title}
    with matplotlib.rc_context(RC), PdfPages(path, metadata=meta) as pdf:
        for p in pages:
            pdf.savefig(p.fig, facecolor=p.fig.get_facecolor())


def rasterize(page: Page, dpi: float) -> Image.Image:
    with matplotlib.rc_context(RC):
        page.fig.set_dpi(dpi)
        canvas = FigureCanvasAgg(page.fig)
        canvas.draw()
        arr = np.asarray(canvas.buffer_rgba())[..., :3].copy()
    return Image.fromarray(arr, "RGB")


SCAN_EPOCH = 1_790_000_000  # a fixed time for the image-only PDFs' dates


def save_image_pdf(images: list[Image.Image], path: Path, dpi: float, producer: str, quality: int = 85) -> None:
    """Image-only PDF, as a scanner writes it (JPEG pages, no text layer)."""
    stamp = time.gmtime(SCAN_EPOCH)
    buf = io.BytesIO()
    first, rest = images[0], images[1:]
    first.save(
        buf,
        "PDF",
        resolution=dpi,
        save_all=True,
        append_images=rest,
        quality=quality,
        creationDate=stamp,
        modDate=stamp,
        producer=producer,
        creator=producer,
    )
    path.write_bytes(buf.getvalue())


def save_image(img: Image.Image, path: Path, quality: int = 88, dpi: float | None = None) -> str:
    ext = path.suffix.lower()
    kw = {"dpi": (int(dpi), int(dpi))} if dpi else {}
    if ext in (".jpg", ".jpeg"):
        img.convert("RGB").save(path, "JPEG", quality=quality, optimize=False, **kw)
        return "image/jpeg"
    if ext == ".png":
        img.save(path, "PNG", compress_level=6, **kw)
        return "image/png"
    if ext == ".webp":
        img.convert("RGB").save(path, "WEBP", quality=quality, method=4)
        return "image/webp"
    if ext in (".tif", ".tiff"):
        img.save(path, "TIFF", compression="tiff_lzw", **kw)
        return "image/tiff"
    raise ValueError(ext)
