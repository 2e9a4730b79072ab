"""What happens to a page between the printer and the lender: scanners, photocopiers, fax machines and phones.

Every function takes Qt's clean page images (PIL, RGB) and a seeded numpy generator, and gives back the images to
write; ``write`` stores them in the document's format with fixed metadata so builds are byte-identical.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps

FIXED_TIME = time.strptime("2025-05-20 09:00:00", "%Y-%m-%d %H:%M:%S")
MIME = {
    "pdf": "application/pdf",
    "imgpdf": "application/pdf",
    "png": "image/png",
    "jpg": "image/jpeg",
    "tif": "image/tiff",
    "webp": "image/webp",
}
EXT = {"pdf": "pdf", "imgpdf": "pdf", "png": "png", "jpg": "jpg", "tif": "tif", "webp": "webp"}


def _arr(img: Image.Image) -> np.ndarray:
    return np.asarray(img, dtype=np.float32)


def _img(arr: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(arr + 0.5, 0, 255).astype(np.uint8))


def _noise(arr: np.ndarray, rng: np.random.Generator, sigma: float) -> np.ndarray:
    shape = arr.shape[:2]
    grain = rng.standard_normal(shape, dtype=np.float32) * np.float32(sigma)
    return arr + (grain[..., None] if arr.ndim == 3 else grain)


def _light(arr: np.ndarray, rng: np.random.Generator, low: float, high: float = 1.0) -> np.ndarray:
    """Uneven light: a smooth gradient from one corner, and a soft hot spot."""
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)
    ramp = (np.cos(angle) * xx / w + np.sin(angle) * yy / h + 1) / 2
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    spot = np.exp(-(((xx - cx) / (0.6 * w)) ** 2 + ((yy - cy) / (0.6 * h)) ** 2))
    gain = low + (high - low) * np.clip(0.6 * ramp + 0.5 * spot, 0, 1)
    return arr * (gain[..., None] if arr.ndim == 3 else gain)


def _rotate(img: Image.Image, deg: float, fill: tuple[int, ...] | int) -> Image.Image:
    return img.rotate(deg, resample=Image.BICUBIC, expand=True, fillcolor=fill)


def _scale(img: Image.Image, factor: float) -> Image.Image:
    size = (max(1, round(img.width * factor)), max(1, round(img.height * factor)))
    return img.resize(size, Image.LANCZOS)


# -- conditions -----------------------------------------------------------------------------------------------------
def good_scan(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A flatbed scan: paper a touch off-white, a hair of skew, a little sensor noise."""
    img = img.rotate(float(rng.uniform(-0.35, 0.35)), resample=Image.BILINEAR, expand=True, fillcolor=(255, 255, 255))
    arr = _noise(_arr(img), rng, 2.0) * np.array([0.985, 0.982, 0.972], dtype=np.float32)
    return _img(_white_point(arr, 236))


def _white_point(arr: np.ndarray, level: float) -> np.ndarray:
    """A scanner's auto-levels: everything lighter than the level is paper, printed white."""
    return np.where(arr >= level, 255.0, arr * (255.0 / level)).astype(np.float32)


def poor_scan(img: Image.Image, rng: np.random.Generator, factor: float) -> Image.Image:
    """A cheap scanner at low resolution: skew, blur, noise, light falling off, greyish paper."""
    img = _scale(img, factor)
    img = _rotate(img, float(rng.uniform(-1.8, 1.8)), (236, 234, 228))
    img = img.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 0.9))))
    arr = _arr(img) * np.array([0.95, 0.94, 0.91], dtype=np.float32)
    arr = _light(arr, rng, 0.78)
    return _img(_noise(arr, rng, 5.5))


