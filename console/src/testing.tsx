// Component tests' helpers (jsdom): mount a component as a user's screen, find controls the way a person does (by
// their visible label or name), act on them, and answer the API's calls with a fake fetch. Never bundled.
import { render, type ComponentChild } from "preact";
import { act } from "preact/test-utils";
import { vi } from "vitest";
import { user, type User } from "./session";

// jsdom has no scrolling; the router scrolls to the top after a navigation
if (typeof window !== "undefined") window.scrollTo = () => undefined;

export function signedIn(role: string, id = "u-me", name: string | null = "Mona Reviewer"): User {
  const who: User = {
    id,
    email: `${id}@lender.example`,
    name,
    role,
    tenant_id: "t1",
    mfa_enabled: false,
    mfa_enrollment_required: false,
    workspace: { id: "t1", name: "Lender", plan: "free", subscription_status: "active", mfa_required: false },
  };
  user.set(who);
  return who;
}

export interface Call {
  method: string;
  url: string;
  body: any;
}

type Answer = { status: number; body?: unknown };

/** A fake fetch: `routes` maps "METHOD /path" (the query string left out) to an answer or a function of the call. */
export function fakeApi(routes: Record<string, Answer | ((call: Call) => Answer)>): Call[] {
  const calls: Call[] = [];
  (globalThis as any).fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${url.split("?")[0]}`];
    const answer = typeof route === "function" ? route(call) : route ?? { status: 404, body: { detail: "Not found" } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

/** Lets pending requests answer and effects run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function mount(node: ComponentChild): Promise<HTMLElement> {
  document.body.innerHTML = "";
  const root = document.createElement("div");
  document.body.append(root);
  await act(() => render(node, root));
  await settle();
  return root;
}

export function unmount(root: HTMLElement): void {
  render(null, root);
}

/** The control whose visible <label> says `text` (exactly). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = [...root.querySelectorAll("label")].find((l) => l.textContent?.trim() === text);
  const control = label && (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector("input,select,textarea"));
  if (!control) throw new Error(`no control labelled ${JSON.stringify(text)}`);
  return control as T;
}

/** The buttons by their accessible name (aria-label, else text). */
export function buttons(root: ParentNode): Map<string, HTMLButtonElement> {
  return new Map([...root.querySelectorAll("button")].map((b) => [(b.getAttribute("aria-label") ?? b.textContent ?? "").trim(), b]));
}

export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = buttons(root).get(name);
  if (!found) throw new Error(`no button named ${JSON.stringify(name)}; there are ${JSON.stringify([...buttons(root).keys()])}`);
  return found;
}

export async function click(element: HTMLElement): Promise<void> {
  await act(() => element.click());
  await settle();
}

export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  if (![...select.options].some((o) => o.value === value)) throw new Error(`no option ${value}`);
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

export async function fill(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const BLOCKS = new Set(["P", "LI", "UL", "OL", "DIV", "SMALL", "H1", "H2", "H3", "TR", "TD", "TH", "LEGEND", "LABEL"]);

function spoken(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  const inner = [...node.childNodes].map(spoken).join("");
  return BLOCKS.has((node as Element).tagName) ? ` ${inner} ` : inner;
}

/** The text a person reads in an element (blocks apart, as a browser lays them out), spaces squeezed. */
export function text(element: Element | null | undefined): string {
  return (element ? spoken(element) : "").replace(/\s+/g, " ").trim();
}

export function alerts(root: ParentNode): string[] {
  return [...root.querySelectorAll('[role="alert"]')].map(text);
}
