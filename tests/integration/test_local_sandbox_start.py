"""Function processes on a slow machine (local/sandbox.py): a start that is slow because the machine is loaded is
not a failure (the budget scales with the load), a start that truly fails is one clear line, and the background
warm-up starts a few processes at a time."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from local import sandbox
from local.resources import LocalResources
from local.sandbox import FunctionCrashed, FunctionError, ProcessRuntime, _StartGate

HANDLER = "def handler(event, context):\n    return {'ok': True}\n"


def runtime_of(tmp_path: Path, imports: dict[str, str]) -> ProcessRuntime:
    """One function per entry: its module's code before the handler (e.g. a slow or failing import)."""
    resources: dict[str, Any] = {}
    for function_id, prelude in imports.items():
        code = tmp_path / function_id
        code.mkdir()
        (code / "app.py").write_text(prelude + "\n" + HANDLER)
        resources[function_id] = {"Type": "AWS::Serverless::Function", "Properties": {"CodeUri": f"{function_id}/"}}
    template = yaml.safe_load(
        yaml.safe_dump({"Globals": {"Function": {"Handler": "app.handler", "Timeout": 1}}, "Resources": resources})
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "POWERTOOLS_"))}
    return ProcessRuntime(template, LocalResources(template, "t", "us-east-1"), base_dir=tmp_path, base_env=env)


def test_a_start_slowed_by_a_loaded_machine_is_no_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    # Given a function whose import takes 2 s, a budget of 1 s on an idle machine, and a load of 30 per CPU
    monkeypatch.setattr(sandbox, "INIT_TIMEOUT_SECONDS", 1)
    monkeypatch.setattr(sandbox, "_load_per_cpu", lambda: 30.0)
    runtime = runtime_of(tmp_path, {"SlowFunction": "import time\ntime.sleep(2)"})
    try:
        # When the warm-up starts it
        for thread in runtime.warm():
            thread.join(30)

        # Then nothing failed, and its first call finds it up
        assert "failed to start" not in capfd.readouterr().err
        assert runtime.invoke("SlowFunction", {}) == {"ok": True}
        assert runtime.pools["SlowFunction"].started == 1
    finally:
        runtime.close()


def test_a_function_that_cannot_start_is_one_clear_line_and_its_caller_gets_the_error(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    runtime = runtime_of(tmp_path, {"BrokenFunction": "raise ImportError('no module named nowhere')"})
    try:
        for thread in runtime.warm():
            thread.join(60)

        lines = [line for line in capfd.readouterr().err.splitlines() if line.startswith("[sandbox]")]
        assert lines == [
            "[sandbox] BrokenFunction failed to start: ImportError: no module named nowhere; "
            "its next call starts it again"
        ]
        with pytest.raises(FunctionError, match="no module named nowhere"):
            runtime.invoke("BrokenFunction", {})
    finally:
        runtime.close()


def test_a_start_past_even_the_scaled_budget_is_one_line_with_the_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sandbox, "INIT_TIMEOUT_SECONDS", 1)
    monkeypatch.setattr(sandbox, "_load_per_cpu", lambda: 1.5)
    runtime = runtime_of(tmp_path, {"HungFunction": "import time\ntime.sleep(60)"})
    try:
        for thread in runtime.warm():
            thread.join(30)

        lines = [line for line in capfd.readouterr().err.splitlines() if line.startswith("[sandbox]")]
        assert lines == [
            "[sandbox] HungFunction failed to start: timed out after 1.5 s (still importing; load 1.5 per CPU); "
            "its next call starts it again"
        ]
        with pytest.raises(FunctionCrashed, match="still importing"):
            runtime.invoke("HungFunction", {})
    finally:
        runtime.close()


def test_the_warm_up_starts_a_few_at_a_time_and_a_waiting_call_passes_first() -> None:
    gate = _StartGate(limit=1)
    inside: list[str] = []
    most = [0]
    lock = threading.Lock()

    def start(name: str, urgent: bool, hold: float) -> None:
        with gate.starting(urgent):
            with lock:
                inside.append(name)
                most[0] = max(most[0], gate.active)
            time.sleep(hold)

    warm = [threading.Thread(target=start, args=(f"warm{n}", False, 0.3)) for n in range(3)]
    for thread in warm:
        thread.start()
    time.sleep(0.1)
    call = threading.Thread(target=start, args=("call", True, 0.0))
    call.start()
    call.join(5)
    for thread in warm:
        thread.join(5)

    assert inside[:2] == ["warm0", "call"]  # the call did not wait for the other warm-ups
    assert most[0] == 2  # one warm-up and the call; never two warm-ups at once
