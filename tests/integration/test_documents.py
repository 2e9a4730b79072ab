"""Documents routes under moto, through the Lambda handlers: upload limits, creating a document and its presigned
POST, listing and reading, the OCR result before completion, attaching and detaching, and the internal events
that each change writes (never delivered as webhooks)."""

from __future__ import annotations

import base64
import json
import uuid
from datetime import datetime, timedelta
from typing import Any

import boto3
import pytest

from casefile.domain.roles import Role
from casefile.store import keys
from tests.integration.conftest import WORLD_RATE_LIMIT, Factory, emulated_aws, shared_runtime
from tests.support.api import Api

ADMIN = "tenant_admin"
PDF = {"filename": "payslip-2026-10.pdf", "content_type": "application/pdf", "size_bytes": 48_213}


@pytest.fixture(scope="module")
def aws():
    """One emulated account for the module: the tests stay fast."""
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture(scope="module")
def workspace(aws):
    """One workspace for the module's tests: each reads or compares only what it made (snapshots before and
    after); a test that counts everything of a workspace takes its `own`."""
    return Factory(Api(shared_runtime(aws))).workspace(roles=(Role.TENANT_ADMIN,))


@pytest.fixture
def own(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN,))


@pytest.fixture
def token(workspace):
    return workspace[ADMIN].token


def new_case(api, token, case_body, **kw) -> dict[str, Any]:
    response = api.post("/v1/cases", json_body=case_body, token=token, **kw)
    assert response.status == 201, response.text
    return response.json()


def new_document(api, token, **body) -> dict[str, Any]:
    response = api.post("/v1/documents", json_body={**PDF, **body}, token=token)
    assert response.status == 201, response.text
    return response.json()


def partition(aws, tenant_id: str) -> list[dict[str, Any]]:
    """Every item of the workspace (documents, counters, events and cases all live in its partition)."""
    from boto3.dynamodb.types import TypeDeserializer

    decode = TypeDeserializer().deserialize
    client, items, start = boto3.client("dynamodb"), [], None
    while True:
        page = client.query(
            TableName=aws.table_name("MainTable"),
            KeyConditionExpression="PK = :pk",
            ExpressionAttributeValues={":pk": {"S": keys.tenant_pk(tenant_id)}},
            **({"ExclusiveStartKey": start} if start else {}),
        )
        items += [{k: decode(v) for k, v in item.items()} for item in page["Items"]]
        if not (start := page.get("LastEvaluatedKey")):
            return items


@pytest.fixture
def snapshot(aws, workspace):
    """The workspace's items, for before/after comparisons (cheaper than the whole table)."""
    return lambda: sorted(json.dumps(item, sort_keys=True, default=str) for item in partition(aws, workspace.id))


def events_of(aws, tenant_id: str) -> list[dict[str, Any]]:
    return [item for item in partition(aws, tenant_id) if item["SK"].startswith("EVENT#")]


def webhook_messages(aws) -> list[dict[str, Any]]:
    sqs = boto3.client("sqs")
    found = sqs.receive_message(QueueUrl=aws.queue_url("WebhookQueue"), MaxNumberOfMessages=10, VisibilityTimeout=0)
    return [json.loads(m["Body"]) for m in found.get("Messages", [])]


# limits ------------------------------------------------------------------------------------------------
def test_limits_are_the_specs_and_not_taken_for_a_document_id(api, token):
    response = api.get("/v1/documents/limits", token=token)
    assert response.status == 200
    assert response.json() == {
        "max_upload_mb": 30,
        "max_upload_bytes": 31457280,
        "max_pages_per_document": 200,
        "allowed_mime_types": ["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp"],
    }


