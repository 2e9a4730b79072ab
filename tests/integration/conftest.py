"""Integration fixtures: moto `mock_aws` with every resource created from template.yaml, the functions'
handlers called with API Gateway events, and factories for workspaces and users."""

from __future__ import annotations

import copy
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from moto import mock_aws

from casefile.domain.roles import Role
from casefile.services import admin
from casefile.settings import reset_settings
from casefile.store.aws import client as aws_client
from casefile.store.aws import reset_clients
from local.lambda_runtime import LambdaRuntime
from local.moto_server import patch_kms_key_pairs, patch_transactions
from local.resources import ACCOUNT_ID, LocalResources, create_resources
from tests.support.api import Api, new_runtime, template

JWT_TEST_KEY = "integration-test-signing-key-0123456789abcdef"
_runtime: LambdaRuntime | None = None


@contextmanager
def emulated_aws(*, copies: bool = False, **env: str) -> Iterator[LocalResources]:
    """A fresh emulated account holding the template's tables, bucket and queues, with the functions'
    environment (plus `env`) set for as long as it lasts.

    moto with two of the local stack's changes (local/moto_server.py), both for time only: no RSA key pair made for
    each KMS key, and a TransactWriteItems that saves (and on cancellation puts back) only the items it names where
    moto deep-copies every table it touches (test_cases.py and test_case_search.py took 99 CPU-seconds with the
    copies, 61 without). What a transaction does is unchanged: the same writes, the same cancellations, the same
    items after one (tests/e2e/test_local_moto.py checks it on the local stack)."""
    global _account, _copies, _accounts
    patch_kms_key_pairs()
    patch_transactions()
    outer = (_account, _copies)
    _accounts += 1
    _account, _copies = _accounts, copies
    with pytest.MonkeyPatch.context() as monkeypatch, mock_aws():
        reset_clients(keep=_mock_clients)
        resources = _template_resources()
        variables = {
            **resources.globals_env(),
            "JWT_SECRET": JWT_TEST_KEY,
            "PASSWORD_HASH_PROFILE": "CHEAPEST",
            "WEBHOOK_ALLOW_LOOPBACK": "true",  # receivers in tests listen on 127.0.0.1
        }
        for name, value in {**variables, **env}.items():
            monkeypatch.setenv(name, value)
        reset_settings()
        try:
            yield resources
        finally:
            _keep_mock_clients(reset_clients())
            reset_settings()
            _account, _copies = outer


_accounts = 0  # emulated accounts made in this process
_account = 0  # the number of the current one
_copies = False  # whether its first workspace may be a copy (Factory.workspace): a test's own account

# The template's resources as the first test of this process created them through the API: moto's models of its
# tables, queues, bucket and keys, and their names. Every later test's account gets a deep copy of them.
_created: tuple[LocalResources, dict[str, Any]] | None = None


def _template_resources() -> LocalResources:
    """The template's tables, queues, buckets and KMS keys in the new account: created through the API once per
    process (`create_resources`, as the local stack does), then copied in moto's models, empty as created. A copy
    costs 2 ms where some 30 API calls cost 35 ms, on each of some 1,500 tests."""
    global _created
    if _created is None:
        resources = create_resources(template(), client=aws_client)
        _created = (resources, _copy_models({name: getattr(backend, name) for name, backend in _backends().items()}))
    else:
        resources, models = _created
        backends = _backends()
        for name, value in _copy_models(models).items():
            setattr(backends[name], name, value)
        from moto.s3.models import s3_backends

        for bucket in models["buckets"]:
            s3_backends.bucket_accounts[bucket] = ("aws", ACCOUNT_ID)
    return replace(
        resources, names=dict(resources.names), queue_urls=dict(resources.queue_urls), arns=dict(resources.arns)
    )


def _backends() -> dict[str, Any]:
    """The current account's moto backends, by the attribute holding the template's resources."""
    from moto.dynamodb.models import dynamodb_backends
    from moto.kms.models import kms_backends
    from moto.s3.models import s3_backends
    from moto.sqs.models import sqs_backends

    region = aws_client("sqs").meta.region_name
    return {
        "tables": dynamodb_backends[ACCOUNT_ID][region],
        "queues": sqs_backends[ACCOUNT_ID][region],
        "buckets": s3_backends[ACCOUNT_ID]["aws"],
        "keys": kms_backends[ACCOUNT_ID][region],
    }


def _copy_models(models: dict[str, Any]) -> dict[str, Any]:
    """A deep copy; a queue's lock (which cannot be copied) is a new lock in the copy."""
    queues = models.get("queues", {}).values()
    memo: dict[int, Any] = {id(queue._messages_lock): threading.Condition() for queue in queues}
    return {name: copy.deepcopy(value, memo) for name, value in models.items()}


def _no_items() -> bool:
    """Whether the current account's tables hold nothing."""
    return not any(table.items for table in _backends()["tables"].tables.values())


