"""Thin DynamoDB helpers over the low-level client: typed (de)serialisation, transactions, queries."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from casefile.errors import ConcurrentWrite
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
    return None if item is None else _decoded(item)


def _decoded(item: Mapping[str, Any]) -> Item:
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


class Contention(ConcurrentWrite):
    """A write kept colliding with concurrent transactions on the same items (TransactionConflict) after
    every retry: too many writers on one item at once. Nothing was written. It is the user-facing 409
    `concurrent_write` as it is, so no caller has to translate it."""

    def __init__(self, why: str) -> None:
        super().__init__()
        self.why = why


# TransactionConflict: another transaction held one of our items. DynamoDB's advice is to retry with
# exponential backoff and jitter; the conflicting transaction is usually done within milliseconds.
CONFLICT_ATTEMPTS = 6
_BACKOFF_BASE_SECONDS = 0.01
_BACKOFF_CAP_SECONDS = 0.4


_jitter = random.SystemRandom()


def _backoff(attempt: int) -> float:
    """Full jitter (AWS Architecture Blog, "Exponential Backoff and Jitter"): 0..min(cap, base * 2^n)."""
    # The OS source, not `random`'s state: SnapStart would restore every instance with the same seed, and
    # instances that collided once would keep colliding in step.
    return _jitter.uniform(0, min(_BACKOFF_CAP_SECONDS, _BACKOFF_BASE_SECONDS * 2**attempt))


def _sleep(seconds: float) -> None:
    time.sleep(seconds)


class Write:
    """The expressions of one item write, built from attribute names and values: placeholders are
    generated, so callers never format expressions and any attribute name (`env#sandbox`) is safe.

        Write().set(status="scored", updated_at=now).add(version=1).when_equal(version=3)
    """

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.values: dict[str, Any] = {}
        self._set: list[str] = []
        self._remove: list[str] = []
        self._add: list[str] = []
        self._conditions: list[str] = []

    def _name(self, attribute: str) -> str:
        for placeholder, name in self.names.items():
            if name == attribute:
                return placeholder
        placeholder = f"#n{len(self.names)}"
        self.names[placeholder] = attribute
        return placeholder

    def _value(self, value: Any) -> str:
        placeholder = f":v{len(self.values)}"
        self.values[placeholder] = value
        return placeholder

    # updates ----------------------------------------------------------------------------------------
    def set(self, **attributes: Any) -> Write:
        """SET each attribute; a None value REMOVEs it instead (absent and null read the same)."""
        for name, value in attributes.items():
            if value is None:
                self._remove.append(self._name(name))
            else:
                self._set.append(f"{self._name(name)} = {self._value(value)}")
        return self

    def set_default(self, **attributes: Any) -> Write:
        """SET each attribute only where it has no value yet."""
        for name, value in attributes.items():
            placeholder = self._name(name)
            self._set.append(f"{placeholder} = if_not_exists({placeholder}, {self._value(value)})")
        return self

    def copy(self, **targets: str) -> Write:
        """SET each attribute to the value another attribute of the item has (target=source)."""
        self._set.extend(f"{self._name(target)} = {self._name(source)}" for target, source in targets.items())
        return self

    def remove(self, *attributes: str) -> Write:
        self._remove.extend(self._name(name) for name in attributes)
        return self

    def remove_element(self, attribute: str, index: int, expected: Any) -> Write:
        """REMOVE element `index` of a list attribute, on condition that it still holds `expected` (so of two
        writes that read the same list, only the first removes that element)."""
        path = f"{self._name(attribute)}[{int(index)}]"
        self._remove.append(path)
        self._conditions.append(f"{path} = {self._value(expected)}")
        return self

    def add(self, **deltas: int) -> Write:
        """ADD to numbers (an absent attribute counts as 0)."""
        self._add.extend(f"{self._name(name)} {self._value(delta)}" for name, delta in deltas.items())
        return self

    # conditions (all must hold) ---------------------------------------------------------------------
    def when_exists(self, attribute: str = "PK") -> Write:
        self._conditions.append(f"attribute_exists({self._name(attribute)})")
        return self

    def when_absent(self, attribute: str = "PK") -> Write:
        self._conditions.append(f"attribute_not_exists({self._name(attribute)})")
        return self

    def when_equal(self, **attributes: Any) -> Write:
        self._conditions.extend(f"{self._name(k)} = {self._value(v)}" for k, v in attributes.items())
        return self

    def when_not_equal(self, **attributes: Any) -> Write:
        """Each attribute is absent or holds another value."""
        for attribute, value in attributes.items():
            name = self._name(attribute)
            self._conditions.append(f"(attribute_not_exists({name}) OR {name} <> {self._value(value)})")
        return self

    def when_below(self, attribute: str, limit: int) -> Write:
        """The number is under `limit`, or absent (counts as 0)."""
        name = self._name(attribute)
        self._conditions.append(f"(attribute_not_exists({name}) OR {name} < {self._value(limit)})")
        return self

    # rendering --------------------------------------------------------------------------------------
    @property
    def update_expression(self) -> str:
        clauses = []
        for verb, parts in (("SET", self._set), ("REMOVE", self._remove), ("ADD", self._add)):
            if parts:
                clauses.append(f"{verb} {', '.join(parts)}")
        return " ".join(clauses)

    def params(self, *, update: bool) -> dict[str, Any]:
        """The request parameters of this write (UpdateExpression only when `update`)."""
        params: dict[str, Any] = {}
        if update:
            params["UpdateExpression"] = self.update_expression
        if self._conditions:
            params["ConditionExpression"] = " AND ".join(self._conditions)
        if self.names:
            params["ExpressionAttributeNames"] = dict(self.names)
        if self.values:
            params["ExpressionAttributeValues"] = to_values(self.values)
        return params


def _with_conflict_retry(call: Any, params: dict[str, Any]) -> Any:
    """Run one write, retrying a TransactionConflict (the item is held by a transaction) with backoff."""
    ddb = client("dynamodb")
    for attempt in range(CONFLICT_ATTEMPTS):
        try:
            return call(**params)
        except ddb.exceptions.ConditionalCheckFailedException as exc:
            raise ConditionFailed(str(exc)) from exc
        except ddb.exceptions.TransactionConflictException as exc:
            if attempt == CONFLICT_ATTEMPTS - 1:
                raise Contention(str(exc)) from exc
            _sleep(_backoff(attempt))
    raise AssertionError("unreachable")


class Table:
    """One DynamoDB table addressed by name, with item-level operations in plain Python values."""

    def __init__(self, name: str) -> None:
        self.name = name

    # single items -----------------------------------------------------------------------------
    def get(self, item_key: Key, *, consistent: bool = False) -> Item | None:
        response = client("dynamodb").get_item(TableName=self.name, Key=to_dynamo(item_key), ConsistentRead=consistent)
        return from_dynamo(response.get("Item"))

    def put(self, item: Mapping[str, Any], write: Write | None = None) -> None:
        params: dict[str, Any] = {"TableName": self.name, "Item": to_dynamo(item)}
        if write is not None:
            params.update(write.params(update=False))
        _with_conflict_retry(client("dynamodb").put_item, params)

    def update(self, item_key: Key, write: Write, *, return_values: str = "ALL_NEW") -> Item | None:
        """UpdateItem; raises ConditionFailed when the write's conditions do not hold."""
        params: dict[str, Any] = {
            "TableName": self.name,
            "Key": to_dynamo(item_key),
            "ReturnValues": return_values,
            **write.params(update=True),
        }
        response = _with_conflict_retry(client("dynamodb").update_item, params)
        return from_dynamo(response.get("Attributes"))

    def delete(self, item_key: Key) -> None:
        client("dynamodb").delete_item(TableName=self.name, Key=to_dynamo(item_key))

    # several items ------------------------------------------------------------------------------
    def batch_get(self, keys: Sequence[Key], *, consistent: bool = False) -> list[Item]:
        """Fetch up to 100 items in one round trip (retrying unprocessed keys)."""
        request = {self.name: {"Keys": [to_dynamo(k) for k in keys], "ConsistentRead": consistent}}
        found: list[Item] = []
        while request:
            response = client("dynamodb").batch_get_item(RequestItems=request)
            found.extend(_decoded(i) for i in response.get("Responses", {}).get(self.name, []))
            request = response.get("UnprocessedKeys") or {}
        return found

    def query_page(
        self,
        *,
        index: str | None,
        partition: tuple[str, str],
        limit: int,
        newest_first: bool = True,
        start_key: dict[str, Any] | None = None,
        count_only: bool = False,
        sort_at_most: tuple[str, str] | None = None,
        consistent: bool = False,
        where: Mapping[str, Any] | None = None,
    ) -> tuple[list[Item], int, dict[str, Any] | None]:
        """One Query call on `partition` = (key attribute, value), and with `sort_at_most` = (sort key
        attribute, bound) only items whose sort key is <= bound: (items, count, LastEvaluatedKey). `where`
        (attribute -> value) keeps only the items equal on each (a filter: read capacity counts every item)."""
        attribute, value = partition
        condition, names, values = "#pk = :pk", {"#pk": attribute}, {":pk": value}
        if sort_at_most is not None:
            condition += " AND #sk <= :sk"
            names["#sk"], values[":sk"] = sort_at_most
        filters = []
        for n, (name, wanted) in enumerate((where or {}).items()):
            names[f"#f{n}"], values[f":f{n}"] = name, wanted
            filters.append(f"#f{n} = :f{n}")
        params: dict[str, Any] = {
            "TableName": self.name,
            "KeyConditionExpression": condition,
            "ExpressionAttributeNames": names,
            "ExpressionAttributeValues": to_values(values),
            "ScanIndexForward": not newest_first,
            "Limit": limit,
        }
        if index:
            params["IndexName"] = index
        if filters:
            params["FilterExpression"] = " AND ".join(filters)
        if start_key:
            params["ExclusiveStartKey"] = start_key
        if count_only:
            params["Select"] = "COUNT"
        if consistent:
            params["ConsistentRead"] = True
        response = client("dynamodb").query(**params)
        items = [_decoded(i) for i in response.get("Items", [])]
        return items, int(response.get("Count", 0)), response.get("LastEvaluatedKey")

    def page(self, *, index: str, partition: tuple[str, str], page: int, page_size: int) -> list[Item]:
        """Page `page` (from 1) of `page_size` items of an index partition, newest first. Earlier pages are
        skipped with COUNT queries whose LastEvaluatedKey starts the wanted page (no items transferred)."""
        start: dict[str, Any] | None = None
        to_skip = (page - 1) * page_size
        while to_skip > 0:
            _, skipped, start = self.query_page(
                index=index, partition=partition, limit=to_skip, start_key=start, count_only=True
            )
            to_skip -= skipped
            if start is None:
                return []
        items: list[Item] = []
        while len(items) < page_size:
            found, _, start = self.query_page(
                index=index, partition=partition, limit=page_size - len(items), start_key=start
            )
            items.extend(found)
            if start is None:
                break
        return items

    def oldest_up_to(self, *, index: str, partitions: list[str], bound: str, limit: int) -> list[Item]:
        """The items of a sharded sparse index (one partition value per shard of `{index}PK`) whose sort key
        `{index}SK` is <= `bound`, oldest first in each shard, at most `limit` per shard."""
        found: list[Item] = []
        for partition in partitions:
            items, _, _ = self.query_page(
                index=index,
                partition=(f"{index}PK", partition),
                sort_at_most=(f"{index}SK", bound),
                limit=limit,
                newest_first=False,
            )
            found.extend(items)
        return found

    def filtered_page(
        self, *, index: str, partition: tuple[str, str], where: Mapping[str, Any], page: int, page_size: int
    ) -> tuple[list[Item], int]:
        """Page `page` (from 1) of the items of a partition equal on `where`, newest first, and how many match
        in all. It reads the whole partition (a filter does not narrow what a Query reads): for lookups whose
        partitions stay small, such as one applicant's cases or one reviewer's."""
        skip, total = (page - 1) * page_size, 0
        items: list[Item] = []
        start: dict[str, Any] | None = None
        while True:
            found, count, start = self.query_page(
                index=index, partition=partition, limit=500, start_key=start, where=where
            )
            for item in found:
                if skip:
                    skip -= 1
                elif len(items) < page_size:
                    items.append(item)
            total += count
            if start is None:
                return items, total

    def query_all(self, *, index: str | None, partition: tuple[str, str], limit: int = 1000) -> list[Item]:
        """Every item of a partition, newest first, at most `limit` (for small, bounded collections)."""
        items: list[Item] = []
        start: dict[str, Any] | None = None
        while len(items) < limit:
            found, _, start = self.query_page(
                index=index, partition=partition, limit=limit - len(items), start_key=start
            )
            items.extend(found)
            if start is None:
                break
        return items


