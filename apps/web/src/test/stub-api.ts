import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { useSession } from "../lib/session.ts";

interface StubRequest {
  method: string;
  path: string;
  body: unknown;
  query: URLSearchParams;
}
type Handler = (request: StubRequest) => { status?: number; body?: unknown };
type Stub = Handler | { status?: number; body?: unknown };

/** The API the web tests talk to: msw answers fetch, each test sets its routes with stubApi. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const reply = ({ status = 200, body }: { status?: number; body?: unknown }) =>
  body === undefined
    ? new HttpResponse(null, { status })
    : typeof body === "string"
      ? new HttpResponse(body, { status })
      : HttpResponse.json(body as never, { status });

/**
 * Answers "METHOD /path" with a status and body (or a function of the request); anything else answers
 * 404 in the API's error shape, so a missing stub fails the test loudly. Returns the requests made.
 */
export function stubApi(routes: Record<string, Stub>) {
  const calls: StubRequest[] = [];
  const record = async (request: Request): Promise<StubRequest> => {
    const url = new URL(request.url);
    const text = await request.text();
    const call = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      query: url.searchParams,
    };
    calls.push(call);
    return call;
  };
  server.use(
    ...Object.entries(routes).map(([route, stub]) => {
      const [method = "GET", path = "/"] = route.split(" ");
      const verb = method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
      return http[verb](path, async ({ request }) => {
        const call = await record(request);
        return reply(typeof stub === "function" ? stub(call) : stub);
      });
    }),
    http.all("*", async ({ request }) => {
      const { method, path } = await record(request);
      return reply({ status: 404, body: { error: { code: "NOT_FOUND", message: `No stub for ${method} ${path}` } } });
    }),
  );
  return { calls };
}

export const unauthorizedBody = { error: { code: "UNAUTHORIZED", message: "User not authenticated" } };
export const notFoundBody = { error: { code: "NOT_FOUND", message: "Survey not found" } };

/** What useSession returns, for vi.mocked(useSession).mockReturnValue(...). */
export const sessionFor = (userId: string | null, isPending = false) =>
  ({ data: userId ? { user: { id: userId, name: "Ada" } } : null, isPending }) as never;

/** Each test of the block runs signed in as this owner (the test file mocks lib/session.ts's useSession). */
export function signInEachTest(userId: string) {
  beforeEach(() => vi.mocked(useSession).mockReturnValue(sessionFor(userId)));
  afterEach(() => vi.mocked(useSession).mockReset());
}
