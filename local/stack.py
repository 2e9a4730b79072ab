"""The local stack (`make dev`): moto server, resources from template.yaml, the API front and the SQS pollers.

    python -m local.stack [--host 127.0.0.1] [--port 3000] [--moto-port 4566] [--no-seed] [--state-file PATH]
                          [--data-dir PATH] [--fresh | --ephemeral]

Port 0 picks a free port. The last line printed is `Casefile local stack ready at <api url>`.

The data (cases, documents, users, webhook endpoints...) is kept between runs: saved when the stack stops, loaded
when it starts (local/snapshot.py), in the data folder, by default beside the state file
(~/.casefile/local-stack-data/). `--fresh` (`make dev-reset`) deletes it first; `--ephemeral` neither loads nor
saves (tests, benchmarks). The demo workspace is seeded once; its logins are kept with the data and printed at
every start.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import logging
import os
import secrets
import signal
import socket
import sys
import threading
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
from local.snapshot import Snapshot, SnapshotError, describe_counts, warn
from local.template import load_template

REGION = "us-east-1"
READY = "Casefile local stack ready at"
AUTOSAVE_SECONDS = 60  # the data is also saved this often while it changes: a killed stack loses a minute at most


def default_state_file() -> Path:
    return Path(os.environ.get("CASEFILE_LOCAL_STATE") or Path.home() / ".casefile" / "local-stack.json")


def default_data_dir(state_file: Path) -> Path:
    """The data folder of the stack with this state file: beside it (~/.casefile/local-stack-data/ by default), so
    that a stack started on a temporary state file (tests, benchmarks) never touches a developer's data."""
    return state_file.with_name(f"{state_file.stem}-data")


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
        data_dir: str | Path | None = None,
        persist: bool = True,
        fresh: bool = False,
    ) -> None:
        self.template_path = Path(template_path).resolve()
        self.host = host
        self.port = port
        self.moto_port = moto_port
        self.seed = seed
        self.state_file = Path(state_file) if state_file else default_state_file()
        self.data_dir = Path(data_dir) if data_dir else default_data_dir(self.state_file)
        self.persist = persist  # load the data folder's snapshot at start, save it at stop
        self.fresh = fresh  # delete the saved data first
        self.loaded: dict[str, int] | None = None  # what was loaded (counts), None if started empty
        self.saved: dict[str, int] | None = None  # what stop() saved
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
        self._snapshot = Snapshot(self.data_dir)
        self._secrets: dict[str, object] = {}
        self._data_lock: int | None = None
        self._ready = False  # the start completed: only then is the data saved at stop
        self._save_lock = threading.Lock()
        self._autosave_stop = threading.Event()
        self._autosave: threading.Thread | None = None
        self._saved_writes = -1  # the moto server's write count at the last save

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
            if self.persist or self.fresh:
                self._lock_data_dir()
            if self.fresh:
                self._snapshot.clear()
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
        if self.persist:
            self._load()
        # What every function sees: the template's Globals, then the local-only settings.
        self.env = self.resources.globals_env()
        self.env.update({name: os.environ[name] for name in ("AWS_ENDPOINT_URL", "AWS_DEFAULT_REGION", "AWS_REGION")})
        local_only = {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "JWT_SECRET": str(self._secrets.get("jwt_secret") or secrets.token_urlsafe(32)),
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
        saved_logins = self._secrets.get("logins")
        if isinstance(saved_logins, list) and saved_logins:
            self.logins = saved_logins  # the demo workspace of an earlier run, kept with the data
        elif self.seed:
            self.logins = _seed_demo()
        self._front = FrontServer(
            self.runtime, host=self.host, port=self.port, quiet=self.quiet, docs=DocsPages(base_dir)
        ).start()
        self.api_url = self._front.url
        self._pollers = start_pollers(self.runtime, self.poll_wait_seconds)
        self._scheduler = Scheduler(self.runtime).start()
        self._write_state()
        self._ready = True
        if self.persist:
            self._autosave_stop.clear()
            self._autosave = threading.Thread(target=self._autosave_loop, name="autosave", daemon=True)
            self._autosave.start()

    def _autosave_loop(self) -> None:
        while not self._autosave_stop.wait(AUTOSAVE_SECONDS):
            self._save(quiet=True)

    def _lock_data_dir(self) -> None:
        """One stack per data folder: an exclusive lock for the stack's life (released if the process dies)."""
        self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)  # documents, logins: the owner's only
        fd = os.open(self.data_dir / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            raise StackError(
                f"another local stack is using the data folder {self.data_dir}; stop it first, or pass --data-dir."
            ) from exc
        self._data_lock = fd

    def _load(self) -> None:
        """The saved data into the new resources (KMS key ids included), or an empty stack with one line why."""
        assert self.resources is not None and self._moto is not None
        if not self._snapshot.exists:
            return
        try:
            self._secrets = dict(self._snapshot.load_secrets())
            self.loaded = self._snapshot.restore(self.resources, lock=self._moto.dynamodb.lock)
        except (OSError, ValueError, KeyError) as exc:  # a file missing or malformed: the snapshot is unreadable
            self._unreadable(SnapshotError(f"{type(exc).__name__}: {exc}"))
        except SnapshotError as exc:
            self._unreadable(exc)
        except Exception as exc:  # moto or the SDK failed: nothing is set aside; starting again may do
            raise StackError(
                f"the saved data in {self._snapshot.path} could not be loaded ({type(exc).__name__}: {exc}); "
                "start again, or `make dev-reset` to start empty"
            ) from exc

    def _unreadable(self, exc: SnapshotError) -> None:
        """An unreadable snapshot is moved aside (never deleted) and the stack starts empty, with one line why."""
        assert self._moto is not None
        aside = self._snapshot.set_aside()
        warn(f"the saved data could not be loaded ({exc}); starting empty. It was moved to {aside}.")
        self._secrets, self.loaded = {}, None
        self._moto.reset()
        self.resources = create_resources(load_template(self.template_path))

    def _save(self, quiet: bool = False) -> None:
        """Save the data if it changed since the last save (one at a time: the autosave and the stop's)."""
        with self._save_lock:
            if not (self.persist and self._ready and self._moto and self.resources):
                return
            writes = self._moto.dynamodb.writes
            if writes == self._saved_writes and self.saved is not None:
                return
            secrets_kept = {"jwt_secret": self.env.get("JWT_SECRET", ""), "logins": self.logins}
            try:
                self.saved = self._snapshot.save(self.resources, secrets_kept, lock=self._moto.dynamodb.lock)
            except Exception as exc:  # the previous snapshot is left as it was
                warn(f"the data could not be saved ({type(exc).__name__}: {exc}); {self.data_dir} keeps the last save")
                return
            self._saved_writes = writes
        if quiet:
            return
        print(
            f"local stack: saved {describe_counts(self.saved)} to {self._snapshot.path} "
            f"in {self.saved['milliseconds'] / 1000:.1f} s",
            file=sys.stderr,
            flush=True,
        )

    def stop(self) -> None:
        """Stop everything started (safe to call twice, or after a failed start)."""
        self._autosave_stop.set()
        if self._autosave is not None:
            self._autosave.join()
            self._autosave = None
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
        self._save()  # nothing writes any more: functions, pollers and schedules have stopped
        self._ready = False
        if self._moto:
            self._moto.stop()
            self._moto.reset()  # moto's state is this process's: a stack started again here starts from its data
        if self._data_lock is not None:
            with contextlib.suppress(OSError):
                os.close(self._data_lock)
            self._data_lock = None
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
            "logins": self.logins,  # the demo workspace's (make demo signs in with its admin)
            "data_dir": str(self.data_dir) if self.persist else None,
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
        if not self.persist:
            lines.append("data:  not kept (--ephemeral): this stack starts empty and saves nothing")
        elif self.loaded is not None:
            lines.append(f"data:  {self.data_dir} (loaded {describe_counts(self.loaded)}; make dev-reset: start empty)")
        else:
            lines.append(f"data:  {self.data_dir} (empty start; saved when the stack stops)")
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
        "--data-dir", type=Path, default=None, help="where the data is kept (default: beside the state file)"
    )
    keep = parser.add_mutually_exclusive_group()
    keep.add_argument("--fresh", action="store_true", help="delete the saved data, then start empty (make dev-reset)")
    keep.add_argument("--ephemeral", action="store_true", help="neither load nor save data (tests, benchmarks)")
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
        data_dir=args.data_dir,
        persist=not args.ephemeral,
        fresh=args.fresh,
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
