import { vi } from "vitest";

type Handler = (request: { method: string; path: string; body: unknown; query: URLSearchParams }) => {
  status?: number;
  body?: unknown;
};

/** Replaces fetch with a table of "METHOD /path" handlers; anything else answers 404 and fails the test loudly. */
export function stubApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown; query: URLSearchParams }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      return new Response(
        JSON.stringify({ error: { code: "NOT_FOUND", message: `No stub for ${method} ${url.pathname}` } }),
        {
          status: 404,
        },
      );
    }
    const { status = 200, body: payload } = typeof route === "function" ? route(request) : route;
    const text = payload === undefined ? null : typeof payload === "string" ? payload : JSON.stringify(payload);
    return new Response(text, { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const unauthorizedBody = { error: { code: "UNAUTHORIZED", message: "User not authenticated" } };
export const notFoundBody = { error: { code: "NOT_FOUND", message: "Survey not found" } };

/** What useSession returns, for vi.mocked(useSession).mockReturnValue(...). */
export const sessionFor = (userId: string | null, isPending = false) =>
  ({ data: userId ? { user: { id: userId, name: "Ada" } } : null, isPending }) as never;
