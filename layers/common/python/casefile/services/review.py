"""Review: a person finishes what the reader could not, on the record (docs/review.md).

- A document's own fields with where each stands on its page, and its pages' images and words.
- A correction of a case's field: checked as extraction checks a value, it wins over every document's value in
  the merged view and in scoring; a correction of a field the last score used makes the score stale. Removing it
  gives the documents' values back.
- A rejected document leaves the case's merge and scoring and stays readable.
- A field read below the workspace's review threshold, in conflict or failing its check `needs_review`; the case
  keeps a `needs_review` flag (the `GET /v1/cases?needs_review=true` list), refreshed by every change of its
  fields (a document read, attached, detached or rejected, a correction, a score, a decision).

Every correction, its removal and every rejection is a timeline event naming the actor, the field and the document,
never the values. The merged view, the review threshold and the flag's refresh are services.merged_view's
(documents and scoring keep the flag too).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from casefile import clock
from casefile.domain.cases import closed
from casefile.domain.documents.merge import needs_review
from casefile.errors import CodedUnprocessable, Conflict, NotFound
from casefile.models.documents import CaseFields, Document, DocumentField, DocumentFields, DocumentPage, PageWord
from casefile.services import documents, events
from casefile.services.merged_view import flag_of, refresh, review_threshold, view_of
from casefile.services.principal import Principal
from casefile.store import cases as case_store
from casefile.store import documents as document_store
from casefile.store import uploads

PAGE_NOT_FOUND = "Page not found"
CORRECTION_NOT_FOUND = "Correction not found"
PAGE_URL_SECONDS = 15 * 60
REJECTABLE = (documents.COMPLETED, documents.FAILED)
WRITE_ATTEMPTS = 3


# a document's fields and pages ---------------------------------------------------------------------------------
def document_fields(principal: Principal, document_id: str) -> DocumentFields:
    document = documents.get_record(principal, document_id)
    threshold = review_threshold(principal.tenant_id)
    fields = [
        DocumentField(
            field_name=f["field_name"],
            value=f["value"],
            confidence=f["confidence"],
            source_page=f["page"],
            bbox=f.get("bbox"),
            validation_status=f["validation_status"],
            needs_review=needs_review(float(f["confidence"]), f["validation_status"], False, threshold),
        )
        for f in documents.fields_of(document)
    ]
    return DocumentFields(
        document_id=document["id"],
        document_type=document.get("document_type"),
        status=document["status"],
        fields=fields,
    )


def document_page(principal: Principal, document_id: str, page_number: int) -> DocumentPage:
    """A page's image (a presigned GET URL valid 15 minutes) and its words with their boxes."""
    document = documents.get_record(principal, document_id)
    image = next((p for p in document.get("page_images") or [] if int(p["page_number"]) == page_number), None)
    if image is None:
        raise NotFound(PAGE_NOT_FOUND)
    words: list[dict[str, Any]] = []
    if document.get("result_key"):
        pages = uploads.get_result(document["result_key"]).get("pages") or []
        page = next((p for p in pages if int(p.get("page_number", 0)) == page_number), None)
        words = list((page or {}).get("words") or [])
    now = clock.now()
    return DocumentPage(
        page_number=page_number,
        width=int(image["width"]),
        height=int(image["height"]),
        image_url=uploads.presigned_get(image["key"], PAGE_URL_SECONDS),
        expires_at=clock.iso(now + timedelta(seconds=PAGE_URL_SECONDS)),
        words=[PageWord.model_validate(word) for word in words],  # the reading's words, as stored in S3
    )


# corrections ---------------------------------------------------------------------------------------------------
def _checked(field_name: str, value: Any) -> Any:
    from casefile.domain.documents import corrections

    try:
        return corrections.check(field_name, value)
    except corrections.UnknownField:
        raise CodedUnprocessable(
            "unknown_field", f"No document type defines a field named {field_name!r}.", field_name=field_name
        ) from None
    except corrections.InvalidValue as exc:
        raise CodedUnprocessable("invalid_field_value", str(exc), field_name=field_name) from None


def _open_case(tenant_id: str, case_id: str) -> dict[str, Any]:
    case = case_store.get(tenant_id, case_id, consistent=True)
    if case is None:
        raise NotFound(documents.CASE_NOT_FOUND)
    if closed(case):
        raise Conflict("case_closed", f"The case was decided by a person ({case['status']}); it is closed.")
    return case


