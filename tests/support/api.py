"""Calls the functions' handlers with the API Gateway events that template.yaml's routes produce."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from local import template as tpl
from local.front import Router, build_api_event
from local.lambda_runtime import LambdaRuntime
from local.resources import LocalResources

ROOT = Path(__file__).resolve().parents[2]


@cache
def template() -> dict[str, Any]:
    return tpl.load_template(ROOT / "template.yaml")


@cache
def router() -> Router:
    return Router(tpl.api_routes(template()))


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    text: str

    def json(self) -> Any:
        return json.loads(self.text) if self.text else None

    @property
    def detail(self) -> Any:
        return (self.json() or {}).get("detail")


@dataclass
class Api:
    """A client of the console API, one handler call per request, as API Gateway would make it."""

    runtime: LambdaRuntime
    ip: str = "198.51.100.10"
    calls: list[tuple[str, str, int]] = field(default_factory=list)

    def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        token: str | None = None,
        headers: dict[str, str] | None = None,
        query: dict[str, Any] | None = None,
        ip: str | None = None,
        raw_body: bytes | None = None,
    ) -> Response:
        pairs = [("content-type", "application/json"), ("user-agent", "pytest")]
        if token is not None:
            pairs.append(("authorization", f"Bearer {token}"))
        pairs += [(k.lower(), v) for k, v in (headers or {}).items()]
        body = raw_body if raw_body is not None else (None if json_body is None else json.dumps(json_body).encode())
        found = self.event(method, path, query=urlencode(query or {}, doseq=True), headers=pairs, body=body, ip=ip)
        assert found is not None, f"no route {method} {path} in template.yaml"
        return self.invoke(*found)

    def event(
        self,
        method: str,
        path: str,
        *,
        query: str = "",
        headers: list[tuple[str, str]] | None = None,
        body: bytes | None = None,
        ip: str | None = None,
    ) -> tuple[str, dict[str, Any]] | None:
        """(function id, API Gateway event) of a request, or None when no template route matches it."""
        match = router().match(method.upper(), path)
        if match is None:
            return None
        route, params = match
        event = build_api_event(
            route=route,
            method=method.upper(),
            path=path,
            path_parameters=params or None,
            headers=headers or [],
            query=query,
            body=body,
            source_ip=ip or self.ip,
        )
        return route.function_id, event

    def invoke(self, function_id: str, event: dict[str, Any]) -> Response:
        result = self.runtime.invoke(function_id, event)
        headers_out = {k.lower(): v for k, v in (result.get("headers") or {}).items()}
        for name, values in (result.get("multiValueHeaders") or {}).items():
            headers_out[name.lower()] = values[-1]
        self.calls.append((event["httpMethod"], event["path"], result["statusCode"]))
        return Response(result["statusCode"], headers_out, result.get("body") or "")

    def get(self, path: str, **kw: Any) -> Response:
        return self.request("GET", path, **kw)

    def post(self, path: str, **kw: Any) -> Response:
        return self.request("POST", path, **kw)

    def patch(self, path: str, **kw: Any) -> Response:
        return self.request("PATCH", path, **kw)

    def delete(self, path: str, **kw: Any) -> Response:
        return self.request("DELETE", path, **kw)


def new_runtime(resources: LocalResources) -> LambdaRuntime:
    return LambdaRuntime(template(), resources, base_dir=ROOT)
