"""The shared SQS worker entry point (`casefile.workers.sqs_worker`) under moto, fed with the Lambda SQS
events built from real ReceiveMessage output: partial batch failures, one run per message, the API
request's correlation id in the worker's log lines."""

from __future__ import annotations

import io
import json
import uuid
from typing import Any

import boto3
import pytest

from casefile.observability import logger, metrics
from casefile.workers import WorkerRecord, sqs_worker
from local.pollers import sqs_record
from tests.support.sample_worker import EventMessage, SampleDispatcher, SampleOcr, invoke

ADMIN = "tenant_admin"


@pytest.fixture
def dispatcher(aws) -> SampleDispatcher:
    return SampleDispatcher()


@pytest.fixture
def worker_logs():
    """The JSON log lines written while the test runs (Powertools' handler writes to its own stream)."""
    stream = io.StringIO()
    previous = logger.registered_handler.setStream(stream)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines() if line.strip()]
    logger.registered_handler.setStream(previous)


def send(aws, body: Any, *, queue: str = "WebhookQueue", attributes: dict[str, str] | None = None) -> str:
    raw = body if isinstance(body, str) else json.dumps(body)
    kwargs: dict[str, Any] = {}
    if attributes:
        kwargs["MessageAttributes"] = {k: {"DataType": "String", "StringValue": v} for k, v in attributes.items()}
    return boto3.client("sqs").send_message(QueueUrl=aws.queue_url(queue), MessageBody=raw, **kwargs)["MessageId"]


def receive(aws, *, queue: str = "WebhookQueue", visible_again: bool = False) -> list[dict[str, Any]]:
    """Up to 10 messages as Lambda SQS records; `visible_again` leaves them on the queue to be received again
    at once (as after a visibility timeout)."""
    sqs = boto3.client("sqs")
    kwargs = {"VisibilityTimeout": 0} if visible_again else {}
    messages = sqs.receive_message(
        QueueUrl=aws.queue_url(queue),
        MaxNumberOfMessages=10,
        MessageSystemAttributeNames=["All"],
        MessageAttributeNames=["All"],
        **kwargs,
    ).get("Messages", [])
    return [sqs_record(m, aws.arn(queue), aws.region) for m in messages]


def event_message(tenant_id: str | None = None, event_id: str | None = None) -> dict[str, str]:
    return {"tenant_id": tenant_id or str(uuid.uuid4()), "event_id": event_id or str(uuid.uuid4()), "type": "x"}


def failed_ids(response: dict[str, Any]) -> set[str]:
    return {failure["itemIdentifier"] for failure in response["batchItemFailures"]}


def delivered(dispatcher: SampleDispatcher) -> list[str]:
    return [event_id for _, event_id, _ in dispatcher.deliveries]


# partial batch failures --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "poison",
    [
        "not json at all",
        json.dumps({"tenant_id": "t-1", "type": "case.created"}),  # no event_id
        json.dumps(["a", "list"]),
        json.dumps({"tenant_id": "", "event_id": "e-1", "type": "case.created"}),  # no tenant
    ],
    ids=["not-json", "missing-field", "wrong-shape", "empty-tenant"],
)
def test_a_message_that_does_not_parse_fails_alone(aws, dispatcher, poison):
    first, last = event_message(), event_message()
    send(aws, first)
    bad_id = send(aws, poison)
    send(aws, last)
    records = receive(aws)
    assert len(records) == 3

    response = invoke(dispatcher.handler, records)

    assert failed_ids(response) == {bad_id}
    assert sorted(delivered(dispatcher)) == sorted([first["event_id"], last["event_id"]])


def test_work_that_raises_fails_only_its_record(aws, dispatcher):
    messages = [event_message() for _ in range(3)]
    ids = [send(aws, m) for m in messages]
    dispatcher.failing.add(messages[1]["event_id"])

    response = invoke(dispatcher.handler, receive(aws))

    assert response == {"batchItemFailures": [{"itemIdentifier": ids[1]}]}
    assert sorted(delivered(dispatcher)) == sorted([messages[0]["event_id"], messages[2]["event_id"]])


