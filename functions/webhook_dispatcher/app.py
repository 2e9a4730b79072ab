"""Webhook dispatcher: WebhookQueue's consumer. Fans events out to endpoints and makes delivery attempts
(casefile.services.dispatch)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from casefile.services import dispatch
from casefile.workers import sqs_worker, started

handler = dispatch.handler(
    sqs_worker(
        dispatch.Message,
        dispatch.process,
        name="webhook_dispatch",
        idempotency_key=dispatch.idempotency_key,
        tenant_of="tenant_id",
    )
)
started()
