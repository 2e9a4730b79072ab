"""Document key shapes, list collections and counter moves (pure helpers of the store)."""

from __future__ import annotations

import pytest

from casefile.store.documents import counter_moves
from casefile.store.entities import document_indexes
from casefile.store.uploads import parse_upload_key, result_key, upload_key

TID, DID, CID = (
    "11111111-1111-4111-8111-111111111111",
    "22222222-2222-4222-8222-222222222222",
    "3" * 8 + "-3333-4333-8333-" + "3" * 12,
)
DOC = {"tenant_id": TID, "id": DID, "created_at": "2026-11-23T03:00:00.000Z", "status": "queued"}


def test_a_loose_document_is_listed_in_all_and_by_status_only():
    indexes = document_indexes({**DOC, "case_id": None})
    assert indexes["GSI1PK"] == f"TENANT#{TID}#DOC"
    assert indexes["GSI3PK"] == f"TENANT#{TID}#DOC#STATUS#queued"
    assert indexes["GSI1SK"] == indexes["GSI3SK"] == f"2026-11-23T03:00:00.000Z#{DID}"
    assert (indexes["GSI2PK"], indexes["GSI4PK"]) == (None, None)  # removed when it leaves a case


def test_a_document_on_a_case_is_also_listed_by_case_and_by_case_and_status():
    indexes = document_indexes({**DOC, "case_id": CID})
    assert indexes["GSI2PK"] == f"TENANT#{TID}#DOC#CASE#{CID}"
    assert indexes["GSI4PK"] == f"TENANT#{TID}#DOC#CASE#{CID}#STATUS#queued"


@pytest.mark.parametrize(
    ("moved", "expected"),
    [
        ((None, "pending_upload"), {"total": 1, "status#pending_upload": 1}),
        (("queued", "processing"), {"status#queued": -1, "status#processing": 1}),
        (("failed", None), {"total": -1, "status#failed": -1}),
        (("completed", "completed"), {}),
    ],
)
def test_counter_moves(moved, expected):
    assert counter_moves(*moved) == expected


def test_upload_keys_are_tenant_scoped_and_parse_back():
    assert upload_key(TID, DID) == f"uploads/{TID}/{DID}"
    assert result_key(TID, DID) == f"results/{TID}/{DID}.json"
    assert parse_upload_key(upload_key(TID, DID)) == (TID, DID)


@pytest.mark.parametrize(
    "key", [f"results/{TID}/{DID}.json", f"uploads/{TID}/{DID}/x", f"uploads/{TID}", "uploads/a/b", f"x/{TID}/{DID}"]
)
def test_other_keys_are_not_upload_keys(key):
    assert parse_upload_key(key) is None
