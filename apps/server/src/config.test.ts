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
  ])("names %s when its value %j is bad", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(name === "GOOGLE_CLIENT_ID" ? "GOOGLE_CLIENT_SECRET" : name),
    );
  });
});
