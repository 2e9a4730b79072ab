"""The drawing kit every template shares: the document's draws (`Ctx`), field blocks in eight presentations,
tables, letterheads, footers, titles, stamps, signatures, photos, guilloches.

A template prints a labelled value only through `Ctx.mark`ed calls: the document's labels are exactly the marked
fields, so a field is labelled if and only if it is printed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from tests.support.randgen import wording
from tests.support.randgen.canvas import (
    A4_PT,
    BODY_FAMILIES,
    MONO_FAMILIES,
    Colour,
    Ellipse,
    Page,
    Poly,
    Sheet,
)
from tests.support.randgen.formats import (
    AmountForm,
    DateForm,
    LabelForm,
    NameForm,
    PeriodForm,
    draw_amount_form,
    draw_date_form,
    draw_label_form,
    draw_name_form,
    draw_period_form,
    weighted,
)
from tests.support.randgen.truth import World

ACCENTS: tuple[tuple[int, int, int], ...] = (
    (22, 45, 110),
    (140, 22, 34),
    (0, 96, 64),
    (0, 102, 128),
    (196, 90, 0),
    (90, 40, 120),
    (30, 30, 30),
    (180, 130, 0),
    (0, 70, 160),
)
STAMP_INKS: tuple[tuple[int, int, int], ...] = ((40, 60, 170), (90, 50, 150), (30, 90, 170), (150, 40, 60))
STAMP_GREYS = (81, 111)  # a stamp's grey ink (no other text uses these levels)

# the draws that make a template (the others are style: fonts, forms, alignment)
STRUCTURE = (
    "fields",
    "columns",
    "gross_row",
    "summary",
    "head",
    "ids",
    "period_at",
    "employee",
    "opening",
    "rib",
    "copies",
    "balances",
    "photo",
    "labels",
)
FIELD_STYLES = ("colon", "aligned", "ruled", "table", "grid", "leader", "comb", "bilingual_right", "bilingual_under")


@dataclass
class Ctx:
    """One document's draws and what it printed."""

    rng: random.Random
    world: World
    doc_type: str
    born_digital: bool
    require: frozenset[str]
    lang: str  # fr | en
    arabic: bool  # Arabic labels beside the French ones
    family: str
    size: float
    dates: DateForm
    amounts: AmountForm
    names: NameForm
    labels: LabelForm
    periods: PeriodForm
    colour: bool
    accent: Colour
    gap: float
    margin: float
    shown: set[str] = field(default_factory=set)
    notes: dict[str, str] = field(default_factory=dict)
    overflow: bool = False  # a page's content ran past its bottom: the builder draws it again smaller
    words_rng: random.Random = field(default_factory=random.Random)  # synonyms, drawn once then cached
    _labels: dict[str, str] = field(default_factory=dict)
    _ar: dict[str, str] = field(default_factory=dict)

    # what is printed ------------------------------------------------------------------------------------------
    def mark(self, *fields: str) -> None:
        self.shown.update(fields)

    def want(self, name: str, p: float) -> bool:
        """Whether to print an optional labelled field: always when required (a planted conflict needs it)."""
        return name in self.require or self.rng.random() < p

    def accent_light(self) -> Colour:
        if isinstance(self.accent, tuple):
            r, g, b = (round(255 - (255 - c) * 0.12) for c in self.accent)
            return (r, g, b)
        return 236

    def note(self, key: str, value: str) -> None:
        self.notes[key] = value

    def pick(self, key: str, options: Sequence[str], weights: Sequence[int] | None = None) -> str:
        """A named structural draw, recorded in the style."""
        value = (
            str(weighted(self.rng, tuple(zip(options, weights, strict=True))))
            if weights
            else self.rng.choice(list(options))
        )
        self.notes[key] = value
        return value

    # words ----------------------------------------------------------------------------------------------------
    def L(self, key: str, lang: str | None = None) -> str:
        """The document's label for `key` (a synonym drawn once per document), in its label form."""
        lang = lang or self.lang
        cache_key = f"{key}/{lang}"
        if cache_key not in self._labels:
            self._labels[cache_key] = wording.label(self.words_rng, key, lang)
        return self.labels(self._labels[cache_key])

    def raw_label(self, key: str) -> str:
        cache_key = f"{key}/{self.lang}"
        if cache_key not in self._labels:
            self._labels[cache_key] = wording.label(self.words_rng, key, self.lang)
        return self._labels[cache_key]

    def AR(self, key: str) -> str:
        if key not in self._ar:
            self._ar[key] = wording.arabic(self.words_rng, key)
        return self._ar[key]

    # values ---------------------------------------------------------------------------------------------------
    def person_name(self, form: NameForm | None = None) -> str:
        p = self.world.person
        return (form or self.names)(p.given, p.family)

    def date(self, iso: str) -> str:
        return self.dates(iso)

    def money(self, value: float, *, currency: bool = False, signed: bool = True) -> str:
        return self.amounts(value, currency=currency, signed=signed)

    # pages ----------------------------------------------------------------------------------------------------
    def sheet(
        self, size: tuple[float, float] = A4_PT, *, margin: float | None = None, top: float | None = None
    ) -> Sheet:
        m = self.margin if margin is None else margin
        t = top if top is not None else m * self.rng.uniform(0.6, 1.0)
        sh = Sheet(
            size,
            self.family,
            self.size,
            m,
            size[0] - m * self.rng.uniform(0.85, 1.1),
            t,
            size[1] - m * 0.8,
            self.gap,
            self.colour,
        )
        sh.ar_family = self.rng.choice(("ar_naskh", "ar_sans", "ar_kufi", "dejavu_sans"))
        sh.mono_family = "liberation_mono" if self.born_digital else self.rng.choice(MONO_FAMILIES)
        return sh

    def template_id(self) -> str:
        """The template family and its structural draws, e.g. "classic:fields=ruled,columns=coded,head=logo"."""
        parts = [f"{k}={self.notes[k]}" for k in STRUCTURE if k in self.notes]
        return f"{self.notes.get('template', '?')}" + (":" + ",".join(parts) if parts else "")

    def style(self) -> str:
        head = f"{self.doc_type}/{self.template_id()}"
        parts = [
            head,
            f"lang={self.lang}{'+ar' if self.arabic else ''}",
            f"font={self.family}",
            f"size={self.size:.1f}",
            f"date={self.dates.describe()}",
        ]
        if self.doc_type not in ("cin_front", "cin_back", "passport"):
            parts += [
                f"amount={self.amounts.describe()}",
                f"name={self.names.describe()}",
                f"label='{self.labels('Label')}'",
            ]
        parts += [f"{k}={v}" for k, v in self.notes.items() if k != "template" and k not in STRUCTURE and k[0] != "_"]
        return " ".join(parts)


