// A migrated, empty embedded database packed as a tarball (PGlite's dumpDataDir), made once at image
// build time: a fresh DATA_DIR starts from it instead of running initdb, which costs seconds of CPU.
// Only the database files are in it; the auth secret, the lock file and the demo form are made per install.
//   node apps/server/src/db/template.ts [file]     writes it (default: defaultTemplateFile)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
export const defaultTemplateFile = fileURLToPath(new URL("../../pglite-template.tar.gz", import.meta.url));

export async function writeDatabaseTemplate(file: string, folder = migrationsFolder): Promise<void> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    const tarball = await client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

if (import.meta.main) await writeDatabaseTemplate(process.argv[2] ?? defaultTemplateFile);
