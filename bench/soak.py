"""Soak the local stack as a team would use it: many cases, steady traffic from many clients.

    python -m bench.soak [--duration 600] [--clients 20] [--rate 1000] [--preload 10000] [--pool-size 2]

Starts `python -m local.stack` (seeded, free ports) in a subprocess, creates `--preload` cases in the demo
workspace through the API (20 at a time, each request from its own address, so the per-address rate limit
is not what is measured), then runs `--clients` clients for `--duration` seconds at `--rate` requests per
minute in all (each client from its own address, at rate/clients per minute, under the limit of 100):
a mix of list pages, case reads, creates, updates and /v1/auth/me. It samples the memory (RSS) of the stack
process and of the stack with its function processes, then stops the stack with SIGINT.

Prints the preload's rate, overall and for its first and last 1,000 cases with the stack process's CPU time per
case for each (the same at the end as at the start: a case costs no more with 10,000 in the table; the rate also
moves with whatever else the machine runs), then requests, statuses, errors (5xx, connection resets, timeouts),
p50/p95 latency (overall and per route) and RSS at start (after the preload), end and peak, and the stack process's
growth per 1,000 requests. Exits 1 on any 5xx or error, if the stack process's peak RSS is above --max-rss-mb, or
if it grew by more than --max-growth-mb during the soak (memory must stay flat under use: the cases created are
what may add to it). The function processes (a dozen Python interpreters, each its own FastAPI app) are reported,
RSS and PSS, not bounded.

The preload goes through the API like any client's creates (authentication, rate limit, the case transaction, the
event sent to WebhookQueue and dispatched): the stack process, moto's DynamoDB behind one lock with the API front
and the SQS pollers, is what limits its rate (~25 ms of its CPU per case; ~25/s on two cores shared with other
work, 10,000 cases in 6-7 minutes). Creating the cases through casefile's services instead, straight to the moto
endpoint, is no faster in all: the webhook dispatcher then has every event still to handle when the soak would start.

The stack runs with --ephemeral: its data is not saved (local/snapshot.py is not what is measured).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
READY = "Casefile local stack ready at"
CASE = {"applicant_name": "Soak Applicant", "applicant_cin": "SK123456", "borrower_type": "retiree"}
_LOGIN = re.compile(r"login: (\S+) / (\S+) \((\w+)\)")


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def pss_kb(pid: int) -> int:
    """Proportional set size: shared pages (the interpreter, libraries) counted once across processes."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) the process has used so far, 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def descendants(pid: int) -> list[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [child for child, ppid in parents.items() if ppid == parent]
        found += kids
        frontier += kids
    return found


@dataclass
class Memory:
    """RSS samples (MB) of the stack process alone and of the stack with its function processes (RSS, and PSS:
    pages shared between processes counted once)."""

    pid: int
    samples: list[tuple[float, float, float, float]] = field(default_factory=list)  # (time, stack, total, pss)
    _stop: threading.Event = field(default_factory=threading.Event)

    def sample(self) -> tuple[float, float]:
        processes = [self.pid, *descendants(self.pid)]
        stack = rss_kb(self.pid) / 1024
        total = stack + sum(rss_kb(p) for p in processes[1:]) / 1024
        pss = sum(pss_kb(p) for p in processes) / 1024
        self.samples.append((time.monotonic(), stack, total, pss))
        return stack, total

    def run(self, every: float = 2.0) -> None:
        while not self._stop.wait(every):
            self.sample()

    def start(self) -> Memory:
        threading.Thread(target=self.run, daemon=True).start()
        return self

    def stop(self) -> None:
        self._stop.set()