def make_ctx(
    rng: random.Random,
    world: World,
    doc_type: str,
    *,
    born_digital: bool,
    require: frozenset[str],
    lang: str | None = None,
) -> Ctx:
    if lang is None:
        if doc_type in ("payslip", "employment_certificate", "salary_certificate"):
            lang = "en" if world.job.employer.english and rng.random() < 0.75 else "fr"
        elif doc_type in ("bank_statement", "rib"):
            lang = "en" if rng.random() < 0.06 else "fr"
        else:
            lang = "fr"
    arabic = lang == "fr" and rng.random() < 0.22
    if born_digital:
        family = str(weighted(rng, (("liberation_sans", 6), ("liberation_serif", 3), ("liberation_mono", 1))))
    else:
        family = rng.choice((*BODY_FAMILIES, "liberation_mono", "free_mono") if rng.random() < 0.08 else BODY_FAMILIES)
    colour = rng.random() < 0.4
    accent: Colour = rng.choice(ACCENTS) if colour else rng.choice((20, 50, 80))
    return Ctx(
        rng=rng,
        world=world,
        doc_type=doc_type,
        born_digital=born_digital,
        require=require,
        lang=lang,
        arabic=arabic,
        family=family,
        size=round(rng.uniform(8.5, 13.0) * 4) / 4,
        dates=draw_date_form(rng, lang),
        amounts=draw_amount_form(rng, lang),
        names=draw_name_form(rng),
        labels=draw_label_form(rng, lang),
        periods=draw_period_form(rng, lang),
        colour=colour,
        accent=accent,
        gap=rng.uniform(1.25, 1.7),
        margin=rng.uniform(34, 72),
        words_rng=random.Random(rng.getrandbits(64)),
    )


# field blocks -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    label: str
    value: str
    ar: str = ""  # the Arabic label, when bilingual
    mark: tuple[str, ...] = ()  # the labelled fields this row prints
    code: bool = False  # a code (comb boxes fit it)


def _fit_lines(sh: Sheet, value: str, room: float, size: float, bold: bool) -> tuple[list[str], float]:
    """`value` on one line shrunk to `room` (down to 7.5 pt), or wrapped onto several lines at `size`."""
    vs = sh.fit(value, room, size, bold=bold, floor=7.5)
    if sh.measure(value, vs, bold=bold) <= room + 0.5 or " " not in value:
        return [value], sh.fit(value, room, size, bold=bold, floor=5.5)
    return sh.wrap(value, room, size, bold=bold), size


def _value(sh: Sheet, x: float, room: float, value: str, size: float, bold: bool, step: float) -> None:
    """A value at the cursor's baseline; a wrapped one moves the cursor down a line per extra line."""
    lines, vs = _fit_lines(sh, value, room, size, bold)
    for k, line in enumerate(lines):
        if k:
            sh.y += step
        sh.text(x, sh.y, line, sh.fit(line, room, vs, bold=bold, floor=5.5), bold=bold)


