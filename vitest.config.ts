import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "packages/*/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // Rendering Mantine screens in jsdom takes seconds when CI shares its cores.
          testTimeout: 20_000,
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
