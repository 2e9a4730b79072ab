"""Property-based fuzzing of every operation of the OpenAPI document (schemathesis), through the Lambda
handlers under moto: valid and invalid inputs, with a valid token of any role (or of another workspace's
admin) or none. No answer may be a 5xx, and every answer must be declared by its operation (status, content
type, headers, body schema).

Bounded: FUZZ_EXAMPLES examples per operation and generation mode (positive, negative), no shrinking
database, one emulated account for the module. A route added later is fuzzed with no new test code."""

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
from tests.support.routes import OBJECTS, SESSION_ENDING, document

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
BASE_URL = "http://127.0.0.1:3000"
# (workspace, role) of the caller: every role of workspace A (the owner of the real ids), B's admin (another
# workspace), or None (no Authorization header).
CALLERS = [None, *(("a", role.value) for role in Role), ("b", Role.TENANT_ADMIN.value)]
SCHEMA = schemathesis.openapi.from_dict(document())
OPERATIONS = sorted(
    ((method.upper(), path) for path, ops in document()["paths"].items() for method in ops),
    key=lambda op: (op[1], op[0]),
)


@pytest.fixture(scope="module")
def real_ids(world):
    """Ids of real objects of workspace A, one per kind, so some requests reach an existing object."""
    return {param: kind.create(world.api, world.a) for param, kind in OBJECTS.items()}


def send(world, case, caller, ids):
    """Send a schemathesis case through the Lambda handler; the answer as a schemathesis Response."""
    for name in case.path_parameters or {}:
        if name in ids:
            case.path_parameters[name] = ids[name]
    kwargs = case.as_transport_kwargs(base_url=BASE_URL)
    kwargs.pop("cookies", None)
    kwargs["headers"] = {k: v for k, v in kwargs["headers"].items() if k.lower() != "authorization"}
    member = getattr(world, caller[0])[caller[1]] if caller else None
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
def test_every_answer_is_declared_and_none_is_a_5xx(world, real_ids, method, path, mode):
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
        response = send(world, case, caller, ids)
        case.validate_response(response, checks=CHECKS)

    fuzz()
