"""The per-IP request rate limit (100 requests per 60 s window by default), counted in RateLimitTable."""

from __future__ import annotations

import hashlib

from casefile import clock
from casefile.domain.ratelimit import WINDOW_SECONDS, retry_after, window_start
from casefile.observability import logger
from casefile.settings import get_settings
from casefile.store import ratelimits

# An IPv6 address in text is at most 45 characters; anything longer (a forged forwarded address in the local
# stack) is counted under its digest, so every key fits DynamoDB's 2,048-byte limit and no client can make the
# limiter fail open with a long address.
_MAX_PLAIN_ADDRESS = 64


def _bucket(source_ip: str, start: int) -> str:
    address = source_ip
    if len(address.encode("utf-8", "surrogatepass")) > _MAX_PLAIN_ADDRESS:
        address = "sha256:" + hashlib.sha256(address.encode("utf-8", "surrogatepass")).hexdigest()
    return f"IP#{address}#{start}"


def over_limit(source_ip: str) -> int | None:
    """Count one request for this IP in the current window; the seconds to wait when it is over the limit.
    Fails open: a rate-limit store outage must not take the API down."""
    now = clock.epoch()
    start = window_start(now)
    try:
        count = ratelimits.count_request(_bucket(source_ip, start), start + 2 * WINDOW_SECONDS)
    except Exception:
        logger.exception("rate limit check failed; request allowed")
        return None
    return retry_after(now) if count > get_settings().rate_limit_per_minute else None
