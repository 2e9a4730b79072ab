"""Per-IP rate limit: 100 requests per minute, counted before authentication, 429 with Retry-After.

The default limit is the first test's; the others configure a small one (RATE_LIMIT_PER_MINUTE), the same counting
with a tenth of the requests."""

from __future__ import annotations

import time

import pytest

from casefile import clock
from tests.integration.conftest import emulated_aws

LIMIT = 100  # the default
SMALL = 10  # configured for the tests of how the limit is counted
BODY = {"code": "rate_limit_exceeded", "message": "Too many requests. Please slow down."}


@pytest.fixture
def limit() -> int | None:
    """RATE_LIMIT_PER_MINUTE of the test's account (None: not set, the default)."""
    return SMALL


@pytest.fixture
def aws(limit):
    with emulated_aws(**({} if limit is None else {"RATE_LIMIT_PER_MINUTE": str(limit)})) as resources:
        yield resources


@pytest.fixture
def frozen_clock(monkeypatch):
    """Pin the clock 17 s into the previous window (in the past, so tokens issued now stay valid) so that
    no test straddles two windows."""
    now = int(time.time())
    moment = [now - now % 60 - 60 + 17]
    monkeypatch.setattr(clock, "epoch", lambda: moment[0])
    return moment


@pytest.mark.parametrize("limit", [None], ids=["default"])
def test_the_101st_request_in_a_minute_is_refused(api, frozen_clock):
    statuses = [api.get("/v1/auth/me", ip="203.0.113.5").status for _ in range(LIMIT)]
    assert set(statuses) == {401}  # counted before authentication: anonymous requests count too
    response = api.get("/v1/auth/me", ip="203.0.113.5")
    assert response.status == 429
    assert response.json() == BODY
    assert response.headers["retry-after"] == "43"  # seconds left in the window


def test_the_limit_applies_to_authenticated_calls_and_every_route(api, factory, case_body, frozen_clock):
    token = factory.workspace(roles=())["tenant_admin"].token  # one login from the default test IP
    for _ in range(SMALL - 1):
        assert api.get("/v1/cases", token=token, ip="203.0.113.6").status == 200
    assert api.post("/v1/cases", json_body=case_body, token=token, ip="203.0.113.6").status == 201
    refused = api.post("/v1/cases", json_body=case_body, token=token, ip="203.0.113.6")
    assert refused.status == 429
    assert refused.json() == BODY
    # the refused create stored nothing
    assert api.get("/v1/cases", token=token, ip="203.0.113.7").json()["total"] == 1


def test_other_clients_are_not_affected(api, frozen_clock):
    for _ in range(SMALL + 1):
        api.get("/v1/auth/me", ip="203.0.113.8")
    assert api.get("/v1/auth/me", ip="203.0.113.9").status == 401


def test_a_new_window_starts_afresh(api, frozen_clock):
    for _ in range(SMALL + 1):
        api.get("/v1/auth/me", ip="203.0.113.10")
    assert api.get("/v1/auth/me", ip="203.0.113.10").status == 429
    frozen_clock[0] += 60
    assert api.get("/v1/auth/me", ip="203.0.113.10").status == 401


def test_login_is_rate_limited_too(api, frozen_clock):
    body = {"email": "nobody@example.com", "password": "wrong"}
    statuses = [api.post("/v1/auth/login", json_body=body, ip="203.0.113.11").status for _ in range(SMALL + 1)]
    assert statuses[-1] == 429


def test_a_rate_limit_store_outage_lets_requests_through(api, monkeypatch, frozen_clock):
    from casefile.store import ratelimits

    def down(*_args, **_kwargs):
        raise ConnectionError("dynamodb unreachable")

    monkeypatch.setattr(ratelimits, "count_request", down)
    assert api.get("/v1/auth/me", ip="203.0.113.12").status == 401


def test_an_address_too_long_for_a_key_is_still_limited(api, frozen_clock):
    # Given a client naming a 3,000-character address (DynamoDB keys hold at most 2,048 bytes)
    address = "2001:db8::" + "f" * 2990
    # When it sends more than the limit
    statuses = [api.get("/v1/auth/me", ip=address).status for _ in range(SMALL + 1)]
    # Then the limiter still counts it (it does not fail open) and refuses the 101st request
    assert statuses[:SMALL] == [401] * SMALL
    assert statuses[-1] == 429


def test_long_addresses_that_share_a_prefix_are_counted_apart(api, frozen_clock):
    first, second = "a" * 3000, "a" * 2999 + "b"
    for _ in range(SMALL + 1):
        api.get("/v1/auth/me", ip=first)
    assert api.get("/v1/auth/me", ip=first).status == 429
    assert api.get("/v1/auth/me", ip=second).status == 401
