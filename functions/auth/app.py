"""Auth function: /v1/auth/* (login, refresh, logout, me)."""

from __future__ import annotations

from fastapi import APIRouter, Response

from casefile.api.app import create_app, lambda_handler
from casefile.api.deps import Member
from casefile.api.openapi import INVALID_CREDENTIALS, INVALID_TOKEN, TOO_MANY_LOGIN_ATTEMPTS, errors_for
from casefile.models.auth import LoginRequest, RefreshRequest, TokenResponse, User
from casefile.observability import count_metric
from casefile.services import auth

# Token responses must never be cached by a browser or a proxy (RFC 6749 §5.1).
_NO_STORE = {"Cache-Control": "no-store", "Pragma": "no-cache"}

router = APIRouter(prefix="/v1/auth", tags=["auth"])


@router.post("/login", response_model=TokenResponse, responses=errors_for(INVALID_CREDENTIALS, TOO_MANY_LOGIN_ATTEMPTS))
def login(body: LoginRequest, response: Response) -> dict:
    """Sign in with email and password: an access token (30 minutes) and a refresh token (7 days). The same
    401 for an unknown email and a wrong password; repeated failures for one email are slowed down (429)."""
    try:
        tokens = auth.login(body.email, body.password)
    except Exception:
        count_metric("LoginFailed")
        raise
    count_metric("LoginSucceeded")
    response.headers.update(_NO_STORE)
    return tokens


@router.post("/refresh", response_model=TokenResponse, responses=errors_for(INVALID_TOKEN))
def refresh(body: RefreshRequest, response: Response) -> dict:
    """A new token pair for a refresh token, which is rotated: presenting an already-used one ends the session."""
    response.headers.update(_NO_STORE)
    return auth.refresh(body.refresh_token)


@router.post("/logout", status_code=204, response_class=Response)
def logout(principal: Member) -> Response:
    """End the caller's session: its access and refresh tokens stop working."""
    auth.logout(principal)
    return Response(status_code=204)


@router.get("/me", response_model=User)
def me(principal: Member) -> dict:
    """The caller and their workspace."""
    return auth.me(principal)


app = create_app("Casefile auth")
app.include_router(router)
handler = lambda_handler(app)
