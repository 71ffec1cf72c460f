import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_FORM_ID, ensureDemo } from "../modules/demo/service.ts";
import { openDatabase } from "./client.ts";
import { migrationsFolder, writeDatabaseTemplate } from "./template.ts";

const scratch = mkdtempSync(join(tmpdir(), "parley-template-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const lastTag = journal.entries.at(-1)?.tag ?? "";

async function appliedMigrations(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function tableExists(db: Awaited<ReturnType<typeof openDatabase>>["db"], name: string): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass(${name}) is not null as present`);
  return (result as unknown as { rows: { present: boolean }[] }).rows[0]?.present ?? false;
}

describe("the database template", () => {
  it("a fresh data folder starts from it; migrations newer than the template apply on top; the demo form is made", async () => {
    // A template one migration behind the code, as an image built before the newest migration would be.
    const olderMigrations = join(scratch, "older-migrations");
    cpSync(migrationsFolder, olderMigrations, { recursive: true });
    rmSync(join(olderMigrations, `${lastTag}.sql`));
    writeFileSync(
      join(olderMigrations, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
    );
    const templateFile = join(scratch, "older.tar.gz");
    await writeDatabaseTemplate(templateFile, olderMigrations);

    const dataDir = join(scratch, "fresh");
    const database = await openDatabase({ dataDir, templateFile });
    try {
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
      await ensureDemo(database.db);
      const demo = await database.db.execute(sql`select title from forms where id = ${DEMO_FORM_ID}`);
      expect((demo as unknown as { rows: { title: string }[] }).rows).toEqual([{ title: "Parley Demo Survey" }]);
    } finally {
      await database.close();
    }
    // The lock and the secret are the install's own, beside the database, never inside it.
    expect(readdirSync(join(dataDir, "pglite"))).not.toContain("parley.lock");
  });

  it("the database really comes from the template, and an existing database ignores it", async () => {
    // A template with a mark that initdb and the migrations never make.
    const marked = await PGlite.create();
    await marked.exec("create table template_mark (id int)");
    const templateFile = join(scratch, "marked.tar.gz");
    writeFileSync(templateFile, Buffer.from(await (await marked.dumpDataDir("gzip")).arrayBuffer()));
    await marked.close();

    const fromTemplate = await openDatabase({ dataDir: join(scratch, "marked"), templateFile });
    try {
      expect(await tableExists(fromTemplate.db, "template_mark")).toBe(true);
      expect(await appliedMigrations(fromTemplate.db)).toBe(journal.entries.length);
    } finally {
      await fromTemplate.close();
    }

    const existingDir = join(scratch, "existing");
    const first = await openDatabase({ dataDir: existingDir, templateFile: join(scratch, "none.tar.gz") });
    await ensureDemo(first.db);
    await first.db.execute(sql`update forms set title = 'Kept' where id = ${DEMO_FORM_ID}`);
    await first.close();
    expect(existsSync(join(existingDir, "pglite/PG_VERSION"))).toBe(true);

    const reopened = await openDatabase({ dataDir: existingDir, templateFile });
    try {
      expect(await tableExists(reopened.db, "template_mark")).toBe(false);
      const demo = await reopened.db.execute(sql`select title from forms where id = ${DEMO_FORM_ID}`);
      expect((demo as unknown as { rows: { title: string }[] }).rows).toEqual([{ title: "Kept" }]);
    } finally {
      await reopened.close();
    }
  });
});
