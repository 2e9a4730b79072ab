"""Rasterize Chromium's PDFs with pypdfium2 and make scans, photocopies and phone photos of them."""

from __future__ import annotations

import datetime
import io
import random
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter, ImageOps


def pdf_pages(pdf: Path, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(str(pdf))
    try:
        out = []
        for i in range(len(doc)):
            page = doc[i]
            img = page.render(scale=dpi / 72.0).to_pil().convert("RGB")
            out.append(img)
            page.close()
        return out
    finally:
        doc.close()


def _np(img: Image.Image) -> np.ndarray:
    return np.asarray(img, dtype=np.float32)


def _img(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def smooth_field(
    rng: np.random.Generator, w: int, h: int, cells: int = 4, lo: float = 0.8, hi: float = 1.0
) -> np.ndarray:
    small = rng.uniform(lo, hi, size=(cells, cells)).astype(np.float32)
    f = Image.fromarray((small * 255 / max(hi, 1e-6)).astype(np.uint8), "L").resize((w, h), Image.BICUBIC)
    return np.asarray(f, dtype=np.float32) / 255 * max(hi, 1e-6)


def light_gradient(rng: np.random.Generator, w: int, h: int, strength: float) -> np.ndarray:
    """A linear falloff of the light across the image, computed small and enlarged."""
    ang = rng.uniform(0, 2 * np.pi)
    sw, sh = 64, max(2, int(64 * h / max(w, 1)))
    g = np.cos(ang) * np.linspace(0, 1, sw)[None, :] + np.sin(ang) * np.linspace(0, 1, sh)[:, None]
    g = 1.0 - strength * (g - g.min()) / max(float(g.max() - g.min()), 1e-6)
    return _enlarge(g, w, h)


def _enlarge(small: np.ndarray, w: int, h: int) -> np.ndarray:
    im = Image.fromarray(small.astype(np.float32), "F").resize((w, h), Image.BILINEAR)
    return np.asarray(im, dtype=np.float32)


def add_noise(a: np.ndarray, rng: np.random.Generator, sigma: float) -> np.ndarray:
    """Grain from a tiled 256 x 256 patch (per-pixel Gaussian noise on whole pages is too slow here)."""
    h, w = a.shape[:2]
    tile = rng.normal(0, sigma, size=(256, 256)).astype(np.float32)
    noise = np.tile(tile, (h // 256 + 1, w // 256 + 1))[:h, :w]
    if a.ndim == 3:
        noise = noise[..., None]
    return a + noise


def jpeg_roundtrip(img: Image.Image, q: int) -> Image.Image:
    b = io.BytesIO()
    img.save(b, "JPEG", quality=q)
    b.seek(0)
    return Image.open(b).convert("RGB")


def _coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """PIL perspective coefficients mapping output points dst to input points src."""
    m = []
    v = []
    for (x, y), (u, w) in zip(dst, src, strict=True):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -w * x, -w * y])
        v.extend([u, w])
    return list(np.linalg.solve(np.array(m, dtype=np.float64), np.array(v, dtype=np.float64)))


def background(rng: np.random.Generator, w: int, h: int, kind: str) -> Image.Image:
    if kind == "wood":
        base = np.array([150, 105, 68], dtype=np.float32)
        yy = np.arange(h, dtype=np.float32)[:, None]
        xx = np.arange(w, dtype=np.float32)[None, :]
        warp = smooth_field(rng, w, h, 6, 0, 1) * 40
        grain = np.sin((yy + warp) / rng.uniform(9, 16) + np.sin(xx / 230.0) * 2) * 0.5 + 0.5
        a = base[None, None, :] * (0.78 + 0.3 * grain[..., None])
        a = a * smooth_field(rng, w, h, 3, 0.85, 1.05)[..., None]
    elif kind == "fabric":
        col = np.array(rng.choice([[70, 82, 110], [120, 40, 45], [60, 90, 70], [150, 150, 145]]), dtype=np.float32)
        a = np.ones((h, w, 3), np.float32) * col
        a = add_noise(a, rng, 9)
    elif kind == "desk":
        col = np.array(rng.choice([[205, 205, 200], [190, 195, 200], [225, 220, 210]]), dtype=np.float32)
        a = np.ones((h, w, 3), np.float32) * col
        a = a * smooth_field(rng, w, h, 3, 0.85, 1.02)[..., None]
        a = add_noise(a, rng, 4)
    else:  # dark table
        col = np.array([58, 56, 60], dtype=np.float32)
        a = np.ones((h, w, 3), np.float32) * col * smooth_field(rng, w, h, 4, 0.8, 1.15)[..., None]
        a = add_noise(a, rng, 5)
    return _img(a)


def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return m


# ------------------------------------------------------------------ pages


def clean_scan(img: Image.Image, rng: random.Random) -> Image.Image:
    """A good scanner: the paper's white a touch grey, rarely a fraction of a degree of skew."""
    if rng.random() < 0.35:
        img = img.rotate(rng.uniform(-0.35, 0.35), resample=Image.BILINEAR, expand=False, fillcolor=(255, 255, 255))
    lo = rng.randint(4, 12)
    hi = rng.randint(246, 252)
    lut = [int(lo + v * (hi - lo) / 255) for v in range(256)]
    return img.point(lut * 3)


def degrade_scan(img: Image.Image, rng: random.Random, strength: float, dpi_from: float, dpi_to: float) -> Image.Image:
    """A poor flatbed scan: lower resolution, slant, blur, noise, uneven light, JPEG."""
    nr = np.random.default_rng(rng.randint(0, 2**31))
    w, h = img.size
    f = dpi_to / dpi_from
    if abs(f - 1) > 0.01:
        img = img.resize((max(1, int(w * f)), max(1, int(h * f))), Image.BILINEAR)
    ang = rng.choice([-1, 1]) * rng.uniform(0.8, 1.0 + 2.6 * strength)
    bg = tuple(int(v) for v in rng.choice([(250, 250, 248), (236, 236, 234), (40, 40, 40)]))
    pad = int(img.size[0] * 0.02)
    img = ImageOps.expand(img, border=pad, fill=bg)
    img = img.rotate(ang, resample=Image.BICUBIC, expand=True, fillcolor=bg)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.55 + 0.5 * strength)))
    a = _np(img)
    hh, ww = a.shape[:2]
    a = a * light_gradient(nr, ww, hh, rng.uniform(0.05, 0.12 + 0.13 * strength))[..., None]
    if rng.random() < 0.5:
        a = a * np.array([1.0, 0.985, 0.95], dtype=np.float32)  # yellowish paper
    a = add_noise(a, nr, 3 + 6 * strength)
    out = _img(a)
    return jpeg_roundtrip(out, int(75 - 30 * strength))


