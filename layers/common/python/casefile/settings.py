"""One settings object, read from the environment once (on first use, never at import time).

In AWS Lambda the environment is the template's: every resource name must be there, so a missing or malformed
variable fails the cold start with a message naming it (`validate_settings()` at init) instead of a request
later talking to a default-named table. Elsewhere (tests under moto, the local stack, the CLI) the resource
names keep local defaults. Integers are checked everywhere.

Why not pydantic-settings (measured, kept hand-written on purpose): every function already loads pydantic (the API
functions through FastAPI, the OCR worker, webhook dispatcher and outbox relay through the models and Powertools),
but not `pydantic_settings`, whose import brings its sources (dotenv, argparse for its CLI source, the AWS/Azure/GCP
providers). A faithful BaseSettings version of this module (same variables, defaults, strict-in-AWS rules and one
error naming every problem), swapped into a copy of the layer, measured in fresh processes on a shared 2-CPU machine
(load average 3.4-4.5), medians of 11-15 samples alternating old and new:
- `import pydantic_settings` after the modules each function already loads: +32 ms (OCR worker), +35 ms (webhook
  dispatcher, cases), +85 ms (outbox relay); the class and its first instance add ~5 ms and ~2-4 ms;
- the whole cold import of the handler (bench/run.py's probe, `make bench`): outbox relay 753 -> 838 ms (+85 ms,
  +11 %), webhook dispatcher 1167 -> 1261 ms (+93 ms, +8 %), OCR worker 1179 -> 1219 ms (+40 ms, +3 %), cases
  1300 -> 1364 ms (+63 ms, +5 %).
Above the 10 ms / 5 % budget for the functions that did not import it already (all of them), for no behaviour
gained: the rules here (blank is unset, every problem in one error, refusals in AWS) would be validators anyway.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

DEFAULT_FREE_PLAN_MONTHLY_PRODUCTION_CASES = 25
DEFAULT_RATE_LIMIT_PER_MINUTE = 100
DEFAULT_WEBHOOK_TIMEOUT_SECONDS = 15.0
# OcrQueue's RedrivePolicy maxReceiveCount in template.yaml, which also sets OCR_MAX_RECEIVE_COUNT on the OCR worker
# (a test keeps the three equal): on its last allowed receive the worker ends the document instead of reading it.
DEFAULT_OCR_MAX_RECEIVE_COUNT = 3
DEFAULT_PASSWORD_HASH_PROFILE = "RFC_9106_LOW_MEMORY"  # noqa: S105 - a profile name, not a secret
# argon2.profiles names (not imported here: argon2 is heavy and only the auth function hashes passwords).
PASSWORD_HASH_PROFILES = ("RFC_9106_HIGH_MEMORY", "RFC_9106_LOW_MEMORY", "PRE_21_2", "CHEAPEST")
# The tests' profile; refused in AWS.
_TEST_ONLY_PROFILES = ("CHEAPEST",)

# Resource names every function gets from Globals in template.yaml: required in AWS, local defaults elsewhere.
_RESOURCE_DEFAULTS = {
    "TABLE_NAME": "casefile-main",
    "RATE_LIMIT_TABLE_NAME": "casefile-rate-limit",
    "IDEMPOTENCY_TABLE_NAME": "casefile-idempotency",
    "UPLOADS_BUCKET": "",
    "OCR_QUEUE_URL": "",
    "WEBHOOK_QUEUE_URL": "",
}


class SettingsError(RuntimeError):
    """The environment is missing a variable or holds a malformed one; the message names every such variable."""


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
    # Webhooks: the KMS key that encrypts signing secrets; the delivery timeout; and whether endpoint URLs may
    # point at loopback over http (the local stack and the tests only: refused in AWS, where 127.0.0.1 is the
    # Lambda sandbox itself).
    webhook_secrets_key_id: str = ""
    webhook_timeout_seconds: float = 15.0
    webhook_allow_loopback: bool = False
    # The KMS key that encrypts members' two-factor (TOTP) secrets (only the auth function may use it).
    mfa_secrets_key_id: str = ""
    # How many times OcrQueue delivers an upload before dead-lettering it (its maxReceiveCount): the OCR worker's
    # last allowed attempt ends a document its earlier attempts left unfinished (casefile.services.uploads).
    ocr_max_receive_count: int = DEFAULT_OCR_MAX_RECEIVE_COUNT


def running_in_aws(environ: Mapping[str, str] | None = None) -> bool:
    """True inside a real Lambda sandbox: AWS_LAMBDA_FUNCTION_NAME is set, and this is not the local stack
    (which points boto3 at moto with AWS_ENDPOINT_URL, or says so with CASEFILE_LOCAL=1)."""
    env = os.environ if environ is None else environ
    local = bool(env.get("AWS_ENDPOINT_URL")) or env.get("CASEFILE_LOCAL", "").strip().lower() in ("1", "true")
    return bool(env.get("AWS_LAMBDA_FUNCTION_NAME")) and not local


class _Reader:
    """Reads variables and collects every problem, so that one error names all of them."""

    def __init__(self, environ: Mapping[str, str], strict: bool) -> None:
        self.environ = environ
        self.strict = strict
        self.problems: list[str] = []

    def text(self, name: str, default: str) -> str:
        return self.environ.get(name, "").strip() or default

    def resource(self, name: str) -> str:
        value = self.environ.get(name, "").strip()
        if value:
            return value
        if self.strict:
            self.problems.append(f"{name} is not set (a resource name from template.yaml; required in AWS)")
        return _RESOURCE_DEFAULTS[name]

    def integer(self, name: str, default: int, minimum: int) -> int:
        raw = self.environ.get(name, "").strip()
        if not raw:
            return default
        try:
            value = int(raw)
        except ValueError:
            self.problems.append(f"{name} must be an integer, got {raw[:40]!r}")
            return default
        if value < minimum:
            self.problems.append(f"{name} must be >= {minimum}, got {value}")
            return default
        return value

    def number(self, name: str, default: float, minimum: float, maximum: float) -> float:
        raw = self.environ.get(name, "").strip()
        if not raw:
            return default
        try:
            value = float(raw)
        except ValueError:
            self.problems.append(f"{name} must be a number, got {raw[:40]!r}")
            return default
        if not minimum <= value <= maximum:
            self.problems.append(f"{name} must be between {minimum} and {maximum}, got {value}")
            return default
        return value

    def flag(self, name: str) -> bool:
        return self.environ.get(name, "").strip().lower() in ("1", "true", "yes")

    def check(self, ok: bool, problem: str) -> None:
        if not ok:
            self.problems.append(problem)


def load_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """Settings from `environ` (default os.environ); raises SettingsError naming every missing or malformed
    variable."""
    env = os.environ if environ is None else environ
    strict = running_in_aws(env)
    read = _Reader(env, strict)
    names = {name: read.resource(name) for name in _RESOURCE_DEFAULTS}
    jwt_secret = read.text("JWT_SECRET", "")
    jwt_secret_arn = read.text("JWT_SECRET_ARN", "")
    if strict:  # in AWS the signing key is the secret JWT_SECRET_ARN names; a key in the environment is refused
        read.check(bool(jwt_secret_arn), "JWT_SECRET_ARN is not set: no signing key")
        read.check(not jwt_secret, "JWT_SECRET is for the local stack and tests only (in AWS: JWT_SECRET_ARN)")
    free_cases = read.integer(
        "FREE_PLAN_MONTHLY_PRODUCTION_CASES", DEFAULT_FREE_PLAN_MONTHLY_PRODUCTION_CASES, minimum=0
    )
    rate_limit = read.integer("RATE_LIMIT_PER_MINUTE", DEFAULT_RATE_LIMIT_PER_MINUTE, minimum=1)
    profile = read.text("PASSWORD_HASH_PROFILE", DEFAULT_PASSWORD_HASH_PROFILE)
    read.check(
        profile in PASSWORD_HASH_PROFILES,
        f"PASSWORD_HASH_PROFILE must be one of {', '.join(PASSWORD_HASH_PROFILES)}, got {profile[:40]!r}",
    )
    if strict:
        read.check(profile not in _TEST_ONLY_PROFILES, f"PASSWORD_HASH_PROFILE={profile} is for tests only")
    allow_loopback = read.flag("WEBHOOK_ALLOW_LOOPBACK")
    if strict:
        read.check(not allow_loopback, "WEBHOOK_ALLOW_LOOPBACK is for the local stack and tests only")
    timeout = read.number("WEBHOOK_TIMEOUT_SECONDS", DEFAULT_WEBHOOK_TIMEOUT_SECONDS, minimum=0.05, maximum=60)
    # at least 2: the last attempt gives up without reading, so a single one would never read a file
    ocr_receives = read.integer("OCR_MAX_RECEIVE_COUNT", DEFAULT_OCR_MAX_RECEIVE_COUNT, minimum=2)
    settings = Settings(
        table_name=names["TABLE_NAME"],
        rate_limit_table_name=names["RATE_LIMIT_TABLE_NAME"],
        idempotency_table_name=names["IDEMPOTENCY_TABLE_NAME"],
        uploads_bucket=names["UPLOADS_BUCKET"],
        ocr_queue_url=names["OCR_QUEUE_URL"],
        webhook_queue_url=names["WEBHOOK_QUEUE_URL"],
        jwt_secret=jwt_secret,
        jwt_secret_arn=jwt_secret_arn,
        jwt_issuer=read.text("JWT_ISSUER", "casefile"),
        jwt_audience=read.text("JWT_AUDIENCE", "casefile-console"),
        access_token_ttl_seconds=30 * 60,
        refresh_token_ttl_seconds=7 * 24 * 3600,
        free_plan_monthly_production_cases=free_cases,
        rate_limit_per_minute=rate_limit,
        password_hash_profile=profile,
        webhook_secrets_key_id=read.text("WEBHOOK_SECRETS_KEY_ID", ""),
        webhook_timeout_seconds=timeout,
        webhook_allow_loopback=allow_loopback,
        mfa_secrets_key_id=read.text("MFA_SECRETS_KEY_ID", ""),
        ocr_max_receive_count=ocr_receives,
    )
    if read.problems:
        raise SettingsError("invalid environment: " + "; ".join(read.problems))
    return settings


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process's settings (cached; a SettingsError is not cached, so every call raises it again)."""
    return load_settings()


def validate_settings() -> Settings:
    """Call once at function init: in AWS a missing or malformed variable then fails the cold start (the
    SettingsError message names the variables) rather than the first request."""
    return get_settings()


def reset_settings() -> None:
    """Forget the cached settings (tests change the environment between cases)."""
    get_settings.cache_clear()
