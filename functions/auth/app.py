"""Auth function: /v1/auth/* (login and its two-factor step, refresh, logout, me, two-factor set-up) and the
caller's workspace: its settings (PATCH /v1/workspace) and its members (GET /v1/workspace/members)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from fastapi import APIRouter, Response

from casefile.api.app import count_metric, create_app, lambda_handler, started
from casefile.api.deps import Member
from casefile.api.openapi import (
    INVALID_CREDENTIALS,
    INVALID_MFA,
    INVALID_MFA_CODE,
    INVALID_TOKEN,
    MFA_ALREADY_ENABLED,
    MFA_ENROLLMENT_NOT_STARTED,
    MFA_NOT_ENABLED,
    MFA_REQUIRED_BY_WORKSPACE,
    TOO_MANY_LOGIN_ATTEMPTS,
    errors_for,
)
from casefile.models.auth import (
    LoginRequest,
    MfaChallenge,
    MfaCodeRequest,
    MfaEnrollment,
    MfaRecoveryCodes,
    MfaVerifyRequest,
    RefreshRequest,
    TokenResponse,
    User,
    Workspace,
    WorkspaceMember,
    WorkspaceUpdate,
)
from casefile.services import auth, mfa, workspaces

# Token responses must never be cached by a browser or a proxy (RFC 6749 §5.1); nor a TOTP secret or recovery codes.
_NO_STORE = {"Cache-Control": "no-store", "Pragma": "no-cache"}

router = APIRouter(prefix="/v1/auth", tags=["auth"])


@router.post(
    "/login",
    response_model=TokenResponse | MfaChallenge,
    responses=errors_for(INVALID_CREDENTIALS, TOO_MANY_LOGIN_ATTEMPTS),
)
def login(body: LoginRequest, response: Response) -> TokenResponse | MfaChallenge:
    """Sign in with email and password: an access token (30 minutes) and a refresh token (7 days); for a member
    with two-factor sign-in, `{mfa_required: true, mfa_token, expires_in}` instead (then POST /v1/auth/mfa/verify).
    The same 401 for an unknown email and a wrong password; repeated failures for one email are slowed down (429)."""
    try:
        tokens = auth.login(body.email, body.password)
    except Exception:
        count_metric("LoginFailed")
        raise
    count_metric("LoginNeedsMfa" if isinstance(tokens, MfaChallenge) else "LoginSucceeded")
    response.headers.update(_NO_STORE)
    return tokens


@router.post("/refresh", response_model=TokenResponse, responses=errors_for(INVALID_TOKEN))
def refresh(body: RefreshRequest, response: Response) -> TokenResponse:
    """A new token pair for a refresh token, which is rotated: presenting an already-used one ends the session."""
    response.headers.update(_NO_STORE)
    return auth.refresh(body.refresh_token)


@router.post("/logout", status_code=204, response_class=Response)
def logout(principal: Member) -> Response:
    """End the caller's session: its access and refresh tokens stop working."""
    auth.logout(principal)
    return Response(status_code=204)


@router.get("/me", response_model=User)
def me(principal: Member) -> User:
    """The caller and their workspace (with their two-factor state: `mfa_enrollment_required` when the workspace
    requires it and they have not set it up)."""
    return auth.me(principal)


# two-factor sign-in ---------------------------------------------------------------------------------------
@router.post("/mfa/enroll", response_model=MfaEnrollment, responses=errors_for(MFA_ALREADY_ENABLED))
def enroll_mfa(principal: Member, response: Response) -> MfaEnrollment:
    """Start two-factor sign-in: a TOTP secret (SHA-1, 6 digits, 30 s) and its otpauth:// URI for an authenticator
    app, shown this once. Enrolling again before confirming replaces the pending secret."""
    response.headers.update(_NO_STORE)
    return mfa.enroll(principal)


@router.post(
    "/mfa/confirm",
    response_model=MfaRecoveryCodes,
    responses=errors_for(INVALID_MFA_CODE, MFA_ALREADY_ENABLED, MFA_ENROLLMENT_NOT_STARTED),
)
def confirm_mfa(body: MfaCodeRequest, principal: Member, response: Response) -> MfaRecoveryCodes:
    """Activate two-factor sign-in with a code of the pending secret (the step before or after is accepted too);
    answers 10 single-use recovery codes, shown this once."""
    response.headers.update(_NO_STORE)
    return mfa.confirm(principal, body.code)


@router.post("/mfa/verify", response_model=TokenResponse, responses=errors_for(INVALID_MFA, TOO_MANY_LOGIN_ATTEMPTS))
def verify_mfa(body: MfaVerifyRequest, response: Response) -> TokenResponse:
    """The login's second step: the mfa_token of the login and a TOTP code or an unused recovery code; answers the
    token pair. A wrong or already used code, or an expired, used or exhausted mfa_token (5 minutes, 5 codes),
    is a 401; wrong codes count as failed logins for the account (429)."""
    try:
        tokens = auth.verify_mfa(body.mfa_token, body.code)
    except Exception:
        count_metric("MfaVerifyFailed")
        raise
    count_metric("LoginSucceeded")
    response.headers.update(_NO_STORE)
    return tokens


@router.delete(
    "/mfa",
    status_code=204,
    response_class=Response,
    responses=errors_for(INVALID_MFA_CODE, MFA_NOT_ENABLED, MFA_REQUIRED_BY_WORKSPACE, TOO_MANY_LOGIN_ATTEMPTS),
)
def disable_mfa(body: MfaCodeRequest, principal: Member) -> Response:
    """Turn two-factor sign-in off with a current code (not one already used), unless the workspace requires it."""
    mfa.disable(principal, body.code)
    return Response(status_code=204)


# the caller's workspace ------------------------------------------------------------------------------------
workspace_router = APIRouter(prefix="/v1/workspace", tags=["workspace"])


@workspace_router.patch("", response_model=Workspace)
def update_workspace(body: WorkspaceUpdate, principal: Member) -> Workspace:
    """Change the workspace's settings (the fields given): `mfa_required` makes every member set up two-factor
    sign-in before using the workspace. Answers the workspace as GET /v1/auth/me shows it."""
    return workspaces.update(principal, body)


@workspace_router.get("/members", response_model=list[WorkspaceMember])
def list_members(principal: Member) -> list[WorkspaceMember]:
    """The members of the caller's workspace (id, email, name, role, is_active), by name: whom a case can be
    assigned to (`PATCH /v1/cases/{case_id}` with `assigned_to`), and who an assignee's id is."""
    return workspaces.members(principal)


app = create_app("Casefile auth")
app.include_router(router)
app.include_router(workspace_router)
handler = lambda_handler(app)
started()
