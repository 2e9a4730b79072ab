"""WeasyPrint to PDF, pypdfium2 to pixels, and the wear of scanners, copiers and phones (Pillow, numpy)."""

from __future__ import annotations

import base64
import io
import logging

import numpy as np
import pypdfium2 as pdfium
import weasyprint
import weasyprint.urls
from PIL import Image, ImageChops, ImageDraw, ImageEnhance, ImageFilter

logging.getLogger("weasyprint").setLevel(logging.ERROR)
logging.getLogger("fontTools").setLevel(logging.ERROR)


# nothing from outside: only inline data: URIs, and any failure to fetch one stops the build
NO_NETWORK = weasyprint.urls.URLFetcher(allowed_protocols={"data"}, fail_on_errors=True)


def pdf(html: str) -> bytes:
    doc = weasyprint.HTML(string=html, url_fetcher=NO_NETWORK, base_url=None)
    return doc.write_pdf()


def rasterise(pdf_bytes: bytes, dpi: int, grey: bool = False) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf_bytes)
    try:
        out = []
        for i in range(len(doc)):
            page = doc[i]
            img = page.render(scale=dpi / 72, grayscale=grey).to_pil()
            out.append(img.convert("L" if grey else "RGB"))
            page.close()
        return out
    finally:
        doc.close()


def pdf_text(pdf_bytes: bytes) -> str:
    doc = pdfium.PdfDocument(pdf_bytes)
    try:
        parts = []
        for i in range(len(doc)):
            page = doc[i]
            tp = page.get_textpage()
            parts.append(tp.get_text_range())
            tp.close()
            page.close()
        return "\n".join(parts)
    finally:
        doc.close()


# --- encoders -----------------------------------------------------------------------------------------------------


