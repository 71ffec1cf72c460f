// What a first visit costs: starts the built server, opens each route in Chromium with a fresh
// profile over an emulated slow phone connection, and prints the bytes on the wire (compression
// included, as the DevTools protocol counts them) and, for the respondent chat, the time to the
// first question bubble without the spec's 3 s typing indicator. Exits 1 when a route is over budget.
//
//   npm run weigh            (builds the web app first when its sources changed)
//   npm run weigh -- --files (also lists every request of each route, largest first)
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { type CDPSession, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { repoRoot } from "../e2e/support/paths.ts";
import { startServer } from "../e2e/support/server.ts";

const KB = 1024;
/** Spec section 4: the typing indicator shown before each question. */
const TYPING_INDICATOR_MS = 3000;
/** About a mid-range phone on a slow 3G/4G link. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};
const VIEWPORT = { width: 375, height: 812 };
/** The page counts as settled once nothing has been on the wire for this long. */
const QUIET_MS = 1500;

interface Route {
  name: string;
  path: string;
  budget: number;
  /** Waits until the route shows what its visitor came for. */
  ready: (page: Page) => Promise<void>;
  /** Measures the time to the first question bubble. */
  firstQuestion?: boolean;
}

const ROUTES: Route[] = [
  {
    name: "respondent chat (demo form)",
    path: "/user-response/parley-demo-owner/parley-demo-form",
    budget: 100 * KB,
    ready: (page) => page.getByTestId("question-bubble").first().waitFor({ timeout: 60_000 }),
    firstQuestion: true,
  },
  {
    name: "landing /home",
    path: "/home",
    budget: 150 * KB,
    ready: (page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 }),
  },
  {
    name: "creator /create-form",
    path: "/create-form",
    budget: 250 * KB,
    ready: (page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 }),
  },
];

/** Bytes received per request, as Chromium's network stack reports them (headers and compressed body). */
function countBytes(cdp: CDPSession) {
  const pending = new Map<string, string>();
  const files: { url: string; bytes: number }[] = [];
  let bytes = 0;
  let requests = 0;
  let lastActivity = performance.now();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    pending.set(requestId, request.url);
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const url = pending.get(requestId);
    if (url !== undefined) {
      pending.delete(requestId);
      requests++;
      files.push({ url, bytes: encodedDataLength });
    }
    bytes += encodedDataLength;
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => {
    pending.delete(requestId);
    lastActivity = performance.now();
  });
  return {
    total: () => ({ bytes, requests, files }),
    async settled() {
      while (pending.size > 0 || performance.now() - lastActivity < QUIET_MS) await sleep(100);
    },
  };
}

// Records when the first question bubble enters the page, in the page's own clock (0 = navigation start).
const FIRST_BUBBLE_WATCH = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="question-bubble"]')) {
      window.__firstBubbleAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function weigh(baseUrl: string, route: Route) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    const wire = countBytes(cdp);
    if (route.firstQuestion) await page.addInitScript(FIRST_BUBBLE_WATCH);
    await page.goto(baseUrl + route.path, { waitUntil: "commit", timeout: 60_000 });
    await route.ready(page);
    const firstBubbleAt = route.firstQuestion
      ? await page.evaluate(() => (globalThis as unknown as { __firstBubbleAt: number }).__firstBubbleAt)
      : undefined;
    await wire.settled();
    return {
      ...wire.total(),
      firstQuestionMs: firstBubbleAt === undefined ? undefined : firstBubbleAt - TYPING_INDICATOR_MS,
    };
  } finally {
    await browser.close();
  }
}

function buildIfStale(): void {
  const result = spawnSync("npm", ["run", "build:if-stale", "-w", "apps/web"], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the web build failed");
}

const listFiles = process.argv.includes("--files");

async function main(): Promise<number> {
  buildIfStale();
  const server = await startServer();
  const rows: string[][] = [];
  let over = 0;
  try {
    for (const route of ROUTES) {
      const result = await weigh(server.url, route);
      if (listFiles) {
        console.log(`\n${route.name}:`);
        for (const file of result.files.sort((a, b) => b.bytes - a.bytes)) {
          console.log(`${(file.bytes / KB).toFixed(1).padStart(8)} KB  ${file.url.replace(server.url, "")}`);
        }
      }
      const ok = result.bytes <= route.budget;
      if (!ok) over++;
      rows.push([
        route.name,
        `${(result.bytes / KB).toFixed(1)} KB`,
        String(result.requests),
        `${(route.budget / KB).toFixed(0)} KB`,
        ok ? "ok" : "OVER",
        result.firstQuestionMs === undefined ? "" : `${Math.round(result.firstQuestionMs)} ms`,
      ]);
    }
  } finally {
    await server.stop();
  }
  const header = ["route (375 px, first visit)", "on the wire", "requests", "budget", "", "first question*"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\n* from navigation to the first question bubble, less the ${TYPING_INDICATOR_MS} ms typing indicator; ` +
      `network ${((NETWORK.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s down, ${NETWORK.latency} ms round trip.`,
  );
  if (over > 0) console.log(`${over} route(s) over budget.`);
  return over > 0 ? 1 : 0;
}

process.exitCode = await main();
