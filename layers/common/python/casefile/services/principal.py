"""Who is calling: the result of authenticating a request."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from casefile.domain.roles import Role


@dataclass(frozen=True, slots=True)
class Principal:
    user: dict[str, Any]
    workspace: dict[str, Any]
    session_id: str

    @property
    def user_id(self) -> str:
        return self.user["id"]

    @property
    def tenant_id(self) -> str:
        return self.workspace["id"]

    @property
    def actor(self) -> dict[str, str]:
        """Who the events this member causes name (the case timeline)."""
        return {"type": "user", "id": self.user["id"]}

    @property
    def role(self) -> Role:
        return Role(self.user["role"])
