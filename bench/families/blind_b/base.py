"""Page scaffolding shared by the layouts: canvas creation, letterheads, footers, French numbers in words."""

from __future__ import annotations

import io

from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from .common import draw_arabic, draw_logo, register_fonts

W, H = A4
GREY = Color(0.45, 0.45, 0.45)
LIGHT = Color(0.92, 0.92, 0.92)
BLACK = Color(0, 0, 0)
WHITE = Color(1, 1, 1)
register_fonts()

CAPITAL = {"SARL": "100 000", "SARL AU": "50 000", "SA": "5 000 000", "SNC": "300 000"}


class Doc:
    """A reportlab canvas writing into memory; labels are collected as fields are drawn."""

    def __init__(self, title: str, creator: str = "", pagesize=A4, author: str = ""):
        register_fonts()
        self._a85 = rl_config.useA85
        rl_config.useA85 = 0  # plain Flate streams: smaller files, and the pure-Python ASCII85 encoder is slow
        self.buf = io.BytesIO()
        self.c = canvas.Canvas(self.buf, pagesize=pagesize, invariant=1, pageCompression=1)
        self.c.setTitle(title)
        if creator:
            self.c.setCreator(creator)
            self.c.setProducer(creator)
        if author:
            self.c.setAuthor(author)
        self.labels: dict = {}
        self.size = pagesize

    def label(self, key: str, value) -> None:
        self.labels[key] = value

    def finish(self) -> bytes:
        self.c.save()
        rl_config.useA85 = self._a85
        return self.buf.getvalue()


def rgb(t) -> Color:
    return Color(*t)


def legal_form(name: str) -> str:
    for form in ("SARL AU", "SARL", "SA", "SNC"):
        if name.endswith(" " + form):
            return form
    return ""


def ids_line(emp, with_cnss: bool = True, sep: str = " - ", capital: bool = True) -> str:
    parts = []
    form = legal_form(emp.name)
    if capital and form:
        parts.append(f"{form} au capital de {CAPITAL[form]} DH")
    if emp.rc:
        parts.append(f"RC {emp.rc}")
    parts.append(f"IF {emp.if_}")
    if emp.patente:
        parts.append(f"Patente {emp.patente}")
    parts.append(f"ICE {emp.ice}")
    if with_cnss and emp.cnss:
        parts.append(f"CNSS {emp.cnss}")
    return sep.join(parts)


def centered_wrapped(c, text: str, y: float, font: str, size: float, width: float, leading: float) -> float:
    words, line = text.split(), ""
    lines = []
    for w in words:
        t = (line + " " + w).strip()
        if stringWidth(t, font, size) > width and line:
            lines.append(line)
            line = w
        else:
            line = t
    lines.append(line)
    c.setFont(font, size)
    for ln in lines:
        c.drawCentredString(W / 2, y, ln)
        y -= leading
    return y


def letterhead_logo(doc: Doc, emp, y_top: float = H - 40, font="LS", arabic: str | None = None) -> float:
    """Logo + brand at left, legal name and address beneath; returns the y under the header."""
    c = doc.c
    col, col2 = rgb(emp.color), rgb(emp.color2)
    draw_logo(c, 40, y_top - 36, 36, emp.logo, col, col2, text=emp.brand)
    c.setFillColor(col)
    c.setFont(font + "-B", 17)
    c.drawString(84, y_top - 18, emp.brand)
    c.setFillColor(GREY)
    c.setFont(font, 8)
    if emp.activity:
        c.drawString(84, y_top - 30, emp.activity)
    c.setFillColor(BLACK)
    c.setFont(font, 8.2)
    yy = y_top - 8
    for ln in [*emp.address, f"Tél. : {emp.phone}", *([emp.email] if emp.email else [])]:
        c.drawRightString(W - 40, yy, ln)
        yy -= 10
    if arabic:
        draw_arabic(c, arabic, W - 40, yy - 4, 10, "naskh-b", color=(0.2, 0.2, 0.2))
        yy -= 14
    c.setStrokeColor(col)
    c.setLineWidth(1.6)
    base = min(yy, y_top - 44)
    c.line(40, base, W - 40, base)
    c.setLineWidth(0.5)
    c.line(40, base - 3, W - 40, base - 3)
    return base - 14


def footer_ids(doc: Doc, emp, y: float = 34, font="LS", size=6.8, color=GREY, with_cnss=True) -> None:
    c = doc.c
    c.setStrokeColor(color)
    c.setLineWidth(0.4)
    c.line(40, y + 10, W - 40, y + 10)
    c.setFillColor(color)
    c.setFont(font, size)
    text = f"{emp.name} - {', '.join(emp.address)}"
    c.drawCentredString(W / 2, y, text)
    c.drawCentredString(W / 2, y - size * 1.35, ids_line(emp, with_cnss))
    c.setFillColor(BLACK)


