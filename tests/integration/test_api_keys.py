"""API keys: create (the key shown once), read, list, revoke, under moto, through the Lambda handlers. Roles,
tenant isolation and 401s of these routes are covered by the generated tests (test_routes_access.py)."""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from casefile import clock
from casefile.domain.api_keys import SCOPES
from casefile.domain.roles import Role
from casefile.observability import logger
from casefile.store import api_keys as key_store
from tests.integration.conftest import WORLD_RATE_LIMIT, Factory, emulated_aws, shared_runtime, table_items
from tests.support.api import Api

METADATA_FIELDS = {
    "id", "tenant_id", "name", "prefix", "scopes", "bound_identity", "status", "last_used_at", "expires_at",
    "created_at",
}  # fmt: skip
BODY = {"name": "Loan origination system", "scopes": ["kyc:extract", "cases:read"]}
PRODUCTION = {"X-Service-Environment": "production"}


# One emulated account for the module (creating the template's resources is most of a test's cost); every test
# makes a workspace of its own in it, so no test sees another's keys.
@pytest.fixture(scope="module")
def aws():
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        yield resources


@pytest.fixture(scope="module")
def api(aws):
    return Api(shared_runtime(aws))


@pytest.fixture(scope="module")
def factory(api):
    return Factory(api)


@pytest.fixture
def workspace(factory):
    return factory.workspace(roles=(Role.TENANT_ADMIN,))


@pytest.fixture
def token(workspace):
    return workspace[Role.TENANT_ADMIN].token


def create(api, token, body=None, **kw):
    return api.post("/v1/api-keys", json_body=BODY if body is None else body, token=token, **kw)


# creation ---------------------------------------------------------------------------------------
def test_create_answers_the_metadata_and_the_full_key_once(api, token, workspace):
    response = create(api, token)

    assert response.status == 201, response.text
    created = response.json()
    assert set(created) == METADATA_FIELDS | {"key"}
    assert re.fullmatch(r"cf_test_[A-Za-z0-9_-]{43}", created["key"])
    assert created["prefix"].startswith("cf_test_") and len(created["prefix"]) == len("cf_test_") + 6
    assert created["key"].startswith(created["prefix"])
    assert created["scopes"] == "kyc:extract,cases:read"
    assert (created["status"], created["tenant_id"], created["name"]) == ("active", workspace.id, BODY["name"])
    assert created["bound_identity"] is None and created["last_used_at"] is None and created["expires_at"] is None
    assert uuid.UUID(created["id"]) and created["created_at"].endswith("Z")


def test_the_key_is_stored_only_as_prefix_last_four_and_sha256_with_a_lookup_by_digest(api, aws, token, workspace):
    created = create(api, token).json()
    key = created["key"]

    items = table_items(aws)
    # the key's secret part appears nowhere in the table
    assert not any(key[len("cf_test_") :] in json.dumps(item) for item in items)
    [item] = [i for i in items if i["SK"]["S"] == f"APIKEY#{created['id']}"]
    assert item["key_hash"]["S"] == hashlib.sha256(key.encode()).hexdigest()
    assert (item["prefix"]["S"], item["last4"]["S"]) == (key[: len("cf_test_") + 6], key[-4:])
    [lookup] = [i for i in items if i["PK"]["S"] == "APIKEY#" + item["key_hash"]["S"]]
    assert (lookup["tenant_id"]["S"], lookup["key_id"]["S"]) == (workspace.id, created["id"])


def test_get_answers_the_metadata_never_the_key(api, token):
    created = create(api, token).json()

    response = api.get(f"/v1/api-keys/{created['id']}", token=token)

    assert response.status == 200
    assert response.json() == {name: created[name] for name in METADATA_FIELDS}
    assert created["key"][-8:] not in response.text


def test_an_unknown_key_id_is_404_api_key_not_found(api, token):
    response = api.get(f"/v1/api-keys/{uuid.uuid4()}", token=token)

    assert (response.status, response.json()) == (404, {"detail": "API key not found"})


def test_scopes_may_be_sent_as_the_comma_string_the_resource_shows(api, token):
    response = create(api, token, {"name": "ops", "scopes": "cases:read, kyc:verify,cases:read"})

    assert response.status == 201
    assert response.json()["scopes"] == "kyc:verify,cases:read"


def test_an_unknown_scope_is_422_unknown_scope_with_the_allowed_list_and_nothing_is_written(api, token, snapshot):
    before = snapshot()

    response = create(api, token, {"name": "ops", "scopes": ["kyc:extract", "admin:*"]})

    assert response.status == 422
    detail = response.json()["detail"]
    assert detail["code"] == "unknown_scope" and "admin:*" in detail["message"]
    assert detail["allowed"] == list(SCOPES)
    assert snapshot() == before


def test_an_expiry_in_the_past_is_422_and_nothing_is_written(api, token, snapshot):
    before = snapshot()
    past = (datetime.now(UTC) - timedelta(minutes=1)).isoformat()

    response = create(api, token, {**BODY, "expires_at": past})

    assert response.status == 422
    assert response.json()["detail"]["code"] == "expires_at_in_past"
    assert snapshot() == before


def test_an_expiry_without_a_time_zone_is_a_validation_422(api, token):
    response = create(api, token, {**BODY, "expires_at": "2030-01-01T00:00:00"})

    assert response.status == 422
    assert response.json()["detail"][0]["loc"] == ["body", "expires_at"]


