"""Outbox events: written in the same transaction as the state change, then sent to WebhookQueue."""

from __future__ import annotations

from typing import Any

from casefile.store import keys
from casefile.store.dynamo import Item, Table, tx_put


def event_item(event: dict[str, Any]) -> Item:
    tid, eid = event["tenant_id"], event["id"]
    return {
        **keys.event_key(tid, eid),
        "entity": "event",
        "GSI1PK": keys.collection(tid, "EVENT"),
        "GSI1SK": keys.sort_key(event["created_at"], eid),
        "status": "pending",
        **event,
    }


def tx_put_event(table: Table, event: dict[str, Any]) -> dict:
    return tx_put(table, event_item(event), "attribute_not_exists(PK)")


def queue_message(event: dict[str, Any]) -> dict[str, str]:
    """What goes on WebhookQueue: a reference; the dispatcher reads the event item itself."""
    return {"tenant_id": event["tenant_id"], "event_id": event["id"], "type": event["type"]}
