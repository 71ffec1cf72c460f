import { type Analysis, isFollowUpId } from "@parley/schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { formKeys, formPath } from "../../../lib/form-queries.ts";

/** GET /api/forms/:id/analysis; `analysis` is null while the form has no responses (completed ones with `completedOnly`). */
export function useFormAnalysis(userId: string | undefined, formId: string, completedOnly = false) {
  return useQuery({
    queryKey: [...formKeys.analysis(userId ?? "", formId), completedOnly],
    queryFn: ({ signal }) =>
      api<{ analysis: Analysis | null }>(`${formPath(formId)}/analysis${completedOnly ? "?complete=true" : ""}`, {
        signal,
      }),
    enabled: Boolean(userId && formId),
  });
}

/** Spec section 2: follow-up questions (an id containing a dot) are left out of the analysis. */
export function mainQuestions(analysis: Analysis): Analysis["questions"] {
  return analysis.questions.filter((question) => !isFollowUpId(question.questionId));
}
