import { authErrorCodes } from "@parley/schema";
import { BASE_ERROR_CODES } from "better-auth";
import { describe, expect, it } from "vitest";

describe("the auth error codes", () => {
  it("are better-auth's own codes, plus AUTH_ERROR for an answer that names none", () => {
    expect([...authErrorCodes].sort()).toEqual([...Object.keys(BASE_ERROR_CODES), "AUTH_ERROR"].sort());
  });
});
