"""Pages rasterised by MuPDF (mutool draw) and worn with Pillow/numpy: scans, photocopies, phone photos, cards."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

MM_PER_INCH = 25.4


def rasterise(pdf: bytes, dpi: int, gray: bool = False, aa: int = 8) -> Image.Image:
    with tempfile.TemporaryDirectory(prefix="blind_o_mu_") as tmp:
        src, dst = Path(tmp, "in.pdf"), Path(tmp, "out.png")
        src.write_bytes(pdf)
        subprocess.run(
            [
                "mutool",
                "draw",
                "-q",
                "-r",
                str(dpi),
                "-A",
                str(aa),
                "-c",
                "gray" if gray else "rgb",
                "-o",
                str(dst),
                str(src),
                "1",
            ],
            check=True,
            capture_output=True,
        )
        img = Image.open(dst)
        img.load()
    return img.convert("L" if gray else "RGB")


def image_pdf(data: bytes, suffix: str) -> bytes:
    """An image-only PDF of one image, wrapped by MuPDF."""
    with tempfile.TemporaryDirectory(prefix="blind_o_mu_") as tmp:
        src, dst = Path(tmp, "in" + suffix), Path(tmp, "out.pdf")
        src.write_bytes(data)
        subprocess.run(
            ["mutool", "convert", "-O", "compress", "-o", str(dst), str(src)], check=True, capture_output=True
        )
        return dst.read_bytes()


def encode(img: Image.Image, ext: str, dpi: int, quality: int = 85) -> bytes:
    buf = io.BytesIO()
    if ext == "png":
        img.save(buf, "PNG", dpi=(dpi, dpi), optimize=False)
    elif ext == "jpg":
        img.save(buf, "JPEG", quality=quality, dpi=(dpi, dpi), subsampling=2 if quality < 80 else 0)
    elif ext == "tif":
        img.save(buf, "TIFF", compression="tiff_deflate", dpi=(dpi, dpi))
    elif ext == "webp":
        img.save(buf, "WEBP", quality=quality, method=4)
    elif ext == "pdf":
        jpeg = encode(img, "jpg", dpi, quality)
        return image_pdf(jpeg, ".jpg")
    else:
        raise ValueError(ext)
    return buf.getvalue()


def _arr(img: Image.Image) -> np.ndarray:
    return np.asarray(img).astype(np.float32)


def _img(a: np.ndarray, mode: str) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode)


def _gradient(h: int, w: int, rng: np.random.Generator, low: float, high: float) -> np.ndarray:
    """A smooth light field: a tilted plane times a soft vignette."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)
    plane = np.cos(angle) * xx / w + np.sin(angle) * yy / h
    plane = (plane - plane.min()) / max(float(np.ptp(plane)), 1e-6)
    field = low + (high - low) * plane
    cx, cy = rng.uniform(0.3, 0.7) * w, rng.uniform(0.3, 0.7) * h
    r = np.sqrt(((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2)
    return field * (1 - 0.25 * np.clip(r - 0.25, 0, None))


def _noise(a: np.ndarray, rng: np.random.Generator, sigma: float) -> np.ndarray:
    return a + rng.normal(0, sigma, a.shape).astype(np.float32)


def _rotate(img: Image.Image, deg: float, fill) -> Image.Image:
    return img.rotate(deg, resample=Image.BICUBIC, expand=True, fillcolor=fill)


def background(w: int, h: int, rng: np.random.Generator, kind: str) -> np.ndarray:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array([rng.uniform(115, 150), rng.uniform(75, 100), rng.uniform(45, 65)], np.float32)
        streak = np.convolve(rng.normal(0, 1, w + 40), np.ones(9) / 9, mode="same")[20 : 20 + w] * 22
        wave = np.sin(xx / rng.uniform(25, 60) + 1.5 * np.sin(yy / rng.uniform(150, 400))) * 5
        grain = streak[None, :] + wave
        a = base[None, None, :] + grain[..., None] * np.array([1, 0.8, 0.6], np.float32)
    elif kind == "desk":
        base = np.array([rng.uniform(200, 225), rng.uniform(200, 220), rng.uniform(190, 210)], np.float32)
        a = np.broadcast_to(base, (h, w, 3)).copy()
    else:  # cloth
        base = np.array([rng.uniform(30, 60), rng.uniform(35, 65), rng.uniform(55, 90)], np.float32)
        weave = (np.sin(xx / 2.1) * np.sin(yy / 2.3)) * 6
        a = base[None, None, :] + weave[..., None]
    return _noise(a, rng, 5)


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Perspective coefficients mapping output points (dst) to input points (src), for Image.transform."""
    m = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    b = np.array([c for p in src for c in p], np.float64)
    return np.linalg.solve(np.array(m, np.float64), b).tolist()


def _on_background(
    obj: Image.Image,
    rng: np.random.Generator,
    kind: str,
    margin: float,
    jitter: float,
    angle: float,
    shadow: float = 0.45,
) -> Image.Image:
    """obj (RGBA) photographed on a surface: rotated, put in perspective, with a drop shadow."""
    obj = obj.rotate(angle, resample=Image.BICUBIC, expand=True)
    w, h = obj.size
    cw, ch = int(w * (1 + 2 * margin)), int(h * (1 + 2 * margin))
    ox, oy = (cw - w) / 2, (ch - h) / 2
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    dst = [(ox + x + rng.uniform(-jitter, jitter) * w, oy + y + rng.uniform(-jitter, jitter) * h) for x, y in src]
    warped = obj.transform((cw, ch), Image.PERSPECTIVE, _coeffs(dst, src), Image.BICUBIC)
    bg = background(cw, ch, rng, kind)
    alpha = _arr(warped.getchannel("A")) / 255.0
    sh = Image.fromarray((alpha * 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(max(4, w // 90)))
    sh_a = np.roll(_arr(sh) / 255.0, (int(h * 0.012), int(w * 0.012)), axis=(0, 1))
    bg = bg * (1 - shadow * sh_a[..., None])
    rgb = _arr(warped.convert("RGB"))
    out = bg * (1 - alpha[..., None]) + rgb * alpha[..., None]
    return _img(out, "RGB")


def rounded(img: Image.Image, radius: int) -> Image.Image:
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, img.width - 1, img.height - 1], radius, fill=255)
    out = img.convert("RGBA")
    out.putalpha(mask)
    return out


def clean_page(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A good flatbed scan: barely tilted, faint sensor noise."""
    mode = img.mode
    fill = 255 if mode == "L" else (255, 255, 255)
    tilt = rng.uniform(-0.35, 0.35)
    return img.rotate(tilt, resample=Image.BICUBIC, expand=False, fillcolor=fill)


def scan(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A poor scan: tilted, soft, noisy, unevenly lit, washed out."""
    mode = img.mode
    paper = rng.uniform(232, 246)
    out = _rotate(img, rng.choice([-1, 1]) * rng.uniform(1.0, 3.2), int(paper) if mode == "L" else (int(paper),) * 3)
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.85)))
    a = _arr(out)
    a = 255 - (255 - a) * rng.uniform(0.78, 0.92)  # washed-out ink
    light = _gradient(a.shape[0], a.shape[1], rng, rng.uniform(0.82, 0.9), 1.0)
    a = a * (light if a.ndim == 2 else light[..., None])
    return _img(_noise(a, rng, rng.uniform(5, 9)), mode)


def photocopy(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A photocopy's grey: toned paper, dark edge band, speckles, hard contrast."""
    g = img.convert("L")
    g = _rotate(g, rng.uniform(-1.8, 1.8), 255)
    a = _arr(g)
    a = 255 * (a / 255) ** rng.uniform(1.5, 1.9)  # toner: dark tones darker, paper stays light
    a = np.minimum(a, rng.uniform(210, 228))  # grey paper
    w = a.shape[1]
    band = int(w * rng.uniform(0.01, 0.03))
    side = rng.integers(0, 2)
    if side:
        a[:, :band] *= np.linspace(0.25, 1, band)[None, :]
    else:
        a[:, w - band :] *= np.linspace(1, 0.25, band)[None, :]
    speck = rng.random(a.shape) < 0.0015
    a[speck] = rng.uniform(40, 120)
    out = _img(_noise(a, rng, 7), "L").filter(ImageFilter.GaussianBlur(0.6))
    return out


def phone_photo(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    """A phone photo of a page on a desk: perspective, shadow, warm light, vignette, softness."""
    page = img.convert("RGB").convert("RGBA")
    kind = rng.choice(["wood", "desk", "cloth"])
    out = _on_background(page, rng, kind, rng.uniform(0.05, 0.1), rng.uniform(0.015, 0.035), rng.uniform(-4, 4), 0.35)
    a = _arr(out)
    light = _gradient(a.shape[0], a.shape[1], rng, rng.uniform(0.72, 0.85), 1.04)
    a = a * light[..., None] * np.array([1.03, 1.0, rng.uniform(0.88, 0.95)], np.float32)
    out = _img(_noise(a, rng, rng.uniform(3, 6)), "RGB").filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.0)))
    return out


def card_scan(card: Image.Image, dpi: int, rng: np.random.Generator) -> Image.Image:
    """A card on a flatbed: white bed around it, rounded corners, a faint edge shadow."""
    radius = int(3.2 / MM_PER_INCH * dpi)
    c = rounded(card, radius)
    margin = int(rng.uniform(3, 6) / MM_PER_INCH * dpi)
    bed = Image.new("RGB", (c.width + 2 * margin, c.height + 2 * margin), (252, 252, 250))
    edge = Image.new("L", c.size, 0)
    ImageDraw.Draw(edge).rounded_rectangle([0, 0, c.width - 1, c.height - 1], radius, outline=150, width=2)
    bed.paste((170, 170, 170), (margin, margin), edge)
    bed.paste(c, (margin, margin), c)
    tilt = rng.uniform(-0.6, 0.6)
    return _img(_noise(_arr(bed.rotate(tilt, resample=Image.BICUBIC, fillcolor=(252, 252, 250))), rng, 1.5), "RGB")


def card_photo(card: Image.Image, dpi: int, rng: np.random.Generator) -> Image.Image:
    """A phone photo of a card held over a table: tilt, perspective, shadow, glare, blur."""
    c = rounded(card, int(3.2 / MM_PER_INCH * dpi))
    out = _on_background(
        c,
        rng,
        rng.choice(["wood", "desk", "cloth"]),
        rng.uniform(0.18, 0.3),
        rng.uniform(0.02, 0.05),
        rng.uniform(-12, 12),
        0.5,
    )
    a = _arr(out)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gx, gy = rng.uniform(0.3, 0.7) * w, rng.uniform(0.3, 0.7) * h
    glare = np.exp(-(((xx - gx) / (0.18 * w)) ** 2 + ((yy - gy) / (0.12 * h)) ** 2)) * rng.uniform(25, 50)
    a = a * _gradient(h, w, rng, rng.uniform(0.75, 0.88), 1.05)[..., None] + glare[..., None]
    a = a * np.array([1.02, 1.0, rng.uniform(0.9, 0.96)], np.float32)
    return _img(_noise(a, rng, rng.uniform(3, 6)), "RGB").filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.1)))


def card_copy(card: Image.Image, dpi: int, rng: np.random.Generator) -> Image.Image:
    """The usual 'copie CIN': the card photocopied at its real size near the top of an A4 sheet."""
    w, h = int(210 / MM_PER_INCH * dpi), int(297 / MM_PER_INCH * dpi)
    sheet = Image.new("RGB", (w, h), (255, 255, 255))
    g = _arr(card.convert("L"))
    g = g * rng.uniform(0.8, 0.88)  # copiers render a card's pale print as grey
    framed = _img(g, "L").convert("RGB")
    ImageDraw.Draw(framed).rounded_rectangle(
        [0, 0, framed.width - 1, framed.height - 1], int(3.2 / MM_PER_INCH * dpi), outline=(60, 60, 60), width=2
    )
    c = rounded(framed, int(3.2 / MM_PER_INCH * dpi))
    x = int(rng.uniform(25, 60) / MM_PER_INCH * dpi)
    y = int(rng.uniform(20, 50) / MM_PER_INCH * dpi)
    sheet.paste(c, (x, y), c)
    return photocopy(sheet, rng)
