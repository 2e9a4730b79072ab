"""The documents story end to end over real HTTP on the local stack: files uploaded with the presigned POST to
the moto S3 endpoint, S3 notifying OcrQueue, the poller feeding the OCR worker in its own process, and the
merged fields of the case changing as papers are added and removed."""

from __future__ import annotations

import time
from typing import Any

import httpx

from tests.e2e.test_console_flow import CASE, admin_login, client  # noqa: F401 - fixtures
from tests.support import docgen

COMPLETION_TIMEOUT_SECONDS = 60


def upload(http: httpx.Client, auth: dict[str, str], case_id: str, filename: str, data: bytes, kind: str) -> str:
    declared = {"filename": filename, "content_type": kind, "size_bytes": len(data), "case_id": case_id}
    created = http.post("/v1/documents", json=declared, headers=auth)
    assert created.status_code == 201, created.text
    form = created.json()["upload"]
    # the browser's way: a multipart form to the bucket, every field as given, the file last
    posted = httpx.post(form["url"], data=form["fields"], files={"file": (filename, data, kind)}, timeout=30)
    assert posted.status_code == 204, posted.text
    return str(created.json()["document"]["id"])


def completed(http: httpx.Client, auth: dict[str, str], document_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + COMPLETION_TIMEOUT_SECONDS
    seen = []
    while time.monotonic() < deadline:
        document = http.get(f"/v1/documents/{document_id}", headers=auth).json()
        if not seen or seen[-1] != document["status"]:
            seen.append(document["status"])
        if document["status"] in ("completed", "failed"):
            assert document["status"] == "completed", (document.get("error"), document)
            return dict(document)
        time.sleep(0.05)
    raise AssertionError(f"not completed in {COMPLETION_TIMEOUT_SECONDS}s: {seen}")


def by_name(fields: dict[str, Any]) -> dict[str, Any]:
    return {field["field_name"]: field for field in fields["fields"]}


def test_upload_read_merge_conflict_and_detach(client, admin_login):  # noqa: F811
    login = client.post("/v1/auth/login", json={"email": admin_login["email"], "password": admin_login["password"]})
    auth = {"Authorization": f"Bearer {login.json()['access_token']}"}
    case = client.post("/v1/cases", json=CASE, headers=auth).json()

    # a payslip and an ID card, uploaded through their presigned POST forms
    payslip = upload(client, auth, case["id"], "payslip.pdf", docgen.render_payslip(fmt="pdf_text"), "application/pdf")
    id_card = upload(client, auth, case["id"], "cin.png", docgen.render_cin_front(), "image/png")
    assert completed(client, auth, payslip)["document_type"] == "payslip"
    assert completed(client, auth, id_card)["document_type"] == "cin_front"

    # the OCR result and the merged fields of the case
    result = client.get(f"/v1/documents/{payslip}/result", headers=auth).json()
    assert result["status"] == "completed" and result["page_count"] == 1
    assert result["raw_text"] and result["pages"][0]["lines"]
    merged = client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json()
    fields = by_name(merged)
    assert merged["case_id"] == case["id"] and merged["document_count"] == 2
    assert fields["net_salary"]["source_document_id"] == payslip
    assert fields["cin"]["source_document_id"] == id_card
    assert merged["conflicts"] == [] and merged["conflict_summary"]["total"] == 0
    view = client.get(f"/v1/cases/{case['id']}", headers=auth).json()
    assert {d["id"] for d in view["documents"]} == {payslip, id_card}
    for name in ("employer", "contract_type", "hire_date", "net_salary"):
        assert view[name] == fields[name]["value"], name
    assert view["document"]["id"] in (payslip, id_card)
    assert view["extraction"]["document_id"] == view["document"]["id"] and view["extraction"]["fields"]

    # a second payslip that disagrees on the salary: a conflict, and a new fingerprint
    other = upload(
        client,
        auth,
        case["id"],
        "payslip-2.pdf",
        docgen.render_payslip({"net_salary": 4321.0}, fmt="pdf_text"),
        "application/pdf",
    )
    completed(client, auth, other)
    disputed = client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json()
    assert "net_salary" in disputed["conflict_summary"]["fields"]
    conflict = next(c for c in disputed["conflicts"] if c["field_name"] == "net_salary")
    assert {v["source_document_id"] for v in conflict["values"]} >= {payslip, other}
    assert by_name(disputed)["net_salary"]["has_conflict"] is True
    assert disputed["fingerprint"] != merged["fingerprint"]

    # detached, the conflict goes and the view is what it was
    assert client.delete(f"/v1/cases/{case['id']}/documents/{other}", headers=auth).status_code == 204
    settled = client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json()
    assert settled["conflicts"] == [] and settled["fingerprint"] == merged["fingerprint"]
    assert client.get(f"/v1/documents/{other}", headers=auth).json()["case_id"] is None
