"""Case items, their list indexes and counters. Every write of a case goes through this module, and every
status change through `transition()`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from casefile.domain.cases import counter_moves, counter_name
from casefile.store import keys
from casefile.store.dynamo import ConditionFailed, TransactionCancelled, Write, transact, tx_check, tx_put, tx_update
from casefile.store.entities import (
    CASE,
    Record,
    case_collection,
    case_lookup,
    case_lookup_write,
    case_status_indexes,
)
from casefile.store.events import outbox_writes
from casefile.store.tables import main_table


class DocumentMissing(Exception):
    pass


class DocumentChanged(Exception):
    """The document to attach was changed (attached, moved) since it was read."""


class AllowanceExhausted(Exception):
    pass


class CaseMissing(Exception):
    pass


class AssigneeMissing(Exception):
    pass


class VersionConflict(Exception):
    """The case is no longer in the status or version the caller read: someone else changed it first."""


def create(
    case: Record,
    event: Record,
    *,
    usage_month: str | None = None,
    usage_limit: int = 0,
    document_ops: Sequence[dict] = (),
    more_events: Sequence[Record] = (),
) -> None:
    """Case + counters + outbox events (+ the linked document: `document_ops` attach it (store.documents.
    attach_ops), else a check that it exists; + Free plan allowance) in one transaction."""
    table = main_table()
    tid = case["tenant_id"]
    counters = Write().add(**counter_moves(case["environment"], None, case["status"]))
    ops = [
        tx_put(table, CASE.item(case), Write().when_absent()),
        tx_update(table, keys.case_counters_key(tid), counters),
        *outbox_writes([event, *more_events]),
    ]
    document_at = usage_at = None
    if document_ops:
        document_at = len(ops)
        ops.extend(document_ops)
    elif case.get("document_id"):
        document_at = len(ops)
        ops.append(tx_check(table, keys.document_key(tid, case["document_id"]), Write().when_exists()))
    if usage_month:
        usage_at = len(ops)
        allowance = Write().add(production_cases=1).when_below("production_cases", usage_limit)
        ops.append(tx_update(table, keys.usage_key(tid, usage_month), allowance))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if document_at is not None and exc.failed(document_at):
            if document_ops and main_table().get(keys.document_key(tid, case["document_id"]), consistent=True):
                raise DocumentChanged() from exc
            raise DocumentMissing() from exc
        if usage_at is not None and exc.failed(usage_at):
            raise AllowanceExhausted() from exc
        raise


def get(tenant_id: str, case_id: str, *, consistent: bool = False) -> Record | None:
    """The case record (the Case resource's fields plus `version`), or None."""
    item = main_table().get(keys.case_key(tenant_id, case_id), consistent=consistent)
    return CASE.record(item) if item else None


def count(tenant_id: str, environment: str | None, status: str | None) -> int:
    item = main_table().get(keys.case_counters_key(tenant_id)) or {}
    return int(item.get(counter_name(environment, status), 0))


def list_page(tenant_id: str, environment: str | None, status: str | None, page: int, page_size: int) -> list[Record]:
    """One page, newest first. Earlier pages are skipped with a COUNT query whose LastEvaluatedKey is
    the start of the wanted page, so deep pages cost read capacity but transfer no items."""
    index, partition = case_collection(tenant_id, environment, status)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [CASE.record(item) for item in items]


def lookup_page(
    tenant_id: str, field: str, value: str, where: dict[str, Any], page: int, page_size: int
) -> tuple[list[Record], int]:
    """One page of the cases whose `field` (assigned_to, applicant_cin, needs_review) is `value` and that are
    equal on `where` (environment, status, assigned_to), newest first, and how many match."""
    index, partition = case_lookup(tenant_id, field, value)
    items, total = main_table().filtered_page(
        index=index, partition=(f"{index}PK", partition), where=where, page=page, page_size=page_size
    )
    return [CASE.record(item) for item in items], total


def update(
    tenant_id: str,
    case_id: str,
    changes: dict[str, Any],
    updated_at: str,
    *,
    expected_version: int | None,
    check_assignee: str | None = None,
    events: Sequence[Record] = (),
) -> Record:
    """Change only the given fields (None removes the attribute) and bump `version`; return the case.
    With `expected_version`, the case must still have that version (else VersionConflict); None means the
    caller read nothing that the change depends on. With `check_assignee`, the user must exist in the
    workspace, checked in the same transaction. Status changes go through `transition()` instead."""
    if "status" in changes:
        raise ValueError("status changes go through store.cases.transition()")
    write = CASE.versioned_changes({**changes, "updated_at": updated_at}, expected_version)
    case_lookup_write(tenant_id, changes, write)
    table = main_table()
    item_key = keys.case_key(tenant_id, case_id)
    if check_assignee is None and not events:
        try:
            item = table.update(item_key, write)
        except ConditionFailed as exc:
            raise _why_not_written(tenant_id, case_id) from exc
        return CASE.record(item or {})
    ops = [tx_update(table, item_key, write), *outbox_writes(events)]
    assignee_at = len(ops)
    if check_assignee is not None:
        ops.append(tx_check(table, keys.user_key(tenant_id, check_assignee), Write().when_exists()))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise _why_not_written(tenant_id, case_id) from exc
        if check_assignee is not None and exc.failed(assignee_at):
            raise AssigneeMissing() from exc
        raise
    found = get(tenant_id, case_id, consistent=True)
    if found is None:
        raise CaseMissing()
    return found


def transition(
    case: Record,
    to_status: str,
    changes: dict[str, Any],
    updated_at: str,
    *,
    events: Sequence[Record] = (),
) -> Record:
    """Move a case (as read, with its `version`) to `to_status` in one transaction: the case's fields and
    status, its status index keys, the status counters (one less for the old status, one more for the
    new), and the outbox events reporting the change. Conditioned on the status and version that were
    read: a concurrent change makes it a VersionConflict, never a silent overwrite. Returns the new record."""
    tid, environment, from_status = case["tenant_id"], case["environment"], case["status"]
    moved = {**case, **changes, "status": to_status, "updated_at": updated_at}
    write = CASE.versioned_changes({**changes, "status": to_status, "updated_at": updated_at}, case["version"])
    write.when_equal(status=from_status).set(**case_status_indexes(moved))
    case_lookup_write(tid, changes, write)
    ops = [tx_update(main_table(), keys.case_key(tid, case["id"]), write)]
    moves = counter_moves(environment, from_status, to_status)
    if moves:
        ops.append(tx_update(main_table(), keys.case_counters_key(tid), Write().add(**moves)))
    if events:
        ops.extend(outbox_writes(events))
    try:
        transact(ops)
    except TransactionCancelled as exc:
        if exc.failed(0):
            raise _why_not_written(tid, case["id"]) from exc
        raise
    return {**moved, "version": case["version"] + 1}


def _why_not_written(tenant_id: str, case_id: str) -> Exception:
    """A case write whose condition failed: the case is gone, or it changed since it was read."""
    return VersionConflict() if get(tenant_id, case_id, consistent=True) else CaseMissing()
