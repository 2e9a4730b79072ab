"""Scoring policies and scoring a case, through the Lambda handlers under moto: the default policy, versions,
activation (one active policy per path, also under 50 concurrent activations, and the 409 after lost races),
deletion, validation, and POST /v1/cases/{id}/score with what it writes and what it refuses."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from casefile import clock
from casefile.domain.roles import Role
from casefile.errors import Conflict
from casefile.models.records import UserRecord, WorkspaceRecord
from casefile.models.scoring import PolicyCreate, ScoringPolicy
from casefile.services import scoring as service
from casefile.services.principal import Principal
from casefile.store import documents as document_store
from casefile.store import dynamo
from casefile.store.aws import client
from tests.integration.conftest import WORLD_RATE_LIMIT, emulated_aws, table_items

ADMIN, VIEWER = "tenant_admin", "tenant_viewer"
POLICY = {
    "name": "Strict salaried",
    "description": "Salaried applicants only",
    "weights": {"income_stability": 2, "debt_ratio": 1, "bank_behaviour": 1, "documents": 1},
    "approve_threshold": 75,
    "refuse_threshold": 45,
    "dti_cap_pct": 35,
}


@pytest.fixture(scope="module")
def aws():
    """One emulated account for the module (each test makes its own workspace)."""
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture
def workspace(factory):
    """A workspace of its own per test (policy counts are per workspace); one member: logins cost argon2id.
    The role matrix of every route is test_routes_access.py's (generated)."""
    return factory.workspace(roles=(Role.TENANT_ADMIN,))


@pytest.fixture
def admin(workspace):
    return workspace[ADMIN].token


@pytest.fixture(autouse=True)
def no_backoff_sleep(monkeypatch):
    monkeypatch.setattr(dynamo, "_sleep", lambda _: None)


def create_policy(api, token, **changes) -> dict[str, Any]:
    response = api.post("/v1/scoring/policies", json_body={**POLICY, **changes}, token=token)
    assert response.status == 201, response.text
    return response.json()


def active(api, token, path="kyc") -> list[str]:
    items = api.get("/v1/scoring/policies", token=token, query={"path": path, "page_size": 100}).json()["items"]
    return [p["id"] for p in items if p["is_active"]]


# policies -----------------------------------------------------------------------------------------------
def test_a_new_workspace_has_the_default_kyc_policy_active(api, workspace):
    listed = api.get("/v1/scoring/policies", token=workspace[ADMIN].token).json()
    assert (listed["total"], listed["page"]) == (1, 1)
    default = listed["items"][0]
    assert (default["path"], default["country"], default["is_active"], default["version"]) == ("kyc", "MA", True, 1)
    assert default["id"] == service.default_policy_id(workspace.id)


def test_a_workspace_made_before_scoring_gets_its_default_policy_on_first_use(api, aws, workspace):
    # Given a workspace whose policy items do not exist (as before this work)
    ddb = client("dynamodb")
    mine = f"TENANT#{workspace.id}"
    for item in table_items(aws):
        if not item["PK"]["S"].startswith(mine):
            continue
        if item["SK"]["S"].startswith(("POLICY", "COUNTER#POLICY")) or "#POLICY#" in item["PK"]["S"]:
            ddb.delete_item(TableName=aws.table_name("MainTable"), Key={"PK": item["PK"], "SK": item["SK"]})
    assert service.store.seeded(workspace.id) is False
    # When anyone lists (or scores), the default is made once, active
    token = workspace[ADMIN].token
    first = api.get("/v1/scoring/policies", token=token).json()
    again = api.get("/v1/scoring/policies", token=token).json()
    assert first["total"] == again["total"] == 1 and first["items"][0]["is_active"]


def test_create_read_list_by_path_and_patch_making_versions(api, admin):
    created = create_policy(api, admin, path="auto")
    assert (created["is_active"], created["version"], created["weights"]["income_stability"]) == (False, 1, 2)
    response = api.patch(f"/v1/scoring/policies/{created['id']}", json_body={"approve_threshold": 80}, token=admin)
    assert response.status == 200, response.text
    assert (response.json()["approve_threshold"], response.json()["version"]) == (80, 2)
    old = api.get(f"/v1/scoring/policies/{created['id']}", token=admin, query={"version": 1}).json()
    assert (old["approve_threshold"], old["version"]) == (75, 1)
    assert api.get(f"/v1/scoring/policies/{created['id']}", token=admin, query={"version": 3}).status == 404
    by_path = api.get("/v1/scoring/policies", token=admin, query={"path": "auto"}).json()
    assert [p["id"] for p in by_path["items"]] == [created["id"]] and by_path["total"] == 1
    assert api.get("/v1/scoring/policies", token=admin).json()["total"] == 2


