"""From a file to a classified document with fields: validation, text, classification, extraction.

`process_file` trusts nothing declared: it reads the real size, identifies the type by magic bytes and
requires it to match the declaration, counts pages, refuses decompression bombs from the header's pixel
count before any decoding, and ends a bad file `failed` with one of FAILURE_CODES, never raising for it.
Text comes from a PDF's own text layer where a page has one (pypdfium2); other pages and images are rendered
and read by the OCR engine (`casefile.ocr.engine`), one page at a time so memory stays bounded. The document is
extracted from that first reading; the runs of words it read poorly are read again, and the document extracted
again, only when the first reading is not settled (`casefile.domain.documents.settled`).

tesserocr, pypdfium2 and Pillow are imported inside the functions that use them (the OCR worker's layer
has them; the API functions' layer does not).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from casefile.domain.documents import (
    ALLOWED_MIME_TYPES,
    MAX_IMAGE_PIXELS,
    MAX_PAGES_PER_DOCUMENT,
    MAX_UPLOAD_BYTES,
    ExtractedField,
)
from casefile.domain.documents.model import NAME_FIELDS, TextLine
from casefile.domain.documents.reader import interpret as read_lines
from casefile.domain.documents.settled import settled
from casefile.ocr.pages import FileRefused, ProcessedPage, as_read, as_uploaded, on_page

__all__ = ["FileRefused", "ProcessedDocument", "ProcessedPage", "interpret", "on_page", "process_file"]


@dataclass
class ProcessedDocument:
    status: str  # "completed" | "failed"
    document_type: str | None
    page_count: int
    confidence_overall: float
    raw_text: str
    pages: list[ProcessedPage]
    fields: list[ExtractedField]
    error: dict[str, str] | None
    detected_content_type: str | None
    read_again: bool = False  # the first reading was not settled: its poorly read runs were read again

    def result_dict(self) -> dict[str, Any]:
        """The OCR result body minus document_id."""
        return {
            "status": self.status,
            "document_type": self.document_type,
            "page_count": self.page_count,
            "confidence_overall": self.confidence_overall,
            "raw_text": self.raw_text,
            "pages": [p.to_dict() for p in self.pages],
        }


def text_lines(pages: list[ProcessedPage]) -> list[TextLine]:
    """The pages' cells as the reader takes them: a page read turned or straightened is laid out as it was read
    (upright, its lines level)."""
    lines = []
    for p in pages:
        size = (p.width, p.height)
        for cell in p.cells:
            if p.frame is not None and "read" in cell:
                bbox = tuple(cell["read"])
                words = tuple(
                    (w[0], float(w[1]), tuple(b)) for w, b in zip(cell["words"], cell["read_words"], strict=True)
                )
            else:
                bbox = as_read(p.turned, cell["bbox"], size)
                words = tuple((w[0], float(w[1]), as_read(p.turned, w[2:6], size)) for w in cell.get("words", ()))
            lines.append(TextLine(cell["text"], float(cell["confidence"]), p.page_number, bbox, cell["row"], words))
    return lines


def _classify_extract(pages: list[ProcessedPage]) -> tuple[str, list[ExtractedField]]:
    """The pages' document type and fields (none for a document with no text: it fails)."""
    raw_text = "\n\n".join(p.text.strip() for p in pages)
    if not raw_text.strip():
        return "other", []
    document_type, fields = read_lines(text_lines(pages), date.today())
    by_number = {p.page_number: p for p in pages}
    fields = [_uploaded(f, by_number.get(f.page)) for f in fields]
    sizes = {p.page_number: (p.width, p.height) for p in pages}
    return document_type, [_placed(f, sizes.get(f.page)) for f in fields]


def _uploaded(f: ExtractedField, page: ProcessedPage | None) -> ExtractedField:
    """The field with its box back on the page as uploaded, from the page as the reader laid it out (turned, level)."""
    if f.bbox is None or page is None:
        return f
    if page.frame is not None:
        return replace(f, bbox=tuple(page.frame.from_read(f.bbox)))  # type: ignore[arg-type]
    if page.turned:
        return replace(f, bbox=as_uploaded(page.turned, f.bbox, (page.width, page.height)))
    return f


def _placed(f: ExtractedField, size: tuple[int, int] | None) -> ExtractedField:
    """The field with its box in fractions of its page (None when the page's size or the box is unknown)."""
    box = tuple(on_page(f.bbox, *size)) if f.bbox is not None and size else None
    return replace(f, bbox=box)  # type: ignore[arg-type]


def interpret(pages: list[ProcessedPage]) -> tuple[list[ProcessedPage], str, list[ExtractedField], bool]:
    """Classify and extract a document from its pages' first reading; when that reading is not settled, finish the
    pages (their poorly read runs read again) and extract again. Returns the pages as finally read, the type, the
    fields and whether the pages were read again. (The benchmark's cached readings come through here too.)"""
    document_type, fields = _classify_extract(pages)
    read_again = any(p.finish for p in pages) and (not settled(document_type, fields) or _names_doubted(pages, fields))
    if read_again:
        # the first reading left a field missing, failing its check or unsure: the poor runs are read again
        pages = [p.finish() if p.finish else p for p in pages]
        document_type, fields = _classify_extract(pages)
    for page in pages:
        page.finish = None  # a settled first reading: its images are let go
    return pages, document_type, fields, read_again


