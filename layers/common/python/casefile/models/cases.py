import json
import math
from decimal import Decimal
from typing import Annotated, Any
from uuid import UUID

from pydantic import AfterValidator, ConfigDict, Field, StringConstraints

from casefile.domain.cases import BorrowerType, CaseStatus, Decision, Priority
from casefile.domain.plans import Environment
from casefile.models.base import Model
from casefile.models.documents import Document, Extraction

MAX_METADATA_BYTES = 16 * 1024


# DynamoDB numbers: 38 significant digits, magnitude 1E-130 to under 1E+126. A number outside that (or NaN,
# Infinity, and 1e400, which JSON parsers turn into infinity) cannot be stored, sent or read back exactly.
_MAX_DIGITS, _MIN_EXPONENT, _MAX_EXPONENT = 38, -130, 125


def _unstorable_number(value: Any) -> str | None:
    """Why a JSON number cannot be kept exactly, or None when it can (or is not a number)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN and infinite numbers are not JSON values"
    # As written: a float by its shortest repr (1e+200), an integer digit by digit (10**40 is 41 digits).
    number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    if number.is_zero():
        return None
    if len(number.as_tuple().digits) > _MAX_DIGITS:
        return f"numbers are kept to {_MAX_DIGITS} significant digits"
    if not _MIN_EXPONENT <= number.adjusted() <= _MAX_EXPONENT:
        return f"numbers must lie between 1e{_MIN_EXPONENT} and 1e{_MAX_EXPONENT + 1} in magnitude"
    return None


def _check_numbers(value: Any) -> None:
    if isinstance(value, dict):
        for item in value.values():
            _check_numbers(item)
    elif isinstance(value, list):
        for item in value:
            _check_numbers(item)
    elif (reason := _unstorable_number(value)) is not None:
        raise ValueError(f"metadata_json holds a number that cannot be stored exactly: {reason}")


def _metadata(value: dict[str, Any] | None) -> dict[str, Any] | None:
    if value is None:
        return None
    _check_numbers(value)
    if len(json.dumps(value, separators=(",", ":"))) > MAX_METADATA_BYTES:
        raise ValueError(f"metadata_json is larger than {MAX_METADATA_BYTES} bytes once serialised")
    return value


ApplicantName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]
ApplicantCin = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32)]
ExternalReference = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)]
Metadata = Annotated[dict[str, Any], AfterValidator(_metadata)]


class CaseCreate(Model):
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


class DecisionCreate(Model):
    """A person's decision on a scored case; overriding the engine's decision needs a `note`."""

    model_config = ConfigDict(extra="forbid")
    decision: Decision
    note: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)] | None = None


class CaseSearch(Model):
    """`POST /v1/cases/search`: the applicant's CIN, which never goes into a URL (proxies, browser history and
    access logs keep URLs), with the other filters of `GET /v1/cases`; its paging as `limit` and `cursor`."""

    model_config = ConfigDict(extra="forbid")
    applicant_cin: ApplicantCin = Field(
        description="The applicant's CIN, matched as cases store it: case, spaces and dashes ignored"
    )
    environment: Environment | None = Field(
        default=None, description="Same as X-Service-Environment / ?environment= (all given must agree)"
    )
    status: CaseStatus | None = None
    decision: Decision | None = Field(default=None, description="the decided cases: approved or refused")
    assigned_to: UUID | None = Field(default=None, description="the cases assigned to this user")
    needs_review: bool | None = Field(
        default=None, description="true: the undecided cases with a field that needs a person's review (only true)"
    )
    limit: int = Field(default=20, ge=1, le=100, description="The page's size (GET /v1/cases's `page_size`)")
    cursor: str | None = Field(
        default=None,
        pattern=r"^[1-9][0-9]{0,8}$",
        description="Which page: the answer's `page` + 1 as a string for the next one (GET /v1/cases's `page`); "
        "absent or null: the first",
    )

    @property
    def page(self) -> int:
        return int(self.cursor) if self.cursor else 1


class CasePatch(Model):
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


class Case(Model):
    """The Case resource, and the stored case record (`casefile.store.entities.CASE`): its fields, listed once."""

    id: str
    tenant_id: str
    document_id: str | None = None
    applicant_name: str
    applicant_cin: str
    borrower_type: str
    status: str
    priority: str
    score: int | None = None
    risk_level: str | None = None
    eligible_amount: int | None = None
    score_breakdown: dict[str, Any] | None = None
    ai_insight: str | None = None
    decision: str | None = None
    decision_at: str | None = None
    decision_by: str | None = None
    decision_note: str | None = None
    assigned_to: str | None = None
    environment: str
    external_reference: str | None = None
    metadata_json: dict[str, Any] | None = None
    created_at: str
    updated_at: str


class CaseRecord(Case):
    """The stored case (`casefile.store.entities.CASE`): the resource plus what the last score recorded and
    the single-case view serves (docs/scoring.md): the policy and version used, the reason codes, the risk
    factors and score metrics derived from them, the manual review steps, the insight in French."""

    policy_id: str | None = None
    policy_version: int | None = None
    reason_codes: list[Any] | None = None
    risk_factors: list[Any] | None = None
    score_metrics: list[Any] | None = None
    manual_review_steps: list[Any] | None = None
    ai_insight_fr: str | None = None
    scored_at: str | None = None
    # review (docs/review.md): the corrections a person made ({field_name: {value, previous_value, note, by,
    # at}}), whether a field needs a person (the `needs_review` list), whether a correction made the score stale,
    # the fields the last score read and how many of them were corrections
    corrections: dict[str, Any] | None = None
    needs_review: bool | None = None
    score_stale: bool | None = None
    scored_fields: list[str] | None = None
    corrected_fields_used: int | None = None


class CaseDetail(Case):
    document: Document | None = Field(
        description="The document the case links by `document_id` when it is attached, else the newest attached"
    )
    extraction: Extraction | None = Field(description="The fields extracted from `document`")
    documents: list[Document] = Field(description="The documents attached to the case, newest first")
    employer: str | None = Field(description="From the merged fields of the case's completed documents")
    contract_type: str | None = Field(description="From the merged fields")
    hire_date: str | None = Field(description="From the merged fields (YYYY-MM-DD)")
    net_salary: float | None = Field(description="From the merged fields (the newest payslip)")
    risk_factors: list[Any]
    score_metrics: list[Any]
    manual_review_steps: list[Any] = Field(
        description="What a person should do: the score's steps, then each field that needs review "
        "(`review_field`, with its field and document)"
    )
    needs_review: bool = Field(description="A field of the case needs a person and the case is not decided")
    score_stale: bool = Field(description="A field the last score used was corrected since: score again")
    corrected_fields_used: int | None = Field(description="How many corrected fields the last score used")


class Actor(Model):
    type: str = Field(description="`user` (a member of the workspace) or `system` (a worker: the OCR worker)")
    id: str | None = Field(description="the user's id; null for the system")


class TimelineEntry(Model):
    """One event of a case's timeline, written with the change it records (append-only)."""

    id: str
    case_id: str
    type: str = Field(
        description="case.created, case.updated (fields changed, assignment), document.attached, "
        "document.detached, document.completed / document.failed (a document of the case read), "
        "bank_connection.connected, case.scored (with the policy id and version), case.decided"
    )
    actor: Actor
    at: str
    details: dict[str, Any]
