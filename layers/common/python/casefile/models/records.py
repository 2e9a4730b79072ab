"""Stored records that are not API resources as they are: each one's fields, listed once.

`casefile.store.entities` builds items from these models (keys, index keys, `entity`), and reads items back
as records with exactly these fields. The Case record is the Case resource (`casefile.models.cases.Case`).
"""

from typing import Any

from casefile.models.base import Model


class WorkspaceRecord(Model):
    id: str
    name: str
    plan: str
    subscription_status: str
    created_at: str
    # Every member must set up two-factor sign-in before using the workspace (PATCH /v1/workspace).
    mfa_required: bool = False


class UserRecord(Model):
    id: str
    tenant_id: str
    email: str
    name: str | None = None
    role: str
    password_hash: str
    is_active: bool
    work_email_verified: bool = False
    created_at: str
    # Two-factor sign-in (casefile.domain.mfa). Secrets are KMS ciphertexts (store.mfa_secrets), recovery codes
    # keyed digests; none of them is ever answered or logged.
    mfa_enabled: bool = False
    mfa_enabled_at: str | None = None
    mfa_secret_ciphertext: str | None = None
    mfa_pending_secret_ciphertext: str | None = None  # an enrolment not yet confirmed
    mfa_pending_since: str | None = None
    mfa_last_step: int | None = None  # the last TOTP time step accepted (a code is accepted once)
    mfa_recovery_digests: list[str] | None = None  # the unused recovery codes
    mfa_audit: list[dict[str, str]] | None = None  # {event, at, ...}: the newest MFA events


class MfaChallengeRecord(Model):
    """The second step of a login that needs a code: the mfa_token's digest, its expiry and tries."""

    id: str
    tenant_id: str
    user_id: str
    token_hash: str
    expires_at: int
    tries: int = 0
    created_at: str
    used_at: str | None = None
    ttl: int


class EmailClaimRecord(Model):
    """Makes an email unique across workspaces; the one item whose key does not start with the tenant."""

    email: str
    tenant_id: str
    user_id: str


class SessionRecord(Model):
    id: str
    tenant_id: str
    user_id: str
    refresh_hash: str
    refresh_expires_at: int
    created_at: str
    refreshed_at: str | None = None
    # the digests of the session's last refresh tokens, oldest first (RETIRED_KEPT at most), and when the newest of
    # them was retired (epoch seconds): a token that *was* valid presented again is a reuse; one presented within
    # the grace window of its retirement is another tab's simultaneous refresh
    retired_refresh_hashes: list[str] | None = None
    retired_at: int | None = None
    ended_at: str | None = None
    end_reason: str | None = None
    ttl: int


class EventRecord(Model):
    """An outbox event: written with the state change it reports, then sent to WebhookQueue."""

    id: str
    tenant_id: str
    type: str
    environment: str
    created_at: str
    data: dict[str, Any]
    status: str = "pending"
    # The API request that caused the event: the relay re-sends it with the same correlation id.
    correlation_id: str | None = None
    # Who caused it, for the case timeline: {"type": "user" | "engine" | "system", "id": ...}.
    actor: dict[str, Any] | None = None
