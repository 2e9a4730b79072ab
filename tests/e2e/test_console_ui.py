"""The web console in a real browser (Debian's chromium driven by Playwright) against the local stack: a reviewer signs
in, creates a case and assigns it to a colleague, uploads two payslips that disagree and an ID card, sees their fields,
a conflict and a field's box on the page, settles the conflict with a correction, connects a Sandbox bank account,
scores, decides and reads the timeline; finds the assignee in the inbox; creates a flow and edits its graph (a problem
said in words, then saved and published); a tenant_viewer then sees the same case and flow with no write button at
all. Screenshots of the main screens go to tests/artifacts/console/ (git-ignored; CI keeps them as artifacts).

One journey per role, in one browser: the OCR of three documents is most of the time."""

from __future__ import annotations

import json
import re
import secrets
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote_plus

import httpx
import pytest

from tests.e2e.test_console_flow import casefile_admin
from tests.support import docgen

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts" / "console"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
OCR_TIMEOUT_MS = 120_000

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed (apt-get install chromium); CI installs it"
)


@pytest.fixture(scope="module")
def console_built() -> None:
    """console/dist, built from source when it is missing or stale (`make console`: npm ci and vite build)."""
    done = subprocess.run(
        ["make", "--no-print-directory", "console"],  # noqa: S607
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0:
        output = done.stdout[-2000:] + done.stderr[-2000:]
        pytest.fail(f"`make console` failed (Node >= 18 and npm are needed):\n{output}")


@pytest.fixture(scope="module")
def browser(console_built: None) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()


def new_page(browser: Any, base_url: str) -> Any:
    """A tab of its own (its own sessionStorage), in English, acting as its own client address for the API's
    per-IP rate limit (the front honours X-Forwarded-For from loopback)."""
    context = browser.new_context(base_url=base_url, locale="en-GB", viewport={"width": 1440, "height": 1000})
    context.set_default_timeout(30_000)
    ip = f"198.51.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"
    context.route(
        re.compile(r".*/v1/.*"), lambda route: route.continue_(headers={**route.request.headers, "x-forwarded-for": ip})
    )
    page = context.new_page()
    page.refusals = []  # the API's answers of 400 and over, printed after a failure (see `pages`)

    def answered(response: Any) -> None:
        if "/v1/" in response.url and response.status >= 400:
            try:
                body = response.text()[:300]
            except Exception:  # the body of a page that has moved on is gone
                body = ""
            page.refusals.append(f"{response.request.method} {response.url} -> {response.status} {body}")

    page.on("response", answered)
    page.on("requestfailed", lambda request: page.refusals.append(f"{request.method} {request.url} failed"))
    return page


def warm_up(api_url: str, email: str, password: str) -> None:
    """One call to each function the journey uses: the first call of a function starts its process, which takes
    seconds on a busy machine, and the browser's waits should not pay for it."""
    with httpx.Client(base_url=api_url, headers={"X-Forwarded-For": "198.51.100.1"}, timeout=120) as http:
        token = http.post("/v1/auth/login", json={"email": email, "password": password}).json()["access_token"]
        http.headers["Authorization"] = f"Bearer {token}"
        for path in (
            "/v1/cases",
            "/v1/documents/limits",
            "/v1/bank-connections/banks",
            "/v1/scoring/policies",
            "/v1/flows",
        ):
            http.get(path)


MARKS: dict[str, float] = {}


def shot(page: Any, name: str) -> None:
    """A screenshot of the whole page, and the time it was taken (tests/artifacts/console/timings.json: where the
    journey's seconds go)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    MARKS[name] = round(time.monotonic() - MARKS.setdefault("start", time.monotonic()), 1)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    (ARTIFACTS / "timings.json").write_text(json.dumps({k: v for k, v in MARKS.items() if k != "start"}, indent=1))


def sign_in(page: Any, email: str, password: str) -> None:
    page.goto("/")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    # the first call of a function starts its process: slower on a busy machine
    page.get_by_role("heading", name="Cases", exact=True).wait_for(timeout=60_000)


@pytest.fixture
def pages() -> Iterator[list[Any]]:
    """The test's tabs; each one's last screen is saved, for a failure (tests/artifacts/console/last-<n>.png)."""
    opened: list[Any] = []
    yield opened
    for n, page in enumerate(opened):
        # shown by pytest with a failure's report: what the API refused this tab, and the errors on its screen
        print(f"tab {n}: API refusals: {page.refusals or 'none'}")
        if not page.is_closed():
            print(f"tab {n}: errors shown: {page.locator('[role=alert]').all_inner_texts()}")
            shot(page, f"last-{n}")


def test_a_reviewer_works_a_case_and_a_viewer_only_reads_it(stack, browser, pages) -> None:
    from playwright.sync_api import expect

    tag = secrets.token_hex(4)
    email, password = f"ops.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    workspace = casefile_admin(
        stack, "create-workspace", "--name", f"Lender {tag}", "--admin-email", email, "--password", password
    )["workspace"]
    viewer_email, viewer_password = f"viewer.{tag}@lender-{tag}.example", "pw-" + secrets.token_urlsafe(16)
    casefile_admin(
        stack, "create-user", "--workspace", workspace["id"], "--email", viewer_email, "--role", "tenant_viewer",
        "--password", viewer_password,
    )  # fmt: skip
    colleague = f"reviewer.{tag}@lender-{tag}.example"
    casefile_admin(
        stack, "create-user", "--workspace", workspace["id"], "--email", colleague, "--role", "tenant_reviewer",
        "--password", "pw-" + secrets.token_urlsafe(16),
    )  # fmt: skip
    MARKS.clear()
    MARKS["start"] = time.monotonic()
    warm_up(stack.api_url, email, password)
    MARKS["warm"] = round(time.monotonic() - MARKS["start"], 1)
    expect.set_options(timeout=30_000)
    page = new_page(browser, stack.api_url)
    pages.append(page)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    # the console's own page: a strict CSP, no inline script
    response = page.goto("/")
    csp = response.headers["content-security-policy"]
    assert "script-src 'self';" in csp and "unsafe-inline" not in csp and "connect-src 'self' http://127.0.0.1:" in csp

    # sign in: the user and the workspace are shown
    sign_in(page, email, password)
    expect(page.get_by_test_id("who")).to_contain_text(f"Lender {tag}")
    expect(page.get_by_test_id("who")).to_contain_text(email)

    # create a case
    page.get_by_role("button", name="New case").click()
    page.get_by_label("Applicant name").fill("Amina El Idrissi")
    page.get_by_label("CIN", exact=True).fill("BE123456")
    page.get_by_role("button", name="Create", exact=True).click()
    page.get_by_role("heading", name="Amina El Idrissi").wait_for()
    case_url = page.url

    # assign it to a colleague who works cases (the members of the workspace, by name or email)
    assignment = page.get_by_role("form", name="Assignment")
    expect(assignment.get_by_label("Assign to", exact=True).locator("option")).to_have_text(
        ["Choose a member", f"{email} (me)", colleague]
    )
    assignment.get_by_label("Assign to", exact=True).select_option(label=colleague)
    assignment.get_by_role("button", name="Assign", exact=True).click()
    expect(page.get_by_test_id("assignee")).to_have_text(f"Assigned to: {colleague}")
    shot(page, "case-assign")

    # upload two payslips that disagree on the net salary and an ID card through the presigned form
    page.get_by_label("Add documents").set_input_files(
        [
            {"name": "payslip.pdf", "mimeType": "application/pdf", "buffer": docgen.render_payslip(fmt="pdf_text")},
            {
                "name": "payslip-2.pdf",
                "mimeType": "application/pdf",
                "buffer": docgen.render_payslip({"net_salary": 4321.0}, fmt="pdf_text"),
            },
            {"name": "cin.png", "mimeType": "image/png", "buffer": docgen.render_cin_front()},
        ]
    )
    documents = page.get_by_test_id("document")
    expect(documents).to_have_count(3, timeout=OCR_TIMEOUT_MS)
    expect(page.locator('[data-testid="document"][data-status="completed"]')).to_have_count(3, timeout=OCR_TIMEOUT_MS)
    MARKS["read"] = round(time.monotonic() - MARKS["start"], 1)

    # the merged fields, and the conflict side by side
    expect(page.get_by_test_id("field-net_salary")).to_be_visible()
    expect(page.get_by_test_id("field-cin")).to_be_visible()
    conflicts = page.get_by_test_id("conflicts")
    expect(conflicts).to_contain_text("net salary")
    expect(conflicts).to_contain_text("payslip-2.pdf")
    expect(conflicts).to_contain_text(re.compile(r"MAD\s4,321\.00"))
    conflicts.scroll_into_view_if_needed()
    shot(page, "case-conflict")

    # the document viewer: the ID card's page with the CIN's box
    page.get_by_test_id("field-cin").get_by_role("button", name=re.compile(r"cin\.png, p\. 1")).click()
    box = page.get_by_test_id("field-box")
    expect(box).to_be_visible()
    expect(box).to_have_attribute("data-field", "cin")
    image = page.get_by_test_id("page").locator("img")
    expect(image).to_be_visible()
    # the page's image comes from S3 by its presigned URL: wait for it to arrive, then it must have decoded
    page.wait_for_function("img => img.complete && img.currentSrc !== ''", arg=image.element_handle())
    assert page.evaluate("img => img.naturalWidth > 0", image.element_handle()), "the page's image did not load"
    page.get_by_role("heading", name=re.compile("Document viewer")).scroll_into_view_if_needed()
    shot(page, "case-document-viewer")

    # settle the conflict: a correction with a note
    page.get_by_role("button", name="Correct net salary").click()
    correction = page.get_by_role("form", name="Correct net salary")
    correction.get_by_label("New value").fill("4321")
    correction.get_by_label("Note").fill("The employer's letter confirms the second payslip.")
    correction.get_by_role("button", name="Save").click()
    expect(page.get_by_test_id("field-net_salary")).to_contain_text("corrected")
    expect(page.get_by_test_id("conflicts")).to_have_count(0)

    # connect a Sandbox bank account: the cash flow with its chart
    page.get_by_role("button", name="Connect a sandbox account").click()
    cashflow = page.get_by_test_id("cashflow")
    expect(cashflow).to_contain_text("Monthly income")
    expect(cashflow.get_by_role("img", name="Monthly income and expenses")).to_be_visible()

    # score: the score, its breakdown and the reason codes in words
    page.get_by_role("button", name="Score the case").click()
    score = page.get_by_test_id("score")
    expect(score).to_contain_text("/100")
    expect(page.get_by_role("heading", name="Breakdown")).to_be_visible()
    page.get_by_role("heading", name="Score", exact=True).scroll_into_view_if_needed()
    shot(page, "case-score")

    # decide with a note
    page.get_by_label("Refused").check()
    page.locator("#decision-heading").locator("..").get_by_label("Note").fill("Income too low for the amount asked.")
    page.get_by_role("button", name="Record the decision").click()
    expect(page.get_by_test_id("decision")).to_contain_text("refused")

    # the timeline
    timeline = page.get_by_test_id("timeline")
    for event in ("case created", "document read", "field corrected", "bank account connected", "decision recorded"):
        expect(timeline).to_contain_text(event)
    shot(page, "case")

    # the inbox, and the policy editor
    page.get_by_role("link", name="Cases", exact=True).click()
    expect(page.get_by_role("link", name="Amina El Idrissi")).to_be_visible()
    amina = page.locator("tbody tr").filter(has=page.get_by_role("link", name="Amina El Idrissi"))
    expect(amina.get_by_test_id("assignee")).to_have_text(colleague)
    shot(page, "inbox")
    # assigned to a colleague: not among mine
    page.get_by_label("Assigned to me").check()
    expect(page.get_by_text("No case matches.")).to_be_visible()
    page.get_by_label("Assigned to me").uncheck()
    expect(amina).to_be_visible()

    # search by CIN: the CIN goes in the body of POST /v1/cases/search, never in a URL (nor the console's own)
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    search = page.get_by_role("search")
    search.get_by_label("Search by CIN").fill("be-123 456")  # case, spaces and dashes ignored
    with page.expect_response(lambda answer: answer.url.endswith("/v1/cases/search")) as searched:
        search.get_by_role("button", name="Search", exact=True).click()
    assert searched.value.status == 200, searched.value.text()
    assert searched.value.request.method == "POST"
    assert json.loads(searched.value.request.post_data or "{}")["applicant_cin"] == "BE-123 456"
    expect(page.locator("table tbody tr")).to_have_count(1)
    expect(page.get_by_role("link", name="Amina El Idrissi")).to_be_visible()
    search.get_by_label("Search by CIN").fill("ZZ999999")
    search.get_by_role("button", name="Search", exact=True).click()
    expect(page.get_by_text("No case matches.")).to_be_visible()
    urls.append(page.url)
    # each URL the tab asked for, and its address bar, with the CIN's case, spaces and dashes ignored
    squeezed = {url: re.sub(r"[^A-Z0-9]", "", unquote_plus(url).upper()) for url in urls}
    assert not [url for url, bare in squeezed.items() if "BE123456" in bare or "ZZ999999" in bare], urls
    search.get_by_label("Search by CIN").fill("")
    search.get_by_role("button", name="Search", exact=True).click()
    expect(page.get_by_role("link", name="Amina El Idrissi")).to_be_visible()
    # an old link with the CIN in its query: searched, and the CIN taken out of the address bar
    page.goto("/cases?cin=BE123456&environment=sandbox")
    expect(page.get_by_role("link", name="Amina El Idrissi")).to_be_visible()
    expect(page.locator("table tbody tr")).to_have_count(1)
    expect(page).to_have_url(re.compile(r"/cases\?environment=sandbox$"))

    page.get_by_role("link", name="Scoring policies").click()
    page.get_by_role("button", name=re.compile("^Edit ")).first.click()
    expect(page.get_by_label("Approve threshold")).to_be_visible()
    shot(page, "policy-editor")

    # French: amounts in the locale
    page.goto(case_url)
    page.get_by_label("Language").select_option("fr")
    expect(page.get_by_test_id("field-net_salary")).to_contain_text(re.compile(r"4[\u202f\u00a0 ]321,00[\u00a0 ]MAD"))
    page.get_by_label("Langue").select_option("en")

    # sign out: back to the sign-in form
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("button", name="Sign in")).to_be_visible()
    assert not [e for e in errors if "Content Security Policy" in e], errors

    # a second tab of the admin's (its own client address: the API allows 100 requests a minute per address, and
    # the first tab has used most of its minute)
    page = new_page(browser, stack.api_url)
    pages.append(page)
    sign_in(page, email, password)

    # a flow: created, a step added but not connected (the API refuses the draft; the problem in words at the step),
    # then connected between start and end, saved and published
    page.get_by_role("link", name="Flows").click()
    page.get_by_role("button", name="New flow").click()
    creation = page.get_by_role("form", name="Create a flow")
    creation.get_by_label("Flow name").fill("Onboarding MA")
    creation.get_by_label("Country").select_option("MA")
    creation.get_by_role("button", name="Create", exact=True).click()
    editor = page.get_by_role("form", name="Edit the graph")
    editor.get_by_label("New step's type", exact=True).select_option("document_capture")
    editor.get_by_label("New step's label", exact=True).fill("ID card")
    editor.get_by_role("button", name="Add the step").click()
    editor.get_by_role("button", name="Save the draft").click()
    problems = editor.get_by_test_id("flow-problems")
    expect(problems).to_contain_text("ID card cannot be reached from the start: connect a step to it.")
    expect(problems).to_contain_text("ID card leads to no end step: connect it to a next step.")
    expect(page.get_by_role("button", name="Publish")).to_be_disabled()  # the draft is not saved
    shot(page, "flow-editor-problem")
    editor.get_by_role("button", name="Edit ID card").click()
    editor.get_by_label("Document", exact=True).select_option("cin_front")
    editor.get_by_role("button", name="Disconnect Start → End").click()
    for source, target in (("Start", "ID card"), ("ID card", "End")):
        editor.get_by_label("From", exact=True).select_option(label=source)
        editor.get_by_label("To", exact=True).select_option(label=target)
        editor.get_by_role("button", name="Connect", exact=True).click()
    expect(editor.get_by_test_id("connection")).to_have_text(
        [re.compile("^Start → ID card"), re.compile("^ID card → End")]
    )
    editor.get_by_role("button", name="Save the draft").click()
    expect(page.get_by_text("Draft saved as version 1.")).to_be_visible()
    expect(page.get_by_test_id("flow-problems")).to_have_count(0)
    expect(page.get_by_role("img", name="Graph of Onboarding MA")).to_be_visible()
    shot(page, "flow-editor")
    page.get_by_role("button", name="Publish").click()
    expect(page.get_by_test_id("flow-facts")).to_contain_text("Morocco · v2")
    expect(page.get_by_role("heading", name="Onboarding MA").locator("..")).to_contain_text("published")

    # take the case back: the inbox's "Assigned to me" finds it
    page.goto(case_url)
    with page.expect_response(lambda r: r.request.method == "PATCH" and "/v1/cases/" in r.url) as answer:
        page.get_by_role("form", name="Assignment").get_by_role("button", name="Assign to me").click()
    assert answer.value.status == 200, (answer.value.status, answer.value.text()[:300])
    assert answer.value.json()["assigned_to"] == answer.value.request.post_data_json["assigned_to"]
    expect(page.get_by_test_id("assignee")).to_have_text("Assigned to: me")
    page.get_by_role("link", name="Cases", exact=True).click()
    page.get_by_label("Assigned to me").check()
    expect(page.locator("tbody tr")).to_have_count(1)
    expect(page.locator("tbody tr").get_by_test_id("assignee")).to_have_text("me")

    # a tenant_viewer reads the case and sees no write action at all
    viewer = new_page(browser, stack.api_url)
    pages.append(viewer)
    sign_in(viewer, viewer_email, viewer_password)
    expect(viewer.get_by_role("link", name="Amina El Idrissi")).to_be_visible()
    expect(viewer.get_by_role("button", name="New case")).to_have_count(0)
    viewer.goto(case_url)
    viewer.get_by_role("heading", name="Amina El Idrissi").wait_for()
    expect(viewer.get_by_test_id("field-net_salary")).to_contain_text("corrected")
    expect(viewer.get_by_test_id("timeline")).to_contain_text("decision recorded")
    buttons = {name.strip() for name in viewer.get_by_role("button").all_inner_texts()}
    writes = {"Add documents", "Reject", "Correct", "Remove correction", "Score the case", "Score again"}
    writes |= {
        "Record the decision",
        "Connect a sandbox account",
        "Assign to me",
        "Use this value",
        "Assign",
        "Unassign",
    }
    assert not buttons & writes, buttons
    assert viewer.get_by_label("Add documents").count() == 0
    assert viewer.get_by_label("Assign to").count() == 0
    expect(viewer.get_by_test_id("assignee")).to_have_text(f"Assigned to: {email}")
    shot(viewer, "case-as-viewer")
    # the flow: its graph, no editor
    viewer.get_by_role("link", name="Flows").click()
    viewer.get_by_role("button", name="Onboarding MA").click()
    expect(viewer.get_by_role("img", name="Graph of Onboarding MA")).to_be_visible()
    buttons = {name.strip() for name in viewer.get_by_role("button").all_inner_texts()}
    assert not buttons & {"New flow", "Add the step", "Save the draft", "Publish", "Connect", "Remove"}, buttons
    assert viewer.locator("main select, main input").count() == 0
