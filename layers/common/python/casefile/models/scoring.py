"""Scoring policies and the score result: request bodies, response resources and stored records."""

from typing import Annotated, Any, Self

from pydantic import ConfigDict, Field, StringConstraints, model_validator

from casefile.models.base import Model

Path = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64, pattern=r"^[a-z0-9_\-]+$")]
Country = Annotated[str, StringConstraints(strip_whitespace=True, min_length=2, max_length=2, pattern=r"^[A-Z]{2}$")]
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]
Description = Annotated[str, StringConstraints(strip_whitespace=True, max_length=2000)]
Percent = Annotated[float, Field(ge=0, le=100)]
Threshold = Annotated[int, Field(ge=0, le=100)]
ReviewThreshold = Annotated[
    float,
    Field(ge=0, le=1, description="A field read with less confidence than this needs a person's review"),
]


class Weights(Model):
    model_config = ConfigDict(extra="forbid")
    income_stability: Annotated[float, Field(ge=0, le=1000)]
    debt_ratio: Annotated[float, Field(ge=0, le=1000)]
    bank_behaviour: Annotated[float, Field(ge=0, le=1000)]
    documents: Annotated[float, Field(ge=0, le=1000)]

    @model_validator(mode="after")
    def _not_all_zero(self) -> Self:
        if not any(v > 0 for v in self.model_dump().values()):
            raise ValueError("at least one weight must be positive")
        return self


class _PolicyRules(Model):
    @model_validator(mode="after")
    def _thresholds(self) -> Any:
        refuse, approve = getattr(self, "refuse_threshold", None), getattr(self, "approve_threshold", None)
        if refuse is not None and approve is not None and refuse > approve:
            raise ValueError("refuse_threshold must not be above approve_threshold")
        return self


class PolicyCreate(_PolicyRules):
    """A new policy (inactive until activated). Thresholds: 0 ≤ refuse_threshold ≤ approve_threshold ≤ 100."""

    model_config = ConfigDict(extra="forbid")
    path: Path = "kyc"
    country: Country = "MA"
    name: Name
    description: Description = ""
    weights: Weights
    approve_threshold: Threshold
    refuse_threshold: Threshold
    dti_cap_pct: Percent
    require_cnss: bool = False
    require_domiciliation: bool = False
    gds_cap_pct: Percent | None = None
    tds_cap_pct: Percent | None = None
    min_bureau_score: Annotated[float, Field(ge=0, le=10000)] | None = None
    review_threshold: ReviewThreshold = 0.8


class PolicyPatch(_PolicyRules):
    """Only sent fields change (`null` clears the nullable caps and min_bureau_score); a change makes a new
    version. `path` and `is_active` do not change here (activate moves the active flag)."""

    model_config = ConfigDict(extra="forbid")
    country: Country = None  # type: ignore[assignment]
    name: Name = None  # type: ignore[assignment]
    description: Description = None  # type: ignore[assignment]
    weights: Weights = None  # type: ignore[assignment]
    approve_threshold: Threshold = None  # type: ignore[assignment]
    refuse_threshold: Threshold = None  # type: ignore[assignment]
    dti_cap_pct: Percent = None  # type: ignore[assignment]
    require_cnss: bool = None  # type: ignore[assignment]
    require_domiciliation: bool = None  # type: ignore[assignment]
    gds_cap_pct: Percent | None = None
    tds_cap_pct: Percent | None = None
    min_bureau_score: Annotated[float, Field(ge=0, le=10000)] | None = None
    review_threshold: ReviewThreshold = None  # type: ignore[assignment]


class ScoringPolicy(Model):
    """The spec's Scoring policy, plus `version` (the number of its current version: each change makes one;
    a score records the policy id and version it used)."""

    id: str
    path: str
    country: str
    name: str
    description: str
    weights: dict[str, float]
    approve_threshold: int
    refuse_threshold: int
    dti_cap_pct: float
    require_cnss: bool
    require_domiciliation: bool
    gds_cap_pct: float | None = None
    tds_cap_pct: float | None = None
    min_bureau_score: float | None = None
    review_threshold: float = 0.8
    is_active: bool
    version: int


class PolicyRecord(Model):
    """What is stored of a policy (and of each of its versions): the resource's fields without `version`
    (the item's optimistic-locking counter is the version number), plus its workspace and times."""

    id: str
    tenant_id: str
    path: str
    country: str
    name: str
    description: str = ""
    weights: dict[str, float]
    approve_threshold: int
    refuse_threshold: int
    dti_cap_pct: float
    require_cnss: bool = False
    require_domiciliation: bool = False
    gds_cap_pct: float | None = None
    tds_cap_pct: float | None = None
    min_bureau_score: float | None = None
    review_threshold: float = 0.8
    is_active: bool = False
    created_at: str
    updated_at: str


class PolicyVersionRecord(PolicyRecord):
    policy_version: int


class ScoreResult(Model):
    """The spec's Score result."""

    case_id: str
    score: int
    risk_level: str
    eligible_amount: int
    breakdown: dict[str, float]
    ai_insight: str
    corrected_fields: int = Field(
        default=0, description="How many of the fields the score used were corrected by a person"
    )
