"""The webhook dispatcher and the outbox relay.

Dispatcher (functions/webhook_dispatcher, on WebhookQueue through `casefile.workers.sqs_worker`):
- an event message (`{tenant_id, event_id, type}`, sent after the commit by the API, or by the relay) is fanned
  out: one delivery per active endpoint of the workspace subscribed to the event's type, created in one
  transaction with the event marked sent. A delivery's id is derived from (event, endpoint), so a second
  fan-out of the same event creates nothing: the dispatcher is idempotent per (event, endpoint);
- a delivery message (`{tenant_id, delivery_id, attempt, ...}`) is one attempt of one delivery: a retry, a
  manual redelivery, a test event, or the relay's backstop. A message for an attempt already made is stale
  and dropped.
Every attempt is first claimed (the delivery's version, conditionally), then made in a thread of its own, so
the attempts of a batch run side by side: a slow or hanging endpoint holds up no other endpoint's attempt.
Outcomes are recorded when the batch's attempts are done (one transaction per delivery: the attempt, the
status, the next attempt, the endpoint's counters); a retry due within 15 minutes is a delayed SQS message,
a later one waits in the due index for the relay.

Relay (functions/outbox_relay, every minute): sends the events still pending a minute after they were
written (the API crashed between commit and enqueue, or the queue refused), and the deliveries whose due-index
entry has come (long retries, lost messages or attempts).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from casefile import clock
from casefile.domain import webhooks as rules
from casefile.observability import logger
from casefile.services import delivery_queue
from casefile.settings import get_settings
from casefile.store import events as event_store
from casefile.store import queue, signing_secrets
from casefile.store import webhooks as store
from casefile.store.dynamo import TransactionCancelled
from casefile.store.events import queue_message

MAX_KEPT_ATTEMPTS = 50
RELAY_AFTER_SECONDS = 60
RELAY_BATCH = 100
RELAY_RECHECK_SECONDS = 300  # a delivery the relay enqueued is due again then, should that message be lost too
FAN_OUT_TRIES = 3
USER_AGENT = "Casefile-Webhooks/1.0"


class EventMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tenant_id: str
    event_id: str
    type: str
    token: str = ""


class DeliveryMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["delivery"] = "delivery"
    tenant_id: str
    delivery_id: str
    attempt: int = Field(ge=1)
    manual: bool = False
    token: str


Message = DeliveryMessage | EventMessage


def idempotency_key(message: EventMessage | DeliveryMessage) -> str:
    if isinstance(message, EventMessage):
        return f"event:{message.event_id}:{message.token}"
    return f"delivery:{message.delivery_id}:{message.attempt}:{message.token}"


@dataclass
class Job:
    delivery: dict[str, Any]  # as claimed (its version after the claim)
    endpoint: dict[str, Any]
    event: dict[str, Any]
    manual: bool
    started: datetime = field(default_factory=clock.now)
    future: Future[Any] | None = None


_state = threading.local()
_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()
POOL_SIZE = 32


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=POOL_SIZE, thread_name_prefix="webhook")
        return _pool


def _jobs() -> list[Job]:
    jobs = getattr(_state, "jobs", None)
    if jobs is None:
        raise RuntimeError("attempts are made inside dispatch.invocation()")
    return jobs


@contextmanager
def invocation() -> Iterator[None]:
    """One dispatcher invocation: attempts start while the batch's messages are handled, and their outcomes
    are recorded when they are all done (also when handling the batch raised)."""
    _state.jobs, _state.endpoints, _state.fan_outs = [], {}, []
    try:
        yield
    finally:
        try:
            fan_out_many(_state.fan_outs)
        except Exception:  # the events stay pending: the relay sends them again
            logger.exception("fan-out failed; the relay will re-send the events")
        jobs, _state.jobs, _state.endpoints, _state.fan_outs = _state.jobs, None, None, None
        finish(jobs)


def handler(worker: Callable[[dict[str, Any], Any], dict[str, Any]]) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """The dispatcher's Lambda handler: the sqs_worker handler inside one `invocation()`."""

    def handle(event: dict[str, Any], context: Any) -> dict[str, Any]:
        with invocation():
            return worker(event, context)

    return handle


