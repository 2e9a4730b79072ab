"""Webhook delivery under faults: the dispatcher and the relay handlers in-process against moto, receivers on
127.0.0.1. Every delivery a receiver gets is checked with the official `standardwebhooks` library.

Time is not faked for attempts (their signatures carry the real time, which the library checks); a later moment
is given to the relay instead, which is what decides that a retry is due."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import boto3
import pytest
from standardwebhooks import Webhook

from casefile import clock
from casefile.domain.roles import Role
from casefile.services import dispatch
from casefile.settings import reset_settings
from local.pollers import sqs_record
from tests.integration.conftest import VALID_CASE
from tests.support.receiver import Receiver, Reply

DISPATCHER = "WebhookDispatcherFunction"
LATER = timedelta(days=1)  # past every retry delay of the schedule


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()
    yield found
    found.stop()


@pytest.fixture
def admin(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN,))[Role.TENANT_ADMIN]


def create_endpoint(api, admin, url: str, events: str = "case.created") -> dict[str, Any]:
    response = api.post("/v1/webhooks", json_body={"url": url, "events": events}, token=admin.token)
    assert response.status == 201, response.text
    return response.json()


def create_case(api, admin) -> dict[str, Any]:
    response = api.post("/v1/cases", json_body=VALID_CASE, token=admin.token)
    assert response.status == 201, response.text
    return response.json()


def drain(api, aws) -> int:
    """Feed WebhookQueue's visible messages to the dispatcher, as Lambda's poller would, until none is left."""
    sqs, url = boto3.client("sqs"), aws.queue_url("WebhookQueue")
    handled = 0
    while True:
        messages = sqs.receive_message(
            QueueUrl=url, MaxNumberOfMessages=10, MessageSystemAttributeNames=["All"], MessageAttributeNames=["All"]
        ).get("Messages", [])
        if not messages:
            return handled
        event = {"Records": [sqs_record(m, aws.arn("WebhookQueue"), aws.region) for m in messages]}
        response = api.runtime.invoke(DISPATCHER, event)
        assert response["batchItemFailures"] == []
        entries = [{"Id": str(i), "ReceiptHandle": m["ReceiptHandle"]} for i, m in enumerate(messages)]
        sqs.delete_message_batch(QueueUrl=url, Entries=entries)
        handled += len(messages)


def relay_later(api, aws, after: timedelta = LATER) -> dict[str, int]:
    """The relay's run at a later moment, then the dispatcher on what it sent."""
    counts = dispatch.relay(clock.now() + after)
    drain(api, aws)
    return counts


def verified(secret: str, request) -> dict[str, Any]:
    return Webhook(secret).verify(request.body, request.headers)


def delivery_of(api, admin, endpoint_id: str) -> dict[str, Any]:
    listing = api.get(f"/v1/webhooks/{endpoint_id}/deliveries", token=admin.token).json()
    assert listing["total"] == 1, listing
    found = api.get(f"/v1/webhooks/{endpoint_id}/deliveries/{listing['items'][0]['id']}", token=admin.token)
    assert found.status == 200, found.text
    return found.json()


def test_a_receiver_down_for_three_attempts_gets_the_event_once_when_it_is_up(api, aws, admin, receiver):
    # given an endpoint whose receiver is down (nothing listens on its port)
    endpoint = create_endpoint(api, admin, receiver.url())
    case = create_case(api, admin)
    # when the first attempt and two retries find it down, and it comes up before the fourth
    drain(api, aws)
    relay_later(api, aws)
    relay_later(api, aws)
    receiver.start()
    relay_later(api, aws)
    # and the relay and dispatcher run again (stale retry messages, nothing due)
    relay_later(api, aws)
    # then the receiver got the event once, signed, with the event's id as webhook-id
    assert len(receiver.requests) == 1
    payload = verified(endpoint["secret"], receiver.requests[0])
    assert payload["type"] == "case.created" and payload["data"]["id"] == case["id"]
    assert payload["data"]["environment"] == "sandbox"
    event_id = receiver.requests[0].headers["webhook-id"]
    # and the delivery log shows the three failures, then the success, each with its next attempt
    delivery = delivery_of(api, admin, endpoint["id"])
    assert delivery["status"] == "delivered" and delivery["event_id"] == event_id
    attempts = delivery["attempts"]
    assert [a["status_code"] for a in attempts] == [None, None, None, 204]
    assert all("connection" in a["error"] for a in attempts[:3]), attempts
    assert all(a["next_attempt_at"] for a in attempts[:3]) and attempts[3]["next_attempt_at"] is None
    assert all(a["duration_ms"] >= 0 for a in attempts)


