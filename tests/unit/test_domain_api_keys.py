"""Pure tests of casefile.domain.api_keys: key format, stored digest, scopes, expiry and status."""

from __future__ import annotations

import base64
import hashlib
import re
from datetime import UTC, datetime, timedelta

import pytest

from casefile.domain import api_keys
from casefile.errors import CodedUnprocessable

NOW = datetime(2026, 11, 23, 4, 0, tzinfo=UTC)


@pytest.mark.parametrize(("environment", "prefix"), [("sandbox", "cf_test_"), ("production", "cf_live_")])
def test_given_an_environment_when_a_key_is_made_then_its_prefix_and_32_random_bytes_url_safe(environment, prefix):
    key = api_keys.new_key(environment)

    assert re.fullmatch(re.escape(prefix) + r"[A-Za-z0-9_-]{43}", key)
    assert len(base64.urlsafe_b64decode(key[len(prefix) :] + "=")) == 32
    assert api_keys.key_prefix_of(key) == prefix


def test_given_many_keys_then_no_two_are_alike():
    assert len({api_keys.new_key("sandbox") for _ in range(200)}) == 200


def test_given_a_key_then_its_digest_is_the_hex_sha256_of_the_whole_key_and_not_the_key():
    key = api_keys.new_key("production")

    assert api_keys.digest(key) == hashlib.sha256(key.encode()).hexdigest()
    assert key[len("cf_live_") :] not in api_keys.digest(key)
    assert api_keys.last_chars(key) == key[-4:]


@pytest.mark.parametrize("token", ["eyJhbGciOiJIUzI1NiJ9.e30.x", "cfk_live_abc", "cf_testing", "", "Bearer cf_test_x"])
def test_given_a_bearer_value_without_a_key_prefix_then_it_is_not_an_api_key(token):
    assert not api_keys.is_api_key(token)


def test_given_scopes_as_list_or_comma_string_then_deduplicated_in_the_documented_order():
    assert api_keys.parse_scopes(["cases:read", "kyc:extract", "cases:read"]) == ["kyc:extract", "cases:read"]
    assert api_keys.parse_scopes(" cases:read , kyc:extract,") == ["kyc:extract", "cases:read"]


def test_given_an_unknown_scope_then_422_unknown_scope_naming_it_with_the_allowed_list():
    with pytest.raises(CodedUnprocessable) as refused:
        api_keys.parse_scopes(["kyc:extract", "admin:all"])

    assert refused.value.code == "unknown_scope"
    assert "admin:all" in refused.value.message
    assert refused.value.extra["allowed"] == list(api_keys.SCOPES)
    assert refused.value.extra["unknown"] == ["admin:all"]


@pytest.mark.parametrize("empty", [[], ["", " "], " , "])
def test_given_no_scope_at_all_then_422_unknown_scope(empty):
    with pytest.raises(CodedUnprocessable) as refused:
        api_keys.parse_scopes(empty)
    assert refused.value.code == "unknown_scope"


@pytest.mark.parametrize("expires_at", [NOW, NOW - timedelta(seconds=1)])
def test_given_an_expiry_not_in_the_future_then_422_expires_at_in_past(expires_at):
    with pytest.raises(CodedUnprocessable) as refused:
        api_keys.check_expiry(expires_at, NOW)
    assert refused.value.code == "expires_at_in_past"


def test_given_a_future_expiry_or_none_then_accepted():
    api_keys.check_expiry(NOW + timedelta(seconds=1), NOW)
    api_keys.check_expiry(None, NOW)


@pytest.mark.parametrize(
    ("stored", "expires_at", "shown"),
    [
        ("active", None, "active"),
        ("active", "2026-11-23T04:00:00.001Z", "active"),
        ("active", "2026-11-23T04:00:00.000Z", "expired"),
        ("active", "2026-01-01T00:00:00.000Z", "expired"),
        ("revoked", "2026-01-01T00:00:00.000Z", "revoked"),
        ("revoked", None, "revoked"),
    ],
)
def test_given_a_stored_key_then_its_status_at_now(stored, expires_at, shown):
    assert api_keys.status_at(stored, expires_at, NOW) == shown
