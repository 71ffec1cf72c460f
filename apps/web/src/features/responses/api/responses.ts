import {
  type FormResultsSummary,
  RESPONSES_PAGE_DEFAULT,
  type ResponsesPage,
  type Sentiment,
  sentimentSchema,
} from "@parley/schema";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, NETWORK_ERROR_MESSAGE } from "../../../lib/api.ts";
import { formKeys, formPath } from "../../../lib/form-queries.ts";

/** Which responses the view pages through: all, or those matching every filter given. */
export interface ResponsesFilter {
  question?: string | undefined;
  choice?: string | undefined;
  theme?: string | undefined;
  sentiment?: Sentiment | undefined;
  /** One response, opened from a theme's quotes. */
  response?: string | undefined;
}

const FILTER_KEYS = ["question", "choice", "theme", "sentiment", "response"] as const;

/** The filter kept in the address, so a quote can link to its response and a filtered view can be shared. */
export function filterFromParams(params: URLSearchParams): ResponsesFilter {
  const filter: ResponsesFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === "sentiment") filter.sentiment = sentimentSchema.safeParse(value).data;
    else filter[key] = value;
  }
  return filter;
}

/** The address's parameters with the filter's in place of earlier ones. */
export function paramsWithFilter(params: URLSearchParams, filter: ResponsesFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const isFiltering = (filter: ResponsesFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

export const responsesKeys = {
  pages: (userId: string, formId: string, filter: ResponsesFilter = {}) =>
    [...formKeys.responses(userId, formId), "pages", filter] as const,
  summary: (userId: string, formId: string, completedOnly = false) =>
    [...formKeys.responses(userId, formId), "summary", completedOnly] as const,
};

/** The form's responses, oldest first, fetched a page at a time as the owner moves through them. */
export function useResponsePages(userId: string | undefined, formId: string, filter: ResponsesFilter = {}) {
  return useInfiniteQuery({
    queryKey: responsesKeys.pages(userId ?? "", formId, filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(RESPONSES_PAGE_DEFAULT) });
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
      if (pageParam) query.set("cursor", pageParam);
      return api<ResponsesPage>(`${formPath(formId)}/responses?${query}`, { signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(userId && formId),
    // A new filter keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
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
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? "responses";
}

export type ExportFormat = "csv" | "xlsx" | "json";

/** Fetches GET /api/forms/:id/responses.{csv,xlsx,json} and hands it to the browser as a download. */
export async function downloadResponses(formId: string, format: ExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${formPath(formId)}/responses.${format}`, { credentials: "same-origin" });
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
  link.download = fileNameFrom(response.headers.get("Content-Disposition")) || `responses.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Per-question figures that fit each question's type; `completedOnly` leaves partial responses out of them. */
export function useResultsSummary(userId: string | undefined, formId: string, completedOnly = false) {
  return useQuery({
    queryKey: responsesKeys.summary(userId ?? "", formId, completedOnly),
    queryFn: ({ signal }) =>
      api<FormResultsSummary>(`${formPath(formId)}/summary${completedOnly ? "?complete=true" : ""}`, { signal }),
    enabled: Boolean(userId && formId),
  });
}

/**
 * After a deletion every figure of the form is stale: its pages, summary, analysis and list counts.
 * They refresh in the background, so the confirmation closes as soon as the server has deleted.
 */
function useForgetResults(userId: string, formId: string) {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: formKeys.responses(userId, formId) }),
      queryClient.invalidateQueries({ queryKey: formKeys.analysis(userId, formId) }),
      queryClient.invalidateQueries({ queryKey: formKeys.list(userId) }),
    ]);
}

export function useDeleteResponse(userId: string, formId: string) {
  const forget = useForgetResults(userId, formId);
  return useMutation({
    mutationFn: (responseId: string) =>
      api<null>(`${formPath(formId)}/responses/${encodeURIComponent(responseId)}`, { method: "DELETE" }),
    onSuccess: forget,
  });
}

export function useDeleteAllResponses(userId: string, formId: string) {
  const forget = useForgetResults(userId, formId);
  return useMutation({
    mutationFn: () => api<{ deleted: number }>(`${formPath(formId)}/responses`, { method: "DELETE" }),
    onSuccess: forget,
  });
}