@pytest.mark.parametrize(
    "body",
    [
        {**POLICY, "weights": {"income_stability": 0, "debt_ratio": 0, "bank_behaviour": 0, "documents": 0}},
        {**POLICY, "weights": {**POLICY["weights"], "documents": -1}},
        {**POLICY, "refuse_threshold": 80},
        {**POLICY, "approve_threshold": 101},
        {**POLICY, "dti_cap_pct": 120},
        {**POLICY, "tds_cap_pct": -1},
    ],
)
def test_an_invalid_policy_is_a_422_and_stores_nothing(api, admin, body, snapshot):
    api.get("/v1/scoring/policies", token=admin)  # the default exists
    before = snapshot()
    assert api.post("/v1/scoring/policies", json_body=body, token=admin).status == 422
    assert snapshot() == before


def test_a_patch_that_would_cross_the_thresholds_is_a_coded_422(api, admin):
    created = create_policy(api, admin)
    response = api.patch(f"/v1/scoring/policies/{created['id']}", json_body={"refuse_threshold": 90}, token=admin)
    assert response.status == 422
    assert response.json()["detail"]["code"] == "invalid_policy"


def test_activation_switches_the_active_policy_of_the_path_only(api, workspace, admin):
    default_id = service.default_policy_id(workspace.id)
    other_path = create_policy(api, admin, path="auto")
    api.post(f"/v1/scoring/policies/{other_path['id']}/activate", token=admin)
    created = create_policy(api, admin)
    response = api.post(f"/v1/scoring/policies/{created['id']}/activate", token=admin)
    assert response.status == 200 and response.json()["is_active"] is True
    assert active(api, admin) == [created["id"]]
    assert active(api, admin, "auto") == [other_path["id"]]
    assert api.get(f"/v1/scoring/policies/{default_id}", token=admin).json()["is_active"] is False


def test_the_active_policy_cannot_be_deleted_an_inactive_one_can(api, workspace, admin):
    default_id = service.default_policy_id(workspace.id)
    response = api.delete(f"/v1/scoring/policies/{default_id}", token=admin)
    assert (response.status, response.json()) == (400, {"detail": "Cannot delete the active policy"})
    created = create_policy(api, admin)
    assert api.delete(f"/v1/scoring/policies/{created['id']}", token=admin).status == 204
    assert api.get(f"/v1/scoring/policies/{created['id']}", token=admin).json() == {"detail": "Policy not found"}
    assert api.get(f"/v1/scoring/policies/{created['id']}", token=admin, query={"version": 1}).status == 200
    assert api.get("/v1/scoring/policies", token=admin).json()["total"] == 1


def test_fifty_concurrent_activations_leave_exactly_one_active_policy(api, workspace, admin, serialised_transactions):
    principal = Principal(
        user=UserRecord.model_validate(workspace[ADMIN].user),
        workspace=WorkspaceRecord.model_validate(workspace.data),
        session_id="test",
    )
    body = {**POLICY, "weights": dict(POLICY["weights"])}
    policies = [
        service.create_policy(
            principal, PolicyCreate.model_validate({**body, "path": "kyc", "country": "MA", "name": f"P{i}"})
        )
        for i in range(50)
    ]
    statuses: list[int] = []
    barrier = threading.Barrier(50)

    def activate(policy: ScoringPolicy) -> None:  # the service the route calls, 50 threads at once
        barrier.wait()
        try:
            service.activate_policy(principal, policy.id)
            statuses.append(200)
        except Conflict:
            statuses.append(409)

    threads = [threading.Thread(target=activate, args=(p,)) for p in policies]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert set(statuses) <= {200, 409} and statuses.count(200) >= 1
    winners = active(api, admin)
    assert len(winners) == 1
    pointer, _ = service.store.active_id(workspace.id, "kyc", consistent=True)
    assert winners == [pointer]


def cancelled_transactions(monkeypatch, reason: str, times: int | None = None) -> None:
    """The next `times` TransactWriteItems (all when None) are cancelled with `reason` on their second
    operation, as DynamoDB does when another transaction changed the item first (moto cannot make it)."""
    ddb = client("dynamodb")
    real, made = ddb.transact_write_items, [0]

    def transact_write_items(**params):
        made[0] += 1
        if times is not None and made[0] > times:
            return real(**params)
        reasons = [{"Code": "None"} for _ in params["TransactItems"]]
        reasons[1] = {"Code": reason}
        raise ddb.exceptions.TransactionCanceledException(
            {"Error": {"Code": "TransactionCanceledException", "Message": "cancelled"}, "CancellationReasons": reasons},
            "TransactWriteItems",
        )

    monkeypatch.setattr(ddb, "transact_write_items", transact_write_items)


