"""Every stored entity of MainTable, declared once: its record model (the fields), its key, its index keys,
the `entity` attribute and whether it carries a `version`. `Entity.item()` is the one item builder and
`Entity.changes()` the one builder of field updates; `Entity.record()` reads an item back.

Key shapes: docs/data-model.md. Every key of tenant data starts with TENANT#<tenant id>.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from pydantic import BaseModel

from casefile.domain.flow_collections import collection_parts, memberships
from casefile.store import keys
from casefile.store.dynamo import Item, Key, Write

Record = dict[str, Any]


def _no_indexes(_: Mapping[str, Any]) -> dict[str, str]:
    return {}


@dataclass(frozen=True)
class Entity:
    name: str
    # its record model as "<module of casefile.models>:<class>", imported on first use: a function's cold start
    # builds the models of the entities it stores, not every one's
    model_path: str
    key: Callable[[Mapping[str, Any]], Key]
    indexes: Callable[[Mapping[str, Any]], dict[str, str]] = _no_indexes
    # Free-shape JSON objects are stored as strings: DynamoDB maps cannot hold every JSON value (numbers are
    # limited to 38 digits, floats need Decimal), and nothing ever queries into them.
    json_fields: tuple[str, ...] = ()
    versioned: bool = False  # optimistic locking: `version` starts at 1 and every update checks and bumps it

    @cached_property
    def model(self) -> type[BaseModel]:
        module, _, name = self.model_path.partition(":")
        model: type[BaseModel] = getattr(importlib.import_module(f"casefile.models.{module}"), name)
        return model

    @cached_property
    def fields(self) -> tuple[str, ...]:
        return tuple(self.model.model_fields)

    def item(self, record: Mapping[str, Any]) -> Item:
        """The whole item of a new record: key, index keys, `entity`, `version`, and the record's fields as
        the model validates them (defaults filled in; None values are left out: absent reads back as null)."""
        fields = self.model.model_validate(record).model_dump()
        item: Item = {**self.key(fields), "entity": self.name, **self.indexes(fields)}
        if self.versioned:
            item["version"] = 1
        item.update(self._encode(fields))
        return item

    def record(self, item: Mapping[str, Any]) -> Record:
        """The record of a stored item: every field of the model (absent ones null), plus `version`."""
        record = {name: item.get(name) for name in self.fields}
        for name in self.json_fields:
            if isinstance(text := record[name], str):
                record[name] = json.loads(text)
        if self.versioned:
            record["version"] = int(item.get("version", 1))
        return record

    def changes(self, changes: Mapping[str, Any], write: Write | None = None) -> Write:
        """SET the changed fields (None removes them), on `write` or a new Write."""
        unknown = set(changes) - set(self.fields)
        if unknown:
            raise ValueError(f"{self.name}: not stored fields: {sorted(unknown)}")
        return (write or Write()).set(**self._encode(changes))

    def versioned_changes(self, changes: Mapping[str, Any], expected_version: int | None) -> Write:
        """Field changes that bump `version`, on an item that exists, and (when given) still has
        `expected_version`: the condition that turns a lost race into a ConditionFailed, never an overwrite."""
        write = self.changes(changes).add(version=1).when_exists()
        return write.when_equal(version=expected_version) if expected_version is not None else write

    def _encode(self, values: Mapping[str, Any]) -> dict[str, Any]:
        out = dict(values)
        for name in self.json_fields:
            if out.get(name) is not None:
                out[name] = json.dumps(out[name], separators=(",", ":"), allow_nan=False)
        return out


# Lists by two optional filters: one GSI per combination, every list an exact Query ---------------------
_BY_FILTERS = {(False, False): "GSI1", (True, False): "GSI2", (False, True): "GSI3", (True, True): "GSI4"}


@dataclass(frozen=True)
class Collections:
    """The lists of one kind of item by two optional filters, each a (key label, record field): none on GSI1,
    the first on GSI2, the second on GSI3, both on GSI4, every one sorted `created_at#id` (newest first when
    queried descending). Partition keys: TENANT#<tid>#<kind>[#<label 1>#<value>][#<label 2>#<value>]."""

    kind: str
    first: tuple[str, str]
    second: tuple[str, str]

    def of(self, tenant_id: str, first: str | None, second: str | None) -> tuple[str, str]:
        """The GSI and its partition key for these filter values (None: no filter)."""
        index = _BY_FILTERS[(first is not None, second is not None)]
        parts = [*([self.first[0], first] if first else []), *([self.second[0], second] if second else [])]
        return index, keys.collection(tenant_id, self.kind, *parts)

    def keys_of(self, record: Mapping[str, Any]) -> dict[str, str | None]:
        """The index keys of every list the record is in; a list by a field the record has no value for gets
        None keys (it is not in that list: the keys to remove when the field is cleared)."""
        sort = keys.sort_key(record["created_at"], record["id"])
        first, second = record.get(self.first[1]), record.get(self.second[1])
        out: dict[str, str | None] = {}
        for by_first in (False, True):
            for by_second in (False, True):
                index = _BY_FILTERS[(by_first, by_second)]
                if (by_first and first is None) or (by_second and second is None):
                    out[f"{index}PK"] = out[f"{index}SK"] = None
                    continue
                _, partition = self.of(record["tenant_id"], first if by_first else None, second if by_second else None)
                out[f"{index}PK"], out[f"{index}SK"] = partition, sort
        return out

    def item_keys(self, record: Mapping[str, Any]) -> dict[str, str]:
        """`keys_of` without the lists the record is not in (what a new item carries)."""
        return {name: value for name, value in self.keys_of(record).items() if value is not None}


