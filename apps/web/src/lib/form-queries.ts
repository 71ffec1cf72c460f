import type { Form, FormInput, FormSummary } from "@parley/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api.ts";

/** Every owner query starts with the owner's id, so one owner's data never shows for another. */
export const formKeys = {
  all: (userId: string) => ["forms", userId] as const,
  list: (userId: string) => ["forms", userId, "list"] as const,
  detail: (userId: string, formId: string) => ["forms", userId, "form", formId] as const,
  responses: (userId: string, formId: string) => ["forms", userId, "form", formId, "responses"] as const,
  analysis: (userId: string, formId: string) => ["forms", userId, "form", formId, "analysis"] as const,
};

export const formPath = (formId: string) => `/api/forms/${encodeURIComponent(formId)}`;

export function useFormsList(userId: string | undefined) {
  return useQuery({
    queryKey: formKeys.list(userId ?? ""),
    queryFn: ({ signal }) => api<FormSummary[]>("/api/forms", { signal }),
    enabled: Boolean(userId),
  });
}

export function useForm(userId: string | undefined, formId: string | undefined) {
  return useQuery({
    queryKey: formKeys.detail(userId ?? "", formId ?? ""),
    queryFn: ({ signal }) => api<Form>(formPath(formId ?? ""), { signal }),
    enabled: Boolean(userId && formId),
  });
}

export function useUpdateForm(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormInput) => api<Form>(formPath(formId), { method: "PUT", body }),
    onSuccess: async (form) => {
      queryClient.setQueryData(formKeys.detail(userId, formId), form);
      // Counts in the list and the cached analysis depend on the questions.
      await queryClient.invalidateQueries({
        queryKey: formKeys.all(userId),
        predicate: (query) => query.queryKey.length !== 4,
      });
    },
  });
}

/** Deletes a form; on success it leaves the owner's list at once (spec: the card is removed locally). */
export function useDeleteForm(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) => api<null>(formPath(formId), { method: "DELETE" }),
    onSuccess: (_data, formId) => {
      queryClient.setQueryData<FormSummary[]>(formKeys.list(userId), (forms) => forms?.filter((f) => f.id !== formId));
      queryClient.removeQueries({ queryKey: formKeys.detail(userId, formId), type: "inactive" });
    },
  });
}
