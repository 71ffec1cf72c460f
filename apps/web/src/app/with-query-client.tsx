import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { queryClient } from "../lib/query-client.ts";

/** The screen inside the visit's query cache (one cache, shared by every screen that uses it). */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function ScreenWithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
