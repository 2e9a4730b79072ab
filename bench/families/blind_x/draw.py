"""Cairo + Pango drawing toolkit of blind_x (runs under /usr/bin/python3 with PyGObject, never in the venv).

A Canvas is one document: a Cairo PDFSurface (born-digital, real text layer) or one Cairo ImageSurface per page
(raw BGRx dumps that the venv side wears with Pillow/numpy). Units are PostScript points, origin top left.
"""

import math
import os
import random

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import GLib, Pango, PangoCairo  # noqa: E402

MM = 72.0 / 25.4
BLACK = (0.0, 0.0, 0.0)
GREY = (0.42, 0.42, 0.42)
INK_BLUE = (0.12, 0.16, 0.5)

_FONT_OPTIONS = cairo.FontOptions()
_FONT_OPTIONS.set_hint_metrics(cairo.HINT_METRICS_OFF)
_FONT_OPTIONS.set_hint_style(cairo.HINT_STYLE_NONE)
_FONT_OPTIONS.set_antialias(cairo.ANTIALIAS_GRAY)

ALIGN = {"l": Pango.Alignment.LEFT, "c": Pango.Alignment.CENTER, "r": Pango.Alignment.RIGHT}


def esc(s):
    return GLib.markup_escape_text(str(s), -1)


