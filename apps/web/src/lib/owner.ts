import { createContext, useContext } from "react";
import { useSession } from "./session.ts";

export type OwnerState =
  | { status: "pending"; userId: undefined }
  | { status: "signed-out"; userId: undefined }
  | { status: "signed-in"; userId: string };

/** Who is looking: still unknown, nobody, or a signed-in owner. */
export function useOwner(): OwnerState {
  const { data: session, isPending } = useSession();
  if (session?.user.id) return { status: "signed-in", userId: session.user.id };
  if (isPending) return { status: "pending", userId: undefined };
  return { status: "signed-out", userId: undefined };
}

/** The signed-in owner's id, given to the owner's screens by their guard (app/owner-route.tsx). */
export const OwnerIdContext = createContext<string | null>(null);

/** The owner's id on a screen behind the owner guard; every owner query starts with it. */
export function useOwnerId(): string {
  const userId = useContext(OwnerIdContext);
  if (userId === null) throw new Error("useOwnerId is used outside the owner guard");
  return userId;
}
