// The embedded database on a small tmpfs that fills up: writes get a clean 507, reads and health go on,
// nothing stored is lost, writes resume once space is freed, and a start on a full disk says what is missing.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  http,
  loadForm,
  ownerWithForm,
  type ServerProcess,
  startServerProcess,
  storedMarkers,
  submitMarker,
  TEST_AUTH_SECRET,
} from "./server-process.ts";

const MB = 1024 * 1024;
const RESERVE_MB = 32;
const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn("full-disk tests skipped: mounting a tmpfs needs root.");

describe.skipIf(!isRoot)("a full disk under the embedded database", () => {
  const root = mkdtempSync(join(tmpdir(), "parley-full-"));
  const dataDir = join(root, "data");
  const filler = join(root, "filler");
  const env = { DATA_DIR: dataDir, AUTH_SECRET: TEST_AUTH_SECRET, STORAGE_RESERVE_MB: String(RESERVE_MB) };
  let server: ServerProcess | undefined;
  const free = () => {
    const s = statfsSync(root);
    return s.bavail * s.bsize;
  };
  /** Leaves `leftMb` free on the tmpfs. */
  const fillTo = (leftMb: number) => writeFileSync(filler, Buffer.alloc(Math.max(0, free() - leftMb * MB)));

  beforeAll(() => {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=128m", "tmpfs", root]);
    mkdirSync(dataDir);
  });
  afterAll(async () => {
    await server?.stop();
    execFileSync("umount", [root]);
    rmSync(root, { recursive: true, force: true });
  });

  it("answers writes 507 in the error shape, keeps reads and health, and takes writes again once space is freed", async () => {
    server = await startServerProcess(env);
    const s = server;
    const { owner, formId, submitPath } = await ownerWithForm(s);
    expect((await submitMarker(s, submitPath, "before")).status).toBe(201);

    fillTo(RESERVE_MB / 2);
    const started = performance.now();
    const refused = await submitMarker(s, submitPath, "while full");
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({
      error: { code: "INSUFFICIENT_STORAGE", message: "The server is out of storage space. Please try again later." },
    });
    console.log(`full disk: a clean 507 in ${elapsed.toFixed(0)} ms`);
    expect((await http(s, "POST", "/api/forms", { cookie: owner.cookie, body: loadForm })).status).toBe(507);

    expect((await http(s, "GET", "/api/health")).status).toBe(200);
    expect(await storedMarkers(s, formId, owner.cookie)).toEqual(["before"]);

    rmSync(filler);
    expect((await submitMarker(s, submitPath, "after")).status).toBe(201);
    expect(await storedMarkers(s, formId, owner.cookie)).toEqual(["before", "after"]);
    await s.stop();
    server = undefined;
  });

  it("answers 507 when a write meets the full disk itself (no reserve), loses no acknowledged answer, and recovers", async () => {
    server = await startServerProcess({ ...env, STORAGE_RESERVE_MB: "0", RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: "0" });
    const s = server;
    try {
      const { owner, formId, submitPath } = await ownerWithForm(s);
      fillTo(0);
      const acknowledged: string[] = [];
      let refused: Awaited<ReturnType<typeof http>> | undefined;
      // The database may still have room in files it made earlier; it runs out soon.
      for (let i = 0; i < 400 && !refused; i++) {
        const marker = `full ${i} ${"x".repeat(4000)}`;
        const res = await submitMarker(s, submitPath, marker);
        expect([201, 507]).toContain(res.status);
        if (res.status === 201) acknowledged.push(marker);
        else refused = res;
      }
      expect(refused?.json.error.code).toBe("INSUFFICIENT_STORAGE");
      expect((await http(s, "GET", "/api/health")).status).toBe(200);

      rmSync(filler);
      expect((await submitMarker(s, submitPath, "after")).status).toBe(201);
      expect(await storedMarkers(s, formId, owner.cookie)).toEqual([...acknowledged, "after"]);
    } finally {
      await s.stop();
      server = undefined;
    }
  });

  it("refuses to start on a full disk with one line naming the folder and the space it needs", async () => {
    fillTo(RESERVE_MB / 2);
    const failure = await startServerProcess(env).then(
      () => "started",
      (error: Error) => error.message,
    );
    rmSync(filler);
    expect(failure).toMatch(/exited \(1\)/);
    const lines = failure.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Not enough free disk space for the data folder ${dataDir} \\(DATA_DIR\\): \\d+ MB free, Parley needs at least ${RESERVE_MB} MB \\(STORAGE_RESERVE_MB\\)\\.$`,
      ),
    );
  });
});
