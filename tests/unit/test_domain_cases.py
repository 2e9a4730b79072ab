"""Pure tests of casefile.domain.cases: what a new case is, and how counters follow a case's status."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from casefile.domain import cases
from casefile.models.cases import Case

APPLICANT = {"applicant_name": "Amina El Idrissi", "applicant_cin": "BE123456", "borrower_type": "retiree"}
NOW = "2026-11-23T00:00:00.000000Z"


def new(**fields: object) -> dict:
    return cases.new_case(
        case_id="case-1", tenant_id="tenant-1", environment="sandbox", fields={**APPLICANT, **fields}, created_at=NOW
    )


def test_given_the_spec_then_priorities_and_borrower_types_are_its_enums() -> None:
    assert [p.value for p in cases.Priority] == ["low", "medium", "high", "urgent"]
    assert [b.value for b in cases.BorrowerType] == [
        "private_sector",
        "public_sector",
        "retiree",
        "professional",
        "merchant",
    ]


def test_given_an_applicant_when_a_case_is_made_then_it_is_new_medium_and_created_now() -> None:
    case = new()
    assert case["status"] == "new"
    assert case["priority"] == "medium"
    assert case["created_at"] == case["updated_at"] == NOW
    assert (case["id"], case["tenant_id"], case["environment"]) == ("case-1", "tenant-1", "sandbox")
    assert {k: case[k] for k in APPLICANT} == APPLICANT


def test_given_a_priority_when_a_case_is_made_then_it_is_kept() -> None:
    assert new(priority="urgent")["priority"] == "urgent"


def test_given_no_links_when_a_case_is_made_then_links_are_null() -> None:
    case = new()
    assert case["document_id"] is None and case["external_reference"] is None and case["metadata_json"] is None


def test_given_links_when_a_case_is_made_then_they_are_kept() -> None:
    case = new(document_id="doc-1", external_reference="LN-1", metadata_json={"branch": "Rabat"})
    assert (case["document_id"], case["external_reference"], case["metadata_json"]) == (
        "doc-1",
        "LN-1",
        {"branch": "Rabat"},
    )


def test_given_a_new_case_then_every_other_case_field_starts_null() -> None:
    resource = Case.model_validate(new()).model_dump()
    unset = set(resource) - set(new())
    assert unset  # score, decision, assignment, ...
    assert all(resource[name] is None for name in unset)


def test_given_patchable_fields_then_status_score_and_decision_are_not_among_them() -> None:
    assert not {"status", "score", "decision", "risk_level", "tenant_id", "id"} & set(cases.PATCHABLE_FIELDS)
    assert "priority" in cases.PATCHABLE_FIELDS and "assigned_to" in cases.PATCHABLE_FIELDS


def test_given_an_environment_and_status_then_a_case_counts_in_four_counters() -> None:
    assert cases.counter_names("production", "new") == [
        "total",
        "env#production",
        "status#new",
        "env#production#status#new",
    ]


def test_given_a_new_case_when_counted_then_every_counter_it_is_in_goes_up_by_one() -> None:
    assert cases.counter_moves("sandbox", None, "new") == {
        "total": 1,
        "env#sandbox": 1,
        "status#new": 1,
        "env#sandbox#status#new": 1,
    }


def test_given_a_status_change_when_counted_then_it_leaves_one_status_and_enters_the_other() -> None:
    assert cases.counter_moves("sandbox", "new", "review_required") == {
        "env#sandbox#status#new": -1,
        "status#new": -1,
        "env#sandbox#status#review_required": 1,
        "status#review_required": 1,
    }


def test_given_no_status_change_when_counted_then_nothing_moves() -> None:
    assert cases.counter_moves("sandbox", "new", "new") == {}


@pytest.mark.parametrize(
    ("environment", "status", "counter"),
    [
        (None, None, "total"),
        ("sandbox", None, "env#sandbox"),
        (None, "approved", "status#approved"),
        ("production", "refused", "env#production#status#refused"),
    ],
)
def test_given_list_filters_then_the_total_comes_from_the_matching_counter(
    environment: str | None, status: str | None, counter: str
) -> None:
    assert cases.counter_name(environment, status) == counter
    if environment and status:
        assert counter in cases.counter_names(environment, status)


# the lifecycle: one state machine (domain.cases.check_move) ----------------------------------------------

ENGINE, PERSON = cases.ENGINE, "8d5c1b8e-0000-4000-8000-000000000001"


@pytest.mark.parametrize(
    ("status", "decided_by", "action", "to", "allowed"),
    [
        ("new", None, "score", "approved", True),
        ("in_review", None, "score", "review_required", True),
        ("review_required", None, "score", "refused", True),  # rescoring an undecided case
        ("approved", ENGINE, "score", "approved", False),  # decided by the engine: not scored again
        ("new", None, "decide", "approved", False),  # score it first
        ("review_required", None, "decide", "refused", True),
        ("approved", ENGINE, "decide", "refused", True),  # a person overrides the engine
        ("approved", PERSON, "decide", "refused", False),  # closed
        ("refused", PERSON, "score", "approved", False),  # closed
        ("review_required", None, "decide", "review_required", False),  # a decision is approved or refused
        ("new", None, "score", "new", False),
    ],
)
def test_the_state_machine_allows_exactly_its_moves(status, decided_by, action, to, allowed):
    case = {"status": status, "decision_by": decided_by}
    if allowed:
        cases.check_move(case, action, to)
    else:
        with pytest.raises(cases.InvalidTransition) as refused:
            cases.check_move(case, action, to)
        assert refused.value.status == status


MOVE = st.tuples(st.sampled_from(["score", "decide"]), st.sampled_from(list(cases.CaseStatus)))


@settings(max_examples=150, deadline=None)
@given(st.lists(MOVE, max_size=12))
def test_no_sequence_of_actions_leaves_the_machine_or_moves_a_closed_case(moves):
    case: dict = {"status": "new", "decision_by": None}
    was_closed = False
    for action, to in moves:
        try:
            cases.check_move(case, action, to)
        except cases.InvalidTransition:
            continue
        assert not was_closed, "a case a person decided moved again"
        by = PERSON if action == "decide" else (None if to == "review_required" else ENGINE)
        case = {"status": to.value, "decision_by": by}
        assert case["status"] in {"review_required", "approved", "refused"}  # where the two actions lead
        was_closed = cases.closed(case)
