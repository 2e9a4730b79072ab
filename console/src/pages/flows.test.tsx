// @vitest-environment jsdom
// Editing a flow's graph: steps added, set and removed, connections made and undone, the draft saved with the API's
// graph problems in words at their step, publishing after saving; a viewer reads the graph and edits nothing.
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { setLang } from "../i18n";
import { alerts, button, buttons, byLabel, choose, click, fakeApi, fill, mount, settle, signedIn, text, unmount, type Call } from "../testing";
import { addStep, connect, disconnect, draftOf, edgeLine, FlowsPage, problemText, removeStep, setStep, type NodeType } from "./flows";

const TYPES: NodeType[] = [
  { type: "start", category: "control", performed_by_person: false, data_keys: ["label"] },
  { type: "end", category: "control", performed_by_person: false, data_keys: ["label"] },
  { type: "document_capture", category: "document", performed_by_person: false, data_keys: ["label", "document_type"] },
  { type: "selfie", category: "check", performed_by_person: false, data_keys: ["label"] },
  { type: "manual_review", category: "manual", performed_by_person: true, data_keys: ["label"] },
];
const COUNTRIES = [
  { code: "MA", name: "Morocco", support_level: "ga", document_rules: { kyc: ["cin_front", "cin_back", "passport", "payslip"], kyb: ["commercial_register"] } },
  { code: "SN", name: "Senegal", support_level: "beta", document_rules: { kyc: ["cin_front", "passport"], kyb: [] } },
];
const FLOW = {
  id: "f1",
  name: "Onboarding MA",
  kind: "kyc",
  country: "MA",
  version: 1,
  status: "draft",
  is_published: false,
  updated_at: "2025-01-02T10:00:00Z",
  nodes: [
    { id: "start", type: "start", position: { x: 0, y: 0 }, data: { label: "Start" } },
    { id: "end", type: "end", position: { x: 0, y: 200 }, data: { label: "End" } },
  ],
  edges: [{ id: "start-end", source: "start", target: "end" }],
  versions: [{ version: 1, status: "draft", published_at: null }],
};

let root: HTMLElement | null = null;
afterEach(() => {
  if (root) unmount(root);
  root = null;
  setLang("en");
});

function api(routes: Record<string, any> = {}): Call[] {
  return fakeApi({
    "GET /v1/flows": { status: 200, body: { items: [FLOW], total: 1, page: 1, page_size: 100 } },
    "GET /v1/flows/node-types": { status: 200, body: TYPES },
    "GET /v1/flows/countries": { status: 200, body: COUNTRIES },
    "GET /v1/flows/f1": { status: 200, body: FLOW },
    ...routes,
  });
}

async function openFlow(): Promise<HTMLElement> {
  root = await mount(<FlowsPage />);
  await click(button(root, "Onboarding MA"));
  return root;
}

const steps = (el: HTMLElement) => [...el.querySelectorAll('[data-testid="step"] .step-name')].map(text);
const connections = (el: HTMLElement) => [...el.querySelectorAll('[data-testid="connection"] .step-line > span:first-child')].map(text);

describe("the graph's changes", () => {
  const draft = draftOf(FLOW);
  it("adds a step with an id of its own and removes it with its connections", () => {
    const added = addStep(addStep(draft, "selfie", "Selfie"), "selfie", "");
    expect(added.nodes.map((n) => n.id)).toEqual(["start", "end", "selfie", "selfie-2"]);
    expect(added.nodes[2].data).toEqual({ label: "Selfie" });
    const joined = connect(connect(added, "start", "selfie"), "selfie", "end");
    expect(joined.edges.map((e) => [e.source, e.target])).toEqual([["start", "end"], ["start", "selfie"], ["selfie", "end"]]);
    expect(removeStep(joined, "selfie").edges.map((e) => e.id)).toEqual(["start-end"]);
    expect(disconnect(joined, "start-end").edges).toHaveLength(2);
  });
  it("keeps only the data a step's type takes", () => {
    const capture = setStep(addStep(draft, "document_capture", "ID"), "document_capture", { data: { document_type: "passport" } }, TYPES);
    expect(capture.nodes[2].data).toEqual({ label: "ID", document_type: "passport" });
    expect(setStep(capture, "document_capture", { type: "selfie" }, TYPES).nodes[2]).toMatchObject({ type: "selfie", data: { label: "ID" } });
  });
  it("draws an edge from box side to box side", () => {
    expect(edgeLine({ x: 0, y: 0 }, { x: 0, y: 200 })).toEqual([75, 40, 75, 200]);
    expect(edgeLine({ x: 0, y: 200 }, { x: 0, y: 0 })).toEqual([75, 200, 75, 40]);
    expect(edgeLine({ x: 0, y: 0 }, { x: 200, y: 10 })).toEqual([150, 20, 200, 30]);
  });
  it("says a problem in words with the step's name, in French too", () => {
    const problem = { code: "dead_end", message: "no end node can be reached from this node", node_id: "start" };
    expect(problemText(problem, draft, "en")).toBe("Start leads to no end step: connect it to a next step.");
    expect(problemText({ code: "cycle", message: "x", edge_id: "start-end" }, draft, "fr")).toBe("La liaison Start → End ferme une boucle.");
    expect(problemText({ code: "new_rule", message: "the API's own words" }, draft, "en")).toBe("the API's own words");
  });
});

