// Account fields are bounded and trimmed as the spec says, sign-in is limited per account as well as
// per address, weak secrets are refused, and bidirectional controls never reach a form.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { user as userTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

describe("AUTH_SECRET", () => {
  it("refuses a secret with too little entropy, naming the variable, and accepts random ones", () => {
    for (const weak of ["a".repeat(32), "ab".repeat(20), "passwordpasswordpasswordpassword"]) {
      expect(() => loadConfig({ AUTH_SECRET: weak })).toThrow(ConfigError);
      expect(() => loadConfig({ AUTH_SECRET: weak })).toThrow(/AUTH_SECRET is too predictable/);
    }
    for (let i = 0; i < 50; i++) {
      for (const strong of [randomBytes(32).toString("base64"), randomBytes(16).toString("hex")]) {
        expect(loadConfig({ AUTH_SECRET: strong }).authSecret).toBe(strong);
      }
    }
  });
});

describe.each(testDrivers)("account fields and sign-in limits on $name", (driver) => {
  let parley: TestParley;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;
  const users = async () => (await parley.database.db.select().from(userTable)).length;
  beforeAll(async () => {
    parley = await startTestParley(driver);
  });
  afterAll(() => parley.stop());

  it.each([
    [
      { name: "n".repeat(900_000), email: "long-name@example.com", password: "secret123" },
      "Name must be at most 100 characters.",
    ],
    [
      { name: "Ann", email: `${"e".repeat(5000)}@example.com`, password: "secret123" },
      "Email must be at most 254 characters.",
    ],
    [
      { name: "Ann", email: "long-pass@example.com", password: "p".repeat(129) },
      "Password must be at most 128 characters.",
    ],
    [{ name: "Ann", email: "spaces@example.com", password: "      " }, "All fields are required."],
    [{ name: "   ", email: "blank-name@example.com", password: "secret123" }, "All fields are required."],
  ])("refuses a sign-up with %o", async (body, message) => {
    const before = await users();
    const res = await parley.call("POST", "/api/auth/sign-up/email", { body, address: nextAddress() });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: "VALIDATION_ERROR", message });
    expect(await users()).toBe(before);
  });

  it("refuses a sign-in with a blank password, as the spec's login form does", async () => {
    const res = await parley.call("POST", "/api/auth/sign-in/email", {
      body: { email: "someone@example.com", password: "      " },
      address: nextAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe("Please enter both email and password.");
  });

  it("limits sign-in attempts per account, even from a new address each time", async () => {
    const victim = await parley.signUp("Victor Victim");
    for (let i = 0; i < 10; i++) {
      const res = await parley.call("POST", "/api/auth/sign-in/email", {
        body: { email: victim.email, password: `guess-${i}` },
        address: nextAddress(),
      });
      expect(res.status).toBe(401);
    }
    const limited = await parley.call("POST", "/api/auth/sign-in/email", {
      body: { email: victim.email.toUpperCase(), password: victim.password },
      address: nextAddress(),
    });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await parley.signUp("Olga Other");
    const fine = await parley.call("POST", "/api/auth/sign-in/email", {
      body: { email: other.email, password: other.password },
      address: nextAddress(),
    });
    expect(fine.status).toBe(200);
  });

  it("strips bidirectional control characters from titles, questions and options", async () => {
    const owner = await parley.signUp();
    const rlo = "\u202E";
    const created = await parley.call("POST", "/api/forms", {
      cookie: owner.cookie,
      body: {
        title: `Invoice ${rlo}fdp.exe`,
        questions: [{ question: `Pick${rlo} one\u2066`, type: "radio", options: [`Yes${rlo}`, "\u200FNo"] }],
      },
    });
    expect(created.status).toBe(201);
    const stored = (await parley.call("GET", `/api/forms/${created.json.id}`, { cookie: owner.cookie })).json;
    expect(stored.title).toBe("Invoice fdp.exe");
    expect(stored.questions[0].question).toBe("Pick one");
    expect(stored.questions[0].options.map((o: { value: string }) => o.value)).toEqual(["Yes", "No"]);
  });
});
