"""What the OCR layer makes of a page, and the refusal of a file: shared by `casefile.ocr` (validation,
classification, extraction) and `casefile.ocr.read` (reading pages), which both import it."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from casefile.ocr.sheet import box_through

__all__ = ["FileRefused", "ProcessedPage", "ReadFrame", "as_read", "as_uploaded", "on_page", "untilt"]


@dataclass(frozen=True)
class ReadFrame:
    """How a page straightened to be read (a photo taken aslant) stands on the page as uploaded. The reader lays such
    a page out as it was read, its lines level (their boxes on the page as uploaded are as tall as their slant: at 17
    degrees a line's box covers the two lines under it); `to_page` takes a box of that frame back to the page.

    Sizes and offsets are in the pixels read (the page scaled by `scale`); boxes given and returned in the page's own
    units."""

    tilt: float  # degrees the image was turned counterclockwise to read level
    before: tuple[int, int]  # the image before it was straightened
    straight: tuple[int, int]  # the straightened image (turned and expanded)
    origin: tuple[int, int]  # where the image before straightening stands on the page turned `angle` (its crop)
    angle: int  # degrees counterclockwise the page was turned (a quarter, or over) to be read
    page: tuple[int, int]  # the page as uploaded (a sheet photographed on a desk: the sheet flattened)
    scale: float  # pixels read per unit of the page
    # a sheet photographed on a desk and flattened to be read (`casefile.ocr.sheet`): the coefficients that take a point
    # of the flattened sheet to the photo, in pixels read
    sheet: tuple[float, ...] | None = None

    @property
    def reshaped(self) -> bool:
        """Whether the page was read otherwise than it stands (straightened, or a sheet flattened): the reader then
        lays it out as it was read."""
        return bool(self.tilt or self.sheet)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ReadFrame:
        """The frame `to_dict` gave (sizes from JSON lists)."""
        return cls(
            float(d["tilt"]),
            (int(d["before"][0]), int(d["before"][1])),
            (int(d["straight"][0]), int(d["straight"][1])),
            (int(d["origin"][0]), int(d["origin"][1])),
            int(d["angle"]),
            (int(d["page"][0]), int(d["page"][1])),
            float(d["scale"]),
            tuple(float(v) for v in d["sheet"]) if d.get("sheet") else None,
        )

    def to_page(self, box: Sequence[float]) -> list[int]:
        """A box of the straightened image in pixels read, on the page as uploaded in its units."""
        if self.tilt:
            box = untilt(
                (round(box[0]), round(box[1]), round(box[2]), round(box[3])), self.tilt, self.before, self.straight
            )
        ox, oy = self.origin
        x0, y0, x1, y1 = as_uploaded(self.angle, (box[0] + ox, box[1] + oy, box[2] + ox, box[3] + oy), self.page)
        if self.sheet:
            x0, y0, x1, y1 = box_through(self.sheet, (x0, y0, x1, y1))  # type: ignore[arg-type]
        back = 1 / self.scale
        return [round(x0 * back), round(y0 * back), round(x1 * back), round(y1 * back)]

    def from_read(self, box: Sequence[float]) -> list[int]:
        """A box of the frame read, in the page's units (the reader's), on the page as uploaded."""
        return self.to_page([v * self.scale for v in box])

    def in_units(self, box: Sequence[float]) -> list[int]:
        """A box of the straightened image in pixels read, in the page's units (the frame the reader lays out)."""
        return [round(v / self.scale) for v in box]


