// An HTTP answer as the tests inspect it, from the in-process app and from a server process alike.

export interface HttpResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  json: any;
  text: string;
}

/** Reads `response` whole; `json` is its parsed body, or undefined when the body is empty or not JSON. */
export async function readResult(response: Response): Promise<HttpResult> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The Cookie header a browser would send back after this response. */
export function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
