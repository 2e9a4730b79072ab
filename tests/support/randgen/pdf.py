"""PDF writers: born-digital pages with a real text layer, and scanned pages as images.

`text_pdf` extends docgen's writer to three font families (Helvetica, Times, Courier, regular and bold, WinAnsi),
shapes and colour; the pages are laid out with their metric twins (Liberation Sans / Serif / Mono), so what a
template measured is what the PDF shows. Arabic runs (WinAnsi has no Arabic) are drawn as stencil images, as a
word processor exporting an unembeddable font would.
"""

from __future__ import annotations

import io
import zlib
from collections.abc import Iterable
from typing import Any

from tests.support.docgen import _pdf_string, _PdfWriter
from tests.support.randgen.canvas import Colour, Ellipse, Line, Page, Poly, Rect, Text, pil_font, width

_STD = {
    ("Helvetica", False): b"Helvetica",
    ("Helvetica", True): b"Helvetica-Bold",
    ("Times", False): b"Times-Roman",
    ("Times", True): b"Times-Bold",
    ("Courier", False): b"Courier",
    ("Courier", True): b"Courier-Bold",
}
_KAPPA = 0.5523


def _std_family(family: str) -> str:
    if "mono" in family:
        return "Courier"
    if "serif" in family:
        return "Times"
    return "Helvetica"


def _measure_family(std: str) -> str:
    return {"Helvetica": "liberation_sans", "Times": "liberation_serif", "Courier": "liberation_mono"}[std]


def _rgb(c: Colour) -> tuple[float, float, float]:
    if isinstance(c, int):
        return (c / 255, c / 255, c / 255)
    return (c[0] / 255, c[1] / 255, c[2] / 255)


def _fill(c: Colour) -> bytes:
    return b"%.3f %.3f %.3f rg" % _rgb(c)


def _stroke(c: Colour) -> bytes:
    return b"%.3f %.3f %.3f RG" % _rgb(c)


def _arabic_stencil(op: Text) -> tuple[bytes, int, int, float, float, float, float]:
    """(packed 1-bit mask, width px, height px, x0, y0, w, h in points) of an Arabic run."""
    from PIL import Image, ImageDraw

    dpi = 300
    s = dpi / 72
    font = pil_font(op.family, op.bold, round(op.size * s))
    anchor = op.anchor + "s"
    left, top, right, bottom = font.getbbox(op.s, anchor=anchor, direction="rtl", language="ar")
    w, h = max(1, right - left + 2), max(1, bottom - top + 2)
    image = Image.new("L", (w, h), 255)
    ImageDraw.Draw(image).text(
        (1 - left, 1 - top), op.s, fill=0, font=font, anchor=anchor, direction="rtl", language="ar"
    )
    mask = image.point(lambda p: 255 if p > 140 else 0).convert("1")
    return mask.tobytes(), w, h, op.x + (left - 1) / s, op.y + (top - 1) / s, w / s, h / s


