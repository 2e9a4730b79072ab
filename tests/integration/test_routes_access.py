"""Access rules of every guarded route, generated from the permission table and the OpenAPI document (only
routes that template.yaml has): a route added later is covered here with no new test code.

- role matrix: each route x the 5 roles; allowed roles pass the guard, the others get 403 and write nothing;
- tenant isolation: a route with a path id answers the spec's 404 for another workspace's object;
- authentication: no token, a garbage token and an expired token get 401 `Invalid or expired token`;
- two-factor enrolment: in a workspace that requires it, a member who has not set it up gets 403
  `mfa_enrollment_required` on every route but the four that let them enrol, and nothing is written.

One emulated account, two workspaces and one login per member serve the whole module (`world`)."""

from __future__ import annotations

import time
import uuid

import jwt
import pytest

from casefile.api.permissions import MFA_ENROLLMENT_ROUTES
from casefile.domain import tokens
from casefile.domain.roles import Role
from casefile.services import admin
from casefile.settings import get_settings
from tests.integration.conftest import JWT_TEST_KEY, Member
from tests.support.routes import OBJECTS, SESSION_ENDING, guarded_routes, routes_with_ids

ROLES = [role.value for role in Role]
INSUFFICIENT = {"detail": "Insufficient permissions"}
INVALID_TOKEN = {"detail": "Invalid or expired token"}
ENROLMENT_REQUIRED = {
    "detail": {
        "code": "mfa_enrollment_required",
        "message": "Two-factor authentication must be set up before using this workspace.",
    }
}
ROUTES = guarded_routes()


def route_id(route) -> str:
    return route.id


@pytest.fixture(scope="module")
def objects(world):
    """`objects(workspace, param)`: the id of one object of that kind in that workspace (made once)."""
    made: dict[tuple[str, str], str] = {}

    def get(workspace, param: str) -> str:
        if (workspace.id, param) not in made:
            made[(workspace.id, param)] = OBJECTS[param].create(world.api, workspace)
        return made[(workspace.id, param)]

    return get


def own_ids(objects, workspace, route) -> dict[str, str]:
    """Real ids of the workspace's own objects for the route's parameters (a random id for a kind the
    registry does not know yet; the isolation test below asks for the registry line)."""
    return {p: objects(workspace, p) if p in OBJECTS else str(uuid.uuid4()) for p in route.params}


def call(world, route, url, token, body):
    return world.api.request(route.method, url, json_body=body, token=token, headers=route.headers)


# role matrix ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("route", ROUTES, ids=route_id)
def test_role_matrix(world, objects, route, role):
    if role in route.allowed:
        # given a member of an allowed role (a fresh session for a route that ends it)
        member = world.a[role]
        if (route.method, route.path) in SESSION_ENDING:
            member = world.factory.login(Member(member.user, member.password))
        # when they call the route with ids of no object and (if it takes one) an unusable body
        response = call(world, route, route.probe_url(), member.token, route.probe_body())
        # then the guard lets them through: whatever the answer, it is not the role refusal
        assert response.status != 401 and response.status < 500, response.text
        assert not (response.status == 403 and response.json() == INSUFFICIENT), response.text
    else:
        # given a member of a refused role, and a request that would succeed for an allowed one
        url = route.url(own_ids(objects, world.a, route))
        before = world.snapshot()
        # when they call the route
        response = call(world, route, url, world.a[role].token, route.valid_body())
        # then they get the spec's 403 and nothing is written
        assert response.status == 403, response.text
        assert response.json() == INSUFFICIENT
        assert world.snapshot() == before


# tenant isolation ------------------------------------------------------------------------------------
def first_allowed(route) -> str:
    return next(role for role in ROLES if role in route.allowed)


