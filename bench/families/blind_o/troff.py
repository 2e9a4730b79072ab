"""troff source helpers and the groff runner."""

from __future__ import annotations

import os
import random
import subprocess
import tempfile
from pathlib import Path

# 2025-06-01T00:00:00Z: gropdf writes it as the PDF's CreationDate/ModDate (0 would read as "unset" in Perl)
SOURCE_DATE_EPOCH = "1748736000"

PAPER = {
    "a4": ("29.7c", "21c"),
    "a5": ("21c", "14.8c"),
    "letter": ("11i", "8.5i"),
    "card": ("5.4c", "8.56c"),
    "passport": ("8.8c", "12.5c"),
    "cards2": ("12.4c", "9.6c"),
    "slip": ("10.5c", "21c"),
    "a5l": ("14.8c", "21c"),
}

# groff colours used across the templates
COLOURS = {
    "shade": "0.88 0.88 0.88",
    "stamp": "0.16 0.25 0.62",
    "stampred": "0.62 0.14 0.16",
    "ink": "0.08 0.10 0.30",
    "paper": "1 1 1",
    "mid": "0.55 0.55 0.55",
}


def esc(text: str) -> str:
    """Text for a troff line or a table cell: backslashes kept, apostrophes printed straight (as typed)."""
    return str(text).replace("\\", "\\e").replace("'", "\\(aq")


def nb(text: str) -> str:
    """Keep a phrase (an amount, a number) on one line."""
    return esc(text).replace(" ", "\\~")


def line(text: str) -> str:
    """A text line that never reads as a request."""
    return "\\&" + text if text[:1] in (".", "'") else text


def defcolors(extra: dict[str, str] | None = None) -> list[str]:
    out = [f".defcolor {k} rgb {v}" for k, v in COLOURS.items()]
    for k, v in (extra or {}).items():
        out.append(f".defcolor {k} rgb {v}")
    return out


def ms_preamble(
    *,
    fam: str,
    ps: float,
    vs: float,
    paper: str = "a4",
    po: str = "2c",
    ll: str | None = None,
    hm: str = "1.5c",
    fm: str = "1.8c",
    adjust: str = "b",
    colours: dict[str, str] | None = None,
    footer: str = "",
) -> list[str]:
    length, width = PAPER[paper]
    if ll is None:
        ll = f"{width}-{po}-{po}"
    out = [
        '.\\" -*- coding: utf-8 -*-',
        f".pl {length}",
        f".nr PO {po}",
        f".nr LL {ll}",
        f".nr HM {hm}",
        f".nr FM {fm}",
        f".nr PS {ps}",
        f".nr VS {vs}p",
        ".nr PD 0.4v",
        ".nr PI 0",
        ".nr HY 0",
        f".ds FAM {fam}",
        ".ds CH",
        ".ds LH",
        ".ds RH",
        f".ds CF {footer}",
        ".ds LF",
        ".ds RF",
        *defcolors(colours),
        ".LP",
        f".fam {fam}",
        ".nh",
        f".ad {adjust}",
    ]
    return out


def bar(text: str, fill: str, fg: str = "white", height: str = "1.5v", pad: str = "0.8n") -> list[str]:
    """A full-width filled band with a line of text on it."""
    return [
        f"\\Z'\\v'0.35v'\\M[{fill}]\\D'P 0 -{height} \\n[.l]u 0 0 {height}'\\M[]'\\h'{pad}'\\m[{fg}]{text}\\m[]",
    ]


def shade_cell(fill: str, width: str = "\\n[.l]u", height: str = "1.2v") -> str:
    """Put at the start of a table row's first cell: fills the row (from the table's left edge) behind its text."""
    return f"\\Z'\\h'|0'\\v'0.3v'\\M[{fill}]\\D'P 0 -{height} {width} 0 0 {height}'\\M[]'"


def hrule(weight: float = 0.5, colour: str = "black", length: str = "\\n[.l]u") -> str:
    return f"\\Z'\\m[{colour}]\\D't {weight}p'\\D'l {length} 0'\\D't 0'\\m[]'"


def signature(rng: random.Random, x: float, y: float, colour: str = "ink", scale: float = 1.0) -> list[str]:
    """pic statements of a handwritten flourish around (x, y), in cm."""
    pts = []
    px = x
    for _ in range(rng.randint(5, 8)):
        px += rng.uniform(0.25, 0.6) * scale
        pts.append(f"({px:.2f},{y + rng.uniform(-0.45, 0.45) * scale:.2f})")
    tail = f"({px + 0.3 * scale:.2f},{y - 0.5 * scale:.2f})"
    return [
        f'spline from ({x:.2f},{y:.2f}) to {" to ".join(pts)} to {tail} outlined "{colour}" thickness 1.1',
        f"line from ({x - 0.2:.2f},{y - 0.6 * scale:.2f}) to ({px - 0.4:.2f},{y - 0.5 * scale:.2f}) "
        f'outlined "{colour}" thickness 0.7',
    ]


def stamp(
    lines: list[str],
    x: float,
    y: float,
    rng: random.Random,
    colour: str = "stamp",
    shape: str = "circle",
    font: str = "HB",
) -> list[str]:
    """pic statements of an inked company stamp centred on (x, y), in cm."""
    out = []
    if shape == "circle":
        out.append(f'circle rad 1.55 at ({x:.2f},{y:.2f}) outlined "{colour}" thickness 1.2')
        out.append(f'circle rad 1.35 at ({x:.2f},{y:.2f}) outlined "{colour}" thickness 0.5')
        width = 2.3
    else:
        out.append(f'box wid 4.6 ht 1.9 at ({x:.2f},{y:.2f}) outlined "{colour}" thickness 1.2')
        width = 4.2
    n = len(lines)
    for i, text in enumerate(lines):
        size = 5 if len(text) * 0.11 > width else 6
        yy = y + (n - 1) * 0.17 - i * 0.34 + rng.uniform(-0.03, 0.03)
        out.append(f'"\\f[{font}]\\s[{size}]\\m[{colour}]{esc(text)}\\m[]\\s0\\fP" at ({x:.2f},{yy:.2f})')
    return out


def pic(stmts: list[str], width_cm: float, height_cm: float) -> list[str]:
    """A picture spanning the line, origin at its bottom left, units of cm."""
    return [
        ".PS",
        "scale = 2.54",
        f"box invis wid {width_cm:.2f} ht {height_cm:.2f} with .sw at (0,0)",
        *stmts,
        ".PE",
    ]


def groff(src: str, *, macros: str | None = "ms", paper: str = "a4") -> bytes:
    """Typeset troff source into a PDF (fonts embedded), deterministic for its input."""
    length, width = PAPER[paper]
    args = ["groff", "-k", "-t", "-p"]
    if macros:
        args.append(f"-m{macros}")
    args += ["-Tpdf", "-P-e", f"-P-p{length},{width}"]
    env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "LC_ALL": "C.UTF-8", "TZ": "UTC"}
    with tempfile.TemporaryDirectory(prefix="blind_o_groff_") as tmp:
        Path(tmp, "doc.tr").write_text(src, encoding="utf-8")
        proc = subprocess.run([*args, "doc.tr"], cwd=tmp, env=env, capture_output=True, check=False)
    err = proc.stderr.decode("utf-8", "replace")
    if proc.returncode != 0 or "can't find" in err or "error" in err.lower():
        raise RuntimeError(f"groff failed ({proc.returncode}): {err}")
    return proc.stdout
