"""Verification flows, pure: the node-type registry, document types, country document rules, the graph rules,
the publishing rules, the Partner API KYC policy compiler, and the list collections and counters of flows.

A flow is a directed graph of steps: `nodes` ({id, type, position, data}) and `edges` ({id, source, target}).
Nothing here does I/O or reads the clock. docs/flows.md explains the rules for a reader.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

# the flows' kinds and their list collections, which the store and the models need without the rest
from casefile.domain.flow_collections import (
    COLLECTION_INDEXES,
    FILTERS,
    FlowKind,
    FlowStatus,
    SupportLevel,
    collection_parts,
    counter_moves,
    counter_name,
    memberships,
)

__all__ = [
    "COLLECTION_INDEXES",
    "FILTERS",
    "FlowKind",
    "FlowStatus",
    "SupportLevel",
    "collection_parts",
    "counter_moves",
    "counter_name",
    "memberships",
]


# document types ----------------------------------------------------------------------------------------
# The KYC types are those the Documents work classifies (casefile.domain.documents.DOCUMENT_TYPES).
IDENTITY_DOCUMENT_TYPES: tuple[str, ...] = ("cin_front", "cin_back", "passport")
KYC_DOCUMENT_TYPES: tuple[str, ...] = (
    *IDENTITY_DOCUMENT_TYPES,
    "payslip",
    "employment_certificate",
    "salary_certificate",
    "cnss_certificate",
    "bank_statement",
    "rib",
)
# Company documents (KYB): registre de commerce, ICE (identifiant commun de l'entreprise), statuts.
KYB_DOCUMENT_TYPES: tuple[str, ...] = (
    "commercial_register",
    "ice_certificate",
    "articles_of_association",
    "bank_statement",
)
DOCUMENT_TYPES: tuple[str, ...] = tuple(dict.fromkeys((*KYC_DOCUMENT_TYPES, *KYB_DOCUMENT_TYPES)))


# node types ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class NodeType:
    type: str
    category: str  # control | document | check | manual
    performed_by_person: bool
    data_keys: tuple[str, ...]
    description: str

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "data_keys": list(self.data_keys)}


_LABEL = ("label",)
NODE_TYPES: dict[str, NodeType] = {
    t.type: t
    for t in (
        NodeType("start", "control", False, _LABEL, "Where the applicant enters the flow; exactly one per flow."),
        NodeType("end", "control", False, _LABEL, "Where the flow finishes; at least one per flow."),
        NodeType(
            "document_capture",
            "document",
            False,
            ("label", "document_type"),
            "The applicant uploads a document. `data.document_type` names one document type; absent means any "
            "identity document (cin_front, cin_back or passport) that the country accepts.",
        ),
        NodeType("selfie", "check", False, _LABEL, "The applicant takes a selfie, matched to the identity document."),
        NodeType("liveness", "check", False, _LABEL, "An automated liveness check on the applicant's camera."),
        NodeType("bank_connection", "check", False, _LABEL, "The applicant connects a bank account (cash-flow data)."),
        NodeType("scoring", "check", False, _LABEL, "The case is scored with the workspace's active scoring policy."),
        NodeType("manual_review", "manual", True, _LABEL, "A reviewer looks at the case and decides."),
        NodeType("video_call", "manual", True, _LABEL, "An agent verifies the applicant in a video call."),
        NodeType("in_person_check", "manual", True, _LABEL, "The applicant is verified in person at a branch."),
    )
}
CHECK_TYPES: tuple[str, ...] = tuple(t.type for t in NODE_TYPES.values() if t.category == "check")
MANUAL_TYPES: tuple[str, ...] = tuple(t.type for t in NODE_TYPES.values() if t.performed_by_person)


# countries ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Country:
    code: str
    name: str
    support: SupportLevel
    documents: Mapping[str, tuple[str, ...]]  # kind -> document types with rules in this country

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "name": self.name,
            "support_level": self.support.value,
            "document_rules": {kind.value: list(self.documents.get(kind.value, ())) for kind in FlowKind},
        }


COUNTRIES: dict[str, Country] = {
    c.code: c
    for c in (
        Country(
            "MA",
            "Morocco",
            SupportLevel.GA,
            {FlowKind.KYC.value: KYC_DOCUMENT_TYPES, FlowKind.KYB.value: KYB_DOCUMENT_TYPES},
        ),
        Country(
            "TN",
            "Tunisia",
            SupportLevel.BETA,
            {
                FlowKind.KYC.value: ("cin_front", "cin_back", "passport", "payslip", "bank_statement"),
                FlowKind.KYB.value: ("commercial_register", "bank_statement"),
            },
        ),
        Country(
            "SN",
            "Senegal",
            SupportLevel.BETA,
            {FlowKind.KYC.value: ("cin_front", "cin_back", "passport", "bank_statement")},
        ),
    )
}


def document_rules(country: str | None, kind: str) -> tuple[str, ...]:
    """The document types a country has rules for, for a kind of flow (empty: none)."""
    found = COUNTRIES.get(country or "")
    return found.documents.get(kind, ()) if found else ()


def support_level(country: str | None, override: str | None) -> str | None:
    """A flow's support level: its own `country_support` when set, else its country's level."""
    if override:
        return override
    found = COUNTRIES.get(country or "")
    return found.support.value if found else None


# graph rules --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    node_id: str | None = None
    edge_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code}
        if self.node_id is not None:
            out["node_id"] = self.node_id
        if self.edge_id is not None:
            out["edge_id"] = self.edge_id
        out["message"] = self.message
        return out


# One code per rule; docs/flows.md lists them.
GRAPH_RULES: dict[str, str] = {
    "duplicate_node_id": "node ids are unique",
    "duplicate_edge_id": "edge ids are unique",
    "unknown_node_type": "every node has a type of the registry",
    "data_key_not_for_type": "a node's data keys are those its type takes",
    "unknown_document_type": "a document step names a known document type",
    "edge_unknown_node": "an edge joins two nodes of the flow",
    "no_start": "a flow has a start node",
    "multiple_starts": "a flow has exactly one start node",
    "no_end": "a flow has at least one end node",
    "start_has_incoming_edge": "nothing leads back into start",
    "end_has_outgoing_edge": "nothing leaves an end",
    "unreachable_node": "every node is reachable from start",
    "dead_end": "every node reaches an end",
    "cycle": "the graph has no cycle",
}


def _adjacency(node_ids: Iterable[str], edges: Sequence[Mapping[str, Any]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {n: [] for n in node_ids}
    for edge in edges:
        if edge.get("source") in out and edge.get("target") in out:
            out[edge["source"]].append(edge["target"])
    return out


def _reachable(
    starts: Iterable[str], adjacency: Mapping[str, Sequence[str]], avoid: frozenset[str] = frozenset()
) -> set[str]:
    seen = {s for s in starts if s not in avoid}
    stack = list(seen)
    while stack:
        for nxt in adjacency.get(stack.pop(), ()):
            if nxt not in seen and nxt not in avoid:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def _cycle_edges(node_ids: Sequence[str], edges: Sequence[Mapping[str, Any]]) -> list[str]:
    """Ids of the edges that close a cycle (back edges of a depth-first search), iteratively."""
    out_edges: dict[str, list[Mapping[str, Any]]] = {n: [] for n in node_ids}
    for edge in edges:
        if edge.get("source") in out_edges and edge.get("target") in out_edges:
            out_edges[edge["source"]].append(edge)
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    back: list[str] = []
    for root in node_ids:
        if root in state:
            continue
        state[root] = 1
        stack: list[tuple[str, int]] = [(root, 0)]
        while stack:
            node, index = stack[-1]
            if index < len(out_edges[node]):
                stack[-1] = (node, index + 1)
                edge = out_edges[node][index]
                target = edge["target"]
                if state.get(target) == 1:
                    back.append(str(edge.get("id")))
                elif target not in state:
                    state[target] = 1
                    stack.append((target, 0))
            else:
                state[node] = 2
                stack.pop()
    return back


def validate_graph(nodes: Sequence[Mapping[str, Any]], edges: Sequence[Mapping[str, Any]]) -> list[Problem]:
    """Every problem of a flow graph (empty: the graph is valid), in a stable order."""
    problems: list[Problem] = []
    seen: set[str] = set()
    for node in nodes:
        node_id = node["id"]
        if node_id in seen:
            problems.append(Problem("duplicate_node_id", f"node id {node_id!r} is used more than once", node_id))
        seen.add(node_id)
        kind = NODE_TYPES.get(node["type"])
        if kind is None:
            problems.append(Problem("unknown_node_type", f"unknown node type {node['type']!r}", node_id))
            continue
        data = node.get("data") or {}
        for key in sorted(k for k, v in data.items() if v is not None and k not in kind.data_keys):
            problems.append(Problem("data_key_not_for_type", f"a {kind.type} node takes no data.{key}", node_id))
        document_type = data.get("document_type")
        if kind.type == "document_capture" and document_type is not None and document_type not in DOCUMENT_TYPES:
            problems.append(Problem("unknown_document_type", f"unknown document type {document_type!r}", node_id))
    edge_ids: set[str] = set()
    for edge in edges:
        if edge["id"] in edge_ids:
            problems.append(
                Problem("duplicate_edge_id", f"edge id {edge['id']!r} is used more than once", edge_id=edge["id"])
            )
        edge_ids.add(edge["id"])
        for end in ("source", "target"):
            if edge[end] not in seen:
                problems.append(
                    Problem("edge_unknown_node", f"edge {end} {edge[end]!r} is not a node", edge_id=edge["id"])
                )
    node_ids = list(dict.fromkeys(n["id"] for n in nodes))
    types = {n["id"]: n["type"] for n in nodes}
    starts = [n for n in node_ids if types[n] == "start"]
    ends = [n for n in node_ids if types[n] == "end"]
    if not starts:
        problems.append(Problem("no_start", "the flow has no start node"))
    for extra in starts[1:]:
        problems.append(Problem("multiple_starts", "the flow has more than one start node", extra))
    if not ends:
        problems.append(Problem("no_end", "the flow has no end node"))
    for edge in edges:
        if types.get(edge["target"]) == "start":
            problems.append(Problem("start_has_incoming_edge", "an edge leads into start", edge_id=edge["id"]))
        if types.get(edge["source"]) == "end":
            problems.append(Problem("end_has_outgoing_edge", "an edge leaves an end node", edge_id=edge["id"]))
    adjacency = _adjacency(node_ids, edges)
    if starts:
        reached = _reachable(starts[:1], adjacency)
        for node_id in node_ids:
            if node_id not in reached:
                problems.append(Problem("unreachable_node", "the node cannot be reached from start", node_id))
    if ends:
        reverse: dict[str, list[str]] = {n: [] for n in node_ids}
        for source, targets in adjacency.items():
            for target in targets:
                reverse[target].append(source)
        reaching = _reachable(ends, reverse)
        for node_id in node_ids:
            if node_id not in reaching:
                problems.append(Problem("dead_end", "no end node can be reached from this node", node_id))
    for edge_id in _cycle_edges(node_ids, edges):
        problems.append(Problem("cycle", "the edge closes a cycle", edge_id=edge_id))
    return problems


def default_graph() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The graph of a new flow created without one: start -> end."""
    nodes = [
        {"id": "start", "type": "start", "position": {"x": 0, "y": 0}, "data": {"label": "Start"}},
        {"id": "end", "type": "end", "position": {"x": 0, "y": 200}, "data": {"label": "End"}},
    ]
    return nodes, [{"id": "start-end", "source": "start", "target": "end"}]


