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
