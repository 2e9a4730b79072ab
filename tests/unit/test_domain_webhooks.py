"""Webhook rules: URLs, the retry schedule, Retry-After, payloads, delivery ids, secrets."""

from __future__ import annotations

import base64
from datetime import UTC, datetime

import pytest

from casefile.domain import webhooks as rules

NOW = datetime(2026, 11, 23, 4, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("url", "addresses", "allow_loopback", "allowed"),
    [
        ("https://hooks.lender.example/casefile", ["93.184.216.34"], False, True),
        ("https://hooks.lender.example/casefile", ["93.184.216.34", "10.1.2.3"], False, False),  # one private
        ("https://hooks.lender.example/casefile", [], False, False),  # does not resolve
        ("https://hooks.lender.example/casefile", ["169.254.169.254"], False, False),  # metadata service
        ("https://hooks.lender.example/casefile", ["fd00::1"], False, False),  # unique local IPv6
        ("https://hooks.lender.example/casefile", ["::ffff:127.0.0.1"], False, False),  # loopback via IPv6
        ("https://hooks.lender.example/casefile", ["64:ff9b::a00:1"], False, False),  # NAT64 of 10.0.0.1
        ("https://hooks.lender.example/casefile", ["100.64.0.1"], False, False),  # carrier-grade NAT
        ("http://hooks.lender.example/casefile", ["93.184.216.34"], False, False),  # not https
        ("http://127.0.0.1:8080/hook", None, False, False),  # loopback in production
        ("http://127.0.0.1:8080/hook", None, True, True),  # loopback in the local stack
        ("http://localhost:8080/hook", ["127.0.0.1"], True, True),
        ("http://localhost:8080/hook", ["10.0.0.1"], True, False),  # a "localhost" that is not loopback
        ("http://10.0.0.1/hook", None, True, False),  # loopback mode allows loopback only
        ("https://user:pw@hooks.lender.example/", ["93.184.216.34"], False, False),  # credentials
    ],
)
def test_url_rules(url, addresses, allow_loopback, allowed):
    assert (rules.url_problem(url, addresses, allow_loopback=allow_loopback) is None) is allowed


def test_the_retry_schedule_then_failure():
    delays = [rules.next_delay(made, 500, None) for made in range(1, rules.MAX_ATTEMPTS + 1)]
    assert delays == [5, 300, 1800, 7200, 18000, 36000, 36000, None]


def test_410_ends_a_delivery_and_retry_after_is_honoured_on_429_and_503_only():
    assert rules.next_delay(1, 410, None) is None
    assert rules.next_delay(1, 429, 120) == 120
    assert rules.next_delay(3, 503, 0) == 1
    assert rules.next_delay(1, 503, 10**9) == rules.MAX_RETRY_AFTER_SECONDS
    assert rules.next_delay(1, 500, 120) == 5


@pytest.mark.parametrize(
    ("header", "seconds"),
    [("120", 120), ("Mon, 23 Nov 2026 04:02:00 GMT", 120), ("soon", None), (None, None), ("-5", None)],
)
def test_retry_after_as_seconds_or_an_http_date(header, seconds):
    assert rules.retry_after_seconds(header, NOW) == seconds


def test_the_payload_is_the_event_type_time_and_resource_with_its_environment():
    event = {"type": "case.scored", "created_at": "2026-11-23T04:00:00.000Z", "environment": "production"}
    assert rules.payload({**event, "data": {"id": "c1"}}) == {
        "type": "case.scored",
        "timestamp": "2026-11-23T04:00:00.000Z",
        "data": {"id": "c1", "environment": "production"},
    }


def test_one_delivery_id_per_event_and_endpoint():
    assert rules.delivery_id("e1", "w1") == rules.delivery_id("e1", "w1")
    assert len({rules.delivery_id("e1", "w1"), rules.delivery_id("e1", "w2"), rules.delivery_id("e2", "w1")}) == 3


def test_secrets_have_the_standard_webhooks_form():
    secret = rules.new_secret(bytes(range(24)))
    assert secret.startswith("whsec_") and base64.b64decode(secret[6:]) == bytes(range(24))
    with pytest.raises(ValueError):
        rules.new_secret(b"short")


def test_event_names_are_checked_and_normalised():
    assert rules.normalise_events(" case.scored , case.created,case.scored") == "case.scored,case.created"
    with pytest.raises(rules.UnknownEvents):
        rules.normalise_events("webhook.test")
    with pytest.raises(rules.UnknownEvents):
        rules.normalise_events([])