# creation ----------------------------------------------------------------------------------------------
def test_create_records_a_pending_upload_and_answers_a_presigned_post(api, token, workspace):
    created = new_document(api, token)
    document, upload = created["document"], created["upload"]
    assert document["status"] == "pending_upload"
    assert document["tenant_id"] == workspace.id and document["case_id"] is None
    assert (document["filename"], document["content_type"], document["size_bytes"]) == (
        "payslip-2026-10.pdf",
        "application/pdf",
        48_213,
    )
    assert document["error"] is None and document["document_type"] is None
    fields = upload["fields"]
    assert fields["key"] == f"uploads/{workspace.id}/{document['id']}"
    assert fields["Content-Type"] == "application/pdf"
    policy = json.loads(base64.b64decode(fields["policy"]))
    assert {"Content-Type": "application/pdf"} in policy["conditions"]
    assert ["content-length-range", 1, 31457280] in policy["conditions"]
    assert {"key": fields["key"]} in policy["conditions"]
    created, expires, signed = (
        datetime.fromisoformat(value.replace("Z", "+00:00"))
        for value in (document["created_at"], upload["expires_at"], policy["expiration"])
    )
    assert expires - created == timedelta(minutes=15)
    assert abs((signed - expires).total_seconds()) < 5  # the form S3 checks expires when the answer says
    assert api.get(f"/v1/documents/{document['id']}", token=token).json() == document


def test_the_content_type_is_normalised_before_it_is_checked_and_bound(api, token):
    created = new_document(api, token, content_type="Image/PNG; charset=binary", filename="cin.png")
    assert created["document"]["content_type"] == "image/png"
    assert created["upload"]["fields"]["Content-Type"] == "image/png"


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"content_type": "text/plain"}, "unsupported_media_type"),
        ({"content_type": "image/gif"}, "unsupported_media_type"),
        ({"size_bytes": 31457281}, "file_too_large"),
    ],
)
def test_a_refused_type_or_size_is_a_coded_422_and_stores_nothing(api, token, snapshot, change, code):
    before = snapshot()
    response = api.post("/v1/documents", json_body={**PDF, **change}, token=token)
    assert response.status == 422
    assert response.json()["detail"]["code"] == code
    assert snapshot() == before


def test_the_largest_allowed_size_is_accepted(api, token):
    assert new_document(api, token, size_bytes=31457280)["document"]["size_bytes"] == 31457280


@pytest.mark.parametrize(
    "change",
    [{"size_bytes": 0}, {"filename": ""}, {"filename": "x" * 256}, {"unknown": 1}, {"case_id": "not-a-uuid"}],
)
def test_invalid_bodies_are_validation_422s(api, token, snapshot, change):
    before = snapshot()
    response = api.post("/v1/documents", json_body={**PDF, **change}, token=token)
    assert response.status == 422
    assert isinstance(response.json()["detail"], list)
    assert snapshot() == before


def test_an_unknown_case_is_a_404_and_stores_nothing(api, token, snapshot):
    before = snapshot()
    response = api.post("/v1/documents", json_body={**PDF, "case_id": str(uuid.uuid4())}, token=token)
    assert response.status == 404
    assert response.json() == {"detail": "Case not found"}
    assert snapshot() == before


def test_a_document_created_on_a_case_is_attached_and_takes_its_environment(api, token, case_body):
    case = new_case(api, token, case_body, headers={"X-Service-Environment": "production"})
    document = new_document(api, token, case_id=case["id"])["document"]
    assert (document["case_id"], document["environment"]) == (case["id"], "production")
    view = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert [d["id"] for d in view["documents"]] == [document["id"]]
    assert view["document"]["id"] == document["id"]
    assert view["extraction"] == {
        "document_id": document["id"],
        "document_type": None,
        "status": "pending_upload",
        "fields": [],
    }


def test_the_environment_header_sets_a_loose_documents_environment(api, token):
    response = api.post("/v1/documents", json_body=PDF, token=token, headers={"X-Service-Environment": "production"})
    assert response.json()["document"]["environment"] == "production"


# reading -----------------------------------------------------------------------------------------------
def test_list_is_newest_first_with_totals_and_filters(api, own, case_body):
    token = own[ADMIN].token
    case = new_case(api, token, case_body)
    loose = [new_document(api, token)["document"]["id"] for _ in range(2)]
    on_case = new_document(api, token, case_id=case["id"])["document"]["id"]

    everything = api.get("/v1/documents", token=token, query={"page_size": 2}).json()
    assert [d["id"] for d in everything["items"]] == [on_case, loose[1]]
    assert (everything["total"], everything["page"], everything["page_size"]) == (3, 1, 2)
    second = api.get("/v1/documents", token=token, query={"page_size": 2, "page": 2}).json()
    assert [d["id"] for d in second["items"]] == [loose[0]]

    by_case = api.get("/v1/documents", token=token, query={"case_id": case["id"]}).json()
    assert ([d["id"] for d in by_case["items"]], by_case["total"]) == ([on_case], 1)
    by_status = api.get("/v1/documents", token=token, query={"status": "pending_upload"}).json()
    assert by_status["total"] == 3
    completed = api.get("/v1/documents", token=token, query={"status": "completed", "case_id": case["id"]}).json()
    assert (completed["items"], completed["total"]) == ([], 0)


