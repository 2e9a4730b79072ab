"""Shared pieces of the family's HTML: page shell, drawn logos, stamps and signatures."""

from __future__ import annotations

import html
import math
import random

from .people import Bank, Employer

esc = html.escape


def page(
    body: str, css: str, size: str = "A4", margin: str = "16mm 15mm 18mm 15mm", title: str = "", lang: str = "fr"
) -> str:
    return f"""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>
@page {{ size: {size}; margin: {margin}; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; }}
table {{ border-collapse: collapse; }}
.ar {{ direction: rtl; unicode-bidi: embed; font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic', serif; }}
.r {{ text-align: right; }} .c {{ text-align: center; }} .b {{ font-weight: bold; }}
.nowrap {{ white-space: nowrap; }}
{css}
</style></head><body>{body}</body></html>"""


def logo(e: Employer, size: int = 54) -> str:
    """A letterhead logo drawn from the employer's shape and colour."""
    c = e.color
    initials = "".join(w[0] for w in e.short.replace("&", " ").replace(".", " ").split()[:3]).upper()
    s = size
    if e.logo == "sun":
        rays = "".join(
            f'<line x1="{30 + 20 * math.cos(a):.1f}" y1="{30 + 20 * math.sin(a):.1f}" '
            f'x2="{30 + 28 * math.cos(a):.1f}" y2="{30 + 28 * math.sin(a):.1f}" stroke="{c}" stroke-width="3"/>'
            for a in [i * math.pi / 6 for i in range(12)]
        )
        shape = f'<circle cx="30" cy="30" r="16" fill="{c}"/>{rays}'
    elif e.logo == "hex":
        pts = " ".join(
            f"{30 + 27 * math.cos(math.pi / 6 + i * math.pi / 3):.1f},"
            f"{30 + 27 * math.sin(math.pi / 6 + i * math.pi / 3):.1f}"
            for i in range(6)
        )
        shape = f'<polygon points="{pts}" fill="{c}"/>'
    elif e.logo == "tri":
        shape = f'<polygon points="30,3 57,55 3,55" fill="{c}"/><polygon points="30,22 44,50 16,50" fill="#fff"/>'
    elif e.logo == "drop":
        shape = f'<path d="M30 3 C 44 22, 52 32, 52 40 A 22 22 0 0 1 8 40 C 8 32, 16 22, 30 3 Z" fill="{c}"/>'
    elif e.logo == "leaf":
        shape = (
            f'<path d="M6 54 C 6 20, 30 4, 56 4 C 56 34, 38 54, 6 54 Z" fill="{c}"/>'
            f'<path d="M8 52 L 50 10" stroke="#fff" stroke-width="2"/>'
        )
    else:
        shape = (
            f'<rect x="4" y="4" width="52" height="52" rx="6" fill="{c}"/>'
            f'<rect x="12" y="12" width="36" height="36" rx="3" fill="none" stroke="#fff" stroke-width="2"/>'
        )
    text = ""
    if e.logo in ("hex", "box", "drop"):
        fs = 18 if len(initials) <= 2 else 13
        text = (
            f'<text x="30" y="{38 if e.logo != "drop" else 44}" font-family="DejaVu Sans" font-weight="bold" '
            f'font-size="{fs}" fill="#fff" text-anchor="middle">{esc(initials)}</text>'
        )
    return f'<svg width="{s}" height="{s}" viewBox="0 0 60 60" xmlns="http://www.w3.org/2000/svg">{shape}{text}</svg>'


def bank_logo(b: Bank, size: int = 48) -> str:
    c, a = b.color, b.accent
    k = b.key
    if k in ("awb", "assafa"):
        shape = (
            f'<circle cx="30" cy="30" r="26" fill="{c}"/><path d="M14 40 Q 30 6 46 40" stroke="{a}" '
            f'stroke-width="6" fill="none"/>'
        )
    elif k in ("boa", "cih"):
        shape = f'<rect x="4" y="4" width="52" height="52" fill="{c}"/><circle cx="30" cy="30" r="14" fill="{a}"/>'
    elif k in ("bp",):
        shape = (
            f'<polygon points="30,4 56,30 30,56 4,30" fill="{c}"/><polygon points="30,16 44,30 30,44 16,30" '
            f'fill="{a}"/>'
        )
    elif k in ("cam", "bmci"):
        shape = (
            f'<path d="M6 50 C 6 18, 28 6, 54 6 C 54 36, 36 54, 6 50 Z" fill="{c}"/>'
            f'<circle cx="40" cy="20" r="7" fill="{a}"/>'
        )
    elif k in ("sgm",):
        shape = (
            f'<rect x="4" y="4" width="52" height="26" fill="{c}"/><rect x="4" y="30" width="52" height="26" '
            f'fill="{a}"/><rect x="16" y="27" width="28" height="6" fill="#fff"/>'
        )
    else:
        shape = (
            f'<circle cx="30" cy="30" r="26" fill="none" stroke="{c}" stroke-width="6"/>'
            f'<circle cx="30" cy="30" r="12" fill="{a}"/>'
        )
    return f'<svg width="{size}" height="{size}" viewBox="0 0 60 60" xmlns="http://www.w3.org/2000/svg">{shape}</svg>'


