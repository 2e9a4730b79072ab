"""SQS publisher."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from casefile.store.aws import client


def send(
    queue_url: str,
    body: dict[str, Any],
    *,
    delay_seconds: int = 0,
    attributes: Mapping[str, str | None] | None = None,
) -> str:
    """Send one JSON message. `attributes` become String message attributes (a None or empty value is left
    out: SQS refuses empty attribute values)."""
    message_attributes = {
        name: {"DataType": "String", "StringValue": value} for name, value in (attributes or {}).items() if value
    }
    kwargs: dict[str, Any] = {"MessageAttributes": message_attributes} if message_attributes else {}
    response = client("sqs").send_message(
        QueueUrl=queue_url,
        MessageBody=json.dumps(body, separators=(",", ":")),
        DelaySeconds=delay_seconds,
        **kwargs,
    )
    return response["MessageId"]
