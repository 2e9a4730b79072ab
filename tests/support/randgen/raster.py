"""Painting pages into images, and what scanners, copiers and phones do to them.

Every random draw comes from the `random.Random` / numpy generator handed in, never from global state, so a
document's bytes depend on its seed only.
"""

from __future__ import annotations

import io
import math
import random
from functools import cache
from typing import Any

import numpy as np

from tests.support.randgen.canvas import Ellipse, Line, Page, Poly, Rect, Text, grey, pil_font


def _c(colour: Any, rgb: bool) -> Any:
    if colour is None:
        return None
    if rgb:
        return colour if isinstance(colour, tuple) else (colour, colour, colour)
    return grey(colour)


def _dashed(draw: Any, x0: float, y0: float, x1: float, y1: float, fill: Any, w: int, step: float) -> None:
    length = math.hypot(x1 - x0, y1 - y0)
    if length == 0:
        return
    n = max(1, int(length / step))
    for i in range(0, n, 2):
        a, b = i / n, min(1.0, (i + 1) / n)
        draw.line((x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), fill=fill, width=w)


def paint(page: Page, dpi: float) -> Any:
    """The page as a PIL image at `dpi` (grey, or RGB when the page has colour)."""
    from PIL import Image, ImageDraw

    s = dpi / 72
    rgb = page.colour
    image = Image.new(
        "RGB" if rgb else "L", (round(page.size[0] * s), round(page.size[1] * s)), _c(page.background, rgb)
    )
    draw = ImageDraw.Draw(image)
    for op in page.ops:
        if isinstance(op, Text):
            font = pil_font(op.family, op.bold, round(op.size * s, 1))
            kw = {"direction": "rtl", "language": "ar"} if op.rtl else {}
            draw.text((op.x * s, op.y * s), op.s, fill=_c(op.colour, rgb), font=font, anchor=op.anchor + "s", **kw)
        elif isinstance(op, Rect):
            w = max(1, round(op.width * s))
            box = (op.x0 * s, op.y0 * s, op.x1 * s, op.y1 * s)
            if op.dash and op.stroke is not None:
                if op.fill is not None:
                    draw.rectangle(box, fill=_c(op.fill, rgb))
                step = max(3.0, 3 * s)
                x0, y0, x1, y1 = box
                for a, b, c, d in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
                    _dashed(draw, a, b, c, d, _c(op.stroke, rgb), w, step)
            elif op.radius:
                draw.rounded_rectangle(
                    box, radius=op.radius * s, fill=_c(op.fill, rgb), outline=_c(op.stroke, rgb), width=w
                )
            else:
                draw.rectangle(box, fill=_c(op.fill, rgb), outline=_c(op.stroke, rgb), width=w)
        elif isinstance(op, Line):
            w = max(1, round(op.width * s))
            if op.dash:
                _dashed(draw, op.x0 * s, op.y0 * s, op.x1 * s, op.y1 * s, _c(op.colour, rgb), w, max(2.0, 2.5 * s))
            else:
                draw.line((op.x0 * s, op.y0 * s, op.x1 * s, op.y1 * s), fill=_c(op.colour, rgb), width=w)
        elif isinstance(op, Ellipse):
            draw.ellipse(
                (op.x0 * s, op.y0 * s, op.x1 * s, op.y1 * s),
                outline=_c(op.stroke, rgb),
                fill=_c(op.fill, rgb),
                width=max(1, round(op.width * s)),
            )
        elif isinstance(op, Poly):
            points = [(x * s, y * s) for x, y in op.points]
            if op.fill is not None:
                draw.polygon(points, fill=_c(op.fill, rgb))
            else:
                draw.line(points, fill=_c(op.colour, rgb), width=max(1, round(op.width * s)), joint="curve")
    return image


# degradations ------------------------------------------------------------------------------------------------
# Fields (light, shadows, glare) are computed small and resized, noise is one grey channel added to every colour
# channel: a degraded A4 page costs well under a second on a slow core.
def _np_rng(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.getrandbits(64))


def _as_image(a: np.ndarray) -> Any:
    from PIL import Image

    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode="L")


