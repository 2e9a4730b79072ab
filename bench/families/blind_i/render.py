"""HTML to PDF with Debian's Chromium (Playwright), PDF to pixels with PDFium, and the scanner's and phone's
degradations with Pillow and numpy."""

from __future__ import annotations

import io
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageOps

CHROMIUM = "/usr/bin/chromium"
FIXED_DATE = b"D:20250601090000"


class Chromium:
    def __enter__(self) -> Chromium:
        from playwright.sync_api import sync_playwright

        self._pw = sync_playwright().start()
        self._browser = self._pw.chromium.launch(executable_path=CHROMIUM, args=["--font-render-hinting=none"])
        self._page = self._browser.new_page()
        return self

    def __exit__(self, *exc: object) -> None:
        self._browser.close()
        self._pw.stop()

    def pdf(self, html: str) -> bytes:
        self._page.set_content(html, wait_until="load")
        self._page.evaluate("document.fonts.ready.then(() => true)")
        data = self._page.pdf(
            prefer_css_page_size=True,
            print_background=True,
            margin={"top": "0", "right": "0", "bottom": "0", "left": "0"},
        )
        return normalize_pdf(data)


def normalize_pdf(data: bytes) -> bytes:
    """Chromium stamps the time into the Info dictionary; put a fixed one of the same length."""
    return re.sub(rb"(/(?:CreationDate|ModDate) \()D:\d{14}", lambda m: m.group(1) + FIXED_DATE, data)


def rasterize(pdf: bytes, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf)
    out = []
    for i in range(len(doc)):
        img = doc[i].render(scale=dpi / 72.0).to_pil().convert("RGB")
        out.append(img)
    doc.close()
    return out


def pdf_pages(pdf: bytes) -> int:
    doc = pdfium.PdfDocument(pdf)
    n = len(doc)
    doc.close()
    return n


# ---------------------------------------------------------------------------------------------------------------
# Scans of A4 pages
# ---------------------------------------------------------------------------------------------------------------


def _np(img: Image.Image) -> np.ndarray:
    return np.asarray(img).astype(np.float32)


def _img(a: np.ndarray, mode: str | None = None) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode)


def clean_scan(img: Image.Image, rng: np.random.Generator, grey: bool) -> Image.Image:
    """A good flatbed scan: paper slightly off-white, a hair of sensor noise."""
    a = _np(img.convert("L") if grey else img)
    a = a * 0.975 + 3.0
    return _img(np.round(a))


def light_field(h: int, w: int, rng: np.random.Generator, strength: float) -> np.ndarray:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    yy /= h
    xx /= w
    ang = rng.uniform(0, 2 * np.pi)
    lin = np.cos(ang) * (xx - 0.5) + np.sin(ang) * (yy - 0.5)
    cx, cy = rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8)
    rad = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    f = 1.0 - strength * (0.55 * (lin + 0.5) + 0.45 * np.clip(rad / 0.9, 0, 1))
    return f


def degrade_page(img: Image.Image, rng: np.random.Generator, opts: dict) -> Image.Image:
    """A poor scan or photocopy: lower resolution, slant, blur, noise, grey, uneven light."""
    if opts.get("photocopy"):
        g = _np(img.convert("L"))
        g = 28 + g * 0.80
        # toner speckles and a dark band at one edge
        h, w = g.shape
        speck = rng.random((h, w)) < 0.0009
        g[speck] = rng.uniform(40, 120, speck.sum())
        edge = np.linspace(0, 1, w)[None, :] if rng.random() < 0.5 else np.linspace(1, 0, w)[None, :]
        g -= 38 * np.clip((edge - 0.93) / 0.07, 0, 1)
        a = g
    else:
        a = _np(img)
    if opts.get("light", 0) > 0:
        f = light_field(a.shape[0], a.shape[1], rng, opts["light"])
        a = a * (f[..., None] if a.ndim == 3 else f)
    out = _img(a)
    angle = opts.get("angle", 0.0)
    if angle:
        fill = (opts.get("fill", 245),) * (3 if out.mode == "RGB" else 1)
        fill = fill if out.mode == "RGB" else fill[0]
        out = out.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=fill)
    if opts.get("blur"):
        out = out.filter(ImageFilter.GaussianBlur(opts["blur"]))
    if opts.get("noise"):
        a = _np(out)
        a += rng.normal(0, opts["noise"], a.shape)
        out = _img(a)
    return out


