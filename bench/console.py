"""`make bench-console`: the web console's budgets.

1. JavaScript shipped for the first screen, gzipped (level 9, what a CDN serves at best): every script the built
   index.html loads (its module entry and any modulepreload), against the budget of 250 KB.
2. The inbox of 1,000 cases shows its first page within 1 s of sign-in, on the local stack: a workspace with 1,000
   cases (created over HTTP), Debian's chromium (Playwright) signs in; timed from the click on "Sign in" to the
   first row of the inbox on screen (the login, /v1/cases, the render). Median of 5 sign-ins.

`python -m bench.console [--cases 1000] [--runs 5] [--bundle-only]`; exits 1 when a budget is exceeded.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "console" / "dist"
JS_BUDGET_BYTES = 250 * 1024
INBOX_BUDGET_SECONDS = 1.0
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def first_screen_js() -> dict[str, tuple[int, int]]:
    """{file: (bytes, gzipped bytes)} of the scripts index.html loads."""
    html = (DIST / "index.html").read_text(encoding="utf-8")
    sources = re.findall(r'<script[^>]+src="([^"]+)"', html) + re.findall(
        r'<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"', html
    )
    sizes = {}
    for src in sources:
        data = (DIST / src.lstrip("/")).read_bytes()
        sizes[src] = (len(data), len(gzip.compress(data, compresslevel=9)))
    return sizes


def start_stack(workdir: Path) -> tuple[subprocess.Popen[bytes], dict[str, Any]]:
    state_file = workdir / "state.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    command = [sys.executable, "-m", "local.stack", "--port", "0", "--moto-port", "0", "--no-seed"]
    log = open(workdir / "stack.log", "wb")  # noqa: SIM115 - closed with the process
    command += ["--state-file", str(state_file)]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if "Casefile local stack ready at" in (workdir / "stack.log").read_text(errors="replace"):
            state = json.loads(state_file.read_text())
            state["state_file"] = str(state_file)
            return process, state
        if process.poll() is not None:
            break
        time.sleep(0.2)
    process.terminate()
    raise SystemExit(f"the local stack did not start:\n{(workdir / 'stack.log').read_text()[-3000:]}")


def admin(state: dict[str, Any], *args: str) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env["CASEFILE_LOCAL_STATE"] = state["state_file"]
    command = [sys.executable, "-m", "casefile.cli", "admin", *args]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return dict(json.loads(done.stdout))


def create_cases(api_url: str, email: str, password: str, count: int) -> float:
    """`count` cases over HTTP, 8 at a time; each request from its own address (the per-IP rate limit)."""
    token = httpx.post(f"{api_url}/v1/auth/login", json={"email": email, "password": password}, timeout=60).json()
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    started = time.monotonic()

    def create(i: int) -> None:
        body = {
            "applicant_name": f"Applicant {i:04d}",
            "applicant_cin": f"BK{100000 + i}",
            "borrower_type": "private_sector",
            "priority": ("low", "medium", "high", "urgent")[i % 4],
        }
        # each request from its own address; the same Idempotency-Key on a retry, so a case is never made twice
        ip = {"X-Forwarded-For": f"198.18.{i // 250}.{i % 250 + 1}", "Idempotency-Key": f"bench-console-{i}"}
        problem = ""
        for _ in range(5):
            try:
                answer = httpx.post(f"{api_url}/v1/cases", json=body, headers={**headers, **ip}, timeout=180)
            except httpx.TransportError as exc:
                problem = repr(exc)
                continue
            if answer.status_code == 201:
                return
            problem = f"{answer.status_code} {answer.text}"
            time.sleep(1)
        raise RuntimeError(f"case {i}: {problem}")

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(create, range(count)))
    return time.monotonic() - started


def time_inbox(api_url: str, email: str, password: str, runs: int, expected_total: int) -> list[float]:
    from playwright.sync_api import expect, sync_playwright

    timings = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for run in range(runs):
            context = browser.new_context(base_url=api_url, locale="en-GB", viewport={"width": 1440, "height": 900})
            # no request interception (it would add its own round trips): a few sign-ins stay far below the per-IP limit
            page = context.new_page()
            page.goto("/")
            page.get_by_label("Email").fill(email)
            page.get_by_label("Password").fill(password)
            started = time.perf_counter()
            page.get_by_role("button", name="Sign in").click()
            page.locator("table tbody tr").first.wait_for(timeout=30_000)
            timings.append(time.perf_counter() - started)
            expect(page.get_by_text(f"({expected_total} in all)")).to_be_visible()
            # where the time went: the API calls as the browser timed them (Resource Timing)
            calls = page.evaluate(
                "() => performance.getEntriesByType('resource').filter(e => e.name.includes('/v1/'))"
                ".map(e => [new URL(e.name).pathname, Math.round(e.duration)])"
            )
            print(f"  run {run + 1}: {timings[-1] * 1000:.0f} ms; API calls (ms): {calls}")
            context.close()
        browser.close()
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle-only", action="store_true")
    args = parser.parse_args()
    ok = True

    if not (DIST / "index.html").is_file():
        print("console/dist is missing: run `make console` first", file=sys.stderr)
        return 1
    sizes = first_screen_js()
    total_gz = sum(gz for _, gz in sizes.values())
    for src, (raw, gz) in sizes.items():
        print(f"js  {src}: {raw / 1024:.1f} KB, {gz / 1024:.1f} KB gzipped")
    verdict = "ok" if total_gz <= JS_BUDGET_BYTES else "OVER BUDGET"
    print(f"first-screen JavaScript: {total_gz / 1024:.1f} KB gzipped (budget {JS_BUDGET_BYTES // 1024} KB): {verdict}")
    ok &= total_gz <= JS_BUDGET_BYTES
    if args.bundle_only:
        return 0 if ok else 1

    with tempfile.TemporaryDirectory(prefix="casefile-bench-console-") as tmp:
        process, state = start_stack(Path(tmp))
        try:
            tag = secrets.token_hex(4)
            email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
            admin(state, "create-workspace", "--name", f"Bench {tag}", "--admin-email", email, "--password", password)
            seconds = create_cases(state["api_url"], email, password, args.cases)
            print(f"{args.cases} cases created over HTTP in {seconds:.1f} s")
            timings = time_inbox(state["api_url"], email, password, args.runs, args.cases)
        finally:
            process.terminate()
            process.wait(timeout=30)
    median = statistics.median(timings)
    verdict = "ok" if median <= INBOX_BUDGET_SECONDS else "OVER BUDGET"
    shown = ", ".join(f"{t * 1000:.0f}" for t in timings)
    print(f"sign-in to the inbox's first page ({args.cases} cases): median {median * 1000:.0f} ms [{shown}] "
          f"(budget {INBOX_BUDGET_SECONDS * 1000:.0f} ms): {verdict}")  # fmt: skip
    ok &= median <= INBOX_BUDGET_SECONDS
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
