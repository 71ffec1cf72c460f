import { useSyncExternalStore } from "react";
import type { authClient } from "./auth-client.ts";

/** What better-auth's `useSession` returns: the session (or null) and whether it is still being read. */
export type SessionState = ReturnType<typeof authClient.useSession>;

// better-auth's client is a chunk of its own: the header reads the session through this store, which
// fetches the client on first use, so a page draws before the client (and the session) has arrived.
const PENDING = { data: null, error: null, isPending: true, isRefetching: false } as unknown as SessionState;
let snapshot: SessionState = PENDING;
let started = false;
const listeners = new Set<() => void>();

function start(): void {
  if (started) return;
  started = true;
  const publish = (value: SessionState) => {
    snapshot = value;
    for (const listener of listeners) listener();
  };
  import("./auth-client.ts").then(
    ({ authClient }) => authClient.$store.atoms.session?.subscribe((value) => publish(value as SessionState)),
    (error: unknown) => {
      // Without the client the session cannot be read: offer Login and Register rather than nothing.
      console.error("The auth client could not be loaded:", error);
      publish({ ...PENDING, isPending: false });
    },
  );
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribeNothing = () => () => {};

/**
 * The live session, as better-auth's `useSession`: pending until the auth client has loaded and asked.
 * With `enabled` false it stays pending and the client is not fetched (a header part nobody sees).
 */
export function useSession(enabled = true): SessionState {
  return useSyncExternalStore(
    enabled ? subscribe : subscribeNothing,
    () => (enabled ? snapshot : PENDING),
    () => PENDING,
  );
}
