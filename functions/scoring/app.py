"""Scoring function: /v1/scoring/policies (scoring policies, their versions, activation). Scoring a case is
`POST /v1/cases/{case_id}/score` in the cases function. docs/scoring.md."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query, Response

from casefile.api.app import create_app, lambda_handler, started
from casefile.api.deps import Member
from casefile.api.openapi import (
    CANNOT_DELETE_ACTIVE_POLICY,
    CONCURRENT_WRITE,
    INVALID_POLICY,
    POLICY_ACTIVATION_CONFLICT,
    POLICY_CHANGED,
    errors_for,
)
from casefile.models.pages import Page
from casefile.models.scoring import PolicyCreate, PolicyPatch, ScoringPolicy
from casefile.services import scoring

router = APIRouter(prefix="/v1/scoring/policies", tags=["scoring"])


@router.post("", status_code=201, response_model=ScoringPolicy, responses=errors_for(INVALID_POLICY, CONCURRENT_WRITE))
def create_policy(body: PolicyCreate, principal: Member) -> ScoringPolicy:
    """A new policy, inactive (version 1): activate it to score with it."""
    return scoring.create_policy(principal, body)


@router.get("", response_model=Page[ScoringPolicy])
def list_policies(
    principal: Member,
    path: Annotated[str | None, Query(min_length=1, max_length=64)] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[ScoringPolicy]:
    """The workspace's policies, newest first, filtered by `path`. The default policy (path `kyc`) is
    among them from the first call."""
    return scoring.list_policies(principal, path=path, page=page, page_size=page_size)


@router.get("/{policy_id}", response_model=ScoringPolicy)
def get_policy(
    policy_id: UUID,
    principal: Member,
    version: Annotated[int | None, Query(ge=1, description="An earlier version, as it was written")] = None,
) -> ScoringPolicy:
    """One policy, or with `?version=n` its version n (every change made one; they outlive the policy)."""
    return scoring.get_policy(principal, str(policy_id), version)


@router.patch(
    "/{policy_id}",
    response_model=ScoringPolicy,
    responses=errors_for(INVALID_POLICY, POLICY_CHANGED, CONCURRENT_WRITE),
)
def update_policy(policy_id: UUID, body: PolicyPatch, principal: Member) -> ScoringPolicy:
    """Change only the fields sent; the change makes a new version (cases scored before keep theirs)."""
    return scoring.update_policy(principal, str(policy_id), body)


@router.post(
    "/{policy_id}/activate",
    response_model=ScoringPolicy,
    responses=errors_for(POLICY_ACTIVATION_CONFLICT, CONCURRENT_WRITE),
)
def activate_policy(policy_id: UUID, principal: Member) -> ScoringPolicy:
    """Make this the active policy of its path; the one active before becomes inactive, in one
    transaction. Later scores use it; cases scored before are not re-scored."""
    return scoring.activate_policy(principal, str(policy_id))


@router.delete(
    "/{policy_id}",
    status_code=204,
    response_class=Response,
    responses=errors_for(CANNOT_DELETE_ACTIVE_POLICY, POLICY_CHANGED, CONCURRENT_WRITE),
)
def delete_policy(policy_id: UUID, principal: Member) -> Response:
    """Delete an inactive policy: 204. Its versions stay stored for the cases scored with them. The active
    policy cannot be deleted (400)."""
    scoring.delete_policy(principal, str(policy_id))
    return Response(status_code=204)


app = create_app("Casefile scoring")
app.include_router(router)
handler = lambda_handler(app)
started()
