"""Operator use cases behind `casefile admin ...`: workspaces and users."""

from __future__ import annotations

import re
import secrets
from typing import Any

from casefile import clock
from casefile.domain import passwords
from casefile.domain.plans import Plan, SubscriptionStatus
from casefile.domain.roles import Role
from casefile.errors import CodedError, Conflict, NotFound
from casefile.observability import logger
from casefile.settings import get_settings
from casefile.store import accounts

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
MIN_PASSWORD_LENGTH = 10


def _check_email(email: str) -> str:
    email = email.strip().lower()
    if not _EMAIL.match(email) or len(email) > 254:
        raise CodedError("invalid_email", f"Not an email address: {email!r}")
    return email


def _check_password(password: str) -> None:
    if len(password) < MIN_PASSWORD_LENGTH:
        raise CodedError("weak_password", f"Passwords need at least {MIN_PASSWORD_LENGTH} characters.")


def _new_user(
    tenant_id: str, email: str, password: str, role: Role, *, work_email_verified: bool, name: str | None
) -> dict[str, Any]:
    _check_password(password)
    return {
        "id": clock.new_id(),
        "tenant_id": tenant_id,
        "email": _check_email(email),
        "name": name,
        "role": Role(role).value,
        "password_hash": passwords.hash_password(password, get_settings().password_hash_profile),
        "is_active": True,
        "work_email_verified": work_email_verified,
        "created_at": clock.now_iso(),
    }


def create_workspace(
    name: str,
    admin_email: str,
    admin_password: str,
    *,
    plan: str = Plan.FREE,
    subscription_status: str = SubscriptionStatus.ACTIVE,
    work_email_verified: bool = False,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A workspace and its first tenant_admin, written together."""
    if not name.strip():
        raise CodedError("invalid_name", "A workspace needs a name.")
    workspace = {
        "id": clock.new_id(),
        "name": name.strip(),
        "plan": Plan(plan).value,
        "subscription_status": SubscriptionStatus(subscription_status).value,
        "created_at": clock.now_iso(),
    }
    admin = _new_user(
        workspace["id"],
        admin_email,
        admin_password,
        Role.TENANT_ADMIN,
        work_email_verified=work_email_verified,
        name=None,
    )
    try:
        accounts.create_users([admin], workspace)
    except accounts.EmailTaken:
        raise Conflict("email_taken", f"{admin['email']} already has an account.") from None
    from casefile.services import scoring

    scoring.ensure_default(workspace["id"])  # the default scoring policy, active (docs/scoring.md)
    return workspace, admin


def create_user(
    tenant_id: str,
    email: str,
    password: str,
    role: str,
    *,
    work_email_verified: bool = False,
    name: str | None = None,
) -> dict[str, Any]:
    if accounts.get_workspace(tenant_id) is None:
        raise NotFound(f"Workspace {tenant_id} not found")
    user = _new_user(tenant_id, email, password, Role(role), work_email_verified=work_email_verified, name=name)
    try:
        accounts.create_users([user])
    except accounts.EmailTaken:
        raise Conflict("email_taken", f"{user['email']} already has an account.") from None
    return user


def update_workspace(
    tenant_id: str,
    *,
    plan: str | None = None,
    subscription_status: str | None = None,
    mfa_required: bool | None = None,
) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    if plan is not None:
        changes["plan"] = Plan(plan).value
    if subscription_status is not None:
        changes["subscription_status"] = SubscriptionStatus(subscription_status).value
    if mfa_required is not None:
        changes["mfa_required"] = mfa_required
    if not changes:
        raise CodedError("nothing_to_change", "Give --plan, --subscription-status or --[no-]mfa-required.")
    try:
        workspace = accounts.update_workspace(tenant_id, changes)
    except accounts.Missing:
        raise NotFound(f"Workspace {tenant_id} not found") from None
    if mfa_required is not None:
        logger.info(
            "workspace two-factor requirement changed by an operator",
            extra={"tenant_id": tenant_id, "mfa_required": mfa_required},
        )
    return workspace


def reset_mfa(tenant_id: str, user_id: str) -> dict[str, Any]:
    """Clear a member's two-factor sign-in (a lost phone); recorded on the member and logged."""
    from casefile.services import mfa

    return mfa.reset(tenant_id, user_id)


def set_user_state(
    tenant_id: str,
    user_id: str,
    *,
    is_active: bool | None = None,
    work_email_verified: bool | None = None,
    role: str | None = None,
) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    if is_active is not None:
        changes["is_active"] = is_active
    if work_email_verified is not None:
        changes["work_email_verified"] = work_email_verified
    if role is not None:
        changes["role"] = Role(role).value
    if not changes:
        raise CodedError("nothing_to_change", "Nothing to change.")
    try:
        return accounts.update_user(tenant_id, user_id, changes)
    except accounts.Missing:
        raise NotFound(f"User {user_id} not found") from None


DEMO_DOMAIN = "demo-lender.example"


def seed_demo() -> list[dict[str, str]]:
    """A demo workspace on the Free plan with one user of each role (work emails verified).
    Passwords are random per run; the logins are returned to be printed."""
    logins = [
        {
            "role": role.value,
            "email": f"{role.value.replace('_', '.')}@{DEMO_DOMAIN}",
            "password": secrets.token_urlsafe(12),
        }
        for role in Role
    ]
    admin = logins[0]
    workspace, _ = create_workspace("Demo Lending", admin["email"], admin["password"], work_email_verified=True)
    for login in logins[1:]:
        create_user(workspace["id"], login["email"], login["password"], login["role"], work_email_verified=True)
    return [{**login, "tenant_id": workspace["id"]} for login in logins]
