"""Bank connections through the Lambda handler under moto: connect in the Sandbox, list, read, disconnect,
refresh, analysis, transactions, bank codes; the environment rules and the errors of each route.
(The role matrix, tenant isolation and 401s of every route are the generated tests': test_routes_access.py.)

One emulated account and two workspaces for the module; each test makes its own case, so tests do not see
each other's connections (lists are read with the case filter, or in a workspace of their own)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta

import pytest

from casefile.domain import bank as domain
from casefile.domain.roles import Role
from casefile.services import bank as service
from casefile.store import bank as store
from tests.integration.conftest import VALID_CASE, WORLD_RATE_LIMIT, Factory, Workspace, emulated_aws, shared_runtime
from tests.support.api import Api

SANDBOX = {"X-Service-Environment": "sandbox"}
PRODUCTION = {"X-Service-Environment": "production"}
CONNECTION_FIELDS = {
    "id", "tenant_id", "case_id", "bank_code", "bank_name", "account_holder", "account_last4", "status",
    "link_token", "connected_at", "expires_at", "avg_balance", "monthly_income", "monthly_expenses",
    "transaction_count", "cash_flow_data", "environment", "created_at", "updated_at",
}  # fmt: skip
ANALYSIS_FIELDS = {
    "income_regularity", "risk_flags", "savings_rate", "estimated_dti", "avg_end_of_month_balance", "avg_balance",
    "monthly_income", "monthly_expenses",
}  # fmt: skip
UNAVAILABLE = "bank_connect_unavailable"


@dataclass
class Bench:
    api: Api
    factory: Factory
    ws: Workspace
    lapsed: Workspace  # a cancelled subscription

    @property
    def admin(self) -> str:
        return self.ws["tenant_admin"].token

    def case(self, token: str | None = None, **fields: str) -> str:
        body = {**VALID_CASE, **fields}
        response = self.api.post("/v1/cases", json_body=body, token=token or self.admin)
        assert response.status == 201, response.text
        return response.json()["id"]

    def connect(self, case_id: str, bank_code: str = "sandbox_good", token: str | None = None, headers=SANDBOX):
        body = {"case_id": case_id, "bank_code": bank_code}
        return self.api.post("/v1/bank-connections", json_body=body, token=token or self.admin, headers=headers)

    def connection(self, bank_code: str = "sandbox_good") -> dict:
        response = self.connect(self.case(), bank_code)
        assert response.status == 201, response.text
        return response.json()


@pytest.fixture(scope="module")
def bench() -> Iterator[Bench]:
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        api = Api(shared_runtime(resources))
        factory = Factory(api)
        ws = factory.workspace(plan="growth", roles=(Role.TENANT_ADMIN, Role.TENANT_VIEWER))
        lapsed = factory.workspace(plan="growth", subscription_status="cancelled", roles=(Role.TENANT_ADMIN,))
        yield Bench(api, factory, ws, lapsed)


@pytest.fixture(scope="module")
def untouched(bench) -> dict:
    """One connection that tests only read or are refused on (they must leave it as it is)."""
    return bench.connection("cih_bank")


# connect ------------------------------------------------------------------------------------------------------
def test_connect_in_the_sandbox_creates_a_connected_account_with_the_spec_fields(bench):
    case_id = bench.case(applicant_name="Nadia Berrada")
    response = bench.connect(case_id, "attijariwafa_bank")
    assert response.status == 201, response.text
    connection = response.json()
    assert set(connection) == CONNECTION_FIELDS
    assert connection["status"] == "connected" and connection["environment"] == "sandbox"
    assert (connection["case_id"], connection["tenant_id"]) == (case_id, bench.ws.id)
    assert (connection["bank_code"], connection["bank_name"]) == ("attijariwafa_bank", "Attijariwafa bank")
    assert connection["account_holder"] == "Nadia Berrada"
    assert len(connection["account_last4"]) == 4 and connection["account_last4"].isdigit()
    assert connection["link_token"].startswith("link-sandbox-")
    connected = datetime.fromisoformat(connection["connected_at"].replace("Z", "+00:00"))
    expires = datetime.fromisoformat(connection["expires_at"].replace("Z", "+00:00"))
    assert expires - connected == timedelta(days=90)
    assert connection["created_at"] == connection["updated_at"] == connection["connected_at"]


def test_connect_stores_the_simulated_figures_that_the_analysis_gives(bench):
    connection = bench.connection("sandbox_indebted")
    transactions, analysis = domain.simulated_analysis(
        connection["id"], "sandbox_indebted", date.fromisoformat(connection["connected_at"][:10])
    )
    assert connection["transaction_count"] == len(transactions)
    assert connection["monthly_income"] == analysis["monthly_income"]
    assert connection["monthly_expenses"] == analysis["monthly_expenses"]
    assert connection["avg_balance"] == analysis["avg_balance"]
    months = connection["cash_flow_data"]["months"]
    assert len(months) == 12 and set(months[0]) == {"month", "income", "expenses", "net", "end_balance"}
    assert connection["cash_flow_data"]["currency"] == "MAD"


@pytest.mark.parametrize("headers", [{}, PRODUCTION], ids=["no environment", "production"])
def test_connect_outside_the_sandbox_is_409_bank_connect_unavailable_and_writes_nothing(bench, headers):
    case_id = bench.case()
    response = bench.connect(case_id, headers=headers)
    assert response.status == 409
    assert response.detail["code"] == UNAVAILABLE
    listed = bench.api.get("/v1/bank-connections", token=bench.admin, query={"case_id": case_id})
    assert listed.json()["total"] == 0


def test_connect_with_an_unknown_bank_code_is_422_listing_the_allowed_codes(bench):
    response = bench.connect(bench.case(), "gringotts")
    assert response.status == 422
    assert response.detail["code"] == "unknown_bank_code"
    assert set(response.detail["allowed"]) == set(domain.BANK_CODES)
    assert "sandbox_risky" in response.detail["allowed"] and "cih_bank" in response.detail["allowed"]


def test_connect_to_an_unknown_case_is_404_case_not_found(bench):
    response = bench.connect(str(uuid.uuid4()))
    assert (response.status, response.json()) == (404, {"detail": "Case not found"})


def test_connect_to_another_workspaces_case_is_404_case_not_found(bench):
    other_case = bench.case(token=bench.lapsed["tenant_admin"].token)
    response = bench.connect(other_case)
    assert (response.status, response.json()) == (404, {"detail": "Case not found"})


def test_connect_to_a_production_case_is_409_bank_connect_unavailable(bench):
    production_case = bench.case(environment="production")
    response = bench.connect(production_case)
    assert response.status == 409
    assert response.detail["code"] == UNAVAILABLE


# list -----------------------------------------------------------------------------------------------------------
def test_list_of_a_case_is_newest_first_with_its_total_and_pages(bench):
    case_id = bench.case()
    made = [bench.connect(case_id, code).json()["id"] for code in ("cih_bank", "bmci", "sandbox_risky")]
    first = bench.api.get("/v1/bank-connections", token=bench.admin, query={"case_id": case_id, "page_size": 2})
    second = bench.api.get(
        "/v1/bank-connections", token=bench.admin, query={"case_id": case_id, "page_size": 2, "page": 2}
    )
    assert first.status == 200
    body = first.json()
    assert (body["total"], body["page"], body["page_size"]) == (3, 1, 2)
    ids = [item["id"] for item in body["items"]] + [item["id"] for item in second.json()["items"]]
    assert ids == made[::-1]


def test_list_without_environment_has_every_connection_and_with_one_only_that_environment(bench):
    factory = bench.factory
    ws = factory.workspace(plan="growth", roles=(Role.TENANT_ADMIN,))
    token = ws["tenant_admin"].token
    case_id = bench.case(token=token)
    bench.connect(case_id, token=token)
    bench.connect(case_id, "sandbox_irregular", token=token)
    everything = bench.api.get("/v1/bank-connections", token=token)
    sandbox = bench.api.get("/v1/bank-connections", token=token, query={"environment": "sandbox"})
    production = bench.api.get("/v1/bank-connections", token=token, headers=PRODUCTION)
    assert everything.json()["total"] == sandbox.json()["total"] == 2
    assert len(everything.json()["items"]) == 2
    assert (production.status, production.json()["total"], production.json()["items"]) == (200, 0, [])


def test_list_in_production_on_a_cancelled_subscription_is_403_but_the_sandbox_list_answers(bench):
    token = bench.lapsed["tenant_admin"].token
    refused = bench.api.get("/v1/bank-connections", token=token, headers=PRODUCTION)
    assert refused.status == 403
    assert refused.detail["code"] == "production_requires_paid_plan"
    assert bench.api.get("/v1/bank-connections", token=token, headers=SANDBOX).status == 200
    assert bench.api.get("/v1/bank-connections", token=token).status == 200


@pytest.mark.parametrize("query", [{"page": 0}, {"page_size": 0}, {"page_size": 101}, {"case_id": "nope"}])
def test_list_with_a_bad_page_or_filter_is_422(bench, query):
    assert bench.api.get("/v1/bank-connections", token=bench.admin, query=query).status == 422


# read, disconnect -------------------------------------------------------------------------------------------------
def test_any_member_reads_one_connection_in_any_environment(bench):
    connection = bench.connection()
    viewer = bench.ws["tenant_viewer"].token
    for headers in ({}, PRODUCTION):
        response = bench.api.get(f"/v1/bank-connections/{connection['id']}", token=viewer, headers=headers)
        assert (response.status, response.json()) == (200, connection)


def test_unknown_connection_is_404_bank_connection_not_found(bench):
    response = bench.api.get(f"/v1/bank-connections/{uuid.uuid4()}", token=bench.admin)
    assert (response.status, response.json()) == (404, {"detail": "Bank connection not found"})


def test_disconnect_keeps_the_data_and_refresh_is_then_400(bench):
    connection = bench.connection()
    url = f"/v1/bank-connections/{connection['id']}"
    response = bench.api.delete(url, token=bench.admin)
    assert response.status == 200
    gone = response.json()
    assert gone["status"] == "disconnected"
    unchanged = {k: v for k, v in connection.items() if k not in ("status", "updated_at")}
    assert {k: v for k, v in gone.items() if k not in ("status", "updated_at")} == unchanged
    assert bench.api.get(url, token=bench.admin).json() == gone
    assert bench.api.delete(url, token=bench.admin).json() == gone  # again: nothing changes
    refused = bench.api.post(url + "/refresh", token=bench.admin, headers=SANDBOX)
    assert (refused.status, refused.json()) == (400, {"detail": "Can only refresh connected accounts"})


# refresh ----------------------------------------------------------------------------------------------------------
def test_refresh_of_a_connected_account_changes_only_updated_at(bench):
    connection = bench.connection()
    response = bench.api.post(f"/v1/bank-connections/{connection['id']}/refresh", token=bench.admin, headers=SANDBOX)
    assert response.status == 200
    refreshed = response.json()
    assert refreshed["updated_at"] >= connection["updated_at"]
    assert {k: v for k, v in refreshed.items() if k != "updated_at"} == {
        k: v for k, v in connection.items() if k != "updated_at"
    }


@pytest.mark.parametrize("headers", [{}, PRODUCTION], ids=["no environment", "production"])
@pytest.mark.parametrize("route", ["refresh", "analysis", "transactions"])
def test_sandbox_only_routes_outside_the_sandbox_are_409(bench, untouched, route, headers):
    connection = untouched
    url = f"/v1/bank-connections/{connection['id']}/{route}"
    method = bench.api.post if route == "refresh" else bench.api.get
    response = method(url, token=bench.admin, headers=headers)
    assert response.status == 409
    assert response.detail["code"] == UNAVAILABLE
    assert bench.api.get(f"/v1/bank-connections/{connection['id']}", token=bench.admin).json() == connection


def test_refresh_of_an_expired_connection_is_400_and_it_reads_expired(bench):
    connection = bench.connection()
    # given a connection whose 90 days are over (its expiry moved into the past)
    store.update(bench.ws.id, connection["id"], {"expires_at": "2020-01-01T00:00:00.000Z"})
    url = f"/v1/bank-connections/{connection['id']}"
    assert bench.api.get(url, token=bench.admin).json()["status"] == "expired"
    refused = bench.api.post(url + "/refresh", token=bench.admin, headers=SANDBOX)
    assert (refused.status, refused.json()) == (400, {"detail": "Can only refresh connected accounts"})


def test_refresh_of_an_unknown_connection_is_404(bench):
    response = bench.api.post(f"/v1/bank-connections/{uuid.uuid4()}/refresh", token=bench.admin, headers=SANDBOX)
    assert (response.status, response.json()) == (404, {"detail": "Bank connection not found"})


# analysis, transactions, banks ------------------------------------------------------------------------------------
def test_analysis_has_exactly_the_spec_fields_and_shows_a_risky_applicant(bench):
    connection = bench.connection("sandbox_risky")
    viewer = bench.ws["tenant_viewer"].token
    response = bench.api.get(f"/v1/bank-connections/{connection['id']}/analysis", token=viewer, headers=SANDBOX)
    assert response.status == 200
    analysis = response.json()
    assert set(analysis) == ANALYSIS_FIELDS
    assert set(analysis["income_regularity"]) == {
        "score", "pattern", "employer", "day_of_month", "consecutive_months", "risk",
    }  # fmt: skip
    flags = analysis["risk_flags"]
    assert flags["gambling_transactions"] > 0 and flags["overdrafts"] > 0
    assert any(item.startswith("gambling: ") for item in flags["flagged_items"])
    assert analysis["monthly_income"] == connection["monthly_income"]


def test_analysis_of_an_unknown_connection_is_404(bench):
    response = bench.api.get(f"/v1/bank-connections/{uuid.uuid4()}/analysis", token=bench.admin, headers=SANDBOX)
    assert (response.status, response.json()) == (404, {"detail": "Bank connection not found"})


def test_transactions_are_newest_first_and_paginated(bench):
    connection = bench.connection("sandbox_good")
    url = f"/v1/bank-connections/{connection['id']}/transactions"
    first = bench.api.get(url, token=bench.admin, headers=SANDBOX, query={"page_size": 30}).json()
    second = bench.api.get(url, token=bench.admin, headers=SANDBOX, query={"page_size": 30, "page": 2}).json()
    assert first["total"] == connection["transaction_count"]
    rows = first["items"] + second["items"]
    assert len(rows) == 60 and len({row["id"] for row in rows}) == 60
    assert [row["date"] for row in rows] == sorted((row["date"] for row in rows), reverse=True)
    assert set(rows[0]) == {"id", "date", "label", "amount", "balance_after", "category"}
    assert any(row["label"].startswith("VIR SALAIRE TGR") for row in rows)
    beyond = bench.api.get(url, token=bench.admin, headers=SANDBOX, query={"page": 99}).json()
    assert (beyond["items"], beyond["total"]) == ([], connection["transaction_count"])


def test_banks_lists_moroccan_banks_and_the_sandbox_test_banks_in_any_environment(bench):
    viewer = bench.ws["tenant_viewer"].token
    response = bench.api.get("/v1/bank-connections/banks", token=viewer)
    assert response.status == 200
    codes = {entry["code"]: entry for entry in response.json()}
    assert codes["banque_populaire"] == {"code": "banque_populaire", "name": "Banque Populaire", "test_profile": None}
    assert codes["sandbox_indebted"]["test_profile"] == "indebted"
    assert bench.api.get("/v1/bank-connections/banks", token=viewer, headers=PRODUCTION).status == 200


# the scoring engine's read ----------------------------------------------------------------------------------------
def test_analyses_for_case_gives_the_connected_accounts_only(bench):
    case_id = bench.case()
    kept = bench.connect(case_id, "sandbox_good").json()
    dropped = bench.connect(case_id, "sandbox_risky").json()
    bench.api.delete(f"/v1/bank-connections/{dropped['id']}", token=bench.admin)
    found = service.analyses_for_case(bench.ws.id, case_id)
    assert [entry["connection_id"] for entry in found] == [kept["id"]]
    analysis = found[0]["analysis"]
    assert analysis["monthly_income"] == kept["monthly_income"]
    assert analysis["income_regularity"]["pattern"] == "monthly"
    assert service.analyses_for_case(bench.lapsed.id, case_id) == []


def test_refresh_that_loses_a_race_to_a_disconnect_is_400_and_does_not_reconnect(bench, monkeypatch):
    # given a connection read as connected, then disconnected by another request before the refresh writes
    connection = bench.connection()
    stale = store.get(bench.ws.id, connection["id"])
    bench.api.delete(f"/v1/bank-connections/{connection['id']}", token=bench.admin)
    monkeypatch.setattr(store, "get", lambda *args, **kwargs: dict(stale))
    # when the refresh writes (conditioned on `connected`)
    response = bench.api.post(f"/v1/bank-connections/{connection['id']}/refresh", token=bench.admin, headers=SANDBOX)
    monkeypatch.undo()
    # then it is refused, and the stored connection stays disconnected
    assert (response.status, response.json()) == (400, {"detail": "Can only refresh connected accounts"})
    assert store.get(bench.ws.id, connection["id"])["status"] == "disconnected"
