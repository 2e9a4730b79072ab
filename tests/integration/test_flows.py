"""Verification flows through the flows function's handler under moto: drafts and the graph rules, lists and
their filters, versions, publishing and each of its refusals, and the Partner API KYC policy that publishing
the driving flow recompiles (including two publishes racing on it).

One emulated account serves the module (`world`); each test makes its own workspace or its own flows, so no
test reads what another wrote."""

from __future__ import annotations

import contextvars
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pytest

from casefile.domain.roles import Role
from casefile.services import flows as service
from casefile.store import flows as store
from casefile.store.aws import client
from tests.integration.conftest import WORLD_RATE_LIMIT, Factory, Workspace, emulated_aws, shared_runtime
from tests.support.api import Api

GRAPH_ERRORS = "invalid_flow_graph"
POLICY_RACE = {"detail": "the policy was changed at the same time; publish again"}


def node(node_id: str, node_type: str, label: str | None = None, **data: Any) -> dict[str, Any]:
    return {"id": node_id, "type": node_type, "position": {"x": 0, "y": 0}, "data": {"label": label or node_id, **data}}


def chain(*steps: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    nodes = [node("start", "start"), *steps, node("end", "end")]
    edges = [{"id": f"e{i}", "source": a["id"], "target": b["id"]} for i, (a, b) in enumerate(pairwise(nodes))]
    return {"nodes": nodes, "edges": edges}


KYC_GRAPH = chain(
    node("id", "document_capture", "Identity card or passport"),
    node("slip", "document_capture", "Last payslip", document_type="payslip"),
    node("face", "selfie", "Selfie"),
    node("review", "manual_review", "Credit officer review"),
)


@dataclass
class Env:
    resources: Any
    api: Api
    factory: Factory

    def workspace(self, *roles: Role) -> Workspace:
        return self.factory.workspace(plan="growth", roles=roles)


@pytest.fixture(scope="module")
def world():
    """One emulated account for the module; each test makes its own workspace or its own flows."""
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        api = Api(shared_runtime(resources))
        yield Env(resources, api, Factory(api))


@pytest.fixture(scope="module")
def ws(world):
    return world.workspace()  # the admin alone: role rules are the generated tests' and one test below


def workspace_items(tenant_id: str, flow_id: str | None = None) -> list[str]:
    """The items of a workspace's partition (flows, counters, KYC policy) and of one flow's versions, as sorted
    JSON: what a refused write must leave as it was. Two queries, not a scan of the whole table."""
    items = partition_items(f"TENANT#{tenant_id}")
    if flow_id:
        items += partition_items(f"TENANT#{tenant_id}#FLOW#{flow_id}")
    return sorted(json.dumps(i, sort_keys=True) for i in items)


def partition_items(pk: str) -> list[dict[str, Any]]:
    return client("dynamodb").query(
        TableName=table_name(),
        KeyConditionExpression="PK = :pk",
        ExpressionAttributeValues={":pk": {"S": pk}},
        ConsistentRead=True,
    )["Items"]


def table_name() -> str:
    from casefile.settings import get_settings

    return get_settings().table_name


@pytest.fixture
def snapshot_of():
    return workspace_items


@pytest.fixture
def admin(ws):
    return ws["tenant_admin"].token


def create(world, token, **body) -> dict[str, Any]:
    body.setdefault("name", "Onboarding")
    response = world.api.post("/v1/flows", json_body=body, token=token)
    assert response.status == 201, response.text
    return response.json()


def publish(world, token, flow_id, **body) -> Any:
    return world.api.post(f"/v1/flows/{flow_id}/publish", json_body=body or None, token=token)


# drafts and the graph rules ---------------------------------------------------------------------------
def test_a_new_flow_is_a_version_1_draft_with_exactly_the_spec_fields(world, admin, ws):
    flow = create(world, admin, name="KYC Maroc", country="ma", **KYC_GRAPH)
    assert set(flow) == {
        *("id", "tenant_id", "name", "description", "use_case", "kind", "country", "nodes", "edges", "version"),
        *("is_published", "status", "environment", "created_at", "updated_at", "published_at", "country_support"),
    }
    assert (flow["version"], flow["status"], flow["is_published"], flow["published_at"]) == (1, "draft", False, None)
    assert (flow["tenant_id"], flow["country"], flow["kind"], flow["environment"]) == (ws.id, "MA", "kyc", "sandbox")
    assert flow["nodes"][2]["data"] == {"label": "Last payslip", "document_type": "payslip"}
    assert flow["nodes"][1]["data"] == {"label": "Identity card or passport"}


def test_a_flow_created_without_a_graph_goes_from_start_to_end(world, admin):
    flow = create(world, admin)
    assert [n["type"] for n in flow["nodes"]] == ["start", "end"]
    assert flow["edges"] == [{"id": "start-end", "source": "start", "target": "end"}]


def test_an_invalid_graph_is_refused_with_every_problem_and_nothing_is_stored(world, admin, ws, snapshot_of):
    graph = chain(node("a", "teleport"))
    graph["edges"].append({"id": "loose", "source": "a", "target": "nowhere"})
    before = snapshot_of(ws.id)
    response = world.api.post("/v1/flows", json_body={"name": "Bad", **graph}, token=admin)
    assert response.status == 422
    assert response.detail["code"] == GRAPH_ERRORS
    assert response.detail["problems"] == [
        {"code": "unknown_node_type", "node_id": "a", "message": "unknown node type 'teleport'"},
        {"code": "edge_unknown_node", "edge_id": "loose", "message": "edge target 'nowhere' is not a node"},
    ]
    assert snapshot_of(ws.id) == before


def test_an_update_checks_the_sent_nodes_against_the_stored_edges(world, admin):
    flow = create(world, admin, **KYC_GRAPH)
    response = world.api.patch(f"/v1/flows/{flow['id']}", json_body={"nodes": KYC_GRAPH["nodes"][:-1]}, token=admin)
    assert response.status == 422
    assert {p["code"] for p in response.detail["problems"]} == {"no_end", "edge_unknown_node"}
    assert world.api.get(f"/v1/flows/{flow['id']}", token=admin).json()["nodes"] == flow["nodes"]


def test_an_update_changes_only_the_sent_fields(world, admin):
    flow = create(world, admin, description="first", country="MA")
    response = world.api.patch(f"/v1/flows/{flow['id']}", json_body={"description": None, "name": "R"}, token=admin)
    assert response.status == 200, response.text
    changed = response.json()
    assert (changed["name"], changed["description"], changed["country"], changed["version"]) == ("R", None, "MA", 1)


def test_static_paths_are_not_read_as_flow_ids(world, admin):
    countries = world.api.get("/v1/flows/countries", token=admin)
    node_types = world.api.get("/v1/flows/node-types", token=admin)
    assert countries.status == 200 and node_types.status == 200
    morocco = next(c for c in countries.json() if c["code"] == "MA")
    assert morocco["support_level"] == "ga"
    assert "cin_front" in morocco["document_rules"]["kyc"]
    assert "commercial_register" in morocco["document_rules"]["kyb"]
    by_type = {t["type"]: t for t in node_types.json()}
    assert {t for t, v in by_type.items() if v["performed_by_person"]} == {
        "manual_review",
        "video_call",
        "in_person_check",
    }
    assert by_type["document_capture"]["data_keys"] == ["label", "document_type"]


# lists --------------------------------------------------------------------------------------------------
def test_lists_filter_by_kind_status_and_country_newest_first_with_exact_totals(world):
    token = world.workspace()["tenant_admin"].token
    ma_kyc = create(world, token, name="1", country="MA", **KYC_GRAPH)
    create(world, token, name="2", country="TN")
    kyb = create(world, token, name="3", kind="kyb", country="MA")
    create(world, token, name="4")
    assert publish(world, token, ma_kyc["id"], allow_manual_steps=True).status == 200

    def names(**query) -> tuple[list[str], int]:
        body = world.api.get("/v1/flows", query=query, token=token).json()
        return [f["name"] for f in body["items"]], body["total"]

    assert names() == (["4", "3", "2", "1"], 4)
    assert names(country="MA") == (["3", "1"], 2)
    assert names(kind="kyc", country="MA") == (["1"], 1)
    assert names(status="draft") == (["4", "3", "2"], 3)
    assert names(status="published", kind="kyc", country="ma") == (["1"], 1)
    assert names(page=2, page_size=3) == (["1"], 4)
    assert world.api.delete(f"/v1/flows/{kyb['id']}", token=token).status == 204
    assert names(country="MA") == (["1"], 1)


# versions -----------------------------------------------------------------------------------------------
def test_editing_a_published_flow_starts_a_draft_and_the_published_version_stays_readable(world, admin):
    flow = create(world, admin, name="v", country="MA", **KYC_GRAPH)
    published = publish(world, admin, flow["id"], allow_manual_steps=True).json()
    assert (published["version"], published["status"], published["is_published"]) == (2, "published", True)
    assert published["published_at"] is not None
    edited = world.api.patch(f"/v1/flows/{flow['id']}", json_body={"name": "v-next"}, token=admin).json()
    assert (edited["version"], edited["status"], edited["name"]) == (3, "draft", "v-next")
    assert world.api.patch(f"/v1/flows/{flow['id']}", json_body={"name": "v-next2"}, token=admin).json()["version"] == 3
    current = world.api.get(f"/v1/flows/{flow['id']}", token=admin).json()
    assert current["versions"] == [
        {"version": 3, "status": "draft", "published_at": None},
        {"version": 2, "status": "published", "published_at": published["published_at"]},
    ]
    old = world.api.get(f"/v1/flows/{flow['id']}", query={"version": 2}, token=admin).json()
    assert (old["name"], old["version"], old["status"]) == ("v", 2, "published")
    missing = world.api.get(f"/v1/flows/{flow['id']}", query={"version": 1}, token=admin)
    assert (missing.status, missing.json()) == (404, {"detail": "Flow not found"})


def test_deleting_a_flow_removes_its_versions(world, admin, ws):
    flow = create(world, admin, country="MA")
    assert publish(world, admin, flow["id"]).status == 200
    assert world.api.delete(f"/v1/flows/{flow['id']}", token=admin).status == 204
    assert world.api.get(f"/v1/flows/{flow['id']}", token=admin).status == 404
    assert partition_items(f"TENANT#{ws.id}#FLOW#{flow['id']}") == []


# publishing: each refusal --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "code", "extra"),
    [
        ({}, "country_required", {}),
        ({"country": "US"}, "country_not_supported", {"country": "US", "kind": "kyc"}),
        ({"country": "SN", "kind": "kyb"}, "country_not_supported", {"country": "SN", "kind": "kyb"}),
        (
            {"country": "SN", **KYC_GRAPH},
            "steps_not_for_country",
            {
                "country": "SN",
                "steps": [
                    {
                        "node_id": "slip",
                        "step_type": "document_capture",
                        "document_type": "payslip",
                        "label": "Last payslip",
                    }
                ],
            },
        ),
        (
            {"country": "MA", **KYC_GRAPH},
            "manual_steps_unacknowledged",
            {"steps": [{"step_type": "manual_review", "label": "Credit officer review"}]},
        ),
    ],
)
def test_each_publish_refusal_is_a_coded_422_and_changes_nothing(world, admin, ws, snapshot_of, body, code, extra):
    flow = create(world, admin, **body)
    before = snapshot_of(ws.id, flow["id"])
    response = publish(world, admin, flow["id"])
    assert response.status == 422
    assert {k: v for k, v in response.detail.items() if k != "message"} == {"code": code, **extra}
    assert snapshot_of(ws.id, flow["id"]) == before


