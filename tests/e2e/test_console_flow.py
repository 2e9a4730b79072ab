"""End to end over real HTTP: the local stack (moto server + API Gateway front + the functions'
handlers) in its own process, workspaces made with the `casefile admin` command-line tool."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
CASE = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "private_sector"}


def casefile_admin(stack, *args: str) -> dict:
    """Run the installed CLI the way an operator would beside `make dev`: no endpoint flags, only the
    state file that the running stack wrote."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_") and k != "TABLE_NAME"}
    env["CASEFILE_LOCAL_STATE"] = str(stack.state_file)
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-m", "casefile.cli", "admin", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def client(stack):
    # each test acts as its own client IP (the front honours X-Forwarded-For from loopback)
    ip = f"198.18.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
    with httpx.Client(base_url=stack.api_url, headers={"X-Forwarded-For": ip}, timeout=30) as http:
        yield http


@pytest.fixture
def admin_login(stack):
    tag = secrets.token_hex(4)
    email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    created = casefile_admin(
        stack, "create-workspace", "--name", f"Lender {tag}", "--admin-email", email, "--password", password
    )
    assert created["target"].startswith("local stack at http://127.0.0.1:")
    return {"email": email, "password": password, "workspace_id": created["workspace"]["id"]}


def test_login_create_read_list_refresh_logout(client, admin_login):
    # login
    login = client.post("/v1/auth/login", json={"email": admin_login["email"], "password": admin_login["password"]})
    assert login.status_code == 200
    tokens = login.json()
    assert tokens["user"]["workspace"]["id"] == admin_login["workspace_id"]
    auth = {"Authorization": f"Bearer {tokens['access_token']}"}
    # create a case
    created = client.post("/v1/cases", json=CASE, headers=auth)
    assert created.status_code == 201
    case = created.json()
    assert case["status"] == "new" and case["tenant_id"] == admin_login["workspace_id"]
    # read it
    read = client.get(f"/v1/cases/{case['id']}", headers=auth)
    assert read.status_code == 200
    assert read.json()["applicant_name"] == CASE["applicant_name"]
    assert read.json()["documents"] == []
    # list it
    listed = client.get("/v1/cases", headers=auth, params={"page_size": 10})
    assert listed.status_code == 200
    assert [c["id"] for c in listed.json()["items"]] == [case["id"]]
    assert listed.json()["total"] == 1
    # refresh: a new pair, and the new access token works
    refreshed = client.post("/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]})
    assert refreshed.status_code == 200
    new_auth = {"Authorization": f"Bearer {refreshed.json()['access_token']}"}
    assert refreshed.json()["refresh_token"] != tokens["refresh_token"]
    assert client.get("/v1/auth/me", headers=new_auth).status_code == 200
    # logout ends the session: both access tokens of it are refused afterwards
    assert client.post("/v1/auth/logout", headers=new_auth).status_code == 204
    for headers in (auth, new_auth):
        refused = client.get("/v1/cases", headers=headers)
        assert refused.status_code == 401
        assert refused.json() == {"detail": "Invalid or expired token"}


def test_cli_created_user_can_sign_in_with_their_role(stack, client, admin_login):
    email, password = f"viewer.{secrets.token_hex(4)}@lender.example", "pw-" + secrets.token_urlsafe(16)
    casefile_admin(
        stack, "create-user", "--workspace", admin_login["workspace_id"], "--email", email, "--role",
        "tenant_viewer", "--password", password,
    )  # fmt: skip
    login = client.post("/v1/auth/login", json={"email": email, "password": password})
    assert login.status_code == 200
    auth = {"Authorization": f"Bearer {login.json()['access_token']}"}
    assert client.get("/v1/auth/me", headers=auth).json()["role"] == "tenant_viewer"
    refused = client.post("/v1/cases", json=CASE, headers=auth)
    assert refused.status_code == 403
    assert refused.json() == {"detail": "Insufficient permissions"}


def test_unknown_routes_answer_like_api_gateway(client):
    response = client.get("/v1/nothing-here")
    assert response.status_code == 403
    assert response.json() == {"message": "Missing Authentication Token"}


def test_rate_limit_over_http(client):
    # the 101st request of a window is refused; a window boundary inside the loop only delays it
    statuses: list[int] = []
    for _ in range(201):
        response = client.get("/v1/auth/me")
        statuses.append(response.status_code)
        if response.status_code == 429:
            break
    assert response.status_code == 429
    assert statuses.count(401) >= 100
    assert response.json() == {"code": "rate_limit_exceeded", "message": "Too many requests. Please slow down."}
    assert 1 <= int(response.headers["Retry-After"]) <= 60
