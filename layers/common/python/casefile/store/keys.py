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


def mfa_challenge_key(tenant_id: str, challenge_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"MFA#{challenge_id}")


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


def api_key_key(tenant_id: str, key_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"APIKEY#{key_id}")


def api_key_counters_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), "COUNTER#APIKEY")


def api_key_lookup_key(key_hash: str) -> Key:
    """The one API key item whose key does not start with the tenant: the Partner API finds a key by digest."""
    return key(f"APIKEY#{key_hash}", "APIKEY")


DOCUMENT_COUNTERS_SK = "COUNTER#DOC"


def document_counters_key(tenant_id: str, case_id: str | None = None) -> Key:
    """The workspace's document totals, or (with `case_id`) the totals of the documents on one case."""
    return key(tenant_pk(tenant_id), DOCUMENT_COUNTERS_SK + (f"#CASE#{case_id}" if case_id else ""))


def collection(tenant_id: str, kind: str, *parts: str) -> str:
    """Partition key of a GSI collection, e.g. TENANT#t#CASE#ENV#sandbox."""
    return "#".join([tenant_pk(tenant_id), kind, *parts])


def sort_key(created_at: str, item_id: str) -> str:
    return f"{created_at}#{item_id}"


def flow_key(tenant_id: str, flow_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"FLOW#{flow_id}")


def flow_versions_pk(tenant_id: str, flow_id: str) -> str:
    """Partition of a flow's published versions (one Query lists or deletes them)."""
    return f"{tenant_pk(tenant_id)}#FLOW#{flow_id}"


def flow_version_key(tenant_id: str, flow_id: str, version: int) -> Key:
    return key(flow_versions_pk(tenant_id, flow_id), f"VERSION#{version:08d}")


def flow_counters_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), "COUNTER#FLOW")


def kyc_policy_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), "KYC_POLICY")


def bank_connection_key(tenant_id: str, connection_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"BANK#{connection_id}")


def bank_counters_key(tenant_id: str) -> Key:
    """Totals of the workspace's bank connections: `total`, `env#<env>`."""
    return key(tenant_pk(tenant_id), "COUNTER#BANK")


def bank_case_counters_key(tenant_id: str, case_id: str) -> Key:
    """Totals of one case's bank connections (`total`, `env#<env>`): an item per case, so that the
    workspace's counters item does not grow with the number of cases."""
    return key(tenant_pk(tenant_id), f"COUNTER#BANK#CASE#{case_id}")


def event_counters_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), "COUNTER#EVENT")


def webhook_key(tenant_id: str, endpoint_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"WEBHOOK#{endpoint_id}")


def webhook_counters_key(tenant_id: str) -> Key:
    return key(tenant_pk(tenant_id), "COUNTER#WEBHOOK")


def delivery_key(tenant_id: str, delivery_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"DELIVERY#{delivery_id}")


def shard_of(item_id: str, shards: int) -> int:
    """A stable shard number of a UUID string (spreads one index's writes over `shards` partitions)."""
    return int(item_id.replace("-", "")[-8:], 16) % shards


# scoring policies (docs/scoring.md) ----------------------------------------------------------------------
def policy_key(tenant_id: str, policy_id: str) -> Key:
    return key(tenant_pk(tenant_id), f"POLICY#{policy_id}")


def policy_versions_pk(tenant_id: str, policy_id: str) -> str:
    """Partition of a policy's versions (each change writes one; they outlive the policy)."""
    return f"{tenant_pk(tenant_id)}#POLICY#{policy_id}"


def policy_version_key(tenant_id: str, policy_id: str, version: int) -> Key:
    return key(policy_versions_pk(tenant_id, policy_id), f"VERSION#{version:08d}")


def active_policy_key(tenant_id: str, path: str) -> Key:
    """The per-path pointer to the active policy: every activation switches it under a condition."""
    return key(tenant_pk(tenant_id), f"POLICY_ACTIVE#{path}")


def policy_counters_key(tenant_id: str) -> Key:
    """Totals of the workspace's policies: `total`, `path#<path>`; `seeded` once the default policy exists."""
    return key(tenant_pk(tenant_id), "COUNTER#POLICY")
