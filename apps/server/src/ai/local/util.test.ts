import { describe, expect, it } from "vitest";
import { hash, percents, seededRandom, shuffled, singleSpaced } from "./util.ts";

describe("percents", () => {
  it("gives integers summing to exactly 100 (largest remainder)", () => {
    const p = percents({ positive: 1, negative: 1, neutral: 1 }, "neutral");
    expect(p.positive + p.negative + p.neutral).toBe(100);
    expect(p).toEqual({ positive: 34, negative: 33, neutral: 33 });
    const q = percents({ positive: 2, negative: 1, neutral: 4 }, "neutral");
    expect(q).toEqual({ positive: 29, negative: 14, neutral: 57 });
  });

  it("sums to 100 for many random counts", () => {
    const random = seededRandom(3);
    for (let i = 0; i < 500; i++) {
      const counts = {
        positive: Math.floor(random() * 50),
        negative: Math.floor(random() * 50),
        neutral: Math.floor(random() * 50),
      };
      const p = percents(counts, "neutral");
      expect(p.positive + p.negative + p.neutral).toBe(100);
      for (const v of Object.values(p)) expect(Number.isInteger(v)).toBe(true);
    }
  });

  it("puts everything on the fallback when there is nothing to count", () => {
    expect(percents({ positive: 0, negative: 0, neutral: 0 }, "neutral")).toEqual({
      positive: 0,
      negative: 0,
      neutral: 100,
    });
  });
});

describe("seeded choices", () => {
  it("are stable for the same seed and differ between seeds", () => {
    expect(hash("coffee shop")).toBe(hash("coffee shop"));
    expect(hash("coffee shop")).not.toBe(hash("coffee shops"));
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(items, seededRandom(1))).toEqual(shuffled(items, seededRandom(1)));
    expect(shuffled(items, seededRandom(1))).not.toEqual(shuffled(items, seededRandom(2)));
  });
});

describe("singleSpaced", () => {
  it("turns every whitespace run into one space, as /\\s+/ would, tabs and odd spaces included", () => {
    for (const text of ["a b", "a  b", "a\tb", " a \n\n b ", "a\u00a0b", "a \u2028 b", "\t", ""]) {
      expect(singleSpaced(text)).toBe(text.replace(/\s+/g, " "));
    }
  });
});
