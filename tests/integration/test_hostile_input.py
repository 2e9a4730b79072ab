"""Defects found by trying the API as a hostile client (issue 5, section 7): each answers the spec's 422
validation shape or a plain 404, never a 500, a 400 outside the spec, or a redirect."""

from __future__ import annotations

import json

import pytest

from casefile.api import errors

ADMIN = "tenant_admin"


@pytest.fixture
def token(factory):
    return factory.workspace(roles=())[ADMIN].token


def raw_case(**fields: str) -> bytes:
    """A case body written by hand, so that JSON escapes reach the API exactly as typed."""
    body = {"applicant_name": '"Amina"', "applicant_cin": '"BE1"', "borrower_type": '"retiree"', **fields}
    return ("{" + ", ".join(f'"{k}": {v}' for k, v in body.items()) + "}").encode()


def case_total(api, token) -> int:
    return api.get("/v1/cases", token=token).json()["total"]


# lone UTF-16 surrogates -----------------------------------------------------------------------------
def test_a_lone_surrogate_in_a_valid_field_is_a_422_and_stores_nothing(api, token):
    # given a body whose applicant_name holds a lone surrogate, as a JSON escape
    body = raw_case(applicant_name='"a\\ud800"')
    # when it is posted
    response = api.post("/v1/cases", raw_body=body, token=token)
    # then the spec's validation shape names the field, and no case exists
    assert response.status == 422, response.text
    (error,) = response.detail
    assert error["type"] == "string_unicode"
    assert error["loc"] == ["body", "applicant_name"]
    assert set(error) == {"type", "loc", "msg", "input"}
    assert case_total(api, token) == 0


def test_a_lone_surrogate_in_an_invalid_value_is_a_422(api, token):
    response = api.post("/v1/cases", raw_body=raw_case(borrower_type='"\\udfff"'), token=token)
    assert response.status == 422
    assert response.detail[0]["loc"] == ["body", "borrower_type"]


def test_a_lone_surrogate_in_a_nested_key_is_a_422(api, token):
    response = api.post("/v1/cases", raw_body=raw_case(metadata_json='{"k\\ud800": 1}'), token=token)
    assert response.status == 422
    assert response.detail[0]["loc"] == ["body", "metadata_json", "k\ufffd"]


def test_a_lone_surrogate_on_login_is_a_422(api):
    body = b'{"email": "a\\ud800@example.com", "password": "x"}'
    assert api.post("/v1/auth/login", raw_body=body).status == 422


def test_a_surrogate_pair_is_a_character_like_any_other(api, token):
    # given an emoji written as a UTF-16 surrogate pair escape
    response = api.post("/v1/cases", raw_body=raw_case(applicant_name='"Amina \\ud83d\\ude00"'), token=token)
    # then the case is created with that character
    assert response.status == 201, response.text
    assert response.json()["applicant_name"] == "Amina \U0001f600"


def test_the_validation_echo_never_fails_to_encode():
    # a surrogate that reached the validation handler by any path is echoed as U+FFFD
    response = errors.validation_response([{"type": "t", "loc": ("body", "x\ud800"), "msg": "m", "input": "a\ud800"}])
    assert json.loads(response.body) == {
        "detail": [{"type": "t", "loc": ["body", "x\ufffd"], "msg": "m", "input": "a\ufffd"}]
    }


# the 422 echo is bounded ----------------------------------------------------------------------------
def test_a_10_mb_field_is_not_echoed_whole(api, token):
    # given an applicant_name of 10 MB (the limit is 255 characters)
    huge = "x" * (10 * 1024 * 1024)
    # when it is posted
    response = api.post("/v1/cases", raw_body=raw_case(applicant_name=json.dumps(huge)), token=token)
    # then the 422 names the field and echoes only its start
    assert response.status == 422
    (error,) = response.detail
    assert error["loc"] == ["body", "applicant_name"]
    assert error["input"].startswith("xxxx") and len(error["input"]) <= errors.ECHO_MAX_CHARS + 1
    assert len(response.text) < 4096