@pytest.mark.parametrize("query", [{"status": "done"}, {"case_id": "x"}, {"page": 0}, {"page_size": 101}])
def test_list_refuses_bad_filters(api, token, query):
    assert api.get("/v1/documents", token=token, query=query).status == 422


def test_the_result_before_completion_is_the_status_with_empty_text_and_pages(api, token):
    document = new_document(api, token)["document"]
    response = api.get(f"/v1/documents/{document['id']}/result", token=token)
    assert response.status == 200
    assert response.json() == {
        "document_id": document["id"],
        "status": "pending_upload",
        "document_type": None,
        "page_count": 0,
        "confidence_overall": 0.0,
        "raw_text": "",
        "pages": [],
    }


@pytest.mark.parametrize("suffix", ["", "/result"])
def test_an_unknown_document_is_a_404(api, token, suffix):
    response = api.get(f"/v1/documents/{uuid.uuid4()}{suffix}", token=token)
    assert (response.status, response.json()) == (404, {"detail": "Document not found"})


# attach and detach -------------------------------------------------------------------------------------
def test_attach_puts_the_document_on_the_case_once(api, token, case_body):
    case, document = new_case(api, token, case_body), new_document(api, token)["document"]
    url = f"/v1/cases/{case['id']}/documents"
    first = api.post(url, json_body={"document_id": document["id"]}, token=token)
    again = api.post(url, json_body={"document_id": document["id"]}, token=token)
    assert (first.status, again.status) == (200, 200)
    assert first.json()["case_id"] == case["id"] and again.json() == first.json()
    listed = api.get("/v1/documents", token=token, query={"case_id": case["id"]}).json()
    assert listed["total"] == 1 and [d["id"] for d in listed["items"]] == [document["id"]]


def test_a_document_on_another_case_is_not_moved(api, token, case_body, snapshot):
    first, second = new_case(api, token, case_body), new_case(api, token, case_body)
    document = new_document(api, token, case_id=first["id"])["document"]
    before = snapshot()
    response = api.post(f"/v1/cases/{second['id']}/documents", json_body={"document_id": document["id"]}, token=token)
    assert response.status == 409
    assert response.json()["detail"]["code"] == "document_attached_elsewhere"
    assert snapshot() == before


def test_attach_answers_404_for_an_unknown_case_or_another_workspaces_document(api, factory, token, case_body):
    case, document = new_case(api, token, case_body), new_document(api, token)["document"]
    other = factory.workspace(roles=())
    theirs = new_document(api, other[ADMIN].token)["document"]
    unknown_case = api.post(
        f"/v1/cases/{uuid.uuid4()}/documents", json_body={"document_id": document["id"]}, token=token
    )
    foreign = api.post(f"/v1/cases/{case['id']}/documents", json_body={"document_id": theirs["id"]}, token=token)
    assert (unknown_case.status, unknown_case.json()) == (404, {"detail": "Case not found"})
    assert (foreign.status, foreign.json()) == (404, {"detail": "Document not found"})


def test_detach_keeps_the_document_and_unlinks_it_from_the_case(api, token, case_body):
    document = new_document(api, token)["document"]
    case = new_case(api, token, {**case_body, "document_id": document["id"]})
    assert api.get(f"/v1/documents/{document['id']}", token=token).json()["case_id"] == case["id"]

    response = api.delete(f"/v1/cases/{case['id']}/documents/{document['id']}", token=token)

    assert (response.status, response.text) == (204, "")
    kept = api.get(f"/v1/documents/{document['id']}", token=token)
    assert kept.status == 200 and kept.json()["case_id"] is None
    view = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert (view["document_id"], view["document"], view["documents"]) == (None, None, [])
    assert api.get("/v1/documents", token=token, query={"case_id": case["id"]}).json()["total"] == 0


