import { describe, expect, it } from "vitest";
import { squish, tagTexts } from "./nlp.ts";
import { joinHyphens, nounPhrases } from "./phrases.ts";

describe("tagTexts", () => {
  it("returns one token list per text, with offsets into the squished text", () => {
    const texts = ["The wait was long.", "", "Great  coffee\nand friendly staff", "ok"];
    const tagged = tagTexts(texts);
    expect(tagged).toHaveLength(4);
    expect(tagged[0]?.map((t) => t.value)).toEqual(["The", "wait", "was", "long", "."]);
    expect(tagged[3]?.map((t) => t.value)).toEqual(["ok"]);
    const third = squish(texts[2] ?? "");
    for (const t of tagged[2] ?? []) expect(third.slice(t.offset, t.offset + t.value.length)).toBe(t.value);
  });

  it("keeps inflection lemmas but not synonyms", () => {
    const [tokens] = tagTexts(["The wait times in the app"]);
    const lemmas = (tokens ?? []).map((t) => t.lemma);
    expect(lemmas).toContain("time");
    expect(lemmas).toContain("app");
  });

  it("reads a capitalised word after a name as part of it, and a plural after a thing's possessive as things", () => {
    const [tokens] = tagTexts(["We are the Riverside Theatre and want feedback on this season's shows"]);
    const pos = (word: string) => tokens?.find((t) => t.value === word)?.pos;
    expect(pos("Theatre")).toBe("PROPN");
    expect(pos("shows")).toBe("NOUN");
  });
});

describe("nounPhrases", () => {
  it("finds modifier + noun phrases and joins hyphenated words", () => {
    const [tokens] = tagTexts([
      "The sign-up process was slow but the friendly staff at Riverside Dental Clinic helped",
    ]);
    const phrases = nounPhrases(joinHyphens(tokens ?? [])).map((p) => p.words.join(" "));
    expect(phrases).toEqual(["sign-up process", "friendly staff", "Riverside Dental Clinic"]);
  });
});