@dataclass(frozen=True)
class Filtered:
    """The lists of one kind of item, all of them (GSI1) or by one filter, a (key label, record field) (GSI2),
    sorted `created_at#id`. Partition keys: TENANT#<tid>#<kind>[#<label>#<value>]."""

    kind: str
    by: tuple[str, str]

    def of(self, tenant_id: str, value: str | None) -> tuple[str, str]:
        """The GSI and its partition key for this filter value (None: every item)."""
        if value is None:
            return "GSI1", keys.collection(tenant_id, self.kind)
        return "GSI2", keys.collection(tenant_id, self.kind, self.by[0], value)

    def item_keys(self, record: Mapping[str, Any]) -> dict[str, str]:
        sort = keys.sort_key(record["created_at"], record["id"])
        out: dict[str, str] = {}
        for value in (None, record[self.by[1]]):
            index, partition = self.of(record["tenant_id"], value)
            out[f"{index}PK"], out[f"{index}SK"] = partition, sort
        return out


# cases by environment and status
CASES = Collections("CASE", ("ENV", "environment"), ("STATUS", "status"))
case_collection = CASES.of

# ... and looked up by assignee (GSI5) and by the applicant's CIN (GSI6): sparse partitions of one reviewer's
# or one applicant's cases, sorted as the lists; the other filters apply within them (docs/data-model.md).
# The cases by one field's value: an assignee's, an applicant's (by CIN), and those with a field that needs a person's
# review (`needs_review` true; a sparse index: a case leaves it when the flag is cleared)
CASE_LOOKUPS = {
    "assigned_to": ("GSI5", "ASSIGNEE"),
    "applicant_cin": ("GSI6", "CIN"),
    "needs_review": ("GSI7", "REVIEW"),
}


def cin_key(cin: str) -> str:
    """A CIN as looked up: upper case, no spaces or dashes ('be 123-456' finds 'BE123456')."""
    return "".join(ch for ch in cin.upper() if ch.isalnum())


def case_lookup(tenant_id: str, field: str, value: str) -> tuple[str, str]:
    """The GSI and partition key of the cases whose `field` (assigned_to, applicant_cin) is `value`."""
    index, label = CASE_LOOKUPS[field]
    return index, keys.collection(tenant_id, "CASE", label, cin_key(value) if field == "applicant_cin" else str(value))