def test_detach_of_a_document_not_on_the_case_is_a_404(api, token, case_body, snapshot):
    case, document = new_case(api, token, case_body), new_document(api, token)["document"]
    before = snapshot()
    for document_id in (document["id"], str(uuid.uuid4())):
        response = api.delete(f"/v1/cases/{case['id']}/documents/{document_id}", token=token)
        assert (response.status, response.json()) == (404, {"detail": "Document not on this case"})
    unknown = api.delete(f"/v1/cases/{uuid.uuid4()}/documents/{document['id']}", token=token)
    assert (unknown.status, unknown.json()) == (404, {"detail": "Case not found"})
    assert snapshot() == before


def test_a_case_linked_to_a_document_on_another_case_is_refused(api, token, case_body, snapshot):
    first = new_case(api, token, case_body)
    document = new_document(api, token, case_id=first["id"])["document"]
    before = snapshot()
    response = api.post("/v1/cases", json_body={**case_body, "document_id": document["id"]}, token=token)
    assert response.status == 409
    assert response.json()["detail"]["code"] == "document_attached_elsewhere"
    assert snapshot() == before


def test_fields_of_a_case_without_completed_documents_are_empty(api, token, case_body):
    case = new_case(api, token, case_body)
    new_document(api, token, case_id=case["id"])
    response = api.get(f"/v1/cases/{case['id']}/fields", token=token)
    assert response.status == 200
    body = response.json()
    assert body["case_id"] == case["id"]
    assert (body["document_count"], body["field_count"], body["fields"], body["conflicts"]) == (0, 0, [], [])
    assert body["conflict_summary"] == {"total": 0, "fields": [], "blocking": False}
    assert isinstance(body["fingerprint"], str) and body["fingerprint"]


def test_fields_of_an_unknown_case_is_a_404(api, token):
    response = api.get(f"/v1/cases/{uuid.uuid4()}/fields", token=token)
    assert (response.status, response.json()) == (404, {"detail": "Case not found"})


# events ------------------------------------------------------------------------------------------------
def test_every_change_writes_an_internal_event_that_is_never_queued_as_a_webhook(api, aws, own, case_body):
    token, workspace = own[ADMIN].token, own
    case = new_case(api, token, case_body)
    webhook_messages(aws)  # case.created is delivered as before
    document = new_document(api, token)["document"]
    api.post(f"/v1/cases/{case['id']}/documents", json_body={"document_id": document["id"]}, token=token)
    api.delete(f"/v1/cases/{case['id']}/documents/{document['id']}", token=token)

    found = sorted((e["type"], e["status"]) for e in events_of(aws, workspace.id) if e["type"].startswith("document."))
    assert found == [
        ("document.attached", "internal"),
        ("document.created", "internal"),
        ("document.detached", "internal"),
    ]
    assert all(m["type"] == "case.created" for m in webhook_messages(aws))


def test_a_document_created_on_a_case_is_the_uploaders_on_the_timeline(api, own, case_body):
    token = own[ADMIN].token
    case = new_case(api, token, case_body)
    new_document(api, token, case_id=case["id"])
    timeline = api.get(f"/v1/cases/{case['id']}/events", token=token).json()["items"]
    attached = next(e for e in timeline if e["type"] == "document.attached")
    assert attached["actor"] == {"type": "user", "id": own[ADMIN].user["id"]}


def test_an_attach_that_lost_a_race_is_a_409_and_attaches_nothing(api, token, case_body, snapshot, monkeypatch):
    # given a document read before another request changed it (moto cannot interleave two requests: the
    # stale read is injected)
    from casefile.store import documents as store

    case, document = new_case(api, token, case_body), new_document(api, token)["document"]
    stale = store.get(document["tenant_id"], document["id"], consistent=True)
    api.post(f"/v1/cases/{case['id']}/documents", json_body={"document_id": document["id"]}, token=token)
    api.delete(f"/v1/cases/{case['id']}/documents/{document['id']}", token=token)
    monkeypatch.setattr(store, "get", lambda *args, **kwargs: dict(stale))
    before = snapshot()

    # when the attach computed from that read is written
    response = api.post(f"/v1/cases/{case['id']}/documents", json_body={"document_id": document["id"]}, token=token)

    # then it is refused as a conflict, not written over the newer version
    assert response.status == 409
    assert response.json()["detail"]["code"] == "document_changed"
    assert snapshot() == before
