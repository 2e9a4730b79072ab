"""The Partner API end to end over real HTTP on the local stack, at the console's address (/partner/v1): a lender's
system with the console's API keys. Each key calls what its scopes allow and gets 403 elsewhere; a revoked key is
refused on its next call; a Sandbox key cannot read a production case; and the partner journey: open a case,
upload a payslip and an ID card, read the fields, the KYC check complete, the score, with Idempotency-Key retries
answering the first result."""

from __future__ import annotations

import secrets
import time
from typing import Any

import httpx
import pytest

from tests.e2e.test_console_flow import CASE, casefile_admin
from tests.support import docgen

COMPLETION_TIMEOUT_SECONDS = 60
SCOPES = ["kyc:extract", "kyc:verify", "cases:read", "cases:write", "documents:read", "documents:write", "events:read"]
# the applicant of the generated payslip and ID card (tests/support/docgen.py PERSON)
APPLICANT = {"applicant_name": "Youssef El Amrani", "applicant_cin": "BK482913", "borrower_type": "private_sector"}


@pytest.fixture
def client(stack):
    """A client of its own address (the front honours X-Forwarded-For from loopback), patient with the first call
    of each function: a function's process starts on a busy machine in tens of seconds."""
    ip = f"198.19.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
    with httpx.Client(base_url=stack.api_url, headers={"X-Forwarded-For": ip}, timeout=180) as http:
        yield http


@pytest.fixture
def console(stack, client):
    """A growth workspace's admin, signed in: `(headers, workspace id)`."""
    tag = secrets.token_hex(4)
    email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    created = casefile_admin(
        stack, "create-workspace", "--name", f"Lender {tag}", "--admin-email", email, "--password", password,
        "--plan", "growth", "--work-email-verified",
    )  # fmt: skip
    login = client.post("/v1/auth/login", json={"email": email, "password": password})
    assert login.status_code == 200, login.text
    return {"Authorization": f"Bearer {login.json()['access_token']}"}, created["workspace"]["id"]


def new_key(client: httpx.Client, auth: dict[str, str], scopes: list[str], environment: str = "sandbox") -> dict:
    created = client.post(
        "/v1/api-keys",
        json={"name": "Loan origination system", "scopes": scopes},
        headers={**auth, "X-Service-Environment": environment},
    )
    assert created.status_code == 201, created.text
    return dict(created.json())


def bearer(key: dict[str, Any], **extra: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key['key']}", **extra}


def test_each_scope_opens_its_routes_and_only_those(client, console):
    auth, _ = console
    owner = new_key(client, auth, SCOPES)
    case = client.post("/partner/v1/cases", json=APPLICANT, headers=bearer(owner)).json()
    calls = {
        "cases:write": ("POST", "/partner/v1/cases", APPLICANT),
        "cases:read": ("GET", f"/partner/v1/cases/{case['id']}", None),
        "documents:write": (
            "POST",
            f"/partner/v1/cases/{case['id']}/documents",
            {"filename": "payslip.pdf", "content_type": "application/pdf", "size_bytes": 1000},
        ),
        "kyc:extract": ("GET", f"/partner/v1/cases/{case['id']}/fields", None),
        "events:read": ("GET", "/partner/v1/events", None),
    }
    keys = {scope: new_key(client, auth, [scope]) for scope in calls}
    for scope, key in keys.items():
        for needed, (method, path, body) in calls.items():
            response = client.request(method, path, json=body, headers=bearer(key))
            if needed == scope:
                assert response.status_code in (200, 201), (scope, path, response.text)
            else:
                assert response.status_code == 403, (scope, path, response.text)
                assert response.json()["detail"]["code"] == "insufficient_scope"
                assert response.json()["detail"]["required"] == needed


