"""POST /v1/cases/search: the lookup of an applicant's cases by CIN, the CIN in the body (never in a URL), under
moto through the cases function's handler. Same answer as GET /v1/cases; the GET form with `?applicant_cin=` is
refused; the CIN never reaches a log line, an error body or the timeline."""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import boto3
import pytest

from casefile.observability import logger
from tests.integration.conftest import WORLD_RATE_LIMIT, emulated_aws, table_items

ADMIN, VIEWER = "tenant_admin", "tenant_viewer"
SEARCH = "/v1/cases/search"
CIN = "BE123456"
SPELLINGS = ["BE123456", "be123456", "be 123-456", "  BE 12 34 56  ", "Be-123-456"]


@pytest.fixture(scope="module")
def aws():
    # one emulated account for the module: each test makes its own workspaces, so none sees another's cases
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture
def workspace(factory):
    return factory.workspace(plan="growth")


@pytest.fixture
def token(workspace):
    return workspace[ADMIN].token


def create(api, token, cin: str = CIN, **fields: Any) -> dict[str, Any]:
    body = {"applicant_name": "Amina El Idrissi", "applicant_cin": cin, "borrower_type": "private_sector", **fields}
    response = api.post("/v1/cases", json_body=body, token=token)
    assert response.status == 201, response.text
    return response.json()


def search(api, token, body: Any, **kw: Any):
    return api.post(SEARCH, json_body=body, token=token, **kw)


def ids(response) -> list[str]:
    assert response.status == 200, response.text
    listed = response.json()
    assert listed["total"] >= len(listed["items"]), listed
    return [case["id"] for case in listed["items"]]


# finding ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("typed", SPELLINGS)
def test_the_cin_is_found_however_it_is_typed(api, token, typed):
    # given cases of the applicant, stored under two spellings of the CIN, and another applicant's
    first = create(api, token, "BE123456")
    second = create(api, token, "be 123-456")
    create(api, token, "BE1234567")
    # when the CIN is searched for as typed
    response = search(api, token, {"applicant_cin": typed})
    # then both of the applicant's cases are found, newest first, and nobody else's
    assert ids(response) == [second["id"], first["id"]]
    assert response.json()["total"] == 2


def test_the_answer_has_the_shape_of_the_case_list(api, token):
    created = create(api, token)
    searched = search(api, token, {"applicant_cin": CIN}).json()
    listed = api.get("/v1/cases", token=token).json()
    assert set(searched) == set(listed) == {"items", "total", "page", "page_size"}
    assert searched["items"] == listed["items"] == [created]
    assert (searched["page"], searched["page_size"], searched["total"]) == (1, 20, 1)


def test_an_unknown_cin_finds_an_empty_page(api, token):
    create(api, token)
    empty = {"items": [], "total": 0, "page": 1, "page_size": 20}
    assert search(api, token, {"applicant_cin": "ZZ999"}).json() == empty


def test_a_corrected_cin_is_found_under_its_new_value_only(api, token):
    case = create(api, token)
    assert api.patch(f"/v1/cases/{case['id']}", json_body={"applicant_cin": "ZZ 999"}, token=token).status == 200
    assert ids(search(api, token, {"applicant_cin": "zz999"})) == [case["id"]]
    assert ids(search(api, token, {"applicant_cin": CIN})) == []


def test_another_workspace_case_with_the_same_cin_is_never_found(api, factory, token):
    # given workspace A's case and workspace B's case, both of the same CIN
    mine = create(api, token)
    other = factory.workspace(plan="growth")
    theirs = create(api, other[ADMIN].token)
    # then each workspace finds its own case only, whoever searches and however the CIN is typed
    for typed in SPELLINGS:
        assert ids(search(api, token, {"applicant_cin": typed})) == [mine["id"]]
        assert ids(search(api, other[VIEWER].token, {"applicant_cin": typed})) == [theirs["id"]]


# filters, environment, paging ------------------------------------------------------------------------------
def test_the_environment_is_chosen_by_header_query_or_body(api, token):
    sandbox = create(api, token)
    production = create(api, token, environment="production")
    body = {"applicant_cin": CIN}
    assert ids(search(api, token, body)) == [production["id"], sandbox["id"]]
    assert ids(search(api, token, body, headers={"X-Service-Environment": "production"})) == [production["id"]]
    assert ids(search(api, token, body, query={"environment": "sandbox"})) == [sandbox["id"]]
    assert ids(search(api, token, {**body, "environment": "production"})) == [production["id"]]
    agreeing = search(api, token, {**body, "environment": "sandbox"}, headers={"X-Service-Environment": "sandbox"})
    assert ids(agreeing) == [sandbox["id"]]


