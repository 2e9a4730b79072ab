"""The one entry point of every SQS consumer, the counterpart of `casefile.api.app.lambda_handler(app)`.

A worker is a message model, a function that does the work for one message, and where the message's
idempotency key and tenant are::

    from pydantic import BaseModel
    from casefile.workers import WorkerRecord, sqs_worker

    class EventMessage(BaseModel):          # what services/events.py puts on WebhookQueue
        tenant_id: str
        event_id: str
        type: str

    def dispatch(message: EventMessage, record: WorkerRecord) -> None:
        ...       # raise to fail this record (SQS redelivers it); raise PoisonMessage to fail it without
                  # a traceback; the return value is ignored

    handler = sqs_worker(EventMessage, dispatch, idempotency_key="event_id", tenant_of="tenant_id")

An S3 notification (S3 event JSON in the SQS body) is a model like any other: `casefile.workers.s3` has one
that accepts both AWS's and moto's notifications (Powertools' parser `S3Model` refuses moto's), and the `skip`
predicate for the `s3:TestEvent` message S3 sends when the notification is configured::

    from casefile.workers.s3 import S3Notification, s3_test_event

    handler = sqs_worker(
        S3Notification, run_ocr, name="ocr",
        idempotency_key=lambda m: f"{m.object.key}@{m.object.eTag}",
        tenant_of=lambda m: m.object.decoded_key.split("/")[1],   # e.g. uploads/<tenant>/<document>
        skip=s3_test_event,
    )

`idempotency_key` and `tenant_of` are each a function of the parsed message or a JMESPath expression over its
JSON form (`"event_id"`, `"Records[0].s3.object.key"`); each must give a non-empty string (or an integer).

What the handler does with a Lambda SQS event (`{"Records": [...]}`):
- Partial batch failures (Powertools `BatchProcessor` + `process_partial_response`): it answers
  `{"batchItemFailures": [{"itemIdentifier": <messageId>}, ...]}` listing only the records that failed, so
  one poison message fails alone and the others are deleted. The event source mapping must have
  `FunctionResponseTypes: [ReportBatchItemFailures]`, and the queue a redrive policy (after a few receives a
  record that keeps failing goes to the dead-letter queue).
- Each body is JSON-decoded and validated into `model` (any type pydantic validates: a BaseModel, a union).
  A body that does not parse is a failed record, logged with the error types and field locations only,
  never the body's content, and never fails the rest of the batch.
- Idempotency per record (Powertools `idempotent_function`, records in IdempotencyTable): the record key is
  `TENANT#<tenant id>#<worker name>#<hash of the idempotency key>`, so the tenant is part of every key. A
  message delivered twice (in one batch, across batches, or sent twice by the outbox relay) runs `process`
  once; a duplicate is acknowledged without running it. If `process` raises, the idempotency record is
  deleted, so the redelivered message runs again. A copy still in progress in another invocation fails this
  record (SQS redelivers it after the visibility timeout, and it is then a duplicate). A completed key is
  remembered `expires_after_seconds` (24 h by default).
- Logging (Powertools Logger, Lambda context injected, state cleared per invocation): while a record is
  handled, every log line carries `message_id` and the correlation id taken from the record's
  `correlation_id` String message attribute. The API sets it: `services.events.publish` sends
  `casefile.observability.correlation_attributes()` (the API Gateway request id) with each message. A
  worker that sends messages the same way while handling a record carries the same correlation id on.
- Metrics per invocation: `WorkerRecordsProcessed`, `WorkerRecordsDuplicate`, `WorkerRecordsSkipped`,
  `WorkerRecordsFailed` (Count).
- X-Ray: the handler and each record's work are traced where tracing is enabled (never in tests or locally).

Powertools batch and idempotency are imported when `sqs_worker` builds the handler (during the worker's
init), not when `casefile` is imported.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from casefile.observability import (
    CORRELATION_ID_ATTRIBUTE,
    logger,
    metrics,
    publish_metrics,
    started,
    tracer,
    tracing_enabled,
)

__all__ = ["scheduled", "sqs_worker", "started"]

M = TypeVar("M")
DEFAULT_IDEMPOTENCY_SECONDS = 24 * 3600
Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class WorkerRecord(Generic[M]):
    """What a worker's `process` gets beside the parsed message."""

    message_id: str
    tenant_id: str
    idempotency_key: str
    correlation_id: str | None
    receive_count: int  # 1 on the first delivery
    attributes: Mapping[str, str]  # the record's String message attributes
    lambda_context: Any = None


