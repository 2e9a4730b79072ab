"""FastAPI dependencies: the caller (authentication), the role guard and environment selection."""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal
from typing import Annotated, Any

from fastapi import Depends, Header, Query, Request, Security
from fastapi.exceptions import RequestValidationError
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from casefile.api.permissions import allowed_roles, usable_before_mfa_enrolment
from casefile.domain.mfa import enrolment_required
from casefile.domain.plans import Environment
from casefile.errors import Forbidden, MfaEnrollmentRequired
from casefile.services.auth import authenticate
from casefile.services.principal import Principal

_bearer = HTTPBearer(auto_error=False, scheme_name="bearer", description="Access token from POST /v1/auth/login")


def current_principal(
    credentials: Annotated[HTTPAuthorizationCredentials | None, Security(_bearer)],
) -> Principal:
    return authenticate(credentials.credentials if credentials else None)


def authorize(request: Request, principal: Annotated[Principal, Depends(current_principal)]) -> Principal:
    """The guard: the caller's role (read from the user record) must be allowed on this route; and in a workspace
    that requires two-factor sign-in, a member who has not set it up may only read who they are, sign out and
    enrol (403 `mfa_enrollment_required` elsewhere)."""
    route = request.scope.get("route")
    path = getattr(route, "path", "")
    if principal.role not in allowed_roles(request.method, path):
        raise Forbidden()
    pending = enrolment_required(
        workspace_requires=principal.workspace.mfa_required, member_enabled=principal.member.mfa_enabled
    )
    if pending and not usable_before_mfa_enrolment(request.method, path):
        raise MfaEnrollmentRequired()
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


def environment_of(in_body: Environment | None, selected: Environment | None) -> Environment | None:
    """A route that also takes `environment` in its body: the one environment asked for by the body, the header
    or the query (None when none is given); a body that names another than the header or query is a 422."""
    if in_body and selected and in_body != selected:
        raise RequestValidationError(
            [
                {
                    "type": "value_error",
                    "loc": ("body", "environment"),
                    "msg": "Value error, differs from the X-Service-Environment header or the environment parameter",
                    "input": in_body.value,
                }
            ]
        )
    return in_body or selected


# JSON bodies the API cannot carry, refused with the validation 422 before any route code runs.
# DynamoDB nests documents at most 32 levels, and pydantic cannot serialise a few hundred: no route has a use
# for a deeper body.
MAX_BODY_DEPTH = 32
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def body_problem(document: Any) -> dict[str, Any] | None:
    """The validation error of a parsed JSON body nested deeper than MAX_BODY_DEPTH, or holding a lone UTF-16
    surrogate in a string or key (valid JSON text, but no UTF-8 string: it could be neither stored nor
    echoed); None when there is none. Iterative, so any depth is safe."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), document)]
    while stack:
        path, value = stack.pop()
        if len(path) > MAX_BODY_DEPTH:
            return {
                "type": "json_invalid",
                "loc": ("body", *path[:MAX_BODY_DEPTH]),
                "msg": f"JSON decode error: nested more than {MAX_BODY_DEPTH} levels",
                "input": {},
            }
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return _unicode_error(path)
        elif isinstance(value, dict):
            for key, item in value.items():
                if _SURROGATE.search(key):
                    return _unicode_error((*path, key))
                stack.append(((*path, key), item))
        elif isinstance(value, list):
            stack.extend(((*path, index), item) for index, item in enumerate(value))
    return None


def _unicode_error(path: tuple[str | int, ...]) -> dict[str, Any]:
    return {
        "type": "string_unicode",
        "loc": ("body", *path),
        "msg": "Input should be a valid string, unable to parse raw data as a unicode string",
        "input": None,
    }


async def acceptable_body(request: Request) -> None:
    """App-wide dependency: refuse (validation 422) a JSON body nested too deeply, holding a lone surrogate
    (`"a\\ud800"`) or a number a float would round. Looks only at routes that take a body, after FastAPI parsed
    it (the parsed body is cached on the request), and only when the raw text could hold such a problem, so
    ordinary requests pay three scans of their bytes."""
    route = request.scope.get("route")
    if getattr(route, "body_field", None) is None:
        return
    raw = await request.body()
    if _LONG_NUMBER.search(raw) or _LONG_EXPONENT.search(raw):
        problem = inexact_number(raw)
        if problem is not None:
            raise RequestValidationError([problem])
    if raw.count(b"[") + raw.count(b"{") <= MAX_BODY_DEPTH and not _SURROGATE_ESCAPE.search(raw):
        return
    try:
        document = await request.json()
    except (ValueError, RecursionError):
        return  # not JSON: FastAPI's own validation answers
    problem = body_problem(document)
    if problem is not None:
        raise RequestValidationError([problem])


# A JSON number with a fraction or an exponent becomes a binary float, exact to 15-17 significant digits: a
# longer one (0.12345678901234567891) would be kept rounded without a word, so it is refused, like an integer
# of more than 38 digits (models.cases). A number with fewer than 16 digits always survives the round trip.
_LONG_NUMBER = re.compile(rb"[0-9.]{16,}")
# A number DynamoDB cannot store (its magnitudes run from 1E-130 to under 1E+126): refused too, rather than a 500
# at the write. Only an exponent of three digits (or a literal long enough for _LONG_NUMBER) reaches out there.
_LONG_EXPONENT = re.compile(rb"[0-9][eE][-+]?[0-9]{3}")
_SMALLEST, _TOO_LARGE = Decimal("1E-130"), Decimal("1E+126")


def inexact_number(raw: bytes) -> dict[str, Any] | None:
    """The validation error of the first number in a JSON body that a float would not keep as written, or None
    (also when the body is not JSON: FastAPI's own validation answers that)."""
    try:
        document = json.loads(raw, parse_float=Decimal)
    except (ValueError, RecursionError):
        return None
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), document)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, Decimal) and value and not _SMALLEST <= abs(value) < _TOO_LARGE:
            return {
                "type": "number_out_of_range",
                "loc": ("body", *path),
                "msg": f"Number {value} is out of range: a number's magnitude runs from 1E-130 to under 1E+126 "
                "(or 0); send it rounded, or as a string",
                "input": str(value),
            }
        if isinstance(value, Decimal):
            kept = float(value)
            if math.isfinite(kept) and Decimal(repr(kept)) != value:
                return {
                    "type": "float_precision",
                    "loc": ("body", *path),
                    "msg": f"Number {value} cannot be kept exactly: numbers with a fraction or exponent are kept "
                    f"to 17 significant digits (it would be {kept!r}); send it rounded, or as a string",
                    "input": str(value),
                }
        elif isinstance(value, dict):
            stack.extend(((*path, key), item) for key, item in value.items())
        elif isinstance(value, list):
            stack.extend(((*path, index), item) for index, item in enumerate(value))
    return None


Member = Annotated[Principal, Depends(authorize)]
SelectedEnvironment = Annotated[Environment | None, Depends(selected_environment)]