def test_a_lost_race_for_the_pointer_is_a_409_and_changes_nothing(api, admin, monkeypatch, snapshot):
    created = create_policy(api, admin)
    before = snapshot()
    cancelled_transactions(monkeypatch, "ConditionalCheckFailed")  # another activation moved the pointer first
    response = api.post(f"/v1/scoring/policies/{created['id']}/activate", token=admin)
    monkeypatch.undo()
    assert response.status == 409 and response.json()["detail"]["code"] == "policy_activation_conflict"
    assert snapshot() == before


def test_an_activation_held_up_by_transaction_conflicts_is_retried_and_succeeds(api, admin, monkeypatch):
    created = create_policy(api, admin)
    cancelled_transactions(monkeypatch, "TransactionConflict", times=2)
    response = api.post(f"/v1/scoring/policies/{created['id']}/activate", token=admin)
    monkeypatch.undo()
    assert response.status == 200 and active(api, admin) == [created["id"]]


def test_a_patch_from_a_stale_read_is_a_409_policy_changed(api, admin, monkeypatch, snapshot):
    created = create_policy(api, admin)
    before = snapshot()
    ddb = client("dynamodb")
    real = ddb.transact_write_items

    def changed_meanwhile(**params):  # the policy's version moved between our read and our write
        reasons = [{"Code": "ConditionalCheckFailed"}, {"Code": "None"}]
        raise ddb.exceptions.TransactionCanceledException(
            {"Error": {"Code": "TransactionCanceledException", "Message": "cancelled"}, "CancellationReasons": reasons},
            "TransactWriteItems",
        )

    monkeypatch.setattr(ddb, "transact_write_items", changed_meanwhile)
    response = api.patch(f"/v1/scoring/policies/{created['id']}", json_body={"name": "Renamed"}, token=admin)
    monkeypatch.setattr(ddb, "transact_write_items", real)
    assert response.status == 409 and response.json()["detail"]["code"] == "policy_changed"
    assert snapshot() == before


def test_policies_of_another_workspace_are_not_found(api, factory, admin):
    created = create_policy(api, admin)
    stranger = factory.workspace(roles=(Role.TENANT_ADMIN,))[ADMIN].token
    for method in ("get", "patch", "delete"):
        kw = {"json_body": {"name": "x"}} if method == "patch" else {}
        response = getattr(api, method)(f"/v1/scoring/policies/{created['id']}", token=stranger, **kw)
        assert (response.status, response.json()) == (404, {"detail": "Policy not found"})


# scoring a case -------------------------------------------------------------------------------------------
def new_case(api, token, borrower_type="public_sector") -> dict[str, Any]:
    body = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": borrower_type}
    response = api.post("/v1/cases", json_body=body, token=token)
    assert response.status == 201, response.text
    return response.json()


def field(name: str, value: Any) -> dict[str, Any]:
    return {"field_name": name, "value": value, "confidence": 0.95, "page": 1, "validation_status": "valid"}


def completed_document(api, tenant_id: str, token: str, case_id: str, document_type: str, fields: list) -> str:
    """A document on the case, completed with `fields` (what the OCR worker writes; the OCR is not the subject)."""
    body = {
        "filename": f"{document_type}.pdf",
        "content_type": "application/pdf",
        "size_bytes": 1024,
        "case_id": case_id,
    }
    response = api.post("/v1/documents", json_body=body, token=token)
    assert response.status == 201, response.text
    document = document_store.get(tenant_id, response.json()["document"]["id"], consistent=True)
    document_store.transition(
        document, "completed", {"document_type": document_type, "fields": fields}, clock.now_iso()
    )
    return document["id"]


def connect(api, token, case_id: str, bank_code: str) -> None:
    body = {"case_id": case_id, "bank_code": bank_code}
    response = api.post(
        "/v1/bank-connections", json_body=body, token=token, headers={"X-Service-Environment": "sandbox"}
    )
    assert response.status == 201, response.text


def scored_events(aws, tenant_id: str) -> list[dict[str, Any]]:
    mine = f"TENANT#{tenant_id}"
    items = [i for i in table_items(aws) if i.get("entity", {}).get("S") == "event" and i["PK"]["S"] == mine]
    return [json.loads(i["data"]["S"]) for i in items if i["type"]["S"] == "case.scored"]


