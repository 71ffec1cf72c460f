import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * `.../@mantine/core/esm/components/Button/Button.module.mjs` (one is under `esm/utils/`): the class
 * names of one component, whose stylesheet is `@mantine/core/styles/Button.layer.css`.
 */
const MANTINE_CLASSES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's stylesheet, one component at a time. Every @mantine/core component imports its class
 * names from `<Name>.module.mjs`; in the build we make that module import `styles/<Name>.layer.css`
 * too, so a component's CSS lands in the same chunk as its code: the entry carries only what the
 * shell renders, and each lazy screen brings the rest. The files are in `@layer mantine`, so our
 * own (unlayered) styles win whatever order the chunks' stylesheets arrive in. The dev server
 * pre-bundles Mantine, out of reach of this hook, so there the whole stylesheet is loaded instead.
 */
function mantineStylesPerComponent(): Plugin[] {
  return [
    {
      name: "parley:mantine-styles-per-component",
      apply: "build",
      transform(code, id) {
        const name = MANTINE_CLASSES_MODULE.exec(id.split("?")[0] ?? "")?.[1];
        if (!name) return null;
        return { code: `import "@mantine/core/styles/${name}.layer.css";\n${code}`, map: null };
      },
    },
    {
      name: "parley:mantine-styles-dev",
      apply: "serve",
      // "pre", so that Vite still resolves the bare import in this inline script.
      transformIndexHtml: {
        order: "pre",
        handler: () => [
          {
            tag: "script",
            attrs: { type: "module" },
            children: 'import "@mantine/core/styles.layer.css";',
            injectTo: "head-prepend",
          },
        ],
      },
    },
  ];
}

/** Text the server sends as is: compressed once here, at the highest levels, instead of on every request. */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build; the server picks one by the
 * request's Accept-Encoding (apps/server/src/modules/web/routes.ts). A copy no smaller than the file
 * is not written.
 */
function precompress(): Plugin {
  return {
    name: "parley:precompress",
    apply: "build",
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !PRECOMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const raw = readFileSync(path);
        if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
        const brotli = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < raw.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < raw.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}

/**
 * The production build runs on Preact's React compatibility layer: React's DOM renderer alone is
 * about 50 kB compressed, over half a respondent's budget (100 kB), Preact's about 12 kB. Unit tests
 * and the dev server keep React; the end-to-end journeys run on the build.
 */
const preactInBuild = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: fileURLToPath(new URL("./src/app/react-on-preact.js", import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root,
  resolve: { alias: command === "build" ? preactInBuild : [] },
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one file (with one stylesheet) instead of half a dozen small
          // ones: each extra file costs a request and compresses worse on its own.
          // The respondent's chat (with the Mantine parts it uses) in one more: a phone on a slow link
          // pays a round trip and about 1 kB of headers for every file.
          groups: [
            { name: "index", tags: ["$initial"], priority: 2 },
            { name: "respond", test: /[\\/]src[\\/]features[\\/]respond[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
  preview: {
    host: "127.0.0.1",
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
}));
