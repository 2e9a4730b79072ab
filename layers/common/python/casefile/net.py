"""Outbound HTTP for webhook deliveries (urllib3, imported when first used).

Every call resolves the endpoint's host, checks every address against the URL rules
(`casefile.domain.webhooks.url_problem`), and connects to the address it checked, not to the name: a DNS
answer that changes between the check and the connection (DNS rebinding) cannot send a delivery to a private
address. TLS still verifies the certificate against the host name (SNI and hostname check use the name).
Redirects are never followed; the response body is read up to 1 KB.
"""

from __future__ import annotations

import socket
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from casefile.domain.webhooks import RESPONSE_EXCERPT_BYTES, excerpt, url_host, url_problem


@dataclass(frozen=True)
class PostResult:
    status_code: int | None
    duration_ms: int
    error: str | None = None
    body_excerpt: str | None = None
    retry_after: str | None = None


def resolve(host: str, port: int) -> list[str]:
    """The addresses of a host, in the resolver's order (empty when it does not resolve)."""
    try:
        infos = socket.getaddrinfo(host.strip("[]"), port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, OSError):
        return []
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def check_url(url: str, *, allow_loopback: bool) -> str | None:
    """Why `url` may not receive deliveries now (its form, then what its host resolves to), or None."""
    problem = url_problem(url, None, allow_loopback=allow_loopback)
    if problem:
        return problem
    _, host, port = url_host(url)
    return url_problem(url, resolve(host, port), allow_loopback=allow_loopback)


def post(url: str, body: bytes, headers: dict[str, str], *, timeout: float, allow_loopback: bool) -> PostResult:
    """POST `body` to `url` once (no retries, no redirects), within `timeout` seconds in all."""
    import urllib3

    started = time.monotonic()

    def elapsed() -> int:
        return int((time.monotonic() - started) * 1000)

    try:
        scheme, host, port = url_host(url)
    except ValueError as exc:
        return PostResult(None, elapsed(), error=f"refused: {exc}")
    addresses = resolve(host, port)
    problem = url_problem(url, addresses, allow_loopback=allow_loopback)
    if problem:
        return PostResult(None, elapsed(), error=f"refused: {problem}")
    address = addresses[0]
    parts = urlsplit(url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    default_port = 443 if scheme == "https" else 80
    host_header = host if port == default_port else f"{host}:{port}"
    if ":" in host and not host.startswith("["):
        host_header = f"[{host}]" if port == default_port else f"[{host}]:{port}"
    limit = urllib3.Timeout(total=timeout)
    pool = _pool(scheme, address, port, host)
    try:
        response = pool.urlopen(
            "POST",
            target,
            body=body,
            headers={**headers, "Host": host_header},
            redirect=False,
            retries=False,
            preload_content=False,
            assert_same_host=False,
            timeout=limit,
            pool_timeout=timeout,
        )
        try:
            raw = response.read(RESPONSE_EXCERPT_BYTES, decode_content=False)
        except urllib3.exceptions.HTTPError:
            raw = b""
        status = int(response.status)
        retry_after = response.headers.get("Retry-After")
        response.drain_conn()
        response.release_conn()
        error = "redirects are not followed" if 300 <= status < 400 else None
        return PostResult(status, elapsed(), error=error, body_excerpt=excerpt(raw), retry_after=retry_after)
    except urllib3.exceptions.NewConnectionError:  # before TimeoutError: urllib3 2 makes it a subclass of it
        return PostResult(None, elapsed(), error="connection refused or unreachable")
    except urllib3.exceptions.TimeoutError:
        return PostResult(None, elapsed(), error=f"timed out after {timeout:g} s")
    except urllib3.exceptions.SSLError:
        return PostResult(None, elapsed(), error="TLS handshake or certificate verification failed")
    except urllib3.exceptions.HTTPError as exc:
        return PostResult(None, elapsed(), error=f"connection failed ({type(exc).__name__})")


def _ca_bundle() -> str:
    """The CA bundle boto3 trusts (`casefile.store.aws.ca_bundle`): the same in Lambda and everywhere."""
    from casefile.store.aws import ca_bundle

    return ca_bundle()


_POOLS_KEPT = 256
_pools: OrderedDict[tuple[str, str, int, str], Any] = OrderedDict()
_pools_lock = threading.Lock()


def _pool(scheme: str, address: str, port: int, host: str) -> Any:
    """A keep-alive connection pool to one checked address (and host name, for TLS): connections are reused
    between deliveries to the same endpoint, never to an address that was not checked for this attempt."""
    import urllib3

    key = (scheme, address, port, host)
    with _pools_lock:
        pool = _pools.get(key)
        if pool is not None:
            _pools.move_to_end(key)
            return pool
        if scheme == "https":
            pool = urllib3.HTTPSConnectionPool(
                address,
                port,
                retries=False,
                maxsize=10,
                block=True,
                server_hostname=host,
                assert_hostname=host,
                cert_reqs="CERT_REQUIRED",
                ca_certs=_ca_bundle(),
            )
        else:
            pool = urllib3.HTTPConnectionPool(address, port, retries=False, maxsize=10, block=True)
        _pools[key] = pool
        while len(_pools) > _POOLS_KEPT:
            _, old = _pools.popitem(last=False)
            old.close()
        return pool
