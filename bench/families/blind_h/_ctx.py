"""What a document renderer gets: the case's people and papers, its random source, pages and labels."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ._canvas import F, PdfCanvas, RasterCanvas
from ._pdf import PdfWriter

A4 = (595.28, 841.89)
RASTER_FAMILIES = [
    "helv",
    "dejavu",
    "dejavu_cond",
    "free_sans",
    "noto_sans",
    "narrow",
    "times",
    "dejavu_serif",
    "free_serif",
    "noto_serif",
]
PDF_FAMILIES = ["helv", "helv", "times"]


@dataclass
class Ctx:
    case: dict
    doc: object
    rng: random.Random
    dpi: float
    pdf: bool
    opts: dict
    labels: dict = field(default_factory=dict)
    pages: list = field(default_factory=list)
    writer: PdfWriter | None = None
    family: str = "helv"

    @property
    def person(self):
        return self.case["person"]

    @property
    def job(self):
        return self.case["job"]

    @property
    def account(self):
        return self.case["account"]

    @property
    def emp(self):
        return self.job.employer

    def page(self, size=A4, bg=(255, 255, 255)):
        if self.pdf:
            if self.writer is None:
                self.writer = PdfWriter()
            cv = PdfCanvas(self.writer.add_page(*size))
        else:
            cv = RasterCanvas(size[0], size[1], self.dpi, bg=bg)
        self.pages.append(cv)
        return cv

    def f(self, size, bold=False, italic=False, family=None) -> F:
        return F(family or self.family, size, bold, italic)

    def label(self, name, value):
        self.labels[name] = value
        return value

    def pick(self, seq):
        return self.rng.choice(list(seq))

    def chance(self, p: float) -> bool:
        return self.rng.random() < p
