// SIGTERM in the middle of a stream of submissions (what `docker stop` sends): requests in flight
// finish, the process exits by itself well within 10 s, and every acknowledged response is kept.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { testDrivers } from "../databases.ts";
import { cleanupsAfterAll } from "../suite.ts";
import { answersFor, http, type ServerProcess, serverWithForm } from "./server-process.ts";
import { compareStored, streamSubmissions } from "./submission-stream.ts";

describe.each(testDrivers)("a server stopped with SIGTERM mid-stream on $name", (driver) => {
  const cleanups = cleanupsAfterAll();

  it("answers the requests in flight, exits 0 within 10 s and keeps every acknowledged response", async () => {
    const started = await serverWithForm(driver, "parley-sigterm-", cleanups);
    const { server, owner, formId, submitPath } = started;
    const stream = streamSubmissions(server, submitPath);
    await stream.waitForAcks(60);
    // A respondent on a slow connection: half the body is sent before the signal, the rest after.
    const slowMarker = `slow-${crypto.randomUUID()}`;
    const slow = slowSubmission(server, submitPath, JSON.stringify({ responses: answersFor(slowMarker) }));
    await new Promise((r) => setTimeout(r, 500));
    let exitedEarly = false;
    void server.exited.then(() => {
      exitedEarly = !slow.finished;
    });
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    const slowAnswer = await slow.finish();
    const exit = await server.exited;
    const stopMs = Date.now() - signalledAt;
    await stream.end();

    expect(exitedEarly).toBe(false);
    expect(slowAnswer.status).toBe(201);
    expect(slowAnswer.connection).toBe("close");
    stream.submissions.push({ marker: slowMarker, ackedId: JSON.parse(slowAnswer.body).id });

    expect(exit).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    expect(server.output()).toContain("SIGTERM received");
    // While it stopped, no respondent got an error answer: either a 201 or a refused connection.
    const answeredBadly = stream.submissions.filter((s) => s.failure && s.failure !== "connection");
    expect(answeredBadly.map((s) => s.failure)).toEqual([]);

    const restarted = await started.restart();
    const list = await http(restarted, "GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(stream.acked());
    expect(compareStored(list.json, stream.submissions)).toEqual({ lost: [], unexpected: [] });
  }, 90_000);
});

/** A submission whose body arrives in two parts: the second only when `finish()` is called. */
function slowSubmission(server: Pick<ServerProcess, "url" | "origin">, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  const req = request(`${server.url}${path}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, half));
  const slow = {
    finished: false,
    async finish() {
      req.end(body.slice(half));
      const result = await answer;
      slow.finished = true;
      return result;
    },
  };
  return slow;
}
