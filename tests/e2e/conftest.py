"""End-to-end tests run against the local stack (`python -m local.stack`) over real HTTP.

The stack runs in a subprocess, never in the test process: it sets AWS_ENDPOINT_URL, which would
leak into the integration tests that use moto's in-process mock_aws.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
READY = "Casefile local stack ready at"
START_TIMEOUT_SECONDS = 60


@dataclass(frozen=True)
class Stack:
    api_url: str
    endpoint_url: str
    region: str
    env: dict[str, str]  # what the functions see: table names, queue URLs, JWT_SECRET, AWS_ENDPOINT_URL...
    state_file: Path  # what `casefile admin` reads to find this stack (CASEFILE_LOCAL_STATE)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    workdir = tmp_path_factory.mktemp("local-stack")
    state_file, log_file = workdir / "state.json", workdir / "stack.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    # --ephemeral: the suite's stack neither loads nor saves data (tests/e2e/test_local_restart.py does)
    command = [sys.executable, "-m", "local.stack", "--port", "0", "--moto-port", "0", "--no-seed", "--ephemeral"]
    command += ["--state-file", str(state_file)]
    with open(log_file, "wb") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)  # noqa: S603
    try:
        _wait_ready(process, log_file)
        state = json.loads(state_file.read_text())
        yield Stack(state["api_url"], state["endpoint_url"], state["region"], state["env"], state_file)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_ready(process: subprocess.Popen[bytes], log_file: Path) -> None:
    deadline, output = time.monotonic() + START_TIMEOUT_SECONDS, ""
    while time.monotonic() < deadline:
        output = log_file.read_text(errors="replace")
        if READY in output:
            return
        if process.poll() is not None:
            pytest.fail(f"the local stack exited with {process.returncode}:\n{output[-4000:]}")
        time.sleep(0.1)
    pytest.fail(f"the local stack was not ready in {START_TIMEOUT_SECONDS}s:\n{output[-4000:]}")