# The first workspace made in an empty account, by the Factory's arguments: its tables and the Workspace (members
# not signed in). Accounts of this process that made theirs.
_first_workspaces: dict[tuple[Any, ...], tuple[Any, Workspace]] = {}
_accounts_with_a_workspace: set[int] = set()


# boto3 clients of moto's in-process mock, kept from one test's emulated account to the next: building one
# costs tens of milliseconds, and every test makes a new account. Clients of a moto server are not kept.
_mock_clients: dict[str, Any] = {}


def _keep_mock_clients(clients: dict[str, Any]) -> None:
    for service, client in clients.items():
        if client.meta.endpoint_url.endswith(".amazonaws.com"):
            _mock_clients[service] = client


def shared_runtime(resources: LocalResources) -> LambdaRuntime:
    global _runtime
    if _runtime is None:  # handler modules are imported once per test session, as in a warm Lambda
        _runtime = new_runtime(resources)
    return _runtime


@pytest.fixture
def aws() -> Iterator[LocalResources]:
    """A fresh emulated account for one test."""
    with emulated_aws(copies=True) as resources:
        yield resources


@pytest.fixture
def api(aws: LocalResources) -> Api:
    return Api(shared_runtime(aws))


class Member:
    """A workspace's user with their password and, once signed in, their tokens. A member made by
    `Factory.workspace` signs in on first use of a token: most tests use one or two of a workspace's seven members,
    and each sign-in was a quarter of a route test's time."""

    def __init__(
        self,
        user: dict[str, Any],
        password: str,
        token: str = "",
        refresh_token: str = "",
        sign_in: Callable[[Member], object] | None = None,
    ) -> None:
        self.user, self.password = user, password
        self._token, self._refresh_token = token, refresh_token
        self._sign_in = sign_in

    def _signed_in(self) -> None:
        if self._sign_in is not None:
            sign_in, self._sign_in = self._sign_in, None
            sign_in(self)

    @property
    def token(self) -> str:
        self._signed_in()
        return self._token

    @token.setter
    def token(self, value: str) -> None:
        self._sign_in = None
        self._token = value

    @property
    def refresh_token(self) -> str:
        self._signed_in()
        return self._refresh_token

    @refresh_token.setter
    def refresh_token(self, value: str) -> None:
        self._sign_in = None
        self._refresh_token = value

    @property
    def id(self) -> str:
        return self.user["id"]

    @property
    def role(self) -> str:
        return self.user["role"]


@dataclass
class Workspace:
    data: dict[str, Any]
    members: dict[str, Member] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.data["id"]

    def __getitem__(self, role: str | Role) -> Member:
        return self.members[str(role)]

    def signed_in(self) -> Workspace:
        """Every member signed in now: for a test that then changes a member (made inactive, must enrol) or checks
        that nothing was written."""
        for member in self.members.values():
            member._signed_in()
        return self


@dataclass
class Factory:
    api: Api

    def workspace(
        self,
        *,
        plan: str = "free",
        subscription_status: str = "active",
        work_email_verified: bool = True,
        roles: tuple[Role, ...] = tuple(Role),
        login: bool = True,
    ) -> Workspace:
        """A workspace with one member per role (each signed in on first use of a token unless login=False).

        The first workspace of an account, made while the account holds nothing else, is a copy of the same first
        workspace made earlier in this process, where there is one: its tables' items copied in moto's models, its
        members' passwords with them (making seven users and the default policy was a third of a route test's
        time). Each test's members still sign in themselves. A copy has the ids of the first: only a test's own
        account (the `aws` fixture's) is given copies; an account a module shares makes its own ids (its objects
        are kept by workspace id: tests/support/routes.py)."""
        key = (plan, subscription_status, work_email_verified, roles)
        first = _account not in _accounts_with_a_workspace and _no_items()
        _accounts_with_a_workspace.add(_account)
        if first and _copies and key in _first_workspaces:
            tables, blueprint = _first_workspaces[key]
            _backends()["tables"].tables = _copy_models({"tables": tables})["tables"]
            workspace = copy.deepcopy(blueprint)
        else:
            workspace = self._new_workspace(plan, subscription_status, work_email_verified, roles)
            if first and _copies:
                _first_workspaces[key] = (_copy_models({"tables": _backends()["tables"].tables})["tables"], workspace)
                workspace = copy.deepcopy(workspace)
        if login:
            for member in workspace.members.values():
                member._sign_in = self.login
        return workspace

    def _new_workspace(
        self, plan: str, subscription_status: str, work_email_verified: bool, roles: tuple[Role, ...]
    ) -> Workspace:
        tag = secrets.token_hex(4)
        admin_password = "admin-" + secrets.token_urlsafe(12)
        data, first = admin.create_workspace(
            f"Lender {tag}",
            f"admin.{tag}@lender-{tag}.example",
            admin_password,
            plan=plan,
            subscription_status=subscription_status,
            work_email_verified=work_email_verified,
        )
        workspace = Workspace(data)
        workspace.members[Role.TENANT_ADMIN.value] = Member(first, admin_password)
        for role in roles:
            if role == Role.TENANT_ADMIN:
                continue
            password = "pw-" + secrets.token_urlsafe(12)
            user = admin.create_user(
                data["id"],
                f"{role.value}.{tag}@lender-{tag}.example",
                password,
                role.value,
                work_email_verified=work_email_verified,
            )
            workspace.members[role.value] = Member(user, password)
        return workspace

    def login(self, member: Member) -> Member:
        response = self.api.post(
            "/v1/auth/login", json_body={"email": member.user["email"], "password": member.password}
        )
        assert response.status == 200, response.text
        body = response.json()
        member.token, member.refresh_token = body["access_token"], body["refresh_token"]
        return member


