"""OCR readings kept on disk, so that the reader's extraction and classification can be measured, and its weights
fitted, without reading the same pages again.

A document's pages are read as `process_file` reads them (`casefile.ocr.read.read_pages`, deferred): each OCR'd page's
first reading and, for every deferred page, its finished reading (its poorly read runs read again) are both kept,
under the SHA-256 of the file's bytes and the reader's OCR version (`OCR_VERSION` below: bump it when `casefile/ocr`
changes what it reads). `interpret_cached` then gives what `process_file` would: classification and extraction of the
first reading, and of the finished one when the first is not settled (`casefile.ocr.interpret`).

The cache lives in `.cache/readings/` at the repository's root (ignored by git); `--no-cache` on the benches reads
afresh.
"""

from __future__ import annotations

import gzip
import hashlib
import itertools
import json
import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("CASEFILE_READINGS_CACHE", ROOT / ".cache" / "readings"))
# every OCR reading may change: print light on a dark ground read. CASEFILE_READINGS_VERSION reads the cache of an
# earlier OCR instead (to fit the reader's weights on readings already made, while the new ones are not)
OCR_VERSION = os.environ.get("CASEFILE_READINGS_VERSION") or "2026-11-29d"
# Changes to the OCR since OCR_VERSION that touch only some readings: an entry older than REVISION is read again only
# when it is one of those (REVISION 2: a text layer read by characters, not rectangles; a page that read next to
# nothing read again as one block), else kept and marked current.
REVISION = 27  # 3: the MRZ band read by the new MRZ reader; 4: small images enlarged, photos straightened, MRZ searched
# 5: the MRZ band read by the MRZ model, reaching past the lines the page pass read; a band whose checks hold
# fewer than two kept out; 6: the bottom of a page searched for an MRZ only on a landscape image of few lines (a card),
# or one with travel words; 7: an MRZ on end turns its page a quarter, a turned page is laid out as read (`turned`),
# a whole zone's band reaches a line past it; 8: a page whose lines slant by 2 degrees or more is straightened whatever
# its reading mode (before: only one read in blocks), and a line of amounts is no MRZ line (`mrz.may_be_line`); 9: a
# page of more than 40 lines is not searched for an MRZ for its travel words ('Visa de l'employeur' on a payslip);
# 10: a text layer's lines formed from its runs of letters or digits (a dash or a leader's dots no longer starts a
# line, nor sets the height its cells are cut at); 11: a straightened page still slanting is straightened again, one
# whose MRZ reads clearly more fillers is kept so, and a straightened page is laid out as read (`frame`); 12: a page
# of few words read well is straightened by its block reading's slant, and one with an MRZ read upright is not turned;
# 13: a straightened reading is preferred for its MRZ only by lines read with fillers (a page of few words read again)
# 14: a page that reads no word well, page or block, is also tried straight by its rows of ink (`_page_turn`)
# 15: a straightened page turned over or a quarter afterwards keeps its turn in its tilt (its frame's boxes)
# 16: a slanting page that reads upright neither as it is nor straightened is also tried straightened and turned over
# 17: ink left unread is looked for with the ground cleared (a desk, a photo: `_clear_grounds`), and a bar's edge
# reaches no further than a slanted sheet's: any OCR'd page may read otherwise; 18: the MRZ reader drops stray marks
# before a line with no check digit and counts a state's code it does not know against a zone (`_zoned` pages); 19:
# only where what follows them opens as a zone's first line (18 read a passport's 'P<UTO...' as a visa's 'UTO...');
# 20: a page is laid out, and its unread ink looked for, by the fall of its words' bottoms (`_slant`) where it has
# one, not tesseract's skew: any OCR'd page may read otherwise; 21: the unread ink by tesseract's skew again (any page)
# 22: the MRZ reader keeps a '?' in its place (a character readings disagreed on), no longer drops it: a page with one
# 23: unread ink looked for under scraps (words read below NOISE_BELOW) and in runs far apart in one band: any page
# 24: a poorly read word as tall as two lines read again line by line gives lines of their own (a small label over its
# value), and a frame's side read as '|' cuts a run of poorly read words: a page with such a word or such a bar;
# 25: 24 without clearing a box's vertical rules before its lines are counted (a comb's ticks are such rules): the same
# 26: a band of unread ink too tall for a line and without a frame is parted at its gutters of bare paper (a card's
# photo beside its text column), and a drawing's stroke a line's height from a band's words is left out: any OCR'd page
# 27: a stroke is as wide as a line, not half (a comb's box was taken for one, and a CNSS number's figures lost)


def _page_dict(page: Any) -> dict[str, Any]:
    return {
        "page_number": page.page_number,
        "width": page.width,
        "height": page.height,
        "text": page.text,
        "confidence": page.confidence,
        "lines": page.lines,
        "source": page.source,
        "cells": page.cells,
        "turned": page.turned,
        "frame": page.frame.to_dict() if page.frame is not None else None,
    }


