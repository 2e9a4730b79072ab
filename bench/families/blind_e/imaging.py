"""Rasterizing the printed PDFs (pypdfium2) and making scans, photocopies and phone photos of them (numpy, Pillow)."""

from __future__ import annotations

import io
import math
import random

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

from . import art


def render(pdf_path: str, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf_path)
    pages = []
    for i in range(len(doc)):
        page = doc[i]
        im = page.render(scale=dpi / 72, draw_annots=False).to_pil().convert("RGB")
        pages.append(im)
        page.close()
    doc.close()
    return pages


def _nr(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(1 << 30))


def _light_field(w: int, h: int, rng: random.Random, lo: float, hi: float) -> np.ndarray:
    """A smooth multiplicative light field between lo and hi."""
    gx, gy = rng.uniform(-1, 1), rng.uniform(-1, 1)
    cx, cy = rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9)
    y, x = np.mgrid[0:64, 0:64].astype(np.float32) / 63
    f = 0.5 + 0.35 * (gx * (x - 0.5) + gy * (y - 0.5)) - 0.5 * ((x - cx) ** 2 + (y - cy) ** 2)
    f = (f - f.min()) / max(1e-6, f.max() - f.min())
    f = lo + (hi - lo) * f
    im = Image.fromarray(f.astype(np.float32), mode="F").resize((w, h), Image.BILINEAR)
    return np.asarray(im, np.float32)


