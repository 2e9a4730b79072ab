"""A webhook receiver on 127.0.0.1 for tests: records every request, answers what the test tells it to, and can
be down (nothing listening on its port), answer an error, or hang."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Reply:
    status: int = 204
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    hang_seconds: float = 0.0


class Receiver:
    """`Receiver().start()`; `url(path)`; `requests`; `reply = ...` (a Reply, or a function of the request
    giving one); `stop()` (the port stays reserved for `start()` again: a receiver that was down comes up)."""

    def __init__(self) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.requests: list[Received] = []
        self.reply: Reply | Callable[[Received], Reply] = Reply()
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self.release = threading.Event()  # ends every hang at once (set at stop)

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> Receiver:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as most receivers

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                request = Received(self.path, {k.lower(): v for k, v in self.headers.items()}, self.rfile.read(length))
                with receiver._lock:
                    receiver.requests.append(request)
                reply = receiver.reply(request) if callable(receiver.reply) else receiver.reply
                if reply.hang_seconds:
                    receiver.release.wait(reply.hang_seconds)
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.send_header("content-length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            def log_message(self, *args: Any) -> None:
                pass

        self.release.clear()
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self

    def stop(self) -> None:
        self.release.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def unique_ids(self, path: str | None = None) -> set[str]:
        """The receiver's dedupe: the distinct webhook-ids received (on one path)."""
        return {r.headers["webhook-id"] for r in self.requests if path is None or r.path == path}
