"""Public views of stored records (only the fields a client may see)."""

from __future__ import annotations

from typing import Any


def workspace_view(workspace: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": workspace["id"],
        "name": workspace["name"],
        "plan": workspace["plan"],
        "subscription_status": workspace["subscription_status"],
        "created_at": workspace["created_at"],
    }


def user_view(user: dict[str, Any], workspace: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": user["id"],
        "email": user["email"],
        "name": user.get("name"),
        "role": user["role"],
        "tenant_id": user["tenant_id"],
        "is_active": bool(user.get("is_active")),
        "work_email_verified": bool(user.get("work_email_verified")),
        "created_at": user["created_at"],
        "workspace": workspace_view(workspace),
    }
