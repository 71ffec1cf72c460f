// Test helper: a tiny OpenAI-compatible chat completions server on 127.0.0.1 (random port).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the server answers; chosen by the first path segment, e.g. /good/v1/chat/completions. */
export type FakeMode = "good" | "malformed-body" | "malformed-content" | "mismatch" | "error-500" | "hang" | "flaky";

export interface FakeServer {
  /** Base URL to give the provider for `mode` (ends in /v1, as real servers do). */
  baseUrl(mode: FakeMode): string;
  /** Requests seen per mode. */
  requests: Map<string, { body: Record<string, unknown>; headers: IncomingMessage["headers"] }[]>;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 12, completion_tokens: 34, total_tokens: 46 },
  };
}

/** Questions as a model generates them for a library's visitors (nulls where a field does not apply). */
export const visitQuestions = {
  questions: [
    {
      question: "How often do you visit?",
      type: "radio",
      options: ["Daily", "Weekly"],
      requiresPrompt: false,
      min: null,
      max: null,
    },
    {
      question: "What would make you visit more?",
      type: "open-ended",
      options: [],
      requiresPrompt: true,
      min: null,
      max: null,
    },
  ],
};

/** `good` is the structured content that good and flaky (on its second request) answer with. */
export async function startFakeOpenAiServer(good: unknown): Promise<FakeServer> {
  const requests: FakeServer["requests"] = new Map();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const mode = (req.url ?? "").split("/")[1] ?? "";
      const seen = requests.get(mode) ?? [];
      seen.push({ body: JSON.parse(raw || "{}"), headers: req.headers });
      requests.set(mode, seen);
      const json = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "application/json" }).end(body);
      };
      switch (mode) {
        case "good":
          return json(200, JSON.stringify(completion(JSON.stringify(good))));
        case "flaky":
          return seen.length === 1
            ? json(500, JSON.stringify({ error: { message: "try again" } }))
            : json(200, JSON.stringify(completion(JSON.stringify(good))));
        case "malformed-body":
          return json(200, '{"id":"chatcmpl-test","choices":[{"message":');
        case "malformed-content":
          return json(200, JSON.stringify(completion("Sure! Here are your questions: 1. How")));
        case "mismatch":
          return json(200, JSON.stringify(completion(JSON.stringify({ unexpected: true }))));
        case "error-500":
          return json(500, JSON.stringify({ error: { message: "internal error", type: "server_error" } }));
        case "hang":
          hanging.add(res);
          return;
        default:
          return json(404, JSON.stringify({ error: { message: "unknown mode" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: (mode) => `http://127.0.0.1:${port}/${mode}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
