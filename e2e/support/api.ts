import type { AnswerEntry, Form, FormInput } from "@parley/schema";
import { type APIRequestContext, type BrowserContext, type Cookie, request } from "playwright-core";
import { expect } from "vitest";

/** The password of every account the journeys make. */
export const PASSWORD = "correct-horse-42";

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A person with an email of their own, for journeys that register an owner for each test. */
export function newPerson(firstName: string, lastName: string): Person {
  return { firstName, lastName, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` };
}

/** An owner registered over HTTP: their id and the session cookies to give a browser context. */
export interface Owner extends Person {
  userId: string;
  cookies: Cookie[];
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<void> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
}

/**
 * Registers through the API (as the register page does): a quick owner for journeys whose subject
 * is not registration. The Origin header is the one a browser sends; better-auth checks it.
 */
export async function registerOwner(baseURL: string, person: Person): Promise<Owner> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const response = await api.post("/api/auth/sign-up/email", {
      data: { name: `${person.firstName} ${person.lastName}`, email: person.email, password: PASSWORD },
    });
    await expectOk(response, "POST /api/auth/sign-up/email");
    const body = (await response.json()) as { user: { id: string } };
    const { cookies } = await api.storageState();
    expect(cookies.length, "sign-up set no session cookie").toBeGreaterThan(0);
    return { ...person, userId: body.user.id, cookies };
  } finally {
    await api.dispose();
  }
}

/** Signs a browser context in as the owner. */
export async function signIn(context: BrowserContext, owner: Owner): Promise<void> {
  await context.addCookies(owner.cookies);
}

/** POST /api/forms with the cookies of `api` (a browser context's `request`, or an API context). */
export async function createFormVia(api: APIRequestContext, input: FormInput): Promise<Form> {
  const response = await api.post("/api/forms", { data: input });
  await expectOk(response, "POST /api/forms");
  return (await response.json()) as Form;
}

/** Creates a form as the owner, without a browser. */
export async function createForm(baseURL: string, owner: Owner, input: FormInput): Promise<Form> {
  const api = await request.newContext({ baseURL, storageState: { cookies: owner.cookies, origins: [] } });
  try {
    return await createFormVia(api, input);
  } finally {
    await api.dispose();
  }
}

/** One respondent's answers, as the chat submits them (no login). */
export async function submitResponse(
  baseURL: string,
  form: Pick<Form, "id" | "ownerId">,
  responses: AnswerEntry[],
): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post(`/api/public/forms/${form.ownerId}/${form.id}/responses`, {
      data: { responses, idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    });
    await expectOk(response, "POST /api/public/forms/.../responses");
  } finally {
    await api.dispose();
  }
}

/** An answer entry for `submitResponse`. */
export function answer(id: number | string, question: string, type: AnswerEntry["type"], text: string): AnswerEntry {
  return { id: String(id), question, type, answer: text, isFollowUp: String(id).includes(".") };
}

/** Registers an owner over HTTP and creates one form for them. */
export async function registerOwnerWithForm(
  baseURL: string,
  person: Person,
  input: FormInput,
): Promise<{ owner: Owner; form: Form }> {
  const owner = await registerOwner(baseURL, person);
  return { owner, form: await createForm(baseURL, owner, input) };
}
