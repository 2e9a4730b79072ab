"""The Partner API's pure rules: the scope table, last_used_at's minute, and the KYC check's answers."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from casefile.domain import partner as rules
from casefile.domain.api_keys import SCOPES

TODAY = date(2026, 11, 28)
CASE = {"applicant_name": "Youssef El Amrani", "applicant_cin": "BK482913"}
POLICY = {"required_document_types": ["payslip", "cin_front"], "identity_document_types": ["cin_front"]}


def document(doc_id: str, doc_type: str, status: str = "completed", **fields: Any) -> dict[str, Any]:
    return {
        "id": doc_id,
        "document_type": doc_type,
        "status": status,
        "fields": [{"field_name": k, "value": v, "validation_status": "valid"} for k, v in fields.items()],
    }


def merged(**values: tuple[Any, str]) -> dict[str, Any]:
    return {
        "fields": [{"field_name": k, "value": v, "source_document_id": d} for k, (v, d) in values.items()],
        "conflicts": [],
    }


def test_every_route_scope_is_a_key_scope():
    assert set(rules.ROUTE_SCOPES.values()) <= set(SCOPES)
    assert rules.required_scope("get", "/partner/v1/cases") == "cases:read"
    assert rules.required_scope("DELETE", "/partner/v1/cases") is None


def test_last_used_at_is_due_once_a_minute():
    assert rules.last_used_due(None, 0)
    at = int(datetime(2026, 11, 28, 10, tzinfo=UTC).timestamp())
    assert not rules.last_used_due("2026-11-28T10:00:00Z", at + 59)
    assert rules.last_used_due("2026-11-28T10:00:00Z", at + 60)
    assert rules.last_used_due("not a date", 0)


def test_a_case_with_its_papers_of_its_applicant_is_complete():
    docs = [document("p", "payslip"), document("c", "cin_front")]
    view = merged(cin=("BK 482913", "c"), applicant_name=("EL AMRANI Youssef", "c"), cin_expiry=("2031-09-15", "c"))
    assert rules.kyc_check(CASE, docs, view, POLICY, TODAY) == {
        "status": "complete",
        "missing_document_types": [],
        "failed_checks": [],
    }


def test_a_paper_being_read_is_not_there_yet():
    docs = [document("p", "payslip"), document("c", "cin_front", status="processing")]
    result = rules.kyc_check(CASE, docs, merged(), POLICY, TODAY)
    assert (result["status"], result["missing_document_types"]) == ("incomplete", ["cin_front"])


def test_any_accepted_identity_document_completes_the_identity_step():
    policy = {"required_document_types": ["payslip"], "identity_document_types": ["cin_front", "passport"]}
    without = rules.kyc_check(CASE, [document("p", "payslip")], merged(), policy, TODAY)
    assert (without["status"], without["missing_document_types"]) == ("incomplete", ["cin_front", "passport"])
    with_passport = rules.kyc_check(
        CASE, [document("p", "payslip"), document("x", "passport")], merged(), policy, TODAY
    )
    assert with_passport["status"] == "complete"


def test_papers_of_another_person_or_expired_fail_naming_field_and_document_never_the_value():
    docs = [document("p", "payslip"), document("c", "cin_front", mrz_valid=False)]
    view = merged(cin=("ZZ999999", "c"), applicant_name=("Amina El Idrissi", "c"), cin_expiry=("2020-01-31", "c"))
    view["conflicts"] = [{"field_name": "date_of_birth", "values": [{"source_document_id": "c"}]}]
    result = rules.kyc_check(CASE, docs, view, POLICY, TODAY)
    assert result["status"] == "failed"
    assert result["failed_checks"] == [
        {"code": "applicant_mismatch", "field": "cin", "document_id": "c"},
        {"code": "applicant_mismatch", "field": "applicant_name", "document_id": "c"},
        {"code": "document_expired", "field": "cin_expiry", "document_id": "c"},
        {"code": "mrz_invalid", "field": "mrz_valid", "document_id": "c"},
        {"code": "blocking_conflict", "field": "date_of_birth", "document_id": "c"},
    ]
    assert "ZZ999999" not in str(result) and "Amina" not in str(result)
