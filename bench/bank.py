"""Bank connections in `make bench` (also `python -m bench.bank`).

1. Simulate and analyse one Sandbox connection, in this process: p50 and p95 over many connection ids
   (every bank code in turn), for the simulation alone, the analysis alone, and both (target: <= 5 ms).
2. Warm requests per bank route over HTTP on the local stack: p50 and p95 latency and the DynamoDB calls each
   request makes (counted at the moto server; they carry over to AWS unchanged). Every request is
   authenticated: 2 of the calls are the rate-limit counter and the session/user/workspace read.
"""

from __future__ import annotations

import argparse
import time
import uuid
from collections.abc import Callable
from datetime import date
from typing import Any

from bench.run import DynamoCounter, Signed, measure, percentile, print_routes, quiet_stack, run_report

SANDBOX = {"X-Service-Environment": "sandbox"}


def simulation_times(samples: int) -> list[tuple[str, float, float]]:
    """(what, p50 ms, p95 ms) over `samples` fresh connection ids."""
    from casefile.domain import bank

    as_of = date(2026, 11, 23)
    codes = bank.BANK_CODES
    months = bank.window(as_of)
    bank.simulated_analysis("warm-up", codes[0], as_of)
    simulate, analyse, both = [], [], []
    for n in range(samples):
        connection_id = str(uuid.UUID(int=n * 7_919 + 1))
        start = time.perf_counter()
        transactions = bank.simulate(connection_id, codes[n % len(codes)], as_of)
        middle = time.perf_counter()
        bank.analyse(transactions, months)
        end = time.perf_counter()
        simulate.append((middle - start) * 1000)
        analyse.append((end - middle) * 1000)
        both.append((end - start) * 1000)
    return [
        (name, percentile(values, 0.5), percentile(values, 0.95))
        for name, values in (("simulate", simulate), ("analyse", analyse), ("simulate + analyse", both))
    ]


def warm_requests(iterations: int) -> list[tuple[str, float, float, float]]:

    stack = quiet_stack()
    try:
        counter = DynamoCounter(stack)
        signed = Signed(stack)
        http, headers, token = signed.http, signed.headers, signed.token
        case_body = {"applicant_name": "Bench Applicant", "applicant_cin": "BN123", "borrower_type": "retiree"}
        case_id = http.post("/v1/cases", json=case_body, headers=headers(token)).json()["id"]
        connect_body = {"case_id": case_id, "bank_code": "sandbox_risky"}
        connection = http.post("/v1/bank-connections", json=connect_body, headers=headers(token, SANDBOX)).json()
        url = f"/v1/bank-connections/{connection['id']}"
        gone = http.post("/v1/bank-connections", json=connect_body, headers=headers(token, SANDBOX)).json()

        routes: list[tuple[str, Callable[[], Any], int]] = [
            (
                "POST /v1/bank-connections",
                lambda: http.post("/v1/bank-connections", json=connect_body, headers=headers(token, SANDBOX)),
                201,
            ),
            ("GET /v1/bank-connections", lambda: http.get("/v1/bank-connections", headers=headers(token)), 200),
            (
                "GET /v1/bank-connections?case_id",
                lambda: http.get("/v1/bank-connections", params={"case_id": case_id}, headers=headers(token)),
                200,
            ),
            (
                "GET /v1/bank-connections/banks",
                lambda: http.get("/v1/bank-connections/banks", headers=headers(token)),
                200,
            ),
            ("GET .../{connection_id}", lambda: http.get(url, headers=headers(token)), 200),
            ("POST .../refresh", lambda: http.post(url + "/refresh", headers=headers(token, SANDBOX)), 200),
            ("GET .../analysis", lambda: http.get(url + "/analysis", headers=headers(token, SANDBOX)), 200),
            ("GET .../transactions", lambda: http.get(url + "/transactions", headers=headers(token, SANDBOX)), 200),
            (
                "DELETE .../{connection_id}",
                lambda: http.delete(f"/v1/bank-connections/{gone['id']}", headers=headers(token)),
                200,
            ),
        ]
        rows = measure(counter, routes, lambda name: iterations)
        http.close()
        return rows
    finally:
        stack.stop()


def report(out: Callable[[str], Any], *, samples: int, iterations: int) -> None:
    """The bank sections of `make bench`."""
    out(f"\nBank: simulate and analyse one Sandbox connection ({samples} connection ids; target <= 5 ms)\n")
    out(f"{'step':<30}{'p50 ms':>10}{'p95 ms':>10}\n")
    for name, p50, p95 in simulation_times(samples):
        out(f"{name:<30}{p50:>10.2f}{p95:>10.2f}\n")
    title = f"Bank routes: warm requests over HTTP on the local stack ({iterations} per route)"
    print_routes(out, title, warm_requests(iterations))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=500, help="connection ids simulated and analysed")
    parser.add_argument("--iterations", type=int, default=50, help="requests per bank route")
    return run_report(parser, report, argv)


if __name__ == "__main__":
    raise SystemExit(main())