def photocopy(img: Image.Image, rng: random.Random, strength: float, dpi_from: float, dpi_to: float) -> Image.Image:
    """A photocopy's grey: flattened contrast, grey background, toner specks and streaks, slight slant."""
    nr = np.random.default_rng(rng.randint(0, 2**31))
    w, h = img.size
    f = dpi_to / dpi_from
    if abs(f - 1) > 0.01:
        img = img.resize((int(w * f), int(h * f)), Image.BILINEAR)
    img = img.convert("L")
    img = img.rotate(rng.uniform(-1.8, 1.8) * (0.5 + strength), resample=Image.BICUBIC, fillcolor=235)
    a = np.asarray(img, dtype=np.float32)
    # darken the ink and grey the paper
    a = 255 * (a / 255) ** rng.uniform(1.3, 1.8)
    paper = rng.uniform(200, 228)
    a = a * (paper / 255.0) + 8
    hh, ww = a.shape
    a = a * light_gradient(nr, ww, hh, rng.uniform(0.05, 0.15 + 0.1 * strength))
    # streaks
    for _ in range(rng.randint(1, 3)):
        x = rng.randint(0, ww - 1)
        a[:, x : x + 2] *= rng.uniform(0.86, 0.95)
    specks = nr.random((hh, ww)) < 0.0008 * (1 + 2 * strength)
    a[specks] = nr.uniform(20, 90, size=int(specks.sum()))
    a = add_noise(a, nr, 4 + 5 * strength)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L").filter(ImageFilter.GaussianBlur(0.45))
    return jpeg_roundtrip(out.convert("RGB"), int(72 - 22 * strength))


