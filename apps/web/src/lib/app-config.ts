import type { AppConfig } from "@parley/schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";
import { appConfigQueryKey } from "./query-client.ts";

export { appConfigQueryKey };

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null;

/**
 * Checks the body against `appConfigSchema` (in @parley/schema) by hand, keeping zod out of the
 * code every screen loads. Throws, as the schema's parse did, when the server answers something else.
 */
export function parseAppConfig(value: unknown): AppConfig {
  const { googleEnabled, demo, plan } = isRecord(value) ? value : {};
  if (
    typeof googleEnabled !== "boolean" ||
    !isRecord(demo) ||
    typeof demo.userId !== "string" ||
    typeof demo.formId !== "string" ||
    !isRecord(plan) ||
    !Number.isInteger(plan.formsPerMonth) ||
    !Number.isInteger(plan.responsesPerForm)
  ) {
    throw new Error("The server sent an unexpected configuration.");
  }
  return {
    googleEnabled,
    demo: { userId: demo.userId, formId: demo.formId },
    plan: { formsPerMonth: plan.formsPerMonth as number, responsesPerForm: plan.responsesPerForm as number },
  };
}

export async function fetchAppConfig(): Promise<AppConfig> {
  return parseAppConfig(await api<unknown>("/api/config"));
}

/** Server facts the UI depends on (Google sign-in, demo form, plan). They do not change while the page is open. */
export function useAppConfig() {
  return useQuery({ queryKey: appConfigQueryKey, queryFn: fetchAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
