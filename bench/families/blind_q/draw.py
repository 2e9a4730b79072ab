"""A thin layer over a Skia canvas: fonts by family name, measured text, wrapping, tables, stamps."""

from __future__ import annotations

import functools
import math

import skia

FACES = {
    "sans": "DejaVu Sans",
    "serif": "DejaVu Serif",
    "lsans": "Liberation Sans",
    "lserif": "Liberation Serif",
    "narrow": "Liberation Sans Narrow",
    "free": "FreeSans",
    "freeserif": "FreeSerif",
    "noto": "Noto Sans",
    "notoserif": "Noto Serif",
    "mono": "DejaVu Sans Mono",
    "lmono": "Liberation Mono",
    "fmono": "FreeMono",
    "ocr": "DejaVu Sans Mono",
}


@functools.cache
def typeface(face: str, bold: bool = False, italic: bool = False) -> skia.Typeface:
    name = FACES.get(face, face)
    if bold and italic:
        style = skia.FontStyle.BoldItalic()
    elif bold:
        style = skia.FontStyle.Bold()
    elif italic:
        style = skia.FontStyle.Italic()
    else:
        style = skia.FontStyle.Normal()
    tf = skia.Typeface(name, style)
    if tf.getFamilyName() != name:
        raise RuntimeError(f"font {name!r} did not resolve (got {tf.getFamilyName()!r})")
    return tf


