"""Access rules of every Partner API route, generated from the scope table (casefile.domain.partner.ROUTE_SCOPES)
and the Partner API's OpenAPI document (only routes the template's PartnerApi has): a route added later is covered
here with no new test code.

- scope matrix: each route x each scope; a key with the route's scope passes the guard, a key with any other gets
  403 `insufficient_scope` naming the one needed, and nothing is written;
- isolation: a route with a path id answers the spec's 404 for another workspace's object, and for an object of
  the other environment (a production key, a Sandbox object);
- authentication: no key, a garbage one, a console access token, a revoked and an expired key get 401
  `Invalid API key`, and nothing is written;
- fuzzing (schemathesis): no answer is a 5xx, every answer is declared by its operation.

One emulated account, two workspaces and their keys serve the whole module (`partner_world`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import schemathesis
from hypothesis import given
from hypothesis import strategies as st
from schemathesis import GenerationMode

from casefile.domain.api_keys import SCOPES
from casefile.store import keys
from casefile.store.dynamo import Write
from casefile.store.tables import main_table
from tests.integration.conftest import Factory, Workspace, by_key, emulated_aws, shared_runtime, table_items
from tests.support.api import Api
from tests.support.fuzz import CHECKS, bounded, operations
from tests.support.fuzz import send as send_case
from tests.support.routes import OBJECTS, partner_document, partner_routes

INVALID_KEY = {"detail": "Invalid API key"}
ROUTES = partner_routes()
UNLIMITED = "1000000"


@dataclass
class PartnerWorld:
    api: Api
    resources: Any
    a: Workspace
    b: Workspace
    keys: dict[str, str]  # name -> full key: one per scope of A, "all" of A, "all_b", "live" (A, production)

    def snapshot(self) -> dict[str, dict[str, Any]]:
        """MainTable as it is, but the keys' last_used_at (a use of a key, written at most once a minute)."""
        items = table_items(self.resources)
        for item in items:
            if item.get("entity", {}).get("S") == "api_key":
                item.pop("last_used_at", None)
        return by_key(items)


def _key(api: Api, member: Any, scopes: list[str], environment: str = "sandbox") -> dict[str, Any]:
    created = api.post(
        "/v1/api-keys",
        json_body={"name": "route tests", "scopes": scopes},
        token=member.token,
        headers={"X-Service-Environment": environment},
    )
    assert created.status == 201, created.text
    return dict(created.json())


@pytest.fixture(scope="module")
def partner_world() -> Iterator[PartnerWorld]:
    limits = {"RATE_LIMIT_PER_MINUTE": UNLIMITED, "PARTNER_KEY_RATE_LIMIT_PER_MINUTE": UNLIMITED}
    with emulated_aws(**limits, PARTNER_RATE_LIMIT_PER_IP=UNLIMITED) as resources:
        api = Api(shared_runtime(resources))
        factory = Factory(api)
        a, b = factory.workspace(plan="growth"), factory.workspace(plan="growth")
        admin_a, admin_b = a["tenant_admin"], b["tenant_admin"]
        made = {scope: _key(api, admin_a, [scope])["key"] for scope in SCOPES}
        made["all"] = _key(api, admin_a, list(SCOPES))["key"]
        made["all_b"] = _key(api, admin_b, list(SCOPES))["key"]
        made["live"] = _key(api, admin_a, list(SCOPES), environment="production")["key"]
        revoked = _key(api, admin_a, list(SCOPES))
        assert api.post(f"/v1/api-keys/{revoked['id']}/revoke", token=admin_a.token).status == 200
        made["revoked"] = revoked["key"]
        expired = _key(api, admin_a, list(SCOPES))
        main_table().update(keys.api_key_key(a.id, expired["id"]), Write().set(expires_at="2020-01-01T00:00:00Z"))
        made["expired"] = expired["key"]
        yield PartnerWorld(api, resources, a, b, made)


