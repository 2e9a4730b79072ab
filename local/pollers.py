"""SQS event source mappings: feed queue messages to worker handlers the way Lambda's pollers do."""

from __future__ import annotations

import base64
import sys
import threading
import traceback
from typing import TYPE_CHECKING, Any

import boto3

from local import template as tpl
from local.lambda_runtime import LambdaRuntime

if TYPE_CHECKING:
    from local.sandbox import ProcessRuntime


def _message_attribute(value: dict[str, Any]) -> dict[str, Any]:
    def b64(raw: bytes) -> str:
        return base64.b64encode(raw).decode("ascii")

    out: dict[str, Any] = {}
    if "StringValue" in value:
        out["stringValue"] = value["StringValue"]
    if "BinaryValue" in value:
        out["binaryValue"] = b64(value["BinaryValue"])
    out["stringListValues"] = value.get("StringListValues", [])
    out["binaryListValues"] = [b64(v) for v in value.get("BinaryListValues", [])]
    out["dataType"] = value["DataType"]
    return out


def sqs_record(message: dict[str, Any], queue_arn: str, region: str) -> dict[str, Any]:
    """One record of the Lambda SQS event, from a ReceiveMessage message (all attributes requested)."""
    record: dict[str, Any] = {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": dict(message.get("Attributes", {})),
        "messageAttributes": {
            name: _message_attribute(value) for name, value in message.get("MessageAttributes", {}).items()
        },
        "md5OfBody": message["MD5OfBody"],
    }
    if "MD5OfMessageAttributes" in message:
        record["md5OfMessageAttributes"] = message["MD5OfMessageAttributes"]
    record.update({"eventSource": "aws:sqs", "eventSourceARN": queue_arn, "awsRegion": region})
    return record


class SqsPoller:
    """One event source mapping: a queue, a function, a batch size and the partial batch failure flag."""

    def __init__(self, runtime: LambdaRuntime | ProcessRuntime, mapping: tpl.SqsMapping, wait_seconds: int = 2) -> None:
        res = runtime.resources
        self.runtime = runtime
        self.mapping = mapping
        self.queue_url = res.queue_url(mapping.queue_id)
        self.queue_arn = res.arn(mapping.queue_id)
        self.region = res.region
        self.wait_seconds = max(1, min(wait_seconds, 5))
        self.sqs = boto3.client("sqs", region_name=res.region)
        self.stop_event = threading.Event()
        self._thread: threading.Thread | None = None

    def poll_once(self) -> int:
        """Receive one batch, invoke the function, delete what succeeded. Returns the batch size."""
        messages = self.sqs.receive_message(
            QueueUrl=self.queue_url,
            MaxNumberOfMessages=min(self.mapping.batch_size, 10),
            WaitTimeSeconds=self.wait_seconds,
            MessageSystemAttributeNames=["All"],
            MessageAttributeNames=["All"],
        ).get("Messages", [])
        if not messages:
            return 0
        event = {"Records": [sqs_record(m, self.queue_arn, self.region) for m in messages]}
        try:
            response = self.runtime.invoke(self.mapping.function_id, event)
        except Exception as exc:
            if self.stop_event.is_set():  # the stack is stopping: the batch stays on the queue, nothing failed
                return len(messages)
            print(f"[poller] {self.mapping.function_id} failed; the batch stays on the queue:", file=sys.stderr)
            details = getattr(exc, "details", None)  # the traceback a sandbox process sent back
            print(details, file=sys.stderr) if details else traceback.print_exc()
            return len(messages)
        failed = self._failed_ids(response, {m["MessageId"] for m in messages})
        done = [m for m in messages if m["MessageId"] not in failed]
        for start in range(0, len(done), 10):
            entries = [
                {"Id": str(i), "ReceiptHandle": m["ReceiptHandle"]} for i, m in enumerate(done[start : start + 10])
            ]
            self.sqs.delete_message_batch(QueueUrl=self.queue_url, Entries=entries)
        return len(messages)

    def _failed_ids(self, response: Any, batch_ids: set[str]) -> set[str]:
        """Lambda's rules: without ReportBatchItemFailures a normal return means all succeeded; with it,
        the listed itemIdentifiers failed, and an unknown or empty identifier fails the whole batch."""
        if not self.mapping.report_batch_item_failures or not isinstance(response, dict):
            return set()
        failures = response.get("batchItemFailures") or []
        # "" (no batch message has it) for a malformed entry: it fails the whole batch
        ids = {str(f.get("itemIdentifier") or "") if isinstance(f, dict) else "" for f in failures}
        return batch_ids if not ids <= batch_ids else ids

    def _run(self) -> None:
        while not self.stop_event.is_set():
            try:
                self.poll_once()
            except Exception:
                traceback.print_exc()
                self.stop_event.wait(1)

    def start(self) -> SqsPoller:
        name = f"poller-{self.mapping.queue_id}-{self.mapping.function_id}"
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stop_event.set()
        if self._thread:
            self._thread.join(timeout=self.wait_seconds + 5)


def start_pollers(runtime: LambdaRuntime | ProcessRuntime, wait_seconds: int = 2) -> list[SqsPoller]:
    """Start one poller thread per SQS event of the template; stop each with `.stop()`."""
    return [SqsPoller(runtime, m, wait_seconds).start() for m in tpl.sqs_mappings(runtime.template)]
