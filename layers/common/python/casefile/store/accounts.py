"""Workspaces, users, email claims and sessions."""

from __future__ import annotations

from typing import Any

from casefile.store import keys
from casefile.store.dynamo import Item, TransactionCancelled, transact, tx_put
from casefile.store.tables import main_table

_NEW = "attribute_not_exists(PK)"


class EmailTaken(Exception):
    pass


def workspace_item(workspace: dict[str, Any]) -> Item:
    return {**keys.tenant_key(workspace["id"]), "entity": "workspace", **workspace}


def user_item(user: dict[str, Any]) -> Item:
    tid, uid = user["tenant_id"], user["id"]
    return {
        **keys.user_key(tid, uid),
        "entity": "user",
        "GSI1PK": keys.collection(tid, "USER"),
        "GSI1SK": keys.sort_key(user["created_at"], uid),
        **user,
    }


def _email_claim(user: dict[str, Any]) -> Item:
    return {
        **keys.email_key(user["email"]),
        "entity": "email",
        "tenant_id": user["tenant_id"],
        "user_id": user["id"],
    }


def create_users(users: list[dict[str, Any]], workspace: dict[str, Any] | None = None) -> None:
    """Write users (and optionally their new workspace) with their email claims in one transaction."""
    table = main_table()
    ops = [tx_put(table, workspace_item(workspace), _NEW)] if workspace else []
    for user in users:
        ops.append(tx_put(table, user_item(user), _NEW))
        ops.append(tx_put(table, _email_claim(user), _NEW))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if any(exc.failed(i) for i in range(len(ops))):
            raise EmailTaken() from exc
        raise


def find_login(email: str) -> tuple[str, str] | None:
    claim = main_table().get(keys.email_key(email))
    return (claim["tenant_id"], claim["user_id"]) if claim else None


def load(tenant_id: str, user_id: str, session_id: str | None = None) -> dict[str, Item]:
    """Workspace, user and (optionally) session in one BatchGetItem, keyed by entity name."""
    wanted = [keys.tenant_key(tenant_id), keys.user_key(tenant_id, user_id)]
    if session_id:
        wanted.append(keys.session_key(tenant_id, session_id))
    return {item["entity"]: item for item in main_table().batch_get(wanted, consistent=True)}


def get_workspace(tenant_id: str) -> Item | None:
    return main_table().get(keys.tenant_key(tenant_id))


def _set_fields(item_key: dict[str, str], changes: dict[str, Any]) -> Item | None:
    """SET the given attributes of an existing item (raises ConditionFailed if there is none)."""
    names = {f"#{k}": k for k in changes}
    values = {f":{k}": v for k, v in changes.items()}
    update = "SET " + ", ".join(f"#{k} = :{k}" for k in changes)
    return main_table().update(item_key, update, condition="attribute_exists(PK)", names=names, values=values)


def update_workspace(tenant_id: str, changes: dict[str, Any]) -> Item | None:
    return _set_fields(keys.tenant_key(tenant_id), changes)


def update_user(tenant_id: str, user_id: str, changes: dict[str, Any]) -> Item | None:
    return _set_fields(keys.user_key(tenant_id, user_id), changes)


# sessions ---------------------------------------------------------------------------------------
def create_session(session: dict[str, Any]) -> None:
    item = {**keys.session_key(session["tenant_id"], session["id"]), "entity": "session", **session}
    main_table().put(item, condition=_NEW)


def get_session(tenant_id: str, session_id: str) -> Item | None:
    return main_table().get(keys.session_key(tenant_id, session_id), consistent=True)


def rotate_refresh(
    tenant_id: str, session_id: str, *, old_hash: str, new_hash: str, now_iso: str, expires_at: int, ttl: int
) -> None:
    """Swap the refresh hash only if it is still the one presented (raises ConditionFailed otherwise),
    so two uses of one refresh token can never both succeed."""
    main_table().update(
        keys.session_key(tenant_id, session_id),
        "SET refresh_hash = :new, refreshed_at = :now, refresh_expires_at = :exp, #ttl = :ttl",
        condition="refresh_hash = :old AND attribute_not_exists(ended_at)",
        names={"#ttl": "ttl"},
        values={":new": new_hash, ":old": old_hash, ":now": now_iso, ":exp": expires_at, ":ttl": ttl},
        return_values="NONE",
    )


def end_session(tenant_id: str, session_id: str, reason: str, now_iso: str) -> None:
    main_table().update(
        keys.session_key(tenant_id, session_id),
        "SET ended_at = if_not_exists(ended_at, :now), end_reason = if_not_exists(end_reason, :why)",
        condition="attribute_exists(PK)",
        values={":now": now_iso, ":why": reason},
        return_values="NONE",
    )
