"""Typed domain errors. `casefile.api.errors` maps each kind to the spec's response shapes.

Services raise these; nothing outside `casefile.api` knows about HTTP status codes or bodies.
"""

from __future__ import annotations

from typing import Any


class CasefileError(Exception):
    """Base of every expected, user-facing error."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotFound(CasefileError):
    """An object of the caller's workspace does not exist (string shape, 404)."""


class Unauthenticated(CasefileError):
    """No valid session (401 `Invalid or expired token`)."""

    def __init__(self, message: str = "Invalid or expired token") -> None:
        super().__init__(message)


class InvalidCredentials(Unauthenticated):
    def __init__(self) -> None:
        super().__init__("Invalid email or password")


class InvalidMfaCode(Unauthenticated):
    """The second step of a login failed: a wrong or replayed code, an expired, used or exhausted mfa_token."""

    def __init__(self) -> None:
        super().__init__("Invalid MFA code")


class Forbidden(CasefileError):
    """Role not allowed (403, string shape)."""

    def __init__(self, message: str = "Insufficient permissions") -> None:
        super().__init__(message)


class ConflictMessage(CasefileError):
    """A conflict the spec answers in the string shape (409 `{"detail": "..."}`)."""


class BadRequest(CasefileError):
    """The request is well formed but cannot be carried out (400, string shape)."""


class CodedError(CasefileError):
    """An error with a machine-readable code (coded shape `{"detail": {code, message, ...}}`)."""

    status_code = 400

    def __init__(self, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.extra = extra


class CodedForbidden(CodedError):
    status_code = 403


class MfaEnrollmentRequired(CodedForbidden):
    """The workspace requires two-factor sign-in and the caller has not set it up (403, the role guard's)."""

    def __init__(self) -> None:
        super().__init__(
            "mfa_enrollment_required", "Two-factor authentication must be set up before using this workspace."
        )


class Conflict(CodedError):
    status_code = 409


class ConcurrentWrite(Conflict):
    """Writes kept colliding with other writes to the same items, even after retries (409)."""

    def __init__(self) -> None:
        super().__init__("concurrent_write", "Too many changes to the same records at once; retry the request shortly.")


class CodedUnprocessable(CodedError):
    status_code = 422


class LimitReached(CodedError):
    """A quota or throttle; `retry_after` (seconds) becomes the Retry-After header when set."""

    status_code = 429

    def __init__(self, code: str, message: str, retry_after: int | None = None, **extra: Any) -> None:
        super().__init__(code, message, **extra)
        self.retry_after = retry_after


class RateLimited(CasefileError):
    """Per-IP request rate exceeded (top-level 429 shape)."""

    def __init__(self, retry_after: int) -> None:
        super().__init__("Too many requests. Please slow down.")
        self.retry_after = retry_after
