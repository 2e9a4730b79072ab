"""Key shapes of MainTable (docs/data-model.md). Every tenant key starts with TENANT#<tenant id>."""

from __future__ import annotations

from casefile.store.dynamo import Key, key

TENANT_SK = "TENANT"
CASE_COUNTERS_SK = "COUNTER#CASE"


def tenant_pk(tenant_id: str) -> str:
    return f"TENANT#{tenant_id}"


def tenant_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), TENANT_SK)


def user_key(tenant_id: str, user_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"USER#{user_id}")


def session_key(tenant_id: str, session_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"SESSION#{session_id}")


def email_key(email: str) -> Key:
    return key(f"EMAIL#{email.strip().lower()}", "EMAIL")


def case_key(tenant_id: str, case_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"CASE#{case_id}")


def case_counters_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), CASE_COUNTERS_SK)


def usage_key(tenant_id: str, month: str) -> Key:
    return key(tenant_pk(tenant_id), f"USAGE#{month}")


def event_key(tenant_id: str, event_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"EVENT#{event_id}")


def document_key(tenant_id: str, document_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"DOC#{document_id}")


DOCUMENT_COUNTERS_SK = "COUNTER#DOC"


def document_counters_key(tenant_id: str, case_id: str | None = None) -> Key:
    """The workspace's document totals, or (with `case_id`) the totals of the documents on one case."""
    return key(tenant_pk(tenant_id), DOCUMENT_COUNTERS_SK + (f"#CASE#{case_id}" if case_id else ""))


def collection(tenant_id: str, kind: str, *parts: str) -> str:
    """Partition key of a GSI collection, e.g. TENANT#t#CASE#ENV#sandbox."""
    return "#".join([tenant_pk(tenant_id), kind, *parts])


def sort_key(created_at: str, item_id: str) -> str:
    return f"{created_at}#{item_id}"
