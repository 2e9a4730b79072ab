"""The local stack's moto server: moto's WSGI app behind a lock for DynamoDB, with a per-operation counter.

Changes to moto, all applied only here (the tests' in-process `mock_aws` is left as moto ships it):

- `TransactWriteItems` no longer deep-copies every table it touches to be able to roll back (moto 5.2
  does; with 10,000 cases that is seconds and gigabytes per transaction). The rollback copies only the
  items the transaction names, before it runs, and puts them back if it is cancelled.
- SendMessage does not count the queue's messages. moto reads the queue's attributes on every send (for
  ContentBasedDeduplication), and that builds the approximate message counts by walking every message: a
  send to a queue of 10,000 messages with no consumer yet (the webhook queue, locally) took ~150 ms, and
  grew with the queue. During a send, a queue's attributes are only its deduplication setting.
- ReceiveMessage and DeleteMessage do not walk the queue for each message. moto checked each message it returned
  against the retention period by building all the queue's attributes (three walks of every message, reading the
  clock for each), and deleted a message by rebuilding the queue's list: with the webhook queue a few hundred
  messages behind during a preload, receives took most of the stack's time and the dispatcher fell further behind.
- A Query on a secondary index reads only the items in the requested index partition. moto walks and sorts
  every item of the table for each index query (~0.7 s at 30,000 items: listing cases got slower with every
  case created). The items of each (table, index, partition) are kept sorted, brought up to date from the
  keys written since the last query; the query then filters, orders and pages them exactly as moto does.
- A Query sizes each item once and does not deep-copy the page it answers (moto sized each twice, for the 1 MB
  page limit, and copied them all: a listing's COUNT query over 80 cases took 14.5 ms, now 5.6 ms).
- DynamoDB responses write their items directly. moto 5.2 serializes a response by walking the botocore shape of
  every attribute value of every item (~6 ms of the stack's time to return one event); here an item's values go
  out as the same JSON without the walk.
- An item's size is checked once when it is built (moto added up the whole item again at each attribute: quadratic,
  and an event item carries its case), and an UpdateExpression is parsed once per text (moto parsed it twice per
  update).
- Two lookups moto made on every request are made once: the names of its service packages (a directory listing
  and a stat per package, to match the request's host) and the method names of a service's response class.
- moto's models do not keep every instance ever made. moto 5 appends each object of a model class (every
  DynamoDB Item, including the copies that each UpdateItem, transaction and Query result makes; every S3 key,
  SQS message...) to a class-level list, `instances_tracked`, for its /moto-api dashboard, and never removes
  them: the stack process grew by ~100 MB a minute under the soak (`python -m bench.soak`). Here nothing is
  tracked (the dashboard's data.json lists no instances); an object lives as long as the state that holds it.
- DynamoDB requests run one at a time. moto's backend is not thread-safe (a query iterating a table while
  another thread writes to it fails with `dictionary changed size during iteration`, which the SDK sees as a
  500). DynamoDB calls are short, so serialising them costs little; other services (SQS long polls) are not
  serialised.

The server binds in the caller's thread, so a port in use is an `OSError` at once, not a hung thread
(moto's `ThreadedMotoServer` waits forever for a server that failed to start). It keeps each client's connection
open between requests (werkzeug's development server closes it after every response: each SDK call was a new TCP
connection and a new thread).

With these, creating a case through the local stack costs the same at 10,000 cases as at 100 (~25 ms of the stack
process's CPU for each, half what it was), and `python -m bench.soak` preloads its 10,000 cases at a steady rate.
tests/e2e/test_local_moto_as_shipped.py checks each change against moto as shipped.
"""

from __future__ import annotations

import bisect
import copy
import io
import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

_PATCHED = False
_DYNAMODB_TARGET = "DynamoDB_20120810."


class _NoTableCopy:
    """Stands in for the `copy` module inside moto.dynamodb.models: a Table is not copied whole (the patched
    transact_write_items restores the items it touched instead); anything else is copied as usual."""

    def __init__(self, table_type: type) -> None:
        self._table_type = table_type

    def deepcopy(self, value: Any, memo: dict[int, Any] | None = None) -> Any:
        if isinstance(value, self._table_type):
            return value
        return copy.deepcopy(value, memo)

    def copy(self, value: Any) -> Any:
        return copy.copy(value)


