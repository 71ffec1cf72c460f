// Security headers on every kind of answer, and the session cookie's attributes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0] as string, parts.slice(1)]),
  );
  expect(directives.get("script-src")).toEqual(["'self'"]);
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

/** The session cookie's attributes, by lower-case name (value-less attributes map to ""). */
function sessionCookie(headers: Headers) {
  const raw = headers.getSetCookie().find((c) => /session_token=/.test(c.split(";")[0] ?? ""));
  expect(raw, "a session cookie is set").toBeDefined();
  const [pair, ...attributes] = (raw as string).split(";").map((p) => p.trim());
  const name = (pair as string).split("=")[0];
  const attrs = new Map(
    attributes.map((a) => {
      const [key, ...value] = a.split("=");
      return [(key as string).toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name, attrs, all: headers.getSetCookie() };
}

describe.each(testDrivers)("security headers and cookies on $name", (driver) => {
  let parley: TestParley;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in for the built web app, so HTML pages and static files are checked too.
    webDist = mkdtempSync(join(tmpdir(), "parley-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(
      join(webDist, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(join(webDist, "assets", "app.js"), "console.log('parley');");
    parley = await startTestParley(driver, {}, { webDist });
  });
  afterAll(async () => {
    await parley.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ["the health check", "GET", "/api/health", 200],
    ["an API error", "GET", "/api/forms", 401],
    ["an unknown API path", "GET", "/api/nothing-here", 404],
    ["a better-auth answer", "GET", "/api/auth/get-session", 200],
    ["the web app's page", "GET", "/", 200],
    ["a deep link into the web app", "GET", "/forms/abc/responses", 200],
    ["a static script", "GET", "/assets/app.js", 200],
  ])("sends them on %s", async (_what, method, path, status) => {
    const res = await parley.call(method, path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it("sends them on a rejected body and a rate-limited request", async () => {
    const tooBig = await parley.call("POST", "/api/generate-questions", { rawBody: "x".repeat(1024 * 1024 + 1) });
    expect(tooBig.status).toBe(413);
    expectSecurityHeaders(tooBig.headers);
    let last = await parley.call("POST", "/api/analyze-sentiment", { body: {}, address: "192.0.2.90" });
    for (let i = 0; i < 10; i++) {
      last = await parley.call("POST", "/api/analyze-sentiment", { body: {}, address: "192.0.2.90" });
    }
    expect(last.status).toBe(429);
    expectSecurityHeaders(last.headers);
  });

  it("serves a page that needs no inline script (the policy would block one)", async () => {
    const page = await parley.call("GET", "/");
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    // The real web app's entry page, which the build turns into dist/index.html.
    const source = readFileSync(fileURLToPath(new URL("../../../../web/index.html", import.meta.url)), "utf8");
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
    expect(source).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax and not Secure on plain http", async () => {
    const res = await parley.call("POST", "/api/auth/sign-up/email", {
      body: { name: "Cookie Person", email: `cookie-${crypto.randomUUID()}@example.com`, password: "secret123" },
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res.headers);
    expect(cookie.name).toBe("better-auth.session_token");
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attrs.has("secure")).toBe(false);
    expect(cookie.attrs.get("path")).toBe("/");
    for (const other of cookie.all) expect(other).toMatch(/HttpOnly/i);
  });
});

describe.each(testDrivers)("cookies behind https on $name", (driver) => {
  const origin = "https://parley.example.com";
  let parley: TestParley;
  beforeAll(async () => {
    parley = await startTestParley(driver, { BASE_URL: origin });
  });
  afterAll(() => parley.stop());

  it("names the session cookie __Secure-… and marks it Secure, HttpOnly and SameSite=Lax; the session works", async () => {
    const res = await parley.call("POST", "/api/auth/sign-up/email", {
      body: { name: "Secure Person", email: `secure-${crypto.randomUUID()}@example.com`, password: "secret123" },
      origin,
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res.headers);
    expect(cookie.name).toBe("__Secure-better-auth.session_token");
    expect(cookie.attrs.has("secure")).toBe(true);
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")?.toLowerCase()).toBe("lax");
    for (const other of cookie.all) expect(other).toMatch(/;\s*Secure/i);

    const jar = cookie.all.map((c) => c.split(";")[0]).join("; ");
    const session = await parley.call("GET", "/api/auth/get-session", { cookie: jar, origin });
    expect(session.json.user.email).toMatch(/^secure-/);
    // The plain-http name is not accepted in its place.
    const plain = jar.replace("__Secure-", "");
    expect((await parley.call("GET", "/api/auth/get-session", { cookie: plain, origin })).json).toBeNull();
  });

  it("refuses a sign-up from the plain-http origin of the same host", async () => {
    const res = await parley.call("POST", "/api/auth/sign-up/email", {
      body: { name: "Mixed Person", email: `mixed-${crypto.randomUUID()}@example.com`, password: "secret123" },
      origin: "http://parley.example.com",
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBeTruthy();
  });
});
