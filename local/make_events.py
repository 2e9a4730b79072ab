"""Write events/*.json: API Gateway REST proxy events for `sam local invoke -e`, built by the local front's
own event builder from template.yaml's routes (so they match what the local stack sends).

    python -m local.make_events [--template template.yaml] [--out events]
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from local import template as tpl
from local.front import api_id, build_api_event, stage_name
from local.resources import LocalResources

CASE_ID = "00000000-0000-4000-8000-000000000001"
KEY_ID = "00000000-0000-4000-8000-000000000002"
CONNECTION_ID = "00000000-0000-4000-8000-000000000003"
PATH_IDS = {"case_id": CASE_ID, "key_id": KEY_ID, "connection_id": CONNECTION_ID}
SANDBOX = [("X-Service-Environment", "sandbox")]
NOW = datetime(2025, 1, 15, 9, 30, tzinfo=UTC)  # fixed, so that re-running changes nothing

# file name -> (method, resource path, concrete path, query, body)
EVENTS: dict[str, tuple[str, str, str, str, dict[str, Any] | None]] = {
    "auth_login": (
        "POST",
        "/v1/auth/login",
        "/v1/auth/login",
        "",
        {"email": "tenant.admin@demo-lender.example", "password": "<PASSWORD>"},
    ),
    "auth_me": ("GET", "/v1/auth/me", "/v1/auth/me", "", None),
    "cases_create": (
        "POST",
        "/v1/cases",
        "/v1/cases",
        "",
        {
            "applicant_name": "Amina El Idrissi",
            "applicant_cin": "AB123456",
            "borrower_type": "private_sector",
            "priority": "medium",
            "environment": "sandbox",
        },
    ),
    "cases_get": ("GET", "/v1/cases/{case_id}", f"/v1/cases/{CASE_ID}", "", None),
    "cases_list": ("GET", "/v1/cases", "/v1/cases", "status=new&environment=sandbox&page_size=20", None),
    "cases_patch": (
        "PATCH",
        "/v1/cases/{case_id}",
        f"/v1/cases/{CASE_ID}",
        "",
        {"priority": "high", "external_reference": "LOAN-2025-0042"},
    ),
    "api_keys_create": (
        "POST",
        "/v1/api-keys",
        "/v1/api-keys",
        "",
        {"name": "Loan origination system", "scopes": ["kyc:extract", "cases:read"]},
    ),
    "api_keys_revoke": ("POST", "/v1/api-keys/{key_id}/revoke", f"/v1/api-keys/{KEY_ID}/revoke", "", None),
    "bank_connections_create": (
        "POST",
        "/v1/bank-connections",
        "/v1/bank-connections",
        "",
        {"case_id": CASE_ID, "bank_code": "sandbox_good"},
    ),
    "bank_connections_analysis": (
        "GET",
        "/v1/bank-connections/{connection_id}/analysis",
        f"/v1/bank-connections/{CONNECTION_ID}/analysis",
        "",
        None,
    ),
}
# Extra headers of an event: the bank routes answer only in the Sandbox.
EXTRA_HEADERS = {"bank_connections_create": SANDBOX, "bank_connections_analysis": SANDBOX}


def make_event(template: dict[str, Any], name: str) -> dict[str, Any]:
    method, resource, path, query, body = EVENTS[name]
    route = next((r for r in tpl.api_routes(template) if (r.method, r.path) == (method, resource)), None)
    if route is None:
        raise SystemExit(f"{name}: template.yaml has no route {method} {resource}")
    headers = [
        ("Accept", "application/json"),
        ("Host", f"{api_id(route.rest_api_id)}.execute-api.us-east-1.amazonaws.com"),
        ("User-Agent", "curl/8.5.0"),
        ("X-Amzn-Trace-Id", "Root=1-6787805a-0123456789abcdef01234567"),
        ("X-Forwarded-For", "203.0.113.10"),
        ("X-Forwarded-Port", "443"),
        ("X-Forwarded-Proto", "https"),
    ]
    if name != "auth_login":
        headers.append(("Authorization", "Bearer <ACCESS_TOKEN>"))
    if body is not None:
        headers.append(("Content-Type", "application/json"))
    headers += EXTRA_HEADERS.get(name, [])
    resources = LocalResources(template=template, prefix="casefile", region="us-east-1")  # parameters only
    params = {name: value for name, value in PATH_IDS.items() if f"{{{name}}}" in resource} or None
    return build_api_event(
        route=route,
        method=method,
        path=path,
        path_parameters=params,
        headers=headers,
        query=query,
        body=json.dumps(body).encode() if body is not None else None,
        source_ip="203.0.113.10",
        stage=stage_name(resources, route.rest_api_id),
        request_id=f"c6af9ac6-7b61-11e6-9a41-93e8deadbe{list(EVENTS).index(name):02d}",
        now=NOW,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--template", type=Path, default=Path("template.yaml"))
    parser.add_argument("--out", type=Path, default=Path("events"))
    args = parser.parse_args(argv)
    template = tpl.load_template(args.template)
    args.out.mkdir(exist_ok=True)
    for name in EVENTS:
        target = args.out / f"{name}.json"
        target.write_text(json.dumps(make_event(template, name), indent=2) + "\n", encoding="utf-8")
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
