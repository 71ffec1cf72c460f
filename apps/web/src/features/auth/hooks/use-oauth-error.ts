import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * better-auth sends the browser back with `?error=...` when a Google sign-in fails on its side.
 * Reports it once, then removes it from the address.
 */
export function useOAuthError(onError: (message: string) => void): void {
  const [params, setParams] = useSearchParams();
  const reported = useRef(false);
  const error = params.get("error");
  const description = params.get("error_description");

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    onError((description || error).replaceAll("_", " "));
    setParams(
      (current) => {
        current.delete("error");
        current.delete("error_description");
        return current;
      },
      { replace: true },
    );
  }, [error, description, onError, setParams]);
}
