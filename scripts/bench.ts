// Benchmarks that print figures: response submissions against a bare insert, local analysis, and the
// results of a form with 100,000 responses (summary and first page, PGlite and PostgreSQL: bench-results.ts).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import type { AnswerEntry, Question } from "@parley/schema";
import { Hono } from "hono";
import { loadConfig } from "../apps/server/src/config.ts";
import { responses } from "../apps/server/src/db/schema.ts";
import { createParley } from "../apps/server/src/server.ts";
import { eventQuestions } from "./bench/event-survey.ts";

const run = promisify(execFile);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 50;

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

async function load(url: string, total: number, body: unknown): Promise<LoadResult> {
  const client = new URL("./bench/load-client.ts", import.meta.url).pathname;
  const { stdout } = await run(
    process.execPath,
    [client, url, String(total), String(CONCURRENCY), JSON.stringify(body)],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout);
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ port: number; close(): void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ port: info.port, close: () => server.close() }),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "parley-bench-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  PLAN_RESPONSES_PER_FORM: "0",
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
});
// The benchmark measures throughput from one address, not the per-address limit.
config.rateLimits = { ...config.rateLimits, submitResponse: { window: 60, max: Number.MAX_SAFE_INTEGER } };
const parley = await createParley(config);

const created = await parley.app.request("http://localhost/api/forms", {
  method: "POST",
  headers: { "content-type": "application/json", origin: "http://localhost:3000" },
  body: JSON.stringify({ title: "Bench", questions: eventQuestions }),
});
const form = (await created.json()) as { id: string; ownerId: string; questions: Question[] };
const answers: AnswerEntry[] = [
  { id: "1", question: "How was the event?", type: "radio", answer: "Great", isFollowUp: false },
  { id: "2", question: "Which talks did you attend?", type: "checkbox", answer: "Keynote, Panel", isFollowUp: false },
  { id: "3", question: "How likely are you to return?", type: "slider", answer: "8", isFollowUp: false },
  {
    id: "4",
    question: "What should we improve?",
    type: "open-ended",
    answer: "More coffee breaks, please",
    isFollowUp: false,
  },
  {
    id: "4.1",
    question: "Which breaks felt short?",
    type: "open-ended",
    answer: "The afternoon one",
    isFollowUp: true,
  },
  { id: "5", question: "Anything else?", type: "open-ended", answer: "Thanks!", isFollowUp: false },
];

const bare = new Hono().post("/bare/:formId", async (c) => {
  const body = (await c.req.json()) as { responses: AnswerEntry[] };
  await parley.database.db
    .insert(responses)
    .values({ id: crypto.randomUUID(), formId: c.req.param("formId"), answers: body.responses });
  return c.json({ id: "ok" }, 201);
});
const parleyServer = await listen(parley.app.fetch);
const bareServer = await listen(bare.fetch);
const body = { responses: answers };

console.log(
  `Response submissions: ${TOTAL} per route in 3 alternating rounds (median shown), ${CONCURRENCY} concurrent clients, database ${parley.database.kind}`,
);
await load(`http://127.0.0.1:${bareServer.port}/bare/${form.id}`, 200, body);
await load(`http://127.0.0.1:${parleyServer.port}/api/public/forms/${form.ownerId}/${form.id}/responses`, 200, body);
// Alternate the two routes so both see the table at the same sizes; report each one's median round.
const ROUNDS = 3;
const bareRounds: LoadResult[] = [];
const parleyRounds: LoadResult[] = [];
for (let round = 0; round < ROUNDS; round++) {
  bareRounds.push(await load(`http://127.0.0.1:${bareServer.port}/bare/${form.id}`, TOTAL / ROUNDS, body));
  parleyRounds.push(
    await load(
      `http://127.0.0.1:${parleyServer.port}/api/public/forms/${form.ownerId}/${form.id}/responses`,
      TOTAL / ROUNDS,
      body,
    ),
  );
}
const median = (rounds: LoadResult[]) => {
  const sorted = [...rounds].sort((a, b) => a.perSecond - b.perSecond);
  const statuses: Record<string, number> = {};
  for (const r of rounds) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  return { ...(sorted[Math.floor(sorted.length / 2)] as LoadResult), statuses };
};
const bareResult = median(bareRounds);
const parleyResult = median(parleyRounds);
const row = (name: string, r: LoadResult) =>
  `  ${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${JSON.stringify(r.statuses)}`;
console.log(row("bare Hono insert (no validation)", bareResult));
console.log(row("POST .../responses (Parley)", parleyResult));
console.log(
  `  ratio: ${(parleyResult.perSecond / bareResult.perSecond).toFixed(2)} of the bare route (target >= 0.50)`,
);
parleyServer.close();
bareServer.close();

// Local analysis of 10,000 responses to a 5-question form.
const words = [
  "friendly staff",
  "slow checkout",
  "great coffee",
  "too noisy",
  "clean rooms",
  "long queue",
  "fair price",
];
const many: AnswerEntry[][] = Array.from({ length: 10_000 }, (_, i) => [
  {
    id: "1",
    question: "How was the event?",
    type: "radio",
    answer: ["Great", "Fine", "Poor"][i % 3] ?? "Fine",
    isFollowUp: false,
  },
  {
    id: "2",
    question: "Which talks did you attend?",
    type: "checkbox",
    answer: "Keynote, Workshop, hands-on",
    isFollowUp: false,
  },
  { id: "3", question: "How likely are you to return?", type: "slider", answer: String(i % 11), isFollowUp: false },
  {
    id: "4",
    question: "What should we improve?",
    type: "open-ended",
    answer: `The ${words[i % words.length]} was ${i % 2 ? "not good at all" : "really lovely"}`,
    isFollowUp: false,
  },
  {
    id: "5",
    question: "Anything else?",
    type: "open-ended",
    answer: i % 4 ? "No" : "Loved the keynote, thanks",
    isFollowUp: false,
  },
]);
await parley.engine.analyze({ questions: form.questions, responses: many.slice(0, 100) });
// Median of 5, wall clock and CPU (all threads): on a shared machine the CPU time is the steadier figure.
const walls: number[] = [];
const cpus: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await parley.engine.analyze({ questions: form.questions, responses: many });
  const used = process.cpuUsage(cpu);
  walls.push(performance.now() - started);
  cpus.push((used.user + used.system) / 1000);
}
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
console.log(
  `Local analysis: 10,000 responses x 5 questions, median of 5: ${middle(walls).toFixed(0)} ms wall, ${middle(cpus).toFixed(0)} ms CPU (target < 1000 ms)`,
);

await parley.close();
rmSync(dataDir, { recursive: true, force: true });

// The owner's results of a large form: its own script, the summary and pages only.
const results = await run(process.execPath, [new URL("./bench-results.ts", import.meta.url).pathname], {
  env: { ...process.env, BENCH_RESULTS_EXPORTS: "0", BENCH_RESULTS_THEMES: "0" },
  maxBuffer: 1 << 20,
});
process.stdout.write(results.stdout);
