"""The Partner API's rules: which scope each route needs, the per-key rate limit's buckets, and the KYC check of a
case against the workspace's compiled KYC policy. Pure (no I/O, no clock: `today` is passed in).

The KYC check (`POST /partner/v1/cases/{case_id}/kyc`) reads what the case's completed documents say:
- `missing_document_types`: the policy's required types no completed document of the case has; when the flow
  accepts several identity documents and the case has none of them, each accepted identity type is listed (any
  one completes it);
- `failed_checks` ({code, field, document_id}), never a value (personal data):
  `applicant_mismatch` (the papers' `cin` or `applicant_name` is another person's than the case's),
  `document_expired` (an identity document's expiry date is past), `mrz_invalid` (a machine-readable zone whose
  check digits fail), `field_invalid` (an identity document's field failed its own check) and `blocking_conflict`
  (the papers disagree on who the applicant is);
- `status`: `failed` when a check failed, else `incomplete` when a type is missing, else `complete`.
The policy's other steps (selfie, liveness, manual review) are not document checks and are not judged here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Any

# Route -> the scope a key needs on it (exactly the table). A route missing here is refused to every key.
ROUTE_SCOPES: dict[tuple[str, str], str] = {
    ("POST", "/partner/v1/cases"): "cases:write",
    ("GET", "/partner/v1/cases"): "cases:read",
    ("GET", "/partner/v1/cases/{case_id}"): "cases:read",
    ("POST", "/partner/v1/cases/{case_id}/documents"): "documents:write",
    ("GET", "/partner/v1/documents/{document_id}"): "documents:read",
    ("GET", "/partner/v1/documents/{document_id}/fields"): "kyc:extract",
    ("GET", "/partner/v1/cases/{case_id}/fields"): "kyc:extract",
    ("POST", "/partner/v1/cases/{case_id}/kyc"): "kyc:verify",
    ("POST", "/partner/v1/cases/{case_id}/score"): "cases:write",
    ("GET", "/partner/v1/events"): "events:read",
    ("GET", "/partner/v1/events/{event_id}"): "events:read",
}

DEFAULT_KEY_REQUESTS_PER_MINUTE = 600
DEFAULT_IP_REQUESTS_PER_MINUTE = 1200
LAST_USED_EVERY_SECONDS = 60  # `last_used_at` is written at most once a minute per key


def required_scope(method: str, path: str) -> str | None:
    return ROUTE_SCOPES.get((method.upper(), path))


def granted(scopes: str | None) -> frozenset[str]:
    """A stored key's scopes (comma-separated) as a set."""
    return frozenset(s.strip() for s in (scopes or "").split(",") if s.strip())


def key_bucket(tenant_id: str, key_id: str, window_start: int) -> str:
    """RateLimitTable key of one key's requests in one window (apart from the console's per-IP buckets; the tenant
    first, as every key of a workspace's data)."""
    return f"PARTNER#TENANT#{tenant_id}#KEY#{key_id}#{window_start}"


def ip_bucket(address: str, window_start: int) -> str:
    """RateLimitTable key of one address's Partner API requests in one window (the address is hashed by the
    caller when it is too long to be a key)."""
    return f"PARTNER#IP#{address}#{window_start}"


def last_used_due(last_used_at: str | None, now_epoch: int) -> bool:
    """Whether a call at `now_epoch` should record itself as the key's last use (at most once a minute)."""
    if not last_used_at:
        return True
    try:
        previous = datetime.fromisoformat(last_used_at.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return True
    return now_epoch - previous >= LAST_USED_EVERY_SECONDS


# the KYC check ---------------------------------------------------------------------------------------------------
IDENTITY_TYPES = ("cin_front", "cin_back", "passport")
APPLICANT_FIELDS = (("applicant_cin", "cin"), ("applicant_name", "applicant_name"))
EXPIRY_FIELDS = ("cin_expiry", "document_expiry")
IDENTITY_CONFLICT_FIELDS = frozenset({"applicant_name", "cin", "date_of_birth"})


def _check(code: str, field: str | None, document_id: str | None) -> dict[str, Any]:
    return {"code": code, "field": field, "document_id": document_id}


def _date(value: Any) -> date | None:
    if not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


def kyc_check(
    case: Mapping[str, Any],
    documents: Sequence[Mapping[str, Any]],
    merged: Mapping[str, Any],
    policy: Mapping[str, Any],
    today: date,
) -> dict[str, Any]:
    """The KYC result of a case: its documents (records: status, document_type, fields), its merged view
    (`merge_fields`: fields with their source, conflicts) and the compiled policy (`policy` of the KYC policy
    record). See the module docstring."""
    from casefile.domain.documents.merge import same_value

    completed = [d for d in documents if d.get("status") == "completed"]
    present = {d.get("document_type") for d in completed}
    missing = [t for t in policy.get("required_document_types") or [] if t not in present]
    accepted_identity = [t for t in policy.get("identity_document_types") or [] if t in IDENTITY_TYPES]
    if accepted_identity and not present & set(accepted_identity) and not set(missing) & set(accepted_identity):
        missing.extend(accepted_identity)

    failed: list[dict[str, Any]] = []
    fields = {f["field_name"]: f for f in merged.get("fields") or []}
    for case_field, field_name in APPLICANT_FIELDS:
        declared, read = case.get(case_field), fields.get(field_name)
        if declared and read and read.get("value") and not same_value(field_name, declared, read["value"]):
            failed.append(_check("applicant_mismatch", field_name, read.get("source_document_id")))
    for name in EXPIRY_FIELDS:
        read = fields.get(name)
        expires = _date(read.get("value")) if read else None
        if read and expires is not None and expires < today:
            failed.append(_check("document_expired", name, read.get("source_document_id")))
    for document in completed:
        if document.get("document_type") not in IDENTITY_TYPES:
            continue
        for field in document.get("fields") or []:
            if field.get("field_name") == "mrz_valid" and field.get("value") is False:
                failed.append(_check("mrz_invalid", "mrz_valid", document.get("id")))
            elif field.get("validation_status") == "invalid":
                failed.append(_check("field_invalid", field.get("field_name"), document.get("id")))
    for conflict in merged.get("conflicts") or []:
        if conflict.get("field_name") in IDENTITY_CONFLICT_FIELDS:
            sources = [v.get("source_document_id") for v in conflict.get("values") or []]
            failed.append(_check("blocking_conflict", conflict["field_name"], sources[0] if sources else None))

    status = "failed" if failed else "incomplete" if missing else "complete"
    return {"status": status, "missing_document_types": missing, "failed_checks": failed}
