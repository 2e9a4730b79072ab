"""What route-driven tests need to know about the console's routes, read from the OpenAPI document and the
permission table, plus the one registry a new object type adds a line to (`OBJECTS`)."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from casefile.api.permissions import ROUTE_ROLES
from local import openapi
from local import template as tpl
from tests.support.api import Api, template

# Routes that end the caller's session when they succeed: allowed roles call them with a fresh login.
SESSION_ENDING = {("POST", "/v1/auth/logout")}
# Routes that change the rules of the caller's workspace when they succeed (PATCH /v1/workspace {mfa_required}):
# route-driven tests that may call them successfully put the workspace back (`restore_workspace`), so that the
# module's shared workspaces keep the rules every other test expects.
WORKSPACE_CHANGING = {("PATCH", "/v1/workspace")}


def restore_workspace(workspace_id: str) -> None:
    from casefile.services import admin

    admin.update_workspace(workspace_id, mfa_required=False)


# Routes that answer only in the Sandbox (409 otherwise, even with no environment): generated requests carry
# the Sandbox header, so that a request that would succeed does.
SANDBOX = {"X-Service-Environment": "sandbox"}
SANDBOX_ONLY = {
    ("POST", "/v1/bank-connections"),
    ("POST", "/v1/bank-connections/{connection_id}/refresh"),
    ("GET", "/v1/bank-connections/{connection_id}/analysis"),
    ("GET", "/v1/bank-connections/{connection_id}/transactions"),
}


@dataclass(frozen=True)
class ObjectKind:
    """How to make one object of a kind in a workspace (returns its id), and the spec's 404 for it (on the
    methods in `not_found_on`, all when None: a correction is 404 to remove, not to make)."""

    create: Callable[[Api, Any], str]
    not_found: str
    not_found_on: frozenset[str] | None = None

    def answers_404(self, method: str) -> bool:
        return self.not_found_on is None or method.upper() in self.not_found_on


def _create_case(api: Api, workspace: Any) -> str:
    body = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "private_sector"}
    response = api.post("/v1/cases", json_body=body, token=workspace["tenant_admin"].token)
    assert response.status == 201, response.text
    return response.json()["id"]


def _create_api_key(api: Api, workspace: Any) -> str:
    body = {"name": "Loan origination system", "scopes": ["kyc:extract"]}
    response = api.post("/v1/api-keys", json_body=body, token=workspace["tenant_admin"].token)
    assert response.status == 201, response.text
    return response.json()["id"]


def _create_flow(api: Api, workspace: Any) -> str:
    response = api.post("/v1/flows", json_body={"name": "Onboarding MA"}, token=workspace["tenant_admin"].token)
    assert response.status == 201, response.text
    return response.json()["id"]


def _create_bank_connection(api: Api, workspace: Any) -> str:
    case_id = _create_case(api, workspace)
    body = {"case_id": case_id, "bank_code": "sandbox_good"}
    response = api.post("/v1/bank-connections", json_body=body, token=workspace["tenant_admin"].token, headers=SANDBOX)
    assert response.status == 201, response.text
    return response.json()["id"]


# One webhook endpoint per workspace serves endpoint_id and delivery_id (a delivery belongs to its endpoint).
_ENDPOINTS: dict[str, str] = {}
RECEIVER_URL = "http://127.0.0.1:9/casefile-webhooks"  # loopback (allowed in tests); nothing listens there


def _create_endpoint(api: Api, workspace: Any) -> str:
    if workspace.id not in _ENDPOINTS:
        body = {"url": RECEIVER_URL, "events": "case.created", "description": "route tests"}
        response = api.post("/v1/webhooks", json_body=body, token=workspace["tenant_admin"].token)
        assert response.status == 201, response.text
        _ENDPOINTS[workspace.id] = response.json()["id"]
    return _ENDPOINTS[workspace.id]


def _create_delivery(api: Api, workspace: Any) -> str:
    endpoint_id = _create_endpoint(api, workspace)
    response = api.post(f"/v1/webhooks/{endpoint_id}/test", token=workspace["tenant_admin"].token)
    assert response.status == 202, response.text
    return response.json()["id"]


def _create_event(api: Api, workspace: Any) -> str:
    _create_case(api, workspace)
    response = api.get("/v1/events", token=workspace["tenant_admin"].token, query={"page_size": 1})
    assert response.status == 200, response.text
    return response.json()["items"][0]["id"]


def _create_document(api: Api, workspace: Any) -> str:
    """A document that was uploaded and read (a born-digital payslip: its text layer, no OCR), so that its fields
    and its first page's image exist, on a case (so that the case has a field to correct)."""
    import boto3

    from local.pollers import sqs_record
    from tests.support import docgen

    data = docgen.render_payslip(fmt="pdf_text")
    case_id = _create_case(api, workspace)
    body = {"filename": "payslip.pdf", "content_type": "application/pdf", "size_bytes": len(data), "case_id": case_id}
    response = api.post("/v1/documents", json_body=body, token=workspace["tenant_admin"].token)
    assert response.status == 201, response.text
    created = response.json()
    resources = api.runtime.resources
    boto3.client("s3").put_object(
        Bucket=resources.bucket_name("UploadsBucket"),
        Key=created["upload"]["fields"]["key"],
        Body=data,
        ContentType="application/pdf",
    )
    sqs = boto3.client("sqs")
    while messages := sqs.receive_message(
        QueueUrl=resources.queue_url("OcrQueue"), MaxNumberOfMessages=10, MessageSystemAttributeNames=["All"]
    ).get("Messages", []):
        records = [sqs_record(m, resources.arn("OcrQueue"), resources.region) for m in messages]
        api.runtime.invoke("OcrWorkerFunction", {"Records": records})
        for m in messages:
            sqs.delete_message(QueueUrl=resources.queue_url("OcrQueue"), ReceiptHandle=m["ReceiptHandle"])
    document_id: str = created["document"]["id"]
    read = api.get(f"/v1/documents/{document_id}", token=workspace["tenant_admin"].token).json()
    assert read["status"] == "completed", read
    return document_id


