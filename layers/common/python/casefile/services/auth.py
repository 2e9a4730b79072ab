"""Login, token refresh, logout and per-request authentication (DESIGN.md §3)."""

from __future__ import annotations

from typing import Any

from casefile import clock
from casefile.domain import api_keys, passwords, tokens
from casefile.domain.ratelimit import LOGIN_MAX_DELAY_SECONDS, login_delay
from casefile.errors import InvalidCredentials, LimitReached, Unauthenticated
from casefile.observability import logger
from casefile.services.principal import Principal
from casefile.services.views import user_view
from casefile.settings import get_settings
from casefile.store import accounts, ratelimits
from casefile.store.secrets import jwt_signing_key

# Sessions are kept (ended or expired) this long after their refresh token expires, for audit.
_SESSION_RETENTION_SECONDS = 30 * 24 * 3600


def authenticate(bearer: str | None) -> Principal:
    """Verify the access token, then read session, user and workspace in one BatchGetItem."""
    settings = get_settings()
    api_key_prefix = api_keys.key_prefix_of(bearer) if bearer else None
    if api_key_prefix is not None:
        # Worth an operator's notice (a partner integration pointed at the console), but only the environment
        # prefix is logged: the key itself is a secret and never goes to logs.
        logger.info("partner API key refused on a console route", extra={"api_key_prefix": api_key_prefix})
        raise Unauthenticated()
    claims = tokens.verify_access_token(
        bearer or "", key=jwt_signing_key(), issuer=settings.jwt_issuer, audience=settings.jwt_audience
    )
    if claims is None:
        raise Unauthenticated()
    found = accounts.load(claims.tenant_id, claims.user_id, claims.session_id)
    session, user, workspace = found.get("session"), found.get("user"), found.get("workspace")
    if not session or not user or not workspace:
        raise Unauthenticated()
    if (
        session.get("ended_at")
        or session.get("user_id") != user["id"]
        or int(session.get("refresh_expires_at", 0)) <= clock.epoch()
        or not user.get("is_active")
    ):
        raise Unauthenticated()
    return Principal(user=user, workspace=workspace, session_id=session["id"])


def _throttle_bucket(email: str) -> str:
    return "LOGIN#" + tokens.keyed_digest(jwt_signing_key(), email.strip().lower())


def _check_login_throttle(bucket: str, now: int) -> bool:
    """Refuse the attempt while the account is backing off; True when live failures are on record.
    A record past its TTL counts as none (DynamoDB deletes expired items only eventually)."""
    state = ratelimits.login_failures(bucket)
    if not state or int(state.get("ttl", 0)) <= now:
        return False
    wait = int(state.get("last_failed_at", 0)) + login_delay(int(state.get("count", 0))) - now
    if wait > 0:
        raise LimitReached(
            "too_many_login_attempts",
            "Too many failed sign-in attempts for this account. Try again later.",
            retry_after=wait,
        )
    return True


def login(email: str, password: str) -> dict[str, Any]:
    settings = get_settings()
    now = clock.epoch()
    bucket = _throttle_bucket(email)
    had_failures = _check_login_throttle(bucket, now)
    ids = accounts.find_login(email)
    found = accounts.load(*ids) if ids else {}
    user, workspace = found.get("user"), found.get("workspace")
    profile = settings.password_hash_profile
    # Verify even for an unknown email, so that both failures take the same time.
    stored = user["password_hash"] if user else passwords.dummy_hash(profile)
    verified = passwords.verify_password(stored, password, profile)
    if not (verified and user and workspace and user.get("is_active")):
        ratelimits.record_login_failure(bucket, now, now + LOGIN_MAX_DELAY_SECONDS + 3600, restart=not had_failures)
        logger.info("login failed", extra={"known_account": user is not None})
        raise InvalidCredentials()
    if had_failures:
        ratelimits.clear_login_failures(bucket)
    if passwords.needs_rehash(stored, profile):
        accounts.update_user(
            user["tenant_id"], user["id"], {"password_hash": passwords.hash_password(password, profile)}
        )
    session_id = clock.new_id()
    refresh = tokens.new_refresh_token(workspace["id"], session_id)
    refresh_expires_at = now + settings.refresh_token_ttl_seconds
    accounts.create_session(
        {
            "id": session_id,
            "tenant_id": workspace["id"],
            "user_id": user["id"],
            "refresh_hash": tokens.digest(refresh.secret),
            "refresh_expires_at": refresh_expires_at,
            "created_at": clock.now_iso(),
            "ttl": refresh_expires_at + _SESSION_RETENTION_SECONDS,
        }
    )
    logger.info("login succeeded", extra={"user_id": user["id"], "tenant_id": workspace["id"]})
    return _token_response(user, workspace, session_id, refresh, now)


