"""Password hashing with argon2id (argon2-cffi), imported only where passwords are handled."""

from __future__ import annotations

from functools import lru_cache
from typing import Any


@lru_cache(maxsize=4)
def _hasher(profile: str) -> Any:
    from argon2 import PasswordHasher, profiles

    return PasswordHasher.from_parameters(getattr(profiles, profile))


def hash_password(password: str, profile: str) -> str:
    return _hasher(profile).hash(password)


def verify_password(stored_hash: str, password: str, profile: str) -> bool:
    from argon2.exceptions import InvalidHashError, VerificationError

    try:
        return _hasher(profile).verify(stored_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(stored_hash: str, profile: str) -> bool:
    return _hasher(profile).check_needs_rehash(stored_hash)


@lru_cache(maxsize=4)
def dummy_hash(profile: str) -> str:
    """A hash to verify against for unknown emails, so both failures cost the same time."""
    return hash_password("not-a-real-password", profile)