# publishing --------------------------------------------------------------------------------------------
def _label(node: Mapping[str, Any]) -> str:
    return str((node.get("data") or {}).get("label") or node["type"])


def _accepted_types(node: Mapping[str, Any]) -> tuple[str, ...]:
    """The document types a document step accepts: its own, or any identity document."""
    document_type = (node.get("data") or {}).get("document_type")
    return (document_type,) if document_type else IDENTITY_DOCUMENT_TYPES


def steps_not_for_country(flow: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The document steps whose document the flow's country has no rules for (for the flow's kind)."""
    rules = set(document_rules(flow.get("country"), flow["kind"]))
    out = []
    for node in flow["nodes"]:
        if node["type"] != "document_capture":
            continue
        if not rules.intersection(_accepted_types(node)):
            document_type = (node.get("data") or {}).get("document_type")
            out.append(
                {
                    "node_id": node["id"],
                    "step_type": node["type"],
                    "document_type": document_type,
                    "label": _label(node),
                }
            )
    return out


def manual_steps(nodes: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The steps a person performs, in the order of the nodes."""
    return [
        {"node_id": n["id"], "step_type": n["type"], "label": _label(n)} for n in nodes if n["type"] in MANUAL_TYPES
    ]


@dataclass(frozen=True)
class PublishRefusal:
    """Why a flow cannot be published: a coded 422 (code, message, extra body keys)."""

    code: str
    message: str
    extra: Mapping[str, Any]


