"""Scans, faxes, photocopies and phone photos: Pillow/numpy wear on poppler's page images, seeded."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageFilter


def _coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """Perspective coefficients mapping output points dst to input points src (PIL's convention)."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return list(np.linalg.solve(np.array(a, dtype=float), np.array(b, dtype=float)))


def _background(w: int, h: int, rng: np.random.Generator, kind: str) -> Image.Image:
    if kind == "wood":
        base = np.array([120, 84, 52], dtype=float)
        yy = np.arange(h)[:, None]
        xx = np.arange(w)[None, :]
        grain = 18 * np.sin(yy / 9.0 + 3 * np.sin(xx / 140.0)) + rng.normal(0, 6, (h, w))
        arr = base[None, None, :] + grain[..., None] * np.array([1.0, 0.8, 0.6])
    else:
        base = np.array([rng.integers(60, 90), rng.integers(70, 100), rng.integers(80, 110)], dtype=float)
        arr = base[None, None, :] + rng.normal(0, 7, (h, w, 1))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def phone_photo(img: Image.Image, seed: int, card: bool = False) -> Image.Image:
    rng = np.random.default_rng(seed)
    r = random.Random(seed)
    img = img.convert("RGB")
    w, h = img.size
    margin = int(max(w, h) * (0.35 if card else 0.12))
    W, H = w + 2 * margin, h + 2 * margin
    bg = _background(W, H, rng, "wood" if r.random() < 0.5 else "desk")
    j = max(w, h) * (0.06 if card else 0.035)
    dst = [
        (margin + r.uniform(-j, j), margin + r.uniform(-j, j)),
        (margin + w + r.uniform(-j, j), margin + r.uniform(-j, j)),
        (margin + w + r.uniform(-j, j), margin + h + r.uniform(-j, j)),
        (margin + r.uniform(-j, j), margin + h + r.uniform(-j, j)),
    ]
    if card:
        ang = r.uniform(-0.25, 0.25)
        cx, cy = W / 2, H / 2
        c, s = np.cos(ang), np.sin(ang)
        dst = [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in dst]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = _coeffs(src, dst)
    warped = img.transform((W, H), Image.Transform.PERSPECTIVE, co, Image.Resampling.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", (w, h), 255).transform((W, H), Image.Transform.PERSPECTIVE, co, Image.Resampling.BILINEAR)
    shadow = mask.filter(ImageFilter.GaussianBlur(margin * 0.15 + 4))
    bga = np.asarray(bg, dtype=float) * (1 - 0.45 * np.asarray(shadow, dtype=float)[..., None] / 255)
    out = Image.composite(warped, Image.fromarray(bga.astype(np.uint8)), mask)
    arr = np.asarray(out, dtype=float)
    yy, xx = np.mgrid[0:H, 0:W]
    gx, gy = r.uniform(0, W), r.uniform(0, H)
    light = 1.05 - 0.28 * np.hypot((xx - gx) / W, (yy - gy) / H)
    if r.random() < 0.6:  # a hand or phone shadow across one side
        edge = r.uniform(0.55, 0.85) * W
        light = light * np.where(xx > edge + 0.1 * (yy - H / 2), 0.72, 1.0)
    arr = arr * light[..., None] * np.array([1.02, 1.0, 0.93])
    arr += rng.normal(0, 4, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(r.uniform(0.6, 1.2)))
    scale = (1600 if card else 2000) / max(W, H)
    return out.resize((int(W * scale), int(H * scale)), Image.Resampling.LANCZOS)


def fax(img: Image.Image, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    g = img.convert("L")
    w, h = g.size
    g = g.resize((w, h // 2), Image.Resampling.BILINEAR).resize((w, h), Image.Resampling.NEAREST)
    arr = np.asarray(g, dtype=float)
    arr = arr + rng.normal(0, 25, arr.shape)
    arr = np.where(arr < 150, 20.0, 245.0)
    speck = rng.random(arr.shape) < 0.0025
    arr[speck] = 20
    for _ in range(int(rng.integers(2, 6))):
        y = int(rng.integers(0, h - 3))
        t = int(rng.integers(1, 3))
        arr[y : y + t, :] = np.minimum(arr[y : y + t, :], 90)
    return Image.fromarray(arr.astype(np.uint8)).rotate(
        float(rng.uniform(-0.8, 0.8)), fillcolor=245, resample=Image.Resampling.BILINEAR
    )


def photocopy(img: Image.Image, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    g = img.convert("L")
    arr = np.asarray(g, dtype=float)
    w = arr.shape[1]
    arr = 60 + arr * 0.72 + rng.normal(0, 9, arr.shape)
    arr = np.where(arr < 140, arr * 0.55, arr)
    x0 = int(rng.integers(0, w - 10))
    arr[:, x0 : x0 + int(rng.integers(2, 6))] *= 0.75
    arr[:, : int(w * 0.03)] *= 0.6
    speck = rng.random(arr.shape) < 0.002
    arr[speck] = 40
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.rotate(float(rng.uniform(-1.5, 1.5)), fillcolor=200, resample=Image.Resampling.BICUBIC, expand=False)


def lowres_scan(img: Image.Image, seed: int) -> Image.Image:
    rng = np.random.default_rng(seed)
    out = img.convert("RGB").rotate(
        float(rng.uniform(-1.2, 1.2)), fillcolor=(250, 250, 248), resample=Image.Resampling.BICUBIC
    )
    out = out.filter(ImageFilter.GaussianBlur(0.7))
    arr = np.asarray(out, dtype=float) * np.array([0.98, 0.97, 0.93]) + rng.normal(0, 5, (out.size[1], out.size[0], 3))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
