"""Output: Skia's PDF backend for born-digital files, Skia's rasteriser for scans, then wear and tear."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable

import numpy as np
import skia
from PIL import Image, ImageFilter

from .draw import Page

Draw = Callable[[Page], object]


def pdf_bytes(draw: Draw, w: float, h: float, title: str, face: str = "sans") -> bytes:
    stream = skia.DynamicMemoryWStream()
    meta = skia.PDF.Metadata()
    meta.fTitle = title
    meta.fCreator = "blind_q"
    meta.fProducer = "Skia/PDF"
    doc = skia.PDF.MakeDocument(stream, meta)
    canvas = doc.beginPage(w, h)
    draw(Page(canvas, w, h, face))
    doc.endPage()
    doc.close()
    data = bytes(stream.detachAsData())
    # Skia writes no dates without fCreation/fModified; strip any that might appear, to stay byte-stable.
    return re.sub(rb"/(CreationDate|ModDate) \(D:[^)]*\)", rb"/\1 (D:20250101000000Z)", data)


def image_pdf(img: Image.Image, w: float, h: float) -> bytes:
    """An image-only PDF page (no text layer) drawn by Skia from the raster."""
    rgb = img.convert("RGB")
    arr = np.ascontiguousarray(np.asarray(rgb.convert("RGBA")))
    sk = skia.Image.fromarray(arr, colorType=skia.ColorType.kRGBA_8888_ColorType)
    stream = skia.DynamicMemoryWStream()
    meta = skia.PDF.Metadata()
    meta.fCreator = "Scanner"
    meta.fProducer = "Skia/PDF"
    meta.fEncodingQuality = 85
    doc = skia.PDF.MakeDocument(stream, meta)
    canvas = doc.beginPage(w, h)
    canvas.drawImageRect(sk, skia.Rect.MakeWH(w, h), skia.SamplingOptions(skia.FilterMode.kLinear))
    doc.endPage()
    doc.close()
    return bytes(stream.detachAsData())


def raster(
    draw: Draw, w: float, h: float, dpi: int, face: str = "sans", background: int = skia.ColorWHITE
) -> Image.Image:
    scale = dpi / 72.0
    pw, ph = round(w * scale), round(h * scale)
    surface = skia.Surface(pw, ph)
    canvas = surface.getCanvas()
    canvas.clear(background)
    canvas.scale(scale, scale)
    page = Page(canvas, w, h, face)
    draw(page)
    arr = surface.makeImageSnapshot().toarray(
        colorType=skia.ColorType.kRGBA_8888_ColorType, alphaType=skia.AlphaType.kUnpremul_AlphaType
    )
    if skia.ColorGetA(background) == 0:
        return Image.fromarray(arr.copy(), "RGBA")
    return Image.fromarray(arr[:, :, :3].copy(), "RGB")


def encode(img: Image.Image, fmt: str, quality: int = 90, dpi: int = 200) -> bytes:
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, "PNG", optimize=False, dpi=(dpi, dpi))
    else:
        img.convert("RGB").save(buf, "JPEG", quality=quality, dpi=(dpi, dpi))
    return buf.getvalue()


# -- wear -----------------------------------------------------------------------------------------------------------


def _to_skia(img: Image.Image) -> skia.Image:
    arr = np.ascontiguousarray(np.asarray(img.convert("RGBA")))
    return skia.Image.fromarray(arr, colorType=skia.ColorType.kRGBA_8888_ColorType)


def _from_surface(surface: skia.Surface) -> Image.Image:
    arr = surface.makeImageSnapshot().toarray(colorType=skia.ColorType.kRGBA_8888_ColorType)
    return Image.fromarray(arr[:, :, :3].copy(), "RGB")


def _desk(canvas: skia.Canvas, w: int, h: int, rnd: random.Random) -> None:
    tones = [
        ((122, 92, 64), (92, 66, 44)),
        ((200, 200, 196), (168, 168, 162)),
        ((58, 62, 70), (36, 38, 44)),
        ((176, 140, 100), (140, 104, 70)),
    ]
    a, b = rnd.choice(tones)
    shader = skia.GradientShader.MakeLinear([skia.Point(0, 0), skia.Point(w, h)], [skia.Color(*a), skia.Color(*b)])
    canvas.drawPaint(skia.Paint(Shader=shader))
    grain = skia.Paint(
        AntiAlias=True, Color=skia.Color(0, 0, 0, 22), StrokeWidth=max(1.0, w / 900), Style=skia.Paint.kStroke_Style
    )
    for _ in range(60):
        y = rnd.uniform(0, h)
        canvas.drawLine(0, y, w, y + rnd.uniform(-h * 0.05, h * 0.05), grain)


def phone_photo(img: Image.Image, rnd: random.Random, card: bool = False) -> Image.Image:
    """The page (or card) lying on a desk, shot from above at a slant: perspective, shadow, blur, uneven light."""
    src = _to_skia(img)
    sw, sh = src.width(), src.height()
    margin = 0.5 if card else 0.12
    W, H = int(sw * (1 + 2 * margin)), int(sh * (1 + 2 * margin))
    surface = skia.Surface(W, H)
    c = surface.getCanvas()
    _desk(c, W, H, rnd)
    ox, oy = sw * margin, sh * margin
    j = lambda s: rnd.uniform(-s, s)  # noqa: E731
    k = 0.05 if card else 0.035
    dst = [
        skia.Point(ox + j(sw * k), oy + j(sh * k)),
        skia.Point(ox + sw + j(sw * k), oy + j(sh * k)),
        skia.Point(ox + sw + j(sw * k), oy + sh + j(sh * k)),
        skia.Point(ox + j(sw * k), oy + sh + j(sh * k)),
    ]
    srcp = [skia.Point(0, 0), skia.Point(sw, 0), skia.Point(sw, sh), skia.Point(0, sh)]
    m = skia.Matrix()
    m.setPolyToPoly(srcp, dst)
    rot = skia.Matrix.RotateDeg(rnd.uniform(-9, 9) if card else rnd.uniform(-2.5, 2.5), skia.Point(W / 2, H / 2))
    total = skia.Matrix.Concat(rot, m)
    shadow = skia.Paint(
        AntiAlias=True, Color=skia.Color(0, 0, 0, 120), ImageFilter=skia.ImageFilters.Blur(sw * 0.012, sw * 0.012)
    )
    c.save()
    c.concat(total)
    c.translate(sw * 0.01, sh * 0.012)
    c.drawRect(skia.Rect.MakeWH(sw, sh), shadow)
    c.restore()
    c.save()
    c.concat(total)
    blur = rnd.uniform(0.5, 1.1) * sw / 1700
    c.drawImage(
        src,
        0,
        0,
        skia.SamplingOptions(skia.FilterMode.kLinear),
        skia.Paint(AntiAlias=True, ImageFilter=skia.ImageFilters.Blur(blur, blur)),
    )
    c.restore()
    out = _from_surface(surface)
    arr = np.asarray(out).astype(np.float32)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    cx, cy = rnd.uniform(0.2, 0.8) * W, rnd.uniform(0.2, 0.8) * H
    dist = np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
    light = 1.08 - 0.45 * dist
    if not card:  # a soft shadow of the phone across a corner
        edge = rnd.uniform(1.45, 1.7)
        light *= 1.0 - 0.22 * np.clip((xx / W + yy / H - edge) / 0.12 + 0.5, 0.0, 1.0)
    arr *= light[:, :, None]
    arr[:, :, 2] *= 0.94  # warm indoor light
    arr += np.random.default_rng(rnd.randint(0, 10**6)).normal(0, 4.0, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    out = out.filter(ImageFilter.GaussianBlur(0.4))
    target = 1600 if not card else 1400
    if max(out.size) > target:
        f = target / max(out.size)
        out = out.resize((int(out.width * f), int(out.height * f)), Image.LANCZOS)
    return out


def photocopy(img: Image.Image, rnd: random.Random, fax: bool = False) -> Image.Image:
    """Grey photocopy or fax: contrast pushed, toner speckle, vertical streaks, a slight skew."""
    g = np.asarray(img.convert("L")).astype(np.float32)
    rng = np.random.default_rng(rnd.randint(0, 10**6))
    g = (g - 128) * (1.5 if fax else 1.25) + 128 + (12 if fax else 0)
    h, w = g.shape
    g += rng.normal(0, 9 if fax else 6, g.shape)
    speck = rng.random(g.shape) < (0.0018 if fax else 0.0009)
    g[speck] = rng.uniform(0, 90, int(speck.sum()))
    for _ in range(rnd.randint(1, 3)):
        x = rnd.randint(0, w - 4)
        g[:, x : x + rnd.randint(1, 3)] -= rnd.uniform(25, 60)
    if fax:
        for _ in range(4):
            y = rnd.randint(0, h - 3)
            g[y : y + 2, :] += rnd.uniform(-50, 40)
        g = np.where(g < 150, g * 0.5, np.minimum(255, g * 1.08))
    out = Image.fromarray(np.clip(g, 0, 255).astype(np.uint8), "L")
    out = out.rotate(rnd.uniform(-1.3, 1.3), resample=Image.BICUBIC, expand=False, fillcolor=235)
    return out


def low_scan(img: Image.Image, rnd: random.Random) -> Image.Image:
    """A cheap 150 dpi scan: grey cast, soft, a slight skew, uneven lid light."""
    g = np.asarray(img.convert("RGB")).astype(np.float32)
    _h, w, _ = g.shape
    ramp = np.linspace(rnd.uniform(0.86, 0.95), 1.0, w, dtype=np.float32)[None, :, None]
    g = g * ramp * 0.97 + np.random.default_rng(rnd.randint(0, 10**6)).normal(0, 5, g.shape)
    out = Image.fromarray(np.clip(g, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(0.6))
    return out.rotate(rnd.uniform(-1.8, 1.8), resample=Image.BICUBIC, fillcolor=(228, 226, 220))


def card_scan(img: Image.Image, rnd: random.Random) -> Image.Image:
    """A card laid on a flatbed: white A6-ish field around it, barely tilted."""
    pad = img.width // 6
    surface = skia.Surface(img.width + 2 * pad, img.height + 2 * pad)
    c = surface.getCanvas()
    c.clear(skia.Color(250, 250, 248))
    c.translate(pad, pad)
    c.rotate(rnd.uniform(-1.5, 1.5), img.width / 2, img.height / 2)
    c.drawImage(_to_skia(img), 0, 0, skia.SamplingOptions(skia.FilterMode.kLinear))
    shade = skia.Paint(AntiAlias=True, Color=skia.Color(0, 0, 0, 40), Style=skia.Paint.kStroke_Style, StrokeWidth=2)
    c.drawRoundRect(skia.Rect.MakeWH(img.width, img.height), img.width * 0.035, img.width * 0.035, shade)
    return _from_surface(surface)
