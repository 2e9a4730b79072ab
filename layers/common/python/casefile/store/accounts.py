"""Workspaces, users, email claims, sessions and two-factor sign-in (the member's state and sign-in challenges)."""

from __future__ import annotations

import contextlib
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import (
    ConditionFailed,
    TransactionCancelled,
    Write,
    transact,
    tx_check,
    tx_put,
    tx_update,
)
from casefile.store.entities import EMAIL_CLAIM, MFA_CHALLENGE, SESSION, USER, WORKSPACE, Entity, Record
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


def list_users(tenant_id: str, limit: int = 1000) -> list[Record]:
    """The workspace's users, newest first: one Query of their collection (GSI1), never a Scan."""
    partition = ("GSI1PK", keys.collection(tenant_id, "USER"))
    return [USER.record(item) for item in main_table().query_all(index="GSI1", partition=partition, limit=limit)]


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


RETIRED_KEPT = 5  # refresh tokens of a session remembered after their rotation (reuse detection)


def rotate_refresh(
    tenant_id: str,
    session_id: str,
    *,
    old_hash: str,
    new_hash: str,
    retired: list[str],
    now: int,
    now_iso: str,
    expires_at: int,
    ttl: int,
) -> None:
    """Swap the refresh hash only if it is still the one presented (raises RefreshRaced otherwise),
    so two uses of one refresh token can never both succeed; the old one joins the retired ones."""
    write = SESSION.changes(
        {
            "refresh_hash": new_hash,
            "retired_refresh_hashes": [*retired, old_hash][-RETIRED_KEPT:],
            "retired_at": now,
            "refreshed_at": now_iso,
            "refresh_expires_at": expires_at,
            "ttl": ttl,
        }
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


# two-factor sign-in -------------------------------------------------------------------------------------
class MfaChanged(Exception):
    """The member's two-factor state is not the one the change was computed from: changed meanwhile (another
    enrolment, a reset), or the code's time step or recovery code was used by another request first."""


class MfaRequiredByWorkspace(Exception):
    """The workspace requires two-factor sign-in (checked in the same transaction as disabling it)."""


class ChallengeSpent(Exception):
    """The sign-in challenge is missing, used, or has had all its tries."""


# What a member without two-factor sign-in has (enrolment pending included).
MFA_CLEARED: dict[str, Any] = {
    "mfa_enabled": False,
    "mfa_enabled_at": None,
    "mfa_secret_ciphertext": None,
    "mfa_pending_secret_ciphertext": None,
    "mfa_pending_since": None,
    "mfa_last_step": None,
    "mfa_recovery_digests": None,
}


def start_mfa_enrolment(
    tenant_id: str, user_id: str, *, pending_ciphertext: str, now_iso: str, audit: list[dict[str, str]]
) -> None:
    """Record a new pending secret (replacing an earlier one), unless two-factor sign-in is active."""
    write = USER.changes(
        {"mfa_pending_secret_ciphertext": pending_ciphertext, "mfa_pending_since": now_iso, "mfa_audit": audit}
    )
    write.when_exists().when_not_equal(mfa_enabled=True)
    try:
        main_table().update(keys.user_key(tenant_id, user_id), write, return_values="NONE")
    except ConditionFailed as exc:
        raise MfaChanged() from exc


def activate_mfa(
    tenant_id: str,
    user_id: str,
    *,
    pending_ciphertext: str,
    step: int,
    recovery_digests: list[str],
    now_iso: str,
    audit: list[dict[str, str]],
) -> Record:
    """Make the pending secret the active one, if it is still the one the code was checked against."""
    write = USER.changes(
        {
            **MFA_CLEARED,
            "mfa_enabled": True,
            "mfa_enabled_at": now_iso,
            "mfa_secret_ciphertext": pending_ciphertext,
            "mfa_last_step": step,
            "mfa_recovery_digests": recovery_digests,
            "mfa_audit": audit,
        }
    )
    write.when_equal(mfa_pending_secret_ciphertext=pending_ciphertext).when_not_equal(mfa_enabled=True)
    try:
        item = main_table().update(keys.user_key(tenant_id, user_id), write)
    except ConditionFailed as exc:
        raise MfaChanged() from exc
    return USER.record(item or {})


def _active_secret(write: Write, secret_ciphertext: str) -> Write:
    return write.when_equal(mfa_enabled=True, mfa_secret_ciphertext=secret_ciphertext)


def _challenge_used(tenant_id: str, challenge_id: str, now_iso: str) -> dict:
    write = MFA_CHALLENGE.changes({"used_at": now_iso}).when_exists().when_absent("used_at")
    return tx_update(main_table(), keys.mfa_challenge_key(tenant_id, challenge_id), write)


def _with_challenge_used(tenant_id: str, user_id: str, write: Write, challenge_id: str, now_iso: str) -> None:
    """The member's change and the challenge's use in one transaction (MfaChanged when either condition fails)."""
    try:
        transact(
            [
                tx_update(main_table(), keys.user_key(tenant_id, user_id), write),
                _challenge_used(tenant_id, challenge_id, now_iso),
            ]
        )
    except TransactionCancelled as exc:
        raise MfaChanged() from exc


def accept_totp_step(
    tenant_id: str, user_id: str, *, secret_ciphertext: str, step: int, challenge_id: str, now_iso: str
) -> None:
    """One transaction: the member's last accepted step becomes `step`, on condition that it was below it (so of
    two sign-ins with one code, only one wins), and the challenge is used (one session per mfa_token)."""
    write = _active_secret(USER.changes({"mfa_last_step": step}), secret_ciphertext).when_below("mfa_last_step", step)
    _with_challenge_used(tenant_id, user_id, write, challenge_id, now_iso)


def use_recovery_code(
    tenant_id: str,
    user_id: str,
    *,
    secret_ciphertext: str,
    index: int,
    digest: str,
    audit: list[dict[str, str]],
    challenge_id: str,
    now_iso: str,
) -> None:
    """One transaction: remove the recovery code's digest (on condition that it is still at `index`, so a code
    is used once) and use the challenge."""
    write = _active_secret(USER.changes({"mfa_audit": audit}), secret_ciphertext)
    write.remove_element("mfa_recovery_digests", index, digest)
    _with_challenge_used(tenant_id, user_id, write, challenge_id, now_iso)


def disable_mfa(
    tenant_id: str, user_id: str, *, secret_ciphertext: str, step: int, audit: list[dict[str, str]]
) -> None:
    """Clear the member's two-factor sign-in with a code of `step` (above the last accepted one), in one
    transaction with a check that the workspace does not require it."""
    write = _active_secret(USER.changes({**MFA_CLEARED, "mfa_audit": audit}), secret_ciphertext)
    write.when_below("mfa_last_step", step)
    ops = [
        tx_update(main_table(), keys.user_key(tenant_id, user_id), write),
        tx_check(main_table(), keys.tenant_key(tenant_id), Write().when_exists().when_not_equal(mfa_required=True)),
    ]
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(1):
            raise MfaRequiredByWorkspace() from exc
        raise MfaChanged() from exc


def reset_mfa(tenant_id: str, user_id: str, *, audit: list[dict[str, str]]) -> Record:
    """An operator clears a member's two-factor sign-in (a lost phone)."""
    return _change(USER, keys.user_key(tenant_id, user_id), {**MFA_CLEARED, "mfa_audit": audit})


def create_mfa_challenge(challenge: dict[str, Any]) -> None:
    main_table().put(MFA_CHALLENGE.item(challenge), Write().when_absent())


def get_mfa_challenge(tenant_id: str, challenge_id: str) -> Record | None:
    item = main_table().get(keys.mfa_challenge_key(tenant_id, challenge_id), consistent=True)
    return MFA_CHALLENGE.record(item) if item else None


def count_mfa_try(tenant_id: str, challenge_id: str, max_tries: int) -> None:
    """Count one code tried against the challenge; ChallengeSpent when it is used or has had `max_tries`."""
    write = Write().add(tries=1).when_exists().when_absent("used_at").when_below("tries", max_tries)
    try:
        main_table().update(keys.mfa_challenge_key(tenant_id, challenge_id), write, return_values="NONE")
    except ConditionFailed as exc:
        raise ChallengeSpent() from exc
