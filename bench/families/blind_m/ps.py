"""A small PostScript page writer: text in ISO-Latin-1 re-encoded URW base35 fonts, lines, boxes, arcs.

Coordinates are in points from the top-left corner of the page (y grows downwards); the writer flips them
into PostScript's bottom-up space. Widths for wrapping come from the same URW font files through Pillow.
"""

from __future__ import annotations

import functools
import pathlib

from PIL import ImageFont

FONT_DIR = pathlib.Path("/usr/share/fonts/opentype/urw-base35")

A4 = (595.0, 842.0)
ID1 = (242.6, 153.0)

# Characters outside Latin-1 that wording may contain, and what the page prints instead.
_REPLACE = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u0153": "oe",
        "\u0152": "OE",
        "\u20ac": "EUR",
        "\u202f": " ",
        "\u00a0": " ",
        "\u2026": "...",
    }
)

PROLOG = """%!PS-Adobe-3.0
/L1enc ISOLatin1Encoding dup length array copy def
L1enc 39 /quotesingle put L1enc 45 /hyphen put L1enc 96 /grave put
/mkfont { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding L1enc def currentdict end definefont pop } def
/pdfmark where { pop } { userdict /pdfmark /cleartomark load put } ifelse
/rectpath { /rh exch def /rw exch def moveto rw 0 rlineto 0 rh rlineto rw neg 0 rlineto closepath } def
/R { dup stringwidth pop neg 0 rmoveto show } def
/C { dup stringwidth pop -2 div 0 rmoveto show } def
/J { % width nspaces string
  3 1 roll exch 2 index stringwidth pop sub exch div 0 32 4 -1 roll widthshow } def
"""


def clean(text: str) -> str:
    return text.translate(_REPLACE)


def ps_string(text: str) -> str:
    out = []
    for byte in clean(text).encode("latin-1"):
        if byte in b"()\\":
            out.append("\\" + chr(byte))
        elif 32 <= byte < 127:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:03o}")
    return "(" + "".join(out) + ")"


@functools.cache
def _metric_font(face: str) -> ImageFont.FreeTypeFont:
    path = FONT_DIR / f"{face}.otf"
    if not path.exists():  # the same faces as Type 1, which Ghostscript itself loads
        path = FONT_DIR.parent.parent / "type1" / "urw-base35" / f"{face}.t1"
    return ImageFont.truetype(str(path), 1000, layout_engine=ImageFont.Layout.BASIC)


def text_width(text: str, face: str, size: float) -> float:
    return _metric_font(face).getlength(clean(text)) * size / 1000.0


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _color(color) -> str:
    if isinstance(color, tuple):
        return f"{_num(color[0])} {_num(color[1])} {_num(color[2])} setrgbcolor"
    return f"{_num(color)} setgray"


