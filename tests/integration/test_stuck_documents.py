"""A document whose reading is cut off (the OS kills the OCR worker, Lambda times it out) never stays `processing`
for ever, under moto: the upload's message comes back and is read again; on the last receive OcrQueue allows, the
worker does not read the file once more but ends the document `failed` (`processing_interrupted`) with its
`document.failed` event; a document already completed, failed or rejected is never touched.

A kill is what the handler cannot catch: here a BaseException raised while the file is read, so that, as after a
real kill, the document is left `processing`, the idempotency record `INPROGRESS` until the killed invocation's
deadline (which has passed when the message comes back: the queue hides it for 6 worker timeouts) and the message
on the queue."""

from __future__ import annotations

import json
import time
from typing import Any

import boto3
import pytest

from casefile.domain.roles import Role
from casefile.settings import DEFAULT_OCR_MAX_RECEIVE_COUNT, reset_settings
from local import template as tpl
from local.pollers import sqs_record
from tests.integration.conftest import WORLD_RATE_LIMIT, emulated_aws, table_items
from tests.integration.test_documents import events_of
from tests.support import docgen
from tests.support.api import template

ADMIN = "tenant_admin"
WORKER = "OcrWorkerFunction"
INTERRUPTED = "processing_interrupted"


class Killed(BaseException):
    """The worker's process killed mid-read: no `except Exception` below the handler sees it."""


@pytest.fixture(scope="module")
def aws():
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture
def token(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN,))[ADMIN].token


@pytest.fixture
def reads(monkeypatch):
    """Counts the worker's readings of a file; `reads.kill = True` kills the worker during the next ones."""
    from casefile.services import documents as service

    read = service._process

    class Reads:
        count = 0
        kill = False

    def counted(path: str, content_type: str) -> Any:
        Reads.count += 1
        if Reads.kill:
            raise Killed()
        return read(path, content_type)

    monkeypatch.setattr(service, "_process", counted)
    return Reads


def upload(api, aws, token, data: bytes, filename: str = "payslip.pdf", **body: Any) -> str:
    declared = {"filename": filename, "content_type": "application/pdf", "size_bytes": max(1, len(data)), **body}
    created = api.post("/v1/documents", json_body=declared, token=token)
    assert created.status == 201, created.text
    boto3.client("s3").put_object(
        Bucket=aws.bucket_name("UploadsBucket"),
        Key=created.json()["upload"]["fields"]["key"],
        Body=data,
        ContentType="application/pdf",
    )
    return created.json()["document"]["id"]


def receive(aws) -> list[dict[str, Any]]:
    """The uploads' messages on OcrQueue as Lambda SQS records, left visible again at once (as after the
    visibility timeout), so that each receive counts one more in their ApproximateReceiveCount. S3's test event
    is deleted."""
    sqs, queue = boto3.client("sqs"), aws.queue_url("OcrQueue")
    messages = sqs.receive_message(
        QueueUrl=queue,
        MaxNumberOfMessages=10,
        VisibilityTimeout=0,
        MessageSystemAttributeNames=["All"],
        MessageAttributeNames=["All"],
    ).get("Messages", [])
    records = []
    for message in messages:
        if "s3:TestEvent" in message["Body"]:
            sqs.delete_message(QueueUrl=queue, ReceiptHandle=message["ReceiptHandle"])
        else:
            records.append(sqs_record(message, aws.arn("OcrQueue"), aws.region))
    return records


def receive_count(records: list[dict[str, Any]]) -> list[int]:
    return [int(r["attributes"]["ApproximateReceiveCount"]) for r in records]


def run(api, aws, records: list[dict[str, Any]]) -> dict[str, Any]:
    """One invocation as the event source mapping makes it: the records that did not fail are deleted."""
    response = api.runtime.invoke(WORKER, {"Records": records})
    failed = {failure["itemIdentifier"] for failure in response["batchItemFailures"]}
    sqs = boto3.client("sqs")
    for record in records:
        if record["messageId"] not in failed:
            sqs.delete_message(QueueUrl=aws.queue_url("OcrQueue"), ReceiptHandle=record["receiptHandle"])
    return response