def _names_doubted(pages: list[ProcessedPage], fields: list[ExtractedField]) -> bool:
    """Whether a name was read from a word the OCR read poorly, which reading the poor runs again reads anew: a name
    is compared letter by letter with the other documents', a misread letter makes a false conflict."""
    from casefile.ocr.read import READ_AGAIN_BELOW

    by_number = {p.page_number: p for p in pages}
    for f in fields:
        page = by_number.get(f.page)
        if f.field_name not in NAME_FIELDS or f.bbox is None or page is None or page.finish is None:
            continue
        x0, x1 = f.bbox[0] * page.width, f.bbox[2] * page.width
        y0, y1 = f.bbox[1] * page.height, f.bbox[3] * page.height
        for cell in page.cells:
            for word in cell.get("words", ()):
                cx, cy = (word[2] + word[4]) / 2, (word[3] + word[5]) / 2
                if x0 <= cx <= x1 and y0 <= cy <= y1 and float(word[1]) < READ_AGAIN_BELOW:
                    return True
        # or a line through it read poorly: the words read worst are left out of its cells as noise, and may be the
        # rest of the name ('Fatima Ezzahra' read 'Bréndl | Fatima Ezzahts', the second given name dropped)
        for line in page.lines:
            lx0, ly0, lx1, ly1 = line["bbox"]
            through = lx0 <= x1 and x0 <= lx1 and min(ly1, y1) - max(ly0, y0) > 0.5 * min(ly1 - ly0, y1 - y0)
            if through and float(line["confidence"]) < READ_AGAIN_BELOW:
                return True
    return False


def _failed(code: str, message: str, detected: str | None = None, page_count: int = 0) -> ProcessedDocument:
    return ProcessedDocument(
        status="failed",
        document_type=None,
        page_count=page_count,
        confidence_overall=0.0,
        raw_text="",
        pages=[],
        fields=[],
        error={"code": code, "message": message},
        detected_content_type=detected,
    )


def process_file(
    path: str | os.PathLike[str],
    declared_content_type: str,
    *,
    max_bytes: int = MAX_UPLOAD_BYTES,
    max_pages: int = MAX_PAGES_PER_DOCUMENT,
) -> ProcessedDocument:
    """Validate, read, classify and extract one file. Never raises for a bad or unreadable file: the result is
    then `failed` with `error: {code, message}`."""
    from casefile.ocr.read import read_pages
    from casefile.ocr.sniff import normalize_mime, sniff

    try:
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return _failed("ocr_failed", "The file could not be read.")
    if size == 0:
        return _failed("empty_file", "The file is empty.")
    if size > max_bytes:
        return _failed("file_too_large", f"The file is {size} bytes; at most {max_bytes} bytes are accepted.")
    detected = sniff(head)
    declared = normalize_mime(declared_content_type)
    if detected is None or detected not in ALLOWED_MIME_TYPES:
        what = f"content is {detected}" if detected else "content is not a PDF or an image of an accepted type"
        return _failed(
            "unsupported_media_type",
            f"The file's {what}; accepted types: {', '.join(ALLOWED_MIME_TYPES)}.",
            detected,
        )
    if declared != detected:
        return _failed(
            "type_mismatch",
            f"The file was declared {declared or 'without a type'} but its content is {detected}.",
            detected,
        )
    try:
        pages = read_pages(os.fspath(path), detected, max_pages=max_pages, max_pixels=MAX_IMAGE_PIXELS, defer=True)
        pages, document_type, fields, read_again = interpret(pages)
    except FileRefused as refused:
        return _failed(refused.code, refused.message, detected)
    except MemoryError:  # memory is bounded by design (casefile.ocr.decode); should a file still exhaust it
        return _failed("ocr_failed", "The document needs more memory than the reader has to be read.", detected)
    except Exception:  # an engine or library failure on a file that passed validation
        from casefile.observability import logger

        logger.exception("OCR failed on a validated file")
        return _failed("ocr_failed", "The document could not be read.", detected)
    raw_text = "\n\n".join(p.text.strip() for p in pages)
    if not raw_text.strip():
        return _failed("ocr_failed", "No text could be read from the document.", detected, len(pages))
    read = [p for p in pages if p.text.strip()]
    confidence = sum(p.confidence for p in read) / len(read) if read else 0.0
    return ProcessedDocument(
        status="completed",
        document_type=document_type,
        page_count=len(pages),
        confidence_overall=round(confidence, 4),
        raw_text=raw_text,
        pages=pages,
        fields=fields,
        error=None,
        detected_content_type=detected,
        read_again=read_again,
    )