# messages ------------------------------------------------------------------------------------------------
def process(message: EventMessage | DeliveryMessage, record: Any = None) -> None:
    if isinstance(message, EventMessage):
        batched: list[tuple[str, str]] | None = getattr(_state, "fan_outs", None)
        if batched is None:
            fan_out(message.tenant_id, message.event_id)
        else:  # fanned out with the batch's other events when the batch's messages are read
            batched.append((message.tenant_id, message.event_id))
    else:
        attempt(message)


FAN_OUT_OPERATIONS = 100  # DynamoDB's limit on one transaction


def fan_out_many(refs: list[tuple[str, str]]) -> None:
    """Fan out a batch's events: read them in one call, and create their deliveries in as few transactions as
    fit (a transaction per workspace, split at 100 operations). A transaction that is cancelled (a concurrent
    fan-out, an endpoint deleted) is redone event by event."""
    if not refs:
        return
    by_tenant: dict[str, list[dict[str, Any]]] = {}
    for event in event_store.get_many(list(dict.fromkeys(refs))):
        if event["status"] == "pending":
            by_tenant.setdefault(event["tenant_id"], []).append(event)
    now = clock.now()
    for tenant_id, events in by_tenant.items():
        endpoints = _endpoints_of(tenant_id)
        chunk: list[tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]] = []
        size = 0
        for event in events:
            targets = [e for e in endpoints if rules.receives(e, event)]
            cost = len(targets) + 1
            if chunk and size + cost + len(endpoints) > FAN_OUT_OPERATIONS:
                _create_chunk(chunk, now)
                chunk, size = [], 0
            deliveries = [delivery_queue.new_delivery(event, e["id"], clock.iso(now)) for e in targets]
            chunk.append((event, deliveries, targets))
            size += cost
        _create_chunk(chunk, now)


def _create_chunk(
    chunk: list[tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]], now: datetime
) -> None:
    if not chunk:
        return
    try:
        store.create_many(
            [(event, deliveries) for event, deliveries, _ in chunk], enqueue_at=delivery_queue.attempt_backstop(now)
        )
    except TransactionCancelled:
        for event, _, _ in chunk:
            _forget_endpoints(event["tenant_id"])
            try:
                fan_out(event["tenant_id"], event["id"])
            except Exception:  # still pending: the relay sends it again
                logger.exception("fan-out failed; the relay will re-send the event", extra={"event_id": event["id"]})
        return
    for event, deliveries, targets in chunk:
        for delivery, endpoint in zip(deliveries, targets, strict=True):
            _start({**delivery, "version": 1}, endpoint, event, manual=False)


def fan_out(tenant_id: str, event_id: str) -> None:
    for _ in range(FAN_OUT_TRIES):
        event = event_store.get(tenant_id, event_id, consistent=True)
        if event is None:
            logger.warning("event not found; nothing to deliver", extra={"event_id": event_id})
            return
        if event["status"] != "pending":
            logger.info("event already fanned out", extra={"event_id": event_id})
            return
        endpoints = [e for e in _endpoints_of(tenant_id) if rules.receives(e, event)]
        now = clock.now()
        deliveries = [delivery_queue.new_delivery(event, e["id"], clock.iso(now)) for e in endpoints]
        try:
            store.create_deliveries(event, deliveries, enqueue_at=delivery_queue.attempt_backstop(now), mark_sent=True)
        except TransactionCancelled:
            _forget_endpoints(tenant_id)
            continue  # another fan-out of this event, or an endpoint deleted meanwhile: look again
        for delivery, endpoint in zip(deliveries, endpoints, strict=True):
            _start({**delivery, "version": 1}, endpoint, event, manual=False)
        logger.info("event fanned out", extra={"event_id": event_id, "deliveries": len(deliveries)})
        return
    raise RuntimeError("the event's fan-out kept colliding with concurrent changes")


