"""Case rules: statuses, priorities, borrower types, and what a new case looks like."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class CaseStatus(StrEnum):
    NEW = "new"
    IN_REVIEW = "in_review"
    REVIEW_REQUIRED = "review_required"
    APPROVED = "approved"
    REFUSED = "refused"


class Decision(StrEnum):
    APPROVED = "approved"
    REFUSED = "refused"


# The case lifecycle (docs/cases.md), the one place that says which moves exist; services.cases.move_case
# asks it before every status change.
#   new, in_review ──score──> approved | refused (conclusive: decided by the engine) | review_required
#   review_required ──score again──> the same three
#   review_required, or approved/refused by the engine ──a person's decision──> approved | refused (closed)
# A case a person decided is closed: nothing moves it again. `in_review` is a status a lender's own process may
# use (the machine scores from it like from `new`); no route of this service sets it yet.
ENGINE = "engine"
DECIDED = frozenset({CaseStatus.APPROVED, CaseStatus.REFUSED})  # the statuses that are a decision
SCORABLE = frozenset({CaseStatus.NEW, CaseStatus.IN_REVIEW, CaseStatus.REVIEW_REQUIRED})
DECIDABLE = DECIDED | {CaseStatus.REVIEW_REQUIRED}
MOVES: dict[str, tuple[frozenset[CaseStatus], frozenset[CaseStatus]]] = {
    # action: (the statuses it starts from, the statuses it may end in)
    "score": (SCORABLE, frozenset({CaseStatus.APPROVED, CaseStatus.REFUSED, CaseStatus.REVIEW_REQUIRED})),
    "decide": (DECIDABLE, frozenset({CaseStatus.APPROVED, CaseStatus.REFUSED})),
}


class InvalidTransition(Exception):
    """The move does not exist from the case's current status (the API's 409 `invalid_transition`)."""

    def __init__(self, action: str, status: str, reason: str) -> None:
        super().__init__(reason)
        self.action, self.status, self.reason = action, status, reason


def closed(case: dict[str, Any]) -> bool:
    """A person decided the case: it moves no more."""
    return case.get("status") in DECIDED and case.get("decision_by") not in (None, ENGINE)


def check_move(case: dict[str, Any], action: str, to_status: str | None = None) -> None:
    """Raise InvalidTransition unless `action` may move `case` (its status and decision) to `to_status` (None:
    to any of the action's ends, e.g. before the engine says which)."""
    status = str(case.get("status"))
    starts, ends = MOVES[action]
    if closed(case):
        raise InvalidTransition(action, status, f"The case was decided by a person ({status}); it is closed.")
    if status not in starts:
        reason = {
            "score": f"The case is already decided ({status}); a decided case is not scored again.",
            "decide": f"The case is {status}: score it before deciding.",
        }[action]
        raise InvalidTransition(action, status, reason)
    if to_status is not None and to_status not in ends:
        raise InvalidTransition(action, status, f"A {action} cannot move a case to {to_status}.")


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
    elif kind.startswith("field."):  # a correction: the field and the document it was read from, never values
        details = {"field_name": data.get("field_name"), "document_id": data.get("document_id")}
    elif kind.startswith("case."):
        details = {name: data.get(name) for name in _TIMELINE_FIELDS.get(kind, ("status",))}
    else:
        owner = kind.split(".", 1)[0]
        details = {f"{owner}_id": data.get("id")} | {name: data.get(name) for name in _TIMELINE_FIELDS.get(owner, ())}
        if kind == "document.rejected":  # the reason; the note may name the applicant: it stays off the timeline
            details["reason"] = (data.get("rejection") or {}).get("reason")
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


# Fields a PATCH may change (docs/architecture.md §4); status, score and decision move only through their own routes.
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
