"""An HTTP front that answers like the template's API Gateway REST API (Lambda proxy, payload v1)."""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
import sys
import threading
import traceback
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from local import template as tpl
from local.lambda_runtime import LambdaRuntime
from local.resources import ACCOUNT_ID, LocalResources

MISSING_TOKEN = (
    403,
    [("Content-Type", "application/json"), ("x-amzn-ErrorType", "MissingAuthenticationTokenException")],
    '{"message":"Missing Authentication Token"}',
)
INTERNAL_ERROR = (
    502,
    [("Content-Type", "application/json"), ("x-amzn-ErrorType", "InternalServerErrorException")],
    '{"message": "Internal server error"}',
)
_BINARY_TYPES = (
    "application/octet-stream",
    "application/pdf",
    "application/zip",
    "image/",
    "audio/",
    "video/",
)
_HOP_BY_HOP = {"connection", "content-length", "transfer-encoding", "keep-alive"}


def _short_id(seed: str, length: int) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:length]


def api_id(rest_api_id: str | None) -> str:
    """A stable, API Gateway-like id for the template's REST API."""
    return _short_id(rest_api_id or "ServerlessRestApi", 10)


@dataclass(frozen=True)
class Route:
    route: tpl.ApiRoute
    pattern: re.Pattern[str]
    rank: tuple[int, ...]  # per segment 0 literal, 1 {param}, 2 {greedy+}: lower is more specific

    @classmethod
    def of(cls, route: tpl.ApiRoute) -> Route:
        parts, rank = [], []
        for segment in route.path.strip("/").split("/"):
            if m := re.fullmatch(r"\{(\w+)\+\}", segment):
                parts.append(f"(?P<{m.group(1)}>.+)")
                rank.append(2)
            elif m := re.fullmatch(r"\{(\w+)\}", segment):
                parts.append(f"(?P<{m.group(1)}>[^/]+)")
                rank.append(1)
            else:
                parts.append(re.escape(segment))
                rank.append(0)
        return cls(route, re.compile("/" + "/".join(parts)), tuple(rank))


class Router:
    def __init__(self, routes: list[tpl.ApiRoute]) -> None:
        self.routes = [Route.of(r) for r in routes]

    def match(self, method: str, path: str) -> tuple[tpl.ApiRoute, dict[str, str]] | None:
        """The most specific route for the path that accepts the method, with its path parameters."""
        normalized = path.rstrip("/") or "/"
        candidates = []
        for route in self.routes:
            m = route.pattern.fullmatch(normalized)
            if m and route.route.method in (method, "ANY"):
                candidates.append((route.rank, route.route.method == "ANY", route.route, m.groupdict()))
        if not candidates:
            return None
        _, _, best, params = min(candidates, key=lambda c: (c[0], c[1]))
        return best, {k: unquote(v) for k, v in params.items()}


def _multi(pairs: list[tuple[str, str]]) -> tuple[dict[str, str] | None, dict[str, list[str]] | None]:
    """API Gateway's single-value (last wins) and multi-value views; None when there is nothing."""
    if not pairs:
        return None, None
    single: dict[str, str] = {}
    multi: dict[str, list[str]] = {}
    for name, value in pairs:
        single[name] = value
        multi.setdefault(name, []).append(value)
    return single, multi


def _encode_body(body: bytes | None, content_type: str) -> tuple[str | None, bool]:
    if not body:
        return None, False
    if not content_type.lower().startswith(_BINARY_TYPES):
        try:
            return body.decode("utf-8"), False
        except UnicodeDecodeError:
            pass
    return base64.b64encode(body).decode("ascii"), True


