// Set-up shared by the database suites: a Parley per describe block, and clean-ups run after it.
import { afterAll, beforeAll } from "vitest";
import type { TestDriver } from "./databases.ts";
import { startTestParley, type TestParley } from "./harness.ts";

/** Clean-ups for a describe block, run newest first after its tests. */
export function cleanupsAfterAll(): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

/**
 * A test Parley for a describe block on `driver`: started before its tests, stopped after them. What
 * it returns stands for that Parley once the block's tests (and later `beforeAll`s) run.
 */
export function useTestParley(driver: TestDriver, ...setup: DropFirst<Parameters<typeof startTestParley>>) {
  let parley: TestParley | undefined;
  beforeAll(async () => {
    parley = await startTestParley(driver, ...setup);
  });
  afterAll(() => parley?.stop());
  return new Proxy({} as Omit<TestParley, "stop">, {
    get(_, key) {
      if (!parley) throw new Error("The test Parley is used before its beforeAll ran.");
      return Reflect.get(parley, key);
    },
  });
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
