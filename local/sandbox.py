"""Each function in processes of its own, as Lambda runs each function in sandboxes of its own.

`ProcessRuntime(template, resources, base_dir, base_env)` has the `invoke(function_id, event)` of the
in-process `LambdaRuntime` (which the integration tests keep using inside moto's `mock_aws`), but runs each
function in a small pool of child processes (`python -m local.sandbox`): each child has the function's own
environment (template Globals, then the function's variables, set before its handler module is imported),
its own settings and module state, and handles one event at a time, like a Lambda execution environment.

Protocol: the parent writes one JSON line per invocation to the child's stdin
(`{"event": ..., "context": {...}}`) and reads one JSON line back on a private pipe (`{"result": ...}` or
`{"error": "<traceback>"}`); the child's stdout and stderr are the stack's (the function's log lines).
A child that dies (os._exit, a segfault, the OOM killer) or outlives the function's Timeout is
`FunctionCrashed` (the front answers 502 like API Gateway) and is replaced.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
import traceback
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from local import template as tpl
from local.resources import ACCOUNT_ID, LocalResources

DEFAULT_POOL_SIZE = 2
# A function process's start-up (its imports) on a quiet machine takes 1-3 s. The budget it gets is this many
# seconds on an idle machine, scaled by the load per CPU (a loaded two-core laptop imports ten times slower), and
# it is not spent waiting for the start gate: a slow machine is slow, not failing.
INIT_TIMEOUT_SECONDS = float(os.environ.get("CASEFILE_LOCAL_INIT_SECONDS") or 30)
INIT_TIMEOUT_CAP_SECONDS = 600
# At most this many function processes import at once for the background warm-up (starts that a waiting request
# needs are not held back by it): twelve processes importing FastAPI together on two cores all start late.
START_CONCURRENCY = max(1, min(4, os.cpu_count() or 1))


class FunctionError(Exception):
    """The handler raised: `.details` is its traceback, as the child printed it."""

    def __init__(self, function_id: str, details: str) -> None:
        super().__init__(f"{function_id}: {details.strip().splitlines()[-1] if details.strip() else 'error'}")
        self.details = details


class FunctionCrashed(Exception):
    """The function's process died or timed out during an invocation (Lambda: Runtime.ExitError / timeout)."""


def _load_per_cpu() -> float:
    try:
        return os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:
        return 0.0


def init_budget(base: float | None = None) -> float:
    """Seconds a function process may take to start: the base budget, times the load per CPU when above 1."""
    base = INIT_TIMEOUT_SECONDS if base is None else base
    return min(INIT_TIMEOUT_CAP_SECONDS, base * max(1.0, _load_per_cpu()))


