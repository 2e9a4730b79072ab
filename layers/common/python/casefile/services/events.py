"""Building outbox events and handing them to WebhookQueue."""

from __future__ import annotations

from typing import Any

from casefile import clock
from casefile.observability import CORRELATION_ID_ATTRIBUTE, correlation_attributes, logger
from casefile.settings import get_settings
from casefile.store import queue
from casefile.store.entities import INTERNAL_STATUS
from casefile.store.events import queue_message

# Events the platform records in the outbox (with the state change, in one transaction) but does not deliver:
# webhook endpoints may subscribe only to case.created and case.scored. Their status is `internal`, never
# `pending`, so neither `publish` nor the outbox relay (which re-sends pending events) sends them to WebhookQueue.
INTERNAL = INTERNAL_STATUS  # "internal"
INTERNAL_EVENT_TYPES = frozenset(
    {
        "document.created",
        "document.queued",
        "document.processing",
        "document.completed",
        "document.failed",
        "document.attached",
        "document.detached",
        "document.rejected",  # a person's rejection: on the timeline (the reason, never the note)
        "field.corrected",  # a person's correction of a case's field: on the timeline (the field, never the values)
        "field.correction_removed",
        "case.updated",  # a PATCH: on the case's timeline (which fields), not a webhook
        "case.decided",  # a person's decision: on the timeline; webhooks offer case.created and case.scored
        "bank_connection.connected",
    }
)


SYSTEM = {"type": "system", "id": None}


def new_event(
    event_type: str, tenant_id: str, environment: str, data: dict[str, Any], actor: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An event to write with the change it reports; `actor`: who caused it (a user), else the system."""
    event = {
        "id": clock.new_id(),
        "tenant_id": tenant_id,
        "type": event_type,
        "environment": environment,
        "created_at": clock.now_iso(),
        "data": data,
        "correlation_id": correlation_attributes().get(CORRELATION_ID_ATTRIBUTE),
        "actor": actor or SYSTEM,
    }
    if event_type in INTERNAL_EVENT_TYPES:
        event["status"] = INTERNAL
    return event


def publish(event: dict[str, Any]) -> bool:
    """Send a committed event to WebhookQueue, with the current correlation id as a message attribute (so the
    worker's log lines carry the API request's). A failure is not the caller's: the event stays pending in
    the outbox and the relay sends it later, so this logs and returns False instead of raising."""
    if event.get("status") == INTERNAL or event["type"] in INTERNAL_EVENT_TYPES:
        return False  # recorded, never delivered
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
