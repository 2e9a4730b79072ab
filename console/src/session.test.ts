// One refresh at a time across tabs: a tab that gets the pair another tab of its session refreshed adopts it and
// does not refresh with the rotated token.
import { beforeEach, describe, expect, it, vi } from "vitest";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const who = { id: "u1", email: "a@b.example", name: null, role: "tenant_admin", tenant_id: "t1", mfa_enabled: false, mfa_enrollment_required: false, workspace: { id: "t1", name: "W", plan: "free", subscription_status: "active", mfa_required: false } };

describe("session", () => {
  beforeEach(() => {
    vi.resetModules();
    (globalThis as any).sessionStorage = new MemoryStorage();
  });

  it("adopts another tab's pair and skips its own refresh", async () => {
    const session = await import("./session");
    sessionStorage.setItem(session.STORAGE_KEY, JSON.stringify({ sid: "s1", refresh: "r1" }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access_token: "a3", refresh_token: "r3", expires_in: 1800, refresh_expires_in: 1, user: who }), { status: 200 }));
    (globalThis as any).fetch = fetchMock;
    // another tab of session s1 refreshed: r2 and a2 arrive by broadcast
    session._internals.onMessage({ type: "tokens", sid: "s1", refresh: "r2", access: "a2", expiresAt: Date.now() + 1_800_000, user: who });
    expect(session.accessToken()).toBe("a2");
    expect(JSON.parse(sessionStorage.getItem(session.STORAGE_KEY)!).refresh).toBe("r2");
    // the next refresh presents the token the other tab got, never the rotated one
    await session.refresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as any)[1].body)).toEqual({ refresh_token: "r2" });
  });

  it("ignores another session's pair and signs out on that session's sign-out only", async () => {
    const session = await import("./session");
    session._internals.adopt({ access_token: "a1", refresh_token: "r1", expires_in: 1800, refresh_expires_in: 1, user: who }, "s1");
    session._internals.onMessage({ type: "tokens", sid: "other", refresh: "x", access: "y", expiresAt: Date.now() + 3_600_000, user: who });
    expect(session.accessToken()).toBe("a1");
    session._internals.onMessage({ type: "signout", sid: "other" });
    expect(session.user.get()).not.toBeNull();
    session._internals.onMessage({ type: "signout", sid: "s1" });
    expect(session.user.get()).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it("a 401 on refresh ends the session unless another tab rotated the token meanwhile", async () => {
    const session = await import("./session");
    session._internals.adopt({ access_token: "a1", refresh_token: "r1", expires_in: 1800, refresh_expires_in: 1, user: who }, "s1");
    (globalThis as any).fetch = vi.fn(async () => new Response(JSON.stringify({ detail: "Invalid or expired token" }), { status: 401 }));
    expect(await session._internals.doRefresh()).toBe(false);
    expect(session.user.get()).toBeNull();
  });
});
