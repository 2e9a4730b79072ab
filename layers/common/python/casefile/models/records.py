"""Stored records that are not API resources as they are: each one's fields, listed once.

`casefile.store.entities` builds items from these models (keys, index keys, `entity`), and reads items back
as records with exactly these fields. The Case record is the Case resource (`casefile.models.cases.Case`).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


class WorkspaceRecord(BaseModel):
    id: str
    name: str
    plan: str
    subscription_status: str
    created_at: str


class UserRecord(BaseModel):
    id: str
    tenant_id: str
    email: str
    name: str | None = None
    role: str
    password_hash: str
    is_active: bool
    work_email_verified: bool = False
    created_at: str


class EmailClaimRecord(BaseModel):
    """Makes an email unique across workspaces; the one item whose key does not start with the tenant."""

    email: str
    tenant_id: str
    user_id: str


class SessionRecord(BaseModel):
    id: str
    tenant_id: str
    user_id: str
    refresh_hash: str
    refresh_expires_at: int
    created_at: str
    refreshed_at: str | None = None
    ended_at: str | None = None
    end_reason: str | None = None
    ttl: int


class EventRecord(BaseModel):
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
