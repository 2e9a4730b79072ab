"""The uploads bucket: presigned POST forms, streamed downloads of uploaded objects, OCR results as JSON.

Key shapes (tenant-scoped; docs/data-model.md):
- `uploads/<tenant id>/<document id>`: the file a client uploads with the presigned POST of POST /v1/documents.
  Only this prefix notifies OcrQueue (template.yaml filter), and only the OCR worker reads it.
- `results/<tenant id>/<document id>.json`: the OCR result the worker writes (text, pages, lines): a 200-page
  result is megabytes, far over DynamoDB's 400 KB item limit, so the item keeps only its small parts.
- `pages/<tenant id>/<document id>/<page number>.jpg`: each page's image, rendered when the worker reads the
  document; the documents function gives presigned GET URLs of them (the review's page route).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from typing import Any

from casefile.settings import get_settings
from casefile.store.aws import client

UPLOADS_PREFIX = "uploads/"
RESULTS_PREFIX = "results/"
PAGES_PREFIX = "pages/"
_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_UPLOAD_KEY = re.compile(rf"uploads/({_ID})/({_ID})")
_CHUNK = 1024 * 1024


class ObjectTooLarge(Exception):
    """The object is bigger than the limit (found while streaming it: nothing beyond the limit is kept)."""


def upload_key(tenant_id: str, document_id: str) -> str:
    return f"{UPLOADS_PREFIX}{tenant_id}/{document_id}"


def result_key(tenant_id: str, document_id: str) -> str:
    return f"{RESULTS_PREFIX}{tenant_id}/{document_id}.json"


def page_image_key(tenant_id: str, document_id: str, page_number: int) -> str:
    return f"{PAGES_PREFIX}{tenant_id}/{document_id}/{page_number}.jpg"


def put_page_image(key: str, body: bytes) -> None:
    bucket = get_settings().uploads_bucket
    client("s3").put_object(Bucket=bucket, Key=key, Body=body, ContentType="image/jpeg")


def presigned_get(key: str, expires_in: int) -> str:
    """A URL that GETs one object for `expires_in` seconds, signed with this function's role."""
    bucket = get_settings().uploads_bucket
    url: str = client("s3").generate_presigned_url(
        "get_object", Params={"Bucket": bucket, "Key": key}, ExpiresIn=expires_in
    )
    return url


def parse_upload_key(key: str) -> tuple[str, str] | None:
    """(tenant id, document id) of an upload key, or None when the key is not one."""
    match = _UPLOAD_KEY.fullmatch(key)
    return (match.group(1), match.group(2)) if match else None


def presigned_post(key: str, content_type: str, max_bytes: int, expires_in: int) -> dict[str, Any]:
    """A presigned POST form for one object: exactly this key, this Content-Type, 1..max_bytes bytes, valid
    `expires_in` seconds. `{"url", "fields"}`: the client posts `fields` then `file` as multipart/form-data."""
    bucket = get_settings().uploads_bucket
    form = client("s3").generate_presigned_post(
        Bucket=bucket,
        Key=key,
        Fields={"Content-Type": content_type},
        Conditions=[{"Content-Type": content_type}, ["content-length-range", 1, max_bytes]],
        ExpiresIn=expires_in,
    )
    return {"url": form["url"], "fields": {name: str(value) for name, value in form["fields"].items()}}


def object_size(bucket: str, key: str, version_id: str | None = None) -> int:
    """The stored size of an object (HeadObject): the real one, whatever the client declared."""
    params: dict[str, Any] = {"Bucket": bucket, "Key": key}
    if version_id:
        params["VersionId"] = version_id
    return int(client("s3").head_object(**params)["ContentLength"])


def download(bucket: str, key: str, *, version_id: str | None, max_bytes: int, directory: str | None = None) -> str:
    """Stream an object into a new file under `directory` (default: the temp dir, /tmp in Lambda), one chunk
    at a time, and return its path (the caller deletes it). More than `max_bytes` bytes: ObjectTooLarge, and
    the partial file is removed."""
    params: dict[str, Any] = {"Bucket": bucket, "Key": key}
    if version_id:
        params["VersionId"] = version_id
    body = client("s3").get_object(**params)["Body"]
    handle, path = tempfile.mkstemp(prefix="upload-", dir=directory)
    written = 0
    try:
        with os.fdopen(handle, "wb") as out:
            for chunk in body.iter_chunks(_CHUNK):
                written += len(chunk)
                if written > max_bytes:
                    raise ObjectTooLarge()
                out.write(chunk)
    except BaseException:
        body.close()
        os.unlink(path)
        raise
    return path


def put_result(key: str, result: dict[str, Any]) -> None:
    bucket = get_settings().uploads_bucket
    body = json.dumps(result, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    client("s3").put_object(Bucket=bucket, Key=key, Body=body, ContentType="application/json")


def get_result(key: str) -> dict[str, Any]:
    bucket = get_settings().uploads_bucket
    body = client("s3").get_object(Bucket=bucket, Key=key)["Body"]
    try:
        data: dict[str, Any] = json.loads(body.read())
    finally:
        body.close()
    return data
