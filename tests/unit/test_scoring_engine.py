"""The scoring engine (casefile.domain.scoring): a table of applicants with real simulated bank analyses, the
decision table, reason codes and their evidence, the insight's languages, and properties of the formulas."""

from __future__ import annotations

from datetime import date
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from casefile.domain import bank
from casefile.domain import scoring as engine

TODAY = date(2026, 11, 23)
CONNECTION = "3f0e1c9a-1111-4a5b-9c2d-000000000001"


@cache
def analysis(bank_code: str) -> dict[str, Any]:
    _, result = bank.simulated_analysis(CONNECTION, bank_code, date(2026, 11, 1))
    return result


def account(bank_code: str) -> dict[str, Any]:
    return {"connection_id": CONNECTION, "bank_code": bank_code, "analysis": analysis(bank_code)}


def doc(doc_id: str, document_type: str) -> dict[str, Any]:
    return {"id": doc_id, "document_type": document_type, "status": "completed"}


def fld(name: str, value: Any, source: str = "payslip-1", source_type: str = "payslip", status: str = "valid"):
    return {
        "field_name": name,
        "value": value,
        "source_document_id": source,
        "source_document_type": source_type,
        "validation_status": status,
        "has_conflict": False,
    }


PUBLIC_SERVANT = engine.Inputs(
    case={"borrower_type": "public_sector", "status": "in_review"},
    documents=[doc("cin-1", "cin_front"), doc("payslip-1", "payslip")],
    fields=[
        fld("cin", "BE123456", "cin-1", "cin_front"),
        fld("employer", "TGR MIN EDUCATION NATIONALE"),
        fld("net_salary", 13900.0),
        fld("gross_salary", 16500.0),
        fld("contract_type", "CDI"),
        fld("hire_date", "2014-09-01"),
        fld("cnss_number", "123456789"),
    ],
    analyses=[account("sandbox_good")],
)
MERCHANT_GAMBLER = engine.Inputs(
    case={"borrower_type": "merchant", "status": "new"},
    analyses=[account("sandbox_risky")],
)


def with_(inputs: engine.Inputs, **changes: Any) -> engine.Inputs:
    return engine.Inputs(**{**inputs.__dict__, **changes})


def policy(**changes: Any) -> dict[str, Any]:
    return {**engine.DEFAULT_POLICY, **changes}


def test_a_public_servant_on_cdi_with_clean_bank_data_is_approved():
    scored = engine.score_case(PUBLIC_SERVANT, policy(), TODAY)
    assert scored.outcome == engine.APPROVED
    assert scored.score >= 90 and scored.risk_level == "low"
    assert scored.manual_review_steps == []
    assert scored.eligible_amount > 0


def test_a_merchant_with_overdrafts_and_gambling_is_refused_and_the_reasons_name_the_transactions():
    scored = engine.score_case(MERCHANT_GAMBLER, policy(), TODAY)
    assert scored.outcome == engine.REFUSED
    gambling = next(r for r in scored.reason_codes if r["code"] == "gambling")
    assert gambling["component"] == "bank_behaviour" and gambling["points"] < 0
    flagged = [i for i in analysis("sandbox_risky")["risk_flags"]["flagged_items"] if i.startswith("gambling:")]
    assert len(gambling["evidence"]["transaction_ids"]) == len(flagged)
    assert gambling["evidence"]["transaction_ids"][0] in flagged[0]
    assert any(r["code"] == "overdraft" for r in scored.reason_codes)


def test_a_missing_cnss_number_under_require_cnss_sends_the_case_to_review_with_that_step():
    no_cnss = with_(PUBLIC_SERVANT, fields=[f for f in PUBLIC_SERVANT.fields if f["field_name"] != "cnss_number"])
    scored = engine.score_case(no_cnss, policy(require_cnss=True), TODAY)
    assert scored.outcome == engine.REVIEW_REQUIRED
    assert [s["code"] for s in scored.manual_review_steps] == ["cnss_missing"]
    # a CNSS certificate satisfies the requirement as well
    certified = with_(no_cnss, documents=[*no_cnss.documents, doc("cnss-1", "cnss_certificate")])
    assert engine.score_case(certified, policy(require_cnss=True), TODAY).outcome == engine.APPROVED


