"""The Partner API's app factory, its key guard and its OpenAPI document.

- `create_partner_app`: the console's app (no OpenAPI routes, no slash redirects, the body checks, the error
  shapes, the last-resort 500) with the Partner API's own per-address limit in front (counted before
  authentication, in windows of their own: a partner's traffic does not use up the console's limit).
- `Partner`: the guard of every route: the key (401 `Invalid API key`), its rate limit (429), its environment's
  access (403 `production_requires_paid_plan`) and the route's scope (403 `insufficient_scope`), from
  `casefile.domain.partner.ROUTE_SCOPES`.
- `build_partner_document`: docs/partner-openapi.json (`python -m local.partner_openapi`).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, FastAPI, Request, Security
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from casefile.api.app import create_app
from casefile.api.errors import error_response
from casefile.domain.partner import required_scope
from casefile.errors import RateLimited
from casefile.services import partner as service
from casefile.services.partner import PartnerPrincipal

TITLE = "Casefile Partner API"
VERSION = "1.0.0"
SCHEME = "apiKey"
_bearer = HTTPBearer(
    auto_error=False,
    scheme_name=SCHEME,
    description="An API key of the console (`cf_test_...` for the Sandbox, `cf_live_...` for production)",
)


class AddressRateLimitMiddleware:
    """The Partner API's per-address limit (PARTNER_RATE_LIMIT_PER_IP a minute), before anything else."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            client = scope.get("client") or ("unknown", 0)
            wait = service.address_over_limit(str(client[0]))
            if wait is not None:
                await error_response(RateLimited(wait))(scope, receive, send)
                return
        await self.app(scope, receive, send)


def create_partner_app(title: str = TITLE) -> FastAPI:
    """The console's app with the Partner API's own per-address limit in front."""
    return create_app(title, version=VERSION, rate_limit=AddressRateLimitMiddleware)


def partner_key(
    request: Request, credentials: Annotated[HTTPAuthorizationCredentials | None, Security(_bearer)]
) -> PartnerPrincipal:
    """The guard: the key, its limit, its environment and the route's scope."""
    principal = service.authenticate(credentials.credentials if credentials else None)
    route = request.scope.get("route")
    service.admit(principal, required_scope(request.method, getattr(route, "path", "")))
    return principal


Partner = Annotated[PartnerPrincipal, Depends(partner_key)]


# the OpenAPI document -----------------------------------------------------------------------------------------
DESCRIPTION = (
    "The Partner API of Casefile: what a lender's own systems call, server to server, with an API key the console "
    "issues (`Authorization: Bearer cf_test_...` or `cf_live_...`). The key decides the workspace and the "
    "environment of every call; each route needs one scope of the key. Every POST takes `Idempotency-Key`. Error "
    'bodies come in four shapes: `{"detail": "..."}`, the validation list `{"detail": [{type, loc, msg, '
    'input}]}`, the coded `{"detail": {"code", "message", ...}}` and the rate limit `{"code": '
    '"rate_limit_exceeded", "message"}` with `Retry-After`. See docs/partner.md.'
)


def build_partner_document(app: FastAPI, servers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The Partner API's OpenAPI 3.1 document: the app's operations with the errors every one answers (401 `Invalid
    API key`, 403 `insufficient_scope` / `production_requires_paid_plan`, 404 per path id, 422, 429 per address and
    per key) and the scope each needs (`x-required-scope`, and in its description)."""
    from fastapi.openapi.utils import get_openapi

    from casefile.api import openapi as console

    document = get_openapi(title=TITLE, version=VERSION, routes=app.routes, description=DESCRIPTION)
    invalid_key = console.string_error(401, service.INVALID_API_KEY)
    forbidden = [
        console.coded_error(403, "insufficient_scope", "The key lacks the scope the route needs; `required` names it."),
        console.PRODUCTION_REQUIRES_PAID_PLAN,
    ]
    for path, operations in document.get("paths", {}).items():
        for method, operation in operations.items():
            scope = required_scope(method, path)
            console.declare_errors(operation, path, guarded=False)
            responses = operation["responses"]
            for status, decls in ((401, [invalid_key]), (403, forbidden)):
                added = console.errors_for(*decls)[status]
                responses[str(status)] = console._merge_response(responses.get(str(status)), added)
            responses["429"]["description"] = (
                "Too many requests: more than the per-address or the key's per-minute limit (default 600)"
            )
            operation["security"] = [{SCHEME: []}]
            operation["x-required-scope"] = scope
            operation["description"] = f"Scope: `{scope}`.\n\n" + operation.get("description", "")
    components = document.setdefault("components", {})
    components["schemas"] = {**components.get("schemas", {}), **console.ERROR_SCHEMAS}
    components["securitySchemes"] = {
        SCHEME: {
            "type": "http",
            "scheme": "bearer",
            "bearerFormat": "cf_test_... | cf_live_...",
            "description": "An API key of the console (POST /v1/api-keys); its scopes decide the routes it may call.",
        }
    }
    document["openapi"] = "3.1.0"
    document["servers"] = servers or []
    return document
