"""FastAPI dependencies: the caller (authentication), the role guard and environment selection."""

from __future__ import annotations

import re
from typing import Annotated, Any

from fastapi import Depends, Header, Query, Request, Security
from fastapi.exceptions import RequestValidationError
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from casefile.api.permissions import allowed_roles
from casefile.domain.plans import Environment
from casefile.errors import Forbidden
from casefile.services.auth import authenticate
from casefile.services.principal import Principal

_bearer = HTTPBearer(auto_error=False, scheme_name="bearer", description="Access token from POST /v1/auth/login")


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


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate_path(document: Any) -> tuple[str | int, ...] | None:
    """Where the first string (or key) holding a lone UTF-16 surrogate is, or None (iterative: any depth)."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), document)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return path
        elif isinstance(value, dict):
            for key, item in value.items():
                if _SURROGATE.search(key):
                    return (*path, key)
                stack.append(((*path, key), item))
        elif isinstance(value, list):
            stack.extend(((*path, index), item) for index, item in enumerate(value))
    return None


async def encodable_body(request: Request) -> None:
    """Refuse (validation 422) a JSON body whose strings hold a lone UTF-16 surrogate (`"a\\ud800"`): valid JSON
    text, but no UTF-8 string, so it could be neither stored nor echoed. Runs on every route, after FastAPI
    parsed the body (the parsed body is cached on the request), and looks only when the raw text has such an
    escape."""
    route = request.scope.get("route")
    if getattr(route, "body_field", None) is None:
        return
    raw = await request.body()
    if not _SURROGATE_ESCAPE.search(raw):
        return
    path = _lone_surrogate_path(await request.json())
    if path is not None:
        raise RequestValidationError(
            [
                {
                    "type": "string_unicode",
                    "loc": ("body", *path),
                    "msg": "Input should be a valid string, unable to parse raw data as a unicode string",
                    "input": None,
                }
            ]
        )


Member = Annotated[Principal, Depends(authorize)]
SelectedEnvironment = Annotated[Environment | None, Depends(selected_environment)]
