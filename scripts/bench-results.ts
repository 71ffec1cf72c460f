// Prints how fast an owner's results answer for a form with many responses, on PGlite and PostgreSQL:
// the per-question summary, the first page and a deep page of responses, and the exports.
// PostgreSQL runs when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server; a scratch database is made and dropped.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnswerEntry } from "@parley/schema";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config.ts";
import { responses } from "../apps/server/src/db/schema.ts";
import { createParley } from "../apps/server/src/server.ts";
import { eventQuestions as questions, talks } from "./bench/event-survey.ts";

const COUNT = Number(process.env.BENCH_RESULTS_RESPONSES ?? 100_000);
const ORIGIN = "http://localhost:3000";
/** BENCH_RESULTS_EXPORTS=0 times the summary and the pages only (as `npm run bench` does). */
const WITH_EXPORTS = process.env.BENCH_RESULTS_EXPORTS !== "0";
/** BENCH_RESULTS_THEMES=0 leaves out the themes and the sentiment filter (as `npm run bench` does). */
const WITH_THEMES = process.env.BENCH_RESULTS_THEMES !== "0";

const remarks = ["More coffee breaks please", "The rooms were too cold", "Loved the workshop", "Shorter talks", ""];

function answersFor(i: number): AnswerEntry[] {
  const chosen = talks.filter((_, t) => (i >> t) & 1);
  const entries: AnswerEntry[] = [
    {
      id: "1",
      question: questions[0]!.question,
      type: "radio",
      answer: ["Great", "Fine", "Poor"][i % 3]!,
      isFollowUp: false,
    },
    { id: "2", question: questions[1]!.question, type: "checkbox", answer: chosen.join(", "), isFollowUp: false },
    { id: "3", question: questions[2]!.question, type: "slider", answer: String((i * 7) % 11), isFollowUp: false },
    { id: "4", question: questions[3]!.question, type: "open-ended", answer: remarks[i % 5]!, isFollowUp: false },
    {
      id: "5",
      question: questions[4]!.question,
      type: "open-ended",
      answer: `Response number ${i}`,
      isFollowUp: false,
    },
  ];
  if (i % 4 === 0) {
    entries.push({
      id: "4.1",
      question: "What would make it better?",
      type: "open-ended",
      answer: "Warmer rooms",
      isFollowUp: true,
    });
  }
  return entries;
}

async function time(label: string, fn: () => Promise<number>, runs = 3, target?: number): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    bytes = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const kb = bytes > 0 ? `, ${(bytes / 1024).toFixed(0)} KiB` : "";
  console.log(
    `  ${label.padEnd(34)} median ${times[Math.floor(runs / 2)]!.toFixed(0).padStart(6)} ms (best ${times[0]!.toFixed(0)} ms${kb})${target ? ` (target < ${target} ms)` : ""}`,
  );
}

async function bench(kind: "pglite" | "postgres", databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "parley-bench-results-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PLAN_RESPONSES_PER_FORM: "0",
    PLAN_FORMS_PER_MONTH: "0",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
  });
  const parley = await createParley(config);
  try {
    const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
      parley.app.request(
        `${ORIGIN}${path}`,
        {
          method,
          headers: { origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}), ...headers },
          body: body ? JSON.stringify(body) : undefined,
        },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    const signUp = await call(
      "POST",
      "/api/auth/sign-up/email",
      {},
      {
        name: "Bench Owner",
        email: `bench-${crypto.randomUUID()}@example.com`,
        password: "bench-password",
      },
    );
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const form = (await (await call("POST", "/api/forms", { cookie }, { title: "Bench", questions })).json()) as {
      id: string;
    };

    const seedStart = performance.now();
    const start = Date.now() - COUNT * 1000;
    for (let from = 0; from < COUNT; from += 5000) {
      const rows = [];
      for (let i = from; i < Math.min(COUNT, from + 5000); i++) {
        // One in ten left part-way (partial, the first two answers); the rest finished 30 s to 3 min later.
        const createdAt = new Date(start + i * 1000);
        const partial = i % 10 === 9;
        rows.push({
          id: crypto.randomUUID(),
          formId: form.id,
          answers: partial ? answersFor(i).slice(0, 2) : answersFor(i),
          sessionId: crypto.randomUUID(),
          createdAt,
          completedAt: partial ? null : new Date(createdAt.getTime() + (30 + (i % 150)) * 1000),
        });
      }
      await parley.database.db.insert(responses).values(rows);
    }
    console.log(`${kind}: ${COUNT} responses stored in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const get = async (path: string) => {
      const res = await call("GET", path, { cookie });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.arrayBuffer()).byteLength;
    };
    const base = `/api/forms/${form.id}`;
    await time("GET summary, first", () => get(`${base}/summary`), 1, 1000);
    await time("GET summary, again", () => get(`${base}/summary`), 3, 1000);
    await time("GET first page (50)", () => get(`${base}/responses?limit=50`), 3, 1000);
    await time("GET first page, by a choice", () => get(`${base}/responses?limit=50&question=1&choice=Poor`));
    // A deep page: the cursor of the last response but one.
    const lastTwo = await parley.database.db.execute(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from responses where form_id = '${form.id}' order by created_at desc, id desc limit 2 offset 60`,
    );
    const row = (lastTwo as unknown as { rows: Array<{ id: string; at: string }> }).rows[1]!;
    const cursor = Buffer.from(JSON.stringify([row.at, row.id])).toString("base64url");
    await time("GET a page near the end", () => get(`${base}/responses?limit=50&cursor=${cursor}`));
    if (WITH_THEMES) {
      // Themes and sentiment filters read every open answer once, then only new ones.
      await time("GET themes, first (notes every answer)", () => get(`${base}/themes`), 1);
      await time("GET themes, again", () => get(`${base}/themes`));
      await time("GET first page, negative answers", () => get(`${base}/responses?limit=50&sentiment=negative`));
    }
    if (!WITH_EXPORTS) return;
    for (const ext of ["csv", "json", "xlsx"]) {
      await time(`GET responses.${ext}, read to the end`, () => get(`${base}/responses.${ext}`), 1);
    }
    // A client that leaves after the first bytes: the server stops reading and stays up.
    for (const ext of ["csv", "json", "xlsx"]) {
      const res = await call("GET", `${base}/responses.${ext}`, { cookie });
      const reader = res.body?.getReader();
      await reader?.read();
      await reader?.cancel();
    }
    await time("GET summary after cancelled exports", () => get(`${base}/summary`), 1);
  } finally {
    await parley.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench("pglite");
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `parley_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench("postgres", url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log("postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
