"""Typst: the family's templates compiled to PDF (born-digital) or to page images (scans)."""

from __future__ import annotations

import datetime as dt
import json
from functools import cache
from pathlib import Path

import typst

TEMPLATES = Path(__file__).parent / "templates"
FONT_DIRS = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/liberation",
    "/usr/share/fonts/truetype/freefont",
    "/usr/share/fonts/truetype/noto",
]
# Every PDF says it was made at this instant, whatever the clock says.
TIMESTAMP = dt.datetime(2025, 4, 22, 9, 30, tzinfo=dt.UTC)
NEEDED_FAMILIES = {
    "DejaVu Sans",
    "DejaVu Sans Mono",
    "DejaVu Serif",
    "Liberation Sans",
    "Liberation Serif",
    "Liberation Mono",
    "FreeSans",
    "FreeSerif",
    "Noto Naskh Arabic",
}


@cache
def _fonts() -> typst.Fonts:
    missing = [d for d in FONT_DIRS if not Path(d).is_dir()]
    if missing:
        raise RuntimeError(
            f"blind_j needs Debian's fonts (fonts-dejavu-core/-extra, fonts-liberation, fonts-freefont-ttf, "
            f"fonts-noto-core); missing {missing}"
        )
    fonts = typst.Fonts(include_system_fonts=False, include_embedded_fonts=False, font_paths=FONT_DIRS)
    absent = NEEDED_FAMILIES - set(fonts.families())
    if absent:
        raise RuntimeError(f"blind_j: font families not found in {FONT_DIRS}: {sorted(absent)}")
    return fonts


@cache
def _compiler() -> typst.Compiler:
    return typst.Compiler(font_paths=_fonts(), ignore_system_fonts=True, root=str(TEMPLATES))


@cache
def _source(template: str) -> bytes:
    common = (TEMPLATES / "common.typ").read_text(encoding="utf-8")
    body = (TEMPLATES / f"{template}.typ").read_text(encoding="utf-8")
    return (common + "\n" + body).encode()


def _inputs(data: dict) -> dict[str, str]:
    return {"data": json.dumps(data, ensure_ascii=False, sort_keys=True)}


def pdf(template: str, data: dict) -> bytes:
    out = _compiler().compile(
        input=_source(template), format="pdf", sys_inputs=_inputs(data), timestamp=TIMESTAMP, pdf_tags=False
    )
    assert isinstance(out, bytes)
    return out


def pngs(template: str, data: dict, ppi: float) -> list[bytes]:
    out = _compiler().compile(input=_source(template), format="png", ppi=ppi, sys_inputs=_inputs(data))
    if isinstance(out, bytes):
        return [out]
    assert isinstance(out, list)
    return out
