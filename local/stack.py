"""The local stack (`make dev`): moto server, resources from template.yaml, the API front and the SQS pollers.

    python -m local.stack [--host 127.0.0.1] [--port 3000] [--moto-port 4566] [--no-seed] [--state-file PATH]

Port 0 picks a free port. The last line printed is `Casefile local stack ready at <api url>`.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import secrets
import signal
import socket
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from local import template as tpl
from local.front import DocsPages, FrontServer
from local.moto_server import MotoServer
from local.pollers import SqsPoller, start_pollers
from local.resources import LocalResources, create_resources
from local.sandbox import DEFAULT_POOL_SIZE, ProcessRuntime
from local.schedules import Scheduler
from local.template import load_template

REGION = "us-east-1"
READY = "Casefile local stack ready at"


def default_state_file() -> Path:
    return Path(os.environ.get("CASEFILE_LOCAL_STATE") or Path.home() / ".casefile" / "local-stack.json")


def _seed_demo() -> list[dict[str, str]]:
    try:
        from casefile.services.admin import seed_demo
    except ImportError as exc:
        print(f"not seeded: casefile.services.admin.seed_demo is not available ({exc})", file=sys.stderr)
        return []
    return list(seed_demo())


class StackError(Exception):
    """The stack cannot start (a port in use, another stack on this state file): a message for the user."""


def _check_port(host: str, port: int, what: str) -> None:
    if not port:
        return
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the servers bind: TIME_WAIT is no conflict
        try:
            s.bind((host, port))
        except OSError as exc:
            raise StackError(
                f"{what} port {host}:{port} is in use ({exc.strerror}); is another `make dev` running? "
                f"Stop it, or choose other ports with --port/--moto-port (0 = any free port)."
            ) from exc


def _running_stack(state_file: Path) -> dict[str, object] | None:
    """The state of a live stack that owns this state file (another process), else None."""
    try:
        state = json.loads(state_file.read_text(encoding="utf-8"))
        pid = int(state["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if pid == os.getpid():
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        pass
    return dict(state)


class LocalStack:
    """Programmatic local stack: `start()` then `api_url`, `endpoint_url`, `env`; `stop()` undoes it all.

    Each function runs in its own processes (`local.sandbox`, `pool_size` per function at most); `stop()`
    ends them. `dynamodb_calls` counts the DynamoDB requests the moto server has answered."""

    def __init__(
        self,
        template_path: str | Path = "template.yaml",
        host: str = "127.0.0.1",
        port: int = 3000,
        moto_port: int = 4566,
        seed: bool = True,
        state_file: str | Path | None = None,
        poll_wait_seconds: int = 2,
        quiet: bool = False,
        pool_size: int = DEFAULT_POOL_SIZE,
        function_env: dict[str, str] | None = None,
    ) -> None:
        self.template_path = Path(template_path).resolve()
        self.host = host
        self.port = port
        self.moto_port = moto_port
        self.seed = seed
        self.state_file = Path(state_file) if state_file else default_state_file()
        self.poll_wait_seconds = poll_wait_seconds
        self.quiet = quiet  # no access log lines from the front
        self.pool_size = pool_size
        self.function_env = dict(function_env or {})  # extra variables for every function (e.g. a log level)
        self.api_url = ""
        self.endpoint_url = ""
        self.env: dict[str, str] = {}
        self.logins: list[dict[str, str]] = []
        self.resources: LocalResources | None = None
        self.runtime: ProcessRuntime | None = None
        self._moto: MotoServer | None = None
        self._front: FrontServer | None = None
        self._pollers: list[SqsPoller] = []
        self._scheduler: Scheduler | None = None
        self._saved_environ: dict[str, str] | None = None
        self._wrote_state = False

    @property
    def dynamodb_calls(self) -> int:
        """DynamoDB requests answered so far (all functions, seeding and pollers included)."""
        return self._moto.dynamodb.total if self._moto else 0

    def start(self) -> LocalStack:
        """Start everything, or raise (StackError for a port in use) having started nothing that stays."""
        running = _running_stack(self.state_file)
        if running is not None:
            raise StackError(
                f"a local stack (pid {running.get('pid')}) is running at {running.get('api_url')} "
                f"with state file {self.state_file}; stop it first, or pass another --state-file."
            )
        _check_port(self.host, self.port, "API")
        _check_port(self.host, self.moto_port, "moto")
        try:
            self._start()
        except BaseException:
            self.stop()
            raise
        return self

    def _start(self) -> None:
        self._saved_environ = dict(os.environ)
        logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's per-request log lines
        try:
            self._moto = MotoServer(self.host, self.moto_port).start()
        except OSError as exc:
            raise StackError(f"moto port {self.host}:{self.moto_port} is in use ({exc})") from exc
        self.endpoint_url = self._moto.url
        os.environ.pop("AWS_PROFILE", None)
        os.environ.update(
            {
                "AWS_ENDPOINT_URL": self.endpoint_url,
                "AWS_DEFAULT_REGION": REGION,
                "AWS_REGION": REGION,
                "AWS_ACCESS_KEY_ID": "testing",
                "AWS_SECRET_ACCESS_KEY": "testing",
                "AWS_SESSION_TOKEN": "testing",
            }
        )
        template = load_template(self.template_path)
        self.resources = create_resources(template)
        # What every function sees: the template's Globals, then the local-only settings.
        self.env = self.resources.globals_env()
        self.env.update({name: os.environ[name] for name in ("AWS_ENDPOINT_URL", "AWS_DEFAULT_REGION", "AWS_REGION")})
        local_only = {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "JWT_SECRET": secrets.token_urlsafe(32),
            "POWERTOOLS_TRACE_DISABLED": "true",
            "POWERTOOLS_METRICS_DISABLED": "true",
            "POWERTOOLS_DEV": "false",
            # A developer receives webhooks on their machine: http:// to loopback is allowed here only.
            "WEBHOOK_ALLOW_LOOPBACK": "true",
        }
        self.env.update(local_only)
        os.environ.update(self.env)
        # The template's layers (the casefile package) on this process's path: seeding needs them.
        for layer in tpl.layer_dirs(template, self.template_path.parent):
            if layer.is_dir() and str(layer) not in sys.path:
                sys.path.append(str(layer))
        base_dir = self.template_path.parent
        self.runtime = ProcessRuntime(
            template,
            self.resources,
            base_dir=base_dir,
            base_env=dict(os.environ),
            overrides={**local_only, **self.function_env},
            pool_size=self.pool_size,
        )
        if os.environ.get("CASEFILE_LOCAL_WARM", "1") != "0":
            # one process per function, in the background (CASEFILE_LOCAL_WARM=0: each starts on its first call,
            # for tests that start many short-lived stacks)
            self.runtime.warm()
        if self.seed:
            self.logins = _seed_demo()
        self._front = FrontServer(
            self.runtime, host=self.host, port=self.port, quiet=self.quiet, docs=DocsPages(base_dir)
        ).start()
        self.api_url = self._front.url
        self._pollers = start_pollers(self.runtime, self.poll_wait_seconds)
        self._scheduler = Scheduler(self.runtime).start()
        self._write_state()

    def stop(self) -> None:
        """Stop everything started (safe to call twice, or after a failed start)."""
        for poller in self._pollers:
            poller.stop_event.set()
        if self._scheduler:
            self._scheduler.stop()
        for poller in self._pollers:
            poller.stop()
        if self._front:
            self._front.stop()
        if self.runtime:
            self.runtime.close()
        if self._moto:
            self._moto.stop()
        if self._wrote_state:
            self.state_file.unlink(missing_ok=True)  # only the state file this stack wrote
            self._wrote_state = False
        if self._saved_environ is not None:
            os.environ.clear()
            os.environ.update(self._saved_environ)
        self._pollers, self._front, self._moto, self._saved_environ = [], None, None, None
        self._scheduler, self.runtime = None, None

    def _write_state(self) -> None:
        state = {
            "pid": os.getpid(),
            "api_url": self.api_url,
            "endpoint_url": self.endpoint_url,
            "region": REGION,
            "env": self.env,
            "started_at": datetime.now(UTC).isoformat(),
        }
        self.state_file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.state_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # holds JWT_SECRET
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(state, f, indent=2)
        self._wrote_state = True

    def describe(self) -> str:
        assert self.resources is not None
        res = self.resources
        lines = [f"API:   {self.api_url}", f"moto:  {self.endpoint_url} (region {REGION})"]
        for logical_id, name in res.names.items():
            url = res.queue_urls.get(logical_id)
            lines.append(f"  {logical_id:<24} {url or name}")
        lines.append(f"state: {self.state_file}")
        for login in self.logins:
            lines.append(f"login: {login.get('email')} / {login.get('password')} ({login.get('role')})")
        return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.stack", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3000, help="API port (0 = a free port)")
    parser.add_argument("--moto-port", type=int, default=4566, help="moto server port (0 = a free port)")
    parser.add_argument("--no-seed", action="store_true", help="do not create the demo workspace")
    parser.add_argument("--state-file", type=Path, default=None, help=f"default {default_state_file()}")
    parser.add_argument("--template", type=Path, default=Path("template.yaml"))
    parser.add_argument(
        "--pool-size", type=int, default=DEFAULT_POOL_SIZE, help="processes per function at most (concurrency)"
    )
    args = parser.parse_args(argv)

    # The handler only records the signal; the main thread polls it with short sleeps. (Setting a
    # threading.Event from a handler can deadlock: the handler runs in the main thread, which may be
    # holding that event's lock inside Event.wait().)
    signals: list[int] = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda signum, _frame: signals.append(signum))
    stack = LocalStack(
        args.template,
        args.host,
        args.port,
        args.moto_port,
        seed=not args.no_seed,
        state_file=args.state_file,
        pool_size=args.pool_size,
    )
    try:
        stack.start()
    except StackError as exc:
        print(f"local stack: {exc}", file=sys.stderr, flush=True)
        return 1
    try:
        print(stack.describe(), flush=True)
        print(f"{READY} {stack.api_url}", flush=True)
        while not signals:
            time.sleep(0.1)
    finally:
        print("stopping the local stack", file=sys.stderr, flush=True)
        stack.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
