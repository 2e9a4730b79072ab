"""`make dev` keeps its data: a stack stopped with Ctrl-C and started again serves the same cases, logins and
webhook endpoints (their secrets still decrypt: the KMS keys come back). `--fresh` and the snapshot's own rules:
tests/integration/test_local_snapshot.py."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from standardwebhooks import Webhook

from tests.e2e.conftest import READY, ROOT
from tests.e2e.test_webhooks_local import wait_for
from tests.support.receiver import Receiver

_LOGIN = re.compile(r"login: (\S+) / (\S+) \((\w+)\)")
CASE = {"applicant_name": "Kept Across Restarts", "applicant_cin": "KR123456", "borrower_type": "retiree"}


@contextmanager
def stack(workdir: Path, *flags: str) -> Iterator[tuple[str, dict[str, tuple[str, str]], str]]:
    """A seeded stack on `workdir`'s state file (its data beside it); (api url, logins by role, output)."""
    log = workdir / "stack.log"
    command = [sys.executable, "-m", "local.stack", "--port", "0", "--moto-port", "0"]
    command += ["--state-file", str(workdir / "state.json"), *flags]
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env["CASEFILE_LOCAL_WARM"] = "0"  # a request starts the processes it needs
    with open(log, "wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)  # noqa: S603
    try:
        deadline = time.monotonic() + 90
        while READY not in (text := log.read_text(errors="replace")):
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the stack did not start:\n{text[-3000:]}")
            time.sleep(0.05)
        api = text.split(READY, 1)[1].split()[0]
        yield api, {role: (email, password) for email, password, role in _LOGIN.findall(text)}, text
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert process.returncode == 0, log.read_text(errors="replace")[-3000:]


def sign_in(http: httpx.Client, login: tuple[str, str]) -> dict[str, str]:
    response = http.post("/v1/auth/login", json={"email": login[0], "password": login[1]})
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['access_token']}"}


def test_a_restart_keeps_cases_logins_and_webhook_secrets(tmp_path: Path) -> None:
    receiver = Receiver().start()
    try:
        # Given a stack where a case and a webhook endpoint were created
        with stack(tmp_path) as (api, logins, first_output):
            assert "empty start" in first_output
            with httpx.Client(base_url=api, timeout=60) as http:
                auth = sign_in(http, logins["tenant_admin"])
                case = http.post("/v1/cases", json=CASE, headers=auth).json()
                endpoint = http.post(
                    "/v1/webhooks", json={"url": receiver.url(), "events": "case.created"}, headers=auth
                ).json()
        assert (tmp_path / "state-data" / "snapshot" / "manifest.json").exists()

        # When it is stopped (Ctrl-C) and started again
        with stack(tmp_path) as (api, logins_again, output):
            # Then the same logins are printed and work, and the case and the endpoint are there
            assert logins_again == logins
            assert "loaded" in output
            with httpx.Client(base_url=api, timeout=60) as http:
                auth = sign_in(http, logins["tenant_admin"])
                kept = http.get(f"/v1/cases/{case['id']}", headers=auth)
                assert kept.status_code == 200 and kept.json()["applicant_name"] == CASE["applicant_name"]
                # and the endpoint's secret (encrypted with KMS before the restart) still signs deliveries
                sent = http.post(f"/v1/webhooks/{endpoint['id']}/test", headers=auth)
                assert sent.status_code in (200, 201, 202), sent.text
                wait_for(receiver, 1)
                delivered = receiver.requests[-1]
                assert Webhook(endpoint["secret"]).verify(delivered.body, delivered.headers)["type"] == "webhook.test"

    finally:
        receiver.stop()
