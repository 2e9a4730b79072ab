"""Documents: the types, the field names, upload limits, extracted fields and their merge into a case's view.

Pure: no I/O, no clock. The OCR layer (`casefile.ocr`) turns a file into text lines; `interpret` classifies them and
extracts typed fields (`casefile.domain.documents.reader`); `merge_fields` turns a case's documents into one view.
The reader (its lexicon, candidates and fitted weights) loads on first use: the API functions that only merge and
describe documents never import it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casefile.domain.documents.merge import AUTHORITY, BLOCKING_FIELDS, merge_fields
from casefile.domain.documents.model import (
    ALLOWED_MIME_TYPES,
    DOCUMENT_TYPES,
    FAILURE_CODES,
    FIELD_NAMES,
    MAX_IMAGE_PIXELS,
    MAX_PAGES_PER_DOCUMENT,
    MAX_UPLOAD_BYTES,
    MAX_UPLOAD_MB,
    ExtractedField,
    SourceDocument,
    TextLine,
)

if TYPE_CHECKING:
    from casefile.domain.documents.reader import classify, extract_fields, interpret

__all__ = [
    "ALLOWED_MIME_TYPES",
    "AUTHORITY",
    "BLOCKING_FIELDS",
    "DOCUMENT_TYPES",
    "FAILURE_CODES",
    "FIELD_NAMES",
    "MAX_IMAGE_PIXELS",
    "MAX_PAGES_PER_DOCUMENT",
    "MAX_UPLOAD_BYTES",
    "MAX_UPLOAD_MB",
    "ExtractedField",
    "SourceDocument",
    "TextLine",
    "classify",
    "extract_fields",
    "interpret",
    "merge_fields",
]


def __getattr__(name: str) -> Any:
    if name in ("classify", "extract_fields", "interpret"):
        from casefile.domain.documents import reader

        return getattr(reader, name)
    raise AttributeError(name)
