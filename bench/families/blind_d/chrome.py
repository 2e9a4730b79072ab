"""Headless Chromium printing HTML files to PDF.

One browser is driven over the DevTools pipe (Page.printToPDF), which prints ~0.3 s a page instead of the
~2.5 s a fresh `chromium --print-to-pdf` costs; when the pipe cannot be opened each file is printed by the plain
command line instead, two at a time.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import pathlib
import select
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

CHROMIUM = "/usr/bin/chromium"
BASE_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class _Pipe:
    def __init__(self) -> None:
        self.profile = tempfile.mkdtemp(prefix="blind_d_chromium_")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()

        def child_fds() -> None:
            a = os.dup(to_chrome_r)
            b = os.dup(from_chrome_w)
            os.dup2(a, 3, inheritable=True)
            os.dup2(b, 4, inheritable=True)
            os.closerange(5, 4096)

        self.proc = subprocess.Popen(
            [CHROMIUM, *BASE_FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-pipe"],
            preexec_fn=child_fds,
            close_fds=False,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.w = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.r = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buf = b""
        self.next_id = 0
        self.events: list[dict] = []
        self.session = ""

    def _read(self, deadline: float) -> dict:
        while b"\0" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("chromium did not answer")
            ready, _, _ = select.select([self.r], [], [], left)
            if not ready:
                continue
            chunk = self.r.read(1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method: str, params: dict | None = None, session: bool = True, timeout: float = 60) -> dict:
        self.next_id += 1
        mid = self.next_id
        msg: dict = {"id": mid, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        self.w.write(json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._read(deadline)
            if answer.get("id") == mid:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_event(self, name: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while True:
            for i, ev in enumerate(self.events):
                if ev.get("method") == name and ev.get("sessionId") == self.session:
                    del self.events[i]
                    return
            self.events.append(self._read(deadline))

    def open(self) -> None:
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False, timeout=30)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)[
            "sessionId"
        ]
        self.send("Page.enable")

    def print_pdf(self, html_path: pathlib.Path) -> bytes:
        self.events.clear()
        self.send("Page.navigate", {"url": html_path.resolve().as_uri()})
        self.wait_event("Page.loadEventFired")
        # fonts are local; wait for them anyway so the first page is not printed with a fallback face
        self.send("Runtime.evaluate", {"expression": "document.fonts.ready.then(() => 1)", "awaitPromise": True})
        result = self.send(
            "Page.printToPDF",
            {"preferCSSPageSize": True, "printBackground": True, "displayHeaderFooter": False},
            timeout=120,
        )
        return base64.b64decode(result["data"])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.send("Browser.close", session=False, timeout=10)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for f in (self.w, self.r):
            with contextlib.suppress(Exception):
                f.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def _print_cli(html_path: pathlib.Path) -> bytes:
    """The plain command line: a fresh profile, one file."""
    with tempfile.TemporaryDirectory(prefix="blind_d_cli_") as tmp:
        out = pathlib.Path(tmp) / "out.pdf"
        subprocess.run(
            [
                CHROMIUM,
                *BASE_FLAGS,
                "--no-pdf-header-footer",
                f"--user-data-dir={tmp}/profile",
                f"--print-to-pdf={out}",
                html_path.resolve().as_uri(),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=120,
        )
        return out.read_bytes()


def print_all(html_paths: list[pathlib.Path], on_pdf: Callable[[int, bytes], None] | None = None) -> list[bytes]:
    """PDF bytes for every HTML file, in order; on_pdf(i, pdf) is called as soon as each one is printed."""
    results: list[bytes | None] = [None] * len(html_paths)
    pipe: _Pipe | None = None
    try:
        pipe = _Pipe()
        pipe.open()
        for i, path in enumerate(html_paths):
            results[i] = pipe.print_pdf(path)
            if on_pdf is not None:
                on_pdf(i, results[i])
    except (OSError, RuntimeError, TimeoutError, KeyError):
        pass
    finally:
        if pipe is not None:
            pipe.close()
    missing = [i for i, r in enumerate(results) if r is None]
    if missing:
        with ThreadPoolExecutor(max_workers=2) as pool:
            for i, data in zip(missing, pool.map(_print_cli, [html_paths[i] for i in missing]), strict=True):
                results[i] = data
                if on_pdf is not None:
                    on_pdf(i, data)
    return [r for r in results if r is not None]
