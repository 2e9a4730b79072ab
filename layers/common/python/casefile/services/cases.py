"""Case use cases: create, read, list, update, and the one way a case changes status (`move_case`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casefile import clock
from casefile.domain import plans
from casefile.domain import scoring as engine
from casefile.domain.cases import ENGINE, InvalidTransition, check_move, new_case, timeline_entry
from casefile.errors import CodedUnprocessable, Conflict, NotFound
from casefile.models.cases import Case, CaseCreate, CaseDetail, CasePatch, TimelineEntry
from casefile.models.pages import Page
from casefile.services import documents, events
from casefile.services.principal import Principal
from casefile.settings import get_settings
from casefile.store import cases as store
from casefile.store import events as event_store

if TYPE_CHECKING:
    from casefile.models.partner import PartnerCaseCreate

CASE_NOT_FOUND = "Case not found"


def create_case(principal: Principal, body: CaseCreate | PartnerCaseCreate, environment: str) -> Case:
    """A new case (status `new`) in `environment` (the body's own `environment` is the caller's to resolve)."""
    fields = body.model_dump(mode="json", exclude={"environment"})
    settings = get_settings()
    workspace = principal.workspace
    counts_against_allowance = False
    if environment == plans.Environment.PRODUCTION:
        counts_against_allowance = plans.production_case_rules(
            workspace.plan, workspace.subscription_status, principal.work_email_verified
        )
    created_at = clock.now_iso()
    fresh = new_case(
        case_id=clock.new_id(),
        tenant_id=principal.tenant_id,
        environment=environment,
        fields=fields,
        created_at=created_at,
    )
    created = Case.model_validate(fresh)
    case = created.model_dump()  # the stored case and the `case.created` event's data
    event = events.new_event("case.created", principal.tenant_id, environment, case, principal.actor)
    limit = settings.free_plan_monthly_production_cases
    attach_ops: list[dict[str, Any]] = []
    more_events = []
    if case.get("document_id"):  # the linked document is attached to the new case in the same transaction
        attach_ops, attached = documents.attach_on_creation(
            principal.tenant_id, case["document_id"], case["id"], created_at, principal.actor
        )
        more_events.append(attached)
    try:
        store.create(
            case,
            event,
            usage_month=created_at[:7] if counts_against_allowance else None,
            usage_limit=limit,
            document_ops=attach_ops,
            more_events=more_events,
        )
    except store.DocumentMissing:
        raise NotFound("Document not found") from None
    except store.DocumentChanged:
        raise Conflict("document_changed", documents.DOCUMENT_CHANGED) from None
    except store.AllowanceExhausted:
        raise plans.allowance_exhausted(limit) from None
    events.publish(event)
    return created


def create_case_once(
    principal: Principal,
    body: CaseCreate,
    environment: str,
    *,
    idempotency_key: str,
    lambda_context: Any = None,
) -> Case:
    """create_case, at most once per (workspace, Idempotency-Key) for 24 hours: a retry of the same request
    gets the case the first attempt created; the same key with another request is refused. A failed attempt
    leaves no record, so it can be retried with the same key (Powertools idempotency)."""
    from casefile.services.idempotency import at_most_once

    fields = body.model_dump(mode="json", exclude={"environment"})
    return at_most_once(
        store="create_case",
        key_prefix=f"TENANT#{principal.tenant_id}#create_case",
        idempotency_key=idempotency_key,
        request={"fields": fields, "environment": environment},
        run=lambda: create_case(principal, body, environment),
        answer=Case,
        lambda_context=lambda_context,
    )


def get_case_view(principal: Principal, case_id: str, accept_language: str | None = None) -> CaseDetail:
    case = store.get(principal.tenant_id, case_id)
    if case is None:
        raise NotFound(CASE_NOT_FOUND)
    return detail(case, accept_language)


def timeline(principal: Principal, case_id: str, page: int, page_size: int) -> Page[TimelineEntry]:
    """The case's events, newest first: what happened to it, who did it and when."""
    if store.get(principal.tenant_id, case_id) is None:
        raise NotFound(CASE_NOT_FOUND)
    found, total = event_store.timeline_page(principal.tenant_id, case_id, page, page_size)
    items = [TimelineEntry.model_validate(timeline_entry(event, case_id)) for event in found]
    return Page[TimelineEntry](items=items, total=total, page=page, page_size=page_size)


