"""Cases: create, read, list, update, under moto, through the Lambda handlers."""

from __future__ import annotations

import json
import uuid

import boto3
import pytest

from casefile.settings import reset_settings
from casefile.store import keys
from casefile.store.dynamo import to_dynamo

ADMIN = "tenant_admin"
CASE_FIELDS = {
    "id", "tenant_id", "document_id", "applicant_name", "applicant_cin", "borrower_type", "status", "priority",
    "score", "risk_level", "eligible_amount", "score_breakdown", "ai_insight", "decision", "decision_at",
    "decision_by", "decision_note", "assigned_to", "environment", "external_reference", "metadata_json",
    "created_at", "updated_at",
}  # fmt: skip
DETAIL_EXTRA = {
    "document": None, "extraction": None, "documents": [], "employer": None, "contract_type": None,
    "hire_date": None, "net_salary": None, "risk_factors": [], "score_metrics": [], "manual_review_steps": [],
    "needs_review": False, "score_stale": False, "corrected_fields_used": None,
}  # fmt: skip


@pytest.fixture
def workspace(factory):
    return factory.workspace()


@pytest.fixture
def token(workspace):
    return workspace[ADMIN].token


def create(api, token, body, **kw):
    return api.post("/v1/cases", json_body=body, token=token, **kw)


# creation ---------------------------------------------------------------------------------------
def test_create_returns_the_new_case_with_every_spec_field(api, token, workspace, case_body):
    response = create(api, token, case_body)
    assert response.status == 201
    case = response.json()
    assert set(case) == CASE_FIELDS
    assert case["status"] == "new"
    assert case["priority"] == "medium"
    assert case["environment"] == "sandbox"
    assert case["tenant_id"] == workspace.id
    assert uuid.UUID(case["id"])
    assert case["created_at"].endswith("Z") and case["created_at"] == case["updated_at"]
    nulls = CASE_FIELDS - {"id", "tenant_id", "applicant_name", "applicant_cin", "borrower_type", "status",
                           "priority", "environment", "created_at", "updated_at"}  # fmt: skip
    assert all(case[name] is None for name in nulls)


def test_single_case_view_adds_the_detail_fields(api, token, case_body):
    case = create(api, token, case_body).json()
    response = api.get(f"/v1/cases/{case['id']}", token=token)
    assert response.status == 200
    assert response.json() == {**case, **DETAIL_EXTRA}


def test_optional_fields_are_kept(api, token, case_body):
    body = {**case_body, "priority": "urgent", "external_reference": "LN-2026-0042",
            "metadata_json": {"branch": "Casablanca", "amount": 125000.5, "tags": ["a", "b"]}}  # fmt: skip
    case = create(api, token, body).json()
    stored = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert stored["priority"] == "urgent"
    assert stored["external_reference"] == "LN-2026-0042"
    assert stored["metadata_json"] == body["metadata_json"]


def test_create_writes_an_outbox_event_and_queues_it(api, aws, token, case_body):
    case = create(api, token, case_body).json()
    sqs = boto3.client("sqs")
    messages = sqs.receive_message(QueueUrl=aws.queue_urls["WebhookQueue"], MaxNumberOfMessages=10)["Messages"]
    assert len(messages) == 1
    message = json.loads(messages[0]["Body"])
    assert message["type"] == "case.created"
    assert message["tenant_id"] == case["tenant_id"]
    item = boto3.client("dynamodb").get_item(
        TableName=aws.table_name("MainTable"),
        Key=to_dynamo(keys.event_key(case["tenant_id"], message["event_id"])),
    )["Item"]
    assert item["type"]["S"] == "case.created"
    assert item["status"]["S"] == "pending"
    assert json.loads(item["data"]["S"]) == case  # the whole case, as created
    # the request's correlation id is kept with the event, for the relay to send it again
    assert uuid.UUID(item["correlation_id"]["S"])


def test_a_queue_outage_does_not_fail_the_create_and_the_event_stays_pending(api, aws, token, case_body, monkeypatch):
    monkeypatch.setenv("WEBHOOK_QUEUE_URL", aws.queue_urls["WebhookQueue"] + "-missing")
    reset_settings()
    response = create(api, token, case_body)
    assert response.status == 201
    assert api.get(f"/v1/cases/{response.json()['id']}", token=token).status == 200


