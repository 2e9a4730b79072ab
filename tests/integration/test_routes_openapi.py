"""The OpenAPI document (docs/openapi.json): merged from every function app, exactly the template's routes,
the spec's error responses declared on every operation, committed up to date."""

from __future__ import annotations

import copy
import re

import pytest

from casefile.api.permissions import MFA_ENROLLMENT_ROUTES, ROUTE_ROLES
from local import openapi
from local import template as tpl
from tests.support.api import ROOT, template
from tests.support.routes import OBJECTS

JSON = "application/json"


@pytest.fixture(scope="module")
def doc():
    return openapi.document()


def operations(doc):
    for path, ops in sorted(doc["paths"].items()):
        for method, operation in sorted(ops.items()):
            yield method.upper(), path, operation


def schema_of(response):
    return response["content"][JSON]["schema"]


def variants(schema):
    return schema.get("anyOf", [schema])


def codes(doc, response):
    """Every error code a response declares (the coded shape's `code` enums)."""
    found = set()
    for variant in variants(schema_of(response)):
        code = variant.get("properties", {}).get("detail", {}).get("properties", {}).get("code", {})
        found |= set(code.get("enum", []))
    return found


def refs(response):
    return {variant.get("$ref", "").rsplit("/", 1)[-1] for variant in variants(schema_of(response))}


def test_the_committed_document_is_up_to_date(doc):
    committed = (ROOT / "docs" / "openapi.json").read_text(encoding="utf-8")
    assert committed == openapi.render(doc), "docs/openapi.json is stale: run `make openapi`"


def test_the_document_describes_exactly_the_template_routes(doc):
    routed = {(route.method, route.path) for route in tpl.api_routes_of(template(), tpl.CONSOLE_API)}
    assert openapi.operations(doc) == routed


def test_a_route_missing_from_the_apps_or_the_template_is_refused(doc):
    # given a document that lacks one of the template's routes
    partial = copy.deepcopy(doc)
    partial["paths"].pop("/v1/auth/me")
    # then the check fails, naming it
    with pytest.raises(openapi.RouteMismatch, match="/v1/auth/me"):
        openapi.check_routes(partial, template())


def test_check_mode_fails_on_a_stale_file_until_it_is_written(tmp_path):
    # given a stale document and an api.md whose route table is empty
    stale = tmp_path / "openapi.json"
    stale.write_text("{}\n", encoding="utf-8")
    api_doc = tmp_path / "api.md"
    api_doc.write_text("# API\n<!-- routes:start -->\n<!-- routes:end -->\n", encoding="utf-8")
    paths = ["--output", str(stale), "--api-doc", str(api_doc)]
    # then --check fails, a plain run writes both, and --check then passes
    assert openapi.main(["--check", *paths]) == 1
    assert openapi.main(paths) == 0
    assert openapi.main(["--check", *paths]) == 0
    assert "| `GET /v1/cases/{case_id}` |" in api_doc.read_text(encoding="utf-8")


def test_the_api_reference_lists_every_route_and_links_nothing_outside_the_repository(doc):
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    assert text == openapi.with_route_table(text, doc), "docs/api.md route table is stale: run `make openapi`"
    for method, path, _ in operations(doc):
        assert f"`{method} {path}`" in text
    links = re.findall(r"\]\(([^)]+)\)", text)
    assert all(not re.match(r"[a-z]+:", link) and not link.startswith("..") for link in links), links


def test_info_and_security_scheme(doc):
    assert doc["info"]["title"] == "Casefile console API"
    assert doc["info"]["version"] == "0.1.0"
    assert doc["components"]["securitySchemes"]["bearer"] == {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "Access token from POST /v1/auth/login (30 minutes).",
    }


def test_every_guarded_operation_needs_the_bearer_token_and_declares_401_and_403(doc):
    for method, path, operation in operations(doc):
        if (method, path) not in ROUTE_ROLES:
            assert "security" not in operation, (method, path)
            continue
        assert operation["security"] == [{"bearer": []}], (method, path)
        assert "ErrorMessage" in refs(operation["responses"]["401"]), (method, path)
        assert "Invalid or expired token" in operation["responses"]["401"]["description"]
        assert "ErrorMessage" in refs(operation["responses"]["403"]), (method, path)
        assert "Insufficient permissions" in operation["responses"]["403"]["description"]


def test_every_operation_declares_the_validation_422_and_the_rate_limit_429(doc):
    for method, path, operation in operations(doc):
        responses = operation["responses"]
        assert "HTTPValidationError" in refs(responses["422"]), (method, path)
        assert "RateLimitError" in refs(responses["429"]), (method, path)
        assert responses["429"]["headers"]["Retry-After"]["schema"]["type"] == "integer"


def test_every_operation_with_a_path_id_declares_the_404_of_its_object(doc):
    for method, path, operation in operations(doc):
        params = re.findall(r"\{(\w+)\}", path)
        for param in params:
            response = operation["responses"]["404"]
            assert "ErrorMessage" in refs(response)
            assert param in OBJECTS, f"add {param} to OBJECTS in tests/support/routes.py"
            if OBJECTS[param].answers_404(method):
                assert f"`{OBJECTS[param].not_found}`" in response["description"], (method, path)