POLICY_BODY: dict[str, Any] = {
    "name": "Route tests policy",
    "weights": {"income_stability": 1, "debt_ratio": 1, "bank_behaviour": 1, "documents": 1},
    "approve_threshold": 70,
    "refuse_threshold": 40,
    "dti_cap_pct": 40,
}


def _create_policy(api: Api, workspace: Any) -> str:
    response = api.post("/v1/scoring/policies", json_body=POLICY_BODY, token=workspace["tenant_admin"].token)
    assert response.status == 201, response.text
    return response.json()["id"]


# Path parameter name -> the object it names. One line per object type (documents, flows, ... add theirs).
OBJECTS: dict[str, ObjectKind] = {
    "case_id": ObjectKind(_create_case, "Case not found"),
    "key_id": ObjectKind(_create_api_key, "API key not found"),
    "flow_id": ObjectKind(_create_flow, "Flow not found"),
    "connection_id": ObjectKind(_create_bank_connection, "Bank connection not found"),
    "endpoint_id": ObjectKind(_create_endpoint, "Webhook not found"),
    "delivery_id": ObjectKind(_create_delivery, "Delivery not found"),
    "event_id": ObjectKind(_create_event, "Event not found"),
    "document_id": ObjectKind(_create_document, "Document not found"),
    "policy_id": ObjectKind(_create_policy, "Policy not found"),
    # a case's field (any the documents define) and a document's page: parts of their case and document
    "field_name": ObjectKind(lambda api, workspace: "net_salary", "Correction not found", frozenset({"DELETE"})),
    "page_number": ObjectKind(lambda api, workspace: "1", "Page not found"),
}


