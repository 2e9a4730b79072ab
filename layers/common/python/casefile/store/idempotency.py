"""Powertools idempotency records in IdempotencyTable, through the storage layer's DynamoDB client."""

from __future__ import annotations

import threading
from typing import Any

from casefile.settings import get_settings
from casefile.store.aws import client

_local = threading.local()


def persistence_layer(purpose: str | None = None) -> Any:
    """A Powertools DynamoDBPersistenceLayer on IdempotencyTable.

    With a `purpose` (one per use: one IdempotencyConfig, e.g. a worker's name), the layer is built once per
    purpose and thread and reused: Powertools keeps the config of a layer's first use (later configs are
    ignored, hence one layer per purpose), sets the record key prefix on each call (hence one per thread), and
    registers a user-agent hook on the DynamoDB client each time a layer is built (so building one per call
    makes the shared client's hook list grow for the life of the process). Without a purpose, a new layer.
    """
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

    table, dynamodb = get_settings().idempotency_table_name, client("dynamodb")
    if purpose is None:
        return DynamoDBPersistenceLayer(table_name=table, boto3_client=dynamodb)
    cache: dict[tuple[str, str], tuple[Any, Any]] = getattr(_local, "layers", None) or {}
    _local.layers = cache
    found = cache.get((purpose, table))
    if found is None or found[0] is not dynamodb:  # a new client (tests reset them): a new layer
        found = (dynamodb, DynamoDBPersistenceLayer(table_name=table, boto3_client=dynamodb))
        cache[(purpose, table)] = found
    return found[1]
