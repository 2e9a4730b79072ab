"""The caller's workspace settings (PATCH /v1/workspace)."""

from __future__ import annotations

from casefile.errors import NotFound
from casefile.models.auth import Workspace, WorkspaceUpdate
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
    return workspace_view(workspace)