def test_an_event_committed_but_never_queued_is_delivered_by_the_relay(api, aws, admin, receiver, monkeypatch):
    # given a receiver, and a queue that refuses the message sent after the case is committed (a crash there)
    receiver.start()
    endpoint = create_endpoint(api, admin, receiver.url())
    from casefile.store import queue

    def refused(*args: Any, **kwargs: Any) -> str:
        raise ConnectionError("the process died before the message left")

    with monkeypatch.context() as patched:
        patched.setattr(queue, "send", refused)
        case = create_case(api, admin)
    # when the dispatcher runs, nothing reaches the receiver: nothing was queued
    assert drain(api, aws) == 0
    assert receiver.requests == []
    # and within the first minute the relay (its scheduled function) leaves the event alone
    assert api.runtime.invoke("OutboxRelayFunction", {"detail-type": "Scheduled Event"}) == {
        "events": 0,
        "deliveries": 0,
    }
    assert dispatch.relay(clock.now() + timedelta(seconds=30))["events"] == 0
    # then, a minute on, the relay re-sends it and the receiver gets it, signed
    assert relay_later(api, aws, timedelta(seconds=61))["events"] == 1
    assert len(receiver.requests) == 1
    assert verified(endpoint["secret"], receiver.requests[0])["data"]["id"] == case["id"]
    # and the event is no longer pending: a later relay sends nothing
    assert dispatch.relay(clock.now() + LATER)["events"] == 0


def test_an_endpoint_added_after_a_case_is_not_sent_that_case_s_event(api, aws, admin, receiver):
    # given an endpoint, a case created, and a second endpoint added before the event was fanned out (the dispatcher
    # had not run yet: a queue backed up, a local stack restarted)
    receiver.start()
    late = Receiver().start()
    try:
        before = create_endpoint(api, admin, receiver.url())
        case = create_case(api, admin)
        create_endpoint(api, admin, late.url())

        # when the dispatcher fans the event out
        drain(api, aws)

        # then the endpoint that was there gets it, signed; the one added after the case does not
        assert len(receiver.requests) == 1
        assert verified(before["secret"], receiver.requests[0])["data"]["id"] == case["id"]
        assert late.requests == []
        # and the next case's event goes to both
        create_case(api, admin)
        drain(api, aws)
        assert len(receiver.requests) == 2 and len(late.requests) == 1
    finally:
        late.stop()


def test_a_410_disables_the_endpoint_and_ends_its_deliveries(api, aws, admin, receiver):
    # given an endpoint whose receiver answers 410 Gone
    receiver.reply = Reply(status=410, body=b"this endpoint is gone")
    receiver.start()
    endpoint = create_endpoint(api, admin, receiver.url())
    # when an event is delivered to it
    create_case(api, admin)
    drain(api, aws)
    # then the delivery failed for good (no retry) with the answer recorded, and the endpoint is disabled
    delivery = delivery_of(api, admin, endpoint["id"])
    assert delivery["status"] == "failed" and delivery["next_attempt_at"] is None
    assert delivery["attempts"][0]["status_code"] == 410
    assert delivery["attempts"][0]["response_excerpt"] == "this endpoint is gone"
    assert api.get(f"/v1/webhooks/{endpoint['id']}", token=admin.token).json()["is_active"] is False
    # and later events are not sent to it
    create_case(api, admin)
    relay_later(api, aws)
    assert len(receiver.requests) == 1


def test_a_hanging_receiver_is_timed_out_recorded_and_retried(api, aws, admin, receiver, monkeypatch):
    # given a short delivery timeout, and a receiver that hangs on its first request only
    monkeypatch.setenv("WEBHOOK_TIMEOUT_SECONDS", "0.3")
    reset_settings()
    answers = iter([Reply(hang_seconds=5), Reply(status=200, body=b"ok")])
    receiver.reply = lambda request: next(answers)
    receiver.start()
    endpoint = create_endpoint(api, admin, receiver.url())
    # when an event is sent, and the relay later brings its retry
    create_case(api, admin)
    drain(api, aws)
    first = delivery_of(api, admin, endpoint["id"])
    relay_later(api, aws)
    # then the first attempt was cut off at the timeout and recorded as such, and the retry delivered it
    assert first["status"] == "pending"
    assert first["attempts"][0]["error"] == "timed out after 0.3 s"
    assert 300 <= first["attempts"][0]["duration_ms"] < 2000
    delivery = delivery_of(api, admin, endpoint["id"])
    assert delivery["status"] == "delivered"
    assert [a["status_code"] for a in delivery["attempts"]] == [None, 200]
    assert len(receiver.unique_ids()) == 1


