"""Drawn furniture shared by the documents: logos, stamps, signatures, guilloches, letterheads."""

from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageChops

from ._canvas import BLACK, WHITE, F, RasterCanvas

INKS = [(25, 45, 150), (40, 40, 120), (90, 40, 140), (20, 80, 160), (140, 30, 60)]


def shade(rgb, k: float):
    """k > 0 lighter, k < 0 darker."""
    if k >= 0:
        return tuple(int(c + (255 - c) * k) for c in rgb)
    return tuple(int(c * (1 + k)) for c in rgb)


def on(color):
    """A legible text colour on a filled background."""
    r, g, b = color[:3]
    return (25, 25, 35) if 0.299 * r + 0.587 * g + 0.114 * b > 165 else WHITE


def logo(c, x, y, size, style, colors, initials="", f=None):
    """Draw a logo mark in the box (x, y, size, size)."""
    c1, c2 = colors[0], colors[1] if len(colors) > 1 else colors[0]
    s = size
    cx, cy = x + s / 2, y + s / 2
    f = f or F("helv", s * 0.34, bold=True)
    if style == "circle":
        c.ellipse(cx, cy, s / 2, s / 2, stroke=None, fill=c1)
        c.ellipse(cx, cy, s * 0.38, s * 0.38, stroke=c2, fill=None, lw=s * 0.04)
        if initials:
            c.text(cx, cy + f.size * 0.35, initials, c.fit(initials, f, s * 0.62), c2 if c2 != c1 else WHITE, align="c")
    elif style == "square":
        c.rect(x, y, s, s * 0.8, stroke=None, fill=c1, radius=s * 0.08)
        c.rect(x, y + s * 0.84, s, s * 0.16, stroke=None, fill=c2)
        if initials:
            c.text(cx, y + s * 0.4 + f.size * 0.35, initials, c.fit(initials, f, s * 0.85), WHITE, align="c")
    elif style == "diamond":
        c.poly([(cx, y), (x + s, cy), (cx, y + s), (x, cy)], stroke=None, fill=c1)
        c.poly([(cx, y + s * 0.22), (x + s * 0.78, cy), (cx, y + s * 0.78), (x + s * 0.22, cy)], stroke=None, fill=c2)
        if initials:
            c.text(cx, cy + f.size * 0.3, initials, c.fit(initials, f.sz(s * 0.2), s * 0.5), WHITE, align="c")
    elif style == "rings":
        for k, col in ((0.5, c1), (0.36, c2), (0.22, c1)):
            c.ellipse(cx, cy, s * k, s * k, stroke=col, fill=None, lw=s * 0.07)
    elif style == "leaf":
        leaf = [(cx + s * 0.38 * math.sin(a / 30 * math.pi), y + s * 0.05 + s * 0.75 * a / 30) for a in range(31)]
        leaf += [
            (cx - s * 0.38 * math.sin(a / 30 * math.pi), y + s * 0.05 + s * 0.75 * a / 30) for a in range(30, -1, -1)
        ]
        c.poly(leaf, stroke=None, fill=c1)
        c.line(cx, y + s * 0.12, cx, y + s * 0.98, color=c2, lw=s * 0.05)
        for k in (0.3, 0.5, 0.68):
            c.line(cx, y + s * (k + 0.12), cx + s * 0.2, y + s * k, color=c2, lw=s * 0.03)
            c.line(cx, y + s * (k + 0.12), cx - s * 0.2, y + s * k, color=c2, lw=s * 0.03)
    elif style == "cross":
        c.ellipse(cx, cy, s / 2, s / 2, stroke=c1, fill=None, lw=s * 0.05)
        w = s * 0.2
        c.rect(cx - w / 2, y + s * 0.18, w, s * 0.64, stroke=None, fill=c2)
        c.rect(x + s * 0.18, cy - w / 2, s * 0.64, w, stroke=None, fill=c2)
    elif style == "chevrons":
        for k in range(3):
            off = k * s * 0.22
            c.poly(
                [(x + off, y + s * 0.15), (x + off + s * 0.3, cy), (x + off, y + s * 0.85)],
                stroke=c1 if k % 2 == 0 else c2,
                lw=s * 0.1,
            )
    elif style == "sun":
        c.ellipse(cx, cy, s * 0.24, s * 0.24, stroke=None, fill=c1)
        for k in range(12):
            a = k * math.pi / 6
            c.line(
                cx + math.cos(a) * s * 0.32,
                cy + math.sin(a) * s * 0.32,
                cx + math.cos(a) * s * 0.48,
                cy + math.sin(a) * s * 0.48,
                color=c2,
                lw=s * 0.05,
            )
    elif style == "book":
        c.poly(
            [(cx, y + s * 0.3), (x + s * 0.05, y + s * 0.18), (x + s * 0.05, y + s * 0.85), (cx, y + s * 0.95)],
            stroke=None,
            fill=c1,
        )
        c.poly(
            [(cx, y + s * 0.3), (x + s * 0.95, y + s * 0.18), (x + s * 0.95, y + s * 0.85), (cx, y + s * 0.95)],
            stroke=None,
            fill=c2,
        )
        c.ellipse(cx, y + s * 0.12, s * 0.1, s * 0.1, stroke=None, fill=c1)
    elif style == "hex":
        pts = [
            (cx + s / 2 * math.cos(math.pi / 3 * k + math.pi / 6), cy + s / 2 * math.sin(math.pi / 3 * k + math.pi / 6))
            for k in range(6)
        ]
        c.poly(pts, stroke=None, fill=c1)
        pts = [
            (cx + s / 3 * math.cos(math.pi / 3 * k + math.pi / 6), cy + s / 3 * math.sin(math.pi / 3 * k + math.pi / 6))
            for k in range(6)
        ]
        c.poly(pts, stroke=c2, fill=None, lw=s * 0.05, closed=True)
    elif style == "wave":
        c.ellipse(cx, cy, s / 2, s / 2, stroke=None, fill=c1)
        for k in range(3):
            pts = [
                (
                    x + s * 0.12 + t * s * 0.76 / 20,
                    cy - s * 0.15 + k * s * 0.15 + math.sin(t / 20 * 2 * math.pi) * s * 0.06,
                )
                for t in range(21)
            ]
            c.poly(pts, stroke=c2, lw=s * 0.05)
    elif style == "split":
        c.rect(x, y, s, s / 2, stroke=None, fill=c1)
        c.rect(x, y + s / 2, s, s / 2, stroke=None, fill=c2)
        c.rect(x + s * 0.2, y + s * 0.47, s * 0.6, s * 0.06, stroke=None, fill=WHITE)
    elif style == "stripes":
        for k in range(4):
            c.rect(
                x + k * s * 0.27,
                y + s * (0.45 - k * 0.13),
                s * 0.19,
                s * (0.55 + k * 0.13),
                stroke=None,
                fill=c1 if k % 2 == 0 else c2,
            )
    elif style == "drop":
        right = [
            (cx + s * 0.38 * math.sin(t * math.pi / 30) ** 1.3, y + s * 0.02 + s * 0.96 * t / 30) for t in range(31)
        ]
        c.poly(right + [(2 * cx - px, py) for px, py in reversed(right)], stroke=None, fill=c1)
        c.ellipse(cx - s * 0.08, y + s * 0.62, s * 0.08, s * 0.11, stroke=None, fill=WHITE)
    else:
        c.rect(x, y, s, s, stroke=c1, fill=None, lw=s * 0.06)


