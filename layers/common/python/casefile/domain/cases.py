"""Case rules: statuses, priorities, borrower types, and what a new case looks like."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class CaseStatus(StrEnum):
    NEW = "new"
    SCORED = "scored"
    MANUAL_REVIEW = "manual_review"
    APPROVED = "approved"
    REFUSED = "refused"


class Decision(StrEnum):
    APPROVED = "approved"
    REFUSED = "refused"


# What the case timeline shows of each event's data (GET /v1/cases/{id}/events): states, ids, scores and
# decisions; never the applicant's name, CIN or a document's text.
_TIMELINE_FIELDS: dict[str, tuple[str, ...]] = {
    "case.created": ("status", "environment", "priority", "borrower_type", "document_id"),
    "case.scored": ("status", "score", "risk_level", "decision", "decision_by", "policy_id", "policy_version"),
    "case.decided": ("status", "decision", "decision_by"),
    "document": ("document_type", "status", "page_count", "error"),
    "bank_connection": ("bank_code", "status"),
}


def timeline_entry(event: dict[str, Any], case_id: str) -> dict[str, Any]:
    """A case event as a timeline entry: {id, case_id, type, actor, at, details}."""
    data, kind = event.get("data") or {}, event["type"]
    if kind == "case.updated":
        details = {"changes": data.get("changes", {})}
    elif kind.startswith("case."):
        details = {name: data.get(name) for name in _TIMELINE_FIELDS.get(kind, ("status",))}
    else:
        owner = kind.split(".", 1)[0]
        details = {f"{owner}_id": data.get("id")} | {name: data.get(name) for name in _TIMELINE_FIELDS.get(owner, ())}
    return {
        "id": event["id"],
        "case_id": case_id,
        "type": kind,
        "actor": event.get("actor") or {"type": "system", "id": None},
        "at": event["created_at"],
        "details": details,
    }


class Priority(StrEnum):
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    URGENT = "urgent"


class BorrowerType(StrEnum):
    PRIVATE_SECTOR = "private_sector"
    PUBLIC_SECTOR = "public_sector"
    RETIREE = "retiree"
    PROFESSIONAL = "professional"
    MERCHANT = "merchant"


# Fields a PATCH may change (DESIGN.md §6); status, score and decision move only through their own routes.
PATCHABLE_FIELDS = (
    "applicant_name",
    "applicant_cin",
    "borrower_type",
    "priority",
    "assigned_to",
    "external_reference",
    "metadata_json",
)


def new_case(
    *,
    case_id: str,
    tenant_id: str,
    environment: str,
    fields: dict[str, Any],
    created_at: str,
) -> dict[str, Any]:
    """What a new case is: status `new`, medium priority unless asked, the applicant and links given.
    Every other field of the Case resource starts null (`casefile.models.cases.Case` lists them all)."""
    return {
        "id": case_id,
        "tenant_id": tenant_id,
        "document_id": fields.get("document_id"),
        "applicant_name": fields["applicant_name"],
        "applicant_cin": fields["applicant_cin"],
        "borrower_type": fields["borrower_type"],
        "status": CaseStatus.NEW.value,
        "priority": fields.get("priority") or Priority.MEDIUM.value,
        "environment": environment,
        "external_reference": fields.get("external_reference"),
        "metadata_json": fields.get("metadata_json"),
        "created_at": created_at,
        "updated_at": created_at,
    }


def counter_names(environment: str, status: str) -> list[str]:
    """Counter attributes a case in (environment, status) adds one to; see docs/data-model.md."""
    return ["total", f"env#{environment}", f"status#{status}", f"env#{environment}#status#{status}"]


def counter_moves(environment: str, from_status: str | None, to_status: str) -> dict[str, int]:
    """What a case entering `to_status` (from `from_status`, or new when None) adds to each counter:
    -1 where it leaves, +1 where it arrives; counters it stays in (total, env#<env>) do not move."""
    before = set(counter_names(environment, from_status)) if from_status else set()
    after = set(counter_names(environment, to_status))
    return {**dict.fromkeys(sorted(before - after), -1), **dict.fromkeys(sorted(after - before), 1)}


def counter_name(environment: str | None, status: str | None) -> str:
    if environment and status:
        return f"env#{environment}#status#{status}"
    if environment:
        return f"env#{environment}"
    if status:
        return f"status#{status}"
    return "total"
