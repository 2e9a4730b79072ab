"""Scanner and phone-camera imitations written with numpy and Pillow."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps


def _coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """PIL PERSPECTIVE coefficients mapping output (dst) points back to input (src) points."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b.extend([u, v])
    sol = np.linalg.solve(np.array(a, dtype=float), np.array(b, dtype=float))
    return sol.tolist()


def _noise(img: Image.Image, rng: np.random.Generator, sigma: float) -> Image.Image:
    """Sensor noise: a seeded gaussian tile repeated over the image, added in C."""
    w, h = img.size
    n = 509
    tile = np.clip(128 + rng.normal(0, sigma, (n, n)), 0, 255).astype(np.uint8)
    reps = (h // n + 2, w // n + 2)
    oy, ox = int(rng.integers(0, n)), int(rng.integers(0, n))
    field = np.tile(tile, reps)[oy : oy + h, ox : ox + w]
    noise = Image.fromarray(np.ascontiguousarray(field), "L")
    if img.mode == "RGB":
        noise = Image.merge("RGB", (noise, noise, noise))
    return ImageChops.add(img, noise, scale=1.0, offset=-128)


def _smooth(field: np.ndarray, size: tuple[int, int]) -> Image.Image:
    """A small float field in [0, 1] blown up to an 8-bit image of the given size."""
    small = Image.fromarray(np.clip(field * 255, 0, 255).astype(np.uint8), "L")
    return small.resize(size, Image.BILINEAR)


def _multiply(img: Image.Image, gain: Image.Image) -> Image.Image:
    if img.mode == "RGB":
        gain = Image.merge("RGB", (gain, gain, gain))
    return ImageChops.multiply(img, gain)


def _light(img: Image.Image, rng: np.random.Generator, lo: float, hi: float) -> Image.Image:
    """Uneven illumination: a smooth darkening field across the image (computed small, applied in C)."""
    w, h = img.size
    sw, sh = 64, max(8, int(64 * h / w))
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    ang = rng.uniform(0, 2 * np.pi)
    t = (xx / sw - 0.5) * np.cos(ang) + (yy / sh - 0.5) * np.sin(ang)
    t = (t - t.min()) / max(float(t.max() - t.min()), 1e-6)
    gain = lo + (min(hi, 1.0) - lo) * t
    cx, cy = rng.uniform(0.2, 0.8) * sw, rng.uniform(0.2, 0.8) * sh
    r = np.sqrt(((xx - cx) / sw) ** 2 + ((yy - cy) / sh) ** 2)
    gain = gain * (1.0 - 0.12 * np.clip(r, 0, 1))
    return _multiply(img, _smooth(gain, (w, h)))


def _levels(img: Image.Image, black: float, white: float) -> Image.Image:
    lut = [int(max(0, min(255, black + v * (white - black) / 255.0))) for v in range(256)]
    return img.point(lut * (3 if img.mode == "RGB" else 1))


def _jpeg_roundtrip(img: Image.Image, quality: int) -> Image.Image:
    import io

    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).convert(img.mode)


# --------------------------------------------------------------------------------------------------------- pages


def clean_scan(img: Image.Image, rng: np.random.Generator, grey: bool) -> Image.Image:
    """A good flatbed scan: a hair of skew, paper tone, faint sensor noise."""
    if grey:
        img = img.convert("L")
    angle = rng.uniform(-0.35, 0.35)
    fill = 255 if grey else (255, 255, 255)
    img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=fill)
    img = _levels(img, 4, 252)
    return _noise(img, rng, 1.5)


def scan_degrade(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """A poor scan or photocopy: skew, blur, grey, uneven toner, noise, speckles."""
    grey = rng.random() < 0.6
    if grey:
        img = img.convert("L")
    angle = rng.uniform(0.8, 1.2 + 2.3 * strength) * rng.choice([-1, 1])
    fill = int(rng.uniform(225, 250))
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=fill if grey else (fill, fill, fill))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.35, 0.6 + 0.6 * strength)))
    img = _levels(img, rng.uniform(20, 35 + 40 * strength), rng.uniform(222, 246))
    img = _light(img, rng, rng.uniform(0.78, 0.92), 1.0)
    img = _noise(img, rng, rng.uniform(3, 5 + 6 * strength))
    if rng.random() < 0.6:
        w, h = img.size
        draw = ImageDraw.Draw(img)
        for _ in range(int(rng.uniform(80, 400 * strength + 100))):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            r = rng.uniform(0.4, 1.6)
            v = int(rng.uniform(40, 120))
            draw.ellipse([x - r, y - r, x + r, y + r], fill=v if grey else (v, v, v))
        if rng.random() < 0.5:  # a copier's streak
            x = rng.uniform(0.1, 0.9) * w
            draw.line(
                [(x, 0), (x + rng.uniform(-8, 8), h)],
                fill=int(rng.uniform(150, 200)) if grey else (170,) * 3,
                width=int(rng.uniform(1, 3)),
            )
    return img


