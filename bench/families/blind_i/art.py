"""Small SVG drawings: stamps, signatures, portraits, guilloches, seals, 2D-code-like squares."""

from __future__ import annotations

import html
import math
import random


def esc(s: str) -> str:
    return html.escape(str(s), quote=True)


def signature(rng: random.Random, w: int = 190, h: int = 70, color: str = "#1a2a6c") -> str:
    pts = []
    x = 8.0
    y = h * 0.6
    d = f"M {x:.1f} {y:.1f}"
    for _ in range(rng.randint(5, 9)):
        x2 = x + rng.uniform(12, 30)
        c1 = (x + rng.uniform(-6, 14), y - rng.uniform(10, h * 0.55))
        c2 = (x2 + rng.uniform(-14, 6), y + rng.uniform(-5, h * 0.35))
        y2 = h * rng.uniform(0.35, 0.75)
        d += f" C {c1[0]:.1f} {c1[1]:.1f}, {c2[0]:.1f} {c2[1]:.1f}, {x2:.1f} {y2:.1f}"
        x, y = x2, y2
        pts.append((x, y))
    d += f" M 6 {h * 0.78:.1f} Q {w * 0.4:.1f} {h * 0.62:.1f}, {min(x + 10, w - 4):.1f} {h * 0.7:.1f}"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<path d="{d}" fill="none" stroke="{color}" stroke-width="1.6" stroke-linecap="round"/></svg>'
    )


def stamp(
    rng: random.Random,
    top: str,
    bottom: str,
    middle: list[str],
    color: str = "#2846a8",
    size: int = 150,
    square: bool = False,
) -> str:
    """A rubber stamp, round (text on the ring) or rectangular; slightly rotated and worn."""
    rot = rng.uniform(-18, 18)
    op = rng.uniform(0.72, 0.9)
    uid = rng.randint(0, 10**8)
    if square:
        w, h = size * 1.6, size * 0.72
        lines = "".join(
            f'<text x="{w / 2:.0f}" y="{22 + 17 * i}" text-anchor="middle" font-size="{13 if i == 0 else 11}" '
            f'font-weight="{"bold" if i == 0 else "normal"}">{esc(t)}</text>'
            for i, t in enumerate([top, *middle, bottom])
            if t
        )
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'style="transform:rotate({rot / 3:.1f}deg);opacity:{op:.2f}" viewBox="0 0 {w:.0f} {h:.0f}">'
            f'<g fill="{color}" stroke="none" font-family="DejaVu Sans Condensed, DejaVu Sans">'
            f'<rect x="3" y="3" width="{w - 6:.0f}" height="{h - 6:.0f}" fill="none" stroke="{color}" stroke-width="2.2" rx="4"/>'
            f"{lines}</g></svg>"
        )
    r = size / 2
    ring = r - 13
    import math as _m

    a0, a1 = _m.radians(130), _m.radians(50)  # from lower left, over the top, to lower right (280 degrees)
    x0, y0 = r + ring * _m.cos(a0), r + ring * _m.sin(a0)
    x1, y1 = r + ring * _m.cos(a1), r + ring * _m.sin(a1)
    arc_len = ring * _m.radians(280)
    fs = 10.5 if len(top) <= 30 else 9.0
    fit = (
        f' textLength="{arc_len * 0.97:.0f}" lengthAdjust="spacingAndGlyphs"' if len(top) * fs * 0.68 > arc_len else ""
    )
    lines = [t for t in middle if t] + ([bottom] if bottom else [])
    mid = "".join(
        f'<text x="{r}" y="{r + 4 + (i - (len(lines) - 1) / 2) * 13:.0f}" text-anchor="middle" '
        f'font-size="{10.5 if i < len([t for t in middle if t]) else 8.5}" font-weight="bold">{esc(t)}</text>'
        for i, t in enumerate(lines)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
        f'style="transform:rotate({rot:.1f}deg);opacity:{op:.2f}">'
        f'<defs><path id="t{uid}" d="M {x0:.1f} {y0:.1f} A {ring} {ring} 0 1 1 {x1:.1f} {y1:.1f}"/></defs>'
        f'<g fill="{color}" font-family="DejaVu Sans Condensed, DejaVu Sans">'
        f'<circle cx="{r}" cy="{r}" r="{r - 2}" fill="none" stroke="{color}" stroke-width="2.4"/>'
        f'<circle cx="{r}" cy="{r}" r="{r - 24}" fill="none" stroke="{color}" stroke-width="1.2"/>'
        f'<text font-size="{fs}" font-weight="bold" letter-spacing="0.4"><textPath href="#t{uid}" startOffset="50%" '
        f'text-anchor="middle"{fit}>{esc(top)}</textPath></text>'
        f"{mid}</g></svg>"
    )


