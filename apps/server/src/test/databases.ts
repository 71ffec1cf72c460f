import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDriver {
  name: "pglite" | "postgres";
  /** Makes a fresh, empty database for one test file; returns its URL (undefined for PGlite) and a drop function. */
  create(): Promise<{ databaseUrl: string | undefined; dataDir: string; drop(): Promise<void> }>;
}

const pglite: TestDriver = {
  name: "pglite",
  create: async () => ({ databaseUrl: undefined, dataDir: "memory://", drop: async () => {} }),
};

function postgres(baseUrl: string): TestDriver {
  return {
    name: "postgres",
    async create() {
      const name = `parley_t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return {
        databaseUrl: url.toString(),
        dataDir: "memory://",
        async drop() {
          const client = new pg.Client({ connectionString: baseUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) {
  if (process.env.CI) throw new Error("TEST_DATABASE_URL must be set in CI: the PostgreSQL tests may not skip there.");
  console.warn("TEST_DATABASE_URL is not set: the database tests run on PGlite only, the PostgreSQL runs are skipped.");
}

/** Every database suite runs once per driver: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];