def test_scoring_a_well_documented_public_servant_approves_the_case_and_fires_case_scored(api, aws, workspace):
    token = workspace[ADMIN].token
    case = new_case(api, token)
    completed_document(api, workspace.id, token, case["id"], "cin_front", [field("cin", "BE123456")])
    payslip = completed_document(
        api,
        workspace.id,
        token,
        case["id"],
        "payslip",
        [field("net_salary", 13900.0), field("contract_type", "CDI"), field("hire_date", "2012-01-02")],
    )
    connect(api, token, case["id"], "sandbox_good")

    response = api.post(f"/v1/cases/{case['id']}/score", token=token)

    assert response.status == 200, response.text
    result = response.json()
    assert set(result) == {
        "case_id", "score", "risk_level", "eligible_amount", "breakdown", "ai_insight", "corrected_fields"
    }  # fmt: skip
    assert result["corrected_fields"] == 0
    assert result["score"] >= 70 and result["eligible_amount"] > 0
    assert all(0 <= v <= 1 for v in result["breakdown"].values())
    view = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert (view["status"], view["decision"], view["decision_by"], view["score"]) == (
        "approved",
        "approved",
        "engine",
        result["score"],
    )
    assert view["score_metrics"][0]["name"] == "income_stability" and view["manual_review_steps"] == []
    french = api.get(f"/v1/cases/{case['id']}", token=token, headers={"Accept-Language": "fr-MA,fr;q=0.9"}).json()
    assert "Le dossier obtient" in french["ai_insight"] and "The case scores" in view["ai_insight"]
    (event,) = scored_events(aws, workspace.id)
    assert (event["id"], event["score"]) == (case["id"], result["score"])
    assert (event["policy_id"], event["policy_version"]) == (service.default_policy_id(workspace.id), 1)
    assert payslip  # the payslip's fields drove income_stability


def test_an_inconclusive_score_goes_to_review_and_can_be_scored_again(api, aws, workspace, admin):
    create_policy(api, admin)  # a second policy, inactive: not used
    token = workspace[ADMIN].token
    case = new_case(api, token, "merchant")
    connect(api, token, case["id"], "sandbox_irregular")
    first = api.post(f"/v1/cases/{case['id']}/score", token=token)
    assert first.status == 200, first.text
    view = api.get(f"/v1/cases/{case['id']}", token=token).json()
    assert (view["status"], view["decision"]) == ("review_required", None)
    assert view["manual_review_steps"] and view["risk_factors"]
    assert api.post(f"/v1/cases/{case['id']}/score", token=token).status == 200
    assert len(scored_events(aws, workspace.id)) == 2


def test_a_case_without_income_evidence_cannot_be_scored_and_is_unchanged(api, workspace, snapshot):
    token = workspace[ADMIN].token
    case = new_case(api, token)
    completed_document(api, workspace.id, token, case["id"], "cin_front", [field("cin", "BE123456")])
    api.get("/v1/scoring/policies", token=token)  # the default policy exists before the snapshot
    before = snapshot()
    response = api.post(f"/v1/cases/{case['id']}/score", token=token)
    assert response.status == 400 and response.json()["detail"].startswith("No income evidence")
    assert snapshot() == before


def test_a_score_records_the_policy_version_it_used_and_old_cases_are_not_rescored(api, aws, workspace, admin):
    from casefile.store import cases as case_store

    first, second = new_case(api, admin, "merchant"), new_case(api, admin, "merchant")
    for case in (first, second):
        connect(api, admin, case["id"], "sandbox_irregular")
    default_id = service.default_policy_id(workspace.id)
    assert api.post(f"/v1/cases/{first['id']}/score", token=admin).status == 200
    patched = api.patch(f"/v1/scoring/policies/{default_id}", json_body={"dti_cap_pct": 35}, token=admin)
    assert patched.json()["version"] == 2
    assert api.post(f"/v1/cases/{second['id']}/score", token=admin).status == 200
    versions = {c["id"]: case_store.get(workspace.id, c["id"])["policy_version"] for c in (first, second)}
    assert versions == {first["id"]: 1, second["id"]: 2}
    assert sorted(e["policy_version"] for e in scored_events(aws, workspace.id)) == [1, 2]


def test_a_decided_case_is_not_scored_again(api, workspace):
    token = workspace[ADMIN].token
    # a policy that refuses the risky sandbox account whatever its id: its simulated data score 45 at most for a
    # merchant, one id in a hundred or so at 40-45, the default policy's band between refusal and approval
    default_id = service.default_policy_id(workspace.id)
    patched = api.patch(f"/v1/scoring/policies/{default_id}", json_body={"refuse_threshold": 60}, token=token)
    assert patched.status == 200
    case = new_case(api, token, "merchant")
    connect(api, token, case["id"], "sandbox_risky")
    assert api.post(f"/v1/cases/{case['id']}/score", token=token).status == 200
    decided = api.get(f"/v1/cases/{case['id']}", token=token).json()["status"]
    assert decided == "refused"
    response = api.post(f"/v1/cases/{case['id']}/score", token=token)
    assert response.status == 400 and "already decided" in response.json()["detail"]


def test_a_viewer_cannot_score(api, factory):
    workspace = factory.workspace(roles=(Role.TENANT_ADMIN, Role.TENANT_VIEWER))
    case = new_case(api, workspace[ADMIN].token)
    response = api.post(f"/v1/cases/{case['id']}/score", token=workspace[VIEWER].token)
    assert (response.status, response.json()) == (403, {"detail": "Insufficient permissions"})
