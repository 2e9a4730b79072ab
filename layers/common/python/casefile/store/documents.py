"""Document items, their list indexes and counters. Every write of a document goes through this module: its
creation, each status move (`transition`), attaching it to a case and detaching it. Each is one transaction
with the counters it moves and the outbox events that report it, conditioned on what was read."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from casefile.store import keys
from casefile.store.dynamo import TransactionCancelled, Write, transact, tx_check, tx_put, tx_update
from casefile.store.entities import CASE, DOCUMENT, Record, document_collection, document_indexes
from casefile.store.events import outbox_writes
from casefile.store.tables import main_table

TOTAL = "total"


class DocumentMissing(Exception):
    pass


class CaseMissing(Exception):
    pass


class VersionConflict(Exception):
    """The document is no longer in the status, version or case the caller read: someone changed it first."""


def counter_name(status: str | None) -> str:
    """The attribute of a counters item that totals the documents with this status (None: all of them)."""
    return f"status#{status}" if status else TOTAL


def counter_moves(from_status: str | None, to_status: str | None) -> dict[str, int]:
    """Counter deltas of a document leaving `from_status` for `to_status` (None: it arrives / leaves)."""
    moves: dict[str, int] = {}
    if from_status is None:
        moves[TOTAL] = 1
    if to_status is None:
        moves[TOTAL] = -1
    if from_status != to_status:
        if from_status:
            moves[counter_name(from_status)] = -1
        if to_status:
            moves[counter_name(to_status)] = 1
    return moves


def _events(events: Sequence[Record]) -> list[dict]:
    return outbox_writes(events)


def create(document: Record, events: Sequence[Record]) -> None:
    """Document + workspace counters (+ the case's counters and the case's existence when it is created on a
    case) + outbox events, in one transaction."""
    table, tid = main_table(), document["tenant_id"]
    moves = counter_moves(None, document["status"])
    ops = [
        tx_put(table, DOCUMENT.item(document), Write().when_absent()),
        tx_update(table, keys.document_counters_key(tid), Write().add(**moves)),
        *_events(events),
    ]
    case_at = None
    if document.get("case_id"):
        case_at = len(ops)
        ops.append(tx_check(table, keys.case_key(tid, document["case_id"]), Write().when_exists()))
        ops.append(tx_update(table, keys.document_counters_key(tid, document["case_id"]), Write().add(**moves)))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if case_at is not None and exc.failed(case_at):
            raise CaseMissing() from exc
        raise


def get(tenant_id: str, document_id: str, *, consistent: bool = False) -> Record | None:
    """The document record (with `version`), or None."""
    item = main_table().get(keys.document_key(tenant_id, document_id), consistent=consistent)
    return DOCUMENT.record(item) if item else None


def count(tenant_id: str, case_id: str | None, status: str | None) -> int:
    item = main_table().get(keys.document_counters_key(tenant_id, case_id)) or {}
    return int(item.get(counter_name(status), 0))


def list_page(tenant_id: str, case_id: str | None, status: str | None, page: int, page_size: int) -> list[Record]:
    """One page, newest first (earlier pages skipped with COUNT queries, as for cases)."""
    index, partition = document_collection(tenant_id, case_id, status)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [DOCUMENT.record(item) for item in items]


def on_case(tenant_id: str, case_id: str, *, limit: int = 1000) -> list[Record]:
    """The documents attached to a case, newest first (one Query per 1 MB of items)."""
    index, partition = document_collection(tenant_id, case_id, None)
    table = main_table()
    items: list[dict[str, Any]] = []
    start: dict[str, Any] | None = None
    while len(items) < limit:
        found, _, start = table.query_page(
            index=index, partition=(f"{index}PK", partition), limit=limit - len(items), start_key=start
        )
        items.extend(found)
        if start is None:
            break
    return [DOCUMENT.record(item) for item in items]


def _status_indexes(document: Record) -> dict[str, Any]:
    return {name: value for name, value in document_indexes(document).items() if name[:4] in ("GSI3", "GSI4")}


def transition(
    document: Record, to_status: str, changes: dict[str, Any], updated_at: str, *, events: Sequence[Record] = ()
) -> Record:
    """Move a document (as read, with its `version`) to `to_status` with `changes`: the item, its status
    index keys, the workspace's and its case's status counters and the outbox events, in one transaction
    conditioned on the status and version read (else VersionConflict, or DocumentMissing)."""
    table, tid, from_status = main_table(), document["tenant_id"], document["status"]
    moved = {**document, **changes, "status": to_status, "updated_at": updated_at}
    write = DOCUMENT.versioned_changes({**changes, "status": to_status, "updated_at": updated_at}, document["version"])
    write.when_equal(status=from_status).set(**_status_indexes(moved))
    ops = [tx_update(table, keys.document_key(tid, document["id"]), write)]
    moves = counter_moves(from_status, to_status)
    if moves:
        ops.append(tx_update(table, keys.document_counters_key(tid), Write().add(**moves)))
        if document.get("case_id"):
            ops.append(tx_update(table, keys.document_counters_key(tid, document["case_id"]), Write().add(**moves)))
    ops.extend(_events(events))
    _run(ops, tid, document["id"])
    return {**moved, "version": document["version"] + 1}


def attach_ops(document: Record, case_id: str, updated_at: str) -> list[dict]:
    """The writes that put a document (as read, on no case) on `case_id`: its case and case index keys, and
    the case's document counters. Used alone (`attach`) and inside a case's creation."""
    table, tid = main_table(), document["tenant_id"]
    attached = {**document, "case_id": case_id}
    write = DOCUMENT.versioned_changes({"case_id": case_id, "updated_at": updated_at}, document["version"])
    case_keys = {k: v for k, v in document_indexes(attached).items() if k[:4] in ("GSI2", "GSI4")}
    write.when_absent("case_id").when_equal(status=document["status"]).set(**case_keys)
    moves = counter_moves(None, document["status"])
    return [
        tx_update(table, keys.document_key(tid, document["id"]), write),
        tx_update(table, keys.document_counters_key(tid, case_id), Write().add(**moves)),
    ]


def attach(document: Record, case_id: str, updated_at: str, *, events: Sequence[Record] = ()) -> Record:
    """Put a document on a case that must exist (else CaseMissing), in one transaction with its events."""
    table, tid = main_table(), document["tenant_id"]
    ops = [
        *attach_ops(document, case_id, updated_at),
        tx_check(table, keys.case_key(tid, case_id), Write().when_exists()),
        *_events(events),
    ]
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(2):
            raise CaseMissing() from exc
        if exc.failed(0):
            raise _why_not_written(tid, document["id"]) from exc
        raise
    return {**document, "case_id": case_id, "updated_at": updated_at, "version": document["version"] + 1}


def detach(
    document: Record,
    case: Record,
    updated_at: str,
    *,
    events: Sequence[Record] = (),
) -> None:
    """Take a document (as read) off `case` and keep it: its case and case index keys go, the case's counters
    drop, and the case's `document_id` is cleared when it named this document; one transaction."""
    table, tid, case_id = main_table(), document["tenant_id"], case["id"]
    write = DOCUMENT.versioned_changes({"case_id": None, "updated_at": updated_at}, document["version"])
    write.when_equal(case_id=case_id).remove("GSI2PK", "GSI2SK", "GSI4PK", "GSI4SK")
    ops = [
        tx_update(table, keys.document_key(tid, document["id"]), write),
        tx_update(
            table, keys.document_counters_key(tid, case_id), Write().add(**counter_moves(document["status"], None))
        ),
    ]
    if case.get("document_id") == document["id"]:
        unlink = CASE.versioned_changes({"document_id": None, "updated_at": updated_at}, None)
        ops.append(tx_update(table, keys.case_key(tid, case_id), unlink.when_equal(document_id=document["id"])))
    ops.extend(_events(events))
    _run(ops, tid, document["id"])


def _run(ops: list[dict], tenant_id: str, document_id: str) -> None:
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise _why_not_written(tenant_id, document_id) from exc
        if any(exc.failed(i) for i in range(1, len(ops))):
            raise VersionConflict() from exc
        raise


def _why_not_written(tenant_id: str, document_id: str) -> Exception:
    return VersionConflict() if get(tenant_id, document_id, consistent=True) else DocumentMissing()
