"""Documents on the local stack, for `make bench` (bench/run.py calls these with its running stack):

- the DynamoDB calls and latency of every documents route (beside the other routes' figures);
- upload to `completed` for a one-page image: POST /v1/documents, the presigned POST of the file to the moto
  S3 endpoint over HTTP, then GET /v1/documents/{id} every 20 ms until the worker (in its own process, fed by
  the OcrQueue poller as an event source mapping would) has completed it. p50 over the samples; the first
  sample includes the worker's cold start (tesseract models loading) and is reported apart.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

import httpx

POLL_SECONDS = 0.02
COMPLETION_TIMEOUT_SECONDS = 120


def one_page_image() -> bytes:
    """A one-page payslip scan (PNG), as the document generator of the tests renders it."""
    from tests.support import docgen

    return docgen.render_payslip()


def upload(http: httpx.Client, headers: Callable[..., dict[str, str]], token: str, data: bytes, **body: Any) -> str:
    """Declare a file, post it with the presigned form; returns the document id."""
    declared = {"filename": "scan.png", "content_type": "image/png", "size_bytes": len(data), **body}
    created = http.post("/v1/documents", json=declared, headers=headers(token))
    assert created.status_code == 201, created.text
    form = created.json()["upload"]
    posted = httpx.post(form["url"], data=form["fields"], files={"file": ("scan.png", data, "image/png")}, timeout=30)
    assert posted.status_code in (200, 201, 204), posted.text
    return str(created.json()["document"]["id"])


def wait_final(http: httpx.Client, headers: Callable[..., dict[str, str]], token: str, document_id: str) -> str:
    deadline = time.monotonic() + COMPLETION_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        status = str(http.get(f"/v1/documents/{document_id}", headers=headers(token)).json()["status"])
        if status in ("completed", "failed"):
            return status
        time.sleep(POLL_SECONDS)
    raise TimeoutError(f"document {document_id} not processed in {COMPLETION_TIMEOUT_SECONDS}s")


def upload_to_completed(
    http: httpx.Client, headers: Callable[..., dict[str, str]], token: str, samples: int
) -> tuple[float, list[float]]:
    """(first sample, the other samples) in milliseconds, from the create call to `completed` seen."""
    data = one_page_image()
    times = []
    for _ in range(samples + 1):
        start = time.perf_counter()
        document_id = upload(http, headers, token, data)
        status = wait_final(http, headers, token, document_id)
        assert status == "completed", status
        times.append((time.perf_counter() - start) * 1000)
    return times[0], times[1:]


def routes(
    http: httpx.Client, headers: Callable[..., dict[str, str]], token: str
) -> list[tuple[str, Callable[[], httpx.Response], int, Callable[[], Any] | None]]:
    """(name, call, expected status, setup run before each call and not counted) for every documents route."""
    case_body = {"applicant_name": "Bench Applicant", "applicant_cin": "BN123", "borrower_type": "retiree"}
    case_id = http.post("/v1/cases", json=case_body, headers=headers(token)).json()["id"]
    declared = {"filename": "scan.png", "content_type": "image/png", "size_bytes": 50_000}
    document_id = http.post("/v1/documents", json={**declared, "case_id": case_id}, headers=headers(token)).json()[
        "document"
    ]["id"]
    for _ in range(25):  # a list page to read
        http.post("/v1/documents", json=declared, headers=headers(token))
    detachable: list[str] = []

    def attach_one() -> None:
        created = http.post("/v1/documents", json={**declared, "case_id": case_id}, headers=headers(token))
        detachable.append(created.json()["document"]["id"])

    return [
        ("GET /v1/documents/limits", lambda: http.get("/v1/documents/limits", headers=headers(token)), 200, None),
        ("POST /v1/documents", lambda: http.post("/v1/documents", json=declared, headers=headers(token)), 201, None),
        (
            "POST /v1/documents (case_id)",
            lambda: http.post("/v1/documents", json={**declared, "case_id": case_id}, headers=headers(token)),
            201,
            None,
        ),
        ("GET /v1/documents", lambda: http.get("/v1/documents", headers=headers(token)), 200, None),
        (
            "GET /v1/documents?case_id",
            lambda: http.get("/v1/documents", params={"case_id": case_id}, headers=headers(token)),
            200,
            None,
        ),
        (
            "GET /v1/documents/{document_id}",
            lambda: http.get(f"/v1/documents/{document_id}", headers=headers(token)),
            200,
            None,
        ),
        (
            "GET .../{document_id}/result",
            lambda: http.get(f"/v1/documents/{document_id}/result", headers=headers(token)),
            200,
            None,
        ),
        (
            "POST /v1/cases/{id}/documents",
            lambda: http.post(
                f"/v1/cases/{case_id}/documents", json={"document_id": document_id}, headers=headers(token)
            ),
            200,
            None,
        ),
        (
            "DELETE /v1/cases/{id}/documents/{id}",
            lambda: http.delete(f"/v1/cases/{case_id}/documents/{detachable.pop()}", headers=headers(token)),
            204,
            attach_one,
        ),
        (
            "GET /v1/cases/{id}/fields",
            lambda: http.get(f"/v1/cases/{case_id}/fields", headers=headers(token)),
            200,
            None,
        ),
    ]


def summary(first: float, rest: list[float]) -> str:
    ordered = sorted(rest)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"upload to completed, one-page PNG ({len(rest)} samples after a first of {first:.0f} ms): "
        f"p50 {statistics.median(rest):.0f} ms, p95 {p95:.0f} ms, min {ordered[0]:.0f} ms"
    )
