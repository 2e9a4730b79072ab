"""How blind_u's pages are worn: phone photos, photocopies, faxes, low-resolution scans, cards on a desk."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageFilter, ImageOps


def _coeffs(src, dst):
    """Perspective coefficients mapping output points dst back to input points src (PIL's convention)."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return np.linalg.solve(np.array(a, float), np.array(b, float)).tolist()


def _background(size, rng: random.Random, nrng: np.random.Generator, kind: str) -> Image.Image:
    w, h = size
    if kind == "wood":
        base = np.array([rng.randint(120, 160), rng.randint(85, 110), rng.randint(50, 70)], float)
        yy = np.arange(h)[:, None]
        grain = np.sin(yy / rng.uniform(6, 14) + nrng.normal(0, 0.4, (h, 1))) * 12
        arr = base[None, None, :] + grain[..., None] + nrng.normal(0, 6, (h, w, 1))
    else:
        base = np.array([rng.randint(70, 200)] * 3, float) * np.array([1.0, 0.98, 0.93])
        arr = base[None, None, :] + nrng.normal(0, 5, (h, w, 1))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def _light(img: Image.Image, rng: random.Random, strength=0.35) -> Image.Image:
    arr = np.asarray(img).astype(np.float32)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0, w), rng.uniform(0, h)
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / max(w, h)
    light = 1.0 - strength * d
    # a soft shadow band, as a hand or a phone casts it
    ang = rng.uniform(0, np.pi)
    band = (xx * np.cos(ang) + yy * np.sin(ang)) / max(w, h)
    off = rng.uniform(0.3, 0.8)
    shadow = 1.0 - 0.22 / (1.0 + np.exp(-(band - off) * 25))
    arr = arr * (light * shadow)[..., None]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def phone_photo(page: Image.Image, rng: random.Random, nrng: np.random.Generator, card=False) -> Image.Image:
    page = page.convert("RGB")
    w, h = page.size
    pad = int(max(w, h) * (0.2 if card else 0.08))
    W, H = w + 2 * pad, h + 2 * pad
    bg = _background((W, H), rng, nrng, rng.choice(["wood", "plain"]))
    j = max(w, h) * (0.06 if card else 0.035)
    quad = [
        (pad + rng.uniform(-j, j), pad + rng.uniform(-j, j)),
        (pad + w + rng.uniform(-j, j), pad + rng.uniform(-j, j)),
        (pad + w + rng.uniform(-j, j), pad + h + rng.uniform(-j, j)),
        (pad + rng.uniform(-j, j), pad + h + rng.uniform(-j, j)),
    ]
    if card:
        ang = np.radians(rng.uniform(-14, 14))
        cx, cy = W / 2, H / 2
        quad = [
            (cx + (x - cx) * np.cos(ang) - (y - cy) * np.sin(ang), cy + (x - cx) * np.sin(ang) + (y - cy) * np.cos(ang))
            for x, y in quad
        ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = _coeffs(src, quad)
    warped = page.transform((W, H), Image.PERSPECTIVE, co, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", page.size, 255).transform((W, H), Image.PERSPECTIVE, co, Image.BILINEAR, fillcolor=0)
    # a drop shadow under the sheet or the card
    sh = mask.filter(ImageFilter.GaussianBlur(12))
    bg_arr = np.asarray(bg).astype(np.float32) * (1 - 0.45 * np.asarray(sh, np.float32)[..., None] / 255)
    bg = Image.fromarray(bg_arr.astype(np.uint8))
    bg.paste(warped, (int(rng.uniform(4, 12)), int(rng.uniform(4, 12))), mask)
    out = _light(bg, rng, strength=rng.uniform(0.2, 0.4))
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))
    arr = np.asarray(out).astype(np.float32) + nrng.normal(0, 3, (out.size[1], out.size[0], 1))
    warm = np.array([1.03, 1.0, 0.94])
    out = Image.fromarray(np.clip(arr * warm, 0, 255).astype(np.uint8))
    scale = 1800 / max(out.size) if not card else 1600 / max(out.size)
    return out.resize((int(out.size[0] * scale), int(out.size[1] * scale)), Image.LANCZOS)


def photocopy(page: Image.Image, rng: random.Random, nrng: np.random.Generator) -> Image.Image:
    g = ImageOps.grayscale(page)
    g = g.rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, expand=False, fillcolor=255)
    arr = np.asarray(g).astype(np.float32)
    arr = 255 - (255 - arr) * 1.15  # toner a little heavier
    arr = arr * 0.86 + 12  # the grey of a copy
    h, w = arr.shape
    for _ in range(rng.randint(2, 5)):
        x = rng.randint(0, w - 4)
        arr[:, x : x + rng.randint(1, 3)] -= rng.uniform(15, 40)
    speck = nrng.random((h, w))
    arr[speck < 0.002] = 40
    arr += nrng.normal(0, 7, (h, w))
    edge = np.linspace(1, 0, 60)[None, :] * 70
    arr[:, :60] -= edge
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def fax(page: Image.Image, rng: random.Random, nrng: np.random.Generator) -> Image.Image:
    g = ImageOps.grayscale(page)
    w, h = g.size
    g = g.resize((w, int(h * 0.55)), Image.BILINEAR).resize((w, h), Image.NEAREST)
    arr = np.asarray(g).astype(np.float32) + nrng.normal(0, 18, (h, w))
    bw = np.where(arr < 150, 0, 255).astype(np.uint8)
    for _ in range(rng.randint(1, 3)):
        y = rng.randint(0, h - 3)
        bw[y : y + 2, :] = np.where(nrng.random((2, w)) < 0.5, 0, bw[y : y + 2, :])
    return Image.fromarray(bw).rotate(rng.uniform(-0.8, 0.8), fillcolor=255).convert("L")


def low_scan(page: Image.Image, rng: random.Random, nrng: np.random.Generator) -> Image.Image:
    img = page.convert("RGB").rotate(rng.uniform(-2.0, 2.0), resample=Image.BICUBIC, fillcolor=(250, 250, 246))
    img = img.filter(ImageFilter.GaussianBlur(0.7))
    arr = np.asarray(img).astype(np.float32) * np.array([0.97, 0.96, 0.92]) + nrng.normal(
        0, 4, (img.size[1], img.size[0], 1)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
