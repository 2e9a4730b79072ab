"""Documents: request bodies, the Document resource, the stored document record, the OCR result, the upload
limits and the case's merged fields (spec: "OCR result of a document", "Upload limits", "Merged fields")."""

from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import ConfigDict, Field, StringConstraints

from casefile.models.base import Model

DOCUMENT_STATUSES = ("pending_upload", "queued", "processing", "completed", "failed", "rejected")
REJECT_REASONS = ("unreadable", "expired", "wrong_document", "wrong_person", "suspected_tampering", "other")

Filename = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]


class DocumentCreate(Model):
    model_config = ConfigDict(extra="forbid")
    filename: Filename
    content_type: str = Field(min_length=1, max_length=255, description="MIME type the file will be uploaded as")
    size_bytes: int = Field(ge=1, description="Size of the file the client will upload, in bytes")
    case_id: UUID | None = Field(default=None, description="Attach the document to this case at once")


class DocumentAttach(Model):
    model_config = ConfigDict(extra="forbid")
    document_id: UUID


class DocumentError(Model):
    code: str
    message: str


class Rejection(Model):
    reason: str = Field(description=", ".join(REJECT_REASONS))
    note: str | None = None
    by: str = Field(description="The id of the user who rejected the document")
    at: str


class Document(Model):
    """The Document resource: a file a lender uploaded, its processing status and classification."""

    id: str
    tenant_id: str
    case_id: str | None = None
    filename: str
    content_type: str
    size_bytes: int
    environment: str
    status: str = Field(
        description="pending_upload -> queued -> processing -> completed | failed; a person may then reject it "
        "(`rejected`: out of the case's merged fields and score, still readable)"
    )
    document_type: str | None = None
    page_count: int | None = None
    confidence_overall: float | None = None
    error: DocumentError | None = None
    created_at: str
    updated_at: str
    uploaded_at: str | None = Field(default=None, description="When the worker first saw the uploaded object")
    processed_at: str | None = Field(default=None, description="When processing ended (completed or failed)")
    rejection: Rejection | None = Field(default=None, description="Why and by whom the document was rejected")


class DocumentRecord(Document):
    """The stored document (`casefile.store.entities.DOCUMENT`): the resource plus what only the platform
    reads. The full OCR result (text, pages, lines) is too big for an item: it is a JSON object in S3 at
    `result_key`; the item keeps the small parts and the extracted fields."""

    error: dict[str, Any] | None = None  # type: ignore[assignment]
    rejection: dict[str, Any] | None = None  # type: ignore[assignment]
    upload_key: str
    result_key: str | None = None
    fields: list[dict[str, Any]] | None = None  # ExtractedField.to_dict() of each field, when completed
    detected_content_type: str | None = None
    object_version: str | None = None  # the S3 object version (or ETag) that was processed
    # the page images rendered when the document was read: [{page_number, width, height, key}] (S3 keys)
    page_images: list[dict[str, Any]] | None = None


class UploadForm(Model):
    url: str = Field(description="POST the file here as multipart/form-data")
    fields: dict[str, str] = Field(description="Form fields to send before the `file` field, as they are")
    expires_at: str


class DocumentUpload(Model):
    document: Document
    upload: UploadForm


class OcrLine(Model):
    text: str
    confidence: float
    bbox: list[float] = Field(description="[x0, y0, x1, y1] in pixels of the page image")


class OcrPage(Model):
    page_number: int
    width: int
    height: int
    text: str
    confidence: float
    lines: list[OcrLine]


class OcrResult(Model):
    """The spec's OCR result. Before the document is completed: its current status, empty text and pages,
    `page_count` 0, `confidence_overall` 0 and `document_type` null."""

    document_id: str
    status: str
    document_type: str | None
    page_count: int
    confidence_overall: float
    raw_text: str
    pages: list[OcrPage]


class UploadLimits(Model):
    max_upload_mb: int
    max_upload_bytes: int
    max_pages_per_document: int
    allowed_mime_types: list[str]


class Correction(Model):
    value: Any
    previous_value: Any = Field(description="The merged value it replaced (null when no document had one)")
    note: str
    by: str = Field(description="The id of the user who made the correction")
    at: str


class MergedField(Model):
    field_name: str
    value: Any
    confidence: float
    source_document_id: str | None = Field(description="null for a value a person gave that no document had")
    source_document_type: str | None
    source_page: int | None
    validation_status: str = Field(description="valid, invalid, unverified, mismatch, or corrected (a person's)")
    has_conflict: bool
    needs_review: bool = Field(
        description="Read below the workspace's review threshold, in conflict, or failing its check"
    )
    correction: Correction | None = Field(description="A person's correction, which wins over every document")


class DocumentField(Model):
    field_name: str
    value: Any
    confidence: float
    source_page: int
    bbox: list[float] | None = Field(
        description="[x0, y0, x1, y1] as fractions (0..1) of the page's width and height; null when the value "
        "has no place on the page"
    )
    validation_status: str
    needs_review: bool


class DocumentFields(Model):
    """One document's own fields, as its reading gave them (a correction is the case's, not the document's)."""

    document_id: str
    document_type: str | None
    status: str
    fields: list[DocumentField]


class PageWord(Model):
    text: str
    bbox: list[float] = Field(description="[x0, y0, x1, y1] as fractions (0..1) of the page's width and height")
    confidence: float


class DocumentPage(Model):
    page_number: int
    width: int = Field(description="The page image's width in pixels")
    height: int = Field(description="The page image's height in pixels")
    image_url: str = Field(description="A presigned GET URL of the page image (JPEG)")
    expires_at: str
    words: list[PageWord]


class FieldCorrection(Model):
    model_config = ConfigDict(extra="forbid")
    value: Any = Field(description="A value of the field's type: a date YYYY-MM-DD, an amount a number, ...")
    note: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=1000)]


class DocumentReject(Model):
    model_config = ConfigDict(extra="forbid")
    reason: Literal["unreadable", "expired", "wrong_document", "wrong_person", "suspected_tampering", "other"]
    note: Annotated[str, StringConstraints(strip_whitespace=True, max_length=1000)] | None = None


class ConflictValue(Model):
    value: Any
    source_document_id: str
    source_document_type: str
    source_page: int
    confidence: float


class FieldConflict(Model):
    field_name: str
    values: list[ConflictValue]
    chosen_value: Any
    reason: str


class ConflictSummary(Model):
    total: int
    fields: list[str]
    blocking: bool


class CaseFields(Model):
    """The spec's merged fields of a case."""

    case_id: str
    document_count: int
    field_count: int
    fields: list[MergedField]
    conflicts: list[FieldConflict]
    conflict_summary: ConflictSummary
    fingerprint: str


class Extraction(Model):
    """The single-case view's `extraction`: the fields extracted from its `document`."""

    document_id: str
    document_type: str | None
    status: str
    fields: list[dict[str, Any]] = Field(description="{field_name, value, confidence, page, validation_status}")
