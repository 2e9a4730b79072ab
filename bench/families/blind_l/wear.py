"""What scanners, photocopiers and phones do to a page or a card: Pillow and numpy, seeded."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def _arr(img: Image.Image) -> np.ndarray:
    return np.asarray(img, dtype=np.float32)


def _img(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def noise(img: Image.Image, rng: np.random.Generator, sigma: float) -> Image.Image:
    a = _arr(img)
    n = rng.normal(0.0, sigma, a.shape[:2]).astype(np.float32)
    a = a + (n[..., None] if a.ndim == 3 else n)
    return _img(a)


def lighting(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """Uneven light: a tilted plane times a soft radial fall-off, maybe a shadow band."""
    a = _arr(img)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gx, gy = rng.uniform(-1, 1), rng.uniform(-1, 1)
    plane = 1.0 - strength * 0.5 * (gx * (xx / w - 0.5) + gy * (yy / h - 0.5) + 0.5)
    cx, cy = rng.uniform(0.3, 0.7) * w, rng.uniform(0.3, 0.7) * h
    r = np.sqrt(((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2)
    radial = 1.0 - strength * 0.6 * np.clip(r - 0.25, 0, None)
    f = plane * radial
    if rng.random() < 0.5:  # the phone's shadow
        x0 = rng.uniform(0.0, 0.5) * w
        band = 1.0 - strength * 0.35 / (1.0 + np.exp(-(xx - x0 - (yy / h) * 0.25 * w) / (0.03 * w)))
        f = f * np.where(rng.random() < 0.5, band, band[:, ::-1])
    return _img(a * (f[..., None] if a.ndim == 3 else f))


def background(size: tuple[int, int], rng: np.random.Generator, kind: str) -> Image.Image:
    """A desk, a table cloth or a sofa behind a photographed paper or card."""
    w, h = size
    small = (max(8, w // 8), max(8, h // 8))
    if kind == "wood":
        base = np.array([150, 104, 66], np.float32) * rng.uniform(0.8, 1.15)
        yy, xx = np.mgrid[0 : small[1], 0 : small[0]].astype(np.float32)
        grain = np.sin(yy / rng.uniform(2.0, 4.0) + 3.0 * np.sin(xx / rng.uniform(20, 40))) * 14
        a = base[None, None, :] + grain[..., None] + rng.normal(0, 6, (small[1], small[0], 1))
    elif kind == "cloth":
        base = np.array(rng.choice([[60, 70, 110], [120, 40, 45], [70, 95, 70], [200, 190, 170]]), np.float32)
        a = base[None, None, :] + rng.normal(0, 10, (small[1], small[0], 1))
    else:  # a grey or white desk
        base = np.array(rng.choice([[205, 205, 200], [90, 90, 95], [235, 232, 225], [170, 160, 150]]), np.float32)
        a = base[None, None, :] + rng.normal(0, 4, (small[1], small[0], 1))
    img = _img(a).resize(size, Image.BICUBIC)
    return img.filter(ImageFilter.GaussianBlur(1.2))


def _coeffs(out_pts, in_pts) -> list[float]:
    rows, rhs = [], []
    for (x, y), (u, v) in zip(out_pts, in_pts, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.extend([u, v])
    return [float(c) for c in np.linalg.solve(np.array(rows, float), np.array(rhs, float))]


def place(
    fg: Image.Image, mask: Image.Image, bg: Image.Image, quad: list[tuple[float, float]], shadow: float = 0.0
) -> Image.Image:
    """Warp fg (with its mask) onto the quad (tl, tr, br, bl) of bg."""
    w, h = fg.size
    coeffs = _coeffs(quad, [(0, 0), (w, 0), (w, h), (0, h)])
    warped = fg.transform(bg.size, Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    wmask = mask.transform(bg.size, Image.PERSPECTIVE, coeffs, Image.BILINEAR)
    out = bg.copy()
    if shadow:
        sh = wmask.filter(ImageFilter.GaussianBlur(max(2, bg.size[0] // 150)))
        sh = sh.transform(bg.size, Image.AFFINE, (1, 0, -bg.size[0] / 200, 0, 1, -bg.size[1] / 150))
        dark = Image.new("RGB", bg.size, (20, 20, 20))
        out = Image.composite(dark, out, sh.point(lambda p: int(p * shadow)))
    out.paste(warped, (0, 0), wmask)
    return out


def jitter_quad(x0, y0, x1, y1, rng, amount) -> list[tuple[float, float]]:
    pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    span = max(x1 - x0, y1 - y0)
    return [(x + rng.uniform(-amount, amount) * span, y + rng.uniform(-amount, amount) * span) for x, y in pts]


# -- pages ---------------------------------------------------------------------------------------------------------
def scan_clean(img: Image.Image, rng: np.random.Generator, grey: bool = False) -> Image.Image:
    """A good flatbed scan: paper tint, a hair of skew, faint noise; in grey when the scanner was set so."""
    a = _arr(img)
    tint = np.array([rng.uniform(247, 253), rng.uniform(246, 252), rng.uniform(240, 250)], np.float32) / 255.0
    a = a * tint
    img = _img(a)
    angle = rng.uniform(-0.45, 0.45)
    img = img.rotate(angle, Image.BICUBIC, expand=False, fillcolor=(250, 250, 248))
    img = noise(img, rng, 1.2)
    return img.convert("L") if grey else img


def photocopy(img: Image.Image, rng: np.random.Generator, dpi_from: float, dpi_to: float) -> Image.Image:
    """A photocopy scanned low: grey, skewed, toner specks, dark margin, soft."""
    w, h = img.size
    k = dpi_to / dpi_from
    img = img.resize((int(w * k), int(h * k)), Image.LANCZOS).convert("L")
    a = _arr(img)
    grey = rng.uniform(215, 232)
    a = 255 - (255 - a) * rng.uniform(0.85, 1.0)
    a = a * grey / 255.0
    img = _img(a)
    img = img.rotate(rng.uniform(-2.6, 2.6), Image.BICUBIC, expand=False, fillcolor=int(grey * 0.55))
    a = _arr(img)
    ww = a.shape[1]
    specks = rng.random(a.shape) < 0.0015
    a[specks] = rng.uniform(40, 120)
    edge = int(ww * rng.uniform(0.01, 0.03))
    a[:, :edge] *= 0.45
    img = _img(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    img = noise(img, rng, 6.0)
    return lighting(img.convert("RGB"), rng, 0.25)


def phone_page(img: Image.Image, rng: np.random.Generator, out_h: int = 1800) -> Image.Image:
    """A phone photo of a sheet on a desk: perspective, light, blur, noise."""
    w, h = img.size
    k = out_h * rng.uniform(0.82, 0.9) / h
    page = img.resize((int(w * k), int(h * k)), Image.LANCZOS)
    pw, ph = page.size
    W, H = int(out_h * 0.75), out_h
    bg = background((W, H), rng, str(rng.choice(["wood", "desk", "cloth"])))
    x0 = (W - pw) / 2 + rng.uniform(-0.03, 0.03) * W
    y0 = (H - ph) / 2 + rng.uniform(-0.02, 0.02) * H
    quad = jitter_quad(x0, y0, x0 + pw, y0 + ph, rng, 0.03)
    mask = Image.new("L", page.size, 255)
    out = place(page, mask, bg, quad, shadow=0.5)
    out = lighting(out, rng, 0.45)
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.2)))
    return noise(out, rng, 5.0)


# -- cards ---------------------------------------------------------------------------------------------------------
def card_mask(size: tuple[int, int]) -> Image.Image:
    w, h = size
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(w * 0.037), fill=255)
    return m


def card_scan(card: Image.Image, rng: np.random.Generator) -> Image.Image:
    """The card on a scanner's glass, cropped with a white margin."""
    w, h = card.size
    mx, my = int(w * rng.uniform(0.06, 0.12)), int(h * rng.uniform(0.08, 0.16))
    bg = Image.new("RGB", (w + 2 * mx, h + 2 * my), (250, 250, 248))
    quad = jitter_quad(mx, my, mx + w, my + h, rng, 0.004)
    out = place(card, card_mask(card.size), bg, quad, shadow=0.18)
    return noise(out, rng, 1.8)


