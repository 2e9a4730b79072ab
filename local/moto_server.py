"""The local stack's moto server: moto's WSGI app behind a lock for DynamoDB, with a per-operation counter.

Changes to moto, all applied only here (the tests' in-process `mock_aws` is left as moto ships it):

- `TransactWriteItems` no longer deep-copies every table it touches to be able to roll back (moto 5.2
  does; with 10,000 cases that is seconds and gigabytes per transaction). The rollback copies only the
  items the transaction names, before it runs, and puts them back if it is cancelled.
- SendMessage does not count the queue's messages. moto reads the queue's attributes on every send (for
  ContentBasedDeduplication), and that builds the approximate message counts by walking every message: a
  send to a queue of 10,000 messages with no consumer yet (the webhook queue, locally) took ~150 ms, and
  grew with the queue. During a send, a queue's attributes are only its deduplication setting.
- A Query on a secondary index reads only the items in the requested index partition. moto walks and sorts
  every item of the table for each index query (~0.7 s at 30,000 items: listing cases got slower with every
  case created). The items of each (table, index, partition) are kept in a cache that any write to the
  table clears; the query then filters, orders and pages them exactly as moto does.
- DynamoDB requests run one at a time. moto's backend is not thread-safe (a query iterating a table while
  another thread writes to it fails with `dictionary changed size during iteration`, which the SDK sees as a
  500). DynamoDB calls are short, so serialising them costs little; other services (SQS long polls) are not
  serialised.

The server binds in the caller's thread, so a port in use is an `OSError` at once, not a hung thread
(moto's `ThreadedMotoServer` waits forever for a server that failed to start).
"""

from __future__ import annotations

import copy
import io
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


def _restore(table: Any, hash_value: Any, range_value: Any, item: Any) -> None:
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


_PARTITIONS: dict[tuple[int, str, tuple[tuple[str, str], ...]], list[Any]] = {}
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


def _forget(tables: set[str] | None) -> None:
    """Drop the cached index partitions of the tables a write touches (of all tables when unknown)."""
    if tables is None:
        _PARTITIONS.clear()
        _TABLE_OF.clear()
        return
    for cache_key in [k for k, name in _TABLE_OF.items() if name in tables]:
        _PARTITIONS.pop(cache_key, None)
        del _TABLE_OF[cache_key]


def _equal(found: Any, wanted: Any) -> bool:
    """An item's attribute equals the wanted key value (a missing attribute never does; moto's DynamoType
    cannot be compared with None)."""
    return found is not None and bool(found == wanted)


def patch_index_queries() -> None:
    """Index queries over the items of the requested partition only (idempotent; this process only).
    Relies on DynamoDB requests being serialised (SerialisedDynamoDB)."""
    from moto.dynamodb.models.table import Item, Table

    if getattr(Table.query, "_casefile_patched", False):
        return
    original = Table.query

    def query(self: Any, *args: Any, **kwargs: Any) -> Any:
        index_name = kwargs.get("index_name", args[7] if len(args) > 7 else None)  # moto passes it 8th
        conditions = kwargs.get("hash_key_conditions") or []
        if not index_name or not conditions:
            return original(self, *args, **kwargs)
        wanted = tuple((str(name), repr(value)) for name, value in conditions)
        cache_key = (id(self), index_name, wanted)
        items = _PARTITIONS.get(cache_key)
        if items is None:
            values = [(name, value) for name, value in conditions]
            items = [
                item
                for hash_set in list(self.items.values())
                for item in (hash_set.values() if self.range_key_attr else [hash_set])
                if isinstance(item, Item) and all(_equal(item.attrs.get(name), value) for name, value in values)
            ]
            items.sort(key=lambda x: (x.hash_key, x.range_key) if x.range_key else x.hash_key)
            _PARTITIONS[cache_key] = items
            _TABLE_OF[cache_key] = self.name
        self.all_items = lambda: list(items)  # what moto's query walks, for this call only
        try:
            return original(self, *args, **kwargs)
        finally:
            del self.all_items

    query._casefile_patched = True  # type: ignore[attr-defined]
    Table.query = query  # type: ignore[method-assign]


_TABLE_OF: dict[tuple[int, str, tuple[tuple[str, str], ...]], str] = {}


def _written_tables(operation: str, body: bytes) -> set[str] | None:
    """The tables a DynamoDB write request names (None: unknown, assume all)."""
    import json

    try:
        request = json.loads(body or b"{}")
    except ValueError:
        return None
    if operation == "BatchWriteItem":
        return set(request.get("RequestItems") or {})
    if operation == "TransactWriteItems":
        names = set()
        for entry in request.get("TransactItems") or []:
            for op in entry.values() if isinstance(entry, dict) else []:
                if isinstance(op, dict) and op.get("TableName"):
                    names.add(str(op["TableName"]))
        return names
    if operation in ("PutItem", "UpdateItem", "DeleteItem") and request.get("TableName"):
        return {str(request["TableName"])}
    return None


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
        if operation not in _READ_OPERATIONS:
            body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            environ["wsgi.input"] = io.BytesIO(body)
            tables = _written_tables(operation, body)
        with self.lock:
            self.calls[operation] += 1
            if operation not in _READ_OPERATIONS:
                _forget(tables)
            # The whole body is produced under the lock: moto builds it while reading the backend.
            return [b"".join(self.app(environ, start_response))]

    @property
    def total(self) -> int:
        with self.lock:
            return sum(self.calls.values())


class MotoServer:
    """`MotoServer(host, port).start()`; `.url`, `.dynamodb` (the counter); `.stop()`. Port 0 picks one."""

    def __init__(self, host: str = "127.0.0.1", port: int = 4566) -> None:
        from moto.moto_server.threaded_moto_server import MotoRequestHandler
        from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
        from werkzeug.serving import make_server

        patch_transactions()
        patch_sqs_sends()
        patch_index_queries()
        self.dynamodb = SerialisedDynamoDB(DomainDispatcherApplication(create_backend_app))
        # Binds now: OSError (address in use) here, in the caller's thread.
        self._server = make_server(host, port, self.dynamodb, threaded=True, request_handler=MotoRequestHandler)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._server.server_port)

    @property
    def url(self) -> str:
        return f"http://{self._server.host}:{self.port}"

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
