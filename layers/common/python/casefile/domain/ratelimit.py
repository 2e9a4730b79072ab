"""Fixed-window rate limiting and login back-off arithmetic."""

from __future__ import annotations

WINDOW_SECONDS = 60
LOGIN_FREE_FAILURES = 5
LOGIN_MAX_DELAY_SECONDS = 15 * 60


def window_start(now: int, window: int = WINDOW_SECONDS) -> int:
    return now - now % window


def retry_after(now: int, window: int = WINDOW_SECONDS) -> int:
    """Whole seconds until the current window ends (at least 1)."""
    return max(1, window_start(now, window) + window - now)


def login_delay(failures: int) -> int:
    """Seconds an account must wait after its last failed login: none for the first few failures,
    then 15 s doubling per further failure, capped at 15 minutes."""
    if failures < LOGIN_FREE_FAILURES:
        return 0
    return min(15 * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_DELAY_SECONDS)