def killed_run(api, records: list[dict[str, Any]]) -> None:
    """One invocation killed while it reads: nothing is deleted; its deadline has passed by the next receive."""
    context = api.runtime.context(WORKER)
    context._deadline = time.monotonic()  # the killed invocation's deadline, long gone when the message is back
    with pytest.raises(Killed):
        api.runtime.handler(WORKER)({"Records": records}, context)
    time.sleep(0.01)


def document(api, token, document_id: str) -> dict[str, Any]:
    return api.get(f"/v1/documents/{document_id}", token=token).json()


def document_events(aws, tenant_id: str, document_id: str) -> list[tuple[str, str]]:
    found = []
    for event in events_of(aws, tenant_id):
        data = json.loads(event["data"])
        if data["id"] == document_id:
            found.append((event["type"], data["status"]))
    return sorted(found)


def queue_is_empty(aws, queue_id: str) -> bool:
    found = boto3.client("sqs").receive_message(QueueUrl=aws.queue_url(queue_id), MaxNumberOfMessages=10)
    return not found.get("Messages")


def payslip() -> bytes:
    return docgen.render_payslip(fmt="pdf_text")


# retried ---------------------------------------------------------------------------------------------------
def test_a_document_left_processing_by_a_killed_attempt_is_read_again_and_completes(api, aws, token, reads):
    # given an upload whose first attempt was killed while it read the file
    good = upload(api, aws, token, payslip())
    reads.kill = True
    first = receive(aws)
    assert receive_count(first) == [1]
    killed_run(api, first)
    # then its document is left `processing` (not final) and its message on the queue
    left = document(api, token, good)
    assert (left["status"], left["error"]) == ("processing", None)

    # when the message comes back (the killed attempt's idempotency record no longer blocks it)
    reads.kill = False
    second = receive(aws)
    assert receive_count(second) == [2]
    response = run(api, aws, second)

    # then the file is read again and the document completes, once, with no failure recorded
    assert response == {"batchItemFailures": []}
    done = document(api, token, good)
    assert (done["status"], done["document_type"], done["error"]) == ("completed", "payslip", None)
    assert reads.count == 2
    assert document_events(aws, done["tenant_id"], good) == [
        ("document.completed", "completed"),
        ("document.created", "pending_upload"),
        ("document.processing", "processing"),
        ("document.queued", "queued"),
    ]
    assert queue_is_empty(aws, "OcrQueue") and queue_is_empty(aws, "OcrDLQ")


# attempts used up ---------------------------------------------------------------------------------------------
def test_a_document_whose_attempts_are_used_up_ends_failed_with_the_reason_and_its_event(api, aws, token, reads):
    # given a file on a case that kills the worker on every attempt, killed on every receive but the last
    case_body = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "retiree"}
    case = api.post("/v1/cases", json_body=case_body, token=token).json()
    doomed = upload(api, aws, token, payslip(), case_id=case["id"])
    reads.kill = True
    for attempt in range(1, DEFAULT_OCR_MAX_RECEIVE_COUNT):
        records = receive(aws)
        assert receive_count(records) == [attempt]
        killed_run(api, records)
        assert document(api, token, doomed)["status"] == "processing"

    # when the message comes back for the last receive the queue allows
    last = receive(aws)
    assert receive_count(last) == [DEFAULT_OCR_MAX_RECEIVE_COUNT]
    response = run(api, aws, last)

    # then the file is not read again: the document ends failed with the reason, the record is acknowledged
    assert response == {"batchItemFailures": []}
    assert reads.count == DEFAULT_OCR_MAX_RECEIVE_COUNT - 1
    failed = document(api, token, doomed)
    assert failed["status"] == "failed"
    assert failed["error"] == {
        "code": INTERRUPTED,
        "message": "The document could not be read: its processing was interrupted 2 times.",
    }
    assert failed["processed_at"]
    # with the usual document.failed event, on the case's timeline too
    assert ("document.failed", "failed") in document_events(aws, failed["tenant_id"], doomed)
    timeline = api.get(f"/v1/cases/{case['id']}/events", token=token).json()["items"]
    [entry] = [e for e in timeline if e["type"] == "document.failed"]
    assert entry["actor"]["type"] == "system"
    assert entry["details"]["document_id"] == doomed
    assert entry["details"]["error"]["code"] == INTERRUPTED
    # and nothing is left to dead-letter
    assert queue_is_empty(aws, "OcrQueue") and queue_is_empty(aws, "OcrDLQ")
    # the failure is final: the document is listed with the failed ones of its case
    listed = api.get("/v1/documents", token=token, query={"case_id": case["id"], "status": "failed"}).json()
    assert [d["id"] for d in listed["items"]] == [doomed]


