"""Scans, photocopies, faxes and phone photos made from Inkscape's PNG pages with Pillow and numpy."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageFilter, ImageOps


def _coeffs(src, dst):
    m = []
    for (x, y), (u, v) in zip(dst, src, strict=False):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(m, dtype=float)
    b = np.array(src, dtype=float).reshape(8)
    return np.linalg.solve(a, b).tolist()


def _desk(w, h, rng: random.Random, nrng) -> Image.Image:
    base = np.array(rng.choice([(120, 92, 64), (70, 72, 78), (150, 140, 125), (40, 44, 52)]), float)
    yy, xx = np.mgrid[0:h, 0:w]
    grain = np.sin(yy / rng.uniform(6, 14) + np.sin(xx / 90.0) * 2) * 10
    arr = base[None, None, :] + grain[..., None] + nrng.normal(0, 6, (h, w, 1))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def phone_photo(im: Image.Image, rng: random.Random, nrng, card=False) -> Image.Image:
    im = im.convert("RGB")
    w, h = im.size
    scale = 1.35 if card else 1.18
    cw, ch = int(w * scale), int(h * scale)
    canvas = _desk(cw, ch, rng, nrng)
    ox, oy = (cw - w) // 2, (ch - h) // 2
    j = 0.05 if card else 0.035
    dst = [
        (ox + rng.uniform(-j, j) * w, oy + rng.uniform(-j, j) * h),
        (ox + w + rng.uniform(-j, j) * w, oy + rng.uniform(-j, j) * h),
        (ox + w + rng.uniform(-j, j) * w, oy + h + rng.uniform(-j, j) * h),
        (ox + rng.uniform(-j, j) * w, oy + h + rng.uniform(-j, j) * h),
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = _coeffs(src, dst)
    warped = im.transform((cw, ch), Image.PERSPECTIVE, co, Image.BICUBIC)
    mask = Image.new("L", (w, h), 255).transform((cw, ch), Image.PERSPECTIVE, co, Image.BICUBIC)
    shadow = mask.filter(ImageFilter.GaussianBlur(18))
    dark = Image.new("RGB", (cw, ch), (20, 20, 20))
    canvas = Image.composite(dark, canvas, shadow.point(lambda v: int(v * 0.45)))
    canvas.paste(warped, (0, 0), mask)
    arr = np.asarray(canvas).astype(float)
    yy, xx = np.mgrid[0:ch, 0:cw]
    cx, cy = rng.uniform(0.2, 0.8) * cw, rng.uniform(0.2, 0.8) * ch
    light = 1.08 - 0.35 * np.hypot((xx - cx) / cw, (yy - cy) / ch)
    if rng.random() < 0.6:  # a hand's or phone's shadow across one side
        edge = rng.uniform(0.65, 0.85) * cw
        light *= np.where(xx > edge, 0.78, 1.0)
    arr = arr * light[..., None] * np.array([1.0, 0.98, 0.92])
    arr += nrng.normal(0, 3.5, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.1)))
    return out.resize((int(cw * 0.8), int(ch * 0.8)), Image.LANCZOS)


def photocopy(im: Image.Image, rng: random.Random, nrng, fax=False) -> Image.Image:
    g = ImageOps.grayscale(im)
    g = g.rotate(rng.uniform(-1.4, 1.4), resample=Image.BICUBIC, expand=False, fillcolor=255)
    arr = np.asarray(g).astype(float)
    h, w = arr.shape
    arr = 235 - (235 - arr) * 1.15  # grey paper, heavier toner
    for _ in range(rng.randint(2, 5)):  # streaks
        x = rng.randint(0, w - 4)
        arr[:, x : x + rng.randint(1, 3)] -= rng.uniform(25, 60)
    speck = nrng.random((h, w))
    arr[speck < 0.002] = 30
    arr += nrng.normal(0, 9, arr.shape)
    if fax:
        arr = np.where(arr < 150 + nrng.normal(0, 20, arr.shape), 15, 245)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    if fax:
        out = out.resize((w // 2, h // 2), Image.NEAREST).resize((w, h // 2 * 2), Image.NEAREST)
    return out


def low_scan(im: Image.Image, rng: random.Random, nrng) -> Image.Image:
    im = im.convert("RGB").rotate(rng.uniform(-2.0, 2.0), resample=Image.BICUBIC, fillcolor=(250, 250, 248))
    arr = np.asarray(im).astype(float) * np.array([0.97, 0.96, 0.92]) + nrng.normal(0, 4, (1, *im.size[::-1], 3))[0]
    im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return im.filter(ImageFilter.GaussianBlur(0.7))
