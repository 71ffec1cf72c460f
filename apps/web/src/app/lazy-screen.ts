import { type ComponentType, lazy } from "react";

/**
 * Each screen is its own chunk, so a respondent opening a shared link downloads only what that page
 * needs. Screens get TanStack Query's cache, fetched alongside their own chunk (not after it).
 */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import("./with-query-client.tsx")]);
    return { default: withQueryClient(module[name]) };
  });
}

/** A screen that needs no query cache: the respondent's page, kept as light as can be. */
export function lightScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
