"""Rasterize the born-digital PDFs (pypdfium2) and make clean scans, poor scans and phone photos (numpy/Pillow)."""

from __future__ import annotations

import io
import math
import random
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps


def rasterize(pdf: Path, dpi: float | None = None, width_px: int | None = None) -> list[Image.Image]:
    """Render every page at dpi, or at the dpi that makes the first page width_px wide."""
    doc = pdfium.PdfDocument(str(pdf))
    out = []
    try:
        if width_px:
            dpi = width_px / (doc[0].get_width() / 72.0)
        for i in range(len(doc)):
            page = doc[i]
            img = page.render(scale=dpi / 72.0).to_pil().convert("RGB")
            out.append(img)
            page.close()
    finally:
        doc.close()
    return out


def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return m


# --------------------------------------------------------------------------- helpers


def _perspective_coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Coefficients for Image.transform(PERSPECTIVE) mapping output points dst to input points src."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    sol = np.linalg.solve(np.array(a, dtype=float), np.array(b, dtype=float))
    return sol.tolist()


def _gen(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def _light(w: int, h: int, rng: random.Random, strength: float) -> Image.Image:
    """Low-frequency illumination as an L image in [255 * (1 - strength), 255], made small and scaled up."""
    sw, sh = 48, max(8, round(48 * h / w))
    gen = _gen(rng)
    grid = gen.random((6, 5)).astype(np.float32)
    f = np.asarray(
        Image.fromarray((grid * 255).astype(np.uint8), "L").resize((sw, sh), Image.BICUBIC), dtype=np.float32
    )
    f /= 255.0
    ang = rng.uniform(0, 2 * math.pi)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    grad = np.cos(ang) * xx / sw + np.sin(ang) * yy / sh
    grad = (grad - grad.min()) / max(1e-6, float(grad.max() - grad.min()))
    f = 0.5 * f + 0.5 * grad
    v = 255.0 * (1.0 - strength * (1.0 - f))
    small = Image.fromarray(np.clip(v, 0, 255).astype(np.uint8), "L")
    return small.resize((w, h), Image.BICUBIC)


def _mul(img: Image.Image, l_img: Image.Image) -> Image.Image:
    if img.mode == "RGB":
        l_img = Image.merge("RGB", [l_img] * 3)
    return ImageChops.multiply(img, l_img)


def _noise(img: Image.Image, rng: random.Random, sigma: float) -> Image.Image:
    """Add gaussian noise from a seeded tile (fast, deterministic)."""
    gen = _gen(rng)
    ch = 3 if img.mode == "RGB" else 1
    tile = np.clip(gen.normal(128.0, sigma, (257, 263, ch)), 0, 255).astype(np.uint8)
    reps = (img.height // 257 + 1, img.width // 263 + 1, 1)
    big = np.tile(tile, reps)[: img.height, : img.width]
    n = Image.fromarray(big[..., 0] if ch == 1 else big, img.mode)
    return ImageChops.add(img, n, 1.0, -128)


def _speckles(img: Image.Image, rng: random.Random, density: float) -> Image.Image:
    d = ImageDraw.Draw(img)
    n = int(img.width * img.height * density / 50)
    for _ in range(n):
        x, y = rng.randrange(img.width), rng.randrange(img.height)
        r = rng.choice([0, 1, 1, 2])
        c = rng.randint(40, 120)
        d.ellipse([x, y, x + r, y + r], fill=c if img.mode == "L" else (c, c, c))
    return img


def _jpeg_roundtrip(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).convert(img.mode)


def _shadow_band(w: int, h: int, rng: random.Random, depth_mul: float) -> Image.Image:
    """A soft shadow (a hand or a phone) across one side, as an L multiplier image."""
    sw, sh = max(8, w // 8), max(8, h // 8)
    m = Image.new("L", (sw, sh), 0)
    d = ImageDraw.Draw(m)
    side = rng.choice(["left", "right", "top", "bottom"])
    depth = rng.uniform(0.12, 0.3)
    if side == "left":
        d.polygon([(0, 0), (int(sw * depth), 0), (int(sw * depth * 0.6), sh), (0, sh)], fill=255)
    elif side == "right":
        d.polygon([(sw, 0), (int(sw * (1 - depth)), 0), (int(sw * (1 - depth * 0.5)), sh), (sw, sh)], fill=255)
    elif side == "top":
        d.polygon([(0, 0), (sw, 0), (sw, int(sh * depth * 0.5)), (0, int(sh * depth))], fill=255)
    else:
        d.polygon([(0, sh), (sw, sh), (sw, int(sh * (1 - depth))), (0, int(sh * (1 - depth * 0.5)))], fill=255)
    m = m.filter(ImageFilter.GaussianBlur(max(sw, sh) * 0.05))
    m = m.point(lambda v: int(255 - depth_mul * v))
    return m.resize((w, h), Image.BICUBIC)


def _background(w: int, h: int, rng: random.Random, kind: str | None = None) -> Image.Image:
    kind = kind or rng.choice(["wood", "desk", "cloth", "dark"])
    gen = _gen(rng)
    sw, sh = w // 2, h // 2
    if kind == "wood":
        base = np.array([rng.randint(120, 160), rng.randint(80, 105), rng.randint(45, 65)], dtype=np.float32)
        yy = np.arange(sh, dtype=np.float32)[:, None]
        xx = np.arange(sw, dtype=np.float32)[None, :]
        grain = np.sin(yy / rng.uniform(3, 7) + 3 * np.sin(xx / rng.uniform(40, 80))) * 14
        arr = base[None, None, :] + grain[..., None] + gen.normal(0, 6, (sh, sw, 1)).astype(np.float32)
    elif kind == "desk":
        base = np.array([rng.randint(200, 225)] * 3, dtype=np.float32) - np.array([0, 4, 10], dtype=np.float32)
        arr = base[None, None, :] + gen.normal(0, 5, (sh, sw, 1)).astype(np.float32)
    elif kind == "cloth":
        base = np.array([rng.randint(40, 80), rng.randint(60, 90), rng.randint(100, 140)], dtype=np.float32)
        yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
        weave = (np.sin(xx / 1.2) * np.sin(yy / 1.2)) * 10
        arr = base[None, None, :] + weave[..., None] + gen.normal(0, 8, (sh, sw, 1)).astype(np.float32)
    else:
        base = np.array([rng.randint(35, 60)] * 3, dtype=np.float32)
        arr = base[None, None, :] + gen.normal(0, 7, (sh, sw, 1)).astype(np.float32)
    arr = np.broadcast_to(arr, (sh, sw, 3))
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    return img.resize((w, h), Image.BICUBIC)


def _gamma_lut(gamma: float, gain: float, offset: float) -> list[int]:
    return [int(max(0, min(255, 255 * ((i / 255.0) ** gamma) * gain + offset))) for i in range(256)]


# --------------------------------------------------------------------------- pages


def clean_scan(img: Image.Image, rng: random.Random) -> Image.Image:
    """A good flatbed scan: the page as rendered at the scan resolution, a hair of tilt and sensor noise."""
    ang = rng.uniform(-0.45, 0.45)
    img = img.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=(252, 252, 250))
    img = img.point(_gamma_lut(1.0, 0.985, 3.0) * 3)
    return _noise(img, rng, 1.6)


def poor_scan(img: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A photocopy or a cheap scan (img already at the scan's low resolution): slant, grey, blur, noise, JPEG."""
    grey = rng.random() < 0.6
    if grey:
        img = img.convert("L")
    ang = rng.uniform(1.0, 2.0 + 2.0 * strength) * rng.choice([-1, 1])
    fill = 235 if grey else (236, 236, 232)
    img = img.rotate(ang, resample=Image.BICUBIC, expand=True, fillcolor=fill)
    if grey:
        lut = _gamma_lut(rng.uniform(1.1, 1.5), rng.uniform(0.84, 0.92), rng.uniform(5, 18))
        img = img.point(lut)
    img = _mul(img, _light(img.width, img.height, rng, 0.12 + 0.18 * strength))
    img = _noise(img, rng, 3 + 6 * strength)
    if grey:
        img = _speckles(img, rng, 0.0007 * (1 + strength))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.35, 0.6 + 0.5 * strength)))
    return _jpeg_roundtrip(img, int(70 - 30 * strength))


def phone_photo(page: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A page photographed on a table (page already at the photo's scale): perspective, light, shadow, blur, JPEG."""
    pw, ph = page.size
    W = round(pw / rng.uniform(0.8, 0.88))
    H = round(W * rng.uniform(1.3, 1.38))
    bg = _background(W, H, rng)
    cx, cy = W / 2 + rng.uniform(-0.03, 0.03) * W, H / 2 + rng.uniform(-0.03, 0.03) * H
    j = 0.02 + 0.04 * strength
    corners = [(-pw / 2, -ph / 2), (pw / 2, -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    rot = math.radians(rng.uniform(-3, 3))
    dst = []
    for k, (x, y) in enumerate(corners):
        shrink = 1 - (j * 1.4 if k < 2 else 0)
        x = x * shrink + rng.uniform(-j, j) * pw
        y = y + rng.uniform(-j, j) * ph
        dst.append((cx + x * math.cos(rot) - y * math.sin(rot), cy + x * math.sin(rot) + y * math.cos(rot)))
    coeffs = _perspective_coeffs(dst, [(0, 0), (pw, 0), (pw, ph), (0, ph)])
    rgba = page.convert("RGBA")
    warped = rgba.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=(0, 0, 0, 0))
    alpha = warped.getchannel("A")
    sh = alpha.resize((W // 4, H // 4)).filter(ImageFilter.GaussianBlur(4)).resize((W, H), Image.BILINEAR)
    bg = _mul(bg, sh.point(lambda v: int(255 - 0.35 * v)))
    bg.paste(warped, (0, 0), warped)
    img = _mul(bg, _light(W, H, rng, 0.18 + 0.2 * strength))
    if rng.random() < 0.7:
        img = _mul(img, _shadow_band(W, H, rng, 0.3))
    r, g, b = img.split()
    r = r.point(lambda v, k=rng.uniform(0.97, 1.04): min(255, int(v * k)))
    b = b.point(lambda v, k=rng.uniform(0.9, 1.0): int(v * k))
    img = Image.merge("RGB", (r, g, b))
    img = _noise(img, rng, 2.5 + 4 * strength)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.8 + 0.4 * strength)))
    return _jpeg_roundtrip(img, int(82 - 22 * strength))


# --------------------------------------------------------------------------- cards


def card_scan(card: Image.Image, rng: random.Random) -> Image.Image:
    """A flatbed scan of the card (card already at the scan resolution): light lid, tilt, soft edge shadow."""
    c = card
    m = rounded_mask(c.size, int(c.width * 0.04))
    pad = int(c.width * rng.uniform(0.08, 0.2))
    W, H = c.width + 2 * pad, c.height + 2 * pad
    canvas = Image.new("RGB", (W, H), (246, 246, 244))
    shadow = Image.new("L", (W, H), 0)
    shadow.paste(m, (pad + 4, pad + 5))
    shadow = shadow.filter(ImageFilter.GaussianBlur(5))
    canvas = _mul(canvas, shadow.point(lambda v: int(255 - 0.25 * v)))
    canvas.paste(c, (pad, pad), m)
    canvas = canvas.rotate(rng.uniform(-1.8, 1.8), resample=Image.BICUBIC, fillcolor=(246, 246, 244))
    return _noise(canvas, rng, 1.8)


def card_photocopy(card: Image.Image, rng: random.Random, dpi: int) -> Image.Image:
    """The card photocopied onto a sheet (grey, low resolution), cropped to the upper part as a scan app would."""
    c = ImageOps.autocontrast(card.convert("L"), cutoff=1)
    m = rounded_mask(c.size, int(c.width * 0.04))
    W, H = int(8.27 * dpi), int(5.8 * dpi)
    sheet = Image.new("L", (W, H), 238)
    x, y = int(W * rng.uniform(0.12, 0.4)), int(H * rng.uniform(0.12, 0.35))
    sheet.paste(c, (x, y), m)
    ImageDraw.Draw(sheet).rounded_rectangle(
        [x, y, x + c.width, y + c.height], radius=int(c.width * 0.04), outline=90, width=2
    )
    sheet = sheet.rotate(rng.uniform(-2.5, 2.5), resample=Image.BICUBIC, fillcolor=232)
    sheet = sheet.point(_gamma_lut(1.25, 0.9, 14))
    sheet = _mul(sheet, _light(W, H, rng, 0.18))
    sheet = _noise(sheet, rng, 6)
    sheet = _speckles(sheet, rng, 0.0006)
    return _jpeg_roundtrip(sheet.filter(ImageFilter.GaussianBlur(0.6)), 55)


def card_photo(card: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """The card photographed with a phone on a table: perspective, background, glare, shadow, blur, JPEG."""
    cw, ch = card.size
    W = round(cw / rng.uniform(0.62, 0.75))
    H = round(W * 0.75)
    m = rounded_mask(card.size, int(cw * 0.04))
    rgba = card.convert("RGBA")
    rgba.putalpha(m)
    bg = _background(W, H, rng)
    cx, cy = W / 2 + rng.uniform(-0.05, 0.05) * W, H / 2 + rng.uniform(-0.05, 0.05) * H
    rot = math.radians(rng.uniform(-8, 8))
    j = 0.03 + 0.05 * strength
    corners = [(-cw / 2, -ch / 2), (cw / 2, -ch / 2), (cw / 2, ch / 2), (-cw / 2, ch / 2)]
    dst = []
    for k, (x, y) in enumerate(corners):
        shrink = 1 - (j if k < 2 else 0)
        x = x * shrink + rng.uniform(-j, j) * cw * 0.5
        y = y + rng.uniform(-j, j) * ch * 0.5
        dst.append((cx + x * math.cos(rot) - y * math.sin(rot), cy + x * math.sin(rot) + y * math.cos(rot)))
    coeffs = _perspective_coeffs(dst, [(0, 0), (cw, 0), (cw, ch), (0, ch)])
    warped = rgba.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0, 0))
    alpha = warped.getchannel("A")
    sh = Image.new("L", (W, H), 0)
    sh.paste(alpha, (6, 8))
    sh = sh.resize((W // 4, H // 4)).filter(ImageFilter.GaussianBlur(3)).resize((W, H), Image.BILINEAR)
    bg = _mul(bg, sh.point(lambda v: int(255 - 0.45 * v)))
    bg.paste(warped, (0, 0), warped)
    img = _mul(bg, _light(W, H, rng, 0.15 + 0.2 * strength))
    # glare: a soft white ellipse on the card, computed small and scaled up
    sw, shh = W // 8, H // 8
    gx = (cx + rng.uniform(-0.3, 0.3) * cw) / 8
    gy = (cy + rng.uniform(-0.3, 0.3) * ch) / 8
    yy, xx = np.mgrid[0:shh, 0:sw].astype(np.float32)
    rx, ry = cw / 8 * rng.uniform(0.12, 0.22), ch / 8 * rng.uniform(0.1, 0.2)
    gl = np.exp(-(((xx - gx) / rx) ** 2 + ((yy - gy) / ry) ** 2)) * rng.uniform(0.25, 0.45 + 0.1 * strength)
    glare = Image.fromarray((gl * 255).astype(np.uint8), "L").resize((W, H), Image.BICUBIC)
    glare = ImageChops.multiply(glare, alpha)
    img = ImageChops.screen(img, Image.merge("RGB", [glare] * 3))
    img = _noise(img, rng, 3 + 4 * strength)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 0.9 + 0.5 * strength)))
    return _jpeg_roundtrip(img, int(80 - 20 * strength))


# --------------------------------------------------------------------------- saving


def save_image(img: Image.Image, path: Path, fmt: str, dpi: int, quality: int = 90) -> str:
    if fmt == "png":
        img.save(path, "PNG", dpi=(dpi, dpi), optimize=False, compress_level=4)
        return "image/png"
    if fmt == "jpg":
        img.convert("RGB").save(path, "JPEG", quality=quality, dpi=(dpi, dpi))
        return "image/jpeg"
    if fmt == "webp":
        img.convert("RGB").save(path, "WEBP", quality=quality)
        return "image/webp"
    if fmt == "tif":
        img.save(path, "TIFF", compression="tiff_lzw", dpi=(dpi, dpi))
        return "image/tiff"
    raise ValueError(fmt)


def save_pdf_images(imgs: list[Image.Image], path: Path, dpi: int, quality: int = 85) -> str:
    rgb = [im if im.mode in ("RGB", "L") else im.convert("RGB") for im in imgs]
    when = time.gmtime(1750413600)
    rgb[0].save(
        path,
        "PDF",
        save_all=True,
        append_images=rgb[1:],
        resolution=float(dpi),
        quality=quality,
        creationDate=when,
        modDate=when,
        producer="Scanner",
    )
    return "application/pdf"
