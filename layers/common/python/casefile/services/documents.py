"""Document use cases: upload limits, creating a document and its upload form, reading documents and their OCR
results, attaching and detaching them, a case's merged fields and document view, and the OCR worker's work on
one uploaded object (`process_upload`).

A document's status moves pending_upload -> queued -> processing -> completed | failed, each move through
`_move` (one transaction conditioned on the status and version read, with its internal outbox event). A document
whose reading keeps being cut off ends `failed` (`processing_interrupted`) on the worker's last allowed attempt
(`end_interrupted`), so none stays `processing` for ever."""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from casefile import clock
from casefile.domain import documents as domain
from casefile.errors import CodedUnprocessable, Conflict, NotFound
from casefile.models.documents import (
    CaseFields,
    Document,
    DocumentUpload,
    Extraction,
    OcrResult,
    UploadForm,
    UploadLimits,
)
from casefile.models.pages import Page
from casefile.observability import count_metric, logger
from casefile.services import events, merged_view
from casefile.services.merged_view import merged_fields  # the merged view is merged_view's; kept here for callers
from casefile.services.principal import Principal
from casefile.store import cases as case_store
from casefile.store import documents as store
from casefile.store import uploads

DOCUMENT_NOT_FOUND = "Document not found"
DOCUMENT_NOT_ON_CASE = "Document not on this case"
CASE_NOT_FOUND = "Case not found"
UPLOAD_EXPIRES_SECONDS = 15 * 60
DOCUMENT_CHANGED = "The document was changed by another request at the same time; reload it and try again."

PENDING_UPLOAD, QUEUED, PROCESSING, COMPLETED, FAILED = "pending_upload", "queued", "processing", "completed", "failed"
REJECTED = "rejected"  # a person's: out of the case's merge and scoring, still readable
FINAL = (COMPLETED, FAILED)
# The statuses the worker has yet to end: a document already read, or one a person rejected, is never touched.
UNFINISHED = (PENDING_UPLOAD, QUEUED, PROCESSING)


def limits() -> UploadLimits:
    return UploadLimits(
        max_upload_mb=domain.MAX_UPLOAD_MB,
        max_upload_bytes=domain.MAX_UPLOAD_BYTES,
        max_pages_per_document=domain.MAX_PAGES_PER_DOCUMENT,
        allowed_mime_types=list(domain.ALLOWED_MIME_TYPES),
    )


def resource(document: dict[str, Any]) -> Document:
    """The Document resource of a record (what a client may see)."""
    return Document.model_validate(document)


def public(document: dict[str, Any]) -> dict[str, Any]:
    """The Document resource of a record as a dict: the data of the document's events."""
    return resource(document).model_dump()


def _event(event_type: str, document: dict[str, Any], actor: dict[str, Any] | None = None) -> dict[str, Any]:
    return events.new_event(event_type, document["tenant_id"], document["environment"], public(document), actor)


# creating and reading -----------------------------------------------------------------------------------
def normalized_content_type(content_type: str) -> str:
    """`Image/PNG; charset=x` -> `image/png`, `image/jpg` -> `image/jpeg`: the type S3 will require."""
    from casefile.ocr.sniff import normalize_mime  # plain string rules; no OCR library is imported

    return normalize_mime(content_type)


