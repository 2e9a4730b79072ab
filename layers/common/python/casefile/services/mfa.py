"""A member's two-factor sign-in (TOTP, casefile.domain.mfa): enrolment, confirmation, turning it off, and the
operator's reset. The login's second step is `services.auth.verify_mfa`.

Secrets are encrypted with KMS before they are stored (`store.mfa_secrets`) and answered once, by the enrolment;
recovery codes are answered once, by the confirmation, and stored as keyed digests. Every change is recorded on
the member (`mfa_audit`) and logged with ids only: never a secret or a code."""

from __future__ import annotations

from typing import Any

from casefile import clock
from casefile.domain import mfa
from casefile.errors import CodedUnprocessable, Conflict, NotFound
from casefile.models.auth import MfaEnrollment, MfaRecoveryCodes
from casefile.observability import logger
from casefile.services import auth
from casefile.services.principal import Principal
from casefile.store import accounts, mfa_secrets


def _already_enabled() -> Conflict:
    return Conflict("mfa_already_enabled", "Two-factor authentication is already active for this account.")


def _invalid_code() -> CodedUnprocessable:
    return CodedUnprocessable("invalid_mfa_code", "The code is not a current code of your authenticator app.")


def enroll(principal: Principal) -> MfaEnrollment:
    """A new TOTP secret for the caller, pending until confirmed (a second enrolment replaces it)."""
    user = principal.member
    if user.mfa_enabled:
        raise _already_enabled()
    secret = mfa.new_secret()
    now_iso = clock.now_iso()
    try:
        accounts.start_mfa_enrolment(
            principal.tenant_id,
            user.id,
            pending_ciphertext=mfa_secrets.encrypt(secret, principal.tenant_id, user.id),
            now_iso=now_iso,
            audit=mfa.audit_trail(user.mfa_audit, mfa.AuditEvent.ENROLMENT_STARTED, now_iso),
        )
    except accounts.MfaChanged:
        raise _already_enabled() from None
    logger.info("two-factor enrolment started", extra={"user_id": user.id, "tenant_id": principal.tenant_id})
    return MfaEnrollment(secret=secret, otpauth_uri=mfa.provisioning_uri(secret, user.email))


def confirm(principal: Principal, code: str) -> MfaRecoveryCodes:
    """Activate the pending secret with one of its codes; the recovery codes, shown this once."""
    user = principal.member
    if user.mfa_enabled:
        raise _already_enabled()
    pending = user.mfa_pending_secret_ciphertext
    if not pending:
        raise Conflict("mfa_enrollment_not_started", "Start with POST /v1/auth/mfa/enroll, then confirm a code.")
    secret = mfa_secrets.decrypt(pending, principal.tenant_id, user.id)
    step = mfa.matching_step(secret, code, clock.epoch())
    if step is None:
        raise _invalid_code()
    codes = mfa.new_recovery_codes()
    now_iso = clock.now_iso()
    try:
        accounts.activate_mfa(
            principal.tenant_id,
            user.id,
            pending_ciphertext=pending,
            step=step,
            recovery_digests=[mfa.recovery_digest(secret, c) for c in codes],
            now_iso=now_iso,
            audit=mfa.audit_trail(user.mfa_audit, mfa.AuditEvent.ENABLED, now_iso),
        )
    except accounts.MfaChanged:
        # another request enrolled again (the code is of a replaced secret) or confirmed first
        current = accounts.load(principal.tenant_id, user.id).get("user") or {}
        raise (_already_enabled() if current.get("mfa_enabled") else _invalid_code()) from None
    logger.info("two-factor sign-in enabled", extra={"user_id": user.id, "tenant_id": principal.tenant_id})
    return MfaRecoveryCodes(recovery_codes=codes)


def disable(principal: Principal, code: str) -> None:
    """Turn the caller's two-factor sign-in off with a current code (not one already used), unless the workspace
    requires it. Wrong codes count as failed sign-ins, as at the login's second step."""
    user = principal.member
    ciphertext = user.mfa_secret_ciphertext
    if not user.mfa_enabled or not ciphertext:
        raise Conflict("mfa_not_enabled", "Two-factor authentication is not active for this account.")
    if principal.workspace.mfa_required:
        raise _required_by_workspace()
    now = clock.epoch()
    had_failures = auth.check_code_throttle(user.email, now)
    secret = mfa_secrets.decrypt(ciphertext, principal.tenant_id, user.id)
    step = mfa.matching_step(secret, code, now)
    last = user.mfa_last_step
    replayed = step is not None and last is not None and step <= int(last)
    try:
        if step is None or replayed:
            raise accounts.MfaChanged()
        accounts.disable_mfa(
            principal.tenant_id,
            user.id,
            secret_ciphertext=ciphertext,
            step=step,
            audit=mfa.audit_trail(user.mfa_audit, mfa.AuditEvent.DISABLED, clock.now_iso()),
        )
    except accounts.MfaRequiredByWorkspace:
        raise _required_by_workspace() from None
    except accounts.MfaChanged:
        auth.record_code_failure(user.email, now, had_failures)
        raise _invalid_code() from None
    if had_failures:
        auth.clear_code_failures(user.email)
    logger.info("two-factor sign-in disabled", extra={"user_id": user.id, "tenant_id": principal.tenant_id})


def _required_by_workspace() -> Conflict:
    return Conflict(
        "mfa_required_by_workspace", "This workspace requires two-factor authentication; it cannot be turned off."
    )


def reset(tenant_id: str, user_id: str) -> dict[str, Any]:
    """An operator clears a member's two-factor sign-in (a lost phone): they sign in with their password alone
    and, in a workspace that requires it, must enrol again before anything else."""
    found = accounts.load(tenant_id, user_id)
    user = found.get("user")
    if not found.get("workspace") or not user:
        raise NotFound(f"User {user_id} not found")
    try:
        updated = accounts.reset_mfa(
            tenant_id,
            user_id,
            audit=mfa.audit_trail(user.get("mfa_audit"), mfa.AuditEvent.RESET_BY_OPERATOR, clock.now_iso()),
        )
    except accounts.Missing:
        raise NotFound(f"User {user_id} not found") from None
    logger.warning(
        "two-factor sign-in reset by an operator",
        extra={"user_id": user_id, "tenant_id": tenant_id, "was_enabled": bool(user.get("mfa_enabled"))},
    )
    return updated
