"""Webhook endpoint routes and the events view, through the handlers under moto. (Roles, tenant isolation and
401s of every route: the generated tests, through OBJECTS in tests/support/routes.py.)"""

from __future__ import annotations

import base64
import json

import boto3
import pytest

from casefile.domain.roles import Role
from tests.integration.conftest import VALID_CASE, table_items

URL = "http://127.0.0.1:9/hook"


@pytest.fixture
def admin(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN,))[Role.TENANT_ADMIN]


def create(api, admin, **body):
    return api.post("/v1/webhooks", json_body={"url": URL, "events": "case.created", **body}, token=admin.token)


def test_create_answers_the_secret_once_and_stores_it_only_encrypted(api, aws, admin, capsys):
    # when an endpoint is created
    response = create(api, admin, events="case.created,case.scored", description="core banking")
    # then the answer holds the endpoint and a whsec_ secret of 24+ random bytes
    assert response.status == 201, response.text
    endpoint = response.json()
    secret = endpoint.pop("secret")
    assert secret.startswith("whsec_") and len(base64.b64decode(secret[len("whsec_") :])) >= 24
    assert endpoint["events"] == "case.created,case.scored" and endpoint["is_active"] is True
    # and it is never shown again: not by GET, not in the list
    read = api.get(f"/v1/webhooks/{endpoint['id']}", token=admin.token).json()
    assert read == endpoint
    assert api.get("/v1/webhooks", token=admin.token).json() == [endpoint]
    # and the table holds only its KMS ciphertext, bound to the endpoint, and no log line holds it
    stored = json.dumps(table_items(aws))
    assert secret not in stored and secret[len("whsec_") :] not in stored
    item = next(i for i in table_items(aws) if i["SK"]["S"] == f"WEBHOOK#{endpoint['id']}")
    plain = boto3.client("kms").decrypt(
        CiphertextBlob=base64.b64decode(item["secret_ciphertext"]["S"]),
        EncryptionContext={"tenant_id": endpoint["tenant_id"], "webhook_endpoint_id": endpoint["id"]},
    )["Plaintext"]
    assert plain.decode() == secret
    assert secret not in capsys.readouterr().out


def test_an_unknown_event_name_is_a_coded_422_listing_the_allowed_names(api, admin):
    response = create(api, admin, events="case.created,case.deleted")
    assert response.status == 422
    detail = response.json()["detail"]
    assert detail["code"] == "unknown_webhook_event" and detail["message"]
    assert detail["allowed"] == ["case.created", "case.scored"]


@pytest.mark.parametrize(
    "url",
    [
        "http://lender.example/hook",  # not https
        "https://10.0.0.7/hook",  # private
        "https://169.254.169.254/latest/meta-data",  # the cloud metadata service
        "https://[::ffff:192.168.1.2]/hook",  # private IPv4 through IPv6
        "ftp://lender.example/hook",
    ],
)
def test_urls_that_are_not_https_to_public_addresses_are_refused(api, admin, url):
    response = create(api, admin, url=url)
    assert response.status == 422, response.text
    assert response.json()["detail"]["code"] == "webhook_url_not_allowed"


def test_patch_changes_only_the_fields_sent(api, admin):
    endpoint = create(api, admin, description="before").json()
    response = api.patch(f"/v1/webhooks/{endpoint['id']}", json_body={"is_active": False}, token=admin.token)
    assert response.status == 200
    changed = response.json()
    assert changed["is_active"] is False
    assert {k: changed[k] for k in ("url", "events", "description")} == {
        "url": URL,
        "events": "case.created",
        "description": "before",
    }
    bad = api.patch(f"/v1/webhooks/{endpoint['id']}", json_body={"events": ["case.unknown"]}, token=admin.token)
    assert bad.status == 422 and bad.json()["detail"]["code"] == "unknown_webhook_event"
    secret = api.patch(f"/v1/webhooks/{endpoint['id']}", json_body={"secret": "whsec_x"}, token=admin.token)
    assert secret.status == 422


def test_a_deleted_endpoint_is_not_found(api, admin):
    endpoint = create(api, admin).json()
    assert api.delete(f"/v1/webhooks/{endpoint['id']}", token=admin.token).status == 204
    again = api.get(f"/v1/webhooks/{endpoint['id']}", token=admin.token)
    assert again.status == 404 and again.json() == {"detail": "Webhook not found"}
    assert api.delete(f"/v1/webhooks/{endpoint['id']}", token=admin.token).status == 404
    assert api.get("/v1/webhooks", token=admin.token).json() == []


def test_events_are_listed_newest_first_with_their_deliveries(api, admin):
    endpoint = create(api, admin).json()
    cases = [api.post("/v1/cases", json_body=VALID_CASE, token=admin.token).json() for _ in range(3)]
    listing = api.get("/v1/events", token=admin.token, query={"type": "case.created", "page_size": 2}).json()
    assert listing["total"] == 3 and len(listing["items"]) == 2
    assert [e["data"]["id"] for e in listing["items"]] == [cases[2]["id"], cases[1]["id"]]
    assert api.get("/v1/events", token=admin.token, query={"type": "case.scored"}).json()["total"] == 0
    # the event is pending until the dispatcher fans it out; its deliveries appear then
    event = api.get(f"/v1/events/{listing['items'][0]['id']}", token=admin.token).json()
    assert event["status"] == "pending" and event["deliveries"] == []
    assert endpoint["id"]


def test_a_manual_retry_makes_the_delivery_pending_with_an_attempt_now(api, admin):
    endpoint = create(api, admin).json()
    delivery = api.post(f"/v1/webhooks/{endpoint['id']}/test", token=admin.token).json()
    assert delivery["status"] == "pending" and delivery["event_type"] == "webhook.test"
    retried = api.post(f"/v1/webhooks/{endpoint['id']}/deliveries/{delivery['id']}/retry", token=admin.token)
    assert retried.status == 202
    assert retried.json()["status"] == "pending" and retried.json()["next_attempt_at"]
    # the test event is not a case event: it is in no event list
    assert api.get("/v1/events", token=admin.token).json()["total"] == 0
    assert api.get(f"/v1/events/{delivery['event_id']}", token=admin.token).status == 404
