import type { CreateWebhookBody, Webhook, WebhookDelivery } from "@parley/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const hooksPath = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/webhooks`;
const hookPath = (formId: string, webhookId: string) => `${hooksPath(formId)}/${encodeURIComponent(webhookId)}`;

export const webhookKeys = {
  list: (userId: string, formId: string) => ["forms", userId, "form", formId, "webhooks"] as const,
  deliveries: (userId: string, formId: string, webhookId: string) =>
    ["forms", userId, "form", formId, "webhooks", webhookId, "deliveries"] as const,
};

export function useWebhooks(userId: string, formId: string) {
  return useQuery({
    queryKey: webhookKeys.list(userId, formId),
    queryFn: ({ signal }) => api<Webhook[]>(hooksPath(formId), { signal }),
  });
}

export function useDeliveries(userId: string, formId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(userId, formId, webhookId),
    queryFn: ({ signal }) => api<WebhookDelivery[]>(`${hookPath(formId, webhookId)}/deliveries`, { signal }),
    // Pending deliveries change on their own; keep the log current while it is open.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === "pending") ? 3000 : false),
  });
}

export function useAddWebhook(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => api<Webhook>(hooksPath(formId), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(userId, formId) }),
  });
}

export function useRemoveWebhook(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api<null>(hookPath(formId, webhookId), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(userId, formId) }),
  });
}

export function useTestWebhook(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api<{ id: string }>(`${hookPath(formId, webhookId)}/test`, { method: "POST" }),
    onSuccess: (_result, webhookId) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(userId, formId, webhookId) }),
  });
}
