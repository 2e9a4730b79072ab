"""Inline SVG drawings: signatures, stamps, logos, ID photos, guilloches, codes."""

from __future__ import annotations

import html
import math
import random


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def signature(rng: random.Random, width: float = 48, height: float = 18, color: str = "#1b2a6b") -> str:
    """A handwritten-looking scribble; width/height in mm."""
    w, h = 200.0, 75.0
    pts = []
    x = 8.0
    y = h * rng.uniform(0.45, 0.65)
    for _ in range(rng.randint(6, 10)):
        x += rng.uniform(12, 26)
        y = min(h - 6, max(6, y + rng.uniform(-28, 28)))
        pts.append((min(x, w - 8), y))
    d = f"M 8 {h * 0.6:.1f} "
    px, py = 8.0, h * 0.6
    for x2, y2 in pts:
        c1 = (px + rng.uniform(-10, 30), py + rng.uniform(-35, 35))
        c2 = (x2 + rng.uniform(-30, 10), y2 + rng.uniform(-35, 35))
        d += f"C {c1[0]:.1f} {c1[1]:.1f} {c2[0]:.1f} {c2[1]:.1f} {x2:.1f} {y2:.1f} "
        px, py = x2, y2
    # an underline flourish
    ux = rng.uniform(20, 60)
    flourish = (
        f"M {ux:.1f} {h - rng.uniform(8, 16):.1f} Q {w * 0.5:.1f} {h - rng.uniform(0, 6):.1f} "
        f"{w - rng.uniform(5, 30):.1f} {h - rng.uniform(10, 22):.1f}"
    )
    sw = rng.uniform(1.6, 2.6)
    return (
        f'<svg class="sig" viewBox="0 0 {w:.0f} {h:.0f}" style="width:{width}mm;height:{height}mm" '
        f'xmlns="http://www.w3.org/2000/svg"><path d="{d}" fill="none" stroke="{color}" stroke-width="{sw:.2f}" '
        f'stroke-linecap="round" stroke-linejoin="round"/><path d="{flourish}" fill="none" stroke="{color}" '
        f'stroke-width="{sw * 0.8:.2f}" stroke-linecap="round"/></svg>'
    )


def round_stamp(
    rng: random.Random,
    uid: str,
    ring_text: str,
    center: list[str],
    color: str = "#2a3f9d",
    size: float = 36,
) -> str:
    """A round rubber stamp with text around the ring; size in mm."""
    rot = rng.uniform(-25, 25)
    op = rng.uniform(0.72, 0.9)
    lines = []
    n = len(center)
    for i, t in enumerate(center):
        y = 100 + (i - (n - 1) / 2) * 17 + 5
        fs = 15 if len(t) < 14 else 12
        lines.append(
            f'<text x="100" y="{y:.1f}" text-anchor="middle" font-size="{fs}" font-weight="bold" '
            f'font-family="Liberation Sans, sans-serif" fill="{color}">{esc(t)}</text>'
        )
    ring = esc(ring_text)
    fs_ring = max(10.0, min(17.0, 440 / max(len(ring_text), 1)))
    return (
        f'<svg class="stamp" viewBox="0 0 200 200" style="width:{size}mm;height:{size}mm;opacity:{op:.2f}" '
        f'xmlns="http://www.w3.org/2000/svg"><defs><path id="ring{uid}" '
        f'd="M 100,100 m -74,0 a 74,74 0 1,1 148,0 a 74,74 0 1,1 -148,0"/></defs>'
        f'<g transform="rotate({rot:.1f} 100 100)">'
        f'<circle cx="100" cy="100" r="95" fill="none" stroke="{color}" stroke-width="4"/>'
        f'<circle cx="100" cy="100" r="89" fill="none" stroke="{color}" stroke-width="1.5"/>'
        f'<circle cx="100" cy="100" r="55" fill="none" stroke="{color}" stroke-width="1.5"/>'
        f'<text font-size="{fs_ring:.1f}" font-weight="bold" font-family="Liberation Sans, sans-serif" '
        f'fill="{color}" letter-spacing="1"><textPath href="#ring{uid}" startOffset="2%">{ring}</textPath></text>'
        f"{''.join(lines)}</g></svg>"
    )


