"""Partner API keys: their format, their stored digest, their scopes and their status. Pure (no I/O, no clock:
`now` is passed in).

A key is `<environment prefix><43 url-safe characters>`: `cf_test_` for the Sandbox, `cf_live_` for production,
then 32 random bytes from the OS (`secrets.token_urlsafe(32)`, 256 bits). The full key is shown once, at creation;
only its prefix (the environment prefix and the first 6 random characters, so a console user can tell keys
apart as they see them in their systems: `cf_live_Xy3k9Q`; 36 of the 256 bits, leaving 220 unknown), its last
four characters and its digest are stored.

The digest is a plain SHA-256 of the whole key, not a password hash. A password needs a slow, salted hash
(argon2id) because people choose guessable ones; a 256-bit random key cannot be guessed, so an attacker holding a
digest would have to try 2^256 keys whatever the hash costs. A slow hash would only add latency to every Partner
API request, and a salt would make the digest unusable as a lookup key (the Partner API finds a key by its digest
in one GetItem). A keyed hash (HMAC with a server secret) adds nothing either for a key of this entropy, and would
tie every key to a secret that then could never be rotated without reissuing all keys.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from datetime import datetime
from enum import StrEnum

from casefile.domain.plans import Environment
from casefile.errors import CodedUnprocessable

KEY_PREFIXES: dict[str, str] = {Environment.SANDBOX: "cf_test_", Environment.PRODUCTION: "cf_live_"}
RANDOM_BYTES = 32  # 256 bits; 43 url-safe base64 characters
LAST_CHARS = 4
SHOWN_CHARS = 6  # random characters kept in the displayed prefix

# The scopes a key may carry, in the order they are listed. What each one allows on the Partner API is that
# API's business; the console only records them (the spec leaves their enforcement unshown).
SCOPES: dict[str, str] = {
    "kyc:extract": "extract identity fields from KYC documents",
    "kyc:verify": "run KYC verification flows",
    "kyb:verify": "run KYB verification flows",
    "cases:read": "read cases and their scores",
    "cases:write": "open and update cases",
    "documents:read": "read documents and their OCR results",
    "documents:write": "upload documents",
    "events:read": "read events, to reconcile webhook deliveries",
}


class KeyStatus(StrEnum):
    ACTIVE = "active"
    REVOKED = "revoked"
    EXPIRED = "expired"  # never stored: computed from expires_at when a key is read


def key_prefix_of(token: str) -> str | None:
    """The environment prefix of a bearer value that is a partner API key (by its prefix alone), else None."""
    return next((prefix for prefix in KEY_PREFIXES.values() if token.startswith(prefix)), None)


def is_api_key(token: str) -> bool:
    return key_prefix_of(token) is not None


def new_key(environment: str) -> str:
    """A fresh key for the environment: its prefix and 32 random bytes, url-safe."""
    return KEY_PREFIXES[environment] + secrets.token_urlsafe(RANDOM_BYTES)


def digest(key: str) -> str:
    """The stored form of a key (hex SHA-256; see the module docstring for why no slow or keyed hash)."""
    return hashlib.sha256(key.encode()).hexdigest()


def shown_prefix(key: str) -> str:
    """The leading characters of a key that identify it in lists (never enough to use it)."""
    environment_prefix = key_prefix_of(key) or ""
    return key[: len(environment_prefix) + SHOWN_CHARS]


def last_chars(key: str) -> str:
    return key[-LAST_CHARS:]


def parse_scopes(requested: str | Iterable[str]) -> list[str]:
    """The scopes asked for (a list, or a string separated by commas), deduplicated, in the listed order.
    An unknown scope is a 422 `unknown_scope` naming it, with the allowed list."""
    items = requested.split(",") if isinstance(requested, str) else list(requested)
    wanted = {item.strip() for item in items if item.strip()}
    unknown = sorted(wanted - set(SCOPES))
    if unknown:
        raise CodedUnprocessable(
            "unknown_scope",
            f"Unknown scope {', '.join(repr(s) for s in unknown)}; a key's scopes must be among the allowed ones.",
            allowed=list(SCOPES),
            unknown=unknown,
        )
    if not wanted:
        raise CodedUnprocessable("unknown_scope", "A key needs at least one scope.", allowed=list(SCOPES), unknown=[])
    return [scope for scope in SCOPES if scope in wanted]


def check_expiry(expires_at: datetime | None, now: datetime) -> None:
    """A key cannot be created already expired (422 `expires_at_in_past`)."""
    if expires_at is not None and expires_at <= now:
        raise CodedUnprocessable(
            "expires_at_in_past",
            "expires_at must be in the future.",
            expires_at=expires_at.isoformat(),
        )


def status_at(stored_status: str, expires_at: str | None, now: datetime) -> str:
    """The status a key shows at `now`: revoked stays revoked; an active key past its expires_at is expired."""
    if stored_status == KeyStatus.REVOKED:
        return KeyStatus.REVOKED
    if expires_at is not None and datetime.fromisoformat(expires_at.replace("Z", "+00:00")) <= now:
        return KeyStatus.EXPIRED
    return stored_status


def counter_name(environment: str | None) -> str:
    """The attribute of the key counters item that counts the keys listed with this filter."""
    return f"env#{environment}" if environment else "total"


def counter_moves(environment: str) -> dict[str, int]:
    """Counter increments for one new key of the environment (a key is never deleted: revoked ones stay listed)."""
    return {counter_name(None): 1, counter_name(environment): 1}