def signature(rng: random.Random, width: int = 150, color: str = "#1b2a6b") -> str:
    x, y = 8.0, 38.0
    d = f"M{x:.0f} {y:.0f}"
    for _ in range(rng.randint(5, 8)):
        cx1, cy1 = x + rng.uniform(5, 20), y - rng.uniform(10, 30)
        cx2, cy2 = x + rng.uniform(10, 30), y + rng.uniform(5, 25)
        x, y = x + rng.uniform(12, 22), 30 + rng.uniform(-8, 10)
        d += f" C {cx1:.0f} {cy1:.0f}, {cx2:.0f} {cy2:.0f}, {x:.0f} {y:.0f}"
    d += f" M 14 {48 + rng.uniform(-3, 3):.0f} L {x + 6:.0f} {44 + rng.uniform(-4, 4):.0f}"
    return (
        f'<svg width="{width}" height="60" viewBox="0 0 {x + 14:.0f} 60" xmlns="http://www.w3.org/2000/svg">'
        f'<path d="{d}" stroke="{color}" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>'
    )


def stamp(lines: list[str], color: str = "#2740a8", rotate: float = -8, width: str = "52mm") -> str:
    inner = "<br>".join(esc(x) for x in lines)
    return (
        f'<div style="display:inline-block; width:{width}; border:2.2px solid {color}; outline:1px solid {color};'
        f" outline-offset:2px; color:{color}; opacity:0.78; transform:rotate({rotate}deg); padding:2mm 3mm;"
        f" font:bold 8pt 'DejaVu Sans Condensed', sans-serif; text-align:center; line-height:1.35\">"
        f"{inner}</div>"
    )


def round_stamp(top: str, middle: str, color: str = "#2740a8", size: int = 120) -> str:
    return (
        f'<svg width="{size}" height="{size}" viewBox="0 0 120 120" xmlns="http://www.w3.org/2000/svg" '
        f'opacity="0.75"><circle cx="60" cy="60" r="56" fill="none" stroke="{color}" stroke-width="3"/>'
        f'<circle cx="60" cy="60" r="40" fill="none" stroke="{color}" stroke-width="1.5"/>'
        f'<text x="60" y="27" font-family="DejaVu Sans Condensed" font-size="{min(9.0, 150 / max(1, len(top))):.1f}" '
        f'font-weight="bold" fill="{color}" text-anchor="middle">{esc(top[:40])}</text>'
        f'<text x="60" y="64" font-family="DejaVu Sans" font-size="11" font-weight="bold" fill="{color}" '
        f'text-anchor="middle">{esc(middle[:14])}</text>'
        f'<text x="60" y="104" font-family="DejaVu Sans Condensed" font-size="8" fill="{color}" '
        f'text-anchor="middle">* * *</text></svg>'
    )


def legal_footer(e: Employer, sep: str = " - ", with_cnss: bool = True) -> str:
    parts = [e.rc, f"IF {e.if_}", f"ICE {e.ice}", f"Patente {e.patente}"]
    if with_cnss:
        parts.append(f"CNSS {e.cnss}")
    return esc(sep.join(parts))


def photo_svg(sex: str, w: int = 90, h: int = 115, tone: str = "#c9a27e", bg: str = "#dfe6ee") -> str:
    hair = "#2b1d14"
    extra = (
        f'<path d="M20 60 Q 18 18 45 16 Q 72 18 70 60 L 66 40 Q 45 30 24 40 Z" fill="{hair}"/>'
        if sex == "F"
        else f'<path d="M26 40 Q 28 16 45 16 Q 64 16 64 40 Q 56 26 45 28 Q 34 26 26 40 Z" fill="{hair}"/>'
    )
    if sex == "F":
        extra = (
            f'<path d="M16 92 Q 14 20 45 14 Q 76 20 74 92 Q 66 60 66 44 Q 45 34 24 44 Q 24 60 16 92 Z" fill="{hair}"/>'
        )
    return (
        f'<svg width="{w}" height="{h}" viewBox="0 0 90 115" xmlns="http://www.w3.org/2000/svg">'
        f'<rect width="90" height="115" fill="{bg}"/>{extra}'
        f'<ellipse cx="45" cy="46" rx="19" ry="24" fill="{tone}"/>'
        f'<path d="M8 115 Q 10 80 45 76 Q 80 80 82 115 Z" fill="#3b4a5a"/>'
        f'<rect x="38" y="66" width="14" height="12" fill="{tone}"/></svg>'
    )


def guilloche(w: int, h: int, color: str, n: int = 14, amp: float = 6.0, seed: int = 0) -> str:
    rng = random.Random(seed)
    paths = []
    for i in range(n):
        y0 = h * (i + 0.5) / n
        ph = rng.uniform(0, 6.28)
        pts = " ".join(f"{x},{y0 + amp * math.sin(x / 9.0 + ph + i * 0.4):.1f}" for x in range(0, w + 1, 4))
        paths.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="0.5"/>')
    return (
        f'<svg width="{w}" height="{h}" viewBox="0 0 {w} {h}" xmlns="http://www.w3.org/2000/svg" '
        f'style="position:absolute; left:0; top:0">{"".join(paths)}</svg>'
    )