def photocopy(img: Image.Image, rng: np.random.Generator, factor: float) -> Image.Image:
    """A photocopy of a photocopy: grey, hard contrast, toner specks, a dark band where the lid did not close."""
    img = _scale(ImageOps.grayscale(img), factor)
    img = _rotate(img, float(rng.uniform(-1.5, 1.5)), 250)
    arr = _arr(img)
    arr = (arr - 128) * 1.35 + 118
    arr = np.minimum(arr, 226)
    h, w = arr.shape
    specks = rng.random((h, w)) < 0.0025
    arr[specks] = rng.uniform(30, 120)
    band = int(w * rng.uniform(0.015, 0.04))
    side = rng.integers(0, 2)
    ramp = np.linspace(0.35, 1.0, band, dtype=np.float32)
    if side:
        arr[:, :band] *= ramp[None, :]
    else:
        arr[:, w - band :] *= ramp[::-1][None, :]
    arr = _noise(arr, rng, 7.0)
    out = _img(arr).filter(ImageFilter.GaussianBlur(0.6))
    return out.convert("RGB")


def fax(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A fax in fine mode: 204 x 196 dpi from a 300 dpi page, one bit per pixel, a few dropped lines."""
    grey = ImageOps.grayscale(img)
    target = (round(grey.width * 204 / 300), round(grey.height * 196 / 300))
    grey = grey.resize(target, Image.BILINEAR)
    grey = _rotate(grey, float(rng.uniform(-0.9, 0.9)), 255)
    arr = _noise(_arr(grey), rng, 18.0)
    bw = arr > 150
    h = bw.shape[0]
    for _ in range(int(rng.integers(2, 6))):
        row = int(rng.integers(0, h))
        bw[row : row + int(rng.integers(1, 3)), :] = rng.random() < 0.5
    out = Image.fromarray(np.where(bw, 255, 0).astype(np.uint8)).convert("1", dither=Image.NONE)
    return out


def _texture(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A table top: wood, a grey desk or a patterned cloth."""
    kind = int(rng.integers(0, 3))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == 0:
        base = np.array([122, 84, 52], dtype=np.float32)
        wobble = 3 * np.sin(xx / rng.uniform(80, 160)) + 1.5 * np.sin(
            yy / rng.uniform(40, 90) + xx / rng.uniform(200, 400)
        )
        grain = (
            np.sin(yy / rng.uniform(5, 9) + wobble) * 0.3 + np.sin(yy / rng.uniform(17, 29) + wobble * 0.7) * 0.2 + 0.5
        )
        tex = base[None, None, :] * (0.75 + 0.35 * grain[..., None])
    elif kind == 1:
        base = np.array([rng.uniform(90, 150)] * 3, dtype=np.float32)
        tex = np.broadcast_to(base, (h, w, 3)).copy()
    else:
        c1 = np.array([40, 60, 100], dtype=np.float32)
        c2 = np.array([180, 160, 120], dtype=np.float32)
        check = ((xx // 40 + yy // 40) % 2)[..., None]
        tex = c1 * check + c2 * (1 - check)
    return _noise(tex, rng, 9.0)


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Perspective coefficients mapping output points dst onto input points src (for Image.transform)."""
    rows = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=np.float64)
    b = np.array([c for pt in src for c in pt], dtype=np.float64)
    return [float(v) for v in np.linalg.solve(a, b)]


def phone_photo(img: Image.Image, rng: np.random.Generator, out_w: int, fill: float) -> Image.Image:
    """A phone photo of the paper or the card lying on a table: perspective, shadow, light, blur, noise."""
    w, h = img.size
    scale = out_w * fill / w
    pw, ph = w * scale, h * scale
    out_h = int(ph / fill * rng.uniform(0.95, 1.1)) if h > w else int(out_w * 0.75)
    out_h = max(out_h, int(ph + out_w * 0.12))
    bg = _texture(rng, out_w, out_h)
    x0, y0 = (out_w - pw) / 2, (out_h - ph) / 2
    jit = 0.045 * min(pw, ph)
    dst = [
        (x0 + rng.uniform(-jit, jit), y0 + rng.uniform(-jit, jit)),
        (x0 + pw + rng.uniform(-jit, jit), y0 + rng.uniform(-jit, jit)),
        (x0 + pw + rng.uniform(-jit, jit), y0 + ph + rng.uniform(-jit, jit)),
        (x0 + rng.uniform(-jit, jit), y0 + ph + rng.uniform(-jit, jit)),
    ]
    src = [(0.0, 0.0), (float(w), 0.0), (float(w), float(h)), (0.0, float(h))]
    coeffs = _coeffs(dst, src)
    alpha = img.getchannel("A") if img.mode == "RGBA" else Image.new("L", img.size, 255)
    warped = img.convert("RGB").transform((out_w, out_h), Image.PERSPECTIVE, coeffs, resample=Image.BICUBIC)
    mask = alpha.transform((out_w, out_h), Image.PERSPECTIVE, coeffs, resample=Image.BILINEAR)
    shadow = mask.filter(ImageFilter.GaussianBlur(out_w * 0.01))
    offset = int(out_w * 0.008)
    shadow_arr = np.zeros((out_h, out_w), dtype=np.float32)
    shadow_arr[offset:, offset:] = _arr(shadow)[: out_h - offset, : out_w - offset] / 255.0
    base = bg * (1 - 0.45 * shadow_arr[..., None])
    m = _arr(mask)[..., None] / 255.0
    arr = base * (1 - m) + _arr(warped) * m
    arr = _light(arr, rng, 0.72, 1.04)
    arr = arr * np.array([1.0, 0.97, 0.9], dtype=np.float32)  # warm indoor light
    out = _img(_noise(arr, rng, 4.0))
    return out.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.6, 1.1))))


def card_scan(card: Image.Image, rng: np.random.Generator, dpi: int) -> Image.Image:
    """A card (RGBA, its corners transparent) on a flatbed: white bed around it, a little tilt, a soft shadow."""
    margin = int(dpi * 0.25)
    card = card.rotate(float(rng.uniform(-1.2, 1.2)), resample=Image.BICUBIC, expand=True)
    bed = Image.new("RGB", (card.width + 2 * margin, card.height + 2 * margin), (250, 250, 248))
    shadow = Image.new("L", bed.size, 0)
    shadow.paste(card.getchannel("A"), (margin + 3, margin + 4))
    shadow = shadow.filter(ImageFilter.GaussianBlur(4))
    bed = Image.composite(Image.new("RGB", bed.size, (205, 205, 205)), bed, shadow.point(lambda v: v * 0.5))
    bed.paste(card, (margin, margin), card)
    return _img(_white_point(_noise(_arr(bed), rng, 1.5), 246))


def _rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=radius, fill=255)
    return mask


def cut_cards(pages: list[Image.Image], dpi: int) -> Image.Image:
    """The card (or recto above verso) cut out: RGBA, transparent around the rounded corners and between sides."""
    gap = int(dpi * 0.3)
    w = max(p.width for p in pages)
    h = sum(p.height for p in pages) + gap * (len(pages) - 1)
    sheet = Image.new("RGBA", (w, h), (255, 255, 255, 0))
    y = 0
    for page in pages:
        sheet.paste(page.convert("RGBA"), (0, y), _rounded_mask(page.size, int(dpi * 3 / 25.4)))
        y += page.height + gap
    return sheet


# -- writing --------------------------------------------------------------------------------------------------------
def write(images: list[Image.Image], fmt: str, path: Path, dpi: int, quality: int = 90) -> None:
    """Store the images: one page per image (PDF and TIFF hold several)."""
    first, rest = images[0], images[1:]
    if fmt == "imgpdf":
        converted = [im if im.mode in ("RGB", "L", "1") else im.convert("RGB") for im in images]
        buffer = io.BytesIO()
        converted[0].save(
            buffer,
            format="PDF",
            save_all=True,
            append_images=converted[1:],
            resolution=float(dpi),
            creationDate=FIXED_TIME,
            modDate=FIXED_TIME,
            producer="Scanner",
            title=path.stem,
        )
        path.write_bytes(buffer.getvalue())
    elif fmt == "tif":
        compression = "group4" if first.mode == "1" else "tiff_lzw"
        first.save(path, format="TIFF", save_all=True, append_images=rest, compression=compression, dpi=(dpi, dpi))
    elif fmt == "jpg":
        assert not rest
        first.convert("RGB").save(path, format="JPEG", quality=quality, dpi=(dpi, dpi), optimize=False)
    elif fmt == "webp":
        assert not rest
        first.convert("RGB").save(path, format="WEBP", quality=quality, method=4)
    else:
        assert not rest and fmt == "png"
        first.save(path, format="PNG", dpi=(dpi, dpi))
