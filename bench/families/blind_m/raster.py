"""Ghostscript runs (pdfwrite for born-digital PDFs, png16m for page images) and the wear of scans and photos."""

from __future__ import annotations

import io
import os
import pathlib
import subprocess
import tempfile

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter

GS = ["gs", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-q"]
# Every PDF carries its own /CreationDate through pdfmark; this fixes the XMP packet's remaining stamp.
_ENV = {**os.environ, "SOURCE_DATE_EPOCH": "1751328000"}


def to_pdf(ps: str, out: pathlib.Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src = pathlib.Path(tmp) / "page.ps"
        src.write_text(ps, encoding="latin-1")
        subprocess.run(
            [
                *GS,
                "-sDEVICE=pdfwrite",
                "-dOmitID",
                "-dCompatibilityLevel=1.5",
                "-dAutoRotatePages=/None",
                f"-sOutputFile={out}",
                str(src),
            ],
            check=True,
            env=_ENV,
        )


def to_images(ps: str, dpi: int, gray: bool = False) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as tmp:
        src = pathlib.Path(tmp) / "page.ps"
        src.write_text(ps, encoding="latin-1")
        device = "pnggray" if gray else "png16m"
        subprocess.run(
            [
                *GS,
                f"-sDEVICE={device}",
                f"-r{dpi}",
                "-dTextAlphaBits=4",
                "-dGraphicsAlphaBits=4",
                f"-sOutputFile={tmp}/p%02d.png",
                str(src),
            ],
            check=True,
            env=_ENV,
        )
        pages = []
        for path in sorted(pathlib.Path(tmp).glob("p*.png")):
            with Image.open(path) as img:
                pages.append(img.convert("RGB"))
        return pages


# -- small image tools ---------------------------------------------------------------------------------------


def smooth_field(rng: np.random.Generator, size: tuple[int, int], cells: int, low: float, high: float) -> np.ndarray:
    """A slowly varying field in [low, high] of the given (w, h): uneven light, paper mottling."""
    w, h = size
    grid = rng.random((cells, cells)).astype(np.float32)
    img = Image.fromarray((grid * 255).astype(np.uint8)).resize((w, h), Image.BICUBIC)
    field = np.asarray(img, dtype=np.float32) / 255.0
    return low + (high - low) * field


def light_gradient(rng: np.random.Generator, size: tuple[int, int], strength: float) -> np.ndarray:
    w, h = size
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.1, 0.6) * h
    dist = np.sqrt(((xs - cx) / w) ** 2 + ((ys - cy) / h) ** 2)
    angle = rng.uniform(0, 2 * np.pi)
    ramp = np.cos(angle) * xs / w + np.sin(angle) * ys / h
    ramp = (ramp - ramp.min()) / max(float(np.ptp(ramp)), 1e-6)
    return 1.0 - strength * (0.65 * dist / dist.max() + 0.35 * ramp)


def add_noise(arr: np.ndarray, rng: np.random.Generator, sigma: float) -> np.ndarray:
    noise = rng.standard_normal(arr.shape, dtype=np.float32)
    noise *= sigma
    noise += arr
    return noise


def to_image(arr: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def rotate(img: Image.Image, degrees: float, fill) -> Image.Image:
    return img.rotate(degrees, resample=Image.BICUBIC, expand=True, fillcolor=fill)


def perspective_coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """Coefficients PIL needs to map output points dst back to input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.extend([u, v])
    return list(np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64)))


def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return mask


def jpeg_bytes(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, optimize=False, progressive=False, subsampling=2 if quality < 85 else 0)
    return buf.getvalue()


def recompress(img: Image.Image, quality: int) -> Image.Image:
    with Image.open(io.BytesIO(jpeg_bytes(img, quality))) as again:
        return again.convert(img.mode)


def textured_background(rng: np.random.Generator, size: tuple[int, int], kind: str) -> np.ndarray:
    w, h = size
    palettes = {
        "wood": (150, 105, 70),
        "desk": (205, 200, 190),
        "fabric": (60, 70, 95),
        "marble": (225, 222, 215),
        "dark": (45, 45, 48),
        "cloth": (160, 40, 45),
    }
    base = np.array(palettes[kind], dtype=np.float32)
    field = smooth_field(rng, size, 6, 0.85, 1.1)[..., None]
    arr = base[None, None, :] * field
    if kind == "wood":
        ys = np.arange(h, dtype=np.float32)[:, None]
        grain = 1 + 0.06 * np.sin(ys / rng.uniform(6, 11) + 3 * smooth_field(rng, size, 4, 0, 1))
        arr = arr * grain[..., None]
    if kind == "fabric":
        xs = np.arange(w, dtype=np.float32)[None, :]
        ys = np.arange(h, dtype=np.float32)[:, None]
        arr = arr * (1 + 0.04 * np.sin(xs * 1.3) * np.sin(ys * 1.3))[..., None]
    return add_noise(arr, rng, 5.0)


# -- conditions ----------------------------------------------------------------------------------------------


def clean_scan(img: Image.Image, rng: np.random.Generator, gray: bool, noise: bool) -> Image.Image:
    """A good flatbed scan: barely skewed, a touch of paper tone; sensor noise when it goes to JPEG."""
    angle = float(rng.uniform(-0.35, 0.35))
    img = rotate(img, angle, (255, 255, 255))
    tone = [rng.uniform(0.975, 1.0), rng.uniform(0.975, 1.0), rng.uniform(0.96, 0.99)]
    lut = [round((255 - (255 - v) * 0.97) * t) for t in tone for v in range(256)]
    img = img.point(lut)
    if gray:
        img = img.convert("L")
    if noise:
        img = to_image(add_noise(np.asarray(img, dtype=np.float32), rng, 1.6))
    return img


def photocopy(img: Image.Image, rng: np.random.Generator, dpi: int, target_dpi: int) -> Image.Image:
    """A photocopy scanned again: grey paper, dark toner, specks, streaks, skew, lower resolution."""
    gray = np.asarray(img.convert("L"), dtype=np.float32)
    h, w = gray.shape
    ink = 1.0 - gray / 255.0
    ink = np.clip(ink * rng.uniform(1.15, 1.35), 0, 1)
    paper = smooth_field(rng, (w, h), 5, rng.uniform(200, 214), rng.uniform(222, 236))
    arr = paper * (1 - ink) + rng.uniform(18, 35) * ink
    streak_x = int(rng.integers(0, w))
    arr[:, max(0, streak_x - 2) : streak_x + 2] *= rng.uniform(0.82, 0.9)
    specks = rng.random((h, w)) < 0.0009
    arr[specks] = rng.uniform(40, 90)
    edge = int(rng.integers(10, 30))
    arr[:, :edge] *= np.linspace(0.55, 1.0, edge, dtype=np.float32)[None, :]
    arr = add_noise(arr, rng, 7.0)
    out = to_image(arr).filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    out = rotate(out, float(rng.uniform(-1.6, 1.6)), 225)
    scale = target_dpi / dpi
    return out.resize((int(out.width * scale), int(out.height * scale)), Image.LANCZOS)


def phone_photo(
    img: Image.Image,
    rng: np.random.Generator,
    background: str,
    margin: float = 0.12,
    max_tilt: float = 0.06,
    blur: tuple[float, float] = (0.7, 1.2),
) -> Image.Image:
    """The page (or card) photographed on a surface: perspective, uneven light, blur, noise."""
    w, h = img.size
    mw, mh = int(w * margin), int(h * margin)
    canvas_size = (w + 2 * mw, h + 2 * mh)
    bg = textured_background(rng, canvas_size, background)
    base = to_image(bg).convert("RGB")
    mask = img.getchannel("A") if img.mode == "RGBA" else Image.new("L", img.size, 255)
    shadow = Image.new("L", canvas_size, 0)
    shadow.paste(mask, (mw + int(w * 0.01), mh + int(h * 0.012)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(max(w, h) * 0.008))
    base = Image.composite(Image.new("RGB", canvas_size, (20, 20, 20)), base, shadow.point(lambda v: int(v * 0.45)))
    base.paste(img.convert("RGB"), (mw, mh), mask)
    cw, ch = canvas_size

    def jitter(x: float, y: float) -> tuple[float, float]:
        return (x + float(rng.uniform(-max_tilt, max_tilt)) * cw, y + float(rng.uniform(-max_tilt, max_tilt)) * ch)

    corners = [(0.0, 0.0), (float(cw), 0.0), (float(cw), float(ch)), (0.0, float(ch))]
    src = [jitter(x, y) for x, y in corners]
    base = base.transform(
        canvas_size,
        Image.PERSPECTIVE,
        perspective_coeffs(corners, src),
        Image.BICUBIC,
        fillcolor=tuple(int(v) for v in bg[0, 0]),
    )
    base = rotate(base, float(rng.uniform(-4, 4)), tuple(int(v) for v in bg[0, 0]))
    arr = np.asarray(base, dtype=np.float32)
    bh, bw = arr.shape[:2]
    light = light_gradient(rng, (bw, bh), float(rng.uniform(0.25, 0.42)))
    warm = np.array([1.0, rng.uniform(0.95, 0.99), rng.uniform(0.86, 0.94)], np.float32)
    arr = arr * light[..., None] * warm[None, None, :]
    arr = add_noise(arr, rng, float(rng.uniform(3.5, 6.5)))
    out = to_image(arr).filter(ImageFilter.GaussianBlur(float(rng.uniform(*blur))))
    out = ImageEnhance.Contrast(out).enhance(float(rng.uniform(0.85, 0.95)))
    # crop the frame a little, as a hand-held shot does
    cx, cy = int(bw * rng.uniform(0.0, 0.05)), int(bh * rng.uniform(0.0, 0.05))
    out = out.crop((cx, cy, bw - int(bw * rng.uniform(0.0, 0.05)), bh - int(bh * rng.uniform(0.0, 0.05))))
    limit = 2400
    if max(out.size) > limit:
        scale = limit / max(out.size)
        out = out.resize((int(out.width * scale), int(out.height * scale)), Image.LANCZOS)
    return out


def card_on_bed(cards: list[Image.Image], rng: np.random.Generator, radius: int, gap: int) -> Image.Image:
    """Cards laid on a flatbed scanner: white lid, rounded corners, a faint border shadow, slight skew."""
    width = max(c.width for c in cards) + 2 * gap
    height = sum(c.height for c in cards) + gap * (len(cards) + 1)
    bed = Image.new("RGB", (width, height), (250, 250, 248))
    y = gap
    for card in cards:
        mask = rounded_mask(card.size, radius)
        edge = Image.new("L", (card.width + 8, card.height + 8), 0)
        edge.paste(mask, (4, 4))
        edge = edge.filter(ImageFilter.GaussianBlur(3))
        bed.paste(Image.new("RGB", edge.size, (200, 200, 200)), (gap - 3, y - 2), edge.point(lambda v: v // 2))
        bed.paste(card, (gap, y), mask)
        y += card.height + gap
    bed = rotate(bed, float(rng.uniform(-1.2, 1.2)), (250, 250, 248))
    arr = add_noise(np.asarray(bed, dtype=np.float32), rng, 2.0)
    return to_image(arr)


def cards_with_alpha(cards: list[Image.Image], radius: int, gap: int, rng: np.random.Generator) -> Image.Image:
    """Cards (front and back) arranged with a gap, transparent around, for a photo on a surface."""
    width = max(c.width for c in cards) + gap * 2
    height = sum(c.height for c in cards) + gap * (len(cards) + 1)
    sheet = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    y = gap
    for card in cards:
        glare = light_gradient(rng, card.size, float(rng.uniform(-0.25, -0.1)))
        arr = np.clip(np.asarray(card, dtype=np.float32) * glare[..., None], 0, 255)
        rgba = to_image(arr).convert("RGBA")
        rgba.putalpha(rounded_mask(card.size, radius))
        x = gap + int(rng.integers(-gap // 2, gap // 2 + 1))
        sheet.alpha_composite(rgba, (max(0, x), y))
        y += card.height + gap
    return sheet


def images_pdf(pages: list[Image.Image], dpi: int, quality: int) -> bytes:
    """An image-only PDF: each page one JPEG, no text layer, no date."""
    objects: list[bytes] = []
    kids = []
    for i, page in enumerate(pages):
        data = jpeg_bytes(page, quality)
        gray = page.mode == "L"
        w_pt, h_pt = page.width * 72.0 / dpi, page.height * 72.0 / dpi
        page_id, content_id, image_id = 3 + 3 * i, 4 + 3 * i, 5 + 3 * i
        kids.append(f"{page_id} 0 R")
        content = f"q {w_pt:.2f} 0 0 {h_pt:.2f} 0 0 cm /Im0 Do Q".encode()
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w_pt:.2f} {h_pt:.2f}] "
            f"/Resources << /XObject << /Im0 {image_id} 0 R >> >> /Contents {content_id} 0 R >>".encode()
        )
        objects.append(f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream")
        objects.append(
            (
                f"<< /Type /XObject /Subtype /Image /Width {page.width} /Height {page.height} "
                f"/ColorSpace /{'DeviceGray' if gray else 'DeviceRGB'} /BitsPerComponent 8 "
                f"/Filter /DCTDecode /Length {len(data)} >>\nstream\n"
            ).encode()
            + data
            + b"\nendstream"
        )
    head = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(pages)} >>".encode(),
    ]
    body = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, obj in enumerate(head + objects, start=1):
        offsets.append(len(body))
        body += f"{number} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(body)
    body += f"xref\n0 {len(offsets) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        body += f"{off:010d} 00000 n \n".encode()
    body += f"trailer\n<< /Size {len(offsets) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(body)
