"""Case storage: status transitions, optimistic locking, conflict retries, values that cannot be stored."""

from __future__ import annotations

import json

import pytest

from casefile.errors import Conflict, NotFound
from casefile.services import cases as service
from casefile.store import cases as store
from casefile.store import dynamo
from casefile.store.aws import client
from tests.integration.conftest import table_items

ADMIN = "tenant_admin"


@pytest.fixture
def workspace(factory):
    return factory.workspace(roles=())


@pytest.fixture
def token(workspace):
    return workspace[ADMIN].token


@pytest.fixture(autouse=True)
def no_backoff_sleep(monkeypatch):
    slept: list[float] = []
    monkeypatch.setattr(dynamo, "_sleep", slept.append)
    return slept


def new_case(api, token, case_body, **extra):
    response = api.post("/v1/cases", json_body={**case_body, **extra}, token=token)
    assert response.status == 201, response.text
    return response.json()


def totals(api, token, **filters):
    return api.get("/v1/cases", token=token, query=filters).json()["total"]


def events_of(aws, event_type):
    items = [i for i in table_items(aws) if i.get("entity", {}).get("S") == "event"]
    return [json.loads(i["data"]["S"]) for i in items if i["type"]["S"] == event_type]


# transitions ---------------------------------------------------------------------------------------
def test_a_transition_moves_the_case_between_status_lists_and_counters(api, aws, token, case_body):
    # Given a new case
    case = new_case(api, token, case_body)
    # When it is scored (to review_required), firing case.scored
    read = service.load_case_for(case["tenant_id"], case["id"])
    moved = service.move_case(
        read, "review_required", {"score": 71, "risk_level": "low"}, action="score", event_type="case.scored"
    )
    # Then it is listed under its new status only, with the counters moved in the same write
    assert moved["status"] == "review_required" and moved["version"] == 2
    listed = api.get("/v1/cases", token=token, query={"status": "review_required"}).json()
    assert [c["id"] for c in listed["items"]] == [case["id"]]
    assert listed["items"][0]["score"] == 71
    assert totals(api, token, status="new") == 0
    assert api.get("/v1/cases", token=token, query={"status": "new"}).json()["items"] == []
    assert totals(api, token, status="review_required", environment="sandbox") == 1
    assert totals(api, token) == 1 and totals(api, token, environment="sandbox") == 1
    # and the event carries the moved case
    (scored,) = events_of(aws, "case.scored")
    assert scored["id"] == case["id"] and scored["status"] == "review_required" and scored["score"] == 71


def test_a_transition_from_a_stale_read_is_a_409_and_writes_nothing(api, aws, token, case_body, snapshot):
    # Given a case read by a scorer, then changed by a reviewer (PATCH bumps the version)
    case = new_case(api, token, case_body)
    stale = service.load_case_for(case["tenant_id"], case["id"])
    assert api.patch(f"/v1/cases/{case['id']}", json_body={"borrower_type": "retiree"}, token=token).status == 200
    before = snapshot()
    # When the scorer writes its result computed from the stale read
    with pytest.raises(Conflict) as refused:
        service.move_case(stale, "review_required", {"score": 50}, action="score", event_type="case.scored")
    # Then it is a clear coded conflict and nothing changed: no overwrite, no event, counters as they were
    assert refused.value.code == "case_changed"
    assert snapshot() == before
    assert totals(api, token, status="new") == 1


def test_of_two_concurrent_transitions_only_the_first_wins(api, token, case_body):
    case = new_case(api, token, case_body)
    first = service.load_case_for(case["tenant_id"], case["id"])
    second = service.load_case_for(case["tenant_id"], case["id"])
    service.move_case(first, "approved", {"decision": "approved"}, action="score")
    with pytest.raises(Conflict):
        service.move_case(second, "refused", {"decision": "refused"}, action="score")
    stored = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert (stored["status"], stored["decision"]) == ("approved", "approved")
    assert totals(api, token, status="approved") == 1 and totals(api, token, status="refused") == 0


def test_moving_a_case_that_does_not_exist_is_a_404(api, token, case_body):
    case = new_case(api, token, case_body)
    read = service.load_case_for(case["tenant_id"], case["id"])
    with pytest.raises(NotFound):
        service.move_case({**read, "id": "00000000-0000-4000-8000-000000000000"}, "review_required", {}, action="score")


def test_store_update_refuses_status_changes():
    with pytest.raises(ValueError, match="transition"):
        store.update("t", "c", {"status": "approved"}, "2026-01-01T00:00:00.000Z", expected_version=None)


def test_every_patch_bumps_the_version(api, token, case_body):
    case = new_case(api, token, case_body)
    for priority in ("low", "high"):
        api.patch(f"/v1/cases/{case['id']}", json_body={"priority": priority}, token=token)
    assert service.load_case_for(case["tenant_id"], case["id"])["version"] == 3


