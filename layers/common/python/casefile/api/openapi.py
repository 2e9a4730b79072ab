"""The console API's OpenAPI document: error responses declared once, and the apps' documents merged.

Every operation gets the spec's error responses without a line of its own (`declare_errors`):
401 and 403 on every guarded route (the permission table), 404 on every route with a path id (message by
parameter name, `NOT_FOUND_MESSAGES`), 422 (FastAPI's validation list) and 429 (the per-IP rate limit).
A route declares only the errors peculiar to it, in one line: `responses=errors_for(WORK_EMAIL_REQUIRED, ...)`.

Only `errors_for` and the error catalogue run when a function starts (plain dicts); building the document
(`build_document`) imports FastAPI's OpenAPI machinery lazily and runs in `make openapi` and the tests.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

TITLE = "Casefile console API"
VERSION = "0.1.0"
BEARER = "bearer"
JSON = "application/json"

# The spec's 404 message of the object each path parameter names. A route with path ids declares a 404 with
# the message of each; add a line here with each new object type.
NOT_FOUND_MESSAGES: dict[str, str] = {
    "case_id": "Case not found",
    "document_id": "Document not found",
    "connection_id": "Bank connection not found",
    "flow_id": "Flow not found",
    "policy_id": "Policy not found",
    "endpoint_id": "Webhook not found",
    "delivery_id": "Delivery not found",
    "key_id": "API key not found",
    "event_id": "Event not found",
}


@dataclass(frozen=True)
class ErrorDecl:
    """One error a route can answer: the string shape (`code` None) or the coded shape."""

    status: int
    message: str
    code: str | None = None
    retry_after: bool = False  # answers a Retry-After header


def string_error(status: int, message: str) -> ErrorDecl:
    return ErrorDecl(status, message)


def coded_error(status: int, code: str, message: str, *, retry_after: bool = False) -> ErrorDecl:
    return ErrorDecl(status, message, code, retry_after)


# The catalogue: errors beyond the common set, each declared by the routes that raise it (errors_for).
INVALID_TOKEN = string_error(401, "Invalid or expired token")
INVALID_CREDENTIALS = string_error(401, "Invalid email or password")
INSUFFICIENT_PERMISSIONS = string_error(403, "Insufficient permissions")
DOCUMENT_NOT_FOUND = string_error(404, "Document not found")
CASE_NOT_FOUND = string_error(404, "Case not found")
DOCUMENT_NOT_ON_CASE = string_error(404, "Document not on this case")
UNSUPPORTED_MEDIA_TYPE = coded_error(
    422, "unsupported_media_type", "The content type is not one of the upload limits' allowed_mime_types."
)
FILE_TOO_LARGE = coded_error(422, "file_too_large", "The declared size is over the upload limits' max_upload_bytes.")
DOCUMENT_ATTACHED_ELSEWHERE = coded_error(
    409, "document_attached_elsewhere", "The document is on another case; detach it there first."
)
DOCUMENT_CHANGED = coded_error(
    409, "document_changed", "The document was changed by another request at the same time; reload it and retry."
)
WORK_EMAIL_REQUIRED = coded_error(
    403, "work_email_required", "Production cases on the Free plan need a verified work email address."
)
PRODUCTION_REQUIRES_PAID_PLAN = coded_error(
    403, "production_requires_paid_plan", "The production environment needs an active subscription."
)
IDEMPOTENCY_REQUEST_IN_PROGRESS = coded_error(
    409,
    "idempotency_request_in_progress",
    "A request with this Idempotency-Key is still being processed; retry shortly.",
)
CASE_CHANGED = coded_error(409, "case_changed", "The case was changed by another request; read it and retry.")
PAGE_NOT_FOUND = string_error(404, "Page not found")
CORRECTION_NOT_FOUND = string_error(404, "Correction not found")
CASE_CLOSED = coded_error(409, "case_closed", "A person decided the case: it is closed, its fields no longer change.")
UNKNOWN_FIELD = coded_error(422, "unknown_field", "No document type defines a field of this name.")
INVALID_FIELD_VALUE = coded_error(
    422, "invalid_field_value", "The value is not of the field's type; `message` says why (as extraction checks it)."
)
INVALID_DOCUMENT_STATUS = coded_error(
    409, "invalid_document_status", "Only a completed or failed document can be rejected; `status` names its own."
)
INVALID_FILTER = coded_error(422, "invalid_filter", "needs_review takes only true.")
CIN_IN_URL = coded_error(
    422,
    "cin_in_url",
    "The applicant's CIN is not taken in a URL (proxies, browser history and access logs keep URLs): "
    "send it in the body of POST /v1/cases/search.",
)
CONCURRENT_WRITE = coded_error(
    409, "concurrent_write", "Too many changes to the same records at once; retry the request shortly."
)
INVALID_TRANSITION = coded_error(
    409, "invalid_transition", "The move does not exist from the case's status; `status` names the current one."
)
DECISION_NOTE_REQUIRED = coded_error(
    422, "decision_note_required", "Overriding the engine's decision needs a note saying why."
)
UNKNOWN_ASSIGNEE = coded_error(422, "unknown_assignee", "assigned_to must be the id of a user of this workspace.")
UNKNOWN_SCOPE = coded_error(
    422, "unknown_scope", "A scope is not among the allowed ones; the body lists them in `allowed`."
)
EXPIRES_AT_IN_PAST = coded_error(422, "expires_at_in_past", "expires_at must be in the future.")
IDEMPOTENCY_KEY_REUSED = coded_error(
    422, "idempotency_key_reused", "This Idempotency-Key was already used with a different request body."
)
PRODUCTION_CASE_LIMIT_REACHED = coded_error(
    429, "production_case_limit_reached", "The Free plan's monthly production case allowance is used up."
)
TOO_MANY_LOGIN_ATTEMPTS = coded_error(
    429, "too_many_login_attempts", "Too many failed logins; wait before trying again.", retry_after=True
)
# two-factor sign-in
MFA_ENROLLMENT_REQUIRED = coded_error(
    403,
    "mfa_enrollment_required",
    "The workspace requires two-factor sign-in and the caller has not set it up (POST /v1/auth/mfa/enroll).",
)
INVALID_MFA = string_error(401, "Invalid MFA code")
INVALID_MFA_CODE = coded_error(422, "invalid_mfa_code", "The code is not a current code of the authenticator app.")
MFA_ALREADY_ENABLED = coded_error(409, "mfa_already_enabled", "Two-factor sign-in is already active.")
MFA_ENROLLMENT_NOT_STARTED = coded_error(
    409, "mfa_enrollment_not_started", "No enrolment to confirm: POST /v1/auth/mfa/enroll first."
)
MFA_NOT_ENABLED = coded_error(409, "mfa_not_enabled", "Two-factor sign-in is not active.")
MFA_REQUIRED_BY_WORKSPACE = coded_error(
    409, "mfa_required_by_workspace", "The workspace requires two-factor sign-in; it cannot be turned off."
)
# verification flows and the Partner API KYC policy
INVALID_FLOW_GRAPH = coded_error(
    422,
    "invalid_flow_graph",
    "The flow graph breaks the graph rules; `problems` lists {code, node_id or edge_id, message}.",
)
COUNTRY_REQUIRED = coded_error(422, "country_required", "Set the flow's country before publishing it.")
COUNTRY_NOT_SUPPORTED = coded_error(
    422, "country_not_supported", "The country has no document rules for this kind of flow."
)
STEPS_NOT_FOR_COUNTRY = coded_error(
    422, "steps_not_for_country", "The country has no document rules for some steps; `steps` lists them."
)
MANUAL_STEPS_UNACKNOWLEDGED = coded_error(
    422,
    "manual_steps_unacknowledged",
    "Some steps are performed by a person; `steps` lists {step_type, label}; publish with allow_manual_steps true.",
)
KYC_FLOW_INVALID = coded_error(
    422, "kyc_flow_invalid", "The flow drives the Partner API KYC policy and does not compile; `reasons` says why."
)
KYC_POLICY_RACE = string_error(409, "the policy was changed at the same time; publish again")
FLOW_CHANGED = coded_error(409, "flow_changed", "The flow was changed by another request at the same time.")
FLOW_DRIVES_KYC_POLICY = coded_error(
    409, "flow_drives_kyc_policy", "This flow drives the Partner API KYC policy; name another flow first."
)
KYC_POLICY_CHANGED = coded_error(
    409, "kyc_policy_changed", "The KYC policy or its flow was changed by another request at the same time."
)
KYC_POLICY_NOT_SET = string_error(404, "No KYC policy is set for this workspace")
PUBLISH_ERRORS = (
    COUNTRY_REQUIRED,
    COUNTRY_NOT_SUPPORTED,
    STEPS_NOT_FOR_COUNTRY,
    MANUAL_STEPS_UNACKNOWLEDGED,
    KYC_FLOW_INVALID,
    KYC_POLICY_RACE,
    FLOW_CHANGED,
)

# bank connections
CASE_NOT_FOUND = string_error(404, "Case not found")
CANNOT_REFRESH = string_error(400, "Can only refresh connected accounts")
BANK_CONNECT_UNAVAILABLE = coded_error(
    409, "bank_connect_unavailable", "Bank connections are available in the Sandbox only (and need an environment)."
)
UNKNOWN_BANK_CODE = coded_error(
    422, "unknown_bank_code", "Unknown bank code; `allowed` lists the codes of GET /v1/bank-connections/banks."
)

UNKNOWN_WEBHOOK_EVENT = coded_error(422, "unknown_webhook_event", "An event name is not allowed; see `allowed`.")
WEBHOOK_URL_NOT_ALLOWED = coded_error(
    422, "webhook_url_not_allowed", "The URL must be https:// to a host that resolves to public addresses only."
)
WEBHOOK_LIMIT_REACHED = coded_error(422, "webhook_limit_reached", "The workspace has the most endpoints allowed.")
DELIVERY_CHANGED = coded_error(409, "delivery_changed", "The delivery was being attempted at the same time; retry.")

# scoring
CANNOT_SCORE = string_error(400, "The engine's message: why the case cannot be scored (nothing is written)")
CANNOT_DELETE_ACTIVE_POLICY = string_error(400, "Cannot delete the active policy")
INVALID_POLICY = coded_error(422, "invalid_policy", "The policy after the change breaks a rule; see `problems`.")
POLICY_CHANGED = coded_error(409, "policy_changed", "The policy was changed by another request at the same time.")
POLICY_ACTIVATION_CONFLICT = coded_error(
    409, "policy_activation_conflict", "Another activation on the same path won at the same time; activate again."
)

_DESCRIPTIONS = {
    400: "Bad request",
    401: "Missing, invalid or expired token",
    403: "Forbidden",
    404: "Not found",
    409: "Conflict",
    422: "Validation error",
    429: "Too many requests",
}
_RETRY_AFTER = {
    "description": "Seconds to wait before retrying",
    "schema": {"type": "integer", "minimum": 1},
}
_REF = "#/components/schemas/"

# Schemas of the spec's four body shapes (docs/api.md, Errors), honest to `casefile.api.errors`.
ERROR_SCHEMAS: dict[str, dict[str, Any]] = {
    "ErrorMessage": {
        "title": "ErrorMessage",
        "description": 'String shape: `{"detail": "Case not found"}`.',
        "type": "object",
        "properties": {"detail": {"type": "string"}},
        "required": ["detail"],
        "additionalProperties": False,
    },
    "CodedErrorDetail": {
        "title": "CodedErrorDetail",
        "type": "object",
        "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        "required": ["code", "message"],
        "additionalProperties": True,
    },
    # FastAPI's own names: the operations FastAPI marks with a 422 point here, trimmed to the spec's keys.
    "ValidationError": {
        "title": "ValidationError",
        "type": "object",
        "properties": {
            "type": {"type": "string"},
            "loc": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "integer"}]}},
            "msg": {"type": "string"},
            "input": {"description": "The offending input, cut short when long"},
        },
        "required": ["type", "loc", "msg", "input"],
        "additionalProperties": False,
    },
    "HTTPValidationError": {
        "title": "HTTPValidationError",
        "description": 'Validation shape: `{"detail": [{type, loc, msg, input}]}`.',
        "type": "object",
        "properties": {"detail": {"type": "array", "items": {"$ref": _REF + "ValidationError"}}},
        "required": ["detail"],
        "additionalProperties": False,
    },
    "RateLimitError": {
        "title": "RateLimitError",
        "description": "Per-IP rate limit: top-level `{code, message}`, no `detail`, with Retry-After.",
        "type": "object",
        "properties": {
            "code": {"type": "string", "enum": ["rate_limit_exceeded"]},
            "message": {"type": "string", "enum": ["Too many requests. Please slow down."]},
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
}


def _coded_schema(codes: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "detail": {
                "allOf": [{"$ref": _REF + "CodedErrorDetail"}],
                "properties": {"code": {"type": "string", "enum": sorted(codes)}},
            }
        },
        "required": ["detail"],
        "additionalProperties": False,
    }


def _response(status: int, decls: list[ErrorDecl]) -> dict[str, Any]:
    """One OpenAPI response object for every declared error of one status."""
    variants: list[dict[str, Any]] = []
    if any(d.code is None for d in decls):
        variants.append({"$ref": _REF + "ErrorMessage"})
    codes = sorted({d.code for d in decls if d.code is not None})
    if codes:
        variants.append(_coded_schema(codes))
    lines = [f"`{d.code}`: {d.message}" if d.code else f"`{d.message}`" for d in decls]
    response: dict[str, Any] = {
        "description": f"{_DESCRIPTIONS.get(status, 'Error')}: " + "; ".join(sorted(set(lines))),
        "content": {JSON: {"schema": variants[0] if len(variants) == 1 else {"anyOf": variants}}},
    }
    if any(d.retry_after for d in decls):
        response["headers"] = {"Retry-After": _RETRY_AFTER}
    return response


def errors_for(*decls: ErrorDecl) -> dict[int | str, dict[str, Any]]:
    """FastAPI `responses=` for the errors peculiar to a route (the common ones are added to every route)."""
    by_status: dict[int, list[ErrorDecl]] = {}
    for decl in decls:
        by_status.setdefault(decl.status, []).append(decl)
    return {status: _response(status, found) for status, found in sorted(by_status.items())}


def path_params(path: str) -> list[str]:
    return re.findall(r"\{(\w+)\+?\}", path)


def common_errors(path: str, guarded: bool, enrolment_gated: bool = False) -> list[ErrorDecl]:
    """The errors every operation of this shape answers, whatever its own code raises (`enrolment_gated`: the
    guard refuses it to a member who must set up two-factor sign-in first)."""
    decls = []
    if guarded:
        decls += [INVALID_TOKEN, INSUFFICIENT_PERMISSIONS]
    if guarded and enrolment_gated:
        decls.append(MFA_ENROLLMENT_REQUIRED)
    for param in path_params(path):  # a route with two ids may find either missing
        decls.append(string_error(404, NOT_FOUND_MESSAGES.get(param, "Not found")))
    return decls


def _variants(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return list(schema["anyOf"]) if set(schema) == {"anyOf"} else [schema]


def _merge_response(existing: dict[str, Any] | None, added: dict[str, Any] | None) -> dict[str, Any]:
    """Both responses' schemas as alternatives (no duplicates), headers and descriptions combined."""
    if not existing or not added:
        return existing or added or {}
    schemas: list[dict[str, Any]] = []
    for response in (existing, added):
        schema = ((response.get("content") or {}).get(JSON) or {}).get("schema")
        for variant in _variants(schema) if schema else []:
            if variant not in schemas:
                schemas.append(variant)
    merged = {**existing, **added, "headers": {**existing.get("headers", {}), **added.get("headers", {})}}
    if not merged["headers"]:
        del merged["headers"]
    descriptions = [r["description"] for r in (existing, added) if r.get("description")]
    merged["description"] = " | ".join(dict.fromkeys(descriptions))
    if schemas:
        merged["content"] = {JSON: {"schema": schemas[0] if len(schemas) == 1 else {"anyOf": schemas}}}
    return merged


