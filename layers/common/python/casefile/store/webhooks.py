"""Webhook endpoints and their deliveries. Key shapes: docs/data-model.md.

An endpoint item also holds its delivery counters (`deliveries_total`, `deliveries#<status>`), moved in the
same transaction as every delivery status change, so the delivery list's totals are exact and deleting the
endpoint deletes them. A delivery is versioned: a claim of an attempt and the record of its outcome are
conditioned on the version read, so two dispatchers never record over each other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import (
    ConditionFailed,
    TransactionCancelled,
    Write,
    transact,
    tx_delete,
    tx_put,
    tx_update,
)
from casefile.store.entities import (
    DELIVERY,
    DUE_INDEX,
    DUE_SHARDS,
    WEBHOOK,
    Record,
    delivery_collection,
    due_indexes,
    due_partition,
)
from casefile.store.events import mark_sent_write, outbox_writes
from casefile.store.tables import main_table


class EndpointMissing(Exception):
    pass


class TooManyEndpoints(Exception):
    pass


class DeliveryChanged(Exception):
    """The delivery is not in the version that was read (another dispatcher or a retry changed it)."""


# endpoints ------------------------------------------------------------------------------------------------
def create_endpoint(record: Record, *, max_endpoints: int) -> None:
    """The endpoint and the workspace's endpoint count, in one transaction (at most `max_endpoints`)."""
    table = main_table()
    limit = Write().add(endpoints=1).when_below("endpoints", max_endpoints)
    try:
        transact(
            [
                tx_put(table, WEBHOOK.item(record), Write().when_absent()),
                tx_update(table, keys.webhook_counters_key(record["tenant_id"]), limit),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(1):
            raise TooManyEndpoints() from exc
        raise


def get_endpoint(tenant_id: str, endpoint_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.webhook_key(tenant_id, endpoint_id), consistent=consistent)
    return WEBHOOK.record(item) if item else None


def list_endpoints(tenant_id: str, limit: int = 100) -> list[Record]:
    """Every endpoint of the workspace, newest first (the count is capped, so this is one small query)."""
    partition = ("GSI1PK", keys.collection(tenant_id, "WEBHOOK"))
    return [WEBHOOK.record(item) for item in main_table().query_all(index="GSI1", partition=partition, limit=limit)]


def update_endpoint(tenant_id: str, endpoint_id: str, changes: Mapping[str, Any]) -> Record:
    try:
        item = main_table().update(keys.webhook_key(tenant_id, endpoint_id), WEBHOOK.changes(changes).when_exists())
    except ConditionFailed:
        raise EndpointMissing() from None
    return WEBHOOK.record(item or {})


def delete_endpoint(tenant_id: str, endpoint_id: str) -> None:
    table = main_table()
    try:
        transact(
            [
                tx_delete(table, keys.webhook_key(tenant_id, endpoint_id), Write().when_exists()),
                tx_update(table, keys.webhook_counters_key(tenant_id), Write().add(endpoints=-1)),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise EndpointMissing() from exc
        raise


# deliveries -----------------------------------------------------------------------------------------------
def _counter_moves(moves: Mapping[str | None, int], created: int = 0) -> dict[str, int]:
    deltas = {f"deliveries#{status}": delta for status, delta in moves.items() if status and delta}
    if created:
        deltas["deliveries_total"] = created
    return deltas


def new_delivery_item(delivery: Record, enqueue_at: str) -> dict[str, Any]:
    return {**DELIVERY.item(delivery), **due_indexes(delivery, enqueue_at)}


def create_deliveries(event: Record, deliveries: Sequence[Record], *, enqueue_at: str, mark_sent: bool) -> None:
    """New deliveries of one event (each absent before: its id is derived from (event, endpoint)), each
    endpoint's counters, and (`mark_sent`) the event out of the relay's index, in one transaction. Each
    delivery is in the due index at `enqueue_at`: if its first attempt is never recorded (a crash), the relay
    enqueues it then. Raises TransactionCancelled when a delivery exists already or an endpoint is gone."""
    table = main_table()
    ops: list[dict] = []
    for delivery in deliveries:
        ops.append(tx_put(table, new_delivery_item(delivery, enqueue_at), Write().when_absent()))
        counters = Write().add(**_counter_moves({delivery["status"]: 1}, created=1)).when_exists()
        ops.append(tx_update(table, keys.webhook_key(delivery["tenant_id"], delivery["endpoint_id"]), counters))
    if mark_sent:
        ops.append(tx_update(table, keys.event_key(event["tenant_id"], event["id"]), mark_sent_write()))
    if ops:
        transact(ops)


def create_many(fan_outs: Sequence[tuple[Record, Sequence[Record]]], *, enqueue_at: str) -> None:
    """`create_deliveries` for several events of one workspace in one transaction: each endpoint's counters
    are one operation however many of its deliveries the transaction creates (at most 100 operations)."""
    table = main_table()
    ops: list[dict] = []
    created: dict[tuple[str, str], int] = {}
    for event, deliveries in fan_outs:
        for delivery in deliveries:
            ops.append(tx_put(table, new_delivery_item(delivery, enqueue_at), Write().when_absent()))
            endpoint = (delivery["tenant_id"], delivery["endpoint_id"])
            created[endpoint] = created.get(endpoint, 0) + 1
        ops.append(tx_update(table, keys.event_key(event["tenant_id"], event["id"]), mark_sent_write()))
    for (tenant_id, endpoint_id), count in created.items():
        counters = Write().add(**_counter_moves({"pending": count}, created=count)).when_exists()
        ops.append(tx_update(table, keys.webhook_key(tenant_id, endpoint_id), counters))
    if ops:
        transact(ops)


def create_test_delivery(event: Record, delivery: Record, *, enqueue_at: str) -> None:
    """A `webhook.test` event (in no list, never relayed) and its one delivery, in one transaction."""
    table = main_table()
    counters = Write().add(**_counter_moves({delivery["status"]: 1}, created=1)).when_exists()
    try:
        transact(
            [
                *outbox_writes([{**event, "status": "sent"}]),
                tx_put(table, new_delivery_item(delivery, enqueue_at), Write().when_absent()),
                tx_update(table, keys.webhook_key(delivery["tenant_id"], delivery["endpoint_id"]), counters),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(2):
            raise EndpointMissing() from exc
        raise


def get_delivery(tenant_id: str, delivery_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.delivery_key(tenant_id, delivery_id), consistent=consistent)
    return DELIVERY.record(item) if item else None


def endpoint_item(tenant_id: str, endpoint_id: str) -> dict[str, Any] | None:
    """The raw endpoint item (with its delivery counters)."""
    return main_table().get(keys.webhook_key(tenant_id, endpoint_id))


def list_deliveries(tenant_id: str, endpoint_id: str, status: str | None, page: int, page_size: int) -> list[Record]:
    index, partition = delivery_collection(tenant_id, endpoint_id, status)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [DELIVERY.record(item) for item in items]


def deliveries_of_event(tenant_id: str, event_id: str) -> list[Record]:
    partition = ("GSI3PK", keys.collection(tenant_id, "EVENT", event_id, "DELIVERY"))
    return [DELIVERY.record(item) for item in main_table().query_all(index="GSI3", partition=partition, limit=200)]


def claim(delivery: Record, *, enqueue_at: str) -> Record:
    """Take the next attempt of a delivery as read: bump its version and move its due-index entry to
    `enqueue_at` (the relay's backstop should the attempt never be recorded). DeliveryChanged if another
    dispatcher or a retry changed it since it was read."""
    write = Write().add(version=1).set(**due_indexes(delivery, enqueue_at)).when_exists()
    write.when_equal(version=delivery["version"])
    try:
        main_table().update(keys.delivery_key(delivery["tenant_id"], delivery["id"]), write, return_values="NONE")
    except ConditionFailed:
        raise DeliveryChanged() from None
    return {**delivery, "version": delivery["version"] + 1}


def record_outcome(
    delivery: Record,
    changes: Mapping[str, Any],
    *,
    enqueue_at: str | None,
    endpoint_exists: bool = True,
    endpoint_changes: Mapping[str, Any] | None = None,
) -> Record:
    """Write a delivery's new state (`changes`: status, attempts, next attempt...) as of the version read, its
    due-index entry (`enqueue_at`, None: out of it), and on the endpoint item the counter moves of a status
    change and `endpoint_changes` (a 410 disables it), in one transaction. DeliveryChanged if the delivery
    changed since it was read."""
    moved = {**delivery, **changes}
    table = main_table()
    ops = [_rewrite(table, delivery, moved, enqueue_at)]
    deltas = (
        _counter_moves({delivery["status"]: -1, moved["status"]: 1}) if moved["status"] != delivery["status"] else {}
    )
    if endpoint_exists and (deltas or endpoint_changes):
        endpoint_write = WEBHOOK.changes(endpoint_changes or {})
        if deltas:
            endpoint_write.add(**deltas)
        ops.append(
            tx_update(
                table, keys.webhook_key(delivery["tenant_id"], delivery["endpoint_id"]), endpoint_write.when_exists()
            )
        )
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise DeliveryChanged() from exc
        if len(ops) > 1 and exc.failed(1):
            raise EndpointMissing() from exc
        raise
    return {**moved, "version": delivery["version"] + 1}


@dataclass
class Outcome:
    """An attempt's outcome to record: `record_outcome`'s arguments, and when to retry (None: no retry)."""

    delivery: Record
    changes: dict[str, Any]
    enqueue_at: str | None
    endpoint_changes: dict[str, Any] | None = None
    retry_in: int | None = None


_GROUP = 40  # deliveries per transaction (each endpoint of the group adds one operation; at most 100)


def record_outcomes(outcomes: Sequence[Outcome]) -> list[Record | None]:
    """Record many outcomes, `_GROUP` deliveries per transaction with one counter update per endpoint. A
    group whose transaction is cancelled (a delivery changed, an endpoint deleted) is recorded one by one.
    Returns each delivery as recorded, or None where it had changed meanwhile (left as it is)."""
    results: list[Record | None] = []
    for start in range(0, len(outcomes), _GROUP):
        group = outcomes[start : start + _GROUP]
        try:
            results.extend(_record_group(group))
        except TransactionCancelled:
            results.extend(_record_one(outcome) for outcome in group)
    return results


def _record_one(outcome: Outcome) -> Record | None:
    try:
        try:
            return record_outcome(
                outcome.delivery,
                outcome.changes,
                enqueue_at=outcome.enqueue_at,
                endpoint_changes=outcome.endpoint_changes,
            )
        except EndpointMissing:
            return record_outcome(
                outcome.delivery, outcome.changes, enqueue_at=outcome.enqueue_at, endpoint_exists=False
            )
    except DeliveryChanged:
        return None


def _record_group(group: Sequence[Outcome]) -> list[Record | None]:
    table = main_table()
    ops: list[dict] = []
    endpoints: dict[tuple[str, str], tuple[dict[str, int], dict[str, Any]]] = {}
    recorded: list[Record | None] = []
    for outcome in group:
        delivery = outcome.delivery
        moved = {**delivery, **outcome.changes}
        deltas, changes = endpoints.setdefault((delivery["tenant_id"], delivery["endpoint_id"]), ({}, {}))
        if moved["status"] != delivery["status"]:
            for name, delta in _counter_moves({delivery["status"]: -1, moved["status"]: 1}).items():
                deltas[name] = deltas.get(name, 0) + delta
        changes.update(outcome.endpoint_changes or {})
        ops.append(_rewrite(table, delivery, moved, outcome.enqueue_at))
        recorded.append({**moved, "version": delivery["version"] + 1})
    for (tenant_id, endpoint_id), (deltas, changes) in endpoints.items():
        if deltas or changes:
            endpoint_write = WEBHOOK.changes(changes)
            deltas = {name: delta for name, delta in deltas.items() if delta}
            if deltas:
                endpoint_write.add(**deltas)
            ops.append(tx_update(table, keys.webhook_key(tenant_id, endpoint_id), endpoint_write.when_exists()))
    transact(ops)
    return recorded


def _rewrite(table: Any, delivery: Record, moved: Record, enqueue_at: str | None) -> dict:
    """The whole new item of a delivery (fields, index keys for its status, due-index entry, version + 1), put
    on condition that the stored one still has the version read: one cheap write instead of an update of
    every changed attribute and index key."""
    item = {**DELIVERY.item(moved), **due_indexes(moved, enqueue_at), "version": delivery["version"] + 1}
    return tx_put(table, item, Write().when_equal(version=delivery["version"]))


def due_before(moment: str, limit: int) -> list[Record]:
    """Deliveries the relay must enqueue now: due-index entries at or before `moment`, from every shard."""
    shards = [due_partition(shard) for shard in range(DUE_SHARDS)]
    items = main_table().oldest_up_to(index=DUE_INDEX, partitions=shards, bound=moment + "~", limit=limit)
    return [DELIVERY.record(item) for item in items]