def publish_refusal(flow: Mapping[str, Any], *, allow_manual_steps: bool) -> PublishRefusal | None:
    """The first publishing rule the flow breaks, in the order country, documents, manual steps; None if none."""
    country = flow.get("country")
    if not country:
        return PublishRefusal("country_required", "Set the flow's country before publishing it.", {})
    if not document_rules(country, flow["kind"]):
        return PublishRefusal(
            "country_not_supported",
            f"There are no {flow['kind']} document rules for country {country}.",
            {"country": country, "kind": flow["kind"]},
        )
    wrong = steps_not_for_country(flow)
    if wrong:
        return PublishRefusal(
            "steps_not_for_country",
            f"Country {country} has no document rules for some steps of this flow.",
            {"country": country, "steps": wrong},
        )
    manual = manual_steps(flow["nodes"])
    if manual and not allow_manual_steps:
        return PublishRefusal(
            "manual_steps_unacknowledged",
            "Some steps are performed by a person; publish with allow_manual_steps true to accept them.",
            {"steps": [{"step_type": s["step_type"], "label": s["label"]} for s in manual]},
        )
    return None


# the Partner API KYC policy ----------------------------------------------------------------------------
@dataclass(frozen=True)
class CompileResult:
    policy: dict[str, Any] | None
    reasons: list[dict[str, Any]]


