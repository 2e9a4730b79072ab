"""Drawn pictures the documents embed: logos, stamps, signatures, ID photos, card backgrounds, desk textures."""

from __future__ import annotations

import functools
import io
import math
import random

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

FONT_DIR = "/usr/share/fonts/truetype"
FONTS = {
    "sans": f"{FONT_DIR}/dejavu/DejaVuSans.ttf",
    "sans-bold": f"{FONT_DIR}/dejavu/DejaVuSans-Bold.ttf",
    "serif-bold": f"{FONT_DIR}/liberation/LiberationSerif-Bold.ttf",
    "serif": f"{FONT_DIR}/liberation/LiberationSerif-Regular.ttf",
    "narrow-bold": f"{FONT_DIR}/liberation/LiberationSansNarrow-Bold.ttf",
    "free-bold": f"{FONT_DIR}/freefont/FreeSansBold.ttf",
    "arabic": f"{FONT_DIR}/noto/NotoNaskhArabic-Bold.ttf",
}


def font(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONTS[name], size)


def png_bytes(im: Image.Image) -> bytes:
    b = io.BytesIO()
    im.save(b, "PNG", optimize=False, compress_level=1)
    return b.getvalue()


def hex_rgb(h: str) -> tuple[int, int, int]:
    h = h.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


# ---
# logos


def logo(
    initials: str, color: str, shape: str, rng: random.Random | None = None, size=360, color2: str | None = None
) -> bytes:
    """A simple company or bank mark: a coloured shape with initials."""
    return _logo(initials, color, shape, size, color2)