def _endpoints_of(tenant_id: str) -> list[dict[str, Any]]:
    """The workspace's endpoints, read once per invocation (a batch often holds many events of one workspace;
    an endpoint changed meanwhile is seen by the next batch, and its attempts read it again)."""
    cache: dict[str, list[dict[str, Any]]] | None = getattr(_state, "endpoints", None)
    if cache is None:
        return store.list_endpoints(tenant_id)
    if tenant_id not in cache:
        cache[tenant_id] = store.list_endpoints(tenant_id)
    return cache[tenant_id]


def _forget_endpoints(tenant_id: str) -> None:
    cache = getattr(_state, "endpoints", None)
    if cache is not None:
        cache.pop(tenant_id, None)


def attempt(message: DeliveryMessage) -> None:
    tenant_id = message.tenant_id
    delivery = store.get_delivery(tenant_id, message.delivery_id, consistent=True)
    if delivery is None:
        logger.warning("delivery not found", extra={"delivery_id": message.delivery_id})
        return
    if delivery["status"] != rules.PENDING or delivery["attempt_count"] != message.attempt - 1:
        logger.info("stale delivery message; the attempt was made already", extra={"delivery_id": delivery["id"]})
        return
    endpoint = store.get_endpoint(tenant_id, delivery["endpoint_id"], consistent=True)
    event = event_store.get(tenant_id, delivery["event_id"])
    now = clock.now()
    why_not = None
    if endpoint is None:
        why_not = "the endpoint was deleted"
    elif not endpoint["is_active"] and delivery["event_type"] != rules.TEST_EVENT:
        why_not = "the endpoint is disabled"
    elif event is None:
        why_not = "the event no longer exists"
    if why_not is not None or endpoint is None or event is None:
        _give_up(delivery, why_not or "", now, endpoint_exists=endpoint is not None)
        return
    try:
        claimed = store.claim(delivery, enqueue_at=delivery_queue.attempt_backstop(now))
    except store.DeliveryChanged:
        logger.info("another dispatcher took this attempt", extra={"delivery_id": delivery["id"]})
        return
    _start(claimed, endpoint, event, manual=message.manual)


def _give_up(delivery: dict[str, Any], why: str, now: datetime, *, endpoint_exists: bool) -> None:
    changes = {
        "status": rules.FAILED,
        "next_attempt_at": None,
        "last_error": why,
        "updated_at": clock.iso(now),
    }
    try:
        store.record_outcome(delivery, changes, enqueue_at=None, endpoint_exists=endpoint_exists)
    except (store.DeliveryChanged, store.EndpointMissing):
        logger.info("delivery changed meanwhile; left as it is", extra={"delivery_id": delivery["id"]})


# attempts ------------------------------------------------------------------------------------------------
def signed_request(event: dict[str, Any], secret: str, moment: datetime) -> tuple[bytes, dict[str, str]]:
    """The body and headers of one attempt (Standard Webhooks): the id is the event's, the same on every
    attempt and for every endpoint; the timestamp is the attempt's."""
    from standardwebhooks import Webhook

    body = json.dumps(rules.payload(event), separators=(",", ":"), ensure_ascii=False)
    headers = {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": event["id"],
        "webhook-timestamp": str(int(moment.timestamp())),
        "webhook-signature": Webhook(secret).sign(event["id"], moment, body),
    }
    return body.encode("utf-8"), headers


def _start(delivery: dict[str, Any], endpoint: dict[str, Any], event: dict[str, Any], *, manual: bool) -> None:
    job = Job(delivery, endpoint, event, manual)
    secret = signing_secrets.decrypt(endpoint["secret_ciphertext"], endpoint["tenant_id"], endpoint["id"])
    body, headers = signed_request(event, secret, job.started)
    settings = get_settings()
    from casefile import net

    job.future = _executor().submit(
        net.post,
        endpoint["url"],
        body,
        headers,
        timeout=settings.webhook_timeout_seconds,
        allow_loopback=settings.webhook_allow_loopback,
    )
    _jobs().append(job)


