import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["journeys/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["support/global-setup.ts"],
    // Each file starts a server and a browser: one file at a time (the machines have 2 cores).
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
