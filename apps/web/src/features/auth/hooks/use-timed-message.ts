import { useCallback, useEffect, useRef, useState } from "react";

/** Spec section 4: error messages on login and register clear after 3 s. */
export const MESSAGE_DURATION_MS = 3000;

/** A message that clears itself after a while; showing a new one restarts the clock. */
export function useTimedMessage(durationMs = MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  return [message, show] as const;
}