# TransactionConflict ---------------------------------------------------------------------------------
def _conflicting(monkeypatch, times: int | None):
    """Make the next `times` TransactWriteItems calls (all, if None) fail with TransactionConflict, as
    DynamoDB does when another transaction holds an item (moto never does)."""
    ddb = client("dynamodb")
    real = ddb.transact_write_items
    calls = {"made": 0, "conflicts": 0}

    def transact_write_items(**params):
        calls["made"] += 1
        if times is None or calls["conflicts"] < times:
            calls["conflicts"] += 1
            reasons = [{"Code": "None"}] * len(params["TransactItems"])
            reasons[1] = {"Code": "TransactionConflict", "Message": "Transaction is ongoing for the item"}
            raise ddb.exceptions.TransactionCanceledException(
                {
                    "Error": {"Code": "TransactionCanceledException", "Message": "Transaction cancelled"},
                    "CancellationReasons": reasons,
                },
                "TransactWriteItems",
            )
        return real(**params)

    monkeypatch.setattr(ddb, "transact_write_items", transact_write_items)
    return calls


def test_a_transaction_conflict_is_retried_with_backoff(api, token, case_body, monkeypatch, no_backoff_sleep):
    # Given the counters item is held by other transactions for the first three attempts
    calls = _conflicting(monkeypatch, times=3)
    # When a case is created
    case = new_case(api, token, case_body)
    # Then the write is retried until it goes through, with growing jittered waits, and made once
    assert calls == {"made": 4, "conflicts": 3}
    assert len(no_backoff_sleep) == 3
    assert all(0 <= wait <= 0.01 * 2**n for n, wait in enumerate(no_backoff_sleep))
    monkeypatch.undo()
    assert totals(api, token) == 1
    assert api.get(f"/v1/cases/{case['id']}", token=token).status == 200


def test_conflicts_that_never_clear_are_a_409_not_a_500(api, token, case_body, monkeypatch, snapshot):
    before = snapshot()
    calls = _conflicting(monkeypatch, times=None)
    response = api.post("/v1/cases", json_body=case_body, token=token)
    assert response.status == 409
    assert response.json()["detail"]["code"] == "concurrent_write"
    assert calls["made"] == dynamo.CONFLICT_ATTEMPTS
    monkeypatch.undo()
    assert snapshot() == before


def test_a_conflicted_single_write_is_retried_too(api, monkeypatch):
    # The rate-limit counter is a plain UpdateItem; DynamoDB refuses it while a transaction holds the item.
    ddb = client("dynamodb")
    real, failures = ddb.update_item, [2]

    def update_item(**params):
        if failures[0]:
            failures[0] -= 1
            raise ddb.exceptions.TransactionConflictException(
                {"Error": {"Code": "TransactionConflictException", "Message": "busy"}}, "UpdateItem"
            )
        return real(**params)

    monkeypatch.setattr(ddb, "update_item", update_item)
    assert api.get("/v1/auth/me").status == 401  # counted (after two retries), then refused for no token
    assert failures == [0]


# values DynamoDB cannot keep exactly -----------------------------------------------------------------
UNSTORABLE = ["1e200", "-1e200", "1e-200", "1e400", "NaN", "Infinity", "-Infinity", str(10**40), "1" * 39]
STORABLE = ["1e125", "-1e-130", "0.1", "12345678901234567890123456789012345678", "0", "-0.0", "true"]


@pytest.mark.parametrize("number", UNSTORABLE)
def test_metadata_numbers_that_cannot_be_stored_exactly_are_a_422_on_create(api, token, case_body, snapshot, number):
    before = snapshot()
    raw = json.dumps({**case_body, "metadata_json": {"x": "PLACEHOLDER"}}).replace('"PLACEHOLDER"', number)
    response = api.post("/v1/cases", raw_body=raw.encode(), token=token)
    assert response.status == 422, response.text
    assert response.json()["detail"][0]["loc"][:2] == ["body", "metadata_json"]
    assert snapshot() == before


@pytest.mark.parametrize("number", UNSTORABLE)
def test_metadata_numbers_that_cannot_be_stored_exactly_are_a_422_on_patch(api, token, case_body, snapshot, number):
    case = new_case(api, token, case_body)
    before = snapshot()
    raw = json.dumps({"metadata_json": {"nested": [1, {"x": "PLACEHOLDER"}]}}).replace('"PLACEHOLDER"', number)
    response = api.patch(f"/v1/cases/{case['id']}", raw_body=raw.encode(), token=token)
    assert response.status == 422, response.text
    assert snapshot() == before


@pytest.mark.parametrize("number", STORABLE)
def test_metadata_numbers_within_range_round_trip_exactly(api, token, case_body, number):
    raw = json.dumps({**case_body, "metadata_json": {"x": "PLACEHOLDER"}}).replace('"PLACEHOLDER"', number)
    created = api.post("/v1/cases", raw_body=raw.encode(), token=token)
    assert created.status == 201, created.text
    expected = json.loads(number)
    assert created.json()["metadata_json"] == {"x": expected}
    again = api.get(f"/v1/cases/{created.json()['id']}", token=token).json()
    assert again["metadata_json"] == {"x": expected} and type(again["metadata_json"]["x"]) is type(expected)


def test_the_table_snapshot_of_the_tests_is_what_a_scan_reads(api, aws, token, case_body):
    # the before/after snapshots of the generated route tests read moto's tables in process: the same items as a Scan
    new_case(api, token, case_body)
    scanned = client("dynamodb").scan(TableName=aws.table_name("MainTable"))["Items"]
    assert scanned
    assert sorted(map(json.dumps, table_items(aws))) == sorted(map(json.dumps, scanned))
