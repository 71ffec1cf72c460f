import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { requestToastHost } from "../lib/toast-host.ts";

/** Spec section 4: every toast disappears after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = "success" | "info" | "warning";

export interface ToastOptions {
  title?: ReactNode;
  message: ReactNode;
  /** Warnings are red; every other toast is green (spec section 8). */
  kind?: ToastKind;
}

export function notify({ title, message, kind = "success" }: ToastOptions): string {
  requestToastHost();
  return notifications.show({
    title,
    message,
    color: kind === "warning" ? "red" : "green",
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
  });
}

export const notifySuccess = (title: ReactNode, message: ReactNode) => notify({ title, message, kind: "success" });
export const notifyWarning = (title: ReactNode, message: ReactNode) => notify({ title, message, kind: "warning" });
