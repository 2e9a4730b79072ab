"""casefile.settings: in AWS a missing or malformed variable fails the cold start naming it; locally the
resource names keep their defaults."""

from __future__ import annotations

import pytest

from casefile.settings import SettingsError, get_settings, load_settings, reset_settings, validate_settings

# What template.yaml's Globals give every function in AWS, plus what the Lambda runtime sets.
AWS_ENV = {
    "AWS_LAMBDA_FUNCTION_NAME": "casefile-prod-CasesFunction-abc",
    "TABLE_NAME": "casefile-prod-MainTable-1",
    "RATE_LIMIT_TABLE_NAME": "casefile-prod-RateLimitTable-1",
    "IDEMPOTENCY_TABLE_NAME": "casefile-prod-IdempotencyTable-1",
    "UPLOADS_BUCKET": "casefile-prod-uploads-123456789012-eu-west-3",
    "OCR_QUEUE_URL": "https://sqs.eu-west-3.amazonaws.com/123456789012/ocr",
    "WEBHOOK_QUEUE_URL": "https://sqs.eu-west-3.amazonaws.com/123456789012/webhook",
    "JWT_SECRET_ARN": "arn:aws:secretsmanager:eu-west-3:123456789012:secret:casefile-prod/jwt-signing-key",
    "FREE_PLAN_MONTHLY_PRODUCTION_CASES": "25",
    "RATE_LIMIT_PER_MINUTE": "100",
}


def aws_env(**changes: str | None) -> dict[str, str]:
    """AWS_ENV changed as asked; a change to None removes the variable."""
    env = dict(AWS_ENV)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def error_of(env: dict[str, str]) -> str:
    with pytest.raises(SettingsError) as raised:
        load_settings(env)
    return str(raised.value)


def test_the_template_environment_gives_the_resource_names_it_holds() -> None:
    # Given the environment template.yaml gives a function in AWS
    # When the settings are read
    settings = load_settings(AWS_ENV)
    # Then they name the stack's resources
    assert settings.table_name == "casefile-prod-MainTable-1"
    assert settings.idempotency_table_name == "casefile-prod-IdempotencyTable-1"
    assert settings.rate_limit_per_minute == 100


@pytest.mark.parametrize(
    "name", ["TABLE_NAME", "RATE_LIMIT_TABLE_NAME", "IDEMPOTENCY_TABLE_NAME", "UPLOADS_BUCKET", "WEBHOOK_QUEUE_URL"]
)
def test_in_aws_a_missing_resource_name_is_refused_naming_it(name: str) -> None:
    # Given a function in AWS whose environment lacks one resource name
    env = aws_env(**{name: None})
    # When the settings are read
    message = error_of(env)
    # Then the error names the variable instead of falling back to a default table name
    assert f"{name} is not set" in message


def test_in_aws_an_empty_resource_name_counts_as_missing() -> None:
    # Given TABLE_NAME set to blanks
    # When the settings are read
    message = error_of(aws_env(TABLE_NAME="  "))
    # Then it is refused as unset
    assert "TABLE_NAME is not set" in message


def test_in_aws_a_signing_key_is_required() -> None:
    # Given neither JWT_SECRET_ARN nor JWT_SECRET
    # When the settings are read
    message = error_of(aws_env(JWT_SECRET_ARN=None))
    # Then the error names the missing key variable
    assert "JWT_SECRET_ARN is not set" in message


def test_in_aws_a_signing_key_in_the_environment_is_refused() -> None:
    # Given JWT_SECRET set in a function running in AWS (with or without JWT_SECRET_ARN)
    # When the settings are read
    messages = [error_of(aws_env(JWT_SECRET="a-local-key")), error_of(aws_env(JWT_SECRET="k", JWT_SECRET_ARN=None))]
    # Then the cold start fails, naming it
    assert all("JWT_SECRET is for the local stack and tests only" in message for message in messages)


def test_a_signing_key_in_the_environment_is_read_outside_aws() -> None:
    # Given JWT_SECRET on the local stack (a function name, and the local flag) and in tests (no function name)
    local = {"AWS_LAMBDA_FUNCTION_NAME": "casefile-local-AuthFunction", "CASEFILE_LOCAL": "1", "JWT_SECRET": "k"}
    # When the settings are read
    # Then the key is the environment's
    assert load_settings(local).jwt_secret == load_settings({"JWT_SECRET": "k"}).jwt_secret == "k"


