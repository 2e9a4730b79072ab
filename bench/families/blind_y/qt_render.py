"""Paint every page of a JSON plan with Qt 5 (PySide2).

Run by the *system* Python (the venv has no PySide2), once for the whole family:

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 qt_render.py plan.json

The plan names the font files to load and a list of jobs. A ``pdf`` job is painted with ``QPainter`` on a
``QPdfWriter`` (a real text layer, the fonts embedded, one PDF page per plan page); a ``raster`` job is painted on a
``QImage`` and every page saved as a PNG for the venv side to wear. Coordinates in the plan are millimetres from the
top left corner, font sizes are points; text is laid out by Qt (``QFontMetricsF`` for single runs, ``QTextDocument``
for wrapped and justified paragraphs, Arabic shaped by Qt's HarfBuzz).

This file imports nothing from the package: it must run without the venv.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_HASH_SEED", "0")  # Qt's PDF engine keeps its fonts in a QHash: a fixed seed, a fixed order

from PySide2.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide2.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QRadialGradient,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextOption,
)

Op = dict[str, Any]
FIXED_PDF_DATE = b"D:20250520090000Z"


def colour(spec: Any) -> QColor:
    """A colour from '#rrggbb', '#rrggbbaa' or [r, g, b(, a)]."""
    if isinstance(spec, str):
        text = spec.lstrip("#")
        rgb = [int(text[i : i + 2], 16) for i in range(0, len(text), 2)]
    else:
        rgb = [int(v) for v in spec]
    return QColor(*rgb) if len(rgb) == 4 else QColor(rgb[0], rgb[1], rgb[2])


def shifted(op: Op, dy: float) -> Op:
    """An operation placed relative to the cursor, moved down to it (its y coordinates all shifted)."""
    out = dict(op)
    for key in ("y", "y1", "y2", "cy"):
        if key in out:
            out[key] = float(out[key]) + dy
    if "d" in out:
        out["d"] = [[c[0], *(float(v) + (dy if i % 2 else 0.0) for i, v in enumerate(c[1:]))] for c in out["d"]]
    return out


class Painter:
    """Draws plan operations on one paint device, millimetres mapped to device units."""

    def __init__(self, painter: QPainter, dpi: float, families: dict[str, tuple[str, int]]) -> None:
        self.p = painter
        self.k = dpi / 25.4
        self.families = families
        self.cursor = 0.0  # millimetres: the bottom of the last paragraph
        self.device = painter.device()

    # -- helpers -------------------------------------------------------------------------------------------------
    def u(self, mm: float) -> float:
        return mm * self.k

    def font(self, op: Op) -> QFont:
        family, stretch = self.families[op.get("font", "sans")]
        font = QFont(family)
        if stretch != 100:
            font.setStretch(stretch)
        font.setPointSizeF(float(op.get("size", 10)))
        font.setBold(bool(op.get("bold", False)))
        font.setItalic(bool(op.get("italic", False)))
        font.setKerning(True)
        font.setHintingPreference(QFont.PreferNoHinting)
        if op.get("spacing"):  # a percentage of the normal advance (100 = as designed)
            font.setLetterSpacing(QFont.PercentageSpacing, float(op["spacing"]))
        if op.get("caps"):
            font.setCapitalization(QFont.AllUppercase)
        return font

    def pen(self, op: Op, key: str = "stroke") -> QPen:
        spec = op.get(key)
        if spec is None:
            return QPen(Qt.NoPen)
        pen = QPen(colour(spec))
        pen.setWidthF(self.u(float(op.get("lw", 0.25))))
        pen.setCapStyle(Qt.RoundCap if op.get("round") else Qt.FlatCap)
        pen.setJoinStyle(Qt.RoundJoin if op.get("round") else Qt.MiterJoin)
        if op.get("dash"):
            pen.setDashPattern([float(v) for v in op["dash"]])
        return pen

    def brush(self, op: Op) -> QBrush:
        spec = op.get("fill")
        return QBrush(Qt.NoBrush) if spec is None else QBrush(colour(spec))

    # -- operations ----------------------------------------------------------------------------------------------
    def draw(self, op: Op) -> None:
        if op.get("rel"):
            op = shifted(op, self.cursor)
        getattr(self, "op_" + op["op"])(op)

    def op_text(self, op: Op) -> None:
        font = self.font(op)
        text = str(op["s"])
        metrics = QFontMetricsF(font, self.device)
        width = metrics.horizontalAdvance(text)
        if op.get("maxw"):
            limit = self.u(float(op["maxw"]))
            while width > limit and font.pointSizeF() > 3:
                font.setPointSizeF(font.pointSizeF() * 0.96)
                metrics = QFontMetricsF(font, self.device)
                width = metrics.horizontalAdvance(text)
        x = self.u(float(op["x"]))
        align = op.get("align", "l")
        if align == "r":
            x -= width
        elif align == "c":
            x -= width / 2
        self.p.setFont(font)
        self.p.setPen(QPen(colour(op.get("color", "#000000"))))
        self.p.drawText(QPointF(x, self.u(float(op["y"]))), text)

    def op_runs(self, op: Op) -> None:
        """Several styled runs on one baseline, one after the other."""
        x = self.u(float(op["x"]))
        y = self.u(float(op["y"]))
        fonts = []
        total = 0.0
        for run in op["runs"]:
            merged = {**op, **run}
            font = self.font(merged)
            width = QFontMetricsF(font, self.device).horizontalAdvance(str(run["s"]))
            fonts.append((font, width, merged))
            total += width
        if op.get("align") == "r":
            x -= total
        elif op.get("align") == "c":
            x -= total / 2
        for font, width, merged in fonts:
            self.p.setFont(font)
            self.p.setPen(QPen(colour(merged.get("color", "#000000"))))
            self.p.drawText(QPointF(x, y), str(merged["s"]))
            x += width

    def op_para(self, op: Op) -> None:
        """A wrapped paragraph (simple HTML: <b>, <i>, <br>) laid out by QTextDocument."""
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.device)
        doc.setDefaultFont(self.font(op))
        doc.setDocumentMargin(0)
        doc.setDefaultStyleSheet(f"body {{ color: {op.get('color', '#000000')}; }}")
        option = QTextOption()
        option.setWrapMode(QTextOption.WordWrap)
        doc.setDefaultTextOption(option)
        doc.setHtml(str(op["html"]))
        cursor = QTextCursor(doc)
        cursor.select(QTextCursor.Document)
        block = QTextBlockFormat()
        align = {"j": Qt.AlignJustify, "l": Qt.AlignLeft, "c": Qt.AlignHCenter, "r": Qt.AlignRight}
        block.setAlignment(align[op.get("align", "l")])
        block.setLineHeight(float(op.get("lh", 1.25)) * 100, QTextBlockFormat.ProportionalHeight)
        block.setBottomMargin(self.u(float(op.get("gap", 0))))
        if op.get("indent"):
            block.setTextIndent(self.u(float(op["indent"])))
        cursor.mergeBlockFormat(block)
        doc.setTextWidth(self.u(float(op["w"])))
        x = self.u(float(op["x"]))
        y = self.u(float(op["y"]))
        self.p.save()
        self.p.translate(x, y)
        doc.drawContents(self.p)
        self.p.restore()
        self.cursor = float(op["y"]) + doc.size().height() / self.k

    def op_cursor(self, op: Op) -> None:
        self.cursor = float(op["y"]) + (self.cursor if op.get("add") else 0.0)

    def rect(self, op: Op) -> QRectF:
        return QRectF(self.u(op["x"]), self.u(op["y"]), self.u(op["w"]), self.u(op["h"]))

    def op_rect(self, op: Op) -> None:
        self.p.setPen(self.pen(op))
        self.p.setBrush(self.brush(op))
        radius = self.u(float(op.get("r", 0)))
        if radius:
            self.p.drawRoundedRect(self.rect(op), radius, radius)
        else:
            self.p.drawRect(self.rect(op))

    def op_line(self, op: Op) -> None:
        op = {"stroke": "#000000", **op}
        self.p.setPen(self.pen(op))
        self.p.drawLine(QPointF(self.u(op["x1"]), self.u(op["y1"])), QPointF(self.u(op["x2"]), self.u(op["y2"])))

    def op_ellipse(self, op: Op) -> None:
        self.p.setPen(self.pen(op))
        self.p.setBrush(self.brush(op))
        self.p.drawEllipse(QPointF(self.u(op["cx"]), self.u(op["cy"])), self.u(op["rx"]), self.u(op["ry"]))

    def path(self, commands: list[list[Any]]) -> QPainterPath:
        path = QPainterPath()
        for cmd in commands:
            pts = [self.u(float(v)) for v in cmd[1:]]
            if cmd[0] == "M":
                path.moveTo(pts[0], pts[1])
            elif cmd[0] == "L":
                path.lineTo(pts[0], pts[1])
            elif cmd[0] == "Q":
                path.quadTo(pts[0], pts[1], pts[2], pts[3])
            elif cmd[0] == "C":
                path.cubicTo(pts[0], pts[1], pts[2], pts[3], pts[4], pts[5])
            elif cmd[0] == "Z":
                path.closeSubpath()
        return path

    def op_path(self, op: Op) -> None:
        self.p.setPen(self.pen(op))
        self.p.setBrush(self.brush(op))
        self.p.drawPath(self.path(op["d"]))

    def op_grad(self, op: Op) -> None:
        """A rectangle (rounded with r) filled with a linear or radial gradient."""
        rect = self.rect(op)
        if op.get("radial"):
            cx, cy, rr = op["radial"]
            grad: QLinearGradient | QRadialGradient = QRadialGradient(
                QPointF(rect.x() + rect.width() * cx, rect.y() + rect.height() * cy),
                max(rect.width(), rect.height()) * rr,
            )
        else:
            x1, y1, x2, y2 = op.get("dir", [0, 0, 1, 0])
            grad = QLinearGradient(
                QPointF(rect.x() + rect.width() * x1, rect.y() + rect.height() * y1),
                QPointF(rect.x() + rect.width() * x2, rect.y() + rect.height() * y2),
            )
        for at, spec in op["stops"]:
            grad.setColorAt(float(at), colour(spec))
        self.p.setPen(QPen(Qt.NoPen))
        self.p.setBrush(QBrush(grad))
        radius = self.u(float(op.get("r", 0)))
        self.p.drawRoundedRect(rect, radius, radius)

    def op_arctext(self, op: Op) -> None:
        """Text set along a circle (stamps): centred on angle ``at`` (degrees, 0 = top, clockwise)."""
        font = self.font(op)
        metrics = QFontMetricsF(font, self.device)
        text = str(op["s"])
        radius = self.u(float(op["r"]))
        inside = bool(op.get("inside"))  # bottom arcs read left to right with letters upright
        widths = [metrics.horizontalAdvance(ch) for ch in text]
        total = sum(widths)
        span = total / radius * 57.29578
        start = float(op.get("at", 0)) + (span / 2 if inside else -span / 2)
        self.p.setFont(font)
        self.p.setPen(QPen(colour(op.get("color", "#000000"))))
        cx, cy = self.u(op["cx"]), self.u(op["cy"])
        angle = start
        for ch, width in zip(text, widths, strict=True):
            step = width / radius * 57.29578
            mid = angle - step / 2 if inside else angle + step / 2
            self.p.save()
            self.p.translate(cx, cy)
            self.p.rotate(mid)
            if inside:
                self.p.rotate(180)
                self.p.drawText(QPointF(-width / 2, radius + metrics.ascent() * 0.8), ch)
            else:
                self.p.drawText(QPointF(-width / 2, -radius), ch)
            self.p.restore()
            angle = angle - step if inside else angle + step

    def op_save(self, op: Op) -> None:
        self.p.save()

    def op_restore(self, op: Op) -> None:
        self.p.restore()

    def op_rotate(self, op: Op) -> None:
        cx, cy = self.u(op["cx"]), self.u(op["cy"])
        self.p.translate(cx, cy)
        self.p.rotate(float(op["deg"]))
        self.p.translate(-cx, -cy)

    def op_opacity(self, op: Op) -> None:
        self.p.setOpacity(float(op["v"]))

    def op_clip(self, op: Op) -> None:
        path = QPainterPath()
        radius = self.u(float(op.get("r", 0)))
        path.addRoundedRect(self.rect(op), radius, radius)
        self.p.setClipPath(path)


def register_fonts(fonts: dict[str, Op]) -> dict[str, tuple[str, int]]:
    """Load every font file the plan names; map each key to the family Qt registered and the face's stretch."""
    families: dict[str, tuple[str, int]] = {}
    for key, spec in fonts.items():
        names: list[str] = []
        for path in spec["files"]:
            font_id = QFontDatabase.addApplicationFont(path)
            names = QFontDatabase.applicationFontFamilies(font_id)
            if font_id < 0 or not names:
                raise SystemExit(f"qt_render: cannot load font {path}")
        families[key] = (names[0], int(spec.get("stretch", 100)))
    return families


