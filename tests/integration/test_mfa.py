"""Two-factor sign-in (issue 34): /v1/auth/mfa/* (enrol, confirm, verify, disable), the login's second step, the
workspace requirement (PATCH /v1/workspace and the guard's 403 mfa_enrollment_required), recovery codes, replay,
secrets at rest and the member's audit trail.

Every test gets a fresh emulated account (fixture `aws`); the service clock is frozen (`now`) so that codes are
computed for known time steps (pyotp on the test side, as an authenticator app would).
"""

from __future__ import annotations

import json
import logging
import os
import time
from typing import Any

import boto3
import pyotp
import pytest

from casefile import clock
from casefile.domain.roles import Role
from casefile.store import accounts, mfa_secrets
from tests.integration.conftest import Factory, Member, Workspace
from tests.support.api import Api, Response

TOKEN_KEYS = {"access_token", "refresh_token", "token_type", "expires_in", "refresh_expires_in", "user"}
INVALID_MFA = {"detail": "Invalid MFA code"}
ENROLMENT_REQUIRED = {
    "detail": {
        "code": "mfa_enrollment_required",
        "message": "Two-factor authentication must be set up before using this workspace.",
    }
}
CASE = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "private_sector"}


class Clock:
    """The service clock (`casefile.clock.epoch`), frozen at the start of a 30-second step ten minutes ago (access
    tokens it issues must not look issued in the future, whatever the tests advance it by)."""

    def __init__(self) -> None:
        self.now = ((int(time.time()) - 600) // 30) * 30

    def advance(self, seconds: int) -> None:
        self.now += seconds


@pytest.fixture
def now(monkeypatch: pytest.MonkeyPatch) -> Clock:
    frozen = Clock()
    monkeypatch.setattr(clock, "epoch", lambda: frozen.now)
    return frozen


# helpers -----------------------------------------------------------------------------------------
def code(secret: str, at: int) -> str:
    """What an authenticator app shows at `at`."""
    return pyotp.TOTP(secret).at(at)


def me(api: Api, member: Member) -> dict[str, Any]:
    response = api.get("/v1/auth/me", token=member.token)
    assert response.status == 200, response.text
    return response.json()


def login(api: Api, member: Member) -> Response:
    return api.post("/v1/auth/login", json_body={"email": member.user["email"], "password": member.password})


def mfa_token(api: Api, member: Member) -> str:
    response = login(api, member)
    assert response.status == 200, response.text
    return response.json()["mfa_token"]


def verify(api: Api, token: str, typed: str) -> Response:
    return api.post("/v1/auth/mfa/verify", json_body={"mfa_token": token, "code": typed})


def enroll(api: Api, member: Member) -> str:
    response = api.post("/v1/auth/mfa/enroll", token=member.token)
    assert response.status == 200, response.text
    return response.json()["secret"]


def confirm(api: Api, member: Member, typed: str) -> Response:
    return api.post("/v1/auth/mfa/confirm", json_body={"code": typed}, token=member.token)


def enable_mfa(api: Api, member: Member, now: Clock) -> tuple[str, list[str]]:
    """Enrol and confirm with the code of the step before the current one (accepted as clock drift), so that the
    current step's code is still unused; the secret and the recovery codes."""
    secret = enroll(api, member)
    response = confirm(api, member, code(secret, now.now - 30))
    assert response.status == 200, response.text
    return secret, response.json()["recovery_codes"]


def user_item(member: Member) -> dict[str, Any]:
    table = boto3.resource("dynamodb").Table(os.environ["TABLE_NAME"])
    item = table.get_item(Key={"PK": f"TENANT#{member.user['tenant_id']}", "SK": f"USER#{member.id}"})["Item"]
    return dict(item)


def every_item() -> str:
    """The whole main table as text (a Scan: tests only)."""
    table = boto3.resource("dynamodb").Table(os.environ["TABLE_NAME"])
    return json.dumps(table.scan(ConsistentRead=True)["Items"], default=str)


def audit_events(member: Member) -> list[str]:
    return [entry["event"] for entry in user_item(member).get("mfa_audit") or []]


def admin_of(factory: Factory) -> tuple[Workspace, Member]:
    ws = factory.workspace(roles=(Role.TENANT_ADMIN, Role.TENANT_REVIEWER)).signed_in()  # before MFA is required
    return ws, ws[Role.TENANT_ADMIN]


# enrolment ---------------------------------------------------------------------------------------
def test_enroll_answers_a_totp_secret_and_its_otpauth_uri_once(api: Api, factory: Factory) -> None:
    _, member = admin_of(factory)

    response = api.post("/v1/auth/mfa/enroll", token=member.token)

    assert response.status == 200, response.text
    body = response.json()
    assert set(body) == {"secret", "otpauth_uri"}
    secret = body["secret"]
    assert body["otpauth_uri"] == f"otpauth://totp/Casefile:{member.user['email']}?secret={secret}&issuer=Casefile"
    totp = pyotp.parse_uri(body["otpauth_uri"])
    assert (totp.digits, totp.interval, totp.digest().name) == (6, 30, "sha1")
    assert response.headers.get("cache-control") == "no-store"
    # pending until confirmed: the member's view says nothing is active, and shows no secret
    view = me(api, member)
    assert (view["mfa_enabled"], view["mfa_enabled_at"], view["mfa_recovery_codes_left"]) == (False, None, 0)
    assert secret not in json.dumps(view)


def test_enrolling_again_before_confirming_replaces_the_pending_secret(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    first = enroll(api, member)
    second = enroll(api, member)
    assert first != second

    refused = confirm(api, member, code(first, now.now))
    accepted = confirm(api, member, code(second, now.now))

    assert refused.status == 422, refused.text
    assert refused.detail["code"] == "invalid_mfa_code"
    assert accepted.status == 200, accepted.text


def test_enrolling_while_mfa_is_active_is_a_409(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    enable_mfa(api, member, now)

    response = api.post("/v1/auth/mfa/enroll", token=member.token)

    assert response.status == 409, response.text
    assert response.detail["code"] == "mfa_already_enabled"
    assert isinstance(response.detail["message"], str) and response.detail["message"]


# confirmation --------------------------------------------------------------------------------------
def test_confirm_with_a_current_code_activates_mfa_and_answers_ten_recovery_codes(
    api: Api, factory: Factory, now: Clock
) -> None:
    _, member = admin_of(factory)
    secret = enroll(api, member)

    response = confirm(api, member, code(secret, now.now))

    assert response.status == 200, response.text
    assert set(response.json()) == {"recovery_codes"}
    codes = response.json()["recovery_codes"]
    assert len(codes) == 10 == len(set(codes))
    assert response.headers.get("cache-control") == "no-store"
    view = me(api, member)
    assert view["mfa_enabled"] is True
    assert view["mfa_enabled_at"] and view["mfa_enabled_at"].endswith("Z")
    assert view["mfa_recovery_codes_left"] == 10
    assert view["mfa_enrollment_required"] is False


@pytest.mark.parametrize("offset", [-30, 30])
def test_confirm_accepts_the_code_of_the_step_before_or_after(
    api: Api, factory: Factory, now: Clock, offset: int
) -> None:
    _, member = admin_of(factory)
    secret = enroll(api, member)

    assert confirm(api, member, code(secret, now.now + offset)).status == 200


@pytest.mark.parametrize(
    "typed",
    [
        pytest.param(lambda secret, at: code(secret, at - 90), id="an-old-code"),
        pytest.param(lambda secret, at: code(secret, at + 90), id="a-future-code"),
        pytest.param(lambda secret, at: "000000" if code(secret, at) != "000000" else "111111", id="wrong-digits"),
        pytest.param(lambda secret, at: "not a code", id="not-digits"),
    ],
)
def test_a_wrong_code_at_confirm_is_a_422_and_mfa_stays_off(api: Api, factory: Factory, now: Clock, typed) -> None:
    _, member = admin_of(factory)
    secret = enroll(api, member)

    response = confirm(api, member, typed(secret, now.now))

    assert response.status == 422, response.text
    assert set(response.detail) == {"code", "message"}
    assert response.detail["code"] == "invalid_mfa_code"
    assert me(api, member)["mfa_enabled"] is False
    assert login(api, member).json().keys() == TOKEN_KEYS


def test_confirm_without_an_enrolment_is_a_409(api: Api, factory: Factory) -> None:
    _, member = admin_of(factory)

    response = confirm(api, member, "123456")

    assert response.status == 409, response.text
    assert response.detail["code"] == "mfa_enrollment_not_started"


def test_confirm_once_mfa_is_active_is_a_409(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)

    response = confirm(api, member, code(secret, now.now))

    assert response.status == 409, response.text
    assert response.detail["code"] == "mfa_already_enabled"


# login's second step --------------------------------------------------------------------------------
def test_login_with_mfa_answers_an_mfa_token_and_no_tokens(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    enable_mfa(api, member, now)

    response = login(api, member)

    assert response.status == 200, response.text
    body = response.json()
    assert set(body) == {"mfa_required", "mfa_token", "expires_in"}
    assert body["mfa_required"] is True
    assert body["expires_in"] == 300
    assert isinstance(body["mfa_token"], str) and body["mfa_token"]
    assert response.headers.get("cache-control") == "no-store"


def test_verify_with_a_current_code_answers_the_token_pair(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)

    response = verify(api, mfa_token(api, member), code(secret, now.now))

    assert response.status == 200, response.text
    body = response.json()
    assert set(body) == TOKEN_KEYS
    assert body["user"]["id"] == member.id and body["user"]["mfa_enabled"] is True
    signed_in = Member(member.user, member.password, token=body["access_token"])
    assert me(api, signed_in)["id"] == member.id
    refreshed = api.post("/v1/auth/refresh", json_body={"refresh_token": body["refresh_token"]})
    assert refreshed.status == 200, refreshed.text


def test_a_wrong_code_at_verify_is_the_401(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    wrong = "000000" if code(secret, now.now) != "000000" else "111111"

    response = verify(api, mfa_token(api, member), wrong)

    assert response.status == 401, response.text
    assert response.json() == INVALID_MFA
    assert response.headers.get("www-authenticate") == "Bearer"


def test_a_code_is_accepted_once_a_replay_is_refused(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    current = code(secret, now.now)
    assert verify(api, mfa_token(api, member), current).status == 200

    # the same code again, still within its window, with a new login
    replayed = verify(api, mfa_token(api, member), current)
    # and the code of the step before (accepted as drift, but older than the one used)
    older = verify(api, mfa_token(api, member), code(secret, now.now - 30))

    assert replayed.status == 401 and replayed.json() == INVALID_MFA
    assert older.status == 401 and older.json() == INVALID_MFA
    # the next step's code signs in
    now.advance(30)
    assert verify(api, mfa_token(api, member), code(secret, now.now)).status == 200


def test_the_code_used_to_confirm_cannot_sign_in(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret = enroll(api, member)
    current = code(secret, now.now)
    assert confirm(api, member, current).status == 200

    response = verify(api, mfa_token(api, member), current)

    assert response.status == 401 and response.json() == INVALID_MFA


def test_two_verifies_of_one_code_cannot_both_win(
    api: Api, factory: Factory, now: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given two sign-ins whose requests both read the member before either accepted the code
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    first_token, second_token = mfa_token(api, member), mfa_token(api, member)
    read_before = accounts.load(member.user["tenant_id"], member.id)
    current = code(secret, now.now)
    assert verify(api, first_token, current).status == 200
    monkeypatch.setattr(accounts, "load", lambda *ids: read_before)

    # when the second one presents the same code
    response = verify(api, second_token, current)

    # then the conditional write refuses it
    assert response.status == 401 and response.json() == INVALID_MFA


def test_a_recovery_code_signs_in_once(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    _, recovery = enable_mfa(api, member, now)

    first = verify(api, mfa_token(api, member), recovery[0])
    again = verify(api, mfa_token(api, member), recovery[0])
    # another one, typed in capitals without its dash
    other = verify(api, mfa_token(api, member), recovery[1].upper().replace("-", ""))

    assert first.status == 200, first.text
    assert set(first.json()) == TOKEN_KEYS
    assert again.status == 401 and again.json() == INVALID_MFA
    assert other.status == 200, other.text
    assert other.json()["user"]["mfa_recovery_codes_left"] == 8


def test_an_mfa_token_is_used_once(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    token = mfa_token(api, member)
    assert verify(api, token, code(secret, now.now)).status == 200

    now.advance(30)
    response = verify(api, token, code(secret, now.now))

    assert response.status == 401 and response.json() == INVALID_MFA


def test_an_mfa_token_expires_after_five_minutes(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    token = mfa_token(api, member)

    now.advance(301)
    response = verify(api, token, code(secret, now.now))

    assert response.status == 401 and response.json() == INVALID_MFA
    assert verify(api, mfa_token(api, member), code(secret, now.now)).status == 200


def test_an_mfa_token_allows_five_tries(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    token = mfa_token(api, member)
    wrong = "000000" if code(secret, now.now) != "000000" else "111111"
    for _ in range(5):
        assert verify(api, token, wrong).status == 401

    now.advance(16)  # past the failed-login back-off of 5 failures (15 s), within the token's 5 minutes
    response = verify(api, token, code(secret, now.now))

    assert response.status == 401 and response.json() == INVALID_MFA
    assert verify(api, mfa_token(api, member), code(secret, now.now)).status == 200


def test_wrong_codes_count_as_failed_logins_for_the_account(api: Api, factory: Factory, now: Clock) -> None:
    # given a member with MFA, and two sign-ins waiting for a code
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    wrong = "000000" if code(secret, now.now) != "000000" else "111111"
    guessing, waiting = mfa_token(api, member), mfa_token(api, member)

    # when five wrong codes are tried
    for _ in range(5):
        assert verify(api, guessing, wrong).status == 401

    # then the account backs off as after five wrong passwords: the right code and the right password wait
    refused = verify(api, waiting, code(secret, now.now))
    assert refused.status == 429, refused.text
    assert refused.detail["code"] == "too_many_login_attempts"
    assert refused.headers.get("retry-after") == "15"
    assert login(api, member).status == 429
    # a right password does not reset the back-off that the codes built up: another wrong code doubles it
    now.advance(16)
    assert verify(api, waiting, wrong).status == 401
    assert verify(api, waiting, code(secret, now.now)).headers.get("retry-after") == "30"
    # and a right code once it has passed signs in, which clears the failures
    now.advance(31)
    assert verify(api, waiting, code(secret, now.now)).status == 200
    assert login(api, member).status == 200


@pytest.mark.parametrize("raw", ["not-a-token", "mfa.a.b.c", "rt.a.b.c", "mfa.x.y.z.w"])
def test_a_malformed_or_unknown_mfa_token_is_the_401(api: Api, raw: str) -> None:
    response = verify(api, raw, "123456")

    assert response.status == 401, response.text
    assert response.json() == INVALID_MFA


def test_a_deactivated_member_cannot_finish_signing_in(api: Api, factory: Factory, now: Clock) -> None:
    from casefile.services import admin

    ws, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    token = mfa_token(api, member)
    admin.set_user_state(ws.id, member.id, is_active=False)

    response = verify(api, token, code(secret, now.now))

    assert response.status == 401 and response.json() == INVALID_MFA


# turning it off ------------------------------------------------------------------------------------------
def test_disable_with_a_current_code_turns_mfa_off(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)

    response = api.delete("/v1/auth/mfa", json_body={"code": code(secret, now.now)}, token=member.token)

    assert response.status == 204, response.text
    assert response.text == ""
    view = me(api, member)
    assert (view["mfa_enabled"], view["mfa_enabled_at"], view["mfa_recovery_codes_left"]) == (False, None, 0)
    assert set(login(api, member).json()) == TOKEN_KEYS  # the password alone signs in again
    item = user_item(member)
    assert not {"mfa_secret_ciphertext", "mfa_recovery_digests", "mfa_last_step"} & set(item)


@pytest.mark.parametrize(
    "typed",
    [
        pytest.param(lambda secret, at: "000000" if code(secret, at) != "000000" else "111111", id="wrong"),
        pytest.param(lambda secret, at: code(secret, at - 30), id="already-used"),
        pytest.param(lambda secret, at: "abcde-fghij", id="not-a-totp-code"),
    ],
)
def test_disable_needs_a_current_unused_code(api: Api, factory: Factory, now: Clock, typed) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)  # confirmed with the code of the step before

    response = api.delete("/v1/auth/mfa", json_body={"code": typed(secret, now.now)}, token=member.token)

    assert response.status == 422, response.text
    assert response.detail["code"] == "invalid_mfa_code"
    assert me(api, member)["mfa_enabled"] is True


def test_disable_without_mfa_is_a_409(api: Api, factory: Factory) -> None:
    _, member = admin_of(factory)

    response = api.delete("/v1/auth/mfa", json_body={"code": "123456"}, token=member.token)

    assert response.status == 409, response.text
    assert response.detail["code"] == "mfa_not_enabled"


def test_disable_in_a_workspace_that_requires_mfa_is_a_409(api: Api, factory: Factory, now: Clock) -> None:
    _, member = admin_of(factory)
    secret, _ = enable_mfa(api, member, now)
    assert api.patch("/v1/workspace", json_body={"mfa_required": True}, token=member.token).status == 200

    response = api.delete("/v1/auth/mfa", json_body={"code": code(secret, now.now)}, token=member.token)

    assert response.status == 409, response.text
    assert response.detail["code"] == "mfa_required_by_workspace"
    assert me(api, member)["mfa_enabled"] is True


# the workspace requirement --------------------------------------------------------------------------------
def test_an_admin_requires_mfa_and_the_answer_is_the_workspace_as_me_shows_it(
    api: Api, factory: Factory, now: Clock
) -> None:
    _, member = admin_of(factory)
    enable_mfa(api, member, now)  # else the requirement would stop them too (test below)

    response = api.patch("/v1/workspace", json_body={"mfa_required": True}, token=member.token)

    assert response.status == 200, response.text
    assert response.json()["mfa_required"] is True
    assert response.json() == me(api, member)["workspace"]
    # absent (or null) changes nothing; false lifts the requirement
    assert api.patch("/v1/workspace", json_body={}, token=member.token).json()["mfa_required"] is True
    lifted = api.patch("/v1/workspace", json_body={"mfa_required": False}, token=member.token)
    assert lifted.json()["mfa_required"] is False


def test_a_reviewer_cannot_change_the_workspace(api: Api, factory: Factory, snapshot) -> None:
    ws, _ = admin_of(factory)
    before = snapshot()

    response = api.patch("/v1/workspace", json_body={"mfa_required": True}, token=ws[Role.TENANT_REVIEWER].token)

    assert response.status == 403 and response.json() == {"detail": "Insufficient permissions"}
    assert snapshot() == before


def test_the_requirement_blocks_a_member_until_they_enrol(api: Api, factory: Factory, now: Clock, snapshot) -> None:
    # given a workspace whose admin requires MFA, and a reviewer signed in without it
    ws, admin = admin_of(factory)
    reviewer = ws[Role.TENANT_REVIEWER]
    assert api.patch("/v1/workspace", json_body={"mfa_required": True}, token=admin.token).status == 200

    # then every other route refuses them, and nothing is written
    before = snapshot()
    listed = api.get("/v1/cases", token=reviewer.token)
    created = api.post("/v1/cases", json_body=CASE, token=reviewer.token)
    assert (listed.status, listed.json()) == (403, ENROLMENT_REQUIRED)
    assert (created.status, created.json()) == (403, ENROLMENT_REQUIRED)
    assert snapshot() == before
    # the admin too, who has not enrolled either (the requirement does not spare who set it)
    assert api.get("/v1/cases", token=admin.token).json() == ENROLMENT_REQUIRED
    # but they may read who they are, and are told why
    view = me(api, reviewer)
    assert view["mfa_enrollment_required"] is True
    assert view["workspace"]["mfa_required"] is True

    # when the reviewer enrols and confirms
    secret = enroll(api, reviewer)
    assert confirm(api, reviewer, code(secret, now.now)).status == 200

    # then the same session may use the workspace
    assert api.get("/v1/cases", token=reviewer.token).status == 200
    assert api.post("/v1/cases", json_body=CASE, token=reviewer.token).status == 201
    assert me(api, reviewer)["mfa_enrollment_required"] is False


def test_a_member_who_must_enrol_signs_in_as_usual_and_may_sign_out(api: Api, factory: Factory) -> None:
    ws, admin = admin_of(factory)
    reviewer = ws[Role.TENANT_REVIEWER]
    assert api.patch("/v1/workspace", json_body={"mfa_required": True}, token=admin.token).status == 200

    signed_in = login(api, reviewer)

    assert signed_in.status == 200 and set(signed_in.json()) == TOKEN_KEYS
    assert signed_in.json()["user"]["mfa_enrollment_required"] is True
    token = signed_in.json()["access_token"]
    assert api.post("/v1/auth/logout", token=token).status == 204
    assert api.get("/v1/auth/me", token=token).status == 401


def test_lifting_the_requirement_unblocks_members(api: Api, factory: Factory) -> None:
    from casefile.services import admin as operator

    ws, _ = admin_of(factory)
    reviewer = ws[Role.TENANT_REVIEWER]

    operator.update_workspace(ws.id, mfa_required=True)
    assert api.get("/v1/cases", token=reviewer.token).status == 403

    operator.update_workspace(ws.id, mfa_required=False)

    assert api.get("/v1/cases", token=reviewer.token).status == 200


# secrets at rest, logs and the audit trail ------------------------------------------------------------------
def test_secrets_and_recovery_codes_are_stored_encrypted_and_never_logged(
    api: Api, factory: Factory, now: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    ws, member = admin_of(factory)
    caplog.set_level(logging.DEBUG)

    secret, recovery = enable_mfa(api, member, now)
    assert verify(api, mfa_token(api, member), recovery[0]).status == 200
    assert verify(api, mfa_token(api, member), code(secret, now.now)).status == 200

    # nothing in the table holds the secret or a recovery code in clear
    stored = every_item()
    assert secret not in stored
    assert not any(c in stored or c.replace("-", "") in stored for c in recovery)
    # the stored secret is a KMS ciphertext bound to its member: it decrypts for them only
    ciphertext = user_item(member)["mfa_secret_ciphertext"]
    assert mfa_secrets.decrypt(ciphertext, ws.id, member.id) == secret
    with pytest.raises(Exception, match="InvalidCiphertext"):
        mfa_secrets.decrypt(ciphertext, ws.id, ws[Role.TENANT_REVIEWER].id)
    # and the logs name what happened, never a secret or a code (messages and every extra field)
    logs = "\n".join(json.dumps(vars(record), default=str) for record in caplog.records)
    assert "two-factor sign-in enabled" in logs and "two-factor recovery code used" in logs
    assert secret not in logs
    assert not any(c in logs or c.replace("-", "") in logs for c in recovery)


def test_enrolment_activation_recovery_use_and_disabling_are_recorded_on_the_member(
    api: Api, factory: Factory, now: Clock
) -> None:
    _, member = admin_of(factory)
    secret, recovery = enable_mfa(api, member, now)
    assert verify(api, mfa_token(api, member), recovery[0]).status == 200
    assert api.delete("/v1/auth/mfa", json_body={"code": code(secret, now.now)}, token=member.token).status == 204

    trail = user_item(member)["mfa_audit"]

    assert [entry["event"] for entry in trail] == ["enrolment_started", "enabled", "recovery_code_used", "disabled"]
    assert all(set(entry) == {"event", "at"} and entry["at"].endswith("Z") for entry in trail)