# --------------------------------------------------------------------------------------------- numbers in words

_U = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
_T = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"]


def _below100(n: int) -> str:
    if n < 20:
        return _U[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        u += 10
    word = _T[t]
    if u == 0:
        return word + ("s" if t == 8 else "")
    if u in (1, 11) and t not in (8, 9):
        return f"{word} et {_U[u]}"
    return f"{word}-{_U[u]}"


def _below1000(n: int) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append("cent" if h == 1 else f"{_U[h]} cent{'s' if r == 0 else ''}")
    if r or not h:
        parts.append(_below100(r))
    return " ".join(parts)


def words_fr(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    m, r = divmod(n, 1_000_000)
    if m:
        parts.append(f"{_below1000(m)} million{'s' if m > 1 else ''}")
    k, r = divmod(r, 1000)
    if k:
        parts.append("mille" if k == 1 else f"{_below1000(k).replace('cents', 'cent')} mille")
    if r:
        parts.append(_below1000(r))
    return " ".join(parts)


def amount_words_fr(x: float, currency: str = "dirhams") -> str:
    cents = round(x * 100)
    d, ct = divmod(cents, 100)
    s = f"{words_fr(d)} {currency}"
    if ct:
        s += f" et {words_fr(ct)} centimes"
    return s


# --------------------------------------------------------------------------------------------- tables


def table(
    c,
    x: float,
    y: float,
    widths: list[float],
    rows: list[list[str]],
    *,
    font: str = "LS",
    bold: str = "LS-B",
    size: float = 8,
    row_h: float = 13,
    header: bool = True,
    grid: str = "full",
    header_fill=None,
    header_color=BLACK,
    aligns: str | None = None,
    zebra=None,
    pad: float = 3,
    bold_rows: tuple = (),
    line_color=BLACK,
    lw: float = 0.5,
) -> float:
    """Draw rows under y (top edge). grid: full | cols | h | none | outer. Returns the bottom y."""
    aligns = aligns or "l" * len(widths)
    total_w = sum(widths)
    c.saveState()
    c.setStrokeColor(line_color)
    c.setLineWidth(lw)
    yy = y
    for i, row in enumerate(rows):
        is_head = header and i == 0
        if is_head and header_fill is not None:
            c.setFillColor(header_fill)
            c.rect(x, yy - row_h, total_w, row_h, stroke=0, fill=1)
        elif zebra is not None and i % 2 == 0:
            c.setFillColor(zebra)
            c.rect(x, yy - row_h, total_w, row_h, stroke=0, fill=1)
        c.setFillColor(header_color if is_head else BLACK)
        f = bold if (is_head or i in bold_rows) else font
        xx = x
        for j, cell in enumerate(row):
            cw = widths[j]
            txt = str(cell)
            fs = size
            while fs > 4 and stringWidth(txt, f, fs) > cw - 2 * pad:
                fs -= 0.25
            c.setFont(f, fs)
            base = yy - row_h + (row_h - size) / 2 + size * 0.22
            a = "c" if is_head and aligns[j] != "l" else aligns[j]
            if a == "r":
                c.drawRightString(xx + cw - pad, base, txt)
            elif a == "c":
                c.drawCentredString(xx + cw / 2, base, txt)
            else:
                c.drawString(xx + pad, base, txt)
            xx += cw
        if grid in ("full", "h") or (grid in ("cols", "outer") and is_head):
            c.line(x, yy - row_h, x + total_w, yy - row_h)
        yy -= row_h
    if grid in ("full", "h", "cols", "outer"):
        c.line(x, y, x + total_w, y)
        c.line(x, yy, x + total_w, yy)
    if grid in ("full", "cols", "outer"):
        c.line(x, y, x, yy)
        c.line(x + total_w, y, x + total_w, yy)
    if grid in ("full", "cols"):
        xx = x
        for cw in widths[:-1]:
            xx += cw
            c.line(xx, y, xx, yy)
    c.restoreState()
    return yy


def kv_lines(c, x, y, pairs, *, font="LS", bold="LS-B", size=8.5, leading=12, key_w=110, sep=" :", dots=False):
    """Key/value pairs one under the other; returns the next baseline."""
    for k, v in pairs:
        c.setFont(font, size)
        c.drawString(x, y, k)
        if dots:
            kw = stringWidth(k, font, size) + 2
            dw = stringWidth(".", font, size)
            n = max(0, int((key_w - kw - 6) / dw))
            c.drawString(x + kw, y, "." * n)
        c.drawString(x + key_w - stringWidth(sep, font, size) - 2, y, sep) if sep.strip() else None
        c.setFont(bold, size)
        c.drawString(x + key_w + 2, y, str(v))
        y -= leading
    return y
