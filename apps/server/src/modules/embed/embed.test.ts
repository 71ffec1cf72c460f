import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const [driver] = testDrivers;
const frameAncestors = (headers: Headers) =>
  (headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("frame-ancestors"));

describe("embedding", () => {
  let parley: TestParley;
  let webDist: string;

  beforeAll(async () => {
    if (!driver) throw new Error("no database driver");
    webDist = mkdtempSync(join(tmpdir(), "parley-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(webDist, "assets", "app.js"), "console.log('parley');");
    parley = await startTestParley(driver, {}, { webDist });
  });
  afterAll(async () => {
    await parley.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("lets any site frame the respondent page", async () => {
    const page = await parley.call("GET", "/user-response/some-owner/some-form");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(frameAncestors(page.headers)).toBe("frame-ancestors *");
    expect(page.headers.get("x-frame-options")).toBeNull();
    // The rest of the policy is unchanged.
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it.each([
    "/",
    "/home",
    "/login",
    "/dashboard",
    "/forms",
    "/forms/abc",
    "/forms/edit/abc",
    "/create-complete/u/f",
    "/user-responses/u/f",
    "/assets/app.js",
    "/api/health",
    "/api/docs",
    "/api/public/forms/u/f",
  ])("refuses to be framed at %s", async (path) => {
    const res = await parley.call("GET", path);
    expect(frameAncestors(res.headers)).toBe("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("serves the embed script to any site", async () => {
    const script = await parley.call("GET", "/embed.js", { origin: "http://elsewhere.example" });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(script.text).toContain("data-parley-embed");
    expect(script.text).toContain('parley !== "resize"');
    // Other files stay same-origin.
    const app = await parley.call("GET", "/assets/app.js");
    expect(app.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
