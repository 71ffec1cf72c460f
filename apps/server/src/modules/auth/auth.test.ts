import { authErrorMessage } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { sessionCookie } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";

describe.each(testDrivers)("accounts on $name", (driver) => {
  const parley = useTestParley(driver);

  it("signs up, keeps a session cookie, reads the session and signs out", async () => {
    const email = `round-${crypto.randomUUID()}@example.com`;
    const signUp = await parley.call("POST", "/api/auth/sign-up/email", {
      body: { name: "First Last", email, password: "secret1" },
      address: "203.0.113.10",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.json.user).toMatchObject({ name: "First Last", email });
    const setCookie = signUp.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(signUp.headers);

    const session = await parley.call("GET", "/api/auth/get-session", { cookie });
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({ name: "First Last", email });

    const signOut = await parley.call("POST", "/api/auth/sign-out", { cookie, body: {} });
    expect(signOut.status).toBe(200);
    const after = await parley.call("GET", "/api/auth/get-session", { cookie });
    expect(after.json).toBeNull();

    const signIn = await parley.call("POST", "/api/auth/sign-in/email", {
      body: { email, password: "secret1" },
      address: "203.0.113.10",
    });
    expect(signIn.status).toBe(200);
    const again = await parley.call("GET", "/api/auth/get-session", { cookie: sessionCookie(signIn.headers) });
    expect(again.json.user.email).toBe(email);
  });

  it("maps each auth error to the spec's message", async () => {
    const { email } = await parley.signUp();
    const address = "203.0.113.20";
    const cases = [
      {
        flow: "login" as const,
        path: "/api/auth/sign-in/email",
        body: { email, password: "wrong-password" },
        message: "Invalid Credentials",
      },
      {
        flow: "login" as const,
        path: "/api/auth/sign-in/email",
        body: { email: `nobody-${crypto.randomUUID()}@example.com`, password: "whatever1" },
        message: "Invalid Credentials",
      },
      {
        flow: "login" as const,
        path: "/api/auth/sign-in/email",
        body: { email: "not-an-email", password: "whatever1" },
        message: "Invalid email address.",
      },
      {
        flow: "register" as const,
        path: "/api/auth/sign-up/email",
        body: { name: "A B", email, password: "secret123" },
        message: "This email is already in use.",
      },
      {
        flow: "register" as const,
        path: "/api/auth/sign-up/email",
        body: { name: "A B", email: "not-an-email", password: "secret123" },
        message: "Invalid email address.",
      },
      {
        flow: "register" as const,
        path: "/api/auth/sign-up/email",
        body: { name: "A B", email: `short-${crypto.randomUUID()}@example.com`, password: "12345" },
        message: "Password is too weak.",
      },
    ];
    for (const c of cases) {
      const res = await parley.call("POST", c.path, { body: c.body, address });
      expect(res.status, `${c.path} ${JSON.stringify(c.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.json.error.code).toBe(res.json.code);
      expect(authErrorMessage(c.flow, res.json.code, res.json.message)).toBe(c.message);
    }
  });

  it("rejects a foreign Origin", async () => {
    const res = await parley.call("POST", "/api/auth/sign-up/email", {
      body: { name: "Eve Evil", email: `eve-${crypto.randomUUID()}@example.com`, password: "secret123" },
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBeTruthy();
  });

  it("rate-limits sign-in per connection address, ignoring X-Forwarded-For", async () => {
    const address = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await parley.call("POST", "/api/auth/sign-in/email", {
        body: { email: "nobody@example.com", password: "wrong-pass" },
        address,
        headers: { "x-forwarded-for": `10.0.0.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another account (that one has spent its own per-account budget) from another address.
    const other = await parley.call("POST", "/api/auth/sign-in/email", {
      body: { email: "nobody-else@example.com", password: "wrong-pass" },
      address: "203.0.113.100",
    });
    expect(other.status).toBe(401);
  });
});