@pytest.fixture(scope="module")
def ids(partner_world) -> dict[str, str]:
    """One real object of workspace A (Sandbox) per kind of path id."""
    w = partner_world
    return {param: OBJECTS[param].create(w.api, w.a) for param in ("case_id", "document_id", "event_id")}


def call(world: PartnerWorld, route, url: str, key: str | None, body: Any):
    return world.api.request(route.method, url, json_body=body, token=key)


def route_id(route) -> str:
    return route.id


def test_every_partner_route_has_a_scope_and_the_registry_knows_its_ids():
    assert ROUTES
    for route in ROUTES:
        assert route.scope in SCOPES, route.id
        assert set(route.params) <= set(OBJECTS), f"add {route.params} to OBJECTS in tests/support/routes.py"


# scope matrix -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("scope", list(SCOPES))
@pytest.mark.parametrize("route", ROUTES, ids=route_id)
def test_scope_matrix(partner_world, ids, route, scope):
    w = partner_world
    key = w.keys[scope]
    if scope == route.scope:
        # a key with the route's scope, ids of no object and (if it takes one) an unusable body: past the guard
        response = call(w, route, route.probe_url(), key, route.probe_body())
        assert response.status != 401 and response.status < 500, response.text
        assert not (response.status == 403 and response.json()["detail"].get("code") == "insufficient_scope")
    else:
        # a key without it, and a request that would succeed with it: the coded 403 naming it, nothing written
        before = w.snapshot()
        response = call(w, route, route.url(ids), key, route.valid_body())
        assert response.status == 403, response.text
        detail = response.json()["detail"]
        assert (detail["code"], detail["required"]) == ("insufficient_scope", route.scope)
        assert w.snapshot() == before


# isolation --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("intruder", ["all_b", "live"])
@pytest.mark.parametrize("route", [r for r in ROUTES if r.params], ids=route_id)
def test_another_workspace_or_environment_object_is_not_found(partner_world, ids, route, intruder):
    w = partner_world
    before = w.snapshot()
    response = call(w, route, route.url(ids), w.keys[intruder], route.valid_body())
    assert response.status == 404, response.text
    assert response.json() in [{"detail": OBJECTS[param].not_found} for param in route.params]
    assert w.snapshot() == before
    if route.method == "GET":  # and the ids are real: the owner's Sandbox key reads them
        assert call(w, route, route.url(ids), w.keys["all"], None).status == 200


# authentication ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["none", "garbage", "console_token", "revoked", "expired"])
@pytest.mark.parametrize("route", ROUTES, ids=route_id)
def test_no_valid_key_is_a_401(partner_world, ids, route, kind):
    w = partner_world
    key = {
        "none": None,
        "garbage": "cf_test_" + "x" * 43,
        "console_token": w.a["tenant_admin"].token,
        "revoked": w.keys["revoked"],
        "expired": w.keys["expired"],
    }[kind]
    before = w.snapshot()
    response = call(w, route, route.url(ids), key, route.valid_body())
    assert response.status == 401, response.text
    assert response.json() == INVALID_KEY
    assert response.headers.get("www-authenticate") == "Bearer"
    assert w.snapshot() == before


# fuzzing ----------------------------------------------------------------------------------------------------
CALLERS = [None, "all", "cases:read", "all_b", "live", "revoked"]
SCHEMA = schemathesis.openapi.from_dict(partner_document())
OPERATIONS = operations(partner_document())


def send(world: PartnerWorld, case: Any, caller: str | None, real: dict[str, str]) -> schemathesis.Response:
    return send_case(world.api, case, real, world.keys[caller] if caller else None)


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_every_answer_is_declared_and_none_is_a_5xx(partner_world, ids, method, path, mode):
    operation = SCHEMA[path][method]

    @bounded
    @given(
        case=operation.as_strategy(generation_mode=mode),
        caller=st.sampled_from(CALLERS),
        real=st.sampled_from([ids, {}]),
    )
    def fuzz(case, caller, real):
        case.validate_response(send(partner_world, case, caller, real), checks=CHECKS)

    fuzz()
