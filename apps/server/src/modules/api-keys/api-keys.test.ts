import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";
import { operations } from "../openapi/operations.ts";

const form = (title: string) => ({
  title,
  questions: [{ question: "How was it?", type: "radio", options: ["Great", "Bad"] }],
});

describe.each(testDrivers)("API keys on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let other: Awaited<ReturnType<TestParley["signUp"]>>;
  let ownFormId: string;
  let otherFormId: string;
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  beforeAll(async () => {
    parley = await startTestParley(driver);
    owner = await parley.signUp();
    other = await parley.signUp();
    ownFormId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form("Mine") })).json.id;
    otherFormId = (await parley.call("POST", "/api/forms", { cookie: other.cookie, body: form("Theirs") })).json.id;
  });
  afterAll(() => parley.stop());

  it("shows a new key once and keeps only its hash", async () => {
    const created = await parley.call("POST", "/api/keys", { cookie: owner.cookie, body: { name: "  CI export  " } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(["id", "key", "name"]);
    expect(created.json.name).toBe("CI export");
    expect(created.json.key).toMatch(/^parley_[\w-]{43}$/);

    const list = await parley.call("GET", "/api/keys", { cookie: owner.cookie });
    expect(list.json).toEqual([
      { id: created.json.id, name: "CI export", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(list.text).not.toContain(created.json.key);
    const rows = await parley.database.db.select().from(apiKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toBe(createHash("sha256").update(created.json.key).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(created.json.key);

    expect((await parley.call("GET", "/api/keys", { cookie: other.cookie })).json).toEqual([]);
    const blank = await parley.call("POST", "/api/keys", { cookie: owner.cookie, body: { name: " " } });
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe("Give the key a name.");
    expect((await parley.call("POST", "/api/keys", { body: { name: "x" } })).status).toBe(401);
  });

  it("acts as its owner on owner routes, and only as its owner", async () => {
    const { key, id } = (await parley.call("POST", "/api/keys", { cookie: owner.cookie, body: { name: "script" } }))
      .json;
    // No cookie and no Origin: a script, not a browser.
    const asKey = (method: string, path: string, body?: unknown) =>
      parley.call(method, path, { origin: null, headers: bearer(key), body });

    const forms = await asKey("GET", "/api/forms");
    expect(forms.status).toBe(200);
    expect(forms.json.map((f: { id: string }) => f.id)).toEqual([ownFormId]);
    expect((await asKey("GET", `/api/forms/${ownFormId}`)).json.title).toBe("Mine");
    expect((await asKey("GET", `/api/forms/${ownFormId}/responses`)).status).toBe(200);
    expect((await asKey("GET", `/api/forms/${ownFormId}/responses.csv`)).status).toBe(200);

    expect((await asKey("GET", `/api/forms/${otherFormId}`)).status).toBe(404);
    expect((await asKey("PUT", `/api/forms/${otherFormId}`, form("Hijacked"))).status).toBe(404);
    expect((await asKey("DELETE", `/api/forms/${otherFormId}`)).status).toBe(404);
    expect((await asKey("GET", `/api/forms/${otherFormId}/responses`)).status).toBe(404);
    expect((await asKey("GET", `/api/forms/${otherFormId}/webhooks`)).status).toBe(404);
    expect((await parley.call("GET", `/api/forms/${otherFormId}`, { cookie: other.cookie })).json.title).toBe("Theirs");

    // A key cannot be forged by another site, so its requests pass the origin check a cookie's fail.
    const fromElsewhere = { origin: "https://elsewhere.example", body: form("Cross-site") };
    expect((await parley.call("POST", "/api/forms", { ...fromElsewhere, cookie: owner.cookie })).status).toBe(403);
    expect((await parley.call("POST", "/api/forms", { ...fromElsewhere, headers: bearer(key) })).status).toBe(201);
    const renamed = await asKey("PUT", `/api/forms/${ownFormId}`, form("Mine, renamed"));
    expect(renamed.status).toBe(200);
    const made = await asKey("POST", "/api/forms", form("Made by a script"));
    expect(made.status).toBe(201);
    expect(made.json.ownerId).toBe(owner.userId);

    const [listed] = (await parley.call("GET", "/api/keys", { cookie: owner.cookie })).json.filter(
      (k: { id: string }) => k.id === id,
    );
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gets on every owner route of the API exactly what the owner's session gets", async () => {
    const { key } = (await parley.call("POST", "/api/keys", { cookie: owner.cookie, body: { name: "every" } })).json;
    const ownerRoutes = operations.filter((op) => op.access === "owner");
    expect(ownerRoutes.length).toBeGreaterThan(15);
    for (const op of ownerRoutes) {
      const method = op.method.toUpperCase();
      // Reads on the owner's own form; anything that writes aims at someone else's form or a made-up
      // id, so both answers must be the same refusal and nothing changes.
      const formId = method === "GET" ? ownFormId : otherFormId;
      const path = op.path.replace(":id", formId).replace(/:\w+/g, "no-such-id");
      if (method !== "GET" && path === op.path) continue;
      const body = op.body ? {} : undefined;
      const asOwner = await parley.call(method, path, { cookie: owner.cookie, body });
      const asKey = await parley.call(method, path, { origin: null, headers: bearer(key), body });
      expect(asOwner.status, `${method} ${path} with the session`).not.toBe(401);
      expect(asKey.status, `${method} ${path} with the key`).toBe(asOwner.status);
    }
  });

  it("is refused once revoked, and a bad key is never rescued by a cookie", async () => {
    const { key, id } = (await parley.call("POST", "/api/keys", { cookie: owner.cookie, body: { name: "temp" } })).json;
    expect((await parley.call("GET", "/api/forms", { headers: bearer(key) })).status).toBe(200);
    expect((await parley.call("DELETE", `/api/keys/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await parley.call("DELETE", `/api/keys/${id}`, { cookie: owner.cookie })).status).toBe(204);

    const refused = await parley.call("GET", "/api/forms", { headers: bearer(key) });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toEqual({ code: "UNAUTHORIZED", message: "The API key is invalid or was revoked." });
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    const withCookie = await parley.call("GET", "/api/forms", { headers: bearer(key), cookie: owner.cookie });
    expect(withCookie.status).toBe(401);
    expect((await parley.call("GET", "/api/forms", { headers: bearer("parley_made-up") })).status).toBe(401);
    expect((await parley.call("GET", "/api/forms", { headers: { authorization: "Bearer " } })).status).toBe(401);
    expect((await parley.call("DELETE", `/api/keys/${id}`, { cookie: owner.cookie })).status).toBe(404);
  });
});