def test_a_key_past_its_expiry_shows_status_expired(api, token, monkeypatch):
    expires_at = datetime.now(UTC) + timedelta(days=30)
    created = create(api, token, {**BODY, "expires_at": expires_at.isoformat()}).json()
    assert created["status"] == "active"
    assert created["expires_at"] == clock.iso(expires_at)

    later = expires_at + timedelta(seconds=1)
    monkeypatch.setattr(clock, "now", lambda: later)

    assert api.get(f"/v1/api-keys/{created['id']}", token=token).json()["status"] == "expired"
    assert api.get("/v1/api-keys", token=token).json()["items"][0]["status"] == "expired"


# environments -------------------------------------------------------------------------------------
def test_a_production_key_is_cf_live_and_listed_under_its_environment_only(api, token):
    sandbox = create(api, token).json()
    live = create(api, token, headers=PRODUCTION).json()
    assert live["key"].startswith("cf_live_") and live["prefix"] == live["key"][: len("cf_live_") + 6]

    def listed(**query):
        body = api.get("/v1/api-keys", token=token, query=query).json()
        return [item["id"] for item in body["items"]], body["total"]

    assert listed(environment="production") == ([live["id"]], 1)
    assert listed(environment="sandbox") == ([sandbox["id"]], 1)
    assert listed() == ([live["id"], sandbox["id"]], 2)


def test_production_keys_need_an_active_subscription(api, factory):
    # (cancelled and suspended are refused alike: tests/unit/test_domain_plans.py)
    ws = factory.workspace(roles=(Role.TENANT_ADMIN,), subscription_status="suspended")
    token = ws[Role.TENANT_ADMIN].token

    created = create(api, token, headers=PRODUCTION)
    listed = api.get("/v1/api-keys", token=token, query={"environment": "production"})

    for response in (created, listed):
        assert response.status == 403
        assert response.json()["detail"]["code"] == "production_requires_paid_plan"
    assert create(api, token).status == 201  # the Sandbox stays open


# list ----------------------------------------------------------------------------------------------
def test_the_list_is_newest_first_in_pages_with_the_total(api, token):
    ids = [create(api, token, {"name": f"key {n}", "scopes": ["cases:read"]}).json()["id"] for n in range(3)]

    first = api.get("/v1/api-keys", token=token, query={"page_size": 2}).json()
    second = api.get("/v1/api-keys", token=token, query={"page_size": 2, "page": 2}).json()

    assert [item["id"] for item in first["items"] + second["items"]] == ids[::-1]
    assert (first["total"], first["page"], first["page_size"], second["page"]) == (3, 1, 2, 2)
    assert all(set(item) == METADATA_FIELDS for item in first["items"])


# revoke --------------------------------------------------------------------------------------------
def test_revoke_makes_the_key_revoked_for_every_reader(api, token):
    created = create(api, token).json()

    response = api.post(f"/v1/api-keys/{created['id']}/revoke", token=token)

    assert response.status == 200
    assert response.json() == {**{name: created[name] for name in METADATA_FIELDS}, "status": "revoked"}
    assert api.get(f"/v1/api-keys/{created['id']}", token=token).json()["status"] == "revoked"
    assert api.get("/v1/api-keys", token=token).json()["items"][0]["status"] == "revoked"


def test_revoking_twice_answers_the_same_and_writes_once(api, aws, token):
    created = create(api, token).json()
    first = api.post(f"/v1/api-keys/{created['id']}/revoke", token=token)
    items_after_first = table_items(aws)

    again = api.post(f"/v1/api-keys/{created['id']}/revoke", token=token)

    assert (again.status, again.json()) == (200, first.json())
    assert table_items(aws) == items_after_first  # revoked_at and version untouched


def test_revoking_an_unknown_key_is_404_and_creates_nothing(api, token, snapshot):
    before = snapshot()

    response = api.post(f"/v1/api-keys/{uuid.uuid4()}/revoke", token=token)

    assert (response.status, response.json()) == (404, {"detail": "API key not found"})
    assert snapshot() == before


# storage invariants ----------------------------------------------------------------------------------
def test_a_second_key_with_the_same_digest_is_refused_and_leaves_the_first_and_the_totals_alone(aws, workspace):
    now = clock.now_iso()
    record = {
        "id": str(uuid.uuid4()), "tenant_id": workspace.id, "environment": "sandbox", "name": "a",
        "prefix": "cf_test_", "last4": "abcd", "key_hash": "0" * 64, "scopes": "cases:read", "status": "active",
        "created_at": now, "updated_at": now,
    }  # fmt: skip
    key_store.create(record)

    with pytest.raises(key_store.DigestTaken):
        key_store.create({**record, "id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())})

    assert key_store.count(workspace.id, None) == 1
    assert [k["id"] for k in key_store.list_page(workspace.id, None, 1, 10)] == [record["id"]]


# the console refuses keys, and never logs them -----------------------------------------------------------
@pytest.mark.parametrize("headers", [{}, PRODUCTION], ids=["cf_test", "cf_live"])
def test_a_key_on_a_console_route_is_401_and_is_not_logged(api, token, capfd, caplog, headers):
    key = create(api, token, headers=headers).json()["key"]
    previous = logger.log_level
    logger.setLevel("DEBUG")
    caplog.set_level("DEBUG")
    capfd.readouterr()
    try:
        me = api.get("/v1/auth/me", token=key)
        keys = api.get("/v1/api-keys", token=key)
    finally:
        logger.setLevel(previous)

    for response in (me, keys):
        assert (response.status, response.json()) == (401, {"detail": "Invalid or expired token"})
    captured = capfd.readouterr()
    logged = (
        captured.out + captured.err + caplog.text + "".join(json.dumps(r.__dict__, default=str) for r in caplog.records)
    )
    assert "partner API key refused on a console route" in logged  # the refusal is logged...
    secret = key[len("cf_test_") :]
    assert key not in logged and secret not in logged and secret[:12] not in logged  # ...without the key
