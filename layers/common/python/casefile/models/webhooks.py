"""Webhook endpoints, deliveries and events: request bodies, response resources and stored records."""

from typing import Annotated, Any

from pydantic import ConfigDict, Field, StringConstraints

from casefile.domain.webhooks import MAX_URL_LENGTH
from casefile.models.base import Model

Url = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_URL_LENGTH)]
Description = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500)]
EventNames = Annotated[
    str | list[Annotated[str, StringConstraints(max_length=64)]],
    Field(description="Event names, comma separated (or a list): `case.created`, `case.scored`"),
]


class WebhookCreate(Model):
    model_config = ConfigDict(extra="forbid")
    url: Url
    events: EventNames
    description: Description = ""
    is_active: bool = True


class WebhookPatch(Model):
    """Only sent fields change. The signing secret cannot be changed."""

    model_config = ConfigDict(extra="forbid")
    url: Url = None  # type: ignore[assignment]
    events: EventNames = None  # type: ignore[assignment]
    description: Description = None  # type: ignore[assignment]
    is_active: bool = None  # type: ignore[assignment]


class WebhookEndpoint(Model):
    """The spec's Webhook endpoint resource (the secret is not one of its fields)."""

    id: str
    tenant_id: str
    url: str
    events: str
    is_active: bool
    description: str
    created_at: str
    updated_at: str


class WebhookEndpointCreated(WebhookEndpoint):
    secret: str = Field(description="The signing secret (`whsec_...`): shown once, never again")


class WebhookEndpointRecord(WebhookEndpoint):
    """What is stored: the resource, the secret encrypted (KMS), and why the service disabled it (410)."""

    secret_ciphertext: str
    disabled_reason: str | None = None


class Attempt(Model):
    attempted_at: str
    status_code: int | None = None
    duration_ms: int
    error: str | None = None
    response_excerpt: str | None = Field(default=None, description="The first 1 KB of the response body")
    next_attempt_at: str | None = None
    manual: bool = False


class Delivery(Model):
    id: str
    endpoint_id: str
    event_id: str
    event_type: str
    status: str = Field(description="`pending`, `delivered` or `failed`")
    attempt_count: int
    next_attempt_at: str | None = None
    last_status_code: int | None = None
    last_error: str | None = None
    delivered_at: str | None = None
    created_at: str
    updated_at: str


class DeliveryDetail(Delivery):
    attempts: list[Attempt]


class DeliveryRecord(DeliveryDetail):
    tenant_id: str


class DeliveryStatus(Model):
    """An event's delivery to one endpoint."""

    delivery_id: str
    endpoint_id: str
    status: str
    attempt_count: int
    last_status_code: int | None = None
    next_attempt_at: str | None = None
    delivered_at: str | None = None


class Event(Model):
    id: str
    type: str
    environment: str
    created_at: str
    data: dict[str, Any]
    status: str = Field(description="`pending` until handed to the dispatcher, then `sent`")


class EventDetail(Event):
    deliveries: list[DeliveryStatus]
