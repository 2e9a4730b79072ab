"""Drawn things: signatures, stamps, logos, portraits, QR-like codes and barcodes, as inline SVG."""

from __future__ import annotations

import math
import random

from .util import esc


def _smooth_path(pts: list[tuple[float, float]]) -> str:
    """Catmull-Rom through the points, as cubic Beziers."""
    if len(pts) < 2:
        return ""
    p = [pts[0], *pts, pts[-1]]
    out = [f"M{p[1][0]:.1f},{p[1][1]:.1f}"]
    for i in range(1, len(p) - 2):
        x0, y0 = p[i - 1]
        x1, y1 = p[i]
        x2, y2 = p[i + 1]
        x3, y3 = p[i + 2]
        c1 = (x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6)
        c2 = (x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6)
        out.append(f"C{c1[0]:.1f},{c1[1]:.1f} {c2[0]:.1f},{c2[1]:.1f} {x2:.1f},{y2:.1f}")
    return " ".join(out)


def signature(rng: random.Random, w: int = 170, h: int = 60, color: str = "#1b2f73") -> str:
    strokes = []
    x = rng.uniform(6, 14)
    for _ in range(rng.randint(1, 2)):
        pts = []
        n = rng.randint(7, 12)
        for _k in range(n):
            x += rng.uniform(6, 16)
            y = h * 0.5 + rng.uniform(-h * 0.38, h * 0.3)
            pts.append((min(x, w - 5), y))
            if rng.random() < 0.3:  # a loop
                pts.append((x - rng.uniform(4, 9), y - rng.uniform(6, 14)))
        strokes.append(_smooth_path(pts))
        x += rng.uniform(2, 10)
    # underline flourish
    y0 = h * rng.uniform(0.7, 0.85)
    strokes.append(_smooth_path([(w * 0.08, y0 + 4), (w * 0.45, y0 - 3), (w * 0.9, y0 + rng.uniform(-6, 2))]))
    sw = rng.uniform(1.1, 1.7)
    paths = "".join(
        f'<path d="{s}" fill="none" stroke="{color}" stroke-width="{sw:.2f}" stroke-linecap="round"/>' for s in strokes
    )
    return f'<svg class="sig" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{paths}</svg>'


def stamp_round(
    rng: random.Random, outer: str, inner: list[str], color: str = "#2b3f9e", size: int = 150, ident: str = "s"
) -> str:
    r = size / 2
    rot = rng.uniform(-18, 18)
    pid = f"sp{ident}{rng.randint(0, 10**6)}"
    rr = r - 19
    inner_svg = ""
    n = len(inner)
    for i, line in enumerate(inner):
        y = r + (i - (n - 1) / 2) * 13 + 4
        inner_svg += (
            f'<text x="{r}" y="{y:.1f}" text-anchor="middle" font-size="10.5" font-weight="bold" '
            f'font-family="Liberation Sans, Arial" fill="{color}">{esc(line)}</text>'
        )
    return (
        f'<svg class="stamp" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
        f'style="transform:rotate({rot:.1f}deg);opacity:{rng.uniform(0.72, 0.88):.2f}">'
        f'<defs><path id="{pid}" d="M {r},{r} m -{rr},0 a {rr},{rr} 0 1,1 {2 * rr},0 a {rr},{rr} 0 1,1 -{2 * rr},0"/>'
        f"</defs>"
        f'<circle cx="{r}" cy="{r}" r="{r - 3}" fill="none" stroke="{color}" stroke-width="2.6"/>'
        f'<circle cx="{r}" cy="{r}" r="{r - 8}" fill="none" stroke="{color}" stroke-width="1"/>'
        f'<circle cx="{r}" cy="{r}" r="{r - 31}" fill="none" stroke="{color}" stroke-width="1"/>'
        f'<text font-size="11" font-family="Liberation Sans, Arial" font-weight="bold" fill="{color}" '
        f'letter-spacing="1"><textPath href="#{pid}" startOffset="0">{esc(outer)}</textPath></text>'
        f"{inner_svg}</svg>"
    )


