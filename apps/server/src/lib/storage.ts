import { statfsSync } from "node:fs";
import { statfs } from "node:fs/promises";
import { resolve } from "node:path";
import { AppError } from "../errors.ts";
import { StartupError } from "./startup-error.ts";

const MB = 1024 * 1024;

export interface StorageGuard {
  /** Throws 507 INSUFFICIENT_STORAGE when a write could leave the disk under the reserve. */
  assertRoom(): Promise<void>;
}

export const insufficientStorage = () =>
  new AppError("INSUFFICIENT_STORAGE", "The server is out of storage space. Please try again later.");

/**
 * The embedded database cannot survive a full disk (a failed write aborts it), so writes stop while
 * the data folder's disk has less than `reserveMb` free; reads go on, and writes resume once space is freed.
 */
export function createStorageGuard(dataDir: string, reserveMb: number): StorageGuard {
  return {
    async assertRoom() {
      const stats = await statfs(dataDir);
      if (stats.bavail * stats.bsize < reserveMb * MB) throw insufficientStorage();
    },
  };
}

/** Before opening the embedded database: a start on a (nearly) full disk says what is missing. */
export function assertRoomToStart(dataDir: string, reserveMb: number): void {
  const stats = statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  if (free < reserveMb * MB) {
    throw new StartupError(
      `Not enough free disk space for the data folder ${resolve(dataDir)} (DATA_DIR): ${Math.floor(free / MB)} MB free, Parley needs at least ${reserveMb} MB (STORAGE_RESERVE_MB).`,
    );
  }
}
