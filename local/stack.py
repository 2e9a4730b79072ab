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
import threading
from datetime import UTC, datetime
from pathlib import Path

from moto.server import ThreadedMotoServer

from local.front import FrontServer
from local.lambda_runtime import LambdaRuntime
from local.pollers import SqsPoller, start_pollers
from local.resources import LocalResources, create_resources
from local.template import load_template

REGION = "us-east-1"
READY = "Casefile local stack ready at"


def default_state_file() -> Path:
    return Path(os.environ.get("CASEFILE_LOCAL_STATE") or Path.home() / ".casefile" / "local-stack.json")


def _free_port(host: str) -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def _seed_demo() -> list[dict[str, str]]:
    try:
        from casefile.services.admin import seed_demo  # type: ignore[import-not-found]
    except ImportError as exc:
        print(f"not seeded: casefile.services.admin.seed_demo is not available ({exc})", file=sys.stderr)
        return []
    return list(seed_demo())


class LocalStack:
    """Programmatic local stack: `start()` then `api_url`, `endpoint_url`, `env`; `stop()` undoes it all."""

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
    ) -> None:
        self.template_path = Path(template_path).resolve()
        self.host = host
        self.port = port
        self.moto_port = moto_port
        self.seed = seed
        self.state_file = Path(state_file) if state_file else default_state_file()
        self.poll_wait_seconds = poll_wait_seconds
        self.quiet = quiet  # no access log lines from the front
        self.api_url = ""
        self.endpoint_url = ""
        self.env: dict[str, str] = {}
        self.logins: list[dict[str, str]] = []
        self.resources: LocalResources | None = None
        self._moto: ThreadedMotoServer | None = None
        self._front: FrontServer | None = None
        self._pollers: list[SqsPoller] = []
        self._saved_environ: dict[str, str] | None = None

    def start(self) -> LocalStack:
        self._saved_environ = dict(os.environ)
        moto_port = self.moto_port or _free_port(self.host)
        logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's per-request log lines
        self._moto = ThreadedMotoServer(ip_address=self.host, port=moto_port, verbose=False)
        self._moto.start()
        self.endpoint_url = f"http://{self.host}:{moto_port}"
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
        self.env.update(
            {
                "AWS_ACCESS_KEY_ID": "testing",
                "AWS_SECRET_ACCESS_KEY": "testing",
                "JWT_SECRET": secrets.token_urlsafe(32),
                "POWERTOOLS_TRACE_DISABLED": "true",
                "POWERTOOLS_METRICS_DISABLED": "true",
                "POWERTOOLS_DEV": "false",
            }
        )
        os.environ.update(self.env)
        # Also puts the template's layers (the casefile package) on sys.path, which seeding needs.
        runtime = LambdaRuntime(template, self.resources, base_dir=self.template_path.parent)
        if self.seed:
            self.logins = _seed_demo()
        self._front = FrontServer(runtime, host=self.host, port=self.port, quiet=self.quiet).start()
        self.api_url = self._front.url
        self._pollers = start_pollers(runtime, self.poll_wait_seconds)
        self._write_state()
        return self

    def stop(self) -> None:
        for poller in self._pollers:
            poller.stop_event.set()
        for poller in self._pollers:
            poller.stop()
        if self._front:
            self._front.stop()
        if self._moto:
            self._moto.stop()
        self.state_file.unlink(missing_ok=True)
        if self._saved_environ is not None:
            os.environ.clear()
            os.environ.update(self._saved_environ)
        self._pollers, self._front, self._moto, self._saved_environ = [], None, None, None

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
    args = parser.parse_args(argv)

    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    stack = LocalStack(
        args.template, args.host, args.port, args.moto_port, seed=not args.no_seed, state_file=args.state_file
    )
    try:
        stack.start()
        print(stack.describe(), flush=True)
        print(f"{READY} {stack.api_url}", flush=True)
        while not stop.wait(0.5):
            pass
    finally:
        print("stopping the local stack", file=sys.stderr, flush=True)
        stack.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
