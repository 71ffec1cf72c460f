// Cross-site request forgery: state-changing requests need one of Parley's origins and a JSON body.
import { beforeAll, describe, expect, it } from "vitest";
import { forms as formsTable } from "../../db/schema.ts";
import { testDrivers } from "../../test/databases.ts";
import type { TestOwner } from "../../test/harness.ts";
import { useTestParley } from "../../test/suite.ts";

const form = { title: "Lunch", questions: [{ question: "How was it?", type: "open-ended" }] };
const forbidden = { error: { code: "FORBIDDEN_ORIGIN", message: "This request came from another site." } };

describe.each(testDrivers)("origin and content type of state-changing requests on $name", (driver) => {
  const parley = useTestParley(driver, { PLAN_FORMS_PER_MONTH: "0" });
  let owner: TestOwner;
  let formId: string;
  const formCount = async () => (await parley.database.db.select().from(formsTable)).length;

  beforeAll(async () => {
    ({ owner, formId } = await parley.ownerWithForm(form));
  });

  it("answers 403 to a signed-in owner's browser on another origin or site, changing nothing", async () => {
    const before = await formCount();
    const attempts = [
      parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form, origin: "http://localhost:3001" }),
      parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form, origin: "null" }),
      parley.call("POST", "/api/forms", {
        cookie: owner.cookie,
        body: form,
        origin: null,
        headers: { "sec-fetch-site": "same-site" },
      }),
      parley.call("PUT", `/api/forms/${formId}`, {
        cookie: owner.cookie,
        body: { ...form, title: "Hijacked" },
        origin: "https://evil.example",
      }),
      parley.call("DELETE", `/api/forms/${formId}`, { cookie: owner.cookie, origin: "https://evil.example" }),
      parley.call("POST", "/api/generate-questions", {
        body: { message: "Spend their AI quota" },
        origin: "https://evil.example",
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual(forbidden);
    }
    expect(await formCount()).toBe(before);
    expect((await parley.call("GET", `/api/forms/${formId}`, { cookie: owner.cookie })).json.title).toBe("Lunch");
  });

  it("answers 415 to JSON sent as text/plain or a form, changing nothing", async () => {
    const before = await formCount();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await parley.call("POST", "/api/forms", {
        cookie: owner.cookie,
        rawBody: JSON.stringify(form),
        headers: { "content-type": type },
      });
      expect(res.status).toBe(415);
      expect(res.json.error).toEqual({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Requests with a body must be sent as application/json.",
      });
    }
    expect(await formCount()).toBe(before);
  });

  it.each([
    ["the same origin", {}],
    ["only Sec-Fetch-Site: same-origin", { origin: null, headers: { "sec-fetch-site": "same-origin" } }],
    ["a script with no Origin", { origin: null, headers: { "content-type": "application/json; charset=utf-8" } }],
  ])("accepts a creation from %s, and a bodyless delete after it", async (_, request) => {
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form, ...request });
    expect(created.status).toBe(201);
    const bodyless = await parley.call("DELETE", `/api/forms/${created.json.id}`, { cookie: owner.cookie });
    expect(bodyless.status).toBeLessThan(300);
  });
});
