"""The local front serves the built console (local/front.py, ConsoleFiles) as its bucket behind CloudFront would:
index.html for the console's client routes, the hashed assets, a strict Content-Security-Policy on every answer;
the API (/v1), the docs and any other path are not its business. No stack needed: a fake build in a temporary dir."""

from __future__ import annotations

from pathlib import Path

import pytest

from local.front import ConsoleFiles


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text('<!doctype html><script type="module" src="/assets/index-abc.js"></script>')
    (tmp_path / "assets" / "index-abc.js").write_text("console.log(1)")
    (tmp_path / "secret.txt").write_text("not served")
    return tmp_path


def test_client_routes_answer_index_html_with_a_strict_csp(dist: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:4566")
    files = ConsoleFiles(dist)
    for path in ("/", "/cases", "/cases/3f1c", "/policies", "/api-keys/", "/signin"):
        answer = files.page(path)
        assert answer is not None, path
        status, headers, body = answer
        named = dict(headers)
        assert status == 200 and body.startswith(b"<!doctype html>")
        assert named["Content-Type"].startswith("text/html") and named["Cache-Control"] == "no-cache"
        csp = named["Content-Security-Policy"]
        assert "script-src 'self';" in csp and "'unsafe-inline'" not in csp and "default-src 'none'" in csp
        assert "connect-src 'self' http://127.0.0.1:4566;" in csp and "img-src 'self' http://127.0.0.1:4566;" in csp
        assert "frame-ancestors 'none'" in csp and named["X-Content-Type-Options"] == "nosniff"


def test_assets_are_cached_and_nothing_else_is_served(dist: Path) -> None:
    files = ConsoleFiles(dist)
    status, headers, body = files.page("/assets/index-abc.js")  # type: ignore[misc]
    assert (status, body) == (200, b"console.log(1)")
    assert dict(headers)["Content-Type"].startswith("text/javascript") and "immutable" in dict(headers)["Cache-Control"]
    assert files.page("/assets/missing.js")[0] == 404  # type: ignore[index]
    assert files.page("/assets/../secret.txt")[0] == 404  # type: ignore[index]
    for path in ("/v1/cases", "/docs", "/openapi.json", "/secret.txt", "/casesx", "/partner/docs"):
        assert files.page(path) is None, path


def test_without_a_build_the_front_serves_nothing_of_the_console(tmp_path: Path) -> None:
    assert ConsoleFiles(tmp_path).page("/") is None
    assert ConsoleFiles(None).page("/cases") is None
