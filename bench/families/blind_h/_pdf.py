"""A minimal PDF writer: standard Type1 fonts in WinAnsi, text, paths and JPEG images. No dependencies."""

from __future__ import annotations

import math
import zlib

BASE_FONTS = (
    "Helvetica",
    "Helvetica-Bold",
    "Helvetica-Oblique",
    "Helvetica-BoldOblique",
    "Times-Roman",
    "Times-Bold",
    "Times-Italic",
    "Times-BoldItalic",
    "Courier",
    "Courier-Bold",
    "Courier-Oblique",
    "Courier-BoldOblique",
)

_SUBST = {"\u202f": "\xa0", "\u2009": " ", "\u2212": "-", "\u2011": "-", "\u2010": "-", "\u00ad": "-"}


def _num(v: float) -> str:
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _pdf_string(text: str) -> bytes:
    text = "".join(_SUBST.get(ch, ch) for ch in text)
    raw = text.encode("cp1252")  # raise on anything WinAnsi cannot carry: a writer bug, not a rendering choice
    out = bytearray(b"(")
    for byte in raw:
        if byte in (0x28, 0x29, 0x5C):
            out += b"\\" + bytes([byte])
        elif byte < 32:
            out += b"\\%03o" % byte
        else:
            out.append(byte)
    out += b")"
    return bytes(out)


class PdfPage:
    def __init__(self, width: float, height: float):
        self.width, self.height = width, height
        self.ops: list[bytes] = []
        self.fonts: set[str] = set()
        self.images: list[tuple[bytes, int, int, str]] = []
        self._tw = 0.0

    def _op(self, s: str) -> None:
        self.ops.append(s.encode("ascii"))

    # colours and state
    def stroke_color(self, rgb) -> None:
        self._op("{} {} {} RG".format(*tuple(_num(c / 255) for c in rgb)))

    def fill_color(self, rgb) -> None:
        self._op("{} {} {} rg".format(*tuple(_num(c / 255) for c in rgb)))

    def line_width(self, w: float) -> None:
        self._op(f"{_num(w)} w")

    def dash(self, pattern: tuple[float, ...] | None) -> None:
        self._op("[{}] 0 d".format(" ".join(_num(v) for v in pattern)) if pattern else "[] 0 d")

    def save(self) -> None:
        self._op("q")

    def restore(self) -> None:
        self._op("Q")

    # paths, in PDF coordinates (origin bottom-left)
    def path(self, segments: list[tuple], close: bool, stroke: bool, fill: bool) -> None:
        parts = []
        for seg in segments:
            kind, *pts = seg
            if kind == "m":
                parts.append(f"{_num(pts[0])} {_num(pts[1])} m")
            elif kind == "l":
                parts.append(f"{_num(pts[0])} {_num(pts[1])} l")
            elif kind == "c":
                parts.append(" ".join(_num(v) for v in pts) + " c")
        if close:
            parts.append("h")
        parts.append({(True, True): "B", (True, False): "S", (False, True): "f"}.get((stroke, fill), "n"))
        self._op(" ".join(parts))

    def rect(self, x: float, y: float, w: float, h: float, stroke: bool, fill: bool) -> None:
        self._op(
            f"{_num(x)} {_num(y)} {_num(w)} {_num(h)} re "
            + {(True, True): "B", (True, False): "S", (False, True): "f"}[(stroke, fill)]
        )

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, stroke: bool, fill: bool) -> None:
        k = 0.5522847498
        segs = [
            ("m", cx + rx, cy),
            ("c", cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry),
            ("c", cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy),
            ("c", cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry),
            ("c", cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy),
        ]
        self.path(segs, True, stroke, fill)

    # text
    def text(
        self, x: float, y: float, s: str, font: str, size: float, angle: float = 0.0, word_space: float = 0.0
    ) -> None:
        if font not in BASE_FONTS:
            raise ValueError(font)
        self.fonts.add(font)
        fid = BASE_FONTS.index(font) + 1
        if angle:
            a = math.radians(angle)
            cos, sin = _num(math.cos(a)), _num(math.sin(a))
            tm = f"{cos} {sin} {_num(-math.sin(a))} {cos} {_num(x)} {_num(y)} Tm"
        else:
            tm = f"1 0 0 1 {_num(x)} {_num(y)} Tm"
        tw = f" {_num(word_space)} Tw" if word_space or self._tw else ""  # Tw outlives ET: reset it
        self._tw = word_space
        self.ops.append(f"BT /F{fid} {_num(size)} Tf{tw} {tm} ".encode("ascii") + _pdf_string(s) + b" Tj ET")

    # images (JPEG bytes, drawn into the box x, y, w, h)
    def jpeg(self, data: bytes, px_w: int, px_h: int, colorspace: str, x: float, y: float, w: float, h: float) -> None:
        self.images.append((data, px_w, px_h, colorspace))
        self._op(f"q {_num(w)} 0 0 {_num(h)} {_num(x)} {_num(y)} cm /Im{len(self.images)} Do Q")