class Stack:
    """`python -m local.stack` in a subprocess, with its seeded logins (`env`: more variables for the stack)."""

    def __init__(self, pool_size: int, log_path: Path, env: dict[str, str] | None = None) -> None:
        self.state_file = log_path.with_suffix(".json")
        command = [sys.executable, "-m", "local.stack", "--port", "0", "--moto-port", "0"]
        command += ["--state-file", str(self.state_file), "--pool-size", str(pool_size), "--ephemeral"]
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("AWS_")},
            "POWERTOOLS_LOG_LEVEL": "WARNING",  # the functions' INFO lines would be most of the output
            **(env or {}),  # e.g. CASEFILE_LOCAL_WARM=0: start only the functions the traffic calls
        }
        self.log_path = log_path
        with open(log_path, "wb") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 120
        while READY not in (text := log_path.read_text(errors="replace")):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the local stack did not start:\n{text[-3000:]}")
            time.sleep(0.1)
        self.api_url = text.split(READY, 1)[1].split()[0]
        self.logins = {role: (email, password) for email, password, role in _LOGIN.findall(text)}

    def stop(self) -> float:
        started = time.monotonic()
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return float("inf")
        return time.monotonic() - started


def address(n: int, network: int = 10) -> str:
    return f"{network}.{(n >> 16) & 255}.{(n >> 8) & 255}.{n & 255}"


@dataclass
class Results:
    statuses: Counter[int] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    latencies: list[float] = field(default_factory=list)
    by_route: Counter[str] = field(default_factory=Counter)
    route_latencies: dict[str, list[float]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, route: str, status: int | None, seconds: float, error: str | None = None) -> None:
        with self.lock:
            self.by_route[route] += 1
            if error:
                self.errors[error] += 1
            else:
                self.statuses[int(status or 0)] += 1
                self.latencies.append(seconds * 1000)
                self.route_latencies.setdefault(route, []).append(seconds * 1000)

    @property
    def requests(self) -> int:
        return sum(self.by_route.values())

    @property
    def server_errors(self) -> int:
        return sum(n for status, n in self.statuses.items() if status >= 500)

    def percentile(self, fraction: float, route: str | None = None) -> float:
        ordered = sorted(self.latencies if route is None else self.route_latencies.get(route, []))
        return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else 0.0


class Client:
    """One API client (one address) of the demo workspace's admin."""

    def __init__(self, api_url: str, credentials: tuple[str, str], ip: str, results: Results) -> None:
        self.http = httpx.Client(base_url=api_url, timeout=30, trust_env=False, headers={"X-Forwarded-For": ip})
        self.credentials = {"email": credentials[0], "password": credentials[1]}
        self.results = results
        self.token = ""
        self.case_ids: list[str] = []

    def call(self, route: str, method: str, path: str, **kwargs: Any) -> httpx.Response | None:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        start = time.perf_counter()
        try:
            response = self.http.request(method, path, headers=headers, **kwargs)
        except httpx.HTTPError as exc:
            self.results.record(route, None, time.perf_counter() - start, f"{type(exc).__name__}: {exc}"[:120])
            return None
        self.results.record(route, response.status_code, time.perf_counter() - start)
        return response

    def login(self) -> None:
        response = self.call("POST /v1/auth/login", "POST", "/v1/auth/login", json=self.credentials)
        if response is not None and response.status_code == 200:
            self.token = response.json()["access_token"]

    def step(self, rng: random.Random) -> None:
        if not self.token:
            return self.login()
        roll = rng.random()
        response: httpx.Response | None = None
        if roll < 0.45:
            response = self.call(
                "GET /v1/cases", "GET", "/v1/cases", params={"page": rng.randint(1, 5), "page_size": 20}
            )
            if response is not None and response.status_code == 200:
                self.case_ids = [c["id"] for c in response.json()["items"]] or self.case_ids
        elif roll < 0.65 and self.case_ids:
            self.call("GET /v1/cases/{id}", "GET", f"/v1/cases/{rng.choice(self.case_ids)}")
        elif roll < 0.80:
            response = self.call("POST /v1/cases", "POST", "/v1/cases", json=CASE)
            if response is not None and response.status_code == 201:
                self.case_ids.append(response.json()["id"])
        elif roll < 0.95 and self.case_ids:
            body = {"priority": rng.choice(["low", "medium", "high"])}
            self.call("PATCH /v1/cases/{id}", "PATCH", f"/v1/cases/{rng.choice(self.case_ids)}", json=body)
        else:
            response = self.call("GET /v1/auth/me", "GET", "/v1/auth/me")
        if response is not None and response.status_code == 401:  # expired token: log in again
            self.token = ""
        return None