def declare_errors(operation: dict[str, Any], path: str, guarded: bool, enrolment_gated: bool = False) -> None:
    """Add the common error responses to one operation object, beside those its route declared."""
    responses = operation.setdefault("responses", {})
    by_status: dict[int, list[ErrorDecl]] = {}
    for decl in common_errors(path, guarded, enrolment_gated):
        by_status.setdefault(decl.status, []).append(decl)
    for status, decls in by_status.items():
        responses[str(status)] = _merge_response(responses.get(str(status)), _response(status, decls))
    validation = {
        "description": "Validation error: the request does not match this operation's parameters or body",
        "content": {JSON: {"schema": {"$ref": _REF + "HTTPValidationError"}}},
    }
    existing_422 = responses.get("422")
    if existing_422 and existing_422.get("description") == "Validation Error":  # FastAPI's own, replaced
        existing_422 = None
    responses["422"] = _merge_response(validation, existing_422)
    rate_limit = {
        "description": "Too many requests: more than the per-IP limit in one minute",
        "headers": {"Retry-After": _RETRY_AFTER},
        "content": {JSON: {"schema": {"$ref": _REF + "RateLimitError"}}},
    }
    responses["429"] = _merge_response(rate_limit, responses.get("429"))
    if guarded:
        operation["security"] = [{BEARER: []}]
    else:
        operation.pop("security", None)