# ---------------------------------------------------------------------------------------------------------------
# Cards: flatbed scans and phone photos
# ---------------------------------------------------------------------------------------------------------------


def rounded(img: Image.Image, radius: int) -> Image.Image:
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, img.size[0] - 1, img.size[1] - 1], radius=radius, fill=255)
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out


def card_scan(card: Image.Image, rng: np.random.Generator, margin: int, radius: int) -> Image.Image:
    rc = rounded(card, radius)
    w, h = rc.size
    bg = Image.new("RGB", (w + 2 * margin, h + 2 * margin), (250, 250, 248))
    sh = Image.new("L", bg.size, 0)
    ImageDraw.Draw(sh).rounded_rectangle(
        [margin + 3, margin + 4, margin + w + 3, margin + h + 4], radius=radius, fill=70
    )
    sh = sh.filter(ImageFilter.GaussianBlur(5))
    bg = Image.composite(Image.new("RGB", bg.size, (150, 150, 150)), bg, sh)
    bg.paste(rc, (margin, margin), rc)
    return bg


def _perspective_coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Coefficients mapping output (dst) points back to input (src) points for Image.transform."""
    m = []
    for (x, y), (u, v) in zip(dst, src, strict=False):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(m, dtype=np.float64)
    b = np.array([c for p in src for c in p], dtype=np.float64)
    return list(np.linalg.solve(a, b))


def background(w: int, h: int, rng: np.random.Generator, kind: str) -> Image.Image:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array(rng.choice([[150, 104, 62], [122, 84, 52], [176, 132, 90]]), dtype=np.float32)
        grain = np.sin((yy / h * 28 + 3 * np.sin(xx / w * 5 + rng.uniform(0, 6))) * np.pi) * 0.5 + 0.5
        noise = rng.normal(0, 1, (h // 8 + 1, w // 8 + 1)).astype(np.float32)
        noise = (
            np.asarray(
                Image.fromarray(((noise + 3) * 40).clip(0, 255).astype(np.uint8)).resize((w, h), Image.BICUBIC)
            ).astype(np.float32)
            / 255
        )
        a = base[None, None, :] * (0.78 + 0.16 * grain[..., None] + 0.14 * noise[..., None])
    elif kind == "fabric":
        base = np.array(rng.choice([[58, 74, 104], [92, 40, 48], [70, 86, 70], [60, 60, 64]]), dtype=np.float32)
        weave = (np.sin(xx * 0.9) * np.sin(yy * 0.9)) * 0.5 + 0.5
        a = base[None, None, :] * (0.85 + 0.25 * weave[..., None]) + rng.normal(0, 6, (h, w, 1))
    else:  # a light desk or a sheet of paper
        base = np.array(rng.choice([[214, 210, 200], [228, 226, 222], [196, 200, 204]]), dtype=np.float32)
        a = base[None, None, :] + rng.normal(0, 4, (h, w, 1))
    return _img(a)


def phone_photo(card: Image.Image, rng: np.random.Generator, radius: int, out_w: int) -> Image.Image:
    """The card lying on a table, photographed a little askew: perspective, shadow, uneven light, blur."""
    rc = rounded(card, radius)
    cw, ch = rc.size
    out_h = int(out_w * rng.uniform(0.68, 0.78))
    bg = background(out_w, out_h, rng, str(rng.choice(["wood", "fabric", "desk"])))
    scale = out_w * rng.uniform(0.68, 0.8) / cw
    tw, th = cw * scale, ch * scale
    cx = out_w / 2 + rng.uniform(-0.05, 0.05) * out_w
    cy = out_h / 2 + rng.uniform(-0.05, 0.05) * out_h
    ang = np.radians(rng.uniform(-5, 5))
    corners = [(-tw / 2, -th / 2), (tw / 2, -th / 2), (tw / 2, th / 2), (-tw / 2, th / 2)]
    # slight keystone: the far edge a little shorter
    k = rng.uniform(0.015, 0.05)
    side = rng.choice([0, 1])
    dst = []
    for i, (x, y) in enumerate(corners):
        if (side == 0 and i in (0, 1)) or (side == 1 and i in (2, 3)):
            x *= 1 - k
        jx, jy = rng.uniform(-0.01, 0.01) * tw, rng.uniform(-0.01, 0.01) * th
        xr = x * np.cos(ang) - y * np.sin(ang) + cx + jx
        yr = x * np.sin(ang) + y * np.cos(ang) + cy + jy
        dst.append((float(xr), float(yr)))
    src = [(0.0, 0.0), (float(cw), 0.0), (float(cw), float(ch)), (0.0, float(ch))]
    coeffs = _perspective_coeffs(dst, src)
    warped = rc.transform((out_w, out_h), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    # shadow
    alpha = warped.getchannel("A")
    shadow = alpha.filter(ImageFilter.GaussianBlur(out_w * 0.008))
    shadow = ImageOps.expand(shadow, border=0)
    off = (int(out_w * 0.006), int(out_w * 0.009))
    sh = Image.new("L", (out_w, out_h), 0)
    sh.paste(shadow, off)
    sh = sh.point(lambda p: int(p * 0.55))
    bg = Image.composite(Image.new("RGB", bg.size, (20, 18, 16)), bg, sh)
    bg.paste(warped, (0, 0), warped)
    a = _np(bg)
    f = light_field(out_h, out_w, rng, rng.uniform(0.12, 0.3))
    a *= f[..., None]
    # a soft glare
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
    gx, gy = rng.uniform(0.25, 0.75) * out_w, rng.uniform(0.25, 0.75) * out_h
    glare = np.exp(-(((xx - gx) / (out_w * 0.16)) ** 2 + ((yy - gy) / (out_h * 0.12)) ** 2))
    a += glare[..., None] * rng.uniform(18, 40)
    # warm or cool cast
    a *= np.array([rng.uniform(0.97, 1.04), 1.0, rng.uniform(0.92, 1.02)], dtype=np.float32)[None, None, :]
    out = _img(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
    a = _np(out) + rng.normal(0, rng.uniform(3, 6), (out_h, out_w, 3))
    return _img(a)


# ---------------------------------------------------------------------------------------------------------------
# Saving
# ---------------------------------------------------------------------------------------------------------------

MIME = {"png": "image/png", "jpeg": "image/jpeg", "tiff": "image/tiff", "webp": "image/webp", "pdf": "application/pdf"}
EXT = {"png": "png", "jpeg": "jpg", "tiff": "tif", "webp": "webp", "pdf": "pdf"}


def jpeg_roundtrip(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).convert(img.mode)


def save_images(images: list[Image.Image], fmt: str, path: Path, dpi: int, quality: int | None = None) -> None:
    first, rest = images[0], images[1:]
    if fmt == "png":
        assert not rest
        first.save(path, "PNG", dpi=(dpi, dpi), compress_level=7)
    elif fmt == "jpeg":
        assert not rest
        first.save(path, "JPEG", quality=quality or 90, dpi=(dpi, dpi), optimize=True)
    elif fmt == "webp":
        assert not rest
        first.save(path, "WEBP", quality=quality or 80, method=4)
    elif fmt == "tiff":
        first.save(
            path,
            "TIFF",
            compression="tiff_lzw" if quality is None else "jpeg",
            dpi=(dpi, dpi),
            save_all=True,
            append_images=rest,
            **({"quality": quality} if quality else {}),
        )
    elif fmt == "pdf":
        rgb = [im.convert("RGB") if im.mode not in ("L", "RGB") else im for im in images]
        buf = io.BytesIO()
        rgb[0].save(
            buf,
            "PDF",
            resolution=float(dpi),
            save_all=True,
            append_images=rgb[1:],
            quality=quality or 85,
            producer="ScanDesk 4.2",
        )
        path.write_bytes(normalize_pdf(buf.getvalue()))
    else:
        raise ValueError(fmt)
