"""Property-based fuzzing of every operation of the OpenAPI document (schemathesis), through the Lambda
handlers under moto: valid and invalid inputs, with a valid token of any role (or of another workspace's
admin) or none. No answer may be a 5xx, and every answer must be declared by its operation (status, content
type, headers, body schema).

Bounded: FUZZ_EXAMPLES examples per operation (2 in `make test`, 100 in `make fuzz`) and generation mode
(positive, negative), no shrinking database, one emulated account for the module. A route added later is fuzzed
with no new test code.

Callers also include the admin of a workspace that requires two-factor sign-in they have not set up (every answer
of the guard's 403 `mfa_enrollment_required` must be declared too); a successful PATCH /v1/workspace is undone at
once, so that the fuzzer never leaves workspace A or B requiring two-factor sign-in of every later example."""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import given
from hypothesis import strategies as st
from schemathesis import GenerationMode

from casefile.domain.roles import Role
from casefile.services import admin
from tests.support.fuzz import CHECKS, bounded, operations
from tests.support.fuzz import send as send_case
from tests.support.routes import OBJECTS, SESSION_ENDING, WORKSPACE_CHANGING, document, restore_workspace

# (workspace, role) of the caller: every role of workspace A (the owner of the real ids), B's admin (another
# workspace), the admin of a workspace that requires two-factor sign-in they have not set up, or None (no
# Authorization header).
CALLERS = [
    None,
    *(("a", role.value) for role in Role),
    ("b", Role.TENANT_ADMIN.value),
    ("must_enrol", Role.TENANT_ADMIN.value),
]
SCHEMA = schemathesis.openapi.from_dict(document())
OPERATIONS = operations(document())


@pytest.fixture(scope="module")
def workspaces(world):
    """The callers' workspaces by name: A, B, and one that requires two-factor sign-in (its members have none)."""
    must_enrol = world.factory.workspace(roles=(Role.TENANT_ADMIN,))
    admin.update_workspace(must_enrol.id, mfa_required=True)
    return {"a": world.a, "b": world.b, "must_enrol": must_enrol}


@pytest.fixture(scope="module")
def real_ids(world):
    """Ids of real objects of workspace A, one per kind, so some requests reach an existing object."""
    return {param: kind.create(world.api, world.a) for param, kind in OBJECTS.items()}


def send(world, workspaces, case, caller, ids):
    """Send a schemathesis case through the Lambda handler as the caller; the answer as a schemathesis Response."""
    workspace = workspaces[caller[0]] if caller else None
    member = workspace[caller[1]] if workspace else None
    response = send_case(world.api, case, ids, member.token if member else None)
    if member and (case.method, case.path) in SESSION_ENDING and response.status_code < 300:
        world.factory.login(member)  # the fuzzer ended the session: open a new one for the next examples
    if workspace and (case.method, case.path) in WORKSPACE_CHANGING and response.status_code < 300:
        restore_workspace(workspace.id)  # the fuzzer may have required two-factor sign-in: undo it at once
    return response


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_every_answer_is_declared_and_none_is_a_5xx(world, workspaces, real_ids, method, path, mode):
    operation = SCHEMA[path][method]
    use_real_ids = st.sampled_from([real_ids, {}])

    @bounded
    @given(case=operation.as_strategy(generation_mode=mode), caller=st.sampled_from(CALLERS), ids=use_real_ids)
    def fuzz(case, caller, ids):
        response = send(world, workspaces, case, caller, ids)
        case.validate_response(response, checks=CHECKS)

    fuzz()
