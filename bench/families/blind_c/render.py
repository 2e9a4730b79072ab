"""Rasterize the fpdf2 PDFs with pypdfium2 and make scans, photocopies and phone photos of them (numpy/Pillow)."""

from __future__ import annotations

import io
import math
import random
import time

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter


def rasterize(pdf_bytes: bytes, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf_bytes)
    pages = []
    for i in range(len(doc)):
        page = doc[i]
        img = page.render(scale=dpi / 72.0).to_pil().convert("RGB")
        pages.append(img)
        page.close()
    doc.close()
    return pages


# geometry ----------------------------------------------------------------------------------------------------
def perspective_coeffs(src, dst):
    """Coefficients for Image.transform(PERSPECTIVE) mapping output points dst onto input points src."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b.extend([u, v])
    return np.linalg.solve(np.array(a, dtype=float), np.array(b, dtype=float)).tolist()


def rotate(img: Image.Image, angle: float, fill) -> Image.Image:
    return img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=fill)


# photometric -------------------------------------------------------------------------------------------------
def _gradient(w, h, rng: random.Random, lo: float, hi: float) -> np.ndarray:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    ang = rng.uniform(0, 2 * math.pi)
    lin = (xx * math.cos(ang) + yy * math.sin(ang)) / max(w, h)
    lin = (lin - lin.min()) / max(1e-6, lin.max() - lin.min())
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    rad = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / max(w, h)
    g = 1.0 - 0.6 * lin - 0.4 * rad
    g = (g - g.min()) / max(1e-6, g.max() - g.min())
    return lo + (hi - lo) * g


def light(img: Image.Image, rng: random.Random, lo: float, hi: float = 1.0) -> Image.Image:
    w, h = img.size
    small = _gradient(max(8, w // 8), max(8, h // 8), rng, lo, hi)
    g = np.asarray(Image.fromarray((small * 255).astype(np.uint8)).resize((w, h), Image.BILINEAR), np.float32) / 255
    arr = np.asarray(img, np.float32) * (g[..., None] if img.mode != "L" else g)
    np.clip(arr, 0, 255, out=arr)
    return Image.fromarray(arr.astype(np.uint8))


def shadow_band(img: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    w, h = img.size
    arr = np.asarray(img, np.float32)
    side = rng.choice(["left", "right", "top", "bottom"])
    width = rng.uniform(0.06, 0.18)
    n = w if side in ("left", "right") else h
    t = np.linspace(0, 1, n, dtype=np.float32)
    if side in ("right", "bottom"):
        t = t[::-1]
    prof = 1.0 - strength * np.clip(1 - t / width, 0, 1) ** 1.5
    mask = prof[None, :] if side in ("left", "right") else prof[:, None]
    if arr.ndim == 3:
        mask = mask[..., None]
    return Image.fromarray(np.clip(arr * mask, 0, 255).astype(np.uint8))


def noise(img: Image.Image, rng: random.Random, sigma: float) -> Image.Image:
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    arr = np.asarray(img, dtype=np.float32).copy()
    n = nrng.standard_normal(arr.shape[:2], dtype=np.float32)
    n *= sigma
    if arr.ndim == 3:
        arr += n[..., None]
    else:
        arr += n
    np.clip(arr, 0, 255, out=arr)
    return Image.fromarray(arr.astype(np.uint8))


def photocopy(img: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """Grey paper, heavier toner, speckles and faint streaks."""
    g = np.asarray(img.convert("L"), np.float32) / 255.0
    paper = 1.0 - rng.uniform(0.06, 0.16) * strength
    gamma = 1.0 + rng.uniform(0.2, 0.6) * strength
    out = np.power(g, gamma) * paper
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    speck = nrng.random(g.shape) < 0.0009 * strength
    out[speck] *= 0.3
    w = g.shape[1]
    for _ in range(rng.randint(0, 3)):
        x = rng.randint(0, w - 3)
        out[:, x : x + rng.randint(1, 3)] *= rng.uniform(0.9, 0.97)
    return Image.fromarray(np.clip(out * 255, 0, 255).astype(np.uint8))


def jpeg_roundtrip(img: Image.Image, q: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=q)
    buf.seek(0)
    return Image.open(buf).convert(img.mode)


# textures ----------------------------------------------------------------------------------------------------
def table_texture(w: int, h: int, rng: random.Random) -> Image.Image:
    """A table, a cloth or a desk, drawn at a quarter of the size and enlarged."""
    kind = rng.choice(["wood", "wood", "fabric", "desk"])
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    sw, sh = max(16, w // 4), max(16, h // 4)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    if kind == "wood":
        base = np.array(rng.choice([(140, 95, 60), (170, 125, 80), (110, 75, 50), (190, 150, 105)]), np.float32)
        ang = rng.uniform(-0.3, 0.3)
        u = yy * math.cos(ang) + xx * math.sin(ang)
        warp = (
            np.asarray(
                Image.fromarray((nrng.random((sh // 10 + 2, sw // 10 + 2)) * 255).astype(np.uint8)).resize(
                    (sw, sh), Image.BICUBIC
                ),
                np.float32,
            )
            / 255
        )
        rings = np.sin((u / rng.uniform(2.5, 4.5)) + warp * 6) * 0.5 + 0.5
        tex = 0.82 + 0.18 * rings + nrng.normal(0, 0.03, (sh, sw)).astype(np.float32)
    elif kind == "fabric":
        base = np.array(rng.choice([(60, 70, 90), (90, 40, 45), (50, 80, 60), (120, 120, 125)]), np.float32)
        tex = 0.92 + nrng.normal(0, 0.04, (sh, sw)).astype(np.float32)
    else:
        base = np.array(rng.choice([(225, 225, 220), (200, 205, 210), (235, 230, 220)]), np.float32)
        tex = 0.95 + nrng.normal(0, 0.015, (sh, sw)).astype(np.float32)
    arr = np.clip(base[None, None, :] * tex[..., None], 0, 255).astype(np.uint8)
    return Image.fromarray(arr).resize((w, h), Image.BICUBIC)


def rounded_mask(size, radius) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return m


def glare(img: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    w, h = img.size
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.15, 0.7) * h
    r = rng.uniform(0.12, 0.3) * max(w, h)
    sw, sh = max(8, w // 8), max(8, h // 8)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    d = np.sqrt(((xx * 8 - cx) / 1.6) ** 2 + (yy * 8 - cy) ** 2) / r
    m = np.clip(1 - d, 0, 1) ** 2 * strength
    m = np.asarray(Image.fromarray((m * 255).astype(np.uint8)).resize((w, h), Image.BILINEAR), np.float32) / 255
    arr = np.asarray(img, np.float32)
    arr = arr + (255 - arr) * m[..., None]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


# documents ---------------------------------------------------------------------------------------------------
def clean_scan(page: Image.Image, rng: random.Random, gray: bool) -> Image.Image:
    img = page.convert("L") if gray else page
    if rng.random() < 0.5:
        img = rotate(img, rng.uniform(-0.35, 0.35), 255 if gray else (255, 255, 255))
    return img


def degrade_scan(page: Image.Image, rng: random.Random, strength: float, params: dict) -> Image.Image:
    """A poor flatbed scan or photocopy (page already rasterized at the low target dpi)."""
    img = page
    if params["copy"]:
        img = photocopy(img, rng, strength)
    elif params["gray"]:
        img = img.convert("L")
    fill = 255 if img.mode == "L" else (250, 250, 250)
    if params["copy"]:
        fill = 200
    img = rotate(img, params["angle"] + rng.uniform(-0.3, 0.3), fill)
    img = light(img, rng, 1.0 - 0.28 * strength)
    if params["shadow"]:
        img = shadow_band(img, rng, 0.25 + 0.35 * strength)
    img = img.filter(ImageFilter.GaussianBlur(params["blur"]))
    img = noise(img, rng, 2 + 7 * strength)
    return img


def phone_photo_page(page: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A page photographed on a table: perspective, background, uneven light."""
    w, h = page.size
    scale = rng.uniform(1.12, 1.25)
    W, H = int(w * scale), int(h * scale)
    bg = table_texture(W, H, rng)
    ox, oy = (W - w) // 2, (H - h) // 2
    j = 0.045 * strength
    dst = [
        (ox + rng.uniform(-j, j) * w, oy + rng.uniform(-j, j) * h),
        (ox + w + rng.uniform(-j, j) * w, oy + rng.uniform(-j, j) * h),
        (ox + w + rng.uniform(-j, j) * w, oy + h + rng.uniform(-j, j) * h),
        (ox + rng.uniform(-j, j) * w, oy + h + rng.uniform(-j, j) * h),
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    coeffs = perspective_coeffs(src, dst)
    warped = page.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", page.size, 255).transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=0)
    shadow = Image.new("L", (W, H), 0)
    shadow.paste(mask, (int(0.012 * W), int(0.012 * H)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(W * 0.01))
    bg = Image.composite(Image.new("RGB", bg.size, (0, 0, 0)), bg, shadow.point(lambda v: int(v * 0.45)))
    bg.paste(warped, (0, 0), mask)
    img = light(bg, rng, 1.0 - 0.35 * strength)
    img = ImageEnhance.Color(img).enhance(rng.uniform(0.85, 1.05))
    img = img.filter(ImageFilter.GaussianBlur(0.4 + 0.7 * strength))
    img = noise(img, rng, 3 + 6 * strength)
    return img


# cards -------------------------------------------------------------------------------------------------------
def card_scan(card: Image.Image, rng: random.Random, a4: bool, dpi: int) -> Image.Image:
    """A flatbed scan of the card: alone with a margin, or on an A4 page (a 'copie de CIN')."""
    r = int(card.width * 0.04)
    mask = rounded_mask(card.size, r)
    if a4:
        page = Image.new("RGB", (int(8.27 * dpi), int(11.69 * dpi)), (252, 252, 250))
        x, y = int(rng.uniform(0.6, 1.2) * dpi), int(rng.uniform(0.6, 1.4) * dpi)
    else:
        page = Image.new("RGB", (card.width + int(0.5 * dpi), card.height + int(0.5 * dpi)), (250, 250, 248))
        x, y = int(0.25 * dpi) + rng.randint(-8, 8), int(0.25 * dpi) + rng.randint(-8, 8)
    edge = Image.new("L", (card.width + 6, card.height + 6), 0)
    edge.paste(mask.resize((card.width + 6, card.height + 6)), (0, 0))
    page.paste((200, 200, 200), (x - 3, y - 3), edge)
    page.paste(card, (x, y), mask)
    ang = rng.uniform(-1.2, 1.2)
    page = page.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=(252, 252, 250))
    return page


def card_photo(card: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A phone photo of the card lying on a table: perspective, background, shadow, glare, blur, JPEG later."""
    cw, ch = card.size
    W = int(cw * rng.uniform(1.35, 1.6))
    H = int(W * rng.choice([0.75, 0.75, 0.5625, 1.0]))
    H = max(H, int(ch * 1.35))
    bg = table_texture(W, H, rng)
    cx, cy = W / 2 + rng.uniform(-0.06, 0.06) * W, H / 2 + rng.uniform(-0.06, 0.06) * H
    ang = math.radians(rng.uniform(-9, 9) * (0.5 + strength))
    pts = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        x, y = sx * cw / 2, sy * ch / 2
        xr = x * math.cos(ang) - y * math.sin(ang)
        yr = x * math.sin(ang) + y * math.cos(ang)
        pts.append([cx + xr, cy + yr])
    k = 0.07 * strength
    tilt = rng.choice(["top", "bottom", "left", "right"])
    for i, (sx, sy) in enumerate([(-1, -1), (1, -1), (1, 1), (-1, 1)]):
        if (tilt == "top" and sy < 0) or (tilt == "bottom" and sy > 0):
            pts[i][0] -= sx * k * cw
        if (tilt == "left" and sx < 0) or (tilt == "right" and sx > 0):
            pts[i][1] -= sy * k * ch
        pts[i][0] += rng.uniform(-0.01, 0.01) * cw
        pts[i][1] += rng.uniform(-0.01, 0.01) * ch
    src = [(0, 0), (cw, 0), (cw, ch), (0, ch)]
    coeffs = perspective_coeffs(src, [tuple(p) for p in pts])
    mask = rounded_mask(card.size, int(cw * 0.045))
    warped = card.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    wmask = mask.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=0)
    shadow = Image.new("L", (W, H), 0)
    shadow.paste(wmask, (int(0.015 * cw), int(0.02 * ch)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(cw * 0.012))
    img = Image.composite(Image.new("RGB", bg.size, (0, 0, 0)), bg, shadow.point(lambda v: int(v * 0.5)))
    img.paste(warped, (0, 0), wmask)
    img = light(img, rng, 1.0 - 0.4 * strength)
    if rng.random() < 0.75:
        img = glare(img, rng, 0.25 + 0.3 * strength)
    img = img.filter(ImageFilter.GaussianBlur(0.5 + 0.9 * strength))
    img = noise(img, rng, 3 + 6 * strength)
    return img


# saving ------------------------------------------------------------------------------------------------------
def save_pdf_images(pages: list[Image.Image], path, dpi: float, quality: int = 85):
    """An image-only PDF (each page a JPEG) written without timestamps."""
    rgb = [p.convert("RGB") if p.mode not in ("RGB", "L") else p for p in pages]
    stamp = time.gmtime(1737365400)
    rgb[0].save(
        path,
        "PDF",
        save_all=True,
        append_images=rgb[1:],
        resolution=dpi,
        quality=quality,
        creationDate=stamp,
        modDate=stamp,
        producer="Scanner",
        title="Scan",
    )


def passport_booklet(page: Image.Image, rng: random.Random) -> Image.Image:
    """The open booklet: cover edge around, the facing (observations) page above the data page."""
    w, h = page.size
    pad = int(w * 0.025)
    cover = rng.choice([(105, 25, 35), (90, 20, 30), (30, 70, 45)])
    book = Image.new("RGB", (w + 2 * pad, 2 * h + 3 * pad), cover)
    upper = Image.new("RGB", (w, h), tuple(int(c) for c in np.asarray(page.crop((0, 0, 8, 8))).reshape(-1, 3).mean(0)))
    d = ImageDraw.Draw(upper)
    for k in range(12):
        y = int(h * (0.2 + 0.055 * k))
        d.line([(int(w * 0.08), y), (int(w * 0.92), y)], fill=(205, 205, 200), width=max(1, h // 400))
    d.rectangle(
        [int(w * 0.08), int(h * 0.06), int(w * 0.92), int(h * 0.14)], outline=(190, 190, 185), width=max(1, h // 300)
    )
    book.paste(upper, (pad, pad))
    book.paste(page, (pad, h + 2 * pad))
    ImageDraw.Draw(book).line(
        [(pad, h + int(1.5 * pad)), (w + pad, h + int(1.5 * pad))], fill=(60, 15, 20), width=max(2, pad // 3)
    )
    return book