@pytest.mark.parametrize(
    ("field", "value"),
    [("applicant_name", "x" * 255), ("applicant_cin", "C" * 32), ("applicant_name", "É" * 255)],
)
def test_lengths_at_the_limit_are_accepted(api, token, case_body, field, value):
    response = create(api, token, {**case_body, field: value})
    assert response.status == 201
    assert response.json()[field] == value


@pytest.mark.parametrize(
    ("change", "loc"),
    [
        ({"applicant_name": "x" * 256}, ["body", "applicant_name"]),
        ({"applicant_cin": "C" * 33}, ["body", "applicant_cin"]),
        ({"applicant_name": ""}, ["body", "applicant_name"]),
        ({"applicant_name": "   "}, ["body", "applicant_name"]),
        ({"borrower_type": "student"}, ["body", "borrower_type"]),
        ({"priority": "critical"}, ["body", "priority"]),
        ({"environment": "staging"}, ["body", "environment"]),
        ({"document_id": "not-a-uuid"}, ["body", "document_id"]),
        ({"status": "approved"}, ["body", "status"]),
        ({"metadata_json": {"blob": "x" * 17000}}, ["body", "metadata_json"]),
        ({"metadata_json": [1, 2]}, ["body", "metadata_json"]),
    ],
)
def test_invalid_bodies_get_the_validation_list_and_store_nothing(api, token, case_body, snapshot, change, loc):
    before = snapshot()
    response = create(api, token, {**case_body, **change})
    assert response.status == 422
    errors = response.json()["detail"]
    assert all(set(error) == {"type", "loc", "msg", "input"} for error in errors)
    assert loc in [error["loc"] for error in errors]
    assert snapshot() == before


@pytest.mark.parametrize("missing", ["applicant_name", "applicant_cin", "borrower_type"])
def test_required_fields(api, token, case_body, missing):
    body = {k: v for k, v in case_body.items() if k != missing}
    response = create(api, token, body)
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["body", missing]
    assert response.json()["detail"][0]["type"] == "missing"


def test_a_body_that_is_not_json_is_a_422(api, token):
    response = api.post("/v1/cases", raw_body=b"{not json", token=token)
    assert response.status == 422
    assert response.json()["detail"][0]["type"] == "json_invalid"


# metadata_json numbers: kept exactly as sent, or refused; never rounded without a word --------------------------
def _with_metadata(case_body: dict, metadata_text: str) -> bytes:
    return json.dumps(case_body).encode()[:-1] + b', "metadata_json": ' + metadata_text.encode() + b"}"


@pytest.mark.parametrize(
    ("metadata_text", "loc"),
    [
        ('{"rate": 0.12345678901234567891}', ["body", "metadata_json", "rate"]),  # 20 digits: a float rounds it
        ('{"x": [1, {"y": 1234567890.1234567890}]}', ["body", "metadata_json", "x", 1, "y"]),
        ('{"big": 1.00000000000000000001e10}', ["body", "metadata_json", "big"]),
        ('{"n": 123456789012345678901234567890123456789}', ["body", "metadata_json"]),  # 39 digits
    ],
)
def test_metadata_numbers_that_would_be_rounded_are_refused(api, token, case_body, snapshot, metadata_text, loc):
    before = snapshot()
    response = api.post("/v1/cases", raw_body=_with_metadata(case_body, metadata_text), token=token)
    assert response.status == 422, response.text
    error = response.json()["detail"][0]
    assert error["loc"] == loc
    assert "exactly" in error["msg"]
    assert snapshot() == before


def test_metadata_numbers_within_float_precision_are_kept_exactly(api, token, case_body):
    metadata_text = (
        '{"rate": 0.1, "amount": 125000.55, "long": 0.30000000000000004, "padded": 1.50000000000000000000,'
        ' "e": 6.02214076e23, "int38": 12345678901234567890123456789012345678}'
    )
    response = api.post("/v1/cases", raw_body=_with_metadata(case_body, metadata_text), token=token)
    assert response.status == 201, response.text
    stored = api.get(f"/v1/cases/{response.json()['id']}", token=token).json()["metadata_json"]
    assert stored == json.loads(metadata_text)
    assert stored["int38"] == 12345678901234567890123456789012345678


