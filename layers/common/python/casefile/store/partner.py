"""What the Partner API reads and writes beyond the console's stores: a key by its digest, the key with its
workspace, the key's `last_used_at`, and the two lists the console has
no index for (cases by `external_reference`, events of one environment)."""

from __future__ import annotations

import contextlib

from casefile.domain.cases import counter_name
from casefile.store import keys
from casefile.store.dynamo import ConditionFailed, Write
from casefile.store.entities import API_KEY, API_KEY_LOOKUP, CASE, EVENT, WORKSPACE, Record, case_collection
from casefile.store.tables import main_table


def key_by_digest(key_hash: str) -> Record | None:
    """The lookup item of a key's digest (tenant_id, key_id, environment): one GetItem, the only read that does not
    start from a tenant."""
    item = main_table().get(keys.api_key_lookup_key(key_hash))
    return API_KEY_LOOKUP.record(item) if item else None


def key_and_workspace(tenant_id: str, key_id: str) -> tuple[Record | None, Record | None]:
    """The key (read consistently: a revocation counts from the next call) and its workspace, in one BatchGetItem."""
    found = main_table().batch_get([keys.api_key_key(tenant_id, key_id), keys.tenant_key(tenant_id)], consistent=True)
    by_entity = {item.get("entity"): item for item in found}
    key, workspace = by_entity.get(API_KEY.name), by_entity.get(WORKSPACE.name)
    return (API_KEY.record(key) if key else None), (WORKSPACE.record(workspace) if workspace else None)


def touch_last_used(tenant_id: str, key_id: str, used_at: str, previous: str | None) -> None:
    """Set the key's `last_used_at`, on condition that it is still the value read (of concurrent calls, one writes)."""
    write = Write().set(last_used_at=used_at).when_exists()
    if previous:
        write.when_equal(last_used_at=previous)
    else:
        write.when_absent("last_used_at")
    with contextlib.suppress(ConditionFailed):  # another call recorded it first
        main_table().update(keys.api_key_key(tenant_id, key_id), write, return_values="NONE")


def cases_by_reference(
    tenant_id: str, environment: str, external_reference: str | None, page: int, page_size: int
) -> tuple[list[Record], int]:
    """One page of the environment's cases, newest first, those with this `external_reference` only when given,
    and how many match. By reference it reads the environment's list and filters it (no index holds references)."""
    index, partition = case_collection(tenant_id, environment, None)
    table = main_table()
    if external_reference is None:
        counters = table.get(keys.case_counters_key(tenant_id)) or {}
        total = int(counters.get(counter_name(environment, None), 0))
        if (page - 1) * page_size >= total:
            return [], total
        items = table.page(index=index, partition=(f"{index}PK", partition), page=page, page_size=page_size)
        return [CASE.record(item) for item in items], total
    where = {"external_reference": external_reference}
    found, total = table.filtered_page(
        index=index, partition=(f"{index}PK", partition), where=where, page=page, page_size=page_size
    )
    return [CASE.record(item) for item in found], total


def events_of_environment(tenant_id: str, environment: str, page: int, page_size: int) -> tuple[list[Record], int]:
    """One page of the workspace's listed events of one environment, newest first, and how many there are."""
    index, partition = "GSI1", keys.collection(tenant_id, "EVENT")
    found, total = main_table().filtered_page(
        index=index,
        partition=(f"{index}PK", partition),
        where={"environment": environment},
        page=page,
        page_size=page_size,
    )
    return [EVENT.record(item) for item in found], total