def test_the_spec_shapes_of_the_error_bodies(doc):
    schemas = doc["components"]["schemas"]
    assert schemas["ValidationError"]["required"] == ["type", "loc", "msg", "input"]
    assert schemas["RateLimitError"]["properties"]["code"]["enum"] == ["rate_limit_exceeded"]
    assert schemas["RateLimitError"]["properties"]["message"]["enum"] == ["Too many requests. Please slow down."]
    assert schemas["ErrorMessage"]["properties"] == {"detail": {"type": "string"}}


def test_the_coded_errors_of_case_creation_are_declared(doc):
    responses = doc["paths"]["/v1/cases"]["post"]["responses"]
    assert codes(doc, responses["403"]) == {
        "work_email_required",
        "production_requires_paid_plan",
        "mfa_enrollment_required",
    }
    assert codes(doc, responses["409"]) >= {"idempotency_request_in_progress"}
    assert codes(doc, responses["422"]) == {"idempotency_key_reused"}
    assert codes(doc, responses["429"]) == {"production_case_limit_reached"}
    assert "`Document not found`" in responses["404"]["description"]


def test_the_coded_errors_of_case_update_and_listing_are_declared(doc):
    assert "unknown_assignee" in codes(doc, doc["paths"]["/v1/cases/{case_id}"]["patch"]["responses"]["422"])
    assert codes(doc, doc["paths"]["/v1/cases"]["get"]["responses"]["403"]) == {
        "production_requires_paid_plan",
        "mfa_enrollment_required",
    }


def test_login_declares_its_own_401_and_429(doc):
    responses = doc["paths"]["/v1/auth/login"]["post"]["responses"]
    assert "Invalid email or password" in responses["401"]["description"]
    assert codes(doc, responses["429"]) == {"too_many_login_attempts"}
    assert "Retry-After" in responses["429"]["headers"]


def test_every_guarded_operation_but_the_enrolment_ones_declares_the_enrolment_403(doc):
    for method, path, operation in operations(doc):
        if (method, path) not in ROUTE_ROLES:
            continue
        declared = "mfa_enrollment_required" in codes(doc, operation["responses"]["403"])
        assert declared == ((method, path) not in MFA_ENROLLMENT_ROUTES), (method, path)


def test_the_two_factor_routes_declare_their_errors(doc):
    paths = doc["paths"]
    verify = paths["/v1/auth/mfa/verify"]["post"]["responses"]
    assert "Invalid MFA code" in verify["401"]["description"]
    assert codes(doc, verify["429"]) == {"too_many_login_attempts"}
    assert "security" not in paths["/v1/auth/mfa/verify"]["post"]
    confirm = paths["/v1/auth/mfa/confirm"]["post"]["responses"]
    assert codes(doc, confirm["422"]) == {"invalid_mfa_code"}
    assert codes(doc, confirm["409"]) == {"mfa_already_enabled", "mfa_enrollment_not_started"}
    assert codes(doc, paths["/v1/auth/mfa/enroll"]["post"]["responses"]["409"]) == {"mfa_already_enabled"}
    disable = paths["/v1/auth/mfa"]["delete"]["responses"]
    assert codes(doc, disable["409"]) == {"mfa_not_enabled", "mfa_required_by_workspace"}
    assert codes(doc, disable["422"]) == {"invalid_mfa_code"}
    login = paths["/v1/auth/login"]["post"]["responses"]["200"]["content"][JSON]["schema"]
    assert {v["$ref"].rsplit("/", 1)[-1] for v in login["anyOf"]} == {"TokenResponse", "MfaChallenge"}
    workspace = paths["/v1/workspace"]["patch"]["responses"]["200"]["content"][JSON]["schema"]
    assert workspace == {"$ref": "#/components/schemas/Workspace"}


def test_the_lambda_apps_serve_no_openapi_routes():
    for function_id in openapi.api_function_ids(template()):
        app = openapi.load_app(template(), function_id)
        assert app.openapi_url is None and app.docs_url is None and app.redoc_url is None
        assert not any(getattr(route, "path", "") in ("/openapi.json", "/docs") for route in app.routes)


def test_the_document_is_valid_openapi(doc):
    import schemathesis

    schema = schemathesis.openapi.from_dict(doc)
    assert len(list(schema.get_all_operations())) == len(set(openapi.operations(doc)))


def test_the_local_reference_page_loads_nothing_from_outside(doc):
    files = openapi.docs_files()
    assert files["/openapi.json"] == ("application/json", openapi.render(doc).encode())
    page = files["/docs"][1].decode()
    sources = re.findall(r'(?:src|href|url)[=:]\s*"([^"]+)"', page)
    assert sources and all(source.startswith("/") for source in sources), sources
    assert all(source in files for source in sources)
