import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { webRoutes } from "../modules/web/routes.ts";
import { chooseEncoding, compressAnswers } from "./compression.ts";

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `answer number ${i}` })) };

function app() {
  const hono = new Hono();
  hono.use(compressAnswers());
  hono.get("/large", (c) => c.json(large));
  hono.get("/small", (c) => c.json({ ok: true }));
  hono.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  hono.get("/cookie", (c) => {
    c.header("Set-Cookie", "a=1", { append: true });
    c.header("Set-Cookie", "b=2", { append: true });
    return c.json(large);
  });
  return hono;
}

describe("compressAnswers", () => {
  it("sends a JSON answer of 1 kB or more in Brotli when accepted, the same data once decoded", async () => {
    const response = await app().request("/large", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(large).length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(large);
  });

  it("falls back to gzip, and to none when no encoding is accepted", async () => {
    const gzipped = await app().request("/large", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(large);

    const plain = await app().request("/large");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(large);
  });

  it("leaves small answers and already compressed types alone", async () => {
    const small = await app().request("/small", { headers: { "Accept-Encoding": "br" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const png = await app().request("/png", { headers: { "Accept-Encoding": "br" } });
    expect(png.headers.get("Content-Encoding")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });

  it("keeps every Set-Cookie header", async () => {
    const response = await app().request("/cookie", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("chooses by Accept-Encoding, refusing q=0", () => {
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("built files", () => {
  const dist = mkdtempSync(join(tmpdir(), "parley-dist-"));
  const script = `console.log(${JSON.stringify("x".repeat(3000))});`;
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Parley</title>");
  const assets = join(dist, "assets");
  mkdirSync(assets);
  writeFileSync(join(assets, "app-abc123.js"), script);
  writeFileSync(join(assets, "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(assets, "app-abc123.js.gz"), gzipSync(script));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("are sent as their .br or .gz copy by Accept-Encoding, cached for a year, varying by encoding", async () => {
    const web = webRoutes(dist);
    const br = await web.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await web.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await web.request("/assets/app-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(script);
  });
});