def create_document(
    principal: Principal, filename: str, content_type: str, size_bytes: int, case_id: str | None, environment: str
) -> DocumentUpload:
    content_type = normalized_content_type(content_type)
    if content_type not in domain.ALLOWED_MIME_TYPES:
        raise CodedUnprocessable(
            "unsupported_media_type",
            f"{content_type or 'This type'} is not accepted; allowed types: {', '.join(domain.ALLOWED_MIME_TYPES)}.",
            allowed_mime_types=list(domain.ALLOWED_MIME_TYPES),
        )
    if size_bytes > domain.MAX_UPLOAD_BYTES:
        raise CodedUnprocessable(
            "file_too_large",
            f"Files may be at most {domain.MAX_UPLOAD_MB} MB ({domain.MAX_UPLOAD_BYTES} bytes).",
            max_upload_bytes=domain.MAX_UPLOAD_BYTES,
        )
    tid = principal.tenant_id
    if case_id is not None:  # the document takes its case's environment
        case = case_store.get(tid, case_id)
        if case is None:
            raise NotFound(CASE_NOT_FOUND)
        environment = case["environment"]
    now = clock.now()
    created_at = clock.iso(now)
    document_id = clock.new_id()
    key = uploads.upload_key(tid, document_id)
    document = {
        "id": document_id,
        "tenant_id": tid,
        "case_id": case_id,
        "filename": filename,
        "content_type": content_type,
        "size_bytes": size_bytes,
        "environment": environment,
        "status": PENDING_UPLOAD,
        "created_at": created_at,
        "updated_at": created_at,
        "upload_key": key,
    }
    # the member who uploads is the actor of both (the case's timeline names them, not the system)
    events_ = [_event("document.created", document, principal.actor)]
    if case_id:
        events_.append(_event("document.attached", document, principal.actor))
    try:
        store.create(document, events_)
    except store.CaseMissing:
        raise NotFound(CASE_NOT_FOUND) from None
    form = uploads.presigned_post(key, content_type, domain.MAX_UPLOAD_BYTES, UPLOAD_EXPIRES_SECONDS)
    expires_at = clock.iso(now + timedelta(seconds=UPLOAD_EXPIRES_SECONDS))
    return DocumentUpload(
        document=resource(document), upload=UploadForm(url=form["url"], fields=form["fields"], expires_at=expires_at)
    )


def get_record(principal: Principal, document_id: str, *, consistent: bool = False) -> dict[str, Any]:
    """The stored document of the caller's workspace, or 404 `Document not found`."""
    document = store.get(principal.tenant_id, document_id, consistent=consistent)
    if document is None:
        raise NotFound(DOCUMENT_NOT_FOUND)
    return document


def fields_of(document: dict[str, Any]) -> list[dict[str, Any]]:
    """A document's own fields as its reading gave them (`ExtractedField.to_dict()`, numbers as read)."""
    return [domain.ExtractedField.from_dict(f).to_dict() for f in document.get("fields") or []]


def get_document(principal: Principal, document_id: str) -> Document:
    return resource(get_record(principal, document_id))


def list_documents(
    principal: Principal, *, case_id: str | None, status: str | None, page: int, page_size: int
) -> Page[Document]:
    """Newest first; `total` from the counters (the case's own counters with `case_id`)."""
    tid = principal.tenant_id
    total = store.count(tid, case_id, status)
    offset = (page - 1) * page_size
    items = store.list_page(tid, case_id, status, page, page_size) if offset < total else []
    return Page[Document](items=[resource(d) for d in items], total=total, page=page, page_size=page_size)


def get_result(principal: Principal, document_id: str) -> OcrResult:
    """The OCR result; before completion (or after a failure) the current status with empty text and pages."""
    document = get_record(principal, document_id)
    if document["status"] in (COMPLETED, REJECTED) and document.get("result_key"):  # a rejected one stays readable
        result = uploads.get_result(document["result_key"])  # the reading's JSON, as stored in S3
        return OcrResult.model_validate({**result, "document_id": document["id"], "status": document["status"]})
    return OcrResult(
        document_id=document["id"],
        status=document["status"],
        document_type=document.get("document_type"),
        page_count=0,
        confidence_overall=0.0,
        raw_text="",
        pages=[],
    )


# attaching and detaching --------------------------------------------------------------------------------
def _case(tenant_id: str, case_id: str) -> dict[str, Any]:
    case = case_store.get(tenant_id, case_id, consistent=True)
    if case is None:
        raise NotFound(CASE_NOT_FOUND)
    return case


def attached_elsewhere(document_id: str) -> Conflict:
    return Conflict(
        "document_attached_elsewhere",
        "The document is on another case; detach it there first.",
        document_id=document_id,
    )