def _rows_h(sh: Sheet, size: float, factor: float) -> float:
    return size * sh.gap * factor


def fields(
    ctx: Ctx,
    sh: Sheet,
    rows: Sequence[Row],
    style: str,
    *,
    x0: float | None = None,
    x1: float | None = None,
    cols: int = 1,
    size: float | None = None,
    bold_values: bool | None = None,
    shade: Colour | None = None,
) -> None:
    """Draws `rows` below the cursor in the presentation `style`; the cursor ends under the block."""
    x0 = sh.left if x0 is None else x0
    x1 = sh.right if x1 is None else x1
    size = size or sh.size_pt
    rng = ctx.rng
    if bold_values is None:
        bold_values = rng.random() < 0.45
    for row in rows:
        ctx.mark(*row.mark)
    if style == "grid":
        _grid(ctx, sh, rows, x0, x1, size, bold_values, max(2, cols if cols > 1 else rng.choice((2, 3, 3, 4))))
        return
    if cols > 1 and len(rows) > 3:
        half = (len(rows) + 1) // 2
        gutter = rng.uniform(12, 30)
        mid = (x0 + x1) / 2
        y0 = sh.y
        fields(ctx, sh, rows[:half], style, x0=x0, x1=mid - gutter / 2, size=size, bold_values=bold_values, shade=shade)
        y_left = sh.y
        sh.y = y0
        fields(ctx, sh, rows[half:], style, x0=mid + gutter / 2, x1=x1, size=size, bold_values=bold_values, shade=shade)
        sh.y = max(sh.y, y_left)
        return
    lw = max(sh.measure(r.label, size, bold=True) for r in rows) + size * rng.uniform(0.8, 2.5)
    if style == "table" and any(r.ar for r in rows):
        lw = max(sh.measure(r.label, size, bold=True) + sh.measure(r.ar, size * 0.85) for r in rows) + size * 2
    lw = min(lw, (x1 - x0) * 0.6)
    label_bold = rng.random() < 0.4
    if style == "colon":
        step = _rows_h(sh, size, 1.0)
        for r in rows:
            sh.y += step
            w = sh.text(x0, sh.y, r.label, size, bold=label_bold)
            gap = size * (0.35 if r.label.endswith(":") or not r.label else 0.6)
            vx = x0 + w + gap
            if r.ar:
                sh.text(x1, sh.y, r.ar, size * 0.95, anchor="r")
            ar_room = sh.measure(r.ar, size * 0.95) + size if r.ar else 0.0
            _value(sh, vx, x1 - vx - ar_room, r.value, size, bold_values, step)
    elif style in ("aligned", "ruled", "leader", "bilingual_right", "bilingual_under"):
        step = _rows_h(sh, size, 1.05 if style != "bilingual_under" else 1.7)
        zebra = style == "ruled" and rng.random() < 0.4
        fill = shade if shade is not None else ctx.accent_light()
        ar_w = 0.0
        if style == "bilingual_right":
            ar_w = max(sh.measure(r.ar or "", size) for r in rows) + size
        for i, r in enumerate(rows):
            sh.y += step
            if zebra and i % 2 == 0:
                sh.rect(x0, sh.y - size * 1.05, x1, sh.y + size * 0.45, fill=fill)
            sh.text(
                x0, sh.y, r.label, sh.fit(r.label, lw - size * 0.5, size, bold=label_bold, floor=6.0), bold=label_bold
            )
            vx = x0 + lw
            room = x1 - vx - ar_w
            if style == "leader":
                lab = sh.measure(r.label, size, bold=label_bold)
                dots_w = vx - (x0 + lab) - size * 0.6
                if dots_w > size:
                    n = int(dots_w / sh.measure(".", size))
                    sh.text(x0 + lab + size * 0.3, sh.y, "." * n, size, colour=90)
            if style == "bilingual_right" and r.ar:
                sh.text(x1, sh.y, r.ar, size * 0.95, anchor="r")
            if style == "bilingual_under" and r.ar:
                sh.text(x0, sh.y + size * 1.05, r.ar, size * 0.8, colour=70)
            _value(sh, vx, room, r.value, size, bold_values, size * 1.25)
            if style == "ruled":
                sh.line(x0, sh.y + size * 0.45, x1, sh.y + size * 0.45, width=0.4, colour=140)
        if style == "bilingual_under":
            sh.y += size * 0.6
    elif style in ("table", "comb"):
        h = _rows_h(sh, size, rng.uniform(1.35, 1.7))
        y0 = sh.y + size * 0.5
        fill = shade if shade is not None else rng.choice((None, 230, 238))
        for r in rows:
            vx = x0 + lw + size * 0.5 if style == "table" else x0 + lw
            lines, vs = _fit_lines(sh, r.value, x1 - vx - size * 0.5, size, bold_values)
            hr = h + (len(lines) - 1) * size * 1.2
            base = y0 + h / 2 + size * 0.35
            if style == "table":
                if fill is not None:
                    sh.rect(x0, y0, x0 + lw, y0 + hr, fill=fill)
                sh.rect(x0, y0, x1, y0 + hr, stroke=60, width=0.5)
                sh.line(x0 + lw, y0, x0 + lw, y0 + hr, width=0.5, colour=60)
                room = lw - size * 0.8 - (sh.measure(r.ar, size * 0.85) + size * 0.6 if r.ar else 0)
                label_size = sh.fit(r.label, room, size, bold=label_bold, floor=6.0)
                sh.text(x0 + size * 0.4, base, r.label, label_size, bold=label_bold)
                if r.ar:
                    sh.text(x0 + lw - size * 0.4, base, r.ar, size * 0.85, anchor="r")
            else:
                label_size = sh.fit(r.label, lw - size * 0.6, size, bold=label_bold, floor=6.0)
                sh.text(x0, base, r.label, label_size, bold=label_bold)
            if style == "comb" and r.code and len(r.value) <= 26 and " " not in r.value:
                cw = size * 0.95
                if vx + cw * len(r.value) > x1:
                    cw = (x1 - vx) / len(r.value)
                for k, ch in enumerate(r.value):
                    bx = vx + k * cw
                    sh.rect(bx, y0 + h * 0.12, bx + cw, y0 + h * 0.88, stroke=80, width=0.5)
                    sh.text(bx + cw / 2, base, ch, min(size, cw * 1.1), anchor="m", bold=bold_values)
            else:
                if style == "comb":
                    sh.rect(vx - size * 0.3, y0 + h * 0.12, x1, y0 + hr - h * 0.12, stroke=80, width=0.5)
                for k, line in enumerate(lines):
                    sh.text(vx, base + k * size * 1.2, line, vs, bold=bold_values)
            y0 += hr
        sh.y = y0
    else:
        raise ValueError(style)


