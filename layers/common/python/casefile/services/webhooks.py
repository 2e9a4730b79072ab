"""Webhook endpoints, their delivery log, and the workspace's events (the console routes)."""

from __future__ import annotations

import secrets
from typing import Any

from casefile import clock
from casefile.domain import webhooks as rules
from casefile.errors import CodedUnprocessable, NotFound
from casefile.models.pages import Page
from casefile.models.webhooks import (
    Delivery,
    DeliveryDetail,
    DeliveryStatus,
    Event,
    EventDetail,
    WebhookCreate,
    WebhookEndpoint,
    WebhookEndpointCreated,
    WebhookPatch,
)
from casefile.services import delivery_queue
from casefile.services.principal import Principal
from casefile.settings import get_settings
from casefile.store import events as event_store
from casefile.store import signing_secrets
from casefile.store import webhooks as store

WEBHOOK_NOT_FOUND = "Webhook not found"
DELIVERY_NOT_FOUND = "Delivery not found"
EVENT_NOT_FOUND = "Event not found"
MAX_ENDPOINTS = 20
TEST_MESSAGE = "A test event from Casefile: your endpoint receives and verifies signed events."


def _unknown_events(unknown: list[str]) -> CodedUnprocessable:
    return CodedUnprocessable(
        "unknown_webhook_event",
        f"Unknown event name(s): {', '.join(repr(u) for u in unknown)}. Allowed: {', '.join(rules.EVENT_TYPES)}.",
        allowed=list(rules.EVENT_TYPES),
    )


def _events(value: Any) -> str:
    try:
        return rules.normalise_events(value)
    except rules.UnknownEvents as exc:
        raise _unknown_events(exc.unknown) from None


def _check_url(url: str) -> str:
    from casefile import net

    problem = net.check_url(url, allow_loopback=get_settings().webhook_allow_loopback)
    if problem:
        raise CodedUnprocessable("webhook_url_not_allowed", f"This URL cannot receive webhooks: {problem}.", url=url)
    return url


def _resource(record: dict[str, Any]) -> WebhookEndpoint:
    return WebhookEndpoint.model_validate(record)


def create_endpoint(principal: Principal, body: WebhookCreate) -> WebhookEndpointCreated:
    events = _events(body.events)
    url = _check_url(body.url)
    now = clock.now_iso()
    endpoint_id = clock.new_id()
    secret = rules.new_secret(secrets.token_bytes(rules.SECRET_BYTES))
    record = {
        "id": endpoint_id,
        "tenant_id": principal.tenant_id,
        "url": url,
        "events": events,
        "is_active": body.is_active,
        "description": body.description or "",
        "created_at": now,
        "updated_at": now,
        "secret_ciphertext": signing_secrets.encrypt(secret, principal.tenant_id, endpoint_id),
    }
    try:
        store.create_endpoint(record, max_endpoints=MAX_ENDPOINTS)
    except store.TooManyEndpoints:
        raise CodedUnprocessable(
            "webhook_limit_reached",
            f"A workspace can have at most {MAX_ENDPOINTS} webhook endpoints; delete one first.",
            limit=MAX_ENDPOINTS,
        ) from None
    return WebhookEndpointCreated(**_resource(record).model_dump(), secret=secret)


def list_endpoints(principal: Principal) -> list[WebhookEndpoint]:
    return [_resource(r) for r in store.list_endpoints(principal.tenant_id, limit=MAX_ENDPOINTS * 2)]


def _endpoint(tenant_id: str, endpoint_id: str) -> dict[str, Any]:
    found = store.get_endpoint(tenant_id, endpoint_id)
    if found is None:
        raise NotFound(WEBHOOK_NOT_FOUND)
    return found


def get_endpoint(principal: Principal, endpoint_id: str) -> WebhookEndpoint:
    return _resource(_endpoint(principal.tenant_id, endpoint_id))


def update_endpoint(principal: Principal, endpoint_id: str, body: WebhookPatch) -> WebhookEndpoint:
    """Change the fields the body sets (null or absent: unchanged)."""
    sent = body.model_dump(exclude_unset=True)
    changes = {name: value for name, value in sent.items() if value is not None}
    if "events" in changes:
        changes["events"] = _events(changes["events"])
    if not changes:
        return get_endpoint(principal, endpoint_id)
    _endpoint(principal.tenant_id, endpoint_id)  # an unknown endpoint is a 404 before any URL check
    if "url" in changes:
        changes["url"] = _check_url(changes["url"])
    if changes.get("is_active") is True:
        changes["disabled_reason"] = None
    try:
        updated = store.update_endpoint(principal.tenant_id, endpoint_id, {**changes, "updated_at": clock.now_iso()})
    except store.EndpointMissing:
        raise NotFound(WEBHOOK_NOT_FOUND) from None
    return _resource(updated)


