"""Scoring in `make bench` (also `python -m bench.scoring`).

1. The engine (casefile.domain.scoring.score_case) in this process over many synthetic cases: p50, p95 and
   mean per case (target: <= 1 ms). The inputs (merged fields, documents, a simulated bank analysis of every
   Sandbox profile) are built before timing: the engine's own time, as the score route pays it.
2. Warm requests over HTTP on the local stack: POST /v1/cases/{id}/score (a case with a connected account
   that stays in review, so it can be rescored) and every policy route: p50, p95 and the DynamoDB calls per
   request (counted at the moto server). Every request is authenticated: 2 of the calls are the rate-limit
   counter and the session/user/workspace read.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import uuid
from collections.abc import Callable
from datetime import date
from typing import Any

from bench.run import DynamoCounter, Signed, measure, percentile, print_routes, quiet_stack, run_report

SANDBOX = {"X-Service-Environment": "sandbox"}
POLICY = {
    "name": "Bench policy",
    "weights": {"income_stability": 1, "debt_ratio": 1, "bank_behaviour": 1, "documents": 1},
    "approve_threshold": 70,
    "refuse_threshold": 40,
    "dti_cap_pct": 40,
}


def synthetic_inputs(count: int) -> list[Any]:
    from casefile.domain import bank
    from casefile.domain import scoring as engine

    rng = random.Random(11)
    analyses = [
        bank.simulated_analysis(str(uuid.UUID(int=n + 1)), code, date(2026, 11, 1))[1]
        for n in range(4)
        for code in bank.BANK_CODES
    ]
    borrowers = sorted(engine.TERMS)
    out = []
    for n in range(count):
        fields = [
            {
                "field_name": "net_salary",
                "value": rng.uniform(3000, 30000),
                "source_document_id": "p",
                "validation_status": "valid",
            },
            {
                "field_name": "contract_type",
                "value": rng.choice(["CDI", "CDD", "ANAPEC"]),
                "source_document_id": "p",
                "validation_status": "valid",
            },
            {
                "field_name": "hire_date",
                "value": f"{rng.randint(1995, 2026)}-0{rng.randint(1, 9)}-15",
                "source_document_id": "p",
                "validation_status": "valid",
            },
            {
                "field_name": "employer",
                "value": "TGR MIN EDUCATION NATIONALE",
                "source_document_id": "p",
                "validation_status": "valid",
            },
        ]
        documents = [{"id": "p", "document_type": "payslip", "status": "completed"}]
        if n % 2:
            documents.append({"id": "c", "document_type": "cin_front", "status": "completed"})
        accounts = [{"connection_id": f"c{n}", "analysis": rng.choice(analyses)}] if n % 5 else []
        conflicts = (
            [{"field_name": "net_salary", "values": [{"source_document_id": "p"}, {"source_document_id": "q"}]}]
            if n % 13 == 0
            else []
        )
        out.append(
            engine.Inputs(
                case={"borrower_type": borrowers[n % len(borrowers)], "status": "new"},
                fields=fields,
                conflicts=conflicts,
                documents=documents,
                analyses=accounts,
            )
        )
    return out


def engine_times(count: int) -> tuple[float, float, float]:
    """(p50, p95, mean) ms per case over `count` synthetic cases, with the default policy."""
    from casefile.domain import scoring as engine

    inputs = synthetic_inputs(count)
    policy = {**engine.DEFAULT_POLICY, "require_cnss": True, "require_domiciliation": True}
    today = date(2026, 11, 23)
    engine.score_case(inputs[0], policy, today)  # warm-up
    times = []
    for case in inputs:
        start = time.perf_counter()
        scored = engine.score_case(case, policy, today)
        engine.insight(scored, case.case["borrower_type"], "Default", 1, "fr")
        times.append((time.perf_counter() - start) * 1000)
    return percentile(times, 0.5), percentile(times, 0.95), statistics.mean(times)


def warm_requests(iterations: int) -> list[tuple[str, float, float, float]]:

    stack = quiet_stack()
    try:
        counter = DynamoCounter(stack)
        signed = Signed(stack)
        http, headers, token = signed.http, signed.headers, signed.token
        case_body = {"applicant_name": "Bench Applicant", "applicant_cin": "BN123", "borrower_type": "retiree"}
        case_id = http.post("/v1/cases", json=case_body, headers=headers(token, SANDBOX)).json()["id"]
        connect_body = {"case_id": case_id, "bank_code": "sandbox_good"}  # no identity document: stays in review
        http.post("/v1/bank-connections", json=connect_body, headers=headers(token, SANDBOX))
        policy_id = http.post("/v1/scoring/policies", json=POLICY, headers=headers(token)).json()["id"]
        spares = [
            http.post("/v1/scoring/policies", json=POLICY, headers=headers(token)).json()["id"]
            for _ in range(iterations)
        ]
        activations = [policy_id, spares[0]]
        url = f"/v1/scoring/policies/{policy_id}"

        def activate() -> Any:
            activations.reverse()  # two policies take turns: every activation switches the pointer
            return http.post(f"/v1/scoring/policies/{activations[0]}/activate", headers=headers(token))

        routes: list[tuple[str, Callable[[], Any], int]] = [
            ("POST /v1/cases/{id}/score", lambda: http.post(f"/v1/cases/{case_id}/score", headers=headers(token)), 200),
            ("GET /v1/cases/{id} (scored)", lambda: http.get(f"/v1/cases/{case_id}", headers=headers(token)), 200),
            (
                "POST /v1/scoring/policies",
                lambda: http.post("/v1/scoring/policies", json=POLICY, headers=headers(token)),
                201,
            ),
            ("GET /v1/scoring/policies", lambda: http.get("/v1/scoring/policies", headers=headers(token)), 200),
            ("GET .../policies/{id}", lambda: http.get(url, headers=headers(token)), 200),
            (
                "GET .../policies/{id}?version=1",
                lambda: http.get(url, params={"version": 1}, headers=headers(token)),
                200,
            ),
            (
                "PATCH .../policies/{id}",
                lambda: http.patch(url, json={"approve_threshold": 71}, headers=headers(token)),
                200,
            ),
            ("POST .../{id}/activate", activate, 200),
            (
                "DELETE .../policies/{id}",
                lambda: http.delete(f"/v1/scoring/policies/{spares.pop()}", headers=headers(token)),
                204,
            ),
        ]
        rows = measure(counter, routes, lambda name: iterations - 1 if "DELETE" in name else iterations)
        http.close()
        return rows
    finally:
        stack.stop()


def report(out: Callable[[str], Any], *, cases: int, iterations: int) -> None:
    """The scoring sections of `make bench`."""
    p50, p95, mean = engine_times(cases)
    out(f"\nScoring engine: one case, in process ({cases} synthetic cases; target <= 1 ms)\n")
    out(f"{'p50 ms':>10}{'p95 ms':>10}{'mean ms':>10}\n{p50:>10.3f}{p95:>10.3f}{mean:>10.3f}\n")
    title = f"Scoring routes: warm requests over HTTP on the local stack ({iterations} per route)"
    print_routes(out, title, warm_requests(iterations))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=5000, help="synthetic cases scored by the engine")
    parser.add_argument("--iterations", type=int, default=50, help="requests per route")
    return run_report(parser, report, argv)


if __name__ == "__main__":
    raise SystemExit(main())
