// The API client: a search by CIN goes in a POST body (POST /v1/cases/search), never in a URL.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { listCases, url } from "./api";

const page = { items: [], total: 0, page: 1, page_size: 25 };

function mockFetch() {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(page), { status: 200 }));
  (globalThis as any).fetch = fetchMock;
  return fetchMock;
}

describe("the inbox's requests", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it("sends the CIN in the body of POST /v1/cases/search, with the filters, never in the URL", async () => {
    const fetchMock = mockFetch();
    const answer = await listCases(
      { applicant_cin: "BK123456", status: "new", decision: "", environment: "sandbox", assigned_to: "u1", needs_review: true },
      1,
      25,
    );
    expect(answer).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [target, init] = fetchMock.mock.calls[0];
    expect(target).toBe("/v1/cases/search");
    expect(target).not.toContain("BK123456");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect((init?.headers as Record<string, string>)["X-Service-Environment"]).toBe("sandbox");
    expect(JSON.parse(String(init?.body))).toEqual({
      applicant_cin: "BK123456",
      status: "new",
      assigned_to: "u1",
      needs_review: true,
      limit: 25,
    });
  });

  it("asks a later page of a search with a cursor, still in the body", async () => {
    const fetchMock = mockFetch();
    await listCases({ applicant_cin: "BK123456" }, 3, 25);
    const [target, init] = fetchMock.mock.calls[0];
    expect(target).toBe("/v1/cases/search");
    expect(JSON.parse(String(init?.body))).toEqual({ applicant_cin: "BK123456", limit: 25, cursor: "3" });
    expect((init?.headers as Record<string, string>)["X-Service-Environment"]).toBeUndefined();
  });

  it("lists without a CIN with GET /v1/cases and the filters in the query string", async () => {
    const fetchMock = mockFetch();
    await listCases({ applicant_cin: "", status: "approved", environment: "production", needs_review: false }, 2, 25);
    const [target, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(target).toBe("/v1/cases?status=approved&environment=production&page=2&page_size=25");
  });

  it("refuses to put a CIN in any URL", () => {
    expect(() => url("/v1/cases", { applicant_cin: "BK123456" })).toThrow(/never in a URL/);
    expect(() => url("/v1/cases", { cin: "BK123456" })).toThrow(/never in a URL/);
    expect(url("/v1/cases", { applicant_cin: "", status: "new" })).toBe("/v1/cases?status=new");
  });
});