def build_document(
    apps: Iterable[Any],
    guarded_routes: Mapping[tuple[str, str], Any],
    *,
    servers: list[dict[str, Any]] | None = None,
    description: str = "",
    enrolment_exempt: Collection[tuple[str, str]] = (),
) -> dict[str, Any]:
    """One OpenAPI 3.1 document from several FastAPI apps (their routes; the apps keep openapi_url=None),
    with the error responses of every operation declared (403 `mfa_enrollment_required` on the guarded ones
    not in `enrolment_exempt`). Two apps serving one operation, or defining one schema name differently, is an
    error."""
    from fastapi.openapi.utils import get_openapi

    paths: dict[str, dict[str, Any]] = {}
    schemas: dict[str, Any] = {}
    tags: dict[str, dict[str, Any]] = {}
    for app in apps:
        document = get_openapi(title=app.title, version=VERSION, routes=app.routes)
        for path, operations in document.get("paths", {}).items():
            for method, operation in operations.items():
                if method in paths.get(path, {}):
                    raise ValueError(f"{method.upper()} {path} is served by two apps")
                paths.setdefault(path, {})[method] = operation
        for name, schema in (document.get("components") or {}).get("schemas", {}).items():
            if name in ERROR_SCHEMAS:
                continue
            if name in schemas and schemas[name] != schema:
                raise ValueError(f"schema {name} differs between apps")
            schemas[name] = schema
        for tag in document.get("tags") or []:
            tags[tag["name"]] = tag
    for path, operations in paths.items():
        for method, operation in operations.items():
            key = (method.upper(), path)
            declare_errors(operation, path, key in guarded_routes, key not in enrolment_exempt)
            for tag in operation.get("tags", []):
                tags.setdefault(tag, {"name": tag})
    return {
        "openapi": "3.1.0",
        "info": {"title": TITLE, "version": VERSION, "description": description},
        "servers": servers or [],
        "paths": paths,
        "components": {
            "schemas": {**schemas, **ERROR_SCHEMAS},
            "securitySchemes": {
                BEARER: {
                    "type": "http",
                    "scheme": "bearer",
                    "bearerFormat": "JWT",
                    "description": "Access token from POST /v1/auth/login (30 minutes).",
                }
            },
        },
        "tags": sorted(tags.values(), key=lambda tag: tag["name"]),
    }
