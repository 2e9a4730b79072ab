"""blind_y: Moroccan lending papers painted with Qt 5 (PySide2) — QPainter on QPdfWriter for born-digital PDFs,
QPainter on QImage for scans, photocopies, faxes and phone photos worn with Pillow/numpy.

The venv plans every page (people.py, cards.py, work.py, bank.py); one renderer process under the system Python
(qt_render.py, which has PySide2) paints them all from a JSON plan; wear.py ages the rasters.
"""

from __future__ import annotations

import pathlib

ENGINE = (
    "Qt 5 QPainter through PySide2 (system Python, one renderer process): QPdfWriter for born-digital PDFs, "
    "QImage rasters worn with Pillow/numpy"
)


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    from .family import build_family

    return build_family(pathlib.Path(out_dir), seed)
