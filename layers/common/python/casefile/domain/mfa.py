"""Two-factor authentication rules (RFC 6238 TOTP with pyotp), recovery codes and the sign-in challenge token.
Pure: secrets, codes and times are passed in; storage and encryption are the store's.

- TOTP: SHA-1, 6 digits, 30-second steps (what every authenticator app defaults to); a code of the step before
  or after the server's is accepted (clock drift), and the step a code belongs to is returned so the caller can
  refuse a step at or before the last one accepted (replay).
- Recovery codes: 10 random codes of 50 bits, shown once; stored as HMAC-SHA256 digests keyed with the TOTP
  secret (itself stored encrypted with KMS), so a copy of the table alone cannot test guesses against them.
- The challenge token (`mfa_token` of a login that needs a second factor): `mfa.<tenant>.<challenge>.<secret>`,
  the secret stored as its SHA-256 (like a refresh token).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

ISSUER = "Casefile"
DIGITS = 6
STEP_SECONDS = 30
DRIFT_STEPS = 1  # a code of one step before or after the server's clock is accepted
RECOVERY_CODE_COUNT = 10
CHALLENGE_TTL_SECONDS = 300  # the mfa_token of a login lasts 5 minutes
CHALLENGE_MAX_TRIES = 5  # and allows 5 codes
AUDIT_LIMIT = 20  # MFA events kept on the member's record (newest last)
CHALLENGE_PREFIX = "mfa"

_RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"  # base32, lower case: 5 bits a character
_RECOVERY_LENGTH = 10  # 50 bits
_TOTP_CODE = re.compile(r"^[0-9]{6}$")
_SEPARATORS = re.compile(r"[\s-]")


class AuditEvent:
    """What the member's `mfa_audit` records."""

    ENROLMENT_STARTED = "enrolment_started"
    ENABLED = "enabled"
    RECOVERY_CODE_USED = "recovery_code_used"
    DISABLED = "disabled"
    RESET_BY_OPERATOR = "reset_by_operator"


def new_secret() -> str:
    """A new TOTP secret: 160 random bits in base32 (RFC 4226 §4 recommends 160)."""
    import pyotp

    return pyotp.random_base32()


def provisioning_uri(secret: str, email: str) -> str:
    """`otpauth://totp/Casefile:<email>?secret=…&issuer=Casefile` (Key Uri Format; SHA-1, 6 digits and 30 s are
    the defaults it leaves out). The label keeps `@`, which RFC 3986 allows in a path."""
    label = f"{quote(ISSUER)}:{quote(email, safe='@')}"
    return f"otpauth://totp/{label}?{urlencode({'secret': secret, 'issuer': ISSUER})}"


def step_of(now: float) -> int:
    return int(now // STEP_SECONDS)


def code_at(secret: str, step: int) -> str:
    """The TOTP code of one time step."""
    import pyotp

    return pyotp.TOTP(secret, digits=DIGITS, interval=STEP_SECONDS).generate_otp(step)


def clean_code(code: str) -> str:
    """A code as typed, without spaces or dashes (`123 456`, `abcde-fghij`)."""
    return _SEPARATORS.sub("", code)


def is_totp_code(code: str) -> bool:
    return bool(_TOTP_CODE.match(clean_code(code)))


def matching_step(secret: str, code: str, now: float) -> int | None:
    """The time step whose code `code` is, within the drift window around `now`; None when it is none of them.
    Every candidate is compared, in constant time, whatever matched before."""
    code = clean_code(code)
    if not _TOTP_CODE.match(code):
        return None
    current = step_of(now)
    matched: int | None = None
    for step in range(current - DRIFT_STEPS, current + DRIFT_STEPS + 1):
        if hmac.compare_digest(code_at(secret, step).encode(), code.encode()):
            matched = step
    return matched


# recovery codes ------------------------------------------------------------------------------------
def new_recovery_codes() -> list[str]:
    """RECOVERY_CODE_COUNT distinct codes, shown as `xxxxx-xxxxx`."""
    codes: list[str] = []
    while len(codes) < RECOVERY_CODE_COUNT:
        raw = "".join(secrets.choice(_RECOVERY_ALPHABET) for _ in range(_RECOVERY_LENGTH))
        code = f"{raw[:5]}-{raw[5:]}"
        if code not in codes:
            codes.append(code)
    return codes


def normalize_recovery_code(code: str) -> str | None:
    """The recovery code as stored (lower case, no separators), or None when it cannot be one."""
    raw = clean_code(code).lower()
    if len(raw) != _RECOVERY_LENGTH or any(c not in _RECOVERY_ALPHABET for c in raw):
        return None
    return raw


def recovery_digest(secret: str, code: str) -> str:
    """The stored form of a recovery code: HMAC-SHA256 keyed with the member's TOTP secret."""
    normalized = normalize_recovery_code(code) or ""
    return hmac.new(secret.encode(), normalized.encode(), hashlib.sha256).hexdigest()


def find_recovery_code(secret: str, code: str, digests: list[str]) -> int | None:
    """The index of the unused recovery code `code` among the stored digests, or None. Compares against every
    digest in constant time."""
    if normalize_recovery_code(code) is None:
        return None
    wanted = recovery_digest(secret, code).encode()
    found: int | None = None
    for index, digest in enumerate(digests):
        if hmac.compare_digest(wanted, str(digest).encode()):
            found = index
    return found


# the sign-in challenge ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ChallengeToken:
    tenant_id: str
    challenge_id: str
    secret: str

    def encode(self) -> str:
        return f"{CHALLENGE_PREFIX}.{self.tenant_id}.{self.challenge_id}.{self.secret}"


def new_challenge_token(tenant_id: str, challenge_id: str) -> ChallengeToken:
    return ChallengeToken(tenant_id, challenge_id, secrets.token_urlsafe(32))


def parse_challenge_token(raw: str) -> ChallengeToken | None:
    parts = raw.split(".") if isinstance(raw, str) else []
    if len(parts) != 4 or parts[0] != CHALLENGE_PREFIX or not all(parts[1:]):
        return None
    return ChallengeToken(parts[1], parts[2], parts[3])


# the member's record ------------------------------------------------------------------------------
def enrolment_required(*, workspace_requires: bool | None, member_enabled: bool | None) -> bool:
    """The workspace requires two-factor sign-in and the member has not set it up yet."""
    return bool(workspace_requires) and not member_enabled


def audit_trail(previous: Sequence[Any] | None, event: str, at: str, **details: str) -> list[dict[str, str]]:
    """The member's MFA events (`previous`, their record's `mfa_audit`) with `event` added, the newest AUDIT_LIMIT
    kept. No secret or code is recorded."""
    kept = [entry for entry in (previous or []) if isinstance(entry, dict)]
    return [*kept, {"event": event, "at": at, **details}][-AUDIT_LIMIT:]
