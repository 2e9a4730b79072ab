"""Two-factor (TOTP) secrets, encrypted with KMS (`store.envelope`, the template's MfaSecretsKey) and bound by the
encryption context to the member's workspace and user id, so a ciphertext copied onto another member does not
decrypt. Only the auth function may use the key. Plaintext secrets are never logged nor kept: each check decrypts."""

from __future__ import annotations

from casefile.settings import get_settings
from casefile.store.envelope import seal, unseal


def _context(tenant_id: str, user_id: str) -> dict[str, str]:
    return {"tenant_id": tenant_id, "user_id": user_id, "purpose": "mfa_totp"}


def _key_id() -> str:
    key_id = get_settings().mfa_secrets_key_id
    if not key_id:
        raise RuntimeError("MFA_SECRETS_KEY_ID is not set: no key to encrypt two-factor secrets")
    return key_id


def encrypt(secret: str, tenant_id: str, user_id: str) -> str:
    return seal(_key_id(), secret, _context(tenant_id, user_id))


def decrypt(ciphertext: str, tenant_id: str, user_id: str) -> str:
    return unseal(ciphertext, _context(tenant_id, user_id))
