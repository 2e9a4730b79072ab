"""GET /v1/workspace/members: the caller's colleagues (whom the console offers to assign a case to, and the names it
shows for an assignee's id); nothing of their sign-in, nobody of another workspace."""

from __future__ import annotations

from casefile.domain.roles import Role
from casefile.services import admin
from tests.integration.conftest import Factory
from tests.support.api import Api

FIELDS = {"id", "email", "name", "role", "is_active"}


def test_every_member_of_the_workspace_and_no_one_else(api: Api, factory: Factory) -> None:
    ws = factory.workspace()
    other = factory.workspace(roles=(Role.TENANT_ADMIN,), login=False)

    response = api.get("/v1/workspace/members", token=ws[Role.TENANT_VIEWER].token)

    assert response.status == 200, response.text
    members = response.json()
    assert all(set(m) == FIELDS for m in members), members  # no password hash, no two-factor state
    assert {m["id"]: m["role"] for m in members} == {m.id: m.role for m in ws.members.values()}
    assert other[Role.TENANT_ADMIN].id not in {m["id"] for m in members}
    assert [m["email"] for m in members] == sorted(m["email"] for m in members)  # nameless: by email
    assert all(m["is_active"] for m in members)


def test_a_deactivated_member_is_listed_as_such(api: Api, factory: Factory) -> None:
    ws = factory.workspace(roles=(Role.TENANT_ADMIN, Role.TENANT_REVIEWER))
    reviewer = ws[Role.TENANT_REVIEWER]
    admin.set_user_state(ws.id, reviewer.id, is_active=False)

    members = api.get("/v1/workspace/members", token=ws[Role.TENANT_ADMIN].token).json()

    assert {m["id"]: m["is_active"] for m in members} == {ws[Role.TENANT_ADMIN].id: True, reviewer.id: False}


def test_a_listed_member_is_a_valid_assignee(api: Api, factory: Factory, case_body: dict) -> None:
    ws = factory.workspace(roles=(Role.TENANT_ADMIN, Role.TENANT_REVIEWER))
    token = ws[Role.TENANT_ADMIN].token
    members = api.get("/v1/workspace/members", token=token).json()
    reviewer = next(m for m in members if m["role"] == Role.TENANT_REVIEWER)
    case = api.post("/v1/cases", json_body=case_body, token=token).json()

    assigned = api.patch(f"/v1/cases/{case['id']}", json_body={"assigned_to": reviewer["id"]}, token=token)
    listed = api.get("/v1/cases", query={"assigned_to": reviewer["id"]}, token=token)

    assert assigned.status == 200 and assigned.json()["assigned_to"] == reviewer["id"]
    assert [c["id"] for c in listed.json()["items"]] == [case["id"]]
