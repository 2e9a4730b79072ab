"""Pure tests of casefile.domain.tokens (access and refresh tokens) and casefile.domain.ratelimit."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

import jwt
import pytest

from casefile.domain import ratelimit, tokens
from casefile.domain.api_keys import KEY_PREFIXES

KEY = "unit-test-signing-key-" + "0123456789abcdef" * 3
OTHER_KEY = "another-signing-key-0123456789abcdef-01234"
ISSUER = "casefile"
AUDIENCE = "casefile-console"
TTL = 1800
IDS = {"user_id": "user-1", "tenant_id": "tenant-1", "session_id": "session-1"}


def issue(*, now: int | None = None, key: str = KEY, issuer: str = ISSUER, audience: str = AUDIENCE) -> str:
    return tokens.issue_access_token(
        key=key, issuer=issuer, audience=audience, now=int(time.time()) if now is None else now, ttl=TTL, **IDS
    )


def verify(token: str) -> tokens.AccessClaims | None:
    return tokens.verify_access_token(token, key=KEY, issuer=ISSUER, audience=AUDIENCE)


def valid_claims(**changes: Any) -> dict[str, Any]:
    """The claims of a valid token, changed as asked; a change to None removes the claim."""
    now = int(time.time())
    claims = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": IDS["user_id"],
        "tid": IDS["tenant_id"],
        "sid": IDS["session_id"],
        "typ": "access",
        "iat": now,
        "exp": now + TTL,
        **changes,
    }
    return {name: value for name, value in claims.items() if value is not None}


def b64url(data: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def signed(claims: dict[str, Any]) -> str:
    return jwt.encode(claims, KEY, algorithm="HS256")


def tampered_signature(token: str) -> str:
    head, payload, signature = token.split(".")
    first = "B" if signature[0] == "A" else "A"
    return f"{head}.{payload}.{first}{signature[1:]}"


# access tokens -----------------------------------------------------------------------------------
def test_given_issued_token_when_verified_with_same_settings_then_ids_come_back() -> None:
    assert verify(issue()) == tokens.AccessClaims(user_id="user-1", tenant_id="tenant-1", session_id="session-1")


def test_given_issued_token_then_it_is_hs256_with_exactly_the_documented_claims() -> None:
    token = issue(now=1_700_000_000)

    assert jwt.get_unverified_header(token) == {"alg": "HS256", "typ": "JWT"}
    assert jwt.decode(token, options={"verify_signature": False}) == {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": "user-1",
        "tid": "tenant-1",
        "sid": "session-1",
        "typ": "access",
        "iat": 1_700_000_000,
        "exp": 1_700_000_000 + TTL,
    }


def test_given_hand_built_valid_claims_when_verified_then_accepted() -> None:
    """Control for the rejections below: the claims built here are accepted when unchanged."""
    assert verify(signed(valid_claims())) is not None


@pytest.mark.parametrize(
    "token",
    [
        pytest.param(lambda: "", id="empty"),
        pytest.param(lambda: "garbage", id="garbage"),
        pytest.param(lambda: "a.b.c", id="three-garbage-segments"),
        pytest.param(lambda: f"{b64url({'alg': 'none', 'typ': 'JWT'})}.{b64url(valid_claims())}.", id="alg-none"),
        pytest.param(lambda: jwt.encode(valid_claims(), KEY, algorithm="HS512"), id="alg-hs512"),
        pytest.param(lambda: issue(key=OTHER_KEY), id="other-key"),
        pytest.param(lambda: issue(now=int(time.time()) - TTL - 1), id="expired"),
        pytest.param(lambda: issue(now=int(time.time()) + 3600), id="issued-in-the-future"),
        pytest.param(lambda: issue(audience="partner-api"), id="wrong-audience"),
        pytest.param(lambda: issue(issuer="someone-else"), id="wrong-issuer"),
        pytest.param(lambda: signed(valid_claims(typ="refresh")), id="typ-refresh"),
        pytest.param(lambda: tampered_signature(issue()), id="bad-signature"),
        *[
            pytest.param(lambda name=name: signed(valid_claims(**{name: None})), id=f"no-{name}")
            for name in ("iss", "aud", "sub", "tid", "sid", "typ", "iat", "exp")
        ],
        pytest.param(lambda: signed(valid_claims(sub="")), id="empty-sub"),
        pytest.param(lambda: signed(valid_claims(tid=42)), id="non-string-tid"),
        pytest.param(lambda: signed(valid_claims(sid=["s"])), id="non-string-sid"),
        pytest.param(lambda: "cf_live_" + "a1b2c3d4" * 6, id="partner-api-key"),
        pytest.param(lambda: "rt.tenant-1.session-1.secret", id="refresh-token"),
    ],
)
def test_given_invalid_token_when_verified_then_none(token: Any) -> None:
    assert verify(token()) is None


@pytest.mark.parametrize("prefix", sorted(KEY_PREFIXES.values()))
def test_given_valid_jwt_behind_api_key_prefix_when_verified_then_none(prefix: str) -> None:
    """The prefix alone is refused, whatever follows it."""
    assert verify(prefix + issue()) is None


# refresh tokens ----------------------------------------------------------------------------------
def test_given_new_refresh_token_when_encoded_and_parsed_then_same_token() -> None:
    token = tokens.new_refresh_token("tenant-1", "session-1")

    assert tokens.parse_refresh_token(token.encode()) == token


def test_given_new_refresh_token_then_encoding_is_prefixed_with_tenant_session_and_secret() -> None:
    token = tokens.new_refresh_token("tenant-1", "session-1")

    assert token.encode() == f"rt.tenant-1.session-1.{token.secret}"
    assert len(token.secret) >= 43  # 32 random bytes, URL-safe base64


def test_given_two_new_refresh_tokens_for_one_session_then_secrets_differ() -> None:
    assert tokens.new_refresh_token("t", "s").secret != tokens.new_refresh_token("t", "s").secret


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "garbage",
        "rt",
        "rt.tenant.session",
        "rt.tenant.session.secret.extra",
        "xx.tenant.session.secret",
        "RT.tenant.session.secret",
        "rt..session.secret",
        "rt.tenant..secret",
        "rt.tenant.session.",
        None,
        42,
    ],
)
def test_given_malformed_refresh_token_when_parsed_then_none(raw: Any) -> None:
    assert tokens.parse_refresh_token(raw) is None


def test_given_secret_when_digested_then_its_sha256_matches_and_others_do_not() -> None:
    stored = tokens.digest("the-secret")

    assert tokens.same_digest("the-secret", stored)
    assert not tokens.same_digest("another-secret", stored)
    assert not tokens.same_digest("the-secret", None)


def test_given_keyed_digest_then_depends_on_key_and_value() -> None:
    digest = tokens.keyed_digest(KEY, "a@b.example")

    assert digest == tokens.keyed_digest(KEY, "a@b.example")
    assert digest != tokens.keyed_digest(OTHER_KEY, "a@b.example")
    assert digest != tokens.keyed_digest(KEY, "c@b.example")
    assert "a@b.example" not in digest


# rate limit arithmetic ---------------------------------------------------------------------------
@pytest.mark.parametrize(("now", "start"), [(0, 0), (59, 0), (60, 60), (61, 60), (1_700_000_039, 1_699_999_980)])
def test_given_time_when_window_start_then_start_of_its_minute(now: int, start: int) -> None:
    assert ratelimit.window_start(now) == start


def test_given_custom_window_when_window_start_then_multiple_of_it() -> None:
    assert ratelimit.window_start(125, window=30) == 120


@pytest.mark.parametrize(("now", "wait"), [(0, 60), (1, 59), (30, 30), (59, 1), (60, 60), (1_700_000_039, 1)])
def test_given_time_when_retry_after_then_seconds_to_end_of_window(now: int, wait: int) -> None:
    assert ratelimit.retry_after(now) == wait


def test_given_any_second_of_a_window_then_retry_after_is_between_1_and_60() -> None:
    waits = {ratelimit.retry_after(1_700_000_000 + offset) for offset in range(120)}

    assert min(waits) == 1
    assert max(waits) == 60


@pytest.mark.parametrize(
    ("failures", "delay"),
    [
        (0, 0),
        (1, 0),
        (4, 0),
        (5, 15),
        (6, 30),
        (7, 60),
        (8, 120),
        (9, 240),
        (10, 480),
        (11, 900),
        (12, 900),
        (50, 900),
        (10_000, 900),
    ],
)
def test_given_failed_logins_when_login_delay_then_schedule(failures: int, delay: int) -> None:
    assert ratelimit.login_delay(failures) == delay


def test_given_login_delay_then_never_above_fifteen_minutes() -> None:
    assert ratelimit.LOGIN_MAX_DELAY_SECONDS == 900
    assert max(ratelimit.login_delay(n) for n in range(200)) == 900