def stamp_rect(rng: random.Random, lines: list[str], color: str = "#6b1f7a", w: int = 210) -> str:
    h = 16 + 15 * len(lines)
    rot = rng.uniform(-6, 6)
    t = ""
    for i, line in enumerate(lines):
        fs = 13 if i == 0 else 10.5
        t += (
            f'<text x="{w / 2}" y="{22 + i * 15}" text-anchor="middle" font-size="{fs}" font-weight="bold" '
            f'font-family="DejaVu Sans, Arial" fill="{color}">{esc(line)}</text>'
        )
    return (
        f'<svg class="stamp" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        f'style="transform:rotate({rot:.1f}deg);opacity:{rng.uniform(0.7, 0.85):.2f}">'
        f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="5" fill="none" stroke="{color}" stroke-width="2.4"/>'
        f'<rect x="6" y="6" width="{w - 12}" height="{h - 12}" rx="3" fill="none" stroke="{color}" stroke-width="0.8"/>'
        f"{t}</svg>"
    )


def logo(kind: str, text: str, c1: str, c2: str, size: int = 56) -> str:
    s = size
    t = esc(text)
    if kind == "circle":
        body = (
            f'<circle cx="{s / 2}" cy="{s / 2}" r="{s / 2 - 2}" fill="{c1}"/>'
            f'<circle cx="{s / 2}" cy="{s / 2}" r="{s / 2 - 8}" fill="none" stroke="{c2}" stroke-width="2"/>'
            f'<text x="{s / 2}" y="{s / 2 + s * 0.12}" text-anchor="middle" font-size="{s * 0.32}" '
            f'font-family="DejaVu Sans" font-weight="bold" fill="#fff">{t}</text>'
        )
    elif kind == "bars":
        body = "".join(
            f'<rect x="{4 + i * s * 0.2}" y="{s * (0.62 - 0.14 * i)}" width="{s * 0.15}" '
            f'height="{s * (0.3 + 0.14 * i)}" fill="{c1 if i % 2 == 0 else c2}"/>'
            for i in range(4)
        ) + (
            f'<text x="{s / 2}" y="{s - 1}" text-anchor="middle" font-size="{s * 0.18}" font-family="Liberation Sans" '
            f'font-weight="bold" fill="{c1}">{t}</text>'
        )
    elif kind == "mountain":
        body = (
            f'<polygon points="2,{s - 12} {s * 0.38},{s * 0.18} {s * 0.58},{s * 0.5} {s * 0.72},{s * 0.32} '
            f'{s - 2},{s - 12}" fill="{c1}"/>'
            f'<circle cx="{s * 0.76}" cy="{s * 0.16}" r="{s * 0.09}" fill="{c2}"/>'
            f'<text x="{s / 2}" y="{s - 1}" text-anchor="middle" font-size="{s * 0.2}" font-family="Liberation Sans" '
            f'font-weight="bold" fill="{c1}">{t}</text>'
        )
    elif kind == "hexagon":
        pts = " ".join(
            f"{s / 2 + (s / 2 - 2) * math.cos(math.pi / 3 * k + math.pi / 6):.1f},"
            f"{s / 2 + (s / 2 - 2) * math.sin(math.pi / 3 * k + math.pi / 6):.1f}"
            for k in range(6)
        )
        body = (
            f'<polygon points="{pts}" fill="{c1}"/>'
            f'<text x="{s / 2}" y="{s / 2 + s * 0.1}" text-anchor="middle" font-size="{s * 0.28}" '
            f'font-family="DejaVu Sans" font-weight="bold" fill="{c2}">{t}</text>'
        )
    elif kind == "wave":
        body = (
            f'<rect x="0" y="0" width="{s}" height="{s}" rx="{s * 0.2}" fill="{c1}"/>'
            f'<path d="M0,{s * 0.62} C{s * 0.25},{s * 0.45} {s * 0.5},{s * 0.8} {s},{s * 0.55} L{s},{s} L0,{s} Z" '
            f'fill="{c2}" opacity="0.85"/>'
            f'<text x="{s / 2}" y="{s * 0.45}" text-anchor="middle" font-size="{s * 0.26}" '
            f'font-family="Liberation Sans" font-weight="bold" fill="#fff">{t}</text>'
        )
    elif kind == "leaf":
        body = (
            f'<path d="M{s / 2},{s - 6} C{s * 0.05},{s * 0.6} {s * 0.2},{s * 0.1} {s / 2},4 '
            f'C{s * 0.8},{s * 0.1} {s * 0.95},{s * 0.6} {s / 2},{s - 6} Z" fill="{c1}"/>'
            f'<path d="M{s / 2},{s - 8} L{s / 2},{s * 0.2}" stroke="{c2}" stroke-width="2"/>'
        )
    elif kind == "star":
        pts = " ".join(
            f"{s / 2 + (s / 2 - 2 if k % 2 == 0 else s / 5) * math.cos(math.pi / 5 * k - math.pi / 2):.1f},"
            f"{s / 2 + (s / 2 - 2 if k % 2 == 0 else s / 5) * math.sin(math.pi / 5 * k - math.pi / 2):.1f}"
            for k in range(10)
        )
        body = f'<polygon points="{pts}" fill="{c1}" stroke="{c2}" stroke-width="2"/>'
    else:  # square monogram
        body = (
            f'<rect x="1" y="1" width="{s - 2}" height="{s - 2}" fill="{c1}"/>'
            f'<rect x="{s * 0.55}" y="{s * 0.55}" width="{s * 0.45 - 1}" height="{s * 0.45 - 1}" fill="{c2}"/>'
            f'<text x="{s * 0.36}" y="{s * 0.52}" text-anchor="middle" font-size="{s * 0.34}" '
            f'font-family="Liberation Serif" font-weight="bold" fill="#fff">{t}</text>'
        )
    return f'<svg class="logo" width="{s}" height="{s}" viewBox="0 0 {s} {s}">{body}</svg>'


