"""Scoring policies (the /v1/scoring/policies routes) and scoring a case (POST /v1/cases/{id}/score).
Formulas and tables: docs/scoring.md; the engine: casefile.domain.scoring (pure). The active policy and its lazy
seeding are services.active_policy's, the merged view and the `needs_review` flag services.merged_view's: both sit
below this module, documents and review, so none of them imports another for them."""

from __future__ import annotations

from typing import Any

from casefile import clock
from casefile.domain import scoring as engine
from casefile.domain.cases import DECIDED, ENGINE, InvalidTransition, check_move
from casefile.errors import BadRequest, CodedUnprocessable, Conflict, NotFound
from casefile.models.pages import Page
from casefile.models.scoring import PolicyCreate, PolicyPatch, PolicyRecord, ScoreResult, ScoringPolicy
from casefile.services.active_policy import active_policy, ensure_default
from casefile.services.active_policy import default_policy_id as default_policy_id  # also scoring's (tests)
from casefile.services.principal import Principal
from casefile.store import policies as store

POLICY_NOT_FOUND = "Policy not found"
CANNOT_DELETE_ACTIVE = "Cannot delete the active policy"
POLICY_CHANGED = "The policy was changed by another request at the same time; reload it and try again."
ACTIVATION_RACE = "Another activation on this path won at the same time; activate again if this one must win."

# Outcome statuses (contract with the lifecycle work; wired to domain.cases.CaseStatus at merge).
APPROVED, REFUSED, REVIEW_REQUIRED = engine.APPROVED, engine.REFUSED, engine.REVIEW_REQUIRED


def resource(record: dict[str, Any]) -> ScoringPolicy:
    return ScoringPolicy.model_validate(record)


def _policy(tenant_id: str, policy_id: str, *, consistent: bool = False) -> dict[str, Any]:
    found = store.get(tenant_id, policy_id, consistent=consistent)
    if found is None:
        raise NotFound(POLICY_NOT_FOUND)
    return found


def _invalid(problems: list[str]) -> CodedUnprocessable:
    return CodedUnprocessable("invalid_policy", "; ".join(problems) + ".", problems=problems)


def create_policy(principal: Principal, body: PolicyCreate) -> ScoringPolicy:
    ensure_default(principal.tenant_id)
    now = clock.now_iso()
    fresh = {
        **body.model_dump(),
        "id": clock.new_id(),
        "tenant_id": principal.tenant_id,
        "created_at": now,
        "updated_at": now,
    }
    record = PolicyRecord.model_validate(fresh).model_dump()
    if problems := engine.validate_policy(record):
        raise _invalid(problems)
    store.create(record)
    return resource({**record, "is_active": False, "version": 1})


def list_policies(principal: Principal, *, path: str | None, page: int, page_size: int) -> Page[ScoringPolicy]:
    ensure_default(principal.tenant_id)
    total = store.count(principal.tenant_id, path)
    items = store.list_page(principal.tenant_id, path, page, page_size) if (page - 1) * page_size < total else []
    return Page[ScoringPolicy](items=[resource(r) for r in items], total=total, page=page, page_size=page_size)


def get_policy(principal: Principal, policy_id: str, version: int | None = None) -> ScoringPolicy:
    """The policy, or (with `version`) that version of it as it was written (is_active as of today)."""
    current = store.get(principal.tenant_id, policy_id)
    if version is None:
        if current is None:
            raise NotFound(POLICY_NOT_FOUND)
        return resource(current)
    old = store.get_version(principal.tenant_id, policy_id, version)
    if old is None:
        raise NotFound(POLICY_NOT_FOUND)
    active = bool(current and current["is_active"] and current["version"] == version)
    return resource({**old, "is_active": active})


def update_policy(principal: Principal, policy_id: str, body: PolicyPatch) -> ScoringPolicy:
    """Change only the fields the body sets (`null` clears the nullable caps and min_bureau_score)."""
    changes = body.model_dump(exclude_unset=True)
    policy = _policy(principal.tenant_id, policy_id, consistent=True)
    if not changes:
        return resource(policy)
    if problems := engine.validate_policy({**policy, **changes}):
        raise _invalid(problems)
    try:
        updated = store.update(policy, {**changes, "updated_at": clock.now_iso()})
    except store.PolicyMissing:
        raise NotFound(POLICY_NOT_FOUND) from None
    except store.PolicyChanged:
        raise Conflict("policy_changed", POLICY_CHANGED) from None
    return resource(updated)


