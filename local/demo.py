"""The whole journey against a running local stack (`make demo` beside `make dev`), printing each step.

    python -m local.demo [--api URL] [--state-file PATH] [--email EMAIL --password PASSWORD]

Signs in (the demo workspace's admin, whose login the running stack keeps in its state file, else --email and
--password), starts a webhook receiver on 127.0.0.1 that verifies every delivery's signature with the
`standardwebhooks` library, registers it as an endpoint, creates a Sandbox case, uploads the two sample documents
(`samples/payslip.pdf`, `samples/id-card.pdf`) through their presigned forms and waits until the OCR worker has
read them, shows the case's merged fields, connects a Sandbox bank account, scores the case, records a person's
decision and prints the case's timeline and the signed deliveries received. Exits 1 at the first step that fails.

The samples were rendered by `tests/support/docgen.py` (`render_payslip(fmt="pdf_text")`,
`render_cin_front(fmt="pdf_text")`): one applicant, Youssef El Amrani, CIN BK482913.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
from standardwebhooks import Webhook

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"
APPLICANT = {"applicant_name": "Youssef El Amrani", "applicant_cin": "BK482913", "borrower_type": "public_sector"}
DOCUMENTS = (("payslip.pdf", "application/pdf"), ("id-card.pdf", "application/pdf"))
READ_TIMEOUT_SECONDS = 180  # a document's upload to `completed` (seconds on a quiet machine)
WEBHOOK_TIMEOUT_SECONDS = 60


class DemoFailed(Exception):
    pass


class Receiver:
    """A webhook receiver on 127.0.0.1: verifies each delivery with `standardwebhooks` (204 if it is signed with
    the endpoint's secret, 400 otherwise) and keeps the verified payloads."""

    def __init__(self) -> None:
        self.secret = ""
        self.verified: list[dict[str, Any]] = []
        self.rejected = 0
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    payload = Webhook(receiver.secret).verify(body, headers)
                except Exception:
                    with receiver._lock:
                        receiver.rejected += 1
                    self.send_response(400)
                else:
                    with receiver._lock:
                        receiver.verified.append(dict(payload))
                    self.send_response(204)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/casefile"

    def types(self) -> list[str]:
        with self._lock:
            return [str(p.get("type")) for p in self.verified]

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()


def _running_stack(state_file: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(state_file.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:
        raise DemoFailed(f"no running local stack found through {state_file} ({exc}); start `make dev` first") from exc


class Demo:
    def __init__(self, api: str, email: str, password: str, out: Callable[[str], None] = print) -> None:
        self.http = httpx.Client(base_url=api, timeout=60, trust_env=False)
        self.email, self.password = email, password
        self.out = out
        self.auth: dict[str, str] = {}
        self.step = 0

    def say(self, title: str, detail: str = "") -> None:
        self.step += 1
        self.out(f"{self.step:>2}. {title}" + (f": {detail}" if detail else ""))

    def call(self, method: str, path: str, expect: int = 200, **kwargs: Any) -> Any:
        headers = {**self.auth, **kwargs.pop("headers", {})}
        response = self.http.request(method, path, headers=headers, **kwargs)
        if response.status_code != expect:
            raise DemoFailed(f"{method} {path}: {response.status_code} (expected {expect}) {response.text[:500]}")
        return response.json() if response.content else None

    def run(self) -> None:
        sandbox = {"X-Service-Environment": "sandbox"}
        login = self.call("POST", "/v1/auth/login", json={"email": self.email, "password": self.password})
        if login.get("mfa_required"):
            raise DemoFailed(f"{self.email} has two-factor sign-in on; the demo signs in with a password only")
        self.auth = {"Authorization": f"Bearer {login['access_token']}"}
        me = self.call("GET", "/v1/auth/me")
        self.say(
            "signed in", f"{self.email} ({me.get('role')}), refresh token kept ({len(login['refresh_token'])} chars)"
        )
        refreshed = self.call("POST", "/v1/auth/refresh", json={"refresh_token": login["refresh_token"]})
        self.auth = {"Authorization": f"Bearer {refreshed['access_token']}"}
        self.say("refreshed the session", "a new access token and a rotated refresh token")

        receiver = Receiver()
        try:
            endpoint = self.call(
                "POST",
                "/v1/webhooks",
                expect=201,
                json={"url": receiver.url, "events": "case.created,case.scored", "description": "make demo"},
            )
            receiver.secret = endpoint["secret"]
            self.say("webhook endpoint", f"{endpoint['id']} -> {receiver.url} (signatures checked by standardwebhooks)")
            try:
                self._journey(sandbox, receiver)
            finally:
                self.call("DELETE", f"/v1/webhooks/{endpoint['id']}", expect=204)
        finally:
            receiver.stop()

    def _journey(self, sandbox: dict[str, str], receiver: Receiver) -> None:
        case = self.call("POST", "/v1/cases", expect=201, json=APPLICANT, headers=sandbox)
        case_id = case["id"]
        self.say("case created", f"{case_id} ({case['applicant_name']}, {case['status']}, sandbox)")

        documents = []
        for filename, kind in DOCUMENTS:
            data = (SAMPLES / filename).read_bytes()
            declared = {"filename": filename, "content_type": kind, "size_bytes": len(data), "case_id": case_id}
            created = self.call("POST", "/v1/documents", expect=201, json=declared)
            form = created["upload"]
            posted = httpx.post(
                form["url"], data=form["fields"], files={"file": (filename, data, kind)}, timeout=60, trust_env=False
            )
            if posted.status_code != 204:
                raise DemoFailed(f"upload of {filename} through its presigned form: {posted.status_code} {posted.text}")
            documents.append((created["document"]["id"], time.monotonic()))
            self.say("uploaded", f"samples/{filename} ({len(data)} bytes) as document {created['document']['id']}")

        for document_id, started in documents:
            seen = ""
            while True:
                document = self.call("GET", f"/v1/documents/{document_id}")
                seen = document["status"]
                if seen in ("completed", "failed") or time.monotonic() - started > READ_TIMEOUT_SECONDS:
                    break
                time.sleep(0.5)
            if seen != "completed":
                raise DemoFailed(f"document {document_id} is {seen} (error: {document.get('error')})")
            result = self.call("GET", f"/v1/documents/{document_id}/result")
            first_line = next((line for line in result["raw_text"].splitlines() if line.strip()), "")
            self.say(
                "read",
                f"{document_id}: {result['document_type']}, {result['page_count']} page(s), "
                f"{time.monotonic() - started:.1f} s after its upload; first line {first_line.strip()[:60]!r}",
            )

        fields = self.call("GET", f"/v1/cases/{case_id}/fields")
        shown = ", ".join(f"{f['field_name']}={f['value']}" for f in fields["fields"][:6])
        self.say(
            "case fields",
            f"{fields['field_count']} from {fields['document_count']} documents, "
            f"{fields['conflict_summary']['total']} conflicts; {shown}",
        )

        connection = self.call(
            "POST",
            "/v1/bank-connections",
            expect=201,
            json={"case_id": case_id, "bank_code": "sandbox_good"},
            headers=sandbox,
        )
        self.say("bank connection", f"{connection['id']} ({connection.get('bank_code')}, {connection.get('status')})")

        scored = self.call("POST", f"/v1/cases/{case_id}/score")
        view = self.call("GET", f"/v1/cases/{case_id}")
        self.say(
            "scored",
            f"{scored['score']}/100, status {view['status']}, decision {view.get('decision')} "
            f"by {view.get('decision_by')}",
        )

        decided = self.call(
            "POST",
            f"/v1/cases/{case_id}/decision",
            json={"decision": "approved", "note": "Checked the ID card by video call (make demo)."},
        )
        self.say("decision", f"{decided['decision']} by a person, status {decided['status']}")

        timeline = self.call("GET", f"/v1/cases/{case_id}/events", params={"page_size": 100})
        self.say("timeline", f"{len(timeline['items'])} entries, oldest first:")
        for entry in reversed(timeline["items"]):
            self.out(f"      {entry['at']}  {entry['type']:<26} by {entry['actor']['type']}")

        deadline = time.monotonic() + WEBHOOK_TIMEOUT_SECONDS
        while not {"case.created", "case.scored"} <= set(receiver.types()) and time.monotonic() < deadline:
            time.sleep(0.2)
        if receiver.rejected:
            raise DemoFailed(f"{receiver.rejected} webhook deliveries failed the signature check")
        missing = {"case.created", "case.scored"} - set(receiver.types())
        if missing:
            raise DemoFailed(f"no signed {', '.join(sorted(missing))} delivery within {WEBHOOK_TIMEOUT_SECONDS} s")
        self.say("webhooks received", ", ".join(receiver.types()) + " (each signature verified)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.demo", description=__doc__.splitlines()[0])
    default_state = os.environ.get("CASEFILE_LOCAL_STATE") or str(Path.home() / ".casefile" / "local-stack.json")
    parser.add_argument("--state-file", type=Path, default=Path(default_state), help=f"default {default_state}")
    parser.add_argument("--api", help="the API's URL (default: the running stack's, from its state file)")
    parser.add_argument("--email", help="a workspace admin (default: the demo workspace's tenant_admin)")
    parser.add_argument("--password")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        api, email, password = args.api, args.email, args.password
        if not (api and email and password):
            state = _running_stack(args.state_file)
            api = api or state.get("api_url")
            admin = next((login for login in state.get("logins") or [] if login.get("role") == "tenant_admin"), None)
            if not (email and password):
                if admin is None:
                    raise DemoFailed(
                        "the running stack has no demo workspace (--no-seed?): pass --email and --password"
                    )
                email, password = admin["email"], admin["password"]
        print(f"Casefile demo against {api}", flush=True)
        Demo(str(api), str(email), str(password), out=lambda line: print(line, flush=True)).run()
    except (DemoFailed, httpx.HTTPError) as exc:
        print(f"demo failed: {exc}", file=sys.stderr, flush=True)
        return 1
    print(f"demo done in {time.monotonic() - started:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
