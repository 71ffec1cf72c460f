import { fileURLToPath } from "node:url";
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

export default defineConfig({
  root,
  plugins: [react(), mantineStylesPerComponent()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one file (with one stylesheet) instead of half a dozen small
          // ones: each extra file costs a request and compresses worse on its own.
          groups: [{ name: "index", tags: ["$initial"] }],
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
});
