"""API key items, their lookup items by digest, their list indexes and counters."""

from __future__ import annotations

from casefile.domain.api_keys import KeyStatus, counter_moves, counter_name
from casefile.store import keys
from casefile.store.dynamo import ConditionFailed, TransactionCancelled, Write, transact, tx_put, tx_update
from casefile.store.entities import API_KEY, API_KEY_LOOKUP, Record, api_key_collection
from casefile.store.tables import main_table


class DigestTaken(Exception):
    """Another key already has this digest (a collision of 256-bit random keys: in practice, never)."""


class KeyMissing(Exception):
    pass


def create(record: Record) -> None:
    """The key, its lookup item by digest and the list counters, in one transaction. The lookup item is written
    only where none exists: a digest names one key, always."""
    table = main_table()
    counters = Write().add(**counter_moves(record["environment"]))
    lookup = {
        "key_hash": record["key_hash"],
        "tenant_id": record["tenant_id"],
        "key_id": record["id"],
        "environment": record["environment"],
    }
    try:
        transact(
            [
                tx_put(table, API_KEY.item(record), Write().when_absent()),
                tx_put(table, API_KEY_LOOKUP.item(lookup), Write().when_absent()),
                tx_update(table, keys.api_key_counters_key(record["tenant_id"]), counters),
            ]
        )
    except TransactionCancelled as exc:
        if exc.failed(1):
            raise DigestTaken() from exc
        raise


def get(tenant_id: str, key_id: str, *, consistent: bool = False) -> Record | None:
    item = main_table().get(keys.api_key_key(tenant_id, key_id), consistent=consistent)
    return API_KEY.record(item) if item else None


def count(tenant_id: str, environment: str | None) -> int:
    item = main_table().get(keys.api_key_counters_key(tenant_id)) or {}
    return int(item.get(counter_name(environment), 0))


def list_page(tenant_id: str, environment: str | None, page: int, page_size: int) -> list[Record]:
    """One page, newest first; earlier pages are skipped with COUNT queries (no items transferred)."""
    index, partition = api_key_collection(tenant_id, environment)
    items = main_table().page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
    return [API_KEY.record(item) for item in items]


def revoke(tenant_id: str, key_id: str, revoked_at: str) -> Record:
    """Mark an active key revoked (one conditional write: it must exist and still be active). A key that is
    already revoked is returned as it is, its first revocation time kept. KeyMissing when there is none."""
    changes = {"status": KeyStatus.REVOKED.value, "revoked_at": revoked_at, "updated_at": revoked_at}
    write = API_KEY.versioned_changes(changes, None)
    write.when_equal(status=KeyStatus.ACTIVE.value)
    try:
        item = main_table().update(keys.api_key_key(tenant_id, key_id), write)
    except ConditionFailed:
        found = get(tenant_id, key_id, consistent=True)
        if found is None:
            raise KeyMissing() from None
        return found
    return API_KEY.record(item or {})
