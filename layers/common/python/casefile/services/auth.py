"""Login (with its two-factor second step), token refresh, logout and per-request authentication
(docs/architecture.md §4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casefile import clock
from casefile.domain import api_keys, mfa, passwords, tokens
from casefile.domain.ratelimit import LOGIN_MAX_DELAY_SECONDS, login_delay
from casefile.errors import InvalidCredentials, InvalidMfaCode, LimitReached, Unauthenticated
from casefile.models.records import UserRecord, WorkspaceRecord
from casefile.observability import logger
from casefile.services.principal import Principal
from casefile.services.views import user_view
from casefile.settings import get_settings
from casefile.store import accounts, mfa_secrets, ratelimits
from casefile.store.secrets import jwt_signing_key

if TYPE_CHECKING:  # the answers of the auth function's routes: imported there, not on every function's cold start
    from casefile.models.auth import MfaChallenge, TokenResponse, User

# Sessions are kept (ended or expired) this long after their refresh token expires, for audit.
_SESSION_RETENTION_SECONDS = 30 * 24 * 3600
# Sign-in challenges (the second step of a login with MFA) are kept a day after they expire.
_CHALLENGE_RETENTION_SECONDS = 24 * 3600


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
    return Principal(
        user=UserRecord.model_validate(user),
        workspace=WorkspaceRecord.model_validate(workspace),
        session_id=session["id"],
    )


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


def _record_failure(bucket: str, now: int, had_failures: bool) -> None:
    ratelimits.record_login_failure(bucket, now, now + LOGIN_MAX_DELAY_SECONDS + 3600, restart=not had_failures)


def check_code_throttle(email: str, now: int) -> bool:
    """Two-factor codes count against the account's failed sign-ins: 429 while it backs off; True when failures
    are on record (see `record_code_failure`, `clear_code_failures`)."""
    return _check_login_throttle(_throttle_bucket(email), now)


def record_code_failure(email: str, now: int, had_failures: bool) -> None:
    _record_failure(_throttle_bucket(email), now, had_failures)


def clear_code_failures(email: str) -> None:
    ratelimits.clear_login_failures(_throttle_bucket(email))


def login(email: str, password: str) -> TokenResponse | MfaChallenge:
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
        _record_failure(bucket, now, had_failures)
        logger.info("login failed", extra={"known_account": user is not None})
        raise InvalidCredentials()
    if passwords.needs_rehash(stored, profile):
        accounts.update_user(
            user["tenant_id"], user["id"], {"password_hash": passwords.hash_password(password, profile)}
        )
    if user.get("mfa_enabled"):
        # The failures on record stay until the second factor succeeds: a right password alone must not reset
        # the back-off that wrong codes build up.
        return _mfa_challenge(user, workspace, now)
    if had_failures:
        ratelimits.clear_login_failures(bucket)
    return _open_session(user, workspace, now)


def _open_session(
    user: dict[str, Any], workspace: dict[str, Any], now: int, *, second_factor: bool = False
) -> TokenResponse:
    """A new session and its token pair (the end of a successful sign-in)."""
    settings = get_settings()
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
    logger.info(
        "login succeeded",
        extra={"user_id": user["id"], "tenant_id": workspace["id"], "second_factor": second_factor},
    )
    return _token_response(user, workspace, session_id, refresh, now)


# two-factor sign-in: the login's second step ---------------------------------------------------------------
def _mfa_challenge(user: dict[str, Any], workspace: dict[str, Any], now: int) -> MfaChallenge:
    """The answer of a right password for a member with two-factor sign-in: an mfa_token (5 minutes, 5 tries)."""
    from casefile.models.auth import MfaChallenge

    challenge_id = clock.new_id()
    token = mfa.new_challenge_token(workspace["id"], challenge_id)
    expires_at = now + mfa.CHALLENGE_TTL_SECONDS
    accounts.create_mfa_challenge(
        {
            "id": challenge_id,
            "tenant_id": workspace["id"],
            "user_id": user["id"],
            "token_hash": tokens.digest(token.secret),
            "expires_at": expires_at,
            "tries": 0,
            "created_at": clock.now_iso(),
            "ttl": expires_at + _CHALLENGE_RETENTION_SECONDS,
        }
    )
    logger.info("login needs a second factor", extra={"user_id": user["id"], "tenant_id": workspace["id"]})
    return MfaChallenge(mfa_required=True, mfa_token=token.encode(), expires_in=mfa.CHALLENGE_TTL_SECONDS)


def verify_mfa(raw_token: str, code: str) -> TokenResponse:
    """The token pair of a login, for its mfa_token and a TOTP code (of a step after the last one accepted) or an
    unused recovery code. Anything else is the same 401; wrong codes count as failed sign-ins (429 past 5)."""
    now = clock.epoch()
    token = mfa.parse_challenge_token(raw_token)
    challenge = accounts.get_mfa_challenge(token.tenant_id, token.challenge_id) if token else None
    if (
        token is None
        or challenge is None
        or not tokens.same_digest(token.secret, challenge.get("token_hash"))
        or challenge.get("used_at")
        or int(challenge.get("expires_at") or 0) <= now
    ):
        raise InvalidMfaCode()
    found = accounts.load(token.tenant_id, challenge["user_id"])
    user, workspace = found.get("user"), found.get("workspace")
    if not user or not workspace or not user.get("is_active") or not user.get("mfa_secret_ciphertext"):
        raise InvalidMfaCode()
    bucket = _throttle_bucket(user["email"])
    had_failures = _check_login_throttle(bucket, now)
    try:
        accounts.count_mfa_try(token.tenant_id, token.challenge_id, mfa.CHALLENGE_MAX_TRIES)
    except accounts.ChallengeSpent:
        raise InvalidMfaCode() from None
    signed_in = _accept_code(user, code, challenge["id"], now)
    if signed_in is None:
        _record_failure(bucket, now, had_failures)
        logger.info("two-factor code refused", extra={"user_id": user["id"], "tenant_id": workspace["id"]})
        raise InvalidMfaCode()
    if had_failures:
        ratelimits.clear_login_failures(bucket)
    return _open_session(signed_in, workspace, now, second_factor=True)


def _accept_code(user: dict[str, Any], code: str, challenge_id: str, now: int) -> dict[str, Any] | None:
    """Use `code` for the sign-in, once: a TOTP code of a step after the last accepted one, else an unused
    recovery code. Each is recorded in one conditional transaction with the challenge, so two requests with the
    same code cannot both win. The member as the sign-in left them, or None when the code is refused."""
    tenant_id, user_id = user["tenant_id"], user["id"]
    ciphertext = user["mfa_secret_ciphertext"]
    secret = mfa_secrets.decrypt(ciphertext, tenant_id, user_id)
    step = mfa.matching_step(secret, code, now)
    if step is not None:
        last = user.get("mfa_last_step")
        if last is not None and step <= int(last):
            return None  # replayed: this code (or a later one) was already accepted
        try:
            accounts.accept_totp_step(
                tenant_id,
                user_id,
                secret_ciphertext=ciphertext,
                step=step,
                challenge_id=challenge_id,
                now_iso=clock.now_iso(),
            )
        except accounts.MfaChanged:
            return None
        return {**user, "mfa_last_step": step}
    digests = list(user.get("mfa_recovery_digests") or [])
    index = mfa.find_recovery_code(secret, code, digests)
    if index is None:
        return None
    now_iso = clock.now_iso()
    audit = mfa.audit_trail(user.get("mfa_audit"), mfa.AuditEvent.RECOVERY_CODE_USED, now_iso)
    try:
        accounts.use_recovery_code(
            tenant_id,
            user_id,
            secret_ciphertext=ciphertext,
            index=index,
            digest=digests[index],
            audit=audit,
            challenge_id=challenge_id,
            now_iso=now_iso,
        )
    except accounts.MfaChanged:
        return None
    left = [digest for position, digest in enumerate(digests) if position != index]
    logger.warning(
        "two-factor recovery code used",
        extra={"user_id": user_id, "tenant_id": tenant_id, "recovery_codes_left": len(left)},
    )
    return {**user, "mfa_recovery_digests": left, "mfa_audit": audit}


def refresh(raw_token: str) -> TokenResponse:
    settings = get_settings()
    now = clock.epoch()
    token = tokens.parse_refresh_token(raw_token)
    if token is None:
        raise Unauthenticated()
    session = accounts.get_session(token.tenant_id, token.session_id)
    if not session or session.get("ended_at"):
        raise Unauthenticated()
    if not tokens.same_digest(token.secret, session.get("refresh_hash")):
        _not_current(token, session, now)
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
            retired=list(session.get("retired_refresh_hashes") or []),
            now=now,
            now_iso=clock.now_iso(),
            expires_at=expires_at,
            ttl=expires_at + _SESSION_RETENTION_SECONDS,
        )
    except accounts.RefreshRaced:
        # another request rotated this very token first: two tabs refreshing at once, not a theft
        raise Unauthenticated() from None
    found = accounts.load(token.tenant_id, session["user_id"])
    user, workspace = found.get("user"), found.get("workspace")
    if not user or not workspace or not user.get("is_active"):
        accounts.end_session(token.tenant_id, token.session_id, "inactive", clock.now_iso())
        raise Unauthenticated()
    return _token_response(user, workspace, token.session_id, new_token, now)


REFRESH_GRACE_SECONDS = 30  # a token retired this recently is another tab's simultaneous refresh, not a reuse


def _not_current(token: tokens.RefreshToken, session: dict[str, Any], now: int) -> None:
    """A refresh token that is not the session's current one: always a 401. It ends the session only when it *was*
    the session's (a retired token presented again: stolen or replayed), and not within the grace window of the
    newest one's retirement (two tabs refreshing with the same token). A token the session never had (anyone who
    knows a session id can write `rt.<tenant>.<session>.<anything>`) ends nothing."""
    retired = list(session.get("retired_refresh_hashes") or [])
    was_valid = any(tokens.same_digest(token.secret, old) for old in retired)
    if not was_valid:
        raise Unauthenticated()
    newest = tokens.same_digest(token.secret, retired[-1])
    if newest and now - int(session.get("retired_at") or 0) <= REFRESH_GRACE_SECONDS:
        raise Unauthenticated()
    _end_for_reuse(token)


def _end_for_reuse(token: tokens.RefreshToken) -> None:
    """A refresh token that is not the session's current one was presented: it was stolen or replayed,
    so the whole session ends (RFC 9700 §4.14.2 refresh token rotation)."""
    accounts.end_session(token.tenant_id, token.session_id, "refresh_token_reuse", clock.now_iso())
    logger.warning("refresh token reuse: session ended", extra={"session_id": token.session_id})
    raise Unauthenticated()


def logout(principal: Principal) -> None:
    accounts.end_session(principal.tenant_id, principal.session_id, "logout", clock.now_iso())


def me(principal: Principal) -> User:
    return user_view(principal.member, principal.workspace)


def _token_response(
    user: dict[str, Any], workspace: dict[str, Any], session_id: str, refresh: tokens.RefreshToken, now: int
) -> TokenResponse:
    from casefile.models.auth import TokenResponse

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
    return TokenResponse(
        access_token=access,
        refresh_token=refresh.encode(),
        token_type="bearer",  # noqa: S106 - the OAuth 2.0 token type, not a password
        expires_in=settings.access_token_ttl_seconds,
        refresh_expires_in=settings.refresh_token_ttl_seconds,
        user=user_view(UserRecord.model_validate(user), WorkspaceRecord.model_validate(workspace)),
    )
