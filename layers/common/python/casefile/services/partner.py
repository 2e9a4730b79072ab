"""Partner API use cases: a lender's own systems, authenticated by an API key of the console, on the console's
services. The key decides the workspace and the environment of every call: an object of another workspace or of
the other environment does not exist for it (404).

Imports of the services each route uses are made in the route's use case, so that a cold start loads only the
authentication path (the function serves every Partner API route). The models the use cases answer are imported
here: the function's routes (and the store's entities) load them all at its cold start anyway.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from casefile import clock
from casefile.domain import api_keys as key_rules
from casefile.domain import partner as rules
from casefile.domain import plans
from casefile.domain.ratelimit import WINDOW_SECONDS, retry_after, window_start
from casefile.errors import CodedForbidden, Conflict, NotFound, RateLimited, Unauthenticated
from casefile.models.cases import Case, CaseDetail
from casefile.models.documents import CaseFields, Document, DocumentFields, DocumentUpload
from casefile.models.pages import Page
from casefile.models.partner import FailedCheck, KycPolicyRef, KycResult, PartnerCaseCreate, PartnerDocumentCreate
from casefile.models.records import WorkspaceRecord
from casefile.models.scoring import ScoreResult
from casefile.models.webhooks import Event, EventDetail
from casefile.observability import logger
from casefile.services.principal import Principal
from casefile.store import partner as store
from casefile.store import ratelimits

if TYPE_CHECKING:  # services.idempotency loads with the first request that sends an Idempotency-Key
    from casefile.services.idempotency import Answer

INVALID_API_KEY = "Invalid API key"
CASE_NOT_FOUND = "Case not found"
DOCUMENT_NOT_FOUND = "Document not found"
EVENT_NOT_FOUND = "Event not found"
_MAX_PLAIN_ADDRESS = 64


@dataclass(frozen=True, slots=True)
class PartnerPrincipal(Principal):
    """A caller of the Partner API: a key of a workspace, in the key's environment. Services that take a Principal
    take it: its `actor` names the key (never a person), its `user` is nobody (no verified work email, no role)."""

    key: dict[str, Any]

    @property
    def actor(self) -> dict[str, str]:
        return {"type": "api_key", "id": self.key["id"]}

    @property
    def key_id(self) -> str:
        return str(self.key["id"])

    @property
    def environment(self) -> str:
        return str(self.key["environment"])

    @property
    def scopes(self) -> frozenset[str]:
        return rules.granted(self.key.get("scopes"))


def _limit(name: str, default: int) -> int:
    try:
        value = int(os.environ.get(name, default))
    except ValueError:
        return default
    return value if value > 0 else default


def key_requests_per_minute() -> int:
    """The per-key limit: the usage plan's setting (`PARTNER_KEY_RATE_LIMIT_PER_MINUTE`, default 600)."""
    return _limit("PARTNER_KEY_RATE_LIMIT_PER_MINUTE", rules.DEFAULT_KEY_REQUESTS_PER_MINUTE)


def ip_requests_per_minute() -> int:
    """The per-address limit of the Partner API (`PARTNER_RATE_LIMIT_PER_IP`, default 1200), counted before
    authentication, apart from the console's per-IP windows."""
    return _limit("PARTNER_RATE_LIMIT_PER_IP", rules.DEFAULT_IP_REQUESTS_PER_MINUTE)


def _over(bucket_of: Callable[[int], str], limit: int) -> int | None:
    """Count one request in the current window (`bucket_of(window start)`); the seconds to wait when over `limit`.
    Fails open (a store outage must not take the API down)."""
    now = clock.epoch()
    start = window_start(now)
    try:
        count = ratelimits.count_request(bucket_of(start), start + 2 * WINDOW_SECONDS)
    except Exception:
        logger.exception("partner rate limit check failed; request allowed")
        return None
    return retry_after(now) if count > limit else None


def address_over_limit(source_ip: str) -> int | None:
    address = source_ip
    if len(address.encode("utf-8", "surrogatepass")) > _MAX_PLAIN_ADDRESS:
        address = "sha256:" + hashlib.sha256(address.encode("utf-8", "surrogatepass")).hexdigest()
    return _over(lambda start: rules.ip_bucket(address, start), ip_requests_per_minute())