def refresh(raw_token: str) -> dict[str, Any]:
    settings = get_settings()
    now = clock.epoch()
    token = tokens.parse_refresh_token(raw_token)
    if token is None:
        raise Unauthenticated()
    session = accounts.get_session(token.tenant_id, token.session_id)
    if not session or session.get("ended_at"):
        raise Unauthenticated()
    if not tokens.same_digest(token.secret, session.get("refresh_hash")):
        _end_for_reuse(token)
    if int(session.get("refresh_expires_at", 0)) <= now:
        accounts.end_session(token.tenant_id, token.session_id, "expired", clock.now_iso())
        raise Unauthenticated()
    new_token = tokens.new_refresh_token(token.tenant_id, token.session_id)
    expires_at = now + settings.refresh_token_ttl_seconds
    try:
        accounts.rotate_refresh(
            token.tenant_id,
            token.session_id,
            old_hash=session["refresh_hash"],
            new_hash=tokens.digest(new_token.secret),
            now_iso=clock.now_iso(),
            expires_at=expires_at,
            ttl=expires_at + _SESSION_RETENTION_SECONDS,
        )
    except accounts.RefreshRaced:
        _end_for_reuse(token)  # another request rotated this very token first
    found = accounts.load(token.tenant_id, session["user_id"])
    user, workspace = found.get("user"), found.get("workspace")
    if not user or not workspace or not user.get("is_active"):
        accounts.end_session(token.tenant_id, token.session_id, "inactive", clock.now_iso())
        raise Unauthenticated()
    return _token_response(user, workspace, token.session_id, new_token, now)


def _end_for_reuse(token: tokens.RefreshToken) -> None:
    """A refresh token that is not the session's current one was presented: it was stolen or replayed,
    so the whole session ends (RFC 9700 §4.14.2 refresh token rotation)."""
    accounts.end_session(token.tenant_id, token.session_id, "refresh_token_reuse", clock.now_iso())
    logger.warning("refresh token reuse: session ended", extra={"session_id": token.session_id})
    raise Unauthenticated()


def logout(principal: Principal) -> None:
    accounts.end_session(principal.tenant_id, principal.session_id, "logout", clock.now_iso())


def me(principal: Principal) -> dict[str, Any]:
    return user_view(principal.user, principal.workspace)


def _token_response(
    user: dict[str, Any], workspace: dict[str, Any], session_id: str, refresh: tokens.RefreshToken, now: int
) -> dict[str, Any]:
    settings = get_settings()
    access = tokens.issue_access_token(
        key=jwt_signing_key(),
        issuer=settings.jwt_issuer,
        audience=settings.jwt_audience,
        user_id=user["id"],
        tenant_id=workspace["id"],
        session_id=session_id,
        now=now,
        ttl=settings.access_token_ttl_seconds,
    )
    return {
        "access_token": access,
        "refresh_token": refresh.encode(),
        "token_type": "bearer",
        "expires_in": settings.access_token_ttl_seconds,
        "refresh_expires_in": settings.refresh_token_ttl_seconds,
        "user": user_view(user, workspace),
    }