def portrait(rng: random.Random, sex: str, w: int = 120, h: int = 150, grey: bool = False) -> str:
    skins = ["#e9c7a5", "#dcb08a", "#c99a72", "#b98660", "#f0d2b6"]
    hairs = ["#1d140f", "#2e1f16", "#3b2a1d", "#151515", "#4a3526"]
    skin = rng.choice(skins)
    hair = rng.choice(hairs)
    bg = rng.choice(["#e9eef2", "#dfe6ea", "#f1f1ef"])
    cloth = rng.choice(["#2d3a4f", "#3d3d3d", "#5a4636", "#1f3b5b", "#47536b"])
    hijab = sex == "F" and rng.random() < 0.45
    cx = w / 2
    head_y = h * 0.42
    rx = w * 0.2
    ry = h * 0.19
    parts = [f'<rect width="{w}" height="{h}" fill="{bg}"/>']
    # shoulders
    parts.append(
        f'<path d="M{w * 0.02},{h} C{w * 0.05},{h * 0.78} {w * 0.25},{h * 0.72} {cx},{h * 0.72} '
        f'C{w * 0.75},{h * 0.72} {w * 0.95},{h * 0.78} {w * 0.98},{h} Z" fill="{cloth}"/>'
    )
    parts.append(
        f'<rect x="{cx - w * 0.07}" y="{head_y + ry * 0.7}" width="{w * 0.14}" height="{h * 0.14}" fill="{skin}"/>'
    )
    if hijab:
        hc = rng.choice(["#6b4a5a", "#34495e", "#8a6d5a", "#2f3b2f", "#7a7f86"])
        parts.append(
            f'<path d="M{cx - rx * 1.45},{h} C{cx - rx * 1.6},{head_y} {cx - rx * 1.2},{head_y - ry * 1.45} {cx},'
            f"{head_y - ry * 1.42} C{cx + rx * 1.2},{head_y - ry * 1.45} {cx + rx * 1.6},{head_y} "
            f'{cx + rx * 1.45},{h} Z" fill="{hc}"/>'
        )
    elif sex == "F":
        parts.append(
            f'<path d="M{cx - rx * 1.35},{head_y + ry * 1.4} C{cx - rx * 1.5},{head_y - ry * 1.2} '
            f"{cx + rx * 1.5},{head_y - ry * 1.2} {cx + rx * 1.35},{head_y + ry * 1.4} "
            f'L{cx + rx * 0.9},{head_y + ry * 1.4} L{cx - rx * 0.9},{head_y + ry * 1.4} Z" fill="{hair}"/>'
        )
    parts.append(f'<ellipse cx="{cx}" cy="{head_y}" rx="{rx}" ry="{ry}" fill="{skin}"/>')
    if not hijab:
        top = head_y - ry * 0.35
        parts.append(
            f'<path d="M{cx - rx * 1.02},{top + ry * 0.2} C{cx - rx},{head_y - ry * 1.25} {cx + rx},'
            f"{head_y - ry * 1.25} {cx + rx * 1.02},{top + ry * 0.2} C{cx + rx * 0.5},{top - ry * 0.25} "
            f'{cx - rx * 0.5},{top - ry * 0.25} {cx - rx * 1.02},{top + ry * 0.2} Z" fill="{hair}"/>'
        )
    else:
        parts.append(
            f'<path d="M{cx - rx * 1.02},{head_y - ry * 0.3} C{cx - rx},{head_y - ry * 1.2} {cx + rx},'
            f"{head_y - ry * 1.2} {cx + rx * 1.02},{head_y - ry * 0.3} L{cx + rx * 1.1},{head_y - ry * 0.9} "
            f"C{cx + rx * 0.8},{head_y - ry * 1.5} {cx - rx * 0.8},{head_y - ry * 1.5} {cx - rx * 1.1},"
            f'{head_y - ry * 0.9} Z" fill="#000" opacity="0.18"/>'
        )
    ey = head_y - ry * 0.05
    for sx in (-1, 1):
        parts.append(
            f'<ellipse cx="{cx + sx * rx * 0.42}" cy="{ey}" rx="{rx * 0.13}" ry="{ry * 0.06}" fill="#2a1a12"/>'
        )
        parts.append(
            f'<path d="M{cx + sx * rx * 0.62},{ey - ry * 0.2} L{cx + sx * rx * 0.2},{ey - ry * 0.22}" '
            f'stroke="{hair}" stroke-width="{w * 0.018:.1f}"/>'
        )
    parts.append(
        f'<path d="M{cx},{ey + ry * 0.05} L{cx - rx * 0.1},{head_y + ry * 0.35} L{cx + rx * 0.05},'
        f'{head_y + ry * 0.37}" fill="none" stroke="#8a5a44" stroke-width="1" opacity="0.6"/>'
    )
    parts.append(
        f'<path d="M{cx - rx * 0.3},{head_y + ry * 0.58} Q{cx},{head_y + ry * 0.68} {cx + rx * 0.3},'
        f'{head_y + ry * 0.58}" fill="none" stroke="#7a3f36" stroke-width="1.6"/>'
    )
    if sex == "M" and rng.random() < 0.4:
        parts.append(
            f'<path d="M{cx - rx * 0.35},{head_y + ry * 0.48} Q{cx},{head_y + ry * 0.38} {cx + rx * 0.35},'
            f'{head_y + ry * 0.48}" fill="none" stroke="{hair}" stroke-width="{w * 0.03:.1f}" opacity="0.8"/>'
        )
    filt = ' style="filter:grayscale(1) contrast(0.8)"' if grey else ""
    return f'<svg class="photo" width="{w}" height="{h}" viewBox="0 0 {w} {h}"{filt}>{"".join(parts)}</svg>'