def _light_field(size: tuple[int, int], rng: random.Random, depth: float) -> Any:
    """A multiplicative lighting field (an L image, 255 = unchanged): a gradient from one side, a darker corner or
    a darker rim, at most `depth` darker."""
    from PIL import Image

    h, w = 48, 48
    ys = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None]
    xs = np.linspace(0.0, 1.0, w, dtype=np.float32)[None, :]
    kind = rng.choice(("left", "right", "top", "bottom", "corner", "centre"))
    if kind == "left":
        f = np.broadcast_to(1 - xs, (h, w))
    elif kind == "right":
        f = np.broadcast_to(xs, (h, w))
    elif kind == "top":
        f = np.broadcast_to(1 - ys, (h, w))
    elif kind == "bottom":
        f = np.broadcast_to(ys, (h, w))
    elif kind == "corner":
        cx, cy = rng.choice((0.0, 1.0)), rng.choice((0.0, 1.0))
        f = 1 - np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) / math.sqrt(2)
    else:
        f = np.sqrt((xs - 0.5) ** 2 + (ys - 0.5) ** 2) / math.sqrt(0.5)
    return _as_image(255 * (1 - depth * f)).resize(size, Image.Resampling.BILINEAR)


def _multiply(image: Any, field: Any) -> Any:
    from PIL import Image, ImageChops

    if image.mode == "RGB":
        field = Image.merge("RGB", (field, field, field))
    return ImageChops.multiply(image, field)


@cache
def _noise_tile() -> np.ndarray:
    """A 1024 x 1024 tile of Gaussian noise (sigma 32 around 128), the same in every process."""
    return np.random.default_rng(20261128).normal(128, 32, (1024, 1024)).clip(0, 255).astype(np.uint8)


