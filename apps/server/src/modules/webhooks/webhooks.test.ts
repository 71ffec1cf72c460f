import { mkdtempSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { outbox, responses as responsesTable } from "../../db/schema.ts";
import { createParley } from "../../server.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";
import { outboxAnswers, outboxForm, waitFor } from "../../test/outbox-fixtures.ts";
import { startWebhookReceiver } from "../../test/webhook-receiver.ts";
import { checkWebhookDestination, checkWebhookUrl, guardedLookup } from "./url-policy.ts";

const fast = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, timeoutMs: 1000 };

describe("webhook URL rules", () => {
  it("takes https, and http only to allowed hosts", () => {
    expect(checkWebhookUrl("https://hooks.example.com/x", []).url.hostname).toBe("hooks.example.com");
    expect(() => checkWebhookUrl("http://hooks.example.com/x", [])).toThrow("Webhook URLs must use https.");
    expect(checkWebhookUrl("http://127.0.0.1:9/x", ["127.0.0.1"]).allowed).toBe(true);
    expect(() => checkWebhookUrl("ftp://hooks.example.com/x", [])).toThrow("Webhook URLs must use https.");
    expect(() => checkWebhookUrl("https://user:pw@hooks.example.com/", [])).toThrow("user name or password");
  });

  it("refuses private, loopback and link-local addresses unless allowed", () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://10.1.2.3/",
      "https://172.20.0.1/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/",
      "https://[fe80::1]/",
      "https://[fd00::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://0.0.0.0/",
      "https://localhost/",
      "https://api.localhost/",
    ]) {
      expect(() => checkWebhookUrl(url, []), url).toThrow("Webhook URLs may not point to a private or local address.");
    }
    expect(checkWebhookUrl("https://10.1.2.3/", ["10.1.2.3"]).allowed).toBe(true);
    expect(checkWebhookUrl("https://93.184.215.14/", []).allowed).toBe(false);
  });

  it("resolves names and refuses one that points inside", async () => {
    // This machine's own name resolves to one of its own (private) addresses.
    await expect(checkWebhookDestination(`https://${hostname()}/hook`, [])).rejects.toThrow(
      "Webhook URLs may not point to a private or local address.",
    );
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(false)("localhost", { all: true }, (error) => resolve(error)),
    );
    expect(refused?.code).toBe("EPRIVATEADDRESS");
  });
});

