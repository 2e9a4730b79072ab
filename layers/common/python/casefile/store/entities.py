"""Every stored entity of MainTable, declared once: its record model (the fields), its key, its index keys,
the `entity` attribute and whether it carries a `version`. `Entity.item()` is the one item builder and
`Entity.changes()` the one builder of field updates; `Entity.record()` reads an item back.

Key shapes: docs/data-model.md. Every key of tenant data starts with TENANT#<tenant id>.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from pydantic import BaseModel

from casefile.models.cases import Case
from casefile.models.documents import DocumentRecord
from casefile.models.records import EmailClaimRecord, EventRecord, SessionRecord, UserRecord, WorkspaceRecord
from casefile.store import keys
from casefile.store.dynamo import Item, Key, Write

Record = dict[str, Any]


def _no_indexes(_: Mapping[str, Any]) -> dict[str, str]:
    return {}


@dataclass(frozen=True)
class Entity:
    name: str
    model: type[BaseModel]
    key: Callable[[Mapping[str, Any]], Key]
    indexes: Callable[[Mapping[str, Any]], dict[str, str]] = _no_indexes
    # Free-shape JSON objects are stored as strings: DynamoDB maps cannot hold every JSON value (numbers are
    # limited to 38 digits, floats need Decimal), and nothing ever queries into them.
    json_fields: tuple[str, ...] = ()
    versioned: bool = False  # optimistic locking: `version` starts at 1 and every update checks and bumps it

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


# cases: one GSI per combination of list filters ---------------------------------------------------
_CASE_INDEXES = {(False, False): "GSI1", (True, False): "GSI2", (False, True): "GSI3", (True, True): "GSI4"}


def case_collection(tenant_id: str, environment: str | None, status: str | None) -> tuple[str, str]:
    """The GSI and its partition key that list a workspace's cases with these filters (None: no filter)."""
    index = _CASE_INDEXES[(environment is not None, status is not None)]
    parts = [*(["ENV", environment] if environment else []), *(["STATUS", status] if status else [])]
    return index, keys.collection(tenant_id, "CASE", *parts)


def _case_indexes(case: Mapping[str, Any]) -> dict[str, str]:
    """A case is in four collections, every filter combination that matches it; sorted newest first."""
    sort = keys.sort_key(case["created_at"], case["id"])
    out: dict[str, str] = {}
    for environment in (None, case["environment"]):
        for status in (None, case["status"]):
            index, partition = case_collection(case["tenant_id"], environment, status)
            out[f"{index}PK"], out[f"{index}SK"] = partition, sort
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


WORKSPACE = Entity("workspace", WorkspaceRecord, key=lambda r: keys.tenant_key(r["id"]))
USER = Entity("user", UserRecord, key=lambda r: keys.user_key(r["tenant_id"], r["id"]), indexes=_listed_in("USER"))
EMAIL_CLAIM = Entity("email", EmailClaimRecord, key=lambda r: keys.email_key(r["email"]))
SESSION = Entity("session", SessionRecord, key=lambda r: keys.session_key(r["tenant_id"], r["id"]))
CASE = Entity(
    "case",
    Case,
    key=lambda r: keys.case_key(r["tenant_id"], r["id"]),
    indexes=_case_indexes,
    json_fields=("metadata_json",),
    versioned=True,
)
EVENT = Entity(
    "event",
    EventRecord,
    key=lambda r: keys.event_key(r["tenant_id"], r["id"]),
    indexes=_listed_in("EVENT"),
    json_fields=("data",),
)


# documents: all (GSI1), by case (GSI2), by status (GSI3), by case and status (GSI4) ------------------
_DOCUMENT_INDEXES = {(False, False): "GSI1", (True, False): "GSI2", (False, True): "GSI3", (True, True): "GSI4"}


def document_collection(tenant_id: str, case_id: str | None, status: str | None) -> tuple[str, str]:
    """The GSI and its partition key that list a workspace's documents with these filters (None: no filter)."""
    index = _DOCUMENT_INDEXES[(case_id is not None, status is not None)]
    parts = [*(["CASE", case_id] if case_id else []), *(["STATUS", status] if status else [])]
    return index, keys.collection(tenant_id, "DOC", *parts)


def document_indexes(document: Mapping[str, Any]) -> dict[str, str | None]:
    """Every collection a document is in: all and by status always; by case and by case and status while it
    is on a case (None values while it is on none: the keys to remove when it is detached)."""
    sort = keys.sort_key(document["created_at"], document["id"])
    tid, case_id, status = document["tenant_id"], document.get("case_id"), document["status"]
    out: dict[str, str | None] = {}
    for by_status in (None, status):
        index, partition = document_collection(tid, None, by_status)
        out[f"{index}PK"], out[f"{index}SK"] = partition, sort
        index, partition = document_collection(tid, case_id or "-", by_status)
        out[f"{index}PK"], out[f"{index}SK"] = (partition, sort) if case_id else (None, None)
    return out


def _document_item_indexes(document: Mapping[str, Any]) -> dict[str, str]:
    return {name: value for name, value in document_indexes(document).items() if value is not None}


DOCUMENT = Entity(
    "document",
    DocumentRecord,
    key=lambda r: keys.document_key(r["tenant_id"], r["id"]),
    indexes=_document_item_indexes,
    json_fields=("error", "fields"),
    versioned=True,
)
