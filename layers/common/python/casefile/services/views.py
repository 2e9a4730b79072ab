"""Public views of stored records (only the fields a client may see).

The auth function's answers only: `casefile.models.auth` is imported when a view is made, so that the cold start
of every other function (all of which import services.auth, for authentication, and with it this module) does not
load it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casefile.domain.mfa import enrolment_required

if TYPE_CHECKING:
    from casefile.models.auth import User, Workspace
    from casefile.models.records import UserRecord, WorkspaceRecord


def workspace_view(workspace: WorkspaceRecord) -> Workspace:
    from casefile.models.auth import Workspace

    return Workspace(
        id=workspace.id,
        name=workspace.name,
        plan=workspace.plan,
        subscription_status=workspace.subscription_status,
        created_at=workspace.created_at,
        mfa_required=workspace.mfa_required,
    )


def user_view(user: UserRecord, workspace: WorkspaceRecord) -> User:
    from casefile.models.auth import User

    return User(
        id=user.id,
        email=user.email,
        name=user.name,
        role=user.role,
        tenant_id=user.tenant_id,
        is_active=user.is_active,
        work_email_verified=user.work_email_verified,
        created_at=user.created_at,
        # two-factor sign-in: its state, never its secret or recovery codes
        mfa_enabled=user.mfa_enabled,
        mfa_enabled_at=user.mfa_enabled_at if user.mfa_enabled else None,
        mfa_recovery_codes_left=len(user.mfa_recovery_digests or []) if user.mfa_enabled else 0,
        mfa_enrollment_required=enrolment_required(
            workspace_requires=workspace.mfa_required, member_enabled=user.mfa_enabled
        ),
        workspace=workspace_view(workspace),
    )
