import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  // biome-ignore lint/suspicious/noExplicitAny: inspected field by field
  json: any;
  signatureValid: boolean;
}

/** A real HTTP receiver on 127.0.0.1 that checks each delivery's signature, as an owner's would. */
export async function startWebhookReceiver(secretFor: () => string, options: { port?: number } = {}) {
  const received: ReceivedDelivery[] = [];
  let answer: (req: ReceivedDelivery) => number | "hang" = () => 200;
  let server: Server | undefined;
  let port = options.port ?? 0;

  async function listen() {
    const next = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const rawBody = Buffer.concat(chunks).toString("utf8");
        const expected = Buffer.from(`sha256=${createHmac("sha256", secretFor()).update(rawBody).digest("hex")}`);
        const given = Buffer.from(String(req.headers["parley-signature"] ?? ""));
        const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
        const delivery = { headers: req.headers, rawBody, json: JSON.parse(rawBody), signatureValid };
        const status = answer(delivery);
        if (status === "hang") return;
        if (status >= 200 && status < 300) received.push(delivery);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  await listen();
  return {
    received,
    get url() {
      return `http://127.0.0.1:${port}/hook`;
    },
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    /** Stops listening, so deliveries fail with a refused connection until `start` is called. */
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
}
