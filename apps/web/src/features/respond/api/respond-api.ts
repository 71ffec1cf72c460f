import { type PublicForm, publicFormSchema, type SubmitResponseBody } from "@parley/schema";
import { api } from "../../../lib/api.ts";

const formPath = (userId: string, formId: string) =>
  `/api/public/forms/${encodeURIComponent(userId)}/${encodeURIComponent(formId)}`;

/** GET /api/public/forms/:userId/:formId: the form a respondent answers. */
export async function fetchPublicForm(userId: string, formId: string): Promise<PublicForm> {
  return publicFormSchema.parse(await api<unknown>(formPath(userId, formId)));
}

export interface FollowUpRequest {
  question: string;
  answer: string;
  /** Follow-ups already asked for this question, so the new one does not repeat them. */
  previous: string[];
}

/** POST /api/poking-questions: the AI's follow-up question. Throws when there is none. */
export async function requestFollowUp(body: FollowUpRequest): Promise<string> {
  const result = await api<{ message?: unknown }>("/api/poking-questions", { method: "POST", body });
  if (typeof result?.message !== "string" || result.message.trim() === "") throw new Error("No follow-up question");
  return result.message.trim();
}

/** POST .../responses; a repeat with the same idempotency key is answered as the first one was. */
export function submitResponses(userId: string, formId: string, body: SubmitResponseBody): Promise<{ id: string }> {
  return api<{ id: string }>(`${formPath(userId, formId)}/responses`, { method: "POST", body });
}
