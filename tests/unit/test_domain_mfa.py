"""Two-factor rules (casefile.domain.mfa): RFC 6238 codes and their drift window, the otpauth URI, recovery codes,
the sign-in challenge token and the member's audit trail."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pyotp
import pytest

from casefile.domain import mfa

NOW = 1_767_225_600  # 2026-01-01T00:00:00Z, a multiple of 30


def test_a_new_secret_is_160_bits_of_base32() -> None:
    secret = mfa.new_secret()
    assert re.fullmatch(r"[A-Z2-7]{32}", secret)
    assert secret != mfa.new_secret()


def test_codes_are_rfc_6238_sha1_six_digits_thirty_seconds() -> None:
    # RFC 6238 appendix B's SHA-1 seed ("12345678901234567890") at T = 59 s: 94287082, of which 6 digits
    secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
    assert mfa.code_at(secret, mfa.step_of(59)) == "287082"
    assert mfa.code_at(secret, mfa.step_of(1111111109)) == "081804"
    assert mfa.code_at(secret, mfa.step_of(NOW)) == pyotp.TOTP(secret).at(NOW)


def test_the_otpauth_uri_names_the_issuer_and_the_email_and_parses_back() -> None:
    secret = mfa.new_secret()
    uri = mfa.provisioning_uri(secret, "amina.reviewer@lender.example")
    assert uri == f"otpauth://totp/Casefile:amina.reviewer@lender.example?secret={secret}&issuer=Casefile"
    parsed = pyotp.parse_uri(uri)
    assert (parsed.secret, parsed.name, parsed.issuer) == (secret, "amina.reviewer@lender.example", "Casefile")
    assert (parsed.digits, parsed.interval) == (6, 30)
    assert parse_qs(urlsplit(uri).query) == {"secret": [secret], "issuer": ["Casefile"]}


@pytest.mark.parametrize(
    ("offset", "accepted"), [(-60, False), (-30, True), (0, True), (29, True), (30, True), (60, False)]
)
def test_a_code_is_accepted_one_step_either_side_and_its_step_is_returned(offset: int, accepted: bool) -> None:
    secret = mfa.new_secret()
    code = pyotp.TOTP(secret).at(NOW + offset)
    step = mfa.matching_step(secret, code, NOW)
    assert step == (mfa.step_of(NOW + offset) if accepted else None)


@pytest.mark.parametrize("code", ["", "12345", "1234567", "abcdef", "12 34 5x"])
def test_what_is_not_six_digits_matches_nothing(code: str) -> None:
    assert mfa.matching_step(mfa.new_secret(), code, NOW) is None


def test_a_code_typed_with_a_space_is_the_same_code() -> None:
    secret = mfa.new_secret()
    code = pyotp.TOTP(secret).at(NOW)
    assert mfa.matching_step(secret, f"{code[:3]} {code[3:]}", NOW) == mfa.step_of(NOW)


def test_recovery_codes_are_ten_distinct_codes_found_by_their_keyed_digest() -> None:
    secret = mfa.new_secret()
    codes = mfa.new_recovery_codes()
    assert len(codes) == 10 == len(set(codes))
    assert all(re.fullmatch(r"[a-z2-7]{5}-[a-z2-7]{5}", code) for code in codes)
    digests = [mfa.recovery_digest(secret, code) for code in codes]
    assert not any(code.replace("-", "") in digest for code in codes for digest in digests)
    # found whatever the case and separators, only with the secret it was made with
    assert mfa.find_recovery_code(secret, codes[3], digests) == 3
    assert mfa.find_recovery_code(secret, codes[3].upper().replace("-", " "), digests) == 3
    assert mfa.find_recovery_code(mfa.new_secret(), codes[3], digests) is None
    assert mfa.find_recovery_code(secret, "aaaaa-aaaaa", digests) is None
    assert mfa.find_recovery_code(secret, "123456", digests) is None


def test_the_challenge_token_round_trips_and_nothing_else_parses() -> None:
    token = mfa.new_challenge_token("tenant-1", "challenge-1")
    assert mfa.parse_challenge_token(token.encode()) == token
    for raw in ["", "mfa.a.b", "rt.a.b.c", "mfa..b.c", "mfa.a.b.c.d"]:
        assert mfa.parse_challenge_token(raw) is None


def test_enrolment_is_required_only_where_the_workspace_requires_it_and_the_member_has_none() -> None:
    assert mfa.enrolment_required(workspace_requires=True, member_enabled=None)
    assert mfa.enrolment_required(workspace_requires=True, member_enabled=False)
    assert not mfa.enrolment_required(workspace_requires=True, member_enabled=True)
    assert not mfa.enrolment_required(workspace_requires=None, member_enabled=None)


def test_the_audit_trail_keeps_the_newest_events() -> None:
    user: dict = {"mfa_audit": None}
    for n in range(mfa.AUDIT_LIMIT + 3):
        user["mfa_audit"] = mfa.audit_trail(user["mfa_audit"], mfa.AuditEvent.ENROLMENT_STARTED, f"t{n}")
    assert len(user["mfa_audit"]) == mfa.AUDIT_LIMIT
    assert user["mfa_audit"][-1] == {"event": "enrolment_started", "at": f"t{mfa.AUDIT_LIMIT + 2}"}
