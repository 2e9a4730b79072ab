"""Scanner and phone-camera simulation with Pillow and numpy: scanner beds, desks, slant, light, blur, noise."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def _lowfreq(rng: np.random.Generator, h: int, w: int, cells=(6, 8), amp=1.0) -> np.ndarray:
    small = rng.normal(0, 1, size=cells).astype(np.float32)
    img = Image.fromarray(((small - small.min()) / (np.ptp(small) + 1e-6) * 255).astype(np.uint8))
    big = np.asarray(img.resize((w, h), Image.BICUBIC), dtype=np.float32) / 255.0
    return (big - 0.5) * 2 * amp


def background(rng: np.random.Generator, w: int, h: int, kind: str) -> Image.Image:
    """A desk or table texture, drawn at a quarter of the size and scaled up (grain is added by the camera)."""
    sw, sh = max(w // 4, 8), max(h // 4, 8)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    if kind == "wood":
        base = np.array([128, 86, 52], np.float32)
        warp = _lowfreq(rng, sh, sw, (3, 4), 6.0)
        rows = rng.standard_normal(sh).astype(np.float32)
        rows = np.convolve(rows, np.ones(5, np.float32) / 5, mode="same")[:, None]
        stripes = np.sin((yy + warp + xx * 0.02) / rng.uniform(0.9, 1.6)) * 0.5 + 0.5
        planks = ((yy // rng.integers(40, 70)) % 2) * 0.06
        lum = 0.74 + 0.1 * stripes + 0.12 * rows + planks + 0.02 * rng.standard_normal((sh, sw), dtype=np.float32)
        arr = base[None, None, :] * lum[..., None]
    elif kind == "fabric":
        base = np.array(rng.choice([[42, 48, 62], [60, 40, 40], [35, 55, 45]]), np.float32)
        arr = base[None, None, :] + (8 * _lowfreq(rng, sh, sw, (5, 7)))[..., None]
    elif kind == "laminate":
        base = np.array([206, 204, 198], np.float32)
        arr = base[None, None, :] * (1 + 0.05 * _lowfreq(rng, sh, sw))[..., None]
    else:  # granite / dark desk
        base = np.array([72, 70, 68], np.float32)
        arr = (
            base[None, None, :]
            + 14 * rng.standard_normal((sh, sw, 1), dtype=np.float32)
            + (18 * _lowfreq(rng, sh, sw, (10, 12)))[..., None]
        )
    small = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    return small.resize((w, h), Image.BILINEAR)


def _coeffs(dst, src):
    """PIL PERSPECTIVE coefficients mapping output points dst -> input points src."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return np.linalg.solve(np.array(a, dtype=np.float64), np.array(b, dtype=np.float64)).tolist()


