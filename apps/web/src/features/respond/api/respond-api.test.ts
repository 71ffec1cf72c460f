// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveProgressRemote } from "./respond-api.ts";

describe("saveProgressRemote", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the answers so far as a keepalive request, so the last one survives leaving the page", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    await saveProgressRemote("owner-1", "form-9", {
      sessionId: "s1",
      responses: [{ id: "q1", question: "Would you come back?", type: "radio", answer: "Yes", isFollowUp: false }],
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toMatch(/\/progress$/);
    expect(init?.method).toBe("PUT");
    expect(init?.keepalive).toBe(true);
  });

  it("sends a body too large for keepalive as a plain request", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const long = "x".repeat(70_000);
    await saveProgressRemote("owner-1", "form-9", {
      sessionId: "s1",
      responses: [{ id: "q1", question: "Tell us more", type: "open-ended", answer: long, isFollowUp: false }],
    });
    expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(false);
  });
});
