"""The OCR worker's messages: S3 ObjectCreated notifications of the uploads bucket (via OcrQueue), each handed
to `services.documents` (the counterpart of `services.dispatch` for the webhook dispatcher).

One record per uploaded object: `uploads/<tenant id>/<document id>`. Idempotent per object version (the
versionId, or the ETag where the bucket has no versioning). A key that is not an upload key is logged (without
the key) and dropped (`skip`); a key naming no document is logged and dropped by `documents.process_upload`. A
bad file ends its document `failed` with its reason and never fails the other records of the batch.

`functions/ocr_worker/app.py` is `handler(sqs_worker(Message, process, ...))` with the names below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from casefile.observability import logger
from casefile.services import documents
from casefile.store import uploads
from casefile.workers import WorkerRecord
from casefile.workers.s3 import S3Notification, s3_test_event

Message = S3Notification
NAME = "ocr"  # the worker's name in its idempotency keys


def upload_of(message: S3Notification) -> tuple[str, str]:
    """(tenant id, document id) of the notified object (`skip` drops any other key before this is called)."""
    found = uploads.parse_upload_key(message.object.decoded_key)
    if found is None:
        raise ValueError("not an upload key")
    return found


def tenant_of(message: S3Notification) -> str:
    return upload_of(message)[0]


def idempotency_key(message: S3Notification) -> str:
    """The object's key at its version: a new upload of the same key is read again, a redelivery is not."""
    obj = message.object
    return f"{obj.decoded_key}@{obj.versionId or obj.eTag or obj.sequencer or '-'}"


def skip(body: Any) -> bool:
    """Skip S3's test event, and any object whose key is not an upload key (logged without the key)."""
    if s3_test_event(body):
        return True
    try:
        key = S3Notification.model_validate(body).object.decoded_key
    except Exception:
        return False  # the worker's own validation fails the record
    if uploads.parse_upload_key(key) is None:
        logger.warning("object key is not an upload key; dropped")
        return True
    return False


def process(message: S3Notification, record: WorkerRecord[S3Notification]) -> None:
    tenant_id, document_id = upload_of(message)
    with logger.append_context_keys(document_id=document_id):
        status = documents.process_upload(
            tenant_id,
            document_id,
            bucket=message.bucket,
            key=message.object.decoded_key,
            version=message.object.versionId,
            size=message.object.size,
        )
        logger.info("upload processed", extra={"outcome": status or "dropped"})


def handler(worker: Callable[[dict[str, Any], Any], dict[str, Any]]) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """The OCR worker's Lambda handler: every document of the batch is `queued` first (it waits for those before
    it), then the sqs_worker handler processes each record."""

    def handle(event: dict[str, Any], context: Any) -> dict[str, Any]:
        for raw in event.get("Records") or []:
            try:
                found = uploads.parse_upload_key(
                    S3Notification.model_validate_json(raw.get("body") or "").object.decoded_key
                )
                if found:
                    documents.mark_queued(*found)
            except Exception:  # noqa: S112 - the record is handled (and failed or dropped) by the worker
                continue
        return worker(event, context)

    return handle