class PoisonMessage(Exception):
    """A message that can never be processed as it is (its body does not fit the model, or it names no
    tenant or key). Its text and `errors` (pydantic error types and locations) never hold the body's content.
    A worker's `process` may raise it too: the record fails and is logged as a warning, without a traceback."""

    def __init__(self, reason: str, errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(reason)
        self.errors = errors or []


def sqs_worker(
    model: Any,
    process: Callable[[Any, WorkerRecord[Any]], Any],
    *,
    idempotency_key: Callable[[Any], Any] | str,
    tenant_of: Callable[[Any], Any] | str = "tenant_id",
    name: str | None = None,
    skip: Callable[[Any], bool] | None = None,
    expires_after_seconds: int = DEFAULT_IDEMPOTENCY_SECONDS,
) -> Handler:
    """Build the Lambda handler of an SQS worker (see the module docstring).

    `name` (default: `process.__name__`) is part of the idempotency record key: two workers that read the
    same message keep separate records. `skip(body)` sees the JSON-decoded body before validation: when it
    is true the record is acknowledged without any work (e.g. `s3_test_event`).
    """
    from casefile.settings import validate_settings

    validate_settings()  # in AWS, a missing or malformed variable fails the cold start, naming it
    from aws_lambda_powertools.metrics import MetricUnit
    from aws_lambda_powertools.metrics.functions import is_metrics_disabled
    from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
    from aws_lambda_powertools.utilities.idempotency.exceptions import IdempotencyAlreadyInProgressError
    from pydantic import TypeAdapter, ValidationError

    from casefile.store.idempotency import persistence_layer

    worker_name = name or getattr(process, "__name__", "")
    if not worker_name or "#" in worker_name or worker_name == "<lambda>":
        raise ValueError("a worker needs a name without '#' (pass name=...)")
    adapter: TypeAdapter[Any] = TypeAdapter(model)
    key_of = _extractor(idempotency_key, "idempotency key", adapter)
    tenant_id_of = _extractor(tenant_of, "tenant id", adapter)
    purpose = f"worker:{worker_name}"
    run = tracer().capture_method(process, capture_response=False) if tracing_enabled() else process

    def parse(body: str) -> Any:
        try:
            data = json.loads(body)
        except ValueError:
            raise PoisonMessage("message body is not JSON") from None
        if skip is not None and skip(data):
            return _SKIPPED
        try:
            return adapter.validate_python(data)
        except ValidationError as exc:  # its text echoes the input: keep where and what kind, never the values
            errors = [{"type": e["type"], "loc": list(e["loc"])} for e in exc.errors(include_url=False)]
            raise PoisonMessage("message body does not match the worker's model", errors) from None

    def handle_batch(event: dict[str, Any], context: Any) -> dict[str, Any]:
        processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)
        config = IdempotencyConfig(
            event_key_jmespath="key", raise_on_no_idempotency_key=True, expires_after_seconds=expires_after_seconds
        )
        if context is not None:  # an attempt cut off by the Lambda timeout stops blocking redelivery
            config.register_lambda_context(context)
        counts: Counter[str] = Counter()

        def handle_record(record: Any) -> None:
            raw = record.raw_event
            attributes = {
                key: value["stringValue"]
                for key, value in (raw.get("messageAttributes") or {}).items()
                if isinstance(value, dict) and isinstance(value.get("stringValue"), str)
            }
            correlation_id = attributes.get(CORRELATION_ID_ATTRIBUTE) or None
            logger.set_correlation_id(correlation_id)
            try:
                with logger.append_context_keys(message_id=record.message_id):
                    try:
                        outcome = handle_message(record, raw, attributes, correlation_id)
                    except PoisonMessage as exc:
                        logger.warning(f"{exc}; record failed", extra={"errors": exc.errors} if exc.errors else {})
                        raise
                    except IdempotencyAlreadyInProgressError:
                        logger.info("the same message is in progress elsewhere; record failed, to be redelivered")
                        raise
                    except Exception:
                        logger.exception("record failed; SQS will redeliver it")
                        raise
            except Exception:
                counts["failed"] += 1
                raise
            finally:
                logger.set_correlation_id(None)
            counts[outcome] += 1

        def handle_message(record: Any, raw: dict[str, Any], attributes: dict[str, str], cid: str | None) -> str:
            message = parse(record.body)
            if message is _SKIPPED:
                logger.info("message skipped")
                return "skipped"
            tenant_id, key = tenant_id_of(message), key_of(message)
            if "#" in tenant_id:  # it would reach into another key's structure
                raise PoisonMessage("the tenant id holds '#'")
            item: WorkerRecord[Any] = WorkerRecord(
                message_id=record.message_id,
                tenant_id=tenant_id,
                idempotency_key=key,
                correlation_id=cid,
                receive_count=int((raw.get("attributes") or {}).get("ApproximateReceiveCount") or 1),
                attributes=attributes,
                lambda_context=context,
            )
            ran = False

            @idempotent_function(
                data_keyword_argument="idempotency",
                persistence_store=persistence_layer(purpose),
                config=config,
                key_prefix=f"TENANT#{tenant_id}#{worker_name}",
            )
            def once(idempotency: dict[str, str]) -> None:
                nonlocal ran
                ran = True
                run(message, item)

            once(idempotency={"key": key})
            if not ran:
                logger.info("duplicate delivery; already processed")
                return "duplicate"
            return "processed"

        response = process_partial_response(
            event=event, record_handler=handle_record, processor=processor, context=context
        )
        if not is_metrics_disabled():  # when disabled Powertools still keeps them (and prints every 100th)
            for outcome in ("processed", "duplicate", "skipped", "failed"):
                metrics.add_metric(f"WorkerRecords{outcome.capitalize()}", MetricUnit.Count, counts[outcome])
        logger.info("batch done", extra={"records": len(event.get("Records") or []), **counts})
        return dict(response)

    handler: Handler = handle_batch
    if tracing_enabled():
        handler = tracer().capture_lambda_handler(handler, capture_response=False)
    return logger.inject_lambda_context(publish_metrics(handler), clear_state=True)


