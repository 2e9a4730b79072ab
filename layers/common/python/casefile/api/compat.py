"""FastAPI without `pydantic.v1` at cold start.

FastAPI (0.12x on) asks of every route parameter and response model whether it is a `pydantic.v1` model, to
refuse those, and answers by importing `pydantic.v1` (23 modules, about a tenth of a function's cold import) the
first time. A class can only be a `pydantic.v1` model once `pydantic.v1` has been imported, so while it is not
in `sys.modules` the answer is "no" without importing it; once anything imports it, FastAPI's own check runs
unchanged. Installed by `casefile.api` before any app or route exists; a FastAPI without these functions is
left as it is (tests/unit/test_cold_imports.py fails if the module comes back at import).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from typing import Any

_V1 = "pydantic.v1"


def _only_once_v1_is_loaded(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    if getattr(check, "__wrapped__", None) is not None:  # installed already
        return check

    @wraps(check)
    def guarded(obj: Any) -> bool:
        return _V1 in sys.modules and check(obj)

    return guarded


def install() -> None:
    """Wrap FastAPI's v1 checks where it looks them up (its `_compat.shared` module and `encoders`, which imported
    its check by name)."""
    try:
        from fastapi import encoders
        from fastapi._compat import shared
    except ImportError:  # a FastAPI of another layout: nothing to do
        return
    for module, name in (
        (shared, "is_pydantic_v1_model_class"),
        (shared, "is_pydantic_v1_model_instance"),
        (encoders, "is_pydantic_v1_model_instance"),
    ):
        check = getattr(module, name, None)
        if callable(check):
            setattr(module, name, _only_once_v1_is_loaded(check))