def test_a_revoked_key_is_refused_on_its_next_call(client, console):
    auth, _ = console
    key = new_key(client, auth, ["cases:read"])
    assert client.get("/partner/v1/cases", headers=bearer(key)).status_code == 200
    assert client.post(f"/v1/api-keys/{key['id']}/revoke", headers=auth).status_code == 200
    refused = client.get("/partner/v1/cases", headers=bearer(key))
    assert refused.status_code == 401 and refused.json() == {"detail": "Invalid API key"}
    # a console token on the Partner API, a key on the console: both 401
    assert client.get("/partner/v1/cases", headers=auth).status_code == 401
    assert client.get("/v1/cases", headers=bearer(new_key(client, auth, ["cases:read"]))).status_code == 401


def test_a_sandbox_key_cannot_read_a_production_case(client, console):
    auth, _ = console
    production = client.post("/v1/cases", json=CASE, headers={**auth, "X-Service-Environment": "production"}).json()
    sandbox = new_key(client, auth, ["cases:read"])
    refused = client.get(f"/partner/v1/cases/{production['id']}", headers=bearer(sandbox))
    assert refused.status_code == 404 and refused.json() == {"detail": "Case not found"}
    live = new_key(client, auth, ["cases:read"], environment="production")
    assert client.get(f"/partner/v1/cases/{production['id']}", headers=bearer(live)).status_code == 200


def publish_kyc_flow(client: httpx.Client, auth: dict[str, str]) -> str:
    """An MA kyc flow asking for a payslip and an ID card's front, published, driving the KYC policy."""
    steps = [("start", None), ("document_capture", "payslip"), ("document_capture", "cin_front"), ("end", None)]
    nodes = [
        {"id": f"n{i}", "type": kind, "data": {"label": kind, **({"document_type": t} if t else {})}}
        for i, (kind, t) in enumerate(steps)
    ]
    edges = [{"id": f"e{i}", "source": f"n{i}", "target": f"n{i + 1}"} for i in range(len(steps) - 1)]
    flow = client.post(
        "/v1/flows", json={"name": "KYC MA", "country": "MA", "nodes": nodes, "edges": edges}, headers=auth
    )
    flow_id = flow.json()["id"]
    assert (
        client.post(f"/v1/flows/{flow_id}/publish", json={"allow_manual_steps": True}, headers=auth).status_code == 200
    )
    assert client.put(f"/v1/flows/{flow_id}/kyc-policy", headers=auth).status_code == 200
    return str(flow_id)


def upload(client: httpx.Client, key: dict, case_id: str, filename: str, data: bytes, kind: str, retry: str) -> str:
    declared = {"filename": filename, "content_type": kind, "size_bytes": len(data)}
    headers = bearer(key, **{"Idempotency-Key": retry})
    created = client.post(f"/partner/v1/cases/{case_id}/documents", json=declared, headers=headers)
    assert created.status_code == 201, created.text
    again = client.post(f"/partner/v1/cases/{case_id}/documents", json=declared, headers=headers)
    assert again.status_code == 201 and again.json() == created.json()  # the retry: the same document and form
    form = created.json()["upload"]
    posted = httpx.post(form["url"], data=form["fields"], files={"file": (filename, data, kind)}, timeout=30)
    assert posted.status_code == 204, posted.text
    return str(created.json()["document"]["id"])


