"""Powertools idempotency records in IdempotencyTable, through the storage layer's DynamoDB client."""

from __future__ import annotations

from typing import Any

from casefile.settings import get_settings
from casefile.store.aws import client


def persistence_layer() -> Any:
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

    return DynamoDBPersistenceLayer(table_name=get_settings().idempotency_table_name, boto3_client=client("dynamodb"))
