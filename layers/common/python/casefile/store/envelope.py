"""Secrets encrypted with KMS, bound to their owner by the encryption context: a ciphertext copied onto another
record (another workspace, endpoint or member) does not decrypt. Webhook signing secrets (`signing_secrets`) and
two-factor secrets (`mfa_secrets`) are sealed this way, each with its own key. Plaintexts are never logged."""

from __future__ import annotations

import base64

from casefile.store.aws import client


def seal(key_id: str, plaintext: str, context: dict[str, str]) -> str:
    """The base64 KMS ciphertext of `plaintext` (ASCII) under `key_id`, bound to `context`."""
    response = client("kms").encrypt(KeyId=key_id, Plaintext=plaintext.encode("ascii"), EncryptionContext=context)
    return base64.b64encode(response["CiphertextBlob"]).decode("ascii")


def unseal(ciphertext: str, context: dict[str, str]) -> str:
    """The plaintext of a `seal` ciphertext; KMS refuses it (InvalidCiphertextException) under another context."""
    response = client("kms").decrypt(CiphertextBlob=base64.b64decode(ciphertext), EncryptionContext=context)
    return bytes(response["Plaintext"]).decode("ascii")
