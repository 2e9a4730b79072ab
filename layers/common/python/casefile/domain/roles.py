"""Workspace roles."""

from __future__ import annotations

from enum import StrEnum


class Role(StrEnum):
    TENANT_ADMIN = "tenant_admin"
    TENANT_REVIEWER = "tenant_reviewer"
    TENANT_API_MANAGER = "tenant_api_manager"
    TENANT_VIEWER = "tenant_viewer"
    PLATFORM_ADMIN = "platform_admin"


ANY_MEMBER: frozenset[Role] = frozenset(Role)
# The role groups of docs/architecture.md §4: writers, reviewers, integrators, admins.
WRITERS: frozenset[Role] = frozenset(
    {Role.TENANT_ADMIN, Role.TENANT_REVIEWER, Role.TENANT_API_MANAGER, Role.PLATFORM_ADMIN}
)
REVIEWERS: frozenset[Role] = frozenset({Role.TENANT_ADMIN, Role.TENANT_REVIEWER, Role.PLATFORM_ADMIN})
INTEGRATORS: frozenset[Role] = frozenset({Role.TENANT_ADMIN, Role.TENANT_API_MANAGER, Role.PLATFORM_ADMIN})
ADMINS: frozenset[Role] = frozenset({Role.TENANT_ADMIN, Role.PLATFORM_ADMIN})