def preload(
    stack: Stack,
    credentials: tuple[str, str],
    count: int,
    workers: int = 20,
    done_at: list[tuple[float, float]] | None = None,
) -> tuple[int, float]:
    """Create `count` cases through the API, each request from its own address. Returns (created, seconds);
    `done_at` receives, as each case is created, the time (time.monotonic()) and the CPU seconds the stack process
    has used."""
    if count <= 0:
        return 0, 0.0
    results = Results()
    token_client = Client(stack.api_url, credentials, address(1, 172), results)
    token_client.login()
    headers = {"Authorization": f"Bearer {token_client.token}"}
    started = time.monotonic()
    created = Counter[int]()

    def create(n: int) -> None:
        for _ in range(3):
            try:
                response = http.post("/v1/cases", json=CASE, headers={**headers, "X-Forwarded-For": address(n, 11)})
            except httpx.HTTPError:
                continue
            created[response.status_code] += 1
            if done_at is not None and response.status_code == 201:
                done_at.append((time.monotonic(), cpu_seconds(stack.process.pid)))
            return

    with (
        httpx.Client(base_url=stack.api_url, timeout=60, trust_env=False) as http,
        ThreadPoolExecutor(max_workers=workers) as pool,
    ):
        list(pool.map(create, range(count)))
    if set(created) != {201}:
        print(f"preload statuses: {dict(created)}", file=sys.stderr)
    return created[201], time.monotonic() - started


def pace(done_at: list[tuple[float, float]], block: int = 1000) -> str:
    """The preload's first and last `block` cases: the rate they were created at (which the machine's other work
    moves) and the stack process's CPU time per case (which it does not): the same at 10,000 cases as at none when
    a case's cost does not grow with the data (creates once slowed from 5.7/s to 2.6/s past 6,800)."""
    if len(done_at) < 2 * block:
        return ""
    ordered = sorted(done_at)

    def figures(part: list[tuple[float, float]]) -> str:
        (start, cpu_start), (end, cpu_end) = part[0], part[-1]
        rate = (len(part) - 1) / max(end - start, 1e-9)
        return f"{rate:.0f}/s, {(cpu_end - cpu_start) * 1000 / (len(part) - 1):.0f} ms of stack CPU each"

    return f"; first {block:,}: {figures(ordered[:block])}; last {block:,}: {figures(ordered[-block:])}"


