"""Readings of real files by the real reader (`casefile.ocr.process_file`, tesseract included), made once per test
process: the tests of several modules that assert on the reading of one file share it rather than read it again.
Nothing here replaces the reader; a test that swaps the OCR engine or counts its calls reads for itself."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from casefile.ocr import ProcessedDocument, process_file

# ICAO's example passport as a 275 x 184 JPEG thumbnail (the zone's characters are 6 pixels wide)
PASSPORT_THUMBNAIL = Path(__file__).parent / "specimens" / "25_pass-uto.jpg"


@cache
def passport_thumbnail() -> ProcessedDocument:
    """PASSPORT_THUMBNAIL read upright (tests/integration/test_documents_engine.py, test_ocr_rotation.py)."""
    return process_file(PASSPORT_THUMBNAIL, "image/jpeg")