@pytest.fixture
def factory(api: Api) -> Factory:
    return Factory(api)


VALID_CASE = {
    "applicant_name": "Amina El Idrissi",
    "applicant_cin": "BE123456",
    "borrower_type": "private_sector",
}


@pytest.fixture
def case_body() -> dict[str, Any]:
    return dict(VALID_CASE)


def table_items(resources: LocalResources, logical_id: str = "MainTable") -> list[dict[str, Any]]:
    """Every item of a table, in no set order (fine in tests, never in request paths). Read from moto's
    in-process tables where the test runs under `mock_aws` (a Scan through boto3 serialises the whole table each
    time: most of the generated route tests' time went to their before/after snapshots)."""
    import boto3
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.dynamodb.models import dynamodb_backends

    name = resources.table_name(logical_id)
    tables = dynamodb_backends[DEFAULT_ACCOUNT_ID][resources.region].tables
    if name in tables:
        # as stored, not sorted: moto's all_items() sorts by key, casting every key again (half of a snapshot's time)
        table = tables[name]
        stored = table.items.values()
        items = [i for by_range in stored for i in by_range.values()] if table.range_key_attr else list(stored)
        return [item.to_json()["Attributes"] for item in items]
    client = boto3.client("dynamodb")
    items: list[dict[str, Any]] = []
    kwargs: dict[str, Any] = {"TableName": name}
    while True:
        page = client.scan(**kwargs)
        items.extend(page["Items"])
        if "LastEvaluatedKey" not in page:
            return items
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


@pytest.fixture
def snapshot(aws: LocalResources):
    """Call to get the current MainTable content, sorted, for before/after comparisons."""

    def take() -> list[str]:
        import json

        return sorted(json.dumps(item, sort_keys=True) for item in table_items(aws))

    return take


# Module-scoped worlds ---------------------------------------------------------------------------------
# Route-driven tests make hundreds of requests against one emulated account per module: one mock_aws,
# one pair of workspaces and one login per member for the whole module. Tests that use them must not change
# what other tests of the module read (the world is read-only by convention: refused writes, probes with
# ids of no object, a fresh login for a session-ending route).
WORLD_RATE_LIMIT = "1000000"  # hundreds of requests from one address in a minute


@dataclass
class World:
    resources: LocalResources
    api: Api
    factory: Factory
    a: Workspace
    b: Workspace

    def snapshot(self) -> dict[str, dict[str, Any]]:
        """MainTable's items by key, for before/after comparisons (equal when nothing was written). A dict compared
        as it is: no JSON text per item (hundreds of snapshots a module; table_items gives fresh copies)."""
        return by_key(table_items(self.resources))


def by_key(items: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Items by their primary key (PK and SK, as text)."""
    import json

    found = {json.dumps([item.get("PK"), item.get("SK")]): item for item in items}
    assert len(found) == len(items), "two items with one key"
    return found


@pytest.fixture(scope="module")
def world() -> Iterator[World]:
    """Two workspaces (A and B) with one logged-in member per role, in an emulated account of their own."""
    with emulated_aws(RATE_LIMIT_PER_MINUTE=WORLD_RATE_LIMIT) as resources:
        api = Api(shared_runtime(resources))
        factory = Factory(api)
        yield World(
            resources,
            api,
            factory,
            factory.workspace(plan="growth").signed_in(),
            factory.workspace(plan="growth").signed_in(),
        )


@pytest.fixture
def serialised_transactions(monkeypatch: pytest.MonkeyPatch) -> None:
    """DynamoDB runs each transaction atomically; moto in this process does not lock between its condition
    checks and its writes, so race tests give it that one guarantee of the real service."""
    import threading

    ddb = aws_client("dynamodb")
    real, lock = ddb.transact_write_items, threading.Lock()

    def transact_write_items(**params: Any) -> Any:
        with lock:
            return real(**params)

    monkeypatch.setattr(ddb, "transact_write_items", transact_write_items)
