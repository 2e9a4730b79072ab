"""Verification flow use cases: drafts, versions, publishing, and the Partner API KYC policy a flow drives."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from casefile import clock
from casefile.domain import flows as rules
from casefile.domain.roles import ADMINS
from casefile.errors import CodedUnprocessable, Conflict, ConflictMessage, Forbidden, NotFound
from casefile.models.flows import (
    CountryRules,
    Flow,
    FlowCreate,
    FlowDetail,
    FlowPatch,
    KycPolicy,
    ManualStep,
    NodeTypeInfo,
)
from casefile.models.pages import Page
from casefile.services.principal import Principal
from casefile.store import flows as store

FLOW_NOT_FOUND = "Flow not found"
# `versions` of a flow lists its latest published versions (the flow item stays far below DynamoDB's 400 KB);
# every published version stays readable with ?version=N.
MAX_LISTED_VERSIONS = 50
KYC_POLICY_NOT_SET = "No KYC policy is set for this workspace"
POLICY_RACE = "the policy was changed at the same time; publish again"
FLOW_CHANGED = "The flow was changed by another request at the same time; reload it and try again."
KYC_POLICY_CHANGED = "The KYC policy or its flow was changed by another request at the same time; try again."
FLOW_DRIVES_KYC_POLICY = "This flow drives the Partner API KYC policy; name another flow as its driver first."


def _check_graph(nodes: Sequence[dict[str, Any]], edges: Sequence[dict[str, Any]]) -> None:
    problems = rules.validate_graph(nodes, edges)
    if problems:
        raise CodedUnprocessable(
            "invalid_flow_graph",
            f"The flow graph breaks {len(problems)} rule(s); see problems.",
            problems=[p.to_dict() for p in problems],
        )


def countries() -> list[CountryRules]:
    """Every country with its support level and document rules per kind of flow (GET /v1/flows/countries)."""
    return [CountryRules.model_validate(country.to_dict()) for country in rules.COUNTRIES.values()]


def node_types() -> list[NodeTypeInfo]:
    """The registry of node types a flow's graph may use (GET /v1/flows/node-types)."""
    return [NodeTypeInfo.model_validate(node_type.to_dict()) for node_type in rules.NODE_TYPES.values()]


def _load(principal: Principal, flow_id: str) -> dict[str, Any]:
    flow = store.get(principal.tenant_id, flow_id, consistent=True)
    if flow is None:
        raise NotFound(FLOW_NOT_FOUND)
    return flow


def _versions(flow: dict[str, Any]) -> list[dict[str, Any]]:
    """Newest first: the current draft (when the current version is one), then every published version."""
    published = sorted(flow.get("published_versions") or [], key=lambda v: v["version"], reverse=True)
    if flow["status"] == rules.FlowStatus.DRAFT:
        return [{"version": flow["version"], "status": flow["status"], "published_at": None}, *published]
    return published


def create_flow(principal: Principal, body: FlowCreate, environment: str) -> Flow:
    """A new draft (version 1) in `environment` (the body's own `environment` is the caller's to resolve)."""
    fields = body.model_dump(mode="json", exclude={"environment"})
    nodes, edges = fields.pop("nodes", None), fields.pop("edges", None)
    if nodes is None and edges is None:
        nodes, edges = rules.default_graph()
    nodes, edges = nodes or [], edges or []
    _check_graph(nodes, edges)
    now = clock.now_iso()
    flow = {
        **fields,
        "id": clock.new_id(),
        "tenant_id": principal.tenant_id,
        "nodes": nodes,
        "edges": edges,
        "version": 1,
        "is_published": False,
        "status": rules.FlowStatus.DRAFT.value,
        "environment": environment,
        "created_at": now,
        "updated_at": now,
        "published_at": None,
    }
    store.commit([store.FlowWrite(None, flow)])
    return Flow.model_validate(flow)