def attach(principal: Principal, case_id: str, document_id: str) -> Document:
    """Put a document on a case; attaching it again to the same case changes nothing (idempotent)."""
    tid = principal.tenant_id
    _case(tid, case_id)
    document = store.get(tid, document_id, consistent=True)
    if document is None:
        raise NotFound(DOCUMENT_NOT_FOUND)
    if document.get("case_id") == case_id:
        return resource(document)
    if document.get("case_id"):
        raise attached_elsewhere(document_id)
    now = clock.now_iso()
    event = _event("document.attached", {**document, "case_id": case_id, "updated_at": now}, principal.actor)
    try:
        attached = store.attach(document, case_id, now, events=[event])
    except store.CaseMissing:
        raise NotFound(CASE_NOT_FOUND) from None
    except store.DocumentMissing:
        raise NotFound(DOCUMENT_NOT_FOUND) from None
    except store.VersionConflict:
        raise Conflict("document_changed", DOCUMENT_CHANGED) from None
    _refresh_review(attached)
    return resource(attached)


def detach(principal: Principal, case_id: str, document_id: str) -> None:
    tid = principal.tenant_id
    case = _case(tid, case_id)
    document = store.get(tid, document_id, consistent=True)
    if document is None or document.get("case_id") != case_id:
        raise NotFound(DOCUMENT_NOT_ON_CASE)
    now = clock.now_iso()
    event = _event("document.detached", {**document, "updated_at": now}, principal.actor)
    try:
        store.detach(document, case, now, events=[event])
    except store.DocumentMissing:
        raise NotFound(DOCUMENT_NOT_ON_CASE) from None
    except store.VersionConflict:
        raise Conflict("document_changed", DOCUMENT_CHANGED) from None
    _refresh_review({**document, "case_id": case_id})


def attach_on_creation(
    tenant_id: str, document_id: str, case_id: str, created_at: str, actor: dict[str, Any]
) -> tuple[list[dict], dict]:
    """The writes and the event that attach a document to a case being created (`POST /v1/cases` with a
    `document_id`): 404 `Document not found` for no such document, 409 when it is on another case."""
    document = store.get(tenant_id, document_id, consistent=True)
    if document is None:
        raise NotFound(DOCUMENT_NOT_FOUND)
    if document.get("case_id"):
        raise attached_elsewhere(document_id)
    event = _event("document.attached", {**document, "case_id": case_id, "updated_at": created_at}, actor)
    return store.attach_ops(document, case_id, created_at), event


# a case's documents and merged fields -------------------------------------------------------------------
def case_fields(principal: Principal, case_id: str) -> CaseFields:
    tid = principal.tenant_id
    case = case_store.get(tid, case_id)
    if case is None:
        raise NotFound(CASE_NOT_FOUND)
    merged = merged_fields(
        case_id, store.on_case(tid, case_id), case.get("corrections"), merged_view.review_threshold(tid)
    )
    return CaseFields.model_validate(merged)


@dataclass(frozen=True, slots=True)
class CaseDocuments:
    """The single-case view's document fields (services.cases.detail) and its review fields."""

    documents: list[Document]
    document: Document | None
    extraction: Extraction | None
    employer: str | None
    contract_type: str | None
    hire_date: str | None
    net_salary: float | None
    review: merged_view.CaseReview


def case_view(case: dict[str, Any]) -> CaseDocuments:
    """The single-case view's document fields: `documents` (attached, newest first), `document` (the one the
    case links by `document_id`, else the newest attached), `extraction` (that document's fields), and
    `employer`, `contract_type`, `hire_date`, `net_salary` from the merged view of the completed documents."""
    documents = store.on_case(case["tenant_id"], case["id"])
    linked = next((d for d in documents if d["id"] == case.get("document_id")), None)
    document = linked or (documents[0] if documents else None)
    extraction = None
    if document is not None:
        extraction = Extraction(
            document_id=document["id"],
            document_type=document.get("document_type"),
            status=document["status"],
            fields=list(document.get("fields") or []),
        )
    values: dict[str, Any] = {}
    view = None
    if any(d["status"] == COMPLETED for d in documents) or case.get("corrections"):
        threshold = merged_view.review_threshold(case["tenant_id"])
        view = merged_fields(case["id"], documents, case.get("corrections"), threshold)
        values = {f["field_name"]: f["value"] for f in view["fields"]}
    net_salary = values.get("net_salary")
    return CaseDocuments(
        review=merged_view.case_view(case, view),
        documents=[resource(d) for d in documents],
        document=resource(document) if document else None,
        extraction=extraction,
        employer=_text(values.get("employer")),
        contract_type=_text(values.get("contract_type")),
        hire_date=_text(values.get("hire_date")),
        net_salary=float(net_salary)
        if isinstance(net_salary, int | float) and not isinstance(net_salary, bool)
        else None,
    )


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


