"""Building outbox events and handing them to WebhookQueue."""

from __future__ import annotations

from typing import Any

from casefile import clock
from casefile.observability import CORRELATION_ID_ATTRIBUTE, correlation_attributes, logger
from casefile.settings import get_settings
from casefile.store import queue
from casefile.store.events import queue_message


def new_event(event_type: str, tenant_id: str, environment: str, data: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": clock.new_id(),
        "tenant_id": tenant_id,
        "type": event_type,
        "environment": environment,
        "created_at": clock.now_iso(),
        "data": data,
        "correlation_id": correlation_attributes().get(CORRELATION_ID_ATTRIBUTE),
    }


def publish(event: dict[str, Any]) -> bool:
    """Send a committed event to WebhookQueue, with the current correlation id as a message attribute (so the
    worker's log lines carry the API request's). A failure is not the caller's: the event stays pending in
    the outbox and the relay sends it later, so this logs and returns False instead of raising."""
    url = get_settings().webhook_queue_url
    if not url:
        logger.warning("WEBHOOK_QUEUE_URL not set; event left in the outbox", extra={"event_id": event["id"]})
        return False
    try:
        queue.send(url, queue_message(event), attributes=correlation_attributes())
    except Exception:
        logger.exception("event not queued; left in the outbox for the relay", extra={"event_id": event["id"]})
        return False
    return True
