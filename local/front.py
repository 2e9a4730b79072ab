"""An HTTP front that answers like the template's API Gateway REST API (Lambda proxy, payload v1)."""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import json
import os
import re
import sys
import threading
import traceback
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, unquote, urlsplit

from local import template as tpl
from local.lambda_runtime import LambdaRuntime

if TYPE_CHECKING:
    from local.sandbox import ProcessRuntime

    Runtime = LambdaRuntime | ProcessRuntime
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
NOT_FOUND = (404, [("Content-Type", "application/json")], '{"message":"Not Found"}')
MAX_BODY_BYTES = 10 * 1024 * 1024  # API Gateway's payload limit
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

    def allows(self, path: str) -> bool:
        """True when some route has this path (whatever its method)."""
        normalized = path.rstrip("/") or "/"
        return any(route.pattern.fullmatch(normalized) for route in self.routes)


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
    # The head and the body go out in two writes: with Nagle's algorithm on, the body waits for the client's
    # delayed ACK of the head (40 ms on Linux) on every keep-alive request that has a body.
    disable_nagle_algorithm = True
    server: FrontServer

    def do_request(self) -> None:
        front = self.server
        url = urlsplit(self.path)
        raw_path = url.path or "/"
        path = unquote(raw_path)  # decoded once, like API Gateway's event "path"
        headers = list(self.headers.items())
        request_id = str(uuid.uuid4())
        length_header = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding") is not None:
            return self._refuse(request_id, 411, "Length Required")
        if length_header is not None and not length_header.strip().isdigit():
            return self._refuse(request_id, 400, "Bad Request: invalid Content-Length")
        length = int(length_header or 0)
        if length > MAX_BODY_BYTES:
            return self._refuse(request_id, 413, "Request Entity Too Large")
        body = self.rfile.read(length) if length else None
        if self.command in ("GET", "HEAD") and (console_page := front.console.page(path)) is not None:
            return self._reply(request_id, *console_page)
        if self.command in ("GET", "HEAD") and path in front.docs:
            content_type, payload = front.docs[path]
            if payload is None:
                return self._reply(request_id, *NOT_FOUND)
            return self._reply(request_id, 200, [("Content-Type", content_type)], payload)
        match = front.router.match(self.command, raw_path)
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
        except Exception as exc:
            print(f"[front] {self.command} {path} -> {route.function_id} failed:", file=sys.stderr)
            details = getattr(exc, "details", None)
            if details:
                print(details, file=sys.stderr, end="" if details.endswith("\n") else "\n", flush=True)
            else:
                traceback.print_exc()
            return self._reply(request_id, *INTERNAL_ERROR)
        self._reply(request_id, status, out_headers, payload)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_request

    def __getattr__(self, name: str) -> Any:
        # Any other method (TRACE, CONNECT, PROPFIND, ...) is routed like the others: API Gateway answers
        # 403 Missing Authentication Token for a method no route has, never an HTML 501.
        if name.startswith("do_"):
            return self.do_request
        raise AttributeError(name)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Protocol errors (bad request line, headers too large, ...) as JSON, then close."""
        self.request_version = "HTTP/1.1"  # never an HTTP/0.9 answer without a status line
        self._refuse(str(uuid.uuid4()), code, message or self.responses.get(code, ("Error",))[0])

    def _refuse(self, request_id: str, status: int, message: str) -> None:
        """A JSON error for a request that cannot be read, and close the connection (the rest of the
        stream cannot be trusted)."""
        self.close_connection = True
        body = json.dumps({"message": message})
        self._reply(request_id, status, [("Content-Type", "application/json"), ("Connection", "close")], body)

    def _reply(self, request_id: str, status: int, headers: list[tuple[str, str]], body: str | bytes) -> None:
        payload = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        names = {name.lower() for name, _ in headers}
        for name, value in headers:
            if name.lower() not in _HOP_BY_HOP:
                self.send_header(name, value)
        if "connection" in names and self.close_connection:
            self.send_header("Connection", "close")
        self.send_header("x-amzn-RequestId", request_id)
        if "x-request-id" not in names:
            self.send_header("X-Request-Id", request_id)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if self.command != "HEAD":
            try:
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):  # the client left before the answer: not our error
                self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:
            super().log_message(format, *args)


DOCS_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Casefile console API</title>
<link rel="stylesheet" href="https://unpkg.com/swagger-ui-dist@5/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="https://unpkg.com/swagger-ui-dist@5/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({url: "/openapi.json", dom_id: "#swagger-ui"});</script>
</body></html>
"""