def finish(jobs: list[Job]) -> None:
    """Wait for the attempts and record their outcomes (many per transaction). A failure to record one is
    logged: the delivery's due-index entry (set when its attempt was claimed) brings it back via the relay."""
    outcomes: list[store.Outcome] = []
    for job in jobs:
        try:
            assert job.future is not None
            outcomes.append(_outcome(job, job.future.result()))
        except Exception:
            logger.exception(
                "attempt failed unexpectedly; the relay will retry it", extra={"delivery_id": job.delivery["id"]}
            )
    try:
        recorded = store.record_outcomes(outcomes)
    except Exception:
        logger.exception("attempt outcomes not recorded; the relay will retry them")
        return
    for outcome, updated in zip(outcomes, recorded, strict=True):
        if (
            updated is not None
            and outcome.retry_in is not None
            and outcome.retry_in <= delivery_queue.SQS_MAX_DELAY_SECONDS
        ):
            delivery_queue.enqueue(updated, attempt=updated["attempt_count"] + 1, delay=outcome.retry_in)


def _outcome(job: Job, result: Any) -> store.Outcome:
    delivery, now = job.delivery, clock.now()
    made = delivery["attempt_count"] + 1
    status_code = result.status_code
    delay: int | None = None
    if rules.is_success(status_code):
        status = rules.DELIVERED
    else:
        delay = rules.next_delay(made, status_code, rules.retry_after_seconds(result.retry_after, now))
        status = rules.PENDING if delay is not None else rules.FAILED
    next_at = now + timedelta(seconds=delay) if delay is not None else None
    entry = {
        "attempted_at": clock.iso(job.started),
        "status_code": status_code,
        "duration_ms": result.duration_ms,
        "error": result.error,
        "response_excerpt": result.body_excerpt,
        "next_attempt_at": clock.iso(next_at) if next_at else None,
        "manual": job.manual,
    }
    changes: dict[str, Any] = {
        "status": status,
        "attempt_count": made,
        "attempts": [*delivery["attempts"], entry][-MAX_KEPT_ATTEMPTS:],
        "next_attempt_at": entry["next_attempt_at"],
        "last_status_code": status_code,
        "last_error": result.error if status != rules.DELIVERED else None,
        "updated_at": clock.iso(now),
    }
    if status == rules.DELIVERED:
        changes["delivered_at"] = clock.iso(now)
    enqueue_at = None
    if next_at is not None and delay is not None:
        enqueue_at = (
            delivery_queue.backstop(next_at) if delay <= delivery_queue.SQS_MAX_DELAY_SECONDS else clock.iso(next_at)
        )
    endpoint_changes = None
    if status_code == 410:
        endpoint_changes = {
            "is_active": False,
            "disabled_reason": f"the endpoint answered 410 Gone at {clock.iso(now)}",
            "updated_at": clock.iso(now),
        }
        logger.warning("endpoint answered 410 Gone; disabled", extra={"endpoint_id": delivery["endpoint_id"]})
    return store.Outcome(delivery, changes, enqueue_at, endpoint_changes, retry_in=delay)


# relay ---------------------------------------------------------------------------------------------------
def relay(now: datetime | None = None) -> dict[str, int]:
    """Send what is owed to WebhookQueue: events pending for over a minute, and due deliveries."""
    now = now or clock.now()
    url = get_settings().webhook_queue_url
    cutoff = clock.iso(now - timedelta(seconds=RELAY_AFTER_SECONDS))
    events = event_store.pending_before(cutoff, RELAY_BATCH)
    for event in events:
        queue.send(url, queue_message(event), attributes={"correlation_id": event.get("correlation_id")})
    sent_deliveries = 0
    for delivery in store.due_before(clock.iso(now), RELAY_BATCH):
        if delivery["status"] != rules.PENDING:
            continue
        try:
            store.claim(delivery, enqueue_at=clock.iso(now + timedelta(seconds=RELAY_RECHECK_SECONDS)))
        except store.DeliveryChanged:
            continue
        delivery_queue.enqueue(delivery, attempt=delivery["attempt_count"] + 1)
        sent_deliveries += 1
    counts = {"events": len(events), "deliveries": sent_deliveries}
    if events or sent_deliveries:
        logger.info("relayed", extra=counts)
    return counts
