// An owner wires a form into their own tools: a webhook endpoint (a real receiver on this machine
// that checks every signature), then API keys, then the embed snippet.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect } from "vitest";
import { startWebhookReceiver } from "../../apps/server/src/test/webhook-receiver.ts";
import { expectNoSeriousViolations, expectScreenPasses } from "../support/a11y.ts";
import { answer, createForm, registerOwner, registerOwnerWithForm, signIn, submitResponse } from "../support/api.ts";
import { journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectVisible, waitForScreen } from "../support/ui.ts";
import { MOBILE } from "../support/viewports.ts";

const test = journeyTest({ env: { WEBHOOK_ALLOW_HOSTS: "127.0.0.1" } });

const FORM = {
  title: "Coffee feedback",
  questions: [{ question: "What could we do better?", type: "open-ended" as const }],
};

describe("webhooks", () => {
  test("on the dashboard an owner adds, tests and removes an endpoint; each delivery arrives once, signed, across an outage", async ({
    page,
    server,
  }) => {
    let secret = "";
    const receiver = await startWebhookReceiver(() => secret);
    try {
      const person = { firstName: "Hook", lastName: "Owner", email: "hooks@example.com" };
      const { owner, form } = await registerOwnerWithForm(server.url, person, FORM);
      await signIn(page.context(), owner);
      await page.goto("/dashboard");
      await waitForScreen(page);
      const sidebar = page.getByRole("complementary", { name: "Dashboard sidebar" });
      const details = page.getByRole("region", { name: "Form details" });
      const openSettings = async () => {
        await sidebar.getByRole("button", { name: FORM.title, exact: true }).click();
        const settings = sidebar.getByRole("button", { name: "Settings" });
        await settings.click();
        await expect.poll(() => settings.getAttribute("aria-pressed")).toBe("true");
        await expectVisible(details.getByRole("heading", { name: "Form settings" }));
      };
      await openSettings();
      await details.getByRole("textbox", { name: "Endpoint URL" }).fill(receiver.url);
      await details.getByRole("button", { name: "Add", exact: true }).click();
      const card = details.getByTestId("webhook").filter({ hasText: receiver.url });
      await expectVisible(card);
      secret = (await card.locator("code").first().textContent()) ?? "";
      expect(secret).toMatch(/^whsec_/);
      const rows = card.getByRole("row");

      // Send test: a signed webhook.test event reaches the receiver, and the log says so.
      await card.getByRole("button", { name: "Send test" }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received[0]?.signatureValid).toBe(true);
      expect(receiver.received[0]?.headers["parley-event"]).toBe("webhook.test");
      expect(receiver.received[0]?.json.event).toBe("webhook.test");
      const testRow = rows.filter({ hasText: "webhook.test" });
      await expectVisible(testRow.getByText("delivered", { exact: true }), 15_000);
      await expectVisible(testRow.getByRole("cell", { name: "1", exact: true }));

      await submitResponse(server.url, form, [answer(1, "What could we do better?", "open-ended", "More oat milk")]);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
      expect(receiver.received[1]?.json.event).toBe("response.completed");
      expect(receiver.received[1]?.json.response.responses[0].answer).toBe("More oat milk");

      // The receiver is down: the response is kept, the owner sees the failed attempt, its count and
      // its error, and the retry delivers it once the receiver is back.
      await receiver.stop();
      await submitResponse(server.url, form, [answer(1, "What could we do better?", "open-ended", "Faster wifi")]);
      await page.reload();
      await waitForScreen(page);
      await openSettings();
      const failing = rows.filter({ hasText: /ECONNREFUSED/ });
      await expectVisible(failing, 20_000);
      await expectVisible(failing.getByText("pending", { exact: true }));
      await expectVisible(failing.getByRole("cell", { name: /^[1-9]$/ }));
      await saveScreenshot(page, "dashboard-webhooks-failing");
      await expectNoSeriousViolations(page, "the dashboard's form settings, a delivery failing");
      await receiver.start();
      // Retries come 10, 20, 40 s apart: up to 40 s to wait if the outage outlasted two of them.
      await expect.poll(() => receiver.received.length, { timeout: 45_000 }).toBe(3);
      await expect.poll(() => rows.getByText("delivered", { exact: true }).count(), { timeout: 15_000 }).toBe(3);
      await expect.poll(() => rows.filter({ hasText: /ECONNREFUSED/ }).count()).toBe(0);
      // The retried delivery shows its attempts: more than one.
      await expectVisible(rows.filter({ hasText: "response.completed" }).getByRole("cell", { name: /^[2-9]$/ }));
      await saveScreenshot(page, "dashboard-webhooks-delivered");

      // The overview's Integrations tab shows the same endpoint and log.
      await page.goto(`/forms/${form.id}`);
      await page.getByRole("tab", { name: "Integrations" }).click();
      const overviewCard = page.getByTestId("webhook").filter({ hasText: receiver.url });
      await expect.poll(() => overviewCard.getByText("delivered", { exact: true }).count()).toBe(3);
      await saveScreenshot(page, "integrations-webhooks-desktop");

      await page.setViewportSize(MOBILE);
      await page.goto("/dashboard");
      await waitForScreen(page);
      await openSettings();
      await expect.poll(() => card.getByText("delivered", { exact: true }).count()).toBe(3);
      await expectScreenPasses(page, "dashboard-webhooks-mobile", "the dashboard's form settings");

      // Every delivery arrived once, each signed and with its own id, in order.
      expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
      expect(receiver.received.map((r) => r.json.response.responses[0].answer).slice(1)).toEqual([
        "More oat milk",
        "Faster wifi",
      ]);
      expect(new Set(receiver.received.map((r) => r.headers["parley-delivery"])).size).toBe(3);

      // Removed: gone from the list and from the API, and later responses are not sent to it.
      await card.getByRole("button", { name: `Remove webhook ${receiver.url}` }).click();
      await expectVisible(details.getByText("No webhooks yet."));
      expect(await (await page.request.get(`/api/forms/${form.id}/webhooks`)).json()).toEqual([]);
      await submitResponse(server.url, form, [answer(1, "What could we do better?", "open-ended", "After removal")]);
      await page.reload();
      await waitForScreen(page);
      await openSettings();
      await expectVisible(details.getByText("No webhooks yet."));
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.stop();
    }
    // The outage waits out real retry delays on top of the pages.
  }, 150_000);
});

