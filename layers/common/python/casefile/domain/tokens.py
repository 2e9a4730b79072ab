"""Access tokens (JWT, HS256 pinned) and opaque refresh tokens. Pure: the key is passed in."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from casefile.domain.api_keys import is_api_key


@contextmanager
def _absent(module: str) -> Iterator[None]:
    """Inside the block, `module` counts as not installed (None in sys.modules) unless it is loaded already;
    the mark is removed on leaving, so anything may import it later."""
    if module in sys.modules:
        yield
        return
    sys.modules[module] = None  # type: ignore[assignment]
    try:
        yield
    finally:
        if module in sys.modules and sys.modules[module] is None:
            del sys.modules[module]


# PyJWT registers its RSA, EC and EdDSA algorithms when `cryptography` imports (about 50 modules: the largest
# single cost of a function's cold import). Tokens here are HS256 only, which PyJWT computes with hmac, and the
# Lambda layer does not ship `cryptography` (the dev environment has it, for moto): PyJWT is loaded as the layer
# has it in every environment. A process that loaded `cryptography` first keeps PyJWT's other algorithms.
with _absent("cryptography"):
    import jwt

ALGORITHM = "HS256"
ACCESS_TYPE = "access"
REFRESH_PREFIX = "rt"
_REQUIRED_CLAIMS = ["iss", "aud", "sub", "tid", "sid", "typ", "iat", "exp"]


@dataclass(frozen=True, slots=True)
class AccessClaims:
    user_id: str
    tenant_id: str
    session_id: str


def issue_access_token(
    *, key: str, issuer: str, audience: str, user_id: str, tenant_id: str, session_id: str, now: int, ttl: int
) -> str:
    claims = {
        "iss": issuer,
        "aud": audience,
        "sub": user_id,
        "tid": tenant_id,
        "sid": session_id,
        "typ": ACCESS_TYPE,
        "iat": now,
        "exp": now + ttl,
    }
    return jwt.encode(claims, key, algorithm=ALGORITHM)


def verify_access_token(token: str, *, key: str, issuer: str, audience: str) -> AccessClaims | None:
    """The claims of a valid access token, or None for anything else (never raises)."""
    if not token or is_api_key(token):  # a partner API key (cf_test_/cf_live_) is refused by its prefix
        return None
    try:
        claims = jwt.decode(
            token,
            key,
            algorithms=[ALGORITHM],
            audience=audience,
            issuer=issuer,
            options={"require": _REQUIRED_CLAIMS},
        )
    except jwt.PyJWTError:
        return None
    if claims.get("typ") != ACCESS_TYPE:
        return None
    user_id, tenant_id, session_id = claims.get("sub"), claims.get("tid"), claims.get("sid")
    if not (isinstance(user_id, str) and isinstance(tenant_id, str) and isinstance(session_id, str)):
        return None
    if not (user_id and tenant_id and session_id):
        return None
    return AccessClaims(user_id=user_id, tenant_id=tenant_id, session_id=session_id)


@dataclass(frozen=True, slots=True)
class RefreshToken:
    tenant_id: str
    session_id: str
    secret: str

    def encode(self) -> str:
        return f"{REFRESH_PREFIX}.{self.tenant_id}.{self.session_id}.{self.secret}"


def new_refresh_token(tenant_id: str, session_id: str) -> RefreshToken:
    return RefreshToken(tenant_id, session_id, secrets.token_urlsafe(32))


def parse_refresh_token(raw: str) -> RefreshToken | None:
    parts = raw.split(".") if isinstance(raw, str) else []
    if len(parts) != 4 or parts[0] != REFRESH_PREFIX or not all(parts[1:]):
        return None
    return RefreshToken(parts[1], parts[2], parts[3])


def digest(secret: str) -> str:
    """Stored form of a refresh secret: a high-entropy random value needs no slow hash."""
    return hashlib.sha256(secret.encode()).hexdigest()


def same_digest(secret: str, stored: str | None) -> bool:
    return stored is not None and hmac.compare_digest(digest(secret), stored)


def keyed_digest(key: str, value: str) -> str:
    """A pseudonymous, keyed digest (used to key login throttling without storing emails)."""
    return hmac.new(key.encode(), value.encode(), hashlib.sha256).hexdigest()