def completed(client: httpx.Client, key: dict, document_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + COMPLETION_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        document = client.get(f"/partner/v1/documents/{document_id}", headers=bearer(key)).json()
        if document["status"] in ("completed", "failed"):
            assert document["status"] == "completed", document
            return dict(document)
        time.sleep(0.1)
    raise AssertionError(f"document not completed in {COMPLETION_TIMEOUT_SECONDS}s")


def test_the_partner_journey_with_idempotency_key_retries(client, console):
    auth, workspace_id = console
    flow_id = publish_kyc_flow(client, auth)
    key = new_key(client, auth, SCOPES)

    # open a case (a retry with the same Idempotency-Key answers the same case; another body is refused)
    body = {**APPLICANT, "external_reference": "LOS-2026-0042"}
    opened = client.post("/partner/v1/cases", json=body, headers=bearer(key, **{"Idempotency-Key": "open-0042"}))
    assert opened.status_code == 201, opened.text
    case = opened.json()
    assert (case["tenant_id"], case["environment"], case["status"]) == (workspace_id, "sandbox", "new")
    retried = client.post("/partner/v1/cases", json=body, headers=bearer(key, **{"Idempotency-Key": "open-0042"}))
    assert retried.status_code == 201 and retried.json()["id"] == case["id"]
    reused = client.post(
        "/partner/v1/cases", json={**body, "priority": "high"}, headers=bearer(key, **{"Idempotency-Key": "open-0042"})
    )
    assert reused.status_code == 422 and reused.json()["detail"]["code"] == "idempotency_key_reused"
    found = client.get("/partner/v1/cases", params={"external_reference": "LOS-2026-0042"}, headers=bearer(key))
    assert [c["id"] for c in found.json()["items"]] == [case["id"]]

    # before the papers: KYC incomplete
    early = client.post(f"/partner/v1/cases/{case['id']}/kyc", headers=bearer(key)).json()
    assert early["status"] == "incomplete" and early["missing_document_types"] == ["payslip", "cin_front"]

    # upload a payslip and an ID card, read by the OCR worker
    payslip_data = docgen.render_payslip(fmt="pdf_text")
    payslip = upload(client, key, case["id"], "payslip.pdf", payslip_data, "application/pdf", "payslip-0042")
    id_card = upload(client, key, case["id"], "cin.png", docgen.render_cin_front(), "image/png", "cin-0042")
    assert completed(client, key, payslip)["document_type"] == "payslip"
    assert completed(client, key, id_card)["document_type"] == "cin_front"

    # read the fields: each document's, and the case's merged view
    own = client.get(f"/partner/v1/documents/{id_card}/fields", headers=bearer(key)).json()
    assert {f["field_name"] for f in own["fields"]} >= {"cin", "applicant_name"}
    merged = client.get(f"/partner/v1/cases/{case['id']}/fields", headers=bearer(key)).json()
    by_name = {f["field_name"]: f for f in merged["fields"]}
    assert by_name["net_salary"]["source_document_id"] == payslip and by_name["cin"]["source_document_id"] == id_card

    # the KYC check: complete, against the flow's compiled policy
    kyc = client.post(f"/partner/v1/cases/{case['id']}/kyc", headers=bearer(key, **{"Idempotency-Key": "kyc-0042"}))
    assert kyc.status_code == 200, kyc.text
    result = kyc.json()
    assert result["status"] == "complete", result
    assert result["missing_document_types"] == [] and result["failed_checks"] == []
    assert result["policy"]["flow_id"] == flow_id

    # the score (a retry answers the first result; the console's single-case view shows the same)
    headers = bearer(key, **{"Idempotency-Key": "score-0042"})
    scored = client.post(f"/partner/v1/cases/{case['id']}/score", headers=headers)
    assert scored.status_code == 200, scored.text
    assert client.post(f"/partner/v1/cases/{case['id']}/score", headers=headers).json() == scored.json()
    view = client.get(f"/partner/v1/cases/{case['id']}", headers=bearer(key)).json()
    assert view["score"] == scored.json()["score"]
    assert view["status"] in ("approved", "refused", "review_required")
    assert client.get(f"/v1/cases/{case['id']}", headers=auth).json()["score"] == view["score"]

    # the events to reconcile webhook deliveries: this case's, in this environment
    events = client.get("/partner/v1/events", params={"page_size": 100}, headers=bearer(key)).json()["items"]
    mine = [e for e in events if e["data"].get("id") == case["id"]]
    assert {e["type"] for e in mine} == {"case.created", "case.scored"}
    one = client.get(f"/partner/v1/events/{mine[0]['id']}", headers=bearer(key))
    assert one.status_code == 200 and one.json()["deliveries"] == []


def test_the_partner_reference_is_served_locally(client):
    document = client.get("/partner/openapi.json")
    assert document.status_code == 200
    assert "/partner/v1/cases/{case_id}/kyc" in document.json()["paths"]
    page = client.get("/partner/docs")
    assert page.status_code == 200 and "/partner/openapi.json" in page.text