def png(img: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", dpi=(dpi, dpi), compress_level=4)
    return buf.getvalue()


def jpeg(img: Image.Image, dpi: int, quality: int) -> bytes:
    buf = io.BytesIO()
    img.convert("RGB" if img.mode != "L" else "L").save(
        buf, "JPEG", quality=quality, dpi=(dpi, dpi), optimize=False, subsampling=2 if quality < 90 else 0
    )
    return buf.getvalue()


def webp(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.convert("RGB").save(buf, "WEBP", quality=quality, method=4)
    return buf.getvalue()


def tiff(imgs: list[Image.Image], dpi: int) -> bytes:
    buf = io.BytesIO()
    imgs[0].save(buf, "TIFF", save_all=True, append_images=imgs[1:], compression="tiff_deflate", dpi=(dpi, dpi))
    return buf.getvalue()


def image_pdf(imgs: list[Image.Image], dpi: int, quality: int = 85) -> bytes:
    """An image-only PDF (what a scanner's 'scan to PDF' gives), laid out by WeasyPrint with data: URIs."""
    pages = []
    for img in imgs:
        w_mm = img.width / dpi * 25.4
        h_mm = img.height / dpi * 25.4
        data = base64.b64encode(jpeg(img, dpi, quality)).decode()
        pages.append(
            f'<div style="page: p{len(pages)}; width:{w_mm:.2f}mm; height:{h_mm:.2f}mm; '
            f'page-break-after: always"><img src="data:image/jpeg;base64,{data}" '
            f'style="width:{w_mm:.2f}mm; height:{h_mm:.2f}mm; display:block"></div>'
        )
        pages[-1] = (
            f"<style>@page p{len(pages) - 1} {{ size: {w_mm:.2f}mm {h_mm:.2f}mm; margin: 0 }}</style>" + pages[-1]
        )
    html = "<!DOCTYPE html><html><head><meta charset='utf-8'><title>scan</title></head><body style='margin:0'>"
    html += "".join(pages) + "</body></html>"
    return pdf(html)


# --- wear ---------------------------------------------------------------------------------------------------------


def _arr(img: Image.Image) -> np.ndarray:
    return np.asarray(img, dtype=np.float32)


def _img(a: np.ndarray, mode: str) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode)


def noise(img: Image.Image, rng: np.random.Generator, sigma: float) -> Image.Image:
    a = _arr(img)
    shape = a.shape[:2] + ((1,) if a.ndim == 3 else ())
    a = a + rng.standard_normal(shape, dtype=np.float32) * np.float32(sigma)
    return _img(a, img.mode)


def lighting(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """Uneven light: a smooth gradient from one side plus a soft bright or dark blob (drawn small, then enlarged)."""
    w, h = max(2, img.width // 16), max(2, img.height // 16)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    ang = rng.uniform(0, 2 * np.pi)
    grad = np.cos(ang) * xx / w + np.sin(ang) * yy / h
    grad = (grad - grad.min()) / max(1e-6, float(grad.max() - grad.min()))
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    blob = np.exp(-(((xx - cx) / (0.5 * w)) ** 2 + ((yy - cy) / (0.5 * h)) ** 2))
    small = (1.0 - strength * grad + strength * 0.4 * (blob - 0.5)).astype(np.float32)
    factor = np.asarray(Image.fromarray(small, "F").resize(img.size, Image.Resampling.BILINEAR), dtype=np.float32)
    a = _arr(img)
    a = a * (factor[..., None] if a.ndim == 3 else factor)
    return _img(a, img.mode)


def paper_tone(img: Image.Image, tint: tuple[int, int, int]) -> Image.Image:
    """White paper is never quite white: multiply by a tint."""
    if img.mode == "L":
        return _img(_arr(img) * (sum(tint) / 765.0), "L")
    return _img(_arr(img) * (np.array(tint, dtype=np.float32) / 255.0), "RGB")


def rotate(img: Image.Image, deg: float, fill) -> Image.Image:
    return img.rotate(deg, resample=Image.Resampling.BILINEAR, expand=False, fillcolor=fill)


def scale(img: Image.Image, f: float) -> Image.Image:
    return img.resize((max(1, round(img.width * f)), max(1, round(img.height * f))), Image.Resampling.LANCZOS)


def clean_scan(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    img = paper_tone(img, (252, 251, 247))
    if rng.random() < 0.5:  # the sheet a little off square on the glass
        img = rotate(img, float(rng.uniform(-0.35, 0.35)), (250, 250, 248) if img.mode == "RGB" else 250)
    return noise(img, rng, 1.6)


def poor_scan(img: Image.Image, rng: np.random.Generator, grey: bool) -> Image.Image:
    if grey:
        img = img.convert("L")
    fill = 236 if grey else (238, 236, 230)
    img = paper_tone(img, (244, 241, 232))
    img = rotate(img, float(rng.uniform(1.0, 3.2)) * float(rng.choice([-1, 1])), fill)
    img = img.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 1.0))))
    img = lighting(img, rng, float(rng.uniform(0.08, 0.18)))
    img = noise(img, rng, float(rng.uniform(4, 8)))
    return img


