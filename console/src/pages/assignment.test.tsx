// @vitest-environment jsdom
// Assigning a case: to any member who works cases, to oneself, or to no one; the assignee's name on the case and in
// the inbox; errors in words; no control at all for a role that may not change a case.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { _internals } from "../members";
import { alerts, button, buttons, byLabel, choose, click, fakeApi, mount, signedIn, text, unmount } from "../testing";
import { Assignment } from "./case";
import { CasesPage } from "./cases";

const MEMBERS = [
  { id: "u-me", email: "mona@lender.example", name: "Mona Reviewer", role: "tenant_reviewer", is_active: true },
  { id: "u-yas", email: "yasmine@lender.example", name: "Yasmine Benali", role: "tenant_admin", is_active: true },
  { id: "u-view", email: "victor@lender.example", name: "Victor Viewer", role: "tenant_viewer", is_active: true },
  { id: "u-api", email: "ali@lender.example", name: null, role: "tenant_api_manager", is_active: true },
  { id: "u-gone", email: "gone@lender.example", name: "Gone Reviewer", role: "tenant_reviewer", is_active: false },
];

const CASE = { id: "c1", applicant_name: "Amina El Idrissi", applicant_cin: "BE123456", borrower_type: "private_sector", status: "new", priority: "medium", score: null, risk_level: null, decision: null, environment: "sandbox", created_at: "2025-01-02T10:00:00Z" };

let root: HTMLElement | null = null;

beforeEach(() => {
  _internals.reset();
});

afterEach(() => {
  if (root) unmount(root);
  root = null;
});

describe("the assignment of a case", () => {
  it("offers the members who work cases, assigns to the one chosen and says who it is", async () => {
    signedIn("tenant_reviewer");
    const calls = fakeApi({
      "GET /v1/workspace/members": { status: 200, body: MEMBERS },
      "PATCH /v1/cases/c1": { status: 200, body: { ...CASE, assigned_to: "u-yas" } },
    });
    const onChanged = vi.fn();
    root = await mount(<Assignment caseId="c1" assignee={null} onChanged={onChanged} />);

    expect(text(root.querySelector('[data-testid="assignee"]'))).toBe("Assigned to: —");
    const select = byLabel<HTMLSelectElement>(root, "Assign to");
    // reviewers and admins, oneself named as such; not a viewer, an API manager or a deactivated member
    expect([...select.options].map((o) => o.textContent)).toEqual(["Choose a member", "Mona Reviewer (me)", "Yasmine Benali"]);
    expect(button(root, "Assign").disabled).toBe(true);

    await choose(select, "u-yas");
    await click(button(root, "Assign"));

    expect(calls.filter((c) => c.method === "PATCH")).toEqual([{ method: "PATCH", url: "/v1/cases/c1", body: { assigned_to: "u-yas" } }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the assignee's name, unassigns, and assigns to oneself", async () => {
    signedIn("tenant_reviewer");
    const calls = fakeApi({
      "GET /v1/workspace/members": { status: 200, body: MEMBERS },
      "PATCH /v1/cases/c1": { status: 200, body: CASE },
    });
    root = await mount(<Assignment caseId="c1" assignee="u-yas" onChanged={() => undefined} />);

    expect(text(root.querySelector('[data-testid="assignee"]'))).toBe("Assigned to: Yasmine Benali");
    await click(button(root, "Unassign"));
    await click(button(root, "Assign to me"));

    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ assigned_to: null }, { assigned_to: "u-me" }]);
  });

  it("names a deactivated assignee as such, and oneself as me", async () => {
    signedIn("tenant_reviewer");
    fakeApi({ "GET /v1/workspace/members": { status: 200, body: MEMBERS } });
    root = await mount(<Assignment caseId="c1" assignee="u-gone" onChanged={() => undefined} />);
    expect(text(root.querySelector('[data-testid="assignee"]'))).toBe("Assigned to: Gone Reviewer (deactivated)");
    unmount(root);
    root = await mount(<Assignment caseId="c1" assignee="u-me" onChanged={() => undefined} />);
    expect(text(root.querySelector('[data-testid="assignee"]'))).toBe("Assigned to: me");
    expect(buttons(root).has("Assign to me")).toBe(false);
  });

  it("says the API's refusals in words", async () => {
    signedIn("tenant_reviewer");
    let answer = { status: 422, body: { detail: { code: "unknown_assignee", message: "assigned_to must be the id of a user of this workspace.", assigned_to: "u-yas" } } };
    fakeApi({ "GET /v1/workspace/members": { status: 200, body: MEMBERS }, "PATCH /v1/cases/c1": () => answer });
    root = await mount(<Assignment caseId="c1" assignee={null} onChanged={() => undefined} />);

    await choose(byLabel<HTMLSelectElement>(root, "Assign to"), "u-yas");
    await click(button(root, "Assign"));
    expect(alerts(root)).toEqual(["This person is not a member of the workspace (any more): choose someone else."]);

    answer = { status: 403, body: { detail: "Insufficient permissions" } } as any;
    await click(button(root, "Assign to me"));
    expect(alerts(root)).toEqual(["Insufficient permissions: your role does not allow this action."]);
  });

  it("gives a viewer no control at all", async () => {
    signedIn("tenant_viewer");
    fakeApi({ "GET /v1/workspace/members": { status: 200, body: MEMBERS } });
    root = await mount(<Assignment caseId="c1" assignee="u-yas" onChanged={() => undefined} />);

    expect(text(root.querySelector('[data-testid="assignee"]'))).toBe("Assigned to: Yasmine Benali");
    expect(buttons(root).size).toBe(0);
    expect(root.querySelectorAll("select, input").length).toBe(0);
  });
});

describe("the inbox", () => {
  it("shows each case's assignee by name, and asks for the cases assigned to me by my id", async () => {
    signedIn("tenant_reviewer");
    history.replaceState(null, "", "/cases");
    const calls = fakeApi({
      "GET /v1/cases": (call) => ({
        status: 200,
        body: {
          items: call.url.includes("assigned_to=u-me") ? [{ ...CASE, assigned_to: "u-me" }] : [{ ...CASE, assigned_to: "u-yas" }, { ...CASE, id: "c2", applicant_name: "Omar Alaoui", assigned_to: null }],
          total: 2,
          page: 1,
          page_size: 25,
        },
      }),
      "GET /v1/workspace/members": { status: 200, body: MEMBERS },
    });
    root = await mount(<CasesPage />);

    const header = [...root.querySelectorAll("thead th")].map(text);
    const column = header.indexOf("Assigned to");
    expect(column).toBeGreaterThan(-1);
    const rows = [...root.querySelectorAll("tbody tr")].map((row) => [...row.children].map(text));
    expect(rows.map((cells) => [cells[0], cells[column]])).toEqual([
      ["Amina El Idrissi", "Yasmine Benali"],
      ["Omar Alaoui", ""],
    ]);
    // the cases are asked first; the members after, once
    expect(calls.map((c) => `${c.method} ${c.url.split("?")[0]}`)).toEqual(["GET /v1/cases", "GET /v1/workspace/members"]);

    await click(byLabel(root, "Assigned to me"));
    expect(calls.at(-1)!.url).toContain("assigned_to=u-me");
    const mine = [...root.querySelectorAll("tbody tr")].map((row) => text(row.children[column]));
    expect(mine).toEqual(["me"]);
    expect(calls.filter((c) => c.url === "/v1/workspace/members")).toHaveLength(1);
  });
});
