// Prints, per route, the JavaScript and CSS a first visit downloads before the screen can render,
// gzipped: the entry chunk and its static imports, index.html's stylesheets, plus the route's lazy
// chunk with its static imports and the CSS Vite preloads with it. Lazy imports inside a screen
// (e.g. the sentiment chart) are not initial and are left out.
//
//   npm run build && node scripts/bundle-size.ts [dist directory]
//
// It reads apps/web/dist/.vite/manifest.json when the build wrote one (`build.manifest: true`);
// otherwise it parses index.html and follows the import statements of the built chunks.
// Exits 1 when a route is over its budget.
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** apps/web/dist, or the directory given as the first argument. */
const distDir = process.argv[2] ?? fileURLToPath(new URL("../apps/web/dist/", import.meta.url));

interface Route {
  path: string;
  /** The screen's module: its chunk is named after it (`respond-page-<hash>.js`). */
  chunk: string;
  /** Gzipped bytes the route may download at first paint. */
  budget?: number;
}

const KB = 1024;

/** apps/web/src/app/router.tsx. */
const ROUTES: Route[] = [
  { path: "/ and /home", chunk: "landing-page" },
  { path: "/pricing", chunk: "pricing-page" },
  { path: "/contact", chunk: "contact-page" },
  { path: "/faq", chunk: "faq-page" },
  { path: "/login", chunk: "login-page" },
  { path: "/register", chunk: "register-page" },
  { path: "/create-form", chunk: "create-form-page" },
  { path: "/dashboard", chunk: "dashboard-page" },
  { path: "/forms", chunk: "forms-page" },
  { path: "/forms/:formId", chunk: "form-overview-page" },
  { path: "/forms/edit/:id", chunk: "form-edit-page" },
  { path: "/user-response/:userId/:formId", chunk: "respond-page", budget: 120 * KB },
  { path: "/create-complete/:userId/:formId", chunk: "create-complete-page" },
];

/** Files (relative to dist, e.g. `assets/x.js`) a route needs, and where each came from. */
interface Graph {
  /** The entry's files: index.html's script, its static imports, its stylesheets. */
  entry: Set<string>;
  /** The files of a lazy screen chunk, found by the module name it was built from. */
  route(chunk: string): Set<string> | undefined;
  /** The entry's other lazy chunks (app-shell parts such as the auth client), by chunk file. */
  otherLazy(): Map<string, Set<string>>;
}

const routeChunkPattern = (chunk: string) => new RegExp(`(^|/)${chunk}-[\\w-]{8}\\.js$`);
const isRouteChunk = (file: string) => ROUTES.some((route) => routeChunkPattern(route.chunk).test(file));

function readDist(file: string): Buffer {
  return readFileSync(join(distDir, file));
}

// ---- Without a manifest: index.html and the chunks' own import statements ----

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.\.?\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\.?\/[^"'`]+)["'`]\s*\)/g;
const MAP_DEPS = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;

function resolve(fromFile: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(fromFile), specifier));
}

function staticClosure(start: string, into: Set<string>): Set<string> {
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (into.has(file)) continue;
    into.add(file);
    if (!file.endsWith(".js")) continue;
    const code = readDist(file).toString("utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1] as string);
      if (!into.has(target) && existsSync(join(distDir, target))) queue.push(target);
    }
  }
  return into;
}

