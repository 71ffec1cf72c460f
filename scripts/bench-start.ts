// Time from `node apps/server/src/main.ts` on an empty DATA_DIR to the first /api/health 200, with the
// machine's load average. A fresh folder starts from apps/server/pglite-template.tar.gz when it exists
// (`node apps/server/src/db/template.ts` writes it; the image always has it), else runs initdb.
//   node_modules/.bin/node scripts/bench-start.ts      BENCH_RUNS=3
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defaultTemplateFile } from "../apps/server/src/db/template.ts";
import { freePort } from "../apps/server/src/test/process/server-process.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const main = resolve(import.meta.dirname, "../apps/server/src/main.ts");
console.log(`template: ${existsSync(defaultTemplateFile) ? defaultTemplateFile : "none (initdb)"}`);
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), "parley-bench-start-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const load = loadavg()
      .map((x) => x.toFixed(1))
      .join(", ");
    console.log(`healthy after ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${load})`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
