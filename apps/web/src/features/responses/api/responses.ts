import type { StoredResponse } from "@parley/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, NETWORK_ERROR_MESSAGE } from "../../../lib/api.ts";
import { formKeys, formPath } from "../../forms/api/forms.ts";

/** The form's responses, oldest first. */
export function useFormResponses(userId: string | undefined, formId: string) {
  return useQuery({
    queryKey: formKeys.responses(userId ?? "", formId),
    queryFn: ({ signal }) => api<StoredResponse[]>(`${formPath(formId)}/responses`, { signal }),
    enabled: Boolean(userId && formId),
  });
}

/** DELETE one response; the list, the counts and the analysis follow. */
export function useDeleteResponse(userId: string | undefined, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) =>
      api<null>(`${formPath(formId)}/responses/${encodeURIComponent(responseId)}`, { method: "DELETE" }),
    onSuccess: async (_data, responseId) => {
      const key = formKeys.responses(userId ?? "", formId);
      queryClient.setQueryData<StoredResponse[]>(key, (rows) => rows?.filter((r) => r.id !== responseId));
      await queryClient.invalidateQueries({ queryKey: formKeys.all(userId ?? "") });
    },
  });
}

function fileNameFrom(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? "responses.csv";
}

/** Fetches GET /api/forms/:id/responses.csv and hands it to the browser as a download. */
export async function downloadResponsesCsv(formId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${formPath(formId)}/responses.csv`, { credentials: "same-origin" });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, "NETWORK_ERROR", 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new ApiError(body?.error?.message ?? "The download failed.", "HTTP_ERROR", response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
