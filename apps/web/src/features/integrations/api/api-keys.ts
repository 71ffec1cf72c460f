import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from "@parley/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const apiKeysKey = (userId: string) => ["api-keys", userId] as const;

export function useApiKeys(userId: string) {
  return useQuery({
    queryKey: apiKeysKey(userId),
    queryFn: ({ signal }) => api<ApiKey[]>("/api/keys", { signal }),
  });
}

export function useCreateApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api<CreatedApiKey>("/api/keys", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}

export function useRevokeApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api<null>(`/api/keys/${encodeURIComponent(keyId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}
