"""`make bench-webhooks`: how fast events reach a receiver, and what one dispatcher delivers.

1. Deliveries per second of one dispatcher: the webhook_dispatcher handler in this process against moto's
   in-process mock (moto's transactions patched as the local stack patches them), a receiver on 127.0.0.1
   with three endpoints, N events handed over in SQS batches of 10; every delivery is checked at the
   receiver after the timing (each webhook-id once per endpoint, none missing, each signature verified with the
   `standardwebhooks` library against its endpoint's secret). tests/integration/test_webhook_delivery.py runs
   the same burst small; this is its large version (1,000 events, 3,000 deliveries).
2. Commit-to-receipt latency on the local stack (moto server, API front, each function in its own process,
   the SQS poller feeding the dispatcher): cases created one at a time over HTTP, each timed from its
   `created_at` (the moment before the commit) to the receiver getting its `case.created`; p50 and p95.

moto is far slower than DynamoDB and everything shares this machine's cores: read the figures as a floor.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
import warnings
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


class Receiver:
    """Records (receive time, path, webhook-id, body) of every POST, and its headers; answers 204."""

    def __init__(self) -> None:
        self.received: list[tuple[float, str, str, bytes]] = []
        self.headers: list[dict[str, str]] = []  # in the order of `received`
        headers = self.headers
        lock = threading.Lock()
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                with lock:
                    received.append((time.time(), self.path, self.headers.get("webhook-id", ""), body))
                    headers.append(dict(self.headers.items()))
                self.send_response(204)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_port}{path}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def dispatcher_throughput(events: int, endpoints: int = 3) -> tuple[int, float]:
    """(deliveries, seconds) for `events` events to `endpoints` endpoints through one dispatcher."""
    from moto import mock_aws

    from casefile import clock
    from casefile.models.webhooks import WebhookCreate
    from casefile.services import webhooks
    from casefile.settings import reset_settings
    from casefile.store.aws import reset_clients
    from casefile.store.dynamo import to_dynamo
    from casefile.store.entities import EVENT
    from local.lambda_runtime import LambdaRuntime
    from local.moto_server import patch_transactions
    from local.resources import create_resources
    from local.template import load_template

    saved = dict(os.environ)
    receiver = Receiver()
    try:
        os.environ.update(
            {
                "AWS_DEFAULT_REGION": "us-east-1",
                "AWS_ACCESS_KEY_ID": "bench",
                "AWS_SECRET_ACCESS_KEY": "bench",
                "POWERTOOLS_LOG_LEVEL": "WARNING",
                "POWERTOOLS_TRACE_DISABLED": "true",
                "POWERTOOLS_METRICS_DISABLED": "true",
            }
        )
        os.environ.pop("AWS_ENDPOINT_URL", None)
        patch_transactions()
        with mock_aws():
            reset_clients()
            template = load_template(ROOT / "template.yaml")
            resources = create_resources(template)
            os.environ.update({**resources.globals_env(), "JWT_SECRET": "bench", "WEBHOOK_ALLOW_LOOPBACK": "true"})
            reset_settings()
            tenant_id = clock.new_id()
            principal: Any = SimpleNamespace(tenant_id=tenant_id)
            paths = [f"/endpoint-{n}" for n in range(endpoints)]
            endpoint_secrets: dict[str, str] = {}
            for path in paths:
                wanted = WebhookCreate(url=receiver.url(path), events="case.created")
                endpoint_secrets[path] = webhooks.create_endpoint(principal, wanted).secret
            records = []
            import boto3

            client, table = boto3.client("dynamodb"), resources.table_name("MainTable")
            batch = []
            for _ in range(events):
                event = {
                    "id": clock.new_id(),
                    "tenant_id": tenant_id,
                    "type": "case.created",
                    "environment": "sandbox",
                    "created_at": clock.now_iso(),
                    "data": {"id": clock.new_id(), "tenant_id": tenant_id, "status": "new"},
                }
                batch.append({"PutRequest": {"Item": to_dynamo(EVENT.item(event))}})
                if len(batch) == 25:
                    client.batch_write_item(RequestItems={table: batch})
                    batch = []
                body = {"tenant_id": tenant_id, "event_id": event["id"], "type": event["type"], "token": "bench"}
                records.append({"messageId": clock.new_id(), "body": json.dumps(body), "attributes": {}})
            if batch:
                client.batch_write_item(RequestItems={table: batch})
            runtime = LambdaRuntime(template, resources, ROOT)
            runtime.handler("WebhookDispatcherFunction")  # init (imports) outside the timing
            started = time.perf_counter()
            for start in range(0, len(records), 10):
                response = runtime.invoke("WebhookDispatcherFunction", {"Records": records[start : start + 10]})
                assert response["batchItemFailures"] == [], response
            seconds = time.perf_counter() - started
        from standardwebhooks import Webhook

        for path in paths:
            ids = {webhook_id for _, p, webhook_id, _ in receiver.received if p == path}
            assert len(ids) == events, f"{path}: {len(ids)} distinct events of {events}"
        assert len(receiver.received) == endpoints * events, f"{len(receiver.received)} deliveries, some twice"
        for (_, path, _, payload), headers in zip(receiver.received, receiver.headers, strict=True):
            Webhook(endpoint_secrets[path]).verify(payload, headers)  # raises unless signed with its secret
        return len(receiver.received), seconds
    finally:
        receiver.stop()
        os.environ.clear()
        os.environ.update(saved)
        reset_clients()
        reset_settings()


def commit_to_receipt(cases: int) -> list[float]:
    """Seconds from each case's commit to its case.created at the receiver, over the local stack."""
    import httpx

    from bench.run import quiet_stack

    receiver = Receiver()
    stack = quiet_stack()
    try:
        admin = next(login for login in stack.logins if login["role"] == "tenant_admin")
        http = httpx.Client(base_url=stack.api_url, timeout=30)
        login = http.post("/v1/auth/login", json={"email": admin["email"], "password": admin["password"]})
        auth = {"Authorization": f"Bearer {login.json()['access_token']}"}
        created = http.post("/v1/webhooks", json={"url": receiver.url("/hook"), "events": "case.created"}, headers=auth)
        assert created.status_code == 201, created.text
        body = {"applicant_name": "Bench Applicant", "applicant_cin": "BN123", "borrower_type": "retiree"}
        latencies = []
        for n in range(cases):
            headers = {**auth, "X-Forwarded-For": f"10.9.{n // 250}.{n % 250 + 1}"}
            case = http.post("/v1/cases", json=body, headers=headers).json()
            committed = datetime.fromisoformat(case["created_at"]).astimezone(UTC).timestamp()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                got = [t for t, _, _, raw in list(receiver.received) if json.loads(raw)["data"]["id"] == case["id"]]
                if got:
                    latencies.append(got[0] - committed)
                    break
                time.sleep(0.002)
            else:
                raise AssertionError(f"case {case['id']} not delivered within 30 s")
        http.close()
        return latencies
    finally:
        stack.stop()
        receiver.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=1000, help="events for the dispatcher throughput")
    parser.add_argument("--cases", type=int, default=50, help="cases for the commit-to-receipt latency")
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore", message="No application metrics to publish")
    os.environ["POWERTOOLS_LOG_LEVEL"] = "WARNING"  # before casefile's logger exists: INFO lines would be most output
    out = sys.stdout.write
    out(f"Python {sys.version.split()[0]}\n\n")
    deliveries, seconds = dispatcher_throughput(args.events)
    out(f"One dispatcher (in-process, moto): {args.events} events x 3 endpoints = {deliveries} deliveries ")
    out(f"in {seconds:.1f} s: {deliveries / seconds:.0f} deliveries/s, none lost, none twice per endpoint, ")
    out("every signature verified\n\n")
    latencies = commit_to_receipt(args.cases)
    out(f"Commit-to-receipt on the local stack ({args.cases} cases, one at a time)\n")
    out(f"p50 {percentile(latencies, 0.5) * 1000:.0f} ms, p95 {percentile(latencies, 0.95) * 1000:.0f} ms, ")
    out(f"mean {statistics.mean(latencies) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
