import { closeSync, mkdirSync, openSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { StartupError } from "./startup-error.ts";

// The package ships no types; tryLock is false when another process holds the lock.
const { tryLock } = createRequire(import.meta.url)("fs-native-extensions") as { tryLock(fd: number): boolean };

/**
 * Takes an exclusive OS lock on `DATA_DIR/parley.lock` for the life of the process: two servers on one
 * embedded database would each see only their own writes. The OS drops the lock when the process ends,
 * however it ends, so a killed server leaves no stale lock behind.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const fd = openSync(join(dataDir, "parley.lock"), "a+");
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new StartupError(
      `Another Parley server is already using the data folder ${resolve(dataDir)} (DATA_DIR); stop it or choose another DATA_DIR.`,
    );
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      closeSync(fd);
    },
  };
}