describe("API keys", () => {
  test("an owner creates a key that reads only their forms, then revokes it", async ({ page, server }) => {
    const owner = await registerOwner(server.url, { firstName: "Key", lastName: "Owner", email: "keys@example.com" });
    const stranger = await registerOwner(server.url, {
      firstName: "Other",
      lastName: "Owner",
      email: "other@example.com",
    });
    const form = await createForm(server.url, owner, FORM);
    await createForm(server.url, stranger, { ...FORM, title: "Not yours" });
    await signIn(page.context(), owner);
    await page.goto(`/forms/${form.id}`);
    await page.getByRole("tab", { name: "Integrations" }).click();
    // This server has no SMTP_URL: the email switch says how to enable it.
    await expectVisible(page.getByTestId("email-unavailable"));
    expect(await page.getByRole("switch", { name: "Email me each completed response" }).isDisabled()).toBe(true);
    await page.getByRole("textbox", { name: "Key name" }).fill("Nightly export");
    await page.getByRole("button", { name: "Create key" }).click();
    const key = (await page.getByTestId("new-api-key").textContent()) ?? "";
    expect(key).toMatch(/^parley_/);
    await saveScreenshot(page, "integrations-api-key-desktop");

    // The API's description: the link opens the rendered document, served by this server under its CSP.
    const [docs] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "/api/docs" }).click(),
    ]);
    const docsErrors: string[] = [];
    docs.on("console", (m) => {
      if (m.type() === "error") docsErrors.push(m.text());
    });
    docs.on("pageerror", (error) => docsErrors.push(error.message));
    await docs.waitForLoadState();
    expect(new URL(docs.url()).pathname).toBe("/api/docs");
    await expectVisible(docs.getByRole("heading", { name: /Parley/ }), 15_000);
    await expectVisible(docs.getByText("/api/forms/{id}/webhooks/{webhookId}/deliveries").first());
    await expectVisible(docs.getByText("/api/keys", { exact: true }).first());
    await saveScreenshot(docs, "integrations-api-docs");
    expect(docsErrors).toEqual([]);
    await docs.close();
    // The document the running server gives is valid OpenAPI 3.1, by a maintained validator.
    const validator = new Validator();
    const validation = await validator.validate(await (await fetch(`${server.url}/api/openapi.json`)).json());
    expect(validation.errors ?? []).toEqual([]);
    expect(validator.version).toBe("3.1");

    const readForms = () => fetch(`${server.url}/api/forms`, { headers: { authorization: `Bearer ${key}` } });
    const listed = (await (await readForms()).json()) as { title: string }[];
    expect(listed.map((f) => f.title)).toEqual([FORM.title]);

    await page.reload();
    await page.getByRole("tab", { name: "Integrations" }).click();
    await expectVisible(page.getByRole("cell", { name: "Nightly export" }));
    await expect.poll(() => page.getByTestId("new-api-key").count()).toBe(0);
    await page.getByRole("button", { name: "Revoke key Nightly export" }).click();
    await expectVisible(page.getByText("No API keys yet."));
    expect((await readForms()).status).toBe(401);
  });
});