class Canvas:
    def __init__(self, doc, out_path, meta):
        self.doc = doc
        self.w, self.h = doc["page"]
        self.mode = doc["mode"]
        self.dpi = doc["dpi"]
        self.out_path = out_path
        self.meta = meta
        self.pages = []
        self.printed = set()
        self.rng = random.Random(doc["seed"])
        self.surface = None
        self.ctx = None
        self.page_no = 0

    # ---------------------------------------------------------------- pages

    def new_page(self, size=None):
        if size is not None:
            self.w, self.h = size
        if self.mode == "pdf":
            if self.surface is None:
                self.surface = cairo.PDFSurface(self.out_path, self.w, self.h)
                for key, value in self.meta.items():
                    self.surface.set_metadata(getattr(cairo.PDFMetadata, key), value)
                self.ctx = cairo.Context(self.surface)
            else:
                self.ctx.show_page()
                if size is not None:
                    self.surface.set_size(*size)
        else:
            self._flush_raster()
            scale = self.dpi / 72.0
            width, height = round(self.w * scale), round(self.h * scale)
            self.surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width, height)
            self.ctx = cairo.Context(self.surface)
            self.ctx.set_source_rgb(1, 1, 1)
            self.ctx.paint()
            self.ctx.scale(scale, scale)
        self.page_no += 1
        self.ctx.set_line_join(cairo.LINE_JOIN_MITER)
        return self.ctx

    def _flush_raster(self):
        if self.mode != "pdf" and self.surface is not None:
            self.surface.flush()
            path = f"{self.out_path}.p{len(self.pages) + 1}.raw"
            with open(path, "wb") as fh:
                fh.write(bytes(self.surface.get_data()))
            self.pages.append(
                dict(
                    path=path,
                    w=self.surface.get_width(),
                    h=self.surface.get_height(),
                    stride=self.surface.get_stride(),
                )
            )
            self.surface.finish()
            self.surface = None

    def finish(self):
        if self.mode == "pdf":
            self.surface.finish()
            return dict(pdf=self.out_path)
        self._flush_raster()
        return dict(pages=self.pages)

    def mark(self, *fields):
        self.printed.update(fields)

    # ---------------------------------------------------------------- text

    def layout(
        self,
        s,
        size=9.0,
        font="DejaVu Sans",
        bold=False,
        italic=False,
        w=None,
        align="l",
        markup=False,
        justify=False,
        spacing=None,
        letter=None,
    ):
        layout = PangoCairo.create_layout(self.ctx)
        pctx = layout.get_context()
        PangoCairo.context_set_resolution(pctx, 72.0)
        PangoCairo.context_set_font_options(pctx, _FONT_OPTIONS)
        pctx.set_round_glyph_positions(False)
        layout.context_changed()
        desc = Pango.FontDescription()
        family = font
        if family.endswith(" Condensed"):
            family = family[: -len(" Condensed")]
            desc.set_stretch(Pango.Stretch.CONDENSED)
        desc.set_family(family)
        desc.set_size(round(size * Pango.SCALE))
        if bold:
            desc.set_weight(Pango.Weight.BOLD)
        if italic:
            desc.set_style(Pango.Style.ITALIC)
        layout.set_font_description(desc)
        if w is not None:
            layout.set_width(int(w * Pango.SCALE))
            layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_alignment(ALIGN[align])
        if justify:
            layout.set_justify(True)
        if spacing:
            layout.set_line_spacing(spacing)
        if letter:
            attrs = Pango.AttrList()
            attrs.insert(Pango.attr_letter_spacing_new(int(letter * Pango.SCALE)))
            layout.set_attributes(attrs)
        if markup:
            layout.set_markup(s, -1)
        else:
            layout.set_text(s, -1)
        return layout

    def measure(self, s, **kw):
        lay = self.layout(s, **kw)
        w, h = lay.get_size()
        return w / Pango.SCALE, h / Pango.SCALE

    def text(self, x, y, s, size=9.0, font="DejaVu Sans", color=BLACK, alpha=1.0, **kw):
        """Draw s with its top at y. Without a width, align 'r' puts its right edge at x and 'c' its middle."""
        if s is None or s == "":
            return 0.0
        lay = self.layout(s, size=size, font=font, **kw)
        tw, th = (v / Pango.SCALE for v in lay.get_size())
        if kw.get("w") is None:
            if kw.get("align") == "r":
                x -= tw
            elif kw.get("align") == "c":
                x -= tw / 2
        self.ctx.set_source_rgba(color[0], color[1], color[2], alpha)
        self.ctx.move_to(x, y)
        PangoCairo.show_layout(self.ctx, lay)
        self.ctx.new_path()
        return th

    def fit_text(self, x, y, s, width, size, font, **kw):
        """Draw s on one line, shrinking the size until it fits width."""
        while size > 4 and self.measure(s, size=size, font=font, bold=kw.get("bold", False))[0] > width:
            size -= 0.25
        return self.text(x, y, s, size=size, font=font, **kw)

    # ---------------------------------------------------------------- shapes

    def line(self, x1, y1, x2, y2, lw=0.5, color=BLACK, dash=None):
        c = self.ctx
        c.set_source_rgb(*color)
        c.set_line_width(lw)
        if dash:
            c.set_dash(dash)
        c.move_to(x1, y1)
        c.line_to(x2, y2)
        c.stroke()
        c.set_dash([])

    def rect(self, x, y, w, h, stroke=BLACK, fill=None, lw=0.5, radius=0.0, dash=None):
        c = self.ctx
        if radius > 0:
            r = radius
            c.new_sub_path()
            c.arc(x + w - r, y + r, r, -math.pi / 2, 0)
            c.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
            c.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
            c.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
            c.close_path()
        else:
            c.rectangle(x, y, w, h)
        if fill is not None:
            c.set_source_rgb(*fill)
            if stroke is not None:
                c.fill_preserve()
            else:
                c.fill()
        if stroke is not None:
            c.set_source_rgb(*stroke)
            c.set_line_width(lw)
            if dash:
                c.set_dash(dash)
            c.stroke()
            c.set_dash([])
        c.new_path()

    # ---------------------------------------------------------------- tables

    def table(
        self,
        x,
        y,
        widths,
        rows,
        size=8.0,
        font="DejaVu Sans",
        pad=2.5,
        header=0,
        header_fill=(0.88, 0.88, 0.88),
        header_color=BLACK,
        aligns=None,
        grid="full",
        lw=0.5,
        bold_rows=(),
        fills=None,
        min_h=0.0,
        color=BLACK,
        line_color=BLACK,
        header_size=None,
    ):
        """rows: lists of cells; a cell is a str or a dict(text, span, align, bold, fill, size).

        Returns the bottom y."""
        aligns = aligns or ["l"] * len(widths)
        total_w = sum(widths)
        top = y
        row_tops = []
        for ri, row in enumerate(rows):
            is_header = ri < header
            cells = []
            col = 0
            for cell in row:
                if not isinstance(cell, dict):
                    cell = dict(text=cell)
                span = cell.get("span", 1)
                cw = sum(widths[col : col + span])
                cells.append((col, span, cw, cell))
                col += span
            heights = []
            for _col, _span, cw, cell in cells:
                text = cell.get("text") or ""
                csize = cell.get("size", header_size if (is_header and header_size) else size)
                bold = cell.get("bold", is_header or ri in bold_rows)
                _, th = self.measure(
                    text or " ", size=csize, font=font, bold=bold, w=cw - 2 * pad, markup=cell.get("markup", False)
                )
                heights.append(th)
            rh = max(max(heights) + 2 * pad, min_h)
            row_fill = header_fill if is_header else (fills[ri] if fills and ri < len(fills) else None)
            if row_fill is not None:
                self.rect(x, y, total_w, rh, stroke=None, fill=row_fill)
            for col, span, cw, cell in cells:
                cx = x + sum(widths[:col])
                if cell.get("fill") is not None:
                    self.rect(cx, y, cw, rh, stroke=None, fill=cell["fill"])
                text = cell.get("text") or ""
                if not text:
                    continue
                csize = cell.get("size", header_size if (is_header and header_size) else size)
                bold = cell.get("bold", is_header or ri in bold_rows)
                align = cell.get("align", "c" if is_header else aligns[col] if span == 1 else "l")
                tcolor = cell.get("color", header_color if is_header else color)
                self.text(
                    cx + pad,
                    y + pad,
                    text,
                    size=csize,
                    font=font,
                    bold=bold,
                    w=cw - 2 * pad,
                    align=align,
                    color=tcolor,
                    markup=cell.get("markup", False),
                )
            row_tops.append((y, rh, cells))
            y += rh
        # rules
        c = self.ctx
        c.set_source_rgb(*line_color)
        c.set_line_width(lw)
        if grid in ("full", "outer", "cols", "rows", "frame_rows"):
            c.rectangle(x, top, total_w, y - top)
            c.stroke()
        if grid in ("full", "rows", "frame_rows"):
            for ry, _rh, _ in row_tops[1:]:
                c.move_to(x, ry)
                c.line_to(x + total_w, ry)
            c.stroke()
        if grid in ("outer", "cols") and header and len(row_tops) > header:
            hy = row_tops[header][0]
            c.move_to(x, hy)
            c.line_to(x + total_w, hy)
            c.stroke()
        if grid in ("full", "cols"):
            for ry, rh, cells in row_tops:
                for col, _span, _cw, _cell in cells:
                    if col == 0:
                        continue
                    cx = x + sum(widths[:col])
                    c.move_to(cx, ry)
                    c.line_to(cx, ry + rh)
            c.stroke()
        if grid == "hlines":
            for ry, rh, _ in row_tops:
                c.move_to(x, ry + rh)
                c.line_to(x + total_w, ry + rh)
            c.stroke()
        return y

    # ---------------------------------------------------------------- graphics

    def logo(self, kind, x, y, s, c1, c2, letters=""):
        """An invented emblem of size s x s at (x, y), drawn with paths."""
        c = self.ctx
        cx, cy, r = x + s / 2, y + s / 2, s / 2
        c.save()
        if kind == "hex":
            for k, (rad, col) in enumerate(((r, c1), (r * 0.78, c2))):
                for i in range(6):
                    a = math.pi / 6 + i * math.pi / 3
                    (c.move_to if i == 0 else c.line_to)(cx + rad * math.cos(a), cy + rad * math.sin(a))
                c.close_path()
                c.set_source_rgb(*col)
                if k == 0:
                    c.fill()
                else:
                    c.set_line_width(s * 0.05)
                    c.stroke()
        elif kind == "roundel":
            c.arc(cx, cy, r, 0, 2 * math.pi)
            c.set_source_rgb(*c1)
            c.fill()
            c.arc(cx, cy, r * 0.8, 0, 2 * math.pi)
            c.set_source_rgb(*c2)
            c.set_line_width(s * 0.05)
            c.stroke()
        elif kind == "arc":
            for i, col in enumerate((c1, c2, c1)):
                c.arc(cx, cy + r * 0.55, r * (1.0 - i * 0.28), math.pi, 2 * math.pi)
                c.set_source_rgb(*col)
                c.set_line_width(s * 0.1)
                c.stroke()
            c.rectangle(x, cy + r * 0.62, s, s * 0.08)
            c.set_source_rgb(*c2)
            c.fill()
        elif kind == "star8":
            for rad, col in ((r, c1), (r * 0.55, c2)):
                for i in range(16):
                    a = -math.pi / 2 + i * math.pi / 8
                    rr = rad if i % 2 == 0 else rad * 0.72
                    (c.move_to if i == 0 else c.line_to)(cx + rr * math.cos(a), cy + rr * math.sin(a))
                c.close_path()
                c.set_source_rgb(*col)
                c.fill()
        elif kind == "leaf":
            c.move_to(x + s * 0.1, y + s * 0.9)
            c.curve_to(x + s * 0.05, y + s * 0.3, x + s * 0.5, y + s * 0.05, x + s * 0.95, y + s * 0.05)
            c.curve_to(x + s * 0.95, y + s * 0.55, x + s * 0.6, y + s * 0.95, x + s * 0.1, y + s * 0.9)
            c.set_source_rgb(*c1)
            c.fill()
            c.move_to(x + s * 0.12, y + s * 0.88)
            c.curve_to(x + s * 0.4, y + s * 0.55, x + s * 0.6, y + s * 0.35, x + s * 0.85, y + s * 0.15)
            c.set_source_rgb(*c2)
            c.set_line_width(s * 0.05)
            c.stroke()
        elif kind == "bars":
            for i in range(4):
                bh = s * (0.35 + 0.2 * i)
                c.rectangle(x + i * s * 0.26, y + s - bh, s * 0.18, bh)
                c.set_source_rgb(*(c1 if i % 2 == 0 else c2))
                c.fill()
        elif kind == "waves":
            c.set_line_width(s * 0.09)
            for i, col in enumerate((c1, c2, c1)):
                yy = y + s * (0.3 + 0.22 * i)
                c.move_to(x, yy)
                for k in range(4):
                    x0 = x + k * s / 4
                    c.curve_to(x0 + s / 12, yy - s * 0.12, x0 + s / 6, yy + s * 0.12, x0 + s / 4, yy)
                c.set_source_rgb(*col)
                c.stroke()
        elif kind == "diamond":
            for rad, col in ((r, c1), (r * 0.6, c2)):
                c.move_to(cx, cy - rad)
                c.line_to(cx + rad, cy)
                c.line_to(cx, cy + rad)
                c.line_to(cx - rad, cy)
                c.close_path()
                c.set_source_rgb(*col)
                c.fill()
        elif kind == "cross":
            c.arc(cx, cy, r, 0, 2 * math.pi)
            c.set_source_rgb(*c2)
            c.set_line_width(s * 0.06)
            c.stroke()
            t = s * 0.22
            c.rectangle(cx - t / 2, cy - r * 0.65, t, r * 1.3)
            c.rectangle(cx - r * 0.65, cy - t / 2, r * 1.3, t)
            c.set_source_rgb(*c1)
            c.fill()
        c.restore()
        if letters and kind in ("hex", "roundel", "diamond", "star8"):
            self.text(
                cx, cy - s * 0.2, letters, size=s * 0.3, font="DejaVu Sans", bold=True, color=(1, 1, 1), align="c"
            )

    def guilloche(self, x, y, w, h, color, n=22, lw=0.25, alpha=0.5):
        c = self.ctx
        r = random.Random(int(w * 1000 + h))
        c.save()
        c.rectangle(x, y, w, h)
        c.clip()
        c.set_source_rgba(color[0], color[1], color[2], alpha)
        c.set_line_width(lw)
        for k in range(n):
            amp = h * (0.04 + 0.05 * r.random())
            freq = 2 + 4 * r.random()
            phase = r.random() * 6.28
            y0 = y + h * (k + 0.5) / n
            steps = 80
            for i in range(steps + 1):
                t = i / steps
                xx = x + t * w
                yy = y0 + amp * math.sin(freq * 6.28 * t + phase) + amp * 0.5 * math.sin(3 * freq * 6.28 * t)
                (c.move_to if i == 0 else c.line_to)(xx, yy)
            c.stroke()
        c.restore()

    def signature(self, x, y, w, h, seed, color=INK_BLUE, lw=0.9):
        r = random.Random(seed)
        c = self.ctx
        c.save()
        c.set_source_rgb(*color)
        c.set_line_width(lw)
        c.set_line_cap(cairo.LINE_CAP_ROUND)
        px, py = x, y + h * (0.4 + 0.3 * r.random())
        c.move_to(px, py)
        n = r.randint(4, 7)
        for i in range(n):
            nx = x + w * (i + 1) / n * (0.75 + 0.1 * r.random())
            ny = y + h * r.random()
            c.curve_to(
                px + w * 0.12 * r.random(),
                y - h * 0.2 * r.random(),
                nx - w * 0.1 * r.random(),
                y + h * (1.1 + 0.2 * r.random()),
                nx,
                ny,
            )
            px, py = nx, ny
        c.stroke()
        c.move_to(x + w * 0.1, y + h * 0.85)
        c.curve_to(
            x + w * 0.4,
            y + h * (0.7 + 0.3 * r.random()),
            x + w * 0.7,
            y + h * 1.0,
            x + w * 0.98,
            y + h * (0.6 + 0.2 * r.random()),
        )
        c.stroke()
        c.restore()

    def stamp_round(self, cx, cy, radius, ring, center, color, angle=0.0, alpha=0.82, font="DejaVu Sans"):
        c = self.ctx
        c.save()
        c.translate(cx, cy)
        c.rotate(angle)
        c.set_source_rgba(color[0], color[1], color[2], alpha)
        c.set_line_width(1.3)
        c.arc(0, 0, radius, 0, 2 * math.pi)
        c.stroke()
        c.set_line_width(0.7)
        c.arc(0, 0, radius * 0.93, 0, 2 * math.pi)
        c.stroke()
        c.arc(0, 0, radius * 0.68, 0, 2 * math.pi)
        c.stroke()
        size = radius * 0.17
        ring = ring.upper()
        n = len(ring)
        span = min(2 * math.pi * 0.92, n * size * 0.75 / (radius * 0.8))
        for i, ch in enumerate(ring):
            a = -math.pi / 2 - span / 2 + span * (i + 0.5) / n
            c.save()
            c.rotate(a + math.pi / 2)
            c.translate(0, -radius * 0.8)
            lay = self.layout(ch, size=size, font=font, bold=True)
            tw, th = (v / Pango.SCALE for v in lay.get_size())
            c.move_to(-tw / 2, -th / 2)
            PangoCairo.show_layout(c, lay)
            c.new_path()
            c.restore()
        yy = -len(center) * radius * 0.13
        for line in center:
            lay = self.layout(line, size=radius * 0.2, font=font, bold=True)
            tw, th = (v / Pango.SCALE for v in lay.get_size())
            if tw > radius * 1.25:
                lay = self.layout(line, size=radius * 0.2 * radius * 1.25 / tw, font=font, bold=True)
                tw, th = (v / Pango.SCALE for v in lay.get_size())
            c.move_to(-tw / 2, yy)
            PangoCairo.show_layout(c, lay)
            c.new_path()
            yy += radius * 0.26
        c.restore()

    def stamp_rect(self, x, y, lines, color, angle=0.0, size=7.0, font="DejaVu Sans", alpha=0.82):
        c = self.ctx
        widths = [
            self.measure(t, size=size * (1.15 if i == 0 else 1), font=font, bold=True)[0] for i, t in enumerate(lines)
        ]
        w = max(widths) + 14
        h = len(lines) * size * 1.35 + 10
        c.save()
        c.translate(x + w / 2, y + h / 2)
        c.rotate(angle)
        c.translate(-w / 2, -h / 2)
        c.set_source_rgba(color[0], color[1], color[2], alpha)
        c.set_line_width(1.4)
        c.rectangle(0, 0, w, h)
        c.stroke()
        c.set_line_width(0.6)
        c.rectangle(2.5, 2.5, w - 5, h - 5)
        c.stroke()
        yy = 5
        for i, t in enumerate(lines):
            self.text(
                w / 2,
                yy,
                t,
                size=size * (1.15 if i == 0 else 1),
                font=font,
                bold=True,
                color=color,
                alpha=alpha,
                align="c",
            )
            yy += size * 1.35
        c.restore()
        return w, h

    def photo(self, x, y, w, h, ph, grey=False, bg=(0.86, 0.88, 0.9)):
        """A drawn portrait: background, shoulders, neck, head, hair or veil, features."""

        def col(rgb):
            if not grey:
                return rgb
            v = 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]
            return (v, v, v)

        c = self.ctx
        c.save()
        c.rectangle(x, y, w, h)
        c.clip()
        grad = cairo.LinearGradient(x, y, x, y + h)
        grad.add_color_stop_rgb(0, *col(bg))
        grad.add_color_stop_rgb(1, *col(tuple(v * 0.9 for v in bg)))
        c.set_source(grad)
        c.paint()
        skin = col(tuple(ph["skin"]))
        hair = col(tuple(ph["hair"]))
        cloth = col((0.2, 0.24, 0.32) if not ph["veil"] else (0.3, 0.18, 0.22))
        cx = x + w / 2

        def ellipse(ex, ey, rx, ry):
            c.save()
            c.translate(ex, ey)
            c.scale(rx, ry)
            c.arc(0, 0, 1, 0, 2 * math.pi)
            c.restore()

        ellipse(cx, y + h * 1.02, w * 0.56, h * 0.3)
        c.set_source_rgb(*cloth)
        c.fill()
        c.rectangle(cx - w * 0.09, y + h * 0.55, w * 0.18, h * 0.2)
        c.set_source_rgb(*skin)
        c.fill()
        if ph["veil"]:
            ellipse(cx, y + h * 0.45, w * 0.33, h * 0.36)
            c.set_source_rgb(*col((0.45, 0.3, 0.35)))
            c.fill()
        else:
            ellipse(cx, y + h * 0.36, w * 0.27, h * 0.25)
            c.set_source_rgb(*hair)
            c.fill()
        ellipse(cx, y + h * 0.43, w * 0.21, h * 0.24)
        c.set_source_rgb(*skin)
        c.fill()
        if ph["beard"]:
            ellipse(cx, y + h * 0.56, w * 0.17, h * 0.1)
            c.set_source_rgba(hair[0], hair[1], hair[2], 0.55)
            c.fill()
        for dx in (-1, 1):
            ellipse(cx + dx * w * 0.08, y + h * 0.41, w * 0.025, h * 0.014)
            c.set_source_rgb(0.1, 0.08, 0.07)
            c.fill()
            c.move_to(cx + dx * w * 0.13, y + h * 0.375)
            c.line_to(cx + dx * w * 0.04, y + h * 0.37)
            c.set_line_width(h * 0.01)
            c.set_source_rgb(*hair)
            c.stroke()
            if ph["glasses"]:
                ellipse(cx + dx * w * 0.085, y + h * 0.41, w * 0.06, h * 0.035)
                c.set_line_width(h * 0.008)
                c.set_source_rgb(0.1, 0.1, 0.1)
                c.stroke()
        c.move_to(cx, y + h * 0.43)
        c.line_to(cx - w * 0.02, y + h * 0.49)
        c.line_to(cx + w * 0.01, y + h * 0.495)
        c.set_line_width(h * 0.008)
        c.set_source_rgb(*col((0.45, 0.3, 0.25)))
        c.stroke()
        c.move_to(cx - w * 0.06, y + h * 0.55)
        c.curve_to(cx - w * 0.02, y + h * 0.57, cx + w * 0.02, y + h * 0.57, cx + w * 0.06, y + h * 0.55)
        c.set_source_rgb(*col((0.5, 0.25, 0.25)))
        c.stroke()
        c.restore()

    def mrz(self, x, y, lines, width, font="DejaVu Sans Mono", color=BLACK, gap=1.25):
        """MRZ lines in a monospace face, sized so each line spans width. Returns the bottom y."""
        n = len(lines[0])
        probe_w, _probe_h = self.measure("M" * n, size=10, font=font, bold=True)
        size = 10 * width / probe_w
        for i, line in enumerate(lines):
            self.text(x, y + i * size * gap, line, size=size, font=font, bold=True, color=color)
        return y + len(lines) * size * gap

    def qr_like(self, x, y, s, seed, n=21):
        r = random.Random(seed)
        cell = s / n
        self.rect(x, y, s, s, stroke=None, fill=(1, 1, 1))
        c = self.ctx
        c.set_source_rgb(0, 0, 0)
        for i in range(n):
            for j in range(n):
                finder = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
                if finder:
                    ii, jj = i % (n - 7) if i >= 7 else i, j % (n - 7) if j >= 7 else j
                    ring = max(abs(ii - 3), abs(jj - 3))
                    on = ring != 2
                else:
                    on = r.random() < 0.5
                if on:
                    c.rectangle(x + j * cell, y + i * cell, cell + 0.02, cell + 0.02)
        c.fill()

    def barcode(self, x, y, w, h, seed):
        r = random.Random(seed)
        c = self.ctx
        c.set_source_rgb(0, 0, 0)
        xx = x
        while xx < x + w:
            bw = r.choice((0.6, 0.6, 1.2, 1.8))
            if r.random() < 0.55:
                c.rectangle(xx, y, bw, h)
            xx += bw
        c.fill()


def exists(path):
    return os.path.exists(path)