describe.each(testDrivers)("webhooks on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  let formId: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = "";

  beforeAll(async () => {
    parley = await startTestParley(driver, { WEBHOOK_ALLOW_HOSTS: "127.0.0.1" }, { outbox: fast });
    owner = await parley.signUp();
    formId = (await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: outboxForm })).json.id;
    receiver = await startWebhookReceiver(() => secret);
  });
  afterAll(async () => {
    await receiver.stop();
    await parley.stop();
  });

  const submit = (text: string) =>
    parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
      body: { responses: outboxAnswers(text) },
    });
  const deliveries = async (webhookId: string) =>
    (await parley.call("GET", `/api/forms/${formId}/webhooks/${webhookId}/deliveries`, { cookie: owner.cookie })).json;

  it("adds, lists and removes endpoints for the owner only", async () => {
    const hooks = `/api/forms/${formId}/webhooks`;
    const created = await parley.call("POST", hooks, { cookie: owner.cookie, body: { url: receiver.url } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(["createdAt", "id", "partialUpdates", "secret", "url"]);
    expect(created.json.partialUpdates).toBe(false);
    expect(created.json.url).toBe(receiver.url);
    expect(created.json.secret).toMatch(/^whsec_.{20,}/);

    const chosen = await parley.call("POST", hooks, {
      cookie: owner.cookie,
      body: { url: "https://93.184.215.14/parley", secret: "my-own-secret-1234" },
    });
    expect(chosen.json.secret).toBe("my-own-secret-1234");
    const list = await parley.call("GET", hooks, { cookie: owner.cookie });
    expect(list.json.map((h: { id: string }) => h.id)).toEqual([created.json.id, chosen.json.id]);

    const stranger = await parley.signUp();
    expect((await parley.call("GET", hooks, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await parley.call("POST", hooks, { cookie: stranger.cookie, body: { url: "https://93.184.215.14/x" } })).status,
    ).toBe(404);
    expect((await parley.call("DELETE", `${hooks}/${created.json.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await parley.call("GET", hooks)).status).toBe(401);

    for (const url of ["http://hooks.example.com/x", "https://192.168.0.10/x", "not a url"]) {
      const bad = await parley.call("POST", hooks, { cookie: owner.cookie, body: { url } });
      expect(bad.status, url).toBe(400);
      expect(bad.json.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await parley.call("DELETE", `${hooks}/${chosen.json.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await parley.call("GET", hooks, { cookie: owner.cookie })).json).toHaveLength(1);
    expect((await parley.call("DELETE", `${hooks}/${chosen.json.id}`, { cookie: owner.cookie })).status).toBe(404);
    secret = created.json.secret;
  });

  it("POSTs each completed response, signed, with its event and delivery id", async () => {
    const [hook] = (await parley.call("GET", `/api/forms/${formId}/webhooks`, { cookie: owner.cookie })).json;
    const res = await submit("Lovely foam");
    expect(res.status).toBe(201);
    const [got] = await waitFor(
      () => receiver.received,
      (r) => r.length >= 1,
    );
    expect(got?.signatureValid).toBe(true);
    expect(got?.headers["parley-event"]).toBe("response.completed");
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(got?.json.event).toBe("response.completed");
    expect(got?.json.formId).toBe(formId);
    expect(got?.json.response.id).toBe(res.json.id);
    expect(got?.json.response.responses[1].answer).toBe("Lovely foam");
    const log = await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.status === "delivered",
    );
    expect(log).toEqual([
      {
        id: got?.headers["parley-delivery"],
        event: "response.completed",
        status: "delivered",
        attempts: 1,
        lastError: null,
        createdAt: expect.any(String),
      },
    ]);

    const test = await parley.call("POST", `/api/forms/${formId}/webhooks/${hook.id}/test`, { cookie: owner.cookie });
    expect(test.status).toBe(202);
    const [, ping] = await waitFor(
      () => receiver.received,
      (r) => r.length >= 2,
    );
    expect(ping?.headers["parley-event"]).toBe("webhook.test");
    expect(ping?.headers["parley-delivery"]).toBe(test.json.id);
    expect(ping?.signatureValid).toBe(true);
  });

  it("keeps the response when the endpoint is dead, retries with backoff and delivers once when it is back", async () => {
    const [hook] = (await parley.call("GET", `/api/forms/${formId}/webhooks`, { cookie: owner.cookie })).json;
    receiver.received.length = 0;
    await receiver.stop();
    const started = Date.now();
    const res = await submit("Sent while the receiver was down");
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const [stored] = await parley.database.db.select().from(responsesTable).where(eq(responsesTable.id, res.json.id));
    expect(stored?.answers[1]?.answer).toBe("Sent while the receiver was down");

    const failing = await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.attempts >= 3,
    );
    expect(failing[0]).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(receiver.received).toHaveLength(0);

    await receiver.start();
    const done = await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.status === "delivered",
    );
    expect(done[0].lastError).toBeNull();
    expect(done[0].attempts).toBeGreaterThanOrEqual(3);
    // A few more polls must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.map((r) => r.json.response.id)).toEqual([res.json.id]);
  });

  it("does not hold a response back behind a slow endpoint, and logs the timeout", async () => {
    const [hook] = (await parley.call("GET", `/api/forms/${formId}/webhooks`, { cookie: owner.cookie })).json;
    receiver.answerWith(() => "hang");
    const started = Date.now();
    const res = await submit("Slow receiver");
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    const log = await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.lastError === "timed out",
    );
    expect(log[0].status).toBe("pending");
    receiver.answerWith(() => 503);
    await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.lastError === "HTTP 503",
    );
    receiver.answerWith(() => 200);
    await waitFor(
      () => deliveries(hook.id),
      (d) => d[0]?.status === "delivered",
    );
  });

  it("forgets finished deliveries after the keeping time, never pending ones", async () => {
    const [hook] = (await parley.call("GET", `/api/forms/${formId}/webhooks`, { cookie: owner.cookie })).json;
    const { db } = parley.database;
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    const row = (id: string, status: "pending" | "delivered" | "failed", createdAt: Date) => ({
      id,
      kind: "webhook" as const,
      formId,
      webhookId: hook.id,
      event: "response.completed",
      body: "{}",
      status,
      createdAt,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    await db
      .insert(outbox)
      .values([
        row("old-delivered", "delivered", old),
        row("old-failed", "failed", old),
        row("old-pending", "pending", old),
        row("new-delivered", "delivered", new Date()),
      ]);
    expect(await parley.outbox.prune()).toBe(2);
    const left = (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining(["old-pending", "new-delivered"]));
    expect(left).not.toContain("old-delivered");
    expect(left).not.toContain("old-failed");
    await db.delete(outbox).where(eq(outbox.id, "old-pending"));
  });

  it("gives up after the retry window and says so", async () => {
    const quick = await startTestParley(
      driver,
      { WEBHOOK_ALLOW_HOSTS: "127.0.0.1" },
      { outbox: { ...fast, retryForMs: 300 } },
    );
    try {
      const someone = await quick.signUp();
      const id = (await quick.call("POST", "/api/forms", { cookie: someone.cookie, body: outboxForm })).json.id;
      const hook = (
        await quick.call("POST", `/api/forms/${id}/webhooks`, {
          cookie: someone.cookie,
          body: { url: "http://127.0.0.1:9/never" },
        })
      ).json;
      await quick.call("POST", `/api/public/forms/${someone.userId}/${id}/responses`, {
        body: { responses: outboxAnswers("x") },
      });
      const log = await waitFor(
        async () =>
          (await quick.call("GET", `/api/forms/${id}/webhooks/${hook.id}/deliveries`, { cookie: someone.cookie })).json,
        (d) => d[0]?.status === "failed",
      );
      expect(log[0].attempts).toBeGreaterThanOrEqual(2);
      expect(log[0].lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await quick.stop();
    }
  });
});

describe.each(testDrivers)("outbox across restarts and instances on $name", (driver) => {
  it("sends every delivery exactly once when instances restart and run side by side", async () => {
    const database = await driver.create();
    const dataDir = mkdtempSync(join(tmpdir(), "parley-outbox-"));
    let secret = "";
    const receiver = await startWebhookReceiver(() => secret);
    const config = loadConfig({
      DATA_DIR: database.databaseUrl ? dataDir : join(dataDir, "data"),
      DATABASE_URL: database.databaseUrl,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      PLAN_RESPONSES_PER_FORM: "0",
    });
    const instance = () => createParley(config, { outbox: fast });
    const headers = { origin: "http://localhost:3000", "content-type": "application/json" };
    const post = async (app: Awaited<ReturnType<typeof instance>>["app"], path: string, body: unknown, cookie = "") => {
      const response = await app.request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { ...headers, cookie },
        body: JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: inspected field by field
      return { headers: response.headers, json: (await response.json()) as any };
    };
    let first = await instance();
    try {
      const signUp = await post(first.app, "/api/auth/sign-up/email", {
        name: "Ada",
        email: "ada@example.com",
        password: "secret123",
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const userId = signUp.json.user.id;
      const formId = (await post(first.app, "/api/forms", outboxForm, cookie)).json.id;
      secret = (await post(first.app, `/api/forms/${formId}/webhooks`, { url: receiver.url }, cookie)).json.secret;

      await receiver.stop();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await post(first.app, `/api/public/forms/${userId}/${formId}/responses`, {
          responses: outboxAnswers(`answer ${i}`),
        });
        ids.push(res.json.id);
      }
      // Restart while every delivery is still waiting for the receiver.
      await first.close();
      first = await instance();
      await receiver.start();
      if (database.databaseUrl) {
        // A second instance on the same PostgreSQL claims from the same outbox at the same time.
        const second = await instance();
        await Promise.all([first.outbox.runOnce(), second.outbox.runOnce(), second.outbox.runOnce()]);
        await waitFor(
          () => receiver.received.length,
          (n) => n >= ids.length,
        );
        await second.close();
      }
      await waitFor(
        () => receiver.received.length,
        (n) => n >= ids.length,
      );
      await first.outbox.runOnce();
      // Restart again after everything was delivered: nothing is sent twice.
      await first.close();
      first = await instance();
      await first.outbox.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received.map((r) => r.json.response.id).sort()).toEqual([...ids].sort());
      expect(new Set(receiver.received.map((r) => r.headers["parley-delivery"])).size).toBe(ids.length);
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      const rows = await first.database.db.select().from(outbox);
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => "delivered"));
    } finally {
      await first.close();
      await receiver.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
