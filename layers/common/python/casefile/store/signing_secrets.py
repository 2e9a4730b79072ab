"""Webhook signing secrets, encrypted with KMS (`store.envelope`, the template's WebhookSecretsKey; a key of the moto
server in the local stack and of moto's mock in tests). The ciphertext is bound to its workspace and endpoint by the
encryption context, so a ciphertext copied onto another endpoint does not decrypt. Plaintext secrets are never
logged; decrypted ones are kept in this process only (a small cache: the dispatcher signs every delivery)."""

from __future__ import annotations

import threading
from collections import OrderedDict

from casefile.settings import get_settings
from casefile.store.envelope import seal, unseal

_CACHE_SIZE = 1024
_cache: OrderedDict[tuple[str, str, str], str] = OrderedDict()
_lock = threading.Lock()


def _context(tenant_id: str, endpoint_id: str) -> dict[str, str]:
    return {"tenant_id": tenant_id, "webhook_endpoint_id": endpoint_id}


def _key_id() -> str:
    key_id = get_settings().webhook_secrets_key_id
    if not key_id:
        raise RuntimeError("WEBHOOK_SECRETS_KEY_ID is not set: no key to encrypt webhook signing secrets")
    return key_id


def encrypt(secret: str, tenant_id: str, endpoint_id: str) -> str:
    return seal(_key_id(), secret, _context(tenant_id, endpoint_id))


def decrypt(ciphertext: str, tenant_id: str, endpoint_id: str) -> str:
    cache_key = (tenant_id, endpoint_id, ciphertext)
    with _lock:
        found = _cache.get(cache_key)
        if found is not None:
            _cache.move_to_end(cache_key)
            return found
    secret = unseal(ciphertext, _context(tenant_id, endpoint_id))
    with _lock:
        _cache[cache_key] = secret
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return secret


def forget() -> None:
    """Drop decrypted secrets (tests)."""
    with _lock:
        _cache.clear()
