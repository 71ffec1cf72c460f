import {
  type FormInput,
  generateQuestionsResultSchema,
  generateTitleResultSchema,
  type Question,
} from "@parley/schema";
import { api } from "../../../lib/api.ts";

/**
 * Spec section 7: POST /api/generate-questions reads data.message.questions. A failure of any kind
 * (network, server, an unexpected shape) gives an empty list, silently.
 */
export async function generateQuestions(purpose: string): Promise<Question[]> {
  try {
    const body = await api<unknown>("/api/generate-questions", { method: "POST", body: { message: purpose } });
    const parsed = generateQuestionsResultSchema.safeParse(body);
    return parsed.success ? parsed.data.message.questions : [];
  } catch {
    return [];
  }
}

/** POST /api/generate-questions-title reads data.title; throws when the call or its answer fails. */
export async function generateTitle(questions: Question[]): Promise<string> {
  const body = await api<unknown>("/api/generate-questions-title", { method: "POST", body: { questions } });
  return generateTitleResultSchema.parse(body).title;
}

export interface CreatedForm {
  id: string;
  ownerId: string;
}

/** POST /api/forms: saved under the signed-in owner (the session cookie goes along), or the demo owner. */
export function createForm(input: FormInput): Promise<CreatedForm> {
  return api<CreatedForm>("/api/forms", { method: "POST", body: input });
}