class Canvas:
    """One document: a list of pages of the same size, drawn with top-left coordinates."""

    def __init__(self, size: tuple[float, float] = A4, title: str = "", creator: str = "", date: str = ""):
        self.w, self.h = size
        self.title, self.creator, self.date = title, creator, date
        self.pages: list[list[str]] = [[]]
        self.faces: set[str] = set()
        self.face, self.size = "NimbusSans-Regular", 10.0
        self._color: str | None = None
        self.strings: list[str] = []  # every text shown, in drawing order (for the self-check)

    # -- state ---------------------------------------------------------------------------------------------
    @property
    def ops(self) -> list[str]:
        return self.pages[-1]

    def new_page(self) -> None:
        self.pages.append([])
        self._color = None

    def font(self, face: str, size: float) -> None:
        self.face, self.size = face, size

    def color(self, color) -> None:
        code = _color(color)
        if code != self._color:
            self.ops.append(code)
            self._color = code

    def raw(self, code: str) -> None:
        self.ops.append(code)
        self._color = None

    # -- text ----------------------------------------------------------------------------------------------
    def _select(self, face: str | None, size: float | None) -> tuple[str, float]:
        face = face or self.face
        size = size or self.size
        self.faces.add(face)
        return face, size

    def text(
        self,
        x: float,
        y: float,
        text: str,
        face: str | None = None,
        size: float | None = None,
        align: str = "l",
        color=0,
    ) -> float:
        """Show text with its baseline at y; align l, r (x is the right edge) or c (x is the centre)."""
        face, size = self._select(face, size)
        if not text:
            return 0.0
        self.strings.append(text)
        self.color(color)
        show = {"l": "show", "r": "R", "c": "C"}[align]
        self.ops.append(
            f"/{face}-L {_num(size)} selectfont {_num(x)} {_num(self.h - y)} moveto {ps_string(text)} {show}"
        )
        return text_width(text, face, size)

    def spaced(
        self,
        x: float,
        y: float,
        text: str,
        tracking: float,
        face: str | None = None,
        size: float | None = None,
        color=0,
    ) -> None:
        face, size = self._select(face, size)
        self.strings.append(text)
        self.color(color)
        self.ops.append(
            f"/{face}-L {_num(size)} selectfont {_num(x)} {_num(self.h - y)} moveto "
            f"{_num(tracking)} 0 {ps_string(text)} ashow"
        )

    def justify(
        self, x: float, y: float, width: float, text: str, face: str | None = None, size: float | None = None, color=0
    ) -> None:
        face, size = self._select(face, size)
        spaces = text.count(" ")
        if spaces == 0:
            self.text(x, y, text, face, size, color=color)
            return
        self.strings.append(text)
        self.color(color)
        self.ops.append(
            f"/{face}-L {_num(size)} selectfont {_num(x)} {_num(self.h - y)} moveto "
            f"{_num(width)} {spaces} {ps_string(text)} J"
        )

    def wrap(self, text: str, width: float, face: str | None = None, size: float | None = None) -> list[str]:
        face = face or self.face
        size = size or self.size
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split()
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and text_width(trial, face, size) > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines

    def paragraph(
        self,
        x: float,
        y: float,
        width: float,
        text: str,
        face: str | None = None,
        size: float | None = None,
        leading: float | None = None,
        justify: bool = True,
        color=0,
        align: str = "l",
    ) -> float:
        """Wrap and draw text from baseline y; return the baseline after the last line."""
        face = face or self.face
        size = size or self.size
        leading = leading or size * 1.35
        for para in text.split("\n"):
            lines = self.wrap(para, width, face, size)
            for i, line in enumerate(lines):
                last = i == len(lines) - 1
                if justify and not last:
                    self.justify(x, y, width, line, face, size, color)
                elif align == "c":
                    self.text(x + width / 2, y, line, face, size, "c", color)
                elif align == "r":
                    self.text(x + width, y, line, face, size, "r", color)
                else:
                    self.text(x, y, line, face, size, color=color)
                y += leading
        return y

    # -- graphics ------------------------------------------------------------------------------------------
    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.5, color=0, dash: str = "") -> None:
        self.color(color)
        dash_code = f"[{dash}] 0 setdash " if dash else ""
        reset = " [] 0 setdash" if dash else ""
        self.ops.append(
            f"{dash_code}{_num(width)} setlinewidth newpath {_num(x1)} {_num(self.h - y1)} moveto "
            f"{_num(x2)} {_num(self.h - y2)} lineto stroke{reset}"
        )

    def hline(self, x1: float, x2: float, y: float, width: float = 0.5, color=0, dash: str = "") -> None:
        self.line(x1, y, x2, y, width, color, dash)

    def vline(self, x: float, y1: float, y2: float, width: float = 0.5, color=0) -> None:
        self.line(x, y1, x, y2, width, color)

    def rect(
        self, x: float, y: float, w: float, h: float, fill=None, stroke=None, width: float = 0.5, radius: float = 0.0
    ) -> None:
        path = self._rect_path(x, y, w, h, radius)
        if fill is not None:
            self.color(fill)
            self.ops.append(f"{path} fill")
        if stroke is not None:
            self.color(stroke)
            self.ops.append(f"{_num(width)} setlinewidth {path} stroke")

    def _rect_path(self, x: float, y: float, w: float, h: float, radius: float) -> str:
        x0, y0 = x, self.h - y - h
        if radius <= 0:
            return f"newpath {_num(x0)} {_num(y0)} {_num(w)} {_num(h)} rectpath"
        r = radius
        return (
            f"newpath {_num(x0 + r)} {_num(y0)} moveto "
            f"{_num(x0 + w)} {_num(y0)} {_num(x0 + w)} {_num(y0 + h)} {_num(r)} arct "
            f"{_num(x0 + w)} {_num(y0 + h)} {_num(x0)} {_num(y0 + h)} {_num(r)} arct "
            f"{_num(x0)} {_num(y0 + h)} {_num(x0)} {_num(y0)} {_num(r)} arct "
            f"{_num(x0)} {_num(y0)} {_num(x0 + w)} {_num(y0)} {_num(r)} arct closepath"
        )

    def circle(self, cx: float, cy: float, r: float, fill=None, stroke=None, width: float = 0.5) -> None:
        path = f"newpath {_num(cx)} {_num(self.h - cy)} {_num(r)} 0 360 arc closepath"
        if fill is not None:
            self.color(fill)
            self.ops.append(f"{path} fill")
        if stroke is not None:
            self.color(stroke)
            self.ops.append(f"{_num(width)} setlinewidth {path} stroke")

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill=None) -> None:
        self.color(fill if fill is not None else 0)
        self.ops.append(
            f"gsave {_num(cx)} {_num(self.h - cy)} translate {_num(rx)} {_num(ry)} scale "
            "newpath 0 0 1 0 360 arc fill grestore"
        )

    def polygon(self, points: list[tuple[float, float]], fill=None, stroke=None, width: float = 0.5) -> None:
        first, *rest = points
        path = (
            f"newpath {_num(first[0])} {_num(self.h - first[1])} moveto "
            + " ".join(f"{_num(px)} {_num(self.h - py)} lineto" for px, py in rest)
            + " closepath"
        )
        if fill is not None:
            self.color(fill)
            self.ops.append(f"{path} fill")
        if stroke is not None:
            self.color(stroke)
            self.ops.append(f"{_num(width)} setlinewidth {path} stroke")

    def polyline(self, points: list[tuple[float, float]], width: float = 0.5, color=0) -> None:
        first, *rest = points
        self.color(color)
        self.ops.append(
            f"{_num(width)} setlinewidth newpath {_num(first[0])} {_num(self.h - first[1])} moveto "
            + " ".join(f"{_num(px)} {_num(self.h - py)} lineto" for px, py in rest)
            + " stroke"
        )

    def clip_rect(self, x: float, y: float, w: float, h: float, radius: float = 0.0) -> None:
        self.ops.append(f"gsave {self._rect_path(x, y, w, h, radius)} clip")
        self._color = None

    def unclip(self) -> None:
        self.ops.append("grestore")
        self._color = None

    # -- output --------------------------------------------------------------------------------------------
    def to_ps(self) -> str:
        head = [PROLOG, f"<< /PageSize [{_num(self.w)} {_num(self.h)}] >> setpagedevice"]
        if self.date or self.title or self.creator:
            info = []
            if self.title:
                info.append(f"/Title {ps_string(self.title)}")
            if self.creator:
                info.append(f"/Creator {ps_string(self.creator)}")
            if self.date:
                info.append(f"/CreationDate ({self.date}) /ModDate ({self.date})")
            head.append("[ " + " ".join(info) + " /DOCINFO pdfmark")
        head.extend(f"/{face}-L /{face} mkfont" for face in sorted(self.faces))
        body = []
        for ops in self.pages:
            body.append("gsave")
            body.extend(ops)
            body.append("grestore showpage")
        return "\n".join(head + body) + "\n"
