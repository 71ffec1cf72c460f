import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "../lib/data-dir-lock.ts";
import { assertRoomToStart } from "../lib/storage.ts";
import * as schema from "./schema.ts";
import { defaultTemplateFile, migrationsFolder } from "./template.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// Any constant works; it only has to be the same in every instance.
const MIGRATION_LOCK = 7_250_001;

/** PostgreSQL when a URL is given, else embedded PGlite under `dataDir` (`memory://` keeps it in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  storageReserveMb?: number;
  /** A fresh data folder starts from this migrated database (db/template.ts) when the file exists. */
  templateFile?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.storageReserveMb ?? 0, options.templateFile ?? defaultTemplateFile);
}

async function openPglite(dataDir: string, storageReserveMb: number, templateFile: string): Promise<Database> {
  let dataPath = dataDir;
  let lock: { release(): void } | undefined;
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
    try {
      assertRoomToStart(dataDir, storageReserveMb);
    } catch (error) {
      lock.release();
      throw error;
    }
    dataPath = `${dataDir}/pglite`;
  }
  try {
    const fresh = !dataDir.startsWith("memory://") && !existsSync(`${dataPath}/PG_VERSION`);
    const loadDataDir = fresh && existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined;
    const client = await PGlite.create(dataPath, { loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close().finally(() => lock?.release()) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A client losing its connection must not crash the process: an idle one is dropped by the pool,
  // and one checked out (inside a transaction) fails its query and is discarded on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait.
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