# the OCR worker -----------------------------------------------------------------------------------------
def _move(document: dict[str, Any], to_status: str, changes: dict[str, Any]) -> dict[str, Any]:
    now = clock.now_iso()
    moved = {**document, **changes, "status": to_status, "updated_at": now}
    return store.transition(document, to_status, changes, now, events=[_event(f"document.{to_status}", moved)])


def _finish(document: dict[str, Any], to_status: str, changes: dict[str, Any]) -> dict[str, Any]:
    """The worker's last move (processing -> completed | failed; or an unfinished status -> failed on its last
    attempt). A document attached or detached meanwhile has a newer version, but is still in the status read:
    the move is made again on a fresh read (attaching changes none of the fields the move writes), rather than
    the whole file being read again. Any other change (someone else finished it) is a VersionConflict: the
    record fails and is retried."""
    for _ in range(3):
        try:
            return _move(document, to_status, changes)
        except store.VersionConflict:
            fresh = store.get(document["tenant_id"], document["id"], consistent=True)
            if fresh is None or fresh["status"] != document["status"]:
                raise
            document = fresh
    return _move(document, to_status, changes)


def mark_queued(tenant_id: str, document_id: str) -> None:
    """An upload notification reached the worker: a document still `pending_upload` becomes `queued` (it waits
    for the documents before it in the batch). Anything else is left as it is."""
    document = store.get(tenant_id, document_id, consistent=True)
    if document is None or document["status"] != PENDING_UPLOAD:
        return
    with contextlib.suppress(store.VersionConflict, store.DocumentMissing):  # moved by someone else: fine
        _move(document, QUEUED, {"uploaded_at": clock.now_iso()})


def process_upload(
    tenant_id: str, document_id: str, *, bucket: str, key: str, version: str | None, size: int | None
) -> str | None:
    """The OCR worker's work for one uploaded object: validate, read, classify and extract (D1's `process_file`),
    store the result in S3 and the fields on the item, and end the document `completed` or `failed` with its
    reason. Returns the final status, or None when there was nothing to do (no such document: the object is
    dropped; a document already completed, failed or rejected). A file that cannot be read never raises; a
    storage error does (the message is retried; the last receive ends the document: `end_interrupted`). A
    document left `processing` by an attempt that was cut off is read again."""
    document = store.get(tenant_id, document_id, consistent=True)
    if document is None:
        logger.warning("uploaded object names no known document; dropped")
        return None
    if document["status"] not in UNFINISHED:  # completed, failed, or rejected by a person since
        logger.info("document already processed; object ignored", extra={"document_id": document_id})
        return None
    changes: dict[str, Any] = {"object_version": version}
    if not document.get("uploaded_at"):
        changes["uploaded_at"] = clock.now_iso()
    if document["status"] != PROCESSING:
        document = _move(document, PROCESSING, changes)
    real_size = uploads.object_size(bucket, key, version) if size is None else size
    if real_size > domain.MAX_UPLOAD_BYTES:  # refused before a single byte is downloaded
        return _fail(document, "file_too_large", f"The file is larger than {domain.MAX_UPLOAD_MB} MB.")
    try:
        path = uploads.download(bucket, key, version_id=version, max_bytes=domain.MAX_UPLOAD_BYTES)
    except uploads.ObjectTooLarge:
        return _fail(document, "file_too_large", f"The file is larger than {domain.MAX_UPLOAD_MB} MB.")
    try:
        processed = _process(path, document["content_type"])
        if processed.status != COMPLETED:
            error = processed.error or {"code": "ocr_failed", "message": "The document could not be read."}
            return _fail(document, error["code"], error["message"], processed.detected_content_type)
        page_images = _page_images(path, processed.detected_content_type, tenant_id, document_id)
    finally:
        os.unlink(path)
    result_key = uploads.result_key(tenant_id, document_id)
    uploads.put_result(result_key, processed.result_dict())
    finished = _finish(
        document,
        COMPLETED,
        {
            "document_type": processed.document_type,
            "page_count": processed.page_count,
            "confidence_overall": processed.confidence_overall,
            "fields": [f.to_dict() for f in processed.fields],
            "result_key": result_key,
            "detected_content_type": processed.detected_content_type,
            "page_images": page_images,
            "processed_at": clock.now_iso(),
        },
    )
    _refresh_review(finished)
    return COMPLETED


