import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { appConfigQueryKey } from "../lib/app-config.ts";
import { authClient } from "../lib/auth-client.ts";
import { useScrollToTop } from "./use-scroll-to-top.ts";

/** Spec section 2: Logout signs out, goes to /home and scrolls to the top. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scrollToTop = useScrollToTop();

  return useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (error) {
      console.error("Sign-out failed", error);
    }
    navigate("/home");
    scrollToTop();
    // The owner's data must not outlive the session; server facts may.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigQueryKey[0] });
  }, [navigate, queryClient, scrollToTop]);
}
