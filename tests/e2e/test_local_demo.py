"""`make demo` (python -m local.demo) runs the whole journey against a running stack and prints each step."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.e2e.conftest import ROOT
from tests.e2e.test_console_flow import admin_login  # noqa: F401 - fixture


def test_make_demo_runs_the_whole_journey_against_a_running_stack(stack, admin_login) -> None:  # noqa: F811
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    command = [sys.executable, "-m", "local.demo", "--state-file", str(stack.state_file)]
    command += ["--email", admin_login["email"], "--password", admin_login["password"]]

    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=240, check=False)  # noqa: S603

    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert f"Casefile demo against {stack.api_url}" in out
    for step in ("signed in", "webhook endpoint", "case created", "uploaded", "read", "case fields"):
        assert f". {step}" in out, out
    for step in ("bank connection", "scored", "decision", "timeline", "webhooks received"):
        assert f". {step}" in out, out
    assert out.count(". read:") == 2 and "payslip" in out and "cin_front" in out
    assert "case.created, case.scored" in out or ("case.created" in out and "case.scored" in out)
    assert "demo done in" in out
