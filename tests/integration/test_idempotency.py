"""`Idempotency-Key` on POST /v1/cases: a retried request creates the case (and its event) once."""

from __future__ import annotations

import uuid

import boto3
import pytest

ADMIN = "tenant_admin"


@pytest.fixture
def token(factory):
    return factory.workspace()[ADMIN].token


def create(api, token, body, key):
    return api.post("/v1/cases", json_body=body, token=token, headers={"Idempotency-Key": key})


def queued_events(aws) -> int:
    sqs = boto3.client("sqs")
    attributes = sqs.get_queue_attributes(
        QueueUrl=aws.queue_urls["WebhookQueue"], AttributeNames=["ApproximateNumberOfMessages"]
    )
    return int(attributes["Attributes"]["ApproximateNumberOfMessages"])


def test_a_retry_with_the_same_key_returns_the_first_case(api, aws, token, case_body):
    first = create(api, token, case_body, "retry-1")
    second = create(api, token, case_body, "retry-1")
    assert (first.status, second.status) == (201, 201)
    assert second.json() == first.json()
    assert api.get("/v1/cases", token=token).json()["total"] == 1
    assert queued_events(aws) == 1  # one case.created, not two


def test_the_same_key_with_another_body_is_refused(api, token, case_body):
    assert create(api, token, case_body, "retry-2").status == 201
    response = create(api, token, {**case_body, "applicant_name": "Someone Else"}, "retry-2")
    assert response.status == 422
    assert response.json()["detail"]["code"] == "idempotency_key_reused"
    assert api.get("/v1/cases", token=token).json()["total"] == 1


def test_different_keys_create_different_cases(api, token, case_body):
    ids = {create(api, token, case_body, key).json()["id"] for key in ("a", "b")}
    assert len(ids) == 2


def test_keys_are_scoped_to_the_workspace(api, factory, case_body):
    mine, theirs = factory.workspace(roles=()), factory.workspace(roles=())
    first = create(api, mine[ADMIN].token, case_body, "shared-key").json()
    second = create(api, theirs[ADMIN].token, case_body, "shared-key").json()
    assert first["id"] != second["id"]
    assert (first["tenant_id"], second["tenant_id"]) == (mine.id, theirs.id)


def test_a_failed_attempt_can_be_retried_with_the_same_key(api, token, case_body):
    missing = {**case_body, "document_id": str(uuid.uuid4())}
    assert create(api, token, missing, "retry-3").status == 404
    assert create(api, token, missing, "retry-3").status == 404  # the failure is not replayed from a record
    assert create(api, token, case_body, "retry-3").status == 201


def test_idempotency_records_carry_the_tenant_in_their_key(api, aws, factory, case_body):
    workspace = factory.workspace(roles=())
    create(api, workspace[ADMIN].token, case_body, "k")
    items = boto3.client("dynamodb").scan(TableName=aws.table_name("IdempotencyTable"))["Items"]
    assert [item["id"]["S"].startswith(f"TENANT#{workspace.id}#create_case#") for item in items] == [True]


@pytest.mark.parametrize("key", ["", "k" * 256])
def test_a_malformed_key_is_a_422(api, token, case_body, key):
    response = create(api, token, case_body, key)
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["header", "idempotency-key"]
