"""One settings object, read from the environment once (on first use, never at import time)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

DEFAULT_FREE_PLAN_MONTHLY_PRODUCTION_CASES = 25
DEFAULT_RATE_LIMIT_PER_MINUTE = 100


@dataclass(frozen=True, slots=True)
class Settings:
    table_name: str
    rate_limit_table_name: str
    idempotency_table_name: str
    uploads_bucket: str
    ocr_queue_url: str
    webhook_queue_url: str
    jwt_secret: str
    jwt_secret_arn: str
    jwt_issuer: str
    jwt_audience: str
    access_token_ttl_seconds: int
    refresh_token_ttl_seconds: int
    free_plan_monthly_production_cases: int
    rate_limit_per_minute: int
    # Name of an argon2-cffi profile (argon2.profiles); tests use CHEAPEST to keep the suite fast.
    password_hash_profile: str


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw else default


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    env = os.environ.get
    return Settings(
        table_name=env("TABLE_NAME", "casefile-main"),
        rate_limit_table_name=env("RATE_LIMIT_TABLE_NAME", "casefile-rate-limit"),
        idempotency_table_name=env("IDEMPOTENCY_TABLE_NAME", "casefile-idempotency"),
        uploads_bucket=env("UPLOADS_BUCKET", ""),
        ocr_queue_url=env("OCR_QUEUE_URL", ""),
        webhook_queue_url=env("WEBHOOK_QUEUE_URL", ""),
        jwt_secret=env("JWT_SECRET", ""),
        jwt_secret_arn=env("JWT_SECRET_ARN", ""),
        jwt_issuer=env("JWT_ISSUER", "casefile"),
        jwt_audience=env("JWT_AUDIENCE", "casefile-console"),
        access_token_ttl_seconds=30 * 60,
        refresh_token_ttl_seconds=7 * 24 * 3600,
        free_plan_monthly_production_cases=_int(
            "FREE_PLAN_MONTHLY_PRODUCTION_CASES", DEFAULT_FREE_PLAN_MONTHLY_PRODUCTION_CASES
        ),
        rate_limit_per_minute=_int("RATE_LIMIT_PER_MINUTE", DEFAULT_RATE_LIMIT_PER_MINUTE),
        password_hash_profile=env("PASSWORD_HASH_PROFILE", "RFC_9106_LOW_MEMORY"),
    )


def reset_settings() -> None:
    """Forget the cached settings (tests change the environment between cases)."""
    get_settings.cache_clear()
