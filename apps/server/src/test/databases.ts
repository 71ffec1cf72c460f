import { createScratchDatabase } from "./scratch-database.ts";

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
      const database = await createScratchDatabase(baseUrl, "parley_t");
      return { databaseUrl: database.url, dataDir: "memory://", drop: database.drop };
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

/** The PostgreSQL driver, for a suite that only makes sense there; without TEST_DATABASE_URL it says `what` is skipped. */
export function postgresOnly(what: string): TestDriver | undefined {
  const driver = testDrivers.find((d) => d.name === "postgres");
  if (!driver) console.warn(`${what} skipped: PostgreSQL is needed, and TEST_DATABASE_URL is not set.`);
  return driver;
}
