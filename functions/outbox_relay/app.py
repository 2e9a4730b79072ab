"""Outbox relay, every minute: re-sends events still pending after a minute and enqueues due webhook
deliveries (casefile.services.dispatch.relay)."""

from __future__ import annotations

from typing import Any

from casefile.observability import logger
from casefile.services import dispatch
from casefile.settings import validate_settings

validate_settings()  # in AWS, a missing or malformed variable fails the cold start, naming it


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, int]:
    return dispatch.relay()
