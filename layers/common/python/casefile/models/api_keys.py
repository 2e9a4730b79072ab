"""API keys: the creation body, the spec's API key metadata, the one-time creation answer, and the stored
records (the key item and its lookup item by digest)."""

from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, AwareDatetime, ConfigDict, Field, StringConstraints

from casefile.models.base import Model

KeyName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Scope = Annotated[str, StringConstraints(max_length=64)]
ScopeList = Annotated[list[Scope], Field(min_length=1, max_length=32)]
ScopeString = Annotated[str, StringConstraints(min_length=1, max_length=1024)]


def _in_utc(value: datetime) -> datetime:
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("expires_at is out of range once converted to UTC") from None


ExpiresAt = Annotated[AwareDatetime, AfterValidator(_in_utc)]


class ApiKeyCreate(Model):
    model_config = ConfigDict(extra="forbid")
    name: KeyName
    scopes: ScopeList | ScopeString = Field(
        description="Scopes as a list, or one string separated by commas (as the resource shows them), "
        "e.g. `kyc:extract,cases:read`. Unknown scopes are a 422 `unknown_scope` listing the allowed ones."
    )
    expires_at: ExpiresAt | None = Field(
        default=None, description="When the key stops working (with a time zone); null for never. Must be future."
    )


class ApiKey(Model):
    """The spec's API key (metadata). The key itself and its digest are never part of it."""

    id: str
    tenant_id: str
    name: str
    prefix: str = Field(description="The leading characters of the key (`cf_test_` or `cf_live_`), not the key")
    scopes: str = Field(description="Scopes separated by commas, e.g. `kyc:extract,cases:read`")
    bound_identity: str | None = None
    status: str = Field(description="`active`, `revoked`, or `expired` (past expires_at)")
    last_used_at: str | None = None
    expires_at: str | None = None
    created_at: str


class ApiKeyCreated(ApiKey):
    """The answer to a creation: the metadata and, this once, the full key."""

    key: str = Field(description="The full key. Shown only in this answer: store it now, it cannot be read back")


class ApiKeyRecord(Model):
    """A stored key: the metadata's fields (status as stored: `active` or `revoked`) and what only the store
    keeps: environment, the key's digest and last four characters, and when it was revoked."""

    id: str
    tenant_id: str
    environment: str
    name: str
    prefix: str
    last4: str
    key_hash: str
    scopes: str
    bound_identity: str | None = None
    status: str
    last_used_at: str | None = None
    expires_at: str | None = None
    created_at: str
    updated_at: str
    revoked_at: str | None = None


class ApiKeyLookupRecord(Model):
    """Finds a key from its digest (the Partner API's one lookup that cannot start from a tenant). Written in the
    same transaction as the key, on the condition that no key has this digest yet."""

    key_hash: str
    tenant_id: str
    key_id: str
    environment: str