def patch_transactions() -> None:
    """Make moto's TransactWriteItems copy only the items it touches (idempotent; this process only)."""
    global _PATCHED
    if _PATCHED:
        return
    import moto.dynamodb.models as models
    from moto.dynamodb.models.dynamo_type import DynamoType
    from moto.dynamodb.models.table import Table

    original = models.DynamoDBBackend.transact_write_items
    models.copy = _NoTableCopy(Table)  # type: ignore[assignment]

    def key_of(table: Table, op: dict[str, Any]) -> tuple[Any, Any] | None:
        key = op.get("Key") or op.get("Item") or {}
        if table.hash_key_attr not in key:
            return None
        hash_value = DynamoType(key[table.hash_key_attr])
        if table.range_key_attr is None:
            return hash_value, None
        if table.range_key_attr not in key:
            return None
        return hash_value, DynamoType(key[table.range_key_attr])

    def transact_write_items(self: Any, transact_items: list[dict[str, Any]]) -> None:
        saved: list[tuple[Table, Any, Any, Any]] = []
        for entry in transact_items[:100]:
            op = next(iter(entry.values()), None) if isinstance(entry, dict) else None
            table = self.tables.get(op.get("TableName")) if isinstance(op, dict) else None
            key = key_of(table, op) if table is not None and isinstance(op, dict) else None
            if table is None or key is None:
                continue
            hash_value, range_value = key
            current = table.get_item(hash_value, range_value)
            saved.append((table, hash_value, range_value, copy.deepcopy(current)))
        try:
            original(self, transact_items)
        except Exception:
            for table, hash_value, range_value, item in reversed(saved):
                _restore(table, hash_value, range_value, item)
            raise

    models.DynamoDBBackend.transact_write_items = transact_write_items  # type: ignore[method-assign]
    _PATCHED = True


_SENDING = threading.local()


class _KeyPairOnFirstUse:
    """The key pair moto makes for every KMS key, made when first used: moto generates an RSA key even for a
    symmetric key (70 ms, on every CreateKey), and Casefile's keys only Encrypt and Decrypt."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make, self._key = make, None

    def __getattr__(self, name: str) -> Any:
        if name in ("_make", "_key") or name.startswith("__"):  # not set yet (a copy being built): no recursion
            raise AttributeError(name)
        if self._key is None:
            self._key = self._make()
        return getattr(self._key, name)


def patch_kms_key_pairs() -> None:
    """CreateKey without generating a key pair that Encrypt/Decrypt never use (idempotent; this process only)."""
    import moto.kms.models as kms

    original = kms.generate_private_key
    if getattr(original, "_casefile_patched", False):
        return

    def generate_private_key(key_spec: str) -> Any:
        return _KeyPairOnFirstUse(lambda: original(key_spec))

    generate_private_key._casefile_patched = True  # type: ignore[attr-defined]
    kms.generate_private_key = generate_private_key


def patch_instance_tracking() -> None:
    """moto's models without the class-level list of every instance ever made (idempotent; this process only)."""
    from moto.core.common_models import BaseModel
    from moto.core.model_instances import reset_model_data

    if getattr(BaseModel.__new__, "_casefile_patched", False):
        return

    def new(cls: type, *args: Any, **kwargs: Any) -> Any:
        return object.__new__(cls)

    new._casefile_patched = True  # type: ignore[attr-defined]
    BaseModel.__new__ = staticmethod(new)  # type: ignore[method-assign]
    reset_model_data()  # what was tracked so far (class lists emptied)


def patch_sqs_sends() -> None:
    """SendMessage / SendMessageBatch without walking the queue's messages (idempotent; this process only)."""
    from moto.sqs.models import Queue, SQSBackend

    if getattr(SQSBackend.send_message, "_casefile_patched", False):
        return
    full_attributes = Queue.attributes.fget  # type: ignore[attr-defined]

    def attributes(queue: Any) -> dict[str, Any]:
        if not getattr(_SENDING, "active", False):
            return dict(full_attributes(queue))
        if queue.fifo_queue:  # what the send path reads; the counts are not computed
            return {"ContentBasedDeduplication": str(queue.content_based_deduplication).lower()}
        return {}

    def sending(method: Callable[..., Any]) -> Callable[..., Any]:
        def send(self: Any, *args: Any, **kwargs: Any) -> Any:
            outer = getattr(_SENDING, "active", False)
            _SENDING.active = True
            try:
                return method(self, *args, **kwargs)
            finally:
                _SENDING.active = outer

        send._casefile_patched = True  # type: ignore[attr-defined]
        return send

    Queue.attributes = property(attributes)  # type: ignore[assignment,method-assign]
    SQSBackend.send_message = sending(SQSBackend.send_message)  # type: ignore[method-assign]
    SQSBackend.send_message_batch = sending(SQSBackend.send_message_batch)  # type: ignore[method-assign]


