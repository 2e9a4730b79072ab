"""Partner API function: /partner/v1/* (cases, documents, fields, the KYC check, scores, events) for a lender's
own systems, authenticated by the console's API keys. docs/partner.md."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Header, Query, Request

from casefile.api.app import lambda_handler, started
from casefile.api.openapi import (
    CANNOT_SCORE,
    CASE_CHANGED,
    CONCURRENT_WRITE,
    FILE_TOO_LARGE,
    IDEMPOTENCY_KEY_REUSED,
    IDEMPOTENCY_REQUEST_IN_PROGRESS,
    PRODUCTION_CASE_LIMIT_REACHED,
    UNSUPPORTED_MEDIA_TYPE,
    WORK_EMAIL_REQUIRED,
    coded_error,
    errors_for,
)
from casefile.api.partner import Partner, create_partner_app
from casefile.models.cases import Case, CaseDetail
from casefile.models.documents import CaseFields, Document, DocumentFields, DocumentUpload
from casefile.models.pages import Page
from casefile.models.partner import KycResult, PartnerCaseCreate, PartnerDocumentCreate
from casefile.models.scoring import ScoreResult
from casefile.models.webhooks import Event, EventDetail
from casefile.services import partner

router = APIRouter(prefix="/partner/v1", tags=["partner"])

IdempotencyKey = Annotated[
    str | None,
    Header(
        min_length=1, max_length=255, description="A retry with the same key and body answers the first result (24 h)"
    ),
]
AcceptLanguage = Annotated[str | None, Header(max_length=255, description="`fr...` first: ai_insight in French")]
IDEMPOTENCY = (IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_REQUEST_IN_PROGRESS)
KYC_POLICY_MISSING = coded_error(409, "kyc_policy_missing", "The workspace has no compiled KYC policy.")


@router.post(
    "/cases",
    status_code=201,
    response_model=Case,
    responses=errors_for(*IDEMPOTENCY, WORK_EMAIL_REQUIRED, PRODUCTION_CASE_LIMIT_REACHED, CONCURRENT_WRITE),
)
def create_case(
    body: PartnerCaseCreate, principal: Partner, request: Request, idempotency_key: IdempotencyKey = None
) -> Case:
    """Open a case (status `new`) in the key's environment. Fires `case.created`."""
    return partner.create_case(principal, body, idempotency_key, request.scope.get("aws.context"))


@router.get("/cases", response_model=Page[Case])
def list_cases(
    principal: Partner,
    external_reference: Annotated[
        str | None, Query(min_length=1, max_length=255, description="The lender's own reference of the case")
    ] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Case]:
    """The environment's cases, newest first; with `external_reference`, those that carry it."""
    return partner.list_cases(principal, external_reference, page, page_size)


@router.get("/cases/{case_id}", response_model=CaseDetail)
def get_case(case_id: UUID, principal: Partner, accept_language: AcceptLanguage = None) -> CaseDetail:
    """The single-case view: documents, extraction, score, decision and its explanation."""
    return partner.get_case(principal, str(case_id), accept_language)


@router.post(
    "/cases/{case_id}/documents",
    status_code=201,
    response_model=DocumentUpload,
    responses=errors_for(*IDEMPOTENCY, UNSUPPORTED_MEDIA_TYPE, FILE_TOO_LARGE),
)
def create_document(
    case_id: UUID,
    body: PartnerDocumentCreate,
    principal: Partner,
    request: Request,
    idempotency_key: IdempotencyKey = None,
) -> DocumentUpload:
    """A document on the case (`pending_upload`) and its presigned POST form, exactly as the console's upload: POST
    `upload.fields`, then the file as `file`, to `upload.url` within 15 minutes."""
    return partner.create_document(principal, str(case_id), body, idempotency_key, request.scope.get("aws.context"))


@router.get("/cases/{case_id}/fields", response_model=CaseFields)
def get_case_fields(case_id: UUID, principal: Partner) -> CaseFields:
    """The merged fields of the case's completed documents, with their sources and conflicts."""
    return partner.case_fields(principal, str(case_id))


@router.post(
    "/cases/{case_id}/kyc",
    response_model=KycResult,
    responses=errors_for(*IDEMPOTENCY, KYC_POLICY_MISSING),
)
def check_kyc(case_id: UUID, principal: Partner, request: Request, idempotency_key: IdempotencyKey = None) -> KycResult:
    """The case against the workspace's compiled KYC policy: `complete`, `incomplete` (`missing_document_types`) or
    `failed` (`failed_checks`). 409 `kyc_policy_missing` when the workspace has none."""
    return partner.kyc_check(principal, str(case_id), idempotency_key, request.scope.get("aws.context"))


@router.post(
    "/cases/{case_id}/score",
    response_model=ScoreResult,
    responses=errors_for(*IDEMPOTENCY, CANNOT_SCORE, CASE_CHANGED, CONCURRENT_WRITE),
)
def score_case(
    case_id: UUID,
    principal: Partner,
    request: Request,
    accept_language: AcceptLanguage = None,
    idempotency_key: IdempotencyKey = None,
) -> ScoreResult:
    """The console's score: the workspace's active `kyc` scoring policy, the same result. Fires `case.scored`."""
    return partner.score_case(
        principal, str(case_id), accept_language, idempotency_key, request.scope.get("aws.context")
    )


@router.get("/documents/{document_id}", response_model=Document)
def get_document(document_id: UUID, principal: Partner) -> Document:
    """One document: status (with `error` when it failed), type, pages, timestamps."""
    return partner.get_document(principal, str(document_id))


@router.get("/documents/{document_id}/fields", response_model=DocumentFields)
def get_document_fields(document_id: UUID, principal: Partner) -> DocumentFields:
    """The document's own fields as its reading gave them (value, confidence, page, box, validation status)."""
    return partner.document_fields(principal, str(document_id))


@router.get("/events", response_model=Page[Event])
def list_events(
    principal: Partner,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Event]:
    """The environment's events (`case.created`, `case.scored`), newest first: to reconcile webhook deliveries."""
    return partner.list_events(principal, page, page_size)


@router.get("/events/{event_id}", response_model=EventDetail)
def get_event(event_id: UUID, principal: Partner) -> EventDetail:
    """One event with its deliveries to each endpoint (status, attempts, last status code)."""
    return partner.get_event(principal, str(event_id))


app = create_partner_app()
app.include_router(router)
handler = lambda_handler(app)
started()
