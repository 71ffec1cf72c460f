import { createHash, randomBytes } from "node:crypto";
import type { ApiKey, CreatedApiKey } from "@parley/schema";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { apiKeys, user } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";

export const API_KEY_PREFIX = "parley_";
export const MAX_KEYS_PER_OWNER = 20;
// Recording each use would write on every request; a minute is precise enough for "last used".
const LAST_USED_PRECISION_MS = 60_000;

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function createApiKeysService(db: Db) {
  return {
    async create(ownerId: string, name: string): Promise<CreatedApiKey> {
      const existing = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, ownerId));
      if (existing.length >= MAX_KEYS_PER_OWNER) {
        throw new AppError("VALIDATION_ERROR", `You can have at most ${MAX_KEYS_PER_OWNER} API keys.`);
      }
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
      const id = crypto.randomUUID();
      await db.insert(apiKeys).values({ id, userId: ownerId, name, keyHash: hashKey(key) });
      return { id, name, key };
    },

    async list(ownerId: string): Promise<ApiKey[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, ownerId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async revoke(ownerId: string, keyId: string): Promise<void> {
      const deleted = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, ownerId)))
        .returning({ id: apiKeys.id });
      if (deleted.length === 0) throw notFound("API key not found");
    },

    /** The owner a key acts for, or null for an unknown or revoked key. */
    async ownerOf(key: string): Promise<SessionUser | null> {
      const [row] = await db
        .select({ keyId: apiKeys.id, id: user.id, name: user.name, email: user.email })
        .from(apiKeys)
        .innerJoin(user, eq(user.id, apiKeys.userId))
        .where(eq(apiKeys.keyHash, hashKey(key)));
      if (!row) return null;
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, row.keyId),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000})`),
            ),
          ),
        );
      return { id: row.id, name: row.name, email: row.email };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