def case_lookup_write(tenant_id: str, changes: Mapping[str, Any], write: Write) -> Write:
    """Move a case in the lookups its changed fields decide: a new value's partition (sorted as the lists,
    GSI1SK), or out of the lookup when the field is cleared."""
    for field, (index, _) in CASE_LOOKUPS.items():
        if field not in changes:
            continue
        if changes[field]:
            write.set(**{f"{index}PK": case_lookup(tenant_id, field, changes[field])[1]}).copy(
                **{f"{index}SK": "GSI1SK"}
            )
        else:
            write.remove(f"{index}PK", f"{index}SK")
    return write


def _case_indexes(case: Mapping[str, Any]) -> dict[str, str]:
    out = CASES.item_keys(case)
    for field, (index, _) in CASE_LOOKUPS.items():
        if case.get(field):
            out[f"{index}PK"] = case_lookup(case["tenant_id"], field, case[field])[1]
            out[f"{index}SK"] = out["GSI1SK"]
    return out


def case_status_indexes(case: Mapping[str, Any]) -> dict[str, str]:
    """The index keys that depend on the status (they move when the status changes)."""
    return {name: value for name, value in _case_indexes(case).items() if name[:4] in ("GSI3", "GSI4")}


def _listed_in(kind: str) -> Callable[[Mapping[str, Any]], dict[str, str]]:
    def indexes(record: Mapping[str, Any]) -> dict[str, str]:
        return {
            "GSI1PK": keys.collection(record["tenant_id"], kind),
            "GSI1SK": keys.sort_key(record["created_at"], record["id"]),
        }

    return indexes


WORKSPACE = Entity("workspace", "records:WorkspaceRecord", key=lambda r: keys.tenant_key(r["id"]))
USER = Entity(
    "user", "records:UserRecord", key=lambda r: keys.user_key(r["tenant_id"], r["id"]), indexes=_listed_in("USER")
)
EMAIL_CLAIM = Entity("email", "records:EmailClaimRecord", key=lambda r: keys.email_key(r["email"]))
SESSION = Entity("session", "records:SessionRecord", key=lambda r: keys.session_key(r["tenant_id"], r["id"]))
MFA_CHALLENGE = Entity(
    "mfa_challenge", "records:MfaChallengeRecord", key=lambda r: keys.mfa_challenge_key(r["tenant_id"], r["id"])
)
CASE = Entity(
    "case",
    "cases:CaseRecord",
    key=lambda r: keys.case_key(r["tenant_id"], r["id"]),
    indexes=_case_indexes,
    json_fields=(
        "metadata_json",
        "reason_codes",
        "risk_factors",
        "score_metrics",
        "manual_review_steps",
        "corrections",
    ),
    versioned=True,
)
# outbox events ------------------------------------------------------------------------------------
# Pending events sit in a sparse index spread over OUTBOX_SHARDS partitions (GSI3), read by the outbox relay
# (functions/outbox_relay): the one index whose keys do not start with the tenant, since the relay serves every
# workspace; no request path reads it. An event leaves it when the dispatcher has fanned it out.
OUTBOX_SHARDS = 8
OUTBOX_INDEX = "GSI3"
TEST_EVENT_TYPE = "webhook.test"
INTERNAL_STATUS = "internal"  # services.events.INTERNAL: recorded, never delivered


def outbox_partition(shard: int) -> str:
    return f"OUTBOX#PENDING#{shard}"


def listed(event: Mapping[str, Any]) -> bool:
    """An event integrators see in GET /v1/events (and its counters): not a `webhook.test` (not a case event;
    its delivery is listed) and not an `internal` one (document events: recorded with their state change,
    never delivered, so they would only add rows without deliveries to an integrator's reconciliation)."""
    return event["type"] != TEST_EVENT_TYPE and event.get("status") != INTERNAL_STATUS


