// Test helper: respondents submitting to one form without pause, as a server stops under them.
import { markerOf, type ServerProcess, submitMarker } from "./server-process.ts";

export interface StreamedSubmission {
  marker: string;
  /** Sent when set, as the web app does, so that a retry stores once. */
  idempotencyKey?: string | undefined;
  /** The id of the 201, when one arrived. */
  ackedId?: string;
  /** Status of an answer that was not 201, or "connection" when none came. */
  failure?: string;
}

/** Posts `submission` and records how it went in it; false when no answer came at all. */
export async function submitOnce(
  server: Pick<ServerProcess, "url" | "origin">,
  submitPath: string,
  submission: StreamedSubmission,
): Promise<boolean> {
  try {
    const res = await submitMarker(server, submitPath, submission.marker, submission.idempotencyKey);
    if (res.status === 201) submission.ackedId = res.json.id;
    else submission.failure = String(res.status);
    return true;
  } catch {
    submission.failure = "connection";
    return false;
  }
}

/** `clients` respondents submitting one after another until `end()` or until the server is gone. */
export function streamSubmissions(server: Pick<ServerProcess, "url" | "origin">, submitPath: string, clients = 6) {
  const submissions: StreamedSubmission[] = [];
  let acked = 0;
  let ended = false;
  async function client(n: number) {
    for (let i = 0; !ended; i++) {
      const submission: StreamedSubmission = { marker: `stream-${n}-${i}-${crypto.randomUUID()}` };
      submissions.push(submission);
      // The server has stopped listening: this respondent would see an error and retry later.
      if (!(await submitOnce(server, submitPath, submission))) return;
      if (submission.ackedId) acked++;
    }
  }
  const running = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return {
    submissions,
    acked: () => acked,
    async waitForAcks(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (acked < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      if (acked < count) throw new Error(`only ${acked} of ${count} submissions were acknowledged in time`);
    },
    /** Resolves once every respondent has had its last answer (or its connection failed). */
    async end() {
      ended = true;
      await running;
    },
  };
}

/**
 * Compares what the server stored with what was acknowledged: acknowledged submissions missing or
 * stored under another id, and stored rows nobody sent.
 */
export function compareStored(
  stored: { id: string; responses: { id: string; answer: string }[] }[],
  submissions: StreamedSubmission[],
) {
  const storedIds = new Map(stored.map((row) => [markerOf(row) ?? "", row.id]));
  const sent = new Set(submissions.map((s) => s.marker));
  return {
    lost: submissions.filter((s) => s.ackedId && storedIds.get(s.marker) !== s.ackedId).map((s) => s.marker),
    unexpected: stored.filter((row) => !sent.has(markerOf(row) ?? "")).map((row) => row.id),
  };
}