def _light(rng: np.random.Generator, h: int, w: int, lo: float, hi: float) -> np.ndarray:
    """A smooth lighting field (computed small, scaled up)."""
    sh, sw = max(h // 8, 4), max(w // 8, 4)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    gx, gy = rng.uniform(-1, 1, 2)
    lin = (xx / sw - 0.5) * gx + (yy / sh - 0.5) * gy
    cx, cy = rng.uniform(0.2, 0.8) * sw, rng.uniform(0.2, 0.8) * sh
    r = np.sqrt(((xx - cx) / sw) ** 2 + ((yy - cy) / sh) ** 2)
    f = 1.0 - 0.55 * r + 0.35 * lin
    f = (f - f.min()) / (np.ptp(f) + 1e-6)
    img = Image.fromarray((f * 255).astype(np.uint8)).resize((w, h), Image.BILINEAR)
    return lo + (hi - lo) * (np.asarray(img, dtype=np.float32) / 255.0)


def photo(
    page: Image.Image,
    rng: np.random.Generator,
    out_size: tuple[int, int],
    fill: float,
    bg_kind: str,
    max_angle: float = 3.0,
    blur: float = 1.0,
    noise: float = 5.0,
    light=(0.72, 1.04),
    shadow: bool = True,
) -> Image.Image:
    """A phone photo of `page` (RGBA) lying on a background."""
    W, H = out_size
    pw, ph = page.size
    scale = fill * min(W / pw, H / ph)
    tw, th = pw * scale, ph * scale
    ang = np.deg2rad(rng.uniform(-max_angle, max_angle))
    cx, cy = W / 2 + rng.uniform(-0.03, 0.03) * W, H / 2 + rng.uniform(-0.03, 0.03) * H
    corners = np.array([[-tw / 2, -th / 2], [tw / 2, -th / 2], [tw / 2, th / 2], [-tw / 2, th / 2]])
    rot = np.array([[np.cos(ang), -np.sin(ang)], [np.sin(ang), np.cos(ang)]])
    dst = corners @ rot.T + [cx, cy]
    # keystone: the camera is not quite parallel to the page
    k = rng.uniform(-0.012, 0.012)
    dst[0, 0] += k * tw
    dst[1, 0] -= k * tw
    dst += rng.uniform(-0.006, 0.006, size=(4, 2)) * [tw, th]
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    coeffs = _coeffs([tuple(p) for p in dst], src)
    if page.mode != "RGBA":
        page = page.convert("RGBA")
    warped = page.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    bg = background(rng, W, H, bg_kind).convert("RGBA")
    if shadow:
        alpha = warped.split()[3]
        sh = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        sh.putalpha(alpha.point(lambda a: int(a * 0.45)))
        off = int(0.008 * W) + 2
        sh = sh.transform((W, H), Image.AFFINE, (1, 0, -off, 0, 1, -off)).filter(ImageFilter.GaussianBlur(off * 1.5))
        bg = Image.alpha_composite(bg, sh)
    img = Image.alpha_composite(bg, warped).convert("RGB")
    arr = np.asarray(img, dtype=np.float32)
    arr *= _light(rng, H, W, *light)[..., None]
    arr *= np.array([1.0, rng.uniform(0.96, 0.99), rng.uniform(0.88, 0.95)], np.float32)[None, None, :]
    arr += noise * rng.standard_normal(arr.shape, dtype=np.float32)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    if blur > 0:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    return img


def poor_scan(
    page: Image.Image, rng: np.random.Generator, max_angle: float = 2.6, blur: float = 0.7, grey: bool = True
) -> Image.Image:
    """A worn photocopier / office scanner pass: slant, grey, speckles, soft edges."""
    img = page.convert("L") if grey else page.convert("RGB")
    ang = rng.uniform(0.6, max_angle) * rng.choice([-1, 1])
    img = img.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255 if grey else (255, 255, 255))
    arr = np.asarray(img, dtype=np.float32)
    lo, hi = rng.uniform(25, 45), rng.uniform(228, 242)
    arr = lo + arr * (hi - lo) / 255.0
    h, w = arr.shape[:2]
    # photocopier banding and toner unevenness
    band = 1 + 0.05 * np.sin(np.linspace(0, rng.uniform(3, 9) * np.pi, h))[:, None]
    shade = _light(rng, h, w, 0.86, 1.0)
    arr = arr * (band * shade)[..., None] if arr.ndim == 3 else arr * band * shade
    arr += rng.uniform(4, 8) * rng.standard_normal(arr.shape, dtype=np.float32)
    n = int(h * w * 0.0006)
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    arr[ys, xs] = rng.uniform(0, 90, n)[:, None] if arr.ndim == 3 else rng.uniform(0, 90, n)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L" if grey else "RGB")
    if blur > 0:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    return img


def scanner_bed(item: Image.Image, rng: np.random.Generator, margin: int) -> Image.Image:
    """A card or passport page laid on a flatbed scanner: white lid, faint shadow at the edge, near-straight."""
    if item.mode != "RGBA":
        item = item.convert("RGBA")
    ang = rng.uniform(-0.6, 0.6)
    item = item.rotate(ang, resample=Image.BICUBIC, expand=True)
    W, H = item.size[0] + 2 * margin, item.size[1] + 2 * margin
    bed = Image.new("RGBA", (W, H), (250, 250, 248, 255))
    sh = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    mask = item.split()[3].point(lambda a: int(a * 0.25))
    sh.paste((90, 90, 90, 255), (margin + 3, margin + 3), mask)
    sh = sh.filter(ImageFilter.GaussianBlur(4))
    bed = Image.alpha_composite(bed, sh)
    bed.alpha_composite(item, (margin, margin))
    arr = np.asarray(bed.convert("RGB"), dtype=np.float32)
    arr += 1.6 * rng.standard_normal(arr.shape, dtype=np.float32)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def clean_page(page: Image.Image, rng: np.random.Generator, tone: bool) -> Image.Image:
    """What a good scanner gives: straight, sharp, a hint of paper tone."""
    page = page.convert("RGB")
    if not tone:
        return page
    lift = float(rng.uniform(1.5, 4.0))
    lut = [min(255, int(v * 0.982 + lift)) for v in range(256)]
    return page.point(lut * 3)


def rounded_alpha(img: Image.Image, radius: int) -> Image.Image:
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, img.size[0] - 1, img.size[1] - 1], radius=radius, fill=255)
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out
