"""End to end over real HTTP on the local stack: a console user links a Sandbox bank account to a case and
reads the analysis of a good and of a risky applicant, the transactions, then disconnects one account.
Each request is served by the bank_connections function in its own processes, so the analysis read back
was computed in another process than the connection's figures."""

from __future__ import annotations

import secrets

import httpx
import pytest

from tests.e2e.test_console_flow import CASE, casefile_admin

SANDBOX = {"X-Service-Environment": "sandbox"}


@pytest.fixture
def console(stack):
    tag = secrets.token_hex(4)
    email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    casefile_admin(stack, "create-workspace", "--name", f"Lender {tag}", "--admin-email", email, "--password", password)
    ip = f"198.19.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
    with httpx.Client(base_url=stack.api_url, headers={"X-Forwarded-For": ip}, timeout=30) as http:
        token = http.post("/v1/auth/login", json={"email": email, "password": password}).json()["access_token"]
        http.headers["Authorization"] = f"Bearer {token}"
        yield http


def test_connect_a_good_and_a_risky_account_read_their_analyses_and_disconnect_one(console):
    case = console.post("/v1/cases", json=CASE).json()
    # connect two Sandbox test banks to the case
    good = console.post(
        "/v1/bank-connections", json={"case_id": case["id"], "bank_code": "sandbox_good"}, headers=SANDBOX
    )
    risky = console.post(
        "/v1/bank-connections", json={"case_id": case["id"], "bank_code": "sandbox_risky"}, headers=SANDBOX
    )
    assert (good.status_code, risky.status_code) == (201, 201)
    good, risky = good.json(), risky.json()
    assert good["account_holder"] == CASE["applicant_name"] and good["status"] == "connected"
    # the analyses tell the good applicant from the risky one
    good_analysis = console.get(f"/v1/bank-connections/{good['id']}/analysis", headers=SANDBOX).json()
    risky_analysis = console.get(f"/v1/bank-connections/{risky['id']}/analysis", headers=SANDBOX).json()
    assert good_analysis["income_regularity"]["pattern"] == "monthly"
    assert (
        good_analysis["risk_flags"]["gambling_transactions"]
        == 0
        < risky_analysis["risk_flags"]["gambling_transactions"]
    )
    assert good_analysis["savings_rate"] > 0 > risky_analysis["savings_rate"]
    assert good_analysis["monthly_income"] == good["monthly_income"]  # the stored figures, recomputed elsewhere
    # the transactions, newest first
    page = console.get(f"/v1/bank-connections/{risky['id']}/transactions", headers=SANDBOX, params={"page_size": 5})
    assert page.status_code == 200 and page.json()["total"] == risky["transaction_count"]
    dates = [row["date"] for row in page.json()["items"]]
    assert dates == sorted(dates, reverse=True)
    # the case's list, newest first; outside the Sandbox the analysis is unavailable
    listed = console.get("/v1/bank-connections", params={"case_id": case["id"]}).json()
    assert [item["id"] for item in listed["items"]] == [risky["id"], good["id"]]
    assert console.get(f"/v1/bank-connections/{good['id']}/analysis").status_code == 409
    # disconnect the risky account: kept for the record, no longer refreshable
    gone = console.delete(f"/v1/bank-connections/{risky['id']}")
    assert gone.status_code == 200 and gone.json()["status"] == "disconnected"
    refused = console.post(f"/v1/bank-connections/{risky['id']}/refresh", headers=SANDBOX)
    assert (refused.status_code, refused.json()) == (400, {"detail": "Can only refresh connected accounts"})
    assert console.post(f"/v1/bank-connections/{good['id']}/refresh", headers=SANDBOX).status_code == 200
