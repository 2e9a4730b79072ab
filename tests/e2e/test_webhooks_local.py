"""Webhooks end to end on the local stack: a receiver on 127.0.0.1 registers, a case is created over HTTP, and
the dispatcher (the stack's SQS poller feeding the function's own process) delivers `case.created`, signed;
the official `standardwebhooks` library verifies every delivery. Then the test event, the delivery log and the
events view agree with what the receiver got."""

from __future__ import annotations

import time

from standardwebhooks import Webhook

from tests.e2e.test_console_flow import CASE, admin_login, client  # noqa: F401 - fixtures
from tests.support.receiver import Receiver

WAIT_SECONDS = 20


def wait_for(receiver: Receiver, count: int) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while len(receiver.requests) < count and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(receiver.requests) >= count, f"{len(receiver.requests)} deliveries received, {count} expected"


def test_a_receiver_on_loopback_gets_signed_case_created_and_test_events(client, admin_login):  # noqa: F811
    receiver = Receiver().start()
    try:
        login = client.post("/v1/auth/login", json={k: admin_login[k] for k in ("email", "password")})
        auth = {"Authorization": f"Bearer {login.json()['access_token']}"}
        # given an endpoint on loopback subscribed to case.created
        created = client.post("/v1/webhooks", json={"url": receiver.url(), "events": "case.created"}, headers=auth)
        assert created.status_code == 201, created.text
        endpoint = created.json()
        assert endpoint["secret"].startswith("whsec_")
        assert "secret" not in client.get(f"/v1/webhooks/{endpoint['id']}", headers=auth).json()
        # when a case is created
        case = client.post("/v1/cases", json=CASE, headers=auth).json()
        # then the receiver gets case.created with the Case, signed with the endpoint's secret
        wait_for(receiver, 1)
        first = receiver.requests[0]
        payload = Webhook(endpoint["secret"]).verify(first.body, first.headers)
        assert payload["type"] == "case.created"
        assert payload["data"]["id"] == case["id"] and payload["data"]["environment"] == "sandbox"
        # and a test event is delivered the same way
        test = client.post(f"/v1/webhooks/{endpoint['id']}/test", headers=auth)
        assert test.status_code == 202, test.text
        wait_for(receiver, 2)
        for request in receiver.requests:
            Webhook(endpoint["secret"]).verify(request.body, request.headers)
        assert Webhook(endpoint["secret"]).verify(receiver.requests[1].body, receiver.requests[1].headers)["type"] == (
            "webhook.test"
        )
        # and the events view shows case.created (not the test event) delivered to the endpoint
        events = client.get("/v1/events", headers=auth).json()
        assert [e["type"] for e in events["items"]] == ["case.created"] and events["total"] == 1
        event_id = events["items"][0]["id"]
        assert event_id == first.headers["webhook-id"]
        detail = client.get(f"/v1/events/{event_id}", headers=auth).json()
        assert [(d["endpoint_id"], d["status"]) for d in detail["deliveries"]] == [(endpoint["id"], "delivered")]
        # and the delivery log has both deliveries, delivered at the first attempt
        log = client.get(f"/v1/webhooks/{endpoint['id']}/deliveries", headers=auth).json()
        assert log["total"] == 2
        assert {(d["event_type"], d["status"], d["attempt_count"]) for d in log["items"]} == {
            ("case.created", "delivered", 1),
            ("webhook.test", "delivered", 1),
        }
    finally:
        receiver.stop()
