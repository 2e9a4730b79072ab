"""Time and identifiers, in one place so that formats never drift."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime


def now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """ISO 8601 UTC with milliseconds and a trailing Z; sorts lexicographically in time order."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def now_iso() -> str:
    return iso(now())


def epoch() -> int:
    return int(time.time())


def new_id() -> str:
    return str(uuid.uuid4())
