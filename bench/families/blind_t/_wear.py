"""Scanner and camera wear applied to rendered pages with Pillow and numpy."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def _coeffs(src, dst):
    m = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(m, dtype=float)
    b = np.array(src, dtype=float).reshape(8)
    return np.linalg.solve(a, b).tolist()


def _light(img: Image.Image, rng: np.random.Generator, strength=0.35) -> Image.Image:
    w, h = img.size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0, w), rng.uniform(0, h)
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / np.hypot(w, h)
    g = 1.0 - strength * d
    # a soft shadow band from one side (a hand or a phone)
    side = rng.integers(0, 4)
    t = [xx / w, 1 - xx / w, yy / h, 1 - yy / h][side]
    g *= 1.0 - 0.35 * np.clip((0.25 - t) / 0.25, 0, 1)
    a = np.asarray(img, dtype=np.float32) * g[..., None]
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def phone_photo(page: Image.Image, rng: np.random.Generator, card=False) -> Image.Image:
    page = page.convert("RGB")
    w, h = page.size
    pad = int(max(w, h) * (0.35 if card else 0.09))
    bg_col = [(120, 92, 66), (176, 160, 140), (60, 64, 70), (200, 196, 188)][int(rng.integers(0, 4))]
    W, H = w + 2 * pad, h + 2 * pad
    bg = np.full((H, W, 3), bg_col, dtype=np.float32)
    bg += rng.normal(0, 6, (H, W, 1))
    canvas = Image.fromarray(np.clip(bg, 0, 255).astype(np.uint8))
    j = lambda s: float(rng.uniform(-s, s))  # noqa: E731
    k = pad * 0.6
    dst = [
        (pad + j(k), pad + j(k)),
        (pad + w + j(k), pad + j(k)),
        (pad + w + j(k), pad + h + j(k)),
        (pad + j(k), pad + h + j(k)),
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).polygon(dst, fill=255)
    warped = page.transform((W, H), Image.PERSPECTIVE, _coeffs(src, dst), Image.BICUBIC, fillcolor=(0, 0, 0))
    shadow = mask.filter(ImageFilter.GaussianBlur(pad * 0.15))
    canvas = Image.composite(Image.new("RGB", (W, H), (25, 25, 25)), canvas, shadow.point(lambda v: v // 2))
    canvas.paste(warped, (0, 0), mask)
    canvas = _light(canvas, rng)
    canvas = canvas.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.6, 1.2))))
    a = np.asarray(canvas, dtype=np.float32) + rng.normal(0, 4, (H, W, 1))
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def photocopy(page: Image.Image, rng: np.random.Generator, fax=False) -> Image.Image:
    g = page.convert("L").rotate(float(rng.uniform(-1.5, 1.5)), Image.BICUBIC, expand=False, fillcolor=255)
    a = np.asarray(g, dtype=np.float32)
    a = 40 + a * 0.78  # grey paper, toner not quite black
    h, w = a.shape
    for _ in range(int(rng.integers(2, 6))):
        x = int(rng.integers(0, w))
        a[:, x : x + int(rng.integers(1, 4))] -= rng.uniform(25, 60)
    speck = rng.random((h, w))
    a[speck < 0.004] = 30
    a += rng.normal(0, 9, (h, w))
    if fax:
        a = np.where(a < 150, 20.0, 245.0)
        a[rng.random((h, w)) < 0.002] = 20
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def low_scan(page: Image.Image, rng: np.random.Generator) -> Image.Image:
    g = page.convert("RGB").rotate(float(rng.uniform(-2.0, 2.0)), Image.BICUBIC, expand=True, fillcolor=(250, 250, 248))
    g = g.filter(ImageFilter.GaussianBlur(0.7))
    a = np.asarray(g, dtype=np.float32) * np.array([0.98, 0.97, 0.93]) + rng.normal(0, 5, (g.size[1], g.size[0], 1))
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
