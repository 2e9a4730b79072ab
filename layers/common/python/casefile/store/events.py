"""Outbox events: written in the same transaction as the state change (see store.cases), then sent to
WebhookQueue. Every writer of events uses `outbox_writes()`, which also counts them for the events list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import Write, tx_put, tx_update
from casefile.store.entities import (
    EVENT,
    OUTBOX_INDEX,
    OUTBOX_SHARDS,
    TIMELINE_INDEX,
    Record,
    listed,
    outbox_partition,
    timeline_partition,
)
from casefile.store.tables import main_table


def queue_message(event: dict[str, Any]) -> dict[str, str]:
    """What goes on WebhookQueue: a reference (the dispatcher reads the event item itself) and a token of this
    send, so that the relay's re-send is not taken for a duplicate of a message handled before."""
    import uuid

    return {"tenant_id": event["tenant_id"], "event_id": event["id"], "type": event["type"], "token": str(uuid.uuid4())}


def get_many(tenant_event_ids: Sequence[tuple[str, str]]) -> list[Record]:
    """The events named by (tenant id, event id), read consistently (those that exist, in any order)."""
    table = main_table()
    found: list[Record] = []
    for start in range(0, len(tenant_event_ids), 100):
        chunk = tenant_event_ids[start : start + 100]
        found.extend(
            EVENT.record(item) for item in table.batch_get([keys.event_key(t, e) for t, e in chunk], consistent=True)
        )
    return found


def outbox_writes(events: Sequence[Record]) -> list[dict]:
    """The transaction operations that store `events` (all of one workspace) beside a state change: each event
    item (pending, in the relay's index) and the workspace's event counters (list totals, per type)."""
    table = main_table()
    ops = [tx_put(table, EVENT.item(event), Write().when_absent()) for event in events]
    counted = [event for event in events if listed(event)]
    if counted:
        deltas: dict[str, int] = {"total": len(counted)}
        for event in counted:
            deltas[f"type#{event['type']}"] = deltas.get(f"type#{event['type']}", 0) + 1
        ops.append(tx_update(table, keys.event_counters_key(counted[0]["tenant_id"]), Write().add(**deltas)))
    return ops


def get(tenant_id: str, event_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.event_key(tenant_id, event_id), consistent=consistent)
    return EVENT.record(item) if item else None


def count(tenant_id: str, event_type: str | None) -> int:
    item = main_table().get(keys.event_counters_key(tenant_id)) or {}
    return int(item.get(f"type#{event_type}" if event_type else "total", 0))


def list_page(tenant_id: str, event_type: str | None, page: int, page_size: int) -> list[Record]:
    if event_type:
        index, partition = "GSI2", keys.collection(tenant_id, "EVENT", "TYPE", event_type)
    else:
        index, partition = "GSI1", keys.collection(tenant_id, "EVENT")
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [EVENT.record(item) for item in items]


def timeline_page(tenant_id: str, case_id: str, page: int, page_size: int) -> tuple[list[Record], int]:
    """One page of a case's events, newest first, and how many it has (a case has tens: read whole)."""
    items, total = main_table().filtered_page(
        index=TIMELINE_INDEX,
        partition=(f"{TIMELINE_INDEX}PK", timeline_partition(tenant_id, case_id)),
        where={},
        page=page,
        page_size=page_size,
    )
    return [EVENT.record(item) for item in items], total


def mark_sent_write() -> Write:
    """The update that takes an event out of the relay's index: the dispatcher has fanned it out."""
    return Write().set(status="sent").remove(f"{OUTBOX_INDEX}PK", f"{OUTBOX_INDEX}SK").when_exists()


def mark_sent(tenant_id: str, event_id: str) -> None:
    main_table().update(keys.event_key(tenant_id, event_id), mark_sent_write(), return_values="NONE")


def pending_before(cutoff: str, limit: int) -> list[Record]:
    """Events still pending that were created before `cutoff` (ISO time), oldest first, from every shard."""
    shards = [outbox_partition(shard) for shard in range(OUTBOX_SHARDS)]
    items = main_table().oldest_up_to(index=OUTBOX_INDEX, partitions=shards, bound=cutoff, limit=limit)
    return [EVENT.record(item) for item in items]
