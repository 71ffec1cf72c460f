// What the outbox tests (webhooks, email) share: a small form, its answers, and polling for a result.
export const outboxForm = {
  title: "Coffee",
  questions: [
    { question: "How was it?", type: "radio", options: ["Great", "Bad"] },
    { question: "Anything else?", type: "open-ended" },
  ],
};

export const outboxAnswers = (text: string) => [
  { id: "1", question: "How was it?", type: "radio", answer: "Great", isFollowUp: false },
  { id: "2", question: "Anything else?", type: "open-ended", answer: text, isFollowUp: false },
];

/** Reads until `done` holds; deliveries arrive on the outbox's own schedule. */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
