import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Below this, compression saves less than its headers and time cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** What we compress on the fly: API answers and the app's page. Built assets come precompressed. */
const COMPRESSIBLE = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/(?:html|plain))(?:[;\s]|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function addVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses JSON and HTML answers of COMPRESS_MIN_BYTES or more by the request's Accept-Encoding.
 * Leaves alone what is already encoded, partial, streamed as events, or marked no-transform.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.status === 206 ||
      response.headers.has("Content-Encoding") ||
      !COMPRESSIBLE.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    addVary(headers);
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    let sent: Buffer = body;
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      sent =
        encoding === "br"
          ? await brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gzipAsync(body, { level: 6 });
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(sent.length));
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent), { status: response.status, statusText: response.statusText, headers });
  };
}
