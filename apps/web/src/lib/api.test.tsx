// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api.ts";

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

describe("api", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends JSON and returns the parsed body", async () => {
    const fetchMock = respond(200, { id: "f1" });
    await expect(api("/api/forms", { method: "POST", body: { title: "T" } })).resolves.toEqual({ id: "f1" });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('{"title":"T"}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("throws the server's message and code", async () => {
    respond(404, { error: { code: "NOT_FOUND", message: "Survey not found" } });
    const error = await api("/api/forms/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Survey not found", code: "NOT_FOUND", status: 404 });
  });

  it("says 'Network Error' when the request never reaches the server", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api("/api/forms")).rejects.toThrow("Network Error");
  });

  it("does not leak an error page's body", async () => {
    respond(502, "<html>Bad Gateway</html>");
    await expect(api("/api/forms")).rejects.toThrow("Something went wrong. Please try again.");
  });
});