def _soft_shadow(mask: Image.Image, dx: int, dy: int, blur: float) -> np.ndarray:
    """A blurred, offset copy of the mask, computed at a quarter of the size."""
    w, h = mask.size
    small = mask.resize((max(1, w // 4), max(1, h // 4)), Image.BILINEAR).filter(ImageFilter.GaussianBlur(blur / 4))
    big = small.resize((w, h), Image.BILINEAR)
    out = Image.new("L", (w, h), 0)
    out.paste(big, (dx, dy))
    return np.asarray(out, dtype=np.float32) / 255


def phone_photo_page(img: Image.Image, rng: random.Random, strength: float, out_w: int = 1700) -> Image.Image:
    """A phone photo of a page lying on a desk: perspective, background, light falloff, shadow, JPEG."""
    nr = np.random.default_rng(rng.randint(0, 2**31))
    w, h = img.size
    scale = out_w * rng.uniform(0.8, 0.9) / w
    pw, ph = int(w * scale), int(h * scale)
    page = img.resize((pw, ph), Image.BILINEAR)
    out_h = int(ph / 0.9)
    bg = background(nr, out_w, out_h, rng.choice(["wood", "desk", "dark", "fabric"]))
    ox = (out_w - pw) / 2
    oy = (out_h - ph) / 2
    j = 0.02 + 0.05 * strength
    dst = [
        (ox + rng.uniform(-j, j) * pw, oy + rng.uniform(-j, j) * ph),
        (ox + pw + rng.uniform(-j, j) * pw, oy + rng.uniform(-j, j) * ph),
        (ox + pw + rng.uniform(-j, j) * pw, oy + ph + rng.uniform(-j, j) * ph),
        (ox + rng.uniform(-j, j) * pw, oy + ph + rng.uniform(-j, j) * ph),
    ]
    co = _coeffs([(0, 0), (pw, 0), (pw, ph), (0, ph)], dst)
    warped = page.transform((out_w, out_h), Image.PERSPECTIVE, co, resample=Image.BILINEAR)
    mask = Image.new("L", (pw, ph), 255).transform((out_w, out_h), Image.PERSPECTIVE, co, resample=Image.BILINEAR)
    bga = _np(bg) * (1 - 0.45 * _soft_shadow(mask, 8, 10, 14))[..., None]
    comp = Image.composite(warped, _img(bga), mask)
    light = light_gradient(nr, out_w, out_h, rng.uniform(0.1, 0.2 + 0.2 * strength))
    if rng.random() < 0.5:  # the phone's shadow across the page
        sw, sh = 80, max(2, int(80 * out_h / out_w))
        yy, xx = np.ogrid[0:sh, 0:sw]
        cx, cy = rng.uniform(0.2, 0.8) * sw, rng.uniform(0.6, 1.1) * sh
        dist = np.sqrt(((xx - cx) / (0.35 * sw)) ** 2 + ((yy - cy) / (0.3 * sh)) ** 2)
        light = light * _enlarge(1 - 0.22 * np.clip(1.3 - dist, 0, 1), out_w, out_h)
    a = _np(comp) * light[..., None]
    a = a * np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.98)], dtype=np.float32)
    a = add_noise(a, nr, 3 + 4 * strength)
    out = _img(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.6 + 0.5 * strength)))
    return jpeg_roundtrip(out, int(78 - 25 * strength))


# ------------------------------------------------------------------ cards


def card_scan(card: Image.Image, rng: random.Random, card_dpi: float, dpi: int, bed: bool) -> Image.Image:
    """A flatbed scan of a card: cropped close around it, or the whole (A5-ish) bed with the card in a corner."""
    f = dpi / card_dpi
    c = card.resize((int(card.size[0] * f), int(card.size[1] * f)), Image.LANCZOS)
    mask = rounded_mask(c.size, int(3.2 / 25.4 * dpi))
    ang = rng.uniform(-1.2, 1.2)
    c_rot = c.rotate(ang, resample=Image.BICUBIC, expand=True)
    m_rot = mask.rotate(ang, resample=Image.BICUBIC, expand=True)
    if bed:
        W, H = int(148 / 25.4 * dpi), int(105 / 25.4 * dpi)
        x, y = int(rng.uniform(0.04, 0.1) * W), int(rng.uniform(0.05, 0.12) * H)
    else:
        W, H = c_rot.size[0] + int(0.25 * dpi), c_rot.size[1] + int(0.25 * dpi)
        x, y = int(0.12 * dpi), int(0.12 * dpi)
    bgc = rng.choice([(252, 252, 252), (246, 246, 244), (250, 250, 247)])
    page = Image.new("RGB", (W, H), bgc)
    sh = Image.new("L", page.size, 0)
    sh.paste(m_rot, (x + 3, y + 4))
    sh = sh.filter(ImageFilter.GaussianBlur(5))
    page = Image.composite(Image.new("RGB", page.size, (200, 200, 200)), page, sh.point(lambda v: v * 0.45))
    page.paste(c_rot, (x, y), m_rot)
    return clean_scan(page, rng)


