import { describe, expect, it } from "vitest";
import { saysNothing } from "./screen.ts";

describe("saysNothing", () => {
  it("reads past any number of filler words, and stops at an answer longer than any nothing-answer", () => {
    expect(saysNothing("Honestly, to be honest, I guess at the moment basically nothing really")).toBe(true);
    expect(saysNothing("Nothing really")).toBe(true);
    expect(saysNothing("Nothing, but the parking was awful")).toBe(false);
  });
});