PROCESSING_INTERRUPTED = "processing_interrupted"


def end_interrupted(tenant_id: str, document_id: str, *, interruptions: int) -> str | None:
    """The OCR worker's last allowed attempt at an upload (the queue's maxReceiveCount; casefile.services.uploads
    says why): the earlier attempts were cut off before they ended the document (killed for memory, timed out,
    or failed on storage), so the file is not read once more; the document ends `failed` with
    `processing_interrupted` and its `document.failed` event, as any failure does. Returns FAILED, or None when
    there is nothing to end (no such document; a document already completed, failed or rejected)."""
    document = store.get(tenant_id, document_id, consistent=True)
    if document is None:
        logger.warning("uploaded object names no known document; dropped")
        return None
    if document["status"] not in UNFINISHED:
        logger.info("document already processed; object ignored", extra={"document_id": document_id})
        return None
    logger.warning(
        "earlier attempts at the upload were interrupted; the document fails without being read again",
        extra={"document_id": document_id, "interruptions": interruptions, "from_status": document["status"]},
    )
    count_metric("DocumentProcessingInterrupted")
    times = "once" if interruptions == 1 else f"{interruptions} times"
    message = f"The document could not be read: its processing was interrupted {times}."
    return _fail(document, PROCESSING_INTERRUPTED, message)


def _page_images(path: str, mime: str, tenant_id: str, document_id: str) -> list[dict[str, Any]] | None:
    """Each page rendered as an image a person can look at (the review's page route), stored under the tenant's
    prefix. A page that cannot be rendered leaves the document without images (None), never failed."""
    from casefile.ocr.render import page_images

    stored = []
    try:
        for image in page_images(path, mime):
            key = uploads.page_image_key(tenant_id, document_id, image.page_number)
            uploads.put_page_image(key, image.jpeg)
            stored.append({"page_number": image.page_number, "width": image.width, "height": image.height, "key": key})
    except Exception:  # a library failure on a file that was read: the document stays readable without images
        logger.exception("page images not rendered", extra={"document_id": document_id})
        return None
    return stored


def _refresh_review(document: dict[str, Any]) -> None:
    """The document's case's `needs_review` flag, after a change of the case's documents."""
    if document.get("case_id"):
        merged_view.refresh(document["tenant_id"], document["case_id"])


def reject(document: dict[str, Any], rejection: dict[str, Any], actor: dict[str, Any]) -> dict[str, Any]:
    """Move a read (or failed) document to `rejected` with its reason, and record `document.rejected`."""
    now = clock.now_iso()
    moved = {**document, "rejection": rejection, "status": REJECTED, "updated_at": now}
    try:
        return store.transition(
            document, REJECTED, {"rejection": rejection}, now, events=[_event("document.rejected", moved, actor)]
        )
    except store.DocumentMissing:
        raise NotFound(DOCUMENT_NOT_FOUND) from None
    except store.VersionConflict:
        raise Conflict("document_changed", DOCUMENT_CHANGED) from None


def _process(path: str, content_type: str) -> Any:
    from casefile.ocr import process_file  # the OCR libraries load in the worker only

    try:
        return process_file(
            path, content_type, max_bytes=domain.MAX_UPLOAD_BYTES, max_pages=domain.MAX_PAGES_PER_DOCUMENT
        )
    except Exception:  # process_file answers "failed" for a bad file; anything else is a bug, not a retry
        logger.exception("process_file raised; the document fails with ocr_failed")
        return _Failed({"code": "ocr_failed", "message": "The document could not be read."})


class _Failed:
    status = FAILED
    detected_content_type = None

    def __init__(self, error: dict[str, str]) -> None:
        self.error = error


def _fail(document: dict[str, Any], code: str, message: str, detected: str | None = None) -> str:
    logger.info("document failed", extra={"document_id": document["id"], "failure_code": code})
    changes = {"error": {"code": code, "message": message}, "processed_at": clock.now_iso()}
    if detected:
        changes["detected_content_type"] = detected
    _refresh_review(_finish(document, FAILED, changes))
    return FAILED