def rect_stamp(rng: random.Random, lines: list[str], color: str = "#3b2f8f", width: float = 62) -> str:
    """A rectangular company stamp (name, address, identifiers)."""
    rot = rng.uniform(-6, 6)
    op = rng.uniform(0.7, 0.88)
    n = len(lines)
    h = 18 + n * 16
    out = []
    for i, t in enumerate(lines):
        fw = "bold" if i == 0 else "normal"
        fs = min(15 if i == 0 else 12, 290 / (0.56 * max(len(t), 1)))
        out.append(
            f'<text x="160" y="{22 + i * 16}" text-anchor="middle" font-size="{fs:.1f}" font-weight="{fw}" '
            f'font-family="Liberation Sans, sans-serif" fill="{color}">{esc(t)}</text>'
        )
    return (
        f'<svg class="stamp" viewBox="0 0 320 {h}" style="width:{width}mm;height:{width * h / 320:.1f}mm;'
        f'opacity:{op:.2f};transform:rotate({rot:.1f}deg)" xmlns="http://www.w3.org/2000/svg">'
        f'<rect x="3" y="3" width="314" height="{h - 6}" rx="6" fill="none" stroke="{color}" stroke-width="3"/>'
        f"{''.join(out)}</svg>"
    )


def logo(kind: str, text: str, c1: str, c2: str, height: float = 14) -> str:
    """A simple corporate logo: a mark and a word; height in mm."""
    t = esc(text)
    if kind == "circles":
        mark = (
            f'<circle cx="22" cy="25" r="16" fill="{c1}"/><circle cx="38" cy="25" r="16" fill="{c2}" '
            f'fill-opacity="0.85"/>'
        )
    elif kind == "square":
        mark = (
            f'<rect x="6" y="9" width="32" height="32" fill="{c1}"/>'
            f'<rect x="20" y="4" width="26" height="26" fill="{c2}" fill-opacity="0.8"/>'
        )
    elif kind == "triangle":
        mark = f'<polygon points="6,44 28,4 50,44" fill="{c1}"/><polygon points="20,44 36,16 52,44" fill="{c2}"/>'
    elif kind == "leaf":
        mark = (
            f'<path d="M8 44 C 8 14, 30 4, 50 6 C 48 28, 36 44, 8 44 Z" fill="{c1}"/>'
            f'<path d="M8 44 L 40 14" stroke="{c2}" stroke-width="3"/>'
        )
    elif kind == "hex":
        pts = " ".join(
            f"{28 + 20 * math.cos(math.radians(60 * i + 30)):.1f},{25 + 20 * math.sin(math.radians(60 * i + 30)):.1f}"
            for i in range(6)
        )
        mark = f'<polygon points="{pts}" fill="{c1}"/><circle cx="28" cy="25" r="8" fill="{c2}"/>'
    else:  # bars
        mark = "".join(
            f'<rect x="{6 + i * 11}" y="{40 - 8 * (i + 1)}" width="8" height="{8 * (i + 1)}" '
            f'fill="{c1 if i % 2 == 0 else c2}"/>'
            for i in range(4)
        )
    w = 72 + 21 * len(text)
    return (
        f'<svg class="logo" viewBox="0 0 {w} 50" style="height:{height}mm;width:{height * w / 50:.1f}mm" '
        f'xmlns="http://www.w3.org/2000/svg">{mark}<text x="62" y="35" font-size="30" font-weight="bold" '
        f'font-family="Liberation Sans, sans-serif" fill="{c1}">{t}</text></svg>'
    )


