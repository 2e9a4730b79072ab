"""The local stack's changes to moto (local/moto_server.py) answer as moto ships it: the same calls, made to the
stack's moto server and to moto's in-process mock_aws (which this process never patches), get the same answers.

Index queries (one sorted partition instead of the whole table), item responses (written without moto's shape
walk), items built and update expressions parsed once, SQS receives and deletes (no walk of the queue per message)
and the kept-alive connections are each checked here against moto as shipped."""

from __future__ import annotations

import http.client
import json
import secrets
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError
from moto import mock_aws

Client = Any
Answers = list[Any]


def _client(service: str, stack: Any | None) -> Client:
    """A client of the stack's moto server, or (stack None) of moto's in-process mock."""
    extra = {"endpoint_url": stack.endpoint_url} if stack is not None else {}
    return boto3.client(
        service,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
        config=Config(retries={"max_attempts": 1}),
        **extra,
    )


def _answer(call: Callable[[], dict[str, Any]]) -> Any:
    """A call's answer without its request metadata, or its error's code and message (and item, if any)."""
    try:
        found = call()
    except ClientError as exc:
        return {"error": exc.response["Error"], "item": exc.response.get("Item")}
    return {k: v for k, v in found.items() if k != "ResponseMetadata"}


def _patched_here() -> list[str]:
    """The local stack's changes found applied to moto in this process (none: mock_aws is moto as shipped)."""
    from moto.core.serialize import BaseJSONSerializer
    from moto.dynamodb.models.dynamo_type import Item
    from moto.dynamodb.models.table import Table
    from moto.sqs.models import SQSBackend

    changed = [
        Table.query,
        Item.__init__,
        BaseJSONSerializer._serialize_type_structure,
        SQSBackend.is_message_valid_based_on_retention_period,
    ]
    return [f.__qualname__ for f in changed if getattr(f, "_casefile_patched", False)]


def _both(stack: Any, service: str, scenario: Callable[[Client, str], Answers]) -> tuple[Answers, Answers]:
    """The scenario's answers from the stack's moto server (on a fresh name) and from moto as shipped."""
    assert _patched_here() == []
    name = f"shipped-{secrets.token_hex(4)}"
    local = scenario(_client(service, stack), name)
    with mock_aws():
        shipped = scenario(_client(service, None), name)
    return local, shipped


