// SIGKILL in the middle of a stream of submissions: every acknowledged response survives the restart.
import { describe, expect, it } from "vitest";
import { testDrivers } from "../databases.ts";
import { cleanupsAfterAll } from "../suite.ts";
import { answersFor, http, markerOf, serverWithForm, submitMarker } from "./server-process.ts";
import { type StreamedSubmission, submitOnce } from "./submission-stream.ts";

const CLIENTS = 8;
const ACKS_BEFORE_KILL = 120;

describe.each(testDrivers)("a server killed mid-stream on $name", (driver) => {
  const cleanups = cleanupsAfterAll();

  it("keeps every acknowledged response, readable after a restart, and takes retries once", async () => {
    const started = await serverWithForm(driver, "parley-crash-", cleanups);
    const { owner, formId, submitPath } = started;

    const submissions: StreamedSubmission[] = [];
    let acked = 0;
    let killed = false;
    const target = started.server;
    async function client(n: number) {
      for (let i = 0; !killed && i < 2000; i++) {
        const submission: StreamedSubmission = {
          marker: `crash-${n}-${i}-${crypto.randomUUID()}`,
          // Half the clients behave like the web app, which sends a key so a retry stores once.
          idempotencyKey: n % 2 === 0 ? crypto.randomUUID() : undefined,
        };
        submissions.push(submission);
        await submitOnce(target, submitPath, submission);
        if (submission.ackedId) acked++;
      }
    }
    const stream = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const deadline = Date.now() + 20_000;
    while (acked < ACKS_BEFORE_KILL && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(acked).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    await target.kill();
    killed = true;
    await stream;

    // Before the kill, the server never refused a valid submission.
    const refused = submissions.filter((s) => s.failure !== undefined && s.failure !== "connection");
    expect(refused.map((s) => s.failure)).toEqual([]);
    const unacknowledged = submissions.filter((s) => s.ackedId === undefined);

    const server = await started.restart();
    // The session made before the crash is still valid.
    const list = await http(server, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    const stored = list.json as { id: string; responses: { id: string; answer: string }[] }[];
    const byMarker = new Map<string, string[]>();
    for (const row of stored) {
      const marker = markerOf(row) ?? "";
      byMarker.set(marker, [...(byMarker.get(marker) ?? []), row.id]);
    }
    const sent = new Map(submissions.map((s) => [s.marker, s]));

    // Every 201 is there once, under the id it was acknowledged with, with its answers intact.
    for (const s of submissions.filter((x) => x.ackedId)) expect(byMarker.get(s.marker)).toEqual([s.ackedId]);
    for (const row of stored.filter((r) => sent.get(markerOf(r) ?? "")?.ackedId)) {
      expect(row.responses.map((a) => a.answer)).toEqual(answersFor(markerOf(row) ?? "").map((a) => a.answer));
    }
    // Nothing appeared that was never sent, and nothing was stored twice.
    expect(stored.every((r) => sent.has(markerOf(r) ?? ""))).toBe(true);
    expect([...byMarker.values()].every((ids) => ids.length === 1)).toBe(true);

    // The respondents whose submit failed press it again: a keyed retry is stored exactly once.
    const retried = unacknowledged.filter((s) => s.idempotencyKey);
    for (const s of retried) {
      const res = await submitMarker(server, submitPath, s.marker, s.idempotencyKey);
      expect(res.status).toBe(201);
      const earlier = byMarker.get(s.marker);
      if (earlier) expect(res.json.id).toBe(earlier[0]);
    }
    const after = (await http(server, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie })).json as {
      responses: { id: string; answer: string }[];
    }[];
    const keyed = submissions.filter((s) => s.idempotencyKey);
    for (const s of keyed) expect(after.filter((r) => markerOf(r) === s.marker)).toHaveLength(1);
    expect(after.length).toBe(stored.length + retried.filter((s) => !byMarker.has(s.marker)).length);

    console.log(
      `[crash ${driver.name}] sent ${submissions.length}, acknowledged ${acked}, in flight at the kill ${unacknowledged.length} ` +
        `(${unacknowledged.filter((s) => byMarker.has(s.marker)).length} of them stored), keyed retries ${retried.length}, ` +
        `stored after restart ${stored.length}, after retries ${after.length}`,
    );
    await server.stop();
  });
});
