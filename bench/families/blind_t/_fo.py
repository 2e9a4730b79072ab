"""Small XSL-FO building blocks: pages, blocks, tables, absolute boxes, inline SVG."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

FO_NS = "http://www.w3.org/1999/XSL/Format"


def e(text) -> str:
    return escape(str(text))


def attrs(**kw) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        out.append(f" {k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}")
    return "".join(out)


def doc(body: str, width="210mm", height="297mm", margin="14mm", font="Liberation Sans", size="9.5pt") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<fo:root xmlns:fo="{FO_NS}" xmlns:svg="http://www.w3.org/2000/svg" language="fr">'
        "<fo:layout-master-set>"
        f'<fo:simple-page-master master-name="p" page-width="{width}" page-height="{height}" margin="{margin}">'
        "<fo:region-body/></fo:simple-page-master></fo:layout-master-set>"
        f'<fo:page-sequence master-reference="p"><fo:flow flow-name="xsl-region-body"'
        f' font-family="{font}" font-size="{size}">'
        f"{body}</fo:flow></fo:page-sequence></fo:root>"
    )


def block(content: str, **kw) -> str:
    return f"<fo:block{attrs(**kw)}>{content}</fo:block>"


def tblock(text, **kw) -> str:
    return block(e(text), **kw)


def inline(content: str, **kw) -> str:
    return f"<fo:inline{attrs(**kw)}>{content}</fo:inline>"


def ar(text: str, font="Noto Sans Arabic", size=None, **kw) -> str:
    """An Arabic run, shaped and set right to left by FOP."""
    a = attrs(font_family=font, script="arab", language="ar", font_size=size, **kw)
    return f"<fo:inline{a}>{e(text)}</fo:inline>"


def ar_block(text: str, font="Noto Sans Arabic", size="9pt", align="right", **kw) -> str:
    return block(e(text), font_family=font, script="arab", language="ar", font_size=size, text_align=align, **kw)


def box(content: str, left, top, width, height=None, **kw) -> str:
    return (
        f'<fo:block-container absolute-position="absolute" left="{left}" top="{top}" width="{width}"'
        f"{attrs(height=height, **kw)}>{content}</fo:block-container>"
    )


def svg(inner: str, w_mm: float, h_mm: float, vb_w: float = 100, vb_h: float = 100) -> str:
    return (
        f'<fo:instream-foreign-object content-width="{w_mm}mm" content-height="{h_mm}mm">'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w_mm}mm" height="{h_mm}mm"'
        f' viewBox="0 0 {vb_w} {vb_h}">{inner}</svg></fo:instream-foreign-object>'
    )


def cell(content: str, **kw) -> str:
    if not content.startswith("<fo:block"):
        content = block(content)
    return f"<fo:table-cell{attrs(**kw)}>{content}</fo:table-cell>"


def table(widths: list, rows: list[str], header: list[str] | None = None, **kw) -> str:
    cols = "".join(f'<fo:table-column column-width="{w}"/>' for w in widths)
    head = ""
    if header:
        head = "<fo:table-header>" + "".join(header) + "</fo:table-header>"
    body = "".join(rows) or "<fo:table-row><fo:table-cell><fo:block/></fo:table-cell></fo:table-row>"
    return (
        f'<fo:table table-layout="fixed" width="100%"{attrs(**kw)}>{cols}{head}'
        f"<fo:table-body>{body}</fo:table-body></fo:table>"
    )


def row(cells: list[str], **kw) -> str:
    return f"<fo:table-row{attrs(**kw)}>{''.join(cells)}</fo:table-row>"


def simple_row(values: list, aligns: str, pad="1.2mm", border=None, bg=None, bold=False, size=None) -> str:
    """A row of text cells; aligns is a string of l/c/r, one letter per cell."""
    cells = []
    for v, a in zip(values, aligns, strict=True):
        align = {"l": "left", "c": "center", "r": "right"}[a]
        cells.append(
            cell(
                tblock(v, text_align=align, font_weight="bold" if bold else None, font_size=size),
                padding=pad,
                border=border,
                background_color=bg,
                display_align="center",
            )
        )
    return row(cells)


def stamp(lines: list[str], color="#1a3c8f", w=36, shape="circle", rot=-12) -> str:
    """An ink stamp as SVG: a ring or a rectangle with a few words inside."""
    if shape == "circle":
        outline = (
            f'<circle cx="50" cy="50" r="46" fill="none" stroke="{color}" stroke-width="3"/>'
            f'<circle cx="50" cy="50" r="39" fill="none" stroke="{color}" stroke-width="1.2"/>'
        )
        vb_h = 100
    else:
        outline = f'<rect x="3" y="18" width="94" height="64" rx="4" fill="none" stroke="{color}" stroke-width="3"/>'
        vb_h = 100
    wrapped = []
    for t in lines:
        cur = ""
        for word in t.split():
            if cur and len(cur) + 1 + len(word) > 17:
                wrapped.append(cur)
                cur = word
            else:
                cur = f"{cur} {word}".strip()
        if cur:
            wrapped.append(cur)
    lines = wrapped[:5]
    n = len(lines)
    texts = []
    for k, t in enumerate(lines):
        y = 50 + (k - (n - 1) / 2) * 11 + 3
        size = min(9.0, 68 / (0.62 * max(len(t), 1)))
        texts.append(
            f'<text x="50" y="{y:.1f}" text-anchor="middle" font-family="Liberation Sans" font-weight="bold"'
            f' font-size="{size:.1f}" fill="{color}">{e(t)}</text>'
        )
    inner = f'<g transform="rotate({rot} 50 50)">{outline}{"".join(texts)}</g>'
    return svg(inner, w, w * vb_h / 100)


def signature(color="#14213d", w=38, seed=0) -> str:
    import random

    r = random.Random(seed)
    pts = [(5, 40)]
    x = 5
    while x < 90:
        x += r.uniform(6, 14)
        pts.append((x, r.uniform(10, 45)))
    d = "M" + " Q".join(f"{x:.0f},{y:.0f} {x + 4:.0f},{(y + 30) / 2:.0f}" for x, y in pts)
    inner = f'<path d="{d}" fill="none" stroke="{color}" stroke-width="1.6"/>'
    return svg(inner, w, w * 0.5, 100, 50)


def logo(kind: int, color: str, text: str, w=18) -> str:
    shapes = [
        f'<circle cx="50" cy="50" r="44" fill="{color}"/><circle cx="50" cy="50" r="26" fill="white"/>'
        f'<rect x="44" y="6" width="12" height="88" fill="{color}"/>',
        f'<polygon points="50,4 96,50 50,96 4,50" fill="{color}"/>'
        f'<polygon points="50,26 74,50 50,74 26,50" fill="white"/>',
        f'<rect x="6" y="6" width="88" height="88" rx="16" fill="{color}"/>'
        f'<path d="M20,70 L40,30 L60,62 L80,24" stroke="white" stroke-width="9" fill="none"/>',
        f'<path d="M50,6 L90,28 L90,72 L50,94 L10,72 L10,28 Z" fill="{color}"/>'
        f'<circle cx="50" cy="50" r="18" fill="white"/><circle cx="50" cy="50" r="9" fill="{color}"/>',
    ]
    return svg(shapes[kind % len(shapes)], w, w)


def photo(seed: int, sex: str, w=20, h=25) -> str:
    import random

    r = random.Random(seed)
    skin = r.choice(["#c89f7f", "#b07d5b", "#d8b093", "#8d5b3e", "#e0c0a0"])
    hair = r.choice(["#1e1a17", "#3b2a20", "#2a2a2a", "#5a3b22"])
    bg = r.choice(["#dfe7ee", "#e8e8e8", "#d9e2e6"])
    scarf = ""
    if sex == "F" and r.random() < 0.5:
        c = r.choice(["#5d4157", "#28536b", "#7a5c3a"])
        scarf = f'<ellipse cx="50" cy="50" rx="30" ry="36" fill="{c}"/>'
    else:
        scarf = f'<ellipse cx="50" cy="36" rx="24" ry="22" fill="{hair}"/>'
    inner = (
        f'<rect width="100" height="125" fill="{bg}"/>'
        f'<ellipse cx="50" cy="128" rx="46" ry="34" fill="#2f3b4a"/>{scarf}'
        f'<ellipse cx="50" cy="52" rx="21" ry="27" fill="{skin}"/>'
        f'<rect x="43" y="74" width="14" height="16" fill="{skin}"/>'
    )
    return svg(inner, w, h, 100, 125)
