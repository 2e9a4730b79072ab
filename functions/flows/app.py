"""Flows function: /v1/flows (verification flow drafts, versions, publishing, countries, node types) and the
Partner API KYC policy a published flow drives."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Body, Query, Response

from casefile.api.app import create_app, lambda_handler, started
from casefile.api.deps import Member, SelectedEnvironment
from casefile.api.openapi import (
    FLOW_CHANGED,
    FLOW_DRIVES_KYC_POLICY,
    INVALID_FLOW_GRAPH,
    KYC_FLOW_INVALID,
    KYC_POLICY_CHANGED,
    KYC_POLICY_NOT_SET,
    PUBLISH_ERRORS,
    errors_for,
)
from casefile.models.flows import (
    CountryRules,
    Flow,
    FlowCreate,
    FlowDetail,
    FlowPatch,
    KycPolicy,
    NodeTypeInfo,
    PublishRequest,
)
from casefile.models.pages import Page
from casefile.models.vocabulary import Environment, FlowKind, FlowStatus
from casefile.services import flows

router = APIRouter(prefix="/v1/flows", tags=["flows"])


# Static paths first: /v1/flows/countries must not be read as a flow id.
@router.get("/countries", response_model=list[CountryRules])
def list_countries(principal: Member) -> list[CountryRules]:
    """Countries with their support level (`ga`, `beta`) and the document types they have rules for, per kind
    of flow. A flow's `country_support`, when set, overrides its country's level."""
    return flows.countries()


@router.get("/node-types", response_model=list[NodeTypeInfo])
def list_node_types(principal: Member) -> list[NodeTypeInfo]:
    """The node types a flow graph may use: whether a person performs the step and which `data` keys it takes."""
    return flows.node_types()


@router.get("/kyc-policy", response_model=KycPolicy, responses=errors_for(KYC_POLICY_NOT_SET))
def get_kyc_policy(principal: Member) -> KycPolicy:
    """The workspace's Partner API KYC policy, compiled from the published flow that drives it."""
    return flows.get_kyc_policy(principal)


@router.post("", status_code=201, response_model=Flow, responses=errors_for(INVALID_FLOW_GRAPH))
def create_flow(body: FlowCreate, principal: Member, selected: SelectedEnvironment) -> Flow:
    """A new draft flow (version 1). Without `nodes` and `edges` the graph is start -> end. The graph must
    follow the graph rules (422 `invalid_flow_graph` lists every problem)."""
    environment = body.environment or selected or Environment.SANDBOX
    return flows.create_flow(principal, body, environment.value)


@router.get("", response_model=Page[Flow])
def list_flows(
    principal: Member,
    kind: Annotated[FlowKind | None, Query()] = None,
    status: Annotated[FlowStatus | None, Query()] = None,
    country: Annotated[str | None, Query(pattern=r"^[A-Za-z]{2}$")] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[Flow]:
    """The workspace's flows, newest first, filtered by kind, status and country; `total` counts all matches."""
    filters = {
        "kind": kind.value if kind else None,
        "status": status.value if status else None,
        "country": country.upper() if country else None,
    }
    return flows.list_flows(principal, filters, page, page_size)


@router.get("/{flow_id}", response_model=FlowDetail)
def get_flow(
    flow_id: UUID,
    principal: Member,
    version: Annotated[int | None, Query(ge=1, description="a published version, or the current one")] = None,
) -> FlowDetail:
    """One flow with its `versions`; `?version=N` reads published version N (or the current version)."""
    return flows.get_flow(principal, str(flow_id), version)


@router.patch("/{flow_id}", response_model=Flow, responses=errors_for(INVALID_FLOW_GRAPH, FLOW_CHANGED))
def update_flow(flow_id: UUID, body: FlowPatch, principal: Member) -> Flow:
    """Change only the fields sent; the graph is checked whole. Editing a published flow starts the next
    version as a draft (`status` `draft`); the published version stays readable with `?version=N`."""
    return flows.update_flow(principal, str(flow_id), body)


@router.delete("/{flow_id}", status_code=204, responses=errors_for(FLOW_CHANGED, FLOW_DRIVES_KYC_POLICY))
def delete_flow(flow_id: UUID, principal: Member) -> Response:
    """Delete a flow and its versions. The flow that drives the KYC policy cannot be deleted (409)."""
    flows.delete_flow(principal, str(flow_id))
    return Response(status_code=204)


@router.post("/{flow_id}/publish", response_model=Flow, responses=errors_for(*PUBLISH_ERRORS))
def publish_flow(flow_id: UUID, principal: Member, body: Annotated[PublishRequest | None, Body()] = None) -> Flow:
    """Publish the current version as the next version (`status` `published`, `is_published` true,
    `published_at` set). When the flow drives the Partner API KYC policy, only tenant_admin and
    platform_admin may publish it, and the policy is recompiled in the same transaction."""
    allow = body.allow_manual_steps if body else False
    return flows.publish_flow(principal, str(flow_id), allow_manual_steps=allow)


@router.put(
    "/{flow_id}/kyc-policy", response_model=KycPolicy, responses=errors_for(KYC_FLOW_INVALID, KYC_POLICY_CHANGED)
)
def set_kyc_policy_flow(flow_id: UUID, principal: Member) -> KycPolicy:
    """Name this flow as the driver of the workspace's Partner API KYC policy. A published flow compiles at
    once (422 `kyc_flow_invalid` if it cannot); an unpublished one leaves the policy `pending` until published."""
    return flows.set_kyc_policy_flow(principal, str(flow_id))


app = create_app("Casefile flows")
app.include_router(router)
handler = lambda_handler(app)
started()