# the Partner API KYC policy -------------------------------------------------------------------------------
def drive(world, token, flow_id) -> Any:
    return world.api.request("PUT", f"/v1/flows/{flow_id}/kyc-policy", token=token)


@pytest.fixture
def driven(world):
    """A fresh workspace whose KYC policy is driven by a published MA kyc flow: (workspace, flow)."""
    own = world.workspace()
    token = own["tenant_admin"].token
    flow = create(world, token, name="Partner KYC", country="MA", **KYC_GRAPH)
    assert publish(world, token, flow["id"], allow_manual_steps=True).status == 200
    assert drive(world, token, flow["id"]).status == 200
    return own, flow


def test_a_workspace_without_a_policy_answers_404(world, admin):
    response = world.api.get("/v1/flows/kyc-policy", token=admin)
    assert (response.status, response.json()) == (404, {"detail": "No KYC policy is set for this workspace"})


def test_an_unpublished_driver_leaves_the_policy_pending_until_its_first_publish(world):
    token = world.workspace()["tenant_admin"].token
    flow = create(world, token, country="MA", **chain(node("id", "document_capture")))
    pending = drive(world, token, flow["id"]).json()
    assert (pending["status"], pending["flow_version"], pending["required_document_types"]) == ("pending", None, [])
    assert publish(world, token, flow["id"]).status == 200
    active = world.api.get("/v1/flows/kyc-policy", token=token).json()
    assert (active["status"], active["flow_version"], active["version"]) == ("active", 2, 2)