# transactions -----------------------------------------------------------------------------------
def tx_put(table: Table, item: Mapping[str, Any], write: Write | None = None) -> dict:
    op: dict[str, Any] = {"TableName": table.name, "Item": to_dynamo(item)}
    if write is not None:
        op.update(write.params(update=False))
    return {"Put": op}


def tx_update(table: Table, item_key: Key, write: Write) -> dict:
    return {"Update": {"TableName": table.name, "Key": to_dynamo(item_key), **write.params(update=True)}}


def tx_delete(table: Table, item_key: Key, write: Write | None = None) -> dict:
    op: dict[str, Any] = {"TableName": table.name, "Key": to_dynamo(item_key)}
    if write is not None:
        op.update(write.params(update=False))
    return {"Delete": op}


def tx_check(table: Table, item_key: Key, write: Write) -> dict:
    return {"ConditionCheck": {"TableName": table.name, "Key": to_dynamo(item_key), **write.params(update=False)}}


def transact(operations: Iterable[dict]) -> None:
    """TransactWriteItems. A cancellation by TransactionConflict alone (another transaction held one of the
    items) is retried with jittered backoff, CONFLICT_ATTEMPTS times at most, then raises Contention; any
    other cancellation raises TransactionCancelled with the per-operation reason codes."""
    ddb = client("dynamodb")
    ops = list(operations)
    for attempt in range(CONFLICT_ATTEMPTS):
        try:
            ddb.transact_write_items(TransactItems=ops)
            return
        except ddb.exceptions.TransactionCanceledException as exc:
            reasons = [r.get("Code") or "None" for r in exc.response.get("CancellationReasons", [])]
            if "TransactionConflict" not in reasons or "ConditionalCheckFailed" in reasons:
                raise TransactionCancelled(reasons) from exc
            if attempt == CONFLICT_ATTEMPTS - 1:
                raise Contention(f"transaction conflict after {CONFLICT_ATTEMPTS} attempts") from exc
            _sleep(_backoff(attempt))
