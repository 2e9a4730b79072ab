"""Documents: request bodies, the Document resource, the stored document record, the OCR result, the upload
limits and the case's merged fields (spec: "OCR result of a document", "Upload limits", "Merged fields")."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

DOCUMENT_STATUSES = ("pending_upload", "queued", "processing", "completed", "failed")

Filename = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]


class DocumentCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    filename: Filename
    content_type: str = Field(min_length=1, max_length=255, description="MIME type the file will be uploaded as")
    size_bytes: int = Field(ge=1, description="Size of the file the client will upload, in bytes")
    case_id: UUID | None = Field(default=None, description="Attach the document to this case at once")


class DocumentAttach(BaseModel):
    model_config = ConfigDict(extra="forbid")
    document_id: UUID


class DocumentError(BaseModel):
    code: str
    message: str


class Document(BaseModel):
    """The Document resource: a file a lender uploaded, its processing status and classification."""

    id: str
    tenant_id: str
    case_id: str | None = None
    filename: str
    content_type: str
    size_bytes: int
    environment: str
    status: str = Field(description="pending_upload -> queued -> processing -> completed | failed")
    document_type: str | None = None
    page_count: int | None = None
    confidence_overall: float | None = None
    error: DocumentError | None = None
    created_at: str
    updated_at: str
    uploaded_at: str | None = Field(default=None, description="When the worker first saw the uploaded object")
    processed_at: str | None = Field(default=None, description="When processing ended (completed or failed)")


class DocumentRecord(Document):
    """The stored document (`casefile.store.entities.DOCUMENT`): the resource plus what only the platform
    reads. The full OCR result (text, pages, lines) is too big for an item: it is a JSON object in S3 at
    `result_key`; the item keeps the small parts and the extracted fields."""

    error: dict[str, Any] | None = None  # type: ignore[assignment]
    upload_key: str
    result_key: str | None = None
    fields: list[dict[str, Any]] | None = None  # ExtractedField.to_dict() of each field, when completed
    detected_content_type: str | None = None
    object_version: str | None = None  # the S3 object version (or ETag) that was processed


class UploadForm(BaseModel):
    url: str = Field(description="POST the file here as multipart/form-data")
    fields: dict[str, str] = Field(description="Form fields to send before the `file` field, as they are")
    expires_at: str


class DocumentUpload(BaseModel):
    document: Document
    upload: UploadForm


class OcrLine(BaseModel):
    text: str
    confidence: float
    bbox: list[float] = Field(description="[x0, y0, x1, y1] in pixels of the page image")


class OcrPage(BaseModel):
    page_number: int
    width: int
    height: int
    text: str
    confidence: float
    lines: list[OcrLine]


class OcrResult(BaseModel):
    """The spec's OCR result. Before the document is completed: its current status, empty text and pages,
    `page_count` 0, `confidence_overall` 0 and `document_type` null."""

    document_id: str
    status: str
    document_type: str | None
    page_count: int
    confidence_overall: float
    raw_text: str
    pages: list[OcrPage]


class UploadLimits(BaseModel):
    max_upload_mb: int
    max_upload_bytes: int
    max_pages_per_document: int
    allowed_mime_types: list[str]


class MergedField(BaseModel):
    field_name: str
    value: Any
    confidence: float
    source_document_id: str
    source_document_type: str
    source_page: int
    validation_status: str
    has_conflict: bool


class ConflictValue(BaseModel):
    value: Any
    source_document_id: str
    source_document_type: str
    source_page: int
    confidence: float


class FieldConflict(BaseModel):
    field_name: str
    values: list[ConflictValue]
    chosen_value: Any
    reason: str


class ConflictSummary(BaseModel):
    total: int
    fields: list[str]
    blocking: bool


class CaseFields(BaseModel):
    """The spec's merged fields of a case."""

    case_id: str
    document_count: int
    field_count: int
    fields: list[MergedField]
    conflicts: list[FieldConflict]
    conflict_summary: ConflictSummary
    fingerprint: str


class Extraction(BaseModel):
    """The single-case view's `extraction`: the fields extracted from its `document`."""

    document_id: str
    document_type: str | None
    status: str
    fields: list[dict[str, Any]] = Field(description="{field_name, value, confidence, page, validation_status}")
