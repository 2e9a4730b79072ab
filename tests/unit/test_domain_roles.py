"""Pure tests of casefile.domain.roles and the permission table built from it."""

from __future__ import annotations

from casefile.api.permissions import READ_ONLY_POSTS, ROUTE_ROLES, allowed_roles
from casefile.domain import roles
from casefile.domain.roles import Role

VIEWER = Role.TENANT_VIEWER


def test_given_the_spec_then_five_roles() -> None:
    assert [r.value for r in Role] == [
        "tenant_admin",
        "tenant_reviewer",
        "tenant_api_manager",
        "tenant_viewer",
        "platform_admin",
    ]


def test_given_the_role_groups_then_they_match_the_spec() -> None:
    assert set(Role) == roles.ANY_MEMBER
    assert set(Role) - {VIEWER} == roles.WRITERS
    assert {Role.TENANT_ADMIN, Role.TENANT_REVIEWER, Role.PLATFORM_ADMIN} == roles.REVIEWERS
    assert {Role.TENANT_ADMIN, Role.TENANT_API_MANAGER, Role.PLATFORM_ADMIN} == roles.INTEGRATORS
    assert {Role.TENANT_ADMIN, Role.PLATFORM_ADMIN} == roles.ADMINS


def test_given_every_write_route_then_the_viewer_is_refused() -> None:
    # ending one's own session (logout) is not a write to the workspace, nor is a search sent as a POST
    writes = [
        route
        for route in ROUTE_ROLES
        if route[0] != "GET" and not route[1].startswith("/v1/auth/") and route not in READ_ONLY_POSTS
    ]
    assert writes
    assert all(VIEWER not in ROUTE_ROLES[route] for route in writes)


def test_given_the_admins_then_they_may_call_every_route() -> None:
    assert all({Role.TENANT_ADMIN, Role.PLATFORM_ADMIN} <= allowed for allowed in ROUTE_ROLES.values())


def test_given_a_route_missing_from_the_table_then_no_role_may_call_it() -> None:
    assert allowed_roles("GET", "/v1/not-a-route") == frozenset()
    assert allowed_roles("DELETE", "/v1/cases") == frozenset()


def test_given_a_lower_case_method_then_the_table_still_answers() -> None:
    assert allowed_roles("get", "/v1/cases") == roles.ANY_MEMBER
