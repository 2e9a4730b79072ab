"""The OCR worker's messages: S3 ObjectCreated notifications of the uploads bucket (via OcrQueue), each handed
to `services.documents` (the counterpart of `services.dispatch` for the webhook dispatcher).

One record per uploaded object: `uploads/<tenant id>/<document id>`. Idempotent per object version (the
versionId, or the ETag where the bucket has no versioning). A key that is not an upload key is logged (without
the key) and dropped (`skip`); a key naming no document is logged and dropped by `documents.process_upload`. A
bad file ends its document `failed` with its reason and never fails the other records of the batch.

`functions/ocr_worker/app.py` is `handler(sqs_worker(Message, process, ...))` with the names below.

**An attempt that is cut off.** An attempt the OS kills (out of memory) or Lambda times out leaves its document
`processing` (not final) and its message on the queue: after the visibility timeout the message comes back, and
`process_upload` reads the file again (its idempotency record does not block it: it expired with the killed
invocation's deadline). A file that kills the worker every time would then be dead-lettered after the queue's
maxReceiveCount, its document `processing` for ever. So the worker counts: on the last receive the queue allows
(`ApproximateReceiveCount` = `OCR_MAX_RECEIVE_COUNT`, set in template.yaml to OcrQueue's maxReceiveCount), it
does not read the file again (that attempt would die the same way, this time with no one left to end the
document) but ends a document still unfinished `failed` with `processing_interrupted` and its `document.failed`
event (`documents.end_interrupted`); a document already completed, failed or rejected is left alone. The price:
one attempt fewer reads the file (two of three), and a delivery that failed for another reason on every earlier
receive (a storage outage; an invocation throttled, which SQS counts as a receive too) ends the document as well,
where it used to be dead-lettered and left unfinished: the user can upload the file again.

Why not (only) a scheduled sweep of documents `processing` for too long: the worker knows exactly when its
attempts are used up, with no clock to guess and no extra read, while a sweep must wait out the whole retry
window (maxReceiveCount x the 5,400 s visibility timeout, not the worker's 900 s timeout: a document still
`processing` 20 minutes after a kill is waiting for a retry that may well succeed) and needs an index of
`processing` documents across workspaces that the table does not have (the status indexes are per workspace;
a Scan of the main table on a schedule is what the data rules forbid). What is left, the last attempt's own
write failing (a storage outage then), dead-letters the message: the OcrDLQ alarm fires, and a redrive
delivers it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from casefile.observability import logger
from casefile.services import documents
from casefile.settings import get_settings
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


def last_attempt(receive_count: int) -> bool:
    """This delivery is the last the queue allows before dead-lettering the message (its maxReceiveCount)."""
    return receive_count >= get_settings().ocr_max_receive_count


def process(message: S3Notification, record: WorkerRecord[S3Notification]) -> None:
    """Read the upload, or, on the last allowed delivery, end a document the earlier ones left unfinished
    (module docstring: an attempt that is cut off)."""
    tenant_id, document_id = upload_of(message)
    with logger.append_context_keys(document_id=document_id, receive_count=record.receive_count):
        if last_attempt(record.receive_count):
            status = documents.end_interrupted(tenant_id, document_id, interruptions=record.receive_count - 1)
        else:
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
