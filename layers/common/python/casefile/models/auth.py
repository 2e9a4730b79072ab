from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class LoginRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: str = Field(min_length=3, max_length=254)
    password: str = Field(min_length=1, max_length=1024)


class RefreshRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    refresh_token: str = Field(min_length=1, max_length=512)


class Workspace(BaseModel):
    id: str
    name: str
    plan: str
    subscription_status: str
    created_at: str


class User(BaseModel):
    id: str
    email: str
    name: str | None
    role: str
    tenant_id: str
    is_active: bool
    work_email_verified: bool
    created_at: str
    workspace: Workspace


class TokenResponse(BaseModel):
    access_token: str
    refresh_token: str
    token_type: str
    expires_in: int
    refresh_expires_in: int
    user: User