@pytest.mark.parametrize("number", ["2.032775567921386e-180", "1e126", "-1E+200"])
def test_a_number_dynamodb_cannot_store_is_a_422_not_a_500(api, token, case_body, snapshot, number):
    # found by the route fuzzer: a policy threshold of 2e-180 reached the write and underflowed there
    before = snapshot()
    response = api.post("/v1/cases", raw_body=_with_metadata(case_body, f'{{"x": {number}}}'), token=token)
    assert response.status == 422, response.text
    error = response.json()["detail"][0]
    assert error["type"] == "number_out_of_range"
    assert error["loc"][-1] == "x"
    assert snapshot() == before


# documents ---------------------------------------------------------------------------------------
def test_unknown_document_is_a_404_and_nothing_is_stored(api, aws, token, case_body, snapshot):
    before = snapshot()
    response = create(api, token, {**case_body, "document_id": str(uuid.uuid4())})
    assert response.status == 404
    assert response.json() == {"detail": "Document not found"}
    assert snapshot() == before
    assert "Messages" not in boto3.client("sqs").receive_message(QueueUrl=aws.queue_urls["WebhookQueue"])


def _upload_document(api, token) -> str:
    body = {"filename": "payslip.pdf", "content_type": "application/pdf", "size_bytes": 1024}
    response = api.post("/v1/documents", json_body=body, token=token)
    assert response.status == 201, response.text
    return response.json()["document"]["id"]


def test_an_existing_document_of_the_workspace_is_linked_and_attached(api, token, case_body):
    document_id = _upload_document(api, token)
    response = create(api, token, {**case_body, "document_id": document_id})
    assert response.status == 201
    assert response.json()["document_id"] == document_id
    assert api.get(f"/v1/documents/{document_id}", token=token).json()["case_id"] == response.json()["id"]


def test_another_workspaces_document_is_not_found(api, factory, token, case_body):
    other = factory.workspace(roles=())
    response = create(api, token, {**case_body, "document_id": _upload_document(api, other[ADMIN].token)})
    assert response.status == 404
    assert response.json() == {"detail": "Document not found"}


# environments and plans ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kw", "expected"),
    [
        ({"headers": {"X-Service-Environment": "production"}}, "production"),
        ({"query": {"environment": "production"}}, "production"),
        ({}, "sandbox"),
    ],
)
def test_environment_comes_from_header_or_query(api, token, case_body, kw, expected):
    assert create(api, token, case_body, **kw).json()["environment"] == expected


def test_body_environment_wins_over_the_header(api, token, case_body):
    body = {**case_body, "environment": "sandbox"}
    response = create(api, token, body, headers={"X-Service-Environment": "production"})
    assert response.json()["environment"] == "sandbox"


def test_unknown_environment_header_is_a_422(api, token, case_body):
    response = create(api, token, case_body, headers={"X-Service-Environment": "staging"})
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["header", "x-service-environment"]


def test_conflicting_header_and_query_environment_is_a_422(api, token, case_body):
    response = create(
        api,
        token,
        case_body,
        headers={"X-Service-Environment": "sandbox"},
        query={"environment": "production"},
    )
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["query", "environment"]


def test_free_plan_production_needs_a_verified_work_email(api, factory, case_body, snapshot):
    workspace = factory.workspace(work_email_verified=False).signed_in()
    before = snapshot()
    response = create(api, workspace[ADMIN].token, {**case_body, "environment": "production"})
    assert response.status == 403
    assert response.json()["detail"]["code"] == "work_email_required"
    assert isinstance(response.json()["detail"]["message"], str)
    assert snapshot() == before
    assert create(api, workspace[ADMIN].token, case_body).status == 201  # the sandbox stays open


def test_free_plan_production_allowance(api, factory, case_body, monkeypatch):
    monkeypatch.setenv("FREE_PLAN_MONTHLY_PRODUCTION_CASES", "2")
    reset_settings()
    token = factory.workspace()[ADMIN].token
    production = {**case_body, "environment": "production"}
    assert [create(api, token, production).status for _ in range(2)] == [201, 201]
    response = create(api, token, production)
    assert response.status == 429
    assert response.json()["detail"]["code"] == "production_case_limit_reached"
    assert response.json()["detail"]["limit"] == 2
    # the refused case was not stored, and the sandbox is not limited
    listed = api.get("/v1/cases", token=token, query={"environment": "production"}).json()
    assert listed["total"] == 2 and len(listed["items"]) == 2
    assert create(api, token, case_body).status == 201


