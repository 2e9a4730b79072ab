from typing import Literal

from pydantic import ConfigDict, Field

from casefile.models.base import Model


class LoginRequest(Model):
    model_config = ConfigDict(extra="forbid")
    email: str = Field(min_length=3, max_length=254)
    password: str = Field(min_length=1, max_length=1024)


class RefreshRequest(Model):
    model_config = ConfigDict(extra="forbid")
    refresh_token: str = Field(min_length=1, max_length=512)


class Workspace(Model):
    id: str
    name: str
    plan: str
    subscription_status: str
    created_at: str
    mfa_required: bool = Field(description="Every member must set up two-factor sign-in before using the workspace")


class User(Model):
    id: str
    email: str
    name: str | None
    role: str
    tenant_id: str
    is_active: bool
    work_email_verified: bool
    created_at: str
    mfa_enabled: bool = Field(description="Two-factor sign-in (TOTP) is active")
    mfa_enabled_at: str | None = Field(description="When it was activated (null while it is not active)")
    mfa_recovery_codes_left: int = Field(description="Unused recovery codes (0 while it is not active)")
    mfa_enrollment_required: bool = Field(
        description="The workspace requires two-factor sign-in and this member has not set it up: every route but "
        "GET /v1/auth/me, POST /v1/auth/logout, POST /v1/auth/mfa/enroll and POST /v1/auth/mfa/confirm answers "
        "403 mfa_enrollment_required"
    )
    workspace: Workspace


class WorkspaceMember(Model):
    """A member of the caller's workspace as its colleagues see them (GET /v1/workspace/members): who they are and
    their role, nothing of their sign-in."""

    id: str
    email: str
    name: str | None
    role: str
    is_active: bool


class TokenResponse(Model):
    access_token: str
    refresh_token: str
    token_type: str
    expires_in: int
    refresh_expires_in: int
    user: User


class MfaChallenge(Model):
    """A right password for a member with two-factor sign-in: no tokens yet; POST /v1/auth/mfa/verify next."""

    mfa_required: Literal[True]
    mfa_token: str = Field(description="For POST /v1/auth/mfa/verify: valid 5 minutes, for 5 codes")
    expires_in: int = Field(description="Seconds the mfa_token is valid")


class MfaVerifyRequest(Model):
    model_config = ConfigDict(extra="forbid")
    mfa_token: str = Field(min_length=1, max_length=512)
    code: str = Field(min_length=1, max_length=64, description="A TOTP code or an unused recovery code")


class MfaCodeRequest(Model):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(min_length=1, max_length=64, description="A current code of the authenticator app")


class MfaEnrollment(Model):
    secret: str = Field(description="The TOTP secret (base32), shown this once")
    otpauth_uri: str = Field(description="otpauth://totp/Casefile:<email>?secret=…&issuer=Casefile (for a QR code)")


class MfaRecoveryCodes(Model):
    recovery_codes: list[str] = Field(description="10 single-use codes for POST /v1/auth/mfa/verify, shown this once")


class WorkspaceUpdate(Model):
    """The workspace settings to change (the fields given; null or absent: unchanged)."""

    model_config = ConfigDict(extra="forbid")
    mfa_required: bool | None = Field(default=None, description="Require two-factor sign-in of every member")
