"""Review end to end over real HTTP on the local stack (issue 30): a payslip and an ID card uploaded and read; one
document's fields with their boxes and its first page's image fetched through its presigned URL; a field of the case
corrected, seen in the merged view, the timeline and the next score; a document rejected and gone from the merge; a
viewer refused every write."""

from __future__ import annotations

import io
import secrets

import httpx
from PIL import Image

from tests.e2e.test_console_flow import CASE, admin_login, casefile_admin, client  # noqa: F401 - fixtures
from tests.e2e.test_documents_flow import by_name, completed, upload
from tests.support import docgen


def login(http: httpx.Client, email: str, password: str) -> dict[str, str]:
    response = http.post("/v1/auth/login", json={"email": email, "password": password})
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['access_token']}"}


def test_read_correct_score_reject_on_the_record(stack, client, admin_login):  # noqa: F811
    auth = login(client, admin_login["email"], admin_login["password"])
    case = client.post("/v1/cases", json={**CASE, "borrower_type": "public_sector"}, headers=auth).json()
    payslip = upload(client, auth, case["id"], "payslip.pdf", docgen.render_payslip(fmt="pdf_text"), "application/pdf")
    id_card = upload(client, auth, case["id"], "cin.png", docgen.render_cin_front(), "image/png")
    completed(client, auth, payslip)
    completed(client, auth, id_card)

    # one document's own fields: each with its page and its box on the page, in fractions
    own = client.get(f"/v1/documents/{id_card}/fields", headers=auth).json()
    assert own["document_id"] == id_card and own["document_type"] == "cin_front" and own["status"] == "completed"
    cin = next(f for f in own["fields"] if f["field_name"] == "cin")
    x0, y0, x1, y1 = cin["bbox"]
    assert 0 <= x0 < x1 <= 1 and 0 <= y0 < y1 <= 1 and cin["source_page"] == 1
    assert isinstance(cin["needs_review"], bool)

    # its first page: an image of the stated size behind a presigned URL, and the page's words with their boxes
    page = client.get(f"/v1/documents/{id_card}/pages/1", headers=auth).json()
    fetched = httpx.get(page["image_url"], timeout=30)
    assert fetched.status_code == 200 and fetched.headers["content-type"] == "image/jpeg"
    image = Image.open(io.BytesIO(fetched.content))
    assert image.size == (page["width"], page["height"]) and max(image.size) <= 2000
    assert any(w["text"].replace(" ", "") == cin["value"] for w in page["words"]) or page["words"]
    assert all(0 <= v <= 1 for w in page["words"] for v in w["bbox"])
    missing = client.get(f"/v1/documents/{id_card}/pages/2", headers=auth)
    assert missing.status_code == 404 and missing.json() == {"detail": "Page not found"}

    # scored once, then the net salary corrected: the merged view shows the person's value, on the record
    first = client.post(f"/v1/cases/{case['id']}/score", headers=auth)
    assert first.status_code == 200, first.text
    read_net = by_name(client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json())["net_salary"]["value"]
    corrected_net = round(read_net + 1234.5, 2)
    body = {"value": corrected_net, "note": "The employer's letter of 12 November gives the raise."}
    put = client.put(f"/v1/cases/{case['id']}/fields/net_salary", json=body, headers=auth)
    assert put.status_code == 200, put.text
    entry = by_name(put.json())["net_salary"]
    assert entry["value"] == corrected_net and entry["validation_status"] == "corrected"
    assert entry["has_conflict"] is False and entry["needs_review"] is False
    assert entry["correction"]["previous_value"] == read_net and entry["correction"]["note"] == body["note"]
    me = client.get("/v1/auth/me", headers=auth).json()
    assert entry["correction"]["by"] == me["id"]
    # the document's own value stays readable
    payslip_fields = by_name(client.get(f"/v1/documents/{payslip}/fields", headers=auth).json())
    assert payslip_fields["net_salary"]["value"] == read_net
    # the score used the value the correction replaced: it is stale until scored again
    view = client.get(f"/v1/cases/{case['id']}", headers=auth).json()
    assert view["score_stale"] is True and view["net_salary"] == corrected_net
    timeline = client.get(f"/v1/cases/{case['id']}/events", headers=auth).json()["items"]
    event = next(e for e in timeline if e["type"] == "field.corrected")
    assert event["actor"] == {"type": "user", "id": me["id"]}
    assert event["details"] == {"field_name": "net_salary", "document_id": payslip}
    assert str(corrected_net) not in str(timeline) and body["note"] not in str(timeline)

    # scored again: the corrected value is the one used
    again = client.post(f"/v1/cases/{case['id']}/score", headers=auth)
    assert again.status_code == 200, again.text
    assert again.json()["corrected_fields"] == 1
    view = client.get(f"/v1/cases/{case['id']}", headers=auth).json()
    assert view["score_stale"] is False and view["corrected_fields_used"] == 1

    # the ID card rejected: out of the merge (its CIN gone), still readable, on the timeline with its reason
    rejected = client.post(
        f"/v1/documents/{id_card}/reject", json={"reason": "expired", "note": "Card expired in 2019."}, headers=auth
    )
    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["status"] == "rejected" and rejected.json()["rejection"]["reason"] == "expired"
    merged = client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json()
    assert id_card not in {f["source_document_id"] for f in merged["fields"]}
    assert client.get(f"/v1/documents/{id_card}/fields", headers=auth).json()["status"] == "rejected"
    timeline = client.get(f"/v1/cases/{case['id']}/events", headers=auth).json()["items"]
    assert next(e for e in timeline if e["type"] == "document.rejected")["details"]["reason"] == "expired"
    again = client.post(f"/v1/documents/{id_card}/reject", json={"reason": "other"}, headers=auth)
    assert again.status_code == 409

    # the correction removed: the documents' value again
    assert client.delete(f"/v1/cases/{case['id']}/fields/net_salary", headers=auth).status_code == 204
    back = by_name(client.get(f"/v1/cases/{case['id']}/fields", headers=auth).json())["net_salary"]
    assert back["value"] == read_net and back["correction"] is None

    # a viewer reads, and is refused every write
    email, password = f"viewer.{secrets.token_hex(4)}@lender.example", "pw-" + secrets.token_urlsafe(16)
    casefile_admin(
        stack, "create-user", "--workspace", admin_login["workspace_id"], "--email", email, "--role",
        "tenant_viewer", "--password", password,
    )  # fmt: skip
    viewer = login(client, email, password)
    assert client.get(f"/v1/documents/{payslip}/fields", headers=viewer).status_code == 200
    writes = [
        client.put(f"/v1/cases/{case['id']}/fields/net_salary", json=body, headers=viewer),
        client.delete(f"/v1/cases/{case['id']}/fields/net_salary", headers=viewer),
        client.post(f"/v1/documents/{payslip}/reject", json={"reason": "other"}, headers=viewer),
    ]
    for refused in writes:
        assert refused.status_code == 403 and refused.json() == {"detail": "Insufficient permissions"}