def patch_sqs_receives() -> None:
    """ReceiveMessage and DeleteMessage(Batch) without walking the queue per message (idempotent; this process
    only). moto checks each message it returns against the queue's retention period by building all the queue's
    attributes (three walks of every message, each reading the clock per message), deletes by rebuilding the
    message list (a message sent meanwhile by another thread was lost), and reads the clock once per message
    to list the visible ones."""
    from moto.core.utils import unix_time, unix_time_millis
    from moto.sqs.exceptions import ReceiptHandleIsInvalid
    from moto.sqs.models import Queue, SQSBackend

    if getattr(SQSBackend.is_message_valid_based_on_retention_period, "_casefile_patched", False):
        return

    def within_retention(self: Any, queue_name: str, message: Any) -> bool:
        retention_period = self.get_queue(queue_name).message_retention_period
        return bool(retention_period + message.sent_timestamp / 1000 > unix_time())

    def messages(queue: Any) -> list[Any]:
        now = unix_time_millis()  # one reading for the whole list (moto reads it twice per message)
        return [m for m in queue._messages if now > m.visible_at and not now < m.delayed_until]

    def delete_message(queue: Any, receipt_handle: str) -> None:
        if receipt_handle in queue.deleted_messages:
            return  # already deleted: deleting it again succeeds
        with queue._messages_lock:  # sends append under this lock; the message is removed in place
            for at, message in enumerate(queue._messages):
                if message.had_receipt_handle(receipt_handle):
                    del queue._messages[at]
                    break
            else:
                raise ReceiptHandleIsInvalid()
        queue.pending_messages.discard(message)
        queue.deleted_messages.update(message.all_receipt_handles)

    within_retention._casefile_patched = True  # type: ignore[attr-defined]
    SQSBackend.is_message_valid_based_on_retention_period = within_retention  # type: ignore[method-assign]
    Queue.messages = property(messages)  # type: ignore[assignment,method-assign]
    Queue.delete_message = delete_message  # type: ignore[method-assign,assignment]


def patch_request_dispatch() -> None:
    """Two lookups moto repeats on every request, made once (idempotent; this process only): the names of moto's
    service packages (moto lists its package directory and stats each entry to match a request's host: ~0.5 ms a
    request) and the method names of a service's response class (inspect.getmembers: ~0.3 ms a request). Neither
    changes while the server runs."""
    import functools

    import moto.backends as backends
    import moto.core.responses as responses

    if getattr(backends.list_of_moto_modules, "_casefile_patched", False):
        return
    modules = tuple(backends.list_of_moto_modules())

    def list_of_moto_modules() -> tuple[str, ...]:
        return modules

    method_names = functools.cache(responses.method_names_from_class)

    list_of_moto_modules._casefile_patched = True  # type: ignore[attr-defined]
    backends.list_of_moto_modules = list_of_moto_modules
    responses.method_names_from_class = method_names


