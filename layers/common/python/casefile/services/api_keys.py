"""API key use cases: create (the key shown once), read, list, revoke."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from casefile import clock
from casefile.domain import api_keys as rules
from casefile.domain import plans
from casefile.errors import NotFound
from casefile.models.api_keys import ApiKey, ApiKeyCreated
from casefile.models.pages import Page
from casefile.services.principal import Principal
from casefile.store import api_keys as store

API_KEY_NOT_FOUND = "API key not found"
_CREATE_ATTEMPTS = 3  # a digest collision of two 256-bit random keys does not happen; retry anyway, never 500


def _metadata(record: dict[str, Any], now: datetime) -> ApiKey:
    """The spec's API key resource of a stored key, its status as of `now`."""
    shown = {**record, "status": rules.status_at(record["status"], record.get("expires_at"), now)}
    return ApiKey.model_validate(shown)


def create_key(
    principal: Principal, *, name: str, scopes: str | list[str], expires_at: datetime | None, environment: str
) -> ApiKeyCreated:
    """A new active key of the environment. Answers the metadata and the full key, which is stored nowhere."""
    if environment == plans.Environment.PRODUCTION:
        plans.check_production_access(principal.workspace.subscription_status)
    granted = rules.parse_scopes(scopes)
    now = clock.now()
    rules.check_expiry(expires_at, now)
    created_at = clock.iso(now)
    for attempt in range(_CREATE_ATTEMPTS):
        key = rules.new_key(environment)
        record = {
            "id": clock.new_id(),
            "tenant_id": principal.tenant_id,
            "environment": environment,
            "name": name,
            "prefix": rules.shown_prefix(key),
            "last4": rules.last_chars(key),
            "key_hash": rules.digest(key),
            "scopes": ",".join(granted),
            "status": rules.KeyStatus.ACTIVE.value,
            "expires_at": clock.iso(expires_at) if expires_at else None,
            "created_at": created_at,
            "updated_at": created_at,
        }
        try:
            store.create(record)
        except store.DigestTaken:
            if attempt == _CREATE_ATTEMPTS - 1:
                raise
            continue
        return ApiKeyCreated(**_metadata(record, now).model_dump(), key=key)
    raise AssertionError("unreachable")


def get_key(principal: Principal, key_id: str) -> ApiKey:
    record = store.get(principal.tenant_id, key_id)
    if record is None:
        raise NotFound(API_KEY_NOT_FOUND)
    return _metadata(record, clock.now())


def list_keys(principal: Principal, *, environment: str | None, page: int, page_size: int) -> Page[ApiKey]:
    """The workspace's keys, newest first, revoked and expired ones included; one environment's when asked."""
    if environment == plans.Environment.PRODUCTION:
        plans.check_production_access(principal.workspace.subscription_status)
    total = store.count(principal.tenant_id, environment)
    offset = (page - 1) * page_size
    records = store.list_page(principal.tenant_id, environment, page, page_size) if offset < total else []
    now = clock.now()
    return Page[ApiKey](items=[_metadata(r, now) for r in records], total=total, page=page, page_size=page_size)


def revoke_key(principal: Principal, key_id: str) -> ApiKey:
    """Revoke a key for good (idempotent: revoking a revoked key answers it unchanged)."""
    try:
        record = store.revoke(principal.tenant_id, key_id, clock.now_iso())
    except store.KeyMissing:
        raise NotFound(API_KEY_NOT_FOUND) from None
    return _metadata(record, clock.now())
