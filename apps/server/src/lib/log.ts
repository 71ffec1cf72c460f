// The server's log: one JSON line per event on stderr, with secrets taken out. Query errors carry
// their parameters (session tokens, password hashes), and messages may quote headers or bodies.

const SECRET_FIELD =
  /("?(?:password|passwd|token|session_token|secret|cookie|authorization|api[_-]?key)"?\s*[:=]\s*)("[^"]*"|[^\s,;}&]+)/gi;
const SESSION_COOKIE = /(session_token=)[^;\s]+/gi;
const BEARER = /(bearer\s+)[\w.~+/=-]+/gi;

/** The text without query parameters, cookie values, bearer tokens or `password: ...` style fields. */
export function redact(text: string): string {
  return text
    .replace(/\bparams:[\s\S]*$/i, "params: [redacted]")
    .replace(SESSION_COOKIE, "$1[redacted]")
    .replace(BEARER, "$1[redacted]")
    .replace(SECRET_FIELD, "$1[redacted]");
}

interface ErrorSummary {
  name?: string;
  code?: string;
  message: string;
}

/** Name, code and redacted message of an error and its causes; never its query, parameters or stack. */
export function describeError(error: unknown): ErrorSummary[] {
  const chain: ErrorSummary[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    if (typeof e !== "object") {
      chain.push({ message: redact(String(e)) });
      break;
    }
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    chain.push({
      ...(typeof name === "string" ? { name } : {}),
      ...(typeof code === "string" ? { code } : {}),
      message: redact(typeof message === "string" ? message : ""),
    });
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

type Level = "error" | "warn" | "info";

export function log(level: Level, event: string, fields: { error?: unknown; detail?: string } = {}): void {
  const line = {
    time: new Date().toISOString(),
    level,
    event: redact(event),
    ...(fields.detail !== undefined ? { detail: redact(fields.detail) } : {}),
    ...(fields.error !== undefined ? { error: describeError(fields.error) } : {}),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
