// One address cannot fill a capped form and close it, and owners can delete junk responses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "../../test/databases.ts";
import { startTestParley, type TestParley } from "../../test/harness.ts";

const form = { title: "Coffee", questions: [{ question: "How was it?", type: "open-ended" }] };
const answer = (text: string) => ({
  responses: [{ id: "1", question: "How was it?", type: "open-ended", answer: text, isFollowUp: false }],
});

describe.each(testDrivers)("submission limits per form and response deletion on $name", (driver) => {
  let parley: TestParley;
  let owner: Awaited<ReturnType<TestParley["signUp"]>>;
  const newForm = async () => {
    const created = await parley.call("POST", "/api/forms", { cookie: owner.cookie, body: form });
    expect(created.status).toBe(201);
    return { id: created.json.id as string, path: `/api/public/forms/${owner.userId}/${created.json.id}` };
  };
  const answers = async (formId: string) =>
    (await parley.call("GET", `/api/forms/${formId}/responses`, { cookie: owner.cookie })).json as {
      id: string;
      responses: { answer: string }[];
    }[];

  beforeAll(async () => {
    parley = await startTestParley(driver, { PLAN_FORMS_PER_MONTH: "0", PLAN_RESPONSES_PER_FORM: "6" });
    owner = await parley.signUp();
  });
  afterAll(() => parley.stop());

  it("takes 5 responses per hour from one address on a capped form, leaving the rest for others", async () => {
    const { id, path } = await newForm();
    for (let i = 0; i < 5; i++) {
      const res = await parley.call("POST", `${path}/responses`, { body: answer(`spam ${i}`), address: "192.0.2.7" });
      expect(res.status).toBe(201);
    }
    const sixth = await parley.call("POST", `${path}/responses`, { body: answer("spam 5"), address: "192.0.2.7" });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await parley.call("GET", path)).json.acceptingResponses).toBe(true);
    const other = await parley.call("POST", `${path}/responses`, { body: answer("real"), address: "192.0.2.8" });
    expect(other.status).toBe(201);
    // The same address may still answer another form.
    const elsewhere = await newForm();
    const res = await parley.call("POST", `${elsewhere.path}/responses`, { body: answer("x"), address: "192.0.2.7" });
    expect(res.status).toBe(201);
    expect((await answers(id)).map((r) => r.responses[0]?.answer)).toEqual([
      "spam 0",
      "spam 1",
      "spam 2",
      "spam 3",
      "spam 4",
      "real",
    ]);
  });

  it("lets the owner delete single responses, and deleting reopens a full form", async () => {
    const { id, path } = await newForm();
    for (let i = 0; i < 6; i++) {
      const res = await parley.call("POST", `${path}/responses`, { body: answer(`r${i}`), address: `198.51.100.${i}` });
      expect(res.status).toBe(201);
    }
    expect((await parley.call("GET", path)).json.acceptingResponses).toBe(false);
    const closed = await parley.call("POST", `${path}/responses`, { body: answer("late"), address: "198.51.100.9" });
    expect(closed.status).toBe(403);

    const [junk] = await answers(id);
    if (!junk) throw new Error("no responses");
    const stranger = await parley.signUp();
    const url = `/api/forms/${id}/responses/${junk.id}`;
    expect((await parley.call("DELETE", url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await parley.call("DELETE", url)).status).toBe(401);
    expect((await answers(id)).length).toBe(6);

    expect((await parley.call("DELETE", url, { cookie: owner.cookie })).status).toBe(204);
    const again = await parley.call("DELETE", url, { cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect(again.json.error).toEqual({ code: "NOT_FOUND", message: "Response not found" });
    expect((await answers(id)).map((r) => r.responses[0]?.answer)).toEqual(["r1", "r2", "r3", "r4", "r5"]);

    expect((await parley.call("GET", path)).json.acceptingResponses).toBe(true);
    const reopened = await parley.call("POST", `${path}/responses`, { body: answer("late"), address: "198.51.100.9" });
    expect(reopened.status).toBe(201);
  });
});