def portrait(rng: random.Random, sex: str, w: int = 250, h: int = 320, grey: bool = False) -> str:
    skins = ["#e9c6a5", "#d8a77f", "#c68e63", "#b07a52", "#e3b890"]
    hairs = ["#1b1410", "#2b1d14", "#3a2a1c", "#151515"]
    skin = rng.choice(skins)
    hair = rng.choice(hairs)
    bg = rng.choice(["#eef1f4", "#e6ecf2", "#f3f3ef", "#dfe7ee"])
    shirt = rng.choice(["#2c3e50", "#4a4a4a", "#1f3b5a", "#5a3d2b", "#23412f", "#ececec"])
    cx = w / 2
    face_rx, face_ry = w * 0.2, h * 0.2
    cy = h * 0.42
    hijab = sex == "F" and rng.random() < 0.45
    parts = [f'<rect width="{w}" height="{h}" fill="{bg}"/>']
    parts.append(
        f'<path d="M {w * 0.05} {h} Q {w * 0.1} {h * 0.72} {cx} {h * 0.7} Q {w * 0.9} {h * 0.72} '
        f'{w * 0.95} {h} Z" fill="{shirt}"/>'
    )
    parts.append(
        f'<rect x="{cx - w * 0.07}" y="{cy + face_ry * 0.7}" width="{w * 0.14}" height="{h * 0.14}" fill="{skin}"/>'
    )
    if hijab:
        scarf = rng.choice(["#3b2f4a", "#6b4a3a", "#233d4d", "#7a6a5a", "#2f2f2f"])
        parts.append(f'<ellipse cx="{cx}" cy="{cy + 4}" rx="{face_rx * 1.45}" ry="{face_ry * 1.42}" fill="{scarf}"/>')
        parts.append(
            f'<path d="M {cx - face_rx * 1.4} {cy + 20} Q {cx} {h * 0.95} {cx + face_rx * 1.4} {cy + 20} '
            f'L {w * 0.85} {h} L {w * 0.15} {h} Z" fill="{scarf}"/>'
        )
    else:
        long_hair = sex == "F"
        parts.append(
            f'<ellipse cx="{cx}" cy="{cy - face_ry * 0.25}" rx="{face_rx * 1.12}" '
            f'ry="{face_ry * (1.25 if long_hair else 1.0)}" fill="{hair}"/>'
        )
        if long_hair:
            parts.append(
                f'<rect x="{cx - face_rx * 1.15}" y="{cy}" width="{face_rx * 2.3}" height="{h * 0.28}" '
                f'rx="20" fill="{hair}"/>'
            )
    parts.append(f'<ellipse cx="{cx}" cy="{cy + 6}" rx="{face_rx}" ry="{face_ry}" fill="{skin}"/>')
    ey = cy - face_ry * 0.05
    for sx in (-1, 1):
        parts.append(
            f'<ellipse cx="{cx + sx * face_rx * 0.42}" cy="{ey}" rx="{face_rx * 0.15}" ry="{face_ry * 0.07}" '
            f'fill="#2a1d15"/>'
        )
        parts.append(
            f'<path d="M {cx + sx * face_rx * 0.62} {ey - face_ry * 0.2} L {cx + sx * face_rx * 0.2} '
            f'{ey - face_ry * 0.24}" stroke="{hair}" stroke-width="3"/>'
        )
    parts.append(
        f'<path d="M {cx} {ey + 4} L {cx - 5} {cy + face_ry * 0.38} L {cx + 4} {cy + face_ry * 0.4}" '
        f'fill="none" stroke="#8a5a40" stroke-width="1.6"/>'
    )
    parts.append(
        f'<path d="M {cx - face_rx * 0.3} {cy + face_ry * 0.62} Q {cx} {cy + face_ry * 0.72} '
        f'{cx + face_rx * 0.3} {cy + face_ry * 0.62}" fill="none" stroke="#7a3f32" stroke-width="2.2"/>'
    )
    if sex == "M" and rng.random() < 0.4:
        parts.append(
            f'<path d="M {cx - face_rx * 0.85} {cy + face_ry * 0.3} Q {cx} {cy + face_ry * 1.45} '
            f"{cx + face_rx * 0.85} {cy + face_ry * 0.3} Q {cx} {cy + face_ry * 1.05} "
            f'{cx - face_rx * 0.85} {cy + face_ry * 0.3} Z" fill="{hair}" opacity="0.8"/>'
        )
    filt = ' style="filter:grayscale(1)"' if grey else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 {w} {h}" '
        f'preserveAspectRatio="xMidYMid slice"{filt}>{"".join(parts)}</svg>'
    )


