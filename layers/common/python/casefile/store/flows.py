"""Flow items (the current flow, its published versions), their list indexes and counters, and the workspace's
Partner API KYC policy item. Every multi-item change is one transaction (`commit`), conditioned on what was
read: the flow's `revision` and the policy's `version`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casefile.domain.flow_collections import collection_parts, counter_moves, counter_name
from casefile.store import keys
from casefile.store.dynamo import TransactionCancelled, Write, transact, tx_delete, tx_put, tx_update
from casefile.store.entities import FLOW, FLOW_VERSION, KYC_POLICY, Record
from casefile.store.tables import main_table


class FlowMissing(Exception):
    pass


class FlowChanged(Exception):
    """The flow is no longer at the revision that was read: another request changed it first."""


class PolicyChanged(Exception):
    """The KYC policy is no longer at the version that was read (or another flow became its driver)."""


class FlowDrivesPolicy(Exception):
    """The flow drives the workspace's KYC policy (it cannot be deleted)."""


@dataclass(frozen=True)
class FlowWrite:
    """One flow written whole: `before` as read (None: a new flow), `after` its new record."""

    before: Record | None
    after: Record


@dataclass(frozen=True)
class PolicyWrite:
    record: Record
    expected_version: int | None  # None: there is no policy yet


def get(tenant_id: str, flow_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.flow_key(tenant_id, flow_id), consistent=consistent)
    return FLOW.record(item) if item else None


def get_version(tenant_id: str, flow_id: str, version: int) -> Record | None:
    item = main_table().get(keys.flow_version_key(tenant_id, flow_id, version))
    return FLOW_VERSION.record(item) if item else None


def get_policy(tenant_id: str) -> Record | None:
    """The KYC policy record with its `version`, read consistently (the start of a change to it)."""
    item = main_table().get(keys.kyc_policy_key(tenant_id), consistent=True)
    return KYC_POLICY.record(item) if item else None


def count(tenant_id: str, filters: Mapping[str, str | None]) -> int:
    item = main_table().get(keys.flow_counters_key(tenant_id)) or {}
    return int(item.get(counter_name(filters), 0))


def list_page(tenant_id: str, filters: Mapping[str, str | None], page: int, page_size: int) -> list[Record]:
    """One page of a collection, newest first; earlier pages skipped with COUNT queries (no items moved)."""
    index, parts = collection_parts(filters)
    partition = (f"{index}PK", keys.collection(tenant_id, "FLOW", *parts))
    items = main_table().page(index=index, partition=partition, page=page, page_size=page_size)
    return [FLOW.record(item) for item in items]


def commit(
    flows: Sequence[FlowWrite],
    *,
    version: Record | None = None,
    policy: PolicyWrite | None = None,
) -> None:
    """Write flows whole (each conditioned on the revision read, or absent when new), a published `version`
    snapshot, the list counters and the KYC `policy` (conditioned on the version read), in one transaction.
    Raises FlowChanged, FlowMissing or PolicyChanged; nothing is written then."""
    table = main_table()
    ops: list[dict[str, Any]] = []
    moves: dict[str, int] = {}
    for write in flows:
        after = {**write.after, "revision": (write.before["revision"] + 1) if write.before else 1}
        condition = Write().when_equal(revision=write.before["revision"]) if write.before else Write().when_absent()
        ops.append(tx_put(table, FLOW.item(after), condition))
        for name, delta in counter_moves(write.before, after).items():
            moves[name] = moves.get(name, 0) + delta
    if version is not None:
        ops.append(tx_put(table, FLOW_VERSION.item(version), Write().when_absent()))
    policy_at = None
    if policy is not None:
        policy_at = len(ops)
        item = KYC_POLICY.item(policy.record)
        if policy.expected_version is None:
            ops.append(tx_put(table, item, Write().when_absent()))
        else:
            item["version"] = policy.expected_version + 1
            ops.append(tx_put(table, item, Write().when_equal(version=policy.expected_version)))
    moves = {name: delta for name, delta in moves.items() if delta}
    if moves:
        ops.append(tx_update(table, keys.flow_counters_key(flows[0].after["tenant_id"]), Write().add(**moves)))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if policy_at is not None and exc.failed(policy_at):
            raise PolicyChanged() from exc
        for index, write in enumerate(flows):
            if exc.failed(index):
                if write.before and get(write.before["tenant_id"], write.before["id"], consistent=True) is None:
                    raise FlowMissing() from exc
                raise FlowChanged() from exc
        raise


def delete(flow: Record) -> None:
    """Delete a flow as read (conditioned on its revision, refused while it drives the KYC policy), its counts,
    then its published versions."""
    tid, flow_id = flow["tenant_id"], flow["id"]
    table = main_table()
    condition = Write().when_equal(revision=flow["revision"]).when_absent("drives_kyc_policy")
    ops = [tx_delete(main_table(), keys.flow_key(tid, flow_id), condition)]
    moves = counter_moves(flow, None)
    if moves:
        ops.append(tx_update(table, keys.flow_counters_key(tid), Write().add(**moves)))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            current = get(tid, flow_id, consistent=True)
            if current is None:
                raise FlowMissing() from exc
            if current.get("drives_kyc_policy"):
                raise FlowDrivesPolicy() from exc
            raise FlowChanged() from exc
        raise
    partition = ("PK", keys.flow_versions_pk(tid, flow_id))
    start: dict[str, Any] | None = None
    while True:  # the versions are unreachable once the flow is gone; removing them is housekeeping
        found, _, start = table.query_page(index=None, partition=partition, limit=100, start_key=start)
        for item in found:
            table.delete({"PK": item["PK"], "SK": item["SK"]})
        if start is None:
            break
