// Journey 7: every screen at 1280 and 375 px — a screenshot for people to look at, then axe-core's
// WCAG 2 A/AA rules, failing on serious or critical violations (listed with their selectors).
import type { Form } from "@parley/schema";
import type { Page } from "playwright-core";
import { describe } from "vitest";
import { expectScreenPasses } from "../support/a11y.ts";
import { answer, type Owner, registerOwnerWithForm, signIn, submitResponse } from "../support/api.ts";
import { atBothWidths, test } from "../support/fixtures.ts";
import { expectVisible, selectInDashboard, waitForScreen } from "../support/ui.ts";
import type { Viewport } from "../support/viewports.ts";

interface Data {
  owner: Owner;
  form: Form;
}

const QUESTIONS = {
  radio: "How was your visit?",
  checkbox: "What did you enjoy?",
  slider: "How likely are you to come back?",
  open: "What could we do better?",
};

/** One owner with one answered form, made over HTTP once per file. */
let data: Promise<Data> | undefined;
function seed(baseURL: string): Promise<Data> {
  data ??= (async () => {
    const person = { firstName: "Axe", lastName: "Owner", email: "axe@example.com" };
    const { owner, form } = await registerOwnerWithForm(baseURL, person, {
      title: "Coffee shop feedback",
      questions: [
        { id: 1, question: QUESTIONS.radio, type: "radio", options: ["Excellent", "Good", "Poor"] },
        { id: 2, question: QUESTIONS.checkbox, type: "checkbox", options: ["The drinks", "The staff", "The prices"] },
        { id: 3, question: QUESTIONS.slider, type: "slider", min: 0, max: 10 },
        { id: 4, question: QUESTIONS.open, type: "open-ended", requiresPrompt: true },
      ],
    });
    await submitResponse(baseURL, form, [
      answer(1, QUESTIONS.radio, "radio", "Good"),
      answer(2, QUESTIONS.checkbox, "checkbox", "The drinks, The staff"),
      answer(3, QUESTIONS.slider, "slider", "8"),
      answer(4, QUESTIONS.open, "open-ended", "The queue was long but the coffee was great."),
      answer("4.1", "What would shorten the queue?", "open-ended", "A second till at lunchtime."),
    ]);
    return { owner, form };
  })();
  return data;
}

interface Screen {
  name: string;
  /** Signed in as the owner first. */
  owner?: boolean;
  path: (data: Data) => string;
  /** Waits for the screen's content (and brings it to the state to check). */
  ready: (page: Page, data: Data) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: "landing",
    path: () => "/home",
    ready: (page) => expectVisible(page.getByRole("heading", { level: 1, name: "Better Surveys, Data, Analysis" })),
  },
  {
    name: "pricing",
    path: () => "/pricing",
    ready: (page) => expectVisible(page.getByRole("region", { name: "Starter Pack" })),
  },
  {
    name: "contact",
    path: () => "/contact",
    ready: (page) => expectVisible(page.getByRole("button", { name: "Send Message" })),
  },
  {
    name: "faq",
    path: () => "/faq",
    ready: (page) => expectVisible(page.getByRole("heading", { name: "Frequently Asked Questions" })),
  },
  {
    name: "login",
    path: () => "/login",
    ready: (page) => expectVisible(page.getByRole("button", { name: "Login", exact: true })),
  },
  {
    name: "register",
    path: () => "/register",
    ready: (page) => expectVisible(page.getByRole("button", { name: "Register", exact: true })),
  },
  {
    name: "create-form",
    owner: true,
    path: () => "/create-form",
    ready: async (page) => {
      // With generated questions, so that the question cards are checked too.
      await page
        .getByRole("textbox", { name: "What is the purpose of your form?" })
        .fill("Feedback on our coffee shop");
      await page.getByRole("button", { name: "Generate Questions" }).click();
      await expectVisible(page.getByRole("group", { name: "Question 1", exact: true }));
      await expectVisible(page.getByRole("button", { name: "Generate Questions" }));
    },
  },
  {
    name: "create-complete",
    owner: true,
    path: ({ form }) => `/create-complete/${form.ownerId}/${form.id}`,
    ready: (page) => expectVisible(page.getByRole("button", { name: "Copy Link" })),
  },
  {
    name: "forms",
    owner: true,
    path: () => "/forms",
    ready: (page) => expectVisible(page.getByTestId("form-card")),
  },
  {
    name: "overview-results",
    owner: true,
    path: ({ form }) => `/forms/${form.id}`,
    // The chat screen's respondent (at the other width) leaves a partial response beside the seeded one.
    ready: (page) => expectVisible(page.getByText(/^Response: 1 \/ [12]$/)),
  },
  {
    name: "overview-analysis",
    owner: true,
    path: ({ form }) => `/forms/${form.id}`,
    ready: async (page) => {
      await page.getByRole("tab", { name: "Analysis" }).click();
      await expectVisible(page.getByRole("heading", { name: "Overall Sentiment" }), 20_000);
      await expectVisible(page.locator(".recharts-surface").first());
    },
  },
  {
    name: "edit",
    owner: true,
    path: ({ form }) => `/forms/edit/${form.id}`,
    ready: (page) => expectVisible(page.getByRole("button", { name: "Save Form" })),
  },
  {
    name: "dashboard",
    owner: true,
    path: () => "/dashboard",
    ready: async (page, { form }) => {
      const { sidebar } = await selectInDashboard(page, form.title);
      await expectVisible(page.getByRole("button", { name: "Save Form" }));
      await sidebar.getByRole("button", { name: `Share ${form.title}` }).click();
      await expectVisible(sidebar.getByRole("img", { name: `QR code for the link to ${form.title}` }));
    },
  },
  {
    name: "dashboard-settings",
    owner: true,
    path: () => "/dashboard",
    ready: async (page, { form }) => {
      const { sidebar } = await selectInDashboard(page, form.title);
      await sidebar.getByRole("button", { name: "Settings" }).click();
      await expectVisible(page.getByText("No webhooks yet."));
      await expectVisible(page.getByText("No API keys yet."));
    },
  },
  {
    name: "overview-integrations",
    owner: true,
    path: ({ form }) => `/forms/${form.id}`,
    ready: async (page) => {
      await page.getByRole("tab", { name: "Integrations" }).click();
      await expectVisible(page.getByText("No webhooks yet."));
      await expectVisible(page.getByText("No API keys yet."));
    },
  },
  {
    name: "respondent-chat",
    path: ({ form }) => `/user-response/${form.ownerId}/${form.id}`,
    ready: async (page) => {
      // Past the typing indicators: an answered radio question and the checkbox question after it.
      const log = page.getByRole("log", { name: "Conversation" });
      await page.clock.fastForward(3_000);
      await expectVisible(log.getByText(QUESTIONS.radio));
      await page.getByRole("radio", { name: "Good" }).check();
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.clock.fastForward(3_000);
      await expectVisible(page.getByRole("checkbox", { name: "The drinks" }));
    },
  },
];

function screenTests(viewport: Viewport) {
  for (const screen of SCREENS) {
    test(`${screen.name} at ${viewport.width} px`, async ({ page, server }) => {
      const seeded = await seed(server.url);
      if (screen.owner) await signIn(page.context(), seeded.owner);
      await page.clock.install();
      await page.goto(screen.path(seeded));
      await waitForScreen(page);
      await screen.ready(page, seeded);
      await waitForScreen(page);
      await expectScreenPasses(page, `screen-${screen.name}`, screen.name);
    });
  }
}

describe("every screen: screenshot and axe (WCAG 2 A/AA, serious and critical)", () => {
  atBothWidths(test, screenTests);
});