@pytest.mark.parametrize(
    ("headers", "query", "environment", "loc"),
    [
        ({"X-Service-Environment": "production"}, None, "sandbox", ["body", "environment"]),
        (None, {"environment": "sandbox"}, "production", ["body", "environment"]),
        ({"X-Service-Environment": "production"}, {"environment": "sandbox"}, None, ["query", "environment"]),
        (None, {"environment": "staging"}, None, ["query", "environment"]),
    ],
)
def test_environments_that_disagree_are_a_422(api, token, headers, query, environment, loc):
    body = {"applicant_cin": CIN, **({"environment": environment} if environment else {})}
    response = search(api, token, body, headers=headers, query=query)
    assert response.status == 422, response.text
    assert [error["loc"] for error in response.json()["detail"]] == [loc]


def test_every_filter_of_the_list_applies_within_the_applicant_cases(api, workspace, token):
    # given three cases of the applicant: one assigned to the reviewer, one decided by the engine, one untouched
    from casefile.services.cases import load_case_for, move_case

    reviewer = workspace["tenant_reviewer"].id
    assigned, decided, untouched = (create(api, token) for _ in range(3))
    create(api, token, "OTHER1")
    assert api.patch(f"/v1/cases/{assigned['id']}", json_body={"assigned_to": reviewer}, token=token).status == 200
    refusal = {"decision": "refused", "decision_by": "engine", "decision_at": decided["created_at"]}
    move_case(load_case_for(workspace.id, decided["id"]), "refused", refusal, action="score")
    body = {"applicant_cin": CIN}
    # then each filter narrows the applicant's cases as GET /v1/cases would
    assert ids(search(api, token, {**body, "assigned_to": reviewer})) == [assigned["id"]]
    assert ids(search(api, token, {**body, "decision": "refused"})) == [decided["id"]]
    assert ids(search(api, token, {**body, "status": "new"})) == [untouched["id"], assigned["id"]]
    assert ids(search(api, token, {**body, "status": "new", "decision": "refused"})) == []
    assert ids(search(api, token, {**body, "needs_review": True})) == []
    assert ids(search(api, token, {**body, "status": None, "decision": None, "assigned_to": None})) == ids(
        search(api, token, body)
    )
    # and needs_review takes only true, as in the list
    refused = search(api, token, {**body, "needs_review": False})
    assert refused.status == 422
    assert refused.json()["detail"]["code"] == "invalid_filter"


def test_pages_follow_the_limit_and_the_cursor(api, token):
    # given five cases of the applicant
    created = [create(api, token)["id"] for _ in range(5)]
    newest_first = created[::-1]
    body = {"applicant_cin": CIN, "limit": 2}
    # when the pages are read one after the other, the next cursor being the answer's page + 1
    pages, cursor = [], None
    while True:
        page = search(api, token, {**body, **({"cursor": cursor} if cursor else {})}).json()
        pages.append(page)
        if page["page"] * page["page_size"] >= page["total"]:
            break
        cursor = str(page["page"] + 1)
    # then they hold every case once, newest first, each with the list's paging fields
    assert [case["id"] for page in pages for case in page["items"]] == newest_first
    assert [(page["page"], page["page_size"], page["total"]) for page in pages] == [(1, 2, 5), (2, 2, 5), (3, 2, 5)]
    # a page past the end is empty, its total still counted
    assert search(api, token, {**body, "cursor": "4"}).json() == {"items": [], "total": 5, "page": 4, "page_size": 2}
    assert search(api, token, {"applicant_cin": CIN, "limit": 100}).json()["page_size"] == 100


# refusals ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({}, ["body", "applicant_cin"]),
        ({"applicant_cin": ""}, ["body", "applicant_cin"]),
        ({"applicant_cin": "   "}, ["body", "applicant_cin"]),
        ({"applicant_cin": "C" * 33}, ["body", "applicant_cin"]),
        ({"applicant_cin": 123456}, ["body", "applicant_cin"]),
        ({"applicant_cin": None}, ["body", "applicant_cin"]),
        ({"applicant_cin": CIN, "cin": CIN}, ["body", "cin"]),
        ({"applicant_cin": CIN, "page": 2}, ["body", "page"]),
        ({"applicant_cin": CIN, "page_size": 10}, ["body", "page_size"]),
        ({"applicant_cin": CIN, "priority": "high"}, ["body", "priority"]),
        ({"applicant_cin": CIN, "limit": 0}, ["body", "limit"]),
        ({"applicant_cin": CIN, "limit": 101}, ["body", "limit"]),
        ({"applicant_cin": CIN, "cursor": "0"}, ["body", "cursor"]),
        ({"applicant_cin": CIN, "cursor": "next"}, ["body", "cursor"]),
        ({"applicant_cin": CIN, "cursor": 2}, ["body", "cursor"]),
        ({"applicant_cin": CIN, "status": "pending"}, ["body", "status"]),
        ({"applicant_cin": CIN, "decision": "maybe"}, ["body", "decision"]),
        ({"applicant_cin": CIN, "assigned_to": "someone"}, ["body", "assigned_to"]),
        ({"applicant_cin": CIN, "environment": "staging"}, ["body", "environment"]),
        ([CIN], ["body"]),
        (CIN, ["body"]),
    ],
)
def test_a_bad_body_is_the_validation_422_and_never_echoes_the_cin(api, token, snapshot, body, loc):
    before = snapshot()
    response = search(api, token, body)
    assert response.status == 422, response.text
    errors = response.json()["detail"]
    assert all(set(error) == {"type", "loc", "msg", "input"} and error["input"] is None for error in errors)
    assert loc in [error["loc"] for error in errors]
    assert CIN not in response.text and "C" * 33 not in response.text and "123456" not in response.text
    assert snapshot() == before


