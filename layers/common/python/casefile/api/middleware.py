"""ASGI middleware: per-IP rate limit (before anything else, authentication included) and a last-resort
handler that turns an unexpected exception into a logged 500 carrying the request id."""

from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse

from casefile.api.errors import error_response
from casefile.errors import RateLimited
from casefile.observability import logger
from casefile.services.ratelimit import over_limit

Scope = dict[str, Any]


def _request_id(scope: Scope) -> str:
    event = scope.get("aws.event") or {}
    return str((event.get("requestContext") or {}).get("requestId") or "")


class RateLimitMiddleware:
    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            client = scope.get("client") or ("unknown", 0)
            wait = over_limit(str(client[0]))
            if wait is not None:
                await error_response(RateLimited(wait))(scope, receive, send)
                return
        await self.app(scope, receive, send)


class UnexpectedErrorMiddleware:
    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        started = False

        async def tracking_send(message: dict[str, Any]) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:
            request_id = _request_id(scope)
            logger.exception("unhandled error", extra={"path": scope.get("path")})
            if started:
                raise
            detail = f"Internal server error (request id {request_id})" if request_id else "Internal server error"
            headers = {"X-Request-Id": request_id} if request_id else {}
            await JSONResponse({"detail": detail}, status_code=500, headers=headers)(scope, receive, send)
