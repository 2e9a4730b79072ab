"""SQS publisher."""

from __future__ import annotations

import json
from typing import Any

from casefile.store.aws import client


def send(queue_url: str, body: dict[str, Any], *, delay_seconds: int = 0) -> str:
    response = client("sqs").send_message(
        QueueUrl=queue_url, MessageBody=json.dumps(body, separators=(",", ":")), DelaySeconds=delay_seconds
    )
    return response["MessageId"]
