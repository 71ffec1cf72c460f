import type { Notifications, UpdateNotificationsBody } from "@parley/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const path = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/notifications`;
const key = (userId: string, formId: string) => ["forms", userId, "form", formId, "notifications"] as const;

export function useNotifications(userId: string, formId: string) {
  return useQuery({
    queryKey: key(userId, formId),
    queryFn: ({ signal }) => api<Notifications>(path(formId), { signal }),
  });
}

export function useUpdateNotifications(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationsBody) => api<Notifications>(path(formId), { method: "PUT", body }),
    onSuccess: (data) => queryClient.setQueryData(key(userId, formId), data),
  });
}
