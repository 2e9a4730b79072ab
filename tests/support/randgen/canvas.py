"""The drawing model: pages in points (1/72 inch, origin top left, y down) holding text runs and shapes.

Templates draw on a `Sheet` (cursor, margins, the document's fonts); `raster.py` paints a `Page` at any
resolution, `pdf.py` writes it as a PDF with a real text layer. Text is placed by its BASELINE.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

A4_PT = (595.0, 842.0)
CARD_PT = (242.6, 153.0)  # ID-1, 85.6 x 54 mm
PASSPORT_PT = (354.0, 249.0)  # ID-3 data page, 125 x 88 mm

_DIRS = ("/usr/share/fonts/truetype/",)

# family -> (regular file, bold file, PDF standard font family or None)
FONT_FILES: dict[str, tuple[str, str, str | None]] = {
    "dejavu_sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf", None),
    "dejavu_condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf", None),
    "dejavu_serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf", None),
    "dejavu_mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf", None),
    "liberation_sans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf", "Helvetica"),
    "liberation_serif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf", "Times"),
    "liberation_mono": ("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf", "Courier"),
    "liberation_narrow": (
        "liberation/LiberationSansNarrow-Regular.ttf",
        "liberation/LiberationSansNarrow-Bold.ttf",
        None,
    ),
    "free_sans": ("freefont/FreeSans.ttf", "freefont/FreeSansBold.ttf", None),
    "free_serif": ("freefont/FreeSerif.ttf", "freefont/FreeSerifBold.ttf", None),
    "free_mono": ("freefont/FreeMono.ttf", "freefont/FreeMonoBold.ttf", None),
    "noto_sans": ("noto/NotoSans-Regular.ttf", "noto/NotoSans-Bold.ttf", None),
    "noto_serif": ("noto/NotoSerif-Regular.ttf", "noto/NotoSerif-Bold.ttf", None),
    # Arabic runs only
    "ar_naskh": ("noto/NotoNaskhArabic-Regular.ttf", "noto/NotoNaskhArabic-Bold.ttf", None),
    "ar_sans": ("noto/NotoSansArabic-Regular.ttf", "noto/NotoSansArabic-Bold.ttf", None),
    "ar_kufi": ("noto/NotoKufiArabic-Regular.ttf", "noto/NotoKufiArabic-Bold.ttf", None),
}
RASTER_FAMILIES = tuple(k for k in FONT_FILES if not k.startswith("ar_"))
BODY_FAMILIES = tuple(k for k in RASTER_FAMILIES if not k.endswith("_mono"))
PDF_FAMILIES = ("liberation_sans", "liberation_serif", "liberation_mono")  # metric twins of Helvetica/Times/Courier
ARABIC_FAMILIES = ("ar_naskh", "ar_sans", "ar_kufi", "dejavu_sans")
MONO_FAMILIES = ("dejavu_mono", "liberation_mono", "free_mono")

Colour = int | tuple[int, int, int]  # a grey level or RGB
BLACK: Colour = 20


@dataclass(frozen=True, slots=True)
class Text:
    x: float
    y: float  # baseline
    s: str
    size: float
    family: str
    bold: bool = False
    colour: Colour = BLACK
    anchor: str = "l"  # l | r | m (of x)
    rtl: bool = False  # an Arabic run


@dataclass(frozen=True, slots=True)
class Rect:
    x0: float
    y0: float
    x1: float
    y1: float
    fill: Colour | None = None
    stroke: Colour | None = None
    width: float = 0.6
    dash: bool = False
    radius: float = 0.0  # rounded corners (raster only)


@dataclass(frozen=True, slots=True)
class Line:
    x0: float
    y0: float
    x1: float
    y1: float
    width: float = 0.6
    colour: Colour = 60
    dash: bool = False


@dataclass(frozen=True, slots=True)
class Ellipse:
    x0: float
    y0: float
    x1: float
    y1: float
    stroke: Colour | None = 60
    width: float = 1.0
    fill: Colour | None = None


@dataclass(frozen=True, slots=True)
class Poly:
    points: tuple[tuple[float, float], ...]
    width: float = 1.0
    colour: Colour = 40
    fill: Colour | None = None


Op = Text | Rect | Line | Ellipse | Poly


@dataclass(frozen=True)
class Page:
    size: tuple[float, float]  # points
    ops: tuple[Op, ...]
    colour: bool = False  # paint in RGB (coloured stamps, bands) rather than grey
    background: Colour = 255


@cache
def font_path(family: str, bold: bool) -> str:
    regular, bold_file, _ = FONT_FILES[family]
    return _DIRS[0] + (bold_file if bold else regular)


@cache
def pil_font(family: str, bold: bool, px: float) -> Any:
    from PIL import ImageFont

    return ImageFont.truetype(font_path(family, bold), max(px, 4.0), layout_engine=ImageFont.Layout.RAQM)


@cache
def _width_cached(s: str, family: str, bold: bool, rtl: bool) -> float:
    font = pil_font(family, bold, 200)
    if rtl:
        return float(font.getlength(s, direction="rtl", language="ar")) / 200
    return float(font.getlength(s)) / 200


def width(s: str, size: float, family: str, bold: bool = False, rtl: bool = False) -> float:
    """The advance width of `s` in points at `size` points."""
    return _width_cached(s, family, bold, rtl) * size


def grey(c: Colour) -> int:
    if isinstance(c, int):
        return c
    r, g, b = c
    return round(0.299 * r + 0.587 * g + 0.114 * b)


@dataclass
class Sheet:
    """One page being drawn: the document's fonts and sizes, margins, a cursor, the ops so far."""

    size: tuple[float, float]
    family: str
    size_pt: float  # body size
    left: float
    right: float  # the right margin's x
    top: float
    bottom: float
    gap: float = 1.35  # line spacing as a multiple of the size
    colour: bool = False
    ops: list[Op] = field(default_factory=list)
    y: float = 0.0
    ar_family: str = "ar_naskh"
    mono_family: str = "dejavu_mono"
    ink: Colour = BLACK

    def __post_init__(self) -> None:
        if not self.y:
            self.y = self.top

    @property
    def width(self) -> float:
        return self.right - self.left

    def line_height(self, size: float | None = None) -> float:
        return (size or self.size_pt) * self.gap

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float | None = None,
        *,
        bold: bool = False,
        anchor: str = "l",
        colour: Colour | None = None,
        family: str | None = None,
    ) -> float:
        """Draws `s` with its baseline at y; returns its width."""
        if not s:
            return 0.0
        size = size or self.size_pt
        fam = family or self.family
        rtl = _is_arabic(s)
        if rtl and fam not in ARABIC_FAMILIES:
            fam = self.ar_family
        self.ops.append(Text(x, y, s, size, fam, bold, self.ink if colour is None else colour, anchor, rtl))
        return width(s, size, fam, bold, rtl)

    def measure(self, s: str, size: float | None = None, *, bold: bool = False, family: str | None = None) -> float:
        fam = family or self.family
        rtl = _is_arabic(s)
        if rtl and fam not in ARABIC_FAMILIES:
            fam = self.ar_family
        return width(s, size or self.size_pt, fam, bold, rtl)

    def fit(self, s: str, max_width: float, size: float, *, bold: bool = False, floor: float = 6.5) -> float:
        """The largest size <= `size` (down to `floor`) at which `s` fits in `max_width`."""
        while size > floor and self.measure(s, size, bold=bold) > max_width:
            size -= 0.25
        return size

    def rect(self, x0: float, y0: float, x1: float, y1: float, **kw: Any) -> None:
        self.ops.append(Rect(x0, y0, x1, y1, **kw))

    def line(self, x0: float, y0: float, x1: float, y1: float, **kw: Any) -> None:
        self.ops.append(Line(x0, y0, x1, y1, **kw))

    def hrule(self, y: float | None = None, width: float = 0.6, colour: Colour = 60, **kw: Any) -> None:
        y = self.y if y is None else y
        x0, x1 = kw.pop("x0", self.left), kw.pop("x1", self.right)
        self.ops.append(Line(x0, y, x1, y, width, colour, kw.pop("dash", False)))

    def wrap(self, s: str, max_width: float, size: float | None = None, *, bold: bool = False) -> list[str]:
        """`s` cut into lines of at most `max_width` points (words glued with '~' stay together)."""
        size = size or self.size_pt
        lines: list[str] = []
        line = ""
        for word in s.split(" "):
            trial = f"{line} {word}" if line else word
            if line and self.measure(trial.replace("~", " "), size, bold=bold) > max_width:
                lines.append(line.replace("~", " "))
                line = word
            else:
                line = trial
        if line:
            lines.append(line.replace("~", " "))
        return lines

    def para(
        self,
        s: str,
        *,
        x0: float | None = None,
        x1: float | None = None,
        size: float | None = None,
        bold: bool = False,
        align: str = "l",
        gap: float | None = None,
    ) -> None:
        """A wrapped paragraph from the cursor down; `align` l | r | m | j (justified)."""
        x0 = self.left if x0 is None else x0
        x1 = self.right if x1 is None else x1
        size = size or self.size_pt
        step = (gap or self.gap) * size
        lines = self.wrap(s, x1 - x0, size, bold=bold)
        for i, line in enumerate(lines):
            self.y += step
            if align == "r":
                self.text(x1, self.y, line, size, bold=bold, anchor="r")
            elif align == "m":
                self.text((x0 + x1) / 2, self.y, line, size, bold=bold, anchor="m")
            elif align == "j" and i < len(lines) - 1 and " " in line:
                self._justified(line, x0, x1, size, bold)
            else:
                self.text(x0, self.y, line, size, bold=bold)

    def _justified(self, line: str, x0: float, x1: float, size: float, bold: bool) -> None:
        words = line.split(" ")
        used = sum(self.measure(w, size, bold=bold) for w in words)
        space = (x1 - x0 - used) / (len(words) - 1)
        if space > size * 1.2:  # too loose: leave it ragged
            self.text(x0, self.y, line, size, bold=bold)
            return
        x = x0
        for w in words:
            x += self.text(x, self.y, w, size, bold=bold) + space

    def down(self, points: float) -> None:
        self.y += points

    def page(self) -> Page:
        return Page(self.size, tuple(self.ops), self.colour)


_ARABIC = re.compile("[\u0600-\u06ff]")


def _is_arabic(s: str) -> bool:
    return _ARABIC.search(s) is not None
