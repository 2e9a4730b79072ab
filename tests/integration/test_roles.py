"""The role lists of the permission table against the spec and docs/architecture.md §4, and the routed paths
against it."""

from __future__ import annotations

import sys

import pytest

from casefile.api.permissions import MFA_ENROLLMENT_ROUTES, ROUTE_ROLES
from casefile.domain.roles import Role
from local import template as tpl
from tests.support.api import template

ADMIN, REVIEWER, API_MANAGER, VIEWER, PLATFORM = (r.value for r in Role)
ALL = {ADMIN, REVIEWER, API_MANAGER, VIEWER, PLATFORM}
WRITERS = {ADMIN, REVIEWER, API_MANAGER, PLATFORM}
DECIDERS = {ADMIN, REVIEWER, PLATFORM}
INTEGRATORS = {ADMIN, API_MANAGER, PLATFORM}
ADMINS = {ADMIN, PLATFORM}

# Written out from the spec's Endpoints and docs/architecture.md §4, not derived from the code under test. The generated
# tests (test_routes_access.py) show that the guard enforces casefile.api.permissions.ROUTE_ROLES on every
# route; this table shows that ROUTE_ROLES says what the spec says.
EXPECTED = {
    ("POST", "/v1/auth/logout"): ALL,
    ("GET", "/v1/auth/me"): ALL,
    # issue 34 (two-factor sign-in): "any signed-in member" sets up and turns off their own; "tenant_admin,
    # platform_admin" require it of the workspace
    ("POST", "/v1/auth/mfa/enroll"): ALL,
    ("POST", "/v1/auth/mfa/confirm"): ALL,
    ("DELETE", "/v1/auth/mfa"): ALL,
    ("PATCH", "/v1/workspace"): ADMINS,
    # the console's assignment of a case to a colleague: every member may see who their colleagues are
    ("GET", "/v1/workspace/members"): ALL,
    ("POST", "/v1/cases"): WRITERS,
    ("GET", "/v1/cases"): ALL,
    ("POST", "/v1/cases/search"): ALL,
    ("GET", "/v1/cases/{case_id}"): ALL,
    ("PATCH", "/v1/cases/{case_id}"): WRITERS,
    ("POST", "/v1/cases/{case_id}/score"): DECIDERS,
    ("POST", "/v1/cases/{case_id}/decision"): DECIDERS,
    ("GET", "/v1/cases/{case_id}/fields"): ALL,
    ("POST", "/v1/cases/{case_id}/documents"): DECIDERS,
    ("DELETE", "/v1/cases/{case_id}/documents/{document_id}"): DECIDERS,
    ("GET", "/v1/cases/{case_id}/events"): ALL,
    # issue 30 (Review): corrections and rejections by tenant_admin, tenant_reviewer, platform_admin
    ("PUT", "/v1/cases/{case_id}/fields/{field_name}"): DECIDERS,
    ("DELETE", "/v1/cases/{case_id}/fields/{field_name}"): DECIDERS,
    ("GET", "/v1/documents/{document_id}/fields"): ALL,
    ("GET", "/v1/documents/{document_id}/pages/{page_number}"): ALL,
    ("POST", "/v1/documents/{document_id}/reject"): DECIDERS,
    ("POST", "/v1/documents"): WRITERS,
    ("GET", "/v1/documents"): ALL,
    ("GET", "/v1/documents/limits"): ALL,
    ("GET", "/v1/documents/{document_id}"): ALL,
    ("GET", "/v1/documents/{document_id}/result"): ALL,
    ("POST", "/v1/bank-connections"): WRITERS,
    ("GET", "/v1/bank-connections"): ALL,
    ("GET", "/v1/bank-connections/banks"): ALL,
    ("GET", "/v1/bank-connections/{connection_id}"): ALL,
    ("DELETE", "/v1/bank-connections/{connection_id}"): WRITERS,
    ("POST", "/v1/bank-connections/{connection_id}/refresh"): WRITERS,
    ("GET", "/v1/bank-connections/{connection_id}/analysis"): ALL,
    ("GET", "/v1/bank-connections/{connection_id}/transactions"): ALL,
    ("POST", "/v1/flows"): WRITERS,
    ("GET", "/v1/flows"): ALL,
    ("GET", "/v1/flows/countries"): ALL,
    ("GET", "/v1/flows/node-types"): ALL,
    ("GET", "/v1/flows/{flow_id}"): ALL,
    ("PATCH", "/v1/flows/{flow_id}"): WRITERS,
    ("DELETE", "/v1/flows/{flow_id}"): WRITERS,
    ("POST", "/v1/flows/{flow_id}/publish"): WRITERS,
    # docs/architecture.md §4: admins decide "the flow that drives the Partner API KYC policy"
    ("GET", "/v1/flows/kyc-policy"): ADMINS,
    ("PUT", "/v1/flows/{flow_id}/kyc-policy"): ADMINS,
    ("POST", "/v1/scoring/policies"): ADMINS,
    ("GET", "/v1/scoring/policies"): ALL,
    ("GET", "/v1/scoring/policies/{policy_id}"): ALL,
    ("PATCH", "/v1/scoring/policies/{policy_id}"): ADMINS,
    ("DELETE", "/v1/scoring/policies/{policy_id}"): ADMINS,
    ("POST", "/v1/scoring/policies/{policy_id}/activate"): ADMINS,
    ("POST", "/v1/webhooks"): INTEGRATORS,
    ("GET", "/v1/webhooks"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("PATCH", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("DELETE", "/v1/webhooks/{endpoint_id}"): INTEGRATORS,
    ("POST", "/v1/webhooks/{endpoint_id}/test"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}/deliveries"): INTEGRATORS,
    ("GET", "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}"): INTEGRATORS,
    ("POST", "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry"): INTEGRATORS,
    ("GET", "/v1/events"): INTEGRATORS,
    ("GET", "/v1/events/{event_id}"): INTEGRATORS,
    ("POST", "/v1/api-keys"): INTEGRATORS,
    ("GET", "/v1/api-keys"): INTEGRATORS,
    ("GET", "/v1/api-keys/{key_id}"): INTEGRATORS,
    ("POST", "/v1/api-keys/{key_id}/revoke"): INTEGRATORS,
}
PUBLIC = {("POST", "/v1/auth/login"), ("POST", "/v1/auth/refresh"), ("POST", "/v1/auth/mfa/verify")}
# issue 34: what a member may still call while their workspace requires two-factor sign-in they have not set up
BEFORE_ENROLMENT = {
    ("GET", "/v1/auth/me"),
    ("POST", "/v1/auth/logout"),
    ("POST", "/v1/auth/mfa/enroll"),
    ("POST", "/v1/auth/mfa/confirm"),
}


@pytest.mark.parametrize(("method", "path"), sorted(ROUTE_ROLES))
def test_the_permission_table_gives_each_route_the_spec_roles(method, path):
    assert (method, path) in EXPECTED, "a route the spec and docs/architecture.md do not list: add it to EXPECTED first"
    assert {role.value for role in ROUTE_ROLES[(method, path)]} == EXPECTED[(method, path)]


def test_the_routes_open_before_mfa_enrolment_are_the_spec_ones():
    enrolment_routes = set(MFA_ENROLLMENT_ROUTES)
    assert enrolment_routes == BEFORE_ENROLMENT
    assert enrolment_routes <= set(ROUTE_ROLES)


def test_the_public_routes_are_served_and_unguarded():
    routes = {(r.method, r.path) for r in tpl.api_routes(template())}
    assert routes >= PUBLIC
    assert not PUBLIC & set(ROUTE_ROLES)


def test_every_routed_path_has_a_role_list():
    # a route missing from the permission table would be refused to everyone: catch it here instead (the Partner
    # API's routes are guarded by key scopes instead: tests/integration/test_partner_routes.py)
    routes = {(r.method, r.path) for r in tpl.api_routes_of(template(), tpl.CONSOLE_API)}
    guarded = routes - PUBLIC
    assert guarded <= set(ROUTE_ROLES), guarded - set(ROUTE_ROLES)


def test_the_apps_serve_exactly_the_template_routes():
    by_function: dict[str, set[tuple[str, str]]] = {}
    for route in tpl.api_routes(template()):
        by_function.setdefault(route.function_id, set()).add((route.method, route.path))
    for function_id, expected in by_function.items():
        module = _load_app(function_id)
        paths = module.app.openapi()["paths"]
        served = {(method.upper(), path) for path, operations in paths.items() for method in operations}
        assert served == expected, function_id


def _load_app(function_id: str):
    import importlib.util

    from tests.support.api import ROOT

    code_uri = tpl.function_property(template(), function_id, "CodeUri")
    spec = importlib.util.spec_from_file_location(f"_roles_check_{function_id}", ROOT / code_uri / "app.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # pydantic resolves the module's annotations through sys.modules
    spec.loader.exec_module(module)
    return module