def build_api_event(
    *,
    route: tpl.ApiRoute,
    method: str,
    path: str,
    path_parameters: dict[str, str] | None = None,
    headers: list[tuple[str, str]] | None = None,
    query: str = "",
    body: bytes | None = None,
    source_ip: str = "127.0.0.1",
    stage: str = "v1",
    region: str = "us-east-1",
    request_id: str | None = None,
    now: datetime | None = None,
) -> dict[str, Any]:
    """The API Gateway REST API proxy event (payload v1) for one request to `route`."""
    now = now or datetime.now(UTC)
    request_id = request_id or str(uuid.uuid4())
    gateway_id = api_id(route.rest_api_id)
    header_pairs = headers or []
    single_headers, multi_headers = _multi(header_pairs)
    single_query, multi_query = _multi(parse_qsl(query, keep_blank_values=True))
    content_type = next((v for k, v in header_pairs if k.lower() == "content-type"), "")
    user_agent = next((v for k, v in header_pairs if k.lower() == "user-agent"), None)
    encoded_body, is_base64 = _encode_body(body, content_type)
    return {
        "resource": route.path,
        "path": path,
        "httpMethod": method,
        "headers": single_headers,
        "multiValueHeaders": multi_headers,
        "queryStringParameters": single_query,
        "multiValueQueryStringParameters": multi_query,
        "pathParameters": path_parameters or None,
        "stageVariables": None,
        "requestContext": {
            "resourceId": _short_id(route.path, 6),
            "resourcePath": route.path,
            "httpMethod": method,
            "extendedRequestId": base64.b64encode(hashlib.sha256(request_id.encode()).digest()[:12]).decode(),
            "requestTime": now.strftime("%d/%b/%Y:%H:%M:%S +0000"),
            "path": f"/{stage}{path}",
            "accountId": ACCOUNT_ID,
            "protocol": "HTTP/1.1",
            "stage": stage,
            "domainPrefix": gateway_id,
            "requestTimeEpoch": int(now.timestamp() * 1000),
            "requestId": request_id,
            "identity": {
                "cognitoIdentityPoolId": None,
                "accountId": None,
                "cognitoIdentityId": None,
                "caller": None,
                "sourceIp": source_ip,
                "principalOrgId": None,
                "accessKey": None,
                "cognitoAuthenticationType": None,
                "cognitoAuthenticationProvider": None,
                "userArn": None,
                "userAgent": user_agent,
                "user": None,
            },
            "domainName": f"{gateway_id}.execute-api.{region}.amazonaws.com",
            "apiId": gateway_id,
        },
        "body": encoded_body,
        "isBase64Encoded": is_base64,
    }


def stage_name(resources: LocalResources, rest_api_id: str | None) -> str:
    """The StageName of the route's AWS::Serverless::Api ("Prod" for SAM's implicit API)."""
    apis = tpl.resources_of_type(resources.template, tpl.API)
    if rest_api_id in apis:
        return str(resources.resolve(apis[rest_api_id].get("StageName", "Prod")))
    return "Prod"


def source_ip(peer: str, headers: list[tuple[str, str]]) -> str:
    """The client address; a loopback client may name another one with X-Forwarded-For (tests, proxies)."""
    forwarded = next((v for k, v in headers if k.lower() == "x-forwarded-for"), None)
    if forwarded and ipaddress.ip_address(peer).is_loopback:
        return forwarded.split(",")[0].strip()
    return peer


class _RequestHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: FrontServer

    def do_request(self) -> None:
        front = self.server
        url = urlsplit(self.path)
        path = unquote(url.path)
        headers = list(self.headers.items())
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        request_id = str(uuid.uuid4())
        match = front.router.match(self.command, path)
        if match is None:
            return self._reply(request_id, *MISSING_TOKEN)
        route, params = match
        event = build_api_event(
            route=route,
            method=self.command,
            path=path,
            path_parameters=params,
            headers=headers,
            query=url.query,
            body=body,
            source_ip=source_ip(self.client_address[0], headers),
            stage=stage_name(front.runtime.resources, route.rest_api_id),
            region=front.runtime.resources.region,
            request_id=request_id,
        )
        try:
            result = front.runtime.invoke(route.function_id, event, request_id=request_id)
            status = int(result["statusCode"])
            out_headers: list[tuple[str, str]] = []
            multi = result.get("multiValueHeaders") or {}
            multi_names = {name.lower() for name in multi}
            out_headers += [
                (k, str(v)) for k, v in (result.get("headers") or {}).items() if k.lower() not in multi_names
            ]
            out_headers += [(k, str(v)) for k, values in multi.items() for v in values]
            raw = result.get("body") or ""
            payload = base64.b64decode(raw) if result.get("isBase64Encoded") else raw.encode("utf-8")
        except Exception:
            print(f"[front] {self.command} {path} -> {route.function_id} failed:", file=sys.stderr)
            traceback.print_exc()
            return self._reply(request_id, *INTERNAL_ERROR)
        self._reply(request_id, status, out_headers, payload)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_request

    def _reply(self, request_id: str, status: int, headers: list[tuple[str, str]], body: str | bytes) -> None:
        payload = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        names = {name.lower() for name, _ in headers}
        for name, value in headers:
            if name.lower() not in _HOP_BY_HOP:
                self.send_header(name, value)
        self.send_header("x-amzn-RequestId", request_id)
        if "x-request-id" not in names:
            self.send_header("X-Request-Id", request_id)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:
            super().log_message(format, *args)


class FrontServer(ThreadingHTTPServer):
    """`FrontServer(runtime, port=3000).start()` serves the template's Api routes on 127.0.0.1."""

    daemon_threads = True

    def __init__(self, runtime: LambdaRuntime, host: str = "127.0.0.1", port: int = 3000, quiet: bool = False) -> None:
        super().__init__((host, port), _RequestHandler)
        self.runtime = runtime
        self.router = Router(tpl.api_routes(runtime.template))
        self.quiet = quiet
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FrontServer:
        self._thread = threading.Thread(
            target=self.serve_forever, kwargs={"poll_interval": 0.05}, name="casefile-front", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread:
            self.shutdown()
            self._thread.join(timeout=5)
        self.server_close()