def _unavoidable(node_id: str, start: str, ends: frozenset[str], adjacency: Mapping[str, Sequence[str]]) -> bool:
    """Every path from start to an end passes through the node."""
    if node_id == start:
        return True
    return not (_reachable([start], adjacency, avoid=frozenset({node_id})) & ends)


def _in_path_order(nodes: Sequence[Mapping[str, Any]], edges: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The nodes in a topological order of the (acyclic) graph, ties kept in the order given."""
    order = {n["id"]: i for i, n in enumerate(nodes)}
    incoming = {n["id"]: 0 for n in nodes}
    adjacency = _adjacency(order, edges)
    for targets in adjacency.values():
        for target in targets:
            incoming[target] += 1
    ready = sorted((n for n, count in incoming.items() if count == 0), key=order.__getitem__)
    out: list[str] = []
    while ready:
        current = ready.pop(0)
        out.append(current)
        for target in adjacency[current]:
            incoming[target] -= 1
            if incoming[target] == 0:
                ready.append(target)
                ready.sort(key=order.__getitem__)
    by_id = {n["id"]: n for n in nodes}
    return [by_id[n] for n in out]


def compile_kyc_policy(flow: Mapping[str, Any]) -> CompileResult:
    """The Partner API KYC policy of a (graph-valid) flow, or the reasons it does not compile.

    The policy: `required_document_types` (documents on every path from start to an end), `document_types`
    (every document the flow accepts, identity steps without a type expanded to the identity documents the
    country has rules for), `checks` (automated checks on the way), `manual_steps` ({node_id, step_type,
    label}), `country` and `support_level`."""
    reasons: list[dict[str, Any]] = []
    if flow["kind"] != FlowKind.KYC:
        reasons.append({"code": "not_a_kyc_flow", "message": "only a kyc flow can drive the KYC policy"})
    country = flow.get("country")
    rules = set(document_rules(country, FlowKind.KYC.value))
    if not country:
        reasons.append({"code": "country_required", "message": "the flow has no country"})
    elif not rules:
        reasons.append({"code": "country_not_supported", "message": f"no kyc document rules for {country}"})
    nodes, edges = flow["nodes"], flow["edges"]
    ordered = _in_path_order(nodes, edges)
    for step in steps_not_for_country({**flow, "kind": FlowKind.KYC.value}) if rules else []:
        reasons.append({"code": "step_not_for_country", "node_id": step["node_id"], "message": step["label"]})
    identity_nodes = frozenset(
        n["id"]
        for n in nodes
        if n["type"] == "document_capture" and set(_accepted_types(n)) & set(IDENTITY_DOCUMENT_TYPES)
    )
    start = next((n["id"] for n in nodes if n["type"] == "start"), None)
    ends = frozenset(n["id"] for n in nodes if n["type"] == "end")
    adjacency = _adjacency([n["id"] for n in nodes], edges)
    if start is None or _reachable([start], adjacency, avoid=identity_nodes) & ends:
        reasons.append(
            {"code": "no_identity_document", "message": "some path from start to an end captures no identity document"}
        )
    if reasons:
        return CompileResult(None, reasons)
    assert start is not None
    required: list[str] = []
    accepted: list[str] = []
    for node in ordered:
        if node["type"] != "document_capture":
            continue
        types = [t for t in _accepted_types(node) if t in rules]
        accepted.extend(types)
        if len(types) == 1 and _unavoidable(node["id"], start, ends, adjacency):
            required.extend(types)
    policy = {
        "country": country,
        "support_level": support_level(country, flow.get("country_support")),
        "required_document_types": list(dict.fromkeys(required)),
        "document_types": list(dict.fromkeys(accepted)),
        "identity_document_types": [t for t in dict.fromkeys(accepted) if t in IDENTITY_DOCUMENT_TYPES],
        "checks": list(dict.fromkeys(n["type"] for n in ordered if n["type"] in CHECK_TYPES)),
        "manual_steps": manual_steps(ordered),
    }
    return CompileResult(policy, [])