def test_conflicting_net_salaries_send_the_case_to_review_naming_both_documents():
    conflict = {
        "field_name": "net_salary",
        "values": [
            {"value": 13900.0, "source_document_id": "payslip-1"},
            {"value": 9000.0, "source_document_id": "cert-1"},
        ],
    }
    scored = engine.score_case(with_(PUBLIC_SERVANT, conflicts=[conflict]), policy(), TODAY)
    assert scored.outcome == engine.REVIEW_REQUIRED
    step = next(s for s in scored.manual_review_steps if s["code"] == "resolve_conflict")
    assert step["evidence"] == {"field": "net_salary", "source_document_ids": ["payslip-1", "cert-1"]}


def test_salary_not_paid_by_the_payslips_employer_into_a_connected_account_needs_review():
    elsewhere = with_(PUBLIC_SERVANT, fields=[*PUBLIC_SERVANT.fields[:1], fld("employer", "ACME SARL")])
    scored = engine.score_case(elsewhere, policy(require_domiciliation=True), TODAY)
    assert "salary_not_domiciled" in [s["code"] for s in scored.manual_review_steps]
    assert engine.score_case(PUBLIC_SERVANT, policy(require_domiciliation=True), TODAY).outcome == engine.APPROVED


def test_papers_of_another_person_than_the_case_applicant_need_review_and_the_step_shows_no_value():
    declared = {**PUBLIC_SERVANT.case, "applicant_cin": "BE123456", "applicant_name": "Amina El Idrissi"}
    read_name = fld("applicant_name", "EL IDRISSI AMINA", "cin-1", "cin_front")
    same_person = with_(PUBLIC_SERVANT, case=declared, fields=[*PUBLIC_SERVANT.fields, read_name])
    assert engine.score_case(same_person, policy(), TODAY).outcome == engine.APPROVED
    other_cin = {**declared, "applicant_cin": "X998877"}
    scored = engine.score_case(with_(same_person, case=other_cin), policy(), TODAY)
    assert scored.outcome == engine.REVIEW_REQUIRED
    step = next(s for s in scored.manual_review_steps if s["code"] == "applicant_mismatch")
    assert step["evidence"]["source_document_id"] == "cin-1" and step["evidence"]["case_field"] == "applicant_cin"
    assert "BE123456" not in str(step) and "X998877" not in str(step)


def test_a_min_bureau_score_without_bureau_data_needs_review():
    scored = engine.score_case(PUBLIC_SERVANT, policy(min_bureau_score=600), TODAY)
    assert [s["code"] for s in scored.manual_review_steps] == ["bureau_data_missing"]


@pytest.mark.parametrize(
    ("score", "expected"),
    [(70, engine.APPROVED), (69, engine.REVIEW_REQUIRED), (40, engine.REVIEW_REQUIRED), (39, engine.REFUSED)],
)
def test_the_decision_table_maps_the_thresholds(score, expected):
    assert engine.decide(score, policy(), unmet=False, blocking_conflict=False) == expected
    assert engine.decide(score, policy(), unmet=True, blocking_conflict=False) == engine.REVIEW_REQUIRED


@pytest.mark.parametrize(
    ("inputs", "message"),
    [
        (with_(PUBLIC_SERVANT, case={"borrower_type": "public_sector", "status": "approved"}), "already decided"),
        (with_(PUBLIC_SERVANT, documents=[doc("cin-1", "cin_front")], analyses=[]), "No income evidence"),
    ],
)
def test_the_engine_refuses_to_score_with_a_clear_message(inputs, message):
    with pytest.raises(engine.CannotScore, match=message):
        engine.score_case(inputs, policy(), TODAY)


