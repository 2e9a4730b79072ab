"""`make dev` (python -m local.stack) as a process: it stops on Ctrl-C and SIGTERM every time, leaving nothing
behind, and a second one refuses to start without touching the first."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from bench.soak import descendants
from tests.e2e.conftest import READY, ROOT

# One stop per signal in the suite (each start, request and stop is ~6 s of CPU); every run of the suite stops a new
# stack each way. `CASEFILE_STOP_REPEATS=20 pytest tests/e2e/test_local_lifecycle.py -k signal` for a longer hunt.
STOPS = int(os.environ.get("CASEFILE_STOP_REPEATS", "1"))
STOP_WITHIN_SECONDS = 10


@dataclass
class Running:
    process: subprocess.Popen[bytes]
    state_file: Path
    log: Path
    state: dict[str, object]

    @property
    def ports(self) -> list[int]:
        return [int(str(self.state[key]).rsplit(":", 1)[1]) for key in ("api_url", "endpoint_url")]


def _command(state_file: Path, port: int = 0, moto_port: int = 0) -> list[str]:
    ports = ["--port", str(port), "--moto-port", str(moto_port)]
    return [sys.executable, "-m", "local.stack", *ports, "--no-seed", "--state-file", str(state_file)]


def _env() -> dict[str, str]:
    # No warm start: these stacks live a few seconds; a request starts the processes it needs.
    return {**{k: v for k, v in os.environ.items() if not k.startswith("AWS_")}, "CASEFILE_LOCAL_WARM": "0"}


def start(workdir: Path, name: str, port: int = 0, moto_port: int = 0) -> Running:
    state_file, log = workdir / f"{name}.json", workdir / f"{name}.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(  # noqa: S603
            _command(state_file, port, moto_port),
            cwd=ROOT,
            env=_env(),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, as a terminal's foreground job
        )
    deadline = time.monotonic() + 60
    while READY not in log.read_text(errors="replace"):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the stack did not start:\n{log.read_text(errors='replace')[-3000:]}")
        time.sleep(0.05)
    return Running(process, state_file, log, json.loads(state_file.read_text()))


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@contextmanager
def running(workdir: Path, name: str, port: int = 0, moto_port: int = 0) -> Iterator[Running]:
    stack = start(workdir, name, port, moto_port)
    try:
        yield stack
    finally:
        if stack.process.poll() is None:
            stack.process.terminate()
            try:
                stack.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(stack.process.pid, signal.SIGKILL)
                stack.process.wait()


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_the_stack_stops_on_a_signal_every_time_leaving_nothing_behind(tmp_path: Path, sig: signal.Signals) -> None:
    times = []
    for n in range(STOPS):
        # Given a running stack that has served a request (so its function processes are up)
        stack = start(tmp_path, f"stack-{n}")
        httpx.get(f"{stack.state['api_url']}/v1/auth/me", timeout=30)
        children = descendants(stack.process.pid)
        assert children, "the functions run in processes of their own"

        # When Ctrl-C (to the whole foreground process group, as a terminal does) or SIGTERM (to the stack) arrives
        started = time.monotonic()
        if sig == signal.SIGINT:
            os.killpg(stack.process.pid, signal.SIGINT)
        else:
            stack.process.send_signal(sig)
        try:
            code = stack.process.wait(timeout=STOP_WITHIN_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(stack.process.pid, signal.SIGKILL)
            pytest.fail(f"stop {n + 1} took more than {STOP_WITHIN_SECONDS}s:\n{stack.log.read_text()[-3000:]}")
        times.append(time.monotonic() - started)

        # Then it exits 0, with no process, port or state file left
        assert code == 0, stack.log.read_text()[-3000:]
        assert [pid for pid in children if alive(pid)] == []
        assert all(port_free(port) for port in stack.ports)
        assert not stack.state_file.exists()
    print(f"{sig.name}: {STOPS} stops, slowest {max(times):.2f}s, mean {sum(times) / len(times):.2f}s")


@pytest.fixture(scope="module")
def first(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    """One running stack for the tests below that only start a second one beside it or read from it: each checks
    that it is left as it was (its state file, its process, its answers), so they can share it."""
    with running(tmp_path_factory.mktemp("first"), "first") as stack:
        yield stack


def test_a_second_stack_on_the_same_ports_exits_at_once_and_leaves_the_first_alone(
    tmp_path: Path, first: Running
) -> None:
    api_port, moto_port = first.ports
    before = first.state_file.read_text()

    started = time.monotonic()
    second = subprocess.run(  # noqa: S603
        _command(tmp_path / "second.json", api_port, moto_port),
        cwd=ROOT,
        env=_env(),
        capture_output=True,
        timeout=30,
    )

    assert time.monotonic() - started < 10
    assert second.returncode != 0
    assert b"in use" in second.stderr and b"--port" in second.stderr
    assert first.state_file.read_text() == before
    assert first.process.poll() is None
    assert httpx.get(f"{first.state['api_url']}/v1/auth/me", timeout=30).status_code == 401


@pytest.mark.parametrize("taken", ["api", "moto"])
def test_a_taken_port_is_refused_before_anything_starts(tmp_path: Path, taken: str) -> None:
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        port = squatter.getsockname()[1]
        ports = (port, 0) if taken == "api" else (0, port)

        result = subprocess.run(  # noqa: S603
            _command(tmp_path / "state.json", *ports), cwd=ROOT, env=_env(), capture_output=True, timeout=30
        )

    assert result.returncode != 0
    assert f"{taken if taken == 'moto' else 'API'} port 127.0.0.1:{port} is in use".encode() in result.stderr
    assert READY.encode() not in result.stdout


def test_a_second_stack_on_the_same_state_file_leaves_it_alone(first: Running) -> None:
    before = first.state_file.read_text()

    second = subprocess.run(  # noqa: S603
        _command(first.state_file), cwd=ROOT, env=_env(), capture_output=True, timeout=30
    )

    assert second.returncode != 0
    assert b"is running at" in second.stderr
    assert first.state_file.read_text() == before
    assert first.process.poll() is None


def test_the_stack_serves_the_api_reference(first: Running) -> None:
    document = httpx.get(f"{first.state['api_url']}/openapi.json", timeout=60)
    page = httpx.get(f"{first.state['api_url']}/docs", timeout=60)

    assert document.status_code == 200
    assert "/v1/cases" in document.json()["paths"]
    assert page.status_code == 200 and "/openapi.json" in page.text
