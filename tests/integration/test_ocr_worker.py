"""The OCR worker under moto, fed the way the event source mapping feeds it: files put in the uploads bucket,
the S3 notifications S3 sent to OcrQueue, one Lambda SQS event per batch. Bad files end `failed` with their
reason while the good file of the same batch completes; a redelivered upload runs once; an object that is no
document is dropped."""

from __future__ import annotations

import json
import uuid
from typing import Any

import boto3
import pytest

from casefile.domain.documents import MAX_UPLOAD_BYTES
from casefile.domain.roles import Role
from local.pollers import sqs_record
from tests.integration.conftest import WORLD_RATE_LIMIT, emulated_aws
from tests.integration.test_documents import events_of
from tests.support import docgen

ADMIN = "tenant_admin"
WORKER = "OcrWorkerFunction"


@pytest.fixture(scope="module")
def aws():
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture
def token(factory):
    workspace = factory.workspace(roles=(Role.TENANT_ADMIN,))
    return workspace[ADMIN].token


def create(api, token, filename: str, content_type: str, size: int = 1024, **body) -> dict[str, Any]:
    payload = {"filename": filename, "content_type": content_type, "size_bytes": max(1, size), **body}
    response = api.post("/v1/documents", json_body=payload, token=token)
    assert response.status == 201, response.text
    return response.json()


def put(aws, created: dict[str, Any], data: bytes) -> None:
    """What the presigned POST does (moto does not enforce its policy: the worker must re-check)."""
    boto3.client("s3").put_object(
        Bucket=aws.bucket_name("UploadsBucket"),
        Key=created["upload"]["fields"]["key"],
        Body=data,
        ContentType=created["upload"]["fields"]["Content-Type"],
    )


def upload(api, aws, token, filename: str, content_type: str, data: bytes) -> str:
    created = create(api, token, filename, content_type, len(data))
    put(aws, created, data)
    return created["document"]["id"]


def notifications(aws) -> list[dict[str, Any]]:
    """Every message on OcrQueue, as the records of one Lambda SQS event (S3's test event included)."""
    sqs, records = boto3.client("sqs"), []
    while True:
        found = sqs.receive_message(
            QueueUrl=aws.queue_url("OcrQueue"),
            MaxNumberOfMessages=10,
            MessageSystemAttributeNames=["All"],
            MessageAttributeNames=["All"],
        ).get("Messages", [])
        if not found:
            return records
        records += [sqs_record(m, aws.arn("OcrQueue"), aws.region) for m in found]


def run(api, records: list[dict[str, Any]]) -> dict[str, Any]:
    return api.runtime.invoke(WORKER, {"Records": records})


def document(api, token, document_id: str) -> dict[str, Any]:
    return api.get(f"/v1/documents/{document_id}", token=token).json()


def payslip() -> bytes:
    return docgen.render_payslip(fmt="pdf_text")


def test_bad_files_fail_with_their_reason_while_the_good_file_of_the_batch_completes(api, aws, token):
    # given a good payslip and every kind of bad file (the oversize one put in the bucket directly, its declared
    # size a lie: moto does not enforce the POST policy), all uploaded
    good = upload(api, aws, token, "payslip.pdf", "application/pdf", payslip())
    bad = {}
    for name, (data, content_type, _) in docgen.bad_files().items():
        created = create(api, token, name, content_type, min(len(data), MAX_UPLOAD_BYTES))
        put(aws, created, data)
        bad[name] = created["document"]["id"]
    records = notifications(aws)
    assert len([r for r in records if "Records" in r["body"]]) == 1 + len(bad)

    # when the worker gets them in one batch
    response = run(api, records)

    # then no record fails (a bad file is a result, not an error), each bad file is failed with its reason...
    assert response == {"batchItemFailures": []}
    for name, (_, _, reason) in docgen.bad_files().items():
        failed = document(api, token, bad[name])
        assert (name, failed["status"], failed["error"]["code"]) == (name, "failed", reason)
        assert failed["error"]["message"] and failed["processed_at"] and failed["uploaded_at"]
    # ...and the good one completed, classified, with its OCR result readable
    done = document(api, token, good)
    assert (done["status"], done["document_type"], done["error"]) == ("completed", "payslip", None)
    assert done["page_count"] == 1 and 0 < done["confidence_overall"] <= 1
    result = api.get(f"/v1/documents/{good}/result", token=token).json()
    assert (result["document_id"], result["status"], result["page_count"]) == (good, "completed", 1)
    assert result["raw_text"] and result["pages"][0]["lines"]
    failed_result = api.get(f"/v1/documents/{bad['empty']}/result", token=token).json()
    assert (failed_result["status"], failed_result["raw_text"], failed_result["pages"]) == ("failed", "", [])


def test_a_document_moves_through_queued_and_processing_with_an_internal_event_each(api, aws, token):
    good = upload(api, aws, token, "payslip.pdf", "application/pdf", payslip())
    run(api, notifications(aws))
    found = set()
    for event in events_of(aws, document(api, token, good)["tenant_id"]):
        data = json.loads(event["data"])
        if data["id"] == good:
            found.add((event["type"], event["status"], data["status"]))
    assert found == {
        ("document.created", "internal", "pending_upload"),
        ("document.queued", "internal", "queued"),
        ("document.processing", "internal", "processing"),
        ("document.completed", "internal", "completed"),
    }


def test_a_redelivered_upload_runs_once(api, aws, token):
    good = upload(api, aws, token, "payslip.pdf", "application/pdf", payslip())
    records = notifications(aws)
    run(api, records)
    before = document(api, token, good)

    response = run(api, records)  # the same messages again (a redelivery after a lost delete)

    assert response == {"batchItemFailures": []}
    assert document(api, token, good) == before


def test_an_object_that_is_no_document_is_dropped(api, aws, token, snapshot):
    s3, bucket = boto3.client("s3"), aws.bucket_name("UploadsBucket")
    s3.put_object(Bucket=bucket, Key=f"uploads/{uuid.uuid4()}/{uuid.uuid4()}", Body=b"%PDF-1.7")
    s3.put_object(Bucket=bucket, Key="uploads/not-a-document.pdf", Body=b"%PDF-1.7")
    records = notifications(aws)
    assert len(records) >= 2
    before = snapshot()

    response = run(api, records)

    assert response == {"batchItemFailures": []}
    assert snapshot() == before


def test_a_document_attached_while_it_is_processed_completes_on_its_case(api, aws, token, monkeypatch):
    # given an upload, and a reviewer attaching it to a case while the worker reads it (injected: moto cannot
    # run two requests at once)
    from casefile.services import documents as service

    case_body = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "retiree"}
    case = api.post("/v1/cases", json_body=case_body, token=token).json()
    good = upload(api, aws, token, "payslip.pdf", "application/pdf", payslip())
    read = service._process

    def read_while_attached(path: str, content_type: str):
        attach = api.post(f"/v1/cases/{case['id']}/documents", json_body={"document_id": good}, token=token)
        assert attach.status == 200
        return read(path, content_type)

    monkeypatch.setattr(service, "_process", read_while_attached)

    # when the worker finishes
    assert run(api, notifications(aws)) == {"batchItemFailures": []}

    # then the document is completed and on the case, listed under the case's completed documents
    assert (document(api, token, good)["status"], document(api, token, good)["case_id"]) == ("completed", case["id"])
    listed = api.get("/v1/documents", token=token, query={"case_id": case["id"], "status": "completed"}).json()
    assert ([d["id"] for d in listed["items"]], listed["total"]) == ([good], 1)