def guilloche(rng: random.Random, w: int, h: int, color: str, n: int = 26, opacity: float = 0.35) -> str:
    paths = []
    a = rng.uniform(0.8, 1.6)
    for k in range(n):
        amp = h * (0.08 + 0.32 * k / n)
        ph = k * 0.37
        pts = []
        for i in range(0, 121):
            x = w * i / 120
            y = h / 2 + amp * math.sin(2 * math.pi * a * i / 120 + ph) * math.cos(2 * math.pi * 0.5 * i / 120 + ph / 2)
            pts.append(f"{x:.1f},{y:.1f}")
        paths.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="{color}" stroke-width="0.7"/>')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        f'style="position:absolute;left:0;top:0;opacity:{opacity}">{"".join(paths)}</svg>'
    )


def rosette(rng: random.Random, size: int, color: str, opacity: float = 0.3) -> str:
    r = size / 2
    paths = []
    for k in range(18):
        pts = []
        for i in range(0, 361, 3):
            t = math.radians(i)
            rr = r * (0.55 + 0.4 * math.cos(7 * t + k * 0.35))
            pts.append(f"{r + rr * math.cos(t + k * 0.05):.1f},{r + rr * math.sin(t + k * 0.05):.1f}")
        paths.append(f'<polygon points="{" ".join(pts)}" fill="none" stroke="{color}" stroke-width="0.6"/>')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
        f'style="opacity:{opacity}">{"".join(paths)}</svg>'
    )


def code2d(rng: random.Random, size: int = 90, n: int = 25) -> str:
    cell = size / n
    rects = []
    for y in range(n):
        for x in range(n):
            finder = any(x0 <= x < x0 + 7 and y0 <= y < y0 + 7 for x0, y0 in ((0, 0), (n - 7, 0), (0, n - 7)))
            if finder:
                fx = x if x < 7 else x - (n - 7)
                fy = y if y < 7 else y - (n - 7)
                on = fx in (0, 6) or fy in (0, 6) or (2 <= fx <= 4 and 2 <= fy <= 4)
            else:
                on = rng.random() < 0.48
            if on:
                rects.append(
                    f'<rect x="{x * cell:.2f}" y="{y * cell:.2f}" width="{cell + 0.1:.2f}" height="{cell + 0.1:.2f}"/>'
                )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">'
        f'<g fill="#111">{"".join(rects)}</g></svg>'
    )


def barcode(rng: random.Random, w: int = 180, h: int = 36) -> str:
    x = 0.0
    bars = []
    while x < w - 4:
        bw = rng.choice([1, 1, 2, 3])
        if rng.random() < 0.55:
            bars.append(f'<rect x="{x:.1f}" y="0" width="{bw}" height="{h}"/>')
        x += bw + rng.choice([1, 1, 2])
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<g fill="#111">{"".join(bars)}</g></svg>'
    )


def star_seal(size: int = 60, color: str = "#b3261e") -> str:
    """A five-pointed star in a ring (the kingdom's emblem, simplified)."""
    r = size / 2
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + i * math.pi / 5
        rr = r * (0.62 if i % 2 == 0 else 0.25)
        pts.append(f"{r + rr * math.cos(ang):.1f},{r + rr * math.sin(ang):.1f}")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">'
        f'<circle cx="{r}" cy="{r}" r="{r - 2}" fill="none" stroke="{color}" stroke-width="2"/>'
        f'<polygon points="{" ".join(pts)}" fill="none" stroke="#1b6b3a" stroke-width="2.4"/></svg>'
    )