def test_a_batch_where_every_record_fails_lists_them_all(aws, dispatcher):
    ids = {send(aws, "{}"), send(aws, "[]")}

    response = invoke(dispatcher.handler, receive(aws))

    assert failed_ids(response) == ids


def test_a_poison_message_is_logged_without_its_content(aws, dispatcher, worker_logs):
    body = {"tenant_id": "t-1", "event_id": {"cin": "BE123456"}, "type": "x", "applicant_name": "Amina El Idrissi"}
    bad_id = send(aws, body)

    invoke(dispatcher.handler, receive(aws))

    text = json.dumps(worker_logs())
    assert "Amina" not in text and "BE123456" not in text
    failure = [line for line in worker_logs() if line.get("message_id") == bad_id and line["level"] == "WARNING"]
    assert failure and failure[0]["errors"] == [{"type": "string_type", "loc": ["event_id"]}]


# one run per message ---------------------------------------------------------------------------------
def test_a_message_delivered_twice_in_one_batch_runs_once(aws, dispatcher):
    message = event_message()
    send(aws, message)
    first, second = receive(aws, visible_again=True), receive(aws)
    assert first[0]["messageId"] == second[0]["messageId"]

    response = invoke(dispatcher.handler, first + second)

    assert response == {"batchItemFailures": []}
    assert delivered(dispatcher) == [message["event_id"]]


def test_a_message_delivered_again_in_a_later_batch_runs_once(aws, dispatcher):
    message = event_message()
    send(aws, message)
    assert invoke(dispatcher.handler, receive(aws, visible_again=True)) == {"batchItemFailures": []}

    redelivered = receive(aws)
    assert redelivered[0]["attributes"]["ApproximateReceiveCount"] == "2"
    assert invoke(dispatcher.handler, redelivered) == {"batchItemFailures": []}

    assert delivered(dispatcher) == [message["event_id"]]


def test_an_event_sent_twice_runs_once(aws, dispatcher):
    """The outbox relay may send an event again: another SQS message, the same event id."""
    message = event_message()
    send(aws, message)
    send(aws, message)

    invoke(dispatcher.handler, receive(aws))

    assert delivered(dispatcher) == [message["event_id"]]


def test_a_failed_record_succeeds_on_redelivery(aws, dispatcher):
    message = event_message()
    message_id = send(aws, message)
    dispatcher.failing.add(message["event_id"])
    assert failed_ids(invoke(dispatcher.handler, receive(aws, visible_again=True))) == {message_id}
    assert failed_ids(invoke(dispatcher.handler, receive(aws, visible_again=True))) == {message_id}

    dispatcher.failing.clear()  # the endpoint is back
    response = invoke(dispatcher.handler, receive(aws))

    assert response == {"batchItemFailures": []}
    assert delivered(dispatcher) == [message["event_id"]]


def test_the_same_event_id_in_two_workspaces_runs_for_each(aws, dispatcher):
    event_id = str(uuid.uuid4())
    mine, theirs = event_message(event_id=event_id), event_message(event_id=event_id)
    send(aws, mine)
    send(aws, theirs)

    invoke(dispatcher.handler, receive(aws))

    assert sorted(tenant for tenant, _, _ in dispatcher.deliveries) == sorted([mine["tenant_id"], theirs["tenant_id"]])


def test_idempotency_records_carry_the_tenant_in_their_key(aws, dispatcher):
    message = event_message()
    send(aws, message)

    invoke(dispatcher.handler, receive(aws))

    items = boto3.client("dynamodb").scan(TableName=aws.table_name("IdempotencyTable"))["Items"]
    assert [(item["id"]["S"].rpartition("#")[0], item["status"]["S"]) for item in items] == [
        (f"TENANT#{message['tenant_id']}#sample_dispatch", "COMPLETED")
    ]