def test_the_last_receive_is_the_one_the_settings_name(api, aws, token, reads):
    # given a queue that allows two receives, and an upload whose first attempt was killed
    try:
        with pytest.MonkeyPatch.context() as env:
            env.setenv("OCR_MAX_RECEIVE_COUNT", "2")
            reset_settings()
            doomed = upload(api, aws, token, payslip())
            reads.kill = True
            killed_run(api, receive(aws))
            # when the message comes back the second time
            response = run(api, aws, receive(aws))
    finally:
        reset_settings()
    # then that is the last: the document fails, saying it was interrupted once
    assert response == {"batchItemFailures": []}
    assert reads.count == 1
    assert document(api, token, doomed)["error"] == {
        "code": INTERRUPTED,
        "message": "The document could not be read: its processing was interrupted once.",
    }


def test_a_document_the_worker_never_reached_also_ends_failed_on_the_last_receive(api, aws, token, reads):
    # given an upload whose message was received and lost before the worker ran (throttled), up to the last receive
    lost = upload(api, aws, token, payslip())
    for _ in range(DEFAULT_OCR_MAX_RECEIVE_COUNT - 1):
        receive(aws)
    assert document(api, token, lost)["status"] == "pending_upload"
    # when the last receive reaches the worker
    response = run(api, aws, receive(aws))
    # then the document does not wait for ever either
    assert response == {"batchItemFailures": []}
    assert reads.count == 0
    ended = document(api, token, lost)
    assert (ended["status"], ended["error"]["code"]) == ("failed", INTERRUPTED)


# nothing finished is touched -------------------------------------------------------------------------------------
def forget_idempotency(aws) -> None:
    """The idempotency records of the worker, gone (expired after 24 h): only the document's status protects it."""
    client = boto3.client("dynamodb")
    for item in table_items(aws, "IdempotencyTable"):
        client.delete_item(TableName=aws.table_name("IdempotencyTable"), Key={"id": item["id"]})


@pytest.mark.parametrize("outcome", ["completed", "failed", "rejected"])
def test_a_finished_document_is_never_touched_by_a_late_last_receive(api, aws, token, reads, snapshot, outcome):
    # given a document the worker finished (a good file, an empty one), or one a person then rejected, whose upload
    # message is delivered again up to the last receive (its delete lost), its idempotency record expired
    data = payslip() if outcome != "failed" else b""
    finished = upload(api, aws, token, data)
    first = receive(aws)
    assert api.runtime.invoke(WORKER, {"Records": first}) == {"batchItemFailures": []}
    if outcome == "rejected":
        rejected = api.post(f"/v1/documents/{finished}/reject", json_body={"reason": "unreadable"}, token=token)
        assert rejected.status == 200, rejected.text
    before_document = document(api, token, finished)
    assert before_document["status"] == outcome
    for _ in range(DEFAULT_OCR_MAX_RECEIVE_COUNT - 2):
        receive(aws)
    forget_idempotency(aws)
    before, reads_before = snapshot(), reads.count

    # when the last receive reaches the worker
    last = receive(aws)
    assert receive_count(last) == [DEFAULT_OCR_MAX_RECEIVE_COUNT]
    response = run(api, aws, last)

    # then the record is acknowledged and nothing is written: the document keeps its status, reason and events
    assert response == {"batchItemFailures": []}
    assert reads.count == reads_before
    assert document(api, token, finished) == before_document
    assert snapshot() == before
    assert queue_is_empty(aws, "OcrQueue")


# the number of receives -----------------------------------------------------------------------------------------
def test_the_worker_knows_the_queue_number_of_receives_from_the_template():
    # OcrQueue dead-letters after maxReceiveCount receives; the worker's last attempt must be that one
    queue = tpl.queues(template())["OcrQueue"]
    worker = tpl.functions(template())[WORKER]
    allowed = int(queue["RedrivePolicy"]["maxReceiveCount"])
    assert int(worker["Environment"]["Variables"]["OCR_MAX_RECEIVE_COUNT"]) == allowed
    assert allowed == DEFAULT_OCR_MAX_RECEIVE_COUNT  # the tests' and the local defaults' value