def test_the_allowance_is_per_workspace(api, factory, case_body, monkeypatch):
    monkeypatch.setenv("FREE_PLAN_MONTHLY_PRODUCTION_CASES", "1")
    reset_settings()
    production = {**case_body, "environment": "production"}
    first, second = factory.workspace(), factory.workspace()
    assert create(api, first[ADMIN].token, production).status == 201
    assert create(api, first[ADMIN].token, production).status == 429
    assert create(api, second[ADMIN].token, production).status == 201


def test_paid_plans_have_no_allowance_and_no_work_email_rule(api, factory, case_body, monkeypatch):
    monkeypatch.setenv("FREE_PLAN_MONTHLY_PRODUCTION_CASES", "1")
    reset_settings()
    token = factory.workspace(plan="growth", work_email_verified=False)[ADMIN].token
    production = {**case_body, "environment": "production"}
    assert [create(api, token, production).status for _ in range(3)] == [201, 201, 201]


@pytest.mark.parametrize("plan", ["free", "growth"])
@pytest.mark.parametrize("status", ["cancelled", "suspended"])
def test_production_needs_a_live_subscription(api, factory, case_body, snapshot, plan, status):
    token = factory.workspace(plan=plan, subscription_status=status)[ADMIN].token
    before = snapshot()
    response = create(api, token, {**case_body, "environment": "production"})
    assert response.status == 403
    assert response.json()["detail"]["code"] == "production_requires_paid_plan"
    assert snapshot() == before
    listed = api.get("/v1/cases", token=token, headers={"X-Service-Environment": "production"})
    assert listed.status == 403
    assert listed.json()["detail"]["code"] == "production_requires_paid_plan"
    # the sandbox keeps working
    assert create(api, token, case_body).status == 201
    assert api.get("/v1/cases", token=token).status == 200


# reading and isolation ----------------------------------------------------------------------------
def test_unknown_case_is_a_404(api, token):
    response = api.get(f"/v1/cases/{uuid.uuid4()}", token=token)
    assert response.status == 404
    assert response.json() == {"detail": "Case not found"}


def test_a_malformed_case_id_is_a_422(api, token):
    response = api.get("/v1/cases/not-a-uuid", token=token)
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["path", "case_id"]


def test_another_workspaces_case_is_invisible(api, factory, case_body, snapshot):
    mine, theirs = factory.workspace(), factory.workspace()
    case_id = create(api, theirs[ADMIN].token, case_body).json()["id"]
    for role, member in mine.members.items():
        response = api.get(f"/v1/cases/{case_id}", token=member.token)
        assert (role, response.status, response.json()) == (role, 404, {"detail": "Case not found"})
    before = snapshot()
    response = api.patch(f"/v1/cases/{case_id}", json_body={"priority": "low"}, token=mine[ADMIN].token)
    assert response.status == 404
    assert response.json() == {"detail": "Case not found"}
    assert snapshot() == before
    listed = api.get("/v1/cases", token=mine[ADMIN].token).json()
    assert listed == {"items": [], "total": 0, "page": 1, "page_size": 20}


# listing -----------------------------------------------------------------------------------------
def test_list_is_newest_first_and_paginates(api, token, case_body):
    ids = [create(api, token, {**case_body, "applicant_name": f"Applicant {i}"}).json()["id"] for i in range(5)]
    newest_first = list(reversed(ids))
    pages = [api.get("/v1/cases", token=token, query={"page": p, "page_size": 2}).json() for p in (1, 2, 3, 4)]
    assert [[c["id"] for c in page["items"]] for page in pages] == [
        newest_first[0:2], newest_first[2:4], newest_first[4:5], []
    ]  # fmt: skip
    assert {(page["total"], page["page_size"]) for page in pages} == {(5, 2)}
    assert [page["page"] for page in pages] == [1, 2, 3, 4]


