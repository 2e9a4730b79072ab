"""Rasterizing and ageing pages: clean scans, poor scans, photocopies, phone photos; card scans and card photos."""

from __future__ import annotations

import io
import math
import random

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw, ImageFilter


def rasterize(pdf: bytes, dpi: float) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf)
    out = []
    for i in range(len(doc)):
        page = doc[i]
        img = page.render(scale=dpi / 72.0).to_pil().convert("RGB")
        out.append(img)
        page.close()
    doc.close()
    return out


def _np(img: Image.Image) -> np.ndarray:
    return np.asarray(img, dtype=np.float32)


def _img(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def _nprng(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randint(0, 2**31))


def soft(mask: Image.Image, radius: float) -> Image.Image:
    """A wide Gaussian blur computed at a quarter of the size."""
    small = mask.resize((max(1, mask.width // 4), max(1, mask.height // 4)), Image.BILINEAR)
    return small.filter(ImageFilter.GaussianBlur(radius / 4)).resize(mask.size, Image.BILINEAR)


def perspective_coeffs(src: list[tuple], dst: list[tuple]) -> list[float]:
    """Coefficients for Image.transform(PERSPECTIVE) mapping output (dst) points back to input (src) points."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return np.linalg.solve(np.array(a, dtype=np.float64), np.array(b, dtype=np.float64)).tolist()


def lighting(h: int, w: int, rng: random.Random, strength: float) -> np.ndarray:
    """A multiplicative light field: a gradient, a vignette, sometimes a soft shadow band."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    xx /= w
    yy /= h
    ang = rng.uniform(0, 2 * math.pi)
    grad = (xx - 0.5) * math.cos(ang) + (yy - 0.5) * math.sin(ang)
    field = 1.0 - strength * 0.35 * (grad + 0.5)
    cx, cy = rng.uniform(0.3, 0.7), rng.uniform(0.3, 0.7)
    vign = ((xx - cx) ** 2 + (yy - cy) ** 2) ** 0.5
    field *= 1.0 - strength * 0.25 * vign
    if rng.random() < 0.5 * strength + 0.2:
        a2 = rng.uniform(0, 2 * math.pi)
        off = rng.uniform(-0.2, 0.35)
        d = (xx - 0.5) * math.cos(a2) + (yy - 0.5) * math.sin(a2) - off
        soft = rng.uniform(0.02, 0.08)
        shadow = 1.0 - rng.uniform(0.18, 0.38) * strength / (1 + np.exp(-d / soft))
        field *= shadow
    return field[..., None]


def jpeg(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).convert(img.mode)


def add_noise(a: np.ndarray, sigma: float, g: np.random.Generator) -> np.ndarray:
    if sigma <= 0:
        return a
    n = g.standard_normal(a.shape[:2], dtype=np.float32) * np.float32(sigma)
    return a + (n[..., None] if a.ndim == 3 else n)


def texture(w: int, h: int, rng: random.Random, kind: str | None = None) -> np.ndarray:
    """A table, desk or cloth background, computed at half size then enlarged."""
    full_w, full_h = w, h
    w, h = max(2, w // 2), max(2, h // 2)
    g = _nprng(rng)
    kind = kind or rng.choice(["wood", "desk", "cloth", "dark"])
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array([rng.uniform(120, 170), rng.uniform(80, 115), rng.uniform(45, 70)], dtype=np.float32)
        freq = rng.uniform(0.008, 0.02)
        warp = 12 * np.sin(xx / rng.uniform(75, 200)) + 5 * np.sin(xx / 28.0 + yy / 150.0)
        grain = np.sin((yy + warp) * freq * 2 * math.pi) * 0.5 + 0.5
        fine = g.normal(0, 1, (h, 1)).astype(np.float32).repeat(w, 1)
        tone = 1.0 - 0.12 * grain - 0.02 * fine
        a = base[None, None, :] * tone[..., None]
    elif kind == "desk":
        base = np.array([rng.uniform(200, 235)] * 3, dtype=np.float32) * np.array([1.0, 0.98, 0.95], dtype=np.float32)
        a = np.broadcast_to(base, (h, w, 3)).copy()
    elif kind == "cloth":
        base = np.array([rng.uniform(40, 90), rng.uniform(60, 110), rng.uniform(90, 140)], dtype=np.float32)
        weave = 0.06 * np.sin(xx * 1.3) * np.sin(yy * 1.3)
        a = base[None, None, :] * (1 + weave[..., None])
    else:
        base = np.array([rng.uniform(30, 60)] * 3, dtype=np.float32)
        a = np.broadcast_to(base, (h, w, 3)).copy()
    low = g.normal(0, 1, (max(2, h // 64), max(2, w // 64))).astype(np.float32)
    low_img = Image.fromarray(((low - low.min()) / (np.ptp(low) + 1e-6) * 255).astype(np.uint8)).resize(
        (w, h), Image.BICUBIC
    )
    a *= (0.9 + 0.2 * np.asarray(low_img, dtype=np.float32) / 255.0)[..., None]
    a = _np(_img(add_noise(a, 4, g)).resize((full_w, full_h), Image.BILINEAR))
    return add_noise(a, 2, g)


# --------------------------------------------------------------------------------------------- pages


def clean_scan(pdf: bytes, dpi: int, rng: random.Random, gray: bool = False) -> list[Image.Image]:
    pages = rasterize(pdf, dpi)
    out = []
    lut = [min(255, int(v * 0.985 + 2.0)) for v in range(256)]  # a scanner's slightly lifted black and white
    for img in pages:
        if rng.random() < 0.35:
            img = img.rotate(rng.uniform(-0.25, 0.25), resample=Image.BILINEAR, fillcolor=(255, 255, 255))
        img = img.convert("L") if gray else img
        out.append(img.point(lut * (1 if gray else 3)))
    return out


def degrade_page(img: Image.Image, rng: random.Random, mode: str, strength: float) -> Image.Image:
    g = _nprng(rng)
    w, h = img.size
    if mode == "photocopy":
        a = _np(img.convert("L"))
        lo, hi = rng.uniform(20, 60), rng.uniform(200, 235)
        a = np.clip((a - lo) / (hi - lo), 0, 1) * 255
        fog = rng.uniform(10, 35) * strength
        a = a * (1 - fog / 255) + 0 * fog
        a = a - fog * 0.3
        a = add_noise(a, 6 + 10 * strength, g)
        specks = g.random((h, w)) < 0.0006 * strength
        a[specks] = rng.uniform(20, 80)
        # dark machine borders
        bw = int(w * rng.uniform(0.005, 0.02))
        a[:, :bw] *= 0.4
        a[:, w - bw :] *= 0.5
        img2 = _img(a).convert("RGB")
        img2 = img2.rotate(
            rng.uniform(-2.5, 2.5) * strength, resample=Image.BICUBIC, expand=True, fillcolor=(60, 60, 60)
        )
        img2 = img2.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
        return img2.convert("L")
    if mode == "phone":
        margin = int(0.08 * max(w, h))
        bw, bh = w + 2 * margin, h + 2 * margin
        bg = texture(bw, bh, rng)
        jit = 0.045 * strength
        dst = [
            (margin + rng.uniform(-jit, jit) * w, margin + rng.uniform(-jit, jit) * h),
            (margin + w + rng.uniform(-jit, jit) * w, margin + rng.uniform(-jit, jit) * h),
            (margin + w + rng.uniform(-jit, jit) * w, margin + h + rng.uniform(-jit, jit) * h),
            (margin + rng.uniform(-jit, jit) * w, margin + h + rng.uniform(-jit, jit) * h),
        ]
        src = [(0, 0), (w, 0), (w, h), (0, h)]
        coeffs = perspective_coeffs(src, dst)
        rgba = img.convert("RGBA")
        warped = rgba.transform((bw, bh), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=(0, 0, 0, 0))
        mask = warped.getchannel("A")
        shadow = soft(mask, 12)
        a = bg * (1 - 0.45 * (_np(shadow) / 255.0)[..., None])
        m = (_np(mask) / 255.0)[..., None]
        a = a * (1 - m) + _np(warped.convert("RGB")) * m
        a = a * lighting(bh, bw, rng, strength)
        a = add_noise(a, 3 + 6 * strength, g)
        img2 = _img(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.1) * strength + 0.2))
        # crop the frame around the sheet, never into it
        x0 = max(0, int(min(p[0] for p in dst)) - 6)
        x1 = min(bw, int(max(p[0] for p in dst)) + 6)
        y0 = max(0, int(min(p[1] for p in dst)) - 6)
        y1 = min(bh, int(max(p[1] for p in dst)) + 6)
        ox = rng.randint(0, x0)
        oy = rng.randint(0, y0)
        ex = rng.randint(x1, bw)
        ey = rng.randint(y1, bh)
        return img2.crop((ox, oy, ex, ey))
    # poor flatbed scan
    a = _np(img)
    tint = np.array([rng.uniform(236, 250), rng.uniform(234, 248), rng.uniform(225, 242)], dtype=np.float32)
    a = a / 255.0 * tint[None, None, :]
    a = a * lighting(h, w, rng, strength * 0.6)
    a = add_noise(a, 3 + 7 * strength, g)
    img2 = _img(a)
    img2 = img2.rotate(
        rng.uniform(-3.0, 3.0) * strength, resample=Image.BICUBIC, expand=True, fillcolor=tuple(int(v) for v in tint)
    )
    img2 = img2.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.0) * strength + 0.2))
    if rng.random() < 0.5:
        img2 = img2.convert("L")
    return img2


# --------------------------------------------------------------------------------------------- cards


def rounded_mask(w: int, h: int, r: int) -> Image.Image:
    m = Image.new("L", (w, h), 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, w - 1, h - 1), r, fill=255)
    return m


def passport_booklet(page: Image.Image, rng: random.Random) -> Image.Image:
    """The open booklet: a blank visa page above the data page, with the fold between them."""
    w, h = page.size
    g = _nprng(rng)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    base = np.array([242, 236, 226], dtype=np.float32)
    pattern = 1 - 0.012 * (np.sin(xx / 9.0 + 2 * np.sin(yy / 70.0)) * 0.5 + 0.5)
    upper = base[None, None, :] * pattern[..., None]
    fold = np.exp(-(((h - yy) / (h * 0.03)) ** 2)) * 0.25
    upper *= (1 - fold)[..., None]
    upper = add_noise(upper, 2, g)
    out = Image.new("RGB", (w, 2 * h), (255, 255, 255))
    out.paste(_img(upper), (0, 0))
    out.paste(page, (0, h))
    d = ImageDraw.Draw(out)
    d.line((0, h, w, h), fill=(150, 145, 140), width=max(2, w // 600))
    return out


def card_scan(card: Image.Image, rng: random.Random, dpi_ratio: float, radius: float = 0.04) -> Image.Image:
    """A flatbed scan cropped around the card: white bed, thin shadow at the card edge."""
    cw, ch = int(card.width * dpi_ratio), int(card.height * dpi_ratio)
    card = card.resize((cw, ch), Image.LANCZOS)
    m = int(0.12 * cw)
    bed = np.full((ch + 2 * m, cw + 2 * m, 3), rng.uniform(243, 252), dtype=np.float32)
    mask = rounded_mask(cw, ch, int(radius * cw))
    big = Image.new("L", (bed.shape[1], bed.shape[0]), 0)
    big.paste(mask, (m + 3, m + 4))
    shadow = _np(big.filter(ImageFilter.GaussianBlur(5))) / 255.0
    bed *= (1 - 0.25 * shadow)[..., None]
    out = _img(bed)
    out.paste(card, (m, m), mask)
    angle = rng.uniform(-1.2, 1.2)
    out = out.rotate(angle, resample=Image.BICUBIC, fillcolor=tuple([int(bed[0, 0, 0])] * 3))
    return out


def card_photo(
    card: Image.Image, rng: random.Random, strength: float, out_w: int = 1600, radius: float = 0.045
) -> Image.Image:
    out_h = int(out_w * rng.choice([0.75, 0.5625, 1.333]) if rng.random() < 0.85 else out_w * 0.75)
    g = _nprng(rng)
    bg = texture(out_w, out_h, rng)
    frac = rng.uniform(0.62, 0.82) if out_h <= out_w else rng.uniform(0.75, 0.9)
    ang = math.radians(rng.uniform(-12, 12) * strength)
    ca, sa = abs(math.cos(ang)), abs(math.sin(ang))
    ratio = card.height / card.width
    # the rotated card's bounding box must stay inside 92% of the frame
    cw = int(min(out_w * frac, 0.92 * out_w / (ca + ratio * sa), 0.92 * out_h / (sa + ratio * ca)))
    ch = int(cw * ratio)
    bw_, bh_ = cw * ca + ch * sa, cw * sa + ch * ca
    cx = out_w / 2 + rng.uniform(-1, 1) * max(0.0, (out_w - bw_) / 2 - 0.02 * out_w)
    cy = out_h / 2 + rng.uniform(-1, 1) * max(0.0, (out_h - bh_) / 2 - 0.02 * out_h)
    pts = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        x, y = sx * cw / 2, sy * ch / 2
        xr = x * math.cos(ang) - y * math.sin(ang)
        yr = x * math.sin(ang) + y * math.cos(ang)
        pts.append([cx + xr, cy + yr])
    # perspective: shrink one side
    k = rng.uniform(0.0, 0.09) * strength
    side = rng.randint(0, 3)
    a_, b_ = side, (side + 1) % 4
    mid = [(pts[a_][0] + pts[b_][0]) / 2, (pts[a_][1] + pts[b_][1]) / 2]
    for idx in (a_, b_):
        pts[idx][0] += (mid[0] - pts[idx][0]) * k
        pts[idx][1] += (mid[1] - pts[idx][1]) * k
    dst = [tuple(p) for p in pts]
    if card.width > cw * 1.3:
        card = card.resize((int(cw * 1.3), int(cw * 1.3 * card.height / card.width)), Image.LANCZOS)
    src = [(0, 0), (card.width, 0), (card.width, card.height), (0, card.height)]
    coeffs = perspective_coeffs(src, dst)
    rgba = card.convert("RGBA")
    rgba.putalpha(rounded_mask(card.width, card.height, int(radius * card.width)))
    warped = rgba.transform((out_w, out_h), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=(0, 0, 0, 0))
    mask = warped.getchannel("A")
    off = int(out_w * 0.01)
    sh = Image.new("L", (out_w, out_h), 0)
    sh.paste(mask, (off, off))
    sh = soft(sh, out_w * 0.008)
    a = bg * (1 - 0.5 * (_np(sh) / 255.0)[..., None])
    m = (_np(mask) / 255.0)[..., None]
    a = a * (1 - m) + _np(warped.convert("RGB")) * m
    a = a * lighting(out_h, out_w, rng, strength)
    if rng.random() < 0.75:
        gx, gy = rng.uniform(0.25, 0.75) * out_w, rng.uniform(0.25, 0.75) * out_h
        yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
        rad = rng.uniform(0.06, 0.16) * out_w
        glare = np.exp(-(((xx - gx) ** 2) / (2 * rad**2) + ((yy - gy) ** 2) / (2 * (rad * 0.6) ** 2)))
        a = a + glare[..., None] * rng.uniform(50, 120) * strength * m
    a = add_noise(a, 3 + 7 * strength, g)
    img = _img(a)
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.0) * strength + 0.3))
    return img


def card_photocopy(card: Image.Image, rng: random.Random, dpi: int) -> Image.Image:
    """A card photocopied on an A4 sheet (grey, contrasty), cropped to the upper part of the sheet."""
    g = _nprng(rng)
    pw, ph = int(8.27 * dpi), int(6.0 * dpi)
    cw = int(85.6 / 25.4 * dpi)
    ch = int(54.0 / 25.4 * dpi)
    c2 = card.convert("L").resize((cw, ch), Image.LANCZOS)
    a = _np(c2)
    a = np.clip((a - 30) / 165, 0, 1) * 255 * 0.86
    sheet = np.full((ph, pw), 238.0, dtype=np.float32)
    x0, y0 = int(pw * rng.uniform(0.12, 0.3)), int(ph * rng.uniform(0.12, 0.3))
    mask = _np(rounded_mask(cw, ch, int(0.045 * cw))) / 255.0
    region = sheet[y0 : y0 + ch, x0 : x0 + cw]
    sheet[y0 : y0 + ch, x0 : x0 + cw] = region * (1 - mask) + a * mask
    edge = Image.new("L", (pw, ph), 0)
    ImageDraw.Draw(edge).rounded_rectangle((x0, y0, x0 + cw - 1, y0 + ch - 1), int(0.045 * cw), outline=255, width=3)
    sheet -= _np(edge.filter(ImageFilter.GaussianBlur(1.5))) / 255.0 * 110
    sheet = add_noise(sheet, 9, g)
    specks = g.random((ph, pw)) < 0.0008
    sheet[specks] = 60
    img = _img(sheet).rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, fillcolor=235)
    return img.filter(ImageFilter.GaussianBlur(0.6))