def patch_item_building() -> None:
    """An item's size is checked once when moto builds it, and an update expression is parsed once per text
    (idempotent; this process only).

    moto's Item puts its attributes one by one into a dict that, on each insertion, adds up the size of everything
    already in it (the 400 KB limit): quadratic in the attributes, and an event item carries its whole case as a map
    whose size was recomputed at every later attribute. The sizes only add up, so checking the total once raises
    ItemSizeTooLarge exactly when one of the insertions would have. moto also parses an UpdateExpression twice per
    update (once to list its placeholders, once to run it); the tree it parses is never changed (the validator
    works on a deep copy), so the tree of a given text is kept (an LRU of 512 texts)."""
    import functools

    from moto.dynamodb.exceptions import ItemSizeTooLarge
    from moto.dynamodb.models.dynamo_type import DynamoType, Item, LimitedSizeDict
    from moto.dynamodb.models.utilities import bytesize
    from moto.dynamodb.parsing.expressions import UpdateExpressionParser  # type: ignore[attr-defined]

    if getattr(Item.__init__, "_casefile_patched", False):
        return

    def item_init(self: Any, hash_key: Any, range_key: Any, attrs: dict[str, Any]) -> None:
        self.hash_key = hash_key
        self.range_key = range_key
        values = {key: DynamoType(value) for key, value in attrs.items()}
        if sum(bytesize(key) + value.size() for key, value in values.items()) > 405000:  # LimitedSizeDict's limit
            raise ItemSizeTooLarge
        self.attrs = LimitedSizeDict()
        dict.update(self.attrs, values)  # (dict.update: no per-key size check)

    make = UpdateExpressionParser.make.__func__

    @functools.lru_cache(maxsize=512)
    def parsed(expression: str) -> Any:
        return make(UpdateExpressionParser, expression)

    def make_once(cls: type, expression_str: str) -> Any:
        if cls is not UpdateExpressionParser or not isinstance(expression_str, str):
            return make(cls, expression_str)
        return parsed(expression_str)

    item_init._casefile_patched = True  # type: ignore[attr-defined]
    Item.__init__ = item_init  # type: ignore[method-assign]
    UpdateExpressionParser.make = classmethod(make_once)


class _Unusual(Exception):
    """An attribute value the fast serialization does not take on (moto's own serializer does it)."""


_SCALARS = {"S": str, "N": str, "NULL": bool, "BOOL": bool}
_SETS = {"SS", "NS"}
_ATTRIBUTE_TYPES = frozenset({"S", "N", "B", "SS", "NS", "BS", "M", "L", "NULL", "BOOL"})


def _attribute_value(value: Any) -> dict[str, Any]:
    """One DynamoDB AttributeValue as moto's JSON serializer writes it, without walking the botocore shape for each
    member: a string as is, a blob in base64, a map or list member by member (a member that is None left out of a
    map, kept as null in a list), None members left out. Raises _Unusual for anything else."""
    if type(value) is not dict or len(value) > 1 or not value.keys() <= _ATTRIBUTE_TYPES:
        raise _Unusual  # (one type per value: moto would write several in its shape's order)
    out: dict[str, Any] = {}
    for name, member in value.items():
        if member is None:
            continue
        scalar = _SCALARS.get(name)
        if scalar is not None:
            if type(member) is not scalar:
                raise _Unusual
            out[name] = member
        elif name == "B":
            out[name] = _base64(member)
        elif name in _SETS:
            if type(member) is not list or any(type(v) is not str for v in member):
                raise _Unusual
            out[name] = list(member)
        elif name == "BS":
            if type(member) is not list:
                raise _Unusual
            out[name] = [_base64(v) for v in member]
        elif name == "M":
            if type(member) is not dict or "" in member:
                raise _Unusual
            out[name] = {key: _attribute_value(v) for key, v in member.items() if v is not None}
        else:  # L
            if type(member) is not list:
                raise _Unusual
            out[name] = [None if v is None else _attribute_value(v) for v in member]
    return out


def _base64(value: Any) -> str:
    import base64

    if isinstance(value, str):
        value = value.encode("utf-8")
    elif not isinstance(value, bytes):
        raise _Unusual
    return base64.b64encode(value).strip().decode("utf-8")


def patch_attribute_value_serialization() -> None:
    """DynamoDB responses serialize their items without moto's shape walk (idempotent; this process only).

    moto 5.2 serializes a response by walking the operation's botocore output shape and, for each member of each
    AttributeValue (ten of them, each looked up under several candidate names), asking an attribute picker for it:
    ~6 ms of the stack's CPU for a BatchGetItem of one event, the biggest share of a DynamoDB call after the
    operation itself. Here an AttributeValue (a plain dict by then, DynamoResult made it one) is written directly,
    to the same JSON; whatever the fast path does not recognise goes through moto's serializer as before."""
    from moto.core.serialize import BaseJSONSerializer

    original = BaseJSONSerializer._serialize_type_structure
    if getattr(original, "_casefile_patched", False):
        return

    def serialize_structure(self: Any, serialized: Any, value: Any, shape: Any, key: str) -> None:
        if (
            key
            and shape.name == "AttributeValue"
            and self.service_model.service_name == "dynamodb"
            and not getattr(self._value_picker, "response_transformers", None)
            and "name" not in shape.serialization
        ):
            try:
                serialized[key] = _attribute_value(value)
                return
            except _Unusual:
                pass
        original(self, serialized, value, shape, key)

    serialize_structure._casefile_patched = True  # type: ignore[attr-defined]
    serialize_structure._casefile_original = original  # type: ignore[attr-defined]
    BaseJSONSerializer._serialize_type_structure = serialize_structure  # type: ignore[method-assign]