def _noise(image: Any, gen: np.random.Generator, sigma: float) -> Any:
    """Sensor noise: the noise tile, at a drawn offset and scaled to `sigma`, added to every channel."""
    from PIL import Image, ImageChops

    tile = _noise_tile()
    h, w = image.height, image.width
    oy, ox = int(gen.integers(0, 1024)), int(gen.integers(0, 1024))
    reps = ((h + oy) // 1024 + 1, (w + ox) // 1024 + 1)
    n = np.ascontiguousarray(np.tile(tile, reps)[oy : oy + h, ox : ox + w])
    k = sigma / 32
    noise = Image.fromarray(n, mode="L").point([max(0, min(255, round(128 + (i - 128) * k))) for i in range(256)])
    if image.mode == "RGB":
        noise = Image.merge("RGB", (noise, noise, noise))
    return ImageChops.add(image, noise, 1.0, -128)


def blur(image: Any, radius: float) -> Any:
    """A small Gaussian blur as a 3 x 3 or 5 x 5 kernel (PIL's GaussianBlur is three times slower here)."""
    from PIL import ImageFilter

    n = 3 if radius < 0.9 else 5
    ax = np.arange(n) - n // 2
    k = np.exp(-(ax[:, None] ** 2 + ax[None, :] ** 2) / (2 * max(radius, 0.2) ** 2))
    k /= k.sum()
    return image.filter(ImageFilter.Kernel((n, n), [float(x) for x in k.ravel()], scale=1))


def _scale(image: Any, factors: tuple[float, float, float]) -> Any:
    """Each channel times a factor (paper tint, white balance), through a lookup table."""
    if image.mode == "L":
        return image.point([min(255, round(i * factors[0])) for i in range(256)])
    lut = [min(255, round(i * f)) for f in factors for i in range(256)]
    return image.point(lut)


def scan(image: Any, rng: random.Random, strength: float) -> Any:
    """A flatbed scan of the printed page (grey, or colour for some): paper tint, uneven light, a small rotation,
    blur and sensor noise (`strength` 0..1 scales them all)."""
    from PIL import Image

    gen = _np_rng(rng)
    if image.mode == "RGB" and rng.random() < 0.7:
        image = image.convert("L")
    angle = rng.uniform(-3.0, 3.0) * (0.3 + 0.7 * strength)
    border = rng.choice((255, 245, 230, 60))  # the lid, or the scanner's dark bed showing in the corners
    fill = border if image.mode == "L" else (border, border, border)
    image = image.rotate(angle, resample=Image.Resampling.BILINEAR, expand=rng.random() < 0.3, fillcolor=fill)
    paper = rng.uniform(0.90, 1.0)
    image = _scale(image, (paper, paper * rng.uniform(0.97, 1.0), paper * rng.uniform(0.92, 1.0)))
    image = _multiply(image, _light_field(image.size, rng, rng.uniform(0.03, 0.28) * (0.4 + strength)))
    image = _noise(image, gen, 2.0 + 10.0 * strength * rng.random())
    return blur(image, rng.uniform(0.3, 0.6 + 0.7 * strength))


def photocopy(image: Any, rng: random.Random, strength: float) -> Any:
    """A photocopy: grey background, washed-out or heavy toner, speckles, darker edges, a streak."""
    from PIL import Image

    gen = _np_rng(rng)
    image = blur(image.convert("L"), rng.uniform(0.3, 0.9))
    gamma = rng.uniform(0.6, 1.6)  # heavy (<1) or washed-out (>1) toner
    background = rng.uniform(0.78, 0.93)
    ink = rng.uniform(0.02, 0.18)
    image = image.point([round(255 * (ink + (background - ink) * (i / 255) ** gamma)) for i in range(256)])
    image = _multiply(image, _light_field(image.size, rng, rng.uniform(0.05, 0.25)))
    a = np.asarray(image).copy()
    h, w = a.shape
    speckle = gen.random((h, w), dtype=np.float32)
    a[speckle < 0.0015 * (0.5 + strength)] = round(ink * 255)
    a[speckle > 1 - 0.002 * (0.5 + strength)] = min(255, round((background + 0.05) * 255))
    if rng.random() < 0.5:  # a streak from a dirty drum
        x = rng.randrange(w)
        a[:, x : x + max(1, w // 600)] = (a[:, x : x + max(1, w // 600)] * rng.uniform(0.6, 0.9)).astype(np.uint8)
    image = _noise(Image.fromarray(a, mode="L"), gen, 4.0 + 8.0 * strength)
    angle = rng.uniform(-2.0, 2.0) * strength
    return image.rotate(angle, resample=Image.Resampling.BILINEAR, fillcolor=round(background * 255))


def _perspective_coeffs(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> list[float]:
    """PIL's PERSPECTIVE coefficients mapping output points `dst` to input points `src`."""
    rows = []
    rhs = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))]


def _background(size: tuple[int, int], rng: random.Random, gen: np.random.Generator) -> Any:
    """A desk, a tablecloth or a dark surface behind the paper, at 1/8 of the photo's size."""
    from PIL import Image

    sw, sh = size
    kind = rng.choice(("wood", "desk", "dark", "cloth"))
    base = {
        "wood": (rng.randint(120, 170), rng.randint(80, 115), rng.randint(45, 75)),
        "desk": (rng.randint(170, 215), rng.randint(170, 210), rng.randint(165, 205)),
        "dark": (rng.randint(25, 60), rng.randint(25, 60), rng.randint(30, 70)),
        "cloth": (rng.randint(60, 200), rng.randint(60, 200), rng.randint(60, 200)),
    }[kind]
    a = np.empty((sh, sw, 3), dtype=np.float32)
    a[:] = np.array(base, dtype=np.float32)
    if kind == "wood":
        ys = np.arange(sh, dtype=np.float32)[:, None]
        grain = 12 * np.sin(ys / rng.uniform(1, 2) + 3 * np.sin(np.arange(sw, dtype=np.float32)[None, :] / 12))
        a += grain[:, :, None]
    a += gen.normal(0, 5, (sh, sw, 1)).astype(np.float32)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode="RGB")


