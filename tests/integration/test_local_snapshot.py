"""The local stack's saved data (local/snapshot.py): what one emulated account saves, a new one loads back —
items, objects (without new S3 events), queued messages, and the KMS keys under their ids, so that what they
encrypted still decrypts. `--fresh` deletes it."""

from __future__ import annotations

import json
from pathlib import Path

import boto3

from local.snapshot import Snapshot
from tests.integration.conftest import emulated_aws


def messages(url: str) -> list[str]:
    sqs = boto3.client("sqs", region_name="us-east-1")
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=0).get("Messages", [])
    return sorted(m["Body"] for m in got)


def test_what_is_saved_is_loaded_into_a_new_account_and_fresh_deletes_it(tmp_path: Path) -> None:
    snapshot = Snapshot(tmp_path / "data")
    item = {"PK": {"S": "TENANT#t"}, "SK": {"S": "CASE#c"}, "n": {"N": "12.50"}, "b": {"B": b"\x00\x01"}}

    # Given an account with an item, an uploaded object (its S3 event queued), a message and an encrypted secret
    with emulated_aws() as res:
        dynamodb, s3 = boto3.client("dynamodb", region_name="us-east-1"), boto3.client("s3", region_name="us-east-1")
        kms = boto3.client("kms", region_name="us-east-1")
        dynamodb.put_item(TableName=res.table_name("MainTable"), Item=item)
        bucket = res.bucket_name("UploadsBucket")
        s3.put_object(Bucket=bucket, Key="t/doc.pdf", Body=b"%PDF-1.4 sample", ContentType="application/pdf")
        boto3.client("sqs", region_name="us-east-1").send_message(
            QueueUrl=res.queue_url("WebhookQueue"), MessageBody='{"delivery": 1}'
        )
        key_id = res.names["WebhookSecretsKey"]
        secret = kms.encrypt(KeyId=key_id, Plaintext=b"whsec_x")["CiphertextBlob"]
        ocr_before = messages(res.queue_url("OcrQueue"))
        counts = snapshot.save(res, {"jwt_secret": "kept", "logins": [{"email": "a@b.example"}]})
    assert (counts["items"], counts["objects"]) == (1, 1)
    assert len(ocr_before) == 1 and "s3:TestEvent" in ocr_before[0]  # nothing to keep (the object is in no prefix)

    # When a new, empty account loads it
    with emulated_aws() as res:
        assert snapshot.load_secrets()["jwt_secret"] == "kept"
        loaded = snapshot.restore(res)

        # Then the item, the object and the messages are back, the key has its id, and no new S3 event was sent
        dynamodb, s3 = boto3.client("dynamodb", region_name="us-east-1"), boto3.client("s3", region_name="us-east-1")
        kms = boto3.client("kms", region_name="us-east-1")
        got = dynamodb.get_item(TableName=res.table_name("MainTable"), Key={"PK": item["PK"], "SK": item["SK"]})
        assert got["Item"] == item
        obj = s3.get_object(Bucket=res.bucket_name("UploadsBucket"), Key="t/doc.pdf")
        assert (obj["Body"].read(), obj["ContentType"]) == (b"%PDF-1.4 sample", "application/pdf")
        ocr_after = messages(res.queue_url("OcrQueue"))  # the new bucket's own s3:TestEvent only
        assert len(ocr_after) == 1 and "s3:TestEvent" in ocr_after[0]
        assert messages(res.queue_url("WebhookQueue")) == ['{"delivery": 1}']
        assert res.names["WebhookSecretsKey"] == key_id
        assert kms.decrypt(CiphertextBlob=secret)["Plaintext"] == b"whsec_x"
        assert loaded == {"items": 1, "objects": 1, "messages": 1}
        # a second save links the unchanged object's bytes instead of reading them again
        assert snapshot.save(res, {})["objects"] == 1
    manifest = json.loads((snapshot.path / "manifest.json").read_text())
    assert manifest["tables"]["MainTable"] and (snapshot.path / "secrets.json").stat().st_mode & 0o077 == 0

    # And clearing it (--fresh, make dev-reset) leaves nothing to load
    snapshot.clear()
    assert not snapshot.exists
