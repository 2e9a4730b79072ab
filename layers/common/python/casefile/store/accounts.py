"""Workspaces, users, email claims and sessions."""

from __future__ import annotations

import contextlib
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import ConditionFailed, TransactionCancelled, Write, transact, tx_put
from casefile.store.entities import EMAIL_CLAIM, SESSION, USER, WORKSPACE, Entity, Record
from casefile.store.tables import main_table


class EmailTaken(Exception):
    pass


class Missing(Exception):
    """The workspace, user or session to change does not exist."""


class RefreshRaced(Exception):
    """The refresh token presented is no longer the session's current one (rotated or ended meanwhile)."""


def create_users(users: list[dict[str, Any]], workspace: dict[str, Any] | None = None) -> None:
    """Write users (and optionally their new workspace) with their email claims in one transaction."""
    table = main_table()
    ops = [tx_put(table, WORKSPACE.item(workspace), Write().when_absent())] if workspace else []
    for user in users:
        ops.append(tx_put(table, USER.item(user), Write().when_absent()))
        claim = {"email": user["email"].strip().lower(), "tenant_id": user["tenant_id"], "user_id": user["id"]}
        ops.append(tx_put(table, EMAIL_CLAIM.item(claim), Write().when_absent()))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if any(exc.failed(i) for i in range(len(ops))):
            raise EmailTaken() from exc
        raise


def find_login(email: str) -> tuple[str, str] | None:
    claim = main_table().get(keys.email_key(email))
    return (claim["tenant_id"], claim["user_id"]) if claim else None


_BY_ENTITY = {entity.name: entity for entity in (WORKSPACE, USER, SESSION)}


def load(tenant_id: str, user_id: str, session_id: str | None = None) -> dict[str, Record]:
    """Workspace, user and (optionally) session in one BatchGetItem, keyed by entity name."""
    wanted = [keys.tenant_key(tenant_id), keys.user_key(tenant_id, user_id)]
    if session_id:
        wanted.append(keys.session_key(tenant_id, session_id))
    found = main_table().batch_get(wanted, consistent=True)
    return {item["entity"]: _BY_ENTITY[item["entity"]].record(item) for item in found}


def get_workspace(tenant_id: str) -> Record | None:
    item = main_table().get(keys.tenant_key(tenant_id))
    return WORKSPACE.record(item) if item else None


def _change(entity: Entity, item_key: dict[str, str], changes: dict[str, Any]) -> Record:
    try:
        item = main_table().update(item_key, entity.changes(changes).when_exists())
    except ConditionFailed as exc:
        raise Missing() from exc
    return entity.record(item or {})


def update_workspace(tenant_id: str, changes: dict[str, Any]) -> Record:
    return _change(WORKSPACE, keys.tenant_key(tenant_id), changes)


def update_user(tenant_id: str, user_id: str, changes: dict[str, Any]) -> Record:
    return _change(USER, keys.user_key(tenant_id, user_id), changes)


# sessions ---------------------------------------------------------------------------------------
def create_session(session: dict[str, Any]) -> None:
    main_table().put(SESSION.item(session), Write().when_absent())


def get_session(tenant_id: str, session_id: str) -> Record | None:
    item = main_table().get(keys.session_key(tenant_id, session_id), consistent=True)
    return SESSION.record(item) if item else None


def rotate_refresh(
    tenant_id: str, session_id: str, *, old_hash: str, new_hash: str, now_iso: str, expires_at: int, ttl: int
) -> None:
    """Swap the refresh hash only if it is still the one presented (raises RefreshRaced otherwise),
    so two uses of one refresh token can never both succeed."""
    write = SESSION.changes(
        {"refresh_hash": new_hash, "refreshed_at": now_iso, "refresh_expires_at": expires_at, "ttl": ttl}
    )
    write.when_equal(refresh_hash=old_hash).when_absent("ended_at")
    try:
        main_table().update(keys.session_key(tenant_id, session_id), write, return_values="NONE")
    except ConditionFailed as exc:
        raise RefreshRaced() from exc


def end_session(tenant_id: str, session_id: str, reason: str, now_iso: str) -> None:
    """End a session once: the first end time and reason are kept."""
    write = Write().set_default(ended_at=now_iso, end_reason=reason).when_exists()
    with contextlib.suppress(ConditionFailed):  # no such session: nothing to end
        main_table().update(keys.session_key(tenant_id, session_id), write, return_values="NONE")