@functools.lru_cache(maxsize=64)
def _logo(initials: str, color: str, shape: str, size: int, color2: str | None) -> bytes:
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    c1 = (*hex_rgb(color), 255)
    c2 = (*hex_rgb(color2 or "#ffffff"), 255)
    s = size
    if shape == "circle":
        d.ellipse((8, 8, s - 8, s - 8), fill=c1)
        d.ellipse((s * 0.12, s * 0.12, s * 0.88, s * 0.88), outline=c2, width=max(4, s // 40))
    elif shape == "square":
        d.rounded_rectangle((8, 8, s - 8, s - 8), radius=s // 8, fill=c1)
    elif shape == "diamond":
        d.polygon([(s / 2, 6), (s - 6, s / 2), (s / 2, s - 6), (6, s / 2)], fill=c1)
    elif shape == "arch":
        d.pieslice((8, 8, s - 8, s * 1.5), 180, 360, fill=c1)
        d.rectangle((8, s * 0.75, s - 8, s - 8), fill=c1)
        d.arc((s * 0.25, s * 0.3, s * 0.75, s * 1.2), 180, 360, fill=c2, width=max(4, s // 30))
    elif shape == "leaf":
        d.ellipse((8, s * 0.2, s - 8, s * 0.8), fill=c1)
        d.line((s * 0.15, s * 0.5, s * 0.85, s * 0.5), fill=c2, width=max(3, s // 50))
    else:  # star
        pts = []
        for i in range(10):
            r = s * 0.47 if i % 2 == 0 else s * 0.22
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((s / 2 + r * math.cos(a), s / 2 + r * math.sin(a)))
        d.polygon(pts, fill=c1)
    f = font("free-bold", int(s * (0.42 if len(initials) <= 2 else 0.3)))
    tb = d.textbbox((0, 0), initials, font=f)
    tw, th = tb[2] - tb[0], tb[3] - tb[1]
    ty = s / 2 - th / 2 - tb[1] + (s * 0.12 if shape == "arch" else 0)
    d.text((s / 2 - tw / 2 - tb[0], ty), initials, font=f, fill=c2 if shape != "star" else (255, 255, 255, 255))
    return png_bytes(im)


# ---
# ink: stamps and signatures


def _ink_texture(im: Image.Image, rng: random.Random, strength=0.45) -> Image.Image:
    """Uneven ink: multiply the alpha by a blotchy noise field."""
    w, h = im.size
    nr = np.random.default_rng(rng.randrange(1 << 30))
    small = nr.random((max(2, h // 18), max(2, w // 18)))
    field = (
        np.asarray(Image.fromarray((small * 255).astype(np.uint8)).resize((w, h), Image.BICUBIC), dtype=np.float32)
        / 255
    )
    fine = nr.random((h, w)).astype(np.float32)
    a = np.asarray(im.getchannel("A"), dtype=np.float32)
    mult = 1 - strength * field - 0.25 * (fine > 0.93)
    a = np.clip(a * np.clip(mult, 0.15, 1.0), 0, 255).astype(np.uint8)
    im.putalpha(Image.fromarray(a))
    return im


def _text_on_circle(canvas: Image.Image, text: str, cx, cy, r, fnt, fill, start_deg=-90, inside=False):
    """Write text along a circle, centered on start_deg (top = -90)."""
    widths = [fnt.getlength(ch) for ch in text]
    total = sum(widths)
    ang_total = total / r
    a = math.radians(start_deg) - ang_total / 2 if not inside else math.radians(start_deg) + ang_total / 2
    for ch, w in zip(text, widths, strict=True):
        step = w / r
        mid = a + step / 2 if not inside else a - step / 2
        size = int(fnt.size * 1.6)
        tile = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        td = ImageDraw.Draw(tile)
        td.text((size / 2, size / 2), ch, font=fnt, fill=fill, anchor="mm")
        rot = -math.degrees(mid) - 90 if not inside else -math.degrees(mid) + 90
        tile = tile.rotate(rot, resample=Image.BICUBIC)
        x = cx + r * math.cos(mid) - size / 2
        y = cy + r * math.sin(mid) - size / 2
        canvas.alpha_composite(tile, (int(x), int(y)))
        a = a + step if not inside else a - step
    return canvas


def round_stamp(top: str, bottom: str, center: list[str], color: str, rng: random.Random, size=520) -> Image.Image:
    im = _round_stamp(top, bottom, tuple(center), color, size).copy()
    im = _ink_texture(im, rng)
    return im.rotate(rng.uniform(-25, 25), resample=Image.BICUBIC)


@functools.lru_cache(maxsize=64)
def _round_stamp(top: str, bottom: str, center: tuple, color: str, size: int) -> Image.Image:
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    ink = (*hex_rgb(color), 235)
    c = size / 2
    d.ellipse((6, 6, size - 6, size - 6), outline=ink, width=9)
    d.ellipse((size * 0.2, size * 0.2, size * 0.8, size * 0.8), outline=ink, width=5)
    r = size * 0.39

    def fitted(text: str, start: float, limit: float) -> ImageFont.FreeTypeFont:
        f = font("sans-bold", int(size * 0.075))
        while f.getlength(text) > limit and f.size > 12:
            f = font("sans-bold", f.size - 1)
        return f

    _text_on_circle(im, top.upper(), c, c, r, fitted(top.upper(), 0, math.pi * r * 1.05), ink, -90)
    if bottom:
        _text_on_circle(
            im, bottom.upper(), c, c, r, fitted(bottom.upper(), 0, math.pi * r * 0.55), ink, 90, inside=True
        )
    n = len(center)
    for i, line in enumerate(center):
        fc = font("sans-bold", int(size * 0.068))
        while fc.getlength(line) > size * 0.5 and fc.size > 12:
            fc = font("sans-bold", fc.size - 1)
        y = c + (i - (n - 1) / 2) * size * 0.09
        d.text((c, y), line, font=fc, fill=ink, anchor="mm")
    return im


def rect_stamp(lines: list[str], color: str, rng: random.Random, width=760) -> Image.Image:
    fb = font("sans-bold", 44)
    fr = font("sans", 34)
    h = 40 + 56 + 46 * (len(lines) - 1) + 30
    im = Image.new("RGBA", (width, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    ink = (*hex_rgb(color), 235)
    d.rounded_rectangle((4, 4, width - 4, h - 4), radius=18, outline=ink, width=7)
    y = 30
    for i, line in enumerate(lines):
        f = fb if i == 0 else fr
        while f.getlength(line) > width - 50 and f.size > 16:
            f = ImageFont.truetype(f.path, f.size - 2)
        d.text((width / 2, y), line, font=f, fill=ink, anchor="mt")
        y += 56 if i == 0 else 46
    im = _ink_texture(im, rng)
    return im.rotate(rng.uniform(-8, 8), resample=Image.BICUBIC, expand=True)


def signature(rng: random.Random, color="#1a1f5c", width=700, height=260) -> Image.Image:
    """A handwritten-looking scribble."""
    k = 3
    im = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    ink = (*hex_rgb(color), 245)
    n = rng.randint(2, 3)
    x0 = 40 * k
    for stroke in range(n):
        pts = []
        length = rng.uniform(0.35, 0.6) * width * k if stroke == 0 else rng.uniform(0.2, 0.4) * width * k
        f1, f2 = rng.uniform(3, 7), rng.uniform(9, 15)
        a1, a2 = rng.uniform(0.18, 0.32) * height * k, rng.uniform(0.05, 0.12) * height * k
        ph = rng.uniform(0, 6)
        steps = 220
        for i in range(steps):
            t = i / steps
            x = x0 + t * length + math.sin(t * f2 * 2 * math.pi + ph) * a2 * 1.4
            y = (
                height * k * 0.55
                + math.sin(t * f1 * 2 * math.pi + ph) * a1 * (1 - 0.6 * t)
                + math.cos(t * f2 * 6.28) * a2
            )
            pts.append((x, y))
        w = rng.randint(3, 5) * k
        d.line(pts, fill=ink, width=w, joint="curve")
        x0 += length * rng.uniform(0.6, 1.0)
    # underline flourish
    y = height * k * rng.uniform(0.72, 0.85)
    xa, xb = rng.uniform(0.05, 0.2) * width * k, rng.uniform(0.7, 0.95) * width * k
    d.line([(xa, y + 10 * k), ((xa + xb) / 2, y - 12 * k), (xb, y + 4 * k)], fill=ink, width=4 * k, joint="curve")
    im = im.resize((width, height), Image.LANCZOS)
    return im.rotate(rng.uniform(-6, 8), resample=Image.BICUBIC)


def combined_stamp_signature(stamp: Image.Image | None, sig: Image.Image | None, rng: random.Random) -> Image.Image:
    """Stamp with a signature drawn across it, as one transparent picture (900 x 600)."""
    im = Image.new("RGBA", (900, 600), (0, 0, 0, 0))
    if stamp is not None:
        s = stamp.copy()
        s.thumbnail((560, 460))
        im.alpha_composite(s, (rng.randint(20, 160), rng.randint(40, 130)))
    if sig is not None:
        g = sig.copy()
        g.thumbnail((620, 240))
        im.alpha_composite(g, (rng.randint(120, 260), rng.randint(150, 330)))
    return im


# ---
# ID photo and card art


def id_photo(rng: random.Random, sex: str, w=300, h=380) -> Image.Image:
    k = 2
    W, H = w * k, h * k
    bgc = rng.choice([(226, 230, 234), (236, 236, 232), (214, 222, 232), (240, 240, 240)])
    im = Image.new("RGB", (W, H), bgc)
    d = ImageDraw.Draw(im)
    skin = rng.choice([(214, 176, 146), (196, 152, 118), (226, 190, 160), (178, 134, 102)])
    hair = rng.choice([(30, 24, 20), (50, 36, 28), (20, 18, 18), (70, 52, 40)])
    cloth = rng.choice([(40, 46, 64), (70, 70, 74), (24, 28, 36), (96, 60, 50), (50, 70, 90)])
    cx = W / 2 + rng.uniform(-0.03, 0.03) * W
    headw, headh = W * 0.40, H * 0.42
    top = H * 0.16
    # shoulders
    d.ellipse((cx - W * 0.55, H * 0.72, cx + W * 0.55, H * 1.35), fill=cloth)
    d.rectangle((cx - W * 0.08, top + headh * 0.8, cx + W * 0.08, H * 0.8), fill=tuple(int(c * 0.92) for c in skin))
    scarf = sex == "F" and rng.random() < 0.45
    if sex == "F" and not scarf:
        d.ellipse((cx - headw * 0.68, top - headh * 0.08, cx + headw * 0.68, top + headh * 1.25), fill=hair)
    if scarf:
        sc = rng.choice([(90, 70, 100), (40, 50, 80), (120, 90, 80), (70, 80, 70)])
        d.ellipse((cx - headw * 0.72, top - headh * 0.14, cx + headw * 0.72, top + headh * 1.2), fill=sc)
        d.polygon(
            [
                (cx - headw * 0.7, top + headh * 0.6),
                (cx + headw * 0.7, top + headh * 0.6),
                (cx + W * 0.3, H * 0.95),
                (cx - W * 0.3, H * 0.95),
            ],
            fill=sc,
        )
    d.ellipse((cx - headw / 2, top, cx + headw / 2, top + headh), fill=skin)
    if not scarf:
        if sex == "M":
            d.chord((cx - headw * 0.52, top - headh * 0.06, cx + headw * 0.52, top + headh * 0.55), 180, 360, fill=hair)
        else:
            d.chord((cx - headw * 0.54, top - headh * 0.08, cx + headw * 0.54, top + headh * 0.6), 180, 360, fill=hair)
    ey = top + headh * 0.45
    for sgn in (-1, 1):
        ex = cx + sgn * headw * 0.2
        d.ellipse((ex - W * 0.025, ey - H * 0.012, ex + W * 0.025, ey + H * 0.012), fill=(250, 250, 250))
        d.ellipse((ex - W * 0.012, ey - H * 0.011, ex + W * 0.012, ey + H * 0.011), fill=(40, 30, 25))
        d.line((ex - W * 0.04, ey - H * 0.04, ex + W * 0.04, ey - H * 0.045), fill=hair, width=int(5 * k))
    d.line(
        (cx, ey + H * 0.02, cx - W * 0.015, ey + H * 0.09, cx + W * 0.01, ey + H * 0.095),
        fill=tuple(int(c * 0.8) for c in skin),
        width=3 * k,
    )
    d.arc((cx - W * 0.07, ey + H * 0.1, cx + W * 0.07, ey + H * 0.16), 20, 160, fill=(140, 80, 70), width=3 * k)
    if sex == "M" and rng.random() < 0.4:
        d.chord(
            (cx - headw * 0.42, top + headh * 0.62, cx + headw * 0.42, top + headh * 1.04),
            0,
            180,
            fill=tuple(int(c * 0.7) for c in skin),
        )
        d.ellipse((cx - headw * 0.38, top + headh * 0.45, cx + headw * 0.38, top + headh * 0.8), fill=skin)
        d.arc((cx - W * 0.07, ey + H * 0.1, cx + W * 0.07, ey + H * 0.16), 20, 160, fill=(140, 80, 70), width=3 * k)
    im = im.filter(ImageFilter.GaussianBlur(1.6 * k))
    return im.resize((w, h), Image.LANCZOS)


def guilloche(w: int, h: int, base: tuple, ink: tuple, rng: random.Random, density=28, emblem=True) -> Image.Image:
    """Security-print background: gradient, guilloche waves, a faint emblem (a few print runs per design)."""
    return _guilloche(w, h, base, ink, rng.randrange(3), density, emblem)


@functools.lru_cache(maxsize=32)
def _guilloche(w: int, h: int, base: tuple, ink: tuple, run: int, density: int, emblem: bool) -> Image.Image:
    rng = random.Random(f"guilloche-{w}-{h}-{base}-{run}")
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    g = np.zeros((h, w, 3), np.float32)
    base_a = np.array(base, np.float32)
    shade = 0.94 + 0.06 * (x / w) + 0.03 * np.sin(y / h * 3.1)
    g[:] = base_a * shade[..., None]
    im = Image.fromarray(np.clip(g, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(im)
    ph = rng.uniform(0, 6)
    for i in range(density):
        off = i * h / density
        pts = [
            (xx, off + h * 0.05 * math.sin(xx / w * 9 + ph + i * 0.4) + h * 0.03 * math.sin(xx / w * 23 + i))
            for xx in range(0, w, 4)
        ]
        d.line(pts, fill=ink, width=1)
    cx, cy = w * rng.uniform(0.55, 0.7), h * 0.5
    for i in range(18):
        r = h * (0.12 + i * 0.018)
        d.ellipse((cx - r, cy - r * 0.9, cx + r, cy + r * 0.9), outline=ink, width=1)
    if emblem:
        r = h * 0.2
        pts = [
            (
                cx + r * math.cos(-math.pi / 2 + i * 4 * math.pi / 5),
                cy + r * math.sin(-math.pi / 2 + i * 4 * math.pi / 5),
            )
            for i in range(6)
        ]
        d.line(pts, fill=tuple(int(c * 0.9) for c in ink), width=3)
    return im.filter(ImageFilter.GaussianBlur(0.6))


def flag_mark(size=120) -> Image.Image:
    im = Image.new("RGBA", (size * 3 // 2, size), (193, 39, 45, 255))
    d = ImageDraw.Draw(im)
    cx, cy, r = size * 0.75, size * 0.5, size * 0.3
    pts = [
        (cx + r * math.cos(-math.pi / 2 + i * 4 * math.pi / 5), cy + r * math.sin(-math.pi / 2 + i * 4 * math.pi / 5))
        for i in range(6)
    ]
    d.line(pts, fill=(0, 98, 51, 255), width=max(3, size // 18))
    return im


def chip(size=160) -> Image.Image:
    im = Image.new("RGBA", (size, int(size * 0.78)), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    w, h = im.size
    d.rounded_rectangle(
        (2, 2, w - 3, h - 3), radius=size // 7, fill=(212, 182, 108, 255), outline=(150, 120, 60, 255), width=3
    )
    for fx in (0.33, 0.67):
        d.line((w * fx, 4, w * fx, h - 4), fill=(150, 120, 60, 255), width=3)
    d.line((4, h / 2, w - 4, h / 2), fill=(150, 120, 60, 255), width=3)
    d.rounded_rectangle(
        (w * 0.33, h * 0.25, w * 0.67, h * 0.75),
        radius=6,
        fill=(222, 196, 126, 255),
        outline=(150, 120, 60, 255),
        width=3,
    )
    return im


def ghost(photo: Image.Image, alpha=0.35) -> Image.Image:
    g = photo.convert("L").convert("RGBA")
    a = Image.new("L", g.size, int(255 * alpha))
    g.putalpha(a)
    return g


# ---
# desk textures for photos


def texture(kind: str, w: int, h: int, rng: random.Random) -> Image.Image:
    nr = np.random.default_rng(rng.randrange(1 << 30))
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "wood":
        base = np.array(rng.choice([(128, 88, 56), (160, 118, 76), (98, 66, 44), (176, 140, 100)]), np.float32)
        n = nr.random((h // 8 + 2, 4)).astype(np.float32)
        n = np.asarray(Image.fromarray((n * 255).astype(np.uint8)).resize((w, h), Image.BICUBIC), np.float32) / 255
        grain = 0.5 + 0.5 * np.sin((y / h * rng.uniform(40, 70)) + n * 6 + np.sin(x / w * 3) * 2)
        v = base[None, None, :] * (0.8 + 0.25 * grain[..., None])
    elif kind == "fabric":
        base = np.array(rng.choice([(70, 84, 110), (120, 40, 48), (60, 90, 70), (150, 150, 145)]), np.float32)
        weave = 0.5 + 0.25 * np.sin(x * 1.3) + 0.25 * np.sin(y * 1.3)
        v = base[None, None, :] * (0.85 + 0.2 * weave[..., None])
    elif kind == "granite":
        base = np.array(rng.choice([(90, 90, 92), (200, 196, 188), (60, 58, 56)]), np.float32)
        speck = nr.random((h, w)).astype(np.float32)
        v = base[None, None, :] * (0.85 + 0.3 * speck[..., None])
    else:  # plain desk, laminate
        base = np.array(rng.choice([(222, 220, 214), (196, 190, 178), (235, 232, 225), (80, 80, 84)]), np.float32)
        v = base[None, None, :] * (0.95 + 0.05 * nr.random((h, w, 1)).astype(np.float32))
    light = 0.8 + 0.3 * (1 - ((x / w - rng.uniform(0.2, 0.8)) ** 2 + (y / h - rng.uniform(0.2, 0.8)) ** 2))
    v = v * light[..., None]
    im = Image.fromarray(np.clip(v, 0, 255).astype(np.uint8))
    return im.filter(ImageFilter.GaussianBlur(0.8))


def rounded_mask(size: tuple[int, int], radius: int) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=radius, fill=255)
    return m


def multiply_over(base: Image.Image, ink: Image.Image, pos: tuple[int, int]) -> Image.Image:
    """Lay ink (RGBA) over a page as ink does: darkening only."""
    layer = Image.new("RGB", base.size, (255, 255, 255))
    tmp = Image.new("RGBA", base.size, (255, 255, 255, 0))
    tmp.alpha_composite(ink, pos)
    layer.paste(tmp, (0, 0), tmp)
    return ImageChops.multiply(base.convert("RGB"), layer)
