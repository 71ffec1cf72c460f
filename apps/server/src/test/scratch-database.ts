// Throwaway PostgreSQL databases: one per database test file, and one per `npm run load`.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Creates an empty database `<prefix>_<random hex>` on the server `adminUrl` points at; `drop()` removes it. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAsAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
