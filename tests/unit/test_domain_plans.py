"""Pure tests of casefile.domain.plans: who may use the production environment, and the Free allowance."""

from __future__ import annotations

import pytest

from casefile.domain import plans
from casefile.errors import CodedForbidden, LimitReached

PAID = ["starter", "growth", "enterprise"]
LAPSED = ["cancelled", "suspended"]


def test_given_the_spec_then_four_plans_three_subscription_states_and_two_environments() -> None:
    assert [p.value for p in plans.Plan] == ["free", "starter", "growth", "enterprise"]
    assert [s.value for s in plans.SubscriptionStatus] == ["active", "cancelled", "suspended"]
    assert [e.value for e in plans.Environment] == ["sandbox", "production"]


def test_given_an_active_subscription_when_production_is_checked_then_it_is_allowed() -> None:
    plans.check_production_access("active")  # no error


@pytest.mark.parametrize("status", LAPSED)
def test_given_a_lapsed_subscription_when_production_is_checked_then_403_production_requires_paid_plan(
    status: str,
) -> None:
    with pytest.raises(CodedForbidden) as refused:
        plans.check_production_access(status)
    assert refused.value.status_code == 403
    assert refused.value.code == "production_requires_paid_plan"
    assert status in refused.value.message


@pytest.mark.parametrize("plan", PAID)
@pytest.mark.parametrize("verified", [True, False])
def test_given_a_paid_active_plan_when_opening_a_production_case_then_allowed_and_not_counted(
    plan: str, verified: bool
) -> None:
    assert plans.production_case_rules(plan, "active", work_email_verified=verified) is False


def test_given_free_plan_and_verified_work_email_when_opening_a_production_case_then_it_counts() -> None:
    assert plans.production_case_rules("free", "active", work_email_verified=True) is True


def test_given_free_plan_without_verified_work_email_when_opening_a_production_case_then_403() -> None:
    with pytest.raises(CodedForbidden) as refused:
        plans.production_case_rules("free", "active", work_email_verified=False)
    assert refused.value.code == "work_email_required"


@pytest.mark.parametrize("plan", ["free", *PAID])
@pytest.mark.parametrize("status", LAPSED)
def test_given_any_plan_with_a_lapsed_subscription_when_opening_a_production_case_then_paid_plan_first(
    plan: str, status: str
) -> None:
    # the subscription is checked before the work email: a lapsed Free workspace hears about the subscription
    with pytest.raises(CodedForbidden) as refused:
        plans.production_case_rules(plan, status, work_email_verified=False)
    assert refused.value.code == "production_requires_paid_plan"


def test_given_a_limit_when_the_allowance_is_exhausted_then_a_429_naming_the_limit() -> None:
    error = plans.allowance_exhausted(25)
    assert isinstance(error, LimitReached)
    assert error.status_code == 429
    assert error.code == "production_case_limit_reached"
    assert error.extra == {"limit": 25}
    assert "25" in error.message
    assert error.retry_after is None  # a monthly allowance: no Retry-After
