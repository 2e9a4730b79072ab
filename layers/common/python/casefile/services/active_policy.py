"""The workspace's active scoring policy of a path (`kyc` by default), seeded on first use.

What services.scoring (scoring a case, the policy routes) and services.merged_view (the review threshold a policy
sets) both read. It imports no other service: it sits below both, so that scoring, documents and review need no
import of one another to know the active policy (docs/architecture.md, import cycles)."""

from __future__ import annotations

import contextlib
import uuid
from typing import Any

from casefile import clock
from casefile.domain import scoring as engine
from casefile.store import policies as store

DEFAULT_PATH = "kyc"
# The default policy's id is derived from the workspace id: two first uses at once write the same item.
_DEFAULT_NAMESPACE = uuid.UUID("5c0f2a1e-6a43-4d8e-9b7e-2f7c1a9d0b11")


def default_policy_id(tenant_id: str) -> str:
    return str(uuid.uuid5(_DEFAULT_NAMESPACE, tenant_id))


def ensure_default(tenant_id: str) -> None:
    """Make the workspace's default policy (path `kyc`, active) unless it was made already: called when a
    workspace is created and lazily on first use (list, score, create, activate), so that workspaces that
    existed before scoring get theirs without anyone running anything. One GetItem once seeded."""
    if store.seeded(tenant_id):
        return
    now = clock.now_iso()
    record = {
        **engine.DEFAULT_POLICY,
        "id": default_policy_id(tenant_id),
        "tenant_id": tenant_id,
        "created_at": now,
        "updated_at": now,
    }
    active, _ = store.active_id(tenant_id, DEFAULT_PATH, consistent=True)
    with contextlib.suppress(store.AlreadySeeded):  # another request made it first
        store.create(record, activate=active is None, seed=True)


def active_policy(tenant_id: str, path: str = DEFAULT_PATH) -> dict[str, Any] | None:
    ensure_default(tenant_id)
    policy_id, _ = store.active_id(tenant_id, path)
    return store.get(tenant_id, policy_id) if policy_id else None
