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
import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
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
REVISION = 47  # 3: the MRZ band read by the new MRZ reader; 4: small images enlarged, photos straightened, MRZ searched
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
# before a line with no check digit and counts a state's code it does not know against a zone (a card's page); 19:
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
# 28: a part of a band cut at its faintest row still too tall for a line is parted at its gutters (a card's number
# beside its signature); a line read poorly is read again without its dotted leader; a CNIE zone whose optional data
# is no CIN is read again: any OCR'd page; 29: a text layer's word is cut where two letters of two fonts touch (a
# label in italics and its value set close): a text layer's page; 30: a dotted leader's dots blanked with their fringe,
# a poorly read run of two signs in a box many signs wide read again, a column's line of large print looked at, a
# poorly read line that slants read again straight; 31, 32: (30 read again) a poorly read word's box stretched over the
# words after it cut where they begin, a slanting line's straight reading kept only when it reads well; 33: a line
# turned only when it slants by 2 degrees or more (tried at a few angles, not 25): any OCR'd page; 34: a box of two
# lines in grey print split by its own greys, the one level with its line kept in it: any OCR'd page; 35: of MRZ
# readings that check alike, the one nearest to every band's reading (`mrz._likeliest`): an OCR'd page with a line
# of fillers; 36: a first reading's slant measured on its lines of two words where fewer than two have three (a card
# photographed askew): an OCR'd page not straightened with fewer than four lines of three words; 37: a word read light
# on dark that holds the page pass's reading there and more replaces it: a document with a page on a dark ground;
# 38-40: a sheet photographed on a desk in perspective is read flattened where that reads better: a document with a
# page where `casefile.ocr.sheet.sheet_corners` finds a sheet, or read flattened before (38 looked for it in the page's
# crop to its ink, 39 closed its edge's gaps of 2 pixels, not 4); 41: tried and taken back (a word as tall as two lines
# read again with its cell's poorly read words); 42: an entry read at 41 is read again; 43: a sheet looked for only
# where the photo's border is darker than its lightest part: a document read flattened where no sheet is found now
# 44: a poorly read line cut across a table cell's frame read again with the frame's rules blanked: any OCR'd page;
# 45: a word opening or closing with a table's rule read as a letter ('ID287704') read again without it: the same
# 46: a letter the page pass took away with a rule read again before its word ('B45120' for 'JB45120'), and a frame's
# rules down a crop looked for with those across it taken out: the same
# 47: a frame's rule is mostly ink (a letter's stem at the crop's edge with a speck beside it, a row through close-set
# strokes, are none) and a crop read again without its frame is not taken for its spaces alone: the same


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


@contextmanager
def _as_file(data: bytes, mime: str) -> Iterator[str]:
    """A document's bytes in a temporary file named as its type, for the OCR to open."""
    suffix = {"application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg"}.get(mime, ".bin")
    with tempfile.NamedTemporaryFile(suffix=suffix) as handle:
        handle.write(data)
        handle.flush()
        yield handle.name


def read_fresh(data: bytes, mime: str) -> dict[str, Any]:
    """Read a document's pages now: {"pages": [{...first reading, "finished": {...} | None}], "error": ...}."""
    from casefile.domain.documents import MAX_IMAGE_PIXELS, MAX_PAGES_PER_DOCUMENT
    from casefile.ocr import FileRefused
    from casefile.ocr.read import read_pages

    with _as_file(data, mime) as path:
        try:
            pages = read_pages(path, mime, max_pages=MAX_PAGES_PER_DOCUMENT, max_pixels=MAX_IMAGE_PIXELS, defer=True)
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
    """Whether the OCR's changes since the entry was read (at `revision`) change this reading (see REVISION): since
    47 (and 46 before it), any OCR'd page (which takes in every narrower change before them: a dark ground, a sheet on
    a desk, few long lines, an MRZ's fillers); since 29, any text layer's."""
    pages = reading.get("pages", ())
    if revision < 29 and any(page.get("source") == "text_layer" for page in pages):
        return True
    return revision < 47 and any(page.get("source") != "text_layer" for page in pages)


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
