"""Scans, faxes, photocopies and phone photos made from the pages PDFBox rasterised."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def _coeffs(src, dst):
    """Perspective coefficients mapping output (dst) points back to input (src) points."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=False):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return np.linalg.solve(np.array(a, float), np.array(b, float)).tolist()


def _background(w, h, rng: random.Random, nrng) -> Image.Image:
    base = rng.choice([(120, 86, 60), (150, 110, 75), (70, 72, 78), (185, 180, 170), (95, 60, 40)])
    arr = np.zeros((h, w, 3), float) + np.array(base, float)
    grain = nrng.normal(0, 1, (h // 8 + 1, w // 2 + 1))
    grain = np.repeat(np.repeat(grain, 8, 0), 2, 1)[:h, :w]
    arr += grain[..., None] * 9
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def _light(img: Image.Image, nrng, strength: float) -> Image.Image:
    arr = np.asarray(img).astype(float)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    cx, cy = nrng.uniform(0, w), nrng.uniform(0, h)
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / np.hypot(w, h)
    gain = 1.0 - strength * d
    # a soft shadow across one side, as of a hand or a phone
    side = nrng.uniform(0.15, 0.35)
    edge = np.clip((xx / w - (1 - side)) / side, 0, 1) if nrng.random() < 0.5 else np.clip((side - yy / h) / side, 0, 1)
    gain *= 1.0 - 0.28 * edge
    arr = arr * gain[..., None] if arr.ndim == 3 else arr * gain
    arr *= np.array([1.0, 0.98, 0.93]) if arr.ndim == 3 else 1.0
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def phone_photo(img: Image.Image, rng: random.Random, nrng, card: bool = False) -> Image.Image:
    img = img.convert("RGB")
    w, h = img.size
    scale = (1300 if card else 1700) / max(w, h)
    img = img.resize((int(w * scale), int(h * scale)), Image.LANCZOS)
    w, h = img.size
    pad = int(max(w, h) * (0.22 if card else 0.09))
    W, H = w + 2 * pad, h + 2 * pad
    bg = _background(W, H, rng, nrng)
    j = lambda s: rng.uniform(-s, s) * max(w, h)  # noqa: E731
    k = 0.06 if card else 0.035
    dst = [
        (pad + j(k), pad + j(k)),
        (pad + w + j(k), pad + j(k)),
        (pad + w + j(k), pad + h + j(k)),
        (pad + j(k), pad + h + j(k)),
    ]
    if card:
        ang = np.radians(rng.uniform(-12, 12))
        cx, cy = W / 2, H / 2
        ca, sa = np.cos(ang), np.sin(ang)
        dst = [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in dst]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = _coeffs(src, dst)
    warped = img.transform((W, H), Image.PERSPECTIVE, co, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", (w, h), 255).transform((W, H), Image.PERSPECTIVE, co, Image.BICUBIC, fillcolor=0)
    shadow = Image.new("L", (W, H), 0)
    shadow.paste(mask, (int(0.012 * W), int(0.015 * H)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(12))
    bg = Image.composite(Image.new("RGB", (W, H), (30, 25, 20)), bg, shadow.point(lambda v: v * 0.55))
    bg.paste(warped, (0, 0), mask)
    out = _light(bg, nrng, rng.uniform(0.25, 0.45))
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
    arr = np.asarray(out).astype(float) + nrng.normal(0, 3.5, (H, W, 1))
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def fax(img: Image.Image, rng: random.Random, nrng) -> Image.Image:
    g = img.convert("L")
    w, h = g.size
    g = g.resize((int(w * 0.6), int(h * 0.6)), Image.BILINEAR)
    arr = np.asarray(g).astype(float)
    arr = np.where(arr + nrng.normal(0, 28, arr.shape) < 150, 0, 255).astype(float)
    speck = nrng.random(arr.shape) < 0.0025
    arr[speck] = 0
    for _ in range(rng.randint(2, 5)):
        r = rng.randrange(arr.shape[0] - 3)
        k = rng.randint(1, 2)
        arr[r : r + k, :] = np.minimum(arr[r : r + k, :], 120 + nrng.normal(0, 40, arr.shape[1]))
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    out = out.rotate(rng.uniform(-0.8, 0.8), Image.BICUBIC, expand=False, fillcolor=255)
    d = ImageDraw.Draw(out)
    d.text(
        (20, 8), f"FAX  +212 5 22 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}   P.01/01", fill=0
    )
    return out


def photocopy(img: Image.Image, rng: random.Random, nrng) -> Image.Image:
    g = img.convert("L")
    arr = np.asarray(g).astype(float)
    arr = 255 - (255 - arr) * rng.uniform(1.1, 1.3)
    arr = arr * 0.86 + 18
    h, w = arr.shape
    yy, xx = np.mgrid[0:h, 0:w]
    edge = np.minimum(np.minimum(xx, w - xx), np.minimum(yy, h - yy)) / (0.06 * w)
    arr -= 45 * np.clip(1 - edge, 0, 1)
    for _ in range(rng.randint(1, 3)):
        c = rng.randrange(w)
        arr[:, c : c + rng.randint(2, 6)] -= rng.uniform(25, 60)
    arr += nrng.normal(0, 9, arr.shape)
    arr[nrng.random(arr.shape) < 0.0015] = 40
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.rotate(rng.uniform(-1.5, 1.5), Image.BICUBIC, fillcolor=60)


def low_scan(img: Image.Image, rng: random.Random, nrng) -> Image.Image:
    img = img.convert("RGB").rotate(rng.uniform(-1.2, 1.2), Image.BICUBIC, fillcolor=(250, 250, 250))
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    noise = nrng.normal(0, 4, (img.size[1], img.size[0], 1))
    arr = np.asarray(img).astype(float) * np.array([0.97, 0.96, 0.92]) + noise
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def face(path: str, seed: int, female: bool):
    rng = random.Random(seed)
    im = Image.new("RGB", (240, 300), (rng.randint(200, 225), rng.randint(210, 230), rng.randint(225, 240)))
    d = ImageDraw.Draw(im)
    skin = rng.choice([(224, 186, 150), (198, 150, 112), (160, 112, 80), (110, 74, 52), (232, 196, 166)])
    hair = rng.choice([(30, 22, 18), (55, 38, 26), (20, 20, 20), (90, 60, 40)])
    d.ellipse((20, 215, 220, 400), fill=rng.choice([(40, 50, 80), (70, 70, 70), (120, 30, 40), (230, 230, 235)]))
    d.rectangle((100, 185, 140, 230), fill=skin)
    if female:
        d.ellipse((55, 40, 185, 230), fill=hair)
    d.ellipse((68, 60, 172, 200), fill=skin)
    if not female:
        d.chord((66, 48, 174, 140), 180, 360, fill=hair)
    d.ellipse((92, 112, 106, 122), fill=(40, 30, 30))
    d.ellipse((134, 112, 148, 122), fill=(40, 30, 30))
    d.line((120, 125, 116, 150, 124, 152), fill=(skin[0] - 40, skin[1] - 40, skin[2] - 40), width=2)
    d.arc((100, 155, 140, 178), 20, 160, fill=(120, 50, 50), width=3)
    im.save(path)