class PdfWriter:
    def __init__(self, info: dict[str, str] | None = None, compress: bool = True):
        self.pages: list[PdfPage] = []
        self.info = info or {}
        self.compress = compress

    def add_page(self, width: float, height: float) -> PdfPage:
        page = PdfPage(width, height)
        self.pages.append(page)
        return page

    def tobytes(self) -> bytes:
        objects: list[bytes] = [b"", b""]  # 1 catalog, 2 page tree

        def add(body: bytes) -> int:
            objects.append(body)
            return len(objects)

        font_ids = {}
        for name in BASE_FONTS:
            if any(name in p.fonts for p in self.pages):
                font_ids[name] = add(
                    b"<< /Type /Font /Subtype /Type1 /BaseFont /"
                    + name.encode()
                    + (b"" if name.startswith(("Symbol", "Zapf")) else b" /Encoding /WinAnsiEncoding")
                    + b" >>"
                )
        font_dict = (
            b"<< " + b" ".join(b"/F%d %d 0 R" % (BASE_FONTS.index(n) + 1, i) for n, i in font_ids.items()) + b" >>"
        )
        kids = []
        for page in self.pages:
            xobjs = []
            for n, (data, pw, ph, cs) in enumerate(page.images, 1):
                oid = add(
                    b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /%s /BitsPerComponent 8 "
                    b"/Filter /DCTDecode /Length %d >>\nstream\n"
                    % (pw, ph, cs.encode(), len(data))
                    + data
                    + b"\nendstream"
                )
                xobjs.append(b"/Im%d %d 0 R" % (n, oid))
            content = b"\n".join(page.ops)
            if self.compress:
                content = zlib.compress(content, 6)
                head = b"<< /Length %d /Filter /FlateDecode >>" % len(content)
            else:
                head = b"<< /Length %d >>" % len(content)
            cid = add(head + b"\nstream\n" + content + b"\nendstream")
            res = b"<< /ProcSet [/PDF /Text /ImageC /ImageB] /Font " + font_dict
            if xobjs:
                res += b" /XObject << " + b" ".join(xobjs) + b" >>"
            res += b" >>"
            kids.append(
                add(
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources %s /Contents %d 0 R >>"
                    % (_num(page.width).encode(), _num(page.height).encode(), res, cid)
                )
            )
        objects[0] = b"<< /Type /Catalog /Pages 2 0 R >>"
        objects[1] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % k for k in kids) + b"] /Count %d >>" % len(kids)
        info_id = None
        if self.info:
            info_id = add(
                b"<< " + b" ".join(b"/" + k.encode() + b" " + _pdf_string(v) for k, v in self.info.items()) + b" >>"
            )
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for i, body in enumerate(objects, 1):
            offsets.append(len(out))
            out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        for off in offsets:
            out += b"%010d 00000 n \n" % off
        out += b"trailer\n<< /Size %d /Root 1 0 R" % (len(objects) + 1)
        if info_id:
            out += b" /Info %d 0 R" % info_id
        out += b" >>\nstartxref\n%d\n%%%%EOF\n" % xref
        return bytes(out)

    def save(self, path) -> None:
        with open(path, "wb") as fh:
            fh.write(self.tobytes())
