"""Every API and record model defers its build to first use (casefile.models.base): a model that cannot be built
(an unresolved annotation, a Field attribute pydantic ignores) would fail a request, not an import. Build each one
here, warnings as errors."""

from __future__ import annotations

import importlib
import pkgutil
import warnings

import pytest
from pydantic import BaseModel

import casefile.models
from casefile.models.base import Model


def _models() -> list[type[BaseModel]]:
    for info in pkgutil.iter_modules(casefile.models.__path__):
        importlib.import_module(f"casefile.models.{info.name}")
    found: list[type[BaseModel]] = []
    pending = list(Model.__subclasses__())
    while pending:
        model = pending.pop()
        if model.__module__.startswith("casefile.models.") and model not in found:
            found.append(model)
        pending.extend(model.__subclasses__())
    return sorted(found, key=lambda m: (m.__module__, m.__qualname__))


def test_the_models_are_found() -> None:
    names = {m.__qualname__ for m in _models()}
    assert {"Case", "CaseDetail", "Document", "CaseFields", "ScoreResult", "PolicyCreate", "Page"} <= names
    assert len(names) > 90


def test_a_model_is_not_built_by_importing_its_module() -> None:
    # a class of this test's own (others may have been built by earlier tests in this process)
    class Probe(Model):
        value: int

    assert not Probe.__pydantic_complete__
    assert Probe.model_validate({"value": "3"}).value == 3
    assert Probe.__pydantic_complete__


@pytest.mark.parametrize("model", _models(), ids=lambda m: f"{m.__module__.rpartition('.')[2]}.{m.__qualname__}")
def test_each_model_builds_without_a_warning(model: type[BaseModel]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert model.model_rebuild(force=True)
    assert model.__pydantic_complete__
    assert model.model_json_schema()["type"] == "object"


def test_a_first_request_building_a_route_parameter_logs_no_warning() -> None:
    # as FastAPI wraps a body parameter (its Field's alias included), built on first use outside pytest's filters
    import subprocess
    import sys

    probe = (
        "from typing import Annotated\n"
        "from pydantic import Field, TypeAdapter\n"
        "from casefile.models.cases import CaseCreate\n"
        "adapter = TypeAdapter(Annotated[CaseCreate, Field(alias='body')])\n"
        "body = {'applicant_name': 'Salma Bennis', 'applicant_cin': 'BK482913', 'borrower_type': 'retiree'}\n"
        "assert adapter.validate_python(body).applicant_cin == 'BK482913'\n"
    )
    done = subprocess.run(  # noqa: S603 - our own interpreter and probe
        [sys.executable, "-W", "error", "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "Warning" not in done.stderr