@pytest.mark.parametrize("route", routes_with_ids(), ids=route_id)
def test_another_workspace_object_is_not_found(world, objects, route):
    unknown = [param for param in route.params if param not in OBJECTS]
    assert not unknown, f"add {unknown} to OBJECTS in tests/support/routes.py"
    # given workspace A's objects, and an allowed member of workspace B
    ids = {param: objects(world.a, param) for param in route.params}
    intruder = world.b[first_allowed(route)]
    before = world.snapshot()
    # when B calls the route with A's ids and a valid body
    response = call(world, route, route.url(ids), intruder.token, route.valid_body())
    # then the object does not exist for B (a route with two ids may name either), and nothing changed
    assert response.status == 404, response.text
    assert response.json() in [{"detail": OBJECTS[param].not_found} for param in route.params]
    assert world.snapshot() == before
    if route.method == "GET":  # and the ids are real: the owner reads them
        owner = world.a[first_allowed(route)]
        assert call(world, route, route.url(ids), owner.token, None).status == 200


# authentication --------------------------------------------------------------------------------------
def expired_token(member) -> str:
    """A correctly signed access token of a live session, expired a minute ago."""
    claims = jwt.decode(member.token, options={"verify_signature": False})
    settings = get_settings()
    return tokens.issue_access_token(
        key=JWT_TEST_KEY,
        issuer=settings.jwt_issuer,
        audience=settings.jwt_audience,
        user_id=claims["sub"],
        tenant_id=claims["tid"],
        session_id=claims["sid"],
        now=int(time.time()) - settings.access_token_ttl_seconds - 60,
        ttl=settings.access_token_ttl_seconds,
    )


@pytest.mark.parametrize("kind", ["none", "garbage", "expired"])
@pytest.mark.parametrize("route", ROUTES, ids=route_id)
def test_no_valid_token_is_a_401(world, objects, route, kind):
    # given a request that would succeed with the admin's token, sent without a valid one
    admin = world.a["tenant_admin"]
    token = {"none": None, "garbage": "not-a-token", "expired": expired_token(admin)}[kind]
    url = route.url(own_ids(objects, world.a, route))
    before = world.snapshot()
    response = call(world, route, url, token, route.valid_body())
    # then the spec's 401, and nothing is written
    assert response.status == 401, response.text
    assert response.json() == INVALID_TOKEN
    assert response.headers.get("www-authenticate") == "Bearer"
    assert world.snapshot() == before


# two-factor enrolment required ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def must_enrol(world):
    """A third workspace of the world's account that requires two-factor sign-in, which none of its members (all
    signed in) has set up."""
    workspace = world.factory.workspace(plan="growth").signed_in()  # signed in before MFA is required
    admin.update_workspace(workspace.id, mfa_required=True)
    return workspace


@pytest.mark.parametrize("route", ROUTES, ids=route_id)
def test_a_member_who_must_enrol_reaches_only_the_enrolment_routes(world, must_enrol, route):
    # given a member of an allowed role who has not set up the two-factor sign-in their workspace requires
    member = must_enrol[first_allowed(route)]
    if (route.method, route.path) in SESSION_ENDING:
        member = world.factory.login(Member(member.user, member.password))
    before = world.snapshot()
    # when they call the route with a request that would otherwise reach its code
    response = call(world, route, route.probe_url(), member.token, route.valid_body())
    if (route.method, route.path) in MFA_ENROLLMENT_ROUTES:
        # then the four routes of enrolment (and of reading who they are, signing out) let them through
        assert response.status < 500, response.text
        assert response.status == 204 or response.json() != ENROLMENT_REQUIRED, response.text
    else:
        # then every other route answers the guard's 403, and nothing is written
        assert response.status == 403, response.text
        assert response.json() == ENROLMENT_REQUIRED
        assert world.snapshot() == before


@pytest.mark.parametrize("route", [r for r in ROUTES if set(ROLES) - r.allowed], ids=route_id)
def test_the_role_refusal_comes_before_the_enrolment_one(world, must_enrol, route):
    refused = next(role for role in ROLES if role not in route.allowed)
    response = call(world, route, route.probe_url(), must_enrol[refused].token, route.valid_body())
    assert response.status == 403 and response.json() == INSUFFICIENT