def detail(case: dict[str, Any], accept_language: str | None = None) -> CaseDetail:
    """The single-case view of a case record: its documents and the merged values (services.documents), with
    `ai_insight` in the request's language (French when Accept-Language puts fr first and the score wrote one)."""
    view = documents.case_view(case)
    review = view.review
    scored = engine.case_view(case)
    resource: dict[str, Any] = {name: case.get(name) for name in Case.model_fields}
    if engine.language_of(accept_language) == "fr" and case.get("ai_insight_fr"):
        resource["ai_insight"] = case["ai_insight_fr"]
    return CaseDetail(
        **resource,
        document=view.document,
        extraction=view.extraction,
        documents=view.documents,
        employer=view.employer,
        contract_type=view.contract_type,
        hire_date=view.hire_date,
        net_salary=view.net_salary,
        risk_factors=scored["risk_factors"],
        score_metrics=scored["score_metrics"],
        # the score's steps, then each field that needs a person now (from the case's fields as they are)
        manual_review_steps=[*scored["manual_review_steps"], *review.review_steps],
        needs_review=review.needs_review,
        score_stale=review.score_stale,
        corrected_fields_used=review.corrected_fields_used,
    )


def list_cases(
    principal: Principal,
    *,
    environment: str | None,
    status: str | None,
    page: int,
    page_size: int,
    decision: str | None = None,
    assigned_to: str | None = None,
    applicant_cin: str | None = None,
    needs_review: bool | None = None,
) -> Page[Case]:
    """Newest first, by any of the filters. A decision is the status of a decided case (the state machine
    moves a case to `approved`/`refused` exactly when it sets that decision), so it reads the status lists;
    a CIN or an assignee reads that applicant's or reviewer's own partition, the other filters within it.
    The CIN comes from POST /v1/cases/search's body only (never a URL) and is neither logged nor echoed."""
    if environment == plans.Environment.PRODUCTION:
        plans.check_production_access(principal.workspace.subscription_status)

    def listing(items: list[dict[str, Any]], total: int) -> Page[Case]:
        return Page[Case](items=[Case.model_validate(i) for i in items], total=total, page=page, page_size=page_size)

    if decision is not None:
        if status is not None and status != decision:
            return listing([], 0)
        status = decision
    if needs_review is False:
        raise CodedUnprocessable(
            "invalid_filter", "needs_review takes only true (the cases with a field that needs review)."
        )
    if applicant_cin or assigned_to or needs_review:
        # the CIN's partition is the smallest, then the assignee's, then the cases to review: the others filter in it
        field, value = (
            ("applicant_cin", applicant_cin)
            if applicant_cin
            else ("assigned_to", assigned_to)
            if assigned_to
            else ("needs_review", True)
        )
        wanted = {
            "environment": environment,
            "status": status,
            "assigned_to": assigned_to if field == "applicant_cin" else None,
            "needs_review": True if needs_review and field != "needs_review" else None,
        }
        where = {name: wanted_value for name, wanted_value in wanted.items() if wanted_value is not None}
        return listing(*store.lookup_page(principal.tenant_id, field, str(value), where, page, page_size))
    total = store.count(principal.tenant_id, environment, status)
    offset = (page - 1) * page_size
    items = store.list_page(principal.tenant_id, environment, status, page, page_size) if offset < total else []
    return listing(items, total)


def cin_in_url() -> CodedUnprocessable:
    """The refusal of a CIN in a URL (`GET /v1/cases?applicant_cin=`): URLs are kept by proxies, browsers'
    histories and access logs, so the lookup by CIN takes it in a body. The value is not echoed."""
    return CodedUnprocessable(
        "cin_in_url",
        "The applicant's CIN is not accepted in a URL: send it in the JSON body of POST /v1/cases/search "
        '({"applicant_cin": ...}, with the same filters and paging as GET /v1/cases).',
    )


