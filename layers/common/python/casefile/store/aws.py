"""Lazily created, cached boto3 clients (no client is built at import time).

The endpoint comes from the standard `AWS_ENDPOINT_URL` variable, so the same code talks to AWS, to
the local moto server, or to moto's in-process mock in tests.
"""

from __future__ import annotations

import threading
from typing import Any

_clients: dict[str, Any] = {}
_lock = threading.Lock()


def client(service: str) -> Any:
    found = _clients.get(service)
    if found is not None:
        return found
    with _lock:
        found = _clients.get(service)
        if found is None:
            import boto3
            from botocore.config import Config

            config = Config(retries={"mode": "standard", "max_attempts": 3}, connect_timeout=2, read_timeout=5)
            found = boto3.session.Session().client(service, config=config)
            _clients[service] = found
    return found


def ca_bundle() -> str:
    """The CA bundle boto3 trusts (certifi's, else botocore's own): outbound HTTPS (`casefile.net`) uses it too,
    so that only the store imports botocore."""
    from botocore.httpsession import get_cert_path

    return str(get_cert_path(True))


def reset_clients(keep: dict[str, Any] | None = None) -> dict[str, Any]:
    """Drop the cached clients, or replace them by `keep`; return the ones dropped. Tests switch between
    moto's in-process mock, which intercepts any client built after moto was imported, and moto servers:
    they keep the in-process clients from one test's account to the next instead of building new ones."""
    with _lock:
        dropped = dict(_clients)
        _clients.clear()
        _clients.update(keep or {})
    return dropped