def card_photo(card: Image.Image, rng: random.Random, strength: float, out_w: int = 1800) -> Image.Image:
    """A phone photo of a card on a table: perspective, background, glare, blur, JPEG."""
    nr = np.random.default_rng(rng.randint(0, 2**31))
    out_h = int(out_w * rng.uniform(0.72, 0.8))
    cw = int(out_w * rng.uniform(0.6, 0.76))
    chh = int(cw * card.size[1] / card.size[0])
    c = card.resize((cw, chh), Image.LANCZOS)
    mask = rounded_mask(c.size, int(cw * 3.2 / 85.6))
    bg = background(nr, out_w, out_h, rng.choice(["wood", "desk", "dark", "fabric"]))
    ox = (out_w - cw) / 2 + rng.uniform(-0.06, 0.06) * out_w
    oy = (out_h - chh) / 2 + rng.uniform(-0.05, 0.05) * out_h
    j = 0.03 + 0.07 * strength
    dst = [
        (ox + rng.uniform(-j, j) * cw, oy + rng.uniform(-j, j) * chh),
        (ox + cw + rng.uniform(-j, j) * cw, oy + rng.uniform(-j, j) * chh),
        (ox + cw + rng.uniform(-j, j) * cw, oy + chh + rng.uniform(-j, j) * chh),
        (ox + rng.uniform(-j, j) * cw, oy + chh + rng.uniform(-j, j) * chh),
    ]
    co = _coeffs([(0, 0), (cw, 0), (cw, chh), (0, chh)], dst)
    warped = c.transform((out_w, out_h), Image.PERSPECTIVE, co, resample=Image.BICUBIC)
    m = mask.transform((out_w, out_h), Image.PERSPECTIVE, co, resample=Image.BILINEAR)
    bga = _np(bg) * (1 - 0.5 * _soft_shadow(m, 7, 9, 10))[..., None]
    comp = Image.composite(warped, _img(bga), m)
    a = _np(comp)
    # glare on the laminate
    yy, xx = (g.astype(np.float32) for g in np.ogrid[0:out_h, 0:out_w])
    gx, gy = ox + rng.uniform(0.2, 0.8) * cw, oy + rng.uniform(0.2, 0.8) * chh
    rad = rng.uniform(0.08, 0.16) * out_w
    glare = np.exp(-(((xx - gx) ** 2 + ((yy - gy) * 1.6) ** 2) / (2 * rad**2))) * rng.uniform(
        0.25, 0.35 + 0.2 * strength
    )
    glare *= np.asarray(m, dtype=np.float32) / 255
    a = a + (255 - a) * glare[..., None]
    a = a * light_gradient(nr, out_w, out_h, rng.uniform(0.1, 0.25))[..., None]
    a = add_noise(a, nr, 3 + 5 * strength)
    out = _img(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.7 + 0.6 * strength)))
    return jpeg_roundtrip(out, int(80 - 25 * strength))


# ------------------------------------------------------------------ save


def save(imgs: list[Image.Image], path: Path, dpi: int, quality: int = 90) -> str:
    ext = path.suffix.lower()
    if ext in (".jpg", ".jpeg"):
        imgs[0].save(path, "JPEG", quality=quality, dpi=(dpi, dpi))
        return "image/jpeg"
    if ext == ".png":
        imgs[0].save(path, "PNG", dpi=(dpi, dpi), compress_level=1)
        return "image/png"
    if ext in (".tif", ".tiff"):
        imgs[0].save(path, "TIFF", dpi=(dpi, dpi), compression="tiff_lzw", save_all=True, append_images=imgs[1:])
        return "image/tiff"
    if ext == ".webp":
        imgs[0].save(path, "WEBP", quality=quality, method=2)
        return "image/webp"
    if ext == ".pdf":
        rgb = [i.convert("RGB") for i in imgs]
        when = datetime.datetime(2024, 12, 14, 9, 30, 0).timetuple()  # fixed, for a deterministic file
        rgb[0].save(
            path,
            "PDF",
            resolution=float(dpi),
            save_all=True,
            append_images=rgb[1:],
            quality=quality,
            creationDate=when,
            modDate=when,
            producer="Scanner",
        )
        return "application/pdf"
    raise ValueError(ext)