def _indexed_table(ddb: Client, name: str) -> None:
    """PK/SK, GSI1 on GPK/GSK, GSI2 on GPK2 alone (no sort key), LSI1 on PK/LSK."""
    ddb.create_table(
        TableName=name,
        KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": a, "AttributeType": "S"} for a in ("PK", "SK", "GPK", "GSK", "GPK2", "LSK")
        ],
        BillingMode="PAY_PER_REQUEST",
        GlobalSecondaryIndexes=[
            {
                "IndexName": "GSI1",
                "KeySchema": [
                    {"AttributeName": "GPK", "KeyType": "HASH"},
                    {"AttributeName": "GSK", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "ALL"},
            },
            {
                "IndexName": "GSI2",
                "KeySchema": [{"AttributeName": "GPK2", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            },
        ],
        LocalSecondaryIndexes=[
            {
                "IndexName": "LSI1",
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "LSK", "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )


def _pages(ddb: Client, **query: Any) -> Answers:
    """Every page of a query, following LastEvaluatedKey."""
    pages: Answers = []
    start = None
    while len(pages) < 200:
        paging = {"ExclusiveStartKey": start} if start else {}
        page = _answer(lambda paging=paging: ddb.query(**query, **paging))
        pages.append(page)
        start = page.get("LastEvaluatedKey")
        if not start:
            break
    return pages


def _index_scenario(ddb: Client, name: str) -> Answers:
    _indexed_table(ddb, name)
    for n in range(40):
        item: dict[str, Any] = {"PK": {"S": f"T{n % 2}"}, "SK": {"S": f"c{n:02}"}, "n": {"N": str(n)}}
        if n % 9 != 0:  # some items in no GSI1 partition
            item["GPK"] = {"S": ["new", "scored", "closed"][n % 3]}
        if n % 7 != 0:  # some have a partition but no sort key: not in GSI1 either
            item["GSK"] = {"S": f"2026-01-{n % 28 + 1:02}T{n:02}"}
        if n % 4:
            item["GPK2"] = {"S": f"lookup{n % 3}"}
        item["LSK"] = {"S": f"{(n * 7) % 40:02}"}
        ddb.put_item(TableName=name, Item=item)
    # moves between partitions, a sort key moved, a deletion, a transaction done and one cancelled
    ddb.update_item(
        TableName=name,
        Key={"PK": {"S": "T1"}, "SK": {"S": "c05"}},
        UpdateExpression="SET GPK = :p, GSK = :s REMOVE GPK2",
        ExpressionAttributeValues={":p": {"S": "new"}, ":s": {"S": "2026-12-31"}},
    )
    ddb.delete_item(TableName=name, Key={"PK": {"S": "T0"}, "SK": {"S": "c10"}})
    ddb.transact_write_items(
        TransactItems=[
            {"Put": {"TableName": name, "Item": {"PK": {"S": "T0"}, "SK": {"S": "c99"}, "GPK": {"S": "new"}}}},
            {
                "Update": {
                    "TableName": name,
                    "Key": {"PK": {"S": "T0"}, "SK": {"S": "c12"}},
                    "UpdateExpression": "SET GSK = :s",
                    "ExpressionAttributeValues": {":s": {"S": "2026-00"}},
                }
            },
        ]
    )
    answers: Answers = [
        _answer(
            lambda: ddb.transact_write_items(
                TransactItems=[
                    {"Put": {"TableName": name, "Item": {"PK": {"S": "T0"}, "SK": {"S": "c98"}, "GPK": {"S": "new"}}}},
                    {
                        "ConditionCheck": {
                            "TableName": name,
                            "Key": {"PK": {"S": "T0"}, "SK": {"S": "c00"}},
                            "ConditionExpression": "attribute_not_exists(PK)",
                        }
                    },
                ]
            )
        )
    ]

    def index(partition: str, condition: str = "", **more: Any) -> dict[str, Any]:
        values = {":p": {"S": partition}, **more.pop("values", {})}
        return {
            "TableName": name,
            "IndexName": "GSI1",
            "KeyConditionExpression": "GPK = :p" + condition,
            "ExpressionAttributeValues": values,
            **more,
        }

    queries: list[dict[str, Any]] = []
    for forward in (True, False):
        for limit in (None, 1, 7, 50):
            extra = {"Limit": limit} if limit else {}
            queries += [index(p, ScanIndexForward=forward, **extra) for p in ("new", "scored", "closed", "none")]
    queries += [
        index("new", " AND begins_with(GSK, :b)", values={":b": {"S": "2026-01-1"}}, Limit=2),
        index("scored", " AND GSK BETWEEN :a AND :b", values={":a": {"S": "2026-01-05"}, ":b": {"S": "2026-01-20"}}),
        index("new", " AND GSK > :a", values={":a": {"S": "2026-01-10"}}, Limit=3, ScanIndexForward=False),
        index("new", FilterExpression="n > :n", values={":n": {"N": "15"}}, Limit=4),
        index("scored", Select="COUNT", Limit=5),
        index("closed", ProjectionExpression="SK, n", Limit=6, ScanIndexForward=False),
        {
            "TableName": name,
            "IndexName": "GSI2",
            "KeyConditionExpression": "GPK2 = :p",
            "ExpressionAttributeValues": {":p": {"S": "lookup1"}},
            "Limit": 2,
        },
        {
            "TableName": name,
            "IndexName": "LSI1",
            "KeyConditionExpression": "PK = :p AND LSK < :l",
            "ExpressionAttributeValues": {":p": {"S": "T1"}, ":l": {"S": "20"}},
            "Limit": 3,
        },
        {
            "TableName": name,
            "KeyConditionExpression": "PK = :p AND begins_with(SK, :s)",
            "ExpressionAttributeValues": {":p": {"S": "T0"}, ":s": {"S": "c1"}},
            "Limit": 2,
            "ScanIndexForward": False,
        },
    ]
    for query in queries:
        answers.append(_pages(ddb, **query))
    return answers


def test_index_queries_and_their_pages_are_moto_s(stack: Any) -> None:
    local, shipped = _both(stack, "dynamodb", _index_scenario)

    assert local[0]["error"]["Code"] == "TransactionCanceledException"  # (the scenario ran to its queries)
    assert sum(len(page.get("Items", [])) for page in local[1]) > 5
    for n, (mine, theirs) in enumerate(zip(local, shipped, strict=True)):
        assert mine == theirs, f"answer {n}"


def _every_type() -> dict[str, Any]:
    return {
        "s": {"S": "text é 漢字"},
        "empty": {"S": ""},
        "n": {"N": "-12.50"},
        "b": {"B": b"\x00\xffbytes"},
        "ss": {"SS": ["a", "b"]},
        "ns": {"NS": ["1", "2.5"]},
        "bs": {"BS": [b"\x01", b"\x02"]},
        "null": {"NULL": True},
        "yes": {"BOOL": True},
        "no": {"BOOL": False},
        "m": {
            "M": {
                "inner": {"M": {"deep": {"L": [{"S": "x"}, {"N": "1"}, {"NULL": True}, {"B": b"\x03"}]}}},
                "none": {"M": {}},
                "list": {"L": []},
            }
        },
        "l": {"L": [{"M": {"k": {"SS": ["z"]}}}, {"L": [{"BOOL": False}]}]},
    }


def _items_scenario(ddb: Client, name: str) -> Answers:
    ddb.create_table(
        TableName=name,
        KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        AttributeDefinitions=[{"AttributeName": a, "AttributeType": "S"} for a in ("PK", "SK")],
        BillingMode="PAY_PER_REQUEST",
    )
    key = {"PK": {"S": "p"}, "SK": {"S": "every"}}
    ddb.put_item(TableName=name, Item={**key, **_every_type()})
    ddb.put_item(TableName=name, Item={"PK": {"S": "p"}, "SK": {"S": "small"}, "v": {"N": "1"}})
    update = "SET v = v + :one, added = :m ADD tally :one"
    return [
        _answer(lambda: ddb.get_item(TableName=name, Key=key)),
        _answer(lambda: ddb.get_item(TableName=name, Key=key, ProjectionExpression="m.inner, l[0], b")),
        _answer(
            lambda: ddb.query(
                TableName=name, KeyConditionExpression="PK = :p", ExpressionAttributeValues={":p": {"S": "p"}}
            )
        ),
        _answer(lambda: ddb.scan(TableName=name)),
        _answer(
            lambda: ddb.batch_get_item(RequestItems={name: {"Keys": [key, {"PK": {"S": "p"}, "SK": {"S": "gone"}}]}})
        ),
        _answer(lambda: ddb.transact_get_items(TransactItems=[{"Get": {"TableName": name, "Key": key}}])),
        # the same update text twice (parsed once, then reused), with other values
        *[
            _answer(
                lambda values=values, returned=returned: ddb.update_item(
                    TableName=name,
                    Key={"PK": {"S": "p"}, "SK": {"S": "small"}},
                    UpdateExpression=update,
                    ExpressionAttributeValues=values,
                    ReturnValues=returned,
                )
            )
            for values, returned in (
                ({":one": {"N": "1"}, ":m": {"M": {"a": {"B": b"\x04"}}}}, "ALL_NEW"),
                ({":one": {"N": "2"}, ":m": {"L": [{"S": "b"}]}}, "UPDATED_OLD"),
            )
        ],
        _answer(
            lambda: ddb.update_item(
                TableName=name,
                Key=key,
                UpdateExpression="SET a = :x, a = :x",
                ExpressionAttributeValues={":x": {"S": "y"}},
            )
        ),
        _answer(
            lambda: ddb.update_item(
                TableName=name, Key=key, UpdateExpression="ADD s :x", ExpressionAttributeValues={":x": {"N": "1"}}
            )
        ),
        _answer(
            lambda: ddb.put_item(
                TableName=name,
                Item=key,
                ConditionExpression="attribute_not_exists(PK)",
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        ),
        # an item over moto's limit (405,000 bytes) is refused, one just under it accepted, built whole or updated
        _answer(
            lambda: ddb.put_item(TableName=name, Item={"PK": {"S": "p"}, "SK": {"S": "big"}, "x": {"S": "x" * 405_000}})
        ),
        _answer(
            lambda: ddb.put_item(
                TableName=name, Item={"PK": {"S": "p"}, "SK": {"S": "edge"}, "x": {"S": "x" * 404_990}}
            )
        ),
        _answer(
            lambda: ddb.put_item(
                TableName=name, Item={"PK": {"S": "p"}, "SK": {"S": "fits"}, "x": {"S": "x" * 390_000}}
            )
        ),
        _answer(
            lambda: ddb.update_item(
                TableName=name,
                Key={"PK": {"S": "p"}, "SK": {"S": "fits"}},
                UpdateExpression="SET y = :y",
                ExpressionAttributeValues={":y": {"S": "y" * 20_000}},
            )
        ),
        _answer(lambda: ddb.delete_item(TableName=name, Key=key, ReturnValues="ALL_OLD")),
        _answer(
            lambda: ddb.get_item(TableName=name, Key={"PK": {"S": "p"}, "SK": {"S": "fits"}}, ProjectionExpression="SK")
        ),
    ]


def test_item_answers_are_moto_s(stack: Any) -> None:
    local, shipped = _both(stack, "dynamodb", _items_scenario)

    assert local[0]["Item"]["b"] == {"B": b"\x00\xffbytes"}  # (the item was written and read back)
    for n, (mine, theirs) in enumerate(zip(local, shipped, strict=True)):
        assert mine == theirs, f"answer {n}"


def _queue_scenario(sqs: Client, name: str) -> Answers:
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    for n in range(25):
        sqs.send_message(QueueUrl=url, MessageBody=f"m{n:02}")
    answers: Answers = []
    handles: list[str] = []
    while True:
        received = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=30)
        messages = received.get("Messages", [])
        if not messages:
            break
        answers.append([m["Body"] for m in messages])
        handles += [m["ReceiptHandle"] for m in messages]
        entries = [{"Id": str(n), "ReceiptHandle": m["ReceiptHandle"]} for n, m in enumerate(messages[:-1])]
        answers.append(_answer(lambda entries=entries: sqs.delete_message_batch(QueueUrl=url, Entries=entries)))
    # the last message of each batch is in flight, not deleted; deleted twice and unknown handles
    answers.append(
        _answer(
            lambda: sqs.get_queue_attributes(
                QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]
            )
        )
    )
    answers.append(_answer(lambda: sqs.delete_message(QueueUrl=url, ReceiptHandle=handles[0])))
    answers.append(_answer(lambda: sqs.delete_message(QueueUrl=url, ReceiptHandle=handles[-1])))
    answers.append(_answer(lambda: sqs.delete_message(QueueUrl=url, ReceiptHandle="not-a-handle")))
    answers.append(
        _answer(
            lambda: sqs.get_queue_attributes(
                QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]
            )
        )
    )
    return answers


def test_queue_receives_and_deletes_are_moto_s(stack: Any) -> None:
    local, shipped = _both(stack, "sqs", _queue_scenario)

    assert [body for batch in local[0:6:2] for body in batch] == [f"m{n:02}" for n in range(25)]
    assert local[6] == {
        "Attributes": {"ApproximateNumberOfMessages": "0", "ApproximateNumberOfMessagesNotVisible": "3"}
    }
    assert local == shipped


def test_the_moto_server_keeps_a_connection_open_across_requests(stack: Any) -> None:
    # Given one HTTP connection to the stack's moto server
    url = urlsplit(stack.endpoint_url)
    connection = http.client.HTTPConnection(url.hostname or "127.0.0.1", url.port)
    auth = (
        "AWS4-HMAC-SHA256 Credential=testing/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0"
    )
    calls = [("ListTables", {}), ("ListTables", {"Limit": 1}), ("DescribeTable", {"TableName": "no-such-table"})]
    try:
        # When three requests are sent on it, each with a body to read whole, the last one refused
        answers, sockets = [], []
        for target, body in calls:
            headers = {
                "X-Amz-Target": f"DynamoDB_20120810.{target}",
                "Content-Type": "application/x-amz-json-1.0",
                "Authorization": auth,
            }
            connection.request("POST", "/", body=json.dumps(body), headers=headers)
            response = connection.getresponse()
            answers.append((response.status, response.getheader("Connection"), json.loads(response.read())))
            sockets.append(connection.sock)
    finally:
        connection.close()

    # Then each is answered, on the same connection, which stays open
    assert [status for status, _, _ in answers] == [200, 200, 400]
    assert "TableNames" in answers[1][2]
    assert answers[2][2]["__type"].endswith("ResourceNotFoundException")
    assert [connection_header for _, connection_header, _ in answers] == [None, None, None]
    assert sockets[0] is not None
    assert sockets[1] is sockets[0]
    assert sockets[2] is sockets[0]
