import { useSyncExternalStore } from "react";

// The toasts' host (app/notifications-host.tsx) is fetched with the first toast, not with the page:
// most visits, and every respondent's, show none.
let wanted = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