def _desk(w: int, h: int, rng: np.random.Generator) -> Image.Image:
    """A table top: wood grain, laminate, fabric or a paper pad."""
    kind = rng.choice(["wood", "laminate", "fabric", "dark"])
    full = (w, h)
    w, h = max(8, w // 4), max(8, h // 4)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array(rng.choice([[150, 105, 70], [176, 132, 88], [120, 82, 52]]), dtype=np.float32)
        grain = np.sin((yy / h * rng.uniform(70, 140)) + 3 * np.sin(xx / w * rng.uniform(2, 6))) * 10
        grain += np.sin(yy / h * rng.uniform(300, 500) + xx / w * 4) * 4
        grain += rng.normal(0, 5, (h, w))
        arr = base[None, None, :] + grain[..., None] * np.array([1.0, 0.8, 0.6])
    elif kind == "laminate":
        base = np.array(rng.choice([[226, 226, 220], [205, 210, 214], [235, 229, 214]]), dtype=np.float32)
        arr = base[None, None, :] + rng.normal(0, 3, (h, w, 1))
    elif kind == "fabric":
        base = np.array(rng.choice([[70, 90, 120], [110, 60, 60], [80, 100, 80]]), dtype=np.float32)
        weave = (np.sin(xx * 2.6) * np.sin(yy * 2.6)) * 10
        arr = base[None, None, :] + weave[..., None] + rng.normal(0, 6, (h, w, 1))
    else:
        base = np.array(rng.choice([[48, 48, 52], [62, 55, 50]]), dtype=np.float32)
        arr = base[None, None, :] + rng.normal(0, 4, (h, w, 1))
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    img = img.filter(ImageFilter.GaussianBlur(0.6)).resize(full, Image.BICUBIC)
    return _noise(img, rng, 3)


def _rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return mask


def _place(
    canvas: Image.Image,
    obj: Image.Image,
    mask: Image.Image,
    quad: list[tuple[float, float]],
    rng: np.random.Generator,
    shadow: float,
) -> Image.Image:
    """Warp obj onto quad of canvas, with a soft drop shadow."""
    w, h = obj.size
    cw, ch = canvas.size
    coeffs = _coeffs([(0, 0), (w, 0), (w, h), (0, h)], quad)
    rgba = obj.convert("RGBA")
    rgba.putalpha(mask)
    warped = rgba.transform((cw, ch), Image.PERSPECTIVE, coeffs, Image.BILINEAR)
    # shadow
    q = 4
    sh = Image.new("L", (cw // q, ch // q), 0)
    dx, dy = rng.uniform(6, 22), rng.uniform(8, 26)
    ImageDraw.Draw(sh).polygon([((x + dx) / q, (y + dy) / q) for x, y in quad], fill=int(255 * shadow))
    sh = sh.filter(ImageFilter.GaussianBlur(rng.uniform(10, 22) / q)).resize((cw, ch), Image.BILINEAR)
    dark = Image.new("RGB", (cw, ch), (15, 15, 15))
    canvas = Image.composite(dark, canvas, sh)
    canvas.paste(warped, (0, 0), warped)
    return canvas


def _glare(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    w, h = img.size
    sw, sh = 96, max(8, int(96 * h / w))
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    cx, cy = rng.uniform(0.25, 0.75) * sw, rng.uniform(0.25, 0.75) * sh
    rx, ry = rng.uniform(0.08, 0.2) * sw, rng.uniform(0.05, 0.14) * sh
    g = np.exp(-(((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2)) * strength
    glare = _smooth(g, (w, h))
    return ImageChops.screen(img, Image.merge("RGB", (glare, glare, glare)))


def _cast_shadow(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """The photographer's hand or phone shadow: a soft dark band over a corner."""
    full = img.size
    w, h = full[0] // 8, full[1] // 8
    sh = Image.new("L", (w, h), 0)
    x0 = rng.uniform(0.4, 0.8) * w
    pts = [(x0, 0), (w, 0), (w, rng.uniform(0.3, 0.7) * h), (x0 + rng.uniform(0.05, 0.2) * w, h * 0.2)]
    if rng.random() < 0.5:
        pts = [(w - x, h - y) for x, y in pts]
    ImageDraw.Draw(sh).polygon(pts, fill=int(rng.uniform(60, 110)))
    sh = sh.filter(ImageFilter.GaussianBlur(rng.uniform(30, 60) / 8)).resize(full, Image.BILINEAR)
    w, h = full
    dark = Image.new("RGB", (w, h), (20, 20, 25))
    return Image.composite(dark, img, sh)


def photo_page(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """An A4 page photographed with a phone on a desk."""
    img = img.convert("RGB")
    pw, ph = img.size
    cw = int(pw * rng.uniform(1.08, 1.18))
    ch = int(cw * 4 / 3)
    if ch < ph * 1.05:
        ch = int(ph * 1.08)
        cw = int(ch * 3 / 4)
    canvas = _desk(cw, ch, rng)
    scale = min(cw / pw, ch / ph) * rng.uniform(0.86, 0.93)
    tw, th = pw * scale, ph * scale
    cx, cy = cw / 2 + rng.uniform(-0.03, 0.03) * cw, ch / 2 + rng.uniform(-0.02, 0.02) * ch
    j = (0.015 + 0.035 * strength) * cw
    quad = [
        (cx - tw / 2 + rng.uniform(-j, j), cy - th / 2 + rng.uniform(-j, j)),
        (cx + tw / 2 + rng.uniform(-j, j), cy - th / 2 + rng.uniform(-j, j)),
        (cx + tw / 2 + rng.uniform(-j, j), cy + th / 2 + rng.uniform(-j, j)),
        (cx - tw / 2 + rng.uniform(-j, j), cy + th / 2 + rng.uniform(-j, j)),
    ]
    paper = (
        ImageOps.colorize(img.convert("L"), black=(25, 25, 30), white=(246, 243, 236)) if rng.random() < 0.3 else img
    )
    canvas = _place(canvas, paper, Image.new("L", img.size, 255), quad, rng, 0.55)
    canvas = _light(canvas, rng, rng.uniform(0.72, 0.88), 1.0)
    if rng.random() < 0.55:
        canvas = _cast_shadow(canvas, rng)
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.6 + 0.5 * strength)))
    return _noise(canvas, rng, rng.uniform(2.5, 4 + 3 * strength))


# --------------------------------------------------------------------------------------------------------- cards


def card_scan(card: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A card laid on a flatbed: white bed, a thin shadow line, square and sharp."""
    card = card.convert("RGB")
    w, h = card.size
    margin = int(w * rng.uniform(0.05, 0.12))
    bed = Image.new("RGB", (w + 2 * margin, h + 2 * margin), tuple(int(v) for v in rng.uniform(238, 252, 3)))
    mask = _rounded_mask((w, h), int(w * 0.037))
    edge = Image.new("RGB", (w, h), (150, 150, 150))
    bed.paste(edge, (margin + 2, margin + 3), mask)
    bed.paste(card, (margin, margin), mask)
    bed = bed.rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, fillcolor=(248, 248, 248))
    return _noise(bed, rng, 1.8)


def card_photo(card: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """A phone photo of a card on a desk: perspective, background, shadow, glare, blur, noise."""
    card = card.convert("RGB")
    w, h = card.size
    landscape = rng.random() < 0.75
    cw = int(w * rng.uniform(1.45, 1.75))
    ch = int(cw * (3 / 4 if landscape else 4 / 3))
    canvas = _desk(cw, ch, rng)
    scale = cw / w * rng.uniform(0.58, 0.72)
    tw, th = w * scale, h * scale
    cx, cy = cw / 2 + rng.uniform(-0.06, 0.06) * cw, ch / 2 + rng.uniform(-0.06, 0.06) * ch
    ang = np.radians(rng.uniform(-12, 12) * (0.5 + strength))
    corners = [(-tw / 2, -th / 2), (tw / 2, -th / 2), (tw / 2, th / 2), (-tw / 2, th / 2)]
    quad = []
    j = (0.02 + 0.05 * strength) * tw
    for x, y in corners:
        xr = x * np.cos(ang) - y * np.sin(ang)
        yr = x * np.sin(ang) + y * np.cos(ang)
        quad.append((cx + xr + rng.uniform(-j, j), cy + yr + rng.uniform(-j, j)))
    # keystone: the far edge a little shorter
    if rng.random() < 0.7:
        k = rng.uniform(0.02, 0.07) * tw
        quad[0] = (quad[0][0] + k, quad[0][1])
        quad[1] = (quad[1][0] - k, quad[1][1])
    mask = _rounded_mask((w, h), int(w * 0.037))
    canvas = _place(canvas, card, mask, quad, rng, 0.6)
    canvas = _light(canvas, rng, rng.uniform(0.7, 0.86), 1.0)
    if rng.random() < 0.7:
        canvas = _glare(canvas, rng, rng.uniform(0.25, 0.5))
    if rng.random() < 0.35:
        canvas = _cast_shadow(canvas, rng)
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.8 + 0.7 * strength)))
    canvas = _noise(canvas, rng, rng.uniform(3, 5 + 3 * strength))
    if rng.random() < 0.5:
        canvas = ImageChops.multiply(canvas, Image.new("RGB", canvas.size, (255, 246, 232)))
    return canvas


def downscale(img: Image.Image, factor: float) -> Image.Image:
    w, h = img.size
    return img.resize((max(1, int(w * factor)), max(1, int(h * factor))), Image.LANCZOS)


def jpeg_artefacts(img: Image.Image, quality: int) -> Image.Image:
    return _jpeg_roundtrip(img, quality)