def get_flow(principal: Principal, flow_id: str, version: int | None = None) -> FlowDetail:
    """The flow (the current version, or published version `version`) with its list of versions."""
    flow = store.get(principal.tenant_id, flow_id)
    if flow is None:
        raise NotFound(FLOW_NOT_FOUND)
    if version is None or version == flow["version"]:
        return FlowDetail.model_validate({**flow, "versions": _versions(flow)})
    found = store.get_version(principal.tenant_id, flow_id, version)
    if found is None:
        raise NotFound(FLOW_NOT_FOUND)
    return FlowDetail.model_validate({**found, "versions": _versions(flow)})


def list_flows(principal: Principal, filters: dict[str, str | None], page: int, page_size: int) -> Page[Flow]:
    total = store.count(principal.tenant_id, filters)
    offset = (page - 1) * page_size
    items = store.list_page(principal.tenant_id, filters, page, page_size) if offset < total else []
    return Page[Flow](items=[Flow.model_validate(i) for i in items], total=total, page=page, page_size=page_size)


def _write(writes: list[store.FlowWrite], **kw: Any) -> None:
    try:
        store.commit(writes, **kw)
    except store.FlowMissing:
        raise NotFound(FLOW_NOT_FOUND) from None
    except store.FlowChanged:
        raise Conflict("flow_changed", FLOW_CHANGED) from None


def update_flow(principal: Principal, flow_id: str, body: FlowPatch) -> Flow:
    """Change the sent fields. The graph is checked whole (sent nodes with stored edges, and so on). Editing
    a published flow starts the next version as a draft; the published one stays readable."""
    changes = body.model_dump(mode="json", exclude_unset=True)
    flow = _load(principal, flow_id)
    if not changes:
        return Flow.model_validate(flow)
    after = {**flow, **changes, "updated_at": clock.now_iso()}
    if "nodes" in changes or "edges" in changes:
        _check_graph(after["nodes"], after["edges"])
    if flow["status"] == rules.FlowStatus.PUBLISHED:
        after.update(version=flow["version"] + 1, status=rules.FlowStatus.DRAFT.value)
    _write([store.FlowWrite(flow, after)])
    return Flow.model_validate(after)


def delete_flow(principal: Principal, flow_id: str) -> None:
    flow = _load(principal, flow_id)
    try:
        store.delete(flow)
    except store.FlowMissing:
        raise NotFound(FLOW_NOT_FOUND) from None
    except store.FlowDrivesPolicy:
        raise Conflict("flow_drives_kyc_policy", FLOW_DRIVES_KYC_POLICY) from None
    except store.FlowChanged:
        raise Conflict("flow_changed", FLOW_CHANGED) from None


def _compiled(flow: dict[str, Any]) -> dict[str, Any]:
    result = rules.compile_kyc_policy(flow)
    if result.policy is None:
        raise CodedUnprocessable(
            "kyc_flow_invalid",
            "This flow drives the Partner API KYC policy and does not compile into one; see reasons.",
            reasons=result.reasons,
        )
    return result.policy


def publish_flow(principal: Principal, flow_id: str, *, allow_manual_steps: bool) -> Flow:
    """Publish the current version as the next version. When the flow drives the KYC policy (admins only),
    the policy is recompiled and written in the same transaction, conditioned on the policy version read."""
    flow = _load(principal, flow_id)
    drives = bool(flow.get("drives_kyc_policy"))
    if drives and principal.role not in ADMINS:
        raise Forbidden()
    refusal = rules.publish_refusal(flow, allow_manual_steps=allow_manual_steps)
    if refusal is not None:
        raise CodedUnprocessable(refusal.code, refusal.message, **refusal.extra)
    now = clock.now_iso()
    version = flow["version"] + 1
    published = {
        **flow,
        "version": version,
        "status": rules.FlowStatus.PUBLISHED.value,
        "is_published": True,
        "published_at": now,
        "updated_at": now,
        "published_version": version,
        "published_versions": [
            *(flow.get("published_versions") or [])[-(MAX_LISTED_VERSIONS - 1) :],
            {"version": version, "status": rules.FlowStatus.PUBLISHED.value, "published_at": now},
        ],
    }
    resource = Flow.model_validate(published)
    snapshot = resource.model_dump()  # the published version as stored
    if not drives:
        _write([store.FlowWrite(flow, published)], version=snapshot)
        return resource
    policy = store.get_policy(principal.tenant_id)
    compiled = _compiled(published)
    if policy is None or policy["flow_id"] != flow_id:
        raise ConflictMessage(POLICY_RACE)  # another flow was named its driver since the flow was read
    record = {
        "tenant_id": principal.tenant_id,
        "flow_id": flow_id,
        "flow_version": version,
        "policy": compiled,
        "compiled_at": now,
        "updated_at": now,
        "updated_by": principal.user_id,
    }
    try:
        store.commit(
            [store.FlowWrite(flow, published)],
            version=snapshot,
            policy=store.PolicyWrite(record, policy["version"]),
        )
    except (store.PolicyChanged, store.FlowChanged):
        raise ConflictMessage(POLICY_RACE) from None
    except store.FlowMissing:
        raise NotFound(FLOW_NOT_FOUND) from None
    return resource


