"""A small SVG page builder, measured with the real fonts, and its renderer (rsvg-convert: librsvg/cairo/pango)."""

from __future__ import annotations

import functools
import io
import math
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from PIL import Image, ImageFont

A4 = (595.28, 841.89)  # points
CARD = (242.65, 153.07)  # ID-1, 85.6 x 54 mm
TD3_PAGE = (354.33, 249.45)  # 125 x 88 mm


def rsvg() -> str:
    exe = shutil.which("rsvg-convert")
    if not exe:
        raise RuntimeError("blind_g needs rsvg-convert: apt-get install librsvg2-bin")
    return exe


@functools.cache
def font_file(family: str, bold: bool = False, italic: bool = False) -> str:
    pattern = family + (":bold" if bold else "") + (":italic" if italic else "")
    out = subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True, text=True, check=True)
    return out.stdout.strip()


@functools.cache
def _pil_font(family: str, bold: bool, italic: bool):
    return ImageFont.truetype(font_file(family, bold, italic), 100)


def text_width(s: str, size: float, family: str, bold: bool = False, italic: bool = False) -> float:
    return _pil_font(family, bold, italic).getlength(s) * size / 100.0


def _fmt(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


class Page:
    """One page; coordinates in points (1/72 in), origin top-left."""

    def __init__(self, size=A4, bg: str = "#ffffff", font: str = "Liberation Sans"):
        self.w, self.h = size
        self.font = font
        self.defs: list[str] = []
        self.items: list[str] = []
        self.texts: list[str] = []  # every string printed, for the self-test
        if bg:
            self.items.append(f'<rect x="0" y="0" width="{_fmt(self.w)}" height="{_fmt(self.h)}" fill="{bg}"/>')

    # -- primitives ------------------------------------------------------------------------------------
    def raw(self, s: str) -> None:
        self.items.append(s)

    def defn(self, s: str) -> None:
        self.defs.append(s)

    def text(
        self,
        x,
        y,
        s,
        size=9.0,
        font=None,
        bold=False,
        italic=False,
        anchor="start",
        fill="#111",
        spacing=None,
        rtl=False,
        opacity=None,
        transform=None,
        mono_fit=None,
    ) -> float:
        """Draw one line of text; returns its measured width (latin text)."""
        font = font or self.font
        attrs = [
            f'x="{_fmt(x)}"',
            f'y="{_fmt(y)}"',
            f"font-family={quoteattr(font)}",
            f'font-size="{_fmt(size)}"',
            f'fill="{fill}"',
        ]
        if bold:
            attrs.append('font-weight="bold"')
        if italic:
            attrs.append('font-style="italic"')
        if anchor != "start":
            attrs.append(f'text-anchor="{anchor}"')
        if spacing is not None:
            attrs.append(f'letter-spacing="{_fmt(spacing)}"')
        if opacity is not None:
            attrs.append(f'fill-opacity="{_fmt(opacity)}"')
        if transform:
            attrs.append(f'transform="{transform}"')
        self.items.append(f'<text xml:space="preserve" {" ".join(attrs)}>{escape(s)}</text>')
        self.texts.append(s)
        return 0.0 if rtl else text_width(s, size, font, bold, italic)

    def runs(self, x, y, runs, size=9.0, font=None, fill="#111", anchor="start") -> None:
        """A line made of styled runs: [(text, {"bold": True}), ...]."""
        font = font or self.font
        spans = []
        for t, st in runs:
            a = []
            if st.get("bold"):
                a.append('font-weight="bold"')
            if st.get("italic"):
                a.append('font-style="italic"')
            if st.get("fill"):
                a.append(f'fill="{st["fill"]}"')
            spans.append(f"<tspan {' '.join(a)}>{escape(t)}</tspan>")
        anc = f' text-anchor="{anchor}"' if anchor != "start" else ""
        self.items.append(
            f'<text xml:space="preserve" x="{_fmt(x)}" y="{_fmt(y)}" font-family={quoteattr(font)} '
            f'font-size="{_fmt(size)}" fill="{fill}"{anc}>{"".join(spans)}</text>'
        )
        self.texts.append("".join(t for t, _ in runs))

    def rect(self, x, y, w, h, fill="none", stroke="#222", sw=0.6, rx=0.0, opacity=None, dash=None) -> None:
        a = f'x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" fill="{fill}"'
        a += f' stroke="{stroke}" stroke-width="{_fmt(sw)}"' if stroke else ' stroke="none"'
        if rx:
            a += f' rx="{_fmt(rx)}"'
        if opacity is not None:
            a += f' opacity="{_fmt(opacity)}"'
        if dash:
            a += f' stroke-dasharray="{dash}"'
        self.items.append(f"<rect {a}/>")

    def line(self, x1, y1, x2, y2, stroke="#222", sw=0.6, dash=None) -> None:
        d = f' stroke-dasharray="{dash}"' if dash else ""
        self.items.append(
            f'<line x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(x2)}" y2="{_fmt(y2)}" '
            f'stroke="{stroke}" stroke-width="{_fmt(sw)}"{d}/>'
        )

    def path(self, d, stroke="#222", sw=0.6, fill="none", opacity=None, extra="") -> None:
        o = f' opacity="{_fmt(opacity)}"' if opacity is not None else ""
        self.items.append(f'<path d="{d}" stroke="{stroke}" stroke-width="{_fmt(sw)}" fill="{fill}"{o} {extra}/>')

    def group(self, transform: str, opacity=None) -> _Group:
        return _Group(self, transform, opacity)

    # -- text blocks -----------------------------------------------------------------------------------
    def wrap(self, runs, width, size, font=None) -> list[list[tuple[str, dict]]]:
        """Greedy word wrap of styled runs; a run text "\n" forces a break."""
        font = font or self.font
        words: list[tuple[str, dict]] = []
        for t, st in runs:
            if t == "\n":
                words.append(("\n", st))
                continue
            # a value (bold or "keep") is never broken across lines, as a word processor's no-break spaces do
            parts = [t] if (st.get("bold") or st.get("keep")) and t.strip() == t else t.split(" ")
            for i, p in enumerate(parts):
                if p:
                    words.append((p, st))
                if i < len(parts) - 1:
                    words.append((" ", st))
        lines, cur, cur_w = [], [], 0.0
        for wtxt, st in words:
            if wtxt == "\n":
                lines.append(cur)
                cur, cur_w = [], 0.0
                continue
            ww = text_width(wtxt, size, font, st.get("bold", False), st.get("italic", False))
            if wtxt == " ":
                if cur:
                    cur.append((wtxt, st))
                    cur_w += ww
                continue
            if cur and cur_w + ww > width:
                while cur and cur[-1][0] == " ":
                    cur.pop()
                lines.append(cur)
                cur, cur_w = [], 0.0
            cur.append((wtxt, st))
            cur_w += ww
        while cur and cur[-1][0] == " ":
            cur.pop()
        if cur:
            lines.append(cur)
        # merge consecutive runs of the same style
        merged = []
        for ln in lines:
            m: list[tuple[str, dict]] = []
            for t, st in ln:
                if m and m[-1][1] == st:
                    m[-1] = (m[-1][0] + t, st)
                else:
                    m.append((t, st))
            merged.append(m)
        return merged

    def para(self, x, y, width, runs, size=10.0, font=None, leading=1.45, fill="#111") -> float:
        """Left-aligned paragraph; returns the baseline y after the last line."""
        if isinstance(runs, str):
            runs = [(runs, {})]
        for ln in self.wrap(runs, width, size, font):
            if ln:
                self.runs(x, y, ln, size=size, font=font, fill=fill)
            y += size * leading
        return y

    # -- output ----------------------------------------------------------------------------------------
    def svg(self) -> str:
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{_fmt(self.w)}pt" height="{_fmt(self.h)}pt" viewBox="0 0 {_fmt(self.w)} {_fmt(self.h)}">'
            f"{defs}{''.join(self.items)}</svg>"
        )


