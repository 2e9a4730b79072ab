"""The schemathesis harness shared by the console's and the Partner API's generated fuzz tests: the checks every
answer must pass, the bounded example settings, and a case sent through the Lambda handlers under moto."""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import urlsplit

import requests
import schemathesis
from hypothesis import HealthCheck, Phase, assume, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

# 6 in the suite (`make test`): every operation of both APIs is fuzzed in both modes at each run, and the generated
# route tests (tests/integration/test_routes_access.py, test_partner_routes.py) check every route's roles, scopes,
# isolation and 401s whatever the fuzzing draws. `make fuzz`: 100.
FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2"))
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
BASE_URL = "http://127.0.0.1:3000"

# FUZZ_EXAMPLES examples per operation and generation mode, no shrinking database, reproducible.
bounded = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    database=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
)


def operations(document: dict[str, Any]) -> list[tuple[str, str]]:
    """(METHOD, path) of every operation of an OpenAPI document, by path then method."""
    return sorted(
        ((method.upper(), path) for path, ops in document["paths"].items() for method in ops),
        key=lambda op: (op[1], op[0]),
    )


def send(api: Any, case: Any, ids: dict[str, str], bearer: str | None) -> schemathesis.Response:
    """A schemathesis case through the Lambda handler (`api`: tests.support.api.Api), with the real ids of `ids`
    in its path and `Authorization: Bearer <bearer>` (none when None); the answer as a schemathesis Response."""
    for name in case.path_parameters or {}:
        if name in ids:
            case.path_parameters[name] = ids[name]
    kwargs = case.as_transport_kwargs(base_url=BASE_URL)
    kwargs.pop("cookies", None)
    kwargs["headers"] = {k: v for k, v in kwargs["headers"].items() if k.lower() != "authorization"}
    if bearer:
        kwargs["headers"]["Authorization"] = f"Bearer {bearer}"
    request = requests.Request(**kwargs).prepare()
    url = urlsplit(request.url)
    body = request.body.encode() if isinstance(request.body, str) else request.body
    found = api.event(request.method, url.path, query=url.query, headers=list(request.headers.items()), body=body)
    assume(found is not None)  # a path API Gateway routes nowhere (an empty id): not the apps' answer
    response = api.invoke(*found)
    return schemathesis.Response(
        status_code=response.status,
        headers={name: [value] for name, value in response.headers.items()},
        content=response.text.encode(),
        request=request,
        elapsed=0.0,
        verify=True,
    )