def _restore(table: Any, hash_value: Any, range_value: Any, item: Any) -> None:
    _mark(table, (hash_value, range_value))
    if range_value is None:
        if item is None:
            table.items.pop(hash_value, None)
        else:
            table.items[hash_value] = item
        return
    if item is None:
        table.items.get(hash_value, {}).pop(range_value, None)
    else:
        table.items[hash_value][range_value] = item


_ITEM_WRITES = frozenset({"PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems"})
_READ_OPERATIONS = frozenset(
    {
        "GetItem",
        "BatchGetItem",
        "Query",
        "Scan",
        "DescribeTable",
        "ListTables",
        "DescribeTimeToLive",
        "TransactGetItems",
    }
)


class _Index:
    """One secondary index of one table, kept as moto's query sees it: per partition (the index hash key's
    value), the items that have every index key, sorted by moto's sort key for that index. Kept up to date
    from the keys written since the last query (`_mark`), not rebuilt."""

    def __init__(self, table: Any, index: Any) -> None:
        hash_keys = [k["AttributeName"] for k in index.schema if k["KeyType"] == "HASH"]
        range_keys = [k["AttributeName"] for k in index.schema if k["KeyType"] == "RANGE"]
        self.hash_attr = hash_keys[0]
        self.range_attrs = range_keys
        # The attributes moto's Table.query sorts an index partition by (same construction as moto 5.2).
        if range_keys:
            range_attrs: list[str | None] = [*range_keys, table.range_key_attr]
        else:
            from moto.dynamodb.models.table import GlobalSecondaryIndex

            own = table.range_key_attr if isinstance(index, GlobalSecondaryIndex) and table.range_key_attr else None
            range_attr = own or table.hash_key_attr
            range_attrs = [range_attr, table.range_key_attr]
        self.sort_attrs: list[str] = table._generate_attr_to_sort_by([*hash_keys, table.hash_key_attr], range_attrs)
        self.partitions: dict[Any, tuple[list[tuple[Any, ...]], list[Any]]] = {}
        self.members: dict[tuple[Any, Any], tuple[Any, tuple[Any, ...]]] = {}
        for item in _all_items(table):
            self.add(item)

    def add(self, item: Any) -> None:
        attrs = item.attrs
        value = attrs.get(self.hash_attr)
        if value is None or any(attrs.get(name) is None for name in self.range_attrs):
            return  # not in the index (moto's query skips it too)
        try:
            # copies: an update may change an attribute in place; the stored key must stay what it was
            key = tuple(copy.copy(attrs[name]) for name in self.sort_attrs)
        except KeyError:
            return
        keys, items = self.partitions.setdefault(value, ([], []))
        at = bisect.bisect_left(keys, key)
        keys.insert(at, key)
        items.insert(at, item)
        self.members[(item.hash_key, item.range_key)] = (value, key)

    def remove(self, primary: tuple[Any, Any]) -> None:
        entry = self.members.pop(primary, None)
        if entry is None:
            return
        value, key = entry
        keys, items = self.partitions[value]
        at = bisect.bisect_left(keys, key)
        if not (at < len(items) and (items[at].hash_key, items[at].range_key) == primary):
            at = next(n for n, item in enumerate(items) if (item.hash_key, item.range_key) == primary)
        del keys[at]
        del items[at]
        if not items:
            del self.partitions[value]

    def window(self, value: Any, limit: int | None, start: dict[str, Any] | None, forward: bool) -> list[Any] | None:
        """The items moto's query would reach from `start` up to one past `limit`, in ascending order (None:
        the start key lacks a sort attribute; let moto handle it)."""
        from moto.dynamodb.models.dynamo_type import DynamoType

        keys, items = self.partitions.get(value, ([], []))
        low, high = 0, len(items)
        if start is not None:
            if any(name not in start for name in self.sort_attrs):
                return None
            start_key = tuple(DynamoType(start[name]) for name in self.sort_attrs)
            if forward:
                low = bisect.bisect_right(keys, start_key)
            else:
                high = bisect.bisect_left(keys, start_key)
        if limit is not None:
            if forward:
                high = min(high, low + limit + 1)
            else:
                low = max(low, high - limit - 1)
        return items[low:high]


