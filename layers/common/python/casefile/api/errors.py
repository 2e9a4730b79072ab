"""The one mapping from errors to the spec's four body shapes (DESIGN.md §4)."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from casefile.errors import (
    BadRequest,
    CasefileError,
    CodedError,
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
}
_VALIDATION_KEYS = ("type", "loc", "msg", "input")


def rate_limited_response(retry_after: int) -> JSONResponse:
    return JSONResponse(
        {"code": "rate_limit_exceeded", "message": "Too many requests. Please slow down."},
        status_code=429,
        headers={"Retry-After": str(retry_after)},
    )


def validation_response(errors: list[dict[str, Any]]) -> JSONResponse:
    """FastAPI's 422 list, trimmed to the spec's keys {type, loc, msg, input}."""
    from fastapi.encoders import jsonable_encoder

    detail = [{k: error.get(k) for k in _VALIDATION_KEYS} for error in errors]
    return JSONResponse({"detail": jsonable_encoder(detail)}, status_code=422)


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


async def _on_validation_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    return validation_response(list(exc.errors()))


async def _on_http_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)


def install(app: FastAPI) -> None:
    app.add_exception_handler(CasefileError, _on_domain_error)
    app.add_exception_handler(RequestValidationError, _on_validation_error)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)