def delete_endpoint(principal: Principal, endpoint_id: str) -> None:
    try:
        store.delete_endpoint(principal.tenant_id, endpoint_id)
    except store.EndpointMissing:
        raise NotFound(WEBHOOK_NOT_FOUND) from None


def send_test_event(principal: Principal, endpoint_id: str) -> Delivery:
    """A signed `webhook.test` event to this endpoint (active or not): stored with its one delivery, then
    handed to the dispatcher. Answers the delivery (pending); its log shows the outcome."""
    endpoint = _endpoint(principal.tenant_id, endpoint_id)
    now = clock.now()
    event = {
        "id": clock.new_id(),
        "tenant_id": principal.tenant_id,
        "type": rules.TEST_EVENT,
        "environment": "sandbox",
        "created_at": clock.iso(now),
        "data": {"endpoint_id": endpoint["id"], "message": TEST_MESSAGE},
        "status": "sent",
    }
    delivery = delivery_queue.new_delivery(event, endpoint_id, clock.iso(now))
    try:
        store.create_test_delivery(event, delivery, enqueue_at=delivery_queue.backstop(now))
    except store.EndpointMissing:
        raise NotFound(WEBHOOK_NOT_FOUND) from None
    delivery_queue.enqueue(delivery, attempt=1)
    return Delivery.model_validate(delivery)


# deliveries ------------------------------------------------------------------------------------------------
def list_deliveries(
    principal: Principal, endpoint_id: str, *, status: str | None, page: int, page_size: int
) -> Page[Delivery]:
    item = store.endpoint_item(principal.tenant_id, endpoint_id)
    if item is None:
        raise NotFound(WEBHOOK_NOT_FOUND)
    total = int(item.get(f"deliveries#{status}" if status else "deliveries_total", 0))
    records = (
        store.list_deliveries(principal.tenant_id, endpoint_id, status, page, page_size)
        if (page - 1) * page_size < total
        else []
    )
    items = [Delivery.model_validate(r) for r in records]
    return Page[Delivery](items=items, total=total, page=page, page_size=page_size)


def _delivery(principal: Principal, endpoint_id: str, delivery_id: str) -> dict[str, Any]:
    _endpoint(principal.tenant_id, endpoint_id)
    found = store.get_delivery(principal.tenant_id, delivery_id)
    if found is None or found["endpoint_id"] != endpoint_id:
        raise NotFound(DELIVERY_NOT_FOUND)
    return found


def get_delivery(principal: Principal, endpoint_id: str, delivery_id: str) -> DeliveryDetail:
    return DeliveryDetail.model_validate(_delivery(principal, endpoint_id, delivery_id))


def retry_delivery(principal: Principal, endpoint_id: str, delivery_id: str) -> DeliveryDetail:
    """A manual redelivery, now, with the same webhook-id (any status; a pending one is brought forward)."""
    delivery = _delivery(principal, endpoint_id, delivery_id)
    updated = delivery_queue.schedule_manual_retry(delivery)
    return DeliveryDetail.model_validate(updated)


# events ----------------------------------------------------------------------------------------------------
def list_events(principal: Principal, *, event_type: str | None, page: int, page_size: int) -> Page[Event]:
    total = event_store.count(principal.tenant_id, event_type)
    records = (
        event_store.list_page(principal.tenant_id, event_type, page, page_size)
        if (page - 1) * page_size < total
        else []
    )
    return Page[Event](items=[Event.model_validate(r) for r in records], total=total, page=page, page_size=page_size)


def get_event(principal: Principal, event_id: str) -> EventDetail:
    event = event_store.get(principal.tenant_id, event_id)
    if event is None or event["type"] == rules.TEST_EVENT:
        raise NotFound(EVENT_NOT_FOUND)
    deliveries = [
        DeliveryStatus(
            delivery_id=d["id"],
            endpoint_id=d["endpoint_id"],
            status=d["status"],
            attempt_count=d["attempt_count"],
            last_status_code=d.get("last_status_code"),
            next_attempt_at=d.get("next_attempt_at"),
            delivered_at=d.get("delivered_at"),
        )
        for d in store.deliveries_of_event(principal.tenant_id, event_id)
    ]
    return EventDetail(**Event.model_validate(event).model_dump(), deliveries=deliveries)