def _all_items(table: Any) -> Iterable[Any]:
    for hash_set in list(table.items.values()):
        if table.range_key_attr:
            yield from list(hash_set.values())
        else:
            yield hash_set


def _item_at(table: Any, primary: tuple[Any, Any]) -> Any:
    hash_value, range_value = primary
    if table.range_key_attr:
        found = table.items.get(hash_value)
        return found.get(range_value) if found is not None else None
    return table.items.get(hash_value)


_GENERATION = [0]  # bumped by any DynamoDB write that is not an item write: every index is rebuilt


def _mark(table: Any, primary: tuple[Any, Any]) -> None:
    """An item of `table` may have changed: its indexes take it into account before their next query."""
    if "_casefile_indexes" in table.__dict__:
        table.__dict__.setdefault("_casefile_dirty", set()).add(primary)


def _indexes(table: Any) -> dict[str, _Index]:
    state = table.__dict__
    if state.get("_casefile_generation") != _GENERATION[0]:
        state["_casefile_indexes"] = {}
        state["_casefile_generation"] = _GENERATION[0]
        state.pop("_casefile_dirty", None)
    indexes: dict[str, _Index] = state["_casefile_indexes"]
    dirty = state.pop("_casefile_dirty", None)
    if dirty and indexes:
        for primary in dirty:
            item = _item_at(table, primary)
            for index in indexes.values():
                index.remove(primary)
                if item is not None:
                    index.add(item)
    return indexes