_SKIPPED = object()


def scheduled(run: Callable[[], Any]) -> Callable[[dict[str, Any], Any], Any]:
    """The entry point of a scheduled function (the target of a template `Schedule` event): settings checked at
    cold start (in AWS a missing or malformed variable fails it, naming it), the Lambda context in every log line,
    state cleared per invocation. The scheduler's event carries nothing the work needs: `run()` takes no argument
    and its answer is the handler's."""
    from casefile.settings import validate_settings

    validate_settings()

    def handle(event: dict[str, Any], context: Any) -> Any:
        return run()

    return logger.inject_lambda_context(handle, clear_state=True)


def _jmespath_finder(expression: str, adapter: Any) -> Callable[[Any], Any]:
    from aws_lambda_powertools.utilities.jmespath_utils import query

    query({}, expression)  # a malformed expression fails when the handler is built, not on every message

    def find(message: Any) -> Any:
        return query(adapter.dump_python(message, mode="json"), expression)

    return find


def _extractor(source: Callable[[Any], Any] | str, what: str, adapter: Any) -> Callable[[Any], str]:
    """A function of the parsed message giving a non-empty string; a string source is a JMESPath
    expression over the message's JSON form."""
    find: Callable[[Any], Any] = source if callable(source) else _jmespath_finder(source, adapter)

    def extract(message: Any) -> str:
        try:
            value = find(message)
        except Exception as exc:
            raise PoisonMessage(f"no {what} in the message ({type(exc).__name__})") from None
        if isinstance(value, bool) or not isinstance(value, str | int) or value == "":
            raise PoisonMessage(f"no {what} in the message")
        return str(value)

    return extract