def _page(d: dict[str, Any]) -> Any:
    from casefile.ocr.pages import ProcessedPage, ReadFrame

    frame = d.get("frame")
    return ProcessedPage(
        page_number=d["page_number"],
        width=d["width"],
        height=d["height"],
        text=d["text"],
        confidence=d["confidence"],
        lines=d["lines"],
        source=d["source"],
        cells=d["cells"],
        turned=d.get("turned", 0),
        frame=ReadFrame.from_dict(frame) if frame else None,
    )


def read_fresh(data: bytes, mime: str) -> dict[str, Any]:
    """Read a document's pages now: {"pages": [{...first reading, "finished": {...} | None}], "error": ...}."""
    from casefile.domain.documents import MAX_IMAGE_PIXELS, MAX_PAGES_PER_DOCUMENT
    from casefile.ocr import FileRefused
    from casefile.ocr.read import read_pages

    suffix = {"application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg"}.get(mime, ".bin")
    with tempfile.NamedTemporaryFile(suffix=suffix) as handle:
        handle.write(data)
        handle.flush()
        try:
            pages = read_pages(
                handle.name, mime, max_pages=MAX_PAGES_PER_DOCUMENT, max_pixels=MAX_IMAGE_PIXELS, defer=True
            )
        except FileRefused as refused:
            return {"pages": [], "error": {"code": refused.code, "message": refused.message}}
        out = []
        for page in pages:
            entry = _page_dict(page)
            entry["finished"] = _page_dict(page.finish()) if page.finish else None
            page.finish = None
            out.append(entry)
    return {"pages": out, "error": None}


def readings(data: bytes, mime: str, *, use_cache: bool = True) -> dict[str, Any]:
    """The document's readings, from the cache when it has them."""
    key = hashlib.sha256(OCR_VERSION.encode() + b"\0" + data).hexdigest()
    path = CACHE / key[:2] / f"{key}.json.gz"
    if use_cache and path.exists():
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            cached: dict[str, Any] = json.load(handle)
        if cached.get("revision", 1) >= REVISION:
            return cached
        if not _touched(cached, cached.get("revision", 1)):
            cached["revision"] = REVISION
            _write(path, cached)
            return cached
    fresh = read_fresh(data, mime)
    fresh["revision"] = REVISION
    if use_cache:
        _write(path, fresh)
    return fresh


def _touched(reading: dict[str, Any], revision: int = 1) -> bool:
    """Whether the OCR's changes since the entry was read (at `revision`) change this reading (see REVISION)."""
    from casefile.ocr.read import _TRAVEL_WORDS

    if revision < 17 and any(_slanting(page) for page in reading.get("pages", ())):
        return True  # (17 was the last change to straightening; 21 read every OCR'd page again anyway)
    if revision < 25 and any(_stacked_or_barred(page) for page in reading.get("pages", ())):
        return True
    if revision < 22 and any("?" in page.get("text", "") for page in reading.get("pages", ())):
        return True
    if revision < 27 and any(page.get("source") != "text_layer" for page in reading.get("pages", ())):
        return True
    if revision < 19 and any(_zoned(page) for page in reading.get("pages", ())):
        return True
    if revision < 16 and any(_poorly_read(page) for page in reading.get("pages", ())):
        return True
    if revision < 10 and any(page.get("source") == "text_layer" for page in reading.get("pages", ())):
        return True
    if revision < 9 and any(_searched(page) for page in reading.get("pages", ())):
        return True
    if revision >= 7:
        return False
    if any(_mrz_or_turned(page) for page in reading.get("pages", ())):
        return True
    if revision >= 6:
        return False
    if revision >= 4:  # since: only the MRZ band (a page of travel words, of few lines, or with fillers)
        return any(
            page.get("source") != "text_layer"
            and (
                "<" in page.get("text", "")
                or _TRAVEL_WORDS.search(page.get("text", ""))
                or len(page.get("lines", ())) <= 25
            )
            for page in reading.get("pages", ())
        )
    for page in reading.get("pages", ()):
        if page.get("source") == "text_layer":
            return True
        text = page.get("text", "")
        if _TRAVEL_WORDS.search(text) or len(page.get("lines", ())) <= 25:
            return True
        words = sum(1 for c in page.get("cells", ()) for w in c.get("words", ()) if w[1] >= 0.8 and len(w[0]) >= 3)
        if words < 6:
            return True
    return False


