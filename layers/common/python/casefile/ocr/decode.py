"""One frame of an uploaded image as the 8-bit grayscale page the OCR reads, in bounded memory.

An image at the pixel limit (80 megapixels) is 320 MB once decoded as RGBA; every full-size copy made after that
costs as much again (the conversion used to keep about five: 1.7 GB on one transparent PNG). Here a frame is
decoded once, in its own mode, and nothing else of its full size is ever made:

- JPEG: decoded already reduced (1/2 to 1/8) from the DCT coefficients (`draft`);
- a frame more than twice the OCR's side (MAX_OCR_SIDE) is made gray strip by strip (STRIP_ROWS), each strip
  reduced at once by the frame's integer factor (a box filter, as Pillow's `reducing_gap` resize does first anyway);
- transparency is laid on white through one-byte planes (luma pasted on a white page through the alpha), never an
  RGBA copy; a palette image gets its palette composited instead of its pixels;
- the EXIF orientation is applied to the gray, reduced frame, and only when the photo has one.

So a frame costs its decoded size (at most 4 bytes x MAX_IMAGE_PIXELS = 320 MB), one strip, and the gray frame
(at most about 4800 x 4800 bytes); tests/integration/test_ocr_memory.py measures the worker's peak at the limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image

# EXIF orientation tag and the turn that puts each value upright (Pillow's ImageOps.exif_transpose table).
_ORIENTATION = 0x0112
_UPRIGHT = {2: 0, 3: 3, 4: 1, 5: 5, 6: 4, 7: 6, 8: 2}  # value -> Image.Transpose member


def ocr_frame(image: Image, index: int, max_side: int) -> tuple[Image, float]:
    """The current frame of an opened image (seeked to `index`) as 8-bit grayscale, turned by its EXIF orientation
    when `index` is 0, and no larger than about 2 x `max_side` on its long side (the OCR resizes the rest); with the
    number of the file's pixels per pixel of the frame returned."""
    from PIL import Image as PILImage

    width = image.size[0]
    if image.format == "JPEG" and max(image.size) > max_side:
        # decoded at 1/2, 1/4 or 1/8 scale straight from the DCT coefficients
        shrink = max_side / max(image.size)
        image.draft("L", (round(image.width * shrink), round(image.height * shrink)))
    orientation = image.getexif().get(_ORIENTATION, 1) if index == 0 else 1
    image.load()  # decoded once, in its own mode
    frame = _reduced(image, max_side)
    if orientation in _UPRIGHT:
        frame = frame.transpose(PILImage.Transpose(_UPRIGHT[orientation]))
    turned = orientation in (5, 6, 7, 8)
    return frame, width / (frame.height if turned else frame.width)


STRIP_ROWS = 256  # rows of the decoded frame made gray at a time (10,000 px wide RGBA: 10 MB a strip)


def _reduced(image: Image, max_side: int) -> Image:
    """The decoded frame as 8-bit gray, reduced by the integer factor that keeps it at least 2 x `max_side` on its
    long side (no smaller when it is not that large). A large frame is made gray strip by strip, each strip reduced
    at once (a box filter over whole blocks: the same pixels as reducing the whole gray frame), so that no full-size
    copy of it exists: Pillow's own reduce of an RGBA image makes a premultiplied full-size copy first."""
    from PIL import Image as PILImage

    factor = max(image.size) // (2 * max_side)
    if factor < 2:
        return _gray(image)
    extrema = _sample_range(image)
    width, height = image.size
    out = PILImage.new("L", (-(-width // factor), -(-height // factor)), 255)
    rows = max(factor, STRIP_ROWS // factor * factor)
    for top in range(0, height, rows):
        strip = _gray(image.crop((0, top, width, min(height, top + rows))), extrema)
        out.paste(strip.reduce(factor), (0, top // factor))
    return out


def _palette_on_white(image: Image) -> Image:
    """A palette image as 8-bit grayscale, its transparent colours laid on white: the palette (at most 256 colours)
    is composited, not the pixels."""
    rgba = image.getpalette("RGBA") or []  # Pillow fills the alpha from a tRNS chunk or `transparency`
    transparency = image.info.get("transparency")
    grays = []
    for entry in range(len(rgba) // 4):
        r, g, b, alpha = rgba[4 * entry : 4 * entry + 4]
        if isinstance(transparency, int):
            alpha = 0 if entry == transparency else 255
        elif isinstance(transparency, bytes):
            alpha = transparency[entry] if entry < len(transparency) else 255
        luma = (r * 299 + g * 587 + b * 114) // 1000
        grays.append((luma * alpha + 255 * (255 - alpha)) // 255)
    gray = image.copy()
    gray.info.pop("transparency", None)
    gray.putpalette([v for g in grays for v in (g, g, g)], "RGB")
    return gray.convert("L")


def _sample_range(image: Image) -> tuple[float, float] | None:
    """The range scaled to 0-255 of a frame of 16-bit, integer or float samples (the whole frame's, so that strips
    are scaled alike); None for other modes."""
    if image.mode not in ("I;16", "I;16B", "I;16L", "I", "F"):
        return None
    low, high = (float(v) for v in image.getextrema())  # type: ignore[arg-type]
    if image.mode != "F":
        low, high = 0.0, (high if image.mode == "I" else 65535.0)
    return low, high


def _gray(image: Image, extrema: tuple[float, float] | None = None) -> Image:
    """8-bit grayscale for OCR: transparency laid on white (text exported on a transparent background would
    otherwise turn black on black), 16-bit and float samples scaled rather than clipped to 255. With one-byte
    planes only: the luma is pasted onto a white page through the alpha, never an RGBA copy."""
    from PIL import Image as PILImage

    if image.mode == "P" and "transparency" in image.info:
        return _palette_on_white(image)
    if image.mode in ("RGBA", "LA", "PA"):
        alpha = image.getchannel("A")
        luma = (image.convert("RGBA") if image.mode == "PA" else image).convert("L")
        page = PILImage.new("L", image.size, 255)
        page.paste(luma, (0, 0), alpha)
        return page
    if image.mode in ("I;16", "I;16B", "I;16L", "I", "F"):
        low, high = extrema or _sample_range(image) or (0.0, 255.0)
        scale = 255 / ((high - low) or 1)
        return image.convert("F").point(lambda v: (v - low) * scale).convert("L")
    return image.convert("L")


def reduced_rgb(image: Image, max_side: int) -> Image:
    """The current, decoded-once frame as RGB (as `convert("RGB")` makes it), reduced by the integer factor that keeps
    it at least 2 x `max_side` on its long side, strip by strip like `_reduced`: for the page images a person looks at
    (`casefile.ocr.render`), which would otherwise hold full-size RGB copies of an 80-megapixel frame."""
    from PIL import Image as PILImage

    image.load()
    factor = max(image.size) // (2 * max_side)
    if factor < 2:
        return image.convert("RGB")
    width, height = image.size
    out = PILImage.new("RGB", (-(-width // factor), -(-height // factor)))
    rows = max(factor, STRIP_ROWS // factor * factor)
    for top in range(0, height, rows):
        strip = image.crop((0, top, width, min(height, top + rows))).convert("RGB")
        out.paste(strip.reduce(factor), (0, top // factor))
    return out
