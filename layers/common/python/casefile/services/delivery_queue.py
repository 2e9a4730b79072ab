"""Deliveries on WebhookQueue: new delivery records, their messages, and when the relay is their backstop.

A delivery waiting for an attempt always has a due-index entry (store.entities.DUE_INDEX): the time by which
the outbox relay enqueues it if nothing else has. For a wait SQS can hold (at most 15 minutes) a delayed
message is sent at once and the entry is a backstop a minute after the attempt is due, used only if that
message or its attempt is lost; for longer waits (30 min to 10 h) the entry is the due time itself.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from casefile import clock
from casefile.domain import webhooks as rules
from casefile.errors import Conflict, NotFound
from casefile.observability import correlation_attributes, logger
from casefile.settings import get_settings
from casefile.store import queue
from casefile.store import webhooks as store

BACKSTOP_SECONDS = 60
SQS_MAX_DELAY_SECONDS = 900


def new_delivery(event: dict[str, Any], endpoint_id: str, now_iso: str) -> dict[str, Any]:
    return {
        "id": rules.delivery_id(event["id"], endpoint_id),
        "tenant_id": event["tenant_id"],
        "endpoint_id": endpoint_id,
        "event_id": event["id"],
        "event_type": event["type"],
        "status": rules.PENDING,
        "attempt_count": 0,
        "next_attempt_at": now_iso,
        "attempts": [],
        "created_at": now_iso,
        "updated_at": now_iso,
    }


def backstop(moment: datetime, seconds: float = 0.0) -> str:
    """When the relay takes over a delivery due at `moment` (+ `seconds` of attempt time)."""
    return clock.iso(moment + timedelta(seconds=BACKSTOP_SECONDS + seconds))


def attempt_backstop(moment: datetime) -> str:
    """The backstop of an attempt starting at `moment`: after its timeout and a minute."""
    return backstop(moment, get_settings().webhook_timeout_seconds)


def message(delivery: dict[str, Any], *, attempt: int, manual: bool = False) -> dict[str, Any]:
    """A delivery's message: which attempt it is for (a message for an attempt already made is stale), and a
    token of its own, so that a re-sent message is not taken for a duplicate of an earlier one."""
    return {
        "tenant_id": delivery["tenant_id"],
        "delivery_id": delivery["id"],
        "attempt": attempt,
        "manual": manual,
        "token": clock.new_id(),
    }


def enqueue(delivery: dict[str, Any], *, attempt: int, delay: int = 0, manual: bool = False) -> bool:
    """Send a delivery's message (delayed up to 15 minutes). A failure is logged, not raised: the delivery's
    due-index entry makes the relay send it later."""
    url = get_settings().webhook_queue_url
    if not url:
        logger.warning("WEBHOOK_QUEUE_URL not set; the relay will enqueue the delivery")
        return False
    try:
        queue.send(
            url,
            message(delivery, attempt=attempt, manual=manual),
            delay_seconds=max(0, min(delay, SQS_MAX_DELAY_SECONDS)),
            attributes=correlation_attributes(),
        )
    except Exception:
        logger.exception("delivery not queued; the relay will", extra={"delivery_id": delivery["id"]})
        return False
    return True


def schedule_manual_retry(delivery: dict[str, Any]) -> dict[str, Any]:
    """Make the delivery pending with an attempt due now (same webhook-id), and enqueue that attempt."""
    now = clock.now()
    changes = {"status": rules.PENDING, "next_attempt_at": clock.iso(now), "updated_at": clock.iso(now)}
    try:
        updated = store.record_outcome(delivery, changes, enqueue_at=backstop(now))
    except store.DeliveryChanged:
        raise Conflict(
            "delivery_changed", "The delivery was being attempted at the same time; reload it and retry."
        ) from None
    except store.EndpointMissing:
        raise NotFound("Webhook not found") from None
    enqueue(updated, attempt=updated["attempt_count"] + 1, manual=True)
    return updated