def test_publishing_the_driver_recompiles_the_policy_from_its_graph(world, driven):
    own, flow = driven
    token = own["tenant_admin"].token
    graph = chain(
        node("pass", "document_capture", "Passport", document_type="passport"),
        node("rib", "document_capture", "RIB", document_type="rib"),
        node("live", "liveness"),
        node("call", "video_call", "Video call with an agent"),
        node("visit", "in_person_check", "Branch visit"),
    )
    assert world.api.patch(f"/v1/flows/{flow['id']}", json_body=graph, token=token).status == 200
    published = publish(world, token, flow["id"], allow_manual_steps=True).json()
    policy = world.api.get("/v1/flows/kyc-policy", token=token).json()
    assert (policy["flow_id"], policy["flow_version"], policy["status"]) == (flow["id"], published["version"], "active")
    assert policy["required_document_types"] == ["passport", "rib"]
    assert policy["identity_document_types"] == ["passport"]
    assert policy["checks"] == ["liveness"]
    assert policy["manual_steps"] == [
        {"node_id": "call", "step_type": "video_call", "label": "Video call with an agent"},
        {"node_id": "visit", "step_type": "in_person_check", "label": "Branch visit"},
    ]
    assert (policy["country"], policy["support_level"]) == ("MA", "ga")