def photocopy(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A photocopy: grey, high contrast, a toner haze, specks and a dark band at an edge."""
    g = img.convert("L")
    g = rotate(g, float(rng.uniform(-2.0, 2.0)), 210)
    g = ImageEnhance.Contrast(g).enhance(1.6)
    a = _arr(g)
    a = 55 + a * (200 / 255.0)  # greyed white, lifted black
    h, w = a.shape
    specks = rng.random((h, w)) < 0.0012
    a[specks] = rng.uniform(30, 90)
    band = int(w * rng.uniform(0.015, 0.035))
    a[:, :band] *= np.linspace(0.35, 1.0, band)[None, :]
    out = _img(a, "L").filter(ImageFilter.GaussianBlur(0.6))
    return noise(out, rng, 6)


def background(w: int, h: int, rng: np.random.Generator, kind: str) -> Image.Image:
    """A table, a cloth or a sofa under a phone: wood grain, fabric weave, speckled stone or plain colour."""
    sw, sh = max(2, w // 2), max(2, h // 2)  # drawn at half size, then enlarged
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    if kind == "wood":
        base = np.array([139, 94, 60], dtype=np.float32)
        grain = np.sin((yy + 9 * np.sin(xx / 70.0)) / rng.uniform(2.5, 4.5)) * 0.5 + 0.5
        a = base[None, None, :] * (0.75 + 0.3 * grain[..., None])
    elif kind == "fabric":
        base = np.array(rng.choice([[70, 96, 140], [150, 60, 60], [60, 120, 90], [120, 110, 140]]), dtype=np.float32)
        weave = (np.sin(xx / 0.8) * np.sin(yy / 0.8)) * 0.5 + 0.5
        a = base[None, None, :] * (0.8 + 0.25 * weave[..., None])
    elif kind == "stone":
        base = np.array([200, 196, 188], dtype=np.float32)
        a = base[None, None, :] * (0.85 + 0.15 * rng.random((sh, sw, 1), dtype=np.float32))
    else:
        base = np.array(rng.choice([[214, 200, 170], [40, 44, 52], [180, 190, 200]]), dtype=np.float32)
        a = np.broadcast_to(base[None, None, :], (sh, sw, 3)).copy()
    a += rng.standard_normal((sh, sw, 1), dtype=np.float32) * np.float32(6)
    return _img(a, "RGB").resize((w, h), Image.Resampling.BILINEAR)


def _perspective_coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Coefficients for Image.transform(PERSPECTIVE), mapping output points dst to input points src."""
    m = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    b = np.array([c for p in src for c in p], dtype=np.float64)
    return np.linalg.solve(np.array(m, dtype=np.float64), b).tolist()


def photo(
    img: Image.Image,
    rng: np.random.Generator,
    margin: float = 0.12,
    tilt: float = 6.0,
    rounded: int = 0,
    kind: str | None = None,
) -> Image.Image:
    """A phone photo of a paper or a card lying on a surface: slanted, a little perspective, shadow, light, blur."""
    img = img.convert("RGB")
    w, h = img.size
    if rounded:
        mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(mask).rounded_rectangle([0, 0, w - 1, h - 1], radius=rounded, fill=255)
    else:
        mask = Image.new("L", (w, h), 255)
    W, H = int(w * (1 + 2 * margin)), int(h * (1 + 2 * margin))
    kind = kind or str(rng.choice(["wood", "fabric", "stone", "plain"]))
    bg = background(W, H, rng, kind)
    ang = np.deg2rad(rng.uniform(-tilt, tilt))
    cx, cy = W / 2 + rng.uniform(-0.03, 0.03) * W, H / 2 + rng.uniform(-0.03, 0.03) * H
    corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    dst = []
    for i, (x, y) in enumerate(corners):
        jx, jy = rng.uniform(-0.025, 0.025) * w, rng.uniform(-0.025, 0.025) * h
        if i < 2:  # the far edge looks a little narrower
            x *= 0.97
        xr = x * np.cos(ang) - y * np.sin(ang) + cx + jx
        yr = x * np.sin(ang) + y * np.cos(ang) + cy + jy
        dst.append((float(xr), float(yr)))
    src = [(0.0, 0.0), (float(w), 0.0), (float(w), float(h)), (0.0, float(h))]
    coeffs = _perspective_coeffs(dst, src)
    warped = img.transform((W, H), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR)
    wmask = mask.transform((W, H), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR)
    shadow = wmask.filter(ImageFilter.GaussianBlur(max(4, W // 120)))
    off = max(3, W // 150)
    shadow = ImageChops.offset(shadow, off, off)
    dark = Image.new("RGB", (W, H), (20, 20, 20))
    bg = Image.composite(dark, bg, shadow.point(lambda v: int(v * 0.55)))
    out = Image.composite(warped, bg, wmask)
    out = lighting(out, rng, float(rng.uniform(0.12, 0.28)))
    out = out.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 1.1))))
    return noise(out, rng, float(rng.uniform(3, 6)))


def card_scan(img: Image.Image, rng: np.random.Generator, dpi: int, rounded: int) -> Image.Image:
    """A card on a flatbed scanner: white platen, the card a little off square, its edge shadow."""
    w, h = img.size
    pad = int(dpi * 0.25)
    canvas = Image.new("RGB", (w + 2 * pad, h + 2 * pad), (246, 246, 244))
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, w - 1, h - 1], radius=rounded, fill=255)
    sh = Image.new("L", canvas.size, 0)
    sh.paste(mask, (pad + 3, pad + 3))
    sh = sh.filter(ImageFilter.GaussianBlur(4))
    canvas = Image.composite(Image.new("RGB", canvas.size, (170, 170, 170)), canvas, sh.point(lambda v: v // 2))
    canvas.paste(img.convert("RGB"), (pad, pad), mask)
    canvas = rotate(canvas, float(rng.uniform(-1.2, 1.2)), (246, 246, 244))
    return noise(canvas, rng, 1.5)
