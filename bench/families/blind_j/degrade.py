"""Scans and photos of the rendered pages: a good flatbed scan, a poor scan, a photocopy, a phone photo."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

Rng = np.random.Generator


def load(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _arr(im: Image.Image) -> np.ndarray:
    return np.asarray(im, dtype=np.float32)


def _img(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def _noise(a: np.ndarray, rng: Rng, sigma: float, mono: bool = True) -> np.ndarray:
    shape = (*a.shape[:2], 1) if (mono and a.ndim == 3) else a.shape
    return a + rng.normal(0.0, sigma, shape).astype(np.float32)


def _light_field(h: int, w: int, rng: Rng, strength: float) -> np.ndarray:
    """A smooth multiplicative light field: one side brighter, darker corners."""
    y = np.linspace(-1, 1, h, dtype=np.float32)[:, None]
    x = np.linspace(-1, 1, w, dtype=np.float32)[None, :]
    angle = rng.uniform(0, 2 * np.pi)
    slope = np.cos(angle) * x + np.sin(angle) * y
    vignette = x**2 + y**2
    field = 1.0 + strength * 0.5 * slope - strength * 0.35 * vignette
    return field[:, :, None]


def _rotate(im: Image.Image, degrees: float, fill: tuple[int, ...]) -> Image.Image:
    return im.rotate(degrees, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=fill)


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64)).tolist()


# --- backgrounds ---------------------------------------------------------------------------------------------------


def background(w: int, h: int, rng: Rng, kind: str) -> Image.Image:
    y = np.arange(h, dtype=np.float32)[:, None]
    x = np.arange(w, dtype=np.float32)[None, :]
    if kind == "wood":
        base = np.array(rng.choice([[150, 105, 68], [122, 84, 52], [176, 132, 88]]), dtype=np.float32)
        wobble = 18 * np.sin(x / rng.uniform(140, 260)) + 9 * np.sin(x / 37.0 + 1.3)
        grain = np.sin((y + wobble) / rng.uniform(5.5, 9.0)) * 0.5 + 0.5
        tone = 0.82 + 0.18 * grain
        a = base[None, None, :] * tone[:, :, None]
    elif kind == "fabric":
        base = np.array(rng.choice([[42, 56, 92], [112, 34, 44], [52, 88, 64], [96, 96, 104]]), dtype=np.float32)
        weave = (np.sin(x / 2.2) * np.sin(y / 2.2)) * 0.5 + 0.5
        a = base[None, None, :] * (0.86 + 0.2 * weave)[:, :, None]
    else:  # a plain desk, lightly mottled
        base = np.array(
            rng.choice([[205, 200, 190], [188, 196, 204], [214, 206, 186], [170, 170, 172]]), dtype=np.float32
        )
        a = np.broadcast_to(base, (h, w, 3)).astype(np.float32)
    a = _noise(a, rng, 6.0, mono=False)
    small = _img(a).filter(ImageFilter.GaussianBlur(0.6))
    return small


# --- conditions ----------------------------------------------------------------------------------------------------


def clean_scan(im: Image.Image, rng: Rng) -> Image.Image:
    """A good flatbed scan: a hair of tilt, paper a shade off white, slightly soft."""
    tilt = float(rng.uniform(-0.35, 0.35))
    im = im.rotate(tilt, resample=Image.Resampling.BILINEAR, expand=True, fillcolor=(255, 255, 255))
    paper = (int(rng.integers(244, 253)), int(rng.integers(243, 251)), int(rng.integers(237, 248)))
    return ImageChops.multiply(im, Image.new("RGB", im.size, paper))


def poor_scan(im: Image.Image, rng: Rng, scale: float) -> Image.Image:
    """A cheap or hurried scan: low resolution, a slant, blur, noise, a grey cast and a dark lid edge."""
    w, h = im.size
    im = im.resize((int(w * scale), int(h * scale)), Image.Resampling.LANCZOS)
    im = _rotate(im, float(rng.uniform(1.0, 2.8) * rng.choice([-1, 1])), (236, 234, 228))
    a = _arr(im)
    a = a * np.float32(rng.uniform(0.88, 0.95)) + np.float32(rng.uniform(6, 14))
    a = a * _light_field(a.shape[0], a.shape[1], rng, 0.12)
    a = _noise(a, rng, float(rng.uniform(5, 8)))
    edge = int(a.shape[1] * rng.uniform(0.01, 0.025))
    a[:, :edge] *= np.linspace(0.35, 1.0, edge, dtype=np.float32)[None, :, None]
    return _img(a).filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 0.85))))


def photocopy(im: Image.Image, rng: Rng, scale: float) -> Image.Image:
    """A photocopy of a photocopy: grey, contrasty, toner specks and streaks, slightly crooked."""
    w, h = im.size
    im = im.resize((int(w * scale), int(h * scale)), Image.Resampling.LANCZOS).convert("L")
    im = im.rotate(float(rng.uniform(-1.4, 1.4)), resample=Image.Resampling.BICUBIC, expand=True, fillcolor=225)
    a = np.asarray(im, dtype=np.float32)
    a = 255.0 * (a / 255.0) ** 1.6  # darker mid-tones: colours turn grey
    paper = rng.uniform(212, 228)
    a = np.minimum(a, paper)
    a = a + rng.normal(0, 7, a.shape).astype(np.float32)
    specks = rng.random(a.shape) < 0.0012
    a[specks] = rng.uniform(30, 90)
    for _ in range(int(rng.integers(1, 4))):
        x0 = int(rng.integers(0, a.shape[1] - 4))
        a[:, x0 : x0 + int(rng.integers(1, 4))] *= np.float32(rng.uniform(0.78, 0.9))
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    return out.filter(ImageFilter.GaussianBlur(0.55))


def _shadowed(canvas: Image.Image, layer: Image.Image, rng: Rng, blur: float) -> Image.Image:
    alpha = layer.getchannel("A")
    shadow = Image.new("RGBA", layer.size, (0, 0, 0, 0))
    shadow.putalpha(alpha.point(lambda v: int(v * 0.45)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(blur))
    dx, dy = int(rng.integers(6, 18)), int(rng.integers(8, 22))
    moved = Image.new("RGBA", layer.size, (0, 0, 0, 0))
    moved.paste(shadow, (dx, dy))
    out = Image.alpha_composite(canvas.convert("RGBA"), moved)
    return Image.alpha_composite(out, layer)


def _place(obj: Image.Image, size: tuple[int, int], rng: Rng, tilt: float, skew: float) -> Image.Image:
    """obj (RGBA) set into a canvas of size, turned by tilt degrees, its corners pulled by skew (perspective)."""
    cw, ch = size
    w, h = obj.size
    cx, cy = cw / 2 + rng.uniform(-0.03, 0.03) * cw, ch / 2 + rng.uniform(-0.03, 0.03) * ch
    t = np.deg2rad(tilt)
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = sx * w / 2, sy * h / 2
        x, y = x * np.cos(t) - y * np.sin(t), x * np.sin(t) + y * np.cos(t)
        x += rng.uniform(-skew, skew) * w
        y += rng.uniform(-skew, skew) * h
        corners.append((cx + x, cy + y))
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    return obj.transform(size, Image.Transform.PERSPECTIVE, _coeffs(corners, src), Image.Resampling.BICUBIC)


def phone_photo(im: Image.Image, rng: Rng, target_height: int) -> Image.Image:
    """A sheet photographed on a table: perspective, shadow, uneven light, colour cast, softness, noise."""
    w, h = im.size
    k = target_height / h
    page = im.resize((int(w * k), int(h * k)), Image.Resampling.LANCZOS).convert("RGBA")
    cw, ch = int(page.width * rng.uniform(1.12, 1.22)), int(page.height * rng.uniform(1.08, 1.14))
    bg = background(cw, ch, rng, str(rng.choice(["wood", "desk", "fabric"])))
    layer = _place(page, (cw, ch), rng, float(rng.uniform(-3.5, 3.5)), 0.015)
    out = _shadowed(bg, layer, rng, 14).convert("RGB")
    a = _arr(out)
    a = a * _light_field(ch, cw, rng, float(rng.uniform(0.25, 0.4)))
    cast = np.array([rng.uniform(1.0, 1.06), 1.0, rng.uniform(0.88, 0.96)], dtype=np.float32)
    a = a * cast
    a = _noise(a, rng, 4.0, mono=False)
    return _img(a).filter(ImageFilter.GaussianBlur(float(rng.uniform(0.6, 0.9))))


def _rounded(card: Image.Image, radius: int) -> Image.Image:
    mask = Image.new("L", card.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, card.width - 1, card.height - 1), radius, fill=255)
    out = card.convert("RGBA")
    out.putalpha(mask)
    return out


def card_scan(cards: list[Image.Image], rng: Rng) -> Image.Image:
    """Cards laid on a flatbed: white bed, the cards one under the other, barely tilted."""
    margin = int(cards[0].width * 0.08)
    gap = int(cards[0].height * 0.12)
    cw = max(c.width for c in cards) + 2 * margin
    ch = sum(c.height for c in cards) + gap * (len(cards) - 1) + 2 * margin
    bed = Image.new("RGB", (cw, ch), (250, 250, 248))
    y = margin
    for c in cards:
        rc = _rounded(c, int(c.height * 0.05)).rotate(
            float(rng.uniform(-0.6, 0.6)), resample=Image.Resampling.BICUBIC, expand=True
        )
        bed.paste(rc, (margin + int(rng.integers(-6, 6)), y), rc)
        y += c.height + gap
    a = _noise(_arr(bed), rng, 1.5)
    return _img(a).filter(ImageFilter.GaussianBlur(0.4))


def card_photo(cards: list[Image.Image], rng: Rng, target_width: int) -> Image.Image:
    """Cards photographed on a textured or coloured surface at a slight angle, with a shadow and a glare."""
    k = target_width / cards[0].width
    scaled = [
        _rounded(c.resize((int(c.width * k), int(c.height * k)), Image.Resampling.LANCZOS), int(c.height * k * 0.05))
        for c in cards
    ]
    cw = int(max(c.width for c in scaled) * rng.uniform(1.35, 1.6))
    ch = int(sum(c.height for c in scaled) * (1.5 if len(scaled) == 1 else 1.3))
    out = background(cw, ch, rng, str(rng.choice(["wood", "fabric", "desk"]))).convert("RGBA")
    n = len(scaled)
    for i, c in enumerate(scaled):
        canvas = (cw, ch // n) if n > 1 else (cw, ch)
        layer = _place(c, canvas, rng, float(rng.uniform(-9, 9)), 0.03)
        if n > 1:
            full = Image.new("RGBA", (cw, ch), (0, 0, 0, 0))
            full.paste(layer, (0, i * (ch // n)))
            layer = full
        out = _shadowed(out, layer, rng, 10)
    a = _arr(out.convert("RGB"))
    a = a * _light_field(ch, cw, rng, float(rng.uniform(0.3, 0.45)))
    gy, gx = rng.uniform(0.2, 0.8) * ch, rng.uniform(0.2, 0.8) * cw
    yy = np.arange(ch, dtype=np.float32)[:, None]
    xx = np.arange(cw, dtype=np.float32)[None, :]
    glare = np.exp(-(((xx - gx) / (0.12 * cw)) ** 2 + ((yy - gy) / (0.08 * ch)) ** 2)) * rng.uniform(35, 60)
    a = a + glare[:, :, None]
    a = _noise(a, rng, 5.0, mono=False)
    return _img(a).filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 0.9))))


# --- encoders ------------------------------------------------------------------------------------------------------

_PDF_DATE = (2025, 4, 22, 9, 30, 0, 1, 112, 0)


def encode(pages: list[Image.Image], fmt: str, dpi: int, quality: int = 85) -> bytes:
    buf = io.BytesIO()
    first, rest = pages[0], pages[1:]
    if fmt == "png":
        assert not rest
        first.save(buf, "PNG", dpi=(dpi, dpi))
    elif fmt == "jpeg":
        assert not rest
        first.convert("RGB").save(buf, "JPEG", quality=quality, dpi=(dpi, dpi), optimize=False)
    elif fmt == "webp":
        assert not rest
        first.convert("RGB").save(buf, "WEBP", quality=quality, method=4)
    elif fmt == "tiff":
        first.save(buf, "TIFF", compression="tiff_deflate", dpi=(dpi, dpi), save_all=bool(rest), append_images=rest)
    elif fmt == "pdf":
        import time

        when = time.struct_time(_PDF_DATE)
        rgb = [p.convert("RGB") if p.mode not in ("RGB", "L") else p for p in pages]
        rgb[0].save(
            buf,
            "PDF",
            resolution=float(dpi),
            save_all=bool(rgb[1:]),
            append_images=rgb[1:],
            title="scan",
            producer="scan",
            creationDate=when,
            modDate=when,
            quality=quality,
        )
    else:
        raise ValueError(fmt)
    return buf.getvalue()
