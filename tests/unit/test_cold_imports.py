"""What an API function's cold import loads: not `pydantic.v1` (FastAPI's check for v1 models,
casefile.api.compat) and not `cryptography` (PyJWT's asymmetric algorithms, casefile.domain.tokens). `make bench`
times the imports; this keeps the two heaviest avoidable packages from coming back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
API_FUNCTIONS = ["api_keys", "auth", "bank_connections", "cases", "documents", "flows", "scoring", "webhooks"]

# Imports the handler modules given after the common layer's path, as a cold start does, then runs the line that
# follows (printing, as JSON, what it found in sys.modules)
_LOADER = """
import importlib.util, json, sys
sys.path.insert(0, sys.argv[1])
for path in sys.argv[2:]:
    name = "app_" + path.split("/")[-2]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    assert callable(module.handler)
"""
_PROBE = _LOADER + (
    'print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] == "cryptography" '
    'or m.startswith("pydantic.v1"))))'
)


def _probe(probe: str, *functions: str) -> Any:
    """What `probe` prints (JSON, its last line) once the functions' handler modules are imported in a fresh
    interpreter with the common layer on its path."""
    env = {**os.environ, "POWERTOOLS_SERVICE_NAME": "test", "POWERTOOLS_TRACE_DISABLED": "true"}
    paths = [str(ROOT / "functions" / name / "app.py") for name in functions]
    out = subprocess.run(  # noqa: S603 - our own interpreter and probe
        [sys.executable, "-c", probe, str(ROOT / "layers" / "common" / "python"), *paths],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_api_functions_import_neither_pydantic_v1_nor_cryptography() -> None:
    assert _probe(_PROBE, *API_FUNCTIONS) == []


def test_tokens_still_verify_once_cryptography_is_loaded() -> None:
    import time

    import cryptography  # noqa: F401 - loaded first, as moto does in the tests

    from casefile.domain import tokens

    now = int(time.time())
    token = tokens.issue_access_token(
        key="k" * 32, issuer="i", audience="a", user_id="u", tenant_id="t", session_id="s", now=now, ttl=60
    )
    claims = tokens.verify_access_token(token, key="k" * 32, issuer="i", audience="a")
    assert claims == tokens.AccessClaims(user_id="u", tenant_id="t", session_id="s")
    assert tokens.verify_access_token(token, key="x" * 32, issuer="i", audience="a") is None


_MODELS_PROBE = _LOADER + (
    'print(json.dumps(sorted(m.rsplit(".", 1)[-1] for m in sys.modules if m.startswith("casefile.models."))))'
)


@pytest.mark.parametrize(
    ("function", "absent"),
    [
        ("auth", {"cases", "documents", "flows", "scoring", "webhooks", "bank", "api_keys"}),
        ("cases", {"flows", "webhooks", "bank", "api_keys"}),
    ],
)
def test_a_function_s_cold_import_builds_only_the_record_models_it_uses(function: str, absent: set[str]) -> None:
    # given: every stored entity declared in casefile.store.entities, each with its record model
    # when: the function is imported cold
    loaded = set(_probe(_MODELS_PROBE, function))

    # then: the models of entities it never stores were not built (pydantic models cost most of its extra import)
    assert "records" in loaded
    assert not loaded & absent, sorted(loaded & absent)


ALL_FUNCTIONS = sorted(path.parent.name for path in (ROOT / "functions").glob("*/app.py"))
_COLLECTOR_PROBE = """
import gc, importlib.util, json, sys
sys.path.insert(0, sys.argv[1])
found = {}
for path in sys.argv[2:]:
    name = "app_" + path.split("/")[-2]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    gc.unfreeze()
    spec.loader.exec_module(module)
    found[name] = [gc.isenabled(), gc.get_freeze_count() > 0]
print(json.dumps(found))
"""


def test_every_function_turns_the_garbage_collector_back_on_after_its_cold_start() -> None:
    # A function turns the collector off while it builds its app (casefile.observability.started): one that left
    # it off would grow with every request of a warm Lambda
    found = _probe(_COLLECTOR_PROBE, *ALL_FUNCTIONS)
    assert found == {f"app_{name}": [True, True] for name in ALL_FUNCTIONS}
