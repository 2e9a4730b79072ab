"""Scoring policies, their versions, and the per-path pointer to the active one. Key shapes: docs/data-model.md.

- `POLICY#<id>`: the policy's current state; `version` is the number of its current version.
- `<tenant>#POLICY#<id> / VERSION#<n>`: every version, written in the same transaction as the change that
  made it; kept when the policy is deleted (a case records the id and version it was scored with).
- `POLICY_ACTIVE#<path>`: `{policy_id, switches}`. An activation switches it under a condition on the
  pointer as read, together with both policies' `is_active`, in ONE transaction: two concurrent
  activations cannot both win, so exactly one policy per path is active.
- `COUNTER#POLICY`: list totals (`total`, `path#<path>`) and `seeded` (the default policy was made).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import TransactionCancelled, Write, transact, tx_delete, tx_put, tx_update
from casefile.store.entities import POLICY, POLICY_VERSION, Record, policy_collection
from casefile.store.tables import main_table


class PolicyMissing(Exception):
    pass


class PolicyActive(Exception):
    """The policy to delete is the active one."""


class PolicyChanged(Exception):
    """The policy, or the path's active pointer, changed since it was read."""


class AlreadySeeded(Exception):
    pass


def _version_item(record: Mapping[str, Any], version: int) -> dict[str, Any]:
    return POLICY_VERSION.item({**record, "policy_version": version})


def _counters(tenant_id: str, path: str, delta: int) -> Write:
    return Write().add(**{"total": delta, f"path#{path}": delta})


def create(record: Record, *, activate: bool = False, seed: bool = False) -> None:
    """A new policy, its version 1 and the counters, in one transaction; with `activate`, it also becomes
    the path's active policy (the path must have none: the default policy of a new workspace); with `seed`,
    only if the workspace's default policy was never made (else AlreadySeeded)."""
    table = main_table()
    tid = record["tenant_id"]
    counters = _counters(tid, record["path"], 1)
    if seed:
        counters.set(seeded=True).when_absent("seeded")
    ops = [
        tx_put(table, POLICY.item({**record, "is_active": activate}), Write().when_absent()),
        tx_put(table, _version_item(record, 1), Write().when_absent()),
        tx_update(table, keys.policy_counters_key(tid), counters),
    ]
    if activate:
        pointer = {**keys.active_policy_key(tid, record["path"]), "policy_id": record["id"], "switches": 1}
        ops.append(tx_put(table, pointer, Write().when_absent()))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if seed and (exc.failed(0) or exc.failed(2) or (activate and exc.failed(3))):
            raise AlreadySeeded() from exc
        raise


def seeded(tenant_id: str) -> bool:
    item = main_table().get(keys.policy_counters_key(tenant_id)) or {}
    return bool(item.get("seeded"))


def get(tenant_id: str, policy_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.policy_key(tenant_id, policy_id), consistent=consistent)
    return POLICY.record(item) if item else None


def get_version(tenant_id: str, policy_id: str, version: int) -> Record | None:
    item = main_table().get(keys.policy_version_key(tenant_id, policy_id, version))
    if not item:
        return None
    record = POLICY_VERSION.record(item)
    return {**record, "version": record.pop("policy_version")}


def active_id(tenant_id: str, path: str, *, consistent: bool = False) -> tuple[str | None, int]:
    """The id of the path's active policy (None: none) and the pointer's switch count (0: no pointer)."""
    item = main_table().get(keys.active_policy_key(tenant_id, path), consistent=consistent) or {}
    return item.get("policy_id"), int(item.get("switches", 0))


def count(tenant_id: str, path: str | None) -> int:
    item = main_table().get(keys.policy_counters_key(tenant_id)) or {}
    return int(item.get(f"path#{path}" if path else "total", 0))


def list_page(tenant_id: str, path: str | None, page: int, page_size: int) -> list[Record]:
    index, partition = policy_collection(tenant_id, path)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [POLICY.record(item) for item in items]


def update(policy: Record, changes: Mapping[str, Any]) -> Record:
    """Apply `changes` to the policy as read (its `version`), and write the new version, in one transaction.
    PolicyChanged when it changed meanwhile, PolicyMissing when it is gone."""
    table = main_table()
    tid, version = policy["tenant_id"], policy["version"]
    moved = {**policy, **changes}
    ops = [
        tx_update(table, keys.policy_key(tid, policy["id"]), POLICY.versioned_changes(changes, version)),
        tx_put(table, _version_item(moved, version + 1), Write().when_absent()),
    ]
    try:
        transact(ops)
    except TransactionCancelled as exc:
        raise (PolicyChanged() if get(tid, policy["id"], consistent=True) else PolicyMissing()) from exc
    return {**moved, "version": version + 1}


def activate(tenant_id: str, policy: Record, current: str | None, switches: int, updated_at: str) -> None:
    """Make `policy` the active one of its path, `current` (as read with the pointer's `switches`) inactive,
    and switch the pointer, in ONE transaction conditioned on the pointer as read. PolicyChanged when the
    pointer moved meanwhile (another activation won), PolicyMissing when the policy is gone."""
    table = main_table()
    path = policy["path"]
    pointer_key = keys.active_policy_key(tenant_id, path)
    pointer = Write().set(policy_id=policy["id"], updated_at=updated_at).add(switches=1)
    if switches:
        pointer.when_equal(switches=switches)
    else:
        pointer.when_absent()
    ops = [
        tx_update(table, keys.policy_key(tenant_id, policy["id"]), POLICY.changes({"is_active": True}).when_exists()),
        tx_update(table, pointer_key, pointer),
    ]
    if current and current != policy["id"]:
        # the previous active policy may have been deleted since (it cannot be while active, but be safe)
        ops.append(tx_update(table, keys.policy_key(tenant_id, current), POLICY.changes({"is_active": False})))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise PolicyMissing() from exc
        raise PolicyChanged() from exc


def delete(tenant_id: str, policy: Record) -> None:
    """Delete an inactive policy (its versions stay) and count it out, in one transaction: PolicyActive when
    it is active (the condition is checked in the transaction, so an activation cannot slip in between)."""
    table = main_table()
    gone = Write().when_exists().when_equal(is_active=False)
    ops = [
        tx_delete(table, keys.policy_key(tenant_id, policy["id"]), gone),
        tx_update(table, keys.policy_counters_key(tenant_id), _counters(tenant_id, policy["path"], -1)),
    ]
    try:
        transact(ops)
    except TransactionCancelled as exc:
        found = get(tenant_id, policy["id"], consistent=True)
        if found is None:
            raise PolicyMissing() from exc
        if found["is_active"]:
            raise PolicyActive() from exc
        raise PolicyChanged() from exc
