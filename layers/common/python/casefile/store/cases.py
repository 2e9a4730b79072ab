"""Case items, their list indexes and counters."""

from __future__ import annotations

import json
from typing import Any

from casefile.domain.cases import counter_name, counter_names
from casefile.store import keys
from casefile.store.dynamo import (
    ConditionFailed,
    Item,
    TransactionCancelled,
    transact,
    tx_check,
    tx_put,
    tx_update,
)
from casefile.store.events import tx_put_event
from casefile.store.tables import main_table

CASE_FIELDS = (
    "id",
    "tenant_id",
    "document_id",
    "applicant_name",
    "applicant_cin",
    "borrower_type",
    "status",
    "priority",
    "score",
    "risk_level",
    "eligible_amount",
    "score_breakdown",
    "ai_insight",
    "decision",
    "decision_at",
    "decision_by",
    "decision_note",
    "assigned_to",
    "environment",
    "external_reference",
    "metadata_json",
    "created_at",
    "updated_at",
)
# JSON objects of free shape are stored as strings: DynamoDB maps cannot hold every JSON value
# (floats need Decimal, empty strings in sets, ...), and they are never queried into.
_JSON_FIELDS = ("metadata_json",)
# One index per combination of list filters: (environment given, status given) -> GSI.
_INDEXES = {(False, False): "GSI1", (True, False): "GSI2", (False, True): "GSI3", (True, True): "GSI4"}


class DocumentMissing(Exception):
    pass


class AllowanceExhausted(Exception):
    pass


class CaseMissing(Exception):
    pass


class AssigneeMissing(Exception):
    pass


def _collection(tenant_id: str, environment: str | None, status: str | None) -> tuple[str, str]:
    """The GSI and partition key that list a workspace's cases with these filters (None: no filter)."""
    index = _INDEXES[(environment is not None, status is not None)]
    parts = [*(["ENV", environment] if environment else []), *(["STATUS", status] if status else [])]
    return index, keys.collection(tenant_id, "CASE", *parts)


def _index_keys(case: dict[str, Any]) -> dict[str, str]:
    """A case appears in all four collections: every filter combination that matches it."""
    sort = keys.sort_key(case["created_at"], case["id"])
    out: dict[str, str] = {}
    for environment in (None, case["environment"]):
        for status in (None, case["status"]):
            index, partition = _collection(case["tenant_id"], environment, status)
            out[f"{index}PK"], out[f"{index}SK"] = partition, sort
    return out


def _encode(case: dict[str, Any]) -> dict[str, Any]:
    out = dict(case)
    for name in _JSON_FIELDS:
        if out.get(name) is not None:
            out[name] = json.dumps(out[name], separators=(",", ":"))
    return out


def to_case(item: Item) -> dict[str, Any]:
    """The Case resource of a stored item (absent attributes are null)."""
    case = {name: item.get(name) for name in CASE_FIELDS}
    for name in _JSON_FIELDS:
        if isinstance(case[name], str):
            case[name] = json.loads(case[name])
    return case


def create(
    case: dict[str, Any],
    event: dict[str, Any],
    *,
    usage_month: str | None = None,
    usage_limit: int = 0,
) -> None:
    """Case + counters + outbox event (+ document check, + Free plan allowance) in one transaction."""
    table = main_table()
    tid = case["tenant_id"]
    counters = counter_names(case["environment"], case["status"])
    ops = [
        tx_put(
            table,
            {
                **keys.case_key(tid, case["id"]),
                "entity": "case",
                "version": 1,
                **_index_keys(case),
                **_encode(case),
            },
            "attribute_not_exists(PK)",
        ),
        tx_update(
            table,
            keys.case_counters_key(tid),
            "ADD " + ", ".join(f"#c{i} :one" for i in range(len(counters))),
            names={f"#c{i}": name for i, name in enumerate(counters)},
            values={":one": 1},
        ),
        tx_put_event(table, event),
    ]
    document_at = usage_at = None
    if case.get("document_id"):
        document_at = len(ops)
        ops.append(tx_check(table, keys.document_key(tid, case["document_id"]), "attribute_exists(PK)"))
    if usage_month:
        usage_at = len(ops)
        ops.append(
            tx_update(
                table,
                keys.usage_key(tid, usage_month),
                "ADD production_cases :one",
                condition="attribute_not_exists(production_cases) OR production_cases < :limit",
                values={":one": 1, ":limit": usage_limit},
            )
        )
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if document_at is not None and exc.failed(document_at):
            raise DocumentMissing() from exc
        if usage_at is not None and exc.failed(usage_at):
            raise AllowanceExhausted() from exc
        raise


