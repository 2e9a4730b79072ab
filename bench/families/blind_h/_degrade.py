"""Scanner and phone-camera effects, all with Pillow and numpy."""

from __future__ import annotations

import io
import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageOps


def _coeffs(src, dst):
    """Perspective coefficients mapping output points dst to input points src."""
    m, v = [], []
    for (x, y), (u, w) in zip(dst, src, strict=False):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -w * x, -w * y])
        v += [u, w]
    return np.linalg.solve(np.array(m, float), np.array(v, float)).tolist()


def texture(size, rng: random.Random, kind=None) -> Image.Image:
    w, h = size
    kind = kind or rng.choice(["wood", "fabric", "stone", "plain", "paper"])
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array(rng.choice([(150, 105, 70), (120, 80, 50), (185, 140, 95), (95, 65, 45)]), np.float32)
        noise = nrng.normal(0, 1, (h // 8 + 2, w // 64 + 2)).astype(np.float32)
        noise = np.array(Image.fromarray(noise).resize((w, h), Image.BICUBIC))
        grain = np.sin((yy + noise * 40) / rng.uniform(6, 14)) * 0.5 + 0.5
        img = base[None, None, :] * (0.78 + 0.3 * grain[..., None])
    elif kind == "fabric":
        base = np.array(rng.choice([(60, 70, 110), (120, 40, 50), (70, 90, 70), (90, 90, 95)]), np.float32)
        weave = (np.sin(xx / 2.2) * np.sin(yy / 2.2)) * 0.5 + 0.5
        img = base[None, None, :] * (0.85 + 0.25 * weave[..., None])
    elif kind == "stone":
        base = np.array(rng.choice([(200, 200, 195), (170, 165, 160), (215, 205, 190)]), np.float32)
        noise = nrng.normal(0, 1, (h // 16 + 2, w // 16 + 2)).astype(np.float32)
        noise = np.array(Image.fromarray(noise).resize((w, h), Image.BICUBIC))
        img = base[None, None, :] * (0.9 + 0.08 * noise[..., None])
    elif kind == "paper":
        base = np.array((235, 232, 220), np.float32)
        img = base[None, None, :] * np.ones((h, w, 1), np.float32)
    else:
        base = np.array(rng.choice([(40, 40, 45), (230, 225, 215), (180, 200, 215), (90, 60, 50)]), np.float32)
        img = base[None, None, :] * np.ones((h, w, 1), np.float32)
    img = img + nrng.normal(0, 6, (h, w, 1)).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")


def lighting(img: Image.Image, rng: random.Random, strength=0.35) -> Image.Image:
    w, h = img.size
    small = (max(2, w // 8), max(2, h // 8))
    yy, xx = np.mgrid[0 : small[1], 0 : small[0]].astype(np.float32)
    cx, cy = rng.uniform(-0.2, 1.2) * small[0], rng.uniform(-0.2, 1.2) * small[1]
    d = np.hypot(xx - cx, yy - cy) / max(small)
    gain = 1.0 - strength * np.clip(d, 0, 1.4) / 1.4
    g = Image.fromarray((gain * 255).astype(np.uint8), "L").resize((w, h), Image.BILINEAR)
    arr = np.asarray(img, np.float32) * (np.asarray(g, np.float32)[..., None] / 255.0)
    warm = np.array(rng.choice([(1.0, 0.97, 0.9), (0.95, 0.98, 1.0), (1.0, 1.0, 1.0), (1.02, 0.98, 0.92)]), np.float32)
    arr = arr * warm[None, None, :]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def noise(img: Image.Image, rng: random.Random, sigma=6.0) -> Image.Image:
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    arr = np.asarray(img, np.float32)
    arr = arr + nrng.normal(0, sigma, (*arr.shape[:2], 1)).astype(np.float32)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), img.mode)


def jpeg_roundtrip(img: Image.Image, q: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=q)
    buf.seek(0)
    return Image.open(buf).convert("RGB")


def place(obj: Image.Image, canvas: Image.Image, quad, shadow=True, rng=None) -> Image.Image:
    """Warp obj (RGB or RGBA) onto canvas so that its corners land on quad (tl, tr, br, bl)."""
    w, h = obj.size
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    co = _coeffs(src, quad)
    rgba = obj.convert("RGBA")
    warped = rgba.transform(canvas.size, Image.PERSPECTIVE, co, Image.BICUBIC)
    out = canvas.convert("RGBA")
    if shadow:
        alpha = warped.split()[3]
        sh = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
        dx, dy = (rng.randint(4, 14), rng.randint(6, 18)) if rng else (8, 10)
        shadow_alpha = alpha.point(lambda v: int(v * 0.45)).filter(ImageFilter.GaussianBlur(9))
        sh.putalpha(shadow_alpha)
        sh = sh.transform(canvas.size, Image.AFFINE, (1, 0, -dx, 0, 1, -dy))
        out = Image.alpha_composite(out, sh)
    out = Image.alpha_composite(out, warped)
    return out.convert("RGB")


def _quad(rng, w, h, W, H, angle, skew):
    cx, cy = W / 2 + rng.uniform(-0.04, 0.04) * W, H / 2 + rng.uniform(-0.04, 0.04) * H
    a = math.radians(angle)
    corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    out = []
    for x, y in corners:
        # perspective-ish: the far edge shrinks
        sx = 1 - skew * (0.5 - (y + h / 2) / h)
        x *= sx
        x += rng.uniform(-1, 1) * w * 0.012
        y += rng.uniform(-1, 1) * h * 0.012
        out.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    return out


def phone_photo(page: Image.Image, rng: random.Random, target_w=1500) -> Image.Image:
    """A page photographed on a desk: slant, perspective, shadow, uneven light, blur, noise, JPEG."""
    scale = target_w / page.width * rng.uniform(0.82, 0.9)
    pw, ph = int(page.width * scale), int(page.height * scale)
    page = page.resize((pw, ph), Image.LANCZOS)
    W, H = int(pw / rng.uniform(0.82, 0.9)), int(ph / rng.uniform(0.86, 0.93))
    bg = texture((W, H), rng)
    quad = _quad(rng, pw, ph, W, H, rng.uniform(-3, 3), rng.uniform(0.02, 0.07))
    img = place(page, bg, quad, shadow=True, rng=rng)
    img = lighting(img, rng, rng.uniform(0.2, 0.4))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))
    img = noise(img, rng, rng.uniform(3, 7))
    return img


def bad_scan(page: Image.Image, rng: random.Random, dpi_from: float, dpi_to: float = 150) -> Image.Image:
    k = dpi_to / dpi_from
    img = page.resize((int(page.width * k), int(page.height * k)), Image.LANCZOS)
    img = img.rotate(
        rng.uniform(0.5, 2.8) * rng.choice([-1, 1]),
        resample=Image.BICUBIC,
        expand=True,
        fillcolor=rng.choice([(255, 255, 255), (235, 235, 235), (60, 60, 60)]),
    )
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))
    img = lighting(img, rng, rng.uniform(0.08, 0.2))
    img = noise(img, rng, rng.uniform(3, 8))
    return img