class _Group:
    def __init__(self, page: Page, transform: str, opacity):
        self.page, self.transform, self.opacity = page, transform, opacity

    def __enter__(self):
        o = f' opacity="{_fmt(self.opacity)}"' if self.opacity is not None else ""
        self.page.items.append(f'<g transform="{self.transform}"{o}>')
        return self.page

    def __exit__(self, *exc):
        self.page.items.append("</g>")


# -- rendering -------------------------------------------------------------------------------------------


def render_png(page: Page, dpi: float) -> Image.Image:
    out = subprocess.run(
        [rsvg(), "-f", "png", "-d", _fmt(dpi), "-p", _fmt(dpi)],
        input=page.svg().encode(),
        capture_output=True,
        check=True,
    )
    img = Image.open(io.BytesIO(out.stdout))
    img.load()
    if img.mode == "RGBA":
        bg = Image.new("RGB", img.size, (255, 255, 255))
        bg.paste(img, mask=img.split()[3])
        img = bg
    return img.convert("RGB")


PDF_EPOCH = 1743465600  # 2025-04-01: a fixed creation date keeps the PDFs byte-for-byte reproducible


def render_pdf(pages: list[Page], out: Path) -> None:
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(PDF_EPOCH)}  # cairo stamps this date instead of now
    with tempfile.TemporaryDirectory(prefix="blind_g_") as tmp:
        files = []
        for i, p in enumerate(pages):
            f = Path(tmp) / f"p{i}.svg"
            f.write_text(p.svg(), encoding="utf-8")
            files.append(str(f))
        subprocess.run([rsvg(), "-f", "pdf", "-o", str(out), *files], check=True, capture_output=True, env=env)