class _StartGate:
    """Limits how many function processes start (import) at once for the background warm-up. A start that an
    invocation waits for passes at once (it still counts, holding the warm-up back)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.active = 0
        self._cond = threading.Condition()

    @contextlib.contextmanager
    def starting(self, urgent: bool, cancelled: Callable[[], bool] = lambda: False) -> Iterator[None]:
        with self._cond:
            while not urgent and self.active >= self.limit and not cancelled():
                self._cond.wait(0.5)
            self.active += 1
        try:
            yield
        finally:
            with self._cond:
                self.active -= 1
                self._cond.notify_all()


START_GATE = _StartGate(START_CONCURRENCY)


class _Child:
    """One sandbox process: requests on stdin, responses on a private pipe."""

    def __init__(self, function_id: str, config: dict[str, Any], env: dict[str, str]) -> None:
        self.function_id = function_id
        read_fd, write_fd = os.pipe()
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "local.sandbox", str(write_fd), json.dumps(config)],
                stdin=subprocess.PIPE,
                env=env,
                pass_fds=(write_fd,),
                cwd=config["task_root"],
            )
        except BaseException:
            os.close(read_fd)
            raise
        finally:
            os.close(write_fd)
        self._responses = read_fd
        self._buffer = b""

    @property
    def pid(self) -> int:
        return int(self.process.pid)

    def read_message(self, timeout: float, extend: Callable[[float], float] | None = None) -> dict[str, Any]:
        """The next message, within `timeout` seconds; `extend(elapsed)`, if given, is asked for the budget again
        when it runs out (the start-up budget grows with the machine's load)."""
        started = time.monotonic()
        deadline = started + timeout
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 and extend is not None:
                timeout = max(timeout, extend(time.monotonic() - started))
                deadline = started + timeout
                remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise FunctionCrashed(f"{self.function_id}: timed out after {timeout:.3g} s")
            ready, _, _ = select.select([self._responses], [], [], min(remaining, 1.0))
            if not ready:
                continue
            chunk = os.read(self._responses, 1 << 20)
            if not chunk:
                code = self.process.wait(timeout=5)
                raise FunctionCrashed(f"{self.function_id}: process {self.pid} exited with {code}")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return dict(json.loads(line))

    def call(self, request: dict[str, Any], timeout: float) -> dict[str, Any]:
        try:
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps(request).encode() + b"\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise FunctionCrashed(f"{self.function_id}: process {self.pid} is gone ({exc})") from exc
        return self.read_message(timeout)

    def kill(self) -> None:
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        with contextlib.suppress(OSError):
            os.close(self._responses)


class FunctionPool:
    """Up to `size` sandboxes of one function, started when needed; a busy pool queues the invocation."""

    def __init__(self, function_id: str, config: dict[str, Any], env: dict[str, str], size: int, timeout: float):
        self.function_id = function_id
        self.config = config
        self.env = env
        self.size = max(1, size)
        self.timeout = timeout
        self.started = 0  # processes started so far (restarts included)
        self._idle: list[_Child] = []
        self._all: set[_Child] = set()
        self._count = 0  # live or starting
        self._cond = threading.Condition()
        self._closed = False

    def _spawn(self, urgent: bool = True) -> _Child:
        with START_GATE.starting(urgent, lambda: self._closed):
            if self._closed:
                raise FunctionCrashed(f"{self.function_id}: the local stack is stopping")
            child = _Child(self.function_id, self.config, self.env)
            with self._cond:
                self._all.add(child)
                self.started += 1
            try:
                base = max(INIT_TIMEOUT_SECONDS, self.timeout)
                ready = child.read_message(init_budget(base), extend=lambda _elapsed: init_budget(base))
            except FunctionCrashed as exc:
                self._discard(child, counted=False)
                if "timed out" not in str(exc):
                    raise
                load = _load_per_cpu()
                raise FunctionCrashed(f"{exc} (still importing; load {load:.1f} per CPU)") from None
            except BaseException:
                self._discard(child, counted=False)
                raise
        if "error" in ready:
            self._discard(child, counted=False)
            raise FunctionError(self.function_id, str(ready["error"]))
        return child

    def _acquire(self, urgent: bool = True) -> _Child:
        with self._cond:
            while True:
                if self._closed:
                    raise FunctionCrashed(f"{self.function_id}: the local stack is stopping")
                if self._idle:
                    return self._idle.pop()
                if self._count < self.size:
                    self._count += 1
                    break
                self._cond.wait(0.5)
        try:
            return self._spawn(urgent)
        except BaseException:
            with self._cond:
                self._count -= 1
                self._cond.notify()
            raise

    def _release(self, child: _Child) -> None:
        with self._cond:
            if not self._closed:
                self._idle.append(child)
                self._cond.notify()
                return
        self._discard(child)

    def _discard(self, child: _Child, counted: bool = True) -> None:
        child.kill()
        with self._cond:
            self._all.discard(child)
            if counted:
                self._count -= 1
            self._cond.notify()

    def warm(self) -> None:
        """Start one sandbox in the background, through the start gate (one line if it fails: the first
        invocation tries again and reports it to its caller)."""
        with self._cond:
            if self._idle or self._count:  # a process is up or starting already (a request came first)
                return
        try:
            self._release(self._acquire(urgent=False))
        except Exception as exc:
            if not self._closed:  # a sandbox ended by stop() while starting is no failure
                reason = str(exc).removeprefix(f"{self.function_id}: ")
                print(
                    f"[sandbox] {self.function_id} failed to start: {reason}; its next call starts it again",
                    file=sys.stderr,
                    flush=True,
                )

    def invoke(self, event: Any, context: dict[str, Any]) -> Any:
        child = self._acquire()
        try:
            response = child.call({"event": event, "context": context}, self.timeout + 1)
        except FunctionCrashed:
            self._discard(child)
            if not self._closed:  # the process is replaced at once, as Lambda starts a new sandbox
                threading.Thread(target=self.warm, name=f"restart-{self.function_id}", daemon=True).start()
            raise
        except BaseException:
            self._discard(child)
            raise
        self._release(child)
        if "error" in response:
            raise FunctionError(self.function_id, str(response["error"]))
        return response.get("result")

    def pids(self) -> list[int]:
        with self._cond:
            return [c.pid for c in self._all]

    def close(self) -> None:
        with self._cond:
            self._closed = True
            children = list(self._all)
        for child in children:  # terminate all first, then wait: stopping takes one wait, not one per child
            if child.process.poll() is None:
                child.process.terminate()
        for child in children:
            child.kill()
        with self._cond:
            self._all.clear()
            self._idle.clear()


def _local_paths(env: dict[str, str]) -> dict[str, str]:
    """A function's variables, except those naming a path under /opt (where Lambda mounts the layers, e.g.
    the OCR worker's TESSDATA_PREFIX) that this machine does not have: the machine's own value is kept then, or
    the variable is left unset (the code's own fallback applies)."""
    return {name: value for name, value in env.items() if not (value.startswith("/opt/") and not Path(value).exists())}


class ProcessRuntime:
    """The template's functions, each in its own pool of processes. Same `invoke` as `LambdaRuntime`."""

    def __init__(
        self,
        template: dict[str, Any],
        resources: LocalResources,
        base_dir: str | Path = ".",
        base_env: dict[str, str] | None = None,
        overrides: dict[str, str] | None = None,
        pool_size: int = DEFAULT_POOL_SIZE,
    ) -> None:
        self.template = template
        self.resources = resources
        self.base_dir = Path(base_dir).resolve()
        self.pool_size = pool_size
        base = dict(os.environ if base_env is None else base_env)
        base.pop("AWS_PROFILE", None)
        layers = [str(d) for d in tpl.layer_dirs(template, self.base_dir) if d.is_dir()]
        project = str(Path(__file__).resolve().parents[1])  # so that the child finds `local.sandbox`
        self.pools: dict[str, FunctionPool] = {}
        for function_id in tpl.functions(template):
            code_uri = str(tpl.function_property(template, function_id, "CodeUri"))
            handler = str(tpl.function_property(template, function_id, "Handler"))
            name = self.function_name(function_id)
            memory = int(tpl.function_property(template, function_id, "MemorySize", 128))
            timeout = int(tpl.function_property(template, function_id, "Timeout", 3))
            env = {**base, **_local_paths(resources.function_env(function_id)), **(overrides or {})}
            env.update(
                {
                    "AWS_LAMBDA_FUNCTION_NAME": name,
                    "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(memory),
                    "AWS_LAMBDA_FUNCTION_VERSION": "$LATEST",
                    "AWS_LAMBDA_LOG_GROUP_NAME": f"/aws/lambda/{name}",
                    "_HANDLER": handler,
                    "LAMBDA_TASK_ROOT": str(self.base_dir / code_uri),
                    "CASEFILE_LOCAL": "1",
                    "PYTHONPATH": os.pathsep.join([project, *layers]),
                    "PYTHONUNBUFFERED": "1",
                }
            )
            config = {
                "task_root": str(self.base_dir / code_uri),
                "handler": handler,
                "function_name": name,
                "memory": memory,
                "timeout": timeout,
                "arn": f"arn:aws:lambda:{resources.region}:{ACCOUNT_ID}:function:{name}",
            }
            self.pools[function_id] = FunctionPool(function_id, config, env, pool_size, timeout)

    def function_name(self, function_id: str) -> str:
        return f"{self.resources.prefix}-{function_id}"

    def warm(self, function_ids: list[str] | None = None) -> list[threading.Thread]:
        """Start one sandbox per function in the background (the first request then finds it warm)."""
        threads = [
            threading.Thread(target=pool.warm, name=f"warm-{function_id}", daemon=True)
            for function_id, pool in self.pools.items()
            if function_ids is None or function_id in function_ids
        ]
        for thread in threads:
            thread.start()
        return threads

    def invoke(self, function_id: str, event: dict[str, Any], request_id: str | None = None) -> Any:
        """Run the event in one of the function's processes; `FunctionError` if the handler raised,
        `FunctionCrashed` if its process died or timed out."""
        return self.pools[function_id].invoke(event, {"aws_request_id": request_id or str(uuid.uuid4())})

    def pids(self) -> list[int]:
        return [pid for pool in self.pools.values() for pid in pool.pids()]

    def close(self) -> None:
        threads = [threading.Thread(target=pool.close) for pool in self.pools.values()]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()


# The child ---------------------------------------------------------------------------------------------


def _child_main(response_fd: int, config: dict[str, Any]) -> int:
    # The parent decides when a sandbox ends (Ctrl-C in a terminal reaches the whole process group).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(response_fd, "wb", buffering=0)

    def send(message: dict[str, Any]) -> None:
        out.write(json.dumps(message, default=str).encode() + b"\n")

    try:
        import importlib

        from local.lambda_runtime import LambdaContext

        sys.path.insert(0, config["task_root"])  # Lambda: LAMBDA_TASK_ROOT first on sys.path
        module_name, _, attribute = str(config["handler"]).rpartition(".")
        handler = getattr(importlib.import_module(module_name), attribute)
    except BaseException:
        details = traceback.format_exc()
        print(details, file=sys.stderr, flush=True)
        send({"error": details})
        return 1
    send({"ready": True})
    for line in sys.stdin.buffer:
        request = json.loads(line)
        context = LambdaContext(
            function_name=config["function_name"],
            invoked_function_arn=config["arn"],
            memory_limit_in_mb=int(config["memory"]),
            timeout_seconds=int(config["timeout"]),
            aws_request_id=request["context"]["aws_request_id"],
        )
        try:
            result = handler(request["event"], context)
        except Exception:
            details = traceback.format_exc()
            print(details, file=sys.stderr, flush=True)
            send({"error": details})
            continue
        send({"result": result})
    return 0


if __name__ == "__main__":
    sys.exit(_child_main(int(sys.argv[1]), json.loads(sys.argv[2])))
