"""Bank connection items, their list indexes and counters (docs/data-model.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import ConditionFailed, TransactionCancelled, Write, transact, tx_check, tx_put, tx_update
from casefile.store.entities import BANK_CONNECTION, Record, bank_collection
from casefile.store.events import outbox_writes
from casefile.store.tables import main_table


class CaseMissing(Exception):
    pass


class ConnectionMissing(Exception):
    pass


class NotConnected(Exception):
    """The connection is no longer `connected` (disconnected by another request meanwhile)."""


def _counter_moves(environment: str) -> dict[str, int]:
    return {"total": 1, f"env#{environment}": 1}


def _counter_name(environment: str | None) -> str:
    return f"env#{environment}" if environment else "total"


def create(connection: Record, events: Sequence[Record] = ()) -> None:
    """The connection, the workspace's and the case's counters, a check that the case still exists and the
    events (the case's timeline): one transaction."""
    table = main_table()
    tid, case_id = connection["tenant_id"], connection["case_id"]
    moves = _counter_moves(connection["environment"])
    try:
        transact(
            [
                tx_put(table, BANK_CONNECTION.item(connection), Write().when_absent()),
                tx_update(table, keys.bank_counters_key(tid), Write().add(**moves)),
                tx_update(table, keys.bank_case_counters_key(tid, case_id), Write().add(**moves)),
                tx_check(table, keys.case_key(tid, case_id), Write().when_exists()),
                *outbox_writes(events),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(3):
            raise CaseMissing() from exc
        raise


def get(tenant_id: str, connection_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.bank_connection_key(tenant_id, connection_id), consistent=consistent)
    return BANK_CONNECTION.record(item) if item else None


def count(tenant_id: str, environment: str | None, case_id: str | None) -> int:
    counters = keys.bank_case_counters_key(tenant_id, case_id) if case_id else keys.bank_counters_key(tenant_id)
    item = main_table().get(counters) or {}
    return int(item.get(_counter_name(environment), 0))


def list_page(tenant_id: str, environment: str | None, case_id: str | None, page: int, page_size: int) -> list[Record]:
    """One page, newest first; earlier pages are skipped with COUNT queries (as cases' lists do)."""
    index, partition = bank_collection(tenant_id, environment, case_id)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [BANK_CONNECTION.record(item) for item in items]


def update(
    tenant_id: str, connection_id: str, changes: dict[str, Any], *, expected_status: str | None = None
) -> Record:
    """Change fields (and bump `version`) of an existing connection, still in `expected_status` when given."""
    write = BANK_CONNECTION.versioned_changes(changes, None)
    if expected_status is not None:
        write.when_equal(status=expected_status)
    try:
        item = main_table().update(keys.bank_connection_key(tenant_id, connection_id), write)
    except ConditionFailed as exc:
        if get(tenant_id, connection_id, consistent=True) is None:
            raise ConnectionMissing() from exc
        raise NotConnected() from exc
    return BANK_CONNECTION.record(item or {})