def _event_indexes(event: Mapping[str, Any]) -> dict[str, str]:
    """Listed newest first (GSI1) and by type (GSI2), and while pending in the relay's index (GSI3); an event
    that is not `listed` is in none. An event about a case is also on that case's timeline (GSI4), internal
    ones included: the timeline is the case's events, written with each change in its transaction."""
    sort = keys.sort_key(event["created_at"], event["id"])
    out: dict[str, str] = {}
    case_id = case_of(event)
    if case_id:
        out["GSI4PK"], out["GSI4SK"] = timeline_partition(event["tenant_id"], case_id), sort
    if not listed(event):
        return out
    out |= {
        "GSI1PK": keys.collection(event["tenant_id"], "EVENT"),
        "GSI1SK": sort,
        "GSI2PK": keys.collection(event["tenant_id"], "EVENT", "TYPE", event["type"]),
        "GSI2SK": sort,
    }
    if event.get("status", "pending") == "pending":
        out["GSI3PK"] = outbox_partition(keys.shard_of(event["id"], OUTBOX_SHARDS))
        out["GSI3SK"] = sort
    return out


TIMELINE_INDEX = "GSI4"


def case_of(event: Mapping[str, Any]) -> str | None:
    """The case an event is about: the case itself (`case.*`), else the case the document or bank connection
    was on when it happened (`data.case_id`)."""
    data = event.get("data") or {}
    if event["type"].startswith("case."):
        return data.get("id")
    return data.get("case_id")


def timeline_partition(tenant_id: str, case_id: str) -> str:
    return keys.collection(tenant_id, "CASE", case_id, "TIMELINE")


EVENT = Entity(
    "event",
    "records:EventRecord",
    key=lambda r: keys.event_key(r["tenant_id"], r["id"]),
    indexes=_event_indexes,
    json_fields=("data", "actor"),
)


# API keys: listed newest first, all of them (GSI1) or one environment's (GSI2) --------------------------
API_KEYS = Filtered("APIKEY", ("ENV", "environment"))
api_key_collection = API_KEYS.of


API_KEY = Entity(
    "api_key",
    "api_keys:ApiKeyRecord",
    key=lambda r: keys.api_key_key(r["tenant_id"], r["id"]),
    indexes=API_KEYS.item_keys,
    versioned=True,
)
API_KEY_LOOKUP = Entity(
    "api_key_lookup", "api_keys:ApiKeyLookupRecord", key=lambda r: keys.api_key_lookup_key(r["key_hash"])
)


# verification flows: one collection per combination of the list filters (kind, status, country) -----------
def flow_indexes(flow: Mapping[str, Any]) -> dict[str, str]:
    """The list index keys of a flow: one collection per filter combination it matches, newest first. A flow
    without a country has no keys on the country indexes (GSI5..GSI8)."""
    sort = keys.sort_key(flow["created_at"], flow["id"])
    out: dict[str, str] = {}
    for combination in memberships(flow):
        index, parts = collection_parts(combination)
        out[f"{index}PK"], out[f"{index}SK"] = keys.collection(flow["tenant_id"], "FLOW", *parts), sort
    return out


FLOW = Entity(
    "flow",
    "flows:FlowRecord",
    key=lambda r: keys.flow_key(r["tenant_id"], r["id"]),
    indexes=flow_indexes,
    json_fields=("nodes", "edges", "published_versions"),
)
FLOW_VERSION = Entity(
    "flow_version",
    "flows:Flow",
    key=lambda r: keys.flow_version_key(r["tenant_id"], r["id"], r["version"]),
    json_fields=("nodes", "edges"),
)
KYC_POLICY = Entity(
    "kyc_policy",
    "flows:KycPolicyRecord",
    key=lambda r: keys.kyc_policy_key(r["tenant_id"]),
    json_fields=("policy",),
    versioned=True,
)


# bank connections by environment and case
BANK_CONNECTIONS = Collections("BANK", ("ENV", "environment"), ("CASE", "case_id"))
bank_collection = BANK_CONNECTIONS.of
_bank_indexes = BANK_CONNECTIONS.item_keys


BANK_CONNECTION = Entity(
    "bank_connection",
    "bank:BankConnection",
    key=lambda r: keys.bank_connection_key(r["tenant_id"], r["id"]),
    indexes=_bank_indexes,
    json_fields=("cash_flow_data",),
    versioned=True,
)