def test_the_points_of_the_reason_codes_add_up_to_the_score():
    for inputs in (PUBLIC_SERVANT, MERCHANT_GAMBLER):
        scored = engine.score_case(inputs, policy(), TODAY)
        assert abs(100 + sum(r["points"] for r in scored.reason_codes) - scored.score) <= 1


def test_the_insight_is_deterministic_in_english_and_french():
    scored = engine.score_case(MERCHANT_GAMBLER, policy(), TODAY)
    english = engine.insight(scored, "merchant", "Default", 3, "en")
    french = engine.insight(scored, "merchant", "Default", 3, "fr")
    # the same case scored again gives the same words (a template over the reason codes, no model)
    again = engine.score_case(MERCHANT_GAMBLER, policy(), TODAY)
    assert (
        engine.insight(again, "merchant", "Default", 3, "en")
        == english
        == (
            "The case scores 32/100 (very high risk) and is refused under policy Default v3. Eligible amount: 115,269 "
            "MAD over 36 months. Main factors: spending above income (-14.8), bounced cheques (-8.7), gambling "
            "transactions (-8.7)."
        )
    )
    assert "refused under policy Default v3" in english and "gambling" in english
    assert "refusé selon la politique Default v3" in french
    # the factors read as words in each language, not as codes
    assert "gambling transactions" in english and "jeux d'argent" in french and "gambling" not in french
    assert not any(r["code"] in english for r in scored.reason_codes if r["code"] != "gambling")
    assert engine.language_of("fr-MA,fr;q=0.9,en;q=0.8") == "fr" and engine.language_of("en-GB,fr") == "en"


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"weights": dict.fromkeys(engine.COMPONENTS, 0)}, "positive"),
        ({"weights": {**engine.DEFAULT_POLICY["weights"], "documents": -1}}, "negative"),
        ({"refuse_threshold": 80, "approve_threshold": 70}, "thresholds"),
        ({"tds_cap_pct": 120}, "tds_cap_pct"),
    ],
)
def test_policy_rules(changes, problem):
    assert engine.validate_policy(policy()) == []
    assert any(problem in p for p in engine.validate_policy(policy(**changes)))


# properties --------------------------------------------------------------------------------------------------
unit = st.floats(min_value=0, max_value=1, allow_nan=False)
weights = st.fixed_dictionaries({name: st.floats(min_value=0, max_value=10) for name in engine.COMPONENTS}).filter(
    lambda w: sum(w.values()) > 0.01
)


@settings(max_examples=60, deadline=None)
@given(
    weights, st.fixed_dictionaries({name: unit for name in engine.COMPONENTS}), st.sampled_from(engine.COMPONENTS), unit
)
def test_the_score_is_within_0_and_100_and_monotone_in_each_component(w, breakdown, name, more):
    shares = engine.weight_shares({"weights": w})
    score = engine.combine(breakdown, shares)
    better = engine.combine({**breakdown, name: min(1.0, breakdown[name] + more)}, shares)
    assert 0 <= score <= better <= 100


@settings(max_examples=60, deadline=None)
@given(
    st.floats(min_value=0, max_value=200_000),
    st.floats(min_value=0, max_value=200_000),
    st.floats(min_value=0, max_value=100),
    st.one_of(st.none(), st.floats(min_value=0, max_value=100)),
    st.one_of(st.none(), st.floats(min_value=0, max_value=100)),
    st.sampled_from(sorted(engine.TERMS)),
)
def test_the_eligible_amount_is_never_negative_nor_above_the_dti_cap(income, debt, dti, gds, tds, borrower_type):
    rules = policy(dti_cap_pct=dti, gds_cap_pct=gds, tds_cap_pct=tds)
    capacity = engine.monthly_capacity(rules, income, debt)
    amount = engine.eligible_amount(capacity, borrower_type)
    ceiling = engine.eligible_amount(income * dti / 100, borrower_type)
    assert 0 <= capacity <= income * dti / 100 + 1e-6
    assert 0 <= amount <= ceiling
