"""`casefile admin ...` against the emulated account (TABLE_NAME from the environment)."""

from __future__ import annotations

import io
import json

import pytest

from casefile import cli


def run(capsys, *args: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, dict | str]:
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = cli.main(["admin", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if code == 0 else err)


def test_create_workspace_then_its_admin_can_log_in(aws, api, capsys):
    code, out = run(
        capsys, "create-workspace", "--name", "Acme Credit", "--plan", "growth",
        "--admin-email", "Ops@Acme.example", "--password", "correct-horse-battery",
    )  # fmt: skip
    assert code == 0
    assert out["workspace"]["plan"] == "growth"
    assert out["admin"]["role"] == "tenant_admin"
    assert out["admin"]["email"] == "ops@acme.example"
    assert "password_hash" not in json.dumps(out)
    login = api.post("/v1/auth/login", json_body={"email": "ops@acme.example", "password": "correct-horse-battery"})
    assert login.status == 200
    assert login.json()["user"]["workspace"]["name"] == "Acme Credit"


def test_create_user_reads_the_password_from_stdin(aws, api, capsys, monkeypatch):
    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    code, out = run(
        capsys, "create-user", "--workspace", ws["workspace"]["id"], "--email", "r@w.example",
        "--role", "tenant_reviewer", "--password-stdin", stdin="from-stdin-password\n", monkeypatch=monkeypatch,
    )  # fmt: skip
    assert code == 0 and out["user"]["role"] == "tenant_reviewer"
    assert (
        api.post("/v1/auth/login", json_body={"email": "r@w.example", "password": "from-stdin-password"}).status == 200
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--email", "a@w.example", "--role", "tenant_viewer", "--password", "long-enough-pw"), "email_taken"),
        (("--email", "not-an-email", "--role", "tenant_viewer", "--password", "long-enough-pw"), "invalid_email"),
        (("--email", "b@w.example", "--role", "tenant_viewer", "--password", "short"), "weak_password"),
    ],
)
def test_create_user_refusals_exit_2_with_a_reason(aws, capsys, args, message):
    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    code, err = run(capsys, "create-user", "--workspace", ws["workspace"]["id"], *args)
    assert code == 2
    assert message in err


def test_unknown_workspace(aws, capsys):
    code, err = run(
        capsys, "create-user", "--workspace", "00000000-0000-0000-0000-000000000000", "--email", "x@y.example",
        "--role", "tenant_viewer", "--password", "long-enough-pw",
    )  # fmt: skip
    assert code == 2 and "not found" in err


def test_update_workspace_and_user(aws, api, capsys):
    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    tenant_id, user_id = ws["workspace"]["id"], ws["admin"]["id"]
    code, out = run(capsys, "update-workspace", "--workspace", tenant_id, "--subscription-status", "suspended")
    assert code == 0 and out["workspace"]["subscription_status"] == "suspended"
    code, _ = run(capsys, "update-user", "--workspace", tenant_id, "--user", user_id, "--no-active")
    assert code == 0
    assert api.post("/v1/auth/login", json_body={"email": "a@w.example", "password": "x" * 12}).status == 401


def test_without_any_target_it_says_how_to_get_one(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("TABLE_NAME", raising=False)
    monkeypatch.setenv("CASEFILE_LOCAL_STATE", str(tmp_path / "absent.json"))
    code, err = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    assert code == 2
    assert "make dev" in err


def test_a_stale_state_file_is_ignored(capsys, monkeypatch, tmp_path):
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"pid": 2**22 + 12345, "endpoint_url": "http://127.0.0.1:1", "env": {}}))
    monkeypatch.delenv("TABLE_NAME", raising=False)
    monkeypatch.setenv("CASEFILE_LOCAL_STATE", str(state))
    code, err = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    assert code == 2 and "make dev" in err


def test_update_workspace_requires_mfa_and_lifts_the_requirement(aws, api, capsys):
    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    tenant_id = ws["workspace"]["id"]
    token = api.post("/v1/auth/login", json_body={"email": "a@w.example", "password": "x" * 12}).json()["access_token"]

    code, out = run(capsys, "update-workspace", "--workspace", tenant_id, "--mfa-required")
    assert code == 0 and out["workspace"]["mfa_required"] is True
    assert api.get("/v1/cases", token=token).detail["code"] == "mfa_enrollment_required"

    code, out = run(capsys, "update-workspace", "--workspace", tenant_id, "--no-mfa-required")
    assert code == 0 and out["workspace"]["mfa_required"] is False
    assert api.get("/v1/cases", token=token).status == 200


def test_reset_mfa_clears_a_members_two_factor_sign_in(aws, api, capsys):
    import pyotp

    # given a member with two-factor sign-in who lost their phone
    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    tenant_id, user_id = ws["workspace"]["id"], ws["admin"]["id"]
    credentials = {"email": "a@w.example", "password": "x" * 12}
    token = api.post("/v1/auth/login", json_body=credentials).json()["access_token"]
    secret = api.post("/v1/auth/mfa/enroll", token=token).json()["secret"]
    confirmed = api.post("/v1/auth/mfa/confirm", json_body={"code": pyotp.TOTP(secret).now()}, token=token)
    assert confirmed.status == 200
    assert "mfa_token" in api.post("/v1/auth/login", json_body=credentials).json()

    # when an operator resets it
    code, out = run(capsys, "reset-mfa", "--workspace", tenant_id, "--user", user_id)

    # then the password alone signs in, the member shows no MFA, and the output holds no secret material
    assert code == 0
    assert out["user"]["mfa_enabled"] is False
    assert out["user"]["mfa_audit"][-1]["event"] == "reset_by_operator"
    assert not any(key in out["user"] for key in ("mfa_secret_ciphertext", "mfa_recovery_digests"))
    signed_in = api.post("/v1/auth/login", json_body=credentials).json()
    assert "access_token" in signed_in and signed_in["user"]["mfa_enabled"] is False
    code, err = run(capsys, "reset-mfa", "--workspace", tenant_id, "--user", "00000000-0000-0000-0000-000000000000")
    assert code == 2 and "not found" in err


def test_update_user_never_prints_two_factor_secrets(aws, api, capsys):
    import pyotp

    _, ws = run(capsys, "create-workspace", "--name", "W", "--admin-email", "a@w.example", "--password", "x" * 12)
    token = api.post("/v1/auth/login", json_body={"email": "a@w.example", "password": "x" * 12}).json()["access_token"]
    secret = api.post("/v1/auth/mfa/enroll", token=token).json()["secret"]
    api.post("/v1/auth/mfa/confirm", json_body={"code": pyotp.TOTP(secret).now()}, token=token)

    code, out = run(capsys, "update-user", "--workspace", ws["workspace"]["id"], "--user", ws["admin"]["id"],
                    "--work-email-verified")  # fmt: skip

    assert code == 0 and out["user"]["mfa_enabled"] is True
    assert not {"mfa_secret_ciphertext", "mfa_pending_secret_ciphertext", "mfa_recovery_digests"} & set(out["user"])