@dataclass(frozen=True)
class Route:
    method: str
    path: str
    operation: dict[str, Any]

    @property
    def id(self) -> str:
        return f"{self.method} {self.path}"

    @property
    def params(self) -> list[str]:
        return re.findall(r"\{(\w+)\}", self.path)

    @property
    def allowed(self) -> frozenset[str]:
        return frozenset(str(role) for role in ROUTE_ROLES[(self.method, self.path)])

    def url(self, ids: dict[str, str]) -> str:
        return re.sub(r"\{(\w+)\}", lambda m: ids[m.group(1)], self.path)

    def probe_url(self) -> str:
        """The route's URL with an id of no object for every parameter."""
        return self.url({name: str(uuid.uuid4()) for name in self.params})

    @property
    def headers(self) -> dict[str, str]:
        """Headers every generated request of this route carries (the Sandbox for Sandbox-only routes)."""
        return dict(SANDBOX) if (self.method, self.path) in SANDBOX_ONLY else {}

    @property
    def has_body(self) -> bool:
        return "requestBody" in self.operation

    def valid_body(self) -> Any:
        """The smallest body the route's schema accepts (None when it takes no body)."""
        if not self.has_body:
            return None
        schema = self.operation["requestBody"]["content"]["application/json"]["schema"]
        return example(schema, document())

    def probe_body(self) -> Any:
        """A body no route accepts (a list where an object is expected), so a call that passes the guard
        stops at validation; None when the route takes no body."""
        return [] if self.has_body else None


@cache
def document() -> dict[str, Any]:
    return openapi.document()


@cache
def guarded_routes() -> list[Route]:
    """Every route of template.yaml that the permission table guards, with its OpenAPI operation."""
    routed = {(route.method, route.path) for route in tpl.api_routes(template())}
    paths = document()["paths"]
    return [
        Route(method, path, paths[path][method.lower()])
        for method, path in sorted(routed)
        if (method, path) in ROUTE_ROLES
    ]


def routes_with_ids() -> list[Route]:
    return [route for route in guarded_routes() if route.params]


def _resolve(schema: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def example(schema: dict[str, Any], doc: dict[str, Any]) -> Any:
    """The smallest instance of a JSON schema: required properties only, first enum value, minimum sizes."""
    schema = _resolve(schema, doc)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = [_resolve(option, doc) for option in schema[key]]
            return example(next((o for o in options if o.get("type") != "null"), options[0]), doc)
    if "allOf" in schema:
        merged: dict[str, Any] = {}
        for part in schema["allOf"]:
            merged.update(_resolve(part, doc))
        return example(merged, doc)
    kind = schema.get("type", "object")
    if kind == "object":
        props = schema.get("properties", {})
        return {name: example(props.get(name, {}), doc) for name in schema.get("required", [])}
    if kind == "array":
        return [example(schema.get("items", {}), doc) for _ in range(schema.get("minItems", 0))]
    if kind == "string":
        fmt = schema.get("format")
        if fmt == "uuid":
            return str(uuid.uuid4())
        if fmt == "email":
            return "someone@example.com"
        return "x" * max(1, schema.get("minLength", 1))
    if kind == "integer":
        return int(schema.get("minimum", 1))
    if kind == "number":
        return float(schema.get("minimum", 1))
    if kind == "boolean":
        return True
    return None


# The Partner API (docs/partner-openapi.json): its routes are guarded by the key's scopes
# (casefile.domain.partner.ROUTE_SCOPES), not by roles; the same OBJECTS make the ids of its paths, and
# tests/integration/test_partner_routes.py generates its scope matrix, isolation, 401 and fuzz tests from these.
@cache
def partner_document() -> dict[str, Any]:
    from local import partner_openapi

    return partner_openapi.document()


@dataclass(frozen=True)
class PartnerRoute(Route):
    @property
    def scope(self) -> str:
        from casefile.domain.partner import ROUTE_SCOPES

        return ROUTE_SCOPES[(self.method, self.path)]

    def valid_body(self) -> Any:
        if not self.has_body:
            return None
        schema = self.operation["requestBody"]["content"]["application/json"]["schema"]
        return example(schema, partner_document())


@cache
def partner_routes() -> list[PartnerRoute]:
    """Every route of the template's Partner API, with its OpenAPI operation."""
    routed = {(route.method, route.path) for route in tpl.api_routes_of(template(), tpl.PARTNER_API)}
    paths = partner_document()["paths"]
    return [PartnerRoute(method, path, paths[path][method.lower()]) for method, path in sorted(routed)]
