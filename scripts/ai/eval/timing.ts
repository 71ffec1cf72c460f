/** Analysis timings on synthetic, mostly unique answers. */
import type { AnswerEntry, Question } from "@parley/schema";
import { createLocalEngine } from "../../../apps/server/src/ai/local/index.ts";
import { seededRandom } from "../../../apps/server/src/ai/local/util.ts";

/** Varied, mostly unique answers built from parts, so the tagger cannot lean on repeats. */
function syntheticAnswer(random: () => number): string {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? "";
  const subjects = [
    "the staff",
    "the checkout",
    "the app",
    "delivery",
    "the food",
    "parking",
    "the instructor",
    "the wait",
    "customer support",
    "the booking process",
    "the room",
    "the prices",
    "the new dashboard",
    "the speakers",
    "the coffee",
  ];
  const verdicts = [
    "was great",
    "was really slow",
    "was fine",
    "was not very helpful",
    "could be better",
    "was excellent",
    "took forever",
    "was confusing",
    "was friendly and quick",
    "was too expensive",
    "was ok",
    "was a nightmare",
  ];
  const tails = ["", "", " to be honest", " this time", ` on day ${Math.floor(random() * 30) + 1}`, "!", " :)", "."];
  const first = `${pick(subjects)} ${pick(verdicts)}${pick(tails)}`;
  const r = random();
  const text =
    r < 0.35
      ? `${first} but ${pick(subjects)} ${pick(verdicts)}`
      : r < 0.6
        ? `${first}. ${pick(subjects)} ${pick(verdicts)}`
        : first;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function form(): Question[] {
  return [
    { id: 1, question: "How satisfied are you overall?", type: "slider", min: 0, max: 10 },
    {
      id: 2,
      question: "How would you rate the service?",
      type: "radio",
      options: ["Excellent", "Good", "Fair", "Poor"].map((value, key) => ({ key, value })),
    },
    {
      id: 3,
      question: "What did you enjoy most?",
      type: "checkbox",
      options: ["The food", "Friendly staff", "The prices", "The atmosphere"].map((value, key) => ({ key, value })),
    },
    { id: 4, question: "What could we do better?", type: "open-ended", requiresPrompt: true },
    { id: 5, question: "Anything else you want to tell us?", type: "open-ended", requiresPrompt: false },
  ];
}

function responsesFor(questions: Question[], count: number, seed: number): AnswerEntry[][] {
  const random = seededRandom(seed);
  const out: AnswerEntry[][] = [];
  for (let r = 0; r < count; r++) {
    out.push(
      questions.map((q) => {
        const answer =
          q.type === "slider"
            ? String(Math.floor(random() * 11))
            : q.type === "open-ended"
              ? syntheticAnswer(random)
              : q.type === "radio"
                ? (q.options?.[Math.floor(random() * (q.options?.length ?? 1))]?.value ?? "")
                : (q.options ?? [])
                    .filter(() => random() < 0.4)
                    .map((o) => o.value)
                    .join(", ");
        return { id: String(q.id), question: q.question, type: q.type, answer, isFollowUp: false };
      }),
    );
  }
  return out;
}

async function time(label: string, questions: Question[], responses: AnswerEntry[][]): Promise<void> {
  const answers = responses.reduce((n, r) => n + r.length, 0);
  const runs: number[] = [];
  // CPU time of all threads too: on a shared, loaded machine it is the steadier figure.
  const cpus: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await createLocalEngine().analyze({ questions, responses });
    const used = process.cpuUsage(cpu);
    runs.push(performance.now() - start);
    cpus.push((used.user + used.system) / 1000);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const cpu = [...cpus].sort((a, b) => a - b)[2] ?? 0;
  console.log(
    `  ${label}: ${answers} answers, first run ${(runs[0] ?? 0).toFixed(0)} ms, median of 5 ${(sorted[2] ?? 0).toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`,
  );
}

export async function timingSection(): Promise<void> {
  console.log("\n== Analysis timing (one engine instance, this machine)");
  const questions = form();
  const openOnly = [questions[3] as Question];
  const unique = new Set(responsesFor(openOnly, 10_000, 7).map((r) => r[0]?.answer)).size;
  await time(
    `10,000 written answers (${unique} distinct texts), 1 question`,
    openOnly,
    responsesFor(openOnly, 10_000, 7),
  );
  await time("2,000 responses x 5 questions", questions, responsesFor(questions, 2_000, 11));
  await time("10,000 responses x 5 questions", questions, responsesFor(questions, 10_000, 13));
}
