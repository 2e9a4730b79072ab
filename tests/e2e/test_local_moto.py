"""The local stack's moto server (local/moto_server.py): transactions copy only what they touch and roll
back exactly, and concurrent DynamoDB calls do not break each other. What a transaction costs on a big table is a
benchmark: `python -m bench.moto`."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import boto3
import pytest
from botocore.config import Config


@pytest.fixture(scope="module")
def dynamodb(stack: Any) -> Any:
    return boto3.client(
        "dynamodb",
        endpoint_url=stack.endpoint_url,
        region_name=stack.region,
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
        config=Config(retries={"max_attempts": 1}, max_pool_connections=30),
    )


@pytest.fixture
def table(dynamodb: Any) -> Iterator[str]:
    name = f"moto-test-{secrets.token_hex(4)}"
    dynamodb.create_table(
        TableName=name,
        KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    yield name
    dynamodb.delete_table(TableName=name)


def key(pk: str, sk: str = "A") -> dict[str, Any]:
    return {"PK": {"S": pk}, "SK": {"S": sk}}


def table_with_index(dynamodb: Any, prefix: str) -> str:
    """A new table keyed PK/SK with one index GSI1 on GPK/GSK (all attributes projected); its name."""
    name = f"{prefix}-{secrets.token_hex(4)}"
    attributes = [{"AttributeName": a, "AttributeType": "S"} for a in ("PK", "SK", "GPK", "GSK")]
    dynamodb.create_table(
        TableName=name,
        KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        AttributeDefinitions=attributes,
        BillingMode="PAY_PER_REQUEST",
        GlobalSecondaryIndexes=[
            {
                "IndexName": "GSI1",
                "KeySchema": [
                    {"AttributeName": "GPK", "KeyType": "HASH"},
                    {"AttributeName": "GSK", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    return name


def test_a_cancelled_transaction_leaves_every_item_as_it_was(dynamodb: Any, table: str) -> None:
    # Given a counter at 5 and an item that exists
    dynamodb.put_item(TableName=table, Item={**key("counter"), "n": {"N": "5"}})
    dynamodb.put_item(TableName=table, Item={**key("taken"), "v": {"S": "first"}})

    # When a transaction adds to the counter, creates a new item, then fails its condition on the third
    with pytest.raises(dynamodb.exceptions.TransactionCanceledException):
        dynamodb.transact_write_items(
            TransactItems=[
                {
                    "Update": {
                        "TableName": table,
                        "Key": key("counter"),
                        "UpdateExpression": "ADD n :one",
                        "ExpressionAttributeValues": {":one": {"N": "1"}},
                    }
                },
                {"Put": {"TableName": table, "Item": {**key("new"), "v": {"S": "x"}}}},
                {
                    "Put": {
                        "TableName": table,
                        "Item": {**key("taken"), "v": {"S": "second"}},
                        "ConditionExpression": "attribute_not_exists(PK)",
                    }
                },
            ]
        )

    # Then nothing it wrote is left
    assert dynamodb.get_item(TableName=table, Key=key("counter"))["Item"]["n"] == {"N": "5"}
    assert "Item" not in dynamodb.get_item(TableName=table, Key=key("new"))
    assert dynamodb.get_item(TableName=table, Key=key("taken"))["Item"]["v"] == {"S": "first"}


def test_concurrent_transactions_and_queries_all_succeed(dynamodb: Any, table: str) -> None:
    def write(n: int) -> None:
        dynamodb.transact_write_items(
            TransactItems=[
                {"Put": {"TableName": table, "Item": key("items", f"{n:04}")}},
                {
                    "Update": {
                        "TableName": table,
                        "Key": key("counter"),
                        "UpdateExpression": "ADD n :one",
                        "ExpressionAttributeValues": {":one": {"N": "1"}},
                    }
                },
            ]
        )

    def read(_: int) -> None:
        dynamodb.query(
            TableName=table,
            KeyConditionExpression="PK = :pk",
            ExpressionAttributeValues={":pk": {"S": "items"}},
        )

    with ThreadPoolExecutor(max_workers=20) as pool:
        writes = [pool.submit(write, n) for n in range(100)]
        reads = [pool.submit(read, n) for n in range(100)]
        errors = [f.exception() for f in writes + reads if f.exception() is not None]

    assert errors == []
    assert dynamodb.get_item(TableName=table, Key=key("counter"))["Item"]["n"] == {"N": "100"}
    listed = dynamodb.query(
        TableName=table, KeyConditionExpression="PK = :pk", ExpressionAttributeValues={":pk": {"S": "items"}}
    )
    assert listed["Count"] == 100


def test_index_queries_follow_every_write(dynamodb: Any) -> None:
    # Given a table with an index, and items in two index partitions
    name = table_with_index(dynamodb, "moto-index")

    def listed(partition: str) -> list[str]:
        found = dynamodb.query(
            TableName=name,
            IndexName="GSI1",
            KeyConditionExpression="GPK = :p",
            ExpressionAttributeValues={":p": {"S": partition}},
            ScanIndexForward=False,
        )
        return [item["SK"]["S"] for item in found["Items"]]

    for n in range(6):
        item = {**key("T", f"c{n}"), "GPK": {"S": "new" if n % 2 else "scored"}, "GSK": {"S": f"{n:03}"}}
        dynamodb.put_item(TableName=name, Item=item)
    dynamodb.put_item(TableName=name, Item=key("T", "counters"))  # in no index partition
    assert listed("new") == ["c5", "c3", "c1"]

    # When one item moves to the other partition, one is deleted and one is added in a transaction
    dynamodb.update_item(
        TableName=name,
        Key=key("T", "c3"),
        UpdateExpression="SET GPK = :p",
        ExpressionAttributeValues={":p": {"S": "scored"}},
    )
    dynamodb.delete_item(TableName=name, Key=key("T", "c0"))
    dynamodb.transact_write_items(
        TransactItems=[
            {"Put": {"TableName": name, "Item": {**key("T", "c9"), "GPK": {"S": "new"}, "GSK": {"S": "009"}}}}
        ]
    )

    # Then each index query sees exactly the current items, in index order
    assert listed("new") == ["c9", "c5", "c1"]
    assert listed("scored") == ["c4", "c3", "c2"]
    dynamodb.delete_table(TableName=name)


def test_index_pages_match_the_whole_partition_after_moves_and_a_cancelled_transaction(dynamodb: Any) -> None:
    # Given an index partition of 30 items
    name = table_with_index(dynamodb, "moto-pages")
    for n in range(30):
        item = {**key("T", f"c{n:02}"), "GPK": {"S": "all"}, "GSK": {"S": f"{n:03}"}}
        dynamodb.put_item(TableName=name, Item=item)

    def paged(forward: bool, limit: int) -> list[str]:
        seen: list[str] = []
        start: dict[str, Any] | None = None
        while True:
            extra = {"ExclusiveStartKey": start} if start else {}
            found = dynamodb.query(
                TableName=name,
                IndexName="GSI1",
                KeyConditionExpression="GPK = :p",
                ExpressionAttributeValues={":p": {"S": "all"}},
                ScanIndexForward=forward,
                Limit=limit,
                **extra,
            )
            seen += [item["SK"]["S"] for item in found["Items"]]
            start = found.get("LastEvaluatedKey")
            if not start:
                return seen

    # When one item's sort key moves to the front and a transaction that would add one is cancelled
    dynamodb.update_item(
        TableName=name,
        Key=key("T", "c17"),
        UpdateExpression="SET GSK = :s",
        ExpressionAttributeValues={":s": {"S": "999"}},
    )
    with pytest.raises(dynamodb.exceptions.TransactionCanceledException):
        dynamodb.transact_write_items(
            TransactItems=[
                {"Put": {"TableName": name, "Item": {**key("T", "c99"), "GPK": {"S": "all"}, "GSK": {"S": "500"}}}},
                {
                    "ConditionCheck": {
                        "TableName": name,
                        "Key": key("T", "c00"),
                        "ConditionExpression": "attribute_not_exists(PK)",
                    }
                },
            ]
        )

    # Then every page size, in both orders, walks exactly the current items in index order
    expected = [f"c{n:02}" for n in range(30) if n != 17] + ["c17"]
    for limit in (1, 7, 30, 50):
        assert paged(True, limit) == expected
        assert paged(False, limit) == expected[::-1]
    dynamodb.delete_table(TableName=name)
