import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: "./data", plan: { formsPerMonth: 5, responsesPerForm: 20 } });
    expect(config.ai.provider).toBe("local");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["BASE_URL", "not a url"],
    ["AI_PROVIDER", "skynet"],
    ["PLAN_FORMS_PER_MONTH", "-1"],
    ["PLAN_RESPONSES_PER_FORM", "many"],
    ["TRUSTED_PROXY", "maybe"],
    ["AUTH_SECRET", "short"],
    ["GOOGLE_CLIENT_ID", "only-the-id"],
    ["AUTH_SECRET", "a".repeat(32)],
  ])("names %s when its value %j is bad", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(name === "GOOGLE_CLIENT_ID" ? "GOOGLE_CLIENT_SECRET" : name),
    );
  });

  it("checks every provider setting with the rest, in one line", () => {
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
      new ConfigError("Invalid configuration: AI_MODEL is required when AI_PROVIDER=openai-compatible"),
    );
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible" })).toThrow(
      "Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible; AI_MODEL is required when AI_PROVIDER=openai-compatible",
    );
    expect(() => loadConfig({ AI_PROVIDER: "anthropic" })).toThrow(/^Invalid configuration: AI_API_KEY is required/);
  });
});
