"""Page images for a person to look at (the review's page route): each page of an uploaded file as a JPEG of at most
MAX_SIDE pixels on its long side, in colour, turned as the OCR layer reads it (a photo's EXIF orientation applied).

The file has been validated and read (`casefile.ocr.process_file`) before: its type, page count and pixel count are
known to be within the limits. One page is decoded at a time, so memory stays that of one page.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass

MAX_SIDE = 2000
JPEG_QUALITY = 82
RENDER_DPI = 150  # a PDF page at 150 dpi: an A4 page is 1240 x 1754, under MAX_SIDE


@dataclass(frozen=True)
class PageImage:
    page_number: int
    width: int
    height: int
    jpeg: bytes


def page_images(path: str, mime: str) -> Iterator[PageImage]:
    """The file's pages as images, in order."""
    if mime == "application/pdf":
        yield from _pdf_pages(path)
    else:
        yield from _image_pages(path)


def _jpeg(page_number: int, image: object) -> PageImage:
    from PIL import Image

    assert isinstance(image, Image.Image)
    if image.mode != "RGB":
        image = image.convert("RGB")
    if max(image.size) > MAX_SIDE:
        shrink = MAX_SIDE / max(image.size)
        size = (max(1, round(image.width * shrink)), max(1, round(image.height * shrink)))
        image = image.resize(size, Image.Resampling.LANCZOS, reducing_gap=2.0)
    out = io.BytesIO()
    image.save(out, "JPEG", quality=JPEG_QUALITY, optimize=True)
    return PageImage(page_number, image.width, image.height, out.getvalue())


def _pdf_pages(path: str) -> Iterator[PageImage]:
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    pdf = pdfium.PdfDocument(path)
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            try:
                width, height = page.get_size()
                scale = min(RENDER_DPI / 72, MAX_SIDE / max(width, height, 1))
                bitmap = page.render(scale=scale)
                try:
                    yield _jpeg(index + 1, bitmap.to_pil())
                finally:
                    bitmap.close()
            finally:
                page.close()
    finally:
        pdf.close()


def _image_pages(path: str) -> Iterator[PageImage]:
    from PIL import Image, ImageOps

    from casefile.ocr.decode import reduced_rgb

    with Image.open(path) as image:
        for index in range(getattr(image, "n_frames", 1)):
            image.seek(index)
            if image.format == "JPEG" and max(image.size) > 2 * MAX_SIDE:
                image.draft("RGB", (image.width // 2, image.height // 2))  # decoded smaller, straight from the DCT
            # decoded once and reduced in strips (casefile.ocr.decode): never a full-size copy of a large frame
            orientation = image.getexif().get(0x0112, 1) if index == 0 else 1
            frame = reduced_rgb(image, MAX_SIDE)
            if orientation != 1:  # the first frame turned by its EXIF orientation, as the OCR layer reads it
                frame.info["exif"] = image.getexif().tobytes()
                frame = ImageOps.exif_transpose(frame)
            yield _jpeg(index + 1, frame)
