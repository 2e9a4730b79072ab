"""Pieces shared by the employers' and banks' papers: logos, letterheads, footers, signatures, stamps."""

from __future__ import annotations

import math
import random

from .people import Employer
from .ps import Canvas, text_width

SANS, SANS_B, SANS_I = "NimbusSans-Regular", "NimbusSans-Bold", "NimbusSans-Italic"
NARROW, NARROW_B = "NimbusSansNarrow-Regular", "NimbusSansNarrow-Bold"
ROMAN, ROMAN_B, ROMAN_I = "NimbusRoman-Regular", "NimbusRoman-Bold", "NimbusRoman-Italic"
MONO, MONO_B = "NimbusMonoPS-Regular", "NimbusMonoPS-Bold"
GOTHIC, GOTHIC_B = "URWGothic-Book", "URWGothic-Demi"
BOOK, BOOK_B = "URWBookman-Light", "URWBookman-Demi"
C059, C059_B = "C059-Roman", "C059-Bold"
P052, P052_B = "P052-Roman", "P052-Bold"


def initials(text: str) -> str:
    skip = {"de", "du", "des", "la", "le", "les", "l'", "d'", "et", "pour"}
    words = [w for w in text.replace("'", "' ").split() if w.lower() not in skip]
    return "".join(w[0] for w in words[:3]).upper()


def logo(c: Canvas, x: float, y: float, size: float, label: str, color, style: int) -> None:
    """A simple mark: a disc, a rotated square or stacked bars, with the initials."""
    letters = initials(label)
    if style == 0:
        c.circle(x + size / 2, y + size / 2, size / 2, fill=color)
        c.text(x + size / 2, y + size * 0.62, letters, SANS_B, size * 0.32, "c", 1)
    elif style == 1:
        h = size / 2
        c.polygon([(x + h, y), (x + size, y + h), (x + h, y + size), (x, y + h)], fill=color)
        c.text(x + h, y + size * 0.6, letters[:2], SANS_B, size * 0.3, "c", 1)
    elif style == 2:
        for i in range(3):
            c.rect(x + i * size * 0.3, y + size * (0.5 - 0.2 * i), size * 0.22, size * (0.5 + 0.2 * i), fill=color)
    else:
        c.rect(x, y, size, size, fill=color, radius=size * 0.18)
        c.text(x + size / 2, y + size * 0.64, letters[:3], GOTHIC_B, size * 0.34, "c", 1)


def signature(c: Canvas, x: float, y: float, rng: random.Random, width: float = 70.0, color=(0.1, 0.15, 0.4)):
    pts = []
    n = rng.randint(9, 14)
    for i in range(n):
        t = i / (n - 1)
        pts.append((x + t * width + rng.uniform(-3, 3), y + rng.uniform(-9, 7) * math.sin(t * 9 + rng.random())))
    c.polyline(pts, 0.8, color)
    c.line(x + width * 0.1, y + 8, x + width * 0.9, y + 6, 0.6, color)


def stamp(
    c: Canvas, cx: float, cy: float, lines: list[str], rng: random.Random, color=(0.2, 0.3, 0.65), round_: bool = False
) -> None:
    """An office stamp in ink: a box or a double ring with the company name."""
    if round_:
        c.circle(cx, cy, 38, stroke=color, width=1.2)
        c.circle(cx, cy, 33, stroke=color, width=0.5)
        for i, line in enumerate(lines[:3]):
            size = 6.2 if i == 0 else 5.5
            size = min(size, size * 56 / max(text_width(line, SANS_B, size), 1))
            c.text(cx, cy - 6 + i * 8, line, SANS_B, size, "c", color)
        return
    width = max(len(s) for s in lines) * 4.1 + 16
    height = len(lines) * 8.5 + 8
    c.rect(cx - width / 2, cy - height / 2, width, height, stroke=color, width=1.1, radius=2)
    for i, line in enumerate(lines):
        c.text(cx, cy - height / 2 + 10 + i * 8.5, line, SANS_B if i == 0 else SANS, 6.8 if i == 0 else 6, "c", color)


def legal_line(e: Employer) -> str:
    parts = [p for p in (e.rc, e.if_, e.patente, f"ICE {e.ice}", f"CNSS {e.cnss}") if p]
    return " - ".join(parts)