def test_list_filters_by_environment_and_status(api, token, case_body):
    create(api, token, case_body)
    production = create(api, token, {**case_body, "environment": "production"}).json()
    only_production = api.get("/v1/cases", token=token, query={"environment": "production"}).json()
    assert [c["id"] for c in only_production["items"]] == [production["id"]]
    assert only_production["total"] == 1
    by_header = api.get("/v1/cases", token=token, headers={"X-Service-Environment": "sandbox"}).json()
    assert by_header["total"] == 1 and by_header["items"][0]["environment"] == "sandbox"
    assert api.get("/v1/cases", token=token, query={"status": "new"}).json()["total"] == 2
    both = api.get("/v1/cases", token=token, query={"status": "new", "environment": "production"}).json()
    assert [c["id"] for c in both["items"]] == [production["id"]]
    assert api.get("/v1/cases", token=token, query={"status": "approved"}).json() == {
        "items": [], "total": 0, "page": 1, "page_size": 20
    }  # fmt: skip


def ids_of(api, token, **query):
    listed = (
        api.post("/v1/cases/search", json_body=query, token=token)
        if "applicant_cin" in query
        else api.get("/v1/cases", token=token, query=query)
    ).json()
    assert listed["total"] == len(listed["items"]), listed
    return [c["id"] for c in listed["items"]]


def test_list_finds_an_applicant_by_cin_however_it_is_typed(api, token, case_body):
    first = create(api, token, {**case_body, "applicant_cin": "BE123456"}).json()
    second = create(api, token, {**case_body, "applicant_cin": "be 123-456", "environment": "production"}).json()
    create(api, token, {**case_body, "applicant_cin": "BE1234567"})
    assert ids_of(api, token, applicant_cin="BE123456") == [second["id"], first["id"]]
    assert ids_of(api, token, applicant_cin="be123456", environment="sandbox") == [first["id"]]
    assert ids_of(api, token, applicant_cin="ZZ999") == []
    # a corrected CIN moves the case to its new lookup
    api.patch(f"/v1/cases/{first['id']}", json_body={"applicant_cin": "ZZ999"}, token=token)
    assert ids_of(api, token, applicant_cin="ZZ999") == [first["id"]]
    assert ids_of(api, token, applicant_cin="BE123456") == [second["id"]]


def test_list_by_assignee_follows_assignment_and_combines_with_the_other_filters(api, workspace, token, case_body):
    reviewer = workspace["tenant_reviewer"].id
    cases = [create(api, token, {**case_body, "applicant_cin": f"AA{n}"}).json() for n in range(3)]
    for case in cases[:2]:
        api.patch(f"/v1/cases/{case['id']}", json_body={"assigned_to": reviewer}, token=token)
    assert ids_of(api, token, assigned_to=reviewer) == [cases[1]["id"], cases[0]["id"]]
    paged = api.get("/v1/cases", token=token, query={"assigned_to": reviewer, "page": 2, "page_size": 1}).json()
    assert ([c["id"] for c in paged["items"]], paged["total"]) == ([cases[0]["id"]], 2)
    assert ids_of(api, token, assigned_to=reviewer, applicant_cin="AA1") == [cases[1]["id"]]
    assert ids_of(api, token, assigned_to=reviewer, applicant_cin="AA2") == []
    assert ids_of(api, token, assigned_to=reviewer, status="approved") == []
    # unassigned: out of the reviewer's list
    api.patch(f"/v1/cases/{cases[1]['id']}", json_body={"assigned_to": None}, token=token)
    assert ids_of(api, token, assigned_to=reviewer) == [cases[0]["id"]]


def test_list_by_decision_reads_the_decided_cases(api, workspace, token, case_body):
    from casefile.services.cases import load_case_for, move_case

    undecided, decided = (create(api, token, case_body).json() for _ in range(2))
    decision = {"decision": "refused", "decision_by": "engine", "decision_at": decided["created_at"]}
    move_case(load_case_for(workspace.id, decided["id"]), "refused", decision, action="score")
    assert ids_of(api, token, decision="refused") == [decided["id"]]
    assert ids_of(api, token, decision="approved") == []
    assert ids_of(api, token, decision="refused", status="new") == []
    assert undecided["id"] in ids_of(api, token, status="new")