describe("the flow editor", () => {
  it("adds a document step, connects it, saves the draft and then publishes", async () => {
    signedIn("tenant_reviewer");
    let saved: any = null;
    const calls = api({
      "GET /v1/flows/f1": () => ({ status: 200, body: saved ?? FLOW }),
      "PATCH /v1/flows/f1": (call: Call) => ((saved = { ...FLOW, ...call.body, updated_at: "2025-01-02T11:00:00Z" }), { status: 200, body: saved }),
      "POST /v1/flows/f1/publish": { status: 200, body: { ...FLOW, version: 2, status: "published", is_published: true } },
    });
    const page = await openFlow();
    expect(steps(page)).toEqual(["Start", "End"]);
    expect(page.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toBe("Graph of Onboarding MA");

    await choose(byLabel<HTMLSelectElement>(page, "New step's type"), "document_capture");
    await fill(byLabel(page, "New step's label"), "ID card");
    await click(button(page, "Add the step"));
    await click(button(page, "Edit ID card"));
    const documents = byLabel<HTMLSelectElement>(page, "Document");
    // the documents Morocco has rules for, in words
    expect([...documents.options].map((o) => o.textContent)).toEqual(["Any identity document", "ID card (front)", "ID card (back)", "passport", "payslip"]);
    await choose(documents, "cin_front");
    await click(button(page, "Disconnect Start → End"));
    await choose(byLabel<HTMLSelectElement>(page, "From"), "start");
    await choose(byLabel<HTMLSelectElement>(page, "To"), "document_capture");
    await click(button(page, "Connect"));
    await choose(byLabel<HTMLSelectElement>(page, "From"), "document_capture");
    await choose(byLabel<HTMLSelectElement>(page, "To"), "end");
    await click(button(page, "Connect"));
    expect(connections(page)).toEqual(["Start → ID card", "ID card → End"]);
    expect(text(page.querySelector("figure ol"))).toContain("Start → ID card");
    // unsaved: publishing waits for the save
    expect(button(page, "Publish").disabled).toBe(true);
    expect(text(page.querySelector('[role="status"]'))).toBe("Changes not saved yet: save the draft before publishing.");

    await click(button(page, "Save the draft"));
    const patched = calls.find((c) => c.method === "PATCH")!;
    expect(patched.body.nodes.map((n: any) => [n.id, n.type, n.data])).toEqual([
      ["start", "start", { label: "Start" }],
      ["end", "end", { label: "End" }],
      ["document_capture", "document_capture", { label: "ID card", document_type: "cin_front" }],
    ]);
    expect(patched.body.edges.map((e: any) => [e.source, e.target])).toEqual([["start", "document_capture"], ["document_capture", "end"]]);
    expect(patched.body).toMatchObject({ name: "Onboarding MA", kind: "kyc", country: "MA" });

    // the saved flow is read again; publish is open
    expect(text(page.querySelector('[role="status"]'))).toBe("Draft saved as version 1.");
    expect(button(page, "Publish").disabled).toBe(false);
    await click(button(page, "Publish"));
    expect(calls.filter((c) => c.url === "/v1/flows/f1/publish").map((c) => c.body)).toEqual([{ allow_manual_steps: false }]);
  });

  it("shows the API's graph problems in words at their step, and keeps the draft", async () => {
    signedIn("tenant_admin");
    api({
      "PATCH /v1/flows/f1": {
        status: 422,
        body: {
          detail: {
            code: "invalid_flow_graph",
            message: "The flow graph breaks 2 rule(s); see problems.",
            problems: [
              { code: "unreachable_node", node_id: "selfie", message: "the node cannot be reached from start" },
              { code: "dead_end", node_id: "selfie", message: "no end node can be reached from this node" },
            ],
          },
        },
      },
    });
    const page = await openFlow();
    await choose(byLabel<HTMLSelectElement>(page, "New step's type"), "selfie");
    await fill(byLabel(page, "New step's label"), "Selfie check");
    await click(button(page, "Add the step"));
    await click(button(page, "Save the draft"));

    expect(alerts(page)).toEqual([
      "The draft was not saved: Selfie check cannot be reached from the start: connect a step to it. Selfie check leads to no end step: connect it to a next step.",
    ]);
    const row = [...page.querySelectorAll('[data-testid="step"]')].find((li) => text(li.querySelector(".step-name")) === "Selfie check")!;
    expect(text(row)).toContain("Selfie check cannot be reached from the start");
    expect(steps(page)).toEqual(["Start", "End", "Selfie check"]);
    expect(page.querySelector(".node-problem")).not.toBeNull();

    await act(() => setLang("fr"));
    expect(alerts(page)[0]).toContain("Selfie check est inaccessible depuis le début : reliez-y une étape.");
  });

  it("says why a publish was refused, in words", async () => {
    signedIn("tenant_admin");
    let answer: any = { status: 422, body: { detail: { code: "country_required", message: "The flow has no country." } } };
    api({ "POST /v1/flows/f1/publish": () => answer });
    const page = await openFlow();
    await click(button(page, "Publish"));
    expect(alerts(page)).toEqual(["Choose the flow's country before publishing it."]);
    answer = { status: 422, body: { detail: { code: "manual_steps_unacknowledged", message: "x", steps: [{ step_type: "manual_review", label: "Analyst" }] } } };
    await click(button(page, "Publish"));
    expect(alerts(page)).toEqual(["These steps are done by a person: Analyst (manual review)"]);
  });

  it("creates a flow with its country", async () => {
    signedIn("tenant_api_manager");
    const calls = api({ "POST /v1/flows": { status: 201, body: { ...FLOW, id: "f1" } } });
    root = await mount(<FlowsPage />);
    await click(button(root, "New flow"));
    await fill(byLabel(root, "Flow name"), "Onboarding SN");
    await choose(byLabel<HTMLSelectElement>(root, "Country"), "SN");
    expect([...byLabel<HTMLSelectElement>(root, "Country").options].map((o) => o.textContent)).toEqual(["No country yet", "Morocco (MA)", "Senegal (SN)"]);
    await click(button(root, "Create"));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Onboarding SN", kind: "kyc", country: "SN" });
    expect(text(root.querySelector("#flow-heading"))).toBe("Onboarding MA");
  });

  it("shows an earlier published version read-only", async () => {
    signedIn("tenant_admin");
    const draft = { ...FLOW, version: 3, status: "draft", is_published: true, versions: [{ version: 3, status: "draft", published_at: null }, { version: 2, status: "published", published_at: "2025-01-02T10:30:00Z" }] };
    const calls = api({
      "GET /v1/flows/f1": (call: Call) => ({ status: 200, body: call.url.includes("version=2") ? { ...FLOW, version: 2, status: "published", edges: [] } : draft }),
    });
    const page = await openFlow();
    const versions = byLabel<HTMLSelectElement>(page, "Version");
    expect([...versions.options].map((o) => o.textContent)).toEqual(["v3 (current, draft)", "v2, published (read-only)"]);
    await choose(versions, "2");
    await settle();
    expect(calls.at(-1)!.url).toBe("/v1/flows/f1?version=2");
    expect(page.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toBe("Graph of Onboarding MA v2");
    expect(page.querySelector('form[aria-label="Edit the graph"]')).toBeNull();
    expect(buttons(page).has("Publish")).toBe(false);
  });

  it("gives a viewer the graph and no write action", async () => {
    signedIn("tenant_viewer");
    const calls = api();
    const page = await openFlow();
    expect(calls.map((c) => c.url)).toEqual(["/v1/flows?page_size=100", "/v1/flows/f1"]); // no editor's choices
    expect(page.querySelector('svg[role="img"]')).not.toBeNull();
    expect([...buttons(page).keys()]).toEqual(["Onboarding MA"]);
    expect(page.querySelectorAll("input, select, textarea")).toHaveLength(0);
  });
});