def get(tenant_id: str, case_id: str) -> dict[str, Any] | None:
    item = main_table().get(keys.case_key(tenant_id, case_id))
    return to_case(item) if item else None


def count(tenant_id: str, environment: str | None, status: str | None) -> int:
    item = main_table().get(keys.case_counters_key(tenant_id)) or {}
    return int(item.get(counter_name(environment, status), 0))


def list_page(
    tenant_id: str, environment: str | None, status: str | None, page: int, page_size: int
) -> list[dict[str, Any]]:
    """One page, newest first. Earlier pages are skipped with a COUNT query whose LastEvaluatedKey is
    the start of the wanted page, so deep pages cost read capacity but transfer no items."""
    index, partition = _collection(tenant_id, environment, status)
    condition = {
        "index": index,
        "key_condition": "#pk = :pk",
        "names": {"#pk": f"{index}PK"},
        "values": {":pk": partition},
    }
    table = main_table()
    start: dict[str, Any] | None = None
    to_skip = (page - 1) * page_size
    while to_skip > 0:
        _, skipped, start = table.query_page(**condition, limit=to_skip, start_key=start, count_only=True)
        to_skip -= skipped
        if start is None:
            return []
    items: list[dict[str, Any]] = []
    while len(items) < page_size:
        found, _, start = table.query_page(**condition, limit=page_size - len(items), start_key=start)
        items.extend(found)
        if start is None:
            break
    return [to_case(item) for item in items]


def update(
    tenant_id: str,
    case_id: str,
    changes: dict[str, Any],
    updated_at: str,
    *,
    check_assignee: str | None = None,
) -> dict[str, Any]:
    """Change only the given fields (None removes the attribute), bump `version`, return the case.
    With `check_assignee`, the user must exist in the workspace, checked in the same transaction."""
    encoded = _encode(changes)
    sets = [f"#{name} = :{name}" for name, value in encoded.items() if value is not None]
    removes = [f"#{name}" for name, value in encoded.items() if value is None]
    expression = "SET " + ", ".join([*sets, "updated_at = :updated_at", "version = version + :one"])
    if removes:
        expression += " REMOVE " + ", ".join(removes)
    names = {f"#{name}": name for name in encoded}
    values = {f":{name}": value for name, value in encoded.items() if value is not None}
    values.update({":updated_at": updated_at, ":one": 1})
    table = main_table()
    item_key = keys.case_key(tenant_id, case_id)
    if check_assignee is None:
        try:
            item = table.update(item_key, expression, condition="attribute_exists(PK)", names=names, values=values)
        except ConditionFailed as exc:
            raise CaseMissing() from exc
        return to_case(item or {})
    try:
        transact(
            [
                tx_update(table, item_key, expression, condition="attribute_exists(PK)", names=names, values=values),
                tx_check(table, keys.user_key(tenant_id, check_assignee), "attribute_exists(PK)"),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise CaseMissing() from exc
        if exc.failed(1):
            raise AssigneeMissing() from exc
        raise
    found = get(tenant_id, case_id)
    if found is None:  # deleted between the write and the read
        raise CaseMissing()
    return found
