import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useScrollToTop } from "./use-scroll-to-top.ts";

/** Spec section 2: Logout signs out, goes to /home and scrolls to the top. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const scrollToTop = useScrollToTop();

  return useCallback(async () => {
    // Both are chunks of their own (the respondent's page loads neither up front); the header has
    // loaded the auth client by the time Logout shows.
    const queries = import("../lib/query-client.ts");
    try {
      const { authClient } = await import("../lib/auth-client.ts");
      await authClient.signOut();
    } catch (error) {
      console.error("Sign-out failed", error);
    }
    navigate("/home");
    scrollToTop();
    (await queries).forgetOwnerData();
  }, [navigate, scrollToTop]);
}
