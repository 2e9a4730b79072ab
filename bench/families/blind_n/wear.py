"""Rasterise pdflatex pages with pdftoppm and wear them like scans and phone photos (Pillow/numpy)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def rasterize(pdf: Path, dpi: int, gray: bool) -> Image.Image:
    prefix = pdf.with_name(pdf.stem + f"-r{dpi}")
    cmd = ["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-f", "1", "-l", "1", "-aa", "yes", "-aaVector", "yes"]
    if gray:
        cmd.append("-gray")
    subprocess.run([*cmd, str(pdf), str(prefix)], check=True, capture_output=True)
    with Image.open(prefix.with_suffix(".png")) as im:
        return im.convert("L" if gray else "RGB")


def _noise(arr: np.ndarray, rng: np.random.Generator, sigma: float) -> np.ndarray:
    return arr + rng.normal(0.0, sigma, arr.shape)


def _to_img(arr: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def clean_scan(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A good flatbed scan: near-white paper, a hair of skew, faint sensor noise."""
    angle = float(rng.uniform(-0.35, 0.35))
    fill = 255 if img.mode == "L" else (255, 255, 255)
    img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=fill)
    arr = np.asarray(img, dtype=np.float32)
    return _to_img(arr * 0.985 + 2.0)


def photocopy(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A tired photocopier: grey cast, skew, blur, toner speckles, a dark edge."""
    img = img.convert("L")
    angle = float(rng.uniform(0.8, 2.6) * rng.choice([-1, 1]))
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=235)
    img = img.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 0.9))))
    arr = np.asarray(img, dtype=np.float32)
    grey = float(rng.uniform(212, 232))
    arr = grey - (255.0 - arr) * 1.08 * grey / 255.0
    w = arr.shape[1]
    x = np.linspace(0.0, 1.0, w)[None, :]
    edge = np.exp(-x / 0.025) * float(rng.uniform(60, 120))
    arr = arr - (edge if rng.random() < 0.5 else edge[:, ::-1])
    arr = _noise(arr, rng, 7.0)
    specks = rng.random(arr.shape) < 0.0009
    arr[specks] = rng.uniform(40, 120, int(specks.sum()))
    return _to_img(arr)


def _coeffs(out_pts: list, in_pts: list) -> list[float]:
    rows, rhs = [], []
    for (x, y), (u, v) in zip(out_pts, in_pts, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def _background(size: tuple[int, int], rng: np.random.Generator, base: tuple[int, int, int]) -> np.ndarray:
    w, h = size
    small = rng.normal(0, 1, (h // 24 + 2, w // 24 + 2))
    tex = np.asarray(
        Image.fromarray(((small + 3) * 40).clip(0, 255).astype(np.uint8)).resize((w, h), Image.BICUBIC),
        dtype=np.float32,
    )
    streaks = np.sin(np.linspace(0, float(rng.uniform(20, 60)), w))[None, :] * 8.0
    arr = np.empty((h, w, 3), np.float32)
    for c in range(3):
        arr[:, :, c] = base[c] + (tex - 120) * 0.25 + streaks
    return arr


def _light(arr: np.ndarray, rng: np.random.Generator, strength: float) -> np.ndarray:
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = float(rng.uniform(0.2, 0.8)) * w, float(rng.uniform(0.1, 0.6)) * h
    d = np.sqrt(((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2)
    field = 1.04 - strength * d + float(rng.uniform(-0.03, 0.03)) * (xx / w)
    return arr * field[:, :, None] if arr.ndim == 3 else arr * field


def phone_photo(img: Image.Image, rng: np.random.Generator, card: bool = False) -> Image.Image:
    """A page or card photographed on a desk: perspective, uneven light, blur, noise."""
    img = img.convert("RGB")
    w, h = img.size
    pad = int(max(w, h) * (0.22 if card else 0.07))
    cw, ch = w + 2 * pad, h + 2 * pad
    desk = rng.choice([(120, 85, 55), (70, 70, 78), (180, 170, 150), (40, 48, 60)])
    bg = _background((cw, ch), rng, desk)
    if card:
        mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(w * 0.04), fill=255)
    else:
        mask = Image.new("L", (w, h), 255)
    canvas = _to_img(bg)
    shadow = Image.new("L", (cw, ch), 0)
    shadow.paste(mask, (pad + int(w * 0.012), pad + int(h * 0.015)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(max(w, h) * 0.01))
    canvas = Image.composite(Image.new("RGB", (cw, ch), (20, 20, 20)), canvas, shadow.point(lambda p: p * 0.55))
    canvas.paste(img, (pad, pad), mask)
    j = max(w, h) * (0.05 if card else 0.035)
    corners = [(pad, pad), (pad + w, pad), (pad + w, pad + h), (pad, pad + h)]
    moved = [(x + float(rng.uniform(-j, j)), y + float(rng.uniform(-j, j))) for x, y in corners]
    canvas = canvas.transform(
        (cw, ch), Image.PERSPECTIVE, _coeffs(moved, corners), Image.BICUBIC, fillcolor=tuple(int(c) for c in desk)
    )
    angle = float(rng.uniform(-7, 7) if card else rng.uniform(-2.5, 2.5))
    canvas = canvas.rotate(angle, resample=Image.BICUBIC, fillcolor=tuple(int(c) for c in desk))
    canvas = canvas.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.6, 1.1))))
    arr = np.asarray(canvas, dtype=np.float32)
    arr = _light(arr, rng, float(rng.uniform(0.25, 0.45)))
    tint = np.array([1.03, 1.0, 0.93] if rng.random() < 0.6 else [0.97, 1.0, 1.04], np.float32)
    arr = _noise(arr * tint, rng, 5.0)
    return _to_img(arr)


def card_scan(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A card on a scanner glass: white margin, faint shadow, tiny skew."""
    img = img.convert("RGB")
    w, h = img.size
    pad = int(w * 0.08)
    canvas = Image.new("RGB", (w + 2 * pad, h + 2 * pad), (250, 250, 248))
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(w * 0.04), fill=255)
    canvas.paste(img, (pad, pad), mask)
    return canvas.rotate(float(rng.uniform(-1.2, 1.2)), resample=Image.BICUBIC, fillcolor=(250, 250, 248))
