"""`make bench`: what a request costs.

1. Cold import of each function's handler module: a fresh interpreter per sample (like a Lambda init),
   median and spread of several samples.
2. Warm requests per route over HTTP against the local stack (moto server + API Gateway front in this
   process, each function in its own processes): p50 and p95 latency, and the number of DynamoDB API calls
   each request makes (counted at the moto server).

3. Bank connections (bench/bank.py): simulate + analyse one Sandbox connection, and the bank routes as in 2.

Latencies here include the local HTTP front and moto, which are far slower than DynamoDB, so read them
as relative figures; the DynamoDB call counts carry over to AWS unchanged.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def quiet_stack() -> Any:
    """A started in-process local stack (free ports, a throwaway state file, functions logging warnings only):
    what every warm benchmark runs against. The caller stops it."""
    from local.stack import LocalStack

    stack = LocalStack(
        template_path=ROOT / "template.yaml",
        port=0,
        moto_port=0,
        state_file=Path(tempfile.mkdtemp()) / "state.json",
        quiet=True,
        function_env={"POWERTOOLS_LOG_LEVEL": "WARNING", "PYTHONWARNINGS": "ignore"},
    )
    stack.start()
    return stack


LAYER = ROOT / "layers" / "common" / "python"


def compiled_layer() -> Path:
    """The common layer's package as it ships (layers/common/Makefile): a copy compiled to unchecked-hash bytecode,
    which a cold start reads as it is (Lambda cannot write .pyc files, so a layer shipped as source is compiled at
    every cold start). Its dependencies are this environment's, compiled by pip as the build compiles them."""
    import compileall
    import py_compile
    import shutil

    root = Path(tempfile.mkdtemp()) / "python"
    shutil.copytree(LAYER / "casefile", root / "casefile", ignore=shutil.ignore_patterns("__pycache__"))
    compileall.compile_dir(root, quiet=1, workers=0, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    return root


_IMPORT_PROBE = """
import importlib.util, sys, time
sys.path.insert(0, {layer!r})
start = time.perf_counter()
spec = importlib.util.spec_from_file_location("app", {path!r})
module = importlib.util.module_from_spec(spec)
sys.modules["app"] = module
spec.loader.exec_module(module)
assert callable(module.handler)
print(time.perf_counter() - start)
"""


# The reference every API function's cold import is held to (at most 1.2 x): FastAPI and Mangum with one route.
_REFERENCE_APP = """
from fastapi import FastAPI
from mangum import Mangum

app = FastAPI()


@app.get("/ping")
def ping():
    return {"ok": True}


handler = Mangum(app, lifespan="off")
"""
REFERENCE = "(FastAPI+Mangum)"


def cold_imports(samples: int) -> list[tuple[str, float, float, float, float]]:
    """Per function, the one-route reference app first (as REFERENCE): median, min and max cold import, and the
    median of its ratios to the reference's import in the same round. Samples are taken in rounds (the reference,
    then each function, once per round), so that a machine slowing down or speeding up weighs on all alike."""
    from local.template import function_property, functions, load_template

    template = load_template(ROOT / "template.yaml")
    env = {
        **os.environ,
        "POWERTOOLS_SERVICE_NAME": "bench",
        "POWERTOOLS_TRACE_DISABLED": "true",
        "PYTHONDONTWRITEBYTECODE": "1",  # Lambda writes no .pyc: what is not shipped compiled is compiled every time
    }
    reference = Path(tempfile.mkdtemp()) / "app.py"
    reference.write_text(_REFERENCE_APP)
    layer = compiled_layer()
    probes = {}
    for function_id in [REFERENCE, *functions(template)]:
        code = "." if function_id == REFERENCE else function_property(template, function_id, "CodeUri")
        path = reference if function_id == REFERENCE else ROOT / code / "app.py"
        probes[function_id] = _IMPORT_PROBE.format(layer=str(layer), path=str(path))

    def sample(probe: str) -> float:
        done = subprocess.run([sys.executable, "-c", probe], env=env, check=True, capture_output=True, text=True)
        return float(done.stdout)

    for probe in probes.values():
        sample(probe)  # the file system's caches warm
    times: dict[str, list[float]] = {function_id: [] for function_id in probes}
    for _ in range(samples):
        for function_id, probe in probes.items():
            times[function_id].append(sample(probe))
    base = times[REFERENCE]
    return [
        (
            function_id,
            statistics.median(values),
            min(values),
            max(values),
            statistics.median(v / b for v, b in zip(values, base, strict=True)),
        )
        for function_id, values in times.items()
    ]


class DynamoCounter:
    """Counts DynamoDB API calls as the local stack's moto server receives them (one per X-Amz-Target request):
    the functions run in processes of their own, so the count is taken where their calls arrive."""

    def __init__(self, stack: Any) -> None:
        self.stack = stack

    @property
    def count(self) -> int:
        return int(self.stack.dynamodb_calls)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


class Signed:
    """HTTP to a running local stack, signed in as its seeded tenant admin. `headers()` gives each request a new
    client address: the warm benchmarks measure requests, not the rate limit."""

    def __init__(self, stack: Any) -> None:
        import httpx

        self.http = httpx.Client(base_url=stack.api_url, timeout=30)
        self._sequence = 0
        admin = next(login for login in stack.logins if login["role"] == "tenant_admin")
        self.credentials = {"email": admin["email"], "password": admin["password"]}
        self.session: dict[str, Any] = self.http.post(
            "/v1/auth/login", json=self.credentials, headers=self.headers()
        ).json()
        self.token: str = self.session["access_token"]

    def headers(self, token: str | None = None, extra: dict[str, str] | None = None) -> dict[str, str]:
        self._sequence += 1
        n = self._sequence
        out = {"X-Forwarded-For": f"10.{(n >> 16) & 255}.{(n >> 8) & 255}.{n & 255}", **(extra or {})}
        if token:
            out["Authorization"] = f"Bearer {token}"
        return out


def run_report(parser: argparse.ArgumentParser, report: Callable[..., Any], argv: list[str] | None) -> int:
    """A bench's command line: its options (plus --no-header) passed to `report(out, **options)`."""
    parser.add_argument("--no-header", action="store_true", help="no Python version line (inside make bench)")
    options = vars(parser.parse_args(argv))
    out = sys.stdout.write
    if not options.pop("no_header"):
        out(f"Python {sys.version.split()[0]}\n")
    report(out, **options)
    return 0


def print_routes(out: Callable[[str], Any], title: str, rows: list[tuple[str, float, float, float]]) -> None:
    """A warm-route table of `measure()` rows under `title`."""
    out(f"\n{title}\n")
    out(f"{'route':<34}{'p50 ms':>10}{'p95 ms':>10}{'DynamoDB calls':>16}\n")
    for name, p50, p95, calls in rows:
        out(f"{name:<34}{p50:>10.1f}{p95:>10.1f}{calls:>16.1f}\n")


def measure(
    counter: DynamoCounter, routes: Sequence[tuple[Any, ...]], runs: Callable[[str], int]
) -> list[tuple[str, float, float, float]]:
    """Each route `(name, call, expected status[, setup])` called `runs(name)` times (after `setup()` when
    given): (name, p50 ms, p95 ms, mean DynamoDB calls). A route that answers another status stops the bench."""
    rows = []
    for name, call, expected, *rest in routes:
        setup = rest[0] if rest else None
        latencies, calls = [], []
        for _ in range(runs(name)):
            if setup is not None:
                setup()
            before = counter.count
            start = time.perf_counter()
            response = call()
            latencies.append((time.perf_counter() - start) * 1000)
            calls.append(counter.count - before)
            assert response.status_code == expected, (name, response.status_code, response.text)
        rows.append((name, percentile(latencies, 0.5), percentile(latencies, 0.95), statistics.mean(calls)))
    return rows


def warm_requests(
    iterations: int, upload_samples: int = 0, upload_line: list[str] | None = None
) -> list[tuple[str, float, float, float]]:
    """Per route: p50 ms, p95 ms, mean DynamoDB calls. With `upload_samples`, also upload-to-completed of a
    one-page image (bench/documents.py), its summary line put in `upload_line[0]`."""
    import httpx

    from bench import documents

    upload_line = upload_line if upload_line is not None else [""]
    stack = quiet_stack()
    try:
        counter = DynamoCounter(stack)
        signed = Signed(stack)
        http, headers, token, credentials = signed.http, signed.headers, signed.token, signed.credentials
        refresh = [signed.session["refresh_token"]]
        case_body = {"applicant_name": "Bench Applicant", "applicant_cin": "BN123", "borrower_type": "retiree"}
        for _ in range(60):  # enough cases for a third page of 20
            http.post("/v1/cases", json=case_body, headers=headers(token))
        case_id = http.get("/v1/cases", headers=headers(token)).json()["items"][0]["id"]
        key_body = {"name": "Bench integration", "scopes": ["kyc:extract", "cases:read"]}
        key_id = http.post("/v1/api-keys", json=key_body, headers=headers(token)).json()["id"]
        # one fresh key per revocation measured (a second revoke of a key takes the idempotent path, measured apart)
        fresh_keys = [
            http.post("/v1/api-keys", json=key_body, headers=headers(token)).json()["id"] for _ in range(iterations)
        ]
        revoked_id = fresh_keys[0]

        # a flow that drives the workspace's KYC policy: publishing it recompiles the policy in the same transaction
        steps = ["start", "document_capture", "document_capture", "selfie", "manual_review", "end"]
        flow_body = {
            "name": "Bench KYC",
            "country": "MA",
            "nodes": [{"id": f"n{i}", "type": t, "data": {"label": t}} for i, t in enumerate(steps)],
            "edges": [{"id": f"e{i}", "source": f"n{i}", "target": f"n{i + 1}"} for i in range(len(steps) - 1)],
        }
        flow_body["nodes"][2]["data"]["document_type"] = "payslip"
        flow_id = http.post("/v1/flows", json=flow_body, headers=headers(token)).json()["id"]
        http.put(f"/v1/flows/{flow_id}/kyc-policy", headers=headers(token))
        acknowledged = {"allow_manual_steps": True}

        def rotate() -> httpx.Response:
            response = http.post("/v1/auth/refresh", json={"refresh_token": refresh[0]}, headers=headers())
            refresh[0] = response.json()["refresh_token"]
            return response

        base_routes: list[tuple[str, Callable[[], httpx.Response], int]] = [
            ("POST /v1/auth/login", lambda: http.post("/v1/auth/login", json=credentials, headers=headers()), 200),
            ("POST /v1/auth/refresh", rotate, 200),
            ("GET /v1/auth/me", lambda: http.get("/v1/auth/me", headers=headers(token)), 200),
            ("POST /v1/cases", lambda: http.post("/v1/cases", json=case_body, headers=headers(token)), 201),
            ("GET /v1/cases", lambda: http.get("/v1/cases", headers=headers(token)), 200),
            (
                "GET /v1/cases?page=3",
                lambda: http.get("/v1/cases", params={"page": 3}, headers=headers(token)),
                200,
            ),
            ("GET /v1/cases/{case_id}", lambda: http.get(f"/v1/cases/{case_id}", headers=headers(token)), 200),
            (
                "PATCH /v1/cases/{case_id}",
                lambda: http.patch(f"/v1/cases/{case_id}", json={"priority": "high"}, headers=headers(token)),
                200,
            ),
            ("POST /v1/api-keys", lambda: http.post("/v1/api-keys", json=key_body, headers=headers(token)), 201),
            ("GET /v1/api-keys", lambda: http.get("/v1/api-keys", headers=headers(token)), 200),
            ("GET /v1/api-keys/{key_id}", lambda: http.get(f"/v1/api-keys/{key_id}", headers=headers(token)), 200),
            (
                "POST /v1/api-keys/{key_id}/revoke",
                lambda: http.post(f"/v1/api-keys/{fresh_keys.pop()}/revoke", headers=headers(token)),
                200,
            ),
            (
                "POST .../revoke (again)",
                lambda: http.post(f"/v1/api-keys/{revoked_id}/revoke", headers=headers(token)),
                200,
            ),
            ("POST /v1/flows", lambda: http.post("/v1/flows", json=flow_body, headers=headers(token)), 201),
            (
                "GET /v1/flows?country&kind",
                lambda: http.get("/v1/flows", params={"country": "MA", "kind": "kyc"}, headers=headers(token)),
                200,
            ),
            ("GET /v1/flows/{id}", lambda: http.get(f"/v1/flows/{flow_id}", headers=headers(token)), 200),
            (
                "PATCH /v1/flows/{id}",
                lambda: http.patch(f"/v1/flows/{flow_id}", json={"name": "Bench KYC 2"}, headers=headers(token)),
                200,
            ),
            (
                "POST /v1/flows/{id}/publish",  # the flow drives the KYC policy: recompiled
                lambda: http.post(f"/v1/flows/{flow_id}/publish", json=acknowledged, headers=headers(token)),
                200,
            ),
            ("GET /v1/flows/kyc-policy", lambda: http.get("/v1/flows/kyc-policy", headers=headers(token)), 200),
        ]
        routes: list[tuple[str, Callable[[], httpx.Response], int, Callable[[], Any] | None]] = [
            (name, call, expected, None) for name, call, expected in base_routes
        ]
        routes += documents.routes(http, headers, token)
        # argon2id is slow by design: fewer logins
        rows = measure(counter, routes, lambda name: max(10, iterations // 5) if "login" in name else iterations)
        if upload_samples:
            upload_line[0] = documents.summary(*documents.upload_to_completed(http, headers, token, upload_samples))
        http.close()
        return rows
    finally:
        stack.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=7, help="fresh processes per cold import")
    parser.add_argument("--iterations", type=int, default=100, help="requests per route")
    parser.add_argument("--bank-samples", type=int, default=500, help="connection ids simulated and analysed")
    parser.add_argument("--uploads", type=int, default=10, help="one-page image uploads timed to completed")
    parser.add_argument("--only-warm", action="store_true", help="skip the cold imports")
    args = parser.parse_args(argv)
    out = sys.stdout.write
    out(f"Python {sys.version.split()[0]}\n\n")
    if not args.only_warm:
        out(f"Cold import of the handler module ({args.samples} fresh processes)\n")
        out(f"{'function':<20}{'median ms':>12}{'min ms':>10}{'max ms':>10}{'x ref':>8}\n")
        for function_id, median, low, high, ratio in cold_imports(args.samples):
            out(f"{function_id:<20}{median * 1000:>12.1f}{low * 1000:>10.1f}{high * 1000:>10.1f}{ratio:>8.2f}\n")
    out(f"\nWarm requests over HTTP on the local stack ({args.iterations} per route; login fewer)\n")
    out(f"{'route':<38}{'p50 ms':>10}{'p95 ms':>10}{'DynamoDB calls':>16}\n")
    upload_line = [""]
    for name, p50, p95, calls in warm_requests(args.iterations, args.uploads, upload_line):
        out(f"{name:<38}{p50:>10.1f}{p95:>10.1f}{calls:>16.1f}\n")
    if upload_line[0]:
        out(f"\nDocuments on the local stack: {upload_line[0]}\n")
    # bench/bank.py in a process of its own: it starts a local stack of its own, and one process holds one
    # (the stack points the process's AWS clients at its moto server)
    bank = [sys.executable, "-m", "bench.bank", "--samples", str(args.bank_samples)]
    bank += ["--iterations", str(args.iterations), "--no-header"]
    out(subprocess.run(bank, cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    scoring = [sys.executable, "-m", "bench.scoring", "--iterations", str(args.iterations), "--no-header"]
    out(subprocess.run(scoring, cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