def _noise(a: np.ndarray, rng: random.Random, sigma: float) -> np.ndarray:
    """Sensor grain: Gaussian noise drawn at half resolution (grain of two pixels)."""
    h, w = a.shape[:2]
    n = _nr(rng).standard_normal(((h + 1) // 2, (w + 1) // 2), dtype=np.float32)
    n *= sigma
    n = np.repeat(np.repeat(n, 2, axis=0), 2, axis=1)[:h, :w]
    a += n[..., None] if a.ndim == 3 else n
    return a


def blur(im: Image.Image, r: float) -> Image.Image:
    """Defocus: a small kernel for a light blur, down- and up-sampling for a stronger one."""
    if r < 0.45:
        return im
    if r < 0.9:
        return im.filter(ImageFilter.Kernel((3, 3), [1, 2, 1, 2, 4, 2, 1, 2, 1], 16))
    w, h = im.size
    k = 1 + 0.55 * r
    return im.resize((int(w / k), int(h / k)), Image.BILINEAR).resize((w, h), Image.BICUBIC)


def _soft(mask: Image.Image, radius: float, dx: int = 0, dy: int = 0) -> Image.Image:
    """A Gaussian blur of a large mask (shifted by dx, dy), done at a reduced scale."""
    w, h = mask.size
    k = 8
    small = mask.resize((max(1, w // k), max(1, h // k)), Image.BILINEAR).filter(ImageFilter.GaussianBlur(radius / k))
    if dx or dy:
        small = ImageChops.offset(small, dx // k, dy // k)
    return small.resize((w, h), Image.BILINEAR)


def jpeg_roundtrip(im: Image.Image, q: int) -> Image.Image:
    b = io.BytesIO()
    im.save(b, "JPEG", quality=q)
    b.seek(0)
    return Image.open(b).convert(im.mode)


def persp_coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """Coefficients for Image.transform(PERSPECTIVE) mapping output points dst to input points src."""
    a, b = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        b.append(u)
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b.append(v)
    return list(np.linalg.solve(np.array(a, float), np.array(b, float)))


# --- pages


def clean_page(im: Image.Image, rng: random.Random) -> Image.Image:
    """A good flatbed scan: faint paper tone, tiny skew at most."""
    lo = int(rng.uniform(0, 4))
    hi = rng.uniform(0.97, 1.0)
    out = im.point(lambda v: int(lo + v * hi))
    ang = rng.uniform(-0.25, 0.25)
    if abs(ang) > 0.12:
        out = out.rotate(ang, resample=Image.BILINEAR, fillcolor=(250, 250, 250))
    return out


def scan_page(im: Image.Image, rng: random.Random, strength: float, copy: bool) -> Image.Image:
    """A poor scan or a photocopy: skew, grey, blur, uneven light, noise, speckles."""
    w, h = im.size
    if copy:
        g = np.asarray(ImageOps.grayscale(im), np.float32)
        bg = rng.uniform(208, 236) - 12 * strength
        ink = rng.uniform(15, 45)
        g = ink + (bg - ink) * (g / 255) ** rng.uniform(1.1, 1.6)
        a = g
    else:
        a = np.asarray(im, np.float32)
        a = a * rng.uniform(0.88, 0.97) + rng.uniform(0, 10)
        if rng.random() < 0.5:
            a = a * np.array([1.0, 0.985, 0.95], np.float32)  # yellowed paper
    light = _light_field(w, h, rng, 1 - 0.22 * strength - 0.05, 1.0)
    a = a * (light if a.ndim == 2 else light[..., None])
    if rng.random() < 0.4:  # dark band at the binding or the lid edge
        band = np.ones(w, np.float32)
        k = int(w * rng.uniform(0.02, 0.06))
        ramp = np.linspace(0.55, 1, k, dtype=np.float32)
        if rng.random() < 0.5:
            band[:k] = ramp
        else:
            band[-k:] = ramp[::-1]
        a = a * (band[None, :] if a.ndim == 2 else band[None, :, None])
    a = _noise(a, rng, 3 + 7 * strength)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    if copy or rng.random() < 0.5:
        d = ImageDraw.Draw(out)
        nr = _nr(rng)
        for _ in range(int(150 + 700 * strength)):
            x, y = nr.integers(0, w), nr.integers(0, h)
            r = nr.uniform(0.4, 1.6)
            d.ellipse((x - r, y - r, x + r, y + r), fill=int(nr.uniform(40, 120)) if out.mode == "L" else (60, 60, 60))
    out = blur(out, rng.uniform(0.3, 0.7 + 0.6 * strength))
    ang = rng.choice([-1, 1]) * rng.uniform(0.6, 1.2 + 2.3 * strength)
    fill = 235 if out.mode == "L" else (236, 236, 232)
    out = out.rotate(ang, resample=Image.BILINEAR, expand=True, fillcolor=fill)
    if rng.random() < 0.5:
        out = jpeg_roundtrip(out, rng.randint(30, 55))
    return out


def photo_page(im: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A phone photo of a page lying on a desk: perspective, background, shadow, warm light, softness."""
    w, h = im.size
    W, H = int(w * rng.uniform(1.12, 1.25)), int(h * rng.uniform(1.08, 1.18))
    bg = art.texture(rng.choice(["wood", "plain", "granite", "fabric"]), W // 4, H // 4, rng).resize(
        (W, H), Image.BICUBIC
    )
    mx, my = (W - w) / 2, (H - h) / 2
    j = 0.02 + 0.035 * strength
    dst = [
        (mx + rng.uniform(-j, j) * w, my + rng.uniform(-j, j) * h),
        (mx + w + rng.uniform(-j, j) * w, my + rng.uniform(-j, j) * h),
        (mx + w + rng.uniform(-j, j) * w, my + h + rng.uniform(-j, j) * h),
        (mx + rng.uniform(-j, j) * w, my + h + rng.uniform(-j, j) * h),
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = persp_coeffs(src, dst)
    page = im.transform((W, H), Image.PERSPECTIVE, co, Image.BILINEAR, fillcolor=(0, 0, 0))
    mask = Image.new("L", (w, h), 255).transform((W, H), Image.PERSPECTIVE, co, Image.BILINEAR, fillcolor=0)
    shadow = _soft(mask, 18, 16, 24)
    bga = np.asarray(bg, np.float32) * (1 - 0.45 * np.asarray(shadow, np.float32)[..., None] / 255)
    bg = Image.fromarray(np.clip(bga, 0, 255).astype(np.uint8))
    bg.paste(page, (0, 0), mask)
    a = np.asarray(bg, np.float32)
    a = a * _light_field(W, H, rng, 0.72 - 0.12 * strength, 1.05)[..., None]
    a = a * np.array([1.02, 1.0, rng.uniform(0.9, 0.97)], np.float32)
    if rng.random() < 0.6:  # the phone's or the hand's shadow
        sm = Image.new("L", (W, H), 0)
        d = ImageDraw.Draw(sm)
        x0 = rng.uniform(0.5, 0.9) * W
        d.polygon([(x0, H), (x0 + W * 0.3, H * rng.uniform(0.5, 0.8)), (W * 1.2, H * 0.4), (W * 1.2, H)], fill=255)
        sm = _soft(sm, W / 25)
        a = a * (1 - rng.uniform(0.2, 0.35) * np.asarray(sm, np.float32)[..., None] / 255)
    a = _noise(a, rng, 2.5 + 4 * strength)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    return blur(out, rng.uniform(0.5, 0.8 + 0.7 * strength))


# --- cards


def _card_rgba(card: Image.Image, radius_frac=0.045) -> Image.Image:
    c = card.convert("RGBA")
    c.putalpha(art.rounded_mask(c.size, int(c.size[0] * radius_frac)))
    return c


def card_scan(card: Image.Image, rng: random.Random) -> Image.Image:
    """A flatbed scan of a card: near-white bed, small margin, tiny skew, edge shadow."""
    c = _card_rgba(card)
    ang = rng.uniform(-1.2, 1.2)
    c = c.rotate(ang, resample=Image.BICUBIC, expand=True)
    mx, my = rng.randint(30, 120), rng.randint(30, 120)
    W, H = c.size[0] + mx + rng.randint(30, 120), c.size[1] + my + rng.randint(30, 120)
    bedc = rng.choice([(250, 250, 250), (244, 244, 242), (236, 238, 240)])
    bed = Image.new("RGBA", (W, H), (*bedc, 255))
    sh = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    alpha = c.getchannel("A").point(lambda v: v * 0.35)
    sh.paste((60, 60, 60, 255), (mx + 4, my + 5), alpha)
    sh = sh.filter(ImageFilter.GaussianBlur(5))
    bed.alpha_composite(sh)
    bed.alpha_composite(c, (mx, my))
    out = bed.convert("RGB")
    a = _noise(np.asarray(out, np.float32), rng, 1.5)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def card_photo(card: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    """A phone photo of a card on a table: perspective, shadow, glare, blur, noise."""
    c = _card_rgba(card, 0.045 if card.size[0] > card.size[1] else 0.01)
    if c.size[0] > c.size[1]:
        W, H = rng.choice([(1600, 1200), (1440, 1080), (1280, 960), (1200, 1600)])
    else:
        W, H = rng.choice([(1200, 1600), (1080, 1440)])
    bg = art.texture(rng.choice(["wood", "fabric", "granite", "plain"]), W // 3, H // 3, rng).resize(
        (W, H), Image.BICUBIC
    )
    s = min(W * rng.uniform(0.62, 0.8) / c.size[0], H * rng.uniform(0.7, 0.8) / c.size[1])
    c = c.resize((int(c.size[0] * s), int(c.size[1] * s)), Image.LANCZOS)
    cw, ch = c.size
    ang = math.radians(rng.uniform(-14, 14))
    cx, cy = W / 2 + rng.uniform(-0.06, 0.06) * W, H / 2 + rng.uniform(-0.06, 0.06) * H
    j = 0.04 + 0.07 * strength
    pts = []
    for px, py in ((-cw / 2, -ch / 2), (cw / 2, -ch / 2), (cw / 2, ch / 2), (-cw / 2, ch / 2)):
        px *= 1 + rng.uniform(-j, j)
        py *= 1 + rng.uniform(-j, j)
        pts.append((cx + px * math.cos(ang) - py * math.sin(ang), cy + px * math.sin(ang) + py * math.cos(ang)))
    co = persp_coeffs([(0, 0), (cw, 0), (cw, ch), (0, ch)], pts)
    warped = c.transform((W, H), Image.PERSPECTIVE, co, Image.BICUBIC)
    shade = _soft(warped.getchannel("A").point(lambda v: v * 0.55), 14, 16, 24)
    base = bg.convert("RGBA")
    base.paste((20, 20, 20, 255), (0, 0), shade)
    base.alpha_composite(warped)
    a = np.asarray(base.convert("RGB"), np.float32)
    a = a * _light_field(W, H, rng, 0.7 - 0.1 * strength, 1.08)[..., None]
    if rng.random() < 0.75:  # glare
        y, x = np.mgrid[0:H, 0:W].astype(np.float32)
        gx, gy = rng.uniform(0.25, 0.75) * W, rng.uniform(0.25, 0.75) * H
        rx, ry = rng.uniform(0.06, 0.14) * W, rng.uniform(0.04, 0.1) * H
        g = np.exp(-(((x - gx) / rx) ** 2 + ((y - gy) / ry) ** 2))
        a = a + g[..., None] * rng.uniform(70, 120) * (0.6 + 0.4 * strength)
    a = a * np.array([1.03, 1.0, rng.uniform(0.9, 0.98)], np.float32)
    a = _noise(a, rng, 3 + 5 * strength)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    return blur(out, rng.uniform(0.6, 1.0 + 0.9 * strength))


def card_copy(card: Image.Image, rng: random.Random) -> Image.Image:
    """A photocopy of the card on a sheet (grey, contrasty), cropped to the upper part of the page."""
    c = ImageOps.grayscale(card)
    a = np.asarray(c, np.float32)
    a = 25 + 205 * (a / 255) ** 1.5
    c = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    W, H = int(c.size[0] * 1.9), int(c.size[1] * 2.2)
    sheet = Image.new("L", (W, H), rng.randint(222, 236))
    x, y = rng.randint(int(W * 0.08), int(W * 0.3)), rng.randint(int(H * 0.08), int(H * 0.3))
    sheet.paste(c, (x, y), art.rounded_mask(c.size, int(c.size[0] * 0.045)))
    d = ImageDraw.Draw(sheet)
    d.rounded_rectangle((x, y, x + c.size[0], y + c.size[1]), radius=int(c.size[0] * 0.045), outline=40, width=3)
    out = scan_page(sheet.convert("RGB"), rng, rng.uniform(0.3, 0.6), copy=True)
    return out


def passport_booklet(page: Image.Image, rng: random.Random) -> Image.Image:
    """The open booklet: the data page under the facing page, as laid on a scanner."""
    w, h = page.size
    top = art.guilloche(w // 2, h // 2, (236, 232, 238), (214, 204, 220), rng, density=30, emblem=True).resize((w, h))
    d = ImageDraw.Draw(top)
    f = art.font("sans", max(14, h // 30))
    d.text((w * 0.06, h * 0.1), "OBSERVATIONS / ملاحظات", font=f, fill=(90, 70, 100))
    book = Image.new("RGB", (w, 2 * h + 8), (40, 30, 50))
    book.paste(top, (0, 0))
    book.paste(page, (0, h + 8))
    return book
