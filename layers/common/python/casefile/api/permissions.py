"""Who may call which console route: the role lists of docs/api.md (groups: docs/architecture.md §4), in one table.

The role guard (`casefile.api.deps.authorize`) looks a request's route up here; a route that is not in
this table is refused to everyone, so a new route cannot be reachable by accident.
"""

from __future__ import annotations

from casefile.domain.roles import ADMINS, ANY_MEMBER, INTEGRATORS, REVIEWERS, WRITERS, Role

ROUTE_ROLES: dict[tuple[str, str], frozenset[Role]] = {
    # auth (login, refresh and the login's second step, mfa/verify, are public: no guard)
    ("POST", "/v1/auth/logout"): ANY_MEMBER,
    ("GET", "/v1/auth/me"): ANY_MEMBER,
    ("POST", "/v1/auth/mfa/enroll"): ANY_MEMBER,
    ("POST", "/v1/auth/mfa/confirm"): ANY_MEMBER,
    ("DELETE", "/v1/auth/mfa"): ANY_MEMBER,
    # the caller's workspace (served by the auth function)
    ("PATCH", "/v1/workspace"): ADMINS,
    ("GET", "/v1/workspace/members"): ANY_MEMBER,  # colleagues' names and roles: whom to assign a case to
    # cases
    ("POST", "/v1/cases"): WRITERS,
    ("GET", "/v1/cases"): ANY_MEMBER,
    ("POST", "/v1/cases/search"): ANY_MEMBER,  # a read: the CIN lookup, its CIN in the body (not the URL)
    ("GET", "/v1/cases/{case_id}"): ANY_MEMBER,
    ("PATCH", "/v1/cases/{case_id}"): WRITERS,
    ("POST", "/v1/cases/{case_id}/score"): REVIEWERS,
    ("POST", "/v1/cases/{case_id}/decision"): REVIEWERS,
    ("GET", "/v1/cases/{case_id}/fields"): ANY_MEMBER,
    ("GET", "/v1/cases/{case_id}/events"): ANY_MEMBER,
    ("POST", "/v1/cases/{case_id}/documents"): REVIEWERS,
    ("DELETE", "/v1/cases/{case_id}/documents/{document_id}"): REVIEWERS,
    ("PUT", "/v1/cases/{case_id}/fields/{field_name}"): REVIEWERS,
    ("DELETE", "/v1/cases/{case_id}/fields/{field_name}"): REVIEWERS,
    # documents
    ("POST", "/v1/documents"): WRITERS,
    ("GET", "/v1/documents"): ANY_MEMBER,
    ("GET", "/v1/documents/limits"): ANY_MEMBER,
    ("GET", "/v1/documents/{document_id}"): ANY_MEMBER,
    ("GET", "/v1/documents/{document_id}/result"): ANY_MEMBER,
    ("GET", "/v1/documents/{document_id}/fields"): ANY_MEMBER,
    ("GET", "/v1/documents/{document_id}/pages/{page_number}"): ANY_MEMBER,
    ("POST", "/v1/documents/{document_id}/reject"): REVIEWERS,
    # bank connections
    ("POST", "/v1/bank-connections"): WRITERS,
    ("GET", "/v1/bank-connections"): ANY_MEMBER,
    ("GET", "/v1/bank-connections/banks"): ANY_MEMBER,
    ("GET", "/v1/bank-connections/{connection_id}"): ANY_MEMBER,
    ("DELETE", "/v1/bank-connections/{connection_id}"): WRITERS,
    ("POST", "/v1/bank-connections/{connection_id}/refresh"): WRITERS,
    ("GET", "/v1/bank-connections/{connection_id}/analysis"): ANY_MEMBER,
    ("GET", "/v1/bank-connections/{connection_id}/transactions"): ANY_MEMBER,
    # flows
    ("POST", "/v1/flows"): WRITERS,
    ("GET", "/v1/flows"): ANY_MEMBER,
    ("GET", "/v1/flows/countries"): ANY_MEMBER,
    ("GET", "/v1/flows/node-types"): ANY_MEMBER,
    ("GET", "/v1/flows/kyc-policy"): ADMINS,
    ("GET", "/v1/flows/{flow_id}"): ANY_MEMBER,
    ("PATCH", "/v1/flows/{flow_id}"): WRITERS,
    ("DELETE", "/v1/flows/{flow_id}"): WRITERS,
    ("POST", "/v1/flows/{flow_id}/publish"): WRITERS,
    ("PUT", "/v1/flows/{flow_id}/kyc-policy"): ADMINS,
    # scoring policies
    ("POST", "/v1/scoring/policies"): ADMINS,
    ("GET", "/v1/scoring/policies"): ANY_MEMBER,
    ("GET", "/v1/scoring/policies/{policy_id}"): ANY_MEMBER,
    ("PATCH", "/v1/scoring/policies/{policy_id}"): ADMINS,
    ("DELETE", "/v1/scoring/policies/{policy_id}"): ADMINS,
    ("POST", "/v1/scoring/policies/{policy_id}/activate"): ADMINS,
    # webhooks
    ("POST", "/v1/webhooks"): INTEGRATORS,
    ("GET", "/v1/webhooks"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("PATCH", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("DELETE", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("POST", "/v1/webhooks/{endpoint_id}/test"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}/deliveries"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}"): INTEGRATORS,
    ("POST", "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry"): INTEGRATORS,
    # events (served by the webhooks function)
    ("GET", "/v1/events"): INTEGRATORS,
    ("GET", "/v1/events/{event_id}"): INTEGRATORS,
    # API keys
    ("POST", "/v1/api-keys"): INTEGRATORS,
    ("GET", "/v1/api-keys"): INTEGRATORS,
    ("GET", "/v1/api-keys/{key_id}"): INTEGRATORS,
    ("POST", "/v1/api-keys/{key_id}/revoke"): INTEGRATORS,
}


# POST routes that only read (the body carries what must stay out of a URL): no Idempotency-Key, nothing written,
# open to the viewer like the GET routes.
READ_ONLY_POSTS: frozenset[tuple[str, str]] = frozenset({("POST", "/v1/cases/search")})


# The only routes a member may call while their workspace requires two-factor sign-in and they have not set it
# up; on every other route the guard answers 403 `mfa_enrollment_required`.
MFA_ENROLLMENT_ROUTES: frozenset[tuple[str, str]] = frozenset(
    {
        ("GET", "/v1/auth/me"),
        ("POST", "/v1/auth/logout"),
        ("POST", "/v1/auth/mfa/enroll"),
        ("POST", "/v1/auth/mfa/confirm"),
    }
)


def allowed_roles(method: str, path: str) -> frozenset[Role]:
    return ROUTE_ROLES.get((method.upper(), path), frozenset())


def usable_before_mfa_enrolment(method: str, path: str) -> bool:
    return (method.upper(), path) in MFA_ENROLLMENT_ROUTES
