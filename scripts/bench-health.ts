// /api/health latency while two clients each post an 8 MB analysis (about 5,000 responses) again and
// again to a real server process: the analysis runs on worker threads, so health stays quick.
//   npm run bench:health            BENCH_SECONDS=30
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stayComment, stayQuestions, stayResponse } from "../apps/server/src/test/fakes/stay-survey.ts";
import { signUpOwner, startServerProcess } from "../apps/server/src/test/process/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BODY_BYTES = 8 * 1024 * 1024 - 64 * 1024;

function analysisBody() {
  const responses = [];
  let size = 0;
  for (let i = 0; size < BODY_BYTES; i++) {
    const response = stayResponse(i, stayComment(i, 18));
    size += JSON.stringify(response).length + 1;
    if (size < BODY_BYTES) responses.push(response);
  }
  return { responses, formQuestions: stayQuestions };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), "parley-bench-health-"));
// A generous budget, so every analysis runs to the end.
const server = await startServerProcess({ DATA_DIR: dataDir, ANALYSIS_TIMEOUT_MS: "600000" });
try {
  const owner = await signUpOwner(server);
  const body = analysisBody();
  const payload = JSON.stringify(body);
  console.log(`analysis body: ${body.responses.length} responses, ${(payload.length / 1024 / 1024).toFixed(1)} MB`);
  const until = Date.now() + SECONDS * 1000;
  const analyses: number[] = [];
  const client = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      // Serialised once: this process also times the health probes.
      const res = await fetch(`${server.url}/api/analyze-sentiment`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin, cookie: owner.cookie },
        body: payload,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`analysis answered ${res.status}: ${text.slice(0, 200)}`);
      analyses.push(performance.now() - started);
    }
  };
  const health: number[] = [];
  const prober = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all([client(), client(), prober()]);
  health.sort((a, b) => a - b);
  console.log(
    `analyses finished: ${analyses.length}, mean ${(analyses.reduce((a, b) => a + b, 0) / analyses.length / 1000).toFixed(1)} s`,
  );
  console.log(
    `/api/health during 2 concurrent analyses: ${health.length} probes, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${(health.at(-1) ?? 0).toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