def test_a_huge_body_of_the_wrong_type_is_echoed_as_a_summary(api, token):
    # given a body that is a list of 500 large objects instead of an object: 10 MB, the most an API Gateway request
    # carries (each object has more keys, and each value more characters, than an echo keeps)
    body = json.dumps([{f"k{i}": "v" * 1000 for i in range(20)}] * 500).encode()
    assert 9_000_000 < len(body) <= 10 * 1024 * 1024
    response = api.post("/v1/cases", raw_body=body, token=token)
    assert response.status == 422
    assert len(response.text) < 8192


# bodies that cannot be parsed ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "body",
    [b"[" * 10_000 + b"]" * 10_000, b'{"a":' * 10_000 + b"1" + b"}" * 10_000],
    ids=["lists", "objects"],
)
def test_json_nested_10000_deep_is_the_validation_422(api, token, body):
    response = api.post("/v1/cases", raw_body=body, token=token)
    assert response.status == 422, response.text
    (error,) = response.detail
    assert error["type"] == "json_invalid"
    assert error["loc"][0] == "body"


def nested(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize("method", ["POST", "PATCH"])
def test_metadata_nested_too_deep_to_handle_is_the_validation_422_and_stores_nothing(api, token, method):
    # given metadata_json nested 900 levels deep: valid JSON, deeper than the API can serialise
    case_id = api.post("/v1/cases", raw_body=raw_case(), token=token).json()["id"]
    patch = ('{"metadata_json": ' + nested(900) + "}").encode()
    body = raw_case(metadata_json=nested(900)) if method == "POST" else patch
    path = "/v1/cases" if method == "POST" else f"/v1/cases/{case_id}"
    # when it is sent
    response = api.request(method, path, raw_body=body, token=token)
    # then the validation 422, and neither a new case nor a changed one
    assert response.status == 422, response.text
    assert response.detail[0]["type"] == "json_invalid"
    assert response.detail[0]["loc"][:3] == ["body", "metadata_json", "a"]
    assert case_total(api, token) == 1
    assert api.get(f"/v1/cases/{case_id}", token=token).json()["metadata_json"] is None


def test_metadata_nested_30_deep_is_kept(api, token):
    response = api.post("/v1/cases", raw_body=raw_case(metadata_json=nested(30)), token=token)
    assert response.status == 201, response.text
    assert json.dumps(response.json()["metadata_json"], separators=(",", ":")) == nested(30)


def test_a_body_nested_33_deep_is_refused(api, token):
    response = api.post("/v1/cases", raw_body=raw_case(metadata_json=nested(32)), token=token)
    assert response.status == 422
    assert response.detail[0]["msg"] == "JSON decode error: nested more than 32 levels"


def test_a_surrogate_escape_in_a_body_that_is_not_json_is_the_validation_422(api, token):
    response = api.post("/v1/cases", raw_body=b"\\ud800 [[[", token=token, headers={"content-type": "text/plain"})
    assert response.status == 422


def test_invalid_utf8_is_the_validation_422(api, token):
    response = api.post("/v1/cases", raw_body=b'{"applicant_name": "\xff\xfe"}', token=token)
    assert response.status == 422, response.text
    (error,) = response.detail
    assert error["type"] == "json_invalid"
    assert error["loc"] == ["body", 20]


def test_an_integer_too_long_to_parse_is_the_validation_422(api, token):
    # Python refuses to parse integers of more than 4,300 digits
    response = api.post("/v1/cases", raw_body=raw_case(applicant_name="1" * 5000), token=token)
    assert response.status == 422, response.text
    assert response.detail[0]["type"] == "json_invalid"


def test_invalid_utf8_on_login_is_the_validation_422(api):
    response = api.post("/v1/auth/login", raw_body=b'{"email": "\xc3(", "password": "x"}')
    assert response.status == 422
    assert response.detail[0]["type"] == "json_invalid"


# no trailing-slash redirect ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/v1/cases/"), ("POST", "/v1/cases/"), ("GET", "/v1/auth/me/"), ("POST", "/v1/auth/login/")],
)
def test_a_trailing_slash_is_never_redirected(api, token, method, path):
    # given a client that forges the Host header
    response = api.request(method, path, token=token, headers={"host": "evil.example"}, json_body={})
    # then the answer is a JSON error of the API, not a redirect to that host
    assert response.status in (403, 404), response.status
    assert "location" not in response.headers
    assert "detail" in response.json()
