"""`python -m bench.moto`: DynamoDB transactions on a big table in the local stack's moto.

moto's TransactWriteItems copies the whole table for each transaction (tens of milliseconds at a few thousand
items); the local stack patches it to copy only the items a transaction touches (`local.moto_server.
patch_transactions`). This prints the milliseconds per transaction on a table of 4,000 items, moto as it is, then
patched. It was a timing assertion of tests/e2e/test_local_moto.py; the tests keep the behaviour (rollback,
concurrency), the timing lives here.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

BIG_TABLE_ITEMS = 4000
TRANSACTIONS = 100


def key(pk: str) -> dict[str, Any]:
    return {"PK": {"S": pk}, "SK": {"S": "A"}}


def per_transaction_ms(dynamodb: Any, table: str, tag: str, count: int) -> list[float]:
    times = []
    for n in range(count):
        started = time.perf_counter()
        dynamodb.transact_write_items(
            TransactItems=[
                {
                    "Put": {
                        "TableName": table,
                        "Item": key(f"{tag}-{n}"),
                        "ConditionExpression": "attribute_not_exists(PK)",
                    }
                },
                {
                    "Update": {
                        "TableName": table,
                        "Key": key(f"counter-{tag}"),
                        "UpdateExpression": "ADD n :one",
                        "ExpressionAttributeValues": {":one": {"N": "1"}},
                    }
                },
            ]
        )
        times.append((time.perf_counter() - started) * 1000)
    counted = dynamodb.get_item(TableName=table, Key=key(f"counter-{tag}"))["Item"]["n"]
    assert counted == {"N": str(count)}, counted
    return times


def main() -> None:
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"}.items():
        os.environ.setdefault(name, value)
    import boto3
    from moto import mock_aws

    from local.moto_server import patch_transactions

    with mock_aws():
        dynamodb = boto3.client("dynamodb", region_name="us-east-1")
        table = "bench-moto"
        dynamodb.create_table(
            TableName=table,
            KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            AttributeDefinitions=[
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
            BillingMode="PAY_PER_REQUEST",
        )
        for start in range(0, BIG_TABLE_ITEMS, 25):
            items = [
                {"PutRequest": {"Item": {**key(f"case-{n}"), "pad": {"S": "x" * 200}}}}
                for n in range(start, start + 25)
            ]
            dynamodb.batch_write_item(RequestItems={table: items})
        print(f"TransactWriteItems (a Put and an Update) one after another, table of {BIG_TABLE_ITEMS:,} items:")
        # moto as it is: 10 (each copies the whole table); then patched as the local stack runs it
        for label, patch, count in (
            ("moto as it is", None, 10),
            ("patched (local stack)", patch_transactions, TRANSACTIONS),
        ):
            if patch is not None:
                patch()
            times = sorted(per_transaction_ms(dynamodb, table, label.split()[0], count))
            p50, p95 = statistics.median(times), times[int(0.95 * len(times)) - 1]
            print(f"  {label:<22} {count:>3} transactions  p50 {p50:7.1f} ms  p95 {p95:7.1f} ms")


if __name__ == "__main__":
    main()
