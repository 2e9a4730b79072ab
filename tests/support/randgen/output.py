"""How a document reaches the reader: its condition's file format, resolution and degradations, drawn once per
document, and the rendering of its pages into bytes."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tests.support.randgen.canvas import A4_PT, Ellipse, Line, Page, Poly, Rect, Text
from tests.support.randgen.formats import weighted
from tests.support.randgen.pdf import image_pdf, text_pdf
from tests.support.randgen.raster import encode, jpeg_roundtrip, paint, phone_photo, photocopy, scan

MIME = {"png": "image/png", "jpeg": "image/jpeg", "pdf_image": "application/pdf", "pdf_text": "application/pdf"}
EXT = {"png": "png", "jpeg": "jpg", "pdf_image": "pdf", "pdf_text": "pdf"}
CARD_TYPES = ("cin_front", "cin_back", "passport")


@dataclass(frozen=True)
class Output:
    condition: str  # clean | born_digital | degraded
    fmt: str  # png | jpeg | pdf_image | pdf_text
    dpi: int  # the resolution the page is painted at
    mode: str  # none | scan | photocopy | phone
    strength: float  # 0..1
    quality: int  # JPEG quality (the file's, or the artefacts' of a PNG / PDF)
    seed: int
    on_a4: bool = False  # a card copied on an A4 sheet
    out_long: int = 0  # a phone photo's long side in pixels

    def describe(self) -> str:
        parts = [f"out={self.condition}:{self.fmt}@{self.dpi}dpi"]
        if self.mode != "none":
            parts.append(f"degrade={self.mode}:{self.strength:.2f}")
        if self.fmt in ("jpeg", "pdf_image") or self.condition == "degraded":
            parts.append(f"q={self.quality}")
        if self.on_a4:
            parts.append("card_on_a4")
        if self.out_long:
            parts.append(f"photo={self.out_long}px")
        return " ".join(parts)


def draw_output(rng: random.Random, document_type: str, condition: str, pages: int, body_pt: float) -> Output:
    """The file a document arrives as. Degraded pages keep their smallest body text at 13 px or more."""
    seed = rng.getrandbits(40)
    card = document_type in CARD_TYPES
    multi = pages > 1
    if condition == "born_digital":
        return Output(condition, "pdf_text", 72, "none", 0.0, 0, seed)
    if condition == "clean":
        if card:
            on_a4 = rng.random() < 0.2
            fmt = str(weighted(rng, (("png", 5), ("jpeg", 3), ("pdf_image", 2 if on_a4 else 1))))
            dpi = rng.randint(200, 300) if on_a4 else rng.randint(250, 400)  # a card alone: a cropped scan
            return Output(condition, fmt, dpi, "none", 0.0, rng.randint(85, 95), seed, on_a4)
        fmt = "pdf_image" if multi else str(weighted(rng, (("png", 9), ("jpeg", 5), ("pdf_image", 6))))
        return Output(condition, fmt, rng.randint(200, 300), "none", 0.0, rng.randint(82, 95), seed)
    strength = rng.uniform(0.15, 1.0)
    quality = rng.randint(30, 80)
    if card:
        mode = str(weighted(rng, (("phone", 11), ("scan", 5), ("photocopy", 4))))
        if mode == "phone":
            return Output(
                condition,
                "jpeg",
                rng.randint(420, 560),
                mode,
                strength,
                max(quality, 55),
                seed,
                out_long=rng.randint(1400, 2200),
            )
        fmt = str(weighted(rng, (("jpeg", 5), ("png", 2), ("pdf_image", 3))))
        return Output(condition, fmt, rng.randint(200, 240), mode, strength, max(quality, 45), seed, on_a4=True)
    mode = str(weighted(rng, (("scan", 12), ("photocopy", 4), ("phone", 4))))
    floor = max(100, round(13 * 72 / max(body_pt, 7.5)))
    dpi = rng.randint(min(floor, 200), 200)
    if dpi < 130:
        quality = max(quality, 50)
        strength = min(strength, 0.6)
    if mode == "phone":
        long = rng.randint(1800, 2400)
        return Output(
            condition,
            "pdf_image" if multi else "jpeg",
            round(long * 0.92 / 11.7),
            mode,
            strength,
            max(quality, 55),
            seed,
            out_long=long,
        )
    fmt = "pdf_image" if multi else str(weighted(rng, (("jpeg", 11), ("png", 4), ("pdf_image", 5))))
    return Output(condition, fmt, dpi, mode, strength, quality, seed)


def translate(page: Page, dx: float, dy: float, size: tuple[float, float]) -> Page:
    ops = []
    for op in page.ops:
        if isinstance(op, Text):
            ops.append(replace(op, x=op.x + dx, y=op.y + dy))
        elif isinstance(op, Rect | Line | Ellipse):
            ops.append(replace(op, x0=op.x0 + dx, x1=op.x1 + dx, y0=op.y0 + dy, y1=op.y1 + dy))
        elif isinstance(op, Poly):
            ops.append(replace(op, points=tuple((x + dx, y + dy) for x, y in op.points)))
    return Page(size, tuple(ops), page.colour)


def on_a4(page: Page, rng: random.Random) -> Page:
    """A card laid on the copier's glass: actual size, in the upper part of an A4 sheet."""
    dx = rng.uniform(40, A4_PT[0] - page.size[0] - 40)
    dy = rng.uniform(40, 220)
    return translate(page, dx, dy, A4_PT)


def render(pages: tuple[Page, ...], out: Output) -> bytes:
    if out.fmt == "pdf_text":
        return text_pdf(pages)
    rng = random.Random(out.seed)
    images = []
    for page in pages:
        if out.on_a4:
            page = on_a4(page, rng)
        image = paint(page, out.dpi)
        dpi = out.dpi
        if out.mode == "scan":
            image = scan(image, rng, out.strength)
        elif out.mode == "photocopy":
            image = photocopy(image, rng, out.strength)
        elif out.mode == "phone":
            card = page.size[0] < 400
            image = phone_photo(
                image,
                rng,
                out.strength,
                out_long=out.out_long,
                margin=rng.uniform(0.08, 0.2) if card else rng.uniform(0.03, 0.1),
            )
            dpi = 150
        images.append((image, dpi))
    if out.fmt == "pdf_image":
        return image_pdf(images, quality=out.quality)
    image, dpi = images[0]
    if out.fmt == "jpeg":
        return encode(image, "jpeg", dpi=dpi, quality=out.quality)
    if out.condition == "degraded":
        image = jpeg_roundtrip(image, out.quality)
    return encode(image, "png", dpi=dpi, fast=out.condition == "degraded")