def qr_like(rng: random.Random, size: int = 70, n: int = 25, color: str = "#000") -> str:
    cell = size / n
    rects = []
    for y in range(n):
        for x in range(n):
            finder = (x < 7 and y < 7) or (x >= n - 7 and y < 7) or (x < 7 and y >= n - 7)
            if finder:
                fx = x if x < 7 else x - (n - 7)
                fy = y if y < 7 else y - (n - 7)
                on = fx in (0, 6) or fy in (0, 6) or (2 <= fx <= 4 and 2 <= fy <= 4)
            else:
                on = rng.random() < 0.5
            if on:
                sz = f"{cell + 0.05:.2f}"
                rects.append(f'<rect x="{x * cell:.2f}" y="{y * cell:.2f}" width="{sz}" height="{sz}"/>')
    return f'<svg width="{size}" height="{size}" viewBox="0 0 {size} {size}" fill="{color}">{"".join(rects)}</svg>'


def barcode(rng: random.Random, w: int = 180, h: int = 36) -> str:
    x = 2.0
    bars = []
    while x < w - 4:
        bw = rng.choice([1, 1, 1.5, 2, 3])
        if rng.random() < 0.55:
            bars.append(f'<rect x="{x:.1f}" y="0" width="{bw}" height="{h}"/>')
        x += bw + rng.choice([1, 1, 2])
    return f'<svg width="{w}" height="{h}" viewBox="0 0 {w} {h}" fill="#000">{"".join(bars)}</svg>'


def guilloche(w: float, h: float, color: str, n: int = 14, seed: int = 1) -> str:
    rng = random.Random(seed)
    paths = []
    for k in range(n):
        a = rng.uniform(4, 10)
        f = rng.uniform(1.5, 4)
        ph = rng.uniform(0, 6.28)
        y0 = h * (k + 0.5) / n
        pts = " ".join(
            f"{x:.1f},{y0 + a * math.sin(f * x / w * 6.28 + ph):.1f}" for x in [i * w / 60 for i in range(61)]
        )
        paths.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="0.35"/>')
    return f'<svg width="{w}" height="{h}" viewBox="0 0 {w} {h}" preserveAspectRatio="none">{"".join(paths)}</svg>'
