"""Verification flows: request bodies, the Flow resource (exactly the spec's fields), the single-flow view (with
`versions`), the stored flow record, and the Partner API KYC policy."""

from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StringConstraints,
    model_serializer,
)

from casefile.domain.flows import FlowKind, SupportLevel
from casefile.domain.plans import Environment
from casefile.models.base import Model

MAX_NODES = 100
MAX_EDGES = 300
MAX_COORDINATE = 1_000_000.0

GraphId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")]
Coordinate = Annotated[float, Field(allow_inf_nan=False, ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
FlowName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Description = Annotated[str, StringConstraints(max_length=2000)]
UseCase = Annotated[str, StringConstraints(pattern=r"^[a-z0-9_]{1,64}$")]
CountryCode = Annotated[str, StringConstraints(pattern=r"^[A-Za-z]{2}$"), AfterValidator(str.upper)]


class Position(Model):
    model_config = ConfigDict(extra="forbid")
    x: Coordinate
    y: Coordinate


class NodeData(Model):
    """`label` for every node; `document_type` for a document_capture step (absent: any identity document)."""

    model_config = ConfigDict(extra="forbid")
    label: Annotated[str, StringConstraints(max_length=200)] = ""
    document_type: Annotated[str, StringConstraints(min_length=1, max_length=64)] | None = None

    @model_serializer(mode="wrap")
    def _without_absent(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {k: v for k, v in handler(self).items() if v is not None}


class FlowNode(Model):
    model_config = ConfigDict(extra="forbid")
    id: GraphId
    type: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    position: Position = Field(default_factory=lambda: Position(x=0, y=0))
    data: NodeData = Field(default_factory=NodeData)


class FlowEdge(Model):
    model_config = ConfigDict(extra="forbid")
    id: GraphId
    source: GraphId
    target: GraphId


Nodes = Annotated[list[FlowNode], Field(max_length=MAX_NODES)]
Edges = Annotated[list[FlowEdge], Field(max_length=MAX_EDGES)]


class FlowCreate(Model):
    """A new draft. Without `nodes` and `edges` the graph is start -> end."""

    model_config = ConfigDict(extra="forbid")
    name: FlowName
    description: Description | None = None
    use_case: UseCase = "onboarding"
    kind: FlowKind = FlowKind.KYC
    country: CountryCode | None = Field(default=None, description="ISO 3166-1 alpha-2 code; needed to publish")
    country_support: SupportLevel | None = None
    nodes: Nodes | None = None
    edges: Edges | None = None
    environment: Environment | None = Field(
        default=None, description="Defaults to X-Service-Environment / ?environment=, else sandbox"
    )


class FlowPatch(Model):
    """Only sent fields change; `null` clears description, country and country_support. Editing a published
    flow starts a new draft version (the published one stays readable with ?version=N)."""

    model_config = ConfigDict(extra="forbid")
    name: FlowName = None  # type: ignore[assignment]
    description: Description | None = None
    use_case: UseCase = None  # type: ignore[assignment]
    kind: FlowKind = None  # type: ignore[assignment]
    country: CountryCode | None = None
    country_support: SupportLevel | None = None
    nodes: Nodes = None  # type: ignore[assignment]
    edges: Edges = None  # type: ignore[assignment]


class PublishRequest(Model):
    model_config = ConfigDict(extra="forbid")
    allow_manual_steps: bool = Field(default=False, description="true accepts that some steps are done by a person")


class Flow(Model):
    """The Flow resource, and a stored published version (`casefile.store.entities.FLOW_VERSION`)."""

    id: str
    tenant_id: str
    name: str
    description: str | None = None
    use_case: str
    kind: str
    country: str | None = None
    nodes: list[FlowNode]
    edges: list[FlowEdge]
    version: int
    is_published: bool
    status: str
    environment: str
    created_at: str
    updated_at: str
    published_at: str | None = None
    country_support: str | None = None


class FlowVersionSummary(Model):
    version: int
    status: str
    published_at: str | None = None


class FlowDetail(Flow):
    """GET /v1/flows/{flow_id}: the Flow and its versions (published ones, newest first, and the current
    draft when there is one)."""

    versions: list[FlowVersionSummary]


class FlowRecord(Flow):
    """The stored current flow (`casefile.store.entities.FLOW`): the resource plus what the store needs."""

    revision: int = 1  # optimistic locking: +1 on every write; the spec's `version` counts versions
    published_version: int | None = None  # the version in force (readable with ?version=N)
    published_versions: list[FlowVersionSummary] = []
    drives_kyc_policy: bool | None = None  # set only on the flow that drives the Partner API KYC policy


class ManualStep(Model):
    node_id: str
    step_type: str
    label: str


class KycPolicyRecord(Model):
    """The workspace's Partner API KYC policy (one item), with `version` for optimistic locking."""

    tenant_id: str
    flow_id: str
    flow_version: int | None = None
    policy: dict[str, Any] | None = None
    compiled_at: str | None = None
    updated_at: str
    updated_by: str


class KycPolicy(Model):
    """The workspace's Partner API KYC policy: the flow that drives it, the published version it was compiled
    from (`status` `pending` until that flow is published), and what the Partner API requires."""

    flow_id: str
    flow_version: int | None
    version: int
    status: str
    country: str | None
    support_level: str | None
    required_document_types: list[str]
    document_types: list[str]
    identity_document_types: list[str]
    checks: list[str]
    manual_steps: list[ManualStep]
    compiled_at: str | None
    updated_at: str


class CountryRules(Model):
    code: str
    name: str
    support_level: str
    document_rules: dict[str, list[str]]


class NodeTypeInfo(Model):
    type: str
    category: str
    performed_by_person: bool
    data_keys: list[str]
    description: str