# webhooks ---------------------------------------------------------------------------------------------
WEBHOOK = Entity(
    "webhook",
    "webhooks:WebhookEndpointRecord",
    key=lambda r: keys.webhook_key(r["tenant_id"], r["id"]),
    indexes=_listed_in("WEBHOOK"),
)

# Deliveries waiting for an attempt sit in a sparse index over DUE_SHARDS partitions (GSI4), sorted by the time
# the relay must (re-)enqueue them; like the outbox index, it serves every workspace and no request path reads it.
DUE_SHARDS = 8
DUE_INDEX = "GSI4"


def due_partition(shard: int) -> str:
    return f"WEBHOOK#DUE#{shard}"


def delivery_collection(tenant_id: str, endpoint_id: str, status: str | None) -> tuple[str, str]:
    """The GSI and partition listing an endpoint's deliveries (GSI1), or those with one status (GSI2)."""
    parts = ["WEBHOOK", endpoint_id, "DELIVERY", *(["STATUS", status] if status else [])]
    return ("GSI2" if status else "GSI1"), keys.collection(tenant_id, *parts)


def delivery_status_indexes(delivery: Mapping[str, Any]) -> dict[str, str]:
    index, partition = delivery_collection(delivery["tenant_id"], delivery["endpoint_id"], delivery["status"])
    return {f"{index}PK": partition, f"{index}SK": keys.sort_key(delivery["created_at"], delivery["id"])}


def _delivery_indexes(delivery: Mapping[str, Any]) -> dict[str, str]:
    sort = keys.sort_key(delivery["created_at"], delivery["id"])
    index, partition = delivery_collection(delivery["tenant_id"], delivery["endpoint_id"], None)
    return {
        f"{index}PK": partition,
        f"{index}SK": sort,
        **delivery_status_indexes(delivery),
        "GSI3PK": keys.collection(delivery["tenant_id"], "EVENT", delivery["event_id"], "DELIVERY"),
        "GSI3SK": sort,
    }


def due_indexes(delivery: Mapping[str, Any], enqueue_at: str | None) -> dict[str, str | None]:
    """The due-index keys of a delivery that the relay must enqueue at `enqueue_at` (None: out of the index)."""
    if enqueue_at is None:
        return {"GSI4PK": None, "GSI4SK": None}
    shard = keys.shard_of(delivery["id"], DUE_SHARDS)
    return {"GSI4PK": due_partition(shard), "GSI4SK": f"{enqueue_at}#{delivery['tenant_id']}#{delivery['id']}"}


DELIVERY = Entity(
    "delivery",
    "webhooks:DeliveryRecord",
    key=lambda r: keys.delivery_key(r["tenant_id"], r["id"]),
    indexes=_delivery_indexes,
    json_fields=("attempts",),
    versioned=True,
)


# documents by case (while on one) and status
DOCUMENTS = Collections("DOC", ("CASE", "case_id"), ("STATUS", "status"))
document_collection = DOCUMENTS.of
document_indexes = DOCUMENTS.keys_of
_document_item_indexes = DOCUMENTS.item_keys


DOCUMENT = Entity(
    "document",
    "documents:DocumentRecord",
    key=lambda r: keys.document_key(r["tenant_id"], r["id"]),
    indexes=_document_item_indexes,
    json_fields=("error", "fields"),
    versioned=True,
)


# scoring policies: listed newest first (GSI1) and by path (GSI2); each version kept in its own partition --------
POLICIES = Filtered("POLICY", ("PATH", "path"))
policy_collection = POLICIES.of


POLICY = Entity(
    "scoring_policy",
    "scoring:PolicyRecord",
    key=lambda r: keys.policy_key(r["tenant_id"], r["id"]),
    indexes=POLICIES.item_keys,
    json_fields=("weights",),
    versioned=True,
)
POLICY_VERSION = Entity(
    "scoring_policy_version",
    "scoring:PolicyVersionRecord",
    key=lambda r: keys.policy_version_key(r["tenant_id"], r["id"], r["policy_version"]),
    json_fields=("weights",),
)