def test_only_admins_publish_the_driving_flow(world):
    # a writer who is not an admin (tenant_api_manager is refused by the same rule) and the platform admin
    own = world.workspace(Role.TENANT_REVIEWER, Role.PLATFORM_ADMIN)
    flow = create(world, own["tenant_admin"].token, country="MA", **chain(node("id", "document_capture")))
    assert drive(world, own["tenant_admin"].token, flow["id"]).status == 200
    response = publish(world, own["tenant_reviewer"].token, flow["id"])
    assert (response.status, response.json()) == (403, {"detail": "Insufficient permissions"})
    assert publish(world, own["platform_admin"].token, flow["id"]).status == 200


def test_a_driving_flow_that_no_longer_compiles_is_refused_and_nothing_changes(world, driven, snapshot_of):
    own, flow = driven
    token = own["tenant_admin"].token
    no_identity = chain(node("slip", "document_capture", document_type="payslip"))
    assert world.api.patch(f"/v1/flows/{flow['id']}", json_body=no_identity, token=token).status == 200
    before = snapshot_of(own.id, flow["id"])
    response = publish(world, token, flow["id"])
    assert response.status == 422
    assert response.detail["code"] == "kyc_flow_invalid"
    assert [r["code"] for r in response.detail["reasons"]] == ["no_identity_document"]
    assert snapshot_of(own.id, flow["id"]) == before


def test_the_driving_flow_cannot_be_deleted_until_another_flow_drives_the_policy(world, driven):
    own, flow = driven
    token = own["tenant_admin"].token
    refused = world.api.delete(f"/v1/flows/{flow['id']}", token=token)
    assert (refused.status, refused.detail["code"]) == (409, "flow_drives_kyc_policy")
    other = create(world, token, country="MA", **chain(node("cin", "document_capture", document_type="cin_front")))
    assert publish(world, token, other["id"]).status == 200
    moved = drive(world, token, other["id"]).json()
    assert (moved["flow_id"], moved["required_document_types"], moved["version"]) == (other["id"], ["cin_front"], 2)
    assert world.api.delete(f"/v1/flows/{flow['id']}", token=token).status == 204


# the race ------------------------------------------------------------------------------------------------
def test_two_concurrent_publishes_of_the_driver_one_wins_the_other_gets_409(
    world, driven, monkeypatch, serialised_transactions
):
    own, flow = driven
    token = own["tenant_admin"].token
    graphs = {
        "cin": chain(node("cin", "document_capture", document_type="cin_front")),
        "passport": chain(node("passport", "document_capture", document_type="passport")),
    }
    # both publishes read the flow and the policy before either writes: real threads meet at a barrier
    barrier = threading.Barrier(2, timeout=5)
    real_get_policy = store.get_policy

    def get_policy_then_wait(tenant_id):
        found = real_get_policy(tenant_id)
        barrier.wait()
        return found

    monkeypatch.setattr(store, "get_policy", get_policy_then_wait)
    # each publisher read the same revision of the flow, holding a different graph (as two editors' drafts
    # would), so the stored policy shows whose publish won
    graph_read: contextvars.ContextVar[dict] = contextvars.ContextVar("graph_read")  # follows the request
    real_load = service._load
    monkeypatch.setattr(service, "_load", lambda principal, flow_id: real_load(principal, flow_id) | graph_read.get())

    def run(name):
        graph_read.set(graphs[name])
        return name, publish(world, token, flow["id"])

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(pool.map(run, graphs))
    monkeypatch.setattr(store, "get_policy", real_get_policy)
    statuses = sorted(r.status for r in results.values())
    assert statuses == [200, 409], {k: r.text for k, r in results.items()}
    winner = next(name for name, r in results.items() if r.status == 200)
    loser = next(r for r in results.values() if r.status == 409)
    assert loser.json() == POLICY_RACE
    policy = world.api.get("/v1/flows/kyc-policy", token=token).json()
    assert policy["required_document_types"] == [graphs[winner]["nodes"][1]["data"]["document_type"]]
    assert policy["flow_version"] == results[winner].json()["version"]
    stored = world.api.get(f"/v1/flows/{flow['id']}", token=token).json()
    assert stored["nodes"] == graphs[winner]["nodes"] and stored["version"] == policy["flow_version"]


