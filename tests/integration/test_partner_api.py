"""The Partner API through its handler under moto: keys, scopes, environments, idempotency, the rate limit per key,
the KYC check's answers, and what it writes (the actor of its events, last_used_at) and never writes (the key)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from casefile.domain import partner as rules
from casefile.store import keys
from casefile.store.dynamo import Write
from casefile.store.tables import main_table
from tests.integration.conftest import VALID_CASE, emulated_aws, table_items
from tests.support.api import Api

INVALID_KEY = {"detail": "Invalid API key"}
ALL_SCOPES = [
    "kyc:extract",
    "kyc:verify",
    "cases:read",
    "cases:write",
    "documents:read",
    "documents:write",
    "events:read",
]


def new_key(api: Api, member: Any, scopes: list[str], environment: str = "sandbox", **extra: Any) -> dict[str, Any]:
    body = {"name": "LOS", "scopes": scopes, **extra}
    created = api.post(
        "/v1/api-keys", json_body=body, token=member.token, headers={"X-Service-Environment": environment}
    )
    assert created.status == 201, created.text
    return created.json()


def call(api: Api, method: str, path: str, key: str | None, **kw: Any):
    return api.request(method, path, token=key, **kw)


@pytest.fixture
def admin(factory):
    return factory.workspace(plan="growth")["tenant_admin"]


def test_a_key_opens_reads_and_lists_a_case_of_its_environment(api, admin):
    key = new_key(api, admin, ["cases:write", "cases:read"])
    body = {**VALID_CASE, "external_reference": "LOS-2026-0042"}
    created = call(api, "POST", "/partner/v1/cases", key["key"], json_body=body)
    assert created.status == 201, created.text
    case = created.json()
    assert case["environment"] == "sandbox" and case["external_reference"] == "LOS-2026-0042"
    read = call(api, "GET", f"/partner/v1/cases/{case['id']}", key["key"])
    assert read.status == 200 and read.json()["documents"] == []
    call(api, "POST", "/partner/v1/cases", key["key"], json_body={**VALID_CASE, "external_reference": "LOS-other"})
    listed = call(api, "GET", "/partner/v1/cases", key["key"], query={"external_reference": "LOS-2026-0042"})
    assert listed.status == 200
    assert [c["id"] for c in listed.json()["items"]] == [case["id"]] and listed.json()["total"] == 1
    assert call(api, "GET", "/partner/v1/cases", key["key"]).json()["total"] == 2
    # the case's timeline names the key as the actor (never a person, never the key itself)
    timeline = api.get(f"/v1/cases/{case['id']}/events", token=admin.token).json()["items"]
    assert timeline[-1]["actor"] == {"type": "api_key", "id": key["id"]}


def test_the_key_s_environment_is_every_call_s(api, admin):
    sandbox = new_key(api, admin, ["cases:read", "cases:write"])
    live = new_key(api, admin, ["cases:read", "cases:write"], environment="production")
    production_case = call(api, "POST", "/partner/v1/cases", live["key"], json_body=VALID_CASE).json()
    assert production_case["environment"] == "production"
    refused = call(api, "GET", f"/partner/v1/cases/{production_case['id']}", sandbox["key"])
    assert refused.status == 404 and refused.json() == {"detail": "Case not found"}
    assert call(api, "GET", "/partner/v1/cases", sandbox["key"]).json()["total"] == 0
    # an environment in the body is not the partner's to choose
    chosen = call(
        api, "POST", "/partner/v1/cases", sandbox["key"], json_body={**VALID_CASE, "environment": "production"}
    )
    assert chosen.status == 422


@pytest.mark.parametrize("bearer", [None, "", "cf_test_", "cf_test_unknown-key", "cf_live_x" * 40, "not-a-key"])
def test_anything_but_a_live_key_is_a_401(api, bearer):
    response = call(api, "GET", "/partner/v1/cases", bearer)
    assert response.status == 401 and response.json() == INVALID_KEY
    assert response.headers.get("www-authenticate") == "Bearer"


def test_a_console_token_is_refused_and_a_key_on_the_console_too(api, admin):
    assert call(api, "GET", "/partner/v1/cases", admin.token).json() == INVALID_KEY
    key = new_key(api, admin, ["cases:read"])
    assert api.get("/v1/cases", token=key["key"]).status == 401


def test_revoked_and_expired_keys_are_refused_on_their_next_call(api, admin):
    key = new_key(api, admin, ["cases:read"])
    assert call(api, "GET", "/partner/v1/cases", key["key"]).status == 200
    assert api.post(f"/v1/api-keys/{key['id']}/revoke", token=admin.token).status == 200
    assert call(api, "GET", "/partner/v1/cases", key["key"]).json() == INVALID_KEY
    # a key past its expires_at (written back in time: the API refuses a past one at creation)
    other = new_key(api, admin, ["cases:read"])
    write_key = keys.api_key_key(admin.user["tenant_id"], other["id"])
    main_table().update(write_key, Write().set(expires_at="2020-01-01T00:00:00Z"))
    assert call(api, "GET", "/partner/v1/cases", other["key"]).json() == INVALID_KEY


def test_a_missing_scope_is_the_coded_403_naming_it(api, admin):
    key = new_key(api, admin, ["cases:read"])
    refused = call(api, "POST", "/partner/v1/cases", key["key"], json_body=VALID_CASE)
    assert refused.status == 403
    assert refused.json()["detail"]["code"] == "insufficient_scope"
    assert refused.json()["detail"]["required"] == "cases:write"
    assert refused.json()["detail"]["message"]


def test_last_used_at_is_written_at_most_once_a_minute(api, admin):
    key = new_key(api, admin, ["cases:read"])
    assert api.get(f"/v1/api-keys/{key['id']}", token=admin.token).json()["last_used_at"] is None
    call(api, "GET", "/partner/v1/cases", key["key"])
    first = api.get(f"/v1/api-keys/{key['id']}", token=admin.token).json()["last_used_at"]
    assert first
    call(api, "GET", "/partner/v1/cases", key["key"])
    assert api.get(f"/v1/api-keys/{key['id']}", token=admin.token).json()["last_used_at"] == first
    assert rules.last_used_due(first, int(time.time()) + 61)


def test_idempotency_key_answers_the_first_result_and_refuses_another_body(api, admin, aws):
    key = new_key(api, admin, ["cases:write", "cases:read"])
    headers = {"Idempotency-Key": "los-0042-open"}
    first = call(api, "POST", "/partner/v1/cases", key["key"], json_body=VALID_CASE, headers=headers)
    again = call(api, "POST", "/partner/v1/cases", key["key"], json_body=VALID_CASE, headers=headers)
    assert first.status == again.status == 201 and first.json() == again.json()
    assert call(api, "GET", "/partner/v1/cases", key["key"]).json()["total"] == 1
    other = call(
        api, "POST", "/partner/v1/cases", key["key"], json_body={**VALID_CASE, "priority": "high"}, headers=headers
    )
    assert other.status == 422 and other.json()["detail"]["code"] == "idempotency_key_reused"
    # the key is never stored, in any table
    for logical_id in ("MainTable", "IdempotencyTable", "RateLimitTable"):
        assert key["key"] not in json.dumps(table_items(aws, logical_id))


def test_the_key_s_rate_limit_answers_429_with_retry_after():
    with emulated_aws(PARTNER_KEY_RATE_LIMIT_PER_MINUTE="3") as resources:
        from tests.integration.conftest import Factory, shared_runtime

        api = Api(shared_runtime(resources))
        admin = Factory(api).workspace(plan="growth")["tenant_admin"]
        key = new_key(api, admin, ["cases:read"])
        statuses = [call(api, "GET", "/partner/v1/cases", key["key"]).status for _ in range(8)]
        assert 429 in statuses and statuses[0] == 200
        limited = call(api, "GET", "/partner/v1/cases", key["key"])
        assert limited.status == 429
        assert limited.json() == {"code": "rate_limit_exceeded", "message": "Too many requests. Please slow down."}
        assert int(limited.headers["retry-after"]) >= 1
        # another key of the workspace has its own window
        other = new_key(api, admin, ["cases:read"])
        assert call(api, "GET", "/partner/v1/cases", other["key"]).status == 200


def test_the_kyc_check_needs_a_compiled_policy(api, admin):
    key = new_key(api, admin, ["cases:write", "kyc:verify"])
    case = call(api, "POST", "/partner/v1/cases", key["key"], json_body=VALID_CASE).json()
    refused = call(api, "POST", f"/partner/v1/cases/{case['id']}/kyc", key["key"])
    assert refused.status == 409 and refused.json()["detail"]["code"] == "kyc_policy_missing"


def publish_kyc_policy(api: Api, member: Any) -> dict[str, Any]:
    """A published MA kyc flow (a payslip, then an ID card front) driving the workspace's KYC policy."""
    steps = [("start", None), ("document_capture", "payslip"), ("document_capture", "cin_front"), ("end", None)]
    nodes = []
    for i, (kind, document_type) in enumerate(steps):
        data: dict[str, Any] = {"label": kind}
        if document_type:
            data["document_type"] = document_type
        nodes.append({"id": f"n{i}", "type": kind, "data": data})
    edges = [{"id": f"e{i}", "source": f"n{i}", "target": f"n{i + 1}"} for i in range(len(steps) - 1)]
    flow = api.post(
        "/v1/flows", json_body={"name": "KYC MA", "country": "MA", "nodes": nodes, "edges": edges}, token=member.token
    )
    assert flow.status == 201, flow.text
    flow_id = flow.json()["id"]
    published = api.post(f"/v1/flows/{flow_id}/publish", json_body={"allow_manual_steps": True}, token=member.token)
    assert published.status == 200, published.text
    policy = api.request("PUT", f"/v1/flows/{flow_id}/kyc-policy", token=member.token)
    assert policy.status == 200, policy.text
    return dict(policy.json())


def test_the_kyc_check_of_a_case_without_documents_is_incomplete(api, admin):
    policy = publish_kyc_policy(api, admin)
    key = new_key(api, admin, ["cases:write", "kyc:verify"])
    case = call(api, "POST", "/partner/v1/cases", key["key"], json_body=VALID_CASE).json()
    checked = call(api, "POST", f"/partner/v1/cases/{case['id']}/kyc", key["key"])
    assert checked.status == 200, checked.text
    result = checked.json()
    assert result["status"] == "incomplete" and result["failed_checks"] == []
    assert result["missing_document_types"] == ["payslip", "cin_front"]
    assert result["policy"] == {k: policy[k] for k in ("flow_id", "flow_version", "version")}
