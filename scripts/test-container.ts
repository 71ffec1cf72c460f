// `npm run test:container`: builds the root Dockerfile with podman and checks the image the way a
// self-hoster uses it. No Docker engine or image registry here, so the base image
// (node:24-bookworm-slim) is made locally: Debian bookworm by debootstrap, plus this project's
// Node 24 binary and npm. It is cached under PARLEY_CACHE_DIR (/var/cache/parley) between runs.
// Needs root (apt-get, debootstrap, rootful podman) and the npm registry for the build.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { freePort, http, loadForm, signUpOwner } from "../apps/server/src/test/process/server-process.ts";
import { compareStored, streamSubmissions } from "../apps/server/src/test/process/submission-stream.ts";

const repo = resolve(import.meta.dirname, "..");
const cacheDir = process.env.PARLEY_CACHE_DIR ?? "/var/cache/parley";
const baseImage = "docker.io/library/node:24-bookworm-slim";
const image = "localhost/parley:test";
const run = `parley-test-${process.pid}`;
const figures: string[] = [];
const failures: string[] = [];

function sh(command: string, args: string[], options: { input?: string; quiet?: boolean } = {}): string {
  const result = spawnSync(command, args, {
    input: options.input,
    encoding: "utf8",
    stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", options.quiet ? "pipe" : "inherit"],
    maxBuffer: 64 * 1024 * 1024,
    env: process.env,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr ?? ""}${result.stdout}`);
  }
  return result.stdout.trim();
}
const podman = (...args: string[]) => sh("podman", ["--runtime", "/usr/sbin/runc", ...args], { quiet: true });

function check(ok: boolean, what: string) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

function step(title: string) {
  console.log(`\n== ${title}`);
}

function installTools() {
  const missing = ["podman", "runc", "debootstrap"].filter(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  step(`Installing ${missing.join(", ")} from Debian's packages`);
  sh("apt-get", ["update", "-qq"]);
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function writeContainersConf() {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, "containers.conf");
  // No registry, no systemd here: cgroupfs, and no default ulimits the runtime would refuse.
  writeFileSync(file, '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\n');
  process.env.CONTAINERS_CONF = file;
}

/** node:24-bookworm-slim, made here: Debian minbase, Node 24 from node_modules, npm, user `node` (1000). */
function ensureBaseImage() {
  const nodeBinary = join(repo, "node_modules/node/bin/node");
  const nodeVersion = sh(nodeBinary, ["--version"]);
  // npm runs this script, so the npm that runs it is at hand; its package folder is two levels up.
  const npmCli = process.env.npm_execpath;
  if (!npmCli) throw new Error("Run this through npm: npm run test:container");
  const npmDir = resolve(npmCli, "../..");
  const npmVersion = sh(process.execPath, [npmCli, "--version"], { quiet: true });
  const tarball = join(cacheDir, `node-${nodeVersion}-npm-${npmVersion}-bookworm-slim.tar`);
  const label = `${nodeVersion}-${npmVersion}`;
  const current = spawnSync(
    "podman",
    ["--runtime", "/usr/sbin/runc", "image", "inspect", "--format", '{{index .Labels "parley.base"}}', baseImage],
    { encoding: "utf8" },
  );
  if (current.status === 0 && current.stdout.trim() === label) return;

  if (!existsSync(tarball)) {
    step(`Making the base image: debootstrap bookworm + Node ${nodeVersion} + npm ${npmVersion}`);
    const started = Date.now();
    const rootfs = mkdtempSync(join(cacheDir, "rootfs-"));
    try {
      sh("debootstrap", ["--variant=minbase", "bookworm", rootfs, "http://deb.debian.org/debian"], { quiet: true });
      copyFileSync(nodeBinary, join(rootfs, "usr/local/bin/node"));
      cpSync(npmDir, join(rootfs, "usr/local/lib/node_modules/npm"), { recursive: true });
      symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", join(rootfs, "usr/local/bin/npm"));
      symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", join(rootfs, "usr/local/bin/npx"));
      sh("chroot", [rootfs, "sh", "-c", "groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/bash -m node"]);
      for (const dir of ["var/cache/apt/archives", "var/lib/apt/lists", "usr/share/doc", "usr/share/man"]) {
        rmSync(join(rootfs, dir), { recursive: true, force: true });
        mkdirSync(join(rootfs, dir), { recursive: true });
      }
      sh("tar", ["-C", rootfs, "-cf", `${tarball}.part`, "."]);
      sh("mv", [`${tarball}.part`, tarball]);
    } finally {
      rmSync(rootfs, { recursive: true, force: true });
    }
    figures.push(`base image made in ${((Date.now() - started) / 1000).toFixed(0)} s (cached at ${tarball})`);
  }
  step(`Importing ${tarball} as ${baseImage}`);
  podman("import", "--change", `LABEL parley.base=${label}`, "--change", 'CMD ["node"]', tarball, baseImage);
}

/**
 * When this machine reaches the npm registry through a proxy with its own CA (NODE_EXTRA_CA_CERTS),
 * npm inside the build needs it too. Mounted for the RUN steps only, so the image stays as it is.
 */
function buildTimeTrust(): string[] {
  const caFile = process.env.NODE_EXTRA_CA_CERTS;
  if (!caFile || !existsSync(caFile)) return [];
  const npmrc = join(cacheDir, "build-npmrc");
  writeFileSync(npmrc, "cafile=/etc/ssl/build-ca.crt\n");
  return ["--volume", `${caFile}:/etc/ssl/build-ca.crt:ro`, "--volume", `${npmrc}:/usr/local/etc/npmrc:ro`];
}

function buildImage() {
  step("podman build (the root Dockerfile, unchanged)");
  const started = Date.now();
  execFileSync(
    "podman",
    [
      "--runtime",
      "/usr/sbin/runc",
      "build",
      "--pull=never",
      "--network",
      "host",
      "--layers",
      // Docker's image format: OCI images have no HEALTHCHECK.
      "--format",
      "docker",
      ...buildTimeTrust(),
      "-t",
      image,
      repo,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  figures.push(`image built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const size = (name: string) => Number(podman("image", "inspect", "--format", "{{.Size}}", name));
  const added = (size(image) - size(baseImage)) / 1e6;
  figures.push(`layers over the base image: ${added.toFixed(1)} MB (target < 150 MB)`);
  check(added < 150, `the image adds ${added.toFixed(1)} MB over node:24-bookworm-slim (< 150 MB)`);
}

async function waitHealthy(url: string, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await res.json()) as { status: string; database: string };
      if (res.status === 200) return { ms: Date.now() - started, body };
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url}/api/health did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends SIGTERM as `docker stop` does and waits for the exit: [exit code, milliseconds]. */
function stopWithSigterm(name: string): [number, number] {
  const started = Date.now();
  podman("kill", "--signal", "TERM", name);
  const code = Number(podman("wait", name));
  return [code, Date.now() - started];
}

async function checkEmbeddedDatabase(port: number) {
  step("On the embedded database, with a named volume at /data");
  const volume = `${run}-data`;
  const name = `${run}-pglite`;
  const server = { url: `http://127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
  podman("volume", "create", volume);
  const start = () =>
    podman(
      "run",
      "-d",
      "--name",
      name,
      "-p",
      `127.0.0.1:${port}:3000`,
      "-v",
      `${volume}:/data`,
      "-e",
      `BASE_URL=${server.origin}`,
      "-e",
      "PLAN_RESPONSES_PER_FORM=0",
      "-e",
      "RATE_LIMIT_SUBMIT_PER_MINUTE=0",
      image,
    );
  try {
    const started = Date.now();
    start();
    const healthy = await waitHealthy(server.url, 60_000);
    const startMs = Date.now() - started;
    figures.push(`time to healthy (podman run to /api/health 200): ${(startMs / 1000).toFixed(1)} s`);
    check(startMs < 15_000, `/api/health answered ${startMs} ms after podman run (< 15 s)`);
    check(healthy.body.database === "pglite", `it reports database: ${healthy.body.database} (pglite)`);

    const uid = podman("exec", name, "id", "-u");
    check(uid !== "0", `the server runs as uid ${uid}, not root`);
    const health = spawnSync("podman", ["--runtime", "/usr/sbin/runc", "healthcheck", "run", name], {
      encoding: "utf8",
    });
    check(
      health.status === 0,
      `the image's HEALTHCHECK passes (${(health.stdout + health.stderr).trim() || "exit 0"})`,
    );
    const extras = podman(
      "exec",
      name,
      "sh",
      "-c",
      "find /app -name '*.map' -o -name .env -o -path '*/node_modules/vite' -o -path '*/node_modules/typescript' -o -path '*/node_modules/vitest'; find /app/apps /app/packages -name '*.test.ts'",
    );
    check(extras === "", `no source maps, tests, dev dependencies or .env in the image${extras ? `: ${extras}` : ""}`);
    const files = podman("exec", name, "ls", "-A", "/data");
    check(files.split("\n").includes("auth-secret"), "the generated AUTH_SECRET is kept in /data");

    const owner = await signUpOwner(server);
    const created = await http(server, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm });
    check(created.status === 201, `a form is created through the API (${created.status})`);
    const formId = created.json.id as string;
    const submitPath = `/api/public/forms/${owner.userId}/${formId}/responses`;

    podman("restart", name);
    await waitHealthy(server.url, 30_000);
    const afterRestart = await http(server, "GET", `/api/forms/${formId}`, { cookie: owner.cookie });
    check(
      afterRestart.status === 200 && afterRestart.json.title === loadForm.title,
      `after podman restart the form is there and the session still valid (${afterRestart.status})`,
    );

    step("SIGTERM under a stream of submissions");
    const stream = streamSubmissions(server, submitPath);
    await stream.waitForAcks(40);
    const [code, stopMs] = stopWithSigterm(name);
    await stream.end();
    figures.push(`time to stop after SIGTERM under load: ${(stopMs / 1000).toFixed(1)} s (exit code ${code})`);
    check(code === 0 && stopMs < 10_000, `SIGTERM stopped it in ${stopMs} ms with exit code ${code} (< 10 s, 0)`);
    const badAnswers = stream.submissions.filter((s) => s.failure && s.failure !== "connection");
    check(badAnswers.length === 0, `no submission got an error answer while it stopped (${badAnswers.length})`);

    // A new container on the same volume, as after `docker pull` of a newer image.
    podman("rm", name);
    start();
    await waitHealthy(server.url, 30_000);
    const list = await http(server, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    const { lost, unexpected } = compareStored(list.json ?? [], stream.submissions);
    check(
      list.status === 200 && lost.length === 0 && unexpected.length === 0,
      `a new container on the volume has all ${stream.acked()} acknowledged responses (lost ${lost.length}, unexpected ${unexpected.length})`,
    );
  } finally {
    spawnSync("podman", ["--runtime", "/usr/sbin/runc", "rm", "-f", "-t", "0", name], { stdio: "ignore" });
    spawnSync("podman", ["--runtime", "/usr/sbin/runc", "volume", "rm", "-f", volume], { stdio: "ignore" });
  }
}

async function checkPostgres(port: number) {
  step("On the machine's PostgreSQL with DATABASE_URL (--network host)");
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = `parley_container_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const name = `${run}-postgres`;
  try {
    podman(
      "run",
      "-d",
      "--name",
      name,
      "--network",
      "host",
      "-e",
      "HOST=127.0.0.1",
      "-e",
      `PORT=${port}`,
      "-e",
      `DATABASE_URL=${url}`,
      "-e",
      "AUTH_SECRET=container-test-secret-container-test-secret",
      image,
    );
    const healthy = await waitHealthy(`http://127.0.0.1:${port}`, 30_000);
    check(healthy.body.database === "postgres", `it reports database: ${healthy.body.database} (postgres)`);
    const [code, stopMs] = stopWithSigterm(name);
    check(code === 0 && stopMs < 10_000, `SIGTERM stopped it in ${stopMs} ms with exit code ${code}`);
  } finally {
    spawnSync("podman", ["--runtime", "/usr/sbin/runc", "rm", "-f", "-t", "0", name], { stdio: "ignore" });
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

const started = Date.now();
try {
  installTools();
  writeContainersConf();
  ensureBaseImage();
  buildImage();
  const port = Number(process.env.CONTAINER_TEST_PORT ?? (await freePort()));
  await checkEmbeddedDatabase(port);
  await checkPostgres(process.env.CONTAINER_TEST_PORT ? port + 1 : await freePort());
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(error);
}
figures.push(`whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
// Start-up time depends on what else the machine is doing: say how busy it was.
figures.push(
  `load average at the end (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} on ${availableParallelism()} cores`,
);
console.log(`\n== Figures\n${figures.map((f) => `  ${f}`).join("\n")}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\nThe container checks passed.");