# authentication -------------------------------------------------------------------------------------------------
def authenticate(bearer: str | None) -> PartnerPrincipal:
    """The key of an `Authorization: Bearer cf_test_...|cf_live_...` header: found by its digest (one GetItem),
    then the key and its workspace read consistently (one BatchGetItem), the digest and prefix compared in constant
    time. Anything else (no key, a console token, an unknown, revoked or expired key) is the same 401."""
    environment_prefix = key_rules.key_prefix_of(bearer) if bearer else None
    if not bearer or environment_prefix is None:
        raise Unauthenticated(INVALID_API_KEY)
    digest = key_rules.digest(bearer)
    lookup = store.key_by_digest(digest)
    if lookup is None:
        logger.info("partner API key refused: unknown", extra={"api_key_prefix": environment_prefix})
        raise Unauthenticated(INVALID_API_KEY)
    key, workspace = store.key_and_workspace(lookup["tenant_id"], lookup["key_id"])
    same = (
        key is not None
        and hmac.compare_digest(str(key["key_hash"]), digest)
        and hmac.compare_digest(str(key["prefix"]), key_rules.shown_prefix(bearer))
        and key["environment"] == lookup["environment"]
    )
    if not same or key is None or workspace is None:
        raise Unauthenticated(INVALID_API_KEY)
    status = key_rules.status_at(key["status"], key.get("expires_at"), clock.now())
    if status != key_rules.KeyStatus.ACTIVE:
        logger.info("partner API key refused", extra={"api_key_id": key["id"], "key_status": str(status)})
        raise Unauthenticated(INVALID_API_KEY)
    return PartnerPrincipal(user=None, workspace=WorkspaceRecord.model_validate(workspace), session_id="", key=key)


def admit(principal: PartnerPrincipal, scope: str | None) -> None:
    """After authentication: the key's rate limit (429), the environment's access (403) and the route's scope
    (403 `insufficient_scope`); then `last_used_at`, at most once a minute."""
    wait = _over(
        lambda start: rules.key_bucket(principal.tenant_id, principal.key_id, start), key_requests_per_minute()
    )
    if wait is not None:
        raise RateLimited(wait)
    if principal.environment == plans.Environment.PRODUCTION:
        plans.check_production_access(principal.workspace.subscription_status)
    if scope is None or scope not in principal.scopes:
        raise CodedForbidden(
            "insufficient_scope",
            f"This API key lacks the {scope!r} scope this route needs." if scope else "No API key may call this route.",
            required=scope,
        )
    previous = principal.key.get("last_used_at")
    now = clock.epoch()
    if rules.last_used_due(previous, now):
        store.touch_last_used(principal.tenant_id, principal.key_id, clock.now_iso(), previous)


# Idempotency-Key on every POST --------------------------------------------------------------------------------
def once(
    principal: PartnerPrincipal,
    operation: str,
    idempotency_key: str | None,
    request: dict[str, Any],
    run: Callable[[], Answer],
    answer: type[Answer],
    lambda_context: Any = None,
) -> Answer:
    """`run()`, at most once per (workspace, environment, operation, Idempotency-Key) for 24 hours: a retry with
    the same request answers the first result; another request with the key is a 422 `idempotency_key_reused`.
    A failed attempt leaves no record (it can be retried). Without a key, `run()`. `answer`: the model `run()`
    returns (services.idempotency)."""
    if idempotency_key is None:
        return run()
    from casefile.services.idempotency import at_most_once

    return at_most_once(
        store=f"partner_{operation}",
        key_prefix=f"TENANT#{principal.tenant_id}#partner#{principal.environment}#{operation}",
        idempotency_key=idempotency_key,
        request=request,
        run=run,
        answer=answer,
        lambda_context=lambda_context,
    )


# the key's own objects ------------------------------------------------------------------------------------------
def _case(principal: PartnerPrincipal, case_id: str) -> dict[str, Any]:
    """The case, if it is of the key's workspace and environment (else 404 `Case not found`)."""
    from casefile.store import cases as case_store

    case = case_store.get(principal.tenant_id, case_id)
    if case is None or case["environment"] != principal.environment:
        raise NotFound(CASE_NOT_FOUND)
    return case


def _document(principal: PartnerPrincipal, document_id: str) -> dict[str, Any]:
    from casefile.store import documents as document_store

    document = document_store.get(principal.tenant_id, document_id)
    if document is None or document["environment"] != principal.environment:
        raise NotFound(DOCUMENT_NOT_FOUND)
    return document


# cases ----------------------------------------------------------------------------------------------------------
def create_case(
    principal: PartnerPrincipal, body: PartnerCaseCreate, idempotency_key: str | None, lambda_context: Any = None
) -> Case:
    """A case in the key's environment (the console's rules: production plans, the Free allowance; a key has no
    verified work email). Fires `case.created`, its actor the key."""
    from casefile.services import cases

    return once(
        principal,
        "create_case",
        idempotency_key,
        {"fields": body.model_dump(mode="json")},
        lambda: cases.create_case(principal, body, principal.environment),
        Case,
        lambda_context,
    )


