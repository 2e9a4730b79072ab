"""Pure flow rules: one test per graph rule, property tests over random graphs, publishing refusals, the KYC
policy compiler and the list counters."""

from __future__ import annotations

import copy
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casefile.domain import flows as rules


def node(node_id: str, node_type: str, **data: Any) -> dict[str, Any]:
    return {"id": node_id, "type": node_type, "position": {"x": 0, "y": 0}, "data": {"label": node_id, **data}}


def edge(source: str, target: str, edge_id: str | None = None) -> dict[str, Any]:
    return {"id": edge_id or f"{source}->{target}", "source": source, "target": target}


def chain(*steps: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """start -> steps... -> end."""
    nodes = [node("start", "start"), *steps, node("end", "end")]
    return nodes, [edge(a["id"], b["id"]) for a, b in pairwise(nodes)]


def codes(nodes, edges) -> list[str]:
    return [p.code for p in rules.validate_graph(nodes, edges)]


def flow(nodes, edges, *, kind="kyc", country="MA", country_support=None) -> dict[str, Any]:
    return {"kind": kind, "country": country, "country_support": country_support, "nodes": nodes, "edges": edges}


# one test per graph rule ------------------------------------------------------------------------------
def test_a_straight_flow_has_no_problem():
    assert codes(*chain(node("cin", "document_capture", document_type="cin_front"), node("s", "selfie"))) == []


def test_node_ids_are_unique():
    nodes, edges = chain(node("a", "selfie"))
    nodes.append(node("a", "liveness"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.node_id) for p in problems if p.code == "duplicate_node_id"] == [("duplicate_node_id", "a")]


def test_edge_ids_are_unique():
    nodes, edges = chain(node("a", "selfie"))
    edges.append(edge("start", "end", edge_id=edges[0]["id"]))
    assert "duplicate_edge_id" in codes(nodes, edges)


def test_edges_reference_existing_nodes():
    nodes, edges = chain(node("a", "selfie"))
    edges.append(edge("a", "ghost", edge_id="e-ghost"))
    problems = [p for p in rules.validate_graph(nodes, edges) if p.code == "edge_unknown_node"]
    assert [p.edge_id for p in problems] == ["e-ghost"]


def test_exactly_one_start_none_is_a_problem():
    nodes, edges = chain(node("a", "selfie"))
    assert "no_start" in codes(nodes[1:], edges[1:])


def test_exactly_one_start_two_is_a_problem():
    nodes, edges = chain(node("a", "selfie"))
    nodes.append(node("start2", "start"))
    edges.append(edge("start2", "a"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.node_id) for p in problems] == [("multiple_starts", "start2"), ("unreachable_node", "start2")]


def test_at_least_one_end():
    nodes, edges = chain(node("a", "selfie"))
    assert "no_end" in codes(nodes[:-1], edges[:-1])


def test_every_node_is_reachable_from_start():
    nodes, edges = chain(node("a", "selfie"))
    nodes.append(node("island", "liveness"))
    edges.append(edge("island", "end"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.node_id) for p in problems] == [("unreachable_node", "island")]


def test_every_node_reaches_an_end():
    nodes, edges = chain(node("a", "selfie"))
    nodes.append(node("stuck", "liveness"))
    edges.append(edge("a", "stuck"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.node_id) for p in problems] == [("dead_end", "stuck")]


def test_no_cycles():
    nodes, edges = chain(node("a", "selfie"), node("b", "liveness"))
    edges.append(edge("b", "a", edge_id="back"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.edge_id) for p in problems] == [("cycle", "back")]


def test_a_self_loop_is_a_cycle():
    nodes, edges = chain(node("a", "selfie"))
    edges.append(edge("a", "a", edge_id="loop"))
    assert [(p.code, p.edge_id) for p in rules.validate_graph(nodes, edges)] == [("cycle", "loop")]


def test_known_node_types():
    nodes, edges = chain(node("a", "teleport"))
    problems = rules.validate_graph(nodes, edges)
    assert [(p.code, p.node_id) for p in problems] == [("unknown_node_type", "a")]


def test_nothing_leads_into_start():
    nodes, edges = chain(node("a", "selfie"))
    edges.append(edge("a", "start", edge_id="into-start"))
    found = [(p.code, p.edge_id) for p in rules.validate_graph(nodes, edges)]
    assert ("start_has_incoming_edge", "into-start") in found


def test_nothing_leaves_an_end():
    nodes, edges = chain(node("a", "selfie"))
    nodes.append(node("after", "liveness"))
    edges.append(edge("end", "after", edge_id="out-of-end"))
    found = [(p.code, p.edge_id) for p in rules.validate_graph(nodes, edges)]
    assert ("end_has_outgoing_edge", "out-of-end") in found


def test_a_node_takes_only_its_types_data_keys():
    nodes, edges = chain(node("a", "selfie", document_type="passport"))
    assert [(p.code, p.node_id) for p in rules.validate_graph(nodes, edges)] == [("data_key_not_for_type", "a")]


def test_a_document_step_names_a_known_document_type():
    nodes, edges = chain(node("a", "document_capture", document_type="library_card"))
    assert [(p.code, p.node_id) for p in rules.validate_graph(nodes, edges)] == [("unknown_document_type", "a")]


def test_every_rule_has_a_test_above():
    # the registry of rules is what docs/flows.md lists: a new rule needs its own test here
    assert set(rules.GRAPH_RULES) == {
        "duplicate_node_id",
        "duplicate_edge_id",
        "unknown_node_type",
        "data_key_not_for_type",
        "unknown_document_type",
        "edge_unknown_node",
        "no_start",
        "multiple_starts",
        "no_end",
        "start_has_incoming_edge",
        "end_has_outgoing_edge",
        "unreachable_node",
        "dead_end",
        "cycle",
    }


def test_problems_name_a_node_or_an_edge_in_their_body():
    nodes, edges = chain(node("a", "teleport"))
    assert rules.validate_graph(nodes, edges)[0].to_dict() == {
        "code": "unknown_node_type",
        "node_id": "a",
        "message": "unknown node type 'teleport'",
    }


def test_the_default_graph_is_valid():
    assert codes(*rules.default_graph()) == []


# property tests ----------------------------------------------------------------------------------------
MIDDLE_TYPES = [t for t in rules.NODE_TYPES if t not in ("start", "end")]


@st.composite
def valid_graphs(draw) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A random valid graph: start, middle steps in a topological order, 1-3 ends; every edge goes forward in
    that order (no cycle), every step has an edge from an earlier node and one to a later node."""
    middle_types = draw(st.lists(st.sampled_from(MIDDLE_TYPES), max_size=8))
    middle = [node(f"n{i}", t) for i, t in enumerate(middle_types)]
    ends = [node(f"end{i}", "end") for i in range(draw(st.integers(1, 3)))]
    ordered = [node("start", "start"), *middle, *ends]
    pairs: set[tuple[int, int]] = set()
    last_middle = len(middle)
    for i in range(1, len(ordered)):  # an edge in from an earlier non-end node
        pairs.add((draw(st.integers(0, min(i - 1, last_middle))), i))
    for i in range(0, last_middle + 1):  # an edge out to a later node
        pairs.add((i, draw(st.integers(i + 1, len(ordered) - 1))))
    extra = draw(st.lists(st.tuples(st.integers(0, last_middle), st.integers(1, len(ordered) - 1)), max_size=5))
    pairs.update((a, b) for a, b in extra if a < b)
    edges = [edge(ordered[a]["id"], ordered[b]["id"], edge_id=f"e{a}-{b}") for a, b in sorted(pairs)]
    order = draw(st.permutations(range(len(ordered))))  # the order nodes are listed in does not matter
    return [ordered[i] for i in order], edges


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(valid_graphs())
def test_random_valid_graphs_have_no_problem(graph):
    assert codes(*graph) == []


def _corrupt(graph, corruption: str, data) -> str:
    """Apply one corruption in place; the code of the rule it breaks."""
    nodes, edges = graph
    middle = [n for n in nodes if n["type"] not in ("start", "end")]
    ends = [n for n in nodes if n["type"] == "end"]
    if corruption == "duplicate_node_id":
        nodes.append(node(data.draw(st.sampled_from(nodes))["id"], "selfie"))
    elif corruption == "duplicate_edge_id":
        edges.append({**data.draw(st.sampled_from(edges)), "source": "start"})
    elif corruption == "unknown_node_type":
        data.draw(st.sampled_from(nodes))["type"] = "teleport"
    elif corruption == "edge_unknown_node":
        edges.append(edge("start", "ghost", edge_id="e-ghost"))
    elif corruption == "no_start":
        nodes.remove(next(n for n in nodes if n["type"] == "start"))
    elif corruption == "multiple_starts":
        nodes.append(node("start-again", "start"))
        edges.append(edge("start-again", ends[0]["id"], edge_id="e-again"))
    elif corruption == "no_end":
        for end in ends:
            nodes.remove(end)
    elif corruption == "unreachable_node":
        nodes.append(node("island", "liveness"))
        edges.append(edge("island", ends[0]["id"], edge_id="e-island"))
    elif corruption == "dead_end":
        nodes.append(node("stuck", "liveness"))
        edges.append(edge("start", "stuck", edge_id="e-stuck"))
    elif corruption == "cycle":
        target = data.draw(st.sampled_from(middle)) if middle else ends[0]
        # an edge back to `target` from a node reachable from it closes a loop
        reach = rules._reachable([target["id"]], rules._adjacency([n["id"] for n in nodes], edges))
        source = data.draw(st.sampled_from(sorted(reach)))
        edges.append(edge(source, target["id"], edge_id="e-back"))
    elif corruption == "start_has_incoming_edge":
        edges.append(edge(data.draw(st.sampled_from([n["id"] for n in nodes])), "start", edge_id="e-into-start"))
    elif corruption == "end_has_outgoing_edge":
        edges.append(edge(ends[0]["id"], data.draw(st.sampled_from([n["id"] for n in nodes])), edge_id="e-out"))
    elif corruption == "data_key_not_for_type":
        victim = data.draw(st.sampled_from(nodes))
        victim["type"] = "selfie" if victim["type"] == "document_capture" else victim["type"]
        victim["data"]["document_type"] = "passport"
    elif corruption == "unknown_document_type":
        nodes.append(node("doc", "document_capture", document_type="library_card"))
        edges.extend([edge("start", "doc", edge_id="e-doc-in"), edge("doc", ends[0]["id"], edge_id="e-doc-out")])
    return corruption


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(valid_graphs(), st.sampled_from(sorted(rules.GRAPH_RULES)), st.data())
def test_each_single_corruption_is_caught(graph, corruption, data):
    graph = copy.deepcopy(graph)
    expected = _corrupt(graph, corruption, data)
    assert expected in codes(*graph)


# publishing --------------------------------------------------------------------------------------------
def test_publishing_needs_a_country():
    refusal = rules.publish_refusal(flow(*chain(), country=None), allow_manual_steps=False)
    assert refusal is not None and refusal.code == "country_required"


def test_publishing_needs_document_rules_for_the_country_and_kind():
    refusal = rules.publish_refusal(flow(*chain(), kind="kyb", country="SN"), allow_manual_steps=False)
    assert refusal is not None and (refusal.code, refusal.extra) == (
        "country_not_supported",
        {"country": "SN", "kind": "kyb"},
    )


def test_publishing_lists_the_document_steps_the_country_has_no_rules_for():
    nodes, edges = chain(node("id", "document_capture"), node("slip", "document_capture", document_type="payslip"))
    refusal = rules.publish_refusal(flow(nodes, edges, country="SN"), allow_manual_steps=False)
    assert refusal is not None and refusal.code == "steps_not_for_country"
    assert refusal.extra["steps"] == [
        {"node_id": "slip", "step_type": "document_capture", "document_type": "payslip", "label": "slip"}
    ]


def test_manual_steps_must_be_acknowledged():
    nodes, edges = chain(node("review", "manual_review"), node("call", "video_call"))
    refusal = rules.publish_refusal(flow(nodes, edges), allow_manual_steps=False)
    assert refusal is not None and refusal.code == "manual_steps_unacknowledged"
    assert refusal.extra["steps"] == [
        {"step_type": "manual_review", "label": "review"},
        {"step_type": "video_call", "label": "call"},
    ]
    assert rules.publish_refusal(flow(nodes, edges), allow_manual_steps=True) is None


def test_country_support_of_the_flow_overrides_the_country_level():
    assert rules.support_level("MA", None) == "ga"
    assert rules.support_level("MA", "beta") == "beta"
    assert rules.support_level("TN", None) == "beta"


# the KYC policy compiler -------------------------------------------------------------------------------
def test_the_policy_lists_documents_checks_and_manual_steps_in_path_order():
    nodes, edges = chain(
        node("id", "document_capture"),
        node("slip", "document_capture", document_type="payslip"),
        node("face", "selfie"),
        node("review", "manual_review"),
    )
    result = rules.compile_kyc_policy(flow(list(reversed(nodes)), edges))
    assert result.reasons == []
    assert result.policy == {
        "country": "MA",
        "support_level": "ga",
        "required_document_types": ["payslip"],
        "document_types": ["cin_front", "cin_back", "passport", "payslip"],
        "identity_document_types": ["cin_front", "cin_back", "passport"],
        "checks": ["selfie"],
        "manual_steps": [{"node_id": "review", "step_type": "manual_review", "label": "review"}],
    }


def test_a_document_on_only_one_branch_is_accepted_not_required():
    nodes = [
        node("start", "start"),
        node("cin", "document_capture", document_type="cin_front"),
        node("pass", "document_capture", document_type="passport"),
        node("rib", "document_capture", document_type="rib"),
        node("end", "end"),
    ]
    edges = [edge("start", "cin"), edge("start", "pass"), edge("cin", "rib"), edge("pass", "rib"), edge("rib", "end")]
    policy = rules.compile_kyc_policy(flow(nodes, edges)).policy
    assert policy is not None
    assert policy["required_document_types"] == ["rib"]
    assert policy["document_types"] == ["cin_front", "passport", "rib"]


def test_a_path_without_an_identity_document_does_not_compile():
    nodes = [node("start", "start"), node("cin", "document_capture", document_type="cin_front"), node("end", "end")]
    edges = [edge("start", "cin"), edge("cin", "end"), edge("start", "end")]
    result = rules.compile_kyc_policy(flow(nodes, edges))
    assert result.policy is None and [r["code"] for r in result.reasons] == ["no_identity_document"]


def test_a_kyb_flow_or_a_step_the_country_lacks_does_not_compile():
    nodes, edges = chain(node("id", "document_capture"), node("slip", "document_capture", document_type="payslip"))
    result = rules.compile_kyc_policy(flow(nodes, edges, kind="kyb", country="SN"))
    assert [r["code"] for r in result.reasons] == ["not_a_kyc_flow", "step_not_for_country"]


# list counters -----------------------------------------------------------------------------------------
def test_a_flow_counts_in_every_filter_combination_it_matches():
    moves = rules.counter_moves(None, {"kind": "kyc", "status": "draft", "country": "MA"})
    assert moves == {
        "total": 1,
        "kind#kyc": 1,
        "status#draft": 1,
        "kind#kyc#status#draft": 1,
        "country#MA": 1,
        "kind#kyc#country#MA": 1,
        "status#draft#country#MA": 1,
        "kind#kyc#status#draft#country#MA": 1,
    }


def test_publishing_moves_only_the_status_counters():
    before = {"kind": "kyc", "status": "draft", "country": None}
    moves = rules.counter_moves(before, {**before, "status": "published"})
    assert moves == {
        "status#draft": -1,
        "kind#kyc#status#draft": -1,
        "status#published": 1,
        "kind#kyc#status#published": 1,
    }


@pytest.mark.parametrize("filters", [{}, {"kind": "kyb"}, {"country": "MA", "status": "published"}])
def test_each_filter_combination_has_its_own_index(filters):
    index, parts = rules.collection_parts(filters)
    assert index == rules.COLLECTION_INDEXES[tuple(name in filters for name in rules.FILTERS)]
    assert len(parts) == 2 * len(filters)


def test_the_policy_takes_the_flows_own_support_level_when_set():
    graph = chain(node("id", "document_capture"))
    assert rules.compile_kyc_policy(flow(*graph, country_support="beta")).policy["support_level"] == "beta"
    assert rules.compile_kyc_policy(flow(*graph, country="TN")).policy["support_level"] == "beta"