def face(rng: random.Random, sex: str, grey: bool = False, hijab: bool = False) -> str:
    """A stylised ID photo (head and shoulders) filling its box."""
    skin = rng.choice(["#c89b7b", "#b98565", "#d8ad8c", "#a8744f", "#e0b896"])
    hair = rng.choice(["#1d1714", "#2b211b", "#3a2a20", "#14100e"])
    cloth = rng.choice(["#2f3b52", "#3d3d3d", "#54412f", "#1f2f3f", "#5a5f66", "#ffffff"])
    bg = rng.choice(["#e9eef2", "#dfe6ec", "#f2f2ee", "#e4e9f0"])
    if grey:
        skin, hair, cloth, bg = "#a9a9a9", "#3a3a3a", "#6a6a6a", "#e8e8e8"
    parts = [f'<rect width="100" height="125" fill="{bg}"/>']
    parts.append(f'<path d="M5 125 C 8 96, 30 88, 50 88 C 70 88, 92 96, 95 125 Z" fill="{cloth}"/>')
    parts.append(f'<rect x="42" y="70" width="16" height="22" fill="{skin}"/>')
    if hijab:
        veil = rng.choice(["#6b4c6b", "#2d4a5a", "#7a6a55", "#3b3b4f", "#8a5a5a"]) if not grey else "#5a5a5a"
        parts.append(
            f'<path d="M18 125 C 14 80, 18 28, 50 22 C 82 28, 86 80, 82 125 Z" fill="{veil}"/>'
            f'<ellipse cx="50" cy="56" rx="17" ry="22" fill="{skin}"/>'
        )
    else:
        if sex == "F":
            parts.append(f'<path d="M26 80 C 22 40, 32 24, 50 24 C 68 24, 78 40, 74 80 Z" fill="{hair}"/>')
        parts.append(f'<ellipse cx="50" cy="54" rx="18" ry="23" fill="{skin}"/>')
        if sex == "M":
            parts.append(
                f'<path d="M31 50 C 30 30, 40 27, 50 27 C 62 27, 71 31, 69 50 C 64 38, 38 38, 31 50 Z" fill="{hair}"/>'
            )
        else:
            parts.append(
                f'<path d="M32 48 C 34 32, 44 29, 52 30 C 60 31, 68 36, 68 48 C 60 38, 42 36, 32 48 Z" fill="{hair}"/>'
            )
    parts.append('<ellipse cx="43" cy="53" rx="2.2" ry="1.4" fill="#222"/>')
    parts.append('<ellipse cx="57" cy="53" rx="2.2" ry="1.4" fill="#222"/>')
    parts.append('<path d="M44 67 Q 50 70 56 67" stroke="#6b3b2b" stroke-width="1.2" fill="none"/>')
    parts.append('<path d="M50 55 L 48 62 L 51 63" stroke="#7a5040" stroke-width="0.9" fill="none"/>')
    return (
        '<svg viewBox="0 0 100 125" preserveAspectRatio="xMidYMid slice" style="width:100%;height:100%;'
        f'display:block" xmlns="http://www.w3.org/2000/svg">{"".join(parts)}</svg>'
    )


def guilloche(
    rng: random.Random, w: float, h: float, color: str, n: int = 14, opacity: float = 0.35, top: float = 0
) -> str:
    """Interlaced sine curves for a security background; w, h in user units (mm)."""
    paths = []
    amp = h / rng.uniform(10, 14)
    freq = rng.uniform(2.5, 5.0)
    for i in range(n):
        phase = i * math.pi / n * 2
        off = h * (0.1 + 0.8 * i / max(n - 1, 1))
        pts = []
        steps = 90
        for k in range(steps + 1):
            x = w * k / steps
            y = off + amp * math.sin(freq * 2 * math.pi * k / steps + phase) * math.cos(math.pi * k / steps + i)
            pts.append(f"{x:.2f},{y:.2f}")
        paths.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="{color}" stroke-width="0.09"/>')
    return (
        f'<svg viewBox="0 0 {w} {h}" preserveAspectRatio="none" style="position:absolute;left:0;top:{top}mm;'
        f'width:{w}mm;height:{h}mm;opacity:{opacity}" xmlns="http://www.w3.org/2000/svg">{"".join(paths)}</svg>'
    )


