"""Documents: the types, the field names, upload limits, extracted fields and their merge into a case's view.

Pure: no I/O, no clock. The OCR layer (`casefile.ocr`) turns a file into text lines; `classify` and
`extract_fields` turn text lines into typed fields; `merge_fields` turns a case's documents into one view.
"""

from __future__ import annotations

from casefile.domain.documents.classify import classify
from casefile.domain.documents.extract import extract_fields
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
    "merge_fields",
]
