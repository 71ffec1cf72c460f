import type { FormThemes, ThemeQuotes } from "@parley/schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { formKeys, formPath } from "../../../lib/form-queries.ts";

/** Under the form's responses, so deleting responses refreshes them too. */
const quotesKeys = {
  themes: (userId: string, formId: string) => [...formKeys.responses(userId, formId), "themes"] as const,
  quotes: (userId: string, formId: string, theme: string, question?: string) =>
    [...formKeys.responses(userId, formId), "quotes", theme, question ?? ""] as const,
};

/** GET /api/forms/:id/themes: each open question's themes with their sentiment counts. */
export function useFormThemes(userId: string | undefined, formId: string) {
  return useQuery({
    queryKey: quotesKeys.themes(userId ?? "", formId),
    queryFn: ({ signal }) => api<FormThemes>(`${formPath(formId)}/themes`, { signal }),
    enabled: Boolean(userId && formId),
  });
}

/** GET /api/forms/:id/quotes: the answers behind a theme (only fetched while shown). */
export function useThemeQuotes(userId: string | undefined, formId: string, theme: string, question?: string) {
  return useQuery({
    queryKey: quotesKeys.quotes(userId ?? "", formId, theme, question),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ theme, limit: "50" });
      if (question) query.set("question", question);
      return api<ThemeQuotes>(`${formPath(formId)}/quotes?${query}`, { signal });
    },
    enabled: Boolean(userId && formId && theme),
  });
}

/** The theme an analysis line names: 'Speed of service (12: 8 negative, 4 positive)' -> 'Speed of service'. */
export function themeLabel(text: string): string {
  return text.replace(/\s*\(\d[^()]*\)\s*$/, "").trim() || text;
}