def soak(stack: Stack, duration: float, clients: int, rate: float, seed: int = 7) -> tuple[Results, float]:
    """`clients` clients for `duration` s at `rate` requests/min in all. Returns (results, seconds)."""
    results = Results()
    credentials = stack.logins["tenant_admin"]
    interval = 60.0 * clients / rate  # seconds between two requests of one client
    started = time.monotonic()
    stop_at = started + duration

    def run(n: int) -> None:
        rng = random.Random(seed * 1000 + n)
        client = Client(stack.api_url, credentials, address(n + 1, 10), results)
        next_at = started + rng.random() * interval  # spread the clients over one interval
        while True:
            now = time.monotonic()
            if next_at >= stop_at or now >= stop_at:  # a stack that cannot keep up does not extend the soak
                break
            if next_at > now:
                time.sleep(next_at - now)
            client.step(rng)
            next_at += interval
        client.http.close()

    threads = [threading.Thread(target=run, args=(n,), daemon=True) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results, time.monotonic() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=float, default=600, help="seconds of traffic (default 600)")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--rate", type=float, default=1000, help="requests per minute, all clients together")
    parser.add_argument("--preload", type=int, default=10_000, help="cases created before the soak")
    parser.add_argument("--pool-size", type=int, default=2, help="processes per function (local.stack)")
    parser.add_argument("--max-rss-mb", type=float, default=600, help="fail above this peak RSS of the stack process")
    parser.add_argument(
        "--max-growth-mb",
        type=float,
        default=150,
        help="fail if the stack process grows by more during the soak (the ~1,500 cases it creates in 10 minutes "
        "and their events are kept: ~6 MB per 1,000 requests, which tracemalloc finds in those items and their index "
        "entries; it was ~93 MB per 1,000 requests while moto kept every object)",
    )
    args = parser.parse_args(argv)
    out = sys.stdout.write

    log = Path(tempfile.mkdtemp(prefix="casefile-soak-")) / "stack.log"
    stack = Stack(args.pool_size, log)
    memory = Memory(stack.process.pid)
    try:
        memory.start()
        out(f"stack: pid {stack.process.pid}, log {log}\n")
        done_at: list[tuple[float, float]] = []
        created, seconds = preload(stack, stack.logins["tenant_admin"], args.preload, done_at=done_at)
        out(f"preload: {created} cases in {seconds:.0f} s ({created / max(seconds, 1e-9):.0f}/s{pace(done_at)})\n")
        start_stack, start_total = memory.sample()
        results, elapsed = soak(stack, args.duration, args.clients, args.rate)
        end_stack, end_total = memory.sample()
    finally:
        memory.stop()
        stop_seconds = stack.stop()
    peak_stack = max(s[1] for s in memory.samples)
    peak_total = max(s[2] for s in memory.samples)
    pss_end = memory.samples[-1][3]
    peak_pss = max(s[3] for s in memory.samples)
    out(f"soak: {args.clients} clients, {elapsed:.0f} s, target {args.rate:.0f} req/min\n")
    out(f"requests: {results.requests} ({results.requests * 60 / elapsed:.0f}/min)\n")
    out(f"by route: {dict(sorted(results.by_route.items()))}\n")
    out(f"statuses: {dict(sorted(results.statuses.items()))}\n")
    out(f"5xx: {results.server_errors}, errors (resets, timeouts): {sum(results.errors.values())}\n")
    for error, n in results.errors.most_common(5):
        out(f"  {n} x {error}\n")
    out(f"latency ms: p50 {results.percentile(0.5):.0f}, p95 {results.percentile(0.95):.0f}, ")
    out(f"max {max(results.latencies, default=0):.0f}\n")
    for route in sorted(results.route_latencies):
        out(f"  {route}: p50 {results.percentile(0.5, route):.0f}, p95 {results.percentile(0.95, route):.0f}\n")
    growth = end_stack - start_stack
    out(f"RSS MB stack process: start {start_stack:.0f}, end {end_stack:.0f}, peak {peak_stack:.0f}, ")
    out(f"growth {growth:+.0f} ({growth * 1000 / max(results.requests, 1):+.1f} per 1,000 requests)\n")
    out(f"RSS MB stack + function processes: start {start_total:.0f}, end {end_total:.0f}, peak {peak_total:.0f}\n")
    out(f"PSS MB stack + function processes: end {pss_end:.0f}, peak {peak_pss:.0f}\n")
    out(f"stop (SIGINT): {stop_seconds:.1f} s\n")
    summary = {"requests": results.requests, "5xx": results.server_errors, "peak_stack_mb": round(peak_stack)}
    out(json.dumps({**summary, "growth_stack_mb": round(growth), "peak_total_mb": round(peak_total)}) + "\n")
    failed = results.server_errors or results.errors or peak_stack > args.max_rss_mb or growth > args.max_growth_mb
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
