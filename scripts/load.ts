// Load check: a real server process takes 5,000 response submissions from 100 concurrent clients,
// then every acknowledged (201) response must be stored exactly once and nothing else stored.
// PGlite in a temporary DATA_DIR, or PostgreSQL in a fresh database when DATABASE_URL is set.
//   npm run load                      LOAD_REQUESTS=5000 LOAD_CLIENTS=100 LOAD_RETRY_TIMEOUT_MS=200
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  answersFor,
  http,
  markerOf,
  ownerWithForm,
  type ServerProcess,
  startServerProcess,
} from "../apps/server/src/test/process/server-process.ts";
import { createScratchDatabase } from "../apps/server/src/test/scratch-database.ts";

const TOTAL = Number(process.env.LOAD_REQUESTS ?? 5000);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
/** One client in five sends an idempotency key and retries when no answer came within this time. */
const RETRY_TIMEOUT_MS = Number(process.env.LOAD_RETRY_TIMEOUT_MS ?? 200);
const RETRYING_EVERY = 5;
const MAX_ATTEMPTS = 8;
const TIME_BUDGET_MS = 5 * 60_000;

interface Submission {
  marker: string;
  key: string | undefined;
  attempts: number;
  /** Ids of every 201 this submission got (a retry of a stored one answers the same id). */
  ids: string[];
  /** Status of the final answer, or "no answer". */
  final: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), "parley-load-"));
const database = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, "parley_load")
  : undefined;
let server: ServerProcess | undefined;
let failed = false;
try {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    PLAN_RESPONSES_PER_FORM: "0",
    // One address sends everything here; the per-address limit would turn the run into 429s.
    RATE_LIMIT_SUBMIT_PER_MINUTE: "0",
    AUTH_SECRET: "load-secret-load-secret-load-secret-0000",
  });
  const target = server;
  const { owner, formId, submitPath } = await ownerWithForm(target);

  const submissions: Submission[] = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let clientTimeouts = 0;
  let next = 0;
  const deadline = Date.now() + TIME_BUDGET_MS;

  /** One POST on the client's own keep-alive connection, as one browser would send it. */
  function post(agent: Agent, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: target.port,
          path: submitPath,
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            origin: target.origin,
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, text });
          });
          res.on("error", reject);
        },
      );
      // A client that gives up drops its connection, as a browser's aborted fetch does.
      const timer = setTimeout(() => req.destroy(new Error("client timeout")), timeoutMs);
      req.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.end(body);
    });
  }

  async function attempt(agent: Agent, body: string, timeoutMs: number): Promise<{ status: string; id?: string }> {
    const started = performance.now();
    try {
      const res = await post(agent, body, timeoutMs);
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const id = res.status === 201 ? (JSON.parse(res.text) as { id: string }).id : undefined;
      return { status: String(res.status), ...(id ? { id } : {}) };
    } catch (error) {
      if ((error as Error).message === "client timeout") {
        clientTimeouts++;
        return { status: "client timeout" };
      }
      statuses["connection error"] = (statuses["connection error"] ?? 0) + 1;
      return { status: "connection error" };
    }
  }

  async function client(n: number) {
    const retrying = n % RETRYING_EVERY === 0;
    // Each client is one browser: one keep-alive connection of its own.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (next < TOTAL && Date.now() < deadline) {
      next++;
      const s: Submission = {
        marker: `load-${n}-${crypto.randomUUID()}`,
        key: retrying ? crypto.randomUUID() : undefined,
        attempts: 0,
        ids: [],
        final: "no answer",
      };
      submissions.push(s);
      const body = JSON.stringify({ responses: answersFor(s.marker), idempotencyKey: s.key });
      for (;;) {
        s.attempts++;
        // Retrying clients give up quickly and send again, doubling their patience; the last try waits long.
        const patience = retrying && s.attempts < MAX_ATTEMPTS ? RETRY_TIMEOUT_MS * 2 ** (s.attempts - 1) : 30_000;
        const result = await attempt(agent, body, patience);
        if (result.id) s.ids.push(result.id);
        if (result.status !== "client timeout" || s.attempts >= MAX_ATTEMPTS) {
          s.final = result.status;
          break;
        }
      }
    }
    agent.destroy();
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const seconds = (performance.now() - started) / 1000;

  // What the owner sees, compared with what the clients were told.
  const list = await http(target, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie, timeoutMs: 60_000 });
  if (list.status !== 200) throw new Error(`listing the responses failed: ${list.status}`);
  const stored = list.json as { id: string; responses: { id: string; answer: string }[] }[];
  const storedByMarker = new Map<string, string[]>();
  for (const row of stored) {
    const marker = markerOf(row) ?? "";
    storedByMarker.set(marker, [...(storedByMarker.get(marker) ?? []), row.id]);
  }
  const sentMarkers = new Set(submissions.map((s) => s.marker));
  const acknowledged = submissions.filter((s) => s.ids.length > 0);
  const lost = acknowledged.filter((s) => {
    const ids = storedByMarker.get(s.marker) ?? [];
    return !(ids.length === 1 && s.ids.every((id) => id === ids[0]));
  });
  const doubled = [...storedByMarker.values()].filter((ids) => ids.length > 1).length;
  const unexpected = stored.filter((r) => {
    const marker = markerOf(r) ?? "";
    return !sentMarkers.has(marker) || !acknowledged.some((s) => s.marker === marker);
  }).length;
  const fiveHundreds = Object.entries(statuses)
    .filter(([status]) => status.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);
  latencies.sort((a, b) => a - b);
  const keyed = submissions.filter((s) => s.key);

  const db = database ? `PostgreSQL (${database.name})` : "PGlite";
  console.log(`Parley load check on ${db}: ${submissions.length} submissions from ${CLIENTS} concurrent clients`);
  console.log(`  throughput     ${(latencies.length / seconds).toFixed(0)} requests/s over ${seconds.toFixed(1)} s`);
  console.log(
    `  latency        p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(`  statuses       ${JSON.stringify(statuses)}`);
  console.log(
    `  retries        ${keyed.length} keyed submissions, ${clientTimeouts} client timeouts (${RETRY_TIMEOUT_MS} ms first), ` +
      `${keyed.filter((s) => s.attempts > 1).length} sent more than once (${keyed.reduce((n, s) => n + s.attempts, 0)} sends)`,
  );
  console.log(`  acknowledged   ${acknowledged.length}, stored ${stored.length}`);
  console.log(`  lost ${lost.length}, doubled ${doubled}, stored without a 201 ${unexpected}, 5xx ${fiveHundreds}`);
  const unfinished = TOTAL - submissions.length;
  failed =
    lost.length > 0 ||
    doubled > 0 ||
    unexpected > 0 ||
    fiveHundreds > 0 ||
    unfinished > 0 ||
    acknowledged.length !== submissions.length;
  console.log(failed ? "FAIL" : "OK: zero 5xx, nothing lost, nothing doubled");
} catch (error) {
  failed = true;
  console.error(error);
  if (server) console.error(server.output());
} finally {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
