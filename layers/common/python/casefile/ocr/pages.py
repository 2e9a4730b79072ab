"""What the OCR layer makes of a page, and the refusal of a file: shared by `casefile.ocr` (validation,
classification, extraction) and `casefile.ocr.read` (reading pages), which both import it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["FileRefused", "ProcessedPage", "on_page"]


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
