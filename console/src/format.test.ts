import { describe, expect, it } from "vitest";
import { errorOf } from "./api";
import { fieldValue, initialLang, money, reason, t, word } from "./i18n";
import { monthly } from "./pages/bank";
import { match } from "./router";
import { can } from "./roles";

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("locale formats", () => {
  it("writes amounts as the locale does", () => {
    expect(spaces(money(12345.67, "fr"))).toBe("12 345,67 MAD");
    expect(spaces(money(12345.67, "en"))).toBe("MAD 12,345.67");
  });
  it("shows a field's value by its kind", () => {
    expect(spaces(fieldValue("net_salary", 8500, "fr"))).toBe("8 500,00 MAD");
    expect(fieldValue("hire_date", "2019-03-01", "en")).toBe("1 Mar 2019");
    expect(fieldValue("cin", null, "en")).toBe("—");
  });
  it("picks the browser's language, unless one was chosen", () => {
    expect(initialLang(null, ["fr-MA", "en"])).toBe("fr");
    expect(initialLang(null, ["de-DE", "en-US"])).toBe("en");
    expect(initialLang("en", ["fr-FR"])).toBe("en");
    expect(initialLang(null, [])).toBe("en");
  });
  it("says codes in words", () => {
    expect(reason("gambling", "fr")).toBe("des opérations de jeux d'argent");
    expect(reason("some_new_code", "en")).toBe("some new code");
    expect(word("review_required", "en")).toBe("review required");
    expect(t("common.page", { page: 2, pages: 40, total: 1000 }, "en")).toBe("Page 2 of 40 (1000 in all)");
  });
});

describe("errors in words", () => {
  it("403 Insufficient permissions is a plain message", () => {
    const error = errorOf(403, { detail: "Insufficient permissions" }, null);
    expect(error.message).toMatch(/^Insufficient permissions/);
    expect(error.code).toBe("forbidden");
  });
  it("429 says how long to wait", () => {
    const error = errorOf(429, { code: "rate_limit_exceeded", message: "Too many requests. Please slow down." }, "17");
    expect(error.message).toContain("17 s");
  });
  it("a validation error keeps each field's message", () => {
    const error = errorOf(422, { detail: [{ loc: ["body", "weights", "debt_ratio"], msg: "must be >= 0", type: "x", input: -1 }] }, null);
    expect(error.fieldErrors["weights.debt_ratio"]).toBe("must be >= 0");
  });
  it("a coded error shows its message", () => {
    const error = errorOf(409, { detail: { code: "case_closed", message: "The case is closed." } }, null);
    expect([error.code, error.message]).toEqual(["case_closed", "The case is closed."]);
  });
});

describe("the rest", () => {
  it("sums the transactions per month", () => {
    const months = monthly([
      { date: "2025-01-28", amount: 9000 },
      { date: "2025-01-05", amount: -1200.5 },
      { date: "2024-12-28", amount: 9000 },
    ]);
    expect(months).toEqual([
      { month: "2024-12", income: 9000, expenses: 0 },
      { month: "2025-01", income: 9000, expenses: 1200.5 },
    ]);
  });
  it("matches client routes", () => {
    expect(match("/cases/:id", "/cases/abc?x=1")).toEqual({ id: "abc" });
    expect(match("/cases/:id", "/cases")).toBeNull();
  });
  it("shows a viewer no write action", () => {
    for (const action of ["case.create", "case.review", "document.upload", "bank.connect", "policy.write", "integrations", "flow.write"] as const) {
      expect(can("tenant_viewer", action)).toBe(false);
      expect(can("tenant_admin", action)).toBe(true);
    }
  });
});
