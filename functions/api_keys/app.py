"""API keys function: /v1/api-keys (create, list, read, revoke) of the Partner API's keys."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query

from casefile.api.app import count_metric, create_app, lambda_handler, started
from casefile.api.deps import Member, SelectedEnvironment
from casefile.api.openapi import (
    CONCURRENT_WRITE,
    EXPIRES_AT_IN_PAST,
    PRODUCTION_REQUIRES_PAID_PLAN,
    UNKNOWN_SCOPE,
    errors_for,
)
from casefile.models.api_keys import ApiKey, ApiKeyCreate, ApiKeyCreated
from casefile.models.pages import Page
from casefile.models.vocabulary import Environment
from casefile.services import api_keys

router = APIRouter(prefix="/v1/api-keys", tags=["api-keys"])


@router.post(
    "",
    status_code=201,
    response_model=ApiKeyCreated,
    responses=errors_for(PRODUCTION_REQUIRES_PAID_PLAN, CONCURRENT_WRITE, UNKNOWN_SCOPE, EXPIRES_AT_IN_PAST),
)
def create_api_key(body: ApiKeyCreate, principal: Member, selected: SelectedEnvironment) -> ApiKeyCreated:
    """Create a key for the chosen environment (X-Service-Environment or ?environment=, else sandbox): `cf_test_`
    keys for the Sandbox, `cf_live_` for production. The answer holds the full `key` this once; only its prefix,
    last four characters and a digest are stored. Production needs an active subscription."""
    environment = selected or Environment.SANDBOX
    created = api_keys.create_key(
        principal, name=body.name, scopes=body.scopes, expires_at=body.expires_at, environment=environment.value
    )
    count_metric("ApiKeyCreated", environment=environment.value)
    return created


@router.get("", response_model=Page[ApiKey], responses=errors_for(PRODUCTION_REQUIRES_PAID_PLAN))
def list_api_keys(
    principal: Member,
    selected: SelectedEnvironment,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[ApiKey]:
    """The workspace's keys, newest first, revoked and expired ones included; only the chosen environment's when
    one is chosen. `total` counts all matches."""
    return api_keys.list_keys(
        principal, environment=selected.value if selected else None, page=page, page_size=page_size
    )


@router.get("/{key_id}", response_model=ApiKey)
def get_api_key(key_id: UUID, principal: Member) -> ApiKey:
    """One key's metadata (never the key)."""
    return api_keys.get_key(principal, str(key_id))


@router.post("/{key_id}/revoke", response_model=ApiKey)
def revoke_api_key(key_id: UUID, principal: Member) -> ApiKey:
    """Revoke the key for good: its status becomes `revoked`. Revoking a revoked key answers it unchanged."""
    return api_keys.revoke_key(principal, str(key_id))


app = create_app("Casefile API keys")
app.include_router(router)
handler = lambda_handler(app)
started()
