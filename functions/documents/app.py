"""Documents function: /v1/documents (upload limits, create with its upload form, list, read, OCR result)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated, Literal
from uuid import UUID

from fastapi import APIRouter, Path, Query

from casefile.api.app import create_app, lambda_handler, started
from casefile.api.deps import Member, SelectedEnvironment
from casefile.api.openapi import (
    CASE_NOT_FOUND,
    DOCUMENT_CHANGED,
    DOCUMENT_NOT_FOUND,
    FILE_TOO_LARGE,
    INVALID_DOCUMENT_STATUS,
    PAGE_NOT_FOUND,
    UNSUPPORTED_MEDIA_TYPE,
    errors_for,
)
from casefile.models.documents import (
    Document,
    DocumentCreate,
    DocumentFields,
    DocumentPage,
    DocumentReject,
    DocumentUpload,
    OcrResult,
    UploadLimits,
)
from casefile.models.pages import Page
from casefile.models.vocabulary import Environment
from casefile.services import documents, review

router = APIRouter(prefix="/v1/documents", tags=["documents"])

DocumentStatus = Literal["pending_upload", "queued", "processing", "completed", "failed", "rejected"]


@router.get("/limits", response_model=UploadLimits)
def get_limits(principal: Member) -> UploadLimits:
    """The upload limits: size, pages per document and accepted MIME types."""
    return documents.limits()


@router.post(
    "",
    status_code=201,
    response_model=DocumentUpload,
    responses=errors_for(CASE_NOT_FOUND, UNSUPPORTED_MEDIA_TYPE, FILE_TOO_LARGE),
)
def create_document(body: DocumentCreate, principal: Member, selected: SelectedEnvironment) -> DocumentUpload:
    """Record a document (status `pending_upload`) and answer an S3 presigned POST for its file: POST
    `upload.fields` then the file as `file` (multipart/form-data) to `upload.url` before `upload.expires_at`
    (15 minutes). The form only accepts the declared content type and 1 byte to `max_upload_bytes`. Once the
    file is stored the document moves to `queued`, `processing`, then `completed` or `failed`."""
    return documents.create_document(
        principal,
        body.filename,
        body.content_type,
        body.size_bytes,
        str(body.case_id) if body.case_id else None,
        (selected or Environment.SANDBOX).value,
    )


@router.get("", response_model=Page[Document])
def list_documents(
    principal: Member,
    case_id: Annotated[UUID | None, Query(description="Only the documents attached to this case")] = None,
    status: Annotated[DocumentStatus | None, Query()] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Document]:
    """The workspace's documents, newest first, filtered by case and status; `total` counts all matches."""
    return documents.list_documents(
        principal, case_id=str(case_id) if case_id else None, status=status, page=page, page_size=page_size
    )


@router.get("/{document_id}", response_model=Document)
def get_document(document_id: UUID, principal: Member) -> Document:
    """One document: its status (with `error: {code, message}` when it failed), type, pages and timestamps."""
    return documents.get_document(principal, str(document_id))


@router.get("/{document_id}/result", response_model=OcrResult)
def get_result(document_id: UUID, principal: Member) -> OcrResult:
    """The OCR result: full text and per-page results (extracted fields come from the case fields route).
    Before completion, or after a failure, the current status with empty text and pages."""
    return documents.get_result(principal, str(document_id))


@router.get("/{document_id}/fields", response_model=DocumentFields, responses=errors_for(DOCUMENT_NOT_FOUND))
def get_document_fields(document_id: UUID, principal: Member) -> DocumentFields:
    """The document's own fields as its reading gave them: value, confidence, page, `bbox` (fractions of the
    page, null when the value has no place), validation status and whether it needs a person's review (read below
    the workspace's review threshold or failing its check). Empty until the document is completed."""
    return review.document_fields(principal, str(document_id))


@router.get(
    "/{document_id}/pages/{page_number}",
    response_model=DocumentPage,
    responses=errors_for(DOCUMENT_NOT_FOUND, PAGE_NOT_FOUND),
)
def get_document_page(
    document_id: UUID, page_number: Annotated[int, Path(ge=1, le=10_000)], principal: Member
) -> DocumentPage:
    """A page of the document: a presigned GET URL of its image (JPEG, at most 2,000 pixels on the long side,
    rendered when the document was read; valid 15 minutes) and its words with their boxes (fractions of the
    page). 404 `Page not found` for a page the document does not have (or before it is read)."""
    return review.document_page(principal, str(document_id), page_number)


@router.post(
    "/{document_id}/reject",
    response_model=Document,
    responses=errors_for(DOCUMENT_NOT_FOUND, INVALID_DOCUMENT_STATUS, DOCUMENT_CHANGED),
)
def reject_document(document_id: UUID, body: DocumentReject, principal: Member) -> Document:
    """A person rejects a read (or failed) document with a reason: it becomes `rejected`, leaves its case's
    merged fields and scoring, and stays readable. 409 `invalid_document_status` while it is not completed or
    failed."""
    return review.reject_document(principal, str(document_id), body.reason, body.note)


app = create_app("Casefile documents")
app.include_router(router)
handler = lambda_handler(app)
started()
