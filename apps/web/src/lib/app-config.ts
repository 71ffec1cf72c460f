import { type AppConfig, appConfigSchema } from "@parley/schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";

export const appConfigQueryKey = ["app-config"] as const;

export async function fetchAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await api<unknown>("/api/config"));
}

/** Server facts the UI depends on (Google sign-in, demo form, plan). They do not change while the page is open. */
export function useAppConfig() {
  return useQuery({ queryKey: appConfigQueryKey, queryFn: fetchAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
