import { describe, expect, it } from "vitest";
import { ANALYSIS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES } from "../../app.ts";
import { testDrivers } from "../../test/databases.ts";
import { useTestParley } from "../../test/suite.ts";
import { DEMO_FORM_ID, DEMO_USER_ID } from "../demo/service.ts";

describe.each(testDrivers)("system routes on $name", (driver) => {
  const parley = useTestParley(driver);

  it("answers health with the database and AI engine", async () => {
    const res = await parley.call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: driver.name, ai: "local" });
  });

  it("tells the web app whether Google is configured and where the demo is", async () => {
    const res = await parley.call("GET", "/api/config");
    expect(res.json).toEqual({
      googleEnabled: false,
      demo: { userId: DEMO_USER_ID, formId: DEMO_FORM_ID },
      plan: { formsPerMonth: 5, responsesPerForm: 20 },
    });
  });

  it("answers an unknown API path with a 404 in the error contract", async () => {
    const res = await parley.call("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.json).toEqual({ error: { code: "NOT_FOUND", message: "No such API route." } });
  });

  it("answers a body past the limit with 413", async () => {
    const big = JSON.stringify({ message: "x".repeat(BODY_LIMIT_BYTES + 10) });
    const res = await parley.call("POST", "/api/generate-questions", { rawBody: big });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe("PAYLOAD_TOO_LARGE");
    const huge = "x".repeat(ANALYSIS_BODY_LIMIT_BYTES + 10);
    const analysis = await parley.call("POST", "/api/analyze-sentiment", { rawBody: huge });
    expect(analysis.status).toBe(413);
  });

  it("sends security headers, with a Content-Security-Policy that allows no inline script", async () => {
    const res = await parley.call("GET", "/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("creates the demo owner and form once, however often it starts", async () => {
    const { ensureDemo } = await import("../demo/service.ts");
    await ensureDemo(parley.database.db);
    const { forms } = await import("../../db/schema.ts");
    const rows = await parley.database.db.select().from(forms);
    const demo = rows.filter((f) => f.id === DEMO_FORM_ID);
    expect(demo).toHaveLength(1);
    const types = demo[0]?.questions.map((q) => q.type);
    expect(new Set(types)).toEqual(new Set(["radio", "checkbox", "slider", "open-ended"]));
    expect(demo[0]?.questions.find((q) => q.type === "open-ended")?.requiresPrompt).toBe(true);
  });
});
