"""Who is calling: the result of authenticating a request."""

from __future__ import annotations

from dataclasses import dataclass

from casefile.domain.roles import Role
from casefile.models.records import UserRecord, WorkspaceRecord


@dataclass(frozen=True, slots=True)
class Principal:
    """A member signed in to the console (`user` the member, a session of theirs), or a partner's API key
    (`casefile.services.partner.PartnerPrincipal`: `user` is None, no person calls)."""

    user: UserRecord | None
    workspace: WorkspaceRecord
    session_id: str

    @property
    def member(self) -> UserRecord:
        """The signed-in member; only console routes (whose callers are members) ask for it."""
        if self.user is None:
            raise LookupError("a partner's API key is not a member")
        return self.user

    @property
    def user_id(self) -> str | None:
        return self.user.id if self.user else None

    @property
    def tenant_id(self) -> str:
        return self.workspace.id

    @property
    def actor(self) -> dict[str, str]:
        """Who the events this member causes name (the case timeline)."""
        return {"type": "user", "id": self.member.id}

    @property
    def role(self) -> Role:
        return Role(self.member.role)

    @property
    def work_email_verified(self) -> bool:
        return bool(self.user and self.user.work_email_verified)
