import type { Question } from "@parley/schema";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { forms, responses, user } from "../../db/schema.ts";

/** The fixed demo owner and form behind 'Try a Form Demo' and signed-out creation. */
export const DEMO_USER_ID = "parley-demo-owner";
export const DEMO_FORM_ID = "parley-demo-form";
/** The demo owner holds what signed-out visitors create; no plan limit applies to it. */
export const isDemoOwner = (ownerId: string) => ownerId === DEMO_USER_ID;
/** The public demo is a showcase anyone may try, so it never fills up. */
export const isDemoForm = (formId: string) => formId === DEMO_FORM_ID;
/** Who owns what a request creates: the signed-in user, or the demo owner for a visitor. */
export const ownerOrDemo = (user: { id: string } | null | undefined) => user?.id ?? DEMO_USER_ID;

/** Anyone may answer the demo and no one owns it: only its latest responses are kept. */
export const DEMO_RESPONSES_KEPT = 100;

const demoQuestions: Question[] = [
  {
    id: 1,
    question: "How did you hear about Parley?",
    type: "radio",
    options: ["A friend or colleague", "Search engine", "Social media", "Somewhere else"].map((value, key) => ({
      key,
      value,
    })),
  },
  {
    id: 2,
    question: "Which features would you use most?",
    type: "checkbox",
    options: ["AI-generated questions", "Follow-up questions", "Sentiment analysis", "QR code sharing"].map(
      (value, key) => ({
        key,
        value,
      }),
    ),
  },
  { id: 3, question: "How likely are you to recommend Parley to a friend?", type: "slider", min: 0, max: 10 },
  {
    id: 4,
    question: "What would you like to learn from your next survey?",
    type: "open-ended",
    requiresPrompt: true,
  },
];

/** Drops the demo's responses older than its latest DEMO_RESPONSES_KEPT. */
export async function trimDemoResponses(db: Db): Promise<void> {
  const latest = db
    .select({ id: responses.id })
    .from(responses)
    .where(eq(responses.formId, DEMO_FORM_ID))
    .orderBy(desc(responses.createdAt), desc(responses.id))
    .limit(DEMO_RESPONSES_KEPT);
  await db.delete(responses).where(and(eq(responses.formId, DEMO_FORM_ID), notInArray(responses.id, latest)));
}

/** Creates the demo owner and form when missing; safe to run at every start, on every instance. */
export async function ensureDemo(db: Db): Promise<void> {
  await db
    .insert(user)
    .values({ id: DEMO_USER_ID, name: "Parley Demo", email: "demo@parley.invalid", emailVerified: false })
    .onConflictDoNothing();
  await db
    .insert(forms)
    .values({ id: DEMO_FORM_ID, ownerId: DEMO_USER_ID, title: "Parley Demo Survey", questions: demoQuestions })
    .onConflictDoNothing();
}
