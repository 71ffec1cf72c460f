import { describe, expect, it } from "vitest";
import { createFormCache } from "./cache.ts";

const row = (id: string) =>
  ({ id, ownerId: "owner", title: id, questions: [], createdAt: new Date(), updatedAt: new Date() }) as Parameters<
    ReturnType<typeof createFormCache>["set"]
  >[0];

describe("the form cache", () => {
  it("keeps a form respondents keep reading when it is full, and lets the least recently read go", () => {
    const cache = createFormCache(true);
    for (let i = 0; i < 1000; i++) cache.set(row(`form-${i}`));
    expect(cache.get("form-0")?.title).toBe("form-0");
    cache.set(row("form-new"));
    expect(cache.get("form-0")?.title).toBe("form-0");
    expect(cache.get("form-1")).toBeUndefined();
    expect(cache.get("form-new")?.title).toBe("form-new");
  });

  it("holds nothing when off (PostgreSQL) and forgets an edited form", () => {
    const off = createFormCache(false);
    off.set(row("a"));
    expect(off.get("a")).toBeUndefined();
    const on = createFormCache(true);
    on.set(row("a"));
    on.invalidate("a");
    expect(on.get("a")).toBeUndefined();
  });
});
