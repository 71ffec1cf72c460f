// Owner data is never cached by browsers or proxies.
import { describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { useTestParley } from "../../test/suite.ts";

describe.each(testDrivers)("Cache-Control of API answers on $name", (driver) => {
  const parley = useTestParley(driver);

  it("is no-store on every owner read, session and error", async () => {
    const owner = await parley.signUp();
    const form = { title: "T", questions: [{ question: "Why?", type: "open-ended" }] };
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form });
    const id = created.json.id;
    const reads = await Promise.all(
      [
        "/api/forms",
        `/api/forms/${id}`,
        `/api/forms/${id}/responses`,
        `/api/forms/${id}/responses.csv`,
        `/api/forms/${id}/analysis`,
        "/api/auth/get-session",
      ].map((path) => parley.call("GET", path, { cookie: owner.cookie })),
    );
    for (const res of [created, ...reads, await parley.call("GET", "/api/forms/nope", { cookie: owner.cookie })]) {
      // Exports add no-transform, so compression leaves their stream alone.
      expect(res.headers.get("cache-control"), res.text.slice(0, 80)).toMatch(/^no-store(, no-transform)?$/);
    }
  });
});
