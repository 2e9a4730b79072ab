"""A small RTF writer for AbiWord: paragraphs, tab stops, bordered and shaded tables, PNG pictures."""

from __future__ import annotations

import io
import math
import random

from PIL import Image, ImageDraw, ImageFont

TW_PER_MM = 1440 / 25.4


def esc(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\line ")
        elif ch == "\t":
            out.append("\\tab ")
        elif o < 128:
            out.append(ch)
        else:
            out.append(f"\\u{o if o < 32768 else o - 65536}?")
    return "".join(out)


def mm(x: float) -> int:
    return round(x * TW_PER_MM)


class Doc:
    """One RTF document. Fonts and colours are registered by name and (r, g, b) as they are used."""

    def __init__(self, width_mm=210.0, height_mm=297.0, margins_mm=(18, 18, 16, 16), font="Liberation Sans", size=10):
        self.fonts: list[str] = []
        self.colors: list[tuple[int, int, int]] = [(0, 0, 0)]
        self.w = mm(width_mm)
        self.h = mm(height_mm)
        self.ml, self.mr, self.mt, self.mb = (mm(m) for m in margins_mm)
        self.font = font
        self.size = size
        self.body: list[str] = []

    @property
    def text_width(self) -> int:
        return self.w - self.ml - self.mr

    def f(self, name: str | None) -> int:
        name = name or self.font
        if name not in self.fonts:
            self.fonts.append(name)
        return self.fonts.index(name)

    def c(self, rgb: tuple[int, int, int]) -> int:
        if rgb not in self.colors:
            self.colors.append(rgb)
        return self.colors.index(rgb) + 1

    def run(self, text: str, font=None, size=None, bold=False, italic=False, color=None, underline=False, rtl=False):
        s = f"\\f{self.f(font)}\\fs{round(2 * (size or self.size))}"
        s += "\\b" if bold else "\\b0"
        s += "\\i" if italic else "\\i0"
        s += "\\ul" if underline else "\\ulnone"
        s += f"\\cf{self.c(color)}" if color else "\\cf1"
        if rtl:
            s += "\\rtlch"
        return "{" + s + " " + esc(text) + "}"

    def _runs(self, content, **kw) -> str:
        if isinstance(content, str):
            return self.run(content, **kw)
        parts = []
        for item in content:
            if isinstance(item, str):
                parts.append(self.run(item, **kw))
            else:
                text, extra = item
                parts.append(self.run(text, **{**kw, **extra}))
        return "".join(parts)

    def _pfmt(self, align="l", before=0, after=0, tabs=(), indent=0, rtl=False, shade=None, border=False, line=0):
        s = "\\pard\\plain"
        if rtl:
            s += "\\rtlpar"
        s += {"l": "\\ql", "c": "\\qc", "r": "\\qr", "j": "\\qj"}[align]
        if before:
            s += f"\\sb{round(before * 20)}"
        if after:
            s += f"\\sa{round(after * 20)}"
        if line:
            s += f"\\sl{round(line * 20)}\\slmult0"
        if indent:
            s += f"\\li{mm(indent)}"
        for pos, kind in tabs:
            s += {"l": "", "r": "\\tqr", "c": "\\tqc", "d": "\\tqdec"}[kind] + f"\\tx{mm(pos)}"
        if shade:
            s += f"\\cbpat{self.c(shade)}"
        if border:
            s += "\\brdrt\\brdrs\\brdrw10\\brdrb\\brdrs\\brdrw10"
        return s + " "

    def p(self, content="", align="l", before=0, after=0, tabs=(), indent=0, rtl=False, line=0, **kw):
        pf = self._pfmt(align, before, after, tabs, indent, rtl, line=line)
        self.body.append(pf + self._runs(content, rtl=rtl, **kw) + "\\par\n")

    def gap(self, pt=6):
        self.body.append(f"\\pard\\plain\\sl{-round(pt * 20)}\\slmult0{{\\fs4 }}\\par\n")

    def pict(self, png: bytes, w_mm: float, h_mm: float, align="l"):
        self.body.append(self._pfmt(align) + self.pict_raw(png, w_mm, h_mm) + "\\par\n")

    def pict_raw(self, png: bytes, w_mm: float, h_mm: float) -> str:
        im = Image.open(io.BytesIO(png))
        return (
            f"{{\\pict\\pngblip\\picw{im.width}\\pich{im.height}\\picwgoal{mm(w_mm)}\\pichgoal{mm(h_mm)} "
            + png.hex()
            + "}"
        )

    def table(
        self,
        rows,
        widths_mm,
        border="all",
        header_shade=None,
        header_color=None,
        aligns=None,
        size=None,
        font=None,
        bold_header=True,
        shades=None,
        pad=1.2,
        bold_rows=(),
        left_mm=0.0,
        bw=10,
    ):
        """rows: lists of cells; a cell is text, a list of runs, or ("@pict", png, w, h)."""
        total = 0
        xs = []
        for w in widths_mm:
            total += mm(w)
            xs.append(total + mm(left_mm))
        for ri, row in enumerate(rows):
            s = f"\\trowd\\trgaph{mm(pad)}\\trleft{mm(left_mm)}"
            shade = None
            if ri == 0 and header_shade:
                shade = header_shade
            elif shades:
                shade = shades[ri % len(shades)] if not isinstance(shades, dict) else shades.get(ri)
            for x in xs:
                if border == "all" or (border == "h" and True):
                    sides = ("t", "l", "b", "r") if border == "all" else ("t", "b")
                    for side in sides:
                        s += f"\\clbrdr{side}\\brdrs\\brdrw{bw}"
                elif border == "outer":
                    pass
                if shade:
                    s += f"\\clcbpat{self.c(shade)}"
                s += f"\\cellx{x}"
            s += "\n"
            for ci, cell in enumerate(row):
                al = (aligns[ci] if aligns else "l") or "l"
                bold = (ri == 0 and bold_header) or ri in bold_rows
                color = header_color if (ri == 0 and header_color) else None
                s += self._pfmt(al).replace("\\pard\\plain", "\\pard\\plain\\intbl")
                if isinstance(cell, tuple) and cell and cell[0] == "@pict":
                    s += self.pict_raw(cell[1], cell[2], cell[3])
                elif isinstance(cell, tuple) and cell and cell[0] == "@rtl":
                    s = s.rstrip() + "\\rtlpar "
                    s += self._runs(cell[1], font=cell[2], size=size, bold=bold, rtl=True)
                else:
                    s += self._runs(cell, font=font, size=size, bold=bold, color=color)
                s += "\\cell\n"
            s += "\\row\n"
            self.body.append(s)
        self.body.append("\\pard\\plain{\\fs4 }\\par\n")

    def render(self) -> str:
        ft = "".join(f"{{\\f{i}\\fnil {esc(n)};}}" for i, n in enumerate(self.fonts or [self.font]))
        ct = ";" + "".join(f"\\red{r}\\green{g}\\blue{b};" for r, g, b in self.colors)
        head = (
            f"{{\\rtf1\\ansi\\ansicpg1252\\deff0{{\\fonttbl{ft}}}{{\\colortbl{ct}}}\n"
            f"\\paperw{self.w}\\paperh{self.h}\\margl{self.ml}\\margr{self.mr}\\margt{self.mt}\\margb{self.mb}\n"
        )
        return head + "".join(self.body) + "}\n"


# ---------------------------------------------------------------- pictures drawn with Pillow

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"


def _font(size: int, bold=False):
    return ImageFont.truetype(FONT_DIR + ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"), size)


def png_bytes(im: Image.Image) -> bytes:
    b = io.BytesIO()
    im.save(b, "PNG", optimize=True)
    return b.getvalue()


def logo(initials: str, color: tuple[int, int, int], shape: str, seed: int) -> bytes:
    im = Image.new("RGB", (240, 240), (255, 255, 255))
    d = ImageDraw.Draw(im)
    if shape == "circle":
        d.ellipse((10, 10, 230, 230), fill=color)
    elif shape == "diamond":
        d.polygon([(120, 5), (235, 120), (120, 235), (5, 120)], fill=color)
    elif shape == "arch":
        d.rectangle((20, 100, 220, 230), fill=color)
        d.pieslice((20, 10, 220, 190), 180, 360, fill=color)
    else:
        d.rounded_rectangle((10, 10, 230, 230), 40, fill=color)
    f = _font(100 if len(initials) <= 2 else 70, bold=True)
    box = d.textbbox((0, 0), initials, font=f)
    d.text((120 - (box[2] - box[0]) / 2 - box[0], 125 - (box[3] - box[1]) / 2 - box[1]), initials, fill="white", font=f)
    return png_bytes(im)


def stamp(lines: list[str], color=(40, 60, 160), seed=0, round_=True) -> bytes:
    rng = random.Random(seed)
    size = 360
    im = Image.new("RGBA", (size, size), (255, 255, 255, 0))
    d = ImageDraw.Draw(im)
    col = (*color, 200)
    if round_:
        d.ellipse((10, 10, size - 10, size - 10), outline=col, width=7)
        d.ellipse((40, 40, size - 40, size - 40), outline=col, width=3)
        top = lines[0].upper()
        f = _font(30, bold=True)
        n = len(top)
        for i, ch in enumerate(top):
            ang = math.radians(200 + (140 * i / max(n - 1, 1)))
            x = size / 2 + 148 * math.cos(ang)
            y = size / 2 + 148 * math.sin(ang)
            g = Image.new("RGBA", (40, 40), (0, 0, 0, 0))
            ImageDraw.Draw(g).text((8, 2), ch, font=f, fill=col)
            g = g.rotate(-math.degrees(ang) - 90, resample=Image.BICUBIC)
            im.alpha_composite(g, (int(x - 20), int(y - 20)))
        f2 = _font(26, bold=True)
        for k, ln in enumerate(lines[1:3]):
            box = d.textbbox((0, 0), ln, font=f2)
            d.text((size / 2 - (box[2] - box[0]) / 2, 150 + 36 * k), ln, font=f2, fill=col)
    else:
        d.rectangle((10, 90, size - 10, 270), outline=col, width=6)
        f2 = _font(24, bold=True)
        for k, ln in enumerate(lines[:4]):
            box = d.textbbox((0, 0), ln, font=f2)
            d.text((size / 2 - (box[2] - box[0]) / 2, 105 + 40 * k), ln, font=f2, fill=col)
    im = im.rotate(rng.uniform(-18, 18), resample=Image.BICUBIC)
    bg = Image.new("RGB", im.size, (255, 255, 255))
    bg.paste(im, mask=im.split()[3])
    return png_bytes(bg)


def signature(seed: int) -> bytes:
    rng = random.Random(seed)
    im = Image.new("RGB", (400, 140), (255, 255, 255))
    d = ImageDraw.Draw(im)
    pts = []
    x = 20.0
    for _ in range(26):
        x += rng.uniform(8, 16)
        pts.append((x, 70 + rng.uniform(-45, 45)))
    d.line(pts, fill=(20, 30, 90), width=4, joint="curve")
    d.line([(pts[0][0], 110), (pts[-1][0] + 20, 95)], fill=(20, 30, 90), width=3)
    return png_bytes(im)


def photo(seed: int, sex: str) -> bytes:
    rng = random.Random(seed)
    im = Image.new("RGB", (300, 380), (rng.randint(200, 235), rng.randint(205, 235), rng.randint(210, 240)))
    d = ImageDraw.Draw(im)
    skin = (rng.randint(170, 215), rng.randint(125, 165), rng.randint(95, 130))
    hair = (rng.randint(15, 60),) * 3
    d.ellipse((40, 270, 260, 480), fill=(rng.randint(30, 90), rng.randint(30, 90), rng.randint(50, 110)))
    d.rectangle((125, 230, 175, 290), fill=skin)
    if sex == "F":
        d.ellipse((70, 50, 230, 270), fill=hair)
    d.ellipse((90, 70, 210, 250), fill=skin)
    if sex == "M":
        d.chord((88, 55, 212, 160), 180, 360, fill=hair)
    d.ellipse((120, 140, 135, 150), fill=(40, 30, 30))
    d.ellipse((165, 140, 180, 150), fill=(40, 30, 30))
    d.arc((130, 185, 170, 215), 20, 160, fill=(120, 60, 60), width=3)
    return png_bytes(im.convert("L").convert("RGB"))