def get_case(principal: PartnerPrincipal, case_id: str, accept_language: str | None) -> CaseDetail:
    from casefile.services import cases

    return cases.detail(_case(principal, case_id), accept_language)


def list_cases(principal: PartnerPrincipal, external_reference: str | None, page: int, page_size: int) -> Page[Case]:
    items, total = store.cases_by_reference(
        principal.tenant_id, principal.environment, external_reference, page, page_size
    )
    return Page[Case](items=[Case.model_validate(i) for i in items], total=total, page=page, page_size=page_size)


def case_fields(principal: PartnerPrincipal, case_id: str) -> CaseFields:
    from casefile.services import documents

    _case(principal, case_id)
    return documents.case_fields(principal, case_id)


def score_case(
    principal: PartnerPrincipal,
    case_id: str,
    accept_language: str | None,
    idempotency_key: str | None,
    lambda_context: Any = None,
) -> ScoreResult:
    """The console's score (same engine, same result), the key as the `case.scored` actor."""
    from casefile.services import scoring

    _case(principal, case_id)
    return once(
        principal,
        "score_case",
        idempotency_key,
        {"case_id": case_id, "language": accept_language},
        lambda: scoring.score_case(principal, case_id, accept_language),
        ScoreResult,
        lambda_context,
    )


KYC_POLICY_MISSING = (
    "This workspace has no compiled KYC policy: name a published kyc flow as its driver in the console "
    "(PUT /v1/flows/{flow_id}/kyc-policy)."
)


def kyc_check(
    principal: PartnerPrincipal, case_id: str, idempotency_key: str | None, lambda_context: Any = None
) -> KycResult:
    """The case against the workspace's compiled KYC policy (domain.partner.kyc_check); 409 `kyc_policy_missing`
    when there is none (or it is still pending its flow's first publish)."""
    from casefile.services import documents
    from casefile.services.review import review_threshold
    from casefile.store import documents as document_store
    from casefile.store import flows as flow_store

    case = _case(principal, case_id)
    record = flow_store.get_policy(principal.tenant_id)
    if record is None or not record.get("policy"):
        raise Conflict("kyc_policy_missing", KYC_POLICY_MISSING)

    def check() -> KycResult:
        on_case = document_store.on_case(principal.tenant_id, case_id)
        merged = documents.merged_fields(
            case_id, on_case, case.get("corrections"), review_threshold(principal.tenant_id)
        )
        result = rules.kyc_check(case, on_case, merged, record["policy"], clock.now().date())
        return KycResult(
            case_id=case_id,
            status=result["status"],
            missing_document_types=result["missing_document_types"],
            failed_checks=[FailedCheck.model_validate(failed) for failed in result["failed_checks"]],
            policy=KycPolicyRef(
                flow_id=record["flow_id"], flow_version=record.get("flow_version"), version=record["version"]
            ),
        )

    return once(principal, "kyc_check", idempotency_key, {"case_id": case_id}, check, KycResult, lambda_context)


# documents ------------------------------------------------------------------------------------------------------
def create_document(
    principal: PartnerPrincipal,
    case_id: str,
    body: PartnerDocumentCreate,
    idempotency_key: str | None,
    lambda_context: Any = None,
) -> DocumentUpload:
    """The console's upload (a document on the case, `pending_upload`, and its presigned POST form)."""
    from casefile.services import documents

    _case(principal, case_id)
    return once(
        principal,
        "create_document",
        idempotency_key,
        {"case_id": case_id, **body.model_dump()},
        lambda: documents.create_document(
            principal, body.filename, body.content_type, body.size_bytes, case_id, principal.environment
        ),
        DocumentUpload,
        lambda_context,
    )


def get_document(principal: PartnerPrincipal, document_id: str) -> Document:
    from casefile.services import documents

    return documents.resource(_document(principal, document_id))


def document_fields(principal: PartnerPrincipal, document_id: str) -> DocumentFields:
    from casefile.services import review

    _document(principal, document_id)
    return review.document_fields(principal, document_id)


# events ---------------------------------------------------------------------------------------------------------
def list_events(principal: PartnerPrincipal, page: int, page_size: int) -> Page[Event]:
    items, total = store.events_of_environment(principal.tenant_id, principal.environment, page, page_size)
    return Page[Event](items=[Event.model_validate(i) for i in items], total=total, page=page, page_size=page_size)


def get_event(principal: PartnerPrincipal, event_id: str) -> EventDetail:
    from casefile.services import webhooks
    from casefile.store import events as event_store

    event = event_store.get(principal.tenant_id, event_id)
    if event is None or event.get("environment") != principal.environment:
        raise NotFound(EVENT_NOT_FOUND)
    return webhooks.get_event(principal, event_id)
