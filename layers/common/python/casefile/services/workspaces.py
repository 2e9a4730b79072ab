"""The caller's workspace: its settings (PATCH /v1/workspace) and its members (GET /v1/workspace/members)."""

from __future__ import annotations

from casefile.errors import NotFound
from casefile.models.auth import Workspace, WorkspaceMember, WorkspaceUpdate
from casefile.models.records import WorkspaceRecord
from casefile.observability import logger
from casefile.services.principal import Principal
from casefile.services.views import workspace_view
from casefile.store import accounts


def update(principal: Principal, body: WorkspaceUpdate) -> Workspace:
    """Change the fields given (only `mfa_required` so far; null is unchanged); the workspace as GET /v1/auth/me
    shows it."""
    changes = body.model_dump(exclude_none=True)
    if not changes:
        return workspace_view(principal.workspace)
    try:
        workspace = accounts.update_workspace(principal.tenant_id, changes)
    except accounts.Missing:
        raise NotFound("Workspace not found") from None
    if "mfa_required" in changes:
        logger.info(
            "workspace two-factor requirement changed",
            extra={
                "tenant_id": principal.tenant_id,
                "user_id": principal.user_id,
                "mfa_required": changes["mfa_required"],
            },
        )
    return workspace_view(WorkspaceRecord.model_validate(workspace))


def members(principal: Principal) -> list[WorkspaceMember]:
    """Every member of the caller's workspace (deactivated ones included, flagged), by name then email: whom a
    case can be assigned to, and the names the console shows for an assignee's id."""
    listed = [
        WorkspaceMember(
            id=user["id"],
            email=user["email"],
            name=user.get("name"),
            role=user["role"],
            is_active=bool(user.get("is_active")),
        )
        for user in accounts.list_users(principal.tenant_id)
    ]
    return sorted(listed, key=lambda m: ((m.name or m.email).casefold(), m.email))