def _stacked_or_barred(page: dict[str, Any]) -> bool:
    """An OCR'd page whose finished reading REVISIONs 24-25 may change: a word read poorly (`READ_AGAIN_BELOW`) as tall
    as `STACKED_OVER` text lines or more, or a line with a poorly read word and a '|' read."""
    from casefile.ocr.read import CONFIDENT, READ_AGAIN_BELOW, STACKED_OVER

    if page.get("source") == "text_layer":
        return False
    words = [w for cell in page.get("cells", ()) for w in cell.get("words", ())]
    heights = sorted(w[5] - w[3] for w in words if w[1] >= CONFIDENT)
    tall = heights[len(heights) // 2] if len(heights) >= 3 else 0
    for cell in page.get("cells", ()):
        low = [w for w in cell.get("words", ()) if w[1] < READ_AGAIN_BELOW]
        if tall and any(w[5] - w[3] > STACKED_OVER * tall for w in low):
            return True
    rows: dict[int, list[Any]] = {}
    for cell in page.get("cells", ()):
        rows.setdefault(cell.get("row", -1), []).extend(cell.get("words", ()))
    return any(any("|" in w[0] for w in row) and any(w[1] < READ_AGAIN_BELOW for w in row) for row in rows.values())


def _zoned(page: dict[str, Any]) -> bool:
    """An OCR'd page whose MRZ band `_with_mrz` may have read (REVISIONs 18-19 read its zones otherwise): one with
    fillers, travel words, or few lines (a card's)."""
    from casefile.ocr.read import _TRAVEL_WORDS, CARD_LINES_AT_MOST

    if page.get("source") == "text_layer":
        return False
    text = page.get("text", "")
    few = len(page.get("lines", ())) <= CARD_LINES_AT_MOST
    return few or any(c in text for c in "<\u00ab\u00bb") or bool(_TRAVEL_WORDS.search(text))


def _poorly_read(page: dict[str, Any]) -> bool:
    """An OCR'd page that REVISIONs 12-16 may read otherwise: one of fewer than six words read well (its slant may
    now be measured on its block reading or its rows of ink), or one read poorly with MRZ fillers (no longer turned)."""
    if page.get("source") == "text_layer":
        return False
    words = sum(1 for c in page.get("cells", ()) for w in c.get("words", ()) if w[1] >= 0.8 and len(w[0]) >= 3)
    return words < 6 or (page.get("confidence", 1.0) < 0.7 and "<" in page.get("text", ""))


def _searched(page: dict[str, Any]) -> bool:
    """An OCR'd page that REVISION 9 no longer searches for an MRZ: one of more than 40 lines with travel words (a
    few lines fewer: a zone found may have replaced lines)."""
    from casefile.ocr.read import _TRAVEL_WORDS, TRAVEL_LINES_AT_MOST

    if page.get("source") == "text_layer":
        return False
    many = len(page.get("lines", ())) > TRAVEL_LINES_AT_MOST - 3
    return many and bool(_TRAVEL_WORDS.search(page.get("text", "")))


def _slanting(page: dict[str, Any]) -> bool:
    """An OCR'd page whose rows of words slant (in the page as uploaded) by more than a degree and a half: REVISION 8
    may straighten it (a reading already straightened still has slanting boxes, and is read again too)."""
    import math

    if page.get("source") == "text_layer":
        return False
    rows: dict[int, list[list[Any]]] = {}
    for cell in page.get("cells", ()):
        rows.setdefault(cell.get("row", -1), []).extend(w for w in cell.get("words", ()) if len(w[0]) >= 2)
    slopes = []
    for words in rows.values():
        if len(words) < 3:
            continue
        xs = [(w[2] + w[4]) / 2 for w in words]
        ys = [w[5] for w in words]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        spread = sum((x - mx) ** 2 for x in xs)
        if spread > 0:
            slopes.append(sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / spread)
    if len(slopes) < 2:
        return False
    slopes.sort()
    return abs(math.degrees(math.atan(slopes[len(slopes) // 2]))) >= 1.5


def _mrz_or_turned(page: dict[str, Any]) -> bool:
    """An OCR'd page REVISION 7 may read otherwise: one with MRZ fillers (on end, or upside down), or one read turned,
    whose lines in the order read do not mostly go down the page as uploaded (turned over, they go up; turned a
    quarter, across)."""
    if page.get("source") == "text_layer":
        return False
    if any(c in page.get("text", "") for c in "<>\u00ab\u00bb"):
        return True
    tops = [line["bbox"][1] for line in page.get("lines", ())]
    return len(tops) >= 3 and sum(b > a for a, b in itertools.pairwise(tops)) < 0.7 * (len(tops) - 1)


def _write(path: Path, reading: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as handle:
        json.dump(reading, handle)
    tmp.replace(path)


def pages_of(reading: dict[str, Any], *, finished: bool = False) -> list[Any]:
    """The reading's pages as `read_pages(defer=True)` gives them (each deferred page with its `finish`), or, with
    `finished`, every page finished."""
    pages = []
    for entry in reading["pages"]:
        page = _page(entry)
        done = entry.get("finished")
        if done is not None:
            finished_page = _page(done)
            page = finished_page if finished else replace(page, finish=lambda p=finished_page: p)
        pages.append(page)
    return pages


def interpret_cached(reading: dict[str, Any]) -> tuple[str | None, list[Any], bool, int]:
    """(document_type, fields, read_again, page_count) as `process_file` would answer for these readings
    (document_type None: the document failed)."""
    from casefile.ocr import interpret

    if reading.get("error"):
        return None, [], False, 0
    pages = pages_of(reading)
    if not any(p.text.strip() for p in pages):
        return None, [], False, len(pages)
    pages, document_type, fields, read_again = interpret(pages)
    return document_type, fields, read_again, len(pages)
