"""The role matrix: every role against every built route, as the spec and DESIGN.md §6 list them."""

from __future__ import annotations

import sys

import pytest

from casefile.api.permissions import ROUTE_ROLES
from casefile.domain.roles import Role
from local import template as tpl
from tests.support.api import template

ADMIN, REVIEWER, API_MANAGER, VIEWER, PLATFORM = (r.value for r in Role)
ALL = {ADMIN, REVIEWER, API_MANAGER, VIEWER, PLATFORM}
WRITERS = {ADMIN, REVIEWER, API_MANAGER, PLATFORM}

# Written out from the spec, not derived from the code under test.
EXPECTED = {
    ("POST", "/v1/auth/logout"): (ALL, 204),
    ("GET", "/v1/auth/me"): (ALL, 200),
    ("POST", "/v1/cases"): (WRITERS, 201),
    ("GET", "/v1/cases"): (ALL, 200),
    ("GET", "/v1/cases/{case_id}"): (ALL, 200),
    ("PATCH", "/v1/cases/{case_id}"): (WRITERS, 200),
}
PUBLIC = {("POST", "/v1/auth/login"), ("POST", "/v1/auth/refresh")}


def _call(api, method, path, token, case_id, case_body):
    concrete = path.replace("{case_id}", case_id)
    body = {"POST": case_body, "PATCH": {"priority": "urgent"}}.get(method)
    if path == "/v1/auth/logout":
        body = None
    return api.request(method, concrete, json_body=body, token=token)


@pytest.mark.parametrize("role", sorted(ALL))
@pytest.mark.parametrize(("method", "path"), sorted(EXPECTED))
def test_role_matrix(api, factory, case_body, role, method, path):
    # given a workspace with a case, and a member of the role under test
    workspace = factory.workspace()
    case_id = api.post("/v1/cases", json_body=case_body, token=workspace[ADMIN].token).json()["id"]
    allowed, success = EXPECTED[(method, path)]
    # when the member calls the route
    response = _call(api, method, path, workspace[role].token, case_id, case_body)
    # then allowed roles succeed and the others get the spec's 403
    if role in allowed:
        assert response.status == success, response.text
    else:
        assert response.status == 403
        assert response.json() == {"detail": "Insufficient permissions"}


def test_viewer_write_refused_changes_nothing(api, factory, case_body, snapshot):
    workspace = factory.workspace()
    case_id = api.post("/v1/cases", json_body=case_body, token=workspace[ADMIN].token).json()["id"]
    before = snapshot()
    assert api.post("/v1/cases", json_body=case_body, token=workspace[VIEWER].token).status == 403
    assert api.patch(f"/v1/cases/{case_id}", json_body={"priority": "low"}, token=workspace[VIEWER].token).status == 403
    assert snapshot() == before


def test_every_routed_path_has_a_role_list():
    # a route missing from the permission table would be refused to everyone: catch it here instead
    routes = {(r.method, r.path) for r in tpl.api_routes(template())}
    guarded = routes - PUBLIC
    assert guarded <= set(ROUTE_ROLES), guarded - set(ROUTE_ROLES)
    assert guarded == set(EXPECTED)


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