def rosette(cx: float, cy: float, r: float, color: str, k: int = 7, opacity: float = 0.35) -> str:
    """A spirograph rosette, as printed on cards and cheques (SVG fragment)."""
    pts = []
    for t in range(0, 721):
        a = math.radians(t)
        rr = r * (0.62 + 0.38 * math.cos(k * a))
        pts.append(f"{cx + rr * math.cos(a * 1.0):.2f},{cy + rr * math.sin(a * 1.0):.2f}")
    return f'<polyline points="{" ".join(pts)}" fill="none" stroke="{color}" stroke-width="0.15" opacity="{opacity}"/>'


def emblem(size: float = 12, color: str = "#1f6b3a", red: str = "#b3262d") -> str:
    """A simplified kingdom emblem: a green pentagram in a red shield under a crown."""
    star = []
    for i in range(5):
        a = math.radians(-90 + i * 144)
        star.append(f"{50 + 22 * math.cos(a):.1f},{58 + 22 * math.sin(a):.1f}")
    return (
        f'<svg viewBox="0 0 100 100" style="width:{size}mm;height:{size}mm" xmlns="http://www.w3.org/2000/svg">'
        f'<path d="M22 30 L78 30 L78 62 C 78 80, 62 90, 50 95 C 38 90, 22 80, 22 62 Z" fill="{red}"/>'
        f'<polygon points="{" ".join(star)}" fill="none" stroke="{color}" stroke-width="3.5"/>'
        f'<path d="M30 24 L34 10 L42 20 L50 6 L58 20 L66 10 L70 24 Z" fill="#c9a227"/>'
        f'<path d="M14 40 C 6 60, 10 84, 30 94 M86 40 C 94 60, 90 84, 70 94" stroke="#c9a227" '
        f'stroke-width="3" fill="none"/></svg>'
    )


def qr(rng: random.Random, size: float = 20, n: int = 25) -> str:
    """A QR-looking square of modules (decorative)."""
    cells = []
    for y in range(n):
        for x in range(n):
            finder = (x < 8 and y < 8) or (x >= n - 8 and y < 8) or (x < 8 and y >= n - 8)
            if finder:
                continue
            if rng.random() < 0.48:
                cells.append(f'<rect x="{x}" y="{y}" width="1.02" height="1.02"/>')
    for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
        cells.append(
            f'<rect x="{fx}" y="{fy}" width="7" height="7"/><rect x="{fx + 1}" y="{fy + 1}" width="5" height="5" '
            f'fill="#fff"/><rect x="{fx + 2}" y="{fy + 2}" width="3" height="3"/>'
        )
    return (
        f'<svg viewBox="-1 -1 {n + 2} {n + 2}" style="width:{size}mm;height:{size}mm;background:#fff" '
        f'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges"><g fill="#000">{"".join(cells)}</g></svg>'
    )


def barcode(rng: random.Random, width: float = 40, height: float = 9) -> str:
    bars = []
    x = 0.0
    while x < 95:
        bw = rng.choice([0.6, 0.6, 1.2, 1.8])
        if rng.random() < 0.55:
            bars.append(f'<rect x="{x:.1f}" y="0" width="{bw}" height="20"/>')
        x += bw + rng.choice([0.6, 0.6, 1.2])
    return (
        f'<svg viewBox="0 0 96 20" preserveAspectRatio="none" style="width:{width}mm;height:{height}mm" '
        f'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges"><g fill="#000">{"".join(bars)}</g></svg>'
    )


def chip(width: float = 10) -> str:
    """An EMV-like contact chip."""
    return (
        f'<svg viewBox="0 0 50 40" style="width:{width}mm;height:{width * 0.8}mm" xmlns="http://www.w3.org/2000/svg">'
        '<defs><linearGradient id="chipg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8d28a"/>'
        '<stop offset="1" stop-color="#b8973f"/></linearGradient></defs>'
        '<rect x="1" y="1" width="48" height="38" rx="7" fill="url(#chipg)" stroke="#8a6d2a" stroke-width="1"/>'
        '<path d="M1 14 H17 V1 M1 26 H17 V39 M49 14 H33 V1 M49 26 H33 V39 M17 14 H33 M17 26 H33" '
        'stroke="#8a6d2a" stroke-width="1" fill="none"/></svg>'
    )
