"""Outbox events: written in the same transaction as the state change (see store.cases), then sent to
WebhookQueue."""

from __future__ import annotations

from typing import Any


def queue_message(event: dict[str, Any]) -> dict[str, str]:
    """What goes on WebhookQueue: a reference; the dispatcher reads the event item itself."""
    return {"tenant_id": event["tenant_id"], "event_id": event["id"], "type": event["type"]}
