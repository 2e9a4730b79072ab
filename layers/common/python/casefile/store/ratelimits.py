"""Counters in RateLimitTable: per-IP request windows and failed-login tallies."""

from __future__ import annotations

from casefile.store.dynamo import Item, Write
from casefile.store.tables import rate_limit_table


def count_request(bucket: str, expires_at: int) -> int:
    """Add one to a window counter and return the new count (one UpdateItem)."""
    write = Write().add(count=1).set_default(ttl=expires_at)
    item = rate_limit_table().update({"PK": bucket}, write, return_values="UPDATED_NEW")
    return int((item or {}).get("count", 1))


def login_failures(bucket: str) -> Item | None:
    return rate_limit_table().get({"PK": bucket}, consistent=True)


def record_login_failure(bucket: str, now: int, expires_at: int, *, restart: bool) -> None:
    """Add a failure; `restart` starts the tally at one (no live record, or only an expired one)."""
    write = Write().set(last_failed_at=now, ttl=expires_at)
    write = write.set(count=1) if restart else write.add(count=1)
    rate_limit_table().update({"PK": bucket}, write, return_values="NONE")


def clear_login_failures(bucket: str) -> None:
    rate_limit_table().delete({"PK": bucket})