@dataclass
class ProcessedPage:
    page_number: int
    width: int
    height: int
    text: str
    confidence: float
    lines: list[dict[str, Any]] = field(default_factory=list)  # {text, confidence, bbox: [x0, y0, x1, y1]}
    source: str = "ocr"  # "text_layer" | "ocr": where the text came from (not part of the result body)
    # the lines cut at wide gaps (a form's label and value columns), for extraction; not part of the result
    # body: {text, confidence, bbox, row} with row the index of the line it came from
    cells: list[dict[str, Any]] = field(default_factory=list)
    # a first reading whose poorly read runs are not yet read again: finish() gives the page with them read again
    # (`casefile.ocr.read._ocr`); None for a finished page. Not part of the result body.
    finish: Callable[[], ProcessedPage] | None = field(default=None, repr=False, compare=False)
    # degrees counterclockwise the page was turned to be read (`casefile.ocr.read._ocr`): its boxes are on the page as
    # uploaded, and the reader is given them as read (`casefile.ocr.read.as_read`). Not part of the result body.
    turned: int = 0
    # a page straightened to be read: how its frame stands on the page; its cells then also hold their boxes and their
    # words' as read ("read", "read_words"), which the reader lays out. None for a page read level. Not part of the
    # result body.
    frame: ReadFrame | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "page_number": self.page_number,
            "width": self.width,
            "height": self.height,
            "text": self.text,
            "confidence": self.confidence,
            "lines": self.lines,
            "words": self.words(),
        }

    def words(self) -> list[dict[str, Any]]:
        """The page's words as a viewer draws them: {text, bbox, confidence}, `bbox` [x0, y0, x1, y1] in
        fractions of the page's width and height (the review's page route; not part of the OCR result body)."""
        return [
            {"text": w[0], "bbox": on_page(w[2:6], self.width, self.height), "confidence": round(float(w[1]), 4)}
            for cell in self.cells
            for w in cell.get("words", ())
        ]


def on_page(box: Any, width: float, height: float) -> list[float]:
    """A box in a page's pixels as fractions (0..1) of its width and height, rounded to 1/10,000."""
    w, h = max(1.0, float(width)), max(1.0, float(height))
    x0, y0, x1, y1 = (float(v) for v in box)
    return [
        round(min(1.0, max(0.0, x0 / w)), 4),
        round(min(1.0, max(0.0, y0 / h)), 4),
        round(min(1.0, max(0.0, x1 / w)), 4),
        round(min(1.0, max(0.0, y1 / h)), 4),
    ]


class FileRefused(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def as_read(angle: int, box: Sequence[int], page: tuple[int, int]) -> tuple[int, int, int, int]:
    """A box on the page as uploaded (size `page`), in the page turned by `angle` degrees counterclockwise as it was
    read: the reader lays out a turned page as it reads (its lines one under the other, an MRZ's in their order),
    while the boxes reported stay on the page as uploaded (`as_uploaded`, of which this is the inverse)."""
    if not angle:
        return box[0], box[1], box[2], box[3]
    width, height = page
    turned = (height, width) if angle in (90, 270) else (width, height)
    x0, y0, x1, y1 = as_uploaded(360 - angle, box, turned)
    return round(x0), round(y0), round(x1), round(y1)


def as_uploaded(angle: int, box: Sequence[float], page: tuple[int, int]) -> tuple[float, float, float, float]:
    """A box of the page turned by `angle` degrees counterclockwise (as read), back on the page as uploaded (size
    `page`)."""
    page_w, page_h = page
    x0, y0, x1, y1 = box
    if angle == 180:
        return page_w - x1, page_h - y1, page_w - x0, page_h - y0
    if angle == 90:  # (x, y) -> (y, W - x) when turned; back: (x', y') -> (W - y', x')
        return page_w - y1, x0, page_w - y0, x1
    if angle == 270:  # (x, y) -> (H - y, x) when turned; back: (x', y') -> (y', H - x')
        return y0, page_h - x1, y1, page_h - x0
    return x0, y0, x1, y1


def untilt(
    box: tuple[int, int, int, int], tilt: float, size: tuple[int, int], straight: tuple[int, int]
) -> tuple[int, int, int, int]:
    """A box of the straightened image (turned `tilt` degrees, expanded to `straight`) in the image as it was."""
    a = math.radians(tilt)
    cx, cy = straight[0] / 2, straight[1] / 2
    corners = []
    for x, y in ((box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])):
        dx, dy = x - cx, y - cy
        # Pillow turns counterclockwise by `tilt` on the screen (y down): undo it
        ox = dx * math.cos(a) - dy * math.sin(a)
        oy = dx * math.sin(a) + dy * math.cos(a)
        corners.append((ox + size[0] / 2, oy + size[1] / 2))
    return (
        round(max(0, min(c[0] for c in corners))),
        round(max(0, min(c[1] for c in corners))),
        round(min(size[0], max(c[0] for c in corners))),
        round(min(size[1], max(c[1] for c in corners))),
    )
