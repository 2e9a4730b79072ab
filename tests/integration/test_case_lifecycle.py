"""A case's lifecycle: a person's decision (POST /v1/cases/{case_id}/decision) and its timeline
(GET /v1/cases/{case_id}/events): every change to the case, written with the change in its
transaction, newest first, with who made it, and no personal data in it. Under moto, through the handlers."""

from __future__ import annotations

import json
import uuid

import pytest

from tests.integration.test_scoring import completed_document, connect, field, new_case

ADMIN = "tenant_admin"


@pytest.fixture
def workspace(factory):
    return factory.workspace()


def timeline(api, token, case_id, **query):
    response = api.get(f"/v1/cases/{case_id}/events", token=token, query=query)
    assert response.status == 200, response.text
    return response.json()


def test_the_timeline_records_each_change_with_its_actor_newest_first_and_no_personal_data(api, workspace):
    admin, reviewer = workspace[ADMIN], workspace["tenant_reviewer"]
    case = new_case(api, admin.token)
    # given a case edited and assigned by the admin, a document attached and detached by the reviewer,
    # a bank account connected and the case scored
    patch = {"priority": "high", "assigned_to": reviewer.id, "applicant_name": "Amina Benali"}
    assert api.patch(f"/v1/cases/{case['id']}", json_body=patch, token=admin.token).status == 200
    body = {"filename": "payslip.pdf", "content_type": "application/pdf", "size_bytes": 1024}
    document_id = api.post("/v1/documents", json_body=body, token=reviewer.token).json()["document"]["id"]
    on_case = f"/v1/cases/{case['id']}/documents"
    assert api.post(on_case, json_body={"document_id": document_id}, token=reviewer.token).status == 200
    assert api.delete(f"{on_case}/{document_id}", token=reviewer.token).status == 204
    connect(api, admin.token, case["id"], "sandbox_good")
    assert api.post(f"/v1/cases/{case['id']}/score", token=admin.token).status == 200

    # when any member reads the timeline
    listed = timeline(api, workspace["tenant_viewer"].token, case["id"])

    # then it has one entry per change, newest first, each with its actor and time
    assert [e["type"] for e in listed["items"]] == [
        "case.scored",
        "bank_connection.connected",
        "document.detached",
        "document.attached",
        "case.updated",
        "case.created",
    ]
    assert listed["total"] == 6
    entries = {e["type"]: e for e in listed["items"]}
    assert {e["actor"]["id"] for t, e in entries.items() if t.startswith("document.")} == {reviewer.id}
    assert {e["actor"]["id"] for t, e in entries.items() if not t.startswith("document.")} == {admin.id}
    assert [e["at"] for e in listed["items"]] == sorted((e["at"] for e in listed["items"]), reverse=True)
    assert entries["case.updated"]["details"]["changes"] == {
        "applicant_name": {},  # named, never shown
        "assigned_to": {"from": None, "to": reviewer.id},
        "priority": {"from": "medium", "to": "high"},
    }
    assert entries["document.attached"]["details"]["document_id"] == document_id
    scored = entries["case.scored"]["details"]
    assert scored["policy_version"] == 1 and scored["policy_id"] and scored["status"] == "review_required"
    assert {e["case_id"] for e in listed["items"]} == {case["id"]}
    text = json.dumps(listed)
    assert "Amina" not in text and "Benali" not in text and "BE123456" not in text


def test_the_timeline_pages_and_an_unknown_case_is_a_404(api, workspace):
    token = workspace[ADMIN].token
    case = new_case(api, token)
    for priority in ("low", "high", "urgent"):
        api.patch(f"/v1/cases/{case['id']}", json_body={"priority": priority}, token=token)
    second = timeline(api, token, case["id"], page=2, page_size=2)
    assert [e["details"]["changes"]["priority"]["to"] for e in second["items"][:1]] == ["low"]
    assert [e["type"] for e in second["items"]] == ["case.updated", "case.created"]
    assert (second["total"], second["page"], second["page_size"]) == (4, 2, 2)
    missing = api.get(f"/v1/cases/{uuid.uuid4()}/events", token=token)
    assert (missing.status, missing.json()) == (404, {"detail": "Case not found"})


