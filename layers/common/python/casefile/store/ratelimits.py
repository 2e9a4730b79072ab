"""Counters in RateLimitTable: per-IP request windows and failed-login tallies."""

from __future__ import annotations

from casefile.store.dynamo import Item
from casefile.store.tables import rate_limit_table


def count_request(bucket: str, expires_at: int) -> int:
    """Add one to a window counter and return the new count (one UpdateItem)."""
    item = rate_limit_table().update(
        {"PK": bucket},
        "ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)",
        names={"#count": "count", "#ttl": "ttl"},
        values={":one": 1, ":ttl": expires_at},
        return_values="UPDATED_NEW",
    )
    return int((item or {}).get("count", 1))


def login_failures(bucket: str) -> Item | None:
    return rate_limit_table().get({"PK": bucket}, consistent=True)


def record_login_failure(bucket: str, now: int, expires_at: int, *, restart: bool) -> None:
    """Add a failure; `restart` starts the tally at one (no live record, or only an expired one)."""
    rate_limit_table().update(
        {"PK": bucket},
        ("SET #count = :one" if restart else "SET #count = #count + :one") + ", last_failed_at = :now, #ttl = :ttl",
        names={"#count": "count", "#ttl": "ttl"},
        values={":one": 1, ":now": now, ":ttl": expires_at},
        return_values="NONE",
    )


def clear_login_failures(bucket: str) -> None:
    rate_limit_table().delete({"PK": bucket})