def test_in_aws_every_problem_is_named_in_one_error() -> None:
    # Given two missing names and a malformed integer
    env = aws_env(TABLE_NAME=None, IDEMPOTENCY_TABLE_NAME=None, RATE_LIMIT_PER_MINUTE="ten")
    # When the settings are read
    message = error_of(env)
    # Then one error lists all three
    assert "TABLE_NAME is not set" in message
    assert "IDEMPOTENCY_TABLE_NAME is not set" in message
    assert "RATE_LIMIT_PER_MINUTE must be an integer, got 'ten'" in message


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("RATE_LIMIT_PER_MINUTE", "1e3", "RATE_LIMIT_PER_MINUTE must be an integer"),
        ("RATE_LIMIT_PER_MINUTE", "0", "RATE_LIMIT_PER_MINUTE must be >= 1"),
        ("FREE_PLAN_MONTHLY_PRODUCTION_CASES", "twenty", "FREE_PLAN_MONTHLY_PRODUCTION_CASES must be an integer"),
        ("FREE_PLAN_MONTHLY_PRODUCTION_CASES", "-1", "FREE_PLAN_MONTHLY_PRODUCTION_CASES must be >= 0"),
    ],
)
def test_a_malformed_integer_is_refused_naming_it_even_locally(name: str, value: str, expected: str) -> None:
    # Given a malformed integer outside AWS (no Lambda function name)
    env = aws_env(AWS_LAMBDA_FUNCTION_NAME=None, **{name: value})
    # When the settings are read
    message = error_of(env)
    # Then the error names the variable
    assert expected in message


def test_an_unknown_password_hash_profile_is_refused() -> None:
    # Given a profile argon2 does not have
    # When the settings are read
    message = error_of(aws_env(PASSWORD_HASH_PROFILE="FAST"))
    # Then the error names the variable
    assert "PASSWORD_HASH_PROFILE must be one of" in message


def test_in_aws_the_test_only_password_profile_is_refused() -> None:
    # Given the cheap profile the test suite uses, in AWS
    # When the settings are read
    message = error_of(aws_env(PASSWORD_HASH_PROFILE="CHEAPEST"))
    # Then it is refused
    assert "PASSWORD_HASH_PROFILE=CHEAPEST is for tests only" in message


def test_outside_lambda_resource_names_keep_their_local_defaults() -> None:
    # Given no environment at all (a test, the CLI)
    # When the settings are read
    settings = load_settings({})
    # Then the local defaults apply
    assert settings.table_name == "casefile-main"
    assert settings.rate_limit_per_minute == 100


@pytest.mark.parametrize("local_marker", [{"AWS_ENDPOINT_URL": "http://127.0.0.1:4566"}, {"CASEFILE_LOCAL": "1"}])
def test_a_function_of_the_local_stack_keeps_the_local_defaults(local_marker: dict[str, str]) -> None:
    # Given a Lambda function name but the local stack's endpoint (or flag), and no resource names
    env = {"AWS_LAMBDA_FUNCTION_NAME": "casefile-local-CasesFunction", **local_marker}
    # When the settings are read
    settings = load_settings(env)
    # Then nothing is required
    assert settings.table_name == "casefile-main"


def test_validate_settings_fails_the_cold_start_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # Given a function in AWS without TABLE_NAME
    for name, value in aws_env(TABLE_NAME=None).items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("TABLE_NAME", raising=False)
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    monkeypatch.delenv("CASEFILE_LOCAL", raising=False)
    reset_settings()
    try:
        # When the function initialises, and again later
        # Then both fail naming the variable (the failure is not cached into a default)
        with pytest.raises(SettingsError, match="TABLE_NAME is not set"):
            validate_settings()
        with pytest.raises(SettingsError, match="TABLE_NAME is not set"):
            get_settings()
    finally:
        reset_settings()


def test_a_function_cold_start_in_aws_fails_naming_the_missing_variable() -> None:
    # Given a Lambda environment in AWS whose template lost TABLE_NAME
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_ENDPOINT", "TABLE_NAME", "CASEFILE_"))}
    env.update(
        AWS_LAMBDA_FUNCTION_NAME="casefile-dev-cases",
        RATE_LIMIT_TABLE_NAME="rl",
        IDEMPOTENCY_TABLE_NAME="idem",
        JWT_SECRET_ARN="arn:aws:secretsmanager:us-east-1:123456789012:secret:jwt",
        PYTHONPATH=str(root / "layers" / "common" / "python"),
    )
    # When the function's module is loaded (the Lambda init phase)
    done = subprocess.run(
        [sys.executable, "-c", "import runpy; runpy.run_path('functions/cases/app.py')"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    # Then the init fails, and says which variable is missing
    assert done.returncode != 0
    assert "SettingsError" in done.stderr and "TABLE_NAME" in done.stderr
