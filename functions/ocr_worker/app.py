"""OCR worker: S3 ObjectCreated notifications of the uploads bucket (via OcrQueue) -> services.documents.

The messages, their idempotency key and tenant, what is skipped and the work per record are in
`casefile.services.uploads`; the batch runs on the shared SQS worker entry point (`casefile.workers`).
"""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from casefile.services import uploads
from casefile.workers import sqs_worker, started

handler = uploads.handler(
    sqs_worker(
        uploads.Message,
        uploads.process,
        name=uploads.NAME,
        idempotency_key=uploads.idempotency_key,
        tenant_of=uploads.tenant_of,
        skip=uploads.skip,
    )
)
started()