# S3 notifications as the message model ------------------------------------------------------------
def test_an_s3_notification_is_a_message_model(aws):
    ocr = SampleOcr()
    tenant_id = str(uuid.uuid4())
    key = f"uploads/{tenant_id}/pay slip +{uuid.uuid4()}.pdf"  # S3 sends keys URL-encoded
    boto3.client("s3").put_object(Bucket=aws.bucket_name("UploadsBucket"), Key=key, Body=b"%PDF-1.7 sample")
    records = receive(aws, queue="OcrQueue")
    assert any("s3:TestEvent" in r["body"] for r in records)  # S3 sends one when the notification is set up

    response = invoke(ocr.handler, records + records)  # each delivered twice

    assert response == {"batchItemFailures": []}
    assert ocr.objects == [(tenant_id, key, len(b"%PDF-1.7 sample"))]


# correlation id -----------------------------------------------------------------------------------
def test_the_api_request_correlation_id_reaches_the_worker_log_lines(
    aws, api, factory, case_body, dispatcher, worker_logs, monkeypatch
):
    token = factory.workspace(roles=())[ADMIN].token
    request_ids: list[str] = []
    invoke_function = api.runtime.invoke

    def spy(function_id: str, event: dict[str, Any], *args: Any) -> Any:
        request_ids.append(event["requestContext"]["requestId"])
        return invoke_function(function_id, event, *args)

    monkeypatch.setattr(api.runtime, "invoke", spy)
    assert api.post("/v1/cases", json_body=case_body, token=token).status == 201
    [request_id] = request_ids

    [record] = receive(aws)
    assert record["messageAttributes"]["correlation_id"]["stringValue"] == request_id
    assert invoke(dispatcher.handler, [record]) == {"batchItemFailures": []}

    lines = [line for line in worker_logs() if line.get("message_id") == record["messageId"]]
    assert any(line["message"] == "delivering event" for line in lines)
    assert {line.get("correlation_id") for line in lines} == {request_id}
    assert dispatcher.deliveries[0][2] == request_id  # and the work itself sees it


def test_a_message_without_a_correlation_id_logs_none_and_inherits_none(aws, dispatcher, worker_logs):
    send(aws, event_message(), attributes={"correlation_id": "req-1"})
    send(aws, event_message())

    invoke(dispatcher.handler, receive(aws))

    delivering = [line for line in worker_logs() if line["message"] == "delivering event"]
    assert sorted(str(line.get("correlation_id")) for line in delivering) == ["None", "req-1"]


# concurrency and metrics ----------------------------------------------------------------------------
def test_a_copy_in_progress_elsewhere_fails_its_record_to_be_redelivered(aws):
    runs: list[str] = []
    concurrent: list[dict[str, Any]] = []

    def slow_delivery(message: EventMessage, record: WorkerRecord[EventMessage]) -> None:
        runs.append(message.event_id)
        if not concurrent:  # meanwhile another invocation receives the same message
            concurrent.append(invoke(worker, records))

    worker = sqs_worker(EventMessage, slow_delivery, idempotency_key="event_id")
    message_id = send(aws, event_message())
    records = receive(aws, visible_again=True)

    assert invoke(worker, records) == {"batchItemFailures": []}
    assert concurrent == [{"batchItemFailures": [{"itemIdentifier": message_id}]}]
    assert invoke(worker, receive(aws)) == {"batchItemFailures": []}  # redelivered after the first finished
    assert len(runs) == 1


def test_each_invocation_counts_its_records_in_metrics(aws, dispatcher, monkeypatch, capsys):
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "false")
    message = event_message()
    send(aws, message)
    send(aws, message)
    send(aws, "not json")
    records = receive(aws)
    metrics.clear_metrics()  # what other tests' handlers left while metrics were off
    capsys.readouterr()

    invoke(dispatcher.handler, records)

    [emf] = [json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line]
    counts = {name: emf[name] for name in ("WorkerRecordsProcessed", "WorkerRecordsDuplicate", "WorkerRecordsFailed")}
    assert counts == {"WorkerRecordsProcessed": [1.0], "WorkerRecordsDuplicate": [1.0], "WorkerRecordsFailed": [1.0]}
