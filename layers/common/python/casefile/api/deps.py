"""FastAPI dependencies: the caller (authentication), the role guard and environment selection."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Query, Request, Security
from fastapi.exceptions import RequestValidationError
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from casefile.api.permissions import allowed_roles
from casefile.domain.plans import Environment
from casefile.errors import Forbidden
from casefile.services.auth import authenticate
from casefile.services.principal import Principal

_bearer = HTTPBearer(auto_error=False, description="Access token from POST /v1/auth/login")


def current_principal(
    credentials: Annotated[HTTPAuthorizationCredentials | None, Security(_bearer)],
) -> Principal:
    return authenticate(credentials.credentials if credentials else None)


def authorize(request: Request, principal: Annotated[Principal, Depends(current_principal)]) -> Principal:
    """The role guard: the caller's role (read from the user record) must be allowed on this route."""
    route = request.scope.get("route")
    if principal.role not in allowed_roles(request.method, getattr(route, "path", "")):
        raise Forbidden()
    return principal


def selected_environment(
    x_service_environment: Annotated[
        Environment | None, Header(description="`sandbox` or `production`: the workspace environment")
    ] = None,
    environment: Annotated[Environment | None, Query(description="Same as X-Service-Environment")] = None,
) -> Environment | None:
    """The environment a request asks for, by header or query parameter (None when neither is given).
    An unknown value is a 422 (FastAPI validation); two different values are a 422 too."""
    if x_service_environment and environment and x_service_environment != environment:
        raise RequestValidationError(
            [
                {
                    "type": "value_error",
                    "loc": ("query", "environment"),
                    "msg": "Value error, differs from the X-Service-Environment header",
                    "input": environment.value,
                }
            ]
        )
    return x_service_environment or environment


Member = Annotated[Principal, Depends(authorize)]
SelectedEnvironment = Annotated[Environment | None, Depends(selected_environment)]