@pytest.mark.parametrize(
    ("query", "loc"),
    [
        ({"decision": "maybe"}, ["query", "decision"]),
        ({"assigned_to": "someone"}, ["query", "assigned_to"]),
        ({"page": 0}, ["query", "page"]),
        ({"page_size": 0}, ["query", "page_size"]),
        ({"page_size": 101}, ["query", "page_size"]),
        ({"status": "pending"}, ["query", "status"]),
        ({"environment": "staging"}, ["query", "environment"]),
    ],
)
def test_list_rejects_bad_parameters(api, token, query, loc):
    response = api.get("/v1/cases", token=token, query=query)
    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == loc


def test_page_size_100_is_allowed(api, token, case_body):
    create(api, token, case_body)
    assert api.get("/v1/cases", token=token, query={"page_size": 100}).json()["page_size"] == 100


# updating ----------------------------------------------------------------------------------------
def test_patch_changes_only_sent_fields(api, token, workspace, case_body):
    case = create(api, token, {**case_body, "external_reference": "REF-1"}).json()
    response = api.patch(
        f"/v1/cases/{case['id']}",
        json_body={"priority": "high", "assigned_to": workspace["tenant_reviewer"].id},
        token=token,
    )
    assert response.status == 200
    updated = response.json()
    assert updated["priority"] == "high"
    assert updated["assigned_to"] == workspace["tenant_reviewer"].id
    assert updated["external_reference"] == "REF-1"
    assert updated["applicant_name"] == case["applicant_name"]
    assert updated["updated_at"] >= case["updated_at"]
    assert api.get(f"/v1/cases/{case['id']}", token=token).json() == updated


def test_patch_null_clears_nullable_fields(api, token, case_body):
    case = create(api, token, {**case_body, "external_reference": "REF-1", "metadata_json": {"a": 1}}).json()
    response = api.patch(
        f"/v1/cases/{case['id']}", json_body={"external_reference": None, "metadata_json": None}, token=token
    )
    assert response.status == 200
    assert response.json()["external_reference"] is None
    assert response.json()["metadata_json"] is None


def test_patch_applicant_fields(api, token, case_body):
    case = create(api, token, case_body).json()
    body = {"applicant_name": "Yassine B.", "applicant_cin": "ZZ99", "borrower_type": "retiree"}
    updated = api.patch(f"/v1/cases/{case['id']}", json_body=body, token=token).json()
    assert {k: updated[k] for k in body} == body


@pytest.mark.parametrize(
    "body",
    [
        {"applicant_name": None},
        {"priority": None},
        {"applicant_cin": "C" * 33},
        {"status": "approved"},
        {"score": 900},
        {"assigned_to": "someone"},
    ],
)
def test_patch_rejects_invalid_changes_and_keeps_the_case(api, token, case_body, snapshot, body):
    case = create(api, token, case_body).json()
    before = snapshot()
    response = api.patch(f"/v1/cases/{case['id']}", json_body=body, token=token)
    assert response.status == 422
    assert snapshot() == before


def test_patch_assignee_must_belong_to_the_workspace(api, factory, token, case_body, snapshot):
    outsider = factory.workspace(login=False)[ADMIN].id
    case = create(api, token, case_body).json()
    before = snapshot()
    for assignee in (outsider, str(uuid.uuid4())):
        response = api.patch(f"/v1/cases/{case['id']}", json_body={"assigned_to": assignee}, token=token)
        assert response.status == 422
        assert response.json()["detail"]["code"] == "unknown_assignee"
    assert snapshot() == before


def test_patch_unknown_case_is_a_404(api, token):
    response = api.patch(f"/v1/cases/{uuid.uuid4()}", json_body={"priority": "low"}, token=token)
    assert response.status == 404
    assert response.json() == {"detail": "Case not found"}


def test_empty_patch_returns_the_case_unchanged(api, token, case_body):
    case = create(api, token, case_body).json()
    response = api.patch(f"/v1/cases/{case['id']}", json_body={}, token=token)
    assert response.status == 200
    assert response.json() == {**case, **DETAIL_EXTRA}


# unexpected errors -----------------------------------------------------------------------------
def test_an_unexpected_error_is_a_json_500_with_the_request_id(api, token, monkeypatch):
    from casefile.store import cases as store

    def broken(*_args, **_kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(store, "get", broken)
    response = api.get(f"/v1/cases/{uuid.uuid4()}", token=token)
    assert response.status == 500
    detail = response.json()["detail"]
    assert detail.startswith("Internal server error (request id ")
    assert "disk on fire" not in response.text
