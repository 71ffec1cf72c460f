// Builds the web app only when its sources changed since the last build, so `npm start` stays fast.
// Runs on Node 24 with type stripping: erasable TypeScript only.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const webDir = resolve(import.meta.dirname, "..");
const repoDir = resolve(webDir, "../..");
const builtIndex = join(webDir, "dist", "index.html");

const inputs = [
  join(webDir, "src"),
  join(webDir, "public"),
  join(webDir, "index.html"),
  join(webDir, "vite.config.ts"),
  join(webDir, "postcss.config.cjs"),
  join(webDir, "package.json"),
  join(repoDir, "packages", "schema", "src"),
];

/** Newest modification time (ms) of a file, or of any file below a folder; 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function staleReason(): string | null {
  if (!existsSync(builtIndex)) return "no build found";
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = inputs.find((input) => newestMtime(input) > builtAt);
  return changed ? `${changed.slice(repoDir.length + 1)} changed` : null;
}

const reason = staleReason();
if (reason === null) {
  console.log("web: reusing the existing build in apps/web/dist (sources unchanged)");
} else {
  const started = performance.now();
  const { build } = await import("vite");
  await build({ root: webDir, configFile: join(webDir, "vite.config.ts"), logLevel: "warn" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`web: built apps/web/dist in ${seconds}s (${reason})`);
}
