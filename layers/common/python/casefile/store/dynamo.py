"""Thin DynamoDB helpers over the low-level client: typed (de)serialisation, transactions, queries."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from casefile.store.aws import client

Item = dict[str, Any]
Key = dict[str, str]

_serializer: Any = None
_deserializer: Any = None


def _codecs() -> tuple[Any, Any]:
    global _serializer, _deserializer
    if _serializer is None:
        from boto3.dynamodb.types import TypeDeserializer, TypeSerializer

        _serializer, _deserializer = TypeSerializer(), TypeDeserializer()
    return _serializer, _deserializer


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | set):
        return [_plain(v) for v in value]
    return value


def _storable(value: Any) -> Any:
    """DynamoDB numbers must be Decimal; floats go through their shortest repr."""
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, dict):
        return {k: _storable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_storable(v) for v in value]
    return value


def to_dynamo(item: Mapping[str, Any]) -> dict[str, Any]:
    """Attribute map of an item; None values are left out rather than stored as NULL."""
    serializer, _ = _codecs()
    return {k: serializer.serialize(_storable(v)) for k, v in item.items() if v is not None}


def to_values(values: Mapping[str, Any]) -> dict[str, Any]:
    """Expression attribute values: like to_dynamo, but keeps explicit None as NULL."""
    serializer, _ = _codecs()
    return {k: serializer.serialize(_storable(v)) for k, v in values.items()}


def from_dynamo(item: Mapping[str, Any] | None) -> Item | None:
    if item is None:
        return None
    _, deserializer = _codecs()
    return {k: _plain(deserializer.deserialize(v)) for k, v in item.items()}


def key(pk: str, sk: str) -> Key:
    return {"PK": pk, "SK": sk}


class TransactionCancelled(Exception):
    """A TransactWriteItems was cancelled; `reasons[i]` is the code for operation i ("None" if fine)."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__(f"transaction cancelled: {reasons}")
        self.reasons = reasons

    def failed(self, index: int) -> bool:
        return index < len(self.reasons) and self.reasons[index] == "ConditionalCheckFailed"


class ConditionFailed(Exception):
    """A single-item write's ConditionExpression did not hold."""


class Table:
    """One DynamoDB table addressed by name, with item-level operations in plain Python values."""

    def __init__(self, name: str) -> None:
        self.name = name

    # single items -----------------------------------------------------------------------------
    def get(self, item_key: Key, *, consistent: bool = False) -> Item | None:
        response = client("dynamodb").get_item(TableName=self.name, Key=to_dynamo(item_key), ConsistentRead=consistent)
        return from_dynamo(response.get("Item"))

    def put(self, item: Mapping[str, Any], *, condition: str | None = None, **expr: Any) -> None:
        params: dict[str, Any] = {"TableName": self.name, "Item": to_dynamo(item)}
        if condition:
            params["ConditionExpression"] = condition
        params.update(_expression_params(**expr))
        self._conditional(client("dynamodb").put_item, params)

    def update(
        self,
        item_key: Key,
        update: str,
        *,
        condition: str | None = None,
        names: Mapping[str, str] | None = None,
        values: Mapping[str, Any] | None = None,
        return_values: str = "ALL_NEW",
    ) -> Item | None:
        params: dict[str, Any] = {
            "TableName": self.name,
            "Key": to_dynamo(item_key),
            "UpdateExpression": update,
            "ReturnValues": return_values,
        }
        if condition:
            params["ConditionExpression"] = condition
        params.update(_expression_params(names=names, values=values))
        response = self._conditional(client("dynamodb").update_item, params)
        return from_dynamo(response.get("Attributes"))

    def delete(self, item_key: Key) -> None:
        client("dynamodb").delete_item(TableName=self.name, Key=to_dynamo(item_key))

    @staticmethod
    def _conditional(call: Any, params: dict[str, Any]) -> Any:
        ddb = client("dynamodb")
        try:
            return call(**params)
        except ddb.exceptions.ConditionalCheckFailedException as exc:
            raise ConditionFailed(str(exc)) from exc

    # several items ------------------------------------------------------------------------------
    def batch_get(self, keys: Sequence[Key], *, consistent: bool = False) -> list[Item]:
        """Fetch up to 100 items in one round trip (retrying unprocessed keys)."""
        request = {self.name: {"Keys": [to_dynamo(k) for k in keys], "ConsistentRead": consistent}}
        found: list[Item] = []
        while request:
            response = client("dynamodb").batch_get_item(RequestItems=request)
            found.extend(from_dynamo(i) for i in response.get("Responses", {}).get(self.name, []))
            request = response.get("UnprocessedKeys") or {}
        return found

    def query_page(
        self,
        *,
        index: str | None,
        key_condition: str,
        values: Mapping[str, Any],
        names: Mapping[str, str] | None = None,
        limit: int,
        newest_first: bool = True,
        start_key: dict[str, Any] | None = None,
        count_only: bool = False,
    ) -> tuple[list[Item], int, dict[str, Any] | None]:
        """One Query call: (items, count, LastEvaluatedKey in wire format)."""
        params: dict[str, Any] = {
            "TableName": self.name,
            "KeyConditionExpression": key_condition,
            "ScanIndexForward": not newest_first,
            "Limit": limit,
        }
        if index:
            params["IndexName"] = index
        if start_key:
            params["ExclusiveStartKey"] = start_key
        if count_only:
            params["Select"] = "COUNT"
        params.update(_expression_params(names=names, values=values))
        response = client("dynamodb").query(**params)
        items = [from_dynamo(i) for i in response.get("Items", [])]
        return items, response.get("Count", 0), response.get("LastEvaluatedKey")


def _expression_params(
    names: Mapping[str, str] | None = None, values: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    params: dict[str, Any] = {}
    if names:
        params["ExpressionAttributeNames"] = dict(names)
    if values:
        params["ExpressionAttributeValues"] = to_values(values)
    return params


# transactions -----------------------------------------------------------------------------------
def tx_put(table: Table, item: Mapping[str, Any], condition: str | None = None, **expr: Any) -> dict:
    op: dict[str, Any] = {"TableName": table.name, "Item": to_dynamo(item)}
    if condition:
        op["ConditionExpression"] = condition
    op.update(_expression_params(**expr))
    return {"Put": op}


def tx_update(
    table: Table,
    item_key: Key,
    update: str,
    *,
    condition: str | None = None,
    names: Mapping[str, str] | None = None,
    values: Mapping[str, Any] | None = None,
) -> dict:
    op: dict[str, Any] = {"TableName": table.name, "Key": to_dynamo(item_key), "UpdateExpression": update}
    if condition:
        op["ConditionExpression"] = condition
    op.update(_expression_params(names=names, values=values))
    return {"Update": op}


def tx_check(table: Table, item_key: Key, condition: str, **expr: Any) -> dict:
    op: dict[str, Any] = {
        "TableName": table.name,
        "Key": to_dynamo(item_key),
        "ConditionExpression": condition,
    }
    op.update(_expression_params(**expr))
    return {"ConditionCheck": op}


def transact(operations: Iterable[dict]) -> None:
    """TransactWriteItems; raises TransactionCancelled with the per-operation reason codes."""
    ddb = client("dynamodb")
    ops = list(operations)
    try:
        ddb.transact_write_items(TransactItems=ops)
    except ddb.exceptions.TransactionCanceledException as exc:
        reasons = [r.get("Code", "None") for r in exc.response.get("CancellationReasons", [])]
        raise TransactionCancelled(reasons) from exc