def card_photo(cards: list[Image.Image], rng: np.random.Generator, out_w: int = 1400) -> Image.Image:
    """A phone photo of one card (or a card's two faces) lying on something: a tilt of the camera, shadows, glare,
    blur and noise."""
    W, H = out_w, int(out_w * 0.75)
    scene = background((W, H), rng, str(rng.choice(["wood", "desk", "cloth"])))
    n = len(cards)
    share = rng.uniform(0.58, 0.7) if n == 1 else rng.uniform(0.42, 0.46)
    for i, card in enumerate(cards):
        w, h = card.size
        k = W * share / w
        c = card.resize((int(w * k), int(h * k)), Image.LANCZOS)
        cw, ch = c.size
        cx = W / 2 if n == 1 else W * (0.27 + 0.46 * i)
        x0 = cx - cw / 2 + rng.uniform(-0.03, 0.03) * W
        y0 = (H - ch) / 2 + rng.uniform(-0.06, 0.06) * H
        quad = jitter_quad(x0, y0, x0 + cw, y0 + ch, rng, 0.02)
        scene = place(c, card_mask(c.size), scene, quad, shadow=0.55)
    # the camera's tilt: sample the scene through an inset, skewed quadrilateral
    m = 0.07
    src = [
        (rng.uniform(0, m) * W, rng.uniform(0, m) * H),
        (W - rng.uniform(0, m) * W, rng.uniform(0, m) * H),
        (W - rng.uniform(0, m) * W, H - rng.uniform(0, m) * H),
        (rng.uniform(0, m) * W, H - rng.uniform(0, m) * H),
    ]
    scene = scene.transform((W, H), Image.PERSPECTIVE, _coeffs([(0, 0), (W, 0), (W, H), (0, H)], src), Image.BICUBIC)
    a = _arr(scene)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    gx, gy = rng.uniform(0.3, 0.7) * W, rng.uniform(0.3, 0.7) * H
    glare = np.exp(-(((xx - gx) / (0.12 * W)) ** 2 + ((yy - gy) / (0.08 * H)) ** 2)) * rng.uniform(25, 55)
    out = _img(a + glare[..., None])
    out = lighting(out, rng, 0.35)
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.0)))
    return noise(out, rng, 4.5)


def cards_on_page(cards: list[Image.Image], rng: np.random.Generator, dpi: int) -> Image.Image:
    """Front and back of a card photocopied/scanned on one A4 sheet (top half)."""
    W, H = int(8.27 * dpi), int(11.69 * dpi)
    bg = Image.new("RGB", (W, H), (250, 250, 248))
    y = int(H * 0.08)
    for c in cards:
        x = int((W - c.size[0]) / 2 + rng.uniform(-0.02, 0.02) * W)
        quad = jitter_quad(x, y, x + c.size[0], y + c.size[1], rng, 0.003)
        bg = place(c, card_mask(c.size), bg, quad, shadow=0.15)
        y += c.size[1] + int(H * 0.05)
    return noise(bg, rng, 1.5)
