// An owner switches on email for a form; a real SMTP server on this machine receives the message.
import { describe, expect } from "vitest";
import { startMailbox } from "../../apps/server/src/test/mailbox.ts";
import { answer, registerOwnerWithForm, signIn, submitResponse } from "../support/api.ts";
import { journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectVisible } from "../support/ui.ts";

// A fixed port: the server's environment is read before any test runs.
const SMTP_PORT = 4710;
const test = journeyTest({
  env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_FROM: "Parley <parley@example.com>" },
});

describe("email", () => {
  test("an owner switches on an email per response and receives one", async ({ page, server }) => {
    const mailbox = await startMailbox(SMTP_PORT);
    try {
      const person = { firstName: "Mail", lastName: "Owner", email: "mail@example.com" };
      const { owner, form } = await registerOwnerWithForm(server.url, person, {
        title: "Coffee feedback",
        questions: [{ question: "What could we do better?", type: "open-ended" }],
      });
      await signIn(page.context(), owner);
      await page.goto(`/forms/${form.id}`);
      await page.getByRole("tab", { name: "Integrations" }).click();
      const toggle = page.getByRole("switch", { name: "Email me each completed response" });
      await expectVisible(page.getByText("Sent to mail@example.com"));
      await toggle.focus();
      // The switch flips at once; the reload below must come after the server has the setting.
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/forms/${form.id}/notifications`) && r.request().method() === "PUT",
      );
      await page.keyboard.press("Space");
      expect((await saved).status()).toBe(200);
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await page.reload();
      await page.getByRole("tab", { name: "Integrations" }).click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await saveScreenshot(page, "integrations-email");

      await submitResponse(server.url, form, [answer(1, "What could we do better?", "open-ended", "Oat milk")]);
      await expect.poll(() => mailbox.received.length, { timeout: 15_000 }).toBe(1);
      const [mail] = mailbox.received;
      expect(mail?.subject).toBe('New response to "Coffee feedback"');
      expect(mail?.text).toContain("What could we do better?\n  Oat milk");
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("mail@example.com");
    } finally {
      await mailbox.stop();
    }
  });
});
