"""Cases function: /v1/cases (create, list, search by CIN, read, update, score)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Header, Path, Query, Request, Response

from casefile.api.app import count_metric, create_app, lambda_handler, started
from casefile.api.deps import Member, SelectedEnvironment, environment_of
from casefile.api.openapi import (
    CANNOT_SCORE,
    CASE_CHANGED,
    CASE_CLOSED,
    CASE_NOT_FOUND,
    CIN_IN_URL,
    CONCURRENT_WRITE,
    CORRECTION_NOT_FOUND,
    DECISION_NOTE_REQUIRED,
    DOCUMENT_ATTACHED_ELSEWHERE,
    DOCUMENT_CHANGED,
    DOCUMENT_NOT_FOUND,
    DOCUMENT_NOT_ON_CASE,
    IDEMPOTENCY_KEY_REUSED,
    IDEMPOTENCY_REQUEST_IN_PROGRESS,
    INVALID_FIELD_VALUE,
    INVALID_FILTER,
    INVALID_TRANSITION,
    PRODUCTION_CASE_LIMIT_REACHED,
    PRODUCTION_REQUIRES_PAID_PLAN,
    UNKNOWN_ASSIGNEE,
    UNKNOWN_FIELD,
    WORK_EMAIL_REQUIRED,
    errors_for,
)
from casefile.models.cases import (
    Case,
    CaseCreate,
    CaseDetail,
    CasePatch,
    CaseSearch,
    DecisionCreate,
    TimelineEntry,
)
from casefile.models.documents import CaseFields, Document, DocumentAttach, FieldCorrection
from casefile.models.pages import Page
from casefile.models.scoring import ScoreResult
from casefile.models.vocabulary import CaseStatus, Decision, Environment
from casefile.services import cases, documents, review, scoring
from casefile.services.principal import Principal

router = APIRouter(prefix="/v1/cases", tags=["cases"])
CIN_PARAMETER = "applicant_cin"  # refused in the URL of GET /v1/cases: POST /v1/cases/search takes it


@router.post(
    "",
    status_code=201,
    response_model=Case,
    responses=errors_for(
        PRODUCTION_REQUIRES_PAID_PLAN,
        WORK_EMAIL_REQUIRED,
        DOCUMENT_NOT_FOUND,
        IDEMPOTENCY_REQUEST_IN_PROGRESS,
        CONCURRENT_WRITE,
        DOCUMENT_ATTACHED_ELSEWHERE,
        DOCUMENT_CHANGED,
        IDEMPOTENCY_KEY_REUSED,
        PRODUCTION_CASE_LIMIT_REACHED,
    ),
)
def create_case(
    body: CaseCreate,
    principal: Member,
    selected: SelectedEnvironment,
    request: Request,
    idempotency_key: Annotated[
        str | None,
        Header(min_length=1, max_length=255, description="Retries with the same key create the case once (24 h)"),
    ] = None,
) -> Case:
    """Open a case (status `new`) in the chosen environment (body, X-Service-Environment or ?environment=,
    else sandbox). Production follows the workspace's plan rules. Fires `case.created`. A `document_id`
    links an uploaded document and attaches it to the case (404 `Document not found`; 409 when it is on
    another case)."""
    environment = body.environment or selected or Environment.SANDBOX
    if idempotency_key is None:
        case = cases.create_case(principal, body, environment.value)
    else:
        case = cases.create_case_once(
            principal,
            body,
            environment.value,
            idempotency_key=idempotency_key,
            lambda_context=request.scope.get("aws.context"),
        )
    count_metric("CaseCreated", environment=environment.value)
    return case


@router.get(
    "", response_model=Page[Case], responses=errors_for(PRODUCTION_REQUIRES_PAID_PLAN, INVALID_FILTER, CIN_IN_URL)
)
def list_cases(
    principal: Member,
    selected: SelectedEnvironment,
    request: Request,
    status: Annotated[CaseStatus | None, Query()] = None,
    decision: Annotated[Decision | None, Query(description="the decided cases: approved or refused")] = None,
    assigned_to: Annotated[UUID | None, Query(description="the cases assigned to this user")] = None,
    needs_review: Annotated[
        bool | None,
        Query(description="true: the undecided cases with a field that needs a person's review (only true)"),
    ] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Case]:
    """The workspace's cases, newest first, filtered by environment, status, decision, assignee and whether a
    field needs review (any together); `total` counts all matches. By the applicant's CIN: POST
    /v1/cases/search (a CIN in this URL, `?applicant_cin=`, is a 422 `cin_in_url`)."""
    if CIN_PARAMETER in request.query_params:
        raise cases.cin_in_url()
    return _cases(principal, selected, status, decision, assigned_to, needs_review, page, page_size)


@router.post("/search", response_model=Page[Case], responses=errors_for(PRODUCTION_REQUIRES_PAID_PLAN, INVALID_FILTER))
def search_cases(body: CaseSearch, principal: Member, selected: SelectedEnvironment) -> Page[Case]:
    """The cases of one applicant, found by CIN (case, spaces and dashes ignored, as cases store it), newest
    first, with any filter of GET /v1/cases; `limit` is the page size and `cursor` the page (the answer's `page`
    + 1, as a string, for the next). The answer is GET /v1/cases's. A read: any member, no Idempotency-Key.
    The CIN is in the body so that it stays out of URLs; a 422 of this route never echoes the body."""
    environment = environment_of(body.environment, selected)
    return _cases(
        principal,
        environment,
        body.status,
        body.decision,
        body.assigned_to,
        body.needs_review,
        body.page,
        body.limit,
        applicant_cin=body.applicant_cin,
    )


def _cases(
    principal: Principal,
    environment: Environment | None,
    status: CaseStatus | None,
    decision: Decision | None,
    assigned_to: UUID | None,
    needs_review: bool | None,
    page: int,
    page_size: int,
    *,
    applicant_cin: str | None = None,
) -> Page[Case]:
    """The list's page for GET /v1/cases and POST /v1/cases/search alike: their filters as the service takes them."""
    return cases.list_cases(
        principal,
        environment=environment.value if environment else None,
        status=status.value if status else None,
        decision=decision.value if decision else None,
        assigned_to=str(assigned_to) if assigned_to else None,
        applicant_cin=applicant_cin,
        needs_review=needs_review,
        page=page,
        page_size=page_size,
    )


