"""OCR worker: S3 ObjectCreated notifications of the uploads bucket (via OcrQueue) -> services.documents.

One record per uploaded object: `uploads/<tenant id>/<document id>`. Idempotent per object version (the
versionId, or the ETag where the bucket has no versioning). A key that is not an upload key is logged and
dropped (skipped); a key naming no document is logged and dropped by the service. A bad file ends its
document `failed` with its reason and never fails the other records of the batch.
"""

from __future__ import annotations

from typing import Any

from casefile.observability import logger
from casefile.services import documents
from casefile.store import uploads
from casefile.workers import WorkerRecord, sqs_worker
from casefile.workers.s3 import S3Notification, s3_test_event


def _upload_of(message: S3Notification) -> tuple[str, str]:
    found = uploads.parse_upload_key(message.object.decoded_key)
    if found is None:  # `skip` drops these before this is ever called
        raise ValueError("not an upload key")
    return found


def _not_an_upload(body: Any) -> bool:
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


def _version(message: S3Notification) -> str:
    return message.object.versionId or message.object.eTag or message.object.sequencer or "-"


def process(message: S3Notification, record: WorkerRecord[S3Notification]) -> None:
    tenant_id, document_id = _upload_of(message)
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


_worker = sqs_worker(
    S3Notification,
    process,
    name="ocr",
    idempotency_key=lambda m: f"{m.object.decoded_key}@{_version(m)}",
    tenant_of=lambda m: _upload_of(m)[0],
    skip=_not_an_upload,
)


def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Every document of the batch is `queued` first (it waits for those before it), then each is processed."""
    for raw in event.get("Records") or []:
        try:
            message = S3Notification.model_validate_json(raw.get("body") or "")
            found = uploads.parse_upload_key(message.object.decoded_key)
            if found:
                documents.mark_queued(*found)
        except Exception:  # noqa: S112 - the record is handled (and failed or dropped) by the worker below
            continue
    return _worker(event, context)
