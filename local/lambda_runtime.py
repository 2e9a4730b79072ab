"""Load and invoke the template's function handlers in this process, the way the Lambda runtime does."""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from local import template as tpl
from local.resources import ACCOUNT_ID, LocalResources

Handler = Callable[[dict[str, Any], Any], Any]
_ENV_LOCK = threading.Lock()


@dataclass
class LambdaContext:
    """The attributes and method of the Lambda Python runtime's context object."""

    function_name: str
    invoked_function_arn: str
    memory_limit_in_mb: int
    timeout_seconds: int
    function_version: str = "$LATEST"
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    log_group_name: str = ""
    log_stream_name: str = ""
    _deadline: float = 0.0

    def __post_init__(self) -> None:
        self.log_group_name = self.log_group_name or f"/aws/lambda/{self.function_name}"
        day = datetime.now(UTC).strftime("%Y/%m/%d")
        self.log_stream_name = self.log_stream_name or f"{day}/[{self.function_version}]{uuid.uuid4().hex}"
        self._deadline = time.monotonic() + self.timeout_seconds

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


@contextmanager
def applied_env(env: dict[str, str]) -> Iterator[None]:
    """Set `env` in os.environ (under a process-wide lock) and restore the previous values after."""
    with _ENV_LOCK:
        saved = {name: os.environ.get(name) for name in env}
        os.environ.update(env)
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


class LambdaRuntime:
    """Imports each function's handler once (from its CodeUri, under a unique module name) and invokes it."""

    def __init__(self, template: dict[str, Any], resources: LocalResources, base_dir: str | Path = ".") -> None:
        self.template = template
        self.resources = resources
        self.base_dir = Path(base_dir).resolve()
        self._handlers: dict[str, Handler] = {}
        self._load_lock = threading.Lock()
        for layer in tpl.layer_dirs(template, self.base_dir):  # Lambda mounts layers at /opt/python
            if layer.is_dir() and str(layer) not in sys.path:
                sys.path.append(str(layer))

    def function_name(self, function_id: str) -> str:
        return f"{self.resources.prefix}-{function_id}"

    def handler(self, function_id: str) -> Handler:
        with self._load_lock:
            if function_id not in self._handlers:
                self._handlers[function_id] = self._load(function_id)
            return self._handlers[function_id]

    def _load(self, function_id: str) -> Handler:
        code_uri = tpl.function_property(self.template, function_id, "CodeUri")
        handler_spec = tpl.function_property(self.template, function_id, "Handler")
        module_path, _, attribute = str(handler_spec).rpartition(".")
        source = self.base_dir / str(code_uri) / (module_path.replace(".", "/") + ".py")
        module_name = f"_casefile_lambda_{function_id}"
        spec = importlib.util.spec_from_file_location(module_name, source)
        if spec is None or spec.loader is None:
            raise ImportError(f"{function_id}: cannot load {source}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        try:
            with applied_env(self.resources.function_env(function_id)):
                spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[module_name]
            raise
        return getattr(module, attribute)

    def context(self, function_id: str, request_id: str | None = None) -> LambdaContext:
        name = self.function_name(function_id)
        return LambdaContext(
            function_name=name,
            invoked_function_arn=f"arn:aws:lambda:{self.resources.region}:{ACCOUNT_ID}:function:{name}",
            memory_limit_in_mb=int(tpl.function_property(self.template, function_id, "MemorySize", 128)),
            timeout_seconds=int(tpl.function_property(self.template, function_id, "Timeout", 3)),
            aws_request_id=request_id or str(uuid.uuid4()),
        )

    def invoke(self, function_id: str, event: dict[str, Any], request_id: str | None = None) -> Any:
        """Call the function's handler with `event` and a fresh context; exceptions propagate."""
        return self.handler(function_id)(event, self.context(function_id, request_id))
