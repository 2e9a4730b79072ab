"""Workspace plans and the rules that gate the production environment."""

from __future__ import annotations

from enum import StrEnum

from casefile.errors import CodedForbidden, LimitReached


class Plan(StrEnum):
    FREE = "free"
    STARTER = "starter"
    GROWTH = "growth"
    ENTERPRISE = "enterprise"


class SubscriptionStatus(StrEnum):
    ACTIVE = "active"
    CANCELLED = "cancelled"
    SUSPENDED = "suspended"


class Environment(StrEnum):
    SANDBOX = "sandbox"
    PRODUCTION = "production"


def check_production_access(subscription_status: str) -> None:
    """Production needs a live subscription, whatever the plan."""
    if subscription_status != SubscriptionStatus.ACTIVE:
        raise CodedForbidden(
            "production_requires_paid_plan",
            "The production environment needs an active subscription; this workspace's subscription is "
            f"{subscription_status}.",
        )


def production_case_rules(plan: str, subscription_status: str, work_email_verified: bool) -> bool:
    """Check who may open a production case; True when the case counts against the Free allowance."""
    check_production_access(subscription_status)
    if plan != Plan.FREE:
        return False
    if not work_email_verified:
        raise CodedForbidden(
            "work_email_required",
            "Production cases on the Free plan need a verified work email address.",
        )
    return True


def allowance_exhausted(limit: int) -> LimitReached:
    return LimitReached(
        "production_case_limit_reached",
        f"The Free plan allows {limit} production cases per month; this month's allowance is used up.",
        limit=limit,
    )
