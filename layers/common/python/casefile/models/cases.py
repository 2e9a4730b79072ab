from __future__ import annotations

import json
from typing import Annotated, Any, Generic, TypeVar
from uuid import UUID

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from casefile.domain.cases import BorrowerType, Priority
from casefile.domain.plans import Environment

MAX_METADATA_BYTES = 16 * 1024


def _metadata_size(value: dict[str, Any] | None) -> dict[str, Any] | None:
    if value is not None and len(json.dumps(value, separators=(",", ":"))) > MAX_METADATA_BYTES:
        raise ValueError(f"metadata_json is larger than {MAX_METADATA_BYTES} bytes once serialised")
    return value


ApplicantName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]
ApplicantCin = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32)]
ExternalReference = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]
Metadata = Annotated[dict[str, Any], AfterValidator(_metadata_size)]


class CaseCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    applicant_name: ApplicantName
    applicant_cin: ApplicantCin
    borrower_type: BorrowerType
    priority: Priority = Priority.MEDIUM
    environment: Environment | None = Field(
        default=None, description="Defaults to X-Service-Environment / ?environment=, else sandbox"
    )
    document_id: UUID | None = None
    external_reference: ExternalReference | None = None
    metadata_json: Metadata | None = None


class CasePatch(BaseModel):
    """Only sent fields change; `null` clears the nullable ones (assigned_to, external_reference,
    metadata_json). Status, score and decision are not editable here."""

    model_config = ConfigDict(extra="forbid")
    applicant_name: ApplicantName = None  # type: ignore[assignment]
    applicant_cin: ApplicantCin = None  # type: ignore[assignment]
    borrower_type: BorrowerType = None  # type: ignore[assignment]
    priority: Priority = None  # type: ignore[assignment]
    assigned_to: UUID | None = None
    external_reference: ExternalReference | None = None
    metadata_json: Metadata | None = None


class Case(BaseModel):
    id: str
    tenant_id: str
    document_id: str | None
    applicant_name: str
    applicant_cin: str
    borrower_type: str
    status: str
    priority: str
    score: int | None
    risk_level: str | None
    eligible_amount: int | None
    score_breakdown: dict[str, Any] | None
    ai_insight: str | None
    decision: str | None
    decision_at: str | None
    decision_by: str | None
    decision_note: str | None
    assigned_to: str | None
    environment: str
    external_reference: str | None
    metadata_json: dict[str, Any] | None
    created_at: str
    updated_at: str


class CaseDetail(Case):
    document: dict[str, Any] | None
    extraction: dict[str, Any] | None
    documents: list[dict[str, Any]]
    employer: str | None
    contract_type: str | None
    hire_date: str | None
    net_salary: float | None
    risk_factors: list[Any]
    score_metrics: list[Any]
    manual_review_steps: list[Any]


T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    items: list[T]
    total: int
    page: int
    page_size: int
