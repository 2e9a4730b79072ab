"""Pillow/numpy wear of rasterised pages: phone photos, faxes, photocopies, low-resolution scans, card photos."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Perspective coefficients mapping output points dst to input points src (PIL convention)."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(a, float), np.array(b, float))]


def _background(rng: np.random.Generator, w: int, h: int) -> Image.Image:
    kind = rng.integers(0, 3)
    base = [np.array([142, 104, 70]), np.array([196, 196, 190]), np.array([70, 74, 82])][kind]
    yy = np.linspace(0, 1, h)[:, None]
    xx = np.linspace(0, 1, w)[None, :]
    grain = np.sin((xx * 3 + yy * 40 + rng.random()) * 6.28) * (14 if kind == 0 else 4)
    noise = rng.normal(0, 6, (h, w))
    arr = base[None, None, :] + (grain + noise)[:, :, None]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def _light(arr: np.ndarray, rng: np.random.Generator, strength: float) -> np.ndarray:
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.1, 0.6) * h
    r = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / max(w, h)
    light = 1.05 - strength * r
    ang = rng.uniform(0, np.pi)
    edge = (np.cos(ang) * xx + np.sin(ang) * yy) / max(w, h)
    edge = edge - edge.min()
    thr = rng.uniform(0.45, 0.8) * edge.max()
    shadow = np.where(edge > thr, 1.0 - rng.uniform(0.18, 0.3), 1.0)
    shadow_img = Image.fromarray((shadow * 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(max(w, h) / 60))
    light = light * (np.asarray(shadow_img, np.float32) / 255.0)
    return np.clip(arr * light[:, :, None], 0, 255)


def photo(page: Image.Image, rng: np.random.Generator, card: bool = False) -> Image.Image:
    page = page.convert("RGB")
    pw, ph = page.size
    scale = 1.5 if card else 1.18
    w, h = int(pw * scale), int(ph * scale)
    bg = _background(rng, w, h)
    ox, oy = (w - pw) / 2, (h - ph) / 2
    j = 0.09 if card else 0.045
    corners = [(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)]
    dst = [(x + rng.uniform(-j, j) * pw, y + rng.uniform(-j, j) * ph) for x, y in corners]
    if card:
        ang = rng.uniform(-0.25, 0.25)
        cx, cy = w / 2, h / 2
        c, s = np.cos(ang), np.sin(ang)
        dst = [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in dst]
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    warped = page.transform((w, h), Image.PERSPECTIVE, _coeffs(dst, src), Image.BICUBIC)
    mask = Image.new("L", page.size, 255).transform((w, h), Image.PERSPECTIVE, _coeffs(dst, src), Image.BICUBIC)
    shadow = mask.filter(ImageFilter.GaussianBlur(12))
    bg_arr = np.asarray(bg, np.float32) * (
        1
        - 0.45 * np.asarray(shadow.transform((w, h), Image.AFFINE, (1, 0, -8, 0, 1, -10)), np.float32)[:, :, None] / 255
    )
    bg = Image.fromarray(np.clip(bg_arr, 0, 255).astype(np.uint8))
    bg.paste(warped, (0, 0), mask)
    target = 2000 if not card else 1600
    f = target / max(bg.size)
    bg = bg.resize((int(bg.width * f), int(bg.height * f)), Image.LANCZOS)
    arr = _light(np.asarray(bg, np.float32), rng, rng.uniform(0.25, 0.45))
    arr = arr * np.array([1.0, rng.uniform(0.96, 1.0), rng.uniform(0.86, 0.96)])[None, None, :]
    arr += rng.normal(0, 4, arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))


def fax(page: Image.Image, rng: np.random.Generator) -> Image.Image:
    g = page.convert("L")
    g = g.resize((g.width, int(g.height * 0.5)), Image.BILINEAR).resize(g.size, Image.NEAREST)
    arr = np.asarray(g, np.float32)
    arr = arr + rng.normal(0, 22, arr.shape)
    out = np.where(arr < 150, 0, 255).astype(np.uint8)
    h, w = out.shape
    for _ in range(rng.integers(3, 7)):
        y = rng.integers(0, h - 3)
        out[y : y + rng.integers(1, 3), :] = np.where(rng.random(w) < 0.6, 0, out[y, :])
    speck = rng.random(out.shape) < 0.0015
    out[speck] = 0
    img = Image.fromarray(out).rotate(rng.uniform(-0.8, 0.8), Image.BICUBIC, fillcolor=255)
    return img.convert("L")


def photocopy(page: Image.Image, rng: np.random.Generator) -> Image.Image:
    g = page.convert("L").rotate(rng.uniform(-1.2, 1.2), Image.BICUBIC, fillcolor=255)
    arr = np.asarray(g, np.float32)
    arr = 40 + arr * rng.uniform(0.72, 0.8)
    h, w = arr.shape
    xx = np.linspace(-1, 1, w)[None, :]
    yy = np.linspace(-1, 1, h)[:, None]
    arr = arr * (1 - 0.25 * np.clip(np.abs(xx) ** 6 + np.abs(yy) ** 8, 0, 1))
    for _ in range(rng.integers(1, 4)):
        x = rng.integers(0, w - 4)
        arr[:, x : x + rng.integers(1, 4)] *= rng.uniform(0.7, 0.85)
    arr += rng.normal(0, 9, arr.shape)
    speck = rng.random(arr.shape) < 0.002
    arr[speck] = rng.uniform(20, 90)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return img.filter(ImageFilter.GaussianBlur(0.5))


def lowres(page: Image.Image, rng: np.random.Generator) -> Image.Image:
    img = page.convert("RGB").rotate(rng.uniform(-1.5, 1.5), Image.BICUBIC, fillcolor=(250, 250, 248))
    arr = np.asarray(img, np.float32) * rng.uniform(0.92, 0.98) + rng.normal(0, 3, (img.height, img.width, 1))
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return img.filter(ImageFilter.GaussianBlur(0.6))
