"""S3 event notifications as a worker's message model (the S3 event JSON is the SQS message body).

Powertools' parser model (`aws_lambda_powertools.utilities.parser.models.S3Model`) requires fields that moto
leaves out (`userIdentity`, `requestParameters`, `responseElements`, the bucket's `ownerIdentity`), so the
local stack's notifications would all be poison to it. This model keeps only what a worker uses and accepts
both. Object keys arrive URL-encoded (`a+b%2B.pdf` for `a b+.pdf`): use `S3ObjectRef.decoded_key`.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote_plus

from pydantic import BaseModel, Field


class S3Bucket(BaseModel):
    name: str
    arn: str | None = None


class S3ObjectRef(BaseModel):
    key: str  # as S3 sends it: URL-encoded
    size: int | None = None  # absent on delete events
    eTag: str | None = None
    versionId: str | None = None
    sequencer: str | None = None

    @property
    def decoded_key(self) -> str:
        return unquote_plus(self.key)


class S3Entity(BaseModel):
    bucket: S3Bucket
    object: S3ObjectRef


class S3EventRecord(BaseModel):
    eventName: str  # ObjectCreated:Put, ObjectCreated:Post, ...
    eventTime: str
    awsRegion: str | None = None
    s3: S3Entity


class S3Notification(BaseModel):
    """One S3 event notification; S3 puts one record in each message it sends to a queue."""

    Records: list[S3EventRecord] = Field(min_length=1)

    @property
    def record(self) -> S3EventRecord:
        return self.Records[0]

    @property
    def bucket(self) -> str:
        return self.record.s3.bucket.name

    @property
    def object(self) -> S3ObjectRef:
        return self.record.s3.object


def s3_test_event(body: Any) -> bool:
    """The message S3 sends once to a queue when a bucket notification is configured (pass as `skip=`)."""
    return isinstance(body, dict) and body.get("Event") == "s3:TestEvent" and "Records" not in body