describe("embed", () => {
  test("the share panel's snippets work on a site from another port, under that site's CSP", async ({
    page,
    server,
  }) => {
    const person = { firstName: "Embed", lastName: "Owner", email: "embed@example.com" };
    const { owner, form } = await registerOwnerWithForm(server.url, person, {
      title: "Coffee feedback",
      questions: [
        { question: "How was your coffee?", type: "radio", options: ["Great", "Bad"] },
        { question: "Would you come back?", type: "radio", options: ["Yes", "No"] },
      ],
    });
    await signIn(page.context(), owner);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Share Coffee feedback" }).click();
    await page.getByRole("button", { name: "Embed" }).click();
    const inline = await page.getByRole("textbox", { name: "Embed in a page" }).inputValue();
    const popup = await page.getByRole("textbox", { name: "Popup button" }).inputValue();
    expect(inline).toContain(`/user-response/${owner.userId}/${form.id}`);
    await saveScreenshot(page, "integrations-embed-share-panel");
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, "integrations-embed-share-panel-mobile", { fullPage: true });

    // Another site, on another port, with the policy the README asks for.
    const site = createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": `default-src 'none'; script-src ${server.url}; frame-src ${server.url}`,
      });
      res.end(`<!doctype html><html><body><h1>Our café</h1>${inline}<p>Or:</p>${popup}</body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    try {
      const visitor = await page
        .context()
        .browser()
        ?.newPage({ viewport: { width: 1280, height: 900 } });
      if (!visitor) throw new Error("no browser");
      const refused: string[] = [];
      visitor.on("console", (m) => {
        if (m.type() === "error") refused.push(m.text());
      });
      await visitor.goto(siteUrl);
      const frameElement = visitor.locator("iframe[data-parley-embed]");
      const chat = visitor.frameLocator("iframe[data-parley-embed]");
      await expectVisible(chat.getByRole("heading", { level: 1, name: "Coffee feedback" }), 15_000);
      await expectVisible(chat.getByRole("radio", { name: "Great" }), 15_000);
      const heightOf = async () => (await frameElement.boundingBox())?.height ?? 0;
      // Sized to the chat, not left at the snippet's 560 px.
      await expect.poll(heightOf).not.toBe(560);
      const before = await heightOf();
      await chat.getByRole("radio", { name: "Great" }).check();
      await chat.getByRole("button", { name: "Confirm" }).click();
      await expectVisible(chat.getByRole("radio", { name: "Yes" }), 15_000);
      await expect.poll(heightOf).toBeGreaterThan(before);
      await saveScreenshot(visitor, "integrations-embed-inline", { fullPage: true });

      // The respondent's progress survives a reload of the site.
      await visitor.reload();
      await expectVisible(chat.getByTestId("answer-bubble").filter({ hasText: "Great" }), 15_000);

      // The popup: a button after the script tag opens the chat over the page.
      await visitor.getByRole("button", { name: "Coffee feedback" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Coffee feedback" });
      await expectVisible(dialog);
      await expectVisible(
        visitor.frameLocator("[role=dialog] iframe").getByRole("heading", { level: 1, name: "Coffee feedback" }),
        15_000,
      );
      await saveScreenshot(visitor, "integrations-embed-popup");
      await visitor.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(refused.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
      await visitor.close();
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
