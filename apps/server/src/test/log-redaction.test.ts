// With the database gone, failing queries are logged: never with the session token, password or cookie.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { redact } from "../lib/log.ts";
import { testDrivers } from "./databases.ts";
import { startTestParley, type TestParley } from "./harness.ts";

describe("redact", () => {
  it("takes out query parameters, cookies, bearer tokens and secret fields", () => {
    const query = redact("Failed query: select * from session where id = $1\nparams: abc123secret");
    expect(query).toBe("Failed query: select * from session where id = $1\nparams: [redacted]");
    expect(redact("cookie: better-auth.session_token=abc.def; other=1")).not.toContain("abc.def");
    expect(redact("Authorization: Bearer sk-live-123")).not.toContain("sk-live-123");
    expect(redact('{"email":"a@b.c","password":"hunter22"}')).toBe('{"email":"a@b.c","password":[redacted]}');
  });
});

describe.each(testDrivers)("the log while the database is down ($name)", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  beforeAll(async () => {
    parley = await startTestParley(driver);
    owner = await parley.signUp("Logan Log", undefined, "correct-horse-battery");
  });
  afterAll(async () => {
    await parley.stop().catch(() => {});
  });

  it("holds no session token, password or cookie", async () => {
    const token = decodeURIComponent(owner.cookie.split("=")[1]?.split(".")[0] ?? "");
    expect(token.length).toBeGreaterThan(10);
    // The database goes away under the running server.
    if (parley.config.databaseUrl) {
      const url = new URL(parley.config.databaseUrl);
      const name = url.pathname.slice(1);
      url.pathname = "/postgres";
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    } else {
      await parley.database.close();
    }

    const written: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
      written.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
    });
    try {
      const results = [
        await parley.call("GET", "/api/forms", { cookie: owner.cookie }),
        await parley.call("GET", "/api/auth/get-session", { cookie: owner.cookie }),
        await parley.call("POST", "/api/auth/sign-in/email", {
          body: { email: owner.email, password: "correct-horse-battery" },
        }),
      ];
      for (const res of results) expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      stderr.mockRestore();
      consoleError.mockRestore();
    }
    const log = written.join("\n");
    expect(log).not.toBe("");
    expect(log).not.toContain(token);
    expect(log).not.toContain("correct-horse-battery");
    expect(log).not.toContain(owner.cookie);
  });
});