def test_a_body_that_is_not_json_is_the_validation_422(api, token):
    response = api.post(SEARCH, raw_body=b'{"applicant_cin": "BE123456"', token=token)
    assert response.status == 422
    assert response.json()["detail"][0]["type"] == "json_invalid"
    assert CIN not in response.text


def test_the_cin_in_the_url_of_the_list_is_refused_without_echo(api, token, snapshot):
    create(api, token)
    before = snapshot()
    for query in ({"applicant_cin": CIN}, {"applicant_cin": CIN, "status": "new", "page": 1}, {"applicant_cin": ""}):
        response = api.get("/v1/cases", token=token, query=query)
        assert response.status == 422, response.text
        detail = response.json()["detail"]
        assert detail["code"] == "cin_in_url"
        assert "POST /v1/cases/search" in detail["message"]
        assert CIN not in response.text
    assert snapshot() == before
    # the list without it still answers
    assert api.get("/v1/cases", token=token, query={"status": "new"}).json()["total"] == 1


# a read ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("role", ["tenant_viewer", "tenant_api_manager", "tenant_reviewer", "platform_admin"])
def test_every_member_may_search_and_nothing_is_written(api, aws, workspace, token, snapshot, role):
    # given a case, and the tables as they are
    case = create(api, token)
    workspace.signed_in()  # a sign-in writes: before the snapshot
    before, idempotency = snapshot(), table_items(aws, "IdempotencyTable")
    # when a member of any role searches, even with an Idempotency-Key as a POST may carry
    response = search(api, workspace[role].token, {"applicant_cin": CIN}, headers={"Idempotency-Key": "k-1"})
    again = search(api, workspace[role].token, {"applicant_cin": CIN}, headers={"Idempotency-Key": "k-1"})
    # then they find it, and no item was written (nor an idempotency record), nor a message sent
    assert ids(response) == ids(again) == [case["id"]]
    assert snapshot() == before
    assert table_items(aws, "IdempotencyTable") == idempotency


def test_a_search_sends_no_message(api, aws, token):
    create(api, token)
    sqs, queue = boto3.client("sqs"), aws.queue_url("WebhookQueue")
    while messages := sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10).get("Messages", []):
        for message in messages:  # what the module's earlier writes sent (case.created)
            sqs.delete_message(QueueUrl=queue, ReceiptHandle=message["ReceiptHandle"])
    assert ids(search(api, token, {"applicant_cin": CIN}))
    assert not sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10).get("Messages")


# the CIN stays out of logs and the timeline ------------------------------------------------------------------
@pytest.fixture
def logs(caplog):
    """Every log line written while the test runs: the functions' Powertools logger (at DEBUG) and any other
    logger (Mangum, boto, the standard library) at INFO."""
    stream = io.StringIO()
    previous_stream = logger.registered_handler.setStream(stream)
    previous_level = logger.log_level
    logger.setLevel(logging.DEBUG)
    caplog.set_level(logging.INFO)
    yield lambda: stream.getvalue() + "\n".join(record.getMessage() for record in caplog.records)
    logger.setLevel(previous_level)
    logger.registered_handler.setStream(previous_stream)


def test_the_cin_is_in_no_log_line_nor_the_timeline(api, token, logs):
    # given a case of the applicant
    case = create(api, token, "BK 482-913")
    # when it is searched for every way the API allows or refuses
    assert ids(search(api, token, {"applicant_cin": "bk482913"})) == [case["id"]]
    assert ids(search(api, token, {"applicant_cin": "BK482913", "status": "new", "limit": 5})) == [case["id"]]
    assert search(api, token, {"applicant_cin": "BK482913", "needs_review": False}).status == 422
    assert search(api, token, {"applicant_cin": "BK482913", "cin": "BK482913"}).status == 422
    assert search(api, token, {"applicant_cin": "BK482913" * 5}).status == 422
    assert api.get("/v1/cases", token=token, query={"applicant_cin": "BK482913"}).status == 422
    timeline = api.get(f"/v1/cases/{case['id']}/events", token=token).json()
    # then no log line holds the CIN, in any spelling, and the case's timeline does not either
    written = logs()
    assert written.strip(), "no log line was captured"
    for spelling in ("482913", "482-913", "482 913"):
        assert spelling not in written
        assert spelling not in json.dumps(timeline)
    assert [entry["type"] for entry in timeline["items"]] == ["case.created"]