def update_case(principal: Principal, case_id: str, body: CasePatch) -> CaseDetail:
    """Change only the fields the body sets (`null` clears the nullable ones)."""
    changes = body.model_dump(mode="json", exclude_unset=True)
    if not changes:
        return get_case_view(principal, case_id)
    assignee = changes.get("assigned_to")
    before = store.get(principal.tenant_id, case_id)
    if before is None:
        raise NotFound(CASE_NOT_FOUND)
    data = {"id": case_id, "changes": timeline_changes(before, changes)}
    event = events.new_event("case.updated", principal.tenant_id, before["environment"], data, principal.actor)
    try:
        # A PATCH sets only the fields sent and depends on nothing it read (the read names the old values on
        # the timeline), so it needs no expected version; it still bumps `version`, so a transition computed
        # from an older read of the case fails.
        case = store.update(
            principal.tenant_id,
            case_id,
            changes,
            clock.now_iso(),
            expected_version=None,
            check_assignee=assignee,
            events=[event],
        )
    except store.CaseMissing:
        raise NotFound(CASE_NOT_FOUND) from None
    except store.AssigneeMissing:
        raise CodedUnprocessable(
            "unknown_assignee",
            "assigned_to must be the id of a user of this workspace.",
            assigned_to=assignee,
        ) from None
    return detail(case)


# Fields whose old and new values the timeline shows; the others (the applicant's name and CIN, the
# lender's reference and metadata) are named only: personal or free data stays out of the timeline.
SHOWN_CHANGES = frozenset({"priority", "borrower_type", "assigned_to"})


def timeline_changes(before: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    return {
        name: {"from": before.get(name), "to": value} if name in SHOWN_CHANGES else {}
        for name, value in sorted(changes.items())
    }


# status changes ----------------------------------------------------------------------------------------
def decide_case(principal: Principal, case_id: str, decision: str, note: str | None) -> CaseDetail:
    """A person's decision on a scored case (review_required, or decided by the engine): the case is then
    closed. Overriding the engine's decision needs a note (422 `decision_note_required`)."""
    case = load_case_for(principal.tenant_id, case_id)
    try:
        check_move(case, "decide", decision)
    except InvalidTransition as exc:
        raise Conflict("invalid_transition", exc.reason, status=exc.status) from None
    if case.get("decision_by") == ENGINE and case.get("decision") != decision and not note:
        raise CodedUnprocessable(
            "decision_note_required",
            f"The engine decided {case.get('decision')}; overriding it needs a note saying why.",
        )
    changes = {
        "decision": decision,
        "decision_at": clock.now_iso(),
        "decision_by": principal.user_id,
        "decision_note": note,
        "needs_review": None,  # decided: out of the needs_review list
    }
    moved = move_case(case, decision, changes, action="decide", event_type="case.decided", actor=principal.actor)
    return detail(moved)


# Stored-only attributes an event's data carries beyond the Case resource (docs/scoring.md).
EVENT_EXTRAS: dict[str, tuple[str, ...]] = {"case.scored": ("policy_id", "policy_version")}
CASE_CHANGED = "The case was changed by another request at the same time; reload it and try again."


def load_case_for(tenant_id: str, case_id: str) -> dict[str, Any]:
    """The case record with its `version`, read consistently: the start of a change that depends on it
    (`move_case`). Takes the tenant id, not a principal: workers (OCR, scoring) have no signed-in user."""
    case = store.get(tenant_id, case_id, consistent=True)
    if case is None:
        raise NotFound(CASE_NOT_FOUND)
    return case


def move_case(
    case: dict[str, Any],
    to_status: str,
    changes: dict[str, Any],
    *,
    action: str,
    event_type: str | None = None,
    actor: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Move a case, as read by `load_case_for`, to `to_status` with `changes` (score, decision, ...), and fire
    `event_type` with the moved case (caused by `actor`; on the case's timeline): one transaction conditioned
    on the status and version that were read.
    Scoring, decisions and document work change a case's status only through this function.
    The state machine (domain.cases.check_move) says whether `action` may make the move: else a 409
    `invalid_transition` naming the current status. A concurrent change of the case is a 409 `case_changed`;
    nothing is written then."""
    try:
        check_move(case, action, to_status)
    except InvalidTransition as exc:
        raise Conflict("invalid_transition", exc.reason, status=exc.status) from None
    moved_at = clock.now_iso()
    preview = {**case, **changes, "status": to_status, "updated_at": moved_at}
    event = None
    if event_type:
        data = Case.model_validate(preview).model_dump()
        data.update({name: preview[name] for name in EVENT_EXTRAS.get(event_type, ()) if name in preview})
        event = events.new_event(event_type, case["tenant_id"], case["environment"], data, actor)
    try:
        moved = store.transition(case, to_status, changes, moved_at, events=[event] if event else [])
    except store.CaseMissing:
        raise NotFound(CASE_NOT_FOUND) from None
    except store.VersionConflict:
        raise Conflict("case_changed", CASE_CHANGED) from None
    if event:
        events.publish(event)
    return moved
