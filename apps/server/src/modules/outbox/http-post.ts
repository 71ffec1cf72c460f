import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

/** POSTs a body and resolves with the status; never follows a redirect (it could lead anywhere). */
export function postBody(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; lookup: LookupFunction },
): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        lookup: options.lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
      },
      (response) => {
        // The receiver's answer is not needed; read it so the socket can close.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", (error) =>
      reject(error.name === "AbortError" || error.name === "TimeoutError" ? new Error("timed out") : error),
    );
    request.end(body);
  });
}
