"""The vocabulary of documents: types, field names, failure codes, limits, and the field/document records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

DOCUMENT_TYPES: tuple[str, ...] = (
    "cin_front",
    "cin_back",
    "passport",
    "id_card",  # another country's identity card with an MRZ
    "visa",
    "residence_permit",
    "payslip",
    "employment_certificate",
    "salary_certificate",
    "cnss_certificate",
    "bank_statement",
    "rib",
    "other",
)

# The list, in its order.
FIELD_NAMES: tuple[str, ...] = (
    "applicant_name",
    "cin",
    "date_of_birth",
    "place_of_birth",
    "cin_expiry",
    "address",
    "mrz_valid",
    "employer",
    "employer_cnss",
    "cnss_number",
    "hire_date",
    "contract_type",
    "position",
    "pay_period",
    "gross_salary",
    "net_salary",
    "affiliation_date",
    "bank_name",
    "account_holder",
    "rib",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
    # identity documents' MRZ and visual zone (issue 29)
    "document_number",
    "nationality",
    "issuing_country",
    "document_expiry",
)

DATE_FIELDS = frozenset(
    {
        "date_of_birth",
        "cin_expiry",
        "document_expiry",
        "hire_date",
        "affiliation_date",
        "statement_period_start",
        "statement_period_end",
    }
)
AMOUNT_FIELDS = frozenset({"gross_salary", "net_salary", "opening_balance", "closing_balance"})
NAME_FIELDS = frozenset({"applicant_name", "account_holder"})
CODE_FIELDS = frozenset({"cin", "employer_cnss", "cnss_number", "rib", "document_number"})
BOOL_FIELDS = frozenset({"mrz_valid"})

FAILURE_CODES: tuple[str, ...] = (
    "file_too_large",
    "unsupported_media_type",
    "type_mismatch",
    "too_many_pages",
    "corrupt_file",
    "empty_file",
    "ocr_failed",
    # the OCR worker's last allowed attempt found the earlier ones cut off (killed, timed out): it gives up
    # rather than read the file once more (casefile.services.uploads)
    "processing_interrupted",
)

# valid: a check holds (a key, a check digit, a sum, two zones that agree); invalid: a check fails; unverified: no
# check covers it; mismatch: the document's MRZ and its printed zone read it otherwise.
VALIDATION_STATUSES: tuple[str, ...] = ("valid", "invalid", "unverified", "mismatch")

# Upload limits (the spec's Limits table).
MAX_UPLOAD_MB = 30
MAX_UPLOAD_BYTES = 31_457_280
MAX_PAGES_PER_DOCUMENT = 200
ALLOWED_MIME_TYPES: tuple[str, ...] = ("application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp")
# An image whose header declares more pixels than this is refused before it is decoded (a decompression bomb):
# 80 MP is a 10,000 x 8,000 photo, or an A4 page at 1,000 dpi; decoded as RGB it is 240 MB.
MAX_IMAGE_PIXELS = 80_000_000


@dataclass(frozen=True)
class TextLine:
    """One line of a document's text as the OCR layer read it (confidence 0..1, page 1-based), or one cell of
    it: the reader cuts a line at wide gaps, and gives each cell its box on the page and the index of the line
    (`row`) it came from."""

    text: str
    confidence: float
    page: int
    bbox: tuple[int, int, int, int] | None = None  # x0, y0, x1, y1 on the page
    row: int | None = None
    # the cell's words, each (text, confidence, (x0, y0, x1, y1)) where it stands on the page; empty when unknown
    words: tuple[tuple[str, float, tuple[int, int, int, int]], ...] = ()


@dataclass(frozen=True)
class ExtractedField:
    field_name: str
    value: str | float | int | bool  # dates ISO 'YYYY-MM-DD', amounts float, pay_period 'YYYY-MM'
    confidence: float  # 0..1
    page: int  # 1-based
    validation_status: str  # valid | invalid | unverified
    # where the value stands on its page, [x0, y0, x1, y1]: in the page's pixels as the reader gives it, in
    # fractions (0..1) of the page's width and height once the OCR layer knows the page's size (`on_page`);
    # None when the value has no place (text without positions, a value put together from others)
    bbox: tuple[float, float, float, float] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "field_name": self.field_name,
            "value": self.value,
            "confidence": self.confidence,
            "page": self.page,
            "validation_status": self.validation_status,
            "bbox": list(self.bbox) if self.bbox is not None else None,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ExtractedField:
        """Reads `to_dict`'s output back, also after a DynamoDB round trip (numbers come back as Decimal)."""
        value = d["value"]
        if isinstance(value, Decimal):
            value = (
                int(value) if d["field_name"] not in AMOUNT_FIELDS and value == value.to_integral() else float(value)
            )
        if d["field_name"] in AMOUNT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        return cls(
            field_name=str(d["field_name"]),
            value=value,
            confidence=float(d["confidence"]),
            page=int(d["page"]),
            validation_status=str(d["validation_status"]),
            bbox=tuple(float(x) for x in box) if (box := d.get("bbox")) else None,  # type: ignore[arg-type]
        )


@dataclass(frozen=True)
class SourceDocument:
    """One completed document of a case, as the merge sees it."""

    document_id: str
    document_type: str
    created_at: str  # ISO timestamp: the newest payslip wins the income fields
    fields: Sequence[ExtractedField]
