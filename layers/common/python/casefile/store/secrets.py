"""The JWT signing key: from the environment locally, from Secrets Manager in AWS (cached)."""

from __future__ import annotations

from casefile.settings import get_settings

_SECRET_MAX_AGE_SECONDS = 300


def jwt_signing_key() -> str:
    settings = get_settings()
    if settings.jwt_secret:
        return settings.jwt_secret
    if not settings.jwt_secret_arn:
        raise RuntimeError("no JWT signing key configured (JWT_SECRET or JWT_SECRET_ARN)")
    from aws_lambda_powertools.utilities.parameters import get_secret

    return str(get_secret(settings.jwt_secret_arn, max_age=_SECRET_MAX_AGE_SECONDS))
