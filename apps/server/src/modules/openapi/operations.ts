import {
  analysisSchema,
  analyzeSentimentBodySchema,
  analyzeSentimentResultSchema,
  apiKeySchema,
  appConfigSchema,
  createApiKeySchema,
  createdApiKeySchema,
  createWebhookSchema,
  followUpBodySchema,
  followUpResultSchema,
  formInputSchema,
  formSchema,
  formSummarySchema,
  generateQuestionsBodySchema,
  generateQuestionsResultSchema,
  generateTitleBodySchema,
  generateTitleResultSchema,
  healthSchema,
  PASSWORD_MIN_LENGTH,
  publicFormSchema,
  storedResponseSchema,
  submitResponseSchema,
  webhookDeliverySchema,
  webhookSchema,
} from "@parley/schema";
import { z } from "zod";

export type Access = "anyone" | "owner" | "optional owner";

export interface Operation {
  method: "get" | "post" | "put" | "delete";
  /** The path as the router has it (`:id` parameters). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** The schema the route validates its JSON body with. */
  body?: z.ZodType;
  response: { status: number; schema?: z.ZodType; contentType?: string; description?: string };
}

// better-auth validates these itself; these name the fields it reads.
const signUpBodySchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH),
});
const signInBodySchema = z.object({ email: z.email(), password: z.string() });
const sessionUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).loose();

