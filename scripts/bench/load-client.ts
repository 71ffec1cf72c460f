// Sends `total` POSTs with `concurrency` clients and prints one JSON line of figures.
const [url, totalArg, concurrencyArg, body] = process.argv.slice(2);
if (!url || !totalArg || !concurrencyArg || body === undefined) {
  console.error("usage: load-client.ts <url> <total> <concurrency> <json-body>");
  process.exit(2);
}
const total = Number(totalArg);
const concurrency = Number(concurrencyArg);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let next = 0;

async function client() {
  while (next < total) {
    next++;
    const started = performance.now();
    let status = "error";
    try {
      const res = await fetch(url as string, { method: "POST", headers: { "content-type": "application/json" }, body });
      await res.arrayBuffer();
      status = String(res.status);
    } catch {}
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, client));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(JSON.stringify({ total, seconds, perSecond: total / seconds, p50: pct(50), p99: pct(99), statuses }));