def rgb(h: str) -> int:
    h = h.lstrip("#")
    return skia.Color(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


class Page:
    """Drawing helpers bound to one canvas; coordinates in points (1/72 inch), y downwards."""

    def __init__(self, canvas: skia.Canvas, width: float, height: float, face: str = "sans"):
        self.c = canvas
        self.w = width
        self.h = height
        self.face = face

    # -- text -------------------------------------------------------------------------------------------
    def font(self, size: float, bold: bool = False, italic: bool = False, face: str | None = None) -> skia.Font:
        f = skia.Font(typeface(face or self.face, bold, italic), size)
        f.setSubpixel(True)
        f.setEdging(skia.Font.Edging.kAntiAlias)
        return f

    def width(self, s: str, size: float, bold: bool = False, italic: bool = False, face: str | None = None) -> float:
        return self.font(size, bold, italic, face).measureText(s)

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: float = 9,
        bold: bool = False,
        italic: bool = False,
        color: str = "#000000",
        align: str = "left",
        face: str | None = None,
        spacing: float = 0.0,
    ) -> float:
        """Draw s with its baseline at y; align left/right/center about x. Returns the drawn width."""
        f = self.font(size, bold, italic, face)
        paint = skia.Paint(AntiAlias=True, Color=rgb(color))
        wdt = sum(f.measureText(ch) for ch in s) + spacing * (len(s) - 1) if spacing else f.measureText(s)
        if align == "right":
            x -= wdt
        elif align == "center":
            x -= wdt / 2
        if spacing:
            for ch in s:
                self.c.drawString(ch, x, y, f, paint)
                x += f.measureText(ch) + spacing
        else:
            self.c.drawString(s, x, y, f, paint)
        return wdt

    def fit(self, x: float, y: float, s: str, maxw: float, size: float = 9, **kw) -> None:
        """Draw s shrinking the size until it fits maxw."""
        while size > 4 and self.width(s, size, kw.get("bold", False), kw.get("italic", False), kw.get("face")) > maxw:
            size -= 0.25
        self.text(x, y, s, size, **kw)

    def wrap_lines(
        self, s: str, w: float, size: float, bold: bool = False, italic: bool = False, face: str | None = None
    ) -> list[str]:
        lines: list[str] = []
        for para in s.split("\n"):
            cur = ""
            for word in para.split(" "):
                trial = (cur + " " + word).strip()
                if cur and self.width(trial, size, bold, italic, face) > w:
                    lines.append(cur)
                    cur = word
                else:
                    cur = trial
            lines.append(cur)
        return lines

    def para(
        self, x: float, y: float, w: float, s: str, size: float = 10, leading: float = 1.45, justify: bool = False, **kw
    ) -> float:
        """Draw a wrapped paragraph from baseline y; returns the baseline after the last line."""
        lines = self.wrap_lines(s, w, size, kw.get("bold", False), kw.get("italic", False), kw.get("face"))
        for i, line in enumerate(lines):
            if justify and i < len(lines) - 1 and " " in line:
                words = line.split(" ")
                f = self.font(size, kw.get("bold", False), kw.get("italic", False), kw.get("face"))
                gap = (w - sum(f.measureText(wd) for wd in words)) / (len(words) - 1)
                xx = x
                for wd in words:
                    self.text(xx, y, wd, size, **kw)
                    xx += f.measureText(wd) + gap
            else:
                self.text(x, y, line, size, **kw)
            y += size * leading
        return y

    # -- shapes -----------------------------------------------------------------------------------------
    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        color: str = "#000000",
        width: float = 0.6,
        dash: tuple[float, float] | None = None,
    ) -> None:
        p = skia.Paint(AntiAlias=True, Color=rgb(color), StrokeWidth=width, Style=skia.Paint.kStroke_Style)
        if dash:
            p.setPathEffect(skia.DashPathEffect.Make(list(dash), 0))
        self.c.drawLine(x1, y1, x2, y2, p)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 0.6,
        radius: float = 0.0,
    ) -> None:
        r = skia.Rect.MakeXYWH(x, y, w, h)
        for colour, style in ((fill, skia.Paint.kFill_Style), (stroke, skia.Paint.kStroke_Style)):
            if colour is None:
                continue
            p = skia.Paint(AntiAlias=True, Color=rgb(colour), Style=style, StrokeWidth=width)
            if radius:
                self.c.drawRoundRect(r, radius, radius, p)
            else:
                self.c.drawRect(r, p)

    def gradient(
        self, x: float, y: float, w: float, h: float, c1: str, c2: str, vertical: bool = False, radius: float = 0.0
    ) -> None:
        pts = [skia.Point(x, y), skia.Point(x, y + h) if vertical else skia.Point(x + w, y)]
        shader = skia.GradientShader.MakeLinear(pts, [rgb(c1), rgb(c2)])
        p = skia.Paint(AntiAlias=True, Shader=shader)
        self.c.drawRoundRect(skia.Rect.MakeXYWH(x, y, w, h), radius, radius, p)

    def circle(
        self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = None, width: float = 1.0
    ) -> None:
        for colour, style in ((fill, skia.Paint.kFill_Style), (stroke, skia.Paint.kStroke_Style)):
            if colour is not None:
                self.c.drawCircle(
                    x, y, r, skia.Paint(AntiAlias=True, Color=rgb(colour), Style=style, StrokeWidth=width)
                )

    def path(
        self,
        pts: list[tuple[float, float]],
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 1.0,
        close: bool = True,
    ) -> None:
        path = skia.Path()
        path.moveTo(*pts[0])
        for pt in pts[1:]:
            path.lineTo(*pt)
        if close:
            path.close()
        for colour, style in ((fill, skia.Paint.kFill_Style), (stroke, skia.Paint.kStroke_Style)):
            if colour is not None:
                self.c.drawPath(path, skia.Paint(AntiAlias=True, Color=rgb(colour), Style=style, StrokeWidth=width))

    # -- composite pieces -------------------------------------------------------------------------------
    def logo(self, x: float, y: float, size: float, kind: int, c1: str, c2: str) -> None:
        """A small abstract logo: kind 0 diamond, 1 arcs, 2 star, 3 stacked bars, 4 ring."""
        s = size
        if kind == 0:
            self.path([(x + s / 2, y), (x + s, y + s / 2), (x + s / 2, y + s), (x, y + s / 2)], fill=c1)
            self.path(
                [
                    (x + s / 2, y + s * 0.22),
                    (x + s * 0.78, y + s / 2),
                    (x + s / 2, y + s * 0.78),
                    (x + s * 0.22, y + s / 2),
                ],
                fill=c2,
            )
        elif kind == 1:
            for i, col in enumerate((c1, c2, c1)):
                p = skia.Paint(AntiAlias=True, Color=rgb(col), Style=skia.Paint.kStroke_Style, StrokeWidth=s * 0.09)
                r = s * (0.45 - i * 0.13)
                self.c.drawArc(skia.Rect.MakeXYWH(x + s / 2 - r, y + s / 2 - r, 2 * r, 2 * r), 200, 250, False, p)
        elif kind == 2:
            pts = []
            for i in range(10):
                ang = -math.pi / 2 + i * math.pi / 5
                rr = s / 2 if i % 2 == 0 else s / 4.5
                pts.append((x + s / 2 + rr * math.cos(ang), y + s / 2 + rr * math.sin(ang)))
            self.circle(x + s / 2, y + s / 2, s / 2, fill=c2)
            self.path(pts, fill=c1)
        elif kind == 3:
            for i in range(4):
                self.rect(
                    x + i * s / 4, y + s * (0.6 - i * 0.18), s / 5, s * (0.4 + i * 0.18), fill=c1 if i % 2 else c2
                )
        else:
            self.circle(x + s / 2, y + s / 2, s * 0.42, stroke=c1, width=s * 0.14)
            self.circle(x + s / 2, y + s / 2, s * 0.14, fill=c2)

    def stamp(
        self, x: float, y: float, r: float, top: str, middle: str, color: str = "#2A3F9E", angle: float = -12.0
    ) -> None:
        """A round rubber stamp centred at (x, y): text around the ring, a line in the middle."""
        c = self.c
        c.save()
        c.translate(x, y)
        c.rotate(angle)
        col = rgb(color)
        ink = skia.Color(skia.ColorGetR(col), skia.ColorGetG(col), skia.ColorGetB(col), 190)
        ring = skia.Paint(AntiAlias=True, Color=ink, Style=skia.Paint.kStroke_Style, StrokeWidth=1.6)
        c.drawCircle(0, 0, r, ring)
        ring.setStrokeWidth(0.8)
        c.drawCircle(0, 0, r * 0.68, ring)
        f = self.font(r * 0.2, True, face="lsans")
        paint = skia.Paint(AntiAlias=True, Color=ink)
        txt = top.upper()
        total = sum(f.measureText(ch) for ch in txt)
        rr = r * 0.76
        ang = -math.pi / 2 - (total / rr) / 2
        for ch in txt:
            cw = f.measureText(ch)
            a = ang + cw / rr / 2
            c.save()
            c.translate(rr * math.cos(a), rr * math.sin(a))
            c.rotate(math.degrees(a) + 90)
            c.drawString(ch, -cw / 2, 0, f, paint)
            c.restore()
            ang += cw / rr
        fm = self.font(r * 0.2, True, face="lsans")
        while fm.measureText(middle) > r * 1.25 and fm.getSize() > 3:
            fm.setSize(fm.getSize() - 0.25)
        c.drawString(middle, -fm.measureText(middle) / 2, r * 0.07, fm, paint)
        c.restore()

    def rect_stamp(self, x: float, y: float, lines: list[str], color: str = "#7A1F2B", angle: float = -4.0) -> None:
        c = self.c
        c.save()
        c.translate(x, y)
        c.rotate(angle)
        col = rgb(color)
        ink = skia.Color(skia.ColorGetR(col), skia.ColorGetG(col), skia.ColorGetB(col), 185)
        f = self.font(7.5, True, face="lsans")
        w = max(f.measureText(s) for s in lines) + 14
        h = 11 * len(lines) + 8
        p = skia.Paint(AntiAlias=True, Color=ink, Style=skia.Paint.kStroke_Style, StrokeWidth=1.4)
        c.drawRoundRect(skia.Rect.MakeXYWH(0, 0, w, h), 3, 3, p)
        fill = skia.Paint(AntiAlias=True, Color=ink)
        for i, s in enumerate(lines):
            c.drawString(s, (w - f.measureText(s)) / 2, 13 + 11 * i, f, fill)
        c.restore()

    def signature(self, x: float, y: float, w: float, seed: int, color: str = "#1B2A6B") -> None:
        """A scribbled signature from a seeded sequence of loops."""
        import random as _r

        rnd = _r.Random(seed)
        path = skia.Path()
        path.moveTo(x, y)
        cx = x
        for _ in range(7):
            cx += w / 8
            path.cubicTo(
                cx - w / 10, y - rnd.uniform(6, 18), cx + w / 14, y + rnd.uniform(2, 10), cx, y - rnd.uniform(-3, 6)
            )
        path.quadTo(x + w * 0.5, y + 8, x + w * 1.05, y - 4)
        self.c.drawPath(
            path,
            skia.Paint(
                AntiAlias=True,
                Color=rgb(color),
                Style=skia.Paint.kStroke_Style,
                StrokeWidth=1.1,
                StrokeCap=skia.Paint.kRound_Cap,
            ),
        )

    def table(
        self,
        x: float,
        y: float,
        widths: list[float],
        rows: list[list[str]],
        size: float = 8.5,
        row_h: float = 15,
        header: bool = True,
        head_fill: str | None = "#E6E6E6",
        head_color: str = "#000000",
        aligns: str | None = None,
        grid: str | None = "#000000",
        zebra: str | None = None,
        bold_rows: tuple[int, ...] = (),
        face: str | None = None,
        grid_width: float = 0.5,
        outer_only: bool = False,
    ) -> float:
        """Draw rows of cells; aligns is a string of l/r/c per column. Returns the y below the table."""
        aligns = aligns or "l" * len(widths)
        total = sum(widths)
        yy = y
        for ri, row in enumerate(rows):
            is_head = header and ri == 0
            if is_head and head_fill:
                self.rect(x, yy, total, row_h, fill=head_fill)
            elif zebra and ri % 2 == 0:
                self.rect(x, yy, total, row_h, fill=zebra)
            xx = x
            for ci, cell in enumerate(row):
                cw = widths[ci]
                bold = is_head or ri in bold_rows
                sz = size
                while sz > 4 and self.width(cell, sz, bold, face=face) > cw - 6:
                    sz -= 0.25
                base = yy + row_h / 2 + sz * 0.36
                al = "c" if is_head else aligns[ci]
                color = head_color if is_head else "#000000"
                if al == "r":
                    self.text(xx + cw - 3, base, cell, sz, bold, align="right", color=color, face=face)
                elif al == "c":
                    self.text(xx + cw / 2, base, cell, sz, bold, align="center", color=color, face=face)
                else:
                    self.text(xx + 3, base, cell, sz, bold, color=color, face=face)
                xx += cw
            yy += row_h
        if grid:
            if outer_only:
                self.rect(x, y, total, yy - y, stroke=grid, width=grid_width)
                if header:
                    self.line(x, y + row_h, x + total, y + row_h, grid, grid_width)
            else:
                for i in range(len(rows) + 1):
                    self.line(x, y + i * row_h, x + total, y + i * row_h, grid, grid_width)
            xx = x
            for cw in [0.0, *widths]:
                xx += cw
                self.line(xx, y, xx, yy, grid, grid_width)
        return yy

    def fields(
        self,
        x: float,
        y: float,
        pairs: list[tuple[str, str]],
        label_w: float,
        size: float = 9.5,
        leading: float = 15,
        sep: str = ":",
        label_bold: bool = False,
        value_bold: bool = True,
        color: str = "#000000",
        face: str | None = None,
    ) -> float:
        for k, v in pairs:
            self.text(x, y, k, size, label_bold, color=color, face=face)
            if sep:
                self.text(x + label_w - 8, y, sep, size, face=face)
            self.text(x + label_w, y, v, size, value_bold, face=face)
            y += leading
        return y