def signature(c, x, y, w, h, rng: random.Random, color=(20, 30, 110), lw=0.9):
    """A scribble from (x, y) to the right within w x h."""
    n = rng.randint(5, 9)
    ctrl = [(x + w * i / (n - 1), y + h * (0.5 + rng.uniform(-0.45, 0.45))) for i in range(n)]
    pts = []
    for i in range(len(ctrl) - 1):
        p0 = ctrl[max(0, i - 1)]
        p1, p2 = ctrl[i], ctrl[i + 1]
        p3 = ctrl[min(len(ctrl) - 1, i + 2)]
        for t in [k / 8 for k in range(8)]:
            t2, t3 = t * t, t * t * t
            px = 0.5 * (
                (2 * p1[0])
                + (-p0[0] + p2[0]) * t
                + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3
            )
            py = 0.5 * (
                (2 * p1[1])
                + (-p0[1] + p2[1]) * t
                + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3
            )
            pts.append((px, py))
    # a loop or two on the way
    loops = []
    for _ in range(rng.randint(1, 2)):
        lx, ly = x + w * rng.uniform(0.1, 0.5), y + h * rng.uniform(0.3, 0.7)
        r = h * rng.uniform(0.2, 0.35)
        loops.append(
            [
                (lx + r * math.cos(a / 12 * 2 * math.pi) * 0.7, ly + r * math.sin(a / 12 * 2 * math.pi))
                for a in range(13)
            ]
        )
    c.poly(pts, stroke=color, lw=lw, ink=True)
    for lp in loops:
        c.poly(lp, stroke=color, lw=lw * 0.8, ink=True)
    c.line(x + w * 0.1, y + h * 0.95, x + w * 0.8, y + h * rng.uniform(0.8, 1.0), color=color, lw=lw * 0.7, ink=True)