def _grid(ctx: Ctx, sh: Sheet, rows: Sequence[Row], x0: float, x1: float, size: float, bold: bool, cols: int) -> None:
    rng = ctx.rng
    boxed = rng.random() < 0.65
    small = size * rng.uniform(0.72, 0.85)
    cw = (x1 - x0) / cols
    h = small * 1.3 + size * 1.45 + (small * 1.2 if any(r.ar for r in rows) else 0)
    top = sh.y + size * 0.6
    fill = rng.choice((None, None, 235))
    # flow the cells row by row; a value too wide for one cell takes two or more
    c = k = 0
    for r in rows:
        need = sh.measure(r.value, 7.5, bold=bold) + size * 0.8
        span = min(cols, max(1, int(need // cw) + 1 if need > cw else 1))
        if c + span > cols:
            c, k = 0, k + 1
        cx0, cy0 = x0 + c * cw, top + k * h
        w = cw * span
        if boxed:
            if fill is not None:
                sh.rect(cx0, cy0, cx0 + w, cy0 + small * 1.5, fill=fill)
            sh.rect(cx0, cy0, cx0 + w, cy0 + h, stroke=70, width=0.5)
        label = r.label.rstrip(" :").rstrip(":")
        room = w - small * 0.8 - (sh.measure(r.ar, small) + small if r.ar else 0.0)
        sh.text(cx0 + small * 0.4, cy0 + small * 1.15, label, sh.fit(label, room, small, floor=5.0), colour=60)
        ytext = cy0 + small * 1.3 + size * 1.15
        if r.ar:
            sh.text(cx0 + w - small * 0.4, cy0 + small * 1.15, r.ar, small, anchor="r", colour=60)
        vs = sh.fit(r.value, w - size * 0.8, size, bold=bold, floor=7.5)
        sh.text(cx0 + small * 0.4, ytext, r.value, vs, bold=bold)
        c += span
        if c >= cols:
            c, k = 0, k + 1
    n_rows = k + (1 if c else 0)
    if not boxed:
        for i in range(n_rows + 1):
            sh.line(x0, top + i * h, x1, top + i * h, width=0.4, colour=150)
    sh.y = top + n_rows * h


# tables -------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Col:
    title: str
    weight: float
    align: str = "l"  # l | r | m
    ar: str = ""


def table(
    ctx: Ctx,
    sh: Sheet,
    cols: Sequence[Col],
    rows: Sequence[Sequence[str]],
    *,
    x0: float | None = None,
    x1: float | None = None,
    size: float | None = None,
    rules: str | None = None,
    header_fill: Colour | str | None = "draw",
    zebra: bool | None = None,
    bold_rows: frozenset[int] = frozenset(),
    row_h: float | None = None,
) -> list[float]:
    """A table below the cursor; returns the baselines of its rows (for the caller's marks)."""
    rng = ctx.rng
    x0 = sh.left if x0 is None else x0
    x1 = sh.right if x1 is None else x1
    size = size or sh.size_pt * rng.uniform(0.85, 1.0)
    rules = rules or rng.choice(("grid", "rows", "header", "columns", "none"))
    if header_fill == "draw":
        header_fill = rng.choice((None, 220, 235, ctx.accent if ctx.colour else 200))
    if zebra is None:
        zebra = rules in ("none", "header", "columns") and rng.random() < 0.35
    total = sum(c.weight for c in cols)
    xs = [x0]
    for c in cols:
        xs.append(xs[-1] + (x1 - x0) * c.weight / total)
    h = row_h or size * rng.uniform(1.45, 1.9)
    has_ar = any(c.ar for c in cols)
    hh = h * (1.8 if has_ar else 1.15)
    top = sh.y + size * 0.6
    on_dark = isinstance(header_fill, tuple) or (isinstance(header_fill, int) and header_fill < 120)
    if header_fill is not None:
        sh.rect(x0, top, x1, top + hh, fill=header_fill)
    for i, c in enumerate(cols):
        base = top + (h * 0.5 + size * 0.35 if has_ar else hh / 2 + size * 0.35)
        _cell(
            sh,
            c.title,
            xs[i],
            xs[i + 1],
            base,
            size,
            c.align if c.align != "r" else "r",
            True,
            255 if on_dark else None,
        )
        if c.ar:
            _cell(sh, c.ar, xs[i], xs[i + 1], top + h * 1.35, size * 0.85, "m", False, 255 if on_dark else None)
    y = top + hh
    baselines = []
    for k, row in enumerate(rows):
        if zebra and k % 2 == 1:
            sh.rect(x0, y, x1, y + h, fill=242)
        base = y + h / 2 + size * 0.35
        baselines.append(base)
        for i, cell in enumerate(row):
            if cell:
                _cell(sh, cell, xs[i], xs[i + 1], base, size, cols[i].align, k in bold_rows, None)
        if rules in ("grid", "rows"):
            sh.line(x0, y + h, x1, y + h, width=0.4, colour=110)
        y += h
    line_w = rng.choice((0.5, 0.8))
    if rules in ("grid", "columns"):
        sh.rect(x0, top, x1, y, stroke=50, width=line_w)
        for x in xs[1:-1]:
            sh.line(x, top, x, y, width=0.4, colour=90)
    if rules in ("header", "rows", "grid", "columns"):
        sh.line(x0, top + hh, x1, top + hh, width=line_w, colour=50)
    if rules == "header":
        sh.line(x0, y, x1, y, width=line_w, colour=50)
    sh.y = y
    return baselines


def _cell(
    sh: Sheet, text: str, xa: float, xb: float, base: float, size: float, align: str, bold: bool, colour: Colour | None
) -> None:
    pad = size * 0.35
    s = sh.fit(text, xb - xa - 2 * pad, size, bold=bold, floor=5.5)
    if align == "r":
        sh.text(xb - pad, base, text, s, bold=bold, anchor="r", colour=colour)
    elif align == "m":
        sh.text((xa + xb) / 2, base, text, s, bold=bold, anchor="m", colour=colour)
    else:
        sh.text(xa + pad, base, text, s, bold=bold, colour=colour)


# letterheads, titles, footers ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Org:
    name: str
    lines: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()  # "ICE : 0012...", "RC : ..."; each printed as is
    ar: str = ""
    initials: str = ""


def logo(ctx: Ctx, sh: Sheet, x: float, y: float, s: float, initials: str) -> None:
    rng = ctx.rng
    ink = ctx.accent
    kind = rng.randrange(4)
    if kind == 0:
        sh.ops.append(Ellipse(x, y, x + s, y + s, stroke=ink, width=s / 14, fill=None))
    elif kind == 1:
        sh.rect(x, y, x + s, y + s, fill=ink)
    elif kind == 2:
        sh.ops.append(Poly(((x, y + s), (x + s / 2, y), (x + s, y + s)), fill=ink))
    else:
        sh.ops.append(Ellipse(x, y, x + s, y + s, stroke=None, fill=ink))
    on_fill = kind in (1, 3)
    if initials and kind != 2:
        sh.text(x + s / 2, y + s * 0.62, initials[:3], s * 0.34, bold=True, anchor="m", colour=255 if on_fill else ink)


def letterhead(ctx: Ctx, sh: Sheet, org: Org, placement: str | None = None) -> str:
    """The issuer's head; returns the placement drawn (left | centre | right | band | logo | split)."""
    rng = ctx.rng
    placement = placement or ctx.pick("head", ("left", "centre", "right", "band", "logo", "split"), (4, 2, 2, 2, 3, 3))
    big = sh.size_pt * rng.uniform(1.3, 1.9)
    small = sh.size_pt * rng.uniform(0.75, 0.92)
    ink = ctx.accent if rng.random() < 0.7 else 20
    top = max(sh.top, sh.y)  # the top margin, or under what is already drawn (a second RIB copy)
    if placement == "band":
        band_h = big * 1.6 + small * 1.5 * max(1, min(2, len(org.lines)))
        fill = ctx.accent if ctx.colour else rng.choice((60, 90, 215, 230))
        dark = isinstance(fill, tuple) or fill < 128
        sh.rect(0, top - big * 0.4, sh.size[0], top + band_h, fill=fill)
        text_c: Colour = 255 if dark else 20
        y = top + big * 0.9
        name_w = sh.width * 0.7
        if org.ar:
            name_w = min(name_w, sh.width - sh.measure(org.ar, big * 0.8) - big)
        sh.text(sh.left, y, org.name, sh.fit(org.name, name_w, big, bold=True), bold=True, colour=text_c)
        for line in org.lines[:2]:
            y += small * 1.4
            sh.text(sh.left, y, line, small, colour=text_c)
        if org.ar:
            sh.text(sh.right, top + big * 0.9, org.ar, big * 0.8, anchor="r", colour=text_c)
        sh.y = top + band_h + small
        rest = list(org.lines[2:]) + list(org.ids)
        for line in rest:
            sh.y += small * 1.35
            sh.text(sh.left, sh.y, line, small)
        return placement
    if placement in ("left", "logo", "split"):
        x = sh.left
        if placement == "logo":
            s = big * 2.4
            logo(ctx, sh, x, top, s, org.initials)
            x += s + big * 0.6
        y = top + big
        name_w = (sh.right - x) * (0.55 if placement == "split" else 0.9)
        if org.ar and placement != "split":  # the Arabic name at the right of the same line
            name_w = min(name_w, sh.right - x - sh.measure(org.ar, big * 0.85) - big)
        sh.text(x, y, org.name, sh.fit(org.name, name_w, big, bold=True), bold=True, colour=ink)
        lines = list(org.lines) + ([] if placement == "split" else list(org.ids))
        for line in lines:
            y += small * 1.4
            sh.text(x, y, line, sh.fit(line, sh.right - x, small), colour=50)
        y_right = top
        if placement == "split":
            for line in org.ids:
                y_right += small * 1.4
                sh.text(
                    sh.right, y_right, line, sh.fit(line, (sh.right - x) * 0.4, small, floor=5.5), anchor="r", colour=50
                )
        if org.ar and placement != "split":
            sh.text(sh.right, top + big, org.ar, big * 0.85, anchor="r", colour=ink)
        sh.y = max(y, y_right) + small * 0.8
        return placement
    anchor = "m" if placement == "centre" else "r"
    x = (sh.left + sh.right) / 2 if placement == "centre" else sh.right
    y = top + big
    if org.ar and placement == "centre":
        sh.text(x, y, org.ar, big * 0.8, anchor="m", colour=ink)
        y += big * 1.4
    sh.text(x, y, org.name, sh.fit(org.name, sh.width * 0.9, big, bold=True), bold=True, anchor=anchor, colour=ink)
    for line in list(org.lines) + list(org.ids):
        y += small * 1.4
        sh.text(x, y, line, sh.fit(line, sh.width * 0.9, small), anchor=anchor, colour=50)
    if placement == "centre" and rng.random() < 0.6:
        sh.line(sh.left, y + small * 0.8, sh.right, y + small * 0.8, width=rng.choice((0.5, 1.2)), colour=ink)
    sh.y = y + small * 1.2
    return placement


def title(ctx: Ctx, sh: Sheet, text: str, *, ar: str = "", size: float | None = None, align: str | None = None) -> None:
    rng = ctx.rng
    size = size or sh.size_pt * rng.uniform(1.35, 2.0)
    align = align or ctx.pick("title_align", ("m", "l", "r"), (6, 2, 1))
    deco = ctx.pick("title_deco", ("plain", "box", "underline", "fill"), (4, 2, 2, 1))
    size = sh.fit(text, sh.width - size * 1.5, size, bold=True, floor=8.0)
    sh.y += size * rng.uniform(1.2, 2.2)
    x = {"m": (sh.left + sh.right) / 2, "l": sh.left, "r": sh.right}[align]
    w = sh.measure(text, size, bold=True)
    xa = {"m": x - w / 2, "l": x, "r": x - w}[align]
    colour: Colour = ctx.accent if ctx.colour and rng.random() < 0.5 else 20
    if deco == "fill":
        fill = ctx.accent if ctx.colour else 60
        sh.rect(xa - size * 0.6, sh.y - size * 1.05, xa + w + size * 0.6, sh.y + size * 0.45, fill=fill)
        colour = 255
    sh.text(x, sh.y, text, size, bold=True, anchor=align, colour=colour)
    if deco == "box":
        sh.rect(xa - size * 0.6, sh.y - size * 1.05, xa + w + size * 0.6, sh.y + size * 0.45, stroke=40, width=1.0)
    elif deco == "underline":
        sh.line(xa, sh.y + size * 0.2, xa + w, sh.y + size * 0.2, width=0.8, colour=colour)
    if ar:
        sh.y += size * 1.3
        sh.text(x, sh.y, ar, size * 0.8, anchor=align)
    sh.y += size * 0.5


def finish(ctx: Ctx, sh: Sheet) -> Page:
    """The page, noting an overflow (content below the page's bottom edge)."""
    if sh.y > sh.size[1] - 6:
        ctx.overflow = True
    return sh.page()


def footer(ctx: Ctx, sh: Sheet, lines: Sequence[str], *, page: tuple[int, int] | None = None) -> None:
    rng = ctx.rng
    small = max(6.5, sh.size_pt * rng.uniform(0.65, 0.8))
    y = sh.bottom - small * 1.3 * len(lines)
    if sh.y > y - small * 2:
        ctx.overflow = True
    if rng.random() < 0.7:
        sh.line(sh.left, y - small * 0.9, sh.right, y - small * 0.9, width=0.5, colour=120)
    for line in lines:
        size = sh.fit(line, sh.width, small, floor=5.5)
        sh.text((sh.left + sh.right) / 2, y, line, size, anchor="m", colour=70)
        y += small * 1.3
    if page:
        form = rng.choice(("Page {i}/{n}", "{i}/{n}", "Page {i} sur {n}", "- {i} -"))
        sh.text(sh.right, sh.bottom + small * 0.6, form.format(i=page[0], n=page[1]), small, anchor="r", colour=70)


def page_number(ctx: Ctx, sh: Sheet, i: int, n: int, form: str) -> None:
    small = max(6.5, sh.size_pt * 0.75)
    sh.text(sh.right, sh.bottom + small, form.format(i=i, n=n), small, anchor="r", colour=70)


# stamps, signatures, pictures ---------------------------------------------------------------------------------
def signature(ctx: Ctx, sh: Sheet, x: float, y: float, w: float) -> None:
    """A handwritten signature as a smooth random stroke around (x..x+w, y)."""
    rng = ctx.rng
    pts = []
    n = rng.randint(40, 70)
    loops = rng.uniform(2, 6)
    amp = w * rng.uniform(0.08, 0.18)
    phase = rng.uniform(0, 6.28)
    for i in range(n):
        t = i / (n - 1)
        px = x + w * t + amp * 0.6 * math.cos(loops * 6.28 * t + phase)
        py = y - amp * math.sin(loops * 6.28 * t) * (1 - 0.6 * t) - amp * 0.5 * math.sin(3 * t)
        pts.append((px, py))
    ink: Colour = rng.choice(((20, 40, 140), (20, 20, 20), (40, 40, 90))) if ctx.colour else 30
    sh.ops.append(Poly(tuple(pts), width=rng.uniform(0.7, 1.3), colour=ink))
    if rng.random() < 0.6:
        sh.ops.append(Poly(((x + w * 0.1, y + amp * 0.4), (x + w * 1.05, y - amp * 0.2)), width=0.9, colour=ink))


def stamp(ctx: Ctx, sh: Sheet, x: float, y: float, lines: Sequence[str], *, shape: str | None = None) -> None:
    """A rubber stamp centred at (x, y): a double ring or a double frame around a few words."""
    rng = ctx.rng
    ink: Colour = rng.choice(STAMP_INKS) if ctx.colour else rng.choice(STAMP_GREYS)
    shape = shape or rng.choice(("ring", "rect", "oval"))
    size = max(6.0, sh.size_pt * rng.uniform(0.65, 0.8))
    widths = [sh.measure(line, size, bold=True) for line in lines] or [40.0]
    w = max(widths) + size * 2
    h = size * 1.4 * len(lines) + size * 2
    if shape == "ring":
        r = max(w, h) / 2 + size
        sh.ops.append(Ellipse(x - r, y - r, x + r, y + r, stroke=ink, width=1.2))
        sh.ops.append(Ellipse(x - r + 3, y - r + 3, x + r - 3, y + r - 3, stroke=ink, width=0.6))
    elif shape == "oval":
        sh.ops.append(Ellipse(x - w / 2 - size, y - h / 2, x + w / 2 + size, y + h / 2, stroke=ink, width=1.2))
    else:
        sh.rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2, stroke=ink, width=1.2)
        sh.rect(x - w / 2 + 2.5, y - h / 2 + 2.5, x + w / 2 - 2.5, y + h / 2 - 2.5, stroke=ink, width=0.5)
    y0 = y - size * 1.4 * (len(lines) - 1) / 2 + size * 0.35
    for i, line in enumerate(lines):
        sh.text(x, y0 + i * size * 1.4, line, size, bold=True, anchor="m", colour=ink)


def sign_block(
    ctx: Ctx, sh: Sheet, who: Sequence[str], stamp_lines: Sequence[str], *, align: str | None = None
) -> None:
    """The signatory's lines, a signature and usually a stamp, at the left or the right."""
    rng = ctx.rng
    align = align or ctx.pick("sign", ("r", "l", "m"), (5, 2, 1))
    x = {"r": sh.right - sh.width * 0.33, "l": sh.left, "m": (sh.left + sh.right) / 2 - sh.width * 0.15}[align]
    x = max(sh.left, min(x, sh.right - max((sh.measure(line, bold=True) for line in who), default=0.0)))
    sh.y += sh.size_pt * rng.uniform(1.5, 3.0)
    for line in who:
        sh.y += sh.size_pt * 1.35
        sh.text(x, sh.y, line, sh.size_pt, bold=rng.random() < 0.3)
    top = sh.y + sh.size_pt
    if stamp_lines and rng.random() < 0.8:
        stamp(ctx, sh, x + sh.width * rng.uniform(0.12, 0.2), top + sh.size_pt * 3.5, stamp_lines)
    if rng.random() < 0.85:
        signature(ctx, sh, x + rng.uniform(0, 30), top + sh.size_pt * 3, sh.width * rng.uniform(0.12, 0.2))
    sh.y = top + sh.size_pt * 7


def photo(ctx: Ctx, sh: Sheet, x0: float, y0: float, x1: float, y1: float, *, ghost: bool = False) -> None:
    """An ID photo: a grey field with a head-and-shoulders silhouette."""
    rng = ctx.rng
    bg = rng.randint(200, 235) if not ghost else 240
    sh.rect(x0, y0, x1, y1, fill=bg)
    w, h = x1 - x0, y1 - y0
    tone = rng.randint(70, 140) if not ghost else 215
    skin: Colour = (tone + 60, tone + 30, tone) if (ctx.colour and not ghost) else tone
    cx = (x0 + x1) / 2 + rng.uniform(-0.05, 0.05) * w
    sh.ops.append(Ellipse(cx - w * 0.2, y0 + h * 0.14, cx + w * 0.2, y0 + h * 0.6, stroke=None, fill=skin))
    body: Colour = rng.randint(30, 90) if not ghost else 225
    sh.ops.append(
        Poly(
            ((x0 + w * 0.08, y1), (cx - w * 0.18, y0 + h * 0.66), (cx + w * 0.18, y0 + h * 0.66), (x1 - w * 0.08, y1)),
            fill=body,
        )
    )
    if rng.random() < 0.5 and not ghost:
        hair: Colour = rng.randint(10, 50)
        sh.ops.append(Ellipse(cx - w * 0.21, y0 + h * 0.1, cx + w * 0.21, y0 + h * 0.32, stroke=None, fill=hair))


def guilloche(ctx: Ctx, sh: Sheet, x0: float, y0: float, x1: float, y1: float, *, lines: int = 14) -> None:
    """Security printing: fine wavy lines over an area."""
    rng = ctx.rng
    col: Colour = (rng.randint(190, 230), rng.randint(200, 235), rng.randint(200, 240)) if ctx.colour else 225
    amp = (y1 - y0) / lines * rng.uniform(0.6, 1.4)
    freq = rng.uniform(2, 6)
    for k in range(lines):
        base = y0 + (k + 0.5) * (y1 - y0) / lines
        pts = []
        for i in range(41):
            t = i / 40
            pts.append((x0 + t * (x1 - x0), base + amp * math.sin(freq * 6.28 * t + k * 0.7)))
        sh.ops.append(Poly(tuple(pts), width=0.35, colour=col))


def qr(ctx: Ctx, sh: Sheet, x: float, y: float, s: float) -> None:
    """A QR-like square of modules (not decodable: a verification code's look)."""
    rng = ctx.rng
    n = 25
    m = s / n
    for i in range(n):
        for j in range(n):
            finder = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
            if finder:
                ring = max(
                    abs(i % (n - 7) - 3) if i >= n - 7 else abs(i - 3),
                    abs(j % (n - 7) - 3) if j >= n - 7 else abs(j - 3),
                )
                on = ring != 2
            else:
                on = rng.random() < 0.5
            if on:
                sh.rect(x + j * m, y + i * m, x + (j + 1) * m, y + (i + 1) * m, fill=20)


def dotted_line(sh: Sheet, x0: float, x1: float, y: float) -> None:
    sh.line(x0, y, x1, y, width=0.5, colour=110, dash=True)


def clip_text(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1].rstrip() + "."
