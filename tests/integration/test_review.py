"""Review under moto, through the Lambda handlers (issue 30): what a reviewer is refused and why (a value not of its
field's type, a field no document defines, a closed case, a document not yet read), the needs_review list and
flag following the workspace's review threshold, and nothing written by a refused request. The whole story over
HTTP is tests/e2e/test_review_flow.py."""

from __future__ import annotations

from typing import Any

import pytest

from casefile.domain.roles import Role
from casefile.store import cases as case_store
from tests.support.routes import POLICY_BODY, _create_case, _create_document

ADMIN = "tenant_admin"


@pytest.fixture
def workspace(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN, Role.TENANT_REVIEWER))


def read_case(api, workspace) -> tuple[str, str]:
    """A case with a payslip that was uploaded and read by the worker: (case id, document id)."""
    document_id = _create_document(api, workspace)
    case_id = api.get(f"/v1/documents/{document_id}", token=workspace[ADMIN].token).json()["case_id"]
    return case_id, document_id


def put(api, workspace, case_id: str, field: str, body: dict[str, Any], role: str = ADMIN):
    return api.request("PUT", f"/v1/cases/{case_id}/fields/{field}", json_body=body, token=workspace[role].token)


@pytest.mark.parametrize(
    ("field", "value", "code", "says"),
    [
        ("net_salary", "a lot", "invalid_field_value", "a number"),
        ("hire_date", "12/03/2020", "invalid_field_value", "YYYY-MM-DD"),
        ("cin", "123456", "invalid_field_value", "letters then digits"),
        ("rib", "011780000012345678901299", "invalid_field_value", "key"),
        ("contract_type", "forever", "invalid_field_value", "CDI"),
        ("favourite_colour", "blue", "unknown_field", "No document type defines"),
        ("_deductions", 12.0, "unknown_field", "No document type defines"),
    ],
)
def test_a_value_not_of_its_field_type_is_refused_with_the_reason_and_nothing_is_written(
    api, workspace, snapshot, field, value, code, says
):
    case_id = _create_case(api, workspace)
    before = snapshot()
    response = put(api, workspace, case_id, field, {"value": value, "note": "From the applicant's contract."})
    assert response.status == 422, response.text
    assert response.json()["detail"]["code"] == code and says in response.json()["detail"]["message"]
    assert snapshot() == before


def test_a_correction_needs_a_note_and_a_case(api, workspace):
    case_id = _create_case(api, workspace)
    assert put(api, workspace, case_id, "net_salary", {"value": 9000}).status == 422
    assert put(api, workspace, case_id, "net_salary", {"value": 9000, "note": ""}).status == 422
    assert put(api, workspace, case_id, "net_salary", {"value": 9000, "note": "x" * 1001}).status == 422
    missing = put(api, workspace, "8b0c1c7e-2d1f-4a7e-9d0e-3f1b2a4c5d6e", "net_salary", {"value": 1, "note": "n"})
    assert missing.status == 404 and missing.json() == {"detail": "Case not found"}
    gone = api.delete(f"/v1/cases/{case_id}/fields/net_salary", token=workspace[ADMIN].token)
    assert gone.status == 404 and gone.json() == {"detail": "Correction not found"}


def test_a_field_no_document_had_can_be_given_and_is_normalised(api, workspace):
    case_id = _create_case(api, workspace)
    response = put(api, workspace, case_id, "cin", {"value": "be 123-456", "note": "Read from the card by hand."})
    assert response.status == 200, response.text
    entry = next(f for f in response.json()["fields"] if f["field_name"] == "cin")
    assert entry["value"] == "BE123456" and entry["source_document_id"] is None
    assert entry["correction"]["previous_value"] is None and entry["validation_status"] == "corrected"


def test_a_case_a_person_decided_is_closed_to_corrections(api, workspace, snapshot):
    case_id = _create_case(api, workspace)
    case = case_store.get(workspace.id, case_id, consistent=True)
    decided = {"decision": "approved", "decision_by": workspace[ADMIN].user["id"], "decision_at": case["created_at"]}
    case_store.transition(case, "approved", decided, case["created_at"])
    before = snapshot()
    response = put(api, workspace, case_id, "net_salary", {"value": 9000, "note": "Raise."})
    assert response.status == 409 and response.json()["detail"]["code"] == "case_closed"
    assert snapshot() == before


def test_only_a_read_or_failed_document_can_be_rejected(api, workspace):
    body = {"filename": "payslip.pdf", "content_type": "application/pdf", "size_bytes": 1024}
    pending = api.post("/v1/documents", json_body=body, token=workspace[ADMIN].token).json()["document"]["id"]
    response = api.post(
        f"/v1/documents/{pending}/reject", json_body={"reason": "unreadable"}, token=workspace[ADMIN].token
    )
    assert response.status == 409 and response.json()["detail"]["status"] == "pending_upload"
    bad = api.post(f"/v1/documents/{pending}/reject", json_body={"reason": "ugly"}, token=workspace[ADMIN].token)
    assert bad.status == 422
    assert api.get(f"/v1/documents/{pending}/fields", token=workspace[ADMIN].token).json()["fields"] == []
    page = api.get(f"/v1/documents/{pending}/pages/1", token=workspace[ADMIN].token)
    assert page.status == 404 and page.json() == {"detail": "Page not found"}


def test_the_review_threshold_decides_which_cases_need_review(api, workspace):
    token = workspace[ADMIN].token
    # a policy whose threshold no reading reaches: every field read needs a person
    policy = api.post("/v1/scoring/policies", json_body={**POLICY_BODY, "review_threshold": 1.0}, token=token).json()
    assert policy["review_threshold"] == 1.0
    assert api.post(f"/v1/scoring/policies/{policy['id']}/activate", token=token).status == 200
    case_id, document_id = read_case(api, workspace)
    own = api.get(f"/v1/documents/{document_id}/fields", token=token).json()
    assert own["fields"] and all(f["needs_review"] for f in own["fields"] if f["confidence"] < 1.0)
    listed = api.get("/v1/cases", token=token, query={"needs_review": "true"}).json()
    assert case_id in {c["id"] for c in listed["items"]} and listed["total"] >= 1
    view = api.get(f"/v1/cases/{case_id}", token=token).json()
    assert view["needs_review"] is True
    steps = [s for s in view["manual_review_steps"] if s["code"] == "review_field"]
    assert steps and all(s["evidence"]["source_document_id"] == document_id for s in steps)
    assert api.get("/v1/cases", token=token, query={"needs_review": "false"}).status == 422

    # every field corrected: nothing left to review, and the case leaves the list
    for field in [f["field_name"] for f in view_fields(api, token, case_id) if f["needs_review"]]:
        value = next(f["value"] for f in own["fields"] if f["field_name"] == field)
        assert put(api, workspace, case_id, field, {"value": value, "note": "Checked on the page."}).status == 200
    assert api.get(f"/v1/cases/{case_id}", token=token).json()["needs_review"] is False
    listed = api.get("/v1/cases", token=token, query={"needs_review": "true"}).json()
    assert case_id not in {c["id"] for c in listed["items"]}


def view_fields(api, token: str, case_id: str) -> list[dict[str, Any]]:
    fields: list[dict[str, Any]] = api.get(f"/v1/cases/{case_id}/fields", token=token).json()["fields"]
    return fields
