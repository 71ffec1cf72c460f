export * from "./analysis.ts";
export * from "./api.ts";
export * from "./auth.ts";
export * from "./errors.ts";
export * from "./forms.ts";
export * from "./integrations.ts";
export * from "./limits.ts";
export * from "./responses.ts";
