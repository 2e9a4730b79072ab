"""The one mapping from errors to the spec's four body shapes (docs/api.md, Errors)."""

from __future__ import annotations

import math
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from casefile.errors import (
    BadRequest,
    CasefileError,
    CodedError,
    ConflictMessage,
    Forbidden,
    LimitReached,
    NotFound,
    RateLimited,
    Unauthenticated,
)

_STRING_STATUS: dict[type[CasefileError], int] = {
    Unauthenticated: 401,
    Forbidden: 403,
    NotFound: 404,
    BadRequest: 400,
    ConflictMessage: 409,
}
_VALIDATION_KEYS = ("type", "loc", "msg", "input")


def rate_limited_response(retry_after: int) -> JSONResponse:
    return JSONResponse(
        {"code": "rate_limit_exceeded", "message": "Too many requests. Please slow down."},
        status_code=429,
        headers={"Retry-After": str(retry_after)},
    )


# The 422 echo of the offending input is cut short: a long string is truncated, a container keeps its first
# items, and once about ECHO_BUDGET characters are echoed the rest is summarised, so an error body stays a few
# kilobytes whatever the input. A lone UTF-16 surrogate (`"\\ud800"` in JSON) cannot be encoded in the UTF-8
# response, so it is echoed as U+FFFD.
ECHO_MAX_CHARS = 200
ECHO_MAX_ITEMS = 10
ECHO_MAX_DEPTH = 4
ECHO_BUDGET = 1000
_SURROGATE = re.compile("[\ud800-\udfff]")


def _text(value: str, limit: int = ECHO_MAX_CHARS) -> str:
    cut = value[:limit] + "…" if len(value) > limit else value
    return _SURROGATE.sub("\ufffd", cut)


def bounded(value: Any) -> Any:
    """A JSON-safe echo of `value`, of bounded size."""
    budget = [ECHO_BUDGET]

    def echo(value: Any, depth: int = 0) -> Any:
        budget[0] -= 1
        if isinstance(value, float) and not math.isfinite(value):
            return str(value)  # NaN, Infinity and 1e400 parse as floats that JSON cannot hold
        if value is None or isinstance(value, bool | int | float):
            return value
        if isinstance(value, bytes | bytearray):
            value = bytes(value[: ECHO_MAX_CHARS * 4]).decode("utf-8", "replace")
        if isinstance(value, str):
            text = _text(value, max(0, min(ECHO_MAX_CHARS, budget[0])))
            budget[0] -= len(text)
            return text
        if isinstance(value, dict | list | tuple) and (budget[0] <= 0 or depth >= ECHO_MAX_DEPTH):
            return f"{{…{len(value)} keys}}" if isinstance(value, dict) else f"[…{len(value)} items]"
        if isinstance(value, dict):
            out = {_text(str(k), 40): echo(v, depth + 1) for k, v in list(value.items())[:ECHO_MAX_ITEMS]}
            if len(value) > ECHO_MAX_ITEMS:
                out["…"] = f"{len(value) - ECHO_MAX_ITEMS} more keys"
            return out
        if isinstance(value, list | tuple):
            items = [echo(v, depth + 1) for v in value[:ECHO_MAX_ITEMS]]
            if len(value) > ECHO_MAX_ITEMS:
                items.append(f"…{len(value) - ECHO_MAX_ITEMS} more items")
            return items
        return echo(str(value))

    return echo(value)


# Routes whose request carries a national ID number (the applicant's CIN) to look it up: their 422s never echo
# the input (`input` is null), since a misspelt field name, a whole-body type error or an over-long CIN would
# send it back (and into whatever logs the response). The route's own rules are unchanged.
UNECHOED_ROUTES: frozenset[tuple[str, str]] = frozenset({("POST", "/v1/cases/search")})


def validation_response(errors: list[dict[str, Any]], *, echo: bool = True) -> JSONResponse:
    """FastAPI's 422 list, trimmed to the spec's keys {type, loc, msg, input}, every value bounded (`input`
    null when `echo` is false)."""
    detail = [
        {
            "type": _text(str(error.get("type", ""))),
            "loc": [item if isinstance(item, int) else _text(str(item)) for item in error.get("loc") or ()],
            "msg": _text(str(error.get("msg", ""))),
            "input": bounded(error.get("input")) if echo else None,
        }
        for error in errors
    ]
    return JSONResponse({"detail": detail}, status_code=422)


def echoes_input(request: Request) -> bool:
    """False on the routes of UNECHOED_ROUTES (their 422s keep the input to themselves)."""
    path = getattr(request.scope.get("route"), "path", "")
    return (request.method.upper(), path) not in UNECHOED_ROUTES


def body_parse_error(exc: BaseException) -> dict[str, Any]:
    """The validation error of a JSON body that cannot be read: not UTF-8, or nested too deeply."""
    if isinstance(exc, UnicodeDecodeError):
        return {"type": "json_invalid", "loc": ("body", exc.start), "msg": "JSON decode error: not UTF-8", "input": {}}
    if isinstance(exc, RecursionError):
        return {"type": "json_invalid", "loc": ("body",), "msg": "JSON decode error: nested too deeply", "input": {}}
    return {"type": "json_invalid", "loc": ("body",), "msg": "JSON decode error", "input": {}}


def error_response(exc: CasefileError) -> JSONResponse:
    if isinstance(exc, RateLimited):
        return rate_limited_response(exc.retry_after)
    if isinstance(exc, CodedError):
        headers = {}
        if isinstance(exc, LimitReached) and exc.retry_after is not None:
            headers["Retry-After"] = str(exc.retry_after)
        body = {"detail": {"code": exc.code, "message": exc.message, **exc.extra}}
        return JSONResponse(body, status_code=exc.status_code, headers=headers)
    status = next((code for kind, code in _STRING_STATUS.items() if isinstance(exc, kind)), 400)
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else {}
    return JSONResponse({"detail": exc.message}, status_code=status, headers=headers)


async def _on_domain_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, CasefileError)
    return error_response(exc)


async def _on_validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    return validation_response(list(exc.errors()), echo=echoes_input(request))


async def _on_http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 400 and isinstance(exc.__cause__, ValueError | RecursionError):
        # FastAPI's "There was an error parsing the body" (a 400 outside the spec): the validation 422 instead
        return validation_response([body_parse_error(exc.__cause__)], echo=echoes_input(request))
    return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)


def install(app: FastAPI) -> None:
    app.add_exception_handler(CasefileError, _on_domain_error)
    app.add_exception_handler(RequestValidationError, _on_validation_error)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)
