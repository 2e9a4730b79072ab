"""Webhooks function: /v1/webhooks/* (endpoints, test event, delivery log) and /v1/events/* (what happened,
with each event's delivery status per endpoint: the integrator's reconciliation view of the same data)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated, Literal
from uuid import UUID

from fastapi import APIRouter, Query, Response

from casefile.api.app import create_app, lambda_handler, started
from casefile.api.deps import Member
from casefile.api.openapi import (
    CONCURRENT_WRITE,
    DELIVERY_CHANGED,
    UNKNOWN_WEBHOOK_EVENT,
    WEBHOOK_LIMIT_REACHED,
    WEBHOOK_URL_NOT_ALLOWED,
    errors_for,
)
from casefile.models.pages import Page
from casefile.models.webhooks import (
    Delivery,
    DeliveryDetail,
    Event,
    EventDetail,
    WebhookCreate,
    WebhookEndpoint,
    WebhookEndpointCreated,
    WebhookPatch,
)
from casefile.services import webhooks

router = APIRouter(prefix="/v1/webhooks", tags=["webhooks"])
events_router = APIRouter(prefix="/v1/events", tags=["events"])

DeliveryStatusFilter = Literal["pending", "delivered", "failed"]
EventTypeFilter = Literal["case.created", "case.scored"]


@router.post(
    "",
    status_code=201,
    response_model=WebhookEndpointCreated,
    responses=errors_for(UNKNOWN_WEBHOOK_EVENT, WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_LIMIT_REACHED, CONCURRENT_WRITE),
)
def create_webhook(body: WebhookCreate, principal: Member) -> WebhookEndpointCreated:
    """Register an endpoint. The answer holds its signing `secret` (`whsec_...`) once: store it, it is never
    shown again. In production the URL must be https:// to a host with public addresses only."""
    return webhooks.create_endpoint(principal, body)


@router.get("", response_model=list[WebhookEndpoint])
def list_webhooks(principal: Member) -> list[WebhookEndpoint]:
    """The workspace's endpoints, newest first (an array, as the spec has it)."""
    return webhooks.list_endpoints(principal)


@router.get("/{endpoint_id}", response_model=WebhookEndpoint)
def get_webhook(endpoint_id: UUID, principal: Member) -> WebhookEndpoint:
    """One endpoint (never its secret)."""
    return webhooks.get_endpoint(principal, str(endpoint_id))


@router.patch(
    "/{endpoint_id}",
    response_model=WebhookEndpoint,
    responses=errors_for(UNKNOWN_WEBHOOK_EVENT, WEBHOOK_URL_NOT_ALLOWED),
)
def update_webhook(endpoint_id: UUID, body: WebhookPatch, principal: Member) -> WebhookEndpoint:
    """Change only the fields sent (`url`, `events`, `description`, `is_active`). The secret cannot change."""
    return webhooks.update_endpoint(principal, str(endpoint_id), body)


@router.delete("/{endpoint_id}", status_code=204, response_class=Response, responses=errors_for(CONCURRENT_WRITE))
def delete_webhook(endpoint_id: UUID, principal: Member) -> Response:
    """Remove an endpoint: it receives nothing more (deliveries still pending for it fail)."""
    webhooks.delete_endpoint(principal, str(endpoint_id))
    return Response(status_code=204)


@router.post("/{endpoint_id}/test", status_code=202, response_model=Delivery)
def send_test_event(endpoint_id: UUID, principal: Member) -> Delivery:
    """Send a signed `webhook.test` event to this endpoint now. Answers its delivery; the delivery log shows
    each attempt. Not a case event: it is in no event list and cannot be subscribed to."""
    return webhooks.send_test_event(principal, str(endpoint_id))


@router.get("/{endpoint_id}/deliveries", response_model=Page[Delivery])
def list_deliveries(
    endpoint_id: UUID,
    principal: Member,
    status: Annotated[DeliveryStatusFilter | None, Query()] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Delivery]:
    """The endpoint's deliveries, newest first, filtered by `status` (pending, delivered, failed)."""
    return webhooks.list_deliveries(principal, str(endpoint_id), status=status, page=page, page_size=page_size)


@router.get("/{endpoint_id}/deliveries/{delivery_id}", response_model=DeliveryDetail)
def get_delivery(endpoint_id: UUID, delivery_id: UUID, principal: Member) -> DeliveryDetail:
    """One delivery with every attempt: time, status code, duration, error, response excerpt, next attempt."""
    return webhooks.get_delivery(principal, str(endpoint_id), str(delivery_id))


@router.post(
    "/{endpoint_id}/deliveries/{delivery_id}/retry",
    status_code=202,
    response_model=DeliveryDetail,
    responses=errors_for(DELIVERY_CHANGED, CONCURRENT_WRITE),
)
def retry_delivery(endpoint_id: UUID, delivery_id: UUID, principal: Member) -> DeliveryDetail:
    """Redeliver now, with the same `webhook-id` (the receiver can tell it is the same event)."""
    return webhooks.retry_delivery(principal, str(endpoint_id), str(delivery_id))


@events_router.get("", response_model=Page[Event])
def list_events(
    principal: Member,
    type: Annotated[EventTypeFilter | None, Query()] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Event]:
    """The workspace's events, newest first, filtered by `type`."""
    return webhooks.list_events(principal, event_type=type, page=page, page_size=page_size)


@events_router.get("/{event_id}", response_model=EventDetail)
def get_event(event_id: UUID, principal: Member) -> EventDetail:
    """One event, with its delivery status per endpoint (to reconcile what a receiver got)."""
    return webhooks.get_event(principal, str(event_id))


app = create_app("Casefile webhooks")
app.include_router(router)
app.include_router(events_router)
handler = lambda_handler(app)
started()