@router.get("/{case_id}/events", response_model=Page[TimelineEntry])
def case_timeline(
    case_id: UUID,
    principal: Member,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[TimelineEntry]:
    """The case's timeline, newest first: created, fields changed and assigned, documents attached, detached
    and read, bank accounts connected, scored (policy and version), decided; each with its actor and time."""
    return cases.timeline(principal, str(case_id), page, page_size)


AcceptLanguage = Annotated[
    str | None, Header(max_length=255, description="`fr...` first: ai_insight in French; else English")
]


@router.get("/{case_id}", response_model=CaseDetail)
def get_case(case_id: UUID, principal: Member, accept_language: AcceptLanguage = None) -> CaseDetail:
    """One case with the single-case view's fields; `ai_insight` in the request's language (en, fr)."""
    return cases.get_case_view(principal, str(case_id), accept_language)


@router.post(
    "/{case_id}/score",
    response_model=ScoreResult,
    responses=errors_for(CANNOT_SCORE, CASE_CHANGED, CONCURRENT_WRITE),
)
def score_case(case_id: UUID, principal: Member, accept_language: AcceptLanguage = None) -> ScoreResult:
    """Score the case with the workspace's active `kyc` policy and, when the score is conclusive, decide it
    (approved / refused; else review_required with manual review steps). Fires `case.scored`. 400 with the
    engine's message when it cannot score (no active policy, no income evidence, the case already decided);
    nothing is written then. docs/scoring.md."""
    return scoring.score_case(principal, str(case_id), accept_language)


@router.post(
    "/{case_id}/decision",
    response_model=CaseDetail,
    responses=errors_for(INVALID_TRANSITION, DECISION_NOTE_REQUIRED, CASE_CHANGED, CONCURRENT_WRITE),
)
def decide_case(case_id: UUID, body: DecisionCreate, principal: Member) -> CaseDetail:
    """A person decides a scored case (`review_required`, or decided by the engine): approved or refused,
    `decision_by` = the user. Overriding the engine's decision needs a `note`. The case is then closed: another
    decision, or a score, is refused (409 `invalid_transition`, 400 for a score)."""
    return cases.decide_case(principal, str(case_id), body.decision.value, body.note)


@router.patch("/{case_id}", response_model=CaseDetail, responses=errors_for(UNKNOWN_ASSIGNEE, CONCURRENT_WRITE))
def update_case(case_id: UUID, body: CasePatch, principal: Member) -> CaseDetail:
    """Change only the fields sent; `null` clears assigned_to, external_reference and metadata_json. Status,
    score and decision are not editable here."""
    return cases.update_case(principal, str(case_id), body)


@router.get("/{case_id}/fields", response_model=CaseFields)
def get_case_fields(case_id: UUID, principal: Member) -> CaseFields:
    """The merged fields of the case's completed documents: one value per field with its source document,
    page and confidence, the conflicts between documents, and a fingerprint of the whole view."""
    return documents.case_fields(principal, str(case_id))


FieldName = Annotated[str, Path(min_length=1, max_length=64, pattern=r"^[a-z_]+$")]


@router.put(
    "/{case_id}/fields/{field_name}",
    response_model=CaseFields,
    responses=errors_for(CASE_NOT_FOUND, UNKNOWN_FIELD, INVALID_FIELD_VALUE, CASE_CLOSED, CASE_CHANGED),
)
def correct_field(case_id: UUID, field_name: FieldName, body: FieldCorrection, principal: Member) -> CaseFields:
    """A person's value for one of the case's fields, with a note saying why: checked as extraction checks the
    field's type (422 `invalid_field_value` with the reason), it wins over every document's value in the merged
    view (`validation_status` `corrected`, no conflict, `correction` with the value it replaced) and in scoring.
    Each document's own value stays readable (GET /v1/documents/{id}/fields). A correction of a field the last
    score used marks the score stale. 409 `case_closed` once a person decided the case. Answers the merged view."""
    return review.correct_field(principal, str(case_id), field_name, body.value, body.note)


@router.delete(
    "/{case_id}/fields/{field_name}",
    status_code=204,
    response_class=Response,
    responses=errors_for(CASE_NOT_FOUND, CORRECTION_NOT_FOUND, CASE_CLOSED, CASE_CHANGED),
)
def remove_correction(case_id: UUID, field_name: FieldName, principal: Member) -> Response:
    """Remove the field's correction: the merged view goes back to the documents' values."""
    review.remove_correction(principal, str(case_id), field_name)
    return Response(status_code=204)


@router.post(
    "/{case_id}/documents",
    response_model=Document,
    responses=errors_for(DOCUMENT_NOT_FOUND, DOCUMENT_ATTACHED_ELSEWHERE, DOCUMENT_CHANGED),
)
def attach_document(case_id: UUID, body: DocumentAttach, principal: Member) -> Document:
    """Attach a document of the workspace to the case; attaching it again changes nothing. A document is on
    one case at most (409 `document_attached_elsewhere`)."""
    return documents.attach(principal, str(case_id), str(body.document_id))


@router.delete(
    "/{case_id}/documents/{document_id}",
    status_code=204,
    response_class=Response,
    responses=errors_for(DOCUMENT_NOT_ON_CASE, DOCUMENT_CHANGED),
)
def detach_document(case_id: UUID, document_id: UUID, principal: Member) -> Response:
    """Detach the document from the case and keep it (its fields leave the case's merged view)."""
    documents.detach(principal, str(case_id), str(document_id))
    return Response(status_code=204)


app = create_app("Casefile cases")
app.include_router(router)
handler = lambda_handler(app)
started()