def test_a_429_with_retry_after_is_retried_when_the_receiver_asked(api, aws, admin, receiver):
    # given a receiver that answers 429 with Retry-After: 120
    receiver.reply = Reply(status=429, headers={"Retry-After": "120"})
    receiver.start()
    endpoint = create_endpoint(api, admin, receiver.url())
    # when an event is sent
    create_case(api, admin)
    drain(api, aws)
    # then the next attempt is two minutes after the first, not the schedule's 5 seconds
    attempt = delivery_of(api, admin, endpoint["id"])["attempts"][0]
    waited = datetime.fromisoformat(attempt["next_attempt_at"]) - datetime.fromisoformat(attempt["attempted_at"])
    assert timedelta(seconds=119) <= waited <= timedelta(seconds=125)


# A burst small enough for the suite, big enough for several batches of 10 per endpoint; the 1,000-event burst (3,000
# deliveries, every one checked the same way) and its deliveries per second: `make bench-webhooks` (bench/webhooks.py).
BURST = 60


@pytest.fixture
def local_stack_moto(monkeypatch):
    """moto as the local stack runs it, for this test only: index queries read one sorted partition (moto sorts every
    item of the table on each query), and TransactWriteItems copies only the items it touches (as in every test:
    tests/integration/conftest.py). Undone after the test: the index cache counts on DynamoDB calls one at a time,
    and other tests write from several threads."""
    import moto.dynamodb.models as models
    from moto.dynamodb.models.table import Table

    from local import moto_server

    patched = ((Table, "query"), (Table, "put_item"), (Table, "delete_item"), (models.DynamoDBBackend, "update_item"))
    for owner, name in (*patched, (models.DynamoDBBackend, "transact_write_items"), (models, "copy")):
        monkeypatch.setattr(owner, name, getattr(owner, name))
    monkeypatch.setattr(moto_server, "_PATCHED", False)
    moto_server.patch_transactions()
    moto_server.patch_index_queries()


@pytest.mark.filterwarnings("ignore:Disabling idempotency is intended")
def test_a_burst_of_events_to_3_endpoints_is_one_delivery_per_event_and_endpoint_none_lost(
    api, aws, admin, receiver, monkeypatch, local_stack_moto
):
    # given three endpoints of one workspace (three paths of one receiver)
    # the worker framework's per-message idempotency off (2 moto calls a message): what keeps deliveries single here
    # is the dispatcher's own (one delivery id per event and endpoint, conditional writes)
    monkeypatch.setenv("POWERTOOLS_IDEMPOTENCY_DISABLED", "true")
    receiver.start()
    paths = ["/a", "/b", "/c"]
    secrets = {path: create_endpoint(api, admin, receiver.url(path))["secret"] for path in paths}
    # and BURST committed case.created events, each with its message
    events = [_event(admin.user["tenant_id"]) for _ in range(BURST)]
    _store_events(aws, events)
    # when the dispatcher gets them in batches of 10
    for start in range(0, BURST, 10):
        batch = events[start : start + 10]
        response = api.runtime.invoke(DISPATCHER, {"Records": [_record(e) for e in batch]})
        assert response["batchItemFailures"] == []
    # then each endpoint received every event once (by webhook-id), each signed with its own secret
    assert len(receiver.requests) == 3 * BURST
    expected = {e["id"] for e in events}
    for path in paths:
        assert receiver.unique_ids(path) == expected
    for request in receiver.requests:
        Webhook(secrets[request.path]).verify(request.body, request.headers)
    # and the delivery logs count BURST delivered each
    for endpoint in api.get("/v1/webhooks", token=admin.token).json():
        listing = api.get(f"/v1/webhooks/{endpoint['id']}/deliveries", token=admin.token, query={"status": "delivered"})
        assert listing.json()["total"] == BURST


def _event(tenant_id: str) -> dict[str, Any]:
    case_id = clock.new_id()
    data = {"id": case_id, "tenant_id": tenant_id, "status": "new", "environment": "sandbox"}
    return {
        "id": clock.new_id(),
        "tenant_id": tenant_id,
        "type": "case.created",
        "environment": "sandbox",
        "created_at": clock.now_iso(),
        "data": data,
    }


def _store_events(aws, events: list[dict[str, Any]]) -> None:
    from casefile.store.dynamo import to_dynamo
    from casefile.store.entities import EVENT

    client = boto3.client("dynamodb")
    table = aws.table_name("MainTable")
    for start in range(0, len(events), 25):
        requests = [{"PutRequest": {"Item": to_dynamo(EVENT.item(e))}} for e in events[start : start + 25]]
        client.batch_write_item(RequestItems={table: requests})


def _record(event: dict[str, Any]) -> dict[str, Any]:
    body = {"tenant_id": event["tenant_id"], "event_id": event["id"], "type": event["type"]}
    return {
        "messageId": clock.new_id(),
        "receiptHandle": "r",
        "body": json.dumps(body),
        "attributes": {"ApproximateReceiveCount": "1"},
        "messageAttributes": {},
        "eventSource": "aws:sqs",
    }