# the Partner API KYC policy ---------------------------------------------------------------------------
def policy_view(record: dict[str, Any]) -> KycPolicy:
    policy = record.get("policy") or {}
    return KycPolicy(
        flow_id=record["flow_id"],
        flow_version=record.get("flow_version"),
        version=record["version"],
        status="active" if record.get("policy") else "pending",
        country=policy.get("country"),
        support_level=policy.get("support_level"),
        required_document_types=policy.get("required_document_types", []),
        document_types=policy.get("document_types", []),
        identity_document_types=policy.get("identity_document_types", []),
        checks=policy.get("checks", []),
        manual_steps=[ManualStep.model_validate(step) for step in policy.get("manual_steps", [])],
        compiled_at=record.get("compiled_at"),
        updated_at=record["updated_at"],
    )


def get_kyc_policy(principal: Principal) -> KycPolicy:
    record = store.get_policy(principal.tenant_id)
    if record is None:
        raise NotFound(KYC_POLICY_NOT_SET)
    return policy_view(record)


def set_kyc_policy_flow(principal: Principal, flow_id: str) -> KycPolicy:
    """Name the flow that drives the workspace's KYC policy. A published flow compiles now (its version in
    force); an unpublished one leaves the policy `pending` until its first publish. One transaction: the
    policy, the new driver's mark and the former driver's, conditioned on what was read."""
    flow = _load(principal, flow_id)
    policy = store.get_policy(principal.tenant_id)
    now = clock.now_iso()
    writes = [store.FlowWrite(flow, {**flow, "drives_kyc_policy": True})]
    if policy is not None and policy["flow_id"] != flow_id:
        former = store.get(principal.tenant_id, policy["flow_id"], consistent=True)
        if former is not None:
            writes.append(store.FlowWrite(former, {**former, "drives_kyc_policy": None}))
    record: dict[str, Any] = {
        "tenant_id": principal.tenant_id,
        "flow_id": flow_id,
        "flow_version": None,
        "policy": None,
        "compiled_at": None,
        "updated_at": now,
        "updated_by": principal.user_id,
    }
    in_force = (
        store.get_version(principal.tenant_id, flow_id, flow["published_version"])
        if flow.get("published_version")
        else None
    )
    if in_force is not None:
        record.update(flow_version=in_force["version"], policy=_compiled(in_force), compiled_at=now)
    elif flow["kind"] != rules.FlowKind.KYC:  # a draft may still be incomplete, but a kyb flow never compiles
        raise CodedUnprocessable(
            "kyc_flow_invalid",
            "Only a kyc flow can drive the Partner API KYC policy.",
            reasons=[{"code": "not_a_kyc_flow", "message": "only a kyc flow can drive the KYC policy"}],
        )
    expected = policy["version"] if policy is not None else None
    try:
        store.commit(writes, policy=store.PolicyWrite(record, expected))
    except store.FlowMissing:
        raise NotFound(FLOW_NOT_FOUND) from None
    except (store.PolicyChanged, store.FlowChanged):
        raise Conflict("kyc_policy_changed", KYC_POLICY_CHANGED) from None
    return policy_view({**record, "version": (expected or 0) + 1})