def text_pdf(pages: Iterable[Page]) -> bytes:
    writer = _PdfWriter()
    fonts = {
        key: writer.add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % name)
        for key, name in _STD.items()
    }
    names = {key: b"F%d" % i for i, key in enumerate(_STD)}
    font_dict = b" ".join(b"/%s %d 0 R" % (names[key], number) for key, number in fonts.items())
    for page in pages:
        W, H = page.size
        ops: list[bytes] = []
        images: list[int] = []
        for op in page.ops:
            if isinstance(op, Text):
                if op.rtl:
                    data, pw, ph, x0, y0, w, h = _arabic_stencil(op)
                    number = writer.stream(
                        b"/Type /XObject /Subtype /Image /Width %d /Height %d /ImageMask true /BitsPerComponent 1 "
                        b"/Filter /FlateDecode" % (pw, ph),
                        zlib.compress(data),
                    )
                    images.append(number)
                    ops.append(
                        b"q %s %.2f 0 0 %.2f %.2f %.2f cm /Im%d Do Q"
                        % (_fill(op.colour), w, h, x0, H - y0 - h, len(images) - 1)
                    )
                    continue
                std = _std_family(op.family)
                x = op.x
                if op.anchor != "l":
                    tw = width(op.s, op.size, _measure_family(std), op.bold)
                    x -= tw if op.anchor == "r" else tw / 2
                ops.append(
                    b"BT %s /%s %.2f Tf %.2f %.2f Td %s Tj ET"
                    % (_fill(op.colour), names[(std, op.bold)], op.size, x, H - op.y, _pdf_string(op.s))
                )
            elif isinstance(op, Rect):
                box = b"%.2f %.2f %.2f %.2f re" % (op.x0, H - op.y1, op.x1 - op.x0, op.y1 - op.y0)
                if op.fill is not None:
                    ops.append(b"%s %s f" % (_fill(op.fill), box))
                if op.stroke is not None:
                    dash = b"[3 2] 0 d " if op.dash else b""
                    ops.append(b"%s%s %.2f w %s S [] 0 d" % (dash, _stroke(op.stroke), op.width, box))
            elif isinstance(op, Line):
                dash = b"[2 2] 0 d " if op.dash else b""
                ops.append(
                    b"%s%s %.2f w %.2f %.2f m %.2f %.2f l S [] 0 d"
                    % (dash, _stroke(op.colour), op.width, op.x0, H - op.y0, op.x1, H - op.y1)
                )
            elif isinstance(op, Ellipse):
                ops.append(_ellipse(op, H))
            elif isinstance(op, Poly):
                path = b"%.2f %.2f m " % (op.points[0][0], H - op.points[0][1]) + b" ".join(
                    b"%.2f %.2f l" % (x, H - y) for x, y in op.points[1:]
                )
                if op.fill is not None:
                    ops.append(b"%s %s h f" % (_fill(op.fill), path))
                else:
                    ops.append(b"%s %.2f w 1 j 1 J %s S" % (_stroke(op.colour), op.width, path))
        content = writer.stream(b"/Filter /FlateDecode", zlib.compress(b"\n".join(ops)))
        xobjects = b" ".join(b"/Im%d %d 0 R" % (i, n) for i, n in enumerate(images))
        resources = b"<< /Font << %s >> /XObject << %s >> >>" % (font_dict, xobjects)
        writer.page(W, H, content, resources)
    return writer.bytes()


def _ellipse(op: Ellipse, H: float) -> bytes:
    cx, cy = (op.x0 + op.x1) / 2, H - (op.y0 + op.y1) / 2
    rx, ry = (op.x1 - op.x0) / 2, (op.y1 - op.y0) / 2
    kx, ky = rx * _KAPPA, ry * _KAPPA
    path = (
        b"%.2f %.2f m " % (cx + rx, cy)
        + b"%.2f %.2f %.2f %.2f %.2f %.2f c " % (cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
        + b"%.2f %.2f %.2f %.2f %.2f %.2f c " % (cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
        + b"%.2f %.2f %.2f %.2f %.2f %.2f c " % (cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
        + b"%.2f %.2f %.2f %.2f %.2f %.2f c" % (cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
    )
    out = b""
    if op.fill is not None:
        out += b"%s %s f " % (_fill(op.fill), path)
    if op.stroke is not None:
        out += b"%s %.2f w %s S" % (_stroke(op.stroke), op.width, path)
    return out


def image_pdf(images: Iterable[tuple[Any, int]], *, quality: int) -> bytes:
    """A scanned PDF: each page one JPEG (grey or colour) at its dpi, no text layer."""
    writer = _PdfWriter()
    for image, dpi in images:
        rgb = image.mode == "RGB"
        image = image if rgb else image.convert("L")
        jpeg = io.BytesIO()
        image.save(jpeg, format="JPEG", quality=quality)
        xobject = writer.stream(
            b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /%s "
            b"/BitsPerComponent 8 /Filter /DCTDecode"
            % (image.width, image.height, b"DeviceRGB" if rgb else b"DeviceGray"),
            jpeg.getvalue(),
        )
        w, h = image.width * 72 / dpi, image.height * 72 / dpi
        content = writer.stream(b"", b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (w, h))
        writer.page(w, h, content, b"<< /XObject << /Im0 %d 0 R >> >>" % xobject)
    return writer.bytes()