def photocopy(page: Image.Image, rng: random.Random, dpi_from: float, dpi_to: float = 170) -> Image.Image:
    k = dpi_to / dpi_from
    img = page.resize((int(page.width * k), int(page.height * k)), Image.LANCZOS).convert("L")
    img = ImageEnhance.Contrast(img).enhance(rng.uniform(1.3, 1.7))
    arr = np.asarray(img, np.float32)
    arr = arr * rng.uniform(0.8, 0.9) + rng.uniform(8, 20)  # grey paper, grey ink
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    speck = nrng.random(arr.shape) < 0.0015
    arr[speck] = nrng.uniform(0, 90, speck.sum())
    arr += nrng.normal(0, 5, arr.shape)
    # dark band on one edge, as a copier lid leaves it
    edge = int(arr.shape[1] * rng.uniform(0.01, 0.03))
    if rng.random() < 0.6:
        arr[:, :edge] *= 0.35
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    img = img.rotate(rng.uniform(0.5, 2.0) * rng.choice([-1, 1]), resample=Image.BICUBIC, expand=True, fillcolor=40)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.7)))
    return img.convert("RGB")


def card_photo(card: Image.Image, rng: random.Random, out_w=1600) -> Image.Image:
    """An ID card photographed on a table: background texture, perspective, shadow, glare, blur, noise."""
    W = out_w
    H = int(out_w * rng.uniform(0.68, 0.8))
    bg = texture((W, H), rng)
    cw = int(W * rng.uniform(0.72, 0.84))
    chh = int(cw * card.height / card.width)
    small = card.resize((cw, chh), Image.LANCZOS)
    quad = _quad(rng, cw, chh, W, H, rng.uniform(-4, 4), rng.uniform(0.03, 0.09))
    img = place(small, bg, quad, shadow=True, rng=rng)
    # glare: a soft bright ellipse
    if rng.random() < 0.6:
        glare = Image.new("L", img.size, 0)
        gx, gy = rng.uniform(0.3, 0.7) * W, rng.uniform(0.3, 0.7) * H
        ImageDraw.Draw(glare).ellipse(
            [gx - W * 0.12, gy - H * 0.08, gx + W * 0.12, gy + H * 0.08], fill=int(rng.uniform(40, 80))
        )
        glare = glare.filter(ImageFilter.GaussianBlur(W * 0.04))
        img = Image.composite(Image.new("RGB", img.size, (255, 255, 255)), img, glare)
    img = lighting(img, rng, rng.uniform(0.15, 0.35))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))
    img = noise(img, rng, rng.uniform(3, 7))
    return img


def card_scan(card: Image.Image, rng: random.Random, dpi_from: float, dpi_to: float = 300) -> Image.Image:
    """A flatbed scan of the card: white bed, a small margin, the card's edge shadow, straight."""
    k = dpi_to / dpi_from
    small = card.resize((int(card.width * k), int(card.height * k)), Image.LANCZOS)
    mx, my = rng.randint(40, 120), rng.randint(40, 120)
    bed = Image.new(
        "RGB",
        (small.width + mx + rng.randint(40, 120), small.height + my + rng.randint(40, 120)),
        rng.choice([(255, 255, 255), (250, 250, 248), (244, 244, 244)]),
    )
    sh = Image.new("RGBA", bed.size, (0, 0, 0, 0))
    a = small.split()[3].point(lambda v: int(v * 0.25)).filter(ImageFilter.GaussianBlur(3))
    sh.paste((0, 0, 0, 255), (mx + 2, my + 3), a)
    out = Image.alpha_composite(bed.convert("RGBA"), sh)
    out.alpha_composite(small, (mx, my))
    return out.convert("RGB")


def grey(img: Image.Image) -> Image.Image:
    return ImageOps.grayscale(img).convert("RGB")
