"""Concurrent writes to one workspace over real HTTP: every case is kept and counted, no request fails."""

from __future__ import annotations

import secrets
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.e2e.test_console_flow import CASE, casefile_admin

CONCURRENT_CREATES = 50


def test_50_concurrent_creates_in_one_workspace_are_all_kept_and_counted(stack):
    # Given one workspace and its admin's token
    tag = secrets.token_hex(4)
    email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    casefile_admin(stack, "create-workspace", "--name", f"Busy {tag}", "--admin-email", email, "--password", password)
    with httpx.Client(base_url=stack.api_url, timeout=60) as http:
        login = http.post("/v1/auth/login", json={"email": email, "password": password})
        headers = {"Authorization": f"Bearer {login.json()['access_token']}"}

        # When 50 clients create a case at the same moment (each from its own address: the per-IP limit
        # is not what is under test)
        def create(n: int) -> httpx.Response:
            return http.post(
                "/v1/cases",
                json={**CASE, "external_reference": f"loan-{n}"},
                headers={**headers, "X-Forwarded-For": f"198.19.{n // 250}.{n % 250 + 1}"},
            )

        with ThreadPoolExecutor(max_workers=CONCURRENT_CREATES) as pool:
            responses = list(pool.map(create, range(CONCURRENT_CREATES)))

        # Then every create succeeded, and the workspace lists and counts exactly 50 cases
        assert sorted({r.status_code for r in responses}) == [201], [r.text for r in responses if r.status_code >= 300]
        listed = http.get("/v1/cases", params={"page_size": 100}, headers=headers).json()
        assert listed["total"] == CONCURRENT_CREATES
        assert len({case["id"] for case in listed["items"]}) == CONCURRENT_CREATES
        assert {case["external_reference"] for case in listed["items"]} == {f"loan-{n}" for n in range(50)}
        by_status = http.get("/v1/cases", params={"status": "new", "environment": "sandbox"}, headers=headers)
        assert by_status.json()["total"] == CONCURRENT_CREATES