# a person's decision (POST /v1/cases/{case_id}/decision) ---------------------------------------------------
def decide(api, token, case_id, **body):
    return api.post(f"/v1/cases/{case_id}/decision", json_body=body, token=token)


def engine_approved_case(api, workspace) -> dict:
    token = workspace[ADMIN].token
    case = new_case(api, token)
    completed_document(api, workspace.id, token, case["id"], "cin_front", [field("cin", "BE123456")])
    payslip = [field("net_salary", 13900.0), field("contract_type", "CDI"), field("hire_date", "2012-01-02")]
    completed_document(api, workspace.id, token, case["id"], "payslip", payslip)
    connect(api, token, case["id"], "sandbox_good")
    assert api.post(f"/v1/cases/{case['id']}/score", token=token).status == 200
    return api.get(f"/v1/cases/{case['id']}", token=token).json()


def test_a_reviewer_decides_a_case_in_review_and_the_case_is_then_closed(api, workspace):
    admin, reviewer = workspace[ADMIN], workspace["tenant_reviewer"]
    unscored = new_case(api, admin.token)
    refused = decide(api, reviewer.token, unscored["id"], decision="approved")
    assert refused.status == 409
    assert refused.json()["detail"]["code"] == "invalid_transition" and refused.json()["detail"]["status"] == "new"
    case = new_case(api, admin.token)
    connect(api, admin.token, case["id"], "sandbox_good")  # no identity document: the engine sends it to review
    assert api.post(f"/v1/cases/{case['id']}/score", token=admin.token).status == 200

    decided = decide(api, reviewer.token, case["id"], decision="approved")

    assert decided.status == 200, decided.text
    view = decided.json()
    assert (view["status"], view["decision"], view["decision_by"], view["decision_note"]) == (
        "approved", "approved", reviewer.id, None
    )  # fmt: skip
    again = decide(api, admin.token, case["id"], decision="refused", note="second thoughts")
    assert again.status == 409 and again.json()["detail"]["status"] == "approved"
    rescored = api.post(f"/v1/cases/{case['id']}/score", token=admin.token)
    assert rescored.status == 400 and "closed" in rescored.json()["detail"]
    entry = timeline(api, admin.token, case["id"])["items"][0]
    assert (entry["type"], entry["actor"]["id"], entry["details"]["decision"]) == (
        "case.decided", reviewer.id, "approved"
    )  # fmt: skip


def test_overriding_the_engines_decision_needs_a_note(api, workspace, snapshot):
    reviewer = workspace.signed_in()["tenant_reviewer"]  # a sign-in writes: before the snapshot
    case = engine_approved_case(api, workspace)
    assert (case["status"], case["decision_by"]) == ("approved", "engine")
    before = snapshot()
    without = decide(api, reviewer.token, case["id"], decision="refused")
    assert without.status == 422 and without.json()["detail"]["code"] == "decision_note_required"
    assert snapshot() == before
    overridden = decide(api, reviewer.token, case["id"], decision="refused", note="Employer letter is forged.")
    assert overridden.status == 200
    assert (overridden.json()["decision"], overridden.json()["decision_note"]) == (
        "refused", "Employer letter is forged."
    )  # fmt: skip


@pytest.mark.parametrize(
    "body", [{}, {"decision": "maybe"}, {"decision": "approved", "note": ""}, {"decision": "approved", "x": 1}]
)
def test_a_bad_decision_body_is_a_422(api, workspace, body):
    case = new_case(api, workspace[ADMIN].token)
    assert decide(api, workspace[ADMIN].token, case["id"], **body).status == 422