def patch_index_queries() -> None:
    """Queries read only the requested partition, kept sorted between writes (idempotent; this process only).
    Relies on DynamoDB requests being serialised (SerialisedDynamoDB)."""
    import inspect

    import moto.dynamodb.models as models
    from moto.dynamodb.models.dynamo_type import DynamoType
    from moto.dynamodb.models.table import Table

    if getattr(Table.query, "_casefile_patched", False):
        return
    original = Table.query
    signature = inspect.signature(original)
    put_item, delete_item = Table.put_item, Table.delete_item
    update_item = models.DynamoDBBackend.update_item

    def index_of(table: Any, name: str) -> _Index | None:
        indexes = _indexes(table)
        if name not in indexes:
            found = {i.name: i for i in table.all_indexes()}.get(name)
            if found is None or sum(1 for k in found.schema if k["KeyType"] == "HASH") != 1:
                return None
            indexes[name] = _Index(table, found)
        return indexes[name]

    def query(self: Any, *args: Any, **kwargs: Any) -> Any:
        call = signature.bind(self, *args, **kwargs).arguments
        index_name = call.get("index_name")
        conditions = call.get("hash_key_conditions") or []
        items: list[Any] | None = None
        if index_name:
            index = index_of(self, index_name) if len(conditions) == 1 else None
            if index is not None and conditions[0][0] == index.hash_attr:
                value = conditions[0][1]
                simple = not call.get("range_comparison") and not call.get("range_key_conditions")
                if simple and not call.get("filter_kwargs"):
                    # Only the items from the start key to one past the limit: moto pages them as it would
                    # the whole partition (filter expressions and projections apply after the limit).
                    items = index.window(
                        value,
                        call.get("limit"),
                        call.get("exclusive_start_key"),
                        call.get("scan_index_forward") is not False,
                    )
                if items is None:
                    items = index.partitions.get(value, ([], []))[1]
        elif call.get("hash_key") is not None:
            found = self.items.get(call["hash_key"])
            items = [] if found is None else list(found.values()) if self.range_key_attr else [found]
        if items is None:
            return original(self, *args, **kwargs)
        window = list(items)
        self.all_items = lambda: window  # what moto's query walks, for this call only
        try:
            return original(self, *args, **kwargs)
        finally:
            del self.all_items

    def put(self: Any, *args: Any, **kwargs: Any) -> Any:
        item = put_item(self, *args, **kwargs)
        _mark(self, (item.hash_key, item.range_key))
        return item

    def delete(self: Any, hash_key: Any, range_key: Any) -> Any:
        try:
            return delete_item(self, hash_key, range_key)
        finally:
            _mark(self, (hash_key, range_key))

    def update(self: Any, table_name: str, key: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return update_item(self, table_name, key, *args, **kwargs)
        finally:
            table = self.tables.get(table_name)
            if table is not None and isinstance(key, dict) and table.hash_key_attr in key:
                range_attr = table.range_key_attr
                range_value = DynamoType(key[range_attr]) if range_attr and range_attr in key else None
                _mark(table, (DynamoType(key[table.hash_key_attr]), range_value))

    query._casefile_patched = True  # type: ignore[attr-defined]
    Table.query = query  # type: ignore[method-assign]
    Table.put_item = put  # type: ignore[method-assign]
    Table.delete_item = delete  # type: ignore[method-assign]
    models.DynamoDBBackend.update_item = update  # type: ignore[method-assign]


_NO_BODY_STATUSES = frozenset({204, 304})


def _keep_alive_handler() -> type:
    """moto's request handler (werkzeug's) that keeps the connection open after each response.

    werkzeug's development server answers every request with `Connection: close`: each SDK call opened a TCP
    connection, the server started a thread for it, and after the response waited for the client to hang up (up to
    10 ms) before the thread could end; the SDK's connection pool was never reused (~1,600 connections closed every
    25 s during a preload). Here the request body (Content-Length bytes) is read before the app runs, the whole
    response is sent with its length, and the next request is read on the same connection. A chunked request
    (no length to read) is left to werkzeug, which closes the connection after it."""
    from moto.moto_server.werkzeug_app import MotoRequestHandler
    from werkzeug.exceptions import InternalServerError

    class KeepAliveMotoRequestHandler(MotoRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # the head and the body are written apart: no waiting for the peer's ACK

        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            # werkzeug formats the request line (IRI decoding, escapes, colours) before its logger drops it, and the
            # local stack sets that logger to WARNING (local/stack.py): the line is made only when it is shown
            # (werkzeug shows it at INFO, the level it gives the logger when none is set)
            logger = logging.getLogger("werkzeug")
            if logger.level == logging.NOTSET or logger.isEnabledFor(logging.INFO):
                super().log_request(code, size)

        def run_wsgi(self) -> None:
            if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
                self.close_connection = True
                return super().run_wsgi()
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length > 0 else b""  # (a 100-continue was answered by parse_request)
            self.environ = environ = self.make_environ()
            environ["wsgi.input"] = io.BytesIO(body)
            started: list[Any] = []

            def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
                started[:] = [status, headers]
                return lambda data: None  # the legacy write callable: moto does not use it

            try:
                chunks = self.server.app(environ, start_response)
                try:
                    payload = b"".join(chunks)
                finally:
                    close = getattr(chunks, "close", None)
                    if close is not None:
                        close()
            except Exception:
                if self.server.passthrough_errors:
                    raise
                import traceback

                self.server.log("error", f"Error on request:\n{traceback.format_exc()}")
                payload = b"".join(InternalServerError()(environ, start_response))
            status, headers = started
            code_text, _, reason = status.partition(" ")
            code = int(code_text)
            self.send_response(code, reason)
            for name, value in headers:
                if name.lower() in ("connection", "transfer-encoding", "keep-alive"):
                    continue
                if name.lower() == "content-length" and self.command != "HEAD":
                    continue  # the length sent is the body's (HEAD: the app's, with no body)
                self.send_header(name, value)
            no_body = self.command == "HEAD" or code in _NO_BODY_STATUSES or 100 <= code < 200
            if not no_body:
                self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            if not no_body:
                self.wfile.write(payload)
            self.wfile.flush()

    return KeepAliveMotoRequestHandler


class _ResultsNotCopied:
    """Stands in for the `copy` module inside moto.dynamodb.models.table during a Query: the items found are not
    deep-copied (a list of them is); anything else is copied as usual."""

    def deepcopy(self, value: Any, memo: dict[int, Any] | None = None) -> Any:
        if type(value) is list:
            return list(value)
        return copy.deepcopy(value, memo)

    def copy(self, value: Any) -> Any:
        return copy.copy(value)


_QUERYING = threading.local()


def patch_query_results() -> None:
    """A Query sizes each item once and does not deep-copy what it returns (idempotent; this process only).
    Relies on DynamoDB requests being serialised (SerialisedDynamoDB).

    moto's Table.query computes each item's size twice (the 1 MB page limit), recursing through every attribute, and
    deep-copies the page before answering: a listing skips earlier pages with a COUNT query of up to 80 items, all
    sized twice and copied, then dropped (a third of the stack's time under the soak's traffic). The sizes are kept
    for the length of one query (the items do not change during it); the copy protected the stored items from what
    the answer is turned into, and nothing changes them: the index projection and ProjectionExpression build new
    items, the filter and the response only read them, and no other DynamoDB request runs meanwhile."""
    import moto.dynamodb.models.table as table_module
    from moto.dynamodb.models.dynamo_type import Item
    from moto.dynamodb.models.table import Table

    query = Table.query
    if getattr(query, "_casefile_results_patched", False):
        return
    size = Item.size

    def sized_once(item: Any) -> int:
        sizes: dict[int, tuple[Any, int]] | None = getattr(_QUERYING, "sizes", None)
        if sizes is None:
            return int(size(item))
        found = sizes.get(id(item))
        if found is None:
            found = sizes[id(item)] = (item, size(item))  # (the item held: its id is not reused meanwhile)
        return int(found[1])

    def query_results(self: Any, *args: Any, **kwargs: Any) -> Any:
        _QUERYING.sizes = {}
        table_module.copy = _ResultsNotCopied()  # type: ignore[assignment]
        try:
            return query(self, *args, **kwargs)
        finally:
            table_module.copy = copy
            _QUERYING.sizes = None

    query_results._casefile_results_patched = True  # type: ignore[attr-defined]
    query_results._casefile_patched = getattr(query, "_casefile_patched", False)  # type: ignore[attr-defined]
    Table.query = query_results  # type: ignore[method-assign]
    Item.size = sized_once  # type: ignore[method-assign,assignment]


class SerialisedDynamoDB:
    """WSGI middleware: DynamoDB requests one at a time, counted by operation (X-Amz-Target)."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.lock = threading.Lock()
        self.calls: Counter[str] = Counter()

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        target = environ.get("HTTP_X_AMZ_TARGET", "")
        if not target.startswith(_DYNAMODB_TARGET):
            return self.app(environ, start_response)
        operation = target[len(_DYNAMODB_TARGET) :]
        with self.lock:
            self.calls[operation] += 1
            if operation not in _READ_OPERATIONS and operation not in _ITEM_WRITES:
                _GENERATION[0] += 1  # tables created, deleted, restored...: indexes are rebuilt when queried
            # The whole body is produced under the lock: moto builds it while reading the backend.
            return [b"".join(self.app(environ, start_response))]

    @property
    def total(self) -> int:
        with self.lock:
            return sum(self.calls.values())

    @property
    def writes(self) -> int:
        """Item writes answered so far (what makes the local stack's data worth saving again)."""
        with self.lock:
            return sum(self.calls[operation] for operation in _ITEM_WRITES)


class MotoServer:
    """`MotoServer(host, port).start()`; `.url`, `.dynamodb` (the counter); `.stop()`. Port 0 picks one."""

    def __init__(self, host: str = "127.0.0.1", port: int = 4566) -> None:
        from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
        from werkzeug.serving import make_server

        patch_instance_tracking()
        patch_transactions()
        patch_sqs_sends()
        patch_sqs_receives()
        patch_attribute_value_serialization()
        patch_request_dispatch()
        patch_item_building()
        patch_index_queries()
        patch_query_results()
        patch_kms_key_pairs()
        self.dynamodb = SerialisedDynamoDB(DomainDispatcherApplication(create_backend_app))
        # Binds now: OSError (address in use) here, in the caller's thread.
        handler = _keep_alive_handler()
        self._server = make_server(host, port, self.dynamodb, threaded=True, request_handler=handler)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._server.server_port)

    @property
    def url(self) -> str:
        return f"http://{self._server.host}:{self.port}"

    def reset(self) -> None:
        """Empty every service (as moto's /moto-api/reset does); the indexes are rebuilt when next queried."""
        from moto.moto_api._internal.models import moto_api_backend

        with self.dynamodb.lock:
            moto_api_backend.reset()
            _GENERATION[0] += 1

    def start(self) -> MotoServer:
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.1}, name="moto-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=5)
        self._server.server_close()
        self._thread = None