def test_a_publish_whose_policy_changed_after_its_read_gets_409_and_writes_nothing(
    world, driven, monkeypatch, snapshot_of
):
    own, flow = driven
    token = own["tenant_admin"].token
    real_get_policy = store.get_policy
    state = {"interleaved": False, "before": None}

    def read_then_let_another_publish_win(tenant_id):
        found = real_get_policy(tenant_id)
        if not state["interleaved"]:  # this publish has read; another one reads and writes now
            state["interleaved"] = True
            assert publish(world, token, flow["id"], allow_manual_steps=True).status == 200
            state["before"] = snapshot_of(own.id, flow["id"])
        return found

    monkeypatch.setattr(store, "get_policy", read_then_let_another_publish_win)
    response = publish(world, token, flow["id"], allow_manual_steps=True)
    assert (response.status, response.json()) == (409, POLICY_RACE)
    assert snapshot_of(own.id, flow["id"]) == state["before"]


def test_the_policy_write_is_conditioned_on_the_policy_version_read(world, driven, snapshot_of):
    # Given the driving flow as read now, and the policy as read one version ago
    own, flow = driven
    current = store.get(own.id, flow["id"], consistent=True)
    policy = store.get_policy(own.id)
    stale = store.PolicyWrite({**policy, "flow_version": 99}, expected_version=policy["version"] - 1)
    before = snapshot_of(own.id, flow["id"])
    # When both are written in one transaction
    with pytest.raises(store.PolicyChanged):
        store.commit([store.FlowWrite(current, {**current, "name": "never"})], policy=stale)
    # Then the flow's write is cancelled with it: nothing half-written
    assert snapshot_of(own.id, flow["id"]) == before


def test_an_edit_from_a_stale_read_is_a_409_not_an_overwrite(world, admin, ws, monkeypatch):
    # Given a flow that another request changes between this PATCH's read and its write
    flow = create(world, admin, name="first")
    real_get = store.get

    def read_then_another_edit(tenant_id, flow_id, *, consistent=False):
        found = real_get(tenant_id, flow_id, consistent=consistent)
        monkeypatch.setattr(store, "get", real_get)
        assert world.api.patch(f"/v1/flows/{flow_id}", json_body={"name": "second"}, token=admin).status == 200
        return found

    monkeypatch.setattr(store, "get", read_then_another_edit)
    # When the PATCH writes
    response = world.api.patch(f"/v1/flows/{flow['id']}", json_body={"name": "third"}, token=admin)
    # Then it is a coded 409 and the other edit stays
    assert (response.status, response.detail["code"]) == (409, "flow_changed")
    assert world.api.get(f"/v1/flows/{flow['id']}", token=admin).json()["name"] == "second"


def test_versions_lists_the_latest_published_versions_and_older_ones_stay_readable(world, admin, monkeypatch):
    monkeypatch.setattr(service, "MAX_LISTED_VERSIONS", 2)
    flow = create(world, admin, name="often", country="MA")
    for _ in range(3):
        assert publish(world, admin, flow["id"]).status == 200
    listed = world.api.get(f"/v1/flows/{flow['id']}", token=admin).json()["versions"]
    assert [v["version"] for v in listed] == [4, 3]
    assert world.api.get(f"/v1/flows/{flow['id']}", query={"version": 2}, token=admin).json()["version"] == 2


def test_a_kyb_flow_cannot_drive_the_kyc_policy(world, admin, ws, snapshot_of):
    flow = create(world, admin, kind="kyb", country="MA")
    before = snapshot_of(ws.id, flow["id"])
    response = drive(world, admin, flow["id"])
    assert (response.status, response.detail["code"]) == (422, "kyc_flow_invalid")
    assert [r["code"] for r in response.detail["reasons"]] == ["not_a_kyc_flow"]
    assert snapshot_of(ws.id, flow["id"]) == before