/** Every route of the API: the OpenAPI document is made from this list, and a test keeps it complete. */
export const operations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    summary: "Health of the server and its database",
    tag: "System",
    access: "anyone",
    response: { status: 200, schema: healthSchema },
  },
  {
    method: "get",
    path: "/api/config",
    summary: "What the web app needs to know about this server",
    tag: "System",
    access: "anyone",
    response: { status: 200, schema: appConfigSchema },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    tag: "System",
    access: "anyone",
    response: { status: 200, description: "An OpenAPI 3.1 document" },
  },
  {
    method: "get",
    path: "/api/docs",
    summary: "This document, rendered",
    tag: "System",
    access: "anyone",
    response: { status: 200, contentType: "text/html", description: "An HTML page" },
  },
  {
    method: "get",
    path: "/api/docs/:asset",
    summary: "The renderer's script and style sheet",
    tag: "System",
    access: "anyone",
    response: { status: 200, contentType: "text/javascript", description: "A static file" },
  },

  {
    method: "post",
    path: "/api/auth/sign-up/email",
    summary: "Register with email and password (sets the session cookie)",
    tag: "Accounts",
    access: "anyone",
    body: signUpBodySchema,
    response: { status: 200, schema: z.object({ user: sessionUserSchema }).loose() },
  },
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary: "Sign in (sets the session cookie)",
    tag: "Accounts",
    access: "anyone",
    body: signInBodySchema,
    response: { status: 200, schema: z.object({ user: sessionUserSchema }).loose() },
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    summary: "Sign out",
    tag: "Accounts",
    access: "owner",
    response: { status: 200, schema: z.object({ success: z.boolean() }) },
  },
  {
    method: "get",
    path: "/api/auth/get-session",
    summary: "The current session, or null",
    tag: "Accounts",
    access: "anyone",
    response: { status: 200, schema: z.object({ user: sessionUserSchema }).loose().nullable() },
  },

  {
    method: "post",
    path: "/api/generate-questions",
    summary: "Draft questions from a form's purpose",
    tag: "AI",
    access: "anyone",
    body: generateQuestionsBodySchema,
    response: { status: 200, schema: generateQuestionsResultSchema },
  },
  {
    method: "post",
    path: "/api/generate-questions-title",
    summary: "A title for a list of questions",
    tag: "AI",
    access: "anyone",
    body: generateTitleBodySchema,
    response: { status: 200, schema: generateTitleResultSchema },
  },
  {
    method: "post",
    path: "/api/poking-questions",
    summary: "A follow-up question to an answer",
    tag: "AI",
    access: "anyone",
    body: followUpBodySchema,
    response: { status: 200, schema: followUpResultSchema },
  },
  {
    method: "post",
    path: "/api/analyze-sentiment",
    summary: "Sentiment analysis of responses",
    tag: "AI",
    access: "anyone",
    body: analyzeSentimentBodySchema,
    response: { status: 200, schema: analyzeSentimentResultSchema },
  },

  {
    method: "get",
    path: "/api/forms",
    summary: "The owner's forms",
    tag: "Forms",
    access: "owner",
    response: { status: 200, schema: z.array(formSummarySchema) },
  },
  {
    method: "post",
    path: "/api/forms",
    summary: "Create a form (signed out: under the demo owner)",
    tag: "Forms",
    access: "optional owner",
    body: formInputSchema,
    response: { status: 201, schema: formSchema },
  },
  {
    method: "get",
    path: "/api/forms/:id",
    summary: "Read a form",
    tag: "Forms",
    access: "owner",
    response: { status: 200, schema: formSchema },
  },
  {
    method: "put",
    path: "/api/forms/:id",
    summary: "Update a form's title and questions",
    tag: "Forms",
    access: "owner",
    body: formInputSchema,
    response: { status: 200, schema: formSchema },
  },
  {
    method: "delete",
    path: "/api/forms/:id",
    summary: "Delete a form and its responses",
    tag: "Forms",
    access: "owner",
    response: { status: 204 },
  },
  {
    method: "get",
    path: "/api/forms/:id/responses",
    summary: "The form's responses, oldest first",
    tag: "Responses",
    access: "owner",
    response: { status: 200, schema: z.array(storedResponseSchema) },
  },
  {
    method: "get",
    path: "/api/forms/:id/responses.csv",
    summary: "The responses as CSV",
    tag: "Responses",
    access: "owner",
    response: { status: 200, contentType: "text/csv", description: "One row per response, one column per question" },
  },
  {
    method: "get",
    path: "/api/forms/:id/analysis",
    summary: "Sentiment analysis of the stored responses",
    tag: "Responses",
    access: "owner",
    response: { status: 200, schema: z.object({ analysis: analysisSchema }) },
  },

  {
    method: "get",
    path: "/api/public/forms/:userId/:formId",
    summary: "A shared form, as respondents see it",
    tag: "Respondents",
    access: "anyone",
    response: { status: 200, schema: publicFormSchema },
  },
  {
    method: "post",
    path: "/api/public/forms/:userId/:formId/responses",
    summary: "Submit a response",
    tag: "Respondents",
    access: "anyone",
    body: submitResponseSchema,
    response: { status: 201, schema: z.object({ id: z.string() }) },
  },

  {
    method: "get",
    path: "/api/forms/:id/webhooks",
    summary: "The form's webhook endpoints",
    tag: "Webhooks",
    access: "owner",
    response: { status: 200, schema: z.array(webhookSchema) },
  },
  {
    method: "post",
    path: "/api/forms/:id/webhooks",
    summary: "Add an endpoint (https, or http to an allowed host)",
    tag: "Webhooks",
    access: "owner",
    body: createWebhookSchema,
    response: { status: 201, schema: webhookSchema },
  },
  {
    method: "delete",
    path: "/api/forms/:id/webhooks/:webhookId",
    summary: "Remove an endpoint",
    tag: "Webhooks",
    access: "owner",
    response: { status: 204 },
  },
  {
    method: "post",
    path: "/api/forms/:id/webhooks/:webhookId/test",
    summary: "Queue a webhook.test delivery",
    tag: "Webhooks",
    access: "owner",
    response: { status: 202, schema: z.object({ id: z.string() }) },
  },
  {
    method: "get",
    path: "/api/forms/:id/webhooks/:webhookId/deliveries",
    summary: "The endpoint's latest deliveries",
    tag: "Webhooks",
    access: "owner",
    response: { status: 200, schema: z.array(webhookDeliverySchema) },
  },

  {
    method: "get",
    path: "/api/keys",
    summary: "The owner's API keys",
    tag: "API keys",
    access: "owner",
    response: { status: 200, schema: z.array(apiKeySchema) },
  },
  {
    method: "post",
    path: "/api/keys",
    summary: "Create a key (the key is in this answer only)",
    tag: "API keys",
    access: "owner",
    body: createApiKeySchema,
    response: { status: 201, schema: createdApiKeySchema },
  },
  {
    method: "delete",
    path: "/api/keys/:keyId",
    summary: "Revoke a key",
    tag: "API keys",
    access: "owner",
    response: { status: 204 },
  },
];
