import { EMAIL_NOT_CONFIGURED_MESSAGE } from "@parley/schema";
import { eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { formNotifications, outbox, responses as responsesTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestOwner, type TestParley } from "../../test/harness.ts";
import { startMailbox } from "../../test/mailbox.ts";
import { outboxAnswers, outboxForm, waitFor } from "../../test/outbox-fixtures.ts";
import { useTestParley } from "../../test/suite.ts";

/** A response started and completed at `time` (the digest counts completions). */
const at = (time: Date) => ({ createdAt: time, completedAt: time });

const fast = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, timeoutMs: 2000 };

describe("mail configuration", () => {
  it("needs MAIL_FROM beside SMTP_URL, and an smtp URL", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      "MAIL_FROM is required when SMTP_URL is set",
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com", MAIL_FROM: "a@b.c" })).toThrow(
      "SMTP_URL must start with smtp:// or smtps://",
    );
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com", MAIL_FROM: "Parley <p@example.com>" }).mail).toEqual({
      smtpUrl: "smtps://u:p@mail.example.com",
      from: "Parley <p@example.com>",
    });
    expect(loadConfig({}).mail).toBeUndefined();
  });
});

describe.each(testDrivers)("email on new responses on $name", (driver) => {
  describe("without SMTP_URL", () => {
    const parley = useTestParley(driver);

    it("explains how to enable email and changes nothing", async () => {
      const owner = await parley.signUp();
      const id = await parley.createForm(owner, outboxForm);
      const path = `/api/forms/${id}/notifications`;
      expect((await parley.call("GET", path, { cookie: owner.cookie })).json).toEqual({
        emailAvailable: false,
        emailOnResponse: false,
        dailyDigest: false,
        recipient: owner.email,
      });
      const digest = await parley.call("PUT", path, { cookie: owner.cookie, body: { dailyDigest: true } });
      expect(digest.status).toBe(400);
      expect(digest.json.error.message).toBe(EMAIL_NOT_CONFIGURED_MESSAGE);
      const refused = await parley.call("PUT", path, { cookie: owner.cookie, body: { emailOnResponse: true } });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(EMAIL_NOT_CONFIGURED_MESSAGE);
      expect(refused.json.error.message).toContain("SMTP_URL");
      expect(await parley.database.db.select().from(formNotifications)).toEqual([]);
    });
  });

  describe("with SMTP_URL", () => {
    let parley: TestParley;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let owner: TestOwner;
    let formId: string;
    const submit = (text: string) =>
      parley.call("POST", `/api/public/forms/${owner.userId}/${formId}/responses`, {
        body: { responses: outboxAnswers(text) },
      });

    beforeAll(async () => {
      mailbox = await startMailbox();
      parley = await startTestParley(
        driver,
        {
          SMTP_URL: mailbox.url,
          MAIL_FROM: "Parley <parley@example.com>",
          BASE_URL: "http://localhost:3000",
          // One test address sends many responses; the per-address limit is tested on its own.
          RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: "0",
        },
        { outbox: fast },
      );
      owner = await parley.signUp("Ada Lovelace");
      formId = await parley.createForm(owner, outboxForm);
    });
    afterAll(async () => {
      await parley.stop();
      await mailbox.stop();
    });

    it("sends nothing until the owner switches it on, then one email per response", async () => {
      await submit("Before the switch");
      const path = `/api/forms/${formId}/notifications`;
      const stranger = await parley.signUp();
      expect((await parley.call("GET", path, { cookie: stranger.cookie })).status).toBe(404);
      expect(
        (await parley.call("PUT", path, { cookie: stranger.cookie, body: { emailOnResponse: true } })).status,
      ).toBe(404);
      expect((await parley.call("PUT", path, { cookie: owner.cookie, body: { emailOnResponse: "yes" } })).status).toBe(
        400,
      );
      const on = await parley.call("PUT", path, { cookie: owner.cookie, body: { emailOnResponse: true } });
      expect(on.json).toEqual({
        emailAvailable: true,
        emailOnResponse: true,
        dailyDigest: false,
        recipient: owner.email,
      });

      const res = await submit("The croissants were stale");
      expect(res.status).toBe(201);
      const [mail] = await waitFor(
        () => mailbox.received,
        (r) => r.length >= 1,
      );
      expect(mail?.from?.text).toBe('"Parley" <parley@example.com>');
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(owner.email);
      expect(mail?.subject).toBe('New response to "Coffee"');
      expect(mail?.text).toContain("Anything else?\n  The croissants were stale");
      expect(mail?.text).toContain(`All responses: http://localhost:3000/forms/${formId}`);
      expect(mail?.text).not.toContain("Before the switch");
      expect(mail?.messageId).toMatch(/^<[\w-]+@parley>$/);
      expect(mail?.headers.get("parley-event")).toBe("response.completed");
    });

    it("keeps retrying while the mail server is down and sends once when it is back", async () => {
      const port = Number(new URL(mailbox.url).port);
      const before = mailbox.received.length;
      await mailbox.stop();
      expect((await submit("Sent during the outage")).status).toBe(201);
      const failing = await waitFor(
        () => parley.database.db.select().from(outbox).where(eq(outbox.status, "pending")),
        (rows) => (rows[0]?.attempts ?? 0) >= 2,
      );
      expect(failing).toHaveLength(1);
      expect(failing[0]?.kind).toBe("email");
      expect(failing[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
      mailbox = await startMailbox(port);
      const got = await waitFor(
        () => mailbox.received,
        (r) => r.length >= 1,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(got.map((m) => m.text?.includes("Sent during the outage"))).toEqual([true]);
      expect(before).toBe(1);
    });

    it("sends a daily digest of the day's responses once a day, and nothing for a quiet day", async () => {
      const path = `/api/forms/${formId}/notifications`;
      await parley.call("PUT", path, { cookie: owner.cookie, body: { emailOnResponse: false } });
      const on = await parley.call("PUT", path, { cookie: owner.cookie, body: { dailyDigest: true } });
      expect(on.json).toMatchObject({ emailOnResponse: false, dailyDigest: true });
      const { db } = parley.database;
      const { notifications } = parley.services;
      // Not a day yet: nothing is due.
      expect(await notifications.queueDueDigests()).toBe(0);

      // The day began 25 hours ago; three responses came in during it, one before it.
      const dayStart = new Date(Date.now() - 25 * 3_600_000);
      await db.update(formNotifications).set({ digestSince: dayStart }).where(eq(formNotifications.formId, formId));
      await db.update(responsesTable).set(at(new Date(dayStart.getTime() - 3_600_000)));
      for (const text of ["first of the day", "second of the day", "third of the day"]) {
        expect((await submit(text)).status).toBe(201);
      }
      await db
        .update(responsesTable)
        .set(at(new Date(Date.now() - 2 * 3_600_000)))
        .where(gt(responsesTable.createdAt, new Date(Date.now() - 60_000)));
      mailbox.received.length = 0;

      expect(await notifications.queueDueDigests()).toBe(1);
      const [digest] = await waitFor(
        () => mailbox.received,
        (r) => r.length >= 1,
      );
      expect(digest?.subject).toBe('3 new responses to "Coffee" today');
      for (const text of ["first of the day", "second of the day", "third of the day"]) {
        expect(digest?.text).toContain(text);
      }
      expect(digest?.text).not.toContain("Sent during the outage");
      // The next day has begun: nothing more is due, and a quiet day sends nothing.
      expect(await notifications.queueDueDigests()).toBe(0);
      // A day later with no response in it.
      await db.update(responsesTable).set(at(new Date(Date.now() - 30 * 3_600_000)));
      await db
        .update(formNotifications)
        .set({ digestSince: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(formNotifications.formId, formId));
      expect(await notifications.queueDueDigests()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailbox.received).toHaveLength(1);
    });
  });
});