def phone_photo(image: Any, rng: random.Random, strength: float, *, out_long: int, margin: float) -> Any:
    """A phone photo of a page or a card: the paper in perspective on a background, a soft shadow, glare,
    vignetting, a little blur and sensor noise. `margin` is how much background shows (0.03-0.3)."""
    from PIL import Image, ImageChops, ImageFilter

    gen = _np_rng(rng)
    paper = image.convert("RGB")
    pw, ph = paper.size
    if pw >= ph:
        W, H = out_long, round(out_long * rng.uniform(0.66, 0.8))
    else:
        W, H = round(out_long * rng.uniform(0.66, 0.8)), out_long
    scale = min(W * (1 - 2 * margin) / pw, H * (1 - 2 * margin) / ph)
    tw, th = pw * scale, ph * scale
    cx, cy = W / 2 + rng.uniform(-0.05, 0.05) * W, H / 2 + rng.uniform(-0.05, 0.05) * H
    jitter = (0.01 + 0.04 * strength) * min(tw, th)
    corners = [
        (cx - tw / 2, cy - th / 2),
        (cx + tw / 2, cy - th / 2),
        (cx + tw / 2, cy + th / 2),
        (cx - tw / 2, cy + th / 2),
    ]
    tilt = rng.uniform(-1, 1) * 0.06 * strength  # keystone: one edge narrower than the other
    dst = []
    for i, (x, y) in enumerate(corners):
        k = tilt * (1 if i < 2 else -1) * tw
        dx = (k if i in (0, 3) else -k) / 2
        dst.append((x + dx + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter)))
    angle = math.radians(rng.uniform(-4, 4) * (0.3 + strength))
    ca, sa = math.cos(angle), math.sin(angle)
    dst = [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in dst]
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    coeffs = _perspective_coeffs(src, dst)
    if scale < 0.7:  # shrink first: the perspective warp then works on fewer pixels
        paper = paper.resize((max(1, round(pw * scale * 1.1)), max(1, round(ph * scale * 1.1))), Image.Resampling.BOX)
        f = paper.width / pw
        coeffs = _perspective_coeffs([(x * f, y * f) for x, y in src], dst)
        pw, ph = paper.size
    paper.putalpha(255)
    warped = paper.transform((W, H), Image.Transform.PERSPECTIVE, coeffs, resample=Image.Resampling.BILINEAR)
    mask = warped.getchannel("A")
    sw, sh = max(8, W // 8), max(8, H // 8)
    background = _background((sw, sh), rng, gen)
    small = mask.resize((sw, sh), Image.Resampling.BOX).filter(ImageFilter.GaussianBlur(2))
    shadow = ImageChops.offset(small, 1, 2).point([round(255 - 0.45 * i) for i in range(256)])
    background = _multiply(background, shadow).resize((W, H), Image.Resampling.BILINEAR)
    out = Image.composite(warped.convert("RGB"), background, mask)
    out = _scale(out, (rng.uniform(0.93, 1.05), 1.0, rng.uniform(0.85, 1.02)))  # warm or cool white balance
    out = _multiply(out, _light_field((W, H), rng, rng.uniform(0.1, 0.35)))
    if rng.random() < 0.8:  # glare: a soft bright spot
        gx, gy = rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8)
        r = rng.uniform(0.08, 0.22)
        ys = np.linspace(0, 1, 64, dtype=np.float32)[:, None] * (H / min(W, H))
        xs = np.linspace(0, 1, 64, dtype=np.float32)[None, :] * (W / min(W, H))
        gxs, gys = gx * W / min(W, H), gy * H / min(W, H)
        g = np.exp(-(((xs - gxs) ** 2 + (ys - gys) ** 2) / (2 * r * r))) * rng.uniform(18, 50) * (0.4 + strength)
        glare = _as_image(g).resize((W, H), Image.Resampling.BILINEAR)
        out = ImageChops.add(out, Image.merge("RGB", (glare, glare, glare)))
    out = _noise(out, gen, 2.0 + 5.0 * strength)
    return blur(out, rng.uniform(0.4, 0.6 + 0.4 * strength))


# encoding ----------------------------------------------------------------------------------------------------
def encode(image: Any, fmt: str, *, dpi: int, quality: int = 90, fast: bool = False) -> bytes:
    out = io.BytesIO()
    if fmt == "png":
        image.save(out, format="PNG", dpi=(dpi, dpi), compress_level=1 if fast else 3)
    elif fmt == "jpeg":
        image.save(out, format="JPEG", quality=quality, dpi=(dpi, dpi))
    else:
        raise ValueError(fmt)
    return out.getvalue()


def jpeg_roundtrip(image: Any, quality: int) -> Any:
    """The image after a JPEG save and reload (block artefacts kept when it is stored as PNG or in a PDF)."""
    from PIL import Image

    out = io.BytesIO()
    image.save(out, format="JPEG", quality=quality)
    result = Image.open(io.BytesIO(out.getvalue()))
    result.load()
    return result
