"""Sample SQS workers built on `casefile.workers.sqs_worker`, as the webhook dispatcher and the OCR worker will
be: a few lines each. They record what they did so tests can tell how often the work ran."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from casefile.observability import logger
from casefile.workers import WorkerRecord, sqs_worker
from casefile.workers.s3 import S3Notification, s3_test_event


class EventMessage(BaseModel):
    """What `casefile.services.events.publish` puts on WebhookQueue."""

    tenant_id: str
    event_id: str
    type: str


@dataclass
class SampleDispatcher:
    """A webhook dispatcher stand-in: delivers an event (logs and records it), or fails for the event ids in
    `failing` the way an unreachable endpoint would."""

    deliveries: list[tuple[str, str, str | None]] = field(default_factory=list)
    failing: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.handler = sqs_worker(
            EventMessage, self.deliver, name="sample_dispatch", idempotency_key="event_id", tenant_of="tenant_id"
        )

    def deliver(self, message: EventMessage, record: WorkerRecord[EventMessage]) -> None:
        logger.info("delivering event", extra={"event_id": message.event_id, "event_type": message.type})
        if message.event_id in self.failing:
            raise ConnectionError("endpoint unreachable")
        self.deliveries.append((message.tenant_id, message.event_id, record.correlation_id))


@dataclass
class SampleOcr:
    """An OCR worker stand-in fed by S3 ObjectCreated notifications (`uploads/<tenant>/<document>` keys)."""

    objects: list[tuple[str, str, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.handler = sqs_worker(
            S3Notification,
            self.read,
            name="sample_ocr",
            idempotency_key=lambda m: f"{m.object.key}@{m.object.eTag}",
            tenant_of=lambda m: m.object.decoded_key.split("/")[1],
            skip=s3_test_event,
        )

    def read(self, message: S3Notification, record: WorkerRecord[S3Notification]) -> None:
        self.objects.append((record.tenant_id, message.object.decoded_key, message.object.size or 0))


@dataclass
class Context:
    """The Lambda context attributes Powertools reads."""

    function_name: str = "casefile-test-worker"
    memory_limit_in_mb: int = 256
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:123456789012:function:casefile-test-worker"
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    timeout_seconds: int = 30
    _started: float = field(default_factory=time.monotonic)

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._started + self.timeout_seconds - time.monotonic()) * 1000))


def invoke(handler: Any, records: list[dict[str, Any]]) -> dict[str, Any]:
    """Call a worker the way an SQS event source mapping does."""
    return handler({"Records": records}, Context())
