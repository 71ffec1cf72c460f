import type { PublicForm } from "@parley/schema";
import { useCallback, useEffect, useState } from "react";
import { isWorthRetrying, retryDelay } from "../../../lib/api.ts";
import { fetchPublicForm } from "../api/respond-api.ts";

type Outcome = { status: "pending" } | { status: "error"; error: Error } | { status: "success"; data: PublicForm };

export type PublicFormQuery = Outcome & {
  /** A request (or its retries) is under way, also while an error is shown. */
  isFetching: boolean;
  /** Tries again after an error. */
  refetch: () => void;
};

/**
 * The shared form, with the retries the other screens get from TanStack Query. The respondent's
 * page, the one most people see first, does without TanStack Query to stay light.
 */
export function usePublicForm(userId: string, formId: string): PublicFormQuery {
  const key = `${userId}/${formId}`;
  const [state, setState] = useState<{ key: string; outcome: Outcome; isFetching: boolean }>({
    key,
    outcome: { status: "pending" },
    isFetching: true,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // `attempt` is here so that refetch() runs this again.
    void attempt;
    const load = (failureCount: number) => {
      fetchPublicForm(userId, formId).then(
        (data) => {
          if (!cancelled) setState({ key, outcome: { status: "success", data }, isFetching: false });
        },
        (error: unknown) => {
          if (cancelled) return;
          if (isWorthRetrying(failureCount, error)) {
            timer = setTimeout(() => load(failureCount + 1), retryDelay(failureCount));
            return;
          }
          const failure = error instanceof Error ? error : new Error(String(error));
          setState({ key, outcome: { status: "error", error: failure }, isFetching: false });
        },
      );
    };
    setState((previous) =>
      previous.key === key
        ? { ...previous, isFetching: true }
        : { key, outcome: { status: "pending" }, isFetching: true },
    );
    load(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, userId, formId, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // Another form's state (the address just changed) is not this form's.
  if (state.key !== key) return { status: "pending", isFetching: true, refetch };
  return { ...state.outcome, isFetching: state.isFetching, refetch };
}