function graphFromHtml(): Graph {
  const html = readDist("index.html").toString("utf8");
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const local = (href: string) => href.replace(/^\//, "");

  const entry = new Set<string>();
  const entryScripts: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, "src");
    if (src && attr(tag, "type") === "module") entryScripts.push(local(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (href && (rel === "stylesheet" || rel === "modulepreload")) entry.add(local(href));
  }
  if (entryScripts.length === 0) throw new Error("index.html has no <script type=module src=...>");
  for (const script of entryScripts) staticClosure(script, entry);
  // modulepreload links are static imports already; follow theirs too.
  for (const file of [...entry]) if (file.endsWith(".js")) staticClosure(file, entry);

  // The entry's lazy screens: import("./x.js") with Vite's preload list (JS and CSS) beside it.
  const lazy = new Map<string, Set<string>>();
  for (const script of entryScripts) {
    const code = readDist(script).toString("utf8");
    const depsList = code.match(MAP_DEPS)?.[1];
    const deps: string[] = depsList ? (JSON.parse(depsList.replace(/'/g, '"').replace(/`/g, '"')) as string[]) : [];
    const dynamic = new RegExp(`${DYNAMIC_IMPORT.source}(?:\\s*,\\s*__vite__mapDeps\\(\\[([\\d,\\s]*)\\]\\))?`, "g");
    for (const match of code.matchAll(dynamic)) {
      const target = resolve(script, match[1] as string);
      const files = staticClosure(target, new Set());
      for (const index of (match[2] ?? "").split(",").filter(Boolean)) {
        const dep = deps[Number(index)];
        if (dep?.endsWith(".css")) files.add(dep);
      }
      lazy.set(target, files);
    }
  }
  return {
    entry,
    route(chunk) {
      const name = routeChunkPattern(chunk);
      for (const [file, files] of lazy) if (name.test(file)) return files;
      return undefined;
    },
    otherLazy: () => new Map([...lazy].filter(([file]) => !isRouteChunk(file))),
  };
}

// ---- With a manifest (build.manifest: true) ----

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function graphFromManifest(manifest: Record<string, ManifestChunk>): Graph {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the Vite manifest has no entry chunk");
  return {
    entry: collect(entryKey, new Set()),
    route(chunk) {
      const key = Object.keys(manifest).find((k) => {
        const src = manifest[k]?.src ?? k;
        return posix.basename(src).replace(/\.[jt]sx?$/, "") === chunk;
      });
      return key ? collect(key, new Set()) : undefined;
    },
    otherLazy() {
      const others = new Map<string, Set<string>>();
      for (const key of manifest[entryKey]?.dynamicImports ?? []) {
        const chunk = manifest[key];
        if (chunk && !isRouteChunk(chunk.file)) others.set(chunk.file, collect(key, new Set()));
      }
      return others;
    },
  };
}

// ---- Report ----

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = gzipCache.get(file);
  if (!known) {
    const bytes = readDist(file);
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, known);
  }
  return known;
}

function total(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  let raw = 0;
  for (const file of files) {
    const { raw: r, gzip } = size(file);
    raw += r;
    if (file.endsWith(".css")) css += gzip;
    else js += gzip;
  }
  return { js, css, gzip: js + css, raw };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  if (!existsSync(join(distDir, "index.html"))) {
    console.error(`No build in ${distDir}: run \`npm run build\` first.`);
    return 2;
  }
  const manifestPath = join(distDir, ".vite", "manifest.json");
  const usesManifest = existsSync(manifestPath);
  const graph = usesManifest
    ? graphFromManifest(JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>)
    : graphFromHtml();

  const entry = total(graph.entry);
  console.log(
    `Initial download per route, gzipped (level 9), from ${usesManifest ? "the Vite manifest" : "index.html and the chunks' imports"}`,
  );
  console.log(
    `entry (shared by every route): ${kb(entry.gzip)} (JS ${kb(entry.js)}, CSS ${kb(entry.css)}; ${kb(entry.raw)} raw, ${graph.entry.size} files)\n`,
  );
  // Lazy parts of the app shell (auth client, toasts, drawer...) that the entry may load by itself:
  // not part of the first paint, but usually downloaded right after it.
  const others = graph.otherLazy();
  const shellFiles = new Set<string>();
  if (others.size > 0) {
    const parts = [...others].map(([file, files]) => {
      for (const f of files) shellFiles.add(f);
      const own = total([...files].filter((f) => !graph.entry.has(f)));
      return `${posix.basename(file).replace(/-[\w-]{8}\.js$/, "")} ${kb(own.gzip)}`;
    });
    console.log(`other lazy chunks of the entry (not counted in "total gz"): ${parts.join(", ")}\n`);
  }
  const header = ["route", "total gz", "JS gz", "CSS gz", "route-only gz", "+ shell lazies (all)", "files", "budget"];
  const rows: string[][] = [];
  let failures = 0;
  for (const route of ROUTES) {
    const own = graph.route(route.chunk);
    if (!own) {
      rows.push([route.path, "?", "?", "?", "?", "?", "?", `no chunk named ${route.chunk}-*.js`]);
      failures++;
      continue;
    }
    const files = new Set([...graph.entry, ...own]);
    const all = total(files);
    const extra = total([...own].filter((file) => !graph.entry.has(file)));
    let verdict = "";
    if (route.budget !== undefined) {
      const ok = all.gzip <= route.budget;
      if (!ok) failures++;
      verdict = `${ok ? "ok" : "OVER"} (max ${kb(route.budget)})`;
    }
    const withShell = total(new Set([...files, ...shellFiles]));
    rows.push([
      route.path,
      kb(all.gzip),
      kb(all.js),
      kb(all.css),
      kb(extra.gzip),
      kb(withShell.gzip),
      String(files.size),
      verdict,
    ]);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (failures > 0) console.log(`\n${failures} route(s) over budget or not found.`);
  return failures > 0 ? 1 : 0;
}

process.exitCode = main();
