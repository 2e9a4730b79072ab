"""Print HTML files to PDF with headless Chromium.

(--no-pdf-header-footer is a flag of the one-shot --print-to-pdf mode; over the pipe it would put Chromium in that
command mode, so there the header and footer are turned off by printToPDF's displayHeaderFooter instead.)

One Chromium process prints the whole batch through the DevTools protocol over a pipe (--remote-debugging-pipe);
if that fails, each file is printed by its own `chromium --print-to-pdf` process.
"""

from __future__ import annotations

import base64
import json
import os
import re
import select
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--allow-file-access-from-files",
]

_DATE_RE = re.compile(rb"/(CreationDate|ModDate) \(D:(\d{14})([^)]*)\)")


def _fix_dates(pdf: bytes, stamp: str) -> bytes:
    """Make the output deterministic: same-length replacement of the PDF dates (keeps the xref valid)."""

    def sub(m: re.Match) -> bytes:
        return b"/" + m.group(1) + b" (D:" + stamp.encode()[:14].ljust(14, b"0") + m.group(3) + b")"

    return _DATE_RE.sub(sub, pdf)


class _Pipe:
    def __init__(self, user_dir: str) -> None:
        r_chrome, w_py = os.pipe()
        r_py, w_chrome = os.pipe()
        hi_r, hi_w = 200, 201
        os.dup2(r_chrome, hi_r)
        os.dup2(w_chrome, hi_w)
        os.close(r_chrome)
        os.close(w_chrome)

        def pre() -> None:
            os.dup2(hi_r, 3)
            os.dup2(hi_w, 4)

        self.proc = subprocess.Popen(
            [CHROMIUM, *FLAGS, "--remote-debugging-pipe", f"--user-data-dir={user_dir}", "about:blank"],
            pass_fds=(3, 4, hi_r, hi_w),
            preexec_fn=pre,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(hi_r)
        os.close(hi_w)
        self.w = os.fdopen(w_py, "wb")
        self.r = r_py
        self.buf = b""
        self.mid = 0

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> int:
        self.mid += 1
        msg: dict = {"id": self.mid, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self.w.write(json.dumps(msg).encode() + b"\0")
        self.w.flush()
        return self.mid

    def recv(self) -> dict:
        while b"\0" not in self.buf:
            ready, _, _ = select.select([self.r], [], [], 180)
            if not ready:
                raise RuntimeError("chromium did not answer within 180 s")
            chunk = os.read(self.r, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buf += chunk
        m, self.buf = self.buf.split(b"\0", 1)
        return json.loads(m)

    def call(
        self, method: str, params: dict | None = None, session: str | None = None, wait_event: str | None = None
    ) -> dict:
        i = self.send(method, params, session)
        res = None
        ev = wait_event is None
        while res is None or not ev:
            m = self.recv()
            if m.get("id") == i:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                res = m
            elif wait_event and m.get("method") == wait_event:
                ev = True
        return res["result"]

    def close(self) -> None:
        try:
            self.send("Browser.close")
            self.proc.wait(timeout=15)
        except Exception:
            self.proc.kill()
            self.proc.wait()
        finally:
            self.w.close()
            os.close(self.r)


def print_batch(
    jobs: list[tuple[Path, Path]], stamp: str = "20241215100000", on_done: Callable[[int], None] | None = None
) -> None:
    """jobs: (html file, pdf file) pairs; on_done(i) is called as soon as the i-th PDF is written."""
    if not jobs:
        return
    done: set[int] = set()

    def finished(i: int) -> None:
        if i not in done:
            done.add(i)
            if on_done:
                on_done(i)

    user_dir = tempfile.mkdtemp(prefix="blind_a_chrome_")
    try:
        try:
            pipe = _Pipe(user_dir)
            try:
                target = pipe.call("Target.createTarget", {"url": "about:blank"})["targetId"]
                sess = pipe.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                pipe.call("Page.enable", None, sess)
                for i, (html_path, pdf_path) in enumerate(jobs):
                    pipe.call("Page.navigate", {"url": html_path.resolve().as_uri()}, sess, "Page.loadEventFired")
                    pipe.call(
                        "Runtime.evaluate",
                        {"expression": "document.fonts.ready.then(() => 1)", "awaitPromise": True},
                        sess,
                    )
                    res = pipe.call(
                        "Page.printToPDF",
                        {
                            "printBackground": True,
                            "preferCSSPageSize": True,
                            "displayHeaderFooter": False,
                            "marginTop": 0,
                            "marginBottom": 0,
                            "marginLeft": 0,
                            "marginRight": 0,
                        },
                        sess,
                    )
                    pdf_path.write_bytes(_fix_dates(base64.b64decode(res["data"]), stamp))
                    finished(i)
            finally:
                pipe.close()
            return
        except (OSError, EOFError, RuntimeError, KeyError):
            pass
        for i, (html_path, pdf_path) in enumerate(jobs):  # fallback: one process per document
            if i in done:
                continue
            ud = tempfile.mkdtemp(prefix="blind_a_chrome1_")
            try:
                subprocess.run(
                    [
                        CHROMIUM,
                        *FLAGS,
                        "--no-pdf-header-footer",
                        f"--user-data-dir={ud}",
                        f"--print-to-pdf={pdf_path}",
                        html_path.as_uri(),
                    ],
                    check=True,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=120,
                )
                pdf_path.write_bytes(_fix_dates(pdf_path.read_bytes(), stamp))
                finished(i)
            finally:
                shutil.rmtree(ud, ignore_errors=True)
    finally:
        shutil.rmtree(user_dir, ignore_errors=True)
