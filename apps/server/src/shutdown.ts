import type { Server, ServerResponse } from "node:http";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (their
 * answers carry `Connection: close`, so no client sends another on a socket about to go), then
 * close the database and exit. A request still running after `graceMs` is cut off, so the process
 * always ends within a container runtime's stop timeout (10 s by default).
 */
export function exitGracefullyOnSignals(server: Server, closeDatabase: () => Promise<void>, graceMs = 8000) {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  const closeAfterReply = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  // Registered before the app's own handler runs, so every response is tracked from its start.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopping) closeAfterReply(res);
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing ${inFlight.size} request(s) in flight, then stopping.`);
    for (const res of inFlight) closeAfterReply(res);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
    // Should closing the database hang, the process still ends.
    setTimeout(() => process.exit(1), graceMs + 1500).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    clearTimeout(deadline);
    let code = 0;
    try {
      await closeDatabase();
    } catch (error) {
      console.error("Closing the database failed:", error);
      code = 1;
    }
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
