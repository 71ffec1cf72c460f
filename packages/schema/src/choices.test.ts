import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { joinChoices, splitChoices } from "./choices.ts";

const options = ["Espresso", "Latte, large", "Latte", "Cake"];

describe("splitChoices", () => {
  it("finds options that contain ', ' themselves", () => {
    expect(splitChoices("Espresso, Latte, large", options)).toEqual(["Espresso", "Latte, large"]);
    expect(splitChoices("Latte, Cake", options)).toEqual(["Latte", "Cake"]);
    expect(splitChoices("Latte, large, Latte", options)).toEqual(["Latte, large", "Latte"]);
    expect(splitChoices("", options)).toEqual([]);
  });

  it("rejects what is not a list of distinct options", () => {
    expect(splitChoices("Tea", options)).toBeNull();
    expect(splitChoices("Cake, Cake", options)).toBeNull();
    expect(splitChoices("Cake,", options)).toBeNull();
    expect(splitChoices("Cake, ", options)).toBeNull();
    expect(splitChoices("Espresso,Cake", options)).toBeNull();
  });

  it("reads back any choice of distinct options joined the respondent's way", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...options), { maxLength: options.length }), (chosen) => {
        const back = splitChoices(joinChoices(chosen), options);
        expect(back).not.toBeNull();
        // The same text may name another list ("Latte, large" vs "Latte" + "large"), never a different text.
        expect(joinChoices(back ?? [])).toBe(joinChoices(chosen));
      }),
    );
  });
});
