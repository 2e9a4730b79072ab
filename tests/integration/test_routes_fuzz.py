"""Property-based fuzzing of every operation of the OpenAPI document (schemathesis), through the Lambda
handlers under moto: valid and invalid inputs, with a valid token of any role (or of another workspace's
admin) or none. No answer may be a 5xx, and every answer must be declared by its operation (status, content
type, headers, body schema).

Bounded: FUZZ_EXAMPLES examples per operation (12 in `make test`, 100 in `make fuzz`) and generation mode
(positive, negative), no shrinking database, one emulated account for the module. A route added later is fuzzed
with no new test code.

Callers also include the admin of a workspace that requires two-factor sign-in they have not set up (every answer
of the guard's 403 `mfa_enrollment_required` must be declared too); a successful PATCH /v1/workspace is undone at
once, so that the fuzzer never leaves workspace A or B requiring two-factor sign-in of every later example."""

from __future__ import annotations

import os
from urllib.parse import urlsplit

import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from casefile.domain.roles import Role
from casefile.services import admin
from tests.support.routes import OBJECTS, SESSION_ENDING, WORKSPACE_CHANGING, document, restore_workspace

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "12"))  # make fuzz: 100
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
BASE_URL = "http://127.0.0.1:3000"
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
OPERATIONS = sorted(
    ((method.upper(), path) for path, ops in document()["paths"].items() for method in ops),
    key=lambda op: (op[1], op[0]),
)


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
    """Send a schemathesis case through the Lambda handler; the answer as a schemathesis Response."""
    for name in case.path_parameters or {}:
        if name in ids:
            case.path_parameters[name] = ids[name]
    kwargs = case.as_transport_kwargs(base_url=BASE_URL)
    kwargs.pop("cookies", None)
    kwargs["headers"] = {k: v for k, v in kwargs["headers"].items() if k.lower() != "authorization"}
    workspace = workspaces[caller[0]] if caller else None
    member = workspace[caller[1]] if workspace else None
    if member:
        kwargs["headers"]["Authorization"] = f"Bearer {member.token}"
    request = requests.Request(**kwargs).prepare()
    url = urlsplit(request.url)
    body = request.body.encode() if isinstance(request.body, str) else request.body
    found = world.api.event(request.method, url.path, query=url.query, headers=list(request.headers.items()), body=body)
    assume(found is not None)  # a path API Gateway routes nowhere (an empty id): not the apps' answer
    response = world.api.invoke(*found)
    if member and (case.method, case.path) in SESSION_ENDING and response.status < 300:
        world.factory.login(member)  # the fuzzer ended the session: open a new one for the next examples
    if workspace and (case.method, case.path) in WORKSPACE_CHANGING and response.status < 300:
        restore_workspace(workspace.id)  # the fuzzer may have required two-factor sign-in: undo it at once
    return schemathesis.Response(
        status_code=response.status,
        headers={name: [value] for name, value in response.headers.items()},
        content=response.text.encode(),
        request=request,
        elapsed=0.0,
        verify=True,
    )


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_every_answer_is_declared_and_none_is_a_5xx(world, workspaces, real_ids, method, path, mode):
    operation = SCHEMA[path][method]
    use_real_ids = st.sampled_from([real_ids, {}])

    @settings(
        max_examples=FUZZ_EXAMPLES,
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operation.as_strategy(generation_mode=mode), caller=st.sampled_from(CALLERS), ids=use_real_ids)
    def fuzz(case, caller, ids):
        response = send(world, workspaces, case, caller, ids)
        case.validate_response(response, checks=CHECKS)

    fuzz()
