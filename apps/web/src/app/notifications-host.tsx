import "@mantine/notifications/styles.layer.css";
import { Notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "../components/notify.ts";

/**
 * Where toasts appear; a lazy chunk of its own. A toast shown before it has loaded waits in
 * Mantine's notifications store and appears as soon as it has.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} zIndex={1000} />;
}
