"""The local stack's data kept between runs: a snapshot of moto's state for the template's resources.

`make dev` saves a snapshot when it stops and loads it when it starts (`--fresh`, `make dev-reset`: start empty).
The snapshot is a folder of plain files, written whole to a new folder and then renamed over the old one (a stack
killed while saving keeps the previous snapshot):

    <data dir>/snapshot/
      manifest.json            format version, moto version, when saved, the table/bucket/queue names
      secrets.json             (0600) the KMS keys' ids and material, the JWT secret, the demo logins
      dynamodb/<Table>.jsonl   one item per line, in DynamoDB's JSON (what a Scan answers)
      s3/<Bucket>.jsonl        one object per line: key, content type, metadata, the blob's file name
      s3/blobs/<sha256>        the objects' bytes
      sqs/<Queue>.jsonl        the messages waiting in each queue (body, attributes, FIFO group)

Only the template's resources are kept (a table a test creates on the moto endpoint is not). The files are read
back through moto's public models (DynamoDB items, KMS keys) and the AWS API (S3 objects, SQS messages), not
pickled Python objects: a moto upgrade reads the snapshot of the previous version. KMS keys come back with their
ids and material, so what was encrypted with them (MFA secrets, webhook signing secrets) still decrypts.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import shutil
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import boto3

from local.resources import ACCOUNT_ID, LocalResources

FORMAT = 1
SNAPSHOT = "snapshot"


def _moto_version() -> str:
    import moto

    return str(moto.__version__)


def _write_private(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def _jsonl(path: Path, rows: Iterator[dict[str, Any]]) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, separators=(",", ":")) + "\n")
            count += 1
    return count


def _read_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    if not path.exists():
        return
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


class SnapshotError(Exception):
    """The snapshot could not be read: a message for the user."""


class Snapshot:
    """`Snapshot(data_dir)`: `.exists`, `.secrets` (after `load_secrets()`), `restore(res)`, `save(res, ...)`,
    `clear()`. Works on the moto server running in this process (moto's backends are module state)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self.path = self.data_dir / SNAPSHOT
        self.secrets: dict[str, Any] = {}
        self.manifest: dict[str, Any] = {}

    @property
    def exists(self) -> bool:
        return (self.path / "manifest.json").exists()

    def clear(self) -> None:
        """Delete the saved data (the folder's other files, if any, are left)."""
        for name in (SNAPSHOT, f"{SNAPSHOT}.old"):
            shutil.rmtree(self.data_dir / name, ignore_errors=True)

    def set_aside(self) -> Path:
        """Move an unreadable snapshot out of the way (kept, never deleted); its new path."""
        target = self.data_dir / f"{SNAPSHOT}.unreadable-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S')}"
        self.path.rename(target)
        return target

    def load_secrets(self) -> dict[str, Any]:
        try:
            self.manifest = json.loads((self.path / "manifest.json").read_text(encoding="utf-8"))
            if int(self.manifest.get("format", 0)) != FORMAT:
                raise SnapshotError(f"format {self.manifest.get('format')} (this code reads {FORMAT})")
            secrets_file = self.path / "secrets.json"
            self.secrets = json.loads(secrets_file.read_text(encoding="utf-8")) if secrets_file.exists() else {}
        except (OSError, ValueError) as exc:
            raise SnapshotError(str(exc)) from exc
        return self.secrets

    # Restore -------------------------------------------------------------------------------------------

    def restore(self, res: LocalResources, lock: Any = None) -> dict[str, int]:
        """Put the snapshot into the freshly created resources `res` (after `load_secrets()`): KMS keys first
        (their ids change `res`), then items, objects and messages. Returns counts per kind."""
        counts = {"items": 0, "objects": 0, "messages": 0}
        self._restore_keys(res)
        with lock if lock is not None else contextlib.nullcontext():
            counts["items"] = self._restore_tables(res)
        counts["objects"] = self._restore_objects(res)
        counts["messages"] = self._restore_messages(res)
        return counts

    def _restore_keys(self, res: LocalResources) -> None:
        from moto.kms.models import kms_backends

        backend = kms_backends[ACCOUNT_ID][res.region]
        for logical_id, saved in (self.secrets.get("kms") or {}).items():
            current = res.names.get(logical_id)
            if current is None or current not in backend.keys:
                continue  # no longer in the template
            key = backend.keys.pop(current)
            key.id = saved["id"]
            key.arn = saved["arn"]
            key.key_material = base64.b64decode(saved["material"])
            backend.keys[key.id] = key
            res.names[logical_id] = key.id
            res.arns[logical_id] = key.arn

    def _restore_tables(self, res: LocalResources) -> int:
        from moto.dynamodb.models import dynamodb_backends

        backend = dynamodb_backends[ACCOUNT_ID][res.region]
        count = 0
        for logical_id in self.manifest.get("tables", {}):
            name = res.names.get(logical_id)
            table = backend.tables.get(name) if name else None
            path = self.path / "dynamodb" / f"{logical_id}.jsonl"
            if table is None:
                if path.exists():
                    print(f"local stack: saved table {logical_id} is no longer in the template; not loaded")
                continue
            try:
                for item in _read_jsonl(path):
                    table.put_item(item)
                    count += 1
            except Exception as exc:  # a key schema changed since the snapshot
                raise SnapshotError(f"table {logical_id}: {type(exc).__name__}: {exc}") from exc
        return count

    def _restore_objects(self, res: LocalResources) -> int:
        from moto.s3.models import s3_backends

        s3 = boto3.client("s3", region_name=res.region)
        count = 0
        for logical_id in self.manifest.get("buckets", {}):
            bucket = res.names.get(logical_id)
            path = self.path / "s3" / f"{logical_id}.jsonl"
            if bucket is None or not path.exists():
                continue
            # No S3 event for objects put back (the OCR worker read them before the restart): the bucket's
            # notifications are set aside in moto's model (through the API, each change would queue an s3:TestEvent)
            model = s3_backends[ACCOUNT_ID]["aws"].buckets[bucket]
            notifications, model.notification_configuration = model.notification_configuration, None
            try:
                for entry in _read_jsonl(path):
                    body = (self.path / "s3" / "blobs" / entry["blob"]).read_bytes()
                    extra: dict[str, Any] = {"Metadata": entry.get("metadata") or {}}
                    if entry.get("content_type"):
                        extra["ContentType"] = entry["content_type"]
                    s3.put_object(Bucket=bucket, Key=entry["key"], Body=body, **extra)
                    count += 1
            finally:
                model.notification_configuration = notifications
        return count

    def _restore_messages(self, res: LocalResources) -> int:
        sqs = boto3.client("sqs", region_name=res.region)
        count = 0
        for logical_id in self.manifest.get("queues", {}):
            url = res.queue_urls.get(logical_id)
            path = self.path / "sqs" / f"{logical_id}.jsonl"
            if url is None or not path.exists():
                continue
            for message in _read_jsonl(path):
                args: dict[str, Any] = {"QueueUrl": url, "MessageBody": message["body"]}
                attributes = {  # string attributes (what this code sends); binary ones are not kept
                    name: {"DataType": value["DataType"], "StringValue": value["StringValue"]}
                    for name, value in (message.get("attributes") or {}).items()
                    if value.get("StringValue") is not None
                }
                if attributes:
                    args["MessageAttributes"] = attributes
                if message.get("group_id"):
                    args["MessageGroupId"] = message["group_id"]
                    args["MessageDeduplicationId"] = (
                        message.get("deduplication_id") or hashlib.sha256(message["body"].encode()).hexdigest()
                    )
                sqs.send_message(**args)
                count += 1
        return count

    # Save ----------------------------------------------------------------------------------------------

    def save(self, res: LocalResources, secrets: dict[str, Any], lock: Any = None) -> dict[str, int]:
        """Write the template's resources' data to a new folder, then put it in place of the old snapshot.
        `lock` (the moto server's DynamoDB lock) is held while the tables are read."""
        started = time.monotonic()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        work = self.data_dir / f"{SNAPSHOT}.new-{os.getpid()}"
        shutil.rmtree(work, ignore_errors=True)
        for sub in ("dynamodb", "s3/blobs", "sqs"):
            (work / sub).mkdir(parents=True)
        counts = {"items": 0, "objects": 0, "messages": 0}
        try:
            with lock if lock is not None else contextlib.nullcontext():
                tables = self._save_tables(res, work, counts)
            buckets = self._save_objects(res, work, counts)
            queues = self._save_messages(res, work, counts)
            keys = self._key_secrets(res)
            manifest = {
                "format": FORMAT,
                "moto": _moto_version(),
                "saved_at": datetime.now(UTC).isoformat(),
                "tables": tables,
                "buckets": buckets,
                "queues": queues,
                "counts": counts,
            }
            _write_private(work / "secrets.json", json.dumps({**secrets, "kms": keys}, indent=2))
            (work / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
            old = self.data_dir / f"{SNAPSHOT}.old"
            shutil.rmtree(old, ignore_errors=True)
            if self.path.exists():
                self.path.rename(old)
            work.rename(self.path)
            shutil.rmtree(old, ignore_errors=True)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
        counts["milliseconds"] = round((time.monotonic() - started) * 1000)
        return counts

    def _save_tables(self, res: LocalResources, work: Path, counts: dict[str, int]) -> dict[str, str]:
        from moto.dynamodb.models import dynamodb_backends
        from moto.dynamodb.models.utilities import dynamo_json_dump

        backend = dynamodb_backends[ACCOUNT_ID][res.region]
        saved: dict[str, str] = {}
        for logical_id, name in res.names.items():
            table = backend.tables.get(name)
            if table is None:
                continue
            with open(work / "dynamodb" / f"{logical_id}.jsonl", "w", encoding="utf-8") as f:
                for hash_set in table.items.values():
                    items: list[Any] = list(hash_set.values()) if table.range_key_attr else [hash_set]
                    for item in items:
                        f.write(dynamo_json_dump(item.to_json()["Attributes"]) + "\n")
                        counts["items"] += 1
            saved[logical_id] = name
        return saved

    def _previous_blobs(self, logical_id: str) -> dict[tuple[str, str], Path]:
        """(key, etag) -> blob file of the current snapshot: an object unchanged since is linked, not read again."""
        found: dict[tuple[str, str], Path] = {}
        try:
            for entry in _read_jsonl(self.path / "s3" / f"{logical_id}.jsonl"):
                blob = self.path / "s3" / "blobs" / str(entry.get("blob"))
                if entry.get("etag") and blob.exists():
                    found[(entry["key"], entry["etag"])] = blob
        except (OSError, ValueError):
            return {}
        return found

    def _save_objects(self, res: LocalResources, work: Path, counts: dict[str, int]) -> dict[str, str]:
        s3 = boto3.client("s3", region_name=res.region)
        buckets = {
            logical_id: name
            for logical_id, name in res.names.items()
            if res.arns.get(logical_id, "").startswith("arn:aws:s3:::")
        }
        for logical_id, bucket in buckets.items():
            previous = self._previous_blobs(logical_id)

            def objects(
                bucket: str = bucket, previous: dict[tuple[str, str], Path] = previous
            ) -> Iterator[dict[str, Any]]:
                for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
                    for summary in page.get("Contents", []):
                        key, etag = summary["Key"], summary.get("ETag", "")
                        counts["objects"] += 1
                        old = previous.get((key, etag))
                        if old is not None:  # unchanged since the last save: the same blob, linked
                            head = s3.head_object(Bucket=bucket, Key=key)
                            target = work / "s3" / "blobs" / old.name
                            if not target.exists():
                                os.link(old, target)
                            blob = old.name
                        else:
                            head = s3.get_object(Bucket=bucket, Key=key)
                            body = head["Body"].read()
                            blob = hashlib.sha256(body).hexdigest()
                            (work / "s3" / "blobs" / blob).write_bytes(body)
                        yield {
                            "key": key,
                            "etag": etag,
                            "content_type": head.get("ContentType"),
                            "metadata": head.get("Metadata") or {},
                            "blob": blob,
                        }

            _jsonl(work / "s3" / f"{logical_id}.jsonl", objects())
        return buckets

    def _save_messages(self, res: LocalResources, work: Path, counts: dict[str, int]) -> dict[str, str]:
        from moto.sqs.models import sqs_backends

        backend = sqs_backends[ACCOUNT_ID][res.region]
        queues: dict[str, str] = {}
        for logical_id, url in res.queue_urls.items():
            name = res.names[logical_id]
            queue = backend.queues.get(name)
            if queue is None:
                continue
            rows = [
                {
                    "body": m.body,
                    "attributes": m.message_attributes,
                    "group_id": m.group_id,
                    "deduplication_id": m.deduplication_id,
                }
                for m in list(queue._messages)
                if '"s3:TestEvent"' not in m.body  # sent when a bucket's notifications are set: nothing to keep
            ]
            counts["messages"] += _jsonl(work / "sqs" / f"{logical_id}.jsonl", iter(rows))
            queues[logical_id] = url
        return queues

    def _key_secrets(self, res: LocalResources) -> dict[str, dict[str, str]]:
        from moto.kms.models import kms_backends

        backend = kms_backends[ACCOUNT_ID][res.region]
        keys: dict[str, dict[str, str]] = {}
        for logical_id, key_id in res.names.items():
            key = backend.keys.get(key_id)
            if key is not None:
                material = key.key_material
                keys[logical_id] = {
                    "id": key.id,
                    "arn": key.arn,
                    "material": base64.b64encode(material).decode("ascii"),
                }
        return keys


def describe_counts(counts: dict[str, int]) -> str:
    return f"{counts.get('items', 0)} items, {counts.get('objects', 0)} objects, {counts.get('messages', 0)} messages"


def warn(message: str) -> None:
    print(f"local stack: {message}", file=sys.stderr, flush=True)
