"""App factory and Lambda entry point shared by every function."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

from fastapi import Depends, FastAPI

from casefile.api import errors
from casefile.api.deps import acceptable_body
from casefile.api.middleware import RateLimitMiddleware, UnexpectedErrorMiddleware
from casefile.observability import count_metric, logger, publish_metrics, started, tracer, tracing_enabled
from casefile.settings import validate_settings

# `count_metric` is the functions' way to count a business event (they import api, services, models and
# workers only: `make lint`).
__all__ = ["count_metric", "create_app", "lambda_handler", "started"]


def create_app(title: str, *, version: str = "0.1.0", rate_limit: Any = RateLimitMiddleware) -> FastAPI:
    # No OpenAPI routes in Lambda (`make openapi` builds the document); no trailing-slash redirects (API
    # Gateway makes none, and Starlette's would point at whatever Host header the client sent).
    app = FastAPI(
        title=title,
        version=version,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
        redirect_slashes=False,
        dependencies=[Depends(acceptable_body)],
    )
    errors.install(app)
    # Starlette wraps later-added middleware around earlier ones: the rate limit is outermost, so it counts
    # every request before authentication or routing.
    app.add_middleware(UnexpectedErrorMiddleware)
    app.add_middleware(rate_limit)
    return app


_thread = threading.local()


def _ensure_event_loop() -> None:
    """Mangum runs the app on the thread's current event loop. Lambda calls from the main thread; the
    local stack calls from worker threads. Each thread gets its own loop once, set explicitly (asyncio no
    longer creates one implicitly)."""
    if getattr(_thread, "loop", None) is None:
        _thread.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(_thread.loop)


def lambda_handler(app: FastAPI) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """Mangum adapter wrapped in Powertools logging (correlation id = API Gateway request id), tracing
    (responses are not captured: they hold personal data) and metrics."""
    from aws_lambda_powertools.logging import correlation_paths
    from mangum import Mangum

    validate_settings()  # in AWS, a missing or malformed variable fails the cold start, naming it
    _ensure_event_loop()  # before Mangum, whose constructor would otherwise make an implicit loop
    adapter = Mangum(app, lifespan="off")

    def invoke(event: dict[str, Any], context: Any) -> dict[str, Any]:
        _ensure_event_loop()
        return adapter(event, context)

    if tracing_enabled():
        invoke = tracer().capture_lambda_handler(invoke, capture_response=False)
    return logger.inject_lambda_context(
        publish_metrics(invoke), correlation_id_path=correlation_paths.API_GATEWAY_REST, clear_state=True
    )
