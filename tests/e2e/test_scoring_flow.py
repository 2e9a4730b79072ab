"""Scoring end to end over real HTTP on the local stack: a case gets a payslip and an ID card (uploaded, read by
the OCR worker), a Sandbox bank account and a webhook endpoint on loopback; scoring it answers the Score
result, the single-case view explains it, and the receiver gets `case.scored` (policy id and version in its
data) signed with the endpoint's secret, verified by the official `standardwebhooks` library."""

from __future__ import annotations

from standardwebhooks import Webhook

from tests.e2e.test_console_flow import CASE, admin_login, client  # noqa: F401 - fixtures
from tests.e2e.test_documents_flow import completed, upload
from tests.e2e.test_webhooks_local import wait_for
from tests.support import docgen
from tests.support.receiver import Receiver


def test_a_documented_case_with_a_bank_account_is_scored_and_case_scored_is_delivered_signed(client, admin_login):  # noqa: F811
    receiver = Receiver().start()
    try:
        login = client.post("/v1/auth/login", json={k: admin_login[k] for k in ("email", "password")})
        auth = {"Authorization": f"Bearer {login.json()['access_token']}"}
        sandbox = {**auth, "X-Service-Environment": "sandbox"}
        endpoint = client.post("/v1/webhooks", json={"url": receiver.url(), "events": "case.scored"}, headers=auth)
        assert endpoint.status_code == 201, endpoint.text
        secret = endpoint.json()["secret"]
        case = client.post("/v1/cases", json={**CASE, "borrower_type": "public_sector"}, headers=sandbox).json()
        # given a payslip and an ID card read by the OCR worker, and a connected Sandbox account
        payslip = upload(
            client, auth, case["id"], "payslip.pdf", docgen.render_payslip(fmt="pdf_text"), "application/pdf"
        )
        id_card = upload(client, auth, case["id"], "cin.png", docgen.render_cin_front(), "image/png")
        completed(client, auth, payslip)
        completed(client, auth, id_card)
        connected = client.post(
            "/v1/bank-connections", json={"case_id": case["id"], "bank_code": "sandbox_good"}, headers=sandbox
        )
        assert connected.status_code == 201, connected.text
        # when a reviewer scores it
        scored = client.post(f"/v1/cases/{case['id']}/score", headers=auth)
        assert scored.status_code == 200, scored.text
        result = scored.json()
        assert result["case_id"] == case["id"] and 0 <= result["score"] <= 100
        # then the case carries the decision and its explanation
        view = client.get(f"/v1/cases/{case['id']}", headers=auth).json()
        assert view["score"] == result["score"] and view["status"] in ("approved", "refused", "review_required")
        assert [m["name"] for m in view["score_metrics"]][:4] == [
            "income_stability",
            "debt_ratio",
            "bank_behaviour",
            "documents",
        ]
        # and the receiver gets case.scored, signed
        wait_for(receiver, 1)
        delivery = receiver.requests[0]
        payload = Webhook(secret).verify(delivery.body, delivery.headers)
        assert payload["type"] == "case.scored"
        assert payload["data"]["id"] == case["id"] and payload["data"]["score"] == result["score"]
        assert payload["data"]["policy_id"] and payload["data"]["policy_version"] == 1
        # and the case's timeline tells the story, the OCR worker's reads included
        timeline = client.get(f"/v1/cases/{case['id']}/events", headers=auth, params={"page_size": 100}).json()
        kinds = [entry["type"] for entry in reversed(timeline["items"])]
        assert kinds[0] == "case.created" and kinds[-1] == "case.scored"
        assert kinds.count("document.completed") == 2 and "bank_connection.connected" in kinds
        read = [entry for entry in timeline["items"] if entry["type"] == "document.completed"]
        assert {entry["actor"]["type"] for entry in read} == {"system"}
        assert {entry["details"]["document_type"] for entry in read} == {"payslip", "cin_front"}
        # and a person's decision closes the case, last on its timeline
        body = {"decision": "refused", "note": "Declined by the credit committee."}
        decided = client.post(f"/v1/cases/{case['id']}/decision", json=body, headers=auth)
        assert decided.status_code == 200, decided.text
        assert (decided.json()["status"], decided.json()["decision"]) == ("refused", "refused")
        latest = client.get(f"/v1/cases/{case['id']}/events", headers=auth).json()["items"][0]
        assert (latest["type"], latest["actor"]["type"]) == ("case.decided", "user")
    finally:
        receiver.stop()