def _field_event(kind: str, case: dict[str, Any], field_name: str, document_id: str | None, actor: Any) -> dict:
    data = {"case_id": case["id"], "field_name": field_name, "document_id": document_id}
    return events.new_event(kind, case["tenant_id"], case["environment"], data, actor)


def _stale(case: dict[str, Any], field_name: str) -> dict[str, Any]:
    """`score_stale` when the case was scored and the field is one its score used: one the engine reads, or one the
    last score's merged view held (its conflicts cost points)."""
    from casefile.domain.scoring import FIELDS_READ

    used = field_name in FIELDS_READ or field_name in (case.get("scored_fields") or ())
    return {"score_stale": True} if case.get("scored_at") and used else {}


def correct_field(principal: Principal, case_id: str, field_name: str, value: Any, note: str) -> CaseFields:
    tid = principal.tenant_id
    case = _open_case(tid, case_id)  # a case of another workspace is 404 whatever the body
    value = _checked(field_name, value)
    threshold = review_threshold(tid)
    for attempt in range(WRITE_ATTEMPTS):
        if attempt:  # another change came first: read the case again
            case = _open_case(tid, case_id)
        on_case = document_store.on_case(tid, case_id)
        before = view_of(case, on_case, threshold)
        entry = next((f for f in before["fields"] if f["field_name"] == field_name), None)
        corrections = dict(case.get("corrections") or {})
        corrections[field_name] = {
            "value": value,
            "previous_value": entry["value"] if entry else None,
            "note": note,
            "by": principal.user_id,
            "at": clock.now_iso(),
        }
        after = view_of({**case, "corrections": corrections}, on_case, threshold)
        changes = {"corrections": corrections, "needs_review": flag_of(case, after), **_stale(case, field_name)}
        source = entry["source_document_id"] if entry else None
        event = _field_event("field.corrected", case, field_name, source, principal.actor)
        if _write(case, changes, event, last=attempt == WRITE_ATTEMPTS - 1):
            return CaseFields.model_validate(after)
    raise AssertionError("unreachable")  # pragma: no cover


def remove_correction(principal: Principal, case_id: str, field_name: str) -> None:
    tid = principal.tenant_id
    threshold = review_threshold(tid)
    for attempt in range(WRITE_ATTEMPTS):
        case = _open_case(tid, case_id)
        corrections = dict(case.get("corrections") or {})
        if corrections.pop(field_name, None) is None:
            raise NotFound(CORRECTION_NOT_FOUND)
        on_case = document_store.on_case(tid, case_id)
        after = view_of({**case, "corrections": corrections}, on_case, threshold)
        changes = {"corrections": corrections or None, "needs_review": flag_of(case, after), **_stale(case, field_name)}
        entry = next((f for f in after["fields"] if f["field_name"] == field_name), None)
        source = entry["source_document_id"] if entry else None
        event = _field_event("field.correction_removed", case, field_name, source, principal.actor)
        if _write(case, changes, event, last=attempt == WRITE_ATTEMPTS - 1):
            return


def _write(case: dict[str, Any], changes: dict[str, Any], event: dict[str, Any], *, last: bool) -> bool:
    """The case's changes and their timeline event, conditioned on the version read: False to read again and
    retry (another change came first), a 409 `case_changed` on the last attempt."""
    try:
        case_store.update(
            case["tenant_id"], case["id"], changes, clock.now_iso(), expected_version=case["version"], events=[event]
        )
    except case_store.CaseMissing:
        raise NotFound(documents.CASE_NOT_FOUND) from None
    except case_store.VersionConflict:
        if last:
            raise Conflict("case_changed", "The case was changed by another request at the same time; retry.") from None
        return False
    return True


# rejecting a document ------------------------------------------------------------------------------------------
def reject_document(principal: Principal, document_id: str, reason: str, note: str | None) -> Document:
    """The document leaves its case's merge and scoring (`rejected`) and stays readable: 409 unless it was read
    (`completed`) or failed."""
    document = documents.get_record(principal, document_id, consistent=True)
    if document["status"] not in REJECTABLE:
        raise Conflict(
            "invalid_document_status",
            f"The document is {document['status']}: only a completed or failed document can be rejected.",
            status=document["status"],
        )
    rejection = {"reason": reason, "note": note or None, "by": principal.user_id, "at": clock.now_iso()}
    moved = documents.reject(document, rejection, principal.actor)
    if moved.get("case_id"):
        refresh(principal.tenant_id, moved["case_id"])
    return documents.resource(moved)