# -- decorative helpers ----------------------------------------------------------------------------------


def guilloche(page: Page, x, y, w, h, color, n=14, amp=6.0, waves=3.0, sw=0.25, opacity=0.55, phase=0.0):
    for k in range(n):
        pts = []
        steps = 60
        for i in range(steps + 1):
            t = i / steps
            px = x + w * t
            py = (
                y
                + h * (k + 0.5) / n
                + amp
                * math.sin(2 * math.pi * (waves * t + phase + k * 0.09))
                * math.cos(2 * math.pi * (t * 0.7 + k * 0.05))
            )
            pts.append(f"{px:.1f},{py:.1f}")
        page.path("M" + " L".join(pts), stroke=color, sw=sw, opacity=opacity)


def signature(page: Page, x, y, rng, w=70.0, color="#1b2a6b", sw=0.9):
    d = [f"M{x:.1f},{y:.1f}"]
    cx = x
    for _ in range(rng.randint(4, 7)):
        dx = w / 6 * rng.uniform(0.6, 1.4)
        c1 = (cx + dx * 0.3, y - rng.uniform(6, 16))
        c2 = (cx + dx * 0.7, y + rng.uniform(2, 10))
        cx += dx
        d.append(f"C{c1[0]:.1f},{c1[1]:.1f} {c2[0]:.1f},{c2[1]:.1f} {cx:.1f},{y + rng.uniform(-4, 4):.1f}")
    d.append(f"M{x + w * 0.1:.1f},{y + 6:.1f} Q{x + w * 0.5:.1f},{y + rng.uniform(0, 10):.1f} {x + w:.1f},{y - 3:.1f}")
    page.path(" ".join(d), stroke=color, sw=sw)


def stamp(page: Page, x, y, lines: list[str], rng, color="#2340a8", font="Liberation Sans", w=150.0):
    """A rectangular company stamp, slightly rotated."""
    h = 12 + 9 * len(lines)
    ang = rng.uniform(-7, 7)
    with page.group(f"rotate({ang:.1f} {x + w / 2:.1f} {y + h / 2:.1f})", opacity=0.78):
        page.rect(x, y, w, h, stroke=color, sw=1.3, rx=3)
        page.rect(x + 2.5, y + 2.5, w - 5, h - 5, stroke=color, sw=0.5, rx=2)
        for i, s in enumerate(lines):
            sz = 7.6 if i == 0 else 6.2
            page.text(x + w / 2, y + 13 + 9 * i, s, size=sz, font=font, bold=(i == 0), anchor="middle", fill=color)


def photo(page: Page, x, y, w, h, rng, tone="#b9a58f", bg="#dfe3e6"):
    """A grey ID photo with a head-and-shoulders silhouette."""
    page.rect(x, y, w, h, fill=bg, stroke="#9aa0a6", sw=0.4)
    cx = x + w / 2 + rng.uniform(-2, 2)
    hr = w * 0.22
    hy = y + h * 0.40
    page.raw(f'<ellipse cx="{cx:.1f}" cy="{hy:.1f}" rx="{hr:.1f}" ry="{hr * 1.25:.1f}" fill="{tone}"/>')
    page.raw(
        f'<ellipse cx="{cx:.1f}" cy="{hy - hr * 0.75:.1f}" rx="{hr * 1.05:.1f}" ry="{hr * 0.6:.1f}" fill="#3b2f28"/>'
    )
    page.path(
        f"M{x + w * 0.08:.1f},{y + h:.1f} Q{cx:.1f},{hy + hr * 0.9:.1f} {x + w * 0.92:.1f},{y + h:.1f} Z",
        stroke="none",
        fill="#4a5560",
    )
