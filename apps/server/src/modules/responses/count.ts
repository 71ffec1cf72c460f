import { and, count, eq, max, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { responses } from "../../db/schema.ts";

/** How many responses a form has (those matching `filter`, when given) and when the last came. */
export async function countResponses(
  db: Pick<Db, "select">,
  formId: string,
  filter?: SQL,
): Promise<{ total: number; last: Date | null }> {
  const [row] = await db
    .select({ total: count(), last: max(responses.createdAt) })
    .from(responses)
    .where(filter ? and(eq(responses.formId, formId), filter) : eq(responses.formId, formId));
  return { total: row?.total ?? 0, last: row?.last ?? null };
}