def paint_page(painter: QPainter, page: Op, dpi: float, families: dict[str, tuple[str, int]]) -> None:
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
    drawer = Painter(painter, dpi, families)
    if page.get("bg"):
        painter.fillRect(QRectF(0, 0, drawer.u(page["size"][0]), drawer.u(page["size"][1])), colour(page["bg"]))
    for op in page["ops"]:
        drawer.draw(op)


def render_pdf(job: Op, out: Path, families: dict[str, tuple[str, int]]) -> None:
    dpi = 600
    writer = QPdfWriter(str(out))
    first = job["pages"][0]["size"]
    writer.setPageLayout(
        QPageLayout(QPageSize(QSizeF(*first), QPageSize.Millimeter), QPageLayout.Portrait, QMarginsF(0, 0, 0, 0))
    )
    writer.setResolution(dpi)
    writer.setCreator(job.get("creator", ""))
    writer.setTitle(job.get("title", ""))
    painter = QPainter(writer)
    for index, page in enumerate(job["pages"]):
        if index:
            writer.newPage()
        paint_page(painter, page, dpi, families)
    painter.end()
    data = re.sub(rb"D:\d{14}Z", FIXED_PDF_DATE, out.read_bytes())
    out.write_bytes(data)


def render_raster(job: Op, out: Path, families: dict[str, tuple[str, int]]) -> None:
    dpi = float(job["dpi"])
    for index, page in enumerate(job["pages"]):
        width = round(page["size"][0] / 25.4 * dpi)
        height = round(page["size"][1] / 25.4 * dpi)
        image = QImage(width, height, QImage.Format_RGB32)
        image.fill(QColor(255, 255, 255))
        dpm = round(dpi / 0.0254)
        image.setDotsPerMeterX(dpm)
        image.setDotsPerMeterY(dpm)
        painter = QPainter(image)
        paint_page(painter, page, dpi, families)
        painter.end()
        target = out.with_name(f"{out.stem}-p{index + 1}.png")
        if not image.save(str(target), "PNG"):
            raise SystemExit(f"qt_render: cannot write {target}")


def main(plan_path: str) -> None:
    plan = json.loads(Path(plan_path).read_text(encoding="utf-8"))
    app = QGuiApplication([sys.argv[0]])
    families = register_fonts(plan["fonts"])
    for job in plan["jobs"]:
        target = Path(job["dir"]) / job["name"]
        if job["kind"] == "pdf":
            render_pdf(job, target, families)
        else:
            render_raster(job, target, families)
        print(job["kind"], job["name"], flush=True)  # the venv side wears each raster as soon as it is painted
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1])