# `GET /` until the web console exists: a short page pointing to the API reference. This constant and the one
# line that serves it (`DocsPages._load`, `pages["/"] = ...`) are what the console replaces: serve its built
# index.html (and its assets, added to `DocsPages.__contains__`) there instead.
HOME_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Casefile local stack</title></head>
<body><h1>Casefile local stack</h1>
<p>The console API is served here under <code>/v1</code>. Its interactive reference: <a href="/docs">/docs</a>
(the OpenAPI document: <a href="/openapi.json">/openapi.json</a>).</p>
</body></html>
"""


# The API references the front serves itself: the console's and the Partner API's (local/partner_openapi.py).
_DOC_PATHS = ("/", "/openapi.json", "/docs", "/partner/openapi.json", "/partner/docs")


class DocsPages:
    """`/` (HOME_HTML), `/openapi.json` and `/docs` (an interactive Swagger UI page), built on the first request.

    From `local.openapi.docs_files()` (the document merged from the apps, Swagger UI served locally) when it
    works; else the repository's `docs/openapi.json` (`make openapi`) and a page loading Swagger UI from a
    CDN. A path with nothing to serve is a 404 JSON."""

    def __init__(self, base_dir: Path) -> None:
        self.base_dir = base_dir
        self._pages: dict[str, tuple[str, bytes]] | None = None
        self._lock = threading.Lock()

    def __contains__(self, path: object) -> bool:
        return isinstance(path, str) and (path in _DOC_PATHS or path.startswith("/docs/"))

    def __getitem__(self, path: str) -> tuple[str, bytes | None]:
        with self._lock:
            if self._pages is None:
                self._pages = self._load()
        if path not in self._pages:
            return "application/json", None
        return self._pages[path]

    def _load(self) -> dict[str, tuple[str, bytes]]:
        pages = self._from_code()
        if pages is None:
            pages = {"/docs": ("text/html; charset=utf-8", DOCS_HTML.encode())}
            document = self.base_dir / "docs" / "openapi.json"
            if document.is_file():
                pages["/openapi.json"] = ("application/json", document.read_bytes())
        pages["/"] = ("text/html; charset=utf-8", HOME_HTML.encode())
        pages.update(self._partner_pages())
        return pages

    def _partner_pages(self) -> dict[str, tuple[str, bytes]]:
        """The Partner API's reference: `local.partner_openapi.docs_files()`, else docs/partner-openapi.json and a
        page loading Swagger UI from a CDN."""
        try:
            from local.partner_openapi import docs_files

            return dict(docs_files())
        except Exception as exc:
            print(f"[front] /partner/openapi.json from the file ({type(exc).__name__}: {exc})", file=sys.stderr)
        page = DOCS_HTML.replace('"/openapi.json"', '"/partner/openapi.json"').replace("console API", "Partner API")
        pages = {"/partner/docs": ("text/html; charset=utf-8", page.encode())}
        document = self.base_dir / "docs" / "partner-openapi.json"
        if document.is_file():
            pages["/partner/openapi.json"] = ("application/json", document.read_bytes())
        return pages

    @staticmethod
    def _from_code() -> dict[str, tuple[str, bytes]] | None:
        """`local.openapi.docs_files()`, or None if it is missing or fails (an app that does not import)."""
        try:
            from local.openapi import docs_files  # type: ignore[attr-defined,unused-ignore]

            return dict(docs_files())
        except Exception as exc:
            print(f"[front] /openapi.json from docs/openapi.json ({type(exc).__name__}: {exc})", file=sys.stderr)
            return None


# The web console's routes (console/src/app.tsx): each answers the console's index.html, which routes in the browser.
CONSOLE_ROUTES = ("/", "/signin", "/cases", "/policies", "/flows", "/webhooks", "/api-keys")
_CONSOLE_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".json": "application/json",
    ".txt": "text/plain; charset=utf-8",
}


class ConsoleFiles:
    """The built console (`make console`: console/dist), served like its S3 bucket behind CloudFront: the files
    under /assets/ (names hashed, cached for a year), and index.html (never cached) for the console's client
    routes. Every answer carries a strict Content-Security-Policy: scripts and styles from this origin only (no
    inline script), `connect-src` this origin (the API under /v1) and the upload bucket's origin (the presigned
    POST; locally the moto endpoint), which also serves the page images. Without a build, nothing is served here
    (`/` stays the docs' page)."""

    def __init__(self, root: Path | None) -> None:
        self.root = root.resolve() if root is not None else None

    @staticmethod
    def bucket_origin() -> str:
        """The upload bucket's origin: the local stack's S3 endpoint (AWS_ENDPOINT_URL), else AWS's S3."""
        endpoint = urlsplit(os.environ.get("AWS_ENDPOINT_URL", ""))
        if endpoint.scheme and endpoint.netloc:
            return f"{endpoint.scheme}://{endpoint.netloc}"
        return "https://*.amazonaws.com"

    def headers(self, content_type: str, cache: str) -> list[tuple[str, str]]:
        bucket = self.bucket_origin()
        csp = (
            "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; "
            f"img-src 'self' {bucket}; connect-src 'self' {bucket}; manifest-src 'self'; "
            "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"
        )
        return [
            ("Content-Type", content_type),
            ("Cache-Control", cache),
            ("Content-Security-Policy", csp),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Frame-Options", "DENY"),
        ]

    def page(self, path: str) -> tuple[int, list[tuple[str, str]], bytes] | None:
        """The answer for a GET of `path`, or None when it is not the console's (the API, the docs)."""
        if self.root is None or not (self.root / "index.html").is_file():
            return None
        if path.startswith("/assets/"):
            file = (self.root / path.lstrip("/")).resolve()
            if not file.is_relative_to(self.root / "assets") or not file.is_file():
                body = b'{"message":"Not Found"}'
                return 404, [*self.headers("application/json", "no-store")], body
            content_type = _CONSOLE_TYPES.get(file.suffix, "application/octet-stream")
            return 200, self.headers(content_type, "public, max-age=31536000, immutable"), file.read_bytes()
        normalized = path.rstrip("/") or "/"
        if any(normalized == r or (r != "/" and normalized.startswith(r + "/")) for r in CONSOLE_ROUTES):
            index = (self.root / "index.html").read_bytes()
            return 200, self.headers("text/html; charset=utf-8", "no-cache"), index
        return None


class FrontServer(ThreadingHTTPServer):
    """`FrontServer(runtime, port=3000).start()` serves the template's Api routes on 127.0.0.1."""

    daemon_threads = True
    # socketserver listens with a backlog of 5: a burst of concurrent clients (50 creates at once) overflowed
    # it and got connections reset. API Gateway accepts bursts; so does this.
    request_queue_size = 256

    def __init__(
        self,
        runtime: Runtime,
        host: str = "127.0.0.1",
        port: int = 3000,
        quiet: bool = False,
        docs: DocsPages | None = None,
    ) -> None:
        super().__init__((host, port), _RequestHandler)
        self.runtime = runtime
        self.docs: DocsPages | dict[str, tuple[str, bytes | None]] = docs if docs is not None else {}
        # the built web console (console/dist beside the docs), when there is one: it replaces the page at `/`
        self.console = ConsoleFiles(docs.base_dir / "console" / "dist" if isinstance(docs, DocsPages) else None)
        self.router = Router(tpl.api_routes(runtime.template))
        self.quiet = quiet
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = str(self.server_address[0]), int(self.server_address[1])
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
