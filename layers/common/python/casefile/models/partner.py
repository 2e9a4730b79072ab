"""Partner API request bodies and the KYC check's answer. The other answers are the console's resources."""

from typing import Literal

from pydantic import ConfigDict, Field

from casefile.domain.cases import BorrowerType, Priority
from casefile.models.base import Model
from casefile.models.cases import ApplicantCin, ApplicantName, ExternalReference, Metadata
from casefile.models.documents import Filename


class PartnerCaseCreate(Model):
    """The console's create-case body without `environment` (the key's is the case's) and `document_id`
    (documents are uploaded to the case: POST /partner/v1/cases/{case_id}/documents); `external_reference` is the
    lender's own id of the application, to find the case again (GET /partner/v1/cases?external_reference=)."""

    model_config = ConfigDict(extra="forbid")
    applicant_name: ApplicantName
    applicant_cin: ApplicantCin
    borrower_type: BorrowerType
    priority: Priority = Priority.MEDIUM
    external_reference: ExternalReference | None = None
    metadata_json: Metadata | None = None


class PartnerDocumentCreate(Model):
    model_config = ConfigDict(extra="forbid")
    filename: Filename
    content_type: str = Field(min_length=1, max_length=255, description="MIME type the file will be uploaded as")
    size_bytes: int = Field(ge=1, description="Size of the file the client will upload, in bytes")


class FailedCheck(Model):
    code: str = Field(
        description="`applicant_mismatch`, `document_expired`, `mrz_invalid`, `field_invalid` or `blocking_conflict`"
    )
    field: str | None = Field(description="The field the check read (never its value)")
    document_id: str | None = Field(description="The document the field came from")


class KycPolicyRef(Model):
    flow_id: str
    flow_version: int | None
    version: int = Field(description="The KYC policy's version (it changes each time its flow is published)")


class KycResult(Model):
    case_id: str
    status: Literal["complete", "incomplete", "failed"]
    missing_document_types: list[str] = Field(description="Required types no completed document of the case has")
    failed_checks: list[FailedCheck]
    policy: KycPolicyRef
