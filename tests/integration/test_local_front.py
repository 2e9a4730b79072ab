"""The local front answers as API Gateway would to hostile or odd requests, and serves the API reference."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from local import template as tpl
from local.front import DocsPages, FrontServer, Router
from local.resources import LocalResources
from local.sandbox import ProcessRuntime
from tests.integration.test_local_sandbox import FUNCTIONS, TEMPLATE


@pytest.fixture(scope="module")
def front(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FrontServer]:
    runtime = ProcessRuntime(TEMPLATE, LocalResources(TEMPLATE, "t", "us-east-1"), base_dir=FUNCTIONS)
    base = tmp_path_factory.mktemp("repo")
    (base / "docs").mkdir()
    (base / "docs" / "openapi.json").write_text('{"openapi": "3.1.0", "paths": {}}')
    pages = DocsPages(base)
    pages._from_code = lambda: None  # type: ignore[method-assign]  # the repository's file, not the apps
    server = FrontServer(runtime, port=0, quiet=True, docs=pages).start()
    yield server
    server.stop()
    runtime.close()


@pytest.fixture
def http(front: FrontServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=front.url, trust_env=False, timeout=10) as client:
        yield client


def raw_exchange(front: FrontServer, request: bytes) -> bytes:
    """Send raw bytes, read until the server closes the connection (or 5 s pass: a hang)."""
    host, port = front.server_address[:2]
    with socket.create_connection((str(host), int(port)), timeout=5) as sock:
        sock.sendall(request)
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except TimeoutError:
            pytest.fail(f"the connection hung; received {b''.join(chunks)!r}")
    return b"".join(chunks)


@pytest.mark.parametrize("length", [b"abc", b"-1", b"1e3", b""])
def test_an_unreadable_content_length_is_a_400_json_and_the_connection_closes(
    front: FrontServer, length: bytes
) -> None:
    request = b"POST /v1/cases HTTP/1.1\r\nHost: x\r\nContent-Length: " + length + b"\r\n\r\n{}"

    answer = raw_exchange(front, request)

    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400"), answer
    assert b"connection: close" in head.lower()
    assert json.loads(body)["message"].startswith("Bad Request")


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND", "CONNECT"])
def test_a_method_no_route_has_is_a_missing_authentication_token(http: httpx.Client, method: str) -> None:
    response = http.request(method, "/v1/cases")

    assert response.status_code == 403
    assert response.json() == {"message": "Missing Authentication Token"}
    assert response.headers["content-type"] == "application/json"


def test_a_malformed_request_line_is_answered_in_json(front: FrontServer) -> None:
    answer = raw_exchange(front, b"GET\r\n\r\n")

    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    assert "message" in json.loads(body)


def test_a_path_encoded_twice_is_decoded_once(http: httpx.Client) -> None:
    response = http.get("/v1/cases/%2561bc")

    body = response.json()
    assert body["path_parameters"] == {"action": "%61bc"}
    assert body["path"] == "/v1/cases/%61bc"


def test_an_encoded_slash_stays_inside_its_path_parameter() -> None:
    router = Router(tpl.api_routes(TEMPLATE))

    match = router.match("GET", "/v1/cases/a%2Fb")

    assert match is not None and match[1] == {"action": "a/b"}


def test_a_trailing_slash_is_routed_not_redirected(http: httpx.Client) -> None:
    response = http.get("/v1/cases/", follow_redirects=False)

    assert response.status_code == 200
    assert response.json()["path"] == "/v1/cases/"


def test_only_the_reference_paths_are_docs_pages(tmp_path: Path) -> None:
    pages = DocsPages(tmp_path)

    assert "/openapi.json" in pages and "/docs" in pages and "/docs/swagger-ui.css" in pages and "/" in pages
    assert "/v1/cases" not in pages and "/openapi.yaml" not in pages


def test_openapi_and_docs_pages_over_http(http: httpx.Client) -> None:
    document = http.get("/openapi.json")
    page = http.get("/docs")

    assert document.status_code == 200
    assert document.headers["content-type"].startswith("application/json")
    assert document.json()["openapi"].startswith("3.")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "/openapi.json" in page.text and "swagger" in page.text.lower()


def test_the_root_is_a_page_pointing_to_the_api_reference(http: httpx.Client) -> None:
    page = http.get("/")

    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert 'href="/docs"' in page.text


def test_the_root_answers_only_get_and_head(http: httpx.Client) -> None:
    response = http.post("/", json={})

    assert response.status_code == 403
    assert response.json() == {"message": "Missing Authentication Token"}


def test_without_a_document_openapi_json_is_a_404_json(tmp_path: Path) -> None:
    pages = DocsPages(tmp_path)
    pages._from_code = lambda: None  # type: ignore[method-assign]

    assert pages["/openapi.json"] == ("application/json", None)
    assert pages["/docs"][0].startswith("text/html")