def letterhead(c: Canvas, e: Employer, style: int, rng: random.Random) -> float:
    """Draw the employer's heading; return the y where the body may start."""
    m = 50.0
    if style == 0:  # logo left, name and address right of it
        logo(c, m, 40, 42, e.brand, e.color, rng.randint(0, 3))
        c.text(m + 54, 56, e.brand, SANS_B, 15, color=e.color)
        c.text(m + 54, 70, e.name, SANS, 8.5, color=0.25)
        c.text(m + 54, 81, f"{e.address[0]} - {e.city}", SANS, 8, color=0.35)
        c.hline(m, c.w - m, 96, 1.2, e.color)
        return 120
    if style == 1:  # centred serif heading
        c.text(c.w / 2, 56, e.brand.upper(), ROMAN_B, 18, "c", e.color)
        c.text(c.w / 2, 71, e.name, ROMAN_I, 10, "c", 0.2)
        c.text(c.w / 2, 83, f"{e.address[0]}, {e.city} - Tél. : {e.phone}", ROMAN, 8.5, "c", 0.3)
        c.hline(m + 80, c.w - m - 80, 92, 0.6, 0.3)
        c.hline(m + 80, c.w - m - 80, 94.5, 0.6, 0.3)
        return 122
    if style == 2:  # coloured band across the top
        c.rect(0, 0, c.w, 70, fill=e.color)
        c.text(m, 38, e.brand.upper(), GOTHIC_B, 19, color=1)
        c.text(m, 55, e.name, GOTHIC, 9, color=1)
        c.text(c.w - m, 38, e.city, GOTHIC, 9, "r", 1)
        c.text(c.w - m, 52, f"Tél. {e.phone}", GOTHIC, 8, "r", 1)
        return 105
    # style 3: name top-left, details top-right, small type
    c.text(m, 52, e.name, SANS_B, 12)
    c.text(m, 65, e.address[0], SANS, 8.5, color=0.3)
    c.text(m, 76, e.city + " - Maroc", SANS, 8.5, color=0.3)
    logo(c, c.w - m - 38, 36, 38, e.brand, e.color, 3)
    c.hline(m, c.w - m, 90, 0.4, 0.5)
    return 118


def footer(c: Canvas, e: Employer, style: int) -> None:
    m = 50.0
    text = f"{e.name} - {e.address[0]}, {e.city} - Tél. {e.phone}"
    if style == 2:
        c.rect(0, c.h - 38, c.w, 38, fill=(0.95, 0.95, 0.95))
        c.text(c.w / 2, c.h - 24, text, GOTHIC, 6.8, "c", 0.3)
        c.text(c.w / 2, c.h - 14, legal_line(e), GOTHIC, 6.8, "c", 0.3)
        return
    c.hline(m, c.w - m, c.h - 48, 0.4, 0.5)
    c.text(c.w / 2, c.h - 37, text, SANS, 6.8, "c", 0.35)
    c.text(c.w / 2, c.h - 27, legal_line(e), SANS, 6.8, "c", 0.35)


def table(
    c: Canvas,
    x: float,
    y: float,
    widths: list[float],
    rows: list[list[str]],
    aligns: str,
    face: str,
    size: float,
    row_h: float,
    header_face: str | None = None,
    header_fill=None,
    grid=0.4,
    stripe=None,
    header_color=0,
) -> float:
    """Rows of cells; the first row is the header. Returns the y under the table."""
    total = sum(widths)
    for r, row in enumerate(rows):
        top = y + r * row_h
        if r == 0 and header_fill is not None:
            c.rect(x, top, total, row_h, fill=header_fill)
        elif stripe is not None and r % 2 == 0:
            c.rect(x, top, total, row_h, fill=stripe)
        cx = x
        for i, cell in enumerate(row):
            align = aligns[i]
            fc = header_face if (r == 0 and header_face) else face
            col = header_color if r == 0 else 0
            base = top + row_h * 0.5 + size * 0.35
            if align == "r":
                c.text(cx + widths[i] - 4, base, cell, fc, size, "r", col)
            elif align == "c":
                c.text(cx + widths[i] / 2, base, cell, fc, size, "c", col)
            else:
                c.text(cx + 4, base, cell, fc, size, color=col)
            cx += widths[i]
    bottom = y + len(rows) * row_h
    if grid is not None:
        c.rect(x, y, total, bottom - y, stroke=grid, width=0.6)
        for r in range(1, len(rows)):
            c.hline(x, x + total, y + r * row_h, 0.3, grid)
        cx = x
        for w in widths[:-1]:
            cx += w
            c.vline(cx, y, bottom, 0.3, grid)
    return bottom
