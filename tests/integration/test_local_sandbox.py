"""The local stack runs each function in processes of its own (local/sandbox.py), behind the API front."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from local.front import DocsPages, FrontServer
from local.resources import LocalResources
from local.sandbox import FunctionCrashed, FunctionError, ProcessRuntime

FUNCTIONS = Path(__file__).resolve().parents[1] / "support" / "functions"


def probe(function_id: str, service: str, events: dict[str, Any]) -> dict[str, Any]:
    return {
        function_id: {
            "Type": "AWS::Serverless::Function",
            "Properties": {
                "CodeUri": "probe/",
                "Environment": {"Variables": {"POWERTOOLS_SERVICE_NAME": service}},
                "Events": events,
            },
        }
    }


def api(path: str, method: str = "get") -> dict[str, Any]:
    return {"Type": "Api", "Properties": {"Path": path, "Method": method}}


TEMPLATE: dict[str, Any] = {
    "Globals": {"Function": {"Handler": "app.handler", "Timeout": 5, "Runtime": "python3.12"}},
    "Resources": {
        **probe("AuthFunction", "auth", {"Me": api("/v1/auth/me")}),
        **probe(
            "CasesFunction",
            "cases",
            {"Get": api("/v1/cases/{action}"), "List": api("/v1/cases"), "Create": api("/v1/cases", "post")},
        ),
    },
}


@pytest.fixture
def runtime() -> Iterator[ProcessRuntime]:
    template = yaml.safe_load(yaml.safe_dump(TEMPLATE))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "POWERTOOLS_"))}
    runtime = ProcessRuntime(template, LocalResources(template, "t", "us-east-1"), base_dir=FUNCTIONS, base_env=env)
    yield runtime
    runtime.close()


@pytest.fixture
def http(runtime: ProcessRuntime, tmp_path: Path) -> Iterator[httpx.Client]:
    front = FrontServer(runtime, port=0, quiet=True, docs=DocsPages(tmp_path)).start()
    with httpx.Client(base_url=front.url, trust_env=False, timeout=20) as client:
        yield client
    front.stop()


def test_each_function_has_its_own_environment_and_process(http: httpx.Client) -> None:
    auth = http.get("/v1/auth/me").json()
    cases = http.get("/v1/cases").json()

    assert (auth["service"], auth["service_now"], auth["function_name"]) == ("auth", "auth", "t-AuthFunction")
    assert (cases["service"], cases["service_now"], cases["function_name"]) == ("cases", "cases", "t-CasesFunction")
    assert auth["pid"] != cases["pid"] != os.getpid()


def test_module_state_lives_in_the_functions_process(http: httpx.Client) -> None:
    first = http.get("/v1/cases").json()
    second = http.get("/v1/cases").json()

    assert first["pid"] == second["pid"]
    assert second["invocations"] == first["invocations"] + 1


def test_requests_to_one_function_run_at_the_same_time(http: httpx.Client, runtime: ProcessRuntime) -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        # two concurrent requests start the pool's second process
        list(pool.map(lambda _: http.get("/v1/cases/sleep0.2"), range(2)))
        responses = list(pool.map(lambda _: http.get("/v1/cases/sleep1.5"), range(2)))

    assert [r.status_code for r in responses] == [200, 200]
    first, second = (r.json() for r in responses)
    assert first["pid"] != second["pid"]
    # each began before the other ended: they ran side by side, not one after the other (no timing threshold)
    assert first["started_at"] < second["ended_at"] and second["started_at"] < first["ended_at"]


def test_a_crashed_function_process_is_a_502_and_is_replaced(http: httpx.Client, runtime: ProcessRuntime) -> None:
    before = http.get("/v1/cases").json()["pid"]

    response = http.get("/v1/cases/exit")

    assert response.status_code == 502
    assert response.json() == {"message": "Internal server error"}
    after = http.get("/v1/cases")
    assert after.status_code == 200
    assert after.json()["pid"] != before
    assert before not in runtime.pids()


def test_a_handler_that_raises_is_a_502_and_its_process_lives_on(
    http: httpx.Client, capfd: pytest.CaptureFixture[str]
) -> None:
    before = http.get("/v1/cases").json()["pid"]

    response = http.get("/v1/cases/raise")

    assert response.status_code == 502
    assert response.json() == {"message": "Internal server error"}
    assert "RuntimeError: probe raised" in capfd.readouterr().err
    assert http.get("/v1/cases").json()["pid"] == before


def test_invoke_reports_errors_and_crashes_to_the_caller(runtime: ProcessRuntime) -> None:
    with pytest.raises(FunctionError, match="probe raised"):
        runtime.invoke("CasesFunction", {"action": "raise"})
    with pytest.raises(FunctionCrashed, match="exited with 3"):
        runtime.invoke("CasesFunction", {"action": "exit"})


def test_close_ends_every_function_process(runtime: ProcessRuntime) -> None:
    runtime.invoke("AuthFunction", {})
    runtime.invoke("CasesFunction", {})
    pids = runtime.pids()

    runtime.close()

    assert len(pids) == 2
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