def activate_policy(principal: Principal, policy_id: str) -> ScoringPolicy:
    """Switch the path's active policy to this one (docs/scoring.md, activation): one transaction conditioned
    on the path's pointer as read. Only another activation moves the pointer, so losing that condition means
    a concurrent activation won: a 409 `policy_activation_conflict` (activate again if this one must win),
    never two active policies. A TransactionConflict alone is retried by store.dynamo.transact."""
    tid = principal.tenant_id
    ensure_default(tid)
    policy = _policy(tid, policy_id, consistent=True)
    current, switches = store.active_id(tid, policy["path"], consistent=True)
    if current == policy_id and policy["is_active"]:
        return resource(policy)
    try:
        store.activate(tid, policy, current, switches, clock.now_iso())
    except store.PolicyMissing:
        raise NotFound(POLICY_NOT_FOUND) from None
    except store.PolicyChanged:
        raise Conflict("policy_activation_conflict", ACTIVATION_RACE) from None
    return resource({**policy, "is_active": True})


def delete_policy(principal: Principal, policy_id: str) -> None:
    policy = _policy(principal.tenant_id, policy_id, consistent=True)
    if policy["is_active"]:
        raise BadRequest(CANNOT_DELETE_ACTIVE)
    try:
        store.delete(principal.tenant_id, policy)
    except store.PolicyMissing:
        raise NotFound(POLICY_NOT_FOUND) from None
    except store.PolicyActive:
        raise BadRequest(CANNOT_DELETE_ACTIVE) from None
    except store.PolicyChanged:
        raise Conflict("policy_changed", POLICY_CHANGED) from None


# scoring a case ------------------------------------------------------------------------------------------
def score_case(principal: Principal, case_id: str, accept_language: str | None = None) -> ScoreResult:
    """Run the engine on the case with the workspace's active `kyc` policy and record the result through
    services.cases.move_case (one transaction with the `case.scored` event). Cannot score: 400, nothing
    written."""
    from casefile.services import bank, cases, merged_view
    from casefile.store import documents as document_store

    tid = principal.tenant_id
    case = cases.load_case_for(tid, case_id)
    try:
        check_move(case, "score")
    except InvalidTransition as exc:  # the spec's answer when the engine cannot score: 400 with its message
        raise BadRequest(exc.reason) from None
    policy = active_policy(tid)
    if policy is None:
        raise BadRequest("No active scoring policy for path 'kyc': activate one, then score.")
    on_case = document_store.on_case(tid, case_id)
    # what a person corrected replaces what the documents say (a rejected document is not in the merge)
    merged = merged_view.merged_fields(
        case_id, on_case, case.get("corrections"), float(policy.get("review_threshold", 0.8))
    )
    corrected = [f["field_name"] for f in merged["fields"] if f.get("correction")]
    inputs = engine.Inputs(
        case=case,
        fields=merged["fields"],
        conflicts=merged["conflicts"],
        documents=[{"id": d["id"], "document_type": d.get("document_type"), "status": d["status"]} for d in on_case],
        analyses=bank.analyses_for_case(tid, case_id),
    )
    now = clock.now()
    try:
        scored = engine.score_case(inputs, policy, now.date())
    except engine.CannotScore as exc:
        raise BadRequest(exc.message) from None
    shares = engine.weight_shares(policy)
    insight_args = (scored, case["borrower_type"], policy["name"], policy["version"])
    conclusive = scored.outcome in DECIDED
    at = clock.iso(now)
    changes = {
        "score": scored.score,
        "risk_level": scored.risk_level,
        "eligible_amount": scored.eligible_amount,
        "score_breakdown": scored.breakdown,
        "ai_insight": engine.insight(*insight_args, "en"),
        "ai_insight_fr": engine.insight(*insight_args, "fr"),
        "decision": scored.outcome if conclusive else None,
        "decision_at": at if conclusive else None,
        "decision_by": ENGINE if conclusive else None,
        "policy_id": policy["id"],
        "policy_version": policy["version"],
        "reason_codes": scored.reason_codes,
        "risk_factors": engine.risk_factors(scored.reason_codes),
        "score_metrics": engine.score_metrics(scored, shares),
        "manual_review_steps": scored.manual_review_steps,
        "scored_at": at,
        "scored_fields": sorted(f["field_name"] for f in merged["fields"]),
        "corrected_fields_used": len(corrected),
        "score_stale": None,
        "needs_review": None if conclusive else merged_view.flag_of(case, merged),
    }
    moved = cases.move_case(
        case, scored.outcome, changes, action="score", event_type="case.scored", actor=principal.actor
    )
    language = engine.language_of(accept_language)
    return ScoreResult(
        case_id=moved["id"],
        score=scored.score,
        risk_level=scored.risk_level,
        eligible_amount=scored.eligible_amount,
        breakdown=scored.breakdown,
        ai_insight=changes["ai_insight_fr" if language == "fr" else "ai_insight"],
        corrected_fields=len(corrected),
    )
