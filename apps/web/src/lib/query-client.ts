import { QueryClient } from "@tanstack/react-query";
import { isWorthRetrying } from "./api.ts";

export const appConfigQueryKey = ["app-config"] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: isWorthRetrying,
      },
    },
  });
}

/**
 * The cache of the whole visit, shared by every screen (app/router.tsx gives it to each one). It is a
 * chunk of its own: the respondent's page does not use it, so it does not download it.
 */
export const queryClient = createQueryClient();

/** After sign-out: the owner's data must not outlive the session; server facts (the app config) may. */
export function forgetOwnerData(client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigQueryKey[0] });
}