def stamp(c, cx, cy, lines, rng: random.Random, color=None, shape="rect", width=150.0):
    """A rubber stamp centred on (cx, cy): on images inked, turned and blended; in a PDF drawn straight."""
    color = color or rng.choice(INKS)
    if c.pdf:
        f = F("helv", 7.5, bold=True)
        h = 12 + 10 * len(lines)
        c.rect(cx - width / 2, cy - h / 2, width, h, stroke=color, lw=1.2, radius=4)
        c.rect(cx - width / 2 + 3, cy - h / 2 + 3, width - 6, h - 6, stroke=color, lw=0.5, radius=3)
        for n, ln in enumerate(lines):
            c.text(cx, cy - h / 2 + 14 + n * 10, ln, c.fit(ln, f.b(n == 0), width - 12), color, align="c")
        return
    k = 4.0  # px per pt in the tile
    if shape == "round":
        d = width
        tile = RasterCanvas(d + 8, d + 8, 72 * k)
        r = d / 2
        ccx = ccy = d / 2 + 4
        tile.ellipse(ccx, ccy, r, r, stroke=color, lw=1.6)
        tile.ellipse(ccx, ccy, r - 4, r - 4, stroke=color, lw=0.6)
        tile.ellipse(ccx, ccy, r * 0.52, r * 0.52, stroke=color, lw=0.6)
        ring = lines[0].upper()
        f = F("helv", r * 0.17, bold=True)
        rr = r - 4 - f.size * 1.05
        span = min(320.0, len(ring) * f.size * 0.78 / rr * 180 / math.pi)
        start = -90 - span / 2
        for n, ch in enumerate(ring):
            a = math.radians(start + span * (n + 0.5) / len(ring))
            px, py = ccx + rr * math.cos(a), ccy + rr * math.sin(a)
            tile.text(px, py, ch, f, color, align="c", angle=-(math.degrees(a) + 90))
        inner = lines[1:]
        for n, ln in enumerate(inner):
            fl = tile.fit(ln, F("helv", r * 0.16, bold=True), r * 0.95)
            tile.text(
                ccx,
                ccy - (len(inner) - 1) * fl.size * 0.6 + n * fl.size * 1.2 + fl.size * 0.35,
                ln,
                fl,
                color,
                align="c",
            )
    else:
        f = F("helv", 8.0, bold=True)
        h = 12 + 10.5 * len(lines)
        tile = RasterCanvas(width + 8, h + 8, 72 * k)
        tile.rect(4, 4, width, h, stroke=color, lw=1.4, radius=5)
        tile.rect(7, 7, width - 6, h - 6, stroke=color, lw=0.5, radius=4)
        for n, ln in enumerate(lines):
            tile.text(4 + width / 2, 4 + 15 + n * 10.5, ln, tile.fit(ln, f.b(n == 0), width - 14), color, align="c")
    img = tile.image()
    # white -> transparent, keep the ink colour, with a worn, uneven pressure
    grey = img.convert("L")
    alpha = ImageChops.invert(grey)
    nrng = np.random.default_rng(rng.randint(0, 2**31))
    grain = np.clip(nrng.normal(128, 70, (img.height, img.width)), 0, 255).astype(np.uint8)
    noise = Image.fromarray(grain, "L").point(lambda v: 255 if v > 95 else int(v * 2.2))
    alpha = ImageChops.multiply(alpha, noise).point(lambda v: min(255, int(v * 1.25)))
    inked = Image.new("RGBA", img.size, (*tuple(color), 0))
    inked.putalpha(alpha)
    inked = inked.rotate(rng.uniform(-14, 14), resample=Image.BICUBIC, expand=True)
    c._ink()
    px = int(cx * c.k - inked.width * c.k / k / 2)
    py = int(cy * c.k - inked.height * c.k / k / 2)
    scaled = inked.resize((max(1, int(inked.width * c.k / k)), max(1, int(inked.height * c.k / k))), Image.LANCZOS)
    layer = Image.new("RGBA", c.img.size, (0, 0, 0, 0))
    layer.paste(scaled, (px, py), scaled)
    c.ink = Image.alpha_composite(c.ink, layer)
    from PIL import ImageDraw

    c.dink = ImageDraw.Draw(c.ink)


