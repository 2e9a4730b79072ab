"""A case's merged view and its `needs_review` flag (docs/review.md), shared by services.documents, review and
scoring.

- The review threshold: the workspace's active `kyc` policy's (services.active_policy).
- The merged view: the case's completed documents' fields (a rejected document is not one), the corrections a
  person made winning over them, each field saying whether it needs review.
- The case's `needs_review` flag, refreshed after each change of the case's fields, and the single-case view's
  review fields.

It imports no service but services.active_policy: documents (a document read, attached, detached), review (a
correction, a rejection) and scoring (a score) call down into it, never into one another for it
(docs/architecture.md, import cycles)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from casefile import clock
from casefile.domain import documents as domain
from casefile.domain.documents.merge import DEFAULT_REVIEW_THRESHOLD
from casefile.observability import logger
from casefile.store import cases as case_store
from casefile.store import documents as document_store

COMPLETED = "completed"  # services.documents.COMPLETED: only a read document's fields are merged
WRITE_ATTEMPTS = 3


def review_threshold(tenant_id: str) -> float:
    """The active `kyc` policy's review threshold (its default when the workspace has none)."""
    from casefile.services.active_policy import active_policy  # the policy store loads on first use

    return threshold_of(active_policy(tenant_id))


def threshold_of(policy: dict[str, Any] | None) -> float:
    """A policy's review threshold (the default for none, or for a policy stored before the setting existed)."""
    value = (policy or {}).get("review_threshold")
    return float(value) if value is not None else DEFAULT_REVIEW_THRESHOLD


def _sources(documents: list[dict[str, Any]]) -> list[domain.SourceDocument]:
    return [
        domain.SourceDocument(
            document_id=d["id"],
            document_type=d.get("document_type") or "other",
            created_at=d["created_at"],
            fields=[domain.ExtractedField.from_dict(f) for f in d.get("fields") or []],
        )
        for d in documents
        if d["status"] == COMPLETED
    ]


def merged_fields(
    case_id: str,
    documents: list[dict[str, Any]],
    corrections: dict[str, Any] | None = None,
    review_threshold: float = DEFAULT_REVIEW_THRESHOLD,
) -> dict[str, Any]:
    """The case's merged view: its completed documents' fields (a rejected document is not one), the corrections
    a person made winning over them, each field saying whether it needs review."""
    return {"case_id": case_id, **domain.merge_fields(_sources(documents), corrections, review_threshold)}


def view_of(case: dict[str, Any], on_case: list[dict[str, Any]], threshold: float) -> dict[str, Any]:
    """The merged view of a case record and its documents (as read) at a threshold."""
    return merged_fields(case["id"], on_case, case.get("corrections"), threshold)


def flag_of(case: dict[str, Any], view: dict[str, Any]) -> bool | None:
    """The case's `needs_review` as stored: true, or None (absent: out of the index)."""
    wanted = not case.get("decision") and any(f["needs_review"] for f in view["fields"])
    return True if wanted else None


# the case's needs_review flag ----------------------------------------------------------------------------------
def refresh(tenant_id: str, case_id: str) -> None:
    """Recompute the case's `needs_review` flag from its documents and corrections, and write it when it changed.
    Called after each change of a case's fields; never raises for a lost race (the winner refreshes too)."""
    try:
        threshold = review_threshold(tenant_id)
        for _ in range(WRITE_ATTEMPTS):
            case = case_store.get(tenant_id, case_id, consistent=True)
            if case is None:
                return
            flag = flag_of(case, view_of(case, document_store.on_case(tenant_id, case_id), threshold))
            if bool(case.get("needs_review")) == bool(flag):
                return
            try:
                case_store.update(
                    tenant_id, case_id, {"needs_review": flag}, clock.now_iso(), expected_version=case["version"]
                )
                return
            except case_store.VersionConflict:
                continue
            except case_store.CaseMissing:
                return
    except Exception:  # the flag is a list's convenience: a failure here must not fail the change it follows
        logger.exception("needs_review flag not refreshed", extra={"case_id": case_id})


def review_steps(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The manual review steps of the fields that need a person: one per field, with the document it came from."""
    return [
        {
            "code": "review_field",
            "message": f"Check {f['field_name']}: "
            + ("documents disagree." if f["has_conflict"] else "its reading is unsure or failed its check."),
            "evidence": {
                "field": f["field_name"],
                "source_document_id": f["source_document_id"],
                "source_page": f["source_page"],
                "confidence": f["confidence"],
                "validation_status": f["validation_status"],
                "has_conflict": f["has_conflict"],
            },
        }
        for f in view["fields"]
        if f["needs_review"]
    ]


@dataclass(frozen=True, slots=True)
class CaseReview:
    """The single-case view's review fields (`review_steps` follow the score's in its `manual_review_steps`)."""

    needs_review: bool
    score_stale: bool
    corrected_fields_used: int | None
    review_steps: list[dict[str, Any]]


def case_view(case: dict[str, Any], view: dict[str, Any] | None) -> CaseReview:
    """The single-case view's review fields, from the case's merged view (None: no completed document)."""
    steps = review_steps(view) if view else []
    return CaseReview(
        needs_review=bool(steps) and not case.get("decision"),
        score_stale=bool(case.get("score_stale")),
        corrected_fields_used=case.get("corrected_fields_used"),
        review_steps=steps,
    )
