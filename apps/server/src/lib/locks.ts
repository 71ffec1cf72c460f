import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Serialises a check-then-insert on one key across every instance, until the transaction ends. */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