def guilloche(c, x, y, w, h, color, rng: random.Random, n=14, lw=0.25):
    for k in range(n):
        phase = rng.uniform(0, 2 * math.pi)
        amp = h * rng.uniform(0.08, 0.25)
        freq = rng.uniform(1.5, 4.0)
        base = y + h * (k + 0.5) / n
        pts = [(x + w * t / 80, base + amp * math.sin(freq * 2 * math.pi * t / 80 + phase)) for t in range(81)]
        c.poly(pts, stroke=color, lw=lw)


def qr_like(c, x, y, size, rng: random.Random, color=BLACK):
    n = 25
    cell = size / n
    for i in range(n):
        for j in range(n):
            finder = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
            if finder:
                continue
            if rng.random() < 0.48:
                c.rect(x + j * cell, y + i * cell, cell, cell, stroke=None, fill=color)
    for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
        c.rect(x + fx * cell, y + fy * cell, 7 * cell, 7 * cell, stroke=None, fill=color)
        c.rect(x + (fx + 1) * cell, y + (fy + 1) * cell, 5 * cell, 5 * cell, stroke=None, fill=WHITE)
        c.rect(x + (fx + 2) * cell, y + (fy + 2) * cell, 3 * cell, 3 * cell, stroke=None, fill=color)


def barcode(c, x, y, w, h, rng: random.Random):
    pos = x
    while pos < x + w:
        bw = rng.choice([0.6, 0.6, 1.2, 1.8])
        if rng.random() < 0.55:
            c.rect(pos, y, bw, h, stroke=None, fill=BLACK)
        pos += bw


def emp_legal_line(emp, with_cnss=True) -> str:
    parts = [emp.form_note]
    if not emp.public:
        parts += [f"RC {emp.rc}", f"IF {emp.ifisc}", f"ICE {emp.ice}"]
        if with_cnss:
            parts.append(f"CNSS {emp.cnss}")
        parts.append(f"Patente {emp.patente}")
    return " - ".join(parts)
